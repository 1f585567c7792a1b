//! The page's side of the bot worker: sends a position to `takhte-worker` and hands back its
//! progress and its chosen action, so search bots never block the page.

use serde::Deserialize;
use std::cell::{Cell, RefCell};
use std::rc::Rc;
use takhte_engine::Record;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{MessageEvent, Worker};

/// The bot levels that search, and so run in the worker.
pub const SEARCH_LEVELS: [&str; 2] = ["normal", "hard"];

/// A message from the worker.
#[derive(Clone, Debug, Deserialize)]
pub struct Reply {
    /// The request it answers.
    pub id: u64,
    /// Share of the thinking done, 0–1.
    pub progress: Option<f64>,
    /// The chosen action (the game's JSON form).
    pub action: Option<serde_json::Value>,
    /// Why no action could be chosen.
    pub error: Option<String>,
}

/// A running worker and its message handler; the worker stops when this is dropped.
pub struct BotWorker {
    worker: Worker,
    /// The request waiting for the worker to finish loading (messages sent earlier are lost).
    pending: Rc<RefCell<Option<String>>>,
    ready: Rc<Cell<bool>>,
    _on_message: Closure<dyn FnMut(MessageEvent)>,
}

impl BotWorker {
    /// Starts the worker; `on_reply` receives each message.
    pub fn start(on_reply: impl Fn(Reply) + 'static) -> Result<BotWorker, JsValue> {
        let worker = Worker::new("./takhte-worker_loader.js")?;
        let pending: Rc<RefCell<Option<String>>> = Rc::default();
        let ready: Rc<Cell<bool>> = Rc::default();
        let on_message = {
            let (worker, pending, ready) = (worker.clone(), pending.clone(), ready.clone());
            Closure::<dyn FnMut(MessageEvent)>::new(move |e: MessageEvent| {
                let Some(text) = e.data().as_string() else {
                    return;
                };
                if text.contains("\"ready\"") {
                    ready.set(true);
                    if let Some(request) = pending.borrow_mut().take() {
                        let _ = worker.post_message(&JsValue::from_str(&request));
                    }
                } else if let Ok(reply) = serde_json::from_str::<Reply>(&text) {
                    on_reply(reply);
                }
            })
        };
        worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
        Ok(BotWorker {
            worker,
            pending,
            ready,
            _on_message: on_message,
        })
    }

    /// Asks for a move of the seat to act in `record`, at `level`.
    pub fn ask(&self, id: u64, record: &Record, level: &str) -> Result<(), JsValue> {
        let request = serde_json::json!({ "id": id, "record": record, "level": level }).to_string();
        if self.ready.get() {
            self.worker.post_message(&JsValue::from_str(&request))
        } else {
            *self.pending.borrow_mut() = Some(request);
            Ok(())
        }
    }
}

impl Drop for BotWorker {
    fn drop(&mut self) {
        self.worker.terminate();
    }
}
