//! The ranged duel's exact law: a Markov chain whose state between two of your actions is
//! the monster's energy, its block counter, its distance, your budget left and Searing Ray's
//! channel, over the grid of damage taken and dealt; the monster's HP stays out of the state
//! and weighs the grid, as in the melee chain (`docs/rules/dcss-0.34-player-ranged.md` §9,
//! `docs/rules/dcss-0.31-player-attack.md` §11). Only the states the fight reaches are kept,
//! in an ordered map, so the iteration order (and every sum) is the same on every run.

use std::collections::BTreeMap;

use super::{Choice, RangedDuel};
use crate::dcss::duel::chain::{DuelLaw, DuelTooLarge, MAX_STATES, UNDECIDED};
use crate::dcss::duel::rounds::{Grid, Rounds, add_into};
use crate::dcss::player_ranged::action::RangedActionLaw;
use crate::dcss::time::{ENERGY_THRESHOLD, energy_gain_dist_in};
use crate::dist::Dist;

/// A state between your actions: energy, the monster's blocks, distance, budget left,
/// channel shots to come.
type Key = (i32, usize, u32, u32, u32);

/// A monster about to act: its energy above the threshold, distance, budget, channel.
type Acting = (i32, u32, u32, u32);

struct Laws {
    law: RangedActionLaw,
    gain: Dist,
}

/// The exact law of a ranged duel (`docs/rules/dcss-0.34-player-ranged.md` §9):
/// `report_turns` entries of the within-turns laws, at most `max_turns` of your actions.
pub fn ranged_duel_law(
    duel: &RangedDuel,
    report_turns: usize,
    max_turns: usize,
) -> Result<DuelLaw, DuelTooLarge> {
    let hp = duel.defence.hp.max(1) as usize;
    let monster_hp = duel.opponent.hp.dist();
    let mut r = Rounds::new(&duel.monster, hp, duel.defence.block_states(), &monster_hp);
    let grid_size = hp * r.dm;
    let limit = duel.block_limit as usize;
    let mut laws: BTreeMap<Choice, Laws> = BTreeMap::new();
    let mut start = r.grid();
    start[0] = 1.0;
    let budget = duel.plan.budget.unwrap_or(0);
    let mut states: BTreeMap<Key, Grid> = BTreeMap::new();
    states.insert((duel.start_energy, 0, duel.distance, budget, 0), start);
    let mut hp_left = vec![0.0; hp + 1];
    let (mut win_by_turn, mut lose_by_turn) = (Vec::new(), Vec::new());
    let mut undecided = 1.0;
    let mut turns = 0;
    while undecided >= UNDECIDED && turns < max_turns {
        turns += 1;
        if states.len() * grid_size > MAX_STATES {
            return Err(DuelTooLarge {
                states: states.len() * grid_size,
            });
        }
        r.start_turn();
        states = step(duel, &mut r, &mut laws, limit, states);
        for (x, w) in r.win_now.iter().enumerate() {
            hp_left[hp - x] += w;
        }
        win_by_turn.push(r.win_now.iter().sum::<f64>());
        lose_by_turn.push(r.lose_now);
        undecided = states.values().map(|g| r.undecided(g)).sum();
    }
    Ok(DuelLaw::from_turns(
        &win_by_turn,
        &lose_by_turn,
        hp_left,
        undecided,
        report_turns,
        turns,
    ))
}

fn add(map: &mut BTreeMap<Key, Grid>, key: Key, a: f64, g: &Grid) {
    let mut slot = map.remove(&key);
    add_into(&mut slot, a, g);
    map.insert(key, slot.expect("just filled"));
}

/// One of your actions and the monster's actions that follow it.
fn step(
    duel: &RangedDuel,
    r: &mut Rounds<'_>,
    laws: &mut BTreeMap<Choice, Laws>,
    limit: usize,
    states: BTreeMap<Key, Grid>,
) -> BTreeMap<Key, Grid> {
    let plan = &duel.plan;
    let mut next: BTreeMap<Key, Grid> = BTreeMap::new();
    let mut acting: BTreeMap<Acting, Vec<Option<Grid>>> = BTreeMap::new();
    // One grid for the damage dealt from every state, reused.
    let mut dealt = r.grid();
    for ((e, b, d, left, channel), g) in states {
        let choice = plan.choose(d, left, channel);
        let l = laws.entry(choice).or_insert_with(|| {
            let law = plan.action(choice).law(limit);
            let gain = energy_gain_dist_in(duel.rules, duel.monster.speed, &law.time);
            Laws { law, gain }
        });
        for cell in &l.law.by_blocks[b.min(limit)] {
            dealt.iter_mut().for_each(|v| *v = 0.0);
            r.deal(&g, &cell.damage, &mut dealt);
            let left2 = left.saturating_sub(cell.spent);
            let channel2 = plan.channel_after(choice, cell.succeeded, channel);
            for (gv, p) in l.gain.iter().filter(|&(_, p)| p > 0.0) {
                let e2 = e + gv;
                if e2 < ENERGY_THRESHOLD {
                    add(
                        &mut next,
                        (e2, cell.blocks_after, d, left2, channel2),
                        p,
                        &dealt,
                    );
                } else {
                    let key = (e2 - ENERGY_THRESHOLD, d, left2, channel2);
                    let grids = acting.entry(key).or_insert_with(|| vec![None; r.pb_states]);
                    add_into(&mut grids[0], p, &dealt);
                }
            }
        }
    }
    // The monster's actions, highest energy first: a move while it is not adjacent, a round
    // when it is; each resets its block counter and costs energy, and it acts again while it
    // has 80.
    let cost = duel.monster.cost.clone();
    while let Some(((level, d, left, channel), grids)) = acting.pop_last() {
        let e = ENERGY_THRESHOLD + level;
        if d > 1 {
            let e2 = e - duel.move_energy;
            let g = grids.into_iter().flatten().reduce(|mut a, b| {
                crate::dcss::duel::rounds::axpy(&mut a, 1.0, &b);
                a
            });
            let Some(g) = g else { continue };
            if e2 >= ENERGY_THRESHOLD {
                let slot = acting
                    .entry((e2 - ENERGY_THRESHOLD, d - 1, left, channel))
                    .or_insert_with(|| vec![None; r.pb_states]);
                add_into(&mut slot[0], 1.0, &g);
            } else {
                add(&mut next, (e2, 0, d - 1, left, channel), 1.0, &g);
            }
            continue;
        }
        let done = r.round(grids);
        for (cv, p) in cost.iter().filter(|&(_, p)| p > 0.0) {
            let e2 = e - cv;
            for (pb, g) in done.iter().enumerate() {
                let Some(g) = g else { continue };
                if e2 >= ENERGY_THRESHOLD {
                    let slot = acting
                        .entry((e2 - ENERGY_THRESHOLD, d, left, channel))
                        .or_insert_with(|| vec![None; r.pb_states]);
                    add_into(&mut slot[pb], p, g);
                } else {
                    add(&mut next, (e2, 0, d, left, channel), p, g);
                }
            }
        }
    }
    next
}
