//! Timed oral drills driven through the model with an injected clock: a whole drill from the
//! prompt to the record without sleeping, the bell once, pauses that do not count, overtime,
//! abandoning, and a fail coming back sooner than a pass.

use crate::common;
use latih::core::write::Write;

use common::drill::{at, drill, open_drill, start_clock};
use common::quiz::{NOW, fixture, keys};
use common::render;

use latih::app::keymap::Key;
use latih::app::screen::drill::state::Stage;
use latih::app::{self, Effect, Msg};
use latih::core::drill::{Shown, Status};
use latih::core::lang::Lang;

#[test]
fn a_whole_drill_from_the_prompt_to_the_record() {
    let mut m = fixture(Lang::En, 1);
    let opened = open_drill(&mut m);
    assert_eq!(
        opened,
        vec![Effect::Load(latih::app::Load::DrillHistory(
            "b-talk".into()
        ))]
    );
    let screen = render(&m);
    assert!(screen.contains("The edge direction drill"), "{screen}");
    assert!(screen.contains("20 s to answer aloud · pass with 2 of 3"));
    assert!(screen.contains("No attempts yet."));
    assert!(
        !screen.contains("reverse index for followers"),
        "sample hidden"
    );

    let started = start_clock(&mut m);
    let [Effect::Store(Write::StartDrill(start))] = &started[..] else {
        panic!("the attempt is kept from its first second: {started:?}");
    };
    assert_eq!(start.drill, "b-talk");
    assert_eq!(start.lesson.as_deref(), Some("edges"));
    assert_eq!(
        (start.limit_seconds, start.checklist_size, start.pass_mark),
        (20, 3, 2)
    );
    assert_eq!(start.at, NOW);
    assert_eq!(drill(&m).stage, Stage::Timing);
    assert!(!render(&m).contains("reverse index for followers"));

    // 5 s in: 15 s left, and latih wakes again within 250 ms.
    at(&mut m, 5_000);
    let t = drill(&m).timer.clone().expect("timer");
    assert_eq!(t.shown(m.clock.ms), Shown::Left(15));
    assert!(m.next_wake_ms().is_some_and(|ms| ms <= 250));
    // Paused from 6 s to 30 s: nothing moves, nothing to wake for.
    at(&mut m, 6_000);
    keys(&mut m, &[Key::Char(' ')]);
    at(&mut m, 30_000);
    assert!(
        m.next_wake_ms().is_some_and(|ms| ms > 60_000),
        "only the next learner day"
    );
    assert!(render(&m).contains("Paused"), "{}", render(&m));
    keys(&mut m, &[Key::Char(' ')]);
    // The limit is reached 14 s after resuming: the bell rings once, the clock goes on.
    assert!(!at(&mut m, 43_999).contains(&Effect::Term(latih::app::Term::Bell)));
    assert_eq!(
        at(&mut m, 44_000),
        vec![Effect::Term(latih::app::Term::Bell)]
    );
    assert_eq!(at(&mut m, 46_500), Vec::<Effect>::new());
    let screen = render(&m);
    assert!(screen.contains("Time is up"), "{screen}");
    // Finished at 50 s: 26 s spoken (24 s of pause left out), 6 s over.
    at(&mut m, 50_000);
    keys(&mut m, &[Key::Enter]);
    assert_eq!(drill(&m).stage, Stage::Sample);
    let screen = render(&m);
    assert!(screen.contains("reverse index for followers"), "{screen}");
    assert!(
        screen.contains("You spoke for 0:26, 0:06 over the limit."),
        "{screen}"
    );
    keys(&mut m, &[Key::Enter]);
    assert_eq!(drill(&m).stage, Stage::Checklist);
    keys(&mut m, &[Key::Char(' '), Key::Down, Key::Char(' ')]);
    assert!(render(&m).contains("2 of 3 ticked; passing needs 2."));
    let effects = keys(&mut m, &[Key::Enter]);
    let [
        Effect::Store(Write::EndDrill {
            end,
            item,
            lesson,
            state,
        }),
    ] = &effects[..]
    else {
        panic!("one ending: {effects:?}");
    };
    assert_eq!(end.attempt, 7);
    assert_eq!((end.duration_ms, end.overtime_ms), (26_000, 6_000));
    assert_eq!(end.ticked, vec!["pk".to_string(), "reverse".to_string()]);
    assert_eq!(end.status, Status::Passed);
    assert_eq!(item, "b-talk");
    assert_eq!(lesson.as_deref(), Some("edges"));
    let state = state.expect("a pass is scheduled");
    assert!(state.due > NOW + 86_400, "a pass comes back after days");
    let screen = render(&m);
    assert!(
        screen.contains("Passed: 2 of 3 points (needs 2)."),
        "{screen}"
    );
    assert!(
        screen.contains("Estimates the size"),
        "the missed point is named"
    );
    assert!(screen.contains("comes back in"));
    assert_eq!(m.schedule.get("b-talk"), Some(&state));
    keys(&mut m, &[Key::Enter]);
    assert!(!matches!(m.screen(), latih::app::Screen::Drill(_)));
}

fn finish_with(ticks: usize) -> (Status, i64) {
    let mut m = fixture(Lang::En, 1);
    open_drill(&mut m);
    start_clock(&mut m);
    at(&mut m, 12_000);
    keys(&mut m, &[Key::Enter, Key::Enter]);
    for _ in 0..ticks {
        keys(&mut m, &[Key::Char(' '), Key::Down]);
    }
    let effects = keys(&mut m, &[Key::Enter]);
    match &effects[..] {
        [
            Effect::Store(Write::EndDrill {
                end,
                state: Some(s),
                ..
            }),
        ] => (end.status, s.due - NOW),
        other => panic!("{other:?}"),
    }
}

#[test]
fn a_failed_drill_comes_back_sooner_than_a_passed_one() {
    let (failed, fail_in) = finish_with(1);
    let (passed, pass_in) = finish_with(3);
    assert_eq!((failed, passed), (Status::Failed, Status::Passed));
    assert!(fail_in < pass_in, "{fail_in} vs {pass_in}");
}

#[test]
fn leaving_mid_drill_keeps_it_as_abandoned_not_failed() {
    for leave in [Msg::Key(Key::Esc), Msg::Interrupted] {
        let mut m = fixture(Lang::Id, 1);
        open_drill(&mut m);
        start_clock(&mut m);
        at(&mut m, 8_000);
        if leave == Msg::Key(Key::Esc) {
            // The first Esc only asks; the second leaves.
            let asked = app::update(&mut m, leave.clone());
            assert!(asked.is_empty(), "{asked:?}");
            assert_eq!(drill(&m).stage, Stage::Timing);
            assert!(
                render(&m).contains("Tekan Esc sekali lagi"),
                "{}",
                render(&m)
            );
        }
        let effects = app::update(&mut m, leave.clone());
        let ended = effects.iter().find_map(|e| match e {
            Effect::Store(Write::EndDrill { end, state, .. }) => Some((end.clone(), *state)),
            _ => None,
        });
        let (end, state) = ended.expect("the attempt is closed");
        assert_eq!(end.status, Status::Abandoned, "{leave:?}");
        assert_eq!(end.duration_ms, 8_000);
        assert_eq!(state, None, "an abandoned drill is not rescheduled");
        assert!(!m.schedule.contains_key("b-talk"));
    }
}

/// One Esc in the middle of an answer does not throw it away: it asks, and any other key
/// goes on with the drill (the next Esc asks again).
#[test]
fn a_single_esc_mid_drill_asks_and_another_key_goes_on() {
    let mut m = fixture(Lang::En, 1);
    open_drill(&mut m);
    start_clock(&mut m);
    at(&mut m, 5_000);
    keys(&mut m, &[Key::Esc]);
    assert!(
        render(&m).contains("Esc again leaves this drill"),
        "{}",
        render(&m)
    );
    keys(&mut m, &[Key::Char(' ')]);
    keys(&mut m, &[Key::Esc]);
    assert_eq!(drill(&m).stage, Stage::Timing, "still answering");
    assert!(matches!(m.screen(), latih::app::Screen::Drill(_)));
}

/// Ctrl-c mid-drill asks as Esc does; another key goes on, a second Ctrl-c quits and the
/// attempt is kept as abandoned.
#[test]
fn ctrl_c_mid_drill_asks_before_quitting() {
    let mut m = fixture(Lang::En, 1);
    open_drill(&mut m);
    start_clock(&mut m);
    at(&mut m, 5_000);
    keys(&mut m, &[Key::Ctrl('c')]);
    assert!(!m.quit, "one Ctrl-c does not throw the attempt away");
    assert!(render(&m).contains("Ctrl-c again quits"), "{}", render(&m));
    keys(&mut m, &[Key::Char(' ')]);
    keys(&mut m, &[Key::Ctrl('c')]);
    assert!(!m.quit, "after another key it asks again");
    let effects = keys(&mut m, &[Key::Ctrl('c')]);
    assert!(m.quit);
    assert!(
        effects
            .iter()
            .any(|e| matches!(e, Effect::Store(latih::core::write::Write::EndDrill { .. }))),
        "the attempt is ended as abandoned: {effects:?}"
    );
}

#[test]
fn the_sample_answer_is_never_shown_before_the_clock_stops() {
    let mut m = fixture(Lang::En, 1);
    open_drill(&mut m);
    // Keys that open things elsewhere do nothing here.
    keys(&mut m, &[Key::Char(' '), Key::Char('a'), Key::Tab]);
    assert_eq!(drill(&m).stage, Stage::Prompt);
    start_clock(&mut m);
    keys(&mut m, &[Key::Char('a'), Key::Tab, Key::Down]);
    assert_eq!(drill(&m).stage, Stage::Timing);
    assert!(!render(&m).contains("reverse index for followers"));
}

#[test]
fn the_prompt_lists_earlier_attempts_and_the_points_missed_most() {
    use latih::core::drill::Attempt;
    let mut m = fixture(Lang::En, 1);
    open_drill(&mut m);
    let attempt = |day: i64, ticked: &[&str], status| Attempt {
        started_at: NOW - day * 86_400,
        duration_ms: 19_000,
        overtime_ms: if day == 1 { 3_000 } else { 0 },
        ticked: ticked.iter().map(|s| s.to_string()).collect(),
        checklist_size: 3,
        status,
    };
    let history = vec![
        attempt(1, &["pk"], Status::Failed),
        attempt(3, &["pk", "reverse"], Status::Passed),
        attempt(5, &[], Status::Abandoned),
    ];
    app::update(&mut m, Msg::DrillHistory(Ok(history)));
    let screen = render(&m);
    assert!(
        screen.contains("2026-11-30 · 0:19 (+0:03) · 1/3 · not passed"),
        "{screen}"
    );
    assert!(
        screen.contains("2026-11-28 · 0:19 · 2/3 · passed"),
        "{screen}"
    );
    assert!(screen.contains("abandoned"), "{screen}");
    // Missed most often: the size (2 of 2 finished attempts), then the reverse index.
    let size = screen.find("Estimates the size").expect("size listed");
    let reverse = screen
        .find("Names the reverse index")
        .expect("reverse listed");
    assert!(size < reverse, "{screen}");
    assert!(screen.contains("missed in 2 of 2 attempts"), "{screen}");
}

#[test]
fn the_clock_changes_colour_in_the_last_fifteen_seconds_and_in_overtime() {
    use latih::app::doc::Tone;
    use latih::app::screen::drill::view::clock;
    let mut m = fixture(Lang::En, 1);
    open_drill(&mut m);
    start_clock(&mut m);
    let tone_at = |m: &mut latih::app::Model, ms: i64| {
        at(m, ms);
        clock(m, drill(m)).map(|c| (c.figure, c.tone))
    };
    assert_eq!(tone_at(&mut m, 4_000), Some(("0:16".into(), Tone::Heading)));
    assert_eq!(tone_at(&mut m, 5_000), Some(("0:15".into(), Tone::Warning)));
    assert_eq!(
        tone_at(&mut m, 19_999),
        Some(("0:01".into(), Tone::Warning))
    );
    assert_eq!(tone_at(&mut m, 20_000), Some(("+0:00".into(), Tone::Error)));
    assert_eq!(tone_at(&mut m, 81_000), Some(("+1:01".into(), Tone::Error)));
}

/// A drill's schedule, reviewed three days ago and due a minute ago.
fn due_a_minute_ago() -> latih::core::schedule::ItemState {
    latih::core::schedule::ItemState {
        stability: 2.0,
        difficulty: 5.0,
        due: NOW - 60,
        last_review: NOW - 3 * 86_400,
        reps: 1,
        lapses: 0,
        phase: latih::core::schedule::Phase::Review,
    }
}

#[test]
fn a_drill_due_shows_on_the_home_screen_and_at_the_end_of_a_review() {
    let mut m = fixture(Lang::En, 1);
    let state = due_a_minute_ago();
    m.schedule.insert("b-talk".into(), state);
    assert_eq!(m.due_drills(), vec!["b-talk".to_string()]);
    assert!(render(&m).contains(", 1 oral drill"), "{}", render(&m));
    // A review with a tight limit: one question, rated Easy so no step brings it back,
    // then the summary offers the drill.
    m.settings.limits.new_per_day = 1;
    common::quiz::start_review(&mut m);
    common::quiz::answer_right(&mut m);
    keys(&mut m, &[Key::Char('4')]);
    let screen = render(&m);
    assert!(
        screen.contains("Also due: The edge direction drill. Press d to start it."),
        "{screen}"
    );
    let effects = keys(&mut m, &[Key::Char('d')]);
    assert!(
        effects
            .iter()
            .any(|e| matches!(e, Effect::Store(Write::FinishSession { .. })))
    );
    assert!(
        effects.contains(&Effect::Load(latih::app::Load::DrillHistory(
            "b-talk".into()
        )))
    );
    assert_eq!(drill(&m).stage, Stage::Prompt);
}

/// A review at 80x24 in Indonesian with six misses and a drill due: the first page offers
/// the drill and its key, and PgDn reaches the end of the summary.
#[test]
fn the_end_of_a_long_review_offers_the_due_drill_and_scrolls_to_its_end() {
    use latih::app::screen::quiz::state::Phase;
    use latih::core::quiz::Kind;
    let settings = latih::app::Settings {
        seed: 4,
        ..Default::default()
    };
    let mut m = common::model(latih::content::load_bundled(), Lang::En, 80, 24)
        .with_progress(settings, Default::default());
    let tick = |m: &mut latih::app::Model, s: i64| {
        app::update(
            m,
            Msg::Tick(latih::core::clock::Clock::new(NOW + s, 7 * 3600)),
        );
    };
    tick(&mut m, 0);
    let state = due_a_minute_ago();
    m.schedule
        .insert("m13-04-follow-storage-drill".into(), state);
    m.settings.limits.new_per_day = 30;
    common::quiz::start_review(&mut m);
    // Every single-choice question wrong the first time, right when it comes back.
    let mut seen = std::collections::HashSet::new();
    for k in 0..300 {
        tick(&mut m, k * 700);
        if common::quiz::quiz(&m).phase == Phase::Done {
            break;
        }
        let q = common::quiz::quiz(&m).clone();
        let question = q.question(&m.course).expect("a question").clone();
        match &question.kind {
            Kind::Single { options } if seen.insert(question.id.clone()) => {
                let order = q.shown.as_ref().expect("shown").order.clone();
                let at = order
                    .iter()
                    .position(|&i| !options[i].correct)
                    .expect("wrong");
                keys(
                    &mut m,
                    &[Key::Char(
                        char::from_digit(at as u32 + 1, 10).expect("digit"),
                    )],
                );
            }
            _ => {
                common::quiz::answer_right(&mut m);
            }
        }
        keys(&mut m, &[Key::Enter]);
    }
    assert_eq!(common::quiz::quiz(&m).phase, Phase::Done);
    assert!(
        common::quiz::quiz(&m).missed.len() >= 5,
        "a long list of misses"
    );
    keys(&mut m, &[Key::Char('L')]);
    let first = render(&m);
    assert!(
        first.contains("Ada drill lisan yang juga jatuh tempo"),
        "{first}"
    );
    let footer = first.lines().last().unwrap_or_default();
    assert!(footer.contains("d mulai drill"), "{footer}");
    keys(&mut m, &[Key::PageDown, Key::PageDown]);
    let last = render(&m);
    assert!(
        last.contains("untuk kembali."),
        "PgDn reaches the end:\n{last}"
    );
}
