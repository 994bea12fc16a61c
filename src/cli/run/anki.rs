//! `latih export --format apkg --out FILE [--lesson ID]`: the course's questions (or a lesson's
//! or module's) as an Anki deck, written whole or not at all.

use std::path::PathBuf;
use std::process::ExitCode;

use super::super::args::Shared;
use super::super::out;
use super::export::{cannot_write, write_whole};
use super::load;
use crate::core::lang::Lang;
use crate::core::message as m;
use crate::i18n::I18n;

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
    if !write_whole(&i18n, target, progress.as_deref(), &deck.bytes) {
        return Ok(ExitCode::FAILURE);
    }
    let path = target.display().to_string();
    let said = m::CliApkgWrote {
        notes: deck.notes,
        path: &path,
    };
    out::err(&i18n.msg(&said.into()));
    Ok(ExitCode::SUCCESS)
}
