//! Spreading a big account: `buckets K for accounts over T followers` gives each such
//! account K sub-keys, one per bucket of its followers (`hash(follower) → bucket`), so its
//! rows in a table kept by followee sit on K partitions instead of one. Rows of the accounts
//! concerned are moved in one transaction per partition.

use super::load::{Loader, Row, Table};
use super::{Buckets, Cluster};
use crate::core::play::PartKey;
use crate::playground::{Cancel, guard};

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
        // The accounts go to SQLite as JSON lists, each within the longest value a
        // connection may hold.
        let lists = json_lists(&affected, guard::MAX_VALUE_BYTES as usize);
        let mut moved = 0;
        for table in self.followee_tables() {
            match self.move_rows(table, &lists, cancel) {
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
    /// now in force, in one transaction per partition.
    fn move_rows(&self, table: Table, lists: &[String], cancel: &Cancel) -> rusqlite::Result<u64> {
        let name = table.name();
        let select = format!(
            "SELECT follower_id, followee_id, created_at FROM {name} \
             WHERE followee_id IN (SELECT value FROM json_each(?1))"
        );
        let mut found = Vec::new();
        for list in lists {
            let (select, param) = (select.clone(), list.clone());
            let (rows, _) = self.scatter(&self.all(), move |c, _| {
                let mut stmt = c.prepare(&select)?;
                let rows = stmt.query_map([&param], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))?;
                rows.collect::<rusqlite::Result<Vec<Row>>>()
            })?;
            found.extend(rows.into_iter().flat_map(|(_, rows)| rows));
            cancel.check()?;
        }
        let mut loader = Loader::begin(&self.nodes, table, false)?;
        let delete =
            format!("DELETE FROM {name} WHERE followee_id IN (SELECT value FROM json_each(?1))");
        let loaded = lists
            .iter()
            .try_for_each(|list| loader.exec_all(delete.clone(), list.clone()))
            .and_then(|()| {
                found.into_iter().try_for_each(|r| {
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

/// `ids` as JSON arrays (`[1,2,3]`) of at most `max` bytes each, in order.
fn json_lists(ids: &[i64], max: usize) -> Vec<String> {
    let mut lists = Vec::new();
    let mut list = String::from("[");
    for id in ids {
        let item = id.to_string();
        // Room for the item, a comma and the closing bracket.
        if list.len() > 1 && list.len() + item.len() + 2 > max {
            list.push(']');
            lists.push(std::mem::replace(&mut list, String::from("[")));
        }
        if list.len() > 1 {
            list.push(',');
        }
        list.push_str(&item);
    }
    list.push(']');
    lists.push(list);
    lists
}

#[cfg(test)]
mod tests {
    use super::json_lists;

    #[test]
    fn accounts_go_in_json_lists_no_longer_than_a_value_may_be() {
        assert_eq!(json_lists(&[1, 22, 333], 100), vec!["[1,22,333]"]);
        assert_eq!(json_lists(&[1, 22, 333], 8), vec!["[1,22]", "[333]"]);
        let ids: Vec<i64> = (1..=5_000).collect();
        let lists = json_lists(&ids, 1_000);
        assert!(lists.iter().all(|l| l.len() <= 1_000));
        let back: Vec<i64> = lists
            .iter()
            .flat_map(|l| serde_json::from_str::<Vec<i64>>(l).unwrap())
            .collect();
        assert_eq!(back, ids);
    }
}
