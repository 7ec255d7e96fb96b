//! DCSS monster actions per player action: one player action repeated against one monster,
//! the exact stationary law of the monster's actions (a Markov chain over its energy) and the
//! Monte Carlo estimate (`docs/rules/dcss-0.31.md` §7.1–§7.6).

use mechanics::dcss::monsters;
use mechanics::dcss::time::{
    DEFAULT_ACTION_ENERGY, DcssSpeedScenario, PlayerAction, Pursuit, STATIONARY_BURN_IN,
};
use rand_xoshiro::Xoshiro256PlusPlus;
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::actions::{
    ActionCounts, ActionsEstimate, ActionsQuantities, BATCH_ACTIONS, BatchCounter, MAX_ACTIONS,
    actions_figure,
};
use crate::engine::{Experiment, RunConfig, run};
use crate::error::{FieldError, SimError};
use crate::report::figure::Figure;
use crate::report::{Content, Row, RunMeta, Section, View, sections_of};
use crate::scenario::FieldValue::{Text, Whole};
use crate::scenario::profile::{Better, Series};
use crate::scenario::{Field, Kind, Profile};

/// The pursuit effects of a scenario file or `--pursuit` (`dcss-0.31.md` §7.5): `"off"`,
/// `"jitter"` (a chaser still out of reach), `"adjacent"` (a monster right behind a player
/// stepping away: the 1/3 attack of opportunity, at the monster's attack energy, 10 unless a
/// named monster says otherwise), or `{"opportunity_attack": {"attack_energy": N}}`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Deserialize, Serialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum PursuitSpec {
    /// No pursuit effects.
    #[default]
    Off,
    /// The monster closes in but cannot reach: energy ±1 after its move.
    Jitter,
    /// The monster closes in and reaches: 1/3 attack of opportunity, else the jitter.
    Adjacent,
    /// [`Adjacent`](Self::Adjacent) with an explicit attack energy.
    OpportunityAttack {
        /// The energy the free attack costs (10 for a normal attacker).
        attack_energy: i32,
    },
}

impl PursuitSpec {
    /// Whether the monster reaches the player (an attack of opportunity is possible).
    pub fn reaches(self) -> bool {
        matches!(
            self,
            PursuitSpec::Adjacent | PursuitSpec::OpportunityAttack { .. }
        )
    }

    /// The rules' pursuit, `attack_energy` being the monster's (for `adjacent`).
    pub fn pursuit(self, attack_energy: i32) -> Pursuit {
        match self {
            PursuitSpec::Off => Pursuit::Off,
            PursuitSpec::Jitter => Pursuit::Jitter,
            PursuitSpec::Adjacent => Pursuit::OpportunityAttack { attack_energy },
            PursuitSpec::OpportunityAttack { attack_energy } => {
                Pursuit::OpportunityAttack { attack_energy }
            }
        }
    }
}

/// A DCSS speed scenario: one monster's actions per player action (`dcss-0.31.md` §7.3–§7.5).
#[derive(Clone, Debug, PartialEq, Eq, Deserialize, Serialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct DcssSpeedSpec {
    /// A DCSS 0.31 monster by name: its speed, and its move or attack energy (moves when the
    /// player steps away, attacks otherwise; attacks after closing in with `"adjacent"`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub monster: Option<String>,
    /// The monster's speed (10 is normal), 1–200; instead of `monster`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub monster_speed: Option<i32>,
    /// Energy per monster action (10 normal; 15 for an ogre's attacks); a named monster's by
    /// default.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub monster_action_cost: Option<i32>,
    /// What the player does: `{"move": {"mv": 10}}`, `"wait"` or `{"attack": {"delay": 12}}`.
    pub player_action: PlayerAction,
    /// The player is hasted.
    #[serde(default)]
    pub hasted: bool,
    /// The player is slowed.
    #[serde(default)]
    pub slowed: bool,
    /// Pursuit effects (`"off"`, `"jitter"`, `"adjacent"`, `{"opportunity_attack": {...}}`).
    #[serde(default)]
    pub pursuit: PursuitSpec,
}

impl DcssSpeedSpec {
    /// The rules' scenario, validated (`dcss-0.31.md` §7).
    pub fn scenario(&self) -> Result<DcssSpeedScenario, SimError> {
        let moves = matches!(self.player_action, PlayerAction::Move { .. });
        let s = match (&self.monster, self.monster_speed) {
            (Some(_), Some(_)) => {
                return Err(SimError::invalid(
                    "monster_speed",
                    "give either monster (by name) or monster_speed, not both",
                ));
            }
            (None, None) => {
                return Err(SimError::invalid(
                    "monster_speed",
                    "give monster_speed or monster (by name)",
                ));
            }
            (None, Some(speed)) => DcssSpeedScenario {
                monster_speed: speed,
                monster_action_cost: self.monster_action_cost.unwrap_or(DEFAULT_ACTION_ENERGY),
                player_action: self.player_action,
                hasted: self.hasted,
                slowed: self.slowed,
                pursuit: self.pursuit.pursuit(DEFAULT_ACTION_ENERGY),
                later_action_cost: None,
            },
            (Some(name), None) => {
                let m = monsters::find(name)
                    .map_err(|e| SimError::invalid("monster", e.to_string()))?;
                if m.speed == 0 {
                    return Err(SimError::invalid(
                        "monster",
                        format!("{} has speed 0: it never acts", m.name),
                    ));
                }
                let e = &m.energy;
                let adjacent = self.pursuit.reaches();
                let (first, later) = match (moves, adjacent) {
                    (true, true) => (e.movement, e.attack),
                    (true, false) => (e.movement, e.movement),
                    (false, _) => (e.attack, e.attack),
                };
                DcssSpeedScenario {
                    monster_speed: m.speed,
                    monster_action_cost: self.monster_action_cost.unwrap_or(first),
                    player_action: self.player_action,
                    hasted: self.hasted,
                    slowed: self.slowed,
                    pursuit: self.pursuit.pursuit(e.attack),
                    later_action_cost: (self.monster_action_cost.is_none() && later != first)
                        .then_some(later),
                }
            }
        };
        s.validate().map_err(|e| e.at(""))?;
        Ok(s)
    }
}

/// The DCSS speed experiment: each chunk burns in its clock for [`STATIONARY_BURN_IN`] player
/// actions, then counts monster actions per player action in batches of [`BATCH_ACTIONS`].
pub struct DcssSpeedExperiment {
    scenario: DcssSpeedScenario,
}

impl Experiment for DcssSpeedExperiment {
    type Acc = ActionCounts;

    fn run_chunk(&self, rng: &mut Xoshiro256PlusPlus, trials: u64, acc: &mut ActionCounts) {
        let Ok(mut sampler) = self.scenario.sampler() else {
            unreachable!("the scenario was validated before the run")
        };
        sampler.burn_in(rng, STATIONARY_BURN_IN);
        let mut batch = BatchCounter::default();
        for _ in 0..trials {
            let round = sampler.next_round(rng);
            let n = (round.actions as usize).min(MAX_ACTIONS);
            acc.n[n] += 1;
            batch.record(n);
            if round.opportunity_attack {
                acc.opportunity += 1;
                batch.record_opportunity();
            }
            if batch.len == BATCH_ACTIONS {
                batch.flush(&mut acc.batches);
            }
        }
        batch.flush(&mut acc.batches);
    }
}

/// What the scenario comes to: the monster's speed and action costs, and the law of the
/// player's action time.
#[derive(Clone, Debug, PartialEq, Serialize, JsonSchema)]
pub struct DcssSpeedDerived {
    /// The named monster, if any.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub monster: Option<String>,
    /// The monster's speed.
    pub monster_speed: i32,
    /// The energy of its first action each round (its move when it follows the player).
    pub first_action_energy: i32,
    /// The energy of its later actions in a round.
    pub later_action_energy: i32,
    /// The player's action time in aut, `(aut, probability)`.
    pub action_time: Vec<(i32, f64)>,
}

/// The result of `roguesim dcss-speed`.
#[derive(Clone, Debug, PartialEq, Serialize, JsonSchema)]
pub struct DcssSpeedResult {
    /// What the scenario comes to.
    pub derived: DcssSpeedDerived,
    /// Exact stationary values.
    pub exact: ActionsQuantities<f64>,
    /// Monte Carlo estimate.
    pub estimate: ActionsEstimate,
    /// The scenario, for the summary.
    #[serde(skip)]
    spec: DcssSpeedSpec,
    /// The rules' scenario, for the summary.
    #[serde(skip)]
    scenario: DcssSpeedScenario,
}

/// The exact side of a DCSS speed scenario as `roguesim dcss-speed` reports it: what the
/// scenario comes to and the exact stationary law, without the Monte Carlo run (what a sweep
/// point or a comparison reads).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct DcssSpeedExactReport {
    /// What the scenario comes to.
    pub derived: DcssSpeedDerived,
    /// Exact stationary values.
    pub exact: ActionsQuantities<f64>,
}

/// The exact side of a DCSS speed scenario, exactly as [`run_dcss_speed`] reports it.
pub fn exact_dcss_speed(spec: &DcssSpeedSpec) -> Result<DcssSpeedExactReport, SimError> {
    exact_of(spec, &spec.scenario()?)
}

fn exact_of(
    spec: &DcssSpeedSpec,
    scenario: &DcssSpeedScenario,
) -> Result<DcssSpeedExactReport, SimError> {
    let rounds = scenario.exact_rounds().map_err(|e| e.at(""))?;
    let mut exact = ActionsQuantities::exact(&rounds.actions(), "monster_speed")?;
    if matches!(scenario.pursuit, Pursuit::OpportunityAttack { .. }) {
        exact.opportunity_attacks_per_action = Some(rounds.opportunity_attacks_per_action());
    }
    Ok(DcssSpeedExactReport {
        derived: DcssSpeedDerived {
            monster: spec
                .monster
                .as_deref()
                .and_then(|m| monsters::find(m).ok())
                .map(|m| m.name.clone()),
            monster_speed: scenario.monster_speed,
            first_action_energy: scenario.monster_action_cost,
            later_action_energy: scenario
                .later_action_cost
                .unwrap_or(scenario.monster_action_cost),
            action_time: scenario.action_time_dist().iter().collect(),
        },
        exact,
    })
}

/// Runs a DCSS monster-actions-per-player-action scenario.
pub fn run_dcss_speed(
    spec: &DcssSpeedSpec,
    cfg: &RunConfig,
) -> Result<(DcssSpeedResult, RunMeta), SimError> {
    let scenario = spec.scenario()?;
    let DcssSpeedExactReport { derived, exact } = exact_of(spec, &scenario)?;
    let outcome = run(&DcssSpeedExperiment { scenario }, cfg)?;
    let estimate = ActionsEstimate::new(
        &outcome.acc.n,
        outcome.acc.opportunity,
        Some(&outcome.acc.batches),
        &exact,
    )?;
    Ok((
        DcssSpeedResult {
            derived,
            exact,
            estimate,
            spec: spec.clone(),
            scenario,
        },
        RunMeta::from_outcome("dcss-0.31", "player actions", &outcome),
    ))
}

impl View for DcssSpeedResult {
    fn headline(&self) -> Vec<String> {
        let s = &self.spec;
        let d = &self.derived;
        let action = match s.player_action {
            PlayerAction::Move { mv } => format!("moves (delay {mv} aut)"),
            PlayerAction::Wait => "waits".to_string(),
            PlayerAction::Attack { delay } => format!("attacks (delay {delay} aut)"),
        };
        let status = match (s.hasted, s.slowed) {
            (true, false) => ", hasted",
            (false, true) => ", slowed",
            (true, true) => ", hasted and slowed",
            (false, false) => "",
        };
        let pursuit = match s.pursuit {
            PursuitSpec::Off => String::new(),
            PursuitSpec::Jitter => "; the monster pursues out of reach (energy ±1)".into(),
            PursuitSpec::Adjacent | PursuitSpec::OpportunityAttack { .. } => {
                "; the monster pursues within reach (1/3 attack of opportunity)".into()
            }
        };
        let times = self
            .derived
            .action_time
            .iter()
            .filter(|(_, p)| *p > 0.0)
            .map(|(t, p)| format!("{t} aut {p:.3}"))
            .collect::<Vec<_>>()
            .join(", ");
        vec![
            format!(
                "monster: {}speed {}, {}{pursuit}",
                d.monster
                    .as_ref()
                    .map_or(String::new(), |m| format!("{m}, ")),
                d.monster_speed,
                if d.first_action_energy == d.later_action_energy {
                    format!("{} energy per action", d.first_action_energy)
                } else {
                    format!(
                        "{} energy for its first action each round, {} for later ones",
                        d.first_action_energy, d.later_action_energy
                    )
                }
            ),
            format!("player: {action}{status}; action time {times}"),
        ]
    }

    fn rows(&self) -> Vec<Row> {
        self.estimate
            .rows(&self.exact, "monster actions per player action")
    }

    fn sections(&self) -> Vec<Section> {
        // The percentiles of N stay in JSON and CSV.
        let rows: Vec<Row> = self
            .rows()
            .into_iter()
            .filter(|r| r.section != "percentiles")
            .collect();
        sections_of(&rows)
    }
}

/// `roguesim dcss-speed`: DCSS monster actions per player action.
pub struct DcssSpeed;

impl Kind for DcssSpeed {
    const KEY: &'static str = "dcss_speed";
    const COMMAND: &'static str = "dcss-speed";
    const ABOUT: &'static str = "DCSS monster actions per player action";
    const SCHEMA_TITLE: &'static str = "roguesim dcss-speed report";
    const FIGURE: bool = true;
    type Spec = DcssSpeedSpec;
    type Exact = DcssSpeedExactReport;
    type Result = DcssSpeedResult;

    fn fields() -> Vec<Field> {
        vec![
            Field::new("monster_speed", "monster-speed", Whole, "monster speed"),
            Field::new(
                "monster_action_cost",
                "monster-action-cost",
                Whole,
                "energy per monster action",
            ),
            Field::new(
                "player_action.move.mv",
                "move",
                Whole,
                "the player's move delay (aut)",
            ),
            Field::new(
                "player_action.attack.delay",
                "attack-delay",
                Whole,
                "the player's attack delay (aut)",
            ),
            Field::new("monster", "monster", Text, "the monster"),
            Field::new("pursuit", "pursuit", Text, "pursuit"),
        ]
    }

    fn rules(_: &DcssSpeedSpec) -> String {
        "dcss-0.31".into()
    }

    fn exact(spec: &DcssSpeedSpec) -> Result<DcssSpeedExactReport, SimError> {
        exact_dcss_speed(spec)
    }

    fn run(spec: &DcssSpeedSpec, cfg: &RunConfig) -> Result<(DcssSpeedResult, RunMeta), SimError> {
        run_dcss_speed(spec, cfg)
    }

    fn profile() -> Option<Profile> {
        Some(Profile {
            about: "DCSS monster actions per player action",
            title: "DCSS monster actions per player action",
            better: super::better,
            headline: |q| Some(("P(double move)", q.get("exact.p_double")?, Better::Lower)),
            table: &["exact.p_double", "exact.p_triple", "exact.mean_actions"],
            lines: || {
                (
                    vec![
                        Series::new("P(double move)", "exact.p_double", 100.0),
                        Series::new("P(triple move)", "exact.p_triple", 100.0),
                    ],
                    "chance per player action (%)",
                )
            },
            heat: || Series::new("P(double move)", "exact.p_double", 100.0),
        })
    }
}

impl Content for DcssSpeedResult {
    fn kind(&self) -> &'static str {
        DcssSpeed::KEY
    }

    /// The law of the monster's actions per player action: exact beside the estimate.
    fn figure(&self, _quantities: &[String]) -> Result<Option<Figure>, SimError> {
        Ok(Some(actions_figure(
            &format!(
                "DCSS: actions of a speed {} monster per player action",
                self.derived.monster_speed
            ),
            &self.exact.distribution,
            &self.estimate.estimated.values.distribution,
        )))
    }
}
