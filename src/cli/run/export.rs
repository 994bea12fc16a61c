//! `latih export`: the review log as CSV or JSON, to standard output or a file written whole.

use std::io::{ErrorKind, IsTerminal, Write};
use std::path::PathBuf;
use std::process::ExitCode;

use super::super::args::Shared;
use super::super::{out, progress};
use super::load;
use crate::core::lang::Lang;
use crate::core::message as m;
use crate::i18n::I18n;
use crate::storage::export::{ExportError, Format};
use crate::storage::outfile::{OutFile, Refusal};

/// `latih export`: the review log to standard output or a file. The progress file is only
/// read; a file named by `--out` is written whole or not at all, and never when it is the
/// progress file or another SQLite database.
pub fn export(
    matches: &Shared,
    format: &str,
    out: Option<&PathBuf>,
    lang: Lang,
) -> anyhow::Result<ExitCode> {
    let i18n = I18n::new(lang);
    let course = load(matches, matches.course.as_ref()).course;
    let all = matches.all_courses;
    let opened = progress::open_read_only(matches)
        .and_then(|(mut p, path)| progress::scope(&mut p, &course, all).map(|()| (p, path)));
    let (progress, path) = match opened {
        Ok(x) => x,
        Err(e) => {
            out::err(&i18n.msg(&e.message()));
            return Ok(ExitCode::FAILURE);
        }
    };
    let format = match format {
        "json" => Format::Json,
        _ => Format::Csv,
    };
    let result = match out {
        Some(target) => {
            let Some(mut file) = out_file(&i18n, target, Some(&path)) else {
                return Ok(ExitCode::FAILURE);
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

/// A file that will hold `target` once written whole; a refusal (the progress file or one
/// of its family, another database, not a file) or a failure is said, and gives `None`.
pub(super) fn out_file(
    i18n: &I18n,
    target: &std::path::Path,
    progress: Option<&std::path::Path>,
) -> Option<OutFile> {
    let path = target.display().to_string();
    match OutFile::create(target, progress) {
        Ok(Ok(f)) => Some(f),
        Ok(Err(refusal)) => {
            out::err(&i18n.msg(&match refusal {
                Refusal::IsProgress => m::cli_out_is_progress(path),
                Refusal::IsDatabase => m::cli_out_is_database(path),
                Refusal::NotAFile => m::cli_out_not_a_file(path),
            }));
            None
        }
        Err(e) => {
            out::err(&cannot_write(i18n, &path, &e));
            None
        }
    }
}

/// `bytes` written whole into `target` (never over the progress file); whether they were,
/// with why not said.
pub(super) fn write_whole(
    i18n: &I18n,
    target: &std::path::Path,
    progress: Option<&std::path::Path>,
    bytes: &[u8],
) -> bool {
    let Some(mut file) = out_file(i18n, target, progress) else {
        return false;
    };
    match file.write_all(bytes).and_then(|()| file.commit()) {
        Ok(()) => true,
        Err(e) => {
            out::err(&cannot_write(i18n, &target.display().to_string(), &e));
            false
        }
    }
}

pub(super) fn cannot_write(i18n: &I18n, target: &str, e: &std::io::Error) -> String {
    i18n.msg(
        &m::CliCannotWrite {
            path: target,
            detail: e.to_string(),
        }
        .into(),
    )
}
