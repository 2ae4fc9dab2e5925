//! Signing players keep nothing hidden out of the log: a signed mail is
//! applied whole or not at all, so its `signed` event never holds a line
//! that was refused (a move of a piece that cannot move, an army mailed by
//! mistake); a signed held SETUP is kept in the log with its army sealed,
//! and published with the armies at the end, when `verify` checks its
//! signature. Held and blind games are played twice, with two armies for
//! Alice: what the opponent and the observers are mailed, and the
//! exported transcript, are the same in both but for hashes and
//! signatures; and the database file and its write-ahead log, read as
//! bytes without the key file, hold no line of either army, no rank word,
//! and no refused command.

use crate::common::BLIND_ARMY;
use crate::common::{self, Harness, Sent, ARMY_NORTH, ARMY_SOUTH};
use crate::security::ranks_in;

use estafette::games::any::{GameKind, OptionsSpec};
use estafette::games::Side;
use estafette::player::{self, SealRequest};
use estafette::protocol::blind::Secret;
use estafette::protocol::log::LogHead;
use estafette::protocol::sign;
use estafette::referee::event::Event;
use estafette::service::Ingested;
use estafette::transcript::{self, Transcript};

const KEYS: [[u8; 32]; 2] = [[21; 32], [22; 32]];
const OBSERVERS: [(&str, &str); 3] = [
    ("claire@example.org", "fr"),
    ("dave@example.org", "en"),
    ("erika@example.org", "de"),
];
/// Alice's army with her Flag (g1) and a Scout (i1) swapped: g1-g2 is
/// refused with either (a Flag does not move; g2 holds her own piece).
const ARMY_SOUTH_SWAPPED: &str = "2 2 3 2 4 2 3 2 2\n6 5 7 8 10 9 8 7 6\n5 S 4 6 5 6 4 5 3\nM 4 M 3 2 M 2 M F";
/// A blind army, and the same with its Flag (b1) and a Sapper (a1) swapped.
const BLIND_ARMY_SWAPPED: &str = "2 2 7 M 2 10 M 2 3\n6 5 9 2 4 S 2 6 3\n8 3 M 6 5 7 3 4 4\nF 5 M 8 6 4 2 5 2";

fn applied(r: &Ingested) -> bool {
    matches!(r, Ingested::Handled { summary, .. } if !summary.contains("refused"))
}

/// A game in which both players sign every mail, with three observers.
struct Game {
    h: Harness,
    id: String,
    heads: [Option<LogHead>; 2],
    keys: [[u8; 32]; 2],
    /// The text and HTML of every mail to Bob and to the observers.
    others: Vec<String>,
    /// Every mail Alice was sent.
    to_alice: Vec<Sent>,
}

impl Game {
    fn new(mode: &str) -> Game {
        let mut h = Harness::new();
        let clock = Some(estafette::referee::clock::TimeControl::parse("3d", Some("1d")).unwrap());
        let id = h
            .svc
            .new_game_mode(
                GameKind::Lattaque,
                OptionsSpec::default(),
                common::players(),
                Some(Side::First),
                clock,
                mode,
            )
            .unwrap();
        let now = h.clock.get();
        for (address, lang) in OBSERVERS {
            h.svc
                .store
                .write(|tx| tx.add_observer(&id, address, lang, now))
                .unwrap();
        }
        let mut g = Game {
            h,
            id,
            heads: [None, None],
            keys: KEYS,
            others: Vec::new(),
            to_alice: Vec::new(),
        };
        let sent = g.h.flush();
        g.saw(sent);
        g
    }

    fn saw(&mut self, sent: Vec<Sent>) {
        for (i, to) in ["alice@example.org", "bob@example.org"].iter().enumerate() {
            let last = sent
                .iter()
                .filter(|m| m.to == *to)
                .rev()
                .find_map(|m| common::receipt(&m.text));
            if last.is_some() {
                self.heads[i] = last;
            }
        }
        for m in sent {
            if m.to == "alice@example.org" {
                self.to_alice.push(m);
            } else {
                self.others
                    .push(format!("to {}\n{}\n{}", m.to, m.text, without_wbr(&m.html)));
            }
        }
    }

    /// `body` signed by `side` after the last head it was sent, and mailed.
    fn signs(&mut self, side: Side, body: &str) -> Ingested {
        let head = self.heads[side.index()].clone().expect("a head");
        let n = if side == Side::First { 1 } else { 2 };
        let signed = sign::sign_commands(&self.keys[side.index()], n, &head, body).unwrap();
        self.sends(side, &signed)
    }

    fn sends(&mut self, side: Side, body: &str) -> Ingested {
        let id = self.id.clone();
        let (r, sent) = self.h.play(&id, side, body);
        self.saw(sent);
        r
    }

    /// A signed mail refused whole: nothing of it in the log; Alice's
    /// reply (to her mails) says `why`.
    fn refused(&mut self, side: Side, body: &str, why: &str) {
        let n = self.h.svc.state(&self.id).unwrap().n;
        let r = self.signs(side, body);
        assert!(!applied(&r), "{body}: {r:?}");
        assert_eq!(self.h.svc.state(&self.id).unwrap().n, n, "{body}: nothing recorded");
        if side == Side::First {
            let reply = common::flat(&self.to_alice.last().unwrap().text);
            assert!(reply.contains(why), "{reply}");
        }
    }

    /// [`Game::refused`] for a command refused in a signed mail.
    fn refused_whole(&mut self, side: Side, body: &str) {
        self.refused(side, body, "A signed mail is applied whole or not at all");
    }

    fn transcript(&self) -> Transcript {
        self.h.svc.export(&self.id).unwrap()
    }

    fn file(&self, name: &str) -> Vec<u8> {
        std::fs::read(self.h.dir.path().join(name)).unwrap_or_default()
    }
}

/// `html` without its `<wbr>` tags (which break long words, hashes among
/// them, where a line ends).
fn without_wbr(html: &str) -> String {
    let mut out = String::with_capacity(html.len());
    let mut rest = html;
    while let Some(at) = rest.find("<wbr") {
        out.push_str(&rest[..at]);
        rest = rest[at..].split_once('>').map_or("", |(_, after)| after);
    }
    out.push_str(rest);
    out
}

/// `text` with every run of 40 or more base64 or hex characters (hashes,
/// roots, leaves, signatures) written `#`.
fn masked(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut run = String::new();
    let long = |run: &mut String, out: &mut String| {
        if run.len() >= 40 {
            out.push('#');
        } else {
            out.push_str(run);
        }
        run.clear();
    };
    for c in text.chars() {
        if c.is_ascii_alphanumeric() || c == '+' || c == '/' || c == '=' {
            run.push(c);
        } else {
            long(&mut run, &mut out);
            out.push(c);
        }
    }
    long(&mut run, &mut out);
    out
}

/// What a copy of the referee's files and the mails to the others show.
struct Seen {
    db: Vec<u8>,
    wal: Vec<u8>,
    transcript: String,
    others: Vec<String>,
}

impl Seen {
    fn of(g: &Game) -> Seen {
        Seen {
            db: g.file("referee.db"),
            wal: g.file("referee.db-wal"),
            transcript: serde_json::to_string_pretty(&g.transcript()).unwrap(),
            others: g.others.clone(),
        }
    }

    /// Nothing names a rank, holds a line of an army or a refused command;
    /// Bob's own mails hold his own army and commands refused (`bobs`),
    /// and no other.
    fn holds_nothing_hidden(&self, armies: &[&str], bobs: (&str, &[&str]), refused: &[&str]) {
        let (to_bob, to_observers): (Vec<&String>, Vec<&String>) =
            self.others.iter().partition(|m| m.starts_with("to bob@"));
        let join = |mails: Vec<&String>| mails.iter().map(|m| m.as_str()).collect::<Vec<_>>().join("\n");
        let (to_bob, to_observers) = (join(to_bob), join(to_observers));
        let places: [(&str, &[u8]); 5] = [
            ("the database", &self.db),
            ("its write-ahead log", &self.wal),
            ("the transcript", self.transcript.as_bytes()),
            ("the mails to the observers", to_observers.as_bytes()),
            ("the mails to Bob", to_bob.as_bytes()),
        ];
        for (place, bytes) in places {
            let own = |l: &&str| place == "the mails to Bob" && (bobs.0.contains(l) || bobs.1.contains(l));
            let lines = armies.iter().chain([&bobs.0]).flat_map(|a| a.lines());
            for line in lines.chain(refused.iter().chain(bobs.1).copied()).filter(|l| !own(l)) {
                assert!(
                    memchr::memmem::find(bytes, line.as_bytes()).is_none(),
                    "{place}: {line}"
                );
            }
        }
        for (place, bytes) in &places[..3] {
            assert_eq!(ranks_in(bytes), Vec::<String>::new(), "{place}");
        }
    }

    /// The same but for hashes and signatures.
    fn same_as(&self, other: &Seen) {
        assert_eq!(masked(&self.transcript), masked(&other.transcript));
        assert_eq!(self.others.len(), other.others.len());
        for (a, b) in self.others.iter().zip(&other.others) {
            assert_eq!(masked(a), masked(b));
        }
    }
}

fn verify(t: &Transcript) -> Result<transcript::Verified, String> {
    transcript::verify(&serde_json::to_string(t).unwrap(), None).map_err(|e| e.to_string())
}

/// A held game in which both players register a key and sign: Alice's
/// army mailed twice, a refused move of her Flag after a message, a move
/// and an army in one mail; Bob's refused move of his Flag. Played up to
/// before the end. Also gives the transcript once both armies are in
/// (a held game's moves verify only once its armies are published).
fn held_game(south: &str) -> (Game, Seen, Transcript) {
    let mut g = Game::new("held");
    for (side, key) in [Side::First, Side::Second].into_iter().zip(KEYS) {
        let public = sign::base64_encode(&sign::public_key(&key));
        assert!(applied(&g.sends(side, &format!("KEY {public}"))));
    }
    assert!(applied(
        &g.signs(Side::First, &format!("SETUP\n{south}\nMESSAGE ready"))
    ));
    // A signed mail of one refused command is told the refusal alone.
    g.refused(Side::First, &format!("SETUP\n{south}"), "already committed");
    assert!(applied(&g.signs(Side::Second, &format!("SETUP\n{ARMY_NORTH}"))));
    let armies_in = g.transcript();
    g.refused_whole(Side::First, "MESSAGE hi\ng1-g2");
    assert!(applied(&g.signs(Side::First, "a4-a5")));
    g.refused_whole(Side::Second, "MESSAGE ho\nd10-d9");
    assert!(applied(&g.signs(Side::Second, "i7-i6")));
    g.refused_whole(Side::First, &format!("a5-a6\nSETUP\n{south}"));
    let seen = Seen::of(&g);
    (g, seen, armies_in)
}

#[test]
fn a_held_game_of_signing_players_keeps_their_armies_and_refusals_out_of_the_log() {
    let (mut g, seen, armies_in) = held_game(ARMY_SOUTH);
    let (_, swapped, _) = held_game(ARMY_SOUTH_SWAPPED);
    let armies = [ARMY_SOUTH, ARMY_SOUTH_SWAPPED];
    let refused = ["g1-g2", "a5-a6", "MESSAGE hi"];
    let bobs: (&str, &[&str]) = (ARMY_NORTH, &["d10-d9", "MESSAGE ho"]);
    seen.holds_nothing_hidden(&armies, bobs, &refused);
    swapped.holds_nothing_hidden(&armies, bobs, &refused);
    seen.same_as(&swapped);
    // The log holds the two SETUPs sealed; their signatures wait for the
    // armies.
    let t = armies_in;
    assert_eq!(t.format, transcript::FORMAT_4);
    let sealed: Vec<(u64, String)> = t
        .log
        .iter()
        .filter_map(|e| match Event::from_bytes(e.event.as_bytes()).unwrap() {
            Event::Signed { commands, .. } if commands.contains("SETUP") => Some((e.n, commands)),
            _ => None,
        })
        .collect();
    let texts: Vec<&str> = sealed.iter().map(|(_, c)| c.as_str()).collect();
    assert_eq!(texts, ["SETUP sealed\nMESSAGE ready", "SETUP sealed"]);
    let v = verify(&t).unwrap();
    assert_eq!(v.unchecked, sealed.iter().map(|(n, _)| *n).collect::<Vec<_>>());
    let file = g.h.dir.path().join("running.json");
    std::fs::write(&file, serde_json::to_string(&t).unwrap()).unwrap();
    let out = common::estafette_bin().arg("verify").arg(&file).output().unwrap();
    let printed = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{out:?}");
    let n = |i: usize| sealed[i].0;
    assert!(
        printed.contains(&format!(
            "not checkable yet: the signatures at entries {}, {}",
            n(0),
            n(1)
        )),
        "{printed}"
    );

    // At the end the signed texts are published with the armies, and
    // every signature checks.
    assert!(applied(&g.signs(Side::Second, "RESIGN")));
    let t = g.transcript();
    let v = verify(&t).unwrap();
    assert!(v.unchecked.is_empty() && v.result.is_some(), "{v:?}");
    let published: Vec<Option<String>> = t
        .log
        .iter()
        .filter_map(|e| match Event::from_bytes(e.event.as_bytes()).unwrap() {
            Event::Revealed { signed, .. } => Some(signed),
            _ => None,
        })
        .collect();
    assert_eq!(
        published,
        [
            Some(format!("SETUP\n{ARMY_SOUTH}\nMESSAGE ready")),
            Some(format!("SETUP\n{ARMY_NORTH}"))
        ]
    );
    forged_publications_are_refused(&t);
}

/// Whoever holds the database and its key file cannot publish another
/// signed setup, leave it out, or label the log with an older format.
fn forged_publications_are_refused(t: &Transcript) {
    let published = |text: Option<String>| {
        let mut t = t.clone();
        for e in &mut t.log {
            if let Event::Revealed {
                side: 1,
                seed,
                army,
                at,
                ..
            } = Event::from_bytes(e.event.as_bytes()).unwrap()
            {
                let ev = Event::Revealed {
                    side: 1,
                    seed,
                    army,
                    signed: text.clone(),
                    at,
                };
                e.event = String::from_utf8(ev.to_bytes()).unwrap();
            }
        }
        crate::sealed_keys::rechain(t)
    };
    for (what, text) in [
        ("left out", None),
        (
            "another army",
            Some(format!("SETUP\n{ARMY_SOUTH_SWAPPED}\nMESSAGE ready")),
        ),
        ("another message", Some(format!("SETUP\n{ARMY_SOUTH}\nMESSAGE steady"))),
    ] {
        let e = verify(&published(text)).unwrap_err();
        assert!(e.contains("the first side"), "{what}: {e}");
    }
    let mut old = t.clone();
    old.format = transcript::FORMAT_3.into();
    assert!(verify(&old).unwrap_err().contains("only format estafette-transcript/4"));
}

/// A blind game whose players sealed their keys with their armies (so
/// they sign from the start): Alice mails her army by mistake, with a
/// SETUP, without one, and as a reveal before the end, each after a
/// command that would apply.
fn blind_game(south: &str) -> (Game, Seen) {
    let mut g = Game::new("blind");
    let request = |side: &str, turn: &str, setup: &str| SealRequest {
        game: g.id.clone(),
        side: side.into(),
        turn: turn.into(),
        setup: setup.into(),
        variant: None,
        sets: Vec::new(),
    };
    let secrets: [Secret; 2] = [
        player::build_secret(&request("south", "first", south), [1; 32]).unwrap(),
        player::build_secret(&request("north", "second", BLIND_ARMY.trim_end()), [2; 32]).unwrap(),
    ];
    g.keys = [0, 1].map(|i| secrets[i].signing_key().expect("a sealed key"));
    for side in [Side::First, Side::Second] {
        let body = secrets[side.index()].commit_message();
        assert!(applied(&g.sends(side, &body)));
    }
    // Army lines anywhere in a blind game's mail, with SETUP or without,
    // refuse the mail whole before its signature is read.
    g.refused(Side::First, &format!("MESSAGE hi\nSETUP\n{south}"), "seal your army");
    g.refused(Side::First, &format!("MESSAGE hi\n{south}"), "seal your army");
    let reveal = secrets[0].reveal_message();
    g.refused_whole(Side::First, &format!("MESSAGE hi\n{reveal}"));
    let seen = Seen::of(&g);
    (g, seen)
}

#[test]
fn a_blind_game_of_signing_players_keeps_armies_mailed_by_mistake_out_of_the_log() {
    let (_, seen) = blind_game(BLIND_ARMY.trim_end());
    let (_, swapped) = blind_game(BLIND_ARMY_SWAPPED);
    let armies = [BLIND_ARMY.trim_end(), BLIND_ARMY_SWAPPED];
    seen.holds_nothing_hidden(&armies, ("", &[]), &["MESSAGE hi"]);
    swapped.holds_nothing_hidden(&armies, ("", &[]), &["MESSAGE hi"]);
    seen.same_as(&swapped);
}
