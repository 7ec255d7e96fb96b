//! The exact chances of an attack's hit and block, the numbers the lanes draw from
//! (`docs/rules/dcss-0.31.md` §2.1, §6.3; `docs/rules/dcss-0.34.md` §1.1, §6.3).
//!
//! A compiled attack's tables (`HitRule`, `ShieldRule`)
//! count the equally likely roll tuples in which it hits and blocks. Under 0.34 the player's EV
//! is drawn for every attack and the SH for every block roll, each from its hundredths: two
//! values at most, in `w` and `100 − w` cases of 100. The hit is then the mixture of the two EV
//! values' hits, the block the mixture of the two SH values' blocks, both exact fractions,
//! because the EV draw feeds only the hit and the SH draw only the block. So an attack needs
//! only its hit's chance and its block's chance after each number of earlier blocks, whatever
//! the rule set; the lanes draw each as one event ([`super::odds::Odds`] on a half-word when
//! the fraction fits 32 bits, else [`super::threshold::Threshold`] on a whole word).

use super::{CompiledAttack, Kind};
use crate::dcss::attack::{Attack, DefenderEv, DefenderShield};
use crate::dcss::rounding::Hundredths;
use crate::dcss::shields::Blocker;

/// An exact probability `favourable / outcomes` (`outcomes >= 1`, `favourable <= outcomes`)
/// (`docs/rules/dcss-0.31.md` §1).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Chance {
    /// The equally likely outcomes in which the event happens.
    pub favourable: u128,
    /// All the equally likely outcomes.
    pub outcomes: u128,
}

/// Greatest common divisor (Euclid).
pub(super) fn gcd(mut a: u128, mut b: u128) -> u128 {
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}

impl Chance {
    /// The event that never happens: 0 in 1.
    pub const NEVER: Chance = Chance {
        favourable: 0,
        outcomes: 1,
    };

    /// The same chance in lowest terms.
    pub(super) fn reduced(self) -> Self {
        let g = gcd(self.favourable, self.outcomes).max(1);
        Chance {
            favourable: self.favourable / g,
            outcomes: self.outcomes / g,
        }
    }

    /// The mixture `Σ wᵢ·cᵢ / Σ wᵢ` of chances with whole weights (weights of 0 left out),
    /// exactly, in lowest terms; `None` when it does not fit 128 bits.
    pub(super) fn mix(parts: impl IntoIterator<Item = (u32, Chance)>) -> Option<Chance> {
        let parts: Vec<(u128, Chance)> = parts
            .into_iter()
            .filter(|&(w, _)| w > 0)
            .map(|(w, c)| (u128::from(w), c.reduced()))
            .collect();
        let weight: u128 = parts.iter().map(|&(w, _)| w).sum();
        let lcm = parts.iter().try_fold(1u128, |l, &(_, c)| {
            (l / gcd(l, c.outcomes)).checked_mul(c.outcomes)
        })?;
        let favourable = parts.iter().try_fold(0u128, |sum, &(w, c)| {
            sum.checked_add(w.checked_mul(c.favourable)?.checked_mul(lcm / c.outcomes)?)
        })?;
        let chance = Chance {
            favourable,
            outcomes: weight.checked_mul(lcm)?,
        };
        (weight > 0).then(|| chance.reduced())
    }
}

/// What the lanes need of an attack: the chance of its hit, and with a shield that can block
/// it, of its block after `b` earlier blocks for `b` in `0..=max_blocks` (before the 0.31 block
/// limit).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AttackChances {
    /// The hit's chance.
    pub hit: Chance,
    /// The block's chance after `b` earlier blocks, at index `b`; `None` when no shield can
    /// block the attack.
    pub block: Option<Vec<Chance>>,
}

/// The blockers a block roll draws, with their weights in hundredths: the 0.34 player's two
/// internal SH values, else the one blocker.
fn blockers(blocker: Blocker) -> [(Blocker, u32); 2] {
    match blocker {
        Blocker::PlayerDrawn { sh_x100 } => Hundredths(sh_x100)
            .chances()
            .map(|(sh_internal, w)| (Blocker::Player { sh_internal }, w)),
        other => [(other, 100), (other, 0)],
    }
}

impl AttackChances {
    /// The chances of `attack` for up to `max_blocks` earlier blocks, when its hit is
    /// independent of its block and the game's tables compile it (monster attackers, and
    /// player attackers with a fixed pre-roll against no shield; not a blind player):
    /// `docs/rules/dcss-0.31.md` §2.1, §6.3 and, for the 0.34 draws, `docs/rules/dcss-0.34.md`
    /// §1.1.
    pub fn new(attack: &Attack, max_blocks: u32) -> Option<Self> {
        let first_ev = attack.ev.chances()[0].0;
        let shield_with = |blocker| attack.shield.map(|s| DefenderShield { blocker, ..s });
        let first_blocker = attack.shield.map(|s| blockers(s.blocker)[0].0);
        // Each EV value with the first blocker: the hit (the block does not depend on the EV).
        let mut hits = Vec::new();
        for (ev, w) in attack.ev.chances() {
            let fixed = Attack {
                ev: DefenderEv::Fixed(ev),
                shield: first_blocker.and_then(shield_with),
                ..*attack
            };
            let Kind::Tables { hit, .. } = CompiledAttack::tables(&fixed, max_blocks)? else {
                return None;
            };
            hits.push((w, hit.chance()));
        }
        let hit = Chance::mix(hits)?;
        // Each blocker with the first EV value: the block after each number of blocks.
        let block = match attack.shield {
            None => None,
            Some(s) => {
                let mut rules = Vec::new();
                for (blocker, w) in blockers(s.blocker) {
                    let fixed = Attack {
                        ev: DefenderEv::Fixed(first_ev),
                        shield: Some(DefenderShield { blocker, ..s }),
                        ..*attack
                    };
                    let Kind::Tables { shield, .. } = CompiledAttack::tables(&fixed, max_blocks)?
                    else {
                        return None;
                    };
                    rules.push((w, shield));
                }
                // No rule: the attack cannot be blocked (an incapacitated defender, a 0.34
                // automatic hit), whatever the SH.
                if rules.iter().any(|(_, r)| r.is_none()) {
                    None
                } else {
                    let by_blocks = (0..=max_blocks as usize)
                        .map(|b| {
                            let parts = rules
                                .iter()
                                .map(|(w, r)| Some((*w, r.as_ref()?.chance(b))))
                                .collect::<Option<Vec<_>>>()?;
                            Chance::mix(parts)
                        })
                        .collect::<Option<Vec<_>>>()?;
                    Some(by_blocks)
                }
            }
        };
        Some(AttackChances { hit, block })
    }
}
