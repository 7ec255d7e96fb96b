//! What one request may cost, and the gate every computation passes: at most
//! `max_concurrent` at once, at most `max_queue` waiting, no wait or computation longer than
//! `max_seconds`, no scenario's child process larger than `max_memory`. A request over a
//! cap is refused, never cut short.

use std::path::PathBuf;
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;

use mechanics::dcss::rules::RuleSet;
use mechanics::sampling::kernel::LaneKernel;
use tokio::sync::{OwnedSemaphorePermit, Semaphore};

use super::ServeArgs;
use super::error::ApiError;
use super::worker::{Job, in_child};
use crate::engine::{MAX_THREADS, MAX_TRIALS};
use crate::error::SimError;
use crate::kinds::{Door, Files};

/// The largest request body: 1 MiB. A longer one is refused with 413.
pub const MAX_BODY: usize = 1 << 20;

/// `--max-trials` unless given: ten million, the most any scenario of `configs/` asks.
pub const DEFAULT_MAX_TRIALS: u64 = 10_000_000;

/// `--max-seconds` unless given.
pub const DEFAULT_MAX_SECONDS: f64 = 10.0;

/// `--max-queue` unless given.
pub const DEFAULT_MAX_QUEUE: usize = 64;

/// `--max-memory` unless given, in MiB: a scenario of `configs/` at ten million trials
/// uses about 12 MiB.
pub const DEFAULT_MAX_MEMORY_MIB: u64 = 1024;

/// The smallest `--max-memory`, in MiB: what the program itself maps.
const LEAST_MEMORY_MIB: u64 = 256;

/// The longest `--max-seconds`: an hour.
const LONGEST: f64 = 3600.0;

/// The server's limits and how each computation runs.
#[derive(Clone, Debug)]
pub struct Limits {
    /// The most trials one request may ask for.
    pub max_trials: u64,
    /// The longest wait for a slot, and the longest computation.
    pub max_time: Duration,
    /// Computations at once.
    pub max_concurrent: usize,
    /// Requests waiting for a slot at most.
    pub max_queue: usize,
    /// Each computation's worker threads (`None`: every core).
    pub threads: Option<usize>,
    /// The lane kernel of every computation.
    pub kernel: LaneKernel,
    /// The program whose `serve --worker` computes each scenario (this binary).
    pub program: PathBuf,
    /// The address space of each scenario's child, in bytes.
    pub max_memory: u64,
    /// The rule set of a DCSS scenario that names none: `ROGUESIM_RULES` as the server
    /// read it at its start, else the default.
    pub default_rules: RuleSet,
}

impl Limits {
    /// The limits `args` ask for, checked: each a positive number in its range.
    pub fn new(
        args: &ServeArgs,
        threads: Option<usize>,
        kernel: LaneKernel,
        default_rules: RuleSet,
    ) -> Result<Self, SimError> {
        if !(1..=MAX_TRIALS).contains(&args.max_trials) {
            return Err(SimError::invalid(
                "--max-trials",
                format!(
                    "{} is out of range: allowed 1 to {MAX_TRIALS} (10^15)",
                    args.max_trials
                ),
            ));
        }
        if !(args.max_seconds > 0.0 && args.max_seconds <= LONGEST) {
            return Err(SimError::invalid(
                "--max-seconds",
                format!(
                    "{} is out of range: allowed more than 0 and at most {LONGEST}",
                    args.max_seconds
                ),
            ));
        }
        let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
        let max_concurrent = args.max_concurrent.unwrap_or(cores);
        if !(1..=MAX_THREADS).contains(&max_concurrent) {
            return Err(SimError::invalid(
                "--max-concurrent",
                format!("{max_concurrent} is out of range: allowed 1 to {MAX_THREADS}"),
            ));
        }
        if !(LEAST_MEMORY_MIB..=1 << 30).contains(&args.max_memory) {
            return Err(SimError::invalid(
                "--max-memory",
                format!(
                    "{} is out of range: allowed {LEAST_MEMORY_MIB} to {} (MiB)",
                    args.max_memory,
                    1u64 << 30
                ),
            ));
        }
        let program = std::env::current_exe().map_err(|e| {
            SimError::Output(format!("cannot find this program to run computations: {e}"))
        })?;
        if let Some(t) = threads.filter(|t| !(1..=MAX_THREADS).contains(t)) {
            return Err(SimError::invalid(
                "--threads",
                format!("{t} is out of range: allowed 1 to {MAX_THREADS}"),
            ));
        }
        Ok(Limits {
            max_trials: args.max_trials,
            max_time: Duration::from_secs_f64(args.max_seconds),
            max_concurrent,
            max_queue: args.max_queue,
            threads,
            kernel,
            program,
            max_memory: args.max_memory << 20,
            default_rules,
        })
    }

    /// The door every scenario of a request passes ([`crate::kinds::run_document`]): no file
    /// read, the trials capped, the server's threads, kernel and default rule set.
    pub fn door(&self) -> Door {
        Door {
            files: Files::Refuse,
            max_trials: Some(self.max_trials),
            threads: self.threads,
            kernel: self.kernel,
            ..Door::new(self.default_rules)
        }
    }

    /// The defaults of `roguesim serve` with `max_concurrent` slots, computing with
    /// `program` (tests build routers with it, naming the roguesim binary).
    pub fn defaults(max_concurrent: usize, program: PathBuf) -> Self {
        Limits {
            max_trials: DEFAULT_MAX_TRIALS,
            max_time: Duration::from_secs_f64(DEFAULT_MAX_SECONDS),
            max_concurrent,
            max_queue: DEFAULT_MAX_QUEUE,
            threads: None,
            kernel: LaneKernel::best(),
            program,
            max_memory: DEFAULT_MAX_MEMORY_MIB << 20,
            default_rules: crate::dcss::rules::DEFAULT,
        }
    }
}

/// The gate of computations: slots, and a count of the requests waiting for one.
#[derive(Clone, Debug)]
pub struct Gate {
    slots: Arc<Semaphore>,
    waiting: Arc<AtomicUsize>,
    limits: Arc<Limits>,
}

impl Gate {
    /// A gate with `limits`' slots and queue.
    pub fn new(limits: Limits) -> Self {
        Gate {
            slots: Arc::new(Semaphore::new(limits.max_concurrent)),
            waiting: Arc::new(AtomicUsize::new(0)),
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
    ) -> Result<(axum::http::StatusCode, String, Vec<u8>), ApiError> {
        let _slot = self.slot().await?;
        in_child(job, body, &self.limits, field).await
    }

    /// Runs `work`, a small computation of this process (a dump read, a name looked up), on
    /// a blocking thread once a slot is free, and answers with its result: 503 when the
    /// queue is full or no slot frees within the time limit, 422 naming `field` when the
    /// work takes longer than the limit (it then finishes unseen, keeping its slot, so no
    /// more than `max_concurrent` computations ever run), 500 if it panics.
    pub async fn run<T: Send + 'static>(
        &self,
        field: &str,
        work: impl FnOnce() -> Result<T, ApiError> + Send + 'static,
    ) -> Result<T, ApiError> {
        let permit = self.slot().await?;
        let seconds = self.limits.max_time.as_secs_f64();
        let task = tokio::task::spawn_blocking(move || {
            let _slot = permit;
            work()
        });
        match tokio::time::timeout(self.limits.max_time, task).await {
            Ok(Ok(result)) => result,
            Ok(Err(_)) => Err(ApiError::internal("the computation failed unexpectedly")),
            Err(_) => Err(ApiError::unprocessable(
                field,
                format!(
                    "{field}: the computation takes longer than this server's limit of \
                     {seconds} s (--max-seconds); ask for less (fewer trials)"
                ),
            )),
        }
    }

    /// A free slot: at once, or after waiting in the queue.
    async fn slot(&self) -> Result<OwnedSemaphorePermit, ApiError> {
        if let Ok(permit) = self.slots.clone().try_acquire_owned() {
            return Ok(permit);
        }
        let queued = self.waiting.fetch_add(1, Ordering::AcqRel);
        let _leave = Leave(&self.waiting);
        if queued >= self.limits.max_queue {
            return Err(ApiError::busy(format!(
                "{} computations are running and {queued} requests waiting, the most this \
                 server takes (--max-concurrent, --max-queue); try again shortly",
                self.limits.max_concurrent
            )));
        }
        match tokio::time::timeout(self.limits.max_time, self.slots.clone().acquire_owned()).await {
            Ok(Ok(permit)) => Ok(permit),
            Ok(Err(_)) => Err(ApiError::internal("the computation slots are closed")),
            Err(_) => Err(ApiError::busy(format!(
                "no computation slot freed within {} s; try again shortly",
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
    use std::sync::mpsc;

    use axum::http::StatusCode;

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

    /// Waits until `gate` has `n` requests queued.
    async fn queued(gate: &Gate, n: usize) {
        while gate.waiting.load(Ordering::Acquire) != n {
            tokio::task::yield_now().await;
        }
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn a_full_queue_answers_503_at_once_and_the_rest_wait() {
        let gate = gate(1, 1, 60_000);
        let (free_a, a_waits) = mpsc::channel();
        let a = tokio::spawn({
            let gate = gate.clone();
            async move { gate.run("f", held(a_waits)).await }
        });
        while gate.slots.available_permits() != 0 {
            tokio::task::yield_now().await;
        }
        let b = tokio::spawn({
            let gate = gate.clone();
            async move { gate.run("f", || Ok(8)).await }
        });
        queued(&gate, 1).await;
        let c = gate.run("f", || Ok(9)).await.unwrap_err();
        assert_eq!(c.status, StatusCode::SERVICE_UNAVAILABLE);
        assert!(c.message.contains("--max-queue"), "{}", c.message);
        free_a.send(()).unwrap();
        assert_eq!(a.await.unwrap(), Ok(7));
        assert_eq!(b.await.unwrap(), Ok(8));
        assert_eq!(gate.waiting.load(Ordering::Acquire), 0);
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn work_over_the_time_limit_is_refused_and_keeps_its_slot() {
        let gate = gate(1, 4, 50);
        let (free, waits) = mpsc::channel();
        let over = gate.run("trials", held(waits)).await.unwrap_err();
        assert_eq!(over.status, StatusCode::UNPROCESSABLE_ENTITY);
        assert_eq!(over.field, "trials");
        // The refused work still runs and holds the one slot: the next request waits for it
        // as long as the limit allows, then hears the server is busy.
        let busy = gate.run("trials", || Ok(1)).await.unwrap_err();
        assert_eq!(busy.status, StatusCode::SERVICE_UNAVAILABLE);
        free.send(()).unwrap();
        while gate.slots.available_permits() != 1 {
            tokio::task::yield_now().await;
        }
        assert_eq!(gate.run("trials", || Ok(2)).await, Ok(2));
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn a_panic_is_a_500_and_frees_its_slot() {
        let gate = gate(1, 0, 60_000);
        let failed = gate
            .run::<u32>("f", || panic!("a bug in a computation"))
            .await
            .unwrap_err();
        assert_eq!(failed.status, StatusCode::INTERNAL_SERVER_ERROR);
        assert_eq!(gate.run("f", || Ok(3)).await, Ok(3));
    }
}
