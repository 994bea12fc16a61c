//! What the progress file says: `stats` prints the statistics screen as text, `optimize`
//! fits the scheduler to the learner's own reviews.

use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;

use clap::ArgMatches;

use super::super::opts::Opts;
use super::super::{out, progress};
use super::{load, model};
use crate::core::lang::Lang;
use crate::core::message::{self as m, Arg};
use crate::i18n::I18n;
use crate::storage::StorageError;
use crate::{app, tui};

/// `latih stats`: the stats screen as text.
pub fn stats(matches: &Opts<'_>, lang: Lang) -> anyhow::Result<ExitCode> {
    let i18n = I18n::new(lang);
    let loaded = load(matches, matches.get::<PathBuf>("course"));
    let (mut model, progress) = match model(matches, &i18n, lang, loaded, true) {
        Ok(x) => x,
        Err(usage) => {
            out::err(&usage);
            return Ok(ExitCode::from(2));
        }
    };
    let Some(progress) = progress else {
        out::err(&model.storage_problem.unwrap_or_default());
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
    for row in app::screen::stats::view::rows(&model, 78) {
        let line: String = row.spans.iter().map(|s| s.text.as_str()).collect();
        out::line(&mut out, line.trim_end())?;
    }
    Ok(ExitCode::SUCCESS)
}

/// `latih optimize`: fits the scheduler's weights to the learner's own reviews, shows the
/// log loss before and after, and keeps the fit when it predicts the log better.
/// `latih optimize --reset`: FSRS's defaults again, every question's memory replayed with
/// them.
fn reset(
    progress: &mut crate::storage::Progress,
    clock: crate::core::clock::Clock,
    i18n: &I18n,
) -> anyhow::Result<ExitCode> {
    let defaults = fsrs::DEFAULT_PARAMETERS.to_vec();
    match progress
        .reset_fit()
        .and_then(|()| progress.recompute_memory(&defaults, clock))
    {
        Ok(count) => {
            let mut stdout = std::io::stdout().lock();
            out::line(&mut stdout, &i18n.msg(&m::optimize_reset(count)))?;
            Ok(ExitCode::SUCCESS)
        }
        Err(e) => {
            out::err(&i18n.msg(&e.message()));
            Ok(ExitCode::FAILURE)
        }
    }
}

pub fn optimize(matches: &Opts<'_>, sub: &ArgMatches, lang: Lang) -> anyhow::Result<ExitCode> {
    use crate::core::optimize::{self, OptimizeError};
    let i18n = I18n::new(lang);
    let mut stdout = std::io::stdout().lock();
    // Nothing to fit in a file that is not there, and nothing is created for it.
    if let Ok(path) = progress::path(matches)
        && path.as_os_str() != ":memory:"
        && std::fs::symlink_metadata(&path).is_err()
    {
        let said = m::optimize_no_file(path.display().to_string());
        out::line(&mut stdout, &i18n.msg(&said))?;
        return Ok(ExitCode::SUCCESS);
    }
    let mut progress = match progress::open(matches) {
        Ok(p) => p,
        Err(e) => {
            out::err(&i18n.msg(&e.message()));
            return Ok(ExitCode::FAILURE);
        }
    };
    let settings = match progress::settings(matches, &i18n, Some(&mut progress), false) {
        Ok((s, _)) => s,
        Err(usage) => {
            out::err(&usage);
            return Ok(ExitCode::from(2));
        }
    };
    let clock = tui::clock_now().starting_at(settings.day_start_hour);
    let failed = |e: StorageError| {
        out::err(&i18n.msg(&e.message()));
        Ok(ExitCode::FAILURE)
    };
    if sub.get_flag("reset") {
        return reset(&mut progress, clock, &i18n);
    }
    let answers = match progress.answers() {
        Ok(a) => a,
        Err(e) => return failed(e),
    };
    let fit = match optimize::fit(&answers, clock, &settings.scheduler.parameters) {
        Ok(f) => f,
        Err(OptimizeError::NotEnough { have }) => {
            out::line(&mut stdout, &i18n.msg(&m::optimize_not_enough(have)))?;
            return Ok(ExitCode::SUCCESS);
        }
        Err(OptimizeError::Failed(detail)) => {
            out::err(&i18n.msg(&m::optimize_failed(detail)));
            return Ok(ExitCode::FAILURE);
        }
    };
    let loss = |x: f32| Arg::Decimal {
        value: f64::from(x),
        digits: 4,
    };
    let result = m::OptimizeResult {
        items: fit.items,
        reviews: fit.reviews,
        before: loss(fit.before),
        after: loss(fit.after),
    };
    out::line(&mut stdout, &i18n.msg(&result.into()))?;
    match progress.keep_fit(&fit, clock.now) {
        Ok(false) => out::line(&mut stdout, &i18n.msg(&m::optimize_kept_old()))?,
        Ok(true) => {
            out::line(&mut stdout, &i18n.msg(&m::optimize_saved()))?;
            match progress.recompute_memory(&fit.parameters, clock) {
                Ok(n) => out::line(&mut stdout, &i18n.msg(&m::optimize_recalculated(n)))?,
                Err(e) => return failed(e),
            }
        }
        Err(e) => return failed(e),
    }
    Ok(ExitCode::SUCCESS)
}
