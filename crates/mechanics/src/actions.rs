//! The law of `N`, the number of monster actions between two consecutive player actions:
//! FrogComposband's double moves (`docs/rules/frogcomposband-energy.md` §5) and DCSS monster
//! actions per player action (`docs/rules/dcss-0.31.md` §7.3) share this one type, so both
//! games answer "how often does the monster act twice?" through the same API.

/// `P(N = n)` for the monster actions `N` after one player action and before the next.
/// A double move is `N >= 2`, a triple move `N >= 3`. A probability of exactly 0 means
/// impossible (or, at the edge of a computed support, below `1e-25`).
#[derive(Clone, Debug, PartialEq)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize, schemars::JsonSchema)
)]
pub struct ActionsLaw {
    /// `P(N = n)` indexed by `n`; no trailing zeros.
    pub probs: Vec<f64>,
}

impl ActionsLaw {
    /// The law with these probabilities, trailing zeros dropped.
    pub fn from_probs(mut probs: Vec<f64>) -> Self {
        while probs.len() > 1 && probs.last() == Some(&0.0) {
            probs.pop();
        }
        ActionsLaw { probs }
    }

    /// The mixture `Σ w_i · law_i` (weights summing to 1), e.g. over a non-unique monster's
    /// individual speed.
    pub fn mixture(parts: &[(f64, ActionsLaw)]) -> Self {
        let len = parts.iter().map(|(_, d)| d.probs.len()).max().unwrap_or(1);
        let mut probs = vec![0.0; len];
        for (w, d) in parts {
            for (acc, p) in probs.iter_mut().zip(&d.probs) {
                *acc += w * p;
            }
        }
        Self::from_probs(probs)
    }

    /// `P(N = n)`.
    pub fn prob(&self, n: usize) -> f64 {
        self.probs.get(n).copied().unwrap_or(0.0)
    }

    /// `P(N >= n)`.
    pub fn p_at_least(&self, n: usize) -> f64 {
        // `+ 0.0` turns the empty sum's -0.0 into 0.0.
        self.probs.iter().skip(n).sum::<f64>() + 0.0
    }

    /// `P(N >= 2)`: a double move.
    pub fn p_double(&self) -> f64 {
        self.p_at_least(2)
    }

    /// `P(N >= 3)`: a triple move.
    pub fn p_triple(&self) -> f64 {
        self.p_at_least(3)
    }

    /// `E[N]`, the mean number of monster actions per player action.
    pub fn mean(&self) -> f64 {
        self.probs
            .iter()
            .enumerate()
            .map(|(n, p)| n as f64 * p)
            .sum()
    }
}
