//! DCSS attacks and defender turns: the scenario description, its resolution into the
//! `mechanics` rules, the Monte Carlo experiments and their reports
//! (`docs/rules/dcss-0.31.md` §2–§6, `docs/rules/dcss-0.19-shields.md` §2–§4).
//!
//! A defender (a player build, or EV and SH as numbers) receives a turn of attacks from
//! one or more attackers; every attack rolls to-hit against EV, then the shield contest
//! under 0.31 (block limit) or 0.19 (pierce grows with earlier blocks) rules.

use mechanics::dcss::attack::{Attack, Attacker, DefenderShield, PlayerPreRoll};
use mechanics::dcss::build::{Build, Encumbrance};
use mechanics::dcss::data;
use mechanics::dcss::display::{mon_shown_pct, to_hit_pct};
use mechanics::dcss::evasion::{EvBonuses, EvBreakdown, EvSituation};
use mechanics::dcss::shields::{Blocker, ExtraSh, ShieldRules, block_limit};
use mechanics::dcss::skills::Skill;
use mechanics::dcss::to_hit::{HitModifiers, MonsterAttacker};
use mechanics::dcss::turn::{Turn, TurnDistribution};
use mechanics::sampling::dcss_exchange::{CompiledAttack, CompiledTurn};
use rand_xoshiro::Xoshiro256PlusPlus;
use serde::{Deserialize, Serialize};

use crate::engine::{Accumulator, Experiment, RunConfig, RunOutcome, run};
use crate::error::SimError;
use crate::report::{ProbRow, RunMeta, distribution_rows, percentile_rows};
use crate::stats::{Interval, Proportion};

/// Most attacks in one defender turn.
pub const MAX_ATTACKS: usize = 32;
/// Longest fight, in attacks, whose landed streak is tracked.
pub const MAX_FIGHT_ATTACKS: usize = 512;

/// The defender: a player build by species and equipment, or EV and SH as numbers
/// (`docs/rules/dcss-0.31.md` §4, §6). Give either `species` (with `dex` and `str`) or `ev`.
#[derive(Clone, Debug, Default, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct DefenderSpec {
    /// Species name or code ("Human", "Hu", "deep elf").
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub species: Option<String>,
    /// Dexterity (with `species`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub dex: Option<i32>,
    /// Strength (with `species`).
    #[serde(default, rename = "str", skip_serializing_if = "Option::is_none")]
    pub strength: Option<i32>,
    /// Dodging skill, 0–27 (tenths allowed).
    #[serde(default)]
    pub dodging: f64,
    /// Armour skill, 0–27.
    #[serde(default)]
    pub armour: f64,
    /// Shields skill, 0–27.
    #[serde(default)]
    pub shields: f64,
    /// Body armour name ("plate", "fire dragon scales"); none if absent.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub body: Option<String>,
    /// Shield name ("buckler", "kite", "tower", "orb"); none if absent.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub shield: Option<String>,
    /// The shield's enchantment.
    #[serde(default)]
    pub shield_plus: i32,
    /// Form ("bat", "dragon", ...).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub form: Option<String>,
    /// Wearing barding (−2 EV).
    #[serde(default)]
    pub barding: bool,
    /// Flat EV bonuses (rings, agility, acrobat, ...).
    #[serde(default)]
    pub bonuses: EvBonuses,
    /// SH from other sources (amulet of reflection, bone plates, ...).
    #[serde(default)]
    pub extra_sh: ExtraSh,
    /// EV as a number, instead of a build (the status-line EV).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ev: Option<i32>,
    /// Internal SH as a number (the game's `player_shield_class()`, twice the shown SH).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub sh_internal: Option<i32>,
    /// The 0.31 per-turn block limit with `sh_internal` (buckler 2, kite 3, tower 4,
    /// no shield item 1); default 3.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub block_limit: Option<u32>,
}

/// One attacker: a monster by HD, or the player by pre-roll to-hit (`docs/rules/dcss-0.31.md`
/// §2.2, §3.1). Give either `monster_hd` or `player_to_hit`.
#[derive(Clone, Debug, Default, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct AttackerSpec {
    /// A label for reports ("orc warrior").
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
    /// Monster hit dice, 1–30.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub monster_hd: Option<i32>,
    /// `M_FIGHTER` (melee) or `M_ARCHER` (missiles).
    #[serde(default)]
    pub fighter: bool,
    /// The monster weapon's plus plus its `PWPN_HIT`.
    #[serde(default)]
    pub weapon_to_hit: i32,
    /// The player's pre-roll to-hit (the game's `to_land`), rolled as `random2(N)`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub player_to_hit: Option<i32>,
    /// Attacks per round (a monster's attack slots), 1–4 typical.
    #[serde(default = "one")]
    pub attacks: u32,
    /// How many such attackers act in the turn.
    #[serde(default = "one")]
    pub count: u32,
    /// The attacker is confused: −5 to-hit.
    #[serde(default)]
    pub confused: bool,
}

fn one() -> u32 {
    1
}

/// Situational modifiers (`docs/rules/dcss-0.31.md` §2.3, §3.3, §4.1, §6.3).
#[derive(Clone, Copy, Debug, Default, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct SituationSpec {
    /// The defender cannot see the attackers: EV −10 and block value ÷3.
    #[serde(default)]
    pub unseen_attacker: bool,
    /// The attackers cannot see the defender: monster to-hit −35 %.
    #[serde(default)]
    pub invisible_defender: bool,
    /// Constricted: EV −3.
    #[serde(default)]
    pub constricted: bool,
    /// Caught in a net or web: natural EV halved, cannot block.
    #[serde(default)]
    pub caught: bool,
    /// Petrifying: natural EV halved.
    #[serde(default)]
    pub petrifying: bool,
    /// Asleep, paralysed or petrified: helpless EV, cannot block.
    #[serde(default)]
    pub helpless: bool,
    /// Confused defender: cannot block.
    #[serde(default)]
    pub confused: bool,
    /// Vertigo: EV −5.
    #[serde(default)]
    pub vertigo: bool,
    /// Standing in water (merfolk bonus).
    #[serde(default)]
    pub in_water: bool,
    /// The defender is backlit: to-hit +5.
    #[serde(default)]
    pub backlit: bool,
    /// The defender has an umbra the attackers cannot see through: to-hit −3.
    #[serde(default)]
    pub umbra: bool,
}

/// A defender turn (`docs/rules/dcss-0.31.md` §6.5): who defends, who attacks, under which
/// shield rules, and how many turns a fight lasts for the streak statistics.
#[derive(Clone, Debug, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct TurnSpec {
    /// The defender.
    pub defender: DefenderSpec,
    /// The attackers, acting in this order within the turn.
    pub attackers: Vec<AttackerSpec>,
    /// "0.31" (block limit, default) or "0.19" (pierce grows with earlier blocks).
    #[serde(default)]
    pub shield_rules: ShieldRules,
    /// Situational modifiers.
    #[serde(default)]
    pub situation: SituationSpec,
    /// Turns per fight for the longest-streak statistic (each trial is one fight).
    #[serde(default = "one")]
    pub turns: u32,
}

/// What the defender's numbers come to (`docs/rules/dcss-0.31.md` §4, §6).
#[derive(Clone, Debug, Serialize)]
pub struct Derived {
    /// EV against these attacks (with the situation applied).
    pub ev: i32,
    /// Displayed SH.
    pub sh: i32,
    /// Internal SH used in the block contest.
    pub sh_internal: i32,
    /// Blocks allowed per turn (0.31), or null (0.19: no limit).
    pub block_limit: Option<u32>,
    /// Attacks per turn.
    pub attacks_per_turn: usize,
    /// The EV breakdown, for a build.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub breakdown: Option<EvBreakdown>,
    /// The encumbrance summary, for a build.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub encumbrance: Option<Encumbrance>,
    /// What the game displays for each attacker ("about N% to hit you"), in order.
    pub display_pct: Vec<i32>,
}

/// A turn spec resolved into the rules: the mechanics `Turn` and what was derived.
#[derive(Clone, Debug)]
pub struct Resolved {
    /// The attacks of one turn, in order.
    pub turn: Turn,
    /// Derived defender numbers.
    pub derived: Derived,
}

fn skill(field: &str, v: f64) -> Result<Skill, SimError> {
    Skill::from_f64(v).map_err(|e| SimError::bad(field, e))
}

fn lookup<T, E: std::fmt::Display>(field: &str, r: Result<T, E>) -> Result<T, SimError> {
    r.map_err(|e| SimError::bad(field, e))
}

/// Builds and validates a player defender from its description (`docs/rules/dcss-0.31.md` §4–§6,
/// §8).
pub fn build_from_spec(d: &DefenderSpec, species: &str) -> Result<Build, SimError> {
    let sp = lookup("defender.species", data::species(species))?;
    let dex = d
        .dex
        .ok_or_else(|| SimError::bad("defender.dex", "required with species (0 to 99)"))?;
    let strength = d
        .strength
        .ok_or_else(|| SimError::bad("defender.str", "required with species (1 to 99)"))?;
    let build = Build {
        dodging: skill("defender.dodging", d.dodging)?,
        armour: skill("defender.armour", d.armour)?,
        shields: skill("defender.shields", d.shields)?,
        body: lookup(
            "defender.body",
            data::body_armour(d.body.as_deref().unwrap_or("none")),
        )?,
        shield: lookup(
            "defender.shield",
            data::shield(d.shield.as_deref().unwrap_or("none")),
        )?,
        shield_plus: d.shield_plus,
        form: lookup(
            "defender.form",
            data::form(d.form.as_deref().unwrap_or("none")),
        )?,
        aux: {
            let mut aux = mechanics::dcss::build::AuxSet::default();
            if d.barding {
                aux.wear(mechanics::dcss::build::AuxPiece {
                    item: lookup("defender.barding", data::aux_armour("barding"))?,
                    plus: 0,
                });
            }
            aux
        },
        bonuses: d.bonuses,
        extra_sh: d.extra_sh,
        ..Build::new(sp, dex, strength)
    };
    build
        .validate()
        .map_err(|e| SimError::bad(&format!("defender.{}", e.field()), e))?;
    Ok(build)
}

/// The defender as the attacks see it: EV, SH and block limit, plus what a build
/// derives (`docs/rules/dcss-0.31.md` §4–§6).
struct DefenderNumbers {
    ev: i32,
    sh: mechanics::dcss::shields::ShieldClass,
    limit: Option<u32>,
    breakdown: Option<EvBreakdown>,
    encumbrance: Option<Encumbrance>,
}

fn out_of_range(field: &str, value: impl std::fmt::Display, allowed: &str) -> SimError {
    SimError::bad(field, format!("{value} is out of range: allowed {allowed}"))
}

impl TurnSpec {
    /// Resolves names, validates ranges and builds the turn (`docs/rules/dcss-0.31.md` §2–§6).
    pub fn resolve(&self) -> Result<Resolved, SimError> {
        let s = &self.situation;
        let incapacitated = s.caught || s.helpless || s.confused;
        let d = self.defender_numbers(incapacitated)?;
        let shield = (d.sh.internal > 0).then_some(DefenderShield {
            blocker: Blocker::Player {
                sh_internal: d.sh.internal,
            },
            unseen_attacker: s.unseen_attacker,
            incapacitated,
            rules: self.shield_rules,
        });
        if self.attackers.is_empty() {
            return Err(SimError::bad("attackers", "give at least one attacker"));
        }
        let mut attacks = Vec::new();
        let mut display_pct = Vec::new();
        for (i, a) in self.attackers.iter().enumerate() {
            let mods = HitModifiers {
                confused: a.confused,
                defender_unseen: s.invisible_defender,
                backlit: s.backlit,
                umbra: s.umbra,
                ..HitModifiers::default()
            };
            let (attacker, shown) =
                attacker(&format!("attackers[{i}]"), a, &mods, d.ev, d.sh.internal)?;
            display_pct.push(shown);
            let copies = u64::from(a.count) * u64::from(a.attacks);
            if attacks.len() as u64 + copies > MAX_ATTACKS as u64 {
                return Err(SimError::bad(
                    "attackers",
                    format!("at most {MAX_ATTACKS} attacks per turn"),
                ));
            }
            let attack = Attack {
                attacker,
                mods,
                ev: d.ev,
                shield,
            };
            attacks.extend(std::iter::repeat_n(attack, copies as usize));
        }
        if self.turns == 0 || self.turns as usize * attacks.len() > MAX_FIGHT_ATTACKS {
            let most = MAX_FIGHT_ATTACKS / attacks.len();
            return Err(out_of_range(
                "turns",
                self.turns,
                &format!("1 to {most} for {} attacks per turn", attacks.len()),
            ));
        }
        let derived = Derived {
            ev: d.ev,
            sh: d.sh.displayed,
            sh_internal: d.sh.internal,
            block_limit: d.limit.filter(|_| d.sh.internal > 0),
            attacks_per_turn: attacks.len(),
            breakdown: d.breakdown,
            encumbrance: d.encumbrance,
            display_pct,
        };
        Ok(Resolved {
            turn: Turn {
                attacks,
                block_limit: d.limit,
            },
            derived,
        })
    }

    /// The defender's EV, SH and block limit: from a build (with the situation applied to
    /// its EV breakdown), or from numbers (`docs/rules/dcss-0.31.md` §3.3, §4, §6).
    fn defender_numbers(&self, incapacitated: bool) -> Result<DefenderNumbers, SimError> {
        let (d, s) = (&self.defender, &self.situation);
        match (&d.species, d.ev) {
            (Some(_), Some(_)) => Err(SimError::bad(
                "defender",
                "give either species (a build) or ev, not both",
            )),
            (None, None) => Err(SimError::bad(
                "defender",
                "give species (with dex and str) or ev",
            )),
            (Some(species), None) => {
                if d.sh_internal.is_some() || d.block_limit.is_some() {
                    return Err(SimError::bad(
                        "defender.sh_internal",
                        "a build's SH comes from its shield; drop sh_internal and block_limit",
                    ));
                }
                let build = build_from_spec(d, species)?;
                let breakdown = build.evasion(&EvSituation {
                    helpless: s.helpless,
                    vertigo: s.vertigo,
                    petrifying: s.petrifying,
                    caught: s.caught,
                    constricted: s.constricted,
                    in_water: s.in_water,
                    unseen_attacker: s.unseen_attacker,
                });
                Ok(DefenderNumbers {
                    ev: breakdown.ev,
                    sh: build.shield_class(incapacitated),
                    limit: block_limit(self.shield_rules, build.shield),
                    breakdown: Some(breakdown),
                    encumbrance: Some(build.encumbrance()),
                })
            }
            (None, Some(ev)) => {
                if !(-50..=150).contains(&ev) {
                    return Err(out_of_range("defender.ev", ev, "-50 to 150"));
                }
                let psc = d.sh_internal.unwrap_or(0);
                if !(0..=200).contains(&psc) {
                    return Err(out_of_range("defender.sh_internal", psc, "0 to 200"));
                }
                let limit = match self.shield_rules {
                    ShieldRules::V019 => None,
                    ShieldRules::V031 => Some(d.block_limit.unwrap_or(3)),
                };
                if let Some(l) = limit.filter(|&l| l > MAX_ATTACKS as u32) {
                    return Err(out_of_range("defender.block_limit", l, "0 to 32"));
                }
                // The number is the status-line EV; an unseen attacker still costs 10.
                let psc = if incapacitated { 0 } else { psc };
                Ok(DefenderNumbers {
                    ev: ev - if s.unseen_attacker { 10 } else { 0 },
                    sh: mechanics::dcss::shields::ShieldClass {
                        raw_x100: psc * 100,
                        internal: psc,
                        displayed: psc / 2,
                    },
                    limit,
                    breakdown: None,
                    encumbrance: None,
                })
            }
        }
    }
}

/// One attacker and what the game displays for it (`docs/rules/dcss-0.31.md` §2.4, §3.1).
fn attacker(
    field: &str,
    a: &AttackerSpec,
    mods: &HitModifiers,
    ev: i32,
    sh_internal: i32,
) -> Result<(Attacker, i32), SimError> {
    if a.count == 0 || a.attacks == 0 {
        return Err(SimError::bad(field, "count and attacks must be at least 1"));
    }
    match (a.monster_hd, a.player_to_hit) {
        (Some(hd), None) => {
            if !(1..=30).contains(&hd) {
                return Err(out_of_range(&format!("{field}.monster_hd"), hd, "1 to 30"));
            }
            if !(-20..=1500).contains(&a.weapon_to_hit) {
                return Err(out_of_range(
                    &format!("{field}.weapon_to_hit"),
                    a.weapon_to_hit,
                    "-20 to 1500",
                ));
            }
            let m = MonsterAttacker {
                hd,
                fighter: a.fighter,
                weapon_to_hit: a.weapon_to_hit,
                slaying: 0,
            };
            Ok((
                Attacker::Monster(m),
                mon_shown_pct(m.to_land(mods), ev, hd, sh_internal),
            ))
        }
        (None, Some(t)) => {
            if !(1..=1500).contains(&t) {
                return Err(out_of_range(
                    &format!("{field}.player_to_hit"),
                    t,
                    "1 to 1500",
                ));
            }
            Ok((
                Attacker::Player(PlayerPreRoll::Fixed(t)),
                to_hit_pct(t, ev, mods.total(0, false)),
            ))
        }
        _ => Err(SimError::bad(
            field,
            "give exactly one of monster_hd or player_to_hit",
        )),
    }
}

/// Per-chunk counts of the turn experiment: fixed arrays, merged by addition.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TurnAcc {
    /// Turns simulated.
    pub turns: u64,
    /// Turns with b blocks.
    pub blocks: [u64; MAX_ATTACKS + 1],
    /// Turns with j landed attacks.
    pub lands: [u64; MAX_ATTACKS + 1],
    /// Per attack index: [missed, blocked, landed].
    pub per_attack: [[u64; 3]; MAX_ATTACKS],
    /// Fights whose longest run of consecutive landed attacks is s.
    pub streak: [u64; MAX_FIGHT_ATTACKS + 1],
}

impl Default for TurnAcc {
    fn default() -> Self {
        TurnAcc {
            turns: 0,
            blocks: [0; MAX_ATTACKS + 1],
            lands: [0; MAX_ATTACKS + 1],
            per_attack: [[0; 3]; MAX_ATTACKS],
            streak: [0; MAX_FIGHT_ATTACKS + 1],
        }
    }
}

impl Accumulator for TurnAcc {
    fn merge(&mut self, other: Self) {
        self.turns += other.turns;
        for (a, b) in self.blocks.iter_mut().zip(other.blocks) {
            *a += b;
        }
        for (a, b) in self.lands.iter_mut().zip(other.lands) {
            *a += b;
        }
        for (a, b) in self.per_attack.iter_mut().zip(other.per_attack) {
            for (x, y) in a.iter_mut().zip(b) {
                *x += y;
            }
        }
        for (a, b) in self.streak.iter_mut().zip(other.streak) {
            *a += b;
        }
    }
}

/// The turn experiment: each trial is one fight of `turns` defender turns.
pub struct TurnExperiment {
    turn: CompiledTurn,
    turns: u32,
}

impl TurnExperiment {
    /// Compiles the turn for the hot loop.
    pub fn new(turn: &Turn, turns: u32) -> Self {
        TurnExperiment {
            turn: CompiledTurn::compile(turn),
            turns,
        }
    }
}

impl Experiment for TurnExperiment {
    type Acc = TurnAcc;

    fn run_chunk(&self, rng: &mut Xoshiro256PlusPlus, trials: u64, acc: &mut TurnAcc) {
        for _ in 0..trials {
            let (mut run, mut longest) = (0usize, 0usize);
            for _ in 0..self.turns {
                let (b, l) = self.turn.roll(rng, |k, outcome| {
                    acc.per_attack[k][outcome.index()] += 1;
                    let landed = usize::from(outcome == mechanics::dcss::attack::Outcome::Landed);
                    run = (run + 1) * landed;
                    longest = longest.max(run);
                });
                acc.blocks[b as usize] += 1;
                acc.lands[l as usize] += 1;
            }
            acc.streak[longest] += 1;
        }
        acc.turns += trials * u64::from(self.turns);
    }
}

/// Estimates with their 95 % Wilson intervals and distance from the exact values.
#[derive(Clone, Debug, Serialize)]
pub struct Estimated<T> {
    /// The estimates, keyed like the exact values.
    #[serde(flatten)]
    pub values: T,
    /// 95 % intervals, keyed like the values.
    pub intervals: serde_json::Value,
    /// (estimate − exact) / standard error, keyed like the values.
    pub sigmas: serde_json::Value,
}

/// Exact turn quantities (`mechanics::dcss::attack::Turn::exact`).
#[derive(Clone, Debug, Serialize)]
pub struct TurnExact {
    /// P(b blocks), index = b.
    pub blocks_distribution: Vec<f64>,
    /// P(j attacks land), index = j.
    pub lands_distribution: Vec<f64>,
    /// P(attack k is blocked), index = k.
    pub p_block_by_attack: Vec<f64>,
    /// P(attack k lands), index = k.
    pub p_land_by_attack: Vec<f64>,
    /// P(attack k misses), index = k.
    pub p_miss_by_attack: Vec<f64>,
    /// P(at least j attacks land), index = j.
    pub p_at_least_lands: Vec<f64>,
}

impl TurnExact {
    fn new(d: &TurnDistribution) -> Self {
        TurnExact {
            blocks_distribution: d.blocks.clone(),
            lands_distribution: d.lands.clone(),
            p_block_by_attack: d.p_block_by_attack.clone(),
            p_land_by_attack: d.p_land_by_attack.clone(),
            p_miss_by_attack: d.p_miss_by_attack.clone(),
            p_at_least_lands: (0..d.lands.len()).map(|j| d.p_at_least_lands(j)).collect(),
        }
    }
}

/// The complete result of a turn scenario, ready for every output format.
#[derive(Clone, Debug, Serialize)]
pub struct TurnReport {
    /// Derived defender numbers.
    pub derived: Derived,
    /// Exact values.
    pub exact: TurnExact,
    /// Monte Carlo estimates with intervals.
    pub estimate: Estimated<TurnExact>,
    /// Fights simulated, turns per fight, and the longest-streak distribution.
    pub streaks: Streaks,
    /// Percentiles of the blocks and landed attacks per turn (HDR histograms of the
    /// merged counts).
    pub histograms: TurnHistograms,
    /// One row per quantity (the table and CSV views).
    #[serde(skip)]
    pub rows: Vec<ProbRow>,
    /// Run metadata.
    #[serde(skip)]
    pub meta: RunMeta,
}

/// Percentiles of the per-turn counts.
#[derive(Clone, Debug, Serialize)]
pub struct TurnHistograms {
    /// Blocks per turn.
    pub blocks: Option<crate::engine::Percentiles>,
    /// Landed attacks per turn.
    pub lands: Option<crate::engine::Percentiles>,
}

/// The longest run of consecutive landed attacks within a fight.
#[derive(Clone, Debug, Serialize)]
pub struct Streaks {
    /// Turns per fight.
    pub turns_per_fight: u32,
    /// Fights simulated.
    pub fights: u64,
    /// P(longest streak = s), index = s (estimate).
    pub longest_distribution: Vec<f64>,
    /// The exact P(longest streak = s), for fights of at most 64 attacks.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub exact_longest_distribution: Option<Vec<f64>>,
    /// Percentiles of the longest streak.
    pub percentiles: Option<crate::engine::Percentiles>,
}

fn props(counts: &[u64], total: u64) -> Vec<Proportion> {
    counts.iter().map(|&c| Proportion::new(c, total)).collect()
}

fn intervals(ps: &[Proportion]) -> Vec<[f64; 2]> {
    ps.iter()
        .map(|p| {
            let Interval { lo, hi } = p.wilson95();
            [lo, hi]
        })
        .collect()
}

fn sigmas(ps: &[Proportion], exact: &[f64]) -> Vec<Option<f64>> {
    ps.iter()
        .zip(exact)
        .map(|(p, &e)| p.sigmas_from(e).filter(|s| s.is_finite()))
        .collect()
}

/// Runs a turn scenario: exact values and the Monte Carlo estimate.
pub fn run_turn(spec: &TurnSpec, cfg: &RunConfig) -> Result<TurnReport, SimError> {
    let resolved = spec.resolve()?;
    let exact = TurnExact::new(&resolved.turn.exact());
    let outcome: RunOutcome<TurnAcc> = run(&TurnExperiment::new(&resolved.turn, spec.turns), cfg)?;
    let acc = &outcome.acc;
    let n = resolved.turn.attacks.len();
    let turns = acc.turns;
    let blocks = props(&acc.blocks[..=n], turns);
    let lands = props(&acc.lands[..=n], turns);
    let per = |i: usize| -> Vec<Proportion> {
        (0..n)
            .map(|k| Proportion::new(acc.per_attack[k][i], turns))
            .collect()
    };
    let (miss, block, land) = (per(0), per(1), per(2));
    let at_least: Vec<Proportion> = (0..=n)
        .map(|j| Proportion::new(acc.lands[j..=n].iter().sum(), turns))
        .collect();
    let est = |ps: &[Proportion]| ps.iter().map(Proportion::estimate).collect::<Vec<_>>();
    let values = TurnExact {
        blocks_distribution: est(&blocks),
        lands_distribution: est(&lands),
        p_block_by_attack: est(&block),
        p_land_by_attack: est(&land),
        p_miss_by_attack: est(&miss),
        p_at_least_lands: est(&at_least),
    };
    let keyed = |f: &dyn Fn(&[Proportion], &[f64]) -> serde_json::Value| {
        serde_json::json!({
            "blocks_distribution": f(&blocks, &exact.blocks_distribution),
            "lands_distribution": f(&lands, &exact.lands_distribution),
            "p_block_by_attack": f(&block, &exact.p_block_by_attack),
            "p_land_by_attack": f(&land, &exact.p_land_by_attack),
            "p_miss_by_attack": f(&miss, &exact.p_miss_by_attack),
            "p_at_least_lands": f(&at_least, &exact.p_at_least_lands),
        })
    };
    let estimate = Estimated {
        values,
        intervals: keyed(&|p, _| serde_json::json!(intervals(p))),
        sigmas: keyed(&|p, e| serde_json::json!(sigmas(p, e))),
    };
    let fights = outcome.trials;
    let max_streak = n * spec.turns as usize;
    let streak_counts = &acc.streak[..=max_streak];
    let exact_streak = resolved.turn.longest_streak_exact(spec.turns);
    let streaks = Streaks {
        turns_per_fight: spec.turns,
        fights,
        exact_longest_distribution: exact_streak.clone(),
        longest_distribution: streak_counts
            .iter()
            .map(|&c| c as f64 / fights as f64)
            .collect(),
        percentiles: crate::engine::Percentiles::from_counts(streak_counts)?,
    };
    let histograms = TurnHistograms {
        blocks: crate::engine::Percentiles::from_counts(&acc.blocks[..=n])?,
        lands: crate::engine::Percentiles::from_counts(&acc.lands[..=n])?,
    };
    let mut rows = Vec::new();
    for k in 0..n {
        let section = format!("attack {}", k + 1);
        rows.push(
            ProbRow::new(&section, "P(land)")
                .with_exact(exact.p_land_by_attack[k])
                .with_proportion(land[k]),
        );
        rows.push(
            ProbRow::new(&section, "P(block)")
                .with_exact(exact.p_block_by_attack[k])
                .with_proportion(block[k]),
        );
        rows.push(
            ProbRow::new(&section, "P(miss)")
                .with_exact(exact.p_miss_by_attack[k])
                .with_proportion(miss[k]),
        );
    }
    rows.extend(distribution_rows(
        "turn",
        "blocks",
        &acc.blocks[..=n],
        Some(&exact.blocks_distribution),
    ));
    rows.extend(distribution_rows(
        "turn",
        "lands",
        &acc.lands[..=n],
        Some(&exact.lands_distribution),
    ));
    for (j, p) in at_least.iter().enumerate().skip(1) {
        rows.push(
            ProbRow::new("turn", "P(>= j land)")
                .with_index(j)
                .with_exact(exact.p_at_least_lands[j])
                .with_proportion(*p),
        );
    }
    for (name, p) in [
        ("blocks per turn", &histograms.blocks),
        ("lands per turn", &histograms.lands),
    ] {
        if let Some(p) = p {
            rows.extend(percentile_rows("percentiles", name, p));
        }
    }
    rows.extend(distribution_rows(
        "fight",
        "longest landed streak",
        streak_counts,
        exact_streak.as_deref(),
    ));
    if let Some(p) = &streaks.percentiles {
        rows.extend(percentile_rows("fight", "longest landed streak", p));
    }
    Ok(TurnReport {
        meta: RunMeta::from_outcome(
            format!("dcss-0.31, shields {}", spec.shield_rules.as_str()),
            &outcome,
        ),
        derived: resolved.derived,
        exact,
        estimate,
        streaks,
        histograms,
        rows,
    })
}

/// Per-chunk counts of the single-attack experiment.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct HitAcc {
    /// Attacks that landed.
    pub landed: u64,
    /// Attacks that were blocked.
    pub blocked: u64,
}

impl Accumulator for HitAcc {
    fn merge(&mut self, other: Self) {
        self.landed += other.landed;
        self.blocked += other.blocked;
    }
}

/// One attack per trial, on the batched path (two attacks per random word when the
/// ranges allow).
pub struct HitExperiment {
    attack: CompiledAttack,
}

impl HitExperiment {
    /// Compiles the attack for the hot loop (the first attack of a turn: no earlier
    /// blocks).
    pub fn new(attack: &Attack) -> Self {
        HitExperiment {
            attack: CompiledAttack::compile(attack, 0),
        }
    }
}

impl Experiment for HitExperiment {
    type Acc = HitAcc;

    fn run_chunk(&self, rng: &mut Xoshiro256PlusPlus, trials: u64, acc: &mut HitAcc) {
        let counts = self.attack.count(rng, trials);
        acc.blocked += counts.blocked;
        acc.landed += counts.landed;
    }
}

/// Exact values of one attack.
#[derive(Clone, Debug, Serialize)]
pub struct HitExact {
    /// P(the attack lands): not missed, not blocked.
    pub p_hit: f64,
    /// P(the attack is blocked).
    pub p_block: f64,
    /// P(the to-hit roll beats EV), shield aside.
    pub p_beat_ev: f64,
}

/// Monte Carlo estimate of one attack.
#[derive(Clone, Debug, Serialize)]
pub struct HitEstimate {
    /// Estimated P(lands).
    pub p_hit: f64,
    /// 95 % Wilson interval of `p_hit`.
    pub ci95: [f64; 2],
    /// Estimated P(blocked).
    pub p_block: f64,
    /// 95 % Wilson interval of `p_block`.
    pub p_block_ci95: [f64; 2],
    /// (estimate − exact) / standard error for `p_hit`.
    pub sigmas: Option<f64>,
    /// Attacks simulated.
    pub trials: u64,
}

/// The result of a single-attack scenario.
#[derive(Clone, Debug, Serialize)]
pub struct HitReport {
    /// Derived defender numbers.
    pub derived: Derived,
    /// What the game shows, in percent.
    pub display_pct: i32,
    /// Exact values.
    pub exact: HitExact,
    /// Monte Carlo estimate.
    pub estimate: HitEstimate,
    /// Table and CSV view.
    #[serde(skip)]
    pub rows: Vec<ProbRow>,
    /// Run metadata.
    #[serde(skip)]
    pub meta: RunMeta,
}

/// Runs a single attack (the first of a turn): exact and estimated P(hit) and P(block).
pub fn run_hit(spec: &TurnSpec, cfg: &RunConfig) -> Result<HitReport, SimError> {
    let resolved = spec.resolve()?;
    let attack = resolved.turn.attacks[0];
    let probs = attack.probs(0, false);
    let exact = HitExact {
        p_hit: probs.p_land,
        p_block: probs.p_block,
        p_beat_ev: attack.p_beat_ev(),
    };
    let outcome = run(&HitExperiment::new(&attack), cfg)?;
    let hit = Proportion::new(outcome.acc.landed, outcome.trials);
    let block = Proportion::new(outcome.acc.blocked, outcome.trials);
    let ci = |p: &Proportion| {
        let i = p.wilson95();
        [i.lo, i.hi]
    };
    let estimate = HitEstimate {
        p_hit: hit.estimate(),
        ci95: ci(&hit),
        p_block: block.estimate(),
        p_block_ci95: ci(&block),
        sigmas: hit.sigmas_from(exact.p_hit).filter(|s| s.is_finite()),
        trials: outcome.trials,
    };
    let display_pct = resolved.derived.display_pct[0];
    let mut rows = vec![
        ProbRow::new("attack", "P(hit)")
            .with_exact(exact.p_hit)
            .with_proportion(hit),
    ];
    if attack.shield.is_some() {
        rows.push(
            ProbRow::new("attack", "P(block)")
                .with_exact(exact.p_block)
                .with_proportion(block),
        );
        rows.push(ProbRow::new("attack", "P(beat EV), shield aside").with_exact(exact.p_beat_ev));
    }
    rows.push(ProbRow::new("attack", "game display %").with_value(f64::from(display_pct)));
    Ok(HitReport {
        meta: RunMeta::from_outcome(
            format!("dcss-0.31, shields {}", spec.shield_rules.as_str()),
            &outcome,
        ),
        derived: resolved.derived,
        display_pct,
        exact,
        estimate,
        rows,
    })
}
