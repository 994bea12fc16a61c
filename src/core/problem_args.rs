//! Arguments of problem sentences written for the reader: figures with their decimals in
//! the reader's notation, kinds of quantity in words.

use super::message::{self as m, Arg};

/// `bytes,rate` as words: "a size in bytes, a rate per second".
pub(super) fn dims_list(keys: &str) -> Arg {
    let mut parts: Vec<Arg> = Vec::new();
    for key in keys.split(',').filter(|k| !k.is_empty()) {
        if !parts.is_empty() {
            parts.push(Arg::from(", "));
        }
        parts.push(Arg::from(match key {
            "bytes" => m::quiz_dim_bytes(),
            "rate" => m::quiz_dim_rate(),
            "time" => m::quiz_dim_time(),
            _ => m::quiz_dim_count(),
        }));
    }
    Arg::Join(parts)
}

/// A figure as a problem keeps it (`150.4 GB`, `0.5`), with its number written the reader's
/// way (`150,4 GB`) and the decimals it was given.
pub(super) fn figure_arg(text: &str) -> Arg {
    let (number, rest) = text.split_once(' ').unwrap_or((text, ""));
    let Some(value) = number.parse::<f64>().ok().filter(|v| v.is_finite()) else {
        return Arg::from(text.to_string());
    };
    let digits = number.split_once('.').map_or(0, |(_, f)| f.len());
    let n = Arg::Decimal { value, digits };
    match rest {
        "" => n,
        rest => Arg::Join(vec![n, Arg::from(format!(" {rest}"))]),
    }
}
