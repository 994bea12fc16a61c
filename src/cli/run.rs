//! The commands, one file for each kind: writing a course (`lint`, `schema`, `new`), the
//! TUI (also as `review` and `drill`), what the progress file says (`stats`, `optimize`)
//! and taking it away (`export`); here what several of them share, and `calc`.

mod anki;
mod anki_import;
mod author;
mod class;
mod class_fit;
mod export;
mod generated;
mod optimize;
mod report;
mod session;
mod show;
mod xapi;

use std::path::PathBuf;
use std::process::ExitCode;

use super::args::Shared;

use super::{out, progress};
use crate::app::Model;
use crate::content;
use crate::core::lang::Lang;
use crate::i18n::I18n;
use crate::tui;

pub use anki::anki_deck;
pub use anki_import::import_anki;
pub use author::{lint, new_course, new_lesson, schema};
pub use class::class_report;
pub use class_fit::class_optimize;
pub use export::export;
pub use generated::{SHELLS, completions, man};
pub use optimize::optimize;
pub use report::stats;
pub use session::{Start, interactive};
pub use show::show;
pub use xapi::{export_xapi, send_xapi};

/// A loader with the lesson cache, unless `--no-cache` (or `LATIH_NO_CACHE`) says not to.
fn loader(o: &Shared, remember: bool) -> content::Loader {
    let loader = if remember {
        content::Loader::remembering()
    } else {
        content::Loader::default()
    };
    let cache = (!o.no_cache)
        .then(content::cache::Cache::default_dir)
        .flatten()
        .map(content::cache::Cache::at);
    loader.with_cache(cache)
}

pub(super) fn load(o: &Shared, dir: Option<&PathBuf>) -> content::Loaded {
    load_with(loader(o, false), dir)
}

fn load_with(mut loader: content::Loader, dir: Option<&PathBuf>) -> content::Loaded {
    match dir {
        Some(d) => content::load_dir_with(&mut loader, d),
        None => content::load_bundled_with(&mut loader),
    }
}

/// The model with the progress file's contents, or with the reason it cannot be used.
fn model(
    matches: &Shared,
    i18n: &I18n,
    lang: Lang,
    loaded: content::Loaded,
    read_only: bool,
) -> Result<(Model, Option<crate::storage::Progress>), String> {
    let mut model = Model::new(loaded, lang, (80, 24));
    let all = matches.all_courses;
    let mut recovered = None;
    let opened = if read_only {
        progress::open_read_only(matches).map(|(p, _)| p)
    } else {
        progress::open(matches).map(|mut p| {
            recovered = progress::import_recovery(&mut p, i18n);
            p
        })
    };
    // This course's progress (after the recovery file, which may hold another course's).
    let mut opened =
        opened.and_then(|mut p| progress::scope(&mut p, &model.course, all).map(|()| p));
    // The course's options as kept, the command line's for this run (kept with --save).
    let class = model.course.scheduler.clone();
    let (settings, this_run) = progress::settings(
        matches,
        i18n,
        opened.as_mut().ok(),
        read_only,
        class.as_ref(),
    )?;
    let clock = tui::clock_now().starting_at(settings.day_start_hour);
    model.clock = clock;
    let opened = opened.and_then(|p| progress::snapshot(&p, clock).map(|s| (p, s)));
    let (mut model, progress) = match opened {
        Ok((p, snapshot)) => (model.with_progress(settings, snapshot), Some(p)),
        Err(e) => {
            let mut m = model.with_progress(settings, crate::app::Snapshot::default());
            m.storage_problem = Some(i18n.msg(&e.message()));
            (m, None)
        }
    };
    let notice = progress::home_notice(matches, i18n);
    if let Some(n) = &notice {
        out::err(n);
    }
    model.flash = recovered.or(notice).or(this_run);
    Ok((model, progress))
}

/// `latih calc EXPR`: one line of the scratchpad, answered as the scratchpad writes it.
pub fn calc(expr: &str, lang: Lang) -> anyhow::Result<ExitCode> {
    let i18n = I18n::new(lang);
    let mut scratch = crate::core::expr::Scratchpad::new();
    match scratch.eval(expr, lang) {
        Ok(answer) => {
            let mut stdout = std::io::stdout().lock();
            let _ = out::line(&mut stdout, &i18n.text(&answer.text()));
            // How a figure that reads two ways was read, where a script will not parse it.
            for n in &answer.notes {
                out::err(&i18n.msg(&n.message()));
            }
            Ok(ExitCode::SUCCESS)
        }
        Err(e) => {
            out::err(&i18n.msg(&e.message(expr)));
            Ok(ExitCode::FAILURE)
        }
    }
}
