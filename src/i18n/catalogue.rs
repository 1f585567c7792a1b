//! Loads the catalogue files embedded by `build.rs` into one map per language.
//!
//! A catalogue file has one `key = text` line per message; a line starting with `#` is a
//! comment. In a text:
//!
//! - `{N}` is argument N, as the app formatted it (numbers already in the language's digits).
//! - `{N, plural, one {# ship} other {# ships}}` picks a form by the CLDR plural category of
//!   argument N, read as a number in any digits; in a form, `#` is argument N as given (outside
//!   a plural, `#` is plain text). A plural
//!   gives every category of its language: `one other` in English and Persian,
//!   `zero one two few many other` in Arabic (see `plural.rs`).
//! - `{N, select, الولايات المتحدة {تختار} other {يختار}}` picks the form whose label is
//!   argument N's exact text, else `other`: for verbs that agree with a side's name.
//!
//! Forms may hold `{M}` and further choices. Texts are parsed once, when a language is first
//! used; a text that does not parse is shown as it is (a unit test keeps every text parsing).

use super::{parse_localized_number, Lang};
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

/// A parsed message text: literal text, arguments and choices.
#[derive(Clone, Debug, PartialEq)]
pub struct Message<'a>(Vec<Part<'a>>);

/// One piece of a message.
#[derive(Clone, Debug, PartialEq)]
enum Part<'a> {
    Text(&'a str),
    Arg(usize),
    /// `#` in a plural form: the counted argument.
    Count,
    Choice {
        arg: usize,
        plural: bool,
        forms: Vec<(&'a str, Message<'a>)>,
    },
}

impl<'a> Message<'a> {
    /// Parses a catalogue text; the error names what is wrong.
    pub fn parse(text: &'a str) -> Result<Self, String> {
        parse_parts(text, &mut 0, false, false)
    }

    /// Writes the message in `lang` with `args` (a missing argument `N` stays `{N}`).
    pub fn render(&self, lang: Lang, args: &[String]) -> String {
        let mut out = String::new();
        self.render_into(lang, args, None, &mut out);
        out
    }

    fn render_into(&self, lang: Lang, args: &[String], count: Option<&str>, out: &mut String) {
        for part in &self.0 {
            match part {
                Part::Text(t) => out.push_str(t),
                Part::Arg(i) => match args.get(*i) {
                    Some(a) => out.push_str(a),
                    None => out.push_str(&format!("{{{i}}}")),
                },
                Part::Count => out.push_str(count.unwrap_or("#")),
                Part::Choice { arg, plural, forms } => {
                    let value = args.get(*arg).map(String::as_str).unwrap_or("");
                    let wanted = if *plural {
                        parse_localized_number::<i64>(value)
                            .map_or("other", |n| lang.plural_category(n).keyword())
                    } else {
                        value
                    };
                    let form = forms
                        .iter()
                        .find(|(label, _)| *label == wanted)
                        .or_else(|| forms.iter().find(|(label, _)| *label == "other"));
                    if let Some((_, form)) = form {
                        let count = if *plural { Some(value) } else { count };
                        form.render_into(lang, args, count, out);
                    }
                }
            }
        }
    }
}

/// Parses parts up to the end of `text` or, inside a form, up to its closing `}`.
fn parse_parts<'a>(
    text: &'a str,
    pos: &mut usize,
    in_form: bool,
    in_plural: bool,
) -> Result<Message<'a>, String> {
    let mut parts = Vec::new();
    let mut start = *pos;
    while let Some(c) = text[*pos..].chars().next() {
        if !matches!(c, '{' | '}') && (c != '#' || !in_plural) {
            *pos += c.len_utf8();
            continue;
        }
        if start < *pos {
            parts.push(Part::Text(&text[start..*pos]));
        }
        match c {
            '}' if in_form => return Ok(Message(parts)),
            '}' => return Err(format!("unmatched '}}' at byte {pos}")),
            '#' => {
                *pos += 1;
                parts.push(Part::Count);
            }
            _ => {
                *pos += 1;
                parts.push(parse_placeholder(text, pos, in_plural)?);
            }
        }
        start = *pos;
    }
    if in_form {
        return Err("a form is not closed with '}'".to_string());
    }
    if start < *pos {
        parts.push(Part::Text(&text[start..*pos]));
    }
    Ok(Message(parts))
}

/// Parses what follows a `{`: `N}` or `N, plural|select, label {form} … }`.
fn parse_placeholder<'a>(
    text: &'a str,
    pos: &mut usize,
    in_plural: bool,
) -> Result<Part<'a>, String> {
    let rest = &text[*pos..];
    let end = rest
        .find([',', '}'])
        .ok_or_else(|| format!("unclosed '{{' in {rest:?}"))?;
    let arg: usize = rest[..end]
        .trim()
        .parse()
        .map_err(|_| format!("bad argument number {:?}", &rest[..end]))?;
    *pos += end + 1;
    if rest[end..].starts_with('}') {
        return Ok(Part::Arg(arg));
    }
    let rest = &text[*pos..];
    let end = rest
        .find(',')
        .ok_or_else(|| format!("no ',' after the choice kind in {rest:?}"))?;
    let plural = match rest[..end].trim() {
        "plural" => true,
        "select" => false,
        kind => return Err(format!("unknown choice {kind:?}: plural or select")),
    };
    *pos += end + 1;
    let mut forms = Vec::new();
    loop {
        let rest = &text[*pos..];
        let skipped = rest.len() - rest.trim_start().len();
        *pos += skipped;
        if text[*pos..].starts_with('}') {
            *pos += 1;
            break;
        }
        let rest = &text[*pos..];
        let open = rest
            .find(['{', '}'])
            .filter(|&i| rest[i..].starts_with('{'))
            .ok_or_else(|| format!("no '{{' after a label in {rest:?}"))?;
        let label = rest[..open].trim();
        if label.is_empty() {
            return Err(format!("a form without a label in {rest:?}"));
        }
        *pos += open + 1;
        let form = parse_parts(text, pos, true, plural || in_plural)?;
        *pos += 1;
        forms.push((label, form));
    }
    if !forms.iter().any(|(label, _)| *label == "other") {
        return Err(format!("the choice on {{{arg}}} has no 'other' form"));
    }
    Ok(Part::Choice { arg, plural, forms })
}

/// Each language's catalogue as written, once known: embedded ones on first use, fetched ones
/// when [`install`]ed.
static TEXTS: [OnceLock<BTreeMap<&'static str, &'static str>>; 3] =
    [OnceLock::new(), OnceLock::new(), OnceLock::new()];

/// Each language's parsed messages, built on first use from [`TEXTS`].
static MESSAGES: [OnceLock<BTreeMap<&'static str, Message<'static>>>; 3] =
    [OnceLock::new(), OnceLock::new(), OnceLock::new()];

fn slot(lang: Lang) -> usize {
    Lang::ALL.iter().position(|&l| l == lang).expect("listed")
}

/// Catalogue files as (language, area, text).
pub type Files = &'static [(&'static str, &'static str, &'static str)];

/// The embedded catalogue files this page's binary carries, set once at its start by
/// [`embed`]: the whole app's ([`EMBEDDED`]) or the first load's part ([`SHELL_EMBEDDED`]).
/// Only the binary's own choice is referenced, so the linker leaves the other out.
static CARRIED: OnceLock<Files> = OnceLock::new();

/// Makes `files` the embedded catalogue; call once, before any text is read.
pub fn embed(files: Files) {
    let _ = CARRIED.set(files);
}

/// The embedded files: those given to [`embed`] (in tests, by default every language's).
fn carried() -> Files {
    #[cfg(test)]
    let default = EMBEDDED;
    #[cfg(not(test))]
    let default: Files = &[];
    CARRIED.get().copied().unwrap_or(default)
}

/// The whole catalogue of one language, as written, if it is embedded or was installed.
pub fn catalogue(lang: Lang) -> Option<&'static BTreeMap<&'static str, &'static str>> {
    let cell = &TEXTS[slot(lang)];
    let embedded = carried();
    if cell.get().is_none() && embedded.iter().any(|(code, _, _)| *code == lang.code()) {
        cell.get_or_init(|| {
            embedded
                .iter()
                .filter(|(code, _, _)| *code == lang.code())
                .flat_map(|(_, _, text)| parse_catalogue(text).unwrap_or_default())
                .collect()
        });
    }
    cell.get()
}

/// Installs a language's fetched catalogue (its area files one after another); false if the
/// text does not parse. The text is kept for the rest of the page's life.
pub fn install(lang: Lang, text: String) -> bool {
    let text: &'static str = Box::leak(text.into_boxed_str());
    match parse_catalogue(text) {
        Ok(pairs) => {
            let _ = TEXTS[slot(lang)].set(pairs.into_iter().collect());
            true
        }
        Err(_) => false,
    }
}

/// The parsed message of `key` in one language, if the language is loaded and has it.
pub fn message(lang: Lang, key: &str) -> Option<&'static Message<'static>> {
    let texts = catalogue(lang)?;
    MESSAGES[slot(lang)]
        .get_or_init(|| {
            texts
                .iter()
                .map(|(k, text)| {
                    let parsed = Message::parse(text).unwrap_or(Message(vec![Part::Text(text)]));
                    (*k, parsed)
                })
                .collect()
        })
        .get(key)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::BTreeSet;

    impl<'a> Message<'a> {
        /// Every literal text of the message, in forms too.
        fn texts(&self) -> Vec<&'a str> {
            let mut found = Vec::new();
            for part in &self.0 {
                match part {
                    Part::Text(t) => found.push(*t),
                    Part::Choice { forms, .. } => {
                        for (_, form) in forms {
                            found.extend(form.texts());
                        }
                    }
                    Part::Arg(_) | Part::Count => {}
                }
            }
            found
        }

        /// The numbers of the arguments the message uses anywhere.
        fn args(&self) -> BTreeSet<usize> {
            let mut found = BTreeSet::new();
            for part in &self.0 {
                match part {
                    Part::Arg(i) => {
                        found.insert(*i);
                    }
                    Part::Choice { arg, forms, .. } => {
                        found.insert(*arg);
                        for (_, form) in forms {
                            found.extend(form.args());
                        }
                    }
                    Part::Text(_) | Part::Count => {}
                }
            }
            found
        }

        /// Every choice in the message, nested ones too: (argument, is a plural, form labels).
        fn choices(&self) -> Vec<(usize, bool, Vec<&'a str>)> {
            let mut found = Vec::new();
            for part in &self.0 {
                if let Part::Choice { arg, plural, forms } = part {
                    found.push((*arg, *plural, forms.iter().map(|(l, _)| *l).collect()));
                    for (_, form) in forms {
                        found.extend(form.choices());
                    }
                }
            }
            found
        }
    }

    /// A language's catalogue (test builds embed every language).
    fn all(lang: Lang) -> &'static BTreeMap<&'static str, &'static str> {
        catalogue(lang).expect("embedded in tests")
    }

    fn keys(lang: &str) -> BTreeSet<String> {
        EMBEDDED
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
    fn the_first_load_carries_the_home_screens_english_and_little_else() {
        let shell: BTreeMap<&str, &str> = SHELL_EMBEDDED
            .iter()
            .flat_map(|(_, _, text)| parse_catalogue(text).unwrap())
            .collect();
        let en = all(Lang::En);
        for id in takhte_engine::GAME_IDS {
            for what in ["title", "tagline"] {
                let key = format!("{}.{what}", crate::games::key_prefix(id));
                assert_eq!(shell.get(key.as_str()), en.get(key.as_str()), "{key}");
            }
        }
        for (key, text) in en
            .iter()
            .filter(|(k, _)| k.starts_with("home.") || k.starts_with("app."))
        {
            assert_eq!(shell.get(key), Some(text), "{key}");
        }
        assert!(
            shell.len() * 5 < en.len(),
            "{} of {} messages",
            shell.len(),
            en.len()
        );
    }

    #[test]
    fn every_catalogue_file_parses_and_has_no_duplicate_keys() {
        for (lang, area, text) in EMBEDDED {
            let pairs = parse_catalogue(text).unwrap_or_else(|e| panic!("{lang}/{area}: {e}"));
            let mut seen = BTreeSet::new();
            for (k, v) in pairs {
                assert!(seen.insert(k), "{lang}/{area}.txt: duplicate key {k}");
                assert!(!v.is_empty(), "{lang}/{area}.txt: empty text for {k}");
            }
        }
    }

    #[test]
    fn a_fetched_catalogue_is_its_area_files_one_after_another() {
        // scripts/write_sw.py writes i18n/<lang>.txt as the sorted area files joined by newlines.
        for lang in [Lang::Fa, Lang::Ar] {
            let joined: Vec<&str> = EMBEDDED
                .iter()
                .filter(|(code, _, _)| *code == lang.code())
                .map(|(_, _, text)| text.trim_end_matches('\n'))
                .collect();
            let text = joined.join("\n");
            let fetched: BTreeMap<&str, &str> =
                parse_catalogue(&text).unwrap().into_iter().collect();
            assert_eq!(&fetched, all(lang), "{lang:?}");
        }
        assert!(!install(
            Lang::Ar,
            "a line without an equals sign".to_string()
        ));
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
    fn every_text_parses() {
        for lang in Lang::ALL {
            for (key, text) in all(lang) {
                if let Err(e) = Message::parse(text) {
                    panic!("{lang:?} {key}: {e}");
                }
            }
        }
    }

    #[test]
    fn placeholders_match_across_languages() {
        for lang in [Lang::Fa, Lang::Ar] {
            for key in all(lang).keys() {
                let args = |l| message(l, key).map(Message::args);
                assert_eq!(args(lang), args(Lang::En), "{key} in {lang:?}");
            }
        }
    }

    #[test]
    fn every_plural_gives_all_forms_of_its_language() {
        for lang in Lang::ALL {
            let wanted: BTreeSet<&str> = lang
                .plural_categories()
                .iter()
                .map(|c| c.keyword())
                .collect();
            for key in all(lang).keys() {
                for (arg, plural, labels) in message(lang, key).expect("parsed").choices() {
                    if plural {
                        let given: BTreeSet<&str> = labels.into_iter().collect();
                        assert_eq!(given, wanted, "{lang:?} {key}: forms of {{{arg}}}");
                    }
                }
            }
        }
    }

    #[test]
    fn every_english_plural_is_a_plural_in_each_language() {
        for key in all(Lang::En).keys() {
            let plurals = |lang| -> BTreeSet<usize> {
                message(lang, key)
                    .expect("parsed")
                    .choices()
                    .into_iter()
                    .filter(|(_, plural, _)| *plural)
                    .map(|(arg, _, _)| arg)
                    .collect()
            };
            let en = plurals(Lang::En);
            for lang in [Lang::Fa, Lang::Ar] {
                let theirs = plurals(lang);
                let missing: Vec<_> = en.difference(&theirs).collect();
                assert!(
                    missing.is_empty(),
                    "{key}: {lang:?} has no plural on {missing:?}"
                );
            }
        }
    }

    #[test]
    fn select_labels_are_names_of_sides_or_seats() {
        for lang in Lang::ALL {
            let names: BTreeSet<&str> = all(lang)
                .iter()
                .filter(|(k, _)| k.contains(".side.") || k.contains(".seat."))
                .map(|(_, text)| *text)
                .collect();
            for key in all(lang).keys() {
                for (_, plural, labels) in message(lang, key).expect("parsed").choices() {
                    for label in labels.into_iter().filter(|l| !plural && *l != "other") {
                        assert!(
                            names.contains(label),
                            "{lang:?} {key}: {label:?} names no side"
                        );
                    }
                }
            }
        }
    }

    #[test]
    fn no_english_count_stands_before_a_plural_noun_outside_a_plural() {
        const NOUNS: &[&str] = &[
            "actions",
            "cards",
            "cities",
            "defections",
            "events",
            "games",
            "icons",
            "pieces",
            "pirates",
            "points",
            "roads",
            "settlements",
            "ships",
            "turns",
            "units",
        ];
        for (key, text) in all(Lang::En) {
            let Message(parts) = Message::parse(text).expect("parses");
            for pair in parts.windows(2) {
                if let [Part::Arg(n), Part::Text(after)] = pair {
                    let word = after.split([' ', ',', '.', ')']).nth(1).unwrap_or("");
                    assert!(
                        !NOUNS.contains(&word),
                        "{key}: {{{n}}} {word} needs a plural"
                    );
                }
            }
        }
    }

    fn say(lang: Lang, key: &str, args: &[&str]) -> String {
        let args: Vec<String> = args.iter().map(|a| a.to_string()).collect();
        message(lang, key).expect("key").render(lang, &args)
    }

    #[test]
    fn catalogue_plurals_read_right() {
        let ships: Vec<String> = ["٠", "١", "٢", "٣", "١١", "١٠٠"]
            .into_iter()
            .map(|n| say(Lang::Ar, "tripoli.ui.move_n", &[n]))
            .collect();
        assert_eq!(
            ships,
            [
                "انقل ٠ سفينة",
                "انقل سفينة واحدة",
                "انقل سفينتين",
                "انقل ٣ سفن",
                "انقل ١١ سفينة",
                "انقل ١٠٠ سفينة"
            ]
        );
        assert_eq!(
            say(Lang::En, "tripoli.log.choose_ships", &["Barbary", "1"]),
            "Barbary moves 1 ship."
        );
        assert_eq!(
            say(Lang::En, "tripoli.log.choose_ships", &["Barbary", "0"]),
            "Barbary moves 0 ships."
        );
        assert_eq!(
            say(Lang::Fa, "tripoli.log.choose_ships", &["بربر", "۳"]),
            "بربر ۳ کشتی را جابه‌جا می‌کند."
        );
        assert_eq!(
            say(
                Lang::Ar,
                "port_royal.log.buy",
                &["الأحمر", "البحّار", "٠", "١٢"]
            ),
            "اشترى الأحمر بطاقة البحّار مجانًا وأودع ١٢ قطعة ذهبية."
        );
        assert_eq!(
            say(Lang::En, "shikoku.log.play", &["White", "2", "1", "1"]),
            "White played a region 2 card (1 icon) and placed 1 piece."
        );
    }

    #[test]
    fn arabic_verbs_agree_with_the_side() {
        let us = "الولايات المتحدة";
        assert_eq!(
            say(Lang::Ar, "tripoli.log.choose_ships", &[us, "٣"]),
            "تنقل الولايات المتحدة ٣ سفن."
        );
        assert_eq!(
            say(Lang::Ar, "tripoli.log.choose_ships", &["البربر", "٢"]),
            "ينقل البربر سفينتين."
        );
        assert_eq!(
            say(Lang::Ar, "tripoli.ui.waiting", &[us]),
            "تلعب الولايات المتحدة…"
        );
        assert_eq!(say(Lang::Ar, "over.winner", &[us]), "فازت الولايات المتحدة!");
        assert_eq!(say(Lang::Ar, "over.winner", &["الأحمر"]), "فاز الأحمر!");
        assert_eq!(
            say(Lang::Ar, "tripoli.end.score", &[us, "٢٥"]),
            "بلغت الولايات المتحدة ٢٥ نقطة."
        );
    }

    #[test]
    fn persian_and_arabic_texts_write_no_ascii_digits() {
        for lang in [Lang::Fa, Lang::Ar] {
            for key in all(lang).keys() {
                for text in message(lang, key).expect("parsed").texts() {
                    assert!(
                        !text.chars().any(|c| c.is_ascii_digit()),
                        "{lang:?} {key}: {text:?}"
                    );
                }
            }
        }
    }

    #[test]
    fn plurals_pick_the_form_of_the_count_in_any_digits() {
        let m =
            Message::parse("{0} has {1, plural, one {# ship} other {# ships}}.").expect("parses");
        let say = |lang, n: &str| m.render(lang, &["Red".to_string(), n.to_string()]);
        assert_eq!(say(Lang::En, "1"), "Red has 1 ship.");
        assert_eq!(say(Lang::En, "0"), "Red has 0 ships.");
        assert_eq!(say(Lang::Fa, "۱"), "Red has ۱ ship.");
        assert_eq!(say(Lang::En, "many"), "Red has many ships.");
        let ar = Message::parse(
            "{0, plural, zero {لا سفن} one {سفينة واحدة} two {سفينتان} few {# سفن} many {# سفينة} other {# سفينة}}",
        )
        .expect("parses");
        let said: Vec<String> = ["٠", "١", "٢", "٣", "١١", "١٠٠"]
            .into_iter()
            .map(|n| ar.render(Lang::Ar, &[n.to_string()]))
            .collect();
        assert_eq!(
            said,
            [
                "لا سفن",
                "سفينة واحدة",
                "سفينتان",
                "٣ سفن",
                "١١ سفينة",
                "١٠٠ سفينة"
            ]
        );
    }

    #[test]
    fn selects_pick_the_form_named_by_the_argument() {
        let m = Message::parse("{0, select, Blue {she} other {he}} plays {1}").expect("parses");
        assert_eq!(
            m.render(Lang::En, &["Blue".into(), "x".into()]),
            "she plays x"
        );
        assert_eq!(
            m.render(Lang::En, &["Red".into(), "x".into()]),
            "he plays x"
        );
        assert_eq!(m.render(Lang::En, &[]), "he plays {1}");
    }

    #[test]
    fn broken_choices_are_refused() {
        for bad in [
            "{0",
            "a } b",
            "{x}",
            "{0, plural, one {# a}}",
            "{0, plural, one {# a} other {b}",
            "{0, sum, other {b}}",
            "{0, plural, {b} other {c}}",
        ] {
            assert!(Message::parse(bad).is_err(), "{bad:?} parsed");
        }
    }

    /// Every string literal (the text between a pair of quotes) of the Rust files under `dir`,
    /// relative to the app's crate.
    fn literals_under(dir: &str) -> Vec<String> {
        let mut found = Vec::new();
        let mut dirs = vec![std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(dir)];
        while let Some(dir) = dirs.pop() {
            for entry in std::fs::read_dir(&dir).expect("sources readable") {
                let path = entry.expect("entry").path();
                if path.is_dir() {
                    dirs.push(path);
                    continue;
                }
                let text = std::fs::read_to_string(&path).expect("source readable");
                found.extend(text.split('"').skip(1).step_by(2).map(str::to_string));
            }
        }
        found
    }

    /// Key-like string literals in the app's source (`"area.name…"` with a catalogue area).
    fn keys_in_source() -> BTreeSet<String> {
        let areas: BTreeSet<String> = keys("en")
            .iter()
            .filter_map(|k| k.split('.').next().map(str::to_string))
            .collect();
        literals_under("src")
            .into_iter()
            .filter(|literal| {
                literal.contains('.')
                    && !literal.ends_with('.')
                    && literal.chars().all(|c| {
                        c.is_ascii_lowercase() || c == '.' || c == '_' || c.is_ascii_digit()
                    })
                    && areas.contains(literal.split('.').next().unwrap_or(""))
            })
            .collect()
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

    /// Every refusal key the engine can give (`"…illegal.…"` literals in `engine/src`) is
    /// written in all three languages: the play screen shows a refused move by its key.
    #[test]
    fn every_refusal_the_engine_gives_is_in_all_three_catalogues() {
        let used: BTreeSet<String> = literals_under("engine/src")
            .into_iter()
            .filter(|literal| {
                literal
                    .chars()
                    .all(|c| c.is_ascii_lowercase() || c == '.' || c == '_')
                    && (literal.starts_with("illegal.") || literal.contains(".illegal."))
                    && !literal.ends_with('.')
            })
            .collect();
        assert!(used.len() > 40, "found too few refusal keys: {used:?}");
        for lang in ["en", "fa", "ar"] {
            let have = keys(lang);
            let missing: Vec<_> = used.iter().filter(|k| !have.contains(*k)).collect();
            assert!(
                missing.is_empty(),
                "refusals missing from i18n/{lang}: {missing:?}"
            );
        }
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
                    if let Some(reason) = state.end_reason() {
                        if !en.contains(reason.key) {
                            missing.insert(reason.key.to_string());
                        }
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
