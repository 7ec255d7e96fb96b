use mechanics::kernel::Lookup;

#[test]
fn lookups_are_padded_to_a_power_of_two() {
    let t = Lookup::new(&[4, 5, 6]);
    assert_eq!(t.values(), [4, 5, 6, 6]);
    assert_eq!(t.index_mask(), 3);
    assert_eq!(Lookup::new(&[]).values(), [0]);
    assert_eq!(Lookup::new(&[9]).index_mask(), 0);
}
