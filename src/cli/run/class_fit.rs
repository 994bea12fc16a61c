//! `latih class optimize FILE|URL... --course DIR`: FSRS fitted on a class's pooled reviews
//! and, when it predicts them better than the parameters the course carries (or FSRS's
//! defaults), written into the course's manifest as `scheduler:`, so a new learner starts
//! from the class's memory instead of the generic one.

use std::process::ExitCode;

use super::super::args::Shared;
use super::super::out;
use super::class::gather;
use super::load;
use crate::core::lang::Lang;
use crate::core::message as m;
use crate::core::optimize::{self, Answer};
use crate::core::schedule::Rating;
use crate::i18n::I18n;
use crate::interop::xapi;

/// One history per learner and question, and how many learners; a statement without
/// latih's rating is Good when right and Again when not.
fn pooled(statements: &[serde_json::Value]) -> (Vec<Answer>, usize) {
    let (answers, _) = xapi::rows(statements);
    let mut learners: Vec<&str> = answers.iter().map(|a| a.learner.as_str()).collect();
    learners.sort_unstable();
    learners.dedup();
    let pooled = (answers.iter())
        .map(|a| Answer {
            item: format!("{}\u{0}{}", a.learner, a.question),
            at: a.at,
            rating: a.rating.unwrap_or(if a.success {
                Rating::Good
            } else {
                Rating::Again
            }),
        })
        .collect();
    (pooled, learners.len())
}

/// The manifest with the fit as its `scheduler:`.
fn edited(manifest: &std::path::Path, fit: &optimize::Fit, note: &str) -> std::io::Result<String> {
    let text = std::fs::read_to_string(manifest)?;
    let class = crate::core::course::ClassFit {
        parameters: fit.parameters.clone(),
        fitted_on: fit.reviews as u64,
    };
    Ok(crate::content::manifest_edit::with_scheduler(
        &text, &class, note,
    ))
}

pub fn class_optimize(
    o: &Shared,
    sources: &[String],
    auth: Option<(&str, &str)>,
    lang: Lang,
) -> anyhow::Result<ExitCode> {
    let i18n = I18n::new(lang);
    // The bundled course is inside the binary: only a folder can be written to.
    let Some(dir) = o.course.clone() else {
        out::err(&i18n.msg(&m::cli_class_needs_course()));
        return Ok(ExitCode::from(2));
    };
    let all = match gather(sources, auth, &i18n) {
        Ok(all) => all,
        Err(said) => {
            out::err(&said);
            return Ok(ExitCode::FAILURE);
        }
    };
    let (pooled, learners) = pooled(&all);
    let course = load(o, Some(&dir)).course;
    let current = (course.scheduler.as_ref())
        .map(|c| c.parameters.clone())
        .unwrap_or_else(|| fsrs::DEFAULT_PARAMETERS.to_vec());
    let clock = crate::tui::clock_now();
    let fit = match optimize::fit(&pooled, clock, &current) {
        Ok(f) => f,
        Err(optimize::OptimizeError::NotEnough { have }) => {
            out::err(&i18n.msg(&m::optimize_not_enough(have)));
            return Ok(ExitCode::FAILURE);
        }
        Err(optimize::OptimizeError::Failed(detail)) => {
            out::err(&i18n.msg(&m::optimize_failed(detail)));
            return Ok(ExitCode::FAILURE);
        }
    };
    let before = crate::core::numfmt::decimal(f64::from(fit.before), 4, lang);
    let after = crate::core::numfmt::decimal(f64::from(fit.after), 4, lang);
    if fit.after >= fit.before {
        let said = m::ClassFitNotBetter { before, after };
        out::err(&i18n.msg(&said.into()));
        return Ok(ExitCode::SUCCESS);
    }
    let manifest = dir.join(crate::content::MANIFEST);
    let path = manifest.display().to_string();
    let note = i18n.msg(
        &m::ClassFitNote {
            reviews: fit.reviews,
            learners,
            date: crate::core::clock::iso(clock.now)[..10].to_string(),
        }
        .into(),
    );
    let text = match edited(&manifest, &fit, &note) {
        Ok(t) => t,
        Err(e) => {
            out::err(&super::export::cannot_write(&i18n, &path, &e));
            return Ok(ExitCode::FAILURE);
        }
    };
    if !super::export::write_whole(&i18n, &manifest, None, text.as_bytes()) {
        return Ok(ExitCode::FAILURE);
    }
    let said = m::ClassFitWritten {
        reviews: fit.reviews,
        learners,
        before,
        after,
        path: &path,
    };
    out::err(&i18n.msg(&said.into()));
    Ok(ExitCode::SUCCESS)
}
