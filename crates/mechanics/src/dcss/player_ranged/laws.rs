//! Small operations on exact laws that the shots and spells share
//! (`docs/rules/dcss-0.34-player-ranged.md` §3, §7, §9).

use crate::dist::Dist;

/// The mixture `Σ wᵢ·lawᵢ` of laws with weights summing to 1.
pub fn mixture(parts: &[(f64, Dist)]) -> Dist {
    let lo = parts.iter().map(|(_, d)| d.min()).min().unwrap_or(0);
    let hi = parts.iter().map(|(_, d)| d.max()).max().unwrap_or(0);
    let mut w = vec![0.0; (hi - lo + 1) as usize];
    for (q, d) in parts {
        for (v, p) in d.iter() {
            w[(v - lo) as usize] += q * p;
        }
    }
    Dist::from_weights(lo, &w)
}

/// `(1 − q)·a + q·b`.
pub fn mix(a: &Dist, b: &Dist, q: f64) -> Dist {
    mixture(&[(1.0 - q, a.clone()), (q, b.clone())])
}

/// The law of an attack's damage: `landed` with probability `p_land`, else 0.
pub fn with_misses(landed: &Dist, p_land: f64) -> Dist {
    mix(&Dist::point(0), landed, p_land)
}
