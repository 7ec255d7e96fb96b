//! `roguesim attack`'s flags and the scenario they describe, and the offence flags the
//! commands with a player attack share (`attack`, `duel`, `threat`).

use std::path::PathBuf;

use clap::Args;
use mechanics::dcss::opponent::MonsterSpec;
use mechanics::dcss::player_attack::{AttackSpec, Brand};
use mechanics::dcss::rules::RuleSet;

use super::KindArgs;
use super::attack_ranged::{RangedAttackArgs, Shared};
use crate::dcss::attack::{AttackKind, AttackScenario};
use crate::dcss::offence::OffenceSpec;
use crate::kinds::{Entry, ScenarioFile, entry};

/// A brand as scenario files name it: flaming, freezing, electrocution, heavy, speed.
pub(super) fn parse_brand(s: &str) -> Result<Brand, String> {
    serde_json::from_value(serde_json::Value::String(s.trim().to_lowercase()))
        .map_err(|_| format!("allowed {}", Brand::NAMES.join(", ")))
}

/// A rule set as scenario files name it: dcss-0.31 or dcss-0.34.
pub(super) fn parse_rule_set(s: &str) -> Result<RuleSet, String> {
    s.parse()
        .map_err(|e: mechanics::dcss::rules::UnknownRuleSet| e.to_string())
}

/// Your weapon and the skills that swing it (a character dump gives its own).
#[derive(Debug, Args)]
pub struct OffenceArgs {
    /// Your wielded weapon by the game's name ("long sword"); without it you fight unarmed.
    #[arg(long)]
    pub player_weapon: Option<String>,
    /// Your weapon's enchantment.
    #[arg(long, allow_negative_numbers = true)]
    pub player_weapon_plus: Option<i32>,
    /// Your weapon's skill (levels, tenths allowed).
    #[arg(long, allow_negative_numbers = true)]
    pub weapon_skill: Option<f64>,
    /// Unarmed Combat (the unarmed attack and the off-hand punch).
    #[arg(long, allow_negative_numbers = true)]
    pub unarmed_combat: Option<f64>,
    /// Your weapon's brand: flaming, freezing, electrocution, heavy or speed.
    #[arg(long, value_parser = parse_brand)]
    pub brand: Option<Brand>,
    /// Slaying from rings, artefacts and mutations.
    #[arg(long, allow_negative_numbers = true)]
    pub slaying: Option<i32>,
    /// Might (or berserk's damage): 1 to 10 more damage per hit.
    #[arg(long)]
    pub might: bool,
    /// Hasted: your actions take 2/3 of the time.
    #[arg(long)]
    pub haste: bool,
}

impl OffenceArgs {
    /// The offence fields beside a build.
    pub(super) fn spec(&self) -> OffenceSpec {
        OffenceSpec {
            weapon: self.player_weapon.clone(),
            weapon_plus: self.player_weapon_plus.unwrap_or(0),
            brand: self.brand,
            weapon_skill: self.weapon_skill.unwrap_or(0.0),
            unarmed_combat: self.unarmed_combat.unwrap_or(0.0),
            slaying: self.slaying.unwrap_or(0),
            might: self.might,
            haste: self.haste,
        }
    }

    /// Whether any weapon or skill flag is given (the player's offence is known).
    pub(super) fn given(&self) -> bool {
        self.player_weapon.is_some()
            || self.weapon_skill.is_some()
            || self.unarmed_combat.is_some()
            || self.player_weapon_plus.is_some()
            || self.brand.is_some()
    }
}

/// A named monster's gear as the player's attack meets it.
#[derive(Debug, Args)]
pub struct MonsterGearArgs {
    /// The monster's body armour ("chain mail"): its AC and EV (none unless given).
    #[arg(long)]
    pub monster_armour: Option<String>,
    /// Its enchantment.
    #[arg(long, allow_negative_numbers = true)]
    pub monster_armour_plus: Option<i32>,
    /// The monster's shield (buckler, kite shield, tower shield): it blocks your attacks.
    #[arg(long)]
    pub monster_shield: Option<String>,
    /// Its enchantment.
    #[arg(long, allow_negative_numbers = true)]
    pub monster_shield_plus: Option<i32>,
}

impl MonsterGearArgs {
    /// The monster named `name` with this gear and `heads`.
    pub(super) fn monster(&self, name: &str, heads: Option<u32>) -> MonsterSpec {
        MonsterSpec {
            name: name.to_string(),
            armour: self.monster_armour.clone(),
            armour_plus: self.monster_armour_plus.unwrap_or(0),
            shield: self.monster_shield.clone(),
            shield_plus: self.monster_shield_plus.unwrap_or(0),
            heads,
            ..MonsterSpec::default()
        }
    }
}

/// `roguesim attack`: your melee attack on a monster (`docs/rules/dcss-0.31-player-attack.md`).
#[derive(Debug, Args)]
#[command(
    after_help = "Your chance to hit, to be blocked and to miss (with what the game shows), the \
    damage a landed hit deals after the monster's AC, the time an attack takes, and how many \
    attacks kill the monster if it never fights back; exact beside Monte Carlo.\n\n\
    Examples:\n  \
    roguesim attack --monster \"orc warrior\" --monster-armour \"chain mail\" --str 15 --dex 14 --fighting 10 --player-weapon \"long sword\" --player-weapon-plus 2 --weapon-skill 12\n  \
    roguesim attack --monster ogre --character examples/characters/minotaur-fighter-plate-kite.txt\n  \
    roguesim attack --monster \"vault guard\" --monster-armour \"plate armour\" --monster-shield \"kite shield\" --dex 15 --fighting 12 --player-weapon \"war axe\" --player-weapon-plus 3 --weapon-skill 12\n  \
    roguesim attack --monster troll --str 18 --fighting 8 --unarmed-combat 10 --claws 3 --attacks 40 --format json\n  \
    roguesim sweep attack --monster \"orc knight\" --monster-armour \"plate armour\" --player-weapon \"great sword\" --str 18 --vary weapon-skill=0..27"
)]
pub struct AttackArgs {
    /// The monster you attack, by the game's name (see `roguesim monsters`).
    #[arg(long)]
    pub monster: String,
    /// Its gear.
    #[command(flatten)]
    pub gear: MonsterGearArgs,
    /// A hydra's heads.
    #[arg(long)]
    pub heads: Option<u32>,
    /// A DCSS character dump (morgue file): your stats, skills, weapon and shield.
    #[arg(long, value_name = "FILE")]
    pub character: Option<PathBuf>,
    /// Strength (default 10).
    #[arg(
        long = "str",
        allow_negative_numbers = true,
        conflicts_with = "character"
    )]
    pub strength: Option<i32>,
    /// Dexterity (default 10).
    #[arg(long, allow_negative_numbers = true, conflicts_with = "character")]
    pub dex: Option<i32>,
    /// Experience level (default 1): the aux attacks' chances.
    #[arg(long, allow_negative_numbers = true, conflicts_with = "character")]
    pub xl: Option<i32>,
    /// Fighting skill.
    #[arg(long, allow_negative_numbers = true, conflicts_with = "character")]
    pub fighting: Option<f64>,
    /// Your shield (its penalty slows your attacks).
    #[arg(long, conflicts_with = "character")]
    pub shield: Option<String>,
    /// Shields skill.
    #[arg(long, allow_negative_numbers = true, conflicts_with = "character")]
    pub shields_skill: Option<f64>,
    /// Usable claws (unarmed damage and the punch).
    #[arg(long, allow_negative_numbers = true, conflicts_with = "character")]
    pub claws: Option<i32>,
    /// Your weapon and skills.
    #[command(flatten)]
    pub offence: OffenceArgs,
    /// Your off-hand is free for the punch: no shield and a one-handed weapon (always so
    /// unarmed without a shield).
    #[arg(long, conflicts_with_all = ["character", "shield"])]
    pub offhand_free: bool,
    /// Weak: ×3/4 damage.
    #[arg(long)]
    pub weak: bool,
    /// Confused: −5 to-hit.
    #[arg(long)]
    pub confused: bool,
    /// The Finesse spell.
    #[arg(long)]
    pub finesse: bool,
    /// Berserk (its speed; its damage is --might).
    #[arg(long)]
    pub berserk: bool,
    /// Slowed.
    #[arg(long)]
    pub slow: bool,
    /// How many of your actions the kill odds cover (default 30).
    #[arg(long)]
    pub attacks: Option<u32>,
    /// The rule set: dcss-0.34 (0.34.1) or dcss-0.31 (0.31.0) (default: $ROGUESIM_RULES,
    /// else dcss-0.34).
    #[arg(long, value_parser = parse_rule_set)]
    pub rules: Option<RuleSet>,
    /// A shot, a throw or an attack spell instead.
    #[command(flatten)]
    pub ranged: RangedAttackArgs,
}

impl KindArgs for AttackArgs {
    fn kind(&self) -> &'static dyn Entry {
        entry::<AttackKind>()
    }

    fn scenario(&self) -> ScenarioFile {
        let d = AttackSpec::default();
        let o = &self.offence;
        let shared = Shared {
            str: self.strength,
            dex: self.dex,
            fighting: self.fighting,
            slaying: o.slaying,
            shield: self.shield.as_ref(),
            shields: self.shields_skill,
            confused: self.confused,
            finesse: self.finesse,
            haste: o.haste,
            slow: self.slow,
        };
        let ranged = self
            .ranged
            .spec(self.gear.monster(&self.monster, self.heads), &shared);
        ScenarioFile::of::<AttackKind>(
            format!("your attack on {}", self.monster),
            AttackScenario {
                attack: AttackSpec {
                    str: self.strength.unwrap_or(d.str),
                    dex: self.dex.unwrap_or(d.dex),
                    xl: self.xl.unwrap_or(d.xl),
                    fighting: self.fighting.unwrap_or(0.0),
                    weapon: o.player_weapon.clone(),
                    weapon_skill: if o.player_weapon.is_some() {
                        o.weapon_skill.unwrap_or(0.0)
                    } else {
                        o.unarmed_combat.unwrap_or(0.0)
                    },
                    unarmed_combat: o.player_weapon.as_ref().and(o.unarmed_combat),
                    weapon_plus: o.player_weapon_plus.unwrap_or(0),
                    brand: o.brand,
                    slaying: o.slaying.unwrap_or(0),
                    claws: self.claws.unwrap_or(0),
                    might: o.might,
                    weak: self.weak,
                    confused: self.confused,
                    shield: self.shield.clone(),
                    shields: self.shields_skill.unwrap_or(0.0),
                    finesse: self.finesse,
                    haste: o.haste,
                    berserk: self.berserk,
                    slow: self.slow,
                    offhand_free: self.character.is_none()
                        && self.shield.is_none()
                        && (self.offhand_free || o.player_weapon.is_none()),
                    monster: Some(self.gear.monster(&self.monster, self.heads)),
                    ..d
                },
                ranged,
                rules: self.rules,
                character: self.character.as_ref().map(|p| p.display().to_string()),
                attacks: self.attacks,
                dump: None,
            },
        )
    }
}
