//! The referee core: the command language, the game log's events, the state
//! a log replays to, and the decisions a player's mail leads to.
//!
//! Architecture invariant: pure. No I/O, no clock, no randomness: the time
//! and any random seed come in as arguments, and the results (events, mail
//! plans, secrets to keep) go out as values for the shell to store.

pub mod account;
pub mod authors;
pub mod blind;
pub mod blind_decide;
pub mod blind_refusal;
pub mod clock;
pub mod command;
pub mod decide;
pub mod event;
pub mod misfit;
pub mod not_done;
pub mod para;
pub mod reading;
pub mod refusal;
pub mod signing;
pub mod state;

pub use command::{Command, CommandError};
pub use decide::{decide, operate, tick, Ctx, Decision, MailPlan, OperatorAction};
pub use event::{Event, Worded};
pub use not_done::NotDone;
pub use para::{OperatorDid, Para};
pub use state::{side_from_num, side_num, GameState, HeldArmy, Phase};

use crate::games::any::{GameKind, OptionsSpec};
use crate::games::Side;

/// What `new` needs to create a game.
#[derive(Clone, Debug)]
pub struct NewGame {
    pub id: String,
    pub kind: GameKind,
    pub spec: OptionsSpec,
    /// Player names, `Side::First` then `Side::Second`.
    pub names: [String; 2],
    pub first_to_move: Side,
    /// The time control, if any.
    pub clock: Option<clock::TimeControl>,
}

/// Create a game: the first event, the state after it, and the invitations.
pub fn create(g: &NewGame, now: i64) -> Result<(Event, GameState, Vec<MailPlan>), NotDone> {
    create_mode(g, "held", now)
}

/// [`create`] in a given mode: `held`, or `blind` (L'Attaque only, with a
/// time control, since the final reveals need a deadline).
pub fn create_mode(g: &NewGame, mode: &str, now: i64) -> Result<(Event, GameState, Vec<MailPlan>), NotDone> {
    if mode == "blind" && g.clock.is_none() {
        return Err(NotDone::BlindNeedsClock);
    }
    let spec = g.spec.resolve(g.kind).map_err(NotDone::BadOptions)?;
    let ev = Event::Created {
        game: g.id.clone(),
        kind: g.kind.name().to_string(),
        variant: spec.variant,
        switches: spec.sets,
        resolved: spec.resolved,
        players: g.names.clone(),
        first_to_move: state::side_num(g.first_to_move),
        mode: mode.into(),
        at: now,
        clock: g.clock.clone(),
    };
    let st = GameState::created(&ev)?;
    let mails = [Side::First, Side::Second]
        .into_iter()
        .map(|to| MailPlan {
            to,
            paras: vec![Para::Welcome, Para::Rules],
            transcript: false,
            is_error: false,
        })
        .collect();
    Ok((ev, st, mails))
}
