//! `defer_rand`, the lazily built uniform of the beam EV test (random.h:276-294,
//! random.cc:452-524, `docs/rules/dcss-0.31-ranged.md` §0, §3.5).
//!
//! A node owns one uniform `U ∈ [0, 1)` whose binary digits are drawn 32 at a time, only as
//! far as a call needs them; `random2(n)` is `floor(U·n)`, exactly uniform on `0..n−1`. Two
//! calls on the same node with different `n` read the same `U`, which is what couples the
//! repel-missiles retest to the first test.

use rand::Rng;

use crate::dcss::to_hit::AUTOMATIC_HIT;

/// The words a node keeps inline; a fourth is needed with probability about `n³/2⁹⁶`.
const INLINE: usize = 3;

/// One `defer_rand` node: the 32-bit words of its uniform, drawn on demand
/// (`docs/rules/dcss-0.31-ranged.md` §3.5).
#[derive(Clone, Debug, Default)]
pub struct DeferNode {
    head: [u32; INLINE],
    len: usize,
    tail: Vec<u32>,
}

impl DeferNode {
    /// Word `i` of the uniform, drawing the missing words in order.
    fn word<R: Rng + ?Sized>(&mut self, rng: &mut R, i: usize) -> u32 {
        while self.len <= i {
            let w = rng.next_u32();
            if self.len < INLINE {
                self.head[self.len] = w;
            } else {
                self.tail.push(w);
            }
            self.len += 1;
        }
        if i < INLINE {
            self.head[i]
        } else {
            self.tail[i - INLINE]
        }
    }

    /// `defer_rand::x_chance_in_y_contd` (random.cc:452-477): whether the digits from word
    /// `index` on, read as a fraction, fall below `x/y`.
    fn chance_from<R: Rng + ?Sized>(
        &mut self,
        rng: &mut R,
        mut x: i32,
        y: i32,
        mut index: usize,
    ) -> bool {
        if x <= 0 {
            return false;
        }
        if x >= y {
            return true;
        }
        loop {
            let lo = u64::from(self.word(rng, index)) * y as u64;
            index += 1;
            let hi = lo + y as u64;
            let fail_from = (x as u64) << 32;
            if fail_from <= lo {
                return false;
            }
            if hi <= fail_from {
                return true;
            }
            x = (fail_from - lo) as i32;
        }
    }

    /// `defer_rand::random2(maxp1)` (random.cc:479-502): `floor(U·maxp1)`, 0 for
    /// `maxp1 <= 1`.
    pub fn random2<R: Rng + ?Sized>(&mut self, rng: &mut R, maxp1: i32) -> i32 {
        if maxp1 <= 1 {
            return 0;
        }
        let lo = u64::from(self.word(rng, 0)) * maxp1 as u64;
        let hi = lo + maxp1 as u64;
        let (v1, v2) = ((lo >> 32) as i32, (hi >> 32) as i32);
        if v1 == v2 {
            return v1;
        }
        let threshold = (v2 as u64) << 32;
        if self.chance_from(rng, (threshold - lo) as i32, maxp1, 1) {
            v1
        } else {
            v2
        }
    }

    /// `defer_rand::random_range(low, high)` (random.cc:509-513): `low + random2(high − low + 1)`.
    pub fn random_range<R: Rng + ?Sized>(&mut self, rng: &mut R, low: i32, high: i32) -> i32 {
        low + self.random2(rng, high - low + 1)
    }
}

/// The `defer_rand r` of `bolt::misses_player` and the nodes `_test_beam_hit` reads:
/// `r[0]` (the repel retest's attack), `r[1]` (the attack roll) and `r[2][0]`, `r[2][1]`
/// (the two draws of `r[2].random2avg(EV, 2)`) (`docs/rules/dcss-0.31-ranged.md` §3.5).
#[derive(Clone, Debug, Default)]
pub struct BeamTest {
    r0: DeferNode,
    r1: DeferNode,
    r2: [DeferNode; 2],
}

impl BeamTest {
    /// `_test_beam_hit(attack, defence, pierce, repel, r)` (beam.cc:2922-2944): an
    /// `AUTOMATIC_HIT` hits; with `repel` a piercing beam's attack becomes
    /// `r[0].random_range((attack+1)/2 + 1, attack)` (when at least 2) and another's
    /// `r[0].random2(attack)`; then `r[1].random2(attack) >= r[2].random2avg(defence, 2)`.
    pub fn hits<R: Rng + ?Sized>(
        &mut self,
        rng: &mut R,
        attack: i32,
        defence: i32,
        pierce: bool,
        repel: bool,
    ) -> bool {
        if attack == AUTOMATIC_HIT {
            return true;
        }
        let mut attack = attack;
        if pierce {
            if repel && attack >= 2 {
                attack = self.r0.random_range(rng, (attack + 1) / 2 + 1, attack);
            }
        } else if repel {
            attack = self.r0.random2(rng, attack);
        }
        let atk = self.r1.random2(rng, attack);
        let def = (self.r2[0].random2(rng, defence) + self.r2[1].random2(rng, defence + 1)) / 2;
        atk >= def
    }
}
