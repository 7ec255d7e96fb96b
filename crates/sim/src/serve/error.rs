//! Refusals as the API says them: a status and one line of JSON,
//! `{"error":"hit.defender.ev: 200 is out of range: allowed -50 to 150","field":"hit.defender.ev"}`.
//! The message starts with the field it names, as the command line's do, and is at most
//! [`MAX_MESSAGE`] characters long (a value it quotes is never echoed whole). Errors that
//! come from outside the handlers (an unknown route, a body over the cap, a timeout) are
//! turned into the same shape by [`json_errors`], and those from before the router by
//! [`super::early`].

use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use serde::Serialize;

use crate::error::{InputError, SimError};

/// The longest message, in characters; a longer one is cut, ending with `…`.
pub const MAX_MESSAGE: usize = 600;

/// A refused or failed request.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ApiError {
    /// The HTTP status.
    pub status: StatusCode,
    /// The field the error is about, as a path in the request (`hit.defender.ev`, `body`,
    /// `q`), or empty.
    pub field: String,
    /// What is wrong and what is allowed, one line.
    pub message: String,
}

/// The JSON of an error.
#[derive(Serialize)]
struct ErrorJson<'a> {
    error: &'a str,
    #[serde(skip_serializing_if = "str::is_empty")]
    field: &'a str,
}

impl ApiError {
    /// An error of `status` about `field`.
    pub fn new(status: StatusCode, field: &str, message: impl Into<String>) -> Self {
        ApiError {
            status,
            field: field.to_string(),
            message: one_line(&message.into()),
        }
    }

    /// 400: the body is not what the route reads (not JSON, not UTF-8).
    pub fn bad_request(field: &str, message: impl Into<String>) -> Self {
        Self::new(StatusCode::BAD_REQUEST, field, message)
    }

    /// 422: well-formed, but a value the rules or the limits refuse.
    pub fn unprocessable(field: &str, message: impl Into<String>) -> Self {
        Self::new(StatusCode::UNPROCESSABLE_ENTITY, field, message)
    }

    /// 404: no such kind, schema or page.
    pub fn not_found(field: &str, message: impl Into<String>) -> Self {
        Self::new(StatusCode::NOT_FOUND, field, message)
    }

    /// 503: every computation slot is taken and the queue is full.
    pub fn busy(message: impl Into<String>) -> Self {
        // Said to a player, who cannot change the server's flags: it names none.
        Self::new(StatusCode::SERVICE_UNAVAILABLE, "", message)
    }

    /// 500: the server's own failure.
    pub fn internal(message: impl Into<String>) -> Self {
        Self::new(StatusCode::INTERNAL_SERVER_ERROR, "", message)
    }

    /// A simulator error of a request whose fields sit under `prefix` (`hit` for a `hit`
    /// scenario's fields): an input error names its field under the prefix (`trials` and
    /// `seed` stay at the top); other input errors are 422, the rest 500.
    pub fn from_sim(e: SimError, prefix: &str) -> Self {
        match e {
            SimError::Input(InputError { path, problem }) => {
                let field = match path.as_str() {
                    "trials" | "seed" | "kind" | "" => path,
                    _ if prefix.is_empty() => path,
                    _ => format!("{prefix}.{path}"),
                };
                let message = format!("{field}: {problem}");
                Self::unprocessable(&field, message)
            }
            e @ SimError::ScenarioFile(_) => Self::unprocessable(prefix, e.to_string()),
            e => Self::internal(e.to_string()),
        }
    }
}

/// `text` with every control character escaped, so the message stays one line, and cut at
/// [`MAX_MESSAGE`] characters.
fn one_line(text: &str) -> String {
    let mut line: String = text
        .chars()
        .flat_map(|c| match c {
            c if c.is_control() => c.escape_default().collect::<Vec<_>>(),
            c => vec![c],
        })
        .take(MAX_MESSAGE + 1)
        .collect();
    if line.chars().count() > MAX_MESSAGE {
        line = line.chars().take(MAX_MESSAGE - 1).collect();
        line.push('…');
    }
    line
}

impl ApiError {
    /// The error as the API sends it: one line of JSON.
    pub fn json(&self) -> String {
        serde_json::to_string(&ErrorJson {
            error: &self.message,
            field: &self.field,
        })
        .unwrap_or_else(|_| r#"{"error":"cannot write the error"}"#.to_string())
    }
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        let body = self.json();
        let mut response = (self.status, body).into_response();
        response.headers_mut().insert(
            header::CONTENT_TYPE,
            HeaderValue::from_static("application/json"),
        );
        response
    }
}

/// The field a status that arises outside the handlers is about.
fn field_of(status: StatusCode) -> &'static str {
    match status {
        StatusCode::PAYLOAD_TOO_LARGE | StatusCode::REQUEST_TIMEOUT => "body",
        StatusCode::UNSUPPORTED_MEDIA_TYPE => "content-type",
        StatusCode::NOT_FOUND => "path",
        StatusCode::METHOD_NOT_ALLOWED => "method",
        _ => "",
    }
}

/// What a status that arises outside the handlers means, in words.
pub(super) fn words_of(status: StatusCode) -> String {
    match status {
        StatusCode::PAYLOAD_TOO_LARGE => format!(
            "body: longer than this server's limit of {} bytes (1 MiB)",
            super::MAX_BODY
        ),
        StatusCode::REQUEST_TIMEOUT => {
            "body: the request took too long to arrive or to answer".to_string()
        }
        StatusCode::UNSUPPORTED_MEDIA_TYPE => {
            "content-type: not what this route reads; allowed: application/json".to_string()
        }
        StatusCode::NOT_FOUND => {
            "path: no such page or API route; the API is listed at GET /api/meta".to_string()
        }
        StatusCode::METHOD_NOT_ALLOWED => {
            "method: this route does not take that method (the kinds take POST, the rest GET)"
                .to_string()
        }
        StatusCode::INTERNAL_SERVER_ERROR => "the server failed; try again".to_string(),
        s => s
            .canonical_reason()
            .unwrap_or("the request was refused")
            .to_string(),
    }
}

/// Middleware: every error response that is not already the API's JSON (an unknown route,
/// a wrong method, a body over the cap, a timeout, a caught panic) becomes one, so a client
/// always reads one shape.
pub async fn json_errors(response: Response) -> Response {
    let status = response.status();
    let is_json = response
        .headers()
        .get(header::CONTENT_TYPE)
        .is_some_and(|v| v.as_bytes().starts_with(b"application/json"));
    if !(status.is_client_error() || status.is_server_error()) || is_json {
        return response;
    }
    // The original body is not shown: it is another layer's wording, not the API's.
    let (parts, _) = response.into_parts();
    let mut fresh = ApiError::new(status, field_of(status), words_of(status)).into_response();
    for (name, value) in parts.headers.iter() {
        if name != header::CONTENT_TYPE && name != header::CONTENT_LENGTH {
            fresh.headers_mut().insert(name, value.clone());
        }
    }
    fresh
}
