//! A test harness around the real shell: a real SQLite file and key file in
//! a temporary folder, a fixed key (so reply tokens are stable), fixed seeds
//! and a fake clock (so replies can be compared with golden files), and the
//! recording transport to collect what the referee sends.
#![allow(dead_code)]

use estafette::games::any::{GameKind, OptionsSpec};
use estafette::games::Side;
use estafette::mail::transport::RecordingTransport;
use estafette::service::{Config, Ingested, PlayerSpec, Service};
use std::cell::Cell;
use std::path::{Path, PathBuf};
use std::rc::Rc;

pub const KEY_HEX: &str = "0f1e2d3c4b5a69788796a5b4c3d2e1f00112233445566778899aabbccddeeff0";
pub const START: i64 = 1_795_000_000; // 2026-11-18

pub struct Harness {
    pub dir: tempfile::TempDir,
    pub svc: Service,
    pub clock: Rc<Cell<i64>>,
    pub transport: RecordingTransport,
    pub counter: u64,
}

/// One mail the referee sent, parsed.
#[derive(Clone, Debug)]
pub struct Sent {
    pub to: String,
    pub from: String,
    pub subject: String,
    pub text: String,
    pub html: String,
    /// The attachments: file name, MIME type and content.
    pub files: Vec<(String, String, Vec<u8>)>,
    pub raw: Vec<u8>,
}

impl Sent {
    /// Whether the text part says `phrase`, wherever its wrapping broke
    /// the lines (every run of white space counts as one space).
    pub fn says(&self, phrase: &str) -> bool {
        flat(&self.text).contains(&flat(phrase))
    }
}

/// `text` with every run of white space made one space.
pub fn flat(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

pub fn players() -> [PlayerSpec; 2] {
    [
        PlayerSpec {
            address: "alice@example.org".into(),
            name: "Alice".into(),
            lang: "en".into(),
        },
        PlayerSpec {
            address: "bob@example.org".into(),
            name: "Bob".into(),
            lang: "en".into(),
        },
    ]
}

pub fn config(dir: &Path) -> Config {
    Config::new(dir.join("referee.db"), dir.join("referee.key"), "referee@example.net")
}

pub fn write_key(path: &Path) {
    use std::io::Write;
    use std::os::unix::fs::OpenOptionsExt;
    let mut f = std::fs::OpenOptions::new()
        .write(true)
        .create_new(true)
        .mode(0o600)
        .open(path)
        .unwrap();
    writeln!(f, "{KEY_HEX}").unwrap();
}

impl Harness {
    pub fn new() -> Harness {
        let dir = tempfile::tempdir().unwrap();
        write_key(&dir.path().join("referee.key"));
        Harness::open(dir)
    }

    pub fn open(dir: tempfile::TempDir) -> Harness {
        let cfg = config(dir.path());
        if !cfg.db.exists() {
            estafette::service::init(&cfg).unwrap();
        }
        let mut svc = Service::open(cfg).unwrap();
        let clock = Rc::new(Cell::new(START));
        let c = clock.clone();
        svc.now = Box::new(move || c.get());
        let mut n = 0u8;
        svc.seeds = Box::new(move || {
            n = n.wrapping_add(1);
            Ok([n; 32])
        });
        Harness {
            dir,
            svc,
            clock,
            transport: RecordingTransport::new(),
            counter: 0,
        }
    }

    pub fn db(&self) -> PathBuf {
        self.dir.path().join("referee.db")
    }

    /// A blind L'Attaque game between `players`, South moving first, three
    /// days a move and a day's grace (a blind game needs a clock).
    pub fn new_blind_game(&mut self, spec: OptionsSpec, players: [PlayerSpec; 2]) -> String {
        let clock = estafette::referee::clock::TimeControl::parse("3d", Some("1d")).expect("a time control");
        self.svc
            .new_game_mode(
                GameKind::Lattaque,
                spec,
                players,
                Some(Side::First),
                Some(clock),
                "blind",
            )
            .expect("a blind game")
    }

    pub fn new_game(&mut self, kind: GameKind, spec: OptionsSpec, first: Side) -> String {
        self.svc.new_game(kind, spec, players(), Some(first), None).unwrap()
    }

    /// Flush the outbox and return what was sent, parsed.
    pub fn flush(&mut self) -> Vec<Sent> {
        self.svc.send(&self.transport).unwrap();
        self.transport
            .take()
            .into_iter()
            .map(|m| {
                let msg = mail_parser::MessageParser::default()
                    .parse(&m.raw)
                    .expect("referee mail parses");
                // The referee writes its HTML views so that they go out as
                // 7bit (ASCII, short lines), without quoted-printable; only
                // a monospace block (<pre>) may need it.
                use mail_parser::MimeHeaders;
                if let Some(part) = msg
                    .html_part(0)
                    .filter(|p| p.content_type().and_then(|c| c.subtype()) == Some("html"))
                {
                    let html = msg.body_html(0).unwrap_or_default();
                    if !html.contains("<pre") {
                        assert_eq!(
                            part.content_transfer_encoding(),
                            Some("7bit"),
                            "HTML part of a mail to {:?}",
                            m.to
                        );
                    }
                }
                Sent {
                    to: m.to.join(","),
                    from: msg
                        .from()
                        .and_then(|a| a.first())
                        .and_then(|a| a.address())
                        .unwrap_or("")
                        .to_string(),
                    subject: msg.subject().unwrap_or("").to_string(),
                    text: msg.body_text(0).map(|t| t.replace("\r\n", "\n")).unwrap_or_default(),
                    html: msg.body_html(0).map(|t| t.to_string()).unwrap_or_default(),
                    files: msg
                        .attachments()
                        .map(|a| {
                            let kind = a
                                .content_type()
                                .map(|c| format!("{}/{}", c.ctype(), c.subtype().unwrap_or("")))
                                .unwrap_or_default();
                            (
                                a.attachment_name().unwrap_or("").to_string(),
                                kind,
                                a.contents().to_vec(),
                            )
                        })
                        .collect(),
                    raw: m.raw.clone(),
                }
            })
            .collect()
    }

    /// A player's mail to the referee for `game`, as a mail client writes
    /// it, in answer to the referee's latest mail.
    pub fn mail(&mut self, game: &str, side: Side, body: &str) -> Vec<u8> {
        let to = self.svc.reply_address(game, side).unwrap();
        self.mail_to(&to, game, side, body)
    }

    /// [`Harness::mail`] written ahead, in answer to the mail the referee
    /// will send at log position `issued`.
    pub fn mail_at(&mut self, game: &str, side: Side, issued: u64, body: &str) -> Vec<u8> {
        let to = self.svc.reply_address_at(game, side, issued).unwrap();
        self.mail_to(&to, game, side, body)
    }

    /// [`Harness::mail`] to the address `to` (one a mail of the referee gave).
    pub fn mail_to(&mut self, to: &str, game: &str, side: Side, body: &str) -> Vec<u8> {
        let from = &players()[side.index()];
        self.counter += 1;
        self.clock.set(self.clock.get() + 3600);
        format!(
            "Return-Path: <{addr}>\r\nFrom: {name} <{addr}>\r\nTo: Estafette referee <{to}>\r\nSubject: Re: {game}\r\n\
             Date: Wed, 18 Nov 2026 10:00:00 +0000\r\nMessage-ID: <t{n}.{local}@example.org>\r\nMIME-Version: 1.0\r\n\
             Content-Type: text/plain; charset=utf-8\r\nContent-Transfer-Encoding: 8bit\r\n\r\n{body}\r\n\r\n\
             On Wed, 18 Nov 2026, Estafette referee wrote:\r\n> previous mail\r\n",
            name = from.name,
            addr = from.address,
            local = from.address.split('@').next().unwrap(),
            n = self.counter,
            body = body.replace('\n', "\r\n"),
        )
        .into_bytes()
    }

    pub fn ingest(&mut self, raw: &[u8]) -> Ingested {
        self.svc.ingest(raw).unwrap()
    }

    /// Send `body` as `side` and return the replies.
    pub fn play(&mut self, game: &str, side: Side, body: &str) -> (Ingested, Vec<Sent>) {
        let raw = self.mail(game, side, body);
        let r = self.ingest(&raw);
        (r, self.flush())
    }
}

/// The chain head a referee's mail carries (its folded `Log-Head:` line,
/// read as `verify --receipts` reads it), if any.
pub fn receipt(text: &str) -> Option<estafette::protocol::LogHead> {
    let line = estafette::protocol::log::mail_receipt(text)?;
    estafette::protocol::LogHead::parse(&line).ok()
}

/// Compare `actual` with the golden file at `path` (from the package's
/// folder): `UPDATE_GOLDEN=1` writes it anew, and a mismatch writes the
/// actual output beside it as `<path>.actual`. The one golden-file helper
/// of the tests.
pub fn golden(path: &str, actual: &(impl AsRef<[u8]> + ?Sized)) {
    let actual = actual.as_ref();
    let p = Path::new(env!("CARGO_MANIFEST_DIR")).join(path);
    if std::env::var_os("UPDATE_GOLDEN").is_some() {
        std::fs::create_dir_all(p.parent().expect("a folder")).expect("the golden file's folder");
        std::fs::write(&p, actual).expect("the golden file");
        return;
    }
    let expected = std::fs::read(&p).unwrap_or_else(|e| panic!("{path}: {e} (run with UPDATE_GOLDEN=1 to create it)"));
    if expected != actual {
        let a = format!("{}.actual", p.display());
        std::fs::write(&a, actual).expect("the .actual file");
        panic!("{path} differs from the actual output, written to {a}");
    }
}

/// L'Attaque armies used by the tests (legal under both variants' rules).
pub const ARMY_SOUTH: &str = "2 2 3 2 4 2 3 2 2\n6 5 7 8 10 9 8 7 6\n5 S 4 6 5 6 4 5 3\nM 4 M 3 2 M F M 2";
pub const ARMY_NORTH: &str = "M 2 M F M 4 M 2 3\n4 2 5 6 S 6 4 5 3\n6 5 7 8 10 9 8 7 6\n2 3 2 4 5 2 3 2 2";
/// A blind army (sealed with `estafette seal`, never mailed), one line a
/// rank of the zone from the back, each line ending in a newline.
pub const BLIND_ARMY: &str = "2 2 7 M 2 10 M 2 3\n6 5 9 2 4 S 2 6 3\n8 3 M 6 5 7 3 4 4\n5 F M 8 6 4 2 5 2\n";

/// A blind army sealed in commitment version 1 (no signing key), as
/// secret files written before version 2 hold it: for the tests of blind
/// games whose players mail their commands unsigned.
pub fn seal_v1(req: &estafette::player::SealRequest, seed: [u8; 32]) -> estafette::protocol::blind::Secret {
    let s = estafette::player::build_secret(req, seed).unwrap();
    estafette::protocol::blind::Secret::seal_v1(&s.game, s.commit_side, s.opts, s.army, s.seed).unwrap()
}

/// The variables that choose the operator's language (`ESTAFETTE_LANG`,
/// then the locale's), which every run of the binary in these tests
/// clears, so that no test depends on the machine's locale.
pub const LANG_VARS: [&str; 4] = ["ESTAFETTE_LANG", "LC_ALL", "LC_MESSAGES", "LANG"];

/// The settings the binary reads from its environment, which every run
/// of it in these tests clears, so that no test depends on the machine's.
pub const SETTING_VARS: [&str; 5] = [
    "ESTAFETTE_DB",
    "ESTAFETTE_KEY_FILE",
    "ESTAFETTE_ADDRESS",
    "ESTAFETTE_CONFIG",
    "ESTAFETTE_MAILDIR_OUT",
];

/// The `estafette` binary, with none of [`LANG_VARS`] and
/// [`SETTING_VARS`] set: its outputs for the operator are in English, and
/// its settings those of its arguments and configuration file, unless a
/// test sets one.
pub fn estafette_bin() -> std::process::Command {
    let mut c = std::process::Command::new(env!("CARGO_BIN_EXE_estafette"));
    for v in LANG_VARS.iter().chain(&SETTING_VARS) {
        c.env_remove(v);
    }
    c
}

/// [`referee_bin`] in `dir` with `env` set, run on `args`: its output.
pub fn run_in(dir: &Path, env: &[(&str, &str)], args: &[&str]) -> std::process::Output {
    referee_bin(dir).envs(env.iter().copied()).args(args).output().unwrap()
}

/// The binary run in `dir` on the referee files `ref.db` and `ref.key`
/// there, as `referee@example.net` (see [`estafette_bin`]).
pub fn referee_bin(dir: &std::path::Path) -> std::process::Command {
    let mut c = estafette_bin();
    c.current_dir(dir).args([
        "--db",
        "ref.db",
        "--key-file",
        "ref.key",
        "--address",
        "referee@example.net",
    ]);
    c
}

/// The tests' one random generator: xorshift64* (Vigna), deterministic
/// from its seed, so a failing playout is replayed from the seed it prints.
pub struct Rng(pub u64);

impl Rng {
    pub fn next(&mut self) -> u64 {
        if self.0 == 0 {
            // xorshift never leaves zero: start elsewhere.
            self.0 = 0x9E37_79B9_7F4A_7C15;
        }
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    /// Uniform enough in `0..n` (n > 0).
    pub fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

/// Every message id the code uses, with the arguments it gives each: those
/// each `#[derive(Sentence)]` declares, those the sources name
/// ([`crate::source_ids`]), HELP's (by the core's command table), the
/// names' and the command line's help.
pub fn used_ids() -> Vec<(String, &'static [&'static str])> {
    use estafette::mail::{fault, outbound, response_fault, sanitize, session_fault};
    let commands = estafette::referee::command::command_words();
    let made = estafette::views::words::ids::made_with(commands);
    let mut out: Vec<(String, &'static [&'static str])> = made.into_iter().map(|id| (id, &[][..])).collect();
    // The command line's help: an id per text of the command tree, and clap's own words.
    let tree = estafette::cli::usage::texts(&<estafette::cli::Cli as clap::CommandFactory>::command());
    let clap_words = estafette::cli::usage::CLAP.iter().map(|(id, _)| id.to_string());
    out.extend(
        tree.into_iter()
            .map(|(id, _)| id)
            .chain(clap_words)
            .map(|id| (id, &[][..])),
    );
    let declared: &[&[(&str, &[&str])]] = &[
        estafette::store::StoreFault::IDS,
        fault::MailFault::IDS,
        fault::ImapFault::IDS,
        fault::MaildirFault::IDS,
        session_fault::SessionFault::IDS,
        response_fault::ResponseFault::IDS,
        response_fault::Sent::IDS,
        estafette::service::club::Club::IDS,
        estafette::views::site::Site::IDS,
        estafette::views::club::Column::IDS,
        estafette::compose::calendar::Said::IDS,
        estafette::views::club::ClubLine::IDS,
        estafette::compose::ClubCommands::IDS,
        estafette::service::ServiceError::IDS,
        estafette::service::SendFault::IDS,
        estafette::keys::BadKey::IDS,
        estafette::keys::SecretError::IDS,
        outbound::BuildError::IDS,
        estafette::views::TemplateError::IDS,
        sanitize::NameTooLong::IDS,
        estafette::referee::clock::ClockError::IDS,
        estafette::referee::clock::DurationError::IDS,
        estafette::referee::NotDone::IDS,
        estafette::referee::account::AccountError::IDS,
        estafette::referee::event::EventBytesError::IDS,
        estafette::play::ReplayError::IDS,
        estafette::protocol::commit::CommitError::IDS,
        estafette::protocol::sign::SignError::IDS,
        estafette::protocol::secret_fault::SecretFault::IDS,
        estafette::protocol::blind_line::BlindLine::IDS,
        estafette::referee::blind_refusal::BlindRefusal::IDS,
        estafette::referee::blind_refusal::Breach::IDS,
        estafette::protocol::encode::EncodeError::IDS,
        estafette::protocol::encode::HexError::IDS,
        estafette::referee::refusal::Refusal::IDS,
        estafette::games::assaut::bad_position::History::IDS,
        estafette::games::notation::Syntax::IDS,
        estafette::games::notation::Forts::IDS,
        estafette::games::lattaque::NotationError::IDS,
        estafette::player::ViewError::IDS,
        estafette::player::ViewSays::IDS,
        estafette::demo::LoadStep::IDS,
        estafette::demo::Unapplied::IDS,
        estafette::games::assaut::bad_position::BadPosition::IDS,
        estafette::games::lattaque::bad_position::Bad::IDS,
        estafette::games::strand::bad_position::BadPosition::IDS,
        estafette::protocol::token::TokenError::IDS,
        estafette::protocol::log::LogHeadError::IDS,
        estafette::protocol::log::ChainError::IDS,
        estafette::games::any::MoveError::IDS,
        estafette::referee::command::CommandError::IDS,
        estafette::games::ParseError::IDS,
        estafette::protocol::blind::BlindError::IDS,
    ];
    out.extend(
        estafette::cli::errors::ids()
            .into_iter()
            .map(|(id, args)| (id.to_string(), args)),
    );
    let more: &[&[(&str, &[&str])]] = &[
        estafette::demo::DemoFault::IDS,
        estafette::says::check::Checked::IDS,
        estafette::says::lines::Line::IDS,
        estafette::says::run::Logged::IDS,
        estafette::says::aside::Aside::IDS,
        estafette::says::demo::Said::IDS,
        estafette::says::run::Reply::IDS,
        estafette::says::run::HeldBack::IDS,
        estafette::says::run::Internal::IDS,
        estafette::says::tick::Clocked::IDS,
        estafette::says::tick::Ticked::IDS,
        estafette::says::decision::Said::IDS,
        estafette::says::decision::Operated::IDS,
        estafette::says::decision::Public::IDS,
        estafette::says::decision::Refused::IDS,
        estafette_kit::KitError::IDS,
        estafette_kit::VerifyError::IDS,
        estafette::config::ConfigFault::IDS,
        estafette::config::ConfigWhat::IDS,
        estafette::config::Problem::IDS,
        estafette::config::Wanted::IDS,
        estafette::config::ValueRule::IDS,
    ];
    let said: &[&[(&str, &[&str])]] = &[
        estafette::referee::misfit::Misfit::IDS,
        estafette::referee::misfit::Plain::IDS,
        estafette::referee::misfit::Proof::IDS,
        estafette::referee::misfit::KeyFault::IDS,
        estafette::referee::misfit::SnapshotFault::IDS,
        estafette::referee::blind::BlindReport::IDS,
        estafette::referee::refusal::LineRefusal::IDS,
        estafette::protocol::commit::OpenLineError::IDS,
        estafette::protocol::sign::KeyFault::IDS,
        estafette::transcript::Broken::IDS,
        estafette::transcript::Late::IDS,
        estafette::transcript::Receipt::IDS,
        estafette::transcript::Outcome::IDS,
    ];
    out.extend(
        more.iter()
            .chain(said)
            .flat_map(|ids| ids.iter())
            .map(|&(id, args)| (id.to_string(), args)),
    );
    out.extend(
        declared
            .iter()
            .flat_map(|ids| ids.iter())
            .map(|&(id, args)| (id.to_string(), args)),
    );
    out.extend(
        game_ids()
            .iter()
            .flat_map(|ids| ids.iter())
            .map(|&(id, args)| (id.to_string(), args)),
    );
    let known: std::collections::BTreeSet<String> = out.iter().map(|(id, _)| id.clone()).collect();
    out.extend(
        crate::source_ids::named_in_source()
            .into_iter()
            .filter(|(id, _)| !known.contains(id)),
    );
    out
}

/// The ids the games' sentences declare (refusals, ends, positions).
fn game_ids() -> [&'static [(&'static str, &'static [&'static str])]; 12] {
    use estafette::games::{assaut, lattaque, strand};
    [
        estafette::games::End::IDS,
        lattaque::Refusal::IDS,
        lattaque::MoveRefusal::IDS,
        lattaque::SetupError::IDS,
        lattaque::FlagRule::IDS,
        lattaque::bad_position::BadPosition::IDS,
        strand::refusal::Refusal::IDS,
        strand::refusal::Fault::IDS,
        strand::refusal::Notation::IDS,
        assaut::refusal::Refusal::IDS,
        assaut::refusal::Fault::IDS,
        assaut::refusal::Notation::IDS,
    ]
}
