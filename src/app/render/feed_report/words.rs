//! Figures in words the reader reads at a glance: durations from µs to hours, bytes from B
//! to TB, and a strategy's name.

use crate::core::feed::Strategy;
use crate::core::message as m;
use crate::i18n::I18n;

/// A duration given in microseconds: `850 µs`, `5.2 ms`, `1.5 s`, `3.3 min`, `2 h`.
pub fn duration(i18n: &I18n, us: f64) -> String {
    let (x, unit) = if us < 1_000.0 {
        (us, "µs")
    } else if us < 1e6 {
        (us / 1e3, "ms")
    } else if us < 60e6 {
        (us / 1e6, "s")
    } else if us < 3_600e6 {
        (us / 60e6, "min")
    } else {
        (us / 3_600e6, "h")
    };
    let digits = if x >= 100.0 {
        i18n.int(x.round() as u64)
    } else {
        crate::core::numfmt::decimal(x, 1, i18n.lang())
    };
    format!("{digits} {unit}")
}

/// Bytes in decimal units, as the lesson counts (64 GB = 64 × 10⁹ bytes).
pub fn bytes(i18n: &I18n, b: f64) -> String {
    const UNITS: [&str; 6] = ["B", "kB", "MB", "GB", "TB", "PB"];
    let mut x = b;
    let mut u = 0;
    while x >= 1_000.0 && u + 1 < UNITS.len() {
        x /= 1_000.0;
        u += 1;
    }
    let digits = if u == 0 {
        i18n.int(x as u64)
    } else {
        crate::core::numfmt::decimal(x, 1, i18n.lang())
    };
    format!("{digits} {}", UNITS[u])
}

pub fn strategy(i18n: &I18n, s: Strategy) -> String {
    i18n.msg(&match s {
        Strategy::Read => m::feed_strategy_read(),
        Strategy::Write => m::feed_strategy_write(),
        Strategy::Hybrid { threshold } => m::feed_strategy_hybrid(i18n.int(threshold)),
    })
}
