//! The exact side of a duel, as `roguesim duel` reports it without its Monte Carlo run: the
//! chain of each duel (one per weapon the monster may hold) mixed by the weapon's
//! probability (`docs/rules/dcss-0.31-player-attack.md` §11).

use mechanics::dcss::duel::ranged::RangedDuel;
use mechanics::dcss::duel::{
    Duel, DuelLaw, REPORT_TURNS, group_laws, offence_only_law, shared_groups,
};
use mechanics::dcss::player_ranged::RangedAction;
use rayon::prelude::*;
use serde::Serialize;

use super::result::{DuelByWeapon, DuelDerived, DuelExact, DuelQuantities, OffenceAlone};
use super::spec::{DuelScenario, DuelSetup};
use crate::dcss::law::ValueLaw;
use crate::error::SimError;

/// The exact side of a duel as `roguesim duel` reports it: every key of its JSON but the
/// estimates.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct DuelExactReport {
    /// The player and the monster as the duel reads them.
    pub derived: DuelDerived,
    /// Exact values; null when the chain is too large.
    pub exact: Option<DuelExact>,
    /// Why there are no exact values, when there are none.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub exact_unavailable: Option<String>,
    /// Your attacks alone against its HP.
    pub offence_alone: OffenceAlone,
}

/// Every duel's chain, in the setup's order. Duels with your ranged offence each have their
/// own chain; melee duels whose weapons share their chain are computed as one group
/// (`mechanics::dcss::duel::shared_groups`). Groups and ranged chains run in parallel (each
/// is independent; the order of the results is the setup's whatever the threads).
pub fn laws(setup: &DuelSetup) -> Vec<Result<DuelLaw, String>> {
    if setup.variants.iter().any(|v| v.ranged.is_some()) {
        return setup
            .variants
            .par_iter()
            .map(|v| match &v.ranged {
                Some(r) => r.exact().map_err(|e| e.to_string()),
                None => v.duel.exact().map_err(|e| e.to_string()),
            })
            .collect();
    }
    let duels: Vec<&Duel> = setup.variants.iter().map(|v| &v.duel).collect();
    let groups = shared_groups(&duels);
    let computed: Vec<Vec<Result<DuelLaw, String>>> = groups
        .par_iter()
        .map(|g| {
            let members: Vec<&Duel> = g.iter().map(|&i| duels[i]).collect();
            group_laws(&members)
                .into_iter()
                .map(|l| l.map_err(|e| e.to_string()))
                .collect()
        })
        .collect();
    let mut out: Vec<Option<Result<DuelLaw, String>>> = vec![None; duels.len()];
    for (g, laws) in groups.iter().zip(computed) {
        for (&i, law) in g.iter().zip(laws) {
            out[i] = Some(law);
        }
    }
    out.into_iter()
        .map(|l| l.expect("every duel computed"))
        .collect()
}

/// The mixture of the duels' laws by their weapons' probabilities; `Err` says why a chain
/// could not be computed.
pub fn mixture(setup: &DuelSetup, laws: &[Result<DuelLaw, String>]) -> Result<DuelExact, String> {
    let hp = setup.variants[0].duel.defence.hp.max(1) as usize;
    let mut q = DuelQuantities {
        p_win: 0.0,
        p_lose: 0.0,
        player_hp_left_distribution: vec![0.0; hp + 1],
        expected_player_turns_given_win: None,
        expected_hp_left_given_win: None,
        p_monster_dead_within_turns: vec![0.0; REPORT_TURNS],
        p_player_dead_within_turns: vec![0.0; REPORT_TURNS],
    };
    let (mut undecided, mut turns, mut weighted_turns) = (0.0, 0, 0.0);
    for (v, law) in setup.variants.iter().zip(laws) {
        let law = law.as_ref().map_err(Clone::clone)?;
        let w = v.probability;
        q.p_win += w * law.p_win;
        q.p_lose += w * law.p_lose;
        undecided += w * law.p_undecided;
        turns = turns.max(law.turns_computed);
        weighted_turns += w * law.p_win * law.expected_player_turns_given_win.unwrap_or(0.0);
        for (a, b) in q
            .player_hp_left_distribution
            .iter_mut()
            .zip(&law.player_hp_left_distribution)
        {
            *a += w * b;
        }
        for (a, b) in q
            .p_monster_dead_within_turns
            .iter_mut()
            .zip(&law.p_monster_dead_within_turns)
        {
            *a += w * b;
        }
        for (a, b) in q
            .p_player_dead_within_turns
            .iter_mut()
            .zip(&law.p_player_dead_within_turns)
        {
            *a += w * b;
        }
    }
    let hp_left: f64 = q
        .player_hp_left_distribution
        .iter()
        .enumerate()
        .map(|(h, p)| h as f64 * p)
        .sum();
    if q.p_win > 0.0 {
        q.expected_player_turns_given_win = Some(weighted_turns / q.p_win);
        q.expected_hp_left_given_win = Some(hp_left / q.p_win);
    }
    Ok(DuelExact {
        quantities: q,
        p_undecided: undecided,
        turns_computed: turns,
    })
}

/// What the duel reads of the player and the monster, with each weapon's P(win).
pub(super) fn derived(setup: &DuelSetup, laws: &[Result<DuelLaw, String>]) -> DuelDerived {
    let first = &setup.variants[0].duel;
    let hp = first.opponent.hp.dist();
    let t = first.opponent.target();
    let delay = action_delay(setup);
    DuelDerived {
        player: setup.player.clone(),
        player_delay_distribution: ValueLaw::of(&delay),
        ranged: setup.ranged.clone(),
        monster: first.opponent.monster.name.clone(),
        monster_hp: [f64::from(hp.min()), hp.mean(), f64::from(hp.max())],
        monster_ac: t.ac,
        monster_ev: t.ev,
        monster_shield_class: t.shield_class,
        monster_speed: first.monster.speed,
        monster_attack_energy: first.monster.attack_energy,
        by_weapon: setup
            .variants
            .iter()
            .zip(laws)
            .map(|(v, l)| DuelByWeapon {
                weapon: v.weapon.clone(),
                probability: v.probability,
                p_win: l.as_ref().ok().map(|l| l.p_win),
            })
            .collect(),
        notes: setup.notes.clone(),
    }
}

/// The law of your action's time: your ranged attack's where you fight with one, else your
/// melee attack's delay.
pub fn action_delay(setup: &DuelSetup) -> mechanics::dist::Dist {
    let v = &setup.variants[0];
    match v.ranged.as_ref().and_then(ranged_primary) {
        Some(a) => a.time_dist(),
        None => v.duel.offence.delay.dist(),
    }
}

/// The ranged duel's attack where it first reaches, nearest first.
fn ranged_primary(r: &RangedDuel) -> Option<&RangedAction> {
    r.plan.attack.iter().flatten().next()
}

/// Your attacks alone against the monster's HP (the same whatever its weapon): your ranged
/// attack's with MP or missiles to spare, when you fight with one.
pub(super) fn offence_alone(setup: &DuelSetup) -> OffenceAlone {
    let v = &setup.variants[0];
    let o = match v
        .ranged
        .as_ref()
        .and_then(|r| ranged_primary(r).map(|a| (r, a)))
    {
        Some((r, a)) => {
            let law = a.law(r.block_limit as usize);
            let mut step = vec![0.0; 1];
            for c in &law.by_blocks[0] {
                if step.len() < c.damage.len() {
                    step.resize(c.damage.len(), 0.0);
                }
                for (s, p) in step.iter_mut().zip(&c.damage) {
                    *s += p;
                }
            }
            offence_only_law(
                &step,
                law.time.mean(),
                &v.duel.opponent.hp.dist(),
                REPORT_TURNS,
            )
        }
        None => v.duel.offence_only(REPORT_TURNS),
    };
    OffenceAlone {
        p_killed_within_attacks: o.p_killed_within_attacks,
        expected_attacks_to_kill: o.expected_attacks_to_kill,
        expected_aut_to_kill: o.expected_aut_to_kill,
    }
}

/// The exact report of a resolved duel.
pub(super) fn duel_report(setup: &DuelSetup) -> DuelExactReport {
    let laws = laws(setup);
    let exact = mixture(setup, &laws);
    DuelExactReport {
        derived: derived(setup, &laws),
        exact_unavailable: exact
            .as_ref()
            .err()
            .map(|e| format!("{e}: the Monte Carlo answer stands alone")),
        exact: exact.ok(),
        offence_alone: offence_alone(setup),
    }
}

/// The exact side of a duel scenario, exactly as [`super::run_duel`] reports it.
pub fn exact_duel(spec: &DuelScenario) -> Result<DuelExactReport, SimError> {
    Ok(duel_report(&spec.resolve()?))
}
