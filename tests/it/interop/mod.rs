//! latih among the tools its users already have: the course as an Anki deck, checked by
//! Anki's own importer.

mod anki_deck;
mod anki_import;
mod class;
mod class_fit;
mod xapi;
