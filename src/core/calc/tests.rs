//! Tests of `calc`, kept beside it so the module itself stays short.

use super::*;
use crate::core::lang::{Lang, Localized};
use rstest::rstest;

fn input(name: &str, unit: &str, default: f64, step: Step) -> Input {
    Input {
        name: name.into(),
        label: Localized::neutral(name.into()),
        unit: unit.into(),
        default,
        min: Some(0.0),
        max: None,
        step,
    }
}

fn output(name: &str, formula: &str, unit: &str) -> Output {
    Output {
        name: name.into(),
        label: Localized::neutral(name.into()),
        formula: formula.into(),
        unit: unit.into(),
        thresholds: Vec::new(),
        expr: None,
    }
}

fn storage() -> Calculator {
    let mut c = Calculator {
        id: "storage".into(),
        shown: Default::default(),
        lesson: None,
        title: None,
        inputs: vec![
            input("users", "users", 10e6, Step::OneTwoFive),
            input("follows", "follows", 50.0, Step::Linear(10.0)),
            input("edge_size", "B", 80.0, Step::Linear(10.0)),
        ],
        outputs: vec![
            output("edges", "users * follows", "edges"),
            output("size", "edges * edge_size", "GB"),
        ],
        thresholds: Vec::new(),
    };
    c.outputs[1].thresholds.push(Threshold {
        above: 2000.0,
        unit: None,
        message: Localized::neutral(crate::core::rich::RichText::parse("big").0),
    });
    c
}

#[test]
fn every_output_follows_the_inputs() {
    let mut c = storage();
    assert!(c.compile().is_empty());
    let d = c.defaults();
    assert_eq!(c.evaluate(&d), vec![Ok(500e6), Ok(40e9)]);
    let mut more = d.clone();
    more[0] = c.inputs[0].stepped(d[0], true);
    assert_eq!(more[0], 20e6);
    assert_eq!(c.evaluate(&more), vec![Ok(1e9), Ok(80e9)]);
    assert!(c.crossed(1, 40e9).is_none());
    assert!(c.crossed(1, 3e12).is_some(), "over 2 TB");
}

#[test]
fn compile_finds_units_that_do_not_match_and_defaults_out_of_range() {
    let mut c = storage();
    c.outputs[1].unit = "writes/s".into();
    c.inputs[1].max = Some(40.0);
    let problems = c.compile();
    assert!(problems.contains(&CalcProblem::DefaultOutside { input: 1 }));
    assert!(
        problems
            .iter()
            .any(|p| matches!(p, CalcProblem::Unit(UnitMismatch { output: 1, .. })))
    );
}

#[test]
fn a_broken_formula_breaks_only_what_depends_on_it() {
    let mut c = storage();
    c.outputs[0].formula = "users * nope".into();
    c.outputs.push(output("per_user", "edge_size * 2", "B"));
    let problems = c.compile();
    assert_eq!(problems.len(), 1);
    let r = c.evaluate(&c.defaults());
    assert!(r[0].is_err() && r[1].is_err());
    assert_eq!(r[2], Ok(160.0));
}

#[rstest]
#[case(1e6, true, 2e6)]
#[case(2e6, true, 5e6)]
#[case(5e6, true, 10e6)]
#[case(10e6, false, 5e6)]
#[case(1e6, false, 500e3)]
#[case(3e6, true, 5e6)]
#[case(3e6, false, 2e6)]
#[case(0.0, true, 1.0)]
fn the_one_two_five_series(#[case] from: f64, #[case] up: bool, #[case] to: f64) {
    assert!(
        (one_two_five(from, up) - to).abs() < 1e-6 * to.max(1.0),
        "{from} -> {to}"
    );
}

#[test]
fn typed_values_with_units_and_scale_words() {
    let c = storage();
    let users = &c.inputs[0];
    assert_eq!(users.read("5jt", Lang::Id), Ok(5e6));
    assert_eq!(users.read("5 juta", Lang::Id), Ok(5e6));
    assert_eq!(users.read("5M", Lang::En), Ok(5e6));
    assert_eq!(users.read("5 million", Lang::En), Ok(5e6));
    let size = &c.inputs[2];
    assert_eq!(size.read("80B", Lang::En), Ok(80.0));
    assert_eq!(size.read("1.5 KB", Lang::En), Ok(1500.0));
    assert_eq!(size.read("80", Lang::En), Ok(80.0));
    assert_eq!(
        size.read("5/s", Lang::En),
        Err(ReadError::WrongUnit { got: Dims::RATE })
    );
    assert!(matches!(
        size.read("lots", Lang::En),
        Err(ReadError::Read(_))
    ));
    assert_eq!(size.read("80 bits", Lang::En), Ok(10.0));
    assert_eq!(users.read("-5", Lang::En), Err(ReadError::OutOfRange));
    let rate = input("posts", "posts/s", 100.0, Step::OneTwoFive);
    assert_eq!(rate.read("20k/s", Lang::En), Ok(20e3));
    assert_eq!(rate.read("20rb/detik", Lang::Id), Ok(20e3));
    assert_eq!(rate.read("300", Lang::En), Ok(300.0));
    let latency = input("latency", "ms", 1.0, Step::Linear(0.5));
    assert_eq!(latency.read("2", Lang::En), Ok(0.002));
    assert_eq!(latency.read("1,5 ms", Lang::Id), Ok(0.0015));
    assert_eq!(latency.read("1 s", Lang::En), Ok(1.0));
    assert_eq!(
        latency.read("8 B", Lang::En),
        Err(ReadError::WrongUnit { got: Dims::BYTES })
    );
    // The defects seen: microseconds and nanoseconds read as milliseconds, an unknown
    // unit taken as the input's own.
    assert_eq!(latency.read("250 µs", Lang::En), Ok(250e-6));
    assert_eq!(latency.read("250 us", Lang::En), Ok(250e-6));
    assert_eq!(latency.read("250 microseconds", Lang::En), Ok(250e-6));
    assert_eq!(latency.read("5 ns", Lang::En), Ok(5e-9));
    assert!(matches!(
        latency.read("250 bananas", Lang::En),
        Err(ReadError::Read(_))
    ));
    assert_eq!(users.read("10 users", Lang::En), Ok(10.0));
}
