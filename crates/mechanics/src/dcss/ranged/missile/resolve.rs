//! A missile input checked against the monster, item and player tables
//! (`docs/rules/dcss-0.31-ranged.md` §2).

use super::Missile;
use super::input::{LAUNCHER_PLUS, MissileInput, SLAYING, TRANSLUCENT_SKIN};
use crate::dcss::monsters;
use crate::dcss::ranged::catalog::{RangedWeapon, missile_law_in};
use crate::dcss::ranged::check::{PlayerNumbers, player_defence, table_value};
use crate::dcss::ranged::error::RangedError;
use crate::dcss::ranged::items::{LauncherBrand, launcher_in, missile_item_in};
use crate::dcss::rules::RuleSet;

impl MissileInput {
    /// [`MissileInput::resolve_in`] under the 0.31 rules.
    ///
    /// # Errors
    /// Those of [`MissileInput::resolve_in`].
    pub fn resolve(&self) -> Result<Missile, RangedError> {
        self.resolve_in(RuleSet::Dcss031)
    }

    /// Checks every field under `rules` and looks up the monster and the items in its release's
    /// tables (`docs/rules/dcss-0.31-ranged.md` §2, `docs/rules/dcss-0.34-ranged.md` §0, §2).
    ///
    /// # Errors
    /// The first field that is wrong: an unknown monster or item, a table value that is not
    /// the monster's, a number out of range, hundredths under 0.31 or disagreeing with the
    /// number shown, a missile the launcher does not fire, a launcher or thrown item the
    /// monster is never given (the law of [`crate::dcss::ranged::catalog::missile_law_in`]), a
    /// plus or brand without a launcher.
    pub fn resolve_in(&self, rules: RuleSet) -> Result<Missile, RangedError> {
        let monster = monsters::find_in(rules, &self.monster)?;
        let mut input = self.clone();
        input.hd = Some(table_value(rules, "hd", monster, self.hd, monster.hd)?);
        input.archer = Some(table_value(
            rules,
            "archer",
            monster,
            self.archer,
            monster.archer,
        )?);
        input.attack_damage = Some(table_value(
            rules,
            "attack_damage",
            monster,
            self.attack_damage,
            super::first_attack_damage(monster),
        )?);
        input.missile_energy = Some(table_value(
            rules,
            "missile_energy",
            monster,
            self.missile_energy,
            monster.energy.missile,
        )?);
        LAUNCHER_PLUS.check(self.launcher_plus)?;
        SLAYING.check(self.slaying)?;
        TRANSLUCENT_SKIN.check(self.translucent_skin)?;
        let defence = player_defence(
            rules,
            PlayerNumbers {
                ev: self.ev,
                sh_internal: self.sh_internal,
                ac: self.ac,
                ev_x100: self.ev_x100,
                sh_internal_x100: self.sh_internal_x100,
                ac_x100: self.ac_x100,
            },
        )?;

        let missile = missile_item_in(rules, &self.missile)?;
        let launcher = self
            .launcher
            .as_deref()
            .map(|l| launcher_in(rules, l))
            .transpose()?;
        let law = missile_law_in(rules, monster);
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
            &rules.release().ranged,
            input,
            monster,
            launcher,
            missile,
            defence,
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
