//! How an answer was rated and where an item is in its life, as Anki names both, and the
//! longest interval: what the scheduler and its learning steps both speak in.

/// No interval is longer than a hundred years.
pub const MAX_INTERVAL_DAYS: u32 = 36_500;

/// The four answers to "how well did you know it", as in Anki.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum Rating {
    Again,
    Hard,
    Good,
    Easy,
}

impl Rating {
    pub const ALL: [Rating; 4] = [Rating::Again, Rating::Hard, Rating::Good, Rating::Easy];

    pub fn key(self) -> &'static str {
        match self {
            Rating::Again => "again",
            Rating::Hard => "hard",
            Rating::Good => "good",
            Rating::Easy => "easy",
        }
    }

    pub fn from_key(s: &str) -> Option<Rating> {
        Rating::ALL.into_iter().find(|r| r.key() == s)
    }
}

/// Where an item is in its life, as Anki names it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Phase {
    /// A new item going through the learning steps; the step it is at.
    Learning(u8),
    /// Graduated: it comes back after whole days.
    Review,
    /// Forgotten after graduating, going through the relearning steps.
    Relearning(u8),
}

impl Phase {
    pub fn key(self) -> &'static str {
        match self {
            Phase::Learning(_) => "learning",
            Phase::Review => "review",
            Phase::Relearning(_) => "relearning",
        }
    }

    pub fn step(self) -> Option<u8> {
        match self {
            Phase::Learning(s) | Phase::Relearning(s) => Some(s),
            Phase::Review => None,
        }
    }

    pub fn from_key(key: &str, step: Option<u8>) -> Phase {
        match (key, step) {
            ("learning", s) => Phase::Learning(s.unwrap_or(0)),
            ("relearning", s) => Phase::Relearning(s.unwrap_or(0)),
            _ => Phase::Review,
        }
    }
}
