//! The bot worker: runs the search bots (`normal`, `hard`) off the page's main thread.
//!
//! It receives `{id, record, level}` as JSON, replays the record, searches from the acting seat's
//! view only, and posts `{id, progress}` messages while thinking, then `{id, action, iterations,
//! budget}` (or `{id, error}`): `iterations` done, of the level's `budget` (fewer when the time
//! bound stopped the search).

#[cfg(target_arch = "wasm32")]
mod worker {
    use serde::Deserialize;
    use takhte_engine::bots::search::{search, SearchConfig};
    use takhte_engine::{with_game, Game, GameRng, Record};
    use wasm_bindgen::prelude::*;
    use wasm_bindgen::JsCast;
    use web_sys::{DedicatedWorkerGlobalScope, MessageEvent};

    /// Milliseconds the `normal` level may think in the browser.
    const NORMAL_MS: u32 = 400;
    /// Milliseconds the `hard` level may think in the browser.
    const HARD_MS: u32 = 900;

    #[derive(Deserialize)]
    struct Request {
        id: u64,
        record: Record,
        level: String,
    }

    fn scope() -> DedicatedWorkerGlobalScope {
        js_sys::global().unchecked_into()
    }

    fn now() -> f64 {
        scope().performance().map_or(0.0, |p| p.now())
    }

    fn post(value: serde_json::Value) {
        let _ = scope().post_message(&JsValue::from_str(&value.to_string()));
    }

    /// The search level's configuration for game `G`, bounded by iterations and by time.
    fn config<G: Game>(level: &str) -> Option<SearchConfig> {
        let (mut config, ms) = match level {
            "normal" => (SearchConfig::normal().for_game::<G>(), NORMAL_MS),
            "hard" => (SearchConfig::hard().for_game::<G>(), HARD_MS),
            _ => return None,
        };
        config.time_limit_ms = Some(ms);
        Some(config)
    }

    /// The chosen action, the iterations done and the level's iteration count.
    fn decide<G: Game>(req: &Request) -> Result<(serde_json::Value, u32, u32), String> {
        let state: G = req.record.replay().map_err(|e| e.to_string())?;
        let seat = state.to_act().ok_or("the game is over")?;
        let mut legal = Vec::new();
        state.legal_actions(&mut legal);
        let config =
            config::<G>(&req.level).ok_or_else(|| format!("unknown level {}", req.level))?;
        let step = req.record.actions.len() as u64;
        let mut rng = GameRng::new(req.record.salt ^ step.wrapping_mul(0x9E37_79B9_7F4A_7C15));
        let view = state.view(seat);
        let start = now();
        let limit = f64::from(config.time_limit_ms.unwrap_or(u32::MAX));
        let total = f64::from(config.iterations.max(1));
        let id = req.id;
        let mut stop = |done: u32| {
            if !done.is_multiple_of(16) {
                return false;
            }
            let elapsed = now() - start;
            let progress = (f64::from(done) / total).max(elapsed / limit).min(1.0);
            post(serde_json::json!({ "id": id, "progress": progress }));
            elapsed >= limit
        };
        let report = search::<G>(&view, seat, &legal, &config, &mut rng, &mut stop);
        let action = serde_json::to_value(report.action).map_err(|e| e.to_string())?;
        Ok((action, report.iterations, config.iterations))
    }

    fn handle(text: &str) {
        let req: Request = match serde_json::from_str(text) {
            Ok(r) => r,
            Err(e) => return post(serde_json::json!({ "id": 0, "error": e.to_string() })),
        };
        let game = req.record.game.clone();
        let result = with_game!(game.as_str(), G => decide::<G>(&req), _ => Err(format!("unknown game {game}")));
        post(match result {
            Ok((action, iterations, budget)) => serde_json::json!({
                "id": req.id, "action": action, "iterations": iterations, "budget": budget
            }),
            Err(error) => serde_json::json!({ "id": req.id, "error": error }),
        });
    }

    /// Installs the message handler.
    pub fn listen() {
        let on_message = Closure::<dyn FnMut(MessageEvent)>::new(|e: MessageEvent| {
            if let Some(text) = e.data().as_string() {
                handle(&text);
            }
        });
        scope().set_onmessage(Some(on_message.as_ref().unchecked_ref()));
        on_message.forget();
        post(serde_json::json!({ "ready": true }));
    }
}

fn main() {
    #[cfg(target_arch = "wasm32")]
    worker::listen();
}
