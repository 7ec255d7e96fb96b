//! The monster's side of the fast exact duels (`docs/rules/dcss-0.31-player-attack.md` §11.1,
//! §11.2): P(the monster is alive after your `k` actions and `j` headbutt chances),
//! `a(k, j) = P(H > D_k + R_j)`. Your actions' damage `D_k` and the headbutts' `R_j` do not
//! depend on what the monster does, only on how often its first attack missed (`j`), so the
//! chains of the monster's clock carry `j` and read the monster's survival from here.

use super::rounds::axpy;
use crate::dist::Dist;

/// `a(k, j)` as `k` grows: the law of your damage dealt after `k` actions, below the
/// monster's largest HP, and the survival of `j` headbutt chances on top of it.
pub(crate) struct Alive {
    /// One action's damage law, `action[d] = P(D_1 = d)`.
    action: Vec<f64>,
    /// `t[j][d] = P(H > d + R_j)`, `d` below the largest HP: `t[0]` is the survival `S`,
    /// `t[j+1](d) = Σ_r P(R = r)·t[j](d + r)`.
    t: Vec<Vec<f64>>,
    /// One headbutt chance's damage law (0 when it does not fire); empty without one.
    headbutt: Vec<f64>,
    /// `dealt[d] = P(D_k = d)`, `d` below the largest HP.
    dealt: Vec<f64>,
    next: Vec<f64>,
}

impl Alive {
    /// Before your first action: `action` is one action's damage law, `monster_hp` the
    /// monster's HP law, `retaliation` one headbutt chance's damage law if you have one.
    pub(crate) fn new(action: Vec<f64>, monster_hp: &Dist, retaliation: Option<&Dist>) -> Self {
        let dm = monster_hp.max().max(1) as usize;
        let mut dealt = vec![0.0; dm];
        dealt[0] = 1.0;
        Alive {
            action,
            t: vec![(0..dm as i32).map(|d| monster_hp.prob_ge(d + 1)).collect()],
            headbutt: retaliation.map_or_else(Vec::new, |r| r.probs().to_vec()),
            next: vec![0.0; dm],
            dealt,
        }
    }

    /// Your next action.
    #[inline(always)]
    pub(crate) fn act(&mut self) {
        let dm = self.dealt.len();
        self.next.iter_mut().for_each(|v| *v = 0.0);
        for (d, &w) in self.dealt.iter().enumerate().filter(|&(_, &w)| w != 0.0) {
            let n = (dm - d).min(self.action.len());
            axpy(&mut self.next[d..d + n], w, &self.action[..n]);
        }
        std::mem::swap(&mut self.dealt, &mut self.next);
    }

    /// `a(k, j)` for `j` in `0..into.len()`, at the current `k`.
    #[inline(always)]
    pub(crate) fn fill(&mut self, into: &mut [f64]) {
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
