//! A duel as a scenario gives it: the reference duels' `player`, `monster` and `start_energy`
//! (`docs/rules/dcss-0.31-player-attack.md` §11), checked once into a [`Duel`].

use super::Duel;
use super::defence::{Drawn, PlayerDefence};
use crate::dcss::build::Extras034;
use crate::dcss::damage::Fight;
use crate::dcss::damage::ac::PLAYER_AC;
use crate::dcss::data::{Size, shield, species_in};
use crate::dcss::defender::{DefenderHundredths, DefenderNumbers};
use crate::dcss::opponent::{ITEM_PLUS, MonsterSpec};
use crate::dcss::player_attack::offence::OffenceInputs;
use crate::dcss::player_attack::{AttackError, AuxMutations, Brand, FormMelee, skill};
use crate::dcss::rounding::Hundredths;
use crate::dcss::rules::RuleSet;
use crate::dcss::shields::{ExtraSh, ShieldRules, ShieldWearer, block_limit, block_limit_034};
use crate::dcss::time::{ENERGY_START, PlayerStatus};
use crate::limits::{Limit, OutOfRange};

/// The player of a duel (`docs/rules/dcss-0.31-player-attack.md` §11): the build's offence,
/// its shield, and its max HP, EV and AC as the other rule books compute them. Skills are
/// levels with one decimal; `weapon: null` fights unarmed with `unarmed_combat`.
#[derive(Clone, Debug, PartialEq)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize, schemars::JsonSchema)
)]
#[cfg_attr(feature = "serde", serde(default, deny_unknown_fields))]
pub struct DuelPlayerSpec {
    /// The species (information; checked to be one).
    pub species: Option<String>,
    /// Experience level.
    pub xl: i32,
    /// Strength.
    pub str: i32,
    /// Dexterity.
    pub dex: i32,
    /// Fighting skill.
    pub fighting: f64,
    /// The wielded weapon; `null` unarmed.
    pub weapon: Option<String>,
    /// The weapon's skill.
    pub weapon_skill: f64,
    /// The weapon's enchantment.
    pub weapon_plus: i32,
    /// The weapon's brand.
    pub brand: Option<Brand>,
    /// Slaying from rings, artefacts and mutations.
    pub slaying: i32,
    /// Unarmed Combat skill.
    pub unarmed_combat: f64,
    /// The shield worn.
    pub shield: Option<String>,
    /// Its enchantment.
    pub shield_plus: i32,
    /// Shields skill.
    pub shields: f64,
    /// Might (or berserk's damage).
    pub might: bool,
    /// Hasted.
    pub haste: bool,
    /// Max HP.
    pub hp: i32,
    /// EV as the status line shows it.
    pub ev: i32,
    /// AC as the status line shows it.
    pub ac: i32,
    /// Under `dcss-0.34`: EV ×100 as the game keeps it (`_player_evasion(100)`), drawn
    /// `div_rand_round(·, 100)` per attack; `null`: `ev`·100 (`docs/rules/dcss-0.34.md` §1.1).
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Option::is_none"))]
    pub ev_x100: Option<i32>,
    /// Under `dcss-0.34`: AC ×100 (`armour_class_scaled(100)`), drawn twice per landed hit;
    /// `null`: `ac`·100 (`docs/rules/dcss-0.34.md` §1.1, §D3.1).
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Option::is_none"))]
    pub ac_x100: Option<i32>,
    /// Innate aux mutations as usable levels.
    pub aux: AuxMutations,
    /// A free off-hand (no shield, a one-handed weapon or none): the punch.
    pub offhand_free: bool,
    /// `MUT_REFLEXIVE_HEADBUTT`: the Minotaur's retaliation.
    pub reflexive_headbutt: bool,
    /// The form the player is in, under dcss-0.34 ("storm", "statue", "dragon"…;
    /// `docs/rules/dcss-0.34-forms.md` §5); `null` for none.
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Option::is_none"))]
    pub form: Option<String>,
    /// The effective Shapeshifting skill, which scales the form.
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "is_zero"))]
    pub shapeshifting: f64,
}

impl Default for DuelPlayerSpec {
    fn default() -> Self {
        DuelPlayerSpec {
            species: None,
            xl: 1,
            str: 10,
            dex: 10,
            fighting: 0.0,
            weapon: None,
            weapon_skill: 0.0,
            weapon_plus: 0,
            brand: None,
            slaying: 0,
            unarmed_combat: 0.0,
            shield: None,
            shield_plus: 0,
            shields: 0.0,
            might: false,
            haste: false,
            hp: 0,
            ev: 0,
            ac: 0,
            ev_x100: None,
            ac_x100: None,
            aux: AuxMutations::default(),
            offhand_free: false,
            reflexive_headbutt: false,
            form: None,
            shapeshifting: 0.0,
        }
    }
}

#[cfg(feature = "serde")]
fn is_zero(v: &f64) -> bool {
    *v == 0.0
}

/// A duel (`docs/rules/dcss-0.31-player-attack.md` §11): you, one monster, and the monster's
/// energy before your first action (70 for a new monster).
#[derive(Clone, Debug, PartialEq)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize, schemars::JsonSchema)
)]
#[cfg_attr(feature = "serde", serde(default, deny_unknown_fields))]
pub struct DuelSpec {
    /// The player.
    pub player: DuelPlayerSpec,
    /// The monster and its gear.
    pub monster: MonsterSpec,
    /// The monster's `speed_increment` before the player's first action.
    pub start_energy: i32,
}

impl Default for DuelSpec {
    fn default() -> Self {
        DuelSpec {
            player: DuelPlayerSpec::default(),
            monster: MonsterSpec::default(),
            start_energy: ENERGY_START,
        }
    }
}

/// The monster's energy at the start: 0 to 199.
pub const START_ENERGY: Limit = Limit::new("start_energy", 0, 199);

/// An input of a duel that the rules are not defined for: which object holds the field, and
/// why (`docs/rules/dcss-0.31-player-attack.md` §11).
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
#[error("{source}")]
pub struct DuelError {
    /// `"player"`, `"monster"` or `""` (the duel itself).
    pub object: &'static str,
    /// The field's error.
    pub source: AttackError,
}

impl DuelError {
    fn player(source: impl Into<AttackError>) -> Self {
        DuelError {
            object: "player",
            source: source.into(),
        }
    }

    /// The field's name within its object.
    pub fn field(&self) -> &'static str {
        self.source.field()
    }

    /// The field's path in a duel object: `player.hp`, `monster.name`, `start_energy`.
    pub fn path(&self) -> String {
        if self.object.is_empty() {
            self.field().to_string()
        } else {
            format!("{}.{}", self.object, self.field())
        }
    }
}

fn named(limit: Limit, field: &'static str) -> Limit {
    Limit { field, ..limit }
}

impl DuelPlayerSpec {
    /// The player's defence under `rules` (`docs/rules/dcss-0.31.md` §6,
    /// `docs/rules/dcss-0.34.md` §1.1, §6): under 0.31 EV, SH and AC are constant, SH from the
    /// shield, its plus, Shields and Dex with the shield's block limit; under 0.34 EV and AC
    /// are drawn from their hundredths (`ev_x100`, `ac_x100`, else the whole numbers ×100)
    /// and SH from the shield's raw ×100 at every block roll, with the 0.34 block limit.
    fn defence(&self, rules: RuleSet) -> Result<PlayerDefence, AttackError> {
        named(Fight::HP, "hp").check(self.hp)?;
        DefenderNumbers::EV.check(self.ev)?;
        named(PLAYER_AC, "ac").check(self.ac)?;
        named(ITEM_PLUS, "shield_plus").check(self.shield_plus)?;
        let worn = match &self.shield {
            None => None,
            Some(n) => shield(n).map_err(|e| AttackError::invalid("shield", e.to_string()))?,
        };
        let wearer = ShieldWearer {
            shield: worn,
            plus: self.shield_plus,
            shields: skill("shields", self.shields)?,
            dex: self.dex,
            strength: self.str,
            torso: Size::Medium,
            extra: ExtraSh::default(),
            incapacitated: false,
        };
        if rules == RuleSet::Dcss031 {
            for (field, given) in [("ev_x100", self.ev_x100), ("ac_x100", self.ac_x100)] {
                if given.is_some() {
                    return Err(AttackError::invalid(
                        field,
                        "hundredths are the dcss-0.34 player's: allowed null under dcss-0.31",
                    ));
                }
            }
            return Ok(PlayerDefence {
                ev: Drawn::Fixed(self.ev),
                sh_internal: Drawn::Fixed(wearer.class_031().internal),
                ac: Drawn::Fixed(self.ac),
                block_limit: block_limit(ShieldRules::V031, worn).unwrap_or(0),
                hp: self.hp,
            });
        }
        let ev_x100 = match self.ev_x100 {
            Some(x) => DefenderHundredths::EV_X100.check(x)?,
            None => self.ev * 100,
        };
        let ac_x100 = match self.ac_x100 {
            Some(x) => DefenderHundredths::AC_X100.check(x)?,
            None => self.ac * 100,
        };
        for (field, x100, shown) in [("ev", ev_x100, self.ev), ("ac", ac_x100, self.ac)] {
            if Hundredths(x100).shown() != shown {
                return Err(AttackError::invalid(
                    field,
                    format!(
                        "{shown} is not what the game shows for {x100} hundredths: allowed {}",
                        Hundredths(x100).shown()
                    ),
                ));
            }
        }
        Ok(PlayerDefence {
            ev: Drawn::RandomRound { x100: ev_x100 },
            sh_internal: Drawn::RandomRound {
                x100: wearer.class_034(&Extras034::default()).raw_x100,
            },
            ac: Drawn::RandomRound { x100: ac_x100 },
            block_limit: block_limit_034(worn),
            hp: self.hp,
        })
    }

    fn offence(&self, rules: RuleSet) -> Result<OffenceInputs<'_>, AttackError> {
        Ok(OffenceInputs {
            xl: self.xl,
            str: self.str,
            dex: self.dex,
            fighting: self.fighting,
            weapon: self.weapon.as_deref(),
            weapon_skill: self.weapon_skill,
            unarmed_combat: self.unarmed_combat,
            weapon_plus: self.weapon_plus,
            brand: self.brand,
            slaying: self.slaying,
            aux: self.aux,
            offhand_free: self.offhand_free,
            reflexive_headbutt: self.reflexive_headbutt,
            might: self.might,
            weak: false,
            confused: false,
            shield: self.shield.as_deref(),
            shields: self.shields,
            finesse: false,
            status: PlayerStatus {
                hasted: self.haste,
                ..PlayerStatus::default()
            },
            rules,
            form: FormMelee::named(self.form.as_deref(), self.shapeshifting, self.xl)?,
        })
    }
}

impl DuelSpec {
    /// Checks every field once and resolves the duel under 0.31 rules; the error names the
    /// object and field (`docs/rules/dcss-0.31-player-attack.md` §11).
    pub fn resolve(&self) -> Result<Duel, DuelError> {
        self.resolve_in(RuleSet::Dcss031)
    }

    /// [`DuelSpec::resolve`] under `rules`: that release's species, weapon and monster
    /// tables, the player's defence as it draws it, its energy gain and its hydras
    /// (`docs/rules/dcss-0.34.md` §1.1, §6, §7.3, §7.4, §M1); the player's own attack keeps
    /// the 0.31 formulas, which the 0.34 rule book leaves unchanged
    /// (`docs/rules/dcss-0.31-player-attack.md` §0).
    pub fn resolve_in(&self, rules: RuleSet) -> Result<Duel, DuelError> {
        let p = &self.player;
        if let Some(s) = &p.species {
            species_in(rules, s)
                .map_err(|e| DuelError::player(AttackError::invalid("species", e.to_string())))?;
        }
        let offence = p
            .offence(rules)
            .and_then(|o| o.resolve())
            .map_err(DuelError::player)?;
        let defence = p.defence(rules).map_err(DuelError::player)?;
        let opponent = self.monster.resolve_in(rules).map_err(|source| DuelError {
            object: "monster",
            source,
        })?;
        START_ENERGY
            .check(self.start_energy)
            .map_err(|e: OutOfRange| DuelError {
                object: "",
                source: e.into(),
            })?;
        Ok(Duel::new_in(
            rules,
            offence,
            defence,
            opponent,
            self.start_energy,
        ))
    }
}
