//! The player's offence, resolved: everything one melee action reads, and the rules it feeds
//! (`docs/rules/dcss-0.31-player-attack.md` §1-§5); and its inputs' ranges, checked once for
//! an attack and a duel alike.

use super::aux::{AuxAttacker, AuxMutations, AuxRound};
use super::damage::{Brand, DamageBase, MainDamage};
use super::delay::{AttackDelay, DelayBrand};
use super::form::{FormMelee, PostAc};
use super::retaliation::Retaliation;
use super::target::MonsterTarget;
use super::{AttackError, skill};
use crate::dcss::attack::{Attack, Attacker, DefenderEv, PlayerPreRoll};
use crate::dcss::data::shield;
use crate::dcss::display::{MonsterShieldView, Shown, to_hit_pct, to_hit_pct_034};
use crate::dcss::forms::FormBrand;
use crate::dcss::rules::RuleSet;
use crate::dcss::skills::Skill;
use crate::dcss::time::PlayerStatus;
use crate::dcss::to_hit::PlayerAttacker;
use crate::dcss::weapons::{self, WeaponType};
use crate::limits::Limit;

/// A player's melee offence (`docs/rules/dcss-0.31-player-attack.md` §1-§5).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct PlayerOffence {
    /// Experience level (aux chances, the retaliation).
    pub xl: i32,
    /// Strength.
    pub str: i32,
    /// Dexterity.
    pub dex: i32,
    /// Fighting skill.
    pub fighting: Skill,
    /// The wielded melee weapon; `None` fights unarmed.
    pub weapon: Option<&'static WeaponType>,
    /// The weapon's skill (ignored unarmed).
    pub weapon_skill: Skill,
    /// Unarmed Combat skill: the unarmed attack and the punch.
    pub unarmed_combat: Skill,
    /// The weapon's enchantment (ignored unarmed).
    pub weapon_plus: i32,
    /// The weapon's brand.
    pub brand: Option<Brand>,
    /// `slaying_bonus()`: rings, artefacts, mutations.
    pub slaying: i32,
    /// Might or berserk: `+1 + random2(10)` damage.
    pub might: bool,
    /// Weak: damage ×3/4.
    pub weak: bool,
    /// Confused: −5 to-hit.
    pub confused: bool,
    /// The aux mutations (claws also raise the unarmed base damage).
    pub aux: AuxMutations,
    /// A free off-hand for the punch.
    pub offhand_free: bool,
    /// `MUT_REFLEXIVE_HEADBUTT`: the Minotaur's retaliation.
    pub reflexive_headbutt: bool,
    /// The attack delay.
    pub delay: AttackDelay,
    /// The form the player is in (`docs/rules/dcss-0.34-forms.md` §5).
    pub form: Option<FormMelee>,
}

/// The skill an attack reads: the weapon's; unarmed, Unarmed Combat, or in a form whose
/// unarmed attack scales with XL the XL as a level (`form_uses_xl`,
/// `docs/rules/dcss-0.34-forms.md` §5).
fn attack_skill_of(
    weapon: bool,
    weapon_skill: Skill,
    unarmed_combat: Skill,
    form: Option<FormMelee>,
) -> Skill {
    match form {
        _ if weapon => weapon_skill,
        Some(f) if f.uses_xl() => Skill::level(f.xl).unwrap_or(Skill::MAX),
        _ => unarmed_combat,
    }
}

impl PlayerOffence {
    /// The skill the attack reads: the weapon's, Unarmed Combat, or the XL of a form whose
    /// unarmed attack scales with it.
    pub fn attack_skill(&self) -> Skill {
        attack_skill_of(
            self.weapon.is_some(),
            self.weapon_skill,
            self.unarmed_combat,
            self.form,
        )
    }

    /// Whether the unarmed +6 to-hit applies: unarmed, and not in a form scaled by XL.
    fn unarmed_bonus(&self) -> bool {
        self.weapon.is_none() && !self.form.is_some_and(|f| f.uses_xl())
    }

    /// The form's multiplier after AC.
    fn post_ac(&self) -> PostAc {
        self.form.map_or(PostAc::None, |f| f.post_ac())
    }

    /// The pre-roll to-hit's terms (`calc_pre_roll_to_hit(true)`, attack.cc:159-243,
    /// `docs/rules/dcss-0.31-player-attack.md` §2.1): `15 + Dex/2`, the two random skill
    /// terms, the weapon's plus and `PWPN_HIT` (or +6 unarmed), slaying.
    pub fn pre_roll(&self) -> PlayerAttacker {
        PlayerAttacker {
            dex: self.dex,
            fighting: self.fighting,
            weapon_skill: self.attack_skill(),
            unarmed: self.unarmed_bonus(),
            weapon_to_hit: self.weapon.map_or(0, |w| self.weapon_plus + w.hit),
            slaying: self.slaying,
            vertigo: false,
            eyeballs: 0,
        }
    }

    /// One main attack on `target`: the to-hit roll, the flat EV test and the monster's
    /// shield, whose contest reads the rolled to-hit (`docs/rules/dcss-0.31-player-attack.md`
    /// §2.2, §2.3, §2.5).
    pub fn main_attack(&self, target: &MonsterTarget) -> Attack {
        Attack {
            attacker: Attacker::Player(PlayerPreRoll::Build(self.pre_roll())),
            mods: target.modifiers(self.confused),
            ev: DefenderEv::Fixed(target.ev),
            shield: Some(target.shield()),
            rule_set: RuleSet::Dcss031,
        }
    }

    /// What the game shows, `100 − "about X% to evade"` (`to_hit_pct`, fight.cc:96-136,
    /// `docs/rules/dcss-0.31-player-attack.md` §2.4): the halved skills, confusion and
    /// lighting, no unseen penalty and no shield.
    pub fn display_percent(&self, target: &MonsterTarget) -> i32 {
        to_hit_pct(
            self.pre_roll().display_pre_roll(),
            target.ev,
            target.display_modifier(self.confused),
        )
    }

    /// What the game shows under `rules` (`docs/rules/dcss-0.31-player-attack.md` §2.4,
    /// `docs/rules/dcss-0.34.md` §2.4a): 0.31's [`Self::display_percent`], or the 0.34
    /// display, which halves the coin, adds backlit and umbra together and counts the
    /// monster's shield; [`Shown::Undefined`] where it divides 0 by 0.
    pub fn display_in(&self, rules: RuleSet, target: &MonsterTarget) -> Shown {
        match rules {
            RuleSet::Dcss031 => Shown::Percent(self.display_percent(target)),
            RuleSet::Dcss034 => {
                let modifier = i32::from(target.backlit) * 5
                    - i32::from(target.umbra) * 3
                    - i32::from(self.confused) * 5;
                let shield = (target.shield_class > 0).then_some(MonsterShieldView {
                    sh: target.shield_class,
                    ..MonsterShieldView::default()
                });
                to_hit_pct_034(
                    self.pre_roll().display_pre_roll(),
                    target.ev,
                    modifier,
                    shield,
                    0,
                )
            }
        }
    }

    /// The damage of one landed main attack on `target` (`docs/rules/dcss-0.31-player-attack.md`
    /// §3): Dex for short and long blades, Str otherwise.
    pub fn main_damage(&self, target: &MonsterTarget) -> MainDamage {
        let (base, attr, weapon_skill_100, plus) = match self.weapon {
            Some(w) => {
                let dex = w.skill == "SK_SHORT_BLADES" || w.skill == "SK_LONG_BLADES";
                (
                    DamageBase::Weapon {
                        damage: w.damage,
                        heavy: self.brand == Some(Brand::Heavy),
                    },
                    if dex { self.dex } else { self.str },
                    self.weapon_skill.scaled(100),
                    self.weapon_plus + self.slaying,
                )
            }
            None => (
                DamageBase::Unarmed {
                    claws: self.aux.claws,
                    unarmed_combat: self.unarmed_combat,
                    form: self.form,
                },
                self.str,
                0,
                self.slaying,
            ),
        };
        MainDamage {
            base,
            attr,
            weapon_skill_100,
            fighting_100: self.fighting.scaled(100),
            might: self.might,
            plus,
            weak: self.weak,
            ac: target.ac,
            brand: self.brand,
            resists: target.resists,
            post_ac: self.post_ac(),
        }
    }

    /// The player as its aux attacks and retaliation see it (`docs/rules/dcss-0.31-player-attack.md`
    /// §4).
    pub fn aux_attacker(&self) -> AuxAttacker {
        AuxAttacker {
            xl: self.xl,
            str: self.str,
            dex: self.dex,
            fighting: self.fighting,
            unarmed_combat: self.unarmed_combat,
            slaying: self.slaying,
            might: self.might,
            weak: self.weak,
            mutations: self.aux,
            offhand_free: self.offhand_free,
            post_ac: self.post_ac(),
        }
    }

    /// The aux round after each main attack on `target`.
    pub fn aux_round(&self, target: &MonsterTarget) -> AuxRound {
        self.aux_attacker()
            .round(target, target.modifiers(self.confused))
    }

    /// Main attacks per action: a quick blade hits twice (`weapon_hits_per_swing`,
    /// fight.cc:842-849, `docs/rules/dcss-0.31-player-attack.md` §1 step 9).
    pub fn hits_per_action(&self) -> u32 {
        match self.weapon {
            Some(w) if w.id == "WPN_QUICK_BLADE" => 2,
            _ => 1,
        }
    }

    /// The retaliation against `target`, for a player with `MUT_REFLEXIVE_HEADBUTT`
    /// (`docs/rules/dcss-0.31-player-attack.md` §4).
    pub fn retaliation(&self, target: &MonsterTarget) -> Option<Retaliation> {
        self.reflexive_headbutt.then(|| Retaliation {
            attacker: self.aux_attacker(),
            ac: target.ac,
        })
    }
}

/// Strength and Dexterity: 0 to 99.
pub const STAT: Limit = Limit::new("str", 0, 99);
/// Experience level: 1 to 27.
pub const XL: Limit = Limit::new("xl", 1, 27);
/// The weapon's plus: −20 to 30.
pub const WEAPON_PLUS: Limit = Limit::new("weapon_plus", -20, 30);
/// Slaying: −20 to 30.
pub const SLAYING: Limit = Limit::new("slaying", -20, 30);
/// A mutation level: 0 to 3.
pub const MUTATION: Limit = Limit::new("claws", 0, 3);

fn named(limit: Limit, field: &'static str) -> Limit {
    Limit { field, ..limit }
}

/// The player's side of a scenario's attack (shared with the duel's player): checked once.
pub(crate) struct OffenceInputs<'a> {
    pub xl: i32,
    pub str: i32,
    pub dex: i32,
    pub fighting: f64,
    pub weapon: Option<&'a str>,
    pub weapon_skill: f64,
    pub unarmed_combat: f64,
    pub weapon_plus: i32,
    pub brand: Option<Brand>,
    pub slaying: i32,
    pub aux: AuxMutations,
    pub offhand_free: bool,
    pub reflexive_headbutt: bool,
    pub might: bool,
    pub weak: bool,
    pub confused: bool,
    pub shield: Option<&'a str>,
    pub shields: f64,
    pub finesse: bool,
    pub status: PlayerStatus,
    /// The release whose weapon table names the weapon (`docs/rules/dcss-0.34.md` §D1.3).
    pub rules: RuleSet,
    /// The form the player is in (0.34 only; `docs/rules/dcss-0.34-forms.md` §5).
    pub form: Option<FormMelee>,
}

impl OffenceInputs<'_> {
    /// Checks every field and builds the offence; errors name the field.
    pub fn resolve(&self) -> Result<PlayerOffence, AttackError> {
        XL.check(self.xl)?;
        named(STAT, "str").check(self.str)?;
        named(STAT, "dex").check(self.dex)?;
        WEAPON_PLUS.check(self.weapon_plus)?;
        SLAYING.check(self.slaying)?;
        let m = &self.aux;
        for (field, level) in [
            ("horns", m.horns),
            ("beak", m.beak),
            ("talons", m.talons),
            ("hooves", m.hooves),
            ("fangs", m.fangs),
            ("acidic_bite", m.acidic_bite),
            ("anti_magic_bite", m.anti_magic_bite),
            ("claws", m.claws),
            ("tentacles", m.tentacles),
            ("tail_level", m.tail_level),
        ] {
            named(MUTATION, field).check(level)?;
        }
        let weapon = match self.weapon {
            None => None,
            Some(name) => {
                let w = weapons::find_in(self.rules, name)
                    .map_err(|e| AttackError::invalid("weapon", e.to_string()))?;
                if w.launcher {
                    return Err(AttackError::invalid(
                        "weapon",
                        format!(
                            "{} is a launcher; its melee bash is not modelled: allowed a melee \
                             weapon or null",
                            w.name
                        ),
                    ));
                }
                Some(w)
            }
        };
        if self.finesse && self.status.berserk {
            return Err(AttackError::invalid(
                "finesse",
                "Finesse and berserk exclude each other: allowed one of them",
            ));
        }
        let form = self.form;
        let form_brand = form.and_then(|f| f.brand()).and_then(|b| match b {
            FormBrand::Electrocution => Some(Brand::Electrocution),
            _ => None,
        });
        if weapon.is_none() && self.brand.is_some() && self.brand != form_brand {
            return Err(AttackError::invalid(
                "brand",
                "an unarmed attack has no brand but its form's (storm form's electrocution): \
                 allowed null without a weapon",
            ));
        }
        if let Some(f) = form {
            if self.rules == RuleSet::Dcss031 {
                return Err(AttackError::invalid(
                    "form",
                    "forms are not modelled under dcss-0.31 (the 0.31.0 form table differs \
                     from 0.34.1's): allowed none, or rules dcss-0.34",
                ));
            }
            if f.melds_weapon() && weapon.is_some() {
                return Err(AttackError::invalid(
                    "weapon",
                    format!(
                        "{} form melds the weapon, so the attack is unarmed: allowed null",
                        f.shape.data.name
                    ),
                ));
            }
        }
        // A form that changes anatomy suppresses the aux mutations (all `anatomy`), but a
        // dragon keeps a tail; its own claws replace the claws mutation
        // (`docs/rules/dcss-0.34-forms.md` §3, §5).
        let mut aux = self.aux;
        if let Some(f) = form {
            if f.shape.data.changes_anatomy {
                let tail = (f.shape.data.form == crate::dcss::forms::Form::Dragon)
                    .then_some((aux.tail, aux.tail_level));
                aux = AuxMutations::default();
                if let Some((tail, level)) = tail {
                    (aux.tail, aux.tail_level) = (tail, level);
                }
            }
            if f.claws() > 0 {
                aux.claws = f.claws();
            }
        }
        let weapon_skill = skill("weapon_skill", self.weapon_skill)?;
        let unarmed_combat = skill("unarmed_combat", self.unarmed_combat)?;
        let worn = match self.shield {
            None => None,
            Some(n) => shield(n).map_err(|e| AttackError::invalid("shield", e.to_string()))?,
        };
        let delay_brand = match self.brand {
            Some(Brand::Speed) => DelayBrand::Speed,
            Some(Brand::Heavy) => DelayBrand::Heavy,
            _ => DelayBrand::None,
        };
        let attack_skill = attack_skill_of(weapon.is_some(), weapon_skill, unarmed_combat, form);
        let status = PlayerStatus {
            statue: self.status.statue || form.is_some_and(|f| f.slows()),
            ..self.status
        };
        Ok(PlayerOffence {
            xl: self.xl,
            str: self.str,
            dex: self.dex,
            fighting: skill("fighting", self.fighting)?,
            weapon,
            weapon_skill,
            unarmed_combat,
            weapon_plus: self.weapon_plus,
            brand: self.brand,
            slaying: self.slaying,
            might: self.might,
            weak: self.weak,
            confused: self.confused,
            aux,
            offhand_free: self.offhand_free,
            reflexive_headbutt: self.reflexive_headbutt
                && !form.is_some_and(|f| f.shape.data.changes_anatomy),
            delay: AttackDelay::new(
                weapon,
                attack_skill,
                delay_brand,
                (worn, skill("shields", self.shields)?, self.str),
                self.finesse,
                status,
            ),
            form,
        })
    }
}
