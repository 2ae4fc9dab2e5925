//! The turn's reply: what the core signs from the same inputs, the
//! openings a move needs, and the checks before signing.

use super::*;
use crate::handle;
use estafette_core::games::lattaque::{Army, Options};
use estafette_core::games::Side;
use estafette_core::protocol::blind::position_line;
use estafette_core::protocol::log::LogHead;

const ARMY: &str = "2 2 7 M 2 10 M 2 3\n6 5 9 2 4 S 2 6 3\n8 3 M 6 5 7 3 4 4\n5 F M 8 6 4 2 5 2\n";
const HEAD: &str = "Log-Head: lattaque-7 4 0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef";

fn secret() -> Secret {
    let opts = Options::default();
    let army = Army::parse(ARMY, Side::First, &opts).expect("army");
    Secret::seal("lattaque-7", 1, opts, army, [3; 32]).expect("sealed")
}

/// A referee's mail at the start of the game, `to_move` to move.
fn mail(to_move: Side) -> String {
    let board = BlindBoard::start(Options::default(), to_move);
    format!("Your move.\n\n{}\n{HEAD}\n", position_line(&board))
}

fn ask(v: Value) -> Result<Value, Why> {
    handle(&v)
}

/// What `estafette sign` signs: `commands` under the secret's key.
fn signed(s: &Secret, commands: &str) -> String {
    let head = LogHead::parse(HEAD).expect("head");
    sign_commands(&s.signing_key().expect("a key"), 1, &head, commands).expect("signed")
}

#[test]
fn a_move_is_signed_with_the_sealed_key_after_the_mails_head() {
    let s = secret();
    let v = ask(json!({"op": "reply", "file": s.to_json(), "mail": mail(Side::First), "move": " a4-a5 "}))
        .expect("a reply");
    assert_eq!(v["reply"].as_str(), Some(signed(&s, "a4-a5").as_str()));
    assert_eq!((&v["signed"], &v["head"]), (&json!(true), &json!(HEAD)));
    assert_eq!(v["opens"], json!([]));
    // The sig line checks under the key the commitment binds.
    let sig = v["reply"]
        .as_str()
        .and_then(|r| r.lines().last())
        .unwrap_or_default()
        .to_string();
    let bytes = estafette_core::protocol::sign::parse_signature(&sig[6..]).expect("base64");
    let head = LogHead::parse(HEAD).expect("head");
    let m = estafette_core::protocol::sign::signed_bytes("lattaque-7", 1, 4, &head.head, "a4-a5").expect("bytes");
    assert!(estafette_core::protocol::sign::verify(
        &s.commitment.key.expect("a key"),
        &m,
        &bytes
    ));
    // The mail folded: the same head read whole.
    let folded = mail(Side::First).replace("4 0123", "4 \\\n  0123");
    let again = ask(json!({"op": "reply", "file": s.to_json(), "mail": folded, "move": "a4-a5"})).expect("a reply");
    assert_eq!(again["reply"], v["reply"]);
}

#[test]
fn a_run_or_an_attack_opens_its_piece_first() {
    let s = secret();
    for (mv, opened) in [("a4-a6", "a4"), ("a4-a6xa7", "a4")] {
        let v = ask(json!({"op": "reply", "file": s.to_json(), "mail": mail(Side::First), "move": mv})).expect(mv);
        let lines = format!("{}{mv}", s.open_lines(&[opened.to_string()]).expect("open"));
        assert_eq!(v["reply"].as_str(), Some(signed(&s, &lines).as_str()), "{mv}");
        assert_eq!(v["opens"], json!([opened]));
    }
    // Openings asked for, and the reveal, before the move; one line each.
    let v = ask(
        json!({"op": "reply", "file": s.to_json(), "mail": mail(Side::First), "move": "a4-a6xa7",
        "opens": ["b1", "a4"], "reveal": true}),
    )
    .expect("a reply");
    let lines = format!(
        "{}{}a4-a6xa7",
        s.open_lines(&["a4".into(), "b1".into()]).expect("open"),
        s.reveal_message()
    );
    assert_eq!(v["reply"].as_str(), Some(signed(&s, &lines).as_str()));
    // Only an opening, out of turn (a defence): signed as it is.
    let v =
        ask(json!({"op": "reply", "file": s.to_json(), "mail": mail(Side::Second), "opens": ["b4"]})).expect("open");
    let lines = s.open_lines(&["b4".into()]).expect("open");
    assert_eq!(v["reply"].as_str(), Some(signed(&s, &lines).as_str()));
}

#[test]
fn the_game_the_side_and_the_move_are_checked_before_signing() {
    let s = secret();
    let refused = |v: Value| ask(v).expect_err("refused").english;
    let other = mail(Side::First).replace("lattaque-7 4", "lattaque-8 4");
    let e = refused(json!({"op": "reply", "file": s.to_json(), "mail": other, "move": "a4-a5"}));
    assert!(e.contains("lattaque-8") && e.contains("lattaque-7"), "{e}");
    let e = refused(json!({"op": "reply", "file": s.to_json(), "mail": mail(Side::Second), "move": "a4-a5"}));
    assert!(e.contains("not your turn"), "{e}");
    // d4 holds a Mine.
    let e = refused(json!({"op": "reply", "file": s.to_json(), "mail": mail(Side::First), "move": "d4-d5"}));
    assert!(e.starts_with("d4-d5"), "{e}");
    let e = refused(json!({"op": "reply", "file": s.to_json(), "mail": "no head here", "move": "a4-a5"}));
    assert!(e.contains("Log-Head"), "{e}");
    let e = refused(json!({"op": "reply", "file": s.to_json(), "mail": mail(Side::First), "move": "  "}));
    assert!(e.contains("no command lines"), "{e}");
    let e = refused(json!({"op": "reply", "file": s.to_json(), "mail": mail(Side::First), "opens": ["e5"]}));
    assert!(e.contains("e5"), "{e}");
    // Other commands go as they are.
    let v = ask(json!({"op": "reply", "file": s.to_json(), "mail": mail(Side::First), "move": "RESIGN"}))
        .expect("a resignation");
    assert_eq!(v["reply"].as_str(), Some(signed(&s, "RESIGN").as_str()));
}

#[test]
fn a_key_file_signs_for_the_side_given_and_an_old_secret_not_at_all() {
    let kf = KeyFile::new(&[9; 32]).to_json();
    let head = LogHead::parse(HEAD).expect("head");
    let v = ask(json!({"op": "reply", "file": kf, "mail": HEAD, "move": "RESIGN", "side": "2"})).expect("signed");
    assert_eq!(
        v["reply"].as_str(),
        Some(sign_commands(&[9; 32], 2, &head, "RESIGN").expect("core").as_str())
    );
    for (req, why) in [
        (json!({"file": kf, "mail": HEAD, "move": "RESIGN"}), "give your side"),
        (
            json!({"file": kf, "mail": HEAD, "move": "RESIGN", "side": "3"}),
            "side '3'",
        ),
        (
            json!({"file": kf, "mail": HEAD, "opens": ["a4"], "side": "1"}),
            "only signs",
        ),
        (
            json!({"file": "{}", "mail": HEAD, "move": "RESIGN", "side": "1"}),
            "secret file",
        ),
    ] {
        let e = reply(&req).expect_err("refused");
        assert!(e.english.contains(why), "{e} / {why}");
    }
    let s = secret();
    let v1 = Secret::seal_v1(&s.game, 1, s.opts, s.army.clone(), s.seed).expect("v1");
    let v = ask(json!({"op": "reply", "file": v1.to_json(), "mail": mail(Side::First), "move": "a4-a5"}))
        .expect("unsigned");
    assert_eq!((v["reply"].as_str(), &v["signed"]), (Some("a4-a5\n"), &json!(false)));
}

#[test]
fn a_file_is_told_for_what_it_is() {
    let s = secret();
    let v = ask(json!({"op": "file", "file": s.to_json()})).expect("a secret");
    assert_eq!(
        [&v["kind"], &v["game"], &v["side"], &v["signs"]],
        [&json!("secret"), &json!("lattaque-7"), &json!("south"), &json!(true)]
    );
    let v = ask(json!({"op": "file", "file": KeyFile::new(&[9; 32]).to_json()})).expect("a key");
    assert_eq!(v["kind"], "key");
    let transcript = include_str!("../../../../tests/data/transcript/blind.json");
    let e = ask(json!({"op": "file", "file": transcript})).expect_err("a transcript");
    assert!(e.english.contains("transcript"), "{e}");
    for junk in ["", "hello", "{}", "{\"format\": \"estafette-secret\"}"] {
        let e = ask(json!({"op": "file", "file": junk})).expect_err(junk);
        assert!(e.english.starts_with("this is not your secret file"), "{e}");
    }
}
