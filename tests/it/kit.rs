//! The player kit (`cargo xtask kit`, crates/estafette-kit) in headless
//! Chromium, driven over the DevTools protocol (tests/it/devtools.rs): the
//! page is built, loaded from a file and used through its buttons.
//!
//! - New game: the invitation's `seal` line fills the game, side and turn;
//!   a random army has its Flag in the back row; changing side keeps the
//!   army; sealing with fixed random bytes gives, byte for byte, the
//!   commitment lines and the secret file of `estafette seal`; an army
//!   sealed once is sealed again only once forgotten (asked first).
//! - Nothing is kept: the page stores nothing, and a second `file://`
//!   page in another folder of the same browser finds nothing.
//! - Your turn: the secret file is checked for what it is (a transcript is
//!   refused); the referee's mail shows the private board; tapping a piece
//!   and its square writes the move; the reply holds the `open` lines, the
//!   move and the `sig` line, as `estafette open` and `estafette sign`
//!   print them, after the mail's own `Log-Head:`.
//! - Verify: commands no signature covers are named, and proven by the
//!   player's last `Log-Head:` line or refused after it; a tampered
//!   transcript fails; the replay steps move by move.
//! - French and German; no network (the policy blocks a fetch, and a
//!   listener on the address it tried sees no connection); the page is at
//!   most 1.2 MB.
//! - On a 390 px phone (an exact viewport): no sideways scrolling, tap
//!   targets of 44 px (the board's squares 40), fields in 16 px type, rank
//!   names whole, in every language.
//!
//! Like tests/it/browser.rs, it passes with a message where Chromium is
//! missing, unless `ESTAFETTE_BROWSER_TESTS=1`.

use crate::devtools::{script, Chrome, Page};

use std::net::TcpListener;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::OnceLock;

use estafette::games::any::OptionsSpec;
use estafette::games::lattaque::{BlindBoard, Options};
use estafette::games::Side;
use estafette::player::{build_secret, SealRequest};
use estafette::protocol::blind::position_line;
use serde_json::{json, Value};

/// The page may not be larger than this.
const MAX_PAGE_BYTES: u64 = 1_200_000;

/// The South army and seed of tests/data/transcript/blind.json.
use crate::common::BLIND_ARMY as ARMY;
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
/// folder), once for all the tests.
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
    assert!(size <= MAX_PAGE_BYTES, "the page is {size} bytes");
    page
}

/// A copy of the page in its own new folder (a player's attachment).
pub(crate) fn page_in(dir: &Path) -> PathBuf {
    std::fs::create_dir_all(dir).expect("the page's folder");
    let path = dir.join("estafette-kit.html");
    std::fs::copy(build_page(), &path).expect("the page copied");
    path
}

/// Runs `body` in the page (see [`script`]) and fails the test if it
/// reported an error.
pub(crate) fn run(page: &mut Page, input: &Value, body: &str) -> Value {
    page.eval(&script(input, body))
}

/// A blind game's invitation to Alice (South, moving first), as the
/// referee writes it: its text part.
pub(crate) fn invitation() -> (String, String) {
    let mut h = crate::common::Harness::new();
    let id = h.new_blind_game(OptionsSpec::default(), crate::common::players());
    let sent = h.flush();
    let alice = sent
        .iter()
        .find(|m| m.to.contains("alice"))
        .expect("Alice's invitation");
    (id, alice.text.clone())
}

/// New game: the invitation read, the army arranged, sealed, forgotten
/// and sealed again; what the page kept.
const SEAL: &str = r#"
lang('en');
var out = { status: $('status').textContent, title: document.title };
$('tab-seal').click();
$('random').click();
out.random = [$('army-message').className, $('setup-text').value];
$('board').querySelector('[data-square="a1"]').click();
$('palette').querySelector('[data-rank=""]').click();
out.emptied = $('army-message').textContent;
$('setup-text').value = input.army;
$('import').click();
out.imported = [$('army-message').className, $('setup-text').value];
$('side').value = 'north';
$('side').dispatchEvent(new Event('change'));
out.north = [$('army-message').className, $('setup-text').value, $('turn-order').value];
$('side').value = 'south';
$('side').dispatchEvent(new Event('change'));
out.south = [$('setup-text').value, $('turn-order').value];
$('turn-order').value = 'second';
$('invite-text').value = input.invitation;
$('do-invite').click();
out.invited = [$('invite-message').className, $('invite-message').textContent, $('game').value,
  $('side').value, $('turn-order').value];
window.randomHex = function () { return input.seed; };
var offered = [];
var make = URL.createObjectURL;
URL.createObjectURL = function (blob) { offered.push(blob); return make.call(URL, blob); };
$('do-seal').click();
out.commit = $('commit-text').value;
out.file = $('download').download;
out.secret = await offered[0].text();
out.turnSecret = $('secret-message').textContent;
$('do-seal').click();
out.again = $('seal-message').textContent;
$('forget').click();
out.asked = !$('forget-confirm').classList.contains('hidden');
$('forget-no').click();
$('do-seal').click();
out.kept = $('seal-message').textContent;
$('forget').click();
$('forget-yes').click();
out.forgot = [$('seal-message').textContent, $('commit-text').value, $('download').classList.contains('hidden'),
  $('secret-message').textContent];
$('do-seal').click();
out.resealed = [$('seal-message').className, $('commit-text').value, await offered[1].text()];
out.kept_here = [localStorage.length, sessionStorage.length, document.cookie, (await indexedDB.databases()).length];
return out;
"#;

/// What another page in another folder finds of what the kit did.
const PROBE: &str = r#"<!DOCTYPE html><html><body><p>An attachment.</p></body></html>"#;
const LOOK: &str = r#"
(async function () {
  var found = [];
  for (var i = 0; i < localStorage.length; i++) found.push(localStorage.key(i) + '=' + localStorage.getItem(localStorage.key(i)));
  for (var j = 0; j < sessionStorage.length; j++) found.push(sessionStorage.key(j));
  if (document.cookie) found.push(document.cookie);
  (await indexedDB.databases()).forEach(function (d) { found.push('db ' + d.name); });
  return { url: location.href, found: found };
})()
"#;

/// Your turn: the secret checked, the mail read, moves tapped, replies made.
const TURN: &str = r#"
lang('en');
var out = {};
out.tab = $('turn').classList.contains('hidden');
$('do-reply').click();
out.none = [$('reply-message').className, $('reply-message').textContent];
choose('secret-file', 'lattaque-1.json', input.transcript);
await until(function () { return $('secret-message').textContent !== ''; });
out.transcript = [$('secret-message').className, $('secret-message').textContent];
choose('secret-file', input.file, input.secret);
await until(function () { return /loaded/.test($('secret-message').textContent); });
out.loaded = $('secret-message').textContent;
$('mail-text').value = input.mail;
$('do-view').click();
var cells = function (c) {
  return Array.from($('view-board').querySelectorAll(c), function (e) { return e.textContent; }).join(' ');
};
out.view = [$('view-message').textContent, cells('.sq.own'), cells('.sq.enemy')];
var tap = function (sq) { $('view-board').querySelector('[data-square="' + sq + '"]').click(); };
tap('a4'); tap('a5');
out.step = $('move').value;
$('do-reply').click();
out.reply = [$('reply-message').className, $('reply-text').value];
tap('a4'); tap('b4'); tap('b7');
out.attack = $('move').value;
$('do-reply').click();
out.attackReply = [$('reply-message').textContent, $('reply-text').value];
$('move').value = 'd4-d5';
$('do-reply').click();
out.mine = [$('reply-message').className, $('reply-message').textContent, $('reply-text').value];
$('mail-text').value = input.mail.replace('lattaque-1 4', 'lattaque-9 4');
$('move').value = 'a4-a5';
$('do-reply').click();
out.otherGame = [$('reply-message').className, $('reply-message').textContent];
$('mail-text').value = input.mail;
return out;
"#;

/// Verify: the unsigned commands, the head that proves them, the replay.
const VERIFY: &str = r#"
lang('en');
$('tab-verify').click();
var out = {};
var verify = function (head) {
  $('head').value = head;
  $('do-verify').click();
  return [$('verify-result').className, $('verify-result').textContent];
};
$('transcript').value = input.transcript;
out.nohead = verify('');
out.proven = verify('Thanks.\n' + input.last + '\n');
out.early = verify(input.early);
out.replayHidden = $('replay').classList.contains('hidden');
out.proven2 = verify(input.last);
var at = function () { return $('replay-move').textContent; };
out.replay = [$('replay-slider').max, at()];
$('replay-first').click(); out.replay.push(at());
$('replay-next').click(); out.replay.push(at());
$('replay-last').click(); $('replay-prev').click(); out.replay.push(at());
out.marked = [$('replay-board').querySelectorAll('.sq.from, .sq.to').length,
  $('replay-board').querySelectorAll('.sq.combat').length];
$('transcript').value = input.tampered;
out.tampered = verify(input.last);
return out;
"#;

/// The page in German, French and Dutch, and its network.
const LANGUAGES: &str = r#"
var out = {};
lang('de');
$('transcript').value = input.coded;
$('head').value = '';
$('do-verify').click();
$('tab-seal').click();
$('board').querySelector('[data-square="a1"]').click();
$('palette').querySelector('[data-rank=""]').click();
out.german = [$('verify-result').textContent, $('seal').querySelector('h2').textContent,
  $('army-message').textContent, $('status').textContent, document.documentElement.lang, document.title];
lang('fr');
$('transcript').value = input.transcript;
$('do-verify').click();
$('do-view').click();
out.french = [$('verify-result').textContent, $('seal').querySelector('h2').textContent, document.title,
  $('transcript').placeholder, $('view-board').getAttribute('aria-label'), $('view-message').textContent,
  $('replay-next').getAttribute('aria-label')];
lang('nl');
$('do-verify').click();
out.dutch = [$('verify-result').textContent, $('seal').querySelector('h2').textContent, document.title,
  document.documentElement.lang, $('lang').querySelector('option[value="nl"]').textContent];
out.resources = performance.getEntriesByType('resource').length;
out.violations = [];
document.addEventListener('securitypolicyviolation', function (e) { out.violations.push(e.violatedDirective); });
out.fetch = await fetch(input.url).then(function () { return 'allowed'; }, function () { return 'blocked'; });
await new Promise(function (done) { setTimeout(done, 100); });
return out;
"#;

/// `blind.json`'s head after event `n`, as a mail prints it.
fn head_at(n: usize) -> String {
    let v: Value = serde_json::from_str(TRANSCRIPT).expect("JSON");
    format!(
        "Log-Head: {GAME} {n} {}",
        v["log"][n - 1]["head"].as_str().unwrap_or_default()
    )
}

/// The `estafette` binary's standard output for `args`.
fn cli(args: &[&str]) -> String {
    let o = crate::common::estafette_bin().args(args).output().expect("the binary");
    assert!(o.status.success(), "{args:?}: {}", String::from_utf8_lossy(&o.stderr));
    String::from_utf8_lossy(&o.stdout).into_owned()
}

#[test]
fn the_player_kit_seals_plays_and_verifies_in_a_browser() {
    let Some(chrome) = Chrome::start() else {
        return;
    };
    let dir = tempfile::tempdir().expect("a folder");
    let kit = page_in(&dir.path().join("a"));
    let (game, invitation) = invitation();
    assert_eq!(game, GAME);
    let seed = [1u8; 32];
    let mut page = chrome.page();
    page.open(&kit);
    let input = json!({ "army": ARMY, "seed": hex(&seed), "invitation": invitation });
    let out = run(&mut page, &input, SEAL);
    assert!(
        out["status"].as_str().is_some_and(|s| s.starts_with("Ready")),
        "{out:#}"
    );
    assert_eq!(out["title"], "Estafette player kit");

    // Arranging: a random legal army, its Flag in the back row (the last
    // line of South's SETUP text); emptying a square is caught; an import;
    // the other side keeps the army, mirrored, and moves second.
    assert_eq!(out["random"][0], "message ok", "{out:#}");
    let random = out["random"][1].as_str().unwrap_or_default();
    assert!(
        random
            .trim()
            .lines()
            .last()
            .is_some_and(|l| l.split_whitespace().any(|w| w == "F")),
        "{random}"
    );
    assert!(out["emptied"].as_str().is_some_and(|m| m.contains("a1")), "{out:#}");
    assert_eq!(out["imported"][0], "message ok", "{out:#}");
    assert_eq!(out["imported"][1].as_str().map(str::trim), Some(ARMY.trim()));
    assert_eq!(out["north"][0], "message ok", "{out:#}");
    assert_eq!(out["north"][2], "second", "{out:#}");
    assert_eq!(out["south"], json!([out["imported"][1], "first"]), "{out:#}");
    // The invitation sets the game, the side and the turn.
    assert_eq!(out["invited"][0], "message ok", "{out:#}");
    assert_eq!(out["invited"][1], "Game lattaque-1: you play South and move first.");
    assert_eq!(
        out["invited"].as_array().map(|a| a[2..].to_vec()),
        Some(vec![json!(GAME), json!("south"), json!("first")])
    );

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
    assert_eq!(out["secret"].as_str(), Some(secret.to_json().as_str()));
    assert_eq!(out["file"], "lattaque-1-south.secret.json");
    let root = crate::common::seal_v1(&req, seed)
        .commit_message()
        .lines()
        .next()
        .map(|l| l.replacen("commit ", "", 1));
    assert!(TRANSCRIPT.contains(&format!("\"root\": \"{}\"", root.unwrap_or_default())));
    assert!(
        out["turnSecret"].as_str().is_some_and(|m| m.contains("lattaque-1")),
        "{out:#}"
    );
    // Sealed once: again only once forgotten, after a question.
    assert!(
        out["again"].as_str().is_some_and(|m| m.contains("forget it first")),
        "{out:#}"
    );
    assert_eq!(out["asked"], true);
    assert_eq!(out["kept"], out["again"]);
    assert_eq!(
        out["forgot"],
        json!(["Forgotten. You can seal an army again.", "", true, ""])
    );
    assert_eq!(out["resealed"], json!(["message ok", out["commit"], out["secret"]]));
    // Nothing kept by the page...
    assert_eq!(out["kept_here"], json!([0, 0, "", 0]), "{out:#}");
    // ...nor found by another local page in another folder.
    let probe = dir.path().join("b/attachment.html");
    std::fs::create_dir_all(dir.path().join("b")).expect("a folder");
    std::fs::write(&probe, PROBE).expect("the probe");
    page.open(&probe);
    let found = page.eval(LOOK);
    assert!(
        found["url"].as_str().is_some_and(|u| u.ends_with("/b/attachment.html")),
        "{found}"
    );
    assert_eq!(found["found"], json!([]), "{found}");

    turn(&mut page, &kit, &secret);
    verify(&mut page);
    languages(&mut page);
}

/// The turn panel, in a fresh page (nothing kept: the secret comes from
/// its file), against what the binary prints from the same secret file.
fn turn(page: &mut Page, kit: &Path, secret: &estafette::protocol::blind::Secret) {
    let dir = tempfile::tempdir().expect("a folder");
    let file = dir.path().join("lattaque-1-south.secret.json");
    std::fs::write(&file, secret.to_json()).expect("the secret file");
    let head = format!("Log-Head: {GAME} 4 {}", "ab".repeat(32));
    let board = BlindBoard::start(Options::default(), Side::First);
    let mail = format!("Your move.\n\n{}\n{head}\n", position_line(&board));
    page.open(kit);
    let input = json!({ "transcript": TRANSCRIPT, "file": "lattaque-1-south.secret.json",
        "secret": secret.to_json(), "mail": mail });
    let out = run(page, &input, TURN);
    assert_eq!(out["tab"], false, "the turn comes first: {out:#}");
    assert_eq!(out["none"][0], "message bad", "{out:#}");
    assert_eq!(out["transcript"][0], "message bad", "{out:#}");
    assert!(
        out["transcript"][1]
            .as_str()
            .is_some_and(|m| m.starts_with("this is a game's transcript")),
        "{out:#}"
    );
    assert_eq!(out["loaded"], "Secret file of lattaque-1 (South) loaded.");
    assert_eq!(
        out["view"][0],
        "Game lattaque-1: you are South. South to move after 0 plies."
    );
    assert_eq!(
        out["view"][1].as_str(),
        Some(ARMY.split_whitespace().collect::<Vec<_>>().join(" ").as_str())
    );
    assert_eq!(out["view"][2].as_str(), Some(vec!["?"; 36].join(" ").as_str()));

    // A step, tapped: the move and its signature after the mail's head.
    let path = file.to_string_lossy().into_owned();
    let sign = |commands: &str| {
        let cmds = dir.path().join("commands.txt");
        std::fs::write(&cmds, commands).expect("the commands");
        cli(&["sign", &path, "--side", "1", "--head", &head, &cmds.to_string_lossy()])
    };
    assert_eq!(out["step"], "a4-a5");
    assert_eq!(out["reply"][0], "message ok", "{out:#}");
    assert_eq!(out["reply"][1].as_str(), Some(sign("a4-a5\n").as_str()));
    // A Scout's attack, tapped from a4 (b4 tapped on the way: it takes
    // over): the piece's `open` line first, as `estafette open` prints it.
    assert_eq!(out["attack"], "b4-b6xb7", "{out:#}");
    let opened = cli(&["open", &path, "b4"]);
    assert_eq!(
        out["attackReply"][1].as_str(),
        Some(sign(&format!("{opened}b4-b6xb7\n")).as_str())
    );
    assert!(
        out["attackReply"][0]
            .as_str()
            .is_some_and(|m| m.ends_with("It opens b4.")),
        "{out:#}"
    );
    // A Mine does not move; a mail of another game is not answered.
    assert_eq!(out["mine"][0], "message bad", "{out:#}");
    assert!(
        out["mine"][1].as_str().is_some_and(|m| m.starts_with("d4-d5")),
        "{out:#}"
    );
    assert_eq!(out["mine"][2], "", "nothing to copy: {out:#}");
    assert_eq!(out["otherGame"][0], "message bad", "{out:#}");
    assert!(
        out["otherGame"][1].as_str().is_some_and(|m| m.contains("lattaque-9")),
        "{out:#}"
    );
}

/// The verifier: unsigned commands named, proven or refused by the head.
fn verify(page: &mut Page) {
    let tampered = TRANSCRIPT.replacen("\"name\": \"Alice\"", "\"name\": \"Mallory\"", 1);
    assert_ne!(tampered, TRANSCRIPT);
    let input = json!({ "transcript": TRANSCRIPT, "tampered": tampered, "last": head_at(12), "early": head_at(7) });
    let out = run(page, &input, VERIFY);
    assert_eq!(out["nohead"][0], "message warn", "{out:#}");
    let words = out["nohead"][1].as_str().unwrap_or_default();
    assert!(words.starts_with("verified: lattaque-1"), "{words}");
    assert!(
        words.contains("10 commands no signature covers (events 2-11)") && words.ends_with("paste it below"),
        "{words}"
    );
    assert_eq!(out["proven"][0], "message ok", "{out:#}");
    assert!(
        out["proven"][1].as_str().is_some_and(|w| w.ends_with("The 10 commands no signature covers are in the log your Log-Head (12) names")),
        "{out:#}"
    );
    assert_eq!(out["early"][0], "message bad", "{out:#}");
    assert!(
        out["early"][1]
            .as_str()
            .is_some_and(|w| w.starts_with("verification failed: 4 commands no signature covers come after")),
        "{out:#}"
    );
    assert_eq!(out["replayHidden"], true, "{out:#}");
    // The replay: a slider and steps over the start and the three moves.
    let replay = out["replay"].as_array().cloned().unwrap_or_default();
    assert_eq!(replay[0], "3");
    assert!(replay[1].as_str().is_some_and(|m| m.starts_with("3. a5xa6")), "{out:#}");
    assert_eq!(replay[2], "The start: both armies as published at the end.");
    assert!(replay[3].as_str().is_some_and(|m| m.starts_with("1. a4-a5")), "{out:#}");
    assert!(replay[4].as_str().is_some_and(|m| m.starts_with("2. a7-a6")), "{out:#}");
    assert_eq!(out["marked"], json!([2, 0]), "{out:#}");
    assert_eq!(out["tampered"][0], "message bad", "{out:#}");
    assert!(out["tampered"][1]
        .as_str()
        .is_some_and(|w| w.starts_with("verification failed")));
}

/// The replay of an open game (Strand, L'Assaut): its own board, the
/// first and the last position, the marks of the last move and the board.
const REPLAY_OPEN: &str = r#"
lang(input.lang);
$('tab-verify').click();
$('transcript').value = input.transcript;
$('head').value = '';
$('do-verify').click();
var board = $('replay-board');
var count = function (sel) { return board.querySelectorAll(sel).length; };
var label = function (sq) { return board.querySelector('[data-square="' + sq + '"]').textContent; };
var out = { verified: $('verify-result').className, hidden: $('replay').classList.contains('hidden'),
  max: $('replay-slider').max, columns: getComputedStyle(board).gridTemplateColumns.split(' ').length };
var frame = function () {
  return { move: $('replay-move').textContent, squares: count('.sq'), off: count('.sq.off'), marked: count('.sq.mark'),
    moved: count('.sq.from, .sq.to'), taken: count('.sq.taken'),
    labels: input.squares.map(label) };
};
out.last = frame();
$('replay-first').click();
out.first = frame();
$('replay-next').click();
out.second = frame();
return out;
"#;

#[test]
fn the_kit_replays_a_strand_and_an_assaut_game_move_by_move() {
    let Some(chrome) = Chrome::start() else {
        return;
    };
    let dir = tempfile::tempdir().expect("a folder");
    let kit = page_in(&dir.path().join("open"));
    let mut page = chrome.page();
    page.open(&kit);
    // Strand: ten by ten, the light squares off the board, two capitals and
    // four forts; b8xd10 took the German Cavalry on c9.
    let strand = include_str!("../data/transcript/format-3-strand.json");
    let input = json!({ "transcript": strand, "lang": "en", "squares": ["a7", "b8", "c9", "d10"] });
    let out = run(&mut page, &input, REPLAY_OPEN);
    assert_eq!(
        (&out["verified"], &out["hidden"]),
        (&json!("message warn"), &json!(false)),
        "{out:#}"
    );
    assert_eq!((&out["max"], &out["columns"]), (&json!("3"), &json!(11)), "{out:#}");
    assert!(
        out["last"]["move"]
            .as_str()
            .is_some_and(|m| m.starts_with("3. b8xd10 — ") && m.contains("c9")),
        "{out:#}"
    );
    assert_eq!(out["last"]["labels"], json!(["", "", "", "C"]), "{out:#}");
    assert_eq!(
        (&out["last"]["moved"], &out["last"]["taken"]),
        (&json!(2), &json!(1)),
        "{out:#}"
    );
    assert_eq!(
        (&out["last"]["squares"], &out["last"]["off"]),
        (&json!(100), &json!(50)),
        "{out:#}"
    );
    assert_eq!(out["last"]["marked"], 6, "{out:#}");
    assert_eq!(out["first"]["move"], "The start position.", "{out:#}");
    assert_eq!(out["first"]["labels"], json!(["C", "", "", "C"]), "{out:#}");
    assert_eq!(
        (&out["first"]["moved"], &out["first"]["taken"]),
        (&json!(0), &json!(0)),
        "{out:#}"
    );
    assert!(
        out["second"]["move"]
            .as_str()
            .is_some_and(|m| m.starts_with("1. a7-b8")),
        "{out:#}"
    );
    assert_eq!(out["second"]["labels"], json!(["", "C", "", "C"]), "{out:#}");
    // L'Assaut, in French: seven by seven, the corners off the board, the
    // fortress marked; the Officers placed first, a Soldier taken last.
    let assaut = include_str!("../data/transcript/format-3-assaut.json");
    let input = json!({ "transcript": assaut, "lang": "fr", "squares": ["d6", "e6", "e5", "e4"] });
    let out = run(&mut page, &input, REPLAY_OPEN);
    assert_eq!((&out["max"], &out["columns"]), (&json!("7"), &json!(8)), "{out:#}");
    assert_eq!(
        (&out["last"]["squares"], &out["last"]["off"]),
        (&json!(49), &json!(16)),
        "{out:#}"
    );
    assert_eq!(out["last"]["labels"], json!(["", "", "", "O"]), "{out:#}");
    assert_eq!(
        (&out["last"]["moved"], &out["last"]["taken"]),
        (&json!(2), &json!(1)),
        "{out:#}"
    );
    assert_eq!(out["last"]["marked"], 9, "{out:#}");
    assert_eq!(out["first"]["move"], "La position de départ.", "{out:#}");
    assert_eq!(out["first"]["labels"], json!(["", "", "", "S"]), "{out:#}");
    let placed = out["second"]["move"].as_str().unwrap_or_default();
    assert!(
        placed.starts_with("1. place d6 e6 — ") && !placed.contains("placed"),
        "{out:#}"
    );
    assert_eq!(out["second"]["labels"], json!(["O", "O", "", "S"]), "{out:#}");
    assert_eq!(out["second"]["moved"], 2, "{out:#}");
}

/// German, French and Dutch: the page's words and the core's; and no network.
fn languages(page: &mut Page) {
    let listener = TcpListener::bind("127.0.0.1:0").expect("a listener");
    listener.set_nonblocking(true).expect("non-blocking");
    let url = format!("http://{}/kit", listener.local_addr().expect("its address"));
    let input = json!({ "transcript": TRANSCRIPT, "coded": CODED, "url": url });
    let out = run(page, &input, LANGUAGES);
    let german = out["german"].as_array().cloned().unwrap_or_default();
    let verified = german[0].as_str().unwrap_or_default();
    assert!(verified.starts_with("verifiziert: lattaque-1"), "{out:#}");
    assert!(
        verified.contains("Alice hat gewonnen (") && !verified.contains("resigned"),
        "{out:#}"
    );
    assert!(verified.contains("Befehle, die keine Signatur deckt"), "{out:#}");
    assert_eq!(
        german[1],
        "Neue Partie: stellen Sie Ihre Armee auf und versiegeln Sie sie"
    );
    let refused = german[2].as_str().unwrap_or_default();
    assert!(
        refused.contains("a1") && !refused.contains("empty") && !refused.contains("square"),
        "{out:#}"
    );
    assert!(german[3].as_str().is_some_and(|s| s.starts_with("Bereit")), "{out:#}");
    assert_eq!((&german[4], &german[5]), (&json!("de"), &json!("Estafette-Spielerkit")));
    let french = out["french"].as_array().cloned().unwrap_or_default();
    assert!(
        french[0]
            .as_str()
            .is_some_and(|w| w.starts_with("vérifié : lattaque-1") && w.contains("Alice a gagné")),
        "{out:#}"
    );
    assert_eq!(french[1], "Nouvelle partie : disposez et scellez votre armée");
    assert_eq!(french[2], "Kit du joueur Estafette");
    assert_eq!(french[3], "Déposez ou collez la transcription (JSON) ici");
    assert_eq!(french[4], "Votre plateau : touchez votre pièce, puis sa destination");
    // French says 0 and 1 in the singular.
    assert!(
        french[5]
            .as_str()
            .is_some_and(|v| v.ends_with("Sud joue après 0 demi-coup.")),
        "{out:#}"
    );
    assert_eq!(french[6], "Coup suivant");
    // Dutch, a folder of catalogs: the page and the core speak it too.
    let dutch = out["dutch"].as_array().cloned().unwrap_or_default();
    assert!(
        dutch[0]
            .as_str()
            .is_some_and(|w| w.starts_with("geverifieerd: lattaque-1") && w.contains("Alice heeft gewonnen")),
        "{out:#}"
    );
    assert_eq!(dutch[1], "Nieuwe partij: stel uw leger op en verzegel het");
    assert_eq!(dutch[2], "Spelerskit van Estafette");
    assert_eq!((&dutch[3], &dutch[4]), (&json!("nl"), &json!("Nederlands")));
    // No network.
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

/// Fills every tab (an army, a mail read and a reply, a verified game),
/// then measures each tab in each language.
const PHONE: &str = r#"
var measure = function () {
  var small = [], fonts = [], words = [], squares = [];
  var shown = function (e) { var r = e.getBoundingClientRect(); return r.width > 0 && r.height > 0; };
  document.querySelectorAll('button, a.button, select, textarea, input[type=text], input[type=range], label.file, label.check')
    .forEach(function (e) {
      if (!shown(e)) return;
      var r = e.getBoundingClientRect();
      if (e.classList.contains('sq')) { squares.push(Math.min(r.width, r.height)); return; }
      if (r.width < 44 || r.height < 44) {
        small.push((e.id || e.textContent.trim().slice(0, 24) || e.className) + ' ' + Math.round(r.width) + 'x' + Math.round(r.height));
      }
    });
  document.querySelectorAll('input:not([type=checkbox]):not([type=range]), select, textarea').forEach(function (e) {
    var size = parseFloat(getComputedStyle(e).fontSize);
    if (size < 16) fonts.push((e.id || e.type) + ' ' + size);
  });
  document.querySelectorAll('#palette button').forEach(function (b) {
    if (!shown(b)) return;
    if (b.scrollWidth > b.clientWidth + 1) words.push('overflow: ' + b.textContent);
    var walk = document.createTreeWalker(b, NodeFilter.SHOW_TEXT);
    for (var n = walk.nextNode(); n; n = walk.nextNode()) {
      var re = /[^\s\-]+/g, m;
      while ((m = re.exec(n.data))) {
        var range = document.createRange();
        range.setStart(n, m.index);
        range.setEnd(n, m.index + m[0].length);
        if (range.getClientRects().length > 1) words.push(m[0]);
      }
    }
  });
  return { width: document.documentElement.scrollWidth, small: small, fonts: fonts, words: words,
    square: squares.length ? Math.floor(Math.min.apply(null, squares)) : null };
};
lang('en');
$('random').click();
choose('secret-file', input.file, input.secret);
await until(function () { return /loaded/.test($('secret-message').textContent); });
$('mail-text').value = input.mail;
$('do-view').click();
$('move').value = 'a4-a5';
$('do-reply').click();
$('transcript').value = input.transcript;
$('do-verify').click();
var out = { viewport: [innerWidth, innerHeight] };
['en', 'fr', 'de', 'nl'].forEach(function (l) {
  lang(l);
  ['turn', 'seal', 'verify'].forEach(function (tab) {
    $('tab-' + tab).click();
    out[l + ' ' + tab] = measure();
  });
});
return out;
"#;

#[test]
fn the_player_kit_fits_a_phone_in_every_language() {
    let Some(chrome) = Chrome::start() else {
        return;
    };
    let dir = tempfile::tempdir().expect("a folder");
    let kit = page_in(dir.path());
    let secret = build_secret(
        &SealRequest {
            game: GAME.into(),
            side: "south".into(),
            turn: "first".into(),
            setup: ARMY.into(),
            variant: None,
            sets: Vec::new(),
        },
        [1; 32],
    )
    .expect("a secret");
    let board = BlindBoard::start(Options::default(), Side::First);
    let mail = format!(
        "Your move.\n\n{}\nLog-Head: {GAME} 4 {}\n",
        position_line(&board),
        "ab".repeat(32)
    );
    let mut page = chrome.page();
    page.viewport(390, 844, true);
    page.open(&kit);
    let input = json!({ "file": "s.json", "secret": secret.to_json(), "mail": mail, "transcript": TRANSCRIPT });
    let out = run(&mut page, &input, PHONE);
    assert_eq!(out["viewport"], json!([390, 844]), "{out:#}");
    for lang in ["en", "fr", "de", "nl"] {
        for tab in ["turn", "seal", "verify"] {
            let m = &out[format!("{lang} {tab}")];
            assert!(m["width"].as_u64().is_some_and(|w| w <= 390), "{lang} {tab}: {m}");
            assert_eq!(m["small"], json!([]), "{lang} {tab}: tap targets under 44 px");
            assert_eq!(m["fonts"], json!([]), "{lang} {tab}: fields in type under 16 px");
            assert_eq!(m["words"], json!([]), "{lang} {tab}: rank names broken or overflowing");
            if tab != "verify" {
                // Nine files in 390 px: 9 x 44 = 396 does not fit; 40 does.
                assert!(m["square"].as_u64().is_some_and(|s| s >= 40), "{lang} {tab}: {m}");
            }
        }
    }
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}
