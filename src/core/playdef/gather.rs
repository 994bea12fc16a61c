//! How a scattered read's answers become one, as one store would give them: counts and sums
//! add up, minima and maxima take the least and the greatest, and with GROUP BY the
//! partitions' partial groups of one key fold into one group. A read whose columns cannot
//! be folded (an average, an expression, `count(DISTINCT x)`, HAVING) is not gathered: its
//! partitions' rows are shown as they came, each partition's own.

use super::route::{Token, is, items, outer};

/// What becomes of one result column when the partitions' rows are folded.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Fold {
    /// A column of the GROUP BY: the group's key.
    Key,
    /// `count(...)` or `sum(...)`: the partitions' values added.
    Add,
    Min,
    Max,
}

/// How to fold a read's rows, column by column; `None`: its rows cannot be folded.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Gather {
    pub columns: Vec<Fold>,
    /// Whether it groups: each partition must then give all its groups, not its first page,
    /// since a group's rows may sit on every partition.
    pub grouped: bool,
}

/// How a read's rows fold across partitions, if they can.
pub fn gather(t: &[Token]) -> Option<Gather> {
    let from = outer(t, "from")?;
    if !is(t.first()?, "select") || outer(t, "having").is_some() || is(t.get(1)?, "distinct") {
        return None;
    }
    let grouped = outer(t, "group").is_some();
    let columns = (items(&t[1..from]).iter())
        .map(|item| fold(item, grouped))
        .collect::<Option<Vec<Fold>>>()?;
    Some(Gather { columns, grouped })
}

/// One SELECT item: an aggregate call (with or without an alias), or, when the read groups,
/// a plain column (`customer_id`, `o.customer_id`, `customer_id AS c`).
fn fold(item: &[&Token], grouped: bool) -> Option<Fold> {
    let alias = |rest: &[&Token]| match rest {
        [] => true,
        [a] => matches!(a, Token::Word(_)),
        [a, b] => is(a, "as") && matches!(b, Token::Word(_)),
        _ => false,
    };
    match item {
        [Token::Word(_), rest @ ..] if grouped && alias(rest) && !is(item[0], "distinct") => {
            Some(Fold::Key)
        }
        [Token::Word(f), Token::Punct('('), args @ ..] => {
            let close = args.iter().rposition(|x| **x == Token::Punct(')'))?;
            // count(DISTINCT x) counts a value once per partition it is on: it does not add.
            if args.first().is_some_and(|a| is(a, "distinct")) || !alias(&args[close + 1..]) {
                return None;
            }
            match f.to_ascii_lowercase().as_str() {
                "count" | "sum" => Some(Fold::Add),
                "min" => Some(Fold::Min),
                "max" => Some(Fold::Max),
                _ => None,
            }
        }
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::super::route::tokens;
    use super::*;
    use rstest::rstest;

    const NONE: Option<(&[Fold], bool)> = None;

    #[rstest]
    #[case("SELECT count(*) AS n FROM orders WHERE x = 1", Some((&[Fold::Add][..], false)))]
    #[case("SELECT count(*), sum(total) total FROM orders", Some((&[Fold::Add, Fold::Add][..], false)))]
    #[case("SELECT max(total), min(at) AS first FROM orders", Some((&[Fold::Max, Fold::Min][..], false)))]
    #[case(
        "SELECT o.customer_id, count(*) AS n FROM orders o GROUP BY o.customer_id",
        Some((&[Fold::Key, Fold::Add][..], true))
    )]
    #[case("SELECT count(*) + 1 FROM orders", NONE)]
    #[case("SELECT avg(total) FROM orders", NONE)]
    #[case("SELECT count(DISTINCT customer_id) FROM orders", NONE)]
    #[case("SELECT customer_id, count(*) FROM orders", NONE)]
    #[case(
        "SELECT customer_id, count(*) FROM orders GROUP BY 1 HAVING count(*) > 2",
        NONE
    )]
    #[case("SELECT id FROM orders WHERE id IN (SELECT count(*) FROM t)", NONE)]
    fn which_reads_fold_and_how(#[case] sql: &str, #[case] want: Option<(&[Fold], bool)>) {
        let got = gather(&tokens(sql));
        let got = got.as_ref().map(|g| (g.columns.as_slice(), g.grouped));
        assert_eq!(got, want, "{sql}");
    }
}
