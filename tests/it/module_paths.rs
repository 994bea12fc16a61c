//! Which module every path in the code names, resolved as the compiler would (`crate::`,
//! `super::` chains, `self::`, brace groups and names a `use` brought in), so the layering
//! rules hold by module path and not by the spelling of an import: no screen reaches into
//! another screen, and neither the shared renderers, `cli/`, `lint.rs` nor the terminal
//! layer reaches into any screen.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

fn src() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("src")
}

/// Every .rs file under src/ with its module path (`app/screen/feed/view.rs` is
/// `app::screen::feed::view`, a `mod.rs` is its folder's module).
fn modules() -> Vec<(String, Vec<String>, String)> {
    let mut out = Vec::new();
    let mut stack = vec![src()];
    while let Some(d) = stack.pop() {
        for e in std::fs::read_dir(&d).expect("read_dir").flatten() {
            let p = e.path();
            if p.is_dir() {
                stack.push(p);
            } else if p.extension().is_some_and(|x| x == "rs") {
                let rel = p.strip_prefix(src()).expect("under src");
                let mut segs: Vec<String> = rel
                    .with_extension("")
                    .iter()
                    .map(|s| s.to_string_lossy().to_string())
                    .collect();
                if matches!(
                    segs.last().map(String::as_str),
                    Some("mod" | "lib" | "main")
                ) {
                    segs.pop();
                }
                let text = std::fs::read_to_string(&p).expect("read");
                out.push((rel.display().to_string(), segs, text));
            }
        }
    }
    out.sort();
    out
}

/// The text without comments and string literals, so a path named in prose is not taken
/// for a path in code.
fn code_only(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '/' if chars.peek() == Some(&'/') => {
                for n in chars.by_ref() {
                    if n == '\n' {
                        out.push('\n');
                        break;
                    }
                }
            }
            '"' => {
                let mut escaped = false;
                for n in chars.by_ref() {
                    if n == '"' && !escaped {
                        break;
                    }
                    escaped = n == '\\' && !escaped;
                }
                out.push_str("\"\"");
            }
            _ => out.push(c),
        }
    }
    out
}

/// A `use` tree's paths, brace groups expanded (`a::{b, c::{d}}` is `a::b`, `a::c::d`), each
/// with the name it is known by (`x as y` is known as `y`).
fn expand(tree: &str) -> Vec<(String, String)> {
    let tree = tree.replace(" as ", "@");
    let tree: String = tree.chars().filter(|c| !c.is_whitespace()).collect();
    expand_tight(&tree)
}

fn expand_tight(tree: &str) -> Vec<(String, String)> {
    let Some(open) = tree.find('{') else {
        let (path, alias) = tree.split_once('@').unwrap_or((tree, ""));
        let name = match alias {
            "" => path.rsplit("::").next().unwrap_or(path),
            a => a,
        };
        return vec![(path.to_string(), name.to_string())];
    };
    let prefix = &tree[..open];
    let inner = &tree[open + 1..tree.rfind('}').unwrap_or(tree.len())];
    let mut parts = Vec::new();
    let (mut depth, mut start) = (0, 0);
    for (i, c) in inner.char_indices() {
        match c {
            '{' => depth += 1,
            '}' => depth -= 1,
            ',' if depth == 0 => {
                parts.push(&inner[start..i]);
                start = i + 1;
            }
            _ => {}
        }
    }
    parts.push(&inner[start..]);
    let whole = prefix.trim_end_matches("::");
    parts
        .into_iter()
        .filter(|p| !p.is_empty())
        .flat_map(expand_tight)
        .map(|(p, name)| match p.as_str() {
            "self" => {
                let own = whole.rsplit("::").next().unwrap_or(whole);
                let name = if name == "self" {
                    own.to_string()
                } else {
                    name
                };
                (whole.to_string(), name)
            }
            _ => (format!("{prefix}{p}"), name),
        })
        .collect()
}

/// A path as module segments from the crate root; `None` for paths into other crates.
fn resolve(
    path: &str,
    here: &[String],
    aliases: &BTreeMap<String, Vec<String>>,
) -> Option<Vec<String>> {
    let segs: Vec<&str> = path.split("::").filter(|s| !s.is_empty()).collect();
    let first = *segs.first()?;
    let (mut base, rest) = match first {
        "crate" => (Vec::new(), &segs[1..]),
        "self" => (here.to_vec(), &segs[1..]),
        "super" => {
            let ups = segs.iter().take_while(|s| **s == "super").count();
            let keep = here.len().checked_sub(ups)?;
            (here[..keep].to_vec(), &segs[ups..])
        }
        name => match aliases.get(name) {
            Some(full) => (full.clone(), &segs[1..]),
            None => return None,
        },
    };
    base.extend(rest.iter().map(|s| s.to_string()));
    Some(base)
}

/// Every module path a file names: its `use` trees, then inline paths.
fn named(here: &[String], text: &str) -> BTreeSet<Vec<String>> {
    let code = code_only(text);
    let mut aliases = BTreeMap::new();
    // A child module declared here is named by its bare name (`spread::chart`).
    for decl in code.split(';') {
        let decl = decl.trim();
        let rest = decl.rsplit("mod ").next().filter(|_| decl.contains("mod "));
        if let Some(name) =
            rest.filter(|n| n.chars().all(|c| c.is_ascii_alphanumeric() || c == '_'))
        {
            let mut full = here.to_vec();
            full.push(name.to_string());
            aliases.insert(name.to_string(), full);
        }
    }
    let mut found = BTreeSet::new();
    for stmt in code.split(';') {
        // A `use` starts its statement (after `pub`, `pub(crate)` or an attribute).
        let Some(at) = stmt.find("use ") else {
            continue;
        };
        let before = stmt[..at].trim_end();
        let starts =
            before.is_empty() || before.ends_with("pub") || before.ends_with([')', '}', ']', '{']);
        if !starts {
            continue;
        }
        for (p, name) in expand(&stmt[at + 4..]) {
            if let Some(full) = resolve(&p, here, &aliases) {
                aliases.insert(name, full.clone());
                found.insert(full);
            }
        }
    }
    let word = |c: char| c.is_ascii_alphanumeric() || c == '_' || c == ':';
    for (i, _) in code.match_indices("::") {
        let start = code[..i].rfind(|c: char| !word(c)).map_or(0, |s| s + 1);
        // Each path once, from its first segment.
        if code[start..i].contains("::") {
            continue;
        }
        let end = code[i..]
            .find(|c: char| !word(c))
            .map_or(code.len(), |e| i + e);
        let path = code[start..end].trim_end_matches(':');
        if let Some(full) = resolve(path, here, &aliases) {
            found.insert(full);
        }
    }
    found
}

/// The screen a module path lies in (`app::screen::<screen>::...`).
fn screen_of(path: &[String], screens: &BTreeSet<String>) -> Option<String> {
    match path {
        [a, s, name, ..] if a == "app" && s == "screen" && screens.contains(name) => {
            Some(name.clone())
        }
        _ => None,
    }
}

fn screens() -> BTreeSet<String> {
    std::fs::read_dir(src().join("app/screen"))
        .expect("screens")
        .flatten()
        .filter(|e| e.path().is_dir())
        .map(|e| e.file_name().to_string_lossy().to_string())
        .collect()
}

/// Every path from `file`'s module into a screen other than `allowed`, as "file -> path".
fn into_screens(allowed: impl Fn(&[String]) -> Option<String>) -> Vec<String> {
    let screens = screens();
    let mut bad = Vec::new();
    for (file, here, text) in modules() {
        let mine = allowed(&here);
        for path in named(&here, &text) {
            if let Some(s) = screen_of(&path, &screens)
                && Some(&s) != mine.as_ref()
            {
                bad.push(format!("{file} -> {}", path.join("::")));
            }
        }
    }
    bad
}

#[test]
fn the_resolver_follows_super_chains_groups_and_aliases() {
    let here: Vec<String> = ["app", "screen", "feed", "view"].map(String::from).to_vec();
    let found = named(
        &here,
        "use super::super::play::{self, report::line};\nuse crate::app::render as r;\n\
         // crate::app::screen::quiz in a comment\nfn f() { r::lesson::x(); play::y(); }",
    );
    let has = |p: &str| found.contains(&p.split("::").map(String::from).collect::<Vec<_>>());
    assert!(has("app::screen::play"), "{found:?}");
    assert!(has("app::screen::play::report::line"), "{found:?}");
    assert!(has("app::screen::play::y"), "{found:?}");
    assert!(
        !found.iter().any(|p| p.contains(&"quiz".to_string())),
        "{found:?}"
    );
}

#[test]
fn no_screen_reaches_into_another_screen() {
    let screens = screens();
    assert!(screens.len() >= 10, "{screens:?}");
    let bad = into_screens(|here| screen_of(here, &screens));
    // Navigation and the screen table are the two places that know every screen.
    let bad: Vec<&String> = bad
        .iter()
        .filter(|b| b.starts_with("app/screen/") && !b.starts_with("app/screen/mod.rs"))
        .collect();
    assert!(bad.is_empty(), "a screen reaches into another: {bad:#?}");
}

#[test]
fn renderers_cli_lint_and_the_terminal_know_no_screen() {
    let bad = into_screens(|_| None);
    let bad: Vec<&String> = bad
        .iter()
        .filter(|b| {
            [
                "app/render/",
                "cli/",
                "lint.rs",
                "tui/",
                "app/cx.rs",
                "app/due.rs",
            ]
            .iter()
            .any(|p| b.starts_with(p))
        })
        .collect();
    assert!(bad.is_empty(), "reaches into a screen: {bad:#?}");
}

/// The modules of one folder (its `mod.rs` as `mod`, each child by name) and which of them
/// each names: a child naming an item of `mod.rs` that `mod.rs` only re-exports from another
/// child names that child.
fn folder_graph(
    dir: &[String],
    all: &[(String, Vec<String>, String)],
) -> BTreeMap<String, BTreeSet<String>> {
    let inside = |here: &Vec<String>| here.len() == dir.len() + 1 && here[..dir.len()] == *dir;
    let children: BTreeSet<String> = all
        .iter()
        .filter(|(_, here, _)| inside(here))
        .map(|(_, here, _)| here[dir.len()].clone())
        .collect();
    let own = |text: &str| code_only(text.split("#[cfg(test)]").next().unwrap_or(""));
    // Names mod.rs re-exports, and the child each comes from.
    let mut reexported: BTreeMap<String, String> = BTreeMap::new();
    let mod_text = all
        .iter()
        .find(|(_, here, _)| here == dir)
        .map(|(_, _, t)| own(t));
    for stmt in mod_text.iter().flat_map(|t| t.split(';')) {
        let Some(at) = stmt
            .find("pub use ")
            .or_else(|| stmt.find("pub(crate) use "))
        else {
            continue;
        };
        let tree = &stmt[at..][stmt[at..].find("use ").unwrap_or(0) + 4..];
        for (path, name) in expand(tree) {
            let first = path
                .trim_start_matches("self::")
                .split("::")
                .next()
                .unwrap_or("");
            if children.contains(first) {
                reexported.insert(name, first.to_string());
            }
        }
    }
    let mut graph: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for (_, here, text) in all {
        let me = if here == dir {
            "mod".to_string()
        } else if inside(here) {
            here[dir.len()].clone()
        } else {
            continue;
        };
        let edges = graph.entry(me.clone()).or_default();
        for path in named(here, &own(text)) {
            if path.len() <= dir.len() || path[..dir.len()] != *dir {
                continue;
            }
            let x = &path[dir.len()];
            let target = if children.contains(x) {
                x.clone()
            } else {
                reexported
                    .get(x)
                    .cloned()
                    .unwrap_or_else(|| "mod".to_string())
            };
            if target != me && !(me == "mod" && target == "mod") {
                edges.insert(target);
            }
        }
    }
    graph
}

/// A circle in a graph, if any, as the names along it.
fn circle(graph: &BTreeMap<String, BTreeSet<String>>) -> Option<Vec<String>> {
    fn visit(
        n: &str,
        g: &BTreeMap<String, BTreeSet<String>>,
        path: &mut Vec<String>,
        done: &mut BTreeSet<String>,
    ) -> Option<Vec<String>> {
        if let Some(at) = path.iter().position(|p| p == n) {
            let mut c = path[at..].to_vec();
            c.push(n.to_string());
            return Some(c);
        }
        if !done.insert(n.to_string()) {
            return None;
        }
        path.push(n.to_string());
        for m in g.get(n).into_iter().flatten() {
            if let Some(c) = visit(m, g, path, done) {
                return Some(c);
            }
        }
        path.pop();
        None
    }
    let mut done = BTreeSet::new();
    graph
        .keys()
        .find_map(|n| visit(n, graph, &mut Vec::new(), &mut done))
}

/// A file split for size becomes a folder with one entry point: within a folder, its
/// `mod.rs` and its children never name each other in a circle (shared pieces go in a leaf,
/// as `render/play_report/parts.rs`, `render/lesson/ctx.rs` and `screen/quiz/out.rs` are).
#[test]
fn no_folder_has_a_circle_between_its_files() {
    let all = modules();
    let folders: BTreeSet<Vec<String>> = all
        .iter()
        .filter(|(file, _, _)| file.ends_with("mod.rs"))
        .map(|(_, here, _)| here.clone())
        .collect();
    let circles: Vec<String> = folders
        .iter()
        .filter_map(|dir| {
            let c = circle(&folder_graph(dir, &all))?;
            Some(format!("{}: {}", dir.join("::"), c.join(" -> ")))
        })
        .collect();
    assert!(
        folders.len() > 30,
        "the folders were not found: {folders:?}"
    );
    assert!(circles.is_empty(), "circles: {circles:#?}");
}
