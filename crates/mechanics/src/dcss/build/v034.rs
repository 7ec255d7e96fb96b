//! What a build comes to under DCSS 0.34.1: its checks against the 0.34 tables and slot
//! rules, its EV kept in hundredths, its SH and block limit (`docs/rules/dcss-0.34.md` §4,
//! §6, §E2).

use super::{Build, BuildError};
use crate::dcss::data::{Form, body_armour_table, species_table};
use crate::dcss::equipment::{Item, aux_overflow, can_wear_034};
use crate::dcss::evasion::{EvBreakdown034, EvInputs, EvSituation, FormEv, player_evasion_034};
use crate::dcss::mutations::Mutation;
use crate::dcss::rules::NotModelled;
use crate::dcss::shields::{ExtraSh, ShieldClass034, ShieldWearer, block_limit_034};

impl Build {
    /// The species and body armour come from the tables of the build's rule set (by value: a
    /// robe is a robe in both releases, fire dragon scales are not).
    pub(super) fn check_tables(&self) -> Result<(), BuildError> {
        if !species_table(self.rules).contains(self.species) {
            return Err(BuildError::NotInRules {
                field: "species",
                kind: "species",
                name: self.species.name,
                rules: self.rules,
            });
        }
        if let Some(b) = self
            .body
            .filter(|b| !body_armour_table(self.rules).contains(b))
        {
            return Err(BuildError::NotInRules {
                field: "body",
                kind: "body armour",
                name: b.name,
                rules: self.rules,
            });
        }
        Ok(())
    }

    /// The 0.34 checks (`docs/rules/dcss-0.34.md` §E2, §D9): the 0.34 tables, no Divine
    /// Shield, and out of a form every item against the slot rules
    /// ([`Build::unwearable_034`]). In a form the equipment is not checked: what it melds
    /// counts for nothing, and the rule book's form vectors give what is left in use
    /// whatever the species, the numbers being the game's formulas on them
    /// (`docs/rules/dcss-0.34-forms.md` §3, §8).
    pub(super) fn check_items_034(&self) -> Result<(), BuildError> {
        self.check_tables()?;
        if self.extra_sh.tso > 0 {
            return Err(BuildError::NotModelled {
                field: "extra_sh.tso",
                source: NotModelled {
                    rules: self.rules,
                    what: "TSO's Divine Shield (it blocks every attack while it lasts)",
                },
            });
        }
        match self.form {
            Form::None => self.unwearable_034().map_or(Ok(()), Err),
            _ => Ok(()),
        }
    }

    /// The first item in use the species could not put on, or an aux piece beyond its
    /// slots, as the game refuses it (`docs/rules/dcss-0.34.md` §E2); what a form melds is
    /// left out. Out of a form it is [`Build::validate`]'s error; in a form, a note.
    pub fn unwearable_034(&self) -> Option<BuildError> {
        let worn = self.worn_in_form();
        let sp = self.species;
        let items = worn
            .body
            .map(Item::Body)
            .into_iter()
            .chain(worn.shield.map(Item::Shield))
            .chain(worn.aux.pieces().map(|p| Item::Aux(p.item)));
        for item in items {
            if let Err(refusal) = can_wear_034(sp, item, self.xl) {
                return Some(BuildError::CannotWear {
                    slot: item.slot(),
                    species: sp.name,
                    item: item.name(),
                    message: refusal.message,
                    allowed: self.allowed(item.slot()),
                });
            }
        }
        let pieces = worn.aux.pieces().map(|p| Item::Aux(p.item));
        if let Some((slot, count, allowed)) = aux_overflow(sp, self.xl, pieces) {
            return Some(BuildError::TooManyPieces {
                kind: slot.name(),
                species: sp.name,
                count,
                allowed,
            });
        }
        None
    }

    /// The inputs of the 0.34 `_player_evasion`: those of [`Build::ev_inputs`] for the
    /// equipment the form leaves in use ([`Build::worn_in_form`]), with the species' own
    /// Tengu flight from its XL (`docs/rules/dcss-0.34.md` §4.1, §8.3;
    /// `docs/rules/dcss-0.34-forms.md` §3).
    pub fn ev_inputs_034(&self) -> EvInputs {
        let mut inputs = self.worn_in_form().ev_inputs();
        let from = self.species.tengu_flight_from_xl;
        inputs.bonuses.tengu_flight |= from > 0 && self.xl >= from;
        inputs
    }

    /// The player's EV under 0.34, kept in hundredths, with its breakdown and the law each
    /// attack draws from (`docs/rules/dcss-0.34.md` §4.1): in a form, its size and EV bonus,
    /// without what it melds; Tree form is capped as the helpless are; Statue form takes a
    /// fifth of the natural EV (`docs/rules/dcss-0.34-forms.md` §3).
    ///
    /// ```
    /// use mechanics::dcss::build::Build;
    /// use mechanics::dcss::data::{body_armour_in, species_in};
    /// use mechanics::dcss::evasion::EvSituation;
    /// use mechanics::dcss::rules::RuleSet::Dcss034;
    /// use mechanics::dcss::skills::Skill;
    ///
    /// // §4.2: the Human in plate has EV 6.80 (shown 6): EV 7 on 80 % of the attacks.
    /// let human = Build {
    ///     xl: 10,
    ///     dodging: Skill::level(10)?,
    ///     armour: Skill::level(5)?,
    ///     body: body_armour_in(Dcss034, "plate")?,
    ///     ..Build::new_in(Dcss034, species_in(Dcss034, "human")?, 15, 15)
    /// };
    /// human.validate()?;
    /// let ev = human.evasion_034(&EvSituation::default());
    /// assert_eq!((ev.final_x100, ev.shown), (680, 6));
    /// assert_eq!((ev.law().prob(6), ev.law().prob(7)), (0.2, 0.8));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn evasion_034(&self, situation: &EvSituation) -> EvBreakdown034 {
        let mut s = *situation;
        s.helpless |= self.form == Form::Tree;
        let form = FormEv {
            bonus_x100: self.shape().map_or(0, |f| f.ev_x100(self.xl)),
            statue: self.form == Form::Statue,
        };
        player_evasion_034(&self.ev_inputs_034(), &s, &self.extras, form)
    }

    /// `player_shield_class(100, false)` under 0.34 (`docs/rules/dcss-0.34.md` §6.1):
    /// `incapacitated` covers asleep, paralysed, petrified, caught, confused, Vexed and
    /// Dazed. A melded shield gives nothing; Large Bone Plates count unless the form
    /// suppresses them (`docs/rules/dcss-0.34-forms.md` §3).
    pub fn shield_class_034(&self, incapacitated: bool) -> ShieldClass034 {
        let worn = self.worn_in_form();
        ShieldWearer {
            shield: worn.shield,
            plus: worn.shield_plus,
            shields: self.shields_in_use(),
            dex: self.dex,
            strength: self.strength,
            torso: self.species.torso_size,
            extra: self.extra_sh_with_mutations(&worn),
            incapacitated,
        }
        .class_034(&self.extras)
    }

    /// The SH beyond the shield: `worn`'s, with Large Bone Plates at the level in effect.
    pub(super) fn extra_sh_with_mutations(&self, worn: &Build) -> ExtraSh {
        let plates = self.mutation_level(Mutation::LargeBonePlates);
        let given = if Mutation::LargeBonePlates.suppressed_in(self.form, false) {
            0
        } else {
            worn.extra_sh.bone_plates
        };
        ExtraSh {
            bone_plates: given.max(plates),
            ..worn.extra_sh
        }
    }

    /// The blocks allowed per turn under 0.34: the shield's, or 1 with an orb, no shield or
    /// a shield the form melds (`docs/rules/dcss-0.34.md` §6.5).
    pub fn block_limit_034(&self) -> u32 {
        block_limit_034(self.worn_in_form().shield)
    }
}
