//! Where a statement of a defined playground goes once its tables are partitioned, read
//! from the statement itself: the partitioned tables it names and the value it gives each
//! one's key (`customer_id = :customer`, a literal, or the key's place in an INSERT's
//! VALUES). Every key given and all on one partition: routed there; otherwise scattered to
//! every partition, and a SELECT's rows merged by its own ORDER BY, LIMIT and OFFSET. Pure:
//! SQL is only looked at here, never run.

/// One word of a statement, outside comments; quoted text is one `Str` token.
#[derive(Debug, Clone, PartialEq)]
pub enum Token {
    /// A name or keyword, as written (`o.customer_id` is one word).
    Word(String),
    Number(i64),
    Param(String),
    Str(String),
    Punct(char),
}

/// A statement's words.
pub fn tokens(sql: &str) -> Vec<Token> {
    let mut out = Vec::new();
    let mut chars = sql.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '\'' | '"' | '`' => {
                let mut s = String::new();
                while let Some(d) = chars.next() {
                    if d == c {
                        if chars.peek() == Some(&c) {
                            chars.next();
                            s.push(c);
                            continue;
                        }
                        break;
                    }
                    s.push(d);
                }
                // A quoted name is a name; a quoted string a value.
                out.push(if c == '\'' {
                    Token::Str(s)
                } else {
                    Token::Word(s)
                });
            }
            '-' if chars.peek() == Some(&'-') => {
                for d in chars.by_ref() {
                    if d == '\n' {
                        break;
                    }
                }
            }
            ':' | '@' | '$'
                if chars
                    .peek()
                    .is_some_and(|n| n.is_ascii_alphabetic() || *n == '_') =>
            {
                out.push(Token::Param(take(&mut chars, |d| {
                    d.is_ascii_alphanumeric() || d == '_'
                })));
            }
            c if c.is_ascii_digit() => {
                let mut s = c.to_string();
                s.push_str(&take(&mut chars, |d| d.is_ascii_alphanumeric() || d == '.'));
                out.push(s.parse().map_or(Token::Punct('#'), Token::Number));
            }
            c if c.is_alphabetic() || c == '_' => {
                let mut s = c.to_string();
                s.push_str(&take(&mut chars, |d| {
                    d.is_alphanumeric() || d == '_' || d == '.'
                }));
                out.push(Token::Word(s));
            }
            c if c.is_whitespace() => {}
            c => out.push(Token::Punct(c)),
        }
    }
    out
}

fn take(chars: &mut std::iter::Peekable<std::str::Chars<'_>>, ok: impl Fn(char) -> bool) -> String {
    let mut s = String::new();
    while let Some(&d) = chars.peek().filter(|d| ok(**d)) {
        s.push(d);
        chars.next();
    }
    s
}

/// What a statement does, by its first word.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    Read,
    Insert,
    /// UPDATE or DELETE.
    Change,
    Other,
}

pub fn kind(t: &[Token]) -> Kind {
    match first_word(t).as_deref() {
        Some("select" | "with" | "values") => Kind::Read,
        Some("insert" | "replace") => Kind::Insert,
        Some("update" | "delete") => Kind::Change,
        _ => Kind::Other,
    }
}

fn first_word(t: &[Token]) -> Option<String> {
    match t.first() {
        Some(Token::Word(w)) => Some(w.to_ascii_lowercase()),
        _ => None,
    }
}

pub(super) fn is(t: &Token, word: &str) -> bool {
    matches!(t, Token::Word(w) if w.eq_ignore_ascii_case(word))
}

/// How many times a statement names `table` (a self-join or a subquery names it twice).
pub fn times_named(t: &[Token], table: &str) -> usize {
    t.iter().filter(|tok| is(tok, table)).count()
}

/// Where the first `word` outside parentheses is.
pub(super) fn outer(t: &[Token], word: &str) -> Option<usize> {
    let mut depth = 0i32;
    for (i, x) in t.iter().enumerate() {
        match x {
            Token::Punct('(') => depth += 1,
            Token::Punct(')') => depth -= 1,
            x if depth == 0 && is(x, word) => return Some(i),
            _ => {}
        }
    }
    None
}

/// The tables of `names` a statement names, each once, in the order of `names`.
pub fn tables_named<'a>(t: &[Token], names: &[&'a str]) -> Vec<&'a str> {
    (names.iter().copied())
        .filter(|n| t.iter().any(|tok| is(tok, n)))
        .collect()
}

/// The value a statement gives `column`: `column = X` or `X = column` (with or without a
/// table's alias before it), or, in an INSERT, the value in the column's place.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Key {
    Param(String),
    Int(i64),
    Text(String),
}

pub fn key_of(t: &[Token], column: &str) -> Option<Key> {
    if kind(t) == Kind::Insert {
        return inserted(t, column);
    }
    let named = |tok: &Token| match tok {
        Token::Word(w) => {
            let last = w.rsplit('.').next().unwrap_or(w);
            last.eq_ignore_ascii_case(column)
        }
        _ => false,
    };
    let value = |tok: &Token| match tok {
        Token::Param(p) => Some(Key::Param(p.clone())),
        Token::Number(n) => Some(Key::Int(*n)),
        Token::Str(s) => Some(Key::Text(s.clone())),
        _ => None,
    };
    for w in t.windows(3) {
        if w[1] != Token::Punct('=') {
            continue;
        }
        // `a.x = 5`, not `a.x = 5 + 1`: the value must stand alone, which the token after
        // it tells; a `==` is two tokens and is not matched.
        if named(&w[0])
            && let Some(v) = value(&w[2])
        {
            return Some(v);
        }
        if named(&w[2])
            && let Some(v) = value(&w[0])
        {
            return Some(v);
        }
    }
    None
}

/// `INSERT INTO t (a, b) VALUES (x, y)`: the value in `column`'s place (one row only).
fn inserted(t: &[Token], column: &str) -> Option<Key> {
    let open = t.iter().position(|x| *x == Token::Punct('('))?;
    let close = open + t[open..].iter().position(|x| *x == Token::Punct(')'))?;
    let cols: Vec<&Token> = t[open + 1..close]
        .iter()
        .filter(|x| **x != Token::Punct(','))
        .collect();
    let place = cols.iter().position(|c| is(c, column))?;
    let values = close + t[close..].iter().position(|x| is(x, "values"))?;
    let vopen = values + 1;
    if t.get(vopen) != Some(&Token::Punct('(')) {
        return None;
    }
    match items(&t[vopen + 1..]).get(place).map(Vec::as_slice) {
        Some([Token::Param(p)]) => Some(Key::Param(p.clone())),
        Some([Token::Number(n)]) => Some(Key::Int(*n)),
        Some([Token::Str(s)]) => Some(Key::Text(s.clone())),
        _ => None,
    }
}

/// A list's items, split on the commas outside parentheses, up to the `)` that closes the
/// list (a select list has none; a VALUES list ends with it).
pub(super) fn items(t: &[Token]) -> Vec<Vec<&Token>> {
    let mut depth = 0i32;
    let mut out: Vec<Vec<&Token>> = vec![Vec::new()];
    for x in t {
        match x {
            Token::Punct('(') => depth += 1,
            Token::Punct(')') if depth == 0 => break,
            Token::Punct(')') => depth -= 1,
            Token::Punct(',') if depth == 0 => {
                out.push(Vec::new());
                continue;
            }
            _ => {}
        }
        if let Some(last) = out.last_mut() {
            last.push(x);
        }
    }
    out
}

/// A number in a statement's tail: written, or a parameter.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Count {
    Int(i64),
    Param(String),
}

/// The end of a SELECT that orders and limits it, as a scattered read merges by it.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Tail {
    /// Columns of the result (the part after any `alias.`), descending or not.
    pub order: Vec<(String, bool)>,
    pub limit: Option<Count>,
    pub offset: Option<Count>,
}

/// The outermost ORDER BY, LIMIT and OFFSET of a read (none inside parentheses).
pub fn tail(t: &[Token]) -> Tail {
    let mut out = Tail::default();
    let mut depth = 0i32;
    let mut i = 0;
    while i < t.len() {
        match &t[i] {
            Token::Punct('(') => depth += 1,
            Token::Punct(')') => depth -= 1,
            _ if depth != 0 => {}
            x if is(x, "order") && t.get(i + 1).is_some_and(|b| is(b, "by")) => {
                out.order.clear();
                i += 2;
                while let Some(Token::Word(w)) = t.get(i) {
                    if w.eq_ignore_ascii_case("limit") {
                        break;
                    }
                    let name = w.rsplit('.').next().unwrap_or(w).to_string();
                    i += 1;
                    let mut desc = false;
                    if let Some(d) = t.get(i).filter(|d| is(d, "desc") || is(d, "asc")) {
                        desc = is(d, "desc");
                        i += 1;
                    }
                    out.order.push((name, desc));
                    if t.get(i) == Some(&Token::Punct(',')) {
                        i += 1;
                    } else {
                        break;
                    }
                }
                continue;
            }
            x if is(x, "limit") => {
                out.limit = count(t.get(i + 1));
                if t.get(i + 2) == Some(&Token::Punct(',')) {
                    // `LIMIT skip, n`.
                    out.offset = out.limit.take();
                    out.limit = count(t.get(i + 3));
                }
            }
            x if is(x, "offset") => out.offset = count(t.get(i + 1)),
            _ => {}
        }
        i += 1;
    }
    out
}

fn count(t: Option<&Token>) -> Option<Count> {
    match t? {
        Token::Number(n) => Some(Count::Int(*n)),
        Token::Param(p) => Some(Count::Param(p.clone())),
        _ => None,
    }
}

/// The statement each partition of a scatter runs: its LIMIT covers the rows skipped too
/// (`LIMIT n OFFSET k` becomes `LIMIT n + k`), since which rows the merge skips is known
/// only once every partition has answered. A read that groups (`whole`) has no LIMIT
/// there at all: a group's rows may sit on every partition, so the first groups of one
/// partition are not the first groups of the table until they are folded.
pub fn scatter_sql(sql: &str, tail: &Tail, whole: bool) -> String {
    if whole && tail.limit.is_some() {
        let lower = sql.to_ascii_lowercase();
        return match lower.rfind("limit") {
            Some(at) => sql[..at].trim_end().to_string(),
            None => sql.to_string(),
        };
    }
    let (Some(limit), Some(offset)) = (&tail.limit, &tail.offset) else {
        return sql.to_string();
    };
    let n = |c: &Count| match c {
        Count::Int(i) => i.to_string(),
        Count::Param(p) => format!(":{p}"),
    };
    // The tail is the statement's last words: cut at its outermost LIMIT.
    let lower = sql.to_ascii_lowercase();
    match lower.rfind("limit") {
        Some(at) => format!("{}LIMIT ({}) + ({})", &sql[..at], n(limit), n(offset)),
        None => sql.to_string(),
    }
}

/// A text key's place, as a number the partition hash takes: FNV-1a over its bytes.
pub fn text_key(s: &str) -> i64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for b in s.bytes() {
        h ^= u64::from(b);
        h = h.wrapping_mul(0x0100_0000_01b3);
    }
    h as i64
}

#[cfg(test)]
mod tests;
