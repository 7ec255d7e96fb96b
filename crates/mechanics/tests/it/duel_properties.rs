//! The duel sampler against the exact chain over random small duels (proptest,
//! `docs/rules/dcss-0.31-player-attack.md` §11): for each duel, the wins and the deaths within 5
//! turns counted over fights played in the game's order pass an exact binomial test against the
//! chain's probabilities, and the chain's laws sum to 1. The duels mix weapons and
//! brands, unarmed claws, quick blades, shields on both sides, haste, might, horns with the
//! Minotaur's retaliation, talons and monsters from 3 to 18 HP.
//!
//! The cases are drawn from a fixed seed, so CI checks the same ones every run: 100 duels
//! in the fast tier, 1,000 in the full tier; `ROGUESIM_DUELS` draws more.

use mechanics::dcss::duel::{DuelPlayerSpec, DuelSpec};
use mechanics::dcss::opponent::MonsterSpec;
use mechanics::dcss::player_attack::{AuxMutations, Brand};
use mechanics::tolerance::{CHI_SQUARE_P, EXACT};
use proptest::prelude::*;
use proptest::test_runner::{Config, RngSeed};
use rand::SeedableRng;
use rand_xoshiro::Xoshiro256PlusPlus;
use statrs::distribution::{Binomial, DiscreteCDF};

/// Fights per duel.
const FIGHTS: u64 = 2_000;
/// The random duels checked: 100 in the fast tier, 1,000 in the full tier.
pub(crate) fn config() -> Config {
    Config {
        cases: crate::tier::size("ROGUESIM_DUELS", 100, 1_000) as u32,
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

pub(crate) fn player() -> impl Strategy<Value = DuelPlayerSpec> {
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

pub(crate) fn duel() -> impl Strategy<Value = DuelSpec> {
    (player(), monster(), 60..=79i32).prop_map(|(player, monster, start_energy)| DuelSpec {
        player,
        monster,
        start_energy,
    })
}

/// `hits` of `n` Bernoulli draws are consistent with probability `p`: the exact two-sided
/// binomial test keeps a p-value of at least [`CHI_SQUARE_P`]. (A bound of 5 standard errors
/// would wrongly fail a single loss in 2,000 fights of a duel lost once in 10⁵: the normal
/// approximation does not hold for such rare events.) A certain or impossible event must be
/// every draw or none.
fn consistent(what: &str, hits: u64, n: u64, p: f64) -> Result<(), TestCaseError> {
    // Test the rarer side, whose probability keeps its precision.
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
        consistent("P(win)", wins, FIGHTS, law.p_win)?;
        consistent("P(dead within 5)", early_deaths, FIGHTS, law.p_player_dead_within_turns[4])?;
    }
}
