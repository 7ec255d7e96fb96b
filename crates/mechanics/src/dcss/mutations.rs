//! The mutations that change AC, EV, SH, max HP or the unarmed attack and that a form can
//! suppress, by the game's names, with the levels a build has
//! (`mutation-data.h`, `mut_is_compatible`; `docs/rules/dcss-0.34-forms.md` §3,
//! `docs/rules/dcss-artefacts.md` §3.2).
//!
//! A mutation flagged `anatomy` is inactive in a form that changes anatomy, one flagged
//! `substance` in a form that changes substance; a draconian in dragon form keeps Iron Fused
//! Scales (the grey draconian's iron dragon). The dump prints a suppressed mutation in
//! parentheses.

use crate::dcss::forms::Form;

/// A mutation a build can name (`docs/rules/dcss-0.34-forms.md` §3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Mutation {
    /// Tough Skin: +1 AC a level.
    ToughSkin,
    /// Shaggy Fur: +1 AC a level.
    ShaggyFur,
    /// Gelatinous Body: +1 AC and +1 EV a level.
    GelatinousBody,
    /// Iridescent Scales: +2 AC a level.
    IridescentScales,
    /// Rugged Brown Scales: +1 AC a level and +(2L+1)% max HP.
    RuggedBrownScales,
    /// Icy Blue Scales: +2, +3, +4 AC.
    IcyBlueScales,
    /// Molten Scales: +2, +3, +4 AC.
    MoltenScales,
    /// Slimy Green Scales: +2, +3, +4 AC.
    SlimyGreenScales,
    /// Thin Metallic Scales: +2, +3, +4 AC.
    ThinMetallicScales,
    /// Yellow Scales: +2, +3, +4 AC.
    YellowScales,
    /// Sharp Scales: +1 AC a level.
    SharpScales,
    /// Iron Fused Scales: +5 AC.
    IronFusedScales,
    /// Stone Body (the Gargoyle's): AC growing with XL.
    StoneBody,
    /// Large Bone Plates: +2, +3, +4 SH.
    LargeBonePlates,
    /// Deformed Body: body armour gives 60 % of its AC.
    DeformedBody,
    /// Pseudopods: as Deformed Body.
    Pseudopods,
    /// Claws: +2 unarmed damage a level, bare-handed.
    Claws,
}

/// `(mutation, name as a scenario spells it, name as the dump's `A:` line prints it,
/// anatomy, substance)` (`mutation-data.h`).
const TABLE: &[(Mutation, &str, &str, bool, bool)] = {
    use Mutation::*;
    &[
        (ToughSkin, "tough_skin", "tough skin", true, true),
        (ShaggyFur, "shaggy_fur", "shaggy fur", true, false),
        (
            GelatinousBody,
            "gelatinous_body",
            "gelatinous body",
            false,
            true,
        ),
        (
            IridescentScales,
            "iridescent_scales",
            "iridescent scales",
            true,
            true,
        ),
        (
            RuggedBrownScales,
            "rugged_brown_scales",
            "rugged brown scales",
            true,
            true,
        ),
        (
            IcyBlueScales,
            "icy_blue_scales",
            "icy blue scales",
            true,
            true,
        ),
        (MoltenScales, "molten_scales", "molten scales", true, true),
        (
            SlimyGreenScales,
            "slimy_green_scales",
            "slimy green scales",
            true,
            true,
        ),
        (
            ThinMetallicScales,
            "thin_metallic_scales",
            "thin metallic scales",
            true,
            true,
        ),
        (YellowScales, "yellow_scales", "yellow scales", true, true),
        (SharpScales, "sharp_scales", "sharp scales", true, true),
        (
            IronFusedScales,
            "iron_fused_scales",
            "iron-fused scales",
            true,
            true,
        ),
        (StoneBody, "stone_body", "stone body", false, true),
        (
            LargeBonePlates,
            "large_bone_plates",
            "large bone plates",
            true,
            true,
        ),
        (DeformedBody, "deformed_body", "deformed body", true, false),
        (Pseudopods, "pseudopods", "pseudopods", true, false),
        (Claws, "claws", "claws", true, false),
    ]
};

impl Mutation {
    /// Every mutation, in the table's order.
    pub fn all() -> impl Iterator<Item = Mutation> {
        TABLE.iter().map(|r| r.0)
    }

    fn row(self) -> &'static (Mutation, &'static str, &'static str, bool, bool) {
        TABLE
            .iter()
            .find(|r| r.0 == self)
            .expect("every mutation has a row")
    }

    /// The name a scenario's `mutations` object uses ("iridescent_scales").
    pub fn key(self) -> &'static str {
        self.row().1
    }

    /// The name the dump's `A:` line prints ("iridescent scales").
    pub fn dump_name(self) -> &'static str {
        self.row().2
    }

    /// The mutation named `name`, as a scenario or a dump spells it (case, spaces and
    /// underscores aside); `None` for any other name.
    pub fn named(name: &str) -> Option<Mutation> {
        let key = name.trim().to_lowercase().replace([' ', '-'], "_");
        TABLE
            .iter()
            .find(|r| r.1 == key || r.2.replace([' ', '-'], "_") == key)
            .map(|r| r.0)
    }

    /// Whether `form` suppresses it (`mut_is_compatible`, mutation.cc:1603-1618);
    /// `iron_dragon`: the species' dragon form is an iron dragon (a Grey Draconian), which
    /// keeps Iron Fused Scales (mutation.cc:1562-1583).
    pub fn suppressed_in(self, form: Form, iron_dragon: bool) -> bool {
        let &(_, _, _, anatomy, substance) = self.row();
        let dragon_exception =
            iron_dragon && form == Form::Dragon && self == Mutation::IronFusedScales;
        (anatomy && form.changes_anatomy() && !dragon_exception)
            || (substance && form.changes_substance())
    }
}

/// The levels of the [`Mutation`]s a build has beyond its species' innate ones: 0–3 each
/// (`docs/rules/dcss-0.34-forms.md` §3). The level in effect is the species' own plus this
/// (what the dump's `A:` line prints), unless the form suppresses it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Mutations([u8; 17]);

/// A mutation level outside 0–3.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{name}: level {level} is not allowed: 0 to 3")]
pub struct MutationLevel {
    /// The mutation's key.
    pub name: &'static str,
    /// The level given.
    pub level: i32,
}

impl Mutations {
    /// The level given for `m` (0 when none).
    pub fn level(&self, m: Mutation) -> i32 {
        i32::from(self.0[Self::index(m)])
    }

    /// Sets the level of `m`: 0 to 3.
    pub fn set(&mut self, m: Mutation, level: i32) -> Result<(), MutationLevel> {
        if !(0..=3).contains(&level) {
            return Err(MutationLevel {
                name: m.key(),
                level,
            });
        }
        self.0[Self::index(m)] = level as u8;
        Ok(())
    }

    /// The mutations given at a level above 0.
    pub fn given(&self) -> impl Iterator<Item = (Mutation, i32)> + '_ {
        Mutation::all()
            .map(|m| (m, self.level(m)))
            .filter(|&(_, l)| l > 0)
    }

    fn index(m: Mutation) -> usize {
        TABLE
            .iter()
            .position(|r| r.0 == m)
            .expect("every mutation has a row")
    }
}
