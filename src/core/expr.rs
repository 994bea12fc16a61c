//! The scratchpad's arithmetic (also `latih calc`): figures with units read by the one
//! reader (core::quantity), `+ - * / ^` and brackets, a few functions, names set on one line
//! and used on the next (`a = 5 juta`), and `to UNIT` to choose how the answer is shown
//! (`40 GB to GiB`, `1 TB / 86400 s to MB/s`). Pure and bounded: a line is at most
//! `MAX_LEN` characters and nests at most `MAX_DEPTH` deep, so nothing here can run long or
//! overflow the stack.
//!
//! Our own rather than fend-core: the same reader as every other screen (fend read `1,5` as
//! 15 and refused `5 juta`), errors we can say in both languages, and results the screen can
//! write in the reader's language.

use std::collections::HashMap;

use super::formula::Dims;
use super::lang::Lang;
use super::quantity::{self, Note, ReadError};
use super::unitwords::{self, Word};

/// How deep brackets, signs and powers may nest.
pub const MAX_DEPTH: usize = 32;
/// How long a line may be.
pub const MAX_LEN: usize = 1_000;

/// A value in base units and what it measures.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Value {
    pub v: f64,
    pub dims: Dims,
}

/// The unit an answer is to be shown in (`to GiB`): as typed, its size and what it measures.
#[derive(Debug, Clone, PartialEq)]
pub struct Target {
    pub label: String,
    pub factor: f64,
    pub dims: Dims,
}

/// A line worked out.
#[derive(Debug, Clone, PartialEq)]
pub struct Answer {
    pub value: Value,
    pub target: Option<Target>,
    /// The name the line set (`a = ...`).
    pub name: Option<String>,
    /// How figures that could be read two ways were read.
    pub notes: Vec<Note>,
}

#[derive(Debug, Clone, PartialEq)]
pub enum ExprError {
    Empty,
    TooLong,
    TooDeep,
    /// A figure that could not be read, at this byte of the line.
    Read {
        at: usize,
        error: ReadError,
    },
    /// Something that does not belong here.
    Syntax {
        at: usize,
        found: String,
    },
    UnknownName {
        name: String,
    },
    /// `+`, `-`, `min`, `max` over values that measure different things.
    Mismatch {
        left: Dims,
        right: Dims,
    },
    /// A power of a value with a unit that is not a small whole number, or an exponent with
    /// a unit.
    BadPower,
    /// `sqrt` of a value whose unit has no square root, or `log` of one with a unit.
    BadFunction {
        name: String,
    },
    DivisionByZero,
    TooLarge,
    /// `to` followed by something that is no unit.
    BadTarget {
        target: String,
    },
    /// `to GB` of something that is not a size.
    WrongTarget {
        from: Dims,
        target: String,
    },
    /// A name that is a unit, a function or a keyword cannot be set.
    Reserved {
        name: String,
    },
}

const KEYWORDS: &[&str] = &["to", "in", "ke", "dalam"];
const FUNCTIONS: &[&str] = &[
    "min", "max", "sqrt", "abs", "ceil", "floor", "round", "log10", "ln",
];

/// Names set so far, kept between lines.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Scratchpad {
    vars: HashMap<String, Value>,
}

impl Scratchpad {
    pub fn new() -> Scratchpad {
        Scratchpad::default()
    }

    /// Works out one line; a line of the form `name = ...` also sets the name.
    pub fn eval(&mut self, line: &str, lang: Lang) -> Result<Answer, ExprError> {
        let line = line.trim();
        if line.is_empty() {
            return Err(ExprError::Empty);
        }
        if line.chars().count() > MAX_LEN {
            return Err(ExprError::TooLong);
        }
        let (name, body, offset) = assignment(line);
        if let Some(n) = &name
            && reserved(n, lang)
        {
            return Err(ExprError::Reserved { name: n.clone() });
        }
        let (expr, target) = split_target(body);
        let mut p = Parser {
            src: expr,
            pos: 0,
            offset,
            depth: 0,
            lang,
            vars: &self.vars,
            notes: Vec::new(),
        };
        let value = p.expr()?;
        p.skip();
        if p.pos < p.src.len() {
            return Err(p.syntax());
        }
        let notes = std::mem::take(&mut p.notes);
        let target = match target {
            Some(t) => Some(read_target(t, value.dims, lang)?),
            None => None,
        };
        if !value.v.is_finite() {
            return Err(ExprError::TooLarge);
        }
        if let Some(n) = &name {
            self.vars.insert(n.clone(), value);
        }
        Ok(Answer {
            value,
            target,
            name,
            notes,
        })
    }

    /// Forgets every name.
    pub fn clear(&mut self) {
        self.vars.clear();
    }
}

fn is_name_start(c: char) -> bool {
    c.is_alphabetic() || c == '_'
}

fn is_name_char(c: char) -> bool {
    c.is_alphanumeric() || c == '_'
}

/// `name = body`: the name, the body and where the body starts in the line.
fn assignment(line: &str) -> (Option<String>, &str, usize) {
    let name: String = line.chars().take_while(|c| is_name_char(*c)).collect();
    if name.is_empty() || !name.starts_with(is_name_start) {
        return (None, line, 0);
    }
    let rest = line[name.len()..].trim_start();
    match rest.strip_prefix('=') {
        Some(body) if !body.starts_with('=') => {
            let offset = line.len() - body.len();
            (Some(name), body, offset)
        }
        _ => (None, line, 0),
    }
}

fn reserved(name: &str, lang: Lang) -> bool {
    let lower = name.to_lowercase();
    KEYWORDS.contains(&lower.as_str())
        || FUNCTIONS.contains(&lower.as_str())
        || unitwords::lookup(name, lang).is_some()
        || unitwords::lowercase_bytes(name).is_some()
        || unitwords::ambiguous(name)
}

/// Splits off `to UNIT` (or `in`, `ke`, `dalam`, `->`) at the end of the line.
fn split_target(body: &str) -> (&str, Option<&str>) {
    if let Some((e, t)) = body.rsplit_once("->") {
        return (e, Some(t.trim()));
    }
    let words: Vec<(usize, &str)> = body
        .split_whitespace()
        .map(|w| (w.as_ptr() as usize - body.as_ptr() as usize, w))
        .collect();
    for (at, w) in words.iter().rev() {
        if KEYWORDS.contains(&w.to_lowercase().as_str()) && *at > 0 {
            let target = body[at + w.len()..].trim();
            return (&body[..*at], Some(target));
        }
    }
    (body, None)
}

/// The unit after `to`: read as `1 UNIT`, it must measure what the answer measures.
fn read_target(t: &str, dims: Dims, lang: Lang) -> Result<Target, ExprError> {
    let bad = || ExprError::BadTarget {
        target: t.to_string(),
    };
    if t.is_empty() || t.starts_with(|c: char| c.is_ascii_digit()) {
        return Err(bad());
    }
    let r = quantity::read(&format!("1 {t}"), lang, &[]).map_err(|_| bad())?;
    let to = r.dims.unwrap_or(Dims::COUNT);
    if to != dims {
        return Err(ExprError::WrongTarget {
            from: dims,
            target: t.to_string(),
        });
    }
    Ok(Target {
        label: t.to_string(),
        factor: r.value,
        dims: to,
    })
}

struct Parser<'a> {
    src: &'a str,
    pos: usize,
    /// Where `src` starts in the line, for positions in errors.
    offset: usize,
    depth: usize,
    lang: Lang,
    vars: &'a HashMap<String, Value>,
    notes: Vec<Note>,
}

impl Parser<'_> {
    fn rest(&self) -> &str {
        &self.src[self.pos..]
    }

    fn skip(&mut self) {
        let trimmed = self.rest().trim_start();
        self.pos = self.src.len() - trimmed.len();
    }

    fn peek(&mut self) -> Option<char> {
        self.skip();
        self.rest().chars().next()
    }

    fn eat(&mut self, c: char) -> bool {
        if self.peek() == Some(c) {
            self.pos += c.len_utf8();
            true
        } else {
            false
        }
    }

    fn syntax(&mut self) -> ExprError {
        self.skip();
        ExprError::Syntax {
            at: self.offset + self.pos,
            found: self.rest().chars().take(12).collect(),
        }
    }

    fn deeper(&mut self) -> Result<(), ExprError> {
        self.depth += 1;
        if self.depth > MAX_DEPTH {
            return Err(ExprError::TooDeep);
        }
        Ok(())
    }

    fn expr(&mut self) -> Result<Value, ExprError> {
        let mut left = self.term()?;
        loop {
            let plus = if self.eat('+') {
                true
            } else if self.eat('-') || self.eat('−') {
                false
            } else {
                return Ok(left);
            };
            let right = self.term()?;
            if left.dims != right.dims {
                return Err(ExprError::Mismatch {
                    left: left.dims,
                    right: right.dims,
                });
            }
            left.v = if plus {
                left.v + right.v
            } else {
                left.v - right.v
            };
        }
    }

    fn term(&mut self) -> Result<Value, ExprError> {
        let mut left = self.power()?;
        loop {
            let times = if self.eat('*') || self.eat('×') || self.eat('·') {
                true
            } else if self.eat('/') || self.eat('÷') {
                false
            } else {
                return Ok(left);
            };
            let right = self.power()?;
            if times {
                left = Value {
                    v: left.v * right.v,
                    dims: left.dims.times(right.dims),
                };
            } else {
                if right.v == 0.0 {
                    return Err(ExprError::DivisionByZero);
                }
                left = Value {
                    v: left.v / right.v,
                    dims: left.dims.per(right.dims),
                };
            }
        }
    }

    fn power(&mut self) -> Result<Value, ExprError> {
        let base = self.unary()?;
        if !self.eat('^') {
            return Ok(base);
        }
        self.deeper()?;
        let exp = self.power();
        self.depth -= 1;
        let exp = exp?;
        if exp.dims != Dims::COUNT {
            return Err(ExprError::BadPower);
        }
        let dims = if base.dims == Dims::COUNT {
            Dims::COUNT
        } else if exp.v.fract() == 0.0 && exp.v.abs() <= 8.0 {
            base.dims.pow(exp.v as i8)
        } else {
            return Err(ExprError::BadPower);
        };
        let v = base.v.powf(exp.v);
        if !v.is_finite() {
            return Err(ExprError::TooLarge);
        }
        Ok(Value { v, dims })
    }

    fn unary(&mut self) -> Result<Value, ExprError> {
        self.deeper()?;
        let out = if self.eat('-') || self.eat('−') {
            self.unary().map(|v| Value { v: -v.v, ..v })
        } else {
            self.atom()
        };
        self.depth -= 1;
        out
    }

    fn atom(&mut self) -> Result<Value, ExprError> {
        if self.eat('(') {
            let inner = self.expr()?;
            if !self.eat(')') {
                return Err(self.syntax());
            }
            return Ok(inner);
        }
        match self.peek() {
            Some(c) if c.is_ascii_digit() || c == '.' => self.figure(),
            Some(c) if is_name_start(c) => self.name(),
            _ => Err(self.syntax()),
        }
    }

    /// A figure: the number and the unit and scale words after it, read by the one reader.
    fn figure(&mut self) -> Result<Value, ExprError> {
        let start = self.pos;
        let mut end = start + quantity::number_end(self.rest());
        loop {
            let after = &self.src[end..];
            let trimmed = after.trim_start();
            let gap = after.len() - trimmed.len();
            let word: String = trimmed.chars().take_while(|c| is_name_char(*c)).collect();
            if let Some(per) = trimmed.strip_prefix('/') {
                // `20k/s`, `MB/s`: a slash before a unit of time belongs to the figure; one
                // before a number or a name is a division.
                let per = per.trim_start();
                let w: String = per.chars().take_while(|c| is_name_char(*c)).collect();
                if !w.is_empty() && unitwords::per_time(&w).is_some() && !self.vars.contains_key(&w)
                {
                    end += after.len() - per.len() + w.len();
                    continue;
                }
                break;
            }
            if word.is_empty() || KEYWORDS.contains(&word.to_lowercase().as_str()) {
                break;
            }
            let known = unitwords::lookup(&word, self.lang).is_some()
                || unitwords::lowercase_bytes(&word).is_some()
                || unitwords::ambiguous(&word)
                || word.eq_ignore_ascii_case("per");
            if self.vars.contains_key(&word) {
                break;
            }
            if !known {
                // `5 bananas`: a word after a number is a unit or it is a mistake.
                return Err(ExprError::Read {
                    at: self.offset + end + gap,
                    error: ReadError::UnknownWord { word },
                });
            }
            end += gap + word.len();
        }
        let text = &self.src[start..end];
        let r = quantity::read(text, self.lang, &[]).map_err(|error| ExprError::Read {
            at: self.offset + start,
            error,
        })?;
        self.notes.extend(r.notes);
        self.pos = end;
        Ok(Value {
            v: r.value,
            dims: r.dims.unwrap_or(Dims::COUNT),
        })
    }

    fn name(&mut self) -> Result<Value, ExprError> {
        let name: String = self
            .rest()
            .chars()
            .take_while(|c| is_name_char(*c))
            .collect();
        self.pos += name.len();
        let lower = name.to_lowercase();
        if FUNCTIONS.contains(&lower.as_str()) && self.peek() == Some('(') {
            return self.call(&lower);
        }
        if let Some(v) = self.vars.get(&name) {
            return Ok(*v);
        }
        // A unit or scale word on its own is one of it: `TB / GB`, `2 * million`.
        match unitwords::lookup(&name, self.lang) {
            Some(Word::Unit { factor, dims, .. }) => Ok(Value { v: factor, dims }),
            Some(Word::Scale(f)) => Ok(Value {
                v: f,
                dims: Dims::COUNT,
            }),
            _ => Err(ExprError::UnknownName { name }),
        }
    }

    fn call(&mut self, f: &str) -> Result<Value, ExprError> {
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

#[cfg(test)]
#[path = "expr_tests.rs"]
mod tests;
