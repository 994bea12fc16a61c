//! Quizzes and reviews: one question at a time, the verdict, the rating, the summary.

mod challenge;
pub(crate) mod flow;
mod hold;
pub(crate) mod keys;
mod layout;
pub(crate) mod open;
mod out;
mod phase;
pub(crate) mod rating;
pub mod state;
mod summary;
pub(crate) mod undo;
pub(crate) mod update;
mod verdict;
pub(crate) mod view;

pub use state::QuizState;
pub use update::DOUBLE_PRESS_MS;

use super::{Leave, Ops, Pasted};
use crate::app::doc::Tone;
use crate::app::keymap::{Action, Binding, Ctx, Key};
use crate::app::layout::{Area, Viewport};
use crate::app::page::Page;
use crate::app::textline::ANSWER_MAX;
use crate::app::{Cx, Msg};
use crate::core::quiz::{Kind, Question};
use crate::core::schedule::Rating;
use state::{Mode, Phase};

impl Ops for QuizState {
    fn ctx(&self, cx: &Cx) -> Ctx {
        view::ctx(self, &cx.course)
    }

    fn keys(&self) -> &'static [Binding] {
        keys::KEYS
    }

    /// Only a question being answered takes typed keys (not its verdict or the summary).
    fn key(&mut self, cx: &mut Cx, k: Key) -> bool {
        use crate::app::keymap::Ctx::{Choices, Order, TextAnswer};
        matches!(self.ctx(cx), Choices | Order | TextAnswer) && update::quiz_key(self, cx, k)
    }

    fn paste(&mut self, _cx: &mut Cx, text: &str) -> Pasted {
        (update::paste(self, text), ANSWER_MAX)
    }

    fn action(&mut self, cx: &mut Cx, a: Action) {
        update::quiz_action(self, cx, a);
    }

    fn applies(&self, cx: &Cx, a: Action) -> bool {
        applies(self, cx, a)
    }

    fn title(&self, cx: &Cx) -> (String, Option<String>) {
        (format!(" {}", view::title(&cx.i18n, self)), None)
    }

    fn page(&self, cx: &Cx, v: &Viewport) -> Page {
        page(self, cx, v)
    }

    /// A recorded session is closed (its answers are already kept).
    fn close(&mut self, cx: &mut Cx) -> Leave {
        update::leave(self, cx);
        Leave::Close
    }

    fn tick(&mut self, cx: &mut Cx) {
        flow::tick(self, cx);
    }

    fn after(&mut self, cx: &mut Cx) {
        if let Some(answer) = challenge::returned(self, cx) {
            update::answer_with(self, cx, answer);
        }
        update::follow_focus(self, cx);
    }

    /// Storage started the session (answers are recorded from now on), wrote everything
    /// (an earlier failure is over), or could not write (said under the answer).
    fn reply(&mut self, _cx: &mut Cx, msg: Msg) -> Option<Msg> {
        match (msg, &mut self.mode) {
            (Msg::SessionStarted(id), Mode::Review { session, .. }) if session.is_none() => {
                *session = Some(id);
            }
            (Msg::Stored, _) => self.error = None,
            (Msg::StorageFailed(e), _) => self.error = Some(e),
            (other, _) => return Some(other),
        }
        None
    }

    /// A day's review waiting for a step counts down the seconds.
    fn wake_ms(&self, cx: &Cx) -> Option<i64> {
        let _ = self.session.waiting_until()?;
        Some(1000 - cx.clock.ms.rem_euclid(1000))
    }
}

/// Whether an action applies to the question on screen (for the footer and help).
fn applies(q: &QuizState, cx: &Cx, a: Action) -> bool {
    let question = q.question(&cx.course);
    match a {
        Action::DueDrill => matches!(q.mode, Mode::Review { .. }) && !cx.due_drills().is_empty(),
        // The summary offers its scroll keys only when it is longer than the screen.
        Action::Up | Action::Down | Action::PageUp | Action::PageDown if q.phase == Phase::Done => {
            layout::layout(cx, q).window(q.top).max_top() > 0
        }
        Action::OpenSim => question.and_then(|x| open::simulation(cx, x)).is_some(),
        Action::OpenCalc => question.is_some_and(|x| {
            open::simulation(cx, x).is_none() && cx.course.calculator_for(x).is_some()
        }),
        _ => applies_to(q, question, a),
    }
}

fn applies_to(q: &QuizState, question: Option<&Question>, a: Action) -> bool {
    match a {
        Action::Toggle => question
            .is_some_and(|x| matches!(x.kind, Kind::Multiple { .. } | Kind::Ordering { .. })),
        Action::Pick => {
            question.is_some_and(|x| matches!(x.kind, Kind::Single { .. } | Kind::Multiple { .. }))
        }
        Action::RateAgain => q.ratings().contains(&Rating::Again),
        Action::RateHard => q.ratings().contains(&Rating::Hard),
        Action::RateGood => q.ratings().contains(&Rating::Good),
        Action::RateEasy => q.ratings().contains(&Rating::Easy),
        Action::RetryMissed => !q.missed.is_empty(),
        Action::Undo => undo::available(q),
        Action::Suspend | Action::Bury => hold::available(q),
        _ => true,
    }
}

/// The body scrolled, the rating buttons pinned under it, and an arrow on the row between
/// when the explanation goes on below.
fn page(q: &QuizState, cx: &Cx, v: &Viewport) -> Page {
    let mut p = Page::default();
    let col = v.column;
    let l = layout::layout(cx, q);
    let body_h = u16::try_from(l.body_height).unwrap_or(col.h);
    let top = q.top.min(l.max_top());
    let more = top < l.max_top();
    p.rows(Area::new(col.x, col.y, col.w, body_h), l.body, top);
    let pin_h = u16::try_from(l.pinned.len()).unwrap_or(0);
    let pin = Area::new(col.x, col.bottom().saturating_sub(pin_h), col.w, pin_h);
    p.rows(pin, l.pinned, 0);
    if pin_h > 0 && more {
        let y = pin.y.saturating_sub(1);
        let x = col.right().saturating_sub(3);
        p.text(col, (x, y), " ↓ ", Tone::Accent);
    }
    p
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::{Effect, Go};
    use crate::core::lang::Lang;
    use crate::core::write::Write;
    use state::Phase;

    fn cx() -> Cx {
        Cx::new(crate::content::load_bundled(), Lang::En, (80, 24))
    }

    #[test]
    fn a_digit_answers_a_single_choice_and_a_rating_moves_on_unrecorded() {
        let mut cx = cx();
        let item = cx
            .course
            .questions()
            .find(|q| matches!(q.kind, Kind::Single { .. }))
            .map(|q| q.id.clone())
            .expect("a single-choice question");
        let mut q = open::start_one(&mut cx, &item).expect("opens");
        assert_eq!(q.ctx(&cx), Ctx::Choices);
        assert!(q.key(&mut cx, Key::Char('1')));
        assert!(matches!(q.phase, Phase::Answered { .. }), "{:?}", q.phase);
        assert!(!q.key(&mut cx, Key::Char('x')), "a verdict takes no typing");
        q.action(&mut cx, Action::Continue);
        assert_eq!(q.phase, Phase::Done);
        assert!(cx.effects.is_empty(), "practice records nothing");
        q.action(&mut cx, Action::Back);
        assert_eq!(cx.nav, [Go::Back]);
    }

    #[test]
    fn a_review_takes_its_session_says_a_failed_write_and_closes_it_on_leaving() {
        let mut cx = cx();
        let mut q = open::start_review(&mut cx, None).expect("opens");
        assert!(
            matches!(&cx.effects[..], [Effect::Store(Write::StartSession { .. })]),
            "{:?}",
            cx.effects
        );
        cx.effects.clear();
        assert!(q.reply(&mut cx, Msg::SessionStarted(7)).is_none());
        assert!(matches!(
            q.mode,
            Mode::Review {
                session: Some(7),
                ..
            }
        ));
        assert!(
            q.reply(&mut cx, Msg::SessionStarted(8)).is_some(),
            "one session"
        );
        q.reply(&mut cx, Msg::StorageFailed("disk full".into()));
        assert_eq!(q.error.as_deref(), Some("disk full"));
        q.reply(&mut cx, Msg::Stored);
        assert_eq!(q.error, None);
        assert_eq!(q.close(&mut cx), Leave::Close);
        assert!(matches!(
            &cx.effects[..],
            [Effect::Store(Write::FinishSession { session: 7, .. })]
        ));
    }
}
