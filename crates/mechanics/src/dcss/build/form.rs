//! A build in a form under DCSS 0.34.1: the equipment the form leaves in use, the mutations
//! it leaves active, and the form's own terms (`docs/rules/dcss-0.34-forms.md` §3, §4).
//!
//! Melded equipment counts for nothing: [`Build::worn_in_form`] is the same build with the
//! melded body armour, shield, aux pieces and jewellery taken off, so that every defence
//! formula reads only what the game reads.

use super::{AuxSet, Build, BuildError};
use crate::dcss::data::{RacialAc, Slot};
use crate::dcss::forms::{Form, Melds, Shape};
use crate::dcss::mutations::Mutation;

impl Build {
    /// The form at the build's Shapeshifting level; `None` without a form
    /// (`docs/rules/dcss-0.34-forms.md` §1).
    pub fn shape(&self) -> Option<Shape> {
        self.form.data().map(|data| Shape {
            data,
            shapeshifting: self.shapeshifting,
            from_talisman: self.form_from_talisman,
        })
    }

    /// Whether the species turns into an iron dragon (a Grey Draconian), which keeps Iron
    /// Fused Scales in dragon form (`docs/rules/dcss-0.34-forms.md` §3).
    fn iron_dragon(&self) -> bool {
        self.species.racial_ac == RacialAc::GreyDraconian
    }

    /// The form's own AC ×100 at the build's level and XL; a draconian keeps its racial AC
    /// in dragon form, whose own AC is 6 less (`docs/rules/dcss-0.34-forms.md` §1, §3).
    pub fn form_ac_x100(&self) -> i32 {
        let draconian = matches!(
            self.species.racial_ac,
            RacialAc::Draconian | RacialAc::GreyDraconian
        );
        self.shape().map_or(0, |s| s.ac_x100(self.xl, draconian))
    }

    /// The species' own level of `m` at the build's XL.
    fn innate_level(&self, m: Mutation) -> i32 {
        let sp = self.species;
        let table = |which| {
            sp.innate_ac
                .iter()
                .filter(|i| i.mutation == which && i.from_xl <= self.xl)
                .map(|i| i.level)
                .max()
                .unwrap_or(0)
        };
        use crate::dcss::data::AcMutation;
        match m {
            Mutation::ToughSkin => table(AcMutation::ToughSkin),
            Mutation::ShaggyFur => table(AcMutation::ShaggyFur),
            Mutation::IronFusedScales => table(AcMutation::IronFusedScales),
            Mutation::GelatinousBody => sp.gelatinous_body,
            Mutation::StoneBody => i32::from(sp.racial_ac == RacialAc::Gargoyle),
            Mutation::DeformedBody => i32::from(sp.deformed),
            Mutation::Claws => sp.equipment.mutations.claws,
            _ => 0,
        }
    }

    /// The level of `m` in effect: the species' own plus the build's [`Build::mutations`],
    /// or 0 when the form suppresses it (`mut_is_compatible`,
    /// `docs/rules/dcss-0.34-forms.md` §3).
    pub fn mutation_level(&self, m: Mutation) -> i32 {
        if m.suppressed_in(self.form, self.iron_dragon()) {
            0
        } else {
            self.innate_level(m) + self.mutations.level(m)
        }
    }

    /// What the build's [`Build::mutations`] add to the AC its species' own mutations give,
    /// ×100: for each AC mutation, its AC at the level in effect less its AC at the species'
    /// level (`ac_changes_from_mutations`; `docs/rules/dcss-artefacts.md` §3.2). Out of a
    /// form, for the rule sets that count the species' own mutations apart.
    pub fn mutation_ac_beyond_innate_x100(&self) -> i32 {
        use crate::dcss::bonuses::mutation_ac_x100;
        Mutation::all()
            .filter_map(|m| {
                let ac = |level| mutation_ac_x100(m.dump_name(), level, self.xl);
                Some(ac(self.mutation_level(m))? - ac(self.innate_level(m))?)
            })
            .sum()
    }

    /// Whether Deformed Body (or Pseudopods) is in effect: the species', an acquired one, or
    /// [`crate::dcss::bonuses::AcBonuses::deformed`], unless the form changes anatomy.
    pub fn deformed(&self) -> bool {
        let acquired = self.ac_bonuses.deformed && !self.form.changes_anatomy();
        acquired
            || self.mutation_level(Mutation::DeformedBody) > 0
            || self.mutation_level(Mutation::Pseudopods) > 0
    }

    /// `racial_ac(true)` ×100 at 0.34 (player.cc:6359-6371): a Draconian's `400 + 100·XL/3`,
    /// kept in a form that changes anatomy or substance only in dragon form; a Naga's
    /// `100·XL/3`, lost in any such form.
    pub fn racial_ac_x100_034(&self) -> i32 {
        let form = self.form;
        let suppress = form.changes_anatomy() || form.changes_substance();
        match self.species.racial_ac {
            RacialAc::Draconian | RacialAc::GreyDraconian if !suppress || form == Form::Dragon => {
                400 + 100 * self.xl / 3
            }
            RacialAc::Naga if !suppress => 100 * self.xl / 3,
            _ => 0,
        }
    }

    /// The build as the form leaves it: melded body armour, shield and aux pieces taken off,
    /// and with melded rings or amulets their EV, AC and SH (rings of evasion and
    /// protection, the amulet of reflection) (`docs/rules/dcss-0.34-forms.md` §3). Without
    /// a form, the build itself.
    pub fn worn_in_form(&self) -> Build {
        let melds = self.form.melds();
        if melds == Melds::NONE {
            return *self;
        }
        let mut b = *self;
        if melds.armour(Slot::Body, false) {
            b.body = None;
            b.body_plus = 0;
        }
        if melds.armour(Slot::Shield, false) {
            b.shield = None;
            b.shield_plus = 0;
        }
        let mut aux = AuxSet::default();
        for piece in self.aux.pieces() {
            let barding = piece.item.name == "barding";
            if !melds.armour(piece.item.slot, barding) {
                // Room is never short: the pieces come from a set that held them.
                let _ = aux.add(piece);
            }
        }
        b.aux = aux;
        if melds.contains(Melds::RING) {
            b.bonuses.ring_evasion = 0;
            b.extras.ring_protection = 0;
        }
        if melds.contains(Melds::AMULET) {
            b.extra_sh.reflection = false;
        }
        b
    }

    /// The form checks: no form under dcss-0.31, whose form table roguesim does not carry;
    /// a talisman form needs a form a talisman gives (`docs/rules/dcss-0.34-forms.md` §0).
    pub(super) fn check_form(&self) -> Result<(), BuildError> {
        if self.form == Form::None {
            return Ok(());
        }
        if !self.rules.release().forms_modelled {
            return Err(BuildError::FormIn031 {
                form: self.form.name(),
            });
        }
        match self.form.data() {
            Some(d) if self.form_from_talisman && d.talisman.is_none() => {
                Err(BuildError::NoTalisman { form: d.name })
            }
            _ => Ok(()),
        }
    }
}
