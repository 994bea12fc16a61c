use super::*;
use rstest::rstest;

#[rstest]
#[case(Key::Retention, "0.85", "0.85")]
#[case(Key::Retention, "0,85", "0.85")]
#[case(Key::Retention, "85%", "0.85")]
#[case(Key::NewPerDay, "5", "5")]
#[case(Key::ReviewsPerDay, "0", "0")]
#[case(Key::LearningSteps, "1 min, 10 min", "1 min, 10 min")]
#[case(Key::LearningSteps, "10 min,1 day", "10 min, 1 day")]
#[case(Key::RelearningSteps, "none", "none")]
#[case(Key::LearningSteps, "90 s", "90 s")]
#[case(Key::Fuzz, "off", "off")]
#[case(Key::Fuzz, "ya", "on")]
#[case(Key::DayStartsAt, "0", "0")]
#[case(Key::LeechThreshold, "0", "0")]
#[case(Key::Order, "course", "course")]
fn every_option_reads_back_what_it_writes(
    #[case] key: Key,
    #[case] given: &str,
    #[case] kept: &str,
) {
    let mut o = Options::default();
    o.set(key, given, Lang::En).expect("a value it takes");
    assert_eq!(o.text(key), kept);
    let mut again = Options::default();
    again
        .set(key, &o.text(key), Lang::En)
        .expect("its own text");
    assert_eq!(again, o);
}

#[rstest]
#[case(Key::Retention, "0.5")]
#[case(Key::Retention, "1")]
#[case(Key::NewPerDay, "-1")]
#[case(Key::NewPerDay, "many")]
#[case(Key::LearningSteps, "10 GB")]
#[case(Key::LearningSteps, "0 min")]
#[case(Key::Fuzz, "maybe")]
#[case(Key::DayStartsAt, "24")]
#[case(Key::Order, "alphabetical")]
fn a_value_an_option_does_not_take_is_refused_by_name(#[case] key: Key, #[case] given: &str) {
    let mut o = Options::default();
    let err = o.set(key, given, Lang::En).expect_err("refused");
    assert_eq!(err.key, key);
    assert_eq!(o, Options::default(), "nothing changed");
}

#[test]
fn a_notch_moves_each_option_within_its_range() {
    let mut o = Options::default();
    o.step(Key::Retention, true);
    assert_eq!(o.text(Key::Retention), "0.91");
    o.retention = 0.99;
    o.step(Key::Retention, true);
    assert_eq!(o.text(Key::Retention), "0.99");
    o.step(Key::DayStartsAt, false);
    assert_eq!(o.day_starts_at, 3);
    o.day_starts_at = 0;
    o.step(Key::DayStartsAt, false);
    assert_eq!(o.day_starts_at, 23);
    o.step(Key::Order, true);
    assert_eq!(o.order, NewOrder::Course);
    o.limits.new_per_day = 0;
    o.step(Key::NewPerDay, false);
    assert_eq!(o.limits.new_per_day, 0);
}

#[test]
fn every_key_is_found_by_its_name() {
    for k in Key::ALL {
        assert_eq!(Key::from_name(k.name()), Some(*k));
    }
}
