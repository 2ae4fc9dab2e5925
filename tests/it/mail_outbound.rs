//! Outgoing mails: golden `.eml` files, and every built mail parsed back
//! with mail-parser to check what a receiving client sees.

use estafette::mail::outbound::{build, OutMail};
use mail_parser::{MessageParser, MimeHeaders};

/// HTML as a browser reads it, for comparing two writings of one page:
/// numeric references decoded, `<wbr>` (a place a line may break, which
/// the writer adds inside long words) dropped, runs of white space made
/// one space.
fn as_rendered(html: &str) -> String {
    let mut unbroken = String::new();
    let mut rest = html;
    while let Some(at) = rest.find("<wbr") {
        unbroken.push_str(&rest[..at]);
        rest = rest[at..].split_once('>').map_or("", |(_, tail)| tail);
    }
    unbroken.push_str(rest);
    let mut out = String::new();
    let mut rest = unbroken.as_str();
    while let Some(at) = rest.find("&#") {
        out.push_str(&rest[..at]);
        let after = &rest[at + 2..];
        match after
            .split_once(';')
            .and_then(|(n, tail)| Some((char::from_u32(n.parse().ok()?)?, tail)))
        {
            Some((c, tail)) => {
                out.push(c);
                rest = tail;
            }
            None => {
                out.push_str("&#");
                rest = after;
            }
        }
    }
    out.push_str(rest);
    out.split_whitespace().collect::<Vec<_>>().join(" ")
}

fn ascii_text_only() -> OutMail {
    OutMail {
        from: "referee+lattaque-7.1.k3j9d0a2mq7x@example.org".into(),
        from_name: "Estafette referee".into(),
        to: "alice@example.net".into(),
        to_name: Some("Alice Smith".into()),
        subject: "L'Attaque lattaque-7: you are invited".into(),
        text: "Hello Alice,\n\nBob invites you to a game of L'Attaque.\nReply with your setup.\n".into(),
        html: None,
        message_id: "lattaque-7.1.0@example.org".into(),
        in_reply_to: None,
        references: vec![],
        auto_submitted: "auto-generated".into(),
        date: 1_767_225_600, // 2026-01-01 00:00:00 UTC
        headers: vec![("X-Estafette-Game".into(), "lattaque-7".into())],
        attachments: Vec::new(),
    }
}

fn ascii_text_html() -> OutMail {
    OutMail {
        html: Some("<p>Hello Alice,</p>\n<p>North moved <b>h7-h5</b>.</p>\n".into()),
        text: "Hello Alice,\n\nNorth moved h7-h5.\n".into(),
        subject: "L'Attaque lattaque-7: your move".into(),
        message_id: "lattaque-7.1.5@example.org".into(),
        in_reply_to: Some("CAFx9=abc@mail.example.net".into()),
        references: vec!["lattaque-7.1.0@example.org".into(), "CAFx9=abc@mail.example.net".into()],
        auto_submitted: "auto-replied".into(),
        date: 1_767_312_001,
        ..ascii_text_only()
    }
}

fn french_text_html() -> OutMail {
    OutMail {
        from: "arbitre+lattaque-7.2.p0q9r8s7t6u5@exemple.fr".into(),
        from_name: "Arbitre Estafette (référé)".into(),
        to: "benedicte@exemple.fr".into(),
        to_name: Some("Bénédicte Lefèvre".into()),
        subject: "L'Attaque lattaque-7 : à vous de jouer, Bénédicte — coup n° 23, échéance lundi".into(),
        text: "Bonjour Bénédicte,\n\nSud a joué h7-h5. Votre Général de Brigade (9) en d5 reste révélé.\n\nRépondez au-dessus du texte cité.\n".into(),
        html: Some("<!DOCTYPE html>\n<html lang=\"fr\"><body><p style=\"margin:0\">Bonjour Bénédicte,</p>\n<p>Sud a joué <b>h7-h5</b>. Échéance : lundi.</p></body></html>\n".into()),
        message_id: "lattaque-7.2.23@exemple.fr".into(),
        in_reply_to: Some("20260102.5@mail.exemple.fr".into()),
        references: vec![
            "lattaque-7.2.0@exemple.fr".into(),
            "lattaque-7.2.21@exemple.fr".into(),
            "lattaque-7.2.22@exemple.fr".into(),
            "20260102.5@mail.exemple.fr".into(),
        ],
        auto_submitted: "auto-replied".into(),
        date: 1_767_400_000,
        headers: vec![
            ("X-Estafette-Game".into(), "lattaque-7".into()),
            ("X-Auto-Response-Suppress".into(), "All".into()),
        ],
        attachments: Vec::new(),
    }
}

fn french_text_only() -> OutMail {
    OutMail {
        html: None,
        to_name: None,
        subject: "Rappel : échéance dans 24 h".into(),
        text: "Ça fait 3 jours : il vous reste 24 h pour jouer. À bientôt !\n".into(),
        message_id: "lattaque-7.2.24@exemple.fr".into(),
        auto_submitted: "auto-generated".into(),
        ..french_text_html()
    }
}

fn cases() -> Vec<(&'static str, OutMail)> {
    vec![
        ("ascii_text_only.eml", ascii_text_only()),
        ("ascii_text_html.eml", ascii_text_html()),
        ("french_text_html.eml", french_text_html()),
        ("french_text_only.eml", french_text_only()),
    ]
}

#[test]
fn golden_messages() {
    for (name, mail) in cases() {
        let raw = build(&mail).unwrap();
        crate::common::golden(&format!("tests/data/outbound/{name}"), &raw);
        assert_eq!(
            build(&mail).unwrap(),
            raw,
            "{name}: building twice gives the same bytes"
        );
    }
}

/// 7-bit, CRLF line ends only, every line within RFC 5322's 998 bytes, and
/// within its recommended 78 but where the line cannot be folded: one word
/// too long for a line, or an address after a display name (lettre does not
/// fold before the `<address>`).
fn assert_well_formed(name: &str, raw: &[u8]) {
    assert!(raw.is_ascii(), "{name}: non-ASCII byte on the wire");
    let text = String::from_utf8_lossy(raw);
    assert!(
        !text.replace("\r\n", "").contains(['\r', '\n']),
        "{name}: bare CR or LF"
    );
    let mut address_header = false;
    for line in text.split("\r\n") {
        if !line.starts_with([' ', '\t']) {
            address_header = ["From:", "Reply-To:", "To:"].iter().any(|h| line.starts_with(h));
        }
        assert!(line.len() <= 998, "{name}: line too long: {line}");
        // The words of a header's value, or of a continuation line.
        let words = if line.starts_with([' ', '\t']) {
            line.trim_start()
        } else {
            line.split_once(' ').map_or("", |(_, value)| value)
        };
        let one_word = !words.contains(' ');
        let before_address = line.rfind(" <").map_or(line, |at| &line[..at]);
        assert!(
            line.len() <= 78 || one_word || (address_header && before_address.len() <= 78),
            "{name}: line too long: {line}"
        );
    }
}

#[test]
fn messages_are_well_formed_7bit_with_crlf_and_short_lines() {
    for (name, mail) in cases() {
        let raw = build(&mail).unwrap();
        assert_well_formed(name, &raw);
        let text = String::from_utf8(raw).unwrap();
        let header_end = text.find("\r\n\r\n").unwrap();
        let headers = &text[..header_end];
        for h in [
            "From:",
            "Reply-To:",
            "To:",
            "Subject:",
            "Date:",
            "Message-ID:",
            "Auto-Submitted:",
            "MIME-Version: 1.0",
        ] {
            assert!(
                headers.contains(&format!("\r\n{h}")) || headers.starts_with(h),
                "{name}: {h} missing"
            );
        }
    }
}

#[test]
fn parsed_back_headers_and_parts() {
    for (name, mail) in cases() {
        let raw = build(&mail).unwrap();
        let msg = MessageParser::default()
            .parse(&raw)
            .unwrap_or_else(|| panic!("{name}: unparsable"));
        let from = msg.from().and_then(|a| a.first()).unwrap();
        assert_eq!(from.address(), Some(mail.from.as_str()), "{name}");
        assert_eq!(from.name(), Some(mail.from_name.as_str()), "{name}");
        let reply = msg.reply_to().and_then(|a| a.first()).unwrap();
        assert_eq!(reply.address(), Some(mail.from.as_str()), "{name}: Reply-To = From");
        let to = msg.to().and_then(|a| a.first()).unwrap();
        assert_eq!(to.address(), Some(mail.to.as_str()), "{name}");
        assert_eq!(to.name(), mail.to_name.as_deref(), "{name}");
        assert_eq!(msg.subject(), Some(mail.subject.as_str()), "{name}");
        assert_eq!(msg.message_id(), Some(mail.message_id.as_str()), "{name}");
        assert_eq!(msg.in_reply_to().as_text(), mail.in_reply_to.as_deref(), "{name}");
        let refs: Vec<String> = msg
            .references()
            .as_text_list()
            .map(|l| l.iter().map(|s| s.to_string()).collect())
            .unwrap_or_default();
        assert_eq!(refs, mail.references, "{name}");
        assert_eq!(msg.date().map(|d| d.to_timestamp()), Some(mail.date), "{name}");
        assert_eq!(
            msg.header_raw("Auto-Submitted").map(str::trim),
            Some(mail.auto_submitted.as_str())
        );
        for (h, v) in &mail.headers {
            assert_eq!(
                msg.header_raw(h.as_str()).map(str::trim),
                Some(v.as_str()),
                "{name}: {h}"
            );
        }
        let text = msg.body_text(0).unwrap().replace("\r\n", "\n");
        assert_eq!(text.trim_end(), mail.text.trim_end(), "{name}: text part");
        match &mail.html {
            Some(html) => {
                assert_eq!(msg.text_body_count(), 1, "{name}");
                assert_eq!(msg.html_body_count(), 1, "{name}");
                // The HTML goes out as 7bit: the same page, with numeric
                // references for non-ASCII and long lines broken at spaces.
                let got = msg.body_html(0).unwrap();
                assert!(got.is_ascii(), "{name}: html part not ASCII");
                assert!(got.lines().all(|l| l.len() < 76), "{name}: html line too long");
                assert_eq!(as_rendered(&got), as_rendered(html), "{name}: html part");
                let ct = msg.content_type().unwrap();
                assert_eq!((ct.ctype(), ct.subtype()), ("multipart", Some("alternative")), "{name}");
            }
            None => {
                let ct = msg.content_type().unwrap();
                assert_eq!((ct.ctype(), ct.subtype()), ("text", Some("plain")), "{name}");
                assert_eq!(ct.attribute("charset"), Some("utf-8"), "{name}");
            }
        }
    }
}

#[test]
fn non_ascii_bodies_are_encoded() {
    let raw = String::from_utf8(build(&french_text_html()).unwrap()).unwrap();
    assert!(raw.contains("Content-Transfer-Encoding: quoted-printable"));
    assert!(raw.contains("=C3=A9"), "é as quoted-printable");
    assert!(raw.contains("Subject: L'Attaque lattaque-7 : =?utf-8?b?"), "{raw}");
    let ascii = String::from_utf8(build(&ascii_text_only()).unwrap()).unwrap();
    assert!(ascii.contains("Content-Transfer-Encoding: 7bit"));
    // Mostly non-Latin text is sent as base64.
    let greek = OutMail {
        text: "Καλημέρα, η σειρά σας να παίξετε.\n".into(),
        ..ascii_text_only()
    };
    let raw = build(&greek).unwrap();
    assert!(String::from_utf8_lossy(&raw).contains("Content-Transfer-Encoding: base64"));
    let msg = MessageParser::default().parse(&raw).unwrap();
    assert_eq!(
        msg.body_text(0).unwrap().trim_end(),
        "Καλημέρα, η σειρά σας να παίξετε."
    );
}

#[test]
fn boundary_depends_on_message_id_only() {
    let a = build(&ascii_text_html()).unwrap();
    let b = build(&OutMail {
        text: "other text\n".into(),
        ..ascii_text_html()
    })
    .unwrap();
    let c = build(&OutMail {
        message_id: "other@example.org".into(),
        ..ascii_text_html()
    })
    .unwrap();
    let boundary = |raw: &[u8]| {
        let s = String::from_utf8_lossy(raw).to_string();
        let start = s.find("boundary=\"").unwrap() + 10;
        s[start..start + s[start..].find('"').unwrap()].to_string()
    };
    assert_eq!(boundary(&a), boundary(&b));
    assert_ne!(boundary(&a), boundary(&c));
    // A body that contains the boundary gets another one.
    let bd = boundary(&a);
    let clash = build(&OutMail {
        text: format!("--{bd}\nsneaky\n"),
        ..ascii_text_html()
    })
    .unwrap();
    assert_ne!(boundary(&clash), bd);
    let msg = MessageParser::default().parse(&clash).unwrap();
    assert_eq!(
        msg.body_text(0).unwrap().replace("\r\n", "\n").trim_end(),
        format!("--{bd}\nsneaky")
    );
}

#[test]
fn bad_input_is_an_error_not_a_panic() {
    let bad = [
        OutMail {
            from: "not an address".into(),
            ..ascii_text_only()
        },
        OutMail {
            to: "".into(),
            ..ascii_text_only()
        },
        OutMail {
            subject: "two\r\nBcc: victim@example.com".into(),
            ..ascii_text_only()
        },
        OutMail {
            from_name: "x\ny".into(),
            ..ascii_text_only()
        },
        OutMail {
            to_name: Some("x\ry".into()),
            ..ascii_text_only()
        },
        OutMail {
            message_id: "<a@b>".into(),
            ..ascii_text_only()
        },
        OutMail {
            message_id: "no-at".into(),
            ..ascii_text_only()
        },
        OutMail {
            auto_submitted: "no".into(),
            ..ascii_text_only()
        },
        OutMail {
            date: -1,
            ..ascii_text_only()
        },
        OutMail {
            date: i64::MAX,
            ..ascii_text_only()
        },
        OutMail {
            headers: vec![("Bad Name".into(), "v".into())],
            ..ascii_text_only()
        },
        OutMail {
            headers: vec![("".into(), "v".into())],
            ..ascii_text_only()
        },
        OutMail {
            headers: vec![("X-A".into(), "v\r\nBcc: x@y".into())],
            ..ascii_text_only()
        },
        OutMail {
            headers: vec![("subject".into(), "again".into())],
            ..ascii_text_only()
        },
        OutMail {
            headers: vec![("Content-Type".into(), "text/html".into())],
            ..ascii_text_only()
        },
    ];
    for mail in bad {
        let err = build(&mail).unwrap_err();
        assert!(err.to_string().starts_with("cannot build mail: "), "{err}");
    }
}

#[test]
fn empty_display_names_are_left_out() {
    let raw = build(&OutMail {
        from_name: String::new(),
        to_name: Some(" ".into()),
        ..ascii_text_only()
    })
    .unwrap();
    let s = String::from_utf8(raw).unwrap();
    assert!(s.contains("\r\nTo: alice@example.net\r\n"), "{s}");
    assert!(
        s.starts_with("From: referee+lattaque-7.1.k3j9d0a2mq7x@example.org\r\n"),
        "{s}"
    );
}

#[test]
fn unusable_foreign_ids_are_left_out() {
    let mail = OutMail {
        in_reply_to: Some("a b@c".into()),
        references: vec![
            "ok@x".into(),
            "".into(),
            "no-at-sign".into(),
            "é@x".into(),
            "x>\r\nBcc: y".into(),
        ],
        ..ascii_text_only()
    };
    let raw = String::from_utf8(build(&mail).unwrap()).unwrap();
    assert!(!raw.contains("In-Reply-To"), "{raw}");
    assert!(raw.contains("\r\nReferences: <ok@x> <no-at-sign>\r\n"), "{raw}");
    assert!(!raw.contains("Bcc"));
}

/// What mail-parser reads of `raw` is what `mail` holds, field by field.
fn assert_read_back(mail: &OutMail, raw: &[u8]) {
    let msg = MessageParser::default().parse(raw).expect("parsable");
    let from = msg.from().and_then(|a| a.first()).unwrap();
    assert_eq!(from.address(), Some(mail.from.as_str()));
    let from_name = Some(mail.from_name.trim()).filter(|n| !n.is_empty());
    assert_eq!(from.name(), from_name);
    let reply = msg.reply_to().and_then(|a| a.first()).unwrap();
    assert_eq!((reply.address(), reply.name()), (from.address(), from.name()));
    let to = msg.to().and_then(|a| a.first()).unwrap();
    assert_eq!(to.address(), Some(mail.to.as_str()));
    let to_name = mail.to_name.as_deref().map(str::trim).filter(|n| !n.is_empty());
    assert_eq!(to.name(), to_name);
    assert_eq!(msg.subject(), Some(mail.subject.as_str()));
    assert_eq!(msg.message_id(), Some(mail.message_id.as_str()));
    assert_eq!(msg.in_reply_to().as_text(), mail.in_reply_to.as_deref());
    let refs: Vec<String> = msg
        .references()
        .as_text_list()
        .map(|l| l.iter().map(|s| s.to_string()).collect())
        .unwrap_or_default();
    assert_eq!(refs, mail.references);
    assert_eq!(msg.date().map(|d| d.to_timestamp()), Some(mail.date));
    for (h, v) in &mail.headers {
        let got = msg.header(h.as_str()).and_then(|v| v.as_text());
        assert_eq!(got, Some(v.as_str()), "{h}");
    }
    // A 7bit or quoted-printable single part reads back with the line end
    // lettre puts after every body.
    let text = msg.body_text(0).unwrap().replace("\r\n", "\n");
    let sent = mail.text.replace("\r\n", "\n");
    assert!(
        text == sent || text == sent.clone() + "\n",
        "{text:?} read back, {sent:?} sent"
    );
    if let Some(html) = &mail.html {
        assert_eq!(as_rendered(&msg.body_html(0).unwrap()), as_rendered(html));
    }
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig::with_cases(500))]
    #[test]
    fn random_mails_are_well_formed_and_read_back_unchanged(
        from_name in "([A-Za-z0-9.,'\"()éà—-]{1,12} ){0,6}[A-Za-z0-9.,'\"()éà—-]{0,12}",
        to_name in proptest::option::of("([A-Za-z0-9.,'\"()éøΩ-]{1,15} ){0,5}[A-Za-z0-9.,'\"()éøΩ-]{1,15}"),
        subject in "([A-Za-z0-9:'!,.<>@=?()éàΩ—-]{1,12} ){0,12}[A-Za-z0-9:'!,.<>@=?()éàΩ—-]{1,12}",
        text in "([a-z =\t]{0,100}|[é—Ω a-z]{0,40}|\n){0,12}",
        html in proptest::option::of("(<p>[a-z é=]{0,100}</p>|\n){0,8}"),
        local in "[a-z0-9+-]{1,20}(\\.[a-z0-9+-]{1,10}){0,2}",
        in_reply_to in proptest::option::of("[A-Za-z0-9.=+$_-]{1,50}@[a-z.]{1,20}"),
        references in proptest::collection::vec("[A-Za-z0-9.=_-]{1,40}@[a-z.]{1,12}", 0..12),
        game in "[a-z]{1,10}-[0-9]{1,6}",
        date in 0i64..=253_402_300_799,
    ) {
        let mail = OutMail {
            from: format!("referee+{local}.x@example.org"),
            from_name,
            to_name,
            subject,
            text,
            html,
            in_reply_to,
            references,
            headers: vec![("X-Estafette-Game".into(), game), ("Log-Head".into(), "12:0a1b2c3d".into())],
            date,
            ..ascii_text_only()
        };
        let raw = build(&mail).unwrap();
        assert_well_formed("random", &raw);
        assert_read_back(&mail, &raw);
    }
}
