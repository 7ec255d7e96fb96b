//! Shared helper of the `energy_*` sampler tests: a goodness-of-fit check of a sampler
//! against its exact law.

use statrs::distribution::{ChiSquared, ContinuousCDF};

/// Pearson chi-square test of observed counts (`observed[v - min]` for the value `v`) against
/// the exact probabilities `(value, p)`; cells with expected count below 5 are merged with
/// their neighbours (in value order), and a value observed outside the exact support fails
/// at once. Panics when the p-value is below 1e-6.
pub fn chi_square(what: &str, min: i32, observed: &[u64], exact: &[(i32, f64)]) {
    let total: u64 = observed.iter().sum();
    let n = total as f64;
    let prob = |v: i32| {
        exact
            .iter()
            .find(|&&(x, _)| x == v)
            .map_or(0.0, |&(_, p)| p)
    };
    for (i, &o) in observed.iter().enumerate() {
        let v = min + i as i32;
        assert!(
            o == 0 || prob(v) > 0.0,
            "{what}: value {v} observed {o} times but impossible"
        );
    }
    let lo = exact.iter().map(|&(v, _)| v).min().unwrap().min(min);
    let hi = exact
        .iter()
        .map(|&(v, _)| v)
        .max()
        .unwrap()
        .max(min + observed.len() as i32 - 1);
    let obs = |v: i32| {
        usize::try_from(v - min)
            .ok()
            .and_then(|i| observed.get(i))
            .copied()
            .unwrap_or(0) as f64
    };
    let mut cells: Vec<(f64, f64)> = Vec::new();
    let (mut e_acc, mut o_acc) = (0.0, 0.0);
    for v in lo..=hi {
        e_acc += n * prob(v);
        o_acc += obs(v);
        if e_acc >= 5.0 {
            cells.push((o_acc, e_acc));
            (e_acc, o_acc) = (0.0, 0.0);
        }
    }
    if e_acc > 0.0 || o_acc > 0.0 {
        match cells.last_mut() {
            Some(last) => {
                last.0 += o_acc;
                last.1 += e_acc;
            }
            None => cells.push((o_acc, e_acc)),
        }
    }
    if cells.len() < 2 {
        // A single possible cell: the impossible-value check above is the whole test.
        return;
    }
    let stat: f64 = cells.iter().map(|&(o, e)| (o - e) * (o - e) / e).sum();
    let dof = (cells.len() - 1) as f64;
    let p = 1.0 - ChiSquared::new(dof).unwrap().cdf(stat);
    assert!(
        p >= 1e-6,
        "{what}: chi-square {stat:.2} on {dof} degrees of freedom, p = {p:.3e} < 1e-6\ncells (observed, expected): {cells:?}"
    );
}
