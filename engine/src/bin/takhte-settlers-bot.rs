//! `takhte-settlers-bot`: our settlers bots as a persistent decision service for outside
//! harnesses (`scripts/catanatron/harness.py`, `docs/catanatron.md`). One JSON request a line on
//! stdin, one JSON answer a line on stdout:
//!
//! ```text
//! {"cmd": "topology"}
//!   → {"hex_axial": [[q, r], …], "hex_vertices": [[v × 6], …], "edge_vertices": [[a, b], …],
//!      "harbour_edges": [e × 9]}
//! {"position": <Description>, "seat": <s>, "level": "hard", "salt": <u64>, "allowed": [<Action>, …]}
//!   → {"action": <Action>, "legal": <n>, "unmatched": [<Action>, …], "ms": <search wall time>}
//! ```
//!
//! The position is a `takhte_engine::games::settlers::describe::Description`, checked before use
//! (a refused one answers `{"error": "…"}`). `seat` must be the seat to act; the bot (`random`,
//! `heuristic`, `easy`, `normal` or `hard`) decides from that seat's view only, whatever hidden
//! cards the description carries. `allowed` (optional) restricts the choice to those of our legal
//! actions (the outside engine's legal actions, translated): an empty intersection is an error, and
//! `unmatched` lists the allowed actions our rules do not allow there (rule differences).

use std::collections::HashMap;
use std::io::{BufRead, Write};
use std::time::Instant;
use takhte_engine::bots::{bot_by_name, Bot, Seen};
use takhte_engine::games::settlers::board::topology;
use takhte_engine::games::settlers::describe::Description;
use takhte_engine::games::settlers::{Action, Settlers};
use takhte_engine::{Game, GameRng};

#[derive(serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct Request {
    #[serde(default)]
    cmd: Option<String>,
    #[serde(default)]
    position: Option<Description>,
    #[serde(default)]
    seat: Option<u8>,
    #[serde(default)]
    level: Option<String>,
    #[serde(default)]
    salt: u64,
    #[serde(default)]
    allowed: Option<Vec<Action>>,
}

type Bots = HashMap<String, Box<dyn Bot<Settlers>>>;

fn answer(line: &str, bots: &mut Bots) -> Result<serde_json::Value, String> {
    let req: Request = serde_json::from_str(line).map_err(|e| format!("bad request: {e}"))?;
    if req.cmd.as_deref() == Some("topology") {
        let t = topology();
        return Ok(serde_json::json!({
            "hex_axial": t.hex_axial,
            "hex_vertices": t.hex_vertices,
            "edge_vertices": t.edge_vertices.to_vec(),
            "harbour_edges": t.harbour_edges,
        }));
    }
    if let Some(cmd) = req.cmd {
        return Err(format!("unknown command {cmd}"));
    }
    let desc = req.position.ok_or("no position")?;
    let state = desc.position().map_err(|e| e.to_string())?;
    let seat = usize::from(req.seat.ok_or("no seat")?);
    if state.to_act() != Some(seat) {
        return Err(format!(
            "seat {seat} asked to decide, but seat {:?} is to act",
            state.to_act()
        ));
    }
    let mut legal = Vec::new();
    state.legal_actions(&mut legal);
    let mut unmatched = Vec::new();
    if let Some(allowed) = &req.allowed {
        unmatched = allowed
            .iter()
            .filter(|a| !legal.contains(a))
            .copied()
            .collect();
        legal.retain(|a| allowed.contains(a));
    }
    if legal.is_empty() {
        return Err("none of our legal actions is allowed".into());
    }
    let level = req.level.unwrap_or_else(|| "hard".into());
    if !bots.contains_key(&level) {
        let bot = bot_by_name::<Settlers>(&level).ok_or(format!("unknown level {level}"))?;
        bots.insert(level.clone(), bot);
    }
    let bot = bots.get_mut(&level).expect("inserted");
    let mut rng = GameRng::new(req.salt);
    let start = Instant::now();
    let action = bot.choose(&mut Seen::new(&state, seat), &legal, &mut rng);
    let ms = start.elapsed().as_secs_f64() * 1000.0;
    Ok(serde_json::json!({
        "action": action,
        "legal": legal.len(),
        "unmatched": unmatched,
        "ms": ms
    }))
}

fn main() {
    let mut bots = Bots::new();
    let stdin = std::io::stdin();
    let mut out = std::io::stdout().lock();
    for line in stdin.lock().lines() {
        let Ok(line) = line else { break };
        if line.trim().is_empty() {
            continue;
        }
        let reply = answer(&line, &mut bots).unwrap_or_else(|e| serde_json::json!({"error": e}));
        if writeln!(out, "{reply}").and_then(|()| out.flush()).is_err() {
            break;
        }
    }
}
