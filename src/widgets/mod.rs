//! Widgets shared by every screen and game.

mod after_paint;
mod aid;
pub mod board_keys;
pub mod charts;
mod curtain;
pub mod game_log;
mod game_over;
mod game_picture;
pub mod gesture;
mod hint;
mod hint_marks;
mod ios_saves_notice;
mod lang_notice;
mod link_field;
mod map_zoom;
mod play_controls;
pub mod replay_bar;
mod resizes;
mod share_link;
pub mod sound;
pub(crate) mod viewport;

pub use after_paint::use_after_paint;
pub use aid::{AidDefault, AidPanel, AidUi};
pub use charts::{shown_stats, GameCharts, ShownStats};
pub use curtain::Curtain;
pub use game_log::{render_entry, GameLog};
pub use game_over::GameOver;
pub use game_picture::GamePicture;
pub use hint::Hint;
pub use ios_saves_notice::IosSavesNotice;
pub use lang_notice::LangNotice;
pub use link_field::LinkField;
pub use map_zoom::MapZoom;
pub use play_controls::PlayControls;
pub use resizes::Resizes;
pub use share_link::ShareLink;
