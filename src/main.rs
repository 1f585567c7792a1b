//! The first load: the home screen alone (`takhte::shell`); the rest of the app is the
//! `takhte-app` binary, loaded when needed.

fn main() {
    takhte::shell::start();
}
