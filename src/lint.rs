//! `latih lint`: every problem of a course folder as a compiler would print it, with the
//! offending line and a caret, then a count, in the active language.

use crate::app::lists::problem_lines;
use crate::content::Loaded;
use crate::core::problem::Severity;
use crate::i18n::{Arg, I18n, ids};

/// The whole report as text, quoted lines cut to `width`. Problems come sorted by file and
/// position.
pub fn report(i18n: &I18n, loaded: &Loaded, width: usize) -> String {
    let mut out = String::new();
    for p in &loaded.problems {
        for (line, _) in problem_lines(i18n, p, width) {
            out.push_str(&line);
            out.push('\n');
        }
        out.push('\n');
    }
    let files = loaded.files.len();
    out.push_str(&i18n.ta(
        ids::LINT_SUMMARY,
        &[
            ("errors", Arg::from(loaded.errors())),
            ("warnings", Arg::from(loaded.warnings())),
            ("files", Arg::from(files)),
            ("lessons", Arg::from(loaded.course.lessons.len())),
        ],
    ));
    out.push('\n');
    out
}

/// Whether lint fails: errors always, warnings only when asked to.
pub fn failed(loaded: &Loaded, deny_warnings: bool) -> bool {
    loaded
        .problems
        .iter()
        .any(|p| p.severity() == Severity::Error || deny_warnings)
}
