//! Errors before the router, in the API's words. When a request cannot even be parsed
//! (bytes that are not HTTP, too many or too long headers, a path too long), hyper answers
//! it itself with a bare status and no body, and closes the connection. [`EarlyErrors`]
//! wraps a connection's socket and replaces such an answer, as it is written, by the same
//! one-line JSON error every route gives: `{"error":"headers: …","field":"headers"}`.
//!
//! It recognises hyper's answer by its shape: an error status with `content-length: 0` and
//! no content type. The router never sends one (every error it sends is JSON, see
//! [`super::error::json_errors`]), so no answer of the router is touched.

use std::io;
use std::pin::Pin;
use std::task::{Context, Poll, ready};

use axum::http::StatusCode;
use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};

use super::error::ApiError;

/// A connection whose early error answers are rewritten as JSON.
#[derive(Debug)]
pub struct EarlyErrors<S> {
    inner: S,
    /// A rewritten answer being written, and how much of it is written.
    pending: Option<(Vec<u8>, usize)>,
}

impl<S> EarlyErrors<S> {
    /// Wraps a connection.
    pub fn new(inner: S) -> Self {
        EarlyErrors {
            inner,
            pending: None,
        }
    }
}

/// The field and words of an early error's status.
fn early_words(status: StatusCode) -> (&'static str, String) {
    match status {
        StatusCode::REQUEST_HEADER_FIELDS_TOO_LARGE => (
            "headers",
            "headers: too many or too long for this server; send fewer".to_string(),
        ),
        StatusCode::URI_TOO_LONG => (
            "path",
            "path: longer than this server reads; the API is listed at GET /api/meta".to_string(),
        ),
        StatusCode::HTTP_VERSION_NOT_SUPPORTED => (
            "request",
            "request: this server speaks HTTP/1.1 (and 1.0)".to_string(),
        ),
        s => (
            "request",
            format!(
                "request: not an HTTP request this server can read ({})",
                s.as_u16()
            ),
        ),
    }
}

/// The JSON answer replacing `head` when it is hyper's own bare error answer.
fn rewrite(head: &[u8]) -> Option<Vec<u8>> {
    let end = head.windows(4).position(|w| w == b"\r\n\r\n")? + 4;
    if end != head.len() || !head.starts_with(b"HTTP/1.") || head.len() < 12 {
        return None;
    }
    let code = std::str::from_utf8(&head[9..12])
        .ok()?
        .parse::<u16>()
        .ok()?;
    let status = StatusCode::from_u16(code).ok()?;
    let text = String::from_utf8_lossy(head).to_ascii_lowercase();
    let bare = text.contains("\r\ncontent-length: 0\r\n") && !text.contains("\r\ncontent-type:");
    if !(status.is_client_error() || status.is_server_error()) || !bare {
        return None;
    }
    let (field, words) = early_words(status);
    let body = ApiError::new(status, field, words).json();
    let reason = status.canonical_reason().unwrap_or("Error");
    Some(
        format!(
            "HTTP/1.1 {code} {reason}\r\ncontent-type: application/json\r\n\
             content-length: {}\r\nconnection: close\r\n\r\n{body}",
            body.len()
        )
        .into_bytes(),
    )
}

impl<S: AsyncWrite + Unpin> EarlyErrors<S> {
    /// Writes what is left of a rewritten answer.
    fn drain(&mut self, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        while let Some((bytes, written)) = &mut self.pending {
            if *written == bytes.len() {
                self.pending = None;
                break;
            }
            let n = ready!(Pin::new(&mut self.inner).poll_write(cx, &bytes[*written..]))?;
            if n == 0 {
                return Poll::Ready(Err(io::ErrorKind::WriteZero.into()));
            }
            *written += n;
        }
        Poll::Ready(Ok(()))
    }
}

impl<S: AsyncRead + Unpin> AsyncRead for EarlyErrors<S> {
    fn poll_read(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<io::Result<()>> {
        Pin::new(&mut self.inner).poll_read(cx, buf)
    }
}

impl<S: AsyncWrite + Unpin> AsyncWrite for EarlyErrors<S> {
    fn poll_write(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &[u8],
    ) -> Poll<io::Result<usize>> {
        ready!(self.drain(cx))?;
        if let Some(answer) = rewrite(buf) {
            self.pending = Some((answer, 0));
            // The bare answer counts as written; the rewritten one follows, drained here or
            // by the flush and shutdown that come after it.
            let _ = self.drain(cx)?;
            return Poll::Ready(Ok(buf.len()));
        }
        Pin::new(&mut self.inner).poll_write(cx, buf)
    }

    fn poll_flush(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        ready!(self.drain(cx))?;
        Pin::new(&mut self.inner).poll_flush(cx)
    }

    fn poll_shutdown(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        ready!(self.drain(cx))?;
        Pin::new(&mut self.inner).poll_shutdown(cx)
    }
}
