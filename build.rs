//! Build script: tells cargo to rebuild when the embedded course or locales change.
//!
//! include_dir embeds whole folders at compile time but cargo only tracks files it already knows;
//! a new lesson file would be missed without these lines.

fn main() {
    for dir in ["lessons", "quizzes", "locales"] {
        println!("cargo:rerun-if-changed={dir}");
        if let Ok(entries) = walk(std::path::Path::new(dir)) {
            for path in entries {
                println!("cargo:rerun-if-changed={}", path.display());
            }
        }
    }
}

fn walk(dir: &std::path::Path) -> std::io::Result<Vec<std::path::PathBuf>> {
    let mut out = Vec::new();
    for entry in std::fs::read_dir(dir)? {
        let path = entry?.path();
        if path.is_dir() {
            out.push(path.clone());
            out.extend(walk(&path)?);
        } else {
            out.push(path);
        }
    }
    Ok(out)
}
