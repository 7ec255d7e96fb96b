//! The exact side of one attack, as `roguesim hit` reports it without its Monte Carlo run
//! (`docs/rules/dcss-0.31.md` §2, §6.3).

use mechanics::dcss::attack::Attack;
use mechanics::dcss::rules::RuleSet;
use serde::Serialize;

use super::result::HitExact;
use crate::dcss::input::TurnSpec;
use crate::dcss::named::MonsterSummary;
use crate::dcss::{Derived, GameShows};
use crate::error::SimError;

/// The exact side of one attack as `roguesim hit` reports it: every key of its JSON but the
/// estimate, computed without a Monte Carlo run (what a sweep point or a comparison reads).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct HitExactReport {
    /// The named monster that attacks, if any.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub monster: Option<MonsterSummary>,
    /// The defender's numbers and the attacker.
    pub derived: Derived,
    /// What the game shows, in percent ("undefined" where the dcss-0.34 display divides 0
    /// by 0).
    pub display_pct: GameShows,
    /// Exact values.
    pub exact: HitExact,
}

/// The exact side of one attack and what its Monte Carlo run needs: the attack's to-hit
/// variants with their weights.
pub(super) struct HitParts {
    pub(super) report: HitExactReport,
    pub(super) variants: Vec<(f64, Attack)>,
    pub(super) rules: RuleSet,
}

pub(super) fn hit_parts(spec: &TurnSpec) -> Result<HitParts, SimError> {
    let resolved = spec.resolve()?;
    let variants: Vec<(f64, Attack)> = resolved.mixed.attackers[0]
        .variants
        .iter()
        .map(|(p, attacks)| (*p, attacks[0]))
        .collect();
    let (mut p_land, mut p_block, mut p_beat_ev) = (0.0, 0.0, 0.0);
    for (w, attack) in &variants {
        let probs = attack.probs(0, false);
        p_land += w * probs.p_land;
        p_block += w * probs.p_block;
        p_beat_ev += w * attack.p_beat_ev();
    }
    let named = resolved.monsters.first();
    let confused = spec.attackers[0].confused;
    let by_weapon = named.map(|m| m.weapon_odds(0, &resolved.facing, confused, &spec.situation));
    let derived = Derived::of(&resolved);
    Ok(HitParts {
        report: HitExactReport {
            monster: named.map(|m| m.summary()),
            display_pct: derived.display_pct[0],
            derived,
            exact: HitExact {
                p_land,
                p_block,
                p_beat_ev,
                by_weapon,
            },
        },
        variants,
        rules: resolved.rules,
    })
}

/// The exact side of a single attack (the first of the turn described), exactly as
/// [`run_hit`](super::run_hit) reports it, without the Monte Carlo run.
pub fn exact_hit(spec: &TurnSpec) -> Result<HitExactReport, SimError> {
    Ok(hit_parts(spec)?.report)
}
