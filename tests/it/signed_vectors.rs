//! The test vectors of signed commands in docs/PROTOCOL.md, section 11.

use estafette::protocol::log::LogHead;
use estafette::protocol::sign;

/// The vectors of docs/PROTOCOL.md, section 11: RFC 8032's first test
/// (so the signatures are plain Ed25519), then the signed bytes of a mail
/// and their signature, each value written in the document.
#[test]
fn the_documented_vectors_hold() {
    let doc = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/docs/PROTOCOL.md")).unwrap();
    let hex = estafette::protocol::hex_encode;
    let rfc =
        estafette::protocol::encode::hex_decode32("9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60")
            .unwrap();
    assert_eq!(
        hex(&sign::public_key(&rfc)),
        "d75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a"
    );
    assert_eq!(
        hex(&sign::sign(&rfc, b"")),
        "e5564300c360ac729086e2cc806e828a84877f1eb8e5d974d873e065224901555fb8821590a33bacc61e39701cf9b46bd25bf5f0595bbe24655141438e7a100b"
    );
    let secret: [u8; 32] = std::array::from_fn(|i| i as u8);
    let head: [u8; 32] = std::array::from_fn(|i| 0x20 + i as u8);
    let public = sign::base64_encode(&sign::public_key(&secret));
    let m = sign::signed_bytes("strand-1", 1, 3, &head, "b4-c5\nMESSAGE hi").unwrap();
    let sig = sign::sign(&secret, &m);
    let line = sign::sig_line(3, &sig);
    let lh = LogHead {
        game: "strand-1".into(),
        n: 3,
        head,
    };
    assert_eq!(
        sign::sign_commands(&secret, 1, &lh, "  b4-c5\n\nMESSAGE hi\n").unwrap(),
        format!("b4-c5\nMESSAGE hi\n{line}\n")
    );
    let values = [
        "9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60".to_string(),
        "d75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a".to_string(),
        public,
        hex(&m),
        line,
    ];
    for v in values {
        assert!(doc.contains(&v), "docs/PROTOCOL.md lacks {v}");
    }
}

/// The vector of a signed SETUP in a held game (docs/PROTOCOL.md, section
/// 11): the bytes signed are the whole mail's, army included; the
/// `signed` event holds the text with the SETUP sealed, over which the
/// signature does not check; the `revealed` event's `signed` member, at
/// the end, is the whole text again.
#[test]
fn the_documented_sealed_setup_vector_holds() {
    use estafette::referee::command;
    use estafette::referee::event::Event;
    let doc = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/docs/PROTOCOL.md")).unwrap();
    let secret: [u8; 32] = std::array::from_fn(|i| i as u8);
    let head: [u8; 32] = std::array::from_fn(|i| 0x20 + i as u8);
    let public = sign::public_key(&secret);
    let army = crate::common::ARMY_SOUTH;
    let mail = format!("SETUP\n{army}\nMESSAGE ready\n");
    let lh = LogHead {
        game: "lattaque-1".into(),
        n: 5,
        head,
    };
    let printed = sign::sign_commands(&secret, 1, &lh, &mail).unwrap();
    let c = format!("SETUP\n{army}\nMESSAGE ready");
    let m = sign::signed_bytes("lattaque-1", 1, 5, &head, &c).unwrap();
    let sig = sign::sign(&secret, &m);
    let line = sign::sig_line(5, &sig);
    assert_eq!(printed, format!("{c}\n{line}\n"));
    let sealed = command::seal_setups(&c);
    assert_eq!(sealed, "SETUP sealed\nMESSAGE ready");
    assert!(sign::verify(&public, &m, &sig));
    let sealed_m = sign::signed_bytes("lattaque-1", 1, 5, &head, &sealed).unwrap();
    assert!(
        !sign::verify(&public, &sealed_m, &sig),
        "the sealed text is not what was signed"
    );
    let event = Event::Signed {
        side: 1,
        seen: 5,
        head: estafette::protocol::hex_encode(&head),
        commands: sealed,
        sig: sign::base64_encode(&sig),
        at: 1_795_003_600,
    };
    let event = String::from_utf8(event.to_bytes()).unwrap();
    eprintln!(
        "VEC m={}\nVEC line={}\nVEC event={}",
        estafette::protocol::hex_encode(&m),
        line,
        event
    );
    for v in [estafette::protocol::hex_encode(&m), line, event] {
        assert!(doc.contains(&v), "docs/PROTOCOL.md lacks {v}");
    }
}
