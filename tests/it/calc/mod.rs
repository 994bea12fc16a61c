//! Calculators: the screen, its snapshots, `latih calc`, and figures in lessons that follow their calculators.

mod app;
mod cli;
mod figures;
mod snapshots;
