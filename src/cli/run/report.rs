//! What the progress file says: `stats` prints the statistics screen as text.

use std::io::Write;
use std::process::ExitCode;

use super::super::args::Shared;
use super::super::out;
use super::{load, model};
use crate::app;
use crate::core::lang::Lang;
use crate::core::message as m;
use crate::i18n::I18n;

/// `latih stats`: the stats screen as text.
pub fn stats(matches: &Shared, lang: Lang) -> anyhow::Result<ExitCode> {
    let i18n = I18n::new(lang);
    let loaded = load(matches, matches.course.as_ref());
    let (mut model, progress) = match model(matches, &i18n, lang, loaded, true) {
        Ok(x) => x,
        Err(usage) => {
            out::err(&usage);
            return Ok(ExitCode::from(2));
        }
    };
    let Some(progress) = progress else {
        out::err(&model.cx.storage_problem.unwrap_or_default());
        return Ok(ExitCode::FAILURE);
    };
    model.stats = Some(
        progress
            .stats(model.clock)
            .map_err(|e| i18n.msg(&e.message())),
    );
    let mut out = std::io::stdout().lock();
    writeln!(out, "{}", i18n.msg(&m::home_stats()))?;
    writeln!(out)?;
    for row in app::render::stats::rows(&model, 78) {
        let line: String = row.spans.iter().map(|s| s.text.as_str()).collect();
        out::line(&mut out, line.trim_end())?;
    }
    Ok(ExitCode::SUCCESS)
}
