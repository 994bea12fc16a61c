//! latih: a terminal course runner for system-design interview practice.
//!
//! Layers, dependencies pointing one way: `tui -> app -> core <- content, i18n, storage`.
//! `core` is pure; `content` reads course files; `i18n` holds the interface text; `storage`
//! is the progress file; `app` is the terminal-free model of the interface; `tui` draws it
//! and runs the effects the model asks for; `cli` and `lint` are the edges.
//!
//! Each layer says what it shows as data (`core::message::Message`, made by constructors
//! generated from the English .ftl file); `i18n` only formats those, and depends on no layer
//! but a few pure leaves of `core` (language, numbers, dates, messages).

pub mod app;
pub mod cli;
pub mod content;
pub mod core;
pub mod feedsim;
pub mod i18n;
pub mod interop;
pub mod lint;
pub mod lint_fix;
pub mod lint_json;
pub mod playground;
pub mod safefs;
pub mod storage;
pub mod tui;
