use mechanics::limits::*;

#[test]
fn check_names_the_field_and_range() {
    const HD: Limit = Limit::new("monster_hd", 1, 30);
    assert_eq!(HD.check(30), Ok(30));
    let e = HD.check(0).unwrap_err();
    assert_eq!(e.field, "monster_hd");
    assert_eq!(e.to_string(), "0 is out of range: allowed 1 to 30");
    assert_eq!(HD.range(), "1 to 30");
    assert!(HD.check(u32::MAX).is_err());
}
