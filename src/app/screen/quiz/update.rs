//! What keys do in a quiz or review: answering, rating, moving on, and what is recorded.

use super::flow;
use super::undo::{self, Undo};
use crate::app::keymap::{Action, Key};
use crate::app::screen::quiz::state::{Input, Mode, Phase, QuizState};
use crate::app::{Cx, Effect, Go};
use crate::core::message as m;
use crate::core::quiz::{Answer, Question, Verdict};
use crate::core::record::ReviewRecord;
use crate::core::schedule::Rating;
use crate::core::write::Write;

/// Pasted text on the end of a typed answer.
pub(crate) fn paste(q: &mut QuizState, text: &str) -> crate::app::textline::Typed {
    match (&mut q.input, &q.phase) {
        (Input::Text(t), Phase::Asking { .. }) => {
            let typed = crate::app::textline::paste(t, text, crate::app::textline::ANSWER_MAX);
            q.phase = Phase::Asking { hint: None };
            typed
        }
        _ => crate::app::textline::Typed::No,
    }
}

/// Typing into an estimate or recall answer, and digits picking options. Returns whether
/// the key was used here.
pub(crate) fn quiz_key(q: &mut QuizState, cx: &mut Cx, key: Key) -> bool {
    if !matches!(q.phase, Phase::Asking { .. }) {
        return false;
    }
    match (&mut q.input, key) {
        (Input::Text(t), Key::Char(_)) => {
            let typed = crate::app::textline::edit(t, key, crate::app::textline::ANSWER_MAX);
            q.phase = Phase::Asking { hint: None };
            cx.line_full(typed, crate::app::textline::ANSWER_MAX);
            true
        }
        (Input::Text(t), Key::Backspace) => {
            t.pop();
            true
        }
        (Input::Choices { .. }, Key::Char(c)) if c.is_ascii_digit() => {
            let n = c.to_digit(10).unwrap_or(0) as usize;
            let Some(question) = q.question(&cx.course).cloned() else {
                return false;
            };
            if q.pick(&question, n) {
                submit(q, cx);
                q.answered_by = Some((c, cx.clock.ms));
            }
            true
        }
        _ => false,
    }
}

pub(crate) fn quiz_action(q: &mut QuizState, cx: &mut Cx, a: Action) {
    match (a, &q.phase) {
        (Action::Up | Action::Down, Phase::Asking { .. }) => q.move_cursor(a == Action::Down),
        // Scrolling stops at the end, so Up always moves back at once.
        (
            Action::Up
            | Action::Down
            | Action::PageUp
            | Action::PageDown
            | Action::Top
            | Action::Bottom,
            _,
        ) => {
            let window = super::layout::layout(cx, q).window(q.top);
            q.top = window.moved(a).unwrap_or(q.top);
        }
        (Action::Toggle, Phase::Asking { .. }) => {
            if let Some(question) = q.question(&cx.course).cloned() {
                q.toggle(&question);
            }
        }
        (Action::Submit, Phase::Asking { .. }) if matches!(q.input, Input::Challenge { .. }) => {
            super::challenge::open(q, cx)
        }
        (Action::Submit | Action::GiveUp, Phase::Asking { .. }) => submit(q, cx),
        (Action::Continue, Phase::Answered { .. }) => {
            let default = q.ratings().first().copied().unwrap_or(Rating::Good);
            rate(q, cx, default);
        }
        (Action::RateAgain, Phase::Answered { .. }) => rate_key(q, cx, Rating::Again),
        (Action::RateHard, Phase::Answered { .. }) => rate_key(q, cx, Rating::Hard),
        (Action::RateGood, Phase::Answered { .. }) => rate_key(q, cx, Rating::Good),
        (Action::RateEasy, Phase::Answered { .. }) => rate_key(q, cx, Rating::Easy),
        (Action::Undo, _) => undo::undo(q, cx),
        (Action::Suspend | Action::Bury, Phase::Answered { .. }) => super::hold::hold(q, cx, a),
        (Action::OpenSim, Phase::Answered { .. }) => {
            let question = q.question(&cx.course);
            let sim = question.and_then(|x| super::open::simulation(cx, x));
            if let Some(id) = sim.map(str::to_string) {
                cx.go(Go::Simulation(id));
            }
        }
        (Action::OpenCalc, Phase::Answered { .. }) => {
            let drawn = (q.shown.as_ref())
                .and_then(|s| s.drawn.as_ref())
                .map(|d| d.values.clone());
            let question = q.question(&cx.course).cloned();
            super::open::calculator(cx, question.as_ref(), drawn);
        }
        (Action::RetryMissed, Phase::Done) if !q.missed.is_empty() => retry_missed(q, cx),
        (Action::DueDrill, Phase::Done) => {
            let review = matches!(q.mode, Mode::Review { .. });
            if let (true, Some(id)) = (review, cx.due_drills().first().cloned()) {
                cx.go(Go::Back);
                cx.go(Go::Drill(id));
            }
        }
        (Action::Open | Action::Back, Phase::Done) | (Action::Back, _) => cx.go(Go::Back),
        _ => {}
    }
}

/// Practises the questions just missed, reshuffled, with quick feedback and nothing
/// recorded (a review's schedule already has them back soon): Anki's "study forgotten".
/// This quiz closes (its session with it) and the retry opens in its place.
fn retry_missed(q: &QuizState, cx: &mut Cx) {
    let lesson = match &q.mode {
        Mode::Practice { lesson } => lesson.clone(),
        Mode::Review { source, .. } => source.clone().unwrap_or_default(),
    };
    cx.go(Go::Back);
    cx.go(Go::Retry {
        lesson,
        items: q.missed.clone(),
    });
}

fn submit(q: &mut QuizState, cx: &mut Cx) {
    let lang = cx.lang();
    let Some(question) = q.question(&cx.course).cloned() else {
        return;
    };
    let Some((verdict, answer)) = q.submit(&question, lang) else {
        return;
    };
    verdict_given(q, cx, &question, (verdict, answer));
}

/// An answer that came from elsewhere (a challenge's playground), graded as typed ones are.
pub(crate) fn answer_with(q: &mut QuizState, cx: &mut Cx, answer: Answer) {
    let Some(question) = q.question(&cx.course).cloned() else {
        return;
    };
    let verdict = crate::core::quiz::grade(&question, &answer, cx.lang());
    verdict_given(q, cx, &question, (verdict, answer));
}

/// The verdict on screen, with the rating choices a recorded review offers.
fn verdict_given(q: &mut QuizState, cx: &mut Cx, question: &Question, given: (Verdict, Answer)) {
    let (verdict, answer) = given;
    let choices =
        (cx.settings.scheduler).choices(cx.schedule.get(&question.id), cx.clock, &question.id);
    let choices = match (q.mode.records(), choices) {
        (true, Ok(c)) => Some(Box::new(c)),
        (true, Err(e)) => {
            q.error = Some(e.to_string());
            None
        }
        (false, _) => None,
    };
    q.answered(verdict, answer, choices);
}

/// The answer as the review log keeps it: option ids, not screen positions.
fn answer_json(q: &Question, answer: &Answer, verdict: &Verdict) -> String {
    let ids = |idx: &[usize]| -> Vec<String> {
        idx.iter()
            .filter_map(|i| q.kind.choices().get(*i).map(|c| c.id.clone()))
            .collect()
    };
    let v = match answer {
        Answer::Choice(i) => serde_json::json!({ "choice": ids(&[*i]).first() }),
        Answer::Choices(v) => serde_json::json!({ "choices": ids(v) }),
        Answer::Order(v) => serde_json::json!({ "order": ids(v) }),
        Answer::Number(t) => match verdict {
            Verdict::Estimate { given, .. } => serde_json::json!({ "text": t, "value": given }),
            _ => serde_json::json!({ "text": t }),
        },
        Answer::Recall(t) => serde_json::json!({ "text": t }),
        Answer::Challenge(Some(line)) => serde_json::json!({ "reached": line }),
        Answer::Challenge(None) => serde_json::json!({ "reached": null }),
    };
    v.to_string()
}

/// What a review row says of an answer (the session's own fields filled in by the caller).
fn answered(
    q: &QuizState,
    question: &Question,
    (answer, verdict): (&Answer, &Verdict),
    rating: Rating,
    at: i64,
) -> ReviewRecord {
    ReviewRecord {
        session: 0,
        item: question.id.clone(),
        kind: question.kind.key().to_string(),
        lesson: question.lesson.clone(),
        position: 0,
        shown: q
            .shown
            .as_ref()
            .map(|s| s.shown_ids(question))
            .unwrap_or_default(),
        answer: answer_json(question, answer, verdict),
        correct: verdict.correct(),
        rating,
        duration_ms: 0,
        at,
        interval_days: 0.0,
        shown_as: None,
    }
}

/// How soon after a digit answered a question the same digit is taken as pressed twice
/// (a double press, or a key held down), not as a rating.
pub const DOUBLE_PRESS_MS: i64 = 400;

/// A rating's digit: ignored when it is the digit that just answered, pressed again at
/// once, so a double press never rates the answer it gave.
fn rate_key(q: &mut QuizState, cx: &mut Cx, rating: Rating) {
    let digit = super::rating::rating_digit(rating);
    let now = cx.clock.ms;
    if q.answered_by
        .is_some_and(|(d, at)| Some(d) == digit && now - at < DOUBLE_PRESS_MS)
    {
        return;
    }
    rate(q, cx, rating);
}

fn rate(q: &mut QuizState, cx: &mut Cx, rating: Rating) {
    let now = cx.clock;
    let Some(question) = q.question(&cx.course).cloned() else {
        return;
    };
    let previous = cx.schedule.get(&question.id).copied();
    let flags_before = cx.flags_of(&question.id);
    let threshold = cx.settings.leech_threshold;
    if q.mode.records() && !q.ratings().contains(&rating) {
        cx.flash = Some(cx.i18n.msg(&m::quiz_rating_not_now()));
        return;
    }
    let Phase::Answered {
        verdict,
        answer,
        choices,
    } = q.phase.clone()
    else {
        return;
    };
    let counted = flow::counted_as(q, previous.as_ref(), now);
    let mut taken_back = Undo::before(q, &question.id, previous).counted_as(counted);
    let mut effect = None;
    let mut scheduled = None;
    let mut leech = None;
    if let (Mode::Review { session, .. }, Some(choices)) = (&q.mode, choices) {
        let (secs, state) = choices.get(rating);
        scheduled = Some(state);
        if super::hold::becomes_leech(rating, previous.as_ref(), &state, threshold) {
            leech = Some(state.lapses);
            taken_back = taken_back.with_flags(flags_before);
        }
        match session {
            Some(session) => {
                let record = ReviewRecord {
                    session: *session,
                    position: q.position,
                    duration_ms: (now.ms - q.shown_at_ms).max(0) as u64,
                    interval_days: secs as f64 / 86_400.0,
                    shown_as: counted,
                    ..answered(q, &question, (&answer, &verdict), rating, now.now)
                };
                taken_back = taken_back.recorded(&record);
                effect = Some((record, state));
            }
            None => q.error = Some(cx.i18n.msg(&m::quiz_not_recorded())),
        }
    }
    count_rating(q, &verdict, rating);
    match scheduled {
        // A day's review takes the question's new state: its next step may come back in it.
        Some(state) => q.session.answered(rating, &state, now),
        None => {
            let relearn = q.mode.records() && rating == Rating::Again;
            q.session
                .rate(if relearn { Rating::Again } else { Rating::Good });
        }
    }
    undo::keep(q, taken_back);
    if let Some((record, state)) = effect {
        cx.count_answer(counted);
        cx.schedule.insert(record.item.clone(), state);
        cx.effects.push(Effect::Store(Write::Record {
            record: Box::new(record),
            state,
        }));
    }
    if let Some(lapses) = leech {
        super::hold::leech(q, cx, &question.id, flags_before, lapses);
    }
    super::flow::advance(q, cx);
}

/// The run's counts of a rating: a self-rated answer takes its rating, and a right answer
/// rated Again was a lucky guess, missed all the same and not right the first time either
/// (never counted both ways in the summary).
fn count_rating(q: &mut QuizState, verdict: &Verdict, rating: Rating) {
    if verdict.correct().is_none() && q.mode.records() {
        q.self_rated(rating);
    }
    if rating == Rating::Again && q.session.attempt() == 0 {
        if verdict.correct() == Some(true) {
            q.first_right = q.first_right.saturating_sub(1);
        }
        q.note_missed();
    }
}

/// Leaves the quiz or review; a recorded session is closed (its answers are already kept).
pub(crate) fn leave(q: &QuizState, cx: &mut Cx) {
    cx.challenge = None;
    if let Mode::Review {
        session: Some(s), ..
    } = q.mode
    {
        cx.effects.push(Effect::Store(Write::FinishSession {
            session: s,
            at: cx.clock.now,
        }));
    }
}

/// Keeps the option under the cursor, or the typed answer, on screen while the learner
/// answers, however small the terminal.
pub(crate) fn follow_focus(q: &mut QuizState, cx: &Cx) {
    if matches!(q.phase, Phase::Asking { .. }) {
        q.top = super::layout::layout(cx, q).follow(q.top);
    }
}
