//! `roguesim hit`'s flags and the scenario they describe.

use clap::Args;

use super::KindArgs;
use super::defender::{DefenderArgs, NamedArgs, RulesArgs, defender, named, parse_rules};
use crate::dcss::hit::Hit;
use crate::dcss::input::{AttackerSpec, TurnSpec};
use crate::kinds::{Entry, ScenarioFile, entry};
use mechanics::dcss::defender::Situation;
use mechanics::dcss::shields::ShieldRules;

/// The attacker of `hit`.
#[derive(Debug, Args)]
#[group(required = true, multiple = false)]
#[command(next_help_heading = "Attacker")]
pub struct AttackerArgs {
    /// A monster of the rule set's table by name ("orc warrior", ogre; see `roguesim monsters`).
    #[arg(long)]
    pub monster: Option<String>,
    /// A monster attacker's hit dice.
    #[arg(long, allow_negative_numbers = true)]
    pub monster_hd: Option<i32>,
    /// The player's pre-roll to-hit (the game's to_land), rolled as random2(N), against a
    /// flat EV.
    #[arg(long, allow_negative_numbers = true)]
    pub player_to_hit: Option<i32>,
}

/// `roguesim hit`: one attack (`docs/rules/dcss-0.31.md` §2, §6.3).
#[derive(Debug, Args)]
#[command(after_long_help = "Examples:\n  \
    roguesim hit --monster ogre --ev 18\n  \
    roguesim hit --monster \"orc warrior\" --depth 5 --species human --dex 14 --str 14 --body \"scale mail\"\n  \
    roguesim hit --monster \"orc knight\" --weapon \"great sword\" --weapon-plus 2 --ev 20 --sh 10\n  \
    roguesim hit --monster-hd 10 --fighter --ev 20 --sh-internal 27\n  \
    roguesim hit --monster-hd 15 --weapon-to-hit 3 --species minotaur --dex 12 --str 20 --body plate --shield kite --shields-skill 10\n  \
    roguesim hit --monster-hd 8 --ev 15 --sh 13 --trials 10000000\n  \
    roguesim hit --player-to-hit 40 --ev 10 --format json")]
pub struct HitArgs {
    /// Who attacks: a monster or the player.
    #[command(flatten)]
    pub attacker: AttackerArgs,
    /// A named monster's weapon and heads.
    #[command(flatten)]
    pub named: NamedArgs,
    /// The monster is a trained fighter or archer, which aims better (with --monster-hd).
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
    /// Shield rules.
    #[arg(help_heading = "Rules", long, default_value = "0.31", value_parser = parse_rules)]
    pub shield_rules: ShieldRules,
    /// The rule set.
    #[command(flatten)]
    pub rules: RulesArgs,
}

impl KindArgs for HitArgs {
    fn kind(&self) -> &'static dyn Entry {
        entry::<Hit>()
    }

    fn scenario(&self) -> ScenarioFile {
        ScenarioFile::of::<Hit>(
            "one attack",
            TurnSpec {
                rules: self.rules.rules,
                defender: defender(&self.defender),
                attackers: vec![AttackerSpec {
                    monster: self.attacker.monster.clone(),
                    monster_hd: self.attacker.monster_hd,
                    player_to_hit: self.attacker.player_to_hit,
                    fighter: self.fighter,
                    weapon_to_hit: self.weapon_to_hit,
                    slaying: self.slaying,
                    attacks: 1,
                    count: 1,
                    ..named(&self.named)
                }],
                shield_rules: self.shield_rules,
                situation: Situation::default(),
                turns: 1,
            },
        )
    }
}
