//! What keys and the simulator's worker do to the simulator screen: the shared console
//! (typing, history, completion, running one simulation at a time, stopping it: what it
//! reached is kept) and scrolling the output.

use super::state::FeedState;
use crate::app::ConsoleMsg;
use crate::app::console::Submit;
use crate::app::keymap::Action;
use crate::app::{ConsoleEffect, Cx, Effect, FeedLive, Go, Tool};
use crate::core::feed::command;
use crate::core::message as m;
use crate::feedsim::Output;

pub(crate) fn action(s: &mut FeedState, cx: &mut Cx, a: Action) {
    match a {
        Action::Back => cx.go(Go::Back),
        Action::Submit => match s.console.submit() {
            Submit::Empty => {}
            Submit::Busy => cx.flash = Some(cx.i18n.msg(&m::feed_busy())),
            Submit::Run { id, line } => {
                s.top = None;
                cx.effects
                    .push(Effect::Console(Tool::Feed, ConsoleEffect::Run { id, line }));
            }
        },
        Action::Stop if s.console.running.is_some() => cx
            .effects
            .push(Effect::Console(Tool::Feed, ConsoleEffect::Cancel)),
        Action::Up | Action::Down => s.console.recall(a),
        a if s.console.line_action(a) => {}
        Action::NextItem => {
            let found = command::complete(&s.console.line);
            s.console.complete(found);
        }
        Action::PageUp | Action::PageDown => scroll(s, cx, a),
        Action::ClearHistory => {
            s.console.log.clear();
            s.top = None;
        }
        _ => {}
    }
}

/// What the worker says: a look at the running simulation, an answer (a stopped run too:
/// it says how far it got), or why the simulator could not start or stopped.
pub(crate) fn worker(s: &mut FeedState, cx: &mut Cx, said: ConsoleMsg<FeedLive, Output>) {
    match said {
        ConsoleMsg::Live(look) => s.console.live(look),
        ConsoleMsg::Done(d) => s.console.done(*d),
        ConsoleMsg::Failed(why) => {
            if let Some(notice) = s.console.failed(why) {
                cx.flash = Some(notice);
            }
        }
    }
}

/// Scrolls the output (the one scroll: both ends are real stops, so a key back moves at
/// once); the newest answer is followed again when the next command is run.
fn scroll(s: &mut FeedState, cx: &Cx, a: Action) {
    let window = super::view::layout(cx, s, cx.viewport().body).window;
    if let Some(top) = window.moved(a) {
        s.top = Some(top);
    }
}
