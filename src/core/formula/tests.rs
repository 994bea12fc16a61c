//! Tests of `formula`, kept beside it so the module itself stays short.

use super::*;

fn names(n: &[&str]) -> Vec<String> {
    n.iter().map(|s| s.to_string()).collect()
}

#[test]
fn edges_and_storage() {
    let n = names(&["users", "follows", "bytes_per_edge", "edges"]);
    let d = [Dims::COUNT, Dims::COUNT, Dims::BYTES, Dims::COUNT];
    let (edges, dim) = parse("users * follows", &n, 2, &d).expect("parse");
    assert_eq!(dim, Dims::COUNT);
    let v = eval(&edges, &[10e6, 50.0]).expect("eval");
    assert_eq!(v, 500e6);
    let (bytes, dim) = parse("edges × bytes_per_edge", &n, 4, &d).expect("parse");
    assert_eq!(dim, Dims::BYTES);
    assert_eq!(eval(&bytes, &[10e6, 50.0, 80.0, 500e6]), Ok(40e9));
}

#[test]
fn rates_powers_and_functions() {
    let n = names(&["posts", "followers", "peak"]);
    let d = [Dims::RATE, Dims::COUNT, Dims::COUNT];
    let (e, dim) = parse("posts * followers * peak", &n, 3, &d).expect("parse");
    assert_eq!(dim, Dims::RATE);
    assert_eq!(eval(&e, &[100.0, 200.0, 3.0]), Ok(60_000.0));
    let (e, _) = parse("followers^3", &n, 3, &d).expect("parse");
    assert_eq!(eval(&e, &[0.0, 200.0, 0.0]), Ok(8e6));
    let (e, _) = parse("max(posts, 2 * posts) - min(posts, posts / 2)", &n, 3, &d).expect("parse");
    assert_eq!(eval(&e, &[100.0, 0.0, 0.0]), Ok(150.0));
    let (e, _) = parse("ceil(followers / 16) + 1_000 + 4e1", &n, 3, &d).expect("parse");
    assert_eq!(eval(&e, &[0.0, 8e6, 0.0]), Ok(501_040.0));
    // Sizes written in a formula carry their unit.
    let (e, dim) = parse("followers * 8 B + 1 KB", &n, 3, &d).expect("parse");
    assert_eq!(dim, Dims::BYTES);
    assert_eq!(eval(&e, &[0.0, 800.0, 0.0]), Ok(7_400.0));
    let (e, dim) = parse("followers * 64 GB / 2 TB", &n, 3, &d).expect("parse");
    assert_eq!(dim, Dims::COUNT);
    assert_eq!(eval(&e, &[0.0, 100.0, 0.0]), Ok(3.2));
    // A rate over a length of time is a count.
    let (e, dim) = parse("posts * 1 day", &n, 3, &d).expect("parse");
    assert_eq!(dim, Dims::COUNT);
    assert_eq!(eval(&e, &[100.0, 0.0, 0.0]), Ok(8_640_000.0));
    let (_, dim) = parse("posts * 30 s + followers", &n, 3, &d).expect("parse");
    assert_eq!(dim, Dims::COUNT);
}

#[test]
fn problems_are_found_before_any_value() {
    let n = names(&["bytes", "rate", "later"]);
    let d = [Dims::BYTES, Dims::RATE, Dims::COUNT];
    assert!(matches!(
        parse("bytes + rate", &n, 2, &d),
        Err(FormulaError::Mismatch { at: 6, .. })
    ));
    assert!(matches!(
        parse("bytes * nope", &n, 2, &d),
        Err(FormulaError::UnknownName { at: 8, ref name }) if name == "nope"
    ));
    assert!(matches!(
        parse("later * 2", &n, 2, &d),
        Err(FormulaError::NotYet { at: 0, .. })
    ));
    assert!(matches!(
        parse("bytes ^ rate", &n, 2, &d),
        Err(FormulaError::BadPower { .. })
    ));
    assert!(matches!(
        parse("(bytes * 2", &n, 2, &d),
        Err(FormulaError::Syntax { .. })
    ));
    assert!(matches!(
        parse("bytes 2", &n, 2, &d),
        Err(FormulaError::Syntax { at: 6, .. })
    ));
    assert!(matches!(
        parse("min()", &n, 2, &d),
        Err(FormulaError::BadArgs { .. })
    ));
}

#[test]
fn nesting_and_length_are_bounded_before_the_recursion_grows() {
    let n = names(&["a"]);
    let d = [Dims::COUNT];
    for deep in [
        format!("{}a{}", "(".repeat(900), ")".repeat(900)),
        format!("{}a", "-".repeat(900)),
        vec!["2"; 900].join("^"),
        "a+".repeat(1_500) + "a",
    ] {
        assert!(
            matches!(parse(&deep, &n, 1, &d), Err(FormulaError::TooDeep { .. })),
            "{}",
            &deep[..20]
        );
    }
    let ok = format!("{}a{}", "(".repeat(20), ")".repeat(20));
    assert!(parse(&ok, &n, 1, &d).is_ok());
}

#[test]
fn bad_values_are_errors_not_panics() {
    let n = names(&["a", "b"]);
    let d = [Dims::COUNT, Dims::COUNT];
    let (e, _) = parse("a / b", &n, 2, &d).expect("parse");
    assert_eq!(eval(&e, &[1.0, 0.0]), Err(EvalError::DivisionByZero));
    let (e, _) = parse("a ^ b", &n, 2, &d).expect("parse");
    assert_eq!(eval(&e, &[10.0, 400.0]), Err(EvalError::Overflow));
}
