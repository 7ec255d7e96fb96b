//! The other half of a threat: when your offence is known (a character dump, or a build with
//! a weapon), the duel with the monster beside the survival — you attacking it every turn, it
//! fighting back, until one of you dies (`docs/rules/dcss-0.31-player-attack.md` §11;
//! `docs/rules/monsters-and-dumps.md` §5).
//!
//! The duel is `roguesim duel`'s, with the threat's defender, monster, depth and weapon, and the
//! monster just placed (energy 70); it is reported for one monster that you fight back.

use mechanics::dcss::monsters;
use mechanics::dcss::opponent::MonsterSpec;
use mechanics::dcss::time::ENERGY_START;
use schemars::JsonSchema;
use serde::Serialize;

use super::spec::{ThreatAction, ThreatSpec};
use crate::dcss::duel::exact::{laws, mixture};
use crate::dcss::duel::result::DuelByWeapon;
use crate::dcss::duel::{
    DuelExact, DuelExperiment, DuelQuantities, DuelScenario, DuelSetup, measure,
};
use crate::dcss::law::ValueLaw;
use crate::dcss::named::DEFAULT_DEPTH;
use crate::engine::{RunConfig, run};
use crate::error::{InputError, SimError};
use crate::stats::{Estimate, Estimated};

/// The duel of a threat, exact beside its estimates.
#[derive(Clone, Debug, PartialEq, Serialize, JsonSchema)]
pub struct ThreatDuel {
    /// Your attack's delay, keyed by aut: the time the monster's energy gains from.
    pub player_delay_distribution: ValueLaw<f64>,
    /// Your ranged attack, when you fight with one.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub ranged: Option<crate::dcss::duel::spec::RangedSummary>,
    /// Exact values; null when the chain is too large.
    pub exact: Option<DuelExact>,
    /// Why there are no exact values, when there are none.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub exact_unavailable: Option<String>,
    /// Monte Carlo estimates keyed like the exact values.
    pub estimate:
        Estimated<DuelQuantities<f64>, DuelQuantities<[f64; 2]>, DuelQuantities<Option<f64>>>,
    /// Fights simulated.
    pub fights_simulated: u64,
    /// P(you win) by the monster's weapon.
    pub by_weapon: Vec<DuelByWeapon>,
    /// What was read or assumed, one sentence each.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub notes: Vec<String>,
    /// The estimates, for the rows.
    #[serde(skip)]
    pub measured: DuelQuantities<Estimate>,
}

/// The exact side of a threat's duel.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct ThreatDuelExact {
    /// Exact values; null when the chain is too large.
    pub exact: Option<DuelExact>,
    /// P(you win) by the monster's weapon.
    pub by_weapon: Vec<DuelByWeapon>,
}

/// The duel a threat implies, when your offence is known: one monster, you fighting back, a
/// build or a dump (not numbers), and a dump or the `offence` fields giving your weapon.
pub fn duel_scenario(spec: &ThreatSpec) -> Option<DuelScenario> {
    let d = &spec.defender;
    let known = d.character.is_some()
        || (d.species.is_some() && (spec.offence.is_some() || spec.ranged.is_some()));
    if !known || spec.count != 1 || spec.player_action != ThreatAction::Attack {
        return None;
    }
    // A monster that only shoots or casts has no melee round to duel with.
    let rules = spec.rule_set().ok()?;
    let melee = monsters::find_in(rules, &spec.monster)
        .ok()
        .and_then(|m| m.melee_round_in(rules, spec.heads).ok())
        .is_some_and(|round| !round.is_empty());
    if !melee {
        return None;
    }
    Some(DuelScenario {
        player: None,
        defender: Some(d.clone()),
        offence: spec.offence.clone().unwrap_or_default(),
        hp: spec.hp,
        monster: MonsterSpec {
            name: spec.monster.clone(),
            weapon: spec.weapon.clone(),
            weapon_plus: spec.weapon_plus.unwrap_or(0),
            heads: spec.heads,
            ..MonsterSpec::default()
        },
        depth: match &spec.weapon {
            Some(_) => None,
            None => Some(spec.depth.unwrap_or(DEFAULT_DEPTH)),
        },
        start_energy: ENERGY_START,
        rules: Some(rules),
        ranged: spec.ranged.clone(),
        melee: false,
    })
}

/// The resolved duel of a threat, if it has one, or why a character dump has none: a dump
/// whose species or wielded item the duel cannot read leaves the threat standing, its reason
/// in the report (`docs/rules/monsters-and-dumps.md` §5). Errors in the `offence` fields fail.
pub fn duel_setup(spec: &ThreatSpec) -> Result<Result<Option<DuelSetup>, String>, InputError> {
    let Some(scenario) = duel_scenario(spec) else {
        return Ok(Ok(None));
    };
    match scenario.resolve() {
        Ok(setup) => Ok(Ok(Some(setup))),
        Err(e) if spec.defender.character.is_some() => Ok(Err(format!(
            "none, as {}",
            e.to_string().lines().next().unwrap_or_default()
        ))),
        Err(e) => Err(e),
    }
}

/// The chains a threat computes: one for a monster with one weapon (or none); over a weapon
/// law each weapon is a chain of up to millions of states, which `roguesim duel --depth`
/// computes and `threat` leaves to its Monte Carlo run, saying so
/// (`docs/rules/dcss-0.31-player-attack.md` §11).
fn threat_laws(
    setup: &DuelSetup,
) -> (
    Vec<Result<mechanics::dcss::duel::DuelLaw, String>>,
    Result<DuelExact, String>,
) {
    let n = setup.variants.len();
    if n > 1 {
        let why = format!(
            "the exact duel over its {n} possible weapons is left to `roguesim duel --depth` \
             (pin its weapon with --weapon for it here)"
        );
        let laws = vec![Err(why.clone()); n];
        return (laws, Err(why));
    }
    let laws = laws(setup);
    let exact = mixture(setup, &laws);
    (laws, exact)
}

/// The exact side of a threat's duel.
pub fn duel_exact(setup: &DuelSetup) -> ThreatDuelExact {
    let (laws, exact) = threat_laws(setup);
    ThreatDuelExact {
        exact: exact.ok(),
        by_weapon: by_weapon(setup, &laws),
    }
}

fn by_weapon(
    setup: &DuelSetup,
    laws: &[Result<mechanics::dcss::duel::DuelLaw, String>],
) -> Vec<DuelByWeapon> {
    setup
        .variants
        .iter()
        .zip(laws)
        .map(|(v, l)| DuelByWeapon {
            weapon: v.weapon.clone(),
            probability: v.probability,
            p_win: l.as_ref().ok().map(|l| l.p_win),
        })
        .collect()
}

/// The duel of a threat, exact and simulated with `cfg`'s trials.
pub fn threat_duel(setup: &DuelSetup, cfg: &RunConfig) -> Result<ThreatDuel, SimError> {
    let (laws, exact) = threat_laws(setup);
    let outcome = run(&DuelExperiment::new(setup, cfg.kernel), cfg)?;
    let hp = setup.variants[0].duel.defence.hp.max(0) as usize;
    let measured = measure(&outcome.acc, outcome.trials, hp);
    let x = exact.as_ref().ok().map(|e| &e.quantities);
    Ok(ThreatDuel {
        player_delay_distribution: ValueLaw::of(&crate::dcss::duel::exact::action_delay(setup)),
        ranged: setup.ranged.clone(),
        estimate: Estimated {
            values: measured.zip_map(x, |e, _| e.value()),
            intervals: measured.zip_map(x, |e, _| e.ci95()),
            sigmas: measured.zip_map(x, |e, v| {
                v.and_then(|v| e.sigmas_from(v)).filter(|s| s.is_finite())
            }),
        },
        exact_unavailable: exact
            .as_ref()
            .err()
            .map(|e| format!("{e}: the Monte Carlo answer stands alone")),
        exact: exact.ok(),
        fights_simulated: outcome.trials,
        by_weapon: by_weapon(setup, &laws),
        notes: setup.notes.clone(),
        measured,
    })
}

/// The threat's summary lines about its duel: P(you win) and the turns, or why there is none.
pub fn headline(duel: Option<&ThreatDuel>, unavailable: Option<&str>) -> Vec<String> {
    let Some(d) = duel else {
        return vec![match unavailable {
            Some(why) => format!("the duel: {why}"),
            None => {
                "the duel: give a character dump, or a build with --player-weapon, to fight back"
                    .into()
            }
        }];
    };
    let (p, turns) = match &d.exact {
        Some(x) => (
            crate::report::cells::percent_words(x.quantities.p_win),
            x.quantities.expected_player_turns_given_win,
        ),
        None => (
            format!(
                "{} (Monte Carlo)",
                crate::report::cells::percent_words(d.measured.p_win.value())
            ),
            d.measured
                .expected_player_turns_given_win
                .map(|e| e.value()),
        ),
    };
    let delay: Vec<String> = d
        .player_delay_distribution
        .0
        .iter()
        .map(|(v, _)| v.to_string())
        .collect();
    let attack = match &d.ranged {
        Some(r) => format!("with your {}, ", r.attack),
        None => String::new(),
    };
    let mut lines = vec![format!(
        "if you fight it ({attack}your attack takes {} aut): you win {p}{}",
        delay.join(" or "),
        turns.map_or(String::new(), |t| format!(
            ", after {} of your actions when you win",
            crate::report::cells::significant(t)
        ))
    )];
    if let Some(why) = &d.exact_unavailable {
        lines.push(format!("the duel: {why}"));
    }
    lines
}
