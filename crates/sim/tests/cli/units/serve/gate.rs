//! The unit tests of `src/serve/gate.rs`, through the gate's own methods: a slot is held by a
//! job that says when it has one, a request is put in the queue by polling it once, and how
//! many quick slots are free is how many quick works can hold one at once.

use std::future::Future;
use std::path::PathBuf;
use std::pin::{Pin, pin};
use std::sync::mpsc;
use std::task::Poll;
use std::time::Duration;

use axum::http::StatusCode;
use roguesim::serve::error::ApiError;
use roguesim::serve::gate::*;
use roguesim::serve::limits::{Limits, QUICK_SLOTS};

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

/// [`held`] work that first says on `started` that it runs (holding a quick slot).
fn started_then_held(
    started: tokio::sync::mpsc::UnboundedSender<()>,
    release: mpsc::Receiver<()>,
) -> impl FnOnce() -> Result<u32, ApiError> + Send {
    move || {
        let _ = started.send(());
        held(release)()
    }
}

/// Holds one job slot of `gate` until `release` says so, as a running job would; returns
/// once the slot is held.
async fn hold_slot(gate: &Gate, release: mpsc::Receiver<()>) -> tokio::task::JoinHandle<()> {
    let gate = gate.clone();
    let (holding, held) = tokio::sync::oneshot::channel();
    let job = tokio::spawn(async move {
        let permit = gate.slot().await.unwrap();
        let _ = holding.send(());
        tokio::task::spawn_blocking(move || {
            let _permit = permit;
            let _ = release.recv();
        })
        .await
        .unwrap();
    });
    held.await.unwrap();
    job
}

/// Polls `future` once: a request for a slot polled once has taken its place in the queue
/// (or been answered).
async fn poll_once<F: Future + Unpin>(future: &mut F) -> Poll<F::Output> {
    std::future::poll_fn(|cx| Poll::Ready(Pin::new(&mut *future).poll(cx))).await
}

/// How many of `gate`'s quick slots are free: of [`QUICK_SLOTS`] held works sent at once,
/// those that get a slot run past the gate's quick time (422), the others find none (503).
/// The works are released before it returns; each frees its slot when it ends.
async fn free_quick_slots(gate: &Gate) -> usize {
    let mut releases = Vec::new();
    let mut works = Vec::new();
    for _ in 0..QUICK_SLOTS {
        let (free, waits) = mpsc::channel();
        releases.push(free);
        let gate = gate.clone();
        works.push(tokio::spawn(
            async move { gate.quick("q", held(waits)).await },
        ));
    }
    let mut free = 0;
    for work in works {
        match work.await.unwrap().unwrap_err().status {
            StatusCode::UNPROCESSABLE_ENTITY => free += 1,
            status => assert_eq!(status, StatusCode::SERVICE_UNAVAILABLE),
        }
    }
    // A work refused a slot never ran: its release has no one to hear it.
    for release in releases {
        let _ = release.send(());
    }
    free
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_full_queue_answers_503_at_once_naming_no_flag() {
    let gate = gate(1, 1, 60_000);
    let (free_a, a_waits) = mpsc::channel();
    let a = hold_slot(&gate, a_waits).await;
    let mut b = pin!(async { gate.slot().await.map(|_| 8) });
    assert!(poll_once(&mut b).await.is_pending(), "b waits in the queue");
    let c = gate.slot().await.unwrap_err();
    assert_eq!(c.status, StatusCode::SERVICE_UNAVAILABLE);
    assert!(c.message.contains("busy"), "{}", c.message);
    assert!(!c.message.contains("--"), "names a flag: {}", c.message);
    free_a.send(()).unwrap();
    a.await.unwrap();
    assert_eq!(b.await, Ok(8));
    // The queue is empty again: with the slot held, the next request waits in it rather
    // than hearing that it is full.
    let (free_d, d_waits) = mpsc::channel();
    let d = hold_slot(&gate, d_waits).await;
    let mut e = pin!(gate.slot());
    assert!(poll_once(&mut e).await.is_pending(), "e waits in the queue");
    free_d.send(()).unwrap();
    d.await.unwrap();
    assert!(e.await.is_ok());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn quick_work_never_waits_for_the_jobs() {
    // Every job slot taken and the queue full: the quick path still answers at once.
    let gate = gate(1, 0, 60_000);
    let (free, waits) = mpsc::channel();
    let job = hold_slot(&gate, waits).await;
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
    let (started, mut running_now) = tokio::sync::mpsc::unbounded_channel();
    let mut releases = Vec::new();
    let mut running = Vec::new();
    for _ in 0..QUICK_SLOTS {
        let (free, waits) = mpsc::channel();
        releases.push(free);
        let gate = gate.clone();
        let work = started_then_held(started.clone(), waits);
        running.push(tokio::spawn(async move { gate.quick("q", work).await }));
    }
    // Every quick slot is held once every work runs.
    for _ in 0..QUICK_SLOTS {
        running_now.recv().await.unwrap();
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
        let work = started_then_held(started.clone(), waits);
        async move { gate.quick("q", work).await }
    }));
    running_now.recv().await.unwrap();
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
    assert_eq!(free_quick_slots(&gate).await, QUICK_SLOTS - 1);
    free.send(()).unwrap();
    while free_quick_slots(&gate).await != QUICK_SLOTS {}
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
