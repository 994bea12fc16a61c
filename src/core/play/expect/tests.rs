//! Tests of what a scenario step expects against what the playground did.

use super::*;
use crate::core::play::report::{Note, Query};

fn report(plan: &str, rows: u64, fullscan: u64) -> Report {
    Report {
        queries: vec![Query {
            plan: vec![plan.to_string()],
            rows,
            fullscan_steps: fullscan,
            vm_steps: 100,
            ..Query::default()
        }],
        explain: true,
        ..Report::default()
    }
}

#[test]
fn a_step_is_held_to_what_it_says() {
    let scan = report("SCAN follows", 20, 1_200_000);
    let e = Expect {
        plan: Some("SCAN follows".into()),
        rows: Some(20),
        fullscan_at_least: Some(1_000_000),
        ..Expect::default()
    };
    assert!(unmet(Some(&e), &scan).is_empty());
    let search = report(
        "SEARCH follows USING COVERING INDEX follows_by_followee",
        20,
        0,
    );
    let got = unmet(Some(&e), &search);
    assert!(matches!(got[0], Unmet::PlanLacks { .. }), "{got:?}");
    assert!(matches!(
        got[1],
        Unmet::FullscanBelow {
            want: 1_000_000,
            got: 0
        }
    ));
    let no_scan = Expect {
        not_plan: Some("SCAN".into()),
        vm_steps_at_most: Some(50),
        ..Expect::default()
    };
    let got = unmet(Some(&no_scan), &scan);
    assert!(matches!(got[0], Unmet::PlanHas { .. }));
    assert!(matches!(got[1], Unmet::VmStepsAbove { want: 50, got: 100 }));
}

#[test]
fn partitions_touched_and_the_hottest_share_are_held_too() {
    use crate::core::play::report::{Chart, ChartKind, PartCost, Spread};
    let r = Report {
        spreads: vec![Spread {
            parts: (0..8)
                .map(|p| PartCost {
                    partition: p,
                    ..PartCost::default()
                })
                .collect(),
            of: 8,
            ..Spread::default()
        }],
        charts: vec![Chart {
            kind: ChartKind::Rows,
            values: vec![60, 10, 10, 10, 10],
        }],
        ..Report::default()
    };
    let e = Expect {
        touched: Some(8),
        hottest_at_least: Some(50.0),
        ..Expect::default()
    };
    assert!(unmet(Some(&e), &r).is_empty());
    let wrong = Expect {
        touched: Some(1),
        hottest_at_most: Some(20.0),
        ..Expect::default()
    };
    assert_eq!(
        unmet(Some(&wrong), &r),
        vec![
            Unmet::Touched { want: 1, got: 8 },
            Unmet::HottestAbove {
                want: 20_000,
                got: 60_000
            }
        ]
    );
}

#[test]
fn the_hottest_share_is_compared_unrounded_with_decimal_bounds() {
    use crate::core::play::report::{Chart, ChartKind};
    // 127 of 1000: 12.7 %.
    let r = Report {
        charts: vec![Chart {
            kind: ChartKind::Rows,
            values: vec![127, 125, 125, 125, 125, 125, 125, 123],
        }],
        ..Report::default()
    };
    let at_most = |bound: f64| Expect {
        hottest_at_most: Some(bound),
        ..Expect::default()
    };
    let at_least = |bound: f64| Expect {
        hottest_at_least: Some(bound),
        ..Expect::default()
    };
    assert_eq!(
        unmet(Some(&at_most(12.0)), &r),
        vec![Unmet::HottestAbove {
            want: 12_000,
            got: 12_700
        }],
        "12.7 % is above 12 %: no rounding down first"
    );
    assert!(unmet(Some(&at_most(12.7)), &r).is_empty());
    assert!(unmet(Some(&at_least(12.7)), &r).is_empty());
    assert_eq!(unmet(Some(&at_least(99.5)), &r).len(), 1, "99.5 is checked");
    let said = crate::i18n::I18n::new(crate::core::lang::Lang::Id).msg(
        &Unmet::HottestBelow {
            want: 99_500,
            got: 12_700,
        }
        .message("gen"),
    );
    assert!(said.contains("99,5") && said.contains("12,7"), "{said}");
}

#[test]
fn a_refusal_is_a_broken_step_unless_it_was_the_point() {
    let refused = Report::note(Note::TooManyHops {
        estimate: 8_000_000,
    });
    assert_eq!(unmet(None, &refused), vec![Unmet::Refused]);
    let meant = Expect {
        refused: true,
        ..Expect::default()
    };
    assert!(unmet(Some(&meant), &refused).is_empty());
    assert_eq!(
        unmet(Some(&meant), &report("SCAN", 1, 1)),
        vec![Unmet::NotRefused]
    );
}
