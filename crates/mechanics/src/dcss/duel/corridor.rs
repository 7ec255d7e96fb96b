//! Fights one after another, your HP carried from one to the next, exactly
//! (`docs/rules/dcss-spawns.md` §8.2).
//!
//! Nobody heals and the damage you take only grows, so a fight you start having already taken
//! `x` is won with `δ` more damage exactly when the same fight started fresh is won with `δ`
//! and `x + δ` is below your HP: the fight is the kernel `w(δ)` = P(you win having taken `δ`)
//! of the fresh fight (`δ` below your HP), whatever `x` was. A chain of fights is your HP law
//! convolved with each fight's kernel in turn, the mass that reaches your HP dead; a fight
//! drawn from a law (a follower of several kinds, a monster of several weapons) is the
//! mixture of their kernels.

use super::chain::DuelLaw;

/// A fight as what it does to your HP when you win (`docs/rules/dcss-spawns.md` §8.2).
#[derive(Clone, Debug, PartialEq)]
pub struct WinKernel {
    /// `win[δ]` = P(you win having taken `δ`), `δ` below your HP.
    pub win: Vec<f64>,
}

impl WinKernel {
    /// The kernel of a duel's law started at full HP: `win[δ]` is the law's P(win with
    /// `HP − δ` left).
    pub fn of(law: &DuelLaw) -> Self {
        let hp_left = &law.player_hp_left_distribution;
        let hp = hp_left.len() - 1;
        WinKernel {
            win: (0..hp).map(|d| hp_left[hp - d]).collect(),
        }
    }

    /// A fight that does nothing: won with no damage.
    pub fn nothing(hp: usize) -> Self {
        let mut win = vec![0.0; hp];
        if let Some(w) = win.first_mut() {
            *w = 1.0;
        }
        WinKernel { win }
    }

    /// The mixture of kernels by their probabilities (which sum to 1), all for the same HP.
    pub fn mixture<'a>(parts: impl IntoIterator<Item = (f64, &'a WinKernel)>) -> Self {
        let mut win: Vec<f64> = Vec::new();
        for (p, k) in parts {
            if win.len() < k.win.len() {
                win.resize(k.win.len(), 0.0);
            }
            for (w, x) in win.iter_mut().zip(&k.win) {
                *w += p * x;
            }
        }
        WinKernel { win }
    }

    /// P(you win).
    pub fn p_win(&self) -> f64 {
        self.win.iter().sum()
    }
}

/// Your HP through fights (`docs/rules/dcss-spawns.md` §8.2): the law of the damage taken
/// while alive, and the mass dead.
#[derive(Clone, Debug, PartialEq)]
pub struct HpLaw {
    /// `alive[x]` = P(alive having taken `x`), `x` below your HP.
    pub alive: Vec<f64>,
    /// P(dead).
    pub dead: f64,
}

impl HpLaw {
    /// Before any fight: nothing taken.
    pub fn fresh(hp: usize) -> Self {
        HpLaw {
            alive: WinKernel::nothing(hp).win,
            dead: 0.0,
        }
    }

    /// After one more fight: the law convolved with the fight's kernel, what reaches your HP
    /// and what the fight does not let you win (its losses, and the mass it leaves undecided)
    /// dead.
    pub fn then(&self, fight: &WinKernel) -> Self {
        let hp = self.alive.len();
        let mut alive = vec![0.0; hp];
        for (x, &a) in self.alive.iter().enumerate().filter(|&(_, &a)| a != 0.0) {
            for (d, &w) in fight.win.iter().take(hp - x).enumerate() {
                alive[x + d] += a * w;
            }
        }
        let before: f64 = self.alive.iter().sum();
        let after: f64 = alive.iter().sum();
        HpLaw {
            alive,
            dead: self.dead + (before - after),
        }
    }

    /// P(alive).
    pub fn p_alive(&self) -> f64 {
        self.alive.iter().sum()
    }

    /// E[damage taken | alive]; `None` when nobody is alive.
    pub fn mean_taken_alive(&self) -> Option<f64> {
        let p = self.p_alive();
        (p > 0.0).then(|| {
            self.alive
                .iter()
                .enumerate()
                .map(|(x, a)| x as f64 * a)
                .sum::<f64>()
                / p
        })
    }
}
