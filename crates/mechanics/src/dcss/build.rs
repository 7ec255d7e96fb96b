//! A player build (species, stats, skills, equipment) validated against the game's rules,
//! and everything the defender side derives from it: EV with its breakdown, SH, and the
//! encumbrance summary (`docs/rules/dcss-0.31.md` §4–§6, §8).

use crate::dcss::data::{
    AUX_ARMOURS, AuxArmour, BODY_ARMOURS, BodyArmour, Form, SHIELDS_031, Shield, Size, Slot,
    Species,
};
use crate::dcss::encumbrance::{
    aevp, encumbrance_rating, launcher_delay_dist, spell_penalty, stealth_penalty,
};
use crate::dcss::equipment::{Item, can_wear};
use crate::dcss::evasion::{EvBonuses, EvBreakdown, EvInputs, EvSituation, player_evasion};
use crate::dcss::shields::{ExtraSh, ShieldClass, ShieldWearer, attack_delay_dist, shield_penalty};
use crate::dcss::skills::Skill;
use crate::limits::{Limit, OutOfRange};

/// A build the game would not allow, or a stat out of range (`docs/rules/dcss-0.31-equipment.md`
/// §5, `docs/rules/dcss-0.31.md` §8). [`BuildError::field`] names the input.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum BuildError {
    /// Str, Dex, XL or the shield's enchantment outside its range.
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
        message: &'static str,
        /// What the species can wear in that slot.
        allowed: String,
    },
    /// A skill the species cannot train (aptitude `False`), given above 0.
    #[error("{species} cannot train {skill} (its aptitude is none); allowed: 0")]
    UselessSkill {
        /// The skill's field name (`armour` or `shields`).
        skill: &'static str,
        /// The species.
        species: &'static str,
    },
}

impl BuildError {
    /// The field the error is about, as scenario files spell it: `str`, `dex`, `xl`,
    /// `shield_plus`, `body`, `shield`, `aux`, `armour` or `shields`.
    pub fn field(&self) -> &'static str {
        match self {
            BuildError::Range(e) => e.field,
            BuildError::CannotWear { slot, .. } => match slot {
                Slot::Body => "body",
                Slot::Shield => "shield",
                _ => "aux",
            },
            BuildError::UselessSkill { skill, .. } => skill,
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

/// An aux armour piece and its enchantment (`docs/rules/dcss-0.31-equipment.md` §2).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AuxPiece {
    /// The item.
    pub item: &'static AuxArmour,
    /// Its enchantment.
    pub plus: i32,
}

/// The aux armour a build wears, one piece per slot: cloak or scarf, helmet or hat,
/// gloves, boots or barding (`equipment-type.h`, `docs/rules/dcss-0.31-equipment.md` §5 rule 11).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct AuxSet {
    /// Cloak or scarf.
    pub cloak: Option<AuxPiece>,
    /// Helmet or hat.
    pub helmet: Option<AuxPiece>,
    /// Gloves.
    pub gloves: Option<AuxPiece>,
    /// Boots or barding.
    pub boots: Option<AuxPiece>,
}

impl AuxSet {
    /// The pieces worn, in slot order.
    pub fn pieces(&self) -> impl Iterator<Item = AuxPiece> + '_ {
        [self.cloak, self.helmet, self.gloves, self.boots]
            .into_iter()
            .flatten()
    }

    /// Puts `piece` in its slot; returns the piece already there, if any.
    pub fn wear(&mut self, piece: AuxPiece) -> Option<AuxPiece> {
        let slot = match piece.item.slot {
            Slot::Cloak => &mut self.cloak,
            Slot::Helmet => &mut self.helmet,
            Slot::Gloves => &mut self.gloves,
            _ => &mut self.boots,
        };
        slot.replace(piece)
    }
}

/// A player defender: species, stats, skills and equipment (`docs/rules/dcss-0.31.md` §4–§6).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Build {
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
    /// Body armour, if any.
    pub body: Option<&'static BodyArmour>,
    /// Offhand item, if any.
    pub shield: Option<&'static Shield>,
    /// The shield's enchantment.
    pub shield_plus: i32,
    /// Aux armour, one piece per slot.
    pub aux: AuxSet,
    /// Current form.
    pub form: Form,
    /// Sturdy Frame mutation level: −2 ER per level.
    pub sturdy_frame: i32,
    /// Flat EV bonuses (the form's bonus and the species' innate Gelatinous Body are added
    /// from `form` and `species`).
    pub bonuses: EvBonuses,
    /// SH from sources other than the shield.
    pub extra_sh: ExtraSh,
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

    /// A build at XL 1 with no armour, no shield and no bonuses.
    pub fn new(species: &'static Species, dex: i32, strength: i32) -> Self {
        Build {
            species,
            xl: 1,
            dex,
            strength,
            dodging: Skill::default(),
            armour: Skill::default(),
            shields: Skill::default(),
            body: None,
            shield: None,
            shield_plus: 0,
            aux: AuxSet::default(),
            form: Form::None,
            sturdy_frame: 0,
            bonuses: EvBonuses::default(),
            extra_sh: ExtraSh::default(),
        }
    }

    /// Checks the stats, the skills the species can train and every worn item against the
    /// game's `can_wear_armour`, in the game's order (`docs/rules/dcss-0.31-equipment.md`
    /// §4, §5): the first failure, with the game's refusal words.
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
        let sp = self.species;
        for (skill, usable, level) in [
            ("armour", sp.armour_skill_usable, self.armour),
            ("shields", sp.shields_skill_usable, self.shields),
        ] {
            if !usable && level > Skill::default() {
                return Err(BuildError::UselessSkill {
                    skill,
                    species: sp.name,
                });
            }
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
                    message: refusal.message,
                    allowed: self.allowed(item.slot()),
                });
            }
        }
        Ok(())
    }

    /// What the species can wear in `slot` at this XL, in table order.
    fn allowed(&self, slot: Slot) -> String {
        let items: Vec<Item> = match slot {
            Slot::Body => BODY_ARMOURS.iter().map(Item::Body).collect(),
            Slot::Shield => SHIELDS_031.iter().map(Item::Shield).collect(),
            _ => AUX_ARMOURS
                .iter()
                .filter(|a| a.slot == slot)
                .map(Item::Aux)
                .collect(),
        };
        let names: Vec<&str> = items
            .into_iter()
            .filter(|&i| can_wear(self.species, i, self.xl).is_ok())
            .map(Item::name)
            .collect();
        if names.is_empty() {
            "none".into()
        } else {
            names.join(", ")
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
    pub fn ev_inputs(&self) -> EvInputs {
        let mut bonuses = self.bonuses;
        bonuses.form += self.form.ev_bonus();
        if self.form != Form::Statue {
            // Innate Gelatinous Body (Octopode level 1); statue form switches it off
            // (`docs/rules/dcss-0.31.md` §8.3).
            bonuses.gelatinous_body = bonuses.gelatinous_body.max(self.species.gelatinous_body);
        }
        EvInputs {
            body_size: self.body_size(),
            dex: self.dex,
            strength: self.strength,
            dodging: self.dodging,
            armour: self.armour,
            body_er: self.body_er(),
            aux_piece_penalty: self.aux.pieces().map(|p| p.item.evasion_penalty()).sum(),
            shield_penalty_x100: shield_penalty(self.shield, self.shields, self.strength, 100),
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
            shields: self.shields,
            dex: self.dex,
            strength: self.strength,
            torso: self.species.torso_size,
            extra: self.extra_sh,
            incapacitated,
        }
        .class_031()
    }

    /// Body armour and shield encumbrance and what they cost (`docs/rules/dcss-0.31.md` §5, §6.4).
    pub fn encumbrance(&self) -> Encumbrance {
        let er = self.body_er();
        let body = aevp(er, self.armour, self.strength, 100);
        let shield = shield_penalty(self.shield, self.shields, self.strength, 100);
        Encumbrance {
            body_er: er,
            body_penalty_x100: body,
            shield_penalty_x100: shield,
            spell_penalty: spell_penalty(body, shield),
            stealth_penalty: stealth_penalty(er),
            launcher_delay: launcher_delay_dist(er, self.armour, self.strength)
                .iter()
                .collect(),
            shield_attack_delay: attack_delay_dist(self.shield, self.shields, self.strength)
                .iter()
                .collect(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dcss::data::{aux_armour, body_armour, shield, species};

    fn build(sp: &str, dex: i32, st: i32, dodging: i32, armour: i32, body: &str) -> Build {
        Build {
            dodging: Skill::level(dodging).unwrap(),
            armour: Skill::level(armour).unwrap(),
            body: body_armour(body).unwrap(),
            ..Build::new(species(sp).unwrap(), dex, st)
        }
    }

    /// The §4.2 table's columns: raw dodge, adjusted dodge, body and shield penalties, EV.
    fn steps(ev: &EvBreakdown) -> (i32, i32, i32, i32, i32) {
        (
            ev.dodge_raw_x100,
            ev.dodge_adjusted_x100,
            ev.body_penalty_x100,
            ev.shield_penalty_x100,
            ev.ev,
        )
    }

    /// `docs/rules/dcss-0.31.md` §4.2: raw and adjusted dodge, penalties and EV.
    #[test]
    fn spec_4_2_ev_table() {
        let human_plate = build("human", 15, 15, 10, 5, "plate");
        let ev = human_plate.evasion(&EvSituation::default());
        assert_eq!(steps(&ev), (640, 320, 640, 0, 7));
        let minotaur = Build {
            shield: shield("tower").unwrap(),
            shields: Skill::level(10).unwrap(),
            ..build("minotaur", 11, 22, 0, 15, "crystal plate")
        };
        let ev = minotaur.evasion(&EvSituation::default());
        assert_eq!(steps(&ev), (40, 22, 564, 209, 3));
        let kobold = Build {
            shield: shield("buckler").unwrap(),
            shields: Skill::level(3).unwrap(),
            ..build("kobold", 17, 11, 12, 3, "fire dragon scales")
        };
        let ev = kobold.evasion(&EvSituation::default());
        assert_eq!(steps(&ev), (951, 606, 322, 55, 15));
    }

    /// `docs/rules/dcss-0.31.md` §4.2 situational table on the Human plate case.
    #[test]
    fn spec_4_2_situations() {
        let b = build("human", 15, 15, 10, 5, "plate");
        let ring = Build {
            bonuses: EvBonuses {
                ring_evasion: 5,
                ..EvBonuses::default()
            },
            ..b
        };
        let none = EvSituation::default();
        let caught = EvSituation {
            caught: true,
            ..none
        };
        let cases = [
            (b, none, 7),
            (ring, none, 12),
            (b, caught, 4),
            (ring, caught, 9),
            (
                b,
                EvSituation {
                    vertigo: true,
                    ..none
                },
                2,
            ),
            (
                b,
                EvSituation {
                    constricted: true,
                    ..none
                },
                4,
            ),
            (
                b,
                EvSituation {
                    unseen_attacker: true,
                    ..none
                },
                -3,
            ),
            (
                b,
                EvSituation {
                    helpless: true,
                    ..none
                },
                2,
            ),
            (
                b,
                EvSituation {
                    helpless: true,
                    unseen_attacker: true,
                    ..none
                },
                -8,
            ),
        ];
        for (i, (build, sit, want)) in cases.into_iter().enumerate() {
            assert_eq!(build.evasion(&sit).ev, want, "case {i}");
        }
        let merfolk = build("merfolk", 16, 12, 8, 0, "leather");
        let water = EvSituation {
            in_water: true,
            ..none
        };
        assert_eq!(merfolk.evasion(&none).ev, 15);
        assert_eq!(merfolk.evasion(&water).ev, 19);
        let ringed = Build {
            bonuses: EvBonuses {
                ring_evasion: 5,
                ..EvBonuses::default()
            },
            ..merfolk
        };
        assert_eq!(ringed.evasion(&water).ev, 24);
        let mut naga = build("naga", 12, 14, 6, 9, "chain");
        naga.aux.wear(AuxPiece {
            item: aux_armour("barding").unwrap(),
            plus: 0,
        });
        assert_eq!(naga.evasion(&none).ev, 5);
    }

    #[test]
    fn acrobat_is_off_when_caught_or_constricted() {
        let b = Build {
            bonuses: EvBonuses {
                acrobat: true,
                ..EvBonuses::default()
            },
            ..build("tengu", 15, 10, 5, 0, "robe")
        };
        let none = EvSituation::default();
        let plain = Build {
            bonuses: EvBonuses::default(),
            ..b
        };
        assert_eq!(b.evasion(&none).ev, plain.evasion(&none).ev + 15);
        let constricted = EvSituation {
            constricted: true,
            ..none
        };
        assert_eq!(b.evasion(&constricted).ev, plain.evasion(&constricted).ev);
    }

    #[test]
    fn validation_names_field_and_allowed_values() {
        let troll = build("troll", 10, 20, 0, 0, "none");
        let err = Build {
            shield: shield("buckler").unwrap(),
            ..troll
        }
        .validate()
        .unwrap_err();
        assert_eq!(err.field(), "shield");
        assert_eq!(
            err.to_string(),
            "Troll cannot wear a buckler (\"This armour is too small for you!\"); \
             allowed: orb, kite shield, tower shield"
        );
        let felid = build("felid", 10, 5, 0, 0, "none");
        let err = Build {
            shield: shield("buckler").unwrap(),
            ..felid
        }
        .validate()
        .unwrap_err();
        assert!(err.to_string().ends_with("allowed: none"), "{err}");
        assert!(
            Build {
                body: body_armour("plate").unwrap(),
                ..troll
            }
            .validate()
            .is_err()
        );
        let weak = Build {
            strength: 0,
            ..troll
        };
        assert_eq!(weak.validate().unwrap_err().field(), "str");
        assert!(build("human", 10, 10, 0, 0, "plate").validate().is_ok());
    }

    /// `docs/rules/dcss-0.31-equipment.md`: every Draconian colour refuses body armour, barding
    /// fits only Naga and Armataur, and Draconians cannot train Armour.
    #[test]
    fn draconians_barding_and_useless_skills() {
        let red = build("red draconian", 10, 10, 0, 0, "plate");
        let e = red.validate().unwrap_err();
        assert_eq!(
            (e.field(), e.to_string().contains("You can't wear that!")),
            ("body", true)
        );
        let mut human = build("human", 10, 10, 0, 0, "none");
        human.aux.wear(AuxPiece {
            item: aux_armour("barding").unwrap(),
            plus: 0,
        });
        let e = human.validate().unwrap_err();
        assert_eq!(e.field(), "aux");
        assert!(e.to_string().contains("allowed: boots"), "{e}");
        let trained = Build {
            armour: Skill::level(5).unwrap(),
            ..build("grey draconian", 10, 10, 0, 0, "none")
        };
        assert_eq!(trained.validate().unwrap_err().field(), "armour");
    }

    /// `docs/rules/dcss-0.31.md` §8.3: an Octopode's innate Gelatinous Body is +1 EV, except in
    /// statue form.
    #[test]
    fn octopode_gelatinous_body() {
        let octopode = build("octopode", 25, 8, 27, 0, "none");
        let human = Build {
            species: species("human").unwrap(),
            ..octopode
        };
        let none = EvSituation::default();
        assert_eq!(octopode.evasion(&none).ev, human.evasion(&none).ev + 1);
        let statue = Build {
            form: Form::Statue,
            ..octopode
        };
        assert_eq!(
            statue.evasion(&none).ev,
            Build {
                form: Form::Statue,
                ..human
            }
            .evasion(&none)
            .ev
        );
    }
}
