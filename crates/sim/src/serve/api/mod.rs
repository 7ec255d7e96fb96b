//! The API's handlers. Each reads what the route takes (a body of the route's content type,
//! see [`super::guard`]), does its work through the [`Gate`] (a scenario in a child process
//! on the jobs' path; a dump or a monster search on the quick path), and answers with JSON
//! (or SVG), or an [`ApiError`].
//!
//! * here: the scenario kinds (`POST /api/<kind>`, `/svg`) and the schemas;
//! * [`meta`]: what the server offers and allows, and the names a build is made of;
//! * [`monsters`]: the monster search; `character`: a pasted dump read.

mod character;
mod meta;
mod monsters;

pub use character::read_character;
pub use meta::meta;
pub use monsters::monsters;

use axum::extract::{Path, State};
use axum::http::{HeaderValue, header};
use axum::response::{IntoResponse, Response};
use serde::Serialize;

use super::error::ApiError;
use super::gate::Gate;
use super::guard::{JsonBody, short_texts};
use super::kinds;
use super::worker::{Job, json_body};
use crate::report::{DEFAULT_WIDTH, Format, Report, exporter};

/// A JSON response.
fn json(bytes: Vec<u8>) -> Response {
    let mut response = bytes.into_response();
    response.headers_mut().insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static("application/json"),
    );
    response
}

/// A value as pretty JSON with a final line break, as the command line prints it.
fn to_json<T: Serialize>(value: &T) -> Result<Vec<u8>, ApiError> {
    let mut out =
        serde_json::to_vec_pretty(value).map_err(|e| ApiError::internal(e.to_string()))?;
    out.push(b'\n');
    Ok(out)
}

/// The report as `--format json` writes it.
fn report_json(report: &Report) -> Result<Vec<u8>, ApiError> {
    exporter(Format::Json, DEFAULT_WIDTH)
        .export(std::slice::from_ref(report))
        .map_err(|e| ApiError::internal(e.to_string()))
}

/// Runs `job` (a scenario of a kind, posted as `body`) in a child process, and answers with
/// what it computed. A body that is not JSON, or holds a text over the cap, is refused here,
/// before it waits for a slot.
async fn isolated(gate: &Gate, job: Job, body: JsonBody) -> Result<Response, ApiError> {
    let key = match &job {
        Job::Report(k) | Job::Figure(k) => k,
    };
    let kind = kinds::find(key)?;
    short_texts(&json_body(&body.0)?)?;
    let field = if kind.monte_carlo { "trials" } else { kind.key };
    let (status, content_type, bytes) = gate.isolated(field, &job, &body.0).await?;
    let mut response = (status, bytes).into_response();
    let content_type = HeaderValue::from_str(&content_type)
        .map_err(|_| ApiError::internal("the computation's content type is not a header"))?;
    response
        .headers_mut()
        .insert(header::CONTENT_TYPE, content_type);
    Ok(response)
}

/// A route's kind as the router hands it: short, or refused without being echoed.
fn kind_key(kind: String) -> Result<String, ApiError> {
    match kind.chars().count() <= super::limits::MAX_TEXT {
        true => Ok(kind),
        false => Err(ApiError::not_found(
            "kind",
            format!(
                "kind: no report kind of that name; allowed: {}",
                crate::kinds::keys()
            ),
        )),
    }
}

/// `POST /api/<kind>`: the report of a scenario document, as `roguesim run FILE --format
/// json` prints it.
pub async fn report(
    State(gate): State<Gate>,
    Path(kind): Path<String>,
    body: JsonBody,
) -> Result<Response, ApiError> {
    isolated(&gate, Job::Report(kind_key(kind)?), body).await
}

/// `POST /api/<kind>/svg`: the figure of a scenario document's report, as `--plot x.svg`
/// draws it.
pub async fn figure(
    State(gate): State<Gate>,
    Path(kind): Path<String>,
    body: JsonBody,
) -> Result<Response, ApiError> {
    let kind = kind_key(kind)?;
    let found = kinds::find(&kind)?;
    if !found.figure {
        let with: Vec<&str> = kinds::all()
            .into_iter()
            .filter(|k| k.figure)
            .map(|k| k.key)
            .collect();
        return Err(ApiError::not_found(
            "kind",
            format!(
                "kind: a {kind} report has no figure; allowed: {}",
                with.join(", ")
            ),
        ));
    }
    isolated(&gate, Job::Figure(kind), body).await
}

/// `GET /api/schema/<kind>`: the JSON Schema of a kind's report, or of a scenario document
/// (`scenario`).
pub async fn schema(Path(kind): Path<String>) -> Result<Response, ApiError> {
    Ok(json(kinds::schema(&kind_key(kind)?)?))
}
