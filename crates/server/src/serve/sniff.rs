//! Which protocol a new connection speaks, read from its first bytes without consuming them, so
//! that the wait for them has a deadline (hyper's automatic detection waits forever).

use std::{io, time::Duration};

use tokio::net::TcpStream;

/// What an HTTP/2 client sends first (RFC 9113, section 3.4).
const PREFACE: &[u8; 24] = b"PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n";

/// How long to wait before looking again when the bytes so far are the start of the preface.
const TRICKLE_PAUSE: Duration = Duration::from_millis(10);

/// The protocol a connection's first bytes name.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Protocol {
    /// Anything that is not the HTTP/2 preface (hyper then reads it as HTTP/1).
    Http1,
    /// The HTTP/2 connection preface.
    Http2,
}

/// What the bytes so far say: `None` while they are a proper start of the preface.
fn decide(bytes: &[u8]) -> Option<Protocol> {
    let n = bytes.len().min(PREFACE.len());
    if bytes[..n] != PREFACE[..n] {
        Some(Protocol::Http1)
    } else if n == PREFACE.len() {
        Some(Protocol::Http2)
    } else {
        None
    }
}

/// Waits until `stream`'s first bytes tell its protocol. Callers bound it with a timeout: a
/// client that sends nothing, or only part of the preface, is never decided.
pub(crate) async fn protocol(stream: &TcpStream) -> io::Result<Protocol> {
    let mut buffer = [0u8; PREFACE.len()];
    let mut seen = 0;
    loop {
        let n = stream.peek(&mut buffer).await?;
        if n == 0 {
            return Err(io::ErrorKind::UnexpectedEof.into());
        }
        if let Some(protocol) = decide(&buffer[..n]) {
            return Ok(protocol);
        }
        // Peeking leaves the socket readable, so a second peek would return the same bytes at
        // once: wait a moment for more instead of spinning.
        if n == seen {
            tokio::time::sleep(TRICKLE_PAUSE).await;
        }
        seen = n;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_first_bytes_decide() {
        assert_eq!(decide(b"GET / HTTP/1.1\r\n"), Some(Protocol::Http1));
        assert_eq!(decide(b"G"), Some(Protocol::Http1));
        assert_eq!(decide(b"PRX"), Some(Protocol::Http1));
        assert_eq!(decide(b"P"), None);
        assert_eq!(decide(b"PRI * HTTP/2.0\r\n"), None);
        assert_eq!(decide(PREFACE), Some(Protocol::Http2));
    }
}
