use mechanics::dcss::forms::Form;
use mechanics::dcss::mutations::*;

#[test]
fn names_and_suppression() {
    assert_eq!(
        Mutation::named("iridescent_scales"),
        Some(Mutation::IridescentScales)
    );
    assert_eq!(
        Mutation::named("Iron-Fused Scales"),
        Some(Mutation::IronFusedScales)
    );
    assert_eq!(Mutation::named("horns"), None);
    // One stored level per row of the table: every mutation keeps its own level.
    let mut every = Mutations::default();
    for (i, m) in Mutation::all().enumerate() {
        every.set(m, 1 + i as i32 % 3).unwrap();
    }
    let levels: Vec<(Mutation, i32)> = Mutation::all()
        .enumerate()
        .map(|(i, m)| (m, 1 + i as i32 % 3))
        .collect();
    assert_eq!(every.given().collect::<Vec<_>>(), levels);
    assert_eq!(levels.len(), 17);
    assert!(Mutation::ToughSkin.suppressed_in(Form::Statue, false));
    assert!(!Mutation::ShaggyFur.suppressed_in(Form::Statue, false));
    assert!(Mutation::GelatinousBody.suppressed_in(Form::Storm, false));
    assert!(!Mutation::GelatinousBody.suppressed_in(Form::Dragon, false));
    assert!(!Mutation::IronFusedScales.suppressed_in(Form::Dragon, true));
    assert!(Mutation::IronFusedScales.suppressed_in(Form::Dragon, false));
    assert!(!Mutation::ToughSkin.suppressed_in(Form::None, false));
    let mut m = Mutations::default();
    m.set(Mutation::Claws, 3).unwrap();
    assert_eq!(m.given().collect::<Vec<_>>(), [(Mutation::Claws, 3)]);
    assert_eq!(m.set(Mutation::Claws, 4).unwrap_err().level, 4);
}
