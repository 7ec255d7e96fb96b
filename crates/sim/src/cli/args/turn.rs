//! `roguesim turn`'s flags and the scenario they describe.

use clap::Args;

use super::KindArgs;
use super::defender::{DefenderArgs, NamedArgs, RulesArgs, defender, named, parse_rules};
use crate::dcss::input::{AttackerSpec, TurnSpec};
use crate::dcss::turn::Turn;
use crate::kinds::{Entry, ScenarioFile, entry};
use mechanics::dcss::defender::Situation;
use mechanics::dcss::shields::ShieldRules;

/// The attacker of `turn`.
#[derive(Debug, Args)]
#[group(required = true, multiple = false)]
#[command(next_help_heading = "Attacker")]
pub struct TurnAttackerArgs {
    /// A monster of the rule set's table by name: its own attacks, each with its own to-hit.
    #[arg(long)]
    pub monster: Option<String>,
    /// The attacking monster's hit dice.
    #[arg(long, allow_negative_numbers = true)]
    pub monster_hd: Option<i32>,
}

/// `roguesim turn`: K attacks in one defender turn (`docs/rules/dcss-0.31.md` §6.5,
/// `docs/rules/dcss-0.19-shields.md` §4.3).
#[derive(Debug, Args)]
#[command(after_long_help = "Examples:\n  \
    roguesim turn --monster \"orc warrior\" --count 4 --ev 12 --sh 9 --block-limit 3\n  \
    roguesim turn --monster hydra --heads 7 --species minotaur --dex 12 --str 20 --shield tower --shields-skill 12\n  \
    roguesim turn --monster-hd 5 --ev 15 --sh-internal 27 --attacks 4 --shield-rules 0.31 --block-limit 3\n  \
    roguesim turn --monster-hd 5 --ev 15 --sh-internal 27 --attacks 4 --shield-rules 0.19\n  \
    roguesim turn --monster-hd 9 --fighter --attacks 2 --species human --dex 14 --str 16 --body scale --shield buckler --shields-skill 8\n  \
    roguesim turn --monster-hd 9 --fighter --ev 12 --sh 10 --attacks 2 --turns 5 --format csv")]
pub struct TurnArgs {
    /// Who attacks.
    #[command(flatten)]
    pub attacker: TurnAttackerArgs,
    /// A named monster's weapon and heads.
    #[command(flatten)]
    pub named: NamedArgs,
    /// The monster is a trained fighter, which aims better (with --monster-hd).
    #[arg(long, conflicts_with = "monster")]
    pub fighter: bool,
    /// The to-hit its weapon adds: the enchantment plus the weapon type's accuracy (with
    /// --monster-hd).
    #[arg(
        long,
        default_value_t = 0,
        allow_negative_numbers = true,
        conflicts_with = "monster"
    )]
    pub weapon_to_hit: i32,
    /// The monster's slaying (rings, artefacts, 6 per Devious weapon stack), with
    /// --monster-hd: added to its to-hit, left out of what the game displays.
    #[arg(
        long,
        default_value_t = 0,
        allow_negative_numbers = true,
        conflicts_with = "monster"
    )]
    pub slaying: i32,
    /// The defender.
    #[command(flatten)]
    pub defender: DefenderArgs,
    /// Attacks in the turn (with --monster-hd; a named monster's come from its table).
    #[arg(
        help_heading = "Attacker",
        long,
        required_unless_present = "monster",
        conflicts_with = "monster"
    )]
    pub attacks: Option<u32>,
    /// How many such monsters attack in the turn, one after another.
    #[arg(help_heading = "Attacker", long, default_value_t = 1)]
    pub count: u32,
    /// Shield rules: 0.31 (the block limit, as in 0.31 and 0.34) or 0.19 (pierce grows with
    /// earlier blocks).
    #[arg(help_heading = "Rules", long, default_value = "0.31", value_parser = parse_rules)]
    pub shield_rules: ShieldRules,
    /// Turns per fight for the longest landed streak.
    #[arg(help_heading = "Rules", long, default_value_t = 1)]
    pub turns: u32,
    /// The rule set.
    #[command(flatten)]
    pub rules: RulesArgs,
}

impl KindArgs for TurnArgs {
    fn kind(&self) -> &'static dyn Entry {
        entry::<Turn>()
    }

    fn scenario(&self) -> ScenarioFile {
        ScenarioFile::of::<Turn>(
            "one defender turn",
            TurnSpec {
                rules: self.rules.rules,
                defender: defender(&self.defender),
                attackers: vec![AttackerSpec {
                    monster: self.attacker.monster.clone(),
                    monster_hd: self.attacker.monster_hd,
                    fighter: self.fighter,
                    weapon_to_hit: self.weapon_to_hit,
                    slaying: self.slaying,
                    attacks: self.attacks.unwrap_or(1),
                    count: self.count,
                    ..named(&self.named)
                }],
                shield_rules: self.shield_rules,
                situation: Situation::default(),
                turns: self.turns,
            },
        )
    }
}
