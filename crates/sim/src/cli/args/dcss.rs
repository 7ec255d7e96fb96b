//! The flags of the DCSS commands: a player build and the other ways to describe a defender,
//! the attacker, and each command's own options.

use std::path::PathBuf;

use clap::Args;
use mechanics::dcss::shields::ShieldRules;

use crate::dcss::time::PursuitSpec;

/// A player build: the species with its Dex and Str, skills and armour.
#[derive(Debug, Args)]
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
}

/// `roguesim ev`: a build's EV and SH (`docs/rules/dcss-0.31.md` §4–§6).
#[derive(Debug, Args)]
#[command(after_help = "Examples:\n  \
    roguesim ev --character examples/characters/minotaur-fighter-plate-kite.txt\n  \
    roguesim ev --species human --dex 15 --str 15 --body plate --armour-skill 5\n  \
    roguesim ev --species minotaur --dex 12 --str 22 --body plate --shield tower --shields-skill 15\n  \
    roguesim ev --species naga --dex 12 --str 14 --body chain --aux barding,helmet --format markdown")]
pub struct EvArgs {
    /// A DCSS 0.31 character dump (morgue file) to read the build from.
    #[arg(long, value_name = "FILE", conflicts_with = "species")]
    pub character: Option<PathBuf>,
    /// The build.
    #[command(flatten)]
    pub build: BuildArgs,
}

/// A named monster's weapon and heads (with --monster).
#[derive(Debug, Args)]
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
pub struct DefenderArgs {
    /// A DCSS 0.31 character dump (morgue file) to read the build from.
    #[arg(long, value_name = "FILE", conflicts_with_all = ["species", "ev"])]
    pub character: Option<PathBuf>,
    /// The build.
    #[command(flatten)]
    pub build: BuildArgs,
    /// The defender's EV as a number, instead of a build.
    #[arg(long, allow_negative_numbers = true, conflicts_with = "species")]
    pub ev: Option<i32>,
    /// SH as the game displays it, with --ev. The game halves the internal SH and rounds
    /// down, so SH N is internal 2N or 2N+1: roguesim takes 2N (the lower; give
    /// --sh-internal for the other).
    #[arg(long, allow_negative_numbers = true, conflicts_with_all = ["species", "sh_internal"])]
    pub sh: Option<i32>,
    /// The defender's internal SH (twice the displayed SH), with --ev; 0 for no shield.
    #[arg(long, allow_negative_numbers = true, conflicts_with = "species")]
    pub sh_internal: Option<i32>,
    /// Blocks allowed per turn under 0.31 with --sh or --sh-internal (buckler 2, kite 3,
    /// tower 4, no shield item 1; default 3).
    #[arg(long, conflicts_with = "species")]
    pub block_limit: Option<u32>,
}

/// The attacker of `hit`.
#[derive(Debug, Args)]
#[group(required = true, multiple = false)]
pub struct AttackerArgs {
    /// A DCSS 0.31 monster by name ("orc warrior", ogre; see `roguesim monsters`).
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
#[command(after_help = "Examples:\n  \
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
    /// The monster is a fighter (M_FIGHTER) or archer (M_ARCHER) (with --monster-hd).
    #[arg(long, conflicts_with = "monster")]
    pub fighter: bool,
    /// The monster weapon's plus plus its PWPN_HIT (with --monster-hd).
    #[arg(
        long,
        default_value_t = 0,
        allow_negative_numbers = true,
        conflicts_with = "monster"
    )]
    pub weapon_to_hit: i32,
    /// The defender.
    #[command(flatten)]
    pub defender: DefenderArgs,
    /// Shield rules.
    #[arg(long, default_value = "0.31", value_parser = parse_rules)]
    pub shield_rules: ShieldRules,
}

/// The attacker of `turn`.
#[derive(Debug, Args)]
#[group(required = true, multiple = false)]
pub struct TurnAttackerArgs {
    /// A DCSS 0.31 monster by name: its own attacks, each with its own to-hit.
    #[arg(long)]
    pub monster: Option<String>,
    /// The attacking monster's hit dice.
    #[arg(long, allow_negative_numbers = true)]
    pub monster_hd: Option<i32>,
}

/// `roguesim turn`: K attacks in one defender turn (`docs/rules/dcss-0.31.md` §6.5,
/// `docs/rules/dcss-0.19-shields.md` §4.3).
#[derive(Debug, Args)]
#[command(after_help = "Examples:\n  \
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
    /// The monster is a fighter (M_FIGHTER) (with --monster-hd).
    #[arg(long, conflicts_with = "monster")]
    pub fighter: bool,
    /// The monster weapon's plus plus its PWPN_HIT (with --monster-hd).
    #[arg(
        long,
        default_value_t = 0,
        allow_negative_numbers = true,
        conflicts_with = "monster"
    )]
    pub weapon_to_hit: i32,
    /// The defender.
    #[command(flatten)]
    pub defender: DefenderArgs,
    /// Attacks in the turn (with --monster-hd; a named monster's come from its table).
    #[arg(long, required_unless_present = "monster", conflicts_with = "monster")]
    pub attacks: Option<u32>,
    /// How many such monsters attack in the turn, one after another.
    #[arg(long, default_value_t = 1)]
    pub count: u32,
    /// Shield rules: 0.31 (block limit) or 0.19 (pierce grows with earlier blocks).
    #[arg(long, default_value = "0.31", value_parser = parse_rules)]
    pub shield_rules: ShieldRules,
    /// Turns per fight for the longest landed streak.
    #[arg(long, default_value_t = 1)]
    pub turns: u32,
}

/// The player's action in `roguesim dcss-speed` (`docs/rules/dcss-0.31.md` §7.1–§7.2).
#[derive(Debug, Args)]
#[group(required = true, multiple = false)]
pub struct DcssActionArgs {
    /// The player moves with this movement delay in aut (10 normal, 14 Naga, 6 Spriggan).
    #[arg(long = "move", value_name = "MV", allow_negative_numbers = true)]
    pub move_delay: Option<i32>,
    /// The player waits (or does anything else that takes the base action time).
    #[arg(long)]
    pub wait: bool,
    /// The player attacks with this weapon delay in aut.
    #[arg(long, value_name = "DELAY", allow_negative_numbers = true)]
    pub attack_delay: Option<i32>,
}

/// `roguesim dcss-speed`: DCSS monster actions per player action
/// (`docs/rules/dcss-0.31.md` §7.3).
#[derive(Debug, Args)]
#[command(after_help = "Examples:\n  \
    roguesim dcss-speed --monster \"centaur warrior\" --move 10\n  \
    roguesim dcss-speed --monster ogre --move 10 --pursuit adjacent\n  \
    roguesim dcss-speed --monster-speed 10 --move 12\n  \
    roguesim dcss-speed --monster-speed 10 --monster-action-cost 15 --attack-delay 10\n  \
    roguesim dcss-speed --monster-speed 10 --move 14 --pursuit\n  \
    roguesim dcss-speed --monster-speed 10 --move 10 --pursuit adjacent")]
pub struct DcssSpeedArgs {
    /// A DCSS 0.31 monster by name: its speed and its move or attack energy.
    #[arg(
        long,
        required_unless_present = "monster_speed",
        conflicts_with = "monster_speed"
    )]
    pub monster: Option<String>,
    /// The monster's speed (10 normal).
    #[arg(long, allow_negative_numbers = true)]
    pub monster_speed: Option<i32>,
    /// Energy per monster action (10 normal, 15 for an ogre's attacks; a named monster's by
    /// default).
    #[arg(long, allow_negative_numbers = true)]
    pub monster_action_cost: Option<i32>,
    /// What the player does each action.
    #[command(flatten)]
    pub action: DcssActionArgs,
    /// The player is hasted.
    #[arg(long)]
    pub hasted: bool,
    /// The player is slowed.
    #[arg(long)]
    pub slowed: bool,
    /// The player steps away from a pursuing monster (needs --move): bare --pursuit or
    /// --pursuit jitter for a chaser still out of reach (energy ±1), --pursuit adjacent for
    /// one right behind the player (1/3 attack of opportunity).
    #[arg(
        long,
        value_enum,
        num_args = 0..=1,
        default_missing_value = "jitter",
        conflicts_with_all = ["wait", "attack_delay"]
    )]
    pub pursuit: Option<PursuitMode>,
}

/// How a monster pursues a player stepping away (`docs/rules/dcss-0.31.md` §7.5).
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum PursuitMode {
    /// Out of reach: its first move each round gains or loses 1 energy.
    Jitter,
    /// Right behind the player: 1/3 attack of opportunity, else the jitter.
    Adjacent,
}

impl PursuitMode {
    /// The scenario's pursuit.
    pub fn spec(self) -> PursuitSpec {
        match self {
            PursuitMode::Jitter => PursuitSpec::Jitter,
            PursuitMode::Adjacent => PursuitSpec::Adjacent,
        }
    }
}

fn parse_rules(s: &str) -> Result<ShieldRules, String> {
    s.parse()
}

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
#[command(after_help = "Examples:\n  \
    roguesim threat --monster \"orc knight\" --depth 10 --species human --dex 14 --str 16 --body \"scale mail\" --shield kite --shields-skill 6\n  \
    roguesim threat --monster ogre --ev 18 --sh 8 --player-action move\n  \
    roguesim threat --monster \"orc warrior\" --count 3 --ev 15 --format json\n  \
    roguesim threat --monster hydra --heads 6 --ev 20 --sh-internal 30 --block-limit 3\n  \
    roguesim threat --monster troll --ev 8 --ac 12 --hp 90")]
pub struct ThreatArgs {
    /// The monster, by the game's name (see `roguesim monsters`).
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
    #[arg(long, value_enum, default_value_t = PlayerActionArg::Attack)]
    pub player_action: PlayerActionArg,
    /// Your action delay in aut (movement delay with move, attack delay with attack;
    /// default 10).
    #[arg(long, allow_negative_numbers = true)]
    pub delay: Option<i32>,
    /// Your AC, with --ev (a build's comes from its armour).
    #[arg(long, allow_negative_numbers = true, conflicts_with_all = ["species", "character"])]
    pub ac: Option<i32>,
    /// Your HP at the start (default: the build's max HP).
    #[arg(long, allow_negative_numbers = true)]
    pub hp: Option<i32>,
    /// Shield rules.
    #[arg(long, default_value = "0.31", value_parser = parse_rules)]
    pub shield_rules: ShieldRules,
}

/// `roguesim damage`: one landed monster melee attack after the player's AC and GDR, and the
/// rounds a player survives (`docs/rules/dcss-0.31-damage.md`).
#[derive(Debug, Args)]
#[command(after_help = "Examples:\n  \
    roguesim damage --attack-damage 20 --weapon \"giant club\" --ac 12\n  \
    roguesim damage --attack-damage 25 --might --species minotaur --dex 10 --str 20 --body plate --armour-skill 10 --xl 14\n  \
    roguesim damage --attack-damage 12 --ac 8 --p-land 0.74 --attacks 3 --hp 35 --rounds 10 --format json")]
pub struct DamageArgs {
    /// A, the attack's damage (the monster table's; `roguesim monsters NAME`).
    #[arg(long, allow_negative_numbers = true)]
    pub attack_damage: i32,
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
    /// The player's AC as a number, instead of a build.
    #[arg(long, allow_negative_numbers = true, conflicts_with_all = ["species", "character"])]
    pub ac: Option<i32>,
    /// A DCSS 0.31 character dump to read the build from.
    #[arg(long, value_name = "FILE", conflicts_with = "species")]
    pub character: Option<PathBuf>,
    /// The build.
    #[command(flatten)]
    pub build: BuildArgs,
    /// P(an attack lands), for the rounds survived.
    #[arg(long)]
    pub p_land: Option<f64>,
    /// Attacks per round, for the rounds survived (default 1).
    #[arg(long)]
    pub attacks: Option<u32>,
    /// HP at the start (default: the build's max HP).
    #[arg(long, allow_negative_numbers = true)]
    pub hp: Option<i32>,
    /// Rounds P(dead within r rounds) covers (default 10).
    #[arg(long)]
    pub rounds: Option<u32>,
}
