//! The news-feed simulator: its runs, its screen, and Redis as its feed cache (and what it must never do to a server).

mod agree;
mod app;
mod redis;
mod redis_safety;
mod sim;
