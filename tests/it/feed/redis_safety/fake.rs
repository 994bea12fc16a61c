//! A misbehaving Redis on 127.0.0.1:0 in a thread: it reads RESP commands and answers each
//! as a script says, well (an empty database with no memory limit) or badly (a byte a
//! second for ever, a length it never sends, endless bytes). It stops when dropped.

use std::io::{BufRead, BufReader, Read, Write};
use std::net::{TcpListener, TcpStream};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, Receiver, Sender};
use std::time::Duration;

/// How to answer one command.
pub enum Reply {
    /// These bytes, at once.
    Now(Vec<u8>),
    /// These bytes, then one byte a second for ever (a digit of a length that never ends).
    Trickle(Vec<u8>),
    /// The first bytes, then the second again and again as fast as the client reads, for
    /// ever.
    Flood(Vec<u8>, Vec<u8>),
}

/// The command's words (its name upper-cased) to its reply; `None` for the default one.
pub type Script = dyn Fn(&[Vec<u8>]) -> Option<Reply> + Send + Sync;

pub struct Fake {
    pub port: u16,
    stop: Arc<AtomicBool>,
    /// A word each time a misbehaving reply starts.
    pub started: Receiver<()>,
}

impl Fake {
    pub fn start(script: Box<Script>) -> Fake {
        let listener = TcpListener::bind("127.0.0.1:0").expect("bind");
        let port = listener.local_addr().expect("addr").port();
        listener.set_nonblocking(true).expect("nonblocking");
        let stop = Arc::new(AtomicBool::new(false));
        let (tx, started) = mpsc::channel();
        let script: Arc<Script> = Arc::from(script);
        let halt = Arc::clone(&stop);
        std::thread::spawn(move || {
            while !halt.load(Ordering::SeqCst) {
                match listener.accept() {
                    Ok((s, _)) => {
                        let (script, halt, tx) =
                            (Arc::clone(&script), Arc::clone(&halt), tx.clone());
                        std::thread::spawn(move || serve(s, &*script, &halt, &tx));
                    }
                    Err(_) => std::thread::sleep(Duration::from_millis(10)),
                }
            }
        });
        Fake {
            port,
            stop,
            started,
        }
    }

    pub fn url(&self) -> String {
        format!("redis://127.0.0.1:{}/0", self.port)
    }
}

impl Drop for Fake {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::SeqCst);
    }
}

/// What a well-behaved empty server with no memory limit answers.
pub fn default_reply(cmd: &[Vec<u8>]) -> Vec<u8> {
    let name = cmd
        .first()
        .map(|c| c.to_ascii_uppercase())
        .unwrap_or_default();
    match name.as_slice() {
        b"DBSIZE" | b"EXISTS" | b"UNLINK" | b"LLEN" | b"MEMORY" => b":0\r\n".to_vec(),
        b"LPUSH" => b":1\r\n".to_vec(),
        b"SCAN" => b"*2\r\n$1\r\n0\r\n*0\r\n".to_vec(),
        b"LRANGE" => b"*0\r\n".to_vec(),
        b"INFO" => {
            let text = "maxmemory:0\r\nmaxmemory_policy:noeviction\r\nevicted_keys:0\r\n";
            format!("${}\r\n{text}\r\n", text.len()).into_bytes()
        }
        _ => b"+OK\r\n".to_vec(),
    }
}

fn serve(s: TcpStream, script: &Script, halt: &AtomicBool, started: &Sender<()>) {
    let _ = s.set_read_timeout(Some(Duration::from_millis(200)));
    let mut out = s.try_clone().expect("clone");
    let mut r = BufReader::new(s);
    while !halt.load(Ordering::SeqCst) {
        let Some(cmd) = command(&mut r, halt) else {
            return;
        };
        let reply = script(&cmd).unwrap_or_else(|| Reply::Now(default_reply(&cmd)));
        let ok = match reply {
            Reply::Now(b) => out.write_all(&b).is_ok(),
            Reply::Trickle(head) => {
                let _ = started.send(());
                let _ = out.write_all(&head);
                while !halt.load(Ordering::SeqCst) && out.write_all(b"1").is_ok() {
                    std::thread::sleep(Duration::from_secs(1));
                }
                false
            }
            Reply::Flood(head, again) => {
                let _ = started.send(());
                let _ = out.write_all(&head);
                let chunk = again.repeat((64 * 1024 / again.len().max(1)).max(1));
                while !halt.load(Ordering::SeqCst) && out.write_all(&chunk).is_ok() {}
                false
            }
        };
        if !ok {
            return;
        }
    }
}

/// One command: an array of bulk strings; `None` when the client has gone.
fn command(r: &mut BufReader<TcpStream>, halt: &AtomicBool) -> Option<Vec<Vec<u8>>> {
    let n: usize = number(&line(r, halt)?, b'*')?;
    let mut words = Vec::with_capacity(n.min(16));
    for _ in 0..n {
        let len: usize = number(&line(r, halt)?, b'$')?;
        let mut w = vec![0; len + 2];
        read_exact(r, &mut w, halt)?;
        w.truncate(len);
        if words.is_empty() {
            w.make_ascii_uppercase();
        }
        words.push(w);
    }
    Some(words)
}

fn number(line: &[u8], kind: u8) -> Option<usize> {
    let rest = line.strip_prefix(&[kind])?;
    std::str::from_utf8(rest).ok()?.trim_end().parse().ok()
}

/// A line, waiting through the read timeouts until the client sends it or goes.
fn line(r: &mut BufReader<TcpStream>, halt: &AtomicBool) -> Option<Vec<u8>> {
    let mut buf = Vec::new();
    while !halt.load(Ordering::SeqCst) {
        match r.read_until(b'\n', &mut buf) {
            Ok(0) => return None,
            Ok(_) if buf.ends_with(b"\n") => return Some(buf),
            Ok(_) => {}
            Err(e)
                if matches!(
                    e.kind(),
                    std::io::ErrorKind::WouldBlock | std::io::ErrorKind::TimedOut
                ) => {}
            Err(_) => return None,
        }
    }
    None
}

fn read_exact(r: &mut BufReader<TcpStream>, buf: &mut [u8], halt: &AtomicBool) -> Option<()> {
    let mut at = 0;
    while at < buf.len() && !halt.load(Ordering::SeqCst) {
        match r.read(&mut buf[at..]) {
            Ok(0) => return None,
            Ok(n) => at += n,
            Err(e)
                if matches!(
                    e.kind(),
                    std::io::ErrorKind::WouldBlock | std::io::ErrorKind::TimedOut
                ) => {}
            Err(_) => return None,
        }
    }
    (at == buf.len()).then_some(())
}
