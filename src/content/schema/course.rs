//! The fields of the course manifest, lessons/course.yaml: the course, its modules and the
//! lessons still planned.

use super::Rules;
use super::{Obj, Ty, list, list1, opt, req};

pub static COURSE: Obj = Obj {
    name: "course",
    rules: Rules::Course,
    fields: &[
        req("format_version", Ty::ManifestVersion),
        opt("id", Ty::Id),
        req("title", Ty::Label),
        req("modules", list1(&Ty::Obj(&MODULE))),
        opt("planned", list(&Ty::Obj(&PLANNED))),
    ],
};

pub static MODULE: Obj = Obj {
    name: "module",
    rules: Rules::None,
    fields: &[
        req("id", Ty::Id),
        req("code", Ty::Str),
        req("title", Ty::Label),
    ],
};

pub static PLANNED: Obj = Obj {
    name: "planned",
    rules: Rules::None,
    fields: &[
        req("id", Ty::Id),
        req("code", Ty::Str),
        req("title", Ty::Label),
        opt("module", Ty::Id),
    ],
};
