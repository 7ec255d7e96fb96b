//! Duels on lanes (`docs/rules/dcss-0.31-player-attack.md` §11): eight fights at a time, one
//! per xoshiro256++ stream of [`crate::sampling::kernel`], each lane with its own weapon, both
//! HPs, the monster's energy and both block counters ([`FightState`]).
//!
//! Each step of a fight is drawn with one 64-bit word from the chain's own transition laws
//! (alias tables, `crate::alias`), so a fight has the chain's law up to the tables'
//! quantisation of each probability to 2⁻⁶⁴: the player's whole action (the monster's block count after, the damage), the energy
//! gain, each round's cost, each slot's outcome by the player's block count, a landed hit's
//! damage and the retaliation. All lanes take a word of the same round for the same step,
//! whether they use it or not; a round of words for a hit's damage or a retaliation is drawn
//! only when some lane needs it, and the monster's rounds go on while any lane's monster has
//! the energy to act. Whether a word is used never depends on its bits, so every lane plays
//! fights with the chain's law. The weapon variants' tables are stacked, so lanes holding
//! different weapons read the same arrays.
//!
//! The loop is written once on arrays and compiled plain, with AVX2 and with AVX-512; the same
//! integer code reads the same words, so every kernel gives the same fights for the same seed.

use rand::Rng;

use crate::alias::{AliasTable, AliasTables};
use crate::dcss::duel::{Duel, FightState, MAX_TURNS};
use crate::dcss::time::ENERGY_THRESHOLD;
use crate::sampling::kernel::{LaneKernel, STREAMS, Streams, lane_kernels};
use crate::sampling::lane_set::{ALL, Mask, each, lanes_where, lowest};

/// Fights played together: one per stream.
const LANES: usize = STREAMS;

/// A slot's outcome as its table draws it.
const MISSED: u32 = 0;
const BLOCKED: u32 = 1;
const LANDED: u32 = 2;

/// Duels over the monster's weapon variants, compiled for the lanes: the chain's transition
/// laws as alias tables (`docs/rules/dcss-0.31-player-attack.md` §11).
#[derive(Clone, Debug, PartialEq)]
pub struct DuelLanes {
    weapon: AliasTable<u32>,
    /// Table = variant.
    monster_hp: AliasTables<i32>,
    /// Table `variant · action_rows + monster blocks`; value `blocks after << 32 | damage`.
    action: AliasTables<u64>,
    action_rows: usize,
    /// Table = variant.
    energy_gain: AliasTables<i32>,
    /// Table = variant.
    round_cost: AliasTables<i32>,
    /// Slots per round (variants with fewer are padded with slots that always miss).
    slots: usize,
    /// Table `(variant · slots + slot) · slot_rows + player blocks`.
    outcome: AliasTables<u32>,
    slot_rows: usize,
    /// Table `variant · slots + slot`.
    landed: AliasTables<i32>,
    /// Table = variant (0 damage for a variant without retaliation).
    retaliation: AliasTables<i32>,
    /// The variants with a retaliation.
    retaliates: Vec<bool>,
    player_hp: i32,
    start_energy: i32,
}

/// A law as the stacked tables take it.
type Law<T> = (Vec<T>, Vec<f64>);

/// The law of an integer distribution.
fn law_of(d: &crate::dist::Dist) -> Law<i32> {
    d.iter().unzip()
}

impl DuelLanes {
    /// Compiles `variants`, each a weapon's probability and its duel (the same player and
    /// start energy in all).
    ///
    /// # Panics
    /// If there is no variant.
    pub fn new(variants: &[(f64, &Duel)]) -> Self {
        let duels: Vec<&Duel> = variants.iter().map(|(_, d)| *d).collect();
        let first = duels
            .first()
            .expect("a duel has at least one weapon variant");
        let action_laws: Vec<Vec<Law<u64>>> = duels
            .iter()
            .map(|d| {
                d.player
                    .action
                    .law()
                    .by_blocks
                    .iter()
                    .map(|rows| {
                        let cells = rows.iter().enumerate().flat_map(|(after, row)| {
                            row.iter()
                                .enumerate()
                                .filter(|&(_, &p)| p > 0.0)
                                .map(move |(dealt, &p)| ((after as u64) << 32 | dealt as u64, p))
                        });
                        cells.unzip()
                    })
                    .collect()
            })
            .collect();
        let action_rows = action_laws.iter().map(Vec::len).max().unwrap_or(1);
        let slots = duels.iter().map(|d| d.monster.slots.len()).max();
        let slots = slots.unwrap_or(0).max(1);
        let slot_rows = duels.iter().flat_map(|d| &d.monster.slots);
        let slot_rows = slot_rows.map(|s| s.probs.len()).max().unwrap_or(1);
        let (mut outcome, mut landed) = (Vec::new(), Vec::new());
        for d in &duels {
            for i in 0..slots {
                let Some(slot) = d.monster.slots.get(i) else {
                    let miss = (vec![MISSED], vec![1.0]);
                    outcome.extend((0..slot_rows).map(|_| miss.clone()));
                    landed.push((vec![0], vec![1.0]));
                    continue;
                };
                for b in 0..slot_rows {
                    let p = slot.probs[b.min(slot.probs.len() - 1)];
                    outcome.push((
                        vec![MISSED, BLOCKED, LANDED],
                        vec![p.p_miss.max(0.0), p.p_block, p.p_land],
                    ));
                }
                landed.push(law_of(&slot.landed));
            }
        }
        let pad = |mut rows: Vec<Law<u64>>| {
            let last = rows.last().cloned().expect("an action law has a row");
            rows.resize(action_rows, last);
            rows
        };
        let no_retaliation = (vec![0], vec![1.0]);
        DuelLanes {
            weapon: AliasTable::new(
                (0..variants.len() as u32).collect(),
                &variants.iter().map(|(p, _)| *p).collect::<Vec<_>>(),
            ),
            monster_hp: AliasTables::new(
                duels
                    .iter()
                    .map(|d| law_of(&d.opponent.hp.dist()))
                    .collect(),
            ),
            action: AliasTables::new(action_laws.into_iter().flat_map(pad).collect()),
            action_rows,
            energy_gain: AliasTables::new(
                duels
                    .iter()
                    .map(|d| law_of(&d.player.energy_gain))
                    .collect(),
            ),
            round_cost: AliasTables::new(duels.iter().map(|d| law_of(&d.monster.cost)).collect()),
            slots,
            outcome: AliasTables::new(outcome),
            slot_rows,
            landed: AliasTables::new(landed),
            retaliation: AliasTables::new(
                duels
                    .iter()
                    .map(|d| {
                        d.monster
                            .retaliation
                            .map_or_else(|| no_retaliation.clone(), |r| law_of(&r.dist()))
                    })
                    .collect(),
            ),
            retaliates: duels
                .iter()
                .map(|d| d.monster.retaliation.is_some())
                .collect(),
            player_hp: first.defence.hp,
            start_energy: first.start_energy,
        }
    }

    /// Plays `fights` duels of at most [`MAX_TURNS`] player actions on `kernel` (the portable
    /// code where this processor lacks it), from eight streams seeded from `rng`, calling
    /// `end(won, state)` as each ends: `Some(true)` won, `Some(false)` lost, `None` undecided.
    /// Every kernel ends the same fights in the same order for the same `rng`.
    pub fn play_on(
        &self,
        kernel: LaneKernel,
        rng: &mut impl Rng,
        fights: u64,
        end: &mut dyn FnMut(Option<bool>, &FightState),
    ) {
        let mut streams = Streams::seed(rng);
        play_kernel(kernel, self, &mut streams, fights, end);
    }

    /// The loop every kernel compiles.
    #[inline(always)]
    fn play(&self, s: &mut Streams, fights: u64, end: &mut dyn FnMut(Option<bool>, &FightState)) {
        let mut lanes = [FightState::default(); LANES];
        let mut variant = [0u32; LANES];
        let (mut active, mut started): (Mask, u64) = (0, 0);
        let mut finish = |lanes: &[FightState; LANES], done: Mask, won: Option<bool>| {
            for l in each(done) {
                end(won, &lanes[l]);
            }
        };
        loop {
            // Start fights in the idle lanes, lowest first: the weapon, then the monster's HP.
            let idle = !active & ALL;
            if idle != 0 && started < fights {
                let starting = lowest(idle, fights - started);
                started += u64::from(starting.count_ones());
                let (weapon, hp) = (s.next_words(), s.next_words());
                for l in each(starting) {
                    variant[l] = self.weapon.draw(weapon[l]);
                    lanes[l] = FightState {
                        monster_hp: self.monster_hp.draw(variant[l] as usize, hp[l]),
                        player_hp: self.player_hp,
                        energy: self.start_energy,
                        ..FightState::default()
                    };
                }
                active |= starting;
            }
            if active == 0 {
                return;
            }
            let undecided = active & lanes_where(|l| lanes[l].turn >= MAX_TURNS as u32);
            finish(&lanes, undecided, None);
            let alive = active & !undecided;
            // The player's action.
            let w = s.next_words();
            for l in 0..LANES {
                let f = &mut lanes[l];
                let row = (f.monster_blocks as usize).min(self.action_rows - 1);
                let drawn = self
                    .action
                    .draw(variant[l] as usize * self.action_rows + row, w[l]);
                if alive >> l & 1 == 1 {
                    f.turn += 1;
                    f.player_blocks = 0;
                    f.monster_blocks = (drawn >> 32) as u32;
                    f.monster_hp -= drawn as u32 as i32;
                }
            }
            let won = alive & lanes_where(|l| lanes[l].monster_hp <= 0);
            finish(&lanes, won, Some(true));
            let alive = alive & !won;
            let w = s.next_words();
            for l in each(alive) {
                lanes[l].energy += self.energy_gain.draw(variant[l] as usize, w[l]);
            }
            let ended = self.monster_rounds(s, &mut lanes, &variant, alive, &mut finish);
            active &= !(undecided | won | ended);
        }
    }

    /// The monster's rounds after the player's action, while it has the energy, in every lane
    /// of `alive`; returns the lanes whose fight ended (ended through `finish`).
    #[inline(always)]
    fn monster_rounds(
        &self,
        s: &mut Streams,
        lanes: &mut [FightState; LANES],
        variant: &[u32; LANES],
        alive: Mask,
        finish: &mut impl FnMut(&[FightState; LANES], Mask, Option<bool>),
    ) -> Mask {
        let mut ended = 0;
        loop {
            let mut acting = alive & !ended & lanes_where(|l| lanes[l].energy >= ENERGY_THRESHOLD);
            if acting == 0 {
                return ended;
            }
            let w = s.next_words();
            for l in each(acting) {
                lanes[l].monster_blocks = 0;
                lanes[l].energy -= self.round_cost.draw(variant[l] as usize, w[l]);
            }
            for i in 0..self.slots {
                let w = s.next_words();
                let mut outcome = [MISSED; LANES];
                for l in 0..LANES {
                    let slot = variant[l] as usize * self.slots + i;
                    let row = (lanes[l].player_blocks as usize).min(self.slot_rows - 1);
                    outcome[l] = self.outcome.draw(slot * self.slot_rows + row, w[l]);
                    lanes[l].player_blocks += u32::from(outcome[l] == BLOCKED) * (acting >> l & 1);
                }
                let landed = acting & lanes_where(|l| outcome[l] == LANDED);
                if landed != 0 {
                    let w = s.next_words();
                    for l in each(landed) {
                        let slot = variant[l] as usize * self.slots + i;
                        lanes[l].player_hp -= self.landed.draw(slot, w[l]);
                    }
                    let lost = landed & lanes_where(|l| lanes[l].player_hp <= 0);
                    finish(lanes, lost, Some(false));
                    (ended, acting) = (ended | lost, acting & !lost);
                }
                let retaliating = acting
                    & lanes_where(|l| outcome[l] == MISSED && self.retaliates[variant[l] as usize]);
                if i == 0 && retaliating != 0 {
                    let w = s.next_words();
                    for l in each(retaliating) {
                        lanes[l].monster_hp -= self.retaliation.draw(variant[l] as usize, w[l]);
                    }
                    let won = retaliating & lanes_where(|l| lanes[l].monster_hp <= 0);
                    finish(lanes, won, Some(true));
                    (ended, acting) = (ended | won, acting & !won);
                }
            }
        }
    }
}

lane_kernels! {
    /// The lanes on `kernel`: the same loop, compiled for each.
    fn play_kernel(
        d: &DuelLanes,
        s: &mut Streams,
        fights: u64,
        end: &mut dyn FnMut(Option<bool>, &FightState),
    );
    portable => d.play(s, fights, end);
    vector(_) => d.play(s, fights, end);
}
