//! A fight of turns (`docs/rules/dcss-0.31-damage.md` §6; `docs/rules/monsters-and-dumps.md`
//! §5): one or more monsters, each with its energy chain and its weapon for the whole fight,
//! attack a player who does not heal; each player turn every copy gets its melee rounds, all
//! against one block counter. A Markov chain over the copies' energies and the damage taken
//! so far gives P(dead within k turns) exactly, and the expected turns to death by a
//! backward solve, mixed over the weapon combinations.

use std::collections::HashMap;

use super::turn::{DamageState, DamagingAttack, TurnAttack};
use crate::dcss::time::{EnergyChainLaw, MonsterRound};
use crate::linalg::solve;

/// The largest exact chain: weapon combinations × energy states of all copies.
pub const MAX_EXACT_STATES: usize = 512;
/// The largest energy-state space the expected-turns solve takes (its linear systems).
pub const MAX_EXACT_ENERGY_STATES: usize = 64;

/// One weapon variant of a monster's round: its probability and the round's attacks (melee
/// attacks by default; any [`TurnAttack`], such as a ranged attack made every action).
#[derive(Clone, Debug, PartialEq)]
pub struct RoundVariant<A = DamagingAttack> {
    /// Its probability (the variants of a monster sum to 1).
    pub probability: f64,
    /// The round's attacks in order, each with its landed-damage law.
    pub attacks: Vec<A>,
}

/// A fight to describe exactly (`docs/rules/dcss-0.31-damage.md` §6).
pub struct FightChain<'a, A = DamagingAttack> {
    /// Each copy's energy chain (all copies alike); `None` for a monster that never acts.
    pub chain: Option<&'a EnergyChainLaw>,
    /// How many copies of the monster.
    pub count: usize,
    /// The monster's round by weapon.
    pub variants: &'a [RoundVariant<A>],
    /// The per-turn block limit (`None`: 0.19 rules or no SH).
    pub block_limit: Option<u32>,
    /// The melee rounds a monster's round of actions makes before the player acts again.
    pub melee_rounds: &'a dyn Fn(MonsterRound) -> u32,
    /// The player's HP at the start.
    pub hp: usize,
}

/// The exact state space is too large (`docs/rules/monsters-and-dumps.md` §5).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error(
    "the exact chain would have {energy_states} energy states × {combinations} weapon \
     combinations; it is computed up to {MAX_EXACT_STATES} (and {MAX_EXACT_ENERGY_STATES} \
     energy states)"
)]
pub struct ChainTooLarge {
    /// Energy states of all copies.
    pub energy_states: usize,
    /// Weapon combinations of all copies.
    pub combinations: usize,
}

/// The exact survival of a fight.
#[derive(Clone, Debug, PartialEq)]
pub struct SurvivalLaw {
    /// P(dead within k of the player's turns), k = 1…turns.
    pub p_dead_within_turns: Vec<f64>,
    /// The expected turns to death; `None` when no turn can do damage.
    pub expected_turns_to_death: Option<f64>,
}

/// The chain's states for `count` copies: tuples of each copy's recurrent energy state.
fn tuple_states(chain: &EnergyChainLaw, count: usize) -> Vec<Vec<usize>> {
    let recurrent: Vec<usize> = (0..chain.energies.len())
        .filter(|&s| chain.stationary[s] > 0.0)
        .collect();
    let mut tuples = vec![Vec::new()];
    for _ in 0..count {
        tuples = tuples
            .into_iter()
            .flat_map(|t| {
                recurrent.iter().map(move |&s| {
                    let mut t = t.clone();
                    t.push(s);
                    t
                })
            })
            .collect();
    }
    tuples
}

/// Every weapon combination of the copies, `(probability, variant per copy)`.
fn combinations<A>(variants: &[RoundVariant<A>], count: usize) -> Vec<(f64, Vec<usize>)> {
    let mut combos = vec![(1.0, Vec::new())];
    for _ in 0..count {
        combos = combos
            .into_iter()
            .flat_map(|(p, c)| {
                variants.iter().enumerate().map(move |(v, var)| {
                    let mut c = c.clone();
                    c.push(v);
                    (p * var.probability, c)
                })
            })
            .collect();
    }
    combos
}

impl<A: TurnAttack> FightChain<'_, A> {
    /// P(dead within k turns) for k = 1…`turns` and the expected turns to death, exactly, or
    /// [`ChainTooLarge`].
    pub fn survival(&self, turns: usize) -> Result<SurvivalLaw, ChainTooLarge> {
        survival_law(self, turns)
    }
}

fn survival_law<A: TurnAttack>(
    f: &FightChain<'_, A>,
    turns: usize,
) -> Result<SurvivalLaw, ChainTooLarge> {
    let (count, hp, chain) = (f.count, f.hp, f.chain);
    let states: Vec<Vec<usize>> = match chain {
        Some(c) => tuple_states(c, count),
        None => vec![vec![0; count]],
    };
    let combos = combinations(f.variants, count);
    if states.len() > MAX_EXACT_ENERGY_STATES || states.len() * combos.len() > MAX_EXACT_STATES {
        return Err(ChainTooLarge {
            energy_states: states.len(),
            combinations: combos.len(),
        });
    }
    let index: HashMap<&[usize], usize> = states
        .iter()
        .enumerate()
        .map(|(i, s)| (s.as_slice(), i))
        .collect();
    let mut dead = vec![0.0; turns];
    let mut expected = Some(0.0);
    for (w, combo) in &combos {
        let kernel = kernel(f, &states, &index, combo);
        let start: Vec<f64> = states
            .iter()
            .map(|t| match chain {
                Some(c) => t.iter().map(|&s| c.stationary[s]).product(),
                None => 1.0,
            })
            .collect();
        for (k, p) in forward(&kernel, &start, hp, turns).into_iter().enumerate() {
            dead[k] += w * p;
        }
        expected = match (expected, expected_turns(&kernel, &start, hp)) {
            (Some(e), Some(m)) => Some(e + w * m),
            _ => None,
        };
    }
    Ok(SurvivalLaw {
        p_dead_within_turns: dead,
        expected_turns_to_death: expected,
    })
}

/// From each state: `(next state, P(damage = d) × P(step))` for d < hp (index hp is death).
type Kernel = Vec<Vec<(usize, Vec<f64>)>>;

fn kernel<A: TurnAttack>(
    f: &FightChain<'_, A>,
    states: &[Vec<usize>],
    index: &HashMap<&[usize], usize>,
    combo: &[usize],
) -> Kernel {
    let (chain, variants, hp) = (f.chain, f.variants, f.hp);
    let mut cache: HashMap<Vec<u32>, Vec<f64>> = HashMap::new();
    let mut turn_damage = |rounds: &[u32]| -> Vec<f64> {
        cache
            .entry(rounds.to_vec())
            .or_insert_with(|| {
                let mut s = DamageState::start(f.block_limit, hp);
                for (&r, &v) in rounds.iter().zip(combo) {
                    for _ in 0..r {
                        s = s.after(&variants[v].attacks);
                    }
                }
                s.damage()
            })
            .clone()
    };
    states
        .iter()
        .map(|tuple| {
            let mut out: HashMap<usize, Vec<f64>> = HashMap::new();
            // Every joint step: each copy's step from its own state.
            let mut joint: Vec<(f64, Vec<usize>, Vec<u32>)> = vec![(1.0, Vec::new(), Vec::new())];
            for &s in tuple {
                let steps: Vec<(usize, u32, f64)> = match chain {
                    Some(c) => c.steps[s]
                        .iter()
                        .map(|(to, round, p)| (*to, (f.melee_rounds)(*round), *p))
                        .collect(),
                    None => vec![(0, 0, 1.0)],
                };
                joint = joint
                    .into_iter()
                    .flat_map(|(p, to, r)| {
                        steps.iter().map(move |&(t, rounds, q)| {
                            let (mut to, mut r) = (to.clone(), r.clone());
                            to.push(t);
                            r.push(rounds);
                            (p * q, to, r)
                        })
                    })
                    .collect();
            }
            for (p, to, rounds) in joint {
                let Some(&next) = index.get(to.as_slice()) else {
                    continue;
                };
                let law = turn_damage(&rounds);
                let entry = out.entry(next).or_insert_with(|| vec![0.0; hp + 1]);
                for (d, q) in law.iter().enumerate() {
                    entry[d] += p * q;
                }
            }
            let mut v: Vec<(usize, Vec<f64>)> = out.into_iter().collect();
            v.sort_by_key(|(s, _)| *s);
            v
        })
        .collect()
}

/// P(dead within k turns), k = 1…turns, from the start law over states with no damage taken.
fn forward(kernel: &Kernel, start: &[f64], hp: usize, turns: usize) -> Vec<f64> {
    let mut alive: Vec<Vec<f64>> = start
        .iter()
        .map(|&p| {
            let mut row = vec![0.0; hp];
            row[0] = p;
            row
        })
        .collect();
    let (mut dead, mut absorbed) = (Vec::with_capacity(turns), 0.0);
    for _ in 0..turns {
        let mut next = vec![vec![0.0; hp]; alive.len()];
        for (s, row) in alive.iter().enumerate() {
            for (c, &a) in row.iter().enumerate().filter(|&(_, &a)| a > 0.0) {
                for (to, law) in &kernel[s] {
                    for (d, &q) in law.iter().enumerate().filter(|&(_, &q)| q > 0.0) {
                        if c + d < hp {
                            next[*to][c + d] += a * q;
                        } else {
                            absorbed += a * q;
                        }
                    }
                }
            }
        }
        alive = next;
        dead.push(absorbed);
    }
    dead
}

/// E[turns to death] from the start law: `m(s, c)` (turns left from state s with c damage
/// taken) solved from `c = hp − 1` down, each level an energy-state linear system; `None`
/// when a state can go on forever without damage.
fn expected_turns(kernel: &Kernel, start: &[f64], hp: usize) -> Option<f64> {
    let n = kernel.len();
    let mut m = vec![vec![0.0; hp]; n];
    for c in (0..hp).rev() {
        // (I − K₀) x = 1 + Σ_{d ≥ 1, c + d < hp} K_d m(·, c + d)
        let mut a = vec![vec![0.0; n]; n];
        let mut b = vec![1.0; n];
        for s in 0..n {
            a[s][s] += 1.0;
            for (to, law) in &kernel[s] {
                a[s][*to] -= law[0];
                for (d, &q) in law.iter().enumerate().skip(1) {
                    if c + d < hp && q > 0.0 {
                        b[s] += q * m[*to][c + d];
                    }
                }
            }
        }
        let x = solve(a, b)?;
        for (s, v) in x.into_iter().enumerate() {
            if !v.is_finite() || v < 0.0 {
                return None;
            }
            m[s][c] = v;
        }
    }
    Some(start.iter().zip(&m).map(|(p, row)| p * row[0]).sum())
}
