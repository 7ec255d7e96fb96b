//! Whole DCSS fights on lanes (`docs/rules/monsters-and-dumps.md` §5.7): [`LANES`] fights of
//! the [`FightChain`] a threat describes, played together, each with its own HP, energies,
//! weapons and block counter, until the player dies or the fight reaches its last turn.
//!
//! # One description
//!
//! The lanes are compiled from the same [`FightChain`] the exact survival law is solved
//! from: each copy's energy chain (its steps and stationary law), the weapon variants with
//! every attack's odds after `b` earlier blocks and its landed-damage law, the block limit
//! and the HP. So the lanes sample exactly the chain the exact side solves, and the tests
//! compare the two.
//!
//! # One turn of a lane
//!
//! A fight starts each copy at an energy drawn from the stationary law and with a weapon
//! drawn from the variants. Each player turn, every copy steps its energy chain, which says
//! how many melee rounds it makes; then, copy by copy and round by round, each attack is
//! blocked, lands or misses by the odds of the lane's earlier blocks this turn (the limit
//! reached, the "exhausted" odds), and a landed attack adds its damage. The lane dies when
//! the damage reaches the HP; its death turn is counted and the lane starts the next fight
//! at the next turn.
//!
//! # Random words
//!
//! Every draw reads one 64-bit word of the lane's xoshiro256++ stream
//! ([`crate::sampling::kernel`]): the attack's outcome compares the word with the two
//! thresholds `P(blocked)·2^64` and `(P(blocked) + P(lands))·2^64`; the energy step, the
//! damage, the start energy and the weapon are categorical draws from alias tables
//! (`alias`). All lanes read a word of the same round for the same draw, whether they use it
//! or not (a lane with fewer rounds, or dead this turn, drops its word), so whether a word is
//! used never depends on its bits; a round of damage words is drawn only when some lane
//! landed an attack. Every probability is the law's rounded to a multiple of `2^-64`.
//!
//! # Kernels
//!
//! The lanes have one implementation on arrays of [`LANES`] values, compiled three times:
//! as plain Rust ([`LaneKernel::Portable`]) and with AVX2 or AVX-512 enabled, where the
//! compiler runs the lanes' arithmetic on vectors. The same integer code reads the same
//! words, so every kernel gives identical counts for the same seed (tested).

mod play;

use rand::Rng;

use crate::alias::AliasTables;
use crate::dcss::damage::fight::FightChain;
use crate::dcss::damage::{DamageState, TurnAttack};
use crate::sampling::kernel::{LaneKernel, STREAMS, Streams};

/// Fights played together: one per stream (`docs/rules/monsters-and-dumps.md` §5.7).
pub const LANES: usize = STREAMS;

/// The most copies of the monster a lane fight takes
/// (`docs/rules/monsters-and-dumps.md` §5.4).
pub const MAX_COPIES: usize = 8;

/// Why a fight cannot run on lanes (`docs/rules/monsters-and-dumps.md` §5.7).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum NotOnLanes {
    /// The monster never acts: every fight is survived (nothing to play).
    #[error("the monster never acts")]
    NeverActs,
    /// More copies than [`MAX_COPIES`], or none.
    #[error("{0} copies: the lanes take 1 to {MAX_COPIES}")]
    Copies(usize),
    /// No weapon variant.
    #[error("the monster has no weapon variant")]
    NoVariant,
}

/// A fight compiled for the lanes: the chain of `docs/rules/monsters-and-dumps.md` §5.5 as
/// alias tables (§5.7).
#[derive(Clone, Debug, PartialEq)]
pub struct FightLanes {
    count: usize,
    hp: u32,
    /// Block-count rows: row `b` for `b` earlier blocks in the turn, the last row for every
    /// count from it on (the exhausted odds under a block limit).
    rows: usize,
    /// How a copy's melee rounds are drawn.
    turns: Turns,
    /// Energy steps, table = energy state; value `to | melee_rounds << 16`.
    clock: AliasTables<u32>,
    /// The start: table 0 the stationary energy state, table 1 the weapon variant.
    start: AliasTables<u32>,
}

/// How the lanes draw a copy's turn.
#[derive(Clone, Debug, PartialEq)]
enum Turns {
    /// The energy step and all the rounds it brings at once: from the copy's energy state,
    /// weapon and the turn's earlier blocks, the joint law of its next state, the damage its
    /// rounds do (capped at the HP) and the blocks after them. Table
    /// `(state · variants + variant) · rows + row`; the lanes hold each copy's state as
    /// `state · variants · rows` and its weapon as `variant · rows` (so the table is their sum
    /// plus the row), and a value is `to · variants · rows | damage << 32 | blocks << 48`.
    Joint { tables: AliasTables<u64> },
    /// The energy step ([`FightLanes::clock`]), then all of its rounds at once: the joint law of the damage they do (capped at the HP)
    /// and the blocks after them, table `(variant · (most_rounds + 1) + rounds) · rows + row`,
    /// value `damage | blocks << 16`.
    Whole {
        most_rounds: u32,
        tables: AliasTables<u32>,
    },
    /// Attack by attack, when the whole-round tables would be too large.
    ByAttack {
        /// Attacks per round (variants with fewer are padded with attacks that always miss).
        attacks: usize,
        /// `[P(blocked), P(blocked) + P(lands)]` as 64-bit thresholds, index
        /// `(variant · attacks + k) · rows + row`.
        odds: Vec<[u64; 2]>,
        /// Landed damage, table `variant · attacks + k`.
        damage: AliasTables<u32>,
    },
}

/// The most alias columns the joint tables may hold (some 5 MB), then the whole-round tables
/// (some 16 MB); beyond, the next way (`docs/rules/monsters-and-dumps.md` §5.7).
pub const MAX_COLUMNS: [usize; 2] = [1 << 18, 1 << 20];

/// Fights by the turn the player died in (`docs/rules/monsters-and-dumps.md` §5.5).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct FightCounts {
    /// `dead_at[t - 1]`: fights the player died in turn `t`, `t` = 1…`max_turns`.
    pub dead_at: Vec<u64>,
    /// Fights the player was still alive after `max_turns` turns.
    pub censored: u64,
}

/// `p·2^64`, saturating (a probability of 1 misses only the word `2^64 - 1`).
fn threshold(p: f64) -> u64 {
    (p.clamp(0.0, 1.0) * 2f64.powi(64)) as u64
}

/// A categorical law as the alias tables take it: values and probabilities.
type Law<T = u32> = (Vec<T>, Vec<f64>);

impl FightLanes {
    /// Compiles `fight` for the lanes (`docs/rules/monsters-and-dumps.md` §5.7).
    pub fn new<A: TurnAttack>(fight: &FightChain<'_, A>) -> Result<Self, NotOnLanes> {
        Self::compile(fight, MAX_COLUMNS)
    }

    /// [`Self::new`], drawing joint turns, else whole rounds, when their tables hold at most
    /// `max_columns` columns ([`MAX_COLUMNS`] for [`Self::new`]), else attack by attack
    /// (`docs/rules/monsters-and-dumps.md` §5.7).
    pub fn compile<A: TurnAttack>(
        fight: &FightChain<'_, A>,
        max_columns: [usize; 2],
    ) -> Result<Self, NotOnLanes> {
        let chain = fight.chain.ok_or(NotOnLanes::NeverActs)?;
        if fight.count == 0 || fight.count > MAX_COPIES {
            return Err(NotOnLanes::Copies(fight.count));
        }
        if fight.variants.is_empty() {
            return Err(NotOnLanes::NoVariant);
        }
        let steps: Vec<Law> = chain
            .steps
            .iter()
            .map(|from| {
                from.iter()
                    .map(|(to, round, p)| {
                        let rounds = (fight.melee_rounds)(*round).min(0xffff);
                        (*to as u32 | rounds << 16, *p)
                    })
                    .unzip()
            })
            .collect();
        let most_rounds = steps.iter().flat_map(|(s, _)| s).map(|s| s >> 16).max();
        let most_rounds = most_rounds.unwrap_or(0);
        let attacks = fight.variants.iter().map(|v| v.attacks.len()).max();
        let attacks = attacks.unwrap_or(0);
        // The most blocks a turn can hold: every attack of every round of every copy.
        let most_blocks = fight.count * most_rounds as usize * attacks;
        let rows = match fight.block_limit {
            Some(limit) => (limit as usize).min(most_blocks) + 1,
            None => most_blocks + 1,
        };
        let size = |laws: &[Law<u64>]| {
            let columns = laws.iter().map(|(v, _)| v.len().next_power_of_two()).max();
            columns.unwrap_or(1) * laws.len()
        };
        let whole = whole_rounds(fight, most_rounds, rows);
        let turns = if fight.hp >= 1 << 16 {
            by_attack(fight, attacks, rows)
        } else if let Some(joint) =
            joint_turns(fight, &steps, &whole, (most_rounds, rows), max_columns[0])
        {
            Turns::Joint {
                tables: AliasTables::new(joint),
            }
        } else if size(&whole) <= max_columns[1] {
            let whole = whole
                .into_iter()
                .map(|(v, p)| (v.into_iter().map(|x| x as u32).collect(), p));
            Turns::Whole {
                most_rounds,
                tables: AliasTables::new(whole.collect()),
            }
        } else {
            by_attack(fight, attacks, rows)
        };
        // The start values in the units the lanes hold (see `Turns::Joint`).
        let (state_unit, variant_unit) = match turns {
            Turns::Joint { .. } => ((fight.variants.len() * rows) as u32, rows as u32),
            Turns::Whole { .. } | Turns::ByAttack { .. } => (1, 1),
        };
        let states = (0..chain.stationary.len() as u32).map(|s| s * state_unit);
        let variants = (0..fight.variants.len() as u32).map(|v| v * variant_unit);
        let weapons = fight.variants.iter().map(|v| v.probability).collect();
        Ok(FightLanes {
            count: fight.count,
            hp: fight.hp as u32,
            rows,
            turns,
            clock: AliasTables::new(steps),
            start: AliasTables::new(vec![
                (states.collect(), chain.stationary.clone()),
                (variants.collect(), weapons),
            ]),
        })
    }

    /// Plays `fights` fights of at most `max_turns` player turns each, on `kernel` (the
    /// portable code where this processor lacks it), from [`LANES`] xoshiro256++ streams
    /// seeded from `rng`. Every kernel gives the same counts for the same `rng`
    /// (`docs/rules/monsters-and-dumps.md` §5.7).
    pub fn count_on(
        &self,
        kernel: LaneKernel,
        rng: &mut impl Rng,
        fights: u64,
        max_turns: u32,
    ) -> FightCounts {
        let mut streams = Streams::seed(rng);
        let mut counts = FightCounts {
            dead_at: vec![0; max_turns as usize],
            censored: 0,
        };
        play::play_on(kernel, self, &mut streams, fights, max_turns, &mut counts);
        counts
    }
}

/// Every copy's rounds as a whole: for each variant, number of rounds and earlier blocks,
/// the joint law of the damage (capped at the HP) and the blocks after the rounds
/// ([`DamageState`], the exact chain's own turn law), value `damage | blocks << 16`.
fn whole_rounds<A: TurnAttack>(
    fight: &FightChain<'_, A>,
    most_rounds: u32,
    rows: usize,
) -> Vec<Law<u64>> {
    let mut laws = Vec::new();
    for v in fight.variants {
        for rounds in 0..=most_rounds {
            for b in 0..rows as u32 {
                let mut s = DamageState::after_blocks(fight.block_limit, fight.hp, b);
                for _ in 0..rounds {
                    s = s.after(&v.attacks);
                }
                laws.push(
                    s.joint()
                        .map(|(blocks, d, p)| (d as u64 | u64::from(blocks) << 16, p))
                        .unzip(),
                );
            }
        }
    }
    laws
}

/// A copy's whole turn: for each energy state, variant and earlier blocks, its energy step
/// mixed with the whole rounds the step brings, valued as `Turns::Joint` says;
/// `None` when they would hold more than `max_columns` columns. A state the stationary law never
/// visits gets a placeholder law (no fight reaches it).
fn joint_turns<A: TurnAttack>(
    fight: &FightChain<'_, A>,
    steps: &[Law],
    whole: &[Law<u64>],
    (most_rounds, rows): (u32, usize),
    max_columns: usize,
) -> Option<Vec<Law<u64>>> {
    let chain = fight.chain?;
    let state_unit = (fight.variants.len() * rows) as u64;
    let mut laws = Vec::new();
    let mut columns = 0;
    for (s, (to, p_step)) in steps.iter().enumerate() {
        for v in 0..fight.variants.len() {
            for b in 0..rows {
                if chain.stationary[s] == 0.0 {
                    laws.push((vec![s as u64 * state_unit], vec![1.0]));
                    continue;
                }
                let mut law: Law<u64> = (Vec::new(), Vec::new());
                for (&step, &p) in to.iter().zip(p_step) {
                    let rounds = (step >> 16) as usize;
                    let (values, probs) =
                        &whole[(v * (most_rounds as usize + 1) + rounds) * rows + b];
                    for (&x, &q) in values.iter().zip(probs) {
                        let (damage, blocks) = (x & 0xffff, x >> 16);
                        let to = u64::from(step & 0xffff) * state_unit;
                        law.0.push(to | damage << 32 | blocks << 48);
                        law.1.push(p * q);
                    }
                }
                columns = columns.max(law.0.len().next_power_of_two());
                laws.push(law);
                if columns * laws.len() > max_columns {
                    return None;
                }
            }
        }
    }
    Some(laws)
}

/// The fight attack by attack: each attack's odds by earlier blocks and its landed damage.
fn by_attack<A: TurnAttack>(fight: &FightChain<'_, A>, attacks: usize, rows: usize) -> Turns {
    let row_odds = |a: &A, b: usize| {
        let exhausted = fight.block_limit.is_some_and(|l| b as u32 >= l);
        let o = a.odds(b as u32, exhausted);
        [threshold(o.p_block), threshold(o.p_block + o.p_land)]
    };
    let mut odds = Vec::new();
    let mut landed: Vec<Law> = Vec::new();
    for v in fight.variants {
        for k in 0..attacks {
            match v.attacks.get(k) {
                Some(a) => {
                    odds.extend((0..rows).map(|b| row_odds(a, b)));
                    let law = a.landed();
                    landed.push(((0..law.len() as u32).collect(), law.to_vec()));
                }
                None => {
                    odds.extend((0..rows).map(|_| [0, 0]));
                    landed.push((vec![0], vec![1.0]));
                }
            }
        }
    }
    Turns::ByAttack {
        attacks,
        odds,
        damage: AliasTables::new(landed),
    }
}
