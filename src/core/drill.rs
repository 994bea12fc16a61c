//! Timed oral drills: the drill as an instructor writes it, a countdown that takes every
//! moment from its caller (so tests drive a whole drill without sleeping), and the verdict
//! of a ticked checklist.

use super::lesson::{Label, Text};

/// A point the spoken answer should cover.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct CheckItem {
    /// Stable within its drill, so recorded ticks survive rewording.
    pub id: String,
    pub text: Text,
}

#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Drill {
    pub id: String,
    pub lesson: Option<String>,
    pub title: Option<Label>,
    pub prompt: Text,
    /// The time limit of the spoken answer.
    pub seconds: u32,
    pub sample: Text,
    pub checklist: Vec<CheckItem>,
    /// Points to cover to pass, at most the checklist's length.
    pub pass: usize,
    pub hints: Vec<Text>,
}

impl Drill {
    /// Whether this many ticked points pass.
    pub fn passes(&self, ticked: usize) -> bool {
        ticked >= self.pass
    }

    /// The points not ticked, in checklist order.
    pub fn missed<'a>(&'a self, ticked: &[bool]) -> Vec<&'a CheckItem> {
        self.checklist
            .iter()
            .enumerate()
            .filter(|(i, _)| !ticked.get(*i).copied().unwrap_or(false))
            .map(|(_, c)| c)
            .collect()
    }
}

/// What the big clock shows: the seconds left, or the seconds past the limit.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Shown {
    Left(u32),
    Over(u32),
}

/// A countdown with pause, resume and finish. Every method takes the current time in
/// milliseconds; nothing here reads a clock.
#[derive(Debug, Clone, PartialEq)]
pub struct Timer {
    limit_ms: i64,
    started_ms: i64,
    paused_at: Option<i64>,
    paused_total: i64,
    finished_at: Option<i64>,
    rang: bool,
}

/// The last stretch, when the clock changes colour.
pub const WARN_MS: i64 = 15_000;

impl Timer {
    pub fn start(seconds: u32, now_ms: i64) -> Timer {
        Timer {
            limit_ms: i64::from(seconds) * 1000,
            started_ms: now_ms,
            paused_at: None,
            paused_total: 0,
            finished_at: None,
            rang: false,
        }
    }

    /// Speaking time so far: pauses do not count, and it stops when finished.
    pub fn elapsed(&self, now_ms: i64) -> i64 {
        let end = self.finished_at.or(self.paused_at).unwrap_or(now_ms);
        (end - self.started_ms - self.paused_total).max(0)
    }

    /// Milliseconds left; negative once over the limit.
    pub fn remaining(&self, now_ms: i64) -> i64 {
        self.limit_ms - self.elapsed(now_ms)
    }

    pub fn overtime(&self, now_ms: i64) -> i64 {
        (-self.remaining(now_ms)).max(0)
    }

    pub fn limit_ms(&self) -> i64 {
        self.limit_ms
    }

    pub fn started_ms(&self) -> i64 {
        self.started_ms
    }

    pub fn is_paused(&self) -> bool {
        self.paused_at.is_some()
    }

    pub fn is_finished(&self) -> bool {
        self.finished_at.is_some()
    }

    pub fn is_running(&self) -> bool {
        !self.is_paused() && !self.is_finished()
    }

    /// Pauses a running timer, or resumes a paused one.
    pub fn toggle_pause(&mut self, now_ms: i64) {
        if self.is_finished() {
            return;
        }
        match self.paused_at.take() {
            Some(at) => self.paused_total += (now_ms - at).max(0),
            None => self.paused_at = Some(now_ms),
        }
    }

    pub fn finish(&mut self, now_ms: i64) {
        if self.finished_at.is_some() {
            return;
        }
        // A pause still open ends where it began: the clock stopped there.
        let at = self.paused_at.unwrap_or(now_ms);
        self.finished_at = Some(at);
    }

    /// The clock's figure. Counting down it shows whole seconds rounded up, so the limit is
    /// on screen for the first full second and 1 for the last; past the limit it counts up
    /// from 0. Each figure stays exactly one second: none is skipped or shown twice.
    pub fn shown(&self, now_ms: i64) -> Shown {
        let left = self.remaining(now_ms);
        if left > 0 {
            Shown::Left(((left + 999) / 1000) as u32)
        } else {
            Shown::Over((-left / 1000) as u32)
        }
    }

    /// Milliseconds until `shown` changes; `None` while nothing moves (paused, finished).
    pub fn until_change(&self, now_ms: i64) -> Option<i64> {
        if !self.is_running() {
            return None;
        }
        let left = self.remaining(now_ms);
        Some(if left > 0 {
            match left % 1000 {
                0 => 1000,
                r => r,
            }
        } else {
            1000 - (-left % 1000)
        })
    }

    /// True once, the first time this is asked at or after the limit.
    pub fn take_bell(&mut self, now_ms: i64) -> bool {
        if self.rang || self.remaining(now_ms) > 0 {
            return false;
        }
        self.rang = true;
        true
    }

    /// In the last stretch before the limit.
    pub fn warning(&self, now_ms: i64) -> bool {
        let left = self.remaining(now_ms);
        left > 0 && left <= WARN_MS
    }

    /// How far through the limit, 0.0 to 1.0 (full once over).
    pub fn ratio(&self, now_ms: i64) -> f64 {
        if self.limit_ms == 0 {
            return 1.0;
        }
        (self.elapsed(now_ms) as f64 / self.limit_ms as f64).clamp(0.0, 1.0)
    }
}

/// How an attempt ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Status {
    Passed,
    Failed,
    /// Left (or killed) before the checklist was done: neither a pass nor a fail.
    Abandoned,
}

impl Status {
    pub fn key(self) -> &'static str {
        match self {
            Status::Passed => "passed",
            Status::Failed => "failed",
            Status::Abandoned => "abandoned",
        }
    }

    pub fn from_key(s: &str) -> Status {
        match s {
            "passed" => Status::Passed,
            "failed" => Status::Failed,
            _ => Status::Abandoned,
        }
    }
}

/// One earlier attempt, as the progress file keeps it.
#[derive(Debug, Clone, PartialEq)]
pub struct Attempt {
    pub started_at: i64,
    pub duration_ms: i64,
    pub overtime_ms: i64,
    /// Ids of the points ticked.
    pub ticked: Vec<String>,
    pub checklist_size: usize,
    pub status: Status,
}

/// The points missed in finished attempts, most often first (ties in checklist order);
/// points never missed are left out. Ids no longer in the checklist are ignored.
pub fn most_missed<'a>(drill: &'a Drill, attempts: &[Attempt]) -> Vec<(&'a CheckItem, usize)> {
    let finished: Vec<&Attempt> = attempts
        .iter()
        .filter(|a| a.status != Status::Abandoned)
        .collect();
    let mut out: Vec<(&CheckItem, usize)> = drill
        .checklist
        .iter()
        .map(|c| {
            let missed = finished
                .iter()
                .filter(|a| !a.ticked.contains(&c.id))
                .count();
            (c, missed)
        })
        .filter(|(_, n)| *n > 0)
        .collect();
    out.sort_by_key(|(_, n)| std::cmp::Reverse(*n));
    out
}

/// `1:30`, or `+0:05` past the limit.
pub fn clock_text(s: Shown) -> String {
    match s {
        Shown::Left(n) => format!("{}:{:02}", n / 60, n % 60),
        Shown::Over(n) => format!("+{}:{:02}", n / 60, n % 60),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rstest::rstest;

    #[rstest]
    #[case(0, Shown::Left(90))]
    #[case(1, Shown::Left(90))]
    #[case(999, Shown::Left(90))]
    #[case(1000, Shown::Left(89))]
    #[case(89_001, Shown::Left(1))]
    #[case(90_000, Shown::Over(0))]
    #[case(90_999, Shown::Over(0))]
    #[case(91_000, Shown::Over(1))]
    #[case(155_000, Shown::Over(65))]
    fn the_clock_counts_down_then_up(#[case] after: i64, #[case] want: Shown) {
        let t = Timer::start(90, 5_000);
        assert_eq!(t.shown(5_000 + after), want);
    }

    #[test]
    fn every_second_shows_once_without_a_gap() {
        let t = Timer::start(3, 0);
        let mut now = 0;
        let mut seen = vec![t.shown(now)];
        while now < 6_000 {
            now += t.until_change(now).expect("running");
            seen.push(t.shown(now));
        }
        use Shown::*;
        assert_eq!(
            seen,
            vec![
                Left(3),
                Left(2),
                Left(1),
                Over(0),
                Over(1),
                Over(2),
                Over(3)
            ]
        );
    }

    #[test]
    fn a_pause_stops_the_clock_and_is_not_counted() {
        let mut t = Timer::start(90, 0);
        t.toggle_pause(10_000);
        assert_eq!(t.until_change(40_000), None);
        assert_eq!(t.shown(40_000), Shown::Left(80));
        t.toggle_pause(40_000);
        assert_eq!(t.elapsed(45_000), 15_000);
        t.finish(50_000);
        assert_eq!(t.elapsed(99_000), 20_000);
        assert!(!t.is_running());
    }

    #[test]
    fn finishing_while_paused_keeps_the_paused_time() {
        let mut t = Timer::start(60, 0);
        t.toggle_pause(20_000);
        t.finish(30_000);
        assert_eq!(t.elapsed(30_000), 20_000);
    }

    #[test]
    fn the_bell_rings_once_at_the_limit() {
        let mut t = Timer::start(2, 0);
        assert!(!t.take_bell(1_999));
        assert!(t.take_bell(2_000));
        assert!(!t.take_bell(2_500));
        assert!(!t.take_bell(10_000));
    }

    #[test]
    fn the_warning_covers_the_last_fifteen_seconds() {
        let t = Timer::start(90, 0);
        assert!(!t.warning(74_999));
        assert!(t.warning(75_000));
        assert!(t.warning(89_999));
        assert!(!t.warning(90_000), "overtime has its own colour");
    }

    #[rstest]
    #[case(Shown::Left(90), "1:30")]
    #[case(Shown::Left(5), "0:05")]
    #[case(Shown::Over(0), "+0:00")]
    #[case(Shown::Over(75), "+1:15")]
    fn clock_text_reads_as_minutes_and_seconds(#[case] s: Shown, #[case] want: &str) {
        assert_eq!(clock_text(s), want);
    }

    #[test]
    fn passing_and_missed_points() {
        let text = |s: &str| Text::neutral(super::super::rich::RichText::parse(s).0);
        let item = |id: &str| CheckItem {
            id: id.into(),
            text: text(id),
        };
        let d = Drill {
            id: "d".into(),
            lesson: None,
            title: None,
            prompt: text("p"),
            seconds: 90,
            sample: text("s"),
            checklist: ["a", "b", "c"].map(item).to_vec(),
            pass: 2,
            hints: Vec::new(),
        };
        assert!(d.passes(2) && !d.passes(1));
        let missed: Vec<&str> = d
            .missed(&[true, false, true])
            .iter()
            .map(|c| c.id.as_str())
            .collect();
        assert_eq!(missed, vec!["b"]);
        let attempt = |ticked: &[&str], status| Attempt {
            started_at: 0,
            duration_ms: 0,
            overtime_ms: 0,
            ticked: ticked.iter().map(|s| s.to_string()).collect(),
            checklist_size: 3,
            status,
        };
        let attempts = [
            attempt(&["a"], Status::Failed),
            attempt(&["a", "b"], Status::Passed),
            attempt(&[], Status::Abandoned),
        ];
        let most: Vec<(&str, usize)> = most_missed(&d, &attempts)
            .iter()
            .map(|(c, n)| (c.id.as_str(), *n))
            .collect();
        assert_eq!(
            most,
            vec![("c", 2), ("b", 1)],
            "abandoned attempts do not count"
        );
    }
}
