//! The lane-parallel [`LaneTimeline`] against §7's game-turn loop (draw for draw, with the
//! draws of `rand_xoshiro`'s xoshiro256++) and against the exact law of `N`
//! (`docs/rules/frogcomposband-energy.md` §5, §7, §8), on every kernel this processor runs.

use crate::common::{assert_counts_fit, kernels, n_cells, speed_scenario};
use mechanics::frog::draws::{NeedDraws, need_table};
use mechanics::frog::{
    EXACT_COST_ABOVE, SPEED_OFFSET, SpeedScenario, energy_clip, energy_per_turn, get_mspeed,
    monster_speed_in_effect, randint0, speed_to_energy,
};
use mechanics::sampling::frog_lanes::{LANES, LaneTimeline, MAX_DEPTH};
use mechanics::sampling::kernel::LaneKernel;
use rand::{Rng, SeedableRng};
use rand_xoshiro::Xoshiro256PlusPlus;

/// A unique monster against a walking player.
fn unique(player: i32, monster: i32) -> SpeedScenario {
    speed_scenario(player, monster, 100, false)
}

/// Per step, each lane's `N` read off the masks of [`LaneTimeline::run`].
fn lane_counts(masks: &[u32]) -> [usize; LANES] {
    let mut n = [0; LANES];
    for (l, n) in n.iter_mut().enumerate() {
        *n = masks.iter().filter(|&&m| m >> l & 1 == 1).count();
    }
    n
}

/// One lane as §7's pseudocode, game turn by game turn: the player first (while its need is
/// `<= 0`), then the monster at most once.
struct LiteralLane {
    ep: i32,
    em: i32,
    player_need: i32,
    monster_need: i32,
}

impl LiteralLane {
    /// The player pays `cost` for its pending action; the game turns run up to its next
    /// action, the monster paying the next of `monster_costs` each time it acts. Returns `N`.
    fn interval(&mut self, cost: i32, monster_costs: &mut impl Iterator<Item = i32>) -> usize {
        // The player's pending action is in the current game turn, before the monster's step.
        self.player_need += cost;
        let mut n = 0;
        loop {
            if self.player_need <= 0 {
                return n;
            }
            self.monster_need -= self.em;
            if self.monster_need <= 0 {
                self.monster_need += monster_costs.next().expect("a draw for every action");
                n += 1;
            }
            self.player_need -= self.ep;
        }
    }
}

/// The literal lanes at a (re)start, as [`LaneTimeline::restart`] draws them from `rng`: lane
/// by lane, `get_mspeed` (capped at 199), then the stationary state of §8 at that speed (player
/// need `-randint0(E_p)`, monster need by rejection against one `ENERGY_NEED()`).
fn literal_restart(s: &SpeedScenario, rng: &mut Xoshiro256PlusPlus) -> Vec<LiteralLane> {
    let ep = energy_per_turn(s.player_speed);
    let mut draws = NeedDraws::new();
    (0..LANES)
        .map(|_| {
            let speed = get_mspeed(rng, SPEED_OFFSET + s.monster_speed, !s.non_unique);
            let em = speed_to_energy(monster_speed_in_effect(
                speed,
                s.monster_hasted,
                s.monster_slowed,
                0,
            ));
            let table = need_table(energy_clip(em));
            let player_need = -randint0(rng, ep);
            let monster_need = loop {
                let y = 1 + randint0(rng, 200 - energy_clip(em));
                if i32::from(table[usize::from(draws.draw(rng))]) >= y {
                    break y;
                }
            };
            LiteralLane {
                ep,
                em,
                player_need,
                monster_need,
            }
        })
        .collect()
}

/// Runs the lanes of `s` on `kernel` in `fights` fights of `steps` steps (a
/// [`LaneTimeline::restart`] between fights) and replays every lane with [`LiteralLane`] on the
/// same draws: the streams seeded as [`LaneTimeline::with_kernel`] seeds them (word `w` of
/// stream `s` is the `4s + w`-th value of `rng`) and read through `rand_xoshiro`, each
/// `ENERGY_NEED()` from the table of the actor's clamp row, the player's cost
/// `energy_use · ENERGY_NEED() / 100` (`energy_use` above 400), and the restarts by
/// [`literal_restart`].
fn check_draw_for_draw(s: SpeedScenario, kernel: LaneKernel, seed: u64, fights: u32, steps: u64) {
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);
    let mut lanes_rng = rng.clone();
    let mut lanes = LaneTimeline::with_kernel(&s, kernel, &mut lanes_rng).expect("supported");
    let mut streams: Vec<Xoshiro256PlusPlus> = crate::common::reference_streams(&mut rng);
    let player_table = need_table(energy_clip(energy_per_turn(s.player_speed)));
    let eu = s.player_action_cost;
    let player_cost = |u: u16| {
        if eu > EXACT_COST_ABOVE {
            eu
        } else {
            eu * i32::from(player_table[usize::from(u)]) / 100
        }
    };
    let mut round = || -> Vec<u16> {
        streams
            .iter_mut()
            .flat_map(|g| {
                let word = g.next_u64();
                (0..4).map(move |i| (word >> (16 * i)) as u16)
            })
            .collect()
    };
    for fight in 0..fights {
        if fight > 0 {
            lanes.restart(&mut lanes_rng);
        }
        let mut literal = literal_restart(&s, &mut rng);
        let energies: Vec<i16> = literal.iter().map(|lane| lane.em as i16).collect();
        assert_eq!(
            lanes.monster_energies().to_vec(),
            energies,
            "{s:?}: monster speeds"
        );
        let mut step = 0;
        lanes.run(steps, |masks| {
            let n = lane_counts(masks);
            let player_round = round();
            let monster_rounds: Vec<Vec<u16>> = (0..masks.len()).map(|_| round()).collect();
            for (l, lane) in literal.iter_mut().enumerate() {
                let table = need_table(energy_clip(lane.em));
                let mut costs = monster_rounds
                    .iter()
                    .map(|r| i32::from(table[usize::from(r[l])]));
                let expected = lane.interval(player_cost(player_round[l]), &mut costs);
                assert_eq!(
                    n[l], expected,
                    "{s:?} on {kernel:?}, seed {seed}, fight {fight}, step {step}, lane {l}"
                );
            }
            step += 1;
        });
    }
}

#[test]
fn lanes_are_the_game_turn_loop_draw_for_draw() {
    // (player, monster, energy_use, non-unique): the reference pairs, extremes, cheap actions
    // (several player actions per game turn), dear ones, exact costs, mixed monster speeds.
    let cases = [
        (0, 0, 100, false),
        (0, 10, 100, false),
        (10, 20, 100, false),
        (20, 30, 100, false),
        (-10, 0, 100, false),
        (26, 30, 100, false),
        (-30, 99, 100, false),
        (99, -99, 100, false),
        (40, 40, 100, false),
        (0, 0, 60, false),
        (30, 0, 7, false),
        (0, 10, 200, false),
        (5, 5, 133, false),
        (10, 0, 450, false),
        (0, 10, 62, true),
        (0, 0, 100, true),
        (20, 30, 100, true),
        (-10, 90, 100, true),
    ];
    for kernel in kernels() {
        for (i, &(p, m, cost, non_unique)) in cases.iter().enumerate() {
            let s = speed_scenario(p, m, cost, non_unique);
            check_draw_for_draw(s, kernel, 1000 + i as u64, 3, 700);
        }
        // Haste and slow on top of each individual speed (§2 step 2, §3.5).
        for (i, (hasted, slowed)) in [(true, false), (false, true)].into_iter().enumerate() {
            let s = SpeedScenario {
                monster_hasted: hasted,
                monster_slowed: slowed,
                ..speed_scenario(0, 10, 100, true)
            };
            check_draw_for_draw(s, kernel, 2000 + i as u64, 3, 700);
        }
    }
}

#[test]
fn kernels_agree_mask_for_mask() {
    let s = unique(0, 10);
    let run = |kernel| {
        let mut rng = Xoshiro256PlusPlus::seed_from_u64(99);
        let mut lanes = LaneTimeline::with_kernel(&s, kernel, &mut rng)?;
        let mut all = Vec::new();
        lanes.run(50_000, |masks| all.extend_from_slice(masks));
        // The caller's generator is left where the setup's draws end, on every kernel.
        Some((all, rng.next_u64()))
    };
    let portable = run(LaneKernel::Portable).expect("always available");
    for kernel in kernels() {
        assert!(run(kernel).unwrap() == portable, "{kernel:?} differs");
    }
}

/// `N` counted over `fights` fights of `steps` steps, a [`LaneTimeline::restart`] between
/// fights, against the exact law (for a non-unique, the mixture over individual speeds).
fn check_exact_law(s: SpeedScenario, seed: u64, fights: u64, steps: u64) {
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);
    let mut lanes = LaneTimeline::new(&s, &mut rng).expect("supported");
    let mut at_least = vec![0u64; MAX_DEPTH + 1];
    for fight in 0..fights {
        if fight > 0 {
            lanes.restart(&mut rng);
        }
        lanes.run(steps, |masks| {
            for (a, m) in at_least[1..].iter_mut().zip(masks) {
                *a += u64::from(m.count_ones());
            }
        });
    }
    at_least[0] = fights * steps * LANES as u64;
    let counts: Vec<u64> = (0..at_least.len())
        .map(|n| at_least[n] - at_least.get(n + 1).copied().unwrap_or(0))
        .collect();
    assert_counts_fit(
        &format!("lanes {s:?}"),
        0,
        &counts,
        &n_cells(&s.exact().unwrap()),
    );
}

#[test]
fn lanes_follow_the_exact_law() {
    let steps = 1_000_000 / LANES as u64;
    let uniques = [
        (0, 0),
        (0, 10),
        (10, 10),
        (10, 20),
        (20, 30),
        (-10, 0),
        (26, 30),
        (0, 5),
        (-20, 60),
        (35, -5),
    ];
    for (i, &(p, m)) in uniques.iter().enumerate() {
        check_exact_law(unique(p, m), 7 + i as u64, 1, steps);
    }
    // Cheap, dear and exact player costs.
    for (i, cost) in [60, 7, 200, 133, 450].into_iter().enumerate() {
        check_exact_law(speed_scenario(0, 10, cost, false), 30 + i as u64, 1, steps);
    }
    // Non-uniques: a new individual per lane every step, so that the counts are independent
    // (intervals of one individual share its speed, which the chi-square would not allow for).
    for (i, (p, m)) in [(0, 0), (0, 10), (20, 30), (26, 30)]
        .into_iter()
        .enumerate()
    {
        check_exact_law(speed_scenario(p, m, 100, true), 50 + i as u64, steps, 1);
    }
}

#[test]
fn lanes_take_every_ordinary_scenario() {
    assert!(LaneTimeline::supports(&unique(0, 10)));
    assert!(LaneTimeline::supports(&unique(-30, 99)));
    assert!(LaneTimeline::supports(&speed_scenario(0, 10, 60, true)));
    assert!(LaneTimeline::supports(&speed_scenario(0, 10, 1000, true)));
    // E_p = 1: the reciprocal of the ceiling does not fit 16 bits.
    assert!(!LaneTimeline::supports(&unique(-60, 0)));
    // A slow player's dearest action against the fastest monster: hundreds of monster actions.
    assert!(!LaneTimeline::supports(&speed_scenario(
        -30, 99, 1000, false
    )));
    assert!(!LaneTimeline::supports(&unique(120, 0)));
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(1);
    let before = rng.clone().next_u64();
    assert!(LaneTimeline::new(&unique(-60, 0), &mut rng).is_none());
    assert_eq!(
        rng.next_u64(),
        before,
        "an unsupported scenario draws nothing"
    );
}
