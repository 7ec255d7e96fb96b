//! A `ranged` scenario resolved into the rules: the rule set in force, the player, and one
//! section per attack (or one for a sequence), each checked by the `mechanics` input that
//! owns its rule (`docs/rules/dcss-0.31-ranged.md` §2–§4, §10; `docs/rules/dcss-0.34-ranged.md`
//! §2–§4, §10). A monster given alone lists every attack of its catalog (`ranged_options_in`),
//! modelled or not.

use mechanics::dcss::monsters::{self, Monster};
use mechanics::dcss::ranged::catalog::{RangedWeapon, missile_law_in};
use mechanics::dcss::ranged::items::launcher_in;
use mechanics::dcss::ranged::missile::MissileInput;
use mechanics::dcss::ranged::options::{RangedOption, ranged_options_in};
use mechanics::dcss::ranged::spell_input::SpellInput;
use mechanics::dcss::ranged::volley::{ATTACKS, SequenceInput, Volley};
use mechanics::dcss::ranged::{RangedAttack, RangedError};
use mechanics::dcss::rules::RuleSet;

use super::player::Player;
use super::shown::{OptionSummary, describe};
use super::spec::{Form, RangedSpec};
use crate::dcss::rules::in_force;
use crate::error::InputError;

/// One section of the report: one attack (made `count` times), or a sequence.
#[derive(Clone, Debug)]
pub struct Section {
    /// What the section is, in words: "shortbow (arrow)", "Pain", "sequence of 4 attacks".
    pub label: String,
    /// The attack, for one attack.
    pub single: Option<RangedAttack>,
    /// The attacks between two of your actions that are reported as a whole: `count` copies
    /// when `count` ≥ 2, or the sequence.
    pub volley: Option<Volley>,
    /// What each Monte Carlo trial plays: the volley, or the one attack.
    pub play: Volley,
}

/// A resolved `ranged` scenario.
#[derive(Clone, Debug)]
pub struct RangedSetup {
    /// The rule set in force.
    pub rules: RuleSet,
    /// The scenario's form.
    pub form: Form,
    /// The monster, unless a sequence.
    pub monster: Option<&'static Monster>,
    /// The player, unless a sequence (whose attacks carry their own numbers).
    pub player: Option<Player>,
    /// Attacks between two of your actions.
    pub count: u32,
    /// Every attack the scenario names or the monster can make, modelled or not.
    pub catalog: Vec<OptionSummary>,
    /// The modelled ones, in the catalog's order.
    pub sections: Vec<Section>,
    /// What is said about the defender's character dump
    /// ([`crate::dcss::input::DefenderSpec::reading_notes`]); empty without one.
    pub character_notes: Vec<String>,
}

/// A rules error at its path in the `ranged` object.
pub fn ranged_error(e: RangedError) -> InputError {
    InputError::invalid(e.path(), e.to_string())
}

impl RangedSpec {
    /// Resolves the scenario: its form and rule set, the player, and each attack, checked
    /// once by the rules; errors carry the field's path.
    pub fn resolve(&self) -> Result<RangedSetup, InputError> {
        let form = self.form()?;
        let rules = in_force(self.rules)?;
        if let (Form::Sequence, Some(attacks)) = (form, &self.attacks) {
            let input = SequenceInput {
                block_limit: self.block_limit.ok_or_else(|| {
                    InputError::invalid(
                        "block_limit",
                        "a sequence gives the block limit its attacks share (no shield item 1, \
                         buckler 2, kite 3, tower 4, an orb 1 under dcss-0.34, 0 under \
                         dcss-0.31)",
                    )
                })?,
                hp: self.hp,
                attacks: attacks.clone(),
            };
            let volley = input.resolve_in(rules).map_err(ranged_error)?;
            let label = format!("sequence of {} attacks", volley.attacks().len());
            return Ok(RangedSetup {
                rules,
                form,
                monster: None,
                player: None,
                count: 1,
                catalog: Vec::new(),
                sections: vec![Section {
                    label,
                    single: None,
                    play: volley.clone(),
                    volley: Some(volley),
                }],
                character_notes: Vec::new(),
            });
        }
        let name = self.monster.as_deref().unwrap_or_default();
        let monster = monsters::find_in(rules, name)
            .map_err(|e| InputError::invalid("monster", e.to_string()))?;
        let player = Player::of(self, rules)?;
        let count = ATTACKS
            .check(i64::from(self.count.unwrap_or(1)))
            .map_err(|e| InputError::at("count", e))? as u32;
        let section = |attack: RangedAttack| section(attack, count, &player);
        let mut catalog = Vec::new();
        let mut sections = Vec::new();
        match form {
            Form::Missile | Form::Spell => {
                let attack = if form == Form::Missile {
                    self.missile_attack(rules, monster, &player)?
                } else {
                    let spell = self.spell.clone().unwrap_or_default();
                    let input = self.spell_input(monster, &player, spell);
                    input.resolve_attack_in(rules).map_err(ranged_error)?
                };
                let (s, summary) = section(attack)?;
                sections.push(s);
                catalog.push(summary);
            }
            Form::Every | Form::Sequence => {
                for option in ranged_options_in(rules, monster) {
                    match self.option_attack(rules, monster, &player, &option)? {
                        Some(attack) => {
                            let (s, mut summary) = section(attack)?;
                            (summary.frequency, summary.typical_probability) =
                                option_weight(&option);
                            sections.push(s);
                            catalog.push(summary);
                        }
                        None => catalog.push(OptionSummary::not_modelled(&option)),
                    }
                }
            }
        }
        if sections.is_empty() {
            return Err(InputError::invalid(
                "monster",
                nothing_modelled(monster, rules, &catalog),
            ));
        }
        Ok(RangedSetup {
            rules,
            form,
            monster: Some(monster),
            player: Some(player),
            count,
            catalog,
            sections,
            character_notes: self
                .defender
                .as_ref()
                .map_or_else(Vec::new, |d| d.reading_notes(rules)),
        })
    }

    /// The missile of the missile form, its launcher found from the name when only one is
    /// given (`docs/rules/dcss-0.31-ranged.md` §2, `docs/rules/dcss-0.34-ranged.md` §2).
    fn missile_attack(
        &self,
        rules: RuleSet,
        monster: &'static Monster,
        player: &Player,
    ) -> Result<RangedAttack, InputError> {
        let named = self.missile.clone().unwrap_or_default();
        let (launcher_name, missile) = match (&self.launcher, launcher_in(rules, &named)) {
            (None, Ok(l)) => (Some(l.name.clone()), l.ammo().name.clone()),
            (None, Err(_)) => (sole_launcher(rules, monster, &named), named),
            (Some(l), _) => (Some(l.clone()), named),
        };
        let input = MissileInput {
            monster: monster.id.clone(),
            hd: self.hd,
            archer: self.archer,
            attack_damage: self.attack_damage,
            missile_energy: self.missile_energy,
            launcher: launcher_name,
            launcher_plus: self.launcher_plus.unwrap_or(0),
            launcher_brand: self.launcher_brand.unwrap_or_default(),
            missile,
            slaying: self.slaying.unwrap_or(0),
            portal_projectile: self.portal_projectile.unwrap_or(false),
            ev: player.ev,
            ev_x100: player.ev_x100,
            attacker_unseen: self.attacker_unseen.unwrap_or(false),
            player_unseen: self.player_unseen.unwrap_or(false),
            translucent_skin: self.translucent_skin.unwrap_or(0),
            backlit: self.backlit.unwrap_or(false),
            umbra: self.umbra.unwrap_or(false),
            attacker_nightvision: self.attacker_nightvision.unwrap_or(false),
            repel_missiles: self.repel_missiles.unwrap_or(false),
            sh_internal: player.sh_internal,
            sh_internal_x100: player.sh_internal_x100,
            incapacitated: self.incapacitated.unwrap_or(false),
            ac: player.ac,
            ac_x100: player.ac_x100,
        };
        input
            .resolve_in(rules)
            .map(RangedAttack::Missile)
            .map_err(ranged_error)
    }

    /// A spell of the monster as the scenario describes it.
    fn spell_input(&self, monster: &Monster, player: &Player, spell: String) -> SpellInput {
        SpellInput {
            monster: monster.id.clone(),
            spell,
            hd: self.hd,
            evoked: self.evoked.unwrap_or(false),
            spell_energy: self.spell_energy,
            spell_hd: self.spell_hd,
            nearby_skulls: self.nearby_skulls.unwrap_or(0),
            ev: player.ev,
            ev_x100: player.ev_x100,
            sh_internal: player.sh_internal,
            sh_internal_x100: player.sh_internal_x100,
            ac: player.ac,
            ac_x100: player.ac_x100,
            player_unseen: self.player_unseen.unwrap_or(false),
            backlit: self.backlit.unwrap_or(false),
            umbra: self.umbra.unwrap_or(false),
            caster_nightvision: self
                .caster_nightvision
                .or(self.attacker_nightvision)
                .unwrap_or(false),
            repel_missiles: self.repel_missiles.unwrap_or(false),
            incapacitated: self.incapacitated.unwrap_or(false),
            resist: self.resist.unwrap_or(0),
            willpower: self.willpower,
        }
    }

    /// One attack of the monster's catalog as the scenario's situation describes it; `None`
    /// for an attack the rules do not model.
    fn option_attack(
        &self,
        rules: RuleSet,
        monster: &'static Monster,
        player: &Player,
        option: &RangedOption,
    ) -> Result<Option<RangedAttack>, InputError> {
        let attack = match option {
            RangedOption::Missile { weapon, .. } => {
                let mut spec = self.clone();
                match weapon {
                    RangedWeapon::Launcher(l) => {
                        spec.launcher = Some(l.name.clone());
                        spec.missile = Some(l.ammo().name.clone());
                    }
                    RangedWeapon::Thrown(m) => spec.missile = Some(m.name.clone()),
                }
                spec.missile_attack(rules, monster, player)?
            }
            RangedOption::Spell { slot, modelled } => {
                if modelled.is_err() {
                    return Ok(None);
                }
                let spell = slot.spell();
                let mut input = self.spell_input(monster, player, spell.id.clone());
                if spell.direct.is_none() {
                    input.willpower = None;
                }
                input.resolve_attack_in(rules).map_err(ranged_error)?
            }
        };
        Ok(Some(attack))
    }
}

/// The section of one attack made `count` times between two of the player's actions, and
/// its line of the catalog.
fn section(
    attack: RangedAttack,
    count: u32,
    player: &Player,
) -> Result<(Section, OptionSummary), InputError> {
    let summary = describe(&attack);
    let copies = |n: u32| {
        Volley::new(
            vec![attack.clone(); n as usize],
            Some(player.block_limit),
            player.hp,
        )
        .map_err(ranged_error)
    };
    let volley = if count >= 2 {
        Some(copies(count)?)
    } else {
        None
    };
    let play = match &volley {
        Some(v) => v.clone(),
        None => copies(1)?,
    };
    Ok((
        Section {
            label: summary.attack.clone(),
            single: Some(attack),
            volley,
            play,
        },
        summary,
    ))
}

/// A spell slot's frequency, or a launcher's probability in the monster's typical case.
fn option_weight(option: &RangedOption) -> (Option<i32>, Option<f64>) {
    match option {
        RangedOption::Missile {
            typical_probability,
            ..
        } => (None, Some(*typical_probability)),
        RangedOption::Spell { slot, .. } => (Some(slot.freq), None),
    }
}

/// The monster's only launcher that fires the ammunition `ammo`, if it has exactly one.
fn sole_launcher(rules: RuleSet, monster: &Monster, ammo: &str) -> Option<String> {
    let law = missile_law_in(rules, monster)?;
    let firing: Vec<String> = law
        .weapons()
        .iter()
        .filter_map(|w| match w {
            RangedWeapon::Launcher(l) if l.ammo().name.eq_ignore_ascii_case(ammo.trim()) => {
                Some(l.name.clone())
            }
            _ => None,
        })
        .collect();
    match firing.as_slice() {
        [one] => Some(one.clone()),
        _ => None,
    }
}

/// Why a monster has no section: nothing at range, or nothing modelled.
fn nothing_modelled(monster: &Monster, rules: RuleSet, catalog: &[OptionSummary]) -> String {
    if catalog.is_empty() {
        return format!(
            "the {} has no ranged attack under {rules}: no launcher, throwable or spell",
            monster.name
        );
    }
    let why: Vec<String> = catalog
        .iter()
        .map(|o| format!("{} ({})", o.attack, o.reason.as_deref().unwrap_or("")))
        .collect();
    format!(
        "the {} has no ranged attack roguesim models under {rules}: {}",
        monster.name,
        why.join("; ")
    )
}
