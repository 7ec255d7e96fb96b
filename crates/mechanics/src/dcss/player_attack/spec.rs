//! One player attack as a scenario gives it: the fields of the reference vectors' `to_hit`,
//! `damage` and `attack_delay` entries, flat, every one optional
//! (`docs/rules/dcss-0.31-player-attack.md` §2-§5, §7), and what they resolve to.
//!
//! The monster is either described by its numbers (`monster_base_ev`, `monster_hd`,
//! `monster_shield`, `monster_ac`, `monster_resist`, as the vectors do) or named with its gear
//! (`monster`, an [`MonsterSpec`]); not both.

use super::AttackError;
use super::aux::AuxMutations;
use super::damage::Brand;
use super::form::FormMelee;
use super::offence::{MUTATION, OffenceInputs, PlayerOffence};
use super::target::{MonsterTarget, Resists};
use crate::dcss::data::shield;
use crate::dcss::display::Shown;
use crate::dcss::monster_defence::equipped;
use crate::dcss::opponent::{MonsterSpec, Opponent};
use crate::dcss::rules::RuleSet;
use crate::dcss::time::PlayerStatus;
use crate::dcss::to_hit::MonsterAttacker;
use crate::limits::Limit;

/// A player's attack on a monster (`docs/rules/dcss-0.31-player-attack.md` §2-§5). Skills are
/// levels with one decimal; `weapon: null` fights unarmed, and `weapon_skill` is then Unarmed
/// Combat.
#[derive(Clone, Debug, PartialEq)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize, schemars::JsonSchema)
)]
#[cfg_attr(feature = "serde", serde(default, deny_unknown_fields))]
pub struct AttackSpec {
    /// Strength (default 10).
    pub str: i32,
    /// Dexterity (default 10).
    pub dex: i32,
    /// Experience level (default 1): aux attack chances.
    pub xl: i32,
    /// Fighting skill.
    pub fighting: f64,
    /// The wielded weapon's game name; `null` unarmed.
    pub weapon: Option<String>,
    /// The weapon's skill, or Unarmed Combat when unarmed.
    pub weapon_skill: f64,
    /// Unarmed Combat for the off-hand punch when armed (unarmed, `weapon_skill` is it).
    pub unarmed_combat: Option<f64>,
    /// The weapon's enchantment.
    pub weapon_plus: i32,
    /// The weapon's brand; unarmed in storm form, its electrocution if it applies.
    pub brand: Option<Brand>,
    /// Slaying from rings, artefacts and mutations.
    pub slaying: i32,
    /// Usable claws level (unarmed base damage).
    pub claws: i32,
    /// Might or berserk's damage.
    pub might: bool,
    /// Weak.
    pub weak: bool,
    /// Confused.
    pub confused: bool,
    /// The shield the player wears (attack delay).
    pub shield: Option<String>,
    /// Shields skill.
    pub shields: f64,
    /// The Finesse spell.
    pub finesse: bool,
    /// Hasted.
    pub haste: bool,
    /// Berserk (speed; its damage is `might`).
    pub berserk: bool,
    /// Slowed.
    pub slow: bool,
    /// Aux mutations (claws are `claws`).
    pub aux: AuxMutations,
    /// A free off-hand: the punch.
    pub offhand_free: bool,
    /// The form the player is in, under dcss-0.34 ("storm", "statue", "dragon"…;
    /// `docs/rules/dcss-0.34-forms.md` §5); `null` for none.
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Option::is_none"))]
    pub form: Option<String>,
    /// The effective Shapeshifting skill, which scales the form.
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "is_zero"))]
    pub shapeshifting: f64,
    /// The monster's EV from its data, before its shield.
    pub monster_base_ev: i32,
    /// The monster's HD (default 1).
    pub monster_hd: i32,
    /// The monster's shield.
    pub monster_shield: Option<String>,
    /// Its enchantment.
    pub monster_shield_plus: i32,
    /// Derived in the vectors: the EV after the shield; checked when given.
    pub monster_ev: Option<i32>,
    /// Derived in the vectors: the shield class; checked when given.
    pub monster_shield_class: Option<i32>,
    /// The monster's AC.
    pub monster_ac: i32,
    /// The monster's resistance level to the brand's element (−1 to 3).
    pub monster_resist: i32,
    /// The player cannot see the monster.
    pub monster_invisible: bool,
    /// The monster is backlit.
    pub monster_backlit: bool,
    /// The monster has an umbra.
    pub monster_umbra: bool,
    /// A named monster with its gear, instead of the `monster_*` numbers.
    pub monster: Option<MonsterSpec>,
}

impl Default for AttackSpec {
    fn default() -> Self {
        AttackSpec {
            str: 10,
            dex: 10,
            xl: 1,
            fighting: 0.0,
            weapon: None,
            weapon_skill: 0.0,
            unarmed_combat: None,
            weapon_plus: 0,
            brand: None,
            slaying: 0,
            claws: 0,
            might: false,
            weak: false,
            confused: false,
            shield: None,
            shields: 0.0,
            finesse: false,
            haste: false,
            berserk: false,
            slow: false,
            aux: AuxMutations::default(),
            offhand_free: false,
            monster_base_ev: 0,
            monster_hd: 1,
            monster_shield: None,
            monster_shield_plus: 0,
            monster_ev: None,
            monster_shield_class: None,
            monster_ac: 0,
            monster_resist: 0,
            monster_invisible: false,
            monster_backlit: false,
            monster_umbra: false,
            monster: None,
            form: None,
            shapeshifting: 0.0,
        }
    }
}

#[cfg(feature = "serde")]
fn is_zero(v: &f64) -> bool {
    *v == 0.0
}

/// A monster's EV: 0 to 200.
pub const MONSTER_EV: Limit = Limit::new("monster_base_ev", 0, 200);
/// A monster's AC: 0 to 200.
pub const MONSTER_AC: Limit = Limit::new("monster_ac", 0, 200);
/// A monster's resistance level: −1 to 3.
pub const MONSTER_RESIST: Limit = Limit::new("monster_resist", -1, 3);
/// A monster shield's plus: −9 to 27.
pub const MONSTER_SHIELD_PLUS: Limit = Limit::new("monster_shield_plus", -9, 27);

fn named(limit: Limit, field: &'static str) -> Limit {
    Limit { field, ..limit }
}

/// A resolved [`AttackSpec`]: the offence, the monster it attacks, and the named monster if the
/// spec named one.
#[derive(Clone, Debug, PartialEq)]
pub struct ResolvedAttack {
    /// The player's offence.
    pub offence: PlayerOffence,
    /// The monster as the attack sees it.
    pub target: MonsterTarget,
    /// The named monster (`monster`), with its HP law.
    pub opponent: Option<Opponent>,
    /// The release whose tables the weapon and the monster came from.
    pub rules: RuleSet,
}

/// The to-hit side of one main attack with the monster's block counter at 0
/// (`docs/rules/dcss-0.31-player-attack.md` §2): the vectors' `to_hit` outputs.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, schemars::JsonSchema))]
pub struct ToHitSummary {
    /// The mean of `calc_pre_roll_to_hit(true)`.
    pub pre_roll_to_hit_mean: f64,
    /// P(not blocked and hit).
    pub p_hit: f64,
    /// P(blocked).
    pub p_blocked: f64,
    /// P(not blocked and missed).
    pub p_miss: f64,
    /// What the game shows: `100 − "about X% to evade"`.
    pub display_percent: i32,
}

impl ResolvedAttack {
    /// What the game shows for the attack under the rule set it was resolved in
    /// (`docs/rules/dcss-0.31-player-attack.md` §2.4, `docs/rules/dcss-0.34.md` §2.4a).
    pub fn display(&self) -> Shown {
        self.offence.display_in(self.rules, &self.target)
    }

    /// The to-hit outputs (`docs/rules/dcss-0.31-player-attack.md` §2), with the 0.31
    /// display (the vectors'; [`Self::display`] follows the rule set).
    pub fn to_hit(&self) -> ToHitSummary {
        let p = self
            .offence
            .main_attack(&self.target)
            .probs(0, self.target.block_limit == 0);
        ToHitSummary {
            pre_roll_to_hit_mean: self.offence.pre_roll().pre_roll_dist().mean(),
            p_hit: p.p_land,
            p_blocked: p.p_block,
            p_miss: p.p_miss,
            display_percent: self.offence.display_percent(&self.target),
        }
    }
}

impl AttackSpec {
    /// Checks every field once and resolves the attack; errors name the field as the spec
    /// spells it (`docs/rules/dcss-0.31-player-attack.md`).
    ///
    /// ```
    /// use mechanics::dcss::player_attack::AttackSpec;
    /// use mechanics::tolerance::SIX_DECIMALS;
    ///
    /// // §10 T1: Dex 14, Fighting 10, Long Blades 12, +2 long sword against EV 12.
    /// let spec = AttackSpec {
    ///     dex: 14, fighting: 10.0, weapon: Some("long sword".into()), weapon_skill: 12.0,
    ///     weapon_plus: 2, monster_base_ev: 12, monster_hd: 4, ..AttackSpec::default()
    /// };
    /// let t = spec.resolve()?.to_hit();
    /// assert!((t.p_hit - 0.652195).abs() < SIX_DECIMALS);
    /// assert_eq!(t.display_percent, 65);
    /// # Ok::<(), mechanics::dcss::player_attack::AttackError>(())
    /// ```
    pub fn resolve(&self) -> Result<ResolvedAttack, AttackError> {
        self.resolve_in(RuleSet::Dcss031)
    }

    /// [`AttackSpec::resolve`] under `rules`: the weapon and the named monster come from that
    /// release's tables; the formulas of the player's attack are 0.31's, which the 0.34 rule
    /// book leaves unchanged (`docs/rules/dcss-0.31-player-attack.md` §0,
    /// `docs/rules/dcss-0.34.md` §2.2, §M1).
    pub fn resolve_in(&self, rules: RuleSet) -> Result<ResolvedAttack, AttackError> {
        let unarmed_combat = match (&self.weapon, self.unarmed_combat) {
            (None, Some(uc)) if uc != self.weapon_skill => {
                return Err(AttackError::invalid(
                    "unarmed_combat",
                    "unarmed, weapon_skill is Unarmed Combat: allowed the same value or null",
                ));
            }
            (None, _) => self.weapon_skill,
            (Some(_), uc) => uc.unwrap_or(0.0),
        };
        if self.aux.claws != 0 {
            return Err(AttackError::invalid(
                "aux.claws",
                "claws are the top-level claws field: allowed 0 here",
            ));
        }
        named(MUTATION, "claws").check(self.claws)?;
        let offence = OffenceInputs {
            xl: self.xl,
            str: self.str,
            dex: self.dex,
            fighting: self.fighting,
            weapon: self.weapon.as_deref(),
            weapon_skill: self.weapon_skill,
            unarmed_combat,
            weapon_plus: self.weapon_plus,
            brand: self.brand,
            slaying: self.slaying,
            aux: AuxMutations {
                claws: self.claws,
                ..self.aux
            },
            offhand_free: self.offhand_free,
            reflexive_headbutt: false,
            might: self.might,
            weak: self.weak,
            confused: self.confused,
            shield: self.shield.as_deref(),
            shields: self.shields,
            finesse: self.finesse,
            status: PlayerStatus {
                hasted: self.haste,
                berserk: self.berserk,
                slowed: self.slow,
                ..PlayerStatus::default()
            },
            rules,
            form: FormMelee::named(self.form.as_deref(), self.shapeshifting, self.xl)?,
        }
        .resolve()?;
        let (target, opponent) = match &self.monster {
            Some(m) => {
                self.check_no_monster_numbers()?;
                let o = m.resolve_in(rules)?;
                let t = MonsterTarget {
                    unseen: self.monster_invisible,
                    backlit: self.monster_backlit,
                    umbra: self.monster_umbra,
                    ..o.target()
                };
                (t, Some(o))
            }
            None => (self.target()?, None),
        };
        Ok(ResolvedAttack {
            offence,
            target,
            opponent,
            rules,
        })
    }

    /// A named monster excludes the `monster_*` numbers.
    fn check_no_monster_numbers(&self) -> Result<(), AttackError> {
        let d = AttackSpec::default();
        let given = [
            ("monster_base_ev", self.monster_base_ev != d.monster_base_ev),
            ("monster_hd", self.monster_hd != d.monster_hd),
            ("monster_shield", self.monster_shield.is_some()),
            ("monster_shield_plus", self.monster_shield_plus != 0),
            ("monster_ev", self.monster_ev.is_some()),
            ("monster_shield_class", self.monster_shield_class.is_some()),
            ("monster_ac", self.monster_ac != 0),
            ("monster_resist", self.monster_resist != 0),
        ];
        match given.iter().find(|(_, g)| *g) {
            Some((field, _)) => Err(AttackError::invalid(
                field,
                "the named monster's gear sets it: allowed only with monster null",
            )),
            None => Ok(()),
        }
    }

    /// The monster from its numbers (`docs/rules/dcss-0.31-player-attack.md` §7).
    fn target(&self) -> Result<MonsterTarget, AttackError> {
        MonsterAttacker::HD.check(self.monster_hd)?;
        MONSTER_EV.check(self.monster_base_ev)?;
        MONSTER_AC.check(self.monster_ac)?;
        MONSTER_RESIST.check(self.monster_resist)?;
        MONSTER_SHIELD_PLUS.check(self.monster_shield_plus)?;
        let worn = match &self.monster_shield {
            None => None,
            Some(n) => shield(n)
                .map_err(|e| AttackError::invalid("monster_shield", e.to_string()))?
                .map(|s| (s, self.monster_shield_plus)),
        };
        let d = equipped(
            self.monster_ac,
            self.monster_base_ev,
            self.monster_hd,
            None,
            worn,
        );
        for (field, given, derived) in [
            ("monster_ev", self.monster_ev, d.ev),
            (
                "monster_shield_class",
                self.monster_shield_class,
                d.shield_class,
            ),
        ] {
            if let Some(g) = given.filter(|&g| g != derived) {
                return Err(AttackError::invalid(
                    field,
                    format!(
                        "{g} disagrees with the {derived} the monster's EV, HD and shield give: \
                         allowed {derived} or null"
                    ),
                ));
            }
        }
        let r = self.monster_resist;
        let resists = match self.brand {
            Some(Brand::Flaming) => Resists {
                fire: r,
                ..Resists::default()
            },
            Some(Brand::Freezing) => Resists {
                cold: r,
                ..Resists::default()
            },
            Some(Brand::Electrocution) => Resists {
                elec: r,
                ..Resists::default()
            },
            _ => Resists::default(),
        };
        Ok(MonsterTarget {
            ev: d.ev,
            ac: d.ac,
            hd: self.monster_hd,
            shield_class: d.shield_class,
            block_limit: d.block_limit,
            resists,
            unseen: self.monster_invisible,
            backlit: self.monster_backlit,
            umbra: self.monster_umbra,
        })
    }
}
