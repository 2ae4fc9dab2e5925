//! The events a blind game applies in its own way to the state: the
//! commitments, the moves, the openings, the reveals and the reveal
//! deadline, and what follows any event (a result kept until the reveals).
//! The blind game itself (`referee::blind`) knows nothing of the state.

use super::{side_num, side_of, Commit, GameResult, GameState, Misfit, MoveRecord, Phase, Plain, Proof};
use crate::games::{LastMove, Side};
use crate::protocol::blind as fmt;
use crate::protocol::commit::Commitment;
use crate::reason::{Explain, Why};
use crate::referee::blind::{open_of_record, step, BlindGame, BlindPhase, BlindReport, Fault, TurnReport, Verdict};
use crate::referee::event::{Event, Opening as OpeningRecord};

fn verdict_result(v: &Verdict) -> GameResult {
    GameResult {
        winner: v.winner.map(side_num).unwrap_or(0),
        reason: v.reason.clone(),
    }
}

/// The commitment a `committed` event carries, for a side of a blind game.
fn commitment_of(bg: &BlindGame, side: Side, c: &Commit) -> Result<Commitment, Misfit> {
    let root = crate::protocol::hex_decode32(&c.root).map_err(|e| Proof::BadRoot { why: Why::of(&e) })?;
    let mut leaves = Vec::with_capacity(c.leaves.len());
    for l in &c.leaves {
        let sq = fmt::square_byte(&l.square).map_err(|e| Misfit::Inner(e.why()))?;
        leaves.push((
            sq,
            crate::protocol::hex_decode32(&l.leaf).map_err(|e| Proof::BadLeaf { why: Why::of(&e) })?,
        ));
    }
    fmt::check_structure(side, &leaves).map_err(|e| Misfit::Inner(e.why()))?;
    let key = match &c.key {
        None => None,
        Some(k) => Some(
            crate::protocol::sign::parse_public_key(k).map_err(|e| Proof::CommittedKeyBad {
                side: side_num(side),
                why: Why::of(&e),
            })?,
        ),
    };
    let c = Commitment {
        game: bg.game.clone(),
        side: bg.commit_side(side),
        leaves,
        root,
        key,
    };
    c.check_root().map_err(|e| Proof::BlindCommitmentBad {
        side: side_num(side),
        why: Why::of(&e),
        with_key: c.key.is_some(),
    })?;
    Ok(c)
}

/// Applies the events a blind game treats in its own way (commitments,
/// moves, openings, reveals, the reveal deadline) to `s`; `Ok(false)` for
/// the others, which `GameState::apply` treats as in held mode. A breach is
/// not an error: the event is the evidence, and the breaching side forfeits.
pub(super) fn apply_event(s: &mut GameState, ev: &Event) -> Result<bool, Misfit> {
    let Some(mut bg) = s.blind.take() else { return Ok(false) };
    let r = apply_blind(s, &mut bg, ev);
    s.blind = Some(bg);
    let done = r?;
    if done {
        after_event(s);
    }
    Ok(done)
}

fn apply_blind(s: &mut GameState, bg: &mut BlindGame, ev: &Event) -> Result<bool, Misfit> {
    match ev {
        Event::Committed {
            side,
            root,
            leaves,
            key,
            at,
        } => {
            let c = Commit {
                root: root.clone(),
                leaves: leaves.clone(),
                key: key.clone(),
            };
            committed(s, bg, *side, c, *at).map(|()| true)
        }
        Event::Moved {
            side,
            ply,
            text,
            report: _,
            combat,
            at,
        } => {
            if combat.is_some() {
                return Err(Plain::BlindMoveCombat.into());
            }
            moved(s, bg, *side, *ply, text, *at).map(|()| true)
        }
        Event::Opened { side, openings, at } => opened(s, bg, *side, openings, *at).map(|()| true),
        Event::Revealed {
            side,
            seed,
            army,
            signed: None,
            at,
        } => revealed(s, bg, *side, seed, army, *at).map(|()| true),
        // A blind reveal is the player's own mail: no army was sealed.
        Event::Revealed { side, .. } => Err(crate::referee::misfit::KeyFault::SealedMismatch { side: *side }.into()),
        Event::TimedOut { side, deadline, at } if bg.phase == BlindPhase::Reveal => {
            reveal_timed_out(s, bg, *side, *deadline, *at).map(|()| true)
        }
        Event::Resigned { .. } | Event::DrawOffered { .. } | Event::DrawDeclined { .. }
            if bg.phase == BlindPhase::Reveal =>
        {
            Err(Plain::OnlyRevealsAwaited.into())
        }
        // Applied as in held mode.
        Event::Created { .. }
        | Event::TimedOut { .. }
        | Event::Resigned { .. }
        | Event::DrawOffered { .. }
        | Event::DrawDeclined { .. }
        | Event::Message { .. }
        | Event::Ended { .. }
        | Event::Vacation { .. }
        | Event::Reminded { .. }
        | Event::Late { .. }
        | Event::Paused { .. }
        | Event::Resumed { .. }
        | Event::Extended { .. }
        | Event::AddressReplaced { .. }
        | Event::Decided { .. }
        | Event::KeyRegistered { .. }
        | Event::Signed { .. } => Ok(false),
    }
}

fn committed(s: &mut GameState, bg: &mut BlindGame, side: u8, c: Commit, at: i64) -> Result<(), Misfit> {
    let side_ = side_of(side)?;
    if bg.phase != BlindPhase::Setup || s.commits[side_.index()].is_some() {
        return Err(Misfit::BlindCommitBad { who: s.who(side_) });
    }
    let parsed = commitment_of(bg, side_, &c)?;
    bg.commits[side_.index()] = Some(parsed);
    s.commits[side_.index()] = Some(c.into());
    s.at = at;
    if bg.commits.iter().all(Option::is_some) {
        bg.phase = BlindPhase::Play;
        s.phase = Phase::Play;
        if let Some(c) = s.clock.as_mut() {
            c.new_turn(at);
        }
    }
    Ok(())
}

fn moved(s: &mut GameState, bg: &mut BlindGame, side: u8, ply: u32, text: &str, at: i64) -> Result<(), Misfit> {
    let side_ = side_of(side)?;
    if s.paused.is_some() {
        return Err(Misfit::MovePaused { text: text.to_string() });
    }
    if ply != bg.board.ply + 1 {
        return Err(Misfit::WrongPly {
            text: text.to_string(),
            ply,
            expected: bg.board.ply + 1,
        });
    }
    let rep = match step(bg, |g| g.turn(side_, &[], Some(text))) {
        Ok(rep) => rep,
        Err(Fault::Refused(why)) => {
            return Err(Misfit::MoveFails {
                ply,
                text: text.to_string(),
                why,
            })
        }
        Err(Fault::Breach(..)) => TurnReport::default(),
    };
    if rep.moved.as_deref().is_some_and(|m| m != text) {
        return Err(Misfit::NotCanonicalBlind {
            ply,
            text: text.to_string(),
        });
    }
    let report = BlindReport {
        side: side_,
        mv: text.to_string(),
    };
    s.moves.push(MoveRecord {
        ply,
        side,
        text: text.to_string(),
        report: report.to_string(),
        reason: report.reason(),
    });
    if rep.moved.is_some() {
        s.last_move = bg.history.last().map(|p| LastMove {
            side: p.side,
            from: Some(p.mv.from()),
            to: Some(p.mv.arrival())
                .filter(|&to| to != p.mv.from())
                .into_iter()
                .collect(),
            combat: p.mv.target(),
        });
    }
    if s.draw_offer == Some(side_.other()) {
        s.draw_offer = None;
    }
    if let Some(c) = s.clock.as_mut() {
        c.moved(side_.index(), at);
    }
    s.at = at;
    Ok(())
}

fn opened(s: &mut GameState, bg: &mut BlindGame, side: u8, openings: &[OpeningRecord], at: i64) -> Result<(), Misfit> {
    let side_ = side_of(side)?;
    let ops = openings
        .iter()
        .map(|r| open_of_record(r).map_err(Misfit::Inner))
        .collect::<Result<Vec<_>, _>>()?;
    if ops.is_empty() {
        return Err(Plain::EmptyOpening.into());
    }
    match step(bg, |g| g.turn(side_, &ops, None)) {
        Ok(_) | Err(Fault::Breach(..)) => {}
        Err(Fault::Refused(why)) => return Err(Misfit::Inner(why)),
    }
    s.at = at;
    Ok(())
}

fn revealed(
    s: &mut GameState,
    bg: &mut BlindGame,
    side: u8,
    seed: &str,
    army: &str,
    at: Option<i64>,
) -> Result<(), Misfit> {
    let side_ = side_of(side)?;
    let seed = crate::protocol::hex_decode32(seed).map_err(|e| Proof::BadSeed { why: Why::of(&e) })?;
    match step(bg, |g| g.reveal(side_, &seed, army)) {
        Ok(()) => s.revealed[side_.index()] = true,
        Err(Fault::Breach(..)) => {}
        Err(Fault::Refused(why)) => return Err(Misfit::Inner(why)),
    }
    if let Some(at) = at {
        s.at = at;
    }
    Ok(())
}

fn reveal_timed_out(s: &mut GameState, bg: &mut BlindGame, side: u8, deadline: i64, at: i64) -> Result<(), Misfit> {
    let side_ = side_of(side)?;
    let grace = s
        .clock
        .as_ref()
        .map(|c| c.control.grace)
        .ok_or(Misfit::Plain(Plain::TimeoutNoClock))?;
    if s.revealed[side_.index()] || s.paused.is_some() {
        return Err(Misfit::OwesNoReveal { who: s.who(side_) });
    }
    // As `GameState::on_clock` gives it in the reveal phase.
    let mut rc = s.clock.clone().ok_or(Misfit::Plain(Plain::NoClock))?;
    rc.control.moves = None;
    let d = rc.deadline(side_.index());
    if d != deadline || at < d + grace {
        return Err(Plain::RevealTimeoutEarly.into());
    }
    bg.reveal_deadline_passed();
    s.at = at;
    Ok(())
}
/// After any event of a blind game: a result the log now calls for (a
/// resignation, an agreed draw, a loss on time, the Flag taken) is
/// provisional until the reveals; a final result (a breach, both reveals
/// checked, the reveal deadline) is recorded by the next `ended` event.
pub(super) fn after_event(s: &mut GameState) {
    let Some(bg) = s.blind.as_mut() else { return };
    if let Some(p) = s.pending.take() {
        if bg.phase == BlindPhase::Play {
            let winner = match p.winner {
                1 => Some(Side::First),
                2 => Some(Side::Second),
                _ => None,
            };
            bg.end(Verdict {
                winner,
                reason: p.reason,
            });
        } else {
            s.pending = Some(p);
        }
    }
    if bg.phase == BlindPhase::Reveal && !bg.reveal_clock {
        // The reveal deadline runs from the end on the board.
        bg.reveal_clock = true;
        if let Some(c) = s.clock.as_mut() {
            c.new_turn(s.at);
        }
    }
    let Some(bg) = s.blind.as_ref() else { return };
    if bg.phase == BlindPhase::Over && s.phase != Phase::Over && s.pending.is_none() {
        if let Some(r) = &bg.result {
            s.pending = Some(verdict_result(r));
        }
    }
}
