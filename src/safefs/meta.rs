//! What a path is and who may write it, read from its metadata: the words for a path that
//! was not used, whether others can write it, and the bytes it takes on disk.

/// Why a path was not used, said the same way by every caller.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    /// A symbolic link, where latih wants the thing itself.
    Link,
    /// A folder, pipe, socket or device where a plain file was expected (or a file where a
    /// folder was).
    NotPlain,
}

impl Kind {
    /// The few words that say it, for an `io::Error`'s text.
    pub fn words(self) -> &'static str {
        match self {
            Kind::Link => "a link (latih does not follow links here)",
            Kind::NotPlain => "not a plain file",
        }
    }
}

/// Who may write a folder or file, read from its metadata.
#[cfg(unix)]
#[allow(unsafe_code)] // the SAFETY comments below say why each call is sound
pub fn writable_by_others(meta: &std::fs::Metadata) -> bool {
    use std::os::unix::fs::MetadataExt;
    // SAFETY: getuid has no preconditions and cannot fail.
    let me = unsafe { libc::getuid() };
    meta.uid() != me || meta.mode() & 0o022 != 0
}

#[cfg(not(unix))]
pub fn writable_by_others(_meta: &std::fs::Metadata) -> bool {
    false
}

/// Bytes a file takes on disk (its blocks), which is what a size cap on a folder must count:
/// a thousand 1-byte files take a thousand blocks.
#[cfg(unix)]
pub fn disk_bytes(meta: &std::fs::Metadata) -> u64 {
    use std::os::unix::fs::MetadataExt;
    meta.blocks().saturating_mul(512)
}

#[cfg(not(unix))]
pub fn disk_bytes(meta: &std::fs::Metadata) -> u64 {
    meta.len()
}
