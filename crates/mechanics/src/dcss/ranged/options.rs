//! Every attack a monster can make at range, modelled or not, and the input of each
//! (`docs/rules/dcss-0.31-ranged.md` §2.1, §3.1, §10.4; `docs/rules/monsters-and-dumps.md`
//! §6): the list `roguesim ranged` and `roguesim threat` report, one row per attack.
//!
//! Which one a monster uses, and when, is its AI, which these rules do not model.

use super::catalog::{RangedWeapon, SpellSlot, missile_law, spell_slots_in};
use super::items::LauncherBrand;
use super::missile::MissileInput;
use super::spell_input::SpellInput;
use super::spells::NotModelled;
use super::volley::AttackInput;
use crate::dcss::monsters::Monster;
use crate::dcss::rules::RuleSet;

/// One attack a monster can make at range (`docs/rules/dcss-0.31-ranged.md` §2.1, §3.1): a
/// launcher or thrown item it can be given, or a spell of its book. Which one it uses is AI.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum RangedOption {
    /// A launcher or thrown item, with its probability in the monster's typical case (0 when
    /// only another case hands it out).
    Missile {
        /// The launcher or thrown item.
        weapon: RangedWeapon,
        /// Its probability in the typical case.
        typical_probability: f64,
    },
    /// A spell slot; `modelled` says whether the rules model it as an attack on the player
    /// (a beam, or Smiting or Pain).
    Spell {
        /// The slot: spell, frequency, power modifier.
        slot: SpellSlot,
        /// `Ok` for a modelled attack, else why not.
        modelled: Result<(), NotModelled>,
    },
}

impl RangedOption {
    /// The attack's input against a player with EV `ev`, internal SH `sh_internal` and AC `ac`
    /// in no special situation (a +0 launcher of no brand, resistance 0), or `None` for a spell
    /// the rules do not model. Set the input's other fields for another situation.
    pub fn input(
        &self,
        monster: &Monster,
        ev: i32,
        sh_internal: i32,
        ac: i32,
    ) -> Option<AttackInput> {
        match self {
            RangedOption::Missile { weapon, .. } => Some(AttackInput::Missile(MissileInput {
                monster: monster.id.clone(),
                hd: None,
                archer: None,
                attack_damage: None,
                missile_energy: None,
                launcher: match weapon {
                    RangedWeapon::Launcher(l) => Some(l.name.clone()),
                    RangedWeapon::Thrown(_) => None,
                },
                launcher_plus: 0,
                launcher_brand: LauncherBrand::Normal,
                missile: weapon.missile().name.clone(),
                slaying: 0,
                portal_projectile: false,
                ev,
                attacker_unseen: false,
                player_unseen: false,
                translucent_skin: 0,
                backlit: false,
                umbra: false,
                attacker_nightvision: false,
                repel_missiles: false,
                sh_internal,
                incapacitated: false,
                ac,
            })),
            RangedOption::Spell { slot, modelled } => modelled.ok().map(|()| {
                AttackInput::Beam(SpellInput {
                    monster: monster.id.clone(),
                    spell: slot.spell().id.clone(),
                    hd: None,
                    evoked: false,
                    spell_energy: None,
                    spell_hd: None,
                    nearby_skulls: 0,
                    ev,
                    sh_internal,
                    ac,
                    player_unseen: false,
                    backlit: false,
                    umbra: false,
                    caster_nightvision: false,
                    repel_missiles: false,
                    incapacitated: false,
                    resist: 0,
                    willpower: None,
                })
            }),
        }
    }
}

/// Every attack `monster` can make at range: each launcher or thrown item its law can hand
/// out, then each slot of its spellbook in casting order, modelled or not
/// (`docs/rules/dcss-0.31-ranged.md` §2.1, §3.1; `docs/rules/monsters-and-dumps.md` §6). Wands
/// are not listed: any item-using monster may carry one.
pub fn ranged_options(monster: &Monster) -> Vec<RangedOption> {
    ranged_options_in(RuleSet::Dcss031, monster)
}

/// [`ranged_options`] under `rules`. Under 0.34 only the spell slots are known: which
/// launchers and throwables a 0.34.1 monster is given is not extracted
/// (`docs/rules/dcss-0.31-ranged.md` §10.4).
pub fn ranged_options_in(rules: RuleSet, monster: &Monster) -> Vec<RangedOption> {
    let mut out: Vec<RangedOption> = Vec::new();
    if let Some(law) = missile_law(monster).filter(|_| rules == RuleSet::Dcss031) {
        for weapon in law.weapons() {
            let typical_probability = law
                .typical()
                .outcomes
                .iter()
                .filter(|(o, _)| o.weapon() == Some(weapon))
                .map(|(_, p)| p)
                .sum();
            out.push(RangedOption::Missile {
                weapon,
                typical_probability,
            });
        }
    }
    out.extend(
        spell_slots_in(rules, monster)
            .iter()
            .map(|&slot| RangedOption::Spell {
                slot,
                modelled: slot.spell().modelled(),
            }),
    );
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dcss::monsters::find;
    use crate::tolerance::EXACT;

    #[test]
    fn options_list_missiles_then_spells_and_make_inputs() {
        let warrior = find("orc warrior").unwrap();
        let options = ranged_options(warrior);
        let names: Vec<&str> = options
            .iter()
            .filter_map(|o| match o {
                RangedOption::Missile { weapon, .. } => Some(weapon.name()),
                RangedOption::Spell { .. } => None,
            })
            .collect();
        assert_eq!(names, ["orcbow", "arbalest", "boomerang"]);
        for o in &options {
            let input = o.input(warrior, 15, 10, 5).unwrap();
            assert!(input.resolve().is_ok(), "{o:?}");
        }
        let priest = find("orc priest").unwrap();
        let options = ranged_options(priest);
        assert_eq!(options.len(), 4);
        let inputs: Vec<AttackInput> = options
            .iter()
            .filter_map(|o| o.input(priest, 15, 0, 0))
            .collect();
        assert_eq!(inputs.len(), 2);
        assert!(inputs.iter().all(|i| i.resolve().is_ok()));
        let annihilator = find("deep elf annihilator").unwrap();
        let beams: Vec<AttackInput> = ranged_options(annihilator)
            .iter()
            .filter_map(|o| o.input(annihilator, 15, 20, 10))
            .collect();
        assert_eq!(beams.len(), 4);
        assert!(beams.iter().all(|b| b.resolve().is_ok()));
    }

    /// Every attack of every monster makes an input the rules accept, and its answer's laws
    /// sum to 1.
    #[test]
    fn every_option_of_every_monster_resolves() {
        let mut count = 0;
        for m in crate::dcss::monsters::all() {
            for o in ranged_options(m) {
                if let Some(input) = o.input(m, 20, 20, 10) {
                    let attack = input.resolve().unwrap_or_else(|e| panic!("{}: {e}", m.id));
                    let total: f64 = attack.shot_law().damage.probs().iter().sum();
                    assert!((total - 1.0).abs() < EXACT, "{}", m.id);
                    count += 1;
                }
            }
        }
        // 64 launchers and thrown items of 44 monsters, 244 modelled beams of 170 casters,
        // 20 slots of Smiting or Pain.
        assert_eq!(count, 64 + 244 + 20);
    }

    /// Under 0.34 only the spell lists are known; Smiting and Pain are modelled, nothing
    /// else (`docs/rules/dcss-0.31-ranged.md` §10.4).
    #[test]
    fn options_under_0_34_are_spells() {
        let rules = RuleSet::Dcss034;
        let priest = crate::dcss::monsters::find_in(rules, "orc priest").unwrap();
        let options = ranged_options_in(rules, priest);
        let modelled: Vec<&str> = options
            .iter()
            .filter_map(|o| match o {
                RangedOption::Spell { slot, modelled } => {
                    modelled.is_ok().then_some(slot.spell().id.as_str())
                }
                RangedOption::Missile { .. } => None,
            })
            .collect();
        assert_eq!(modelled, ["SPELL_PAIN", "SPELL_SMITING"]);
        let warrior = crate::dcss::monsters::find_in(rules, "centaur warrior").unwrap();
        assert!(ranged_options_in(rules, warrior).is_empty());
        let wizard = crate::dcss::monsters::find_in(rules, "orc wizard").unwrap();
        let why = ranged_options_in(rules, wizard)
            .into_iter()
            .find_map(|o| match o {
                RangedOption::Spell { modelled, .. } => modelled.err(),
                RangedOption::Missile { .. } => None,
            })
            .unwrap();
        assert!(why.to_string().contains("0.34.1 zap table"), "{why}");
    }
}
