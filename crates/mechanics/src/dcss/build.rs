//! A player build (species, stats, skills, equipment) validated against the game's rules,
//! and everything the defender side derives from it: EV with its breakdown, SH, and the
//! encumbrance summary (`dcss-0.31.md` §4–§6, §8).

use crate::data::{BodyArmour, Form, Shield, Size, Species};
use crate::encumbrance::{
    aevp, encumbrance_rating, launcher_delay_dist, spell_penalty, stealth_penalty,
};
use crate::evasion::{EvBonuses, EvBreakdown, EvInputs, EvSituation, player_evasion};
use crate::shields::{ExtraSh, ShieldClass, ShieldWearer, attack_delay_dist, shield_penalty};
use crate::skills::Skill;

/// A build that the game would not allow, or a stat out of range (`dcss-0.31.md` §6.2,
/// §8). Each message names the field and what is allowed.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum BuildError {
    /// Str outside 1..=99.
    #[error("str {0} is out of range: allowed 1 to 99")]
    Strength(i32),
    /// Dex outside 0..=99.
    #[error("dex {0} is out of range: allowed 0 to 99")]
    Dexterity(i32),
    /// A shield plus outside −9..=+27.
    #[error("shield plus {0} is out of range: allowed -9 to 27")]
    ShieldPlus(i32),
    /// The species cannot wear that body armour.
    #[error("body: {species} cannot wear {armour}; allowed: {allowed}")]
    BodyArmour {
        /// The species.
        species: &'static str,
        /// The armour.
        armour: &'static str,
        /// What the species can wear.
        allowed: String,
    },
    /// The species cannot wear that shield.
    #[error("shield: {species} cannot wear a {shield}; allowed: {allowed}")]
    Shield {
        /// The species.
        species: &'static str,
        /// The shield.
        shield: &'static str,
        /// What the species can wear.
        allowed: String,
    },
}

/// A player defender: species, stats, skills and equipment (`dcss-0.31.md` §4–§6).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Build {
    /// The species.
    pub species: &'static Species,
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
    /// Current form.
    pub form: Form,
    /// Wearing barding (boots slot): a flat −2 EV.
    pub barding: bool,
    /// Sturdy Frame mutation level: −2 ER per level.
    pub sturdy_frame: i32,
    /// Flat EV bonuses (the form's bonus is added from `form`).
    pub bonuses: EvBonuses,
    /// SH from sources other than the shield.
    pub extra_sh: ExtraSh,
}

/// The encumbrance summary of a build (`dcss-0.31.md` §5, §6.4).
#[derive(Clone, Debug, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
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

fn allowed_list<'a>(names: impl Iterator<Item = &'a str>) -> String {
    let v: Vec<&str> = names.collect();
    if v.is_empty() {
        "none".into()
    } else {
        v.join(", ")
    }
}

impl Build {
    /// A build with no armour, no shield and no bonuses.
    /// (`dcss-0.31.md` §4–§6)
    pub fn new(species: &'static Species, dex: i32, strength: i32) -> Self {
        Build {
            species,
            dex,
            strength,
            dodging: Skill::default(),
            armour: Skill::default(),
            shields: Skill::default(),
            body: None,
            shield: None,
            shield_plus: 0,
            form: Form::None,
            barding: false,
            sturdy_frame: 0,
            bonuses: EvBonuses::default(),
            extra_sh: ExtraSh::default(),
        }
    }

    /// Checks stats and that the species can wear the equipment (`dcss-0.31.md` §6.2,
    /// §8.1–§8.3).
    pub fn validate(&self) -> Result<(), BuildError> {
        if !(1..=99).contains(&self.strength) {
            return Err(BuildError::Strength(self.strength));
        }
        if !(0..=99).contains(&self.dex) {
            return Err(BuildError::Dexterity(self.dex));
        }
        if !(-9..=27).contains(&self.shield_plus) {
            return Err(BuildError::ShieldPlus(self.shield_plus));
        }
        let torso = self.species.torso_size;
        if let Some(b) = self.body
            && (!self.species.can_wear_body_armour || !b.fits(torso))
        {
            let allowed = crate::data::BODY_ARMOURS
                .iter()
                .filter(|a| self.species.can_wear_body_armour && a.fits(torso))
                .map(|a| a.name);
            return Err(BuildError::BodyArmour {
                species: self.species.name,
                armour: b.name,
                allowed: allowed_list(allowed),
            });
        }
        if let Some(s) = self.shield
            && (!self.species.can_wear_shield || !s.fits(torso))
        {
            let allowed = crate::data::SHIELDS_031
                .iter()
                .filter(|x| self.species.can_wear_shield && x.fits(torso))
                .map(|x| x.name);
            return Err(BuildError::Shield {
                species: self.species.name,
                shield: s.name,
                allowed: allowed_list(allowed),
            });
        }
        Ok(())
    }

    /// Body size for EV: the form's size if it imposes one, else the species' `PSIZE_BODY`
    /// (`dcss-0.31.md` §4.1, §8.3).
    pub fn body_size(&self) -> Size {
        self.form.size().unwrap_or(self.species.body_size)
    }

    /// Body armour ER after Sturdy Frame (§5).
    pub fn body_er(&self) -> i32 {
        self.body
            .map_or(0, |b| encumbrance_rating(b.parm_evasion, self.sturdy_frame))
    }

    /// The plain inputs of `_player_evasion` for this build (`dcss-0.31.md` §4.1).
    pub fn ev_inputs(&self) -> EvInputs {
        let mut bonuses = self.bonuses;
        bonuses.form += self.form.ev_bonus();
        EvInputs {
            body_size: self.body_size(),
            dex: self.dex,
            strength: self.strength,
            dodging: self.dodging,
            armour: self.armour,
            body_er: self.body_er(),
            aux_piece_penalty: if self.barding { 60 / 3 } else { 0 },
            shield_penalty_x100: shield_penalty(self.shield, self.shields, self.strength, 100),
            nimble_swimmer: self.species.nimble_swimmer,
            bonuses,
        }
    }

    /// The EV an attack rolls against, with the full breakdown (`dcss-0.31.md` §4.1,
    /// §3.3). Tree form counts as helpless.
    ///
    /// ```
    /// use mechanics::data::{body_armour, species};
    /// use mechanics::evasion::EvSituation;
    /// use mechanics::player::Build;
    /// use mechanics::skills::Skill;
    ///
    /// // dcss-0.31.md §4.2: a Human in plate, Dex 15, Str 15, Dodging 10, Armour 5.
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

    /// `player_shield_class()` (`dcss-0.31.md` §6.1). `incapacitated` covers asleep,
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

    /// Body armour and shield encumbrance and what they cost (`dcss-0.31.md` §5, §6.4).
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
    use crate::data::{body_armour, shield, species};

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

    /// `dcss-0.31.md` §4.2: raw and adjusted dodge, penalties and EV.
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

    /// `dcss-0.31.md` §4.2 situational table on the Human plate case.
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
        let naga = Build {
            barding: true,
            ..build("naga", 12, 14, 6, 9, "chain")
        };
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
        assert_eq!(
            err.to_string(),
            "shield: Troll cannot wear a buckler; allowed: orb, kite shield, tower shield"
        );
        let felid = build("felid", 10, 5, 0, 0, "none");
        let err = Build {
            shield: shield("buckler").unwrap(),
            ..felid
        }
        .validate()
        .unwrap_err();
        assert!(err.to_string().ends_with("allowed: none"));
        assert!(
            Build {
                body: body_armour("plate").unwrap(),
                ..troll
            }
            .validate()
            .is_err()
        );
        assert_eq!(
            Build {
                strength: 0,
                ..troll
            }
            .validate(),
            Err(BuildError::Strength(0))
        );
        assert!(build("human", 10, 10, 0, 0, "plate").validate().is_ok());
    }
}
