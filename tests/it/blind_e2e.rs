//! Blind games through the real shell (`ingest`, the outbox, `tick`,
//! `export` and `verify`), played with both players' own tools.

use crate::common;

use common::Harness;
use estafette::games::any::OptionsSpec;
use estafette::games::Side;
use estafette::player::{self, SealRequest};
use estafette::protocol::blind::Secret;
use estafette::service::Ingested;

use crate::common::BLIND_ARMY as ARMY;
const S: Side = Side::First;
const N: Side = Side::Second;

fn secret(game: &str, side: &str, turn: &str, seed: u8) -> Secret {
    let req = SealRequest {
        game: game.into(),
        side: side.into(),
        turn: turn.into(),
        setup: ARMY.into(),
        variant: None,
        sets: Vec::new(),
    };
    crate::common::seal_v1(&req, [seed; 32])
}

struct Blind {
    h: Harness,
    id: String,
    s: [Secret; 2],
}

fn opens(s: &Secret, homes: &[&str]) -> String {
    let names: Vec<String> = homes.iter().map(|h| h.to_string()).collect();
    s.open_lines(&names).unwrap()
}

impl Blind {
    fn start() -> Blind {
        Blind::start_with(common::players())
    }

    fn start_with(players: [estafette::service::PlayerSpec; 2]) -> Blind {
        let mut h = Harness::new();
        let id = h.new_blind_game(OptionsSpec::default(), players);
        let invitations = h.flush();
        assert!(
            invitations
                .iter()
                .any(|m| m.says(&format!("estafette seal {id} south ARMYFILE --turn first"))),
            "{}",
            invitations[0].text
        );
        assert!(invitations.iter().all(|m| m.says("Position: lattaque ")));
        let s = [secret(&id, "south", "first", 1), secret(&id, "north", "second", 2)];
        let mut b = Blind { h, id, s };
        for side in [S, N] {
            let body = b.s[side.index()].commit_message();
            let (r, _) = b.send(side, &body);
            assert!(applied(&r), "{r:?}");
        }
        b
    }

    fn send(&mut self, side: Side, body: &str) -> (Ingested, Vec<common::Sent>) {
        let id = self.id.clone();
        self.h.play(&id, side, body)
    }

    /// Openings (by starting square) then an optional move, in one mail.
    fn turn(&mut self, side: Side, homes: &[&str], mv: Option<&str>) -> (Ingested, Vec<common::Sent>) {
        let mut body = if homes.is_empty() {
            String::new()
        } else {
            opens(&self.s[side.index()], homes)
        };
        if let Some(m) = mv {
            body.push_str(m);
            body.push('\n');
        }
        self.send(side, &body)
    }

    fn ok(&mut self, side: Side, homes: &[&str], mv: Option<&str>) -> Vec<common::Sent> {
        let (r, sent) = self.turn(side, homes, mv);
        assert!(
            applied(&r),
            "{homes:?} {mv:?}: {r:?}\n{}",
            sent.first().map(|m| m.text.as_str()).unwrap_or("")
        );
        sent
    }

    fn state(&self) -> estafette::referee::GameState {
        self.h.svc.state(&self.id).unwrap()
    }

    fn verify(&self) -> estafette::transcript::Verified {
        let t = self.h.svc.export(&self.id).unwrap();
        estafette::transcript::verify(&serde_json::to_string(&t).unwrap(), None).unwrap()
    }
}

fn applied(r: &Ingested) -> bool {
    matches!(r, Ingested::Handled { summary, .. } if !summary.contains("refused"))
}

fn refused(r: &Ingested) -> bool {
    matches!(r, Ingested::Handled { summary, .. } if summary.contains("refused"))
}

#[test]
fn a_whole_blind_game_through_ingest() {
    let mut b = Blind::start();
    assert!(b.state().blind.is_some());
    b.ok(S, &[], Some("a4-a5"));
    b.ok(N, &[], Some("a7-a6"));
    let sent = b.ok(S, &["a4"], Some("a5xa6"));
    // Both players see the attacker's opening; the defender is told to open.
    let to_north = sent.iter().find(|m| m.to.contains("bob")).unwrap();
    assert!(
        to_north.text.contains("open a4 2 ") && to_north.text.contains("estafette open SECRETFILE a7"),
        "{}",
        to_north.text
    );
    // North may not move before opening the attacked piece.
    let (r, _) = b.turn(N, &[], Some("i7-i6"));
    assert!(refused(&r));
    let sent = b.ok(N, &["a7"], Some("i7-i6"));
    let to_south = sent.iter().find(|m| m.to.contains("alice")).unwrap();
    assert!(
        to_south.text.contains("open a7 5 ") && to_south.text.contains("removed: a5"),
        "{}",
        to_south.text
    );
    // South's private board from that very mail, with the player's tool.
    let view = player::view_text(&b.s[0], &player::mail_text(&to_south.raw), estafette::views::Lang::En).unwrap();
    assert!(view.contains("you are South") && !view.contains("warning"), "{view}");
    let (r, _) = b.turn(S, &[], Some("b4-b6"));
    assert!(refused(&r), "a Scout's run needs its opening");
    b.ok(S, &["b4"], Some("b4-b6"));
    b.ok(N, &[], Some("i6-i5"));
    b.ok(S, &[], Some("b6xb7"));
    let sent = b.ok(N, &["b7"], None);
    assert!(
        sent.iter().all(|m| m.says("estafette reveal SECRETFILE")),
        "{}",
        sent[0].text
    );
    assert!(b.state().result.is_none(), "provisional until the reveals");
    let body = b.s[1].reveal_message();
    let (r, _) = b.send(N, &body);
    assert!(applied(&r));
    let body = b.s[0].reveal_message();
    let (r, sent) = b.send(S, &body);
    assert!(applied(&r));
    let st = b.state();
    assert_eq!(st.result.as_ref().map(|r| r.winner), Some(1), "{:?}", st.result);
    assert!(sent.iter().any(|m| m.says("captured")));
    let v = b.verify();
    assert_eq!(v.result.map(|r| r.winner), Some(1));
    tampering_with_the_blind_transcript_is_caught(&b, &sent);
}

/// A referee (or anyone) who alters a finished blind game's record is
/// caught: by the chain when it is left alone, by the stated result when
/// the chain is recomputed, and by the players' receipts (the `Log-Head:`
/// lines of the mails they got) when the result is restated too.
fn tampering_with_the_blind_transcript_is_caught(b: &Blind, last_mails: &[common::Sent]) {
    use estafette::transcript::{verify, verify_receipts};
    let honest = b.h.svc.export(&b.id).unwrap();
    let text = serde_json::to_string(&honest).unwrap();
    let bodies: Vec<String> = last_mails.iter().map(|m| m.text.clone()).collect();
    assert!(
        verify_receipts(&text, &bodies).unwrap() > 0,
        "the honest record matches the receipts"
    );
    // Claim that South opened its attacker as a Marshal (10) instead of a Scout.
    let mut t = honest.clone();
    let i = t
        .log
        .iter()
        .position(|e| e.event.contains("\"event\":\"opened\""))
        .expect("an opened event");
    let forged = t.log[i].event.replacen("\"rank\":\"2\"", "\"rank\":\"10\"", 1);
    assert_ne!(forged, t.log[i].event, "the opening was altered: {}", t.log[i].event);
    t.log[i].event = forged;
    let err = verify(&serde_json::to_string(&t).unwrap(), None)
        .expect_err("altered event")
        .to_string();
    assert!(err.contains("hash does not match"), "{err}");
    // The chain recomputed, as a forger would: the replay finds the bad
    // opening (a forfeit), which is not the stated result.
    let mut prev = estafette::protocol::log::genesis(&t.game).unwrap();
    for (k, e) in t.log.iter_mut().enumerate() {
        e.n = k as u64 + 1;
        prev = estafette::protocol::log::next(&prev, e.n, e.event.as_bytes()).unwrap();
        e.head = estafette::protocol::hex_encode(&prev);
    }
    t.head.n = t.log.len() as u64;
    t.head.head = estafette::protocol::hex_encode(&prev);
    match verify(&serde_json::to_string(&t).unwrap(), None) {
        // The forfeit the bad opening causes ends the game there: the later
        // events, or the stated result, no longer fit.
        Err(err) => assert!(
            err.to_string().contains("event") || err.to_string().contains("result"),
            "{err}"
        ),
        Ok(v) => assert_ne!(v.result, honest.result, "a forged opening must change the outcome"),
    }
    // Restating the result too still leaves the players' receipts unmatched.
    let err = verify_receipts(&serde_json::to_string(&t).unwrap(), &bodies)
        .expect_err("receipts")
        .to_string();
    assert!(!err.is_empty());
}

/// A French player reads the blind game's notices in French, the English
/// one in English.
#[test]
fn blind_notices_are_in_each_players_language() {
    let mut players = common::players();
    players[1].lang = "fr".into();
    let mut b = Blind::start_with(players);
    b.ok(S, &[], Some("a4-a5"));
    b.ok(N, &[], Some("a7-a6"));
    let sent = b.ok(S, &["a4"], Some("a5xa6"));
    let bob = sent.iter().find(|m| m.to.contains("bob")).unwrap();
    assert!(
        bob.says("a ouvert la pièce partie de a4") && bob.says("Ouvrez-la"),
        "{}",
        bob.text
    );
    let alice = sent.iter().find(|m| m.to.contains("alice")).unwrap();
    assert!(alice.says("opened the piece from a4"), "{}", alice.text);
    let sent = b.ok(N, &["a7"], None);
    let bob = sent.iter().find(|m| m.to.contains("bob")).unwrap();
    assert!(bob.says("Combat de a5 contre a6 : retiré : a5"), "{}", bob.text);
    // A bad opening line and a run without the Scout's opening: the whole
    // explanation is French.
    let (r, sent) = b.send(N, "open i7 2");
    assert!(refused(&r), "{r:?}");
    assert!(
        sent[0].says(
            "Refusé : open i7 2 : une ligne d'ouverture s'écrit « open CASE RANG SEL » (4 mots), celle-ci en a 3"
        ),
        "{}",
        sent[0].text
    );
    let (r, sent) = b.turn(N, &[], Some("i7-i5"));
    assert!(refused(&r), "{r:?}");
    assert!(
        sent[0].says("i7-i5 : seul un Éclaireur court sur plus d'une case : ouvrez la pièce partie de i7 comme Éclaireur dans le même courrier"),
        "{}",
        sent[0].text
    );
    // An opening that does not match its leaf: the breach, and the result,
    // in each player's language.
    let line = opens(&b.s[1], &["i7"]).replacen("open i7 2 ", "open i7 10 ", 1);
    let (_, sent) = b.send(N, &format!("{line}i7-i5\n"));
    let bob = sent.iter().find(|m| m.to.contains("bob")).unwrap();
    assert!(
        bob.says("perd la partie par forfait : l'ouverture de la pièce partie de i7 comme Chef d'Armée ne correspond pas à sa feuille"),
        "{}",
        bob.text
    );
    let alice = sent.iter().find(|m| m.to.contains("alice")).unwrap();
    assert!(
        alice.says("the opening of the piece from i7 as Commander-in-Chief does not match its leaf"),
        "{}",
        alice.text
    );
}

#[test]
fn cheats_through_ingest_forfeit_and_verify() {
    // An opening that does not match its leaf.
    let mut b = Blind::start();
    b.ok(S, &[], Some("a4-a5"));
    b.ok(N, &[], Some("a7-a6"));
    let line = opens(&b.s[0], &["a4"]).replacen("open a4 2 ", "open a4 10 ", 1);
    let (r, sent) = b.send(S, &format!("{line}a5xa6\n"));
    assert!(refused(&r) || applied(&r), "{r:?}");
    assert!(sent.iter().any(|m| m.says("forfeits")), "{}", sent[0].text);
    assert_eq!(b.state().result.as_ref().map(|r| r.winner), Some(2));
    assert_eq!(b.verify().result.map(|r| r.winner), Some(2));

    // A Mine that moved, opened when attacked.
    let mut b = Blind::start();
    b.ok(S, &[], Some("d4-d5"));
    b.ok(N, &[], Some("d7-d6"));
    b.ok(S, &[], Some("a4-a5"));
    b.ok(N, &["d7"], Some("d6xd5"));
    let (_, sent) = b.turn(S, &["d4"], None);
    assert!(sent.iter().any(|m| m.says("forfeits")));
    assert_eq!(b.state().result.as_ref().map(|r| r.winner), Some(2));
    assert_eq!(b.verify().result.map(|r| r.winner), Some(2));

    // A final reveal whose seed does not match.
    let mut b = Blind::start();
    let (r, _) = b.send(S, "RESIGN");
    assert!(applied(&r));
    let body = b.s[1].reveal_message().replacen("reveal 0202", "reveal 0303", 1);
    let (_, sent) = b.send(N, &body);
    assert!(sent.iter().any(|m| m.says("forfeits")), "{}", sent[0].text);
    assert_eq!(
        b.state().result.as_ref().map(|r| r.winner),
        Some(1),
        "the winner's false reveal forfeits"
    );
    assert_eq!(b.verify().result.map(|r| r.winner), Some(1));
}

#[test]
fn a_reveal_missed_by_its_deadline_forfeits() {
    let mut b = Blind::start();
    let (r, _) = b.send(S, "RESIGN");
    assert!(applied(&r));
    let body = b.s[0].reveal_message();
    let (r, _) = b.send(S, &body);
    assert!(applied(&r));
    // North, the winner on the board, never reveals.
    b.h.clock.set(b.h.clock.get() + 5 * 86_400);
    // The late notice, then the loss on time.
    for _ in 0..3 {
        b.h.svc.tick().unwrap();
    }
    let st = b.state();
    assert_eq!(st.result.as_ref().map(|r| r.winner), Some(1), "{:?}", st.result);
    assert_eq!(b.verify().result.map(|r| r.winner), Some(1));
}

/// A defender who never opens the attacked piece stays on the clock (its
/// other mails cannot move) and loses on time through `tick`; the game then
/// goes to the reveals like any other end.
#[test]
fn a_defender_that_never_opens_loses_on_time() {
    let mut b = Blind::start();
    b.ok(S, &[], Some("a4-a5"));
    b.ok(N, &[], Some("a7-a6"));
    b.ok(S, &["a4"], Some("a5xa6"));
    let (r, _) = b.turn(N, &[], Some("i7-i6"));
    assert!(refused(&r), "North must open a7 first");
    assert!(b.state().result.is_none());
    // Three days per move and one of grace: five days later North is out.
    b.h.clock.set(b.h.clock.get() + 5 * 86_400);
    for _ in 0..3 {
        b.h.svc.tick().unwrap();
    }
    let events = estafette::store::Queries::events(&b.h.svc.store.read(), &b.id).unwrap();
    let timed_out = events
        .iter()
        .any(|e| String::from_utf8_lossy(&e.bytes).contains("\"event\":\"timed-out\""));
    assert!(timed_out, "a loss on time is in the log");
    // Both reveal; South wins, North having run out of time.
    for side in [N, S] {
        let body = b.s[side.index()].reveal_message();
        let (r, _) = b.send(side, &body);
        assert!(applied(&r), "{r:?}");
    }
    let st = b.state();
    assert_eq!(st.result.as_ref().map(|r| r.winner), Some(1), "{:?}", st.result);
    assert_eq!(b.verify().result.map(|r| r.winner), Some(1));
}
