//! Writes numbers with Persian or Arabic-Indic digits, and reads them back.

use super::Lang;

/// Replaces ASCII digits with the language's own digits.
pub fn localize_digits(s: &str, lang: Lang) -> String {
    let zero = match lang {
        Lang::En => return s.to_string(),
        Lang::Fa => '۰',
        Lang::Ar => '٠',
    };
    s.chars()
        .map(|c| match c.to_digit(10) {
            Some(d) => char::from_u32(zero as u32 + d).unwrap_or(c),
            None => c,
        })
        .collect()
}

/// Parses a number typed with ASCII, Persian (۰–۹) or Arabic-Indic (٠–٩) digits, in any mix,
/// ignoring surrounding spaces; `None` if it is not a number of type `T`.
pub fn parse_localized_number<T: std::str::FromStr>(s: &str) -> Option<T> {
    let ascii: String = s
        .trim()
        .chars()
        .map(|c| match c {
            '۰'..='۹' => char::from(b'0' + (c as u32 - '۰' as u32) as u8),
            '٠'..='٩' => char::from(b'0' + (c as u32 - '٠' as u32) as u8),
            '−' => '-',
            c => c,
        })
        .collect();
    ascii.parse().ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn digits_follow_the_language() {
        assert_eq!(localize_digits("12-0", Lang::En), "12-0");
        assert_eq!(localize_digits("12", Lang::Fa), "۱۲");
        assert_eq!(localize_digits("305", Lang::Ar), "٣٠٥");
    }

    #[test]
    fn persian_and_arabic_digits_parse_to_the_same_value() {
        for lang in Lang::ALL {
            for n in [0u64, 7, 305, 1_234_567_890, u64::MAX] {
                let typed = localize_digits(&n.to_string(), lang);
                assert_eq!(parse_localized_number::<u64>(&typed), Some(n), "{typed}");
            }
        }
        assert_eq!(parse_localized_number::<u64>(" ۴۲ "), Some(42));
        assert_eq!(parse_localized_number::<u64>("٤٢"), Some(42));
        assert_eq!(parse_localized_number::<u64>("۴٢"), Some(42));
        assert_eq!(parse_localized_number::<i64>("−٥"), Some(-5));
    }

    #[test]
    fn words_and_empty_text_are_not_numbers() {
        assert_eq!(parse_localized_number::<u64>(""), None);
        assert_eq!(parse_localized_number::<u64>("۴x"), None);
        assert_eq!(parse_localized_number::<u64>("-۱"), None);
    }
}
