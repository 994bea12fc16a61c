//! The gather step of a scatter: the partitions' rows folded into the rows one store would
//! give, as `core::playdef::gather` says each column folds (keys group, counts and sums
//! add, minima and maxima compare).

use rusqlite::types::Value;

use super::exec;
use crate::core::playdef::gather::{Fold, Gather};

/// Folds `rows` (every partition's, one after another) in place: one row per group, or one
/// row in all when the read does not group. The groups keep the order they first came in;
/// the merge then sorts them by the statement's ORDER BY.
pub fn fold(rows: &mut Vec<Vec<Value>>, g: &Gather) {
    let mut out: Vec<Vec<Value>> = Vec::new();
    // A group's key as text, each value with its type, to find its row again.
    let mut seen: std::collections::HashMap<String, usize> = std::collections::HashMap::new();
    for row in rows.drain(..) {
        let key: String = (g.columns.iter().zip(&row))
            .filter(|(f, _)| **f == Fold::Key)
            .map(|(_, v)| format!("{v:?}\u{1f}"))
            .collect();
        match seen.get(&key) {
            Some(&i) => {
                for ((acc, v), f) in out[i].iter_mut().zip(row).zip(&g.columns) {
                    *acc = one(*f, std::mem::replace(acc, Value::Null), v);
                }
            }
            None => {
                seen.insert(key, out.len());
                out.push(row);
            }
        }
    }
    *rows = out;
}

/// Two partitions' values of one column as one (NULL is "none here", as in SQL).
fn one(f: Fold, a: Value, b: Value) -> Value {
    use std::cmp::Ordering;
    match (f, a, b) {
        (Fold::Key, a, _) => a,
        (_, Value::Null, b) => b,
        (_, a, Value::Null) => a,
        (Fold::Add, Value::Integer(x), Value::Integer(y)) => Value::Integer(x.saturating_add(y)),
        (Fold::Add, a, b) => Value::Real(number(&a) + number(&b)),
        (Fold::Min, a, b) => match exec::compare(&a, &b) {
            Ordering::Greater => b,
            _ => a,
        },
        (Fold::Max, a, b) => match exec::compare(&a, &b) {
            Ordering::Less => b,
            _ => a,
        },
    }
}

fn number(v: &Value) -> f64 {
    match v {
        Value::Integer(i) => *i as f64,
        Value::Real(f) => *f,
        _ => 0.0,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn partial_groups_fold_into_one_row_each() {
        let g = Gather {
            columns: vec![Fold::Key, Fold::Add, Fold::Max, Fold::Min],
            grouped: true,
        };
        let i = Value::Integer;
        let mut rows = vec![
            vec![i(7), i(2), i(10), i(3)],
            vec![i(8), i(1), i(4), i(4)],
            vec![i(7), i(5), i(12), Value::Null],
            vec![i(7), i(1), i(9), i(1)],
        ];
        fold(&mut rows, &g);
        assert_eq!(
            rows,
            vec![vec![i(7), i(8), i(12), i(1)], vec![i(8), i(1), i(4), i(4)]]
        );
    }

    #[test]
    fn without_grouping_every_row_is_one() {
        let g = Gather {
            columns: vec![Fold::Add, Fold::Max],
            grouped: false,
        };
        let mut rows = vec![
            vec![Value::Integer(3), Value::Text("b".into())],
            vec![Value::Real(0.5), Value::Text("c".into())],
        ];
        fold(&mut rows, &g);
        assert_eq!(rows, vec![vec![Value::Real(3.5), Value::Text("c".into())]]);
    }
}
