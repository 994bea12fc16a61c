//! A Redis URL read by hand (`redis://[user][:password]@host:port/db`, `redis+unix:///path
//! ?db=N&user=U&pass=P`), and the same URL as latih shows it: with the password (the whole
//! userinfo, and a `pass=` in the query) replaced by `***`, so that no report, screen or
//! error ever prints it.

use std::path::PathBuf;

/// Where the server is.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Place {
    Tcp { host: String, port: u16 },
    Unix(PathBuf),
}

/// A parsed URL: the place, the database and the credentials AUTH sends.
#[derive(Clone, PartialEq, Eq)]
pub struct Address {
    pub place: Place,
    pub db: u32,
    pub user: Option<Vec<u8>>,
    pub pass: Option<Vec<u8>>,
}

// By hand, so that a `{:?}` of an address never prints the password either.
impl std::fmt::Debug for Address {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Address")
            .field("place", &self.place)
            .field("db", &self.db)
            .field("auth", &(self.user.is_some() || self.pass.is_some()))
            .finish()
    }
}

/// The Redis default port.
const PORT: u16 = 6379;

/// `None` when `url` is not a Redis URL latih can use.
pub fn parse(url: &str) -> Option<Address> {
    if let Some(rest) = url.strip_prefix("redis://") {
        return tcp(rest);
    }
    let rest = url
        .strip_prefix("redis+unix://")
        .or_else(|| url.strip_prefix("unix://"))?;
    let (path, query) = rest.split_once('?').unwrap_or((rest, ""));
    if !path.starts_with('/') {
        return None;
    }
    let mut a = Address {
        place: Place::Unix(PathBuf::from(String::from_utf8(decode(path)?).ok()?)),
        db: 0,
        user: None,
        pass: None,
    };
    for pair in query.split('&').filter(|p| !p.is_empty()) {
        let (k, v) = pair.split_once('=').unwrap_or((pair, ""));
        match k {
            "db" => a.db = v.parse().ok()?,
            "user" => a.user = Some(decode(v)?),
            "pass" | "password" => a.pass = Some(decode(v)?),
            _ => {}
        }
    }
    Some(a)
}

/// `[user][:password]@host[:port][/db]`; a query is ignored, as the redis crate did.
fn tcp(rest: &str) -> Option<Address> {
    let rest = rest.split(['?', '#']).next().unwrap_or("");
    let (authority, path) = rest.split_once('/').unwrap_or((rest, ""));
    let (userinfo, hostport) = match authority.rsplit_once('@') {
        Some((u, h)) => (Some(u), h),
        None => (None, authority),
    };
    let (host, port) = host_port(hostport)?;
    let db = match path.trim_end_matches('/') {
        "" => 0,
        n => n.parse().ok()?,
    };
    let (user, pass) = match userinfo {
        None => (None, None),
        Some(u) => {
            let (user, pass) = u.split_once(':').unwrap_or((u, ""));
            let user = (!user.is_empty()).then(|| decode(user)).flatten();
            let pass = (!pass.is_empty()).then(|| decode(pass)).flatten();
            (user, pass)
        }
    };
    Some(Address {
        place: Place::Tcp { host, port },
        db,
        user,
        pass,
    })
}

/// `host`, `host:port`, `[v6]` or `[v6]:port`.
fn host_port(s: &str) -> Option<(String, u16)> {
    let (host, port) = if let Some(v6) = s.strip_prefix('[') {
        let (host, after) = v6.split_once(']')?;
        match after {
            "" => (host, None),
            p => (host, Some(p.strip_prefix(':')?)),
        }
    } else {
        match s.rsplit_once(':') {
            Some((h, p)) => (h, Some(p)),
            None => (s, None),
        }
    };
    let ok = !host.is_empty()
        && host
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '.' | '-' | '_' | ':'));
    let port = match port {
        None => PORT,
        Some(p) => p.parse().ok()?,
    };
    ok.then(|| (host.to_string(), port))
}

/// Percent-decoding; `None` on a malformed escape.
fn decode(s: &str) -> Option<Vec<u8>> {
    let b = s.as_bytes();
    let mut out = Vec::with_capacity(b.len());
    let mut i = 0;
    while i < b.len() {
        if b[i] == b'%' {
            let hex = std::str::from_utf8(b.get(i + 1..i + 3)?).ok()?;
            out.push(u8::from_str_radix(hex, 16).ok()?);
            i += 3;
        } else {
            out.push(b[i]);
            i += 1;
        }
    }
    Some(out)
}

/// The URL as latih shows it: the userinfo, whatever it holds, becomes `***`, and so does
/// a `pass=` or `password=` in the query. It works on any text, URL or not (the last `@`
/// after the scheme ends the userinfo, as a password with an unescaped `/` or `@` still
/// counts as one), so that a URL that did not parse is not printed with its password either.
pub fn redact(url: &str) -> String {
    let (scheme, rest) = match url.split_once("://") {
        Some((s, r)) => (Some(s), r),
        None => (None, url),
    };
    let rest = match rest.rsplit_once('@') {
        Some((_, after)) => format!("***@{after}"),
        None => rest.to_string(),
    };
    let rest = match rest.split_once('?') {
        Some((head, query)) => {
            let pairs: Vec<String> = query
                .split('&')
                .map(|p| match p.split_once('=') {
                    Some((k @ ("pass" | "password"), _)) => format!("{k}=***"),
                    _ => p.to_string(),
                })
                .collect();
            format!("{head}?{}", pairs.join("&"))
        }
        None => rest,
    };
    match scheme {
        Some(s) => format!("{s}://{rest}"),
        None => rest,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tcp_urls() {
        let a = parse("redis://:s3cretPW@127.0.0.1:6380/5").expect("parse");
        assert_eq!(
            a.place,
            Place::Tcp {
                host: "127.0.0.1".into(),
                port: 6380
            }
        );
        assert_eq!(
            (a.db, a.user, a.pass),
            (5, None, Some(b"s3cretPW".to_vec()))
        );
        let a = parse("redis://ann:p%40ss@[::1]/").expect("parse");
        assert_eq!(a.user.as_deref(), Some(&b"ann"[..]));
        assert_eq!(a.pass.as_deref(), Some(&b"p@ss"[..]));
        assert_eq!(
            a.place,
            Place::Tcp {
                host: "::1".into(),
                port: 6379
            }
        );
        assert_eq!(parse("redis://localhost").map(|a| a.db), Some(0));
        for bad in [
            "",
            "http://127.0.0.1:6379/0",
            "redis://127.0.0.1:notaport/0",
            "redis://127.0.0.1:6379/x",
            "redis://",
            "redis://host name/0",
            "rediss://127.0.0.1/0",
            "redis+unix://relative/path",
        ] {
            assert!(parse(bad).is_none(), "{bad}");
        }
    }

    #[test]
    fn unix_urls() {
        let a = parse("redis+unix:///run/redis.sock?db=3&pass=pw").expect("parse");
        assert_eq!(a.place, Place::Unix(PathBuf::from("/run/redis.sock")));
        assert_eq!((a.db, a.pass), (3, Some(b"pw".to_vec())));
        assert_eq!(parse("unix:///tmp/r.sock").map(|a| a.db), Some(0));
    }

    #[test]
    fn a_password_is_never_shown() {
        let cases = [
            (
                "redis://:s3cretPW@127.0.0.1:6379/5",
                "redis://***@127.0.0.1:6379/5",
            ),
            ("redis://ann:s3cretPW@h/1", "redis://***@h/1"),
            ("redis://a:b/s3cretPW@h:1/2", "redis://***@h:1/2"),
            ("redis://127.0.0.1:6379/0", "redis://127.0.0.1:6379/0"),
            (
                "redis+unix:///s.sock?db=1&pass=s3cretPW",
                "redis+unix:///s.sock?db=1&pass=***",
            ),
            ("not a url:s3cretPW@x", "***@x"),
        ];
        for (url, shown) in cases {
            assert_eq!(redact(url), shown);
        }
        let a = parse("redis://:s3cretPW@h/0").expect("parse");
        assert!(!format!("{a:?}").contains("s3cret"));
    }
}
