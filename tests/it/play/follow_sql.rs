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
