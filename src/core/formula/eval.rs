//! Working out a parsed formula from the values of the names it uses.

use super::tree::{EvalError, Expr, Func, Op};

/// The value in base units, from the values of every name (inputs, then outputs so far).
pub fn eval(e: &Expr, values: &[f64]) -> Result<f64, EvalError> {
    let v = match e {
        Expr::Num(n) => *n,
        Expr::Var(i) => values.get(*i).copied().unwrap_or(f64::NAN),
        Expr::Neg(x) => -eval(x, values)?,
        Expr::Bin(op, a, b) => {
            let (a, b) = (eval(a, values)?, eval(b, values)?);
            match op {
                Op::Add => a + b,
                Op::Sub => a - b,
                Op::Mul => a * b,
                Op::Div if b == 0.0 => return Err(EvalError::DivisionByZero),
                Op::Div => a / b,
                Op::Pow => a.powf(b),
            }
        }
        Expr::Call(f, args) => {
            let vals = args
                .iter()
                .map(|a| eval(a, values))
                .collect::<Result<Vec<f64>, _>>()?;
            let first = vals.first().copied().unwrap_or(f64::NAN);
            match f {
                Func::Min => vals.iter().copied().fold(f64::INFINITY, f64::min),
                Func::Max => vals.iter().copied().fold(f64::NEG_INFINITY, f64::max),
                Func::Ceil => first.ceil(),
                Func::Floor => first.floor(),
                Func::Round => first.round(),
                Func::Sqrt => first.sqrt(),
            }
        }
    };
    if v.is_finite() {
        Ok(v)
    } else {
        Err(EvalError::Overflow)
    }
}
