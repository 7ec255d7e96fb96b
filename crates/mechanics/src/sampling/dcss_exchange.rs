//! Compiled attacks for the simulator's hot loop: every roll of an exchange drawn from
//! one random word with [`Digits`], with no division, no allocation and no data-dependent
//! branch per attack (`docs/rules/dcss-0.31.md` §2.1, §6.3; `docs/rules/dcss-0.19-shields.md`
//! §2.1).
//!
//! Each game roll keeps its range; rolls are paired into mixed-radix digits and tables
//! decode the pairs. The low half of an exchange's word carries the hit: the to-hit
//! `random2(m+1)` (player: `random2(pre)`) with the 5 % coin and its 50/50 split as one
//! `random2(40)` (`u < 2` is the coin, `u = 1` the auto-hit), and the EV roll's two draws
//! `random2(2EV)` and `random2(2EV+1)` (monster attackers only). The high half carries the
//! shield contest: the pierce `random2(bypass + penalty)` and the defender's two
//! `random2avg` draws. Divisions become comparisons (`⌊(e₁+e₂)/2⌋ ≤ t ⇔ e₁+e₂ ≤ 2t+1`) or
//! table entries. A draw whose half-word is rejected is redrawn from a fresh word, so
//! every accepted digit tuple is exactly uniform (see [`crate::sampling::digits`]).
//!
//! The lane loops ([`CompiledAttack::count`], [`CompiledTurn::count_fights`]) need only each
//! attack's outcome, and for a compiled attack the hit and the block are independent, so they
//! draw each from its exact chance counted once from the same tables (`chance`): one uniform
//! digit compared with the number of equally likely roll tuples in which the event happens
//! (`odds`), or, for the finer chances of a 0.34 EV or SH drawn from its hundredths (the
//! mixture of the tables of its two values, `docs/rules/dcss-0.34.md` §1.1), two compares of a
//! whole word (`threshold`).
//!
//! The outcome has exactly the law of [`Attack::roll`]; `tests/fast_paths.rs` checks it
//! against [`Attack::probs`] and [`Turn::exact`](crate::dcss::turn::Turn::exact). Attacks
//! whose ranges depend on an earlier roll (a player attacker's random skill terms, or its
//! to-hit-dependent bypass against a shield) keep the game-order sampler.

use crate::dcss::attack::{
    Attack, Attacker, DefenderShield, Outcome, OutcomeCounts, PlayerPreRoll,
};
use crate::dcss::rounding::Hundredths;
use crate::dcss::shields::{Blocker, block_penalty, monster_bypass};
use crate::dcss::to_hit::AUTOMATIC_HIT;
use crate::sampling::digits::Digits;
use crate::sampling::kernel::LaneKernel;
use rand::Rng;

pub mod chance;
pub mod lanes;
pub mod odds;
pub mod threshold;
mod turn;
mod turn_lanes;

pub use turn::CompiledTurn;
pub use turn_lanes::FightCounts;

/// The 5 % coin and its 50/50 split as one roll: `x_chance_in_y(5, 100)` fires with
/// probability 2/40 and `coinflip` then splits it evenly, so one `random2(40)` with `u < 2`
/// the coin and `u == 1` the auto-hit has exactly their joint law (`docs/rules/dcss-0.31.md` §2.1
/// step 4).
const COIN_RANGE: i64 = 40;

/// `test_hit` on two digits: the to-hit roll and the coin as one digit
/// `t·40 + u`, and the EV pair as one digit `e₁·n₂ + e₂` (`docs/rules/dcss-0.31.md` §2.1 step 4).
/// Tables decode them: `threshold[t·40 + u]` is `2t+1` (plus the player's modifiers)
/// when the coin does not fire, `i16::MAX` for a coin auto-hit (or an `AUTOMATIC_HIT`
/// attacker) and `i16::MIN` for a coin auto-miss; `ev_sum[e₁·n₂ + e₂]` is `e₁ + e₂`
/// (`2·EV` against a player attacker's flat EV). The attack hits iff
/// `threshold >= ev_sum`, i.e. `⌊(e₁+e₂)/2⌋ ≤ t`. The entries are `i32` (of `i16` range) so
/// that the vector kernel of [`lanes`] gathers them directly.
#[derive(Clone, Debug, PartialEq)]
struct HitRule {
    digits: Digits<2>,
    threshold: Vec<i32>,
    ev_sum: Vec<i32>,
}

impl HitRule {
    fn new(to_hit_range: i64, offset: i32, auto_hit: bool, ev_sum: Vec<i32>) -> Option<Self> {
        let to_hit_range = to_hit_range.max(1);
        let threshold = (0..to_hit_range * COIN_RANGE)
            .map(|d| {
                let (t, u) = ((d / COIN_RANGE) as i32, d % COIN_RANGE);
                if auto_hit || u == 1 {
                    i32::from(i16::MAX)
                } else if u == 0 {
                    i32::from(i16::MIN)
                } else {
                    // Within i16: to-hit ranges are capped well below AUTOMATIC_HIT.
                    (2 * (t + offset) + 1).clamp(i32::from(i16::MIN) + 1, i32::from(i16::MAX) - 1)
                }
            })
            .collect();
        let rule = HitRule {
            digits: Digits::new([to_hit_range * COIN_RANGE, ev_sum.len() as i64]).ok()?,
            threshold,
            ev_sum,
        };
        rule.debug_assert_tables();
        Some(rule)
    }

    /// Checks (in debug builds) that each table has exactly one entry per value of the digit
    /// that indexes it, which the vector kernels' unchecked gathers rely on.
    #[inline]
    fn debug_assert_tables(&self) {
        let [range0, range1] = self.digits.ranges();
        debug_assert_eq!(
            self.threshold.len() as u64,
            range0,
            "hit threshold table: one entry per digit 0 in 0..range0 (to-hit range × 40)"
        );
        debug_assert_eq!(
            self.ev_sum.len() as u64,
            range1,
            "EV-sum table: one entry per digit 1 in 0..range1 (the EV pair)"
        );
    }

    #[inline(always)]
    fn hits(&self, d: [u32; 2]) -> bool {
        self.threshold[d[0] as usize] >= self.ev_sum[d[1] as usize]
    }
}

/// The shield contest on two digits, the pierce roll `random2(bypass + penalty)` and the
/// defender's two `random2avg` draws as one digit `p₁·(n+1) + p₂`, with one digits per
/// earlier block count (0.19 penalties differ by `b`) and a table of the defender's value
/// by pair digit.
#[derive(Clone, Debug, PartialEq)]
struct ShieldRule {
    by_blocks: Vec<Digits<2>>,
    pro_by_pair: Vec<i16>,
}

impl ShieldRule {
    #[inline(always)]
    fn blocks(&self, d: [u32; 2]) -> bool {
        i32::from(self.pro_by_pair[d[1] as usize]) >= d[0] as i32
    }
}

/// Draws from a digits using the given half-word when it fits 32 bits and is accepted,
/// else from fresh words.
#[inline(always)]
fn draw_half<R: Rng + ?Sized, const K: usize>(
    rng: &mut R,
    digits: &Digits<K>,
    half: u32,
) -> [u32; K] {
    if digits.fits_u32()
        && let Some(d) = digits.from_u32(half)
    {
        return d;
    }
    digits.draw(rng)
}

/// One attack compiled for fast sampling, or kept on the game-order path.
/// (`docs/rules/dcss-0.31.md` §2.1, §6.3; `docs/rules/dcss-0.34.md` §1.1)
#[derive(Clone, Debug, PartialEq)]
pub struct CompiledAttack {
    kind: Kind,
    /// The chances the lanes draw from, when the attack's hit is independent of its block.
    chances: Option<chance::AttackChances>,
    /// The attack on the exchange lanes, when its chances fit them.
    plan: Option<lanes::Plan>,
}

#[derive(Clone, Debug, PartialEq)]
enum Kind {
    Tables {
        hit: HitRule,
        shield: Option<ShieldRule>,
    },
    GameOrder(Attack),
}

/// Which path a compiled attack or turn takes to count outcomes: what a test compares across
/// rule sets so that no rule set leaves the lanes where another keeps them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Path {
    /// Eight lanes at a time on the [`LaneKernel`]s.
    Lanes,
    /// One attack at a time from compiled tables.
    Compiled,
    /// One attack at a time in the game's order ([`Attack::roll`]).
    GameOrder,
}

/// The attack with a 0.34 EV or SH that draws the same value at every use (whole, or
/// negative) stated as that value, so that it compiles as the 0.31 attack of the same numbers
/// does (`docs/rules/dcss-0.34.md` §1.1).
fn settled(attack: &Attack) -> Attack {
    let shield = attack.shield.map(|s| DefenderShield {
        blocker: match s.blocker {
            Blocker::PlayerDrawn { sh_x100 } => match Hundredths(sh_x100).chances() {
                [(sh_internal, 100), _] => Blocker::Player { sh_internal },
                _ => s.blocker,
            },
            other => other,
        },
        ..s
    });
    Attack {
        ev: attack.ev.settled(),
        shield,
        ..*attack
    }
}

impl CompiledAttack {
    /// Compiles `attack` for up to `max_blocks` earlier blocks in a turn. Monster
    /// attacks and fixed-pre-roll player attacks without a shield are compiled into tables
    /// (under 0.34, those whose EV and SH are whole); the rest use [`Attack::roll`]. Every
    /// attack whose hit is independent of its block goes to the lanes, a 0.34 EV or SH drawn
    /// from its hundredths included.
    /// (`docs/rules/dcss-0.31.md` §2.1, §6.3; `docs/rules/dcss-0.34.md` §1.1)
    pub fn compile(attack: &Attack, max_blocks: u32) -> Self {
        let attack = settled(attack);
        let kind = Self::tables(&attack, max_blocks).unwrap_or(Kind::GameOrder(attack));
        let chances = chance::AttackChances::new(&attack, max_blocks);
        let plan = chances.as_ref().and_then(lanes::Plan::new);
        Self {
            kind,
            chances,
            plan,
        }
    }

    fn tables(attack: &Attack, max_blocks: u32) -> Option<Kind> {
        // A 0.34 EV drawn per attack, a blind player's forced miss and a 0.34 player's SH
        // drawn per block roll have no tables (`docs/rules/dcss-0.34.md` §1.1); the lanes
        // take the drawn EV and SH through their chances.
        let ev = attack.ev.fixed()?;
        if attack.mods.blind_miss_pct > 0
            || matches!(
                attack.shield.map(|s| s.blocker),
                Some(Blocker::PlayerDrawn { .. })
            )
        {
            return None;
        }
        let auto_hit = |pre: i32| pre >= AUTOMATIC_HIT || attack.mods.auto_hit;
        let hit = match attack.attacker {
            Attacker::Monster(m) => {
                let (n1, n2) = (i64::from(2 * ev).max(1), i64::from(2 * ev + 1).max(1));
                let ev_sum = (0..n1 * n2).map(|d| (d / n2 + d % n2) as i32).collect();
                let to_hit_range = i64::from(m.to_land(&attack.mods)) + 1;
                HitRule::new(to_hit_range, 0, auto_hit(m.pre_roll()), ev_sum)?
            }
            Attacker::Player(PlayerPreRoll::Fixed(pre)) if attack.shield.is_none() => {
                // The player's modifiers do not depend on the rolled value.
                let offset = attack.mods.total(0, false);
                HitRule::new(i64::from(pre), offset, auto_hit(pre), vec![2 * ev])?
            }
            Attacker::Player(_) => return None,
        };
        // A 0.34 automatic hit is never blocked.
        let unblockable = match attack.attacker {
            Attacker::Monster(m) => auto_hit(m.pre_roll()),
            Attacker::Player(PlayerPreRoll::Fixed(pre)) => auto_hit(pre),
            Attacker::Player(_) => false,
        } && !attack.can_block(AUTOMATIC_HIT);
        let shield = attack.shield.filter(|_| !unblockable);
        let shield = match (&shield, attack.attacker) {
            (None, _) => None,
            (Some(s), _) if s.incapacitated => None,
            (Some(s), Attacker::Monster(m)) => {
                let pro_by_pair = pro_table(s);
                let by_blocks = (0..=max_blocks)
                    .map(|b| {
                        let range = monster_bypass(m.hd) + block_penalty(s.rules, &s.blocker, b);
                        Digits::new([i64::from(range), pro_by_pair.len() as i64]).ok()
                    })
                    .collect::<Option<Vec<_>>>()?;
                debug_assert!(
                    by_blocks
                        .iter()
                        .all(|d| d.ranges()[1] == pro_by_pair.len() as u64),
                    "defender value table: one entry per pair digit in 0..range1 of every contest"
                );
                Some(ShieldRule {
                    by_blocks,
                    pro_by_pair,
                })
            }
            (Some(_), Attacker::Player(_)) => return None,
        };
        Some(Kind::Tables { hit, shield })
    }

    /// Plays the attack after `blocks` earlier blocks; `exhausted` when the 0.31 limit
    /// is reached. Same law as [`Attack::roll`]; branch-free on the compiled path.
    /// (`docs/rules/dcss-0.31.md` §2.1, §6.3)
    #[inline(always)]
    pub fn roll<R: Rng + ?Sized>(&self, rng: &mut R, blocks: u32, exhausted: bool) -> Outcome {
        match &self.kind {
            Kind::GameOrder(a) => a.roll(rng, blocks, exhausted),
            Kind::Tables { hit, shield } => {
                let x = rng.next_u64();
                let hits = hit.hits(draw_half(rng, &hit.digits, x as u32));
                let blocked = match shield {
                    Some(s) => {
                        let digits = &s.by_blocks[(blocks as usize).min(s.by_blocks.len() - 1)];
                        s.blocks(draw_half(rng, digits, (x >> 32) as u32)) & !exhausted
                    }
                    None => false,
                };
                Outcome::from_rolls(blocked, hits)
            }
        }
    }

    /// Runs `n` independent attacks (each the first of its turn) and counts their outcomes,
    /// on the fastest [`LaneKernel`] of this processor. Attacks whose hit is independent of
    /// their block run on lanes ([`Path::Lanes`]): words from eight xoshiro256++ streams seeded
    /// from `rng`, two attacks per word without a shield and one with where the chances fit 32
    /// bits, else one or two words per attack (see [`Self::count_on`]); the rest draw from `rng`
    /// directly.
    /// (`docs/rules/dcss-0.31.md` §2.1, §6.3; `docs/rules/dcss-0.34.md` §1.1)
    #[inline]
    pub fn count(&self, rng: &mut impl Rng, n: u64) -> OutcomeCounts {
        self.count_on(LaneKernel::best(), rng, n)
    }

    /// [`Self::count`] on a given kernel (the portable code where this processor lacks it);
    /// every kernel gives the same counts for the same `rng`.
    /// (`docs/rules/dcss-0.31.md` §2.1, §6.3)
    pub fn count_on(&self, kernel: LaneKernel, rng: &mut impl Rng, n: u64) -> OutcomeCounts {
        match &self.plan {
            Some(plan) => plan.count_on(kernel, rng, n),
            None => self.count_scalar(rng, n),
        }
    }

    /// [`Self::count`] for the attacks the lanes do not take, from `rng` directly.
    fn count_scalar(&self, rng: &mut impl Rng, n: u64) -> OutcomeCounts {
        match &self.kind {
            Kind::Tables {
                hit,
                shield: Some(shield),
            } if hit.digits.fits_u32() && shield.by_blocks[0].fits_u32() => {
                // One word per attack: the low half for the hit, the high half for the
                // shield. A rejected half (rare) sends the attack to fresh words; the
                // discarded half is independent of that decision.
                let (hit_digits, guard) = (hit.digits, shield.by_blocks[0]);
                let (mut blocked, mut landed) = (0u64, 0u64);
                for _ in 0..n {
                    let x = rng.next_u64();
                    let (mut h, h_ok) = hit_digits.from_u32_flagged(x as u32);
                    let (mut g, g_ok) = guard.from_u32_flagged((x >> 32) as u32);
                    if !(h_ok & g_ok) {
                        h = hit_digits.draw(rng);
                        g = guard.draw(rng);
                    }
                    let b = shield.blocks(g);
                    blocked += u64::from(b);
                    landed += u64::from(!b & hit.hits(h));
                }
                OutcomeCounts::new(n - blocked - landed, blocked, landed)
            }
            _ => {
                let mut counts = OutcomeCounts::default();
                for _ in 0..n {
                    counts.record(self.roll(rng, 0, false));
                }
                counts
            }
        }
    }

    /// Whether this attack runs on the compiled path.
    pub fn is_compiled(&self) -> bool {
        matches!(self.kind, Kind::Tables { .. })
    }

    /// The path [`Self::count`] takes: the lanes, or one attack at a time from the tables or
    /// in the game's order.
    pub fn path(&self) -> Path {
        match (&self.plan, &self.kind) {
            (Some(_), _) => Path::Lanes,
            (None, Kind::Tables { .. }) => Path::Compiled,
            (None, Kind::GameOrder(_)) => Path::GameOrder,
        }
    }
}

/// The defender's block value for every pair digit `d₁·(n+1) + d₂` of its two
/// `random2avg` draws (`d₁ < n`, `d₂ < n + 1`), after the unseen-attacker `/3`
/// (`docs/rules/dcss-0.31.md` §6.3, `docs/rules/dcss-0.19-shields.md` §2.1).
fn pro_table(s: &DefenderShield) -> Vec<i16> {
    let contest = s.contest(0);
    let pro = |avg: i32| contest.pro(s.blocker.bonus_from_avg(s.rules, avg)) as i16;
    let Some(n) = s.blocker.avg_max() else {
        return vec![pro(0)];
    };
    // random2(r) is 0 for r <= 1, which the ranges' floor of 1 reproduces.
    let (n1, n2) = (n.max(1), (n + 1).max(1));
    (0..n1 * n2).map(|d| pro((d / n2 + d % n2) / 2)).collect()
}
