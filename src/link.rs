//! Share links (game, players, options, seed, kind) and replay links (a whole record):
//! encoding, decoding and validation. Every query carries a checksum so a damaged link is caught.

use crate::base64url;
use takhte_engine::Record;

/// The salt of a game started from a "same game for everyone" link: public, so every draw is
/// the same on every device that makes the same moves.
pub const PUBLIC_SALT: u64 = 0;

/// What a share link promises: the same opening only, or the same game throughout.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum ShareKind {
    /// The same opening deal; later draws are salted privately on each device.
    #[default]
    Opening,
    /// The same game for everyone: no private salt, every draw is the same (challenges).
    Challenge,
}

impl ShareKind {
    /// The value of the link's `k=` parameter.
    pub fn code(self) -> &'static str {
        match self {
            ShareKind::Opening => "opening",
            ShareKind::Challenge => "challenge",
        }
    }

    /// Reads a `k=` value.
    pub fn from_code(code: &str) -> Option<ShareKind> {
        [ShareKind::Opening, ShareKind::Challenge]
            .into_iter()
            .find(|k| k.code() == code)
    }

    /// The salt of a game started from such a link: [`PUBLIC_SALT`] or a fresh private one.
    pub fn salt(self, private: impl FnOnce() -> u64) -> u64 {
        match self {
            ShareKind::Opening => private(),
            ShareKind::Challenge => PUBLIC_SALT,
        }
    }

    /// The kind of link that reproduces a game with this salt (a public salt means a challenge).
    pub fn of_salt(salt: u64) -> ShareKind {
        if salt == PUBLIC_SALT {
            ShareKind::Challenge
        } else {
            ShareKind::Opening
        }
    }
}

/// What a share link carries: the deal and its kind, nothing of a private salt.
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
    /// Same opening or same game for everyone.
    pub kind: ShareKind,
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

/// The route of a share link: `#/new/<game>?p=…&s=…&o=…&k=…&c=…`.
pub fn share_route(deal: &Deal) -> String {
    let options = base64url::encode(deal.options.to_string().as_bytes());
    let kind = deal.kind.code();
    let payload = format!(
        "{}|{}|{}|{}|{}",
        deal.game, deal.players, deal.seed, options, kind
    );
    format!(
        "#/new/{}?p={}&s={}&o={}&k={}&c={}",
        deal.game,
        deal.players,
        deal.seed,
        options,
        kind,
        checksum(&payload)
    )
}

/// Reads a share link's query for `game`. Links made before `k=` existed are "same opening"
/// links, checked without it; removing `k=` from a newer link breaks its checksum.
pub fn parse_share(game: &str, query: &str) -> Result<Deal, LinkError> {
    let pairs = query_pairs(query);
    let p = get(&pairs, "p")?;
    let s = get(&pairs, "s")?;
    let o = get(&pairs, "o")?;
    let c = get(&pairs, "c")?;
    let k = get(&pairs, "k").ok();
    let payload = match k {
        Some(k) => format!("{game}|{p}|{s}|{o}|{k}"),
        None => format!("{game}|{p}|{s}|{o}"),
    };
    if checksum(&payload) != c {
        return Err(LinkError::Tampered);
    }
    let kind = match k {
        Some(k) => ShareKind::from_code(k).ok_or(LinkError::Invalid("k"))?,
        None => ShareKind::Opening,
    };
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
        kind,
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
            kind: ShareKind::Opening,
        }
    }

    fn challenge() -> Deal {
        Deal {
            game: "port-royal".into(),
            players: 3,
            seed: 42,
            options: serde_json::json!({"target_points": 14}),
            kind: ShareKind::Challenge,
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
    fn both_kinds_of_share_link_round_trip() {
        let route = share_route(&challenge());
        assert!(route.contains("k=challenge"), "{route}");
        assert_eq!(parse_share("port-royal", query(&route)), Ok(challenge()));
        let opening = share_route(&deal());
        assert!(opening.contains("k=opening"), "{opening}");
        assert_eq!(parse_share("shikoku", query(&opening)), Ok(deal()));
    }

    #[test]
    fn changing_or_dropping_the_kind_is_detected() {
        let route = share_route(&challenge());
        let changed = route.replace("k=challenge", "k=opening");
        assert_eq!(
            parse_share("port-royal", query(&changed)),
            Err(LinkError::Tampered)
        );
        let dropped = route.replace("&k=challenge", "");
        assert_eq!(
            parse_share("port-royal", query(&dropped)),
            Err(LinkError::Tampered)
        );
        let opening = share_route(&deal()).replace("k=opening", "k=challenge");
        assert_eq!(
            parse_share("shikoku", query(&opening)),
            Err(LinkError::Tampered)
        );
    }

    #[test]
    fn links_without_a_kind_are_same_opening_links() {
        let o = base64url::encode(b"{}");
        let c = checksum(&format!("shikoku|2|5|{o}"));
        let old = parse_share("shikoku", &format!("p=2&s=5&o={o}&c={c}"));
        assert_eq!(old.map(|d| d.kind), Ok(ShareKind::Opening));
        let c = checksum(&format!("shikoku|2|5|{o}|daily"));
        assert_eq!(
            parse_share("shikoku", &format!("p=2&s=5&o={o}&k=daily&c={c}")),
            Err(LinkError::Invalid("k"))
        );
    }

    #[test]
    fn the_kind_decides_the_salt() {
        assert_eq!(ShareKind::Challenge.salt(|| 99), PUBLIC_SALT);
        assert_eq!(ShareKind::Opening.salt(|| 99), 99);
        assert_eq!(ShareKind::of_salt(PUBLIC_SALT), ShareKind::Challenge);
        assert_eq!(ShareKind::of_salt(99), ShareKind::Opening);
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
            rules: 1,
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
