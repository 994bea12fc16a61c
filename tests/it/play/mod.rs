//! The SQL playground: its engine and partitions, its screen, its line mode, and its limits against hostile input, slow steps and hostile files.

mod app;
mod challenge;
mod cli;
mod deadline;
mod defined;
mod engine;
mod files;
mod follow_sql;
mod partitions;
mod safety;
