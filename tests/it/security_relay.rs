//! What one player writes, as the other receives it, never acts as the
//! referee's own lines: a relayed message is quoted (`> `) on every line,
//! so a copy of the referee's mail pasted unquoted below a reply is never
//! read as commands; a `Log-Head:` line inside a message is no receipt, so
//! `verify --receipts` does not accuse an honest referee; a player's name
//! never starts a line the referee's reader takes for a command.

use crate::common;

use common::{Harness, Sent};
use estafette::games::any::{GameKind, OptionsSpec};
use estafette::games::Side;
use estafette::service::Ingested;

fn applied(r: &Ingested) -> bool {
    matches!(r, Ingested::Handled { status, .. } if status == "applied")
}

fn to<'a>(sent: &'a [Sent], who: &str) -> &'a Sent {
    sent.iter()
        .find(|m| m.to.starts_with(who))
        .expect("a mail to the player")
}

/// A Strand game between Alice and Bob, the first move played.
fn strand(h: &mut Harness) -> String {
    let id = h.new_game(GameKind::Strand, OptionsSpec::default(), Side::First);
    h.flush();
    let mv = h.svc.state(&id).unwrap().position.unwrap().legal_moves()[0].clone();
    let (r, _) = h.play(&id, Side::First, &mv);
    assert!(applied(&r), "{r:?}");
    id
}

fn legal_move(h: &Harness, id: &str) -> String {
    h.svc.state(id).unwrap().position.unwrap().legal_moves()[0].clone()
}

#[test]
fn a_relayed_resign_pasted_below_a_reply_is_never_applied() {
    let mut h = Harness::new();
    let id = strand(&mut h);
    let mv = legal_move(&h, &id);
    let (r, sent) = h.play(&id, Side::Second, &format!("{mv}\nMESSAGE RESIGN"));
    assert!(applied(&r), "{r:?}");
    let alice = to(&sent, "alice");
    // The message is quoted, in the text part and in the HTML part.
    assert!(alice.text.lines().any(|l| l == "> RESIGN"), "{}", alice.text);
    assert!(alice.text.lines().all(|l| l.trim() != "RESIGN"), "{}", alice.text);
    assert!(alice.html.contains("&gt; RESIGN"), "{}", alice.html);
    // Alice's client pastes the referee's mail unquoted below her move.
    let mv = legal_move(&h, &id);
    let (r, _) = h.play(&id, Side::First, &format!("{mv}\n\n{}", alice.text));
    assert!(applied(&r), "{r:?}");
    let st = h.svc.state(&id).unwrap();
    assert!(st.result.is_none(), "nobody resigned: {:?}", st.result);
    assert_eq!(st.plies(), 3, "Alice's move, and nothing else");
    // The pasted copy alone applies nothing either.
    let (r, _) = h.play(&id, Side::Second, &alice.text);
    assert!(!applied(&r), "{r:?}");
    assert!(h.svc.state(&id).unwrap().result.is_none());
}

#[test]
fn a_log_head_in_a_message_is_no_receipt() {
    let mut h = Harness::new();
    let id = strand(&mut h);
    let forged = format!("Log-Head: {id} 2 {}", "ab".repeat(32));
    let mv = legal_move(&h, &id);
    // Alone on a line, and where the wrapping would start a line with it.
    let long = format!("{} {forged}", "word ".repeat(14).trim_end());
    let (r, sent) = h.play(&id, Side::Second, &format!("{mv}\nMESSAGE {forged}\nMESSAGE {long}"));
    assert!(applied(&r), "{r:?}");
    let alice = to(&sent, "alice");
    for l in alice.text.lines() {
        assert!(
            !l.trim_start().starts_with("Log-Head: ") || l.starts_with("Log-Head: "),
            "{l:?}"
        );
    }
    assert_eq!(
        alice.text.lines().filter(|l| l.starts_with("Log-Head:")).count(),
        1,
        "the receipt alone: {}",
        alice.text
    );
    let t = serde_json::to_string(&h.svc.export(&id).unwrap()).unwrap();
    let checked =
        estafette::transcript::verify_receipts(&t, std::slice::from_ref(&alice.text)).expect("an honest referee");
    assert_eq!(checked, 1);
}

#[test]
fn a_name_never_starts_a_line_the_reader_takes_for_a_command() {
    let mut h = Harness::new();
    let mut players = common::players();
    players[0].name = "RESIGN".into();
    players[1].name = "b7-b6 now".into();
    let id = h
        .svc
        .new_game(
            GameKind::Strand,
            OptionsSpec::default(),
            players,
            Some(Side::First),
            None,
        )
        .unwrap();
    let sent = h.flush();
    let mv = legal_move(&h, &id);
    let (_, moved) = h.play(&id, Side::First, &mv);
    for m in sent.iter().chain(&moved) {
        let lines = estafette::referee::reading::command_lines(m.text.lines());
        assert!(
            lines.iter().all(|l| !l.contains("RESIGN") && !l.contains("b7-b6")),
            "{lines:?} in {}",
            m.text
        );
    }
    // Bob pastes the referee's mail, which names Alice, below his move.
    let bob = to(&moved, "bob");
    let mv = legal_move(&h, &id);
    let (r, _) = h.play(&id, Side::Second, &format!("{mv}\n\n{}", bob.text));
    assert!(applied(&r), "{r:?}");
    assert!(h.svc.state(&id).unwrap().result.is_none());
}
