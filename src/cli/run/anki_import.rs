//! `latih import anki FILE`: the answers given in Anki (a `.colpkg` backup, an `.apkg` with
//! scheduling, or a collection file) on notes latih exported, added to the progress file,
//! each once however often the file is imported; their questions' schedules continue from
//! the newest answer.

use std::collections::HashMap;
use std::path::Path;
use std::process::ExitCode;

use super::super::args::Shared;
use super::super::{out, progress};
use super::load;
use crate::core::lang::Lang;
use crate::core::message as m;
use crate::core::quiz::Question;
use crate::core::schedule::Rating;
use crate::i18n::I18n;
use crate::interop::anki::{guid, read};
use crate::storage::import::Foreign;

fn rating(ease: u8) -> Rating {
    match ease {
        1 => Rating::Again,
        2 => Rating::Hard,
        4 => Rating::Easy,
        _ => Rating::Good,
    }
}

/// Anki's answers on notes of this course's questions (by GUID), and how many were on
/// other notes.
fn foreign(
    course: &crate::core::course::Course,
    reviews: &[read::AnkiReview],
) -> (Vec<Foreign>, usize) {
    let by_guid: HashMap<String, &Question> = (course.questions())
        .map(|q| (guid(&course.id, &q.id), q))
        .collect();
    let mut skipped = 0;
    let answers: Vec<Foreign> = (reviews.iter())
        .filter_map(|r| {
            let Some(q) = by_guid.get(&r.guid) else {
                skipped += 1;
                return None;
            };
            Some(Foreign {
                item: q.id.clone(),
                kind: q.kind.key().to_string(),
                lesson: q.lesson.clone(),
                at: r.id.div_euclid(1000),
                rating: rating(r.ease),
                duration_ms: r.time_ms.max(0) as u64,
                answer: serde_json::json!({ "anki": r.id }).to_string(),
            })
        })
        .collect();
    (answers, skipped)
}

pub fn import_anki(o: &Shared, file: &Path, lang: Lang) -> anyhow::Result<ExitCode> {
    let i18n = I18n::new(lang);
    let path = file.display().to_string();
    let reviews = match read::reviews(file) {
        Ok(r) => r,
        Err(e) => {
            let said = m::CliAnkiUnreadable {
                path: &path,
                detail: e.to_string(),
            };
            out::err(&i18n.msg(&said.into()));
            return Ok(ExitCode::FAILURE);
        }
    };
    let course = load(o, o.course.as_ref()).course;
    let (answers, skipped) = foreign(&course, &reviews);
    let opened =
        progress::open(o).and_then(|mut p| progress::scope(&mut p, &course, false).map(|()| p));
    let mut progress = match opened {
        Ok(p) => p,
        Err(e) => {
            out::err(&i18n.msg(&e.message()));
            return Ok(ExitCode::FAILURE);
        }
    };
    let class = course.scheduler.as_ref();
    let settings = match progress::settings(o, &i18n, Some(&mut progress), false, class) {
        Ok((s, _)) => s,
        Err(said) => {
            out::err(&said);
            return Ok(ExitCode::from(2));
        }
    };
    let offset = crate::tui::clock_now().offset;
    let done = progress.import_answers("anki", &answers, &settings.scheduler, offset);
    match done {
        Ok(done) => {
            let said = if done.added == 0 {
                m::CliAnkiNothingNew {
                    already: done.already,
                    skipped,
                }
                .into()
            } else {
                m::CliAnkiImported {
                    added: done.added,
                    questions: done.questions,
                    already: done.already,
                    skipped,
                }
                .into()
            };
            out::err(&i18n.msg(&said));
            Ok(ExitCode::SUCCESS)
        }
        Err(e) => {
            out::err(&i18n.msg(&e.message()));
            Ok(ExitCode::FAILURE)
        }
    }
}
