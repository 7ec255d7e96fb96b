//! The flags of a DCSS defender shared by the DCSS commands: a player build, a named
//! monster's weapon and heads, and the other ways to describe a defender (a character dump,
//! EV and SH as numbers); and the scenario fields they become.

use std::path::PathBuf;

use clap::Args;
use mechanics::dcss::rules::RuleSet;
use mechanics::dcss::shields::ShieldRules;

use crate::dcss::input::{AttackerSpec, DefenderSpec};

/// The DCSS rule set of a command (`docs/rules/dcss-0.34.md` §0).
#[derive(Debug, Clone, Args)]
pub struct RulesArgs {
    /// The DCSS release whose rules apply: dcss-0.31 or dcss-0.34 (default: a character
    /// dump's own release, else $ROGUESIM_RULES, else dcss-0.34).
    #[arg(long, value_name = "RULES", value_parser = parse_rule_set)]
    pub rules: Option<RuleSet>,
}

/// A rule set as `--rules` gives it: `dcss-0.31` or `dcss-0.34`.
fn parse_rule_set(s: &str) -> Result<RuleSet, String> {
    s.parse()
        .map_err(|e: mechanics::dcss::rules::UnknownRuleSet| e.to_string())
}

/// A player build: the species with its Dex and Str, skills and armour.
#[derive(Debug, Args)]
#[command(next_help_heading = "Character (a build)")]
pub struct BuildArgs {
    /// Species, as the game spells it or its code (human, "deep elf", Sp).
    #[arg(long)]
    pub species: Option<String>,
    /// Experience level (default 1).
    #[arg(long)]
    pub xl: Option<i32>,
    /// Dexterity (with --species).
    #[arg(long, allow_negative_numbers = true)]
    pub dex: Option<i32>,
    /// Strength (with --species).
    #[arg(long = "str", allow_negative_numbers = true)]
    pub strength: Option<i32>,
    /// Dodging skill (levels, tenths allowed).
    #[arg(long, default_value_t = 0.0, allow_negative_numbers = true)]
    pub dodging: f64,
    /// Armour skill.
    #[arg(long, default_value_t = 0.0, allow_negative_numbers = true)]
    pub armour_skill: f64,
    /// Body armour (plate, "fire dragon scales", none).
    #[arg(long)]
    pub body: Option<String>,
    /// Shield (buckler, kite, tower, orb, none).
    #[arg(long)]
    pub shield: Option<String>,
    /// Shields skill.
    #[arg(long, default_value_t = 0.0, allow_negative_numbers = true)]
    pub shields_skill: f64,
    /// Fighting skill (max HP).
    #[arg(long, default_value_t = 0.0, allow_negative_numbers = true)]
    pub fighting: f64,
    /// The body armour's enchantment (AC).
    #[arg(long, default_value_t = 0, allow_negative_numbers = true)]
    pub body_plus: i32,
    /// The shield's enchantment.
    #[arg(long, default_value_t = 0, allow_negative_numbers = true)]
    pub shield_plus: i32,
    /// Aux armour, comma-separated, each with an optional enchantment (cloak+1,hat,boots).
    #[arg(long, value_delimiter = ',')]
    pub aux: Vec<String>,
    /// The form (dcss-0.34): storm, statue, dragon, "fortress crab", tree, ... (none).
    #[arg(long)]
    pub form: Option<String>,
    /// Shapeshifting skill, the effective level, which scales the form.
    #[arg(long, default_value_t = 0.0, allow_negative_numbers = true)]
    pub shapeshifting: f64,
    /// The form is the worn talisman's (below its minimum Shapeshifting it costs max HP).
    #[arg(long)]
    pub form_from_talisman: bool,
    /// Mutations a form can suppress, beyond the species' own, comma-separated as
    /// name:level (iridescent_scales:2,tough_skin:1).
    #[arg(long, value_delimiter = ',', value_parser = parse_mutation)]
    pub mutations: Vec<(String, i32)>,
    /// Constricted: -10 EV.
    #[arg(long)]
    pub constricted: bool,
}

/// A mutation as `--mutations` gives it: `name:level`.
fn parse_mutation(s: &str) -> Result<(String, i32), String> {
    let bad = || format!("'{s}': give name:level, e.g. iridescent_scales:2");
    let (name, level) = s.split_once(':').ok_or_else(bad)?;
    let level = level.trim().parse().map_err(|_| bad())?;
    Ok((name.trim().to_string(), level))
}

/// A named monster's weapon and heads (with --monster).
#[derive(Debug, Args)]
#[command(next_help_heading = "Attacker")]
pub struct NamedArgs {
    /// The depth its weapon is generated at (D:10 is 10; default 10).
    #[arg(long, requires = "monster", allow_negative_numbers = true)]
    pub depth: Option<i32>,
    /// Pin its weapon ("long sword") instead of its weapon law.
    #[arg(long, requires = "monster")]
    pub weapon: Option<String>,
    /// The pinned weapon's enchantment (default 0).
    #[arg(long, requires = "weapon", allow_negative_numbers = true)]
    pub weapon_plus: Option<i32>,
    /// A hydra's heads (each head one bite).
    #[arg(long, requires = "monster")]
    pub heads: Option<u32>,
}

/// The defender of `hit`, `turn` and `threat`: a build (the flags of `ev`), or EV and SH as
/// numbers.
#[derive(Debug, Args)]
#[command(next_help_heading = "Defender")]
pub struct DefenderArgs {
    /// A character dump (morgue file) to read the build from.
    #[arg(long, value_name = "FILE", conflicts_with_all = ["species", "ev", "ev_x100"])]
    pub character: Option<PathBuf>,
    /// The build.
    #[command(flatten)]
    pub build: BuildArgs,
    /// The defender's EV as a number, instead of a build.
    #[arg(
        help_heading = "Defender",
        long,
        allow_negative_numbers = true,
        conflicts_with = "species"
    )]
    pub ev: Option<i32>,
    /// The defender's EV ×100 as dcss-0.34 keeps it (680 is EV 6.80: 7 on four attacks in
    /// five), instead of --ev.
    #[arg(help_heading = "Defender", long, allow_negative_numbers = true, conflicts_with_all = ["species", "ev"])]
    pub ev_x100: Option<i32>,
    /// SH as the game displays it, with --ev. The game halves the internal SH and rounds
    /// down, so SH N is internal 2N or 2N+1: roguesim takes 2N (the lower; give
    /// --sh-internal for the other).
    #[arg(help_heading = "Defender", long, allow_negative_numbers = true, conflicts_with_all = ["species", "sh_internal"])]
    pub sh: Option<i32>,
    /// The defender's internal SH (twice the displayed SH), with --ev; 0 for no shield.
    #[arg(
        help_heading = "Defender",
        long,
        allow_negative_numbers = true,
        conflicts_with = "species"
    )]
    pub sh_internal: Option<i32>,
    /// The defender's internal SH ×100 as dcss-0.34 keeps it (twice the displayed scale:
    /// 830 is SH 8.30, shown 4), with --ev or --ev-x100.
    #[arg(
        help_heading = "Defender",
        long,
        allow_negative_numbers = true,
        conflicts_with_all = ["species", "sh", "sh_internal"]
    )]
    pub sh_internal_x100: Option<i32>,
    /// Blocks allowed per turn with --sh or --sh-internal (buckler 2, kite 3, tower 4, no
    /// shield item 1, and an orb under dcss-0.34; default 3).
    #[arg(help_heading = "Defender", long, conflicts_with = "species")]
    pub block_limit: Option<u32>,
}

pub(super) fn build(b: &BuildArgs) -> DefenderSpec {
    DefenderSpec {
        species: b.species.clone(),
        xl: b.xl,
        dex: b.dex,
        strength: b.strength,
        dodging: b.dodging,
        armour: b.armour_skill,
        shields: b.shields_skill,
        fighting: b.fighting,
        body_plus: b.body_plus,
        body: b.body.clone(),
        shield: b.shield.clone(),
        shield_plus: b.shield_plus,
        aux: b.aux.clone(),
        form: b.form.clone(),
        shapeshifting: b.shapeshifting,
        form_from_talisman: b.form_from_talisman,
        mutations: b.mutations.iter().cloned().collect(),
        constricted: b.constricted,
        ..DefenderSpec::default()
    }
}

/// A named monster's weapon and heads.
pub(super) fn named(n: &NamedArgs) -> AttackerSpec {
    AttackerSpec {
        depth: n.depth,
        weapon: n.weapon.clone(),
        weapon_plus: n.weapon_plus,
        heads: n.heads,
        ..AttackerSpec::default()
    }
}

/// The defender of `hit`, `turn` and `threat`: the build flags, or the numbers.
pub(super) fn defender(d: &DefenderArgs) -> DefenderSpec {
    DefenderSpec {
        character: d.character.as_ref().map(|p| p.display().to_string()),
        ev: d.ev,
        ev_x100: d.ev_x100,
        sh: d.sh,
        sh_internal: d.sh_internal,
        sh_internal_x100: d.sh_internal_x100,
        block_limit: d.block_limit,
        ..build(&d.build)
    }
}

/// Shield rules as `--shield-rules` gives them: `0.31` or `0.19`.
pub(super) fn parse_rules(s: &str) -> Result<ShieldRules, String> {
    s.parse()
}
