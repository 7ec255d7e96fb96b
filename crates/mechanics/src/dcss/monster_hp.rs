//! A monster's max HP as the game rolls it at placement (`hit_points`, mon-util.cc:2361-2371;
//! a vault-given HD re-rolls it, mon-place.cc:1129-1157): `docs/rules/dcss-0.31-player-attack.md`
//! §6.
//!
//! The average `avg_hp_10x` (×10) is spread by ±33% (randomly rounded), the 8-roll average of
//! uniforms over that spread is added to the minimum, and the result is divided by 10 with
//! random rounding. [`MonsterHp::roll`] makes those draws; [`MonsterHp::dist`] is their exact
//! law, the 8-fold uniform sum convolved with prefix sums.

use rand::Rng;

use crate::dcss::rng::{div_rand_round, random2avg};
use crate::dist::Dist;
use crate::limits::{Limit, OutOfRange};

/// `MAX_MONSTER_HP`: placement caps max HP here (mon-place.cc:1153-1157).
pub const MAX_MONSTER_HP: i32 = 10_000;

/// `min_perc` of `hit_points`: the spread is ±33% of the average.
const SPREAD_PERCENT: i32 = 33;

/// `hit_points`' default scale: the average is ×10.
const SCALE: i32 = 10;

/// How a monster's HP is rolled: its class average, or the average a vault's HD gives it
/// (`docs/rules/dcss-0.31-player-attack.md` §6).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MonsterHp {
    /// The class's `avg_hp_10x`.
    pub avg_hp_10x: i32,
    /// The class's HD.
    pub class_hd: i32,
    /// An HD a vault gave it, which re-rolls HP from `div_rand_round(avg·HD, class HD)`.
    pub vault_hd: Option<i32>,
}

impl MonsterHp {
    /// `avg_hp_10x`: 1 to 150,000 (the twister's 120,000 is the largest real monster; test
    /// monsters are refused).
    pub const AVG_HP_10X: Limit = Limit::new("avg_hp_10x", 1, 150_000);
    /// A vault's HD: 1 to 30.
    pub const VAULT_HD: Limit = Limit::new("vault_hd", 1, 30);

    /// The HP roll of a monster class, its inputs checked (`docs/rules/dcss-0.31-player-attack.md`
    /// §6).
    ///
    /// ```
    /// use mechanics::dcss::monster_hp::MonsterHp;
    /// use mechanics::tolerance::EXACT;
    ///
    /// // §6: an orc warrior (avg 280) has 18..38 HP, mean 27.95.
    /// let law = MonsterHp::new(280, 4, None)?.dist();
    /// assert_eq!((law.min(), law.max()), (18, 38));
    /// assert!((law.mean() - 27.95).abs() < EXACT);
    /// # Ok::<(), mechanics::limits::OutOfRange>(())
    /// ```
    pub fn new(avg_hp_10x: i32, class_hd: i32, vault_hd: Option<i32>) -> Result<Self, OutOfRange> {
        Self::AVG_HP_10X.check(avg_hp_10x)?;
        Limit::new("class_hd", 1, 30).check(class_hd)?;
        if let Some(hd) = vault_hd {
            Self::VAULT_HD.check(hd)?;
        }
        Ok(MonsterHp {
            avg_hp_10x,
            class_hd,
            vault_hd,
        })
    }

    /// The law of the average the roll starts from.
    fn average(&self) -> Dist {
        match self.vault_hd {
            None => Dist::point(self.avg_hp_10x),
            Some(hd) => Dist::div_rand_round(self.avg_hp_10x * hd, self.class_hd),
        }
    }

    /// Rolls max HP in the game's order: the vault's average (if any), the spread, the 8-roll
    /// average, the division by 10, the cap.
    pub fn roll<R: Rng + ?Sized>(&self, rng: &mut R) -> i32 {
        let avg = match self.vault_hd {
            None => self.avg_hp_10x,
            Some(hd) => div_rand_round(rng, self.avg_hp_10x * hd, self.class_hd),
        };
        let v = div_rand_round(rng, avg * SPREAD_PERCENT, 100);
        let hp = avg - v + random2avg(rng, 2 * v, 8);
        div_rand_round(rng, hp, SCALE).clamp(1, MAX_MONSTER_HP)
    }

    /// The exact law of [`Self::roll`] (`docs/rules/dcss-0.31-player-attack.md` §6).
    pub fn dist(&self) -> Dist {
        self.average()
            .and_then(|avg| {
                Dist::div_rand_round(avg * SPREAD_PERCENT, 100).and_then(|v| {
                    let hp = random2avg_8(2 * v).map(|a| avg - v + a);
                    hp.and_then(|h| Dist::div_rand_round(h, SCALE))
                })
            })
            .map(|h| h.clamp(1, MAX_MONSTER_HP))
    }
}

/// The exact law of `random2avg(max, 8)`: `(U{0..max−1} + Σ₇ U{0..max}) / 8`, floored, each
/// convolution by a uniform done with prefix sums so that a large spread stays linear in its
/// support (`docs/rules/dcss-0.31-player-attack.md` §6).
pub fn random2avg_8(max: i32) -> Dist {
    let mut sum = Dist::random2(max).probs().to_vec();
    let width = (max + 1).max(1) as usize;
    for _ in 1..8 {
        let mut prefix = Vec::with_capacity(sum.len() + 1);
        prefix.push(0.0);
        let mut acc = 0.0;
        for p in &sum {
            acc += p;
            prefix.push(acc);
        }
        let len = sum.len() + width - 1;
        sum = (0..len)
            .map(|i| {
                let hi = (i + 1).min(sum.len());
                let lo = (i + 1).saturating_sub(width);
                ((prefix[hi] - prefix[lo]) / width as f64).max(0.0)
            })
            .collect();
    }
    let mut floored = vec![0.0; sum.len() / 8 + 1];
    for (s, p) in sum.iter().enumerate() {
        floored[s / 8] += p;
    }
    Dist::from_weights(0, &floored)
}
