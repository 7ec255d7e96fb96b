//! Helpers: requests to the real router, the command line in-process, scenario samples.
// Each test module uses only some of these helpers.
#![allow(dead_code)]

use std::path::{Path, PathBuf};

use axum::Router;
use axum::body::{Body, to_bytes};
use axum::http::{Method, Request, StatusCode};
use roguesim::serve::{Limits, router};
use serde_json::Value;
use tower::ServiceExt;

/// The repository's root.
pub const ROOT: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../..");

/// The real binary.
pub const BIN: &str = env!("CARGO_BIN_EXE_roguesim");

/// A path under the repository's root.
pub fn repo(path: &str) -> PathBuf {
    Path::new(ROOT).join(path)
}

/// The default limits with two computation slots, computing with the real binary.
pub fn limits() -> Limits {
    Limits::defaults(2, BIN.into())
}

/// The router with the default limits and two computation slots.
pub fn app() -> Router {
    router(limits())
}

/// A response: status, content type and body.
#[derive(Debug)]
pub struct Reply {
    /// The status.
    pub status: StatusCode,
    /// The `content-type` header.
    pub content_type: String,
    /// The body.
    pub body: Vec<u8>,
}

impl Reply {
    /// The body as JSON; panics naming the body if it is not.
    pub fn json(&self) -> Value {
        serde_json::from_slice(&self.body).unwrap_or_else(|e| {
            panic!(
                "not JSON ({e}), status {}: {}",
                self.status,
                String::from_utf8_lossy(&self.body)
            )
        })
    }

    /// The body as text.
    pub fn text(&self) -> String {
        String::from_utf8_lossy(&self.body).into_owned()
    }

    /// Requires a 4xx whose body is the API's one-line JSON error naming `field`; returns the
    /// message.
    pub fn refused(&self, field: &str) -> String {
        assert!(
            self.status.is_client_error(),
            "expected a 4xx, got {}: {}",
            self.status,
            self.text()
        );
        self.error_naming(field)
    }

    /// Requires the API's one-line JSON error naming `field`; returns the message.
    pub fn error_naming(&self, field: &str) -> String {
        assert_eq!(self.content_type, "application/json", "{}", self.text());
        let text = self.text();
        assert!(!text.trim_end().contains('\n'), "not one line: {text}");
        let v = self.json();
        assert_eq!(v["field"], field, "the error names another field: {text}");
        let message = v["error"].as_str().expect("error is a string").to_string();
        assert!(
            message.starts_with(field),
            "the message does not start with the field {field}: {message}"
        );
        message
    }
}

/// Sends one request to `app`.
pub async fn send(app: &Router, method: Method, uri: &str, body: impl Into<Body>) -> Reply {
    let request = Request::builder()
        .method(method)
        .uri(uri)
        .body(body.into())
        .expect("a valid request");
    let response = app.clone().oneshot(request).await.expect("infallible");
    let status = response.status();
    let content_type = response
        .headers()
        .get("content-type")
        .map(|v| v.to_str().unwrap_or_default().to_string())
        .unwrap_or_default();
    let body = to_bytes(response.into_body(), usize::MAX)
        .await
        .expect("the body arrives")
        .to_vec();
    Reply {
        status,
        content_type,
        body,
    }
}

/// `POST uri` with `body`.
pub async fn post(app: &Router, uri: &str, body: impl Into<Body>) -> Reply {
    send(app, Method::POST, uri, body).await
}

/// `GET uri`.
pub async fn get(app: &Router, uri: &str) -> Reply {
    send(app, Method::GET, uri, Body::empty()).await
}

/// `roguesim ARGS --quiet`, in this process through the binary's own entry point: exit
/// code, standard output and standard error.
pub fn cli(args: &[&str]) -> (u8, String, String) {
    let mut all = vec!["roguesim"];
    all.extend(args);
    all.push("--quiet");
    let (mut out, mut err) = (Vec::new(), Vec::new());
    let code = roguesim::cli::main_with_io(
        all,
        &roguesim::cli::Environment::default(),
        &mut out,
        &mut err,
    );
    (
        code,
        String::from_utf8(out).expect("UTF-8"),
        String::from_utf8(err).expect("UTF-8"),
    )
}

/// `roguesim run FILE --format json`, parsed; panics with the error if it fails.
pub fn cli_run_json(file: &Path) -> Value {
    let path = file.display().to_string();
    let (code, out, err) = cli(&["run", &path, "--format", "json"]);
    assert_eq!(code, 0, "roguesim run {path}: {err}");
    serde_json::from_str(&out).expect("JSON")
}

/// A report without the fields that differ between two runs of the same scenario: the
/// wall-clock time.
pub fn untimed(mut report: Value) -> Value {
    if let Some(o) = report.as_object_mut() {
        o.remove("elapsed_s");
    }
    report
}

/// The scenario samples of every kind: the files of `configs/` and of
/// `tests/cli/serve/scenarios/` (for kinds `configs/` has none of), each with its path.
pub fn samples() -> Vec<(PathBuf, Value)> {
    let mut found = Vec::new();
    for dir in [
        repo("configs"),
        Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/cli/serve/scenarios"),
    ] {
        let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
            .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
            .map(|e| e.expect("a directory entry").path())
            .filter(|p| p.extension().is_some_and(|e| e == "json"))
            .collect();
        files.sort();
        for file in files {
            let text = std::fs::read_to_string(&file).expect("readable");
            found.push((file, serde_json::from_str(&text).expect("JSON")));
        }
    }
    found
}

/// The real binary serving on a free loopback port, stopped when dropped.
pub struct Server {
    child: std::process::Child,
    /// The URL it printed, `http://127.0.0.1:PORT/`.
    pub url: String,
}

impl Server {
    /// Starts `roguesim serve --port 0 ARGS` (the binary of `ROGUESIM_SERVE_BIN` if set, for
    /// measuring a release build) and reads the URL from its first line.
    pub fn start(args: &[&str]) -> Server {
        Self::start_with(args, &[])
    }

    /// [`Server::start`] with environment variables set.
    pub fn start_with(args: &[&str], env: &[(&str, String)]) -> Server {
        use std::io::BufRead;
        let bin = std::env::var("ROGUESIM_SERVE_BIN").unwrap_or_else(|_| BIN.to_string());
        let mut child = std::process::Command::new(bin)
            .args(["serve", "--port", "0"])
            .args(args)
            .envs(env.iter().map(|(k, v)| (k, v)))
            .stdout(std::process::Stdio::piped())
            .stderr(std::process::Stdio::inherit())
            .spawn()
            .expect("the roguesim binary starts");
        let stdout = child.stdout.take().expect("a stdout pipe");
        let mut line = String::new();
        std::io::BufReader::new(stdout)
            .read_line(&mut line)
            .expect("a line on stdout");
        let url = line
            .split_whitespace()
            .find(|w| w.starts_with("http://"))
            .unwrap_or_else(|| panic!("no URL in the first line: {line:?}"))
            .to_string();
        Server { child, url }
    }

    /// Whether the process is still running.
    pub fn alive(&mut self) -> bool {
        self.child.try_wait().expect("the child's status").is_none()
    }

    /// Its process id.
    pub fn pid(&self) -> u32 {
        self.child.id()
    }

    /// Waits at most `limit` for the process to end: its exit status, or `None` while it
    /// still runs.
    pub fn wait_for_exit(
        &mut self,
        limit: std::time::Duration,
    ) -> Option<std::process::ExitStatus> {
        let deadline = std::time::Instant::now() + limit;
        loop {
            if let Some(status) = self.child.try_wait().expect("the child's status") {
                return Some(status);
            }
            if std::time::Instant::now() >= deadline {
                return None;
            }
            std::thread::sleep(std::time::Duration::from_millis(20));
        }
    }

    /// The address `host:port` it listens on.
    pub fn addr(&self) -> String {
        self.url
            .trim_start_matches("http://")
            .trim_end_matches('/')
            .to_string()
    }
}

impl Drop for Server {
    /// Stops the server as a user does (SIGTERM: it stops its computations and exits within
    /// seconds), killing it if it has not ended in 10 s.
    fn drop(&mut self) {
        #[cfg(unix)]
        {
            let _ = std::process::Command::new("kill")
                .args(["-TERM", &self.child.id().to_string()])
                .stderr(std::process::Stdio::null())
                .status();
            if self
                .wait_for_exit(std::time::Duration::from_secs(10))
                .is_some()
            {
                return;
            }
        }
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// An HTTP client for loopback.
pub type Client = hyper_util::client::legacy::Client<
    hyper_util::client::legacy::connect::HttpConnector,
    http_body_util::Full<axum::body::Bytes>,
>;

/// A client with keep-alive connections.
pub fn client() -> Client {
    hyper_util::client::legacy::Client::builder(hyper_util::rt::TokioExecutor::new()).build_http()
}

/// `method url` with `body` through `client`: status and body, or the transport's error
/// (a server may close a connection whose body it refused before reading it all).
pub async fn fetch(
    client: &Client,
    method: Method,
    url: &str,
    body: Vec<u8>,
) -> Result<(StatusCode, Vec<u8>), String> {
    fetch_with(client, method, url, &[], body).await
}

/// [`fetch`] with `headers`.
pub async fn fetch_with(
    client: &Client,
    method: Method,
    url: &str,
    headers: &[(&str, &str)],
    body: Vec<u8>,
) -> Result<(StatusCode, Vec<u8>), String> {
    use http_body_util::BodyExt;
    let mut request = Request::builder().method(method).uri(url);
    for (name, value) in headers {
        request = request.header(*name, *value);
    }
    let request = request
        .body(http_body_util::Full::new(axum::body::Bytes::from(body)))
        .expect("a valid request");
    let response = client
        .request(request)
        .await
        .map_err(|e| format!("{e:?}"))?;
    let status = response.status();
    let body = response
        .into_body()
        .collect()
        .await
        .map_err(|e| format!("{e:?}"))?
        .to_bytes()
        .to_vec();
    Ok((status, body))
}
