//! A fast start for instructors: `latih new course DIR` and `latih new lesson ID`, and
//! `latih schema --write DIR`, which puts the JSON Schemas where the first line of every
//! course file (`# yaml-language-server: $schema=../schema/lesson.schema.json`) finds them.
//! What is written is lint-clean; nothing that exists is ever written over.

use std::path::{Path, PathBuf};

use crate::content::jsonschema::{self, Kind};
use crate::core::message::{self as m, Message};
use crate::i18n::I18n;

/// Where `schema --write` and `new course` put the schemas, inside a course folder.
pub const SCHEMA_DIR: &str = "schema";

/// Why nothing (or not everything) was written, as a sentence.
type Refusal = String;

/// "PATH cannot be written: why".
fn cannot_write(path: &Path, e: &std::io::Error) -> Message {
    m::CliCannotWrite {
        path: path.display().to_string(),
        detail: e.to_string(),
    }
    .into()
}

fn write_new(path: &Path, text: &str, i18n: &I18n) -> Result<(), Refusal> {
    use std::io::Write;
    // create_new: a file that exists (or a link) is never written over.
    let mut f = std::fs::OpenOptions::new()
        .write(true)
        .create_new(true)
        .open(path)
        .map_err(|e| {
            i18n.msg(&if e.kind() == std::io::ErrorKind::AlreadyExists {
                m::new_exists(path.display().to_string())
            } else {
                cannot_write(path, &e)
            })
        })?;
    f.write_all(text.as_bytes())
        .map_err(|e| i18n.msg(&cannot_write(path, &e)))
}

fn mkdir(path: &Path, i18n: &I18n) -> Result<(), Refusal> {
    std::fs::create_dir_all(path).map_err(|e| i18n.msg(&cannot_write(path, &e)))
}

/// "PATH cannot be written: why", for a refusal of safefs.
fn refused(path: &Path, e: &crate::safefs::WriteError, i18n: &I18n) -> Refusal {
    let detail = i18n.msg(&crate::storage::write_error(e));
    i18n.msg(
        &m::CliCannotWrite {
            path: path.display().to_string(),
            detail,
        }
        .into(),
    )
}

/// The four schemas, in the active language, into `dir/schema/` (replacing older copies:
/// they are generated, never edited). Returns the files written. The course may come from
/// a stranger: a `schema` folder or a schema file that is a link is refused, never written
/// through, and each file is replaced whole (safefs).
pub fn write_schemas(dir: &Path, i18n: &I18n) -> Result<Vec<PathBuf>, Refusal> {
    use crate::safefs::{self, Replace};
    let out = dir.join(SCHEMA_DIR);
    safefs::ensure_dir(&out).map_err(|e| refused(&out, &e, i18n))?;
    let mut written = Vec::new();
    for (kind, name) in [
        (Kind::Lesson, "lesson"),
        (Kind::Course, "course"),
        (Kind::Bank, "bank"),
        (Kind::Glossary, "glossary"),
    ] {
        let schema = jsonschema::generate(kind, &|doc| i18n.text(doc));
        let mut text = serde_json::to_string_pretty(&schema).unwrap_or_default();
        text.push('\n');
        let path = out.join(format!("{name}.schema.json"));
        safefs::write_whole(&path, text.as_bytes(), Replace::Plain, false)
            .map_err(|e| refused(&path, &e, i18n))?;
        written.push(path);
    }
    Ok(written)
}

fn schema_line(kind: &str) -> String {
    format!("# yaml-language-server: $schema=../{SCHEMA_DIR}/{kind}.schema.json\n")
}

/// A lesson with every required field, a paragraph, an exercise and a quiz card of the
/// sample bank, in both languages.
fn lesson_text(id: &str, code: &str, module: &str, bank: Option<&str>) -> String {
    let quiz = bank.map_or(String::new(), |b| {
        format!(
            "  - quiz:
      bank: {b}
      questions: [{b}-first]
"
        )
    });
    format!(
        "{}format_version: 1
id: \"{id}\"
code: {code}
module: {module}
minutes: 10
title:
  id: Judul pelajaran
  en: Lesson title
question:
  id: Pertanyaan apa yang dijawab pelajaran ini?
  en: What question does this lesson answer?
goals:
  - id: Tujuan pertama
    en: The first goal
blocks:
  - paragraph:
      id: Tulis paragraf pertama di sini. **Tebal**, *miring* dan `kode` boleh dipakai.
      en: Write the first paragraph here. **Bold**, *italic* and `code` may be used.
  - exercise:
      id: {id}-first
      prompt:
        id: Tulis latihan di sini.
        en: Write an exercise here.
      answer:
        id: Jawabannya tetap tersembunyi sampai dibuka.
        en: The answer stays hidden until it is revealed.
{quiz}",
        schema_line("lesson")
    )
}

fn bank_text(bank: &str, lesson: &str) -> String {
    format!(
        "{}format_version: 1
id: \"{bank}\"
lesson: \"{lesson}\"
questions:
  - id: {bank}-first
    type: single
    prompt:
      id: Tulis soal di sini.
      en: Write the question here.
    options:
      - text: {{id: Jawaban yang benar, en: The right answer}}
        correct: true
      - text: {{id: Jawaban yang salah, en: A wrong answer}}
    explanation:
      id: Jelaskan kenapa jawabannya benar.
      en: Explain why the answer is right.
  - id: {bank}-recall
    type: recall
    prompt:
      id: Jelaskan dengan kata-katamu sendiri.
      en: Explain it in your own words.
    answer:
      id: Jawaban contoh.
      en: A sample answer.
    explanation:
      id: Apa yang harus ada dalam jawaban.
      en: What the answer must contain.
",
        schema_line("bank")
    )
}

fn course_text(id: &str) -> String {
    format!(
        "{}format_version: 2
id: {id}
title:
  id: Judul kursus
  en: Course title
modules:
  - id: m1
    code: M1
    title:
      id: Modul pertama
      en: The first module
",
        schema_line("course")
    )
}

/// An id for a new course from its folder's name (`My Course` is `my-course`): learners'
/// progress is kept under it.
fn course_id(dir: &Path) -> String {
    let name = dir
        .file_name()
        .map(|n| n.to_string_lossy().to_lowercase())
        .unwrap_or_default();
    let mut id: String = name
        .chars()
        .map(|c| if c.is_ascii_alphanumeric() { c } else { '-' })
        .collect();
    id = id
        .trim_matches('-')
        .chars()
        .take(crate::core::ident::MAX_LEN)
        .collect();
    if crate::core::ident::is_valid(&id) {
        id
    } else {
        "my-course".to_string()
    }
}

/// `latih new course DIR`: a course folder with a manifest, a first lesson, a sample question
/// bank and the schemas; refused when DIR holds anything already.
pub fn new_course(dir: &Path, i18n: &I18n) -> Result<Vec<PathBuf>, Refusal> {
    let busy = std::fs::read_dir(dir).is_ok_and(|mut d| d.next().is_some());
    if busy {
        return Err(i18n.msg(&m::new_not_empty(dir.display().to_string())));
    }
    let lessons = dir.join("lessons");
    let quizzes = dir.join("quizzes");
    mkdir(&lessons, i18n)?;
    mkdir(&quizzes, i18n)?;
    let mut written = Vec::new();
    let files = [
        (lessons.join("course.yaml"), course_text(&course_id(dir))),
        (
            lessons.join("m1-01.yaml"),
            lesson_text("m1-01", "M1.01", "m1", Some("m1-01-quiz")),
        ),
        (
            quizzes.join("m1-01-quiz.yaml"),
            bank_text("m1-01-quiz", "m1-01"),
        ),
    ];
    for (path, text) in files {
        write_new(&path, &text, i18n)?;
        written.push(path);
    }
    written.extend(write_schemas(dir, i18n)?);
    Ok(written)
}

/// `latih new lesson ID`: a lesson file in the course's first module, numbered after the
/// lessons already there.
pub fn new_lesson(dir: &Path, id: &str, i18n: &I18n) -> Result<PathBuf, Refusal> {
    if !crate::core::ident::is_valid(id) {
        return Err(i18n.msg(&m::new_bad_id(id)));
    }
    let loaded = crate::content::load_dir(dir);
    let Some(module) = loaded.course.modules.first() else {
        let manifest = dir.join(crate::content::MANIFEST);
        return Err(i18n.msg(&m::new_no_module(manifest.display().to_string())));
    };
    let course = &loaded.course;
    // The next number after every code the module uses, planned lessons' included, and an
    // order after its last lesson, so the new one neither shares a code nor sorts first.
    let prefix = format!("{}.", module.code);
    let codes =
        (course.lessons.iter().map(|l| &l.code)).chain(course.planned.iter().map(|p| &p.code));
    let n = codes
        .filter_map(|c| c.strip_prefix(&prefix)?.parse::<u32>().ok())
        .max()
        .unwrap_or(0)
        + 1;
    let in_module = course.lessons.iter().filter(|l| l.module == module.id);
    let order = in_module.map(|l| l.order).max().unwrap_or(0) + 1;
    let code = format!("{prefix}{n:02}");
    let path = dir.join("lessons").join(format!("{id}.yaml"));
    let text = lesson_text(id, &code, &module.id, None);
    let text = text.replacen(
        "minutes: 10\n",
        &format!("order: {order}\nminutes: 10\n"),
        1,
    );
    write_new(&path, &text, i18n)?;
    Ok(path)
}
