//! The course glossary, lessons/glossary.yaml: checked against the format and converted, its
//! related terms checked; then the marks `[[id]]` of every lesson and bank checked against it.

use super::check::Site;
use super::loaded::{FileReport, GLOSSARY};
use super::pipeline::{self, FileProblems};
use super::{SourceFile, convert, schema, yaml};
use crate::core::glossary::Glossary;
use crate::core::ident;
use crate::core::lang::Lang;
use crate::core::problem::{Problem, ProblemKind};

/// What the glossary file gave: its terms (from the parts that could be read, even when
/// other parts have problems) and, when it could not be parsed at all, its name.
#[derive(Debug, Default, serde::Serialize, serde::Deserialize)]
pub(super) struct Read {
    pub(super) glossary: Glossary,
    pub(super) unreadable: Option<String>,
    /// The figure marks of the definitions, checked once the calculators are known.
    pub(super) figures: Figures,
}

/// Where a file's figure marks are written, and the file's name as problems give it.
#[derive(Debug, Default, serde::Serialize, serde::Deserialize)]
pub(super) struct Figures {
    pub(super) display: String,
    pub(super) sites: Vec<Site>,
}

/// Reads the glossary, when the course has one.
pub(super) fn read(
    files: &[SourceFile],
    problems: &mut Vec<Problem>,
    reports: &mut Vec<FileReport>,
) -> Read {
    let Some(file) = files.iter().find(|f| f.path == GLOSSARY) else {
        return Read::default();
    };
    let mut report = FileReport::unread(file);
    let Some((root, checker)) = pipeline::check_file(file, &schema::GLOSSARY, problems) else {
        reports.push(report);
        return Read {
            glossary: Glossary::default(),
            unreadable: Some(file.display.clone()),
            figures: Figures::default(),
        };
    };
    let glossary = convert::glossary(&root);
    let src = pipeline::decode(file, &mut Vec::new()).unwrap_or("");
    let before = problems.len();
    let mut fp = FileProblems {
        display: &file.display,
        src,
        out: problems,
    };
    for r in related(&root) {
        if glossary.index(&r.target).is_none() {
            fp.site(unknown(&glossary, &r.target), &r);
        }
    }
    marks_known(&glossary, &checker.terms, &mut fp, &[]);
    report.loaded = !checker.has_errors() && problems.len() == before;
    reports.push(report);
    Read {
        glossary,
        unreadable: None,
        figures: Figures {
            display: file.display.clone(),
            sites: checker.figures,
        },
    }
}

/// Where each related id is written.
fn related(root: &yaml::Node) -> Vec<Site> {
    let terms = root.get("terms").map(yaml::Node::items).unwrap_or_default();
    let mut out = Vec::new();
    for (i, t) in terms.iter().enumerate() {
        let items = t.get("related").map(yaml::Node::items).unwrap_or_default();
        for (j, r) in items.iter().enumerate() {
            if let Some(id) = r.as_text() {
                out.push(Site {
                    target: id.trim().to_string().into(),
                    line: r.line,
                    column: r.column,
                    path: format!("terms[{i}].related[{j}]").into(),
                });
            }
        }
    }
    out
}

fn unknown(glossary: &Glossary, id: &str) -> ProblemKind {
    let near = ident::nearest(id, glossary.terms.iter().map(|t| t.id.as_str()));
    ProblemKind::UnknownTerm {
        id: id.to_string(),
        near: near.map(str::to_string),
    }
}

/// Each mark names a term of the glossary that has a name and a definition in the language
/// of the text that marks it (both, for a text written once for both). `broken`: files that
/// could not be read, which the glossary may be.
pub(super) fn marks_known(
    glossary: &Glossary,
    marks: &[(Site, Option<Lang>)],
    fp: &mut FileProblems<'_>,
    broken: &[String],
) {
    for (site, lang) in marks {
        let Some(term) = glossary.term(&site.target) else {
            let kind = unknown(glossary, &site.target);
            let kind = if broken.is_empty() {
                kind
            } else {
                ProblemKind::FollowOn {
                    of: Box::new(kind),
                    files: broken.join(", "),
                }
            };
            fp.site(kind, site);
            continue;
        };
        let langs = match lang {
            Some(l) => vec![*l],
            None => Lang::ALL.to_vec(),
        };
        let missing = langs.into_iter().find_map(|l| {
            if term.name.exact(l).is_none() {
                Some((l, "name"))
            } else if term.definition.exact(l).is_none() {
                Some((l, "definition"))
            } else {
                None
            }
        });
        if let Some((l, what)) = missing {
            let kind = ProblemKind::TermMissingLanguage {
                id: term.id.clone(),
                lang: l.code().to_string(),
                what: what.to_string(),
            };
            fp.site(kind, site);
        }
    }
}
