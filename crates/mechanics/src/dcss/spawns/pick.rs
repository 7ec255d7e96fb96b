//! Which monster a random slot of a level picks: each row's weight at the picking depth
//! (`rarity_at`), the out-of-depth fuzz of the picking depth and its cap, and the pick law
//! before and after the fuzz, in exact rational arithmetic (`docs/rules/dcss-spawns.md` §2,
//! §3, §4).

use num_bigint::BigInt;
use num_rational::BigRational;
use num_traits::{ToPrimitive, Zero};

use super::place::Place;
use super::tables::{Branch, Row, Shape};

/// The weight the game gives a live row at picking depth `depth`, `rarity_at` in C integer
/// arithmetic (`docs/rules/dcss-spawns.md` §2): 2520 times the rarity, shaped. Rows not live at
/// `depth` weigh 0.
pub fn rarity_at(row: &Row, depth: i32) -> i64 {
    if depth < row.min || depth > row.max {
        return 0;
    }
    let rar = i64::from(row.weight) * 2520;
    let len = i64::from(row.max - row.min);
    let off = i64::from((row.min + row.max - 2 * depth).abs());
    match row.shape {
        Shape::Flat => rar,
        Shape::Semi => {
            let len = if len != 0 { len * 2 } else { len + 2 };
            rar * (len - off) / len
        }
        Shape::Peak => {
            let len = len + 2;
            rar * (len - off) / len
        }
        Shape::Rise => rar * i64::from(depth - row.min + 1) / (len + 1),
        Shape::Fall => rar * i64::from(row.max - depth + 1) / (len + 1),
    }
}

/// The fuzz span of a level: how many levels deeper its picking depth may go
/// (`_ood_fuzzspan`, `docs/rules/dcss-spawns.md` §4.2): 0 in a branch without the fuzz; in the
/// Dungeon 0 at D:1, the depth at D:2-4, 5 from D:5; 5 elsewhere.
pub fn fuzz_span(branch: &Branch, depth: i32) -> i32 {
    if !branch.fuzz {
        0
    } else if branch.abbrev != "D" || depth >= 5 {
        5
    } else if depth == 1 {
        0
    } else {
        depth
    }
}

fn ratio(n: i64, d: i64) -> BigRational {
    BigRational::new(BigInt::from(n), BigInt::from(d))
}

/// The exact law of the picking depth of one slot of `place`, as `(depth, probability)` in
/// increasing depth (`docs/rules/dcss-spawns.md` §4): with 14/100 the fuzz
/// `random_range(−f, f, 2) = −f + (random2(2f+1) + random2(2f+2))/2` is drawn, enumerated pair
/// by pair, and added when positive; then the depth is capped at the branch's `ood_cap`.
pub fn picking_depths(place: &Place) -> Vec<(i32, BigRational)> {
    let branch = place.branch;
    let f = fuzz_span(branch, place.depth);
    let mut law: Vec<(i32, BigRational)> = Vec::new();
    let mut add = |depth: i32, p: BigRational| {
        let depth = depth.min(branch.ood_cap);
        match law.iter_mut().find(|(d, _)| *d == depth) {
            Some((_, q)) => *q += p,
            None => law.push((depth, p)),
        }
    };
    if f == 0 {
        add(place.depth, ratio(1, 1));
    } else {
        let pairs = i64::from((2 * f + 1) * (2 * f + 2));
        add(place.depth, ratio(86, 100));
        for a in 0..2 * f + 1 {
            for b in 0..2 * f + 2 {
                let fuzz = -f + (a + b) / 2;
                let p = ratio(14, 100 * pairs);
                add(place.depth + fuzz.max(0), p);
            }
        }
    }
    law.sort_by_key(|(d, _)| *d);
    law
}

/// Each monster's summed row weight at picking depth `depth` in `rows`, in table order of first
/// appearance, and the total (`docs/rules/dcss-spawns.md` §3).
pub fn weights_at(rows: &[Row], depth: i32) -> (Vec<(&Row, i64)>, i64) {
    let mut by_monster: Vec<(&Row, i64)> = Vec::new();
    let mut total = 0;
    for row in rows {
        let w = rarity_at(row, depth);
        if w == 0 {
            continue;
        }
        total += w;
        match by_monster
            .iter_mut()
            .find(|(r, _)| r.monster == row.monster)
        {
            Some((_, x)) => *x += w,
            None => by_monster.push((row, w)),
        }
    }
    (by_monster, total)
}

/// One monster of a pick law (`docs/rules/dcss-spawns.md` §3, §4).
#[derive(Clone, Debug, PartialEq)]
pub struct Pick {
    /// The monster's enum id (`MONS_YAK`).
    pub monster: &'static str,
    /// Its probability, the nearest `f64` to [`Pick::exact`].
    pub probability: f64,
    /// Its exact probability.
    pub exact: BigRational,
    /// A pseudo-monster's monsters, one chosen per game (0.34 Zot's orb of appropriateness):
    /// empty for a real monster.
    pub resolves_to: &'static [String],
}

/// The law of the monster one random slot of `place` picks, after the out-of-depth fuzz and
/// the cap (`docs/rules/dcss-spawns.md` §3, §4): `Σ_{d'} P(picking depth d')·w_m(d')/W(d')`,
/// most likely first (ties in the table's order); the exact probabilities sum to exactly 1.
pub fn pick_law(place: &Place) -> Vec<Pick> {
    let rows = &place.branch.rows;
    let mut law: Vec<(&'static Row, BigRational)> = Vec::new();
    for (depth, p) in picking_depths(place) {
        let (weights, total) = weights_at(rows, depth);
        if total == 0 {
            continue;
        }
        for (row, w) in weights {
            let q = &p * ratio(w, total);
            match law.iter_mut().find(|(r, _)| r.monster == row.monster) {
                Some((_, x)) => *x += q,
                None => law.push((row, q)),
            }
        }
    }
    law.sort_by(|a, b| b.1.cmp(&a.1));
    law.into_iter()
        .filter(|(_, p)| !p.is_zero())
        .map(|(row, exact)| Pick {
            monster: row.monster.as_str(),
            probability: exact.to_f64().unwrap_or(f64::NAN),
            exact,
            resolves_to: &row.resolves_to,
        })
        .collect()
}
