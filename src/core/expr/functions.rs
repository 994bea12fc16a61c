//! The scratchpad's functions: `min` and `max` of values that measure alike, `sqrt` of a
//! value whose unit has a square root, rounding, logarithms of plain numbers, and the
//! playground's `partition(id; n)`.

use super::parse::Parser;
use super::value::{ExprError, Value};
use crate::core::formula::Dims;

impl Parser<'_> {
    /// A call of `f`, whose name has been read: its arguments in brackets, then its value.
    pub(super) fn call(&mut self, f: &str) -> Result<Value, ExprError> {
        self.eat('(');
        let mut args = vec![self.expr()?];
        while self.eat(',') || self.eat(';') {
            args.push(self.expr()?);
        }
        if !self.eat(')') {
            return Err(self.syntax());
        }
        let bad = || ExprError::BadFunction {
            name: f.to_string(),
        };
        let first = args[0];
        let plain = |v: f64| Value {
            v,
            dims: first.dims,
        };
        Ok(match f {
            "min" | "max" => {
                let mut out = first;
                for a in &args[1..] {
                    if a.dims != first.dims {
                        return Err(ExprError::Mismatch {
                            left: first.dims,
                            right: a.dims,
                        });
                    }
                    out.v = if f == "min" {
                        out.v.min(a.v)
                    } else {
                        out.v.max(a.v)
                    };
                }
                out
            }
            // The playground's partition of an id among n (core::partition).
            "partition" => {
                let whole = |v: &Value| v.dims == Dims::COUNT && v.v.fract() == 0.0;
                let [id, n] = args.as_slice() else {
                    return Err(bad());
                };
                if !whole(id) || !whole(n) || !(1.0..=1_000_000.0).contains(&n.v) {
                    return Err(bad());
                }
                plain(f64::from(crate::core::partition::slot(
                    id.v as i64,
                    n.v as u32,
                )))
            }
            _ if args.len() != 1 => return Err(bad()),
            "sqrt" => {
                if first.dims.bytes % 2 != 0 || first.dims.seconds % 2 != 0 || first.v < 0.0 {
                    return Err(bad());
                }
                Value {
                    v: first.v.sqrt(),
                    dims: Dims {
                        bytes: first.dims.bytes / 2,
                        seconds: first.dims.seconds / 2,
                    },
                }
            }
            "abs" => plain(first.v.abs()),
            "ceil" => plain(first.v.ceil()),
            "floor" => plain(first.v.floor()),
            "round" => plain(first.v.round()),
            _ if first.dims != Dims::COUNT || first.v <= 0.0 => return Err(bad()),
            "log10" => plain(first.v.log10()),
            _ => plain(first.v.ln()),
        })
    }
}
