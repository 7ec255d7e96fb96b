//! `roguesim danger`'s flags and the scenario they describe.

use std::path::PathBuf;

use clap::{Args, ValueEnum};
use mechanics::dcss::duel::band::Terrain;
use mechanics::dcss::rules::RuleSet;

use super::KindArgs;
use super::attack::{OffenceArgs, parse_rule_set};
use super::defender::{BuildArgs, build};
use crate::dcss::danger::{Danger, DangerSpec};
use crate::dcss::input::DefenderSpec;
use crate::kinds::{Entry, ScenarioFile, entry};

/// The Monte Carlo fights `roguesim danger` runs when `--trials` is not given: the next
/// monster drawn and fought this many times beside the exact table.
pub const DANGER_TRIALS: u64 = 100_000;

/// Where a band meets you.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum TerrainArg {
    /// One at a time, the leader first, your HP carried (exact).
    Corridor,
    /// All next to you at once, each on its own clock (Monte Carlo).
    Open,
}

/// `roguesim danger`: every monster a level can make, ranked by your chance to lose to it
/// (`docs/rules/dcss-spawns.md` §8).
#[derive(Debug, Args)]
#[command(
    after_help = "What here can kill me? For each monster the level's random generation can \
    pick (after the game's out-of-depth fuzz): P(picked), its band, P(it beats you alone) \
    exact, P(it beats you with its band) and your HP lost when you win; ranked, with \
    P(the next monster the level makes beats you) and the three that give the most of it. \
    Each monster carries the weapon law `duel --depth N` gives it at the level's absolute \
    depth (D:10 is 10). In a corridor (the default) a band comes one at a time, exactly; \
    in the open all at once (Monte Carlo: raise --trials).\n\n\
    Examples:\n  \
    roguesim danger --character examples/characters/minotaur-fighter-plate-kite.txt --place D:10\n  \
    roguesim danger --character me.txt --place Lair:3 --terrain open --trials 1000000\n  \
    roguesim danger --species human --xl 8 --str 15 --dex 12 --fighting 7 --body \"ring mail\" --player-weapon \"long sword\" --weapon-skill 8 --place D:6 --format json"
)]
pub struct DangerArgs {
    /// The level, as the game writes it: D:10, Lair:3, Orc:2, Elf:3, Swamp:2, Shoals:4,
    /// Snake:1, Spider:2, Slime:5, Vaults:3, Crypt:2, Tomb:1, Depths:4, Zot:5, Hell, Dis:3,
    /// Geh:3, Coc:3, Tar:3, Abyss:2, Pan.
    #[arg(long)]
    pub place: String,
    /// Where a band meets you.
    #[arg(long, value_enum, default_value_t = TerrainArg::Corridor)]
    pub terrain: TerrainArg,
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
    /// The rule set: dcss-0.31 or dcss-0.34 (default: a dump's own, else ROGUESIM_RULES,
    /// else the default).
    #[arg(long, value_parser = parse_rule_set)]
    pub rules: Option<RuleSet>,
}

impl KindArgs for DangerArgs {
    fn kind(&self) -> &'static dyn Entry {
        entry::<Danger>()
    }

    fn scenario(&self) -> ScenarioFile {
        let mut file = ScenarioFile::of::<Danger>(
            format!("what can kill you on {}", self.place),
            DangerSpec {
                place: self.place.clone(),
                character: None,
                defender: Some(DefenderSpec {
                    character: self.character.as_ref().map(|p| p.display().to_string()),
                    ..build(&self.build)
                }),
                offence: self.offence.spec(),
                hp: self.hp,
                rules: self.rules,
                terrain: match self.terrain {
                    TerrainArg::Corridor => Terrain::Corridor,
                    TerrainArg::Open => Terrain::Open,
                },
                character_dump: None,
            },
        );
        file.trials = Some(DANGER_TRIALS);
        file
    }
}
