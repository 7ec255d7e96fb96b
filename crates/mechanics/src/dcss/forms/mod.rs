//! Forms (transformations) under DCSS 0.34.1: the table of every form, and what a form at a
//! Shapeshifting level does to the player's defence, max HP and unarmed attack
//! (`transform.cc`; `docs/rules/dcss-0.34-forms.md`).
//!
//! * [`Form`]: which form, by the game's names; [`FormData`]: its row of the table
//!   (`table034`).
//! * [`Shape`]: a form at a Shapeshifting level, from a talisman or not: the scaling law
//!   (§1), the AC, EV and body-armour bonuses, the HP multiplier with its penalty below the
//!   form's minimum skill (§4), and the unarmed base damage (§5).
//!
//! The 0.31.0 table differs (`docs/rules/dcss-0.34-forms.md` §0) and is not modelled: a build
//! in a form is refused under dcss-0.31 ([`crate::dcss::build::Build::validate`]).

mod table034;

pub use table034::FORMS_034;

pub use crate::dcss::data::form;

use crate::dcss::data::{Size, Slot};
use crate::dcss::skills::Skill;

/// A player form (`transformation`, `docs/rules/dcss-0.34-forms.md` §2).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize, schemars::JsonSchema)
)]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Form {
    /// No transformation.
    #[default]
    None,
    /// Quill form (quill talisman).
    Quill,
    /// Walking scroll (inkwell talisman).
    WalkingScroll,
    /// Flux (the protean talisman's bauble).
    Flux,
    /// Spore form (spore talisman).
    Spore,
    /// Sun scarab (scarab talisman).
    SunScarab,
    /// Medusa (medusa talisman).
    Medusa,
    /// Rime yak (rimehorn talisman).
    RimeYak,
    /// Spider (spider talisman).
    Spider,
    /// Serpent, the amphisbaena (serpent talisman).
    Serpent,
    /// Maw (maw talisman).
    Maw,
    /// Eel hands (eel talisman).
    EelHands,
    /// Aqua (wellspring talisman).
    Aqua,
    /// Werewolf (lupine talisman).
    Werewolf,
    /// Fortress crab (fortress talisman).
    FortressCrab,
    /// Blade hands (blade talisman).
    Blade,
    /// Statue (granite talisman).
    Statue,
    /// Dragon (dragon-coil talisman).
    Dragon,
    /// Hive (hive talisman).
    Hive,
    /// Sphinx (riddle talisman).
    Sphinx,
    /// Vampire (sanguine talisman).
    Vampire,
    /// Bat swarm (a vampire's ability).
    BatSwarm,
    /// Storm (storm talisman).
    Storm,
    /// Death (talisman of death).
    Death,
    /// Tree (no talisman).
    Tree,
    /// Bat (no talisman).
    Bat,
    /// Pig (no talisman).
    Pig,
    /// Wisp (no talisman).
    Wisp,
    /// Fungus (no talisman).
    Fungus,
    /// Jelly (no talisman).
    Jelly,
    /// Slaughter (a god's power).
    Slaughter,
}

impl Form {
    /// The form's row of the 0.34.1 table; `None` for no form.
    pub fn data(self) -> Option<&'static FormData> {
        FORMS_034.iter().find(|d| d.form == self)
    }

    /// The form's name as the game's wizard mode and roguesim spell it ("storm", "fortress
    /// crab"); "none" for no form.
    pub fn name(self) -> &'static str {
        self.data().map_or("none", |d| d.name)
    }

    /// The size the form imposes, if any (`docs/rules/dcss-0.34-forms.md` §3).
    pub fn size(self) -> Option<Size> {
        self.data().and_then(|d| d.size)
    }

    /// Whether the form changes anatomy (its `anatomy` mutations are suppressed, §3).
    pub fn changes_anatomy(self) -> bool {
        self.data().is_some_and(|d| d.changes_anatomy)
    }

    /// Whether the form changes substance (its `substance` mutations are suppressed, §3).
    pub fn changes_substance(self) -> bool {
        self.data().is_some_and(|d| d.changes_substance)
    }

    /// What the form melds; nothing for no form.
    pub fn melds(self) -> Melds {
        self.data().map_or(Melds::NONE, |d| d.melds)
    }
}

/// One of a form's scaled quantities: `base` at the bottom of the form's Shapeshifting range
/// (or at XL 0), `base + scaling` at its top (or at XL 27) (`FormScaling`,
/// `docs/rules/dcss-0.34-forms.md` §1).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Scaling {
    /// The value at the bottom of the range.
    pub base: i32,
    /// What the top of the range adds.
    pub scaling: i32,
    /// Scaled by XL instead of Shapeshifting.
    pub xl_based: bool,
}

impl Scaling {
    /// No change.
    pub const NONE: Scaling = Scaling {
        base: 0,
        scaling: 0,
        xl_based: false,
    };
}

/// The equipment slots a form melds, as the game's bit set (`form-gen.py`,
/// `docs/rules/dcss-0.34-forms.md` §2, §3).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Melds(u16);

impl Melds {
    /// Nothing.
    pub const NONE: Melds = Melds(0);
    /// The weapon.
    pub const WEAPON: Melds = Melds(1 << 1);
    /// The off-hand (shield or second weapon).
    pub const OFFHAND: Melds = Melds(1 << 2);
    /// Body armour.
    pub const BODY: Melds = Melds(1 << 3);
    /// Helmet or hat.
    pub const HELMET: Melds = Melds(1 << 4);
    /// Gloves.
    pub const GLOVES: Melds = Melds(1 << 5);
    /// Boots.
    pub const BOOTS: Melds = Melds(1 << 6);
    /// Barding.
    pub const BARDING: Melds = Melds(1 << 7);
    /// Cloak or scarf.
    pub const CLOAK: Melds = Melds(1 << 8);
    /// Rings.
    pub const RING: Melds = Melds(1 << 9);
    /// Amulets.
    pub const AMULET: Melds = Melds(1 << 10);
    /// `held`: weapon and off-hand.
    pub const HELD: Melds = Melds(Self::WEAPON.0 | Self::OFFHAND.0);
    /// `aux`: helmet, gloves, boots, barding, cloak.
    pub const AUX: Melds =
        Melds(Self::HELMET.0 | Self::GLOVES.0 | Self::BOOTS.0 | Self::BARDING.0 | Self::CLOAK.0);
    /// `physical`: everything but jewellery.
    pub const PHYSICAL: Melds = Melds(Self::HELD.0 | Self::BODY.0 | Self::AUX.0);
    /// `all`: everything.
    pub const ALL: Melds = Melds(Self::PHYSICAL.0 | Self::RING.0 | Self::AMULET.0);

    /// Both sets.
    pub const fn with(self, other: Melds) -> Melds {
        Melds(self.0 | other.0)
    }

    /// This set less `other`.
    pub const fn without(self, other: Melds) -> Melds {
        Melds(self.0 & !other.0)
    }

    /// Whether every slot of `other` is melded.
    pub const fn contains(self, other: Melds) -> bool {
        self.0 & other.0 == other.0 && other.0 != 0
    }

    /// Whether armour worn in `slot` is melded; `barding` tells barding from boots, which
    /// share the slot.
    pub fn armour(self, slot: Slot, barding: bool) -> bool {
        self.contains(match slot {
            Slot::Body => Melds::BODY,
            Slot::Shield => Melds::OFFHAND,
            Slot::Cloak => Melds::CLOAK,
            Slot::Helmet => Melds::HELMET,
            Slot::Gloves => Melds::GLOVES,
            Slot::Boots if barding => Melds::BARDING,
            Slot::Boots => Melds::BOOTS,
        })
    }
}

/// The brand of a form's unarmed attack (`unarmed_brand`, `docs/rules/dcss-0.34-forms.md`
/// §5).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FormBrand {
    /// Storm: electrocution.
    Electrocution,
    /// Death: draining.
    Draining,
    /// Fungus: confusion.
    Confusion,
    /// Jelly: acid.
    Acid,
}

impl FormBrand {
    /// The brand's name as the game prints it.
    pub fn name(self) -> &'static str {
        match self {
            FormBrand::Electrocution => "electrocution",
            FormBrand::Draining => "draining",
            FormBrand::Confusion => "confusion",
            FormBrand::Acid => "acid",
        }
    }
}

/// A form's row of the table (`form_entry`, `docs/rules/dcss-0.34-forms.md` §2).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FormData {
    /// Which form.
    pub form: Form,
    /// Its name ("fortress crab").
    pub name: &'static str,
    /// The token a dump's `@:` line prints while in it ("crab-form", "eel hands").
    pub status: &'static str,
    /// The talisman that gives it, if any.
    pub talisman: Option<&'static str>,
    /// The Shapeshifting range `(min, max)` its scaling runs over.
    pub skill: (i32, i32),
    /// How hard HP falls per level of Shapeshifting short of `min` (flux: twice).
    pub hp_skill_penalty_mult: i32,
    /// What it melds.
    pub melds: Melds,
    /// The size it imposes; `None` keeps the species'.
    pub size: Option<Size>,
    /// AC bonus.
    pub ac: Scaling,
    /// EV bonus.
    pub ev: Scaling,
    /// Body armour AC, per cent.
    pub body_ac_mult: Scaling,
    /// Unarmed base damage beyond 3.
    pub unarmed: Scaling,
    /// Max HP, per cent.
    pub hp_mod: i32,
    /// Strength it adds (a dump's Str includes it).
    pub strength: i32,
    /// Dexterity it adds (a dump's Dex includes it).
    pub dex: i32,
    /// Its `anatomy` mutations are suppressed.
    pub changes_anatomy: bool,
    /// Its `substance` mutations are suppressed.
    pub changes_substance: bool,
    /// Its unarmed attack's brand.
    pub brand: Option<FormBrand>,
    /// The claws it brings (dragon and werewolf: 3).
    pub claws: i32,
    /// `offhand_punch`: `Some(true)` always, `Some(false)` never, `None` when the hands are
    /// free.
    pub offhand_punch: Option<bool>,
}

/// A form at a Shapeshifting level (`docs/rules/dcss-0.34-forms.md` §1): which form, the
/// effective Shapeshifting skill, and whether a talisman gives it (only a talisman form, or
/// flux, loses HP below the form's minimum skill, §4).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Shape {
    /// The form's row.
    pub data: &'static FormData,
    /// The effective Shapeshifting skill (the dump's parenthesised level).
    pub shapeshifting: Skill,
    /// The form is the talisman's (`you.default_form == you.form`).
    pub from_talisman: bool,
}

impl Shape {
    /// `get_level(100)`: the skill ×100, capped at the form's maximum (transform.cc:215-218).
    pub fn level_x100(&self) -> i32 {
        self.shapeshifting.scaled(100).min(self.data.skill.1 * 100)
    }

    /// `raw_scaling_value(sc)` at the player's level and `xl`: the value ×100, the
    /// skill term truncated toward zero (below the minimum it keeps falling)
    /// (transform.cc:255-272, `docs/rules/dcss-0.34-forms.md` §1).
    pub fn raw(&self, sc: Scaling, xl: i32) -> i32 {
        let (min, max) = self.data.skill;
        if sc.xl_based {
            sc.base * 100 + sc.scaling * xl * 100 / 27
        } else if max == min {
            sc.base * 100
        } else {
            sc.base * 100 + (self.level_x100() - min * 100) * sc.scaling / (max - min)
        }
    }

    /// The form's AC ×100, at least 0; a draconian in dragon form 600 less, since it keeps
    /// its racial AC (transform.cc:292-295, 771-777).
    pub fn ac_x100(&self, xl: i32, draconian: bool) -> i32 {
        let ac = self.raw(self.data.ac, xl).max(0);
        if draconian && self.data.form == Form::Dragon {
            (ac - 600).max(0)
        } else {
            ac
        }
    }

    /// The form's EV ×100, at least 0 (transform.cc:308-311).
    pub fn ev_x100(&self, xl: i32) -> i32 {
        self.raw(self.data.ev, xl).max(0)
    }

    /// The body armour's AC change, per cent, at least −100 (transform.cc:324-327).
    pub fn body_ac_mult(&self, xl: i32) -> i32 {
        (self.raw(self.data.body_ac_mult, xl) / 100).max(-100)
    }

    /// `mult_hp(hp)`: the form's HP per cent, and for a talisman form or flux short of its
    /// minimum skill −10 % a level short (flux −20 %), at most −90 % (transform.cc:347-362,
    /// `docs/rules/dcss-0.34-forms.md` §4).
    pub fn max_hp(&self, hp: i32) -> i32 {
        let d = self.data;
        let shortfall = (d.skill.0 * 100 - self.level_x100()) * d.hp_skill_penalty_mult;
        let penalised = self.from_talisman || d.form == Form::Flux;
        if shortfall <= 0 || !penalised {
            return d.hp_mod * hp / 100;
        }
        let penalty = shortfall.min(900);
        hp * d.hp_mod * (1000 - penalty) / 100_000
    }

    /// Whether the unarmed attack scales with XL instead of Unarmed Combat (`form_uses_xl`,
    /// player.cc:8675-8683).
    pub fn uses_xl(&self) -> bool {
        self.data.unarmed.xl_based
    }
}
