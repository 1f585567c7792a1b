//! Share links (game, players, options, seed) and replay links (a whole record): encoding,
//! decoding and validation. Every query carries a checksum so a damaged link is caught.

use crate::base64url;
use takhte_engine::Record;

/// What a share link carries: enough to deal the same opening, nothing of the private salt.
#[derive(Clone, Debug, PartialEq)]
pub struct Deal {
    /// Game id.
    pub game: String,
    /// Number of seats.
    pub players: usize,
    /// The public seed.
    pub seed: u64,
    /// The game's options as JSON.
    pub options: serde_json::Value,
}

/// Why a link cannot be used.
#[derive(Clone, Debug, PartialEq)]
pub enum LinkError {
    /// A required part is missing.
    Missing(&'static str),
    /// A part is not in the expected form.
    Invalid(&'static str),
    /// The checksum does not match: the link was changed or cut short.
    Tampered,
    /// The record inside a replay link does not replay.
    BadRecord(String),
}

impl LinkError {
    /// The catalogue key that explains this error to a player.
    pub fn message_key(&self) -> &'static str {
        match self {
            LinkError::Missing(_) | LinkError::Invalid(_) => "error.link_malformed",
            LinkError::Tampered => "error.link_tampered",
            LinkError::BadRecord(_) => "error.link_bad_record",
        }
    }

    /// Technical detail for the error page.
    pub fn detail(&self) -> String {
        match self {
            LinkError::Missing(part) => format!("missing '{part}'"),
            LinkError::Invalid(part) => format!("'{part}' is not valid"),
            LinkError::Tampered => "checksum mismatch".into(),
            LinkError::BadRecord(e) => e.clone(),
        }
    }
}

fn checksum(payload: &str) -> String {
    let h = payload.bytes().fold(0x811c_9dc5u32, |h, b| {
        (h ^ u32::from(b)).wrapping_mul(0x0100_0193)
    });
    format!("{h:08x}")
}

/// Splits `a=1&b=2` into pairs.
pub fn query_pairs(query: &str) -> Vec<(&str, &str)> {
    query
        .split('&')
        .filter(|p| !p.is_empty())
        .map(|p| p.split_once('=').unwrap_or((p, "")))
        .collect()
}

fn get<'a>(pairs: &[(&str, &'a str)], key: &'static str) -> Result<&'a str, LinkError> {
    pairs
        .iter()
        .find(|(k, _)| *k == key)
        .map(|(_, v)| *v)
        .ok_or(LinkError::Missing(key))
}

/// The route of a share link: `#/new/<game>?p=…&s=…&o=…&c=…`.
pub fn share_route(deal: &Deal) -> String {
    let options = base64url::encode(deal.options.to_string().as_bytes());
    let payload = format!("{}|{}|{}|{}", deal.game, deal.players, deal.seed, options);
    format!(
        "#/new/{}?p={}&s={}&o={}&c={}",
        deal.game,
        deal.players,
        deal.seed,
        options,
        checksum(&payload)
    )
}

/// Reads a share link's query for `game`.
pub fn parse_share(game: &str, query: &str) -> Result<Deal, LinkError> {
    let pairs = query_pairs(query);
    let p = get(&pairs, "p")?;
    let s = get(&pairs, "s")?;
    let o = get(&pairs, "o")?;
    let c = get(&pairs, "c")?;
    if checksum(&format!("{game}|{p}|{s}|{o}")) != c {
        return Err(LinkError::Tampered);
    }
    let players = p.parse().map_err(|_| LinkError::Invalid("p"))?;
    let seed = s.parse().map_err(|_| LinkError::Invalid("s"))?;
    let options = base64url::decode(o)
        .and_then(|bytes| serde_json::from_slice(&bytes).ok())
        .ok_or(LinkError::Invalid("o"))?;
    Ok(Deal {
        game: game.to_string(),
        players,
        seed,
        options,
    })
}

/// The route of a replay link: `#/watch?r=<record>&c=…`.
pub fn replay_route(record: &Record) -> String {
    let r = base64url::encode(record.to_json().as_bytes());
    format!("#/watch?r={r}&c={}", checksum(&r))
}

/// Reads a replay link's query into a record (not yet replayed); a record over the size limit is
/// refused before it is decoded.
pub fn parse_replay(query: &str) -> Result<Record, LinkError> {
    let pairs = query_pairs(query);
    let r = get(&pairs, "r")?;
    // Base64url carries 3 bytes in 4 characters: refuse an oversized record before decoding it.
    takhte_engine::record::check_size(r.len().saturating_mul(3) / 4)
        .map_err(|e| LinkError::BadRecord(e.to_string()))?;
    if checksum(r) != get(&pairs, "c")? {
        return Err(LinkError::Tampered);
    }
    let bytes = base64url::decode(r).ok_or(LinkError::Invalid("r"))?;
    let text = String::from_utf8(bytes).map_err(|_| LinkError::Invalid("r"))?;
    Record::from_json(&text).map_err(|e| LinkError::BadRecord(e.to_string()))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn deal() -> Deal {
        Deal {
            game: "shikoku".into(),
            players: 2,
            seed: 18_446_744_073_709_551_557,
            options: serde_json::json!({}),
        }
    }

    fn query(route: &str) -> &str {
        route.split_once('?').expect("has a query").1
    }

    #[test]
    fn share_link_round_trips_without_the_salt() {
        let route = share_route(&deal());
        assert!(route.starts_with("#/new/shikoku?"));
        assert_eq!(parse_share("shikoku", query(&route)), Ok(deal()));
    }

    #[test]
    fn tampered_share_links_are_refused() {
        let route = share_route(&deal());
        let changed = route.replace("s=18446744073709551557", "s=1");
        assert_eq!(
            parse_share("shikoku", query(&changed)),
            Err(LinkError::Tampered)
        );
        assert_eq!(
            parse_share("port-royal", query(&route)),
            Err(LinkError::Tampered)
        );
        assert_eq!(parse_share("shikoku", "p=2"), Err(LinkError::Missing("s")));
    }

    #[test]
    fn replay_link_round_trips_and_rejects_garbage() {
        let mut record = Record {
            version: takhte_engine::record::RECORD_VERSION,
            game: "shikoku".into(),
            players: 2,
            options: serde_json::json!({}),
            seed: 9,
            salt: 77,
            actions: vec![],
        };
        record
            .actions
            .push(serde_json::json!({"Play": {"card": 3}}));
        let route = replay_route(&record);
        assert_eq!(parse_replay(query(&route)), Ok(record));
        assert_eq!(parse_replay("r=%%%&c=0"), Err(LinkError::Tampered));
        let r = "bm90IGpzb24";
        assert!(matches!(
            parse_replay(&format!("r={r}&c={}", checksum(r))),
            Err(LinkError::BadRecord(_))
        ));
    }

    #[test]
    fn a_replay_link_over_the_size_limit_is_refused_before_decoding() {
        let limit = takhte_engine::record::MAX_RECORD_BYTES;
        // Not even base64url: the length alone refuses it.
        let r = "%".repeat(limit / 3 * 4 + 4);
        let err = parse_replay(&format!("r={r}&c={}", checksum(&r))).expect_err("too long");
        assert!(
            matches!(&err, LinkError::BadRecord(e) if e.contains("over the limit")),
            "{err:?}"
        );
    }
}
