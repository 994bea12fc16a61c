//! The lessons that mention a term without marking it: found with the course search by the
//! term's names, so an entry's "used in" is not limited to what authors remembered to mark
//! (M13.04 teaches the celebrity hotspot in words, and marks none).

use crate::app::Cx;
use crate::core::glossary::Term;
use crate::core::lang::Lang;
use crate::core::lesson::Part;

/// Names shorter than this find too many words they are only part of.
const SHORTEST: usize = 3;

/// Each lesson (in course order) whose text in the reader's language holds one of the
/// term's names, and where first, leaving out those that mark it.
pub fn mentions(cx: &mut Cx, term: &Term) -> Vec<(String, Part)> {
    let mut names: Vec<String> = Lang::ALL
        .iter()
        .filter_map(|l| term.name.exact(*l))
        .chain(
            term.also
                .iter()
                .flat_map(|a| Lang::ALL.map(|l| a.exact(l)))
                .flatten(),
        )
        .map(|n| n.trim().to_string())
        .filter(|n| n.chars().count() >= SHORTEST)
        .collect();
    names.sort();
    names.dedup();
    let mut found: Vec<(usize, Part)> = Vec::new();
    for name in names {
        let phrase = name.to_lowercase();
        for hit in cx.search(&name) {
            // The name as one phrase, not its words found apart in the part.
            let together = hit.excerpt.to_lowercase().contains(&phrase);
            if together && !found.iter().any(|(l, _)| *l == hit.lesson) {
                found.push((hit.lesson, hit.part));
            }
        }
    }
    found.sort_by_key(|(l, _)| *l);
    found
        .into_iter()
        .filter_map(|(l, part)| cx.course.lessons.get(l).map(|l| (l.id.clone(), part)))
        .filter(|(id, _)| !term.used_in.iter().any(|u| &u.lesson == id))
        .collect()
}
