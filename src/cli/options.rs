//! The review options a run uses, Anki's presets kept per course: the defaults, then what
//! the progress file keeps for the course, then the flags on the command line, which apply
//! to this run only unless `--save` keeps them for the course.

use std::collections::HashMap;

use super::args::Shared;
use crate::core::lang::Lang;
use crate::core::message as m;
use crate::core::options::{BadValue, Key, Options, Source};
use crate::i18n::I18n;
use crate::storage::Progress;

/// The options of a run and where each comes from.
pub struct Resolved {
    pub options: Options,
    pub sources: HashMap<Key, Source>,
    /// A sentence naming the flags that apply to this run only (none: `None`).
    pub note: Option<String>,
}

/// A flag's value as the options reader takes it (`None`: not given).
fn flag_text(matches: &Shared, key: Key) -> Option<String> {
    (matches.options.iter())
        .find(|(k, _)| *k == key)
        .map(|(_, t)| t.clone())
}

/// A flag's value refused: the sentences the command line has always given for these.
fn refusal(i18n: &I18n, e: &BadValue) -> String {
    match e.key {
        Key::Retention => i18n.msg(&m::cli_bad_retention(e.text.clone())),
        Key::LearningSteps | Key::RelearningSteps => i18n.msg(&m::cli_bad_steps(e.text.clone())),
        _ => e.message(i18n),
    }
}

/// Reads the options of a run; `--save` (unless only reading) keeps the flags given for the
/// course. A kept value the reader refuses (a file edited by hand) is said and left out.
pub fn resolve(
    matches: &Shared,
    i18n: &I18n,
    progress: Option<&mut Progress>,
    read_only: bool,
    now: i64,
) -> Result<Resolved, String> {
    let mut options = Options::default();
    let mut sources = HashMap::new();
    if let Some(p) = progress.as_deref() {
        // An earlier release kept the day's start for every course: it still applies to a
        // course that keeps none of its own.
        let legacy = p
            .setting(crate::storage::settings::DAY_START_HOUR)
            .ok()
            .flatten();
        if let Some(h) = legacy
            && options.set(Key::DayStartsAt, &h, Lang::En).is_ok()
        {
            sources.insert(Key::DayStartsAt, Source::Kept);
        }
        for (name, value) in p.course_options().unwrap_or_default() {
            // An option of a later release is left in the file as it is.
            let Some(key) = Key::from_name(&name) else {
                continue;
            };
            match options.set(key, &value, Lang::En) {
                Ok(()) => {
                    sources.insert(key, Source::Kept);
                }
                Err(e) => super::out::err(
                    &i18n.msg(
                        &m::OptionKeptRefused {
                            path: p.path().display().to_string(),
                            refused: e.message(i18n),
                        }
                        .into(),
                    ),
                ),
            }
        }
    }
    let save = matches.save && !read_only;
    let mut given = Vec::new();
    for &key in Key::ALL {
        let Some(text) = flag_text(matches, key) else {
            continue;
        };
        options
            .set(key, &text, i18n.lang())
            .map_err(|e| refusal(i18n, &e))?;
        given.push(key);
        sources.insert(key, if save { Source::Kept } else { Source::ThisRun });
    }
    if save && let Some(p) = progress {
        for &key in &given {
            let keep = crate::core::write::Write::SaveOption {
                key: key.name().to_string(),
                value: Some(options.text(key)),
                at: now,
            };
            p.write(&keep).map_err(|e| i18n.msg(&e.message()))?;
        }
    }
    let note = (!save && !given.is_empty()).then(|| {
        let flags: Vec<String> = given
            .iter()
            .map(|k| format!("--{} {}", k.name(), options.text(*k)))
            .collect();
        i18n.msg(&m::options_this_run(flags.join(", ")))
    });
    Ok(Resolved {
        options,
        sources,
        note,
    })
}
