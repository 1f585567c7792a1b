//! Share links (game, players, options, seed, kind, rules release) and replay links (a whole
//! record): encoding, decoding and validation. Every query carries a checksum so a damaged link
//! is caught.
//!
//! From link format 2 (`v=2`) the checksum `c` covers every parameter of the query but `c`
//! itself, in the link's order, so a later release may add parameters that this one checks
//! without knowing them; a link whose `v` is above [`LINK_FORMAT`] is "made with a newer
//! version" ([`LinkError::Newer`]), never "tampered". Links without `v` (format 1) are read as
//! before.

use crate::base64url;
use takhte_engine::Record;

/// The salt of a game started from a "same game for everyone" link: public, so every draw is
/// the same on every device that makes the same moves.
pub const PUBLIC_SALT: u64 = 0;

/// The link format this app writes and the newest it reads (the `v=` parameter).
pub const LINK_FORMAT: u64 = 2;

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
    /// The game's rules release the deal is played under (`r=`); `None` in a link written
    /// before releases were recorded, which deals under today's.
    pub rules: Option<u32>,
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
    /// Made by a newer release of Takhte (a link format, record version or rules release this
    /// app does not know): what is newer.
    Newer(String),
}

impl LinkError {
    /// The catalogue key that explains this error to a player.
    pub fn message_key(&self) -> &'static str {
        match self {
            LinkError::Missing(_) | LinkError::Invalid(_) => "error.link_malformed",
            LinkError::Tampered => "error.link_tampered",
            LinkError::BadRecord(_) => "error.link_bad_record",
            LinkError::Newer(_) => "error.newer_title",
        }
    }

    /// Technical detail for the error page.
    pub fn detail(&self) -> String {
        match self {
            LinkError::Missing(part) => format!("missing '{part}'"),
            LinkError::Invalid(part) => format!("'{part}' is not valid"),
            LinkError::Tampered => "checksum mismatch".into(),
            LinkError::BadRecord(e) => e.clone(),
            LinkError::Newer(e) => format!("newer: {e}"),
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

/// The query without its checksum: every `name=value` but `c=`, in the link's order.
fn signed_part(query: &str) -> String {
    query
        .split('&')
        .filter(|p| !p.is_empty() && p.split_once('=').map_or(*p, |(k, _)| k) != "c")
        .collect::<Vec<_>>()
        .join("&")
}

/// Reads a link's format (`v=`, absent in format 1); a format above [`LINK_FORMAT`] is newer.
fn link_format(pairs: &[(&str, &str)]) -> Result<u64, LinkError> {
    match get(pairs, "v") {
        Err(_) => Ok(1),
        Ok(v) => {
            let v: u64 = v.parse().map_err(|_| LinkError::Invalid("v"))?;
            if v > LINK_FORMAT {
                Err(LinkError::Newer(format!("link format {v}")))
            } else if v < 2 {
                Err(LinkError::Invalid("v"))
            } else {
                Ok(v)
            }
        }
    }
}

/// The route of a share link: `#/new/<game>?v=2&p=…&s=…&o=…&k=…&r=…&c=…`.
pub fn share_route(deal: &Deal) -> String {
    let options = base64url::encode(deal.options.to_string().as_bytes());
    let mut query = format!(
        "v={LINK_FORMAT}&p={}&s={}&o={options}&k={}",
        deal.players,
        deal.seed,
        deal.kind.code()
    );
    if let Some(rules) = deal.rules {
        query.push_str(&format!("&r={rules}"));
    }
    let c = checksum(&format!("{}|{query}", deal.game));
    format!("#/new/{}?{query}&c={c}", deal.game)
}

/// Reads a share link's query for `game`. Format 2 links are checked over every parameter but
/// `c`; links made before `v=` existed are checked as they were made (`k=` covered when
/// present, a link without `k=` being a "same opening" link), so removing `k=` from such a link
/// breaks its checksum too. The rules release is returned as written, not compared with the
/// game's (the caller knows the game).
pub fn parse_share(game: &str, query: &str) -> Result<Deal, LinkError> {
    let pairs = query_pairs(query);
    let format = link_format(&pairs)?;
    let p = get(&pairs, "p")?;
    let s = get(&pairs, "s")?;
    let o = get(&pairs, "o")?;
    let c = get(&pairs, "c")?;
    let k = get(&pairs, "k").ok();
    let payload = match (format, k) {
        (1, Some(k)) => format!("{game}|{p}|{s}|{o}|{k}"),
        (1, None) => format!("{game}|{p}|{s}|{o}"),
        _ => format!("{game}|{}", signed_part(query)),
    };
    if checksum(&payload) != c {
        return Err(LinkError::Tampered);
    }
    let kind = match k {
        Some(k) => ShareKind::from_code(k).ok_or(LinkError::Invalid("k"))?,
        None => ShareKind::Opening,
    };
    let rules = match get(&pairs, "r") {
        Err(_) => None,
        Ok(r) => Some(
            r.parse()
                .ok()
                .filter(|&r| r > 0)
                .ok_or(LinkError::Invalid("r"))?,
        ),
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
        rules,
    })
}

/// The route of a replay link: `#/watch?v=2&r=<record>&c=…`.
pub fn replay_route(record: &Record) -> String {
    let r = base64url::encode(record.to_json().as_bytes());
    let query = format!("v={LINK_FORMAT}&r={r}");
    let c = checksum(&format!("watch|{query}"));
    format!("#/watch?{query}&c={c}")
}

/// Reads a replay link's query into a record (not yet replayed); a record over the size limit is
/// refused before it is decoded, and one of a newer release is [`LinkError::Newer`].
pub fn parse_replay(query: &str) -> Result<Record, LinkError> {
    let pairs = query_pairs(query);
    let format = link_format(&pairs)?;
    let r = get(&pairs, "r")?;
    // Base64url carries 3 bytes in 4 characters: refuse an oversized record before decoding it.
    takhte_engine::record::check_size(r.len().saturating_mul(3) / 4)
        .map_err(|e| LinkError::BadRecord(e.to_string()))?;
    let payload = match format {
        1 => r.to_string(),
        _ => format!("watch|{}", signed_part(query)),
    };
    if checksum(&payload) != get(&pairs, "c")? {
        return Err(LinkError::Tampered);
    }
    let bytes = base64url::decode(r).ok_or(LinkError::Invalid("r"))?;
    let text = String::from_utf8(bytes).map_err(|_| LinkError::Invalid("r"))?;
    Record::from_json(&text).map_err(|e| {
        if e.is_newer() {
            LinkError::Newer(e.to_string())
        } else {
            LinkError::BadRecord(e.to_string())
        }
    })
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
            rules: Some(1),
        }
    }

    fn challenge() -> Deal {
        Deal {
            game: "port-royal".into(),
            players: 3,
            seed: 42,
            options: serde_json::json!({"target_points": 14}),
            kind: ShareKind::Challenge,
            rules: Some(3),
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
        assert_eq!(parse_replay(query(&route)), Ok(record.clone()));
        assert_eq!(parse_replay("r=%%%&c=0"), Err(LinkError::Tampered));
        // A replay link of the first format (checksum over `r` alone) still opens.
        let r = base64url::encode(record.to_json().as_bytes());
        assert_eq!(
            parse_replay(&format!("r={r}&c={}", checksum(&r))),
            Ok(record.clone())
        );
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

    #[test]
    fn the_checksum_covers_every_parameter_but_c_and_rules_travel() {
        let route = share_route(&challenge());
        assert!(route.contains("v=2&"), "{route}");
        assert!(route.contains("&r=3&c="), "{route}");
        let changed = route.replace("&r=3&", "&r=2&");
        assert_eq!(
            parse_share("port-royal", query(&changed)),
            Err(LinkError::Tampered)
        );
        let dropped = route.replace("&r=3", "");
        assert_eq!(
            parse_share("port-royal", query(&dropped)),
            Err(LinkError::Tampered)
        );
        let bad = route.replace("v=2&", "v=x&");
        assert_eq!(
            parse_share("port-royal", query(&bad)),
            Err(LinkError::Invalid("v"))
        );
    }

    /// What a later release may write: more parameters, checked by this one, or a higher format.
    #[test]
    fn a_later_release_may_add_parameters_and_a_higher_format_is_newer() {
        let o = base64url::encode(b"{}");
        let q = format!("v=2&p=2&s=5&o={o}&k=opening&r=1&z=future&y=1");
        let c = checksum(&format!("shikoku|{q}"));
        let deal = parse_share("shikoku", &format!("{q}&c={c}")).unwrap();
        assert_eq!((deal.seed, deal.rules), (5, Some(1)));
        let tampered = format!("{}&c={c}", q.replace("z=future", "z=past"));
        assert_eq!(parse_share("shikoku", &tampered), Err(LinkError::Tampered));
        let q3 = format!("v=3&p=2&s=5&o={o}&whatever=1");
        assert!(matches!(
            parse_share("shikoku", &format!("{q3}&c=00000000")),
            Err(LinkError::Newer(_))
        ));
        assert!(matches!(
            parse_replay("v=9&r=abc&c=0"),
            Err(LinkError::Newer(_))
        ));
    }

    #[test]
    fn a_replay_link_of_a_newer_record_version_is_newer() {
        let text = r#"{"version":99,"game":"shikoku","players":2,"seed":1,"salt":1,"actions":[]}"#;
        let r = base64url::encode(text.as_bytes());
        let q = format!("v=2&r={r}");
        let c = checksum(&format!("watch|{q}"));
        assert!(matches!(
            parse_replay(&format!("{q}&c={c}")),
            Err(LinkError::Newer(_))
        ));
    }
}
