//! CLDR plural categories of English, Persian and Arabic for whole numbers.

use super::Lang;

/// A CLDR plural category: which form of a counted noun a number takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Category {
    /// Arabic 0.
    Zero,
    /// English 1; Persian 0 and 1; Arabic 1.
    One,
    /// Arabic 2 (the dual).
    Two,
    /// Arabic 3–10 (and 103–110, …).
    Few,
    /// Arabic 11–99 (and 111–199, …).
    Many,
    /// Every other number.
    Other,
}

impl Category {
    /// The category's keyword in a catalogue plural (`zero`, `one`, …, `other`).
    pub fn keyword(self) -> &'static str {
        match self {
            Category::Zero => "zero",
            Category::One => "one",
            Category::Two => "two",
            Category::Few => "few",
            Category::Many => "many",
            Category::Other => "other",
        }
    }
}

impl Lang {
    /// The categories this language distinguishes, all of which a catalogue plural must give.
    #[cfg(test)]
    pub fn plural_categories(self) -> &'static [Category] {
        match self {
            Lang::En | Lang::Fa => &[Category::One, Category::Other],
            Lang::Ar => &[
                Category::Zero,
                Category::One,
                Category::Two,
                Category::Few,
                Category::Many,
                Category::Other,
            ],
        }
    }

    /// The CLDR plural category of the whole number `n` (the sign is ignored).
    pub fn plural_category(self, n: i64) -> Category {
        let n = n.unsigned_abs();
        match self {
            // CLDR en: one = i = 1 and v = 0.
            Lang::En if n == 1 => Category::One,
            // CLDR fa: one = i = 0 or n = 1.
            Lang::Fa if n <= 1 => Category::One,
            Lang::En | Lang::Fa => Category::Other,
            // CLDR ar: zero = n = 0; one = n = 1; two = n = 2; few = n % 100 = 3..10;
            // many = n % 100 = 11..99.
            Lang::Ar => match (n, n % 100) {
                (0, _) => Category::Zero,
                (1, _) => Category::One,
                (2, _) => Category::Two,
                (_, 3..=10) => Category::Few,
                (_, 11..=99) => Category::Many,
                _ => Category::Other,
            },
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use Category::*;

    fn categories(lang: Lang) -> Vec<Category> {
        [0, 1, 2, 3, 11, 100]
            .into_iter()
            .map(|n| lang.plural_category(n))
            .collect()
    }

    #[test]
    fn english_plural_categories_for_0_1_2_3_11_100() {
        assert_eq!(
            categories(Lang::En),
            [Other, One, Other, Other, Other, Other]
        );
    }

    #[test]
    fn persian_plural_categories_for_0_1_2_3_11_100() {
        assert_eq!(categories(Lang::Fa), [One, One, Other, Other, Other, Other]);
    }

    #[test]
    fn arabic_plural_categories_for_0_1_2_3_11_100() {
        assert_eq!(categories(Lang::Ar), [Zero, One, Two, Few, Many, Other]);
    }

    #[test]
    fn arabic_categories_follow_the_last_two_digits_above_100() {
        let at = |n| Lang::Ar.plural_category(n);
        assert_eq!(
            [at(102), at(103), at(110), at(111), at(199), at(200)],
            [Other, Few, Few, Many, Many, Other]
        );
        assert_eq!(at(-3), Few);
    }

    #[test]
    fn every_category_a_language_uses_is_listed_for_it() {
        for lang in Lang::ALL {
            for n in 0..1000 {
                let c = lang.plural_category(n);
                assert!(
                    lang.plural_categories().contains(&c),
                    "{lang:?} {n} gives {c:?}"
                );
            }
        }
    }
}
