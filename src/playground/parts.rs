//! The playground's commands on a partitioned store: `partition` and `unpartition`, and the
//! edge commands (follow, unfollow, the two lists, count) sent to the partitions their keys
//! route to, each report saying which partitions were touched and what each one did.

use std::path::PathBuf;
use std::sync::Arc;
use std::time::Instant;

use super::cancel::Work;
use super::cluster::{Cluster, LayoutError};
use super::generate::Counting;
use super::store::Playground;
use super::{place, schema};
use crate::core::play::report::{Note, Report};
use crate::core::play::{PartKey, SyncMode};

/// Settings of the partitioned store kept in `playground_meta`, so a `--db` file opens
/// with its partitions as it was left.
const META: [&str; 7] = [
    "parts_n",
    "parts_by",
    "reverse",
    "gsi",
    "sync",
    "buckets_k",
    "buckets_over",
];

impl Playground {
    pub(super) fn is_partitioned(&self) -> bool {
        self.cluster.is_some()
    }

    /// Every connection a stop must reach: the one store's and each partition's.
    pub(super) fn watch_interrupts(&self, extra: Option<&Cluster>) {
        let mut hs = vec![Arc::clone(&self.interrupt)];
        for c in self.cluster.iter().chain(extra) {
            hs.extend(c.interrupts());
        }
        self.cancel.set_handles(hs);
    }

    fn layout_dir(&self, n: u32, by: PartKey) -> Option<PathBuf> {
        let by = match by {
            PartKey::Follower => "follower",
            PartKey::Followee => "followee",
        };
        self.parts_dir
            .as_ref()
            .map(|d| d.join(format!("{n}-by-{by}")))
    }

    /// `partition N by KEY`: a new set of partitions, every edge moved into them.
    pub(super) fn partition(
        &mut self,
        n: u32,
        by: PartKey,
        progress: Counting<'_>,
    ) -> rusqlite::Result<Report> {
        let start = Instant::now();
        if let Some(c) = &self.cluster
            && c.n() == n
            && c.by == by
        {
            let edges = self.edge_total()?;
            return Ok(Report::note(Note::Partitioned {
                n,
                by,
                edges,
                millis: 0,
            }));
        }
        let had_index = self.has_reverse_index()?;
        let new = match Cluster::create(n, by, self.layout_dir(n, by).as_deref(), &self.cancel) {
            Ok(c) => c,
            Err(LayoutError::NotOurs(path) | LayoutError::Missing(path)) => {
                return Ok(left_alone(vec![path], true));
            }
            Err(LayoutError::Sql(e)) => return Err(e),
        };
        self.watch_interrupts(Some(&new));
        let total = self.edge_total()?;
        let mut work = Work::new(&self.cancel, progress, total);
        let moved = match &self.cluster {
            None => new.fill_from(&self.conn, &mut work),
            Some(old) => new.fill_from_cluster(old, &mut work),
        }
        .and_then(|edges| {
            if had_index {
                new.on_all(super::schema::CREATE_REVERSE)?;
            }
            Ok(edges)
        });
        let edges = match moved {
            Ok(e) => e,
            Err(e) => {
                // Files made a moment ago, and only those: nothing can be left.
                let _ = new.destroy();
                self.watch_interrupts(None);
                return Err(e);
            }
        };
        let tx = self.conn.unchecked_transaction()?;
        tx.execute_batch("DELETE FROM follows; DROP INDEX IF EXISTS follows_by_followee;")?;
        if had_index {
            schema::set_meta(&tx, "parts_index", 1)?;
        }
        schema::set_meta(&tx, "parts_n", i64::from(n))?;
        schema::set_meta(&tx, "parts_by", (by == PartKey::Followee) as i64)?;
        for k in &META[2..] {
            schema::set_meta(&tx, k, 0)?;
        }
        tx.execute_batch("DROP TABLE IF EXISTS bucketed_accounts")?;
        tx.commit()?;
        let left = self.cluster.replace(new).map(Cluster::destroy);
        self.watch_interrupts(None);
        let _ = self.conn.execute_batch("PRAGMA shrink_memory");
        let mut r = Report::note(Note::Partitioned {
            n,
            by,
            edges,
            millis: start.elapsed().as_millis() as u64,
        });
        r.notes.extend(left.into_iter().flatten().map(left_note));
        Ok(r)
    }

    /// `unpartition`: every edge back into the one store, the partitions deleted.
    pub(super) fn unpartition(&mut self, progress: Counting<'_>) -> rusqlite::Result<Report> {
        let start = Instant::now();
        let Some(c) = &self.cluster else {
            return Ok(Report::note(Note::Unpartitioned {
                edges: self.edge_total()?,
                millis: 0,
            }));
        };
        let total = c.rows(super::cluster::Table::Follows)?;
        let mut work = Work::new(&self.cancel, progress, total);
        let tx = self.conn.unchecked_transaction()?;
        let edges = c.drain_into(&tx, &mut work)?;
        if schema::meta(&tx, "parts_index")?.unwrap_or(0) == 1 {
            tx.execute_batch(schema::CREATE_REVERSE)?;
        }
        for k in META.iter().chain(&["parts_index"]) {
            tx.execute("DELETE FROM playground_meta WHERE key = ?1", [k])?;
        }
        tx.execute_batch("DROP TABLE IF EXISTS bucketed_accounts")?;
        tx.commit()?;
        let left = self.cluster.take().map(Cluster::destroy);
        self.watch_interrupts(None);
        let mut r = Report::note(Note::Unpartitioned {
            edges,
            millis: start.elapsed().as_millis() as u64,
        });
        r.notes.extend(left.into_iter().flatten().map(left_note));
        Ok(r)
    }

    /// Drops the partitions with everything in them (`reset`), and any partition an earlier
    /// run left in the partition folder; only the playground's own files go. Returns the
    /// files left.
    pub(super) fn drop_partitions(&mut self) -> Vec<PathBuf> {
        let mut left = self
            .cluster
            .take()
            .map(Cluster::destroy)
            .unwrap_or_default();
        self.watch_interrupts(None);
        if let Some(root) = &self.parts_dir {
            left.extend(sweep(root));
        }
        left.sort();
        left.dedup();
        left
    }

    /// The partitions a `--db` file was left with, opened again; a partition that is gone,
    /// or that is not the playground's, stops the file from opening (and is left alone).
    pub(super) fn restore_cluster(&mut self) -> Result<(), LayoutError> {
        let m = |k: &str| schema::meta(&self.conn, k).map(|v| v.unwrap_or(0));
        let n = m("parts_n")?;
        if n <= 0 {
            return Ok(());
        }
        let by = if m("parts_by")? == 1 {
            PartKey::Followee
        } else {
            PartKey::Follower
        };
        let Some(dir) = self.layout_dir(n as u32, by) else {
            return Ok(());
        };
        let mut c = Cluster::reopen(n as u32, by, &dir, &self.cancel)?;
        c.reverse = m("reverse")? == 1;
        c.gsi = match m("gsi")? {
            1 => Some(false),
            2 => Some(true),
            _ => None,
        };
        c.sync = match m("sync")? {
            1 => SyncMode::Outbox,
            2 => SyncMode::Cdc,
            _ => SyncMode::DualWrite,
        };
        let k = m("buckets_k")?;
        if k > 0 {
            let accounts = self
                .conn
                .prepare("SELECT account FROM bucketed_accounts")?
                .query_map([], |r| r.get(0))?
                .collect::<rusqlite::Result<_>>()?;
            c.buckets = Some(super::cluster::Buckets {
                k: k as u32,
                over: m("buckets_over")? as u64,
                accounts,
            });
        }
        self.cluster = Some(c);
        self.watch_interrupts(None);
        Ok(())
    }

    /// Edges in the store, wherever they are.
    pub(super) fn edge_total(&self) -> rusqlite::Result<u64> {
        match &self.cluster {
            Some(c) => c.rows(super::cluster::Table::Follows),
            None => self
                .conn
                .query_row("SELECT count(*) FROM follows", [], |r| r.get::<_, i64>(0))
                .map(|n| n as u64),
        }
    }

    pub(super) fn has_reverse_index(&self) -> rusqlite::Result<bool> {
        match &self.cluster {
            Some(_) => Ok(schema::meta(&self.conn, "parts_index")?.unwrap_or(0) == 1),
            None => schema::has_reverse(&self.conn),
        }
    }

    /// The partitions for the side panel: how many and by what, then the tables and
    /// indexes each one has (all have the same).
    pub(super) fn partition_schema(&self) -> Vec<String> {
        let Some(c) = &self.cluster else {
            return Vec::new();
        };
        // Names only (no words to translate): how many, and the key they are split by.
        let by = match c.by {
            PartKey::Follower => "follower_id",
            PartKey::Followee => "followee_id",
        };
        let n = c.n();
        let mut out = vec![format!("×{n} {by}")];
        let listed = c.nodes[0].call(|conn| {
            let mut stmt = conn.prepare(
                "SELECT type, name FROM sqlite_schema \
                 WHERE name NOT LIKE 'sqlite_%' ORDER BY tbl_name, type DESC, name",
            )?;
            let rows =
                stmt.query_map([], |r| Ok((r.get::<_, String>(0)?, r.get::<_, String>(1)?)))?;
            rows.collect::<rusqlite::Result<Vec<_>>>()
        });
        for (kind, name) in listed.unwrap_or_default() {
            match kind.as_str() {
                "table" => out.push(format!(" {name}")),
                "index" => out.push(format!("   {name}")),
                _ => {}
            }
        }
        out
    }
}

/// A report naming files left as they are; `refused`: the command did nothing for it.
fn left_alone(paths: Vec<PathBuf>, refused: bool) -> Report {
    let mut r = Report::default();
    r.notes.extend(paths.into_iter().map(left_note));
    if refused {
        r.notes.push(Note::Unchanged);
    }
    r
}

fn left_note(path: PathBuf) -> Note {
    Note::LeftAlone {
        path: path.display().to_string(),
    }
}

/// Every partition file earlier runs left under the partition folder `root` (in folders
/// named `N-by-KEY`, which are real folders), deleted if it is the playground's; then the
/// folders, once empty. Returns what was left for not being the playground's; a file that
/// is not named as a partition is left without a word, as latih never made it.
fn sweep(root: &std::path::Path) -> Vec<PathBuf> {
    let mut left = Vec::new();
    if !place::is_real_dir(root) {
        if std::fs::symlink_metadata(root).is_ok() {
            left.push(root.to_path_buf());
        }
        return left;
    }
    let layouts = std::fs::read_dir(root).into_iter().flatten().flatten();
    for layout in layouts.map(|e| e.path()).filter(|d| is_layout(d)) {
        if !place::is_real_dir(&layout) {
            left.push(layout);
            continue;
        }
        let files = std::fs::read_dir(&layout).into_iter().flatten().flatten();
        for f in files.map(|e| e.path()).filter(|f| is_partition_file(f)) {
            left.extend(place::remove_ours(&f).err());
        }
        place::remove_empty_dir(&layout);
    }
    place::remove_empty_dir(root);
    left
}

/// `8-by-follower`, `64-by-followee`: a folder `partition` makes.
fn is_layout(dir: &std::path::Path) -> bool {
    let name = dir.file_name().and_then(|n| n.to_str()).unwrap_or("");
    name.split_once("-by-")
        .is_some_and(|(n, by)| n.parse::<u32>().is_ok() && (by == "follower" || by == "followee"))
}

/// `partition-07.db`: a file `partition` makes (its journals go with it).
fn is_partition_file(f: &std::path::Path) -> bool {
    let name = f.file_name().and_then(|n| n.to_str()).unwrap_or("");
    name.strip_prefix("partition-")
        .and_then(|r| r.strip_suffix(".db"))
        .is_some_and(|n| n.parse::<u32>().is_ok())
}
