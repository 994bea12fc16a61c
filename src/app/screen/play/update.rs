//! What keys and the playground worker do to the playground screen: the shared console
//! (typing, history, completion, running one command at a time), scrolling the output, and
//! stepping through a guided scenario.

use crate::app::console::Submit;
use crate::app::keymap::Action;
use crate::app::screen::play::state::PlayState;
use crate::app::{ConsoleEffect, Cx, Effect, PlayAnswer, PlayLive, Tool};
use crate::app::{ConsoleMsg, Done};
use crate::core::message as m;
use crate::core::play;

pub(crate) fn action(s: &mut PlayState, cx: &mut Cx, a: Action) {
    match a {
        Action::Back => cx.go(crate::app::Go::Back),
        Action::Submit => run_line(s, cx),
        Action::Stop if s.console.running.is_some() => cx
            .effects
            .push(Effect::Console(Tool::Play, ConsoleEffect::Cancel)),
        Action::Up | Action::Down => s.console.recall(a),
        a if s.console.line_action(a) => {}
        // `reset ` and the start of an id: the playgrounds there are.
        Action::NextItem if s.console.line.trim_start().starts_with("reset ") => {
            let typed = s.console.line.trim_start()["reset ".len()..]
                .trim_start()
                .to_string();
            let ids = std::iter::once(crate::core::playdef::BUILT_IN.to_string())
                .chain(cx.course.playgrounds().into_iter().map(|d| d.id));
            let found: Vec<String> = ids
                .filter(|id| id.starts_with(&typed))
                .map(|id| format!("reset {id}"))
                .collect();
            s.console.complete(found);
        }
        Action::NextItem => {
            let def = (s.defined.as_ref())
                .and_then(|id| cx.course.playgrounds().into_iter().find(|d| d.id == *id));
            match def {
                Some(d) => {
                    let words = crate::core::playdef::line::words(&d);
                    let words = words.iter().map(String::as_str);
                    let found = play::complete_from_words(words, &s.console.line);
                    s.console.complete(found);
                }
                None => s.console.complete(play::complete(&s.console.line)),
            }
        }
        Action::PageUp | Action::PageDown => scroll(s, cx, a),
        Action::ClearHistory => {
            s.console.log.clear();
            s.back = 0;
        }
        _ => {}
    }
}

/// Runs the command on the line (one at a time: a busy worker is said in the footer).
pub(crate) fn run_line(s: &mut PlayState, cx: &mut Cx) {
    match s.console.submit() {
        Submit::Empty => {}
        Submit::Busy => cx.flash = Some(cx.i18n.msg(&m::play_busy())),
        Submit::Run { id, line } => {
            s.back = 0;
            cx.effects
                .push(Effect::Console(Tool::Play, ConsoleEffect::Run { id, line }));
        }
    }
}

/// What the worker says: ready with the schema, how far `gen` is, a command's report, or
/// why it stopped.
pub(crate) fn worker(s: &mut PlayState, cx: &mut Cx, said: ConsoleMsg<PlayLive, PlayAnswer>) {
    match said {
        ConsoleMsg::Live(PlayLive::Ready(schema)) => s.schema = schema,
        ConsoleMsg::Live(PlayLive::Progress(done, all)) => s.console.live((done, all)),
        ConsoleMsg::Done(d) => done(s, cx, *d),
        ConsoleMsg::Failed(why) => {
            if let Some(notice) = s.console.failed(why) {
                cx.flash = Some(notice);
            }
        }
    }
}

/// A command's report joins the log under the command it answers (never under a later
/// one), and a guided scenario moves on when the step's own command was run; either way
/// the step's command is offered on an empty line (and run at once when the steps run by
/// themselves). After the last step, each of the learner's commands is held against the
/// scenario's goal.
fn done(s: &mut PlayState, cx: &mut Cx, d: Done<PlayAnswer>) {
    let scenario = (s.guide.as_ref()).and_then(|g| cx.course.scenario(&g.scenario).cloned());
    let steps: Vec<&str> = (scenario.iter())
        .flat_map(|sc| sc.steps.iter().map(|s| s.run.as_str()))
        .collect();
    let Done { id, line, answer } = d;
    s.schema = answer.schema;
    s.defined = (answer.in_use != crate::core::playdef::BUILT_IN).then_some(answer.in_use);
    let mut auto = false;
    if let Some(g) = s.guide.as_mut() {
        let was_step = g.next < steps.len();
        if steps.get(g.next) == Some(&line.as_str()) {
            g.next += 1;
        }
        let goal = scenario.as_ref().and_then(|sc| sc.goal.as_ref());
        if let Some(goal) = goal.filter(|_| !was_step && g.reached.is_none())
            && goal.reached(&line, &answer.report)
        {
            g.reached = Some(line.clone());
            reached(cx, &g.scenario, &line);
        }
        // The step's command waits on the line: the next one after it ran, the same one
        // again after a typo or a command of the learner's own.
        if s.console.line.is_empty()
            && let Some(next) = steps.get(g.next)
        {
            s.console.put(next.to_string());
            auto = g.auto;
        }
    }
    s.console.done(Done {
        id,
        line,
        answer: answer.report,
    });
    if auto {
        run_line(s, cx);
    }
}

/// The goal was met: a challenge question waiting on it hears which command met it.
fn reached(cx: &mut Cx, scenario: &str, line: &str) {
    let waiting = cx.challenge.as_mut().filter(|c| c.scenario == scenario);
    let said = match waiting {
        Some(c) => {
            c.reached = Some(line.to_string());
            m::play_goal_back()
        }
        None => m::play_goal_reached(line.to_string()),
    };
    cx.flash = Some(cx.i18n.msg(&said));
}

/// Scrolls the output back from its end (the one scroll: the start is a real stop, so a key
/// back down moves at once).
fn scroll(s: &mut PlayState, cx: &Cx, a: Action) {
    let window = super::view::layout(cx, s, cx.viewport().body).window;
    if let Some(top) = window.moved(a) {
        s.back = window.max_top() - top;
    }
}
