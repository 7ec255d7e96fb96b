//! One ranged action of a duel: a shot, a throw, a cast, a shot of Searing Ray's channel, a
//! melee action, or a wait; its time, and the joint law of what it does by the monster's
//! block counter: the counter after, what it spends (MP, a missile) and the damage
//! (`docs/rules/dcss-0.34-player-ranged.md` §9).

use rand::Rng;

use super::shot::Shot;
use super::spell::SpellAttack;
use super::spell::power::roll_fail;
use crate::dcss::attack::Outcome;
use crate::dcss::player_attack::PlayerAction;
use crate::dcss::time::{PlayerStatus, player_speed, player_speed_dist};
use crate::dist::Dist;

/// What one action can do (`docs/rules/dcss-0.34-player-ranged.md` §9).
#[derive(Clone, Debug, PartialEq)]
pub enum RangedAction {
    /// A shot or a throw.
    Shot(Box<Shot>),
    /// An attempt to cast: its MP are paid, then it fails or casts.
    Cast(SpellAttack),
    /// One of the three shots a Searing Ray channel fires while you wait: 1 MP, no failure
    /// (§8.5).
    Channel(SpellAttack),
    /// A melee action (when the monster is adjacent and the ranged attack is spent).
    Melee(Box<PlayerAction>),
    /// Nothing: a turn of `player_speed()`.
    Wait(PlayerStatus),
}

/// One outcome of an action from a given block counter, with its probability spread over
/// the damage it deals (`docs/rules/dcss-0.34-player-ranged.md` §9).
#[derive(Clone, Debug, PartialEq)]
pub struct ActionCell {
    /// The monster's block counter after the action.
    pub blocks_after: usize,
    /// What it spends: MP for a cast, missiles for a throw.
    pub spent: u32,
    /// The cast went off (a Searing Ray cast that did starts its channel).
    pub succeeded: bool,
    /// `damage[d]`: P(this outcome, dealing `d`).
    pub damage: Vec<f64>,
}

/// The exact law of one action (`docs/rules/dcss-0.34-player-ranged.md` §9).
#[derive(Clone, Debug, PartialEq)]
pub struct RangedActionLaw {
    /// The time it takes, independent of what it does.
    pub time: Dist,
    /// `by_blocks[b]`: the outcomes from block counter `b`, `0..=limit`.
    pub by_blocks: Vec<Vec<ActionCell>>,
}

/// What one action did, as the sampler plays it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ActionRoll {
    /// Its time.
    pub time: i32,
    /// What it spent.
    pub spent: u32,
    /// The cast went off.
    pub succeeded: bool,
}

fn indexed(d: &Dist, scale: f64) -> Vec<f64> {
    (0..=d.max().max(0)).map(|v| scale * d.prob(v)).collect()
}

fn cell(blocks_after: usize, spent: u32, succeeded: bool, damage: Vec<f64>) -> ActionCell {
    ActionCell {
        blocks_after,
        spent,
        succeeded,
        damage,
    }
}

/// Merges cells with the same counter, spending and success.
fn merged(cells: Vec<ActionCell>) -> Vec<ActionCell> {
    let mut out: Vec<ActionCell> = Vec::new();
    for c in cells
        .into_iter()
        .filter(|c| c.damage.iter().any(|&p| p > 0.0))
    {
        match out.iter_mut().find(|o| {
            (o.blocks_after, o.spent, o.succeeded) == (c.blocks_after, c.spent, c.succeeded)
        }) {
            Some(o) => {
                if o.damage.len() < c.damage.len() {
                    o.damage.resize(c.damage.len(), 0.0);
                }
                for (a, b) in o.damage.iter_mut().zip(&c.damage) {
                    *a += b;
                }
            }
            None => out.push(c),
        }
    }
    out
}

impl RangedAction {
    /// The monster's block limit the action's law runs to (0 when it cannot block).
    fn limit(&self) -> usize {
        match self {
            RangedAction::Shot(s) => s.block_limit as usize,
            RangedAction::Cast(a) | RangedAction::Channel(a) => {
                a.beams.first().map_or(0, |b| b.target.block_limit as usize)
            }
            RangedAction::Melee(m) => m.target.block_limit as usize,
            RangedAction::Wait(_) => 0,
        }
    }

    /// The exact law of the action for every block counter `0..=limit`
    /// (`docs/rules/dcss-0.34-player-ranged.md` §9): `limit` is the monster's (the caller's
    /// block states).
    pub fn law(&self, limit: usize) -> RangedActionLaw {
        let by_blocks = (0..=limit).map(|b| self.cells(b, limit)).collect();
        RangedActionLaw {
            time: self.time_dist(),
            by_blocks,
        }
    }

    /// The law of its time.
    pub fn time_dist(&self) -> Dist {
        match self {
            RangedAction::Shot(s) => s.delay.dist(),
            RangedAction::Cast(a) | RangedAction::Channel(a) => a.cast_time_dist(),
            RangedAction::Melee(m) => m.delay.dist(),
            RangedAction::Wait(status) => player_speed_dist(status),
        }
    }

    fn cells(&self, b: usize, limit: usize) -> Vec<ActionCell> {
        let exhausted = b >= limit.min(self.limit());
        match self {
            RangedAction::Wait(_) => vec![cell(b, 0, true, vec![1.0])],
            RangedAction::Melee(m) => m.law().by_blocks[b.min(m.target.block_limit as usize)]
                .iter()
                .enumerate()
                .map(|(b2, d)| cell(b2.min(limit), 0, true, d.clone()))
                .collect(),
            RangedAction::Shot(s) => shot_cells(s, b, exhausted),
            RangedAction::Cast(a) => {
                let q = a.p_fail();
                let mut out = vec![cell(b, a.mp() as u32, false, vec![q])];
                out.extend(cast_cells(a, b, limit, a.mp() as u32, 1.0 - q));
                merged(out)
            }
            RangedAction::Channel(a) => cast_cells(a, b, limit, 1, 1.0),
        }
    }

    /// Plays the action in the game's order against a monster with `hp` and block counter
    /// `blocks`, whose limit is `limit`.
    pub fn roll<R: Rng + ?Sized>(
        &self,
        rng: &mut R,
        hp: &mut i32,
        blocks: &mut u32,
        limit: u32,
    ) -> ActionRoll {
        match self {
            RangedAction::Wait(status) => ActionRoll {
                time: player_speed(rng, status),
                spent: 0,
                succeeded: true,
            },
            RangedAction::Melee(m) => ActionRoll {
                time: m.roll(rng, hp, blocks).0,
                spent: 0,
                succeeded: true,
            },
            RangedAction::Shot(s) => {
                let r = s.roll(rng, *blocks >= limit);
                match r.outcome {
                    Outcome::Blocked => *blocks += 1,
                    Outcome::Landed => *hp -= r.damage,
                    Outcome::Missed => {}
                }
                ActionRoll {
                    time: r.time,
                    spent: u32::from(r.spent),
                    succeeded: true,
                }
            }
            RangedAction::Cast(a) | RangedAction::Channel(a) => {
                let channel = matches!(self, RangedAction::Channel(_));
                let time = a.roll_time(rng);
                let succeeded = channel || !roll_fail(rng, a.raw_fail);
                if succeeded {
                    let mut left = limit.saturating_sub(*blocks);
                    *hp -= a.roll_cast_damage(rng, &mut left);
                    *blocks = limit - left.min(limit);
                }
                ActionRoll {
                    time,
                    spent: if channel { 1 } else { a.mp() as u32 },
                    succeeded,
                }
            }
        }
    }
}

/// A shot's cells from counter `b`: blocked (counter +1), missed, landed; a boomerang's
/// breaking splits the spending and the ×4/3 (§3.6).
fn shot_cells(s: &Shot, b: usize, exhausted: bool) -> Vec<ActionCell> {
    let p = s.aim.probs(exhausted);
    let mulch = s.damage.mulch_rate().map_or(0.0, |r| 1.0 / f64::from(r));
    let mut out = Vec::new();
    for (mulched, weight) in [(false, 1.0 - mulch), (true, mulch)] {
        if weight <= 0.0 {
            continue;
        }
        let spent = u32::from(s.spends(mulched));
        out.push(cell(b + 1, spent, true, vec![weight * p.p_block]));
        out.push(cell(b, spent, true, vec![weight * p.p_miss]));
        let landed = s.damage.landed_dist_given(mulched);
        out.push(cell(b, spent, true, indexed(&landed, weight * p.p_land)));
    }
    merged(out)
}

/// One successful cast's cells from counter `b`, scaled by `weight`: the beams in order,
/// each blocked (counter +1, below the limit), missed or hitting (§7, §9).
fn cast_cells(a: &SpellAttack, b: usize, limit: usize, spent: u32, weight: f64) -> Vec<ActionCell> {
    // (counter, damage law so far, probability)
    let mut states: Vec<(usize, Dist, f64)> = vec![(b, Dist::point(0), weight)];
    for beam in &a.beams {
        let dmg = beam.damage_dist();
        let mut next = Vec::new();
        for (c, law, w) in states {
            let (block, hit) = beam.probs(c >= limit);
            if block > 0.0 {
                next.push((c + 1, law.clone(), w * block));
            }
            if hit > 0.0 {
                next.push((c, law.add(&dmg), w * hit));
            }
            let miss = 1.0 - block - hit;
            if miss > 0.0 {
                next.push((c, law, w * miss));
            }
        }
        states = next;
    }
    merged(
        states
            .into_iter()
            .map(|(c, law, w)| cell(c, spent, true, indexed(&law, w)))
            .collect(),
    )
}
