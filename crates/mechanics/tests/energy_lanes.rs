//! The lane-parallel [`LaneTimeline`] against §7's game-turn loop (draw for draw, with the
//! draws of `rand_xoshiro`'s xoshiro256++) and against the exact law of `N`
//! (`frogcomposband-energy.md` §5, §7, §8), on every kernel this processor runs.

mod common;

use common::assert_counts_fit;
use mechanics::energy::{
    LANES, LaneKernel, LaneTimeline, NeedDraws, STREAMS, SpeedScenario, energy_clip,
    energy_per_turn, need_table, randint0,
};
use rand::{Rng, SeedableRng};
use rand_xoshiro::Xoshiro256PlusPlus;

fn unique(player: i32, monster: i32) -> SpeedScenario {
    SpeedScenario {
        player_speed: player,
        monster_speed: monster,
        player_action_cost: 100,
        non_unique: false,
    }
}

/// The kernels this processor runs.
fn kernels() -> Vec<LaneKernel> {
    [LaneKernel::Portable, LaneKernel::Avx512]
        .into_iter()
        .filter(|k| k.available())
        .collect()
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

/// Runs `steps` steps of the lanes of `s` on `kernel` and replays every lane with
/// [`LiteralLane`] on the same draws: the streams seeded as [`LaneTimeline::with_kernel`]
/// seeds them (word `w` of stream `s` is the `4s + w`-th value of `rng`), read through
/// `rand_xoshiro`, and each lane's stationary state drawn as §8 describes (player need
/// `-randint0(E_p)`, monster need by rejection against one `ENERGY_NEED()`), lane by lane.
fn check_draw_for_draw(s: SpeedScenario, kernel: LaneKernel, seed: u64, steps: u64) {
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);
    let mut lanes = LaneTimeline::with_kernel(&s, kernel, &mut rng.clone()).expect("supported");
    let mut streams: Vec<Xoshiro256PlusPlus> = (0..STREAMS)
        .map(|_| {
            let mut bytes = [0u8; 32];
            for w in 0..4 {
                bytes[8 * w..8 * w + 8].copy_from_slice(&rng.next_u64().to_le_bytes());
            }
            Xoshiro256PlusPlus::from_seed(bytes)
        })
        .collect();
    let (ep, em) = (
        energy_per_turn(s.player_speed),
        energy_per_turn(s.monster_speed),
    );
    let (player_table, monster_table) = (need_table(energy_clip(ep)), need_table(energy_clip(em)));
    let top = 200 - energy_clip(em);
    let mut draws = NeedDraws::new();
    let mut literal: Vec<LiteralLane> = (0..LANES)
        .map(|_| {
            let player_need = -randint0(&mut rng, ep);
            let monster_need = loop {
                let y = 1 + randint0(&mut rng, top);
                if i32::from(monster_table[usize::from(draws.draw(&mut rng))]) >= y {
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
        .collect();
    let mut round = || -> Vec<u16> {
        streams
            .iter_mut()
            .flat_map(|g| {
                let word = g.next_u64();
                (0..4).map(move |i| (word >> (16 * i)) as u16)
            })
            .collect()
    };
    let mut step = 0;
    lanes.run(steps, |masks| {
        let n = lane_counts(masks);
        let player_round = round();
        let monster_rounds: Vec<Vec<u16>> = (0..masks.len()).map(|_| round()).collect();
        for (l, lane) in literal.iter_mut().enumerate() {
            let mut costs = monster_rounds
                .iter()
                .map(|r| i32::from(monster_table[usize::from(r[l])]));
            let cost = i32::from(player_table[usize::from(player_round[l])]);
            let expected = lane.interval(cost, &mut costs);
            assert_eq!(
                n[l], expected,
                "{s:?} on {kernel:?}, seed {seed}, step {step}, lane {l}"
            );
        }
        step += 1;
    });
}

#[test]
fn lanes_are_the_game_turn_loop_draw_for_draw() {
    let cases = [
        (0, 0),
        (0, 10),
        (10, 20),
        (20, 30),
        (-10, 0),
        (26, 30),
        (-30, 99),
        (99, -99),
        (40, 40),
    ];
    for kernel in kernels() {
        for (i, &(p, m)) in cases.iter().enumerate() {
            check_draw_for_draw(unique(p, m), kernel, 1000 + i as u64, 2000);
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

#[test]
fn lanes_follow_the_exact_law() {
    let cases = [
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
    for (i, &(p, m)) in cases.iter().enumerate() {
        let s = unique(p, m);
        let mut rng = Xoshiro256PlusPlus::seed_from_u64(7 + i as u64);
        let mut lanes = LaneTimeline::new(&s, &mut rng).expect("supported");
        let mut at_least = vec![0u64; mechanics::energy::MAX_DEPTH + 1];
        let steps = 1_000_000 / LANES as u64;
        lanes.run(steps, |masks| {
            for (a, m) in at_least[1..].iter_mut().zip(masks) {
                *a += u64::from(m.count_ones());
            }
        });
        at_least[0] = steps * LANES as u64;
        let counts: Vec<u64> = (0..at_least.len())
            .map(|n| at_least[n] - at_least.get(n + 1).copied().unwrap_or(0))
            .collect();
        let exact = s.exact().unwrap();
        let cells: Vec<(i64, f64)> = exact
            .probs
            .iter()
            .enumerate()
            .map(|(n, &p)| (n as i64, p))
            .collect();
        assert_counts_fit(&format!("lanes {s:?}"), 0, &counts, &cells);
    }
}

#[test]
fn lanes_take_uniques_at_walking_cost_only() {
    assert!(LaneTimeline::supports(&unique(0, 10)));
    assert!(LaneTimeline::supports(&unique(-30, 99)));
    assert!(!LaneTimeline::supports(&SpeedScenario {
        non_unique: true,
        ..unique(0, 10)
    }));
    assert!(!LaneTimeline::supports(&SpeedScenario {
        player_action_cost: 60,
        ..unique(0, 10)
    }));
    // E_p = 1: the reciprocal of the ceiling does not fit 16 bits.
    assert!(!LaneTimeline::supports(&unique(-60, 0)));
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
