//! The browser's rows: every question of the course with its schedule, hold and recall
//! probability now, filtered by state, lesson and search, in the order asked for.

use std::cmp::Ordering;
use std::collections::HashMap;

use super::state::{BrowserState, Column, StateFilter, Word};
use crate::app::Cx;
use crate::core::quiz::Question;
use crate::core::record::Flags;
use crate::core::schedule::{ItemState, Phase};

/// One question as the list shows it.
#[derive(Debug, Clone)]
pub struct Entry<'a> {
    pub question: &'a Question,
    /// Its place in the course (bank by bank), the order a fresh browser shows.
    pub order: usize,
    /// Its lesson's place in the course, and its code.
    pub lesson_pos: usize,
    pub lesson_code: &'a str,
    pub schedule: Option<ItemState>,
    pub flags: Flags,
    pub word: Word,
    /// Recall probability now; none for a new question.
    pub recall: Option<f32>,
    /// The question's text in the reader's language, on one line.
    pub text: String,
}

impl Entry<'_> {
    /// The interval the question has now, in seconds.
    pub fn interval(&self) -> Option<i64> {
        self.schedule.map(|s| s.due - s.last_review)
    }
}

/// The State column's word: the hold first, else the schedule's phase.
pub fn word(schedule: Option<&ItemState>, flags: &Flags, now: i64) -> Word {
    if flags.suspended {
        return if flags.leech {
            Word::Leech
        } else {
            Word::Suspended
        };
    }
    if flags.held(now) {
        return Word::Buried;
    }
    match schedule.map(|s| s.phase) {
        None => Word::New,
        Some(Phase::Learning(_)) => Word::Learning,
        Some(Phase::Relearning(_)) => Word::Relearning,
        Some(Phase::Review) => Word::Review,
    }
}

/// Every question of the course, as the browser's rows (unfiltered, course order).
pub fn all(cx: &Cx) -> Vec<Entry<'_>> {
    let lang = cx.lang();
    let now = cx.clock.now;
    let lessons: HashMap<&str, (usize, &str)> = cx
        .course
        .lessons
        .iter()
        .enumerate()
        .map(|(i, l)| (l.id.as_str(), (i, l.code.as_str())))
        .collect();
    cx.course
        .questions()
        .enumerate()
        .map(|(order, q)| {
            let schedule = cx.schedule.get(&q.id).copied();
            let flags = cx.flags.get(&q.id).copied().unwrap_or_default();
            let (lesson_pos, lesson_code) = q
                .lesson
                .as_deref()
                .and_then(|l| lessons.get(l).copied())
                .unwrap_or((usize::MAX, ""));
            let text = q
                .prompt
                .get(lang)
                .map(|f| crate::core::wrap::sanitize(&f.value.plain().replace('\n', " ")))
                .unwrap_or_default();
            Entry {
                question: q,
                order,
                lesson_pos,
                lesson_code,
                recall: schedule
                    .as_ref()
                    .map(|s| cx.settings.scheduler.retrievability(s, cx.clock)),
                word: word(schedule.as_ref(), &flags, now),
                schedule,
                flags,
                text,
            }
        })
        .collect()
}

/// The rows the list shows, in its order.
pub fn shown<'a>(cx: &'a Cx, s: &BrowserState) -> Vec<Entry<'a>> {
    let day_end = cx.clock.day_end();
    let query = s.query.trim().to_lowercase();
    let mut rows: Vec<Entry> = all(cx)
        .into_iter()
        .filter(|e| keeps(s.state, e, day_end))
        .filter(|e| s.lesson.is_none() || e.question.lesson == s.lesson)
        .filter(|e| query.is_empty() || matches(e, &query))
        .collect();
    rows.sort_by(|a, b| compare(s.sort, s.descending, a, b).then(a.order.cmp(&b.order)));
    rows
}

fn keeps(f: StateFilter, e: &Entry, day_end: i64) -> bool {
    match f {
        StateFilter::All => true,
        StateFilter::New => e.word == Word::New,
        StateFilter::Learning => matches!(e.word, Word::Learning | Word::Relearning),
        StateFilter::Review => e.word == Word::Review,
        StateFilter::Due => {
            !matches!(e.word, Word::Suspended | Word::Leech | Word::Buried)
                && e.schedule.is_some_and(|s| s.due <= day_end)
        }
        StateFilter::Suspended => e.flags.suspended,
        StateFilter::Buried => e.word == Word::Buried,
        StateFilter::Leech => e.flags.leech,
    }
}

/// A search matches the question's text, its id or its lesson's code.
fn matches(e: &Entry, query: &str) -> bool {
    e.text.to_lowercase().contains(query)
        || e.question.id.to_lowercase().contains(query)
        || e.lesson_code.to_lowercase().contains(query)
}

/// The order of a column; a question without a value (a new one has no due date) comes
/// last whichever way the column is sorted.
fn compare(c: Column, descending: bool, a: &Entry, b: &Entry) -> Ordering {
    let f = |x: Option<f32>, y: Option<f32>| match (x, y) {
        (Some(x), Some(y)) => directed(x.total_cmp(&y), descending),
        (None, None) => Ordering::Equal,
        (None, Some(_)) => Ordering::Greater,
        (Some(_), None) => Ordering::Less,
    };
    let i = |x: Option<i64>, y: Option<i64>| f(x.map(|v| v as f32), y.map(|v| v as f32));
    let sched = |e: &Entry, g: fn(&ItemState) -> f32| e.schedule.as_ref().map(g);
    match c {
        Column::Question => directed(a.order.cmp(&b.order), descending),
        Column::Lesson => directed(a.lesson_pos.cmp(&b.lesson_pos), descending),
        Column::State => directed(a.word.cmp(&b.word), descending),
        Column::Due => i(a.schedule.map(|s| s.due), b.schedule.map(|s| s.due)),
        Column::Interval => i(a.interval(), b.interval()),
        Column::Stability => f(sched(a, |s| s.stability), sched(b, |s| s.stability)),
        Column::Difficulty => f(sched(a, |s| s.difficulty), sched(b, |s| s.difficulty)),
        Column::Retrievability => f(a.recall, b.recall),
        Column::Lapses => f(
            a.schedule.map(|s| s.lapses as f32),
            b.schedule.map(|s| s.lapses as f32),
        ),
    }
}

fn directed(o: Ordering, descending: bool) -> Ordering {
    if descending { o.reverse() } else { o }
}

/// The lessons that have questions, in course order: what `l` steps through.
pub fn lessons_with_questions(cx: &Cx) -> Vec<String> {
    let asked: std::collections::HashSet<&str> = cx
        .course
        .questions()
        .filter_map(|q| q.lesson.as_deref())
        .collect();
    cx.course
        .lessons
        .iter()
        .filter(|l| asked.contains(l.id.as_str()))
        .map(|l| l.id.clone())
        .collect()
}
