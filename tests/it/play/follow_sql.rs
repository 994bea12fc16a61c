//! The follow graph as a definition (`follows`, in the bundled course): its commands are
//! plain SQL, and on the same edges they give the rows the built-in follow graph gives,
//! on one store and on partitions.

use latih::core::play::defnote::DefNote;
use latih::core::play::report::{Note, Report};
use latih::playground::Playground;
use proptest::prelude::*;

fn both(users: u64, edges: &[(i64, i64)]) -> (Playground, Playground) {
    let mut built = crate::common::play::in_memory();
    let r = built.run_line(
        &format!("gen users={users} avg=0 celebrities=0 seed=1"),
        &mut |_, _| {},
    );
    assert!(!r.failed(), "{r:?}");
    let mut sql = crate::common::play::in_memory();
    sql.set_definitions(latih::content::load_bundled().course.playgrounds());
    let r = sql.run_line("reset follows", &mut |_, _| {});
    assert!(!r.failed(), "{r:?}");
    for (a, b) in edges {
        for pg in [&mut built, &mut sql] {
            let r = pg.run_line(&format!("follow {a} {b}"), &mut |_, _| {});
            assert!(!r.failed(), "follow {a} {b}: {r:?}");
        }
    }
    (built, sql)
}

fn rows(pg: &mut Playground, line: &str) -> Vec<Vec<String>> {
    let r = pg.run_line(line, &mut |_, _| {});
    assert!(!r.failed(), "{line}: {r:?}");
    r.rows
}

fn exact(r: &Report) -> Option<u64> {
    r.notes.iter().find_map(|n| match n {
        Note::Count { exact, .. } => Some(*exact),
        _ => None,
    })
}

fn edges() -> impl Strategy<Value = Vec<(i64, i64)>> {
    proptest::collection::btree_set((1i64..=30, 1i64..=30), 0..160)
        .prop_map(|s| s.into_iter().filter(|(a, b)| a != b).collect())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 16, ..ProptestConfig::default() })]

    #[test]
    fn the_sql_commands_give_the_built_in_rows(edges in edges(), u in 1i64..=30, v in 1i64..=30) {
        let (mut built, mut sql) = both(30, &edges);
        for (b, s) in [
            (format!("following {u} limit=100"), format!("following {u} limit=100")),
            (format!("followers {u} limit=100"), format!("followers {u} limit=100")),
            (format!("mutual {u} {v}"), format!("mutual {u} {v}")),
            (format!("fof {u}"), format!("fof {u}")),
        ] {
            prop_assert_eq!(rows(&mut built, &b), rows(&mut sql, &s), "{}", b);
        }
        let count = built.run_line(&format!("count {u}"), &mut |_, _| {});
        let defined = rows(&mut sql, &format!("count {u}"));
        prop_assert_eq!(exact(&count).map(|n| n.to_string()), defined[0].first().cloned());
        // Split by follower on both: the same lists, each from the partitions that hold it.
        built.run_line("partition 4 by follower", &mut |_, _| {});
        sql.run_line("partition 4 by follower_id", &mut |_, _| {});
        for line in [format!("following {u} limit=100"), format!("followers {u} limit=100")] {
            prop_assert_eq!(rows(&mut built, &line), rows(&mut sql, &line), "{}", line);
        }
        // A count scattered over the partitions adds up to the one store's.
        let defined = rows(&mut sql, &format!("count {u}"));
        prop_assert_eq!(exact(&count).map(|n| n.to_string()), defined[0].first().cloned());
        // A join of the split table with itself is not run (its rows meet only by chance).
        for line in [format!("mutual {u} {v}"), format!("fof {u}")] {
            let r = sql.run_line(&line, &mut |_, _| {});
            prop_assert!(r.failed(), "{}: {:?}", line, r);
            let twice = r.notes.iter().any(|n| {
                matches!(n, Note::Defined(DefNote::SplitTwice { .. }))
            });
            prop_assert!(twice, "{}: {:?}", line, r);
        }
    }
}

/// The definition's statement for `command`, as the bundled course writes it.
fn statement(def: &latih::core::playdef::Definition, command: &str) -> String {
    let c = def.commands.iter().find(|c| c.name == command);
    c.unwrap_or_else(|| panic!("no command {command}")).sql[0].clone()
}

/// That `line` on the built-in runs the definition's statement for `command`.
fn runs(pg: &mut Playground, def: &latih::core::playdef::Definition, line: &str, command: &str) {
    let want = statement(def, command);
    let got = shown(pg, line);
    assert!(
        got.contains(&want),
        "{line}: {got:?}, not {command}'s {want:?}"
    );
}

/// Every statement the built-in shows for `line`.
fn shown(pg: &mut Playground, line: &str) -> Vec<String> {
    let r = pg.run_line(line, &mut |_, _| {});
    assert!(!r.failed(), "{line}: {r:?}");
    r.queries.iter().map(|q| q.sql.clone()).collect()
}

#[test]
fn the_built_in_runs_the_bundled_definition_s_statements() {
    let course = latih::content::load_bundled().course;
    let defs = course.playgrounds();
    let def = defs.iter().find(|d| d.id == "follows").expect("follows");
    let mut pg = crate::common::play::in_memory();
    pg.run_line(
        "gen users=50 avg=5 celebrities=1 max=30 seed=3",
        &mut |_, _| {},
    );
    for (line, command) in [
        ("following 2", "following"),
        ("following 2 after=3", "following-after"),
        ("following 2 offset=2", "following-offset"),
        ("followers 1", "followers"),
        ("followers 1 after=3", "followers-after"),
        ("followers 1 offset=2", "followers-offset"),
        ("count 1", "count"),
        ("mutual 1 2", "mutual"),
        ("fof 2", "fof-walk"),
        ("fof 2 hops=3 limit=100", "fof-walk3"),
        ("follow 49 50", "follow"),
        ("unfollow 49 50", "unfollow"),
    ] {
        runs(&mut pg, def, line, command);
    }
    // Split: the lists and the count run the same statements on the partitions.
    pg.run_line("partition 4 by follower", &mut |_, _| {});
    for (line, command) in [
        ("following 2", "following"),
        ("followers 1 after=3", "followers-after"),
        ("count 1", "count"),
    ] {
        runs(&mut pg, def, line, command);
    }
}

#[test]
fn a_first_page_names_the_command_that_takes_the_cursor() {
    let mut pg = crate::common::play::in_memory();
    pg.set_definitions(latih::content::load_bundled().course.playgrounds());
    assert!(!pg.run_line("reset follows", &mut |_, _| {}).failed());
    for a in 1..=30 {
        pg.run_line(&format!("follow {a} 7"), &mut |_, _| {});
    }
    let r = pg.run_line("followers user=7 limit=10", &mut |_, _| {});
    // No cursor condition on the first page: without the reverse index, a plain SCAN.
    let plan = r.queries[0].plan.join(" ");
    assert!(plan.contains("SCAN follows"), "{plan}");
    let next = r.notes.iter().find_map(|n| match n {
        Note::Defined(DefNote::NextPage(l)) => Some(l.clone()),
        _ => None,
    });
    assert_eq!(
        next.as_deref(),
        Some("followers-after user=7 limit=10 after=10")
    );
    let r = pg.run_line("followers-after user=7 limit=10 after=10", &mut |_, _| {});
    assert_eq!(
        r.rows.first().map(|row| row[0].clone()),
        Some("11".to_string())
    );
}
