//! The commands for writing a course: `lint` checks one, `schema` prints the format as JSON
//! Schema, `new` starts a course or a lesson from a template.

use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;

use super::super::args::{Shared, Sub};
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
pub fn lint(i18n: &I18n, o: &Shared, sub: &Sub) -> anyhow::Result<ExitCode> {
    let Sub::Lint {
        dir: positional,
        deny_warnings,
        run,
        fix,
        json,
    } = sub
    else {
        return Ok(ExitCode::from(2));
    };
    let Some(named) = named_course(i18n, o, positional.as_ref()) else {
        return Ok(ExitCode::from(2));
    };
    let deny_warnings = *deny_warnings;
    let found = std::env::current_dir().ok().and_then(|d| course_above(&d));
    let dir = named.or(found);
    // Lint reports problems and counts: each lesson's text goes once its file is checked.
    let mut loaded = load_with(loader(o, false).headers_only(), dir.as_ref());
    // --fix writes what it can into an instructor's folder (never the bundled course),
    // says so, and checks again.
    if *fix && dir.is_some() {
        let said = crate::lint_fix::fix(&loaded.problems, i18n);
        if !said.is_empty() {
            let mut out = std::io::stdout().lock();
            for line in &said {
                out::line(&mut out, line)?;
            }
            loaded = load_with(loader(o, false).headers_only(), dir.as_ref());
        }
    }
    let ran = run.then(|| {
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
    if *json {
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

/// The course folder the command line names (DIR, `--course` before or after `lint`);
/// `None` after saying so when it names two different ones.
fn named_course(i18n: &I18n, o: &Shared, positional: Option<&PathBuf>) -> Option<Option<PathBuf>> {
    let mut named: Vec<&PathBuf> = positional.into_iter().collect();
    if let Some((before, after)) = &o.course_twice {
        named.extend([before, after]);
    } else {
        named.extend(o.course.as_ref());
    }
    let same = |a: &PathBuf, b: &PathBuf| {
        a == b || matches!((a.canonicalize(), b.canonicalize()), (Ok(x), Ok(y)) if x == y)
    };
    if let Some(other) = named.iter().find(|p| !same(p, named[0])) {
        let said = m::CliLintTwoCourses {
            first: named[0].display().to_string(),
            second: other.display().to_string(),
        };
        out::err(&i18n.msg(&said.into()));
        return None;
    }
    Some(named.first().map(|d| (*d).clone()))
}

/// `latih schema [KIND]` prints one schema; `--write DIR` puts all three in DIR/schema/.
pub fn schema(i18n: &I18n, kind: &str, write: Option<&PathBuf>) -> anyhow::Result<ExitCode> {
    if let Some(dir) = write {
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
    let kind = match kind {
        "course" => jsonschema::Kind::Course,
        "bank" => jsonschema::Kind::Bank,
        "glossary" => jsonschema::Kind::Glossary,
        _ => jsonschema::Kind::Lesson,
    };
    let schema = jsonschema::generate(kind, &|doc| i18n.text(doc));
    let mut out = std::io::stdout().lock();
    serde_json::to_writer_pretty(&mut out, &schema)?;
    writeln!(out)?;
    Ok(ExitCode::SUCCESS)
}

/// `latih new course DIR`: files written, then how to check them.
pub fn new_course(i18n: &I18n, dir: &std::path::Path) -> anyhow::Result<ExitCode> {
    let written = super::super::scaffold::new_course(dir, i18n);
    report_new(i18n, written.map(|files| (files, dir.to_path_buf())))
}

/// `latih new lesson ID [--course DIR]`.
pub fn new_lesson(i18n: &I18n, id: &str, course: Option<PathBuf>) -> anyhow::Result<ExitCode> {
    let dir = course.unwrap_or_else(|| PathBuf::from("."));
    let written = super::super::scaffold::new_lesson(&dir, id, i18n);
    report_new(i18n, written.map(|f| (vec![f], dir)))
}

fn report_new(
    i18n: &I18n,
    written: Result<(Vec<PathBuf>, PathBuf), String>,
) -> anyhow::Result<ExitCode> {
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
