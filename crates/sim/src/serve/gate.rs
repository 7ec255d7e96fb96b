//! The gate every computation passes, on one of two paths that never wait for each other:
//!
//! * the Monte Carlo jobs ([`Gate::isolated`]): at most `max_concurrent` child processes at
//!   once, at most `max_queue` requests waiting for one, no wait or computation longer than
//!   `max_seconds`;
//! * the server's own small work ([`Gate::quick`]: a dump read, a monster search): on
//!   [`QUICK_SLOTS`] threads of its own, waiting only for other small work, so a player
//!   reading a dump never queues behind ten-second jobs.
//!
//! A request over a cap is refused, never cut short; a refusal names no server flag (the
//! player reading it cannot change them).

use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};

use axum::http::StatusCode;
use tokio::sync::{OwnedSemaphorePermit, Semaphore};

use super::error::ApiError;
use super::limits::{Limits, QUICK_SLOTS};
use super::worker::{Job, in_child};

/// The gate of computations: the jobs' slots and queue, and the quick path's slots.
#[derive(Clone, Debug)]
pub struct Gate {
    slots: Arc<Semaphore>,
    waiting: Arc<AtomicUsize>,
    quick: Arc<Semaphore>,
    limits: Arc<Limits>,
}

impl Gate {
    /// A gate with `limits`' slots and queue.
    pub fn new(limits: Limits) -> Self {
        Gate {
            slots: Arc::new(Semaphore::new(limits.max_concurrent)),
            waiting: Arc::new(AtomicUsize::new(0)),
            quick: Arc::new(Semaphore::new(QUICK_SLOTS)),
            limits: Arc::new(limits),
        }
    }

    /// The limits.
    pub fn limits(&self) -> &Limits {
        &self.limits
    }

    /// Runs `job` on `body` in a child process once a slot is free (see
    /// [`super::worker`]): its status, content type and body; 503 when the queue is full or
    /// no slot frees within the time limit, 422 naming `field` when the child is stopped at
    /// the time limit or dies at the memory cap.
    pub async fn isolated(
        &self,
        field: &str,
        job: &Job,
        body: &[u8],
    ) -> Result<(StatusCode, String, Vec<u8>), ApiError> {
        let _slot = self.slot().await?;
        in_child(job, body, &self.limits, field).await
    }

    /// Runs `work`, a small computation of this process (a dump read, a name looked up), on
    /// a blocking thread of the quick path once one of its [`QUICK_SLOTS`] is free, and
    /// answers with its result: 503 when no quick slot frees within the limits'
    /// `quick_time`, 422 naming `field` when the work takes longer than that (it then
    /// finishes unseen, keeping its slot), 500 if it panics. It never waits for a Monte
    /// Carlo job.
    pub async fn quick<T: Send + 'static>(
        &self,
        field: &str,
        work: impl FnOnce() -> Result<T, ApiError> + Send + 'static,
    ) -> Result<T, ApiError> {
        let time = self.limits.quick_time;
        let permit = match tokio::time::timeout(time, self.quick.clone().acquire_owned()).await {
            Ok(Ok(permit)) => permit,
            Ok(Err(_)) => return Err(ApiError::internal("the quick slots are closed")),
            Err(_) => {
                return Err(ApiError::busy(
                    "the server is busy reading other requests like this one; try again in a \
                     moment",
                ));
            }
        };
        self.on_thread(permit, field, time, work).await
    }

    /// Runs `work` on a blocking thread holding `permit`, for at most `time`.
    async fn on_thread<T: Send + 'static>(
        &self,
        permit: OwnedSemaphorePermit,
        field: &str,
        time: std::time::Duration,
        work: impl FnOnce() -> Result<T, ApiError> + Send + 'static,
    ) -> Result<T, ApiError> {
        let task = tokio::task::spawn_blocking(move || {
            let _slot = permit;
            work()
        });
        match tokio::time::timeout(time, task).await {
            Ok(Ok(result)) => result,
            Ok(Err(_)) => Err(ApiError::internal("the computation failed unexpectedly")),
            Err(_) => Err(ApiError::unprocessable(
                field,
                format!(
                    "{field}: this takes longer than the {} s this server gives it; send less",
                    time.as_secs_f64()
                ),
            )),
        }
    }

    /// A free slot for a Monte Carlo job, held until the permit is dropped: at once, or after
    /// waiting in the queue ([`Gate::isolated`] takes one); 503 when the queue is full or no
    /// slot frees within the limits' `max_time`.
    pub async fn slot(&self) -> Result<OwnedSemaphorePermit, ApiError> {
        if let Ok(permit) = self.slots.clone().try_acquire_owned() {
            return Ok(permit);
        }
        let queued = self.waiting.fetch_add(1, Ordering::AcqRel);
        let _leave = Leave(&self.waiting);
        if queued >= self.limits.max_queue {
            return Err(ApiError::busy(format!(
                "the server is busy: {} computations are running and {queued} waiting; try \
                 again in a minute",
                self.limits.max_concurrent
            )));
        }
        match tokio::time::timeout(self.limits.max_time, self.slots.clone().acquire_owned()).await {
            Ok(Ok(permit)) => Ok(permit),
            Ok(Err(_)) => Err(ApiError::internal("the computation slots are closed")),
            Err(_) => Err(ApiError::busy(format!(
                "the server is busy: no computation finished within {} s; try again in a minute",
                self.limits.max_time.as_secs_f64()
            ))),
        }
    }
}

/// Leaves the queue when dropped (a request that stops waiting, whatever the reason).
struct Leave<'a>(&'a AtomicUsize);

impl Drop for Leave<'_> {
    fn drop(&mut self) {
        self.0.fetch_sub(1, Ordering::AcqRel);
    }
}
