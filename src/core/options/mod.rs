//! A course's review options, as Anki's presets hold them: desired retention, daily limits,
//! learning and relearning steps, fuzz, the hour the day starts, the leech threshold and the
//! order of new questions. Each has a key (its name in the progress file and on the command
//! line), a text form read and written the same way everywhere, and a source: FSRS's or
//! Anki's default, the value kept for the course, or one given for this run only.

use super::lang::Lang;
use super::message::{self as m, Message};
use super::queue::NewOrder;
use super::session::Limits;

/// One option, named as on the command line and in the progress file.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Key {
    Retention,
    NewPerDay,
    ReviewsPerDay,
    LearningSteps,
    RelearningSteps,
    Fuzz,
    DayStartsAt,
    LeechThreshold,
    Order,
}

impl Key {
    pub const ALL: &'static [Key] = &[
        Key::Retention,
        Key::NewPerDay,
        Key::ReviewsPerDay,
        Key::LearningSteps,
        Key::RelearningSteps,
        Key::Fuzz,
        Key::DayStartsAt,
        Key::LeechThreshold,
        Key::Order,
    ];

    /// The name in the progress file and of the command-line flag (`--new-per-day`).
    pub fn name(self) -> &'static str {
        match self {
            Key::Retention => "retention",
            Key::NewPerDay => "new-per-day",
            Key::ReviewsPerDay => "reviews-per-day",
            Key::LearningSteps => "learning-steps",
            Key::RelearningSteps => "relearning-steps",
            Key::Fuzz => "fuzz",
            Key::DayStartsAt => "day-starts-at",
            Key::LeechThreshold => "leech-threshold",
            Key::Order => "order",
        }
    }

    pub fn from_name(name: &str) -> Option<Key> {
        Key::ALL.iter().copied().find(|k| k.name() == name)
    }

    /// What the option is, for the options screen and `latih stats`.
    pub fn label(self) -> Message {
        match self {
            Key::Retention => m::option_retention(),
            Key::NewPerDay => m::option_new_per_day(),
            Key::ReviewsPerDay => m::option_reviews_per_day(),
            Key::LearningSteps => m::option_learning_steps(),
            Key::RelearningSteps => m::option_relearning_steps(),
            Key::Fuzz => m::option_fuzz(),
            Key::DayStartsAt => m::option_day_starts_at(),
            Key::LeechThreshold => m::option_leech_threshold(),
            Key::Order => m::option_order(),
        }
    }

    /// The values it takes, said when one is refused.
    pub fn hint(self) -> Message {
        match self {
            Key::Retention => m::option_hint_retention(),
            Key::NewPerDay | Key::ReviewsPerDay | Key::LeechThreshold => m::option_hint_count(),
            Key::LearningSteps | Key::RelearningSteps => m::option_hint_steps(),
            Key::Fuzz => m::option_hint_fuzz(),
            Key::DayStartsAt => m::option_hint_hour(),
            Key::Order => m::option_hint_order(),
        }
    }
}

/// Where the value in use comes from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Source {
    #[default]
    Default,
    /// Kept in the progress file for the course (or, for the day's start, for every course
    /// by an earlier release).
    Kept,
    /// Given on the command line for this run only (without `--save`).
    ThisRun,
}

/// Every option's value.
#[derive(Debug, Clone, PartialEq)]
pub struct Options {
    pub retention: f32,
    pub limits: Limits,
    pub learning_steps: Vec<i64>,
    pub relearning_steps: Vec<i64>,
    pub fuzz: bool,
    pub day_starts_at: u8,
    pub leech_threshold: u32,
    pub order: NewOrder,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            retention: super::schedule::DEFAULT_RETENTION,
            limits: Limits::default(),
            learning_steps: super::schedule::LEARNING_STEPS.to_vec(),
            relearning_steps: super::schedule::RELEARNING_STEPS.to_vec(),
            fuzz: true,
            day_starts_at: super::clock::DEFAULT_DAY_START_HOUR,
            leech_threshold: super::record::LEECH_THRESHOLD,
            order: NewOrder::ReadFirst,
        }
    }
}

/// A value that is not one the option takes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BadValue {
    pub key: Key,
    pub text: String,
}

impl BadValue {
    /// The sentence for the learner: the option, what was given, what it takes.
    pub fn message(&self, i18n: &crate::i18n::I18n) -> String {
        i18n.msg(
            &m::OptionBadValue {
                option: self.key.name(),
                value: self.text.clone(),
                takes: i18n.msg(&self.key.hint()),
            }
            .into(),
        )
    }
}

impl Options {
    /// An option's value as text, in the form `set` reads back (`1 min, 10 min`).
    pub fn text(&self, key: Key) -> String {
        match key {
            Key::Retention => format!("{}", (self.retention * 100.0).round() / 100.0),
            Key::NewPerDay => self.limits.new_per_day.to_string(),
            Key::ReviewsPerDay => self.limits.reviews_per_day.to_string(),
            Key::LearningSteps => steps_text(&self.learning_steps),
            Key::RelearningSteps => steps_text(&self.relearning_steps),
            Key::Fuzz => if self.fuzz { "on" } else { "off" }.to_string(),
            Key::DayStartsAt => self.day_starts_at.to_string(),
            Key::LeechThreshold => self.leech_threshold.to_string(),
            Key::Order => self.order.key().to_string(),
        }
    }

    /// Sets an option from text written by the learner (or kept in the file).
    pub fn set(&mut self, key: Key, text: &str, lang: Lang) -> Result<(), BadValue> {
        let bad = || BadValue {
            key,
            text: text.trim().to_string(),
        };
        let t = text.trim();
        let count = || t.parse::<usize>().map_err(|_| bad());
        match key {
            Key::Retention => {
                let number = t.trim_end_matches('%').trim().replace(',', ".");
                let mut r: f32 = number.parse().map_err(|_| bad())?;
                if t.ends_with('%') {
                    r /= 100.0;
                }
                if !(0.7..=0.99).contains(&r) {
                    return Err(bad());
                }
                self.retention = r;
            }
            Key::NewPerDay => self.limits.new_per_day = count()?,
            Key::ReviewsPerDay => self.limits.reviews_per_day = count()?,
            Key::LearningSteps => self.learning_steps = steps(t, lang).ok_or_else(bad)?,
            Key::RelearningSteps => self.relearning_steps = steps(t, lang).ok_or_else(bad)?,
            Key::Fuzz => self.fuzz = switch(t).ok_or_else(bad)?,
            Key::DayStartsAt => {
                self.day_starts_at = t.parse::<u8>().ok().filter(|h| *h <= 23).ok_or_else(bad)?
            }
            Key::LeechThreshold => self.leech_threshold = t.parse().map_err(|_| bad())?,
            Key::Order => self.order = NewOrder::from_key(t).ok_or_else(bad)?,
        }
        Ok(())
    }

    /// The option one notch up or down (the options screen's ← →).
    pub fn step(&mut self, key: Key, up: bool) {
        let d = |n: usize, by: usize| {
            if up {
                n.saturating_add(by)
            } else {
                n.saturating_sub(by)
            }
        };
        match key {
            Key::Retention => {
                let r = (self.retention * 100.0).round() + if up { 1.0 } else { -1.0 };
                self.retention = (r / 100.0).clamp(0.7, 0.99);
            }
            Key::NewPerDay => self.limits.new_per_day = d(self.limits.new_per_day, 1),
            Key::ReviewsPerDay => self.limits.reviews_per_day = d(self.limits.reviews_per_day, 10),
            Key::Fuzz => self.fuzz = !self.fuzz,
            Key::DayStartsAt => {
                self.day_starts_at = (self.day_starts_at + if up { 1 } else { 23 }) % 24;
            }
            Key::LeechThreshold => {
                self.leech_threshold = d(self.leech_threshold as usize, 1) as u32;
            }
            Key::Order => {
                let keys = NewOrder::KEYS;
                let at = keys
                    .iter()
                    .position(|k| *k == self.order.key())
                    .unwrap_or(0);
                let next = if up { at + 1 } else { at + keys.len() - 1 } % keys.len();
                self.order = NewOrder::from_key(keys[next]).unwrap_or_default();
            }
            // Steps are typed (Enter): no notch fits every list.
            Key::LearningSteps | Key::RelearningSteps => {}
        }
    }
}

/// `on`/`off` in either language (and the usual spellings).
fn switch(t: &str) -> Option<bool> {
    match t.to_lowercase().as_str() {
        "on" | "yes" | "true" | "1" | "ya" | "nyala" | "aktif" => Some(true),
        "off" | "no" | "false" | "0" | "tidak" | "mati" | "nonaktif" => Some(false),
        _ => None,
    }
}

/// Steps as written: `1 min, 10 min` (read by the one reader of quantities), or `none`.
/// `None` when they cannot be read; each step is at least a second.
pub fn steps(text: &str, lang: Lang) -> Option<Vec<i64>> {
    let t = text.trim();
    if t.eq_ignore_ascii_case("none") || t.eq_ignore_ascii_case("tidak ada") {
        return Some(Vec::new());
    }
    t.split([',', ';'])
        .map(|part| {
            let r = super::quantity::read(part, lang, &[]).ok()?;
            (r.dims == Some(super::formula::Dims::TIME) && r.value >= 1.0)
                .then(|| r.value.round() as i64)
        })
        .collect()
}

/// Steps as `steps` reads them back: `1 min, 10 min`, `1 d`, or `none`.
pub fn steps_text(steps: &[i64]) -> String {
    if steps.is_empty() {
        return "none".to_string();
    }
    let one = |s: i64| match s {
        s if s % 86_400 == 0 => format!("{} day", s / 86_400),
        s if s % 3600 == 0 => format!("{} h", s / 3600),
        s if s % 60 == 0 => format!("{} min", s / 60),
        s => format!("{s} s"),
    };
    steps.iter().map(|s| one(*s)).collect::<Vec<_>>().join(", ")
}

#[cfg(test)]
mod tests;
