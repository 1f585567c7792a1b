//! Takhte: five board games in the browser. This crate is the Yew app; the rules live in
//! `takhte-engine`.

mod app;
mod base64url;
mod files;
mod games;
mod i18n;
mod learn;
mod link;
mod nav;
mod route;
mod routes;
mod saves;
mod session;
mod storage;
mod widgets;
mod worker;
mod worker_protocol;

fn main() {
    yew::Renderer::<app::App>::new().render();
}
