//! `latih optimize`: fits the scheduler's weights to the course's reviews (every course's
//! with `--all-courses`), says what the fit used and left out, keeps it when it predicts
//! the log better, and recalculates every question's memory with it; `--reschedule` also
//! moves due dates, `--reset` forgets the fit.

use std::process::ExitCode;

use super::super::args::Shared;
use super::super::{out, progress};
use super::load;
use crate::core::clock::Clock;
use crate::core::lang::Lang;
use crate::core::message::{self as m, Arg};
use crate::core::optimize::{self, Fit, Fitted, OptimizeError};
use crate::i18n::I18n;
use crate::storage::fit::FitScope;
use crate::storage::{Progress, StorageError};
use crate::tui;

/// `--reset`: the scope's fit forgotten, every question's memory replayed with the
/// parameters used instead (the shared fit, the class's from the course, or FSRS's defaults).
fn reset(
    progress: &mut Progress,
    clock: Clock,
    i18n: &I18n,
    class: Option<&[f32]>,
) -> Result<String, StorageError> {
    let scope = progress.fit_scope();
    progress.reset_fit()?;
    let shared = match scope {
        FitScope::Course => progress
            .kept_fit()?
            .and_then(|k| serde_json::from_str::<Vec<f32>>(&k.parameters).ok()),
        FitScope::Shared => None,
    };
    let parameters = (shared.clone())
        .or_else(|| class.map(<[f32]>::to_vec))
        .unwrap_or_else(|| fsrs::DEFAULT_PARAMETERS.to_vec());
    let count = progress.recompute_memory(&parameters, clock)?;
    Ok(i18n.msg(&match scope {
        FitScope::Shared => m::optimize_reset(count),
        FitScope::Course => m::OptimizeResetCourse {
            count,
            using: i18n.msg(&match (&shared, class) {
                (Some(_), _) => m::optimize_using_shared(),
                (None, Some(_)) => m::optimize_using_class(),
                (None, None) => m::optimize_using_defaults(),
            }),
        }
        .into(),
    }))
}

/// What the fit used and what it left out, sentence by sentence.
fn report(fit: &Fit, progress: &Progress, i18n: &I18n) -> Result<Vec<String>, StorageError> {
    let loss = |x: f32| Arg::Decimal {
        value: f64::from(x),
        digits: 4,
    };
    let mut said = vec![
        m::OptimizeResult {
            items: fit.items,
            reviews: fit.reviews,
            before: loss(fit.before),
            after: loss(fit.after),
        }
        .into(),
        m::OptimizeQuestions {
            questions: fit.questions,
            used: fit.questions_used,
            left: fit.questions.saturating_sub(fit.questions_used),
        }
        .into(),
        match fit.fitted {
            Fitted::Defaults => m::optimize_fitted_defaults(),
            Fitted::FirstFour => m::optimize_fitted_four(),
            Fitted::All => m::optimize_fitted_all(),
        },
    ];
    let left = progress.left_out()?;
    if left.drills > 0 {
        said.push(m::optimize_left_drills(left.drills));
    }
    if left.capped > 0 {
        said.push(m::optimize_left_capped(left.capped));
    }
    Ok(said.iter().map(|s| i18n.msg(s)).collect())
}

/// Keeps a fit that predicts better, recalculates the memory of the questions that use it
/// and, when asked, moves their due dates: what is said of each step.
fn keep(
    progress: &mut Progress,
    fit: &Fit,
    scheduler: &crate::core::schedule::Scheduler,
    reschedule: bool,
    clock: Clock,
) -> Result<Vec<m::Message>, StorageError> {
    let scope = progress.fit_scope();
    if !progress.keep_fit(fit, clock.now)? {
        return Ok(vec![m::optimize_kept_old()]);
    }
    let mut said = vec![match scope {
        FitScope::Course => m::optimize_saved_course(),
        FitScope::Shared => m::optimize_saved(),
    }];
    let n = progress.recompute_memory(&fit.parameters, clock)?;
    if !reschedule {
        said.push(m::optimize_recalculated(n));
        said.push(m::optimize_reschedule_offer());
        return Ok(said);
    }
    said.push(m::optimize_recalculated_only(n));
    let mut scheduler = scheduler.clone();
    // The fit's weights load (the fit made them); should they not, nothing moves.
    if scheduler.refit(&fit.parameters).is_ok() {
        said.push(m::optimize_rescheduled(
            progress.reschedule(&scheduler, clock)?,
        ));
    }
    Ok(said)
}

fn storage_failed(i18n: &I18n, e: &StorageError) -> ExitCode {
    out::err(&i18n.msg(&e.message()));
    ExitCode::FAILURE
}

pub fn optimize(
    matches: &Shared,
    reset_fit: bool,
    reschedule: bool,
    lang: Lang,
) -> anyhow::Result<ExitCode> {
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
    let failed = |e: StorageError| Ok(storage_failed(&i18n, &e));
    let loaded = load(matches, matches.course.as_ref());
    let all = matches.all_courses;
    let mut progress = match progress::open(matches)
        .and_then(|mut p| progress::scope(&mut p, &loaded.course, all).map(|()| p))
    {
        Ok(p) => p,
        Err(e) => return failed(e),
    };
    let class = loaded.course.scheduler.as_ref();
    let settings = match progress::settings(matches, &i18n, Some(&mut progress), false, class) {
        Ok((s, _)) => s,
        Err(usage) => {
            out::err(&usage);
            return Ok(ExitCode::from(2));
        }
    };
    let clock = tui::clock_now().starting_at(settings.day_start_hour);
    if reset_fit {
        let class = class.map(|c| c.parameters.as_slice());
        return match reset(&mut progress, clock, &i18n, class) {
            Ok(said) => {
                out::line(&mut stdout, &said)?;
                Ok(ExitCode::SUCCESS)
            }
            Err(e) => failed(e),
        };
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
    match report(&fit, &progress, &i18n) {
        Ok(lines) => {
            for l in lines {
                out::line(&mut stdout, &l)?;
            }
        }
        Err(e) => return failed(e),
    }
    match keep(&mut progress, &fit, &settings.scheduler, reschedule, clock) {
        Ok(said) => {
            for s in said {
                out::line(&mut stdout, &i18n.msg(&s))?;
            }
        }
        Err(e) => return failed(e),
    }
    Ok(ExitCode::SUCCESS)
}
