//! The home screen: the course map grouped by module, each lesson with its code, title,
//! minutes and status, and an entry for the problems found while loading.

use std::collections::HashMap;

use crate::app::Status;
use crate::app::doc::{Row, Span, Tone, span};
use crate::app::due::Practice;
use crate::core::course::Course;
use crate::core::lesson::Part;
use crate::core::message as m;
use crate::core::wrap;
use crate::i18n::I18n;

/// One line of the course map.
#[derive(Debug, Clone, PartialEq)]
pub enum Item {
    Group(String),
    /// Index into `course.lessons`.
    Lesson(usize),
    Planned {
        code: String,
        title: String,
    },
    Problems {
        errors: usize,
        warnings: usize,
    },
    /// Spaced review: questions seen before that are due, and new ones for today.
    Review(Practice),
    Stats,
    /// The question browser.
    Browser,
    /// Free-form arithmetic with units.
    Scratchpad,
    /// The edge store on a real SQLite database.
    Playground,
    /// The news-feed simulator.
    Simulator,
    /// The glossary, with its number of terms.
    Glossary(usize),
    /// The course is loading: files done of all, as a progress bar.
    Loading {
        done: usize,
        total: usize,
    },
    /// Review, until the course has loaded and what is due can be counted.
    ReviewLoading,
    Blank,
}

impl Item {
    pub fn selectable(&self) -> bool {
        matches!(
            self,
            Item::Lesson(_)
                | Item::Problems { .. }
                | Item::Review(_)
                | Item::ReviewLoading
                | Item::Stats
                | Item::Browser
                | Item::Scratchpad
                | Item::Playground
                | Item::Simulator
                | Item::Glossary(_)
        )
    }
}

#[derive(Debug, Clone, PartialEq, Default)]
pub struct Home {
    /// Index into the selectable items.
    pub selected: usize,
    pub top: usize,
}

/// The course map. `practice` is (questions due, new questions, drills due) when the course
/// has questions or drills.
pub fn items(
    course: &Course,
    i18n: &I18n,
    loading: Option<(usize, usize)>,
    practice: Option<Practice>,
    errors: usize,
    warnings: usize,
) -> Vec<Item> {
    let lang = i18n.lang();
    let mut out = Vec::new();
    if let Some((done, total)) = loading {
        out.push(Item::Loading { done, total });
        out.push(Item::ReviewLoading);
    } else if let Some(p) = practice {
        out.push(Item::Review(p));
        out.push(Item::Stats);
        out.push(Item::Browser);
    }
    out.push(Item::Scratchpad);
    out.push(Item::Playground);
    out.push(Item::Simulator);
    let terms = course.glossary.terms.len();
    if terms > 0 {
        out.push(Item::Glossary(terms));
    }
    out.push(Item::Blank);
    // Where each lesson sits in `course.lessons`: looking each one up by id made every frame
    // of the map quadratic in the course.
    let index: HashMap<&str, usize> = course
        .lessons
        .iter()
        .enumerate()
        .map(|(i, l)| (l.id.as_str(), i))
        .collect();
    for g in course.groups() {
        if out.last().is_some_and(|i| *i != Item::Blank) {
            out.push(Item::Blank);
        }
        let title = match g.module {
            Some(m) => format!("{} · {}", m.code, m.title.text(lang)),
            None => i18n.msg(&m::home_other_lessons()),
        };
        out.push(Item::Group(title));
        // Planned lessons slot in by code among the written ones (M13.03 before M13.04).
        let mut planned: Vec<_> = g.planned.iter().collect();
        planned.sort_by(|a, b| a.code.cmp(&b.code));
        let mut planned = planned.into_iter().peekable();
        for l in &g.lessons {
            while let Some(p) = planned.next_if(|p| p.code < l.code) {
                out.push(planned_item(p, lang));
            }
            if let Some(&i) = index.get(l.id.as_str()) {
                out.push(Item::Lesson(i));
            }
        }
        out.extend(planned.map(|p| planned_item(p, lang)));
    }
    if course.lessons.is_empty() && loading.is_none() {
        out.push(Item::Group(i18n.msg(&m::home_empty())));
    }
    if errors + warnings > 0 {
        out.push(Item::Blank);
        out.push(Item::Problems { errors, warnings });
    }
    out
}

fn planned_item(p: &crate::core::course::Planned, lang: crate::core::lang::Lang) -> Item {
    Item::Planned {
        code: p.code.clone(),
        title: p.title.text(lang).to_string(),
    }
}

/// Index in `items` of the n-th selectable item.
pub fn item_index(items: &[Item], selected: usize) -> Option<usize> {
    items
        .iter()
        .enumerate()
        .filter(|(_, i)| i.selectable())
        .nth(selected)
        .map(|(i, _)| i)
}

pub fn selectable_count(items: &[Item]) -> usize {
    items.iter().filter(|i| i.selectable()).count()
}

fn status_spans(i18n: &I18n, s: Status) -> Span {
    match s {
        Status::New => span(format!("○ {}", i18n.msg(&m::status_new())), Tone::Muted),
        Status::Opened => span(format!("◐ {}", i18n.msg(&m::status_opened())), Tone::Accent),
        Status::Done => span(format!("● {}", i18n.msg(&m::status_done())), Tone::Link),
    }
}

/// A line with a flexible middle column cut to fit: `code  title…  minutes  status`.
fn columns(
    left: Vec<Span>,
    middle: &str,
    mid_tone: Tone,
    right: Vec<Span>,
    width: usize,
) -> Vec<Span> {
    let lw: usize = left.iter().map(|s| wrap::width(&s.text)).sum();
    let rw: usize = right.iter().map(|s| wrap::width(&s.text)).sum();
    let room = width.saturating_sub(lw + rw + 1);
    let mid = wrap::ellipsize(&wrap::sanitize(middle), room);
    let gap = width.saturating_sub(lw + rw + wrap::width(&mid));
    let mut out = left;
    out.push(span(mid, mid_tone));
    out.push(span(" ".repeat(gap), Tone::Text));
    out.extend(right);
    out
}

/// The course map as screen lines, the selected one highlighted.
pub fn rows(
    course: &Course,
    i18n: &I18n,
    items: &[Item],
    status: &HashMap<String, Status>,
    selected: Option<usize>,
    width: usize,
) -> Vec<Row> {
    items
        .iter()
        .enumerate()
        .map(|(n, item)| {
            let is_sel = selected == Some(n);
            let line = Line {
                course,
                i18n,
                status,
                mark: if is_sel { "▸ " } else { "  " },
                width,
            };
            Row {
                spans: line.spans(item),
                part: Part::Block(n),
                fill: is_sel.then_some(Tone::Selected),
            }
        })
        .collect()
}

/// What one line of the map needs to be written.
struct Line<'a> {
    course: &'a Course,
    i18n: &'a I18n,
    status: &'a HashMap<String, Status>,
    /// The selection mark or its blank.
    mark: &'static str,
    width: usize,
}

impl Line<'_> {
    fn spans(&self, item: &Item) -> Vec<Span> {
        let (i18n, mark, width) = (self.i18n, self.mark, self.width);
        let lang = i18n.lang();
        match item {
            Item::Group(t) => vec![span(wrap::sanitize(t), Tone::Heading)],
            Item::Blank => Vec::new(),
            Item::Lesson(i) => {
                let l = &self.course.lessons[*i];
                let minutes = i18n.msg(&m::home_minutes(i18n.int(u64::from(l.minutes))));
                let st = self.status.get(&l.id).copied().unwrap_or_default();
                let left = vec![span(format!("{mark}{:<8} ", l.code), Tone::Accent)];
                let right = vec![
                    span(format!("{minutes:>7}  "), Tone::Muted),
                    pad_status(status_spans(i18n, st), 10),
                ];
                columns(left, l.title.text(lang), Tone::Text, right, width)
            }
            Item::Planned { code, title } => {
                let left = vec![span(format!("  {code:<8} "), Tone::Unavailable)];
                let right = vec![span(
                    i18n.msg(&m::reader_not_available()),
                    Tone::Unavailable,
                )];
                columns(left, title, Tone::Unavailable, right, width)
            }
            Item::Review(p) => review(i18n, mark, p),
            Item::ReviewLoading => vec![span(
                format!("{mark}↻ {}", i18n.msg(&m::home_review_loading())),
                Tone::Muted,
            )],
            Item::Loading { done, total } => loading_bar(i18n, *done, *total, width),
            Item::Stats
            | Item::Browser
            | Item::Scratchpad
            | Item::Playground
            | Item::Simulator
            | Item::Glossary(_) => {
                let (icon, text) = tool(item);
                vec![span(
                    format!("{mark}{icon} {}", i18n.msg(&text)),
                    Tone::Text,
                )]
            }
            Item::Problems { errors, warnings } => {
                let text = i18n.msg(
                    &m::HomeProblems {
                        errors: *errors,
                        warnings: *warnings,
                    }
                    .into(),
                );
                let tone = if *errors > 0 {
                    Tone::Error
                } else {
                    Tone::Warning
                };
                vec![span(format!("{mark}⚠ {text}"), tone)]
            }
        }
    }
}

/// A tool's line of the map: its sign and its name.
fn tool(item: &Item) -> (char, m::Message) {
    match item {
        Item::Stats => ('▦', m::home_stats()),
        Item::Browser => ('▤', m::home_browser()),
        Item::Scratchpad => ('±', m::home_scratchpad()),
        Item::Playground => ('⛁', m::home_playground()),
        Item::Simulator => ('⇶', m::home_feed()),
        Item::Glossary(count) => ('≡', m::home_glossary(*count)),
        _ => (' ', m::home_stats()),
    }
}

fn pad_status(s: Span, width: usize) -> Span {
    let w = wrap::width(&s.text);
    let text = format!("{}{}", s.text, " ".repeat(width.saturating_sub(w)));
    span(text, s.style)
}

/// The Review entry: what is due, new and held back, bright when there is something to do.
/// `  Loading the course ▕██████░░░░░░▏ 120 of 507 files`, the bar taking what the words
/// leave of the width (at most 30 cells).
fn loading_bar(i18n: &I18n, done: usize, total: usize, width: usize) -> Vec<Span> {
    let label = i18n.msg(&m::home_loading());
    let count = if total == 0 {
        i18n.msg(&m::home_loading_folder())
    } else if done >= total {
        // Every file is read: what is left is checking them against each other.
        i18n.msg(&m::home_loading_checking())
    } else {
        i18n.msg(&m::HomeLoadingCount { done, total }.into())
    };
    let room = width.saturating_sub(wrap::width(&label) + wrap::width(&count) + 6);
    let cells = room.min(30);
    let full = (cells * done.min(total)).checked_div(total).unwrap_or(0);
    vec![
        span(format!("  {label} "), Tone::Heading),
        span(format!("▕{}", "█".repeat(full)), Tone::Accent),
        span(format!("{}▏ ", "░".repeat(cells - full)), Tone::Muted),
        span(count, Tone::Muted),
    ]
}

fn review(i18n: &I18n, mark: &str, p: &Practice) -> Vec<Span> {
    let mut text = i18n.msg(
        &m::HomeReview {
            drills: p.drills,
            due: p.due,
            new: p.new,
        }
        .into(),
    );
    if p.later > 0 {
        text.push_str(&i18n.msg(&m::home_review_later(p.later)));
    }
    if p.held > 0 {
        text.push_str(&i18n.msg(&m::home_review_held(p.held)));
    }
    if p.due + p.new + p.drills + p.later + p.held == 0
        && let Some(next) = &p.next
    {
        text.push_str(&format!(" · {next}"));
    }
    let tone = if p.due + p.new + p.drills > 0 {
        Tone::Heading
    } else {
        Tone::Muted
    };
    vec![span(format!("{mark}↻ {text}"), tone)]
}
