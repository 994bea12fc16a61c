//! Reading lessons: the reader, diagrams, code blocks, the glossary and `latih show`.

mod app;
mod code;
mod diagram;
mod glossary;
mod hints;
mod show;
