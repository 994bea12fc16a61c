//! A course: its modules, the lessons that loaded, and lessons announced but not written yet.

use super::calc::Calculator;
use super::drill::Drill;
use super::lang::Localized;
use super::lesson::{Label, Lesson};
use super::quiz::{Bank, Question};

#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Module {
    pub id: String,
    pub code: String,
    pub title: Label,
}

/// A lesson other lessons may point to before it exists ("not available yet").
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Planned {
    pub id: String,
    pub code: String,
    pub title: Label,
    pub module: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Default, serde::Serialize, serde::Deserialize)]
pub struct Course {
    /// Which course this is, for the progress file: `course.yaml`'s `id`, or for a format 1
    /// course without one `folder:` and its folder's path.
    pub id: String,
    pub title: Label,
    pub modules: Vec<Module>,
    pub lessons: Vec<Lesson>,
    pub planned: Vec<Planned>,
    pub banks: Vec<Bank>,
    pub glossary: super::glossary::Glossary,
    /// FSRS parameters fitted on a class's pooled reviews (`scheduler:` in the manifest): a
    /// learner without a fit of their own starts from these instead of FSRS's defaults.
    #[serde(default)]
    pub scheduler: Option<ClassFit>,
}

/// Parameters a class's reviews fitted, and how many reviews they were fitted on.
#[derive(Debug, Clone, PartialEq, Default, serde::Serialize, serde::Deserialize)]
pub struct ClassFit {
    pub parameters: Vec<f32>,
    pub fitted_on: u64,
}

/// What a lesson reference points at.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Target<'a> {
    Lesson(&'a Lesson),
    Planned(&'a Planned),
    Unknown,
}

/// One group of the course map: a module (or `None` for lessons whose module is unknown).
#[derive(Debug, Clone, PartialEq)]
pub struct Group<'a> {
    pub module: Option<&'a Module>,
    pub lessons: Vec<&'a Lesson>,
    pub planned: Vec<&'a Planned>,
}

impl Course {
    pub fn lesson(&self, id: &str) -> Option<&Lesson> {
        self.lessons.iter().find(|l| l.id == id)
    }

    pub fn resolve(&self, id: &str) -> Target<'_> {
        if let Some(l) = self.lesson(id) {
            Target::Lesson(l)
        } else if let Some(p) = self.planned.iter().find(|p| p.id == id) {
            Target::Planned(p)
        } else {
            Target::Unknown
        }
    }

    /// Puts lessons in reading order: module order of the manifest, then `order`, then code.
    pub fn sort_lessons(&mut self) {
        let module_rank = |m: &str| {
            self.modules
                .iter()
                .position(|x| x.id == m)
                .unwrap_or(usize::MAX)
        };
        let mut keyed: Vec<(usize, Lesson)> = std::mem::take(&mut self.lessons)
            .into_iter()
            .map(|l| (module_rank(&l.module), l))
            .collect();
        keyed.sort_by(|(ra, a), (rb, b)| {
            (ra, a.order, &a.code, &a.id).cmp(&(rb, b.order, &b.code, &b.id))
        });
        self.lessons = keyed.into_iter().map(|(_, l)| l).collect();
    }

    /// The course map: each module with its lessons, in manifest order, then an unnamed group
    /// for lessons whose module is not declared.
    pub fn groups(&self) -> Vec<Group<'_>> {
        let mut groups: Vec<Group<'_>> = self
            .modules
            .iter()
            .map(|m| Group {
                module: Some(m),
                lessons: self.lessons.iter().filter(|l| l.module == m.id).collect(),
                planned: self
                    .planned
                    .iter()
                    .filter(|p| p.module.as_deref() == Some(m.id.as_str()))
                    .collect(),
            })
            .filter(|g| !g.lessons.is_empty() || !g.planned.is_empty())
            .collect();
        let orphans: Vec<&Lesson> = self
            .lessons
            .iter()
            .filter(|l| !self.modules.iter().any(|m| m.id == l.module))
            .collect();
        if !orphans.is_empty() {
            groups.push(Group {
                module: None,
                lessons: orphans,
                planned: Vec::new(),
            });
        }
        groups
    }

    pub fn question(&self, id: &str) -> Option<&Question> {
        self.banks
            .iter()
            .flat_map(|b| b.questions.iter())
            .find(|q| q.id == id)
    }

    pub fn drill(&self, id: &str) -> Option<&Drill> {
        self.drills().find(|d| d.id == id)
    }

    /// Every drill of the course, bank by bank.
    pub fn drills(&self) -> impl Iterator<Item = &Drill> {
        self.banks.iter().flat_map(|b| b.drills.iter())
    }

    /// Every playground the course defines, bank by bank.
    pub fn playgrounds(&self) -> Vec<super::playdef::Definition> {
        (self.banks.iter())
            .flat_map(|b| b.playgrounds.iter().cloned())
            .collect()
    }

    pub fn scenario(&self, id: &str) -> Option<&super::play::Scenario> {
        self.banks
            .iter()
            .flat_map(|b| b.scenarios.iter())
            .find(|s| s.id == id)
    }

    pub fn simulation(&self, id: &str) -> Option<&super::feed::Simulation> {
        self.banks
            .iter()
            .flat_map(|b| b.simulations.iter())
            .find(|s| s.id == id)
    }

    pub fn calculator(&self, id: &str) -> Option<&Calculator> {
        self.calculators().find(|c| c.id == id)
    }

    /// The calculator that works out an estimate question: the one it names, else the first
    /// calculator of its lesson. Other questions have none.
    pub fn calculator_for(&self, q: &super::quiz::Question) -> Option<&Calculator> {
        let super::quiz::Kind::Numeric { calculator, .. } = &q.kind else {
            return None;
        };
        match calculator {
            Some(id) => self.calculator(id),
            None => self
                .calculators()
                .find(|c| c.lesson.is_some() && c.lesson == q.lesson),
        }
    }

    /// Every calculator of the course, bank by bank.
    pub fn calculators(&self) -> impl Iterator<Item = &Calculator> {
        self.banks.iter().flat_map(|b| b.calculators.iter())
    }

    pub fn bank(&self, id: &str) -> Option<&Bank> {
        self.banks.iter().find(|b| b.id == id)
    }

    /// Every question of the course, bank by bank.
    pub fn questions(&self) -> impl Iterator<Item = &Question> {
        self.banks.iter().flat_map(|b| b.questions.iter())
    }

    /// The questions of these lessons, for a review lesson.
    /// The lessons a learner names: a lesson by its id, or a module's lessons by the
    /// module's id or code (`M13`); empty when nothing has that name.
    pub fn lessons_named(&self, name: &str) -> Vec<String> {
        if self.lesson(name).is_some() {
            return vec![name.to_string()];
        }
        let Some(module) = self
            .modules
            .iter()
            .find(|m| m.id == name || m.code.eq_ignore_ascii_case(name))
        else {
            return Vec::new();
        };
        self.lessons
            .iter()
            .filter(|l| l.module == module.id)
            .map(|l| l.id.clone())
            .collect()
    }

    pub fn questions_of(&self, lessons: &[String]) -> Vec<String> {
        self.questions()
            .filter(|q| q.lesson.as_ref().is_some_and(|l| lessons.contains(l)))
            .map(|q| q.id.clone())
            .collect()
    }

    /// The question ids of a quiz block: the listed ones, or all of the bank.
    pub fn quiz_questions(&self, bank: &str, listed: &[String]) -> Vec<String> {
        match self.bank(bank) {
            Some(b) if listed.is_empty() => b.questions.iter().map(|q| q.id.clone()).collect(),
            Some(b) => listed
                .iter()
                .filter(|id| b.questions.iter().any(|q| &q.id == *id))
                .cloned()
                .collect(),
            None => Vec::new(),
        }
    }

    /// An empty course with no title, used when nothing could be loaded.
    pub fn empty() -> Course {
        Course {
            title: Localized::neutral("latih".to_string()),
            ..Course::default()
        }
    }
}
