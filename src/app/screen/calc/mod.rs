//! Back-of-envelope calculators: inputs stepped or typed, every output following.

pub(crate) mod keys;
pub mod state;
pub mod update;

pub use state::CalcState;

use super::{Leave, Ops, Pasted};
use crate::app::Cx;
use crate::app::keymap::{Action, Binding, Ctx, Key};
use crate::app::layout::Viewport;
use crate::app::page::Page;
use crate::app::scroll::Scroll;
use crate::app::textline::CALC_MAX;
use crate::core::message as m;

impl Ops for CalcState {
    fn ctx(&self, _cx: &Cx) -> Ctx {
        match self.edit {
            Some(_) => Ctx::CalcEdit,
            None => Ctx::Calc,
        }
    }

    fn keys(&self) -> &'static [Binding] {
        keys::KEYS
    }

    fn key(&mut self, cx: &mut Cx, k: Key) -> bool {
        update::key(self, cx, k)
    }

    fn paste(&mut self, _cx: &mut Cx, text: &str) -> Pasted {
        (update::paste(self, text), CALC_MAX)
    }

    fn action(&mut self, cx: &mut Cx, a: Action) {
        update::action(self, cx, a);
    }

    fn title(&self, cx: &Cx) -> (String, Option<String>) {
        let title = (cx.course.calculator(&self.calc))
            .and_then(|c| c.title.as_ref())
            .map_or_else(
                || cx.i18n.msg(&m::reader_calculator()),
                |t| t.text(cx.lang()).to_string(),
            );
        (format!(" ▦ {title}"), None)
    }

    fn page(&self, cx: &Cx, v: &Viewport) -> Page {
        let mut p = Page::default();
        let rows = update::rows(cx, self, usize::from(v.column.w));
        let top = Scroll::new(self.top, rows.len(), usize::from(v.column.h)).clamped();
        p.rows(v.column, rows, top);
        p
    }

    /// The learner's values stay for the lesson's card, which is laid out again with them.
    fn close(&mut self, cx: &mut Cx) -> Leave {
        update::keep(self, cx);
        cx.relayout = true;
        Leave::Close
    }
}

/// Opens the calculator of this id at the values the learner left it with (`None`: no
/// such calculator, said in the footer).
pub(crate) fn open(cx: &mut Cx, id: &str) -> Option<CalcState> {
    let Some(c) = cx.course.calculator(id) else {
        cx.flash = Some(cx.i18n.msg(&m::calc_unknown(id)));
        return None;
    };
    Some(CalcState::new(c, &cx.calc_values))
}

/// Opens a calculator at these inputs (a question drawn at them), not at those kept.
pub(crate) fn open_at(cx: &mut Cx, id: &str, values: Vec<f64>) -> Option<CalcState> {
    let mut c = open(cx, id)?;
    if c.values.len() == values.len() {
        c.values = values;
    }
    Some(c)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::lang::Lang;

    #[test]
    fn a_step_is_kept_for_the_card_reset_forgets_it_and_closing_lays_readers_out_again() {
        let mut cx = Cx::new(crate::content::load_bundled(), Lang::En, (80, 24));
        let id = cx.course.calculators().next().map(|c| c.id.clone());
        let id = id.expect("a bundled calculator");
        let mut c = open(&mut cx, &id).expect("opens");
        let before = c.values.clone();
        c.action(&mut cx, Action::StepUp);
        assert_ne!(c.values, before);
        assert_eq!(cx.calc_values.get(&id).map(|k| &k.values), Some(&c.values));
        // Typing a value that does not read keeps the old one and the field open.
        assert!(c.key(&mut cx, Key::Char('7')));
        c.paste(&mut cx, " bogus");
        c.action(&mut cx, Action::Submit);
        assert!(c.edit.is_some());
        c.action(&mut cx, Action::Back);
        assert!(c.edit.is_none());
        c.action(&mut cx, Action::Reset);
        assert_eq!(c.values, before);
        assert!(!cx.calc_values.contains_key(&id));
        assert_eq!(c.close(&mut cx), Leave::Close);
        assert!(cx.relayout);
        assert!(open(&mut cx, "no-such-calculator").is_none());
        assert!(cx.flash.is_some());
    }
}
