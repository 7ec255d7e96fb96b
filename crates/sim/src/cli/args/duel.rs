//! `roguesim duel`'s flags and the scenario they describe.

use std::path::PathBuf;

use clap::Args;
use mechanics::dcss::rules::RuleSet;

use super::KindArgs;
use super::attack::{MonsterGearArgs, OffenceArgs, parse_rule_set};
use super::defender::{BuildArgs, NamedArgs, build};
use crate::dcss::duel::{DuelKind, DuelScenario};
use crate::dcss::input::DefenderSpec;
use crate::dcss::named::DEFAULT_DEPTH;
use crate::dcss::offence::ranged::{RangedSpec, Then};
use crate::kinds::{Entry, ScenarioFile, entry};

/// `roguesim duel`: you and one monster in melee until one dies
/// (`docs/rules/dcss-0.31-player-attack.md` §11).
#[derive(Debug, Args)]
#[command(
    after_help = "Should you fight it? You attack first; then both sides act by the game's \
    time (your random attack delay, its energy), each blocking up to its shield's limit, \
    nobody healing, until one dies. A dump wielding a launcher shoots and a caster casts its \
    best attack spell (or --spell) from --distance, its MP not regenerating, then melees \
    (--then). The report gives P(you win), the HP you keep, your \
    actions to the kill and the odds of each side being dead within k turns, exact beside \
    Monte Carlo. Without --weapon the monster carries its weapon law at --depth (D:10 by \
    default) and the duel is mixed over its weapons; give --monster-armour and \
    --monster-shield for the gear it was placed with.\n\n\
    Examples:\n  \
    roguesim duel --character examples/characters/minotaur-fighter-plate-kite.txt --monster \"orc warrior\"\n  \
    roguesim duel --species human --xl 8 --str 15 --dex 12 --fighting 7 --body \"ring mail\" --player-weapon \"long sword\" --player-weapon-plus 1 --weapon-skill 8 --monster \"orc warrior\" --weapon \"war axe\" --monster-armour \"chain mail\"\n  \
    roguesim duel --character me.txt --monster ogre --depth 6 --hp 40\n  \
    roguesim duel --character conjurer.txt --monster ogre --spell \"Stone Arrow\" --distance 4 --then wait\n  \
    roguesim duel --species troll --xl 10 --str 20 --dex 10 --fighting 8 --unarmed-combat 10 --monster \"orc knight\" --monster-armour \"plate armour\" --format json\n  \
    roguesim compare duel --monster \"orc warrior\" --character me.txt --a body=\"chain mail\" --b body=\"plate armour\""
)]
pub struct DuelArgs {
    /// The monster, by the game's name (see `roguesim monsters`).
    #[arg(long)]
    pub monster: String,
    /// Its weapon (pinned, else drawn from its law at --depth) and heads.
    #[command(flatten)]
    pub named: NamedArgs,
    /// Its armour and shield.
    #[command(flatten)]
    pub gear: MonsterGearArgs,
    /// A DCSS character dump (morgue file): your build, stats, skills and weapon.
    #[arg(long, value_name = "FILE", conflicts_with = "species")]
    pub character: Option<PathBuf>,
    /// Your build.
    #[command(flatten)]
    pub build: BuildArgs,
    /// Your weapon and skills.
    #[command(flatten)]
    pub offence: OffenceArgs,
    /// Your HP at the start (default: your max HP).
    #[arg(long, allow_negative_numbers = true)]
    pub hp: Option<i32>,
    /// Its energy before your first action (70 for a monster just placed; 0 to 199).
    #[arg(long, allow_negative_numbers = true)]
    pub start_energy: Option<i32>,
    /// The rule set: dcss-0.34 (0.34.1) or dcss-0.31 (0.31.0) (default: $ROGUESIM_RULES,
    /// else dcss-0.34).
    #[arg(long, value_parser = parse_rule_set)]
    pub rules: Option<RuleSet>,
    /// Your ranged offence.
    #[command(flatten)]
    pub ranged: RangedArgs,
}

/// Your ranged offence in a duel (`docs/rules/dcss-0.34-player-ranged.md` §9).
#[derive(Debug, Args)]
#[command(next_help_heading = "Ranged")]
pub struct RangedArgs {
    /// Cast this memorised attack spell of your dump's ("Stone Arrow"); without it a caster
    /// casts its best attack spell by damage per 10 aut when that beats its melee (or
    /// whatever, with --distance above 1), and a dump wielding a launcher shoots.
    #[arg(long, conflicts_with = "melee")]
    pub spell: Option<String>,
    /// How far the monster starts: 1 (adjacent, the default) to 7; it closes at its speed.
    #[arg(long, allow_negative_numbers = true)]
    pub distance: Option<u32>,
    /// What you do when your MP or missiles are spent or it is out of reach: melee (the
    /// default, once it is adjacent) or wait.
    #[arg(long, value_parser = parse_then)]
    pub then: Option<Then>,
    /// Your MP at the start (default: the dump's maximum); they do not regenerate during
    /// the fight.
    #[arg(long)]
    pub mp: Option<u32>,
    /// Your missiles at the start (default: the dump's quivered stack).
    #[arg(long)]
    pub missiles: Option<u32>,
    /// Fight in melee even when your dump's offence is ranged.
    #[arg(long)]
    pub melee: bool,
}

/// `melee` or `wait`.
fn parse_then(s: &str) -> Result<Then, String> {
    serde_json::from_value(serde_json::Value::String(s.trim().to_lowercase()))
        .map_err(|_| "allowed melee or wait".to_string())
}

impl RangedArgs {
    /// The ranged object of the scenario, when any of these flags is given.
    pub fn spec(&self) -> Option<RangedSpec> {
        let given = self.spell.is_some()
            || self.distance.is_some()
            || self.then.is_some()
            || self.mp.is_some()
            || self.missiles.is_some();
        given.then(|| RangedSpec {
            spell: self.spell.clone(),
            distance: self.distance.unwrap_or(1),
            then: self.then.unwrap_or_default(),
            mp: self.mp,
            missiles: self.missiles,
            ..RangedSpec::default()
        })
    }
}

impl KindArgs for DuelArgs {
    fn kind(&self) -> &'static dyn Entry {
        entry::<DuelKind>()
    }

    fn scenario(&self) -> ScenarioFile {
        let mut monster = self.gear.monster(&self.monster, self.named.heads);
        monster.weapon = self.named.weapon.clone();
        monster.weapon_plus = self.named.weapon_plus.unwrap_or(0);
        let depth = match (&self.named.weapon, self.named.depth) {
            (Some(_), d) => d,
            (None, d) => Some(d.unwrap_or(DEFAULT_DEPTH)),
        };
        ScenarioFile::of::<DuelKind>(
            format!("a duel with {}", self.monster),
            DuelScenario {
                player: None,
                defender: Some(DefenderSpec {
                    character: self.character.as_ref().map(|p| p.display().to_string()),
                    ..build(&self.build)
                }),
                offence: self.offence.spec(),
                hp: self.hp,
                monster,
                depth,
                start_energy: self
                    .start_energy
                    .unwrap_or(mechanics::dcss::time::ENERGY_START),
                rules: self.rules,
                ranged: self.ranged.spec(),
                melee: self.ranged.melee,
            },
        )
    }
}
