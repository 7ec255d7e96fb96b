//! The exact chances of an attack's hit and block, the numbers the lanes draw from
//! (`docs/rules/dcss-0.31.md` §2.1, §6.3; `docs/rules/dcss-0.34.md` §1.1, §6.3).
//!
//! A compiled attack's tables ([`HitRule`](super::HitRule), [`ShieldRule`](super::ShieldRule))
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

/// An exact probability `favourable / outcomes` (`outcomes >= 1`, `favourable <= outcomes`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Chance {
    pub(super) favourable: u128,
    pub(super) outcomes: u128,
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
    pub(super) const NEVER: Chance = Chance {
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

    /// The probability, for tests.
    #[cfg(test)]
    pub(super) fn probability(self) -> f64 {
        self.favourable as f64 / self.outcomes as f64
    }
}

/// What the lanes need of an attack: the chance of its hit, and with a shield that can block
/// it, of its block after `b` earlier blocks for `b` in `0..=max_blocks` (before the 0.31 block
/// limit).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct AttackChances {
    pub(super) hit: Chance,
    pub(super) block: Option<Vec<Chance>>,
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
    pub(super) fn new(attack: &Attack, max_blocks: u32) -> Option<Self> {
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dcss::attack::{Attacker, PlayerPreRoll};
    use crate::dcss::rules::RuleSet;
    use crate::dcss::shields::{ShieldRules, monster_bypass};
    use crate::dcss::to_hit::{HitModifiers, MonsterAttacker};
    use crate::tolerance::EXACT;

    fn attacks() -> Vec<Attack> {
        let monster = |hd, fighter, weapon_to_hit| {
            Attacker::Monster(MonsterAttacker {
                hd,
                fighter,
                weapon_to_hit,
                slaying: 0,
            })
        };
        let shield = |blocker, rules, unseen| {
            Some(DefenderShield {
                blocker,
                unseen_attacker: unseen,
                incapacitated: false,
                rules,
            })
        };
        let base = Attack {
            attacker: monster(10, true, 0),
            mods: HitModifiers::default(),
            ev: DefenderEv::Fixed(20),
            shield: shield(
                Blocker::Player { sh_internal: 27 },
                ShieldRules::V031,
                false,
            ),
            rule_set: RuleSet::Dcss031,
        };
        vec![
            base,
            Attack {
                ev: DefenderEv::Fixed(0),
                ..base
            },
            Attack {
                ev: DefenderEv::Fixed(-8),
                ..base
            },
            Attack {
                attacker: monster(3, false, 1500),
                ..base
            },
            Attack {
                mods: HitModifiers {
                    defender_unseen: true,
                    ..HitModifiers::default()
                },
                shield: shield(Blocker::Player { sh_internal: 51 }, ShieldRules::V019, true),
                ..base
            },
            Attack {
                shield: shield(
                    Blocker::Monster {
                        shield_class: Some(3),
                    },
                    ShieldRules::V031,
                    false,
                ),
                ..base
            },
            Attack {
                shield: shield(
                    Blocker::Monster {
                        shield_class: Some(22),
                    },
                    ShieldRules::V019,
                    false,
                ),
                ..base
            },
            Attack {
                attacker: Attacker::Player(PlayerPreRoll::Fixed(30)),
                mods: HitModifiers {
                    backlit: true,
                    ..HitModifiers::default()
                },
                ev: DefenderEv::Fixed(12),
                shield: None,
                rule_set: RuleSet::Dcss031,
            },
        ]
    }

    /// The monster attacks under 0.34: EV and SH drawn from their hundredths (fractional,
    /// whole, negative, −10 for an unseen attacker), an automatic hit that cannot be blocked.
    fn attacks034() -> Vec<Attack> {
        let drawn = |a: Attack, x100: i32, sh_x100: Option<i32>| Attack {
            ev: DefenderEv::Drawn {
                x100,
                shift: if a.shield.is_some_and(|s| s.unseen_attacker) {
                    -10
                } else {
                    0
                },
            },
            shield: a.shield.map(|s| DefenderShield {
                blocker: match (s.blocker, sh_x100) {
                    (Blocker::Player { .. }, Some(sh_x100)) => Blocker::PlayerDrawn { sh_x100 },
                    (other, _) => other,
                },
                ..s
            }),
            rule_set: RuleSet::Dcss034,
            ..a
        };
        attacks()
            .into_iter()
            .zip([2050, 1500, -320, 2099, 1, 733, 1212, 480])
            .zip([
                Some(2761),
                Some(2700),
                None,
                Some(1),
                Some(5137),
                None,
                None,
                None,
            ])
            .map(|((a, ev), sh)| match a.attacker {
                Attacker::Player(_) => a,
                Attacker::Monster(_) => drawn(a, ev, sh),
            })
            .collect()
    }

    /// The chances are the exact law's probabilities, under 0.31 and 0.34: the hit's against
    /// `Attack::p_beat_ev`, the block's after 0 to 4 blocks against the contest's `p_block`
    /// (no block for a 0.34 automatic hit).
    #[test]
    fn chances_are_the_exact_probabilities() {
        for attack in attacks().into_iter().chain(attacks034()) {
            let chances = AttackChances::new(&attack, 4).expect("compiled");
            let p = chances.hit.probability();
            assert!((p - attack.p_beat_ev()).abs() < EXACT, "{attack:?}: {p}");
            let Some(s) = attack.shield else {
                assert_eq!(chances.block, None);
                continue;
            };
            let Attacker::Monster(m) = attack.attacker else {
                unreachable!("only monster attacks are compiled with a shield")
            };
            if !attack.can_block(m.to_hit_dist(&attack.mods).max()) {
                assert_eq!(chances.block, None, "{attack:?}");
                continue;
            }
            let contest = s.contest(monster_bypass(m.hd));
            let block = chances.block.expect("a shield");
            for (b, chance) in block.iter().enumerate() {
                let p = chance.probability();
                assert!(
                    (p - contest.p_block(b as u32)).abs() < EXACT,
                    "{attack:?} b={b}: {p}"
                );
            }
        }
    }

    /// A 0.34 attack whose EV and SH are whole has the 0.31 attack's chances (but for an
    /// automatic hit, which 0.34 never blocks).
    #[test]
    fn whole_034_values_have_the_031_chances() {
        for a in attacks() {
            let whole = Attack {
                ev: DefenderEv::Drawn {
                    x100: a.ev.fixed().unwrap() * 100,
                    shift: 0,
                },
                shield: a.shield.map(|s| DefenderShield {
                    blocker: match s.blocker {
                        Blocker::Player { sh_internal } => Blocker::PlayerDrawn {
                            sh_x100: sh_internal * 100,
                        },
                        other => other,
                    },
                    ..s
                }),
                rule_set: RuleSet::Dcss034,
                ..a
            };
            let (old, new) = (AttackChances::new(&a, 3), AttackChances::new(&whole, 3));
            if whole.can_block(a.to_hit_dist().max()) {
                assert_eq!(new, old, "{a:?}");
            } else {
                assert_eq!(new.map(|c| c.hit), old.map(|c| c.hit), "{a:?}");
            }
        }
    }
}
