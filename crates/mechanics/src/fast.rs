//! Compiled attacks for the simulator's hot loop: every roll of an exchange drawn from
//! one random word with [`Batch`], no division and no allocation per attack
//! (`dcss-0.31.md` §2.1, §6.3; `dcss-0.19-shields.md` §2.1).
//!
//! Each game roll keeps its range: the to-hit `random2(m+1)` (player: `random2(pre)`),
//! the EV roll `random2(2EV)`, `random2(2EV+1)` (monster attackers only), the 5 % coin
//! and its 50/50 split as one `random2(200)` (`u < 10` is the coin, odd `u` the hit), and
//! for a shield the pierce `random2(bypass + penalty)` and the defender's two
//! `random2avg` draws. Divisions become comparisons: `⌊(e₁+e₂)/2⌋ ≤ t ⇔ e₁+e₂ ≤ 2t+1`,
//! and the defender's value is read from a table indexed by `d₁ + d₂`. The outcome has
//! exactly the law of [`Attack::roll`]; `tests/fast_paths.rs` checks it against
//! [`Attack::probs`] and [`Turn::exact`](crate::combat::Turn::exact).
//!
//! Attacks whose ranges depend on an earlier roll (a player attacker's random skill
//! terms, or its to-hit-dependent bypass against a shield) keep the game-order sampler.

use crate::batch::Batch;
use crate::combat::{Attack, Attacker, DefenderShield, Outcome, PlayerPreRoll, Turn};
use crate::shields::{Defender, ShieldRules, block_penalty, monster_bypass};
use crate::to_hit::AUTOMATIC_HIT;
use rand::Rng;

/// The 5 % coin and its 50/50 split as one roll: `random2(200)` with `u < 10` the coin
/// (x_chance_in_y(5,100)) and odd `u` the auto-hit (`dcss-0.31.md` §2.1 step 4).
const COIN_RANGE: i64 = 200;

/// The fixed part of a compiled exchange: to-hit, EV and coin digits.
#[derive(Clone, Debug, PartialEq)]
struct HitRule {
    to_hit_offset: i32,
    flat_ev_x2: i32,
    auto_hit: bool,
}

impl HitRule {
    /// `test_hit` from the digits `[t, e1, e2, coin]`.
    #[inline(always)]
    fn hits(&self, d: &[u32]) -> bool {
        if self.auto_hit {
            return true;
        }
        if d[3] < 10 {
            return d[3] & 1 == 1;
        }
        let t = d[0] as i32 + self.to_hit_offset;
        2 * t + 1 >= d[1] as i32 + d[2] as i32 + self.flat_ev_x2
    }
}

/// The shield part: one batch per block count `b` (0.19 penalties differ by `b`), and the
/// defender's value by `d₁ + d₂`.
#[derive(Clone, Debug, PartialEq)]
struct ShieldRule {
    with_shield: Vec<Batch<7>>,
    pro_by_sum: Vec<i32>,
}

/// One attack compiled for fast sampling, or kept on the game-order path.
#[derive(Clone, Debug, PartialEq)]
pub struct FastAttack {
    kind: Kind,
}

#[derive(Clone, Debug, PartialEq)]
enum Kind {
    Batched {
        rule: HitRule,
        plain: Batch<4>,
        shield: Option<ShieldRule>,
    },
    GameOrder(Attack),
}

impl FastAttack {
    /// Compiles `attack` for up to `max_blocks` earlier blocks in a turn. Monster
    /// attacks and fixed-pre-roll player attacks without a shield are batched; the rest
    /// use [`Attack::roll`].
    pub fn compile(attack: &Attack, max_blocks: u32) -> Self {
        Self {
            kind: Self::batched(attack, max_blocks).unwrap_or(Kind::GameOrder(*attack)),
        }
    }

    fn batched(attack: &Attack, max_blocks: u32) -> Option<Kind> {
        let (to_hit_range, rule, ev_ranges) = match attack.attacker {
            Attacker::Monster(m) => {
                let rule = HitRule {
                    to_hit_offset: 0,
                    flat_ev_x2: 0,
                    auto_hit: m.pre_roll() >= AUTOMATIC_HIT,
                };
                let ev = i64::from(attack.ev);
                (
                    i64::from(m.to_land(&attack.mods)) + 1,
                    rule,
                    [2 * ev, 2 * ev + 1],
                )
            }
            Attacker::Player(PlayerPreRoll::Fixed(pre)) if attack.shield.is_none() => {
                let rule = HitRule {
                    // The player's modifiers do not depend on the rolled value.
                    to_hit_offset: attack.mods.total(0, false),
                    flat_ev_x2: 2 * attack.ev,
                    auto_hit: pre >= AUTOMATIC_HIT,
                };
                (i64::from(pre), rule, [1, 1])
            }
            Attacker::Player(_) => return None,
        };
        let plain = Batch::new([to_hit_range, ev_ranges[0], ev_ranges[1], COIN_RANGE]).ok()?;
        let shield = match (&attack.shield, attack.attacker) {
            (None, _) => None,
            (Some(s), _) if s.incapacitated => None,
            (Some(s), Attacker::Monster(m)) => {
                let (n1, n2, pro_by_sum) = pro_table(s);
                let with_shield = (0..=max_blocks)
                    .map(|b| {
                        let range = monster_bypass(m.hd) + block_penalty(s.rules, &s.defender, b);
                        Batch::new([
                            to_hit_range,
                            ev_ranges[0],
                            ev_ranges[1],
                            COIN_RANGE,
                            i64::from(range),
                            n1,
                            n2,
                        ])
                        .ok()
                    })
                    .collect::<Option<Vec<_>>>()?;
                Some(ShieldRule {
                    with_shield,
                    pro_by_sum,
                })
            }
            (Some(_), Attacker::Player(_)) => return None,
        };
        Some(Kind::Batched {
            rule,
            plain,
            shield,
        })
    }

    /// Plays the attack after `blocks` earlier blocks; `exhausted` when the 0.31 limit
    /// is reached. Same law as [`Attack::roll`].
    #[inline(always)]
    pub fn roll<R: Rng + ?Sized>(&self, rng: &mut R, blocks: u32, exhausted: bool) -> Outcome {
        match &self.kind {
            Kind::GameOrder(a) => a.roll(rng, blocks, exhausted),
            Kind::Batched {
                rule,
                plain,
                shield,
            } => match shield {
                Some(s) if !exhausted => {
                    let batch = &s.with_shield[(blocks as usize).min(s.with_shield.len() - 1)];
                    let d = batch.draw(rng);
                    let pro = s.pro_by_sum[(d[5] + d[6]) as usize];
                    if pro >= d[4] as i32 {
                        Outcome::Blocked
                    } else if rule.hits(&d) {
                        Outcome::Landed
                    } else {
                        Outcome::Missed
                    }
                }
                _ => {
                    if rule.hits(&plain.draw(rng)) {
                        Outcome::Landed
                    } else {
                        Outcome::Missed
                    }
                }
            },
        }
    }

    /// For a batched attack without a shield: runs `n` attacks and returns how many
    /// land, taking two attacks per 64-bit word when the ranges allow. `None` if this
    /// attack has a shield or uses the game-order path.
    #[inline]
    pub fn count_hits<R: Rng + ?Sized>(&self, rng: &mut R, n: u64) -> Option<u64> {
        match &self.kind {
            Kind::Batched {
                rule,
                plain,
                shield: None,
            } => {
                let mut hits = 0u64;
                plain.for_each(rng, n, |d| hits += u64::from(rule.hits(&d)));
                Some(hits)
            }
            _ => None,
        }
    }

    /// Whether this attack runs on the batched path.
    pub fn is_batched(&self) -> bool {
        matches!(self.kind, Kind::Batched { .. })
    }
}

/// The defender's block value for every sum `d₁ + d₂` of its two `random2avg` draws,
/// after the unseen-attacker `/3` (`dcss-0.31.md` §6.3, `dcss-0.19-shields.md` §2.1):
/// returns the two draw ranges and the table.
fn pro_table(s: &DefenderShield) -> (i64, i64, Vec<i32>) {
    let (n1, halve_again) = match s.defender {
        Defender::Player { psc } if psc > 0 => (2 * i64::from(psc), false),
        Defender::Monster {
            shield_class: Some(c),
        } => (i64::from(c), true),
        _ => return (1, 1, vec![if s.unseen_attacker { -100 / 3 } else { -100 }]),
    };
    let sums = (n1.max(1) + n1.max(0)) as i32; // d1 < max(n1,1), d2 < n1 + 1
    let table = (0..sums)
        .map(|sum| {
            let avg = sum / 2;
            let v = if halve_again {
                let v = avg / 2;
                if v == 0 && s.rules == ShieldRules::V031 {
                    -100
                } else {
                    v
                }
            } else {
                avg / 3 - 1
            };
            if s.unseen_attacker { v / 3 } else { v }
        })
        .collect();
    (n1, n1 + 1, table)
}

/// A defender turn compiled for fast sampling (`dcss-0.31.md` §6.5).
#[derive(Clone, Debug, PartialEq)]
pub struct FastTurn {
    attacks: Vec<FastAttack>,
    block_limit: Option<u32>,
}

impl FastTurn {
    /// Compiles every attack of `turn`.
    pub fn compile(turn: &Turn) -> Self {
        let max_blocks = turn.attacks.len() as u32;
        FastTurn {
            attacks: turn
                .attacks
                .iter()
                .map(|a| FastAttack::compile(a, max_blocks))
                .collect(),
            block_limit: turn.block_limit,
        }
    }

    /// The number of attacks per turn.
    pub fn len(&self) -> usize {
        self.attacks.len()
    }

    /// Whether the turn has no attacks.
    pub fn is_empty(&self) -> bool {
        self.attacks.is_empty()
    }

    /// Plays one turn, calling `on_attack(k, outcome)` for each attack in order;
    /// returns `(blocks, lands)`. Same law as [`Turn::roll`].
    #[inline]
    pub fn roll<R: Rng + ?Sized>(
        &self,
        rng: &mut R,
        mut on_attack: impl FnMut(usize, Outcome),
    ) -> (u32, u32) {
        let (mut blocks, mut lands) = (0u32, 0u32);
        for (k, a) in self.attacks.iter().enumerate() {
            let exhausted = self.block_limit.is_some_and(|l| blocks >= l);
            let o = a.roll(rng, blocks, exhausted);
            blocks += u32::from(o == Outcome::Blocked);
            lands += u32::from(o == Outcome::Landed);
            on_attack(k, o);
        }
        (blocks, lands)
    }
}
