//! Quizzes and reviews driven through the model: shuffled questions and options, grading of
//! every type, what is recorded (and what is not), relearning, limits and seeds.

use crate::common;
use latih::core::write::Write;

use common::quiz::{NOW, answer_right, fixture, keys, quiz, start_review};
use common::{chars, load_fixture, model, press, render};

use latih::app::keymap::Key;
use latih::app::screen::quiz::state::{Mode, Phase};
use latih::app::{self, Effect, Msg, Screen, Settings};
use latih::core::clock::Clock;
use latih::core::lang::Lang;
use latih::core::quiz::Kind;
use latih::core::record::SessionKind;
use latih::core::schedule::Rating;
use latih::core::session::Limits;

#[test]
fn a_quiz_in_a_lesson_gives_feedback_and_records_nothing() {
    let mut m = fixture(Lang::En, 1);
    common::open_lesson(&mut m, "edges");
    // Tab to the quiz card: the two exercises come first.
    press(&mut m, &[Key::Tab, Key::Tab, Key::Tab]);
    let screen = render(&m);
    assert!(screen.contains("not recorded"), "{screen}");
    let effects = keys(&mut m, &[Key::Enter]);
    assert!(matches!(quiz(&m).mode, Mode::Practice { .. }));
    assert!(
        effects
            .iter()
            .all(|e| !matches!(e, Effect::Store(Write::StartSession { .. })))
    );
    let mut all = Vec::new();
    for _ in 0..5 {
        all.extend(answer_right(&mut m));
        assert!(matches!(quiz(&m).phase, Phase::Answered { .. }));
        assert!(render(&m).contains("not recorded"));
        all.extend(keys(&mut m, &[Key::Enter]));
    }
    assert_eq!(quiz(&m).phase, Phase::Done);
    assert_eq!(quiz(&m).right, 4, "four graded right; recall is self-rated");
    assert!(
        render(&m).contains("4 of 4 right the first time"),
        "{}",
        render(&m)
    );
    // Five questions asked, four scored: the summary says why the fifth is not counted.
    assert!(
        render(&m).contains("One recall question is not scored"),
        "{}",
        render(&m)
    );
    assert!(
        all.iter()
            .all(|e| !matches!(e, Effect::Store(Write::Record { .. }))),
        "{all:?}"
    );
    let screen = render(&m);
    assert!(screen.contains("nothing here was recorded"), "{screen}");
}

#[test]
fn a_review_records_each_answer_with_what_was_shown() {
    let mut m = fixture(Lang::En, 3);
    assert!(
        render(&m).contains("Review: nothing due, 5 new"),
        "{}",
        render(&m)
    );
    let start = start_review(&mut m);
    assert!(
        matches!(
            &start[..],
            [Effect::Store(Write::StartSession {
                kind: SessionKind::Due,
                planned: 5,
                seed: 3,
                ..
            })]
        ),
        "{start:?}"
    );
    app::update(
        &mut m,
        Msg::Tick(Clock::from_ms(NOW * 1000 + 4_500, 7 * 3600)),
    );
    let question = quiz(&m).question(&m.course).expect("question").clone();
    let shown = quiz(&m).shown.clone().expect("shown");
    answer_right(&mut m);
    let screen = render(&m);
    assert!(
        screen.contains("Good ·"),
        "the rating buttons show intervals:\n{screen}"
    );
    let effects = keys(&mut m, &[Key::Enter]);
    let [Effect::Store(Write::Record { record, state })] = &effects[..] else {
        panic!("one record: {effects:?}");
    };
    assert_eq!(record.session, 7);
    assert_eq!(record.item, question.id);
    assert_eq!(record.position, 1);
    assert_eq!(record.shown, shown.shown_ids(&question));
    assert_eq!(record.duration_ms, 4_500);
    assert_eq!(record.at, NOW + 4);
    assert!(state.due > NOW);
    if question.kind.key() == "recall" {
        assert_eq!(record.correct, None);
    } else {
        assert_eq!(record.correct, Some(true));
    }
    assert_eq!(record.rating, Rating::Good);
    assert_eq!(m.schedule.get(&question.id), Some(state));
    assert_eq!(m.today.new_seen, 1);
}

#[test]
fn a_wrong_answer_is_rated_again_and_comes_back_later_in_the_session() {
    let mut m = fixture(Lang::En, 5);
    start_review(&mut m);
    // Skip to the first question with options to get wrong.
    let mut recorded = Vec::new();
    loop {
        let q = quiz(&m).question(&m.course).expect("question").clone();
        if let Kind::Single { options } = &q.kind {
            let order = quiz(&m).shown.clone().expect("shown").order;
            let wrong = order
                .iter()
                .position(|&i| !options[i].correct)
                .expect("a wrong option");
            keys(
                &mut m,
                &[Key::Char(
                    char::from_digit(wrong as u32 + 1, 10).unwrap_or('1'),
                )],
            );
            let screen = render(&m);
            assert!(screen.contains("Not this one"), "{screen}");
            assert!(screen.contains("[1 Again"), "{screen}");
            assert!(
                !screen.contains("Good ·"),
                "no other rating after a miss:\n{screen}"
            );
            let refused = keys(&mut m, &[Key::Char('3')]);
            assert!(refused.is_empty());
            recorded.extend(keys(&mut m, &[Key::Enter]));
            break;
        }
        answer_right(&mut m);
        recorded.extend(keys(&mut m, &[Key::Enter]));
    }
    let missed = match recorded.last() {
        Some(Effect::Store(Write::Record { record, .. })) => record.clone(),
        other => panic!("{other:?}"),
    };
    assert_eq!(missed.rating, Rating::Again);
    assert_eq!(missed.correct, Some(false));
    let mut seen_again = false;
    while quiz(&m).phase != Phase::Done {
        if quiz(&m)
            .shown
            .as_ref()
            .is_some_and(|s| s.question == missed.item)
        {
            // Back after the miss first; after that, for its next step.
            let said = if seen_again {
                "its next step"
            } else {
                "asked again after a miss"
            };
            seen_again = true;
            assert!(render(&m).contains(said), "{}", render(&m));
        }
        answer_right(&mut m);
        keys(&mut m, &[Key::Enter]);
    }
    assert!(seen_again, "the missed question came back");
    assert_eq!(quiz(&m).session.relearned, 1);
}

#[test]
fn the_summary_names_what_was_missed_and_r_practises_it_again_unrecorded() {
    let mut m = fixture(Lang::En, 5);
    start_review(&mut m);
    // The first question answered right but rated Again (a lucky guess): missed.
    let lucky = quiz(&m).shown.clone().expect("shown").question;
    answer_right(&mut m);
    keys(&mut m, &[Key::Char('1')]);
    while quiz(&m).phase != Phase::Done {
        answer_right(&mut m);
        keys(&mut m, &[Key::Enter]);
    }
    assert_eq!(quiz(&m).missed, vec![lucky.clone()]);
    let prompt = m
        .course
        .question(&lucky)
        .and_then(|q| q.prompt.get(Lang::En).map(|t| t.value.plain()))
        .expect("prompt");
    let screen = render(&m);
    assert!(screen.contains("Missed the first time (1):"), "{screen}");
    assert!(screen.contains(&prompt[..prompt.len().min(30)]), "{screen}");
    assert!(screen.contains("r retry missed"), "{screen}");
    let effects = keys(&mut m, &[Key::Char('r')]);
    assert!(
        effects
            .iter()
            .any(|e| matches!(e, Effect::Store(Write::FinishSession { .. }))),
        "the review is closed: {effects:?}"
    );
    let q = quiz(&m);
    assert!(matches!(q.mode, Mode::Practice { .. }));
    assert_eq!(q.session.total, 1);
    assert_eq!(q.shown.as_ref().map(|s| s.question.clone()), Some(lucky));
    assert!(render(&m).contains("Missed questions"), "{}", render(&m));
    let mut all = answer_right(&mut m);
    all.extend(keys(&mut m, &[Key::Enter]));
    assert!(
        all.iter()
            .all(|e| !matches!(e, Effect::Store(Write::Record { .. }))),
        "{all:?}"
    );
    assert_eq!(quiz(&m).phase, Phase::Done);
    assert!(!render(&m).contains("r retry missed"), "{}", render(&m));
}

#[test]
fn estimates_in_any_spelling_and_how_far_off() {
    let mut m = fixture(Lang::Id, 11);
    start_review(&mut m);
    while !matches!(
        quiz(&m).question(&m.course).map(|q| &q.kind),
        Some(Kind::Numeric { .. })
    ) {
        answer_right(&mut m);
        keys(&mut m, &[Key::Enter]);
    }
    keys(&mut m, &chars("lots"));
    keys(&mut m, &[Key::Enter]);
    assert!(
        matches!(quiz(&m).phase, Phase::Asking { hint: Some(_) }),
        "unreadable: try again"
    );
    assert!(
        render(&m).contains("`lots` tidak diawali angka"),
        "{}",
        render(&m)
    );
    keys(&mut m, &[Key::Backspace; 4]);
    keys(&mut m, &chars("400 gb"));
    keys(&mut m, &[Key::Enter]);
    let screen = render(&m);
    assert!(
        screen.contains("sekitar 10 kali terlalu tinggi"),
        "{screen}"
    );
    assert!(screen.contains("40 GB"), "{screen}");
}

#[test]
fn recall_shows_the_model_answer_and_takes_any_rating() {
    let mut m = fixture(Lang::En, 2);
    start_review(&mut m);
    while !matches!(
        quiz(&m).question(&m.course).map(|q| &q.kind),
        Some(Kind::Recall { .. })
    ) {
        answer_right(&mut m);
        keys(&mut m, &[Key::Enter]);
    }
    keys(&mut m, &chars("it scans"));
    keys(&mut m, &[Key::Enter]);
    let screen = render(&m);
    assert!(screen.contains("Model answer"), "{screen}");
    assert!(screen.contains("[1 Again"), "{screen}");
    assert!(screen.contains("[4 Easy"), "{screen}");
    let effects = keys(&mut m, &[Key::Char('4')]);
    let Some(Effect::Store(Write::Record { record, .. })) = effects.first() else {
        panic!("{effects:?}");
    };
    assert_eq!(record.rating, Rating::Easy);
    assert_eq!(record.correct, None);
    assert!(record.answer.contains("it scans"));
}

/// The question ids and option orders a seed produces for the whole session.
fn session_shape(seed: u64) -> Vec<(String, Vec<usize>)> {
    let mut m = fixture(Lang::En, seed);
    start_review(&mut m);
    let mut out = Vec::new();
    while quiz(&m).phase != Phase::Done {
        let s = quiz(&m).shown.clone().expect("shown");
        out.push((s.question, s.order));
        answer_right(&mut m);
        keys(&mut m, &[Key::Enter]);
    }
    out
}

#[test]
fn a_seed_replays_the_same_session_and_another_seed_does_not() {
    assert_eq!(session_shape(42), session_shape(42));
    assert_ne!(session_shape(42), session_shape(43));
}

/// The shape of the review on screen, answered to the end.
fn shape_of_review_on_screen(m: &mut latih::app::Model) -> Vec<(String, Vec<usize>)> {
    let mut out = Vec::new();
    while quiz(m).phase != Phase::Done {
        let s = quiz(m).shown.clone().expect("shown");
        out.push((s.question, s.order));
        answer_right(m);
        keys(m, &[Key::Enter]);
    }
    out
}

#[test]
fn the_seed_a_session_records_replays_it_even_when_it_was_not_the_first_of_its_run() {
    // A practice quiz first, then a review: the review's recorded seed is its own.
    let mut m = fixture(Lang::En, 5);
    common::open_lesson(&mut m, "edges");
    press(&mut m, &[Key::Tab, Key::Tab, Key::Tab]);
    keys(&mut m, &[Key::Enter]);
    assert!(matches!(quiz(&m).mode, Mode::Practice { .. }));
    press(&mut m, &[Key::Esc, Key::Esc]);
    let start = start_review(&mut m);
    let Some(Effect::Store(Write::StartSession { seed, .. })) = start.first() else {
        panic!("{start:?}");
    };
    let seed = *seed;
    assert_ne!(seed, 5, "the run's seed went to the practice quiz");
    assert!(seed as i64 >= 0, "stored as the number shown");
    let recorded = shape_of_review_on_screen(&mut m);
    // `--seed <recorded>` starts a run whose first review is that session again.
    assert_eq!(session_shape(seed), recorded);
}

#[test]
fn a_review_lesson_brings_back_its_lessons_questions() {
    let mut m = fixture(Lang::En, 9);
    common::open_lesson(&mut m, "review");
    press(&mut m, &[Key::Tab]);
    assert!(render(&m).contains("5 questions"), "{}", render(&m));
    let effects = keys(&mut m, &[Key::Enter]);
    assert!(
        matches!(
            &effects[..],
            [Effect::Store(Write::StartSession { kind: SessionKind::ReviewLesson, planned: 5, source: Some(s), .. })] if s == "review"
        ),
        "{effects:?}"
    );
    assert!(matches!(quiz(&m).mode, Mode::Review { .. }));
}

#[test]
fn daily_limits_cap_new_questions() {
    let settings = Settings {
        limits: Limits {
            new_per_day: 2,
            reviews_per_day: 100,
        },
        ..Settings::default()
    };
    let mut m =
        model(load_fixture("valid"), Lang::En, 80, 24).with_progress(settings, Default::default());
    app::update(&mut m, Msg::Tick(Clock::new(NOW, 0)));
    assert_eq!(m.due().len(), 2);
    start_review(&mut m);
    let mut first = Vec::new();
    for _ in 0..2 {
        first.push(quiz(&m).session.current().expect("a question").to_string());
        answer_right(&mut m);
        keys(&mut m, &[Key::Enter]);
    }
    // The day's new questions are used up; their 10-minute steps come back in the same
    // sitting (within Anki's 20 minutes of learning ahead), no third new one.
    let next = quiz(&m).session.current().expect("a step").to_string();
    assert!(first.contains(&next), "{next} is not one of {first:?}");
    let c = quiz(&m).session.counts().expect("a day's review");
    assert_eq!((c.new, c.learning), (0, 2));
    assert!(render(&m).contains("0 new · 2 learning · 0 to review"));
    let due = m.due_now();
    assert_eq!(
        due.new_held, 3,
        "and three new ones are held back by the limit"
    );
}

#[test]
fn without_a_progress_file_reviews_say_why_and_lessons_still_work() {
    let mut m = fixture(Lang::En, 1);
    m.storage_problem = Some("progress.sqlite3 is not a latih progress file".into());
    press(&mut m, &[Key::Home, Key::Enter]);
    assert!(matches!(m.screen(), Screen::Home(_)));
    assert!(
        m.flash
            .as_deref()
            .is_some_and(|f| f.contains("not a latih progress file"))
    );
    // Statistics say why at once instead of waiting for a file that will not answer.
    press(&mut m, &[Key::Home, Key::Down, Key::Enter]);
    let stats = render(&m);
    assert!(matches!(m.screen(), Screen::Stats { .. }), "{stats}");
    assert!(stats.contains("which cannot be used in this"), "{stats}");
    assert!(stats.contains("not a latih progress file"), "{stats}");
    assert!(!stats.contains("Reading the progress file"), "{stats}");
    press(&mut m, &[Key::Esc]);
    common::open_lesson(&mut m, "edges");
    assert!(matches!(m.screen(), Screen::Reader(_)));
}

#[test]
fn quitting_mid_review_closes_the_session_and_keeps_the_place() {
    let mut m = fixture(Lang::En, 1);
    common::open_lesson(&mut m, "edges");
    press(
        &mut m,
        &[Key::Char('j'), Key::Char('j'), Key::Esc, Key::Home],
    );
    start_review(&mut m);
    answer_right(&mut m);
    keys(&mut m, &[Key::Enter]);
    let effects = keys(&mut m, &[Key::Ctrl('c')]);
    assert!(
        effects
            .iter()
            .any(|e| matches!(e, Effect::Store(Write::FinishSession { session: 7, .. }))),
        "{effects:?}"
    );
    assert!(effects.contains(&Effect::Quit));
}

#[test]
fn leaving_a_lesson_keeps_the_place_and_reopening_returns_there() {
    let mut m = fixture(Lang::En, 1);
    let opened = {
        let items = latih::app::screen::home::home_items(&m);
        let at = items
            .iter()
            .filter(|i| i.selectable())
            .position(|i| matches!(i, latih::app::screen::home::Item::Lesson(_)))
            .expect("a lesson");
        press(&mut m, &vec![Key::Down; at]);
        keys(&mut m, &[Key::Enter])
    };
    assert!(
        opened
            .iter()
            .any(|e| matches!(e, Effect::Store(Write::LessonStatus { done: false, .. }))),
        "{opened:?}"
    );
    press(&mut m, &[Key::Char('j'); 15]);
    let Screen::Reader(r) = m.screen() else {
        panic!("reader")
    };
    let place = r.anchor;
    let closed = keys(&mut m, &[Key::Esc]);
    assert!(
        matches!(&closed[..], [Effect::Store(Write::SavePlace { part, .. })] if *part == place.0.key()),
        "{closed:?}"
    );
    press(&mut m, &[Key::Enter]);
    let Screen::Reader(r) = m.screen() else {
        panic!("reader")
    };
    assert_eq!(r.anchor, place);
}

#[test]
fn the_stats_screen_asks_storage_and_shows_what_comes_back() {
    let mut m = fixture(Lang::En, 1);
    press(&mut m, &[Key::Home, Key::Down]);
    let effects = keys(&mut m, &[Key::Enter]);
    assert_eq!(effects, vec![Effect::Load(latih::app::Load::Stats)]);
    assert!(render(&m).contains("Reading the progress file"));
    let stats = latih::core::stats::Stats {
        per_day: vec![0; latih::core::stats::HEATMAP_DAYS],
        lessons: vec![latih::core::stats::LessonRetention {
            lesson: "edges".into(),
            reviews: 10,
            remembered: 8,
        }],
        streak: 4,
        total_reviews: 10,
        items_seen: 5,
        true_retention: (7, 9),
        first_right: (8, 10),
        ..Default::default()
    };
    app::update(&mut m, Msg::StatsLoaded(Ok(stats)));
    let screen = render(&m);
    assert!(screen.contains("today"), "{screen}");
    assert!(screen.contains("in 21–29 days"), "a month ahead: {screen}");
    press(&mut m, &[Key::Char('j'); 12]);
    let screen = render(&m);
    assert!(screen.contains("B.01 The edge table"), "{screen}");
    assert!(screen.contains("80%"), "{screen}");
    press(&mut m, &[Key::Char('j'); 30]);
    let end = render(&m);
    assert!(end.contains("4 days in a row"), "{end}");
    assert!(end.contains("True retention: 77.8% of 9"), "{end}");
    assert!(end.contains("First answers right: 80% of 10"), "{end}");
}

#[test]
fn the_summary_counts_what_was_actually_right() {
    let mut m = fixture(Lang::En, 4);
    common::open_lesson(&mut m, "edges");
    press(&mut m, &[Key::Tab, Key::Tab, Key::Tab, Key::Enter]);
    let mut wrong = 0;
    while quiz(&m).phase != Phase::Done {
        let question = quiz(&m).question(&m.course).expect("question").clone();
        if wrong == 0 && matches!(question.kind, Kind::Single { .. } | Kind::Numeric { .. }) {
            // One deliberate miss.
            match question.kind {
                Kind::Numeric { .. } => {
                    keys(&mut m, &chars("1"));
                    keys(&mut m, &[Key::Enter]);
                }
                _ => {
                    let Kind::Single { options } = &question.kind else {
                        unreachable!()
                    };
                    let order = quiz(&m).shown.clone().expect("shown").order;
                    let at = order
                        .iter()
                        .position(|&i| !options[i].correct)
                        .expect("wrong option");
                    keys(
                        &mut m,
                        &[Key::Char(
                            char::from_digit(at as u32 + 1, 10).unwrap_or('1'),
                        )],
                    );
                }
            }
            wrong += 1;
        } else {
            answer_right(&mut m);
        }
        keys(&mut m, &[Key::Enter]);
    }
    assert!(
        render(&m).contains("3 of 4 right the first time"),
        "{}",
        render(&m)
    );
}

#[test]
fn z_in_a_lesson_practises_its_questions_and_says_so_when_there_are_none() {
    let mut m = fixture(Lang::En, 4);
    common::open_lesson(&mut m, "edges");
    press(&mut m, &[Key::Char('?')]);
    assert!(
        render(&m).contains("Practise every question about this lesson"),
        "the help lists the key:\n{}",
        render(&m)
    );
    press(&mut m, &[Key::Esc]);
    let effects = keys(&mut m, &[Key::Char('z')]);
    assert!(
        effects.is_empty(),
        "practice starts no session: {effects:?}"
    );
    assert!(matches!(quiz(&m).mode, Mode::Practice { .. }));
    assert_eq!(quiz(&m).session.total, 5, "every question linked to edges");
    assert!(render(&m).contains("not recorded"));
    keys(&mut m, &[Key::Esc]);
    assert!(matches!(m.screen(), Screen::Reader(_)));

    keys(&mut m, &[Key::Esc]);
    common::open_lesson(&mut m, "fanout");
    keys(&mut m, &[Key::Char('z')]);
    assert!(matches!(m.screen(), Screen::Reader(_)));
    assert_eq!(
        m.flash.as_deref(),
        Some("No question bank is linked to this lesson yet.")
    );
}

/// A day's review started at `t`, with a 30-minute second step and one new question a day.
fn long_step_review(t: i64) -> latih::app::Model {
    let mut settings = Settings::default();
    settings.scheduler.learning = vec![60, 1800];
    settings.limits.new_per_day = 1;
    let mut m =
        model(load_fixture("valid"), Lang::En, 80, 24).with_progress(settings, Default::default());
    app::update(&mut m, Msg::Tick(Clock::new(t, 0)));
    start_review(&mut m);
    m
}

#[test]
fn a_review_waits_for_a_step_with_a_countdown_and_goes_on_by_itself() {
    let mut m = long_step_review(NOW);
    let id = quiz(&m)
        .session
        .current()
        .expect("the new question")
        .to_string();
    answer_right(&mut m);
    keys(&mut m, &[Key::Char('3')]);
    // Good: the step is in 30 minutes, 10 minutes past the 20 Anki learns ahead.
    assert_eq!(quiz(&m).phase, Phase::Done);
    assert_eq!(quiz(&m).session.waiting_until(), Some(NOW + 600));
    let screen = render(&m);
    assert!(screen.contains("A step comes back in 10:00"), "{screen}");
    assert_eq!(
        m.next_wake_ms(),
        Some(1000),
        "the countdown ticks every second"
    );
    // Nine minutes on: still waiting, the countdown moved.
    app::update(&mut m, Msg::Tick(Clock::new(NOW + 540, 0)));
    assert!(render(&m).contains("A step comes back in 1:00"));
    // Ten minutes on: the step is asked, in the same review.
    app::update(&mut m, Msg::Tick(Clock::new(NOW + 600, 0)));
    assert!(matches!(quiz(&m).phase, Phase::Asking { .. }));
    assert_eq!(quiz(&m).session.current(), Some(id.as_str()));
    assert!(render(&m).contains("0 new · 1 learning · 0 to review"));
}

#[test]
fn a_review_left_open_across_the_day_start_takes_the_new_days_limits() {
    // 03:00 UTC (the fixture's day starts at 04:00): the day's one new question, rated
    // Good, waits for its 30-minute step.
    let three = NOW - 5 * 3600 + 86_400;
    let mut m = long_step_review(three);
    answer_right(&mut m);
    keys(&mut m, &[Key::Char('3')]);
    assert!(quiz(&m).session.waiting_until().is_some());
    assert_eq!(m.today_now().new_seen, 1);
    // 04:01: the screen was left open; the new day has its own new question, and the
    // step left from yesterday comes first.
    app::update(&mut m, Msg::Tick(Clock::new(three + 3660, 0)));
    assert_eq!(
        m.today_now().new_seen,
        0,
        "the new day has used nothing yet"
    );
    let c = quiz(&m).session.counts().expect("a day's review");
    assert_eq!((c.new, c.learning), (1, 1), "{c:?}");
    assert!(matches!(quiz(&m).phase, Phase::Asking { .. }));
    assert!(render(&m).contains("1 new · 1 learning · 0 to review"));
}

#[test]
fn nothing_is_chosen_for_the_learner_and_enter_alone_answers_nothing() {
    let mut m = fixture(Lang::En, 1);
    start_review(&mut m);
    let q = quiz(&m).clone();
    let question = q.question(&m.course).expect("question").clone();
    assert!(
        matches!(question.kind, Kind::Single { .. }),
        "the fixture starts with one"
    );
    assert!(!render(&m).contains("(•)"), "no option is marked chosen");
    keys(&mut m, &[Key::Enter]);
    assert!(matches!(quiz(&m).phase, Phase::Asking { hint: Some(_) }));
    assert!(render(&m).contains("Choose an answer first"));
    // The first ↓ lands on the first option; Enter then answers it.
    keys(&mut m, &[Key::Down, Key::Enter]);
    assert!(matches!(quiz(&m).phase, Phase::Answered { .. }));
}

#[test]
fn a_rating_is_taken_back_after_the_next_question_is_shown() {
    let mut m = fixture(Lang::En, 1);
    start_review(&mut m);
    let first = quiz(&m).session.current().expect("first").to_string();
    let counts = quiz(&m).session.counts();
    answer_right(&mut m);
    let effects = keys(&mut m, &[Key::Char('3')]);
    assert!(
        effects
            .iter()
            .any(|e| matches!(e, Effect::Store(Write::Record { .. })))
    );
    assert!(m.schedule.contains_key(&first));
    assert_eq!(m.today_now().new_seen, 1);
    assert_ne!(
        quiz(&m).session.current(),
        Some(first.as_str()),
        "the next question is up"
    );
    // Ctrl-z (the next question takes typing, so `u` would be a letter of the answer):
    // the answer goes, the question is new again and asked again.
    let effects = keys(&mut m, &[Key::Ctrl('z')]);
    assert!(
        matches!(&effects[..], [Effect::Store(Write::Undo { record, previous: None })] if record.item == first),
        "{effects:?}"
    );
    assert_eq!(quiz(&m).session.current(), Some(first.as_str()));
    assert!(matches!(quiz(&m).phase, Phase::Asking { hint: None }));
    assert_eq!(quiz(&m).session.counts(), counts);
    assert!(!m.schedule.contains_key(&first));
    assert_eq!(m.today_now().new_seen, 0);
    assert!(render(&m).contains("Rating taken back"));
    // Nothing more to take back (`u` where nothing is typed).
    let effects = keys(&mut m, &[Key::Char('u')]);
    assert!(effects.is_empty());
    assert!(render(&m).contains("Nothing to take back"));
}

/// The bundled course with M13.07 read (marked done), at the fixture's time.
fn bundled_with_m13_07_read(order: latih::core::queue::NewOrder) -> latih::app::Model {
    let settings = Settings {
        order,
        ..Settings::default()
    };
    let mut m = model(latih::content::load_bundled(), Lang::En, 80, 24)
        .with_progress(settings, Default::default());
    app::update(&mut m, Msg::Tick(Clock::new(NOW, 0)));
    m.status.insert("m13-07".into(), latih::app::Status::Done);
    m
}

#[test]
fn new_questions_come_first_from_the_lessons_the_learner_has_read() {
    use latih::core::queue::NewOrder;
    let lesson_of =
        |m: &latih::app::Model, id: &str| m.course.question(id).and_then(|q| q.lesson.clone());
    let m = bundled_with_m13_07_read(NewOrder::ReadFirst);
    let due = m.due();
    assert_eq!(due.len(), 20, "the day's new questions");
    let read = m.course.questions_of(&["m13-07".to_string()]).len();
    assert!(read > 0 && read < 20);
    assert!(
        due[..read]
            .iter()
            .all(|id| lesson_of(&m, id).as_deref() == Some("m13-07")),
        "the lesson read comes first: {due:?}"
    );
    // In course order instead, the first lessons' questions come first.
    let m = bundled_with_m13_07_read(NewOrder::Course);
    let first = lesson_of(&m, &m.due()[0]);
    assert_ne!(first.as_deref(), Some("m13-07"));
}

#[test]
fn a_review_of_one_lesson_asks_its_questions_outside_the_days_limits() {
    let mut m = fixture(Lang::En, 1);
    app::update(&mut m, Msg::StartLessonReview("basics".into()));
    app::update(&mut m, Msg::SessionStarted(7));
    let total = quiz(&m).session.total;
    let named = m.course.lessons_named("basics");
    assert_eq!(named, ["edges", "fanout", "review"]);
    assert_eq!(
        total,
        m.course.questions_of(&named).len(),
        "every question of the module"
    );
    answer_right(&mut m);
    let effects = keys(&mut m, &[Key::Char('3')]);
    let Some(Effect::Store(Write::Record { record, .. })) = effects.first() else {
        panic!("{effects:?}");
    };
    assert_eq!(record.shown_as, None, "counted against no daily limit");
    assert_eq!(m.today_now().new_seen, 0);
}

#[test]
fn a_review_of_one_lesson_counts_against_the_limits_when_asked() {
    let settings = Settings {
        seed: 1,
        lesson_counts: true,
        ..Settings::default()
    };
    let mut m =
        model(load_fixture("valid"), Lang::En, 80, 24).with_progress(settings, Default::default());
    app::update(&mut m, Msg::Tick(Clock::new(NOW, 7 * 3600)));
    app::update(&mut m, Msg::StartLessonReview("basics".into()));
    app::update(&mut m, Msg::SessionStarted(7));
    answer_right(&mut m);
    let effects = keys(&mut m, &[Key::Char('3')]);
    let Some(Effect::Store(Write::Record { record, .. })) = effects.first() else {
        panic!("{effects:?}");
    };
    assert_eq!(
        record.shown_as,
        Some(latih::core::queue::Kind::New),
        "a new question, counted as the day's review would"
    );
    assert_eq!(m.today_now().new_seen, 1);
    // Undo gives the day's allowance back.
    keys(&mut m, &[Key::Ctrl('z')]);
    assert_eq!(m.today_now().new_seen, 0);
}

#[test]
fn a_digit_pressed_twice_answers_once_and_does_not_rate() {
    let mut m = fixture(Lang::En, 3);
    start_review(&mut m);
    // The first single-choice question, answered by its first option's digit.
    for _ in 0..10 {
        let kind = quiz(&m).question(&m.course).map(|q| q.kind.key());
        if kind == Some("single") {
            break;
        }
        answer_right(&mut m);
        keys(&mut m, &[Key::Enter]);
    }
    let first = quiz(&m).session.current().expect("a question").to_string();
    let effects = keys(&mut m, &[Key::Char('1'), Key::Char('1')]);
    assert!(
        effects
            .iter()
            .all(|e| !matches!(e, Effect::Store(Write::Record { .. }))),
        "the second 1 did not rate: {effects:?}"
    );
    assert!(matches!(quiz(&m).phase, Phase::Answered { .. }));
    assert_eq!(quiz(&m).session.current(), Some(first.as_str()));
    // Pressed again after a moment, it rates.
    let later = Clock::from_ms(NOW * 1000 + 1_000, 7 * 3600);
    app::update(&mut m, Msg::Tick(later));
    let effects = keys(&mut m, &[Key::Char('1')]);
    assert!(
        effects
            .iter()
            .any(|e| matches!(e, Effect::Store(Write::Record { record, .. }) if record.rating == Rating::Again)),
        "{effects:?}"
    );
}
