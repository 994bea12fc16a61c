//! The TUI as a command: `latih`, `latih review`, `latih drill ID`, `latih play` and
//! `latih feed` open it here, after the checks a terminal session needs, and say afterwards
//! what could not be kept.

use std::io::IsTerminal;
use std::path::PathBuf;
use std::process::ExitCode;

use super::super::args::Shared;
use super::super::out;
use super::model;
use crate::app::Msg;
use crate::content;
use crate::core::lang::Lang;
use crate::core::message as m;
use crate::i18n::I18n;
use crate::tui;
use crate::tui::background::Background;
use crate::tui::runner::Runner;

/// What the TUI opens on, besides the home screen.
pub enum Start {
    Home,
    /// The day's review, or (`--lesson`) one lesson's or module's questions.
    Review(Option<String>),
    Drill(String),
    /// The playground screen, with the database `--db` names (or in memory).
    Play(Option<PathBuf>),
    /// The simulator screen, with the feed cache `--redis` names (or embedded).
    Feed {
        redis: Option<String>,
        force: crate::feedsim::store::Consent,
    },
}

/// Opens the TUI on `start`, with the course from `--course` (reloaded on save with
/// `--watch`) or the bundled one.
pub fn interactive(matches: &Shared, lang: Lang, start: Start) -> anyhow::Result<ExitCode> {
    let i18n = I18n::new(lang);
    let course = matches.course.as_ref();
    let watch = matches.watch;
    if watch && course.is_none() {
        out::err(&i18n.msg(&m::cli_watch_needs_course()));
        return Ok(ExitCode::from(2));
    }
    let mut loader = super::loader(matches, watch);
    // The map's first frame needs only the manifest: the rest loads on a worker, with a
    // progress bar. A review, a drill or a tool opens on the whole course, loaded first.
    let background = matches!(start, Start::Home);
    let loaded = match course {
        _ if background => content::load_manifest(
            &mut super::loader(matches, false),
            course.map(|d| d.as_path()),
        ),
        Some(dir) => content::load_dir_with(&mut loader, dir),
        None => content::load_bundled_with(&mut loader),
    };
    if let Some(why) = refusal(&i18n, &start, &loaded) {
        out::err(&why);
        return Ok(ExitCode::from(2));
    }
    let (mut model, progress) = match model(matches, &i18n, lang, loaded, false) {
        Ok(x) => x,
        Err(usage) => {
            out::err(&usage);
            return Ok(ExitCode::from(2));
        }
    };
    model.mouse = !matches.no_mouse;
    let (watch, load) = match (watch, course) {
        _ if background => {
            model.loading = Some((0, 0));
            let load = Background::start(loader, course.cloned(), watch, rescope);
            (None, Some(load))
        }
        (true, Some(dir)) => (Some((dir.clone(), loader)), None),
        _ => (None, None),
    };
    let path = progress.as_ref().map(|p| p.path().display().to_string());
    let options = tui::Options {
        watch,
        load,
        runner: runner(matches, progress, &start),
        start: first_messages(start),
    };
    let outcome = tui::run(model, options)?;
    // The terminal is back to normal here: the code copied where the clipboard may not have
    // taken it, then plainly what could not be kept, and why.
    if !outcome.copied.is_empty() {
        println!("{}", i18n.msg(&m::copy_printed()));
        for text in &outcome.copied {
            println!("\n{}", crate::core::wrap::escape_controls(text));
        }
    }
    Ok(unsaved(&i18n, &outcome, path.unwrap_or_default()))
}

/// The progress file scoped to the whole course once it has loaded (see `Background`).
fn rescope(
    progress: &mut crate::storage::Progress,
    course: &crate::core::course::Course,
    clock: crate::core::clock::Clock,
) -> Option<crate::app::Snapshot> {
    super::super::progress::scope(progress, course, false).ok()?;
    super::super::progress::snapshot(progress, clock).ok()
}

/// Why the TUI cannot open: a drill the course does not have, or no terminal to draw on.
fn refusal(i18n: &I18n, start: &Start, loaded: &content::Loaded) -> Option<String> {
    if let Start::Drill(id) = start
        && loaded.course.drill(id).is_none()
    {
        let known: Vec<String> = loaded.course.drills().map(|d| d.id.clone()).collect();
        let known = known.join(", ");
        return Some(i18n.msg(&m::CliUnknownDrill { id, known }.into()));
    }
    if let Start::Review(Some(name)) = start
        && loaded.course.lessons_named(name).is_empty()
    {
        return Some(i18n.msg(&m::cli_unknown_lesson(name.as_str())));
    }
    // Checked after the drill id, so a script learns which drills exist.
    if !std::io::stdout().is_terminal() || !std::io::stdin().is_terminal() {
        return Some(i18n.msg(&m::cli_not_a_terminal()));
    }
    if std::env::var("TERM").is_ok_and(|t| t == "dumb") {
        return Some(i18n.msg(&m::cli_dumb_terminal()));
    }
    None
}

/// The playground database the screen keeps, in the progress file's folder.
pub const PLAYGROUND_FILE: &str = "playground.sqlite3";

/// What runs the model's effects: the progress file, `--quiet`, and for the playground the
/// database it opens.
fn runner(matches: &Shared, progress: Option<crate::storage::Progress>, start: &Start) -> Runner {
    let progress_path = progress.as_ref().map(|p| p.path().to_path_buf());
    let mut runner = Runner::new(progress);
    runner.quiet = matches.quiet;
    // The playground's database is kept beside the progress file (the data folder), so a
    // graph generated yesterday is there today; `--db` names another, `reset` empties it.
    let asked = match start {
        Start::Play(db) => db.clone(),
        _ => None,
    };
    let kept = (progress_path.as_ref())
        .and_then(|p| p.parent())
        .map(|dir| dir.join(PLAYGROUND_FILE));
    runner.play_place = crate::tui::console::play::PlayPlace {
        db: asked.or(kept),
        progress: progress_path,
        defs: Default::default(),
    };
    if let Start::Feed { redis, force } = start {
        runner.feed_place = crate::tui::console::feed::FeedPlace {
            redis: redis.clone(),
            force: *force,
        };
    }
    runner
}

/// The messages that open the screen `start` names.
fn first_messages(start: Start) -> Vec<Msg> {
    match start {
        Start::Home => Vec::new(),
        Start::Review(None) => vec![Msg::StartReview],
        Start::Review(Some(name)) => vec![Msg::StartLessonReview(name)],
        Start::Drill(id) => vec![Msg::StartDrill(id)],
        Start::Play(_) => vec![Msg::StartTool(crate::app::Tool::Play)],
        Start::Feed { .. } => vec![Msg::StartTool(crate::app::Tool::Feed)],
    }
}

/// Success, or what could not be kept in the progress file at `path`, said, and failure.
fn unsaved(i18n: &I18n, outcome: &tui::Outcome, path: String) -> ExitCode {
    let said = match (&outcome.recovered, outcome.lost) {
        (Some((count, file)), _) => m::CliUnsavedRecovery {
            count: *count,
            path,
            file: file.display().to_string(),
        }
        .into(),
        (None, lost) if lost > 0 => m::CliUnsavedLost { count: lost, path }.into(),
        _ => return ExitCode::SUCCESS,
    };
    out::err(&i18n.msg(&said));
    if let Some(reason) = &outcome.reason {
        out::err(&i18n.msg(&m::unsaved_reason(reason)));
    }
    ExitCode::FAILURE
}
