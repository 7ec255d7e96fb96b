//! The build a dump describes, as the simulator's defender description
//! (`docs/rules/monsters-and-dumps.md` §4.2): what the character wears and is, without the
//! statuses of the moment the dump was written.

use mechanics::dcss::data::Slot;

use super::effects::effects;
use super::species::current_name;
use super::{CharacterDump, DumpItem};
use crate::dcss::spec::DefenderSpec;
use crate::error::InputError;

impl CharacterDump {
    /// The build this character wears, as the simulator's defender description
    /// (`docs/rules/monsters-and-dumps.md` §4.2): species, XL, current Str and Dex, the
    /// effective Dodging, Armour and Shields, Fighting without Heroism, the worn armour
    /// (melded items left out), and what its jewellery, artefacts, egos and mutations add
    /// to EV, SH, AC and max HP. Statuses of the moment (berserk, a net, corrosion) are
    /// not part of the build; [`check`](super::check) applies them. Errors name the field
    /// under `character`.
    pub fn defender_spec(&self) -> Result<DefenderSpec, InputError> {
        let e = effects(self);
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
            ..DefenderSpec::default()
        };
        spec.build().map_err(|e| e.within("character"))?;
        Ok(spec)
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
