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

#[cfg(test)]
mod tests {
    use std::path::PathBuf;
    use std::sync::mpsc;
    use std::time::Duration;

    use super::*;

    /// A gate of `slots` slots, `queue` waiting places and `millis` of time.
    fn gate(slots: usize, queue: usize, millis: u64) -> Gate {
        Gate::new(Limits {
            max_queue: queue,
            max_time: Duration::from_millis(millis),
            ..Limits::defaults(slots, PathBuf::new())
        })
    }

    /// Work that runs until `release` says so, then answers 7.
    fn held(release: mpsc::Receiver<()>) -> impl FnOnce() -> Result<u32, ApiError> + Send {
        move || {
            let _ = release.recv();
            Ok(7)
        }
    }

    /// Holds one job slot of `gate` until `release` says so, as a running job would.
    fn hold_slot(gate: &Gate, release: mpsc::Receiver<()>) -> tokio::task::JoinHandle<()> {
        let gate = gate.clone();
        tokio::spawn(async move {
            let permit = gate.slot().await.unwrap();
            tokio::task::spawn_blocking(move || {
                let _permit = permit;
                let _ = release.recv();
            })
            .await
            .unwrap();
        })
    }

    /// Waits until `gate` has `n` requests queued.
    async fn queued(gate: &Gate, n: usize) {
        while gate.waiting.load(Ordering::Acquire) != n {
            tokio::task::yield_now().await;
        }
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn a_full_queue_answers_503_at_once_naming_no_flag() {
        let gate = gate(1, 1, 60_000);
        let (free_a, a_waits) = mpsc::channel();
        let a = hold_slot(&gate, a_waits);
        while gate.slots.available_permits() != 0 {
            tokio::task::yield_now().await;
        }
        let b = tokio::spawn({
            let gate = gate.clone();
            async move { gate.slot().await.map(|_| 8) }
        });
        queued(&gate, 1).await;
        let c = gate.slot().await.unwrap_err();
        assert_eq!(c.status, StatusCode::SERVICE_UNAVAILABLE);
        assert!(c.message.contains("busy"), "{}", c.message);
        assert!(!c.message.contains("--"), "names a flag: {}", c.message);
        free_a.send(()).unwrap();
        a.await.unwrap();
        assert_eq!(b.await.unwrap(), Ok(8));
        assert_eq!(gate.waiting.load(Ordering::Acquire), 0);
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn quick_work_never_waits_for_the_jobs() {
        // Every job slot taken and the queue full: the quick path still answers at once.
        let gate = gate(1, 0, 60_000);
        let (free, waits) = mpsc::channel();
        let job = hold_slot(&gate, waits);
        while gate.slots.available_permits() != 0 {
            tokio::task::yield_now().await;
        }
        assert_eq!(
            gate.slot().await.unwrap_err().status,
            StatusCode::SERVICE_UNAVAILABLE
        );
        assert_eq!(gate.quick("q", || Ok(5)).await, Ok(5));
        free.send(()).unwrap();
        job.await.unwrap();
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn quick_slots_are_capped_and_the_rest_wait_their_turn() {
        let gate = Gate::new(Limits {
            quick_time: Duration::from_millis(300),
            ..Limits::defaults(1, PathBuf::new())
        });
        let mut releases = Vec::new();
        let mut running = Vec::new();
        for _ in 0..QUICK_SLOTS {
            let (free, waits) = mpsc::channel();
            releases.push(free);
            let gate = gate.clone();
            running.push(tokio::spawn(
                async move { gate.quick("q", held(waits)).await },
            ));
        }
        while gate.quick.available_permits() != 0 {
            tokio::task::yield_now().await;
        }
        // One more waits for a slot, and gets one when a slot frees in time.
        let waiting = tokio::spawn({
            let gate = gate.clone();
            async move { gate.quick("q", || Ok(9)).await }
        });
        tokio::time::sleep(Duration::from_millis(50)).await;
        releases.pop().unwrap().send(()).unwrap();
        assert_eq!(waiting.await.unwrap(), Ok(9));
        // With every slot held past the limit, the next hears the server is busy.
        let (free, waits) = mpsc::channel();
        releases.push(free);
        running.push(tokio::spawn({
            let gate = gate.clone();
            async move { gate.quick("q", held(waits)).await }
        }));
        while gate.quick.available_permits() != 0 {
            tokio::task::yield_now().await;
        }
        let refused = gate.quick("q", || Ok(1)).await;
        for free in releases {
            free.send(()).unwrap();
        }
        let refused = refused.unwrap_err();
        assert_eq!(refused.status, StatusCode::SERVICE_UNAVAILABLE);
        assert!(!refused.message.contains("--"), "{}", refused.message);
        for r in running {
            let _ = r.await.unwrap();
        }
        assert_eq!(gate.quick("q", || Ok(2)).await, Ok(2));
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn quick_work_over_its_time_is_refused_and_keeps_its_slot() {
        let gate = Gate::new(Limits {
            quick_time: Duration::from_millis(50),
            ..Limits::defaults(1, PathBuf::new())
        });
        let (free, waits) = mpsc::channel();
        let over = gate.quick("q", held(waits)).await.unwrap_err();
        assert_eq!(over.status, StatusCode::UNPROCESSABLE_ENTITY);
        assert_eq!(over.field, "q");
        assert!(!over.message.contains("--"), "{}", over.message);
        // The refused work still runs and holds its slot until it ends.
        assert_eq!(gate.quick.available_permits(), QUICK_SLOTS - 1);
        free.send(()).unwrap();
        while gate.quick.available_permits() != QUICK_SLOTS {
            tokio::task::yield_now().await;
        }
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn a_panic_is_a_500_and_frees_its_slot() {
        let gate = gate(1, 0, 60_000);
        let failed = gate
            .quick::<u32>("f", || panic!("a bug in a computation"))
            .await
            .unwrap_err();
        assert_eq!(failed.status, StatusCode::INTERNAL_SERVER_ERROR);
        for _ in 0..QUICK_SLOTS + 1 {
            assert_eq!(gate.quick("f", || Ok(3)).await, Ok(3));
        }
    }
}
