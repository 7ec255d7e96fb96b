use mechanics::dcss::build::*;

#[test]
fn limits_name_their_fields() {
    assert!(Extras034::default().validate().is_ok());
    let e = Extras034 {
        revguard_tier: 4,
        ..Extras034::default()
    }
    .validate()
    .unwrap_err();
    assert_eq!(e.field, "revguard_tier");
    let tiers = [0, 1, 2, 3].map(|revguard_tier| {
        Extras034 {
            revguard_tier,
            ..Extras034::default()
        }
        .revguard_x100()
    });
    assert_eq!(tiers, [0, 200, 400, 500]);
}
