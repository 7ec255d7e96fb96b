//! A missile as scenario files and the reference vectors describe it, and its validation
//! against the monster, item and player tables (`docs/rules/dcss-0.31-ranged.md` §2).

use super::Missile;
use crate::dcss::damage::ac::PLAYER_AC;
use crate::dcss::defender::DefenderNumbers;
use crate::dcss::monsters::{self, Monster};
use crate::dcss::ranged::catalog::{RangedWeapon, missile_law};
use crate::dcss::ranged::defence::Defence;
use crate::dcss::ranged::error::RangedError;
use crate::dcss::ranged::items::{LauncherBrand, launcher, missile_item};
use crate::dcss::rules::RuleSet;
use crate::limits::Limit;

/// One missile a monster fires or throws at the player, and the player it is aimed at
/// (`docs/rules/dcss-0.31-ranged.md` §2). The JSON object of a reference vector's `input`.
///
/// The monster's table values (`hd`, `archer`, `attack_damage`, `missile_energy`) may be left
/// out; when given they must equal the table.
#[derive(Clone, Debug, PartialEq, Eq, serde::Deserialize)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct MissileInput {
    /// The monster's name or enum id (`mon-data.h`).
    pub monster: String,
    /// Its HD: the table's.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub hd: Option<i32>,
    /// `M_ARCHER`: the table's.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub archer: Option<bool>,
    /// The damage of its first melee attack, added to every missile's damage: the table's.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub attack_damage: Option<i32>,
    /// Its missile energy: the table's.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub missile_energy: Option<i32>,
    /// The launcher ("longbow"); `null` for a thrown item.
    #[serde(default)]
    pub launcher: Option<String>,
    /// The launcher's enchantment.
    #[serde(default)]
    pub launcher_plus: i32,
    /// The launcher's brand, as far as it changes these rules.
    #[serde(default)]
    pub launcher_brand: LauncherBrand,
    /// The missile: the launcher's ammunition ("arrow") or a thrown item ("javelin").
    pub missile: String,
    /// Ring of slaying and artefact Slay the monster wears: to-hit and damage.
    #[serde(default)]
    pub slaying: i32,
    /// Fired through Portal Projectile: +HD·3/2 to-hit, the spell's energy.
    #[serde(default)]
    pub portal_projectile: bool,
    /// The player's EV as the status line shows it.
    pub ev: i32,
    /// The player cannot see the monster: EV −10, block value ÷3.
    #[serde(default)]
    pub attacker_unseen: bool,
    /// The monster cannot see the player (invisible): to-hit −35 %.
    #[serde(default)]
    pub player_unseen: bool,
    /// The player's Translucent Skin level: to-hit −2 per level.
    #[serde(default)]
    pub translucent_skin: i32,
    /// The player is backlit: to-hit +5.
    #[serde(default)]
    pub backlit: bool,
    /// The player has an umbra: to-hit −3 unless the monster has nightvision.
    #[serde(default)]
    pub umbra: bool,
    /// The monster has nightvision.
    #[serde(default)]
    pub attacker_nightvision: bool,
    /// The player repels missiles: to-hit −(pre+1)/2.
    #[serde(default)]
    pub repel_missiles: bool,
    /// The player's internal SH (twice the displayed SH).
    #[serde(default)]
    pub sh_internal: i32,
    /// The player is paralysed, asleep or otherwise helpless: no block.
    #[serde(default)]
    pub incapacitated: bool,
    /// The player's AC.
    #[serde(default)]
    pub ac: i32,
}

/// The launcher's plus: −20 to 30.
pub const LAUNCHER_PLUS: Limit = Limit::new("launcher_plus", -20, 30);
/// The monster's slaying: −20 to 30.
pub const SLAYING: Limit = Limit::new("slaying", -20, 30);
/// Translucent Skin: 0 to 3 levels.
pub const TRANSLUCENT_SKIN: Limit = Limit::new("translucent_skin", 0, 3);
/// The player's AC, the range of the damage rules.
pub const AC: Limit = Limit::new("ac", PLAYER_AC.min, PLAYER_AC.max);

/// `given` must be `rules`' table's `value` (`docs/rules/dcss-0.31-ranged.md` §2.2).
pub(crate) fn table_value<T: Copy + PartialEq + std::fmt::Display>(
    rules: RuleSet,
    field: &'static str,
    monster: &Monster,
    given: Option<T>,
    value: T,
) -> Result<T, RangedError> {
    match given {
        Some(g) if g != value => Err(RangedError::TableValue {
            rules,
            field,
            monster: monster.name.clone(),
            given: g.to_string(),
            table: value.to_string(),
        }),
        _ => Ok(value),
    }
}

/// The player's numbers, each in its range (`docs/rules/dcss-0.31-ranged.md` §1).
pub(crate) fn check_player(ev: i32, sh_internal: i32, ac: i32) -> Result<(), RangedError> {
    DefenderNumbers::EV.check(ev)?;
    DefenderNumbers::SH_INTERNAL.check(sh_internal)?;
    AC.check(ac)?;
    Ok(())
}

/// The damage of the monster's first melee attack, 0 for a monster without one
/// (`mons_attack_spec(mon, 0)`, `docs/rules/dcss-0.31-ranged.md` §2.2).
pub(crate) fn first_attack_damage(m: &Monster) -> i32 {
    m.attacks.first().map_or(0, |a| a.damage)
}

/// What is missing for missiles under 0.34 (`docs/rules/dcss-0.31-ranged.md` §10.4).
pub const MISSILES_034: &str =
    "which launchers and throwables 0.34.1 monsters are given (mon-gear) is not extracted";

impl MissileInput {
    /// [`MissileInput::resolve`] under `rules`: under 0.34 missiles are refused, naming what
    /// is missing (`docs/rules/dcss-0.31-ranged.md` §10.4).
    ///
    /// # Errors
    /// [`RangedError::Unmodelled`] under 0.34; else those of [`MissileInput::resolve`].
    pub fn resolve_in(&self, rules: RuleSet) -> Result<Missile, RangedError> {
        match rules {
            RuleSet::Dcss031 => self.resolve(),
            RuleSet::Dcss034 => Err(RangedError::Unmodelled {
                rules,
                what: "missiles".into(),
                why: MISSILES_034,
                field: "missile",
            }),
        }
    }

    /// Checks every field and looks up the monster and the items
    /// (`docs/rules/dcss-0.31-ranged.md` §2).
    ///
    /// # Errors
    /// The first field that is wrong: an unknown monster or item, a table value that is not
    /// the monster's, a number out of range, a missile the launcher does not fire, a launcher
    /// or thrown item the monster is never given (the law of
    /// [`crate::dcss::ranged::catalog::missile_law`]), a plus or brand without a launcher.
    pub fn resolve(&self) -> Result<Missile, RangedError> {
        let monster = monsters::find(&self.monster)?;
        let mut input = self.clone();
        let old = RuleSet::Dcss031;
        input.hd = Some(table_value(old, "hd", monster, self.hd, monster.hd)?);
        input.archer = Some(table_value(
            old,
            "archer",
            monster,
            self.archer,
            monster.archer,
        )?);
        input.attack_damage = Some(table_value(
            old,
            "attack_damage",
            monster,
            self.attack_damage,
            first_attack_damage(monster),
        )?);
        input.missile_energy = Some(table_value(
            old,
            "missile_energy",
            monster,
            self.missile_energy,
            monster.energy.missile,
        )?);
        LAUNCHER_PLUS.check(self.launcher_plus)?;
        SLAYING.check(self.slaying)?;
        TRANSLUCENT_SKIN.check(self.translucent_skin)?;
        check_player(self.ev, self.sh_internal, self.ac)?;

        let missile = missile_item(&self.missile)?;
        let launcher = self.launcher.as_deref().map(launcher).transpose()?;
        let law = missile_law(monster);
        let carried: Vec<RangedWeapon> = law.map(|l| l.weapons()).unwrap_or_default();
        let describe = |w: &RangedWeapon| match w {
            RangedWeapon::Launcher(l) => format!("{} (fires {})", l.name, l.ammo().name),
            RangedWeapon::Thrown(m) => m.name.clone(),
        };
        let not_carried = |field: &'static str, item: &str| RangedError::NotCarried {
            field,
            monster: monster.name.clone(),
            item: item.to_string(),
            allowed: carried.iter().map(describe).collect(),
        };
        match launcher {
            Some(l) => {
                if l.ammo().id != missile.id {
                    return Err(RangedError::WrongAmmo {
                        launcher: l.name.clone(),
                        missile: missile.name.clone(),
                        ammo: l.ammo().name.clone(),
                    });
                }
                if !carried.contains(&RangedWeapon::Launcher(l)) {
                    return Err(not_carried("launcher", &l.name));
                }
            }
            None => {
                if !missile.thrown {
                    return Err(RangedError::NeedsLauncher {
                        missile: missile.name.clone(),
                        allowed: carried
                            .iter()
                            .filter(|w| w.missile().id == missile.id)
                            .map(|w| w.name().to_string())
                            .collect(),
                    });
                }
                if !carried.contains(&RangedWeapon::Thrown(missile)) {
                    return Err(not_carried("missile", &missile.name));
                }
                if self.launcher_plus != 0 {
                    return Err(no_launcher("launcher_plus", &missile.name, "0"));
                }
                if self.launcher_brand != LauncherBrand::Normal {
                    return Err(no_launcher("launcher_brand", &missile.name, "normal"));
                }
            }
        }
        Ok(Missile::new(
            input,
            monster,
            launcher,
            missile,
            Defence::fixed(self.ev, self.sh_internal, self.ac),
        ))
    }
}

fn no_launcher(field: &'static str, missile: &str, allowed: &'static str) -> RangedError {
    RangedError::NoLauncher {
        field,
        missile: missile.to_string(),
        allowed,
    }
}
