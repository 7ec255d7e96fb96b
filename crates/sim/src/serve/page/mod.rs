//! The page: plain HTML, CSS and JavaScript modules embedded in the binary, no build step,
//! nothing fetched from elsewhere (the server's Content-Security-Policy forbids it). The
//! script asks only the API; every number it shows is one the API answered.
//!
//! * `index.html`: the page's structure, and the template of a build's panel.
//! * `app.js`: the game and version, the monsters, the runs, the share link.
//! * `state.js`: the state in the address, compact.
//! * `sides.js`: a build's panel (a pasted dump, a build under the chosen version with its
//!   weapon, or numbers); `dump.js`: a dump as read, its warnings in plain sight.
//! * `picker.js`: the monster type-ahead.
//! * `summary.js`: a row per monster and build; `report.js`: a monster's card;
//!   `fight.js`: its duel and its attacks at range; `cells.js`: the cells of their tables;
//!   `charts.js`: the SVG charts.
//! * `api.js`: requests, and numbers shown with the report key they come from.

use axum::http::{HeaderValue, header};
use axum::response::{IntoResponse, Response};

/// Every file of the page: its path under `/`, its content type and its text.
pub const FILES: [(&str, &str, &str); 13] = [
    ("", "text/html; charset=utf-8", include_str!("index.html")),
    (
        "style.css",
        "text/css; charset=utf-8",
        include_str!("style.css"),
    ),
    ("app.js", JS, include_str!("app.js")),
    ("api.js", JS, include_str!("api.js")),
    ("sides.js", JS, include_str!("sides.js")),
    ("picker.js", JS, include_str!("picker.js")),
    ("report.js", JS, include_str!("report.js")),
    ("charts.js", JS, include_str!("charts.js")),
    ("state.js", JS, include_str!("state.js")),
    ("dump.js", JS, include_str!("dump.js")),
    ("summary.js", JS, include_str!("summary.js")),
    ("fight.js", JS, include_str!("fight.js")),
    ("cells.js", JS, include_str!("cells.js")),
];

/// The content type of the scripts.
const JS: &str = "text/javascript; charset=utf-8";

/// A file of the page, revalidated on every load (the binary is its version).
pub fn file(content_type: &'static str, text: &'static str) -> Response {
    let mut response = text.into_response();
    let headers = response.headers_mut();
    headers.insert(header::CONTENT_TYPE, HeaderValue::from_static(content_type));
    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-cache"));
    response
}
