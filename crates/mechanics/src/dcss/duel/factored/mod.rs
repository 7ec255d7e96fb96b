//! The duel's exact law, factored (`docs/rules/dcss-0.31-player-attack.md` §11.1): when the
//! monster cannot block, the damage you deal by your actions does not depend on what the
//! monster does, so the chain over (energy, block counter, damage taken, damage dealt) splits
//! into two small ones.
//!
//! * Your offence alone (`Alive`): the damage dealt after `k` actions is the sum of `k`
//!   independent actions; with a Minotaur's headbutts, P(the monster is alive after your
//!   action `k` and `j` headbutt chances) is `a(k, j) = P(H > D_k + R_j)`.
//! * The monster's clock and your damage taken: a chain over the monster's energy, the
//!   headbutt chances `j` (one value without a retaliation) and your damage taken `x`, with
//!   your block counter inside each round, weighted at each event by `a(k, j)`.
//!
//! You win at your action `k` with `Σ (a(k−1, j) − a(k, j))·P(j, x)` (your HP left by `x`),
//! at a headbutt chance with `a(k, j) − a(k, j+1)`; a landed hit that takes your HP kills you
//! with the monster alive with `a(k, j)`. The iteration stops when the undecided mass
//! `Σ a(k, j)·P(j)` is below [`UNDECIDED`], as the whole chain's does; the two give the same
//! law (tested).
//!
//! * `clock`: the monster's side. It allocates its buffers when its headbutt chances
//!   outgrow them (doubling); a step allocates nothing else.

mod clock;
mod sink;

use super::alive::Alive;
use super::chain::{DuelLaw, UNDECIDED};
use super::defence::PlayerDefence;
use super::rounds::axpy;
use super::side::{MonsterSide, PlayerSide};
use crate::dist::Dist;
use crate::kernel::{LaneKernel, lane_kernels};
use clock::Clock;

/// What a step may drop of a Minotaur's rarest headbutt counts: the rows of the largest `j`
/// while their `Σ a(k, j)·P(j)` (all they can still decide, since `a` only falls) stays at
/// most this, a thousandth of [`UNDECIDED`]; what is dropped is reported as undecided
/// (`docs/rules/dcss-0.31-player-attack.md` §11.1).
const PRUNE: f64 = UNDECIDED * 1e-3;

/// Whether a duel factors: the monster never blocks your attacks (its block counter has one
/// state), so your damage dealt is your actions' alone (`docs/rules/dcss-0.31-player-attack.md`
/// §11.1); a Minotaur's headbutts are counted by their chances.
pub fn factors(player: &PlayerSide) -> bool {
    player.action.target.block_limit == 0
}

/// The exact law of a duel that [`factors`] (`docs/rules/dcss-0.31-player-attack.md` §11.1),
/// the same as [`super::duel_law`]'s: `report_turns` entries of the within-turns laws, at most
/// `max_turns` of your actions; on the fastest vector kernel of this processor.
pub fn factored_law(
    player: &PlayerSide,
    monster: &MonsterSide,
    defence: &PlayerDefence,
    monster_hp: &Dist,
    start_energy: i32,
    report_turns: usize,
    max_turns: usize,
) -> DuelLaw {
    factored_law_on(
        LaneKernel::best(),
        player,
        monster,
        defence,
        monster_hp,
        start_energy,
        report_turns,
        max_turns,
    )
}

lane_kernels! {
    /// [`factored_law`] (`docs/rules/dcss-0.31-player-attack.md` §11.1) on `kernel`: the same
    /// code compiled for each. It adds and multiplies
    /// (never fused) in the same order on every kernel, so every kernel gives the same bits.
    #[allow(clippy::too_many_arguments)]
    pub fn factored_law_on(
        player: &PlayerSide,
        monster: &MonsterSide,
        defence: &PlayerDefence,
        monster_hp: &Dist,
        start_energy: i32,
        report_turns: usize,
        max_turns: usize,
    ) -> DuelLaw;
    portable => chain(player, monster, defence, monster_hp, start_energy, report_turns, max_turns);
    vector(_) => chain(player, monster, defence, monster_hp, start_energy, report_turns, max_turns);
}

/// The chain of [`factored_law`], inlined into each kernel's instance.
#[inline(always)]
fn chain(
    player: &PlayerSide,
    monster: &MonsterSide,
    defence: &PlayerDefence,
    monster_hp: &Dist,
    start_energy: i32,
    report_turns: usize,
    max_turns: usize,
) -> DuelLaw {
    let hp = defence.hp.max(1) as usize;
    let retaliation = monster.retaliation.map(|r| r.dist());
    let mut alive = Alive::new(
        player.action.law().damage(0),
        monster_hp,
        retaliation.as_ref(),
    );
    let mut clock = Clock::new(monster, defence, &player.energy_gain, start_energy, hp);
    let mut win_at_x = vec![0.0; hp];
    let (mut win_by_turn, mut lose_by_turn) = (Vec::new(), Vec::new());
    // a(k − 1, j), a(k, j), the alive mass by j and the kills by j.
    let (mut a, mut a_now, mut b, mut killed) = (Vec::new(), Vec::new(), Vec::new(), Vec::new());
    let (mut undecided, mut dropped) = (1.0, 0.0);
    let mut turns = 0;
    while undecided >= UNDECIDED && turns < max_turns {
        turns += 1;
        let jc = clock.reserve();
        if a.len() < jc + 1 {
            a.resize(jc + 1, 0.0);
            alive.fill(&mut a);
            for v in [&mut a_now, &mut b, &mut killed] {
                v.resize(jc + 1, 0.0);
            }
            clock.alive_by_j(&mut b);
        }
        alive.act();
        alive.fill(&mut a_now);
        for ((k, p), q) in killed.iter_mut().zip(&a).zip(&a_now) {
            *k = p - q;
        }
        clock.add_marginal(&killed, &mut win_at_x);
        let by_action: f64 = killed.iter().zip(&b).map(|(k, b)| k * b).sum();
        clock.step(&a_now);
        let (died, headbutt_win_x) = clock.decided();
        axpy(&mut win_at_x, 1.0, headbutt_win_x);
        win_by_turn.push(by_action + clock.headbutt_win);
        lose_by_turn.push(died.iter().zip(&a_now).map(|(d, a)| d * a).sum());
        clock.alive_by_j(&mut b);
        dropped += clock.prune(&mut b, &a_now);
        undecided = b.iter().zip(&a_now).map(|(b, a)| b * a).sum();
        std::mem::swap(&mut a, &mut a_now);
    }
    let mut hp_left = vec![0.0; hp + 1];
    for (x, w) in win_at_x.iter().enumerate() {
        hp_left[hp - x] += w;
    }
    DuelLaw::from_turns(
        &win_by_turn,
        &lose_by_turn,
        hp_left,
        undecided + dropped,
        report_turns,
        turns,
    )
}
