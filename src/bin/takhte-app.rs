//! Every screen of the app, loaded by the home screen of the first load (`takhte::shell`)
//! when the player leaves it.

fn main() {
    takhte::app::start();
}
