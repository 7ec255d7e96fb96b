//! The router: the page, the API's routes, and the layers every request passes (the page
//! it comes from, body cap and deadline, time limit, panics caught, errors as JSON,
//! security headers).

use std::time::Duration;

use axum::Router;
use axum::extract::DefaultBodyLimit;
use axum::http::{HeaderName, HeaderValue, StatusCode, header};
use axum::middleware::{from_fn_with_state, map_response};
use axum::routing::{get, post};
use tower_http::catch_panic::CatchPanicLayer;
use tower_http::limit::RequestBodyLimitLayer;
use tower_http::set_header::SetResponseHeaderLayer;
use tower_http::timeout::{RequestBodyDeadlineLayer, TimeoutLayer};

use super::error::{ApiError, json_errors};
use super::gate::Gate;
use super::guard::same_origin;
use super::limits::{Limits, MAX_BODY};
use super::{api, page};

/// What the page may load: its own files and the API only (no other origin, no inline
/// script or style), and it may not be framed.
const CSP: &str = "default-src 'none'; script-src 'self'; style-src 'self'; \
                   img-src 'self' data: blob:; connect-src 'self'; base-uri 'none'; \
                   form-action 'none'; frame-ancestors 'none'";

/// Slack on top of the gate's own limits (a wait and a computation, each at most
/// `max_seconds`, after a body sent within `--client-seconds`) before a request is cut off.
const SLACK: Duration = Duration::from_secs(5);

/// The server's routes and layers under `limits`.
pub fn router(limits: Limits) -> Router {
    let client_time = limits.client_time;
    let deadline = limits.max_time * 2 + client_time + SLACK;
    let gate = Gate::new(limits);
    let header = |name: HeaderName, value: &'static str| {
        SetResponseHeaderLayer::overriding(name, HeaderValue::from_static(value))
    };
    let mut routes = Router::new();
    for (path, content_type, text) in page::FILES {
        routes = routes.route(
            &format!("/{path}"),
            get(move || async move { page::file(content_type, text) }),
        );
    }
    routes
        .route("/api/meta", get(api::meta))
        .route("/api/monsters", get(api::monsters))
        .route("/api/character", post(api::read_character))
        .route("/api/schema/{kind}", get(api::schema))
        .route("/api/{kind}", post(api::report))
        .route("/api/{kind}/svg", post(api::figure))
        .fallback(|| async {
            ApiError::not_found(
                "path",
                "path: no such page or API route; the API is listed at GET /api/meta",
            )
        })
        .layer(from_fn_with_state(gate.clone(), same_origin))
        .with_state(gate)
        .layer(DefaultBodyLimit::disable())
        .layer(RequestBodyLimitLayer::new(MAX_BODY))
        .layer(RequestBodyDeadlineLayer::new(client_time))
        .layer(TimeoutLayer::with_status_code(
            StatusCode::REQUEST_TIMEOUT,
            deadline,
        ))
        .layer(CatchPanicLayer::new())
        .layer(map_response(json_errors))
        .layer(header(header::CONTENT_SECURITY_POLICY, CSP))
        .layer(header(header::X_CONTENT_TYPE_OPTIONS, "nosniff"))
        .layer(header(header::REFERRER_POLICY, "no-referrer"))
}
