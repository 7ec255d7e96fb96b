//! The duel's exact law: a Markov chain whose state between two player actions is the
//! monster's energy `E`, its block counter `b`, the damage the player has taken `x` and the
//! damage it has dealt `d` (`docs/rules/dcss-0.31-player-attack.md` §11).
//!
//! The monster's unknown HP `H` stays out of the state: the chain's measure is kept as if the
//! monster could not die, and weighted by `S(d) = P(H > d)`. A transition `d → d'` kills it
//! with probability `S(d) − S(d')`; the player's death at damage dealt `d` counts `S(d)`. Mass
//! at `d ≥ max H` is decided and dropped. During the monster's round the player's own block
//! counter is a transient state; a retaliation moves `d` inside the round, so the round is
//! played slot by slot. The iteration stops when less than [`UNDECIDED`] of the mass is
//! undecided, or after `max_turns` player actions.

use super::defence::PlayerDefence;
use super::rounds::{Grid, Rounds, add_into};
use super::side::{MonsterSide, PlayerSide};
use crate::dcss::player_attack::ActionLaw;
use crate::dcss::time::ENERGY_THRESHOLD;
use crate::dist::Dist;

/// The undecided mass at which the iteration stops: far below what any output is read to.
pub const UNDECIDED: f64 = 1e-15;

/// The largest chain: energy states × block states × the player's HP × the monster's HP.
pub const MAX_STATES: usize = 8_000_000;

/// The exact outcome of a duel (`docs/rules/dcss-0.31-player-attack.md` §11). The field names
/// are the report's keys.
#[derive(Clone, Debug, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, schemars::JsonSchema))]
pub struct DuelLaw {
    /// P(the monster dies first).
    pub p_win: f64,
    /// P(the player dies first).
    pub p_lose: f64,
    /// The mass neither decided when the iteration stopped.
    pub p_undecided: f64,
    /// E\[player actions until the kill | win\]; `None` when the player cannot win.
    pub expected_player_turns_given_win: Option<f64>,
    /// Index `h ≥ 1`: P(the player wins with exactly `h` HP left); index 0: P(lose).
    pub player_hp_left_distribution: Vec<f64>,
    /// `[k − 1]`: P(the monster is dead before the player's action `k + 1`).
    pub p_monster_dead_within_turns: Vec<f64>,
    /// `[k − 1]`: P(the player is dead before its action `k + 1`).
    pub p_player_dead_within_turns: Vec<f64>,
    /// Player actions the chain iterated.
    pub turns_computed: usize,
}

impl DuelLaw {
    /// The law from a chain's mass by turn (`docs/rules/dcss-0.31-player-attack.md` §11): the
    /// monster's death (`win_by_turn[k]`, during your action `k + 1`) and yours, your HP left
    /// when you win (`hp_left`, whose entry 0 is set here to P(you lose)), and the mass left
    /// undecided after `turns` of your actions. A turn's mass is a difference of two sums, so a
    /// turn that kills nobody can come out as −1e-16: the cumulative laws are kept within 0..1.
    pub fn from_turns(
        win_by_turn: &[f64],
        lose_by_turn: &[f64],
        mut hp_left: Vec<f64>,
        undecided: f64,
        report_turns: usize,
        turns: usize,
    ) -> DuelLaw {
        let p_win: f64 = win_by_turn.iter().sum();
        let p_lose: f64 = lose_by_turn.iter().sum();
        hp_left[0] = p_lose;
        let weighted: f64 = win_by_turn
            .iter()
            .enumerate()
            .map(|(k, w)| (k + 1) as f64 * w)
            .sum();
        let within = |by_turn: &[f64]| -> Vec<f64> {
            let mut acc = 0.0;
            (0..report_turns)
                .map(|k| {
                    acc += by_turn.get(k).copied().unwrap_or(0.0);
                    acc.clamp(0.0, 1.0)
                })
                .collect()
        };
        DuelLaw {
            p_win,
            p_lose,
            p_undecided: undecided.max(0.0),
            expected_player_turns_given_win: (p_win > 0.0).then(|| weighted / p_win),
            player_hp_left_distribution: hp_left,
            p_monster_dead_within_turns: within(win_by_turn),
            p_player_dead_within_turns: within(lose_by_turn),
            turns_computed: turns,
        }
    }
}

/// The chain is too large to iterate exactly.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error(
    "the exact duel would have {states} states (energy × block counter × player HP × monster \
     HP); it is computed up to {MAX_STATES}"
)]
pub struct DuelTooLarge {
    /// The states it would have.
    pub states: usize,
}

struct Chain<'a> {
    r: Rounds<'a>,
    action: ActionLaw,
    bm_states: usize,
    gain: &'a Dist,
    /// Energy states between actions: `e_lo..=e_hi`.
    e_lo: i32,
    e_hi: i32,
}

impl Chain<'_> {
    /// The player's action on one block `(e, b)`: each `x` row convolved along `d` with the
    /// action's law from counter `b`, into one grid per counter after. Kills are counted as
    /// the surviving weight lost.
    fn player_action(&mut self, m: &Grid, b: usize) -> Vec<Option<Grid>> {
        let (hp, dm) = (self.r.hp, self.r.dm);
        let mut out: Vec<Option<Grid>> = vec![None; self.bm_states];
        let laws = &self.action.by_blocks[b];
        for (x, row) in m.chunks(dm).enumerate() {
            let Some(first) = row.iter().position(|&v| v != 0.0) else {
                continue;
            };
            let last = row.iter().rposition(|&v| v != 0.0).unwrap_or(first);
            let before = self.r.alive(row);
            let mut after = 0.0;
            for (b2, law) in laws.iter().enumerate() {
                if law.iter().all(|&p| p == 0.0) {
                    continue;
                }
                let grid = out[b2].get_or_insert_with(|| vec![0.0; hp * dm]);
                let target = &mut grid[x * dm..(x + 1) * dm];
                for (d, &w) in row.iter().enumerate().take(last + 1).skip(first) {
                    if w == 0.0 {
                        continue;
                    }
                    for (dd, &p) in law.iter().enumerate().take(dm.saturating_sub(d)) {
                        target[d + dd] += w * p;
                    }
                }
                after += self.r.alive(target);
            }
            self.r.win_now[x] += before - after;
        }
        out
    }
}

/// The exact law of a duel (`docs/rules/dcss-0.31-player-attack.md` §11): the player's side,
/// the monster's, the player's defence, the law of the monster's HP and its starting energy;
/// `report_turns` entries of the within-turns laws, at most `max_turns` player actions.
pub fn duel_law(
    player: &PlayerSide,
    monster: &MonsterSide,
    defence: &PlayerDefence,
    monster_hp: &Dist,
    start_energy: i32,
    report_turns: usize,
    max_turns: usize,
) -> Result<DuelLaw, DuelTooLarge> {
    let hp = defence.hp.max(1) as usize;
    let dm = monster_hp.max().max(1) as usize;
    let pb_states = defence.block_states();
    let action = player.action.law();
    let bm_states = action.by_blocks.len();
    let cost_max = monster.cost.max();
    let e_lo = start_energy.min(ENERGY_THRESHOLD - cost_max);
    let e_hi = start_energy.max(ENERGY_THRESHOLD - 1);
    let e_states = (e_hi - e_lo + 1) as usize;
    let states = e_states * bm_states * hp * dm;
    if states > MAX_STATES {
        return Err(DuelTooLarge { states });
    }
    let mut c = Chain {
        r: Rounds::new(monster, hp, pb_states, monster_hp),
        action,
        bm_states,
        gain: &player.energy_gain,
        e_lo,
        e_hi,
    };
    // blocks[(e − e_lo)·bm_states + b]
    let mut blocks: Vec<Option<Grid>> = vec![None; e_states * bm_states];
    let mut start = c.r.grid();
    start[0] = 1.0;
    blocks[((start_energy - e_lo) as usize) * bm_states] = Some(start);

    let mut hp_left = vec![0.0; hp + 1];
    let (mut win_by_turn, mut lose_by_turn) = (Vec::new(), Vec::new());
    let mut undecided = 1.0;
    let mut turns = 0;
    while undecided >= UNDECIDED && turns < max_turns {
        turns += 1;
        c.r.start_turn();
        blocks = step(&mut c, blocks);
        for (x, w) in c.r.win_now.iter().enumerate() {
            hp_left[hp - x] += w;
        }
        win_by_turn.push(c.r.win_now.iter().sum::<f64>());
        lose_by_turn.push(c.r.lose_now);
        undecided = blocks.iter().flatten().map(|g| c.r.undecided(g)).sum();
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

/// One player action and the monster's rounds that follow it.
fn step(c: &mut Chain<'_>, blocks: Vec<Option<Grid>>) -> Vec<Option<Grid>> {
    let bm_states = c.bm_states;
    let e_states = (c.e_hi - c.e_lo + 1) as usize;
    // The player's action, energy unchanged: after[(e, b2)].
    let mut after: Vec<Option<Grid>> = vec![None; e_states * bm_states];
    for (i, g) in blocks.into_iter().enumerate() {
        let Some(g) = g else { continue };
        let (e, b) = (i / bm_states, i % bm_states);
        for (b2, out) in c.player_action(&g, b).into_iter().enumerate() {
            if let Some(out) = out {
                add_into(&mut after[e * bm_states + b2], 1.0, &out);
            }
        }
    }
    // The energy gain: below the threshold the monster waits; at or above it, it acts.
    let gain = c.gain.clone();
    let top = c.e_hi + gain.max();
    let acting_states = (top - ENERGY_THRESHOLD + 1).max(0) as usize;
    let mut next: Vec<Option<Grid>> = vec![None; e_states * bm_states];
    // acting[E − 80][pb]
    let mut acting: Vec<Vec<Option<Grid>>> = vec![vec![None; c.r.pb_states]; acting_states];
    for (i, g) in after.into_iter().enumerate() {
        let Some(g) = g else { continue };
        let (e, b) = (c.e_lo + (i / bm_states) as i32, i % bm_states);
        for (gv, p) in gain.iter().filter(|&(_, p)| p > 0.0) {
            let e2 = e + gv;
            if e2 < ENERGY_THRESHOLD {
                add_into(&mut next[((e2 - c.e_lo) as usize) * bm_states + b], p, &g);
            } else {
                // The monster's action resets its counter; the player's starts at 0.
                add_into(&mut acting[(e2 - ENERGY_THRESHOLD) as usize][0], p, &g);
            }
        }
    }
    // The monster's rounds, highest energy first: each round costs energy, and the monster
    // acts again while it has 80.
    let cost = c.r.monster.cost.clone();
    for level in (0..acting_states).rev() {
        let grids = std::mem::take(&mut acting[level]);
        if grids.iter().all(Option::is_none) {
            continue;
        }
        let done = c.r.round(grids);
        let e = ENERGY_THRESHOLD + level as i32;
        for (cv, p) in cost.iter().filter(|&(_, p)| p > 0.0) {
            let e2 = e - cv;
            for (pb, g) in done.iter().enumerate() {
                let Some(g) = g else { continue };
                if e2 >= ENERGY_THRESHOLD {
                    add_into(&mut acting[(e2 - ENERGY_THRESHOLD) as usize][pb], p, g);
                } else {
                    add_into(&mut next[((e2 - c.e_lo) as usize) * bm_states], p, g);
                }
            }
        }
    }
    next
}
