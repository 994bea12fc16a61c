//! The edge commands: follow and unfollow (the primary key refuses a repeated follow), the
//! two lists with cursor or OFFSET paging, mutual follows, and friends of friends.

use rusqlite::{Connection, ErrorCode};

use super::store::Playground;
use super::{follow_sql, measure, schema};
use crate::core::play::Page;
use crate::core::play::report::{Note, Report};

/// Rows of a list shown at most; the query still runs in full.
pub const SHOWN: usize = 20;

/// The number of accounts, or why an id cannot be used.
pub fn check_user(conn: &Connection, id: i64) -> Result<(), Note> {
    let users = schema::meta(conn, "users").ok().flatten().unwrap_or(0);
    if users <= 0 {
        return Err(Note::NoUsers);
    }
    if id < 1 || id > users {
        return Err(Note::NoSuchUser {
            id,
            users: users as u64,
        });
    }
    Ok(())
}

impl Playground {
    pub(super) fn follow(&mut self, a: i64, b: i64) -> rusqlite::Result<Report> {
        if let Err(n) = check_user(&self.conn, a).and(check_user(&self.conn, b)) {
            return Ok(Report::note(n));
        }
        if a == b {
            return Ok(Report::note(Note::SelfFollow));
        }
        let bind: [(&str, &dyn rusqlite::ToSql); 2] = [(":a", &a), (":b", &b)];
        let (done, query) = measure::exec(&self.conn, follow_sql::FOLLOW, &bind[..]);
        let note = match done {
            Ok(_) => {
                self.counter_change(b, 1)?;
                Note::Followed { a, b }
            }
            Err(rusqlite::Error::SqliteFailure(e, _))
                if e.code == ErrorCode::ConstraintViolation =>
            {
                Note::AlreadyFollows { a, b }
            }
            Err(e) => return Err(e),
        };
        let mut r = Report::note(note);
        r.queries.push(query);
        Ok(r)
    }

    pub(super) fn unfollow(&mut self, a: i64, b: i64) -> rusqlite::Result<Report> {
        if let Err(n) = check_user(&self.conn, a).and(check_user(&self.conn, b)) {
            return Ok(Report::note(n));
        }
        let bind: [(&str, &dyn rusqlite::ToSql); 2] = [(":a", &a), (":b", &b)];
        let (done, query) = measure::exec(&self.conn, follow_sql::UNFOLLOW, &bind[..]);
        let note = if done? == 0 {
            Note::NotFollowing { a, b }
        } else {
            self.counter_change(b, -1)?;
            Note::Unfollowed { a, b }
        };
        let mut r = Report::note(note);
        r.queries.push(query);
        Ok(r)
    }

    /// `following A` (by the primary key) or `followers B` (by the reverse index, if there is
    /// one), one page by cursor or by OFFSET.
    pub(super) fn list(
        &mut self,
        followers: bool,
        user: i64,
        limit: u64,
        page: Page,
    ) -> rusqlite::Result<Report> {
        if let Err(n) = check_user(&self.conn, user) {
            return Ok(Report::note(n));
        }
        let (sql, bind) = follow_sql::list(followers, user, limit as i64, page);
        let (table, query) = measure::run_planned(&self.conn, &mut self.plans, sql, &bind, SHOWN)?;
        let mut r = self.report(table, vec![query]);
        let returned = r.queries[0].rows;
        match r.rows.last().and_then(|row| row.first()) {
            Some(last) if returned == limit => {
                r.notes.push(Note::NextCursor(last.parse().unwrap_or(0)));
            }
            _ => r.notes.push(Note::EndOfList),
        }
        Ok(r)
    }

    /// Accounts both A and B follow: A's list, each checked against B's by the primary key.
    pub(super) fn mutual(&mut self, a: i64, b: i64) -> rusqlite::Result<Report> {
        if let Err(n) = check_user(&self.conn, a).and(check_user(&self.conn, b)) {
            return Ok(Report::note(n));
        }
        let bind = [(":a", a), (":b", b)];
        let (table, query) = measure::run_planned(
            &self.conn,
            &mut self.plans,
            follow_sql::MUTUAL,
            &bind,
            SHOWN,
        )?;
        let count = query.rows;
        let mut r = self.report(table, vec![query]);
        r.notes.push(Note::Mutual { count });
        Ok(r)
    }

    /// Friends of friends (two hops), or three hops, which only run with a limit: every
    /// account the walk reaches, once, leaving out the learner and whom they already
    /// follow, ranked by how many paths lead to it (a "people you may know" list).
    pub(super) fn fof(
        &mut self,
        user: i64,
        hops: u8,
        limit: Option<u64>,
    ) -> rusqlite::Result<Report> {
        if let Err(n) = check_user(&self.conn, user) {
            return Ok(Report::note(n));
        }
        if hops == 3 && limit.is_none() {
            return Ok(Report::note(Note::TooManyHops {
                estimate: self.estimate_hops(user, 3)?,
            }));
        }
        // One row per edge of the last hop: the rows are the edges the walk examines.
        let sql = if hops == 2 {
            follow_sql::FOF_WALK
        } else {
            follow_sql::FOF_WALK3
        };
        let cap = limit.map_or(-1, |l| l as i64);
        let bind = [(":user", user), (":limit", cap)];
        let (walk, q1) = measure::run_named(&self.conn, sql, &bind, usize::MAX)?;
        let own_sql = "SELECT followee_id FROM follows WHERE follower_id = ?1";
        let (own, q2) = measure::run(&self.conn, own_sql, [user], usize::MAX)?;
        let ids = |t: &measure::Table| -> Vec<i64> {
            t.rows
                .iter()
                .filter_map(|r| r.first().and_then(|v| v.parse().ok()))
                .collect()
        };
        let followed: std::collections::HashSet<i64> = ids(&own).into_iter().collect();
        let mut paths: std::collections::HashMap<i64, u64> = std::collections::HashMap::new();
        for v in ids(&walk) {
            if v != user && !followed.contains(&v) {
                *paths.entry(v).or_default() += 1;
            }
        }
        let mut ranked: Vec<(i64, u64)> = paths.into_iter().collect();
        ranked.sort_unstable_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
        let edges = q1.rows;
        let shown = measure::Table {
            columns: vec!["account".to_string(), "paths".to_string()],
            rows: ranked
                .iter()
                .take(SHOWN)
                .map(|(v, n)| vec![v.to_string(), n.to_string()])
                .collect(),
        };
        let mut r = self.report(shown, vec![q1, q2]);
        r.own_columns = true;
        r.notes.push(Note::Fof {
            user,
            found: ranked.len() as u64,
            edges,
            hops,
            capped: limit.is_some_and(|l| edges >= l),
        });
        Ok(r)
    }

    /// Edges a walk of `hops` from `user` would examine: the walk one hop shorter is
    /// counted exactly (it is cheap), and each edge it reaches leads on to about the average
    /// out-degree.
    pub(super) fn estimate_hops(&self, user: i64, hops: u32) -> rusqlite::Result<u64> {
        let shorter: i64 = match hops {
            0 | 1 => 1,
            2 => self.conn.query_row(
                "SELECT count(*) FROM follows WHERE follower_id = ?1",
                [user],
                |r| r.get(0),
            )?,
            _ => self.conn.query_row(
                "SELECT count(*) FROM follows f1 \
                 JOIN follows f2 ON f2.follower_id = f1.followee_id \
                 WHERE f1.follower_id = ?1",
                [user],
                |r| r.get(0),
            )?,
        };
        let edges: i64 = self
            .conn
            .query_row("SELECT count(*) FROM follows", [], |r| r.get(0))?;
        let users = schema::meta(&self.conn, "users")?.unwrap_or(1).max(1);
        let avg = edges as f64 / users as f64;
        Ok((shorter as f64 * avg).round() as u64)
    }
}
