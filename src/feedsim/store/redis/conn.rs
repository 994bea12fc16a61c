//! One connection to a Redis server over TCP or a unix socket, and the one deadline
//! mechanism every request goes through: a whole request (its commands written, every reply
//! read) has one deadline, however the server spaces its bytes; and a stop (Esc, Ctrl-C) is
//! seen within a tick while waiting. The socket itself only ever waits a tick, so nothing
//! can block for longer than that without these being checked.

use std::io::{self, Read, Write};
use std::net::{TcpStream, ToSocketAddrs};
use std::time::{Duration, Instant};

use super::resp::{self, ReadError, Reader, Value};
use super::url::{Address, Place};
use crate::playground::Cancel;

/// The longest a socket read or write waits before the deadline and the stop are looked at
/// again: a stop is seen within this.
const TICK: Duration = Duration::from_millis(100);
/// A stop does not cut off a request the server answers promptly (the connection stays in
/// step, and a stopped run still gets its memory measured): it is obeyed once the request
/// has waited this long, or this long after the stop over all the requests that follow it.
const GRACE: Duration = Duration::from_millis(300);

/// Commands sent together, with for each whether its reply is kept (one not kept is read
/// through and dropped; an error in it is still kept).
#[derive(Default)]
pub struct Batch {
    bytes: Vec<u8>,
    keep: Vec<bool>,
}

impl Batch {
    pub fn one(args: &[&[u8]]) -> Batch {
        let mut b = Batch::default();
        b.add(args);
        b
    }

    pub fn add(&mut self, args: &[&[u8]]) {
        resp::encode(&mut self.bytes, args);
        self.keep.push(true);
    }

    pub fn add_dropped(&mut self, args: &[&[u8]]) {
        resp::encode(&mut self.bytes, args);
        self.keep.push(false);
    }
}

/// How long a request may take, and how much of its replies may be kept.
#[derive(Debug, Clone, Copy)]
pub struct Limits {
    pub deadline: Duration,
    pub budget: usize,
}

/// Why a request did not complete. After any of these the connection is out of step and
/// is dropped.
#[derive(Debug)]
pub enum Failed {
    Lost(io::Error),
    TimedOut,
    Stopped,
    Garbled,
    TooLarge,
}

enum Stream {
    Tcp(TcpStream),
    #[cfg(unix)]
    Unix(std::os::unix::net::UnixStream),
}

pub struct Conn {
    stream: Stream,
    reader: Reader,
}

/// What a wait looks at.
pub struct Watch<'a> {
    pub cancel: Option<&'a Cancel>,
    /// When a stop was first seen, across requests; `None` while there is none.
    pub stop_seen: &'a mut Option<Instant>,
    /// When this request began.
    pub started: Instant,
}

impl Watch<'_> {
    /// `Err` when the request must be given up.
    fn check(&mut self, deadline: Instant) -> Result<(), Failed> {
        let now = Instant::now();
        match self.cancel.filter(|c| c.cancelled()) {
            None => *self.stop_seen = None,
            Some(_) => {
                let seen = *self.stop_seen.get_or_insert(now);
                if now.duration_since(seen) >= GRACE || now.duration_since(self.started) >= GRACE {
                    return Err(Failed::Stopped);
                }
            }
        }
        if now >= deadline {
            return Err(Failed::TimedOut);
        }
        Ok(())
    }
}

impl Conn {
    /// Connects within `timeout` (each address the name resolves to gets it).
    pub fn open(a: &Address, timeout: Duration) -> io::Result<Conn> {
        let stream = match &a.place {
            Place::Tcp { host, port } => {
                let mut last = io::Error::from(io::ErrorKind::AddrNotAvailable);
                let mut found = None;
                for addr in (host.as_str(), *port).to_socket_addrs()? {
                    match TcpStream::connect_timeout(&addr, timeout) {
                        Ok(s) => {
                            found = Some(s);
                            break;
                        }
                        Err(e) => last = e,
                    }
                }
                let s = found.ok_or(last)?;
                s.set_nodelay(true)?;
                s.set_read_timeout(Some(TICK))?;
                s.set_write_timeout(Some(TICK))?;
                Stream::Tcp(s)
            }
            #[cfg(unix)]
            Place::Unix(path) => {
                let s = std::os::unix::net::UnixStream::connect(path)?;
                s.set_read_timeout(Some(TICK))?;
                s.set_write_timeout(Some(TICK))?;
                Stream::Unix(s)
            }
            #[cfg(not(unix))]
            Place::Unix(_) => return Err(io::Error::from(io::ErrorKind::Unsupported)),
        };
        Ok(Conn {
            stream,
            reader: Reader::default(),
        })
    }

    /// Sends `batch` and reads one reply per command, all within `limits`.
    pub fn request(
        &mut self,
        batch: &Batch,
        limits: Limits,
        watch: &mut Watch<'_>,
    ) -> Result<Vec<Value>, Failed> {
        if self.reader.pending() {
            // Bytes nobody asked for: the stream is not where latih thinks it is.
            return Err(Failed::Garbled);
        }
        let deadline = Instant::now() + limits.deadline;
        write_all(&mut self.stream, &batch.bytes, deadline, watch)?;
        let mut budget = limits.budget;
        let mut out = Vec::with_capacity(batch.keep.len());
        let Conn { stream, reader } = self;
        // Why the byte source gave up, for the error the parser passes on.
        let halted = std::cell::Cell::new(None);
        let mut fill = |buf: &mut [u8]| match read_some(stream, buf, deadline, watch) {
            Ok(n) => Ok(n),
            Err(f) => {
                halted.set(Some(f));
                Err(io::Error::from(io::ErrorKind::Interrupted))
            }
        };
        for &keep in &batch.keep {
            match reader.reply(&mut fill, keep, &mut budget) {
                Ok(v) => out.push(v),
                Err(ReadError::Io(e)) => return Err(halted.take().unwrap_or(Failed::Lost(e))),
                Err(ReadError::Garbled) => return Err(Failed::Garbled),
                Err(ReadError::TooLarge) => return Err(Failed::TooLarge),
            }
        }
        Ok(out)
    }
}

fn is_wait(e: &io::Error) -> bool {
    matches!(
        e.kind(),
        io::ErrorKind::WouldBlock | io::ErrorKind::TimedOut | io::ErrorKind::Interrupted
    )
}

fn read_some(
    s: &mut Stream,
    buf: &mut [u8],
    deadline: Instant,
    watch: &mut Watch<'_>,
) -> Result<usize, Failed> {
    loop {
        watch.check(deadline)?;
        let r = match s {
            Stream::Tcp(t) => t.read(buf),
            #[cfg(unix)]
            Stream::Unix(u) => u.read(buf),
        };
        match r {
            Ok(n) => return Ok(n),
            Err(e) if is_wait(&e) => {}
            Err(e) => return Err(Failed::Lost(e)),
        }
    }
}

fn write_all(
    s: &mut Stream,
    mut bytes: &[u8],
    deadline: Instant,
    watch: &mut Watch<'_>,
) -> Result<(), Failed> {
    while !bytes.is_empty() {
        watch.check(deadline)?;
        let r = match s {
            Stream::Tcp(t) => t.write(bytes),
            #[cfg(unix)]
            Stream::Unix(u) => u.write(bytes),
        };
        match r {
            Ok(0) => return Err(Failed::Lost(io::ErrorKind::WriteZero.into())),
            Ok(n) => bytes = &bytes[n..],
            Err(e) if is_wait(&e) => {}
            Err(e) => return Err(Failed::Lost(e)),
        }
    }
    Ok(())
}
