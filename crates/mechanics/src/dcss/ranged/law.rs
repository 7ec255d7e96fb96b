//! What every ranged attack comes to, whatever its kind: its law in a sequence ([`ShotLaw`]),
//! one played attack ([`Shot`]), and the forms the reports and vectors give laws in
//! (`docs/rules/dcss-0.31-ranged.md` §4).

use std::collections::BTreeMap;

use crate::dcss::attack::Outcome;
use crate::dist::Dist;

/// One attack's law (`docs/rules/dcss-0.31-ranged.md` §4): blocked with `p_block` while the
/// block limit is not reached, else it lands with `p_hit` and does `damage`. The block and the
/// EV test are independent for missiles and beams alike.
#[derive(Clone, Debug, PartialEq)]
pub struct ShotLaw {
    /// P(it lands when it is not blocked): the EV test for missiles and beams, Willpower
    /// failing to resist Pain (§10).
    pub p_hit: f64,
    /// P(blocked) while the limit is not reached; 0 when it cannot be blocked.
    pub p_block: f64,
    /// The law of its damage when it lands (a point at 0 for darts and nets).
    pub damage: Dist,
}

impl ShotLaw {
    /// P(lands) with the block counter below (`open`) or at the limit.
    pub fn p_land(&self, open: bool) -> f64 {
        let block = if open { self.p_block } else { 0.0 };
        (1.0 - block) * self.p_hit
    }
}

/// One played attack: how it ended and the damage it did (`docs/rules/dcss-0.31-ranged.md`
/// §4). A Pain that Willpower resists is a miss.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Shot {
    /// Missed, blocked or landed.
    pub outcome: Outcome,
    /// The damage after AC (and GDR or resistance); 0 unless it landed.
    pub damage: i32,
}

impl Shot {
    /// Blocked by the shield.
    pub(crate) fn blocked() -> Self {
        Shot {
            outcome: Outcome::Blocked,
            damage: 0,
        }
    }

    /// Missed on the EV test.
    pub(crate) fn missed() -> Self {
        Shot {
            outcome: Outcome::Missed,
            damage: 0,
        }
    }

    /// Landed for `damage`.
    pub(crate) fn landed(damage: i32) -> Self {
        Shot {
            outcome: Outcome::Landed,
            damage,
        }
    }
}

/// A law as `value → probability`, the form the reports and vectors use.
pub(crate) fn law_map(d: &Dist) -> BTreeMap<i32, f64> {
    d.iter().filter(|&(_, p)| p > 0.0).collect()
}

/// `P(X = i)` for `i = 0..=max`, the form of a damage distribution (damage is never negative).
pub(crate) fn by_value(d: &Dist) -> Vec<f64> {
    (0..=d.max().max(0)).map(|i| d.prob(i)).collect()
}
