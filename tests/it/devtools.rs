//! Headless Chromium driven over the DevTools protocol, for the mail and
//! kit tests (browser.rs, kit*.rs): a page is loaded from a file, scripts run in it and give
//! back their values, the viewport is set exactly (a phone is 390 px wide
//! with `Emulation.setDeviceMetricsOverride`: `--window-size` alone lays a
//! page out some 500 px wide), and screenshots are taken.
//!
//! Without Chromium a browser test says so and passes, except where
//! `ESTAFETTE_BROWSER_TESTS=1` (CI, which installs it): there a missing
//! browser fails it. `ESTAFETTE_CHROMIUM` names the browser binary if it
//! is not `chromium` on the PATH.
//!
//! The protocol goes over a WebSocket to the port the browser opens on
//! 127.0.0.1 (`--remote-debugging-port=0`, the port it chose read from its
//! standard error); the few parts of RFC 6455 a local client needs are
//! here (text frames, masked from the client, fragments and pings).

use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpStream;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::mpsc;
use std::time::Duration;

use serde_json::{json, Value};

/// The browser, started for one test, stopped when dropped.
pub(crate) struct Chrome {
    child: Child,
    port: u16,
    _profile: tempfile::TempDir,
}

impl Chrome {
    /// Starts the browser the browser tests use, or `None` where it is
    /// missing and not required (`Browser::find`).
    pub(crate) fn start() -> Option<Chrome> {
        let browser = Browser::find()?;
        let profile = tempfile::tempdir().expect("a browser profile folder");
        let mut child = Command::new(&browser.bin)
            .args([
                "--headless",
                "--no-sandbox",
                "--disable-gpu",
                "--no-first-run",
                "--disable-background-networking",
                "--disable-component-update",
                "--disable-sync",
                "--hide-scrollbars",
                "--remote-debugging-address=127.0.0.1",
                "--remote-debugging-port=0",
            ])
            .arg(format!("--user-data-dir={}", profile.path().display()))
            .arg("about:blank")
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::piped())
            .spawn()
            .expect("the browser starts");
        let stderr = child.stderr.take().expect("the browser's standard error");
        let (tx, rx) = mpsc::channel();
        std::thread::spawn(move || {
            // Read to the end, so that the browser never blocks on a full pipe.
            for line in BufReader::new(stderr).lines().map_while(Result::ok) {
                if let Some(rest) = line.split("ws://127.0.0.1:").nth(1) {
                    let port = rest.split('/').next().and_then(|p| p.parse::<u16>().ok());
                    let _ = tx.send(port);
                }
            }
        });
        let port = match rx.recv_timeout(Duration::from_secs(60)) {
            Ok(Some(port)) => port,
            _ => {
                let _ = child.kill();
                panic!("the browser did not open its DevTools port");
            }
        };
        Some(Chrome {
            child,
            port,
            _profile: profile,
        })
    }

    /// The browser's first tab.
    pub(crate) fn page(&self) -> Page {
        let list = http_get(self.port, "/json/list");
        let targets: Value = serde_json::from_str(&list).unwrap_or_else(|e| panic!("{e}: {list}"));
        let url = targets
            .as_array()
            .and_then(|t| t.iter().find(|t| t["type"] == "page"))
            .and_then(|t| t["webSocketDebuggerUrl"].as_str())
            .unwrap_or_else(|| panic!("no page in {list}"))
            .to_string();
        let mut page = Page {
            ws: WebSocket::connect(&url),
            next: 0,
        };
        page.call("Page.enable", json!({}));
        page
    }
}

impl Drop for Chrome {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// A body read over HTTP/1.1 from the browser's port (which keeps the
/// connection open: the body is as long as its `Content-Length`).
fn http_get(port: u16, path: &str) -> String {
    let mut s = TcpStream::connect(("127.0.0.1", port)).expect("the DevTools port");
    s.set_read_timeout(Some(Duration::from_secs(60))).expect("a timeout");
    write!(s, "GET {path} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n\r\n").expect("a request");
    let mut reader = BufReader::new(s);
    let mut length = 0;
    loop {
        let mut line = String::new();
        reader.read_line(&mut line).expect("a header");
        if line.trim().is_empty() {
            break;
        }
        if let Some((name, value)) = line.split_once(':') {
            if name.eq_ignore_ascii_case("content-length") {
                length = value.trim().parse().expect("a length");
            }
        }
    }
    let mut body = vec![0u8; length];
    reader.read_exact(&mut body).expect("the body");
    String::from_utf8_lossy(&body).into_owned()
}

/// One tab, over its own connection.
pub(crate) struct Page {
    ws: WebSocket,
    next: u64,
}

impl Page {
    /// Calls `method` and returns its result; a protocol error fails the
    /// test. Events that come meanwhile are passed over.
    pub(crate) fn call(&mut self, method: &str, params: Value) -> Value {
        self.next += 1;
        let id = self.next;
        self.ws
            .send(&json!({ "id": id, "method": method, "params": params }).to_string());
        loop {
            let m = self.message();
            if m["id"] == id {
                assert!(m.get("error").is_none(), "{method}: {m}");
                return m["result"].clone();
            }
        }
    }

    fn message(&mut self) -> Value {
        let text = self.ws.receive();
        serde_json::from_str(&text).unwrap_or_else(|e| panic!("{e}: {text}"))
    }

    /// Loads the file `path` and waits for its `load` event.
    pub(crate) fn open(&mut self, path: &Path) {
        let url = format!("file://{}", path.display());
        self.call("Page.navigate", json!({ "url": url }));
        while self.message()["method"] != "Page.loadEventFired" {}
    }

    /// The value of the script `js` (an expression; a promise is awaited);
    /// an exception fails the test.
    pub(crate) fn eval(&mut self, js: &str) -> Value {
        let r = self.call(
            "Runtime.evaluate",
            json!({ "expression": js, "awaitPromise": true, "returnByValue": true }),
        );
        if let Some(e) = r.get("exceptionDetails") {
            let body = js
                .rsplit_once("await window.estafetteKit.ready;")
                .map_or(js, |(_, b)| b);
            panic!(
                "the script failed: {} (line {})\n{}",
                e["exception"]["description"].as_str().unwrap_or_default(),
                e["lineNumber"],
                &body[..body.len().min(3000)]
            );
        }
        r["result"]["value"].clone()
    }

    /// Lays the page out in a viewport of exactly `width` by `height` CSS
    /// pixels (a phone's, with `mobile`), one device pixel each.
    pub(crate) fn viewport(&mut self, width: u32, height: u32, mobile: bool) {
        self.call(
            "Emulation.setDeviceMetricsOverride",
            json!({ "width": width, "height": height, "deviceScaleFactor": 1, "mobile": mobile }),
        );
    }

    /// A PNG of the viewport, written to `file`.
    pub(crate) fn screenshot(&mut self, file: &Path) {
        let r = self.call("Page.captureScreenshot", json!({ "format": "png" }));
        let png = estafette::protocol::sign::base64_decode(r["data"].as_str().unwrap_or_default())
            .expect("a base64 screenshot");
        std::fs::write(file, png).expect("the screenshot");
    }
}

/// The browser binary the tests use.
pub(crate) struct Browser {
    pub(crate) bin: PathBuf,
}

impl Browser {
    /// The browser, or `None` (with a message) when it is missing and the
    /// browser tests are not required.
    pub(crate) fn find() -> Option<Browser> {
        let named = std::env::var_os("ESTAFETTE_CHROMIUM").map(PathBuf::from);
        let bin = named.or_else(|| {
            let path = std::env::var_os("PATH")?;
            std::env::split_paths(&path)
                .flat_map(|dir| ["chromium", "chromium-browser"].map(|b| dir.join(b)))
                .find(|p| p.is_file())
        });
        let required = std::env::var("ESTAFETTE_BROWSER_TESTS").is_ok_and(|v| v == "1");
        match bin {
            Some(bin) => Some(Browser { bin }),
            None if required => panic!("ESTAFETTE_BROWSER_TESTS=1 but no chromium on the PATH"),
            None => {
                // Straight to the standard error, which the test harness
                // does not capture, so that the skip shows.
                use std::io::Write as _;
                let _ = writeln!(
                    std::io::stderr(),
                    "browser test skipped: no chromium on the PATH (apt-get install chromium)"
                );
                None
            }
        }
    }
}

/// A WebSocket client connection (RFC 6455), enough for the browser's port.
struct WebSocket {
    stream: TcpStream,
    reader: BufReader<TcpStream>,
}

impl WebSocket {
    fn connect(url: &str) -> WebSocket {
        let rest = url
            .strip_prefix("ws://")
            .unwrap_or_else(|| panic!("not a ws URL: {url}"));
        let (host, path) = rest.split_once('/').unwrap_or((rest, ""));
        let mut stream = TcpStream::connect(host).expect("the page's WebSocket");
        stream
            .set_read_timeout(Some(Duration::from_secs(120)))
            .expect("a timeout");
        write!(
            stream,
            "GET /{path} HTTP/1.1\r\nHost: {host}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\
             Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n"
        )
        .expect("the handshake");
        let mut reader = BufReader::new(stream.try_clone().expect("a second handle"));
        let mut status = String::new();
        reader.read_line(&mut status).expect("the handshake's answer");
        assert!(status.contains(" 101 "), "{status}");
        loop {
            let mut line = String::new();
            reader.read_line(&mut line).expect("a header");
            if line.trim().is_empty() {
                break;
            }
        }
        WebSocket { stream, reader }
    }

    /// One frame from the client: final, masked.
    fn frame(&mut self, opcode: u8, payload: &[u8]) {
        let mut out = vec![0x80 | opcode];
        match payload.len() {
            n if n < 126 => out.push(0x80 | n as u8),
            n if n <= 0xffff => {
                out.push(0x80 | 126);
                out.extend((n as u16).to_be_bytes());
            }
            n => {
                out.push(0x80 | 127);
                out.extend((n as u64).to_be_bytes());
            }
        }
        let mask = [0x5a, 0x17, 0xc3, 0x09];
        out.extend(mask);
        out.extend(payload.iter().enumerate().map(|(i, b)| b ^ mask[i % 4]));
        self.stream.write_all(&out).expect("a frame sent");
    }

    fn send(&mut self, text: &str) {
        self.frame(1, text.as_bytes());
    }

    /// The next text message (fragments joined; pings answered).
    fn receive(&mut self) -> String {
        let mut message = Vec::new();
        loop {
            let mut head = [0u8; 2];
            self.reader.read_exact(&mut head).expect("a frame from the browser");
            let len = match head[1] & 0x7f {
                126 => {
                    let mut b = [0u8; 2];
                    self.reader.read_exact(&mut b).expect("a length");
                    u64::from(u16::from_be_bytes(b))
                }
                127 => {
                    let mut b = [0u8; 8];
                    self.reader.read_exact(&mut b).expect("a length");
                    u64::from_be_bytes(b)
                }
                n => u64::from(n),
            };
            let mut payload = vec![0u8; usize::try_from(len).expect("a frame's length")];
            self.reader.read_exact(&mut payload).expect("a frame's payload");
            match head[0] & 0x0f {
                9 => self.frame(10, &payload),
                8 => panic!("the browser closed the connection"),
                10 => {}
                _ => {
                    message.extend(payload);
                    if head[0] & 0x80 != 0 {
                        return String::from_utf8_lossy(&message).into_owned();
                    }
                }
            }
        }
    }
}

/// The script helpers every kit test's scripts start with: `$` (an element
/// by id), `until` (waits for a condition, up to a minute), `choose` (a
/// file picked with a file button, as the player does) and `click`.
pub(crate) const HELPERS: &str = r#"
var $ = function (id) { return document.getElementById(id); };
var until = function (ready) {
  return new Promise(function (done, fail) {
    var t0 = Date.now();
    (function poll() {
      if (ready()) done(); else if (Date.now() - t0 > 60000) fail(new Error('the page did not answer'));
      else setTimeout(poll, 10);
    })();
  });
};
var choose = function (id, name, text) {
  var files = new DataTransfer();
  files.items.add(new File([text], name));
  $(id).files = files.files;
  $(id).dispatchEvent(new Event('change'));
};
var lang = function (l) { $('lang').value = l; $('lang').dispatchEvent(new Event('change')); };
"#;

/// An expression that runs `body` (statements, which may `await` and must
/// `return` the test's value) once the kit is ready, with `input` as
/// `input`.
pub(crate) fn script(input: &Value, body: &str) -> String {
    format!("(async function () {{\n{HELPERS}\nvar input = {input};\nawait window.estafetteKit.ready;\n{body}\n}})()")
}
