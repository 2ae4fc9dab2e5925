//! The faults of the players' keys and signatures in a log. A side is
//! its number in the log (1 or 2): "the first side".

use crate::reason::Sentence;

/// A key or a signature that does not fit the log. `why`, where given, is
/// the protocol's own English (its key, hex and signature errors).
#[derive(Clone, Debug, PartialEq, Eq, Sentence)]
#[sentence(prefix = "log-")]
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
        #[sentence(with = ToString::to_string)]
        seen: u64,
        #[sentence(with = ToString::to_string)]
        last: u64,
        #[sentence(with = ToString::to_string)]
        n: u64,
    },
    BadHead {
        why: String,
    },
    /// A signature that does not read (the protocol's words alone).
    #[sentence(id = "log-signature-unreadable")]
    Unreadable {
        why: String,
    },
    /// A signature that cannot be checked (the protocol's words alone).
    #[sentence(id = "log-signature-uncheckable")]
    Uncheckable {
        why: String,
    },
    #[sentence(id = "log-signature-fails")]
    Fails {
        side: u8,
        #[sentence(with = ToString::to_string)]
        seen: u64,
    },
    /// Event `n`, a command of `side` of the given kind, that no signature
    /// of that side covers.
    Uncovered {
        #[sentence(with = ToString::to_string)]
        n: u64,
        side: u8,
        kind: String,
    },
    #[sentence(id = "log-committed-key-unreadable")]
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
