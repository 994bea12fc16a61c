//! Simulator helpers: carry out the model's simulator effects on a real embedded simulator
//! with the worker's own function (no thread), and feed the answers back.

use latih::app::keymap::Key;
use latih::app::screen::feed::FeedState;
use latih::app::{self, ConsoleEffect, ConsoleMsg, Done, Effect, Model, Msg, Screen, Tool};
use latih::feedsim::{Output, Simulator};
use latih::tui::console::feed as feed_worker;

pub fn state(m: &Model) -> &FeedState {
    match m.screen() {
        Screen::Feed(f) => f,
        other => panic!("not the simulator: {other:?}"),
    }
}

/// Carries out the model's simulator effects as the worker would, feeding the answers back.
pub fn serve(m: &mut Model, sim: &mut Simulator, effects: Vec<Effect>) {
    for e in effects {
        if let Effect::Console(Tool::Feed, ConsoleEffect::Run { id, line }) = e {
            let mut looks = Vec::new();
            let mut output = feed_worker::run_line(sim, &line, &mut |msg| looks.push(msg));
            steady(&mut output);
            for look in looks {
                app::update(m, Msg::Feed(ConsoleMsg::Live(look)));
            }
            let done = Done {
                id,
                line,
                answer: output,
            };
            let back = app::update(m, Msg::Feed(ConsoleMsg::Done(Box::new(done))));
            serve(m, sim, back);
        }
    }
}

/// Wall-clock times differ from run to run; pinned screens show a fixed one.
pub fn steady(o: &mut Output) {
    match o {
        Output::Run(r) => r.wall_ms = 40,
        Output::Compare(runs) => runs.iter_mut().for_each(|r| r.wall_ms = 40),
        _ => {}
    }
}

/// Presses keys, carrying out whatever simulator work they ask for.
pub fn keys(m: &mut Model, sim: &mut Simulator, keys: &[Key]) {
    for k in keys {
        let effects = app::update(m, Msg::Key(*k));
        serve(m, sim, effects);
    }
}
