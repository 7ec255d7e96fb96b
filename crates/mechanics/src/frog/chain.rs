//! Exact law of `N`, the number of monster actions between two consecutive player actions
//! (`docs/rules/frogcomposband-energy.md` §5, §8).
//!
//! The method is described in the [`energy`](super) module documentation, section *Method*.

use super::MonsterEnergy;
use super::cost::{energy_need_dist, monster_start_need_dist};
use crate::actions::ActionsLaw;
use crate::dist::Dist;

/// Stationary law of `N` for a player with `player_energy` energy per game turn whose action
/// costs follow `player_cost`, and one awake monster with `monster_energy` per game turn whose
/// action costs follow `monster_cost` (`docs/rules/frogcomposband-energy.md` §5, §8
/// `exact_chain`; the method is in the [`energy`](super) module documentation). For the game's
/// rules pass [`super::player_action_cost_dist`] and [`super::energy_need_dist`]; other laws
/// give §8's variants (e.g. the unclamped `randnor(100, 18)`).
///
/// When `monster_cost` can be below `monster_energy` (never with the game's clamp), the
/// monster's surplus can grow without bound; its chain is then truncated 16 cost deficits
/// (`monster_energy - monster_cost.min()`) below `-monster_energy`, the mass beyond being
/// lumped on the floor (also while counting actions). Reaching the floor takes at least 16
/// costs below `monster_energy`, so
/// the error is negligible whenever such costs are rare (about `1e-3` for the unclamped
/// `randnor(100, 18)` at E = 38).
///
/// # Panics
/// If `player_energy` or `monster_energy` is not positive, if `player_cost` can be negative
/// or is always 0, if `monster_cost` can be below 1, or if `monster_cost` gives no two
/// consecutive integers positive probability (its chain would be periodic and the long-run
/// law would depend on the starting phase).
///
/// # Example
/// ```
/// use mechanics::frog::{energy_need_dist, player_action_cost_dist, stationary_n_distribution};
/// use mechanics::tolerance::{EXACT, FIVE_DECIMALS};
/// // +0 player (E = 10) with 100-cost actions against a +10 monster (E = 20).
/// let n = stationary_n_distribution(10, &player_action_cost_dist(100, 10), 20, &energy_need_dist(20));
/// assert!((n.p_double() - 0.83809).abs() < FIVE_DECIMALS);
/// assert!((n.mean() - 2.0).abs() < EXACT);
/// ```
pub fn stationary_n_distribution(
    player_energy: i32,
    player_cost: &Dist,
    monster_energy: i32,
    monster_cost: &Dist,
) -> ActionsLaw {
    let gaps = stationary_gaps(player_energy, player_cost);
    let need = stationary_monster_need(monster_energy, monster_cost);
    window_counts(monster_energy, monster_cost, &need, &gaps)
}

/// Law of `N_1`, the first interval after level entry (`docs/rules/frogcomposband-energy.md` §2,
/// §3.5, §9.2): the player's need is 0 on entry, so its first action comes in the first game turn
/// with need `-E_p` before paying; the monster starts from `monster_start_need` (the game's
/// is [`super::monster_start_need_dist`]) and may act in that first game turn after the
/// player. Same parameters and panics as [`stationary_n_distribution`].
pub fn first_interval_n_distribution(
    player_energy: i32,
    player_cost: &Dist,
    monster_energy: i32,
    monster_cost: &Dist,
    monster_start_need: &Dist,
) -> ActionsLaw {
    check_monster_cost(monster_energy, monster_cost);
    let gaps = gaps_from(player_energy, &[(-player_energy, 1.0)], player_cost);
    window_counts(monster_energy, monster_cost, monster_start_need, &gaps)
}

/// Which law of `N` the scenario-level computation gives.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Regime {
    /// Stationary, per player action (the reference values).
    Stationary,
    /// The first interval after level entry.
    LevelEntry,
}

/// The game's law of `N` (clamped costs) for a mixture over the monster's energy per game
/// turn, weights summing to 1; the player's gap law is computed once
/// (`docs/rules/frogcomposband-energy.md` §3.5, §8).
pub(crate) fn game_mixture(
    player_energy: i32,
    player_cost: &Dist,
    monsters: &[MonsterEnergy],
    regime: Regime,
) -> ActionsLaw {
    let gaps = match regime {
        Regime::Stationary => stationary_gaps(player_energy, player_cost),
        Regime::LevelEntry => gaps_from(player_energy, &[(-player_energy, 1.0)], player_cost),
    };
    let parts: Vec<(f64, ActionsLaw)> = monsters
        .iter()
        .map(|m| {
            let em = m.per_turn;
            let cost = energy_need_dist(em);
            let need = match regime {
                Regime::Stationary => stationary_monster_need(em, &cost),
                // The first cost is drawn at placement, in the unhasted clamp row (§3.5).
                Regime::LevelEntry => monster_start_need_dist(m.at_placement),
            };
            (m.weight, window_counts(em, &cost, &need, &gaps))
        })
        .collect();
    ActionsLaw::mixture(&parts)
}

/// `P(D = d)` for the player's gap `D` (game turns until its next action) when its need
/// before paying follows `starts` (`docs/rules/frogcomposband-energy.md` §5).
fn gaps_from(ep: i32, starts: &[(i32, f64)], cost: &Dist) -> Vec<f64> {
    assert!(ep > 0, "the player's energy per game turn must be positive");
    assert!(
        cost.min() >= 0 && cost.max() > 0,
        "player costs must be non-negative and not always 0"
    );
    let max_x = starts.iter().map(|&(x0, _)| x0).max().unwrap_or(0) + cost.max();
    let mut gaps = vec![0.0; (max_x.max(0) + ep - 1) as usize / ep as usize + 1];
    for &(x0, w) in starts {
        for (c, p) in cost.iter().filter(|&(_, p)| p > 0.0) {
            let x = x0 + c;
            let d = if x <= 0 { 0 } else { (x + ep - 1) / ep };
            gaps[d as usize] += w * p;
        }
    }
    gaps
}

/// The player's gap law at its stationary residue, uniform on `(-E_p, 0]` (the *Method* section
/// of the module documentation).
fn stationary_gaps(ep: i32, cost: &Dist) -> Vec<f64> {
    assert!(ep > 0, "the player's energy per game turn must be positive");
    let starts: Vec<(i32, f64)> = (0..ep).map(|i| (-i, 1.0 / f64::from(ep))).collect();
    gaps_from(ep, &starts, cost)
}

/// Depth of the truncation of the monster's surplus, in cost deficits (see
/// [`stationary_n_distribution`]).
const SURPLUS_TRUNCATION: i32 = 16;

fn check_monster_cost(em: i32, cost: &Dist) {
    assert!(
        em > 0,
        "the monster's energy per game turn must be positive"
    );
    assert!(cost.min() >= 1, "monster costs must be at least 1");
    assert!(
        cost.probs().windows(2).any(|w| w[0] > 0.0 && w[1] > 0.0),
        "the monster's cost law needs two consecutive values (aperiodic chain)"
    );
}

/// Stationary law, in game-turn time, of the monster's need before its step
/// (`docs/rules/frogcomposband-energy.md` §7, §8).
fn stationary_monster_need(em: i32, cost: &Dist) -> Dist {
    check_monster_cost(em, cost);
    let (cmin, cmax) = (cost.min(), cost.max());
    // Surplus `r = need - E_m` at the monster's action times.
    let floor = if cmin >= em {
        1 - em
    } else {
        1 - em - SURPLUS_TRUNCATION * (em - cmin)
    };
    let states = (1 - floor) as usize;
    let next_surplus = |z: i32| {
        let r = if z <= em {
            z - em
        } else {
            z - (z + em - 1) / em * em
        };
        r.max(floor)
    };
    // Row-stochastic transition matrix of the surplus chain, stored transposed minus the
    // identity, with the last equation replaced by the normalisation.
    let mut a = vec![vec![0.0; states + 1]; states];
    for r in floor..=0 {
        let from = (r - floor) as usize;
        for (c, p) in cost.iter().filter(|&(_, p)| p > 0.0) {
            let to = (next_surplus(r + c) - floor) as usize;
            a[to][from] += p;
        }
        a[from][from] -= 1.0;
    }
    a[states - 1].fill(1.0);
    let rho = solve(a);
    // Visits of the pre-step need between two actions: z, z - E_m, ... down to the first
    // value <= E_m, at which the monster acts.
    let lo = (floor + cmin).min(1);
    let mut weights = vec![0.0; (cmax - lo + 1) as usize];
    for (i, &w) in rho.iter().enumerate().filter(|&(_, &w)| w > 0.0) {
        let r = floor + i as i32;
        for (c, p) in cost.iter().filter(|&(_, p)| p > 0.0) {
            let mut y = r + c;
            loop {
                weights[(y - lo) as usize] += w * p;
                if y <= em {
                    break;
                }
                y -= em;
            }
        }
    }
    Dist::from_weights(lo, &weights)
}

/// Solves the square system given as an augmented matrix (last column the right-hand side)
/// by Gaussian elimination with partial pivoting.
fn solve(mut a: Vec<Vec<f64>>) -> Vec<f64> {
    let n = a.len();
    for col in 0..n {
        let pivot = (col..n)
            .max_by(|&i, &j| a[i][col].abs().total_cmp(&a[j][col].abs()))
            .unwrap_or(col);
        a.swap(col, pivot);
        let (top, rest) = a.split_at_mut(col + 1);
        let pivot_row = &top[col];
        let inv = 1.0 / pivot_row[col];
        for row in rest.iter_mut() {
            let f = row[col] * inv;
            if f != 0.0 {
                for (x, &y) in row[col..].iter_mut().zip(&pivot_row[col..]) {
                    *x -= f * y;
                }
            }
        }
    }
    let mut x = vec![0.0; n];
    for i in (0..n).rev() {
        let s: f64 = (i + 1..n).map(|j| a[i][j] * x[j]).sum();
        x[i] = ((a[i][n] - s) / a[i][i]).max(0.0);
    }
    x
}

/// Rows (action counts) at the edge of the support whose total probability is below this
/// are dropped while propagating; the mass lost is at most this per dropped row, far below
/// the rounding of the results.
const NEGLIGIBLE_MASS: f64 = 1e-25;

/// `Σ_d gaps[d] · P(n monster actions in d steps)` from the monster need law `start`
/// (`docs/rules/frogcomposband-energy.md` §7: each step `y -= E_m`, and if `y <= 0`, `y += cost`
/// and the monster acts once).
fn window_counts(em: i32, cost: &Dist, start: &Dist, gaps: &[f64]) -> ActionsLaw {
    let (cmin, cmax) = (cost.min(), cost.max());
    let lo = start.min().min(1);
    let hi = start.max().max(cmax);
    let width = (hi - lo + 1) as usize;
    let pc = cost.probs();
    // First index (y - lo) of a need that does not act this step (y > E_m).
    let idle_from = (em + 1 - lo) as usize;
    let mut first = vec![0.0; width];
    for (y, p) in start.iter() {
        first[(y - lo) as usize] = p;
    }
    let mut result = vec![gaps.first().copied().unwrap_or(0.0)];
    // rows[i] is the need law jointly with n = n0 + i actions so far.
    let mut rows = vec![first];
    let mut n0 = 0usize;
    let mut spare: Vec<Vec<f64>> = Vec::new();
    for &gap in gaps.iter().skip(1) {
        let mut next: Vec<Vec<f64>> = (0..=rows.len())
            .map(|_| {
                let mut v = spare.pop().unwrap_or_else(|| vec![0.0; width]);
                v.fill(0.0);
                v
            })
            .collect();
        for (i, row) in rows.iter().enumerate() {
            if idle_from < width {
                let dst = &mut next[i][idle_from - em as usize..];
                for (d, s) in dst.iter_mut().zip(&row[idle_from..]) {
                    *d += s;
                }
            }
            let acting = &mut next[i + 1];
            for (j, &mass) in row.iter().enumerate().take(idle_from.min(width)) {
                if mass == 0.0 {
                    continue;
                }
                // y - E_m + cost, as an index: j - E_m + cmin + t.
                let base = j as i32 - em + cmin;
                if base >= 0 {
                    let dst = &mut acting[base as usize..base as usize + pc.len()];
                    for (d, &q) in dst.iter_mut().zip(pc) {
                        *d += mass * q;
                    }
                } else {
                    for (t, &q) in pc.iter().enumerate() {
                        acting[(base + t as i32).max(0) as usize] += mass * q;
                    }
                }
            }
        }
        spare.append(&mut rows);
        rows = next;
        // Drop the rows at either end whose whole mass is negligible.
        let negligible = |r: &[f64]| r.iter().sum::<f64>() < NEGLIGIBLE_MASS;
        while rows.len() > 1 && rows.last().is_some_and(|r| negligible(r)) {
            spare.extend(rows.pop());
        }
        while rows.len() > 1 && negligible(&rows[0]) {
            spare.push(rows.remove(0));
            n0 += 1;
        }
        if gap > 0.0 {
            if result.len() < n0 + rows.len() {
                result.resize(n0 + rows.len(), 0.0);
            }
            for (i, row) in rows.iter().enumerate() {
                result[n0 + i] += gap * row.iter().sum::<f64>();
            }
        }
    }
    ActionsLaw::from_probs(result)
}
