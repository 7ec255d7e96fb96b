//! A defender turn of attacks: the joint law of blocks and landed attacks (exact, by
//! dynamic programming over the block counter), per-attack outcomes, and the longest run of
//! landed attacks over a fight, beside their Monte Carlo estimates
//! (`docs/rules/dcss-0.31.md` §6.5, `docs/rules/dcss-0.19-shields.md` §4.3).

use mechanics::dcss::attack::{Outcome, OutcomeCounts};
use mechanics::dcss::shields::ShieldRules;
use mechanics::dcss::turn::{
    MixedTurn, Turn as AttackTurn, TurnDistribution, VariantSampler, roll_choice,
};
use mechanics::sampling::dcss_exchange::CompiledTurn;
use mechanics::sampling::kernel::LaneKernel;
use rand_xoshiro::Xoshiro256PlusPlus;
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use super::Derived;
use super::named::{MonsterSummary, monster_headline};
use super::spec::{
    ATTACKER_FIELDS, BUILD_FIELDS, MAX_ATTACKS, MAX_FIGHT_ATTACKS, NUMBER_FIELDS,
    SHIELD_RULES_FIELD, TurnSpec, read_defender, write_out_defender,
};
use super::turn_exact::{
    ExactStreaks, RulesLaw, TurnExactReport, exact_of, exact_turn, under_both_rules,
};
use crate::engine::{Accumulator, Experiment, RunConfig, run};
use crate::error::{InputError, SimError};
use crate::estimate::{Estimate, Estimated, Proportion, finite_sigmas};
use crate::histogram::Percentiles;
use crate::report::figure::{Bars, Figure, Panel};
use crate::report::percentile_rows;
use crate::report::{Content, Row, RunMeta, View};
use crate::scenario::FieldValue::Whole;
use crate::scenario::profile::{Better, Series};
use crate::scenario::{Field, Kind, Profile};

/// Per-chunk counts of the turn experiment: fixed arrays, merged by addition.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TurnAcc {
    /// Turns simulated.
    pub turns: u64,
    /// Turns with b blocks, by b.
    #[serde(with = "crate::engine::state::fixed")]
    pub blocks: [u64; MAX_ATTACKS + 1],
    /// Turns with j landed attacks, by j.
    #[serde(with = "crate::engine::state::fixed")]
    pub lands: [u64; MAX_ATTACKS + 1],
    /// Per attack of the turn, its outcomes.
    #[serde(with = "crate::engine::state::fixed")]
    pub per_attack: [OutcomeCounts; MAX_ATTACKS],
    /// Fights whose longest run of consecutive landed attacks is s, by s.
    #[serde(with = "crate::engine::state::fixed")]
    pub streak: [u64; MAX_FIGHT_ATTACKS + 1],
}

impl Default for TurnAcc {
    fn default() -> Self {
        TurnAcc {
            turns: 0,
            blocks: [0; MAX_ATTACKS + 1],
            lands: [0; MAX_ATTACKS + 1],
            per_attack: [OutcomeCounts::default(); MAX_ATTACKS],
            streak: [0; MAX_FIGHT_ATTACKS + 1],
        }
    }
}

fn add_all(into: &mut [u64], from: &[u64]) {
    for (a, b) in into.iter_mut().zip(from) {
        *a += b;
    }
}

impl Accumulator for TurnAcc {
    fn merge(&mut self, other: Self) {
        self.turns += other.turns;
        add_all(&mut self.blocks, &other.blocks);
        add_all(&mut self.lands, &other.lands);
        for (a, b) in self.per_attack.iter_mut().zip(&other.per_attack) {
            a.merge(b);
        }
        add_all(&mut self.streak, &other.streak);
    }
}

/// The turn experiment: each trial is one fight of `turns` defender turns, the block
/// counter resetting each turn and runs of landed attacks carrying across turns. Fights run on
/// the lanes of [`CompiledTurn::count_fights`] where the turn fits them.
pub struct TurnExperiment {
    turn: CompiledTurn,
    turns: u32,
    kernel: LaneKernel,
}

impl TurnExperiment {
    /// Compiles the turn for the hot loop, on the fastest kernel of this processor.
    pub fn new(turn: &AttackTurn, turns: u32) -> Self {
        TurnExperiment {
            turn: CompiledTurn::compile(turn),
            turns,
            kernel: LaneKernel::best(),
        }
    }

    /// The same experiment with its lanes on `kernel` (identical results, another speed).
    pub fn on(self, kernel: LaneKernel) -> Self {
        TurnExperiment { kernel, ..self }
    }
}

impl Experiment for TurnExperiment {
    type Acc = TurnAcc;

    fn run_chunk(&self, rng: &mut Xoshiro256PlusPlus, trials: u64, acc: &mut TurnAcc) {
        let counts = self
            .turn
            .count_fights_on(self.kernel, rng, trials, self.turns);
        acc.turns += counts.turns;
        add_all(&mut acc.blocks, &counts.blocks);
        add_all(&mut acc.lands, &counts.lands);
        for (a, b) in acc.per_attack.iter_mut().zip(&counts.per_attack) {
            a.merge(b);
        }
        add_all(&mut acc.streak, &counts.longest_streak);
    }
}

/// The turn experiment of attackers with random weapons: each fight draws every attacker's
/// weapon once, then plays its turns (`monsters-and-dumps.md` §2, §5).
pub struct MixedTurnExperiment {
    turn: MixedTurn,
    sampler: VariantSampler,
    turns: u32,
}

impl MixedTurnExperiment {
    /// The experiment of fights of `turns` turns.
    pub fn new(turn: &MixedTurn, turns: u32) -> Self {
        MixedTurnExperiment {
            sampler: VariantSampler::new(turn),
            turn: turn.clone(),
            turns,
        }
    }
}

impl Experiment for MixedTurnExperiment {
    type Acc = TurnAcc;

    fn run_chunk(&self, rng: &mut Xoshiro256PlusPlus, trials: u64, acc: &mut TurnAcc) {
        let mut choice = [0usize; MAX_ATTACKS];
        let choice = &mut choice[..self.turn.attackers.len()];
        for _ in 0..trials {
            self.sampler.draw(rng, choice);
            let (mut run, mut longest) = (0usize, 0usize);
            for _ in 0..self.turns {
                let (b, l) = roll_choice(&self.turn, choice, rng, |k, outcome| {
                    acc.per_attack[k].record(outcome);
                    run = (run + 1) * usize::from(outcome == Outcome::Landed);
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

/// The quantities of a turn, each a value per block count, landed count or attack.
#[derive(Clone, Debug, PartialEq, Serialize, JsonSchema)]
pub struct TurnQuantities<T> {
    /// P(b blocks), index = b.
    pub blocks_distribution: Vec<T>,
    /// P(j attacks land), index = j.
    pub lands_distribution: Vec<T>,
    /// P(attack k is blocked), index = k.
    pub p_block_by_attack: Vec<T>,
    /// P(attack k lands), index = k.
    pub p_land_by_attack: Vec<T>,
    /// P(attack k misses), index = k.
    pub p_miss_by_attack: Vec<T>,
    /// P(at least j attacks land), index = j.
    pub p_at_least_lands: Vec<T>,
}

impl<T> TurnQuantities<T> {
    /// Each quantity through `f`, with its exact counterpart.
    fn zip_map<U>(
        &self,
        exact: &TurnQuantities<f64>,
        f: impl Fn(&T, f64) -> U,
    ) -> TurnQuantities<U> {
        let z = |a: &[T], b: &[f64]| a.iter().zip(b).map(|(x, &e)| f(x, e)).collect();
        TurnQuantities {
            blocks_distribution: z(&self.blocks_distribution, &exact.blocks_distribution),
            lands_distribution: z(&self.lands_distribution, &exact.lands_distribution),
            p_block_by_attack: z(&self.p_block_by_attack, &exact.p_block_by_attack),
            p_land_by_attack: z(&self.p_land_by_attack, &exact.p_land_by_attack),
            p_miss_by_attack: z(&self.p_miss_by_attack, &exact.p_miss_by_attack),
            p_at_least_lands: z(&self.p_at_least_lands, &exact.p_at_least_lands),
        }
    }
}

impl TurnQuantities<f64> {
    /// The quantities of an exact turn law.
    pub fn exact(d: &TurnDistribution) -> Self {
        TurnQuantities {
            blocks_distribution: d.blocks.clone(),
            lands_distribution: d.lands.clone(),
            p_block_by_attack: d.p_block_by_attack.clone(),
            p_land_by_attack: d.p_land_by_attack.clone(),
            p_miss_by_attack: d.p_miss_by_attack.clone(),
            p_at_least_lands: (0..d.lands.len()).map(|j| d.p_at_least_lands(j)).collect(),
        }
    }
}

/// The turn's estimates, keyed like [`TurnQuantities`].
pub type TurnEstimate =
    Estimated<TurnQuantities<f64>, TurnQuantities<[f64; 2]>, TurnQuantities<Option<f64>>>;

/// Percentiles of the per-turn counts.
#[derive(Clone, Debug, PartialEq, Serialize, JsonSchema)]
pub struct TurnHistograms {
    /// Blocks per turn.
    pub blocks: Option<Percentiles>,
    /// Landed attacks per turn.
    pub lands: Option<Percentiles>,
}

/// The longest run of consecutive landed attacks within a fight.
#[derive(Clone, Debug, PartialEq, Serialize, JsonSchema)]
pub struct Streaks {
    /// Turns per fight.
    pub turns_per_fight: u32,
    /// Fights simulated.
    pub fights: u64,
    /// Fights by their longest streak, index = streak length.
    pub counts: Vec<u64>,
    /// P(longest streak = s), index = s (estimate).
    pub longest_distribution: Vec<f64>,
    /// The exact P(longest streak = s), for fights of at most 64 attacks.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub exact_longest_distribution: Option<Vec<f64>>,
    /// Percentiles of the longest streak.
    pub percentiles: Option<Percentiles>,
}

/// The result of `roguesim turn`.
#[derive(Clone, Debug, PartialEq, Serialize, JsonSchema)]
pub struct TurnResult {
    /// The named monsters that attack, if any.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub monsters: Vec<MonsterSummary>,
    /// The defender's numbers and the attackers.
    pub derived: Derived,
    /// Exact values.
    pub exact: TurnQuantities<f64>,
    /// Monte Carlo estimates with intervals.
    pub estimate: TurnEstimate,
    /// Fights simulated, turns per fight, and the longest-streak distribution.
    pub streaks: Streaks,
    /// Percentiles of the blocks and landed attacks per turn.
    pub histograms: TurnHistograms,
    /// Turns simulated, the trials behind every per-turn estimate.
    pub turns_simulated: u64,
    /// The shield rules (for the summary).
    #[serde(skip)]
    rules: ShieldRules,
    /// The estimates as proportions, for the rows.
    #[serde(skip)]
    measured: TurnQuantities<Proportion>,
    /// Blocks and landed attacks under both shield rules, for the picture.
    #[serde(skip)]
    by_rules: Vec<RulesLaw>,
}

/// Runs a turn scenario: exact values and the Monte Carlo estimate.
pub fn run_turn(spec: &TurnSpec, cfg: &RunConfig) -> Result<(TurnResult, RunMeta), SimError> {
    let resolved = spec.resolve()?;
    let TurnExactReport {
        monsters,
        derived,
        exact,
        streaks: ExactStreaks {
            exact_longest_distribution: streak_exact,
        },
    } = exact_of(spec, &resolved)?;
    let by_rules = under_both_rules(spec, &derived, &exact)?;
    let outcome = if resolved.is_fixed() {
        run(
            &TurnExperiment::new(&resolved.turn, spec.turns).on(cfg.kernel),
            cfg,
        )?
    } else {
        run(&MixedTurnExperiment::new(&resolved.mixed, spec.turns), cfg)?
    };
    let acc = &outcome.acc;
    let n = resolved.turn.attacks.len();
    let turns = acc.turns;
    let share = |c: u64| Proportion::new(c, turns);
    let per = |o: Outcome| (0..n).map(|k| share(acc.per_attack[k].get(o))).collect();
    let measured = TurnQuantities {
        blocks_distribution: acc.blocks[..=n].iter().map(|&c| share(c)).collect(),
        lands_distribution: acc.lands[..=n].iter().map(|&c| share(c)).collect(),
        p_block_by_attack: per(Outcome::Blocked),
        p_land_by_attack: per(Outcome::Landed),
        p_miss_by_attack: per(Outcome::Missed),
        p_at_least_lands: (0..=n)
            .map(|j| share(acc.lands[j..=n].iter().sum()))
            .collect(),
    };
    let estimate = Estimated {
        values: measured.zip_map(&exact, |p, _| p.estimate()),
        intervals: measured.zip_map(&exact, |p, _| p.wilson95().as_array()),
        sigmas: measured.zip_map(&exact, |p, e| finite_sigmas(&Estimate::Proportion(*p), e)),
    };
    let fights = outcome.trials;
    let streak_counts = &acc.streak[..=n * spec.turns as usize];
    let streaks = Streaks {
        turns_per_fight: spec.turns,
        fights,
        counts: streak_counts.to_vec(),
        exact_longest_distribution: streak_exact,
        longest_distribution: streak_counts
            .iter()
            .map(|&c| c as f64 / fights as f64)
            .collect(),
        percentiles: Percentiles::from_counts(streak_counts)?,
    };
    let histograms = TurnHistograms {
        blocks: Percentiles::from_counts(&acc.blocks[..=n])?,
        lands: Percentiles::from_counts(&acc.lands[..=n])?,
    };
    let unit = match spec.turns {
        1 => "turns".to_string(),
        t => format!("fights of {t} turns ({turns} turns)"),
    };
    Ok((
        TurnResult {
            monsters,
            derived,
            exact,
            estimate,
            streaks,
            histograms,
            turns_simulated: turns,
            rules: spec.shield_rules,
            measured,
            by_rules,
        },
        RunMeta::from_outcome(super::rules_line(spec.shield_rules), unit, &outcome),
    ))
}

/// One row per outcome of a distribution with an exact law; outcomes with neither a count
/// nor a positive exact probability are left out.
fn distribution_rows(
    section: &str,
    quantity: &str,
    exact: &[f64],
    measured: &[Proportion],
    unit: &'static str,
) -> Vec<Row> {
    exact
        .iter()
        .zip(measured)
        .enumerate()
        .filter(|(_, (e, m))| **e > 0.0 || m.successes > 0)
        .map(|(i, (&e, &m))| {
            Row::new(section, quantity)
                .index(i)
                .label(format!("P({quantity} = {i})"))
                .exact(e)
                .estimate(Estimate::Proportion(m))
                .unit(unit)
        })
        .collect()
}

impl View for TurnResult {
    fn headline(&self) -> Vec<String> {
        let mut lines = self.derived.headline(self.rules);
        for m in &self.monsters {
            lines.extend(monster_headline(m));
        }
        for (name, p) in [
            ("blocks", &self.histograms.blocks),
            ("landed attacks", &self.histograms.lands),
        ] {
            if let Some(p) = p {
                lines.push(format!(
                    "{name} per turn: mean {:.3}, p50 {}, p90 {}, p99 {}, max {}",
                    p.mean, p.p50, p.p90, p.p99, p.max
                ));
            }
        }
        if let Some(p) = &self.streaks.percentiles {
            lines.push(format!(
                "longest landed streak per fight of {} turn(s): mean {:.3}, p50 {}, p90 {}, \
                 p99 {}, max {}",
                self.streaks.turns_per_fight, p.mean, p.p50, p.p90, p.p99, p.max
            ));
        }
        lines
    }

    fn rows(&self) -> Vec<Row> {
        let (x, m) = (&self.exact, &self.measured);
        let mut rows = Vec::new();
        for k in 0..x.p_land_by_attack.len() {
            let section = format!("attack {}", k + 1);
            for (name, e, p) in [
                ("P(land)", x.p_land_by_attack[k], m.p_land_by_attack[k]),
                ("P(block)", x.p_block_by_attack[k], m.p_block_by_attack[k]),
                ("P(miss)", x.p_miss_by_attack[k], m.p_miss_by_attack[k]),
            ] {
                rows.push(
                    Row::new(&section, name)
                        .exact(e)
                        .estimate(Estimate::Proportion(p))
                        .unit("turns"),
                );
            }
        }
        rows.extend(distribution_rows(
            "turn",
            "blocks",
            &x.blocks_distribution,
            &m.blocks_distribution,
            "turns",
        ));
        rows.extend(distribution_rows(
            "turn",
            "lands",
            &x.lands_distribution,
            &m.lands_distribution,
            "turns",
        ));
        for j in 1..x.p_at_least_lands.len() {
            rows.push(
                Row::new("turn", "P(>= j land)")
                    .index(j)
                    .label(format!("P(≥ {j} land)"))
                    .exact(x.p_at_least_lands[j])
                    .estimate(Estimate::Proportion(m.p_at_least_lands[j]))
                    .unit("turns"),
            );
        }
        for (name, p) in [
            ("blocks per turn", &self.histograms.blocks),
            ("lands per turn", &self.histograms.lands),
        ] {
            if let Some(p) = p {
                rows.extend(percentile_rows("percentiles", name, p));
            }
        }
        let s = &self.streaks;
        let streak_exact = s.exact_longest_distribution.as_deref();
        for (len, &count) in s.counts.iter().enumerate() {
            let e = streak_exact.and_then(|d| d.get(len).copied());
            if count == 0 && e.is_none_or(|p| p <= 0.0) {
                continue;
            }
            let mut row = Row::new("fight", "longest landed streak")
                .index(len)
                .label(format!("P(longest streak = {len})"))
                .estimate(Estimate::Proportion(Proportion::new(count, s.fights)))
                .unit("fights");
            if let Some(e) = e {
                row = row.exact(e);
            }
            rows.push(row);
        }
        if let Some(p) = &s.percentiles {
            rows.extend(percentile_rows("fight", "longest landed streak", p));
        }
        rows
    }

    fn sections(&self) -> Vec<crate::report::Section> {
        // The streak distribution's long tail stays in JSON and CSV; the headline gives its
        // percentiles.
        let rows: Vec<Row> = self
            .rows()
            .into_iter()
            .filter(|r| !matches!(r.section.as_str(), "fight" | "percentiles"))
            .collect();
        crate::report::sections_of(&rows)
    }
}

impl Content for TurnResult {
    fn kind(&self) -> &'static str {
        Turn::KEY
    }

    /// Blocks and landed attacks per turn under both shield rules, exact.
    fn figure(&self, _quantities: &[String]) -> Result<Option<Figure>, SimError> {
        let n = self
            .by_rules
            .iter()
            .map(|r| r.blocks.len().max(r.lands.len()))
            .max()
            .unwrap_or(0);
        let padded = |law: &[f64]| {
            let mut v = law.to_vec();
            v.resize(n, 0.0);
            v
        };
        let series = |pick: fn(&RulesLaw) -> &Vec<f64>| {
            self.by_rules
                .iter()
                .map(|r| (r.label.clone(), padded(pick(r))))
                .collect()
        };
        let categories: Vec<String> = (0..n).map(|i| i.to_string()).collect();
        let attacks = n.saturating_sub(1);
        Ok(Some(Figure::Bars(Bars {
            title: format!(
                "{attacks} attacks in one turn: the 0.31 block limit against the 0.19 pierce"
            ),
            y_label: "chance per turn (%)".into(),
            panels: vec![
                Panel {
                    title: "blocks per turn".into(),
                    x_label: "attacks blocked".into(),
                    categories: categories.clone(),
                    series: series(|r| &r.blocks),
                },
                Panel {
                    title: "landed attacks per turn".into(),
                    x_label: "attacks landed".into(),
                    categories,
                    series: series(|r| &r.lands),
                },
            ],
        })))
    }
}

/// `roguesim turn`: a defender turn of attacks.
pub struct Turn;

impl Kind for Turn {
    const KEY: &'static str = "turn";
    const COMMAND: &'static str = "turn";
    const ABOUT: &'static str = "A defender turn of attacks";
    const SCHEMA_TITLE: &'static str = "roguesim turn report";
    const FIGURE: bool = true;
    type Spec = TurnSpec;
    type Exact = TurnExactReport;
    type Result = TurnResult;

    fn fields() -> Vec<Field> {
        [
            BUILD_FIELDS,
            NUMBER_FIELDS,
            ATTACKER_FIELDS,
            &[
                Field::new("attackers[0].attacks", "attacks", Whole, "attacks per turn"),
                Field::new("attackers[0].count", "count", Whole, "monsters"),
                Field::new("turns", "turns", Whole, "turns per fight"),
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

    fn exact(spec: &TurnSpec) -> Result<TurnExactReport, SimError> {
        exact_turn(spec)
    }

    fn run(spec: &TurnSpec, cfg: &RunConfig) -> Result<(TurnResult, RunMeta), SimError> {
        run_turn(spec, cfg)
    }

    fn profile() -> Option<Profile> {
        Some(Profile {
            about: "a defender turn of attacks",
            title: "DCSS, one defender turn",
            headline: |q| {
                let landed: f64 =
                    q.0.iter()
                        .filter(|(k, _)| k.starts_with("exact.p_land_by_attack["))
                        .map(|(_, v)| v)
                        .sum();
                Some(("expected landed attacks per turn", landed, Better::Lower))
            },
            better: super::better,
            table: &[
                "derived.ev",
                "derived.sh",
                "exact.lands_distribution[0]",
                "exact.p_at_least_lands[1]",
                "exact.p_at_least_lands[2]",
            ],
            lines: || {
                (
                    (1..=8)
                        .map(|j| {
                            Series::new(
                                format!("P(≥ {j} land)"),
                                format!("exact.p_at_least_lands[{j}]"),
                                100.0,
                            )
                        })
                        .collect(),
                    "chance per turn (%)",
                )
            },
            heat: || {
                Series::new(
                    "P(at least one attack lands) per turn",
                    "exact.p_at_least_lands[1]",
                    100.0,
                )
            },
        })
    }
}
