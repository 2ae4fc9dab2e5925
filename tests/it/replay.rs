//! Old mail sent again: every mail of a whole game of each kind (held
//! L'Attaque, blind L'Attaque, The 'Strand' War Game, L'Assaut), sent again
//! with a fresh Message-ID, during the game and after it, changes nothing.
//! A reply address says when the referee handed it out, and a command that
//! changes the game from an address older than its sender's last act is
//! refused (docs/PROTOCOL.md, section 9, "Freshness").

use crate::common;

use common::{Harness, ARMY_NORTH, ARMY_SOUTH};
use estafette::games::any::{GameKind, OptionsSpec};
use estafette::games::Side;
use estafette::player::SealRequest;
use estafette::referee::clock::TimeControl;
use estafette::referee::Phase;
use estafette::service::Ingested;
use estafette::store::Queries;

/// A game and every mail its players sent, as sent.
struct Played {
    h: Harness,
    id: String,
    mails: Vec<Vec<u8>>,
    replays: u64,
}

/// The log as stored: every event's bytes and the head.
fn log(h: &Harness, id: &str) -> (Vec<Vec<u8>>, Vec<u8>) {
    let r = h.svc.store.read();
    let g = r.game(id).unwrap().unwrap();
    (
        r.events(id).unwrap().into_iter().map(|e| e.bytes).collect(),
        g.head_hash,
    )
}

fn applied(r: &Ingested) -> bool {
    matches!(r, Ingested::Handled { status, summary, .. } if status == "applied" && !summary.contains("refused"))
}

impl Played {
    fn new(h: Harness, id: String) -> Played {
        Played {
            h,
            id,
            mails: Vec::new(),
            replays: 0,
        }
    }

    /// `side` answers the referee's latest mail with `body`; true when it
    /// was applied whole.
    fn send(&mut self, side: Side, body: &str) -> bool {
        let id = self.id.clone();
        let raw = self.h.mail(&id, side, body);
        let r = self.h.ingest(&raw);
        self.h.flush();
        self.mails.push(raw);
        applied(&r)
    }

    fn ok(&mut self, side: Side, body: &str) {
        assert!(self.send(side, body), "{body} was not applied");
        // The mail just applied, sent again at once, changes nothing.
        let last = self.mails.last().cloned().unwrap();
        self.replay(&last);
    }

    /// Sends `raw` again, ten minutes later, with a new Message-ID: the log does
    /// not change, and a mail that changed the game is answered with the
    /// reason.
    fn replay(&mut self, raw: &[u8]) {
        let before = log(&self.h, &self.id);
        self.replays += 1;
        let text = String::from_utf8(raw.to_vec()).unwrap();
        let start = text.find("Message-ID: <").unwrap() + "Message-ID: <".len();
        let end = start + text[start..].find('>').unwrap();
        let again = format!("{}replay-{}@example.org{}", &text[..start], self.replays, &text[end..]);
        self.h.clock.set(self.h.clock.get() + 600);
        let r = self.h.ingest(again.as_bytes());
        assert!(matches!(r, Ingested::Handled { .. }), "{r:?}");
        let sent = self.h.flush();
        assert_eq!(
            log(&self.h, &self.id),
            before,
            "a mail sent again changed the game:\n{again}"
        );
        if let Ingested::Handled { summary, .. } = &r {
            if summary.contains("refused") && !summary.contains("no command") {
                assert!(
                    sent.iter().any(|m| m.says("Reply to the latest mail")),
                    "{summary}: {:?}",
                    sent.iter().map(|m| &m.text).collect::<Vec<_>>()
                );
            }
        }
    }

    /// Every mail of the game sent again, in order, then in reverse.
    fn replay_all(&mut self) {
        let mails = self.mails.clone();
        for raw in mails.iter().chain(mails.iter().rev()) {
            self.replay(raw);
        }
    }

    fn state(&self) -> estafette::referee::GameState {
        self.h.svc.state(&self.id).unwrap()
    }
}

/// A held game played by the demo's player, with a message, a draw offer
/// declined and a board request along the way, ended by a resignation.
fn held_game(kind: GameKind) -> Played {
    let mut h = Harness::new();
    let id = h.new_game(kind, OptionsSpec::default(), Side::First);
    h.flush();
    let mut g = Played::new(h, id);
    if kind == GameKind::Lattaque {
        g.ok(Side::First, &format!("SETUP\n{ARMY_SOUTH}"));
        g.ok(Side::Second, &format!("SETUP\n{ARMY_NORTH}"));
    }
    let mut seed = 0x5eed_u64;
    for ply in 0..24 {
        let st = g.state();
        if st.is_over() {
            break;
        }
        assert_eq!(st.phase, Phase::Play);
        let pos = st.position.clone().unwrap();
        let side = pos.side_to_move();
        let mv = estafette::demo::choose_move(&pos, &mut seed).unwrap();
        match ply {
            3 => g.ok(side, &format!("MESSAGE good luck\n{mv}")),
            5 => {
                g.ok(side, "DRAW");
                g.ok(side.other(), "DRAW DECLINE");
                g.ok(side, &mv);
            }
            7 => g.ok(side, &format!("BOARD\n{mv}")),
            _ => g.ok(side, &mv),
        }
    }
    if !g.state().is_over() {
        let side = g.state().to_move().unwrap();
        g.ok(side, "RESIGN");
    }
    g
}

#[test]
fn every_mail_of_a_held_lattaque_game_sent_again_changes_nothing() {
    let mut g = held_game(GameKind::Lattaque);
    g.replay_all();
    assert!(g.state().is_over());
}

#[test]
fn every_mail_of_a_strand_game_sent_again_changes_nothing() {
    let mut g = held_game(GameKind::Strand);
    g.replay_all();
}

#[test]
fn every_mail_of_an_assaut_game_sent_again_changes_nothing() {
    let mut g = held_game(GameKind::Assaut);
    g.replay_all();
}

#[test]
fn every_mail_of_a_blind_game_sent_again_changes_nothing() {
    let mut h = Harness::new();
    let _tc = TimeControl::parse("3d", Some("1d")).unwrap();
    let id = h.new_blind_game(OptionsSpec::default(), common::players());
    h.flush();
    let army = "2 2 7 M 2 10 M 2 3\n6 5 9 2 4 S 2 6 3\n8 3 M 6 5 7 3 4 4\n5 F M 8 6 4 2 5 2\n";
    let secret = |side: &str, turn: &str, seed: u8| {
        let req = SealRequest {
            game: id.clone(),
            side: side.into(),
            turn: turn.into(),
            setup: army.into(),
            variant: None,
            sets: Vec::new(),
        };
        crate::common::seal_v1(&req, [seed; 32])
    };
    let s = [secret("south", "first", 1), secret("north", "second", 2)];
    let open = |side: Side, homes: &[&str]| {
        let homes: Vec<String> = homes.iter().map(|h| h.to_string()).collect();
        s[side.index()].open_lines(&homes).unwrap()
    };
    let (south, north) = (Side::First, Side::Second);
    let mut g = Played::new(h, id);
    g.ok(south, &s[0].commit_message());
    g.ok(north, &s[1].commit_message());
    g.ok(south, "a4-a5");
    g.ok(north, "a7-a6");
    g.ok(south, &format!("{}a5xa6", open(south, &["a4"])));
    g.ok(north, &format!("{}i7-i6", open(north, &["a7"])));
    g.ok(south, &format!("{}b4-b6", open(south, &["b4"])));
    g.ok(north, "DRAW");
    g.ok(south, "DRAW DECLINE");
    g.ok(north, "i6-i5");
    g.ok(south, "b6xb7");
    g.ok(north, &open(north, &["b7"]));
    g.ok(north, &s[1].reveal_message());
    g.ok(south, &s[0].reveal_message());
    assert_eq!(g.state().result.map(|r| r.winner), Some(1));
    g.replay_all();
}

/// A reply address of the first form (no position, from an earlier
/// version) counts as issued at position 0: it still changes the game for
/// a player who has not acted yet, never for one who has.
#[test]
fn an_address_of_the_first_form_counts_as_issued_at_zero() {
    let mut h = Harness::new();
    let id = h.new_game(GameKind::Strand, OptionsSpec::default(), Side::First);
    h.flush();
    let key = estafette::keys::keyfile::KeyFile::from_bytes(
        estafette::protocol::encode::hex_decode32(common::KEY_HEX).unwrap(),
    );
    let old = |h: &mut Harness, side: Side, body: &str| {
        let raw = String::from_utf8(h.mail(&id, side, body)).unwrap();
        let start = raw.find("referee+").unwrap() + "referee+".len();
        let end = start + raw[start..].find('@').unwrap();
        let player = if side == Side::First { 1 } else { 2 };
        let tok = estafette::protocol::token::make_v1(&key.token_key(), &id, player).unwrap();
        let raw = format!("{}{tok}{}", &raw[..start], &raw[end..]);
        let r = h.ingest(raw.as_bytes());
        (r, h.flush())
    };
    // Bob (who moves first in The 'Strand' War Game's default) has not acted.
    let side = h.svc.state(&id).unwrap().to_move().unwrap();
    let mv = estafette::demo::choose_move(&h.svc.state(&id).unwrap().position.unwrap(), &mut 7).unwrap();
    let (r, _) = old(&mut h, side, &mv);
    assert!(applied(&r), "{r:?}");
    let mv = estafette::demo::choose_move(&h.svc.state(&id).unwrap().position.unwrap(), &mut 7).unwrap();
    let (r, _) = h.play(&id, side.other(), &mv);
    assert!(applied(&r), "{r:?}");
    // Now Bob has acted: his old address still gets the board, not a move.
    let before = log(&h, &id);
    let (r, sent) = old(&mut h, side, "BOARD");
    assert!(applied(&r), "{r:?}");
    assert!(sent[0].text.contains("10 "), "{}", sent[0].text);
    let mv = estafette::demo::choose_move(&h.svc.state(&id).unwrap().position.unwrap(), &mut 7).unwrap();
    let (r, sent) = old(&mut h, side, &mv);
    assert!(!applied(&r), "{r:?}");
    assert!(sent[0].text.contains("Reply to the latest mail"), "{}", sent[0].text);
    assert_eq!(log(&h, &id), before);
}
