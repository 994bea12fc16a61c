//! The real bundled course: it loads clean, its question banks cover every type in both
//! languages, its glossary covers the lessons, and review 0035 brings back the questions of
//! 0032 and M13.04.

use crate::common;
use latih::core::write::Write;

use std::collections::BTreeSet;

use common::quiz::{NOW, answer_right, keys, quiz};
use common::{model, press, render};
use latih::app::keymap::Key;
use latih::app::screen::quiz::state::{Mode, Phase};
use latih::app::{self, Effect, Msg, Settings};
use latih::content;
use latih::core::clock::Clock;
use latih::core::lang::Lang;
use latih::core::lesson::Block;
use latih::core::record::SessionKind;

#[test]
fn the_bundled_course_has_no_problems() {
    let loaded = content::load_bundled();
    let problems: Vec<String> = loaded.problems.iter().map(|p| format!("{p:?}")).collect();
    assert!(problems.is_empty(), "{problems:#?}");
    assert!(loaded.course.lesson("0035").is_some());
}

/// The glossary: the terms the issue names and the rest the lessons use, each in both
/// languages and marked by at least one lesson, and every lesson but the reviews marking
/// terms.
#[test]
fn the_glossary_covers_the_lessons_in_both_languages() {
    let course = content::load_bundled().course;
    let g = &course.glossary;
    assert!(g.terms.len() >= 40, "{} terms", g.terms.len());
    for id in [
        "fan-out",
        "dau",
        "hotspot",
        "partition-key",
        "scatter-gather",
        "local-secondary-index",
        "global-secondary-index",
        "covering-index",
        "change-data-capture",
        "transactional-outbox",
        "idempotent-consumer",
        "keyset-pagination",
        "denormalised-counter",
        "littles-law",
    ] {
        assert!(g.term(id).is_some(), "no term {id}");
    }
    for t in &g.terms {
        for lang in Lang::ALL {
            assert!(t.name.exact(lang).is_some(), "{} has no {lang} name", t.id);
            assert!(
                t.definition.exact(lang).is_some(),
                "{} has no {lang} definition",
                t.id
            );
        }
        assert!(!t.used_in.is_empty(), "no lesson marks {}", t.id);
    }
    for l in course
        .lessons
        .iter()
        .filter(|l| !["0035", "m13-08"].contains(&l.id.as_str()))
    {
        assert!(
            g.terms
                .iter()
                .filter(|t| t.used_in.iter().any(|u| u.lesson == l.id))
                .count()
                >= 10,
            "{} marks few terms",
            l.id
        );
    }
}

#[test]
fn each_bank_mixes_every_type_in_both_languages() {
    let course = content::load_bundled().course;
    for id in ["m13-04", "0032"] {
        let bank = course.bank(id).expect("bank");
        assert!(bank.questions.len() >= 8, "{id}: {}", bank.questions.len());
        let kinds: BTreeSet<&str> = bank.questions.iter().map(|q| q.kind.key()).collect();
        assert_eq!(
            kinds,
            BTreeSet::from(["multiple", "numeric", "ordering", "recall", "single"]),
            "{id}"
        );
        for q in &bank.questions {
            for lang in [Lang::Id, Lang::En] {
                assert!(q.prompt.exact(lang).is_some(), "{} prompt {lang}", q.id);
                assert!(
                    q.explanation.exact(lang).is_some(),
                    "{} explanation {lang}",
                    q.id
                );
            }
        }
    }
}

#[test]
fn review_0035_brings_back_0032_0034_and_m13_04_and_records_them() {
    let loaded = content::load_bundled();
    let lesson = loaded.course.lesson("0035").expect("0035");
    let Some(Block::Review { lessons, .. }) = lesson
        .body
        .get()
        .blocks
        .iter()
        .find(|b| matches!(b, Block::Review { .. }))
    else {
        panic!("0035 has a review block");
    };
    let expected = loaded.course.questions_of(lessons).len();
    let own = |bank: &str| loaded.course.bank(bank).map_or(0, |b| b.questions.len());
    assert_eq!(expected, own("0032") + own("0034") + own("m13-04"));

    let mut m = model(loaded, Lang::En, 80, 24).with_progress(
        Settings {
            seed: 9,
            ..Settings::default()
        },
        Default::default(),
    );
    app::update(&mut m, Msg::Tick(Clock::new(NOW, 0)));
    common::open_lesson(&mut m, "0035");
    // Tab to the review card and start it.
    let mut effects = Vec::new();
    for _ in 0..6 {
        if render(&m).contains("▌ ▌ ↻") {
            break;
        }
        press(&mut m, &[Key::Tab]);
    }
    effects.extend(keys(&mut m, &[Key::Enter]));
    let Some(Effect::Store(Write::StartSession { kind, planned, .. })) = effects.first() else {
        panic!("a recorded session starts: {effects:?}\n{}", render(&m));
    };
    assert_eq!(*kind, SessionKind::ReviewLesson);
    assert_eq!(*planned, expected);
    assert!(matches!(quiz(&m).mode, Mode::Review { .. }));
    app::update(&mut m, Msg::SessionStarted(1));
    let mut recorded = BTreeSet::new();
    while quiz(&m).phase != Phase::Done {
        answer_right(&mut m);
        for e in keys(&mut m, &[Key::Enter]) {
            if let Effect::Store(Write::Record { record, .. }) = e {
                recorded.insert(record.item);
            }
        }
    }
    assert_eq!(recorded.len(), expected, "every question answered once");
}

/// The 0035 review started at 80x24, every question of 0032 and M13.04 in it.
fn start_0035(lang: Lang) -> latih::app::Model {
    start_0035_at(lang, 80, 24)
}

fn start_0035_at(lang: Lang, w: u16, h: u16) -> latih::app::Model {
    let mut m = model(content::load_bundled(), lang, w, h).with_progress(
        Settings {
            seed: 4,
            ..Settings::default()
        },
        Default::default(),
    );
    app::update(&mut m, Msg::Tick(Clock::new(NOW, 0)));
    common::open_lesson(&mut m, "0035");
    for _ in 0..6 {
        if render(&m).contains("▌ ▌ ↻") {
            break;
        }
        press(&mut m, &[Key::Tab]);
    }
    press(&mut m, &[Key::Enter]);
    app::update(&mut m, Msg::SessionStarted(1));
    m
}

#[test]
fn rating_buttons_stay_on_screen_however_long_the_explanation() {
    for lang in [Lang::Id, Lang::En] {
        let mut m = start_0035(lang);
        let good = match lang {
            Lang::Id => "[3 Baik ·",
            Lang::En => "[3 Good ·",
        };
        let mut scrolled = 0;
        while quiz(&m).phase != Phase::Done {
            answer_right(&mut m);
            let screen = render(&m);
            let lines: Vec<&str> = screen.lines().collect();
            // The row above the footer holds the buttons, in key order.
            let buttons = lines[lines.len() - 2];
            let (hard, good_at, easy) =
                (buttons.find("[2 "), buttons.find(good), buttons.find("[4 "));
            assert!(
                hard.is_some() && hard < good_at && good_at < easy,
                "buttons not pinned in order:\n{screen}"
            );
            // Scrolling the explanation stops at its end: one key back up moves at once.
            press(&mut m, &[Key::Down; 60]);
            let bottom = render(&m);
            press(&mut m, &[Key::Up]);
            if bottom != screen {
                scrolled += 1;
                assert_ne!(render(&m), bottom, "Up after scrolling to the end moves");
            }
            assert!(render(&m).contains(good), "buttons stay while scrolling");
            keys(&mut m, &[Key::Enter]);
        }
        assert!(scrolled > 0, "some explanation is longer than the screen");
    }
}

#[test]
fn on_a_small_terminal_the_option_being_chosen_stays_in_view() {
    // Open the review at 80x24 (the lesson's card), then shrink to the smallest size.
    let mut m = start_0035(Lang::En);
    app::update(&mut m, Msg::Resize(40, 10));
    let mut moved = 0;
    while quiz(&m).phase != Phase::Done {
        let options = quiz(&m)
            .question(&m.course)
            .map_or(0, |q| q.kind.choices().len());
        if options == 0 {
            assert!(render(&m).contains('▏'), "the typed answer is in view");
        }
        for _ in 0..options {
            // (No option is under the cursor until the learner moves it.)
            press(&mut m, &[Key::Down]);
            moved += 1;
            let screen = render(&m);
            assert!(
                screen.contains('▸') || screen.contains('⇅'),
                "the cursor is in view:\n{screen}"
            );
        }
        answer_right(&mut m);
        keys(&mut m, &[Key::Enter]);
    }
    assert!(moved > 20);
}
