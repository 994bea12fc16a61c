//! The rating buttons of an answered review question, each with when the question would come
//! back, as Anki shows them; and the durations they and the summaries use.

use crate::app::Model;
use crate::app::doc::{Doc, Row, Tone, span};
use crate::app::keymap::{self, Action, Ctx};
use crate::app::screen::quiz::state::{Phase, QuizState};
use crate::core::lesson::Part;
use crate::core::schedule::Rating;
use crate::i18n::{Arg, I18n, ids};

/// A duration rounded to its largest unit: (count, unit index 0 = minutes … 4 = years).
fn rounded(secs: i64) -> (usize, usize) {
    let (n, unit) = match secs {
        s if s < 3600 => ((s + 59) / 60, 0),
        s if s < 86_400 => ((s + 1800) / 3600, 1),
        s if s < 30 * 86_400 => ((s + 43_200) / 86_400, 2),
        s if s < 365 * 86_400 => ((s + 15 * 86_400) / (30 * 86_400), 3),
        s => ((s + 182 * 86_400) / (365 * 86_400), 4),
    };
    (n.max(1) as usize, unit)
}

/// A duration for a rating button: `5 mnt`, `5 jam`, `2 hari` / `5 min`, `5 h`, `2 d`.
pub fn interval(i18n: &I18n, secs: i64) -> String {
    const SHORT: [&str; 5] = [
        ids::INTERVAL_MINUTES,
        ids::INTERVAL_HOURS,
        ids::INTERVAL_DAYS,
        ids::INTERVAL_MONTHS,
        ids::INTERVAL_YEARS,
    ];
    let (n, unit) = rounded(secs);
    i18n.ta(SHORT[unit], &[("n", Arg::from(n))])
}

/// The same duration spelled out for a sentence: `2 days`, `5 hours`.
pub fn interval_long(i18n: &I18n, secs: i64) -> String {
    const LONG: [&str; 5] = [
        ids::DURATION_MINUTES,
        ids::DURATION_HOURS,
        ids::DURATION_DAYS,
        ids::DURATION_MONTHS,
        ids::DURATION_YEARS,
    ];
    let (n, unit) = rounded(secs);
    i18n.ta(LONG[unit], &[("n", Arg::from(n))])
}

fn rating_name(r: Rating) -> &'static str {
    match r {
        Rating::Again => ids::RATE_AGAIN,
        Rating::Hard => ids::RATE_HARD,
        Rating::Good => ids::RATE_GOOD,
        Rating::Easy => ids::RATE_EASY,
    }
}

/// The key that gives this rating, as the keymap table binds it.
fn rating_key(i18n: &I18n, r: Rating) -> String {
    let action = match r {
        Rating::Again => Action::RateAgain,
        Rating::Hard => Action::RateHard,
        Rating::Good => Action::RateGood,
        Rating::Easy => Action::RateEasy,
    };
    keymap::bindings(super::keys::KEYS, Ctx::Verdict)
        .into_iter()
        .find(|b| b.action == action)
        .and_then(|b| b.keys.first())
        .map(|k| keymap::key_name(i18n, *k))
        .unwrap_or_default()
}

/// The buttons, in key order 1–4, the one Enter chooses highlighted; empty unless the
/// current question is answered in a recorded review. The TUI pins them above the footer so
/// a long explanation never hides them.
pub fn rows(m: &Model, q: &QuizState, width: usize) -> Vec<Row> {
    let Phase::Answered {
        choices: Some(choices),
        ..
    } = &q.phase
    else {
        return Vec::new();
    };
    let allowed = q.ratings();
    let default = allowed.first().copied();
    let mut spans = Vec::new();
    for r in [Rating::Again, Rating::Hard, Rating::Good, Rating::Easy] {
        if !allowed.contains(&r) {
            continue;
        }
        if !spans.is_empty() {
            spans.push(span("  ", Tone::Text));
        }
        // Exactly the interval stored when this button is chosen.
        let (secs, _) = choices.get(r);
        let when = interval(&m.i18n, secs);
        // No-break spaces keep a button on one line when the row wraps.
        let label = format!(
            "[{}\u{a0}{}\u{a0}·\u{a0}{}]",
            rating_key(&m.i18n, r),
            m.i18n.t(rating_name(r)),
            when.replace(' ', "\u{a0}")
        );
        let tone = if Some(r) == default {
            Tone::Selected
        } else {
            Tone::Accent
        };
        spans.push(span(label, tone));
    }
    let mut doc = Doc::default();
    doc.para(Part::Title, (&[], &[]), &spans, width);
    doc.rows
}
