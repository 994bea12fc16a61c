//! Deprecated forwarding methods on `I18n`, kept only so src/app, src/tui and a few tests
//! compile unchanged while they are being moved: each formats what the type's own layer now
//! says as a `Message` (`e.message()`, `kind.text()`, ...). Outside i18n on purpose, so that
//! i18n depends on no other layer; delete this file once its callers use `I18n::msg` and
//! `I18n::text` themselves.

use crate::core::expr::{Answer, ExprError};
use crate::core::play::ParseError;
use crate::core::problem::{Problem, Severity};
use crate::core::quantity::{Note, ReadError};
use crate::i18n::I18n;
use crate::playground::PlayError;
use crate::storage::StorageError;

impl I18n {
    /// Deprecated: `i18n.msg(&e.message())`.
    pub fn play_open_error(&self, e: &PlayError) -> String {
        self.msg(&e.message())
    }

    /// Deprecated: `i18n.text(&e.text("\n"))`.
    pub fn play_parse_error(&self, e: &ParseError) -> String {
        self.text(&e.text("\n"))
    }

    /// Deprecated: `i18n.msg(&sev.message())`.
    pub fn severity(&self, sev: Severity) -> String {
        self.msg(&sev.message())
    }

    /// Deprecated: `i18n.text(&p.kind.text())`.
    pub fn problem(&self, p: &Problem) -> String {
        self.text(&p.kind.text())
    }

    /// Deprecated: `p.location()` (the same in every language).
    pub fn place(&self, p: &Problem) -> String {
        p.location()
    }

    /// Deprecated: `i18n.msg(&e.message())`.
    pub fn storage_error(&self, e: &StorageError) -> String {
        self.msg(&e.message())
    }

    /// Deprecated: `i18n.text(&a.text())`.
    pub fn answer(&self, a: &Answer) -> String {
        self.text(&a.text())
    }

    /// Deprecated: `i18n.msg(&e.message(line))`.
    pub fn expr_error(&self, line: &str, e: &ExprError) -> String {
        self.msg(&e.message(line))
    }

    /// Deprecated: `i18n.msg(&e.message())`.
    pub fn read_error(&self, e: &ReadError) -> String {
        self.msg(&e.message())
    }

    /// Deprecated: `i18n.msg(&n.message())`.
    pub fn reading_note(&self, n: &Note) -> String {
        self.msg(&n.message())
    }
}
