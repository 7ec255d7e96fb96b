//! The build a dump describes (`docs/rules/monsters-and-dumps.md` §4.2): what the character
//! wears and is, without the statuses of the moment the dump was written, as the
//! simulator's defender description and as a validated build under a rule set.

use mechanics::dcss::build::{AuxPiece, AuxSet, Build};
use mechanics::dcss::data::{self, Form, Slot};
use mechanics::dcss::rules::RuleSet;
use mechanics::dcss::skills::Skill;

use super::effects::effects;
use super::species::current_name;
use super::{CharacterDump, DumpForm, DumpItem};
use crate::dcss::input::DefenderSpec;
use crate::error::InputError;

impl CharacterDump {
    /// The form the build is read in under `rules`: the dump's, under dcss-0.34
    /// (`docs/rules/dcss-0.34-forms.md` §6); none under dcss-0.31, whose forms roguesim does
    /// not model (the check names the form as a cause instead).
    pub(super) fn form_in(&self, rules: RuleSet) -> Option<&DumpForm> {
        self.form.as_ref().filter(|_| rules == RuleSet::Dcss034)
    }

    /// The build this character wears, as the simulator's defender description
    /// (`docs/rules/monsters-and-dumps.md` §4.2): species, XL, current Str and Dex, the
    /// effective Dodging, Armour and Shields, Fighting without Heroism, the worn armour
    /// (melded items left out), what its jewellery, artefacts, egos and mutations add to EV,
    /// SH, AC and max HP, and under dcss-0.34 the form it is in with its Shapeshifting
    /// (`docs/rules/dcss-0.34-forms.md` §6). Statuses of the moment (berserk, a net,
    /// corrosion) are not part of the build; [`check`](super::check) applies them. Errors
    /// name the field under `character`.
    pub fn defender_spec(&self) -> Result<DefenderSpec, InputError> {
        let rules = self.rules.rules;
        let e = effects(self, rules);
        let form = self.form_in(rules);
        let worn = |slot: Slot| self.armour(slot).filter(|i| !i.melded);
        let base = |i: &DumpItem| i.base.clone().unwrap_or_default();
        let spec = DefenderSpec {
            species: Some(current_name(&self.species).to_string()),
            xl: Some(self.xl),
            dex: Some(self.dexterity),
            strength: Some(self.strength),
            dodging: self.level_used("Dodging"),
            armour: self.level_used("Armour"),
            shields: self.level_used("Shields"),
            fighting: self.fighting_for_hp(),
            body: worn(Slot::Body).map(base),
            body_plus: worn(Slot::Body).map_or(0, |b| b.plus),
            shield: worn(Slot::Shield).map(base),
            shield_plus: worn(Slot::Shield).map_or(0, |s| s.plus),
            aux: self
                .aux()
                .filter(|a| !a.melded)
                .map(|a| format!("{}{:+}", base(a), a.plus))
                .collect(),
            bonuses: e.bonuses,
            extra_sh: e.extra_sh,
            ac_bonuses: e.ac_bonuses,
            hp_bonuses: e.hp_bonuses,
            extras_034: e.extras,
            form: form.map(|f| f.name.clone()),
            shapeshifting: self.level_used("Shapeshifting"),
            form_from_talisman: form.is_some_and(|f| f.from_talisman),
            unarmed_combat: self.level_used("Unarmed Combat"),
            mutations: e.mutations,
            ..DefenderSpec::default()
        };
        spec.build_in(rules).map_err(|e| e.within("character"))?;
        Ok(spec)
    }

    /// The same build under a rule set, validated against that rule set's species, armour
    /// and slot rules (`docs/rules/dcss-0.34.md` §8, §E2): a Poltergeist's six haunted
    /// pieces and a Formicid's two pairs of gloves are 0.34 builds. Errors name the field
    /// under `character`.
    pub fn build_in(&self, rules: RuleSet) -> Result<Build, InputError> {
        let at = |field: &str, e: &dyn std::fmt::Display| {
            InputError::invalid(field, e.to_string()).within("character")
        };
        let species =
            data::species_in(rules, current_name(&self.species)).map_err(|e| at("species", &e))?;
        let worn = |slot: Slot| self.armour(slot).filter(|i| !i.melded);
        let base = |i: &DumpItem| i.base.clone().unwrap_or_default();
        let body = match worn(Slot::Body) {
            Some(b) => data::body_armour_in(rules, &base(b)).map_err(|e| at("body", &e))?,
            None => None,
        };
        let shield = match worn(Slot::Shield) {
            Some(s) => data::shield(&base(s)).map_err(|e| at("shield", &e))?,
            None => None,
        };
        let mut aux = AuxSet::default();
        for item in self.aux().filter(|a| !a.melded) {
            let piece = AuxPiece {
                item: data::aux_armour(&base(item)).map_err(|e| at("aux", &e))?,
                plus: item.plus,
            };
            let added = match rules {
                RuleSet::Dcss031 => match aux.wear(piece) {
                    None => Ok(()),
                    Some(_) => Err(piece),
                },
                RuleSet::Dcss034 => aux.add(piece),
            };
            added.map_err(|p| {
                at(
                    "aux",
                    &format!("no room for another {} ({})", p.item.slot.name(), item.text),
                )
            })?;
        }
        let skill = |field: &str, level: f64| Skill::from_f64(level).map_err(|e| at(field, &e));
        let e = effects(self, rules);
        let form = self.form_in(rules);
        let build = Build {
            xl: self.xl,
            dodging: skill("dodging", self.level_used("Dodging"))?,
            armour: skill("armour", self.level_used("Armour"))?,
            shields: skill("shields", self.level_used("Shields"))?,
            fighting: skill("fighting", self.fighting_for_hp())?,
            body,
            body_plus: worn(Slot::Body).map_or(0, |b| b.plus),
            shield,
            shield_plus: worn(Slot::Shield).map_or(0, |s| s.plus),
            aux,
            bonuses: e.bonuses,
            extra_sh: e.extra_sh,
            ac_bonuses: e.ac_bonuses,
            hp_bonuses: e.hp_bonuses,
            extras: e.extras,
            form: form.map_or(Form::None, DumpForm::form),
            shapeshifting: skill("shapeshifting", self.level_used("Shapeshifting"))?,
            form_from_talisman: form.is_some_and(|f| f.from_talisman),
            mutations: e.mutation_levels(),
            ..Build::new_in(rules, species, self.dexterity, self.strength)
        };
        build
            .validate()
            .map_err(|e| InputError::invalid(e.field(), e.to_string()).within("character"))?;
        Ok(build)
    }

    /// Fighting as max HP reads it: the effective level, which includes Ashenzari's boost,
    /// but the real one while Heroism is on, which max HP leaves out (`get_real_hp`,
    /// `docs/rules/dcss-0.31-damage.md` §4).
    pub(super) fn fighting_for_hp(&self) -> f64 {
        match self.skill("Fighting") {
            Some(s) if self.has_status("heroic") => s.level,
            Some(s) => s.used(),
            None => 0.0,
        }
    }
}
