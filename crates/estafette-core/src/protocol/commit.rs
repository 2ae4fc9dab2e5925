//! Commitments to a hidden army: per-square salts, leaves, the root, openings,
//! and the `open SQ RANK SALT` text line.
//!
//! ```text
//! salt[sq] = HMAC-SHA256(seed, str(T_salt) || str(g) || side || sq)
//! leaf[sq] = SHA256(str(T_leaf) || str(g) || side || sq || rank || salt[sq])
//! root     = SHA256(str(T_root) || str(g) || side || u8(n) || leaf[sq_1] || ... || leaf[sq_n])
//! ```
//!
//! with the leaves in strictly ascending square order. Version 2 adds the
//! player's signing key, derived from the same seed, and binds it in the root:
//!
//! ```text
//! k       = HMAC-SHA256(seed, str(T_seal_key) || str(g) || side)
//! K       = Ed25519 public key of the secret key k (RFC 8032)
//! root_v2 = SHA256(str(T_root_v2) || str(g) || side || u8(n) || leaf[sq_1] || ... || leaf[sq_n] || K)
//! ```
//!
//! with the same salts and leaves as version 1. A piece is known by its
//! starting square for the whole game; opening it means giving `sq rank salt`.
//!
//! Invariants: a [`Commitment`] built by [`Commitment::seal`] has at least one
//! leaf, its leaves in strictly ascending square order, and the matching root.
//! A commitment received from elsewhere is checked with
//! [`Commitment::check_root`]. No I/O.

use super::encode::{
    check_side, check_str, hex_decode32, hex_encode, push_side, push_str, push_u8, EncodeError, HexError,
};
use super::{hmac_sha256, sha256, T_LEAF, T_ROOT, T_ROOT_V2, T_SALT, T_SEAL_KEY};
use crate::reason::Sentence;

/// Why a commitment cannot be built or does not check.
#[derive(Debug, Clone, PartialEq, Eq, Sentence)]
#[sentence(prefix = "protocol-commit-")]
pub enum CommitError {
    /// The game id or side cannot be encoded, or there are too many pieces.
    Encode(EncodeError),
    /// A commitment needs at least one piece.
    NoPieces,
    /// Two pieces (or leaves) on the same square.
    DuplicateSquare(#[sentence(name = "square")] u8),
    /// Leaves out of ascending square order at the given index (0-based).
    Unsorted(#[sentence(name = "leaf", with = counted)] usize),
    /// The root does not match the leaves (and, in version 2, the key).
    RootMismatch,
    /// A version-2 key that is not an Ed25519 public key.
    BadKey,
}

impl std::error::Error for CommitError {}

/// A leaf's index counted from 1.
fn counted(i: &usize) -> usize {
    i.saturating_add(1)
}

impl From<EncodeError> for CommitError {
    fn from(e: EncodeError) -> Self {
        CommitError::Encode(e)
    }
}

/// The salt of square `sq`: HMAC-SHA256 under the 32-byte `seed` of
/// `str(T_salt) || str(game) || side || sq`.
pub fn salt(seed: &[u8; 32], game: &str, side: u8, sq: u8) -> Result<[u8; 32], EncodeError> {
    let mut msg = Vec::with_capacity(96);
    push_str(&mut msg, T_SALT)?;
    push_str(&mut msg, game)?;
    push_side(&mut msg, side)?;
    push_u8(&mut msg, sq);
    Ok(hmac_sha256(seed, &msg))
}

/// The leaf of the piece of code `rank` starting on square `sq`:
/// `SHA256(str(T_leaf) || str(game) || side || sq || rank || salt)`.
///
/// The rank byte is not checked here: its table belongs to the game rules.
pub fn leaf(game: &str, side: u8, sq: u8, rank: u8, salt: &[u8; 32]) -> Result<[u8; 32], EncodeError> {
    let mut msg = Vec::with_capacity(128);
    push_str(&mut msg, T_LEAF)?;
    push_str(&mut msg, game)?;
    push_side(&mut msg, side)?;
    push_u8(&mut msg, sq);
    push_u8(&mut msg, rank);
    msg.extend_from_slice(salt);
    Ok(sha256(&msg))
}

/// The secret signing key (its 32 seed bytes) of a version-2 commitment:
/// HMAC-SHA256 under the army's `seed` of `str(T_seal_key) || str(game) || side`.
pub fn seal_key(seed: &[u8; 32], game: &str, side: u8) -> Result<[u8; 32], EncodeError> {
    let mut msg = Vec::with_capacity(96);
    push_str(&mut msg, T_SEAL_KEY)?;
    push_str(&mut msg, game)?;
    push_side(&mut msg, side)?;
    Ok(hmac_sha256(seed, &msg))
}

/// Checks that leaves are non-empty, at most 255, and in strictly ascending
/// square order.
fn check_leaves(leaves: &[(u8, [u8; 32])]) -> Result<(), CommitError> {
    if leaves.is_empty() {
        return Err(CommitError::NoPieces);
    }
    if leaves.len() > 255 {
        return Err(EncodeError::TooManyLeaves(leaves.len()).into());
    }
    for (i, w) in leaves.windows(2).enumerate() {
        if w[0].0 == w[1].0 {
            return Err(CommitError::DuplicateSquare(w[0].0));
        }
        if w[0].0 > w[1].0 {
            return Err(CommitError::Unsorted(i + 1));
        }
    }
    Ok(())
}

/// The root over `(sq, leaf)` pairs given in strictly ascending square order:
/// `SHA256(str(T_root) || str(game) || side || u8(n) || leaf_1 || ... || leaf_n)`.
///
/// Leaves out of order, on a repeated square, none, or more than 255 are an
/// error (never silently sorted: the order is part of what is committed).
pub fn root(game: &str, side: u8, leaves: &[(u8, [u8; 32])]) -> Result<[u8; 32], CommitError> {
    Ok(sha256(&root_message(T_ROOT, game, side, leaves)?))
}

/// The version-2 root, which binds the public signing key `key` too:
/// `SHA256(str(T_root_v2) || str(game) || side || u8(n) || leaf_1 || ... || leaf_n || key)`.
pub fn root_v2(game: &str, side: u8, leaves: &[(u8, [u8; 32])], key: &[u8; 32]) -> Result<[u8; 32], CommitError> {
    let mut msg = root_message(T_ROOT_V2, game, side, leaves)?;
    msg.extend_from_slice(key);
    Ok(sha256(&msg))
}

/// The bytes both root versions start with, under their own tag.
fn root_message(tag: &str, game: &str, side: u8, leaves: &[(u8, [u8; 32])]) -> Result<Vec<u8>, CommitError> {
    check_leaves(leaves)?;
    let mut msg = Vec::with_capacity(96 + 32 * leaves.len());
    push_str(&mut msg, tag)?;
    push_str(&mut msg, game)?;
    push_side(&mut msg, side)?;
    // check_leaves bounds the count to 255.
    push_u8(&mut msg, leaves.len() as u8);
    for (_, l) in leaves {
        msg.extend_from_slice(l);
    }
    Ok(msg)
}

/// One side's published commitment: the leaves by starting square and the root.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Commitment {
    /// The game id.
    pub game: String,
    /// 1 for the player who moves first, 2 for the other.
    pub side: u8,
    /// `(square byte, leaf)` in strictly ascending square order.
    pub leaves: Vec<(u8, [u8; 32])>,
    /// The root over the leaves (and the key, in version 2).
    pub root: [u8; 32],
    /// Version 2: the player's public signing key, bound by the root;
    /// `None` for version 1.
    pub key: Option<[u8; 32]>,
}

impl Commitment {
    /// Commits to an army given as `(square byte, rank byte)` pairs in any order,
    /// with the salts drawn from `seed`. Duplicate squares or an empty army are
    /// an error.
    /// This is version 1 (no key); see [`Commitment::seal_v2`].
    pub fn seal(seed: &[u8; 32], game: &str, side: u8, pieces: &[(u8, u8)]) -> Result<Commitment, CommitError> {
        check_str(game)?;
        check_side(side)?;
        let mut sorted = pieces.to_vec();
        sorted.sort_unstable_by_key(|&(sq, _)| sq);
        let mut leaves = Vec::with_capacity(sorted.len());
        for &(sq, rank) in &sorted {
            let s = salt(seed, game, side, sq)?;
            leaves.push((sq, leaf(game, side, sq, rank, &s)?));
        }
        let root = root(game, side, &leaves)?;
        Ok(Commitment {
            game: game.to_string(),
            side,
            leaves,
            root,
            key: None,
        })
    }

    /// Commits to an army as [`Commitment::seal`] does, in version 2: the
    /// public key of the signing key [`seal_key`] derives from `seed` is
    /// bound in the root.
    pub fn seal_v2(seed: &[u8; 32], game: &str, side: u8, pieces: &[(u8, u8)]) -> Result<Commitment, CommitError> {
        let mut c = Commitment::seal(seed, game, side, pieces)?;
        let key = super::sign::public_key(&seal_key(seed, game, side)?);
        c.root = root_v2(game, side, &c.leaves, &key)?;
        c.key = Some(key);
        Ok(c)
    }

    /// The commitment's version: 2 when it binds a key, else 1.
    pub fn version(&self) -> u8 {
        if self.key.is_some() {
            2
        } else {
            1
        }
    }

    /// Checks a commitment received from elsewhere: valid game id and side, leaves
    /// in strictly ascending square order, the key (version 2) an Ed25519
    /// public key, and the root matching them.
    pub fn check_root(&self) -> Result<(), CommitError> {
        let r = match &self.key {
            None => root(&self.game, self.side, &self.leaves)?,
            Some(k) => {
                if ed25519_dalek::VerifyingKey::from_bytes(k).is_err() {
                    return Err(CommitError::BadKey);
                }
                root_v2(&self.game, self.side, &self.leaves, k)?
            }
        };
        if r == self.root {
            Ok(())
        } else {
            Err(CommitError::RootMismatch)
        }
    }

    /// The leaf published for the piece starting on `sq`, if any.
    pub fn leaf_at(&self, sq: u8) -> Option<&[u8; 32]> {
        self.leaves.iter().find(|(s, _)| *s == sq).map(|(_, l)| l)
    }

    /// True when `op` opens the leaf this commitment holds for `op.sq`.
    pub fn verify_opening(&self, op: &Opening) -> bool {
        match self.leaf_at(op.sq) {
            Some(l) => op.verify(&self.game, self.side, l),
            None => false,
        }
    }
}

/// The opening of one piece: its starting square, its rank byte and its salt.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Opening {
    /// Starting square byte.
    pub sq: u8,
    /// Rank byte (see the table in `docs/PROTOCOL.md`).
    pub rank: u8,
    /// The square's salt, derived from the side's seed.
    pub salt: [u8; 32],
}

impl Opening {
    /// The opening of the piece of `rank` on `sq`, computed from the seed.
    pub fn new(seed: &[u8; 32], game: &str, side: u8, sq: u8, rank: u8) -> Result<Opening, EncodeError> {
        Ok(Opening {
            sq,
            rank,
            salt: salt(seed, game, side, sq)?,
        })
    }

    /// The leaf this opening stands for.
    pub fn leaf(&self, game: &str, side: u8) -> Result<[u8; 32], EncodeError> {
        leaf(game, side, self.sq, self.rank, &self.salt)
    }

    /// True when this opening matches `leaf` for this game and side. An invalid
    /// game id or side never matches.
    pub fn verify(&self, game: &str, side: u8, leaf: &[u8; 32]) -> bool {
        matches!(self.leaf(game, side), Ok(l) if &l == leaf)
    }
}

/// The keyword that starts an opening line.
pub const OPEN_KEYWORD: &str = "open";

/// Formats an opening as one mail line, `open SQ RANK SALTHEX`.
///
/// The square and rank are given as text by the caller, since their names
/// depend on the game (for L'Attaque, e.g. `open b3 captain ...`); they must not
/// contain whitespace. The salt is written as 64 lowercase hex digits.
pub fn format_open_line(sq: &str, rank: &str, salt: &[u8; 32]) -> String {
    format!("{OPEN_KEYWORD} {sq} {rank} {}", hex_encode(salt))
}

/// An `open SQ RANK SALTHEX` line split into its parts; the caller turns the
/// square and rank text into bytes with the game's own names.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OpenLine<'a> {
    /// The square as written.
    pub sq: &'a str,
    /// The rank as written.
    pub rank: &'a str,
    /// The decoded salt.
    pub salt: [u8; 32],
}

/// Why a line is not a valid opening line.
#[derive(Debug, Clone, PartialEq, Eq, Sentence)]
#[sentence(prefix = "refusal-open-line-")]
pub enum OpenLineError {
    /// The line does not start with the word `open`.
    NotOpen,
    /// The line does not have exactly four words (the count is given).
    WordCount(#[sentence(name = "n")] usize),
    /// The salt is not 64 hex digits.
    BadSalt(#[sentence(name = "why")] HexError),
}

impl std::error::Error for OpenLineError {}

/// Parses `open SQ RANK SALTHEX`: words separated by any whitespace, the keyword
/// in any case, the salt as 64 hex digits in either case. Leading and trailing
/// whitespace is ignored.
pub fn parse_open_line(line: &str) -> Result<OpenLine<'_>, OpenLineError> {
    let words: Vec<&str> = line.split_whitespace().collect();
    match words.first() {
        Some(w) if w.eq_ignore_ascii_case(OPEN_KEYWORD) => {}
        _ => return Err(OpenLineError::NotOpen),
    }
    if words.len() != 4 {
        return Err(OpenLineError::WordCount(words.len()));
    }
    let salt = hex_decode32(words[3]).map_err(OpenLineError::BadSalt)?;
    Ok(OpenLine {
        sq: words[1],
        rank: words[2],
        salt,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    const SEED: [u8; 32] = [7u8; 32];
    const G: &str = "lattaque-1";

    fn army() -> Vec<(u8, u8)> {
        vec![(35, 10), (0, 12), (13, 2), (1, 11), (9, 1)]
    }

    #[test]
    fn salts_differ_by_every_input() {
        let s = salt(&SEED, G, 1, 0).unwrap();
        assert_ne!(s, salt(&[8u8; 32], G, 1, 0).unwrap());
        assert_ne!(s, salt(&SEED, "lattaque-2", 1, 0).unwrap());
        assert_ne!(s, salt(&SEED, G, 2, 0).unwrap());
        assert_ne!(s, salt(&SEED, G, 1, 1).unwrap());
        assert_eq!(s, salt(&SEED, G, 1, 0).unwrap());
    }

    #[test]
    fn bad_game_or_side_is_an_error() {
        assert_eq!(salt(&SEED, "", 1, 0), Err(EncodeError::EmptyString));
        assert_eq!(salt(&SEED, G, 3, 0), Err(EncodeError::BadSide(3)));
        assert_eq!(leaf(G, 0, 0, 1, &[0; 32]), Err(EncodeError::BadSide(0)));
        assert_eq!(
            Commitment::seal(&SEED, &"g".repeat(65), 1, &army()),
            Err(CommitError::Encode(EncodeError::StringTooLong(65)))
        );
    }

    #[test]
    fn seal_sorts_and_checks() {
        let c = Commitment::seal(&SEED, G, 1, &army()).unwrap();
        let squares: Vec<u8> = c.leaves.iter().map(|(s, _)| *s).collect();
        assert_eq!(squares, vec![0, 1, 9, 13, 35]);
        assert_eq!(c.check_root(), Ok(()));
        // The same army in another order gives the same commitment.
        let mut rev = army();
        rev.reverse();
        assert_eq!(Commitment::seal(&SEED, G, 1, &rev).unwrap(), c);
    }

    #[test]
    fn seal_rejects_empty_and_duplicates() {
        assert_eq!(Commitment::seal(&SEED, G, 1, &[]), Err(CommitError::NoPieces));
        assert_eq!(
            Commitment::seal(&SEED, G, 1, &[(4, 1), (4, 2)]),
            Err(CommitError::DuplicateSquare(4))
        );
    }

    #[test]
    fn root_rejects_bad_leaf_lists() {
        let l = [0u8; 32];
        assert_eq!(root(G, 1, &[]), Err(CommitError::NoPieces));
        assert_eq!(root(G, 1, &[(2, l), (1, l)]), Err(CommitError::Unsorted(1)));
        assert_eq!(root(G, 1, &[(1, l), (1, l)]), Err(CommitError::DuplicateSquare(1)));
        let many: Vec<(u8, [u8; 32])> = (0..=255u8).map(|s| (s, l)).collect();
        assert!(root(G, 1, &many[..255]).is_ok());
        assert_eq!(
            root(G, 1, &[many.clone(), vec![(0, l)]].concat()),
            Err(CommitError::Encode(EncodeError::TooManyLeaves(257)))
        );
    }

    #[test]
    fn any_changed_byte_breaks_the_root() {
        let c = Commitment::seal(&SEED, G, 1, &army()).unwrap();
        for i in 0..c.leaves.len() {
            for j in 0..32 {
                let mut d = c.clone();
                d.leaves[i].1[j] ^= 0x01;
                assert_eq!(d.check_root(), Err(CommitError::RootMismatch));
            }
        }
        for j in 0..32 {
            let mut d = c.clone();
            d.root[j] ^= 0x80;
            assert_eq!(d.check_root(), Err(CommitError::RootMismatch));
        }
        let mut d = c.clone();
        d.side = 2;
        assert_eq!(d.check_root(), Err(CommitError::RootMismatch));
        let mut d = c.clone();
        d.game = "lattaque-2".into();
        assert_eq!(d.check_root(), Err(CommitError::RootMismatch));
        // Moving a leaf to another square (keeping order) changes nothing the root
        // sees, but the opening then fails: the square is inside the leaf.
        let mut d = c.clone();
        d.leaves[4].0 = 36;
        assert_eq!(d.check_root(), Ok(()));
        let op = Opening::new(&SEED, G, 1, 35, 10).unwrap();
        assert!(!d.verify_opening(&op));
        assert!(c.verify_opening(&op));
    }

    #[test]
    fn version_2_binds_the_key_the_seed_gives() {
        let c = Commitment::seal_v2(&SEED, G, 1, &army()).unwrap();
        let v1 = Commitment::seal(&SEED, G, 1, &army()).unwrap();
        assert_eq!((c.version(), v1.version()), (2, 1));
        assert_eq!(c.leaves, v1.leaves);
        assert_ne!(c.root, v1.root);
        let key = super::super::sign::public_key(&seal_key(&SEED, G, 1).unwrap());
        assert_eq!(c.key, Some(key));
        assert_eq!(c.root, root_v2(G, 1, &c.leaves, &key).unwrap());
        assert_eq!(c.check_root(), Ok(()));
        // The key differs by seed, game and side.
        assert_ne!(seal_key(&SEED, G, 1), seal_key(&[8; 32], G, 1));
        assert_ne!(seal_key(&SEED, G, 1), seal_key(&SEED, "lattaque-2", 1));
        assert_ne!(seal_key(&SEED, G, 1), seal_key(&SEED, G, 2));
        assert_eq!(seal_key(&SEED, G, 3), Err(EncodeError::BadSide(3)));
        // Another key, no key, or a key that is no point of the curve.
        let mut d = c.clone();
        d.key = Some(super::super::sign::public_key(&[1; 32]));
        assert_eq!(d.check_root(), Err(CommitError::RootMismatch));
        d.key = None;
        assert_eq!(d.check_root(), Err(CommitError::RootMismatch));
        let not_a_point = (0..=255u8)
            .map(|b| [b; 32])
            .find(|k| ed25519_dalek::VerifyingKey::from_bytes(k).is_err())
            .unwrap();
        d.key = Some(not_a_point);
        assert_eq!(d.check_root(), Err(CommitError::BadKey));
        // Openings are those of version 1.
        let op = Opening::new(&SEED, G, 1, 35, 10).unwrap();
        assert!(c.verify_opening(&op));
    }

    #[test]
    fn openings_verify_and_fail_on_any_change() {
        let c = Commitment::seal(&SEED, G, 1, &army()).unwrap();
        for &(sq, rank) in &army() {
            let op = Opening::new(&SEED, G, 1, sq, rank).unwrap();
            assert!(c.verify_opening(&op));
            let l = c.leaf_at(sq).unwrap();
            assert!(op.verify(G, 1, l));
            assert!(!op.verify(G, 2, l));
            assert!(!op.verify("lattaque-2", 1, l));
            assert!(!op.verify("", 1, l));
            let mut bad = op.clone();
            bad.rank = rank.wrapping_add(1);
            assert!(!c.verify_opening(&bad));
            let mut bad = op.clone();
            bad.sq = sq.wrapping_add(1);
            assert!(!op.verify(G, 1, &[0; 32]));
            assert!(!bad.verify(G, 1, l));
            for j in 0..32 {
                let mut bad = op.clone();
                bad.salt[j] ^= 0x10;
                assert!(!c.verify_opening(&bad));
            }
        }
        // A square with no piece has no leaf.
        let op = Opening::new(&SEED, G, 1, 2, 5).unwrap();
        assert!(c.leaf_at(2).is_none());
        assert!(!c.verify_opening(&op));
    }

    #[test]
    fn open_lines_round_trip() {
        let s: [u8; 32] = std::array::from_fn(|i| i as u8 * 3);
        let line = format_open_line("b3", "captain", &s);
        assert_eq!(line, format!("open b3 captain {}", hex_encode(&s)));
        let p = parse_open_line(&line).unwrap();
        assert_eq!(
            p,
            OpenLine {
                sq: "b3",
                rank: "captain",
                salt: s
            }
        );
        let up = format!("  OPEN\tb3  Captain {}  ", hex_encode(&s).to_uppercase());
        let p = parse_open_line(&up).unwrap();
        assert_eq!((p.sq, p.rank, p.salt), ("b3", "Captain", s));
    }

    #[test]
    fn open_lines_reject_bad_text() {
        let h = "ab".repeat(32);
        assert_eq!(parse_open_line(""), Err(OpenLineError::NotOpen));
        assert_eq!(parse_open_line(&format!("opens b3 6 {h}")), Err(OpenLineError::NotOpen));
        assert_eq!(parse_open_line("open b3 6"), Err(OpenLineError::WordCount(3)));
        assert_eq!(
            parse_open_line(&format!("open b3 6 {h} x")),
            Err(OpenLineError::WordCount(5))
        );
        assert_eq!(
            parse_open_line(&format!("open b3 6 {}", &h[..62])),
            Err(OpenLineError::BadSalt(HexError::WrongLength(32, 31)))
        );
        assert!(matches!(
            parse_open_line(&format!("open b3 6 {}g", &h[..63])),
            Err(OpenLineError::BadSalt(HexError::BadChar(63)))
        ));
    }
}
