//! A drill's name as the title bar, the end of a review and the statistics write it.

use crate::core::drill::Drill;
use crate::core::message as m;
use crate::i18n::I18n;

/// The drill's title in the reader's language.
pub fn title(i18n: &I18n, drill: Option<&Drill>) -> String {
    match drill.and_then(|d| d.title.as_ref()) {
        Some(t) => t.text(i18n.lang()).to_string(),
        None => i18n.msg(&m::reader_drill()),
    }
}
