//! `latih export --format apkg --out FILE [--lesson ID]`: the course's questions (or a lesson's
//! or module's) as an Anki deck, written whole or not at all.

use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;

use super::super::args::Shared;
use super::super::out;
use super::export::cannot_write;
use super::load;
use crate::core::lang::Lang;
use crate::core::message as m;
use crate::i18n::I18n;
use crate::storage::outfile::{OutFile, Refusal};

pub fn anki_deck(
    o: &Shared,
    target: Option<&PathBuf>,
    lesson: Option<&str>,
    lang: Lang,
) -> anyhow::Result<ExitCode> {
    let i18n = I18n::new(lang);
    // A zip is no text for a terminal or a pipe: the deck is a file, named.
    let Some(target) = target else {
        out::err(&i18n.msg(&m::cli_apkg_needs_out()));
        return Ok(ExitCode::from(2));
    };
    let course = load(o, o.course.as_ref()).course;
    let chosen = match lesson {
        Some(name) => {
            let lessons = course.lessons_named(name);
            if lessons.is_empty() {
                out::err(&i18n.msg(&m::cli_unknown_lesson(name.to_string())));
                return Ok(ExitCode::from(2));
            }
            Some(course.questions_of(&lessons))
        }
        None => None,
    };
    let now = crate::tui::clock_now().now;
    let deck = match crate::interop::anki::apkg(&course, chosen.as_deref(), lang, now) {
        Ok(d) => d,
        Err(e) => {
            out::err(&cannot_write(
                &i18n,
                &target.display().to_string(),
                &std::io::Error::other(e),
            ));
            return Ok(ExitCode::FAILURE);
        }
    };
    // Never over the progress file (or beside it in its family), nor another database.
    // Where it is without creating its folder: an export writes nothing of latih's own.
    let progress = o.progress.clone().or_else(crate::storage::default_path);
    let path = target.display().to_string();
    let mut file = match OutFile::create(target, progress.as_deref()) {
        Ok(Ok(f)) => f,
        Ok(Err(refusal)) => {
            out::err(&i18n.msg(&match refusal {
                Refusal::IsProgress => m::cli_out_is_progress(path),
                Refusal::IsDatabase => m::cli_out_is_database(path),
                Refusal::NotAFile => m::cli_out_not_a_file(path),
            }));
            return Ok(ExitCode::FAILURE);
        }
        Err(e) => {
            out::err(&cannot_write(&i18n, &path, &e));
            return Ok(ExitCode::FAILURE);
        }
    };
    if let Err(e) = file.write_all(&deck.bytes).and_then(|()| file.commit()) {
        out::err(&cannot_write(&i18n, &path, &e));
        return Ok(ExitCode::FAILURE);
    }
    let said = m::CliApkgWrote {
        notes: deck.notes,
        path: &path,
    };
    out::err(&i18n.msg(&said.into()));
    Ok(ExitCode::SUCCESS)
}
