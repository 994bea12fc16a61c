//! The course walk's limits, with small ones: it stops with one sentence, at its place.

use super::*;

fn walk(dir: &Path, max_files: usize, max_entries: usize) -> Vec<(PathBuf, Found)> {
    let mut w = Walk {
        max_files,
        max_entries,
        ..Walk::default()
    };
    let mut out = Vec::new();
    w.folder(dir, dir, 0, &mut out).expect("walk");
    out
}

fn refusals(found: &[(PathBuf, Found)]) -> Vec<ProblemKind> {
    found
        .iter()
        .filter_map(|(_, f)| match f {
            Found::Refused(k) => Some(k.clone()),
            Found::Read(_) => None,
        })
        .collect()
}

#[test]
fn the_walk_stops_at_its_limits_with_a_sentence() {
    let dir = tempfile::tempdir().expect("tempdir");
    for i in 0..10 {
        std::fs::write(dir.path().join(format!("l{i}.yaml")), "x").expect("write");
        std::fs::write(dir.path().join(format!("n{i}.png")), "x").expect("write");
    }
    let all = walk(dir.path(), 100, 100);
    assert_eq!(all.len(), 10);
    assert!(refusals(&all).is_empty());
    let few = walk(dir.path(), 4, 100);
    assert_eq!(few.len(), 5, "four files and the sentence");
    assert_eq!(refusals(&few), [ProblemKind::TooManyFiles { limit: 4 }]);
    let busy = walk(dir.path(), 100, 6);
    assert_eq!(
        refusals(&busy),
        [ProblemKind::TooManyFiles { limit: 100 }],
        "a folder of other files stops the walk too"
    );
}
