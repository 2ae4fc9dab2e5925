//! The HTML part of the referee's mails in a real browser: Debian's
//! headless Chromium, driven through the DevTools protocol
//! (`devtools.rs`), lays out every kind of mail, held and blind, in
//! English, French and German, at an exact phone viewport of 390 px
//! (`Emulation.setDeviceMetricsOverride`; a window size alone gives a
//! wider layout): nothing scrolls sideways, and no word is broken that
//! would fit on a line of its own (a hex value wider than the phone may
//! break). At a desktop's 1280 px too, the boards mark the last move (and
//! the combat); screenshots are kept under `target/screenshots/`.
//!
//! Without Chromium the test says so and passes, except where
//! `ESTAFETTE_BROWSER_TESTS=1` (CI, which installs it): there a missing
//! browser fails it. `ESTAFETTE_CHROMIUM` names the browser binary if it
//! is not `chromium` on the PATH.

use crate::common;
use crate::devtools::{Chrome, Page};

use std::path::{Path, PathBuf};

use common::{Harness, Sent, ARMY_NORTH, ARMY_SOUTH};
use estafette::games::any::{GameKind, OptionsSpec};
use estafette::games::Side;
use estafette::referee::clock::TimeControl;
use estafette::service::PlayerSpec;

/// The style of a square of the last move, and of the square it attacked.
const LAST_MOVE_STYLE: &str = "solid #22c55e";
const COMBAT_STYLE: &str = "dashed #f97316";

/// The phone's width.
const PHONE: u32 = 390;

#[test]
fn mails_read_on_a_phone_and_a_desktop() {
    let Some(chrome) = Chrome::start() else {
        return;
    };
    let shots = screenshots();
    let mut page = chrome.page();
    for (name, mail, marked, combat) in mails() {
        let file = shots.join(format!("{name}.html"));
        std::fs::write(&file, &mail.html).expect("the mail's page");
        for (width, mobile) in [(PHONE, true), (1280, false)] {
            page.viewport(width, 900, mobile);
            page.open(&file);
            let m = measure(&mut page);
            assert!(m.width <= width, "{name}: {} px wide at {width} px", m.width);
            assert_eq!(m.marked > 0, marked, "{name}: {} squares of the last move", m.marked);
            assert_eq!(m.combat > 0, combat, "{name}: {} combat squares", m.combat);
            page.viewport(width, m.height.max(200), mobile);
            let png = shots.join(format!("{name}-{width}.png"));
            page.screenshot(&png);
        }
    }
}

/// Every kind of mail, held and blind, in each language: at 390 px none
/// scrolls sideways and none breaks a word that would fit on a line.
#[test]
fn no_mail_scrolls_sideways_or_breaks_a_word_on_a_phone() {
    let Some(chrome) = Chrome::start() else {
        return;
    };
    let dir = screenshots().join("phone");
    std::fs::create_dir_all(&dir).expect("the pages' folder");
    let mut page = chrome.page();
    page.viewport(PHONE, 844, true);
    let mut seen = std::collections::BTreeSet::new();
    let mut failures = Vec::new();
    let mut measured = 0;
    for lang in ["en", "fr", "de"] {
        for (kind, mail) in every_mail(lang) {
            // A mail of text alone (an answer to the plain address) is
            // wrapped by the mail client.
            let has_html = String::from_utf8_lossy(&mail.raw).contains("text/html");
            if !has_html || !seen.insert(mail.html.clone()) {
                continue;
            }
            measured += 1;
            let file = dir.join(format!("{lang}-{kind}-{measured}.html"));
            std::fs::write(&file, &mail.html).expect("the mail's page");
            page.open(&file);
            let m = measure(&mut page);
            if m.width > PHONE || !m.broken.is_empty() {
                failures.push(format!(
                    "{} ({lang}, {kind}: {}): {} px wide, words broken: {:?}",
                    file.display(),
                    mail.subject,
                    m.width,
                    m.broken
                ));
            }
        }
    }
    assert!(measured > 60, "{measured} mails");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// The folder the screenshots go to.
fn screenshots() -> PathBuf {
    let shots = Path::new(env!("CARGO_TARGET_TMPDIR"))
        .parent()
        .expect("the target folder")
        .join("screenshots");
    std::fs::create_dir_all(&shots).expect("the screenshots folder");
    shots
}

/// The mails to look at: name, the mail to Alice, whether its board marks
/// a last move, and a combat.
fn mails() -> Vec<(&'static str, Sent, bool, bool)> {
    let mut h = Harness::new();
    let id = h.new_game(GameKind::Lattaque, OptionsSpec::default(), Side::First);
    let to_alice = |sent: Vec<Sent>| {
        sent.into_iter()
            .find(|m| m.to == "alice@example.org")
            .expect("a mail to Alice")
    };
    let invitation = to_alice(h.flush());
    h.play(&id, Side::First, &format!("SETUP\n{ARMY_SOUTH}"));
    h.play(&id, Side::Second, &format!("SETUP\n{ARMY_NORTH}"));
    let (_, sent) = h.play(&id, Side::First, "h4-h5");
    let moved = to_alice(sent);
    h.play(&id, Side::Second, "d7-d6");
    h.play(&id, Side::First, "i4-i6");
    let (_, sent) = h.play(&id, Side::Second, "d6-d5xd4");
    let combat = to_alice(sent);
    let (_, sent) = h.play(&id, Side::First, "z9-z10");
    let refused = to_alice(sent);
    let (_, sent) = h.play(&id, Side::First, "RESIGN");
    let over = to_alice(sent);
    assert!(over.subject.contains("game over"), "{}", over.subject);
    vec![
        ("invitation", invitation, false, false),
        ("move", moved, true, false),
        ("combat", combat, true, true),
        ("error", refused, true, true),
        ("game-over", over, true, true),
    ]
}

/// The players, writing in `lang`.
fn players(lang: &str) -> [PlayerSpec; 2] {
    let mut ps = common::players();
    for p in ps.iter_mut() {
        p.lang = lang.into();
    }
    ps
}

/// A mail to the referee's own address from `from`, as a mail client
/// writes it.
fn plain_mail(h: &mut Harness, from: &str, body: &str) -> Vec<u8> {
    h.counter += 1;
    format!(
        "From: Someone <{from}>\r\nTo: referee@example.net\r\nSubject: hello\r\nMessage-ID: <b{}@x.example>\r\n\r\n{body}\r\n",
        h.counter
    )
    .into_bytes()
}

/// Every kind of mail the referee sends, in `lang`: a held game's
/// (invitation, army, move, combat, refusal, answers, message, draw,
/// reminder, an observer's, the end), a blind game's (all of them), and
/// the answers to the plain address.
fn every_mail(lang: &str) -> Vec<(&'static str, Sent)> {
    let mut out: Vec<(&'static str, Sent)> = Vec::new();
    let mut h = Harness::new();
    let tc = TimeControl::parse("3d", Some("1d")).unwrap();
    let id = h
        .svc
        .new_game_mode(
            GameKind::Lattaque,
            OptionsSpec::default(),
            players(lang),
            Some(Side::First),
            Some(tc),
            "held",
        )
        .unwrap();
    let now = h.clock.get();
    h.svc
        .store
        .write(|tx| tx.add_observer(&id, "carol@example.org", lang, now).map(|_| ()))
        .unwrap();
    let mut add = |kind: &'static str, sent: Vec<Sent>| out.extend(sent.into_iter().map(|m| (kind, m)));
    add("invitation", h.flush());
    for (side, body) in [
        (Side::First, format!("SETUP\n{ARMY_SOUTH}")),
        (Side::Second, format!("SETUP\n{ARMY_NORTH}")),
        (Side::First, "h4-h5".into()),
        (Side::Second, "d7-d6".into()),
        (Side::First, "i4-i6".into()),
        (Side::Second, "d6-d5xd4".into()),
        (Side::First, "z9-z10".into()),
        (Side::First, "HELP".into()),
        (Side::First, "RULES".into()),
        (Side::First, "HISTORY".into()),
        (Side::First, "BOARD".into()),
        (
            Side::First,
            "MESSAGE Good luck, and may the best army win this long game.".into(),
        ),
        (Side::First, "DRAW".into()),
    ] {
        let (_, sent) = h.play(&id, side, &body);
        add("held", sent);
    }
    h.clock.set(h.clock.get() + 2 * 86_400 + 3600);
    h.svc.tick().unwrap();
    add("reminder", h.flush());
    let (_, sent) = h.play(&id, Side::First, "RESIGN");
    add("held-over", sent);
    let raw = plain_mail(&mut h, "alice@example.org", "GAMES");
    h.ingest(&raw);
    add("games", h.flush());
    let raw = plain_mail(&mut h, "dave@example.org", &format!("OBSERVE {id}"));
    h.ingest(&raw);
    add("stranger", h.flush());
    // A tournament's game: the ratings in its invitations, the crosstable
    // at its end (longer names than most, Germans' labels).
    let t = estafette::service::club::NewTournament {
        name: format!("spring-{lang}"),
        kind: GameKind::Strand,
        spec: OptionsSpec::default(),
        mode: "held".into(),
        time: None,
        grace: None,
        format: estafette_core::club::tournament::Format::RoundRobin { double: false },
        rated: true,
        open_to: None,
        starts_at: None,
        players: None,
        round_every: None,
    };
    h.svc.new_tournament(t).unwrap();
    for (i, name) in ["Alexandra Montgomery", "Bartholomew Stone", "Carol", "Dan"]
        .iter()
        .enumerate()
    {
        let p = PlayerSpec {
            address: format!("p{i}@example.org"),
            name: name.to_string(),
            lang: lang.into(),
        };
        h.svc.enter(&format!("spring-{lang}"), &p).unwrap();
    }
    h.svc.start_tournament(&format!("spring-{lang}")).unwrap();
    add("tournament", h.flush());
    let decide = estafette::referee::OperatorAction::Decide { winner: None };
    h.svc.operate("strand-1", decide, "agreed", None).unwrap();
    add("tournament-over", h.flush());
    let blind = crate::blind_mails::play_through(players(lang));
    for (_, _, sent) in blind.log {
        out.extend(sent.into_iter().map(|m| ("blind", m)));
    }
    out
}

/// What a page measured in the browser.
struct Measure {
    width: u32,
    height: u32,
    marked: u32,
    combat: u32,
    /// The words broken across lines that would fit on a line of their own.
    broken: Vec<String>,
}

/// The script that measures a laid out mail: the document's width and
/// height, the squares marked as the last move and as its combat, and the
/// words broken between two letters or digits although a line of their
/// own would hold them (a break after a hyphen or a slash is a line's
/// break, not a word's; a word goes on across a `<wbr>`, which only splits
/// a word's source).
const MEASURE: &str = r#"(function () {
  var d = document, e = d.documentElement;
  var count = function (s) { return d.querySelectorAll('td[style*="' + s + '"]').length; };
  var texts = [], node, walker = d.createTreeWalker(d.body, NodeFilter.SHOW_TEXT);
  while ((node = walker.nextNode())) texts.push(node);
  var words = [], cur = null;
  texts.forEach(function (t) {
    var joined = cur && t.previousSibling && t.previousSibling.nodeName === 'WBR'
      && t.previousSibling.previousSibling === cur.endNode;
    var re = /\S+/g, m, first = true;
    if (!joined) cur = null;
    while ((m = re.exec(t.data))) {
      if (first && joined && m.index === 0) {
        cur.endNode = t; cur.endOffset = m[0].length; cur.text += m[0];
      } else {
        cur = { startNode: t, startOffset: m.index, endNode: t, endOffset: m.index + m[0].length, text: m[0] };
        words.push(cur);
      }
      first = false;
    }
    if (!/\S$/.test(t.data)) cur = null;
  });
  var broken = [], range = d.createRange();
  // The characters of a word, each with the top of the line it stands on.
  var chars = function (w) {
    var out = [], n = w.startNode, i = w.startOffset;
    for (;;) {
      var end = n === w.endNode ? w.endOffset : n.data.length;
      for (; i < end; i++) {
        range.setStart(n, i);
        range.setEnd(n, i + 1);
        var r = range.getClientRects();
        out.push({ c: n.data[i], top: r.length ? r[r.length - 1].top : null });
      }
      if (n === w.endNode) return out;
      n = n.nextSibling.nextSibling;
      i = 0;
    }
  };
  var letter = /[\p{L}\p{N}]/u;
  words.forEach(function (w) {
    var cs = chars(w), split = false;
    for (var k = 1; k < cs.length; k++) {
      var a = cs[k - 1], b = cs[k];
      if (a.top !== null && b.top !== null && Math.abs(a.top - b.top) > 2
          && letter.test(a.c) && letter.test(b.c)) split = true;
    }
    if (!split) return;
    var block = w.startNode.parentElement;
    while (block && getComputedStyle(block).display.indexOf('inline') === 0) block = block.parentElement;
    var style = getComputedStyle(block);
    var room = block.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    var probe = d.createElement('span');
    probe.style.whiteSpace = 'nowrap';
    probe.textContent = w.text;
    w.startNode.parentElement.appendChild(probe);
    var width = probe.getBoundingClientRect().width;
    probe.remove();
    if (width <= room) broken.push(w.text);
  });
  return JSON.stringify({ width: e.scrollWidth, height: e.scrollHeight,
    marked: count('LAST'), combat: count('COMBAT'), broken: broken });
})()"#;

/// Measure the page open in `page`.
fn measure(page: &mut Page) -> Measure {
    let script = MEASURE.replace("LAST", LAST_MOVE_STYLE).replace("COMBAT", COMBAT_STYLE);
    let text = page.eval(&script);
    let v: serde_json::Value = serde_json::from_str(text.as_str().expect("the figures")).expect("JSON");
    let n = |k: &str| v[k].as_u64().map_or(0, |n| n as u32);
    Measure {
        width: n("width"),
        height: n("height"),
        marked: n("marked"),
        combat: n("combat"),
        broken: v["broken"]
            .as_array()
            .map(|a| a.iter().filter_map(|w| w.as_str().map(str::to_string)).collect())
            .unwrap_or_default(),
    }
}
