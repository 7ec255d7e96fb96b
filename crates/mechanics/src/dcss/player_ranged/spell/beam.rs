//! One of your beams at a monster (`bolt::affect_monster`, beam.cc:5520-5785): its damage
//! rolled first, the monster's shield, the EV drawn twice, AC by flavour and resistance;
//! the exact law and the sampler from one description
//! (`docs/rules/dcss-0.34-player-ranged.md` §7, §8).

use rand::Rng;

use super::table::BeamFlavour;
use crate::dcss::player_ranged::laws::mixture;
use crate::dcss::player_ranged::target::{Element, NO_BLOCK, RangedTarget};
use crate::dcss::rng::{div_rand_round, random2, random2avg, roll_dice};
use crate::dist::Dist;

/// How a beam's dice are made (`docs/rules/dcss-0.34-player-ranged.md` §6, §8).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Dice {
    /// `n` dice of `size` faces.
    Fixed(i32, i32),
    /// `calc_dice(n, max)`: one die of `max` faces for `n = 1`, `max` one-faced dice when
    /// `max <= n`, else `n` dice of `div_rand_round(max, n)` faces, drawn once per zap.
    Calc(i32, i32),
    /// `calc_dice(n, adder + div_rand_round(p, den))`: Scorch (§8.3) and Arcjolt (§8.4).
    CalcRounded {
        /// Dice.
        n: i32,
        /// The constant.
        adder: i32,
        /// The spell power.
        power: i32,
        /// Its divisor.
        den: i32,
    },
    /// `roll_dice(9, div_rand_round(flat + p', 12))` with `p' = div_rand_round(p·d·3, 10)`
    /// and `flat = 60·d·3/10` below 4 cells flown, else 60 and `p` (§8.8).
    Orb {
        /// The spell power.
        power: i32,
        /// The cells the orb flew.
        distance: i32,
    },
}

/// `calc_dice(n, max)`'s law of `(n, size)` (random.cc:289-309).
fn calc_dice_law(n: i32, max: i32) -> Vec<((i32, i32), f64)> {
    if n <= 1 {
        vec![((1, max), 1.0)]
    } else if max <= n {
        vec![((max, 1), 1.0)]
    } else {
        Dist::div_rand_round(max, n)
            .iter()
            .filter(|&(_, p)| p > 0.0)
            .map(|(s, p)| ((n, s), p))
            .collect()
    }
}

fn roll_calc_dice<R: Rng + ?Sized>(rng: &mut R, n: i32, max: i32) -> (i32, i32) {
    if n <= 1 {
        (1, max)
    } else if max <= n {
        (max, 1)
    } else {
        (n, div_rand_round(rng, max, n))
    }
}

impl Dice {
    /// The law of the dice `(n, size)` a zap rolls.
    pub fn law(&self) -> Vec<((i32, i32), f64)> {
        match *self {
            Dice::Fixed(n, s) => vec![((n, s), 1.0)],
            Dice::Calc(n, max) => calc_dice_law(n, max),
            Dice::CalcRounded {
                n,
                adder,
                power,
                den,
            } => Dist::div_rand_round(power, den)
                .iter()
                .filter(|&(_, p)| p > 0.0)
                .flat_map(|(r, p)| {
                    calc_dice_law(n, adder + r)
                        .into_iter()
                        .map(move |(d, q)| (d, p * q))
                })
                .collect(),
            Dice::Orb { power, distance } => {
                let (flat, boosted) = orb_terms(power, distance);
                boosted
                    .iter()
                    .filter(|&(_, p)| p > 0.0)
                    .flat_map(|(pp, p)| {
                        Dist::div_rand_round(flat + pp, 12)
                            .iter()
                            .filter(|&(_, q)| q > 0.0)
                            .map(|(s, q)| ((9, s), p * q))
                            .collect::<Vec<_>>()
                    })
                    .collect()
            }
        }
    }

    /// Rolls the dice `(n, size)` as the zap does.
    pub fn roll<R: Rng + ?Sized>(&self, rng: &mut R) -> (i32, i32) {
        match *self {
            Dice::Fixed(n, s) => (n, s),
            Dice::Calc(n, max) => roll_calc_dice(rng, n, max),
            Dice::CalcRounded {
                n,
                adder,
                power,
                den,
            } => {
                let r = div_rand_round(rng, power, den);
                roll_calc_dice(rng, n, adder + r)
            }
            Dice::Orb { power, distance } => {
                let (flat, p) = if distance < 4 {
                    (
                        60 * distance * 3 / 10,
                        div_rand_round(rng, power * distance * 3, 10),
                    )
                } else {
                    (60, power)
                };
                (9, div_rand_round(rng, flat + p, 12))
            }
        }
    }

    /// The law of the damage rolled, `roll_dice` mixed over the dice (§7.1 step 1).
    pub fn damage_dist(&self) -> Dist {
        let parts: Vec<(f64, Dist)> = self
            .law()
            .into_iter()
            .map(|((n, s), p)| (p, Dist::roll_dice(n, s)))
            .collect();
        mixture(&parts)
    }
}

/// The Orb's flat term and the law of its power term at `distance` cells (§8.8).
fn orb_terms(power: i32, distance: i32) -> (i32, Dist) {
    if distance < 4 {
        (
            60 * distance * 3 / 10,
            Dist::div_rand_round(power * distance * 3, 10),
        )
    } else {
        (60, Dist::point(power))
    }
}

/// How the monster's AC reduces a beam (`bolt::apply_AC`, beam.cc:4588-4603, §7.3).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AcRule {
    /// `random2(1 + AC)`.
    Normal,
    /// `random2(1 + AC)/2`: electricity.
    Half,
    /// Three `random2(1 + AC)` summed: fragments.
    Triple,
    /// None: Freeze.
    Ignored,
}

impl AcRule {
    /// The law of what AC `ac` takes off.
    pub fn saved_dist(self, ac: i32) -> Dist {
        let one = Dist::random2(1 + ac);
        match self {
            AcRule::Normal => one,
            AcRule::Half => one.map(|v| v / 2),
            AcRule::Triple => one.add(&one).add(&one),
            AcRule::Ignored => Dist::point(0),
        }
    }

    /// Rolls what AC `ac` takes off.
    pub fn roll_saved<R: Rng + ?Sized>(self, rng: &mut R, ac: i32) -> i32 {
        match self {
            AcRule::Normal => random2(rng, 1 + ac),
            AcRule::Half => random2(rng, 1 + ac) / 2,
            AcRule::Triple => (0..3).map(|_| random2(rng, 1 + ac)).sum(),
            AcRule::Ignored => 0,
        }
    }
}

/// `mons_adjust_flavoured` for the flavours of the player's attack spells (beam.cc:1488-1863,
/// §7.4): fire, cold, electricity and negative energy by the monster's resistance; mercury
/// 70 % resisted as poison; the rest unresisted.
pub fn adjust_flavoured(target: &RangedTarget, flavour: BeamFlavour, dam: i32) -> i32 {
    match flavour {
        BeamFlavour::Fire => target.resist(dam, Element::Fire),
        BeamFlavour::Cold => target.resist(dam, Element::Cold),
        BeamFlavour::Electricity => target.resist(dam, Element::Elec),
        BeamFlavour::Negative => target.resist(dam, Element::Neg),
        BeamFlavour::Mercury => {
            let resistible = dam * 70 / 100;
            target.resist(resistible, Element::Poison) + dam - resistible
        }
        BeamFlavour::MagicMissile | BeamFlavour::Fragments | BeamFlavour::Destruction => dam,
    }
}

/// How a beam meets the monster's shield and EV (§7.1 steps 2-5).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BeamAim {
    /// `AUTOMATIC_HIT`, an explosion, or no to-hit at all: always hits, never blocked.
    Always,
    /// A to-hit roll against the doubly drawn EV.
    Zap {
        /// The beam's to-hit (after inaccuracy), which the block roll uses.
        hit: i32,
        /// The to-hit after lighting, which the EV test uses.
        lit: i32,
        /// A shield can block it: not piercing, not electricity.
        blockable: bool,
    },
    /// The Orb of Destruction: no EV test; a shielded monster blocks when
    /// `shield_bonus() >= random2(range)` (§8.8).
    Orb {
        /// `15 + p/12`.
        range: i32,
    },
}

/// One beam of a cast (`docs/rules/dcss-0.34-player-ranged.md` §7).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Beam {
    /// Its dice.
    pub dice: Dice,
    /// How it meets the shield and EV.
    pub aim: BeamAim,
    /// How AC reduces it.
    pub ac: AcRule,
    /// How resistances treat it.
    pub flavour: BeamFlavour,
    /// The monster.
    pub target: RangedTarget,
}

/// What one beam did (`docs/rules/dcss-0.34-player-ranged.md` §7).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BeamOutcome {
    /// The shield blocked it.
    Blocked,
    /// It missed.
    Missed,
    /// It hit for this much.
    Hit(i32),
}

impl Beam {
    /// P(blocked) while the monster has blocks left (§7.2).
    pub fn p_block(&self) -> f64 {
        let t = &self.target;
        match self.aim {
            BeamAim::Zap {
                hit,
                blockable: true,
                ..
            } if t.can_block() => {
                let k = hit * 130 / 100;
                t.shield_bonus_dist()
                    .iter()
                    .filter(|&(v, _)| v > 0)
                    .map(|(v, p)| {
                        let below = if k <= 1 {
                            1.0
                        } else {
                            f64::from(v.min(k)) / f64::from(k)
                        };
                        p * below
                    })
                    .sum()
            }
            BeamAim::Orb { range } if t.can_block() => t
                .shield_bonus_dist()
                .iter()
                .map(|(v, p)| {
                    let below = if range <= 1 {
                        f64::from(u8::from(v >= 0))
                    } else {
                        f64::from((v + 1).clamp(0, range)) / f64::from(range)
                    };
                    p * below
                })
                .sum(),
            _ => 0.0,
        }
    }

    /// P(the EV test passes): `random2(lit) >= random2avg(random2(EV), 2)` (§7.2).
    pub fn p_beat_ev(&self) -> f64 {
        match self.aim {
            BeamAim::Zap { lit, .. } => {
                let ev =
                    Dist::random2(self.target.missile_ev()).and_then(|e| Dist::random2avg(e, 2));
                Dist::random2(lit)
                    .iter()
                    .map(|(a, p)| {
                        p * ev
                            .iter()
                            .filter(|&(d, _)| d <= a)
                            .map(|(_, q)| q)
                            .sum::<f64>()
                    })
                    .sum()
            }
            BeamAim::Always | BeamAim::Orb { .. } => 1.0,
        }
    }

    /// P(blocked) and P(hits), with the monster's blocks left or `exhausted` (§7.2).
    pub fn probs(&self, exhausted: bool) -> (f64, f64) {
        let block = if exhausted { 0.0 } else { self.p_block() };
        (block, (1.0 - block) * self.p_beat_ev())
    }

    /// The law of a hit's damage: the dice, AC by flavour, resistance (§7.1 step 1, §7.3,
    /// §7.4).
    pub fn damage_dist(&self) -> Dist {
        let saved = self.ac.saved_dist(self.target.ac);
        let (t, f) = (self.target, self.flavour);
        self.dice
            .damage_dist()
            .and_then(|pre| saved.map(|s| (pre - s).max(0)))
            .map(|post| adjust_flavoured(&t, f, post))
    }

    /// Plays the beam in the game's order (§7.1): the dice and the damage first, then the
    /// block roll, then the EV test; `exhausted`: the monster has no block left.
    pub fn roll<R: Rng + ?Sized>(&self, rng: &mut R, exhausted: bool) -> BeamOutcome {
        let (n, s) = self.dice.roll(rng);
        let pre = roll_dice(rng, n, s);
        let post = (pre - self.ac.roll_saved(rng, self.target.ac)).max(0);
        let dealt = adjust_flavoured(&self.target, self.flavour, post);
        let t = &self.target;
        match self.aim {
            BeamAim::Always => BeamOutcome::Hit(dealt),
            BeamAim::Orb { range } => {
                if t.can_block() {
                    let pro = t.roll_shield_bonus(rng);
                    if pro >= random2(rng, range) && !exhausted {
                        return BeamOutcome::Blocked;
                    }
                }
                BeamOutcome::Hit(dealt)
            }
            BeamAim::Zap {
                hit,
                lit,
                blockable,
            } => {
                if blockable && t.can_block() {
                    let pro = t.roll_shield_bonus(rng);
                    if pro > 0
                        && pro != NO_BLOCK
                        && random2(rng, hit * 130 / 100) < pro
                        && !exhausted
                    {
                        return BeamOutcome::Blocked;
                    }
                }
                let rand_ev = random2(rng, t.missile_ev());
                let a = random2(rng, lit);
                if a >= random2avg(rng, rand_ev, 2) {
                    BeamOutcome::Hit(dealt)
                } else {
                    BeamOutcome::Missed
                }
            }
        }
    }
}
