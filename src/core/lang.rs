//! The two course languages and values that exist in each of them: prose (`Text`) and
//! labels (`Label`) among them.

use std::fmt;

use super::rich::RichText;

/// A language the course and the interface are written in.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize,
)]
pub enum Lang {
    Id,
    En,
}

impl Lang {
    pub const ALL: [Lang; 2] = [Lang::Id, Lang::En];

    /// The code used in YAML keys, flags and file names.
    pub fn code(self) -> &'static str {
        match self {
            Lang::Id => "id",
            Lang::En => "en",
        }
    }

    pub fn other(self) -> Lang {
        match self {
            Lang::Id => Lang::En,
            Lang::En => Lang::Id,
        }
    }

    /// Parses a language code or a locale name such as `id_ID.UTF-8`, `en-US` or `EN`.
    /// Anything that is neither Indonesian nor English gives `None`.
    pub fn from_locale(s: &str) -> Option<Lang> {
        let lower = s.trim().to_ascii_lowercase();
        let primary: String = lower
            .chars()
            .take_while(|c| c.is_ascii_alphabetic())
            .collect();
        match primary.as_str() {
            "id" | "in" | "ind" | "indonesian" => Some(Lang::Id),
            "en" | "eng" | "english" => Some(Lang::En),
            _ => None,
        }
    }
}

impl fmt::Display for Lang {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

/// Prose in both languages: the text of a lesson, a question, a glossary entry.
pub type Text = Localized<RichText>;
/// A short plain label in both languages (titles; table cells keep markup in `Text`).
pub type Label = Localized<String>;

/// A value in Indonesian and/or English. At least one is present once validated.
#[derive(Debug, Clone, PartialEq, Eq, Default, serde::Serialize, serde::Deserialize)]
pub struct Localized<T> {
    pub id: Option<T>,
    pub en: Option<T>,
}

/// What `Localized::get` found: the value and whether it came from the other language.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Found<'a, T> {
    pub value: &'a T,
    /// `Some(lang)` when the requested language was missing and `lang` was used instead.
    pub fallback: Option<Lang>,
}

impl<T> Localized<T> {
    pub fn new(id: Option<T>, en: Option<T>) -> Self {
        Localized { id, en }
    }

    /// The same value in both languages (code, numbers, names).
    pub fn neutral(value: T) -> Self
    where
        T: Clone,
    {
        Localized {
            id: Some(value.clone()),
            en: Some(value),
        }
    }

    pub fn exact(&self, lang: Lang) -> Option<&T> {
        match lang {
            Lang::Id => self.id.as_ref(),
            Lang::En => self.en.as_ref(),
        }
    }

    /// The value in `lang`, else in the other language (marked as a fallback).
    pub fn get(&self, lang: Lang) -> Option<Found<'_, T>> {
        if let Some(value) = self.exact(lang) {
            return Some(Found {
                value,
                fallback: None,
            });
        }
        self.exact(lang.other()).map(|value| Found {
            value,
            fallback: Some(lang.other()),
        })
    }

    pub fn map<U>(&self, mut f: impl FnMut(&T) -> U) -> Localized<U> {
        Localized {
            id: self.id.as_ref().map(&mut f),
            en: self.en.as_ref().map(&mut f),
        }
    }
}

impl Localized<String> {
    /// The text in `lang` or the other language, or an empty string if neither exists.
    pub fn text(&self, lang: Lang) -> &str {
        self.get(lang).map(|f| f.value.as_str()).unwrap_or("")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rstest::rstest;

    #[rstest]
    #[case("id", Some(Lang::Id))]
    #[case("id_ID.UTF-8", Some(Lang::Id))]
    #[case("id-ID", Some(Lang::Id))]
    #[case("in_ID", Some(Lang::Id))]
    #[case("en_US.UTF-8", Some(Lang::En))]
    #[case("EN", Some(Lang::En))]
    #[case("C", None)]
    #[case("C.UTF-8", None)]
    #[case("fr_FR", None)]
    #[case("", None)]
    fn locale_names(#[case] input: &str, #[case] want: Option<Lang>) {
        assert_eq!(Lang::from_locale(input), want);
    }

    #[test]
    fn missing_language_falls_back_and_says_so() {
        let t = Localized::new(Some("halo".to_string()), None);
        let found = t.get(Lang::En).expect("fallback");
        assert_eq!(found.value, "halo");
        assert_eq!(found.fallback, Some(Lang::Id));
        assert_eq!(t.get(Lang::Id).map(|f| f.fallback), Some(None));
    }
}
