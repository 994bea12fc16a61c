//! The scratchpad's arithmetic (also `latih calc`): figures with units read by the one
//! reader (core::quantity), `+ - * / ^` and brackets, a few functions, names set on one line
//! and used on the next (`a = 5 juta`), and `to UNIT` to choose how the answer is shown
//! (`40 GB to GiB`, `1 TB / 86400 s to MB/s`). Pure and bounded: a line is at most
//! `MAX_LEN` characters and nests at most `MAX_DEPTH` deep, so nothing here can run long or
//! overflow the stack.
//!
//! Here a line as a whole: the name it sets, the unit it asks for, the names kept between
//! lines. Its arithmetic is read and worked out at once in `parse`, functions in `functions`.
//!
//! Our own rather than fend-core: the same reader as every other screen (fend read `1,5` as
//! 15 and refused `5 juta`), errors we can say in both languages, and results the screen can
//! write in the reader's language.

pub mod text;

mod functions;
mod parse;
mod value;

pub use self::value::{Answer, ExprError, MAX_DEPTH, MAX_LEN, Target, Value};
use self::value::{FUNCTIONS, KEYWORDS, is_name_char, is_name_start};

use std::collections::HashMap;

use super::formula::Dims;
use super::lang::Lang;
use super::quantity;
use super::unitwords;

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
        let (value, notes) = parse::whole(expr, offset, lang, &self.vars)?;
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

#[cfg(test)]
mod tests;
