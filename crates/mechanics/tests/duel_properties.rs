//! The duel sampler against the exact chain over random small duels (proptest,
//! `docs/rules/dcss-0.31-player-attack.md` §11): for each duel, P(win) and P(dead within 5
//! turns) estimated from fights played in the game's order lie within [`MAX_SIGMAS`] standard
//! errors of the chain's values, and the chain's laws sum to 1. The duels mix weapons and
//! brands, unarmed claws, quick blades, shields on both sides, haste, might, horns with the
//! Minotaur's retaliation, talons and monsters from 3 to 18 HP.
//!
//! The cases are drawn from a fixed seed, so CI checks the same ones every run;
//! `PROPTEST_CASES` draws more.

use mechanics::dcss::duel::{DuelPlayerSpec, DuelSpec};
use mechanics::dcss::opponent::MonsterSpec;
use mechanics::dcss::player_attack::{AuxMutations, Brand};
use mechanics::tolerance::{EXACT, MAX_SIGMAS};
use proptest::prelude::*;
use proptest::test_runner::{Config, RngSeed};
use rand::SeedableRng;
use rand_xoshiro::Xoshiro256PlusPlus;

/// Fights per duel.
const FIGHTS: u32 = 2_000;
/// Duels checked by default.
const CASES: u32 = 1_000;

fn config() -> Config {
    Config {
        cases: std::env::var("PROPTEST_CASES")
            .ok()
            .and_then(|c| c.parse().ok())
            .unwrap_or(CASES),
        rng_seed: RngSeed::Fixed(0xd0e1_2026),
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
    ];
    let weapons = prop_oneof![
        Just(None),
        Just(Some("club")),
        Just(Some("dagger")),
        Just(Some("spear"))
    ];
    let armours = prop_oneof![
        Just(None),
        Just(Some("leather armour")),
        Just(Some("chain mail"))
    ];
    let shields = prop_oneof![Just(None), Just(Some("buckler")), Just(Some("kite shield"))];
    (names, weapons, -1..=3i32, armours, shields, 0..=2i32).prop_map(
        |(name, weapon, weapon_plus, armour, shield, shield_plus)| MonsterSpec {
            name: name.into(),
            weapon: weapon.map(Into::into),
            weapon_plus: if weapon.is_some() { weapon_plus } else { 0 },
            armour: armour.map(Into::into),
            shield: shield.map(Into::into),
            shield_plus: if shield.is_some() { shield_plus } else { 0 },
            ..MonsterSpec::default()
        },
    )
}

fn player() -> impl Strategy<Value = DuelPlayerSpec> {
    let weapons = prop_oneof![
        Just(None),
        Just(Some("dagger")),
        Just(Some("quick blade")),
        Just(Some("long sword")),
        Just(Some("war axe")),
        Just(Some("mace")),
    ];
    let brands = prop_oneof![
        Just(None),
        Just(Some(Brand::Flaming)),
        Just(Some(Brand::Electrocution)),
        Just(Some(Brand::Heavy)),
        Just(Some(Brand::Speed)),
    ];
    let shields = prop_oneof![Just(None), Just(Some("buckler")), Just(Some("kite shield"))];
    let build = (
        1..=12i32,
        6..=20i32,
        6..=20i32,
        tenths(80),
        tenths(100),
        -2..=4i32,
    );
    let gear = (weapons, brands, shields, tenths(100), tenths(80));
    let statuses = (any::<bool>(), any::<bool>(), 0..=2i32, 0..=3i32, 0..=3i32);
    let defence = (5..=25i32, 0..=20i32, 0..=10i32);
    (build, gear, statuses, defence).prop_map(
        |(
            (xl, str, dex, fighting, weapon_skill, weapon_plus),
            (weapon, brand, shield, shields, unarmed_combat),
            (haste, might, horns, claws, talons),
            (hp, ev, ac),
        )| DuelPlayerSpec {
            xl,
            str,
            dex,
            fighting,
            weapon: weapon.map(Into::into),
            weapon_skill,
            weapon_plus,
            brand: weapon.and(brand),
            unarmed_combat,
            shield: shield.map(Into::into),
            shields: if shield.is_some() { shields } else { 0.0 },
            might,
            haste,
            hp,
            ev,
            ac,
            aux: AuxMutations {
                horns,
                claws: if weapon.is_none() { claws } else { 0 },
                talons,
                ..AuxMutations::default()
            },
            offhand_free: shield.is_none(),
            reflexive_headbutt: horns > 0,
            ..DuelPlayerSpec::default()
        },
    )
}

fn duel() -> impl Strategy<Value = DuelSpec> {
    (player(), monster(), 60..=79i32).prop_map(|(player, monster, start_energy)| DuelSpec {
        player,
        monster,
        start_energy,
    })
}

/// `hits` of `n` Bernoulli draws lie within [`MAX_SIGMAS`] standard errors of `p`; a certain
/// or impossible event must be every draw or none.
fn within_sigmas(what: &str, hits: u32, n: u32, p: f64) -> Result<(), TestCaseError> {
    let estimate = f64::from(hits) / f64::from(n);
    let se = (p * (1.0 - p) / f64::from(n)).sqrt();
    if se < EXACT {
        prop_assert!(
            (estimate - p).abs() < EXACT,
            "{what}: {hits}/{n} for a probability {p}"
        );
    } else {
        prop_assert!(
            (estimate - p).abs() <= MAX_SIGMAS * se,
            "{what}: estimate {estimate} is {:.1} standard errors from {p}",
            (estimate - p).abs() / se
        );
    }
    Ok(())
}

proptest! {
    #![proptest_config(config())]

    #[test]
    fn the_sampler_agrees_with_the_chain(spec in duel(), seed in any::<u64>()) {
        let duel = spec.resolve().expect("the strategy makes valid duels");
        let law = duel.exact().expect("small duels fit the chain");
        // A duel in which neither side can hurt the other never ends; the chain says so.
        prop_assume!(law.p_undecided < EXACT);
        let hp_total: f64 = law.player_hp_left_distribution.iter().sum();
        prop_assert!((hp_total + law.p_undecided - 1.0).abs() < EXACT, "HP law sums to {hp_total}");
        prop_assert!((law.p_win + law.p_lose + law.p_undecided - 1.0).abs() < EXACT);
        let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);
        let (mut wins, mut early_deaths) = (0, 0);
        for _ in 0..FIGHTS {
            let o = duel.play(&mut rng, mechanics::dcss::duel::MAX_TURNS as u32);
            match o.player_won {
                Some(true) => wins += 1,
                Some(false) if o.turns <= 5 => early_deaths += 1,
                _ => {}
            }
        }
        within_sigmas("P(win)", wins, FIGHTS, law.p_win)?;
        within_sigmas("P(dead within 5)", early_deaths, FIGHTS, law.p_player_dead_within_turns[4])?;
    }
}
