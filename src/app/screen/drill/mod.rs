//! Timed oral drills: the prompt, the clock, the sample answer, the checklist, the verdict.

pub(crate) mod bigdigits;
pub(crate) mod clock;
pub(crate) mod keys;
pub mod state;
pub(crate) mod update;
pub mod view;

pub use state::DrillState;

use super::{Leave, Ops};
use crate::app::keymap::{Action, Binding, Ctx};
use crate::app::layout::Viewport;
use crate::app::page::Page;
use crate::app::scroll::Scroll;
use crate::app::{Cx, Effect, Msg};
use crate::core::message as m;

impl Ops for DrillState {
    fn ctx(&self, _cx: &Cx) -> Ctx {
        view::ctx(self)
    }

    fn keys(&self) -> &'static [Binding] {
        keys::KEYS
    }

    fn action(&mut self, cx: &mut Cx, a: Action) {
        update::action(self, cx, a);
    }

    fn title(&self, cx: &Cx) -> (String, Option<String>) {
        let drill = cx.course.drill(&self.drill);
        (
            format!(" {}", crate::app::render::drill::title(&cx.i18n, drill)),
            None,
        )
    }

    fn page(&self, cx: &Cx, v: &Viewport) -> Page {
        clock::page(cx, self, v.column)
    }

    /// Leaving mid-attempt keeps it as abandoned.
    fn close(&mut self, cx: &mut Cx) -> Leave {
        update::abandon(self, cx);
        Leave::Close
    }

    /// Ctrl-c in an attempt asks first, as Esc does: minutes of talking are not thrown
    /// away by one key.
    fn quitting(&mut self, cx: &mut Cx) -> bool {
        update::quitting(self, cx)
    }

    fn tick(&mut self, cx: &mut Cx) {
        update::tick(self, cx);
    }

    /// Storage wrote the attempt whose clock just started, or read the earlier ones.
    fn reply(&mut self, _cx: &mut Cx, msg: Msg) -> Option<Msg> {
        match msg {
            Msg::DrillStarted(id) if self.attempt.is_none() => self.attempt = Some(id),
            Msg::DrillHistory(h) => self.history = Some(h),
            other => return Some(other),
        }
        None
    }

    /// While the clock runs: when its figure next changes (at most 250 ms, so a stalled
    /// terminal catches up quickly).
    fn wake_ms(&self, cx: &Cx) -> Option<i64> {
        let timer = self.timer.as_ref().filter(|_| self.ticking())?;
        timer.until_change(cx.clock.ms).map(|u| u.clamp(1, 250))
    }
}

impl DrillState {
    /// The scroll of the drill's text at this size.
    fn scroll(&self, cx: &Cx, v: &Viewport) -> Scroll {
        let len = view::rows(cx, self, usize::from(v.column.w)).len();
        Scroll::new(self.top, len, usize::from(v.column.h).max(1))
    }
}

/// Opens a drill's prompt screen and asks storage for its earlier attempts (`None`: no
/// such drill, or no progress file to keep it in, said in the footer).
pub(crate) fn open(cx: &mut Cx, id: &str) -> Option<DrillState> {
    if let Some(problem) = &cx.storage_problem {
        cx.flash = Some(cx.i18n.msg(&m::quiz_no_storage(problem)));
        return None;
    }
    let Some(drill) = cx.course.drill(id) else {
        cx.flash = Some(cx.i18n.msg(&m::drill_unknown(id)));
        return None;
    };
    let state = DrillState::new(drill);
    cx.effects
        .push(Effect::Load(crate::app::Load::DrillHistory(id.to_string())));
    Some(state)
}
