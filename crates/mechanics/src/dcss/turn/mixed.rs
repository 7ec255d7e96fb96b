//! A defender turn whose attackers are random: each attacker's attacks in the turn come in
//! variants (its weapon, drawn once when the monster was generated; how many melee rounds it
//! gets before the player acts again), one variant per attacker drawn independently. The
//! exact law mixes the turn states of the variants, attacker by attacker; the sampler draws
//! the variants and plays the chosen attacks in order (`docs/rules/dcss-0.31.md` §6.5;
//! `docs/rules/monsters-and-dumps.md` §5).

use rand::Rng;
use rand::distr::Distribution;
use rand::distr::weighted::WeightedIndex;

use super::{Turn, TurnDistribution, TurnState};
use crate::dcss::attack::{Attack, AttackProbs, Outcome};

/// One attacker's attacks in the turn: the variants it can take and their probabilities
/// (summing to 1). Every variant of an attacker has the same number of attacks when its
/// per-attack marginals are asked for ([`MixedTurn::exact`]).
#[derive(Clone, Debug, PartialEq)]
pub struct AttackerVariants {
    /// `(probability, attacks in order)`.
    pub variants: Vec<(f64, Vec<Attack>)>,
}

impl AttackerVariants {
    /// An attacker whose attacks are known.
    pub fn fixed(attacks: Vec<Attack>) -> Self {
        AttackerVariants {
            variants: vec![(1.0, attacks)],
        }
    }
}

/// A turn of random attackers, acting one after another, sharing the defender's block
/// counter (`docs/rules/dcss-0.31.md` §6.5).
#[derive(Clone, Debug, PartialEq)]
pub struct MixedTurn {
    /// The attackers, in the order they act.
    pub attackers: Vec<AttackerVariants>,
    /// The 0.31 per-turn block limit, or `None` under 0.19 rules.
    pub block_limit: Option<u32>,
}

/// The error of a mixed turn whose variants do not fit the question asked.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("attacker {attacker}'s variants have different numbers of attacks")]
pub struct UnevenVariants {
    /// The attacker, by index.
    pub attacker: usize,
}

impl MixedTurn {
    /// The exact law of blocks and landed attacks, with every attack position's marginal
    /// outcome law (position k is the k-th attack of the turn): the mixture over each
    /// attacker's variants of the turn DP (`docs/rules/dcss-0.31.md` §6.5). Errors when an
    /// attacker's variants differ in length (their positions would not line up).
    pub fn exact(&self) -> Result<TurnDistribution, UnevenVariants> {
        let mut state = TurnState::start(self.block_limit);
        let (mut pb, mut pl, mut pm) = (Vec::new(), Vec::new(), Vec::new());
        for (i, attacker) in self.attackers.iter().enumerate() {
            let len = attacker.variants.first().map_or(0, |(_, a)| a.len());
            if attacker.variants.iter().any(|(_, a)| a.len() != len) {
                return Err(UnevenVariants { attacker: i });
            }
            let mut marginals = vec![AttackProbs::default(); len];
            let mut parts = Vec::with_capacity(attacker.variants.len());
            for (w, attacks) in &attacker.variants {
                let mut s = state.clone();
                for (m, attack) in marginals.iter_mut().zip(attacks) {
                    let p = s.outcome_probs(attack);
                    m.p_block += w * p.p_block;
                    m.p_land += w * p.p_land;
                    m.p_miss += w * p.p_miss;
                    s = s.after(std::slice::from_ref(attack));
                }
                parts.push((*w, s));
            }
            state = state.mixture(&parts);
            pb.extend(marginals.iter().map(|m| m.p_block));
            pl.extend(marginals.iter().map(|m| m.p_land));
            pm.extend(marginals.iter().map(|m| m.p_miss));
        }
        Ok(TurnDistribution {
            blocks: state.blocks(),
            lands: state.lands(),
            p_block_by_attack: pb,
            p_land_by_attack: pl,
            p_miss_by_attack: pm,
        })
    }

    /// The law of attacks landed in the turn (`docs/rules/dcss-0.31.md` §6.5), whatever the
    /// variants' lengths.
    pub fn lands(&self) -> Vec<f64> {
        self.final_state().lands()
    }

    /// The law of blocks in the turn.
    pub fn blocks(&self) -> Vec<f64> {
        self.final_state().blocks()
    }

    fn final_state(&self) -> TurnState {
        let mut state = TurnState::start(self.block_limit);
        for attacker in &self.attackers {
            let parts: Vec<(f64, TurnState)> = attacker
                .variants
                .iter()
                .map(|(w, attacks)| (*w, state.after(attacks)))
                .collect();
            state = state.mixture(&parts);
        }
        state
    }

    /// The fixed turn of one choice of variants, `choice[i]` for attacker `i`.
    pub fn with_choice(&self, choice: &[usize]) -> Turn {
        Turn {
            attacks: self
                .attackers
                .iter()
                .zip(choice)
                .flat_map(|(a, &v)| a.variants[v].1.iter().copied())
                .collect(),
            block_limit: self.block_limit,
        }
    }

    /// The product of the attackers' variant counts: how many fixed turns the mixture
    /// stands for.
    pub fn combinations(&self) -> u128 {
        self.attackers
            .iter()
            .map(|a| a.variants.len() as u128)
            .product()
    }
}

/// Draws each attacker's variant by its probability (rand's `WeightedIndex`).
#[derive(Clone, Debug)]
pub struct VariantSampler {
    draws: Vec<Option<WeightedIndex<f64>>>,
}

impl VariantSampler {
    /// The sampler of `turn`'s variant choices; attackers with one variant draw nothing.
    pub fn new(turn: &MixedTurn) -> Self {
        VariantSampler {
            draws: turn
                .attackers
                .iter()
                .map(|a| {
                    (a.variants.len() > 1).then(|| {
                        WeightedIndex::new(a.variants.iter().map(|(w, _)| *w))
                            .expect("variant probabilities are positive and finite")
                    })
                })
                .collect(),
        }
    }

    /// Writes one draw of every attacker's variant into `choice`.
    pub fn draw<R: Rng + ?Sized>(&self, rng: &mut R, choice: &mut [usize]) {
        for (c, d) in choice.iter_mut().zip(&self.draws) {
            *c = d.as_ref().map_or(0, |d| d.sample(rng));
        }
    }
}

impl TurnState {
    /// The law of the next attack's outcome, averaged over this state's block counts
    /// (`docs/rules/dcss-0.31.md` §6.3–§6.5).
    pub fn outcome_probs(&self, attack: &Attack) -> AttackProbs {
        let mut out = AttackProbs::default();
        for (b, w) in self.blocks().into_iter().enumerate() {
            if w == 0.0 {
                continue;
            }
            let exhausted = self.block_limit().is_some_and(|l| b as u32 >= l);
            let p = attack.probs(b as u32, exhausted);
            out.p_block += w * p.p_block;
            out.p_land += w * p.p_land;
            out.p_miss += w * p.p_miss;
        }
        out
    }
}

/// Plays `turn` with the attackers' variants `choice`, calling `record(k, outcome)` for the
/// k-th attack; returns `(blocks, lands)` (`docs/rules/dcss-0.31.md` §6.3–§6.5).
pub fn roll_choice<R: Rng + ?Sized>(
    turn: &MixedTurn,
    choice: &[usize],
    rng: &mut R,
    mut record: impl FnMut(usize, Outcome),
) -> (u32, u32) {
    let (mut blocks, mut lands, mut k) = (0u32, 0u32, 0usize);
    for (attacker, &v) in turn.attackers.iter().zip(choice) {
        for attack in &attacker.variants[v].1 {
            let exhausted = turn.block_limit.is_some_and(|l| blocks >= l);
            let outcome = attack.roll(rng, blocks, exhausted);
            match outcome {
                Outcome::Blocked => blocks += 1,
                Outcome::Landed => lands += 1,
                Outcome::Missed => {}
            }
            record(k, outcome);
            k += 1;
        }
    }
    (blocks, lands)
}
