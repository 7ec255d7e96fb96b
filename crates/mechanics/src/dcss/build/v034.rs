//! What a build comes to under DCSS 0.34.1: its checks against the 0.34 tables and slot
//! rules, its EV kept in hundredths, its SH and block limit (`docs/rules/dcss-0.34.md` §4,
//! §6, §E2).

use super::{Build, BuildError};
use crate::dcss::data::{BODY_ARMOURS_034, BodyArmour, Form, SPECIES_034, Species};
use crate::dcss::equipment::{Item, aux_overflow, can_wear_034};
use crate::dcss::evasion::{EvBreakdown034, EvInputs, EvSituation, player_evasion_034};
use crate::dcss::rules::{NotModelled, RuleSet};
use crate::dcss::shields::{ShieldClass034, ShieldWearer, block_limit_034};

impl Build {
    /// The species and body armour come from the given tables (by value: a robe is a robe in
    /// both releases, fire dragon scales are not).
    pub(super) fn check_tables(
        &self,
        species: &[Species],
        bodies: &[BodyArmour],
    ) -> Result<(), BuildError> {
        if !species.contains(self.species) {
            return Err(BuildError::NotInRules {
                field: "species",
                kind: "species",
                name: self.species.name,
                rules: self.rules,
            });
        }
        if let Some(b) = self.body.filter(|b| !bodies.contains(b)) {
            return Err(BuildError::NotInRules {
                field: "body",
                kind: "body armour",
                name: b.name,
                rules: self.rules,
            });
        }
        Ok(())
    }

    /// The 0.34 checks (`docs/rules/dcss-0.34.md` §E2, §D9): the 0.34 tables, no form but
    /// statue and tree (the others' data is not modelled), no Divine Shield, every item
    /// against the slot rules, and no more aux pieces than the slots hold.
    pub(super) fn check_items_034(&self) -> Result<(), BuildError> {
        self.check_tables(SPECIES_034, BODY_ARMOURS_034)?;
        if !matches!(self.form, Form::None | Form::Statue | Form::Tree) {
            return Err(BuildError::NotModelled {
                field: "form",
                source: NotModelled {
                    rules: RuleSet::Dcss034,
                    what: "a form's size, EV and AC (its talisman data)",
                },
            });
        }
        if self.extra_sh.tso > 0 {
            return Err(BuildError::NotModelled {
                field: "extra_sh.tso",
                source: NotModelled {
                    rules: RuleSet::Dcss034,
                    what: "TSO's Divine Shield (it blocks every attack while it lasts)",
                },
            });
        }
        let sp = self.species;
        let worn = self
            .body
            .map(Item::Body)
            .into_iter()
            .chain(self.shield.map(Item::Shield))
            .chain(self.aux.pieces().map(|p| Item::Aux(p.item)));
        for item in worn {
            if let Err(refusal) = can_wear_034(sp, item, self.xl) {
                return Err(BuildError::CannotWear {
                    slot: item.slot(),
                    species: sp.name,
                    item: item.name(),
                    message: refusal.message,
                    allowed: self.allowed(item.slot()),
                });
            }
        }
        let pieces = self.aux.pieces().map(|p| Item::Aux(p.item));
        if let Some((slot, count, allowed)) = aux_overflow(sp, self.xl, pieces) {
            return Err(BuildError::TooManyPieces {
                kind: slot.name(),
                species: sp.name,
                count,
                allowed,
            });
        }
        Ok(())
    }

    /// The inputs of the 0.34 `_player_evasion`: those of [`Build::ev_inputs`], with the
    /// species' own Tengu flight from its XL (`docs/rules/dcss-0.34.md` §4.1, §8.3).
    pub fn ev_inputs_034(&self) -> EvInputs {
        let mut inputs = self.ev_inputs();
        let from = self.species.tengu_flight_from_xl;
        inputs.bonuses.tengu_flight |= from > 0 && self.xl >= from;
        inputs
    }

    /// The player's EV under 0.34, kept in hundredths, with its breakdown and the law each
    /// attack draws from (`docs/rules/dcss-0.34.md` §4.1). Tree form is helpless; Statue form
    /// takes a fifth of the natural EV.
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
        player_evasion_034(
            &self.ev_inputs_034(),
            &s,
            &self.extras,
            self.form == Form::Statue,
        )
    }

    /// `player_shield_class(100, false)` under 0.34 (`docs/rules/dcss-0.34.md` §6.1):
    /// `incapacitated` covers asleep, paralysed, petrified, caught, confused, Vexed and
    /// Dazed.
    pub fn shield_class_034(&self, incapacitated: bool) -> ShieldClass034 {
        ShieldWearer {
            shield: self.shield,
            plus: self.shield_plus,
            shields: self.shields,
            dex: self.dex,
            strength: self.strength,
            torso: self.species.torso_size,
            extra: self.extra_sh,
            incapacitated,
        }
        .class_034(&self.extras)
    }

    /// The blocks allowed per turn under 0.34: the shield's, or 1 with an orb or no shield
    /// (`docs/rules/dcss-0.34.md` §6.5).
    pub fn block_limit_034(&self) -> u32 {
        block_limit_034(self.shield)
    }
}
