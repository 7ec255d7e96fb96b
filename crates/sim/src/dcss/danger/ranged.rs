//! A monster's most dangerous attack at range, as `roguesim threat` and `roguesim ranged` give
//! it (`docs/rules/dcss-0.31-ranged.md` §11): the row's ranged column.

use mechanics::dcss::rules::RuleSet;
use mechanics::dcss::shields::ShieldRules;
use schemars::JsonSchema;
use serde::Serialize;

use crate::dcss::input::DefenderSpec;
use crate::dcss::threat::ranged::threat_ranged;
use crate::dcss::threat::spec::{ThreatAction, ThreatSpec};

/// A monster's most dangerous attack at range: the one with the most damage per attack.
#[derive(Clone, Debug, PartialEq, Serialize, JsonSchema)]
pub struct RangedBest {
    /// The attack: "shortbow (arrow)", "Iron Shot".
    pub attack: String,
    /// P(it lands), your block counter fresh; null when it is not modelled.
    pub p_land: Option<f64>,
    /// Its mean damage after your AC when it lands.
    pub mean_damage_when_lands: Option<f64>,
    /// Its mean damage per shot, landed or not.
    pub mean_damage_per_shot: Option<f64>,
    /// Why it is not modelled, when it is not.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub not_modelled: Option<String>,
}

/// The most dangerous attack at range of the monster `id` against `defender` with `hp`, its
/// weapons at `depth`; `None` when it has none (or the defender cannot be read for it).
pub fn most_dangerous(
    rules: RuleSet,
    defender: &DefenderSpec,
    id: &str,
    depth: i32,
    hp: Option<i32>,
) -> Option<RangedBest> {
    let spec = ThreatSpec {
        rules: Some(rules),
        defender: defender.clone(),
        monster: id.to_string(),
        depth: Some(depth),
        weapon: None,
        weapon_plus: None,
        heads: None,
        count: 1,
        player_action: ThreatAction::Attack,
        delay: None,
        shield_rules: ShieldRules::default(),
        situation: Default::default(),
        ac: None,
        ac_x100: None,
        hp,
        offence: None,
        ranged: None,
    };
    let ranged = threat_ranged(&spec).ok().flatten()?;
    let best = ranged.attacks.iter().max_by(|a, b| {
        a.mean_damage_per_attack
            .total_cmp(&b.mean_damage_per_attack)
    });
    match best {
        Some(a) => Some(RangedBest {
            attack: a.attack.clone(),
            p_land: Some(a.p_land),
            mean_damage_when_lands: Some(a.mean_damage_when_lands),
            mean_damage_per_shot: Some(a.mean_damage_per_attack),
            not_modelled: None,
        }),
        None => ranged.catalog.first().map(|c| RangedBest {
            attack: c.attack.clone(),
            p_land: None,
            mean_damage_when_lands: None,
            mean_damage_per_shot: None,
            not_modelled: c.reason.clone(),
        }),
    }
}
