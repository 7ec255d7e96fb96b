//! Statistics of Monte Carlo results, with no game in them: proportions, means and their
//! intervals (Wilson, normal, the MOVER difference of two), design effects of dependent
//! trials by batch means ([`estimate`]), percentiles from exact counts ([`percentiles`]),
//! and a report's quantities as one record of estimates keyed like its exact values
//! ([`record`]).

pub mod estimate;
pub mod percentiles;
pub mod record;

pub use estimate::{
    BatchMoments, CONFIDENCE, Estimate, Estimated, Interval, MeanEstimate, Proportion, difference,
    finite_sigmas, z_score,
};
pub use percentiles::{HISTOGRAM_SIGFIG, Percentiles, histogram_from_counts};
pub use record::{EstimateOf, Record, estimated};
