//! The simulator screen driven through the model, its commands carried out by a real
//! simulator with the worker's own function: a course's card and a question open it with a
//! run waiting on the line; a run's answer lands in the log; live looks grow the figures and
//! Esc stops a run keeping what it reached; the store's failure is a sentence on screen.

use crate::common;

use common::feed::{keys, state};
use common::quiz::{answer_right, quiz, start_review};
use common::{backend, chars, load_fixture, model, press, render};
use latih::app::keymap::{Ctx, Key};
use latih::app::{
    self, ConsoleEffect, ConsoleMsg, Done, Effect, FeedLive, Model, Msg, Screen, Tool,
};
use latih::core::lang::Lang;
use latih::core::lesson::{Block, Part};
use latih::feedsim::{Output, Simulator};
use rstest::rstest;

/// The small run of the fixture's simulation card.
const RUN: &str = "run write users=2000 avg=20 duration=20 celebrities=0";

/// The fixture's lesson `fanout` with its simulation card focused.
fn at_the_card(lang: Lang) -> Model {
    let mut m = model(load_fixture("valid"), lang, 80, 24);
    common::open_lesson(&mut m, "fanout");
    for _ in 0..10 {
        if let Screen::Reader(r) = m.screen()
            && let Some(Part::Block(i)) = r.focus
            && matches!(
                m.course
                    .lesson("fanout")
                    .and_then(|l| l.body.get().blocks.get(i)),
                Some(Block::Card {
                    kind: latih::core::lesson::CardKind::Simulation,
                    ..
                })
            )
        {
            return m;
        }
        press(&mut m, &[Key::Tab]);
    }
    panic!("no simulation card in fanout: {}", render(&m));
}

/// The simulator opened from the fixture's card.
fn from_the_card(lang: Lang) -> Model {
    let mut m = at_the_card(lang);
    let effects = app::update(&mut m, Msg::Key(Key::Enter));
    assert!(
        effects.contains(&Effect::Console(Tool::Feed, ConsoleEffect::Open)),
        "{effects:?}"
    );
    m
}

#[test]
fn a_simulation_card_opens_the_simulator_with_its_run_on_the_line() {
    let m = at_the_card(Lang::En);
    let screen = render(&m);
    assert!(
        screen.contains("⇶ Simulation: fan-out on write"),
        "{screen}"
    );
    assert!(screen.contains(&format!("› {RUN}")), "{screen}");
    assert!(
        screen.contains("Press Enter to open the simulator"),
        "{screen}"
    );
    let m = from_the_card(Lang::En);
    let s = state(&m);
    assert_eq!(s.console.line, RUN, "the run waits on the line");
    assert_eq!(s.guide.as_deref(), Some("b-sim-write"));
    assert!(s.console.running.is_none(), "nothing runs before Enter");
    let screen = render(&m);
    assert!(
        screen.contains("watch the feed writes per"),
        "the card's text guides the line: {screen}"
    );
    assert!(
        screen.starts_with(" ⇶ Simulation: fan-out on write"),
        "{screen}"
    );
}

#[rstest]
#[case::indonesian(Lang::Id, "feed_card_id")]
#[case::english(Lang::En, "feed_card_en")]
fn the_simulator_waiting_with_a_cards_run_at_80x24(#[case] lang: Lang, #[case] snapshot: &str) {
    insta::assert_snapshot!(snapshot, backend(&from_the_card(lang)));
}

#[rstest]
#[case::indonesian(Lang::Id, "feed_run_id")]
#[case::english(Lang::En, "feed_run_en")]
fn a_finished_run_at_80x24(#[case] lang: Lang, #[case] snapshot: &str) {
    let mut m = from_the_card(lang);
    let mut sim = Simulator::embedded();
    keys(&mut m, &mut sim, &[Key::Enter]);
    let s = state(&m);
    assert!(s.console.running.is_none());
    assert!(
        matches!(&s.console.log[..], [(line, Output::Run(r))] if line == RUN && !r.stopped),
        "{:?}",
        s.console.log
    );
    insta::assert_snapshot!(snapshot, backend(&m));
}

#[test]
fn a_question_with_a_simulation_offers_it_on_the_calculators_key() {
    let mut m = common::quiz::fixture(Lang::En, 3);
    start_review(&mut m);
    for _ in 0..20 {
        let id = quiz(&m).question(&m.course).map(|q| q.id.clone());
        answer_right(&mut m);
        if id.as_deref() == Some("b-recall") {
            break;
        }
        press(&mut m, &[Key::Enter]);
    }
    assert_eq!(m.ctx(), Ctx::Verdict, "{}", render(&m));
    let screen = render(&m);
    assert!(screen.contains("c simulation"), "{screen}");
    assert!(!screen.contains("c calculator"), "{screen}");
    let effects = app::update(&mut m, Msg::Key(Key::Char('c')));
    assert!(
        effects.contains(&Effect::Console(Tool::Feed, ConsoleEffect::Open)),
        "{effects:?}"
    );
    assert_eq!(state(&m).console.line, RUN);
    assert_eq!(state(&m).guide.as_deref(), Some("b-sim-write"));
    press(&mut m, &[Key::Esc]);
    assert!(matches!(m.screen(), Screen::Quiz(_)), "back at the verdict");
}

#[test]
fn f_on_home_opens_the_simulator_and_leaving_keeps_what_ran() {
    let mut m = model(load_fixture("valid"), Lang::En, 80, 24);
    assert!(render(&m).contains("News-feed simulator"), "{}", render(&m));
    let mut sim = Simulator::embedded();
    keys(&mut m, &mut sim, &[Key::Char('f')]);
    assert_eq!(m.ctx(), Ctx::Console);
    assert!(
        render(&m).contains("Start with run write"),
        "{}",
        render(&m)
    );
    // Tab completes a command word, or lists the candidates.
    keys(&mut m, &mut sim, &chars("s"));
    keys(&mut m, &mut sim, &[Key::Tab]);
    assert_eq!(state(&m).console.completions, vec!["set", "show"]);
    keys(&mut m, &mut sim, &chars("h"));
    keys(&mut m, &mut sim, &[Key::Tab]);
    assert_eq!(state(&m).console.line, "show ");
    keys(&mut m, &mut sim, &[Key::Enter]);
    assert!(render(&m).contains("users=20000 avg=200"), "{}", render(&m));
    keys(&mut m, &mut sim, &chars("fly"));
    keys(&mut m, &mut sim, &[Key::Enter]);
    assert!(
        render(&m).contains("Unknown command “fly”"),
        "{}",
        render(&m)
    );
    // Up calls commands back, newest first.
    keys(&mut m, &mut sim, &[Key::Up]);
    assert_eq!(state(&m).console.line, "fly");
    keys(&mut m, &mut sim, &[Key::Up]);
    assert_eq!(state(&m).console.line, "show");
    keys(&mut m, &mut sim, &[Key::Down, Key::Down]);
    assert_eq!(state(&m).console.line, "");
    keys(&mut m, &mut sim, &[Key::Esc]);
    assert!(matches!(m.screen(), Screen::Home(_)));
    keys(&mut m, &mut sim, &[Key::Char('f')]);
    assert_eq!(state(&m).console.log.len(), 2, "the output is kept");
    keys(&mut m, &mut sim, &[Key::Ctrl('l')]);
    assert!(state(&m).console.log.is_empty(), "Ctrl-l clears it");
}

/// The run of `RUN`, as the worker would show it partway.
fn partway() -> latih::core::feed::Run {
    let mut sim = Simulator::embedded();
    let Output::Run(mut r) = sim.run_line(RUN, &mut |_| {}) else {
        panic!("a run");
    };
    r.figures.seconds = 8;
    // The store is asked for its memory when a run ends.
    r.figures.memory.redis_bytes = 0;
    r.wall_ms = 40;
    *r
}

#[test]
fn a_run_grows_live_and_esc_stops_it_keeping_what_it_reached() {
    let mut m = model(load_fixture("valid"), Lang::En, 80, 24);
    press(&mut m, &[Key::Char('f')]);
    press(&mut m, &chars(RUN));
    let effects = app::update(&mut m, Msg::Key(Key::Enter));
    let id = match effects.as_slice() {
        [Effect::Console(Tool::Feed, ConsoleEffect::Run { id, line })] if line == RUN => *id,
        other => panic!("{other:?}"),
    };
    assert_eq!(m.ctx(), Ctx::ConsoleRunning);
    assert!(
        render(&m).contains(&format!("Starting {RUN}")),
        "{}",
        render(&m)
    );
    app::update(
        &mut m,
        Msg::Feed(ConsoleMsg::Live(FeedLive::Graph(500, 2000))),
    );
    let screen = render(&m);
    assert!(
        screen.contains("Generating the graph: 500 of 2,000"),
        "{screen}"
    );
    assert!(screen.contains("25%"), "{screen}");
    let run = partway();
    app::update(
        &mut m,
        Msg::Feed(ConsoleMsg::Live(FeedLive::Run(Box::new(run.clone())))),
    );
    let screen = render(&m);
    assert!(screen.contains("Simulating: 8 of 20 s"), "{screen}");
    assert!(
        screen.contains("Redis's own figure comes when the"),
        "{screen}"
    );
    assert!(
        screen.contains("Feed writes per second"),
        "live charts: {screen}"
    );
    // A second command waits: one simulation at a time.
    press(&mut m, &chars("show"));
    let effects = app::update(&mut m, Msg::Key(Key::Enter));
    assert!(effects.is_empty(), "{effects:?}");
    assert!(render(&m).contains("A simulation is running"));
    // Esc stops the run; the screen stays.
    let effects = app::update(&mut m, Msg::Key(Key::Esc));
    assert_eq!(
        effects,
        vec![Effect::Console(Tool::Feed, ConsoleEffect::Cancel)]
    );
    assert!(matches!(m.screen(), Screen::Feed(_)));
    let stopped = latih::core::feed::Run {
        stopped: true,
        ..run
    };
    let done = Done {
        id,
        line: RUN.into(),
        answer: Output::Run(Box::new(stopped)),
    };
    app::update(&mut m, Msg::Feed(ConsoleMsg::Done(Box::new(done))));
    assert_eq!(m.ctx(), Ctx::Console);
    let screen = render(&m);
    assert!(
        screen.contains("Stopped after 8 of 20 simulated seconds"),
        "the stopped run is kept: {screen}"
    );
    press(&mut m, &[Key::Home]);
    let screen = render(&m);
    assert!(screen.contains(&format!("› {RUN}")), "{screen}");
    press(&mut m, &[Key::Esc]);
    assert!(matches!(m.screen(), Screen::Home(_)), "idle, Esc goes back");
}

#[test]
fn a_result_that_arrives_after_leaving_is_there_on_coming_back() {
    let mut m = model(load_fixture("valid"), Lang::En, 80, 24);
    press(&mut m, &[Key::Char('f')]);
    press(&mut m, &chars(RUN));
    press(&mut m, &[Key::Enter]);
    press(&mut m, &[Key::Ctrl('d')]);
    assert!(matches!(m.screen(), Screen::Home(_)), "Ctrl-d leaves");
    let mut run = partway();
    run.figures.seconds = 20;
    app::update(
        &mut m,
        Msg::Feed(ConsoleMsg::Live(FeedLive::Run(Box::new(run.clone())))),
    );
    let done = Done {
        id: 1,
        line: RUN.into(),
        answer: Output::Run(Box::new(run)),
    };
    app::update(&mut m, Msg::Feed(ConsoleMsg::Done(Box::new(done))));
    press(&mut m, &[Key::Char('f')]);
    let s = state(&m);
    assert!(s.console.running.is_none());
    assert_eq!(s.console.log.len(), 1);
}

/// The worker on its thread: a real run stopped partway comes back with what it reached.
#[test]
fn the_worker_stops_a_real_run_and_gives_back_what_it_reached() {
    use latih::tui::console::feed::{FeedPlace, start};
    let w = start(FeedPlace::default(), Lang::En);
    assert!(w.send(1, "run write users=20000 avg=200 duration=2h".into()));
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(120);
    let mut cancelled = false;
    let mut looks = 0;
    loop {
        assert!(std::time::Instant::now() < deadline, "no answer");
        for msg in w.poll() {
            match msg {
                ConsoleMsg::Live(FeedLive::Run(r)) => {
                    looks += 1;
                    assert!(!r.stopped && r.params.graph.users == 20_000);
                    if !cancelled {
                        w.cancel();
                        cancelled = true;
                    }
                }
                ConsoleMsg::Live(FeedLive::Graph(..)) => {}
                ConsoleMsg::Done(d) => {
                    let Output::Run(r) = d.answer else {
                        panic!("{:?}", d.answer)
                    };
                    assert!(cancelled && looks > 0);
                    assert!(r.stopped, "stopped");
                    assert!(r.figures.seconds < 7_200, "{}", r.figures.seconds);
                    assert!(r.figures.feed_writes > 0, "it kept what it reached");
                    return;
                }
                other => panic!("{other:?}"),
            }
        }
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
}

/// A feed cache that cannot be opened is one sentence on the screen; the screen goes on.
#[test]
fn a_store_that_cannot_be_opened_is_said_on_the_screen() {
    use latih::tui::runner::Runner;
    let mut m = model(load_fixture("valid"), Lang::En, 80, 24);
    let mut runner = Runner::new(None);
    runner.feed_place = latih::tui::console::feed::FeedPlace {
        redis: Some("redis://127.0.0.1:1".into()),
        force: Default::default(),
    };
    latih::tui::dispatch(&mut m, &mut runner, Msg::Key(Key::Char('f')));
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(30);
    while state(&m).console.error.is_none() {
        assert!(std::time::Instant::now() < deadline, "no sentence");
        for msg in runner.poll_consoles() {
            latih::tui::dispatch(&mut m, &mut runner, msg);
        }
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    let screen = render(&m);
    assert!(
        screen.contains("Cannot reach Redis at redis://127.0.0.1:1"),
        "{screen}"
    );
    // A line typed now cannot run: said in the footer, and nothing waits forever.
    for k in chars("show") {
        latih::tui::dispatch(&mut m, &mut runner, Msg::Key(k));
    }
    latih::tui::dispatch(&mut m, &mut runner, Msg::Key(Key::Enter));
    assert!(state(&m).console.running.is_none());
    assert!(
        m.flash
            .as_deref()
            .is_some_and(|f| f.contains("not running")),
        "{:?}",
        m.flash
    );
    latih::tui::dispatch(&mut m, &mut runner, Msg::Key(Key::Esc));
    assert!(matches!(m.screen(), Screen::Home(_)));
}
