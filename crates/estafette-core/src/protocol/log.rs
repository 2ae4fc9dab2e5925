//! The hash chain over a game's events, and the `Log-Head:` mail footer.
//!
//! ```text
//! h0 = SHA256(str(T_genesis) || str(g))
//! hn = SHA256(str(T_entry) || h(n-1) || u64(n) || u32(len(e_n)) || e_n)     n = 1, 2, ...
//! ```
//!
//! `e_n` is the canonical byte encoding of the n-th event; this module treats it
//! as opaque bytes. Numbering: the first event is entry 1, and `chain_heads`
//! returns `h1 ..= hn`, so `heads[i]` is the head after event `i + 1`. No I/O.

use std::fmt;
use std::str::FromStr;

use crate::reason::{Explain, Sentence};

use super::encode::{hex_decode32, hex_encode, push_str, push_u32, push_u64, valid_game_id, EncodeError, HexError};
use super::{sha256, T_ENTRY, T_GENESIS};

/// The head before any event: `h0 = SHA256(str(T_genesis) || str(game))`.
pub fn genesis(game: &str) -> Result<[u8; 32], EncodeError> {
    let mut msg = Vec::with_capacity(96);
    push_str(&mut msg, T_GENESIS)?;
    push_str(&mut msg, game)?;
    Ok(sha256(&msg))
}

/// The head after entry `n` holding `event`, given the previous head:
/// `SHA256(str(T_entry) || prev || u64(n) || u32(len(event)) || event)`.
///
/// Fails only for an event longer than `u32::MAX` bytes.
pub fn next(prev: &[u8; 32], n: u64, event: &[u8]) -> Result<[u8; 32], EncodeError> {
    let len = u32::try_from(event.len()).map_err(|_| EncodeError::EventTooLong(event.len()))?;
    let mut msg = Vec::with_capacity(64 + event.len());
    push_str(&mut msg, T_ENTRY)?;
    msg.extend_from_slice(prev);
    push_u64(&mut msg, n);
    push_u32(&mut msg, len);
    msg.extend_from_slice(event);
    Ok(sha256(&msg))
}

/// The heads `h1 ..= hn` after each of `events` (entry numbers from 1).
/// `heads[i]` is the head after `events[i]`; an empty log gives no heads (its
/// head is [`genesis`]).
pub fn chain_heads<E: AsRef<[u8]>>(game: &str, events: &[E]) -> Result<Vec<[u8; 32]>, EncodeError> {
    let mut h = genesis(game)?;
    let mut heads = Vec::with_capacity(events.len());
    for (i, e) in events.iter().enumerate() {
        h = next(&h, i as u64 + 1, e.as_ref())?;
        heads.push(h);
    }
    Ok(heads)
}

/// Why a claimed chain does not verify.
#[derive(Debug, Clone, PartialEq, Eq, Sentence)]
#[sentence(prefix = "protocol-chain-")]
pub enum ChainError {
    /// The game id cannot be encoded, or an event is too long.
    Encode(EncodeError),
    /// As many heads as events are needed.
    CountMismatch {
        /// Number of events.
        events: usize,
        /// Number of claimed heads.
        heads: usize,
    },
    /// The first entry whose claimed head is wrong, numbered from 1 (so it is
    /// `events[n - 1]` and `claimed[n - 1]`). Every later head is then wrong too.
    Mismatch {
        /// Entry number, from 1.
        n: u64,
    },
}

impl std::error::Error for ChainError {}

impl From<EncodeError> for ChainError {
    fn from(e: EncodeError) -> Self {
        ChainError::Encode(e)
    }
}

/// Recomputes the chain over `events` and compares it with `claimed` (one head per
/// event, `claimed[i]` after `events[i]`), naming the first entry that differs.
pub fn verify_chain<E: AsRef<[u8]>>(game: &str, events: &[E], claimed: &[[u8; 32]]) -> Result<(), ChainError> {
    if events.len() != claimed.len() {
        return Err(ChainError::CountMismatch {
            events: events.len(),
            heads: claimed.len(),
        });
    }
    let mut h = genesis(game)?;
    for (i, (e, c)) in events.iter().zip(claimed).enumerate() {
        let n = i as u64 + 1;
        h = next(&h, n, e.as_ref())?;
        if &h != c {
            return Err(ChainError::Mismatch { n });
        }
    }
    Ok(())
}

/// The header name of the chain-head footer line.
pub const LOG_HEAD_NAME: &str = "Log-Head";

/// If `line` is a `Log-Head:` line, what follows the colon. The name is
/// matched in any case and leading whitespace is ignored; the one rule for
/// every reader of these lines (the mail footer, `verify --receipts`,
/// `estafette view`).
pub fn log_head_words(line: &str) -> Option<&str> {
    let (name, rest) = line.trim_start().split_once(':')?;
    name.eq_ignore_ascii_case(LOG_HEAD_NAME).then_some(rest)
}

/// The receipt a mail's text carries: the last `Log-Head:` line of its
/// signature block (the lines after its last `-- ` delimiter line), read
/// whole if folded. A `Log-Head:` line anywhere else in the mail (in a
/// player's relayed message, in quoted text) is not a receipt. `None` when
/// the mail has no signature block or no such line in it.
pub fn mail_receipt(text: &str) -> Option<String> {
    let text = super::fold::unfold(text);
    let lines: Vec<&str> = text.lines().collect();
    let start = lines.iter().rposition(|l| l.trim_end() == "--")?;
    lines[start + 1..]
        .iter()
        .rev()
        .find(|l| log_head_words(l).is_some())
        .map(|l| l.trim().to_string())
}

/// The chain head a mail reports: `Log-Head: GAME N HEX`, where `N` is the
/// number of events in the log (0 for a new game, whose head is `h0`) and `HEX`
/// is `hN` in 64 lowercase hex digits.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LogHead {
    /// The game id (`[a-z0-9-]{1,40}`).
    pub game: String,
    /// Number of events so far.
    pub n: u64,
    /// The head after event `n`.
    pub head: [u8; 32],
}

impl fmt::Display for LogHead {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{LOG_HEAD_NAME}: {} {} {}",
            self.game,
            self.n,
            hex_encode(&self.head)
        )
    }
}

/// Why a line is not a valid `Log-Head:` line.
#[derive(Debug, Clone, PartialEq, Eq, Sentence)]
#[sentence(prefix = "protocol-log-head-")]
pub enum LogHeadError {
    /// The line does not start with `Log-Head:`.
    #[sentence(id = "protocol-log-head-missing")]
    NotLogHead,
    /// Not exactly three words after `Log-Head:` (the count is given).
    WordCount(#[sentence(name = "n")] usize),
    /// The game id is not `[a-z0-9-]{1,40}`.
    BadGame,
    /// The entry count is not a decimal number.
    BadCount,
    /// The head is not 64 hex digits.
    #[sentence(id = "protocol-log-head-bad-hash")]
    BadHead(#[sentence(name = "why", with = Explain::reason)] HexError),
}

impl std::error::Error for LogHeadError {}

impl LogHead {
    /// Parses `Log-Head: GAME N HEX`. The name is matched in any case, words are
    /// separated by any whitespace, leading and trailing whitespace is ignored,
    /// and the hash may be in either case.
    /// A folded line (`docs/PROTOCOL.md`, section 6) is read whole, and
    /// so is one whose line break a text field dropped (a `\` left alone
    /// between two words).
    pub fn parse(line: &str) -> Result<LogHead, LogHeadError> {
        let line = super::fold::unfold(line);
        let rest = log_head_words(line.trim()).ok_or(LogHeadError::NotLogHead)?;
        let words: Vec<&str> = rest.split_whitespace().filter(|w| *w != "\\").collect();
        if words.len() != 3 {
            return Err(LogHeadError::WordCount(words.len()));
        }
        if !valid_game_id(words[0]) {
            return Err(LogHeadError::BadGame);
        }
        if !words[1].bytes().all(|b| b.is_ascii_digit()) {
            return Err(LogHeadError::BadCount);
        }
        let n = words[1].parse::<u64>().map_err(|_| LogHeadError::BadCount)?;
        let head = hex_decode32(words[2]).map_err(LogHeadError::BadHead)?;
        Ok(LogHead {
            game: words[0].to_string(),
            n,
            head,
        })
    }
}

impl FromStr for LogHead {
    type Err = LogHeadError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        LogHead::parse(s)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const G: &str = "lattaque-1";

    fn events() -> Vec<Vec<u8>> {
        vec![b"first event".to_vec(), Vec::new(), (0..=255u8).collect()]
    }

    #[test]
    fn heads_follow_the_recurrence() {
        let ev = events();
        let heads = chain_heads(G, &ev).unwrap();
        assert_eq!(heads.len(), 3);
        let h0 = genesis(G).unwrap();
        assert_eq!(heads[0], next(&h0, 1, &ev[0]).unwrap());
        assert_eq!(heads[1], next(&heads[0], 2, &ev[1]).unwrap());
        assert_eq!(heads[2], next(&heads[1], 3, &ev[2]).unwrap());
        assert!(chain_heads::<Vec<u8>>(G, &[]).unwrap().is_empty());
        // Slices of borrowed bytes work as well as owned vectors.
        let borrowed: Vec<&[u8]> = ev.iter().map(|e| e.as_slice()).collect();
        assert_eq!(chain_heads(G, &borrowed).unwrap(), heads);
    }

    #[test]
    fn every_input_matters() {
        let h0 = genesis(G).unwrap();
        assert_ne!(h0, genesis("lattaque-2").unwrap());
        let h = next(&h0, 1, b"x").unwrap();
        assert_ne!(h, next(&h0, 2, b"x").unwrap());
        assert_ne!(h, next(&h0, 1, b"y").unwrap());
        assert_ne!(h, next(&[0; 32], 1, b"x").unwrap());
        // The length prefix separates an event from its neighbour's bytes.
        assert_ne!(next(&h0, 1, b"").unwrap(), next(&h0, 1, b"\0").unwrap());
        assert_eq!(genesis(""), Err(EncodeError::EmptyString));
    }

    #[test]
    fn verify_accepts_the_true_chain() {
        let ev = events();
        let heads = chain_heads(G, &ev).unwrap();
        assert_eq!(verify_chain(G, &ev, &heads), Ok(()));
        assert_eq!(verify_chain::<Vec<u8>>(G, &[], &[]), Ok(()));
    }

    #[test]
    fn verify_names_the_first_bad_entry() {
        let ev = events();
        let heads = chain_heads(G, &ev).unwrap();
        for (i, e) in ev.iter().enumerate() {
            for j in 0..e.len() {
                let mut bad = ev.clone();
                bad[i][j] ^= 0x01;
                assert_eq!(
                    verify_chain(G, &bad, &heads),
                    Err(ChainError::Mismatch { n: i as u64 + 1 })
                );
            }
            let mut longer = ev.clone();
            longer[i].push(0);
            assert_eq!(
                verify_chain(G, &longer, &heads),
                Err(ChainError::Mismatch { n: i as u64 + 1 })
            );
        }
        for i in 0..heads.len() {
            for j in 0..32 {
                let mut bad = heads.clone();
                bad[i][j] ^= 0x40;
                assert_eq!(
                    verify_chain(G, &ev, &bad),
                    Err(ChainError::Mismatch { n: i as u64 + 1 })
                );
            }
        }
        assert_eq!(
            verify_chain("lattaque-2", &ev, &heads),
            Err(ChainError::Mismatch { n: 1 })
        );
        let mut swapped = ev.clone();
        swapped.swap(0, 1);
        assert_eq!(verify_chain(G, &swapped, &heads), Err(ChainError::Mismatch { n: 1 }));
        assert_eq!(
            verify_chain(G, &ev[..2], &heads),
            Err(ChainError::CountMismatch { events: 2, heads: 3 })
        );
        assert_eq!(
            verify_chain(&"x".repeat(65), &ev, &heads),
            Err(ChainError::Encode(EncodeError::StringTooLong(65)))
        );
    }

    #[test]
    fn log_head_round_trip() {
        let h = LogHead {
            game: G.into(),
            n: 42,
            head: [0xab; 32],
        };
        let s = h.to_string();
        assert_eq!(s, format!("Log-Head: lattaque-1 42 {}", "ab".repeat(32)));
        assert_eq!(LogHead::parse(&s), Ok(h.clone()));
        assert_eq!(s.parse::<LogHead>(), Ok(h.clone()));
        let loose = format!("  log-head:lattaque-1\t42   {}  ", "AB".repeat(32));
        assert_eq!(LogHead::parse(&loose), Ok(h.clone()));
        // Folded as a mail prints it, or with the line break a text field
        // dropped.
        let folded = super::super::fold::fold_line(&s, 76);
        assert!(folded.contains('\n'));
        assert_eq!(LogHead::parse(&folded), Ok(h.clone()));
        assert_eq!(LogHead::parse(&folded.replace('\n', "")), Ok(h.clone()));
        // A mail's receipt is the line of its signature block only.
        let mail = format!("> {s}\nLog-Head: {G} 7 {}\n-- \n{folded}\n", "cd".repeat(32));
        assert_eq!(mail_receipt(&mail).map(|l| LogHead::parse(&l)), Some(Ok(h.clone())));
        assert_eq!(mail_receipt(&format!("{s}\n")), None);
        assert_eq!(mail_receipt(&format!("-- \n{s}\n-- \nname\n")), None);
        let zero = LogHead {
            game: G.into(),
            n: 0,
            head: genesis(G).unwrap(),
        };
        assert_eq!(LogHead::parse(&zero.to_string()), Ok(zero));
    }

    #[test]
    fn log_head_rejects_bad_lines() {
        let hx = "00".repeat(32);
        assert_eq!(LogHead::parse(""), Err(LogHeadError::NotLogHead));
        assert_eq!(
            LogHead::parse(&format!("Log-Heads: g 1 {hx}")),
            Err(LogHeadError::NotLogHead)
        );
        assert_eq!(
            LogHead::parse(&format!("X-Log-Head: g 1 {hx}")),
            Err(LogHeadError::NotLogHead)
        );
        assert_eq!(LogHead::parse("Log-Head: g 1"), Err(LogHeadError::WordCount(2)));
        assert_eq!(
            LogHead::parse(&format!("Log-Head: G 1 {hx}")),
            Err(LogHeadError::BadGame)
        );
        assert_eq!(
            LogHead::parse(&format!("Log-Head: g +1 {hx}")),
            Err(LogHeadError::BadCount)
        );
        assert_eq!(
            LogHead::parse(&format!("Log-Head: g -1 {hx}")),
            Err(LogHeadError::BadCount)
        );
        assert_eq!(
            LogHead::parse(&format!("Log-Head: g 99999999999999999999 {hx}")),
            Err(LogHeadError::BadCount)
        );
        assert_eq!(
            LogHead::parse("Log-Head: g 1 abcd"),
            Err(LogHeadError::BadHead(HexError::WrongLength(32, 2)))
        );
    }
}
