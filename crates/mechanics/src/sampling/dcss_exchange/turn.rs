//! A defender turn compiled for fast sampling: its attacks compiled one by one, played on the
//! turn lanes when every attack's hit is independent of its block, else one turn at a time
//! (`docs/rules/dcss-0.31.md` §6.5; `docs/rules/dcss-0.34.md` §6.5).

use rand::Rng;

use super::{CompiledAttack, FightCounts, Path, turn_lanes};
use crate::dcss::attack::Outcome;
use crate::dcss::turn::Turn;
use crate::sampling::kernel::LaneKernel;

/// A defender turn compiled for fast sampling (`docs/rules/dcss-0.31.md` §6.5).
#[derive(Clone, Debug, PartialEq)]
pub struct CompiledTurn {
    attacks: Vec<CompiledAttack>,
    block_limit: u32,
    /// The turn on lanes, when every attack fits them.
    lanes: Option<turn_lanes::TurnLanes>,
}

impl CompiledTurn {
    /// Compiles every attack of `turn`.
    pub fn compile(turn: &Turn) -> Self {
        let max_blocks = turn.attacks.len() as u32;
        let attacks: Vec<CompiledAttack> = turn
            .attacks
            .iter()
            .map(|a| CompiledAttack::compile(a, max_blocks))
            .collect();
        let block_limit = turn.block_limit.unwrap_or(u32::MAX);
        CompiledTurn {
            lanes: turn_lanes::TurnLanes::new(&attacks, block_limit),
            attacks,
            block_limit,
        }
    }

    /// Whether [`Self::count_fights`] plays this turn on lanes: every attack's hit
    /// independent of its block (`docs/rules/dcss-0.31.md` §6.5).
    pub fn runs_on_lanes(&self) -> bool {
        self.lanes.is_some()
    }

    /// The path [`Self::count_fights`] takes: the lanes, or one turn at a time through
    /// [`Self::roll`], from tables when every attack compiled and in the game's order
    /// otherwise.
    pub fn path(&self) -> Path {
        match &self.lanes {
            Some(_) => Path::Lanes,
            None if self.attacks.iter().all(CompiledAttack::is_compiled) => Path::Compiled,
            None => Path::GameOrder,
        }
    }

    /// Plays `fights` independent fights of `turns` turns each, the block counter resetting
    /// every turn and runs of landed attacks carrying across turns, and counts them, on the
    /// fastest [`LaneKernel`] of this processor (`docs/rules/dcss-0.31.md` §6.5,
    /// `docs/rules/dcss-0.19-shields.md` §4.3). A turn that [runs on lanes](Self::runs_on_lanes)
    /// plays eight fights at a time from eight xoshiro256++ streams seeded from `rng`, one word
    /// per attack (two for an attack whose 0.34 block is drawn on a whole word); any other
    /// draws from `rng` through [`Self::roll`]. Same law as [`Turn::roll`] turn after turn.
    pub fn count_fights(&self, rng: &mut impl Rng, fights: u64, turns: u32) -> FightCounts {
        self.count_fights_on(LaneKernel::best(), rng, fights, turns)
    }

    /// [`Self::count_fights`] on a given kernel (the portable code where this processor lacks
    /// it); every kernel gives the same counts for the same `rng` (`docs/rules/dcss-0.31.md`
    /// §6.5).
    pub fn count_fights_on(
        &self,
        kernel: LaneKernel,
        rng: &mut impl Rng,
        fights: u64,
        turns: u32,
    ) -> FightCounts {
        match &self.lanes {
            Some(lanes) => lanes.count_on(kernel, rng, fights, turns),
            None => self.count_fights_scalar(rng, fights, turns),
        }
    }

    /// [`Self::count_fights`] for the turns the lanes do not take, from `rng` directly.
    fn count_fights_scalar(&self, rng: &mut impl Rng, fights: u64, turns: u32) -> FightCounts {
        let mut counts = FightCounts::new(self.attacks.len(), turns);
        for _ in 0..fights {
            let (mut run, mut longest) = (0usize, 0usize);
            for _ in 0..turns {
                let (b, l) = self.roll(rng, |k, outcome| {
                    counts.per_attack[k].record(outcome);
                    run = (run + 1) * usize::from(outcome == Outcome::Landed);
                    longest = longest.max(run);
                });
                counts.blocks[b as usize] += 1;
                counts.lands[l as usize] += 1;
            }
            counts.longest_streak[longest] += 1;
        }
        counts.turns = fights * u64::from(turns);
        counts
    }

    /// The number of attacks per turn.
    pub fn len(&self) -> usize {
        self.attacks.len()
    }

    /// Whether the turn has no attacks.
    pub fn is_empty(&self) -> bool {
        self.attacks.is_empty()
    }

    /// Plays one turn, calling `on_attack(k, outcome)` for each attack in order; returns
    /// `(blocks, lands)`. Same law as [`Turn::roll`]; the block counter caps at the 0.31
    /// limit (`docs/rules/dcss-0.31.md` §6.5).
    #[inline]
    pub fn roll<R: Rng + ?Sized>(
        &self,
        rng: &mut R,
        mut on_attack: impl FnMut(usize, Outcome),
    ) -> (u32, u32) {
        let (mut blocks, mut lands) = (0u32, 0u32);
        for (k, a) in self.attacks.iter().enumerate() {
            let outcome = a.roll(rng, blocks, blocks >= self.block_limit);
            blocks += u32::from(outcome == Outcome::Blocked);
            lands += u32::from(outcome == Outcome::Landed);
            on_attack(k, outcome);
        }
        (blocks, lands)
    }
}
