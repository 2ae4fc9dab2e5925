//! Message-IDs of the referee's mail: unique to one database, and opaque
//! to everyone but the referee.
//!
//! ```text
//! bytes(x) = u64(len(x)) || x
//! id_key   = HKDF-SHA256(ikm = master, salt = empty, info = bytes(T_message_id) || bytes(instance))
//! fields   = u8(purpose) || u8(side) || u64(n) || u64(extra)                 18 bytes
//! iv       = HMAC-SHA256(id_key, 0x01 || bytes(game) || fields)[0..12]
//! sealed   = fields XOR HMAC-SHA256(id_key, 0x02 || iv)[0..18]
//! local    = base32(iv || sealed)                     48 lowercase letters and digits
//! ```
//!
//! (docs/PROTOCOL.md, "Message-IDs".)
//!
//! `instance` is the database's own random name (its `meta` table), so two
//! databases never make the same id, even with the same key file. The id
//! reveals nothing (no game, no counter of the referee's traffic) to anyone
//! without the key; the referee reads its fields back ([`read`]) to audit
//! that each outgoing mail belongs to its game and to an event of its log.
//! It is a function of its inputs alone (a synthetic IV): the same mail
//! gets the same id, and tests stay reproducible.

use super::hkdf32;
use crate::protocol::{hmac_sha256, T_MESSAGE_ID};

/// What a mail of the referee is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Purpose {
    /// The first mail of a player's thread in a game (the root others refer to).
    Thread = 1,
    /// A mail to a player of a game.
    Player = 2,
    /// A mail to an observer of a game.
    Observer = 3,
    /// A reply outside any game.
    Reply = 4,
    /// A challenge's invitation.
    Invite = 5,
}

impl Purpose {
    fn from_byte(b: u8) -> Option<Purpose> {
        Some(match b {
            1 => Purpose::Thread,
            2 => Purpose::Player,
            3 => Purpose::Observer,
            4 => Purpose::Reply,
            5 => Purpose::Invite,
            _ => return None,
        })
    }
}

/// The fields an id seals.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MailId {
    pub purpose: Purpose,
    /// The side written to (1 or 2), 0 for none.
    pub side: u8,
    /// The position in the game's log the mail reports (for a game's mail).
    pub n: u64,
    /// What tells apart mails of the same purpose, side and position: the
    /// inbox row answered, an observer's place, a challenge's number.
    pub extra: u64,
}

const IV_LEN: usize = 12;
const FIELDS_LEN: usize = 18;
/// Length of the local part [`make`] returns.
pub const LOCAL_LEN: usize = (IV_LEN + FIELDS_LEN) * 8 / 5;

/// The key of Message-IDs, from the master key and the database's instance name.
pub fn id_key(master: &[u8; 32], instance: &str) -> [u8; 32] {
    let mut info = Vec::with_capacity(2 + T_MESSAGE_ID.len() + instance.len() + 8);
    push_bytes(&mut info, T_MESSAGE_ID.as_bytes());
    push_bytes(&mut info, instance.as_bytes());
    hkdf32(master, &info)
}

/// The local part (before `@domain`) of the Message-ID of mail `id` of
/// `game` (empty for a mail of no game).
pub fn make(key: &[u8; 32], game: &str, id: &MailId) -> String {
    let fields = encode(id);
    let iv = iv_of(key, game, &fields);
    let mut bytes = [0u8; IV_LEN + FIELDS_LEN];
    bytes[..IV_LEN].copy_from_slice(&iv);
    let stream = stream_of(key, &iv);
    for (i, f) in fields.iter().enumerate() {
        bytes[IV_LEN + i] = f ^ stream[i];
    }
    base32(&bytes)
}

/// The fields of a Message-ID's local part made by [`make`] for `game`
/// under `key`; `None` if it was not (another game, another database or
/// key, another form of id).
pub fn read(key: &[u8; 32], game: &str, local: &str) -> Option<MailId> {
    let bytes = unbase32(local)?;
    let (iv, sealed) = bytes.split_at(IV_LEN);
    let stream = stream_of(key, iv);
    let mut fields = [0u8; FIELDS_LEN];
    for (i, s) in sealed.iter().enumerate() {
        fields[i] = s ^ stream[i];
    }
    if iv_of(key, game, &fields)[..] != iv[..] {
        return None;
    }
    decode(&fields)
}

fn encode(id: &MailId) -> [u8; FIELDS_LEN] {
    let mut out = [0u8; FIELDS_LEN];
    out[0] = id.purpose as u8;
    out[1] = id.side;
    out[2..10].copy_from_slice(&id.n.to_be_bytes());
    out[10..18].copy_from_slice(&id.extra.to_be_bytes());
    out
}

fn decode(f: &[u8; FIELDS_LEN]) -> Option<MailId> {
    let mut n = [0u8; 8];
    n.copy_from_slice(&f[2..10]);
    let mut extra = [0u8; 8];
    extra.copy_from_slice(&f[10..18]);
    Some(MailId {
        purpose: Purpose::from_byte(f[0])?,
        side: f[1],
        n: u64::from_be_bytes(n),
        extra: u64::from_be_bytes(extra),
    })
}

fn iv_of(key: &[u8; 32], game: &str, fields: &[u8; FIELDS_LEN]) -> [u8; IV_LEN] {
    let mut msg = Vec::with_capacity(1 + 8 + game.len() + FIELDS_LEN);
    msg.push(1);
    push_bytes(&mut msg, game.as_bytes());
    msg.extend_from_slice(fields);
    let mut iv = [0u8; IV_LEN];
    iv.copy_from_slice(&hmac_sha256(key, &msg)[..IV_LEN]);
    iv
}

fn stream_of(key: &[u8; 32], iv: &[u8]) -> [u8; 32] {
    let mut msg = Vec::with_capacity(1 + IV_LEN);
    msg.push(2);
    msg.extend_from_slice(iv);
    hmac_sha256(key, &msg)
}

/// `bytes` with its length before it (8 bytes, big-endian): any length,
/// never ambiguous.
fn push_bytes(out: &mut Vec<u8>, bytes: &[u8]) {
    out.extend_from_slice(&(bytes.len() as u64).to_be_bytes());
    out.extend_from_slice(bytes);
}

const ALPHABET: &[u8; 32] = b"abcdefghijklmnopqrstuvwxyz234567";

/// RFC 4648 base32, lowercase, of 30 bytes (no padding needed).
fn base32(bytes: &[u8; IV_LEN + FIELDS_LEN]) -> String {
    let mut out = String::with_capacity(LOCAL_LEN);
    for chunk in bytes.chunks(5) {
        let mut v = 0u64;
        for b in chunk {
            v = (v << 8) | u64::from(*b);
        }
        for i in (0..8).rev() {
            out.push(char::from(ALPHABET[((v >> (i * 5)) & 31) as usize]));
        }
    }
    out
}

fn unbase32(text: &str) -> Option<[u8; IV_LEN + FIELDS_LEN]> {
    if text.len() != LOCAL_LEN {
        return None;
    }
    let mut out = [0u8; IV_LEN + FIELDS_LEN];
    for (chunk, dest) in text.as_bytes().chunks(8).zip(out.chunks_mut(5)) {
        let mut v = 0u64;
        for c in chunk {
            let d = ALPHABET.iter().position(|a| a == c)?;
            v = (v << 5) | d as u64;
        }
        for (i, b) in dest.iter_mut().enumerate() {
            *b = (v >> (8 * (4 - i))) as u8;
        }
    }
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn id(purpose: Purpose, side: u8, n: u64, extra: u64) -> MailId {
        MailId {
            purpose,
            side,
            n,
            extra,
        }
    }

    #[test]
    fn an_id_reads_back_under_its_key_and_game_only() {
        let key = id_key(&[7; 32], "0123abcd");
        let m = id(Purpose::Player, 2, 41, 9_000_000_001);
        let local = make(&key, "lattaque-3", &m);
        assert_eq!(local.len(), LOCAL_LEN);
        assert!(local.bytes().all(|b| ALPHABET.contains(&b)), "{local}");
        assert_eq!(read(&key, "lattaque-3", &local), Some(m));
        assert_eq!(read(&key, "lattaque-4", &local), None, "another game");
        assert_eq!(
            read(&id_key(&[7; 32], "other"), "lattaque-3", &local),
            None,
            "another database"
        );
        assert_eq!(
            read(&id_key(&[8; 32], "0123abcd"), "lattaque-3", &local),
            None,
            "another key"
        );
        assert_eq!(
            read(&key, "lattaque-3", "lattaque-3-41-2-7"),
            None,
            "an id of the old form"
        );
        let mut flipped = local.clone().into_bytes();
        flipped[LOCAL_LEN - 1] = if flipped[LOCAL_LEN - 1] == b'a' { b'b' } else { b'a' };
        assert_eq!(read(&key, "lattaque-3", &String::from_utf8(flipped).unwrap()), None);
    }

    #[test]
    fn ids_are_fixed_by_their_inputs_and_differ_with_each() {
        let key = id_key(&[1; 32], "i");
        let base = id(Purpose::Player, 1, 5, 12);
        let a = make(&key, "strand-1", &base);
        assert_eq!(a, make(&key, "strand-1", &base), "no randomness: reproducible");
        let others = [
            make(&key, "strand-2", &base),
            make(&key, "strand-1", &id(Purpose::Observer, 1, 5, 12)),
            make(&key, "strand-1", &id(Purpose::Player, 2, 5, 12)),
            make(&key, "strand-1", &id(Purpose::Player, 1, 6, 12)),
            make(&key, "strand-1", &id(Purpose::Player, 1, 5, 13)),
            make(&id_key(&[1; 32], "j"), "strand-1", &base),
        ];
        for o in &others {
            assert_ne!(&a, o);
        }
    }

    #[test]
    fn base32_round_trips() {
        let mut bytes = [0u8; IV_LEN + FIELDS_LEN];
        for (i, b) in bytes.iter_mut().enumerate() {
            *b = (i as u8).wrapping_mul(37).wrapping_add(200);
        }
        assert_eq!(unbase32(&base32(&bytes)), Some(bytes));
        assert_eq!(base32(&[0; 30]), "a".repeat(48));
        assert_eq!(unbase32("A".repeat(48).as_str()), None, "lowercase only");
    }
}
