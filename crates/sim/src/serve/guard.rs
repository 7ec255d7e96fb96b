//! What a request must be before any handler reads it:
//!
//! * **from this server's own page or from no page at all** ([`same_origin`]): the `Host` is
//!   an IP address, a name without a dot (`localhost`, a machine of the local network) or a
//!   name given to `--allow-host` (so a site whose name resolves to this machine, DNS
//!   rebinding, is refused), and an API request that a
//!   browser marks as coming from another site's page (`Origin`, `Sec-Fetch-Site`) is
//!   refused, so no page elsewhere can make a visitor's browser run computations here;
//! * **of the content type its route reads** ([`JsonBody`], [`TextBody`]): a scenario is
//!   `application/json`, a dump `text/plain`; anything else is 415;
//! * **sent in time**: its body within `--client-seconds` (the router's
//!   deadline layer), else 408;
//! * **of short texts** ([`short_texts`]): every string of a scenario at most
//!   [`MAX_TEXT`] characters (its `description` [`MAX_DESCRIPTION`]), refused without being
//!   echoed.

use std::net::IpAddr;

use axum::body::{Body, Bytes};
use axum::extract::{FromRequest, Request, State};
use axum::http::{HeaderMap, Method, StatusCode, header};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use serde_json::Value;

use super::error::ApiError;
use super::gate::Gate;
use super::limits::{MAX_DESCRIPTION, MAX_TEXT};

/// The host part of a `Host` header's value (`127.0.0.1:8765` → `127.0.0.1`, `[::1]:80` →
/// `::1`), lower-cased.
pub fn host_part(authority: &str) -> String {
    let authority = authority.trim();
    let host = match authority.strip_prefix('[') {
        Some(rest) => rest.split(']').next().unwrap_or_default(),
        None => authority.rsplit_once(':').map_or(authority, |(h, _)| h),
    };
    host.to_ascii_lowercase()
}

/// Whether the server answers to `host` (a `Host` header's host part): an IP address, a
/// name without a dot (`localhost`, a machine of the local network), a name under
/// `localhost`, or one of `allowed`. A name of the public DNS (with a dot) that is not
/// allowed is what a DNS rebinding sends, and is refused.
pub fn host_allowed(host: &str, allowed: &[String]) -> bool {
    host.parse::<IpAddr>().is_ok()
        || !host.contains('.')
        || host.ends_with(".localhost")
        || allowed.iter().any(|a| a == host)
}

/// Whether a request from a browser's page says it comes from another site: an `Origin`
/// other than this server's own (`http://` or `https://` and the `Host`), or a
/// `Sec-Fetch-Site` of another site. A request that says neither (a command-line client)
/// is not.
fn from_another_site(headers: &HeaderMap) -> bool {
    let text = |name: &str| headers.get(name).and_then(|v| v.to_str().ok());
    if let Some(origin) = headers.get(header::ORIGIN) {
        let own = text("host").map(|h| h.trim().to_ascii_lowercase());
        let origin = origin.to_str().unwrap_or_default().to_ascii_lowercase();
        let authority = origin
            .strip_prefix("http://")
            .or_else(|| origin.strip_prefix("https://"));
        return match (authority, own) {
            (Some(a), Some(own)) => a != own,
            _ => true,
        };
    }
    matches!(text("sec-fetch-site"), Some("cross-site" | "same-site"))
}

/// Middleware: refuses a request whose `Host` this server does not answer to (403 naming
/// `host`), and an API request, or any request but a read, from another site's page (403
/// naming `origin`). The page itself may be opened from a link anywhere.
pub async fn same_origin(State(gate): State<Gate>, request: Request, next: Next) -> Response {
    let headers = request.headers();
    if let Some(host) = headers.get(header::HOST) {
        let host = host_part(host.to_str().unwrap_or_default());
        if !host_allowed(&host, &gate.limits().hosts) {
            return ApiError::new(
                StatusCode::FORBIDDEN,
                "host",
                "host: this server does not answer to that name; open it by its address, \
                 or start it naming the host it is served as",
            )
            .into_response();
        }
    }
    let reads = matches!(*request.method(), Method::GET | Method::HEAD);
    let api = request.uri().path().starts_with("/api/");
    if (api || !reads) && from_another_site(headers) {
        return ApiError::new(
            StatusCode::FORBIDDEN,
            "origin",
            "origin: this server answers its own page only, not a page of another site",
        )
        .into_response();
    }
    next.run(request).await
}

/// The media type of a request's body, lower-cased and without its parameters; `None`
/// when it names none.
fn media_type(headers: &HeaderMap) -> Option<String> {
    let value = headers.get(header::CONTENT_TYPE)?;
    let text = String::from_utf8_lossy(value.as_bytes());
    Some(
        text.split(';')
            .next()
            .unwrap_or_default()
            .trim()
            .to_ascii_lowercase(),
    )
}

/// 415 naming `content-type`: `given` is not `allowed`. A long or odd value is not echoed.
fn unsupported(given: &str, allowed: &str) -> ApiError {
    let shown = match given.len() <= 60 && given.bytes().all(|b| b.is_ascii_graphic()) {
        true => format!("'{given}'"),
        false => "this content type".to_string(),
    };
    ApiError::new(
        StatusCode::UNSUPPORTED_MEDIA_TYPE,
        "content-type",
        format!("content-type: {shown} is not what this route reads; allowed: {allowed}"),
    )
}

/// The whole body, or the refusal of a body that arrived too slowly (408) or too long (413).
async fn body_of(request: Request) -> Result<Bytes, ApiError> {
    Bytes::from_request(request, &()).await.map_err(|e| {
        let status = e.status();
        if status == StatusCode::PAYLOAD_TOO_LARGE {
            return ApiError::new(status, "body", super::error::words_of(status));
        }
        let mut source: Option<&dyn std::error::Error> = Some(&e);
        while let Some(s) = source {
            if s.is::<tower_http::timeout::TimeoutError>() {
                let status = StatusCode::REQUEST_TIMEOUT;
                return ApiError::new(status, "body", super::error::words_of(status));
            }
            source = s.source();
        }
        ApiError::bad_request("body", "body: it could not be read to its end")
    })
}

/// A body sent as JSON (`application/json`, or a `+json` type; a request naming no type is
/// read as JSON too, as a command-line client sends it).
#[derive(Debug)]
pub struct JsonBody(pub Bytes);

impl<S: Send + Sync> FromRequest<S> for JsonBody {
    type Rejection = ApiError;

    async fn from_request(request: Request<Body>, _: &S) -> Result<Self, ApiError> {
        match media_type(request.headers()) {
            None => {}
            Some(t) if t == "application/json" || t.ends_with("+json") => {}
            Some(t) => return Err(unsupported(&t, "application/json")),
        }
        body_of(request).await.map(JsonBody)
    }
}

/// A body sent as text (`text/plain`; a request naming no type is read as text too).
#[derive(Debug)]
pub struct TextBody(pub Bytes);

impl<S: Send + Sync> FromRequest<S> for TextBody {
    type Rejection = ApiError;

    async fn from_request(request: Request<Body>, _: &S) -> Result<Self, ApiError> {
        match media_type(request.headers()) {
            None => {}
            Some(t) if t == "text/plain" => {}
            Some(t) => return Err(unsupported(&t, "text/plain (the dump's text)")),
        }
        body_of(request).await.map(TextBody)
    }
}

/// Refuses a scenario document holding a text longer than [`MAX_TEXT`] characters (a
/// top-level `description`: [`MAX_DESCRIPTION`]), or a field name longer than [`MAX_TEXT`]:
/// 422 naming the field, its length said and its text not echoed.
pub fn short_texts(doc: &Value) -> Result<(), ApiError> {
    fn walk(v: &Value, path: &str, top: bool) -> Result<(), ApiError> {
        match v {
            Value::String(s) => {
                let cap = match top && path == "description" {
                    true => MAX_DESCRIPTION,
                    false => MAX_TEXT,
                };
                let n = s.chars().count();
                if n > cap {
                    return Err(ApiError::unprocessable(
                        path,
                        format!("{path}: a text of {n} characters; allowed: at most {cap}"),
                    ));
                }
            }
            Value::Array(items) => {
                for (i, item) in items.iter().enumerate() {
                    walk(item, &format!("{path}[{i}]"), false)?;
                }
            }
            Value::Object(fields) => {
                for (key, item) in fields {
                    let n = key.chars().count();
                    if n > MAX_TEXT {
                        let at = if path.is_empty() { "body" } else { path };
                        return Err(ApiError::unprocessable(
                            at,
                            format!(
                                "{at}: a field name of {n} characters; allowed: the fields \
                                 of the scenario format, at most {MAX_TEXT} characters"
                            ),
                        ));
                    }
                    let inner = match path {
                        "" => key.clone(),
                        p => format!("{p}.{key}"),
                    };
                    walk(item, &inner, path.is_empty())?;
                }
            }
            _ => {}
        }
        Ok(())
    }
    walk(doc, "", true)
}
