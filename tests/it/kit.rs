//! The player kit (`cargo xtask kit`, crates/estafette-kit) in headless
//! Chromium: the page is built, loaded, and driven through its buttons.
//! Sealing an army with fixed random bytes gives, byte for byte, the
//! commitment lines and the secret file of `estafette seal` (its library
//! call with the same seed) and of the game in tests/data/transcript/;
//! `open` and `reveal` give what the binary gives from that secret file;
//! `view` shows the player's ranks on the board of a referee's mail, pasted
//! or dropped as a whole `.eml` file (multipart, base64);
//! a verified game replays move by move on a slider;
//! the transcript verifies in the page and a tampered one does not; the
//! page fetches nothing (its policy blocks a fetch, and a listener on the
//! address it tried sees no connection); it lays out at 390 px without
//! sideways scrolling; it is under 3 MB; it speaks French on request.
//!
//! Like tests/it/browser.rs, it passes with a message where Chromium is
//! missing, unless `ESTAFETTE_BROWSER_TESTS=1`.

use crate::browser::Browser;

use std::net::TcpListener;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::OnceLock;

use estafette::games::lattaque::{BlindBoard, Options};
use estafette::games::Side;
use estafette::player::{build_secret, SealRequest};
use estafette::protocol::blind::position_line;
use estafette::protocol::sign::base64_encode;
use serde_json::{json, Value};

/// The page may not be larger than this.
const MAX_PAGE_BYTES: u64 = 3_000_000;

/// The South army and seed of tests/data/transcript/blind.json.
const ARMY: &str = "2 2 7 M 2 10 M 2 3\n6 5 9 2 4 S 2 6 3\n8 3 M 6 5 7 3 4 4\n5 F M 8 6 4 2 5 2\n";
const GAME: &str = "lattaque-1";
const TRANSCRIPT: &str = include_str!("../data/transcript/blind.json");
/// The same game logged in format 3 (its end a typed reason).
const CODED: &str = include_str!("../data/transcript/format-3-blind.json");

pub(crate) fn target_dir() -> PathBuf {
    Path::new(env!("CARGO_TARGET_TMPDIR"))
        .parent()
        .expect("the target folder")
        .to_path_buf()
}

/// Builds the page with `cargo xtask kit` (into this build's target
/// folder), once for both tests.
pub(crate) fn build_page() -> PathBuf {
    static PAGE: OnceLock<PathBuf> = OnceLock::new();
    PAGE.get_or_init(build).clone()
}

fn build() -> PathBuf {
    let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    let out = Command::new(cargo)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .args(["run", "--quiet", "-p", "xtask", "--", "kit"])
        .env("CARGO_TARGET_DIR", target_dir())
        .output()
        .expect("cargo runs");
    assert!(
        out.status.success(),
        "cargo xtask kit failed:\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let page = target_dir().join("kit/estafette-kit.html");
    let size = std::fs::metadata(&page).expect("the page").len();
    assert!(size < MAX_PAGE_BYTES, "the page is {size} bytes");
    page
}

/// The page with `script` run after its own, as a file in `dir`.
pub(crate) fn with_script(dir: &Path, name: &str, page: &str, script: &str) -> PathBuf {
    let (head, tail) = page.rsplit_once("</body>").expect("the page's body");
    let path = dir.join(name);
    std::fs::write(&path, format!("{head}<script>\n{script}\n</script>\n</body>{tail}")).expect("the test page");
    path
}

/// Loads `page` and returns the result its test script wrote. The browser
/// dumps the page when its virtual time runs out, which on a loaded
/// machine can come before the module is compiled and the script done:
/// then the page is loaded again, up to three times in all.
pub(crate) fn run_for_result(browser: &Browser, page: &Path) -> Value {
    let mut dom = String::new();
    for _ in 0..3 {
        dom = browser.run(page, &["--window-size=1280,1000".into(), "--dump-dom".into()]);
        if let Some(v) = result_of(&dom) {
            return v;
        }
    }
    panic!("no result in the page: {}", &dom[..dom.len().min(2000)])
}

/// The `data-result` attribute the test script wrote into the dumped DOM.
fn result_of(dom: &str) -> Option<Value> {
    let raw = dom
        .split("data-result=\"")
        .nth(1)
        .and_then(|rest| rest.split('"').next())?;
    let text = raw
        .replace("&quot;", "\"")
        .replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&amp;", "&");
    Some(serde_json::from_str(&text).unwrap_or_else(|e| panic!("{e}: {text}")))
}

/// JSON for a script, safe inside a `<script>` element.
pub(crate) fn script_json(v: &Value) -> String {
    v.to_string().replace("</", "<\\/")
}

/// What the page's buttons do, in order; the script writes what it saw.
const DRIVE: &str = r#"
(function () {
  // Out of the page the browser prints at the end, even if this never
  // finishes: the module's text (read already) and this script's input.
  document.currentScript.remove();
  document.getElementById('kit-wasm').remove();
  // A load the browser cut short (see run_for_result) may have sealed
  // already: each load starts from an empty store.
  localStorage.clear();
  var input = INPUT;
  var $ = function (id) { return document.getElementById(id); };
  var out = { violations: [] };
  // Waits for the page without spending the browser's virtual time (each
  // check is a message, not a timer), so that a file read slowed down by a
  // loaded machine is still waited for.
  var until = function (ready) {
    return new Promise(function (done, fail) {
      var channel = new MessageChannel();
      var n = 0;
      channel.port1.onmessage = function () {
        if (ready()) done(); else if (++n > 200000) fail(new Error('the page did not answer')); else channel.port2.postMessage(0);
      };
      channel.port2.postMessage(0);
    });
  };
  document.addEventListener('securitypolicyviolation', function (e) { out.violations.push(e.violatedDirective); });
  // The page is emptied before the browser prints it: its output must stay
  // small (the module alone is most of a megabyte).
  var finish = function () {
    document.body.textContent = '';
    document.querySelectorAll('script').forEach(function (s) { s.remove(); });
    document.body.setAttribute('data-result', JSON.stringify(out));
  };
  window.estafetteKit.ready.then(function () {
    $('lang').value = 'en';
    $('lang').dispatchEvent(new Event('change'));
    out.status = $('status').textContent;
    $('random').click();
    out.random = [$('army-message').className, $('setup-text').value];
    $('board').querySelector('[data-square="a1"]').click();
    $('palette').querySelector('[data-rank=""]').click();
    out.emptied = $('army-message').textContent;
    $('setup-text').value = input.army;
    $('import').click();
    out.imported = [$('army-message').className, $('setup-text').value];
    window.randomHex = function (n) { return input.seed; };
    $('game').value = input.game;
    $('turn').value = 'first';
    $('do-seal').click();
    out.commit = $('commit-text').value;
    out.file = $('download').download;
    out.stored = localStorage.getItem('estafette-secret:' + out.file);
    $('do-seal').click();
    out.again = $('seal-message').textContent;
    $('squares').value = 'a4 b1';
    $('do-open').click();
    out.open = $('play-text').value;
    $('do-reveal').click();
    out.reveal = $('play-text').value;
    $('mail-text').value = input.mail;
    $('do-view').click();
    var cells = function (c) {
      return Array.from($('view-board').querySelectorAll(c), function (e) { return e.textContent; }).join(' ');
    };
    out.view = [$('view-message').textContent, cells('.sq.own'), cells('.sq.enemy')];
    $('transcript').value = input.transcript;
    $('do-verify').click();
    out.verified = [$('verify-result').className, $('verify-result').textContent];
    var board = $('replay-board');
    out.replay = [$('replay').className, $('replay-slider').max, $('replay-move').textContent,
      board.querySelectorAll('.sq.from, .sq.to').length, board.querySelectorAll('.sq.combat').length];
    $('replay-slider').value = '1';
    $('replay-slider').dispatchEvent(new Event('input'));
    out.replay.push($('replay-move').textContent);
    $('transcript').value = input.tampered;
    $('do-verify').click();
    out.tampered = [$('verify-result').className, $('verify-result').textContent];
    // In German: the page's labels, the reason an army is refused, and why
    // a format-3 game ended (worded from the log's typed reason).
    $('lang').value = 'de';
    $('lang').dispatchEvent(new Event('change'));
    $('transcript').value = input.coded;
    $('do-verify').click();
    $('board').querySelector('[data-square="a1"]').click();
    $('palette').querySelector('[data-rank=""]').click();
    out.german = [$('verify-result').textContent, $('arrange').querySelector('h2').textContent,
      $('army-message').textContent, $('status').textContent, document.documentElement.lang];
    $('setup-text').value = input.army;
    $('import').click();
    $('lang').value = 'fr';
    $('lang').dispatchEvent(new Event('change'));
    $('transcript').value = input.transcript;
    $('do-verify').click();
    out.french = [$('verify-result').textContent, $('arrange').querySelector('h2').textContent,
      $('army-message').textContent];
    // The referee's mail as a whole file (multipart, base64), dropped on
    // the paste box: viewed once read.
    $('view-board').textContent = '';
    var dropped = new DataTransfer();
    dropped.items.add(new File([input.eml], 'last.eml'));
    $('mail-text').dispatchEvent(new DragEvent('drop', { dataTransfer: dropped, bubbles: true, cancelable: true }));
    out.resources = performance.getEntriesByType('resource').length;
    return fetch(input.url).then(function () { out.fetch = 'allowed'; }, function () { out.fetch = 'blocked'; });
  }).then(function () {
    return new Promise(function (done) { setTimeout(done, 200); });
  }).then(function () {
    return until(function () { return $('view-board').children.length > 0; });
  }).then(function () {
    out.dropped = [$('view-message').className, $('view-message').textContent,
      $('view-board').querySelectorAll('.sq.own').length, $('mail-text').value.split('\n')[0]];
  }).catch(function (e) { out.error = String(e); }).then(finish);
})();
"#;

#[test]
fn the_player_kit_seals_opens_reveals_and_verifies_in_a_browser() {
    let Some(browser) = Browser::find() else {
        return;
    };
    let page = std::fs::read_to_string(build_page()).expect("the page");
    assert!(page.contains("http-equiv=\"Content-Security-Policy\" content=\"default-src 'none';"));
    let dir = tempfile::tempdir().expect("a folder");
    let listener = TcpListener::bind("127.0.0.1:0").expect("a listener");
    listener.set_nonblocking(true).expect("non-blocking");
    let url = format!("http://{}/kit", listener.local_addr().expect("its address"));
    let seed = [1u8; 32];
    let tampered = TRANSCRIPT.replacen("\"name\": \"Alice\"", "\"name\": \"Mallory\"", 1);
    assert_ne!(tampered, TRANSCRIPT);
    let board = BlindBoard::start(Options::default(), Side::First);
    let mail = format!(
        "Your move.\n\n{}\nLog-Head: {GAME} 4 {}\n",
        position_line(&board),
        "ab".repeat(32)
    );
    let eml = format!(
        "MIME-Version: 1.0\r\nFrom: referee@example.net\r\nSubject: {GAME}\r\n\
         Content-Type: multipart/alternative; boundary=\"b\"\r\n\r\n--b\r\n\
         Content-Type: text/plain; charset=utf-8\r\nContent-Transfer-Encoding: base64\r\n\r\n{}\r\n\
         --b\r\nContent-Type: text/html\r\n\r\n<p>the board</p>\r\n--b--\r\n",
        base64_encode(mail.as_bytes())
    );
    let input = json!({
        "army": ARMY, "game": GAME, "seed": hex(&seed), "transcript": TRANSCRIPT,
        "tampered": tampered, "url": url, "mail": mail, "eml": eml, "coded": CODED,
    });
    let script = DRIVE.replace("INPUT", &script_json(&input));
    let test_page = with_script(&target_dir().join("kit"), "kit-drive.html", &page, &script);
    let out = run_for_result(&browser, &test_page);
    assert!(out.get("error").is_none(), "{out:#}");
    assert!(
        out["status"].as_str().is_some_and(|s| s.starts_with("Ready")),
        "{out:#}"
    );

    // Arranging: a random legal army; emptying a square is caught; an import.
    assert_eq!(out["random"][0], "message ok", "{out:#}");
    assert!(out["emptied"].as_str().is_some_and(|m| m.contains("a1")), "{out:#}");
    assert_eq!(out["imported"][0], "message ok", "{out:#}");
    assert_eq!(out["imported"][1].as_str().map(str::trim), Some(ARMY.trim()));

    // Sealing: what `estafette seal` makes with this seed, and what the
    // transcript's game committed to.
    let req = SealRequest {
        game: GAME.into(),
        side: "south".into(),
        turn: "first".into(),
        setup: ARMY.into(),
        variant: None,
        sets: Vec::new(),
    };
    let secret = build_secret(&req, seed).expect("the secret");
    assert_eq!(out["commit"].as_str(), Some(secret.commit_message().as_str()));
    assert_eq!(out["stored"].as_str(), Some(secret.to_json().as_str()));
    assert_eq!(out["file"], "lattaque-1-south.secret.json");
    assert!(secret.commit_message().contains("\nkey "), "version 2 binds a key");
    // The transcript's game was sealed in version 1: the same leaves, the
    // root of version 1.
    let root = crate::common::seal_v1(&req, seed)
        .commit_message()
        .lines()
        .next()
        .map(|l| l.replacen("commit ", "", 1));
    assert!(TRANSCRIPT.contains(&format!("\"root\": \"{}\"", root.unwrap_or_default())));
    assert!(
        out["again"].as_str().is_some_and(|m| m.contains("sealed once")),
        "{out:#}"
    );

    // Opening and revealing: what the binary gives from the same secret file.
    let file = dir.path().join("lattaque-1-south.secret.json");
    std::fs::write(&file, out["stored"].as_str().unwrap_or_default()).expect("the secret file");
    let cli = |args: &[&str]| {
        let o = crate::common::estafette_bin().args(args).output().expect("the binary");
        assert!(o.status.success(), "{args:?}: {}", String::from_utf8_lossy(&o.stderr));
        String::from_utf8_lossy(&o.stdout).into_owned()
    };
    let path = file.to_string_lossy().into_owned();
    assert_eq!(out["open"].as_str(), Some(cli(&["open", &path, "a4", "b1"]).as_str()));
    assert_eq!(out["reveal"].as_str(), Some(cli(&["reveal", &path]).as_str()));

    // Viewing: the private board of the referee's mail, my ranks in place.
    assert_eq!(
        out["view"][0],
        "Game lattaque-1: you are South. South to move after 0 plies."
    );
    assert_eq!(
        out["view"][1].as_str(),
        Some(ARMY.split_whitespace().collect::<Vec<_>>().join(" ").as_str())
    );
    assert_eq!(out["view"][2].as_str(), Some(vec!["?"; 36].join(" ").as_str()));
    // The same mail dropped as a file (in French by then): decoded, viewed.
    assert_eq!(out["dropped"][0], "message ok", "{out:#}");
    assert_eq!(
        out["dropped"][1],
        "Partie lattaque-1 : vous êtes Sud. Sud joue après 0 demi-coups."
    );
    assert_eq!(out["dropped"][2], 36, "{out:#}");
    assert_eq!(out["dropped"][3], "MIME-Version: 1.0", "{out:#}");

    // Verifying: the whole of `verify`, in words.
    assert_eq!(out["verified"][0], "message ok", "{out:#}");
    let words = out["verified"][1].as_str().unwrap_or_default();
    assert!(words.starts_with("verified: lattaque-1"), "{words}");
    // The replay: a slider over the start and the three moves, the last
    // one's squares and its combat marked.
    let replay = out["replay"].as_array().cloned().unwrap_or_default();
    assert_eq!(replay[0], "", "the replay is shown: {out:#}");
    assert_eq!(replay[1], "3");
    assert!(replay[2].as_str().is_some_and(|m| m.starts_with("3. a5xa6")), "{out:#}");
    assert!(replay[3].as_u64().is_some_and(|n| n >= 1) && replay[4] == 1, "{out:#}");
    assert!(replay[5].as_str().is_some_and(|m| m.starts_with("1. a4-a5")), "{out:#}");
    assert_eq!(out["tampered"][0], "message bad", "{out:#}");
    assert!(out["tampered"][1]
        .as_str()
        .is_some_and(|w| w.starts_with("verification failed")));

    // In French: the page's words, the core's (as the French mails say them).
    let french = out["french"].as_array().cloned().unwrap_or_default();
    assert!(
        french[0]
            .as_str()
            .is_some_and(|w| w.starts_with("vérifié : lattaque-1")),
        "{out:#}"
    );
    assert!(
        french[0].as_str().is_some_and(|w| w.contains("Alice a gagné")),
        "{out:#}"
    );
    assert_eq!(french[1], "1. Disposez votre armée");
    assert!(
        french[2].as_str().is_some_and(|w| w.contains("réglementaire")),
        "{out:#}"
    );

    // In German: the page's words, a refused army's reason and the game's
    // end (from the catalogs), not the English.
    let german = out["german"].as_array().cloned().unwrap_or_default();
    let verified = german[0].as_str().unwrap_or_default();
    assert!(verified.starts_with("verifiziert: lattaque-1"), "{out:#}");
    assert!(
        verified.contains("Alice hat gewonnen (") && !verified.contains("resigned"),
        "{out:#}"
    );
    assert_eq!(german[1], "1. Stellen Sie Ihre Armee auf");
    let refused = german[2].as_str().unwrap_or_default();
    assert!(
        refused.contains("a1") && !refused.contains("empty") && !refused.contains("square"),
        "{out:#}"
    );
    assert!(german[3].as_str().is_some_and(|s| s.starts_with("Bereit")), "{out:#}");
    assert_eq!(german[4], "de");

    // No network: nothing loaded, the fetch refused by the policy, and no
    // connection reached the listener.
    assert_eq!(out["resources"], 0, "{out:#}");
    assert_eq!(out["fetch"], "blocked", "{out:#}");
    assert!(
        out["violations"]
            .as_array()
            .is_some_and(|v| v.iter().any(|d| d == "connect-src")),
        "{out:#}"
    );
    assert!(listener.accept().is_err(), "the page connected to {url}");
}

#[test]
fn the_player_kit_fits_a_phone() {
    let Some(browser) = Browser::find() else {
        return;
    };
    let page = std::fs::read_to_string(build_page()).expect("the page");
    let shots = target_dir().join("screenshots");
    std::fs::create_dir_all(&shots).expect("the screenshots folder");
    // The page, which once ready places a random army and tells its frame's
    // parent how wide and tall it is.
    let inner = with_script(&shots, "kit-390.inner.html", &page, PHONE);
    let inner_url = inner
        .file_name()
        .and_then(|n| n.to_str())
        .unwrap_or_default()
        .to_string();
    let measure = shots.join("kit-390.measure.html");
    std::fs::write(&measure, phone_frame(&inner_url, 2400)).expect("the measuring page");
    let out = run_for_result(&browser, &measure);
    assert!(out["status"].as_str().is_some_and(|s| s.starts_with("Ready")), "{out}");
    let width = out["width"].as_u64().unwrap_or(u64::MAX);
    assert!(width <= 390, "the kit is {width} px wide on a 390 px phone");
    let height = out["height"].as_u64().unwrap_or(2400).clamp(200, 4000);
    let shot_page = shots.join("kit-390.shot.html");
    std::fs::write(&shot_page, phone_frame(&inner_url, height)).expect("the screenshot page");
    let shot = shots.join("kit-390.png");
    let _ = std::fs::remove_file(&shot);
    browser.run(
        &shot_page,
        &[
            format!("--window-size=500,{height}"),
            format!("--screenshot={}", shot.display()),
        ],
    );
    assert!(shot.is_file(), "no screenshot {}", shot.display());
}

/// What the page in the phone's frame runs once ready.
const PHONE: &str = r#"
window.estafetteKit.ready.then(function () {
  document.getElementById('random').click();
  var e = document.documentElement;
  return { width: e.scrollWidth, height: e.scrollHeight, status: document.getElementById('status').textContent };
}, function (e) { return { status: String(e) }; }).then(function (r) { parent.postMessage(JSON.stringify(r), '*'); });
"#;

/// A page showing `inner` (a file next to it) in a frame 390 px wide
/// (headless Chromium keeps its window at least 500 px wide), writing what
/// the frame reports into its own small body.
fn phone_frame(inner: &str, height: u64) -> String {
    format!(
        "<!DOCTYPE html>\n<html><body style=\"margin:0\">\n\
         <iframe style=\"width:390px;height:{height}px;border:0;display:block\" src=\"{inner}\"></iframe>\n\
         <script>window.addEventListener('message', function (e) {{\n\
         document.body.setAttribute('data-result', e.data);\n\
         }});</script></body></html>\n"
    )
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}
