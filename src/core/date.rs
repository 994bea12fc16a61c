//! Calendar dates as lessons write them (`2026-10-26`), without a clock or time zone.

use std::fmt;

#[derive(
    Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, serde::Serialize, serde::Deserialize,
)]
pub struct Date {
    pub year: u16,
    pub month: u8,
    pub day: u8,
}

impl Date {
    /// Parses an ISO date `YYYY-MM-DD`, checking that the day exists.
    pub fn parse(s: &str) -> Option<Date> {
        let mut parts = s.trim().split('-');
        let (y, m, d) = (parts.next()?, parts.next()?, parts.next()?);
        if parts.next().is_some() || y.len() != 4 || m.len() != 2 || d.len() != 2 {
            return None;
        }
        let all_digits = |p: &str| p.bytes().all(|b| b.is_ascii_digit());
        if !(all_digits(y) && all_digits(m) && all_digits(d)) {
            return None;
        }
        let date = Date {
            year: y.parse().ok()?,
            month: m.parse().ok()?,
            day: d.parse().ok()?,
        };
        (date.month >= 1 && date.month <= 12 && date.day >= 1 && date.day <= date.days_in_month())
            .then_some(date)
    }

    fn days_in_month(self) -> u8 {
        match self.month {
            2 if self.is_leap() => 29,
            2 => 28,
            4 | 6 | 9 | 11 => 30,
            _ => 31,
        }
    }

    fn is_leap(self) -> bool {
        let y = self.year;
        (y.is_multiple_of(4) && !y.is_multiple_of(100)) || y.is_multiple_of(400)
    }
}

impl fmt::Display for Date {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:04}-{:02}-{:02}", self.year, self.month, self.day)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rstest::rstest;

    #[rstest]
    #[case("2026-10-26", Some((2026, 10, 26)))]
    #[case("2024-02-29", Some((2024, 2, 29)))]
    #[case("2026-02-29", None)]
    #[case("2026-13-01", None)]
    #[case("2026-1-01", None)]
    #[case("26 Oktober 2026", None)]
    #[case("2026-10-26-1", None)]
    #[case("+026-10-26", None)]
    fn parses_only_real_iso_dates(#[case] s: &str, #[case] want: Option<(u16, u8, u8)>) {
        assert_eq!(Date::parse(s).map(|d| (d.year, d.month, d.day)), want);
    }
}
