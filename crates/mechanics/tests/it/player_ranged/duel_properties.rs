//! The ranged duel's sampler against its exact chain over random small duels (proptest,
//! `docs/rules/dcss-0.34-player-ranged.md` §9): shots, throws and every attack spell, the
//! monster closing from up to 4 cells, an MP or missile budget that runs out, melee or a
//! wait after it, shields on both sides. For each duel the wins and the deaths within 5
//! turns counted over fights played in the game's order pass an exact binomial test (the
//! normal bound of about 5 standard errors where it holds) against the chain's probabilities,
//! and the chain's laws sum to 1.
//!
//! `ROGUESIM_RANGED_DUELS` duels (100 in the fast tier, 1,000 in the full tier), drawn from a
//! fixed seed.

use mechanics::dcss::duel::ranged::{RangedDuel, RangedPlan};
use mechanics::dcss::duel::{DuelPlayerSpec, DuelSpec, MAX_TURNS};
use mechanics::dcss::opponent::MonsterSpec;
use mechanics::dcss::player_ranged::named::ranged_target;
use mechanics::dcss::player_ranged::projectile::ShotBrand;
use mechanics::dcss::player_ranged::spell::table::SPELLS;
use mechanics::dcss::player_ranged::{MonsterNumbers, ShotSpec, SpellSpec};
use mechanics::dcss::rules::RuleSet;
use mechanics::dcss::time::PlayerStatus;
use mechanics::tolerance::{CHI_SQUARE_P, EXACT};
use proptest::prelude::*;
use proptest::test_runner::{Config, RngSeed};
use rand::SeedableRng;
use rand_xoshiro::Xoshiro256PlusPlus;
use statrs::distribution::{Binomial, DiscreteCDF};

/// Fights per duel.
const FIGHTS: u64 = 2_000;

fn config() -> Config {
    Config {
        cases: crate::tier::size("ROGUESIM_RANGED_DUELS", 100, 1_000) as u32,
        rng_seed: RngSeed::Fixed(0x5ba1_2026),
        failure_persistence: None,
        ..Config::default()
    }
}

fn tenths(max: i32) -> impl Strategy<Value = f64> {
    (0..=max).prop_map(|t| f64::from(t) / 10.0)
}

fn monster() -> impl Strategy<Value = MonsterSpec> {
    let names = prop_oneof![
        Just("jackal"),
        Just("rat"),
        Just("goblin"),
        Just("kobold"),
        Just("hobgoblin"),
        Just("gnoll"),
        Just("orc"),
        Just("ice beast"),
    ];
    let shields = prop_oneof![Just(None), Just(Some("buckler")), Just(Some("kite shield"))];
    (names, shields).prop_map(|(name, shield)| MonsterSpec {
        name: name.into(),
        shield: shield.map(Into::into),
        ..MonsterSpec::default()
    })
}

fn player() -> impl Strategy<Value = DuelPlayerSpec> {
    let shields = prop_oneof![Just(None), Just(Some("buckler"))];
    (
        1..=8i32,
        prop_oneof![Just(None), Just(Some("dagger")), Just(Some("mace"))],
        tenths(60),
        shields,
        (8..=25i32, 0..=15i32, 0..=8i32),
        0..=1i32,
    )
        .prop_map(
            |(xl, weapon, skill, shield, (hp, ev, ac), horns)| DuelPlayerSpec {
                xl,
                str: 12,
                dex: 12,
                fighting: skill,
                weapon: weapon.map(Into::into),
                weapon_skill: skill,
                shield: shield.map(Into::into),
                shields: 2.0,
                hp,
                ev,
                ac,
                offhand_free: shield.is_none(),
                reflexive_headbutt: horns > 0,
                aux: mechanics::dcss::player_attack::AuxMutations {
                    horns,
                    ..Default::default()
                },
                ..DuelPlayerSpec::default()
            },
        )
}

/// A shot, a throw or a spell, as a closure of the monster's numbers.
#[derive(Clone, Debug)]
enum Attack {
    Shot(ShotSpec),
    Spell(SpellSpec),
}

fn attack() -> impl Strategy<Value = Attack> {
    let items = prop_oneof![
        Just("shortbow"),
        Just("sling"),
        Just("hand cannon"),
        Just("boomerang"),
        Just("javelin"),
        Just("stone"),
    ];
    let brands = prop_oneof![
        Just(None),
        Just(Some(ShotBrand::Flaming)),
        Just(Some(ShotBrand::Heavy)),
        Just(Some(ShotBrand::Electrocution)),
    ];
    let shot = (
        items,
        brands,
        10..=18i32,
        tenths(80),
        tenths(60),
        any::<bool>(),
    )
        .prop_map(|(item, brand, stat, skill, fighting, haste)| {
            let thrown = matches!(item, "boomerang" | "javelin" | "stone");
            Attack::Shot(ShotSpec {
                item: item.into(),
                brand: if thrown { None } else { brand },
                dex: stat,
                str: stat,
                fighting,
                ranged_weapons: skill,
                throwing: skill,
                haste,
                ..ShotSpec::default()
            })
        });
    let spell = (0..SPELLS.len(), 10..=20i32, tenths(100), tenths(100)).prop_map(
        |(i, int, school, spellcasting)| {
            Attack::Spell(SpellSpec {
                spell: SPELLS[i].name.into(),
                int,
                spellcasting,
                conj: school,
                fire: school,
                ice: school,
                air: school,
                earth: school,
                necro: school,
                alch: school,
                tloc: school,
                ..SpellSpec::default()
            })
        },
    );
    prop_oneof![shot, spell]
}

/// `hits` of `n` Bernoulli draws are consistent with probability `p` (two-sided exact
/// binomial test at [`CHI_SQUARE_P`]).
fn consistent(what: &str, hits: u64, n: u64, p: f64) -> Result<(), TestCaseError> {
    let (k, q) = if p > 0.5 {
        (n - hits, 1.0 - p)
    } else {
        (hits, p)
    };
    if q < EXACT {
        prop_assert!(k == 0, "{what}: {hits}/{n} for a probability {p}");
        return Ok(());
    }
    let law = Binomial::new(q, n).expect("a probability and a count");
    let below = law.cdf(k);
    let above = if k == 0 { 1.0 } else { law.sf(k - 1) };
    let p_value = (2.0 * below.min(above)).min(1.0);
    prop_assert!(
        p_value >= CHI_SQUARE_P,
        "{what}: {hits}/{n} against {p}: two-sided binomial p-value {p_value:e}"
    );
    Ok(())
}

proptest! {
    #![proptest_config(config())]

    #[test]
    fn ranged_duels_play_their_chains_law(
        player in player(),
        monster in monster(),
        attack in attack(),
        start_energy in 60..=79i32,
        distance in 1..=4u32,
        budget in 0..=12u32,
        then_melee in any::<bool>(),
        seed in any::<u64>(),
    ) {
        let rules = RuleSet::Dcss034;
        let melee = DuelSpec { player, monster, start_energy }
            .resolve_in(rules)
            .expect("the strategy makes valid duels");
        let target = ranged_target(&melee.opponent);
        let numbers = MonsterNumbers::of_target(&target, &melee.opponent.monster.name);
        let fallback = then_melee.then(|| melee.player.action.clone());
        let status = PlayerStatus::default();
        let plan = match &attack {
            Attack::Shot(s) => {
                let shot = s.resolve(&numbers).expect("valid shots");
                RangedPlan::shooting(&shot, distance, Some(budget), fallback, s.status())
            }
            Attack::Spell(s) => {
                let spell = s.resolve(&numbers).expect("valid spells").attack;
                RangedPlan::casting(&spell, distance, budget, fallback, status)
            }
        };
        let retaliation = melee.offence.retaliation(&melee.opponent.target());
        let duel = RangedDuel::new(
            rules,
            plan,
            melee.defence,
            melee.opponent.clone(),
            start_energy,
            distance,
            retaliation,
        );
        let law = duel.exact().expect("small duels fit the chain");
        // A duel in which neither side can hurt the other never ends; the chain says so.
        prop_assume!(law.p_undecided < EXACT);
        let hp_total: f64 = law.player_hp_left_distribution.iter().sum();
        prop_assert!((hp_total - 1.0).abs() < EXACT, "HP law sums to {hp_total}");
        prop_assert!((law.p_win + law.p_lose - 1.0).abs() < EXACT);
        let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);
        let (mut wins, mut early_deaths) = (0, 0);
        for _ in 0..FIGHTS {
            let o = duel.play(&mut rng, MAX_TURNS as u32);
            match o.player_won {
                Some(true) => wins += 1,
                Some(false) if o.turns <= 5 => early_deaths += 1,
                _ => {}
            }
        }
        consistent("P(win)", wins, FIGHTS, law.p_win)?;
        consistent("P(dead within 5)", early_deaths, FIGHTS, law.p_player_dead_within_turns[4])?;
    }
}
