//! `latih lint --fix`: the fixes lint can write by itself into the instructor's files. Today
//! one: a scenario written before `reset` was required gets the step at its start, with the
//! text latih shows for it meanwhile. Each file is rewritten whole, beside itself and renamed
//! into place (never through a link), and only where a problem names it.

use std::collections::BTreeMap;
use std::path::Path;

use crate::core::lang::Lang;
use crate::core::message as m;
use crate::core::problem::{Problem, ProblemKind};
use crate::i18n::I18n;

/// What was done, one sentence per fix or per file that could not be written.
pub fn fix(problems: &[Problem], i18n: &I18n) -> Vec<String> {
    let mut by_file: BTreeMap<&str, Vec<usize>> = BTreeMap::new();
    for p in problems {
        if matches!(p.kind, ProblemKind::ScenarioNoReset { .. }) && p.place.line > 0 {
            by_file.entry(&p.place.file).or_default().push(p.place.line);
        }
    }
    let mut said = Vec::new();
    for (file, mut lines) in by_file {
        lines.sort_unstable();
        lines.dedup();
        let path = Path::new(file);
        let text = match crate::safefs::read_bounded(path, crate::content::MAX_FILE_BYTES) {
            Ok(bytes) => String::from_utf8_lossy(&bytes).into_owned(),
            Err(e) => {
                let why = e.to_string();
                said.push(i18n.msg(&m::LintFixFailed { file, why }.into()));
                continue;
            }
        };
        let (fixed, at) = add_resets(&text, &lines);
        let written =
            crate::safefs::write_whole(path, fixed.as_bytes(), crate::safefs::Replace::Plain, true);
        match written {
            Ok(()) => said.extend(
                at.into_iter()
                    .map(|line| i18n.msg(&m::LintFixed { file, line }.into())),
            ),
            Err(e) => {
                let why = i18n.msg(&crate::storage::write_error(&e));
                said.push(i18n.msg(&m::LintFixFailed { file, why }.into()));
            }
        }
    }
    said
}

/// `text` with a `reset` step before the step holding each `run` line (1-based), and the
/// lines where the steps went (in the new text).
fn add_resets(text: &str, run_lines: &[usize]) -> (String, Vec<usize>) {
    let lines: Vec<&str> = text.split_inclusive('\n').collect();
    let said = |lang| I18n::new(lang).msg(&m::play_fresh_start());
    let (id, en) = (said(Lang::Id), said(Lang::En));
    let mut starts: Vec<usize> = run_lines
        .iter()
        .filter_map(|&l| {
            let run = l.checked_sub(1)?;
            (0..=run.min(lines.len().checked_sub(1)?))
                .rev()
                .find(|&i| lines[i].trim_start().starts_with("- "))
        })
        .collect();
    starts.sort_unstable();
    starts.dedup();
    let mut out = String::with_capacity(text.len() + 100 * starts.len());
    let mut at = Vec::new();
    for (i, line) in lines.iter().enumerate() {
        if starts.contains(&i) {
            let pad = " ".repeat(line.len() - line.trim_start().len());
            at.push(i + 1 + 2 * at.len());
            out.push_str(&format!(
                "{pad}- text: {{id: \"{id}\", en: \"{en}\"}}\n{pad}  run: reset\n"
            ));
        }
        out.push_str(line);
    }
    (out, at)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_reset_step_goes_before_the_first_one_at_its_indentation() {
        let text = "scenarios:\n  - id: s\n    steps:\n      - text: A graph.\n        run: gen users=10\n";
        let (fixed, at) = add_resets(text, &[5]);
        assert_eq!(
            fixed,
            "scenarios:\n  - id: s\n    steps:\n      - text: {id: \"Mulai dari playground yang bersih.\", en: \"From a fresh playground.\"}\n        run: reset\n      - text: A graph.\n        run: gen users=10\n"
        );
        assert_eq!(at, [4]);
        // Written as `- run: …` first, the step still starts on that line.
        let (fixed, _) = add_resets("steps:\n  - run: gen\n    text: A.\n", &[2]);
        assert!(fixed.starts_with("steps:\n  - text: {"), "{fixed}");
    }
}
