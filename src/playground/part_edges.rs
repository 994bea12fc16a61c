//! The edge commands on a partitioned store: follow and unfollow on the partition the edge
//! routes to (and the copies the sync mode keeps), the two lists and `count` on the
//! partitions that hold them, `mutual`, and the reverse index on every partition.

use std::time::Instant;

use super::cluster::Source;
use super::store::Playground;
use super::{graph, measure, schema};
use crate::core::play::report::{Note, Report};
use crate::core::play::{Page, Via};

impl Playground {
    /// `follow A B` or `unfollow A B` on the partition the edge routes to, then the
    /// reverse table and the global index as the sync mode says, then the counter.
    pub(super) fn write_partitioned(
        &mut self,
        a: i64,
        b: i64,
        insert: bool,
    ) -> rusqlite::Result<Report> {
        if let Err(n) = graph::check_user(&self.conn, a).and(graph::check_user(&self.conn, b)) {
            return Ok(Report::note(n));
        }
        if insert && a == b {
            return Ok(Report::note(Note::SelfFollow));
        }
        if self.cluster.is_none() {
            return Ok(Report::note(Note::NeedsPartitions));
        }
        let mut r = Report::default();
        let changed = self.write_synced(a, b, insert, &mut r)?;
        let note = match (insert, changed) {
            (true, true) => Note::Followed { a, b },
            (true, false) => Note::AlreadyFollows { a, b },
            (false, true) => Note::Unfollowed { a, b },
            (false, false) => Note::NotFollowing { a, b },
        };
        r.notes.insert(0, note);
        if changed {
            self.counter_change(b, if insert { 1 } else { -1 })?;
        }
        Ok(r)
    }

    /// `following A` / `followers B` on the partitions that hold the list.
    pub(super) fn list_partitioned(
        &mut self,
        followers: bool,
        user: i64,
        limit: u64,
        page: Page,
        via: Via,
    ) -> rusqlite::Result<Report> {
        if let Err(n) = graph::check_user(&self.conn, user) {
            return Ok(Report::note(n));
        }
        let explain = self.explain;
        let Some(c) = self.cluster.as_mut() else {
            return Ok(Report::note(Note::NeedsPartitions));
        };
        let via = match (followers, via) {
            (false, _) => Via::Table,
            (true, Via::Best) if c.gsi.is_some() => Via::Gsi,
            (true, Via::Best) if c.reverse => Via::Reverse,
            (true, Via::Best) => Via::Table,
            (true, v) => v,
        };
        if via == Via::Reverse && !c.reverse {
            let mut r = Report::note(Note::NeedsReverse);
            r.notes.push(Note::Unchanged);
            return Ok(r);
        }
        if via == Via::Gsi {
            return self.gsi_followers(user, limit, page);
        }
        let source = if via == Via::Reverse {
            Source::Reverse
        } else {
            Source::Follows
        };
        let listed = c.list(followers, user, limit, page, source, explain)?;
        let column = if followers {
            "follower_id"
        } else {
            "followee_id"
        };
        let mut r = Report {
            columns: vec![column.to_string()],
            rows: listed
                .ids
                .iter()
                .take(graph::SHOWN)
                .map(|v| vec![v.to_string()])
                .collect(),
            spreads: vec![listed.spread],
            queries: listed.query.into_iter().collect(),
            ..Report::default()
        };
        if followers {
            r.notes.push(Note::Via(via));
        }
        match listed.ids.last() {
            Some(last) if listed.ids.len() as u64 == limit => r.notes.push(Note::NextCursor(*last)),
            _ => r.notes.push(Note::EndOfList),
        }
        Ok(r)
    }

    /// `count B`: the exact count from the partitions beside the counter.
    pub(super) fn count_partitioned(&mut self, user: i64) -> rusqlite::Result<Report> {
        if let Err(n) = graph::check_user(&self.conn, user) {
            return Ok(Report::note(n));
        }
        let Some(c) = self.cluster.as_mut() else {
            return Ok(Report::note(Note::NeedsPartitions));
        };
        let (exact, spread, query) = c.count(user)?;
        let counter_sql = "SELECT followers FROM follower_counts WHERE user_id = ?1";
        let (_, q2) = measure::run(&self.conn, counter_sql, [user], 1)?;
        let counter = self
            .conn
            .query_row(counter_sql, [user], |r| r.get::<_, i64>(0))
            .unwrap_or(0);
        let pending = self.pending.iter().filter(|(_, u, _)| *u == user).count() as u64;
        let mut r = Report {
            spreads: vec![spread],
            queries: query.into_iter().chain([q2]).collect(),
            ..Report::default()
        };
        r.notes.push(Note::Count {
            user,
            exact,
            counter,
            pending,
        });
        Ok(r)
    }

    /// `index reverse on|off` on every partition.
    pub(super) fn reverse_index_parts(&mut self, on: bool) -> rusqlite::Result<Report> {
        let had = self.has_reverse_index()?;
        let Some(c) = self.cluster.as_ref() else {
            return Ok(Report::note(Note::NeedsPartitions));
        };
        let start = Instant::now();
        if had != on {
            c.on_all(if on {
                schema::CREATE_REVERSE
            } else {
                schema::DROP_REVERSE
            })?;
        }
        schema::set_meta(&self.conn, "parts_index", on as i64)?;
        let mut r = Report::note(Note::ReverseIndex {
            on,
            changed: had != on,
        });
        r.queries.push(crate::core::play::report::Query {
            sql: if on {
                schema::CREATE_REVERSE
            } else {
                schema::DROP_REVERSE
            }
            .to_string(),
            micros: start.elapsed().as_micros() as u64,
            ..Default::default()
        });
        Ok(r)
    }

    /// `mutual A B`: both following lists (one partition each when split by follower),
    /// intersected here.
    pub(super) fn mutual_partitioned(&mut self, a: i64, b: i64) -> rusqlite::Result<Report> {
        if let Err(n) = graph::check_user(&self.conn, a).and(graph::check_user(&self.conn, b)) {
            return Ok(Report::note(n));
        }
        let explain = self.explain;
        let Some(c) = self.cluster.as_mut() else {
            return Ok(Report::note(Note::NeedsPartitions));
        };
        let max = crate::core::play::MAX_LIMIT * 100;
        let la = c.list(false, a, max, Page::First, Source::Follows, explain)?;
        let lb = c.list(false, b, max, Page::First, Source::Follows, explain)?;
        let theirs: std::collections::HashSet<i64> = lb.ids.iter().copied().collect();
        let both: Vec<i64> = la
            .ids
            .iter()
            .copied()
            .filter(|v| theirs.contains(v))
            .collect();
        let mut r = Report {
            columns: vec!["followee_id".to_string()],
            rows: both
                .iter()
                .take(graph::SHOWN)
                .map(|v| vec![v.to_string()])
                .collect(),
            spreads: vec![la.spread, lb.spread],
            queries: la.query.into_iter().chain(lb.query).collect(),
            ..Report::default()
        };
        r.notes.push(Note::Mutual {
            count: both.len() as u64,
        });
        Ok(r)
    }
}
