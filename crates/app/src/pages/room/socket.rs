//! The room page's browser parts: its WebSocket, a small wrapper over `web_sys::WebSocket`
//! that calls the page back when it opens, hears a text, and closes; and the marks of the
//! others' selections on the grid's cells.

use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;
use web_sys::{MessageEvent, WebSocket};

/// An open (or opening) socket and its handlers, which live as long as it.
pub struct Socket {
    socket: WebSocket,
    _open: Closure<dyn FnMut()>,
    _message: Closure<dyn FnMut(MessageEvent)>,
    _close: Closure<dyn FnMut()>,
}

impl Socket {
    /// Opens the socket at `path` on the page's own host (`ws:` or `wss:` as the page is
    /// `http:` or `https:`); `None` if the browser refuses.
    pub fn open(
        path: &str,
        on_open: impl FnMut() + 'static,
        mut on_text: impl FnMut(String) + 'static,
        on_close: impl FnMut() + 'static,
    ) -> Option<Socket> {
        let location = web_sys::window()?.location();
        let scheme = if location.protocol().ok()? == "https:" {
            "wss:"
        } else {
            "ws:"
        };
        let url = format!("{scheme}//{}{path}", location.host().ok()?);
        let socket = WebSocket::new(&url).ok()?;
        let open = Closure::<dyn FnMut()>::new(on_open);
        let message = Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| {
            if let Some(text) = event.data().as_string() {
                on_text(text);
            }
        });
        let close = Closure::<dyn FnMut()>::new(on_close);
        socket.set_onopen(Some(open.as_ref().unchecked_ref()));
        socket.set_onmessage(Some(message.as_ref().unchecked_ref()));
        socket.set_onclose(Some(close.as_ref().unchecked_ref()));
        Some(Socket {
            socket,
            _open: open,
            _message: message,
            _close: close,
        })
    }

    /// Sends `text` if the socket is open; whether it went.
    pub fn send(&self, text: &str) -> bool {
        self.socket.ready_state() == WebSocket::OPEN && self.socket.send_with_str(text).is_ok()
    }

    /// Closes the socket without calling the page back (the page decides what comes next).
    pub fn close(&self) {
        self.socket.set_onopen(None);
        self.socket.set_onmessage(None);
        self.socket.set_onclose(None);
        let _ = self.socket.close();
    }
}

impl Drop for Socket {
    fn drop(&mut self) {
        self.close();
    }
}

/// Marks grid cell `index` as selected by someone else (their colour and name), or takes the
/// mark off: data attributes the room's stylesheet draws as an outline with their initial. The
/// board's own rendering never sets these attributes, so the two never fight over a cell.
pub fn mark_cell(index: u16, by: Option<(u8, &str)>) {
    let Some(cell) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.get_element_by_id(&format!("cell-{index}")))
    else {
        return;
    };
    match by {
        Some((colour, name)) => {
            let initial: String = name.chars().take(1).collect();
            let _ = cell.set_attribute("data-peer", &colour.to_string());
            let _ = cell.set_attribute("data-peer-name", &initial);
        }
        None => {
            let _ = cell.remove_attribute("data-peer");
            let _ = cell.remove_attribute("data-peer-name");
        }
    }
}
