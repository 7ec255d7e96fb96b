//! The unit tests of `src/serve/early.rs`: bytes written to a connection wrapped in
//! [`EarlyErrors`], and what the other end reads.

use roguesim::serve::early::EarlyErrors;
use tokio::io::{AsyncReadExt, AsyncWriteExt};

/// What the client reads when the server writes `head` in one write to a connection wrapped
/// in [`EarlyErrors`]: hyper's bare error answers rewritten as the API's JSON, everything
/// else as written.
async fn sent(head: &[u8]) -> Vec<u8> {
    let (server, mut client) = tokio::io::duplex(1 << 16);
    let mut early = EarlyErrors::new(server);
    early.write_all(head).await.unwrap();
    early.shutdown().await.unwrap();
    drop(early);
    let mut read = Vec::new();
    client.read_to_end(&mut read).await.unwrap();
    read
}

#[tokio::test]
async fn hypers_bare_errors_become_the_apis_json() {
    let bare = b"HTTP/1.1 431 Request Header Fields Too Large\r\ncontent-length: 0\r\ndate: Sun, 29 Nov 2026 10:00:00 GMT\r\n\r\n";
    let answer = String::from_utf8(sent(bare).await).unwrap();
    let (head, body) = answer.split_once("\r\n\r\n").unwrap();
    assert!(head.starts_with("HTTP/1.1 431 "), "{head}");
    assert!(head.contains("content-type: application/json"), "{head}");
    assert!(head.contains(&format!("content-length: {}", body.len())));
    let v: serde_json::Value = serde_json::from_str(body).unwrap();
    assert_eq!(v["field"], "headers");
    assert!(v["error"].as_str().unwrap().starts_with("headers: "));
    let bad = b"HTTP/1.1 400 Bad Request\r\ncontent-length: 0\r\n\r\n";
    let answer = String::from_utf8(sent(bad).await).unwrap();
    assert!(answer.contains(r#""field":"request""#), "{answer}");
}

#[tokio::test]
async fn the_routers_answers_are_left_alone() {
    for head in [
        &b"HTTP/1.1 200 OK\r\ncontent-length: 0\r\n\r\n"[..],
        b"HTTP/1.1 404 Not Found\r\ncontent-type: application/json\r\ncontent-length: 0\r\n\r\n",
        b"HTTP/1.1 400 Bad Request\r\ncontent-length: 12\r\n\r\n",
        b"HTTP/1.1 400 Bad Request\r\ncontent-length: 0\r\n\r\n{\"error\"",
        b"{\"error\":\"HTTP/1.1 400\"}",
    ] {
        assert_eq!(sent(head).await, head, "{}", String::from_utf8_lossy(head));
    }
}
