//! Build script: tells cargo to rebuild when the embedded course or locales change, and
//! generates every Fluent message's id and typed constructor from the English file.
//!
//! include_dir embeds whole folders at compile time but cargo only tracks files it already
//! knows; a new lesson file would be missed without the `rerun-if-changed` lines. The
//! generated constructors (`OUT_DIR/messages.rs`, included by `core::message`) name each
//! message's arguments, so a misspelt id or a missing argument fails the build, not the user.
//! It also writes the built-in follow graph's SQL from the bundled definition (see
//! build/follow_graph.rs).

use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write as _;
use std::path::{Path, PathBuf};

use fluent_syntax::ast::{self, Entry, Expression, InlineExpression, PatternElement};

#[path = "build/follow_graph.rs"]
mod follow_graph;

type Error = Box<dyn std::error::Error>;

const ENGLISH: &str = "locales/en/latih.ftl";
const INDONESIAN: &str = "locales/id/latih.ftl";

fn main() -> Result<(), Error> {
    for dir in ["lessons", "quizzes", "locales"] {
        println!("cargo:rerun-if-changed={dir}");
        if let Ok(entries) = walk(Path::new(dir)) {
            for path in entries {
                println!("cargo:rerun-if-changed={}", path.display());
            }
        }
    }
    println!("cargo:rerun-if-changed=build.rs");
    println!("cargo:rerun-if-changed=build");
    build_id()?;
    let en_src = std::fs::read_to_string(ENGLISH)?;
    let id_src = std::fs::read_to_string(INDONESIAN)?;
    let en = messages(&en_src, ENGLISH)?;
    // A message that needs an argument the English one does not declare would show an
    // error in place of the text: the constructor could never be given it.
    let id = messages(&id_src, INDONESIAN)?;
    for (name, m) in &id {
        if let Some(declared) = en.get(name) {
            let extra: Vec<_> = m.vars.difference(&declared.vars).collect();
            if !extra.is_empty() {
                return Err(format!(
                    "{INDONESIAN}: {name} uses {extra:?}, which the English message does not"
                )
                .into());
            }
        }
    }
    let out = PathBuf::from(std::env::var("OUT_DIR")?).join("messages.rs");
    std::fs::write(out, generate(&en)?)?;
    let follows = std::fs::read_to_string(follow_graph::SOURCE)?;
    let out = PathBuf::from(std::env::var("OUT_DIR")?).join("follow_graph.rs");
    std::fs::write(out, follow_graph::generate(&follows)?)?;
    Ok(())
}

/// `LATIH_BUILD_ID`: a hash of every source file, the manifest and the lock file, which keys
/// the lesson cache (`content::cache`). Entries hold the converted types in postcard, which
/// does not describe itself: any build whose code may differ must miss, not misread them.
fn build_id() -> Result<(), Error> {
    use std::hash::{Hash, Hasher};
    println!("cargo:rerun-if-changed=src");
    println!("cargo:rerun-if-changed=Cargo.lock");
    println!("cargo:rerun-if-changed=Cargo.toml");
    let mut files = walk(Path::new("src"))?;
    files.retain(|p| p.is_file());
    files.sort();
    files.extend([PathBuf::from("Cargo.toml"), PathBuf::from("Cargo.lock")]);
    // SipHash with its fixed keys: the same input gives the same id on every run.
    let mut h = std::hash::DefaultHasher::new();
    std::env::var("CARGO_PKG_VERSION")?.hash(&mut h);
    for path in files {
        path.to_string_lossy().hash(&mut h);
        std::fs::read(&path).unwrap_or_default().hash(&mut h);
    }
    println!("cargo:rustc-env=LATIH_BUILD_ID={:016x}", h.finish());
    Ok(())
}

fn walk(dir: &Path) -> std::io::Result<Vec<PathBuf>> {
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

/// One message: the variables it references (with those of the messages it references) and
/// its source, for the constructor's documentation.
struct Found {
    vars: BTreeSet<String>,
    refs: BTreeSet<String>,
    source: String,
}

/// Every message of a file by id. A syntax error fails the build: the bundle would drop the
/// entry at run time.
fn messages(src: &str, file: &str) -> Result<BTreeMap<String, Found>, Error> {
    let resource = fluent_syntax::parser::parse(src)
        .map_err(|(_, errors)| format!("{file} has Fluent syntax errors: {errors:?}"))?;
    let mut out = BTreeMap::new();
    for entry in &resource.body {
        let Entry::Message(m) = entry else { continue };
        let mut found = Found {
            vars: BTreeSet::new(),
            refs: BTreeSet::new(),
            source: source_of(m),
        };
        if let Some(value) = &m.value {
            pattern(value, &mut found);
        }
        for attribute in &m.attributes {
            pattern(&attribute.value, &mut found);
        }
        if out.insert(m.id.name.to_string(), found).is_some() {
            return Err(format!("{file}: {} is defined twice", m.id.name).into());
        }
    }
    // A referenced message is formatted with the caller's arguments: its variables are ours.
    let names: Vec<String> = out.keys().cloned().collect();
    for name in names {
        let vars = referenced_vars(&out, &name, &mut BTreeSet::new());
        if let Some(f) = out.get_mut(&name) {
            f.vars.extend(vars);
        }
    }
    Ok(out)
}

fn referenced_vars(
    all: &BTreeMap<String, Found>,
    name: &str,
    seen: &mut BTreeSet<String>,
) -> BTreeSet<String> {
    let mut vars = BTreeSet::new();
    if !seen.insert(name.to_string()) {
        return vars;
    }
    if let Some(f) = all.get(name) {
        vars.extend(f.vars.iter().cloned());
        for r in &f.refs {
            vars.extend(referenced_vars(all, r, seen));
        }
    }
    vars
}

fn source_of(m: &ast::Message<&str>) -> String {
    let one = ast::Resource {
        body: vec![Entry::Message(ast::Message {
            comment: None,
            ..m.clone()
        })],
    };
    fluent_syntax::serializer::serialize(&one)
}

fn pattern(p: &ast::Pattern<&str>, found: &mut Found) {
    for element in &p.elements {
        if let PatternElement::Placeable { expression: e } = element {
            expression(e, found);
        }
    }
}

fn expression(e: &Expression<&str>, found: &mut Found) {
    match e {
        Expression::Select { selector, variants } => {
            inline(selector, found);
            for v in variants {
                pattern(&v.value, found);
            }
        }
        Expression::Inline(i) => inline(i, found),
    }
}

/// Variables inside a term's own text are the term's parameters, not the message's: only
/// the arguments passed to it count.
fn inline(i: &InlineExpression<&str>, found: &mut Found) {
    match i {
        InlineExpression::VariableReference { id } => {
            found.vars.insert(id.name.to_string());
        }
        InlineExpression::MessageReference { id, .. } => {
            found.refs.insert(id.name.to_string());
        }
        InlineExpression::FunctionReference { arguments, .. }
        | InlineExpression::TermReference {
            arguments: Some(arguments),
            ..
        } => {
            for a in &arguments.positional {
                inline(a, found);
            }
            for a in &arguments.named {
                inline(&a.value, found);
            }
        }
        InlineExpression::Placeable { expression: e } => expression(e, found),
        _ => {}
    }
}

/// Words a Rust identifier cannot be; `r#` makes most of them usable.
const KEYWORDS: &[&str] = &[
    "as", "async", "await", "break", "const", "continue", "dyn", "else", "enum", "extern", "false",
    "fn", "for", "gen", "if", "impl", "in", "let", "loop", "match", "mod", "move", "mut", "pub",
    "ref", "return", "static", "struct", "trait", "true", "type", "unsafe", "use", "where",
    "while", "abstract", "become", "box", "do", "final", "macro", "override", "priv", "try",
    "typeof", "unsized", "virtual", "yield",
];

/// `home-minutes` -> `home_minutes`, `type` -> `r#type`, `self` -> `self_`.
fn ident(name: &str) -> String {
    let snake = name.replace('-', "_");
    if ["self", "Self", "super", "crate"].contains(&snake.as_str()) {
        format!("{snake}_")
    } else if KEYWORDS.contains(&snake.as_str()) {
        format!("r#{snake}")
    } else {
        snake
    }
}

fn generate(all: &BTreeMap<String, Found>) -> Result<String, Error> {
    let mut code = String::from(
        "// Generated by build.rs from locales/en/latih.ftl: edit the .ftl file, not this.\n\n\
         /// Every message id as a constant (`HOME_MINUTES` = `\"home-minutes\"`).\n\
         mod ids {\n",
    );
    for name in all.keys() {
        let upper = name.replace('-', "_").to_uppercase();
        writeln!(code, "    pub(super) const {upper}: &str = {name:?};")?;
    }
    code.push_str("}\n\n/// Every message id, sorted, for ids built from data (`lookup`).\n");
    code.push_str("const ALL: &[&str] = &[\n");
    for name in all.keys() {
        writeln!(code, "    {name:?},")?;
    }
    code.push_str("];\n");
    for (name, found) in all {
        constructor(&mut code, name, found)?;
    }
    Ok(code)
}

/// A message with at most one argument gets a function (`pub fn home_minutes(n: impl
/// Into<Arg>) -> Message`); one with more gets a struct whose fields are its arguments
/// (`TooSmall { width, height, min_width, min_height }.into()`), so every argument is named
/// where it is given and two of them cannot be swapped unseen.
fn constructor(code: &mut String, name: &str, found: &Found) -> Result<(), Error> {
    let params: Vec<(String, &str)> = found.vars.iter().map(|v| (ident(v), v.as_str())).collect();
    let distinct: BTreeSet<&String> = params.iter().map(|(p, _)| p).collect();
    if distinct.len() != params.len() {
        return Err(format!("{ENGLISH}: {name} has two arguments with one Rust name").into());
    }
    code.push_str("\n/// ```text\n");
    for line in found.source.trim_end().lines() {
        writeln!(code, "/// {line}")?;
    }
    code.push_str("/// ```\n");
    let upper = name.replace('-', "_").to_uppercase();
    match params.as_slice() {
        [] => writeln!(
            code,
            "#[must_use]\npub fn {}() -> Message {{\n    Message {{ id: ids::{upper}, args: Vec::new() }}\n}}",
            ident(name)
        )?,
        [(p, v)] => writeln!(
            code,
            "#[must_use]\npub fn {}({p}: impl Into<Arg>) -> Message {{\n    \
             Message {{ id: ids::{upper}, args: vec![({v:?}, {p}.into())] }}\n}}",
            ident(name)
        )?,
        _ => fields(code, name, &upper, &params)?,
    }
    Ok(())
}

/// `pub struct TooSmall<T0, ...> { pub height: T0, ... }` and its conversion into a Message:
/// generic fields, so each takes what converts into an `Arg` without an `.into()` of its own.
fn fields(
    code: &mut String,
    name: &str,
    upper: &str,
    params: &[(String, &str)],
) -> Result<(), Error> {
    let camel = camel(name);
    if ["Message", "Arg"].contains(&camel.as_str()) {
        return Err(format!("{ENGLISH}: the message {name} would hide the type {camel}").into());
    }
    let types: Vec<String> = (0..params.len()).map(|i| format!("T{i}")).collect();
    let generics = types.join(", ");
    writeln!(code, "pub struct {camel}<{generics}> {{")?;
    for ((p, _), t) in params.iter().zip(&types) {
        writeln!(code, "    pub {p}: {t},")?;
    }
    let bounds: Vec<String> = types.iter().map(|t| format!("{t}: Into<Arg>")).collect();
    let args: Vec<String> = params
        .iter()
        .map(|(p, v)| format!("({v:?}, m.{p}.into())"))
        .collect();
    writeln!(
        code,
        "}}\n\nimpl<{}> From<{camel}<{generics}>> for Message {{\n    \
         fn from(m: {camel}<{generics}>) -> Message {{\n        \
         Message {{ id: ids::{upper}, args: vec![{}] }}\n    }}\n}}",
        bounds.join(", "),
        args.join(", ")
    )?;
    Ok(())
}

/// `too-small` -> `TooSmall`, `month-1` -> `Month1`.
fn camel(name: &str) -> String {
    name.split(['-', '_'])
        .map(|w| {
            let mut c = w.chars();
            c.next()
                .map(|f| f.to_uppercase().chain(c).collect::<String>())
                .unwrap_or_default()
        })
        .collect()
}
