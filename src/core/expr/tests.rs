//! The scratchpad's arithmetic: the seed figures with units, the reader's numbers in both
//! languages, conversions, names, and every refusal.

use super::*;
use crate::core::quantity::ReadError;

fn eval(line: &str, lang: Lang) -> Result<Answer, ExprError> {
    Scratchpad::new().eval(line, lang)
}

fn value(line: &str, lang: Lang) -> Value {
    eval(line, lang)
        .unwrap_or_else(|e| panic!("{line}: {e:?}"))
        .value
}

fn close(a: f64, b: f64) -> bool {
    (a - b).abs() <= b.abs() * 1e-9 + 1e-12
}

#[test]
fn the_seed_figures_come_out_in_base_units() {
    for lang in [Lang::Id, Lang::En] {
        let v = value("5 million * 100 * 80 bytes to GB", lang);
        assert!(close(v.v, 40e9) && v.dims == Dims::BYTES, "{v:?}");
        let v = value("800 * 8 bytes * 10 million to GB", lang);
        assert!(close(v.v, 64e9), "{v:?}");
        let v = value("5 juta * 100 * 80 B", lang);
        assert!(close(v.v, 40e9), "{v:?}");
        // Little's law: 25,000 requests a second, each 250 µs, is 6.25 in flight.
        let v = value("25000/s * 250 µs", lang);
        assert!(close(v.v, 6.25) && v.dims == Dims::COUNT, "{v:?}");
        let v = value("3000 * 200 / 1 s", lang);
        assert!(close(v.v, 600_000.0) && v.dims == Dims::RATE, "{v:?}");
    }
}

#[test]
fn numbers_read_the_readers_way() {
    assert!(close(value("1,5 * 2", Lang::Id).v, 3.0));
    assert!(close(value("1,5 * 2", Lang::En).v, 3.0));
    assert!(close(value("1.000.000 / 8", Lang::Id).v, 125_000.0));
    assert!(close(value("1,000,000 / 8", Lang::En).v, 125_000.0));
    assert!(close(value("40.000 * 2", Lang::Id).v, 80_000.0));
    let a = eval("40.000 * 2", Lang::En).expect("reads");
    assert!(close(a.value.v, 80.0));
    assert_eq!(a.notes.len(), 1, "says how 40.000 was read");
    assert!(close(value("min(1, 5)", Lang::En).v, 1.0));
}

#[test]
fn conversions_choose_how_the_answer_is_shown() {
    let a = eval("40 GB to GiB", Lang::En).expect("converts");
    let t = a.target.clone().expect("a target");
    assert!(close(a.value.v / t.factor, 37.252_902_984_619_14));
    assert_eq!(t.label, "GiB");
    let a = eval("1 TB / 86400 s to MB/s", Lang::En).expect("converts");
    let t = a.target.clone().expect("a target");
    assert!(close(a.value.v / t.factor, 11.574_074_074_074_074), "{a:?}");
    let a = eval("1.5 TB / 3 ms", Lang::En).expect("a rate");
    assert_eq!(
        a.value.dims,
        Dims {
            bytes: 1,
            seconds: -1
        }
    );
    assert!(close(a.value.v, 5e14));
    assert!(eval("2 jam ke menit", Lang::Id).is_ok());
    assert!(matches!(
        eval("40 GB to ms", Lang::En),
        Err(ExprError::WrongTarget { .. })
    ));
    assert!(matches!(
        eval("40 GB to bananas", Lang::En),
        Err(ExprError::BadTarget { .. })
    ));
}

#[test]
fn names_carry_over_between_lines() {
    let mut s = Scratchpad::new();
    let a = s.eval("users = 10 million", Lang::En).expect("set");
    assert_eq!(a.name.as_deref(), Some("users"));
    assert!(close(
        s.eval("users * 50", Lang::En).expect("use").value.v,
        5e8
    ));
    assert!(matches!(
        s.eval("GB = 3", Lang::En),
        Err(ExprError::Reserved { .. })
    ));
    s.clear();
    assert!(matches!(
        s.eval("users * 2", Lang::En),
        Err(ExprError::UnknownName { .. })
    ));
    // A unit on its own is one of it.
    assert!(close(
        s.eval("TB / GB", Lang::En).expect("ratio").value.v,
        1000.0
    ));
}

#[test]
fn refusals_are_errors_with_their_reason() {
    type Check = fn(&ExprError) -> bool;
    let cases: Vec<(&str, Check)> = vec![
        ("", |e| *e == ExprError::Empty),
        ("2 GB + 3 s", |e| matches!(e, ExprError::Mismatch { .. })),
        (
            "5 bananas",
            |e| matches!(e, ExprError::Read { error: ReadError::UnknownWord { word }, .. } if word == "bananas"),
        ),
        ("1 / 0", |e| *e == ExprError::DivisionByZero),
        ("10^10^10", |e| *e == ExprError::TooLarge),
        (
            "1000000!",
            |e| matches!(e, ExprError::Syntax { found, .. } if found == "!"),
        ),
        ("(\\x.x x)(\\x.x x)", |e| {
            matches!(e, ExprError::Syntax { .. })
        }),
        ("2 GB ^ 0.5", |e| *e == ExprError::BadPower),
        ("2 ^ 3 s", |e| *e == ExprError::BadPower),
        ("sqrt(2 GB)", |e| matches!(e, ExprError::BadFunction { .. })),
        ("nope * 2", |e| matches!(e, ExprError::UnknownName { .. })),
        ("5 +", |e| matches!(e, ExprError::Syntax { .. })),
        ("(1 + 2", |e| matches!(e, ExprError::Syntax { .. })),
    ];
    for (line, want) in cases {
        let got = eval(line, Lang::En);
        assert!(matches!(&got, Err(e) if want(e)), "{line}: {got:?}");
    }
    let deep = format!("{}1{}", "(".repeat(40), ")".repeat(40));
    assert_eq!(eval(&deep, Lang::En), Err(ExprError::TooDeep));
    assert_eq!(eval(&"1+".repeat(600), Lang::En), Err(ExprError::TooLong));
}

#[test]
fn partition_is_the_playgrounds_hash() {
    for lang in [Lang::Id, Lang::En] {
        assert!(close(value("partition(1; 16)", lang).v, 9.0));
        for id in [1i64, 42, 5000, 999_999] {
            let v = value(&format!("partition({id}; 64)"), lang);
            assert!(close(v.v, f64::from(crate::core::partition::slot(id, 64))));
        }
        assert!(eval("partition(1.5; 16)", lang).is_err());
        assert!(eval("partition(1; 0)", lang).is_err());
        assert!(eval("partition(1 GB; 16)", lang).is_err());
    }
}
