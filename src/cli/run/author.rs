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
    // Lint reports problems and counts: each lesson's text goes once its file is checked.
    let mut loaded = load_with(loader(o, false).headers_only(), named.first().copied());
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
