//! The RESP parser on replies cut anywhere, on lengths no server should send, and on
//! streams that never end: bounded by its budget, never by the claimed size.

use super::*;

/// Feeds `bytes` a few at a time, as a slow network would; then the end of the stream.
fn source(bytes: &[u8], step: usize) -> impl FnMut(&mut [u8]) -> io::Result<usize> + '_ {
    let mut at = 0;
    move |buf: &mut [u8]| {
        let n = step.min(buf.len()).min(bytes.len() - at);
        buf[..n].copy_from_slice(&bytes[at..at + n]);
        at += n;
        Ok(n)
    }
}

fn read_all(bytes: &[u8], step: usize, keep: bool, budget: usize) -> Vec<Result<Value, String>> {
    let mut fill = source(bytes, step);
    let mut r = Reader::default();
    let mut out = Vec::new();
    loop {
        let mut b = budget;
        match r.reply(&mut fill, keep, &mut b) {
            Ok(v) => out.push(Ok(v)),
            Err(ReadError::Io(e)) if e.kind() == io::ErrorKind::UnexpectedEof => return out,
            Err(e) => {
                out.push(Err(format!("{e:?}")));
                return out;
            }
        }
    }
}

#[test]
fn replies_read_the_same_however_they_are_cut() {
    let bytes = b"+OK\r\n-ERR no\r\n:-12\r\n$3\r\na\xffb\r\n$-1\r\n*2\r\n$1\r\n0\r\n*1\r\n$0\r\n\r\n*-1\r\n";
    let want = vec![
        Ok(Value::Bytes(b"OK".to_vec())),
        Ok(Value::Error(b"ERR no".to_vec())),
        Ok(Value::Int(-12)),
        Ok(Value::Bytes(b"a\xffb".to_vec())),
        Ok(Value::Nil),
        Ok(Value::Array(vec![
            Value::Bytes(b"0".to_vec()),
            Value::Array(vec![Value::Bytes(Vec::new())]),
        ])),
        Ok(Value::Nil),
    ];
    for step in [1, 2, 3, 7, 1000] {
        assert_eq!(read_all(bytes, step, true, 1 << 20), want, "step {step}");
    }
    // Not kept: read through, errors still said.
    let dropped = read_all(bytes, 3, false, 0);
    assert_eq!(dropped[1], Ok(Value::Error(b"ERR no".to_vec())));
    assert_eq!(dropped.len(), want.len());
}

#[test]
fn a_claimed_length_beyond_the_budget_is_refused_before_any_byte_is_kept() {
    let out = read_all(b"$2147483647\r\nxxxx", 100, true, 64 << 20);
    assert_eq!(out, vec![Err("TooLarge".to_string())]);
    let out = read_all(b"*2147483647\r\n:1\r\n:2\r\n", 100, true, 64);
    assert_eq!(out, vec![Err("TooLarge".to_string())]);
    let out = read_all(
        b"*1\r\n*1\r\n*1\r\n*1\r\n*1\r\n*1\r\n:1\r\n",
        100,
        true,
        1 << 20,
    );
    assert_eq!(out, vec![Err("TooLarge".to_string())]);
    let long = [b"+".as_slice(), &vec![b'x'; MAX_LINE + 10], b"\r\n"].concat();
    let out = read_all(&long, 4096, true, 1 << 30);
    assert!(
        matches!(&out[..], [Err(e)] if e == "TooLarge"),
        "{} replies",
        out.len()
    );
}

#[test]
fn a_long_reply_not_kept_costs_no_memory() {
    // A bulk string of 1 MB read and dropped with a budget of nothing.
    let mut bytes = b"$1000000\r\n".to_vec();
    bytes.extend(std::iter::repeat_n(b'x', 1_000_000));
    bytes.extend_from_slice(b"\r\n");
    assert_eq!(read_all(&bytes, 65536, false, 0), vec![Ok(Value::Nil)]);
}

#[test]
fn what_is_not_resp_is_garbled() {
    for bad in [
        &b"?x\r\n"[..],
        b":12x\r\n",
        b"$3\r\nabcd\r\n",
        b"+OK\n",
        b"$-2\r\n",
        b"*-5\r\n",
    ] {
        let out = read_all(bad, 5, true, 1 << 20);
        assert_eq!(out, vec![Err("Garbled".to_string())], "{bad:?}");
    }
}

#[test]
fn commands_are_arrays_of_bulk_strings() {
    let mut out = Vec::new();
    encode(&mut out, &[b"UNLINK", b"latih:feed:\xff\xfe"]);
    assert_eq!(out, b"*2\r\n$6\r\nUNLINK\r\n$13\r\nlatih:feed:\xff\xfe\r\n");
}
