//! Whatever players write, every mail the referee sends is valid RFC 5322
//! (docs/RELIABILITY.md, section 7): names with control characters,
//! bidirectional overrides or 5,000 characters, MESSAGE text with NUL
//! bytes, lines quoted back in refusals. Each case goes through the real
//! path: `new`, a player's mail through `ingest`, compose, the outbox and
//! `send`; each mail sent is then read as bytes and with mail-parser.

use crate::common;

use common::Harness;
use estafette::games::any::{GameKind, OptionsSpec};
use estafette::games::Side;
use estafette::mail::sanitize;
use estafette::service::{Ingested, Kind, PlayerSpec};
use estafette::store::Queries;
use mail_parser::{MessageParser, MimeHeaders, PartType};
use proptest::prelude::*;

/// The characters of player text: letters, punctuation that needs quoting
/// in a header, non-ASCII letters, and every sort of character the referee
/// must not pass on raw (controls, white space of other kinds, the
/// bidirectional controls, the byte order mark).
const ALPHABET: &[char] = &[
    'a', 'b', 'Z', '7', ' ', ' ', ' ', '.', ',', '"', '\\', '(', ')', '<', '>', '@', ';', ':', '=', '?', '_', 'é', 'Ω',
    '中', '😀', '\u{200d}', '\0', '\u{1}', '\u{1b}', '\u{7f}', '\u{85}', '\u{9b}', '\t', '\u{b}', '\u{c}', '\u{2028}',
    '\u{2029}', '\u{202a}', '\u{202e}', '\u{2066}', '\u{2069}', '\u{200e}', '\u{200f}', '\u{61c}', '\u{feff}', 'ש',
    'م',
];

fn text(max: usize) -> impl Strategy<Value = String> {
    proptest::collection::vec(proptest::sample::select(ALPHABET), 0..max).prop_map(|v| v.into_iter().collect())
}

/// Standard base64, for a mail's body and its encoded words.
fn base64(bytes: &[u8]) -> String {
    const ABC: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    let mut out = String::new();
    for chunk in bytes.chunks(3) {
        let n = chunk
            .iter()
            .enumerate()
            .fold(0u32, |n, (i, &b)| n | u32::from(b) << (16 - 8 * i));
        for i in 0..4 {
            if i <= chunk.len() {
                out.push(char::from(ABC[(n >> (18 - 6 * i) & 63) as usize]));
            } else {
                out.push('=');
            }
        }
    }
    out
}

/// A player's mail whose display name, Subject and body carry any
/// character: the name and Subject as encoded words, the body in base64.
fn raw_mail(h: &mut Harness, game: &str, side: Side, from: &str, name: &str, subject: &str, body: &str) -> Vec<u8> {
    h.counter += 1;
    let to = h.svc.reply_address(game, side).unwrap();
    let lines: Vec<String> = base64(body.as_bytes())
        .as_bytes()
        .chunks(76)
        .map(|c| String::from_utf8(c.to_vec()).unwrap())
        .collect();
    format!(
        "From: =?utf-8?b?{}?= <{from}>\r\nTo: <{to}>\r\nSubject: =?utf-8?b?{}?=\r\nMessage-ID: <s{}@x.example>\r\n\
         MIME-Version: 1.0\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Transfer-Encoding: base64\r\n\r\n{}\r\n",
        base64(name.as_bytes()),
        base64(subject.as_bytes()),
        h.counter,
        lines.join("\r\n")
    )
    .into_bytes()
}

/// One mail the referee sent: its recipient, its bytes, its text part.
struct Sent {
    to: String,
    raw: Vec<u8>,
    text: String,
}

/// Send what the outbox holds. (Not `Harness::flush`, which also asks the
/// HTML part to go as 7bit: a title of 64 Chinese characters, each written
/// `&#20013;`, has no place to break its line, and goes quoted-printable,
/// which is as valid.)
fn flush(h: &mut Harness) -> Vec<Sent> {
    h.svc.send(&h.transport).unwrap();
    h.transport
        .take()
        .into_iter()
        .map(|m| {
            let msg = MessageParser::default().parse(&m.raw).expect("referee mail parses");
            let text = msg.body_text(0).map(|t| t.replace("\r\n", "\n")).unwrap_or_default();
            Sent {
                to: m.to.join(","),
                raw: m.raw.clone(),
                text,
            }
        })
        .collect()
}

/// Whether `c` may stand in the text a reader is shown.
fn shown(c: char) -> bool {
    (!c.is_control() || c == '\n' || c == '\t')
        && !matches!(c, '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}' | '\u{200e}' | '\u{200f}' | '\u{61c}' | '\u{feff}')
}

/// The words of `s`, one space between them.
fn words(s: &str) -> String {
    s.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// What must hold of one mail the referee sent, `raw`, to `to_name`:
/// ASCII, CRLF line ends, no line over 998 bytes and none over 78 that
/// could have been folded; each part's declared transfer encoding true to
/// its bytes; the headers read back as written (the recipient's name as
/// the referee keeps it), and no control or bidirectional character in any
/// header or text a reader is shown.
fn check_mail(raw: &[u8], to_name: Option<&str>) {
    assert!(raw.is_ascii(), "a byte over 127 on the wire");
    let text = std::str::from_utf8(raw).unwrap();
    assert!(!text.replace("\r\n", "").contains(['\r', '\n']), "a bare CR or LF");
    let header_end = text.find("\r\n\r\n").expect("a header section");
    let mut address_header = false;
    for (i, line) in text.split("\r\n").enumerate() {
        assert!(line.len() <= 998, "line {i} of {} bytes", line.len());
        assert!(
            !line.bytes().any(|b| b.is_ascii_control() && b != b'\t'),
            "a control byte on line {i}: {line:?}"
        );
        let in_header = text.split("\r\n").take(i).map(|l| l.len() + 2).sum::<usize>() < header_end;
        if !in_header {
            // The body's lines are wrapped: 7bit parts are chosen only
            // when every line fits 76, quoted-printable and base64 wrap at 76.
            assert!(line.len() <= 78, "body line {i} of {} bytes", line.len());
            continue;
        }
        if !line.starts_with([' ', '\t']) {
            address_header = ["From:", "Reply-To:", "To:"].iter().any(|h| line.starts_with(h));
        }
        // A header line longer than 78 only where it cannot be folded: one
        // word, or a display name that fits before the `<address>`.
        let value = if line.starts_with([' ', '\t']) {
            line.trim_start()
        } else {
            line.split_once(' ').map_or("", |(_, v)| v)
        };
        let before_address = line.rfind(" <").map_or(line, |at| &line[..at]);
        assert!(
            line.len() <= 78 || !value.contains(' ') || (address_header && before_address.len() <= 78),
            "header line could have been folded: {line}"
        );
    }
    let msg = MessageParser::default().parse(raw).expect("the mail parses");
    // Each leaf part: 7bit means 7bit, and every encoding decodes to text
    // without control characters.
    for part in &msg.parts {
        let (PartType::Text(body) | PartType::Html(body)) = &part.body else {
            continue;
        };
        let cte = part.content_transfer_encoding().unwrap_or("7bit").to_ascii_lowercase();
        assert!(
            ["7bit", "quoted-printable", "base64"].contains(&cte.as_str()),
            "Content-Transfer-Encoding {cte}"
        );
        let bytes = &raw[part.raw_body_offset() as usize..part.raw_end_offset() as usize];
        if cte == "7bit" {
            for line in bytes.split(|&b| b == b'\n') {
                let line = line.strip_suffix(b"\r").unwrap_or(line);
                assert!(line.len() <= 998);
                assert!(
                    line.iter().all(|&b| b == b'\t' || (b' '..=b'~').contains(&b)),
                    "{line:?}"
                );
            }
        }
        assert!(!part.is_encoding_problem, "the {cte} part decodes");
        let bad: Vec<char> = body.chars().filter(|&c| !shown(c) && c != '\r').collect();
        assert!(bad.is_empty(), "{bad:?} in a {cte} part");
    }
    let to = msg.to().and_then(|a| a.first()).expect("a To address");
    assert_eq!(to.name(), to_name.filter(|n| !n.is_empty()));
    let from = msg.from().and_then(|a| a.first()).expect("a From address");
    assert_eq!(from.name(), Some("Estafette referee"));
    let subject = msg.subject().expect("a Subject");
    // The referee's subjects hold no player text: the game's title and id.
    assert!(subject.starts_with("The 'Strand' War Game strand-"), "{subject:?}");
    assert!(
        subject.chars().all(|c| shown(c) && c != '\n' && c != '\t'),
        "{subject:?}"
    );
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    /// Two players named anything (a name over 64 characters refused by
    /// `new` with a clear error, then given cut), a MESSAGE of anything
    /// relayed to the opponent, and a malformed DRAW quoted back in the
    /// refusal: every mail of it well formed.
    #[test]
    fn mail_is_well_formed_whatever_players_write(
        names in (text(120), text(120)),
        message in text(1200),
        junk in text(200),
        subject in text(300),
        sender_name in text(100),
    ) {
        let mut h = Harness::new();
        let given = [names.0, names.1];
        let mut kept = Vec::new();
        let mut specs = common::players();
        for (spec, name) in specs.iter_mut().zip(&given) {
            spec.name = name.clone();
        }
        match h.svc.new_game(GameKind::Strand, OptionsSpec::default(), specs.clone(), Some(Side::First), None) {
            Ok(_) => {}
            Err(e) => {
                prop_assert_eq!(e.kind, Kind::Usage);
                prop_assert!(e.message.contains("a name has at most 64"), "{}", e.message);
                prop_assert!(given.iter().any(|n| sanitize::name(n).is_err()));
            }
        }
        let id = if h.svc.store.read().games().unwrap().len() == 1 {
            "strand-1".to_string()
        } else {
            let cut: Vec<PlayerSpec> = specs
                .into_iter()
                .map(|p| PlayerSpec { name: sanitize::cut_name(&p.name), ..p })
                .collect();
            let cut: [PlayerSpec; 2] = cut.try_into().unwrap();
            h.svc.new_game(GameKind::Strand, OptionsSpec::default(), cut, Some(Side::First), None).unwrap()
        };
        for (spec, name) in common::players().iter().zip(&given) {
            let kept_name = match sanitize::cut_name(name) {
                n if n.is_empty() => spec.address.split('@').next().unwrap().to_string(),
                n => n,
            };
            kept.push(kept_name);
        }
        let st = h.svc.state(&id).unwrap();
        prop_assert_eq!(st.players.to_vec(), kept.clone());
        for m in flush(&mut h) {
            let i = usize::from(m.to != "alice@example.org");
            check_mail(&m.raw, Some(&kept[i]));
        }
        let body = format!("MESSAGE {message}\nDRAW {junk}");
        let raw = raw_mail(&mut h, &id, Side::First, "alice@example.org", &sender_name, &subject, &body);
        let r = h.ingest(&raw);
        prop_assert!(matches!(r, Ingested::Handled { .. }), "{:?}", r);
        let sent = flush(&mut h);
        prop_assert!(!sent.is_empty());
        for m in &sent {
            let i = usize::from(m.to != "alice@example.org");
            check_mail(&m.raw, Some(&kept[i]));
        }
        // The message reaches Bob as Alice wrote it, less what cannot be
        // shown, and the invisible format characters mail::inbound takes
        // out of every line a player writes (zero-width spaces and joiners).
        let said: String = sanitize::line(&message)
            .chars()
            .filter(|c| !matches!(c, '\u{feff}' | '\u{200b}' | '\u{200c}' | '\u{200d}' | '\u{2060}'))
            .collect();
        // `MESSAGE: text` is written so too; a message keeps 1,000 characters.
        let said: String = said.trim().trim_start_matches(':').trim_start().chars().take(1000).collect();
        let said = words(&said);
        if let Some(bob) = sent.iter().find(|m| m.to == "bob@example.org" && m.text.contains("Message from")) {
            // The relayed message is quoted: `> ` on each of its lines.
            let unquoted: Vec<&str> = bob
                .text
                .lines()
                .map(|l| l.strip_prefix("> ").or_else(|| l.strip_prefix('>')).unwrap_or(l))
                .collect();
            // A word longer than a line is cut where the line ends.
            let solid = |s: &str| s.split_whitespace().collect::<String>();
            prop_assert!(solid(&unquoted.join("\n")).contains(&solid(&said)), "{:?} not in {:?}", said, bob.text);
        }
    }
}

/// The cases of the issue, one by one: a NUL in a MESSAGE, a name of 5,000
/// characters, a right-to-left override in a name and in a message.
#[test]
fn a_nul_a_long_name_and_an_override_never_reach_a_mail() {
    let mut h = Harness::new();
    let mut players = common::players();
    players[0].name = "A".repeat(5000);
    let e = h
        .svc
        .new_game(
            GameKind::Strand,
            OptionsSpec::default(),
            players.clone(),
            Some(Side::First),
            None,
        )
        .unwrap_err();
    assert_eq!(e.kind, Kind::Usage);
    assert_eq!(
        e.message,
        "alice@example.org: the name \"AAAAAAAAAAAAAAAAAAAA...\" is 5000 characters long: a name has at most 64"
    );
    players[0].name = "Alice \u{202e}nimda\u{202c}".into();
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
    assert_eq!(h.svc.state(&id).unwrap().players[0], "Alice nimda");
    flush(&mut h);
    let raw = raw_mail(
        &mut h,
        &id,
        Side::First,
        "alice@example.org",
        "Alice",
        "Re",
        "MESSAGE hello\0world \u{202e}olleh",
    );
    h.ingest(&raw);
    let sent = flush(&mut h);
    let bob = sent.iter().find(|m| m.to == "bob@example.org").unwrap();
    assert!(bob.text.contains("helloworld olleh"), "{}", bob.text);
    for m in &sent {
        assert!(!m.raw.contains(&0), "no NUL byte");
        check_mail(
            &m.raw,
            Some(if m.to == "bob@example.org" {
                "Bob"
            } else {
                "Alice nimda"
            }),
        );
    }
}
