//! `roguesim damage`'s flags and the scenario they describe.

use std::path::PathBuf;

use clap::Args;

use super::KindArgs;
use super::defender::{BuildArgs, RulesArgs, build};
use crate::dcss::damage::{Damage, DamageSpec};
use crate::dcss::input::DefenderSpec;
use crate::kinds::{Entry, ScenarioFile, entry};
use mechanics::dcss::damage::{DamageModifiers, Modifiers034};

/// `roguesim damage`: one landed monster melee attack after the player's AC and GDR, and the
/// rounds a player survives (`docs/rules/dcss-0.31-damage.md`).
#[derive(Debug, Args)]
#[command(after_long_help = "Examples:\n  \
    roguesim damage --attack-damage 20 --weapon \"giant club\" --ac 12\n  \
    roguesim damage --attack-damage 20 --weapon \"giant club\" --ac-x100 1227 --tempered\n  \
    roguesim damage --attack-damage 25 --might --species minotaur --dex 10 --str 20 --body plate --armour-skill 10 --xl 14\n  \
    roguesim damage --attack-damage 12 --ac 8 --p-land 0.74 --attacks 3 --hp 35 --rounds 10 --format json")]
pub struct DamageArgs {
    /// A, the attack's damage (the monster table's; `roguesim monsters NAME`).
    #[arg(long, required = true, allow_negative_numbers = true)]
    pub attack_damage: Option<i32>,
    /// The monster's melee weapon ("giant club").
    #[arg(long)]
    pub weapon: Option<String>,
    /// Its enchantment plus slaying.
    #[arg(
        long,
        default_value_t = 0,
        requires = "weapon",
        allow_negative_numbers = true
    )]
    pub weapon_plus: i32,
    /// The weapon has the heavy brand.
    #[arg(long, requires = "weapon")]
    pub heavy: bool,
    /// Might or berserk: ×3/2.
    #[arg(long)]
    pub might: bool,
    /// Idealised (Shining One's): ×2.
    #[arg(long)]
    pub idealised: bool,
    /// Weakened: ×2/3.
    #[arg(long)]
    pub weak: bool,
    /// A stab on a sleeping player: ×5/2.
    #[arg(long)]
    pub stab: bool,
    /// A cleave's follow-up: ×7/10.
    #[arg(long)]
    pub cleave: bool,
    /// A Tempered monster (dcss-0.34): ×5/4 after might.
    #[arg(long)]
    pub tempered: bool,
    /// Touch of Beogh (dcss-0.34): ×4/3 after weak.
    #[arg(long)]
    pub beogh: bool,
    /// A Bane of Multiplicity figment (dcss-0.34): ×2/3 after Beogh.
    #[arg(long)]
    pub figment: bool,
    /// The player's AC as a number, instead of a build.
    #[arg(long, allow_negative_numbers = true, conflicts_with_all = ["species", "character"])]
    pub ac: Option<i32>,
    /// The player's AC ×100 as dcss-0.34 keeps it (1227 is AC 12.27), instead of --ac.
    #[arg(
        long,
        allow_negative_numbers = true,
        conflicts_with_all = ["species", "character", "ac"]
    )]
    pub ac_x100: Option<i32>,
    /// A character dump to read the build from.
    #[arg(long, value_name = "FILE", conflicts_with = "species")]
    pub character: Option<PathBuf>,
    /// The build.
    #[command(flatten)]
    pub build: BuildArgs,
    /// P(an attack lands), for the rounds survived.
    #[arg(help_heading = "Fight", long)]
    pub p_land: Option<f64>,
    /// Attacks per round, for the rounds survived (default 1).
    #[arg(help_heading = "Fight", long)]
    pub attacks: Option<u32>,
    /// HP at the start (default: the build's max HP).
    #[arg(help_heading = "Fight", long, allow_negative_numbers = true)]
    pub hp: Option<i32>,
    /// Rounds P(dead within r rounds) covers (default 10).
    #[arg(help_heading = "Fight", long)]
    pub rounds: Option<u32>,
    /// The rule set.
    #[command(flatten)]
    pub rules: RulesArgs,
}

impl KindArgs for DamageArgs {
    fn kind(&self) -> &'static dyn Entry {
        entry::<Damage>()
    }

    fn scenario(&self) -> ScenarioFile {
        let described = self.character.is_some() || self.build.species.is_some();
        ScenarioFile::of::<Damage>(
            "damage after AC",
            DamageSpec {
                rules: self.rules.rules,
                attack_damage: self.attack_damage.unwrap_or_default(),
                weapon: self.weapon.clone(),
                weapon_plus: self.weapon_plus,
                heavy: self.heavy,
                modifiers: DamageModifiers {
                    might: self.might,
                    idealised: self.idealised,
                    weak: self.weak,
                    stab: self.stab,
                    cleave: self.cleave,
                },
                modifiers_034: Modifiers034 {
                    tempered: self.tempered,
                    beogh: self.beogh,
                    figment: self.figment,
                },
                ac: self.ac,
                ac_x100: self.ac_x100,
                defender: described.then(|| DefenderSpec {
                    character: self.character.as_ref().map(|p| p.display().to_string()),
                    ..build(&self.build)
                }),
                p_land: self.p_land,
                attacks: self.attacks,
                hp: self.hp,
                rounds: self.rounds,
            },
        )
    }

    fn unset(&self) -> Vec<&'static str> {
        // Clap requires --attack-damage except in a study, which sets it at every point or
        // reports it missing.
        if self.attack_damage.is_none() {
            vec!["attack_damage"]
        } else {
            Vec::new()
        }
    }
}
