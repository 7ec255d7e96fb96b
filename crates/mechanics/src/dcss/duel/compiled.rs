//! The duel compiled into tables (`docs/rules/dcss-0.31-player-attack.md` §11): each random
//! step of a fight drawn from its exact law with one 64-bit word through an
//! [`AliasTable`] — the player's whole action as the joint law of (the monster's block count
//! after, damage) from its count before, the energy gain, the monster's HP, each slot's outcome
//! by the player's block count, each landed hit's damage, the retaliation and the round's cost.
//!
//! The steps are the chain's own transitions, so a fight played here has the chain's law, up to
//! the tables' quantisation of each probability to 2⁻⁶⁴. The loop keeps one [`FightState`]
//! and allocates and divides nothing: it is the per-lane step a vector sampler runs.

use rand::Rng;

use super::sample::DuelOutcome;
use super::{Duel, FightState};
use crate::alias::AliasTable;
use crate::dcss::time::ENERGY_THRESHOLD;

/// What a monster slot did, as its table draws it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Slot {
    Missed,
    Blocked,
    Landed,
}

/// One monster slot: its outcome by the player's block count, and a landed hit's damage.
#[derive(Clone, Debug, PartialEq)]
struct CompiledSlot {
    outcome: Vec<AliasTable<Slot>>,
    landed: AliasTable<i32>,
}

/// A duel's fight as table draws (`docs/rules/dcss-0.31-player-attack.md` §11).
#[derive(Clone, Debug, PartialEq)]
pub struct CompiledDuel {
    monster_hp: AliasTable<i32>,
    /// By the monster's block count before the action: (count after, damage dealt).
    action: Vec<AliasTable<(u32, i32)>>,
    energy_gain: AliasTable<i32>,
    round_cost: AliasTable<i32>,
    slots: Vec<CompiledSlot>,
    retaliation: Option<AliasTable<i32>>,
    player_hp: i32,
    start_energy: i32,
}

impl CompiledDuel {
    /// Compiles `duel`'s laws into tables.
    pub fn new(duel: &Duel) -> Self {
        let action = duel
            .player
            .action
            .law()
            .by_blocks
            .iter()
            .map(|rows| {
                let (cells, probs): (Vec<(u32, i32)>, Vec<f64>) = rows
                    .iter()
                    .enumerate()
                    .flat_map(|(b2, row)| {
                        row.iter()
                            .enumerate()
                            .filter(|&(_, &p)| p > 0.0)
                            .map(move |(d, &p)| ((b2 as u32, d as i32), p))
                    })
                    .unzip();
                AliasTable::new(cells, &probs)
            })
            .collect();
        let slots = duel
            .monster
            .slots
            .iter()
            .map(|s| CompiledSlot {
                outcome: s
                    .probs
                    .iter()
                    .map(|p| {
                        AliasTable::new(
                            vec![Slot::Missed, Slot::Blocked, Slot::Landed],
                            &[p.p_miss.max(0.0), p.p_block, p.p_land],
                        )
                    })
                    .collect(),
                landed: AliasTable::of_dist(&s.landed),
            })
            .collect();
        CompiledDuel {
            monster_hp: AliasTable::of_dist(&duel.opponent.hp.dist()),
            action,
            energy_gain: AliasTable::of_dist(&duel.player.energy_gain),
            round_cost: AliasTable::of_dist(&duel.monster.cost),
            slots,
            retaliation: duel
                .monster
                .retaliation
                .map(|r| AliasTable::of_dist(&r.dist())),
            player_hp: duel.defence.hp,
            start_energy: duel.start_energy,
        }
    }

    /// A fresh fight: the monster's HP drawn, both counts at 0.
    pub fn start<R: Rng + ?Sized>(&self, rng: &mut R) -> FightState {
        FightState {
            monster_hp: self.monster_hp.draw(rng.next_u64()),
            player_hp: self.player_hp,
            energy: self.start_energy,
            ..FightState::default()
        }
    }

    /// One player action and the monster's rounds after it; `Some(true)` if the monster died,
    /// `Some(false)` if the player did, `None` if both live on.
    #[inline]
    pub fn turn<R: Rng + ?Sized>(&self, rng: &mut R, s: &mut FightState) -> Option<bool> {
        s.turn += 1;
        s.player_blocks = 0;
        let (blocks, dealt) = self.action[s.monster_blocks as usize].draw(rng.next_u64());
        s.monster_blocks = blocks;
        s.monster_hp -= dealt;
        if s.monster_hp <= 0 {
            return Some(true);
        }
        s.energy += self.energy_gain.draw(rng.next_u64());
        while s.energy >= ENERGY_THRESHOLD {
            s.monster_blocks = 0;
            s.energy -= self.round_cost.draw(rng.next_u64());
            for (i, slot) in self.slots.iter().enumerate() {
                match slot.outcome[s.player_blocks as usize].draw(rng.next_u64()) {
                    Slot::Blocked => s.player_blocks += 1,
                    Slot::Landed => {
                        s.player_hp -= slot.landed.draw(rng.next_u64());
                        if s.player_hp <= 0 {
                            return Some(false);
                        }
                    }
                    Slot::Missed => {
                        if let (0, Some(r)) = (i, &self.retaliation) {
                            s.monster_hp -= r.draw(rng.next_u64());
                            if s.monster_hp <= 0 {
                                return Some(true);
                            }
                        }
                    }
                }
            }
        }
        None
    }

    /// Plays one fight to its end, or `max_turns` player actions.
    pub fn play<R: Rng + ?Sized>(&self, rng: &mut R, max_turns: u32) -> DuelOutcome {
        let mut s = self.start(rng);
        while s.turn < max_turns {
            if let Some(won) = self.turn(rng, &mut s) {
                return DuelOutcome {
                    player_won: Some(won),
                    turns: s.turn,
                    player_hp: s.player_hp,
                };
            }
        }
        DuelOutcome {
            player_won: None,
            turns: s.turn,
            player_hp: s.player_hp,
        }
    }
}
