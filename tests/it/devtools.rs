//! Headless Chromium driven through the DevTools protocol, over its
//! WebSocket (`--remote-debugging-port`): a page laid out at an exact
//! viewport (`Emulation.setDeviceMetricsOverride`, as a phone: a window
//! size alone gives a wider layout), a script evaluated in it, a
//! screenshot. A small WebSocket client of its own (RFC 6455: the
//! handshake, masked text frames out, frames in), as the tests need no
//! more.

use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpStream;
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use serde_json::{json, Value};

/// A browser started for the DevTools protocol, with one page attached.
pub(crate) struct Devtools {
    child: Child,
    socket: TcpStream,
    next: u64,
    session: String,
    _profile: tempfile::TempDir,
}

impl Devtools {
    /// Start `bin` headless and attach to a new blank page.
    pub(crate) fn start(bin: &Path) -> Devtools {
        let profile = tempfile::tempdir().expect("a browser profile folder");
        let child = Command::new(bin)
            .args([
                "--headless",
                "--no-sandbox",
                "--disable-gpu",
                "--disable-quic",
                "--no-first-run",
                "--disable-background-networking",
                "--disable-component-update",
                "--disable-sync",
                "--hide-scrollbars",
                "--remote-debugging-port=0",
            ])
            .arg(format!("--user-data-dir={}", profile.path().display()))
            .arg("about:blank")
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("the browser starts");
        // The browser writes its port and its endpoint's path there.
        let port_file = profile.path().join("DevToolsActivePort");
        let deadline = Instant::now() + Duration::from_secs(60);
        let (port, path) = loop {
            if let Ok(text) = std::fs::read_to_string(&port_file) {
                let mut lines = text.lines();
                if let (Some(port), Some(path)) = (lines.next(), lines.next()) {
                    break (port.to_string(), path.to_string());
                }
            }
            assert!(Instant::now() < deadline, "the browser opened no DevTools port");
            std::thread::sleep(Duration::from_millis(50));
        };
        let socket = handshake(&port, &path);
        let mut d = Devtools {
            child,
            socket,
            next: 0,
            session: String::new(),
            _profile: profile,
        };
        let target = d.call("Target.createTarget", json!({ "url": "about:blank" }));
        let target = target["targetId"].as_str().expect("a target").to_string();
        let attached = d.call("Target.attachToTarget", json!({ "targetId": target, "flatten": true }));
        d.session = attached["sessionId"].as_str().expect("a session").to_string();
        d
    }

    /// Send `method` with `params` (to the page once attached) and wait
    /// for its answer, passing over the events that come first.
    pub(crate) fn call(&mut self, method: &str, params: Value) -> Value {
        self.next += 1;
        let id = self.next;
        let mut msg = json!({ "id": id, "method": method, "params": params });
        if !self.session.is_empty() {
            msg["sessionId"] = json!(self.session);
        }
        send_text(&mut self.socket, &msg.to_string());
        loop {
            let text = read_message(&mut self.socket);
            let v: Value = serde_json::from_str(&text).expect("DevTools sends JSON");
            if v["id"].as_u64() == Some(id) {
                assert!(v.get("error").is_none(), "{method}: {}", v["error"]);
                return v["result"].clone();
            }
        }
    }

    /// Lay the page out as a phone `width` px wide (or a desktop), as tall
    /// as `height`.
    pub(crate) fn viewport(&mut self, width: u32, height: u32, mobile: bool) {
        self.call(
            "Emulation.setDeviceMetricsOverride",
            json!({ "width": width, "height": height, "deviceScaleFactor": 1, "mobile": mobile }),
        );
    }

    /// Open `file` and wait until it is loaded.
    pub(crate) fn open(&mut self, file: &Path) {
        let url = format!("file://{}", file.display());
        self.call("Page.navigate", json!({ "url": url }));
        let deadline = Instant::now() + Duration::from_secs(30);
        loop {
            let href = self.eval("document.readyState === 'complete' ? location.href : ''");
            if href.as_str() == Some(url.as_str()) {
                return;
            }
            assert!(Instant::now() < deadline, "{} did not load", file.display());
            std::thread::sleep(Duration::from_millis(20));
        }
    }

    /// The value of the script `expression` in the page.
    pub(crate) fn eval(&mut self, expression: &str) -> Value {
        let r = self.call(
            "Runtime.evaluate",
            json!({ "expression": expression, "returnByValue": true }),
        );
        assert!(r.get("exceptionDetails").is_none(), "{}", r["exceptionDetails"]);
        r["result"]["value"].clone()
    }

    /// A PNG of the whole page.
    pub(crate) fn screenshot(&mut self) -> Vec<u8> {
        let r = self.call(
            "Page.captureScreenshot",
            json!({ "format": "png", "captureBeyondViewport": true }),
        );
        let data = r["data"].as_str().expect("a screenshot");
        estafette::protocol::sign::base64_decode(data).expect("base64")
    }
}

impl Drop for Devtools {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// The WebSocket opening handshake on `path` at `port`.
fn handshake(port: &str, path: &str) -> TcpStream {
    let mut socket =
        TcpStream::connect(("127.0.0.1", port.parse::<u16>().expect("a port"))).expect("the DevTools port");
    socket
        .set_read_timeout(Some(Duration::from_secs(60)))
        .expect("a timeout");
    write!(
        socket,
        "GET {path} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\
         Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n"
    )
    .expect("the handshake is sent");
    let mut reader = BufReader::new(socket.try_clone().expect("the socket"));
    let mut status = String::new();
    reader.read_line(&mut status).expect("the handshake's answer");
    assert!(status.contains(" 101 "), "{status}");
    loop {
        let mut line = String::new();
        reader.read_line(&mut line).expect("a header");
        if line == "\r\n" || line.is_empty() {
            break;
        }
    }
    // The server sends nothing more before the first call is answered,
    // so nothing was read ahead into the reader's buffer.
    assert!(reader.buffer().is_empty());
    socket
}

/// One text frame from the client: masked, as RFC 6455 requires.
fn send_text(socket: &mut TcpStream, text: &str) {
    let payload = text.as_bytes();
    let mut frame = vec![0x81u8];
    match payload.len() {
        n if n < 126 => frame.push(0x80 | n as u8),
        n if n <= 0xffff => {
            frame.push(0x80 | 126);
            frame.extend_from_slice(&(n as u16).to_be_bytes());
        }
        n => {
            frame.push(0x80 | 127);
            frame.extend_from_slice(&(n as u64).to_be_bytes());
        }
    }
    let mask = [0x37u8, 0xfa, 0x21, 0x3d];
    frame.extend_from_slice(&mask);
    frame.extend(payload.iter().enumerate().map(|(i, b)| b ^ mask[i % 4]));
    socket.write_all(&frame).expect("a frame is sent");
}

/// One whole message from the server (its frames joined), as text.
fn read_message(socket: &mut TcpStream) -> String {
    let mut message = Vec::new();
    loop {
        let mut head = [0u8; 2];
        socket.read_exact(&mut head).expect("a frame");
        let (fin, opcode) = (head[0] & 0x80 != 0, head[0] & 0x0f);
        let len = match head[1] & 0x7f {
            126 => {
                let mut b = [0u8; 2];
                socket.read_exact(&mut b).expect("a length");
                u64::from(u16::from_be_bytes(b))
            }
            127 => {
                let mut b = [0u8; 8];
                socket.read_exact(&mut b).expect("a length");
                u64::from_be_bytes(b)
            }
            n => u64::from(n),
        };
        let mut payload = vec![0u8; usize::try_from(len).expect("a frame that fits")];
        socket.read_exact(&mut payload).expect("a payload");
        match opcode {
            // A ping is passed over (the browser sends none); a close ends
            // the test.
            0x9 => continue,
            0x8 => panic!("the browser closed the DevTools connection"),
            _ => message.extend_from_slice(&payload),
        }
        if fin {
            return String::from_utf8(message).expect("text frames are UTF-8");
        }
    }
}
