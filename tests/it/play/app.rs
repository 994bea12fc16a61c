//! The playground screen driven through the model, with its commands carried out by a real
//! playground the way the TUI's worker does: typing, history, completion, a guided scenario
//! stepping on as its commands run; and the bundled M13.04 scenarios telling the story their
//! texts promise (a SCAN turning into a SEARCH, OFFSET paying for depth, a stale counter,
//! three hops refused).

use crate::common;

use common::play::keys;
use common::{backend, chars, model, render};
use latih::app::keymap::Key;
use latih::app::{self, ConsoleEffect, Effect, Model, Msg, Screen, Tool};

/// A command handed to the playground's worker: its number and its line.
struct Cmd {
    id: u64,
    line: String,
}
use latih::content;
use latih::core::lang::Lang;
use latih::core::lesson::{Block, Part};
use latih::core::play::report::Note;
use latih::playground::Playground;
use rstest::rstest;

fn play(m: &Model) -> &latih::app::screen::play::state::PlayState {
    match m.screen() {
        Screen::Play(p) => p,
        other => panic!("not the playground: {other:?}"),
    }
}

/// The home screen's playground entry, opened on a terminal of this size.
fn from_home(lang: Lang, w: u16, h: u16) -> (Model, Playground) {
    let mut m = model(content::load_bundled(), lang, w, h);
    let mut pg = crate::common::play::in_memory();
    let at = latih::app::screen::home::home_items(&m)
        .iter()
        .filter(|i| i.selectable())
        .position(|i| matches!(i, latih::app::screen::home::Item::Playground))
        .expect("home has the playground");
    keys(&mut m, &mut pg, &vec![Key::Down; at]);
    keys(&mut m, &mut pg, &[Key::Enter]);
    (m, pg)
}

#[test]
fn commands_run_with_history_and_completion() {
    let (mut m, mut pg) = from_home(Lang::En, 100, 30);
    assert!(
        play(&m).schema.iter().any(|l| l == "follows"),
        "schema shown at once"
    );
    keys(&mut m, &mut pg, &chars("gen users=500 avg=5 seed=1"));
    keys(&mut m, &mut pg, &[Key::Enter]);
    assert!(
        render(&m).contains("Generated 500 accounts"),
        "{}",
        render(&m)
    );
    keys(&mut m, &mut pg, &chars("index reverse on"));
    keys(&mut m, &mut pg, &[Key::Enter]);
    assert!(
        play(&m)
            .schema
            .iter()
            .any(|l| l.contains("follows_by_followee"))
    );
    // Tab completes a command word, or lists the candidates.
    keys(&mut m, &mut pg, &chars("fol"));
    keys(&mut m, &mut pg, &[Key::Tab]);
    assert_eq!(
        play(&m).console.completions,
        vec!["follow", "following", "followers"]
    );
    keys(&mut m, &mut pg, &chars("lowers"));
    keys(&mut m, &mut pg, &chars(" 1"));
    keys(&mut m, &mut pg, &[Key::Enter]);
    let screen = render(&m);
    assert!(screen.contains("USING COVERING INDEX"), "{screen}");
    // Up calls commands back, newest first.
    keys(&mut m, &mut pg, &[Key::Up]);
    assert_eq!(play(&m).console.line, "followers 1");
    keys(&mut m, &mut pg, &[Key::Up]);
    assert_eq!(play(&m).console.line, "index reverse on");
    keys(&mut m, &mut pg, &[Key::Down, Key::Down]);
    assert_eq!(play(&m).console.line, "");
    // A mistake is one sentence with the usage, and the screen goes on.
    keys(&mut m, &mut pg, &chars("followers"));
    keys(&mut m, &mut pg, &[Key::Enter]);
    assert!(render(&m).contains("Missing: user."), "{}", render(&m));
    keys(&mut m, &mut pg, &[Key::Esc]);
    assert!(matches!(m.screen(), Screen::Home(_)));
}

/// The command line is edited as in a shell: the cursor moves with the arrows, Home/End and
/// Ctrl-a/Ctrl-e, Ctrl-w, Ctrl-u and Ctrl-k cut, and Ctrl-r finds an earlier command.
#[test]
fn the_command_line_is_edited_as_in_a_shell() {
    let (mut m, mut pg) = from_home(Lang::En, 100, 30);
    let line = |m: &Model| (play(m).console.line.clone(), play(m).console.cursor);
    keys(&mut m, &mut pg, &chars("gen users=200 avg=5 seed=1"));
    keys(&mut m, &mut pg, &[Key::Enter]);
    keys(&mut m, &mut pg, &chars("follow 1 2"));
    keys(&mut m, &mut pg, &[Key::Home]);
    keys(&mut m, &mut pg, &chars("un"));
    assert_eq!(line(&m), ("unfollow 1 2".into(), 2));
    assert!(render(&m).contains("› un▏follow 1 2"), "{}", render(&m));
    keys(
        &mut m,
        &mut pg,
        &[Key::Ctrl('e'), Key::Left, Key::Left, Key::Backspace],
    );
    keys(&mut m, &mut pg, &chars("3"));
    assert_eq!(line(&m), ("unfollow 3 2".into(), 10));
    keys(
        &mut m,
        &mut pg,
        &[Key::Ctrl('a'), Key::Right, Key::Right, Key::Ctrl('k')],
    );
    assert_eq!(line(&m), ("un".into(), 2));
    keys(&mut m, &mut pg, &[Key::Ctrl('u')]);
    assert_eq!(line(&m), ("".into(), 0));
    keys(&mut m, &mut pg, &chars("followers 1 limit=3"));
    keys(&mut m, &mut pg, &[Key::Ctrl('w')]);
    assert_eq!(line(&m), ("followers 1 ".into(), 12));
    keys(&mut m, &mut pg, &[Key::Enter]);
    // Ctrl-r: the newest earlier command holding what is typed, then the one before.
    keys(&mut m, &mut pg, &chars("ers"));
    keys(&mut m, &mut pg, &[Key::Ctrl('r')]);
    assert_eq!(line(&m), ("followers 1".into(), 11));
    keys(&mut m, &mut pg, &chars(""));
    keys(&mut m, &mut pg, &[Key::Ctrl('u')]);
    keys(&mut m, &mut pg, &chars("s"));
    keys(&mut m, &mut pg, &[Key::Ctrl('r'), Key::Ctrl('r')]);
    assert_eq!(line(&m).0, "gen users=200 avg=5 seed=1");
    // The help lists the editing keys.
    keys(&mut m, &mut pg, &[Key::Ctrl('u'), Key::F1]);
    let help = render(&m);
    assert!(help.contains("Cut the word before the cursor"), "{help}");
}

#[test]
fn a_lesson_card_opens_a_guided_scenario_that_steps_on() {
    let mut m = model(content::load_bundled(), Lang::Id, 100, 30);
    let mut pg = crate::common::play::in_memory();
    common::open_lesson(&mut m, "m13-04");
    // Tab to the first playground card.
    for _ in 0..30 {
        keys(&mut m, &mut pg, &[Key::Tab]);
        if let Screen::Reader(r) = m.screen()
            && let Some(Part::Block(i)) = r.focus
            && matches!(
                m.course
                    .lesson("m13-04")
                    .and_then(|l| l.body.get().blocks.get(i)),
                Some(Block::Card {
                    kind: latih::core::lesson::CardKind::Playground,
                    ..
                })
            )
        {
            break;
        }
    }
    assert!(
        render(&m).contains("Tekan Enter untuk membuka playground"),
        "{}",
        render(&m)
    );
    keys(&mut m, &mut pg, &[Key::Enter]);
    let sc = m
        .course
        .scenario("m13-04-play-reverse-index")
        .expect("scenario")
        .clone();
    assert_eq!(
        play(&m).console.line,
        sc.steps[0].run,
        "the first command waits on the line"
    );
    assert!(render(&m).contains("Langkah 1 dari 5"), "{}", render(&m));
    // A typo instead of the step's command: the step stays, and its command comes back.
    keys(&mut m, &mut pg, &[Key::Ctrl('u')]);
    keys(&mut m, &mut pg, &chars("rese"));
    keys(&mut m, &mut pg, &[Key::Enter]);
    assert!(render(&m).contains("Langkah 1 dari 5"), "{}", render(&m));
    assert_eq!(play(&m).console.line, sc.steps[0].run, "offered again");
    for (k, step) in sc.steps.iter().enumerate() {
        assert_eq!(play(&m).console.line, step.run, "step {}", k + 1);
        keys(&mut m, &mut pg, &[Key::Enter]);
    }
    assert!(
        render(&m).contains("Itu langkah terakhir"),
        "{}",
        render(&m)
    );
    let log = &play(&m).console.log[1..];
    assert!(log[0].1.notes.contains(&Note::Reset));
    assert_eq!(log[2].1.queries[0].plan, vec!["SCAN follows"]);
    assert!(log[4].1.queries[0].plan[0].starts_with("SEARCH follows USING COVERING INDEX"));
    assert_eq!(
        log[2].1.rows, log[4].1.rows,
        "the same followers, found another way"
    );
}

/// Every bundled scenario, run as written: what each text says is what happens.
#[test]
fn the_bundled_scenarios_show_what_they_say() {
    let course = content::load_bundled().course;
    let run = |id: &str| {
        let sc = course.scenario(id).expect("scenario");
        let mut pg = crate::common::play::in_memory();
        let mut reports = sc
            .steps
            .iter()
            .map(|s| {
                let r = pg.run_line(&s.run, &mut |_, _| {});
                assert!(
                    !r.notes
                        .iter()
                        .any(|n| matches!(n, Note::Parse(_) | Note::SqlError { .. })),
                    "{id}: {} -> {:?}",
                    s.run,
                    r.notes
                );
                r
            })
            .collect::<Vec<_>>();
        // Every scenario starts clean; the reports below are those of the steps after it.
        assert!(reports[0].notes.contains(&Note::Reset), "{id}");
        reports.split_off(1)
    };
    let pages = run("m13-04-play-pagination");
    let (first, deep, cursor) = (
        &pages[2].queries[0],
        &pages[3].queries[0],
        &pages[4].queries[0],
    );
    assert_eq!(deep.rows, 20, "page 10,000 exists");
    assert!(
        deep.vm_steps > 1000 * first.vm_steps / 2,
        "{} vs {}",
        deep.vm_steps,
        first.vm_steps
    );
    assert!(
        cursor.vm_steps < 3 * first.vm_steps,
        "{} vs {}",
        cursor.vm_steps,
        first.vm_steps
    );

    let counters = run("m13-04-play-counters");
    assert_eq!(counters[1].queries[0].plan, vec!["SCAN follows"]);
    assert!(
        counters[1].queries[1].vm_steps < 20,
        "the counter is one lookup"
    );
    assert!(counters[3].notes.contains(&Note::Followed { a: 1, b: 2 }));
    assert!(
        matches!(counters[4].notes[0], Note::Count { exact, counter, .. } if counter as u64 + 1 == exact),
        "{:?}",
        counters[4].notes
    );
    assert!(
        matches!(
            counters[5].notes.last(),
            Some(Note::Repaired { users: 1, drift: 1 })
        ),
        "{:?}",
        counters[5].notes
    );

    let hops = run("m13-04-play-hops");
    let two = hops[2].notes.iter().find_map(|n| match n {
        Note::Fof { edges, .. } => Some(*edges),
        _ => None,
    });
    assert!(
        two.is_some_and(|e| (30_000..=50_000).contains(&e)),
        "about 200 × 200: {two:?}"
    );
    assert!(
        matches!(hops[3].notes[0], Note::TooManyHops { estimate } if estimate > 4_000_000),
        "{:?}",
        hops[3].notes
    );
    assert!(hops[4].notes.iter().any(|n| matches!(
        n,
        Note::Fof {
            edges: 5000,
            capped: true,
            ..
        }
    )));
}

#[rstest]
#[case::indonesian(Lang::Id, "playground_id")]
#[case::english(Lang::En, "playground_en")]
fn playground_screen_at_80x24(#[case] lang: Lang, #[case] snapshot: &str) {
    let (mut m, mut pg) = from_home(lang, 80, 24);
    for line in [
        "gen users=2000 avg=10 celebrities=1 max=500 seed=7",
        "followers 1500 limit=3",
    ] {
        keys(&mut m, &mut pg, &chars(line));
        keys(&mut m, &mut pg, &[Key::Enter]);
    }
    keys(&mut m, &mut pg, &chars("index rev"));
    insta::assert_snapshot!(snapshot, backend(&m));
}

#[test]
fn f1_shows_the_keys_where_question_marks_are_typed() {
    let (mut m, mut pg) = from_home(Lang::En, 80, 24);
    keys(&mut m, &mut pg, &chars("sql SELECT 1 WHERE 1 = ?"));
    assert!(
        play(&m).console.line.ends_with('?'),
        "? is typed into the line"
    );
    keys(&mut m, &mut pg, &[Key::F1]);
    let screen = render(&m);
    assert!(
        screen.contains("Bring back the previous command"),
        "{screen}"
    );
    keys(&mut m, &mut pg, &[Key::F1]);
    assert!(m.overlay.is_none(), "F1 closes it again");
    assert!(render(&m).contains("F1 help"), "{}", render(&m));
}

#[test]
fn f2_lets_the_terminal_select_text_and_the_footer_says_so() {
    let (mut m, mut pg) = from_home(Lang::En, 100, 30);
    assert!(m.mouse, "the wheel scrolls by default");
    assert!(render(&m).contains("F2 mouse"), "{}", render(&m));
    keys(&mut m, &mut pg, &chars("count 1"));
    let effects = app::update(&mut m, Msg::Key(Key::F2));
    assert_eq!(effects, vec![Effect::Term(latih::app::Term::Mouse(false))]);
    assert!(!m.mouse);
    assert_eq!(
        play(&m).console.line,
        "count 1",
        "F2 is not typed into the line"
    );
    assert!(
        render(&m).contains("Mouse off: drag to select text"),
        "{}",
        render(&m)
    );
    // Anywhere else too, and back on.
    keys(&mut m, &mut pg, &[Key::Esc]);
    let effects = app::update(&mut m, Msg::Key(Key::F2));
    assert_eq!(effects, vec![Effect::Term(latih::app::Term::Mouse(true))]);
    assert!(m.mouse);
}

#[test]
fn paging_back_stops_at_the_first_line_and_one_key_comes_down_again() {
    let (mut m, mut pg) = from_home(Lang::En, 80, 24);
    for i in 0..12 {
        // Each command has its own figure, so every page shows other commands.
        keys(
            &mut m,
            &mut pg,
            &chars(&format!("gen users={} avg=3 seed=2", 100 + i)),
        );
        keys(&mut m, &mut pg, &[Key::Enter]);
    }
    // The commands on screen (the timings beside them may change between frames).
    let shown = |m: &Model| -> Vec<String> {
        render(m)
            .lines()
            .filter(|l| l.contains("› gen"))
            .map(|l| l.split('│').next().unwrap_or("").trim().to_string())
            .collect()
    };
    let bottom = shown(&m);
    assert!(bottom.iter().any(|l| l.contains("users=111")), "{bottom:?}");
    // Far more pages up than there are: the output stops at its first line.
    keys(&mut m, &mut pg, &[Key::PageUp; 40]);
    let first = shown(&m);
    assert!(first[0].contains("users=100"), "{first:?}");
    // One page down moves at once (no pages of nothing to come back through) ...
    keys(&mut m, &mut pg, &[Key::PageDown]);
    assert!(!shown(&m)[0].contains("users=100"), "{:?}", shown(&m));
    // ... and paging down stops at the newest line.
    keys(&mut m, &mut pg, &[Key::PageDown; 40]);
    assert_eq!(shown(&m), bottom);
}

/// A scenario leaves the playground in some state (an index, a counter lag, hidden plans);
/// the next one's first step, `reset`, must bring it back to a new playground's condition,
/// so every scenario shows what it says after any other. Each scenario is run in full, then
/// reset and compared with a fresh playground; and they run in reverse order on one
/// playground (lint --run runs them in course order), each checked against its `expect`.
#[test]
fn every_scenario_starts_clean_after_any_other() {
    let course = content::load_bundled().course;
    let fresh = Playground::in_memory()
        .expect("playground")
        .condition()
        .expect("condition");
    let scenarios: Vec<_> = course.banks.iter().flat_map(|b| &b.scenarios).collect();
    assert!(scenarios.len() >= 4);
    let mut pg = crate::common::play::in_memory();
    pg.set_definitions(course.playgrounds());
    for sc in scenarios.iter().rev() {
        for step in &sc.steps {
            let r = pg.run_line(&step.run, &mut |_, _| {});
            let unmet = latih::core::play::expect::unmet(step.expect.as_ref(), &r);
            assert!(unmet.is_empty(), "{}: {} -> {unmet:?}", sc.id, step.run);
        }
        // Settings a scenario may leave behind, whether or not it did.
        // (On a small graph, so the leftovers are quick to make.)
        for line in [
            "gen users=2000 avg=5 celebrities=1 max=500 seed=1",
            "explain off",
            "counters lag=3",
            "follow 2 3",
            "index reverse on",
            "partition 4 by followee",
            "reverse table on",
            "sync cdc",
            "relay lag=3",
            "buckets 4 for accounts over 10 followers",
        ] {
            pg.run_line(line, &mut |_, _| {});
        }
        // A follow-graph scenario's first step, whichever playground this one was on.
        pg.run_line("reset follow-graph", &mut |_, _| {});
        assert_eq!(pg.condition().expect("condition"), fresh, "after {}", sc.id);
    }
}

/// The worker's answer for one command, as the TUI's worker gives it.
fn answer(pg: &mut Playground, cmd: &Cmd) -> Msg {
    let report = pg.run_line(&cmd.line, &mut |_, _| {});
    let answer = latih::app::PlayAnswer {
        report,
        schema: pg.schema_lines(),
        in_use: pg.in_use().to_string(),
    };
    Msg::Play(latih::app::ConsoleMsg::Done(Box::new(latih::app::Done {
        id: cmd.id,
        line: cmd.line.clone(),
        answer,
    })))
}

/// Typing a command and Enter, keeping the effect instead of carrying it out (the worker is
/// still busy with it).
fn submit(m: &mut Model, line: &str) -> Cmd {
    for k in chars(line) {
        app::update(m, Msg::Key(k));
    }
    let effects = app::update(m, Msg::Key(Key::Enter));
    effects
        .into_iter()
        .find_map(|e| match e {
            Effect::Console(Tool::Play, ConsoleEffect::Run { id, line }) => Some(Cmd { id, line }),
            _ => None,
        })
        .expect("the command goes to the worker")
}

/// Seen before: a gen left running, the screen left and opened again, `stats` typed, and
/// the gen's report then printed under `stats`. Now every answer finds its own command,
/// and the screen keeps its output while the learner is elsewhere.
#[test]
fn a_result_lands_under_its_own_command_even_after_leaving() {
    let (mut m, mut pg) = from_home(Lang::En, 100, 30);
    let generate = submit(&mut m, "gen users=800 avg=4 seed=2");
    assert!(render(&m).contains("Running gen"), "{}", render(&m));
    // Esc would stop it; Ctrl-d leaves it running.
    app::update(&mut m, Msg::Key(Key::Ctrl('d')));
    assert!(!matches!(m.screen(), Screen::Play(_)));
    // It finishes while the learner is on the home screen.
    let done = answer(&mut pg, &generate);
    app::update(&mut m, done);
    app::update(&mut m, Msg::StartTool(latih::app::Tool::Play));
    assert_eq!(play(&m).console.log.len(), 1, "the gen's result waited");
    assert_eq!(play(&m).console.log[0].0, generate.line);
    assert!(play(&m).console.running.is_none());
    // A late answer never takes the place of the command running now.
    let stats = submit(&mut m, "stats");
    let follow = Cmd {
        id: generate.id,
        line: "follow 1 2".to_string(),
    };
    let late = answer(&mut pg, &follow);
    app::update(&mut m, late);
    assert_eq!(
        play(&m).console.running.as_ref().map(|r| r.line.as_str()),
        Some("stats")
    );
    let done = answer(&mut pg, &stats);
    app::update(&mut m, done);
    let log = &play(&m).console.log;
    assert_eq!(log.last().map(|l| l.0.as_str()), Some("stats"));
    assert!(matches!(
        log.last().map(|l| &l.1.notes[0]),
        Some(Note::Stats(_))
    ));
    assert!(play(&m).console.running.is_none());
}

/// Esc and Ctrl-c stop the running command instead of leaving; the footer says so.
#[rstest]
#[case::esc(Key::Esc)]
#[case::ctrl_c(Key::Ctrl('c'))]
fn a_running_command_is_stopped_by_its_keys(#[case] key: Key) {
    let (mut m, _pg) = from_home(Lang::En, 100, 30);
    submit(&mut m, "gen users=800 avg=4 seed=2");
    assert!(
        render(&m).contains("Esc/Ctrl-c stop   Ctrl-d leave"),
        "{}",
        render(&m)
    );
    let effects = app::update(&mut m, Msg::Key(key));
    assert!(
        effects.contains(&Effect::Console(Tool::Play, ConsoleEffect::Cancel)),
        "{effects:?}"
    );
    assert!(matches!(m.screen(), Screen::Play(_)), "still there");
    assert!(!m.quit);
}

/// A celebrity's partition on the screen: bars per partition, the busiest one marked, and
/// the scatter-gather of a followers list with its slowest partition.
#[rstest]
#[case::indonesian(Lang::Id, "playground_hotspot_id")]
#[case::english(Lang::En, "playground_hotspot_en")]
fn a_hotspot_is_drawn_as_bars(#[case] lang: Lang, #[case] snapshot: &str) {
    let (mut m, mut pg) = from_home(lang, 80, 24);
    for line in [
        "gen users=3000 avg=4 celebrities=1 max=2500 seed=7",
        "partition 6 by followee",
        "explain off",
        "followers 2000 limit=3",
        "hotspot",
    ] {
        keys(&mut m, &mut pg, &chars(line));
        keys(&mut m, &mut pg, &[Key::Enter]);
    }
    let screen = render(&m);
    assert!(screen.contains('█'), "{screen}");
    insta::assert_snapshot!(snapshot, backend(&m));
}

/// The output is laid out once per command and kept: after a resize and a cleared history
/// the screen is what a fresh one shows, never the old width's lines.
#[test]
fn the_kept_output_follows_the_width_and_a_cleared_history() {
    let run = |m: &mut Model, pg: &mut Playground, line: &str| {
        keys(m, pg, &chars(line));
        keys(m, pg, &[Key::Enter]);
    };
    let lines = [
        "gen users=500 avg=5 celebrities=1 max=100 seed=3",
        "followers 1 limit=3",
    ];
    let (mut m, mut pg) = from_home(Lang::En, 100, 30);
    for l in lines {
        run(&mut m, &mut pg, l);
    }
    let _ = backend(&m);
    app::update(&mut m, Msg::Resize(80, 24));
    let (mut fresh, mut fpg) = from_home(Lang::En, 80, 24);
    for l in lines {
        run(&mut fresh, &mut fpg, l);
    }
    let text = |m: &Model| format!("{:?}", backend(m).buffer());
    assert_eq!(text(&m), text(&fresh), "after a resize");
    keys(&mut m, &mut pg, &[Key::Ctrl('l')]);
    keys(&mut fresh, &mut fpg, &[Key::Ctrl('l')]);
    run(&mut m, &mut pg, "count 1");
    run(&mut fresh, &mut fpg, "count 1");
    assert_eq!(text(&m), text(&fresh), "after clearing");
    assert!(
        !text(&m).contains("followers 1 limit=3"),
        "the cleared output is gone"
    );
}
