//! The time now as the model wants it, with the test clock `LATIH_NOW`.

use crate::core::clock::Clock;

/// The time now as the model wants it: Unix milliseconds and the local offset from UTC.
///
/// For tests: `LATIH_NOW` (an RFC 3339 time such as `2026-12-01T22:30:00Z`, or Unix seconds)
/// makes the clock start at that moment when the process starts and run on from there, so
/// days, learning steps and limits can be tried end to end with the real binary. The local
/// offset follows `TZ`, as everywhere.
pub fn clock_now() -> Clock {
    let now = chrono::Local::now();
    let offset = now.offset().local_minus_utc();
    let ms = now.timestamp_millis();
    match test_start() {
        Some((start_ms, real_start_ms)) => Clock::from_ms(start_ms + (ms - real_start_ms), offset),
        None => Clock::from_ms(ms, offset),
    }
}

/// `LATIH_NOW` read once: the moment it names, and the real time it was read at.
fn test_start() -> Option<(i64, i64)> {
    static START: std::sync::OnceLock<Option<(i64, i64)>> = std::sync::OnceLock::new();
    *START.get_or_init(|| {
        let v = std::env::var("LATIH_NOW").ok()?;
        let at = v
            .trim()
            .parse::<i64>()
            .ok()
            .or_else(|| crate::core::clock::parse_iso(v.trim()))?;
        Some((at * 1000, chrono::Utc::now().timestamp_millis()))
    })
}
