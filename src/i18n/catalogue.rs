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
}
