//! Reads and writes of single edges on the partitions: a follow or unfollow on the
//! partition its key routes to, the two lists (one partition when the key is the list's
//! own, every partition otherwise: a scatter-gather whose pages are merged by id, so paging
//! by cursor across partitions returns exactly the rows of the unpartitioned query), and
//! the exact count.

use std::cmp::Reverse;
use std::collections::BinaryHeap;

use super::state::Cluster;
use crate::core::play::report::{Query, Spread, Step};
use crate::core::play::{Page, PartKey};
use crate::playground::{follow_sql, measure};

/// A merged page: the ids, the step's spread, and the statement shown for it.
pub struct Listed {
    pub ids: Vec<i64>,
    pub spread: Spread,
    pub query: Option<Query>,
}

/// Which table a list reads: the follows table, or the reverse table.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Source {
    Follows,
    Reverse,
}

impl Cluster {
    /// The partitions holding `followers` (or `following`) of `user` in `source`.
    pub fn list_parts(&self, followers: bool, user: i64, source: Source) -> Vec<u32> {
        let by_key = match (source, followers) {
            (Source::Reverse, _) => return self.followee_parts(user),
            (Source::Follows, true) => self.by == PartKey::Followee,
            (Source::Follows, false) => self.by == PartKey::Follower,
        };
        match (by_key, followers) {
            (true, true) => self.followee_parts(user),
            (true, false) => vec![crate::core::partition::slot(user, self.n())],
            _ => self.all(),
        }
    }

    /// One page of a list, from every partition that may hold part of it, merged.
    pub fn list(
        &mut self,
        followers: bool,
        user: i64,
        limit: u64,
        page: Page,
        source: Source,
        with_plan: bool,
    ) -> rusqlite::Result<Listed> {
        let table = match source {
            Source::Reverse => "followers_by_followee",
            Source::Follows => "follows",
        };
        let parts = self.list_parts(followers, user, source);
        if followers && self.is_bucketed(user, source) {
            return self.bucket_pages(user, limit, page, table, with_plan);
        }
        let skip = match page {
            Page::Offset(o) => o,
            _ => 0,
        };
        // Each partition gives the page's rows from its own share; with OFFSET over several
        // it must give the skipped rows too, since nobody knows which partition they are on.
        let (each, node_page) = match page {
            Page::Offset(_) if parts.len() > 1 => (limit + skip, Page::First),
            p => (limit, p),
        };
        // The follows table's lists are the definition's statements; the reverse table is
        // the built-in's own machinery.
        let (sql, bind) = follow_sql::list(followers, user, each as i64, node_page);
        let sql = match source {
            Source::Follows => std::borrow::Cow::Borrowed(sql),
            Source::Reverse => std::borrow::Cow::Owned(reverse_page(table, node_page)),
        };
        let (ran, wall) = self.scatter(&parts, move |c, _| {
            let named = measure::named(&bind);
            measure::ids(c, &sql, named.as_slice(), with_plan)
        })?;
        self.tally(&parts, false);
        let mut lists = Vec::with_capacity(ran.len());
        let mut queries = Vec::with_capacity(ran.len());
        for (p, (ids, q)) in ran {
            lists.push(ids);
            queries.push((p, q));
        }
        let skip_merged = if parts.len() == 1 { 0 } else { skip };
        let ids = merge(lists, skip_merged, limit);
        let step = match source {
            Source::Follows => Step::Read,
            Source::Reverse => Step::ReverseRead,
        };
        let (spread, query) = self.spread(step, &queries, wall);
        Ok(Listed { ids, spread, query })
    }

    /// `count B`: the exact count on every partition that may hold B's followers.
    pub fn count(&mut self, user: i64) -> rusqlite::Result<(u64, Spread, Option<Query>)> {
        let parts = self.list_parts(true, user, Source::Follows);
        let (ran, wall) = self.scatter(&parts, move |c, _| {
            measure::ids(
                c,
                follow_sql::COUNT,
                &[(":user", &user as &dyn rusqlite::ToSql)][..],
                true,
            )
        })?;
        self.tally(&parts, false);
        let total = ran
            .iter()
            .map(|(_, (n, _))| n.first().copied().unwrap_or(0))
            .sum::<i64>();
        let queries: Vec<(u32, Query)> = ran.into_iter().map(|(p, (_, q))| (p, q)).collect();
        let (spread, query) = self.spread(Step::Read, &queries, wall);
        Ok((total.max(0) as u64, spread, query))
    }

    /// Writes or deletes one edge of the follows table on its partition: the rows changed
    /// (0: it was already there, or not there), the spread and the statement.
    pub fn write_edge(
        &mut self,
        a: i64,
        b: i64,
        insert: bool,
    ) -> rusqlite::Result<(usize, Spread, Option<Query>)> {
        let p = self.route(a, b);
        let sql = if insert {
            follow_sql::FOLLOW
        } else {
            follow_sql::UNFOLLOW
        };
        let (ran, wall) = self.scatter(&[p], move |c, _| {
            let bind: [(&str, &dyn rusqlite::ToSql); 2] = [(":a", &a), (":b", &b)];
            let (done, q) = measure::exec(c, sql, &bind[..]);
            match done {
                Ok(n) => Ok((n, q)),
                // The primary key refuses an edge that is there already: nothing changed.
                Err(rusqlite::Error::SqliteFailure(e, _))
                    if e.code == rusqlite::ErrorCode::ConstraintViolation =>
                {
                    Ok((0, q))
                }
                Err(e) => Err(e),
            }
        })?;
        self.tally(&[p], true);
        let changed = ran.first().map_or(0, |(_, (n, _))| *n);
        let queries: Vec<(u32, Query)> = ran.into_iter().map(|(p, (_, q))| (p, q)).collect();
        let (spread, query) = self.spread(Step::Write, &queries, wall);
        Ok((changed, spread, query))
    }
}

/// A page of the reverse table (the built-in's own, kept by the relay), with the same
/// parameters as the definition's statements.
fn reverse_page(table: &str, page: Page) -> String {
    let (cursor, offset) = match page {
        Page::First => ("", ""),
        Page::After(_) => (" AND follower_id > :after", ""),
        Page::Offset(_) => ("", " OFFSET :skip"),
    };
    format!(
        "SELECT follower_id FROM {table} WHERE followee_id = :user{cursor} \
         ORDER BY follower_id LIMIT :limit{offset}"
    )
}

impl Cluster {
    /// Whether `user`'s followers in `source` are spread over buckets.
    fn is_bucketed(&self, user: i64, source: Source) -> bool {
        let kept_by_followee = source == Source::Reverse || self.by == PartKey::Followee;
        kept_by_followee
            && self
                .buckets
                .as_ref()
                .is_some_and(|b| b.accounts.contains(&user))
    }

    /// A bucketed account's followers, bucket after bucket (its partitions in order, each
    /// in id order), so a page asks one partition, two where it crosses from one to the
    /// next: the cursor, a follower id, says by its own hash which partition to go on in.
    /// Every follower comes once, but not in one id order across buckets; an id-ordered
    /// list would ask every bucket for every page.
    fn bucket_pages(
        &mut self,
        user: i64,
        limit: u64,
        page: Page,
        table: &'static str,
        with_plan: bool,
    ) -> rusqlite::Result<Listed> {
        let n = self.n();
        let base = crate::core::partition::slot(user, n);
        let k = self.followee_parts(user).len() as u32;
        // The account's partitions from its own one on, as the buckets go.
        let mut order: Vec<u32> = (0..k).map(|i| (base + i) % n).collect();
        let (mut after, mut skip) = (i64::MIN, 0u64);
        match page {
            Page::After(c) => {
                let at = self.route_by_followee(c, user);
                let pos = order.iter().position(|p| *p == at).unwrap_or(0);
                order.drain(..pos);
                after = c;
            }
            Page::Offset(o) => skip = o,
            Page::First => {}
        }
        let page_sql = format!(
            "SELECT follower_id FROM {table} WHERE followee_id = ?1 AND follower_id > ?2 \
             ORDER BY follower_id LIMIT ?3 OFFSET ?4"
        );
        let count_sql = format!("SELECT count(*) FROM {table} WHERE followee_id = ?1");
        let start = std::time::Instant::now();
        let mut ids = Vec::with_capacity(limit as usize);
        let mut ran = Vec::new();
        for p in order {
            if ids.len() as u64 >= limit {
                break;
            }
            // OFFSET skips whole buckets by their counts before reading in one.
            if skip > 0 {
                let sql = count_sql.clone();
                let rows = self.nodes[p as usize]
                    .call(move |c| c.query_row(&sql, [user], |r| r.get::<_, i64>(0)))?
                    as u64;
                if rows <= skip {
                    skip -= rows;
                    continue;
                }
            }
            let (sql, want, off) = (page_sql.clone(), limit - ids.len() as u64, skip);
            let (got, q) = self.nodes[p as usize].call(move |c| {
                measure::ids(c, &sql, [user, after, want as i64, off as i64], with_plan)
            })?;
            self.tally(&[p], false);
            ids.extend(got);
            ran.push((p, q));
            after = i64::MIN;
            skip = 0;
        }
        let step = if table == "follows" {
            Step::Read
        } else {
            Step::ReverseRead
        };
        let (spread, query) = self.spread(step, &ran, start.elapsed().as_micros() as u64);
        Ok(Listed { ids, spread, query })
    }
}

/// Sorted lists merged into one sorted list (k-way, by a heap of each list's next id),
/// `skip` ids dropped, at most `limit` kept.
pub fn merge(lists: Vec<Vec<i64>>, skip: u64, limit: u64) -> Vec<i64> {
    let mut heap: BinaryHeap<Reverse<(i64, usize, usize)>> = lists
        .iter()
        .enumerate()
        .filter_map(|(l, ids)| ids.first().map(|&id| Reverse((id, l, 0))))
        .collect();
    let mut out = Vec::with_capacity(limit as usize);
    let mut skipped = 0;
    while let Some(Reverse((id, l, i))) = heap.pop() {
        if skipped < skip {
            skipped += 1;
        } else {
            out.push(id);
            if out.len() as u64 >= limit {
                break;
            }
        }
        if let Some(&next) = lists[l].get(i + 1) {
            heap.push(Reverse((next, l, i + 1)));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::merge;

    #[test]
    fn merging_keeps_order_skips_and_stops() {
        let lists = vec![vec![1, 4, 9], vec![2, 3, 10], vec![], vec![5]];
        assert_eq!(merge(lists.clone(), 0, 100), vec![1, 2, 3, 4, 5, 9, 10]);
        assert_eq!(merge(lists.clone(), 2, 3), vec![3, 4, 5]);
        assert_eq!(merge(lists, 6, 3), vec![10]);
    }
}
