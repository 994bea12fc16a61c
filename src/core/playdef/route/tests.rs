//! Routing read from SQL: keys found where a statement gives them, and only there.

use super::*;
use rstest::rstest;

#[rstest]
#[case("SELECT id FROM orders WHERE customer_id = :customer", Some(Key::Param("customer".into())))]
#[case(
    "SELECT id FROM orders o WHERE o.customer_id = 42 AND at > :after",
    Some(Key::Int(42))
)]
#[case("SELECT id FROM orders WHERE :c = customer_id", Some(Key::Param("c".into())))]
#[case("SELECT id FROM orders WHERE customer_id = :c + 1", Some(Key::Param("c".into())))]
#[case("SELECT id FROM orders WHERE customer_id > :c", None)]
#[case("SELECT id FROM orders WHERE note = 'customer_id = 5'", None)]
#[case("SELECT id FROM orders -- customer_id = 5\nWHERE 1", None)]
#[case("INSERT INTO orders (id, customer_id, at) VALUES (:id, :customer, unixepoch())", Some(Key::Param("customer".into())))]
#[case("INSERT INTO orders (id, customer_id) VALUES (abs(:id), 'x')", Some(Key::Text("x".into())))]
#[case("INSERT INTO orders (id, at) VALUES (:id, 5)", None)]
fn the_key_is_read_where_the_statement_gives_it(#[case] sql: &str, #[case] want: Option<Key>) {
    assert_eq!(key_of(&tokens(sql), "customer_id"), want, "{sql}");
}

#[test]
fn a_key_given_as_an_expression_is_not_a_key() {
    // `customer_id = :c + 1` names a value the statement computes: windows of three see
    // `= :c` and stop there, which would route by :c. Such a statement is a course's own
    // choice; lint's run of the scatter shows its rows either way. Here we only pin that
    // arithmetic on the left is not mistaken for the column.
    assert_eq!(
        key_of(
            &tokens("SELECT 1 FROM t WHERE x + customer_id = 3"),
            "customer_id"
        ),
        Some(Key::Int(3))
    );
}

#[test]
fn tables_are_found_by_whole_words_outside_quotes() {
    let t = tokens("SELECT * FROM orders_archive JOIN customers c ON 'orders' = c.name");
    assert_eq!(tables_named(&t, &["orders", "customers"]), ["customers"]);
}

#[test]
fn the_outermost_tail_orders_and_limits() {
    let t = tokens(
        "SELECT id, at FROM (SELECT * FROM orders ORDER BY id LIMIT 5) o \
         WHERE customer_id = :c ORDER BY o.at DESC, id LIMIT :n OFFSET 40",
    );
    assert_eq!(
        tail(&t),
        Tail {
            order: vec![("at".into(), true), ("id".into(), false)],
            limit: Some(Count::Param("n".into())),
            offset: Some(Count::Int(40)),
        }
    );
    let t = tokens("SELECT id FROM orders LIMIT 10, 20");
    let got = tail(&t);
    assert_eq!(got.offset, Some(Count::Int(10)));
    assert_eq!(got.limit, Some(Count::Int(20)));
}

#[test]
fn each_partition_of_a_scatter_returns_the_skipped_rows_too() {
    let sql = "SELECT id FROM orders ORDER BY at LIMIT 20 OFFSET :skip";
    let t = tail(&tokens(sql));
    assert_eq!(
        scatter_sql(sql, &t, false),
        "SELECT id FROM orders ORDER BY at LIMIT (20) + (:skip)"
    );
    let plain = "SELECT id FROM orders ORDER BY at LIMIT 20";
    assert_eq!(scatter_sql(plain, &tail(&tokens(plain)), false), plain);
    let grouped = "SELECT c, count(*) AS n FROM t GROUP BY c ORDER BY n DESC LIMIT :k OFFSET 2";
    let whole = scatter_sql(grouped, &tail(&tokens(grouped)), true);
    assert_eq!(
        whole,
        "SELECT c, count(*) AS n FROM t GROUP BY c ORDER BY n DESC"
    );
}

#[rstest]
#[case("select 1", Kind::Read)]
#[case("WITH x AS (SELECT 1) SELECT * FROM x", Kind::Read)]
#[case("INSERT INTO t VALUES (1)", Kind::Insert)]
#[case("delete from t", Kind::Change)]
#[case("CREATE TABLE t (x)", Kind::Other)]
fn the_first_word_says_what_a_statement_does(#[case] sql: &str, #[case] want: Kind) {
    assert_eq!(kind(&tokens(sql)), want);
}

#[test]
fn a_self_join_names_its_table_twice() {
    let t = tokens("SELECT x.a FROM follows x JOIN follows y ON y.b = x.b");
    assert_eq!(times_named(&t, "follows"), 2);
}
