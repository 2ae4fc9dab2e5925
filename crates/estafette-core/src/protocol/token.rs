//! Reply tokens: `GAME.P.N.TAG`, proof that a reply answers a mail the
//! referee sent to player `P` of game `GAME` when its log had `N` events.
//!
//! ```text
//! TAG = base32(first 10 bytes of HMAC-SHA256(token_key, str(T_token) || str(GAME) || u8(P) || u64(N)))
//! ```
//!
//! with lowercase RFC 4648 base32 and no padding: 10 bytes (80 bits) give
//! exactly 16 characters. `GAME` matches `[a-z0-9-]{1,40}`, `P` is `1` or
//! `2` and `N` is written in decimal without leading zeros (at most 12
//! digits), so that `referee+lattaque-7.1.42.TAG@example.org` stays within
//! the 64 characters of a local part for the game ids and logs of real
//! play. Mail systems may change the case of a local part, so tokens are
//! read in any case and normalised to lower case.
//!
//! Tokens of the first form, `GAME.P.TAG` with a 24-character (120-bit) tag
//! over `str(T_token) || str(GAME) || u8(P)`, were handed out before
//! addresses carried their position; they are still read, as issued at
//! position 0 ([`make_v1`] writes them, for tests).
//!
//! Invariant: the tag is compared in constant time. No I/O.

use hmac::{KeyInit, Mac};

use super::encode::{push_str, push_u64, push_u8, valid_game_id};
use super::T_TOKEN;
use crate::reason::{Reason, Sentence};

/// Bytes of HMAC output kept in a tag.
pub const TAG_BYTES: usize = 10;
/// Characters of a tag in base32.
pub const TAG_CHARS: usize = 16;
/// Bytes of HMAC output kept in a tag of the first form (no position).
pub const TAG_BYTES_V1: usize = 15;
/// Characters of a tag of the first form in base32.
pub const TAG_CHARS_V1: usize = 24;
/// Most digits of a position.
pub const MAX_POSITION_DIGITS: usize = 12;

const B32: &[u8; 32] = b"abcdefghijklmnopqrstuvwxyz234567";

/// Why a token is refused.
#[derive(Debug, Clone, PartialEq, Eq, Sentence)]
#[sentence(prefix = "protocol-token-")]
pub enum TokenError {
    /// The text is not of the form `GAME.P.N.TAG` (nor `GAME.P.TAG`).
    Malformed,
    /// The game id is not `[a-z0-9-]{1,40}`.
    BadGame,
    /// The player number is not 1 or 2.
    BadPlayer,
    /// The position is not a decimal number of 1 to 12 digits without
    /// leading zeros.
    BadPosition,
    /// The tag is not 16 (or, in the first form, 24) base32 characters.
    #[sentence(by = bad_tag_text, ids = ["protocol-token-bad-tag-text"])]
    BadTagText,
    /// The tag does not match: the token was not issued by this referee (or was
    /// altered).
    Forged,
}

impl std::error::Error for TokenError {}

/// A tag of the wrong length: how long one is.
fn bad_tag_text() -> Reason {
    Reason::new("protocol-token-bad-tag-text").num("n", TAG_CHARS)
}

/// A token read and checked.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Token {
    /// The game id (or any other thread name the referee gave, `ch-3`).
    pub game: String,
    /// The player number, 1 or 2.
    pub player: u8,
    /// The log position the token was issued at: the number of events of
    /// the game's log when the mail carrying it was written (0 for a token
    /// of the first form).
    pub issued: u64,
}

fn mac_for(
    key: &[u8; 32],
    game: &str,
    player: u8,
    issued: Option<u64>,
) -> Result<hmac::Hmac<sha2::Sha256>, TokenError> {
    let mut msg = Vec::with_capacity(72);
    push_str(&mut msg, T_TOKEN).map_err(|_| TokenError::BadGame)?;
    push_str(&mut msg, game).map_err(|_| TokenError::BadGame)?;
    push_u8(&mut msg, player);
    if let Some(n) = issued {
        push_u64(&mut msg, n);
    }
    // HMAC takes keys of any length, so this constructor has no failing case.
    let mut mac = hmac::Hmac::<sha2::Sha256>::new_from_slice(key).expect("HMAC accepts keys of any length");
    mac.update(&msg);
    Ok(mac)
}

fn check_parts(game: &str, player: u8) -> Result<(), TokenError> {
    if !valid_game_id(game) {
        return Err(TokenError::BadGame);
    }
    if player != 1 && player != 2 {
        return Err(TokenError::BadPlayer);
    }
    Ok(())
}

/// Lowercase RFC 4648 base32 of a whole number of 5-byte groups, no padding.
fn base32(bytes: &[u8]) -> String {
    let mut out = String::with_capacity(bytes.len() * 8 / 5);
    for chunk in bytes.chunks(5) {
        let mut v: u64 = 0;
        for &b in chunk {
            v = (v << 8) | u64::from(b);
        }
        for k in (0..8).rev() {
            out.push(B32[((v >> (5 * k)) & 31) as usize] as char);
        }
    }
    out
}

/// Decodes lowercase base32 into `N` bytes (a multiple of 5), from exactly
/// `N * 8 / 5` characters.
fn unbase32<const N: usize>(text: &str) -> Option<[u8; N]> {
    let t = text.as_bytes();
    if t.len() != N * 8 / 5 {
        return None;
    }
    let mut out = [0u8; N];
    for (ci, chunk) in t.chunks_exact(8).enumerate() {
        let mut v: u64 = 0;
        for &c in chunk {
            let d = match c {
                b'a'..=b'z' => c - b'a',
                b'2'..=b'7' => c - b'2' + 26,
                _ => return None,
            };
            v = (v << 5) | u64::from(d);
        }
        for k in 0..5 {
            out[ci * 5 + k] = (v >> (8 * (4 - k))) as u8;
        }
    }
    Some(out)
}

/// Makes the token of `player` (1 or 2) in `game`, issued at log position
/// `issued`, under the 32-byte token key.
pub fn make_at(key: &[u8; 32], game: &str, player: u8, issued: u64) -> Result<String, TokenError> {
    check_parts(game, player)?;
    if issued.to_string().len() > MAX_POSITION_DIGITS {
        return Err(TokenError::BadPosition);
    }
    let full = mac_for(key, game, player, Some(issued))?.finalize().into_bytes();
    Ok(format!("{game}.{player}.{issued}.{}", base32(&full[..TAG_BYTES])))
}

/// [`make_at`] position 0: the token of a thread with no log behind it (a
/// challenge's invitation).
pub fn make(key: &[u8; 32], game: &str, player: u8) -> Result<String, TokenError> {
    make_at(key, game, player, 0)
}

/// A token of the first form, `GAME.P.TAG` (no position, 120-bit tag), as
/// earlier versions handed them out.
pub fn make_v1(key: &[u8; 32], game: &str, player: u8) -> Result<String, TokenError> {
    check_parts(game, player)?;
    let full = mac_for(key, game, player, None)?.finalize().into_bytes();
    Ok(format!("{game}.{player}.{}", base32(&full[..TAG_BYTES_V1])))
}

/// Reads a position: 1 to 12 decimal digits, no leading zero.
fn position(text: &str) -> Result<u64, TokenError> {
    let ok = !text.is_empty()
        && text.len() <= MAX_POSITION_DIGITS
        && text.bytes().all(|b| b.is_ascii_digit())
        && (text == "0" || !text.starts_with('0'));
    if !ok {
        return Err(TokenError::BadPosition);
    }
    text.parse().map_err(|_| TokenError::BadPosition)
}

/// Reads and checks a token (in any case), of either form. The tag is
/// compared in constant time.
pub fn read(key: &[u8; 32], text: &str) -> Result<Token, TokenError> {
    let t = text.to_ascii_lowercase();
    let parts: Vec<&str> = t.split('.').collect();
    let (game, p, issued, tag) = match parts.as_slice() {
        [game, p, n, tag] => (*game, *p, Some(*n), *tag),
        [game, p, tag] => (*game, *p, None, *tag),
        _ => return Err(TokenError::Malformed),
    };
    let player = match p {
        "1" => 1,
        "2" => 2,
        _ => return Err(TokenError::BadPlayer),
    };
    if !valid_game_id(game) {
        return Err(TokenError::BadGame);
    }
    let issued = issued.map(position).transpose()?;
    let mac = mac_for(key, game, player, issued)?;
    let verified = match issued {
        Some(_) => mac.verify_truncated_left(&unbase32::<TAG_BYTES>(tag).ok_or(TokenError::BadTagText)?),
        None => mac.verify_truncated_left(&unbase32::<TAG_BYTES_V1>(tag).ok_or(TokenError::BadTagText)?),
    };
    verified.map_err(|_| TokenError::Forged)?;
    Ok(Token {
        game: game.to_string(),
        player,
        issued: issued.unwrap_or(0),
    })
}

/// Checks a token (in any case) and returns its game id and player number.
pub fn check(key: &[u8; 32], text: &str) -> Result<(String, u8), TokenError> {
    read(key, text).map(|t| (t.game, t.player))
}

fn is_game_byte(b: u8) -> bool {
    b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-'
}

fn is_tag_byte(b: u8) -> bool {
    b.is_ascii_lowercase() || (b'2'..=b'7').contains(&b)
}

/// Finds candidate tokens in header or subject text, in order of appearance,
/// lowercased and without repeats. Candidates are only well-formed: each still
/// needs [`read`].
///
/// A candidate is `GAME.P.N.TAG` or `GAME.P.TAG` where `GAME` is the whole
/// run of `[a-z0-9-]` before the first dot (1 to 40 characters), `P` is `1`
/// or `2`, `N` 1 to 12 digits, and `TAG` 16 (24 in the second form) base32
/// characters not followed by a letter, digit or `-`. So
/// `Referee+LATTAQUE-7.1.42.TAG@example.org`, `<referee+lattaque-7.1.42.tag@host>`
/// and `Re: [lattaque-7.1.42.tag] your move` all yield `lattaque-7.1.42.tag`.
pub fn find_in(text: &str) -> Vec<String> {
    let t = text.to_ascii_lowercase().into_bytes();
    let mut found: Vec<String> = Vec::new();
    // Look at every ".1." / ".2." as the middle of a possible token.
    let mut i = 0;
    while i + 3 <= t.len() {
        if t[i] == b'.' && (t[i + 1] == b'1' || t[i + 1] == b'2') && t[i + 2] == b'.' {
            if let Some(tok) = candidate_at(&t, i) {
                if !found.contains(&tok) {
                    found.push(tok);
                }
            }
        }
        i += 1;
    }
    found
}

/// The candidate whose first dot is at `dot`, if the bytes around it fit.
fn candidate_at(t: &[u8], dot: usize) -> Option<String> {
    // The game id: the run of game bytes ending just before the dot.
    let mut start = dot;
    while start > 0 && is_game_byte(t[start - 1]) {
        start -= 1;
    }
    let game_len = dot - start;
    if game_len == 0 || game_len > 40 {
        return None;
    }
    let after_p = dot + 3;
    let digits = t[after_p..].iter().take_while(|b| b.is_ascii_digit()).count();
    let (tag_start, tag_chars) =
        if (1..=MAX_POSITION_DIGITS).contains(&digits) && t.get(after_p + digits) == Some(&b'.') {
            (after_p + digits + 1, TAG_CHARS)
        } else {
            (after_p, TAG_CHARS_V1)
        };
    let tag_end = tag_start + tag_chars;
    if tag_end > t.len() || !t[tag_start..tag_end].iter().all(|&b| is_tag_byte(b)) {
        return None;
    }
    if let Some(&after) = t.get(tag_end) {
        if after.is_ascii_alphanumeric() || after == b'-' {
            return None;
        }
    }
    // All bytes in start..tag_end are ASCII, so this cannot fail.
    String::from_utf8(t[start..tag_end].to_vec()).ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    const KEY: [u8; 32] = [0x42; 32];

    #[test]
    fn base32_matches_rfc4648() {
        // RFC 4648 section 10: BASE32("fooba") = "MZXW6YTB", lowercased.
        let mut b = [0u8; 15];
        b[..5].copy_from_slice(b"fooba");
        b[5..10].copy_from_slice(b"fooba");
        b[10..].copy_from_slice(b"fooba");
        assert_eq!(base32(&b), "mzxw6ytbmzxw6ytbmzxw6ytb");
        assert_eq!(unbase32::<15>("mzxw6ytbmzxw6ytbmzxw6ytb"), Some(b));
        assert_eq!(unbase32::<10>("mzxw6ytbmzxw6ytb"), Some(b[..10].try_into().unwrap()));
        let all: [u8; 15] = std::array::from_fn(|i| (i as u8).wrapping_mul(37).wrapping_add(200));
        assert_eq!(unbase32::<15>(&base32(&all)), Some(all));
        assert_eq!(unbase32::<15>("mzxw6ytbmzxw6ytbmzxw6yt"), None);
        assert_eq!(unbase32::<15>("mzxw6ytbmzxw6ytbmzxw6yt1"), None);
        assert_eq!(unbase32::<15>("mzxw6ytbmzxw6ytbmzxw6ytB"), None);
        assert_eq!(unbase32::<10>("mzxw6ytbmzxw6yt"), None);
    }

    #[test]
    fn make_and_read_round_trip() {
        for p in [1u8, 2] {
            for n in [0u64, 1, 42, 999_999_999_999] {
                let t = make_at(&KEY, "lattaque-7", p, n).unwrap();
                assert_eq!(t, format!("lattaque-7.{p}.{n}.{}", &t[t.len() - TAG_CHARS..]));
                let want = Token {
                    game: "lattaque-7".into(),
                    player: p,
                    issued: n,
                };
                assert_eq!(read(&KEY, &t), Ok(want.clone()));
                assert_eq!(read(&KEY, &t.to_uppercase()), Ok(want));
                assert_eq!(check(&KEY, &t), Ok(("lattaque-7".to_string(), p)));
            }
        }
        assert_eq!(make(&KEY, "ch-3", 2), make_at(&KEY, "ch-3", 2, 0));
        let t1 = make_at(&KEY, "lattaque-7", 1, 5).unwrap();
        let t2 = make_at(&KEY, "lattaque-7", 2, 5).unwrap();
        let t3 = make_at(&KEY, "lattaque-7", 1, 6).unwrap();
        assert_ne!(t1[t1.len() - TAG_CHARS..], t2[t2.len() - TAG_CHARS..]);
        assert_ne!(t1[t1.len() - TAG_CHARS..], t3[t3.len() - TAG_CHARS..]);
        assert_eq!(make_at(&KEY, "g", 1, 1_000_000_000_000), Err(TokenError::BadPosition));
    }

    /// A token of the first form (no position) is still read, as issued
    /// at position 0.
    #[test]
    fn tokens_of_the_first_form_read_as_issued_at_zero() {
        let t = make_v1(&KEY, "lattaque-7", 2).unwrap();
        assert_eq!(t.len(), "lattaque-7".len() + 3 + TAG_CHARS_V1);
        assert_eq!(
            read(&KEY, &t),
            Ok(Token {
                game: "lattaque-7".into(),
                player: 2,
                issued: 0
            })
        );
        assert_eq!(find_in(&format!("referee+{t}@x.org")), vec![t.clone()]);
        // Neither form's tag passes for the other's.
        let tag = &t[t.len() - TAG_CHARS_V1..];
        assert_eq!(
            read(&KEY, &format!("lattaque-7.2.0.{}", &tag[..TAG_CHARS])),
            Err(TokenError::Forged)
        );
    }

    #[test]
    fn make_rejects_bad_parts() {
        assert_eq!(make(&KEY, "Lattaque", 1), Err(TokenError::BadGame));
        assert_eq!(make(&KEY, "", 1), Err(TokenError::BadGame));
        assert_eq!(make(&KEY, &"a".repeat(41), 1), Err(TokenError::BadGame));
        assert_eq!(make(&KEY, "a.b", 1), Err(TokenError::BadGame));
        assert_eq!(make(&KEY, "g", 0), Err(TokenError::BadPlayer));
        assert_eq!(make(&KEY, "g", 3), Err(TokenError::BadPlayer));
        assert_eq!(make_v1(&KEY, "g", 3), Err(TokenError::BadPlayer));
        assert!(make(&KEY, &"a".repeat(40), 2).is_ok());
    }

    #[test]
    fn read_refuses_any_change() {
        let t = make_at(&KEY, "lattaque-7", 1, 12).unwrap();
        let tag_start = t.len() - TAG_CHARS;
        for i in tag_start..t.len() {
            for c in B32.iter().map(|&c| c as char) {
                if t.as_bytes()[i] as char == c {
                    continue;
                }
                let mut bad = t.clone();
                bad.replace_range(i..i + 1, &c.to_string());
                assert_eq!(read(&KEY, &bad), Err(TokenError::Forged), "{bad}");
            }
        }
        let other_player = t.replacen(".1.", ".2.", 1);
        assert_eq!(read(&KEY, &other_player), Err(TokenError::Forged));
        let other_game = t.replacen("lattaque-7", "lattaque-8", 1);
        assert_eq!(read(&KEY, &other_game), Err(TokenError::Forged));
        let other_position = t.replacen(".12.", ".13.", 1);
        assert_eq!(read(&KEY, &other_position), Err(TokenError::Forged));
        let earlier = t.replacen(".12.", ".2.", 1);
        assert_eq!(read(&KEY, &earlier), Err(TokenError::Forged));
        assert_eq!(read(&[0x43; 32], &t), Err(TokenError::Forged));
    }

    #[test]
    fn read_refuses_malformed_text() {
        let t = make_at(&KEY, "lattaque-7", 1, 3).unwrap();
        let tag = &t[t.len() - TAG_CHARS..];
        assert_eq!(read(&KEY, ""), Err(TokenError::Malformed));
        assert_eq!(read(&KEY, "lattaque-7.1"), Err(TokenError::Malformed));
        assert_eq!(read(&KEY, &format!("{t}.x")), Err(TokenError::Malformed));
        assert_eq!(read(&KEY, &format!("lattaque-7.3.3.{tag}")), Err(TokenError::BadPlayer));
        assert_eq!(
            read(&KEY, &format!("lattaque-7.01.3.{tag}")),
            Err(TokenError::BadPlayer)
        );
        assert_eq!(read(&KEY, &format!("lattaque_7.1.3.{tag}")), Err(TokenError::BadGame));
        assert_eq!(read(&KEY, &format!(".1.3.{tag}")), Err(TokenError::BadGame));
        for n in ["03", "", "x", "-1", "1000000000000", "1e3"] {
            assert_eq!(
                read(&KEY, &format!("lattaque-7.1.{n}.{tag}")),
                Err(TokenError::BadPosition),
                "{n}"
            );
        }
        assert_eq!(
            read(&KEY, &format!("lattaque-7.1.3.{}", &tag[1..])),
            Err(TokenError::BadTagText)
        );
        assert_eq!(
            read(&KEY, &format!("lattaque-7.1.3.{tag}a")),
            Err(TokenError::BadTagText)
        );
        assert_eq!(
            read(&KEY, &format!("lattaque-7.1.3.{}1", &tag[1..])),
            Err(TokenError::BadTagText)
        );
        assert_eq!(read(&KEY, &format!(" {t}")), Err(TokenError::BadGame));
        assert_eq!(read(&KEY, "é.1.é"), Err(TokenError::BadGame));
    }

    #[test]
    fn find_in_addresses_and_subjects() {
        let t = make_at(&KEY, "lattaque-7", 1, 9).unwrap();
        let u = make_at(&KEY, "strand-12", 2, 1234).unwrap();
        assert_eq!(find_in(&format!("referee+{t}@example.org")), vec![t.clone()]);
        assert_eq!(
            find_in(&format!("\"Referee\" <REFEREE+{}@Example.ORG>", t.to_uppercase())),
            vec![t.clone()]
        );
        assert_eq!(find_in(&format!("Re: [{t}] Your move")), vec![t.clone()]);
        assert_eq!(
            find_in(&format!("a+{t}@x.org, b+{u}@x.org, c+{t}@x.org")),
            vec![t.clone(), u.clone()]
        );
        assert_eq!(find_in(&t), vec![t.clone()]);
        assert_eq!(find_in(&format!("ref.{t}@host")), vec![t.clone()]);
        // A position of 1 or 2 is no second candidate.
        let v = make_at(&KEY, "strand-1", 2, 1).unwrap();
        assert_eq!(find_in(&format!("r+{v}@h")), vec![v]);
        assert!(find_in("no token here, referee@example.org").is_empty());
        assert!(find_in("").is_empty());
        assert!(find_in(".1.").is_empty());
    }

    #[test]
    fn find_in_skips_near_misses() {
        let t = make_at(&KEY, "lattaque-7", 1, 40).unwrap();
        let (head, tag) = t.split_at(t.len() - TAG_CHARS);
        // Tag too short, too long, or running on into other word characters.
        assert!(find_in(&format!("x+{head}{}@h", &tag[1..])).is_empty());
        assert!(find_in(&format!("x+{t}a@h")).is_empty());
        assert!(find_in(&format!("x+{t}-a@h")).is_empty());
        assert!(find_in(&format!("x+{head}{}8@h", &tag[1..])).is_empty());
        // Game id longer than 40.
        let long = format!("{}.1.40.{tag}", "a".repeat(41));
        assert!(find_in(&long).is_empty());
        // No game id at all.
        assert!(find_in(&format!("+.1.40.{tag}")).is_empty());
        // A position of 13 digits.
        assert!(find_in(&format!("x+lattaque-7.1.1234567890123.{tag}@h")).is_empty());
        // A non-ASCII neighbour is a boundary, never a crash.
        assert_eq!(find_in(&format!("é{t}é")), vec![t.clone()]);
        // A game id that has a dot before it: only the last run counts.
        assert_eq!(find_in(&format!("x.y.{t}")), vec![t]);
    }
}
