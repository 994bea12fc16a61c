//! A class's results, pooled from many learners' answers and drill attempts (as their xAPI
//! statements carry them), read as an instructor would: per question the share right at
//! the first try, how well it separates the stronger learners from the others, the wrong
//! option chosen most and the time taken; per drill the points missed most and how the
//! learners' own ticks compare with their answers on that lesson's questions; per lesson
//! what is still remembered at later reviews. Pure: the rows come in, the report goes out.

mod report;
mod rows;

pub use report::{DrillRow, LessonRow, QuestionRow, Report, report};
pub use rows::{Answered, Drilled};

#[cfg(test)]
mod tests;
