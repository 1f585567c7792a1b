//! The settlers game's rules releases, and the old behaviours kept for games started under an
//! earlier one (records carry their release; see `engine/src/record.rs`).
//!
//! | release | since | what changed |
//! | --- | --- | --- |
//! | 1 | 2026-11-30 | the first |
//! | 2 | 2026-12-06 | a bank short of a resource pays a lone owed player what it has left; an offer to other players is one action (`Offer`), no longer drafted card by card (`StartOffer`, `OfferGive`, `OfferGet`, `OfferTrade`) |
//! | 3 | 2026-12-07 | three new options: the discard limit (7 to 9), the game for two (two seats; `docs/settlers-for-two.md`) and balanced dice (rolls drawn from a deck of the 36 outcomes); a game with none of them plays as under release 2, and its record is written as before but for `rules` |

use super::Settlers;
use serde_json::{json, Value};

/// Today's release.
pub const RULES: u32 = 3;
/// The release of records written before records carried one, with options as an object.
pub const UNMARKED: u32 = 2;

impl Settlers {
    /// Whether a bank short of a resource pays the one player owed it what it has left
    /// (release 2 on); under release 1 nobody got any.
    pub(super) fn pays_lone_owed(&self) -> bool {
        self.rules >= 2
    }
}

/// Release 1 drafted an offer card by card: `StartOffer`, then `OfferGive`/`OfferGet` once per
/// card, then `OfferTrade {to}` sent it (or `CancelTrade` dropped the draft). Each sent draft
/// reads as today's one `Offer` at the index of its `OfferTrade`; a dropped draft, and one still
/// being drafted when the record ends, read as nothing (no card moved and nothing was drawn).
pub(super) fn legacy_actions(actions: &[Value]) -> Option<Vec<(usize, Value)>> {
    if !actions.iter().any(|a| a == "StartOffer") {
        return None;
    }
    let mut out = Vec::with_capacity(actions.len());
    let mut draft: Option<([u8; 5], [u8; 5])> = None;
    for (index, action) in actions.iter().enumerate() {
        let step = |key: &str| action.get(key).and_then(|v| v.get("resource"));
        match (&mut draft, action) {
            (_, Value::String(s)) if s == "StartOffer" => draft = Some(([0; 5], [0; 5])),
            (Some((give, get)), _) if step("OfferGive").or(step("OfferGet")).is_some() => {
                let (side, value) = match step("OfferGive") {
                    Some(v) => (give, v),
                    None => (get, step("OfferGet").expect("one of the two")),
                };
                match resource(value) {
                    Some(r) => side[r] = side[r].saturating_add(1),
                    // Not a resource: left as written, so reading it reports this index.
                    None => out.push((index, action.clone())),
                }
            }
            (Some((give, get)), _) if action.get("OfferTrade").is_some() => {
                let to = action["OfferTrade"]
                    .get("to")
                    .cloned()
                    .unwrap_or(Value::Null);
                out.push((
                    index,
                    json!({"Offer": {"give": give, "get": get, "to": to}}),
                ));
                draft = None;
            }
            (Some(_), Value::String(s)) if s == "CancelTrade" => draft = None,
            _ => out.push((index, action.clone())),
        }
    }
    Some(out)
}

/// A resource's index from its name as written (`"Wood"` … `"Ore"`).
fn resource(value: &Value) -> Option<usize> {
    ["Wood", "Brick", "Wool", "Wheat", "Ore"]
        .iter()
        .position(|name| value == name)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_drafted_offer_reads_as_one_offer_at_its_sending() {
        let old = vec![
            json!("RollDice"),
            json!("StartOffer"),
            json!({"OfferGive": {"resource": "Wheat"}}),
            json!({"OfferGive": {"resource": "Wheat"}}),
            json!({"OfferGet": {"resource": "Ore"}}),
            json!({"OfferTrade": {"to": 2}}),
            json!("DeclineTrade"),
            json!("StartOffer"),
            json!({"OfferGet": {"resource": "Wood"}}),
            json!("CancelTrade"),
            json!("EndTurn"),
            json!("StartOffer"),
            json!({"OfferGive": {"resource": "Brick"}}),
        ];
        let read = legacy_actions(&old).expect("old encoding seen");
        assert_eq!(
            read,
            vec![
                (0, json!("RollDice")),
                (
                    5,
                    json!({"Offer": {"give": [0, 0, 0, 2, 0], "get": [0, 0, 0, 0, 1], "to": 2}})
                ),
                (6, json!("DeclineTrade")),
                (10, json!("EndTurn")),
            ]
        );
        let typed: Vec<super::super::Action> = read
            .iter()
            .map(|(_, v)| serde_json::from_value(v.clone()).expect("today's encoding"))
            .collect();
        assert_eq!(typed.len(), 4);
    }

    #[test]
    fn todays_encoding_and_bad_steps_are_left_as_written() {
        assert_eq!(legacy_actions(&[json!("RollDice"), json!("EndTurn")]), None);
        let odd = vec![
            json!("StartOffer"),
            json!({"OfferGive": {"resource": "Gold"}}),
        ];
        assert_eq!(legacy_actions(&odd), Some(vec![(1, odd[1].clone())]));
    }
}
