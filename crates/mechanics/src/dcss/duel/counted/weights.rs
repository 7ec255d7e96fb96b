//! The counted-hits chain's weight of your survival after `n` landed hits, `c(n)`
//! (`docs/rules/dcss-0.31-player-attack.md` §11.2); the monster's, `a(k, j)`, is
//! [`super::super::alive::Alive`].

use super::super::rounds::{axpy, landed_damages};
use crate::dist::Dist;

/// One landed-damage law as the accounting reads it: its powers below your HP, `c(n)` and the
/// death at the next hit `c(n) − c(n+1)`, summed directly (a difference of two numbers near 1
/// would lose a tiny probability of death to rounding).
pub(super) struct Taken {
    pub(super) hp: usize,
    pub(super) landed: Vec<(usize, f64)>,
    /// `tail[t] = P(L ≥ t)`, `t ≤ hp`.
    pub(super) tail: Vec<f64>,
    /// `powers[n][x] = P(L^{*n} = x)`, `x < hp`.
    pub(super) powers: Vec<Vec<f64>>,
    /// `c[n] = P(L^{*n} < hp)`.
    pub(super) c: Vec<f64>,
    /// `death[n] = P(L^{*n} < hp ≤ L^{*(n+1)})`.
    pub(super) death: Vec<f64>,
}

impl Taken {
    pub(super) fn new(landed: &Dist, hp: usize) -> Self {
        let mut first = vec![0.0; hp];
        first[0] = 1.0;
        let landed = landed_damages(landed);
        let tail = (0..=hp)
            .map(|t| {
                landed
                    .iter()
                    .filter(|&&(v, _)| v >= t)
                    .map(|(_, q)| q)
                    .sum()
            })
            .collect();
        let mut taken = Taken {
            hp,
            landed,
            tail,
            powers: vec![first],
            c: vec![1.0],
            death: Vec::new(),
        };
        taken.death.push(taken.death_after(0));
        taken
    }

    /// `P(L^{*n} < hp ≤ L^{*n} + L)` from the `n`-th power.
    pub(super) fn death_after(&self, n: usize) -> f64 {
        self.powers[n]
            .iter()
            .enumerate()
            .map(|(x, p)| p * self.tail[self.hp - x])
            .sum()
    }

    /// Extends the powers to `n` hits.
    #[inline(always)]
    pub(super) fn up_to(&mut self, n: usize) {
        while self.powers.len() <= n {
            let last = self.powers.last().expect("powers start with none");
            let mut next = vec![0.0; self.hp];
            for &(v, q) in &self.landed {
                if v < self.hp {
                    axpy(&mut next[v..], q, &last[..self.hp - v]);
                }
            }
            self.c.push(next.iter().sum());
            self.powers.push(next);
            self.death.push(self.death_after(self.powers.len() - 1));
        }
    }
}
