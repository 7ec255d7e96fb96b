//! The `threat` scenario: a named monster, how many, the defender, and what the defender does
//! each turn; resolved into the monster's round variants and its energy clock
//! (`docs/rules/monsters-and-dumps.md` §5; `docs/rules/dcss-0.31.md` §7).

use mechanics::dcss::attack::Attack;
use mechanics::dcss::damage::ac::PLAYER_AC;
use mechanics::dcss::damage::{
    Fight, MeleeDamage034, landed_damage_dist, landed_damage_dist_034, player_ac, player_ac_034,
    player_max_hp,
};
use mechanics::dcss::defender::{Defender, DefenderHundredths, Facing, Situation};
use mechanics::dcss::forms::Form;
use mechanics::dcss::ranged::options::ranged_options_in;
use mechanics::dcss::rounding::Hundredths;
use mechanics::dcss::rules::{PlayerNumbers, RuleSet};
use mechanics::dcss::shields::ShieldRules;
use mechanics::dcss::time::{DcssSpeedScenario, PlayerAction, Pursuit};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::dcss::input::{DefenderSpec, MAX_ATTACKS};
use crate::dcss::named::{MonsterRequest, NamedMonster};
use crate::error::InputError;

fn one() -> u32 {
    1
}

fn is_one(n: &u32) -> bool {
    *n == 1
}

fn is_default<T: Default + PartialEq>(value: &T) -> bool {
    *value == T::default()
}

/// What the defender does each of its turns (`docs/rules/dcss-0.31.md` §7.1, §7.5).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Deserialize, Serialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum ThreatAction {
    /// Fights back: the monster stays adjacent and every action is a melee round.
    #[default]
    Attack,
    /// Waits (or does anything that takes the base action time).
    Wait,
    /// Steps away each turn: the monster follows, its first action each round closes in
    /// (with the 1/3 attack of opportunity) and later ones are melee rounds.
    Move,
}

/// A `threat` scenario (`docs/rules/monsters-and-dumps.md` §5).
#[derive(Clone, Debug, PartialEq, Deserialize, Serialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ThreatSpec {
    /// The DCSS rule set: "dcss-0.31" or "dcss-0.34". Default: a character dump's own
    /// release, else the environment's `ROGUESIM_RULES`, else dcss-0.34.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rules: Option<RuleSet>,
    /// The defender: a build, a character dump or EV/SH numbers.
    pub defender: DefenderSpec,
    /// The monster of the rule set's table, by the game's name or enum id.
    pub monster: String,
    /// The depth its weapon is generated at (D:10 is 10; default 10).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub depth: Option<i32>,
    /// Its weapon, pinned, instead of its weapon law.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub weapon: Option<String>,
    /// The pinned weapon's enchantment.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub weapon_plus: Option<i32>,
    /// A hydra's heads.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub heads: Option<u32>,
    /// How many of them attack the defender.
    #[serde(default = "one", skip_serializing_if = "is_one")]
    pub count: u32,
    /// What the defender does each turn.
    #[serde(default, skip_serializing_if = "is_default")]
    pub player_action: ThreatAction,
    /// The defender's action delay in aut: its movement delay for `move` (10 normal, 14 a
    /// Naga's), its attack delay for `attack`; default 10, 15 in statue form. Ignored for
    /// `wait`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub delay: Option<i32>,
    /// "0.31" (block limit, default) or "0.19".
    #[serde(default, skip_serializing_if = "is_default")]
    pub shield_rules: ShieldRules,
    /// Situational modifiers.
    #[serde(default, skip_serializing_if = "is_default")]
    pub situation: Situation,
    /// The defender's AC, with EV and SH as numbers (a build's comes from the build).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ac: Option<i32>,
    /// The defender's AC ×100 as dcss-0.34 keeps it (`armour_class_scaled(100)`), instead of
    /// `ac` (`dcss-0.34.md` §D3.1).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ac_x100: Option<i32>,
    /// The defender's HP at the start (default: a build's max HP).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub hp: Option<i32>,
    /// Your weapon and its skills beside a build, for the duel with one monster you fight
    /// back (a character dump gives its own; `docs/rules/dcss-0.31-player-attack.md` §11).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub offence: Option<crate::dcss::offence::OffenceSpec>,
    /// Your ranged offence for that duel (`docs/rules/dcss-0.34-player-ranged.md` §9); a
    /// character dump whose offence is ranged gives its own.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ranged: Option<crate::dcss::offence::ranged::RangedSpec>,
}

/// The most copies of a monster `threat` takes.
pub const MAX_COUNT: u32 = 8;

/// A threat, resolved: the monster, the defender as it faces the attacks, the round's
/// variants by weapon, and each copy's energy clock.
#[derive(Clone, Debug)]
pub struct ThreatSetup {
    /// The rule set it was resolved under.
    pub rules: RuleSet,
    /// The monster.
    pub named: NamedMonster,
    /// The defender as the attacks see it.
    pub facing: Facing,
    /// One melee round's attacks, by weapon to-hit variant (most likely first).
    pub round: Vec<(f64, Vec<Attack>)>,
    /// The monster's energy clock against the defender's action (one per copy, all alike).
    pub clock: Option<DcssSpeedScenario>,
    /// Copies of the monster.
    pub count: u32,
    /// What the defender does.
    pub action: ThreatAction,
    /// The defender's action delay.
    pub delay: i32,
    /// The block limit of a defender turn.
    pub block_limit: Option<u32>,
    /// The defender's AC and HP, when known (for damage and survival).
    pub body: Option<Body>,
}

/// The defender's AC and HP at the start of the fight, and the release whose damage rules
/// read them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Body {
    /// AC ×100: whole under dcss-0.31 (`v·100`), drawn twice per landed hit under dcss-0.34
    /// (`docs/rules/dcss-0.34.md` §D2).
    pub ac: Hundredths,
    /// HP at the start; `None` with an AC given without HP: the damage per round is known,
    /// how long you last is not.
    pub hp: Option<i32>,
    /// Max HP, when the defender is a build.
    pub max_hp: Option<i32>,
    /// The rule set.
    pub rules: RuleSet,
}

impl Body {
    /// `P(damage = i)` of a landed attack after this AC and GDR (`dcss-0.31-damage.md` §2.3,
    /// `dcss-0.34.md` §D2.3).
    pub fn landed(&self, d: &MeleeDamage034) -> Vec<f64> {
        match self.rules.release().player_numbers {
            PlayerNumbers::Whole => landed_damage_dist(&d.damage, self.ac.floor()),
            PlayerNumbers::Hundredths => landed_damage_dist_034(d, self.ac),
        }
    }
}

impl ThreatSpec {
    /// Resolves names and checks every value once; errors carry the field's path.
    pub fn resolve(&self) -> Result<ThreatSetup, InputError> {
        let rules = self.rule_set()?;
        let defender = self
            .defender
            .defender_in(rules)
            .map_err(|e| e.within("defender"))?;
        let body = self.body(rules, &defender)?;
        let situation = self.defender.in_situation(&self.situation);
        let facing = defender.facing(self.shield_rules, &situation);
        let named = NamedMonster::resolve(MonsterRequest {
            rules,
            name: &self.monster,
            depth: self.depth,
            weapon: self.weapon.as_deref(),
            weapon_plus: self.weapon_plus,
            heads: self.heads,
            allow_no_melee: true,
        })?;
        if named.round.is_empty() && ranged_options_in(rules, named.monster).is_empty() {
            return Err(InputError::invalid(
                "monster",
                format!(
                    "the {} has no melee attacks and no attack at range",
                    named.monster.name
                ),
            ));
        }
        if self.count == 0 || self.count > MAX_COUNT {
            return Err(InputError::invalid(
                "count",
                format!("{} is out of range: allowed 1 to {MAX_COUNT}", self.count),
            ));
        }
        let per_round = named.round.len() as u32;
        if per_round * self.count > MAX_ATTACKS as u32 {
            return Err(InputError::invalid(
                "count",
                format!(
                    "{} monsters of {per_round} attacks are too many for one turn: at most \
                     {MAX_ATTACKS} attacks",
                    self.count
                ),
            ));
        }
        if self.delay.is_some() && self.player_action == ThreatAction::Wait {
            return Err(InputError::invalid(
                "delay",
                "a wait takes the base action time: give delay with move or attack",
            ));
        }
        // Statue form slows every action ×3/2 (`player_speed`,
        // `docs/rules/dcss-0.34-forms.md` §5): its default delay is 15.
        let statue = matches!(&defender, Defender::Build(b) if b.form == Form::Statue);
        let delay = self.delay.unwrap_or(if statue { 15 } else { 10 });
        let player_action = match self.player_action {
            ThreatAction::Attack => PlayerAction::Attack { delay },
            ThreatAction::Wait => PlayerAction::Wait,
            ThreatAction::Move => PlayerAction::Move { mv: delay },
        };
        let energy = &named.monster.energy;
        let clock = (named.monster.speed > 0).then_some(match self.player_action {
            ThreatAction::Move => DcssSpeedScenario {
                monster_speed: named.monster.speed,
                monster_action_cost: energy.movement,
                later_action_cost: Some(energy.attack),
                player_action,
                hasted: false,
                slowed: false,
                pursuit: Pursuit::OpportunityAttack {
                    attack_energy: energy.attack,
                },
            },
            ThreatAction::Attack | ThreatAction::Wait => DcssSpeedScenario {
                monster_speed: named.monster.speed,
                monster_action_cost: energy.attack,
                later_action_cost: None,
                player_action,
                hasted: false,
                slowed: false,
                pursuit: Pursuit::Off,
            },
        });
        if let Some(c) = &clock {
            c.validate().map_err(|e| {
                let path = match e.field() {
                    "player_action.move.mv" | "player_action.attack.delay" => "delay",
                    other => other,
                };
                InputError::invalid(path, e.to_string())
            })?;
        }
        let round = named.round_variants(&facing, false, &situation);
        Ok(ThreatSetup {
            rules,
            body,
            block_limit: facing.turn_block_limit(),
            named,
            facing,
            round,
            clock,
            count: self.count,
            action: self.player_action,
            delay,
        })
    }
}

impl ThreatSpec {
    /// The rule set the threat runs under ([`DefenderSpec::rule_set`]).
    pub fn rule_set(&self) -> Result<RuleSet, InputError> {
        self.defender.rule_set(self.rules)
    }

    /// AC and HP: a build's own (its AC, its max HP unless `hp` is given), or `ac` (or
    /// `ac_x100`) and `hp` with numbers; `None` when the numbers leave them out.
    fn body(&self, rules: RuleSet, defender: &Defender) -> Result<Option<Body>, InputError> {
        let hp_of = |hp: i32| {
            Fight::HP
                .check(hp)
                .map_err(|e| InputError::invalid("hp", e.to_string()))
        };
        if self.ac_x100.is_some() && rules == RuleSet::Dcss031 {
            return Err(InputError::invalid(
                "ac_x100",
                "is a dcss-0.34 input (dcss-0.31 keeps AC whole): give ac, or rules dcss-0.34",
            ));
        }
        match defender {
            Defender::Build(build) => {
                if let Some(field) = [
                    ("ac", self.ac.is_some()),
                    ("ac_x100", self.ac_x100.is_some()),
                ]
                .iter()
                .find_map(|(f, given)| given.then_some(*f))
                {
                    return Err(InputError::invalid(
                        field,
                        "a build's AC comes from its armour: give it only with ev",
                    ));
                }
                let ac = match rules.release().player_numbers {
                    PlayerNumbers::Whole => player_ac(build).map(|a| Hundredths::whole(a.ac)),
                    PlayerNumbers::Hundredths => player_ac_034(build).map(|a| a.hundredths()),
                };
                let (Ok(ac), Ok(max_hp)) = (ac, player_max_hp(build)) else {
                    return Ok(None);
                };
                let hp = hp_of(self.hp.unwrap_or(max_hp))?;
                Ok(Some(Body {
                    ac,
                    hp: Some(hp),
                    max_hp: Some(max_hp),
                    rules,
                }))
            }
            Defender::Numbers(_) | Defender::Hundredths(_) => {
                let ac = match (self.ac, self.ac_x100) {
                    (Some(_), Some(_)) => {
                        return Err(InputError::invalid(
                            "ac_x100",
                            "give either ac (whole) or ac_x100, not both",
                        ));
                    }
                    (Some(ac), None) => Some(Hundredths::whole(
                        PLAYER_AC
                            .check(ac)
                            .map_err(|e| InputError::invalid("ac", e.to_string()))?,
                    )),
                    (None, Some(x100)) => Some(Hundredths(
                        DefenderHundredths::AC_X100
                            .check(x100)
                            .map_err(|e| InputError::invalid("ac_x100", e.to_string()))?,
                    )),
                    (None, None) => None,
                };
                match (ac, self.hp) {
                    (Some(ac), hp) => Ok(Some(Body {
                        ac,
                        hp: hp.map(hp_of).transpose()?,
                        max_hp: None,
                        rules,
                    })),
                    (None, Some(_)) => Err(InputError::invalid(
                        "ac",
                        "give the AC with hp (how long you last needs both)",
                    )),
                    (None, None) => Ok(None),
                }
            }
        }
    }
}

impl ThreatSetup {
    /// The melee rounds a monster makes before the defender acts again, given its round
    /// (`docs/rules/dcss-0.31.md` §7.5): every action is a melee round, except that a monster
    /// following a defender who steps away spends its first action closing in, which carries
    /// a melee round only with the attack of opportunity.
    pub fn melee_rounds(&self, actions: u32, opportunity_attack: bool) -> u32 {
        match self.action {
            ThreatAction::Move => u32::from(opportunity_attack) + actions.saturating_sub(1),
            ThreatAction::Attack | ThreatAction::Wait => actions,
        }
    }
}
