//! The damage of a defender turn: attacks in order against one block counter, each landed
//! one rolling its damage after AC, the total capped where the player would be dead
//! (`docs/rules/dcss-0.31-damage.md` §6; `docs/rules/dcss-0.31.md` §6.5). Like
//! [`TurnState`](crate::dcss::turn::TurnState), built attack by attack and mixable, so a
//! turn whose attacks are random (a monster's weapon, its number of melee rounds) is the
//! mixture of its fixed turns.

use crate::dcss::attack::{Attack, AttackProbs};

/// What a turn's damage needs of an attack: its odds with `blocks` blocks made so far in the
/// turn (`exhausted` once the block limit is reached), and the law of its damage when it
/// lands (`docs/rules/dcss-0.31-damage.md` §6). A monster's melee attack
/// ([`DamagingAttack`]) is one; so is a ranged attack (`docs/rules/dcss-0.31-ranged.md` §4).
pub trait TurnAttack {
    /// P(blocked), P(lands), P(missed and not blocked).
    fn odds(&self, blocks: u32, exhausted: bool) -> AttackProbs;
    /// P(damage = i | it lands), index i.
    fn landed(&self) -> &[f64];
}

/// An attack with the law of its damage when it lands (after AC; index = damage).
#[derive(Clone, Debug, PartialEq)]
pub struct DamagingAttack {
    /// The attack: to-hit, EV, shield.
    pub attack: Attack,
    /// P(damage = i | the attack lands), after AC and GDR.
    pub landed: Vec<f64>,
}

/// The joint law of (blocks so far, damage so far) within one defender turn, damage capped at
/// `cap` (index `cap` holds "`cap` or more") (`docs/rules/dcss-0.31-damage.md` §6).
#[derive(Clone, Debug, PartialEq)]
pub struct DamageState {
    block_limit: Option<u32>,
    cap: usize,
    /// `p[b][d]`.
    p: Vec<Vec<f64>>,
}

impl TurnAttack for DamagingAttack {
    fn odds(&self, blocks: u32, exhausted: bool) -> AttackProbs {
        self.attack.probs(blocks, exhausted)
    }

    fn landed(&self) -> &[f64] {
        &self.landed
    }
}

impl DamageState {
    /// The start of a turn: no blocks, no damage; totals of `cap` or more are lumped at `cap`.
    pub fn start(block_limit: Option<u32>, cap: usize) -> Self {
        let mut row = vec![0.0; cap + 1];
        row[0] = 1.0;
        DamageState {
            block_limit,
            cap,
            p: vec![row],
        }
    }

    /// A turn's state after `blocks` earlier blocks and no damage yet: what the next copy's
    /// rounds of a turn start from (`docs/rules/monsters-and-dumps.md` §5.7).
    pub fn after_blocks(block_limit: Option<u32>, cap: usize, blocks: u32) -> Self {
        let mut p = vec![vec![0.0; cap + 1]; blocks as usize + 1];
        p[blocks as usize][0] = 1.0;
        DamageState {
            block_limit,
            cap,
            p,
        }
    }

    /// The joint law `(blocks, damage, probability)` of every reachable pair with positive
    /// probability (damage `cap` meaning "`cap` or more").
    pub fn joint(&self) -> impl Iterator<Item = (u32, usize, f64)> + '_ {
        self.p.iter().enumerate().flat_map(|(b, row)| {
            row.iter()
                .enumerate()
                .filter(|&(_, &w)| w > 0.0)
                .map(move |(d, &w)| (b as u32, d, w))
        })
    }

    /// The law after `attacks` more, in order (`docs/rules/dcss-0.31.md` §6.3–§6.5).
    pub fn after<A: TurnAttack>(&self, attacks: &[A]) -> Self {
        let mut p = self.p.clone();
        for a in attacks {
            let n = p.len();
            let mut next = vec![vec![0.0; self.cap + 1]; n + 1];
            for (b, row) in p.iter().enumerate() {
                let exhausted = self.block_limit.is_some_and(|l| b as u32 >= l);
                let probs = a.odds(b as u32, exhausted);
                for (d, &w) in row.iter().enumerate().filter(|&(_, &w)| w > 0.0) {
                    next[b + 1][d] += w * probs.p_block;
                    next[b][d] += w * probs.p_miss;
                    let land = w * probs.p_land;
                    if land > 0.0 {
                        for (x, &q) in a.landed().iter().enumerate().filter(|&(_, &q)| q > 0.0) {
                            next[b][(d + x).min(self.cap)] += land * q;
                        }
                    }
                }
            }
            // Drop block counts no path reaches, so the table stays as small as the turn.
            while next.len() > 1 && next.last().is_some_and(|r| r.iter().all(|&x| x == 0.0)) {
                next.pop();
            }
            p = next;
        }
        DamageState {
            block_limit: self.block_limit,
            cap: self.cap,
            p,
        }
    }

    /// `Σ wᵢ · stateᵢ` over states of the same turn (the weights sum to 1).
    pub fn mixture(&self, parts: &[(f64, DamageState)]) -> Self {
        let rows = parts.iter().map(|(_, s)| s.p.len()).max().unwrap_or(1);
        let mut p = vec![vec![0.0; self.cap + 1]; rows];
        for (w, s) in parts {
            for (b, row) in s.p.iter().enumerate() {
                for (d, x) in row.iter().enumerate() {
                    p[b][d] += w * x;
                }
            }
        }
        DamageState {
            block_limit: self.block_limit,
            cap: self.cap,
            p,
        }
    }

    /// P(total damage = d), index d; the last index is "`cap` or more".
    pub fn damage(&self) -> Vec<f64> {
        (0..=self.cap)
            .map(|d| self.p.iter().map(|row| row[d]).sum())
            .collect()
    }
}
