//! The checks of `verify`, one function per step, each naming what it found.

use super::broken::{Broken, Member, Outcome, Spelt};
use super::format::{PlayerPublic, ResultPublic, Transcript, FORMAT, FORMAT_1, FORMAT_3, FORMAT_4};
use crate::games::any::AnyOptions;
use crate::games::lattaque::Army;
use crate::games::{Side, Square};
use crate::protocol::{self, encode::hex_encode};
use crate::reason::Why;
use crate::referee::blind::{opening_record, parse_open};
use crate::referee::event::{Event, Opening, Worded};
use crate::referee::state::{GameState, HeldArmy};

/// Read a transcript file: the JSON of [`Transcript`], every member
/// present and no other, in a format this version reads.
pub fn read(text: &str) -> Result<Transcript, Broken> {
    let t: Transcript = serde_json::from_str(text).map_err(|e| Broken::NotTranscript { why: e.to_string() })?;
    if ![FORMAT_4, FORMAT_3, FORMAT, FORMAT_1].contains(&t.format.as_str()) {
        return Err(Broken::UnknownFormat { format: t.format });
    }
    Ok(t)
}

/// The hash chain, the numbering, the stated head, and every event's bytes:
/// canonical, and of the transcript's format. Gives the parsed events.
pub(super) fn chain(t: &Transcript) -> Result<Vec<Event>, Broken> {
    let mut prev = protocol::log::genesis(&t.game).map_err(|e| Broken::BadGameId(Why::of(&e)))?;
    let mut events = Vec::with_capacity(t.log.len());
    for (i, e) in t.log.iter().enumerate() {
        let n = i as u64 + 1;
        if e.n != n {
            return Err(Broken::Numbered {
                entry: n,
                numbered: e.n,
            });
        }
        let h = protocol::log::next(&prev, n, e.event.as_bytes()).map_err(|e| Broken::Hashing(Why::of(&e)))?;
        if hex_encode(&h) != e.head {
            return Err(Broken::HashMismatch { event: n });
        }
        prev = h;
        let ev = Event::from_canonical_bytes(e.event.as_bytes()).map_err(|err| Broken::NotAnEvent {
            event: n,
            why: Why::of(&err),
        })?;
        let format = || t.format.clone();
        if t.format != FORMAT_1 && ev.at().is_none() {
            return Err(Broken::Untimed {
                event: n,
                format: format(),
            });
        }
        if t.format != FORMAT_3 && t.format != FORMAT_4 && ev.traits().coded {
            return Err(Broken::CodedIn {
                event: n,
                format: format(),
            });
        }
        if t.format != FORMAT_4 && ev.traits().sealed {
            return Err(Broken::SealedIn {
                event: n,
                format: format(),
            });
        }
        events.push(ev);
    }
    let final_head = hex_encode(&prev);
    if t.head.n != t.log.len() as u64 || t.head.head != final_head || !t.head.event.is_empty() {
        return Err(Broken::StatedHead {
            n: t.head.n,
            head: t.head.head.clone(),
            entries: t.log.len() as u64,
            log_head: final_head,
        });
    }
    Ok(events)
}

/// Every value an event holds in text is written as the protocol writes
/// it: roots, leaves, salts and seeds in 64 lowercase hex digits, squares
/// and rank codes as the game names them. (The JSON is canonical already;
/// this is what is inside its strings.)
pub(super) fn spellings(events: &[Event]) -> Result<(), Broken> {
    for (i, ev) in events.iter().enumerate() {
        spelling(ev).map_err(|(what, value)| Broken::Spelling {
            event: i as u64 + 1,
            what,
            value,
        })?;
    }
    Ok(())
}

/// The first value of `ev` not in its canonical spelling: what it is, and
/// the value as written.
fn spelling(ev: &Event) -> Result<(), (Spelt, String)> {
    let hex = |what: Spelt, v: &str| {
        if v.len() == 64 && v.bytes().all(|b| b.is_ascii_digit() || (b'a'..=b'f').contains(&b)) {
            Ok(())
        } else {
            Err((what, v.to_string()))
        }
    };
    let opening = |o: &Opening| -> Result<(), (Spelt, String)> {
        hex(Spelt::Salt, &o.salt)?;
        let canonical = parse_open(&format!("open {} {} {}", o.square, o.rank, o.salt)).map(|op| opening_record(&op));
        match canonical {
            Ok(c) if c == *o => Ok(()),
            _ => Err((Spelt::Opening, format!("{} {} {}", o.square, o.rank, o.salt))),
        }
    };
    match ev {
        Event::Committed { root, leaves, .. } => {
            hex(Spelt::Root, root)?;
            for l in leaves {
                hex(Spelt::Leaf, &l.leaf)?;
                if Square::parse(&l.square).map(|q| q.to_string()).as_deref() != Ok(l.square.as_str()) {
                    return Err((Spelt::Square, l.square.clone()));
                }
            }
        }
        Event::Moved { combat: Some(c), .. } => {
            opening(&c.attacker)?;
            opening(&c.defender)?;
        }
        Event::Opened { openings, .. } => openings.iter().try_for_each(opening)?,
        Event::Revealed { seed, .. } => hex(Spelt::Seed, seed)?,
        Event::Signed { head, sig, .. } => {
            hex(Spelt::Head, head)?;
            let canonical = protocol::sign::parse_signature(sig).map(|s| protocol::sign::base64_encode(&s));
            if canonical.as_deref() != Ok(sig.as_str()) {
                return Err((Spelt::Signature, sig.clone()));
            }
        }
        Event::KeyRegistered { key, .. } => {
            let canonical = protocol::sign::parse_public_key(key).map(|k| protocol::sign::base64_encode(&k));
            if canonical.as_deref() != Ok(key.as_str()) {
                return Err((Spelt::Key, key.clone()));
            }
        }
        Event::Created { .. }
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
        | Event::Moved { combat: None, .. } => {}
    }
    Ok(())
}

/// Every signature names the log head the player saw: the head of the
/// log at that position. (That the signature checks, under the key the
/// player registered, is the replay's.)
pub(super) fn signed_heads(t: &Transcript, events: &[Event]) -> Result<(), Broken> {
    for (i, ev) in events.iter().enumerate() {
        if let Event::Signed { seen, head, .. } = ev {
            let held = t.log.get((*seen as usize).wrapping_sub(1)).map(|e| e.head.as_str());
            if held != Some(head.as_str()) {
                return Err(Broken::SignedHead {
                    event: i as u64 + 1,
                    head: head.clone(),
                    seen: *seen,
                });
            }
        }
    }
    Ok(())
}

/// Every time is a Unix time, 0 or later, and none is earlier than the one
/// before it. A reveal of format 1, untimed, is skipped.
pub(super) fn times(events: &[Event]) -> Result<(), Broken> {
    let mut last: Option<(usize, i64)> = None;
    for (i, ev) in events.iter().enumerate() {
        let Some(at) = ev.at() else { continue };
        if at < 0 {
            return Err(Broken::BeforeEpoch {
                event: i as u64 + 1,
                at,
            });
        }
        if let Some((j, before)) = last {
            if at < before {
                return Err(Broken::TimeBack {
                    event: i as u64 + 1,
                    at,
                    earlier: j as u64 + 1,
                    before,
                });
            }
        }
        last = Some((i, at));
    }
    Ok(())
}

/// Every event replayed with the rules, the armies published at the end
/// known from the start (as `GameState::replay`, naming the event the
/// rules refuse).
pub(super) fn replay(events: &[Event]) -> Result<GameState, Broken> {
    let mut held: [Option<HeldArmy>; 2] = [None, None];
    for ev in events {
        if let Event::Revealed {
            side,
            seed,
            army,
            signed,
            ..
        } = ev
        {
            let s = side_of(*side)?;
            held[s.index()] = Some(HeldArmy {
                army: army.clone(),
                seed: seed.clone(),
                signed: signed.clone(),
            });
        }
    }
    let first = events.first().ok_or(Broken::EmptyLog)?;
    let mut state = GameState::created(first).map_err(|e| Broken::Start(Why::from(e)))?;
    state.held = held;
    for (i, ev) in events.iter().enumerate().skip(1) {
        let event = i as u64 + 1;
        if let Some((side, deadline, grace)) = after_deadline(&state, ev) {
            return Err(Broken::AfterDeadline(super::Late {
                event,
                side: crate::referee::side_num(side),
                deadline,
                grace,
            }));
        }
        state = state.apply_owned(ev).map_err(|e| Broken::Replay {
            event,
            why: Why::from(e),
        })?;
    }
    Ok(state)
}

/// A player's command that changes the game (anything but a message),
/// recorded at or after the deadline and grace of a side on the clock:
/// the referee would have ended the game on time before taking it (as
/// `tick` does, and `decide` when a mail comes). The side, its deadline
/// and the grace.
fn after_deadline(state: &GameState, ev: &Event) -> Option<(Side, i64, i64)> {
    if matches!(ev, Event::Message { .. }) {
        return None;
    }
    crate::referee::authors::author(ev, state.blind.is_some())?;
    let (at, grace) = (ev.at()?, state.clock.as_ref()?.control.grace);
    let (side, deadline) = state.on_clock().into_iter().find(|(_, d)| at >= d + grace)?;
    Some((side, deadline, grace))
}

/// Side 1 or 2.
fn side_of(n: u8) -> Result<Side, Broken> {
    match n {
        1 => Ok(Side::First),
        2 => Ok(Side::Second),
        side => Err(Broken::BadSide { side }),
    }
}

/// Every move's `report` is what the replay gives for it: the same English
/// sentence (logs before format 3), or the same code and arguments.
pub(super) fn reports(events: &[Event], state: &GameState) -> Result<(), Broken> {
    let mut replayed = state.moves.iter();
    for (i, ev) in events.iter().enumerate() {
        let Event::Moved { ply, report, .. } = ev else { continue };
        let event = i as u64 + 1;
        let rec = replayed.next().ok_or(Broken::Unrecorded { event })?;
        if rec.ply != *ply || !report.records(&rec.report, &rec.reason) {
            let given = match report {
                Worded::Sentence(_) => Worded::Sentence(rec.report.clone()),
                Worded::Coded(_) => Worded::Coded(rec.reason.clone()),
            };
            return Err(Broken::Report {
                event,
                ply: *ply,
                stated: report.clone(),
                rules: given,
            });
        }
    }
    Ok(())
}

/// In held mode every published army is in its canonical text, as the
/// referee wrote it (a blind reveal is the player's own lines, kept as
/// mailed: the evidence of what was revealed).
pub(super) fn armies(events: &[Event], state: &GameState) -> Result<(), Broken> {
    if state.mode != "held" {
        return Ok(());
    }
    for (i, ev) in events.iter().enumerate() {
        let Event::Revealed { side, army, .. } = ev else {
            continue;
        };
        let canonical = parse_army(state, side_of(*side)?, army)?.to_text();
        if canonical != *army {
            return Err(Broken::ArmyText {
                event: i as u64 + 1,
                side: *side,
                canonical,
            });
        }
    }
    Ok(())
}

/// A published army read by the rules: L'Attaque's typed refusal where
/// the game is L'Attaque (the only game with hidden armies), else the
/// referee's words.
fn parse_army(state: &GameState, side: Side, text: &str) -> Result<Army, Broken> {
    match state.options() {
        Ok(AnyOptions::Lattaque(opts)) => {
            Army::parse(text, side, &opts).map_err(|e| Broken::ArmyUnreadable(Why::of(&e)))
        }
        _ => state
            .parse_army(side, text)
            .map_err(|e| Broken::ArmyUnreadable(Why::from(e))),
    }
}

/// Every member other than the log is what the log gives (`expected`).
pub(super) fn members(t: &Transcript, expected: &Transcript, state: &GameState) -> Result<(), Broken> {
    if t.game != expected.game {
        return Err(Broken::Game {
            stated: t.game.clone(),
            log: expected.game.clone(),
        });
    }
    let differs = |member: Member, stated: String, log: String| Err(Broken::Member { member, stated, log });
    if t.kind != expected.kind {
        return differs(Member::Kind, t.kind.clone(), expected.kind.clone());
    }
    if t.variant != expected.variant {
        return differs(Member::Variant, t.variant.clone(), expected.variant.clone());
    }
    if t.players != expected.players {
        return differs(
            Member::Players,
            players_words(&t.players),
            players_words(&expected.players),
        );
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
        return differs(Member::Commitments, words(&t.commitments), words(&expected.commitments));
    }
    if t.openings != expected.openings {
        return Err(Broken::Openings {
            listed: t.openings.len(),
            made: expected.openings.len(),
        });
    }
    if t.armies != expected.armies {
        let words = |a: &[super::HeldArmyPublic]| {
            let sides: Vec<String> = a.iter().map(|a| format!("side {}", a.side)).collect();
            format!("{} published: {}", a.len(), sides.join(", "))
        };
        return differs(Member::Armies, words(&t.armies), words(&expected.armies));
    }
    if t.result != expected.result {
        let outcome = |r: &Option<ResultPublic>| match r {
            None => Outcome::NotOver,
            Some(r) if r.winner == 0 => Outcome::Drawn {
                reason: r.reason.clone(),
            },
            Some(r) => Outcome::Won {
                who: state.players.get(usize::from(r.winner).saturating_sub(1)).cloned(),
                reason: r.reason.clone(),
            },
        };
        return Err(Broken::Outcome {
            stated: outcome(&t.result),
            log: outcome(&expected.result),
        });
    }
    // The log itself and the head were checked with the chain; this
    // guards against a member added to `Transcript` and not checked above.
    if t != expected {
        return Err(Broken::Differs);
    }
    Ok(())
}

fn players_words(p: &[PlayerPublic]) -> String {
    let list: Vec<String> = p.iter().map(|p| format!("side {}: {}", p.side, p.name)).collect();
    list.join(", ")
}
