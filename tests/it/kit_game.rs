//! A whole blind game through the referee on local Maildirs, in which the
//! players use only the player kit. The referee is the real `estafette`
//! binary with a configuration file: `poll --maildir` reads the players'
//! mails from its Maildir, `send` delivers its own into one Maildir per
//! player (`maildir_out`), and the invitations carry the kit's page
//! (`kit_attach`), which is the page each player then uses.
//!
//! Each player has a headless Chromium of their own (their own profile) and
//! every turn is a fresh page session: the page is loaded, the secret
//! restored (Alice's from the page's storage in her profile; Bob's browser
//! lets the page store nothing, and his comes from the file the page gave
//! him to download), the referee's last mail opened as
//! the `.eml` file in the page's view, and the lines the page gives (the
//! commitment, the openings, the final reveal) mailed with the move typed,
//! signed in the page's Sign box with the key the sealed secret holds (the
//! commitment registers it, and the referee then takes only signed mails).
//! Bob plays in French: the French page and the referee's French mails
//! (quoted-printable, decoded by the page). The game ends on the capture
//! of North's Flag; the transcript attached to the last mail verifies in
//! the page and with `estafette verify`.
//!
//! Like tests/it/kit.rs, it passes with a message where Chromium is
//! missing, unless `ESTAFETTE_BROWSER_TESTS=1`.

use crate::browser::Browser;
use crate::common;
use crate::kit::{build_page, run_for_result, script_json};

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

use mail_parser::{MessageParser, MimeHeaders};
use serde_json::{json, Value};

/// Both players' army (as each side's SETUP text reads it).
const ARMY: &str = "2 2 7 M 2 10 M 2 3\n6 5 9 2 4 S 2 6 3\n8 3 M 6 5 7 3 4 4\n5 F M 8 6 4 2 5 2\n";

const REFEREE: &str = "referee@example.net";

/// The session in which a player seals: the army imported, sealed for the
/// game and turn the invitation gave; what the page offered for download
/// is kept (as the browser would save it).
const SEAL: &str = r#"
(function () {
  document.currentScript.remove();
  document.getElementById('kit-wasm').remove();
  var input = INPUT;
  // A player whose browser keeps nothing: the page may not store.
  var block = function () {
    Object.defineProperty(window, 'localStorage', { configurable: true,
      get: function () { throw new DOMException('storage is off', 'SecurityError'); } });
  };
  // A load the browser cut short (see run_for_result) may have sealed
  // already: the sealing session starts from an empty store.
  if (input.keeps_file) block(); else localStorage.clear();
  var $ = function (id) { return document.getElementById(id); };
  var out = {};
  var finish = function () {
    document.body.textContent = '';
    document.querySelectorAll('script').forEach(function (s) { s.remove(); });
    document.body.setAttribute('data-result', JSON.stringify(out));
  };
  var offered = null;
  var make = URL.createObjectURL;
  URL.createObjectURL = function (blob) { offered = blob; return make.call(URL, blob); };
  window.estafetteKit.ready.then(function () {
    $('lang').value = input.lang;
    $('lang').dispatchEvent(new Event('change'));
    out.heading = $('seal').querySelector('h2').textContent;
    $('side').value = input.side;
    $('side').dispatchEvent(new Event('change'));
    $('setup-text').value = input.army;
    $('import').click();
    out.imported = $('army-message').className;
    $('game').value = input.game;
    $('turn').value = input.turn;
    $('do-seal').click();
    out.sealed = $('seal-message').className;
    out.commit = $('commit-text').value;
    out.file = $('download').download;
    return offered.text().then(function (text) { out.secret = text; });
  }).catch(function (e) { out.error = String(e); }).then(finish);
})();
"#;

/// A turn's session: the secret restored (from the file given, else from
/// the page's storage), the referee's last mail opened in the view, then
/// the openings and the reveal asked for, and the mail's lines (those and
/// the move typed) signed in the Sign box after the mail's `Log-Head:`.
const TURN: &str = r#"
(function () {
  document.currentScript.remove();
  document.getElementById('kit-wasm').remove();
  var input = INPUT;
  // A player whose browser keeps nothing: the file is the only copy.
  if (input.secret) {
    Object.defineProperty(window, 'localStorage', { configurable: true,
      get: function () { throw new DOMException('storage is off', 'SecurityError'); } });
  }
  var $ = function (id) { return document.getElementById(id); };
  var out = {};
  var finish = function () {
    document.body.textContent = '';
    document.querySelectorAll('script').forEach(function (s) { s.remove(); });
    document.body.setAttribute('data-result', JSON.stringify(out));
  };
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
  // A file chosen with a file button, as the player does.
  var choose = function (id, name, text) {
    var files = new DataTransfer();
    files.items.add(new File([text], name));
    $(id).files = files.files;
    $(id).dispatchEvent(new Event('change'));
  };
  var cells = function (c) {
    return Array.from($('view-board').querySelectorAll(c), function (e) { return e.title + '=' + e.textContent; });
  };
  window.estafetteKit.ready.then(function () {
    $('lang').value = input.lang;
    $('lang').dispatchEvent(new Event('change'));
    out.heading = $('play').querySelector('h2').textContent;
    out.stored = Array.from($('secrets').options, function (o) { return o.value; });
    if (!input.secret) return;
    choose('secret-file', input.file, input.secret);
    return until(function () { return $('play-message').textContent !== ''; });
  }).then(function () {
    out.loaded = $('play-message').textContent;
    choose('mail-file', 'last.eml', input.mail);
    return until(function () { return $('view-message').textContent !== ''; });
  }).then(function () {
    out.view = { kind: $('view-message').className, words: $('view-message').textContent,
      own: cells('.sq.own'), enemy: cells('.sq.enemy') };
    if (input.opens.length) {
      $('squares').value = input.opens.join(' ');
      $('do-open').click();
      out.open = [$('play-message').className, $('play-text').value];
    }
    if (input.reveal) {
      $('do-reveal').click();
      out.reveal = [$('play-message').className, $('play-text').value];
    }
    // The mail's lines signed in the Sign box with the same secret.
    var lines = (out.open ? out.open[1] : '') + (out.reveal ? out.reveal[1] : '') + input.mv;
    $('sign-head').value = input.head;
    $('sign-commands').value = lines;
    $('do-sign').click();
    out.signed = [$('sign-message').className, $('sign-text').value];
  }).catch(function (e) { out.error = String(e); }).then(finish);
})();
"#;

/// Verifying the finished game's transcript in the page, opened as a file.
const VERIFY: &str = r#"
(function () {
  document.currentScript.remove();
  document.getElementById('kit-wasm').remove();
  var input = INPUT;
  var $ = function (id) { return document.getElementById(id); };
  var out = {};
  var finish = function () {
    document.body.textContent = '';
    document.querySelectorAll('script').forEach(function (s) { s.remove(); });
    document.body.setAttribute('data-result', JSON.stringify(out));
  };
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
  window.estafetteKit.ready.then(function () {
    $('lang').value = 'en';
    $('lang').dispatchEvent(new Event('change'));
    var files = new DataTransfer();
    files.items.add(new File([input.transcript], input.name));
    $('transcript-file').files = files.files;
    $('transcript-file').dispatchEvent(new Event('change'));
    return until(function () { return $('verify-result').textContent !== ''; });
  }).then(function () {
    out.verified = [$('verify-result').className, $('verify-result').textContent];
    out.plies = $('replay-slider').max;
  }).catch(function (e) { out.error = String(e); }).then(finish);
})();
"#;

/// The referee: the binary, its configuration, database and key file in a
/// folder of its own, its incoming Maildir and the players' Maildirs.
struct Referee {
    dir: tempfile::TempDir,
    delivered: usize,
}

impl Referee {
    fn new(page: &Path) -> Referee {
        let dir = tempfile::tempdir().expect("the referee's folder");
        let config = format!(
            "db = 'ref.db'\nkey_file = 'ref.key'\naddress = '{REFEREE}'\nmaildir_out = 'out'\n\
             kit_attach = true\nkit_file = '{}'\n",
            page.display()
        );
        std::fs::write(dir.path().join("estafette.toml"), config).expect("the configuration");
        for sub in ["new", "cur", "tmp"] {
            std::fs::create_dir_all(dir.path().join("inbox").join(sub)).expect("the referee's Maildir");
        }
        let r = Referee { dir, delivered: 0 };
        r.run(&["init"]);
        r
    }

    /// Runs the binary in the referee's folder (which holds its
    /// configuration file); its standard output.
    fn run(&self, args: &[&str]) -> String {
        let o = crate::common::estafette_bin()
            .current_dir(self.dir.path())
            .args(args)
            .output()
            .expect("the binary");
        let said = String::from_utf8_lossy(&o.stdout).into_owned();
        assert!(
            o.status.success(),
            "estafette {args:?}: {said}{}",
            String::from_utf8_lossy(&o.stderr)
        );
        said
    }

    /// A player's mail arrives in the referee's Maildir; the referee polls
    /// it and sends what it decided.
    fn deliver(&mut self, raw: &str) {
        self.delivered += 1;
        let name = format!("{}.player.eml", self.delivered);
        let new = self.dir.path().join("inbox/new");
        std::fs::write(new.join(&name), raw).expect("the mail");
        self.run(&["poll", "--maildir", "inbox"]);
        assert!(!new.join(&name).exists(), "the referee took the mail in");
        self.run(&["send"]);
    }

    /// The Maildir the referee delivers `address`'s mail into.
    fn maildir_of(&self, address: &str) -> PathBuf {
        self.dir.path().join("out").join(address)
    }
}

/// A mail the referee sent, as the player's mail program reads it.
struct Mail {
    raw: String,
    text: String,
    subject: String,
    reply_to: String,
    message_id: String,
    /// The attachments: name and content.
    files: Vec<(String, Vec<u8>)>,
}

impl Mail {
    fn read(raw: Vec<u8>) -> Mail {
        let m = MessageParser::default().parse(&raw).expect("a mail");
        let reply_to = m
            .reply_to()
            .and_then(|a| a.first())
            .and_then(|a| a.address())
            .expect("a reply address")
            .to_string();
        let files = m
            .attachments()
            .map(|a| {
                (
                    a.attachment_name().unwrap_or_default().to_string(),
                    a.contents().to_vec(),
                )
            })
            .collect();
        Mail {
            text: m.body_text(0).unwrap_or_default().into_owned(),
            subject: m.subject().unwrap_or_default().to_string(),
            reply_to,
            message_id: m.message_id().unwrap_or_default().to_string(),
            files,
            raw: String::from_utf8_lossy(&raw).into_owned(),
        }
    }

    /// The position of the log it reports (`Log-Head: GAME N HEX`).
    fn log_position(&self) -> u64 {
        common::receipt(&self.text).map_or(0, |h| h.n)
    }

    /// The last `Log-Head:` line it carries, as a player copies it: the
    /// line and, when it is folded, the line that goes on with it.
    fn log_head(&self) -> String {
        let lines: Vec<&str> = self.text.lines().map(str::trim_end).collect();
        let Some(at) = lines.iter().rposition(|l| l.starts_with("Log-Head:")) else {
            return String::new();
        };
        let end = if lines[at].ends_with('\\') { at + 2 } else { at + 1 };
        lines[at..end.min(lines.len())].join("\n")
    }

    fn file(&self, ends: &str) -> Option<&(String, Vec<u8>)> {
        self.files.iter().find(|(name, _)| name.ends_with(ends))
    }
}

/// One player: their address and language, their browser (their own
/// profile), what they received and the secret file they keep (if they
/// keep it as a file).
struct Player {
    name: &'static str,
    address: &'static str,
    lang: &'static str,
    side: &'static str,
    browser: Browser,
    page: String,
    seen: BTreeSet<String>,
    last: Option<Mail>,
    keeps_file: bool,
    secret: Option<(String, String)>,
    sent: usize,
}

impl Player {
    fn new(name: &'static str, lang: &'static str, side: &'static str, keeps_file: bool) -> Option<Player> {
        Some(Player {
            name,
            address: if side == "south" {
                "alice@example.org"
            } else {
                "bob@example.org"
            },
            lang,
            side,
            browser: Browser::find()?,
            page: String::new(),
            seen: BTreeSet::new(),
            last: None,
            keeps_file,
            secret: None,
            sent: 0,
        })
    }

    /// Reads the mails the referee delivered since the last look; keeps
    /// the latest (by the log position it reports) as the one to answer.
    fn receive(&mut self, referee: &Referee) -> usize {
        let new = referee.maildir_of(self.address).join("new");
        let mut names: Vec<String> = std::fs::read_dir(&new)
            .map(|d| {
                d.filter_map(|e| Some(e.ok()?.file_name().to_string_lossy().into_owned()))
                    .collect()
            })
            .unwrap_or_default();
        names.retain(|n| !self.seen.contains(n));
        names.sort();
        let count = names.len();
        for name in names {
            let mail = Mail::read(std::fs::read(new.join(&name)).expect("a delivered mail"));
            if self
                .last
                .as_ref()
                .is_none_or(|l| mail.log_position() >= l.log_position())
            {
                self.last = Some(mail);
            }
            self.seen.insert(name);
        }
        count
    }

    fn last(&self) -> &Mail {
        self.last.as_ref().expect("a mail from the referee")
    }

    /// A page session with `script` (its INPUT filled), in this player's
    /// browser; what the script reported.
    fn session(&self, what: &str, script: &str, input: &Value) -> Value {
        let dir = crate::kit::target_dir().join("kit");
        let name = format!("kit-game-{}-{what}.html", self.side);
        let script = script.replace("INPUT", &script_json(input));
        let page = crate::kit::with_script(&dir, &name, &self.page, &script);
        let out = run_for_result(&self.browser, &page);
        assert!(out.get("error").is_none(), "{} {what}: {out:#}", self.name);
        out
    }

    /// The mail a player writes to the referee: a reply to the referee's
    /// last mail whose body is `lines`. Every command mail of the game is
    /// made here.
    fn command_mail(&mut self, lines: &str) -> String {
        self.sent += 1;
        let last = self.last();
        let body = lines.trim_end().replace('\n', "\r\n");
        format!(
            "From: {} <{}>\r\nTo: <{}>\r\nSubject: Re: {}\r\nMessage-ID: <{}.{}>\r\n\
             In-Reply-To: <{}>\r\nMIME-Version: 1.0\r\nContent-Type: text/plain; charset=utf-8\r\n\
             Content-Transfer-Encoding: 8bit\r\n\r\n{body}\r\n",
            self.name,
            self.address,
            last.reply_to,
            header_words(&last.subject),
            self.sent,
            self.address,
            last.message_id
        )
    }
}

/// A header's value in RFC 2047 words when it is not ASCII.
fn header_words(text: &str) -> String {
    if text.is_ascii() {
        return text.to_string();
    }
    let q: String = text
        .bytes()
        .map(|b| match b {
            b'a'..=b'z' | b'A'..=b'Z' | b'0'..=b'9' => char::from(b).to_string(),
            b' ' => "_".into(),
            _ => format!("={b:02X}"),
        })
        .collect();
    format!("=?utf-8?q?{q}?=")
}

/// The game, side and turn of `estafette seal GAME SIDE ARMYFILE --turn T`
/// in the invitation.
fn seal_words(invitation: &Mail) -> (String, String, String) {
    let text = common::flat(&invitation.text);
    let at = text.find("estafette seal ").expect("the seal command");
    let words: Vec<&str> = text[at..].split_whitespace().collect();
    (words[2].into(), words[3].into(), words[6].into())
}

impl Player {
    /// The invitation: its attached page is the kit this player uses.
    fn take_invitation(&mut self, built: &str) {
        let (name, page) = self.last().file(".html").cloned().expect("the kit attached");
        assert_eq!(name, "estafette-kit.html");
        self.page = String::from_utf8_lossy(&page).replace("\r\n", "\n");
        // The kit built, with the invitation in it for the page to read.
        let (kit, invitation) = crate::kit_invite::invitation_in(&page);
        assert!(kit == built, "the attached page is the kit built");
        assert_eq!(invitation["side"], serde_json::json!(self.side));
    }

    /// Seals the army in the page; the commitment lines.
    fn seal(&mut self) -> String {
        let (game, side, turn) = seal_words(self.last());
        assert_eq!(side, self.side);
        let input = json!({
            "lang": self.lang, "side": side, "army": ARMY, "game": game, "turn": turn, "keeps_file": self.keeps_file,
        });
        let out = self.session("seal", SEAL, &input);
        assert_eq!(out["imported"], "message ok", "{out:#}");
        assert_eq!(out["sealed"], "message ok", "{out:#}");
        let heading = if self.lang == "fr" {
            "2. Scellez-la"
        } else {
            "2. Seal it"
        };
        assert_eq!(out["heading"], heading, "{out:#}");
        let file = out["file"].as_str().unwrap_or_default().to_string();
        assert_eq!(file, format!("{game}-{side}.secret.json"));
        let secret = out["secret"].as_str().unwrap_or_default().to_string();
        assert!(secret.contains(&game), "{out:#}");
        if self.keeps_file {
            self.secret = Some((file, secret));
        }
        out["commit"].as_str().unwrap_or_default().to_string()
    }

    /// A turn: a fresh page session reads the referee's last mail in the
    /// view and gives the openings of `opens` (and the reveal if asked);
    /// what the page reported.
    fn turn(&self, opens: &[&str], reveal: bool, mv: &str) -> Value {
        let (file, secret) = self.secret.clone().unzip();
        let input = json!({
            "lang": self.lang, "mail": self.last().raw, "file": file, "secret": secret,
            "opens": opens, "reveal": reveal, "mv": mv, "head": self.last().log_head(),
        });
        let out = self.session(&format!("turn-{}", self.sent + 1), TURN, &input);
        let stored = out["stored"].as_array().cloned().unwrap_or_default();
        if self.keeps_file {
            assert!(stored.is_empty(), "{out:#}");
            assert_eq!(out["loaded"], "Fichier secret chargé.", "{out:#}");
        } else {
            assert_eq!(stored.len(), 1, "the page kept the secret: {out:#}");
        }
        let heading = if self.lang == "fr" {
            "3. Ouvrir et dévoiler"
        } else {
            "3. Open and reveal"
        };
        assert_eq!(out["heading"], heading, "{out:#}");
        assert_eq!(out["signed"][0], "message ok", "{out:#}");
        let signed = out["signed"][1].as_str().unwrap_or_default();
        assert!(signed.lines().any(|l| l.starts_with("sig ")), "{out:#}");
        out
    }

    /// A move turn: the view shows this player's board, `own` among their
    /// pieces (`SQUARE=RANK`); the mail carries the openings and `mv`.
    fn move_turn(&mut self, referee: &mut Referee, opens: &[&str], own: &str, mv: &str) {
        let out = self.turn(opens, false, mv);
        let view = &out["view"];
        assert_eq!(view["kind"], "message ok", "{out:#}");
        let me = if self.lang == "fr" {
            "vous êtes Nord"
        } else {
            "you are South"
        };
        assert!(view["words"].as_str().is_some_and(|w| w.contains(me)), "{out:#}");
        assert!(
            view["own"].as_array().is_some_and(|o| o.iter().any(|c| c == own)),
            "{own}: {out:#}"
        );
        if !opens.is_empty() {
            assert_eq!(out["open"][0], "message ok", "{out:#}");
        }
        let mail = self.command_mail(out["signed"][1].as_str().unwrap_or_default());
        referee.deliver(&mail);
    }
}

#[test]
fn a_blind_game_through_the_referee_played_with_the_kit_only() {
    let (Some(mut alice), Some(mut bob)) = (
        Player::new("Alice", "en", "south", false),
        Player::new("Bob", "fr", "north", true),
    ) else {
        return;
    };
    let page = build_page();
    let built = std::fs::read_to_string(&page).expect("the page");
    let mut referee = Referee::new(&page);
    let id = referee.run(&[
        "new",
        "lattaque",
        "--first",
        "Alice <alice@example.org>",
        "--second",
        "Bob <bob@example.org>",
        "--moves-first",
        "first",
        "--mode",
        "blind",
        "--time",
        "3d",
        "--grace",
        "1d",
        "--lang-second",
        "fr",
    ]);
    let id = id.trim().to_string();
    referee.run(&["send"]);
    for p in [&mut alice, &mut bob] {
        assert_eq!(p.receive(&referee), 1, "{}'s invitation", p.name);
        p.take_invitation(&built);
    }
    // Bob's mail is French, quoted-printable on the wire, decoded.
    let invitation = bob.last();
    assert!(invitation.raw.contains("quoted-printable"), "{}", invitation.raw);
    assert!(
        common::flat(&invitation.text).contains("Le kit du joueur est joint à ce courrier (estafette-kit.html)"),
        "{}",
        invitation.text
    );
    assert!(!invitation.raw.contains("joint à ce"), "{}", invitation.raw);

    let commit = alice.seal();
    play(&mut referee, &mut alice, &mut bob, Side::South, &commit);
    let commit = bob.seal();
    play(&mut referee, &mut alice, &mut bob, Side::North, &commit);
    game(&mut referee, &mut alice, &mut bob);
    verify_the_end(&referee, &alice, &id);
}

#[derive(Clone, Copy)]
enum Side {
    South,
    North,
}

/// `side` mails `lines` (not through a page session: the commitment the
/// sealing session gave); both players then read what the referee sent.
fn play(referee: &mut Referee, alice: &mut Player, bob: &mut Player, side: Side, lines: &str) {
    let p = match side {
        Side::South => &mut *alice,
        Side::North => &mut *bob,
    };
    let mail = p.command_mail(lines);
    referee.deliver(&mail);
    alice.receive(referee);
    bob.receive(referee);
}

/// The moves, each a turn of a fresh page session, up to the capture of
/// North's Flag and both reveals.
fn game(referee: &mut Referee, alice: &mut Player, bob: &mut Player) {
    let turns: [(Side, &[&str], &str, &str); 7] = [
        (Side::South, &[], "a4=2", "a4-a5"),
        (Side::North, &[], "a7=5", "a7-a6"),
        (Side::South, &["a4"], "a5=2", "a5xa6"),
        (Side::North, &["a7"], "i7=2", "i7-i6"),
        (Side::South, &["b4"], "b4=2", "b4-b6"),
        (Side::North, &[], "i6=2", "i6-i5"),
        (Side::South, &[], "b6=2", "b6xb7"),
    ];
    for (side, opens, own, mv) in turns {
        let p = match side {
            Side::South => &mut *alice,
            Side::North => &mut *bob,
        };
        p.move_turn(referee, opens, own, mv);
        alice.receive(referee);
        bob.receive(referee);
    }
    // The attack on b7 asks North to open it.
    let out = bob.turn(&["b7"], false, "");
    assert_eq!(out["open"][0], "message ok", "{out:#}");
    let lines = out["signed"][1].as_str().unwrap_or_default().to_string();
    let mail = bob.command_mail(&lines);
    referee.deliver(&mail);
    for p in [&mut *alice, &mut *bob] {
        p.receive(referee);
        assert!(p.last().text.contains("estafette reveal"), "{}", p.last().text);
    }
    // Both reveal with the page: North, then South.
    for p in [&mut *bob, &mut *alice] {
        let out = p.turn(&[], true, "");
        assert_eq!(out["reveal"][0], "message ok", "{out:#}");
        let lines = out["signed"][1].as_str().unwrap_or_default().to_string();
        let mail = p.command_mail(&lines);
        referee.deliver(&mail);
    }
    alice.receive(referee);
    bob.receive(referee);
}

/// The game is over, South the winner, and the transcript attached to
/// Alice's last mail verifies with `estafette verify` and in the page.
fn verify_the_end(referee: &Referee, alice: &Player, id: &str) {
    let list = referee.run(&["list"]);
    let row = list
        .lines()
        .find(|l| l.starts_with(&format!("{id} ")))
        .unwrap_or_default();
    assert!(row.ends_with("Alice won (South captured North's Flag)"), "{list}");
    let last = alice.last();
    let (name, body) = last.file(".json").cloned().expect("the transcript attached");
    let transcript = String::from_utf8_lossy(&body).replace("\r\n", "\n");
    let file = referee.dir.path().join(&name);
    std::fs::write(&file, &transcript).expect("the transcript file");
    let said = referee.run(&["verify", &file.to_string_lossy()]);
    assert!(said.contains("verified"), "{said}");

    let browser = Browser::find().expect("the browser");
    let script = VERIFY.replace(
        "INPUT",
        &script_json(&json!({ "transcript": transcript, "name": name })),
    );
    let dir = crate::kit::target_dir().join("kit");
    let out = run_for_result(
        &browser,
        &crate::kit::with_script(&dir, "kit-game-verify.html", &alice.page, &script),
    );
    assert!(out.get("error").is_none(), "{out:#}");
    assert_eq!(out["verified"][0], "message ok", "{out:#}");
    let words = out["verified"][1].as_str().unwrap_or_default();
    assert!(words.starts_with(&format!("verified: {id}")), "{words}");
    assert!(words.contains("Alice"), "{words}");
    assert_eq!(out["plies"], "7", "{out:#}");
}
