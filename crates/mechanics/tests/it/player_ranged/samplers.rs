//! Each sampler of the player's ranged offence against its exact law, by a chi-square test
//! at `common::draws()` draws (`docs/rules/dcss-0.34-player-ranged.md` §2–§9): a whole shot (time,
//! breaking, to-hit, block, damage and brand), a whole cast attempt (failure, dice, block,
//! EV, AC and resistance), and a duel action's joint law of the block counter, what it
//! spends and the damage.

use super::{monster, reference, shot_spec, spell_spec};
use crate::common::{assert_draws_fit, assert_sampler_matches};
use mechanics::dcss::attack::Outcome;
use mechanics::dcss::player_ranged::RangedAction;
use rand::SeedableRng;
use rand_xoshiro::Xoshiro256PlusPlus;
use serde_json::Value;

fn case<'a>(r: &'a Value, kind: &str, id: &str) -> &'a Value {
    r[kind]
        .as_array()
        .unwrap()
        .iter()
        .find(|v| v["id"] == id)
        .unwrap_or_else(|| panic!("{id}"))
}

/// Shots that exercise every step: a plain shot, a shield, heavy, each brand, a boomerang's
/// breaking, a penetrating silver javelin, a stone, hurling, haste and Finesse.
const SHOTS: [&str; 10] = [
    "S1", "S4", "S6", "S7", "S8", "S9", "S13", "S15", "S16", "S24",
];

/// Spells of every delivery: a zap, a block, an explosion, fragments, Freeze, Foxfire,
/// Scorch, Arcjolt, Plasma Beam, mercury, the Orb and its block.
const SPELLS: [&str; 12] = [
    "Z2", "Z5", "Z7", "Z8", "Z4", "Z11", "Z15", "Z16", "Z19", "Z22", "Z27", "Z28",
];

#[test]
fn a_shot_rolls_its_law() {
    let r = reference();
    for (i, id) in SHOTS.iter().enumerate() {
        let v = case(&r, "shots", id);
        let shot = shot_spec(v).resolve(&monster(v)).unwrap();
        let law = shot.law();
        // Blocked as −2, missed as −1, landed as its damage.
        let mut exact = vec![(-2, law.probs.p_block), (-1, law.probs.p_miss)];
        if let Some(landed) = &law.landed {
            exact.extend(
                landed
                    .iter()
                    .map(|(d, p)| (i64::from(d), law.probs.p_land * p)),
            );
        } else {
            exact.push((0, law.probs.p_land));
        }
        let mut g = Xoshiro256PlusPlus::seed_from_u64(100 + i as u64);
        assert_draws_fit(&format!("{id} shot"), &exact, || {
            let s = shot.roll(&mut g, false);
            match s.outcome {
                Outcome::Blocked => -2,
                Outcome::Missed => -1,
                Outcome::Landed => i64::from(s.damage),
            }
        });
        let mut g = Xoshiro256PlusPlus::seed_from_u64(200 + i as u64);
        assert_sampler_matches(&format!("{id} delay"), &law.delay, || {
            shot.delay.roll(&mut g)
        });
    }
}

#[test]
fn a_cast_rolls_its_law() {
    let r = reference();
    for (i, id) in SPELLS.iter().enumerate() {
        let v = case(&r, "spells", id);
        let a = spell_spec(v).resolve(&monster(v)).unwrap().attack;
        let mut g = Xoshiro256PlusPlus::seed_from_u64(300 + i as u64);
        assert_sampler_matches(&format!("{id} attempt"), &a.per_attempt_dist(false), || {
            let mut left = 1;
            a.roll(&mut g, &mut left).unwrap_or(0)
        });
        let mut g = Xoshiro256PlusPlus::seed_from_u64(400 + i as u64);
        assert_sampler_matches(&format!("{id} time"), &a.cast_time_dist(), || {
            a.roll_time(&mut g)
        });
    }
}

/// A duel action's cells from a fresh counter, `(blocks after, spent, succeeded, damage)`
/// packed in one number, against the action's sampler.
fn assert_action_fits(what: &str, action: &RangedAction, limit: u32, seed: u64) {
    let law = action.law(limit as usize);
    let pack = |b: usize, spent: u32, ok: bool, d: usize| -> i64 {
        ((b as i64 * 64 + i64::from(spent)) * 2 + i64::from(ok)) * 1_000 + d as i64
    };
    let exact: Vec<(i64, f64)> = law.by_blocks[0]
        .iter()
        .flat_map(|c| {
            c.damage
                .iter()
                .enumerate()
                .map(move |(d, &p)| (pack(c.blocks_after, c.spent, c.succeeded, d), p))
        })
        .collect();
    let mut g = Xoshiro256PlusPlus::seed_from_u64(seed);
    assert_draws_fit(what, &exact, || {
        let (mut hp, mut blocks) = (1_000_000, 0);
        let roll = action.roll(&mut g, &mut hp, &mut blocks, limit);
        pack(
            blocks as usize,
            roll.spent,
            roll.succeeded,
            (1_000_000 - hp) as usize,
        )
    });
}

#[test]
fn a_duel_action_rolls_its_joint_law() {
    let r = reference();
    for (i, id) in ["S9", "S13", "S14"].iter().enumerate() {
        let v = case(&r, "shots", id);
        let shot = shot_spec(v).resolve(&monster(v)).unwrap();
        let limit = shot.block_limit;
        assert_action_fits(
            id,
            &RangedAction::Shot(Box::new(shot)),
            limit,
            500 + i as u64,
        );
    }
    for (i, id) in ["Z7", "Z10", "Z28"].iter().enumerate() {
        let v = case(&r, "spells", id);
        let a = spell_spec(v).resolve(&monster(v)).unwrap().attack;
        let limit = a.beams[0].target.block_limit;
        assert_action_fits(id, &RangedAction::Cast(a.clone()), limit, 600 + i as u64);
        assert_action_fits(
            &format!("{id} channel"),
            &RangedAction::Channel(a),
            limit,
            700 + i as u64,
        );
    }
}
