//! The class report's figures, worked out from the pooled rows.

use std::collections::{BTreeMap, HashMap};

use super::rows::{Answered, Drilled};

/// What the class did with one question.
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
pub struct QuestionRow {
    pub question: String,
    pub lesson: Option<String>,
    /// Learners who answered it at least once.
    pub learners: usize,
    /// Of them, the share right the first time.
    pub first_right: f64,
    /// The first-try share right among the top 27 % of learners (by their first tries on
    /// every question) less that among the bottom 27 %: near 0 or below, the question does
    /// not tell who knows the course; `None` with fewer than four learners.
    pub discrimination: Option<f64>,
    /// The wrong option picked most in first tries, and its share of the wrong first tries.
    pub top_wrong: Option<(String, f64)>,
    /// Wrong first tries.
    pub wrong: usize,
    /// The median time to answer, in milliseconds.
    pub median_ms: i64,
    /// Most learners who miss it pick the same wrong option: a misconception to teach, or a
    /// question to fix.
    pub misconception: bool,
}

/// What the class did with one oral drill.
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
pub struct DrillRow {
    pub drill: String,
    pub lesson: Option<String>,
    pub attempts: usize,
    pub passed: f64,
    /// Checklist points, the one left unticked most first, with the share of attempts that
    /// missed it.
    pub missed: Vec<(String, f64)>,
    /// The learners' own ticks (the share of points they ticked) less their first-try share
    /// right on the questions of the drill's lesson, averaged over the learners who have both:
    /// above 0, they grade themselves more kindly than the questions do.
    pub self_grade_gap: Option<f64>,
}

/// What the class still remembers of a lesson.
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
pub struct LessonRow {
    pub lesson: String,
    pub first_tries: usize,
    pub first_right: f64,
    /// Answers after a question's first (its reviews), and the share of them right.
    pub reviews: usize,
    pub retention: Option<f64>,
}

#[derive(Debug, Clone, PartialEq, serde::Serialize)]
pub struct Report {
    pub learners: usize,
    pub answers: usize,
    /// Misconceptions first, then the questions answered right least often.
    pub questions: Vec<QuestionRow>,
    pub drills: Vec<DrillRow>,
    pub lessons: Vec<LessonRow>,
}

fn share(n: usize, of: usize) -> f64 {
    if of == 0 { 0.0 } else { n as f64 / of as f64 }
}

fn median(mut v: Vec<i64>) -> i64 {
    v.sort_unstable();
    v.get(v.len() / 2).copied().unwrap_or(0)
}

/// Each learner's first answer to each question, in time order.
fn first_tries(answers: &[Answered]) -> HashMap<(&str, &str), &Answered> {
    let mut first: HashMap<(&str, &str), &Answered> = HashMap::new();
    for a in answers {
        let key = (a.learner.as_str(), a.question.as_str());
        match first.get(&key) {
            Some(f) if f.at <= a.at => {}
            _ => {
                first.insert(key, a);
            }
        }
    }
    first
}

/// Who is in the top and the bottom 27 % of the class by first-try score.
fn groups<'a>(first: &HashMap<(&'a str, &'a str), &Answered>) -> (Vec<&'a str>, Vec<&'a str>) {
    let mut score: BTreeMap<&str, (usize, usize)> = BTreeMap::new();
    for ((learner, _), a) in first {
        let s = score.entry(learner).or_default();
        s.0 += usize::from(a.success);
        s.1 += 1;
    }
    let mut ranked: Vec<(&str, f64)> = (score.iter())
        .map(|(l, (r, n))| (*l, share(*r, *n)))
        .collect();
    ranked.sort_by(|a, b| b.1.total_cmp(&a.1).then(a.0.cmp(b.0)));
    let k = ((ranked.len() as f64) * 0.27).ceil() as usize;
    let top = ranked.iter().take(k).map(|r| r.0).collect();
    let bottom = ranked.iter().rev().take(k).map(|r| r.0).collect();
    (top, bottom)
}

fn question_row(
    question: &str,
    firsts: &[&Answered],
    all: &[&Answered],
    (top, bottom): (&[&str], &[&str]),
) -> QuestionRow {
    let right = firsts.iter().filter(|a| a.success).count();
    let wrong: Vec<&&Answered> = firsts.iter().filter(|a| !a.success).collect();
    let mut picks: BTreeMap<&str, usize> = BTreeMap::new();
    for a in &wrong {
        for p in &a.picked {
            *picks.entry(p.as_str()).or_default() += 1;
        }
    }
    let top_wrong = (picks.iter())
        .max_by(|a, b| a.1.cmp(b.1).then(b.0.cmp(a.0)))
        .map(|(id, n)| (id.to_string(), share(*n, wrong.len())));
    let p = |group: &[&str]| {
        let of: Vec<&&Answered> = (firsts.iter())
            .filter(|a| group.contains(&a.learner.as_str()))
            .collect();
        (!of.is_empty()).then(|| share(of.iter().filter(|a| a.success).count(), of.len()))
    };
    let discrimination = match (firsts.len() >= 4, p(top), p(bottom)) {
        (true, Some(t), Some(b)) => Some(t - b),
        _ => None,
    };
    let misconception = wrong.len() >= 3 && top_wrong.as_ref().is_some_and(|(_, s)| *s >= 0.5);
    QuestionRow {
        question: question.to_string(),
        lesson: firsts.first().and_then(|a| a.lesson.clone()),
        learners: firsts.len(),
        first_right: share(right, firsts.len()),
        discrimination,
        top_wrong,
        wrong: wrong.len(),
        median_ms: median(all.iter().map(|a| a.duration_ms).collect()),
        misconception,
    }
}

fn drill_rows(drills: &[Drilled], first: &HashMap<(&str, &str), &Answered>) -> Vec<DrillRow> {
    let mut by: BTreeMap<&str, Vec<&Drilled>> = BTreeMap::new();
    for d in drills {
        by.entry(d.drill.as_str()).or_default().push(d);
    }
    (by.into_iter())
        .map(|(drill, attempts)| {
            let mut missed: BTreeMap<&str, usize> = BTreeMap::new();
            for t in &attempts {
                for (point, ticked) in &t.points {
                    *missed.entry(point.as_str()).or_default() += usize::from(!ticked);
                }
            }
            let mut missed: Vec<(String, f64)> = (missed.into_iter())
                .map(|(p, n)| (p.to_string(), share(n, attempts.len())))
                .collect();
            missed.sort_by(|a, b| b.1.total_cmp(&a.1).then(a.0.cmp(&b.0)));
            let lesson = attempts.first().and_then(|t| t.lesson.clone());
            // Per learner: their ticks less their first tries on the lesson's questions.
            let mut gaps = Vec::new();
            let mut learners: Vec<&str> = attempts.iter().map(|t| t.learner.as_str()).collect();
            learners.sort_unstable();
            learners.dedup();
            for l in learners {
                let theirs: Vec<&&Drilled> = attempts.iter().filter(|t| t.learner == l).collect();
                let ticked: usize = theirs
                    .iter()
                    .map(|t| t.points.iter().filter(|p| p.1).count())
                    .sum();
                let points: usize = theirs.iter().map(|t| t.points.len()).sum();
                let asked: Vec<&&Answered> = (first.iter())
                    .filter(|((who, _), a)| *who == l && a.lesson == lesson && lesson.is_some())
                    .map(|(_, a)| a)
                    .collect();
                if points > 0 && !asked.is_empty() {
                    let right = asked.iter().filter(|a| a.success).count();
                    gaps.push(share(ticked, points) - share(right, asked.len()));
                }
            }
            let self_grade_gap =
                (!gaps.is_empty()).then(|| gaps.iter().sum::<f64>() / gaps.len() as f64);
            DrillRow {
                drill: drill.to_string(),
                lesson,
                attempts: attempts.len(),
                passed: share(attempts.iter().filter(|t| t.passed).count(), attempts.len()),
                missed,
                self_grade_gap,
            }
        })
        .collect()
}

fn lesson_rows(answers: &[Answered], first: &HashMap<(&str, &str), &Answered>) -> Vec<LessonRow> {
    let mut by: BTreeMap<&str, (usize, usize, usize, usize)> = BTreeMap::new();
    for a in answers {
        let Some(lesson) = a.lesson.as_deref() else {
            continue;
        };
        let row = by.entry(lesson).or_default();
        let is_first = first
            .get(&(a.learner.as_str(), a.question.as_str()))
            .is_some_and(|f| std::ptr::eq(*f, a));
        if is_first {
            row.0 += 1;
            row.1 += usize::from(a.success);
        } else {
            row.2 += 1;
            row.3 += usize::from(a.success);
        }
    }
    (by.into_iter())
        .map(|(lesson, (f, fr, r, rr))| LessonRow {
            lesson: lesson.to_string(),
            first_tries: f,
            first_right: share(fr, f),
            reviews: r,
            retention: (r > 0).then(|| share(rr, r)),
        })
        .collect()
}

/// The report of a class from every learner's answers and drill attempts.
pub fn report(answers: &[Answered], drills: &[Drilled]) -> Report {
    let first = first_tries(answers);
    let (top, bottom) = groups(&first);
    let mut by: BTreeMap<&str, (Vec<&Answered>, Vec<&Answered>)> = BTreeMap::new();
    for a in answers {
        by.entry(a.question.as_str()).or_default().1.push(a);
    }
    for ((_, q), a) in &first {
        by.entry(q).or_default().0.push(a);
    }
    let mut questions: Vec<QuestionRow> = (by.into_iter())
        .map(|(q, (firsts, all))| question_row(q, &firsts, &all, (&top, &bottom)))
        .collect();
    questions.sort_by(|a, b| {
        (b.misconception.cmp(&a.misconception))
            .then(a.first_right.total_cmp(&b.first_right))
            .then(a.question.cmp(&b.question))
    });
    let mut learners: Vec<&str> = (answers.iter().map(|a| a.learner.as_str()))
        .chain(drills.iter().map(|d| d.learner.as_str()))
        .collect();
    learners.sort_unstable();
    learners.dedup();
    Report {
        learners: learners.len(),
        answers: answers.len(),
        questions,
        drills: drill_rows(drills, &first),
        lessons: lesson_rows(answers, &first),
    }
}
