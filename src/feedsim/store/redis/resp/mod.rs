//! RESP2, the protocol Redis speaks, in the little latih needs: commands written as arrays of
//! bulk strings (keys are bytes, never text), and replies read by a parser that trusts no
//! length a server claims. Nothing is allocated by a claimed size: a bulk string grows as its
//! bytes arrive, within a budget for the whole reply; a reply latih does not keep is read
//! through a fixed buffer and dropped; nesting is capped. The byte source decides how long
//! it may wait (see `conn.rs`): this file only counts bytes.

use std::io;

/// A reply. Error replies are values too: a pipeline's replies are all read, whatever
/// they say, so that the connection stays in step.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Value {
    Nil,
    Int(i64),
    /// A simple string (`+OK`) or a bulk string.
    Bytes(Vec<u8>),
    Error(Vec<u8>),
    Array(Vec<Value>),
}

/// Why a reply could not be read.
#[derive(Debug)]
pub enum ReadError {
    /// From the byte source: lost, timed out, stopped.
    Io(io::Error),
    /// Not RESP: a bad type byte, length or line end.
    Garbled,
    /// More than the budget, or nested deeper than any reply latih asks for.
    TooLarge,
}

impl From<io::Error> for ReadError {
    fn from(e: io::Error) -> ReadError {
        ReadError::Io(e)
    }
}

/// A line (`+OK`, `-ERR ...`, `:12`, `$5`) longer than this is not a reply latih asked for.
const MAX_LINE: usize = 64 * 1024;
/// latih's replies nest two deep (SCAN: a cursor and an array of keys).
const MAX_DEPTH: usize = 4;
/// What one kept value costs besides its bytes (the `Value` itself), for the budget.
const VALUE_COST: usize = 32;
/// Arrays are grown as elements arrive, never sized by the count the server sends.
const FIRST_CAPACITY: usize = 1024;

/// Appends one command: an array of bulk strings.
pub fn encode(out: &mut Vec<u8>, args: &[&[u8]]) {
    out.extend_from_slice(format!("*{}\r\n", args.len()).as_bytes());
    for a in args {
        out.extend_from_slice(format!("${}\r\n", a.len()).as_bytes());
        out.extend_from_slice(a);
        out.extend_from_slice(b"\r\n");
    }
}

/// Reads replies from `fill`, which reads some bytes into the buffer it is given (never 0
/// but at the end of the stream).
pub struct Reader {
    buf: Box<[u8]>,
    start: usize,
    end: usize,
}

impl Default for Reader {
    fn default() -> Reader {
        Reader {
            buf: vec![0; 64 * 1024].into_boxed_slice(),
            start: 0,
            end: 0,
        }
    }
}

/// The byte source.
pub type Fill<'a> = dyn FnMut(&mut [u8]) -> io::Result<usize> + 'a;

impl Reader {
    /// Bytes received and not yet read: a new request must find none.
    pub fn pending(&self) -> bool {
        self.start < self.end
    }

    /// One reply. Kept (`budget` bytes at most, for all its parts), or read and dropped: an
    /// error reply is kept either way.
    pub fn reply(
        &mut self,
        fill: &mut Fill<'_>,
        keep: bool,
        budget: &mut usize,
    ) -> Result<Value, ReadError> {
        self.value(fill, keep, budget, 0)
    }

    fn value(
        &mut self,
        fill: &mut Fill<'_>,
        keep: bool,
        budget: &mut usize,
        depth: usize,
    ) -> Result<Value, ReadError> {
        if depth > MAX_DEPTH {
            return Err(ReadError::TooLarge);
        }
        let line = self.line(fill)?;
        let (kind, rest) = line.split_first().ok_or(ReadError::Garbled)?;
        match kind {
            b'+' => kept(keep, budget, rest.to_vec(), Value::Bytes),
            // An error is kept even when the reply is not: its first part says why.
            b'-' => Ok(Value::Error(rest.iter().copied().take(512).collect())),
            b':' => number(rest).map(Value::Int),
            b'$' => match number(rest)? {
                -1 => Ok(Value::Nil),
                n => self.bulk(
                    fill,
                    keep,
                    budget,
                    usize::try_from(n).map_err(|_| ReadError::Garbled)?,
                ),
            },
            b'*' => match number(rest)? {
                -1 => Ok(Value::Nil),
                n => {
                    let n = u64::try_from(n).map_err(|_| ReadError::Garbled)?;
                    self.array(fill, keep, budget, depth, n)
                }
            },
            _ => Err(ReadError::Garbled),
        }
    }

    fn array(
        &mut self,
        fill: &mut Fill<'_>,
        keep: bool,
        budget: &mut usize,
        depth: usize,
        n: u64,
    ) -> Result<Value, ReadError> {
        let mut items = Vec::new();
        for _ in 0..n {
            // Paid before the element is read: a count no budget covers ends here.
            if keep {
                spend(budget, VALUE_COST)?;
            }
            let v = self.value(fill, keep, budget, depth + 1)?;
            if keep {
                if items.is_empty() {
                    items.reserve(FIRST_CAPACITY.min(n as usize));
                }
                items.push(v);
            }
        }
        Ok(if keep {
            Value::Array(items)
        } else {
            Value::Nil
        })
    }

    /// `n` bytes and CRLF; kept ones are copied as they arrive, within the budget.
    fn bulk(
        &mut self,
        fill: &mut Fill<'_>,
        keep: bool,
        budget: &mut usize,
        n: usize,
    ) -> Result<Value, ReadError> {
        if keep {
            spend(budget, n.saturating_add(VALUE_COST))?;
        }
        let mut out = Vec::new();
        let mut left = n;
        while left > 0 {
            if self.start == self.end {
                self.more(fill)?;
            }
            let take = left.min(self.end - self.start);
            if keep {
                out.extend_from_slice(&self.buf[self.start..self.start + take]);
            }
            self.start += take;
            left -= take;
        }
        for want in *b"\r\n" {
            if self.start == self.end {
                self.more(fill)?;
            }
            if self.buf[self.start] != want {
                return Err(ReadError::Garbled);
            }
            self.start += 1;
        }
        Ok(if keep { Value::Bytes(out) } else { Value::Nil })
    }

    /// A line without its CRLF, at most `MAX_LINE` long.
    fn line(&mut self, fill: &mut Fill<'_>) -> Result<Vec<u8>, ReadError> {
        let mut line = Vec::new();
        loop {
            if self.start == self.end {
                self.more(fill)?;
            }
            let seen = &self.buf[self.start..self.end];
            let end = seen.iter().position(|&b| b == b'\n');
            line.extend_from_slice(&seen[..end.unwrap_or(seen.len())]);
            self.start += end.map_or(seen.len(), |i| i + 1);
            if line.len() > MAX_LINE + 1 {
                return Err(ReadError::TooLarge);
            }
            if end.is_some() {
                if line.pop() != Some(b'\r') {
                    return Err(ReadError::Garbled);
                }
                return Ok(line);
            }
        }
    }

    fn more(&mut self, fill: &mut Fill<'_>) -> Result<(), ReadError> {
        self.start = 0;
        self.end = 0;
        let n = fill(&mut self.buf)?;
        if n == 0 {
            return Err(io::Error::from(io::ErrorKind::UnexpectedEof).into());
        }
        self.end = n;
        Ok(())
    }
}

fn kept(
    keep: bool,
    budget: &mut usize,
    bytes: Vec<u8>,
    f: fn(Vec<u8>) -> Value,
) -> Result<Value, ReadError> {
    if !keep {
        return Ok(Value::Nil);
    }
    spend(budget, bytes.len() + VALUE_COST)?;
    Ok(f(bytes))
}

fn spend(budget: &mut usize, n: usize) -> Result<(), ReadError> {
    *budget = budget.checked_sub(n).ok_or(ReadError::TooLarge)?;
    Ok(())
}

fn number(s: &[u8]) -> Result<i64, ReadError> {
    std::str::from_utf8(s)
        .ok()
        .and_then(|s| s.parse().ok())
        .ok_or(ReadError::Garbled)
}

#[cfg(test)]
mod tests;
