//! A course file known by where it is and when it last changed, so that a warm load finds
//! its cache entry without reading and hashing the file: at 5,000 lessons that was 400 MB
//! read and hashed only to learn that nothing had changed.
//!
//! The stamp is the file's device, inode, size, modification and change times (with their
//! nanoseconds) and where it is. Its cache entry holds the key of the bytes the file had
//! (cache.rs keys entries by bytes), so a stamp never stands for a result by itself: the
//! result is still the one stored for those bytes. A stamp is recorded only for a file whose
//! change time is `SETTLED` old: the kernel sets the change time on every write and nothing
//! can set it back, so a file written after its stamp was taken has a later change time,
//! however coarse the clock. Taken right after a write, a stamp could not tell a second
//! write in the same clock tick: a file changed in the last seconds is always read. This is
//! git's "racy" rule, made strict.

use std::path::Path;
use std::time::Duration;

/// How old a file's last change must be before its stamp is recorded.
const SETTLED: Duration = Duration::from_secs(3);

/// What identifies one state of a file on disk.
pub(super) struct Stamp {
    bytes: Vec<u8>,
    /// Whether the file last changed long enough ago for the stamp to be recorded.
    pub(super) settled: bool,
}

impl Stamp {
    /// The stamp of the plain file at `real` (not followed if it is a link); `None` where
    /// there is none to take (another kind of file, or a platform without change times).
    pub(super) fn of(real: &Path) -> Option<Stamp> {
        Stamp::at(real, std::time::SystemTime::now())
    }

    /// The stamp as taken at `now`.
    fn at(real: &Path, now: std::time::SystemTime) -> Option<Stamp> {
        #[cfg(unix)]
        {
            use std::os::unix::fs::MetadataExt;
            let meta = std::fs::symlink_metadata(real).ok()?;
            if !meta.is_file() {
                return None;
            }
            let mut bytes = Vec::with_capacity(64 + real.as_os_str().len());
            for n in [meta.dev(), meta.ino(), meta.size()] {
                bytes.extend_from_slice(&n.to_le_bytes());
            }
            for n in [
                meta.mtime(),
                meta.mtime_nsec(),
                meta.ctime(),
                meta.ctime_nsec(),
            ] {
                bytes.extend_from_slice(&n.to_le_bytes());
            }
            bytes.extend_from_slice(real.as_os_str().as_encoded_bytes());
            let changed = std::time::UNIX_EPOCH
                + Duration::from_secs(u64::try_from(meta.ctime()).ok()?)
                + Duration::from_nanos(u64::try_from(meta.ctime_nsec()).ok()?);
            // A change time in the future (a clock set back) is never settled.
            let settled = (now.duration_since(changed)).is_ok_and(|age| age >= SETTLED);
            Some(Stamp { bytes, settled })
        }
        #[cfg(not(unix))]
        {
            let _ = (real, now);
            None
        }
    }

    /// What the stamp is hashed from, with the file's course path and name (cache.rs).
    pub(super) fn bytes(&self) -> &[u8] {
        &self.bytes
    }
}

#[cfg(test)]
#[cfg(unix)]
mod tests {
    use super::*;
    use std::os::unix::fs::MetadataExt;
    use std::time::{SystemTime, UNIX_EPOCH};

    fn changed(path: &Path) -> SystemTime {
        let meta = std::fs::metadata(path).expect("meta");
        UNIX_EPOCH + Duration::new(meta.ctime() as u64, meta.ctime_nsec() as u32)
    }

    #[test]
    fn a_stamp_is_settled_only_seconds_after_the_last_change() {
        let tmp = tempfile::tempdir().expect("tempdir");
        let path = tmp.path().join("a.yaml");
        std::fs::write(&path, "id: a\n").expect("write");
        let at = changed(&path);
        let settled = |after: Duration| Stamp::at(&path, at + after).expect("stamp").settled;
        assert!(!settled(Duration::ZERO));
        assert!(!settled(Duration::from_millis(2900)));
        assert!(settled(SETTLED));
        // A clock behind the file's change time: never settled.
        let early = Stamp::at(&path, at - Duration::from_secs(60)).expect("stamp");
        assert!(!early.settled);
    }

    #[test]
    fn a_rewrite_of_the_same_size_with_its_old_modification_time_is_another_stamp() {
        let tmp = tempfile::tempdir().expect("tempdir");
        let path = tmp.path().join("a.yaml");
        std::fs::write(&path, "id: a\n").expect("write");
        let modified = std::fs::metadata(&path)
            .and_then(|m| m.modified())
            .expect("mtime");
        let before = Stamp::of(&path).expect("stamp");
        // Past the file system's clock tick, however coarse.
        std::thread::sleep(Duration::from_millis(50));
        std::fs::write(&path, "id: b\n").expect("rewrite");
        let file = std::fs::File::options()
            .write(true)
            .open(&path)
            .expect("open");
        file.set_modified(modified).expect("mtime back");
        let after = Stamp::of(&path).expect("stamp");
        assert_ne!(before.bytes(), after.bytes());
        // Nothing but a plain file has a stamp.
        assert!(Stamp::of(tmp.path()).is_none());
        std::os::unix::fs::symlink(&path, tmp.path().join("link")).expect("link");
        assert!(Stamp::of(&tmp.path().join("link")).is_none());
    }
}
