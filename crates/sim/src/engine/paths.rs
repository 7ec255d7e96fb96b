//! Which Monte Carlo paths a computation took: every [`run`](super::run) notes its experiment's
//! type and [`Experiment::path`] where a caller asked for the record ([`record`]). Tests use it
//! to check that no rule set sends a kind to a slower path than another rule set takes for
//! the same scenario (a 0.34 attack falling back from the lanes to one trial at a time, say).
//! Nothing is kept unless asked, so a long-running process accumulates nothing.

use std::cell::RefCell;

use super::Experiment;

/// One path taken: the experiment's type and how it ran its trials.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Taken {
    /// The experiment's type, as [`std::any::type_name`] gives it.
    pub experiment: &'static str,
    /// Its [`Experiment::path`].
    pub path: &'static str,
}

impl Taken {
    /// Whether the trials ran on the lanes ([`LANES`]).
    pub fn on_lanes(&self) -> bool {
        self.path == LANES
    }
}

/// The path of an experiment whose trials run on the lane kernels, eight or more at a time.
pub const LANES: &str = "lanes";

/// The path of an experiment that runs one trial after another (the default).
pub const TRIAL_BY_TRIAL: &str = "trial by trial";

thread_local! {
    /// The paths of this thread's runs since [`record`] began, when it is recording.
    static TAKEN: RefCell<Option<Vec<Taken>>> = const { RefCell::new(None) };
}

/// Runs `f` and returns, with its result, the paths of every [`run`](super::run) it made on
/// this thread, in order (a nested `record` takes its own runs out of the outer one's).
pub fn record<T>(f: impl FnOnce() -> T) -> (T, Vec<Taken>) {
    let outer = TAKEN.with(|t| t.borrow_mut().replace(Vec::new()));
    let out = f();
    let taken = TAKEN.with(|t| std::mem::replace(&mut *t.borrow_mut(), outer));
    (out, taken.unwrap_or_default())
}

/// Notes `exp`'s path when this thread is recording.
pub(super) fn note<E: Experiment>(exp: &E) {
    TAKEN.with(|t| {
        if let Some(taken) = t.borrow_mut().as_mut() {
            taken.push(Taken {
                experiment: std::any::type_name::<E>(),
                path: exp.path(),
            });
        }
    });
}
