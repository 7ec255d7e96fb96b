//! Over random DCSS 0.34 builds, situations and monster attacks (proptest): every law sums to
//! 1, the EV law's mean is the EV ×100 over 100, and the game-order samplers (an attack, a
//! turn of attacks, the landed damage with its two AC draws) land within
//! [`MAX_SIGMAS`](mechanics::tolerance::MAX_SIGMAS) standard errors of their exact laws
//! (`docs/rules/dcss-0.34.md` §1.1, §2.1, §6.3, §D2). The cases come from a fixed seed;
//! `PROPTEST_CASES` draws more.

use mechanics::dcss::attack::{Attacker, Outcome};
use mechanics::dcss::build::{AuxPiece, Build, Extras034};
use mechanics::dcss::damage::{
    DamageModifiers, MeleeDamage, MeleeDamage034, Modifiers034, landed_damage_law_034,
    player_ac_034, roll_landed_034,
};
use mechanics::dcss::data::{AUX_ARMOURS, SHIELDS_031, body_armour_table, species_table};
use mechanics::dcss::defender::{Defender, Situation};
use mechanics::dcss::equipment::{Item, can_wear_034};
use mechanics::dcss::rules::RuleSet;
use mechanics::dcss::shields::ShieldRules;
use mechanics::dcss::skills::Skill;
use mechanics::dcss::to_hit::MonsterAttacker;
use mechanics::dcss::turn::Turn;
use mechanics::dist::Dist;
use mechanics::tolerance::{EXACT, MAX_SIGMAS};
use proptest::prelude::*;
use proptest::test_runner::{Config, RngSeed};
use rand::SeedableRng;
use rand_xoshiro::Xoshiro256PlusPlus;

/// Trials per sampled quantity and case.
const TRIALS: u32 = 20_000;

fn config(cases: u32) -> Config {
    Config {
        cases: std::env::var("PROPTEST_CASES")
            .ok()
            .and_then(|c| c.parse().ok())
            .unwrap_or(cases),
        rng_seed: RngSeed::Fixed(0x0034_5eed),
        failure_persistence: None,
        ..Config::default()
    }
}

/// The raw choices of a build; items the species cannot wear are left off.
#[derive(Clone, Debug)]
struct Choice {
    species: usize,
    xl: i32,
    dex: i32,
    strength: i32,
    skills: [i32; 3],
    body: Option<(usize, i32)>,
    shield: Option<(usize, i32)>,
    aux: Vec<(usize, i32)>,
    ring_evasion: i32,
    extras: (i32, bool, i32, bool, i32, i32),
}

fn choice() -> impl Strategy<Value = Choice> {
    (
        (
            0..species_table(RuleSet::Dcss034).len(),
            1..=27i32,
            1..=40i32,
            1..=40i32,
        ),
        [0..=270i32, 0..=270i32, 0..=270i32],
        prop::option::of((0..body_armour_table(RuleSet::Dcss034).len(), -3..=8i32)),
        prop::option::of((0..SHIELDS_031.len(), -3..=8i32)),
        prop::collection::vec((0..AUX_ARMOURS.len(), -2..=5i32), 0..=4),
        -3..=8i32,
        (
            0..=3i32,
            any::<bool>(),
            0..=7i32,
            any::<bool>(),
            0..=16i32,
            0..=3i32,
        ),
    )
        .prop_map(
            |((species, xl, dex, strength), skills, body, shield, aux, ring, extras)| Choice {
                species,
                xl,
                dex,
                strength,
                skills,
                body,
                shield,
                aux,
                ring_evasion: ring,
                extras,
            },
        )
}

/// A valid 0.34 build from the choices.
fn build(c: &Choice) -> Build {
    let rules = RuleSet::Dcss034;
    let sp = &species_table(rules)[c.species];
    let skill = |t: i32, usable: bool| Skill::from_tenths(if usable { t } else { 0 }).unwrap();
    let wears = |item| can_wear_034(sp, item, c.xl).is_ok();
    let (devious, stumbling, protean_grace, reckless, parrying, revguard_tier) = c.extras;
    let mut b = Build {
        xl: c.xl,
        dodging: skill(c.skills[0], true),
        armour: skill(c.skills[1], sp.armour_skill_usable),
        shields: skill(c.skills[2], sp.shields_skill_usable),
        body: c
            .body
            .map(|(i, _)| &body_armour_table(rules)[i])
            .filter(|&b| wears(Item::Body(b))),
        body_plus: c.body.map_or(0, |(_, p)| p),
        shield: c
            .shield
            .map(|(i, _)| &SHIELDS_031[i])
            .filter(|&s| wears(Item::Shield(s))),
        shield_plus: c.shield.map_or(0, |(_, p)| p),
        extras: Extras034 {
            devious,
            stumbling,
            protean_grace,
            reckless,
            parrying,
            revguard_tier,
            ..Extras034::default()
        },
        ..Build::new_in(rules, sp, c.dex, c.strength)
    };
    b.bonuses.ring_evasion = c.ring_evasion;
    for &(i, plus) in &c.aux {
        let item = &AUX_ARMOURS[i];
        let mut more = b.aux;
        if wears(Item::Aux(item)) && more.add(AuxPiece { item, plus }).is_ok() {
            let trial = Build { aux: more, ..b };
            if trial.validate().is_ok() {
                b = trial;
            }
        }
    }
    b
}

fn situation() -> impl Strategy<Value = Situation> {
    (
        any::<bool>(),
        any::<bool>(),
        any::<bool>(),
        any::<bool>(),
        any::<bool>(),
        any::<bool>(),
    )
        .prop_map(
            |(unseen_attacker, constricted, caught, helpless, vertigo, backlit)| Situation {
                unseen_attacker,
                constricted,
                caught,
                helpless,
                vertigo,
                backlit,
                ..Situation::default()
            },
        )
}

/// An estimate of `p` from `hits` of `n` lies within MAX_SIGMAS standard errors.
fn within(what: &str, hits: u32, n: u32, p: f64) -> Result<(), TestCaseError> {
    let est = f64::from(hits) / f64::from(n);
    let se = (p * (1.0 - p) / f64::from(n)).sqrt();
    prop_assert!(
        (est - p).abs() <= MAX_SIGMAS * se + EXACT,
        "{what}: estimate {est} against exact {p} (se {se})"
    );
    Ok(())
}

/// A sample mean within MAX_SIGMAS standard errors of the law's mean.
fn mean_within(what: &str, sum: f64, n: u32, law: &Dist) -> Result<(), TestCaseError> {
    let mean = law.mean();
    let var: f64 = law
        .iter()
        .map(|(v, p)| p * (f64::from(v) - mean).powi(2))
        .sum();
    let est = sum / f64::from(n);
    let se = (var / f64::from(n)).sqrt();
    prop_assert!(
        (est - mean).abs() <= MAX_SIGMAS * se + EXACT,
        "{what}: mean {est} against exact {mean} (se {se})"
    );
    Ok(())
}

proptest! {
    #![proptest_config(config(96))]

    #[test]
    fn random_034_builds_and_attacks(
        c in choice(),
        s in situation(),
        (hd, fighter, weapon_to_hit, auto_hit) in (1..=27i32, any::<bool>(), -5..=10i32, prop::bool::weighted(0.1)),
        attacks in 1..=4usize,
        damage in 1..=40i32,
        seed in any::<u64>(),
    ) {
        let b = build(&c);
        prop_assert!(b.validate().is_ok(), "{:?}", b.validate());
        let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);

        // The EV each attack draws: a two-point law whose mean is EV×100/100.
        let ev = b.evasion_034(&s.ev_situation());
        let law = ev.law();
        prop_assert!((law.probs().iter().sum::<f64>() - 1.0).abs() < EXACT);
        if ev.final_x100 >= 0 {
            let want = f64::from(ev.final_x100) / 100.0 + f64::from(ev.unseen_attacker);
            prop_assert!((law.mean() - want).abs() < EXACT);
        }

        // One attack and a turn of attacks against the build, sampled and exact.
        let facing = Defender::Build(b).facing(ShieldRules::V031, &s);
        let monster = MonsterAttacker::new(hd, fighter, weapon_to_hit).unwrap();
        let mut attack = facing.attack(Attacker::Monster(monster), false, &s);
        attack.mods.auto_hit = auto_hit;
        let _ = attack.shown();
        let p = attack.probs(0, false);
        prop_assert!((p.p_block + p.p_land + p.p_miss - 1.0).abs() < EXACT);
        let (mut blocked, mut landed) = (0, 0);
        for _ in 0..TRIALS {
            match attack.roll(&mut rng, 0, false) {
                Outcome::Blocked => blocked += 1,
                Outcome::Landed => landed += 1,
                Outcome::Missed => {}
            }
        }
        within("P(block)", blocked, TRIALS, p.p_block)?;
        within("P(land)", landed, TRIALS, p.p_land)?;

        let turn = Turn { attacks: vec![attack; attacks], block_limit: facing.turn_block_limit() };
        let exact = turn.exact();
        let lands = Dist::from_weights(0, &exact.lands);
        let mut outcomes = vec![Outcome::Missed; attacks];
        let mut sum = 0.0;
        for _ in 0..TRIALS {
            sum += f64::from(turn.roll(&mut rng, &mut outcomes).1);
        }
        mean_within("lands per turn", sum, TRIALS, &lands)?;

        // The damage of a landed hit, the build's AC drawn twice per hit.
        let ac = player_ac_034(&b).unwrap().hundredths();
        let hit = MeleeDamage034 {
            damage: MeleeDamage::new(damage, None, DamageModifiers::default()).unwrap(),
            extra: Modifiers034 { tempered: damage % 2 == 0, ..Modifiers034::default() },
        };
        let law = landed_damage_law_034(&hit, ac);
        prop_assert!((law.probs().iter().sum::<f64>() - 1.0).abs() < EXACT);
        let sum: f64 = (0..TRIALS).map(|_| f64::from(roll_landed_034(&mut rng, &hit, ac))).sum();
        mean_within("landed damage", sum, TRIALS, &law)?;
    }
}
