//! A player build (species, stats, skills, equipment) validated against the game's rules,
//! and everything the defender side derives from it: EV with its breakdown, SH, and the
//! encumbrance summary (`docs/rules/dcss-0.31.md` §4–§6, §8).

use crate::dcss::bonuses::{AcBonuses, HpBonuses};
use crate::dcss::data::{AUX_ARMOURS, BodyArmour, Form, SHIELDS_031, Shield, Size, Slot, Species};
use crate::dcss::encumbrance::{
    aevp, encumbrance_rating, launcher_delay_dist, spell_penalty, stealth_penalty,
};
use crate::dcss::equipment::{Item, can_wear, can_wear_034};
use crate::dcss::evasion::{EvBonuses, EvBreakdown, EvInputs, EvSituation, player_evasion};
use crate::dcss::mutations::{Mutation, Mutations};
use crate::dcss::rules::{EquipmentRules, NotModelled, RuleSet};
use crate::dcss::shields::{ExtraSh, ShieldClass, ShieldWearer, attack_delay_dist, shield_penalty};
use crate::dcss::skills::Skill;
use crate::limits::{Limit, OutOfRange};

mod aux;
mod extras;
mod form;
mod v034;

pub use aux::{AuxPiece, AuxSet};
pub use extras::Extras034;

/// A build the game would not allow, or a stat out of range (`docs/rules/dcss-0.31-equipment.md`
/// §5, `docs/rules/dcss-0.31.md` §8). [`BuildError::field`] names the input.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum BuildError {
    /// Str, Dex, XL or an armour enchantment outside its range.
    #[error(transparent)]
    Range(#[from] OutOfRange),
    /// The species cannot wear the item; the message is the game's.
    #[error("{species} cannot wear {} (\"{message}\"); allowed: {allowed}", with_article(.item))]
    CannotWear {
        /// The item's slot.
        slot: Slot,
        /// The species.
        species: &'static str,
        /// The item.
        item: &'static str,
        /// The game's refusal.
        message: String,
        /// What the species can wear in that slot.
        allowed: String,
    },
    /// More aux pieces of a kind than the species has slots for (0.31: one per slot; 0.34:
    /// its slot counts, `docs/rules/dcss-0.34.md` §E2).
    #[error("{species} can wear at most {allowed} {kind} at once, not {count}")]
    TooManyPieces {
        /// The kind of piece, as its slot is named ("gloves", "helmet").
        kind: &'static str,
        /// The species.
        species: &'static str,
        /// The pieces given.
        count: u32,
        /// The most it can wear.
        allowed: u32,
    },
    /// A species or body armour that is not in the rule set's tables (a Hill Orc under
    /// dcss-0.34, a Coglin under dcss-0.31).
    #[error("{name} is not a {kind} of {rules}")]
    NotInRules {
        /// The field: `species` or `body`.
        field: &'static str,
        /// What it is: "species" or "body armour".
        kind: &'static str,
        /// Its name.
        name: &'static str,
        /// The rule set.
        rules: RuleSet,
    },
    /// A form under dcss-0.31, whose form table roguesim does not carry
    /// (`docs/rules/dcss-0.34-forms.md` §0).
    #[error(
        "{form} form is not modelled under dcss-0.31 (the 0.31.0 form table differs from \
         0.34.1's): allowed form none, or rules dcss-0.34"
    )]
    FormIn031 {
        /// The form.
        form: &'static str,
    },
    /// A form that no talisman gives, said to be a talisman's
    /// (`docs/rules/dcss-0.34-forms.md` §2).
    #[error("{form} form comes from no talisman: allowed false")]
    NoTalisman {
        /// The form.
        form: &'static str,
    },
    /// A part of the build whose rules the rule set in force has but roguesim does not
    /// model (`docs/rules/dcss-0.34.md` §D9).
    #[error("{source}")]
    NotModelled {
        /// The field that asks for it.
        field: &'static str,
        /// What is not modelled.
        source: NotModelled,
    },
}

impl BuildError {
    /// The field the error is about, as scenario files spell it: `str`, `dex`, `xl`,
    /// `shield_plus`, `body_plus`, `body`, `shield`, `aux`, `form` or `form_from_talisman`.
    pub fn field(&self) -> &'static str {
        match self {
            BuildError::Range(e) => e.field,
            BuildError::CannotWear { slot, .. } => match slot {
                Slot::Body => "body",
                Slot::Shield => "shield",
                _ => "aux",
            },
            BuildError::TooManyPieces { .. } => "aux",
            BuildError::NoTalisman { .. } => "form_from_talisman",
            BuildError::FormIn031 { .. } => "form",
            BuildError::NotInRules { field, .. } | BuildError::NotModelled { field, .. } => field,
        }
    }
}

/// `a buckler`, `an orb`, `plate armour`, `boots`: the item as a sentence names it.
fn with_article(item: &str) -> String {
    let plural_or_mass = item.ends_with('s')
        || item.ends_with("armour")
        || item.ends_with("mail")
        || item == "barding";
    match item.chars().next() {
        _ if plural_or_mass => item.to_string(),
        Some('a' | 'e' | 'i' | 'o' | 'u') => format!("an {item}"),
        _ => format!("a {item}"),
    }
}

/// A player defender: species, stats, skills and equipment, under one rule set
/// (`docs/rules/dcss-0.31.md` §4–§6, `docs/rules/dcss-0.34.md` §4–§6, §D3).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Build {
    /// The rule set whose tables and formulas apply; the species and body armour must come
    /// from its tables ([`crate::dcss::data::species_in`]).
    pub rules: RuleSet,
    /// The species.
    pub species: &'static Species,
    /// Experience level, 1–27 (picks the Black Draconian's refusal words).
    pub xl: i32,
    /// Dexterity.
    pub dex: i32,
    /// Strength.
    pub strength: i32,
    /// Dodging skill.
    pub dodging: Skill,
    /// Armour skill.
    pub armour: Skill,
    /// Shields skill.
    pub shields: Skill,
    /// Fighting skill, which raises max HP (`docs/rules/dcss-0.31-damage.md` §4).
    pub fighting: Skill,
    /// Body armour, if any.
    pub body: Option<&'static BodyArmour>,
    /// The body armour's enchantment, added to AC (`docs/rules/dcss-0.31-damage.md` §3.1).
    pub body_plus: i32,
    /// Offhand item, if any.
    pub shield: Option<&'static Shield>,
    /// The shield's enchantment.
    pub shield_plus: i32,
    /// Aux armour, one piece per slot.
    pub aux: AuxSet,
    /// Current form (`docs/rules/dcss-0.34-forms.md`; refused under dcss-0.31).
    pub form: Form,
    /// The effective Shapeshifting skill, which scales the form (§1).
    pub shapeshifting: Skill,
    /// The form is the worn talisman's: short of the form's minimum Shapeshifting it costs
    /// max HP (§4).
    pub form_from_talisman: bool,
    /// Mutations a form can suppress, at levels beyond the species' own (§3).
    pub mutations: Mutations,
    /// Sturdy Frame mutation level: −2 ER per level.
    pub sturdy_frame: i32,
    /// Flat EV bonuses (the form's bonus and the species' innate Gelatinous Body are added
    /// from `form` and `species`).
    pub bonuses: EvBonuses,
    /// SH from sources other than the shield.
    pub extra_sh: ExtraSh,
    /// AC beyond the armour and the species: jewellery, artefacts, egos, mutations
    /// (`docs/rules/dcss-artefacts.md` §3).
    pub ac_bonuses: AcBonuses,
    /// Max HP beyond XL, Fighting and the species: mutations, artefacts, berserk
    /// (`docs/rules/dcss-artefacts.md` §4).
    pub hp_bonuses: HpBonuses,
    /// What only the 0.34 rules read (Devious, Stumbling, parrying, Revguard...).
    pub extras: Extras034,
}

/// The encumbrance summary of a build (`docs/rules/dcss-0.31.md` §5, §6.4).
#[derive(Clone, Debug, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, schemars::JsonSchema))]
pub struct Encumbrance {
    /// Body armour ER.
    pub body_er: i32,
    /// `aevp(100)`: EV ×100 lost to body armour.
    pub body_penalty_x100: i32,
    /// `adjusted_shield_penalty(100)`.
    pub shield_penalty_x100: i32,
    /// Added to the raw spell-failure chance.
    pub spell_penalty: i32,
    /// Subtracted from stealth.
    pub stealth_penalty: i32,
    /// Exact launcher delay added, in aut: `(aut, probability)`.
    pub launcher_delay: Vec<(i32, f64)>,
    /// Exact attack delay added by the shield on every attack: `(aut, probability)`.
    pub shield_attack_delay: Vec<(i32, f64)>,
}

impl Build {
    /// Strength: 1–99 (`docs/rules/dcss-0.31.md` §4.1 divides by `Str + 3` and `2·Str`).
    pub const STRENGTH: Limit = Limit::new("str", 1, 99);
    /// Dexterity: 0–99.
    pub const DEXTERITY: Limit = Limit::new("dex", 0, 99);
    /// Experience level: 1–27.
    pub const XL: Limit = Limit::new("xl", 1, 27);
    /// The shield's enchantment: −9 to +27.
    pub const SHIELD_PLUS: Limit = Limit::new("shield_plus", -9, 27);
    /// The body armour's enchantment: −9 to +27 (`docs/rules/dcss-0.31-damage.md` §3.1).
    pub const BODY_PLUS: Limit = Limit::new("body_plus", -9, 27);
    /// An aux armour piece's enchantment: −9 to +27 (`docs/rules/dcss-0.31-damage.md` §3.1).
    pub const AUX_PLUS: Limit = Limit::new("aux", -9, 27);

    /// A 0.31 build at XL 1 with no armour, no shield and no bonuses.
    pub fn new(species: &'static Species, dex: i32, strength: i32) -> Self {
        Self::new_in(RuleSet::Dcss031, species, dex, strength)
    }

    /// A build under `rules` at XL 1 with no armour, no shield and no bonuses; `species`
    /// should come from `rules`' table ([`crate::dcss::data::species_in`]).
    pub fn new_in(rules: RuleSet, species: &'static Species, dex: i32, strength: i32) -> Self {
        Build {
            rules,
            species,
            xl: 1,
            dex,
            strength,
            dodging: Skill::default(),
            armour: Skill::default(),
            shields: Skill::default(),
            fighting: Skill::default(),
            body: None,
            body_plus: 0,
            shield: None,
            shield_plus: 0,
            aux: AuxSet::default(),
            form: Form::None,
            shapeshifting: Skill::default(),
            form_from_talisman: false,
            mutations: Mutations::default(),
            sturdy_frame: 0,
            bonuses: EvBonuses::default(),
            extra_sh: ExtraSh::default(),
            ac_bonuses: AcBonuses::default(),
            hp_bonuses: HpBonuses::default(),
            extras: Extras034::default(),
        }
    }

    /// Checks the stats and every worn item against the game's `can_wear_armour`, in the
    /// game's order (`docs/rules/dcss-0.31-equipment.md` §4, §5): the first failure, with
    /// the game's refusal words. A skill the species cannot train is not an error: the game
    /// reads it as 0 ([`Build::armour_in_use`]).
    ///
    /// ```
    /// use mechanics::dcss::build::Build;
    /// use mechanics::dcss::data::{body_armour, species};
    ///
    /// let dragon = Build { body: body_armour("plate")?, ..Build::new(species("red draconian")?, 10, 10) };
    /// let e = dragon.validate().unwrap_err();
    /// assert_eq!(e.field(), "body");
    /// assert_eq!(e.to_string(), "Red Draconian cannot wear plate armour (\"You can't wear that!\"); allowed: none");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn validate(&self) -> Result<(), BuildError> {
        Self::STRENGTH.check(self.strength)?;
        Self::DEXTERITY.check(self.dex)?;
        Self::XL.check(self.xl)?;
        Self::SHIELD_PLUS.check(self.shield_plus)?;
        Self::BODY_PLUS.check(self.body_plus)?;
        for piece in self.aux.pieces() {
            Self::AUX_PLUS.check(piece.plus)?;
        }
        self.extras.validate()?;
        self.check_form()?;
        match self.rules.release().equipment {
            EquipmentRules::OnePerSlot => self.check_items_031(),
            EquipmentRules::SlotCounts => self.check_items_034(),
        }
    }

    /// The 0.31 species, items and slots (`docs/rules/dcss-0.31-equipment.md` §5).
    fn check_items_031(&self) -> Result<(), BuildError> {
        let sp = self.species;
        self.check_tables()?;
        if let Some(extra) = self.aux.more.iter().flatten().next() {
            return Err(BuildError::TooManyPieces {
                kind: extra.item.slot.name(),
                species: sp.name,
                count: 2,
                allowed: 1,
            });
        }
        let worn = self
            .body
            .map(Item::Body)
            .into_iter()
            .chain(self.shield.map(Item::Shield))
            .chain(self.aux.pieces().map(|p| Item::Aux(p.item)));
        for item in worn {
            if let Err(refusal) = can_wear(sp, item, self.xl) {
                return Err(BuildError::CannotWear {
                    slot: item.slot(),
                    species: sp.name,
                    item: item.name(),
                    message: refusal.message.to_string(),
                    allowed: self.allowed(item.slot()),
                });
            }
        }
        Ok(())
    }

    /// What the species can wear in `slot` at this XL, in table order.
    fn allowed(&self, slot: Slot) -> String {
        let items: Vec<Item> = match slot {
            Slot::Body => crate::dcss::data::body_armour_table(self.rules)
                .iter()
                .map(Item::Body)
                .collect(),
            Slot::Shield => SHIELDS_031.iter().map(Item::Shield).collect(),
            _ => AUX_ARMOURS
                .iter()
                .filter(|a| a.slot == slot)
                .map(Item::Aux)
                .collect(),
        };
        let names: Vec<&str> = items
            .into_iter()
            .filter(|&i| match self.rules.release().equipment {
                EquipmentRules::OnePerSlot => can_wear(self.species, i, self.xl).is_ok(),
                EquipmentRules::SlotCounts => can_wear_034(self.species, i, self.xl).is_ok(),
            })
            .map(Item::name)
            .collect();
        if names.is_empty() {
            "none".into()
        } else {
            names.join(", ")
        }
    }

    /// The Armour skill the game reads: 0 for a species that cannot train it (aptitude
    /// `False`, player.cc:6218-6219; `docs/rules/dcss-0.31-equipment.md` §4).
    pub fn armour_in_use(&self) -> Skill {
        if self.species.armour_skill_usable {
            self.armour
        } else {
            Skill::default()
        }
    }

    /// The Shields skill the game reads: 0 for a species that cannot train it.
    pub fn shields_in_use(&self) -> Skill {
        if self.species.shields_skill_usable {
            self.shields
        } else {
            Skill::default()
        }
    }

    /// Body size for EV: the form's size if it imposes one, else the species' `PSIZE_BODY`
    /// (`docs/rules/dcss-0.31.md` §4.1, §8.3).
    pub fn body_size(&self) -> Size {
        self.form.size().unwrap_or(self.species.body_size)
    }

    /// Body armour ER after Sturdy Frame (§5).
    pub fn body_er(&self) -> i32 {
        self.body
            .map_or(0, |b| encumbrance_rating(b.parm_evasion, self.sturdy_frame))
    }

    /// The plain inputs of `_player_evasion` for this build (`docs/rules/dcss-0.31.md` §4.1).
    /// Gelatinous Body is the species' (Octopode level 1) or an acquired one, unless a form
    /// that changes substance suppresses it (`docs/rules/dcss-0.34-forms.md` §3).
    pub fn ev_inputs(&self) -> EvInputs {
        let mut bonuses = self.bonuses;
        bonuses.gelatinous_body = if Mutation::GelatinousBody.suppressed_in(self.form, false) {
            0
        } else {
            bonuses
                .gelatinous_body
                .max(self.mutation_level(Mutation::GelatinousBody))
        };
        EvInputs {
            body_size: self.body_size(),
            dex: self.dex,
            strength: self.strength,
            dodging: self.dodging,
            armour: self.armour_in_use(),
            body_er: self.body_er(),
            aux_piece_penalty: self.aux.pieces().map(|p| p.item.evasion_penalty()).sum(),
            shield_penalty_x100: shield_penalty(
                self.shield,
                self.shields_in_use(),
                self.strength,
                100,
            ),
            nimble_swimmer: self.species.nimble_swimmer,
            bonuses,
        }
    }

    /// The EV an attack rolls against, with the full breakdown (`docs/rules/dcss-0.31.md` §4.1,
    /// §3.3). Tree form counts as helpless.
    ///
    /// ```
    /// use mechanics::dcss::data::{body_armour, species};
    /// use mechanics::dcss::evasion::EvSituation;
    /// use mechanics::dcss::build::Build;
    /// use mechanics::dcss::skills::Skill;
    ///
    /// // `docs/rules/dcss-0.31.md` §4.2: a Human in plate, Dex 15, Str 15, Dodging 10, Armour 5.
    /// let human = Build {
    ///     dodging: Skill::level(10)?,
    ///     armour: Skill::level(5)?,
    ///     body: body_armour("plate")?,
    ///     ..Build::new(species("human")?, 15, 15)
    /// };
    /// human.validate()?;
    /// let ev = human.evasion(&EvSituation::default());
    /// assert_eq!((ev.dodge_raw_x100, ev.dodge_adjusted_x100, ev.body_penalty_x100), (640, 320, 640));
    /// assert_eq!(ev.ev, 7);
    /// let caught = human.evasion(&EvSituation { caught: true, ..EvSituation::default() });
    /// assert_eq!(caught.ev, 4); // natural EV halved: 680 / 2 = 340, rounded up
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn evasion(&self, situation: &EvSituation) -> EvBreakdown {
        let mut s = *situation;
        s.helpless |= self.form == Form::Tree;
        player_evasion(&self.ev_inputs(), &s)
    }

    /// `player_shield_class()` (`docs/rules/dcss-0.31.md` §6.1). `incapacitated` covers asleep,
    /// paralysed, petrified, confused, caught and `DUR_CLUMSY`.
    pub fn shield_class(&self, incapacitated: bool) -> ShieldClass {
        ShieldWearer {
            shield: self.shield,
            plus: self.shield_plus,
            shields: self.shields_in_use(),
            dex: self.dex,
            strength: self.strength,
            torso: self.species.torso_size,
            extra: self.extra_sh_with_mutations(self),
            incapacitated,
        }
        .class_031()
    }

    /// Body armour and shield encumbrance and what they cost (`docs/rules/dcss-0.31.md` §5, §6.4).
    pub fn encumbrance(&self) -> Encumbrance {
        let er = self.body_er();
        let (armour, shields) = (self.armour_in_use(), self.shields_in_use());
        let body = aevp(er, armour, self.strength, 100);
        let shield = shield_penalty(self.shield, shields, self.strength, 100);
        Encumbrance {
            body_er: er,
            body_penalty_x100: body,
            shield_penalty_x100: shield,
            spell_penalty: spell_penalty(body, shield),
            stealth_penalty: stealth_penalty(er),
            launcher_delay: launcher_delay_dist(er, armour, self.strength)
                .iter()
                .collect(),
            shield_attack_delay: attack_delay_dist(self.shield, shields, self.strength)
                .iter()
                .collect(),
        }
    }
}
