//! The two weights of the counted-hits chain (`docs/rules/dcss-0.31-player-attack.md`
//! §11.2): the monster alive after your actions and its headbutt chances, `a(k, j)`, and
//! your survival after `n` landed hits, `c(n)`.

use crate::dcss::duel::Duel;
use crate::dist::Dist;

pub(super) fn axpy(y: &mut [f64], a: f64, x: &[f64]) {
    for (y, x) in y.iter_mut().zip(x) {
        *y += a * x;
    }
}

pub(super) fn positive(d: &Dist) -> Vec<(i32, f64)> {
    d.iter().filter(|&(_, p)| p > 0.0).collect()
}

/// The monster alive after `k` of your actions and `j` headbutts: `a(k, j)`.
pub(super) struct Alive {
    pub(super) action: Vec<f64>,
    /// `t[j][d] = P(H > d + R_j)`, `d` below the largest HP.
    pub(super) t: Vec<Vec<f64>>,
    pub(super) headbutt: Vec<f64>,
    pub(super) dealt: Vec<f64>,
    pub(super) next: Vec<f64>,
}

impl Alive {
    pub(super) fn new(duel: &Duel) -> Self {
        let hp = duel.opponent.hp.dist();
        let dm = hp.max().max(1) as usize;
        let mut dealt = vec![0.0; dm];
        dealt[0] = 1.0;
        Alive {
            action: duel.player.action.law().damage(0),
            t: vec![(0..dm as i32).map(|d| hp.prob_ge(d + 1)).collect()],
            headbutt: duel
                .monster
                .retaliation
                .map_or_else(Vec::new, |r| r.dist().probs().to_vec()),
            next: vec![0.0; dm],
            dealt,
        }
    }

    /// Your next action.
    pub(super) fn act(&mut self) {
        let dm = self.dealt.len();
        self.next.iter_mut().for_each(|v| *v = 0.0);
        for (d, &w) in self.dealt.iter().enumerate().filter(|&(_, &w)| w != 0.0) {
            let n = (dm - d).min(self.action.len());
            axpy(&mut self.next[d..d + n], w, &self.action[..n]);
        }
        std::mem::swap(&mut self.dealt, &mut self.next);
    }

    /// `a(k, j)` for `j` in `0..into.len()`, at the current `k`.
    pub(super) fn fill(&mut self, into: &mut [f64]) {
        while self.t.len() < into.len() {
            let last = self.t.last().expect("t starts with S");
            let dm = last.len();
            let next = (0..dm)
                .map(|d| {
                    self.headbutt
                        .iter()
                        .enumerate()
                        .filter(|&(r, _)| d + r < dm)
                        .map(|(r, q)| q * last[d + r])
                        .sum()
                })
                .collect();
            self.t.push(next);
        }
        for (a, t) in into.iter_mut().zip(&self.t) {
            *a = self.dealt.iter().zip(t).map(|(m, s)| m * s).sum();
        }
    }
}

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
        let landed: Vec<(usize, f64)> = landed
            .iter()
            .filter(|&(_, q)| q > 0.0)
            .map(|(v, q)| (v.max(0) as usize, q))
            .collect();
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
