//! Reply tokens: `GAME.P.TAG`, proof that a reply answers a mail the referee
//! sent to player `P` of game `GAME`.
//!
//! ```text
//! TAG = base32(first 15 bytes of HMAC-SHA256(token_key, str(T_token) || str(GAME) || u8(P)))
//! ```
//!
//! with lowercase RFC 4648 base32 and no padding: 15 bytes (120 bits) give
//! exactly 24 characters. `GAME` matches `[a-z0-9-]{1,40}` and `P` is `1` or `2`,
//! so a token is at most 67 characters and fits an address local part after a
//! `+` (`referee+lattaque-7.1.TAG@example.org`) or a subject in brackets
//! (`[lattaque-7.1.TAG]`). Mail systems may change the case of a local part, so
//! tokens are read in any case and normalised to lower case.
//!
//! Invariant: the tag is compared in constant time. No I/O.

use std::fmt;

use hmac::{KeyInit, Mac};

use super::encode::{push_str, push_u8, valid_game_id};
use super::T_TOKEN;

/// Bytes of HMAC output kept in a tag.
pub const TAG_BYTES: usize = 15;
/// Characters of a tag in base32.
pub const TAG_CHARS: usize = 24;

const B32: &[u8; 32] = b"abcdefghijklmnopqrstuvwxyz234567";

/// Why a token is refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TokenError {
    /// The text is not of the form `GAME.P.TAG`.
    Malformed,
    /// The game id is not `[a-z0-9-]{1,40}`.
    BadGame,
    /// The player number is not 1 or 2.
    BadPlayer,
    /// The tag is not 24 base32 characters.
    BadTagText,
    /// The tag does not match: the token was not issued by this referee (or was
    /// altered).
    Forged,
}

impl fmt::Display for TokenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TokenError::Malformed => write!(f, "a reply token has the form GAME.PLAYER.TAG"),
            TokenError::BadGame => write!(f, "the reply token's game id is not valid"),
            TokenError::BadPlayer => write!(f, "the reply token's player number must be 1 or 2"),
            TokenError::BadTagText => write!(f, "the reply token's tag is not {TAG_CHARS} base32 characters"),
            TokenError::Forged => write!(f, "the reply token does not match any mail this referee sent"),
        }
    }
}

impl std::error::Error for TokenError {}

fn mac_for(key: &[u8; 32], game: &str, player: u8) -> Result<hmac::Hmac<sha2::Sha256>, TokenError> {
    let mut msg = Vec::with_capacity(64);
    push_str(&mut msg, T_TOKEN).map_err(|_| TokenError::BadGame)?;
    push_str(&mut msg, game).map_err(|_| TokenError::BadGame)?;
    push_u8(&mut msg, player);
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

/// Lowercase RFC 4648 base32 of 15 bytes, no padding (24 characters).
fn base32_15(bytes: &[u8; TAG_BYTES]) -> String {
    let mut out = String::with_capacity(TAG_CHARS);
    for chunk in bytes.chunks_exact(5) {
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

/// Decodes 24 lowercase base32 characters into 15 bytes.
fn unbase32_15(text: &str) -> Option<[u8; TAG_BYTES]> {
    let t = text.as_bytes();
    if t.len() != TAG_CHARS {
        return None;
    }
    let mut out = [0u8; TAG_BYTES];
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

/// Makes the token of `player` (1 or 2) in `game` under the 32-byte token key.
pub fn make(key: &[u8; 32], game: &str, player: u8) -> Result<String, TokenError> {
    check_parts(game, player)?;
    let full = mac_for(key, game, player)?.finalize().into_bytes();
    let mut tag = [0u8; TAG_BYTES];
    tag.copy_from_slice(&full[..TAG_BYTES]);
    Ok(format!("{game}.{player}.{}", base32_15(&tag)))
}

/// Checks a token (in any case) and returns its game id and player number.
/// The tag is compared in constant time.
pub fn check(key: &[u8; 32], text: &str) -> Result<(String, u8), TokenError> {
    let t = text.to_ascii_lowercase();
    let mut parts = t.split('.');
    let (Some(game), Some(p), Some(tag), None) = (parts.next(), parts.next(), parts.next(), parts.next()) else {
        return Err(TokenError::Malformed);
    };
    let player = match p {
        "1" => 1,
        "2" => 2,
        _ => return Err(TokenError::BadPlayer),
    };
    if !valid_game_id(game) {
        return Err(TokenError::BadGame);
    }
    let tag = unbase32_15(tag).ok_or(TokenError::BadTagText)?;
    mac_for(key, game, player)?
        .verify_truncated_left(&tag)
        .map_err(|_| TokenError::Forged)?;
    Ok((game.to_string(), player))
}

fn is_game_byte(b: u8) -> bool {
    b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-'
}

fn is_tag_byte(b: u8) -> bool {
    b.is_ascii_lowercase() || (b'2'..=b'7').contains(&b)
}

/// Finds candidate tokens in header or subject text, in order of appearance,
/// lowercased and without repeats. Candidates are only well-formed: each still
/// needs [`check`].
///
/// A candidate is `GAME.P.TAG` where `GAME` is the whole run of `[a-z0-9-]`
/// before the first dot (1 to 40 characters), `P` is `1` or `2`, and `TAG` is 24
/// base32 characters not followed by a letter, digit or `-`. So
/// `Referee+LATTAQUE-7.1.TAG@example.org`, `<referee+lattaque-7.1.tag@host>` and
/// `Re: [lattaque-7.1.tag] your move` all yield `lattaque-7.1.tag`.
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
    let tag_start = dot + 3;
    let tag_end = tag_start + TAG_CHARS;
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
        // RFC 4648 section 10: BASE32("fooba") = "MZXW6YTB", lowercased; three
        // 5-byte groups give 24 characters.
        let mut b = [0u8; 15];
        b[..5].copy_from_slice(b"fooba");
        b[5..10].copy_from_slice(b"fooba");
        b[10..].copy_from_slice(b"fooba");
        assert_eq!(base32_15(&b), "mzxw6ytbmzxw6ytbmzxw6ytb");
        assert_eq!(unbase32_15("mzxw6ytbmzxw6ytbmzxw6ytb"), Some(b));
        let all: [u8; 15] = std::array::from_fn(|i| (i as u8).wrapping_mul(37).wrapping_add(200));
        assert_eq!(unbase32_15(&base32_15(&all)), Some(all));
        assert_eq!(unbase32_15("mzxw6ytbmzxw6ytbmzxw6yt"), None);
        assert_eq!(unbase32_15("mzxw6ytbmzxw6ytbmzxw6yt1"), None);
        assert_eq!(unbase32_15("mzxw6ytbmzxw6ytbmzxw6ytB"), None);
    }

    #[test]
    fn make_and_check_round_trip() {
        for p in [1u8, 2] {
            let t = make(&KEY, "lattaque-7", p).unwrap();
            assert!(t.starts_with(&format!("lattaque-7.{p}.")));
            assert_eq!(t.len(), "lattaque-7".len() + 3 + TAG_CHARS);
            assert_eq!(check(&KEY, &t), Ok(("lattaque-7".to_string(), p)));
            assert_eq!(check(&KEY, &t.to_uppercase()), Ok(("lattaque-7".to_string(), p)));
        }
        let t1 = make(&KEY, "lattaque-7", 1).unwrap();
        let t2 = make(&KEY, "lattaque-7", 2).unwrap();
        assert_ne!(t1[13..], t2[13..]);
    }

    #[test]
    fn make_rejects_bad_parts() {
        assert_eq!(make(&KEY, "Lattaque", 1), Err(TokenError::BadGame));
        assert_eq!(make(&KEY, "", 1), Err(TokenError::BadGame));
        assert_eq!(make(&KEY, &"a".repeat(41), 1), Err(TokenError::BadGame));
        assert_eq!(make(&KEY, "a.b", 1), Err(TokenError::BadGame));
        assert_eq!(make(&KEY, "g", 0), Err(TokenError::BadPlayer));
        assert_eq!(make(&KEY, "g", 3), Err(TokenError::BadPlayer));
        assert!(make(&KEY, &"a".repeat(40), 2).is_ok());
    }

    #[test]
    fn check_refuses_any_change() {
        let t = make(&KEY, "lattaque-7", 1).unwrap();
        let tag_start = t.len() - TAG_CHARS;
        for i in tag_start..t.len() {
            for c in B32.iter().map(|&c| c as char) {
                if t.as_bytes()[i] as char == c {
                    continue;
                }
                let mut bad = t.clone();
                bad.replace_range(i..i + 1, &c.to_string());
                assert_eq!(check(&KEY, &bad), Err(TokenError::Forged), "{bad}");
            }
        }
        let other_player = t.replacen(".1.", ".2.", 1);
        assert_eq!(check(&KEY, &other_player), Err(TokenError::Forged));
        let other_game = t.replacen("lattaque-7", "lattaque-8", 1);
        assert_eq!(check(&KEY, &other_game), Err(TokenError::Forged));
        assert_eq!(check(&[0x43; 32], &t), Err(TokenError::Forged));
    }

    #[test]
    fn check_refuses_malformed_text() {
        let t = make(&KEY, "lattaque-7", 1).unwrap();
        let tag = &t[t.len() - TAG_CHARS..];
        assert_eq!(check(&KEY, ""), Err(TokenError::Malformed));
        assert_eq!(check(&KEY, "lattaque-7.1"), Err(TokenError::Malformed));
        assert_eq!(check(&KEY, &format!("{t}.x")), Err(TokenError::Malformed));
        assert_eq!(check(&KEY, &format!("lattaque-7.3.{tag}")), Err(TokenError::BadPlayer));
        assert_eq!(check(&KEY, &format!("lattaque-7.01.{tag}")), Err(TokenError::BadPlayer));
        assert_eq!(check(&KEY, &format!("lattaque_7.1.{tag}")), Err(TokenError::BadGame));
        assert_eq!(check(&KEY, &format!(".1.{tag}")), Err(TokenError::BadGame));
        assert_eq!(
            check(&KEY, &format!("lattaque-7.1.{}", &tag[1..])),
            Err(TokenError::BadTagText)
        );
        assert_eq!(
            check(&KEY, &format!("lattaque-7.1.{tag}a")),
            Err(TokenError::BadTagText)
        );
        assert_eq!(
            check(&KEY, &format!("lattaque-7.1.{}1", &tag[1..])),
            Err(TokenError::BadTagText)
        );
        assert_eq!(check(&KEY, &format!(" {t}")), Err(TokenError::BadGame));
        assert_eq!(check(&KEY, "é.1.é"), Err(TokenError::BadGame));
    }

    #[test]
    fn find_in_addresses_and_subjects() {
        let t = make(&KEY, "lattaque-7", 1).unwrap();
        let u = make(&KEY, "strand-12", 2).unwrap();
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
        assert!(find_in("no token here, referee@example.org").is_empty());
        assert!(find_in("").is_empty());
        assert!(find_in(".1.").is_empty());
    }

    #[test]
    fn find_in_skips_near_misses() {
        let t = make(&KEY, "lattaque-7", 1).unwrap();
        let (head, tag) = t.split_at(t.len() - TAG_CHARS);
        // Tag too short, too long, or running on into other word characters.
        assert!(find_in(&format!("x+{head}{}@h", &tag[1..])).is_empty());
        assert!(find_in(&format!("x+{t}a@h")).is_empty());
        assert!(find_in(&format!("x+{t}-a@h")).is_empty());
        assert!(find_in(&format!("x+{head}{}8@h", &tag[1..])).is_empty());
        // Game id longer than 40.
        let long = format!("{}.1.{tag}", "a".repeat(41));
        assert!(find_in(&long).is_empty());
        // No game id at all.
        assert!(find_in(&format!("+.1.{tag}")).is_empty());
        // A non-ASCII neighbour is a boundary, never a crash.
        assert_eq!(find_in(&format!("é{t}é")), vec![t.clone()]);
        // A game id that has a dot before it: only the last run counts.
        assert_eq!(find_in(&format!("x.y.{t}")), vec![t]);
    }
}
