//! A moment as the caller sees it: Unix seconds and the learner's offset from UTC, so "today"
//! and "per day" follow the learner's own days. Nothing here reads the system clock.

use chrono::{DateTime, NaiveDate, Utc};

pub const DAY: i64 = 86_400;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Clock {
    /// Unix seconds, UTC.
    pub now: i64,
    /// The same moment in milliseconds, for how long an answer took.
    pub ms: i64,
    /// Seconds east of UTC (Jakarta: +25 200).
    pub offset: i32,
}

impl Clock {
    pub fn new(now: i64, offset: i32) -> Clock {
        Clock {
            now,
            ms: now * 1000,
            offset,
        }
    }

    pub fn from_ms(ms: i64, offset: i32) -> Clock {
        Clock {
            now: ms.div_euclid(1000),
            ms,
            offset,
        }
    }

    /// The learner's day number (days since 1970-01-01 in local time).
    pub fn day(&self) -> i64 {
        self.day_of(self.now)
    }

    pub fn day_of(&self, t: i64) -> i64 {
        (t + i64::from(self.offset)).div_euclid(DAY)
    }

    /// Unix time when the learner's current day started.
    pub fn day_start(&self) -> i64 {
        self.day() * DAY - i64::from(self.offset)
    }

    /// Unix time when the learner's current day ends (the last second of it).
    pub fn day_end(&self) -> i64 {
        self.day_start() + DAY - 1
    }

    /// The same moment `secs` later.
    pub fn after(&self, secs: i64) -> Clock {
        Clock::from_ms(self.ms + secs * 1000, self.offset)
    }
}

/// `2026-12-01T09:15:02Z`: how the progress file writes times, readable in plain SQL.
pub fn iso(t: i64) -> String {
    DateTime::<Utc>::from_timestamp(t, 0)
        .map(|d| d.format("%Y-%m-%dT%H:%M:%SZ").to_string())
        .unwrap_or_else(|| "1970-01-01T00:00:00Z".to_string())
}

/// The inverse of `iso`; `None` for anything else.
pub fn parse_iso(s: &str) -> Option<i64> {
    DateTime::parse_from_rfc3339(s).ok().map(|d| d.timestamp())
}

/// A local day number as a calendar date, `2026-12-01`.
pub fn day_date(day: i64) -> Option<NaiveDate> {
    NaiveDate::from_num_days_from_ce_opt(i32::try_from(day + 719_163).ok()?)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn days_follow_the_learners_offset() {
        // 2026-12-01 20:00 UTC is already 2 December in Jakarta (UTC+7).
        let t = parse_iso("2026-12-01T20:00:00Z").expect("time");
        let utc = Clock::new(t, 0);
        let jakarta = Clock::new(t, 7 * 3600);
        assert_eq!(jakarta.day(), utc.day() + 1);
        assert_eq!(
            day_date(jakarta.day()).map(|d| d.to_string()),
            Some("2026-12-02".into())
        );
        assert_eq!(iso(jakarta.day_start()), "2026-12-01T17:00:00Z");
        assert_eq!(jakarta.day_end() - jakarta.day_start(), DAY - 1);
    }

    #[test]
    fn iso_round_trip() {
        let t = 1_764_580_502;
        assert_eq!(parse_iso(&iso(t)), Some(t));
        assert_eq!(parse_iso("yesterday"), None);
    }
}
