//! The app's screens.

mod error;
mod history;
pub mod home;
mod import;
mod learn;
pub mod new_game;
pub mod play;
mod replay;
mod rules;
mod table;

pub use error::{Detail, ErrorPage, NewerPage};
pub use history::HistoryPage;
pub use home::Home;
pub use import::{import_record, Importer};
pub use learn::LearnPage;
pub use new_game::NewGame;
pub use play::PlayLoader;
pub use replay::{ReplayLoader, WatchLoader};
pub use rules::RulesPage;
pub use table::{HostPage, JoinPage, ReplyPage};
