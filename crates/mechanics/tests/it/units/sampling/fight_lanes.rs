//! The lanes against the exact survival law of the same [`FightChain`], and every kernel
//! against the portable code.

use mechanics::dcss::damage::fight::FightChain;
use mechanics::sampling::kernel::LaneKernel;
use rand::SeedableRng;
use rand_xoshiro::Xoshiro256PlusPlus;

use mechanics::dcss::attack::{Attack, Attacker, DefenderEv, DefenderShield};
use mechanics::dcss::damage::fight::RoundVariant;
use mechanics::dcss::damage::{DamageModifiers, DamagingAttack, MeleeDamage, landed_damage_dist};
use mechanics::dcss::rules::RuleSet;
use mechanics::dcss::shields::{Blocker, ShieldRules};
use mechanics::dcss::time::{
    DcssSpeedScenario, EnergyChainLaw, MonsterRound, PlayerAction, Pursuit,
};
use mechanics::dcss::to_hit::{HitModifiers, MonsterAttacker};
use mechanics::sampling::fight_lanes::*;

/// A monster attack of HD `hd` against EV 12, with internal SH 27 under `shields` if given.
fn attack(hd: i32, bonus: i32, shields: Option<ShieldRules>) -> Attack {
    Attack {
        attacker: Attacker::Monster(MonsterAttacker {
            hd,
            fighter: false,
            weapon_to_hit: bonus,
            slaying: 0,
        }),
        mods: HitModifiers::default(),
        ev: DefenderEv::Fixed(12),
        shield: shields.map(|rules| DefenderShield {
            blocker: Blocker::Player { sh_internal: 27 },
            unseen_attacker: false,
            incapacitated: false,
            rules,
        }),
        rule_set: RuleSet::Dcss031,
    }
}

fn variant(p: f64, attacks: &[(i32, i32)], shields: Option<ShieldRules>) -> RoundVariant {
    RoundVariant {
        probability: p,
        attacks: attacks
            .iter()
            .map(|&(bonus, damage)| {
                let d = MeleeDamage::new(damage, None, DamageModifiers::default()).unwrap();
                DamagingAttack {
                    attack: attack(8, bonus, shields),
                    landed: landed_damage_dist(&d, 4),
                }
            })
            .collect(),
    }
}

/// A speed-`speed` monster against a player who `action`s.
fn chain(speed: i32, action: PlayerAction, pursuit: Pursuit) -> EnergyChainLaw {
    DcssSpeedScenario {
        monster_speed: speed,
        monster_action_cost: 10,
        player_action: action,
        hasted: false,
        slowed: false,
        pursuit,
        later_action_cost: None,
    }
    .energy_chain()
    .unwrap()
}

struct Case {
    chain: EnergyChainLaw,
    variants: Vec<RoundVariant>,
    count: usize,
    block_limit: Option<u32>,
    moving: bool,
    hp: usize,
}

impl Case {
    fn with<T>(&self, f: impl FnOnce(&FightChain<'_>) -> T) -> T {
        let moving = self.moving;
        let rounds = move |r: MonsterRound| match moving {
            true => u32::from(r.opportunity_attack) + r.actions.saturating_sub(1),
            false => r.actions,
        };
        f(&FightChain {
            chain: Some(&self.chain),
            count: self.count,
            variants: &self.variants,
            block_limit: self.block_limit,
            melee_rounds: &rounds,
            hp: self.hp,
        })
    }
}

fn cases() -> Vec<Case> {
    let attack = PlayerAction::Attack { delay: 10 };
    let v031 = Some(ShieldRules::V031);
    vec![
        // A troll-like round against a shield with the 0.31 limit.
        Case {
            chain: chain(10, attack, Pursuit::Off),
            variants: vec![variant(1.0, &[(0, 20), (0, 15), (0, 15)], v031)],
            count: 1,
            block_limit: Some(3),
            moving: false,
            hp: 60,
        },
        // A fast monster with two weapons, no shield.
        Case {
            chain: chain(15, PlayerAction::Attack { delay: 13 }, Pursuit::Off),
            variants: vec![
                variant(0.3, &[(5, 18)], None),
                variant(0.7, &[(0, 10), (0, 6)], None),
            ],
            count: 1,
            block_limit: None,
            moving: false,
            hp: 45,
        },
        // Two copies and the 0.19 contest (no limit), the block odds growing with blocks.
        Case {
            chain: chain(12, attack, Pursuit::Off),
            variants: vec![variant(1.0, &[(0, 12), (0, 8)], Some(ShieldRules::V019))],
            count: 2,
            block_limit: None,
            moving: false,
            hp: 50,
        },
        // A player walking away from a monster with attacks of opportunity.
        Case {
            chain: chain(
                12,
                PlayerAction::Move { mv: 10 },
                Pursuit::OpportunityAttack { attack_energy: 10 },
            ),
            variants: vec![variant(1.0, &[(0, 16)], v031)],
            count: 1,
            block_limit: Some(3),
            moving: true,
            hp: 30,
        },
    ]
}

/// The three ways of drawing a copy's turn: joint, whole rounds, and attack by attack.
const WAYS: [[usize; 2]; 3] = [MAX_COLUMNS, [0, MAX_COLUMNS[1]], [0, 0]];

/// P(dead within k turns), k = 1…10, from the lanes within 5 standard errors of the exact
/// chain, and no fight censored, drawing rounds either way.
#[test]
fn lanes_follow_the_exact_survival_law() {
    let n = 200_000u64;
    for ((i, case), w) in cases()
        .iter()
        .enumerate()
        .flat_map(|c| WAYS.map(|w| (c, w)))
    {
        let (exact, counts) = case.with(|f| {
            let lanes = FightLanes::compile(f, w).unwrap();
            // Each way draws its own tables: attack by attack is always possible, whole rounds
            // need only their cap, joint turns both; so three different compilations of the
            // same fight are the three ways, joint under `MAX_COLUMNS`, whole under
            // `[0, MAX_COLUMNS[1]]`, attack by attack under `[0, 0]`.
            for other in WAYS.into_iter().filter(|&o| o != w) {
                assert_ne!(FightLanes::compile(f, other).unwrap(), lanes, "case {i}");
            }
            let mut rng = Xoshiro256PlusPlus::seed_from_u64(11 + i as u64);
            (
                f.survival(10).unwrap(),
                lanes.count_on(LaneKernel::Portable, &mut rng, n, 1_000),
            )
        });
        assert_eq!(counts.censored, 0, "case {i}");
        assert_eq!(counts.dead_at.iter().sum::<u64>(), n, "case {i}");
        let mut dead = 0;
        for (k, &p) in exact.p_dead_within_turns.iter().enumerate() {
            dead += counts.dead_at[k];
            let q = dead as f64 / n as f64;
            let se = (p * (1.0 - p) / n as f64).sqrt();
            assert!(
                (q - p).abs() <= 5.0 * se + 1e-12,
                "case {i}, k = {}: {q} vs exact {p} (5σ = {})",
                k + 1,
                5.0 * se
            );
        }
        let mean = counts
            .dead_at
            .iter()
            .enumerate()
            .map(|(t, &c)| (t + 1) as f64 * c as f64)
            .sum::<f64>()
            / n as f64;
        let var = counts
            .dead_at
            .iter()
            .enumerate()
            .map(|(t, &c)| ((t + 1) as f64 - mean).powi(2) * c as f64)
            .sum::<f64>()
            / n as f64;
        let want = exact.expected_turns_to_death.unwrap();
        assert!(
            (mean - want).abs() <= 5.0 * (var / n as f64).sqrt(),
            "case {i}: mean turns {mean} vs exact {want}"
        );
    }
}

/// Every kernel gives the portable counts for the same seed, either way of drawing rounds,
/// and fights past the last turn are censored alike.
#[test]
fn every_kernel_counts_alike() {
    for (i, case) in cases().iter().enumerate() {
        case.with(|f| {
            for w in WAYS {
                let lanes = FightLanes::compile(f, w).unwrap();
                let run = |kernel, max_turns| {
                    let mut rng = Xoshiro256PlusPlus::seed_from_u64(5);
                    lanes.count_on(kernel, &mut rng, 10_001, max_turns)
                };
                for max_turns in [1_000, 3] {
                    let portable = run(LaneKernel::Portable, max_turns);
                    if max_turns == 3 {
                        assert!(portable.censored > 0, "case {i}");
                    }
                    let total = portable.dead_at.iter().sum::<u64>() + portable.censored;
                    assert_eq!(total, 10_001, "case {i}");
                    for kernel in [LaneKernel::Avx2, LaneKernel::Avx512] {
                        assert_eq!(run(kernel, max_turns), portable, "case {i}, {kernel:?}");
                    }
                }
            }
        });
    }
}

/// A monster that never acts, no copies or no weapon cannot run on lanes.
#[test]
fn refusals_say_why() {
    let case = &cases()[0];
    let rounds = |r: MonsterRound| r.actions;
    let fight = |chain, count, variants| FightChain {
        chain,
        count,
        variants,
        block_limit: None,
        melee_rounds: &rounds,
        hp: 10,
    };
    let none = FightLanes::new(&fight(None, 1, &case.variants));
    assert_eq!(none.unwrap_err(), NotOnLanes::NeverActs);
    let zero = FightLanes::new(&fight(Some(&case.chain), 0, &case.variants));
    assert_eq!(zero.unwrap_err(), NotOnLanes::Copies(0));
    let empty = FightLanes::new(&fight(Some(&case.chain), 1, &[]));
    assert_eq!(empty.unwrap_err(), NotOnLanes::NoVariant);
}
