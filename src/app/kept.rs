//! What the learner leaves in the tools, kept in the progress file between runs: each
//! calculator's values (for the course) and the scratchpad's lines (for every course, worked
//! out again at the start, so the names they set are set again). A leaf: the context and
//! the tools' screens use it.

use super::calc_values::{CalcValues, Kept};
use crate::core::expr::{Answer, ExprError, Scratchpad};
use crate::core::lang::Lang;
use crate::core::write::Write;

/// One scratchpad line worked out, and its answer or why there is none.
#[derive(Debug, Clone, PartialEq)]
pub struct Entry {
    pub input: String,
    pub result: Result<Answer, ExprError>,
}

/// The key of the scratchpad's lines.
const SCRATCHPAD: &str = "scratchpad";
/// The key prefix of a calculator's values.
const CALC: &str = "calc/";
/// The most scratchpad lines kept: the newest.
pub const SCRATCH_LINES: usize = 500;

/// Takes what the progress file kept: a row that cannot be read is left out, and its tool
/// starts from its defaults.
pub(crate) fn restore(
    kept: Vec<(String, String)>,
    (calcs, scratch, history): (&mut CalcValues, &mut Scratchpad, &mut Vec<Entry>),
    lang: Lang,
) {
    for (key, value) in kept {
        if let Some(id) = key.strip_prefix(CALC) {
            if let Ok(k) = serde_json::from_str::<Kept>(&value) {
                calcs.insert(id.to_string(), k);
            }
        } else if key == SCRATCHPAD
            && let Ok(lines) = serde_json::from_str::<Vec<String>>(&value)
            && history.is_empty()
        {
            for input in lines {
                let result = scratch.eval(&input, lang);
                history.push(Entry { input, result });
            }
        }
    }
}

/// The write that keeps calculator `id`'s values as they are now (none: its defaults).
pub(crate) fn calc(calcs: &CalcValues, id: &str, at: i64) -> Write {
    Write::Keep {
        key: format!("{CALC}{id}"),
        value: calcs.get(id).and_then(|k| serde_json::to_string(k).ok()),
        shared: false,
        at,
    }
}

/// The write that keeps the scratchpad's newest lines (none after it was cleared).
pub(crate) fn scratch(history: &[Entry], at: i64) -> Write {
    let from = history.len().saturating_sub(SCRATCH_LINES);
    let lines: Vec<&str> = history[from..].iter().map(|e| e.input.as_str()).collect();
    Write::Keep {
        key: SCRATCHPAD.to_string(),
        value: (!lines.is_empty()).then(|| serde_json::to_string(&lines).unwrap_or_default()),
        shared: true,
        at,
    }
}
