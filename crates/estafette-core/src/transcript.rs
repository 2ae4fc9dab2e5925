//! Transcripts: the JSON file `export` writes and `verify` checks offline
//! (`docs/PROTOCOL.md`, section 7, "The transcript file").
//!
//! Architecture invariant: pure. `verify` trusts nothing but the file (and a
//! chain head the user may hold from a mail): it recomputes every hash,
//! every commitment and opening, replays every move with the same rules
//! code the referee ran, and checks that every member of the file is what
//! the log gives. Nothing in a transcript that verifies goes unchecked.

mod broken;
mod checks;
mod format;
mod unsigned;

pub use broken::{Broken, Late, Member, Outcome, Receipt, Spelt};
pub use checks::read;
pub use format::{
    CommitmentPublic, Entry, HeldArmyPublic, PlayerPublic, ResultPublic, Transcript, FORMAT, FORMAT_1, FORMAT_3,
    FORMAT_4,
};
pub use unsigned::{unsigned_commands, Unsigned};

use crate::protocol::encode::hex_encode;
use crate::protocol::log::{genesis, log_head_words, mail_receipt, LogHead};
use crate::reason::Why;
use crate::referee::event::Event;
use crate::referee::state::{Commit, GameState};

/// Build a transcript from a game's log: (event bytes, head) in order. The
/// format is [`FORMAT_4`] for a log that holds a sealed army's signature
/// or its publication, [`FORMAT_3`] for a log that holds a coded report or end,
/// [`FORMAT_1`] for one that holds a reveal without its time, [`FORMAT`]
/// otherwise.
pub fn build(state: &GameState, log: &[(Vec<u8>, [u8; 32])]) -> Transcript {
    let entries: Vec<Entry> = log
        .iter()
        .enumerate()
        .map(|(i, (b, h))| Entry {
            n: i as u64 + 1,
            event: String::from_utf8_lossy(b).into_owned(),
            head: hex_encode(h),
        })
        .collect();
    let events: Vec<Event> = log.iter().filter_map(|(b, _)| Event::from_bytes(b).ok()).collect();
    let untimed = events.iter().any(|e| matches!(e, Event::Revealed { at: None, .. }));
    let format = if events.iter().any(|e| e.traits().sealed) {
        FORMAT_4
    } else if events.iter().any(|e| e.traits().coded) {
        FORMAT_3
    } else if untimed {
        FORMAT_1
    } else {
        FORMAT
    };
    derive(state, entries, &events, format)
}

/// The transcript of `format` whose log is `entries` (the parsed `events`)
/// and whose other members are what the log gives (`state`, its replay).
fn derive(state: &GameState, entries: Vec<Entry>, events: &[Event], format: &str) -> Transcript {
    let mut openings = Vec::new();
    let mut armies = Vec::new();
    for ev in events {
        match ev {
            Event::Moved {
                side,
                ply,
                combat: Some(c),
                ..
            } => {
                openings.push(format!(
                    "{ply} {side} {} {} {}",
                    c.attacker.square, c.attacker.rank, c.attacker.salt
                ));
                let d = if *side == 1 { 2 } else { 1 };
                openings.push(format!(
                    "{ply} {d} {} {} {}",
                    c.defender.square, c.defender.rank, c.defender.salt
                ));
            }
            Event::Revealed { side, seed, army, .. } => armies.push(HeldArmyPublic {
                side: *side,
                army: army.clone(),
                seed: seed.clone(),
            }),
            Event::Created { .. }
            | Event::Committed { .. }
            | Event::Message { .. }
            | Event::DrawOffered { .. }
            | Event::DrawDeclined { .. }
            | Event::Resigned { .. }
            | Event::Ended { .. }
            | Event::Vacation { .. }
            | Event::Reminded { .. }
            | Event::Late { .. }
            | Event::TimedOut { .. }
            | Event::Paused { .. }
            | Event::Resumed { .. }
            | Event::Extended { .. }
            | Event::AddressReplaced { .. }
            | Event::Decided { .. }
            | Event::Opened { .. }
            | Event::KeyRegistered { .. }
            | Event::Signed { .. }
            | Event::Moved { combat: None, .. } => {}
        }
    }
    let commitments = state
        .commits
        .iter()
        .enumerate()
        .filter_map(|(i, c)| {
            c.as_deref().map(|c: &Commit| CommitmentPublic {
                side: i as u8 + 1,
                root: c.root.clone(),
                leaves: c.leaves.len(),
            })
        })
        .collect();
    let head = Entry {
        n: entries.len() as u64,
        event: String::new(),
        head: entries.last().map(|e| e.head.clone()).unwrap_or_default(),
    };
    Transcript {
        format: format.into(),
        game: state.id.clone(),
        kind: state.kind.name().into(),
        variant: state.spec.describe(state.kind),
        players: (0..2)
            .map(|i| PlayerPublic {
                side: i as u8 + 1,
                name: state.players[i].clone(),
            })
            .collect(),
        commitments,
        log: entries,
        openings,
        armies,
        // The English sentence, in every format (the log's event holds
        // the code since format 3): for a reader at a glance.
        result: state.result.as_ref().map(|r| ResultPublic {
            winner: r.winner,
            reason: r.reason.english(state.kind),
        }),
        head,
    }
}

/// Why a transcript's game ended, as the last `ended` event of its log
/// records it in format 3: the game's kind and the reason, for a reader's
/// language. `None` for a game not over, or a log of an older format
/// (whose event holds the English sentence only).
pub fn coded_end(t: &Transcript) -> Option<(crate::games::any::GameKind, crate::reason::Reason)> {
    let kind = crate::games::any::GameKind::parse(&t.kind).ok()?;
    t.log.iter().rev().find_map(|e| {
        let Ok(Event::Ended {
            reason: crate::referee::event::Worded::Coded(r),
            ..
        }) = Event::from_canonical_bytes(e.event.as_bytes())
        else {
            return None;
        };
        Some((kind, r))
    })
}

/// What `verify` found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Verified {
    pub game: String,
    /// The players' names as the log leaves them (first, second).
    pub players: [String; 2],
    pub events: u64,
    pub moves: usize,
    pub result: Option<ResultPublic>,
    pub head: String,
    /// The positions of the signatures over an army not published yet,
    /// which cannot be checked before it is (`docs/PROTOCOL.md`,
    /// section 11).
    pub unchecked: Vec<u64>,
}

/// Check a transcript. `known_head` is a (n, hex) head the user holds from a
/// mail; the transcript's chain must pass through it.
///
/// In order (`docs/PROTOCOL.md`, section 7, "What `verify` checks"): the
/// hash chain and every event's bytes (canonical, and of the transcript's
/// format); the held head; the spelling of the values inside the events;
/// the times; the replay of every event with the rules; every move's
/// report and every held army's text; every other member against what the
/// log gives.
pub fn verify(text: &str, known_head: Option<(u64, &str)>) -> Result<Verified, Broken> {
    let t = read(text)?;
    let events = checks::chain(&t)?;
    if let Some((n, hex)) = known_head {
        let entry = t.log.get((n as usize).wrapping_sub(1)).ok_or(Broken::NoEntry { n })?;
        if !entry.head.eq_ignore_ascii_case(hex) {
            return Err(Broken::NotYourHead {
                n,
                head: entry.head.clone(),
                held: hex.to_string(),
            });
        }
    }
    checks::spellings(&events)?;
    checks::signed_heads(&t, &events)?;
    checks::times(&events)?;
    let state = checks::replay(&events)?;
    checks::reports(&events, &state)?;
    checks::armies(&events, &state)?;
    let expected = derive(&state, t.log.clone(), &events, &t.format);
    checks::members(&t, &expected, &state)?;
    Ok(Verified {
        game: state.id.clone(),
        players: state.players.clone(),
        events: t.log.len() as u64,
        moves: state.moves.len(),
        result: expected.result,
        head: t.head.head.clone(),
        unchecked: state.signing.unchecked(),
    })
}

/// What [`check_receipts`] found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Receipts {
    /// The `Log-Head:` lines of this game checked (all matched).
    pub checked: usize,
    /// The latest log position they name: the entries after it are
    /// covered by no mail the player holds.
    pub last: u64,
}

/// Check the chain heads a player received by mail against a transcript:
/// the receipt of each mail of `bodies` (the text of the mails) for this
/// game, the `Log-Head: GAME N HEX` line of its signature block
/// ([`mail_receipt`]), must name the transcript's head at position N. A
/// referee that rewrote history after sending those mails is caught; a
/// `Log-Head:` line elsewhere in a mail (in a relayed message) is no
/// receipt.
/// Returns the number of heads checked (0: no mail names this game).
pub fn verify_receipts(text: &str, bodies: &[String]) -> Result<usize, Broken> {
    check_receipts(text, bodies).map(|r| r.checked)
}

/// [`verify_receipts`], also giving the latest position the receipts cover.
pub fn check_receipts(text: &str, bodies: &[String]) -> Result<Receipts, Broken> {
    let t = read(text)?;
    let mut found = Receipts { checked: 0, last: 0 };
    for body in bodies {
        if let Some(line) = mail_receipt(body) {
            let line = line.as_str();
            let Some(words) = log_head_words(line) else {
                continue;
            };
            if words.split_whitespace().next() != Some(t.game.as_str()) {
                continue;
            }
            let receipt = LogHead::parse(line).map_err(|e| {
                Broken::Receipt(Receipt::Unreadable {
                    game: t.game.clone(),
                    why: Why::of(&e),
                })
            })?;
            let n = receipt.n;
            let held = if n == 0 {
                hex_encode(&genesis(&t.game).map_err(|e| Broken::BadGameId(Why::of(&e)))?)
            } else {
                let entry = t
                    .log
                    .get((n as usize).wrapping_sub(1))
                    .ok_or(Broken::Receipt(Receipt::Beyond {
                        n,
                        entries: t.log.len() as u64,
                    }))?;
                entry.head.to_ascii_lowercase()
            };
            let hex = hex_encode(&receipt.head);
            if held != hex {
                return Err(Broken::Receipt(Receipt::Rewritten { head: hex, n, held }));
            }
            found.checked += 1;
            found.last = found.last.max(n);
        }
    }
    Ok(found)
}
