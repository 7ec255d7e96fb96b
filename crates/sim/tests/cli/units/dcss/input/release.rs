//! The unit tests of `src/dcss/input/release.rs`: names looked up in a release's own tables,
//! read through [`DefenderSpec::build_in`] (the species first, the body armour after the
//! build's numbers).

use mechanics::dcss::build::Build;
use mechanics::dcss::rules::RuleSet;
use roguesim::dcss::input::DefenderSpec;
use roguesim::error::InputError;

/// The build of a species `name` (Dex and Str 10) under `rules`.
fn species(rules: RuleSet, name: &str) -> Result<Build, InputError> {
    DefenderSpec {
        species: Some(name.into()),
        dex: Some(10),
        strength: Some(10),
        ..DefenderSpec::default()
    }
    .build_in(rules)
}

/// The build of a Human (Dex and Str 10) in the body armour `name` under `rules`.
fn body_armour(rules: RuleSet, name: &str) -> Result<Build, InputError> {
    DefenderSpec {
        body: Some(name.into()),
        ..DefenderSpec {
            species: Some("human".into()),
            dex: Some(10),
            strength: Some(10),
            ..DefenderSpec::default()
        }
    }
    .build_in(rules)
}

#[test]
fn a_name_of_the_other_release_is_refused_in_one_line() {
    let e = species(RuleSet::Dcss034, "hill orc").unwrap_err();
    assert_eq!(e.path, "species");
    assert_eq!(
        e.to_string(),
        "species: Hill Orc is not a species of dcss-0.34 (it is one of dcss-0.31)"
    );
    let e = species(RuleSet::Dcss031, "coglin").unwrap_err();
    assert!(
        e.to_string()
            .contains("Coglin is not a species of dcss-0.31")
    );
    let e = species(RuleSet::Dcss034, "hmuan").unwrap_err();
    assert!(e.to_string().contains("unknown species"), "{e}");
    assert_eq!(
        species(RuleSet::Dcss034, "dwarf").unwrap().species.name,
        "Mountain Dwarf"
    );
    let e = body_armour(RuleSet::Dcss031, "golden dragon scales").unwrap_err();
    assert!(
        e.to_string().contains("not a body armour of dcss-0.31"),
        "{e}"
    );
}
