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
