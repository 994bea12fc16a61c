//! What the notes of a playground the course defines say, in the reader's language (data:
//! one arm per kind of note), beside `notes` and `notes_parts`.

use super::parts::int;
use crate::app::doc::Tone;
use crate::core::lesson::Text;
use crate::core::message::{self as m, Arg, Message};
use crate::core::play::defnote::DefNote;
use crate::i18n::I18n;

fn seconds(i18n: &I18n, millis: u64) -> String {
    i18n.decimal(millis as f64 / 1000.0)
}

/// A course's text in the reader's language (or the other one), as plain words.
fn text(i18n: &I18n, t: &Text) -> String {
    t.get(i18n.lang())
        .map(|f| f.value.plain())
        .unwrap_or_default()
}

/// A defined playground's note in words.
pub fn defined_note(i18n: &I18n, n: &DefNote) -> (String, Tone) {
    let ok = Tone::Heading;
    let said: (Message, Tone) = match n {
        DefNote::Opened {
            title,
            text: t,
            tables,
        } => return (opened(i18n, title, t, tables), ok),
        DefNote::NoSuchPlayground { id, known } => (
            m::PlayDefNoSuch {
                id: id.as_str(),
                known: known.join(", ").as_str(),
            }
            .into(),
            Tone::Error,
        ),
        DefNote::Generated { tables, millis } => {
            let list = listing(tables.iter().map(|(t, rows)| {
                m::PlayDefGeneratedTable {
                    table: t.as_str(),
                    rows: int(i18n, *rows),
                }
                .into()
            }));
            let seconds = seconds(i18n, *millis);
            let said = m::PlayDefGenerated {
                seconds: seconds.as_str(),
                tables: list,
            };
            (said.into(), ok)
        }
        DefNote::Index { name, on, changed } => {
            let name = name.clone();
            match (on, changed) {
                (true, true) => (m::play_def_index_on(name), ok),
                (false, true) => (m::play_def_index_off(name), ok),
                (true, false) => (m::play_def_index_already_on(name), Tone::Muted),
                (false, false) => (m::play_def_index_already_off(name), Tone::Muted),
            }
        }
        DefNote::Partitioned {
            n,
            tables,
            rows,
            millis,
        } => (partitioned(i18n, *n, tables, *rows, *millis), ok),
        DefNote::Unpartitioned { rows, millis } => (
            m::PlayDefUnpartitioned {
                rows: int(i18n, *rows),
                seconds: seconds(i18n, *millis).as_str(),
            }
            .into(),
            ok,
        ),
        DefNote::Routed { .. }
        | DefNote::Scattered { .. }
        | DefNote::NoPlace { .. }
        | DefNote::SplitTwice { .. } => placed(i18n, n),
        DefNote::NextPage(line) => (m::play_def_next_page(line.clone()), Tone::Muted),
        DefNote::Help {
            title,
            text: t,
            own,
            commands,
        } => return (help(i18n, title, t, own, commands), Tone::Text),
        DefNote::HelpOne { usage, text: t } => {
            let about = t.as_ref().map(|t| text(i18n, t)).unwrap_or_default();
            let both = format!("{usage}\n    {about}");
            return (both.trim_end().to_string(), Tone::Text);
        }
        DefNote::Parse(e) => (crate::core::problem::play_text::line_error(e), Tone::Error),
        DefNote::Usage(u) => (m::play_usage(u.clone()), Tone::Muted),
        DefNote::Others(list) => (others(i18n, list), Tone::Text),
    };
    (i18n.msg(&said.0), said.1)
}

fn partitioned(
    i18n: &I18n,
    n: u32,
    tables: &[(String, Option<String>)],
    rows: u64,
    millis: u64,
) -> Message {
    let list = listing(tables.iter().map(|(t, k)| {
        match k {
            Some(c) => m::PlayDefSplitBy {
                table: t.as_str(),
                column: c.as_str(),
            }
            .into(),
            None => m::play_def_copied(t.clone()),
        }
    }));
    m::PlayDefPartitioned {
        n: int(i18n, u64::from(n)),
        split: list,
        rows: int(i18n, rows),
        seconds: seconds(i18n, millis).as_str(),
    }
    .into()
}

/// Where a statement went once the tables were split, or why it could go nowhere.
fn placed(i18n: &I18n, n: &DefNote) -> (Message, Tone) {
    match n {
        DefNote::Routed { partition, key } => (
            m::PlayDefRouted {
                partition: Arg::Str(partition.to_string()),
                key: key.as_str(),
            }
            .into(),
            Tone::Muted,
        ),
        DefNote::Scattered {
            n,
            missing: Some(c),
        } => (
            m::PlayDefScattered {
                n: int(i18n, u64::from(*n)),
                column: c.as_str(),
            }
            .into(),
            Tone::Warning,
        ),
        DefNote::Scattered { n, missing: None } => (
            m::play_def_scattered_all(int(i18n, u64::from(*n))),
            Tone::Muted,
        ),
        DefNote::NoPlace { table, column } => (
            m::PlayDefNoPlace {
                table: table.as_str(),
                column: column.as_str(),
            }
            .into(),
            Tone::Error,
        ),
        DefNote::SplitTwice { table } => (m::play_def_split_twice(table.clone()), Tone::Error),
        _ => (m::play_empty(), Tone::Muted),
    }
}

/// The playgrounds the course defines, each with its title in the reader's language.
fn others(i18n: &I18n, list: &[(String, Option<crate::core::lesson::Label>)]) -> Message {
    let list: Vec<String> = (list.iter())
        .map(
            |(id, title)| match title.as_ref().map(|t| t.text(i18n.lang())) {
                Some(t) if !t.is_empty() => format!("{id} ({t})"),
                _ => id.clone(),
            },
        )
        .collect();
    m::play_def_others(list.join(", "))
}

/// Messages one after another, joined by commas.
fn listing(items: impl Iterator<Item = Message>) -> Arg {
    let mut out = Vec::new();
    for (i, one) in items.enumerate() {
        if i > 0 {
            out.push(Arg::from(", "));
        }
        out.push(Arg::from(one));
    }
    Arg::Join(out)
}

/// `reset ID`: the playground's name and tables, then what it models.
fn opened(i18n: &I18n, title: &str, t: &Text, tables: &[String]) -> String {
    let head = i18n.msg(
        &m::PlayDefOpened {
            title,
            tables: tables.join(", ").as_str(),
        }
        .into(),
    );
    let about = text(i18n, t);
    if about.is_empty() {
        head
    } else {
        format!("{head}\n{about}")
    }
}

/// `help`: the playground's own commands, then the course's, each with what it does.
fn help(i18n: &I18n, title: &str, t: &Text, own: &[String], commands: &[(String, Text)]) -> String {
    let mut out = vec![i18n.msg(&m::play_def_help_own())];
    out.extend(own.iter().map(|u| format!("  {u}")));
    out.push(i18n.msg(&m::play_def_help_commands(title.to_string())));
    let about = text(i18n, t);
    if !about.is_empty() {
        out.push(about);
    }
    for (usage, what) in commands {
        out.push(format!("  {usage}\n      {}", text(i18n, what)));
    }
    out.join("\n")
}
