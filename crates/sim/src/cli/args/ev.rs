//! `roguesim ev`'s flags and the scenario they describe.

use std::path::PathBuf;

use clap::Args;

use super::KindArgs;
use super::defender::{BuildArgs, RulesArgs, build};
use crate::dcss::ev::{Ev, EvSpec};
use crate::dcss::input::DefenderSpec;
use crate::kinds::{Entry, ScenarioFile, entry};
use mechanics::dcss::defender::Situation;

/// `roguesim ev`: a build's EV and SH (`docs/rules/dcss-0.31.md` §4–§6; under dcss-0.34 in
/// hundredths with the laws each use draws, `docs/rules/dcss-0.34.md` §1.1, §4, §6, §D3).
#[derive(Debug, Args)]
#[command(after_long_help = "Examples:\n  \
    roguesim ev --character examples/characters/minotaur-fighter-plate-kite.txt\n  \
    roguesim ev --species human --dex 15 --str 15 --body plate --armour-skill 5\n  \
    roguesim ev --rules dcss-0.31 --species human --dex 15 --str 15 --body plate --armour-skill 5\n  \
    roguesim ev --species minotaur --dex 12 --str 22 --body plate --shield tower --shields-skill 15\n  \
    roguesim ev --species naga --dex 12 --str 14 --body chain --aux barding,helmet --format markdown")]
pub struct EvArgs {
    /// A character dump (morgue file) to read the build from.
    #[arg(long, value_name = "FILE", conflicts_with = "species")]
    pub character: Option<PathBuf>,
    /// The build.
    #[command(flatten)]
    pub build: BuildArgs,
    /// The rule set.
    #[command(flatten)]
    pub rules: RulesArgs,
}

impl KindArgs for EvArgs {
    fn kind(&self) -> &'static dyn Entry {
        entry::<Ev>()
    }

    fn scenario(&self) -> ScenarioFile {
        ScenarioFile::of::<Ev>(
            "EV, SH and encumbrance",
            EvSpec {
                rules: self.rules.rules,
                defender: DefenderSpec {
                    character: self.character.as_ref().map(|p| p.display().to_string()),
                    ..build(&self.build)
                },
                situation: Situation::default(),
            },
        )
    }
}
