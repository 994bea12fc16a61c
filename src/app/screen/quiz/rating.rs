//! The rating buttons of an answered review question, each with when the question would come
//! back, as Anki shows them.

use crate::app::Cx;
use crate::app::doc::{Doc, Row, Tone, span};
use crate::app::duration::interval;
use crate::app::keymap::{self, Action, Ctx};
use crate::app::screen::quiz::state::{Phase, QuizState};
use crate::core::lesson::Part;
use crate::core::message::{self as m, Message};
use crate::core::schedule::Rating;
use crate::i18n::I18n;

fn rating_name(r: Rating) -> Message {
    match r {
        Rating::Again => m::rate_again(),
        Rating::Hard => m::rate_hard(),
        Rating::Good => m::rate_good(),
        Rating::Easy => m::rate_easy(),
    }
}

/// The first key that gives this rating, as the keymap table binds it.
fn rating_binding(r: Rating) -> Option<keymap::Key> {
    let action = match r {
        Rating::Again => Action::RateAgain,
        Rating::Hard => Action::RateHard,
        Rating::Good => Action::RateGood,
        Rating::Easy => Action::RateEasy,
    };
    keymap::bindings(super::keys::KEYS, Ctx::Verdict)
        .into_iter()
        .find(|b| b.action == action)
        .and_then(|b| b.keys.first().copied())
}

/// The key that gives this rating, named for the footer and the buttons.
fn rating_key(i18n: &I18n, r: Rating) -> String {
    rating_binding(r)
        .map(|k| keymap::key_name(i18n, k))
        .unwrap_or_default()
}

/// The digit key that gives this rating.
pub fn rating_digit(r: Rating) -> Option<char> {
    match rating_binding(r)? {
        keymap::Key::Char(c) => Some(c),
        _ => None,
    }
}

/// The buttons, in key order 1–4, the one Enter chooses highlighted; empty unless the
/// current question is answered in a recorded review. The TUI pins them above the footer so
/// a long explanation never hides them.
pub fn rows(cx: &Cx, q: &QuizState, width: usize) -> Vec<Row> {
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
        let when = interval(&cx.i18n, secs);
        // No-break spaces keep a button on one line when the row wraps.
        let label = format!(
            "[{}\u{a0}{}\u{a0}·\u{a0}{}]",
            rating_key(&cx.i18n, r),
            cx.i18n.msg(&rating_name(r)),
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
