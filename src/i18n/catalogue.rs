//! Loads the catalogue files embedded by `build.rs` into one map per language.

use super::Lang;
use std::collections::BTreeMap;
use std::sync::OnceLock;

include!(concat!(env!("OUT_DIR"), "/catalogue.rs"));

/// Parses `key = text` lines (`#` starts a comment line); returns the pairs or the first bad line.
pub fn parse_catalogue(text: &str) -> Result<Vec<(&str, &str)>, String> {
    let mut pairs = Vec::new();
    for (n, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let (key, value) = line
            .split_once('=')
            .ok_or_else(|| format!("line {}: no '=' in {line:?}", n + 1))?;
        pairs.push((key.trim(), value.trim()));
    }
    Ok(pairs)
}

/// The whole catalogue of one language.
pub fn catalogue(lang: Lang) -> &'static BTreeMap<&'static str, &'static str> {
    static MAPS: OnceLock<[BTreeMap<&'static str, &'static str>; 3]> = OnceLock::new();
    let maps = MAPS.get_or_init(|| {
        Lang::ALL.map(|l| {
            FILES
                .iter()
                .filter(|(code, _, _)| *code == l.code())
                .flat_map(|(_, _, text)| parse_catalogue(text).unwrap_or_default())
                .collect()
        })
    });
    &maps[Lang::ALL.iter().position(|&l| l == lang).expect("listed")]
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::BTreeSet;

    fn keys(lang: &str) -> BTreeSet<String> {
        FILES
            .iter()
            .filter(|(l, _, _)| *l == lang)
            .flat_map(|(l, area, text)| {
                parse_catalogue(text)
                    .unwrap_or_else(|e| panic!("{l}/{area}.txt: {e}"))
                    .into_iter()
                    .map(|(k, _)| k.to_string())
            })
            .collect()
    }

    #[test]
    fn every_catalogue_file_parses_and_has_no_duplicate_keys() {
        for (lang, area, text) in FILES {
            let pairs = parse_catalogue(text).unwrap_or_else(|e| panic!("{lang}/{area}: {e}"));
            let mut seen = BTreeSet::new();
            for (k, v) in pairs {
                assert!(seen.insert(k), "{lang}/{area}.txt: duplicate key {k}");
                assert!(!v.is_empty(), "{lang}/{area}.txt: empty text for {k}");
            }
        }
    }

    #[test]
    fn every_key_is_translated_in_all_three_languages() {
        let en = keys("en");
        assert!(en.len() > 50, "English catalogue looks empty");
        for lang in ["fa", "ar"] {
            let other = keys(lang);
            let missing: Vec<_> = en.difference(&other).collect();
            let extra: Vec<_> = other.difference(&en).collect();
            assert!(missing.is_empty(), "{lang} lacks {missing:?}");
            assert!(extra.is_empty(), "{lang} has keys English lacks: {extra:?}");
        }
    }

    #[test]
    fn placeholders_match_across_languages() {
        let en = catalogue(Lang::En);
        for lang in [Lang::Fa, Lang::Ar] {
            for (key, text) in catalogue(lang) {
                let count = |s: &str| (0..6).filter(|i| s.contains(&format!("{{{i}}}"))).count();
                assert_eq!(count(text), count(en[key]), "{key} in {lang:?}");
            }
        }
    }

    /// Key-like string literals in the app's source (`"area.name…"` with a catalogue area).
    fn keys_in_source() -> BTreeSet<String> {
        let areas: BTreeSet<String> = keys("en")
            .iter()
            .filter_map(|k| k.split('.').next().map(str::to_string))
            .collect();
        let mut found = BTreeSet::new();
        let mut dirs = vec![std::path::PathBuf::from(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/src"
        ))];
        while let Some(dir) = dirs.pop() {
            for entry in std::fs::read_dir(&dir).expect("src readable") {
                let path = entry.expect("entry").path();
                if path.is_dir() {
                    dirs.push(path);
                    continue;
                }
                let text = std::fs::read_to_string(&path).expect("source readable");
                for literal in text.split('"').skip(1).step_by(2) {
                    let is_key = literal.contains('.')
                        && !literal.ends_with('.')
                        && literal.chars().all(|c| {
                            c.is_ascii_lowercase() || c == '.' || c == '_' || c.is_ascii_digit()
                        });
                    if is_key && areas.contains(literal.split('.').next().unwrap_or("")) {
                        found.insert(literal.to_string());
                    }
                }
            }
        }
        found
    }

    #[test]
    fn every_key_the_app_uses_is_in_the_catalogue() {
        let en = keys("en");
        let used = keys_in_source();
        assert!(
            used.len() > 50,
            "found too few keys in the source: {used:?}"
        );
        let missing: Vec<_> = used.iter().filter(|k| !en.contains(*k)).collect();
        assert!(
            missing.is_empty(),
            "keys used in src/ but missing from i18n/en: {missing:?}"
        );
    }

    #[test]
    fn every_log_line_the_engines_write_is_in_the_catalogue() {
        use takhte_engine::bots::Strategy;
        use takhte_engine::{with_game, Game, LogArg, GAME_IDS};
        let en = keys("en");
        let mut missing = BTreeSet::new();
        for id in GAME_IDS {
            with_game!(*id, G => {
                for seed in 0..20u64 {
                    let mut state = takhte_engine::record::start::<G>(G::PLAYERS.0, &Default::default(), seed, seed).expect("starts");
                    let mut rng = takhte_engine::GameRng::new(seed);
                    let mut legal = Vec::new();
                    let mut steps = 0;
                    while state.to_act().is_some() && steps < 3000 {
                        state.legal_actions(&mut legal);
                        let seat = state.to_act().expect("someone acts");
                        let a = G::heuristic(&state.view(seat), &legal, &mut rng);
                        let entry = state.apply(a).expect("legal");
                        for key in std::iter::once(entry.key).chain(entry.args.iter().filter_map(|x| match x {
                            LogArg::Key(k) => Some(*k),
                            _ => None,
                        })) {
                            if !en.contains(key) {
                                missing.insert(key.to_string());
                            }
                        }
                        steps += 1;
                    }
                }
            }, _ => unreachable!());
        }
        assert!(
            missing.is_empty(),
            "engine log keys missing from i18n/en: {missing:?}"
        );
    }
}
