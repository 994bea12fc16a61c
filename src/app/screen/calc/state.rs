//! A calculator on screen: the learner's values, the input selected, what is being typed
//! into it. The values live on in the model after the screen closes, so the lesson's card
//! shows what the learner last tried.

use crate::app::calc_values::{CalcValues, values_of};
use crate::core::calc::{Calculator, ReadError};
use crate::core::lang::Lang;

#[derive(Debug, Clone, PartialEq)]
pub struct CalcState {
    pub calc: String,
    /// Every input's value in base units.
    pub values: Vec<f64>,
    pub selected: usize,
    /// The text being typed into the selected input, while typing.
    pub edit: Option<String>,
    /// The typed text was refused on Enter: the next character typed starts it afresh (as a
    /// selected field does), Backspace edits it.
    pub refused: bool,
    pub top: usize,
}

impl CalcState {
    /// Opens at the values the learner left, or at the defaults.
    pub fn new(c: &Calculator, kept: &CalcValues) -> CalcState {
        let (values, _) = values_of(c, kept);
        CalcState {
            calc: c.id.clone(),
            values,
            selected: 0,
            edit: None,
            refused: false,
            top: 0,
        }
    }

    /// What the typed text says, when something is typed: the value or why it is not one.
    pub fn typed(&self, c: &Calculator, lang: Lang) -> Option<Result<f64, ReadError>> {
        let text = self.edit.as_deref()?.trim();
        if text.is_empty() {
            return None;
        }
        let input = c.inputs.get(self.selected)?;
        Some(input.read(text, lang))
    }

    /// The values the outputs are worked out from: while typing, a value that reads well
    /// counts at once, so every output follows each keystroke.
    pub fn live(&self, c: &Calculator, lang: Lang) -> Vec<f64> {
        let mut v = self.values.clone();
        if let (Some(Ok(x)), Some(slot)) = (self.typed(c, lang), v.get_mut(self.selected)) {
            *slot = x;
        }
        v
    }
}
