//! DCSS scenario descriptions as scenario files and the command line give them, and their
//! resolution into the rules: names looked up, every value checked once by the `mechanics`
//! type that owns its rule, errors carrying the field's path (`docs/rules/dcss-0.31.md`
//! §2–§6, `docs/rules/dcss-0.31-equipment.md`).
//!
//! The defender's description and its resolution are in `defender`, each attacker's in
//! `attacker`; both are re-exported here. This module holds the turn that brings them
//! together, what the reports say of each attacker, and the limits on a turn.

mod attacker;
mod defender;
mod numbers;
mod release;

use attacker::MonsterTarget;
pub use attacker::{AttackerSpec, BLIND_ADJACENT_MISS_PCT, MONSTER_SH, SLAYING};
pub use defender::DefenderSpec;

use mechanics::dcss::defender::{Facing, Situation};
use mechanics::dcss::rules::RuleSet;
use mechanics::dcss::shields::ShieldRules;
use mechanics::dcss::turn::{AttackerVariants, MixedTurn, Turn};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use super::GameShows;
use super::named::NamedMonster;
use crate::error::InputError;
use crate::scenario::Field;
use crate::scenario::FieldValue::{Decimal, File, List, Switch, Text, Whole};

/// Most attacks in one defender turn the simulator counts.
pub const MAX_ATTACKS: usize = 32;
/// Longest fight, in attacks, whose landed streak the simulator tracks.
pub const MAX_FIGHT_ATTACKS: usize = 512;

/// The fields of a defender build (`dcss-0.31.md` §4–§6), numbers first: `ev`'s, and beside
/// the others' numbers every DCSS defender's.
pub const BUILD_FIELDS: &[Field] = &[
    Field::new("defender.xl", "xl", Whole, "experience level"),
    Field::new("defender.dex", "dex", Whole, "Dexterity"),
    Field::new("defender.str", "str", Whole, "Strength"),
    Field::new("defender.dodging", "dodging", Decimal, "Dodging skill"),
    Field::new("defender.armour", "armour-skill", Decimal, "Armour skill"),
    Field::new(
        "defender.shields",
        "shields-skill",
        Decimal,
        "Shields skill",
    ),
    Field::new(
        "defender.shield_plus",
        "shield-plus",
        Whole,
        "the shield's enchantment",
    ),
    Field::new("defender.fighting", "fighting", Decimal, "Fighting skill"),
    Field::new(
        "defender.shapeshifting",
        "shapeshifting",
        Decimal,
        "Shapeshifting skill",
    ),
    Field::new(
        "defender.body_plus",
        "body-plus",
        Whole,
        "the body armour's enchantment",
    ),
    Field::new("defender.species", "species", Text, "species"),
    Field::new("defender.body", "body", Text, "body armour"),
    Field::new("defender.shield", "shield", Text, "shield"),
    Field::new("defender.aux", "aux", List, "aux armour"),
    Field::new("defender.form", "form", Text, "the form"),
    Field::new(
        "defender.form_from_talisman",
        "form-from-talisman",
        Switch,
        "the form is the talisman's",
    ),
    Field::new("defender.mutations", "mutations", List, "mutations"),
    Field::new("defender.constricted", "constricted", Switch, "constricted"),
    Field::new("defender.character", "character", File, "a character dump"),
];

/// The fields of a defender given as numbers (`dcss-0.31.md` §6; in hundredths,
/// `dcss-0.34.md` §1.1).
pub const NUMBER_FIELDS: &[Field] = &[
    Field::new("defender.ev", "ev", Whole, "the defender's EV"),
    Field::new(
        "defender.ev_x100",
        "ev-x100",
        Whole,
        "the defender's EV ×100",
    ),
    Field::new("defender.sh", "sh", Whole, "the defender's SH"),
    Field::new(
        "defender.sh_internal",
        "sh-internal",
        Whole,
        "the defender's internal SH",
    ),
    Field::new(
        "defender.sh_internal_x100",
        "sh-internal-x100",
        Whole,
        "the defender's internal SH ×100",
    ),
    Field::new(
        "defender.block_limit",
        "block-limit",
        Whole,
        "blocks allowed per turn",
    ),
];

/// The fields of a turn's first attacker by HD or name (`hit`, `turn`).
pub const ATTACKER_FIELDS: &[Field] = &[
    Field::new(
        "attackers[0].depth",
        "depth",
        Whole,
        "the depth its weapon is made at",
    ),
    Field::new(
        "attackers[0].weapon_plus",
        "weapon-plus",
        Whole,
        "its weapon's enchantment",
    ),
    Field::new("attackers[0].heads", "heads", Whole, "heads"),
    Field::new(
        "attackers[0].monster_hd",
        "monster-hd",
        Whole,
        "the monster's hit dice",
    ),
    Field::new(
        "attackers[0].weapon_to_hit",
        "weapon-to-hit",
        Whole,
        "the monster weapon's to-hit",
    ),
    Field::new("attackers[0].monster", "monster", Text, "the monster"),
    Field::new("attackers[0].weapon", "weapon", Text, "its weapon"),
    Field::new(
        "attackers[0].fighter",
        "fighter",
        Switch,
        "a trained fighter or archer",
    ),
];

/// The shield rules (`dcss-0.19-shields.md`).
pub const SHIELD_RULES_FIELD: Field =
    Field::new("shield_rules", "shield-rules", Text, "shield rules");

/// The DCSS rule set (`dcss-0.31`, `dcss-0.34`) of every DCSS kind's scenario
/// (`docs/rules/dcss-0.34.md` §0).
pub const RULES_FIELD: Field = Field::new("rules", "rules", Text, "the DCSS rule set");

/// Reads the character dump a defender names (`monsters-and-dumps.md` §4), once.
pub fn read_defender(defender: &mut DefenderSpec) -> Result<(), InputError> {
    defender.read_character().map_err(|e| e.within("defender"))
}

/// Replaces a defender read from a character dump by the build the dump describes, so that a
/// study can change one of its fields (`monsters-and-dumps.md` §4).
pub fn write_out_defender(defender: &mut DefenderSpec) -> Result<(), InputError> {
    if defender.character.is_some() {
        *defender = defender.effective().map_err(|e| e.within("defender"))?;
    }
    Ok(())
}

/// [`write_out_defender`] for a kind whose scenario has a `rules` field: the release the dump
/// chose is written into `rules` when none is given, so the build written out runs under the
/// same rule set (`docs/rules/dcss-0.34.md` §0).
pub fn write_out_defender_under(
    defender: &mut DefenderSpec,
    rules: &mut Option<RuleSet>,
) -> Result<(), InputError> {
    if rules.is_none() {
        *rules = defender.dump_rules();
    }
    write_out_defender(defender)
}

fn one() -> u32 {
    1
}

fn is_default<T: Default + PartialEq>(value: &T) -> bool {
    *value == T::default()
}

fn is_one(n: &u32) -> bool {
    *n == 1
}

/// A defender turn (`dcss-0.31.md` §6.5): who defends, who attacks, under which shield
/// rules, and how many turns a fight lasts for the streak statistics.
#[derive(Clone, Debug, PartialEq, Deserialize, Serialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct TurnSpec {
    /// The DCSS rule set: "dcss-0.31" or "dcss-0.34". Default: a character dump's own
    /// release, else the environment's `ROGUESIM_RULES`, else dcss-0.34.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rules: Option<RuleSet>,
    /// The defender.
    pub defender: DefenderSpec,
    /// The attackers, acting in this order within the turn.
    pub attackers: Vec<AttackerSpec>,
    /// "0.31" (block limit, default) or "0.19" (pierce grows with earlier blocks).
    #[serde(default)]
    pub shield_rules: ShieldRules,
    /// Situational modifiers.
    #[serde(default, skip_serializing_if = "is_default")]
    pub situation: Situation,
    /// Turns per fight for the longest-streak statistic (each trial is one fight).
    #[serde(default = "one")]
    pub turns: u32,
}

/// An attacker as the reports describe it: who, how many, its to-hit and what the game
/// displays for it.
#[derive(Clone, Debug, PartialEq, Serialize, JsonSchema)]
pub struct AttackerSummary {
    /// Its label: the scenario's `name`, else `HD n` (with `fighter`) or `player`.
    pub name: String,
    /// How many such attackers act.
    pub count: u32,
    /// Attacks per round of each.
    pub attacks: u32,
    /// The top of the to-hit roll: a monster's `to_land` (rolled as `random2(N + 1)`; 1500,
    /// the game's `AUTOMATIC_HIT`, for an automatic hit), or the player's pre-roll (rolled as
    /// `random2(N)`).
    pub to_hit: i32,
    /// What the game displays for one of its attacks, in percent (`dcss-0.31.md` §2.4), or
    /// "undefined" where the dcss-0.34 display divides 0 by 0 (`dcss-0.34.md` §2.4).
    pub displayed_pct: GameShows,
}

/// A turn resolved into the rules.
#[derive(Clone, Debug)]
pub struct Resolved {
    /// The rule set the turn was resolved under.
    pub rules: RuleSet,
    /// The attacks of one turn, in order, each attacker with its most likely weapon.
    pub turn: Turn,
    /// The attacks of one turn with every attacker's weapon law: each attacker (`count`
    /// copies of an attacker spec are as many attackers) with its variants.
    pub mixed: MixedTurn,
    /// The defender as the attacks see it.
    pub facing: Facing,
    /// The attackers, in order.
    pub attackers: Vec<AttackerSummary>,
    /// The named monsters, in the order of the specs that name one.
    pub monsters: Vec<NamedMonster>,
    /// When the player attacks: the monster it attacks, by its EV and shield class (`None`
    /// when the scenario gives no `monster_sh`: the defender's numbers as given).
    pub player_attacks: Option<Option<(i32, i32)>>,
    /// What is said about the defender's character dump ([`DefenderSpec::reading_notes`]).
    pub character_notes: Vec<String>,
}

impl Resolved {
    /// Whether every attacker's attacks are known (no weapon law to draw from).
    pub fn is_fixed(&self) -> bool {
        self.mixed.combinations() == 1
    }
}

impl TurnSpec {
    /// The rule set the turn runs under ([`DefenderSpec::rule_set`]).
    pub fn rule_set(&self) -> Result<RuleSet, InputError> {
        self.defender.rule_set(self.rules)
    }

    /// Resolves names, checks every value once and builds the turn under its rule set
    /// (`dcss-0.31.md` §2–§6, `dcss-0.34.md` §1.1).
    pub fn resolve(&self) -> Result<Resolved, InputError> {
        let rules = self.rule_set()?;
        let defender = self
            .defender
            .defender_in(rules)
            .map_err(|e| e.within("defender"))?;
        let situation = self.defender.in_situation(&self.situation);
        let facing = defender.facing(self.shield_rules, &situation);
        let target = MonsterTarget::of(&self.defender, &situation, self.shield_rules)?;
        if self.attackers.is_empty() {
            return Err(InputError::invalid(
                "attackers",
                "give at least one attacker",
            ));
        }
        let block_limit = facing.turn_block_limit();
        let mut mixed = MixedTurn {
            attackers: Vec::new(),
            block_limit,
        };
        let (mut summaries, mut monsters) = (Vec::new(), Vec::new());
        let mut total = 0u64;
        for (i, spec) in self.attackers.iter().enumerate() {
            let at = format!("attackers[{i}]");
            let r = spec
                .resolve(rules, &facing, target.as_ref(), &situation)
                .map_err(|e| e.within(&at))?;
            total += u64::from(spec.count) * r.variants[0].1.len() as u64;
            if total > MAX_ATTACKS as u64 {
                let field = match (self.attackers.len(), &r.named) {
                    (1, None) => format!("{at}.attacks"),
                    (1, Some(_)) => format!("{at}.count"),
                    _ => "attackers".into(),
                };
                return Err(InputError::invalid(
                    field,
                    format!("{total} attacks per turn is too many: allowed 1 to {MAX_ATTACKS}"),
                ));
            }
            for _ in 0..spec.count {
                mixed.attackers.push(AttackerVariants {
                    variants: r.variants.clone(),
                });
            }
            summaries.push(r.summary);
            monsters.extend(r.named);
        }
        let per_fight = self.turns as usize * total as usize;
        if self.turns == 0 || per_fight > MAX_FIGHT_ATTACKS {
            return Err(InputError::invalid(
                "turns",
                format!(
                    "{} is out of range: allowed 1 to {} with {total} attacks per turn",
                    self.turns,
                    MAX_FIGHT_ATTACKS / total as usize,
                ),
            ));
        }
        let likeliest = vec![0; mixed.attackers.len()];
        let player_attacks = self
            .attackers
            .iter()
            .any(|a| a.player_to_hit.is_some())
            .then(|| target.as_ref().map(MonsterTarget::numbers));
        Ok(Resolved {
            rules,
            turn: mixed.with_choice(&likeliest),
            mixed,
            facing,
            attackers: summaries,
            monsters,
            player_attacks,
            character_notes: self.defender.reading_notes(rules),
        })
    }
}
