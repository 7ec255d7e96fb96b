//! Resumable runs (`--checkpoint FILE`): the engine hands chunks out one at a time, adds each
//! finished chunk to the running total at once, and the ledger saves the total with its chunk
//! set atomically (a temporary file, then a rename) every `--checkpoint-every` seconds, at the
//! end of each experiment, and when SIGINT or SIGTERM asks the run to stop. A stopped run lets the
//! chunks in flight finish, saves, and exits with 128 + the signal's number; a second signal
//! ends it at once. Killed with SIGKILL, a run loses the chunks in flight and those finished
//! since the last save (none with `--checkpoint-every 0`, which saves after every chunk).
//!
//! Run again, the same command finds the file, checks that it was written for the same run
//! (the fingerprint of [`super::part`]) and computes only the chunks it does not hold. The
//! totals are integer sums, so the finished report is the same bytes as an uninterrupted run's.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize};

use signal_hook::SigId;
use signal_hook::consts::{SIGINT, SIGTERM};

use crate::error::SimError;

/// Seconds between checkpoint saves when `--checkpoint-every` is not given.
pub const DEFAULT_EVERY_S: f64 = 5.0;

/// The longest `--checkpoint-every`: a day.
pub const MAX_EVERY_S: f64 = 86_400.0;

/// SIGINT and SIGTERM, watched for the length of a checkpointed run: the first sets the
/// stop flag to the signal's number (the run saves and stops), a second of the same kind
/// ends the process at once with 128 + its number. Dropping the watch removes the handlers.
pub struct SignalWatch {
    /// The signal that asked the run to stop, or 0.
    pub stop: Arc<AtomicUsize>,
    ids: Vec<SigId>,
}

impl SignalWatch {
    /// Installs the handlers.
    pub fn install() -> Result<Self, SimError> {
        let stop = Arc::new(AtomicUsize::new(0));
        let asked = Arc::new(AtomicBool::new(false));
        let mut ids = Vec::new();
        let fail = |e: std::io::Error| SimError::Output(format!("cannot watch for signals: {e}"));
        for signal in [SIGINT, SIGTERM] {
            // The order matters: the exit handler sees the flag the second signal finds set.
            let code = 128 + signal as u32;
            ids.push(
                signal_hook::flag::register_conditional_shutdown(
                    signal,
                    code as i32,
                    asked.clone(),
                )
                .map_err(fail)?,
            );
            ids.push(signal_hook::flag::register(signal, asked.clone()).map_err(fail)?);
            ids.push(
                signal_hook::flag::register_usize(signal, stop.clone(), signal as usize)
                    .map_err(fail)?,
            );
        }
        Ok(SignalWatch { stop, ids })
    }
}

impl Drop for SignalWatch {
    fn drop(&mut self) {
        for id in self.ids.drain(..) {
            signal_hook::low_level::unregister(id);
        }
    }
}
