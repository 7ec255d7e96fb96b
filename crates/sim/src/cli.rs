//! The `roguesim` command line (clap derive): parses flags into scenarios, runs them and
//! writes the report. `main.rs` only calls [`main_with_args`].

use std::ffi::OsString;
use std::path::PathBuf;

use clap::{Args, Parser, Subcommand};
use mechanics::dcss::shields::ShieldRules;
use mechanics::dcss::skills::Skill;

use crate::bench;
use crate::combat::{AttackerSpec, DefenderSpec, TurnSpec, build_from_spec};
use crate::engine::{DEFAULT_CHUNK_SIZE, RunConfig};
use crate::error::SimError;
use crate::report::{Format, RunMeta, json_envelope, write_output};
use crate::scenario::{DEFAULT_SET, Report, ScenarioFile};
use crate::speed::{DcssSpeedSpec, FrogAction, FrogSpeedSpec, FrogStart};
use mechanics::dcss::time::{PlayerAction, Pursuit};

/// Default seed when neither `--seed` nor the scenario file gives one.
pub const DEFAULT_SEED: u64 = 1;

/// Monte Carlo combat simulator for DCSS 0.31 (with the 0.19 shield contest) and
/// FrogComposband 7.1: exact probabilities of the games' real rolls, beside estimates from
/// millions of simulated exchanges with 95 % intervals.
///
/// With no command, runs the built-in scenarios (a shielded fighter against an orc pack,
/// a dodger against an HD 15 fighter, a +0 player against a +10 monster).
#[derive(Debug, Parser)]
#[command(name = "roguesim", version, about, long_about)]
#[command(after_help = "Examples:\n  \
    roguesim ev --species human --dex 15 --str 15 --body plate --armour-skill 5\n  \
    roguesim hit --monster-hd 10 --fighter --ev 20 --sh-internal 27\n  \
    roguesim turn --monster-hd 5 --ev 15 --sh-internal 27 --attacks 4 --shield-rules 0.19\n  \
    roguesim speed --player-speed 0 --monster-speed 10\n  \
    roguesim dcss-speed --monster-speed 10 --move 14\n  \
    roguesim run configs/plate-tower-vs-orc-warband.json --trials 10000000 --format json")]
pub struct Cli {
    /// What to do (default: the built-in scenarios).
    #[command(subcommand)]
    pub command: Option<Command>,
    /// Options for the built-in scenarios.
    #[command(flatten)]
    pub run: RunArgs,
}

/// The subcommands.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Run a scenario file (JSON; see configs/ and the README).
    Run {
        /// The scenario file.
        file: PathBuf,
    },
    /// A player's EV, SH and encumbrance, with the full breakdown (DCSS 0.31).
    Ev(EvArgs),
    /// One attack against a defender's EV and SH: true vs displayed chance to hit.
    Hit(HitArgs),
    /// A turn of K attacks against a shield: blocks and landed attacks per turn.
    Turn(TurnArgs),
    /// FrogComposband double moves: monster actions between two player actions.
    Speed(SpeedArgs),
    /// DCSS: how many times one monster acts per player action (speed, action costs,
    /// haste, pursuit).
    DcssSpeed(DcssSpeedArgs),
    /// Throughput of the roll loops against the raw generator.
    Bench(bench::BenchArgs),
}

/// Options shared by every simulation.
#[derive(Debug, Clone, Args)]
pub struct RunArgs {
    /// Monte Carlo trials (default: the scenario's, else 1000000).
    #[arg(long, global = true)]
    pub trials: Option<u64>,
    /// Seed; the same seed gives identical results for any thread count (default 1).
    #[arg(long, global = true)]
    pub seed: Option<u64>,
    /// Worker threads (default: all cores).
    #[arg(long, global = true)]
    pub threads: Option<usize>,
    /// Output format.
    #[arg(long, value_enum, default_value_t = Format::Table, global = true)]
    pub format: Format,
    /// Write the report to this file (atomically) instead of standard output.
    #[arg(long, global = true)]
    pub output: Option<PathBuf>,
    /// Trials per chunk (each chunk has its own seeded generator).
    #[arg(long, default_value_t = DEFAULT_CHUNK_SIZE, hide = true, global = true)]
    pub chunk_size: u64,
    /// Never show a progress bar.
    #[arg(long, global = true)]
    pub quiet: bool,
}

impl RunArgs {
    fn config(&self, trials: Option<u64>, seed: Option<u64>) -> RunConfig {
        RunConfig {
            trials: self.trials.or(trials).unwrap_or(1_000_000),
            seed: self.seed.or(seed).unwrap_or(DEFAULT_SEED),
            threads: self.threads,
            chunk_size: self.chunk_size,
            progress: !self.quiet,
        }
    }
}

/// `roguesim ev`: a build's EV and SH (`docs/rules/dcss-0.31.md` §4–§6).
#[derive(Debug, Args)]
pub struct EvArgs {
    /// Species, as the game spells it or its code (human, "deep elf", Sp).
    #[arg(long)]
    pub species: String,
    /// Dexterity (0–99).
    #[arg(long, allow_negative_numbers = true)]
    pub dex: i32,
    /// Strength (1–99).
    #[arg(long = "str", allow_negative_numbers = true)]
    pub strength: i32,
    /// Dodging skill (0–27, tenths allowed).
    #[arg(long, default_value_t = 0.0, allow_negative_numbers = true)]
    pub dodging: f64,
    /// Armour skill (0–27).
    #[arg(long, default_value_t = 0.0, allow_negative_numbers = true)]
    pub armour_skill: f64,
    /// Body armour (plate, "fire dragon scales", none).
    #[arg(long)]
    pub body: Option<String>,
    /// Shield (buckler, kite, tower, orb, none).
    #[arg(long)]
    pub shield: Option<String>,
    /// Shields skill (0–27).
    #[arg(long, default_value_t = 0.0, allow_negative_numbers = true)]
    pub shields_skill: f64,
    /// The shield's enchantment.
    #[arg(long, default_value_t = 0, allow_negative_numbers = true)]
    pub shield_plus: i32,
}

/// The attacker of `hit`.
#[derive(Debug, Args)]
#[group(required = true, multiple = false)]
pub struct AttackerArgs {
    /// A monster attacker's hit dice (1–30).
    #[arg(long, allow_negative_numbers = true)]
    pub monster_hd: Option<i32>,
    /// The player's pre-roll to-hit (the game's to_land), rolled as random2(N), against a
    /// flat EV.
    #[arg(long, allow_negative_numbers = true)]
    pub player_to_hit: Option<i32>,
}

/// `roguesim hit`: one attack (`docs/rules/dcss-0.31.md` §2, §6.3).
#[derive(Debug, Args)]
pub struct HitArgs {
    /// Who attacks: a monster or the player.
    #[command(flatten)]
    pub attacker: AttackerArgs,
    /// The monster is a fighter (M_FIGHTER) or archer (M_ARCHER).
    #[arg(long)]
    pub fighter: bool,
    /// The monster weapon's plus plus its PWPN_HIT.
    #[arg(long, default_value_t = 0, allow_negative_numbers = true)]
    pub weapon_to_hit: i32,
    /// The defender's EV.
    #[arg(long, allow_negative_numbers = true)]
    pub ev: i32,
    /// The defender's internal SH (twice the displayed SH); 0 for no shield.
    #[arg(long, default_value_t = 0, allow_negative_numbers = true)]
    pub sh_internal: i32,
    /// Shield rules.
    #[arg(long, default_value = "0.31", value_parser = parse_rules)]
    pub shield_rules: ShieldRules,
}

/// `roguesim turn`: K attacks in one defender turn (`docs/rules/dcss-0.31.md` §6.5,
/// `docs/rules/dcss-0.19-shields.md` §4.3).
#[derive(Debug, Args)]
pub struct TurnArgs {
    /// The attacking monster's hit dice (1–30).
    #[arg(long, allow_negative_numbers = true)]
    pub monster_hd: i32,
    /// The monster is a fighter (M_FIGHTER).
    #[arg(long)]
    pub fighter: bool,
    /// The monster weapon's plus plus its PWPN_HIT.
    #[arg(long, default_value_t = 0, allow_negative_numbers = true)]
    pub weapon_to_hit: i32,
    /// The defender's EV.
    #[arg(long, allow_negative_numbers = true)]
    pub ev: i32,
    /// The defender's internal SH (twice the displayed SH).
    #[arg(long, allow_negative_numbers = true)]
    pub sh_internal: i32,
    /// Attacks in the turn (1–32).
    #[arg(long)]
    pub attacks: u32,
    /// Shield rules: 0.31 (block limit) or 0.19 (pierce grows with earlier blocks).
    #[arg(long, value_parser = parse_rules)]
    pub shield_rules: ShieldRules,
    /// Blocks allowed per turn under 0.31 (buckler 2, kite 3, tower 4, no shield item 1;
    /// default 3).
    #[arg(long)]
    pub block_limit: Option<u32>,
    /// Turns per fight for the longest landed streak.
    #[arg(long, default_value_t = 1)]
    pub turns: u32,
}

/// `roguesim speed`: FrogComposband double moves (`docs/rules/frogcomposband-energy.md` §5, §8).
#[derive(Debug, Args)]
pub struct SpeedArgs {
    /// The player's displayed speed (−99 to 99; +10 is 10).
    #[arg(long, allow_negative_numbers = true)]
    pub player_speed: i32,
    /// The monster's displayed speed (−99 to 99).
    #[arg(long, allow_negative_numbers = true)]
    pub monster_speed: i32,
    /// The player's nominal action cost: walk 100, Fleet of Foot 60, tree 200, snow 133,
    /// archery bow_energy/shots.
    #[arg(long, default_value_t = 100, allow_negative_numbers = true)]
    pub player_action_cost: i32,
    /// The monster is a non-unique: its individual speed varies (get_mspeed).
    #[arg(long)]
    pub non_unique: bool,
    /// The player is hasted (+10).
    #[arg(long)]
    pub player_hasted: bool,
    /// The player is slowed (−10).
    #[arg(long)]
    pub player_slowed: bool,
    /// The monster is hasted (+10).
    #[arg(long)]
    pub monster_hasted: bool,
    /// The monster is slowed (−10).
    #[arg(long)]
    pub monster_slowed: bool,
    /// Player actions per window for "a double move within T actions".
    #[arg(long, default_value_t = 100)]
    pub window: u32,
    /// Report the long-run intervals, or only the first one after entering a level.
    #[arg(long, value_enum, default_value_t = FrogStart::Stationary)]
    pub start: FrogStart,
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

/// `roguesim dcss-speed`: DCSS monster actions per player action (`docs/rules/dcss-0.31.md` §7.3).
#[derive(Debug, Args)]
pub struct DcssSpeedArgs {
    /// The monster's speed (10 normal; 1–200).
    #[arg(long, allow_negative_numbers = true)]
    pub monster_speed: i32,
    /// Energy per monster action (10 normal, 15 for an ogre's attacks; 1–200).
    #[arg(long, default_value_t = 10, allow_negative_numbers = true)]
    pub monster_action_cost: i32,
    /// What the player does each action.
    #[command(flatten)]
    pub action: DcssActionArgs,
    /// The player is hasted.
    #[arg(long)]
    pub hasted: bool,
    /// The player is slowed.
    #[arg(long)]
    pub slowed: bool,
    /// Pursuit jitter (§7.5): the monster chases a player moving away (needs --move).
    #[arg(long)]
    pub pursuit: bool,
}

fn dcss_speed_spec(a: &DcssSpeedArgs) -> Result<DcssSpeedSpec, SimError> {
    check_range("--monster-speed", a.monster_speed, 1, 200)?;
    check_range("--monster-action-cost", a.monster_action_cost, 1, 200)?;
    let player_action = match (a.action.move_delay, a.action.attack_delay) {
        (Some(mv), _) => {
            check_range("--move", mv, 6, 100)?;
            PlayerAction::Move { mv }
        }
        (None, Some(delay)) => {
            check_range("--attack-delay", delay, 1, 100)?;
            PlayerAction::Attack { delay }
        }
        (None, None) => PlayerAction::Wait,
    };
    if a.pursuit && a.action.move_delay.is_none() {
        return Err(SimError::bad(
            "--pursuit",
            "only with --move: pursuit follows a player moving away",
        ));
    }
    Ok(DcssSpeedSpec {
        monster_speed: a.monster_speed,
        monster_action_cost: a.monster_action_cost,
        player_action,
        hasted: a.hasted,
        slowed: a.slowed,
        pursuit: if a.pursuit {
            Pursuit::Jitter
        } else {
            Pursuit::Off
        },
    })
}

fn parse_rules(s: &str) -> Result<ShieldRules, String> {
    s.parse()
}

fn check_skill(flag: &str, v: f64) -> Result<(), SimError> {
    Skill::from_f64(v)
        .map(|_| ())
        .map_err(|e| SimError::bad(flag, e))
}

fn check_range(flag: &str, v: i32, lo: i32, hi: i32) -> Result<(), SimError> {
    if (lo..=hi).contains(&v) {
        Ok(())
    } else {
        Err(SimError::bad(
            flag,
            format!("{v} is out of range: allowed {lo} to {hi}"),
        ))
    }
}

fn ev_command(a: &EvArgs, run: &RunArgs) -> Result<Vec<u8>, SimError> {
    let started = std::time::Instant::now();
    check_skill("--dodging", a.dodging)?;
    check_skill("--armour-skill", a.armour_skill)?;
    check_skill("--shields-skill", a.shields_skill)?;
    check_range("--str", a.strength, 1, 99)?;
    check_range("--dex", a.dex, 0, 99)?;
    check_range("--shield-plus", a.shield_plus, -9, 27)?;
    let spec = DefenderSpec {
        dex: Some(a.dex),
        strength: Some(a.strength),
        dodging: a.dodging,
        armour: a.armour_skill,
        shields: a.shields_skill,
        body: a.body.clone(),
        shield: a.shield.clone(),
        shield_plus: a.shield_plus,
        ..DefenderSpec::default()
    };
    let build = build_from_spec(&spec, &a.species).map_err(|e| match e {
        SimError::BadInput(m) => {
            SimError::BadInput(m.replace("defender.", "--").replace("defender:", "build:"))
        }
        other => other,
    })?;
    let breakdown = build.evasion(&mechanics::dcss::evasion::EvSituation::default());
    let sh = build.shield_class(false);
    let enc = build.encumbrance();
    let limit = mechanics::dcss::shields::block_limit(ShieldRules::V031, build.shield);
    let doc = serde_json::json!({
        "species": build.species.name,
        "body": build.body.map(|b| b.name),
        "shield": build.shield.map(|s| s.name),
        "ev": breakdown.ev,
        "sh": sh.displayed,
        "sh_internal": sh.internal,
        "block_limit": if build.shield.is_some() || sh.internal > 0 { limit } else { None },
        "breakdown": breakdown,
        "encumbrance": enc,
    });
    match run.format {
        Format::Json => {
            let inputs =
                serde_json::to_value(&spec).map_err(|e| SimError::Output(e.to_string()))?;
            json_envelope(
                &RunMeta::exact("dcss-0.31", started.elapsed()),
                &inputs,
                &doc,
            )
        }
        Format::Csv => {
            let mut rows = String::from("quantity,value\n");
            for (k, v) in [
                ("ev", breakdown.ev),
                ("sh", sh.displayed),
                ("sh_internal", sh.internal),
            ] {
                rows += &format!("{k},{v}\n");
            }
            for (k, v) in [
                ("body_penalty_x100", enc.body_penalty_x100),
                ("shield_penalty_x100", enc.shield_penalty_x100),
                ("spell_penalty", enc.spell_penalty),
                ("stealth_penalty", enc.stealth_penalty),
            ] {
                rows += &format!("{k},{v}\n");
            }
            Ok(rows.into_bytes())
        }
        Format::Table => Ok(ev_table(&build, &breakdown, &sh, &enc).into_bytes()),
    }
}

fn x100(v: i32) -> String {
    format!("{:.2}", f64::from(v) / 100.0)
}

/// The terminal view of `roguesim ev`: every step of the EV computation in the game's
/// order, then SH and encumbrance.
fn ev_table(
    build: &mechanics::dcss::build::Build,
    b: &mechanics::dcss::evasion::EvBreakdown,
    sh: &mechanics::dcss::shields::ShieldClass,
    enc: &mechanics::dcss::build::Encumbrance,
) -> String {
    let mut t = comfy_table::Table::new();
    t.load_style(comfy_table::presets::UTF8_FULL_CONDENSED);
    t.set_header(["step (dcss-0.31 §4.1)", "EV"]);
    let mut row = |k: &str, v: String| {
        t.add_row([k.to_string(), v]);
    };
    row(
        &format!("base 10 + size factor {}", b.size_factor),
        x100(b.base_x100),
    );
    row("dodging (raw)", x100(b.dodge_raw_x100));
    row(
        "dodging (after armour vs Str)",
        format!("+{}", x100(b.dodge_adjusted_x100)),
    );
    row(
        "body armour penalty",
        format!("-{}", x100(b.body_penalty_x100)),
    );
    if b.aux_penalty_x100 != 0 {
        row("barding penalty", format!("-{}", x100(b.aux_penalty_x100)));
    }
    row(
        "shield penalty",
        format!("-{}", x100(b.shield_penalty_x100)),
    );
    row("natural EV", x100(b.natural_x100));
    row("flat bonuses", format!("+{}", b.flat_bonuses));
    row("EV (rounded up)", b.ev.to_string());
    let delay = |d: &[(i32, f64)]| {
        d.iter()
            .filter(|(_, p)| *p > 0.0)
            .map(|(v, p)| format!("{v} aut: {p:.3}"))
            .collect::<Vec<_>>()
            .join(", ")
    };
    format!(
        "{} (Dex {}, Str {}), {}, {}\n{t}\nSH {} (internal {}), block limit {}\n\
         encumbrance: body ER {}, spell failure +{}, stealth -{}\n\
         launcher delay +{}\nshield attack delay +{}\n",
        build.species.name,
        build.dex,
        build.strength,
        build.body.map_or("no body armour", |a| a.name),
        build.shield.map_or("no shield", |s| s.name),
        sh.displayed,
        sh.internal,
        mechanics::dcss::shields::block_limit(ShieldRules::V031, build.shield)
            .map_or("-".into(), |l| l.to_string()),
        enc.body_er,
        enc.spell_penalty,
        enc.stealth_penalty,
        delay(&enc.launcher_delay),
        delay(&enc.shield_attack_delay),
    )
}

fn hit_spec(a: &HitArgs) -> Result<TurnSpec, SimError> {
    if let Some(hd) = a.attacker.monster_hd {
        check_range("--monster-hd", hd, 1, 30)?;
    }
    if let Some(t) = a.attacker.player_to_hit {
        check_range("--player-to-hit", t, 1, 1500)?;
    }
    check_range("--ev", a.ev, -50, 150)?;
    check_range("--sh-internal", a.sh_internal, 0, 200)?;
    Ok(TurnSpec {
        defender: DefenderSpec {
            ev: Some(a.ev),
            sh_internal: Some(a.sh_internal),
            ..DefenderSpec::default()
        },
        attackers: vec![AttackerSpec {
            monster_hd: a.attacker.monster_hd,
            player_to_hit: a.attacker.player_to_hit,
            fighter: a.fighter,
            weapon_to_hit: a.weapon_to_hit,
            attacks: 1,
            count: 1,
            ..AttackerSpec::default()
        }],
        shield_rules: a.shield_rules,
        situation: Default::default(),
        turns: 1,
    })
}

fn turn_spec(a: &TurnArgs) -> Result<TurnSpec, SimError> {
    check_range("--monster-hd", a.monster_hd, 1, 30)?;
    check_range("--ev", a.ev, -50, 150)?;
    check_range("--sh-internal", a.sh_internal, 0, 200)?;
    if !(1..=32).contains(&a.attacks) {
        return Err(SimError::bad(
            "--attacks",
            format!("{} is out of range: allowed 1 to 32", a.attacks),
        ));
    }
    if let Some(l) = a.block_limit {
        check_range("--block-limit", l as i32, 0, 32)?;
    }
    if !(1..=512).contains(&(a.turns as usize * a.attacks as usize)) {
        return Err(SimError::bad(
            "--turns",
            format!(
                "{} is out of range: allowed 1 to {} with {} attacks",
                a.turns,
                512 / a.attacks,
                a.attacks
            ),
        ));
    }
    if a.block_limit.is_some() && a.shield_rules == ShieldRules::V019 {
        return Err(SimError::bad(
            "--block-limit",
            "only with --shield-rules 0.31 (0.19 has no limit)",
        ));
    }
    Ok(TurnSpec {
        defender: DefenderSpec {
            ev: Some(a.ev),
            sh_internal: Some(a.sh_internal),
            block_limit: a.block_limit,
            ..DefenderSpec::default()
        },
        attackers: vec![AttackerSpec {
            monster_hd: Some(a.monster_hd),
            fighter: a.fighter,
            weapon_to_hit: a.weapon_to_hit,
            attacks: a.attacks,
            count: 1,
            ..AttackerSpec::default()
        }],
        shield_rules: a.shield_rules,
        situation: Default::default(),
        turns: a.turns,
    })
}

fn speed_spec(a: &SpeedArgs) -> Result<FrogSpeedSpec, SimError> {
    check_range("--player-speed", a.player_speed, -99, 99)?;
    check_range("--monster-speed", a.monster_speed, -99, 99)?;
    check_range("--player-action-cost", a.player_action_cost, 1, 1000)?;
    if a.window == 0 {
        return Err(SimError::bad(
            "--window",
            "0 is out of range: at least 1 player action",
        ));
    }
    Ok(FrogSpeedSpec {
        player_speed: a.player_speed,
        monster_speed: a.monster_speed,
        player_action: FrogAction::Cost {
            energy_use: a.player_action_cost,
        },
        player_hasted: a.player_hasted,
        player_slowed: a.player_slowed,
        monster_hasted: a.monster_hasted,
        monster_slowed: a.monster_slowed,
        non_unique: a.non_unique,
        window: a.window,
        start: a.start,
    })
}

fn scenario(name: &str, f: &dyn Fn(&mut ScenarioFile)) -> ScenarioFile {
    let mut s = ScenarioFile {
        name: name.to_string(),
        description: String::new(),
        trials: None,
        seed: None,
        hit: None,
        turn: None,
        speed: None,
        dcss_speed: None,
    };
    f(&mut s);
    s
}

fn render_many(reports: &[Report], format: Format) -> Result<Vec<u8>, SimError> {
    match (format, reports) {
        (_, [one]) => one.render(format),
        (Format::Json, _) => {
            let docs = reports
                .iter()
                .map(|r| {
                    r.json().and_then(|b| {
                        serde_json::from_slice(&b).map_err(|e| SimError::Output(e.to_string()))
                    })
                })
                .collect::<Result<Vec<serde_json::Value>, _>>()?;
            let mut out = serde_json::to_vec_pretty(&serde_json::json!({ "scenarios": docs }))
                .map_err(|e| SimError::Output(e.to_string()))?;
            out.push(b'\n');
            Ok(out)
        }
        (Format::Csv, _) => {
            let mut out = Vec::new();
            for (i, r) in reports.iter().enumerate() {
                let csv = r.render(Format::Csv)?;
                let body = if i == 0 {
                    &csv[..]
                } else {
                    csv.splitn(2, |&b| b == b'\n').nth(1).unwrap_or(&[])
                };
                out.extend_from_slice(body);
            }
            Ok(out)
        }
        (Format::Table, _) => Ok(reports
            .iter()
            .map(Report::table)
            .collect::<Vec<_>>()
            .join("\n")
            .into_bytes()),
    }
}

/// Runs the command line `args` (the first being the program name) and returns the exit
/// code: 0 on success, 2 for bad input, 1 for other failures. Errors are printed to
/// standard error as one line.
pub fn main_with_args(args: impl IntoIterator<Item = impl Into<OsString> + Clone>) -> u8 {
    let cli = match Cli::try_parse_from(args) {
        Ok(c) => c,
        Err(e) => {
            let _ = e.print();
            return if e.use_stderr() { 2 } else { 0 };
        }
    };
    match execute(&cli) {
        Ok(()) => 0,
        Err(e) => {
            eprintln!("error: {e}");
            e.exit_code()
        }
    }
}

fn execute(cli: &Cli) -> Result<(), SimError> {
    let run = &cli.run;
    // A scenario given by flags: run it with the flags' trials and seed.
    let one = |name: &str, fill: &dyn Fn(&mut ScenarioFile)| -> Result<Vec<u8>, SimError> {
        scenario(name, fill)
            .run(&run.config(None, None))?
            .render(run.format)
    };
    let bytes = match &cli.command {
        None => {
            let reports = DEFAULT_SET
                .iter()
                .map(|(origin, text)| {
                    let s = ScenarioFile::parse(origin, text)?;
                    s.run(&run.config(s.trials, s.seed))
                })
                .collect::<Result<Vec<_>, _>>()?;
            render_many(&reports, run.format)?
        }
        Some(Command::Run { file }) => {
            let s = ScenarioFile::load(file)?;
            s.run(&run.config(s.trials, s.seed))?.render(run.format)?
        }
        Some(Command::Ev(a)) => ev_command(a, run)?,
        Some(Command::Hit(a)) => {
            let spec = hit_spec(a)?;
            one("one attack", &|s| s.hit = Some(spec.clone()))?
        }
        Some(Command::Turn(a)) => {
            let spec = turn_spec(a)?;
            one("one defender turn", &|s| s.turn = Some(spec.clone()))?
        }
        Some(Command::Speed(a)) => {
            let spec = speed_spec(a)?;
            one("double moves", &|s| s.speed = Some(spec))?
        }
        Some(Command::DcssSpeed(a)) => {
            let spec = dcss_speed_spec(a)?;
            one("monster actions per player action", &|s| {
                s.dcss_speed = Some(spec)
            })?
        }
        Some(Command::Bench(a)) => bench::run_bench(a, run.threads, run.format)?,
    };
    write_output(cli.run.output.as_deref(), &bytes)
}
