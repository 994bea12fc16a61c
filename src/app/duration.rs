//! Durations in words for the learner: short on a rating button, long in a sentence. Shared
//! by the quiz, drill and statistics screens.

use crate::core::message::{self as m, Message};
use crate::i18n::I18n;

/// A duration rounded to its largest unit: (count, unit index 0 = minutes … 4 = years).
fn rounded(secs: i64) -> (usize, usize) {
    let (n, unit) = match secs {
        s if s < 3600 => ((s + 59) / 60, 0),
        s if s < 86_400 => ((s + 1800) / 3600, 1),
        s if s < 30 * 86_400 => ((s + 43_200) / 86_400, 2),
        s if s < 365 * 86_400 => ((s + 15 * 86_400) / (30 * 86_400), 3),
        s => ((s + 182 * 86_400) / (365 * 86_400), 4),
    };
    (n.max(1) as usize, unit)
}

/// A duration for a rating button: `5 mnt`, `5 jam`, `2 hari` / `5 min`, `5 h`, `2 d`.
pub fn interval(i18n: &I18n, secs: i64) -> String {
    const SHORT: [fn(usize) -> Message; 5] = [
        m::interval_minutes,
        m::interval_hours,
        m::interval_days,
        m::interval_months,
        m::interval_years,
    ];
    let (n, unit) = rounded(secs);
    i18n.msg(&SHORT[unit](n))
}

/// The same duration spelled out for a sentence: `2 days`, `5 hours`.
pub fn interval_long(i18n: &I18n, secs: i64) -> String {
    const LONG: [fn(usize) -> Message; 5] = [
        m::duration_minutes,
        m::duration_hours,
        m::duration_days,
        m::duration_months,
        m::duration_years,
    ];
    let (n, unit) = rounded(secs);
    i18n.msg(&LONG[unit](n))
}
