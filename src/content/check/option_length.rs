//! A habit check on single-choice questions: when the right option is the longest, a learner
//! in spaced review learns to pick the longest option instead of the right idea.

use super::{Checker, Path};
use crate::content::yaml::{Node, Value};
use crate::core::problem::ProblemKind;

/// Right option at least this many times the longest wrong one (and `MIN_EXTRA` characters
/// more) gives itself away in one question.
const MUCH_LONGER: f64 = 1.5;
const MIN_EXTRA: usize = 15;
/// A bank needs this many single-choice questions before the habit is worth naming.
const HABIT_MIN: usize = 4;

/// Lengths in characters of the right option and the longest wrong one, per language.
struct Lengths {
    right: usize,
    wrong: usize,
}

/// For each language, the right option's length against the longest wrong option's, and
/// where the right option is written.
fn lengths(question: &Node) -> Option<(Vec<Lengths>, &Node)> {
    if question.get("type").and_then(Node::as_text) != Some("single") {
        return None;
    }
    let options = question.get("options")?.items();
    let is_right = |o: &Node| matches!(o.get("correct").map(|c| &c.value), Some(Value::Bool(true)));
    let right = options.iter().find(|o| is_right(o))?;
    let len = |o: &Node, lang: &str| -> Option<usize> {
        let text = o.get("text")?;
        let s = match &text.value {
            Value::Map(_) => text.get(lang)?.as_text()?,
            _ => text.as_text()?,
        };
        Some(s.split_whitespace().map(|w| w.chars().count() + 1).sum())
    };
    let per_lang = ["id", "en"]
        .iter()
        .filter_map(|lang| {
            let wrong = (options.iter().filter(|o| !is_right(o)))
                .filter_map(|o| len(o, lang))
                .max()?;
            Some(Lengths {
                right: len(right, lang)?,
                wrong,
            })
        })
        .collect();
    Some((per_lang, right))
}

impl Checker<'_> {
    /// One question whose right option is much the longest, named at that option.
    pub(super) fn right_option_length(&mut self, question: &Node, path: &Path<'_>) {
        let Some((per_lang, right)) = lengths(question) else {
            return;
        };
        let worst = (per_lang.iter())
            .filter(|l| l.right >= l.wrong + MIN_EXTRA)
            .map(|l| l.right as f64 / l.wrong.max(1) as f64)
            .fold(0.0, f64::max);
        if worst >= MUCH_LONGER {
            let kind = ProblemKind::RightMuchLongest {
                times: format!("{:.1}", worst),
            };
            let at = right.get("text").unwrap_or(right);
            self.add(kind, at, &Path::Field(path, "options"));
        }
    }

    /// A bank where the right option is the longest in most single-choice questions.
    pub(super) fn longest_right_habit(&mut self, bank: &Node, path: &Path<'_>) {
        let Some((key, questions)) = bank.entries().iter().find(|(k, _)| k.name == "questions")
        else {
            return;
        };
        let all: Vec<_> = questions.items().iter().filter_map(lengths).collect();
        let longest = (all.iter())
            .filter(|(per_lang, _)| per_lang.iter().any(|l| l.right > l.wrong))
            .count();
        if all.len() >= HABIT_MIN && longest * 2 > all.len() {
            let kind = ProblemKind::LongestRightHabit {
                longest: longest.to_string(),
                total: all.len().to_string(),
            };
            self.add_at(kind, key.line, key.column, &Path::Field(path, "questions"));
        }
    }
}
