//! The commands for writing a course: `lint` checks one, `schema` prints the format as JSON
//! Schema, `new` starts a course or a lesson from a template.

use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;

use clap::ArgMatches;

use super::super::opts::Opts;
use super::super::out;
use super::{load_with, loader};
use crate::content::{self, jsonschema};
use crate::core::message as m;
use crate::i18n::I18n;
use crate::lint;

/// `latih lint [DIR]`: the course named by DIR or `--course` (before or after `lint`), else
/// the course the current folder stands in (the nearest folder upward holding
/// lessons/course.yaml, as cargo finds Cargo.toml), else the bundled one; two different
/// folders are refused, never guessed. The first line says which course was checked.
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
    let found = std::env::current_dir().ok().and_then(|d| course_above(&d));
    let dir = named.first().map(|d| (*d).clone()).or(found);
    // Lint reports problems and counts: each lesson's text goes once its file is checked.
    let mut loaded = load_with(loader(o, false).headers_only(), dir.as_ref());
    // --fix writes what it can into an instructor's folder (never the bundled course),
    // says so, and checks again.
    if sub.get_flag("fix") && dir.is_some() {
        let said = crate::lint_fix::fix(&loaded.problems, i18n);
        if !said.is_empty() {
            let mut out = std::io::stdout().lock();
            for line in &said {
                out::line(&mut out, line)?;
            }
            loaded = load_with(loader(o, false).headers_only(), dir.as_ref());
        }
    }
    let ran = sub.get_flag("run").then(|| {
        let files = match &dir {
            Some(dir) => content::read_dir(dir).unwrap_or_default(),
            None => content::embedded(),
        };
        lint::run_scenarios(&mut loaded, &files)
    });
    let title = loaded.course.title.text(i18n.lang()).to_string();
    let checking = match &dir {
        Some(d) => m::LintChecking {
            course: title.as_str(),
            dir: d.display().to_string(),
        }
        .into(),
        None => m::lint_checking_bundled(title.as_str()),
    };
    let mut stdout = std::io::stdout().lock();
    if sub.get_one::<String>("format").is_some_and(|f| f == "json") {
        let course = dir.as_ref().map_or(title, |d| d.display().to_string());
        out::write(
            &mut stdout,
            &crate::lint_json::report(i18n, &loaded, &course),
        )?;
    } else {
        out::line(&mut stdout, &i18n.msg(&checking))?;
        out::write(&mut stdout, &lint::report(i18n, &loaded, out::width()))?;
        if let Some(ran) = ran {
            out::line(&mut stdout, &i18n.msg(&ran.message()))?;
        }
    }
    let code = if lint::failed(&loaded, deny_warnings) {
        ExitCode::from(1)
    } else {
        ExitCode::SUCCESS
    };
    // The process ends here: freeing every node of a large course one by one would only
    // delay the exit (about 2 % of linting 500 lessons); the system takes it back whole.
    std::mem::forget(loaded);
    Ok(code)
}

/// The nearest folder from `start` upward that holds a course's manifest.
pub(super) fn course_above(start: &std::path::Path) -> Option<PathBuf> {
    start
        .ancestors()
        .find(|d| d.join(content::MANIFEST).is_file())
        .map(std::path::Path::to_path_buf)
}

/// `latih schema [KIND]` prints one schema; `--write DIR` puts all three in DIR/schema/.
pub fn schema(i18n: &I18n, sub: &ArgMatches) -> anyhow::Result<ExitCode> {
    if let Some(dir) = sub.get_one::<PathBuf>("write") {
        return Ok(match super::super::scaffold::write_schemas(dir, i18n) {
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
        Some("glossary") => jsonschema::Kind::Glossary,
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
    use super::super::scaffold;
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
