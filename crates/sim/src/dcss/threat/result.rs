//! The threat report: exact laws, Monte Carlo estimates keyed like them, and one screen of
//! tables (`docs/rules/monsters-and-dumps.md` §5). The estimates themselves are assembled in
//! [`estimates`](super::estimates).

use schemars::JsonSchema;
use serde::Serialize;

use super::estimates::{fight_estimates, measure};
use super::exact::{ThreatExactReport, threat_report};
use super::experiment::BeforeYouActExperiment;
use super::spec::{ThreatAction, ThreatSpec};
use crate::dcss::Derived;
use crate::dcss::named::{MonsterSummary, WeaponOdds, monster_headline, weapon_section};
use crate::dcss::turn::MixedTurnExperiment;
use crate::engine::{RunConfig, run};
use crate::error::SimError;
use crate::estimate::{Estimate, Estimated, finite_sigmas};
use crate::report::{Content, Row, RunMeta, Section, View, fmt_num, sections_of};
use mechanics::dcss::turn::{AttackerVariants, MixedTurn};

pub use super::estimates::MAX_FIGHTS;

/// The threat's quantities, each exact or estimated (`docs/rules/monsters-and-dumps.md` §5).
#[derive(Clone, Debug, PartialEq, Serialize, JsonSchema)]
pub struct ThreatQuantities<T> {
    /// P(attack k of one melee round lands), the block counter fresh, index k.
    pub p_land_by_attack: Vec<T>,
    /// P(attack k of one melee round is blocked).
    pub p_block_by_attack: Vec<T>,
    /// P(attack k of one melee round misses).
    pub p_miss_by_attack: Vec<T>,
    /// P(j blows of one melee round land), index j.
    pub round_lands: Vec<T>,
    /// P(the monster acts n times during one defender action), index n.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub actions_per_player_action: Vec<T>,
    /// Attacks of opportunity per defender action (the defender steps away).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub opportunity_attacks_per_action: Option<T>,
    /// P(r melee rounds of one monster before the defender acts again), index r.
    pub melee_rounds_before_you_act: Vec<T>,
    /// P(j blows land before the defender acts again, all monsters), index j.
    pub lands_before_you_act: Vec<T>,
    /// P(at least 2 blows land before the defender acts again).
    pub p_at_least_2_before_you_act: T,
    /// Expected blows landed before the defender acts again.
    pub mean_lands_before_you_act: T,
    /// P(dead within k of the defender's turns), k = 1…10, from the start HP, no healing
    /// (with a known AC and HP).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub p_dead_within_turns: Vec<T>,
    /// The expected defender turns until death (null: no turn can do damage).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub expected_turns_to_death: Option<T>,
}

impl<T> ThreatQuantities<T> {
    fn zip_map<U>(
        &self,
        exact: &ThreatQuantities<f64>,
        f: impl Fn(&T, f64) -> U,
    ) -> ThreatQuantities<U> {
        let z = |a: &[T], b: &[f64]| {
            a.iter()
                .enumerate()
                .map(|(i, x)| f(x, b.get(i).copied().unwrap_or(0.0)))
                .collect()
        };
        ThreatQuantities {
            p_land_by_attack: z(&self.p_land_by_attack, &exact.p_land_by_attack),
            p_block_by_attack: z(&self.p_block_by_attack, &exact.p_block_by_attack),
            p_miss_by_attack: z(&self.p_miss_by_attack, &exact.p_miss_by_attack),
            round_lands: z(&self.round_lands, &exact.round_lands),
            actions_per_player_action: z(
                &self.actions_per_player_action,
                &exact.actions_per_player_action,
            ),
            opportunity_attacks_per_action: self
                .opportunity_attacks_per_action
                .as_ref()
                .zip(exact.opportunity_attacks_per_action)
                .map(|(x, e)| f(x, e)),
            melee_rounds_before_you_act: z(
                &self.melee_rounds_before_you_act,
                &exact.melee_rounds_before_you_act,
            ),
            lands_before_you_act: z(&self.lands_before_you_act, &exact.lands_before_you_act),
            p_at_least_2_before_you_act: f(
                &self.p_at_least_2_before_you_act,
                exact.p_at_least_2_before_you_act,
            ),
            mean_lands_before_you_act: f(
                &self.mean_lands_before_you_act,
                exact.mean_lands_before_you_act,
            ),
            p_dead_within_turns: z(&self.p_dead_within_turns, &exact.p_dead_within_turns),
            expected_turns_to_death: self
                .expected_turns_to_death
                .as_ref()
                .zip(exact.expected_turns_to_death)
                .map(|(x, e)| f(x, e)),
        }
    }
}

impl ThreatQuantities<f64> {
    /// The quantities of the threat's exact laws.
    pub fn exact(laws: &super::exact::ThreatLaws) -> Self {
        let lands = &laws.lands_before_you_act;
        ThreatQuantities {
            p_land_by_attack: laws.round.p_land_by_attack.clone(),
            p_block_by_attack: laws.round.p_block_by_attack.clone(),
            p_miss_by_attack: laws.round.p_miss_by_attack.clone(),
            round_lands: laws.round.lands.clone(),
            actions_per_player_action: laws
                .actions
                .as_ref()
                .map(|a| a.actions().probs)
                .unwrap_or_default(),
            opportunity_attacks_per_action: None,
            melee_rounds_before_you_act: laws.melee_rounds.clone(),
            lands_before_you_act: lands.clone(),
            p_at_least_2_before_you_act: lands.iter().skip(2).sum::<f64>() + 0.0,
            mean_lands_before_you_act: lands.iter().enumerate().map(|(j, p)| j as f64 * p).sum(),
            p_dead_within_turns: Vec::new(),
            expected_turns_to_death: None,
        }
    }
}

/// One attack slot's damage (`dcss-0.31-damage.md` §1, §2), over the monster's weapons.
#[derive(Clone, Debug, PartialEq, Serialize, JsonSchema)]
pub struct AttackDamage {
    /// The attack slot.
    pub slot: usize,
    /// Mean damage after AC of one attempt (misses and blocks deal nothing), the block
    /// counter fresh.
    pub mean_per_attack: f64,
    /// Mean damage after AC when it lands.
    pub mean_when_landed: f64,
    /// P(damage = i | it lands), after AC.
    pub landed_distribution: Vec<f64>,
    /// The "Max Damage" the game shows for it with the most likely weapon (one more than the
    /// true maximum with a weapon).
    pub displayed_max_damage: i32,
    /// The largest damage it can roll before AC with the most likely weapon.
    pub true_max_damage: i32,
}

/// The damage half of a threat (`dcss-0.31-damage.md` §1–§2, §6).
#[derive(Clone, Debug, PartialEq, Serialize, JsonSchema)]
pub struct ThreatDamage {
    /// The defender's AC.
    pub ac: i32,
    /// Its GDR in percent.
    pub gdr_percent: i32,
    /// HP at the start of the fight.
    pub hp: i32,
    /// The build's max HP, when the defender is a build.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub max_hp: Option<i32>,
    /// Each attack slot of one melee round.
    pub per_attack: Vec<AttackDamage>,
    /// P(one melee round deals d after AC), index d, the block counter fresh.
    pub round_distribution: Vec<f64>,
    /// Its mean.
    pub round_mean: f64,
    /// Why the survival has no exact values, when it has none.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub exact_survival_unavailable: Option<String>,
}

/// One attack of the round as the game shows it.
#[derive(Clone, Debug, PartialEq, Serialize, JsonSchema)]
pub struct ThreatAttack {
    /// The attack slot.
    pub slot: usize,
    /// The attack type.
    pub kind: &'static str,
    /// Its damage.
    pub damage: i32,
    /// The weapon counts for it.
    pub uses_weapon: bool,
    /// What the game displays for it with the monster's most likely weapon, in percent.
    pub displayed_pct: i32,
}

/// The result of `roguesim threat`.
#[derive(Clone, Debug, PartialEq, Serialize, JsonSchema)]
pub struct ThreatResult {
    /// The monster.
    pub monster: MonsterSummary,
    /// Copies of it.
    pub count: u32,
    /// What the defender does each turn, and its delay in aut.
    pub player_action: ThreatAction,
    /// The defender's action delay (aut).
    pub delay: i32,
    /// Every weapon it can hold, with the odds of a weapon slot's attack.
    pub by_weapon: Vec<WeaponOdds>,
    /// The attacks of one melee round with what the game shows for each.
    pub attacks: Vec<ThreatAttack>,
    /// The defender's numbers.
    pub derived: Derived,
    /// Exact values.
    pub exact: ThreatQuantities<f64>,
    /// Monte Carlo estimates keyed like the exact values.
    pub estimate:
        Estimated<ThreatQuantities<f64>, ThreatQuantities<[f64; 2]>, ThreatQuantities<Option<f64>>>,
    /// The damage half, when the defender's AC and HP are known.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub damage: Option<ThreatDamage>,
    /// Fights simulated for the survival estimates.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub fights_simulated: Option<u64>,
    /// Simulated fights still alive after the simulation's cap of turns.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub censored_fights: Option<u64>,
    /// Melee rounds simulated (one monster, the block counter fresh).
    pub rounds_simulated: u64,
    /// Defender actions simulated (every copy's clock running).
    pub player_actions_simulated: u64,
    /// The shield rules, for the summary.
    #[serde(skip)]
    rules: mechanics::dcss::shields::ShieldRules,
    /// The estimates, for the rows.
    #[serde(skip)]
    measured: ThreatQuantities<Estimate>,
}

/// Runs a threat: its exact laws and both Monte Carlo experiments.
pub fn run_threat(spec: &ThreatSpec, cfg: &RunConfig) -> Result<(ThreatResult, RunMeta), SimError> {
    let setup = spec.resolve()?;
    let ThreatExactReport {
        monster,
        by_weapon,
        attacks,
        derived,
        exact,
        damage,
    } = threat_report(&setup, spec)?;
    let round_turn = MixedTurn {
        attackers: vec![AttackerVariants {
            variants: setup.round.clone(),
        }],
        block_limit: setup.block_limit,
    };
    let round_run = run(&MixedTurnExperiment::new(&round_turn, 1), cfg)?;
    let turn_run = run(&BeforeYouActExperiment::new(&setup), cfg)?;
    let mut measured = measure(&exact, &round_run.acc, &turn_run.acc);
    let fights = match setup.body {
        Some(body) => Some(fight_estimates(
            &setup,
            spec,
            body,
            cfg,
            &exact,
            &mut measured,
        )?),
        None => None,
    };
    let mut estimate = Estimated {
        values: measured.zip_map(&exact, |e, _| e.value()),
        intervals: measured.zip_map(&exact, |e, _| e.ci95()),
        sigmas: measured.zip_map(&exact, finite_sigmas),
    };
    if exact.p_dead_within_turns.is_empty() {
        // Survival without exact values: the estimates stand alone.
        estimate.sigmas.p_dead_within_turns = vec![None; measured.p_dead_within_turns.len()];
    }
    let result = ThreatResult {
        monster,
        count: setup.count,
        player_action: setup.action,
        delay: setup.delay,
        by_weapon,
        attacks,
        derived,
        exact,
        estimate,
        damage,
        fights_simulated: fights.map(|f| f.0),
        censored_fights: fights.map(|f| f.1),
        rounds_simulated: round_run.trials,
        player_actions_simulated: turn_run.trials,
        rules: spec.shield_rules,
        measured,
    };
    let meta = RunMeta::from_outcome(
        crate::dcss::rules_line(spec.shield_rules),
        "melee rounds and as many defender actions",
        &round_run,
    );
    Ok((result, meta))
}

impl View for ThreatResult {
    fn headline(&self) -> Vec<String> {
        let mut lines = self.derived.headline(self.rules);
        lines.truncate(1);
        lines.extend(monster_headline(&self.monster));
        let action = match self.player_action {
            ThreatAction::Attack => format!("you attack (delay {} aut) each turn", self.delay),
            ThreatAction::Wait => "you wait each turn".to_string(),
            ThreatAction::Move => format!(
                "you step away (delay {} aut) each turn and it follows",
                self.delay
            ),
        };
        lines.push(format!(
            "{}{}; {action}",
            self.monster.name,
            if self.count > 1 {
                format!(" ×{}", self.count)
            } else {
                String::new()
            }
        ));
        let x = &self.exact;
        lines.push(format!(
            "before you act again: {:.3} blows land on average; P(at least 2) = {}",
            x.mean_lands_before_you_act,
            fmt_num(x.p_at_least_2_before_you_act)
        ));
        match (&self.damage, x.p_dead_within_turns.get(2), x.expected_turns_to_death) {
            (Some(d), Some(p3), Some(t)) => lines.push(format!(
                "from {} HP: {:.3} damage per melee round on average; P(dead within 3 of your turns) = {}; {t:.2} turns to death on average",
                d.hp,
                d.round_mean,
                fmt_num(*p3)
            )),
            (Some(d), _, _) => {
                lines.push(format!(
                    "from {} HP: {:.3} damage per melee round on average",
                    d.hp, d.round_mean
                ));
                if let Some(why) = &d.exact_survival_unavailable {
                    lines.push(format!("survival: {why}"));
                }
            }
            (None, _, _) => lines.push(
                "damage and survival: give a build, a character dump, or --ac and --hp".into(),
            ),
        }
        lines
    }

    fn rows(&self) -> Vec<Row> {
        let (x, m) = (&self.exact, &self.measured);
        let mut rows = Vec::new();
        for (k, a) in self.attacks.iter().enumerate() {
            let section = format!("attack {} ({} {})", k + 1, a.kind, a.damage);
            for (name, e, p) in [
                ("P(land)", x.p_land_by_attack[k], m.p_land_by_attack[k]),
                ("P(block)", x.p_block_by_attack[k], m.p_block_by_attack[k]),
                ("P(miss)", x.p_miss_by_attack[k], m.p_miss_by_attack[k]),
            ] {
                rows.push(Row::new(&section, name).exact(e).estimate(p).unit("rounds"));
            }
            rows.push(Row::new(&section, "game display %").plain(f64::from(a.displayed_pct)));
        }
        let dist =
            |rows: &mut Vec<Row>, section: &str, q: &str, e: &[f64], m: &[Estimate], unit| {
                for (i, (&e, &m)) in e.iter().zip(m).enumerate() {
                    if e > 0.0 || m.value() > 0.0 {
                        rows.push(
                            Row::new(section, q)
                                .index(i)
                                .label(format!("P({q} = {i})"))
                                .exact(e)
                                .estimate(m)
                                .unit(unit),
                        );
                    }
                }
            };
        dist(
            &mut rows,
            "one melee round",
            "blows landed",
            &x.round_lands,
            &m.round_lands,
            "rounds",
        );
        let time = "its actions during one of yours";
        dist(
            &mut rows,
            time,
            "actions",
            &x.actions_per_player_action,
            &m.actions_per_player_action,
            "your actions",
        );
        if let (Some(e), Some(p)) = (
            x.opportunity_attacks_per_action,
            m.opportunity_attacks_per_action,
        ) {
            rows.push(
                Row::new(time, "attacks of opportunity")
                    .exact(e)
                    .estimate(p)
                    .unit("your actions"),
            );
        }
        dist(
            &mut rows,
            time,
            "melee rounds",
            &x.melee_rounds_before_you_act,
            &m.melee_rounds_before_you_act,
            "your actions",
        );
        let before = "blows that land before you act again";
        rows.push(
            Row::new(before, "P(at least 2)")
                .exact(x.p_at_least_2_before_you_act)
                .estimate(m.p_at_least_2_before_you_act)
                .unit("your actions"),
        );
        rows.push(
            Row::new(before, "mean")
                .exact(x.mean_lands_before_you_act)
                .estimate(m.mean_lands_before_you_act)
                .unit("your actions"),
        );
        dist(
            &mut rows,
            before,
            "blows",
            &x.lands_before_you_act,
            &m.lands_before_you_act,
            "your actions",
        );
        if let Some(d) = &self.damage {
            let section = format!("damage after your AC {} (GDR {}%)", d.ac, d.gdr_percent);
            for (k, a) in d.per_attack.iter().enumerate() {
                rows.push(
                    Row::new(&section, format!("attack {} mean per attack", k + 1))
                        .exact(a.mean_per_attack),
                );
                rows.push(
                    Row::new(&section, format!("attack {} mean when it lands", k + 1))
                        .exact(a.mean_when_landed),
                );
            }
            rows.push(Row::new(&section, "mean per melee round").exact(d.round_mean));
            let last = format!("how long you last from {} HP (no healing)", d.hp);
            for (k, e) in m.p_dead_within_turns.iter().enumerate() {
                let mut row = Row::new(&last, "P(dead within k turns)")
                    .index(k + 1)
                    .label(format!("P(dead within {} turns)", k + 1))
                    .estimate(*e)
                    .unit("fights");
                if let Some(&x) = x.p_dead_within_turns.get(k) {
                    row = row.exact(x);
                }
                rows.push(row);
            }
            let mut row = Row::new(&last, "expected turns to death").unit("fights");
            if let Some(e) = x.expected_turns_to_death {
                row = row.exact(e);
            }
            if let Some(e) = m.expected_turns_to_death {
                row = row.estimate(e);
            }
            if row.exact.is_some() || row.point().is_some() {
                rows.push(row);
            }
        }
        rows
    }

    fn sections(&self) -> Vec<Section> {
        let mut sections = vec![weapon_section(
            &format!("its weapon (depth {})", self.monster.depth),
            &self.by_weapon,
        )];
        sections.extend(sections_of(&self.rows()));
        sections
    }
}

impl Content for ThreatResult {
    fn kind(&self) -> &'static str {
        <super::Threat as crate::scenario::Kind>::KEY
    }
}
