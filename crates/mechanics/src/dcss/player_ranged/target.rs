//! The monster as your shots and spells meet it: its EV, AC and shield after its gear, its
//! resistances, and what you see of it (`docs/rules/dcss-0.34-player-ranged.md` §2.3, §2.4,
//! §3.7, §7.4).

use rand::Rng;

use crate::dcss::rng::random2avg;
use crate::dist::Dist;

/// `DEFLECT_MISSILES_EV_BONUS`: Deflect Missiles (or an artefact's rMsl) adds 24 to the EV
/// your shots and beams meet (`docs/rules/dcss-0.34-player-ranged.md` §2.3).
pub const DEFLECT_EV_BONUS: i32 = 24;

/// What `pro` is when the shield roll comes out 0, or the monster has no shield: it never
/// blocks (`docs/rules/dcss-0.34-player-ranged.md` §2.4).
pub const NO_BLOCK: i32 = -100;

/// An element a brand, a beam or a spell deals damage in, as the monster resists it
/// (`docs/rules/dcss-0.34-player-ranged.md` §3.7, §7.4).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Element {
    /// Fire: rF.
    Fire,
    /// Cold: rC.
    Cold,
    /// Electricity: rElec, a boolean resistance.
    Elec,
    /// Negative energy: rN.
    Neg,
    /// Poison: rPois, a boolean resistance.
    Poison,
}

impl Element {
    /// Whether the game treats the resistance as boolean: the divisor of a resisted level
    /// gains 1 (`docs/rules/dcss-0.34-player-ranged.md` §3.7).
    pub fn boolean(self) -> bool {
        matches!(self, Element::Elec | Element::Poison)
    }
}

/// A monster's resistance levels, −1 (vulnerable) to 3 or more (immune)
/// (`docs/rules/dcss-0.34-player-ranged.md` §3.7).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Elements {
    /// rF.
    pub fire: i32,
    /// rC.
    pub cold: i32,
    /// rElec.
    pub elec: i32,
    /// rN (3 for any monster that is neither natural nor a plant).
    pub neg: i32,
    /// rPois.
    pub poison: i32,
}

impl Elements {
    /// The level against `element`.
    pub fn level(&self, element: Element) -> i32 {
        match element {
            Element::Fire => self.fire,
            Element::Cold => self.cold,
            Element::Elec => self.elec,
            Element::Neg => self.neg,
            Element::Poison => self.poison,
        }
    }
}

/// `resist_adjust_damage` for a monster (fight.cc:853-895,
/// `docs/rules/dcss-0.34-player-ranged.md` §3.7): level 0 passes, 3 or more stops it, a
/// vulnerability multiplies by 15/10, and levels 1 and 2 divide by `1 + r²`, plus one for a
/// boolean resistance (electricity, poison).
///
/// ```
/// use mechanics::dcss::player_ranged::target::resist_adjust_damage;
/// assert_eq!([-1, 0, 1, 2, 3].map(|r| resist_adjust_damage(11, r, false)), [16, 11, 5, 2, 0]);
/// assert_eq!([1, 2].map(|r| resist_adjust_damage(12, r, true)), [4, 2]);
/// ```
pub fn resist_adjust_damage(raw: i32, level: i32, boolean: bool) -> i32 {
    match level {
        0 => raw,
        r if r >= 3 => 0,
        r if r > 0 => raw / (1 + i32::from(boolean) + r * r),
        _ => raw * 15 / 10,
    }
}

/// The monster your shot or spell meets (`docs/rules/dcss-0.34-player-ranged.md` §0, §2.3,
/// §2.4, §3.5, §3.7, §7). Its numbers are after its gear and statuses: `ev` is
/// `monster::evasion()` (0 while paralysed), `shield_class` its `shield_class()`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct RangedTarget {
    /// Its EV after its armour and shield; `evasion()` makes it 0 while it is incapacitated.
    pub ev: i32,
    /// Its AC.
    pub ac: i32,
    /// Its shield class `SHm`; 0 without a shield.
    pub shield_class: i32,
    /// The blocks it may make between two of its own actions (1 without a shield).
    pub block_limit: u32,
    /// Its hit dice.
    pub hd: i32,
    /// Its resistances.
    pub resists: Elements,
    /// Natural or a plant: drained by a draining brand.
    pub natural: bool,
    /// `how_chaotic()`: a silver missile deals at least 3/4 of its damage more.
    pub chaotic: bool,
    /// Deflect Missiles or rMsl: +24 EV against shots and beams.
    pub deflect: bool,
    /// You cannot see it: −6 to-hit for a shot, a beam's to-hit halved.
    pub invisible: bool,
    /// It is backlit: +5 to a shot, +10 to a beam.
    pub backlit: bool,
    /// It has an umbra and you lack nightvision: −3 to a shot, −6 to a beam.
    pub umbra: bool,
    /// Paralysed, asleep or petrified: it cannot block.
    pub incapacitated: bool,
}

impl RangedTarget {
    /// `monster::evasion()`: its EV, 0 while it is incapacitated
    /// (`docs/rules/dcss-0.34-player-ranged.md` §0).
    pub fn evasion(&self) -> i32 {
        if self.incapacitated { 0 } else { self.ev }
    }

    /// The EV a shot or a beam meets: `evasion()` plus the repulsion of Deflect Missiles
    /// (`docs/rules/dcss-0.34-player-ranged.md` §2.3, §7.1 step 4).
    pub fn missile_ev(&self) -> i32 {
        self.evasion() + if self.deflect { DEFLECT_EV_BONUS } else { 0 }
    }

    /// `resist_adjust_damage` with its resistance to `element`
    /// (`docs/rules/dcss-0.34-player-ranged.md` §3.7).
    pub fn resist(&self, raw: i32, element: Element) -> i32 {
        resist_adjust_damage(raw, self.resists.level(element), element.boolean())
    }

    /// Whether it can block at all: a shield and not incapacitated
    /// (`docs/rules/dcss-0.34-player-ranged.md` §2.4).
    pub fn can_block(&self) -> bool {
        self.shield_class > 0 && !self.incapacitated
    }

    /// The law of `monster::shield_bonus()`: `random2avg(SHm, 2)/2`, 0 becoming −100, and
    /// −100 without a shield or incapacitated (`docs/rules/dcss-0.34-player-ranged.md` §2.4).
    pub fn shield_bonus_dist(&self) -> Dist {
        if !self.can_block() {
            return Dist::point(NO_BLOCK);
        }
        Dist::random2avg(self.shield_class, 2).map(|s| pro_of(s / 2))
    }

    /// One `monster::shield_bonus()` (`docs/rules/dcss-0.34-player-ranged.md` §2.4).
    pub fn roll_shield_bonus<R: Rng + ?Sized>(&self, rng: &mut R) -> i32 {
        if !self.can_block() {
            return NO_BLOCK;
        }
        pro_of(random2avg(rng, self.shield_class, 2) / 2)
    }
}

fn pro_of(half: i32) -> i32 {
    if half == 0 { NO_BLOCK } else { half }
}
