//! The faults of the players' keys and signatures in a log. A side is
//! its number in the log (1 or 2): "the first side".

use crate::reason::Reason;
use std::fmt;

/// A key or a signature that does not fit the log. `why`, where given, is
/// the protocol's own English (its key, hex and signature errors).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum KeyFault {
    SecondKey {
        side: u8,
    },
    KeyAfterMoving {
        side: u8,
    },
    BadKey {
        side: u8,
        why: String,
    },
    NoKey {
        side: u8,
    },
    /// A signature over the log at `seen`, not between the side's last act
    /// (`last`) and the signature itself (event `n`).
    SeenOutOfRange {
        side: u8,
        seen: u64,
        last: u64,
        n: u64,
    },
    BadHead {
        why: String,
    },
    /// A signature that does not read (the protocol's words alone).
    Unreadable {
        why: String,
    },
    /// A signature that cannot be checked (the protocol's words alone).
    Uncheckable {
        why: String,
    },
    Fails {
        side: u8,
        seen: u64,
    },
    /// Event `n`, a command of `side` of the given kind, that no signature
    /// of that side covers.
    Uncovered {
        n: u64,
        side: u8,
        kind: String,
    },
    CommittedKeyBad {
        side: u8,
        why: String,
    },
    OtherKey {
        side: u8,
    },
    /// A signature whose text holds a sealed SETUP where no army is held
    /// (a blind game, a game without hidden armies, a second one).
    SealedOutOfPlace {
        side: u8,
    },
    /// A held army published without the signed text its sealed
    /// signature stands for.
    SealedUnpublished {
        side: u8,
    },
    /// A held army published with a signed text that is not the one
    /// sealed (none was, it seals otherwise, or it sets up another army).
    SealedMismatch {
        side: u8,
    },
}

fn side_word(side: u8) -> &'static str {
    if side == 1 {
        "the first side"
    } else {
        "the second side"
    }
}

impl fmt::Display for KeyFault {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use KeyFault::*;
        match self {
            SecondKey { side } => write!(f, "{} registered a second key", side_word(*side)),
            KeyAfterMoving { side } => write!(f, "{} registered a key after moving", side_word(*side)),
            BadKey { side, why } => write!(f, "key of {}: {why}", side_word(*side)),
            NoKey { side } => write!(f, "a signature of {}, which has no key", side_word(*side)),
            SeenOutOfRange { side, seen, last, n } => write!(
                f,
                "a signature of {} over the log at position {seen}, not between its last act ({last}) and the signature (event {n})",
                side_word(*side)
            ),
            BadHead { why } => write!(f, "the head of a signature: {why}"),
            Unreadable { why } | Uncheckable { why } => f.write_str(why),
            Fails { side, seen } => write!(
                f,
                "the signature of {} does not check: it was not made with the registered key over these commands and the log head at position {seen}",
                side_word(*side)
            ),
            Uncovered { n, side, kind } => write!(
                f,
                "event {n} records a command of {} ({kind}) that no signature of that player covers",
                side_word(*side)
            ),
            CommittedKeyBad { side, why } => write!(f, "the committed key of {}: {why}", side_word(*side)),
            OtherKey { side } => write!(
                f,
                "{} committed a key other than the one it registered",
                side_word(*side)
            ),
            SealedOutOfPlace { side } => write!(
                f,
                "a signature of {} holds a sealed army where the referee holds none",
                side_word(*side)
            ),
            SealedUnpublished { side } => write!(
                f,
                "the army of {} is published without the signed mail that set it up, whose signature the log holds sealed",
                side_word(*side)
            ),
            SealedMismatch { side } => write!(
                f,
                "the signed mail published with the army of {} is not the one the log holds sealed, or sets up another army",
                side_word(*side)
            ),
        }
    }
}

impl KeyFault {
    pub(super) fn reason(&self) -> Reason {
        use KeyFault::*;
        let code = |c: &str, side: &u8| Reason::new(&format!("log-{c}")).num("side", *side);
        match self {
            SecondKey { side } => code("second-key", side),
            KeyAfterMoving { side } => code("key-after-moving", side),
            BadKey { side, why } => code("bad-key", side).text("why", why),
            NoKey { side } => code("no-key", side),
            SeenOutOfRange { side, seen, last, n } => code("seen-out-of-range", side)
                .text("seen", seen)
                .text("last", last)
                .text("n", n),
            BadHead { why } => Reason::new("log-bad-head").text("why", why),
            Unreadable { why } => Reason::new("log-signature-unreadable").text("why", why),
            Uncheckable { why } => Reason::new("log-signature-uncheckable").text("why", why),
            Fails { side, seen } => code("signature-fails", side).text("seen", seen),
            Uncovered { n, side, kind } => code("uncovered", side).text("n", n).text("kind", kind),
            CommittedKeyBad { side, why } => code("committed-key-unreadable", side).text("why", why),
            OtherKey { side } => code("other-key", side),
            SealedOutOfPlace { side } => code("sealed-out-of-place", side),
            SealedUnpublished { side } => code("sealed-unpublished", side),
            SealedMismatch { side } => code("sealed-mismatch", side),
        }
    }
}
