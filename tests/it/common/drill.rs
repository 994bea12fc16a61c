//! Drill helpers: open the fixture's drill from its lesson card, move the injected clock.

use super::press;
use super::quiz::{NOW, keys};

use latih::app::keymap::Key;
use latih::app::screen::drill::state::DrillState;
use latih::app::{self, Effect, Model, Msg, Screen};
use latih::core::clock::Clock;

/// Milliseconds since `NOW` as the model's clock (Jakarta time).
pub fn at(m: &mut Model, after_ms: i64) -> Vec<Effect> {
    app::update(
        m,
        Msg::Tick(Clock::from_ms(NOW * 1000 + after_ms, 7 * 3600)),
    )
}

pub fn drill(m: &Model) -> &DrillState {
    match m.screen() {
        Screen::Drill(d) => d,
        other => panic!("expected a drill, got {other:?}"),
    }
}

/// Opens the edges lesson, Tabs to its drill card and presses Enter; storage answers with
/// no earlier attempts.
pub fn open_drill(m: &mut Model) -> Vec<Effect> {
    super::open_lesson(m, "edges");
    for _ in 0..8 {
        if super::render(m).contains("▌ ▌ ◷") {
            break;
        }
        press(m, &[Key::Tab]);
    }
    let effects = keys(m, &[Key::Enter]);
    app::update(m, Msg::DrillHistory(Ok(Vec::new())));
    effects
}

/// Starts the clock at `NOW`; storage writes the attempt as number 7.
pub fn start_clock(m: &mut Model) -> Vec<Effect> {
    at(m, 0);
    let effects = keys(m, &[Key::Enter]);
    app::update(m, Msg::DrillStarted(7));
    effects
}
