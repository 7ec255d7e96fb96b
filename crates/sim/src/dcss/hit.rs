//! One attack, the first of a defender turn: its exact probability to land and to be
//! blocked, the Monte Carlo estimate from compiled exchanges on lanes, and what the game
//! displays (`docs/rules/dcss-0.31.md` §2, §6.3).

use mechanics::dcss::attack::{Attack, OutcomeCounts};
use mechanics::dcss::turn::{AttackerVariants, MixedTurn, VariantSampler, roll_choice};
use mechanics::sampling::dcss_exchange::CompiledAttack;
use mechanics::sampling::kernel::LaneKernel;
use rand_xoshiro::Xoshiro256PlusPlus;
use schemars::JsonSchema;
use serde::Serialize;

use super::Derived;
use super::named::{MonsterSummary, WeaponOdds, armament_name, weapon_section};
use super::spec::{
    ATTACKER_FIELDS, BUILD_FIELDS, NUMBER_FIELDS, SHIELD_RULES_FIELD, TurnSpec, read_defender,
    write_out_defender,
};
use crate::engine::{Accumulator, Experiment, RunConfig, RunOutcome, run};
use crate::error::{InputError, SimError};
use crate::estimate::{Estimate, Proportion, finite_sigmas};
use crate::report::{Content, Row, RunMeta, Section, View, sections_of};
use crate::scenario::FieldValue::Whole;
use crate::scenario::profile::{Better, Series};
use crate::scenario::{Field, Kind, Profile};

impl Accumulator for OutcomeCounts {
    fn merge(&mut self, other: Self) {
        OutcomeCounts::merge(self, &other);
    }
}

/// One attack per trial, counted on lanes where the attack compiles (two attacks per random
/// word without a shield).
pub struct HitExperiment {
    attack: CompiledAttack,
    kernel: LaneKernel,
}

impl HitExperiment {
    /// Compiles the attack for the hot loop (the first attack of a turn: no earlier blocks),
    /// counted on `kernel`.
    pub fn new(attack: &Attack, kernel: LaneKernel) -> Self {
        HitExperiment {
            attack: CompiledAttack::compile(attack, 0),
            kernel,
        }
    }
}

impl Experiment for HitExperiment {
    type Acc = OutcomeCounts;

    fn run_chunk(&self, rng: &mut Xoshiro256PlusPlus, trials: u64, acc: &mut OutcomeCounts) {
        acc.merge(&self.attack.count_on(self.kernel, rng, trials));
    }
}

/// One attack per trial whose attacker's weapon is random: each trial draws the weapon's
/// to-hit variant, then plays the attack (`monsters-and-dumps.md` §2, §5).
pub struct MixedHitExperiment {
    turn: MixedTurn,
    sampler: VariantSampler,
}

impl MixedHitExperiment {
    /// The experiment of one attack with these variants.
    pub fn new(variants: Vec<(f64, Attack)>) -> Self {
        let turn = MixedTurn {
            attackers: vec![AttackerVariants {
                variants: variants.into_iter().map(|(p, a)| (p, vec![a])).collect(),
            }],
            block_limit: None,
        };
        MixedHitExperiment {
            sampler: VariantSampler::new(&turn),
            turn,
        }
    }
}

impl Experiment for MixedHitExperiment {
    type Acc = OutcomeCounts;

    fn run_chunk(&self, rng: &mut Xoshiro256PlusPlus, trials: u64, acc: &mut OutcomeCounts) {
        let mut choice = [0usize];
        for _ in 0..trials {
            self.sampler.draw(rng, &mut choice);
            roll_choice(&self.turn, &choice, rng, |_, outcome| acc.record(outcome));
        }
    }
}

/// Exact values of one attack.
#[derive(Clone, Debug, PartialEq, Serialize, JsonSchema)]
pub struct HitExact {
    /// P(the attack lands): not missed, not blocked; the chance to be hit.
    #[serde(rename = "p_hit")]
    pub p_land: f64,
    /// P(the attack is blocked).
    pub p_block: f64,
    /// P(the to-hit roll beats EV), shield aside.
    pub p_beat_ev: f64,
    /// For a named monster, every weapon it can hold with its probability and its attack's
    /// odds; the values above are their mixture.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub by_weapon: Option<Vec<WeaponOdds>>,
}

/// The Monte Carlo estimate of one attack.
#[derive(Clone, Debug, PartialEq, Serialize, JsonSchema)]
pub struct HitEstimate {
    /// Estimated P(lands).
    #[serde(rename = "p_hit")]
    pub p_land: f64,
    /// 95 % Wilson interval of P(lands).
    pub ci95: [f64; 2],
    /// Estimated P(blocked).
    pub p_block: f64,
    /// 95 % Wilson interval of P(blocked).
    pub p_block_ci95: [f64; 2],
    /// (estimate − exact) / standard error of P(lands).
    pub sigmas: Option<f64>,
    /// Attacks simulated.
    pub trials: u64,
    /// Attacks that landed.
    pub landed: u64,
    /// Attacks that were blocked.
    pub blocked: u64,
}

/// The result of `roguesim hit`.
#[derive(Clone, Debug, PartialEq, Serialize, JsonSchema)]
pub struct HitResult {
    /// The named monster that attacks, if any.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub monster: Option<MonsterSummary>,
    /// The defender's numbers and the attacker.
    pub derived: Derived,
    /// What the game shows, in percent.
    pub display_pct: i32,
    /// Exact values.
    pub exact: HitExact,
    /// Monte Carlo estimate.
    pub estimate: HitEstimate,
    /// The defender has SH (the block rows are shown).
    #[serde(skip)]
    shielded: bool,
    /// The shield rules (for the summary).
    #[serde(skip)]
    rules: mechanics::dcss::shields::ShieldRules,
}

/// The exact side of one attack as `roguesim hit` reports it: every key of its JSON but the
/// estimate, computed without a Monte Carlo run (what a sweep point or a comparison reads).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct HitExactReport {
    /// The named monster that attacks, if any.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub monster: Option<MonsterSummary>,
    /// The defender's numbers and the attacker.
    pub derived: Derived,
    /// What the game shows, in percent.
    pub display_pct: i32,
    /// Exact values.
    pub exact: HitExact,
}

/// The exact side of one attack and what its Monte Carlo run needs: the attack's to-hit
/// variants with their weights.
struct HitParts {
    report: HitExactReport,
    variants: Vec<(f64, Attack)>,
}

fn hit_parts(spec: &TurnSpec) -> Result<HitParts, SimError> {
    let resolved = spec.resolve()?;
    let variants: Vec<(f64, Attack)> = resolved.mixed.attackers[0]
        .variants
        .iter()
        .map(|(p, attacks)| (*p, attacks[0]))
        .collect();
    let (mut p_land, mut p_block, mut p_beat_ev) = (0.0, 0.0, 0.0);
    for (w, attack) in &variants {
        let probs = attack.probs(0, false);
        p_land += w * probs.p_land;
        p_block += w * probs.p_block;
        p_beat_ev += w * attack.p_beat_ev();
    }
    let named = resolved.monsters.first();
    let confused = spec.attackers[0].confused;
    let by_weapon = named.map(|m| m.weapon_odds(0, &resolved.facing, confused, &spec.situation));
    let derived = Derived::of(&resolved);
    Ok(HitParts {
        report: HitExactReport {
            monster: named.map(|m| m.summary()),
            display_pct: derived.display_pct[0],
            derived,
            exact: HitExact {
                p_land,
                p_block,
                p_beat_ev,
                by_weapon,
            },
        },
        variants,
    })
}

/// The exact side of a single attack (the first of the turn described), exactly as
/// [`run_hit`] reports it, without the Monte Carlo run.
pub fn exact_hit(spec: &TurnSpec) -> Result<HitExactReport, SimError> {
    Ok(hit_parts(spec)?.report)
}

/// Runs a single attack (the first of the turn described): exact and estimated P(land) and
/// P(block).
pub fn run_hit(spec: &TurnSpec, cfg: &RunConfig) -> Result<(HitResult, RunMeta), SimError> {
    let HitParts { report, variants } = hit_parts(spec)?;
    let outcome: RunOutcome<OutcomeCounts> = if variants.len() == 1 {
        run(&HitExperiment::new(&variants[0].1, cfg.kernel), cfg)?
    } else {
        run(&MixedHitExperiment::new(variants.clone()), cfg)?
    };
    let n = outcome.trials;
    let landed = Proportion::new(outcome.acc.landed(), n);
    let blocked = Proportion::new(outcome.acc.blocked(), n);
    let estimate = HitEstimate {
        p_land: landed.estimate(),
        ci95: landed.wilson95().as_array(),
        p_block: blocked.estimate(),
        p_block_ci95: blocked.wilson95().as_array(),
        sigmas: finite_sigmas(&Estimate::Proportion(landed), report.exact.p_land),
        trials: n,
        landed: outcome.acc.landed(),
        blocked: outcome.acc.blocked(),
    };
    let meta = RunMeta::from_outcome(super::rules_line(spec.shield_rules), "attacks", &outcome);
    Ok((
        HitResult {
            monster: report.monster,
            display_pct: report.display_pct,
            derived: report.derived,
            exact: report.exact,
            estimate,
            shielded: variants[0].1.shield.is_some(),
            rules: spec.shield_rules,
        },
        meta,
    ))
}

impl View for HitResult {
    fn headline(&self) -> Vec<String> {
        let mut lines = self.derived.headline(self.rules);
        if let Some(m) = &self.monster {
            lines.extend(super::named::monster_headline(m));
        }
        lines
    }

    fn rows(&self) -> Vec<Row> {
        let e = &self.estimate;
        let share = |count| Estimate::Proportion(Proportion::new(count, e.trials));
        let mut rows = vec![
            Row::new("attack", "P(hit)")
                .exact(self.exact.p_land)
                .estimate(share(e.landed))
                .unit("attacks"),
        ];
        if self.shielded {
            rows.push(
                Row::new("attack", "P(block)")
                    .exact(self.exact.p_block)
                    .estimate(share(e.blocked))
                    .unit("attacks"),
            );
            rows.push(Row::new("attack", "P(beat EV), shield aside").exact(self.exact.p_beat_ev));
        }
        rows.push(Row::new("attack", "game display %").plain(f64::from(self.display_pct)));
        for w in self.exact.by_weapon.iter().flatten() {
            let section = format!("with {}", armament_name(w.weapon.as_deref(), w.plus));
            rows.push(Row::new(&section, "probability").exact(w.probability));
            rows.push(Row::new(&section, "P(hit)").exact(w.p_hit));
            rows.push(Row::new(&section, "to-hit").plain(f64::from(w.to_hit)));
            rows.push(Row::new(&section, "game display %").plain(f64::from(w.displayed_pct)));
        }
        rows
    }

    fn sections(&self) -> Vec<Section> {
        let rows: Vec<Row> = self
            .rows()
            .into_iter()
            .filter(|r| !r.section.starts_with("with "))
            .collect();
        let mut sections = sections_of(&rows);
        if let Some(by) = &self.exact.by_weapon {
            sections.push(weapon_section(
                "by weapon (the mixture above weighs these)",
                by,
            ));
        }
        sections
    }
}

impl Content for HitResult {
    fn kind(&self) -> &'static str {
        Hit::KEY
    }
}

/// `roguesim hit`: one attack, the first of the turn a [`TurnSpec`] describes.
pub struct Hit;

impl Kind for Hit {
    const KEY: &'static str = "hit";
    const COMMAND: &'static str = "hit";
    const ABOUT: &'static str = "One attack";
    const SCHEMA_TITLE: &'static str = "roguesim hit report";
    type Spec = TurnSpec;
    type Exact = HitExactReport;
    type Result = HitResult;

    fn fields() -> Vec<Field> {
        [
            BUILD_FIELDS,
            NUMBER_FIELDS,
            ATTACKER_FIELDS,
            &[
                Field::new(
                    "attackers[0].player_to_hit",
                    "player-to-hit",
                    Whole,
                    "the player's to-hit",
                ),
                SHIELD_RULES_FIELD,
            ],
        ]
        .concat()
    }

    fn read_files(spec: &mut TurnSpec) -> Result<(), InputError> {
        read_defender(&mut spec.defender)
    }

    fn write_out_files(spec: &mut TurnSpec) -> Result<(), InputError> {
        write_out_defender(&mut spec.defender)
    }

    fn rules(spec: &TurnSpec) -> String {
        super::rules_line(spec.shield_rules)
    }

    fn exact(spec: &TurnSpec) -> Result<HitExactReport, SimError> {
        exact_hit(spec)
    }

    fn run(spec: &TurnSpec, cfg: &RunConfig) -> Result<(HitResult, RunMeta), SimError> {
        run_hit(spec, cfg)
    }

    fn profile() -> Option<Profile> {
        Some(Profile {
            about: "one attack",
            title: "DCSS, one attack",
            headline: |q| Some(("P(hit)", q.get("exact.p_hit")?, Better::Lower)),
            better: super::better,
            table: &[
                "derived.ev",
                "derived.sh",
                "exact.p_hit",
                "exact.p_block",
                "display_pct",
            ],
            lines: || {
                (
                    vec![
                        Series::new("true P(hit)", "exact.p_hit", 100.0),
                        Series::new("the game's display", "display_pct", 1.0),
                        Series::new("P(block)", "exact.p_block", 100.0),
                    ],
                    "chance (%)",
                )
            },
            heat: || Series::new("true P(hit)", "exact.p_hit", 100.0),
        })
    }
}
