//! Lane-parallel fights of a compiled turn (`docs/rules/dcss-0.31.md` §2.1, §6.3, §6.5;
//! `docs/rules/dcss-0.19-shields.md` §4.3; `docs/rules/dcss-0.34.md` §1.1, §6.3): [`LANES`]
//! fights at a time, one per xoshiro256++ stream of [`crate::sampling::kernel`], each lane with
//! its own block counter, landed count and runs of landed attacks.
//!
//! # One attack in a lane
//!
//! The turn's attacks are compiled ([`CompiledAttack`]) with their hit independent of their
//! block (monster attackers, and player attackers without a shield), so a lane needs only the
//! two events, each drawn from its exact chance ([`AttackLanes`]). Where every event of the
//! attack fits a 32-bit digit ([`Odds`](super::odds::Odds): all 0.31 attacks, and 0.34 ones
//! whose EV and SH are whole), a lane plays it from one 64-bit word of its stream: the low 32
//! bits give the hit's digit, the high 32 bits the block's digit for the lane's block count `b`
//! (under 0.19 rules the pierce range, hence the odds, grow with `b`). Otherwise (a 0.34 EV or
//! SH drawn from its hundredths) each event is a [`Threshold`](super::threshold::Threshold) on
//! a whole word: the hit from the lane's word, the block from the lane's word of the next round.
//! The attack is blocked iff the block's event says so and the lane has not reached the block
//! limit; otherwise it lands iff the hit's event says so. Without a shield the block never
//! happens.
//!
//! # Rejection
//!
//! A word that the event's digit or threshold rejects (probability below the event's
//! denominator over 2³² or 2⁶²) makes the lane skip the word (or the pair of words) and play
//! the same attack from its next ones. Whether a word is rejected depends on the lane's block
//! count (through the pierce range) but never on the events the word would give, so the
//! accepted events of every attack have exactly their chances and are independent of
//! everything before: each attack has exactly the law of
//! [`Attack::roll`](crate::dcss::attack::Attack::roll) after the lane's earlier blocks.
//!
//! # Lockstep
//!
//! Every lane plays the same attack of the same turn: a round of words (one per stream), or two
//! for an attack on two words, serves the lanes still waiting for that attack, and the next
//! attack starts when all of them have played it. A run of `fights` fights is `⌈fights / 8⌉`
//! batches of eight fights; the lanes past `fights` in the last batch play but are not counted.
//! Every kernel reads the same words for the same lanes in the same order, so all give
//! identical counts for the same seed.

use rand::Rng;

use super::CompiledAttack;
use crate::dcss::attack::OutcomeCounts;
use crate::sampling::kernel::{LaneKernel, STREAMS, Streams, lane_kernels};
use attack::AttackLanes;

mod attack;
#[cfg(target_arch = "x86_64")]
mod vector;

/// Fights played together: one per stream.
const LANES: usize = STREAMS;

/// Every lane, as bits.
const ALL_LANES: u32 = (1 << LANES) - 1;

/// A turn as the lanes play it: every attack's hit and block independent, each drawn from its
/// exact chance.
#[derive(Clone, Debug, PartialEq)]
pub(super) struct TurnLanes {
    attacks: Vec<AttackLanes>,
    /// The 0.31 block limit; `u32::MAX` under 0.19 rules.
    limit: u32,
}

lane_kernels! {
    /// `fights` fights of `turns` turns on `kernel`.
    fn play_fights(
        plan: &TurnLanes,
        streams: &mut Streams,
        fights: u64,
        turns: u32,
        tally: &mut Tally,
    );
    portable => plan.fights_portable(streams, fights, turns, tally);
    vector(v) => vector::fights(v, plan, streams, fights, turns, tally);
}

/// What the lanes count while they play: turns by `(blocks, lands)`, per attack its blocks
/// and landings, fights by their longest run of landed attacks.
#[derive(Clone, Debug)]
struct Tally {
    attacks: usize,
    /// Index `b·(attacks + 1) + j`.
    joint: Vec<u64>,
    blocked: Vec<u64>,
    landed: Vec<u64>,
    longest: Vec<u64>,
}

impl Tally {
    fn new(attacks: usize, turns: u32) -> Self {
        Tally {
            attacks,
            joint: vec![0; (attacks + 1) * (attacks + 1)],
            blocked: vec![0; attacks],
            landed: vec![0; attacks],
            longest: vec![0; attacks * turns as usize + 1],
        }
    }

    /// Records the first `counted` lanes' turns by their blocks and landed attacks.
    #[inline(always)]
    fn record_turn(&mut self, blocks: &[u64; LANES], lands: &[u64; LANES], counted: usize) {
        for (&b, &j) in blocks.iter().zip(lands).take(counted) {
            self.joint[b as usize * (self.attacks + 1) + j as usize] += 1;
        }
    }

    /// Records the first `counted` lanes' fights by their longest run of landed attacks.
    #[inline(always)]
    fn record_fight(&mut self, longest: &[u64; LANES], counted: usize) {
        for &s in longest.iter().take(counted) {
            self.longest[s as usize] += 1;
        }
    }
}

/// The lanes counted in batch `batch` of a run of `fights` fights: all but in a last partial
/// batch.
#[inline]
fn counted_lanes(fights: u64, batch: u64) -> usize {
    (fights - batch * LANES as u64).min(LANES as u64) as usize
}

/// The counts of fights of one turn repeated: what
/// [`CompiledTurn::count_fights`](super::CompiledTurn::count_fights) returns
/// (`docs/rules/dcss-0.31.md` §6.5).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FightCounts {
    /// Turns played: fights × turns per fight.
    pub turns: u64,
    /// Turns by the number `b` of blocks, index `b` (one entry per `0..=attacks`).
    pub blocks: Vec<u64>,
    /// Turns by the number `j` of landed attacks, index `j` (one entry per `0..=attacks`).
    pub lands: Vec<u64>,
    /// Per attack of the turn, its outcomes over all turns.
    pub per_attack: Vec<OutcomeCounts>,
    /// Fights by their longest run of consecutive landed attacks, index = run length (one entry
    /// per `0..=attacks·turns`); runs carry across the turns of a fight.
    pub longest_streak: Vec<u64>,
}

impl FightCounts {
    /// No fights yet of a turn of `attacks` attacks and fights of `turns` turns.
    pub fn new(attacks: usize, turns: u32) -> Self {
        FightCounts {
            turns: 0,
            blocks: vec![0; attacks + 1],
            lands: vec![0; attacks + 1],
            per_attack: vec![OutcomeCounts::default(); attacks],
            longest_streak: vec![0; attacks * turns as usize + 1],
        }
    }

    fn from_tally(tally: Tally, turns_played: u64, turns: u32) -> Self {
        let n = tally.attacks;
        let mut counts = FightCounts::new(n, turns);
        counts.turns = turns_played;
        for (i, &c) in tally.joint.iter().enumerate() {
            counts.blocks[i / (n + 1)] += c;
            counts.lands[i % (n + 1)] += c;
        }
        for (k, per) in counts.per_attack.iter_mut().enumerate() {
            let (b, l) = (tally.blocked[k], tally.landed[k]);
            *per = OutcomeCounts::new(turns_played - b - l, b, l);
        }
        counts.longest_streak = tally.longest;
        counts
    }
}

impl TurnLanes {
    /// The lanes' form of a turn of the compiled `attacks` under the 0.31 block limit `limit`
    /// (`u32::MAX` under 0.19 rules), when every attack fits the lanes.
    pub(super) fn new(attacks: &[CompiledAttack], limit: u32) -> Option<Self> {
        if attacks.is_empty() {
            return None;
        }
        let attacks = attacks
            .iter()
            .map(|a| AttackLanes::new(a.chances.as_ref()?, attacks.len()))
            .collect::<Option<Vec<_>>>()?;
        Some(TurnLanes { attacks, limit })
    }

    /// `fights` fights of `turns` turns from streams seeded with `rng`, on `kernel` (the
    /// portable code where this processor lacks it).
    pub(super) fn count_on<R: Rng + ?Sized>(
        &self,
        kernel: LaneKernel,
        rng: &mut R,
        fights: u64,
        turns: u32,
    ) -> FightCounts {
        let mut streams = Streams::seed(rng);
        let mut tally = Tally::new(self.attacks.len(), turns);
        play_fights(kernel, self, &mut streams, fights, turns, &mut tally);
        FightCounts::from_tally(tally, fights * u64::from(turns), turns)
    }

    /// The reference: every lane on plain integers, in the order the module documentation
    /// gives.
    fn fights_portable(&self, streams: &mut Streams, fights: u64, turns: u32, tally: &mut Tally) {
        let limit = u64::from(self.limit);
        let mut s = *streams;
        for batch in 0..fights.div_ceil(LANES as u64) {
            let counted = counted_lanes(fights, batch);
            let (mut run, mut longest) = ([0u64; LANES], [0u64; LANES]);
            for _ in 0..turns {
                let (mut blocks, mut lands) = ([0u64; LANES], [0u64; LANES]);
                for (k, a) in self.attacks.iter().enumerate() {
                    let mut pending = ALL_LANES;
                    loop {
                        let words = s.next_words();
                        let words2 = if a.two_words() { s.next_words() } else { words };
                        let (mut played, mut blocked_bits, mut landed_bits) = (0u32, 0u32, 0u32);
                        for l in 0..LANES {
                            let (ok, blocked, hits) = a.play(words[l], words2[l], blocks[l], limit);
                            let ok = ok & ((pending >> l) & 1 == 1);
                            let blocked = ok & blocked;
                            let landed = ok & !blocked & hits;
                            blocks[l] += u64::from(blocked);
                            lands[l] += u64::from(landed);
                            // One more landed in a row, none after a miss or a block, the same
                            // while the lane waits.
                            run[l] = if ok {
                                (run[l] + 1) * u64::from(landed)
                            } else {
                                run[l]
                            };
                            longest[l] = longest[l].max(run[l]);
                            played |= u32::from(ok) << l;
                            blocked_bits |= u32::from(blocked) << l;
                            landed_bits |= u32::from(landed) << l;
                        }
                        let counted_bits = ALL_LANES >> (LANES - counted);
                        tally.blocked[k] += u64::from((blocked_bits & counted_bits).count_ones());
                        tally.landed[k] += u64::from((landed_bits & counted_bits).count_ones());
                        pending &= !played;
                        if pending == 0 {
                            break;
                        }
                    }
                }
                tally.record_turn(&blocks, &lands, counted);
            }
            tally.record_fight(&longest, counted);
        }
        *streams = s;
    }
}
