//! Properties of the rules over their whole input domain (proptest): every exact law sums to
//! 1 within [`EXACT`]; P(hit) does not increase with EV and does not decrease with the
//! monster's HD or its weapon's to-hit (`docs/rules/dcss-0.31.md` §2); P(block) does not
//! decrease with SH (§2.4, `docs/rules/dcss-0.19-shields.md` §2); P(double move) does not
//! decrease with the monster's speed at a fixed player speed, in FrogComposband
//! (`docs/rules/frogcomposband-energy.md` §5) and in DCSS (`docs/rules/dcss-0.31.md` §7.3).
//!
//! The cases are drawn from a fixed seed, so CI checks the same ones every run;
//! `PROPTEST_CASES` draws more.

use mechanics::actions::ActionsLaw;
use mechanics::dcss::attack::DefenderEv;
use mechanics::dcss::attack::{Attack, Attacker, DefenderShield};
use mechanics::dcss::damage::{AcType, apply_ac_dist};
use mechanics::dcss::rules::RuleSet;
use mechanics::dcss::shields::{Blocker, ShieldRules};
use mechanics::dcss::time::{DcssSpeedScenario, PlayerAction, Pursuit};
use mechanics::dcss::to_hit::{HitModifiers, MonsterAttacker};
use mechanics::dcss::turn::Turn;
use mechanics::dist::Dist;
use mechanics::frog::SpeedScenario;
use mechanics::tolerance::EXACT;
use proptest::prelude::*;
use proptest::test_runner::{Config, RngSeed};

fn config(cases: u32) -> Config {
    Config {
        cases: std::env::var("PROPTEST_CASES")
            .ok()
            .and_then(|c| c.parse().ok())
            .unwrap_or(cases),
        rng_seed: RngSeed::Fixed(0x5eed_2026),
        failure_persistence: None,
        ..Config::default()
    }
}

/// A law's probabilities are each in [0, 1] and sum to 1 within [`EXACT`].
fn assert_law(what: &str, probs: &[f64]) -> Result<(), TestCaseError> {
    let total: f64 = probs.iter().sum();
    prop_assert!(
        probs.iter().all(|p| (0.0..=1.0 + EXACT).contains(p)),
        "{what}: a probability outside [0, 1]: {probs:?}"
    );
    prop_assert!(
        (total - 1.0).abs() <= EXACT,
        "{what}: sums to {total}, not 1"
    );
    Ok(())
}

fn rules() -> impl Strategy<Value = ShieldRules> {
    prop_oneof![Just(ShieldRules::V031), Just(ShieldRules::V019)]
}

/// A monster's attack against EV `ev` and internal SH `sh` (none when 0).
fn attack(hd: i32, fighter: bool, to_hit: i32, ev: i32, sh: i32, rules: ShieldRules) -> Attack {
    Attack {
        attacker: Attacker::Monster(MonsterAttacker {
            hd,
            fighter,
            weapon_to_hit: to_hit,
            slaying: 0,
        }),
        mods: HitModifiers::default(),
        ev: DefenderEv::Fixed(ev),
        shield: (sh > 0).then_some(DefenderShield {
            blocker: Blocker::Player { sh_internal: sh },
            unseen_attacker: false,
            incapacitated: false,
            rules,
        }),
        rule_set: RuleSet::Dcss031,
    }
}

/// The defender side of a random attack: EV −50..150 and internal SH 0..200, the ranges
/// `DefenderNumbers` accepts.
fn defence() -> impl Strategy<Value = (i32, i32, ShieldRules)> {
    (-50..=150i32, 0..=200i32, rules())
}

/// A random monster attacker: HD 1..30, fighter or not, weapon to-hit −10..30.
fn monster() -> impl Strategy<Value = (i32, bool, i32)> {
    (1..=30i32, any::<bool>(), -10..=30i32)
}

fn frog_cost() -> impl Strategy<Value = i32> {
    prop_oneof![Just(100), Just(60), Just(133), Just(200), 10..=400i32]
}

fn dcss_action() -> impl Strategy<Value = PlayerAction> {
    prop_oneof![
        (6..=30i32).prop_map(|mv| PlayerAction::Move { mv }),
        Just(PlayerAction::Wait),
        (5..=30i32).prop_map(|delay| PlayerAction::Attack { delay }),
    ]
}

fn dcss_scenario(speed: i32, cost: i32, action: PlayerAction, haste: u8) -> DcssSpeedScenario {
    DcssSpeedScenario {
        monster_speed: speed,
        monster_action_cost: cost,
        player_action: action,
        hasted: haste == 1,
        slowed: haste == 2,
        pursuit: Pursuit::Off,
        later_action_cost: None,
    }
}

proptest! {
    #![proptest_config(config(256))]

    #[test]
    fn random_primitive_laws_sum_to_one(
        max in -5..=400i32,
        rolls in 1..=12i32,
        num in -2000..=2000i32,
        den in 1..=200i32,
        dice in 0..=12i32,
        size in 0..=60i32,
        x in 0..=400i32,
    ) {
        assert_law("random2avg", Dist::random2avg(max, rolls).probs())?;
        assert_law("div_rand_round", Dist::div_rand_round(num, den).probs())?;
        assert_law("maybe_random_div", Dist::maybe_random_div(num, den).probs())?;
        assert_law("roll_dice", Dist::roll_dice(dice, size).probs())?;
        assert_law("haste_mul", Dist::haste_mul(x).probs())?;
        assert_law("haste_div", Dist::haste_div(x).probs())?;
        assert_law("uniform", Dist::uniform(num, num + max.max(0)).probs())?;
    }

    #[test]
    fn attack_laws_sum_to_one(
        (hd, fighter, to_hit) in monster(),
        (ev, sh, rules) in defence(),
        blocks in 0..=8u32,
        exhausted in any::<bool>(),
    ) {
        let a = attack(hd, fighter, to_hit, ev, sh, rules);
        let p = a.probs(blocks, exhausted);
        assert_law("one attack", &[p.p_land, p.p_block, p.p_miss])?;
    }

    #[test]
    fn turn_laws_sum_to_one(
        attackers in prop::collection::vec(monster(), 1..=6),
        (ev, sh, rules) in defence(),
        limit in prop::option::of(1..=4u32),
        turns in 1..=4u32,
    ) {
        let turn = Turn {
            attacks: attackers
                .iter()
                .map(|&(hd, f, t)| attack(hd, f, t, ev, sh, rules))
                .collect(),
            block_limit: limit.filter(|_| rules == ShieldRules::V031),
        };
        let d = turn.exact();
        assert_law("blocks per turn", &d.blocks)?;
        assert_law("lands per turn", &d.lands)?;
        for k in 0..turn.attacks.len() {
            let each = [d.p_land_by_attack[k], d.p_block_by_attack[k], d.p_miss_by_attack[k]];
            assert_law("attack k of a turn", &each)?;
        }
        if let Some(streak) = turn.longest_streak_exact(turns) {
            assert_law("longest landed streak", &streak)?;
        }
    }

    #[test]
    fn damage_after_ac_laws_sum_to_one(
        dice in 1..=4i32,
        size in 1..=40i32,
        ac in 0..=60i32,
        kind in prop::sample::select(vec![
            AcType::Normal, AcType::Half, AcType::Triple, AcType::Proportional, AcType::None,
        ]),
    ) {
        let law = apply_ac_dist(&Dist::roll_dice(dice, size), dice * size, ac, kind);
        assert_law("damage after AC", law.probs())?;
    }

    #[test]
    fn dcss_time_laws_sum_to_one(
        speed in 1..=60i32,
        cost in 1..=30i32,
        action in dcss_action(),
        haste in 0..=2u8,
    ) {
        let s = dcss_scenario(speed, cost, action, haste);
        if let Ok(law) = s.exact() {
            assert_law("DCSS monster actions per player action", &law.probs)?;
        }
    }
}

proptest! {
    // The FrogComposband chains are larger: fewer cases.
    #![proptest_config(config(64))]

    #[test]
    fn frog_laws_sum_to_one(
        player in -20..=40i32,
        monster in -20..=40i32,
        cost in frog_cost(),
        non_unique in any::<bool>(),
    ) {
        let s = SpeedScenario {
            player_speed: player,
            monster_speed: monster,
            player_action_cost: cost,
            non_unique,
            ..SpeedScenario::default()
        };
        if let Ok(law) = s.exact() {
            assert_law("FrogComposband stationary N", &law.probs)?;
        }
        if let Ok(law) = s.exact_first_interval() {
            assert_law("FrogComposband N after level entry", &law.probs)?;
        }
    }

    #[test]
    fn frog_double_moves_do_not_fall_as_the_monster_speeds_up(
        player in -20..=30i32,
        monster in -20..=39i32,
        cost in frog_cost(),
        non_unique in any::<bool>(),
    ) {
        let at = |m: i32| {
            SpeedScenario {
                player_speed: player,
                monster_speed: m,
                player_action_cost: cost,
                non_unique,
                ..SpeedScenario::default()
            }
            .exact()
            .ok()
            .map(|l: ActionsLaw| l.p_double())
        };
        if let (Some(slow), Some(fast)) = (at(monster), at(monster + 1)) {
            prop_assert!(
                fast >= slow - EXACT,
                "player {player:+}, cost {cost}: P(double) {slow} at {monster:+} but {fast} at {:+}",
                monster + 1
            );
        }
    }
}

proptest! {
    #![proptest_config(config(256))]

    #[test]
    fn p_hit_does_not_rise_with_ev(
        (hd, fighter, to_hit) in monster(),
        (ev, sh, rules) in (-50..=149i32, 0..=200i32, rules()),
    ) {
        let at = |ev| attack(hd, fighter, to_hit, ev, sh, rules);
        let (low, high) = (at(ev), at(ev + 1));
        prop_assert!(high.probs(0, false).p_land <= low.probs(0, false).p_land + EXACT);
        prop_assert!(high.p_beat_ev() <= low.p_beat_ev() + EXACT);
    }

    #[test]
    fn p_hit_does_not_fall_with_hd_or_weapon_to_hit(
        (hd, fighter, to_hit) in (1..=29i32, any::<bool>(), -10..=29i32),
        (ev, sh, rules) in defence(),
    ) {
        let p = |hd, to_hit| attack(hd, fighter, to_hit, ev, sh, rules).probs(0, false).p_land;
        let base = p(hd, to_hit);
        prop_assert!(p(hd + 1, to_hit) >= base - EXACT, "HD {hd} → {}", hd + 1);
        prop_assert!(p(hd, to_hit + 1) >= base - EXACT, "to-hit {to_hit} → {}", to_hit + 1);
    }

    #[test]
    fn p_block_does_not_fall_with_sh(
        (hd, fighter, to_hit) in monster(),
        (ev, sh, rules) in (-50..=150i32, 0..=199i32, rules()),
        blocks in 0..=6u32,
    ) {
        let p = |sh| attack(hd, fighter, to_hit, ev, sh, rules).probs(blocks, false).p_block;
        prop_assert!(p(sh + 1) >= p(sh) - EXACT, "SH {sh} → {}, {blocks} earlier blocks", sh + 1);
    }

    #[test]
    fn dcss_double_moves_do_not_fall_as_the_monster_speeds_up(
        speed in 1..=59i32,
        cost in 1..=30i32,
        action in dcss_action(),
        haste in 0..=2u8,
    ) {
        let at = |speed| dcss_scenario(speed, cost, action, haste).exact().ok().map(|l| l.p_double());
        if let (Some(slow), Some(fast)) = (at(speed), at(speed + 1)) {
            prop_assert!(
                fast >= slow - EXACT,
                "{action:?}, cost {cost}: P(double) {slow} at speed {speed} but {fast} at {}",
                speed + 1
            );
        }
    }
}
