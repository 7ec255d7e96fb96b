//! Attacks composed into rounds, and rounds into survival: a monster round of attack
//! slots, each landing with its own probability and rolling its own damage, against a player
//! of fixed AC and HP with no healing (`docs/rules/dcss-0.31-damage.md` §6).
//!
//! Rounds are counted in monster attack rounds; turning them into player turns needs the
//! energy chain of `docs/rules/dcss-0.31.md` §7, which is not i.i.d. (§9).
//!
//! Under DCSS 0.34 ([`Fight::new_034`]) each landed attack has the 0.34 multipliers and draws
//! the player's AC twice from its hundredths (`docs/rules/dcss-0.34.md` §D2, §D6).

use super::DamageError;
use super::ac::PLAYER_AC;
use super::landed::{landed_damage_law, roll_landed};
use super::melee034::{MeleeDamage034, Modifiers034, landed_damage_law_034, roll_landed_034};
use super::monster_melee::MeleeDamage;
use crate::dcss::defender::DefenderHundredths;
use crate::dcss::rounding::Hundredths;
use crate::dcss::rules::{PlayerNumbers, RuleSet};
use crate::dist::Dist;
use crate::limits::Limit;
use rand::{Rng, RngExt};

/// One attack slot of a monster round: the attack's damage and the chance that it lands,
/// i.e. hits and is not blocked (`docs/rules/dcss-0.31-damage.md` §6).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct RoundAttack {
    /// The attack's damage before AC.
    pub damage: MeleeDamage,
    /// P(the attack lands), 0–1.
    pub p_land: f64,
}

/// A fight of identical, independent monster rounds against a player who does not heal:
/// the player dies in the first round whose cumulative damage reaches the HP
/// (`docs/rules/dcss-0.31-damage.md` §2.4, §6).
#[derive(Clone, Debug, PartialEq)]
pub struct Fight {
    attacks: Vec<RoundAttack>,
    /// The rule set whose landed-damage law applies.
    rules: RuleSet,
    /// The 0.34 multipliers of every attack (none under 0.31).
    extra: Modifiers034,
    /// The player's AC ×100 (a whole AC under 0.31).
    ac: Hundredths,
    hp: i32,
    round: Dist,
}

impl Fight {
    /// The player's HP at the start: 1–9999.
    pub const HP: Limit = Limit::new("hp", 1, 9999);
    /// The most attack slots in a round: 32, more than any monster has.
    pub const MAX_ATTACKS: usize = 32;

    /// A fight with these attack slots per round against a player of AC `ac` (inside
    /// [`PLAYER_AC`]) and `hp` HP (inside [`Self::HP`]) (`docs/rules/dcss-0.31-damage.md` §6).
    ///
    /// ```
    /// use mechanics::dcss::damage::{DamageModifiers, Fight, MeleeDamage, RoundAttack};
    ///
    /// let bite = MeleeDamage::new(8, None, DamageModifiers::default())?;
    /// let e = Fight::new(vec![RoundAttack { damage: bite, p_land: 1.5 }], 0, 20).unwrap_err();
    /// assert_eq!((e.field(), e.to_string().as_str()), ("p_land", "1.5 is not a probability: allowed 0 to 1"));
    /// # Ok::<(), mechanics::dcss::damage::DamageError>(())
    /// ```
    pub fn new(attacks: Vec<RoundAttack>, ac: i32, hp: i32) -> Result<Self, DamageError> {
        PLAYER_AC.check(ac)?;
        Self::new_in(
            RuleSet::Dcss031,
            attacks,
            Modifiers034::default(),
            Hundredths::whole(ac),
            hp,
        )
    }

    /// The same fight under DCSS 0.34 (`docs/rules/dcss-0.34.md` §D2, §D6): every attack with
    /// the multipliers `extra`, against a player whose AC ×100 is `ac` (inside
    /// [`DefenderHundredths::AC_X100`]), drawn twice per landed hit.
    ///
    /// ```
    /// use mechanics::dcss::damage::{DamageModifiers, Fight, MeleeDamage, RoundAttack};
    /// use mechanics::dcss::rounding::Hundredths;
    ///
    /// let bite = MeleeDamage::new(8, None, DamageModifiers::default())?;
    /// let slots = vec![RoundAttack { damage: bite, p_land: 0.5 }];
    /// // A whole AC draws nothing: the 0.34 fight is the 0.31 one.
    /// let old = Fight::new(slots.clone(), 4, 20)?;
    /// let new = Fight::new_034(slots, Default::default(), Hundredths(400), 20)?;
    /// assert_eq!(old.round_damage(), new.round_damage());
    /// # Ok::<(), mechanics::dcss::damage::DamageError>(())
    /// ```
    pub fn new_034(
        attacks: Vec<RoundAttack>,
        extra: Modifiers034,
        ac: Hundredths,
        hp: i32,
    ) -> Result<Self, DamageError> {
        DefenderHundredths::AC_X100.check(ac.x100())?;
        Self::new_in(
            RuleSet::newest_with(PlayerNumbers::Hundredths),
            attacks,
            extra,
            ac,
            hp,
        )
    }

    fn new_in(
        rules: RuleSet,
        attacks: Vec<RoundAttack>,
        extra: Modifiers034,
        ac: Hundredths,
        hp: i32,
    ) -> Result<Self, DamageError> {
        if attacks.is_empty() || attacks.len() > Self::MAX_ATTACKS {
            return Err(DamageError::AttackCount {
                count: attacks.len(),
                max: Self::MAX_ATTACKS,
            });
        }
        Self::HP.check(hp)?;
        for a in &attacks {
            a.damage.validate()?;
            if !(0.0..=1.0).contains(&a.p_land) {
                return Err(DamageError::Probability {
                    field: "p_land",
                    value: a.p_land,
                });
            }
        }
        let mut fight = Fight {
            attacks,
            rules,
            extra,
            ac,
            hp,
            round: Dist::point(0),
        };
        fight.round = fight
            .attacks
            .iter()
            .map(|a| fight.attempt_law(a))
            .fold(Dist::point(0), |sum, law| sum.add(&law));
        Ok(fight)
    }

    /// An attack of this fight under its rule set.
    fn with_extra(&self, damage: MeleeDamage) -> MeleeDamage034 {
        MeleeDamage034 {
            damage,
            extra: self.extra,
        }
    }

    /// One attempted attack's damage law: 0 when it does not land (§6).
    fn attempt_law(&self, attack: &RoundAttack) -> Dist {
        let landed = match self.rules.release().player_numbers {
            PlayerNumbers::Whole => landed_damage_law(&attack.damage, self.ac.floor()),
            PlayerNumbers::Hundredths => {
                landed_damage_law_034(&self.with_extra(attack.damage), self.ac)
            }
        };
        let p = attack.p_land;
        Dist::from_weights(0, &[1.0 - p, p]).and_then(|lands| {
            if lands == 1 {
                landed.clone()
            } else {
                Dist::point(0)
            }
        })
    }

    /// The exact law of the damage of one round (`docs/rules/dcss-0.31-damage.md` §6): the
    /// slots' laws convolved, each `(1 − p)·δ₀ + p·(landed damage after AC)`.
    pub fn round_damage(&self) -> &Dist {
        &self.round
    }

    /// `P(dead within n rounds)` for `n = 1..=rounds`, exactly: the law of the cumulative
    /// damage, with the mass that reached the HP absorbed (`docs/rules/dcss-0.31-damage.md` §6).
    pub fn p_dead_within_rounds(&self, rounds: usize) -> Vec<f64> {
        let hp = self.hp as usize;
        let mut alive = vec![0.0; hp];
        alive[0] = 1.0;
        // The mass absorbed by death, summed as it arrives (no `1 - alive` cancellation).
        let (mut dead, mut absorbed) = (Vec::with_capacity(rounds), 0.0);
        for _ in 0..rounds {
            let mut next = vec![0.0; hp];
            for (taken, &p) in alive.iter().enumerate().filter(|(_, p)| **p > 0.0) {
                for (d, q) in self.round.iter() {
                    let total = taken + d as usize;
                    if total < hp {
                        next[total] += p * q;
                    } else {
                        absorbed += p * q;
                    }
                }
            }
            alive = next;
            dead.push(absorbed);
        }
        dead
    }

    /// `E[rounds to death]`, exactly, or `None` when no round can do damage
    /// (`docs/rules/dcss-0.31-damage.md` §6): with `m(r)` the expectation at `r` HP left,
    /// `m(r) = (1 + Σ_{d=1}^{r−1} P(d)·m(r−d)) / (1 − P(0))`.
    pub fn expected_rounds_to_death(&self) -> Option<f64> {
        let stay = self.round.prob(0);
        if stay >= 1.0 {
            return None;
        }
        let hp = self.hp as usize;
        let mut m = vec![0.0; hp + 1];
        for r in 1..=hp {
            let later: f64 = (1..r).map(|d| self.round.prob(d as i32) * m[r - d]).sum();
            m[r] = (1.0 + later) / (1.0 - stay);
        }
        Some(m[hp])
    }

    /// One fight, rolled attack by attack in slot order: the number of rounds until the
    /// player dies, or `None` if alive after `max_rounds` (`docs/rules/dcss-0.31-damage.md` §6).
    pub fn sample_rounds_to_death<R: Rng + ?Sized>(
        &self,
        rng: &mut R,
        max_rounds: u32,
    ) -> Option<u32> {
        let mut taken = 0;
        for round in 1..=max_rounds {
            for a in &self.attacks {
                if rng.random_bool(a.p_land) {
                    taken += match self.rules.release().player_numbers {
                        PlayerNumbers::Whole => roll_landed(rng, &a.damage, self.ac.floor()),
                        PlayerNumbers::Hundredths => {
                            roll_landed_034(rng, &self.with_extra(a.damage), self.ac)
                        }
                    };
                }
            }
            if taken >= self.hp {
                return Some(round);
            }
        }
        None
    }
}
