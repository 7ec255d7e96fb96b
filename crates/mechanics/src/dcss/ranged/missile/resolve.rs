//! A missile input checked against the monster, item and player tables
//! (`docs/rules/dcss-0.31-ranged.md` §2).

use super::Missile;
use super::input::{LAUNCHER_PLUS, MISSILES_034, MissileInput, SLAYING, TRANSLUCENT_SKIN};
use crate::dcss::monsters;
use crate::dcss::ranged::catalog::{RangedWeapon, missile_law};
use crate::dcss::ranged::check::{check_player, table_value};
use crate::dcss::ranged::defence::Defence;
use crate::dcss::ranged::error::RangedError;
use crate::dcss::ranged::items::{LauncherBrand, launcher, missile_item};
use crate::dcss::rules::RuleSet;

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
            super::first_attack_damage(monster),
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
