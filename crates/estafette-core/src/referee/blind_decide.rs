//! The referee's decisions for the commands of a blind game: commitments,
//! openings, moves and reveals become events (checked by replaying them on
//! the state, exactly as `verify` will) and paragraphs for the mails.
//!
//! Pure. `decide` calls [`decide_one`] for a blind game's command first and
//! falls back to the common handling when it returns `None`.

use super::blind::{opening_record, parse_open_why, step, BlindGame, BlindPhase, BlindReport, Fault};
use super::blind_refusal::BlindRefusal as R;
use super::command::Command;
use super::event::{Event, Leaf, Worded};
use super::para::Para;
use super::state::{side_num, GameState};
use crate::games::Side;
use crate::protocol::blind as fmt;
use crate::protocol::hex_encode;
use crate::reason::{Explain, Reason, Why};

/// What one command of a blind game does: the events, and the paragraphs
/// for each player (`None`: both).
#[derive(Debug, Default)]
pub struct BlindPlan {
    pub events: Vec<Event>,
    pub paras: Vec<(Option<Side>, Para)>,
}

fn note(p: &mut BlindPlan, to: Option<Side>, reason: Reason) {
    p.paras.push((to, Para::Notice(reason)));
}

/// Both players are told that `side` broke the rules and forfeits.
fn note_breach(p: &mut BlindPlan, side: Side, why: Why) {
    p.paras.push((None, Para::Breach { by: side, why }));
}

/// The events and mail paragraphs for `cmd` from `from` in a blind game,
/// or `None` for a command the common code handles (messages, draws,
/// resignations, vacations...). `Err` refuses the command.
pub fn decide_one(st: &GameState, from: Side, cmd: &Command, now: i64) -> Option<Result<BlindPlan, Why>> {
    let bg = st.blind.as_deref()?;
    Some(match cmd {
        Command::Setup(_) => Err(Why::of(&R::SealYourArmy)),
        Command::Commit(text) => commit(st, bg, from, text, now),
        Command::Open(line) => open(st, bg, from, line, now),
        Command::Move(text) => play(st, bg, from, text, now),
        Command::Reveal(block) => reveal(bg, from, block, now),
        // Handled as in held mode.
        Command::Resign
        | Command::Draw(_)
        | Command::Board
        | Command::History
        | Command::Help
        | Command::Rules
        | Command::Lang(_)
        | Command::Message(_)
        | Command::Vacation(_)
        | Command::Timezone(_)
        | Command::Calendar(_)
        | Command::Key(_) => return None,
    })
}

fn commit(st: &GameState, bg: &BlindGame, from: Side, text: &str, now: i64) -> Result<BlindPlan, Why> {
    let fs = side_num(from);
    let mut plan = BlindPlan::default();
    let mut g = bg.clone();
    match g.commit(from, text) {
        Ok(()) => {}
        Err(Fault::Refused(m)) | Err(Fault::Breach(_, m)) => return Err(m),
    }
    let Some(c) = &g.commits[from.index()] else {
        return Err(Why::of(&R::NoCommitment));
    };
    let root = hex_encode(&c.root);
    let leaves: Vec<Leaf> = c
        .leaves
        .iter()
        .map(|(sq, l)| Leaf {
            square: fmt::square_of_byte(*sq).to_string(),
            leaf: hex_encode(l),
        })
        .collect();
    let key = c.key.map(|k| crate::protocol::sign::base64_encode(&k));
    let registered = st.signing.key(from);
    if let (Some(k), Some(earlier)) = (&key, registered) {
        if k != earlier {
            return Err(Why::of(&R::OtherKey));
        }
    }
    plan.events.push(Event::Committed {
        side: fs,
        root: root.clone(),
        leaves: leaves.clone(),
        key: key.clone(),
        at: now,
    });
    plan.paras.push((
        None,
        Para::Commitment {
            side: from,
            root,
            leaves,
        },
    ));
    if let (Some(k), None) = (key, registered) {
        plan.paras
            .push((None, Para::key_registered(from, &st.players[from.index()], &k)));
    }
    if g.phase == BlindPhase::Play {
        plan.paras.push((None, Para::Started));
    }
    Ok(plan)
}

fn open(st: &GameState, bg: &BlindGame, from: Side, line: &str, now: i64) -> Result<BlindPlan, Why> {
    let fs = side_num(from);
    let mut plan = BlindPlan::default();
    let op = match parse_open_why(line) {
        Ok(op) => op,
        Err(e) => {
            return Err(Why::of(&R::BadOpenLine {
                line: line.to_string(),
                why: e,
            }))
        }
    };
    let mut g = bg.clone();
    let pending = g.pending;
    let before = g.board.clone();
    let r = step(&mut g, |g| g.turn(from, &[op], None));
    if let Err(Fault::Refused(m)) = r {
        return Err(m);
    }
    plan.events.push(Event::Opened {
        side: fs,
        openings: vec![opening_record(&op)],
        at: now,
    });
    let line = crate::protocol::format_open_line(&op.home.to_string(), op.rank.code(), &op.salt);
    note(
        &mut plan,
        None,
        Reason::new("notice-opened")
            .arg("side", from)
            .text("player", &st.players[from.index()])
            .text("home", op.home)
            .arg("rank", op.rank)
            .text("line", line),
    );
    if let Err(Fault::Breach(side, why)) = r {
        note_breach(&mut plan, side, why);
    } else if let (Some(p), None) = (pending, g.pending) {
        let gone: Vec<String> = [p.at, p.target]
            .iter()
            .filter(|sq| before.piece_at(**sq).is_some() && g.board.piece_at(**sq).is_none())
            .map(|sq| sq.to_string())
            .collect();
        let outcome = if g.phase == BlindPhase::Reveal {
            "flag"
        } else if gone.is_empty() {
            "none"
        } else {
            "removed"
        };
        note(
            &mut plan,
            None,
            Reason::new("notice-combat")
                .text("at", p.at)
                .text("target", p.target)
                .text("outcome", outcome)
                .text("removed", gone.join(" ")),
        );
    }
    Ok(plan)
}

fn play(st: &GameState, bg: &BlindGame, from: Side, text: &str, now: i64) -> Result<BlindPlan, Why> {
    let fs = side_num(from);
    let mut plan = BlindPlan::default();
    if st.paused.is_some() {
        return Err(Why::of(&super::refusal::Refusal::Paused));
    }
    let mut g = bg.clone();
    let ply = g.board.ply + 1;
    let rep = match g.turn(from, &[], Some(text)) {
        Ok(rep) => rep,
        Err(Fault::Refused(m)) | Err(Fault::Breach(_, m)) => return Err(m),
    };
    let Some(canonical) = rep.moved.clone() else {
        return Err(Why::of(&R::NoMove));
    };
    let report = BlindReport {
        side: from,
        mv: canonical.clone(),
    };
    plan.events.push(Event::Moved {
        side: fs,
        ply,
        text: canonical.clone(),
        report: Worded::Coded(report.reason()),
        combat: None,
        at: now,
    });
    plan.paras.push((
        None,
        Para::Moved {
            by: from,
            ply,
            text: canonical,
            report: report.reason(),
            openings: None,
        },
    ));
    if let (Some(target), Some(p)) = (rep.awaiting, g.pending) {
        note(
            &mut plan,
            Some(from.other()),
            Reason::new("notice-attacked")
                .text("target", target)
                .text("home", p.defender_home),
        );
    } else if rep.combat.is_some() {
        note(&mut plan, None, Reason::new("notice-resolved"));
    }
    Ok(plan)
}

fn reveal(bg: &BlindGame, from: Side, block: &str, now: i64) -> Result<BlindPlan, Why> {
    let fs = side_num(from);
    let mut plan = BlindPlan::default();
    let (seed, army) = match fmt::parse_reveal(block) {
        Ok(x) => x,
        Err(e) => return Err(Why::of(&R::Protocol(e.why()))),
    };
    let mut g = bg.clone();
    let r = step(&mut g, |g| g.reveal(from, &seed, &army));
    if let Err(Fault::Refused(m)) = r {
        return Err(m);
    }
    plan.events.push(Event::Revealed {
        side: fs,
        seed: hex_encode(&seed),
        army: army.clone(),
        signed: None,
        at: Some(now),
    });
    plan.paras.push((
        None,
        Para::Published {
            side: from,
            army,
            seed: hex_encode(&seed),
        },
    ));
    if let Err(Fault::Breach(side, why)) = r {
        note_breach(&mut plan, side, why);
    }
    Ok(plan)
}
