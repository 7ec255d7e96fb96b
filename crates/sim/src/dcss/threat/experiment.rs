//! The threat's Monte Carlo experiments (`docs/rules/monsters-and-dumps.md` §5). One melee
//! round is [`MixedTurnExperiment`](crate::dcss::turn::MixedTurnExperiment) with one turn;
//! the defender's turns are [`BeforeYouActExperiment`]: every copy of the monster keeps its
//! own energy clock across consecutive defender actions (burned in to the stationary regime
//! at the start of each chunk), and each defender action plays every copy's melee rounds in
//! order against one block counter.

use mechanics::dcss::attack::Outcome;
use mechanics::dcss::time::{DcssSpeedSampler, STATIONARY_BURN_IN};
use mechanics::dcss::turn::{AttackerVariants, MixedTurn, VariantSampler};
use mechanics::sampling::fight_lanes::{FightCounts, FightLanes, NotOnLanes};
use mechanics::sampling::kernel::LaneKernel;
use rand_xoshiro::Xoshiro256PlusPlus;
use serde::{Deserialize, Serialize};

use super::spec::{MAX_COUNT, ThreatSetup};
use super::survival::{DamageVariant, TURNS, with_fight_chain};
use crate::engine::{Accumulator, Experiment};
use crate::speed_counts::{ActionCounts, BATCH_ACTIONS, BatchCounter, MAX_ACTIONS};

/// What the defender-turn experiment counts: the first copy's actions and melee rounds per
/// defender action, and the blows all copies land before the defender acts again, each with
/// its batches for the design effects of consecutive, dependent defender actions.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct BeforeYouActAcc {
    /// The first copy's actions per defender action, with its attacks of opportunity.
    pub actions: ActionCounts,
    /// The first copy's melee rounds before the defender acts again.
    pub rounds: ActionCounts,
    /// Blows landed before the defender acts again, all copies.
    pub lands: ActionCounts,
}

impl Accumulator for BeforeYouActAcc {
    fn merge(&mut self, other: Self) {
        self.actions.merge(other.actions);
        self.rounds.merge(other.rounds);
        self.lands.merge(other.lands);
    }
}

/// The defender-turn experiment: each trial is one defender action.
pub struct BeforeYouActExperiment {
    setup: ThreatSetup,
    turn: MixedTurn,
    sampler: VariantSampler,
}

impl BeforeYouActExperiment {
    /// The experiment of `setup`.
    pub fn new(setup: &ThreatSetup) -> Self {
        let turn = MixedTurn {
            attackers: vec![AttackerVariants {
                variants: setup.round.clone(),
            }],
            block_limit: setup.block_limit,
        };
        BeforeYouActExperiment {
            sampler: VariantSampler::new(&turn),
            setup: setup.clone(),
            turn,
        }
    }
}

impl Experiment for BeforeYouActExperiment {
    type Acc = BeforeYouActAcc;

    fn run_chunk(&self, rng: &mut Xoshiro256PlusPlus, trials: u64, acc: &mut BeforeYouActAcc) {
        let Some(clock) = &self.setup.clock else {
            // A monster of speed 0 never acts: no rounds, no blows.
            acc.actions.n[0] += trials;
            acc.rounds.n[0] += trials;
            acc.lands.n[0] += trials;
            return;
        };
        let Ok(one) = clock.sampler_in(self.setup.rules) else {
            unreachable!("the clock was validated when the threat was resolved")
        };
        let count = self.setup.count as usize;
        let mut clocks: [DcssSpeedSampler; MAX_COUNT as usize] = [one; MAX_COUNT as usize];
        for clock in &mut clocks[..count] {
            clock.burn_in(rng, STATIONARY_BURN_IN);
        }
        let limit = self.setup.block_limit;
        let mut batches = [BatchCounter::default(); 3];
        let mut choice = [0usize];
        for _ in 0..trials {
            let (mut blocks, mut lands) = (0u32, 0usize);
            for (i, clock) in clocks[..count].iter_mut().enumerate() {
                let round = clock.next_round(rng);
                let rounds = self
                    .setup
                    .melee_rounds(round.actions, round.opportunity_attack);
                if i == 0 {
                    let n = (round.actions as usize).min(MAX_ACTIONS);
                    acc.actions.n[n] += 1;
                    batches[0].record(n);
                    if round.opportunity_attack {
                        acc.actions.opportunity += 1;
                        batches[0].record_opportunity();
                    }
                    let r = (rounds as usize).min(MAX_ACTIONS);
                    acc.rounds.n[r] += 1;
                    batches[1].record(r);
                }
                if rounds == 0 {
                    continue;
                }
                self.sampler.draw(rng, &mut choice);
                let attacks = &self.turn.attackers[0].variants[choice[0]].1;
                for _ in 0..rounds {
                    for attack in attacks {
                        let exhausted = limit.is_some_and(|l| blocks >= l);
                        match attack.roll(rng, blocks, exhausted) {
                            Outcome::Blocked => blocks += 1,
                            Outcome::Landed => lands += 1,
                            Outcome::Missed => {}
                        }
                    }
                }
            }
            let l = lands.min(MAX_ACTIONS);
            acc.lands.n[l] += 1;
            batches[2].record(l);
            if batches[2].len == BATCH_ACTIONS {
                batches[0].flush(&mut acc.actions.batches);
                batches[1].flush(&mut acc.rounds.batches);
                batches[2].flush(&mut acc.lands.batches);
            }
        }
        batches[0].flush(&mut acc.actions.batches);
        batches[1].flush(&mut acc.rounds.batches);
        batches[2].flush(&mut acc.lands.batches);
    }
}

/// The longest simulated fight, in defender turns; a fight still alive then is censored.
pub const MAX_FIGHT_TURNS: u32 = 1_000;

/// What the fight experiment counts: fights by the turn they ended in.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct FightAcc {
    /// Fights that ended in turn k (index k − 1) for k up to [`TURNS`]; the last entry counts
    /// the fights that lasted longer (or were censored).
    pub death_turn: Vec<u64>,
    /// The sum of the turns to death (a censored fight counts [`MAX_FIGHT_TURNS`]).
    #[serde(with = "crate::engine::state::u128_text")]
    pub turns_sum: u128,
    /// The sum of their squares.
    #[serde(with = "crate::engine::state::u128_text")]
    pub turns_sq_sum: u128,
    /// Fights still alive after [`MAX_FIGHT_TURNS`] turns.
    pub censored: u64,
}

impl Accumulator for FightAcc {
    fn merge(&mut self, other: Self) {
        if self.death_turn.len() < other.death_turn.len() {
            self.death_turn.resize(other.death_turn.len(), 0);
        }
        for (a, b) in self.death_turn.iter_mut().zip(&other.death_turn) {
            *a += b;
        }
        self.turns_sum += other.turns_sum;
        self.turns_sq_sum += other.turns_sq_sum;
        self.censored += other.censored;
    }
}

/// Each trial is one fight from the stationary regime: every copy starts at an energy drawn
/// from its chain's stationary law and draws its weapon once; each defender turn plays every
/// copy's melee rounds against one block counter, each landed attack adding its damage after
/// AC, until the damage taken reaches the HP (`dcss-0.31-damage.md` §6). The fights run on
/// lanes ([`FightLanes`]), compiled from the same fight chain as the exact survival law
/// (`docs/rules/monsters-and-dumps.md` §5.7).
pub struct FightExperiment {
    /// The fights on lanes; `None` for a monster that never acts (every fight survived).
    lanes: Option<FightLanes>,
    kernel: LaneKernel,
}

impl FightExperiment {
    /// The experiment of `setup`'s fights from `hp`, with `variants`' damage after AC, on
    /// `kernel`.
    pub fn new(
        setup: &ThreatSetup,
        variants: &[DamageVariant],
        hp: i32,
        kernel: LaneKernel,
    ) -> Self {
        let lanes = with_fight_chain(setup, variants, hp, |f| match FightLanes::new(f) {
            Ok(lanes) => Some(lanes),
            Err(NotOnLanes::NeverActs) => None,
            Err(why) => unreachable!("a resolved threat has 1 to 8 copies and a weapon: {why}"),
        });
        FightExperiment { lanes, kernel }
    }
}

impl Experiment for FightExperiment {
    type Acc = FightAcc;

    fn run_chunk(&self, rng: &mut Xoshiro256PlusPlus, trials: u64, acc: &mut FightAcc) {
        if acc.death_turn.len() < TURNS + 1 {
            acc.death_turn.resize(TURNS + 1, 0);
        }
        let counts = match &self.lanes {
            Some(lanes) => lanes.count_on(self.kernel, rng, trials, MAX_FIGHT_TURNS),
            // A monster of speed 0 never acts: every fight is survived.
            None => FightCounts {
                dead_at: Vec::new(),
                censored: trials,
            },
        };
        for (t, &n) in (1u64..).zip(&counts.dead_at) {
            acc.death_turn[(t as usize - 1).min(TURNS)] += n;
            acc.turns_sum += u128::from(t * n);
            acc.turns_sq_sum += u128::from(t * t) * u128::from(n);
        }
        let n = counts.censored;
        acc.death_turn[TURNS] += n;
        acc.censored += n;
        let cap = u128::from(MAX_FIGHT_TURNS);
        acc.turns_sum += cap * u128::from(n);
        acc.turns_sq_sum += cap * cap * u128::from(n);
    }

    fn path(&self) -> &'static str {
        match self.lanes {
            Some(_) => crate::engine::paths::LANES,
            // A monster that never acts: no fight to play.
            None => "nothing to play",
        }
    }
}
