//! `roguesim threat`'s flags and the scenario they describe.

use clap::Args;

use super::KindArgs;
use super::attack::OffenceArgs;
use super::defender::{DefenderArgs, NamedArgs, RulesArgs, defender, parse_rules};
use crate::dcss::threat::{Threat, ThreatAction, ThreatSpec};
use crate::kinds::{Entry, ScenarioFile, entry};
use mechanics::dcss::defender::Situation;
use mechanics::dcss::shields::ShieldRules;

/// What the defender does each turn in `roguesim threat`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum PlayerActionArg {
    /// Fight back: every monster action is a melee round.
    Attack,
    /// Wait.
    Wait,
    /// Step away each turn: the monster follows (1/3 attack of opportunity).
    Move,
}

/// `roguesim threat`: how dangerous a named monster is to a defender
/// (`docs/rules/monsters-and-dumps.md` §5).
#[derive(Debug, Args)]
#[command(after_long_help = "Examples:\n  \
    roguesim threat --monster \"orc knight\" --depth 10 --species human --dex 14 --str 16 --body \"scale mail\" --shield kite --shields-skill 6\n  \
    roguesim threat --monster ogre --ev 18 --sh 8 --player-action move\n  \
    roguesim threat --monster \"orc warrior\" --count 3 --ev 15 --format json\n  \
    roguesim threat --monster hydra --heads 6 --ev 20 --sh-internal 30 --block-limit 3\n  \
    roguesim threat --monster troll --ev 8 --ac 12 --hp 90\n  \
    roguesim threat --monster \"orc warrior\" --character examples/characters/minotaur-fighter-plate-kite.txt\n  \
    roguesim threat --monster ogre --species human --xl 10 --dex 14 --str 16 --fighting 8 --body \"chain mail\" --player-weapon \"long sword\" --weapon-skill 10\n\n\
    With a character dump, or a build with --player-weapon (or --unarmed-combat), the report \
    adds the duel: you fighting the monster back until one of you dies, P(you win) beside the \
    turns you would last.")]
pub struct ThreatArgs {
    /// The monster, by the game's name (see `roguesim monsters`; the rule set's table).
    #[arg(long)]
    pub monster: String,
    /// Its weapon and heads.
    #[command(flatten)]
    pub named: NamedArgs,
    /// How many of them.
    #[arg(long, default_value_t = 1)]
    pub count: u32,
    /// The defender.
    #[command(flatten)]
    pub defender: DefenderArgs,
    /// What you do each turn.
    #[arg(help_heading = "Your turn", long, value_enum, default_value_t = PlayerActionArg::Attack)]
    pub player_action: PlayerActionArg,
    /// Your action delay in aut (movement delay with move, attack delay with attack;
    /// default 10).
    #[arg(help_heading = "Your turn", long, allow_negative_numbers = true)]
    pub delay: Option<i32>,
    /// Your AC, with --ev (a build's comes from its armour).
    #[arg(help_heading = "Defender", long, allow_negative_numbers = true, conflicts_with_all = ["species", "character"])]
    pub ac: Option<i32>,
    /// Your AC ×100 as dcss-0.34 keeps it (1227 is AC 12.27), instead of --ac.
    #[arg(
        long,
        allow_negative_numbers = true,
        conflicts_with_all = ["species", "character", "ac"]
    )]
    pub ac_x100: Option<i32>,
    /// Your HP at the start (default: the build's max HP; with --ac and no build, without it
    /// the report gives the damage per round but not how long you last).
    #[arg(help_heading = "Defender", long, allow_negative_numbers = true)]
    pub hp: Option<i32>,
    /// Shield rules.
    #[arg(help_heading = "Rules", long, default_value = "0.31", value_parser = parse_rules)]
    pub shield_rules: ShieldRules,
    /// The rule set.
    #[command(flatten)]
    pub rules: RulesArgs,
    /// Your weapon and skills, for the duel beside the threat (a character dump gives its
    /// own).
    #[command(flatten)]
    pub offence: OffenceArgs,
}

impl KindArgs for ThreatArgs {
    fn kind(&self) -> &'static dyn Entry {
        entry::<Threat>()
    }

    fn scenario(&self) -> ScenarioFile {
        ScenarioFile::of::<Threat>(
            format!("how dangerous is {}", self.monster),
            ThreatSpec {
                rules: self.rules.rules,
                defender: defender(&self.defender),
                monster: self.monster.clone(),
                depth: self.named.depth,
                weapon: self.named.weapon.clone(),
                weapon_plus: self.named.weapon_plus,
                heads: self.named.heads,
                count: self.count,
                player_action: match self.player_action {
                    PlayerActionArg::Attack => ThreatAction::Attack,
                    PlayerActionArg::Wait => ThreatAction::Wait,
                    PlayerActionArg::Move => ThreatAction::Move,
                },
                delay: self.delay,
                shield_rules: self.shield_rules,
                situation: Situation::default(),
                ac: self.ac,
                ac_x100: self.ac_x100,
                hp: self.hp,
                offence: (self.offence.given()
                    || self.offence.might
                    || self.offence.haste
                    || self.offence.slaying.is_some())
                .then(|| self.offence.spec()),
                ranged: None,
            },
        )
    }
}
