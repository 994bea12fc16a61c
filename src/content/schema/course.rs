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
        opt("scheduler", Ty::Obj(&SCHEDULER)),
    ],
};

/// The FSRS parameters a class's reviews fitted (`latih class optimize`): a new learner
/// starts from them instead of FSRS's defaults.
pub static SCHEDULER: Obj = Obj {
    name: "scheduler",
    rules: Rules::Scheduler,
    fields: &[
        req("parameters", list1(&Ty::Number { min: -1000.0 })),
        opt(
            "fitted_on",
            Ty::Int {
                min: 0,
                max: i64::MAX,
            },
        ),
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
