//! The scratchpad's arithmetic, worked out as it is read: sums, products, powers, signs,
//! brackets, figures read by the one reader, names and unit words.

use std::collections::HashMap;

use super::value::{ExprError, FUNCTIONS, KEYWORDS, MAX_DEPTH, Value, is_name_char, is_name_start};
use crate::core::formula::Dims;
use crate::core::lang::Lang;
use crate::core::quantity::{self, Note, ReadError};
use crate::core::unitwords::{self, Word};

/// The value of `src`, which starts at byte `offset` of its line, and how figures in it that
/// could be read two ways were read. All of `src` must be used.
pub(super) fn whole(
    src: &str,
    offset: usize,
    lang: Lang,
    vars: &HashMap<String, Value>,
) -> Result<(Value, Vec<Note>), ExprError> {
    let mut p = Parser {
        src,
        pos: 0,
        offset,
        depth: 0,
        lang,
        vars,
        notes: Vec::new(),
    };
    let value = p.expr()?;
    p.skip();
    if p.pos < p.src.len() {
        return Err(p.syntax());
    }
    Ok((value, p.notes))
}

pub(super) struct Parser<'a> {
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

    pub(super) fn eat(&mut self, c: char) -> bool {
        if self.peek() == Some(c) {
            self.pos += c.len_utf8();
            true
        } else {
            false
        }
    }

    pub(super) fn syntax(&mut self) -> ExprError {
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

    pub(super) fn expr(&mut self) -> Result<Value, ExprError> {
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
}
