//! Denormalised follower counters, as the lesson recommends instead of `COUNT(*)` on every
//! profile view: each follow or unfollow queues an update that is applied `lag` commands
//! later, so a stale count can be seen; `repair counters` recomputes them from the edges.

use rusqlite::params;

use super::store::Playground;
use super::{follow_sql, graph, measure};
use crate::core::play::report::{Note, Report};

impl Playground {
    /// Queues a counter update, then applies those that have waited long enough.
    pub(super) fn counter_change(&mut self, user: i64, delta: i64) -> rusqlite::Result<()> {
        self.pending.push_back((self.clock + self.lag, user, delta));
        self.apply_due()
    }

    /// Applies the queued counter updates whose time has come (one tick per command).
    pub(super) fn apply_due(&mut self) -> rusqlite::Result<()> {
        while let Some(&(at, user, delta)) = self.pending.front() {
            if at > self.clock {
                break;
            }
            self.conn.execute(
                "INSERT INTO follower_counts (user_id, followers) VALUES (?1, max(?2, 0))
                 ON CONFLICT (user_id) DO UPDATE SET followers = max(followers + ?2, 0)",
                params![user, delta],
            )?;
            self.pending.pop_front();
        }
        Ok(())
    }

    /// `count B`: the exact count by `COUNT(*)`, with its cost, beside the counter.
    pub(super) fn count(&mut self, user: i64) -> rusqlite::Result<Report> {
        if let Err(n) = graph::check_user(&self.conn, user) {
            return Ok(Report::note(n));
        }
        let bind = [(":user", user)];
        let (t1, q1) =
            measure::run_planned(&self.conn, &mut self.plans, follow_sql::COUNT, &bind, 1)?;
        let counter_sql = "SELECT followers FROM follower_counts WHERE user_id = ?1";
        let (_, q2) = measure::run(&self.conn, counter_sql, [user], 1)?;
        let exact = t1
            .rows
            .first()
            .and_then(|r| r.first())
            .and_then(|v| v.parse().ok())
            .unwrap_or(0);
        let counter = self
            .conn
            .query_row(counter_sql, [user], |r| r.get::<_, i64>(0))
            .unwrap_or(0);
        let pending = self.pending.iter().filter(|(_, u, _)| *u == user).count() as u64;
        let mut r = self.report(
            measure::Table {
                columns: Vec::new(),
                rows: Vec::new(),
            },
            vec![q1, q2],
        );
        r.notes.push(Note::Count {
            user,
            exact,
            counter,
            pending,
        });
        Ok(r)
    }

    pub(super) fn set_lag(&mut self, lag: u64) -> rusqlite::Result<Report> {
        self.lag = lag;
        Ok(Report::note(Note::CountersLag {
            lag,
            pending: self.pending.len() as u64,
        }))
    }

    /// Recomputes every counter from the edges and says how many were wrong, and by how much
    /// in all. Queued updates are dropped: the edges already hold them.
    pub(super) fn repair(&mut self) -> rusqlite::Result<Report> {
        let drift_sql = "SELECT count(*), coalesce(sum(abs(coalesce(c.followers, 0) - t.n)), 0) \
             FROM (SELECT followee_id AS id, count(*) AS n FROM follows GROUP BY followee_id) t \
             LEFT JOIN follower_counts c ON c.user_id = t.id \
             WHERE coalesce(c.followers, 0) != t.n";
        let (table, q1) = measure::run(&self.conn, drift_sql, [], 1)?;
        let first = table.rows.first().cloned().unwrap_or_default();
        let num = |i: usize| {
            first
                .get(i)
                .and_then(|v| v.parse::<u64>().ok())
                .unwrap_or(0)
        };
        // Counters of accounts that no longer have any follower are wrong too.
        let orphans_sql = "SELECT count(*), coalesce(sum(followers), 0) FROM follower_counts \
             WHERE followers != 0 AND user_id NOT IN (SELECT followee_id FROM follows)";
        let (table2, q2) = measure::run(&self.conn, orphans_sql, [], 1)?;
        let second = table2.rows.first().cloned().unwrap_or_default();
        let num2 = |i: usize| {
            second
                .get(i)
                .and_then(|v| v.parse::<u64>().ok())
                .unwrap_or(0)
        };
        // Atomic: every built-in command but gen runs inside a savepoint (Playground::run).
        self.conn.execute_batch(
            "UPDATE follower_counts SET followers = 0;
             INSERT INTO follower_counts (user_id, followers)
               SELECT followee_id, count(*) FROM follows WHERE true GROUP BY followee_id
               ON CONFLICT (user_id) DO UPDATE SET followers = excluded.followers;",
        )?;
        self.pending.clear();
        let mut r = self.report(
            measure::Table {
                columns: Vec::new(),
                rows: Vec::new(),
            },
            vec![q1, q2],
        );
        r.notes.push(Note::Repaired {
            users: num(0) + num2(0),
            drift: num(1) + num2(1),
        });
        Ok(r)
    }
}
