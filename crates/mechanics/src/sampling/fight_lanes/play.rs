//! The lanes' fight loop (`docs/rules/monsters-and-dumps.md` §5.7), written once on arrays of
//! [`LANES`] values and compiled per kernel by [`play_on`]: plain, and with AVX2 or AVX-512
//! enabled, where the compiler runs the per-lane arithmetic on vectors.

use super::{FightCounts, FightLanes, LANES, MAX_COPIES, Turns};
use crate::alias::AliasTables;
use crate::sampling::kernel::{Streams, lane_kernels};
use crate::sampling::lane_set::{ALL, Mask, bit, each, lanes_where, lowest};

/// What each lane holds across turns.
struct Lanes {
    /// The lanes playing a fight.
    active: Mask,
    /// The player turn the fight is in.
    turn: [u32; LANES],
    /// Damage taken so far.
    taken: [u32; LANES],
    /// Each copy's energy state (in the units of [`Turns::Joint`] when the turns are joint).
    state: [[u32; LANES]; MAX_COPIES],
    /// Each copy's weapon variant (likewise).
    variant: [[u32; LANES]; MAX_COPIES],
}

impl FightLanes {
    /// Starts fights in the idle lanes, lowest first, while fewer than `fights` have
    /// started: each copy's start energy and weapon from one word each.
    #[inline(always)]
    fn start_fights(&self, s: &mut Streams, lanes: &mut Lanes, started: &mut u64, fights: u64) {
        let idle = !lanes.active & ALL;
        if idle == 0 || *started >= fights {
            return;
        }
        let starting = lowest(idle, fights - *started);
        *started += u64::from(starting.count_ones());
        for c in 0..self.count {
            let (energy, weapon) = (s.next_words(), s.next_words());
            for l in each(starting) {
                lanes.state[c][l] = self.start.draw(0, energy[l]);
                lanes.variant[c][l] = self.start.draw(1, weapon[l]);
            }
        }
        for l in each(starting) {
            lanes.turn[l] = 0;
            lanes.taken[l] = 0;
        }
        lanes.active |= starting;
    }

    /// One player turn of every active lane; counts the deaths in `counts`.
    #[inline(always)]
    fn play_turn(&self, s: &mut Streams, lanes: &mut Lanes, counts: &mut FightCounts) {
        let alive = lanes.active;
        for l in 0..LANES {
            lanes.turn[l] += bit(alive, l);
        }
        match &self.turns {
            Turns::Joint { tables } => self.joint(s, lanes, tables, alive),
            Turns::Whole {
                most_rounds,
                tables,
            } => {
                let rounds = self.clock_steps(s, lanes);
                self.whole_rounds(s, lanes, &rounds, (*most_rounds, tables), alive);
            }
            Turns::ByAttack {
                attacks,
                odds,
                damage,
            } => {
                let rounds = self.clock_steps(s, lanes);
                self.by_attack(s, lanes, &rounds, (*attacks, odds, damage), alive);
            }
        }
        let dead = lanes_where(|l| lanes.taken[l] >= self.hp) & alive;
        for l in each(dead) {
            counts.dead_at[lanes.turn[l] as usize - 1] += 1;
        }
        lanes.active &= !dead;
    }

    /// Each copy's whole turn from one word: its next energy state, the damage of its rounds
    /// and the blocks after them.
    #[inline(always)]
    fn joint(&self, s: &mut Streams, lanes: &mut Lanes, tables: &AliasTables<u64>, alive: Mask) {
        let last_row = self.rows as u32 - 1;
        let mut blocks = [0u32; LANES];
        for c in 0..self.count {
            let w = s.next_words();
            for l in 0..LANES {
                let table = lanes.state[c][l] + lanes.variant[c][l] + blocks[l].min(last_row);
                let drawn = tables.draw(table as usize, w[l]);
                lanes.state[c][l] = drawn as u32;
                lanes.taken[l] += ((drawn >> 32) as u32 & 0xffff) * bit(alive, l);
                blocks[l] = (drawn >> 48) as u32;
            }
        }
    }

    /// Each copy's energy step from one word: its melee rounds this turn.
    #[inline(always)]
    fn clock_steps(&self, s: &mut Streams, lanes: &mut Lanes) -> [[u32; LANES]; MAX_COPIES] {
        let mut rounds = [[0u32; LANES]; MAX_COPIES];
        for (state, rounds) in lanes.state.iter_mut().zip(&mut rounds).take(self.count) {
            let w = s.next_words();
            for l in 0..LANES {
                let step = self.clock.draw(state[l] as usize, w[l]);
                state[l] = step & 0xffff;
                rounds[l] = step >> 16;
            }
        }
        rounds
    }

    /// Each copy's rounds of the turn from one word: their damage and the blocks after them.
    #[inline(always)]
    fn whole_rounds(
        &self,
        s: &mut Streams,
        lanes: &mut Lanes,
        rounds: &[[u32; LANES]; MAX_COPIES],
        (most_rounds, tables): (u32, &AliasTables<u32>),
        alive: Mask,
    ) {
        let last_row = self.rows as u32 - 1;
        let mut blocks = [0u32; LANES];
        for (variant, rounds) in lanes.variant.iter().zip(rounds).take(self.count) {
            let w = s.next_words();
            for l in 0..LANES {
                let variant = variant[l] * (most_rounds + 1) + rounds[l];
                let table = variant * self.rows as u32 + blocks[l].min(last_row);
                let drawn = tables.draw(table as usize, w[l]);
                lanes.taken[l] += (drawn & 0xffff) * bit(alive, l);
                blocks[l] = drawn >> 16;
            }
        }
    }

    /// The copies' rounds attack by attack: each attack's outcome from one word, and a word
    /// for the damage of those that land.
    #[inline(always)]
    fn by_attack(
        &self,
        s: &mut Streams,
        lanes: &mut Lanes,
        rounds: &[[u32; LANES]; MAX_COPIES],
        (attacks, odds, damage): (usize, &[[u64; 2]], &AliasTables<u32>),
        alive: Mask,
    ) {
        let last_row = self.rows as u32 - 1;
        let mut blocks = [0u32; LANES];
        for (c, rounds) in rounds.iter().enumerate().take(self.count) {
            let most = (0..LANES).fold(0, |m, l| m.max(rounds[l] * bit(alive, l)));
            for r in 0..most {
                for k in 0..attacks as u32 {
                    let w = s.next_words();
                    let mut landed = [false; LANES];
                    for l in 0..LANES {
                        let table = lanes.variant[c][l] * attacks as u32 + k;
                        let row = table * self.rows as u32 + blocks[l].min(last_row);
                        let [block, land] = odds[row as usize];
                        let on = (bit(alive, l) == 1) & (r < rounds[l]);
                        let blocked = on & (w[l] < block);
                        landed[l] = on & !blocked & (w[l] < land);
                        blocks[l] += u32::from(blocked);
                    }
                    if !landed.contains(&true) {
                        continue;
                    }
                    let w = s.next_words();
                    for l in 0..LANES {
                        let table = lanes.variant[c][l] * attacks as u32 + k;
                        let d = damage.draw(table as usize, w[l]);
                        lanes.taken[l] += d * u32::from(landed[l]);
                    }
                }
            }
        }
    }

    /// The whole run: fights start in idle lanes until `fights` have started, and a lane
    /// alive after `max_turns` turns is counted as censored.
    #[inline(always)]
    fn play(&self, s: &mut Streams, fights: u64, max_turns: u32, counts: &mut FightCounts) {
        let mut lanes = Lanes {
            active: 0,
            turn: [0; LANES],
            taken: [0; LANES],
            state: [[0; LANES]; MAX_COPIES],
            variant: [[0; LANES]; MAX_COPIES],
        };
        let mut started = 0u64;
        loop {
            self.start_fights(s, &mut lanes, &mut started, fights);
            if lanes.active == 0 {
                return;
            }
            self.play_turn(s, &mut lanes, counts);
            let censored = lanes_where(|l| lanes.turn[l] >= max_turns) & lanes.active;
            counts.censored += u64::from(censored.count_ones());
            lanes.active &= !censored;
        }
    }
}

lane_kernels! {
    /// The lanes on `kernel`: the same loop, compiled for each.
    pub(super) fn play_on(
        f: &FightLanes,
        s: &mut Streams,
        fights: u64,
        max_turns: u32,
        counts: &mut FightCounts,
    );
    portable => f.play(s, fights, max_turns, counts);
    vector(_) => f.play(s, fights, max_turns, counts);
}
