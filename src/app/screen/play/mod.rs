//! The playground: a command line over a real SQLite edge store, its reports and its guide.

mod laid;
pub mod state;
pub(crate) mod update;
pub(crate) mod view;

pub use state::PlayState;

use super::{Leave, Ops, Pasted};
use crate::app::keymap::{Action, Binding, Ctx, Key};
use crate::app::layout::Viewport;
use crate::app::page::Page;
use crate::app::{ConsoleEffect, Cx, Effect, Msg, Tool};
use crate::core::message as m;
use state::Guide;

impl Ops for PlayState {
    fn ctx(&self, _cx: &Cx) -> Ctx {
        self.console.ctx()
    }

    fn keys(&self) -> &'static [Binding] {
        crate::app::console::keys::KEYS
    }

    fn key(&mut self, cx: &mut Cx, k: Key) -> bool {
        self.console.type_key(cx, k)
    }

    fn paste(&mut self, _cx: &mut Cx, text: &str) -> Pasted {
        self.console.paste_line(text)
    }

    fn action(&mut self, cx: &mut Cx, a: Action) {
        update::action(self, cx, a);
    }

    fn title(&self, cx: &Cx) -> (String, Option<String>) {
        let guide = self.guide.as_ref();
        let title = match guide.and_then(|g| cx.course.scenario(&g.scenario)) {
            Some(sc) => format!(
                " ⛁ {}",
                sc.title.as_ref().map_or_else(
                    || cx.i18n.msg(&m::play_title()),
                    |t| t.text(cx.lang()).to_string()
                )
            ),
            None => format!(" latih · {}", cx.i18n.msg(&m::play_title())),
        };
        (title, None)
    }

    fn page(&self, cx: &Cx, v: &Viewport) -> Page {
        view::page(cx, self, v.body)
    }

    /// Leaving keeps the state for the next visit: the database it describes lives on.
    fn close(&mut self, _cx: &mut Cx) -> Leave {
        Leave::Keep
    }

    fn reply(&mut self, cx: &mut Cx, msg: Msg) -> Option<Msg> {
        match msg {
            Msg::Play(said) => {
                update::worker(self, cx, said);
                None
            }
            other => Some(other),
        }
    }

    /// A command runs on its own thread: look for its answer often.
    fn wake_ms(&self, _cx: &Cx) -> Option<i64> {
        self.console.running.as_ref().map(|_| 50)
    }
}

/// Opens the playground as it was left (`kept`), optionally at the first step of a guided
/// scenario (`None`: no such scenario, said in the footer).
pub(crate) fn open(
    cx: &mut Cx,
    kept: Option<PlayState>,
    scenario: Option<&str>,
) -> Option<PlayState> {
    if let Some(id) = scenario
        && cx.course.scenario(id).is_none()
    {
        cx.flash = Some(cx.i18n.msg(&m::play_no_scenario(id.to_string())));
        return None;
    }
    let mut state = kept.unwrap_or_default();
    // Opened free (from home), the playground is no longer in a scenario: its title and
    // "that was the last step" belong to the visit that ran it.
    if scenario.is_none() {
        state.guide = None;
    }
    if let Some(id) = scenario
        && let Some(sc) = cx.course.scenario(id)
    {
        let first = sc.steps.first().map(|s| s.run.clone());
        state.console.put(first.unwrap_or_default());
        state.back = 0;
        state.guide = Some(Guide {
            scenario: id.to_string(),
            next: 0,
            auto: false,
            reached: None,
        });
    }
    start_worker(cx);
    Some(state)
}

/// The worker gets the course's definitions and opens its database.
fn start_worker(cx: &mut Cx) {
    let defs = cx.course.playgrounds();
    cx.effects
        .push(Effect::Console(Tool::Play, ConsoleEffect::Define(defs)));
    cx.effects
        .push(Effect::Console(Tool::Play, ConsoleEffect::Open));
}

/// Opens the playground for a challenge question: `fresh`, at its scenario's start with
/// the steps running by themselves one after the other; otherwise as the learner left it
/// (when it is still that scenario).
pub(crate) fn open_challenge(
    cx: &mut Cx,
    kept: Option<PlayState>,
    scenario: &str,
    fresh: bool,
) -> Option<PlayState> {
    let same = (kept.as_ref())
        .and_then(|k| k.guide.as_ref())
        .is_some_and(|g| g.scenario == scenario);
    if !fresh && same {
        start_worker(cx);
        return kept;
    }
    let mut state = open(cx, kept, Some(scenario))?;
    if let Some(g) = state.guide.as_mut() {
        g.auto = true;
    }
    update::run_line(&mut state, cx);
    Some(state)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::{ConsoleMsg, Done};
    use crate::app::{PlayAnswer, PlayLive};
    use crate::core::lang::Lang;

    #[test]
    fn opened_free_a_kept_playground_leaves_its_scenario() {
        let mut cx = Cx::new(crate::content::load_bundled(), Lang::En, (100, 30));
        let id = (cx.course.banks.iter())
            .flat_map(|b| b.scenarios.iter())
            .map(|s| s.id.clone())
            .next()
            .expect("a bundled scenario");
        let guided = open(&mut cx, None, Some(&id)).expect("opens");
        assert!(guided.guide.is_some());
        let free = open(&mut cx, Some(guided), None).expect("opens");
        assert!(free.guide.is_none());
    }

    #[test]
    fn one_command_at_a_time_its_report_lands_under_it_and_leaving_keeps_the_screen() {
        let mut cx = Cx::new(crate::content::load_bundled(), Lang::En, (100, 30));
        let mut p = open(&mut cx, None, None).expect("opens");
        // The course's playgrounds go to the worker first, so `reset ID` finds them.
        assert_eq!(
            cx.effects,
            [
                Effect::Console(Tool::Play, ConsoleEffect::Define(cx.course.playgrounds())),
                Effect::Console(Tool::Play, ConsoleEffect::Open)
            ]
        );
        cx.effects.clear();
        let ready = PlayLive::Ready(vec!["follows".into()]);
        assert!(
            p.reply(&mut cx, Msg::Play(ConsoleMsg::Live(ready)))
                .is_none()
        );
        assert_eq!(p.schema, ["follows"]);
        p.paste(&mut cx, "stats");
        p.action(&mut cx, Action::Submit);
        let [Effect::Console(Tool::Play, ConsoleEffect::Run { id, line })] = &cx.effects[..] else {
            panic!("{:?}", cx.effects)
        };
        let (id, line) = (*id, line.clone());
        assert_eq!(p.ctx(&cx), Ctx::ConsoleRunning);
        p.paste(&mut cx, "gen");
        p.action(&mut cx, Action::Submit);
        assert!(cx.flash.is_some(), "busy");
        let answer = PlayAnswer {
            report: Default::default(),
            schema: vec!["follows".into(), "by_followee".into()],
            in_use: "follow-graph".into(),
        };
        let done = Done { id, line, answer };
        p.reply(&mut cx, Msg::Play(ConsoleMsg::Done(Box::new(done))));
        assert_eq!(p.ctx(&cx), Ctx::Console);
        assert_eq!(p.console.log.len(), 1);
        assert_eq!(p.schema.len(), 2);
        // Another screen's reply is handed back.
        assert!(p.reply(&mut cx, Msg::DrillStarted(3)).is_some());
        assert_eq!(p.close(&mut cx), Leave::Keep);
        assert!(open(&mut cx, None, Some("no-such-scenario")).is_none());
    }
}
