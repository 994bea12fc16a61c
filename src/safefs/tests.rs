//! The rules of safefs on real files: links, pipes, devices, sizes, names taken.

use std::fs;
use std::io::Write;
use std::path::Path;

use super::*;

fn listing(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = fs::read_dir(dir)
        .expect("ls")
        .flatten()
        .map(|e| e.file_name().to_string_lossy().to_string())
        .collect();
    names.sort();
    names
}

#[test]
fn a_bounded_read_takes_plain_files_up_to_the_limit() {
    let dir = tempfile::tempdir().expect("tempdir");
    let f = dir.path().join("a");
    fs::write(&f, b"12345").expect("write");
    assert_eq!(read_bounded(&f, 5).expect("read"), b"12345");
    assert!(matches!(
        read_bounded(&f, 4),
        Err(ReadError::TooLarge { size: 5, limit: 4 })
    ));
    assert!(matches!(
        read_bounded(&dir.path().join("none"), 4),
        Err(ReadError::NotFound)
    ));
    assert!(matches!(
        read_bounded(dir.path(), 4),
        Err(ReadError::Refused(Kind::NotPlain))
    ));
}

#[cfg(unix)]
#[test]
#[allow(unsafe_code)] // the SAFETY comments below say why each call is sound
fn links_pipes_and_endless_devices_are_refused_without_blocking() {
    let dir = tempfile::tempdir().expect("tempdir");
    let target = dir.path().join("real");
    fs::write(&target, b"x").expect("write");
    let link = dir.path().join("link");
    std::os::unix::fs::symlink(&target, &link).expect("symlink");
    assert!(matches!(
        read_bounded(&link, 10),
        Err(ReadError::Refused(Kind::Link))
    ));
    let zero = dir.path().join("zero");
    std::os::unix::fs::symlink("/dev/zero", &zero).expect("symlink");
    assert!(matches!(
        read_bounded(&zero, 10),
        Err(ReadError::Refused(Kind::Link))
    ));
    assert!(matches!(
        read_bounded(Path::new("/dev/zero"), 10),
        Err(ReadError::Refused(Kind::NotPlain))
    ));
    let fifo = dir.path().join("fifo");
    let c = std::ffi::CString::new(fifo.to_string_lossy().as_bytes()).expect("cstring");
    // SAFETY: a valid NUL-terminated path.
    assert_eq!(unsafe { libc::mkfifo(c.as_ptr(), 0o600) }, 0);
    assert!(matches!(
        read_bounded(&fifo, 10),
        Err(ReadError::Refused(Kind::NotPlain))
    ));
}

#[test]
fn a_new_file_appears_whole_or_not_at_all() {
    let dir = tempfile::tempdir().expect("tempdir");
    let target = dir.path().join("out");
    fs::write(&target, "old").expect("write");
    let mut f = NewFile::beside(&target, Replace::Plain, true).expect("new");
    f.write_all(b"half").expect("write");
    drop(f);
    assert_eq!(fs::read_to_string(&target).expect("read"), "old");
    assert_eq!(listing(dir.path()), ["out"], "no temporary file is left");
    write_whole(&target, b"new", Replace::Plain, true).expect("write");
    assert_eq!(fs::read_to_string(&target).expect("read"), "new");
    assert!(matches!(
        write_whole(&target, b"other", Replace::Never, false),
        Err(WriteError::Exists)
    ));
    assert_eq!(fs::read_to_string(&target).expect("read"), "new");
    assert_eq!(listing(dir.path()), ["out"]);
}

#[cfg(unix)]
#[test]
fn nothing_is_written_through_a_link_or_into_a_linked_folder() {
    let dir = tempfile::tempdir().expect("tempdir");
    let victim = dir.path().join("victim");
    fs::write(&victim, "mine").expect("write");
    let link = dir.path().join("out");
    std::os::unix::fs::symlink(&victim, &link).expect("symlink");
    for replace in [Replace::Plain, Replace::Never] {
        assert!(matches!(
            write_whole(&link, b"x", replace, false),
            Err(WriteError::Refused(Kind::Link))
        ));
    }
    assert_eq!(fs::read_to_string(&victim).expect("read"), "mine");
    let linked_dir = dir.path().join("d");
    std::os::unix::fs::symlink(dir.path(), &linked_dir).expect("symlink");
    assert!(matches!(
        ensure_dir(&linked_dir),
        Err(WriteError::Refused(Kind::Link))
    ));
    ensure_dir(&dir.path().join("new/inner")).expect("made");
    assert!(dir.path().join("new/inner").is_dir());
}

#[cfg(unix)]
#[test]
fn only_files_proven_ours_are_removed() {
    let dir = tempfile::tempdir().expect("tempdir");
    let ours = dir.path().join("ours");
    let theirs = dir.path().join("theirs");
    fs::write(&ours, b"LATIH...").expect("write");
    fs::write(&theirs, b"photo").expect("write");
    let link = dir.path().join("link");
    std::os::unix::fs::symlink(&ours, &link).expect("symlink");
    let is_ours = |f: &mut fs::File, _: &fs::Metadata| {
        let mut head = [0u8; 5];
        std::io::Read::read_exact(f, &mut head).is_ok() && &head == b"LATIH"
    };
    assert!(!remove_owned(&link, is_ours).expect("io"), "a link stays");
    assert!(!remove_owned(&theirs, is_ours).expect("io"));
    assert!(remove_owned(&ours, is_ours).expect("io"));
    assert_eq!(listing(dir.path()), ["link", "theirs"]);
    let sub = dir.path().join("sub");
    fs::create_dir(&sub).expect("mkdir");
    fs::write(sub.join("a"), b"LATIH").expect("write");
    fs::write(sub.join("b"), b"LATIH").expect("write");
    assert_eq!(remove_owned_dir(&sub, is_ours).expect("io"), 0);
    assert!(!sub.exists(), "an emptied folder of ours goes");
    fs::create_dir(&sub).expect("mkdir");
    fs::write(sub.join("a"), b"LATIH").expect("write");
    fs::write(sub.join("notes.txt"), b"mine").expect("write");
    assert_eq!(remove_owned_dir(&sub, is_ours).expect("io"), 1);
    assert_eq!(listing(&sub), ["notes.txt"]);
}
