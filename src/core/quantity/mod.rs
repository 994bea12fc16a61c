//! The one reader of a typed figure, for every screen: calculator inputs, estimate answers,
//! the scratchpad and `latih calc`. A number (digits grouped the reader's way, or in a form
//! both languages read alike: `1.5`, `1,5`, `1.000.000`, `1,000,000`, `1e6`), then scale
//! words (`juta`, `k`, `million`) and a unit (`GB`, `Gb`, `µs`, `/detik`, `writes/s`).
//! Values come out in base units (bytes, seconds) with what they measure. Nothing is dropped
//! in silence: an unknown word is refused by name, and a form the reader's language reads one
//! way but the other would read another way is read the reader's way with a note saying so.

pub mod text;

use super::formula::Dims;
use super::lang::Lang;
use super::unitwords::{self, Word};

/// A figure as read.
#[derive(Debug, Clone, PartialEq)]
pub struct Reading {
    /// In base units: bytes, seconds, bytes per second, plain counts.
    pub value: f64,
    /// What it measures; `None` for a bare number (no unit and no counted word), which the
    /// screen takes in its own unit.
    pub dims: Option<Dims>,
    /// A bit unit was written (`Gb`, `bits`).
    pub bits: bool,
    /// How forms that could be read two ways were read.
    pub notes: Vec<Note>,
}

/// A reading worth saying.
#[derive(Debug, Clone, PartialEq)]
pub enum Note {
    /// One `.` or `,` before three digits: read as grouping or as a decimal mark, as the
    /// reader's language writes numbers; `other` is what the other reading gives.
    Separator {
        typed: String,
        value: f64,
        other: f64,
    },
    /// A lower-case size unit read as bytes (`gb` as `GB`, not gigabits `Gb`).
    Bytes { typed: String, read: &'static str },
    /// `M` read as `miliar` (Indonesian) or `million` (English); `other` is the other one.
    Scale {
        typed: String,
        factor: f64,
        other: f64,
    },
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ReadError {
    Empty,
    /// No number where one should start.
    NotANumber {
        text: String,
    },
    /// Digits and marks that do not make a number (`1.23.4`).
    BadNumber {
        text: String,
    },
    /// A word that is no unit, scale word or counted thing this screen knows.
    UnknownWord {
        word: String,
    },
    /// `b` or `m`: bit or billion, minute or million.
    Ambiguous {
        word: String,
    },
    /// `/` or `per` with no unit of time after it.
    NoTimeAfterPer {
        word: String,
    },
    /// Past what a figure can hold (`1e400`).
    TooLarge,
}

/// Where a number ends: digits, grouping and decimal marks, an exponent.
pub(crate) fn number_end(s: &str) -> usize {
    let b = s.as_bytes();
    let mut i = 0;
    if matches!(b.first(), Some(b'-' | b'+')) {
        i = 1;
    }
    while i < b.len() {
        let c = b[i];
        let exp = (c == b'e' || c == b'E')
            && i > 0
            && b[i - 1].is_ascii_digit()
            && (b.get(i + 1).is_some_and(u8::is_ascii_digit)
                || (matches!(b.get(i + 1), Some(b'-' | b'+'))
                    && b.get(i + 2).is_some_and(u8::is_ascii_digit)));
        let exp_sign = matches!(c, b'-' | b'+') && i > 0 && matches!(b[i - 1], b'e' | b'E');
        let mark = matches!(c, b'.' | b',' | b'_') && b.get(i + 1).is_some_and(u8::is_ascii_digit);
        if c.is_ascii_digit() || mark || exp || exp_sign {
            i += 1;
        } else {
            break;
        }
    }
    i
}

/// Groups of three after the first, which has one to three digits and no leading zero.
fn grouped(int: &str, mark: char) -> Option<String> {
    let mut parts = int.split(mark);
    let first = parts.next()?;
    if first.is_empty() || first.len() > 3 || first.starts_with('0') {
        return None;
    }
    let rest: Vec<&str> = parts.collect();
    if rest.is_empty()
        || rest
            .iter()
            .any(|p| p.len() != 3 || !p.bytes().all(|c| c.is_ascii_digit()))
    {
        return None;
    }
    Some(std::iter::once(first).chain(rest).collect())
}

fn digits(s: &str) -> bool {
    !s.is_empty() && s.bytes().all(|c| c.is_ascii_digit())
}

/// The number, and a note when the reader's language decided a mark that could be read
/// either way.
fn number(raw: &str, lang: Lang) -> Result<(f64, Option<Note>), ReadError> {
    let bad = || ReadError::BadNumber {
        text: raw.to_string(),
    };
    let (sign, body) = match raw.strip_prefix('-') {
        Some(b) => (-1.0, b),
        None => (1.0, raw.strip_prefix('+').unwrap_or(raw)),
    };
    let body = body.replace('_', "");
    let value = |s: &str| -> Result<f64, ReadError> {
        let v: f64 = s.parse().map_err(|_| bad())?;
        if v.is_finite() {
            Ok(sign * v)
        } else {
            Err(ReadError::TooLarge)
        }
    };
    if body.contains(['e', 'E']) {
        // 1e6, 1.5e6, and 1,5e6 for a reader who writes the decimal mark as a comma.
        let (mantissa, exp) = body.split_once(['e', 'E']).ok_or_else(bad)?;
        if mantissa.contains('.') && mantissa.contains(',') {
            return Err(bad());
        }
        return Ok((
            value(&format!("{}e{exp}", mantissa.replace(',', ".")))?,
            None,
        ));
    }
    let dots = body.matches('.').count();
    let commas = body.matches(',').count();
    let plain = match (dots, commas) {
        (0, 0) => body.clone(),
        // Both marks: the last one is the decimal mark (1.234,5 or 1,234.5).
        (_, _) if dots > 0 && commas > 0 => {
            let last = body.rfind(['.', ',']).ok_or_else(bad)?;
            let (int, frac) = (&body[..last], &body[last + 1..]);
            let group = if body.as_bytes()[last] == b'.' {
                ','
            } else {
                '.'
            };
            if int.contains(body.as_bytes()[last] as char) || !digits(frac) {
                return Err(bad());
            }
            format!("{}.{frac}", grouped(int, group).ok_or_else(bad)?)
        }
        // Several of one mark: grouping, in either language (1.000.000, 1,000,000).
        (n, 0) | (0, n) if n > 1 => {
            let mark = if dots > 0 { '.' } else { ',' };
            grouped(&body, mark).ok_or_else(bad)?
        }
        // One mark.
        _ => {
            let mark = if dots == 1 { '.' } else { ',' };
            let (int, frac) = body.split_once(mark).ok_or_else(bad)?;
            if !digits(int) || !digits(frac) {
                return Err(bad());
            }
            let could_group = grouped(&body, mark).is_some();
            // The reader's own grouping mark: `.` in Indonesian, `,` in English.
            let groups_here = mark == lang_group(lang);
            let as_decimal = value(&format!("{int}.{frac}"))?;
            if could_group && groups_here {
                let v = value(&format!("{int}{frac}"))?;
                return Ok((v, Some(separator_note(raw, v, as_decimal))));
            }
            // Read as a decimal by the reader's language, though the other would group it.
            let note = could_group
                .then(|| value(&format!("{int}{frac}")).ok())
                .flatten()
                .map(|grouped| separator_note(raw, as_decimal, grouped));
            return Ok((as_decimal, note));
        }
    };
    Ok((value(&plain)?, None))
}

fn lang_group(lang: Lang) -> char {
    match lang {
        Lang::Id => '.',
        Lang::En => ',',
    }
}

fn separator_note(raw: &str, value: f64, other: f64) -> Note {
    Note::Separator {
        typed: raw.to_string(),
        value,
        other,
    }
}

/// The words after the number, with `/` split off as its own word: `20k/s` is `20`, `k`,
/// `/`, `s`; `writes/s` is `writes`, `/`, `s`.
fn words(rest: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut cur = String::new();
    let flush = |cur: &mut String, out: &mut Vec<String>| {
        if !cur.is_empty() {
            out.push(std::mem::take(cur));
        }
    };
    for c in rest.chars() {
        if c.is_whitespace() {
            flush(&mut cur, &mut out);
        } else if c == '/' {
            flush(&mut cur, &mut out);
            out.push("/".into());
        } else if c.is_ascii_digit()
            && !cur.is_empty()
            && !cur.ends_with(|d: char| d.is_ascii_digit())
        {
            // `5jt10`: a word does not run into digits.
            flush(&mut cur, &mut out);
            cur.push(c);
        } else if !c.is_ascii_digit() && cur.chars().all(|d| d.is_ascii_digit()) && !cur.is_empty()
        {
            flush(&mut cur, &mut out);
            cur.push(c);
        } else {
            cur.push(c);
        }
    }
    flush(&mut cur, &mut out);
    out
}

/// Whether a word names what a screen counts (`users`, `edges`, `penulisan`), ignoring case
/// and a plural `s`.
fn counted(word: &str, names: &[String]) -> bool {
    let w = word.to_lowercase();
    let w = w.trim_end_matches('s');
    names.iter().any(|n| {
        let n = n.to_lowercase();
        !n.is_empty() && n.trim_end_matches('s') == w
    })
}

/// Reads a figure. `names` are the words this screen counts (the unit of an input or a
/// question: `users`, `writes`); any other word that is not a unit or scale word is refused.
pub fn read(input: &str, lang: Lang, names: &[String]) -> Result<Reading, ReadError> {
    let s = input.trim();
    if s.is_empty() {
        return Err(ReadError::Empty);
    }
    let s = s.replace('−', "-");
    let end = number_end(&s);
    if end == 0 || !s[..end].bytes().any(|c| c.is_ascii_digit()) {
        return Err(ReadError::NotANumber {
            text: s.chars().take(20).collect(),
        });
    }
    let (value, note) = number(&s[..end], lang)?;
    let mut reading = Reading {
        value,
        dims: None,
        bits: false,
        notes: note.into_iter().collect(),
    };
    let ws = words(&s[end..]);
    let mut i = 0;
    while i < ws.len() {
        let w = ws[i].as_str();
        if w == "/" || w.eq_ignore_ascii_case("per") {
            let next = ws.get(i + 1).map(String::as_str).unwrap_or("");
            reading.per(w, next, names)?;
            i += 2;
        } else {
            reading.word(w, lang, names)?;
            i += 1;
        }
    }
    if !reading.value.is_finite() {
        return Err(ReadError::TooLarge);
    }
    Ok(reading)
}

impl Reading {
    /// What it measures so far; a number with no word yet is a count.
    fn so_far(&self) -> Dims {
        self.dims.unwrap_or(Dims::COUNT)
    }

    /// `/ s`, `per detik`: per a unit of time; `/ edge`: per a counted thing, the same kind
    /// of figure.
    fn per(&mut self, w: &str, next: &str, names: &[String]) -> Result<(), ReadError> {
        match unitwords::per_time(next) {
            Some(secs) => {
                self.value /= secs;
                self.dims = Some(self.so_far().per(Dims::TIME));
                Ok(())
            }
            None if counted(next, names) => Ok(()),
            None => Err(ReadError::NoTimeAfterPer {
                word: format!("{w} {next}").trim().to_string(),
            }),
        }
    }

    /// A scale word, a unit, or a word this screen counts.
    fn word(&mut self, w: &str, lang: Lang, names: &[String]) -> Result<(), ReadError> {
        match unitwords::lookup(w, lang) {
            Some(Word::Scale(f)) => {
                if w == "M" {
                    self.notes.push(Note::Scale {
                        typed: w.to_string(),
                        factor: f,
                        other: if f == 1e9 { 1e6 } else { 1e9 },
                    });
                }
                self.value *= f;
            }
            Some(Word::Unit {
                factor,
                dims: d,
                bits,
            }) => {
                self.value *= factor;
                self.bits |= bits;
                self.dims = Some(self.so_far().times(d));
            }
            Some(Word::PerSecond) => self.dims = Some(self.so_far().per(Dims::TIME)),
            None => return self.other_word(w, names),
        }
        Ok(())
    }

    /// A word that is no unit in this language: a lower-case size read as bytes, a counted
    /// thing, or refused (by name, and as ambiguous when it is).
    fn other_word(&mut self, w: &str, names: &[String]) -> Result<(), ReadError> {
        if let Some((
            Word::Unit {
                factor, dims: d, ..
            },
            read,
        )) = unitwords::lowercase_bytes(w)
        {
            self.value *= factor;
            self.dims = Some(self.so_far().times(d));
            self.notes.push(Note::Bytes {
                typed: w.to_string(),
                read,
            });
        } else if counted(w, names) {
            self.dims = Some(self.so_far());
        } else if unitwords::ambiguous(w) {
            return Err(ReadError::Ambiguous {
                word: w.to_string(),
            });
        } else {
            return Err(ReadError::UnknownWord {
                word: w.to_string(),
            });
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests;
