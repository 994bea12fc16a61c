//! A moment as the caller sees it: Unix seconds, the learner's offset from UTC and the hour
//! their day starts (4 am, as in Anki), so "today" and "per day" follow the learner's own
//! days: a review at 1 am still belongs to the evening before. Nothing here reads the system
//! clock.

use chrono::{DateTime, Datelike, NaiveDate, Utc};

pub const DAY: i64 = 86_400;

/// When the learner's day starts, by default: 4 am local time.
pub const DEFAULT_DAY_START_HOUR: u8 = 4;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Clock {
    /// Unix seconds, UTC.
    pub now: i64,
    /// The same moment in milliseconds, for how long an answer took.
    pub ms: i64,
    /// Seconds east of UTC (Jakarta: +25 200).
    pub offset: i32,
    /// Seconds after local midnight when the learner's day starts.
    pub rollover: i32,
}

impl Clock {
    pub fn new(now: i64, offset: i32) -> Clock {
        Clock {
            now,
            ms: now * 1000,
            offset,
            rollover: i32::from(DEFAULT_DAY_START_HOUR) * 3600,
        }
    }

    /// The same moment, with the learner's day starting at this hour (0-23).
    pub fn starting_at(self, hour: u8) -> Clock {
        Clock {
            rollover: i32::from(hour.min(23)) * 3600,
            ..self
        }
    }

    pub fn from_ms(ms: i64, offset: i32) -> Clock {
        Clock {
            now: ms.div_euclid(1000),
            ms,
            offset,
            rollover: i32::from(DEFAULT_DAY_START_HOUR) * 3600,
        }
    }

    /// The learner's day number (days since 1970-01-01 in local time, each day starting
    /// at the learner's hour).
    pub fn day(&self) -> i64 {
        self.day_of(self.now)
    }

    pub fn day_of(&self, t: i64) -> i64 {
        (t + i64::from(self.offset) - i64::from(self.rollover)).div_euclid(DAY)
    }

    /// Unix time when the learner's day number `day` starts.
    pub fn start_of(&self, day: i64) -> i64 {
        day * DAY - i64::from(self.offset) + i64::from(self.rollover)
    }

    /// Unix time when the learner's current day started.
    pub fn day_start(&self) -> i64 {
        self.start_of(self.day())
    }

    /// Unix time when the learner's current day ends (the last second of it).
    pub fn day_end(&self) -> i64 {
        self.day_start() + DAY - 1
    }

    /// The local time of day of `t`, as `10:42`.
    pub fn local_time(&self, t: i64) -> String {
        let secs = (t + i64::from(self.offset)).rem_euclid(DAY);
        format!("{:02}:{:02}", secs / 3600, secs % 3600 / 60)
    }

    /// The same moment `secs` later.
    pub fn after(&self, secs: i64) -> Clock {
        Clock {
            rollover: self.rollover,
            ..Clock::from_ms(self.ms + secs * 1000, self.offset)
        }
    }
}

/// `2026-12-01T09:15:02Z`: how the progress file writes times, readable in plain SQL.
pub fn iso(t: i64) -> String {
    DateTime::<Utc>::from_timestamp(t, 0)
        .map(|d| d.format("%Y-%m-%dT%H:%M:%SZ").to_string())
        .unwrap_or_else(|| "1970-01-01T00:00:00Z".to_string())
}

/// The inverse of `iso`; `None` for anything else. Our own fixed form is read by hand, because
/// a progress file of 10,000 items reads 20,000 of them before the first frame; any other
/// RFC 3339 time (written by a script, with an offset) goes through chrono.
pub fn parse_iso(s: &str) -> Option<i64> {
    fixed_iso(s.as_bytes()).or_else(|| DateTime::parse_from_rfc3339(s).ok().map(|d| d.timestamp()))
}

/// `YYYY-MM-DDTHH:MM:SSZ` exactly, or `None`.
fn fixed_iso(b: &[u8]) -> Option<i64> {
    if b.len() != 20 || b[4] != b'-' || b[7] != b'-' || b[10] != b'T' || b[13] != b':' {
        return None;
    }
    if b[16] != b':' || b[19] != b'Z' {
        return None;
    }
    let num = |from: usize, to: usize| -> Option<u32> {
        b[from..to].iter().try_fold(0u32, |n, &c| {
            c.is_ascii_digit().then(|| n * 10 + u32::from(c - b'0'))
        })
    };
    let date = NaiveDate::from_ymd_opt(i32::try_from(num(0, 4)?).ok()?, num(5, 7)?, num(8, 10)?)?;
    let (h, m, sec) = (num(11, 13)?, num(14, 16)?, num(17, 19)?);
    if h > 23 || m > 59 || sec > 59 {
        return None;
    }
    let days = i64::from(date.num_days_from_ce()) - 719_163;
    Some(days * DAY + i64::from(h * 3600 + m * 60 + sec))
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
        // 2026-12-01 22:00 UTC is 05:00 on 2 December in Jakarta (UTC+7), past 4 am.
        let t = parse_iso("2026-12-01T22:00:00Z").expect("time");
        let utc = Clock::new(t, 0);
        let jakarta = Clock::new(t, 7 * 3600);
        assert_eq!(jakarta.day(), utc.day() + 1);
        assert_eq!(
            day_date(jakarta.day()).map(|d| d.to_string()),
            Some("2026-12-02".into())
        );
        // Their day began at 4 am local time: 21:00 UTC the evening before.
        assert_eq!(iso(jakarta.day_start()), "2026-12-01T21:00:00Z");
        assert_eq!(jakarta.day_end() - jakarta.day_start(), DAY - 1);
    }

    #[test]
    fn the_day_starts_at_four_in_the_morning() {
        // 01:30 on 2 December is still the learner's 1 December; 04:00 starts the 2nd.
        let late = Clock::new(parse_iso("2026-12-02T01:30:00Z").expect("time"), 0);
        let morning = Clock::new(parse_iso("2026-12-02T04:00:00Z").expect("time"), 0);
        assert_eq!(morning.day(), late.day() + 1);
        assert_eq!(iso(morning.day_start()), "2026-12-02T04:00:00Z");
        assert_eq!(iso(late.day_end()), "2026-12-02T03:59:59Z");
        let midnight = late.starting_at(0);
        assert_eq!(midnight.day(), morning.day());
    }

    #[test]
    fn iso_round_trip() {
        let t = 1_764_580_502;
        assert_eq!(parse_iso(&iso(t)), Some(t));
        assert_eq!(parse_iso("yesterday"), None);
        assert_eq!(parse_iso("2026-02-30T00:00:00Z"), None);
        assert_eq!(parse_iso("2026-12-01T24:00:00Z"), None);
        // Another writer's offset form still reads, through chrono.
        assert_eq!(parse_iso("2025-12-01T16:15:02+07:00"), Some(t));
    }

    #[test]
    fn hand_parser_agrees_with_chrono_over_many_times() {
        for t in (-86_400 * 400..86_400 * 40_000).step_by(7_919_993) {
            let s = iso(t);
            let chrono = DateTime::parse_from_rfc3339(&s).map(|d| d.timestamp()).ok();
            assert_eq!(fixed_iso(s.as_bytes()), chrono, "{s}");
        }
    }
}
