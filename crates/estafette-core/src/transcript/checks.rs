//! The checks of `verify`, one function per step, each naming what it found.

use super::{PlayerPublic, ResultPublic, Transcript, FORMAT, FORMAT_3};
use crate::games::Square;
use crate::protocol::{self, encode::hex_encode};
use crate::referee::blind::{opening_record, parse_open};
use crate::referee::event::{Event, Opening, Worded};
use crate::referee::state::{side_from_num, GameState, HeldArmy};

/// The hash chain, the numbering, the stated head, and every event's bytes:
/// canonical, and of the transcript's format. Gives the parsed events.
pub(super) fn chain(t: &Transcript) -> Result<Vec<Event>, String> {
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
        let ev = Event::from_canonical_bytes(e.event.as_bytes()).map_err(|err| format!("event {n}: {err}"))?;
        if (t.format == FORMAT || t.format == FORMAT_3) && ev.at().is_none() {
            return Err(format!(
                "event {n}: a reveal without its time, which format {} requires",
                t.format
            ));
        }
        if t.format != FORMAT_3 && is_coded(&ev) {
            return Err(format!(
                "event {n}: a report or an end recorded as a code and arguments, which only format {FORMAT_3} holds (this transcript says {})",
                t.format
            ));
        }
        events.push(ev);
    }
    let final_head = hex_encode(&prev);
    if t.head.n != t.log.len() as u64 || t.head.head != final_head || !t.head.event.is_empty() {
        return Err(format!(
            "the stated chain head ({} {}) is not the head of the log ({} {final_head})",
            t.head.n,
            t.head.head,
            t.log.len()
        ));
    }
    Ok(events)
}

/// Whether the event records a move's report or a game's end as a code
/// and arguments (format 3).
pub(super) fn is_coded(ev: &Event) -> bool {
    match ev {
        Event::Moved { report, .. } => report.is_coded(),
        Event::Ended { reason, .. } => reason.is_coded(),
        _ => false,
    }
}

/// Every value an event holds in text is written as the protocol writes
/// it: roots, leaves, salts and seeds in 64 lowercase hex digits, squares
/// and rank codes as the game names them. (The JSON is canonical already;
/// this is what is inside its strings.)
pub(super) fn spellings(events: &[Event]) -> Result<(), String> {
    for (i, ev) in events.iter().enumerate() {
        spelling(ev).map_err(|e| format!("event {}: {e} is not in its canonical spelling", i + 1))?;
    }
    Ok(())
}

fn spelling(ev: &Event) -> Result<(), String> {
    let hex = |what: &str, v: &str| {
        if v.len() == 64 && v.bytes().all(|b| b.is_ascii_digit() || (b'a'..=b'f').contains(&b)) {
            Ok(())
        } else {
            Err(format!("the {what} '{v}'"))
        }
    };
    let opening = |o: &Opening| -> Result<(), String> {
        hex("salt", &o.salt)?;
        let canonical = parse_open(&format!("open {} {} {}", o.square, o.rank, o.salt)).map(|op| opening_record(&op));
        match canonical {
            Ok(c) if c == *o => Ok(()),
            _ => Err(format!("the opening '{} {} {}'", o.square, o.rank, o.salt)),
        }
    };
    match ev {
        Event::Committed { root, leaves, .. } => {
            hex("root", root)?;
            for l in leaves {
                hex("leaf", &l.leaf)?;
                if Square::parse(&l.square).map(|q| q.to_string()).as_deref() != Ok(l.square.as_str()) {
                    return Err(format!("the square '{}'", l.square));
                }
            }
        }
        Event::Moved { combat: Some(c), .. } => {
            opening(&c.attacker)?;
            opening(&c.defender)?;
        }
        Event::Opened { openings, .. } => openings.iter().try_for_each(opening)?,
        Event::Revealed { seed, .. } => hex("seed", seed)?,
        Event::Signed { head, sig, .. } => {
            hex("head", head)?;
            let canonical = protocol::sign::parse_signature(sig).map(|s| protocol::sign::base64_encode(&s));
            if canonical.as_deref() != Ok(sig.as_str()) {
                return Err(format!("the signature '{sig}'"));
            }
        }
        Event::KeyRegistered { key, .. } => {
            let canonical = protocol::sign::parse_public_key(key).map(|k| protocol::sign::base64_encode(&k));
            if canonical.as_deref() != Ok(key.as_str()) {
                return Err(format!("the key '{key}'"));
            }
        }
        _ => {}
    }
    Ok(())
}

/// Every signature names the log head the player saw: the head of the
/// log at that position. (That the signature checks, under the key the
/// player registered, is the replay's.)
pub(super) fn signed_heads(t: &Transcript, events: &[Event]) -> Result<(), String> {
    for (i, ev) in events.iter().enumerate() {
        if let Event::Signed { seen, head, .. } = ev {
            let held = t.log.get((*seen as usize).wrapping_sub(1)).map(|e| e.head.as_str());
            if held != Some(head.as_str()) {
                return Err(format!(
                    "event {}: the signature names head {head} at position {seen}, which is not the log's",
                    i + 1
                ));
            }
        }
    }
    Ok(())
}

/// Every time is a Unix time, 0 or later, and none is earlier than the one
/// before it. A reveal of format 1, untimed, is skipped.
pub(super) fn times(events: &[Event]) -> Result<(), String> {
    let mut last: Option<(usize, i64)> = None;
    for (i, ev) in events.iter().enumerate() {
        let Some(at) = ev.at() else { continue };
        if at < 0 {
            return Err(format!("event {}: its time {at} is before 1970", i + 1));
        }
        if let Some((j, before)) = last {
            if at < before {
                return Err(format!(
                    "event {} is timed {at}, before event {} ({before}): a log's times never go back",
                    i + 1,
                    j + 1
                ));
            }
        }
        last = Some((i, at));
    }
    Ok(())
}

/// Every event replayed with the rules, the armies published at the end
/// known from the start.
pub(super) fn replay(events: &[Event]) -> Result<GameState, String> {
    let mut held: [Option<HeldArmy>; 2] = [None, None];
    for ev in events {
        if let Event::Revealed { side, seed, army, .. } = ev {
            let s = side_from_num(*side)?;
            held[s.index()] = Some(HeldArmy {
                army: army.clone(),
                seed: seed.clone(),
            });
        }
    }
    GameState::replay(events, held).map_err(|e| e.to_string())
}

/// Every move's `report` is what the replay gives for it: the same English
/// sentence (logs before format 3), or the same code and arguments.
pub(super) fn reports(events: &[Event], state: &GameState) -> Result<(), String> {
    let mut replayed = state.moves.iter();
    for (i, ev) in events.iter().enumerate() {
        let Event::Moved { ply, report, .. } = ev else { continue };
        let rec = replayed
            .next()
            .ok_or_else(|| format!("event {}: a move the replay did not record", i + 1))?;
        if rec.ply != *ply || !report.records(&rec.report, &rec.reason) {
            let given = match report {
                Worded::Sentence(_) => Worded::Sentence(rec.report.clone()),
                Worded::Coded(_) => Worded::Coded(rec.reason.clone()),
            };
            return Err(format!(
                "event {}: move {ply} is reported as {} but the rules report it as {}",
                i + 1,
                report.quoted(),
                given.quoted()
            ));
        }
    }
    Ok(())
}

/// In held mode every published army is in its canonical text, as the
/// referee wrote it (a blind reveal is the player's own lines, kept as
/// mailed: the evidence of what was revealed).
pub(super) fn armies(events: &[Event], state: &GameState) -> Result<(), String> {
    if state.mode != "held" {
        return Ok(());
    }
    for (i, ev) in events.iter().enumerate() {
        let Event::Revealed { side, army, .. } = ev else {
            continue;
        };
        let canonical = state
            .parse_army(side_from_num(*side)?, army)
            .map_err(|e| e.to_string())?
            .to_text();
        if canonical != *army {
            return Err(format!(
                "event {}: the army of side {side} is not in its canonical text ({canonical:?})",
                i + 1
            ));
        }
    }
    Ok(())
}

/// Every member other than the log is what the log gives (`expected`).
pub(super) fn members(t: &Transcript, expected: &Transcript, state: &GameState) -> Result<(), String> {
    if t.game != expected.game {
        return Err(format!(
            "the transcript says game {} but its log is game {}",
            t.game, expected.game
        ));
    }
    let differs = |member: &str, stated: String, log: String| {
        Err(format!(
            "the transcript's {member} ({stated}) is not what its log gives ({log})"
        ))
    };
    if t.kind != expected.kind {
        return differs("kind", t.kind.clone(), expected.kind.clone());
    }
    if t.variant != expected.variant {
        return differs("variant", t.variant.clone(), expected.variant.clone());
    }
    if t.players != expected.players {
        return differs("players", players_words(&t.players), players_words(&expected.players));
    }
    if t.commitments != expected.commitments {
        let words = |c: &[super::CommitmentPublic]| {
            let list: Vec<String> = c
                .iter()
                .map(|c| format!("side {}: root {}, {} leaves", c.side, c.root, c.leaves))
                .collect();
            if list.is_empty() {
                "none".to_string()
            } else {
                list.join("; ")
            }
        };
        return differs("commitments", words(&t.commitments), words(&expected.commitments));
    }
    if t.openings != expected.openings {
        return differs(
            "openings",
            format!("{} listed", t.openings.len()),
            format!("{} made in combat", expected.openings.len()),
        );
    }
    if t.armies != expected.armies {
        let words = |a: &[super::HeldArmyPublic]| {
            let sides: Vec<String> = a.iter().map(|a| format!("side {}", a.side)).collect();
            format!("{} published: {}", a.len(), sides.join(", "))
        };
        return differs("armies", words(&t.armies), words(&expected.armies));
    }
    if t.result != expected.result {
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
            words(&expected.result)
        ));
    }
    // The log itself and the head were checked with the chain; this
    // guards against a member added to `Transcript` and not checked above.
    if t != expected {
        return Err("the transcript differs from what its log gives".into());
    }
    Ok(())
}

fn players_words(p: &[PlayerPublic]) -> String {
    let list: Vec<String> = p.iter().map(|p| format!("side {}: {}", p.side, p.name)).collect();
    list.join(", ")
}
