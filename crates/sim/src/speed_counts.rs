//! Monster actions per player action, as both speed experiments count and report them:
//! FrogComposband double moves (`docs/rules/frogcomposband-energy.md` §5) and DCSS monster
//! actions per player action (`docs/rules/dcss-0.31.md` §7.3), with the design effects of
//! their dependent trials.

use mechanics::actions::ActionsLaw;
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::engine::Accumulator;
use crate::error::SimError;
use crate::report::Row;
use crate::report::figure::{Bars, Figure, Panel};
use crate::report::percentile_rows;
use crate::stats::Percentiles;
use crate::stats::{BatchMoments, Estimate, Estimated, MeanEstimate, Proportion, estimated};

/// Largest number of monster actions per player action a scenario may produce; a scenario
/// whose exact law reaches further is rejected before the run.
pub const MAX_ACTIONS: usize = 1023;

/// Values of `N` whose probability gets a design effect of its own; `N >= TRACKED` shares one.
pub const TRACKED: usize = 16;

/// Player actions per batch of a stationary run: far longer than the dependence between
/// consecutive intervals of one timeline, which fades within a few intervals.
pub const BATCH_ACTIONS: u64 = 4096;

/// Batch sums of every reported estimate of a speed run, for their design effects
/// (consecutive intervals of one timeline are dependent, and so are intervals against one
/// individual monster; see [`BatchMoments`]). A batch holds whole fights against one
/// individual, so batches are independent or nearly so.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct SpeedBatches {
    /// `N = n` for `n < TRACKED`; the last entry is `N >= TRACKED`.
    pub bins: [BatchMoments; TRACKED + 1],
    /// `N >= 2`.
    pub double: BatchMoments,
    /// `N >= 3`.
    pub triple: BatchMoments,
    /// The sum of `N`.
    pub total: BatchMoments,
    /// Attacks of opportunity (DCSS pursuit within reach; empty otherwise).
    pub opportunity: BatchMoments,
}

impl SpeedBatches {
    /// Adds a batch given `at_least(n)`, its intervals with `N >= n` (`at_least(0)` is its
    /// size), and its sum of `N`.
    pub fn add(&mut self, at_least: impl Fn(usize) -> u64, sum: u64) {
        let m = at_least(0);
        for (n, bin) in self.bins.iter_mut().enumerate() {
            let next = if n < TRACKED { at_least(n + 1) } else { 0 };
            bin.add(at_least(n) - next, m);
        }
        self.double.add(at_least(2), m);
        self.triple.add(at_least(3), m);
        self.total.add(sum, m);
    }

    /// Adds the batches of `other`.
    pub fn merge(&mut self, other: &Self) {
        for (a, b) in self.bins.iter_mut().zip(&other.bins) {
            a.merge(b);
        }
        self.double.merge(&other.double);
        self.triple.merge(&other.triple);
        self.total.merge(&other.total);
        self.opportunity.merge(&other.opportunity);
    }

    /// The design effect of `P(N = n)`.
    fn bin(&self, n: usize) -> f64 {
        self.bins[n.min(TRACKED)].proportion_design_effect()
    }
}

/// The batch a scalar loop is counting: its histogram (last bin: `N >= TRACKED`), its sum of
/// `N` and its size.
#[derive(Clone, Copy, Debug, Default)]
pub struct BatchCounter {
    bins: [u64; TRACKED + 1],
    sum: u64,
    opportunity: u64,
    /// Intervals counted in this batch.
    pub len: u64,
}

impl BatchCounter {
    /// Counts one interval of `n` monster actions.
    #[inline]
    pub fn record(&mut self, n: usize) {
        self.bins[n.min(TRACKED)] += 1;
        self.sum += n as u64;
        self.len += 1;
    }

    /// Counts an attack of opportunity in the interval just recorded.
    #[inline]
    pub fn record_opportunity(&mut self) {
        self.opportunity += 1;
    }

    /// Adds the batch (if not empty) to `into` and starts a new one.
    pub fn flush(&mut self, into: &mut SpeedBatches) {
        if self.len > 0 {
            let bins = self.bins;
            into.add(|n| bins[n.min(TRACKED + 1)..].iter().sum(), self.sum);
            into.opportunity.add(self.opportunity, self.len);
        }
        *self = BatchCounter::default();
    }
}

/// The law of `N` as a speed experiment counts it, merged by addition.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ActionCounts {
    /// Player actions with `N = n` monster actions before the next, by `n`.
    #[serde(with = "crate::engine::state::fixed")]
    pub n: [u64; MAX_ACTIONS + 1],
    /// Player actions followed by an attack of opportunity (DCSS pursuit within reach).
    pub opportunity: u64,
    /// Batch sums for the design effects (empty for independent trials).
    pub batches: SpeedBatches,
}

impl Default for ActionCounts {
    fn default() -> Self {
        ActionCounts {
            n: [0; MAX_ACTIONS + 1],
            opportunity: 0,
            batches: SpeedBatches::default(),
        }
    }
}

impl Accumulator for ActionCounts {
    fn merge(&mut self, other: Self) {
        for (a, b) in self.n.iter_mut().zip(other.n) {
            *a += b;
        }
        self.opportunity += other.opportunity;
        self.batches.merge(&other.batches);
    }
}

/// The quantities of a law of `N`.
#[derive(Clone, Debug, PartialEq, Serialize, JsonSchema)]
pub struct ActionsQuantities<T> {
    /// P(N ≥ 2): a double move.
    pub p_double: T,
    /// P(N ≥ 3): a triple move.
    pub p_triple: T,
    /// `E[N]`.
    pub mean_actions: T,
    /// P(N = n), index = n.
    pub distribution: Vec<T>,
    /// Attacks of opportunity per player action (DCSS, `--pursuit adjacent`): the chance
    /// that the monster's round opens with a free melee round (`dcss-0.31.md` §7.5).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub opportunity_attacks_per_action: Option<T>,
}

impl<T> ActionsQuantities<T> {
    fn map<U>(&self, f: impl Fn(&T) -> U) -> ActionsQuantities<U> {
        ActionsQuantities {
            p_double: f(&self.p_double),
            p_triple: f(&self.p_triple),
            mean_actions: f(&self.mean_actions),
            distribution: self.distribution.iter().map(&f).collect(),
            opportunity_attacks_per_action: self.opportunity_attacks_per_action.as_ref().map(f),
        }
    }
}

crate::record!(ActionsQuantities {
    p_double: one,
    p_triple: one,
    mean_actions: one,
    distribution: many,
    opportunity_attacks_per_action: maybe,
});

impl ActionsQuantities<f64> {
    /// The exact quantities of a law, checked against what the counters can hold; no
    /// attacks of opportunity.
    pub fn exact(law: &ActionsLaw, field: &str) -> Result<Self, SimError> {
        if law.probs.len() > MAX_ACTIONS + 1 {
            return Err(SimError::invalid(
                field,
                format!(
                    "up to {} monster actions per player action; at most {MAX_ACTIONS} are \
                     supported",
                    law.probs.len() - 1
                ),
            ));
        }
        Ok(ActionsQuantities {
            p_double: law.p_double(),
            p_triple: law.p_triple(),
            mean_actions: law.mean(),
            distribution: law.probs.clone(),
            opportunity_attacks_per_action: None,
        })
    }
}

/// The estimates of a law of `N`, keyed like [`ActionsQuantities`], with their design effects
/// and the percentiles of `N`.
#[derive(Clone, Debug, PartialEq, Serialize, JsonSchema)]
pub struct ActionsEstimate {
    /// Estimates, intervals and sigmas.
    #[serde(flatten)]
    pub estimated: Estimated<
        ActionsQuantities<f64>,
        ActionsQuantities<[f64; 2]>,
        ActionsQuantities<Option<f64>>,
    >,
    /// Design effects, keyed like the values: how many consecutive dependent intervals carry
    /// the information of one independent interval, measured by batch means (at least 1;
    /// intervals and sigmas account for it).
    pub design_effects: ActionsQuantities<f64>,
    /// Percentiles of N.
    pub n_percentiles: Option<Percentiles>,
    /// The estimates themselves, for the rows.
    #[serde(skip)]
    measured: ActionsQuantities<Estimate>,
}

impl ActionsEstimate {
    /// The estimates from `counts` (and the count of attacks of opportunity when `exact`
    /// has them), with the design effects of `batches` when the trials are dependent (see
    /// [`BatchMoments`]).
    pub fn new(
        counts: &[u64],
        opportunity: u64,
        batches: Option<&SpeedBatches>,
        exact: &ActionsQuantities<f64>,
    ) -> Result<Self, SimError> {
        let total: u64 = counts.iter().sum();
        let len = counts
            .iter()
            .rposition(|&c| c > 0)
            .map_or(1, |i| i + 1)
            .max(exact.distribution.len());
        let deff = |m: fn(&SpeedBatches) -> &BatchMoments| {
            batches.map_or(1.0, |b| m(b).proportion_design_effect())
        };
        let at_least = |k: usize| Proportion::new(counts.iter().skip(k).sum(), total);
        let mean = MeanEstimate::from_counts(counts)
            .ok_or_else(|| SimError::Output("no player actions were counted".into()))?;
        let mean_deff = batches.map_or(1.0, |b| b.total.design_effect(mean.std_error.powi(2)));
        let measured = ActionsQuantities {
            p_double: Estimate::Proportion(at_least(2).with_design_effect(deff(|b| &b.double))),
            p_triple: Estimate::Proportion(at_least(3).with_design_effect(deff(|b| &b.triple))),
            mean_actions: Estimate::Mean(mean.with_design_effect(mean_deff)),
            distribution: (0..len)
                .map(|i| {
                    let p = Proportion::new(counts.get(i).copied().unwrap_or(0), total);
                    Estimate::Proportion(p.with_design_effect(batches.map_or(1.0, |b| b.bin(i))))
                })
                .collect(),
            opportunity_attacks_per_action: exact.opportunity_attacks_per_action.map(|_| {
                Estimate::Proportion(
                    Proportion::new(opportunity, total)
                        .with_design_effect(deff(|b| &b.opportunity)),
                )
            }),
        };
        Ok(ActionsEstimate {
            estimated: Estimated {
                values: measured.map(Estimate::value),
                intervals: measured.map(Estimate::ci95),
                sigmas: estimated(&measured, Some(exact)).sigmas,
            },
            design_effects: measured.map(Estimate::design_effect),
            n_percentiles: Percentiles::from_counts(counts)?,
            measured,
        })
    }

    /// The rows of the law: double and triple moves, the mean, the distribution (each with
    /// its design effect in its interval), then the percentiles of `N`.
    pub fn rows(&self, exact: &ActionsQuantities<f64>, section: &str) -> Vec<Row> {
        let m = &self.measured;
        let unit = "player actions";
        let mut rows = vec![
            Row::new(section, "P(N >= 2) double")
                .exact(exact.p_double)
                .estimate(m.p_double)
                .unit(unit),
            Row::new(section, "P(N >= 3) triple")
                .exact(exact.p_triple)
                .estimate(m.p_triple)
                .unit(unit),
            Row::new(section, "E[N]")
                .exact(exact.mean_actions)
                .estimate(m.mean_actions)
                .unit(unit),
        ];
        if let (Some(x), Some(e)) = (
            exact.opportunity_attacks_per_action,
            m.opportunity_attacks_per_action,
        ) {
            rows.push(
                Row::new(section, "attacks of opportunity per action")
                    .exact(x)
                    .estimate(e)
                    .unit(unit),
            );
        }
        for (i, e) in m.distribution.iter().enumerate() {
            let x = exact.distribution.get(i).copied();
            if x.is_none_or(|p| p <= 0.0) && e.value() == 0.0 {
                continue;
            }
            let mut row = Row::new(section, "P(N = n)")
                .index(i)
                .label(format!("P(N = {i})"))
                .estimate(*e)
                .unit(unit);
            if let Some(x) = x {
                row = row.exact(x);
            }
            rows.push(row);
        }
        if let Some(p) = &self.n_percentiles {
            rows.extend(percentile_rows("percentiles", "N", p));
        }
        rows
    }
}

/// The law of `N` as bars: exact beside the estimate.
pub fn actions_figure(title: &str, exact: &[f64], estimate: &[f64]) -> Figure {
    let n = exact.len().max(estimate.len());
    let last = (0..n)
        .rev()
        .find(|&i| {
            exact.get(i).copied().unwrap_or(0.0) > 0.0
                || estimate.get(i).copied().unwrap_or(0.0) > 0.0
        })
        .unwrap_or(0);
    let take = |v: &[f64]| {
        (0..=last)
            .map(|i| 100.0 * v.get(i).copied().unwrap_or(0.0))
            .collect()
    };
    Figure::Bars(Bars {
        title: title.into(),
        y_label: "chance (%)".into(),
        panels: vec![Panel {
            title: "monster actions N between two player actions".into(),
            x_label: "N".into(),
            categories: (0..=last).map(|i| i.to_string()).collect(),
            series: vec![
                ("exact".into(), take(exact)),
                ("Monte Carlo".into(), take(estimate)),
            ],
        }],
    })
}
