//! The commands: the TUI (also as `review`), `lint`, `schema`, `stats`, `export`.

use std::io::{ErrorKind, IsTerminal, Write};
use std::path::PathBuf;
use std::process::ExitCode;

use clap::ArgMatches;

use super::opts::Opts;

use super::{out, progress};
use crate::app::{Model, Msg};
use crate::content::{self, jsonschema};
use crate::core::lang::Lang;
use crate::core::message::{self as m, Arg};
use crate::i18n::I18n;
use crate::storage::export::{ExportError, Format};
use crate::storage::outfile::{OutFile, Refusal};
use crate::tui::runner::Runner;
use crate::{app, lint, tui};

fn load(dir: Option<&PathBuf>) -> content::Loaded {
    match dir {
        Some(d) => content::load_dir(d),
        None => content::load_bundled(),
    }
}

/// `latih lint [DIR]`: the course named by DIR or `--course` (before or after `lint`), or
/// the bundled one when neither is given; two different folders are refused, never guessed.
pub fn lint(i18n: &I18n, o: &Opts<'_>, sub: &ArgMatches) -> anyhow::Result<ExitCode> {
    let positional = sub.get_one::<PathBuf>("dir");
    let mut named: Vec<&PathBuf> = positional.into_iter().collect();
    if let Some((before, after)) = o.both::<PathBuf>("course") {
        named.extend([before, after]);
    } else {
        named.extend(o.get::<PathBuf>("course"));
    }
    let same = |a: &PathBuf, b: &PathBuf| {
        a == b || matches!((a.canonicalize(), b.canonicalize()), (Ok(x), Ok(y)) if x == y)
    };
    if let Some(other) = named.iter().find(|p| !same(p, named[0])) {
        out::err(
            &i18n.msg(
                &m::CliLintTwoCourses {
                    first: named[0].display().to_string(),
                    second: other.display().to_string(),
                }
                .into(),
            ),
        );
        return Ok(ExitCode::from(2));
    }
    let deny_warnings = sub.get_flag("deny-warnings");
    let mut loaded = load(named.first().copied());
    if sub.get_flag("run") {
        let files = match named.first() {
            Some(dir) => content::read_dir(dir).unwrap_or_default(),
            None => content::embedded(),
        };
        lint::run_scenarios(&mut loaded, &files);
    }
    out::write(
        &mut std::io::stdout().lock(),
        &lint::report(i18n, &loaded, out::width()),
    )?;
    Ok(if lint::failed(&loaded, deny_warnings) {
        ExitCode::from(1)
    } else {
        ExitCode::SUCCESS
    })
}

/// `latih schema [KIND]` prints one schema; `--write DIR` puts all three in DIR/schema/.
pub fn schema(i18n: &I18n, sub: &ArgMatches) -> anyhow::Result<ExitCode> {
    if let Some(dir) = sub.get_one::<PathBuf>("write") {
        return Ok(match super::scaffold::write_schemas(dir, i18n) {
            Ok(files) => {
                let mut out = std::io::stdout().lock();
                for f in &files {
                    out::line(&mut out, &i18n.msg(&m::new_wrote(f.display().to_string())))?;
                }
                out::line(&mut out, &i18n.msg(&m::schema_written_hint()))?;
                ExitCode::SUCCESS
            }
            Err(why) => {
                out::err(&why);
                ExitCode::FAILURE
            }
        });
    }
    let kind = match sub.get_one::<String>("kind").map(String::as_str) {
        Some("course") => jsonschema::Kind::Course,
        Some("bank") => jsonschema::Kind::Bank,
        _ => jsonschema::Kind::Lesson,
    };
    let schema = jsonschema::generate(kind, &|doc| i18n.text(doc));
    let mut out = std::io::stdout().lock();
    serde_json::to_writer_pretty(&mut out, &schema)?;
    writeln!(out)?;
    Ok(ExitCode::SUCCESS)
}

/// `latih new course DIR` and `latih new lesson ID [--course DIR]`: files written, then how
/// to check them.
pub fn new(i18n: &I18n, sub: &ArgMatches) -> anyhow::Result<ExitCode> {
    use super::scaffold;
    let written = match sub.subcommand() {
        Some(("course", m)) => {
            let dir = m.get_one::<PathBuf>("dir").cloned().unwrap_or_default();
            scaffold::new_course(&dir, i18n).map(|files| (files, dir))
        }
        Some(("lesson", m)) => {
            let dir = m
                .get_one::<PathBuf>("course")
                .cloned()
                .unwrap_or_else(|| PathBuf::from("."));
            let id = m.get_one::<String>("id").cloned().unwrap_or_default();
            scaffold::new_lesson(&dir, &id, i18n).map(|f| (vec![f], dir))
        }
        _ => return Ok(ExitCode::from(2)),
    };
    match written {
        Ok((files, dir)) => {
            let mut out = std::io::stdout().lock();
            for f in &files {
                out::line(&mut out, &i18n.msg(&m::new_wrote(f.display().to_string())))?;
            }
            out::line(&mut out, &i18n.msg(&m::new_next(dir.display().to_string())))?;
            Ok(ExitCode::SUCCESS)
        }
        Err(why) => {
            out::err(&why);
            Ok(ExitCode::FAILURE)
        }
    }
}

/// The model with the progress file's contents, or with the reason it cannot be used.
fn model(
    matches: &Opts<'_>,
    i18n: &I18n,
    lang: Lang,
    loaded: content::Loaded,
    read_only: bool,
) -> Result<(Model, Option<crate::storage::Progress>), String> {
    let mut model = Model::new(loaded, lang, (80, 24));
    let all = matches.flag("all-courses");
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
    // Settings from the command line, else as kept in the progress file (a flag given is
    // kept there for next time).
    let settings = progress::settings(matches, i18n, opened.as_mut().ok(), read_only)?;
    let clock = tui::clock_now().starting_at(settings.day_start_hour);
    model.clock = clock;
    let opened = opened.and_then(|p| progress::snapshot(&p, clock).map(|s| (p, s)));
    let (mut model, progress) = match opened {
        Ok((p, snapshot)) => (model.with_progress(settings, snapshot), Some(p)),
        Err(e) => {
            let mut m = model.with_progress(settings, app::Snapshot::default());
            m.storage_problem = Some(i18n.msg(&e.message()));
            (m, None)
        }
    };
    let notice = progress::home_notice(matches, i18n);
    if let Some(n) = &notice {
        out::err(n);
    }
    model.flash = recovered.or(notice);
    Ok((model, progress))
}

/// What the TUI opens on, besides the home screen.
pub enum Start {
    Home,
    Review,
    Drill(String),
    /// The playground screen, with the database `--db` names (or in memory).
    Play(Option<PathBuf>),
}

pub fn interactive(matches: &Opts<'_>, lang: Lang, start: Start) -> anyhow::Result<ExitCode> {
    let i18n = I18n::new(lang);
    let course = matches.get::<PathBuf>("course");
    let watch = matches.flag("watch");
    if watch && course.is_none() {
        out::err(&i18n.msg(&m::cli_watch_needs_course()));
        return Ok(ExitCode::from(2));
    }
    let mut loader = if watch {
        content::Loader::remembering()
    } else {
        content::Loader::default()
    };
    let loaded = match course {
        Some(dir) => content::load_dir_with(&mut loader, dir),
        None => content::load_bundled(),
    };
    if let Start::Drill(id) = &start
        && loaded.course.drill(id).is_none()
    {
        let known: Vec<String> = loaded.course.drills().map(|d| d.id.clone()).collect();
        let known = known.join(", ");
        out::err(&i18n.msg(&m::CliUnknownDrill { id, known }.into()));
        return Ok(ExitCode::from(2));
    }
    // Checked after the drill id, so a script learns which drills exist.
    if !std::io::stdout().is_terminal() || !std::io::stdin().is_terminal() {
        out::err(&i18n.msg(&m::cli_not_a_terminal()));
        return Ok(ExitCode::from(2));
    }
    if std::env::var("TERM").is_ok_and(|t| t == "dumb") {
        out::err(&i18n.msg(&m::cli_dumb_terminal()));
        return Ok(ExitCode::from(2));
    }
    let (mut model, progress) = match model(matches, &i18n, lang, loaded, false) {
        Ok(x) => x,
        Err(usage) => {
            out::err(&usage);
            return Ok(ExitCode::from(2));
        }
    };
    model.mouse = !matches.flag("no-mouse");
    let watch = match (watch, course) {
        (true, Some(dir)) => Some((dir.clone(), loader)),
        _ => None,
    };
    let path = progress.as_ref().map(|p| p.path().display().to_string());
    let progress_path = progress.as_ref().map(|p| p.path().to_path_buf());
    let mut runner = Runner::new(progress);
    runner.quiet = matches.flag("quiet");
    if let Start::Play(db) = &start {
        runner.play_place = crate::tui::play_worker::PlayPlace {
            db: db.clone(),
            progress: progress_path,
        };
    }
    let options = tui::Options {
        watch,
        runner,
        start: match start {
            Start::Home => Vec::new(),
            Start::Review => vec![Msg::StartReview],
            Start::Drill(id) => vec![Msg::StartDrill(id)],
            Start::Play(_) => vec![Msg::StartPlay],
        },
    };
    let outcome = tui::run(model, options)?;
    // The terminal is back to normal here: say plainly what could not be kept, and why.
    let path = path.unwrap_or_default();
    let said = match (&outcome.recovered, outcome.lost) {
        (Some((count, file)), _) => m::CliUnsavedRecovery {
            count: *count,
            path,
            file: file.display().to_string(),
        }
        .into(),
        (None, lost) if lost > 0 => m::CliUnsavedLost { count: lost, path }.into(),
        _ => return Ok(ExitCode::SUCCESS),
    };
    out::err(&i18n.msg(&said));
    if let Some(reason) = &outcome.reason {
        out::err(&i18n.msg(&m::unsaved_reason(reason)));
    }
    Ok(ExitCode::FAILURE)
}

/// `latih stats`: the stats screen as text.
pub fn stats(matches: &Opts<'_>, lang: Lang) -> anyhow::Result<ExitCode> {
    let i18n = I18n::new(lang);
    let loaded = load(matches.get::<PathBuf>("course"));
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

/// `latih export`: the review log to standard output or a file. The progress file is only
/// read; a file named by `--out` is written whole or not at all, and never when it is the
/// progress file or another SQLite database.
pub fn export(matches: &Opts<'_>, sub: &ArgMatches, lang: Lang) -> anyhow::Result<ExitCode> {
    let i18n = I18n::new(lang);
    let course = load(matches.get::<PathBuf>("course")).course;
    let all = matches.flag("all-courses");
    let opened = progress::open_read_only(matches)
        .and_then(|(mut p, path)| progress::scope(&mut p, &course, all).map(|()| (p, path)));
    let (progress, path) = match opened {
        Ok(x) => x,
        Err(e) => {
            out::err(&i18n.msg(&e.message()));
            return Ok(ExitCode::FAILURE);
        }
    };
    let format = match sub.get_one::<String>("format").map(String::as_str) {
        Some("json") => Format::Json,
        _ => Format::Csv,
    };
    let out = sub.get_one::<PathBuf>("out");
    let result = match out {
        Some(target) => {
            let protected = progress::protected_files(&path);
            let mut file = match OutFile::create(target, &protected) {
                Ok(Ok(f)) => f,
                Ok(Err(refusal)) => {
                    let path = target.display().to_string();
                    out::err(&i18n.msg(&match refusal {
                        Refusal::IsProgress => m::cli_out_is_progress(path),
                        Refusal::IsDatabase => m::cli_out_is_database(path),
                        Refusal::NotAFile => m::cli_out_not_a_file(path),
                    }));
                    return Ok(ExitCode::FAILURE);
                }
                Err(e) => {
                    out::err(&cannot_write(&i18n, &target.display().to_string(), &e));
                    return Ok(ExitCode::FAILURE);
                }
            };
            progress
                .export(format, &mut file)
                .and_then(|n| file.commit().map(|()| n).map_err(ExportError::Write))
        }
        // Read by a person on a terminal: escaped like every other output. Into a pipe or a
        // file it is data, byte for byte.
        None if std::io::stdout().is_terminal() => {
            let mut text = Vec::new();
            progress.export(format, &mut text).and_then(|n| {
                let text = String::from_utf8_lossy(&text);
                out::write(&mut std::io::stdout().lock(), &text)
                    .map(|()| n)
                    .map_err(ExportError::Write)
            })
        }
        None => {
            let stdout = std::io::stdout().lock();
            progress.export(format, &mut std::io::BufWriter::new(stdout))
        }
    };
    match result {
        Ok(_) => Ok(ExitCode::SUCCESS),
        // `latih export | head`: the reader has what it wanted; nothing to report.
        Err(ExportError::Write(e)) if out.is_none() && e.kind() == ErrorKind::BrokenPipe => {
            Ok(ExitCode::SUCCESS)
        }
        Err(ExportError::Write(e)) => {
            let target = out.map_or_else(|| "stdout".to_string(), |p| p.display().to_string());
            out::err(&cannot_write(&i18n, &target, &e));
            Ok(ExitCode::FAILURE)
        }
        Err(ExportError::Storage(e)) => {
            out::err(&i18n.msg(&e.message()));
            Ok(ExitCode::FAILURE)
        }
    }
}

fn cannot_write(i18n: &I18n, target: &str, e: &std::io::Error) -> String {
    i18n.msg(
        &m::CliCannotWrite {
            path: target,
            detail: e.to_string(),
        }
        .into(),
    )
}

/// `latih calc EXPR`: one line of the scratchpad, answered as the scratchpad writes it.
pub fn calc(sub: &ArgMatches, lang: Lang) -> anyhow::Result<ExitCode> {
    let i18n = I18n::new(lang);
    let expr = sub
        .get_many::<String>("expr")
        .map(|v| v.cloned().collect::<Vec<_>>().join(" "))
        .unwrap_or_default();
    let mut scratch = crate::core::expr::Scratchpad::new();
    match scratch.eval(&expr, lang) {
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
            out::err(&i18n.msg(&e.message(&expr)));
            Ok(ExitCode::FAILURE)
        }
    }
}

/// `latih optimize`: fits the scheduler's weights to the learner's own reviews, shows the
/// log loss before and after, and keeps the fit when it predicts the log better.
pub fn optimize(matches: &Opts<'_>, lang: Lang) -> anyhow::Result<ExitCode> {
    use crate::core::optimize::{self, OptimizeError};
    let i18n = I18n::new(lang);
    let mut progress = match progress::open(matches) {
        Ok(p) => p,
        Err(e) => {
            out::err(&i18n.msg(&e.message()));
            return Ok(ExitCode::FAILURE);
        }
    };
    let settings = match progress::settings(matches, &i18n, Some(&mut progress), false) {
        Ok(s) => s,
        Err(usage) => {
            out::err(&usage);
            return Ok(ExitCode::from(2));
        }
    };
    let clock = tui::clock_now().starting_at(settings.day_start_hour);
    let answers = match progress.answers() {
        Ok(a) => a,
        Err(e) => {
            out::err(&i18n.msg(&e.message()));
            return Ok(ExitCode::FAILURE);
        }
    };
    let mut stdout = std::io::stdout().lock();
    let fit = match optimize::fit(&answers, clock, &settings.scheduler.parameters) {
        Ok(f) => f,
        Err(OptimizeError::NotEnough { have, need }) => {
            let said = m::OptimizeNotEnough { have, need }.into();
            out::line(&mut stdout, &i18n.msg(&said))?;
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
        reviews: fit.reviews,
        before: loss(fit.before),
        after: loss(fit.after),
    };
    out::line(&mut stdout, &i18n.msg(&result.into()))?;
    match progress.keep_fit(&fit, clock.now) {
        Ok(false) => out::line(&mut stdout, &i18n.msg(&m::optimize_kept_old()))?,
        Ok(true) => out::line(&mut stdout, &i18n.msg(&m::optimize_saved()))?,
        Err(e) => {
            out::err(&i18n.msg(&e.message()));
            return Ok(ExitCode::FAILURE);
        }
    }
    Ok(ExitCode::SUCCESS)
}
