//! Spreading a big account: `buckets K for accounts over T followers` gives each such
//! account K sub-keys, one per bucket of its followers (`hash(follower) → bucket`), so its
//! rows in a table kept by followee sit on K partitions instead of one. Rows of the accounts
//! concerned are moved in one transaction per partition.

use super::load::{Loader, Row, Table};
use super::{Buckets, Cluster};
use crate::core::play::PartKey;
use crate::playground::Cancel;

impl Cluster {
    /// The tables kept by followee here: the follows table when split by followee, and the
    /// reverse table when there is one.
    pub fn followee_tables(&self) -> Vec<Table> {
        let mut t = Vec::new();
        if self.by == PartKey::Followee {
            t.push(Table::Follows);
        }
        if self.reverse {
            t.push(Table::Reverse);
        }
        t
    }

    /// Sets (or, with `None`, removes) the buckets, moving the rows of every account whose
    /// place changes. Returns the rows moved.
    pub fn set_buckets(&mut self, new: Option<Buckets>, cancel: &Cancel) -> rusqlite::Result<u64> {
        let mut affected: Vec<i64> = self
            .buckets
            .iter()
            .chain(new.iter())
            .flat_map(|b| b.accounts.iter().copied())
            .collect();
        affected.sort_unstable();
        affected.dedup();
        let old = std::mem::replace(&mut self.buckets, new);
        if affected.is_empty() {
            return Ok(0);
        }
        let list = format!(
            "[{}]",
            affected
                .iter()
                .map(i64::to_string)
                .collect::<Vec<_>>()
                .join(",")
        );
        let mut moved = 0;
        for table in self.followee_tables() {
            match self.move_rows(table, &list, cancel) {
                Ok(n) => moved += n,
                Err(e) => {
                    self.buckets = old;
                    return Err(e);
                }
            }
        }
        Ok(moved)
    }

    /// The rows of the listed followees in `table`, taken out and put back by the routing
    /// now in force.
    fn move_rows(&self, table: Table, list: &str, cancel: &Cancel) -> rusqlite::Result<u64> {
        let name = table.name();
        let select = format!(
            "SELECT follower_id, followee_id, created_at FROM {name} \
             WHERE followee_id IN (SELECT value FROM json_each(?1))"
        );
        let param = list.to_string();
        let (found, _) = self.scatter(&self.all(), move |c, _| {
            let mut stmt = c.prepare(&select)?;
            let rows = stmt.query_map([&param], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))?;
            rows.collect::<rusqlite::Result<Vec<Row>>>()
        })?;
        cancel.check()?;
        let mut loader = Loader::begin(&self.nodes, table, false)?;
        let delete =
            format!("DELETE FROM {name} WHERE followee_id IN (SELECT value FROM json_each(?1))");
        let loaded = loader.exec_all(delete, list.to_string()).and_then(|()| {
            found
                .into_iter()
                .flat_map(|(_, rows)| rows)
                .try_for_each(|r| {
                    let p = match table {
                        Table::Follows => self.route(r.0, r.1),
                        _ => self.route_by_followee(r.0, r.1),
                    };
                    loader.push(p, r)
                })
        });
        match loaded.and_then(|()| cancel.check()) {
            Ok(()) => loader.commit(),
            Err(e) => {
                loader.rollback();
                Err(e)
            }
        }
    }
}
