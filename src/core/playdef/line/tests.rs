//! A defined playground's command line: its own words, the course's commands by name or in
//! order, and precise refusals.

use super::*;
use crate::core::playdef::sample::orders;

#[test]
fn a_course_command_takes_its_parameters_by_name_or_in_order_with_defaults() {
    let d = orders();
    let want = |after| Line::Run {
        command: "orders-of".into(),
        args: vec![
            ("customer".into(), Value::Int(42)),
            ("after".into(), Value::Int(after)),
        ],
    };
    assert_eq!(parse(&d, "orders-of customer=42"), Ok(want(0)));
    assert_eq!(parse(&d, "orders-of 42 1_700"), Ok(want(1700)));
    assert_eq!(parse(&d, "ORDERS-OF after=5 42"), Ok(want(5)));
    assert_eq!(
        parse(&d, "orders-of"),
        Err(LineError::Missing {
            command: "orders-of".into(),
            what: "customer".into()
        })
    );
    assert_eq!(
        parse(&d, "orders-of customer=x"),
        Err(LineError::Bad {
            command: "orders-of".into(),
            what: "customer".into(),
            value: "x".into()
        })
    );
    assert_eq!(
        parse(&d, "orders-of 1 2 3"),
        Err(LineError::TooMany {
            command: "orders-of".into(),
            extra: "3".into()
        })
    );
    assert!(matches!(
        parse(&d, "orders-off 1"),
        Err(LineError::Unknown { near: Some(n), .. }) if n == "orders-of"
    ));
}

#[test]
fn the_playgrounds_own_words() {
    let d = orders();
    assert_eq!(
        parse(&d, "gen orders=2k seed=7"),
        Ok(Line::Gen {
            rows: vec![("customers".into(), 1000), ("orders".into(), 2000)],
            seed: 7
        })
    );
    assert!(matches!(
        parse(&d, "gen orders=0"),
        Err(LineError::Bad { .. })
    ));
    assert!(matches!(
        parse(&d, "gen shops=5"),
        Err(LineError::TooMany { .. })
    ));
    assert_eq!(
        parse(&d, "index by_customer on"),
        Ok(Line::Index {
            name: "by_customer".into(),
            on: true
        })
    );
    assert!(matches!(
        parse(&d, "index nope on"),
        Err(LineError::Bad { .. })
    ));
    assert_eq!(
        parse(&d, "partition 4 by customer_id"),
        Ok(Line::Partition(Some((4, "customer_id".into()))))
    );
    assert_eq!(parse(&d, "partition"), Ok(Line::Partition(None)));
    assert!(matches!(
        parse(&d, "partition 4 by shop"),
        Err(LineError::Bad { .. })
    ));
    assert!(matches!(
        parse(&d, "partition 65 by id"),
        Err(LineError::Bad { .. })
    ));
    assert_eq!(
        parse(&d, "sql SELECT a = 1"),
        Ok(Line::Sql("SELECT a = 1".into()))
    );
    assert_eq!(
        parse(&d, "reset follow-graph"),
        Ok(Line::Reset(Some("follow-graph".into())))
    );
    assert_eq!(
        parse(&d, "help orders-of"),
        Ok(Line::Help(Some("orders-of".into())))
    );
    assert_eq!(
        usage(&d, "orders-of").as_deref(),
        Some("orders-of customer=CUSTOMER [after=AFTER]")
    );
    assert_eq!(RESERVED.len(), USAGES.len());
}
