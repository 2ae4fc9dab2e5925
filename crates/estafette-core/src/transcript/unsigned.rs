//! The commands of a transcript that no signature covers.
//!
//! A signing player's commands are covered by their signatures, which
//! `verify` checks (`referee::signing`): nobody without the player's key
//! can add one. Every other command (a player's before their key is
//! registered, the commitment that registers a sealed key, all the
//! commands of a player who never registers one) stands on the referee's
//! word alone: what proves it to a player is the chain head of a mail
//! they received after it (`Log-Head:`), which the log must pass through.

use super::broken::Broken;
use super::checks::{self, read};
use crate::referee::authors::author;
use crate::referee::event::Event;

/// A command no signature covers: the position of the event that records
/// it and the side (1 or 2) whose command it is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Unsigned {
    pub n: u64,
    pub side: u8,
}

/// The commands of the transcript `text` that no signature covers, in log
/// order. The chain is checked as `verify` checks it; the rule that a
/// signing player's commands are all signed is not (that is `verify`'s
/// replay): call this for a transcript that verifies.
pub fn unsigned_commands(text: &str) -> Result<Vec<Unsigned>, Broken> {
    let t = read(text)?;
    Ok(of(&checks::chain(&t)?))
}

/// [`unsigned_commands`] of a log's events: every event recording a
/// side's command while that side had no key registered.
fn of(events: &[Event]) -> Vec<Unsigned> {
    let blind = events
        .iter()
        .any(|e| matches!(e, Event::Created { mode, .. } if mode == "blind"));
    let mut keyed = [false; 2];
    let mut found = Vec::new();
    for (i, ev) in events.iter().enumerate() {
        if let Event::KeyRegistered { side, .. } = ev {
            if let Some(k) = keyed.get_mut(usize::from(*side).wrapping_sub(1)) {
                *k = true;
            }
        }
        let Some(side) = author(ev, blind) else { continue };
        let Some(k) = keyed.get_mut(usize::from(side).wrapping_sub(1)) else {
            continue;
        };
        if !*k {
            found.push(Unsigned { n: i as u64 + 1, side });
        }
        // A sealed key is registered by its commitment, after it.
        if matches!(ev, Event::Committed { key: Some(_), .. }) {
            *k = true;
        }
    }
    found
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_command_of_an_unkeyed_game_is_unsigned() {
        let t = include_str!("../../../../tests/data/transcript/blind.json");
        let found = unsigned_commands(t).expect("a transcript");
        let ns: Vec<u64> = found.iter().map(|u| u.n).collect();
        // The commitments, moves, openings, the resignation and the
        // reveals; not the creation nor the end.
        assert_eq!(ns, (2..=11).collect::<Vec<u64>>());
        assert_eq!(found[1], Unsigned { n: 3, side: 2 });
        // In held mode the armies published at the end are the referee's.
        let held = include_str!("../../../../tests/data/transcript/lattaque.json");
        let ns: Vec<u64> = unsigned_commands(held)
            .expect("a transcript")
            .iter()
            .map(|u| u.n)
            .collect();
        assert_eq!(ns, vec![2, 3, 4, 5, 6]);
        assert!(unsigned_commands("{}").is_err());
    }

    #[test]
    fn a_registered_key_covers_what_follows() {
        let ev = |s: &str| Event::from_canonical_bytes(s.as_bytes()).expect("an event");
        let t: serde_json::Value =
            serde_json::from_str(include_str!("../../../../tests/data/transcript/lattaque.json")).expect("JSON");
        let mut events: Vec<Event> = t["log"]
            .as_array()
            .expect("a log")
            .iter()
            .map(|e| ev(e["event"].as_str().expect("an event")))
            .collect();
        // South registers a key after the commitments: its move and its
        // resignation are covered, North's move is not.
        events.insert(
            3,
            Event::KeyRegistered {
                side: 1,
                key: "k".into(),
                at: 0,
            },
        );
        let ns: Vec<u64> = of(&events).iter().map(|u| u.n).collect();
        assert_eq!(ns, vec![2, 3, 6]);
    }
}
