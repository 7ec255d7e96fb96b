//! The player's attacks alone against a monster's HP, the monster never fighting back and its
//! block counter reset before every attack (`docs/rules/dcss-0.31-player-attack.md` §11,
//! `offence_only`): P(killed within k attacks), the expected attacks and the expected time.

use crate::dcss::player_attack::PlayerAction;
use crate::dist::Dist;

/// The undecided mass at which the expectation's sum stops.
const TAIL: f64 = 1e-15;
/// The most attacks the expectation sums.
const MAX_ATTACKS: usize = 1_000_000;

/// The offence alone (`docs/rules/dcss-0.31-player-attack.md` §11).
#[derive(Clone, Debug, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, schemars::JsonSchema))]
pub struct OffenceOnlyLaw {
    /// `[k − 1]`: P(the monster is dead after k actions), k = 1..
    pub p_killed_within_attacks: Vec<f64>,
    /// E\[actions to kill\]; `None` when an action can do no damage.
    pub expected_attacks_to_kill: Option<f64>,
    /// E\[aut to kill\] = E\[actions\]·E\[action time\] (Wald: the times do not depend on the
    /// damage).
    pub expected_aut_to_kill: Option<f64>,
}

/// The offence alone: `action` from a fresh block counter, repeated against the HP law
/// `monster_hp`; `attacks` entries of the within-attacks law.
pub fn offence_only(action: &PlayerAction, monster_hp: &Dist, attacks: usize) -> OffenceOnlyLaw {
    offence_only_law(
        &action.law().damage(0),
        action.delay.dist().mean(),
        monster_hp,
        attacks,
    )
}

/// The offence alone for any action: `step[d]` is P(an action deals `d`) and `mean_time` its
/// mean time, repeated against the HP law `monster_hp`; `attacks` entries of the
/// within-attacks law (`docs/rules/dcss-0.31-player-attack.md` §11,
/// `docs/rules/dcss-0.34-player-ranged.md` §9).
pub fn offence_only_law(
    step: &[f64],
    mean_time: f64,
    monster_hp: &Dist,
    attacks: usize,
) -> OffenceOnlyLaw {
    let dm = monster_hp.max().max(1) as usize;
    let survival: Vec<f64> = (0..dm as i32).map(|d| monster_hp.prob_ge(d + 1)).collect();
    let alive = |m: &[f64]| -> f64 { m.iter().zip(&survival).map(|(a, s)| a * s).sum() };
    let mut mass = vec![0.0; dm];
    mass[0] = 1.0;
    let (mut within, mut expected) = (Vec::with_capacity(attacks), 0.0);
    let mut left = 1.0;
    let mut k = 0;
    while (k < attacks || left >= TAIL) && k < MAX_ATTACKS {
        expected += left;
        let mut next = vec![0.0; dm];
        for (d, &w) in mass.iter().enumerate().filter(|&(_, &w)| w != 0.0) {
            for (dd, &p) in step.iter().enumerate().take(dm - d) {
                next[d + dd] += w * p;
            }
        }
        mass = next;
        left = alive(&mass);
        k += 1;
        if k <= attacks {
            within.push(1.0 - left);
        }
    }
    let finite = left < TAIL;
    let expected = finite.then_some(expected);
    OffenceOnlyLaw {
        p_killed_within_attacks: within,
        expected_attacks_to_kill: expected,
        expected_aut_to_kill: expected.map(|e| e * mean_time),
    }
}
