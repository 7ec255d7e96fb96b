//! A defender turn: the attacks one defender receives between two of its own actions,
//! sharing one block counter, with the exact joint law of blocks and landed attacks and the
//! law of the longest run of landed attacks over a fight (`docs/rules/dcss-0.31.md` §6.5;
//! `docs/rules/dcss-0.19-shields.md` §4.3).

mod mixed;
mod state;

use crate::dcss::attack::{Attack, AttackProbs, Outcome};
use rand::Rng;

pub use mixed::{AttackerVariants, MixedTurn, UnevenVariants, VariantSampler, roll_choice};
pub use state::TurnState;

/// The attacks one defender receives between two of its own actions, sharing one block
/// counter (`docs/rules/README.md`, "defender turn"; `docs/rules/dcss-0.31.md` §6.5).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Turn {
    /// The attacks in order.
    pub attacks: Vec<Attack>,
    /// The 0.31 per-turn block limit, or `None` under 0.19 rules.
    pub block_limit: Option<u32>,
}

/// The longest fight, in attacks, for which [`Turn::longest_streak_exact`] computes the
/// exact law (`docs/rules/dcss-0.31.md` §6.5).
pub const MAX_EXACT_STREAK_ATTACKS: usize = 64;

/// Exact distributions over one defender turn (`docs/rules/dcss-0.19-shields.md` §4.3;
/// `docs/rules/dcss-0.31.md` §6.5).
#[derive(Clone, Debug, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, schemars::JsonSchema))]
pub struct TurnDistribution {
    /// P(b blocks in the turn), index = b.
    pub blocks: Vec<f64>,
    /// P(j attacks land in the turn), index = j.
    pub lands: Vec<f64>,
    /// Unconditional P(attack k is blocked), index = k.
    pub p_block_by_attack: Vec<f64>,
    /// Unconditional P(attack k lands), index = k.
    pub p_land_by_attack: Vec<f64>,
    /// Unconditional P(attack k misses), index = k.
    pub p_miss_by_attack: Vec<f64>,
}

impl TurnDistribution {
    /// P(at least `j` attacks land).
    pub fn p_at_least_lands(&self, j: usize) -> f64 {
        // `+ 0.0` turns the empty sum's -0.0 into 0.0.
        self.lands.iter().skip(j).sum::<f64>() + 0.0
    }
}

impl Turn {
    fn exhausted(&self, blocks: u32) -> bool {
        self.block_limit.is_some_and(|l| blocks >= l)
    }

    /// The exact joint law of blocks and landed attacks, by dynamic programming over the
    /// block counter (`docs/rules/dcss-0.19-shields.md` §4.3; `docs/rules/dcss-0.31.md` §6.5).
    ///
    /// ```
    /// use mechanics::dcss::attack::{Attack, Attacker, DefenderEv, DefenderShield};
    /// use mechanics::dcss::rules::RuleSet;
    /// use mechanics::dcss::turn::Turn;
    /// use mechanics::dcss::shields::{Blocker, ShieldRules};
    /// use mechanics::dcss::to_hit::{HitModifiers, MonsterAttacker};
    /// use mechanics::tolerance::REFERENCE;
    ///
    /// // Four HD 5 attacks against EV 15 and a kite shield at sh_internal 22, 0.31 rules (limit 3).
    /// let orc = MonsterAttacker { hd: 5, fighter: false, weapon_to_hit: 0, slaying: 0 };
    /// let shield = DefenderShield {
    ///     blocker: Blocker::Player { sh_internal: 22 },
    ///     unseen_attacker: false,
    ///     incapacitated: false,
    ///     rules: ShieldRules::V031,
    /// };
    /// let attack = Attack {
    ///     attacker: Attacker::Monster(orc),
    ///     mods: HitModifiers::default(),
    ///     ev: DefenderEv::Fixed(15),
    ///     shield: Some(shield),
    ///     rule_set: RuleSet::Dcss031,
    /// };
    /// let turn = Turn { attacks: vec![attack; 4], block_limit: Some(3) };
    /// let d = turn.exact();
    /// assert_eq!(d.blocks[4], 0.0); // the limit caps blocks at 3
    /// assert!((d.p_block_by_attack[0] - 0.379657688).abs() < REFERENCE);
    /// ```
    pub fn exact(&self) -> TurnDistribution {
        let n = self.attacks.len();
        // state[b][j]: probability of b blocks and j landed so far.
        let mut state = vec![vec![0.0; n + 1]; n + 1];
        state[0][0] = 1.0;
        let (mut pb, mut pl, mut pm) = (vec![0.0; n], vec![0.0; n], vec![0.0; n]);
        for (k, attack) in self.attacks.iter().enumerate() {
            let mut next = vec![vec![0.0; n + 1]; n + 1];
            for b in 0..=k {
                let probs = attack.probs(b as u32, self.exhausted(b as u32));
                for j in 0..=k {
                    let p = state[b][j];
                    if p == 0.0 {
                        continue;
                    }
                    next[b + 1][j] += p * probs.p_block;
                    next[b][j + 1] += p * probs.p_land;
                    next[b][j] += p * probs.p_miss;
                    pb[k] += p * probs.p_block;
                    pl[k] += p * probs.p_land;
                    pm[k] += p * probs.p_miss;
                }
            }
            state = next;
        }
        let blocks = state.iter().map(|row| row.iter().sum()).collect();
        let lands = (0..=n)
            .map(|j| state.iter().map(|row| row[j]).sum())
            .collect();
        TurnDistribution {
            blocks,
            lands,
            p_block_by_attack: pb,
            p_land_by_attack: pl,
            p_miss_by_attack: pm,
        }
    }

    /// Exact law of the longest run of consecutive landed attacks over a fight of `turns`
    /// defender turns, the block counter resetting at each turn (`docs/rules/dcss-0.31.md` §6.5):
    /// element `s` is P(longest run = s). Dynamic programming over (blocks this turn,
    /// current run, longest run so far); `None` when the fight has more than
    /// [`MAX_EXACT_STREAK_ATTACKS`] attacks, where the table would grow too large.
    pub fn longest_streak_exact(&self, turns: u32) -> Option<Vec<f64>> {
        let k = self.attacks.len();
        let total = k * turns as usize;
        if total > MAX_EXACT_STREAK_ATTACKS {
            return None;
        }
        // probs[a][b]: the outcome law of attack a after b earlier blocks this turn.
        let probs: Vec<Vec<AttackProbs>> = self
            .attacks
            .iter()
            .map(|a| {
                (0..=k as u32)
                    .map(|b| a.probs(b, self.exhausted(b)))
                    .collect()
            })
            .collect();
        let side = total + 1;
        let index = |b: usize, run: usize, longest: usize| (b * side + run) * side + longest;
        let mut state = vec![0.0; (k + 1) * side * side];
        state[index(0, 0, 0)] = 1.0;
        for _ in 0..turns {
            for (a, by_blocks) in probs.iter().enumerate() {
                let mut next = vec![0.0; state.len()];
                for b in 0..=a {
                    let p = by_blocks[b];
                    for run in 0..side {
                        for longest in run..side {
                            let w = state[index(b, run, longest)];
                            if w == 0.0 {
                                continue;
                            }
                            next[index(b + 1, 0, longest)] += w * p.p_block;
                            next[index(b, 0, longest)] += w * p.p_miss;
                            if run + 1 < side {
                                let l = longest.max(run + 1);
                                next[index(b, run + 1, l)] += w * p.p_land;
                            }
                        }
                    }
                }
                state = next;
            }
            // A new turn: the block counter resets, runs carry over.
            let mut reset = vec![0.0; state.len()];
            for b in 0..=k {
                for run in 0..side {
                    for longest in run..side {
                        reset[index(0, run, longest)] += state[index(b, run, longest)];
                    }
                }
            }
            state = reset;
        }
        let mut law = vec![0.0; side];
        for run in 0..side {
            for (longest, p) in law.iter_mut().enumerate().skip(run) {
                *p += state[index(0, run, longest)];
            }
        }
        Some(law)
    }

    /// Plays the turn in order, as the game does, writing each attack's outcome into
    /// `outcomes` (which must be as long as the turn); returns `(blocks, lands)`.
    /// (`docs/rules/dcss-0.31.md` §2.1, §6.3–§6.5)
    pub fn roll<R: Rng + ?Sized>(&self, rng: &mut R, outcomes: &mut [Outcome]) -> (u32, u32) {
        let (mut blocks, mut lands) = (0, 0);
        for (attack, out) in self.attacks.iter().zip(outcomes.iter_mut()) {
            *out = attack.roll(rng, blocks, self.exhausted(blocks));
            match out {
                Outcome::Blocked => blocks += 1,
                Outcome::Landed => lands += 1,
                Outcome::Missed => {}
            }
        }
        (blocks, lands)
    }
}
