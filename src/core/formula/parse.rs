//! Reading a formula: a recursive descent over `+ -`, `* /`, `^`, signs, brackets, numbers
//! with units, names and function calls, working out each part's dimension as it goes so a
//! mismatch is found before any value exists.

use super::tree::{Dims, Expr, FormulaError, Func, MAX_DEPTH, MAX_LEN, Op};
use crate::core::lang::Lang;
use crate::core::unitwords::{self, Word};

/// The unit a number may carry in a formula, from the reader's one table: sizes written
/// with a capital B (`8 B`, `64 GB`, `1 GiB`, so a lower-case name such as `gb` stays a name)
/// and lengths of time (`5 ms`, `1 day`, `250 µs`).
fn literal_unit(word: &str) -> Option<(f64, Dims)> {
    match unitwords::lookup(word, Lang::En) {
        Some(Word::Unit { factor, dims, .. })
            if (dims == Dims::BYTES && word.ends_with('B')) || dims == Dims::TIME =>
        {
            Some((factor, dims))
        }
        _ => None,
    }
}

struct Parser<'a> {
    src: &'a str,
    pos: usize,
    /// Nesting so far: brackets, unary signs and powers each add one.
    depth: usize,
    /// Names that may be used, in order; `usable` of them are defined before this formula.
    names: &'a [String],
    usable: usize,
}

#[derive(Debug, Clone, Copy)]
struct Typed {
    dims: Dims,
    /// The value, when the expression is a constant (for exponents).
    constant: Option<f64>,
}

impl<'a> Parser<'a> {
    fn skip(&mut self) {
        while let Some(c) = self.src[self.pos..].chars().next() {
            if c.is_whitespace() {
                self.pos += c.len_utf8();
            } else {
                break;
            }
        }
    }

    fn peek(&mut self) -> Option<char> {
        self.skip();
        self.src[self.pos..].chars().next()
    }

    fn eat(&mut self, c: char) -> bool {
        if self.peek() == Some(c) {
            self.pos += c.len_utf8();
            true
        } else {
            false
        }
    }

    fn error(&mut self) -> FormulaError {
        self.skip();
        let found: String = self.src[self.pos..].chars().take(12).collect();
        FormulaError::Syntax {
            at: self.pos,
            found,
        }
    }

    fn expr(&mut self, dims: &[Dims]) -> Result<(Expr, Typed), FormulaError> {
        let (mut left, mut lt) = self.term(dims)?;
        loop {
            let at = self.pos;
            let op = if self.eat('+') {
                Op::Add
            } else if self.eat('-') || self.eat('−') {
                Op::Sub
            } else {
                return Ok((left, lt));
            };
            let (right, rt) = self.term(dims)?;
            if lt.dims != rt.dims {
                return Err(FormulaError::Mismatch {
                    at,
                    left: lt.dims,
                    right: rt.dims,
                });
            }
            lt.constant = match (lt.constant, rt.constant) {
                (Some(a), Some(b)) if op == Op::Add => Some(a + b),
                (Some(a), Some(b)) => Some(a - b),
                _ => None,
            };
            left = Expr::Bin(op, Box::new(left), Box::new(right));
        }
    }

    fn term(&mut self, dims: &[Dims]) -> Result<(Expr, Typed), FormulaError> {
        let (mut left, mut lt) = self.power(dims)?;
        loop {
            let op = if self.eat('*') || self.eat('×') || self.eat('·') {
                Op::Mul
            } else if self.eat('/') || self.eat('÷') {
                Op::Div
            } else {
                return Ok((left, lt));
            };
            let (right, rt) = self.power(dims)?;
            lt = Typed {
                dims: if op == Op::Mul {
                    lt.dims.times(rt.dims)
                } else {
                    lt.dims.per(rt.dims)
                },
                constant: match (lt.constant, rt.constant) {
                    (Some(a), Some(b)) if op == Op::Mul => Some(a * b),
                    (Some(a), Some(b)) if b != 0.0 => Some(a / b),
                    _ => None,
                },
            };
            left = Expr::Bin(op, Box::new(left), Box::new(right));
        }
    }

    fn power(&mut self, dims: &[Dims]) -> Result<(Expr, Typed), FormulaError> {
        let (base, bt) = self.unary(dims)?;
        let at = self.pos;
        if !self.eat('^') {
            return Ok((base, bt));
        }
        // Right-associative: 2^3^2 is 2^(3^2). Each power nests one deeper.
        self.depth += 1;
        if self.depth > MAX_DEPTH {
            return Err(FormulaError::TooDeep { at });
        }
        let exp = self.power(dims);
        self.depth -= 1;
        let (exp, et) = exp?;
        let whole = et
            .constant
            .filter(|n| n.fract() == 0.0 && n.abs() <= 16.0)
            .map(|n| n as i8);
        let dims = match (bt.dims == Dims::COUNT, et.dims == Dims::COUNT, whole) {
            (true, true, _) => Dims::COUNT,
            (false, true, Some(n)) => bt.dims.pow(n),
            _ => return Err(FormulaError::BadPower { at }),
        };
        let constant = match (bt.constant, et.constant) {
            (Some(a), Some(b)) => Some(a.powf(b)),
            _ => None,
        };
        Ok((
            Expr::Bin(Op::Pow, Box::new(base), Box::new(exp)),
            Typed { dims, constant },
        ))
    }

    fn unary(&mut self, dims: &[Dims]) -> Result<(Expr, Typed), FormulaError> {
        self.depth += 1;
        if self.depth > MAX_DEPTH {
            return Err(FormulaError::TooDeep { at: self.pos });
        }
        let result = if self.eat('-') || self.eat('−') {
            self.unary(dims).map(|(e, mut t)| {
                t.constant = t.constant.map(|c| -c);
                (Expr::Neg(Box::new(e)), t)
            })
        } else {
            self.atom(dims)
        };
        self.depth -= 1;
        result
    }

    fn atom(&mut self, dims: &[Dims]) -> Result<(Expr, Typed), FormulaError> {
        if self.eat('(') {
            let inner = self.expr(dims)?;
            if !self.eat(')') {
                return Err(self.error());
            }
            return Ok(inner);
        }
        let Some(c) = self.peek() else {
            return Err(self.error());
        };
        if c.is_ascii_digit() || c == '.' {
            return self.number();
        }
        if c.is_alphabetic() || c == '_' {
            let at = self.pos;
            let name = self.word();
            if let Some(func) = Func::from_name(&name)
                && self.peek() == Some('(')
            {
                return self.call(func, &name, at, dims);
            }
            return match self.names.iter().position(|n| *n == name) {
                Some(i) if i < self.usable => Ok((
                    Expr::Var(i),
                    Typed {
                        dims: dims.get(i).copied().unwrap_or_default(),
                        constant: None,
                    },
                )),
                Some(_) => Err(FormulaError::NotYet { at, name }),
                None => Err(FormulaError::UnknownName { at, name }),
            };
        }
        Err(self.error())
    }

    fn word(&mut self) -> String {
        let start = self.pos;
        while let Some(c) = self.src[self.pos..].chars().next() {
            if c.is_alphanumeric() || c == '_' {
                self.pos += c.len_utf8();
            } else {
                break;
            }
        }
        self.src[start..self.pos].to_string()
    }

    fn number(&mut self) -> Result<(Expr, Typed), FormulaError> {
        let start = self.pos;
        let bytes = self.src.as_bytes();
        let mut end = start;
        while end < bytes.len()
            && (bytes[end].is_ascii_digit() || bytes[end] == b'.' || bytes[end] == b'_')
        {
            end += 1;
        }
        // An exponent: 4e10, 1.5e-3.
        if end < bytes.len() && (bytes[end] == b'e' || bytes[end] == b'E') {
            let mut e = end + 1;
            if e < bytes.len() && (bytes[e] == b'-' || bytes[e] == b'+') {
                e += 1;
            }
            if e < bytes.len() && bytes[e].is_ascii_digit() {
                while e < bytes.len() && bytes[e].is_ascii_digit() {
                    e += 1;
                }
                end = e;
            }
        }
        let text = self.src[start..end].replace('_', "");
        let Ok(n) = text.parse::<f64>() else {
            return Err(self.error());
        };
        self.pos = end;
        // A byte unit right after a number makes it a size (`8 B`, `64 GB`), a unit of time
        // a length of time (`1 day`, `5 ms`), so a rate times a time is a count.
        let before = self.pos;
        self.skip();
        let word_start = self.pos;
        let word = self.word();
        let unit = literal_unit(&word);
        if let Some((factor, dims)) = unit {
            let v = n * factor;
            return Ok((
                Expr::Num(v),
                Typed {
                    dims,
                    constant: Some(v),
                },
            ));
        }
        self.pos = if word.is_empty() { before } else { word_start };
        Ok((
            Expr::Num(n),
            Typed {
                dims: Dims::COUNT,
                constant: Some(n),
            },
        ))
    }

    fn call(
        &mut self,
        func: Func,
        name: &str,
        at: usize,
        dims: &[Dims],
    ) -> Result<(Expr, Typed), FormulaError> {
        self.eat('(');
        let mut args = Vec::new();
        let mut types = Vec::new();
        if !self.eat(')') {
            loop {
                let (e, t) = self.expr(dims)?;
                args.push(e);
                types.push(t);
                if self.eat(')') {
                    break;
                }
                if !self.eat(',') {
                    return Err(self.error());
                }
            }
        }
        let bad = || FormulaError::BadArgs {
            at,
            func: name.to_string(),
        };
        let dims = match func {
            Func::Min | Func::Max => {
                let first = types.first().ok_or_else(bad)?.dims;
                if let Some(t) = types.iter().find(|t| t.dims != first) {
                    return Err(FormulaError::Mismatch {
                        at,
                        left: first,
                        right: t.dims,
                    });
                }
                first
            }
            Func::Sqrt => {
                let [t] = types[..] else { return Err(bad()) };
                if t.dims.bytes % 2 != 0 || t.dims.seconds % 2 != 0 {
                    return Err(FormulaError::BadPower { at });
                }
                Dims {
                    bytes: t.dims.bytes / 2,
                    seconds: t.dims.seconds / 2,
                }
            }
            Func::Ceil | Func::Floor | Func::Round => {
                let [t] = types[..] else { return Err(bad()) };
                t.dims
            }
        };
        Ok((
            Expr::Call(func, args),
            Typed {
                dims,
                constant: None,
            },
        ))
    }
}

/// Parses `src` where `names[..usable]` may be used, their dimensions in `dims`. Returns
/// the formula and the dimension of its result.
pub fn parse(
    src: &str,
    names: &[String],
    usable: usize,
    dims: &[Dims],
) -> Result<(Expr, Dims), FormulaError> {
    if src.len() > MAX_LEN {
        return Err(FormulaError::TooDeep { at: MAX_LEN });
    }
    let mut p = Parser {
        src,
        pos: 0,
        depth: 0,
        names,
        usable,
    };
    let (e, t) = p.expr(dims)?;
    if p.peek().is_some() {
        return Err(p.error());
    }
    Ok((e, t.dims))
}
