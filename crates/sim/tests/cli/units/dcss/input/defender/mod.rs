//! The unit tests of `src/dcss/input/defender/mod.rs`, the defender fields: aux lists, the
//! 0.34 terms and refusals.

use mechanics::dcss::build::Extras034;
use mechanics::dcss::rules::RuleSet;
use roguesim::dcss::input::DefenderSpec;

/// `dcss-0.31-equipment.md` §5: one piece per slot; `dcss-0.34.md` §E2: the slot counts
/// decide, with the game's refusal.
#[test]
fn aux_lists_parse_with_enchantments() {
    let human = DefenderSpec {
        species: Some("human".into()),
        dex: Some(10),
        strength: Some(10),
        aux: vec!["cloak+1".into(), "hat".into()],
        ..DefenderSpec::default()
    };
    for rules in RuleSet::ALL {
        let b = human.build_in(rules).unwrap();
        assert_eq!(
            b.aux.cloak.map(|p| (p.item.name, p.plus)),
            Some(("cloak", 1))
        );
    }
    let twice = DefenderSpec {
        aux: vec!["cloak".into(), "scarf".into()],
        ..human.clone()
    };
    let e = twice.build_in(RuleSet::Dcss031).unwrap_err();
    assert_eq!(e.path, "aux");
    assert!(e.to_string().contains("share the cloak slot"), "{e}");
    let e = twice.build_in(RuleSet::Dcss034).unwrap_err();
    assert_eq!(e.path, "aux");
    assert!(e.to_string().contains("at most 1 cloak"), "{e}");
    let barded = DefenderSpec {
        barding: true,
        ..human
    };
    for rules in RuleSet::ALL {
        assert_eq!(barded.build_in(rules).unwrap_err().path, "aux");
    }
}

/// `dcss-0.34.md` §11: the 0.34-only terms are refused under dcss-0.31 and checked under
/// dcss-0.34 with their field named; a form is a 0.34 input.
#[test]
fn the_034_terms_and_refusals() {
    let human = DefenderSpec {
        species: Some("human".into()),
        dex: Some(10),
        strength: Some(10),
        extras_034: Extras034 {
            parrying: 8,
            ..Extras034::default()
        },
        ..DefenderSpec::default()
    };
    let e = human.build_in(RuleSet::Dcss031).unwrap_err();
    assert_eq!(e.path, "extras_034");
    assert_eq!(human.build_in(RuleSet::Dcss034).unwrap().extras.parrying, 8);
    let too_many = DefenderSpec {
        extras_034: Extras034 {
            revguard_tier: 4,
            ..Extras034::default()
        },
        ..human.clone()
    };
    let e = too_many.build_in(RuleSet::Dcss034).unwrap_err();
    assert_eq!(e.path, "extras_034.revguard_tier");
    let bat = DefenderSpec {
        form: Some("bat".into()),
        ..human
    };
    // The 0.34 forms are modelled (`docs/rules/dcss-0.34-forms.md`); under dcss-0.31 a
    // form is refused in one line naming what is not modelled.
    let tiny = bat.build_in(RuleSet::Dcss034).unwrap();
    assert_eq!(tiny.body_size(), mechanics::dcss::data::Size::Tiny);
    let plain = DefenderSpec {
        extras_034: Extras034::default(),
        ..bat
    };
    let e = plain.build_in(RuleSet::Dcss031).unwrap_err();
    assert_eq!(e.path, "form");
    assert!(
        e.to_string()
            .starts_with("form: bat form is not modelled under dcss-0.31"),
        "{e}"
    );
    let e = DefenderSpec {
        mutations: [("horns".to_string(), 1)].into(),
        ..plain.clone()
    }
    .build_in(RuleSet::Dcss034)
    .unwrap_err();
    assert_eq!(e.path, "mutations.horns");
    let e = DefenderSpec {
        form_from_talisman: true,
        ..plain
    }
    .build_in(RuleSet::Dcss034)
    .unwrap_err();
    assert_eq!(e.path, "form_from_talisman");
}
