//! The player's attack spells of 0.34.1: schools, level, power cap, range, and how each is
//! resolved, with its dice and to-hit (spl-data.h, zap-data.h's player columns and the
//! spells' own code; `docs/rules/dcss-0.34-player-ranged.md` §6, §8).

use crate::name_match::normalise;

/// A spell school, as skills and the dump's "Type" column name them
/// (`docs/rules/dcss-0.34-player-ranged.md` §5.1, §11).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize, schemars::JsonSchema)
)]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum School {
    /// Conjurations ("Conj").
    Conjurations,
    /// Fire Magic ("Fire").
    Fire,
    /// Ice Magic ("Ice").
    Ice,
    /// Air Magic ("Air").
    Air,
    /// Earth Magic ("Erth").
    Earth,
    /// Necromancy ("Necr").
    Necromancy,
    /// Alchemy ("Alch").
    Alchemy,
    /// Translocations ("Tloc").
    Translocations,
    /// Hexes ("Hex").
    Hexes,
    /// Summonings ("Summ").
    Summonings,
    /// Forgecraft ("Frge").
    Forgecraft,
}

impl School {
    /// Every school: its skill name in a dump, and its abbreviation in the spell table.
    pub const ALL: [(School, &'static str, &'static str); 11] = [
        (School::Conjurations, "Conjurations", "Conj"),
        (School::Fire, "Fire Magic", "Fire"),
        (School::Ice, "Ice Magic", "Ice"),
        (School::Air, "Air Magic", "Air"),
        (School::Earth, "Earth Magic", "Erth"),
        (School::Necromancy, "Necromancy", "Necr"),
        (School::Alchemy, "Alchemy", "Alch"),
        (School::Translocations, "Translocations", "Tloc"),
        (School::Hexes, "Hexes", "Hex"),
        (School::Summonings, "Summonings", "Summ"),
        (School::Forgecraft, "Forgecraft", "Frge"),
    ];

    /// The skill's name as a dump prints it.
    pub fn skill_name(self) -> &'static str {
        Self::ALL.iter().find(|s| s.0 == self).map_or("", |s| s.1)
    }

    /// The school of a spell table's abbreviation ("Erth").
    pub fn from_abbreviation(a: &str) -> Option<School> {
        Self::ALL.iter().find(|s| s.2 == a).map(|s| s.0)
    }

    /// Its index in [`School::ALL`].
    pub fn index(self) -> usize {
        Self::ALL.iter().position(|s| s.0 == self).unwrap_or(0)
    }
}

/// How a beam's damage dice are made from the power `p` (`docs/rules/dcss-0.34-player-ranged.md`
/// §6): `n` dice of `adder + p·num/den` faces, fixed (`dice_def`) or with the size drawn by
/// `calc_dice`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DiceFormula {
    /// Dice.
    pub n: i32,
    /// The constant of the faces (or of `calc_dice`'s maximum).
    pub adder: i32,
    /// The power's multiplier.
    pub num: i32,
    /// Its divisor.
    pub den: i32,
    /// `calc_dice(n, adder + p·num/den)`: the size `div_rand_round(max, n)`, drawn once per
    /// zap; otherwise `n` dice of that many faces.
    pub calc: bool,
}

impl DiceFormula {
    /// The constant-plus-power term at power `p`, in C integers.
    pub fn max_at(&self, p: i32) -> i32 {
        self.adder + p * self.num / self.den
    }
}

/// A beam's to-hit: `AUTOMATIC_HIT`, or `adder + p/den` (`docs/rules/dcss-0.34-player-ranged.md`
/// §6).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BeamToHit {
    /// It cannot miss and is never blocked.
    Automatic,
    /// `adder + p/den`.
    Zap {
        /// The constant.
        adder: i32,
        /// The power's divisor.
        den: i32,
    },
}

/// A beam's flavour as AC and resistances treat it (`docs/rules/dcss-0.34-player-ranged.md`
/// §7.3, §7.4).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BeamFlavour {
    /// Magic missile: normal AC, nothing resists it.
    MagicMissile,
    /// Fire: normal AC, rF.
    Fire,
    /// Cold: normal AC, rC (Freeze ignores AC altogether).
    Cold,
    /// Electricity: half AC, rElec.
    Electricity,
    /// Negative energy: normal AC, rN.
    Negative,
    /// Fragments (Sandblast): AC three times, nothing resists it.
    Fragments,
    /// Mercury: normal AC, 70 % resisted as poison.
    Mercury,
    /// Destruction (Orb of Destruction): normal AC, nothing resists it.
    Destruction,
}

/// What resolves a spell's attack (`docs/rules/dcss-0.34-player-ranged.md` §6–§8).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Delivery {
    /// One zap through `bolt::affect_monster` (§7).
    Zap,
    /// A zap that explodes on contact: always hits, never blocked (Fireball).
    Explosion,
    /// Freeze: an adjacent target, no to-hit, no block, no AC (§8.1).
    Freeze,
    /// Two foxfires, each an automatic-hit fire zap (§8.2).
    Foxfire,
    /// Scorch: `calc_dice(2, 10 + div_rand_round(p, 6))`, always hits (§8.3).
    Scorch,
    /// Arcjolt: `1d(10 + div_rand_round(p, 2))`, always hits, half AC (§8.4).
    Arcjolt,
    /// Searing Ray: a zap per action of its channel (§8.5).
    SearingRay,
    /// Plasma Beam: a lightning zap then a fire zap (§8.6).
    Plasma,
    /// Orb of Destruction: a projectile with its own block and damage by distance (§8.8).
    Orb,
}

/// A player attack spell of 0.34.1 (`docs/rules/dcss-0.34-player-ranged.md` §6).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AttackSpell {
    /// The game's name.
    pub name: &'static str,
    /// Its schools.
    pub schools: &'static [School],
    /// Its level (and MP cost).
    pub level: i32,
    /// Its power cap.
    pub cap: i32,
    /// Its range in cells (LOS is 7).
    pub range: i32,
    /// How it is resolved.
    pub delivery: Delivery,
    /// Its damage dice.
    pub dice: DiceFormula,
    /// Its to-hit (zaps).
    pub to_hit: BeamToHit,
    /// Its flavour.
    pub flavour: BeamFlavour,
    /// It pierces: never blocked.
    pub pierce: bool,
}

/// The radius of line of sight, the range of the spells that reach anything you see.
pub const LOS: i32 = 7;

const fn dice(n: i32, adder: i32, num: i32, den: i32, calc: bool) -> DiceFormula {
    DiceFormula {
        n,
        adder,
        num,
        den,
        calc,
    }
}

const fn hit(adder: i32, den: i32) -> BeamToHit {
    BeamToHit::Zap { adder, den }
}

use BeamFlavour as F;
use BeamToHit::Automatic as AUTO;
use Delivery as D;
use School as S;

/// The 18 attack spells (`docs/rules/dcss-0.34-player-ranged.md` §6). The Orb of
/// Destruction's faces depend on the distance it flew (§8.8); its row holds the flat 60.
#[rustfmt::skip]
pub const SPELLS: [AttackSpell; 18] = [
    spell("Magic Dart", &[S::Conjurations], 1, 25, LOS, D::Zap, dice(1, 3, 1, 5, false), AUTO, F::MagicMissile, false),
    spell("Foxfire", &[S::Conjurations, S::Fire], 1, 25, LOS, D::Foxfire, dice(1, 4, 1, 5, false), AUTO, F::Fire, false),
    spell("Shock", &[S::Conjurations, S::Air], 1, 25, LOS, D::Zap, dice(1, 3, 1, 4, false), hit(8, 7), F::Electricity, true),
    spell("Freeze", &[S::Ice], 1, 25, 1, D::Freeze, dice(1, 3, 3, 10, false), AUTO, F::Cold, false),
    spell("Sandblast", &[S::Earth], 1, 50, 4, D::Zap, dice(2, 4, 1, 3, false), hit(15, 10), F::Fragments, false),
    spell("Kiss of Death", &[S::Conjurations, S::Necromancy], 1, 25, 1, D::Zap, dice(2, 11, 3, 5, true), AUTO, F::Negative, false),
    spell("Searing Ray", &[S::Conjurations], 2, 50, 4, D::SearingRay, dice(2, 9, 1, 7, true), hit(11, 8), F::MagicMissile, true),
    spell("Mercury Arrow", &[S::Alchemy, S::Conjurations], 2, 50, 4, D::Zap, dice(2, 11, 1, 4, true), hit(12, 5), F::Mercury, false),
    spell("Scorch", &[S::Fire], 2, 50, 3, D::Scorch, dice(2, 10, 1, 6, true), AUTO, F::Fire, false),
    spell("Stone Arrow", &[S::Conjurations, S::Earth], 3, 50, 4, D::Zap, dice(3, 7, 1, 8, false), hit(8, 10), F::MagicMissile, false),
    spell("Iskenderun's Mystic Blast", &[S::Conjurations, S::Translocations], 4, 100, 2, D::Zap, dice(2, 6, 1, 3, true), AUTO, F::MagicMissile, false),
    spell("Fireball", &[S::Conjurations, S::Fire], 5, 200, 5, D::Explosion, dice(3, 10, 1, 2, true), AUTO, F::Fire, false),
    spell("Arcjolt", &[S::Conjurations, S::Air], 5, 200, 2, D::Arcjolt, dice(1, 10, 1, 2, false), AUTO, F::Electricity, false),
    spell("Bombard", &[S::Conjurations, S::Earth], 6, 200, 4, D::Zap, dice(9, 13, 2, 3, true), hit(7, 15), F::MagicMissile, false),
    spell("Starburst", &[S::Conjurations, S::Fire], 6, 200, 5, D::Zap, dice(6, 18, 2, 3, true), hit(10, 25), F::Fire, true),
    spell("Plasma Beam", &[S::Fire, S::Air], 6, 200, LOS, D::Plasma, dice(1, 10, 11, 20, false), hit(7, 40), F::Electricity, true),
    spell("Orb of Destruction", &[S::Conjurations], 7, 200, 8, D::Orb, dice(9, 60, 1, 1, false), AUTO, F::Destruction, false),
    spell("Lehudib's Crystal Spear", &[S::Conjurations, S::Earth], 8, 200, 3, D::Zap, dice(10, 23, 1, 1, true), hit(10, 15), F::MagicMissile, false),
];

#[allow(clippy::too_many_arguments)]
const fn spell(
    name: &'static str,
    schools: &'static [School],
    level: i32,
    cap: i32,
    range: i32,
    delivery: Delivery,
    dice: DiceFormula,
    to_hit: BeamToHit,
    flavour: BeamFlavour,
    pierce: bool,
) -> AttackSpell {
    AttackSpell {
        name,
        schools,
        level,
        cap,
        range,
        delivery,
        dice,
        to_hit,
        flavour,
        pierce,
    }
}

/// The attack spell named `name`, case-insensitively; a dump's name cut at its column
/// ("Lehudib's Crystal Sp") finds the spell it begins.
pub fn attack_spell(name: &str) -> Option<&'static AttackSpell> {
    let n = normalise(name);
    if n.is_empty() {
        return None;
    }
    SPELLS
        .iter()
        .find(|s| normalise(s.name) == n)
        .or_else(|| SPELLS.iter().find(|s| normalise(s.name).starts_with(&n)))
}

/// The names of the attack spells, for messages.
pub fn spell_names() -> Vec<&'static str> {
    SPELLS.iter().map(|s| s.name).collect()
}

impl AttackSpell {
    /// The distances, in cells, at which a duel casts it (`docs/rules/dcss-0.34-player-ranged.md`
    /// §6, §9): 1 to its range, except Freeze, Kiss of Death and Arcjolt, which need the
    /// monster adjacent, and Fireball, whose blast would catch you at an adjacent monster.
    pub fn duel_reach(&self) -> (i32, i32) {
        match (self.delivery, self.name) {
            (Delivery::Explosion, _) => (2, self.range),
            (Delivery::Arcjolt, _) => (1, 1),
            _ => (1, self.range),
        }
    }
}
