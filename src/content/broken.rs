//! What the course-wide checks share: the files that could not be read (a reference found
//! nowhere else may be in them), and a problem reported at a site of a file.

use super::check::Site;
use super::pipeline::FileProblems;
use crate::core::problem::{Problem, ProblemKind};

/// Files that could not be read or parsed at all (as problems name them): what they define
/// is unknown, so a reference found nowhere else may be there, and says so.
#[derive(Debug, Default)]
pub(super) struct Broken {
    pub(super) lessons: Vec<String>,
    /// The file names, without `.yaml`, of lessons that could not be parsed: by
    /// convention a lesson's id.
    pub(super) lesson_stems: Vec<String>,
    pub(super) banks: Vec<String>,
    pub(super) manifest: Vec<String>,
    pub(super) glossary: Vec<String>,
}

/// `kind`, or, when some of `files` could not be read, `kind` as what may follow from them.
pub(super) fn follow(kind: ProblemKind, files: &[String]) -> ProblemKind {
    if files.is_empty() {
        kind
    } else {
        ProblemKind::FollowOn {
            of: Box::new(kind),
            files: files.join(", "),
        }
    }
}

/// A problem at `site` of the file `display`. Its snippet is filled in by the loader once
/// the course-wide checks are done, from the file's bytes: a candidate keeping a copy of its
/// whole file for the few problems found here held the course's text twice while it loaded.
pub(super) fn report(out: &mut Vec<Problem>, display: &str, kind: ProblemKind, site: &Site) {
    let mut fp = FileProblems {
        display,
        src: "",
        out,
    };
    fp.site(kind, site);
}
