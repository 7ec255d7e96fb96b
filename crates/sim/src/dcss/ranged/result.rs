//! What a `ranged` report holds: the exact side, and the Monte Carlo estimates keyed like
//! the exact values they estimate (`docs/rules/dcss-0.31-ranged.md` §4).

use mechanics::dcss::ranged::AttackExact;
use mechanics::dcss::ranged::spells::DirectSpell;
use schemars::JsonSchema;
use serde::Serialize;

use super::exact::{RangedExact, RangedMonster, SectionExact};
use super::experiment::RangedAcc;
use super::player::Player;
use super::shown::OptionSummary;
use crate::stats::{Estimate, Estimated, MeanEstimate, Proportion, finite_sigmas};

/// The quantities a section's trials estimate, keyed like its exact values; `None` (or
/// empty) where the section has no such value.
#[derive(Clone, Debug, PartialEq, Serialize, JsonSchema)]
pub struct SectionQuantities<T> {
    /// P(the first attack passes the EV test | not blocked); not estimated for Smiting and
    /// Pain, which take no EV test.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub p_hit: Option<T>,
    /// P(Willpower resists the first attack): Smiting and Pain.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub p_resist: Option<T>,
    /// P(the first attack is blocked).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub p_block: Option<T>,
    /// P(the first attack lands).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub p_land: Option<T>,
    /// P(damage = i | the first attack lands).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub damage_distribution: Vec<T>,
    /// Its mean.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub mean_damage: Option<T>,
    /// P(i blocks) among the attacks between two of your actions.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub blocks_distribution: Vec<T>,
    /// P(i attacks land).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub lands_distribution: Vec<T>,
    /// P(total damage = i).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub total_damage_distribution: Vec<T>,
    /// The expected blocks.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub mean_blocks: Option<T>,
    /// The expected landed attacks.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub mean_lands: Option<T>,
    /// The expected total damage.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub mean_total_damage: Option<T>,
    /// P(total damage ≥ HP).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub p_total_at_least_hp: Option<T>,
}

impl SectionQuantities<f64> {
    /// The exact values of a section under the keys its trials estimate.
    pub fn exact(s: &SectionExact) -> Self {
        let single = s.single.as_ref();
        let direct = matches!(single, Some(AttackExact::Direct(_)));
        let (damage, mean_damage) = match single {
            Some(AttackExact::Missile(m)) => (m.damage_distribution.clone(), m.mean_damage),
            Some(AttackExact::Beam(b)) => {
                (Some(b.damage_distribution.clone()), Some(b.mean_damage))
            }
            Some(AttackExact::Direct(d)) => {
                (Some(d.damage_distribution.clone()), Some(d.mean_damage))
            }
            None => (None, None),
        };
        let v = s.volley.as_ref();
        SectionQuantities {
            p_hit: single.filter(|_| !direct).map(AttackExact::p_hit),
            p_resist: match single {
                Some(AttackExact::Direct(d)) if d.effect == DirectSpell::Pain => Some(d.p_resist),
                _ => None,
            },
            p_block: single.map(AttackExact::p_block),
            p_land: single.map(AttackExact::p_land),
            damage_distribution: damage.unwrap_or_default(),
            mean_damage,
            blocks_distribution: v.map(|v| v.blocks_distribution.clone()).unwrap_or_default(),
            lands_distribution: v.map(|v| v.lands_distribution.clone()).unwrap_or_default(),
            total_damage_distribution: v
                .map(|v| v.total_damage_distribution.clone())
                .unwrap_or_default(),
            mean_blocks: v.map(|v| v.mean_blocks),
            mean_lands: v.map(|v| v.mean_lands),
            mean_total_damage: v.map(|v| v.mean_total_damage),
            p_total_at_least_hp: v.and_then(|v| v.p_total_at_least_hp),
        }
    }
}

impl<T> SectionQuantities<T> {
    /// The same keys, each value mapped with its exact value.
    pub fn zip_map<U>(
        &self,
        x: &SectionQuantities<f64>,
        f: impl Fn(&T, f64) -> U,
    ) -> SectionQuantities<U> {
        let o = |a: &Option<T>, b: Option<f64>| a.as_ref().map(|a| f(a, b.unwrap_or(0.0)));
        let z = |a: &[T], b: &[f64]| {
            a.iter()
                .enumerate()
                .map(|(i, v)| f(v, b.get(i).copied().unwrap_or(0.0)))
                .collect()
        };
        SectionQuantities {
            p_hit: o(&self.p_hit, x.p_hit),
            p_resist: o(&self.p_resist, x.p_resist),
            p_block: o(&self.p_block, x.p_block),
            p_land: o(&self.p_land, x.p_land),
            damage_distribution: z(&self.damage_distribution, &x.damage_distribution),
            mean_damage: o(&self.mean_damage, x.mean_damage),
            blocks_distribution: z(&self.blocks_distribution, &x.blocks_distribution),
            lands_distribution: z(&self.lands_distribution, &x.lands_distribution),
            total_damage_distribution: z(
                &self.total_damage_distribution,
                &x.total_damage_distribution,
            ),
            mean_blocks: o(&self.mean_blocks, x.mean_blocks),
            mean_lands: o(&self.mean_lands, x.mean_lands),
            mean_total_damage: o(&self.mean_total_damage, x.mean_total_damage),
            p_total_at_least_hp: o(&self.p_total_at_least_hp, x.p_total_at_least_hp),
        }
    }
}

/// The estimates of a section from its counts, keyed like its exact values `x`.
pub fn measure(x: &SectionQuantities<f64>, acc: &RangedAcc, n: u64) -> SectionQuantities<Estimate> {
    let share = |c: u64, of: u64| Estimate::Proportion(Proportion::new(c, of));
    let [missed, blocked, landed] = acc.first;
    // A law conditioned on an event no trial saw is not estimated.
    let dist = |counts: &[u64], len: usize, of: u64| -> Vec<Estimate> {
        let len = if of == 0 { 0 } else { len };
        (0..len)
            .map(|i| share(counts.get(i).copied().unwrap_or(0), of))
            .collect()
    };
    let mean = |counts: &[u64]| MeanEstimate::from_counts(counts).map(Estimate::Mean);
    let volley = !x.blocks_distribution.is_empty();
    SectionQuantities {
        p_hit: x
            .p_hit
            .filter(|_| n > blocked)
            .map(|_| share(landed, n - blocked)),
        p_resist: x.p_resist.map(|_| share(missed, n)),
        p_block: x.p_block.map(|_| share(blocked, n)),
        p_land: x.p_land.map(|_| share(landed, n)),
        damage_distribution: dist(&acc.first_damage, x.damage_distribution.len(), landed),
        mean_damage: x.mean_damage.and_then(|_| mean(&acc.first_damage)),
        blocks_distribution: dist(&acc.blocks, x.blocks_distribution.len(), n),
        lands_distribution: dist(&acc.lands, x.lands_distribution.len(), n),
        total_damage_distribution: dist(&acc.total, x.total_damage_distribution.len(), n),
        mean_blocks: x.mean_blocks.and_then(|_| mean(&acc.blocks)),
        mean_lands: x.mean_lands.and_then(|_| mean(&acc.lands)),
        mean_total_damage: x.mean_total_damage.and_then(|_| mean(&acc.total)),
        p_total_at_least_hp: x
            .p_total_at_least_hp
            .filter(|_| volley)
            .map(|_| share(acc.at_least_hp, n)),
    }
}

/// The estimates of one section as JSON reports them.
pub type SectionEstimate =
    Estimated<SectionQuantities<f64>, SectionQuantities<[f64; 2]>, SectionQuantities<Option<f64>>>;

/// The estimates of a section, with their intervals and distances from the exact values.
pub fn estimated(m: &SectionQuantities<Estimate>, x: &SectionQuantities<f64>) -> SectionEstimate {
    Estimated {
        values: m.zip_map(x, |e, _| e.value()),
        intervals: m.zip_map(x, |e, _| e.ci95()),
        sigmas: m.zip_map(x, finite_sigmas),
    }
}

/// The `estimate` of a report, shaped like its `exact`.
#[derive(Clone, Debug, PartialEq, Serialize, JsonSchema)]
#[serde(untagged)]
pub enum RangedEstimate {
    /// One attack, or a sequence.
    One(Box<SectionEstimate>),
    /// One per attack.
    Each(Vec<SectionEstimate>),
}

/// The result of `roguesim ranged`.
#[derive(Clone, Debug, PartialEq, Serialize, JsonSchema)]
pub struct RangedResult {
    /// The monster (not for a sequence).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub monster: Option<RangedMonster>,
    /// The player's numbers the attacks read (not for a sequence).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub player: Option<Player>,
    /// Attacks between two of your actions in each section.
    pub count: u32,
    /// Every attack the scenario names or the monster can make, modelled or not.
    pub attacks: Vec<OptionSummary>,
    /// What the report assumes and leaves out.
    pub notes: Vec<String>,
    /// Exact values.
    pub exact: RangedExact,
    /// Monte Carlo estimates keyed like the exact values.
    pub estimate: RangedEstimate,
    /// Trials run for each section (each one the attacks between two of your actions).
    pub trials_per_section: u64,
    /// The rule set, for the summary.
    #[serde(skip)]
    pub(super) rules: String,
    /// The estimates and exact values of each section, for the rows.
    #[serde(skip)]
    pub(super) measured: Vec<(SectionQuantities<f64>, SectionQuantities<Estimate>)>,
}
