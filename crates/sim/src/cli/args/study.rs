//! The flags of the commands made of several runs: `sweep`, `compare` and `worth`, the
//! command they run (with its own flags), and `--plot`.

use std::path::PathBuf;

use clap::Args;

use super::{Target, TurnArgs};

/// `roguesim sweep`: one command at every value of one flag, or every pair of values of two.
#[derive(Debug, Args)]
#[command(after_long_help = "Examples:\n  \
    roguesim sweep hit --monster-hd 10 --fighter --vary ev=0..40 --format csv\n  \
    roguesim sweep hit --monster \"orc knight\" --vary ev=0..40 --plot hit.png\n  \
    roguesim sweep speed --vary player-speed=-30..30 --vary monster-speed=-30..30 --plot double.svg\n  \
    roguesim sweep ev --species human --dex 14 --str 16 --body plate --vary armour-skill=0..27\n  \
    roguesim sweep turn --monster-hd 5 --attacks 4 --ev 15 --vary sh-internal=0..40:2 --trials 100000\n  \
    roguesim sweep threat --monster ogre --character me.txt --vary dodging=0..27\n  \
    roguesim sweep threat --monster \"orc knight\" --ev 15 --vary ac=0..30\n  \
    roguesim sweep damage --attack-damage 20 --weapon \"giant club\" --vary ac=0..20\n  \
    roguesim sweep attack --monster ogre --str 16 --dex 12 --player-weapon \"long sword\" --vary weapon-skill=0..27\n  \
    roguesim sweep duel --monster \"orc warrior\" --character me.txt --vary hp=10..60:10 --trials 100000\n  \
    roguesim sweep ranged --monster \"orc priest\" --spell pain --ev 15 --ac 5 --hp 60 --vary willpower=0..100:20")]
pub struct SweepArgs {
    /// The command to run at every point, with its flags.
    #[command(subcommand)]
    pub target: Target,
    /// A numeric flag of the command (or the path of a number of its scenario no flag sets,
    /// `defender.bonuses.artefact`) and its values, `FLAG=FROM..TO[:STEP]` (step 1 by
    /// default); give it twice for a grid. Without --trials every point is exact only.
    #[arg(long, global = true, value_name = "FLAG=FROM..TO[:STEP]")]
    pub vary: Vec<String>,
}

/// Draws a report: `--plot FILE` and how.
#[derive(Debug, Clone, Args)]
pub struct PlotArgs {
    /// Draw the report to this file: SVG, or PNG when the name ends in .png (sweep: a line
    /// chart for one varied flag, a heatmap for two; turn: blocks and landed attacks per
    /// turn under both shield rules; speed: the law of monster actions per player action).
    #[arg(
        long,
        global = true,
        value_name = "FILE",
        help_heading = "Output (every command)"
    )]
    pub plot: Option<PathBuf>,
    /// The picture's size in pixels, WIDTHxHEIGHT.
    #[arg(
        long,
        global = true,
        default_value = "960x600",
        value_name = "WxH",
        help_heading = "Output (every command)"
    )]
    pub plot_size: String,
    /// A quantity to draw instead of the command's own choice, by its key in the report
    /// (exact.p_block, derived.ev); repeat for more lines.
    #[arg(
        long,
        global = true,
        value_name = "KEY",
        help_heading = "Output (every command)"
    )]
    pub plot_quantity: Vec<String>,
}

/// `roguesim compare`: two variants of one scenario side by side.
#[derive(Debug, Args)]
#[command(after_long_help = "Examples:\n  \
    roguesim compare hit --monster ogre --species human --dex 14 --str 16 --shields-skill 8 --a shield=kite --b shield=tower\n  \
    roguesim compare turn --monster \"orc warrior\" --count 3 --a character=a.txt --b character=b.txt\n  \
    roguesim compare turn --monster-hd 5 --attacks 4 --ev 15 --sh-internal 27 --a shield-rules=0.31 --b shield-rules=0.19 --trials 1000000\n  \
    roguesim compare threat --monster \"orc knight\" --species minotaur --dex 12 --str 20 --body plate --a dodging=5 --b armour-skill=5")]
pub struct CompareArgs {
    /// The command both sides run, with the flags they share.
    #[command(subcommand)]
    pub target: Target,
    /// A flag of side A as FLAG=VALUE (shield=kite, character=me.txt, dodging=5); repeat for
    /// more.
    #[arg(long = "a", global = true, value_name = "FLAG=VALUE")]
    pub a: Vec<String>,
    /// A flag of side B as FLAG=VALUE; repeat for more.
    #[arg(long = "b", global = true, value_name = "FLAG=VALUE")]
    pub b: Vec<String>,
}

/// `roguesim worth`: what one more point of each stat, skill or enchantment, or the next
/// armour, is worth against an attacker.
#[derive(Debug, Args)]
#[command(after_long_help = "Examples:\n  \
    roguesim worth --monster \"orc knight\" --species minotaur --dex 12 --str 20 --body plate --armour-skill 8 --shield kite --shields-skill 6\n  \
    roguesim worth --monster ogre --character examples/characters/minotaur-fighter-plate-kite.txt\n  \
    roguesim worth --monster-hd 10 --fighter --attacks 2 --species human --dex 14 --str 16 --body \"scale mail\" --points 2")]
pub struct WorthArgs {
    /// The scenario: the flags of `roguesim turn` (a build or --character, and an attacker).
    #[command(flatten)]
    pub turn: TurnArgs,
    /// How many points each stat, skill and enchantment step adds.
    #[arg(help_heading = "Worth", long, default_value_t = 1)]
    pub points: u32,
}
