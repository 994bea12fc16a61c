//! Interface text in Indonesian and English through Fluent, and numbers and dates formatted
//! for the reader.
//!
//! Both `.ftl` files are embedded. Bidi isolation marks are off: a terminal shows U+2068/9 as
//! stray characters. Fluent's own number formatting ignores the locale, so numbers are
//! formatted in Rust (`core::numfmt`) and passed in as text.
//!
//! Only a `Message` (from the constructors `core::message` generates) or an `Arg` is
//! formatted: no id given as a string reaches a bundle, so each one shown is checked when
//! the crate is built.

use std::sync::LazyLock;

use fluent::concurrent::FluentBundle;
use fluent::{FluentArgs, FluentResource, FluentValue};
use unic_langid::{LanguageIdentifier, langid};

use crate::core::date::Date;
use crate::core::lang::Lang;
pub use crate::core::message::Arg;
use crate::core::message::{self, Message};
use crate::core::numfmt::{self, Scale};

pub const FTL_ID: &str = include_str!("../../locales/id/latih.ftl");
pub const FTL_EN: &str = include_str!("../../locales/en/latih.ftl");

/// Both languages' messages, parsed once per process on first use: parsing the two files
/// was most of the start-up of a short command (`latih calc` made four `I18n`s). The
/// concurrent bundle is `Sync`, so a static can hold it; a language nobody asks for (and no
/// fallback reaches) is never parsed.
type Bundle = FluentBundle<FluentResource>;

static ID: LazyLock<Bundle> = LazyLock::new(|| bundle(FTL_ID, langid!("id"), Lang::Id));
static EN: LazyLock<Bundle> = LazyLock::new(|| bundle(FTL_EN, langid!("en"), Lang::En));

/// The interface text in one language: a cheap handle on the process-wide bundles, so any
/// code may make one where it needs it.
#[derive(Debug, Clone, Copy)]
pub struct I18n {
    lang: Lang,
    /// Every message empty and nothing parsed: for building the command line only to read
    /// what was typed, where no help text is shown (`I18n::silent`).
    silent: bool,
}

/// Numbers placed in messages, grouped for the reader: `20.000` / `20,000`. Fluent's own
/// formatting ignores the locale; a formatter per bundle keeps plural selection working
/// while the digits follow the language.
fn number_formatter(
    lang: Lang,
) -> fn(&FluentValue, &intl_memoizer::concurrent::IntlLangMemoizer) -> Option<String> {
    fn format(v: &FluentValue, lang: Lang) -> Option<String> {
        match v {
            FluentValue::Number(n) => Some(numfmt::decimal(n.value, 2, lang)),
            _ => None,
        }
    }
    match lang {
        Lang::Id => |v, _| format(v, Lang::Id),
        Lang::En => |v, _| format(v, Lang::En),
    }
}

fn bundle(src: &str, locale: LanguageIdentifier, lang: Lang) -> Bundle {
    // A syntax error in an embedded file is caught by tests; at run time keep what parsed.
    let resource = FluentResource::try_new(src.to_string()).unwrap_or_else(|(res, _)| res);
    let mut bundle = FluentBundle::new_concurrent(vec![locale]);
    bundle.set_use_isolating(false);
    bundle.set_formatter(Some(number_formatter(lang)));
    // Duplicate ids are also a test failure; at run time the first definition wins.
    let _ = bundle.add_resource(resource);
    bundle
}

impl I18n {
    pub fn new(lang: Lang) -> I18n {
        I18n {
            lang,
            silent: false,
        }
    }

    /// Messages that are all empty, so no `.ftl` file is parsed: a command that prints no
    /// message (`latih --version`, `latih calc`) need not pay for reading them all.
    pub fn silent(lang: Lang) -> I18n {
        I18n { lang, silent: true }
    }

    pub fn lang(&self) -> Lang {
        self.lang
    }

    pub fn set_lang(&mut self, lang: Lang) {
        self.lang = lang;
    }

    fn bundle_for(lang: Lang) -> &'static Bundle {
        match lang {
            Lang::Id => &ID,
            Lang::En => &EN,
        }
    }

    /// One message in the reader's language. Falls back to the other language, then to the
    /// id itself, so a message missing from one file shows something rather than nothing.
    pub fn msg(&self, m: &Message) -> String {
        self.format(m.id(), m.args())
    }

    /// A piece of text (a message, a number, several pieces) in the reader's language.
    pub fn text(&self, a: &Arg) -> String {
        match a {
            Arg::Str(s) => s.clone(),
            Arg::Num(n) => numfmt::decimal(*n, 2, self.lang),
            Arg::Int(n) => numfmt::group(*n, self.lang),
            Arg::Decimal { value, digits } => numfmt::decimal(*value, *digits, self.lang),
            Arg::Msg(m) => self.msg(m),
            Arg::Join(parts) => parts.iter().map(|p| self.text(p)).collect(),
        }
    }

    fn format(&self, id: &str, args: &[(&str, Arg)]) -> String {
        if self.silent {
            return String::new();
        }
        let mut fargs = FluentArgs::new();
        for (name, value) in args {
            match value {
                // A count stays a number, so it picks the plural form.
                Arg::Num(n) => fargs.set(*name, FluentValue::from(*n)),
                Arg::Str(s) => fargs.set(*name, FluentValue::from(s.as_str())),
                other => fargs.set(*name, FluentValue::from(self.text(other))),
            }
        }
        for lang in [self.lang, self.lang.other()] {
            let bundle = Self::bundle_for(lang);
            if let Some(pattern) = bundle.get_message(id).and_then(|m| m.value()) {
                let mut errors = Vec::new();
                let text = bundle.format_pattern(pattern, Some(&fargs), &mut errors);
                return text.into_owned();
            }
        }
        id.to_string()
    }

    /// A whole number with digit grouping: `20.000` / `20,000`.
    pub fn int(&self, n: u64) -> String {
        numfmt::group(n, self.lang)
    }

    /// A number with up to two decimals: `1,5` / `1.5`.
    pub fn decimal(&self, x: f64) -> String {
        numfmt::decimal(x, 2, self.lang)
    }

    /// A number in words for large magnitudes: `500 juta` / `500 million`.
    pub fn number(&self, x: f64) -> String {
        self.number_beside(x, &[])
    }

    /// As `number`, with the decimals that keep it on its side of each line (a threshold).
    pub fn number_beside(&self, x: f64, lines: &[f64]) -> String {
        let (digits, scale) = numfmt::compact_beside(x, self.lang, lines);
        self.msg(&match scale {
            None => return digits,
            Some(Scale::Million) => message::num_million(digits),
            Some(Scale::Billion) => message::num_billion(digits),
            Some(Scale::Trillion) => message::num_trillion(digits),
        })
    }

    /// A date in words: `26 Oktober 2026` / `26 October 2026`.
    pub fn date(&self, d: Date) -> String {
        // A month outside 1-12 cannot be parsed into a Date; shown as its number if it were.
        let month =
            message::month(d.month).map_or_else(|| Arg::from(d.month.to_string()), Arg::from);
        self.msg(
            &message::DateLong {
                day: d.day.to_string(),
                month,
                year: d.year.to_string(),
            }
            .into(),
        )
    }
}

#[cfg(test)]
mod tests {

    #[test]
    fn a_silent_handle_gives_empty_messages() {
        let m = crate::core::message::cli_usage();
        assert_eq!(I18n::silent(Lang::En).msg(&m), "");
        assert!(!I18n::new(Lang::En).msg(&m).is_empty());
    }

    use super::*;

    #[test]
    fn numbers_follow_the_reader() {
        let id = I18n::new(Lang::Id);
        let en = I18n::new(Lang::En);
        assert_eq!(id.number(500e6), "500 juta");
        assert_eq!(en.number(500e6), "500 million");
        assert_eq!(id.number(1.2e9), "1,2 miliar");
        assert_eq!(en.number(1.2e9), "1.2 billion");
        assert_eq!(id.int(20_000), "20.000");
        assert_eq!(en.int(20_000), "20,000");
    }

    #[test]
    fn dates_in_words() {
        let d = Date::parse("2026-10-26").expect("date");
        assert_eq!(I18n::new(Lang::Id).date(d), "26 Oktober 2026");
        assert_eq!(I18n::new(Lang::En).date(d), "26 October 2026");
    }

    #[test]
    fn counts_in_messages_are_grouped_and_still_pick_plurals() {
        let en = I18n::new(Lang::En);
        let id = I18n::new(Lang::Id);
        let title = message::problems_title(12_345_usize);
        assert_eq!(en.msg(&title), "Problems (12,345)");
        assert_eq!(id.msg(&title), "Masalah (12.345)");
        assert_eq!(
            en.msg(&message::watch_stale(1_usize)).split('.').next(),
            Some(
                "This lesson's files have a problem since the last save (its own file or a question bank it uses)"
            )
        );
    }

    #[test]
    fn pieces_follow_the_reader_inside_and_outside_messages() {
        let en = I18n::new(Lang::En);
        let id = I18n::new(Lang::Id);
        let size = Arg::Join(vec![
            Arg::Decimal {
                value: 37.253,
                digits: 2,
            },
            Arg::from(" GiB"),
        ]);
        assert_eq!(id.text(&size), "37,25 GiB");
        assert_eq!(en.text(&size), "37.25 GiB");
        assert_eq!(id.msg(&message::calc_per_second(size)), "37,25 GiB/detik");
        let nested = message::expr_unknown_name(Arg::Int(20_000));
        assert_eq!(
            en.text(&Arg::from(nested.clone())),
            en.msg(&message::expr_unknown_name("20,000"))
        );
    }

    #[test]
    fn an_id_no_file_defines_shows_as_itself() {
        let en = I18n::new(Lang::En);
        assert_eq!(en.format("no-such-message", &[]), "no-such-message");
    }

    #[test]
    fn no_isolation_marks() {
        let en = I18n::new(Lang::En);
        let s = en.msg(&message::home_minutes("25"));
        assert!(!s.contains('\u{2068}') && !s.contains('\u{2069}'), "{s:?}");
    }
}
