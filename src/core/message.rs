//! Interface text as data: a Fluent message id with its arguments, made only by the
//! constructors build.rs generates from locales/en/latih.ftl (one per message, named after
//! it, taking the arguments it uses), so a misspelt id or a missing argument fails the build.
//!
//! Every layer says what it wants to show with these values; `i18n` alone turns them into
//! words. This module depends on nothing else in the crate.

// One constructor per message, with its English text as documentation, and the id constants (private: no id escapes the constructors).
include!(concat!(env!("OUT_DIR"), "/messages.rs"));

/// A message to show: an id the .ftl files define, with the arguments its English text uses.
/// The fields are private so that no id escapes the check: only the generated constructors,
/// `lookup` and the families below make one.
#[derive(Debug, Clone, PartialEq)]
pub struct Message {
    id: &'static str,
    args: Vec<(&'static str, Arg)>,
}

impl Message {
    pub fn id(&self) -> &'static str {
        self.id
    }

    pub fn args(&self) -> &[(&'static str, Arg)] {
        &self.args
    }
}

/// A piece of text whose words or digits may depend on the reader's language: a message's
/// argument, or a whole line made of several pieces.
#[derive(Debug, Clone, PartialEq)]
pub enum Arg {
    /// Shown as it is: a name, a path, what the user typed.
    Str(String),
    /// A count: picks plural forms, and is shown grouped for the reader (`12.345`).
    Num(f64),
    /// A whole number grouped for the reader (`20.000` / `20,000`), as text: it picks no
    /// plural form.
    Int(u64),
    /// A number with at most `digits` decimals, in the reader's decimal mark (`1,5`).
    Decimal { value: f64, digits: usize },
    /// Another message, in the same language.
    Msg(Box<Message>),
    /// Pieces one after the other.
    Join(Vec<Arg>),
}

impl Arg {
    /// A number with up to two decimals, as `I18n::decimal` writes it.
    pub fn decimal(value: f64) -> Arg {
        Arg::Decimal { value, digits: 2 }
    }
}

impl From<&str> for Arg {
    fn from(s: &str) -> Self {
        Arg::Str(s.to_string())
    }
}

impl From<&String> for Arg {
    fn from(s: &String) -> Self {
        Arg::Str(s.clone())
    }
}

impl From<String> for Arg {
    fn from(s: String) -> Self {
        Arg::Str(s)
    }
}

impl From<usize> for Arg {
    fn from(n: usize) -> Self {
        Arg::Num(n as f64)
    }
}

impl From<Message> for Arg {
    fn from(m: Message) -> Self {
        Arg::Msg(Box::new(m))
    }
}

/// The message with this id, for ids made from data (`schema-lesson-title`); `None` if the
/// .ftl files have none. Such messages take no arguments; a test checks every id the data
/// can make is found.
pub fn lookup(id: &str) -> Option<Message> {
    let i = ALL.binary_search(&id).ok()?;
    Some(Message {
        id: ALL.get(i).copied()?,
        args: Vec::new(),
    })
}

/// The name of a month, 1 to 12.
pub fn month(n: u8) -> Option<Message> {
    Some(match n {
        1 => month_1(),
        2 => month_2(),
        3 => month_3(),
        4 => month_4(),
        5 => month_5(),
        6 => month_6(),
        7 => month_7(),
        8 => month_8(),
        9 => month_9(),
        10 => month_10(),
        11 => month_11(),
        12 => month_12(),
        _ => return None,
    })
}

/// The name of a day of the week, 1 (Monday) to 7.
pub fn weekday(n: u8) -> Option<Message> {
    Some(match n {
        1 => weekday_1(),
        2 => weekday_2(),
        3 => weekday_3(),
        4 => weekday_4(),
        5 => weekday_5(),
        6 => weekday_6(),
        7 => weekday_7(),
        _ => return None,
    })
}
