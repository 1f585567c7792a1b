//! Takhte: five board games in the browser. This crate is the Yew app; the rules live in
//! `takhte-engine`. It builds two page binaries from this library: `takhte` (`src/main.rs`,
//! the home screen, all the first load holds) and `takhte-app` (`src/bin/takhte-app.rs`,
//! every screen, loaded when the player leaves the home screen); see `src/shell.rs`.

pub mod app;
mod base64url;
mod files;
mod games;
pub mod i18n;
mod learn;
mod link;
mod nav;
mod odds;
mod progress;
mod qr;
mod remote;
mod route;
mod routes;
mod saves;
mod session;
pub mod shell;
mod storage;
pub mod update;
mod widgets;
mod worker;
mod worker_protocol;
