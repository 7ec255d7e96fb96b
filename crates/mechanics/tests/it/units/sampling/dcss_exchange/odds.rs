use mechanics::sampling::dcss_exchange::chance::Chance;
use mechanics::sampling::dcss_exchange::odds::Odds;

#[test]
fn odds_are_in_lowest_terms() {
    let c = |favourable, outcomes| Chance {
        favourable,
        outcomes,
    };
    let odds = Odds::new(c(6, 8)).unwrap();
    assert_eq!(odds.lanes32().0, 4);
    assert_eq!(odds.lanes32().2, 3);
    assert_eq!(Odds::new(c(0, 77)).unwrap().lanes32().0, 1);
    assert_eq!(Odds::new(c(77, 77)).unwrap().lanes32(), (1, 0, 1));
    assert!(Odds::new(c(1, 1 << 33)).is_none());
    assert!(Odds::new(c(2, 1 << 33)).is_none());
    assert_eq!(Odds::new(c(4, 1 << 33)).unwrap().lanes32().0, 1 << 31);
    assert_eq!(Odds::new(Chance::NEVER).unwrap().lanes32(), (1, 0, 0));
}
