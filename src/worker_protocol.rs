//! The messages between the page (`worker.rs`) and the bot worker (`bin/takhte-worker.rs`),
//! passed as structured JavaScript values by `postMessage` (through `serde-wasm-bindgen`).

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use takhte_engine::Record;
use wasm_bindgen::JsValue;

/// A message from the page to the worker.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Request {
    /// Choose an action for the seat to act after `record`, at search `level`.
    Decide {
        /// Grows with every request of a play screen; the replies carry it back.
        id: u64,
        /// The game so far.
        record: Record,
        /// The search level (`normal` or `hard`).
        level: String,
    },
}

/// A message from the worker to the page.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Reply {
    /// The worker has loaded and reads requests from now on (earlier messages are lost).
    Ready,
    /// Share of the thinking done for request `id`, 0–1.
    Progress {
        /// The request.
        id: u64,
        /// Share done.
        share: f64,
    },
    /// The action chosen for request `id`, in the game's JSON form (the engine still checks it).
    Action {
        /// The request.
        id: u64,
        /// The chosen action.
        action: serde_json::Value,
        /// Search iterations done (fewer than `budget` when the level's time bound stopped it).
        iterations: u32,
        /// The level's iteration count.
        budget: u32,
        /// The search's mean reward for the chosen action from the acting seat's side (about its
        /// chance of winning, 0–1), when the search rated it.
        #[serde(default)]
        estimate: Option<f64>,
        /// Milliseconds the search itself took on the worker's clock (for benchmarks: without
        /// reading the request and reaching the position).
        #[serde(default)]
        search_ms: f64,
    },
    /// No action could be chosen; `id` is `None` when the request itself could not be read.
    Error {
        /// The request, if it could be read.
        id: Option<u64>,
        /// What went wrong.
        message: String,
    },
}

/// Converts a message to the JavaScript value posted (maps as plain objects, numbers as numbers).
pub fn to_js<T: Serialize>(message: &T) -> Result<JsValue, JsValue> {
    message
        .serialize(&serde_wasm_bindgen::Serializer::json_compatible())
        .map_err(JsValue::from)
}

/// Reads a message from a posted JavaScript value.
pub fn from_js<T: DeserializeOwned>(value: JsValue) -> Result<T, JsValue> {
    serde_wasm_bindgen::from_value(value).map_err(JsValue::from)
}
