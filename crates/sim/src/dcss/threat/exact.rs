//! The threat's exact laws (`docs/rules/monsters-and-dumps.md` §5): one melee round of one
//! monster, its melee rounds per defender action from the stationary energy chain, and the
//! blows that land before the defender acts again — the turn state mixed over each copy's
//! weapon and its number of rounds, copy after copy, sharing the block counter.

use mechanics::dcss::damage::{DamageState, gdr_percent};
use mechanics::dcss::time::MonsterRoundLaw;
use mechanics::dcss::turn::{AttackerVariants, MixedTurn, TurnDistribution, TurnState};
use serde::Serialize;

use super::quantities::{AttackDamage, ThreatAttack, ThreatDamage, ThreatQuantities};
use super::ranged::{ThreatRanged, threat_ranged};
use super::spec::{Body, ThreatAction, ThreatSetup, ThreatSpec};
use super::survival::{damage_variants, threat_survival};
use crate::dcss::named::{MonsterSummary, WeaponOdds};
use crate::dcss::{AcDrawn, Derived, GameShows};
use crate::error::SimError;

/// The exact side of a threat as `roguesim threat` reports it: every exact key of its JSON,
/// computed without the Monte Carlo runs (what a sweep point or a comparison reads).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct ThreatExactReport {
    /// The monster.
    pub monster: MonsterSummary,
    /// Every weapon it can hold, with the odds of a weapon slot's attack.
    pub by_weapon: Vec<WeaponOdds>,
    /// The attacks of one melee round with what the game shows for each.
    pub attacks: Vec<ThreatAttack>,
    /// The defender's numbers.
    pub derived: Derived,
    /// Exact values.
    pub exact: ThreatQuantities<f64>,
    /// The damage half's exact side, when the defender's AC and HP are known.
    pub damage: Option<ThreatDamage>,
    /// The duel's exact side, when your offence is known.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub duel: Option<super::duel::ThreatDuelExact>,
    /// Its attacks at range, when it has any (`docs/rules/dcss-0.31-ranged.md` §11).
    pub ranged: Option<ThreatRanged>,
}

/// The exact side of a threat, exactly as `run_threat` reports it, without the Monte Carlo
/// runs.
pub fn exact_threat(spec: &ThreatSpec) -> Result<ThreatExactReport, SimError> {
    let mut report = threat_report(&spec.resolve()?, spec)?;
    report.duel = super::duel::duel_setup(spec)?
        .ok()
        .flatten()
        .as_ref()
        .map(super::duel::duel_exact);
    Ok(report)
}

/// The exact report of a resolved threat.
pub(super) fn threat_report(
    setup: &ThreatSetup,
    spec: &ThreatSpec,
) -> Result<ThreatExactReport, SimError> {
    let laws = threat_laws(setup)?;
    let mut exact = ThreatQuantities::exact(&laws);
    if setup.action == ThreatAction::Move {
        exact.opportunity_attacks_per_action = laws
            .actions
            .as_ref()
            .map(|a| a.opportunity_attacks_per_action());
    }
    let damage = match setup.body {
        Some(body) => Some(damage_exact(setup, spec, body, &mut exact)?),
        None => None,
    };
    Ok(ThreatExactReport {
        damage,
        ranged: threat_ranged(spec)?,
        monster: setup.named.summary(),
        by_weapon: weapons(setup, spec),
        attacks: setup
            .named
            .round
            .iter()
            .zip(&setup.round[0].1)
            .map(|((slot, a), attack)| ThreatAttack {
                slot: *slot,
                kind: a.kind.name(),
                damage: a.damage,
                uses_weapon: a.kind.uses_weapon(),
                displayed_pct: GameShows(attack.shown()),
            })
            .collect(),
        derived: Derived {
            character_notes: spec.defender.reading_notes(setup.rules),
            ..derived(setup)
        },
        exact,
        duel: None,
    })
}

/// The exact side of a threat.
#[derive(Clone, Debug, PartialEq)]
pub struct ThreatLaws {
    /// One melee round of one monster, the block counter fresh.
    pub round: TurnDistribution,
    /// The monster's round of actions per defender action: (actions, attack of opportunity).
    pub actions: Option<MonsterRoundLaw>,
    /// P(r melee rounds before the defender acts again), index r.
    pub melee_rounds: Vec<f64>,
    /// P(j blows land before the defender acts again), all copies, index j.
    pub lands_before_you_act: Vec<f64>,
}

/// Computes every exact law of the threat.
pub fn threat_laws(setup: &ThreatSetup) -> Result<ThreatLaws, SimError> {
    let round = MixedTurn {
        attackers: vec![AttackerVariants {
            variants: setup.round.clone(),
        }],
        block_limit: setup.block_limit,
    }
    .exact()
    .map_err(|e| SimError::Output(e.to_string()))?;
    let actions = match &setup.clock {
        Some(c) => Some(
            c.exact_rounds_in(setup.rules)
                .map_err(|e| SimError::invalid("monster", e.to_string()))?,
        ),
        None => None,
    };
    let mut melee_rounds = vec![0.0];
    match &actions {
        Some(law) => {
            for (n, pair) in law.probs.iter().enumerate() {
                for (o, &p) in pair.iter().enumerate() {
                    let r = setup.melee_rounds(n as u32, o == 1) as usize;
                    if melee_rounds.len() <= r {
                        melee_rounds.resize(r + 1, 0.0);
                    }
                    melee_rounds[r] += p;
                }
            }
        }
        None => melee_rounds[0] = 1.0,
    }
    let mut state = TurnState::start(setup.block_limit);
    for _ in 0..setup.count {
        let mut parts = Vec::new();
        for (pv, attacks) in &setup.round {
            let mut s = state.clone();
            for (r, &pr) in melee_rounds.iter().enumerate() {
                if r > 0 {
                    s = s.after(attacks);
                }
                if pr > 0.0 {
                    parts.push((pv * pr, s.clone()));
                }
            }
        }
        state = state.mixture(&parts);
    }
    Ok(ThreatLaws {
        round,
        actions,
        melee_rounds,
        lands_before_you_act: state.lands(),
    })
}

fn derived(setup: &ThreatSetup) -> Derived {
    Derived {
        display_pct: setup.round[0]
            .1
            .iter()
            .map(|a| GameShows(a.shown()))
            .collect(),
        ..Derived::facing(
            &setup.facing,
            setup.block_limit,
            setup.round[0].1.len() * setup.count as usize,
        )
    }
}

fn weapons(setup: &ThreatSetup, spec: &ThreatSpec) -> Vec<WeaponOdds> {
    let named = &setup.named;
    let slot = named
        .round
        .iter()
        .position(|(_, a)| a.kind.uses_weapon())
        .unwrap_or(0);
    named
        .law
        .outcomes
        .iter()
        .filter_map(|o| {
            // A monster without melee attacks (it attacks at range only) has no weapon odds.
            let attack = *named
                .round_with(
                    o.armament.to_hit_bonus(),
                    &setup.facing,
                    false,
                    &spec.situation,
                )
                .get(slot)?;
            Some(WeaponOdds {
                weapon: o.armament.weapon.map(|w| w.name.clone()),
                plus: o.armament.plus,
                probability: o.probability,
                to_hit: attack.to_land(),
                p_hit: attack.probs(0, false).p_land,
                displayed_pct: GameShows(attack.shown()),
            })
        })
        .collect()
}

/// The damage half's exact side: each slot's and each round's damage law, and the survival
/// where the chain is small enough (`monsters-and-dumps.md` §5.5).
fn damage_exact(
    setup: &ThreatSetup,
    spec: &ThreatSpec,
    body: Body,
    exact: &mut ThreatQuantities<f64>,
) -> Result<ThreatDamage, SimError> {
    let variants = damage_variants(setup, &body, &spec.situation);
    let mut per_attack: Vec<AttackDamage> = Vec::new();
    let (mut landed_mass, mut per_attempt) = (Vec::new(), Vec::new());
    let mut round_parts = Vec::new();
    let cap: usize = variants
        .iter()
        .map(|v| v.attacks.iter().map(|a| a.landed.len() - 1).sum::<usize>())
        .max()
        .unwrap_or(0);
    let start = DamageState::start(setup.block_limit, cap);
    for v in &variants {
        let marginals = MixedTurn {
            attackers: vec![AttackerVariants::fixed(
                v.attacks.iter().map(|a| a.attack).collect(),
            )],
            block_limit: setup.block_limit,
        }
        .exact()
        .map_err(|e| SimError::Output(e.to_string()))?;
        for (k, a) in v.attacks.iter().enumerate() {
            let p_land = marginals.p_land_by_attack[k];
            if landed_mass.len() <= k {
                landed_mass.push(vec![0.0; a.landed.len()]);
                per_attempt.push(0.0);
            }
            let mass = &mut landed_mass[k];
            if mass.len() < a.landed.len() {
                mass.resize(a.landed.len(), 0.0);
            }
            for (x, q) in mass.iter_mut().zip(&a.landed) {
                *x += v.probability * p_land * q;
            }
            per_attempt[k] += v.probability * p_land * mean_of(&a.landed);
        }
        round_parts.push((v.probability, start.after(&v.attacks)));
    }
    let likeliest = &variants[0];
    for (k, mass) in landed_mass.iter().enumerate() {
        let total: f64 = mass.iter().sum();
        let landed: Vec<f64> = mass
            .iter()
            .map(|m| if total > 0.0 { m / total } else { 0.0 })
            .collect();
        per_attack.push(AttackDamage {
            slot: setup.named.round[k].0,
            mean_per_attack: per_attempt[k],
            mean_when_landed: mean_of(&landed),
            landed_distribution: landed,
            displayed_max_damage: likeliest.damages[k].damage.displayed_max(),
            true_max_damage: likeliest.damages[k].damage.true_max(),
        });
    }
    let round_distribution = start.mixture(&round_parts).damage();
    // Without HP there is no survival to compute, and nothing to say is unavailable.
    let exact_survival = body.hp.map(|hp| threat_survival(setup, &variants, hp));
    let unavailable = exact_survival
        .as_ref()
        .and_then(|s| s.as_ref().err())
        .map(|e| format!("{e}: the Monte Carlo answer stands alone"));
    if let Some(Ok(law)) = &exact_survival {
        exact.p_dead_within_turns = law.p_dead_within_turns.clone();
        exact.expected_turns_to_death = law.expected_turns_to_death;
    }
    let whole = (!body.rules.rounds_at_random()).then_some(body.ac.floor());
    Ok(ThreatDamage {
        ac: whole,
        gdr_percent: whole.map(gdr_percent),
        drawn_ac: body.rules.rounds_at_random().then(|| AcDrawn::of(body.ac)),
        hp: body.hp,
        max_hp: body.max_hp,
        per_attack,
        round_mean: mean_of(&round_distribution),
        round_distribution,
        exact_survival_unavailable: unavailable,
    })
}

fn mean_of(law: &[f64]) -> f64 {
    law.iter().enumerate().map(|(i, p)| i as f64 * p).sum()
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
