//! A whole blind game through the referee on local Maildirs, in which the
//! players use only the player kit. The referee is the real `estafette`
//! binary with a configuration file: `poll --maildir` reads the players'
//! mails from its Maildir, `send` delivers its own into one Maildir per
//! player (`maildir_out`), and the invitations carry the kit's page
//! (`kit_attach`), which is the page each player then uses.
//!
//! Each player has a headless Chromium of their own (their own profile),
//! driven over the DevTools protocol, and every turn is a fresh page
//! session, as a player opens the attachment again: the secret file the
//! page gave for download is loaded, the referee's last mail opened as its
//! `.eml` file, the move tapped on the board, and the one reply the page
//! makes (the `open` lines the mail asks for or the move needs, the final
//! reveal when the mail asks for it, the move, the `sig` line) is mailed
//! as it is. Bob plays in French: the French page and the referee's
//! French mails (quoted-printable, decoded by the page). The game ends on
//! the capture of North's Flag; the transcript attached to the last mail
//! verifies in the page, proven by Alice's last `Log-Head:` line, and with
//! `estafette verify`.
//!
//! Like tests/it/kit.rs, it passes with a message where Chromium is
//! missing, unless `ESTAFETTE_BROWSER_TESTS=1`.

use crate::common;
use crate::common::BLIND_ARMY as ARMY;
use crate::devtools::Chrome;
use crate::kit::{build_page, run};

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

use mail_parser::{MessageParser, MimeHeaders};
use serde_json::{json, Value};

const REFEREE: &str = "referee@example.net";

/// The session in which a player seals: the invitation opened as a file
/// (the game, side and turn taken from it), the army imported and sealed;
/// what the page offered for download is kept (as the browser saves it).
const SEAL: &str = r#"
lang(input.lang);
var out = { heading: $('seal').querySelector('h2').textContent };
$('tab-seal').click();
choose('invite-file', 'invitation.eml', input.invitation);
await until(function () { return $('invite-message').textContent !== ''; });
out.invited = [$('invite-message').className, $('game').value, $('side').value, $('turn-order').value];
$('setup-text').value = input.army;
$('import').click();
out.imported = $('army-message').className;
var offered = null;
var make = URL.createObjectURL;
URL.createObjectURL = function (blob) { offered = blob; return make.call(URL, blob); };
$('do-seal').click();
out.sealed = $('seal-message').className;
out.commit = $('commit-text').value;
out.file = $('download').download;
out.secret = await offered.text();
return out;
"#;

/// A turn's session: the secret file loaded, the referee's last mail
/// opened, the move (if any) tapped on the board, the reply made.
const TURN: &str = r#"
lang(input.lang);
var out = { heading: $('turn').querySelector('h2').textContent };
choose('secret-file', input.file, input.secret);
await until(function () { return $('secret-message').textContent !== ''; });
out.loaded = $('secret-message').textContent;
choose('mail-file', 'last.eml', input.mail);
await until(function () { return $('view-message').textContent !== ''; });
var cells = function (c) {
  return Array.from($('view-board').querySelectorAll(c), function (e) { return e.title + '=' + e.textContent; });
};
out.view = { kind: $('view-message').className, words: $('view-message').textContent,
  own: cells('.sq.own'), opens: $('opens').value, reveal: $('reveal').checked };
if (input.mv) {
  var tap = function (sq) { $('view-board').querySelector('[data-square="' + sq + '"]').click(); };
  tap(input.from);
  tap(input.to);
  out.tapped = $('move').value;
}
$('do-reply').click();
out.reply = [$('reply-message').className, $('reply-message').textContent, $('reply-text').value];
return out;
"#;

/// Verifying the finished game's transcript in the page, opened as a file,
/// with the player's last `Log-Head:` line.
const VERIFY: &str = r#"
lang('en');
$('tab-verify').click();
$('head').value = input.head;
choose('transcript-file', input.name, input.transcript);
await until(function () { return $('verify-result').textContent !== ''; });
return { verified: [$('verify-result').className, $('verify-result').textContent], plies: $('replay-slider').max };
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
/// profile), the kit as it came attached (a file in their own folder),
/// what they received and the secret file the page gave them.
struct Player {
    name: &'static str,
    address: &'static str,
    lang: &'static str,
    side: &'static str,
    chrome: Chrome,
    folder: tempfile::TempDir,
    seen: BTreeSet<String>,
    last: Option<Mail>,
    secret: Option<(String, String)>,
    sent: usize,
}

impl Player {
    fn new(name: &'static str, lang: &'static str, side: &'static str) -> Option<Player> {
        Some(Player {
            name,
            address: if side == "south" {
                "alice@example.org"
            } else {
                "bob@example.org"
            },
            lang,
            side,
            chrome: Chrome::start()?,
            folder: tempfile::tempdir().expect("the player's folder"),
            seen: BTreeSet::new(),
            last: None,
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

    /// The kit as this player saved it from the invitation.
    fn kit(&self) -> PathBuf {
        self.folder.path().join("estafette-kit.html")
    }

    /// A fresh page session with `script` (see `kit::run`), in this
    /// player's browser; what the script returned.
    fn session(&self, script: &str, input: &Value) -> Value {
        let mut page = self.chrome.page();
        page.open(&self.kit());
        run(&mut page, input, script)
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

impl Player {
    /// The invitation: its attached page is the kit this player uses.
    fn take_invitation(&mut self, built: &str) {
        let (name, page) = self.last().file(".html").cloned().expect("the kit attached");
        assert_eq!(name, "estafette-kit.html");
        let page = String::from_utf8_lossy(&page).replace("\r\n", "\n");
        // The kit built, with the invitation in it for the page to read.
        let (kit, invitation) = crate::kit_invite::invitation_in(page.as_bytes());
        assert!(kit == built, "the attached page is the kit built");
        assert_eq!(invitation["side"], serde_json::json!(self.side));
        std::fs::write(self.kit(), page).expect("the kit saved");
    }

    /// Seals the army in the page, with what the invitation says; the
    /// commitment lines.
    fn seal(&mut self) -> String {
        let input = json!({ "lang": self.lang, "army": ARMY, "invitation": self.last().raw });
        let out = self.session(SEAL, &input);
        let game = out["invited"][1].as_str().unwrap_or_default().to_string();
        assert_eq!(out["invited"][0], "message ok", "{out:#}");
        assert_eq!(out["invited"][2], self.side, "{out:#}");
        let turn = if self.side == "south" { "first" } else { "second" };
        assert_eq!(out["invited"][3], turn, "{out:#}");
        assert_eq!(out["imported"], "message ok", "{out:#}");
        assert_eq!(out["sealed"], "message ok", "{out:#}");
        let heading = if self.lang == "fr" {
            "Nouvelle partie : disposez et scellez votre armée"
        } else {
            "New game: arrange and seal your army"
        };
        assert_eq!(out["heading"], heading, "{out:#}");
        let file = out["file"].as_str().unwrap_or_default().to_string();
        assert_eq!(file, format!("{game}-{}.secret.json", self.side));
        let secret = out["secret"].as_str().unwrap_or_default().to_string();
        assert!(secret.contains(&game), "{out:#}");
        self.secret = Some((file, secret));
        out["commit"].as_str().unwrap_or_default().to_string()
    }

    /// A turn: a fresh page session reads the referee's last mail and makes
    /// the reply, with `mv` tapped if there is one; what the page reported.
    fn turn(&self, mv: &str) -> Value {
        let (file, secret) = self.secret.clone().expect("a secret file");
        let (from, to) = (
            mv.get(..2).unwrap_or_default(),
            mv.get(mv.len().saturating_sub(2)..).unwrap_or_default(),
        );
        let input = json!({
            "lang": self.lang, "mail": self.last().raw, "file": file, "secret": secret,
            "mv": mv, "from": from, "to": to,
        });
        let out = self.session(TURN, &input);
        let loaded = if self.lang == "fr" {
            "Fichier secret de"
        } else {
            "Secret file of"
        };
        assert!(out["loaded"].as_str().is_some_and(|l| l.starts_with(loaded)), "{out:#}");
        let heading = if self.lang == "fr" { "Votre tour" } else { "Your turn" };
        assert_eq!(out["heading"], heading, "{out:#}");
        assert_eq!(out["view"]["kind"], "message ok", "{out:#}");
        if !mv.is_empty() {
            assert_eq!(out["tapped"], mv, "{out:#}");
        }
        assert_eq!(out["reply"][0], "message ok", "{out:#}");
        let reply = out["reply"][2].as_str().unwrap_or_default();
        assert!(reply.lines().last().is_some_and(|l| l.starts_with("sig ")), "{out:#}");
        out
    }

    /// A turn whose reply opens the pieces that started on `opens` (as the
    /// mail asks, or the move needs) and carries `mv`; the view shows
    /// `own` among the player's pieces (`SQUARE=RANK`). The reply is mailed.
    fn move_turn(&mut self, referee: &mut Referee, opens: &[&str], own: &str, mv: &str) {
        let out = self.turn(mv);
        let view = &out["view"];
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
        let reply = out["reply"][2].as_str().unwrap_or_default().to_string();
        assert_eq!(opened(&reply), opens, "{out:#}");
        assert!(mv.is_empty() || reply.lines().any(|l| l == mv), "{out:#}");
        let mail = self.command_mail(&reply);
        referee.deliver(&mail);
    }
}

/// The starting squares a reply's `open` lines open.
fn opened(reply: &str) -> Vec<&str> {
    reply
        .lines()
        .filter_map(|l| l.strip_prefix("open "))
        .filter_map(|l| l.split_whitespace().next())
        .collect()
}

#[test]
fn a_blind_game_through_the_referee_played_with_the_kit_only() {
    let (Some(mut alice), Some(mut bob)) = (Player::new("Alice", "en", "south"), Player::new("Bob", "fr", "north"))
    else {
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
/// North's Flag and both reveals. The openings are the page's own: an
/// attack or a Scout's run opens its piece, and the mail after an attack
/// asks the defender to open theirs.
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
    // The attack on b7 asks North to open it: the page does, with no move.
    bob.move_turn(referee, &["b7"], "i5=2", "");
    for p in [&mut *alice, &mut *bob] {
        p.receive(referee);
        assert!(p.last().text.contains("estafette reveal"), "{}", p.last().text);
    }
    // Both reveal with the page, as the mail asks: North, then South.
    for side in [Side::North, Side::South] {
        let p = match side {
            Side::South => &mut *alice,
            Side::North => &mut *bob,
        };
        let out = p.turn("");
        assert_eq!(out["view"]["reveal"], true, "{out:#}");
        let reply = out["reply"][2].as_str().unwrap_or_default().to_string();
        assert!(reply.starts_with("reveal "), "{out:#}");
        let mail = p.command_mail(&reply);
        referee.deliver(&mail);
        alice.receive(referee);
        bob.receive(referee);
    }
}

/// The game is over, South the winner, and the transcript attached to
/// Alice's last mail verifies with `estafette verify` and in the page,
/// where Alice's last `Log-Head:` line proves the commands no signature
/// covers (the commitments).
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

    let input = json!({ "transcript": transcript, "name": name, "head": last.log_head() });
    let out = alice.session(VERIFY, &input);
    assert_eq!(out["verified"][0], "message ok", "{out:#}");
    let words = out["verified"][1].as_str().unwrap_or_default();
    assert!(words.starts_with(&format!("verified: {id}")), "{words}");
    assert!(
        words.contains("Alice") && words.contains("The 2 commands no signature covers are in the log"),
        "{words}"
    );
    assert_eq!(out["plies"], "7", "{out:#}");
}
