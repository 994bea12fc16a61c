//! The built-in follow graph's table, reverse index and plain-SQL commands, generated at
//! build time from the bundled course's `follows` playground (quizzes/m13-04.yaml, read by
//! build/follow_graph.rs). The built-in and the definition run the very same statements;
//! the built-in adds the machinery around them (counters, partitions, relay, global index).

use crate::core::play::Page;

include!(concat!(env!("OUT_DIR"), "/follow_graph.rs"));

/// A page of `following` or `followers`: the definition's statement for that kind of page
/// and its parameters (`limit` rows after the cursor, or after skipping `offset`).
pub fn list(
    followers: bool,
    user: i64,
    limit: i64,
    page: Page,
) -> (&'static str, Vec<(&'static str, i64)>) {
    let (sql, third) = match (followers, page) {
        (false, Page::First) => (FOLLOWING, None),
        (false, Page::After(a)) => (FOLLOWING_AFTER, Some((":after", a))),
        (false, Page::Offset(o)) => (FOLLOWING_OFFSET, Some((":skip", o as i64))),
        (true, Page::First) => (FOLLOWERS, None),
        (true, Page::After(a)) => (FOLLOWERS_AFTER, Some((":after", a))),
        (true, Page::Offset(o)) => (FOLLOWERS_OFFSET, Some((":skip", o as i64))),
    };
    let mut bind = vec![(":user", user), (":limit", limit)];
    bind.extend(third);
    (sql, bind)
}
