//! Making and unmaking partitions: `n` new partition databases (files in the playground's
//! partition folder, or in memory), every edge moved into them by the hash of its key, and
//! back into the one store by `unpartition`; and `gen` writing straight into partitions.
//! Only the playground's own files are replaced or deleted (`place`).

use std::path::{Path, PathBuf};

use rusqlite::Connection;

use super::load::{Loader, Row, Table, pages};
use super::node::Node;
use super::state::Cluster;
use crate::core::play::{Gen, PartKey, SyncMode};
use crate::playground::generate::{self, Counting};
use crate::playground::{Cancel, Work, place, schema};

/// The file of partition `p` in `dir`.
pub fn file(dir: &Path, p: u32) -> PathBuf {
    dir.join(format!("partition-{p:02}.db"))
}

/// Why partitions could not be made or opened again.
#[derive(Debug)]
pub enum LayoutError {
    /// Something that is not the playground's stands where a partition or its folder goes
    /// (a link, a foreign file, a stray journal): left as it is.
    NotOurs(PathBuf),
    /// A partition file an earlier run kept is gone.
    Missing(PathBuf),
    Sql(rusqlite::Error),
}

impl From<rusqlite::Error> for LayoutError {
    fn from(e: rusqlite::Error) -> LayoutError {
        LayoutError::Sql(e)
    }
}

impl Cluster {
    /// `n` empty partitions split by `by`, in memory or in `dir` (below the playground's
    /// partition folder, both made if missing and never links). A playground partition left
    /// in `dir` is replaced; anything else there stops it before a file is touched.
    pub fn create(
        n: u32,
        by: PartKey,
        dir: Option<&Path>,
        cancel: &Cancel,
    ) -> Result<Cluster, LayoutError> {
        if let Some(d) = dir {
            let root = d.parent().unwrap_or(d);
            place::real_dirs(root, d).map_err(LayoutError::NotOurs)?;
            if let Some(stop) = (0..n).find_map(|p| place::blocker(&file(d, p))) {
                return Err(LayoutError::NotOurs(stop));
            }
        }
        let mut nodes = Vec::with_capacity(n as usize);
        for p in 0..n {
            let path = dir.map(|d| file(d, p));
            if let Some(f) = &path {
                place::make_room(f).map_err(LayoutError::NotOurs)?;
            }
            nodes.push(Node::open(path.as_deref(), true, cancel)?);
        }
        Ok(Cluster::plain(nodes, by))
    }

    /// The partitions kept in `dir` by an earlier run, as they are: every one a playground
    /// file, in real folders.
    pub fn reopen(
        n: u32,
        by: PartKey,
        dir: &Path,
        cancel: &Cancel,
    ) -> Result<Cluster, LayoutError> {
        for d in dir.parent().into_iter().chain([dir]) {
            if !place::is_real_dir(d) {
                return Err(match std::fs::symlink_metadata(d) {
                    Err(_) => LayoutError::Missing(d.to_path_buf()),
                    Ok(_) => LayoutError::NotOurs(d.to_path_buf()),
                });
            }
        }
        let mut nodes = Vec::with_capacity(n as usize);
        for p in 0..n {
            let f = file(dir, p);
            match place::found(&f) {
                place::Found::Ours => nodes.push(Node::open(Some(&f), false, cancel)?),
                place::Found::Nothing => return Err(LayoutError::Missing(f)),
                place::Found::Foreign => return Err(LayoutError::NotOurs(f)),
            }
        }
        Ok(Cluster::plain(nodes, by))
    }

    /// Partitions with nothing on them yet but the follows table.
    fn plain(nodes: Vec<Node>, by: PartKey) -> Cluster {
        let n = nodes.len();
        Cluster {
            reads: vec![0; n],
            writes: vec![0; n],
            nodes,
            by,
            buckets: None,
            reverse: false,
            sync: SyncMode::default(),
            fault: false,
            gsi: None,
            marks: Default::default(),
            last_batch: Vec::new(),
        }
    }

    /// Closes every partition and deletes its file, and its folders once empty. Returns
    /// the files left because they are not (or no longer) the playground's.
    pub fn destroy(self) -> Vec<PathBuf> {
        let files: Vec<PathBuf> = self.nodes.iter().filter_map(|n| n.path.clone()).collect();
        drop(self);
        let left = files
            .iter()
            .filter_map(|f| place::remove_ours(f).err())
            .collect();
        if let Some(dir) = files.first().and_then(|f| f.parent()) {
            place::remove_empty_dir(dir);
            dir.parent().into_iter().for_each(place::remove_empty_dir);
        }
        left
    }

    /// Loads every row of the one store's follows table into the partitions.
    pub fn fill_from(&self, conn: &Connection, work: &mut Work<'_>) -> rusqlite::Result<u64> {
        let mut loader = Loader::begin(&self.nodes, Table::Follows, true)?;
        let moved = (|| {
            let mut stmt =
                conn.prepare("SELECT follower_id, followee_id, created_at FROM follows")?;
            let mut rows = stmt.query([])?;
            while let Some(r) = rows.next()? {
                let row: Row = (r.get(0)?, r.get(1)?, r.get(2)?);
                loader.push(self.route(row.0, row.1), row)?;
                work.add(1)?;
            }
            Ok(())
        })();
        match moved {
            Ok(()) => loader.commit(),
            Err(e) => {
                loader.rollback();
                Err(e)
            }
        }
    }

    /// Loads every row of another cluster's partitions into these.
    pub fn fill_from_cluster(&self, old: &Cluster, work: &mut Work<'_>) -> rusqlite::Result<u64> {
        let mut loader = Loader::begin(&self.nodes, Table::Follows, true)?;
        let moved = old.nodes.iter().try_for_each(|n| {
            pages(n, Table::Follows, |rows| {
                work.add(rows.len() as u64)?;
                rows.into_iter()
                    .try_for_each(|r| loader.push(self.route(r.0, r.1), r))
            })
        });
        match moved {
            Ok(()) => loader.commit(),
            Err(e) => {
                loader.rollback();
                Err(e)
            }
        }
    }

    /// Moves every edge back into the one store (inside the caller's transaction).
    pub fn drain_into(&self, conn: &Connection, work: &mut Work<'_>) -> rusqlite::Result<u64> {
        let mut insert = conn.prepare(
            "INSERT INTO follows (follower_id, followee_id, created_at) VALUES (?1, ?2, ?3)",
        )?;
        let mut moved = 0u64;
        for n in &self.nodes {
            pages(n, Table::Follows, |rows| {
                work.add(rows.len() as u64)?;
                for (a, b, at) in rows {
                    insert.execute([a, b, at])?;
                    moved += 1;
                }
                Ok(())
            })?;
        }
        Ok(moved)
    }

    /// `gen` into the partitions: the same graph as into the one store, each edge sent to
    /// its partition as it is made. The counters go to the one store (`conn`).
    pub fn generate(
        &self,
        conn: &Connection,
        g: &Gen,
        progress: Counting<'_>,
        cancel: &Cancel,
    ) -> rusqlite::Result<u64> {
        let mut loader = Loader::begin(&self.nodes, Table::Follows, true)?;
        let walked = generate::walk(
            g,
            |u, picked| {
                picked
                    .iter()
                    .try_for_each(|&(v, at)| loader.push(self.route(u, v), (u, v, at)))
            },
            progress,
            cancel,
        );
        let counts = match walked {
            Ok(c) => c,
            Err(e) => {
                loader.rollback();
                return Err(e);
            }
        };
        let tx = conn.unchecked_transaction()?;
        tx.execute_batch("DELETE FROM follows; DELETE FROM follower_counts;")?;
        let edges = generate::write_counts(&tx, &counts)?;
        schema::set_meta(&tx, "users", g.users as i64)?;
        // Partitions first: if their commit fails the one store is rolled back with them.
        loader.commit()?;
        tx.commit()?;
        Ok(edges)
    }
}

impl Cluster {
    /// `gen` on a partitioned store: the change log's triggers are lifted while the graph
    /// is written (it is a load, not a stream of follows), buckets are dropped (they named
    /// accounts of the old graph), and the reverse table and global index are built again.
    pub fn generate_fresh(
        &mut self,
        conn: &Connection,
        g: &Gen,
        progress: Counting<'_>,
        cancel: &Cancel,
    ) -> rusqlite::Result<u64> {
        if self.reverse {
            self.on_all(super::sync::DROP_CDC)?;
        }
        self.buckets = None;
        conn.execute_batch(
            "DROP TABLE IF EXISTS bucketed_accounts; \
             DELETE FROM playground_meta WHERE key IN ('buckets_k', 'buckets_over');",
        )?;
        let made = self.generate(conn, g, progress, cancel);
        let mut quiet = |_: u64, _: u64| {};
        let mut work = Work::new(cancel, &mut quiet, 0);
        if self.reverse {
            self.on_all("DELETE FROM outbox; DELETE FROM changes;")?;
            self.marks.clear();
            self.last_batch.clear();
            self.refill(Table::Reverse, &mut work)?;
            self.set_sync(self.sync)?;
        }
        if let Some(covering) = self.gsi {
            let table = if covering { Table::Gsi } else { Table::GsiKeys };
            self.refill(table, &mut work)?;
        }
        made
    }
}
