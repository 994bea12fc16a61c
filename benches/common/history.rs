//! A progress file with a long history for the benchmarks: 100,000 reviews over twelve
//! weeks in 5,000 sessions, and 10,000 scheduled items.

use std::path::Path;

use latih::storage::Progress;

pub const NOW: i64 = 1_796_112_000; // 2026-12-01T08:00:00Z
pub const DAY: i64 = 86_400;
pub const ITEMS: usize = 10_000;
pub const REVIEWS: usize = 100_000;

pub fn iso(t: i64) -> String {
    latih::core::clock::iso(t)
}

/// Writes the history into a new progress file at `path`.
pub fn filled(path: &Path) {
    drop(Progress::open(path).expect("create the schema"));
    let mut conn = rusqlite::Connection::open(path).expect("open");
    let tx = conn.transaction().expect("tx");
    let sessions = REVIEWS / 20;
    for s in 0..sessions {
        let at = NOW - 84 * DAY + (s as i64) * (84 * DAY / sessions as i64);
        tx.execute(
            "INSERT INTO sessions (session_id, kind, seed, started_at, ended_at, planned,
                                   answered, correct)
             VALUES (?1, 'due', ?1, ?2, ?2, 20, 20, 17)",
            rusqlite::params![s as i64 + 1, iso(at)],
        )
        .expect("session");
    }
    {
        let mut insert = tx
            .prepare(
                "INSERT INTO reviews (session_id, item_id, item_kind, lesson_id, position, shown,
                                      answer, correct, rating, duration_ms, reviewed_at,
                                      interval_days)
                 VALUES (?1, ?2, 'single', ?3, ?4, '[\"b\",\"a\",\"c\"]', '{\"choice\":\"a\"}',
                         ?5, ?6, 5200, ?7, 3.5)",
            )
            .expect("prepare");
        for r in 0..REVIEWS {
            let session = r / 20;
            let at = NOW - 84 * DAY + (r as i64) * (84 * DAY / REVIEWS as i64);
            let right = r % 7 != 0;
            insert
                .execute(rusqlite::params![
                    session as i64 + 1,
                    format!("item-{:05}", r % ITEMS),
                    format!("lesson-{}", (r % ITEMS) / 100),
                    (r % 20) as i64 + 1,
                    right,
                    if right { "good" } else { "again" },
                    iso(at),
                ])
                .expect("review");
        }
        let mut schedule = tx
            .prepare(
                "INSERT INTO schedule (item_id, item_kind, lesson_id, stability, difficulty,
                                       due_at, last_review_at, reps, lapses)
                 VALUES (?1, 'single', ?2, 12.5, 5.1, ?3, ?4, 10, 1)",
            )
            .expect("prepare");
        for i in 0..ITEMS {
            // A spread of due dates: some overdue, most in the coming weeks.
            let due = NOW - 3 * DAY + (i as i64 % 40) * DAY;
            schedule
                .execute(rusqlite::params![
                    format!("item-{i:05}"),
                    format!("lesson-{}", i / 100),
                    iso(due),
                    iso(due - 10 * DAY),
                ])
                .expect("schedule");
        }
    }
    tx.commit().expect("commit");
}
