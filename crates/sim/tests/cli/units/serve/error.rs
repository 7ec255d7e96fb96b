//! The unit tests of `src/serve/error.rs`.

use roguesim::serve::error::*;

#[test]
fn messages_are_one_line_and_never_longer_than_the_cap() {
    let long = format!("name: no monster '{}'", "x".repeat(100_000));
    let e = ApiError::unprocessable("name", long);
    assert_eq!(e.message.chars().count(), MAX_MESSAGE);
    assert!(e.message.ends_with('…'), "{}", e.message);
    let e = ApiError::bad_request("body", "body: a\nb\tc");
    assert_eq!(e.message, "body: a\\nb\\tc");
    assert!(!e.json().contains('\n'));
}
