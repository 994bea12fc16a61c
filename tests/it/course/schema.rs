//! The JSON Schema printed by `latih schema` accepts every bundled lesson, rejects broken
//! ones, and the copies in docs/schema are current.

use crate::common;

use latih::content::{self, jsonschema, yaml};
use latih::core::lang::Lang;
use latih::i18n::I18n;
use serde_json::{Map, Value, json};

/// The YAML tree as JSON, numbers as numbers, for the schema validator.
fn to_json(node: &yaml::Node) -> Value {
    match &node.value {
        yaml::Value::Null => Value::Null,
        yaml::Value::Bool(b) => json!(b),
        yaml::Value::Number(raw) => raw
            .parse::<i64>()
            .map(Value::from)
            .or_else(|_| raw.parse::<f64>().map(Value::from))
            .unwrap_or_else(|_| json!(raw)),
        yaml::Value::Str(s) => json!(s),
        yaml::Value::Seq(items) => Value::Array(items.iter().map(to_json).collect()),
        yaml::Value::Map(entries) => {
            let mut m = Map::new();
            for (k, v) in entries {
                m.insert(k.name.clone(), to_json(v));
            }
            Value::Object(m)
        }
    }
}

fn schema(kind: jsonschema::Kind) -> Value {
    let i18n = I18n::new(Lang::En);
    jsonschema::generate(kind, &|doc| i18n.text(doc))
}

/// A JSON Schema validator that is not ours: the `jsonschema` package for Python, the
/// implementation the JSON Schema project's own test suite grew up beside. It runs as one
/// process per batch of documents. Building a Rust validator cost the clean-clone test build
/// 70 s of its 8-minute budget; `.ci/run` installs the package with pip. Like the tests that
/// need redis-server, these skip on a machine without it, except under `CI=true`.
struct Validator {
    schema: Value,
}

const PYTHON_VALIDATOR: &str = r#"
import json, sys
try:
    import jsonschema
except ImportError:
    sys.exit(3)
req = json.load(sys.stdin)
cls = jsonschema.validators.validator_for(req["schema"])
cls.check_schema(req["schema"])
v = cls(req["schema"])
out = [["%s at /%s" % (e.message, "/".join(map(str, e.absolute_path))) for e in v.iter_errors(d)]
       for d in req["docs"]]
json.dump(out, sys.stdout)
"#;

impl Validator {
    /// Each document's errors, in order (also checking that the schema itself is valid), or
    /// `None` when Python's jsonschema is not installed here.
    fn errors(&self, docs: &[&Value]) -> Option<Vec<Vec<String>>> {
        use std::io::Write;
        use std::process::{Command, Stdio};
        let Ok(mut child) = Command::new("python3")
            .args(["-c", PYTHON_VALIDATOR])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
        else {
            return missing("python3");
        };
        let request = json!({ "schema": self.schema, "docs": docs });
        child
            .stdin
            .take()
            .expect("stdin")
            .write_all(request.to_string().as_bytes())
            .expect("write to python3");
        let out = child.wait_with_output().expect("python3 ran");
        if out.status.code() == Some(3) {
            return missing("Python's jsonschema package");
        }
        assert!(
            out.status.success(),
            "the schema validator failed: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        Some(serde_json::from_slice(&out.stdout).expect("the validator's answer"))
    }

    fn is_valid(&self, doc: &Value) -> Option<bool> {
        Some(self.errors(&[doc])?.iter().all(Vec::is_empty))
    }
}

fn missing<T>(what: &str) -> Option<T> {
    assert!(
        std::env::var_os("CI").is_none(),
        "{what} is not installed: .ci/run installs it (pip install jsonschema)"
    );
    eprintln!("schema: {what} not found, JSON Schema check skipped (pip install jsonschema)");
    None
}

fn validator(kind: jsonschema::Kind) -> Validator {
    Validator {
        schema: schema(kind),
    }
}

fn parse(bytes: &[u8]) -> Value {
    let src = std::str::from_utf8(bytes).expect("utf8");
    to_json(&yaml::parse(src).expect("parses"))
}

#[test]
fn every_bundled_file_validates() {
    let files = content::embedded();
    assert!(files.len() >= 3, "manifest and at least two lessons");
    for kind in [
        jsonschema::Kind::Lesson,
        jsonschema::Kind::Course,
        jsonschema::Kind::Bank,
        jsonschema::Kind::Glossary,
    ] {
        let mine: Vec<_> = files
            .iter()
            .filter(|f| {
                kind == if f.path == content::MANIFEST {
                    jsonschema::Kind::Course
                } else if f.path == content::GLOSSARY {
                    jsonschema::Kind::Glossary
                } else if f.path.starts_with("quizzes/") {
                    jsonschema::Kind::Bank
                } else {
                    jsonschema::Kind::Lesson
                }
            })
            .collect();
        assert!(!mine.is_empty(), "{kind:?}: no bundled file");
        let docs: Vec<Value> = mine
            .iter()
            .map(|f| parse(f.data.as_ref().expect("readable")))
            .collect();
        let Some(errors) = validator(kind).errors(&docs.iter().collect::<Vec<_>>()) else {
            return;
        };
        for (f, errors) in mine.iter().zip(errors) {
            assert!(errors.is_empty(), "{}: {errors:#?}", f.path);
        }
    }
}

#[test]
fn valid_fixture_validates_and_broken_ones_do_not() {
    let lesson = validator(jsonschema::Kind::Lesson);
    for name in ["edges.yaml", "fanout.yaml"] {
        let doc = parse(&std::fs::read(common::fixture("valid/lessons").join(name)).expect("read"));
        let Some(valid) = lesson.is_valid(&doc) else {
            return;
        };
        assert!(valid, "{name}");
    }
    for name in ["types.yaml", "version.yaml", "badid.yaml", "dupkey.yaml"] {
        let doc =
            parse(&std::fs::read(common::fixture("broken/lessons").join(name)).expect("read"));
        assert_eq!(
            lesson.is_valid(&doc),
            Some(false),
            "{name} should be rejected"
        );
    }
}

#[test]
fn docs_copies_are_current() {
    for (kind, name) in [
        (jsonschema::Kind::Lesson, "lesson"),
        (jsonschema::Kind::Course, "course"),
        (jsonschema::Kind::Bank, "bank"),
        (jsonschema::Kind::Glossary, "glossary"),
    ] {
        for lang in [Lang::En, Lang::Id] {
            let i18n = I18n::new(lang);
            let want =
                serde_json::to_string_pretty(&jsonschema::generate(kind, &|doc| i18n.text(doc)))
                    .expect("json")
                    + "\n";
            let suffix = if lang == Lang::Id { ".id" } else { "" };
            let path = format!("docs/schema/{name}.schema{suffix}.json");
            let have = std::fs::read_to_string(&path).unwrap_or_default();
            assert!(
                have == want,
                "{path} is out of date: run `latih --lang {lang} schema {name} > {path}`"
            );
        }
    }
}

#[test]
fn authoring_guide_names_every_field() {
    let guide = std::fs::read_to_string("docs/authoring.md").expect("docs/authoring.md");
    for obj in content::schema::OBJECTS {
        for f in obj.fields {
            assert!(
                guide.contains(&format!("`{}`", f.name)),
                "docs/authoring.md never mentions `{}` ({})",
                f.name,
                obj.name
            );
        }
    }
    for v in content::schema::BLOCKS {
        assert!(
            guide.contains(&format!("`{}:", v.name)),
            "block `{}` undocumented",
            v.name
        );
    }
}

#[test]
fn the_example_lesson_of_the_guide_is_valid() {
    let guide = std::fs::read_to_string("docs/authoring.md").expect("docs/authoring.md");
    let start = guide.find("## A complete small lesson").expect("section");
    let rest = &guide[start..];
    let open = rest.find("```yaml\n").expect("yaml block") + "```yaml\n".len();
    let close = rest[open..].find("```").expect("end of block");
    let example = &rest[open..open + close];
    let dir = common::temp_course(
        "format_version: 2\nid: demo\ntitle: Demo\nmodules:\n  - id: demo\n    code: D\n    title: Demo\nplanned:\n  - id: m04\n    code: M04\n    title: M04\n  - id: m13-04\n    code: M13.04\n    title: M13.04\n",
        &[("demo.yaml", example.as_bytes())],
    );
    let loaded = content::load_dir(dir.path());
    assert!(loaded.problems.is_empty(), "{:#?}", loaded.problems);
    assert_eq!(loaded.course.lessons.len(), 1);
}

/// A course of the manifest, a valid lesson and `file` (under lessons/ or quizzes/): the
/// problems lint finds in `file`.
fn lint_problems(folder: &str, name: &str, bytes: &[u8]) -> Vec<String> {
    let src = |path: &str, data: &[u8]| content::SourceFile {
        path: path.to_string(),
        display: path.to_string(),
        data: Ok(data.to_vec()),
        disk: None,
    };
    let path = format!("{folder}/{name}");
    let mut files = vec![src(content::MANIFEST, common::MANIFEST.as_bytes())];
    if folder == "quizzes" {
        let lesson = std::fs::read(common::fixture("agree/lessons").join("valid.yaml"))
            .expect("the valid lesson");
        files.push(src("lessons/a.yaml", &lesson));
    }
    files.push(src(&path, bytes));
    content::load(&files)
        .problems
        .iter()
        .filter(|p| p.place.file == path)
        .map(|p| format!("{:?}", p.kind))
        .collect()
}

/// Every file of tests/fixtures/agree through lint and the JSON Schema: `valid` passes both;
/// every other file is refused by lint (an error or a warning), and a `both-` file by the
/// schema too, because its rule can be said in JSON Schema (`lint-` ones cannot: references,
/// counts of true options, a pass mark against its checklist).
#[test]
fn lint_and_the_json_schema_agree_on_a_corpus_of_files() {
    for (folder, kind) in [
        ("lessons", jsonschema::Kind::Lesson),
        ("quizzes", jsonschema::Kind::Bank),
    ] {
        let v = validator(kind);
        let dir = common::fixture("agree").join(folder);
        let mut names: Vec<String> = std::fs::read_dir(&dir)
            .expect("corpus")
            .filter_map(|e| e.ok().map(|e| e.file_name().to_string_lossy().into_owned()))
            .collect();
        names.sort();
        assert!(names.len() >= 7, "{names:?}");
        let files: Vec<Vec<u8>> = names
            .iter()
            .map(|name| std::fs::read(dir.join(name)).expect("read"))
            .collect();
        let docs: Vec<Value> = files.iter().map(|bytes| parse(bytes)).collect();
        let Some(refused) = v.errors(&docs.iter().collect::<Vec<_>>()) else {
            return;
        };
        for ((name, bytes), refused) in names.iter().zip(&files).zip(refused) {
            let by_lint = lint_problems(folder, name, bytes);
            let by_schema = !refused.is_empty();
            if name == "valid.yaml" {
                assert!(by_lint.is_empty(), "{folder}/{name}: {by_lint:?}");
                assert!(
                    !by_schema,
                    "{folder}/{name}: the schema refuses a valid file"
                );
                continue;
            }
            assert!(!by_lint.is_empty(), "{folder}/{name}: lint finds nothing");
            if name.starts_with("both-") {
                assert!(
                    by_schema,
                    "{folder}/{name}: the schema accepts it ({by_lint:?})"
                );
            } else {
                assert!(name.starts_with("lint-"), "{name}: both- or lint-");
            }
        }
    }
}

fn latih(args: &[&std::ffi::OsStr]) -> std::process::Output {
    crate::common::Cmd::new(args)
        .env("LATIH_LANG", "en")
        .output()
        .expect("run latih")
}

/// `latih new course` writes a course whose every file is lint-clean and validates against
/// the schema its first line points at; `new lesson` adds one that stays clean.
#[test]
fn a_new_course_is_clean_and_its_schema_lines_reach_its_schemas() {
    let tmp = tempfile::tempdir().expect("tempdir");
    let dir = tmp.path().join("course");
    let os = |s: &str| std::ffi::OsString::from(s);
    let out = latih(&[&os("new"), &os("course"), dir.as_os_str()]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let out = latih(&[
        &os("new"),
        &os("lesson"),
        &os("second"),
        &os("--course"),
        dir.as_os_str(),
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let lint = latih(&[&os("lint"), &os("--deny-warnings"), dir.as_os_str()]);
    assert!(
        lint.status.success(),
        "{}",
        String::from_utf8_lossy(&lint.stdout)
    );
    let mut checked = 0;
    for sub in ["lessons", "quizzes"] {
        for entry in std::fs::read_dir(dir.join(sub)).expect("folder") {
            let path = entry.expect("entry").path();
            let text = std::fs::read_to_string(&path).expect("read");
            let first = text.lines().next().unwrap_or_default();
            let target = first
                .strip_prefix("# yaml-language-server: $schema=")
                .unwrap_or_else(|| panic!("{}: no schema line", path.display()));
            let schema_path = path.parent().expect("folder").join(target);
            let schema: Value = serde_json::from_str(
                &std::fs::read_to_string(&schema_path).expect("the schema is there"),
            )
            .expect("json");
            let doc = parse(text.as_bytes());
            let errors = (Validator { schema }).errors(&[&doc]);
            let errors = errors.into_iter().flatten().flatten().collect::<Vec<_>>();
            assert!(errors.is_empty(), "{}: {errors:?}", path.display());
            checked += 1;
        }
    }
    assert_eq!(checked, 4, "manifest, two lessons, a bank");
    // Nothing that exists is written over.
    let again = latih(&[&os("new"), &os("course"), dir.as_os_str()]);
    assert!(!again.status.success());
    assert!(String::from_utf8_lossy(&again.stderr).contains("is not empty"));
}

/// `latih new lesson` takes the next code after every one the module uses, planned lessons'
/// included, and an order after its last lesson, so it sorts last.
#[test]
fn a_new_lesson_takes_a_free_code_after_planned_ones_and_sorts_last() {
    let tmp = tempfile::tempdir().expect("tempdir");
    let dir = tmp.path().join("course");
    let os = |s: &str| std::ffi::OsString::from(s);
    assert!(
        latih(&[&os("new"), &os("course"), dir.as_os_str()])
            .status
            .success()
    );
    let manifest = dir.join("lessons/course.yaml");
    let mut text = std::fs::read_to_string(&manifest).expect("manifest");
    text.push_str("planned:\n  - {id: m1-04, code: M1.04, title: Later, module: m1}\n");
    std::fs::write(&manifest, text).expect("write manifest");
    let new = |id: &str| {
        let out = latih(&[
            &os("new"),
            &os("lesson"),
            &os(id),
            &os("--course"),
            dir.as_os_str(),
        ]);
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        std::fs::read_to_string(dir.join(format!("lessons/{id}.yaml"))).expect("lesson")
    };
    let first = new("kv-05");
    assert!(first.contains("code: M1.05\n"), "{first}");
    assert!(first.contains("order: 1\n"), "{first}");
    let second = new("kv-06");
    assert!(
        second.contains("code: M1.06\n") && second.contains("order: 2\n"),
        "{second}"
    );
    let loaded = latih::content::load_dir(&dir);
    let order: Vec<&str> = loaded
        .course
        .lessons
        .iter()
        .map(|l| l.id.as_str())
        .collect();
    assert_eq!(order, ["m1-01", "kv-05", "kv-06"]);
}

#[test]
fn the_example_playground_of_the_guide_lints_clean_and_runs() {
    let guide = std::fs::read_to_string("docs/playground.md").expect("docs/playground.md");
    let start = guide
        .find("### A complete small playground")
        .expect("section");
    let rest = &guide[start..];
    let open = rest.find("```yaml\n").expect("yaml block") + "```yaml\n".len();
    let close = rest[open..].find("```").expect("end of block");
    let example = &rest[open..open + close];
    let dir = common::temp_course(
        "format_version: 2\nid: demo\ntitle: Demo\nmodules:\n  - id: demo\n    code: D\n    title: Demo\n",
        &[],
    );
    std::fs::create_dir_all(dir.path().join("quizzes")).expect("mkdir");
    std::fs::write(dir.path().join("quizzes/links.yaml"), example).expect("write");
    let d = dir.path().to_string_lossy().to_string();
    let out = common::Cmd::new(["--lang", "en", "lint", "--run", d.as_str()])
        .output()
        .expect("run latih");
    let said = format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    assert_eq!(out.status.code(), Some(0), "{said}");
    assert!(said.contains("0 errors, 0 warnings"), "{said}");
    assert!(said.contains("Ran 1 scenario (8 steps)"), "{said}");
}
