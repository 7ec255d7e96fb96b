//! The unit tests of `src/serve/guard.rs`; a request from another site's page is sent to the
//! real router, whose middleware ([`same_origin`]) tells it.

use axum::body::{Body, to_bytes};
use axum::http::{Request, StatusCode};
use roguesim::serve::guard::*;
use roguesim::serve::limits::{MAX_DESCRIPTION, MAX_TEXT};
use serde_json::json;
use tower::ServiceExt;

use crate::serve::support::app;

#[test]
fn hosts_are_addresses_localhost_or_named() {
    assert_eq!(host_part("127.0.0.1:8765"), "127.0.0.1");
    assert_eq!(host_part("[::1]:8765"), "::1");
    assert_eq!(host_part("LocalHost"), "localhost");
    let named = ["sim.example.org".to_string()];
    for ok in [
        "127.0.0.1",
        "::1",
        "10.1.2.3",
        "localhost",
        "app.localhost",
        "mybox",
    ] {
        assert!(host_allowed(ok, &[]), "{ok}");
    }
    assert!(host_allowed("sim.example.org", &named));
    for refused in ["evil.example", "127.0.0.1.evil.example", "localhost.evil"] {
        assert!(!host_allowed(refused, &named), "{refused}");
    }
}

/// Whether the router refuses `GET /api/meta` sent with `headers` as coming from another
/// site's page (403 naming `origin`); a request it answers is not.
async fn from_another_site(headers: &[(&str, &str)]) -> bool {
    let mut request = Request::builder().uri("/api/meta");
    for (k, v) in headers {
        request = request.header(*k, *v);
    }
    let response = app()
        .oneshot(request.body(Body::empty()).unwrap())
        .await
        .unwrap();
    let status = response.status();
    let body = to_bytes(response.into_body(), usize::MAX).await.unwrap();
    match status {
        StatusCode::OK => false,
        StatusCode::FORBIDDEN => {
            let v: serde_json::Value = serde_json::from_slice(&body).unwrap();
            assert_eq!(v["field"], "origin", "{headers:?}: {v}");
            true
        }
        other => panic!("{headers:?}: {other}"),
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn another_sites_page_is_told_by_origin_or_fetch_metadata() {
    let host = ("host", "127.0.0.1:8765");
    assert!(!from_another_site(&[host]).await);
    assert!(!from_another_site(&[host, ("origin", "http://127.0.0.1:8765")]).await);
    assert!(!from_another_site(&[host, ("sec-fetch-site", "same-origin")]).await);
    for origin in [
        "http://evil.example",
        "null",
        "http://127.0.0.1:9999",
        "file://",
    ] {
        assert!(
            from_another_site(&[host, ("origin", origin)]).await,
            "{origin}"
        );
    }
    assert!(from_another_site(&[("origin", "http://x")]).await);
    assert!(from_another_site(&[host, ("sec-fetch-site", "cross-site")]).await);
}

#[test]
fn long_texts_are_refused_naming_the_field_without_echo() {
    let long = "x".repeat(MAX_TEXT + 1);
    let doc = json!({"name": "ok", "hit": {"attackers": [{"monster": long}]}});
    let e = short_texts(&doc).unwrap_err();
    assert_eq!(e.field, "hit.attackers[0].monster");
    assert!(!e.message.contains(&long[..20]), "{}", e.message);
    assert!(e.message.contains("101 characters"), "{}", e.message);
    let key = json!({"hit": {long.clone(): 1}});
    assert_eq!(short_texts(&key).unwrap_err().field, "hit");
    let fine = json!({"name": "x".repeat(MAX_TEXT), "description": "d".repeat(MAX_DESCRIPTION)});
    assert_eq!(short_texts(&fine), Ok(()));
    let described = json!({"description": "d".repeat(MAX_DESCRIPTION + 1)});
    assert_eq!(short_texts(&described).unwrap_err().field, "description");
}
