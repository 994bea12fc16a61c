//! The fields of the course glossary, lessons/glossary.yaml: terms with a definition in both
//! languages and the terms related to each.

use super::Rules;
use super::{Obj, Ty, list, list1, opt, req};

pub static GLOSSARY: Obj = Obj {
    name: "glossary",
    rules: Rules::None,
    fields: &[
        req("format_version", Ty::Version),
        req("terms", list1(&Ty::Obj(&TERM))),
    ],
};

pub static TERM: Obj = Obj {
    name: "term",
    rules: Rules::None,
    fields: &[
        req("id", Ty::Id),
        req("term", Ty::Label),
        opt("also", list(&Ty::Label)),
        req("definition", Ty::Text),
        opt("related", list(&Ty::Id)),
    ],
};
