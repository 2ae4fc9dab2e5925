//! The protocol's test vectors: `tests/data/protocol/vectors.txt`, computed from
//! the specification by `tests/data/protocol/vectors.py`, must match what the
//! Rust code computes, and `docs/PROTOCOL.md` must quote every one of them.

use std::collections::BTreeMap;

use estafette::keys::keyfile as secret;
use estafette::protocol::{
    self, chain_heads, genesis, hex_decode, hex_decode32, hex_encode, token, verify_chain, Commitment, Opening,
};

const VECTORS: &str = include_str!("../data/protocol/vectors.txt");
const PROTOCOL_MD: &str = include_str!("../../docs/PROTOCOL.md");

fn vectors() -> BTreeMap<&'static str, &'static str> {
    let mut map = BTreeMap::new();
    for (i, line) in VECTORS.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let (k, v) = line
            .split_once('=')
            .unwrap_or_else(|| panic!("vectors.txt line {}: no '='", i + 1));
        assert!(map.insert(k.trim(), v.trim()).is_none(), "duplicate {}", k.trim());
    }
    map
}

fn get<'a>(v: &BTreeMap<&'a str, &'a str>, k: &str) -> &'a str {
    v.get(k).unwrap_or_else(|| panic!("vectors.txt has no {k}"))
}

fn h32(v: &BTreeMap<&str, &str>, k: &str) -> [u8; 32] {
    hex_decode32(get(v, k)).unwrap_or_else(|e| panic!("{k}: {e}"))
}

#[test]
fn the_vector_file_has_what_the_tests_need() {
    let v = vectors();
    // 5 salts + 5 leaves + seed/game/side/pieces/root, 3 events + 4 heads + game,
    // key + 3 tokens + 2 of the first form, 7 secret values, 14 values of
    // stored mail, parcels and snapshots, game + 2 events + 2 heads of
    // format 3.
    assert_eq!(v.len(), 15 + 8 + 6 + 7 + 14 + 5, "{:?}", v.keys());
}

#[test]
fn commitment_vectors() {
    let v = vectors();
    let seed = h32(&v, "commit.seed");
    assert_eq!(seed, std::array::from_fn(|i| i as u8));
    let game = get(&v, "commit.game");
    let side: u8 = get(&v, "commit.side").parse().unwrap();
    let pieces: Vec<(u8, u8)> = get(&v, "commit.pieces")
        .split_whitespace()
        .map(|p| {
            let (sq, rank) = p.split_once(':').unwrap();
            (sq.parse().unwrap(), rank.parse().unwrap())
        })
        .collect();
    assert_eq!(pieces.len(), 5);

    let c = Commitment::seal(&seed, game, side, &pieces).unwrap();
    assert_eq!(c.root, h32(&v, "commit.root"));
    assert_eq!(c.check_root(), Ok(()));
    assert_eq!(c.leaves.len(), pieces.len());
    for &(sq, rank) in &pieces {
        let salt = protocol::salt(&seed, game, side, sq).unwrap();
        assert_eq!(salt, h32(&v, &format!("commit.salt.{sq}")), "salt {sq}");
        let leaf = protocol::leaf(game, side, sq, rank, &salt).unwrap();
        assert_eq!(leaf, h32(&v, &format!("commit.leaf.{sq}")), "leaf {sq}");
        assert_eq!(c.leaf_at(sq), Some(&leaf));
        let op = Opening::new(&seed, game, side, sq, rank).unwrap();
        assert_eq!(op.salt, salt);
        assert!(c.verify_opening(&op));
    }
    let leaves: Vec<(u8, [u8; 32])> = c.leaves.clone();
    assert_eq!(protocol::root(game, side, &leaves).unwrap(), c.root);
}

#[test]
fn log_vectors() {
    let v = vectors();
    let game = get(&v, "log.game");
    let events: Vec<Vec<u8>> = (1..=3)
        .map(|i| hex_decode(get(&v, &format!("log.event.{i}"))).unwrap())
        .collect();
    assert_eq!(events[0], b"first event");
    assert!(events[1].is_empty());
    assert_eq!(events[2].len(), 256);
    assert_eq!(genesis(game).unwrap(), h32(&v, "log.head.0"));
    let heads = chain_heads(game, &events).unwrap();
    let want: Vec<[u8; 32]> = (1..=3).map(|i| h32(&v, &format!("log.head.{i}"))).collect();
    assert_eq!(heads, want);
    assert_eq!(verify_chain(game, &events, &want), Ok(()));
}

/// Format 3: the events that record reasons are what the referee writes
/// for them, byte for byte (the Strand move is the one the rules give for
/// the third move of tests/data/transcript/format-3-strand.json), read back
/// as canonical, and chained as the script computes.
#[test]
fn coded_event_vectors() {
    use estafette::games::{strand::Kind, Side};
    use estafette::referee::{Event, Worded};
    use estafette_core::reason::Reason;
    let v = vectors();
    let game = get(&v, "coded.game");
    let moved = Event::Moved {
        side: 1,
        ply: 3,
        text: "b8xd10".into(),
        report: Worded::Coded(
            Reason::new("report-strand-jumped")
                .arg("side", Side::First)
                .arg("enemy", Side::Second)
                .arg("kind", Kind::Cavalry)
                .text("path", "b8xd10")
                .text("entered", "no")
                .reason(
                    "taken",
                    Reason::new("report-strand-taken")
                        .arg("side", Side::Second)
                        .arg("kind", Kind::Cavalry)
                        .text("square", "c9"),
                ),
        ),
        combat: None,
        at: 1795021600,
    };
    let ended = Event::Ended {
        winner: 1,
        reason: Worded::Coded(
            Reason::new("end-resigned")
                .arg("side", Side::Second)
                .text("name", "Zoë \"Z\" \\ /\u{1}"),
        ),
        at: 1795025200,
    };
    let events: Vec<Vec<u8>> = (1..=2)
        .map(|i| get(&v, &format!("coded.event.{i}")).as_bytes().to_vec())
        .collect();
    for (ev, bytes) in [&moved, &ended].into_iter().zip(&events) {
        assert_eq!(
            String::from_utf8(ev.to_bytes()).unwrap(),
            String::from_utf8(bytes.clone()).unwrap()
        );
        assert_eq!(&Event::from_canonical_bytes(bytes).unwrap(), ev);
    }
    let strand: estafette::transcript::Transcript =
        serde_json::from_str(include_str!("../data/transcript/format-3-strand.json")).unwrap();
    assert!(strand.log.iter().any(|e| e.event.as_bytes() == events[0]));
    let heads = chain_heads(game, &events).unwrap();
    let want: Vec<[u8; 32]> = (1..=2).map(|i| h32(&v, &format!("coded.head.{i}"))).collect();
    assert_eq!(heads, want);
}

#[test]
fn token_vectors() {
    let v = vectors();
    let key = h32(&v, "token.key");
    for (p, n) in [(1u8, 0u64), (1, 42), (2, 42)] {
        let want = get(&v, &format!("token.lattaque-7.{p}.{n}"));
        assert_eq!(token::make_at(&key, "lattaque-7", p, n).unwrap(), want);
        let read = token::read(&key, want).unwrap();
        assert_eq!((read.game.as_str(), read.player, read.issued), ("lattaque-7", p, n));
    }
    // Tokens of the first form are still read, as issued at position 0.
    for p in [1u8, 2] {
        let want = get(&v, &format!("token.v1.lattaque-7.{p}"));
        assert_eq!(token::make_v1(&key, "lattaque-7", p).unwrap(), want);
        let read = token::read(&key, want).unwrap();
        assert_eq!((read.game.as_str(), read.player, read.issued), ("lattaque-7", p, 0));
    }
}

#[test]
fn secret_vectors() {
    let v = vectors();
    let master = h32(&v, "secret.master");
    assert_eq!(secret::token_key(&master), h32(&v, "secret.token_key"));
    assert_eq!(
        secret::game_key(&master, "lattaque-1").unwrap(),
        h32(&v, "secret.game_key.lattaque-1")
    );
    let nonce: [u8; 12] = hex_decode(get(&v, "secret.nonce")).unwrap().try_into().unwrap();
    let plaintext = hex_decode(get(&v, "secret.plaintext")).unwrap();
    assert_eq!(plaintext, b"example setup");
    let root = h32(&v, "commit.root");
    let sealed = secret::seal_with_nonce(&master, "lattaque-1", 1, &root, &nonce, &plaintext).unwrap();
    assert_eq!(hex_encode(&sealed), get(&v, "secret.sealed"));
    assert_eq!(
        secret::open(&master, "lattaque-1", 1, &root, &sealed).unwrap(),
        plaintext
    );
    let tk = secret::token_key(&master);
    assert_eq!(
        token::make_at(&tk, "lattaque-1", 1, 3).unwrap(),
        get(&v, "secret.token.lattaque-1.1.3")
    );
}

/// Snapshots, stored mail (both forms) and parcels, as computed from the
/// document alone (with LZ4 blocks of literals only), open with the code and
/// give what was sealed; any other binding fails.
#[test]
fn stored_vectors() {
    use estafette::keys::sealed;
    let v = vectors();
    let master = h32(&v, "secret.master");
    let hex = |k: &str| hex_decode(get(&v, k)).unwrap();
    assert_eq!(h32(&v, "stored.snapshot.head"), h32(&v, "log.head.3"));
    let head = h32(&v, "stored.snapshot.head");
    let snap = hex("stored.snapshot.sealed");
    assert_eq!(&snap[..12], hex("stored.snapshot.nonce").as_slice());
    assert_eq!(
        sealed::open_snapshot(&master, "lattaque-1", &head, &snap).unwrap(),
        hex("stored.snapshot.plaintext")
    );
    assert_eq!(hex("stored.snapshot.plaintext"), b"example snapshot");
    assert!(sealed::open_snapshot(&master, "lattaque-1", &h32(&v, "log.head.2"), &snap).is_err());
    assert!(sealed::open_snapshot(&master, "lattaque-2", &head, &snap).is_err());

    let raw = hex("stored.mail.raw");
    let packed = hex("stored.mail.packed");
    assert_eq!(packed[..4], (raw.len() as u32).to_le_bytes(), "u32le of the length");
    for form in ["stored.mail.inbox", "stored.mail.uncompressed.inbox"] {
        let s = hex(form);
        assert_eq!(sealed::open_mail(&master, "inbox", &s).unwrap(), raw, "{form}");
        assert!(sealed::open_mail(&master, "outbox", &s).is_err(), "{form}");
    }
    // What the code seals opens to the same message.
    let ours = sealed::seal_mail(&master, "inbox", &raw).unwrap();
    assert_eq!(sealed::open_mail(&master, "inbox", &ours).unwrap(), raw);

    let mails = hex("stored.parcel.mails");
    let parcel = hex("stored.parcel.sealed");
    let first = b"Subject: one\r\n\r\nfirst\r\n".len() as u64;
    let second = mails.len() as u64 - first;
    assert_eq!(
        sealed::open_outbox(&master, &parcel, Some((0, first))).unwrap(),
        b"Subject: one\r\n\r\nfirst\r\n"
    );
    assert_eq!(
        sealed::open_outbox(&master, &parcel, Some((first, second))).unwrap(),
        b"Subject: two\r\n\r\nsecond\r\n"
    );
    assert!(sealed::open_outbox(&master, &parcel, Some((first, second + 1))).is_err());
    assert!(
        sealed::open_outbox(&master, &parcel, None).is_err(),
        "a parcel is not a mail"
    );
}

#[test]
fn protocol_md_quotes_every_vector() {
    let v = vectors();
    // Long values may be wrapped in the document: compare without whitespace.
    let doc: String = PROTOCOL_MD.split_whitespace().collect();
    for (k, val) in &v {
        // The events and the piece list are described in words in the document.
        if k.starts_with("log.event.") || *k == "commit.pieces" {
            continue;
        }
        let val: String = val.split_whitespace().collect();
        assert!(doc.contains(&val), "docs/PROTOCOL.md does not quote {k} = {val}");
    }
}
