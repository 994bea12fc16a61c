//! Writing the class's FSRS parameters into a course's manifest text: its top-level
//! `scheduler:` block replaced (or added at the end), every other line left exactly as the
//! instructor wrote it.

use crate::core::course::ClassFit;

/// Whether a line starts a top-level key (not indented, not a comment, not a list item).
fn top_key(line: &str) -> bool {
    !line.is_empty() && !line.starts_with([' ', '\t', '#', '-']) && line.contains(':')
}

/// `text` with its `scheduler:` block set to `fit`, under a comment saying where it came
/// from.
pub fn with_scheduler(text: &str, fit: &ClassFit, note: &str) -> String {
    let mut out: Vec<&str> = Vec::new();
    let mut skipping = false;
    for line in text.lines() {
        if top_key(line) {
            skipping = line.trim_start().starts_with("scheduler:");
        }
        if skipping {
            continue;
        }
        out.push(line);
    }
    while out.last().is_some_and(|l| l.trim().is_empty()) {
        out.pop();
    }
    let numbers: Vec<String> = fit.parameters.iter().map(|p| format!("{p}")).collect();
    let mut text = out.join("\n");
    text.push_str(&format!(
        "\nscheduler:\n  # {note}\n  parameters: [{}]\n  fitted_on: {}\n",
        numbers.join(", "),
        fit.fitted_on
    ));
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_block_is_replaced_and_everything_else_kept() {
        let fit = ClassFit {
            parameters: vec![0.5, 1.25],
            fitted_on: 410,
        };
        let text = "format_version: 2\nid: c  # mine\nscheduler:\n  parameters: [1]\n  fitted_on: 3\nmodules:\n  - id: m\n";
        let out = with_scheduler(text, &fit, "fitted");
        assert_eq!(
            out,
            "format_version: 2\nid: c  # mine\nmodules:\n  - id: m\nscheduler:\n  # fitted\n  parameters: [0.5, 1.25]\n  fitted_on: 410\n"
        );
        let again = with_scheduler(&out, &fit, "fitted");
        assert_eq!(again, out, "writing twice gives the same file");
    }
}
