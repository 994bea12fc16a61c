//! The output's lines kept per command run, at the width and in the language they were laid
//! out for: a frame lays out only the reports that came since the last one (or every report
//! again after a resize, a language change or a cleared history) and copies only the rows in
//! view. A long session's reports were all laid out again on every key.

use std::sync::Mutex;

use crate::app::Cx;
use crate::app::doc::{Doc, Row};
use crate::app::render::play_report as play_doc;
use crate::core::lang::Lang;
use crate::core::play::report::Report;

/// What has been laid out: not state (a copy starts empty, and any two are alike). Behind a
/// lock only because screens live in a static the compiler asks to be shareable.
#[derive(Default)]
pub struct Laid(Mutex<Cache>);

#[derive(Default)]
struct Cache {
    width: usize,
    lang: Option<Lang>,
    /// The log's first command, so a history cleared and filled again is seen.
    first: Option<String>,
    /// Per command: a blank row, the command echoed, its report.
    entries: Vec<Vec<Row>>,
}

impl Clone for Laid {
    fn clone(&self) -> Laid {
        Laid::default()
    }
}

impl PartialEq for Laid {
    fn eq(&self, _: &Laid) -> bool {
        true
    }
}

impl std::fmt::Debug for Laid {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Laid")
    }
}

impl Laid {
    /// Every command's rows counted, and those of `from..from + n` copied out.
    pub fn window(
        &self,
        cx: &Cx,
        log: &[(String, Report)],
        width: usize,
        (from, n): (usize, usize),
    ) -> (usize, Vec<Row>) {
        // Only the view takes it, one frame at a time; a poisoned lock still holds rows.
        let mut c = self.0.lock().unwrap_or_else(|e| e.into_inner());
        let first = log.first().map(|(cmd, _)| cmd);
        let stale = c.width != width
            || c.lang != Some(cx.lang())
            || c.entries.len() > log.len()
            || c.first.as_ref() != first;
        if stale {
            *c = Cache {
                width,
                lang: Some(cx.lang()),
                first: first.cloned(),
                entries: Vec::new(),
            };
        }
        for (cmd, report) in &log[c.entries.len()..] {
            // A blank row between two commands' output, as one document would have it.
            let mut doc = Doc::default();
            if let Some(last) = c.entries.last().and_then(|e| e.last())
                && !last.spans.is_empty()
            {
                doc.push(last.part, Vec::new());
            }
            crate::app::console::echo(&mut doc, cmd, width);
            let rows = play_doc::rows(&cx.i18n, report, width, play_doc::Charts::Bars);
            doc.rows.extend(rows);
            c.entries.push(doc.rows);
        }
        let total = c.entries.iter().map(Vec::len).sum();
        let shown = (c.entries.iter().flatten())
            .skip(from)
            .take(n)
            .cloned()
            .collect();
        (total, shown)
    }
}
