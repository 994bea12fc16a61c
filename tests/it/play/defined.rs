//! Playgrounds a course defines, on the fixture course's two (an online shop, chat rooms):
//! generated, indexed, routed and scattered with plans and costs, the same rows whether
//! partitioned or not, their scenarios run by `lint --run`, and a broken definition
//! reported at the field it is about.

use latih::core::play::defnote::DefNote;
use latih::core::play::report::{Note, Report};
use latih::playground::Playground;
use proptest::prelude::*;

fn open(id: &str, fill: &str) -> Playground {
    let loaded = crate::common::load_fixture("playgrounds");
    assert!(loaded.problems.is_empty(), "{:#?}", loaded.problems);
    let mut pg = Playground::in_memory().expect("playground");
    pg.set_definitions(loaded.course.playgrounds());
    let r = pg.run_line(&format!("reset {id}"), &mut |_, _| {});
    assert!(!r.failed(), "{r:?}");
    let r = pg.run_line(fill, &mut |_, _| {});
    assert!(!r.failed(), "{r:?}");
    pg
}

fn run(pg: &mut Playground, line: &str) -> Report {
    let r = pg.run_line(line, &mut |_, _| {});
    assert!(!r.failed(), "{line}: {r:?}");
    r
}

fn plans(r: &Report) -> String {
    (r.queries.iter())
        .flat_map(|q| q.plan.clone())
        .collect::<Vec<_>>()
        .join(" / ")
}

#[test]
fn the_fixture_course_lints_clean_and_its_scenarios_hold() {
    let out = crate::common::Cmd::new([
        "--lang",
        "en",
        "lint",
        "--run",
        "tests/fixtures/playgrounds",
    ])
    .output()
    .expect("run latih");
    let said = String::from_utf8_lossy(&out.stdout).to_string();
    assert_eq!(out.status.code(), Some(0), "{said}");
    assert!(said.contains("Ran 3 scenarios (18 steps)"), "{said}");
}

#[test]
fn the_shop_generates_routes_scatters_and_reports_its_costs() {
    let mut pg = open("orders", "gen orders=30k seed=4");
    let stats = run(&mut pg, "stats");
    assert!(
        stats.notes.iter().any(|n| matches!(n, Note::Stats(s) if s.iter().any(|x| x.name == "orders" && x.rows == Some(30_000)))),
        "{stats:?}"
    );
    let r = run(&mut pg, "orders-of 1");
    assert!(plans(&r).contains("SCAN orders"), "{}", plans(&r));
    assert_eq!(r.queries[0].fullscan_steps, 30_000 - 1);
    assert!(r.queries[0].vm_steps > 30_000);
    assert_eq!(r.queries[0].sorts, 1);
    run(&mut pg, "index by_customer on");
    let r = run(&mut pg, "orders-of 1");
    assert!(
        plans(&r).contains("SEARCH orders USING INDEX by_customer"),
        "{}",
        plans(&r)
    );
    let next = r.notes.iter().find_map(|n| match n {
        Note::Defined(DefNote::NextPage(l)) => Some(l.clone()),
        _ => None,
    });
    let next = next.expect("a next page");
    let page2 = run(&mut pg, &next);
    assert_ne!(page2.rows.first(), r.rows.first(), "the next page moves on");
    run(&mut pg, "partition 6 by customer_id");
    let r = run(&mut pg, "orders-of 9");
    assert_eq!(r.spreads[0].parts.len(), 1);
    assert_eq!(r.spreads[0].of, 6);
    let r = run(&mut pg, "order 12345");
    assert_eq!(r.spreads[0].parts.len(), 6, "no key: every partition");
    assert_eq!(r.rows.len(), 1);
    // A write is routed by the key its VALUES give; the row is then found.
    let r = run(&mut pg, "place 900001 9 4200");
    assert_eq!(r.spreads[0].parts.len(), 1);
    let r = run(&mut pg, "order 900001");
    assert_eq!(r.rows[0][2], "4200");
}

#[test]
fn the_chat_pages_newest_first_and_its_hot_conversation_is_one_partition() {
    let mut pg = open("chat", "gen seed=5");
    let first = run(&mut pg, "history 1");
    assert!(
        plans(&first).contains("SEARCH messages USING PRIMARY KEY"),
        "{}",
        plans(&first)
    );
    let seqs: Vec<i64> = first
        .rows
        .iter()
        .map(|r| r[0].parse().expect("seq"))
        .collect();
    assert!(
        seqs.windows(2).all(|w| w[0] > w[1]),
        "newest first: {seqs:?}"
    );
    run(&mut pg, "partition 8 by conversation_id");
    let split = run(&mut pg, "history 1");
    assert_eq!(split.rows, first.rows);
    let hot = run(&mut pg, "hotspot");
    let chart = &hot.charts[0];
    let (max, total) = (
        *chart.values.iter().max().expect("bars"),
        chart.values.iter().sum::<u64>(),
    );
    assert!(
        max * 100 / total >= 20,
        "conversation 1 makes one partition hot: {chart:?}"
    );
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 12, ..ProptestConfig::default() })]

    /// A command's rows are the same on one store and on any number of partitions: routed
    /// by its key, or scattered and merged by its own order, limit and offset.
    #[test]
    fn rows_are_the_same_partitioned_and_not(
        n in 2u32..9,
        customer in 1i64..60,
        author in 1i64..2000,
        skip in 0i64..40,
    ) {
        let lines_orders = [
            format!("orders-of {customer}"),
            format!("orders-of {customer} after=1767300000"),
            format!("sql SELECT id, total FROM orders WHERE total > 49000 ORDER BY total DESC, id LIMIT 15 OFFSET {skip}"),
            // Scattered aggregates fold into the one store's row.
            format!("sql SELECT max(total) AS top, min(total) AS low, count(*) AS n, sum(total) AS s FROM orders WHERE id > {skip}"),
        ];
        let mut shop = open("orders", "gen customers=300 orders=8000 seed=11");
        let before: Vec<Vec<Vec<String>>> = lines_orders.iter().map(|l| run(&mut shop, l).rows).collect();
        run(&mut shop, &format!("partition {n} by customer_id"));
        for (l, want) in lines_orders.iter().zip(&before) {
            prop_assert_eq!(&run(&mut shop, l).rows, want, "{}", l);
        }
        let lines_chat = [
            format!("history {}", 1 + customer % 5),
            format!("by-author {author}"),
            // Grouped by a column that is not the key: each author's rows sit on every
            // partition, and their partial groups fold into one before the order and limit.
            format!("sql SELECT author_id, count(*) AS n, max(sent_at) AS last FROM messages GROUP BY author_id ORDER BY n DESC, author_id LIMIT 10 OFFSET {}", skip % 5),
        ];
        let mut chat = open("chat", "gen messages=6000 seed=12");
        let before: Vec<Vec<Vec<String>>> = lines_chat.iter().map(|l| run(&mut chat, l).rows).collect();
        run(&mut chat, &format!("partition {n} by conversation_id"));
        for (l, want) in lines_chat.iter().zip(&before) {
            prop_assert_eq!(&run(&mut chat, l).rows, want, "{}", l);
        }
    }
}

/// Every problem of a course made of this bank: `line:column path kind`.
fn problems_of(bank: &str) -> Vec<String> {
    let loaded = crate::common::load_course(&[], &[("b.yaml", bank)]);
    (loaded.problems.iter())
        .map(|p| {
            format!(
                "{}:{} {} {:?}",
                p.place.line, p.place.column, p.place.path, p.kind
            )
        })
        .collect()
}

#[test]
fn a_broken_definition_is_reported_at_the_field_it_is_about() {
    let bank = "format_version: 1
id: b
playgrounds:
  - id: shop
    tables:
      - name: orders
        sql: CREATE TABLE orders (id INTEGER PRIMARY KEY, customer_id INTEGER)
        columns:
          - {name: id, sequence: 1}
          - {name: customer_id, ref: customers.id}
          - {name: total, uniform: {min: 1, max: 9}}
          - {name: at, sequence: 1, uniform: {min: 1, max: 2}}
        partition: {by: shop_id, count: 4}
      - name: broken
        sql: CREATE TABLE nope (x)
    commands:
      - name: gen
        sql: [SELECT id FROM orders WHERE customer_id = :customer]
        text: Nothing.
scenarios:
  - id: s
    playground: elsewhere
    steps:
      - {text: Start., run: reset}
";
    let said = problems_of(bank);
    let has = |line: usize, path: &str, what: &str| {
        said.iter()
            .any(|s| s.starts_with(&format!("{line}:")) && s.contains(path) && s.contains(what))
    };
    assert!(
        has(10, "tables[0].columns[1].ref", "NoSuchTable"),
        "{said:#?}"
    );
    assert!(
        has(11, "tables[0].columns[2].name", "NoSuchColumn(\"total\")"),
        "{said:#?}"
    );
    assert!(has(12, "tables[0].columns[3]", "Draws"), "{said:#?}");
    assert!(
        has(13, "tables[0].partition.by", "NoSuchColumn(\"shop_id\")"),
        "{said:#?}"
    );
    assert!(has(15, "tables[1].sql", "Makes"), "{said:#?}");
    assert!(has(17, "commands[0].name", "Reserved"), "{said:#?}");
    assert!(
        has(18, "commands[0].sql", "Undeclared(\"customer\")"),
        "{said:#?}"
    );
}

#[test]
fn a_scenario_naming_no_playground_and_a_step_it_would_not_take_are_reported() {
    let bank = "format_version: 1
id: b
playgrounds:
  - id: shop
    tables:
      - name: orders
        sql: CREATE TABLE orders (id INTEGER PRIMARY KEY)
    commands:
      - name: order
        params: [{name: id, type: int}]
        sql: [SELECT id FROM orders WHERE id = :id]
        text: One order.
scenarios:
  - id: s
    playground: elsewhere
    steps:
      - {text: Start., run: reset}
  - id: t
    playground: shop
    steps:
      - {text: Start., run: reset}
      - {text: A typo., run: ordr 5}
      - {text: Fine., run: order 5}
";
    let said = problems_of(bank);
    assert_eq!(said.len(), 2, "{said:#?}");
    assert!(
        said[0].starts_with("15:17 scenarios[0].playground UnknownPlayground"),
        "{said:#?}"
    );
    assert!(
        said[1].starts_with("22:30 scenarios[1].steps[1].run BadPlaygroundCommand"),
        "{said:#?}"
    );
}

/// The fixture course's model on its lesson, and a playground to serve it.
fn shop_lesson() -> (latih::app::Model, Playground) {
    let mut m = crate::common::model(
        crate::common::load_fixture("playgrounds"),
        latih::core::lang::Lang::En,
        100,
        30,
    );
    crate::common::open_lesson(&mut m, "shop");
    (m, crate::common::play::in_memory())
}

/// The lesson's card opens the shop's scenario: its first step opens the shop fresh, every
/// step runs with the next one ready, and Tab completes the shop's own commands.
#[test]
fn a_lesson_card_opens_a_defined_playground_at_its_first_step() {
    use crate::common::play::keys;
    use crate::common::{chars, render};
    use latih::app::Screen;
    use latih::app::keymap::Key;
    let (mut m, mut pg) = shop_lesson();
    keys(&mut m, &mut pg, &[Key::Tab, Key::Enter]);
    let line = |m: &latih::app::Model| match m.screen() {
        Screen::Play(p) => p.console.line.clone(),
        other => panic!("not the playground: {other:?}"),
    };
    assert_eq!(line(&m), "reset orders", "{}", render(&m));
    let sc = m
        .course
        .scenario("shop-orders-walk")
        .expect("scenario")
        .clone();
    for step in &sc.steps {
        assert_eq!(line(&m), step.run);
        keys(&mut m, &mut pg, &[Key::Enter]);
    }
    let screen = render(&m);
    assert!(screen.contains("That was the last step"), "{screen}");
    assert!(
        screen.contains("orders ×4 customer_id"),
        "the side panel: {screen}"
    );
    keys(&mut m, &mut pg, &chars("ord"));
    keys(&mut m, &mut pg, &[Key::Tab]);
    let Screen::Play(p) = m.screen() else {
        panic!()
    };
    assert_eq!(p.console.completions, ["orders-of", "order"]);
}

/// Esc during `gen` stops it, and the tables are as they were before it; a statement past
/// its deadline is stopped the same way.
#[test]
fn a_stopped_gen_leaves_the_tables_as_they_were() {
    let mut pg = open("orders", "gen customers=100 orders=1000 seed=1");
    let stop = pg.canceller();
    let done = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(false));
    let running = std::sync::Arc::clone(&done);
    // Esc pressed again and again until the command answers: on a busy machine the first
    // press may come before the command has started (which clears an earlier stop).
    let stopper = std::thread::spawn(move || {
        while !running.load(std::sync::atomic::Ordering::SeqCst) {
            std::thread::sleep(std::time::Duration::from_millis(20));
            stop.cancel();
        }
    });
    let r = pg.run_line("gen orders=5000000 seed=2", &mut |_, _| {});
    done.store(true, std::sync::atomic::Ordering::SeqCst);
    stopper.join().expect("stopper");
    assert!(r.notes.contains(&Note::Cancelled), "{r:?}");
    let count = run(&mut pg, "sql SELECT count(*) FROM orders");
    assert_eq!(count.rows, [["1000"]]);
    pg.set_limits(latih::playground::Limits {
        sql: std::time::Duration::from_millis(200),
        builtin: std::time::Duration::from_millis(200),
    });
    let slow = "sql WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n) SELECT count(*) FROM n";
    let r = pg.run_line(slow, &mut |_, _| {});
    assert!(
        r.notes
            .iter()
            .any(|n| matches!(n, Note::Interrupted { .. })),
        "{r:?}"
    );
}

/// Tab after `reset ` offers the playgrounds there are.
#[test]
fn tab_after_reset_completes_a_playground() {
    use crate::common::chars;
    use crate::common::play::keys;
    use latih::app::Screen;
    use latih::app::keymap::Key;
    let (mut m, mut pg) = shop_lesson();
    keys(&mut m, &mut pg, &[Key::Tab, Key::Enter, Key::Ctrl('u')]);
    keys(&mut m, &mut pg, &chars("reset "));
    keys(&mut m, &mut pg, &[Key::Tab]);
    let Screen::Play(p) = m.screen() else {
        panic!()
    };
    assert_eq!(
        p.console.completions,
        ["reset follow-graph", "reset orders", "reset chat"]
    );
    keys(&mut m, &mut pg, &chars("c"));
    keys(&mut m, &mut pg, &[Key::Tab]);
    let Screen::Play(p) = m.screen() else {
        panic!()
    };
    assert_eq!(p.console.line, "reset chat ");
}

/// A challenge whose reference solution never reaches its goal, and one the steps already
/// meet, are reported at the goal by `lint --run`.
#[test]
fn lint_run_holds_a_challenge_to_its_reference_solution() {
    let bank = |solution: &str, expect: &str| {
        format!(
            "format_version: 1
id: b
playgrounds:
  - id: shop
    tables:
      - name: orders
        sql: CREATE TABLE orders (id INTEGER PRIMARY KEY, customer_id INTEGER NOT NULL)
        rows: {{default: 2000}}
        columns:
          - {{name: id, sequence: 1}}
          - {{name: customer_id, zipf: {{min: 1, max: 100, s: 1.1}}}}
        indexes:
          - {{name: by_customer, sql: CREATE INDEX by_customer ON orders (customer_id), text: By customer.}}
    commands:
      - name: orders-of
        params: [{{name: customer, type: int}}]
        sql: [SELECT id FROM orders WHERE customer_id = :customer]
        text: One customer's orders.
scenarios:
  - id: s
    playground: shop
    steps:
      - {{text: Start., run: reset}}
      - {{text: Fill., run: gen seed=1}}
      - {{text: Look., run: orders-of 1}}
    goal:
      text: Read customer 1's orders without a full scan.
      command: orders-of
      expect: {expect}
      solution: [{solution}]
"
        )
    };
    let lint = |text: String| {
        let dir = crate::common::temp_course(crate::common::MANIFEST, &[]);
        std::fs::create_dir_all(dir.path().join("quizzes")).expect("mkdir");
        std::fs::write(dir.path().join("quizzes/b.yaml"), text).expect("write");
        let d = dir.path().to_string_lossy().to_string();
        let out = crate::common::Cmd::new(["--lang", "en", "lint", "--run", d.as_str()])
            .output()
            .expect("run latih");
        String::from_utf8_lossy(&out.stdout).to_string()
    };
    let good = lint(bank("index by_customer on, orders-of 1", "{plan: SEARCH}"));
    assert!(good.contains("0 errors, 0 warnings"), "{good}");
    let unreached = lint(bank("orders-of 1", "{plan: SEARCH}"));
    assert!(
        unreached.contains("b.yaml:30:17 · scenarios[0].goal.solution")
            && unreached.contains("The reference solution never reaches the goal"),
        "{unreached}"
    );
    let already = lint(bank("orders-of 1", "{plan: SCAN}"));
    assert!(
        already.contains("The scenario's last step already meets its goal"),
        "{already}"
    );
}
