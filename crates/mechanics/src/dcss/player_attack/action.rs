//! One melee action of the player against one monster: its main attack or attacks (a quick
//! blade swings twice), each followed by its aux round, all sharing the monster's block
//! counter, and the time the action takes (`docs/rules/dcss-0.31-player-attack.md` §1, §11).
//!
//! [`PlayerAction::roll`] plays it in the game's order against a monster with HP and a block
//! counter; [`PlayerAction::law`] is the exact joint law of the damage dealt and the block
//! counter after the action, for each counter before it.

use rand::Rng;

use super::aux::AuxRound;
use super::damage::MainDamage;
use super::delay::{AttackDelay, DelayRolls};
use super::offence::PlayerOffence;
use super::target::MonsterTarget;
use crate::dcss::attack::{Attack, AttackProbs, Attacker, DefenderEv, PlayerPreRoll};
use crate::dcss::rules::RuleSet;
use crate::dcss::shields::player_bypass;
use crate::dcss::time::player_speed;
use crate::dcss::to_hit::{HitModifiers, PlayerAttacker, player_roll_to_hit, test_hit};
use crate::dist::Dist;

/// A player's melee action against one monster (`docs/rules/dcss-0.31-player-attack.md` §1).
#[derive(Clone, Debug, PartialEq)]
pub struct PlayerAction {
    /// The main attack's pre-roll to-hit.
    pub pre_roll: PlayerAttacker,
    /// The post-roll to-hit modifiers.
    pub mods: HitModifiers,
    /// The monster as the attack meets it (EV, shield, block limit).
    pub target: MonsterTarget,
    /// A landed main attack's damage with its brand.
    pub damage: MainDamage,
    /// The aux round after each main attack.
    pub aux: AuxRound,
    /// Main attacks per action (2 with a quick blade).
    pub hits: u32,
    /// The action's time.
    pub delay: AttackDelay,
    /// Its `random_var` for each `player_speed()` value.
    pub delay_rolls: DelayRolls,
}

/// The exact law of one action (`docs/rules/dcss-0.31-player-attack.md` §11):
/// `by_blocks[b][b2][d]` is P(the monster's block counter ends at `b2` and the action deals
/// `d` | the counter was `b`).
#[derive(Clone, Debug, PartialEq)]
pub struct ActionLaw {
    /// Indexed by the counter before, the counter after, the damage.
    pub by_blocks: Vec<Vec<Vec<f64>>>,
}

impl ActionLaw {
    /// The law of the damage of an action from counter `blocks`, whatever the counter after.
    pub fn damage(&self, blocks: usize) -> Vec<f64> {
        let rows = &self.by_blocks[blocks];
        let len = rows.iter().map(Vec::len).max().unwrap_or(1);
        (0..len)
            .map(|d| rows.iter().map(|r| r.get(d).copied().unwrap_or(0.0)).sum())
            .collect()
    }
}

/// The joint law of (block counter, damage so far) while an action is composed.
struct Partial {
    limit: usize,
    /// `p[b][d]`.
    p: Vec<Vec<f64>>,
}

impl Partial {
    fn start(limit: usize, blocks: usize) -> Self {
        let mut p = vec![vec![0.0]; limit + 1];
        p[blocks][0] = 1.0;
        Partial { limit, p }
    }

    /// One attack whose outcome at counter `b` is `probs(b)` and whose landed damage is
    /// `landed` (a block adds one to the counter, below the limit).
    fn attack(&mut self, probs: impl Fn(u32) -> AttackProbs, landed: &Dist) {
        let top = self.p.iter().map(Vec::len).max().unwrap_or(1) + landed.max().max(0) as usize;
        let mut next = vec![vec![0.0; top]; self.limit + 1];
        for (b, row) in self.p.iter().enumerate() {
            let pr = probs(b as u32);
            for (d, &w) in row.iter().enumerate().filter(|&(_, &w)| w > 0.0) {
                if pr.p_block > 0.0 {
                    next[(b + 1).min(self.limit)][d] += w * pr.p_block;
                }
                next[b][d] += w * pr.p_miss;
                for (x, q) in landed.iter().filter(|&(_, q)| q > 0.0) {
                    next[b][d + x as usize] += w * pr.p_land * q;
                }
            }
        }
        for row in &mut next {
            while row.len() > 1 && row.last() == Some(&0.0) {
                row.pop();
            }
        }
        self.p = next;
    }
}

impl PlayerAction {
    /// The action of `offence` against `target` (`docs/rules/dcss-0.31-player-attack.md` §1).
    pub fn new(offence: &PlayerOffence, target: &MonsterTarget) -> Self {
        PlayerAction {
            pre_roll: offence.pre_roll(),
            mods: target.modifiers(offence.confused),
            target: *target,
            damage: offence.main_damage(target),
            aux: offence.aux_round(target),
            hits: offence.hits_per_action(),
            delay: offence.delay,
            delay_rolls: offence.delay.rolls(),
        }
    }

    /// The main attack: the to-hit roll, the flat EV test and the monster's shield
    /// (`docs/rules/dcss-0.31-player-attack.md` §2).
    pub fn main_attack(&self) -> Attack {
        Attack {
            attacker: Attacker::Player(PlayerPreRoll::Build(self.pre_roll)),
            mods: self.mods,
            ev: DefenderEv::Fixed(self.target.ev),
            shield: Some(self.target.shield()),
            rule_set: RuleSet::Dcss031,
        }
    }

    /// The exact law of the action from every block counter `0..=limit`
    /// (`docs/rules/dcss-0.31-player-attack.md` §11): the main attack's outcome by counter
    /// (its to-hit and block joint over the rolled to-hit), its damage with brand, then each
    /// aux attack the player has, for every hit of the action.
    pub fn law(&self) -> ActionLaw {
        let limit = self.target.block_limit as usize;
        let main = self.main_attack();
        let landed_main = self.damage.dist();
        let aux: Vec<(i32, Dist, _)> = self
            .aux
            .attacks()
            .map(|(chance, a)| (chance, a.landed_dist(), *a))
            .collect();
        let by_blocks = (0..=limit)
            .map(|start| {
                let mut s = Partial::start(limit, start);
                for _ in 0..self.hits {
                    s.attack(
                        |b| main.probs(b, b >= self.target.block_limit),
                        &landed_main,
                    );
                    for (chance, landed, a) in &aux {
                        s.attack(|b| a.probs(*chance, b), landed);
                    }
                }
                s.p
            })
            .collect();
        ActionLaw { by_blocks }
    }

    /// Plays one action in the game's order against a monster with `hp` and block counter
    /// `blocks` (`docs/rules/dcss-0.31-player-attack.md` §1, §11): `player_speed()`, then for
    /// each main attack its to-hit roll, (the first) the delay roll, the EV test, the shield,
    /// the damage and brand of a hit, and the aux round; a quick blade's second attack only if
    /// the monster lives. Returns `(time taken, damage dealt)`.
    pub fn roll<R: Rng + ?Sized>(&self, rng: &mut R, hp: &mut i32, blocks: &mut u32) -> (i32, i32) {
        let time_taken = player_speed(rng, &self.delay.status);
        let shield = self.target.shield();
        let (mut time, mut dealt) = (time_taken, 0);
        for hit in 0..self.hits {
            if *hp <= 0 {
                break;
            }
            let pre_roll = self.pre_roll.roll_pre_roll(rng);
            let to_hit = player_roll_to_hit(rng, pre_roll, &self.mods);
            if hit == 0 {
                time = self.delay_rolls.roll(rng, time_taken);
            }
            let hits = test_hit(rng, to_hit, self.target.ev, false);
            let exhausted = *blocks >= self.target.block_limit;
            let blocked = shield.contest(player_bypass(to_hit)).roll(rng, *blocks) && !exhausted;
            if blocked {
                *blocks += 1;
            } else if hits {
                let d = self.damage.roll_before_brand(rng);
                *hp -= d;
                dealt += d;
                if *hp > 0 {
                    let extra = self.damage.roll_brand(rng, d);
                    *hp -= extra;
                    dealt += extra;
                }
            }
            dealt += self.aux.roll(rng, hp, blocks);
        }
        (time, dealt)
    }
}
