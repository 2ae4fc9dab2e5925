//! Sealing what the referee keeps at rest besides the armies: the cached
//! snapshot of a game with hidden armies, and stored mail (the inbox keeps
//! every raw message, which may hold an army; the outbox holds the owner's
//! receipt). A copied database without the key file reveals neither.
//!
//! Both use ChaCha20-Poly1305 with a random 12-byte nonce and output
//! `nonce || ciphertext || tag`:
//! - snapshot: key = the per-game key ([`super::keyfile::game_key`]),
//!   associated data = str("estafette/v1/snapshot") || str(game) || head, where
//!   head is the chain head the snapshot was taken at, so a snapshot cannot be
//!   moved to another game or presented as the state of another head;
//! - mail: key = HKDF-SHA256(master, info = str("estafette/v1/mail-key")),
//!   associated data = str("estafette/v1/mail") || str(box), box being `inbox`
//!   or `outbox`;
//! - parcel (the outbox's mails of one decision, compressed together): the
//!   mail key, associated data = str("estafette/v1/parcel-lz4") || str("outbox").

use super::keyfile::{game_key, SecretError};
use crate::protocol::encode::push_str;
use chacha20poly1305::aead::{Aead, AeadInOut, KeyInit, Payload};
use chacha20poly1305::ChaCha20Poly1305;

pub const T_SNAPSHOT: &str = "estafette/v1/snapshot";
pub const T_MAIL: &str = "estafette/v1/mail";
/// Stored mail compressed before it is sealed (see [`seal_mail`]).
pub const T_MAIL_LZ4: &str = "estafette/v1/mail-lz4";
/// Several outgoing mails compressed together (see [`seal_parcel`]).
pub const T_PARCEL_LZ4: &str = "estafette/v1/parcel-lz4";
pub const T_MAIL_KEY: &str = "estafette/v1/mail-key";
const NONCE_LEN: usize = 12;
const TAG_LEN: usize = 16;

fn seal_with(key: &[u8; 32], ad: &[u8], plaintext: &[u8]) -> Result<Vec<u8>, SecretError> {
    let mut out = Vec::with_capacity(NONCE_LEN + plaintext.len() + TAG_LEN);
    out.resize(NONCE_LEN, 0);
    out.extend_from_slice(plaintext);
    seal_in_place(key, ad, out)
}

/// Seal `buf[NONCE_LEN..]` where it lies: draw the nonce into
/// `buf[..NONCE_LEN]`, encrypt the rest in place and append the tag. The
/// same bytes as `nonce || encrypt(plaintext)`, without copying the
/// message into a new buffer twice.
fn seal_in_place(key: &[u8; 32], ad: &[u8], mut buf: Vec<u8>) -> Result<Vec<u8>, SecretError> {
    let mut nonce = [0u8; NONCE_LEN];
    super::keyfile::random_fill(&mut nonce)?;
    buf[..NONCE_LEN].copy_from_slice(&nonce);
    let tag = ChaCha20Poly1305::new(&(*key).into())
        .encrypt_inout_detached(&nonce.into(), ad, (&mut buf[NONCE_LEN..]).into())
        .map_err(|_| SecretError::Encrypt)?;
    buf.extend_from_slice(&tag);
    Ok(buf)
}

fn open_with(key: &[u8; 32], ad: &[u8], sealed: &[u8]) -> Result<Vec<u8>, SecretError> {
    if sealed.len() < NONCE_LEN + TAG_LEN {
        return Err(SecretError::TooShort(sealed.len()));
    }
    let (nonce, ct) = sealed.split_at(NONCE_LEN);
    let mut n = [0u8; NONCE_LEN];
    n.copy_from_slice(nonce);
    ChaCha20Poly1305::new(&(*key).into())
        .decrypt(&n.into(), Payload { msg: ct, aad: ad })
        .map_err(|_| SecretError::Authentication)
}

fn snapshot_ad(game: &str, head: &[u8; 32]) -> Result<Vec<u8>, SecretError> {
    let mut ad = Vec::with_capacity(96);
    push_str(&mut ad, T_SNAPSHOT)?;
    push_str(&mut ad, game)?;
    ad.extend_from_slice(head);
    Ok(ad)
}

/// Seal a game snapshot taken at chain head `head`.
pub fn seal_snapshot(master: &[u8; 32], game: &str, head: &[u8; 32], plaintext: &[u8]) -> Result<Vec<u8>, SecretError> {
    seal_with(&game_key(master, game)?, &snapshot_ad(game, head)?, plaintext)
}

/// Open a sealed snapshot; any other key, game or head fails.
pub fn open_snapshot(master: &[u8; 32], game: &str, head: &[u8; 32], sealed: &[u8]) -> Result<Vec<u8>, SecretError> {
    open_with(&game_key(master, game)?, &snapshot_ad(game, head)?, sealed)
}

fn mail_key(master: &[u8; 32]) -> Result<[u8; 32], SecretError> {
    let mut info = Vec::new();
    push_str(&mut info, T_MAIL_KEY)?;
    Ok(super::hkdf32(master, &info))
}

fn mail_ad(tag: &str, mailbox: &str) -> Result<Vec<u8>, SecretError> {
    let mut ad = Vec::new();
    push_str(&mut ad, tag)?;
    push_str(&mut ad, mailbox)?;
    Ok(ad)
}

/// Seal a stored message (`mailbox` is `inbox` or `outbox`). The message
/// is compressed first (an LZ4 block after its length, as 4 bytes little
/// endian): a referee's reply, a board in text and in HTML, shrinks to a
/// fifth or less, and so does what is encrypted and written. The
/// associated data names the form (`estafette/v1/mail-lz4`), so a message
/// sealed before compression (`estafette/v1/mail`) still opens, and one
/// can never be taken for the other.
pub fn seal_mail(master: &[u8; 32], mailbox: &str, raw: &[u8]) -> Result<Vec<u8>, SecretError> {
    seal_packed(master, &mail_ad(T_MAIL_LZ4, mailbox)?, raw)
}

/// Seal the mails one decision queues, laid end to end in `mails`, as one
/// parcel of the outbox: compressed together (the same LZ4 form as
/// [`seal_mail`]) and sealed once, under associated data of their own
/// (`estafette/v1/parcel-lz4`), so that a parcel can never be taken for a
/// single mail nor the other way round. The mails of a move (the mover's
/// receipt, the opponent's news) share most of their bytes, often the
/// whole board, which a block of its own for each compresses again: a
/// parcel stores about a third less than its mails sealed one by one.
/// [`open_outbox`] takes one mail out of it again.
pub fn seal_parcel(master: &[u8; 32], mails: &[u8]) -> Result<Vec<u8>, SecretError> {
    seal_packed(master, &mail_ad(T_PARCEL_LZ4, "outbox")?, mails)
}

/// Compress `raw` (its length, then an LZ4 block) and seal it under `ad`.
fn seal_packed(master: &[u8; 32], ad: &[u8], raw: &[u8]) -> Result<Vec<u8>, SecretError> {
    let len = u32::try_from(raw.len()).map_err(|_| SecretError::Encrypt)?;
    let need = lz4_flex::block::get_maximum_output_size(raw.len());
    if need > PACKING_MAX {
        // A rare large message: not worth keeping a buffer its size.
        return seal_with(&mail_key(master)?, ad, &lz4_flex::block::compress_prepend_size(raw));
    }
    let buf = PACKING.with(|cell| -> Result<Vec<u8>, SecretError> {
        let mut packing = cell.borrow_mut();
        let Packing { table, block } = &mut *packing;
        if block.len() < need {
            block.resize(need, 0);
        }
        let packed = lz4_flex::block::compress_into_with_table(raw, block, table).map_err(|_| SecretError::Encrypt)?;
        // Laid out for sealing in place: nonce, length, block, then the tag.
        let mut buf = Vec::with_capacity(NONCE_LEN + 4 + packed + TAG_LEN);
        buf.resize(NONCE_LEN, 0);
        buf.extend_from_slice(&len.to_le_bytes());
        buf.extend_from_slice(&block[..packed]);
        Ok(buf)
    })?;
    seal_in_place(&mail_key(master)?, ad, buf)
}

/// The largest output block kept in [`Packing`]: a referee's reply needs
/// about 12 KB; larger messages (a player's mail with an attachment) are
/// compressed into a buffer of their own.
const PACKING_MAX: usize = 256 << 10;

/// What LZ4 compression works in, kept from one message to the next
/// (a thread's own): its hash table and an output block (up to
/// [`PACKING_MAX`]), so that neither is allocated and cleared for every
/// message.
struct Packing {
    table: lz4_flex::block::CompressTable,
    block: Vec<u8>,
}

thread_local! {
    static PACKING: std::cell::RefCell<Packing> =
        std::cell::RefCell::new(Packing { table: lz4_flex::block::CompressTable::default(), block: Vec::new() });
}

/// Open a stored message, of either form [`seal_mail`] names.
pub fn open_mail(master: &[u8; 32], mailbox: &str, sealed: &[u8]) -> Result<Vec<u8>, SecretError> {
    let key = mail_key(master)?;
    match open_with(&key, &mail_ad(T_MAIL_LZ4, mailbox)?, sealed) {
        // Authenticated, so written by the referee: a block that does not
        // decompress is a bug, reported as an altered value.
        Ok(packed) => lz4_flex::block::decompress_size_prepended(&packed).map_err(|_| SecretError::Authentication),
        Err(SecretError::Authentication) => open_with(&key, &mail_ad(T_MAIL, mailbox)?, sealed),
        Err(e) => Err(e),
    }
}

/// Open one outgoing mail: `sealed` as [`seal_mail`] sealed it for the
/// outbox when `part` is `None`; else a parcel ([`seal_parcel`]) and the
/// mail's place in it, (start, length) in bytes. A place outside the
/// parcel is refused as an altered value.
pub fn open_outbox(master: &[u8; 32], sealed: &[u8], part: Option<(u64, u64)>) -> Result<Vec<u8>, SecretError> {
    let Some((start, len)) = part else {
        return open_mail(master, "outbox", sealed);
    };
    let packed = open_with(&mail_key(master)?, &mail_ad(T_PARCEL_LZ4, "outbox")?, sealed)?;
    let mut mails = lz4_flex::block::decompress_size_prepended(&packed).map_err(|_| SecretError::Authentication)?;
    let start = usize::try_from(start).map_err(|_| SecretError::Authentication)?;
    let end = usize::try_from(len)
        .ok()
        .and_then(|len| start.checked_add(len))
        .ok_or(SecretError::Authentication)?;
    if end > mails.len() {
        return Err(SecretError::Authentication);
    }
    mails.truncate(end);
    mails.drain(..start);
    Ok(mails)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn snapshots_round_trip_and_are_bound_to_game_and_head() {
        let m = [7u8; 32];
        let head = [1u8; 32];
        let s = seal_snapshot(&m, "lattaque-1", &head, b"state").unwrap();
        assert_eq!(open_snapshot(&m, "lattaque-1", &head, &s).unwrap(), b"state");
        assert!(open_snapshot(&[8u8; 32], "lattaque-1", &head, &s).is_err());
        assert!(open_snapshot(&m, "lattaque-2", &head, &s).is_err());
        assert!(open_snapshot(&m, "lattaque-1", &[2u8; 32], &s).is_err());
        let mut t = s.clone();
        let last = t.len() - 1;
        t[last] ^= 1;
        assert!(open_snapshot(&m, "lattaque-1", &head, &t).is_err());
        assert!(open_snapshot(&m, "lattaque-1", &head, &s[..10]).is_err());
    }

    #[test]
    fn mail_round_trips_and_is_bound_to_its_box() {
        let m = [9u8; 32];
        let s = seal_mail(&m, "inbox", b"From: a@b\r\n\r\nSETUP").unwrap();
        assert!(!s.windows(5).any(|w| w == b"SETUP"));
        assert_eq!(open_mail(&m, "inbox", &s).unwrap(), b"From: a@b\r\n\r\nSETUP");
        assert!(open_mail(&m, "outbox", &s).is_err());
        assert!(open_mail(&[1u8; 32], "inbox", &s).is_err());
    }

    #[test]
    fn mail_is_compressed_and_mail_sealed_before_compression_still_opens() {
        let m = [9u8; 32];
        let board = "<tr><td bgcolor=\"#cfc\" title=\"a1 South Colonel\">7</td></tr>\r\n".repeat(100);
        let s = seal_mail(&m, "outbox", board.as_bytes()).unwrap();
        assert!(
            s.len() < board.len() / 5,
            "{} bytes sealed for {}",
            s.len(),
            board.len()
        );
        assert_eq!(open_mail(&m, "outbox", &s).unwrap(), board.as_bytes());
        // The sealed bytes are the LZ4 block after its length, as lz4_flex
        // lays it out (`compress_prepend_size`), whatever buffer it was
        // built in.
        let inner = open_with(&mail_key(&m).unwrap(), &mail_ad(T_MAIL_LZ4, "outbox").unwrap(), &s).unwrap();
        assert_eq!(inner, lz4_flex::block::compress_prepend_size(board.as_bytes()));
        assert_eq!(s.len(), NONCE_LEN + inner.len() + TAG_LEN);
        // Small, empty, and larger than the kept buffer: all the same form.
        let large = "<td>7</td>\r\n".repeat(PACKING_MAX / 8);
        for raw in [&b""[..], b"x", b"From: a@b\r\n\r\n", large.as_bytes()] {
            let sealed = seal_mail(&m, "inbox", raw).unwrap();
            let inner = open_with(&mail_key(&m).unwrap(), &mail_ad(T_MAIL_LZ4, "inbox").unwrap(), &sealed).unwrap();
            assert_eq!(inner, lz4_flex::block::compress_prepend_size(raw));
            assert_eq!(
                open_mail(&m, "inbox", &seal_mail(&m, "inbox", raw).unwrap()).unwrap(),
                raw
            );
        }
        // The older form: the raw message sealed under `estafette/v1/mail`.
        let old = seal_with(
            &mail_key(&m).unwrap(),
            &mail_ad(T_MAIL, "outbox").unwrap(),
            b"From: a@b\r\n\r\nold",
        )
        .unwrap();
        assert_eq!(open_mail(&m, "outbox", &old).unwrap(), b"From: a@b\r\n\r\nold");
        assert!(open_mail(&m, "inbox", &old).is_err());
        // Each form only under its own tag: packed bytes are never handed
        // out as a message, nor a message decompressed.
        let packed = lz4_flex::block::compress_prepend_size(b"From: a@b\r\n\r\nx");
        let as_old = seal_with(&mail_key(&m).unwrap(), &mail_ad(T_MAIL, "outbox").unwrap(), &packed).unwrap();
        assert_eq!(open_mail(&m, "outbox", &as_old).unwrap(), packed);
        let mut t = s.clone();
        t[20] ^= 1;
        assert!(open_mail(&m, "outbox", &t).is_err());
    }

    #[test]
    fn a_parcel_gives_back_each_of_its_mails_and_nothing_else() {
        let m = [7u8; 32];
        let first = b"From: r@x\r\n\r\nyour move was played".as_slice();
        let second = b"From: r@x\r\n\r\nyour turn".as_slice();
        let sealed = seal_parcel(&m, &[first, second].concat()).unwrap();
        let at = first.len() as u64;
        assert_eq!(open_outbox(&m, &sealed, Some((0, at))).unwrap(), first);
        assert_eq!(
            open_outbox(&m, &sealed, Some((at, second.len() as u64))).unwrap(),
            second
        );
        assert_eq!(open_outbox(&m, &sealed, Some((at, 0))).unwrap(), b"");
        // A place beyond the parcel, or one that overflows, is refused.
        for bad in [
            (at, second.len() as u64 + 1),
            (u64::MAX, 1),
            (1, u64::MAX),
            (at + second.len() as u64 + 1, 0),
        ] {
            assert!(
                matches!(open_outbox(&m, &sealed, Some(bad)), Err(SecretError::Authentication)),
                "{bad:?}"
            );
        }
        // Another key fails; a parcel is no single mail, nor the reverse.
        assert!(open_outbox(&[8u8; 32], &sealed, Some((0, at))).is_err());
        assert!(open_outbox(&m, &sealed, None).is_err());
        assert!(open_mail(&m, "outbox", &sealed).is_err());
        let single = seal_mail(&m, "outbox", first).unwrap();
        assert_eq!(open_outbox(&m, &single, None).unwrap(), first);
        assert!(open_outbox(&m, &single, Some((0, at))).is_err());
        // Altered bytes fail.
        let mut t = sealed.clone();
        let last = t.len() - 1;
        t[last] ^= 1;
        assert!(open_outbox(&m, &t, Some((0, at))).is_err());
    }

    #[test]
    fn mails_that_share_their_board_pack_smaller_together() {
        let m = [7u8; 32];
        let board: String = (0..90)
            .map(|i| {
                format!(
                    "<td bgcolor=\"#a4262c\" title=\"{}{} North ?\">?</td>\n",
                    (b'a' + i % 9) as char,
                    i / 9 + 1
                )
            })
            .collect();
        let a = format!("To: a@x\r\n\r\nYou played a4-a5.\n{board}");
        let b = format!("To: b@x\r\n\r\nNorth played a4-a5.\n{board}");
        let apart =
            seal_mail(&m, "outbox", a.as_bytes()).unwrap().len() + seal_mail(&m, "outbox", b.as_bytes()).unwrap().len();
        let together = seal_parcel(&m, [a.as_bytes(), b.as_bytes()].concat().as_slice())
            .unwrap()
            .len();
        assert!(together * 4 < apart * 3, "{together} against {apart}");
    }
}
