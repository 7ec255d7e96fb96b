//! The exact side of one player attack, as `roguesim attack` reports it without its Monte
//! Carlo run (`docs/rules/dcss-0.31-player-attack.md` §2–§6, §11).

use mechanics::dcss::duel::offence_only;
use mechanics::dcss::player_attack::PlayerAction;
use mechanics::dist::Dist;
use serde::Serialize;

use super::result::{AttackDerived, AttackExact, AttackQuantities};
use super::spec::{AttackScenario, AttackSetup};
use crate::dcss::law::ValueLaw;
use crate::error::SimError;

/// The exact side of an attack as `roguesim attack` reports it: every key of its JSON but the
/// estimates.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct AttackExactReport {
    /// The player and the monster as the attack reads them.
    pub derived: AttackDerived,
    /// Exact values.
    pub exact: AttackExact,
}

/// A law over 0, 1, ... as a list indexed by value.
pub(crate) fn indexed(law: &Dist) -> Vec<f64> {
    (0..=law.max().max(0)).map(|v| law.prob(v)).collect()
}

/// The mean of a list indexed by value.
pub(crate) fn indexed_mean(law: &[f64]) -> f64 {
    law.iter().enumerate().map(|(v, p)| v as f64 * p).sum()
}

/// What the attack reads of the player and the monster.
pub(super) fn derived(setup: &AttackSetup) -> AttackDerived {
    let r = &setup.resolved;
    AttackDerived {
        weapon: r.offence.weapon.map(|w| w.name.clone()),
        attacks_per_action: r.offence.hits_per_action(),
        monster: r.opponent.as_ref().map(|o| o.monster.name.clone()),
        monster_ev: r.target.ev,
        monster_ac: r.target.ac,
        monster_shield_class: r.target.shield_class,
        monster_block_limit: r.target.block_limit,
        notes: setup.notes.clone(),
    }
}

/// The exact side of a resolved attack (`docs/rules/dcss-0.31-player-attack.md` §2–§6, §11).
pub(super) fn exact_of(setup: &AttackSetup) -> AttackExact {
    let r = &setup.resolved;
    let to_hit = r.to_hit();
    let damage = indexed(&r.offence.main_damage(&r.target).dist());
    let delay = ValueLaw::of(&r.offence.delay.dist());
    let action = PlayerAction::new(&r.offence, &r.target);
    let per_action = action.law().damage(0);
    let (hp, kill) = match &r.opponent {
        Some(o) => {
            let hp = o.hp.dist();
            (
                ValueLaw::of(&hp),
                Some(offence_only(&action, &hp, setup.attacks as usize)),
            )
        }
        None => (ValueLaw::default(), None),
    };
    AttackExact {
        quantities: AttackQuantities {
            p_hit: to_hit.p_hit,
            p_blocked: to_hit.p_blocked,
            p_miss: to_hit.p_miss,
            damage_mean: indexed_mean(&damage),
            damage_distribution: damage,
            delay_mean: delay.mean(),
            delay_distribution: delay,
            action_damage_mean: indexed_mean(&per_action),
            action_damage_distribution: per_action,
            monster_hp_mean: (!hp.is_empty()).then(|| hp.mean()),
            monster_hp_distribution: hp,
            p_killed_within_attacks: kill
                .as_ref()
                .map(|k| k.p_killed_within_attacks.clone())
                .unwrap_or_default(),
            expected_attacks_to_kill: kill.as_ref().and_then(|k| k.expected_attacks_to_kill),
            expected_aut_to_kill: kill.as_ref().and_then(|k| k.expected_aut_to_kill),
        },
        display_percent: r.display().percent(),
        pre_roll_to_hit_mean: to_hit.pre_roll_to_hit_mean,
    }
}

/// The exact side of an attack scenario, exactly as [`super::run_attack`] reports it.
pub fn exact_attack(spec: &AttackScenario) -> Result<AttackExactReport, SimError> {
    let setup = spec.resolve()?;
    Ok(AttackExactReport {
        exact: exact_of(&setup),
        derived: derived(&setup),
    })
}
