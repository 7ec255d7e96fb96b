//! The law of a defender turn built attack by attack, for turns whose attacks are themselves
//! random: a monster's weapon is drawn once when it is generated, and how many melee rounds
//! it gets before the player acts again depends on its energy. Each such choice is a
//! mixture of turn states, exact by linearity (`docs/rules/dcss-0.31.md` §6.5;
//! `docs/rules/monsters-and-dumps.md` §5).

use crate::dcss::attack::Attack;

/// The joint law of (blocks so far, attacks landed so far) within one defender turn, the
/// block counter starting at 0 when the defender acted (`docs/rules/dcss-0.31.md` §6.5).
#[derive(Clone, Debug, PartialEq)]
pub struct TurnState {
    block_limit: Option<u32>,
    /// `p[b][j]`: P(b blocks and j landed attacks so far).
    p: Vec<Vec<f64>>,
}

impl TurnState {
    /// The start of a turn: no blocks, nothing landed, with the 0.31 per-turn block limit
    /// (`None` under 0.19 rules).
    pub fn start(block_limit: Option<u32>) -> Self {
        TurnState {
            block_limit,
            p: vec![vec![1.0]],
        }
    }

    /// The law after `attacks` more, in order, each contested with the block count so far
    /// (`docs/rules/dcss-0.31.md` §6.3–§6.5).
    pub fn after(&self, attacks: &[Attack]) -> Self {
        let mut p = self.p.clone();
        for attack in attacks {
            let n = p.len();
            let mut next = vec![vec![0.0; n + 1]; n + 1];
            for (b, row) in p.iter().enumerate() {
                let exhausted = self.block_limit.is_some_and(|l| b as u32 >= l);
                let probs = attack.probs(b as u32, exhausted);
                for (j, &w) in row.iter().enumerate().filter(|&(_, &w)| w > 0.0) {
                    next[b + 1][j] += w * probs.p_block;
                    next[b][j + 1] += w * probs.p_land;
                    next[b][j] += w * probs.p_miss;
                }
            }
            p = next;
        }
        TurnState {
            block_limit: self.block_limit,
            p,
        }
    }

    /// The mixture `Σ wᵢ · stateᵢ` of states of the same turn (the weights sum to 1): the law
    /// when one of several ways the turn can go is drawn with these probabilities.
    pub fn mixture(&self, parts: &[(f64, TurnState)]) -> Self {
        let side = parts.iter().map(|(_, s)| s.p.len()).max().unwrap_or(1);
        let mut p = vec![vec![0.0; side]; side];
        for (w, state) in parts {
            for (b, row) in state.p.iter().enumerate() {
                for (j, x) in row.iter().enumerate() {
                    p[b][j] += w * x;
                }
            }
        }
        TurnState {
            block_limit: self.block_limit,
            p,
        }
    }

    /// P(j attacks landed so far), index = j.
    pub fn lands(&self) -> Vec<f64> {
        (0..self.p.len())
            .map(|j| {
                self.p
                    .iter()
                    .map(|row| row.get(j).copied().unwrap_or(0.0))
                    .sum()
            })
            .collect()
    }

    /// The per-turn block limit this state counts against.
    pub fn block_limit(&self) -> Option<u32> {
        self.block_limit
    }

    /// P(b blocks so far), index = b.
    pub fn blocks(&self) -> Vec<f64> {
        self.p.iter().map(|row| row.iter().sum()).collect()
    }
}
