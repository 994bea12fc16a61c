//! Every Fluent message id as a constant (`ids::HOME_MINUTES` = `"home-minutes"`), generated
//! from locales/en/latih.ftl by build.rs, so a misspelt name no longer compiles.
//!
//! Deprecated: these feed `I18n::t` and `I18n::ta`, whose argument names nobody checks. New
//! code calls `I18n::msg` with a constructor from `core::message`; this module goes when
//! src/app and src/tui have moved to them.

pub use crate::core::message::ids::*;
