//! A defined playground run end to end on the sample definition: opened, generated,
//! indexed, partitioned, routed and scattered, with the same rows either way.

use crate::core::play::defnote::DefNote;
use crate::core::play::report::{Note, Report};
use crate::core::playdef::sample::orders;
use crate::playground::Playground;

fn open() -> Playground {
    let mut pg = Playground::in_memory().expect("playground");
    pg.set_definitions(vec![orders()]);
    let r = pg.run_line("reset orders", &mut |_, _| {});
    assert!(
        matches!(r.notes[0], Note::Defined(DefNote::Opened { .. })),
        "{r:?}"
    );
    assert_eq!(pg.in_use(), "orders");
    let r = pg.run_line("gen customers=200 orders=5000 seed=3", &mut |_, _| {});
    assert!(!r.failed(), "{r:?}");
    pg
}

fn plans(r: &Report) -> String {
    r.queries
        .iter()
        .flat_map(|q| q.plan.clone())
        .collect::<Vec<_>>()
        .join(" / ")
}

#[test]
fn a_command_shows_its_plan_and_an_index_changes_it() {
    let mut pg = open();
    let r = pg.run_line("orders-of customer=1", &mut |_, _| {});
    assert!(!r.failed(), "{r:?}");
    assert_eq!(r.columns, ["id", "at"]);
    assert_eq!(
        r.rows.len(),
        20,
        "customer 1 is the hottest: more than a page"
    );
    assert!(plans(&r).contains("SCAN orders"), "{}", plans(&r));
    assert!(r.queries[0].fullscan_steps >= 4999);
    assert!(r.notes.iter().any(|n| matches!(n, Note::Defined(DefNote::NextPage(l)) if l.starts_with("orders-of customer=1 after="))));
    let r = pg.run_line("index by_customer on", &mut |_, _| {});
    assert!(plans(&r).contains("by_customer"), "{}", plans(&r));
    let r = pg.run_line("orders-of customer=1", &mut |_, _| {});
    assert!(
        plans(&r).contains("SEARCH orders USING COVERING INDEX by_customer"),
        "{}",
        plans(&r)
    );
    assert_eq!(r.queries[0].fullscan_steps, 0);
    assert!(pg.schema_lines().contains(&"  by_customer".to_string()));
}

#[test]
fn partitioned_a_keyed_command_touches_one_partition_and_gives_the_same_rows() {
    let mut pg = open();
    let before: Vec<_> = (1..=12)
        .map(|c| {
            pg.run_line(
                &format!("orders-of customer={c} after=1700001000"),
                &mut |_, _| {},
            )
            .rows
        })
        .collect();
    let r = pg.run_line("partition", &mut |_, _| {});
    assert!(
        matches!(
            &r.notes[0],
            Note::Defined(DefNote::Partitioned {
                n: 8,
                rows: 5200,
                ..
            })
        ),
        "{r:?}"
    );
    for (c, want) in (1..=12).zip(before) {
        let r = pg.run_line(
            &format!("orders-of customer={c} after=1700001000"),
            &mut |_, _| {},
        );
        assert_eq!(r.rows, want, "customer {c}");
        assert_eq!(r.spreads[0].parts.len(), 1);
        assert!(
            r.notes
                .iter()
                .any(|n| matches!(n, Note::Defined(DefNote::Routed { .. })))
        );
    }
    // Without the key: every partition, merged by the statement's own order and limit.
    let one = "sql SELECT id, at FROM orders WHERE at > 1700100000 ORDER BY at LIMIT 7 OFFSET 3";
    let r = pg.run_line(one, &mut |_, _| {});
    assert_eq!(r.spreads[0].parts.len(), 8, "{r:?}");
    let split_rows = r.rows.clone();
    pg.run_line("unpartition", &mut |_, _| {});
    let r = pg.run_line(one, &mut |_, _| {});
    assert!(r.spreads.is_empty());
    assert_eq!(r.rows, split_rows);
}

#[test]
fn hotspot_writes_and_refusals() {
    let mut pg = open();
    pg.run_line("partition 4 by customer_id", &mut |_, _| {});
    let r = pg.run_line("hotspot", &mut |_, _| {});
    assert_eq!(r.charts.len(), 1, "orders rows, no reads yet: {r:?}");
    assert_eq!(r.charts[0].values.iter().sum::<u64>(), 5000);
    pg.run_line("orders-of 1", &mut |_, _| {});
    let r = pg.run_line("hotspot", &mut |_, _| {});
    assert_eq!(r.charts.len(), 2, "and now the read: {r:?}");
    assert_eq!(r.charts[1].values.iter().sum::<u64>(), 1);
    // An insert without its key has no partition.
    let r = pg.run_line(
        "sql INSERT INTO orders (id, at) VALUES (99999, 1)",
        &mut |_, _| {},
    );
    assert!(r.failed());
    assert!(
        r.notes
            .iter()
            .any(|n| matches!(n, Note::Defined(DefNote::NoPlace { .. }))),
        "{r:?}"
    );
    let r = pg.run_line(
        "sql INSERT INTO orders (id, customer_id, at) VALUES (99999, 5, 1)",
        &mut |_, _| {},
    );
    assert!(!r.failed(), "{r:?}");
    assert_eq!(r.spreads[0].parts.len(), 1);
    let r = pg.run_line("sql DROP TABLE orders", &mut |_, _| {});
    assert!(r.failed());
    let r = pg.run_line("orders-of", &mut |_, _| {});
    assert!(r.failed());
    assert!(r.notes.iter().any(
        |n| matches!(n, Note::Defined(DefNote::Usage(u)) if u.starts_with("orders-of customer="))
    ));
    // Back to the follow graph, whose commands work again.
    let r = pg.run_line("reset follow-graph", &mut |_, _| {});
    assert!(!r.failed(), "{r:?}");
    assert_eq!(pg.in_use(), "follow-graph");
    assert!(!pg.run_line("gen users=50 avg=3", &mut |_, _| {}).failed());
    let r = pg.run_line("reset nowhere", &mut |_, _| {});
    assert!(r.failed());
}
