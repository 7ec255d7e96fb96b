//! The exact side of a ranged attack (`docs/rules/dcss-0.34-player-ranged.md` §2–§9).

use mechanics::dcss::duel::offence_only_law;
use mechanics::dcss::opponent::Opponent;
use mechanics::dist::Dist;

use super::result::{
    BeamExact, KillOdds, RangedDerived, ShotExact, ShotQuantities, SpellExact, SpellQuantities,
};
use super::spec::{RangedResolved, RangedSetup};
use crate::dcss::attack::exact::{indexed, indexed_mean};
use crate::dcss::law::ValueLaw;

/// The exact side of a ranged attack: a shot's or a spell's.
#[derive(Clone, Debug, PartialEq, serde::Serialize, schemars::JsonSchema)]
#[serde(untagged)]
pub enum RangedExact {
    /// A shot or a throw.
    Shot(ShotExact),
    /// An attack spell.
    Spell(SpellExact),
}

/// The kill odds of an action whose damage law is `step` and mean time `mean_time`, against
/// the named monster, over `attacks` actions.
fn kill_odds(
    opponent: Option<&Opponent>,
    step: &[f64],
    mean_time: f64,
    attacks: u32,
) -> KillOdds<f64> {
    let Some(o) = opponent else {
        return KillOdds::default();
    };
    let hp = o.hp.dist();
    let k = offence_only_law(step, mean_time, &hp, attacks as usize);
    let law = ValueLaw::of(&hp);
    KillOdds {
        monster_hp_mean: Some(law.mean()),
        monster_hp_distribution: law,
        p_killed_within_attacks: k.p_killed_within_attacks,
        expected_attacks_to_kill: k.expected_attacks_to_kill,
        expected_aut_to_kill: k.expected_aut_to_kill,
    }
}

/// What the ranged attack reads of the player and the monster.
pub fn derived(setup: &RangedSetup) -> RangedDerived {
    let attack = match &setup.resolved {
        RangedResolved::Shot(s) => s.projectile.name().to_string(),
        RangedResolved::Spell(s) => s.attack.spell.name.to_string(),
    };
    RangedDerived {
        attack,
        monster: setup.opponent.as_ref().map(|o| o.monster.name.clone()),
        monster_ev: setup.target.missile_ev(),
        monster_ac: setup.target.ac,
        monster_shield_class: setup.target.shield_class,
        notes: setup.notes.clone(),
    }
}

/// The exact side of a resolved ranged attack, its kill odds over `attacks` actions.
pub fn exact_of(setup: &RangedSetup, attacks: u32) -> RangedExact {
    let opponent = setup.opponent.as_ref();
    match &setup.resolved {
        RangedResolved::Shot(s) => {
            let law = s.law();
            let per = indexed(&law.per_shot);
            let delay = ValueLaw::of(&law.delay);
            let landed = law.landed.as_ref().map(indexed);
            RangedExact::Shot(ShotExact {
                quantities: ShotQuantities {
                    p_hit: law.probs.p_land,
                    p_blocked: law.probs.p_block,
                    p_miss: law.probs.p_miss,
                    damage_mean: landed.as_deref().map(indexed_mean),
                    damage_distribution: landed,
                    per_attack_damage_mean: indexed_mean(&per),
                    kill: kill_odds(opponent, &per, delay.mean(), attacks),
                    per_attack_damage_distribution: per,
                    delay_mean: delay.mean(),
                    delay_distribution: delay,
                },
                pre_roll_to_hit_mean: law.pre_roll.mean(),
                pre_roll_to_hit_min: law.pre_roll.min(),
                pre_roll_to_hit_max: law.pre_roll.max(),
                display_percent: law.display_percent,
                damage_per_10_aut: law.damage_per_10_aut(),
            })
        }
        RangedResolved::Spell(r) => {
            let a = &r.attack;
            let cast = indexed(&a.per_cast_dist(false));
            let attempt = indexed(&a.per_attempt_dist(false));
            let time = ValueLaw::of(&a.cast_time_dist());
            let beams = a
                .beams
                .iter()
                .map(|b| {
                    let (p_blocked, p_hit) = b.probs(false);
                    let d: Dist = b.damage_dist();
                    BeamExact {
                        p_blocked,
                        p_hit,
                        damage_mean: d.mean(),
                        damage_distribution: indexed(&d),
                    }
                })
                .collect();
            RangedExact::Spell(SpellExact {
                quantities: SpellQuantities {
                    p_fail: a.p_fail(),
                    per_cast_damage_mean: indexed_mean(&cast),
                    per_cast_damage_distribution: cast,
                    per_attempt_damage_mean: indexed_mean(&attempt),
                    kill: kill_odds(opponent, &attempt, time.mean(), attacks),
                    per_attempt_damage_distribution: attempt,
                    cast_time_mean: time.mean(),
                    cast_time_distribution: time,
                },
                spell: a.spell.name.to_string(),
                power: a.power,
                power_percent: r.power_percent,
                raw_fail: a.raw_fail,
                displayed_fail: r.displayed_fail,
                mp: a.mp(),
                spell_penalty: r.spell_penalty,
                dump_damage: r.dump_damage.clone(),
                to_hit: a.to_hit,
                display_percent: r.display_percent,
                beams,
                damage_per_10_aut: a.damage_per_10_aut(),
            })
        }
    }
}
