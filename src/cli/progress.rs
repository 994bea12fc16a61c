//! Finding and opening the progress file for a command, and turning its contents and the
//! command line's review settings into what the model starts with.

use std::path::PathBuf;

use super::args::Shared;

use crate::app::{LessonPlace, Settings, Snapshot};
use crate::core::clock::Clock;
use crate::core::lesson::Part;
use crate::core::message::{self as m, Arg};
use crate::core::options::Key;
use crate::core::schedule::{DEFAULT_RETENTION, Scheduler};
use crate::core::shuffle::Shuffler;
use crate::i18n::I18n;
use crate::storage::{Progress, StorageError};

/// With HOME unset the platform still finds a home folder (the account's, from the
/// system), so the progress file goes somewhere the learner did not say: the sentence that
/// says where, when that is so.
pub fn home_notice(matches: &Shared, i18n: &I18n) -> Option<String> {
    if matches.progress.as_ref().is_some()
        || std::env::var_os("HOME").is_some_and(|h| !h.is_empty())
    {
        return None;
    }
    let p = crate::storage::default_path()?;
    Some(i18n.msg(&m::cli_no_home(p.display().to_string())))
}

/// The file from `--progress`, else `LATIH_PROGRESS` (clap reads both), else the platform
/// data folder, which is created on first use.
pub fn path(matches: &Shared) -> Result<PathBuf, StorageError> {
    if let Some(p) = matches.progress.as_ref() {
        return Ok(p.clone());
    }
    let p = crate::storage::default_path().ok_or_else(|| StorageError::Other {
        path: PathBuf::from("progress.sqlite3"),
        detail: "no home folder to keep progress in".into(),
    })?;

    if let Some(dir) = p.parent() {
        std::fs::create_dir_all(dir).map_err(|e| StorageError::Other {
            path: p.clone(),
            detail: e.to_string(),
        })?;
    }
    Ok(p)
}

pub fn open(matches: &Shared) -> Result<Progress, StorageError> {
    let p = path(matches)?;
    if p.as_os_str() == ":memory:" {
        return Progress::in_memory();
    }
    Progress::open(&p)
}

/// Reads and writes for `course` (claiming rows from before courses were told apart), or, with
/// `all`, reads every course.
pub fn scope(
    progress: &mut Progress,
    course: &crate::core::course::Course,
    all: bool,
) -> Result<(), StorageError> {
    let ids: Vec<&str> = course
        .lessons
        .iter()
        .map(|l| l.id.as_str())
        .chain(course.questions().map(|q| q.id.as_str()))
        .chain(course.drills().map(|d| d.id.as_str()))
        .collect();
    progress.use_course(&course.id, &ids)?;
    if all {
        progress.use_all_courses()?;
    }
    Ok(())
}

/// Writes in the answers earlier runs left in recovery files; the sentences to show say
/// how many, and why any are still waiting.
pub fn import_recovery(progress: &mut Progress, i18n: &I18n) -> Option<String> {
    let imported = progress.import_recovery();
    let mut said = Vec::new();
    let (mut count, mut files) = (0, Vec::new());
    for one in &imported {
        let file = one.file.display().to_string();
        match &one.result {
            Ok(0) => {}
            Ok(n) => {
                count += n;
                files.push(file);
            }
            Err(e) => said.push(
                i18n.msg(
                    &m::RecoveryFailed {
                        file,
                        detail: Arg::from(crate::storage::recovery_error(e)),
                    }
                    .into(),
                ),
            ),
        }
    }
    let written: Option<m::Message> = match files.as_slice() {
        [] => None,
        [file] => Some(m::Recovered { count, file }.into()),
        more => Some(
            m::RecoveredMany {
                count,
                files: more.len(),
            }
            .into(),
        ),
    };
    if let Some(w) = written {
        said.insert(0, i18n.msg(&w));
    }
    (!said.is_empty()).then(|| said.join(" "))
}

/// The progress file opened only to read (`export`, `stats`), with its path. A file that
/// does not exist yet reads as an empty one kept in memory; nothing is created on disk.
pub fn open_read_only(matches: &Shared) -> Result<(Progress, PathBuf), StorageError> {
    let p = match matches.progress.as_ref() {
        Some(p) => p.clone(),
        None => crate::storage::default_path().unwrap_or_default(),
    };
    let found = if p.as_os_str().is_empty() || p.as_os_str() == ":memory:" {
        None
    } else {
        Progress::open_read_only(&p)?
    };
    match found {
        Some(progress) => Ok((progress, p)),
        None => Ok((Progress::in_memory()?, p)),
    }
}

/// Scheduling and shuffling for a run: the course's review options (cli::options: kept in
/// the progress file, or given on the command line for this run or, with `--save`, kept),
/// and the FSRS parameters fitted by `latih optimize` (else the class's, from the course). A
/// bad value is a usage error; the
/// sentence naming the flags that apply to this run only comes back with the settings.
pub fn settings(
    matches: &Shared,
    i18n: &I18n,
    progress: Option<&mut Progress>,
    read_only: bool,
    class: Option<&crate::core::course::ClassFit>,
) -> Result<(Settings, Option<String>), String> {
    let fitted = usable_parameters(progress.as_deref(), i18n);
    // Shown on the statistics screen only while the fitted parameters are the ones in use.
    let fit = fitted.as_ref().and_then(|(_, kept)| fit_record(kept));
    let fit_shared = fitted
        .as_ref()
        .is_some_and(|(_, k)| k.scope == crate::storage::fit::FitScope::Shared);
    let now = crate::tui::clock_now().now;
    let resolved = super::options::resolve(matches, i18n, progress, read_only, now)?;
    let mut settings = Settings {
        fit,
        seed: match matches.seed.as_ref() {
            Some(text) => crate::core::shuffle::parse_seed(text)
                .ok_or_else(|| i18n.msg(&m::cli_bad_seed(text)))?,
            None => Shuffler::random_seed(),
        },
        sources: resolved.sources,
        fit_shared,
        lesson_counts: matches.count_limits,
        ..Settings::default()
    };
    // The learner's own fit, else the class's (checked by lint; parameters that do not load
    // leave FSRS's defaults), else FSRS's defaults.
    match (&fitted, class) {
        (Some((w, _)), _) => {
            // Checked to load (usable_parameters).
            let _ = settings.scheduler.refit(w);
        }
        (None, Some(c)) => {
            let _ = settings.scheduler.refit(&c.parameters);
        }
        (None, None) => {}
    }
    let bad_retention = || i18n.msg(&m::cli_bad_retention(resolved.options.text(Key::Retention)));
    settings
        .set_options(&resolved.options)
        .map_err(|_| bad_retention())?;
    Ok((settings, resolved.note))
}

/// The fitted weights the course uses (its own fit, else the shared one), when they can be
/// used, and whether they are the shared fit; weights that no longer load (a file edited
/// by hand, another build's) are said to be refused, and FSRS's defaults are used instead
/// (the statistics then say so, not that they are fitted).
fn usable_parameters(
    progress: Option<&Progress>,
    i18n: &I18n,
) -> Option<(Vec<f32>, crate::storage::fit::Kept)> {
    let p = progress?;
    let kept = p.kept_fit().ok().flatten()?;
    let refused = |detail: String| {
        let said = m::SettingsBadParameters {
            path: p.path().display().to_string(),
            detail,
        };
        super::out::err(&i18n.msg(&said.into()));
        None
    };
    let weights: Vec<f32> = match serde_json::from_str(&kept.parameters) {
        Ok(w) => w,
        Err(e) => return refused(e.to_string()),
    };
    match Scheduler::with_parameters(DEFAULT_RETENTION, &weights) {
        Ok(_) => Some((weights, kept)),
        Err(e) => refused(e.to_string()),
    }
}

/// When the kept fit was made, over how many reviews, and its log loss before and after.
fn fit_record(kept: &crate::storage::fit::Kept) -> Option<(i64, usize, f64, f64)> {
    let v = serde_json::from_str::<serde_json::Value>(kept.record.as_deref()?).ok()?;
    Some((
        v["at"].as_str().and_then(crate::core::clock::parse_iso)?,
        v["reviews"].as_u64()? as usize,
        v["before"].as_f64()?,
        v["after"].as_f64()?,
    ))
}

/// What the progress file holds, for the model to start from.
pub fn snapshot(progress: &Progress, clock: Clock) -> Result<Snapshot, StorageError> {
    let lessons = progress
        .lessons()?
        .into_iter()
        .map(|l| {
            let place = l
                .part
                .as_deref()
                .and_then(Part::parse)
                .map(|p| (p, l.offset as usize));
            LessonPlace {
                lesson: l.lesson,
                done: l.done,
                place,
            }
        })
        .collect();
    Ok(Snapshot {
        schedule: progress.schedule()?,
        today: progress.today(clock)?,
        lessons,
        flags: progress.flags()?,
        kept: progress.kept()?,
    })
}
