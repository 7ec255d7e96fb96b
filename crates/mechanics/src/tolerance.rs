//! Named numeric tolerances for the tests of every crate of the workspace, each with the
//! reason it is the right one (the habit of statrs' `prec` module): a test compares with
//! one of these, never with a bare literal, so a reader knows what kind of agreement is
//! claimed.

/// Agreement of two evaluations of the same floating-point expression that differ only in
/// the order of a few operations (a standard error computed two ways).
pub const ROUNDING: f64 = 1e-15;

/// Agreement of two exact computations of the same probability (an exact law against a
/// closed form, a law's total against 1): sums of at most a few thousand `f64` terms, or a
/// stationary law solved by Gaussian elimination over at most a few hundred states.
pub const EXACT: f64 = 1e-12;

/// Agreement with the reference vectors of `crates/mechanics/tests/data/`, computed by an
/// independent model in double precision and stored to 12 or more digits, and with any other
/// value so computed and quoted (a normal quantile of a statistics table).
pub const REFERENCE: f64 = 1e-9;

/// Agreement with the reference vectors that an independent model computed in exact rational
/// arithmetic and stored as the nearest `f64` (`tests/data/dcss-0.31-damage.json`): our side
/// is an exact law summed in `f64` over at most a few thousand terms, as for [`EXACT`].
pub const EXACT_REFERENCE: f64 = 1e-12;

/// Agreement with a value the rule book (or a statistics textbook) prints to 6 decimals: half
/// a unit in the last place.
pub const SIX_DECIMALS: f64 = 5e-7;

/// Agreement with a value the rule book prints to 5 decimals: half a unit in the last place,
/// plus a hair for the printed value's own rounding.
pub const FIVE_DECIMALS: f64 = 5e-6;

/// Agreement with a value the rule book prints to 4 decimals: half a unit in the last place.
pub const FOUR_DECIMALS: f64 = 5e-5;

/// Agreement with a value the rule book prints to 3 decimals: half a unit in the last place.
pub const THREE_DECIMALS: f64 = 5e-4;

/// Relative agreement with a value stored to 6 significant digits (the per-level pick laws of
/// `tests/data/dcss-0.3x-spawn-levels.json`): half a unit in the sixth digit is at most
/// 5·10⁻⁶ of the value.
pub const SIX_SIGNIFICANT: f64 = 5e-6;

/// The smallest p-value a sampler's goodness-of-fit test accepts: with this many tests in
/// the suite, a correct sampler fails about once in a million runs of one test.
pub const CHI_SQUARE_P: f64 = 1e-6;

/// The farthest a Monte Carlo estimate may lie from its exact value, in standard errors.
pub const MAX_SIGMAS: f64 = 5.0;
