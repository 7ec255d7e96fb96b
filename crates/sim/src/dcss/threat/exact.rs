//! The threat's exact laws (`docs/rules/monsters-and-dumps.md` §5): one melee round of one
//! monster, its melee rounds per defender action from the stationary energy chain, and the
//! blows that land before the defender acts again — the turn state mixed over each copy's
//! weapon and its number of rounds, copy after copy, sharing the block counter.

use mechanics::dcss::time::MonsterRoundLaw;
use mechanics::dcss::turn::{AttackerVariants, MixedTurn, TurnDistribution, TurnState};

use super::spec::ThreatSetup;
use crate::error::SimError;

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
            c.exact_rounds()
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
