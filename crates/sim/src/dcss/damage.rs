//! `roguesim damage`: what one landed monster melee attack takes off after the player's AC
//! and GDR, exactly and by Monte Carlo, and optionally how many rounds of K such attacks a
//! player survives (`docs/rules/dcss-0.31-damage.md` §1, §2, §6).

use mechanics::dcss::damage::ac::PLAYER_AC;
use mechanics::dcss::damage::{
    DamageModifiers, Fight, MeleeDamage, RoundAttack, WeaponDamage, gdr_percent,
    landed_damage_dist, player_ac, player_max_hp, roll_landed,
};
use mechanics::dcss::weapons;
use mechanics::limits::Limit;
use rand_xoshiro::Xoshiro256PlusPlus;
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use super::spec::{BUILD_FIELDS, DefenderSpec, read_defender, write_out_defender};
use crate::engine::{Accumulator, Experiment, RunConfig, run};
use crate::error::{InputError, SimError};
use crate::estimate::{Estimate, Estimated, MeanEstimate, Proportion, finite_sigmas};
use crate::report::{Content, Row, RunMeta, View};
use crate::scenario::FieldValue::{Decimal, Derived, Switch, Text, Whole};
use crate::scenario::{Field, Kind};

fn is_default<T: Default + PartialEq>(value: &T) -> bool {
    *value == T::default()
}

/// Rounds `p_dead_within_rounds` covers by default.
pub const DEFAULT_ROUNDS: u32 = 10;
/// The rounds `--rounds` allows.
pub const ROUNDS: Limit = Limit::new("rounds", 1, 1000);
/// Attacks per round `--attacks` allows.
pub const ATTACKS: Limit = Limit::new("attacks", 1, Fight::MAX_ATTACKS as i64);
/// A simulated fight stops after this many rounds; the expected rounds to death count a
/// fight still alive then as lasting this long (reported as censored fights).
pub const MAX_SIMULATED_ROUNDS: u32 = 100_000;

/// A `damage` scenario (`docs/rules/dcss-0.31-damage.md`).
#[derive(Clone, Debug, PartialEq, Default, Deserialize, Serialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct DamageSpec {
    /// A, the attack's damage (`mon-data.h`).
    pub attack_damage: i32,
    /// The monster's melee weapon, if the attack uses one ("giant club").
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub weapon: Option<String>,
    /// The weapon's enchantment plus slaying.
    #[serde(default, skip_serializing_if = "is_default")]
    pub weapon_plus: i32,
    /// The weapon has the heavy brand.
    #[serde(default, skip_serializing_if = "is_default")]
    pub heavy: bool,
    /// Might, berserk, idealised, weak, stab, cleave.
    #[serde(default, skip_serializing_if = "is_default")]
    pub modifiers: DamageModifiers,
    /// The player's AC as a number, instead of a defender.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ac: Option<i32>,
    /// The player: a build or a character dump, whose AC (and max HP) is used.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub defender: Option<DefenderSpec>,
    /// P(an attack lands), for the rounds survived.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub p_land: Option<f64>,
    /// Attacks per round, for the rounds survived (default 1).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub attacks: Option<u32>,
    /// HP at the start (default: a defender's max HP).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub hp: Option<i32>,
    /// Rounds `p_dead_within_rounds` covers (default 10).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rounds: Option<u32>,
}

/// What the scenario comes to.
#[derive(Clone, Debug, PartialEq, Serialize, JsonSchema)]
pub struct DamageDerived {
    /// The player's AC.
    pub ac: i32,
    /// Its GDR in percent (§2.2).
    pub gdr_percent: i32,
    /// The weapon's base damage, if any.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub weapon_damage: Option<i32>,
    /// The "Max Damage" the game's monster description shows (§1.4): one more than the true
    /// maximum whenever a weapon is used.
    pub displayed_max_damage: i32,
    /// The largest damage the attack can roll, before AC.
    pub true_max_damage: i32,
    /// HP at the start of the fight, when survival was asked.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub hp: Option<i32>,
    /// Attacks per round, when survival was asked.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub attacks: Option<u32>,
    /// P(an attack lands), when survival was asked.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub p_land: Option<f64>,
}

/// The damage quantities, exact or estimated.
#[derive(Clone, Debug, PartialEq, Serialize, JsonSchema)]
pub struct DamageQuantities<T> {
    /// P(damage = i) of one landed attack after AC, index i.
    pub distribution: Vec<T>,
    /// Its mean.
    pub mean: T,
    /// P(dead within r rounds), r = 1…rounds.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub p_dead_within_rounds: Vec<T>,
    /// The expected rounds to death (null when no round can do damage).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub expected_rounds_to_death: Option<T>,
}

impl<T> DamageQuantities<T> {
    fn zip_map<U>(
        &self,
        x: &DamageQuantities<f64>,
        f: impl Fn(&T, f64) -> U,
    ) -> DamageQuantities<U> {
        let z = |a: &[T], b: &[f64]| {
            a.iter()
                .enumerate()
                .map(|(i, v)| f(v, b.get(i).copied().unwrap_or(0.0)))
                .collect()
        };
        DamageQuantities {
            distribution: z(&self.distribution, &x.distribution),
            mean: f(&self.mean, x.mean),
            p_dead_within_rounds: z(&self.p_dead_within_rounds, &x.p_dead_within_rounds),
            expected_rounds_to_death: self
                .expected_rounds_to_death
                .as_ref()
                .zip(x.expected_rounds_to_death)
                .map(|(v, e)| f(v, e)),
        }
    }
}

/// The result of `roguesim damage`.
#[derive(Clone, Debug, PartialEq, Serialize, JsonSchema)]
pub struct DamageResult {
    /// What the scenario comes to.
    pub derived: DamageDerived,
    /// Exact values.
    pub exact: DamageQuantities<f64>,
    /// Monte Carlo estimates keyed like the exact values.
    pub estimate:
        Estimated<DamageQuantities<f64>, DamageQuantities<[f64; 2]>, DamageQuantities<Option<f64>>>,
    /// Simulated fights still alive after the simulation's cap of rounds.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub censored_fights: Option<u64>,
    #[serde(skip)]
    measured: DamageQuantities<Estimate>,
}

/// A resolved damage scenario.
struct Setup {
    damage: MeleeDamage,
    ac: i32,
    fight: Option<(Fight, u32)>,
    derived: DamageDerived,
}

impl DamageSpec {
    fn resolve(&self) -> Result<Setup, InputError> {
        let weapon = match &self.weapon {
            Some(name) => {
                let w = weapons::find(name)
                    .map_err(|e| InputError::invalid("weapon", e.to_string()))?;
                Some(WeaponDamage {
                    base: w.damage,
                    plus: self.weapon_plus,
                    heavy: self.heavy,
                })
            }
            None => {
                for (field, given) in [
                    ("weapon_plus", self.weapon_plus != 0),
                    ("heavy", self.heavy),
                ] {
                    if given {
                        return Err(InputError::invalid(field, "give it with a weapon"));
                    }
                }
                None
            }
        };
        let damage = MeleeDamage::new(self.attack_damage, weapon, self.modifiers)
            .map_err(|e| InputError::invalid(e.field(), e.to_string()))?;
        let (ac, max_hp) = match (&self.defender, self.ac) {
            (Some(_), Some(_)) => {
                return Err(InputError::invalid(
                    "ac",
                    "give either ac or a defender, not both",
                ));
            }
            (None, None) => {
                return Err(InputError::invalid(
                    "ac",
                    "give the player's AC, a build (species with dex and str) or a character dump",
                ));
            }
            (None, Some(ac)) => (
                PLAYER_AC.check(ac).map_err(|e| InputError::at("ac", e))?,
                None,
            ),
            (Some(d), None) => {
                let build = d
                    .effective()
                    .and_then(|d| d.build())
                    .map_err(|e| e.within("defender"))?;
                let ac = player_ac(&build).map_err(|e| {
                    InputError::invalid(format!("defender.{}", e.field()), e.to_string())
                })?;
                (ac.ac, player_max_hp(&build).ok())
            }
        };
        let wants_fight = self.p_land.is_some() || self.attacks.is_some() || self.hp.is_some();
        let fight = if wants_fight {
            let p_land = self.p_land.ok_or_else(|| {
                InputError::invalid("p_land", "give the chance an attack lands, 0 to 1")
            })?;
            let attacks = ATTACKS
                .check(self.attacks.unwrap_or(1))
                .map_err(|e| InputError::at("attacks", e))?;
            let hp = self.hp.or(max_hp).ok_or_else(|| {
                InputError::invalid(
                    "hp",
                    "give the HP at the start (or a build, whose max HP is used)",
                )
            })?;
            let rounds = ROUNDS
                .check(self.rounds.unwrap_or(DEFAULT_ROUNDS))
                .map_err(|e| InputError::at("rounds", e))?;
            let fight = Fight::new(
                vec![RoundAttack { damage, p_land }; attacks as usize],
                ac,
                hp,
            )
            .map_err(|e| InputError::invalid(e.field(), e.to_string()))?;
            Some((fight, rounds))
        } else {
            if self.rounds.is_some() {
                return Err(InputError::invalid(
                    "rounds",
                    "give it with p_land, attacks and hp",
                ));
            }
            None
        };
        let derived = DamageDerived {
            ac,
            gdr_percent: gdr_percent(ac),
            weapon_damage: weapon.map(|w| w.base),
            displayed_max_damage: damage.displayed_max(),
            true_max_damage: damage.true_max(),
            hp: fight.as_ref().map(|_| self.hp.or(max_hp).unwrap_or(0)),
            attacks: fight.as_ref().map(|_| self.attacks.unwrap_or(1)),
            p_land: fight.as_ref().and(self.p_land),
        };
        Ok(Setup {
            damage,
            ac,
            fight,
            derived,
        })
    }
}

/// What the damage experiment counts: landed damage by value, and fights by the round they
/// ended in.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct DamageAcc {
    /// Landed attacks with each damage.
    pub damage: Vec<u64>,
    /// Fights ended in round r (index r − 1); the last entry counts fights still alive.
    pub death_round: Vec<u64>,
    /// The sum of the fights' rounds to death (a fight still alive at the cap counts the cap).
    #[serde(with = "crate::engine::state::u128_text")]
    pub rounds_sum: u128,
    /// The sum of their squares.
    #[serde(with = "crate::engine::state::u128_text")]
    pub rounds_sq_sum: u128,
}

impl Accumulator for DamageAcc {
    fn merge(&mut self, other: Self) {
        add(&mut self.damage, &other.damage);
        add(&mut self.death_round, &other.death_round);
        self.rounds_sum += other.rounds_sum;
        self.rounds_sq_sum += other.rounds_sq_sum;
    }
}

fn add(a: &mut Vec<u64>, b: &[u64]) {
    if a.len() < b.len() {
        a.resize(b.len(), 0);
    }
    for (x, y) in a.iter_mut().zip(b) {
        *x += y;
    }
}

/// Each trial: one landed attack's damage after AC, and, when asked, one fight to death.
struct DamageExperiment {
    damage: MeleeDamage,
    ac: i32,
    max: usize,
    fight: Option<(Fight, u32)>,
}

impl Experiment for DamageExperiment {
    type Acc = DamageAcc;

    fn run_chunk(&self, rng: &mut Xoshiro256PlusPlus, trials: u64, acc: &mut DamageAcc) {
        if acc.damage.len() <= self.max {
            acc.damage.resize(self.max + 1, 0);
        }
        let tracked = self.fight.as_ref().map_or(0, |(_, r)| *r as usize);
        if self.fight.is_some() && acc.death_round.len() < tracked + 1 {
            acc.death_round.resize(tracked + 1, 0);
        }
        for _ in 0..trials {
            let d = roll_landed(rng, &self.damage, self.ac) as usize;
            acc.damage[d.min(self.max)] += 1;
            if let Some((fight, _)) = &self.fight {
                let r = match fight.sample_rounds_to_death(rng, MAX_SIMULATED_ROUNDS) {
                    Some(r) => {
                        acc.death_round[(r as usize - 1).min(tracked)] += 1;
                        r
                    }
                    None => {
                        acc.death_round[tracked] += 1;
                        MAX_SIMULATED_ROUNDS
                    }
                };
                acc.rounds_sum += u128::from(r);
                acc.rounds_sq_sum += u128::from(r) * u128::from(r);
            }
        }
    }
}

/// The exact side of a damage scenario as `roguesim damage` reports it: what the scenario
/// comes to and the exact laws, without the Monte Carlo run.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct DamageExactReport {
    /// What the scenario comes to.
    pub derived: DamageDerived,
    /// Exact values.
    pub exact: DamageQuantities<f64>,
}

/// The exact side of a damage scenario, exactly as [`run_damage`] reports it.
pub fn exact_damage(spec: &DamageSpec) -> Result<DamageExactReport, SimError> {
    let setup = spec.resolve()?;
    Ok(DamageExactReport {
        exact: exact_of(&setup),
        derived: setup.derived,
    })
}

/// The exact laws of a resolved damage scenario.
fn exact_of(setup: &Setup) -> DamageQuantities<f64> {
    let distribution = landed_damage_dist(&setup.damage, setup.ac);
    let mean = distribution
        .iter()
        .enumerate()
        .map(|(i, p)| i as f64 * p)
        .sum();
    DamageQuantities {
        mean,
        p_dead_within_rounds: setup
            .fight
            .as_ref()
            .map(|(f, r)| f.p_dead_within_rounds(*r as usize))
            .unwrap_or_default(),
        expected_rounds_to_death: setup
            .fight
            .as_ref()
            .and_then(|(f, _)| f.expected_rounds_to_death()),
        distribution,
    }
}

/// Runs a damage scenario.
pub fn run_damage(spec: &DamageSpec, cfg: &RunConfig) -> Result<(DamageResult, RunMeta), SimError> {
    let setup = spec.resolve()?;
    let exact = exact_of(&setup);
    let outcome = run(
        &DamageExperiment {
            damage: setup.damage,
            ac: setup.ac,
            max: exact.distribution.len() - 1,
            fight: setup.fight.clone(),
        },
        cfg,
    )?;
    let acc = &outcome.acc;
    let n = outcome.trials;
    let share = |c: u64| Estimate::Proportion(Proportion::new(c, n));
    let mut deaths = 0u64;
    let tracked = setup.fight.as_ref().map_or(0, |(_, r)| *r as usize);
    let measured = DamageQuantities {
        distribution: (0..exact.distribution.len())
            .map(|i| share(acc.damage.get(i).copied().unwrap_or(0)))
            .collect(),
        mean: MeanEstimate::from_counts(&acc.damage)
            .map(Estimate::Mean)
            .ok_or_else(|| SimError::Output("no attacks were counted".into()))?,
        p_dead_within_rounds: (0..tracked)
            .map(|r| {
                deaths += acc.death_round.get(r).copied().unwrap_or(0);
                share(deaths)
            })
            .collect(),
        expected_rounds_to_death: exact
            .expected_rounds_to_death
            .and_then(|_| MeanEstimate::from_sums(n, acc.rounds_sum, acc.rounds_sq_sum))
            .map(Estimate::Mean),
    };
    let estimate = Estimated {
        values: measured.zip_map(&exact, |e, _| e.value()),
        intervals: measured.zip_map(&exact, |e, _| e.ci95()),
        sigmas: measured.zip_map(&exact, finite_sigmas),
    };
    Ok((
        DamageResult {
            derived: setup.derived,
            exact,
            estimate,
            censored_fights: setup.fight.as_ref().map(|_| acc.death_round[tracked]),
            measured,
        },
        RunMeta::from_outcome("dcss-0.31", "landed attacks", &outcome),
    ))
}

impl View for DamageResult {
    fn headline(&self) -> Vec<String> {
        let d = &self.derived;
        let mut lines = vec![
            format!("player AC {} (GDR {}%)", d.ac, d.gdr_percent),
            format!(
                "the game shows Max Damage {}; the attack can roll at most {} before AC",
                d.displayed_max_damage, d.true_max_damage
            ),
            format!("one landed attack after AC: mean {:.4}", self.exact.mean),
        ];
        if let (Some(hp), Some(k), Some(p)) = (d.hp, d.attacks, d.p_land) {
            lines.push(format!(
                "fight: {k} attack(s) per round, each landing with probability {p}, from {hp} HP, no healing; expected rounds to death {}",
                self.exact
                    .expected_rounds_to_death
                    .map_or("infinite (no round can do damage)".to_string(), |e| format!("{e:.4}"))
            ));
        }
        lines
    }

    fn rows(&self) -> Vec<Row> {
        let (x, m) = (&self.exact, &self.measured);
        let mut rows = vec![
            Row::new("one landed attack", "mean damage")
                .exact(x.mean)
                .estimate(m.mean)
                .unit("attacks"),
        ];
        for (i, (&e, &p)) in x.distribution.iter().zip(&m.distribution).enumerate() {
            if e > 0.0 || p.value() > 0.0 {
                rows.push(
                    Row::new("one landed attack", "damage")
                        .index(i)
                        .label(format!("P(damage = {i})"))
                        .exact(e)
                        .estimate(p)
                        .unit("attacks"),
                );
            }
        }
        for (r, (&e, &p)) in x
            .p_dead_within_rounds
            .iter()
            .zip(&m.p_dead_within_rounds)
            .enumerate()
        {
            rows.push(
                Row::new("rounds survived", "P(dead within r rounds)")
                    .index(r + 1)
                    .label(format!("P(dead within {} rounds)", r + 1))
                    .exact(e)
                    .estimate(p)
                    .unit("fights"),
            );
        }
        if let (Some(e), Some(p)) = (x.expected_rounds_to_death, m.expected_rounds_to_death) {
            rows.push(
                Row::new("rounds survived", "expected rounds to death")
                    .exact(e)
                    .estimate(p)
                    .unit("fights"),
            );
        }
        rows
    }
}

/// `roguesim damage`: one landed attack's damage after AC, and the rounds a player survives.
pub struct Damage;

impl Kind for Damage {
    const KEY: &'static str = "damage";
    const COMMAND: &'static str = "damage";
    const ABOUT: &'static str = "Damage after AC and rounds survived";
    const SCHEMA_TITLE: &'static str = "roguesim damage report";
    type Spec = DamageSpec;
    type Exact = DamageExactReport;
    type Result = DamageResult;

    fn fields() -> Vec<Field> {
        [
            BUILD_FIELDS,
            &[
                Field::new(
                    "attack_damage",
                    "attack-damage",
                    Whole,
                    "the attack's damage",
                ),
                Field::new(
                    "weapon_plus",
                    "weapon-plus",
                    Whole,
                    "its weapon's enchantment",
                ),
                Field::new("ac", "ac", Whole, "the player's AC"),
                Field::new("p_land", "p-land", Decimal, "P(an attack lands)"),
                Field::new("attacks", "attacks", Whole, "attacks per round"),
                Field::new("hp", "hp", Whole, "HP at the start"),
                Field::new("rounds", "rounds", Whole, "rounds"),
                Field::new("weapon", "weapon", Text, "its weapon"),
                Field::new("weapon_damage", "weapon", Derived, "its weapon's damage"),
                Field::new("heavy", "heavy", Switch, "the heavy brand"),
            ],
        ]
        .concat()
    }

    fn read_files(spec: &mut DamageSpec) -> Result<(), InputError> {
        spec.defender.as_mut().map_or(Ok(()), read_defender)
    }

    fn write_out_files(spec: &mut DamageSpec) -> Result<(), InputError> {
        spec.defender.as_mut().map_or(Ok(()), write_out_defender)
    }

    fn rules(_: &DamageSpec) -> String {
        "dcss-0.31".into()
    }

    fn exact(spec: &DamageSpec) -> Result<DamageExactReport, SimError> {
        exact_damage(spec)
    }

    fn run(spec: &DamageSpec, cfg: &RunConfig) -> Result<(DamageResult, RunMeta), SimError> {
        run_damage(spec, cfg)
    }
}

impl Content for DamageResult {
    fn kind(&self) -> &'static str {
        Damage::KEY
    }
}
