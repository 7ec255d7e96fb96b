//! An attack's hit and block as exact odds: the number of equally likely roll tuples in which
//! the event happens over their number, drawn as one uniform digit (`docs/rules/dcss-0.31.md`
//! §2.1, §6.3; `docs/rules/dcss-0.19-shields.md` §2.1).
//!
//! A compiled attack's tables ([`HitRule`], [`ShieldRule`]) decode its rolls' digits into the hit
//! and the block. Every digit tuple is equally likely, so the hit has probability `H / D`: the
//! tuples that hit over all tuples, counted once from the tables. When the hit and the block are
//! independent (monster attackers, whose pierce does not depend on the to-hit roll; attacks
//! without a shield), a sampler that needs only the outcome draws each as one digit `d` uniform
//! on `0..D` and takes the event iff `d < H`: the same law from one multiply instead of four,
//! and no table lookup. The fraction is reduced first, so the digit's range (and its rejection
//! rate) is as small as it can be.

use super::{HitRule, ShieldRule};
use crate::sampling::digits::Digits;

#[cfg(target_arch = "x86_64")]
pub(super) mod vector;

/// An event of exact probability `favourable / outcomes`, from one 32-bit digit
/// (`docs/rules/dcss-0.31.md` §1: a `random2(outcomes)` compared with `favourable`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Odds {
    digits: Digits<1>,
    favourable: u32,
}

/// Greatest common divisor (Euclid).
fn gcd(mut a: u128, mut b: u128) -> u128 {
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}

impl Odds {
    /// The odds `favourable / outcomes` in lowest terms, when the reduced `outcomes` fits one
    /// 32-bit digit (`outcomes >= 1`, `favourable <= outcomes`).
    fn new(favourable: u128, outcomes: u128) -> Option<Self> {
        debug_assert!(outcomes >= 1 && favourable <= outcomes);
        let g = gcd(favourable, outcomes);
        let (favourable, outcomes) = (favourable / g, outcomes / g);
        let outcomes = i64::try_from(outcomes)
            .ok()
            .filter(|&o| o <= i64::from(u32::MAX))?;
        let digits = Digits::new([outcomes]).ok()?;
        Some(Odds {
            digits,
            favourable: u32::try_from(favourable).ok()?,
        })
    }

    /// The event that never happens: 0 in 1.
    pub(super) fn never() -> Option<Self> {
        Self::new(0, 1)
    }

    /// The event from a 32-bit half-word, and whether the half-word is accepted (its
    /// verdict must be ignored when not): the digit `d` is below `favourable`.
    #[inline(always)]
    pub(super) fn test_u32(&self, x: u32) -> (bool, bool) {
        let ([d], ok) = self.digits.from_u32_flagged(x);
        (d < self.favourable, ok)
    }

    /// The digit's range, its 32-bit rejection threshold and the favourable digits, for the
    /// vector kernels that run [`Self::test_u32`] on several words at once.
    pub(super) fn lanes32(&self) -> (u32, u32, u32) {
        let ([range], reject) = self.digits.lanes32();
        (range, reject, self.favourable)
    }

    /// The packed form the vector kernels gather by block count: `reject << 32 | range`.
    pub(super) fn word(&self) -> u64 {
        let (range, reject, _) = self.lanes32();
        (u64::from(reject) << 32) | u64::from(range)
    }

    /// The favourable digits.
    pub(super) fn favourable(&self) -> u32 {
        self.favourable
    }

    /// The probability, for tests.
    #[cfg(test)]
    fn probability(&self) -> f64 {
        f64::from(self.favourable) / self.digits.outcomes() as f64
    }
}

impl HitRule {
    /// The odds of the hit: the digit pairs `(d₀, d₁)` with `threshold[d₀] >= ev_sum[d₁]` over
    /// all pairs (`docs/rules/dcss-0.31.md` §2.1 step 4).
    pub(super) fn odds(&self) -> Option<Odds> {
        let mut ev_sum = self.ev_sum.clone();
        ev_sum.sort_unstable();
        let hits: u128 = self
            .threshold
            .iter()
            .map(|&t| ev_sum.partition_point(|&e| e <= t) as u128)
            .sum();
        Odds::new(hits, self.threshold.len() as u128 * ev_sum.len() as u128)
    }
}

impl ShieldRule {
    /// The odds of the block after `blocks` earlier blocks, before the 0.31 limit: the digit
    /// pairs `(pierce, pair)` with `pro_by_pair[pair] >= pierce` over all pairs
    /// (`docs/rules/dcss-0.31.md` §6.3, `docs/rules/dcss-0.19-shields.md` §2.1).
    pub(super) fn odds(&self, blocks: usize) -> Option<Odds> {
        let digits = &self.by_blocks[blocks.min(self.by_blocks.len() - 1)];
        let [pierce_range, pairs] = digits.ranges();
        let pierce_range = i64::try_from(pierce_range).ok()?;
        // A pair with value `v` blocks the pierces `0..=v` that the range has.
        let blocks: u128 = self
            .pro_by_pair
            .iter()
            .map(|&v| (i64::from(v) + 1).clamp(0, pierce_range) as u128)
            .sum();
        Odds::new(blocks, pierce_range as u128 * u128::from(pairs))
    }
}

#[cfg(test)]
mod tests {
    use super::super::{CompiledAttack, Kind};
    use super::*;
    use crate::dcss::attack::DefenderEv;
    use crate::dcss::attack::{Attack, Attacker, DefenderShield, PlayerPreRoll};
    use crate::dcss::rules::RuleSet;
    use crate::dcss::shields::{Blocker, ShieldRules};
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

    /// The odds counted from the tables are the exact law's probabilities: the hit's against
    /// `Attack::p_beat_ev`, the block's after 0 to 4 blocks against the contest's `p_block`.
    #[test]
    fn odds_are_the_exact_probabilities() {
        for attack in attacks() {
            let Kind::Tables { hit, shield } = CompiledAttack::compile(&attack, 4).kind else {
                panic!("{attack:?} is compiled");
            };
            let p = hit.odds().expect("fits").probability();
            assert!((p - attack.p_beat_ev()).abs() < EXACT, "{attack:?}: {p}");
            if let (Some(rule), Some(s)) = (shield, attack.shield) {
                let Attacker::Monster(m) = attack.attacker else {
                    unreachable!("only monster attacks are compiled with a shield")
                };
                let contest = s.contest(crate::dcss::shields::monster_bypass(m.hd));
                for b in 0..=4 {
                    let p = rule.odds(b).expect("fits").probability();
                    assert!(
                        (p - contest.p_block(b as u32)).abs() < EXACT,
                        "{attack:?} b={b}"
                    );
                }
            }
        }
    }

    #[test]
    fn odds_are_in_lowest_terms() {
        let odds = Odds::new(6, 8).unwrap();
        assert_eq!(odds.lanes32().0, 4);
        assert_eq!(odds.favourable(), 3);
        assert_eq!(Odds::new(0, 77).unwrap().lanes32().0, 1);
        assert_eq!(Odds::new(77, 77).unwrap().lanes32(), (1, 0, 1));
        assert!(Odds::new(1, 1 << 33).is_none());
        assert!(Odds::new(2, 1 << 33).is_none());
        assert_eq!(Odds::new(4, 1 << 33).unwrap().lanes32().0, 1 << 31);
    }
}
