//! Tests of the lesson cache: keys, damaged entries, trimming, and folders not latih's.
use super::*;

fn cache() -> (tempfile::TempDir, Cache) {
    let tmp = tempfile::tempdir().expect("tempdir");
    let cache = Cache::at(tmp.path().join("c"));
    (tmp, cache)
}

#[test]
fn a_value_comes_back_under_its_key_only() {
    let (_tmp, c) = cache();
    let k = Cache::key(Kind::File, "lessons/a.yaml", "a.yaml", b"id: a\n");
    assert_eq!(c.get::<Vec<String>>(k), None);
    c.put(k, &vec!["x".to_string()]);
    assert_eq!(c.get::<Vec<String>>(k), Some(vec!["x".to_string()]));
    let other = Cache::key(Kind::File, "lessons/a.yaml", "a.yaml", b"id: b\n");
    assert_ne!(k, other);
    assert_eq!(c.get::<Vec<String>>(other), None);
    let glossary = Cache::key(Kind::Glossary, "lessons/a.yaml", "a.yaml", b"id: a\n");
    assert_ne!(k, glossary);
}

#[test]
fn a_damaged_or_foreign_entry_is_ignored() {
    let (_tmp, c) = cache();
    let k = Cache::key(Kind::File, "p", "p", b"x");
    c.put(k, &vec![1u32, 2, 3]);
    let path = c.file(k);
    let good = std::fs::read(&path).expect("entry");
    // One payload byte changed, the end cut off, a header of another key, nothing.
    let mut flipped = good.clone();
    let last = flipped.len() - 1;
    flipped[last] ^= 1;
    let mut moved = good.clone();
    moved[8] ^= 1;
    for bad in [flipped, good[..good.len() - 1].to_vec(), moved, Vec::new()] {
        std::fs::write(&path, &bad).expect("write");
        assert_eq!(c.get::<Vec<u32>>(k), None);
    }
    c.put(k, &vec![4u32]);
    assert_eq!(c.get::<Vec<u32>>(k), Some(vec![4]));
}

fn set_written(path: &Path, secs_ago: u64) {
    let when = std::time::SystemTime::now() - std::time::Duration::from_secs(secs_ago);
    std::fs::File::options()
        .write(true)
        .open(path)
        .and_then(|f| f.set_modified(when))
        .expect("mtime");
}

#[test]
fn trimming_removes_the_oldest_entries_past_the_cap_on_disk() {
    let (_tmp, mut c) = cache();
    let keys: Vec<u128> = (0..4u8)
        .map(|i| Cache::key(Kind::File, "p", "p", &[i]))
        .collect();
    for (i, k) in keys.iter().enumerate() {
        c.put(*k, &vec![0u8; 1000]);
        set_written(&c.file(*k), 4000 - i as u64);
    }
    // What one entry takes on disk (a block at least), not its length.
    let disk = safefs::disk_bytes(&std::fs::metadata(c.file(keys[0])).expect("meta"));
    assert!(disk >= 1000);
    c.cap = disk * 3;
    c.trim();
    let left: Vec<bool> = keys.iter().map(|k| c.file(*k).exists()).collect();
    assert_eq!(left, [false, false, true, true]);
}

#[test]
fn a_half_written_entry_left_by_a_dead_process_goes_once_it_is_old() {
    let (_tmp, c) = cache();
    let k = Cache::key(Kind::File, "p", "p", b"x");
    c.put(k, &1u8);
    let old = c.dir.join(".latih-AbC123.tmp");
    let fresh = c.dir.join(".latih-dEf456.tmp");
    for f in [&old, &fresh] {
        std::fs::write(f, b"latih\x00c1 half").expect("write");
    }
    set_written(&old, 3600);
    c.trim();
    assert!(!old.exists(), "an old half-written entry stays");
    assert!(fresh.exists(), "one being written now must stay");
    assert_eq!(c.get::<u8>(k), Some(1));
}

#[test]
fn nothing_but_its_own_entries_is_ever_deleted() {
    let tmp = tempfile::tempdir().expect("tempdir");
    let home = tmp.path();
    // The learner's files beside latih's folder, and things planted inside it.
    for name in [".bashrc", "notes.txt", "photo.jpg"] {
        std::fs::write(home.join(name), b"mine").expect("write");
        set_written(&home.join(name), 86_400);
    }
    let mut c = Cache::at(home.to_path_buf());
    c.cap = 0;
    let k = Cache::key(Kind::File, "p", "p", b"x");
    c.put(k, &vec![0u8; 100]);
    assert!(c.dir.starts_with(home) && c.dir != home);
    let planted = c.dir.join("0123456789abcdef0123456789abcdef");
    std::fs::write(&planted, b"not an entry").expect("write");
    std::fs::write(
        c.dir.join(".latih-x.tmp"),
        b"not ours, longer than a header",
    )
    .expect("write");
    set_written(&c.dir.join(".latih-x.tmp"), 86_400);
    c.trim();
    for name in [".bashrc", "notes.txt", "photo.jpg"] {
        assert!(home.join(name).exists(), "{name} was deleted");
    }
    assert!(planted.exists(), "a file without latih's header stays");
    assert!(c.dir.join(".latih-x.tmp").exists());
    assert!(!c.file(k).exists(), "over the cap, its own entry goes");
}

#[cfg(unix)]
#[test]
#[allow(unsafe_code)] // the SAFETY comments below say why each call is sound
fn a_folder_that_is_not_latihs_or_others_can_write_is_not_used() {
    use std::os::unix::fs::PermissionsExt;
    let tmp = tempfile::tempdir().expect("tempdir");
    // Someone's folder of that name, unmarked.
    let theirs = tmp.path().join("a");
    std::fs::create_dir_all(theirs.join(cache_folder::SUBFOLDER)).expect("mkdir");
    let c = Cache::at(theirs.clone());
    let k = Cache::key(Kind::File, "p", "p", b"x");
    c.put(k, &1u8);
    assert!(!c.file(k).exists(), "an unmarked folder is not written");
    // latih's folder, later opened to everyone: a planted entry is not believed.
    let shared = Cache::at(tmp.path().join("b"));
    shared.put(k, &1u8);
    assert_eq!(shared.get::<u8>(k), Some(1));
    let mode = std::fs::Permissions::from_mode(0o777);
    std::fs::set_permissions(shared.dir(), mode).expect("chmod");
    let again = Cache::at(tmp.path().join("b"));
    assert_eq!(again.get::<u8>(k), None);
    // An entry that is a link (to an endless device) or a pipe is not read.
    let own = Cache::at(tmp.path().join("c"));
    own.put(k, &1u8);
    std::fs::remove_file(own.file(k)).expect("rm");
    std::os::unix::fs::symlink("/dev/zero", own.file(k)).expect("link");
    assert_eq!(own.get::<u8>(k), None);
    std::fs::remove_file(own.file(k)).expect("rm");
    let c = std::ffi::CString::new(own.file(k).to_string_lossy().as_bytes()).expect("path");
    // SAFETY: a valid NUL-terminated path.
    assert_eq!(unsafe { libc::mkfifo(c.as_ptr(), 0o600) }, 0);
    assert_eq!(own.get::<u8>(k), None, "a pipe is refused, not waited on");
}
