//! Each scenario a request sends runs in a child process of this binary (`roguesim serve
//! --worker`), so that nothing a request asks for can outlive its time limit or take the
//! server's memory: at the limit the child is killed and its slot freed at once, and the
//! child's address space is capped (`--max-memory`), so a scenario whose exact side would
//! need gigabytes fails alone. The child runs the same code as `roguesim run`, and answers
//! with the bytes the server sends on.
//!
//! The exchange, over the child's standard input and output: the server writes one line
//! `report KIND` or `figure KIND`, then the request's body, and closes; the child writes one
//! line `STATUS CONTENT-TYPE`, then the response's body, and exits.

use std::io::{Read, Write};
use std::process::{ExitStatus, Stdio};

use axum::http::StatusCode;
use serde_json::Value;
use tokio::io::{AsyncReadExt, AsyncWriteExt};

use super::error::ApiError;
use super::kinds::{self, Kind};
use super::limits::Limits;
use crate::plot::{PlotFormat, render};
use crate::report::{DEFAULT_WIDTH, Format, Report, exporter};

/// The size of a figure, in pixels.
const FIGURE_SIZE: (u32, u32) = (960, 600);

/// What a request asks a child to compute.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Job {
    /// The report of a scenario document of a kind, as `--format json` writes it.
    Report(String),
    /// Its figure, as `--plot x.svg` draws it.
    Figure(String),
}

/// A computed response: its content type and body.
pub type Answer = (&'static str, Vec<u8>);

/// The body as JSON; a body that is not JSON is 400 naming where it breaks.
pub fn json_body(body: &[u8]) -> Result<Value, ApiError> {
    serde_json::from_slice(body).map_err(|e| {
        ApiError::bad_request(
            "body",
            format!(
                "body: not a JSON document (line {}, column {}: {e})",
                e.line(),
                e.column()
            ),
        )
    })
}

/// Runs a job on `body` under `limits`: the code the child runs.
pub fn work(job: &Job, body: &[u8], limits: &Limits) -> Result<Answer, ApiError> {
    let (key, figure) = match job {
        Job::Report(k) => (k, false),
        Job::Figure(k) => (k, true),
    };
    let kind: Kind = kinds::find(key)?;
    let report: Report = kind.run(json_body(body)?, limits)?;
    if figure {
        let figure = report
            .content
            .figure(&[])
            .map_err(|e| ApiError::internal(e.to_string()))?
            .ok_or_else(|| {
                ApiError::not_found("kind", format!("kind: a {key} report has no figure"))
            })?;
        let svg = render(&figure, PlotFormat::Svg, FIGURE_SIZE)
            .map_err(|e| ApiError::internal(e.to_string()))?;
        return Ok(("image/svg+xml", svg));
    }
    let json = exporter(Format::Json, DEFAULT_WIDTH)
        .export(std::slice::from_ref(&report))
        .map_err(|e| ApiError::internal(e.to_string()))?;
    Ok(("application/json", json))
}

/// How much lower than the server's the priority of a computation is (`nice`): the server's
/// own small requests (a dump read, a monster search) come first when the cores are busy.
#[cfg(unix)]
const NICENESS: i32 = 10;

/// The child's side (`roguesim serve --worker`): caps its own address space at
/// `max_memory` bytes, lowers its priority below the server's, ends with the server, reads the job from `input`,
/// computes it and writes the answer.
pub fn run_worker(
    limits: &Limits,
    max_memory: u64,
    input: &mut dyn Read,
    out: &mut dyn Write,
) -> std::io::Result<()> {
    #[cfg(unix)]
    {
        rlimit::setrlimit(rlimit::Resource::AS, max_memory, max_memory)?;
        // A system that refuses leaves the priority as it is: the computation still runs.
        let _ = rustix::process::nice(NICENESS);
    }
    // A server killed outright (it could not stop its children) takes its computations
    // with it.
    #[cfg(target_os = "linux")]
    let _ = rustix::process::set_parent_process_death_signal(Some(rustix::process::Signal::KILL));
    #[cfg(not(unix))]
    let _ = max_memory;
    let mut request = Vec::new();
    input.read_to_end(&mut request)?;
    let answer = decode(&request).and_then(|(job, body)| work(&job, body, limits));
    let (status, content_type, body) = match answer {
        Ok((content_type, body)) => (StatusCode::OK, content_type, body),
        Err(e) => (e.status, "application/json", e.json().into_bytes()),
    };
    writeln!(out, "{} {content_type}", status.as_u16())?;
    out.write_all(&body)?;
    out.flush()
}

/// The child's input for `job` on `body`: the line `report KIND` or `figure KIND`, then the
/// body (the exchange this module describes); [`decode`] reads it back.
pub fn encode(job: &Job, body: &[u8]) -> Vec<u8> {
    let head = match job {
        Job::Report(k) => format!("report {k}\n"),
        Job::Figure(k) => format!("figure {k}\n"),
    };
    let mut bytes = head.into_bytes();
    bytes.extend_from_slice(body);
    bytes
}

/// The job and the body of a child's input ([`encode`]); 500 when it is not a job's.
pub fn decode(request: &[u8]) -> Result<(Job, &[u8]), ApiError> {
    let broken = || ApiError::internal("the worker's input is not a job");
    let end = request
        .iter()
        .position(|&b| b == b'\n')
        .ok_or_else(broken)?;
    let head = std::str::from_utf8(&request[..end]).map_err(|_| broken())?;
    let job = match head.split_once(' ') {
        Some(("report", k)) => Job::Report(k.to_string()),
        Some(("figure", k)) => Job::Figure(k.to_string()),
        _ => return Err(broken()),
    };
    Ok((job, &request[end + 1..]))
}

/// The server's side: runs `job` on `body` in a child of `program` under `limits`, killed
/// at the time limit. A refusal names `field` when the child runs out of time or memory.
pub async fn in_child(
    job: &Job,
    body: &[u8],
    limits: &Limits,
    field: &str,
) -> Result<(StatusCode, String, Vec<u8>), ApiError> {
    let mut command = tokio::process::Command::new(&limits.program);
    command.args(worker_args(limits));
    let mut child = command
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .kill_on_drop(true)
        .spawn()
        .map_err(|e| ApiError::internal(format!("cannot start a computation: {e}")))?;
    let mut stdin = child.stdin.take().expect("a piped stdin");
    let mut stdout = child.stdout.take().expect("a piped stdout");
    let input = encode(job, body);
    let exchange = async {
        // The child reads its whole input before it writes, so writing first cannot block;
        // a child that dies early only makes the write fail.
        let _ = stdin.write_all(&input).await;
        drop(stdin);
        let mut output = Vec::new();
        let read = stdout.read_to_end(&mut output).await;
        let status = child.wait().await;
        (read.map(|_| output), status)
    };
    match tokio::time::timeout(limits.max_time, exchange).await {
        Ok((Ok(output), Ok(status))) => answer(&output, status, limits, field),
        Ok((Err(e), _)) | Ok((_, Err(e))) => Err(ApiError::internal(format!(
            "the computation's output cannot be read: {e}"
        ))),
        // The future owning the child is dropped here, and the child killed with it.
        Err(_) => Err(ApiError::unprocessable(
            field,
            format!(
                "{field}: the computation takes longer than this server's limit of {} s and \
                 was stopped; ask for less (fewer trials)",
                limits.max_time.as_secs_f64()
            ),
        )),
    }
}

/// The flags of a child computing for a server under `limits`.
fn worker_args(limits: &Limits) -> Vec<String> {
    let mut args = vec![
        "serve".to_string(),
        "--worker".into(),
        "--quiet".into(),
        "--max-trials".into(),
        limits.max_trials.to_string(),
        "--max-memory".into(),
        (limits.max_memory >> 20).to_string(),
        "--kernel".into(),
        limits.kernel.name().into(),
    ];
    if let Some(t) = limits.threads {
        args.extend(["--threads".into(), t.to_string()]);
    }
    args
}

/// The response a child's output and exit status make.
fn answer(
    output: &[u8],
    status: ExitStatus,
    limits: &Limits,
    field: &str,
) -> Result<(StatusCode, String, Vec<u8>), ApiError> {
    let head = output
        .iter()
        .position(|&b| b == b'\n')
        .and_then(|end| Some((std::str::from_utf8(&output[..end]).ok()?, end)));
    if let Some((head, end)) = head
        && let Some((code, content_type)) = head.split_once(' ')
        && let Some(code) = code.parse().ok().and_then(|c| StatusCode::from_u16(c).ok())
    {
        return Ok((code, content_type.to_string(), output[end + 1..].to_vec()));
    }
    if killed(status) {
        return Err(ApiError::unprocessable(
            field,
            format!(
                "{field}: the computation needs more memory than this server allows \
                 ({} MiB) and was stopped; ask for less",
                limits.max_memory >> 20
            ),
        ));
    }
    Err(ApiError::internal(format!(
        "the computation failed unexpectedly ({status})"
    )))
}

/// Whether a child was ended by a signal: an abort when an allocation fails under its
/// memory cap, or the kernel's out-of-memory killer.
fn killed(status: ExitStatus) -> bool {
    #[cfg(unix)]
    {
        use std::os::unix::process::ExitStatusExt;
        status.signal().is_some()
    }
    #[cfg(not(unix))]
    {
        !status.success()
    }
}
