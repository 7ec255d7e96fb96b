//! The duel's samplers against its exact chain (`docs/rules/dcss-0.31-player-attack.md` §11):
//! over 10⁶ fights, chi-square tests of the joint law of (who wins, the turn it ends) and of the
//! HP the player keeps. The game-order sampler plays reference duels that exercise the
//! retaliation, the player's shield, a fast monster and a hasted player with aux attacks; the
//! lanes play all eight, and every lane kernel plays the same fights.

use crate::common::{assert_fits, draws};
use crate::vectors::{duel_spec, reference};
use mechanics::dcss::duel::{Duel, DuelOutcome, duel_law};
use mechanics::sampling::duel_lanes::DuelLanes;
use mechanics::sampling::kernel::LaneKernel;
use rand::SeedableRng;
use rand_xoshiro::Xoshiro256PlusPlus;

/// Turns the per-turn cells cover; later endings share one cell per side.
const TURN_CELLS: usize = 40;

fn per_turn(cumulative: &[f64]) -> Vec<f64> {
    let mut prev = 0.0;
    cumulative
        .iter()
        .map(|&c| {
            let p = c - prev;
            prev = c;
            p.max(0.0)
        })
        .collect()
}

fn check(
    duel: &Duel,
    what: &str,
    seed: u64,
    mut play: impl FnMut(&mut Xoshiro256PlusPlus) -> DuelOutcome,
) {
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);
    check_outcomes(duel, what, (0..draws()).map(|_| play(&mut rng)));
}

fn check_outcomes(duel: &Duel, what: &str, outcomes: impl Iterator<Item = DuelOutcome>) {
    let law = duel_law(
        &duel.player,
        &duel.monster,
        &duel.defence,
        &duel.opponent.hp.dist(),
        duel.start_energy,
        TURN_CELLS,
        mechanics::dcss::duel::MAX_TURNS,
    )
    .unwrap();
    // Cells: win at turn 1..=T, win later, lose at 1..=T, lose later.
    let wins = per_turn(&law.p_monster_dead_within_turns);
    let losses = per_turn(&law.p_player_dead_within_turns);
    let mut probs = wins.clone();
    probs.push(law.p_win - law.p_monster_dead_within_turns[TURN_CELLS - 1]);
    probs.extend(&losses);
    probs.push(law.p_lose - law.p_player_dead_within_turns[TURN_CELLS - 1]);
    let hp = duel.defence.hp as usize;
    let mut by_turn = vec![0u64; probs.len()];
    let mut by_hp = vec![0u64; hp + 1];
    for o in outcomes {
        let won = o.player_won.expect("every fight ends");
        let turn = (o.turns as usize).min(TURN_CELLS + 1) - 1;
        let cell = if won { turn } else { TURN_CELLS + 1 + turn };
        by_turn[cell] += 1;
        by_hp[if won { o.player_hp as usize } else { 0 }] += 1;
    }
    assert_fits(&format!("{what}: ending"), &by_turn, &probs);
    assert_fits(
        &format!("{what}: HP left"),
        &by_hp,
        &law.player_hp_left_distribution,
    );
}

fn reference_duel(i: usize) {
    let r = reference();
    let duel = duel_spec(&r["duels"][i]).resolve().unwrap();
    check(&duel, &format!("duels[{i}]"), 100 + i as u64, |rng| {
        duel.play(rng, u32::MAX)
    });
}

/// A Minotaur against an ogre: the retaliation can kill inside the monster's round.
#[test]
fn minotaur_retaliation() {
    reference_duel(1);
}

/// A hill orc with a buckler against a hobgoblin: the player's block counter.
#[test]
fn player_shield() {
    reference_duel(2);
}

/// A tengu against a speed-17 wolf: two monster rounds in some intervals.
#[test]
fn fast_monster() {
    reference_duel(4);
}

/// A hasted felid with claws and fangs: random time and aux attacks.
#[test]
fn hasted_aux_attacker() {
    reference_duel(7);
}

/// The fights `lanes` plays from `seed` on `kernel`, in the order they end.
fn lane_fights(lanes: &DuelLanes, kernel: LaneKernel, seed: u64, n: u64) -> Vec<DuelOutcome> {
    let mut out = Vec::new();
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);
    lanes.play_on(kernel, &mut rng, n, &mut |won, s| {
        out.push(DuelOutcome {
            player_won: won,
            turns: s.turn,
            player_hp: s.player_hp,
        })
    });
    out
}

/// The lanes on every reference duel, one weapon.
#[test]
fn lane_fights_play_the_chains_law() {
    let r = reference();
    for (i, v) in r["duels"].as_array().unwrap().iter().enumerate() {
        let duel = duel_spec(v).resolve().unwrap();
        let lanes = DuelLanes::new(&[(1.0, &duel)]);
        let fights = lane_fights(&lanes, LaneKernel::best(), 300 + i as u64, draws() as u64);
        assert_eq!(fights.len(), draws());
        check_outcomes(&duel, &format!("lanes duels[{i}]"), fights.into_iter());
    }
}

/// Every kernel ends the same fights in the same order, with two weapons stacked.
#[test]
fn every_kernel_plays_the_same_duels() {
    let r = reference();
    let duels: Vec<Duel> = r["duels"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| duel_spec(v).resolve().unwrap())
        .collect();
    for (i, duel) in duels.iter().enumerate() {
        let lanes = DuelLanes::new(&[(0.3, duel), (0.7, duel)]);
        let portable = lane_fights(&lanes, LaneKernel::Portable, 9, 10_001);
        assert_eq!(portable.len(), 10_001);
        for kernel in [LaneKernel::Avx2, LaneKernel::Avx512] {
            let other = lane_fights(&lanes, kernel, 9, 10_001);
            assert!(other == portable, "duels[{i}] on {kernel:?}");
        }
    }
}
