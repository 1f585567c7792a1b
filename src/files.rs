//! Export a record as a file download, import one from a chosen file.

use takhte_engine::Record;
use wasm_bindgen::{JsCast, JsValue};

/// Offers `record` as a JSON file download.
pub fn download_record(record: &Record, name: &str) -> Result<(), JsValue> {
    download_text(&record.to_json(), name)
}

/// Offers `text` (JSON) as a file download.
pub fn download_text(text: &str, name: &str) -> Result<(), JsValue> {
    let parts = js_sys::Array::of1(&JsValue::from_str(text));
    let options = web_sys::BlobPropertyBag::new();
    options.set_type("application/json");
    let blob = web_sys::Blob::new_with_str_sequence_and_options(&parts, &options)?;
    let url = web_sys::Url::create_object_url_with_blob(&blob)?;
    let document = web_sys::window()
        .and_then(|w| w.document())
        .ok_or_else(|| JsValue::from_str("no document"))?;
    let a: web_sys::HtmlAnchorElement = document.create_element("a")?.dyn_into()?;
    a.set_href(&url);
    a.set_download(name);
    a.click();
    // Firefox starts the download after this call returns: free the URL a little later.
    gloo_timers::callback::Timeout::new(10_000, move || {
        let _ = web_sys::Url::revoke_object_url(&url);
    })
    .forget();
    Ok(())
}

/// Why a chosen file could not be read.
#[derive(Clone, Debug, PartialEq)]
pub enum FileError {
    /// No file, or the browser could not read it.
    Unreadable,
    /// The file is larger than any record may be (the limit, in the engine's words).
    TooLarge(String),
}

/// Reads the text of the first file chosen in an `<input type=file>`; a file over the record
/// size limit is refused before it is read.
pub async fn read_chosen_file(input: &web_sys::HtmlInputElement) -> Result<String, FileError> {
    read_file_checked(input, |size| {
        takhte_engine::record::check_size(size).map_err(|e| FileError::TooLarge(e.to_string()))
    })
    .await
}

/// Reads the text of the first file chosen, refusing one over `max` bytes before reading it.
pub async fn read_chosen_file_up_to(
    input: &web_sys::HtmlInputElement,
    max: usize,
) -> Result<String, FileError> {
    read_file_checked(input, |size| {
        if size > max {
            Err(FileError::TooLarge(format!("{size} bytes (at most {max})")))
        } else {
            Ok(())
        }
    })
    .await
}

async fn read_file_checked(
    input: &web_sys::HtmlInputElement,
    check: impl Fn(usize) -> Result<(), FileError>,
) -> Result<String, FileError> {
    let file = input
        .files()
        .and_then(|f| f.get(0))
        .ok_or(FileError::Unreadable)?;
    // `as` saturates, so a size beyond usize still counts as too large.
    check(file.size() as usize)?;
    let text = wasm_bindgen_futures::JsFuture::from(file.text())
        .await
        .map_err(|_| FileError::Unreadable)?;
    text.as_string().ok_or(FileError::Unreadable)
}
