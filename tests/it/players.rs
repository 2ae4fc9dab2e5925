//! Players are never left in silence: a mail that applied anything always
//! gets its receipt, the limit of error replies counts per address and
//! game and says when it bites, bounce notices do not use it up, a mail
//! without a token is answered with the player's games, every game tells
//! its rules, and a language chosen for one game stays with that game.

use crate::common::{self, Harness, Sent};

use estafette::games::any::{GameKind, OptionsSpec};
use estafette::games::Side;
use estafette::service::{Ingested, PlayerSpec};
use estafette::store::Queries;

const ALICE: &str = "alice@example.org";
const BOB: &str = "bob@example.org";

fn strand_game(h: &mut Harness) -> String {
    let id = h.new_game(GameKind::Strand, OptionsSpec::default(), Side::First);
    h.flush();
    id
}

/// A legal move for the side to move in `game`.
fn a_move(h: &Harness, game: &str) -> String {
    let pos = h.svc.state(game).unwrap().position.unwrap();
    pos.legal_moves()[0].clone()
}

/// `side`'s mail for `game`, taken in at the harness's clock as it stands
/// (the harness moves the clock an hour on for each mail it writes).
fn at_once(h: &mut Harness, game: &str, side: Side, body: &str) -> Ingested {
    let now = h.clock.get();
    let raw = h.mail(game, side, body);
    h.clock.set(now);
    h.ingest(&raw)
}

fn to<'s>(sent: &'s [Sent], who: &str) -> Vec<&'s Sent> {
    sent.iter().filter(|m| m.to == who).collect()
}

/// A mail to the referee's plain address.
fn plain(h: &mut Harness, from: &str, body: &str) -> Vec<u8> {
    h.counter += 1;
    format!(
        "From: <{from}>\r\nTo: referee@example.net\r\nSubject: hello\r\nMessage-ID: <plain{}@x.example>\r\n\r\n{body}\r\n",
        h.counter
    )
    .into_bytes()
}

/// Claire's mail for `game`, where she plays `side`.
fn claire(h: &mut Harness, game: &str, side: Side, body: &str) -> Vec<Sent> {
    let to = h.svc.reply_address(game, side).unwrap();
    h.counter += 1;
    let raw = format!(
        "From: Claire <claire@example.org>\r\nTo: <{to}>\r\nSubject: Re: {game}\r\nMessage-ID: <c{}@example.org>\r\n\
         MIME-Version: 1.0\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Transfer-Encoding: 8bit\r\n\r\n{body}\r\n",
        h.counter
    );
    h.ingest(raw.as_bytes());
    h.flush()
}

/// A delivery status report: `address` bounced.
fn bounce(h: &mut Harness, address: &str) -> Vec<u8> {
    h.counter += 1;
    format!(
        "Return-Path: <>\r\nFrom: MAILER-DAEMON@mx.example.net\r\nTo: referee@example.net\r\n\
         Subject: Undelivered Mail Returned to Sender\r\nMessage-ID: <dsn{n}@mx.example.net>\r\nMIME-Version: 1.0\r\n\
         Content-Type: multipart/report; report-type=delivery-status; boundary=\"B\"\r\n\r\n\
         --B\r\nContent-Type: text/plain\r\n\r\nYour message could not be delivered.\r\n\
         --B\r\nContent-Type: message/delivery-status\r\n\r\nReporting-MTA: dns; mx.example.net\r\n\r\n\
         Final-Recipient: rfc822; {address}\r\nAction: failed\r\nStatus: 5.1.1\r\n\r\n--B--\r\n",
        n = h.counter
    )
    .into_bytes()
}

const LAST: &str = "this is its last answer to such mails until";

#[test]
fn past_the_limit_a_mail_that_applies_a_move_still_gets_its_receipt() {
    let mut h = Harness::new();
    let id = strand_game(&mut h);
    // Alice reads her deadlines in Paris time: the notice's time is hers.
    at_once(&mut h, &id, Side::First, "TIMEZONE Europe/Paris");
    h.flush();
    let first_error = h.clock.get();
    // Five error replies, then one that says the limit is reached and
    // until when, then silence.
    for i in 0..8 {
        let r = at_once(&mut h, &id, Side::First, "z9-z10");
        assert!(
            matches!(r, Ingested::Handled { ref status, .. } if status == "rejected"),
            "{r:?}"
        );
        let sent = h.flush();
        match i {
            0..=4 => {
                assert_eq!(sent.len(), 1, "error reply {i}");
                assert!(!sent[0].says(LAST), "{}", sent[0].text);
            }
            5 => {
                assert_eq!(sent.len(), 1, "the notice");
                assert_eq!(sent[0].to, ALICE);
                let until = estafette::compose::local_time(first_error + 3600, "Europe/Paris");
                assert!(until.ends_with("CET"), "{until}");
                assert!(
                    sent[0].says(&format!("{LAST} {until}")),
                    "the notice says until when, in Alice's time: {}",
                    sent[0].text
                );
                assert!(sent[0].says("Refused: z9-z10"), "{}", sent[0].text);
            }
            _ => assert!(sent.is_empty(), "muted, and told once: {sent:?}"),
        }
    }
    // A move, then a refused line: the move is applied and both players
    // are told; Alice's receipt says what was refused.
    let mv = a_move(&h, &id);
    let head = h.svc.state(&id).unwrap().n;
    let r = at_once(&mut h, &id, Side::First, &format!("{mv}\nz9-z10"));
    assert!(
        matches!(r, Ingested::Handled { ref status, .. } if status == "rejected"),
        "{r:?}"
    );
    assert_eq!(h.svc.state(&id).unwrap().n, head + 1, "the move is applied");
    let sent = h.flush();
    let alice = to(&sent, ALICE);
    assert_eq!(alice.len(), 1, "the receipt goes out past the limit: {sent:?}");
    assert!(alice[0].says(&format!("Applied: {mv}")), "{}", alice[0].text);
    assert!(alice[0].says("Refused: z9-z10"), "{}", alice[0].text);
    assert!(!alice[0].subject.ends_with("not applied"), "{}", alice[0].subject);
    assert_eq!(to(&sent, BOB).len(), 1, "Bob sees the move");
    // A HELP applies: answered, limit or not.
    at_once(&mut h, &id, Side::First, "HELP");
    assert_eq!(h.flush().len(), 1);
    // An hour after the first error reply, answers come again.
    h.clock.set(first_error + 3600);
    at_once(&mut h, &id, Side::First, "z9-z10");
    let sent = h.flush();
    assert_eq!(sent.len(), 1, "answered again once the hour is over");
    assert!(!sent[0].says(LAST));
}

/// The address a referee's mail asks to be answered at.
fn reply_to(m: &Sent) -> String {
    let msg = mail_parser::MessageParser::default().parse(&m.raw).unwrap();
    let to = msg.reply_to().and_then(|a| a.first()).and_then(|a| a.address());
    to.expect("a Reply-To").to_string()
}

#[test]
fn a_mail_of_only_a_message_gets_a_receipt_whose_address_takes_the_next_move() {
    let mut h = Harness::new();
    let id = strand_game(&mut h);
    let (_, sent) = h.play(&id, Side::First, "MESSAGE good luck");
    let alice = to(&sent, ALICE);
    assert_eq!(alice.len(), 1, "Alice gets her receipt: {sent:?}");
    assert!(alice[0].says("Applied: MESSAGE good luck."), "{}", alice[0].text);
    let head = h.svc.state(&id).unwrap().n;
    assert_eq!(
        common::receipt(&alice[0].text).map(|r| r.n),
        Some(head),
        "{}",
        alice[0].text
    );
    assert!(to(&sent, BOB)[0].says("good luck"), "Bob gets the message");
    // Her next move, sent in answer to the receipt, is no stale mail.
    let mv = a_move(&h, &id);
    let raw = h.mail_to(&reply_to(alice[0]), &id, Side::First, &mv);
    let r = h.ingest(&raw);
    assert!(
        matches!(r, Ingested::Handled { ref status, .. } if status == "applied"),
        "{r:?}"
    );
    assert_eq!(h.svc.state(&id).unwrap().n, head + 1, "the move is applied");
    h.flush();
    // A DRAW offer is answered with a receipt too.
    let (_, sent) = h.play(&id, Side::Second, "DRAW");
    assert!(to(&sent, BOB)[0].says("Applied: DRAW."), "{sent:?}");
}

#[test]
fn a_message_over_a_thousand_characters_is_refused_with_a_word_to_its_sender() {
    let mut h = Harness::new();
    let id = strand_game(&mut h);
    let head = h.svc.state(&id).unwrap().n;
    let (_, sent) = h.play(&id, Side::First, &format!("MESSAGE {}", "ab ".repeat(334)));
    assert_eq!(h.svc.state(&id).unwrap().n, head, "nothing is recorded");
    let alice = to(&sent, ALICE);
    assert_eq!((alice.len(), sent.len()), (1, 1), "only Alice is answered: {sent:?}");
    assert!(
        alice[0].says("a MESSAGE holds at most 1000 characters: nothing of it was passed on"),
        "{}",
        alice[0].text
    );
    // 1000 characters go through whole.
    let text = format!("{}abcde", "abcd ".repeat(199));
    assert_eq!(text.chars().count(), 1000);
    let (_, sent) = h.play(&id, Side::First, &format!("MESSAGE {text}"));
    assert_eq!(h.svc.state(&id).unwrap().n, head + 1, "the message is recorded");
    assert_eq!(to(&sent, BOB).len(), 1, "and relayed");
    assert!(
        to(&sent, ALICE)[0].says(&format!("Applied: MESSAGE {text}.")),
        "{sent:?}"
    );
}

#[test]
fn the_limit_counts_per_game_and_bounce_notices_do_not_use_it() {
    let mut h = Harness::new();
    let one = strand_game(&mut h);
    let two = strand_game(&mut h);
    for _ in 0..7 {
        at_once(&mut h, &one, Side::First, "z9-z10");
    }
    assert_eq!(
        h.flush().len(),
        6,
        "five error replies and the notice, for the first game"
    );
    // The second game has a budget of its own.
    at_once(&mut h, &two, Side::First, "z9-z10");
    let sent = h.flush();
    assert_eq!(sent.len(), 1, "the other game's error is answered");
    assert!(sent[0].subject.contains(&two), "{}", sent[0].subject);
    // Bob's mail bounces ten times: Alice is told (within a limit of its
    // own, per game), and her budget of error replies is untouched.
    let mut h = Harness::new();
    let id = strand_game(&mut h);
    for _ in 0..10 {
        let raw = bounce(&mut h, BOB);
        assert!(matches!(h.ingest(&raw), Ingested::Handled { ref status, .. } if status == "bounce"));
    }
    let notices = h.flush();
    assert_eq!(notices.len(), 5, "bounce notices are limited too");
    assert!(notices.iter().all(|m| m.to == ALICE && m.says("bounced")));
    for i in 0..5 {
        at_once(&mut h, &id, Side::First, "z9-z10");
        let sent = h.flush();
        assert_eq!(sent.len(), 1, "error reply {i} after the bounce notices");
        assert!(!sent[0].says(LAST), "{}", sent[0].text);
    }
    let counted = h
        .svc
        .store
        .read()
        .error_replies_since(ALICE, &id, h.clock.get() - 3599)
        .unwrap();
    assert_eq!(counted, 5, "only the error replies count");
}

#[test]
fn a_mail_without_a_token_lists_the_players_games_in_progress() {
    let mut h = Harness::new();
    let strand = strand_game(&mut h);
    let lattaque = h.new_game(GameKind::Lattaque, OptionsSpec::default(), Side::First);
    let over = strand_game(&mut h);
    h.play(&over, Side::Second, "RESIGN");
    h.flush();
    let heads: Vec<u64> = [&strand, &lattaque].iter().map(|g| h.svc.state(g).unwrap().n).collect();
    let raw = plain(&mut h, ALICE, "b4-c5");
    let r = h.ingest(&raw);
    assert!(
        matches!(r, Ingested::Handled { ref status, .. } if status == "rejected"),
        "{r:?}"
    );
    let sent = h.flush();
    assert_eq!(sent.len(), 1, "{sent:?}");
    let m = &sent[0];
    assert_eq!((m.to.as_str(), m.subject.as_str()), (ALICE, "Estafette: no game token"));
    assert!(m.says("nothing in it was applied"), "{}", m.text);
    for (game, turn) in [(&strand, "Move 1: your turn."), (&lattaque, "Setup: send your army")] {
        let address = h.svc.reply_address(game, Side::First).unwrap();
        let at = m
            .text
            .find(&format!("  {game} ("))
            .unwrap_or_else(|| panic!("{game} in {}", m.text));
        let entry = &m.text[at..];
        let entry = &entry[..entry.find("\n\n").unwrap_or(entry.len())];
        assert!(entry.contains("you play"), "{entry}");
        assert!(entry.contains(turn), "{entry}");
        assert!(entry.contains(&format!("Reply address: {address}")), "{entry}");
    }
    assert!(
        !m.says(&format!("  {over} (")),
        "a finished game is not listed: {}",
        m.text
    );
    let after: Vec<u64> = [&strand, &lattaque].iter().map(|g| h.svc.state(g).unwrap().n).collect();
    assert_eq!(after, heads, "nothing is applied");
    // Bob's turn in the Strand game, as Bob sees it.
    let raw = plain(&mut h, BOB, "hello?");
    h.ingest(&raw);
    let sent = h.flush();
    assert!(sent[0].says("Move 1: waiting for Alice (Allies)."), "{}", sent[0].text);
    // A stranger is still not answered.
    let raw = plain(&mut h, "stranger@example.com", "b4-c5");
    h.ingest(&raw);
    assert!(h.flush().is_empty());
}

/// A L'Attaque game of Alice (English) against Claire (French), with the
/// standard variant.
fn lattaque_with_claire(h: &mut Harness) -> String {
    let claire = PlayerSpec {
        address: "claire@example.org".into(),
        name: "Claire".into(),
        lang: "fr".into(),
    };
    let spec = OptionsSpec {
        variant: Some("standard".into()),
        ..OptionsSpec::default()
    };
    h.svc
        .new_game(
            GameKind::Lattaque,
            spec,
            [common::players()[0].clone(), claire],
            Some(Side::First),
            None,
        )
        .unwrap()
}

#[test]
fn the_invitation_help_and_rules_carry_the_army_and_the_key_rules() {
    let mut h = Harness::new();
    let id = lattaque_with_claire(&mut h);
    let sent = h.flush();
    let alice = to(&sent, ALICE)[0];
    let north = to(&sent, "claire@example.org")[0];
    for line in [
        "Your army, 36 pieces (code, rank, how many):",
        "  10 Commander-in-Chief  1      5 Lieutenant  4",
        "   7 Major               2      2 Scout       8",
        "   M Mine                4      F Flag        1",
    ] {
        assert!(alice.says(line), "{line:?} in {}", alice.text);
    }
    // The standard variant's rules; an example from South's side.
    assert!(alice.says("Rules (standard): "), "{}", alice.text);
    assert!(alice.says("only when the Spy attacks"), "{}", alice.text);
    assert!(alice.says("any enemy piece next to it"), "{}", alice.text);
    assert!(!alice.says("The Flag may not stand"), "no Flag rule in standard");
    assert!(alice.says("Example: b4-b5xb6"), "{}", alice.text);
    // In French for Claire, from North's side, with the French words.
    for line in [
        "Votre armée, 36 pièces (code, rang, nombre) :",
        "  10 Chef d'Armée        1      5 Lieutenant  4",
        "   9 Général de Brigade  1      4 Sergent     4",
        "   7 Commandant          2      2 Éclaireur   8",
        "Règles (standard) : ",
        "seulement quand c'est l'Espion qui attaque",
        "Exemple : b7-b6xb5",
        "répondez par ARMÉE puis quatre lignes",
        "RÈGLES renvoie ce résumé ; AIDE donne la liste des commandes.",
        "Envoyez «\u{a0}AIDE\u{a0}» pour la liste des commandes.",
    ] {
        assert!(north.says(line), "{line:?} in {}", north.text);
    }
    // HELP: the commands, then the rules; RULES and RÈGLES: the rules.
    let (_, sent) = h.play(&id, Side::First, "HELP");
    let help = &to(&sent, ALICE)[0].text;
    assert!(
        help.contains("  RULES        the rules of this game in brief"),
        "{help}"
    );
    assert!(help.contains("  LANG fr "), "{help}");
    assert!(help.find("Commands (").unwrap() < help.find("Your army, 36 pieces").unwrap());
    let (_, sent) = h.play(&id, Side::First, "RULES");
    let rules = &to(&sent, ALICE)[0].text;
    assert!(
        rules.contains("Your army, 36 pieces") && rules.contains("Rules (standard): "),
        "{rules}"
    );
    assert!(!rules.contains("Commands ("), "{rules}");
    let sent = claire(&mut h, &id, Side::Second, "Règles");
    let regles = &to(&sent, "claire@example.org")[0].text;
    assert!(
        regles.contains("Votre armée, 36 pièces") && regles.contains("Règles (standard) : "),
        "{regles}"
    );
    let sent = claire(&mut h, &id, Side::Second, "AIDE");
    let aide = &to(&sent, "claire@example.org")[0].text;
    for word in [
        "ARMÉE",
        "ABANDON",
        "NULLE",
        "PLATEAU",
        "HISTORIQUE",
        "VACANCES",
        "FUSEAU",
        "LANGUE",
        "RÈGLES",
    ] {
        assert!(aide.contains(&format!("\n  {word} ")), "{word} in {aide}");
    }
    // RULES takes nothing after it.
    let (_, sent) = h.play(&id, Side::First, "RULES please");
    assert!(to(&sent, ALICE)[0].says("write it alone on its line"));
}

#[test]
fn the_strand_and_assaut_invitations_carry_their_armies_and_rules() {
    let mut h = Harness::new();
    h.new_game(GameKind::Strand, OptionsSpec::default(), Side::First);
    let sent = h.flush();
    let alice = to(&sent, ALICE)[0];
    let bob = to(&sent, BOB)[0];
    assert!(
        alice.says("Each army: 4 Cavalry, 8 Infantry, 3 Artillery"),
        "{}",
        alice.text
    );
    assert!(alice.says("your forts (c7, f4)"), "{}", alice.text);
    assert!(bob.says("your forts (e7, h4)"), "{}", bob.text);
    assert!(alice.says("Example: d4xf6xh8"), "{}", alice.text);
    assert!(bob.says("Example: g7xe5xc3"), "{}", bob.text);
    h.new_game(GameKind::Assaut, OptionsSpec::default(), Side::First);
    let sent = h.flush();
    assert!(to(&sent, ALICE)[0].says("Example: d3-d4"));
    assert!(to(&sent, BOB)[0].says("Example: d6xd4xf4"));
    assert!(to(&sent, BOB)[0].says("24 Soldiers against 2 Officers"));
}

#[test]
fn a_language_chosen_for_one_game_stays_with_that_game() {
    let mut h = Harness::new();
    let english = strand_game(&mut h);
    // A second game of Alice's, in French for her.
    let mut players = common::players();
    players[0].lang = "fr".into();
    let french = h
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
    assert!(to(&sent, ALICE)[0].says("Une nouvelle partie"), "French invitation");
    assert!(to(&sent, BOB)[0].says("A new game"), "Bob keeps English");
    // Her first game stays English.
    let (_, sent) = h.play(&english, Side::First, "BOARD");
    assert!(to(&sent, ALICE)[0].says("Here is the board"), "{}", sent[0].text);
    // LANG in the French game: English there, and only there.
    let (r, sent) = h.play(&french, Side::First, "LANGUE anglais");
    assert!(
        matches!(r, Ingested::Handled { ref status, .. } if status == "applied"),
        "{r:?}"
    );
    assert!(
        to(&sent, ALICE)[0]
            .text
            .contains("Mail for this game now comes to you in English."),
        "{}",
        sent[0].text
    );
    let (_, sent) = h.play(&french, Side::First, "BOARD");
    assert!(to(&sent, ALICE)[0].says("Here is the board"));
    let (_, sent) = h.play(&english, Side::First, "LANG fr");
    assert!(to(&sent, ALICE)[0]
        .text
        .contains("Les courriers de cette partie vous parviennent désormais en français."));
    let (_, sent) = h.play(&french, Side::First, "BOARD");
    assert!(
        to(&sent, ALICE)[0].says("Here is the board"),
        "the other game keeps its own"
    );
    // A game created without a language takes the player's default: the
    // last one `new` gave (French), not a LANG of some game.
    let mut players = common::players();
    players[0].lang = String::new();
    players[1].lang = String::new();
    let third = h
        .svc
        .new_game(
            GameKind::Assaut,
            OptionsSpec::default(),
            players,
            Some(Side::First),
            None,
        )
        .unwrap();
    let sent = h.flush();
    assert!(to(&sent, ALICE)[0].says("Une nouvelle partie"), "{}", sent[0].text);
    assert!(to(&sent, BOB)[0].says("A new game"));
    assert_eq!(h.svc.store.read().game_lang(&third, 1).unwrap().as_deref(), Some("fr"));
    // A language that is not one is refused, and nothing changes.
    let (_, sent) = h.play(&english, Side::First, "LANG es");
    assert!(
        to(&sent, ALICE)[0].says("« es » n'est pas une langue"),
        "{}",
        sent[0].text
    );
}

// ------------------------------------------------ `ingest` sends at once

fn estafette(dir: &std::path::Path, args: &[&str]) -> std::process::Output {
    crate::common::referee_bin(dir).args(args).output().unwrap()
}

fn stderr_of(o: &std::process::Output) -> String {
    assert!(
        o.status.success(),
        "failed ({}): {}{}",
        o.status,
        String::from_utf8_lossy(&o.stdout),
        String::from_utf8_lossy(&o.stderr)
    );
    String::from_utf8_lossy(&o.stderr).into_owned()
}

/// The mails delivered to `address` under the Maildir root `out`, oldest first.
fn delivered(out: &std::path::Path, address: &str) -> Vec<mail_parser::Message<'static>> {
    let mut files: Vec<_> = std::fs::read_dir(out.join(address).join("new"))
        .map(|d| d.flatten().map(|e| e.path()).collect())
        .unwrap_or_default();
    files.sort_by_key(|p| std::fs::metadata(p).and_then(|m| m.modified()).ok());
    files
        .iter()
        .map(|p| {
            let raw = std::fs::read(p).unwrap();
            mail_parser::MessageParser::default().parse(&raw).unwrap().into_owned()
        })
        .collect()
}

#[test]
fn ingest_sends_its_replies_at_once_unless_asked_not_to() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    stderr_of(&estafette(d, &["init"]));
    let out = estafette(
        d,
        &[
            "new",
            "strand",
            "--first",
            "Alice <alice@example.org>",
            "--second",
            "Bob <bob@example.org>",
            "--moves-first",
            "first",
            "--lang-second",
            "fr",
        ],
    );
    let game = String::from_utf8_lossy(&out.stdout).trim().to_string();
    stderr_of(&out);
    stderr_of(&estafette(d, &["send", "--maildir-root", "out"]));
    let out_dir = d.join("out");
    let invitation = &delivered(&out_dir, ALICE)[0];
    assert!(delivered(&out_dir, BOB)[0]
        .body_text(0)
        .unwrap()
        .contains("Une nouvelle partie"));
    let token_address = invitation
        .from()
        .unwrap()
        .first()
        .unwrap()
        .address()
        .unwrap()
        .to_string();
    let mut n = 0;
    let mut mail = |body: &str| -> String {
        n += 1;
        let name = format!("m{n}.eml");
        std::fs::write(
            d.join(&name),
            format!(
                "From: Alice <alice@example.org>\r\nTo: <{token_address}>\r\nSubject: Re: {game}\r\n\
                 Message-ID: <ingest{n}@example.org>\r\n\r\n{body}\r\n"
            ),
        )
        .unwrap();
        name
    };
    let count = || delivered(&out_dir, ALICE).len();
    // A transport given: the reply is in Alice's mailbox when ingest ends.
    let m = mail("BOARD");
    let err = stderr_of(&estafette(d, &["ingest", &m, "--maildir-root", "out"]));
    assert!(err.contains("sent 1 at once"), "{err}");
    assert_eq!(count(), 2);
    // --queue-only: left for `send`.
    let m = mail("BOARD");
    let err = stderr_of(&estafette(d, &["ingest", &m, "--queue-only", "--maildir-root", "out"]));
    assert!(!err.contains("at once"), "{err}");
    assert_eq!(count(), 2);
    stderr_of(&estafette(d, &["send", "--maildir-root", "out"]));
    assert_eq!(count(), 3);
    // The configuration's transport, and `ingest_sends = false`.
    std::fs::write(
        d.join("estafette.toml"),
        "maildir_out = \"out\"\ningest_sends = false\n",
    )
    .unwrap();
    let m = mail("BOARD");
    stderr_of(&estafette(d, &["ingest", &m]));
    assert_eq!(count(), 3, "ingest_sends = false leaves the reply queued");
    std::fs::write(d.join("estafette.toml"), "maildir_out = \"out\"\n").unwrap();
    let m = mail("BOARD");
    let err = stderr_of(&estafette(d, &["ingest", &m]));
    assert!(err.contains("sent 1 at once"), "only what this mail queued: {err}");
    assert_eq!(count(), 4);
    stderr_of(&estafette(d, &["send"]));
    assert_eq!(count(), 5, "the reply left queued goes with `send`");
    std::fs::remove_file(d.join("estafette.toml")).unwrap();
    // A transport that fails: ingest still exits 0, the reply stays
    // queued, and `send` delivers it later.
    let closed = std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    let port = closed.to_string();
    let m = mail("BOARD");
    let o = estafette(
        d,
        &[
            "ingest",
            &m,
            "--smtp-host",
            "127.0.0.1",
            "--smtp-port",
            &port,
            "--smtp-tls",
            "none",
        ],
    );
    let err = stderr_of(&o);
    assert!(err.contains("will retry: mail to alice@example.org"), "{err}");
    assert_eq!(count(), 5);
    let err = stderr_of(&estafette(d, &["send", "--retry-now", "--maildir-root", "out"]));
    assert!(err.contains("sent 1,"), "{err}");
    assert_eq!(count(), 6);
    // Nothing was sent twice.
    let ids: std::collections::BTreeSet<String> = delivered(&out_dir, ALICE)
        .iter()
        .map(|m| m.message_id().unwrap_or("").to_string())
        .collect();
    assert_eq!(ids.len(), 6);
}

/// A challenge by mail goes out at once through `ingest`, as its replies
/// do: the invitation to the opponent and the word to the challenger are
/// in their mailboxes when `ingest` ends, and the game the opponent's
/// ACCEPT starts has its invitations out as soon.
#[test]
fn a_challenge_by_mail_and_its_acceptance_go_out_at_once() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    stderr_of(&estafette(d, &["init"]));
    std::fs::write(
        d.join("estafette.toml"),
        "challenges = \"anyone\"\nmaildir_out = \"out\"\n",
    )
    .unwrap();
    // Both known to the referee: a game between them, its invitations sent.
    let new = [
        "new",
        "strand",
        "--first",
        "alice@example.org",
        "--second",
        "bob@example.org",
    ];
    assert!(stderr_of(&estafette(d, &new)).contains("sent 2 at once"));
    let out = d.join("out");
    // Through her own game's reply address, so nothing waits for a
    // confirmation.
    let reply_to = |m: &mail_parser::Message| m.from().unwrap().first().unwrap().address().unwrap().to_string();
    let alice_to = reply_to(&delivered(&out, ALICE).pop().unwrap());
    let challenge = format!(
        "From: Alice <alice@example.org>\r\nTo: <{alice_to}>\r\nSubject: challenge\r\n\
         Message-ID: <challenge-1@example.org>\r\n\r\nNEW assaut WITH bob@example.org\r\n"
    );
    std::fs::write(d.join("c.eml"), challenge).unwrap();
    let err = stderr_of(&estafette(d, &["ingest", "c.eml"]));
    assert!(err.contains("sent 2 at once, to retry 0, failed 0"), "{err}");
    let invitation = delivered(&out, BOB).pop().unwrap();
    let to = invitation
        .from()
        .unwrap()
        .first()
        .unwrap()
        .address()
        .unwrap()
        .to_string();
    assert!(to.contains('+'), "the invitation's reply address holds its token: {to}");
    assert_eq!(delivered(&out, ALICE).len(), 2, "the challenger is told too");
    let accept = format!(
        "From: Bob <bob@example.org>\r\nTo: <{to}>\r\nSubject: Re: challenge\r\n\
         Message-ID: <accept-1@example.org>\r\n\r\nACCEPT\r\n"
    );
    std::fs::write(d.join("a.eml"), accept).unwrap();
    let err = stderr_of(&estafette(d, &["ingest", "a.eml"]));
    assert!(err.contains("at once, to retry 0, failed 0"), "{err}");
    assert!(!err.contains("sent 0 at once"), "{err}");
    let games = |who| {
        delivered(&out, who)
            .iter()
            .filter(|m| {
                m.header_raw("X-Estafette-Game")
                    .is_some_and(|g| g.trim().starts_with("assaut-"))
            })
            .count()
    };
    assert!(games(ALICE) >= 1 && games(BOB) >= 1, "the new game's mail is out");
}
