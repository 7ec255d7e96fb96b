//! The Monte Carlo experiment of monster actions per player action (`docs/rules/dcss-0.31.md`
//! §7.3).

use mechanics::dcss::rules::RuleSet;
use mechanics::dcss::time::{DcssSpeedScenario, STATIONARY_BURN_IN};
use rand_xoshiro::Xoshiro256PlusPlus;

use crate::engine::Experiment;
use crate::speed_counts::{ActionCounts, BATCH_ACTIONS, BatchCounter, MAX_ACTIONS};

/// The DCSS speed experiment: each chunk burns in its clock for [`STATIONARY_BURN_IN`] player
/// actions, then counts monster actions per player action in batches of [`BATCH_ACTIONS`].
pub struct DcssSpeedExperiment {
    pub(super) scenario: DcssSpeedScenario,
    pub(super) rules: RuleSet,
}

impl Experiment for DcssSpeedExperiment {
    type Acc = ActionCounts;

    fn run_chunk(&self, rng: &mut Xoshiro256PlusPlus, trials: u64, acc: &mut ActionCounts) {
        let Ok(mut sampler) = self.scenario.sampler_in(self.rules) else {
            unreachable!("the scenario was validated before the run")
        };
        sampler.burn_in(rng, STATIONARY_BURN_IN);
        let mut batch = BatchCounter::default();
        for _ in 0..trials {
            let round = sampler.next_round(rng);
            let n = (round.actions as usize).min(MAX_ACTIONS);
            acc.n[n] += 1;
            batch.record(n);
            if round.opportunity_attack {
                acc.opportunity += 1;
                batch.record_opportunity();
            }
            if batch.len == BATCH_ACTIONS {
                batch.flush(&mut acc.batches);
            }
        }
        batch.flush(&mut acc.batches);
    }
}
