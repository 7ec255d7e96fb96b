use mechanics::dcss::monsters::find;
use mechanics::dcss::ranged::options::*;
use mechanics::dcss::ranged::spell_category::NotModelled;
use mechanics::dcss::ranged::volley::AttackInput;
use mechanics::dcss::rules::RuleSet;
use mechanics::tolerance::EXACT;

#[test]
fn options_list_missiles_then_spells_and_make_inputs() {
    let warrior = find("orc warrior").unwrap();
    let options = ranged_options(warrior);
    let names: Vec<&str> = options
        .iter()
        .filter_map(|o| match o {
            RangedOption::Missile { weapon, .. } => Some(weapon.name()),
            RangedOption::Spell { .. } => None,
        })
        .collect();
    assert_eq!(names, ["orcbow", "arbalest", "boomerang"]);
    for o in &options {
        let input = o.input(warrior, 15, 10, 5).unwrap();
        assert!(input.resolve().is_ok(), "{o:?}");
    }
    let priest = find("orc priest").unwrap();
    let options = ranged_options(priest);
    assert_eq!(options.len(), 4);
    let inputs: Vec<AttackInput> = options
        .iter()
        .filter_map(|o| o.input(priest, 15, 0, 0))
        .collect();
    assert_eq!(inputs.len(), 2);
    assert!(inputs.iter().all(|i| i.resolve().is_ok()));
    let annihilator = find("deep elf annihilator").unwrap();
    let beams: Vec<AttackInput> = ranged_options(annihilator)
        .iter()
        .filter_map(|o| o.input(annihilator, 15, 20, 10))
        .collect();
    assert_eq!(beams.len(), 4);
    assert!(beams.iter().all(|b| b.resolve().is_ok()));
}

/// Every attack of every monster of both releases makes an input the rules accept, and its
/// answer's laws sum to 1.
#[test]
fn every_option_of_every_monster_resolves() {
    for (rules, want) in [
        (RuleSet::Dcss031, 64 + 244 + 20),
        (RuleSet::Dcss034, 67 + 257 + 20),
    ] {
        let mut count = 0;
        for m in mechanics::dcss::monsters::all_in(rules) {
            for o in ranged_options_in(rules, m) {
                if let Some(input) = o.input(m, 20, 20, 10) {
                    let attack = input
                        .resolve_in(rules)
                        .unwrap_or_else(|e| panic!("{rules} {}: {e}", m.id));
                    let total: f64 = attack.shot_law().damage.probs().iter().sum();
                    assert!((total - 1.0).abs() < EXACT, "{}", m.id);
                    count += 1;
                }
            }
        }
        // 0.31: 64 launchers and thrown items of 44 monsters, 244 modelled beams of 170
        // casters, 20 slots of Smiting or Pain; 0.34: 67 of 45 monsters, 257 beams and
        // 20 slots of Smiting or Pain of 201 casters.
        assert_eq!(count, want, "{rules}");
    }
}

/// Under 0.34 the centaur warrior's bows, the orc priest's Smiting and Pain and the orc
/// wizard's beams are all modelled (`docs/rules/dcss-0.34-ranged.md` §2.1, §3, §10).
#[test]
fn options_under_0_34_are_the_0_34_tables() {
    let rules = RuleSet::Dcss034;
    let find = |name| mechanics::dcss::monsters::find_in(rules, name).unwrap();
    let warrior = ranged_options_in(rules, find("centaur warrior"));
    let bows: Vec<&str> = warrior
        .iter()
        .filter_map(|o| match o {
            RangedOption::Missile { weapon, .. } => Some(weapon.name()),
            RangedOption::Spell { .. } => None,
        })
        .collect();
    assert_eq!(bows, ["shortbow", "orcbow"]);
    let priest = ranged_options_in(rules, find("orc priest"));
    let modelled: Vec<&str> = priest
        .iter()
        .filter_map(|o| match o {
            RangedOption::Spell { slot, modelled } => {
                modelled.is_ok().then_some(slot.spell().id.as_str())
            }
            RangedOption::Missile { .. } => None,
        })
        .collect();
    assert_eq!(modelled, ["SPELL_PAIN", "SPELL_SMITING"]);
    let wizard = ranged_options_in(rules, find("orc wizard"));
    assert!(
        wizard
            .iter()
            .any(|o| matches!(o, RangedOption::Spell { modelled: Ok(()), slot } if slot.spell().id == "SPELL_MAGIC_DART"))
    );
}

/// The tally the README and `docs/rules/dcss-0.34-ranged.md` §6 give.
#[test]
fn coverage_of_0_34() {
    let c = coverage(RuleSet::Dcss034);
    assert_eq!(c.with_attacks, c.computed + c.refused);
    assert_eq!(
        (c.with_attacks, c.computed, c.refused),
        (251, 223, 28),
        "{c:#?}"
    );
    let by: Vec<(&str, usize)> = c.by_reason.iter().map(|(r, n)| (r.as_str(), *n)).collect();
    assert_eq!(
        by,
        [
            (NotModelled::DamagingHex.to_string().as_str(), 16),
            (NotModelled::Compound.to_string().as_str(), 6),
            (NotModelled::SetByHand.to_string().as_str(), 1),
            (NotModelled::RandomDice.to_string().as_str(), 1),
            (NotModelled::OwnSetUp.to_string().as_str(), 6),
        ]
    );
}
