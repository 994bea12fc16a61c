//! Every screen in Indonesian speaks Indonesian: a tour of the bundled course (every lesson
//! paged through, every calculator, the scratchpad, the playground and the simulator with
//! their commands, the glossary, the drills, statistics and the overlays) fails on a word
//! that only the English side of latih uses, and on an English unit symbol after a figure.
//!
//! "English only" is measured, not listed: the words of the English messages and of the
//! course's `en` texts, less every word the Indonesian messages, the course's `id` texts and
//! its code use. Terms an Indonesian engineer says in English are in the Indonesian texts
//! too, so they pass; a word left in English by mistake does not.

use std::collections::BTreeSet;
use std::path::Path;

use crate::common::{self, chars, model, press, render};
use latih::app::keymap::Key;
use latih::app::{self, Go, Model, Msg};
use latih::content;
use latih::core::lang::Lang;
use serde_json::Value;

/// Words kept in English on purpose that the Indonesian texts happen not to use: the
/// playground's table names, listed in its schema pane.
const KEPT_IN_ENGLISH: &[&str] = &["changes"];

/// Words of `text`: runs of letters, lower-cased, two letters or more (`follow_counts` is
/// one name, not two words).
pub(super) fn words(text: &str) -> impl Iterator<Item = String> + '_ {
    text.split(|c: char| !c.is_alphabetic() && c != '_')
        .filter(|w| w.chars().count() >= 2)
        .map(str::to_lowercase)
}

/// The words of a locale's messages (values, not ids or comments).
pub(super) fn locale_words(lang: &str, out: &mut BTreeSet<String>) {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("locales/{lang}/latih.ftl"));
    let text = std::fs::read_to_string(path).expect("locale");
    for line in text.lines().filter(|l| !l.trim_start().starts_with('#')) {
        let value = match line.split_once(" = ") {
            Some((_, v)) if !line.starts_with(' ') => v,
            _ => line,
        };
        out.extend(words(value));
    }
}

/// Strings of a course file: those under `en` to `en`, the rest to `id` (ids, code and
/// formulas are shown in both languages alike).
fn course_strings(v: &Value, under_en: bool, en: &mut BTreeSet<String>, id: &mut BTreeSet<String>) {
    match v {
        Value::String(s) if under_en => en.extend(words(s)),
        Value::String(s) => id.extend(words(s)),
        Value::Array(a) => a.iter().for_each(|x| course_strings(x, under_en, en, id)),
        Value::Object(o) => {
            for (k, x) in o {
                // A unit is written in the reader's language: it is no Indonesian word.
                if k == "unit" && x.is_string() {
                    continue;
                }
                course_strings(x, under_en || k == "en", en, id);
            }
        }
        _ => {}
    }
}

/// The words of the bundled course's files, English texts to `en`, the rest to `id`.
pub(super) fn course_words(en: &mut BTreeSet<String>, id: &mut BTreeSet<String>) {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    for dir in ["lessons", "quizzes"] {
        for entry in std::fs::read_dir(root.join(dir)).expect("course folder") {
            let text = std::fs::read_to_string(entry.expect("entry").path()).expect("file");
            let v: Value = serde_saphyr::from_str(&text).expect("course YAML");
            course_strings(&v, false, en, id);
        }
    }
}

/// Words only the English side uses.
fn english_only() -> BTreeSet<String> {
    let (mut en, mut id) = (BTreeSet::new(), BTreeSet::new());
    locale_words("en", &mut en);
    locale_words("id", &mut id);
    course_words(&mut en, &mut id);
    id.extend(KEPT_IN_ENGLISH.iter().map(|w| w.to_string()));
    en.difference(&id).cloned().collect()
}

/// English unit symbols written after a figure (`10 min`, `4,44 h`, `86.400 s`).
fn english_units(screen: &str) -> Vec<String> {
    let mut out = Vec::new();
    let toks: Vec<&str> = screen.split_whitespace().collect();
    for pair in toks.windows(2) {
        let figure = pair[0].chars().last().is_some_and(|c| c.is_ascii_digit());
        let unit = pair[1].trim_end_matches([',', '.', ')', ';', ':']);
        if figure && ["s", "h", "min", "d", "day", "days", "hours", "seconds"].contains(&unit) {
            out.push(format!("{} {}", pair[0], pair[1]));
        }
    }
    out
}

fn go(m: &mut Model, to: Go) -> Vec<latih::app::Effect> {
    m.cx.go(to);
    app::update(m, Msg::Resize(80, 24))
}

/// Every page of the screen on top, from its start: PgDn until nothing moves.
fn pages(m: &mut Model, name: &str, out: &mut Vec<(String, String)>) {
    press(m, &[Key::Home]);
    let mut last = String::new();
    for n in 0..80 {
        let now = render(m);
        if now == last {
            break;
        }
        out.push((format!("{name}, page {n}"), now.clone()));
        last = now;
        press(m, &[Key::PageDown]);
    }
}

fn fresh() -> Model {
    model(content::load_bundled(), Lang::Id, 80, 24)
}

/// Lessons, overlays and search.
fn reading(out: &mut Vec<(String, String)>) {
    let mut m = fresh();
    out.push(("home".into(), render(&m)));
    let ids: Vec<String> = m.course.lessons.iter().map(|l| l.id.clone()).collect();
    for id in ids {
        let mut m = fresh();
        common::open_lesson(&mut m, &id);
        press(&mut m, &[Key::Char('a')]);
        pages(&mut m, &format!("lesson {id}"), out);
        press(&mut m, &[Key::Char('t')]);
        out.push((format!("contents of {id}"), render(&m)));
    }
    press(&mut m, &[Key::Char('?')]);
    out.push(("help".into(), render(&m)));
    let mut s = fresh();
    press(&mut s, &[Key::Char('/')]);
    press(&mut s, &chars("fan"));
    out.push(("search".into(), render(&s)));
    let mut g = fresh();
    go(&mut g, Go::Glossary(None));
    out.push(("glossary".into(), render(&g)));
    press(&mut g, &[Key::Enter]);
    pages(&mut g, "glossary entry", out);
}

/// Every calculator, with an unusable value typed into its first input; the scratchpad.
fn calculating(out: &mut Vec<(String, String)>) {
    let ids: Vec<String> = fresh().course.calculators().map(|c| c.id.clone()).collect();
    for id in ids {
        let mut m = fresh();
        go(&mut m, Go::Calc(id.clone()));
        pages(&mut m, &format!("calculator {id}"), out);
        press(&mut m, &[Key::Home, Key::Enter]);
        press(&mut m, &chars("5 GB"));
        out.push((format!("calculator {id}, typing"), render(&m)));
    }
    let mut m = fresh();
    go(&mut m, Go::Scratch);
    for line in [
        "1 hari",
        "2 jam to mnt",
        "1 TB / 86400 s to MB/s",
        "x = 5 juta",
        "x * 3",
    ] {
        press(&mut m, &chars(line));
        press(&mut m, &[Key::Enter]);
    }
    out.push(("scratchpad".into(), render(&m)));
}

/// The playground's commands and the simulator's.
fn tools(out: &mut Vec<(String, String)>) {
    let mut m = fresh();
    let mut pg = common::play::in_memory();
    let effects = go(&mut m, Go::Play(None));
    common::play::serve(&mut m, &mut pg, effects);
    for line in [
        "gen users=2000 avg=20 celebrities=1 max=400",
        "followers 1 limit=3",
        "explain followers 1",
        "fof 1",
        "partition 4 by follower",
        "reverse table on",
        "hotspot",
        "reconcile",
        "sql DROP TABLE follows",
        "bogus",
    ] {
        let mut keys = chars(line);
        keys.push(Key::Enter);
        common::play::keys(&mut m, &mut pg, &keys);
        out.push((format!("playground: {line}"), render(&m)));
    }
    let mut m = fresh();
    let mut sim = latih::feedsim::Simulator::embedded();
    go(&mut m, Go::Feed(None));
    for line in [
        "run users=2000 avg=20 posts=5 opens=20 duration=10m",
        "compare users=2000 avg=20 posts=5 opens=20 duration=1m",
        "feed 5",
    ] {
        let mut keys = chars(line);
        keys.push(Key::Enter);
        common::feed::keys(&mut m, &mut sim, &keys);
        out.push((format!("simulator: {line}"), render(&m)));
    }
}

#[test]
fn every_screen_in_indonesian_has_no_word_only_english_uses() {
    let english = english_only();
    assert!(
        english.len() > 300 && english.contains("which"),
        "the English vocabulary was not read: {english:?}"
    );
    let mut screens = Vec::new();
    reading(&mut screens);
    calculating(&mut screens);
    tools(&mut screens);
    let mut found = BTreeSet::new();
    for (name, screen) in &screens {
        // What the learner typed (`› sql DROP TABLE follows`) is theirs, and so is code
        // quoted between backticks (a statement named back to them).
        let typed: String = screen
            .lines()
            .filter(|l| !l.trim_start().starts_with('›'))
            .collect::<Vec<_>>()
            .join("\n");
        let text: String = typed
            .split('`')
            .enumerate()
            .filter(|(i, _)| i % 2 == 0)
            .map(|(_, t)| t)
            .collect::<Vec<_>>()
            .join(" ");
        for w in words(&text).filter(|w| english.contains(w)) {
            found.insert(format!("{name}: “{w}”"));
        }
        for u in english_units(&text) {
            found.insert(format!("{name}: “{u}”"));
        }
    }
    assert!(
        found.is_empty(),
        "{} English words on Indonesian screens:\n{}",
        found.len(),
        found.into_iter().collect::<Vec<_>>().join("\n")
    );
}

/// Indonesian speaks to the learner as *kamu* everywhere, never the formal *Anda*.
#[test]
fn indonesian_says_kamu_never_anda() {
    let (mut en, mut id) = (BTreeSet::new(), BTreeSet::new());
    locale_words("id", &mut id);
    course_words(&mut en, &mut id);
    assert!(id.contains("kamu"), "the Indonesian texts were not read");
    assert!(!id.contains("anda"), "“Anda” in the Indonesian texts");
}

/// Where `L` is typed (the search field), the help says how to switch the language, and `L`
/// pressed in that help does; the query typed is kept.
#[test]
fn where_l_is_typed_the_help_says_how_to_switch_and_l_there_does() {
    let mut m = model(content::load_bundled(), Lang::Id, 80, 24);
    press(&mut m, &[Key::Char('/')]);
    press(&mut m, &chars("fan"));
    press(&mut m, &[Key::Char('L')]);
    assert_eq!(m.lang(), Lang::Id, "L is typed into the query");
    press(&mut m, &[Key::Backspace, Key::F1]);
    let help = render(&m);
    assert!(help.contains("tekan L di sini"), "{help}");
    press(&mut m, &[Key::Char('L')]);
    assert_eq!(m.lang(), Lang::En);
    assert!(render(&m).contains("press L here"), "{}", render(&m));
    press(&mut m, &[Key::Esc]);
    assert!(render(&m).contains("/ fan"), "{}", render(&m));
}
