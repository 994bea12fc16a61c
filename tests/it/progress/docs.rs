//! docs/progress.md stays true: every SQL example in it runs on a real progress file, through
//! our own SQLite and through the stock `sqlite3` client, and finds the rows it is about.

use crate::common;

fn sql_examples() -> Vec<String> {
    let doc = std::fs::read_to_string("docs/progress.md").expect("docs/progress.md");
    let mut out = Vec::new();
    let mut current: Option<String> = None;
    for line in doc.lines() {
        match (&mut current, line.trim_end()) {
            (None, "```sql") => current = Some(String::new()),
            (Some(sql), "```") => {
                out.push(std::mem::take(sql));
                current = None;
            }
            (Some(sql), l) => {
                sql.push_str(l);
                sql.push('\n');
            }
            _ => {}
        }
    }
    out
}

#[test]
fn every_sql_example_in_the_progress_doc_finds_rows() {
    let examples = sql_examples();
    assert!(examples.len() >= 6, "{} examples", examples.len());
    let dir = tempfile::tempdir().expect("tempdir");
    let path = dir.path().join("progress.sqlite3");
    common::progress::populated(&path, 1);
    let conn = rusqlite::Connection::open(&path).expect("open");
    for sql in &examples {
        let mut stmt = conn.prepare(sql).unwrap_or_else(|e| panic!("{e}\n{sql}"));
        let columns = stmt.column_count();
        let rows: Vec<Vec<String>> = stmt
            .query_map([], |r| {
                (0..columns)
                    .map(|i| {
                        r.get::<_, rusqlite::types::Value>(i)
                            .map(|v| format!("{v:?}"))
                    })
                    .collect()
            })
            .and_then(|rows| rows.collect())
            .unwrap_or_else(|e| panic!("{e}\n{sql}"));
        assert!(!rows.is_empty(), "no rows from\n{sql}");
        // A JSON path that names nothing would give NULL in every row.
        if sql.contains("json_extract") {
            assert!(
                rows.iter().all(|r| !r[1].contains("Null")),
                "{rows:?}\n{sql}"
            );
        }
    }

    let Ok(probe) = std::process::Command::new("sqlite3")
        .arg("-version")
        .output()
    else {
        assert!(
            std::env::var_os("CI").is_none(),
            "sqlite3 is not installed; .ci/run installs it"
        );
        return;
    };
    assert!(probe.status.success());
    for sql in &examples {
        let out = std::process::Command::new("sqlite3")
            .arg(&path)
            .arg(sql)
            .output()
            .expect("sqlite3");
        let text = String::from_utf8_lossy(&out.stdout);
        assert!(
            out.status.success() && !text.trim().is_empty(),
            "sqlite3 failed on\n{sql}\n{}",
            String::from_utf8_lossy(&out.stderr)
        );
    }
}
