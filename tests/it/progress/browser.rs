//! The question browser and holding questions out of reviews, driven through the model:
//! suspend, bury, leeches, reset, practise, filters, search and sorting.

use crate::common;
use latih::core::write::Write;

use common::quiz::{NOW, answer_right, keys, quiz, start_review};
use common::{chars, load_fixture, model, render};

use latih::app::keymap::Key;
use latih::app::screen::browser::BrowserState;
use latih::app::screen::quiz::state::{Mode, Phase};
use latih::app::{self, Effect, Model, Msg, Screen, Settings, Snapshot};
use latih::core::clock::{Clock, DAY};
use latih::core::lang::Lang;
use latih::core::record::{Flags, HistoryRow};
use latih::core::schedule::{ItemState, Phase as SPhase, Rating};

const OFFSET: i32 = 7 * 3600;

/// A review question: graduated, due now, with `lapses` lapses.
fn reviewed(lapses: u32) -> ItemState {
    ItemState {
        stability: 3.0,
        difficulty: 6.0,
        due: NOW - DAY,
        last_review: NOW - 4 * DAY,
        reps: 10,
        lapses,
        phase: SPhase::Review,
    }
}

/// The fixture course with this progress, at the fixture's time.
fn with(snapshot: Snapshot, settings: Settings) -> Model {
    let mut m = model(load_fixture("valid"), Lang::En, 80, 24).with_progress(settings, snapshot);
    app::update(&mut m, Msg::Tick(Clock::new(NOW, OFFSET)));
    m
}

fn browser(m: &Model) -> &BrowserState {
    match m.screen() {
        Screen::Browser(b) => b,
        other => panic!("expected the browser, got {other:?}"),
    }
}

fn open_browser(m: &mut Model) {
    keys(m, &[Key::Char('b')]);
    browser(m);
}

/// The question ids the browser shows, top to bottom.
fn listed(m: &Model) -> Vec<String> {
    let all: Vec<String> = m.course.questions().map(|q| q.id.clone()).collect();
    let screen = render(m);
    let mut found: Vec<(usize, String)> = all
        .iter()
        .filter_map(|id| {
            let q = m.course.question(id)?;
            let text = q.prompt.get(Lang::En)?.value.plain();
            let head: String = text.chars().take(12).collect();
            screen.find(&head).map(|at| (at, id.clone()))
        })
        .collect();
    found.sort();
    found.into_iter().map(|(_, id)| id).collect()
}

#[test]
fn the_browser_lists_every_question_and_filters_searches_and_sorts() {
    let mut snapshot = Snapshot::default();
    snapshot.schedule.insert("b-size".into(), reviewed(3));
    snapshot.schedule.insert("b-fixes".into(), reviewed(1));
    let mut m = with(snapshot, Settings::default());
    open_browser(&mut m);
    let screen = render(&m);
    assert!(screen.contains("5 of 5 questions"), "{screen}");
    assert_eq!(listed(&m).len(), 5, "{screen}");
    // f: new questions only.
    keys(&mut m, &[Key::Char('f')]);
    let screen = render(&m);
    assert!(screen.contains("3 of 5 questions · state: new"), "{screen}");
    assert!(!listed(&m).contains(&"b-size".to_string()));
    // Back to all (the states go round), then sorted by lapses, most first.
    keys(&mut m, &[Key::Char('f'); 7]);
    assert!(!render(&m).contains("state:"), "{}", render(&m));
    keys(&mut m, &[Key::Char('o'); 8]);
    keys(&mut m, &[Key::Char('O')]);
    let screen = render(&m);
    assert!(screen.contains("sorted by lapses"), "{screen}");
    assert_eq!(listed(&m)[..2], ["b-size", "b-fixes"], "{screen}");
    // A search by id narrows the list; Esc clears it.
    keys(&mut m, &[Key::Char('/')]);
    keys(&mut m, &chars("fixes"));
    assert_eq!(listed(&m), ["b-fixes"], "{}", render(&m));
    // After Enter the search is named beside the count, not left as an open field.
    keys(&mut m, &[Key::Enter]);
    let screen = render(&m);
    assert!(
        screen.contains("1 of 5 questions · search: “fixes”"),
        "{screen}"
    );
    assert!(!screen.contains("fixes▏"), "{screen}");
    keys(&mut m, &[Key::Char('/'), Key::Esc]);
    assert_eq!(listed(&m).len(), 5);
    assert_eq!(m.screens.len(), 2, "Esc left the search, not the browser");
}

#[test]
fn a_question_suspended_in_the_browser_is_never_asked_and_unsuspends() {
    let mut m = with(Snapshot::default(), Settings::default());
    open_browser(&mut m);
    let first = listed(&m)[0].clone();
    let effects = keys(&mut m, &[Key::Char('s')]);
    assert!(
        matches!(&effects[..], [Effect::Store(Write::SetFlags { item, flags, .. })] if *item == first && flags.suspended),
        "{effects:?}"
    );
    assert!(render(&m).contains("suspended"));
    assert!(!m.due().contains(&first), "kept out of the day's review");
    // s again: back in reviews.
    let effects = keys(&mut m, &[Key::Char('s')]);
    assert!(
        matches!(&effects[..], [Effect::Store(Write::SetFlags { flags, .. })] if *flags == Flags::default()),
        "{effects:?}"
    );
    assert!(m.due().contains(&first));
}

#[test]
fn a_buried_question_comes_back_the_next_learner_day() {
    let mut m = with(Snapshot::default(), Settings::default());
    open_browser(&mut m);
    let first = listed(&m)[0].clone();
    keys(&mut m, &[Key::Char('b')]);
    assert!(render(&m).contains("Buried until tomorrow"));
    assert!(!m.due().contains(&first));
    // An hour before the day's start (04:00 local) it is still buried; at it, it is back.
    let start = Clock::new(NOW, OFFSET).day_start() + DAY;
    app::update(&mut m, Msg::Tick(Clock::new(start - 3600, OFFSET)));
    assert!(!m.due().contains(&first));
    app::update(&mut m, Msg::Tick(Clock::new(start, OFFSET)));
    assert!(m.due().contains(&first));
}

#[test]
fn suspending_on_the_verdict_records_nothing_and_undo_brings_it_back() {
    let mut m = with(
        Snapshot::default(),
        Settings {
            seed: 1,
            ..Settings::default()
        },
    );
    start_review(&mut m);
    let first = quiz(&m).session.current().expect("a question").to_string();
    answer_right(&mut m);
    assert!(matches!(quiz(&m).phase, Phase::Answered { .. }));
    assert!(m.applies(latih::app::keymap::Action::Suspend));
    let effects = keys(&mut m, &[Key::Char('s')]);
    assert!(
        effects
            .iter()
            .all(|e| !matches!(e, Effect::Store(Write::Record { .. }))),
        "{effects:?}"
    );
    assert!(effects.iter().any(
        |e| matches!(e, Effect::Store(Write::SetFlags { item, flags, .. }) if *item == first && flags.suspended)
    ));
    assert_ne!(quiz(&m).session.current(), Some(first.as_str()));
    assert!(render(&m).contains("Suspended, not recorded"));
    // Undo: unsuspended and asked again.
    let effects = keys(&mut m, &[Key::Ctrl('z')]);
    assert!(
        effects
            .iter()
            .any(|e| matches!(e, Effect::Store(Write::SetFlags { flags, .. }) if *flags == Flags::default())),
        "{effects:?}"
    );
    assert_eq!(quiz(&m).session.current(), Some(first.as_str()));
    assert!(m.flags.is_empty());
}

#[test]
fn the_eighth_lapse_makes_a_leech_suspended_and_says_why() {
    // Every question but one is held back, so the review is that one question.
    let mut snapshot = Snapshot::default();
    snapshot.schedule.insert("b-direction".into(), reviewed(7));
    for id in ["b-size", "b-fixes", "b-order", "b-recall"] {
        let suspended = Flags {
            suspended: true,
            ..Flags::default()
        };
        snapshot.flags.insert(id.into(), suspended);
    }
    let mut m = with(snapshot, Settings::default());
    start_review(&mut m);
    assert_eq!(quiz(&m).session.current(), Some("b-direction"));
    keys(&mut m, &[Key::Down, Key::Down, Key::Enter]);
    let effects = keys(&mut m, &[Key::Char('1')]);
    let record = effects
        .iter()
        .find_map(|e| match e {
            Effect::Store(Write::Record { record, state }) => Some((record.rating, state.lapses)),
            _ => None,
        })
        .expect("the Again is recorded");
    assert_eq!(record, (Rating::Again, 8));
    assert!(
        effects.iter().any(|e| matches!(
            e,
            Effect::Store(Write::SetFlags { item, flags, .. }) if item == "b-direction" && flags.leech && flags.suspended
        )),
        "{effects:?}"
    );
    let screen = render(&m);
    assert!(
        screen.contains("forgotten this question 8 times"),
        "{screen}"
    );
    assert_eq!(
        quiz(&m).session.current(),
        None,
        "not asked again in the session"
    );
    assert!(quiz(&m).session.waiting_until().is_none(), "{screen}");
}

#[test]
fn the_leech_threshold_is_an_option_and_zero_turns_it_off() {
    let mut snapshot = Snapshot::default();
    snapshot.schedule.insert("b-direction".into(), reviewed(7));
    let settings = Settings {
        leech_threshold: 0,
        ..Settings::default()
    };
    let mut m = with(snapshot, settings);
    app::update(&mut m, Msg::StartLessonReview("edges".into()));
    app::update(&mut m, Msg::SessionStarted(7));
    while quiz(&m).session.current() != Some("b-direction") {
        answer_right(&mut m);
        keys(&mut m, &[Key::Char('3')]);
    }
    keys(&mut m, &[Key::Down, Key::Down, Key::Enter]);
    let effects = keys(&mut m, &[Key::Char('1')]);
    assert!(
        effects
            .iter()
            .all(|e| !matches!(e, Effect::Store(Write::SetFlags { .. }))),
        "{effects:?}"
    );
}

#[test]
fn a_question_opens_on_its_schedule_and_answers_and_resets_only_when_asked_twice() {
    let mut snapshot = Snapshot::default();
    snapshot.schedule.insert("b-size".into(), reviewed(2));
    let mut m = with(snapshot, Settings::default());
    open_browser(&mut m);
    keys(&mut m, &[Key::Char('f'); 3]); // review
    let effects = keys(&mut m, &[Key::Enter]);
    assert!(
        matches!(&effects[..], [Effect::Load(latih::app::Load::ItemHistory(id))] if id == "b-size"),
        "{effects:?}"
    );
    assert!(render(&m).contains("Reading its answers"));
    let row = HistoryRow {
        at: NOW - 4 * DAY,
        rating: Rating::Good,
        correct: Some(true),
        interval_days: 3.0,
        shown_as: Some(latih::core::queue::Kind::Review),
    };
    app::update(&mut m, Msg::ItemHistory("b-size".into(), Ok(vec![row])));
    let screen = render(&m);
    assert!(screen.contains("Question id: b-size"), "{screen}");
    assert!(screen.contains("Lapses: 2"), "{screen}");
    assert!(screen.contains("review · Good · right · → 3 d"), "{screen}");
    // R once only asks; R again resets.
    let effects = keys(&mut m, &[Key::Char('R')]);
    assert!(effects.is_empty(), "{effects:?}");
    assert!(render(&m).contains("Press R again"));
    let effects = keys(&mut m, &[Key::Char('R')]);
    assert!(
        effects.contains(&Effect::Store(Write::Forget("b-size".into()))),
        "{effects:?}"
    );
    assert!(!m.schedule.contains_key("b-size"));
    assert!(render(&m).contains("is new again"));
}

#[test]
fn p_practises_one_question_now_and_records_nothing() {
    let mut m = with(Snapshot::default(), Settings::default());
    open_browser(&mut m);
    let first = listed(&m)[0].clone();
    keys(&mut m, &[Key::Char('p')]);
    assert!(matches!(quiz(&m).mode, Mode::Practice { .. }));
    assert_eq!(quiz(&m).session.total, 1);
    assert_eq!(quiz(&m).session.current(), Some(first.as_str()));
    let mut effects = answer_right(&mut m);
    effects.extend(keys(&mut m, &[Key::Enter]));
    assert!(
        effects
            .iter()
            .all(|e| !matches!(e, Effect::Store(Write::Record { .. }))),
        "{effects:?}"
    );
    keys(&mut m, &[Key::Enter]);
    browser(&m);
}

/// The browser at 80x24 in both languages: the list with a suspended leech and a review
/// question, then the review question open with its answers.
#[rstest::rstest]
#[case::indonesian(Lang::Id, "browser_id")]
#[case::english(Lang::En, "browser_en")]
fn browser_list_and_question(#[case] lang: Lang, #[case] name: &str) {
    let mut snapshot = Snapshot::default();
    snapshot.schedule.insert("b-size".into(), reviewed(2));
    snapshot.schedule.insert("b-direction".into(), reviewed(8));
    let leech = Flags {
        suspended: true,
        leech: true,
        buried_until: None,
    };
    snapshot.flags.insert("b-direction".into(), leech);
    let mut m =
        model(load_fixture("valid"), lang, 80, 24).with_progress(Settings::default(), snapshot);
    app::update(&mut m, Msg::Tick(Clock::new(NOW, OFFSET)));
    open_browser(&mut m);
    insta::assert_snapshot!(format!("{name}_list"), common::backend(&m));
    keys(&mut m, &[Key::Down, Key::Enter]);
    let row = HistoryRow {
        at: NOW - 4 * DAY,
        rating: Rating::Good,
        correct: Some(true),
        interval_days: 3.0,
        shown_as: Some(latih::core::queue::Kind::Review),
    };
    app::update(&mut m, Msg::ItemHistory("b-size".into(), Ok(vec![row])));
    insta::assert_snapshot!(format!("{name}_question"), common::backend(&m));
}
