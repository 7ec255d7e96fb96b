//! One attack spell cast at a monster: the beams it makes at its power, the damage of one
//! successful cast, of one attempt with the failure chance, the cast time and the MP
//! (`docs/rules/dcss-0.34-player-ranged.md` §5.3, §5.5, §6–§9).

use rand::Rng;

use super::beam::{AcRule, Beam, BeamAim, BeamOutcome, Dice};
use super::power::{p_fail, roll_fail};
use super::table::{AttackSpell, BeamFlavour, BeamToHit, Delivery};
use crate::dcss::player_ranged::laws::{mix, with_misses};
use crate::dcss::player_ranged::target::RangedTarget;
use crate::dcss::time::{PlayerStatus, player_speed, player_speed_dist};
use crate::dist::Dist;

/// Searing Ray's channel: the cast fires the first shot, three waits fire three more, each
/// of those 1 MP (`docs/rules/dcss-0.34-player-ranged.md` §8.5).
pub const SEARING_RAY_SHOTS: u32 = 4;

/// Freeze's power is capped at 25 whatever the spell's cap (§8.1).
const FREEZE_POWER_CAP: i32 = 25;

/// What you see of the monster as a beam's to-hit reads it (§7.1 step 2).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Sight {
    /// −5 to-hit per level (amulet of the Air, Ru's Missing Eye).
    pub inaccuracy: i32,
    /// You see invisible: an invisible monster does not halve the to-hit.
    pub see_invisible: bool,
}

/// A resolved attack spell at a monster (`docs/rules/dcss-0.34-player-ranged.md` §6–§9).
#[derive(Clone, Debug, PartialEq)]
pub struct SpellAttack {
    /// The spell.
    pub spell: &'static AttackSpell,
    /// Its power.
    pub power: i32,
    /// `raw_spell_fail`.
    pub raw_fail: i32,
    /// The beams of one successful cast (two for Foxfire and Plasma Beam).
    pub beams: Vec<Beam>,
    /// The beam's to-hit after inaccuracy, before lighting; `None` for a spell that cannot
    /// miss.
    pub to_hit: Option<i32>,
    /// What `player_speed()` reads.
    pub status: PlayerStatus,
}

impl SpellAttack {
    /// The spell at `power` with failure `raw_fail` against `target`; `orb_distance` is the
    /// cells the Orb of Destruction flies (8 for full damage, §8.8).
    pub fn new(
        spell: &'static AttackSpell,
        power: i32,
        raw_fail: i32,
        target: &RangedTarget,
        sight: Sight,
        orb_distance: i32,
        status: PlayerStatus,
    ) -> Self {
        let p = power;
        let f = spell.dice;
        let zap_dice = if f.calc {
            Dice::Calc(f.n, f.max_at(p))
        } else {
            Dice::Fixed(f.n, f.max_at(p))
        };
        let to_hit = match spell.to_hit {
            BeamToHit::Automatic => None,
            BeamToHit::Zap { adder, den } => Some((adder + p / den - 5 * sight.inaccuracy).max(0)),
        };
        let zap_aim = |blockable: bool| match to_hit {
            None => BeamAim::Always,
            Some(hit) => BeamAim::Zap {
                hit,
                lit: lit(hit, target, sight),
                blockable,
            },
        };
        let beam = |dice, aim, ac, flavour| Beam {
            dice,
            aim,
            ac,
            flavour,
            target: *target,
        };
        let ac_of = |flavour| match flavour {
            BeamFlavour::Electricity => AcRule::Half,
            BeamFlavour::Fragments => AcRule::Triple,
            _ => AcRule::Normal,
        };
        let blockable = !spell.pierce && spell.flavour != BeamFlavour::Electricity;
        let beams = match spell.delivery {
            Delivery::Zap | Delivery::SearingRay => vec![beam(
                zap_dice,
                zap_aim(blockable),
                ac_of(spell.flavour),
                spell.flavour,
            )],
            Delivery::Explosion => vec![beam(
                zap_dice,
                BeamAim::Always,
                AcRule::Normal,
                spell.flavour,
            )],
            Delivery::Freeze => {
                let pow = p.min(FREEZE_POWER_CAP);
                vec![beam(
                    Dice::Fixed(1, 3 + pow * 3 / 10),
                    BeamAim::Always,
                    AcRule::Ignored,
                    BeamFlavour::Cold,
                )]
            }
            Delivery::Foxfire => {
                let one = beam(zap_dice, BeamAim::Always, AcRule::Normal, BeamFlavour::Fire);
                vec![one, one]
            }
            Delivery::Scorch | Delivery::Arcjolt => vec![beam(
                Dice::CalcRounded {
                    n: f.n,
                    adder: f.adder,
                    power: p,
                    den: f.den,
                },
                BeamAim::Always,
                ac_of(spell.flavour),
                spell.flavour,
            )],
            Delivery::Plasma => [BeamFlavour::Electricity, BeamFlavour::Fire]
                .map(|fl| beam(zap_dice, zap_aim(false), ac_of(fl), fl))
                .to_vec(),
            Delivery::Orb => vec![beam(
                Dice::Orb {
                    power: p,
                    distance: orb_distance,
                },
                BeamAim::Orb { range: 15 + p / 12 },
                AcRule::Normal,
                BeamFlavour::Destruction,
            )],
        };
        SpellAttack {
            spell,
            power,
            raw_fail,
            beams,
            to_hit,
            status,
        }
    }

    /// The same cast with the Orb of Destruction flying `distance` cells (§8.8); any other
    /// spell is unchanged.
    pub fn at_orb_distance(&self, distance: i32) -> Self {
        let mut a = self.clone();
        for b in &mut a.beams {
            if let Dice::Orb { power, .. } = b.dice {
                b.dice = Dice::Orb { power, distance };
            }
        }
        a
    }

    /// P(the cast fails): `random2avg(100, 3) < raw` by counting (§5.3).
    pub fn p_fail(&self) -> f64 {
        p_fail(self.raw_fail)
    }

    /// The MP of one attempt, paid even when it fails (§5.5).
    pub fn mp(&self) -> i32 {
        self.spell.level
    }

    /// The law of one successful cast's HP damage: the beams' independent laws, each with
    /// its block and miss, summed; `exhausted`: the monster has no block left (§7, §9).
    pub fn per_cast_dist(&self, exhausted: bool) -> Dist {
        self.beams.iter().fold(Dist::point(0), |acc, b| {
            let (_, hit) = b.probs(exhausted);
            acc.add(&with_misses(&b.damage_dist(), hit))
        })
    }

    /// The law of one attempt's HP damage: 0 on a miscast (§5.5, §9).
    pub fn per_attempt_dist(&self, exhausted: bool) -> Dist {
        mix(
            &self.per_cast_dist(exhausted),
            &Dist::point(0),
            self.p_fail(),
        )
    }

    /// The law of the time an attempt takes: `player_speed()`, ×3/2 truncated for Sandblast
    /// (§5.5).
    pub fn cast_time_dist(&self) -> Dist {
        let sandblast = self.spell.name == "Sandblast";
        player_speed_dist(&self.status).map(|t| if sandblast { t * 3 / 2 } else { t })
    }

    /// Rolls one attempt's time (§5.5).
    pub fn roll_time<R: Rng + ?Sized>(&self, rng: &mut R) -> i32 {
        let t = player_speed(rng, &self.status);
        if self.spell.name == "Sandblast" {
            t * 3 / 2
        } else {
            t
        }
    }

    /// `10·E[per attempt]/E[cast time]`; Searing Ray over its channel of four shots, the
    /// three after the cast never failing (§8.5, §9).
    pub fn damage_per_10_aut(&self) -> f64 {
        let shot = self.per_cast_dist(false).mean();
        let time = self.cast_time_dist().mean();
        let q = 1.0 - self.p_fail();
        if self.spell.delivery == Delivery::SearingRay {
            let shots = f64::from(SEARING_RAY_SHOTS);
            10.0 * q * shots * shot / ((1.0 - q) * time + q * shots * time)
        } else {
            10.0 * q * shot / time
        }
    }

    /// Plays one attempt in the game's order: the failure roll, then each beam (§5.3, §7).
    /// Returns the damage dealt, `None` on a miscast; `blocks_left` counts down as beams are
    /// blocked.
    pub fn roll<R: Rng + ?Sized>(&self, rng: &mut R, blocks_left: &mut u32) -> Option<i32> {
        if roll_fail(rng, self.raw_fail) {
            return None;
        }
        Some(self.roll_cast_damage(rng, blocks_left))
    }

    /// One successful cast's damage, its beams played in order (§7), allocating nothing;
    /// `blocks_left` counts down as beams are blocked.
    pub fn roll_cast_damage<R: Rng + ?Sized>(&self, rng: &mut R, blocks_left: &mut u32) -> i32 {
        let mut dealt = 0;
        for b in &self.beams {
            match b.roll(rng, *blocks_left == 0) {
                BeamOutcome::Blocked => *blocks_left -= 1,
                BeamOutcome::Hit(d) => dealt += d,
                BeamOutcome::Missed => {}
            }
        }
        dealt
    }
}

/// `apply_lighting` for your beam (beam.cc:3483-3498, §7.1 step 2): halved (C) against a
/// monster you cannot see, +10 backlit, −6 for an umbra (the target's `umbra` already says
/// you lack nightvision).
pub fn lit(hit: i32, target: &RangedTarget, sight: Sight) -> i32 {
    let mut h = hit;
    if target.invisible && !sight.see_invisible {
        h /= 2;
    }
    if target.backlit {
        h += 10;
    }
    if target.umbra {
        h -= 6;
    }
    h
}
