//! A throwaway redis-server on a free loopback port, for the Redis feed store's tests and its
//! bench (which includes this file by path): no persistence, killed when dropped.
#![allow(dead_code)]

use std::net::{TcpListener, TcpStream};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

pub struct RedisServer {
    child: Child,
    pub port: u16,
}

impl RedisServer {
    /// Starts Debian's `redis-server`; `None` when it is not installed.
    pub fn start() -> Option<RedisServer> {
        let port = free_port();
        let child = Command::new("redis-server")
            .args(["--port", &port.to_string(), "--bind", "127.0.0.1"])
            .args(["--save", "", "--appendonly", "no"])
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn();
        let child = match child {
            Ok(c) => c,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => return None,
            Err(e) => panic!("redis-server: {e}"),
        };
        let server = RedisServer { child, port };
        server.wait_for_ping();
        Some(server)
    }

    /// The URL of database `db` on this server.
    pub fn url(&self, db: u8) -> String {
        format!("redis://127.0.0.1:{}/{db}", self.port)
    }

    /// A plain connection, for looking at the database from outside the store.
    pub fn client(&self, db: u8) -> redis::Connection {
        redis::Client::open(self.url(db))
            .and_then(|c| c.get_connection())
            .expect("a connection to the test server")
    }

    fn wait_for_ping(&self) {
        let start = Instant::now();
        loop {
            let pong = TcpStream::connect(("127.0.0.1", self.port))
                .ok()
                .and_then(|_| redis::Client::open(self.url(0)).ok())
                .and_then(|c| c.get_connection().ok())
                .and_then(|mut c| redis::cmd("PING").query::<String>(&mut c).ok());
            if pong.as_deref() == Some("PONG") {
                return;
            }
            assert!(
                start.elapsed() < Duration::from_secs(10),
                "redis-server on port {} did not answer PING in 10 s",
                self.port
            );
            std::thread::sleep(Duration::from_millis(20));
        }
    }
}

impl Drop for RedisServer {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// A port nothing listens on now: the kernel's pick for a listener dropped at once.
pub fn free_port() -> u16 {
    let l = TcpListener::bind("127.0.0.1:0").expect("bind 127.0.0.1:0");
    l.local_addr().expect("local address").port()
}
