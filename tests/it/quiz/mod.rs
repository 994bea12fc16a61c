//! Quizzes and reviews: answering, rating, the schedule against Anki and FSRS references, days passing in a real terminal, varied numeric questions, and fitting the scheduler.

mod anki;
mod app;
mod days;
mod e2e;
mod numeric;
mod optimize;
mod reference;
mod schedule;
mod snapshots;
