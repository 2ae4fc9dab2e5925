//! The fuzz targets' entry functions: one per target, each taking the raw
//! bytes libFuzzer (or a regression file) gives and panicking only when an
//! invariant of Estafette is broken.
//!
//! This file is shared: the cargo-fuzz crate (`tests/fuzz`) builds it as its
//! library, and the main crate's `tests/fuzz_regressions.rs` includes it as a
//! module, so every saved input is replayed by a plain `cargo test` on the
//! stable toolchain. It uses nothing but `estafette`, `sha2` and
//! `serde_json` (dependencies of `estafette`) and std.
//!
//! Besides "never panics", each entry checks properties that hold for any
//! input: round trips (position text, army text, reply tokens, snapshots),
//! agreement between the move validator and the move generator, and that
//! whatever the referee decides also replays from its log.

use std::sync::OnceLock;

use estafette::games::any::{AnyOptions, AnyPosition, GameKind, OptionsSpec};
use estafette::games::lattaque::{self, Army};
use estafette::games::{assaut, strand, Side};
use estafette::mail::inbound::{self, Kind};
use estafette::protocol::token;
use estafette::referee::clock::TimeControl;
use estafette::referee::{self, command, reading, Ctx, Event, GameState, HeldArmy, NewGame};
use estafette::views::{self, Lang};

/// The names of the targets, as the fuzz crate's binaries and the folders
/// under `corpus/` and `regressions/` spell them.
pub const TARGETS: &[&str] = &[
    "mail_to_commands",
    "command_language",
    "lattaque_notation",
    "strand_notation",
    "assaut_notation",
    "lattaque_setup",
    "transcript_verify",
    "reply_token",
];

/// Run the entry function of `target` on `data`. Unknown names panic (a
/// typo in a test, not an input problem).
pub fn run(target: &str, data: &[u8]) {
    match target {
        "mail_to_commands" => mail_to_commands(data),
        "command_language" => command_language(data),
        "lattaque_notation" => notation(GameKind::Lattaque, data),
        "strand_notation" => notation(GameKind::Strand, data),
        "assaut_notation" => notation(GameKind::Assaut, data),
        "lattaque_setup" => lattaque_setup(data),
        "transcript_verify" => transcript_verify(data),
        "reply_token" => reply_token(data),
        other => panic!("no fuzz target named {other}"),
    }
}

/// Armies legal under both variants (the ones the referee tests use).
pub const ARMY_SOUTH: &str = "2 2 3 2 4 2 3 2 2\n6 5 7 8 10 9 8 7 6\n5 S 4 6 5 6 4 5 3\nM 4 M 3 2 M F M 2";
pub const ARMY_NORTH: &str = "M 2 M F M 4 M 2 3\n4 2 5 6 S 6 4 5 3\n6 5 7 8 10 9 8 7 6\n2 3 2 4 5 2 3 2 2";

const TOKEN_KEY: [u8; 32] = [7; 32];
const NOW: i64 = 1_795_000_000;

fn lossy(data: &[u8]) -> String {
    String::from_utf8_lossy(data).into_owned()
}

// ------------------------------------------------------------ raw mail

/// Raw bytes -> `mail::inbound::parse` -> command lines -> commands, plus
/// the "may we answer" decision and the token search over the recipients.
pub fn mail_to_commands(data: &[u8]) {
    let Ok(msg) = inbound::parse(data) else { return };
    use sha2::Digest;
    let digest: [u8; 32] = sha2::Sha256::digest(data).into();
    assert_eq!(
        msg.fingerprint,
        estafette::protocol::encode::hex_encode(&digest),
        "fingerprint is the SHA-256 of the raw bytes"
    );
    for line in &msg.commands {
        assert!(!line.is_empty(), "command lines are non-empty");
        assert_eq!(line.trim(), line, "command lines are trimmed");
        assert!(!line.contains('\n'), "one line per command");
    }
    if matches!(msg.kind, Kind::Bounce { .. }) {
        assert!(msg.commands.is_empty(), "a bounce never carries commands");
        assert!(
            msg.must_not_answer(&["referee@example.net".into()]).is_some(),
            "a bounce is never answered"
        );
    }
    let _ = msg.must_not_answer(&["referee@example.net".into()]);
    let (cmds, err) = command::parse(&msg.commands);
    check_commands(&msg.commands, &cmds, err.as_ref());
    for r in msg.recipients.iter().chain(std::iter::once(&msg.subject)) {
        for cand in token::find_in(r) {
            let _ = token::check(&TOKEN_KEY, &cand);
        }
    }
}

/// What holds for any result of `command::parse`.
fn check_commands(lines: &[String], cmds: &[command::Command], err: Option<&command::CommandError>) {
    let nonempty = lines.iter().filter(|l| !l.trim().is_empty()).count();
    assert!(cmds.len() <= nonempty, "no more commands than non-empty lines");
    for c in cmds {
        let _ = c.to_string();
    }
    if let Some(e) = err {
        let _ = e.to_string();
        assert!(
            e.line.chars().count() <= 2000,
            "an error quotes at most one bounded line"
        );
    }
}

// ------------------------------------------------------------ command language

/// The games the command language is tried against.
struct Fixtures {
    states: Vec<GameState>,
    /// The `Created` event each state started from, then its later events.
    logs: Vec<Vec<Event>>,
}

fn new_game(kind: GameKind, id: &str) -> (Event, GameState) {
    new_game_with(kind, id, None)
}

fn new_game_with(kind: GameKind, id: &str, clock: Option<TimeControl>) -> (Event, GameState) {
    let g = NewGame {
        id: id.into(),
        kind,
        spec: OptionsSpec::default(),
        names: ["Alice".into(), "Bob".into()],
        first_to_move: Side::First,
        clock,
    };
    let (ev, st, _) = referee::create(&g, NOW).expect("fixture game");
    (ev, st)
}

/// Apply a decision the way the service does: armies first, then events.
fn apply_decision(st: &GameState, d: &referee::Decision) -> GameState {
    let mut after = st.clone();
    for s in &d.secrets {
        after.held[s.side.index()] = Some(s.held.clone());
    }
    for ev in &d.events {
        after = after
            .apply(ev)
            .unwrap_or_else(|e| panic!("a decided event does not apply: {e}\nevent: {ev:?}"));
    }
    after
}

fn fixtures() -> &'static Fixtures {
    static F: OnceLock<Fixtures> = OnceLock::new();
    F.get_or_init(|| {
        let mut states = Vec::new();
        let mut logs = Vec::new();
        for (kind, id) in [
            (GameKind::Strand, "strand-1"),
            (GameKind::Assaut, "assaut-1"),
            (GameKind::Lattaque, "lattaque-1"),
        ] {
            let (ev, st) = new_game(kind, id);
            states.push(st);
            logs.push(vec![ev]);
        }
        // L'Attaque in play: both armies sent.
        let (ev, mut st) = new_game(GameKind::Lattaque, "lattaque-2");
        let mut log = vec![ev];
        for (side, army) in [(Side::First, ARMY_SOUTH), (Side::Second, ARMY_NORTH)] {
            let d = referee::decide(
                &st,
                side,
                &[command::Command::Setup(army.into())],
                None,
                &Ctx::at(NOW, [[1; 32], [2; 32]]),
            );
            assert!(d.failure.is_none(), "fixture army refused: {:?}", d.failure);
            st = apply_decision(&st, &d);
            log.extend(d.events);
        }
        states.push(st);
        logs.push(log);
        // A finished Strand game.
        let (ev, st) = new_game(GameKind::Strand, "strand-2");
        let d = referee::decide(
            &st,
            Side::Second,
            &[command::Command::Resign],
            None,
            &Ctx::at(NOW, [[0; 32]; 2]),
        );
        let st2 = apply_decision(&st, &d);
        let mut log = vec![ev];
        log.extend(d.events);
        states.push(st2);
        logs.push(log);
        // A Strand game on a clock (3 days a move, one day's grace).
        let tc = TimeControl::parse("3d", Some("1d")).expect("fixture time control");
        let (ev, st) = new_game_with(GameKind::Strand, "strand-3", Some(tc));
        states.push(st);
        logs.push(vec![ev]);
        Fixtures { states, logs }
    })
}

/// Text -> command lines -> commands -> the referee's decision on one of a
/// few fixed games -> events applied and replayed -> every mail composed.
/// First byte: which game (low bits) and which side sends.
pub fn command_language(data: &[u8]) {
    let Some((&sel, rest)) = data.split_first() else { return };
    let text = lossy(rest);
    // What a reader keeps of the text is some of its lines, trimmed.
    let kept = reading::command_lines(text.lines());
    assert!(
        kept.iter()
            .all(|k| !k.is_empty() && text.lines().any(|l| l.trim() == k)),
        "a reader keeps only lines of the mail"
    );
    let _ = command::parse(&kept);
    let lines: Vec<String> = text.lines().map(str::to_string).collect();
    let (cmds, err) = command::parse(&lines);
    check_commands(&lines, &cmds, err.as_ref());
    let f = fixtures();
    let i = usize::from(sel & 0x7f) % f.states.len();
    let side = if sel & 0x80 == 0 { Side::First } else { Side::Second };
    let st = &f.states[i];
    let d = referee::decide(st, side, &cmds, err.as_ref(), &Ctx::at(NOW + 60, [[3; 32], [4; 32]]));
    let _ = d.summary();
    if cmds.is_empty() && err.is_none() {
        assert!(d.failure.is_some(), "an empty mail is answered with an error");
    }
    if d.failure.is_some() {
        // In an error reply when nothing was applied; in the receipt of
        // what was, otherwise.
        let told = |m: &referee::MailPlan| m.paras.iter().any(|p| matches!(p, referee::Para::Rejected { .. }));
        assert!(
            d.mails
                .iter()
                .any(|m| m.to == side && told(m) && m.is_error == d.applied.is_empty()),
            "a failure is reported to the sender"
        );
    }
    let after = apply_decision(st, &d);
    // The log replays to the same state (what `audit` checks).
    let mut log = f.logs[i].clone();
    log.extend(d.events.iter().cloned());
    for ev in &log {
        let back = Event::from_bytes(&ev.to_bytes()).expect("event bytes parse back");
        assert_eq!(&back, ev, "event bytes round trip");
    }
    let held: [Option<HeldArmy>; 2] = after.held.clone();
    let replayed = GameState::replay(&log, held).expect("the decided log replays");
    assert_eq!(replayed, after, "replay equals the live state");
    let snap = GameState::from_snapshot(&after.to_snapshot()).expect("snapshot parses back");
    // The snapshot keeps everything but the move history (only its length).
    assert!(snap.same_as(&after), "snapshot round trip:\n{snap:?}\n{after:?}");
    assert_eq!(snap.plies(), after.plies(), "snapshot keeps the number of moves");
    assert_eq!(
        snap.clone().with_history_from(&replayed).expect("history restored"),
        after,
        "snapshot and history give the state"
    );
    let head = estafette::compose::Head {
        n: after.n,
        hex: "00".repeat(32),
    };
    for plan in &d.mails {
        for lang in [Lang::En, Lang::Fr] {
            let c = estafette::compose::compose(&after, plan, &head, lang, "Europe/Paris");
            assert!(!c.subject.contains('\n'), "a subject is one line");
        }
    }
}

// ------------------------------------------------------------ positions and moves

fn fixed_positions(kind: GameKind) -> &'static [AnyPosition] {
    static L: OnceLock<Vec<AnyPosition>> = OnceLock::new();
    static S: OnceLock<Vec<AnyPosition>> = OnceLock::new();
    static A: OnceLock<Vec<AnyPosition>> = OnceLock::new();
    match kind {
        GameKind::Lattaque => L.get_or_init(|| {
            let mut v = Vec::new();
            for opts in [lattaque::Options::gibson_1925(), lattaque::Options::standard()] {
                let south = Army::parse(ARMY_SOUTH, Side::First, &opts).expect("fixture army");
                let north = Army::parse(ARMY_NORTH, Side::Second, &opts).expect("fixture army");
                for to_move in [Side::First, Side::Second] {
                    v.push(AnyPosition::Lattaque(lattaque::Position::from_armies(
                        opts, &south, &north, to_move,
                    )));
                }
            }
            v
        }),
        GameKind::Strand => S.get_or_init(|| {
            [Side::First, Side::Second]
                .into_iter()
                .map(|s| AnyPosition::Strand(strand::Position::start(strand::Options::default(), s)))
                .collect()
        }),
        GameKind::Assaut => {
            A.get_or_init(|| vec![AnyPosition::Assaut(assaut::Position::start(assaut::Options::default()))])
        }
    }
}

/// Everything that must hold of any position the engine accepts.
fn check_position(kind: GameKind, p: &AnyPosition, deep: bool) {
    let text = p.to_text();
    let back =
        AnyPosition::from_text(kind, &text).unwrap_or_else(|e| panic!("to_text does not parse back: {e}\n{text}"));
    assert_eq!(&back, p, "from_text(to_text(p)) == p\n{text}");
    assert_eq!(back.to_text(), text, "to_text is stable");
    let _ = p.outcome();
    let _ = p.ply();
    for viewer in [None, Some(Side::First), Some(Side::Second)] {
        let view = p.board_view(viewer);
        let _ = views::board_text(&view, Lang::En);
        let _ = views::board_html(&view, Lang::Fr);
    }
    let moves = p.legal_moves();
    if p.outcome().is_some() {
        assert!(
            moves.is_empty() || kind == GameKind::Lattaque,
            "a finished game has no moves"
        );
    }
    if deep {
        // The generator and the validator agree: every generated move plays,
        // and its canonical text is itself.
        for m in &moves {
            match p.play_text(m) {
                Ok((_, canon, _)) => assert_eq!(&canon, m, "a generated move is canonical"),
                Err(e) => panic!("generated move {m} is refused: {e}\n{text}"),
            }
        }
    }
}

/// Position text and move notation of one game. First byte even: the rest
/// is a position in the one-line format; odd: the rest is a list of moves,
/// one per line, played from one of a few fixed positions until one fails.
pub fn notation(kind: GameKind, data: &[u8]) {
    let Some((&sel, rest)) = data.split_first() else { return };
    let text = lossy(rest);
    if sel % 2 == 0 {
        if let Ok(p) = AnyPosition::from_text(kind, &text) {
            check_position(kind, &p, true);
        }
        return;
    }
    let starts = fixed_positions(kind);
    let mut p = starts[usize::from(sel / 2) % starts.len()].clone();
    for (i, line) in text.lines().take(200).enumerate() {
        let legal = p.legal_moves();
        match p.play_text(line) {
            Ok((next, canon, report)) => {
                let _ = report.to_string();
                assert!(
                    legal.contains(&canon),
                    "played move {canon} (from '{line}') is not in the generated list"
                );
                let (again, canon2, _) = p.play_text(&canon).expect("the canonical text plays too");
                assert_eq!(canon2, canon, "canonical text is a fixed point");
                assert_eq!(again, next, "the canonical text plays the same move");
                assert_eq!(next.ply(), p.ply() + 1, "a move is one ply");
                p = next;
                check_position(kind, &p, i % 8 == 0);
            }
            Err(e) => {
                let _ = e.to_string();
                if let Some(m) = legal.iter().find(|m| m.eq_ignore_ascii_case(line.trim())) {
                    panic!("'{line}' is refused ({e}) but {m} is generated");
                }
                break;
            }
        }
    }
}

// ------------------------------------------------------------ setup

/// The L'Attaque setup parser, both sides, both named variants. An accepted
/// army prints to text that parses back to the same army, and starts a game.
pub fn lattaque_setup(data: &[u8]) {
    let text = lossy(data);
    for opts in [lattaque::Options::gibson_1925(), lattaque::Options::standard()] {
        for side in [Side::First, Side::Second] {
            match Army::parse(&text, side, &opts) {
                Ok(army) => {
                    let printed = army.to_text();
                    let back = Army::parse(&printed, side, &opts)
                        .unwrap_or_else(|e| panic!("printed army does not parse back: {e}\n{printed}"));
                    assert_eq!(back, army, "army text round trip");
                    let other_text = if side == Side::First { ARMY_NORTH } else { ARMY_SOUTH };
                    let other = Army::parse(other_text, side.other(), &opts).expect("fixture army");
                    let (s, n) = if side == Side::First {
                        (&army, &other)
                    } else {
                        (&other, &army)
                    };
                    let p = AnyPosition::Lattaque(lattaque::Position::from_armies(opts, s, n, Side::First));
                    check_position(GameKind::Lattaque, &p, true);
                }
                Err(e) => {
                    let _ = e.to_string();
                }
            }
        }
    }
    let _ = AnyOptions::build(GameKind::Lattaque, &OptionsSpec::default());
}

// ------------------------------------------------------------ transcripts

/// `verify` on any text: never panics; a transcript it accepts is also
/// accepted against its own final head and refuses heads outside its log.
/// Then, as a forger would, the hash chain of the (mutated) transcript is
/// recomputed so that the altered events reach the replay, which must
/// refuse or accept them without panicking.
pub fn transcript_verify(data: &[u8]) {
    let text = lossy(data);
    if let Ok(mut t) = serde_json::from_str::<estafette::transcript::Transcript>(&text) {
        if let Ok(mut prev) = estafette::protocol::log::genesis(&t.game) {
            for (i, e) in t.log.iter_mut().enumerate() {
                e.n = i as u64 + 1;
                let Ok(h) = estafette::protocol::log::next(&prev, e.n, e.event.as_bytes()) else {
                    return;
                };
                prev = h;
                e.head = estafette::protocol::encode::hex_encode(&prev);
            }
            t.head.n = t.log.len() as u64;
            t.head.head = estafette::protocol::encode::hex_encode(&prev);
            if let Ok(json) = serde_json::to_string(&t) {
                check_transcript(&json);
            }
        }
    }
    check_transcript(&text);
}

fn check_transcript(text: &str) {
    let Ok(v) = estafette::transcript::verify(text, None) else {
        return;
    };
    let again = estafette::transcript::verify(text, Some((v.events, &v.head))).expect("verifies against its own head");
    assert_eq!(again, v);
    assert!(
        estafette::transcript::verify(text, Some((v.events + 1, &v.head))).is_err(),
        "no entry past the end"
    );
    assert!(
        estafette::transcript::verify(text, Some((0, &v.head))).is_err(),
        "there is no entry 0"
    );
}

// ------------------------------------------------------------ reply tokens

/// Token search and check on any text, and make/check/find round trips for
/// any game id the text spells.
pub fn reply_token(data: &[u8]) {
    let text = lossy(data);
    for cand in token::find_in(&text) {
        assert_eq!(cand, cand.to_ascii_lowercase(), "candidates are lowercased");
        if let Ok(t) = token::read(&TOKEN_KEY, &cand) {
            // Only a token made with the key checks, in either form.
            let made = if cand.split('.').count() == 4 {
                token::make_at(&TOKEN_KEY, &t.game, t.player, t.issued)
            } else {
                token::make_v1(&TOKEN_KEY, &t.game, t.player)
            };
            assert_eq!(made.ok().as_deref(), Some(cand.as_str()), "a forged token passed");
        }
    }
    let game = text.lines().next().unwrap_or("").trim();
    for player in [0u8, 1, 2, 3] {
        if let Ok(tok) = token::make(&TOKEN_KEY, game, player) {
            assert!(player == 1 || player == 2, "player numbers are 1 or 2");
            assert_eq!(
                token::check(&TOKEN_KEY, &tok).ok(),
                Some((game.to_string(), player)),
                "make/check round trip"
            );
            assert_eq!(
                token::check(&TOKEN_KEY, &tok.to_ascii_uppercase()).ok(),
                Some((game.to_string(), player)),
                "any case"
            );
            let addr = format!("Referee <referee+{tok}@example.net>");
            assert!(
                token::find_in(&addr).contains(&tok),
                "find_in finds a made token in an address"
            );
            assert!(token::check(&[8; 32], &tok).is_err(), "another key refuses it");
        }
    }
}
