//! Every attack a monster can make at range, modelled or not, and the input of each
//! (`docs/rules/dcss-0.31-ranged.md` §2.1, §3.1; `docs/rules/dcss-0.34-ranged.md` §2.1, §3.1,
//! §6; `docs/rules/monsters-and-dumps.md` §6): the list `roguesim ranged`, `roguesim threat`
//! and the danger table report, one row per attack, and the tally of which monsters of a
//! release are computed and which have an attack refused ([`coverage`]).
//!
//! Which one a monster uses, and when, is its AI, which these rules do not model.

use std::collections::BTreeMap;

use super::catalog::{RangedWeapon, SpellSlot, missile_law_in, spell_slots_in};
use super::items::LauncherBrand;
use super::missile::MissileInput;
use super::spell_category::NotModelled;
use super::spell_input::SpellInput;
use super::volley::AttackInput;
use crate::dcss::monsters::{self, Monster};
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
    /// Whether it is an attack on the player at range: a launcher or throwable, a modelled
    /// spell (a beam, Smiting, Pain), a beam the rules leave out, or a hex the data marks as
    /// damaging. Summons, buffs, clouds and the other spells cast by their own code are
    /// listed, not counted: the data does not say which of them hurt
    /// (`docs/rules/dcss-0.34-ranged.md` §6).
    pub fn is_attack(&self) -> bool {
        match self {
            RangedOption::Missile { .. } => true,
            RangedOption::Spell { slot, modelled } => {
                slot.spell().damaging || !matches!(modelled, Err(NotModelled::NotADamagingBeam(_)))
            }
        }
    }

    /// The attack's input against a player with EV `ev`, internal SH `sh_internal` and AC `ac`
    /// in no special situation (a +0 launcher of no brand, resistance 0), or `None` for a spell
    /// the rules do not model. Set the input's other fields (the hundredths under 0.34) for
    /// another situation.
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
                ev_x100: None,
                attacker_unseen: false,
                player_unseen: false,
                translucent_skin: 0,
                backlit: false,
                umbra: false,
                attacker_nightvision: false,
                repel_missiles: false,
                sh_internal,
                sh_internal_x100: None,
                incapacitated: false,
                ac,
                ac_x100: None,
            })),
            RangedOption::Spell { slot, modelled } => modelled.ok().map(|()| {
                let input = SpellInput {
                    monster: monster.id.clone(),
                    spell: slot.spell().id.clone(),
                    hd: None,
                    evoked: false,
                    spell_energy: None,
                    spell_hd: None,
                    nearby_skulls: 0,
                    ev,
                    ev_x100: None,
                    sh_internal,
                    sh_internal_x100: None,
                    ac,
                    ac_x100: None,
                    player_unseen: false,
                    backlit: false,
                    umbra: false,
                    caster_nightvision: false,
                    repel_missiles: false,
                    incapacitated: false,
                    resist: 0,
                    willpower: None,
                };
                if slot.spell().direct.is_some() {
                    AttackInput::Direct(input)
                } else {
                    AttackInput::Beam(input)
                }
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

/// [`ranged_options`] from `rules`' tables: the release's launcher laws and spell lists
/// (`docs/rules/dcss-0.34-ranged.md` §2.1, §3.1).
pub fn ranged_options_in(rules: RuleSet, monster: &Monster) -> Vec<RangedOption> {
    let mut out: Vec<RangedOption> = Vec::new();
    if let Some(law) = missile_law_in(rules, monster) {
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

/// The monsters of a release with an attack at range ([`RangedOption::is_attack`]), and how
/// many of them the rules compute in full (`docs/rules/dcss-0.34-ranged.md` §6).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Coverage {
    /// Monsters with at least one attack at range.
    pub with_attacks: usize,
    /// Those whose every attack at range is computed.
    pub computed: usize,
    /// Those with at least one attack at range refused.
    pub refused: usize,
    /// For each reason, the monsters with an attack refused for it (a monster counts once
    /// under each of its reasons).
    pub by_reason: BTreeMap<String, usize>,
}

/// The tally of [`Coverage`] over every monster of `rules`' table.
pub fn coverage(rules: RuleSet) -> Coverage {
    let mut c = Coverage::default();
    for m in monsters::all_in(rules) {
        let attacks: Vec<RangedOption> = ranged_options_in(rules, m)
            .into_iter()
            .filter(RangedOption::is_attack)
            .collect();
        if attacks.is_empty() {
            continue;
        }
        c.with_attacks += 1;
        let mut reasons: Vec<String> = attacks
            .iter()
            .filter_map(|o| match o {
                RangedOption::Spell {
                    modelled: Err(why), ..
                } => Some(why.to_string()),
                _ => None,
            })
            .collect();
        reasons.sort();
        reasons.dedup();
        if reasons.is_empty() {
            c.computed += 1;
        } else {
            c.refused += 1;
        }
        for r in reasons {
            *c.by_reason.entry(r).or_default() += 1;
        }
    }
    c
}
