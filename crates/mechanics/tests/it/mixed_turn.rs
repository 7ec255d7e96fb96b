//! Turns of random attackers (`docs/rules/dcss-0.31.md` §6.5): the mixture DP against the
//! brute-force average of every fixed turn it stands for, and the sampler against the exact
//! law.

use crate::common::{assert_counts_fit, monster, shield};
use mechanics::dcss::attack::Attack;
use mechanics::dcss::attack::DefenderEv;
use mechanics::dcss::rules::RuleSet;
use mechanics::dcss::shields::{Blocker, ShieldRules};
use mechanics::dcss::to_hit::HitModifiers;
use mechanics::dcss::turn::{AttackerVariants, MixedTurn, VariantSampler, roll_choice};
use mechanics::tolerance::EXACT;
use rand::SeedableRng;
use rand_xoshiro::Xoshiro256PlusPlus;

fn attack(hd: i32, bonus: i32, rules: ShieldRules) -> Attack {
    Attack {
        attacker: monster(hd, true, bonus),
        mods: HitModifiers::default(),
        ev: DefenderEv::Fixed(14),
        shield: shield(Blocker::Player { sh_internal: 24 }, rules, false),
        rule_set: RuleSet::Dcss031,
    }
}

/// Two armed monsters (each a weapon mixture over two slots) and one fixed attacker.
fn turn(rules: ShieldRules, block_limit: Option<u32>) -> MixedTurn {
    let armed = |bonus_a, bonus_b| AttackerVariants {
        variants: vec![
            (0.5, vec![attack(8, bonus_a, rules), attack(8, 0, rules)]),
            (0.3, vec![attack(8, bonus_b, rules), attack(8, 0, rules)]),
            (0.2, vec![attack(8, 0, rules), attack(8, 0, rules)]),
        ],
    };
    MixedTurn {
        attackers: vec![
            armed(3, -4),
            AttackerVariants::fixed(vec![attack(4, 0, rules)]),
            armed(6, 1),
        ],
        block_limit,
    }
}

#[test]
fn the_mixture_is_the_average_of_its_fixed_turns() {
    for (rules, limit) in [(ShieldRules::V031, Some(2)), (ShieldRules::V019, None)] {
        let t = turn(rules, limit);
        let mixed = t.exact().unwrap();
        assert_eq!(t.combinations(), 9);
        let n = mixed.p_land_by_attack.len();
        let (mut lands, mut blocks) = (vec![0.0; n + 1], vec![0.0; n + 1]);
        let mut by_attack = vec![0.0; n];
        for a in 0..3 {
            for c in 0..3 {
                let w = t.attackers[0].variants[a].0 * t.attackers[2].variants[c].0;
                let d = t.with_choice(&[a, 0, c]).exact();
                for (x, y) in lands.iter_mut().zip(&d.lands) {
                    *x += w * y;
                }
                for (x, y) in blocks.iter_mut().zip(&d.blocks) {
                    *x += w * y;
                }
                for (x, y) in by_attack.iter_mut().zip(&d.p_land_by_attack) {
                    *x += w * y;
                }
            }
        }
        let close = |a: &[f64], b: &[f64]| a.iter().zip(b).all(|(x, y)| (x - y).abs() < EXACT);
        assert!(
            close(&mixed.lands, &lands),
            "{rules:?}: {:?} vs {lands:?}",
            mixed.lands
        );
        assert!(close(&mixed.blocks, &blocks), "{rules:?}");
        assert!(close(&mixed.p_land_by_attack, &by_attack), "{rules:?}");
        assert!(close(&t.lands(), &mixed.lands));
    }
}

#[test]
fn one_variant_each_is_the_plain_turn() {
    let fixed = MixedTurn {
        attackers: vec![
            AttackerVariants::fixed(vec![attack(8, 2, ShieldRules::V031); 3]),
            AttackerVariants::fixed(vec![attack(3, 0, ShieldRules::V031)]),
        ],
        block_limit: Some(3),
    };
    let plain = fixed.with_choice(&[0, 0]).exact();
    let mixed = fixed.exact().unwrap();
    for (a, b) in plain.lands.iter().zip(&mixed.lands) {
        assert!((a - b).abs() < EXACT);
    }
    for (a, b) in plain.p_block_by_attack.iter().zip(&mixed.p_block_by_attack) {
        assert!((a - b).abs() < EXACT);
    }
}

#[test]
fn uneven_variants_have_no_positions() {
    let t = MixedTurn {
        attackers: vec![AttackerVariants {
            variants: vec![
                (0.5, vec![attack(5, 0, ShieldRules::V031)]),
                (0.5, vec![attack(5, 0, ShieldRules::V031); 2]),
            ],
        }],
        block_limit: Some(1),
    };
    assert!(t.exact().is_err());
    // The landed count still has a law: 1/2 of one attack, 1/2 of two.
    let lands = t.lands();
    assert!((lands.iter().sum::<f64>() - 1.0).abs() < EXACT);
}

#[test]
fn the_sampler_follows_the_mixture() {
    let t = turn(ShieldRules::V031, Some(2));
    let exact = t.exact().unwrap();
    let sampler = VariantSampler::new(&t);
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(41);
    let mut choice = [0usize; 3];
    let mut counts = vec![0u64; exact.lands.len()];
    for _ in 0..200_000 {
        sampler.draw(&mut rng, &mut choice);
        let (_, lands) = roll_choice(&t, &choice, &mut rng, |_, _| {});
        counts[lands as usize] += 1;
    }
    let cells: Vec<(i64, f64)> = exact
        .lands
        .iter()
        .enumerate()
        .map(|(i, &p)| (i as i64, p))
        .collect();
    assert_counts_fit("mixed turn landed attacks", 0, &counts, &cells);
}
