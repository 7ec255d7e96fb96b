use mechanics::dcss::monsters::find;
use mechanics::dcss::ranged::catalog::*;
use mechanics::dcss::ranged::tables::raw;
use mechanics::dcss::rules::RuleSet;
use mechanics::tolerance::EXACT;

#[test]
fn a_centaur_has_two_bows_and_an_orc_priest_no_beam() {
    let law = missile_law(find("centaur").unwrap()).unwrap();
    let names: Vec<&str> = law.weapons().iter().map(RangedWeapon::name).collect();
    assert_eq!(names, ["shortbow", "orcbow"]);
    assert!((law.typical().outcomes[0].1 - 0.5).abs() < EXACT);
    assert_eq!(law.weapons()[0].missile().name, "arrow");
    // The orc priest's spells are a hex, smiting, a cantrip and a heal: no beam, but
    // Pain and Smiting are direct spells.
    let priest = spell_slots(find("orc priest").unwrap());
    assert_eq!(priest.len(), 4);
    assert!(priest.iter().all(|s| s.spell().beam.is_err()));
    let direct: Vec<&str> = priest
        .iter()
        .filter(|s| s.spell().modelled().is_ok())
        .map(|s| s.spell().id.as_str())
        .collect();
    assert_eq!(direct, ["SPELL_PAIN", "SPELL_SMITING"]);
    assert!(missile_law(find("orc priest").unwrap()).is_none());
}

#[test]
fn slots_keep_frequencies_and_power_modifiers() {
    let skull = spell_slots(find("laughing skull").unwrap());
    assert_eq!(skull[0].spell().id, "SPELL_BOLT_OF_DRAINING");
    assert_eq!(skull[0].power_modifier, Some(PowerModifier::LaughingSkulls));
    let x = spell_slots(find("Xtahua").unwrap());
    assert_eq!(
        x[0].power_modifier,
        Some(PowerModifier::XtahuaSearingBreath)
    );
    let white = spell_slots(find("white draconian").unwrap());
    assert_eq!(
        white[0].power_modifier,
        Some(PowerModifier::DraconianColdBreath)
    );
    let wizard = spell_slots(find("orc wizard").unwrap());
    let freqs: Vec<(&str, i32)> = wizard
        .iter()
        .map(|s| (s.spell().id.as_str(), s.freq))
        .collect();
    assert_eq!(
        freqs[..2],
        [("SPELL_MAGIC_DART", 9), ("SPELL_THROW_FLAME", 9)]
    );
    assert!(spell_slots(find("player ghost").unwrap()).is_empty());
}

#[test]
fn the_catalog_converts_and_names_monsters_of_its_release() {
    for (rules, laws, casters) in [(RuleSet::Dcss031, 44, 322), (RuleSet::Dcss034, 45, 363)] {
        // Every row of the file converts and names a monster of its release: looked up by
        // the release's monsters, the catalog holds a law and a spell list per row.
        let rows = raw(rules);
        assert_eq!(
            (rows.missile_laws.len(), rows.monster_spells.len()),
            (laws, casters)
        );
        let monsters = mechanics::dcss::monsters::all_in(rules);
        let found: Vec<&MissileLaw> = monsters
            .iter()
            .filter_map(|m| missile_law_in(rules, m))
            .collect();
        let casting = monsters
            .iter()
            .filter(|m| !spell_slots_in(rules, m).is_empty())
            .count();
        assert_eq!((found.len(), casting), (laws, casters), "{rules}");
        for law in found {
            for case in &law.cases {
                let total: f64 = case.outcomes.iter().map(|(_, p)| p).sum();
                assert!((total - 1.0).abs() < EXACT, "{}", law.monster_id);
            }
            assert_eq!(law.cases.iter().filter(|c| c.typical).count(), 1);
        }
    }
    // The orc priest's four spells, 13 each, at 0.34 (dat/mons/orc-priest.yaml).
    let orc_priest = mechanics::dcss::monsters::find_in(RuleSet::Dcss034, "MONS_ORC_PRIEST");
    let priest: Vec<(&str, i32)> = spell_slots_in(RuleSet::Dcss034, orc_priest.unwrap())
        .iter()
        .map(|s| (s.spell().id.as_str(), s.freq))
        .collect();
    assert_eq!(
        priest,
        [
            ("SPELL_CANTRIP", 13),
            ("SPELL_PAIN", 13),
            ("SPELL_SMITING", 13),
            ("SPELL_HEAL_OTHER", 13)
        ]
    );
    assert!(
        slot(RuleSet::Dcss034, "x", "SPELL_PAIN", -1, None)
            .unwrap_err()
            .contains("bad frequency -1")
    );
}
