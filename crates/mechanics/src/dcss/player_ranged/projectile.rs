//! What you shoot or throw: a launcher of the 0.34 weapon table, or a missile of the game's
//! missile table, and the brands they carry (item-prop.cc at 0.34.1,
//! `docs/rules/dcss-0.34-player-ranged.md` §3.1, §3.6, §3.7, §3.8, §4).

use crate::dcss::weapons::{self, WeaponType};
use crate::name_match::normalise;

/// `FASTEST_PLAYER_THROWING_SPEED`: no throw takes less than 7 aut before the shield,
/// Finesse and speed (`docs/rules/dcss-0.34-player-ranged.md` §4).
pub const FASTEST_THROW: i32 = 7;

/// A missile you throw (`Missile_prop`, item-prop.cc:876-884,
/// `docs/rules/dcss-0.34-player-ranged.md` §3.8).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Missile {
    /// The game's name, singular.
    pub name: &'static str,
    /// Its plural, as a dump's inventory prints a stack.
    pub plural: &'static str,
    /// `PWPN_DAMAGE`: its base damage (0 for darts and nets, which do no HP damage).
    pub damage: i32,
    /// `one_chance_in(rate)` that a throw destroys it: 1 always, `None` never.
    pub destroy_rate: Option<i32>,
    /// It passes through the monsters it hits: never blocked.
    pub penetrates: bool,
    /// It does no HP damage (darts: a status; nets: entangling).
    pub harmless: bool,
    /// It flies back to you unless destroyed.
    pub returns: bool,
}

/// The missiles you can throw in 0.34.1 (item-prop.cc:876-884, throw.cc:885-897,
/// `docs/rules/dcss-0.34-player-ranged.md` §3.6, §3.8).
pub const MISSILES: [Missile; 6] = [
    Missile {
        name: "dart",
        plural: "darts",
        damage: 0,
        destroy_rate: Some(12),
        penetrates: false,
        harmless: true,
        returns: false,
    },
    Missile {
        name: "stone",
        plural: "stones",
        damage: 2,
        destroy_rate: Some(1),
        penetrates: false,
        harmless: false,
        returns: false,
    },
    Missile {
        name: "boomerang",
        plural: "boomerangs",
        damage: 6,
        destroy_rate: Some(20),
        penetrates: false,
        harmless: false,
        returns: true,
    },
    Missile {
        name: "javelin",
        plural: "javelins",
        damage: 10,
        destroy_rate: Some(20),
        penetrates: true,
        harmless: false,
        returns: false,
    },
    Missile {
        name: "large rock",
        plural: "large rocks",
        damage: 20,
        destroy_rate: Some(25),
        penetrates: false,
        harmless: false,
        returns: false,
    },
    Missile {
        name: "throwing net",
        plural: "throwing nets",
        damage: 0,
        destroy_rate: None,
        penetrates: false,
        harmless: true,
        returns: false,
    },
];

impl Missile {
    /// The ×4/3 of a missile this throw destroys applies to it: every destroyable missile
    /// that does damage, except stones, which always break (ranged-attack.cc:404-422,
    /// `docs/rules/dcss-0.34-player-ranged.md` §3.6).
    pub fn mulch_bonus(&self) -> bool {
        !self.harmless && self.destroy_rate.is_some_and(|r| r > 1)
    }

    /// The base of its throwing delay, `10 + damage/2` (player-act.cc:252-329,
    /// `docs/rules/dcss-0.34-player-ranged.md` §4).
    pub fn delay_base(&self) -> i32 {
        10 + self.damage / 2
    }
}

/// Looks a missile up by its singular or plural name, case-insensitively ("javelins",
/// "Large rock", "net").
pub fn missile(name: &str) -> Option<&'static Missile> {
    let n = normalise(name);
    MISSILES.iter().find(|m| {
        n == m.name || n == m.plural || (m.name == "throwing net" && (n == "net" || n == "nets"))
    })
}

/// `weapon_min_delay` of a launcher (fight.cc:1259-1292,
/// `docs/rules/dcss-0.34-player-ranged.md` §3.8): half its speed but at most 7, at least 10
/// for the crossbows, at least `speed − 14`, at least 3.
pub fn launcher_min_delay(launcher: &WeaponType) -> i32 {
    let speed = launcher.delay;
    let mut min = (speed / 2).min(7);
    if is_crossbow(launcher) {
        min = min.max(10);
    }
    min.max(speed - 14).max(3)
}

/// `weapon_min_delay_skill` of a launcher: `2·(speed − minimum delay)`
/// (`docs/rules/dcss-0.34-player-ranged.md` §3.8).
pub fn launcher_min_delay_skill(launcher: &WeaponType) -> i32 {
    2 * (launcher.delay - launcher_min_delay(launcher))
}

fn is_crossbow(launcher: &WeaponType) -> bool {
    matches!(
        launcher.id.as_str(),
        "WPN_HAND_CANNON" | "WPN_ARBALEST" | "WPN_TRIPLE_CROSSBOW"
    )
}

/// The launcher of the 0.34.1 weapon table named `name`, if it is one.
pub fn launcher(name: &str) -> Option<&'static WeaponType> {
    weapons::find_in(super::RULES, name)
        .ok()
        .filter(|w| w.launcher)
}

/// What flies: a launcher's shot (the launcher is the weapon in 0.34) or a thrown missile
/// (`docs/rules/dcss-0.34-player-ranged.md` §1).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Projectile {
    /// A shot from this launcher: Ranged Weapons, Dex.
    Launcher(&'static WeaponType),
    /// A throw of this missile: Throwing, Str.
    Thrown(&'static Missile),
}

impl Projectile {
    /// Looks the item up: a launcher of the 0.34 table, else a missile.
    pub fn find(name: &str) -> Option<Self> {
        launcher(name)
            .map(Projectile::Launcher)
            .or_else(|| missile(name).map(Projectile::Thrown))
    }

    /// The item's name.
    pub fn name(&self) -> &str {
        match self {
            Projectile::Launcher(w) => &w.name,
            Projectile::Thrown(m) => m.name,
        }
    }

    /// A thrown missile.
    pub fn thrown(&self) -> bool {
        matches!(self, Projectile::Thrown(_))
    }
}

/// A launcher's or a missile's brand as it changes a shot
/// (`docs/rules/dcss-0.34-player-ranged.md` §3.7).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize, schemars::JsonSchema)
)]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum ShotBrand {
    /// Flaming: `resist(random2(D)/2 + 1)` more against rF.
    Flaming,
    /// Freezing: the same against rC.
    Freezing,
    /// Electrocution: one time in four 8–20 more, ignoring AC, unless rElec.
    Electrocution,
    /// Draining: half the time, a natural monster takes `resist_N((1 + random2(D))/2)` more.
    Draining,
    /// Heavy: damage ×9/5, delay ×3/2.
    Heavy,
    /// Antimagic: no HP damage of its own.
    Antimagic,
    /// Speed (artefacts): delay ×2/3.
    Speed,
    /// Penetration (artefacts): never blocked.
    Penetration,
    /// Silver (missiles): `max(1 + random2(D)/3, chaotic ? D·3/4 : 0)` more against any monster.
    Silver,
}

impl ShotBrand {
    /// Every brand with its name as scenarios spell it.
    pub const ALL: [(&'static str, ShotBrand); 9] = [
        ("flaming", ShotBrand::Flaming),
        ("freezing", ShotBrand::Freezing),
        ("electrocution", ShotBrand::Electrocution),
        ("draining", ShotBrand::Draining),
        ("heavy", ShotBrand::Heavy),
        ("antimagic", ShotBrand::Antimagic),
        ("speed", ShotBrand::Speed),
        ("penetration", ShotBrand::Penetration),
        ("silver", ShotBrand::Silver),
    ];

    /// The brand's name.
    pub fn name(self) -> &'static str {
        Self::ALL
            .iter()
            .find(|(_, b)| *b == self)
            .map_or("", |(n, _)| n)
    }

    /// A launcher can carry it (silver is a missile's).
    pub fn on_launcher(self) -> bool {
        self != ShotBrand::Silver
    }

    /// A missile can carry it: silver only, of those that change HP damage (the others on
    /// missiles are not covered).
    pub fn on_missile(self) -> bool {
        self == ShotBrand::Silver
    }
}
