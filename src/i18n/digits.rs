//! Writes numbers with Persian or Arabic-Indic digits.

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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn digits_follow_the_language() {
        assert_eq!(localize_digits("12-0", Lang::En), "12-0");
        assert_eq!(localize_digits("12", Lang::Fa), "۱۲");
        assert_eq!(localize_digits("305", Lang::Ar), "٣٠٥");
    }
}
