//! Transcripts: the JSON file `export` writes and `verify` checks offline.
//!
//! Architecture invariant: pure. `verify` trusts nothing but the file (and a
//! chain head the user may hold from a mail): it recomputes every hash,
//! every commitment and opening, and replays every move with the same rules
//! code the referee ran.

use crate::protocol::{self, encode::hex_encode};
use crate::referee::event::Event;
use crate::referee::state::{side_from_num, Commit, GameState, HeldArmy};
use serde::{Deserialize, Serialize};

pub const FORMAT: &str = "estafette-transcript/1";

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerPublic {
    pub side: u8,
    pub name: String,
}

/// One log entry: the exact event bytes (as UTF-8 text) and the head after it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Entry {
    pub n: u64,
    pub event: String,
    pub head: String,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CommitmentPublic {
    pub side: u8,
    pub root: String,
    pub leaves: usize,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ResultPublic {
    /// 0 draw, 1 or 2 the winning side.
    pub winner: u8,
    pub reason: String,
}

/// A whole game, as exported.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Transcript {
    pub format: String,
    pub game: String,
    pub kind: String,
    pub variant: String,
    pub players: Vec<PlayerPublic>,
    pub commitments: Vec<CommitmentPublic>,
    pub log: Vec<Entry>,
    /// Every opening made in combat: "ply side square rank salt".
    pub openings: Vec<String>,
    /// Armies and seeds published at the end.
    pub armies: Vec<HeldArmyPublic>,
    pub result: Option<ResultPublic>,
    pub head: Entry,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct HeldArmyPublic {
    pub side: u8,
    pub army: String,
    pub seed: String,
}

/// Build a transcript from a game's log: (event bytes, head) in order.
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
    let mut openings = Vec::new();
    let mut armies = Vec::new();
    for (b, _) in log {
        match Event::from_bytes(b) {
            Ok(Event::Moved {
                side,
                ply,
                combat: Some(c),
                ..
            }) => {
                openings.push(format!(
                    "{ply} {side} {} {} {}",
                    c.attacker.square, c.attacker.rank, c.attacker.salt
                ));
                let d = if side == 1 { 2 } else { 1 };
                openings.push(format!(
                    "{ply} {d} {} {} {}",
                    c.defender.square, c.defender.rank, c.defender.salt
                ));
            }
            Ok(Event::Revealed { side, seed, army }) => armies.push(HeldArmyPublic { side, army, seed }),
            _ => {}
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
    let head = entries.last().cloned().unwrap_or(Entry {
        n: 0,
        event: String::new(),
        head: String::new(),
    });
    Transcript {
        format: FORMAT.into(),
        game: state.id.clone(),
        kind: state.kind.name().into(),
        variant: state.spec.describe(state.kind),
        players: vec![
            PlayerPublic {
                side: 1,
                name: state.players[0].clone(),
            },
            PlayerPublic {
                side: 2,
                name: state.players[1].clone(),
            },
        ],
        commitments,
        log: entries,
        openings,
        armies,
        result: state.result.as_ref().map(|r| ResultPublic {
            winner: r.winner,
            reason: r.reason.clone(),
        }),
        head: Entry {
            event: String::new(),
            ..head
        },
    }
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
}

/// Check a transcript. `known_head` is a (n, hex) head the user holds from a
/// mail; the transcript's chain must pass through it.
pub fn verify(text: &str, known_head: Option<(u64, &str)>) -> Result<Verified, String> {
    let t: Transcript = serde_json::from_str(text).map_err(|e| format!("not a transcript: {e}"))?;
    if t.format != FORMAT {
        return Err(format!(
            "unknown transcript format '{}' (this verifier reads {FORMAT})",
            t.format
        ));
    }
    // 1. The hash chain.
    let mut prev = protocol::log::genesis(&t.game).map_err(|e| format!("bad game id: {e}"))?;
    let mut events = Vec::with_capacity(t.log.len());
    for (i, e) in t.log.iter().enumerate() {
        let n = i as u64 + 1;
        if e.n != n {
            return Err(format!(
                "log entry {} is numbered {}: an event was dropped, added or moved",
                n, e.n
            ));
        }
        let h = protocol::log::next(&prev, n, e.event.as_bytes()).map_err(|e| e.to_string())?;
        if hex_encode(&h) != e.head {
            return Err(format!("event {n}: its hash does not match the chain (the event or an earlier one was altered, dropped or reordered)"));
        }
        prev = h;
        events.push(Event::from_bytes(e.event.as_bytes()).map_err(|err| format!("event {n}: {err}"))?);
    }
    let final_head = hex_encode(&prev);
    if t.head.n != t.log.len() as u64 || t.head.head != final_head {
        return Err(format!(
            "the stated chain head ({} {}) is not the head of the log ({} {final_head})",
            t.head.n,
            t.head.head,
            t.log.len()
        ));
    }
    if let Some((n, hex)) = known_head {
        let entry = t
            .log
            .get((n as usize).wrapping_sub(1))
            .ok_or_else(|| format!("the log has no entry {n}"))?;
        if !entry.head.eq_ignore_ascii_case(hex) {
            return Err(format!(
                "entry {n} has head {}, not the {hex} you hold: this is not the game you played",
                entry.head
            ));
        }
    }
    // 2. Every event replayed, with the armies published at the end.
    let mut held: [Option<HeldArmy>; 2] = [None, None];
    for ev in &events {
        if let Event::Revealed { side, seed, army } = ev {
            let s = side_from_num(*side)?;
            held[s.index()] = Some(HeldArmy {
                army: army.clone(),
                seed: seed.clone(),
            });
        }
    }
    let state = GameState::replay(&events, held)?;
    if state.id != t.game {
        return Err(format!(
            "the transcript says game {} but its log is game {}",
            t.game, state.id
        ));
    }
    // 3. The stated result.
    let replayed = state.result.as_ref().map(|r| ResultPublic {
        winner: r.winner,
        reason: r.reason.clone(),
    });
    if replayed != t.result {
        let words = |r: &Option<ResultPublic>| match r {
            None => "not over".to_string(),
            Some(r) if r.winner == 0 => format!("drawn ({})", r.reason),
            Some(r) => format!(
                "{} wins ({})",
                state
                    .players
                    .get(usize::from(r.winner).saturating_sub(1))
                    .map_or("nobody", String::as_str),
                r.reason
            ),
        };
        return Err(format!(
            "the transcript states the result \"{}\" but its log gives \"{}\"",
            words(&t.result),
            words(&replayed)
        ));
    }
    for (i, c) in state.commits.iter().enumerate() {
        let stated = t.commitments.iter().find(|s| s.side == i as u8 + 1);
        match (c, stated) {
            (Some(c), Some(s)) if c.root == s.root && c.leaves.len() == s.leaves => {}
            (None, None) => {}
            _ => {
                return Err(format!(
                    "the stated commitment of {} is not the one in the log",
                    state.side_label(i as u8 + 1)
                ))
            }
        }
    }
    Ok(Verified {
        game: state.id.clone(),
        players: state.players.clone(),
        events: t.log.len() as u64,
        moves: state.moves.len(),
        result: replayed,
        head: final_head,
    })
}

/// Check the chain heads a player received by mail against a transcript:
/// every `Log-Head: GAME N HEX` line found in `bodies` (the text of the
/// mails) for this game must name the transcript's head at position N. A
/// referee that rewrote history after sending those mails is caught.
/// Returns the number of heads checked.
pub fn verify_receipts(text: &str, bodies: &[String]) -> Result<usize, String> {
    let t: Transcript = serde_json::from_str(text).map_err(|e| format!("not a transcript: {e}"))?;
    let mut checked = 0;
    for body in bodies {
        for line in body.lines() {
            let Some(rest) = line.trim().strip_prefix("Log-Head:") else {
                continue;
            };
            let parts: Vec<&str> = rest.split_whitespace().collect();
            let [game, n, hex] = parts.as_slice() else { continue };
            if *game != t.game {
                continue;
            }
            let n: u64 = n.parse().map_err(|_| format!("a receipt has a bad position '{n}'"))?;
            let entry = t.log.get((n as usize).wrapping_sub(1)).ok_or_else(|| {
                format!(
                    "a mail you received shows position {n}, but the transcript has only {} entries",
                    t.log.len()
                )
            })?;
            if !entry.head.eq_ignore_ascii_case(hex) {
                return Err(format!(
                    "a mail you received shows head {hex} at position {n}, but the transcript has {} there: the history was rewritten after that mail was sent",
                    entry.head
                ));
            }
            checked += 1;
        }
    }
    Ok(checked)
}
