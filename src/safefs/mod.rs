//! The one way latih touches a file it does not fully own: reading a path anyone may have
//! planted something at (no links, plain files only, never more than an expected size),
//! creating a file (an unpredictable temporary name made with O_EXCL, renamed into place,
//! never through a link), and deleting (only what proves to be latih's own). Every writer and
//! reader of files that are not course files goes through here (docs/security.md lists them).

mod meta;
mod owned;
mod read;
mod write;

pub use meta::{Kind, disk_bytes, writable_by_others};
pub use owned::{remove_owned, remove_owned_dir};
pub use read::{ReadError, open_plain, read_bounded, read_open};
pub use write::{NewFile, Replace, WriteError, ensure_dir, write_whole};

#[cfg(test)]
mod tests;
