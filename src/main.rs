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
    // The chosen language's catalogue is fetched before the first render (English is embedded).
    let lang = app::initial_lang();
    wasm_bindgen_futures::spawn_local(async move {
        i18n::load(lang).await;
        yew::Renderer::<app::App>::new().render();
    });
}
