//! Quiz helpers shared by the quiz tests: a fixture model at a fixed time and seed, and a
//! learner who answers every question type correctly.

use super::{chars, load_fixture, model, press};

use latih::app::keymap::Key;
use latih::app::screen::quiz::state::{Input, QuizState};
use latih::app::{self, Effect, Model, Msg, Screen, Settings};
use latih::core::clock::Clock;
use latih::core::lang::Lang;
use latih::core::quiz::Kind;

pub const NOW: i64 = 1_796_112_000; // 2026-12-01T08:00:00Z

pub fn fixture(lang: Lang, seed: u64) -> Model {
    let settings = Settings {
        seed,
        ..Settings::default()
    };
    let mut m =
        model(load_fixture("valid"), lang, 80, 24).with_progress(settings, Default::default());
    app::update(&mut m, Msg::Tick(Clock::new(NOW, 7 * 3600)));
    m
}

pub fn quiz(m: &Model) -> &QuizState {
    match m.screen() {
        Screen::Quiz(q) => q,
        other => panic!("expected a quiz, got {other:?}"),
    }
}

/// Feeds keys and collects the effects they ask for.
pub fn keys(m: &mut Model, keys: &[Key]) -> Vec<Effect> {
    keys.iter()
        .flat_map(|k| app::update(m, Msg::Key(*k)))
        .collect()
}

/// Answers the question on screen correctly, as a learner who knows it would.
pub fn answer_right(m: &mut Model) -> Vec<Effect> {
    let q = quiz(m).clone();
    let question = q.question(&m.course).expect("a question").clone();
    let order = q.shown.as_ref().expect("shown").order.clone();
    match &question.kind {
        Kind::Single { options } => {
            let at = order
                .iter()
                .position(|&i| options[i].correct)
                .expect("right option shown");
            let effects = keys(
                m,
                &[Key::Char(
                    char::from_digit(at as u32 + 1, 10).unwrap_or('1'),
                )],
            );
            // The learner reads the verdict before rating: the same digit is a rating
            // again, not a double press (that is tested on its own).
            if let Some(Screen::Quiz(q)) = m.screens.last_mut() {
                q.answered_by = None;
            }
            effects
        }
        Kind::Multiple { options } => {
            let mut out = Vec::new();
            for (k, &i) in order.iter().enumerate() {
                if options[i].correct {
                    out.extend(keys(
                        m,
                        &[Key::Char(char::from_digit(k as u32 + 1, 10).unwrap_or('1'))],
                    ));
                }
            }
            out.extend(keys(m, &[Key::Enter]));
            out
        }
        Kind::Numeric { value, unit, .. } => {
            let text = format!("{value} {}", unit.text(m.lang()));
            let mut out = keys(m, &chars(&text));
            out.extend(keys(m, &[Key::Enter]));
            out
        }
        Kind::Ordering { steps } => {
            let mut out = Vec::new();
            for target in 0..steps.len() {
                let Input::Order { order, cursor, .. } = quiz(m).input.clone() else {
                    panic!("ordering input");
                };
                let at = order.iter().position(|&i| i == target).expect("step");
                let moves = if at >= cursor {
                    vec![Key::Down; at - cursor]
                } else {
                    vec![Key::Up; cursor - at]
                };
                out.extend(keys(m, &moves));
                out.extend(keys(m, &[Key::Char(' ')]));
                out.extend(keys(m, &vec![Key::Up; at - target]));
                out.extend(keys(m, &[Key::Char(' ')]));
            }
            out.extend(keys(m, &[Key::Enter]));
            out
        }
        Kind::Recall { .. } => keys(m, &[Key::Enter]),
        // The playground itself is driven in play::challenge; here its worker is not run,
        // and the learner's reaching the goal is what the playground would have noted.
        Kind::Challenge { scenario } => {
            let solution = (m.course.scenario(scenario))
                .and_then(|s| s.goal.as_ref())
                .and_then(|g| g.solution.last().cloned())
                .expect("a challenge's goal and solution");
            let mut out = keys(m, &[Key::Enter]);
            let waiting = m.challenge.as_mut().expect("the playground opened for it");
            waiting.reached = Some(solution);
            // The step it started is answered (here: its worker is gone), so Esc leaves.
            let gone = app::ConsoleMsg::Failed("no worker in this test".into());
            out.extend(app::update(m, Msg::Play(gone)));
            out.extend(keys(m, &[Key::Esc]));
            out
        }
    }
}

pub fn start_review(m: &mut Model) -> Vec<Effect> {
    // The Review entry is the first of the home screen.
    press(m, &[Key::Home]);
    let effects = keys(m, &[Key::Enter]);
    app::update(m, Msg::SessionStarted(7));
    effects
}
