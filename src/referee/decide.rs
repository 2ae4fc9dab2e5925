//! The referee's decisions: (state, commands, now, fresh seeds) -> (events,
//! mail plans, secrets to keep). Pure: the shell supplies the time and the
//! random seeds, and stores what comes back in one transaction.

use super::command::{Command, CommandError, DrawAction};
use super::event::{Event, Leaf};
use super::state::{side_num, GameState, HeldArmy, Phase};
use crate::games::any::{GameKind, MoveError};
use crate::games::Side;
use crate::protocol::encode::hex_encode;

/// One thing to tell a player, rendered later in the player's language.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Para {
    /// The game was created: the player's side, the opponent, what to do.
    Welcome,
    /// Held mode: the army was accepted; the owner's copy with seed and root.
    ArmyAccepted { army: String, seed: String, root: String },
    /// A side's commitment, with its leaves.
    Commitment { side: Side, root: String, leaves: Vec<Leaf> },
    /// Both armies are in: play begins.
    Started,
    /// A move was played (by either side).
    Moved { by: Side, ply: u32, text: String, report: String, openings: Option<String> },
    /// Part of the mail could not be applied.
    Rejected { applied: Vec<String>, failed: String, reason: String, not_applied: Vec<String> },
    /// A MESSAGE relayed from the opponent.
    Relay { from: Side, text: String },
    DrawOffered { by: Side },
    DrawDeclined { by: Side },
    Resigned { by: Side },
    /// The game is over.
    Over { winner: u8, reason: String },
    /// A hidden army and seed published at the end.
    Published { side: Side, army: String, seed: String },
    History,
    Help,
    /// The player asked for the board; nothing else happened.
    BoardRequested,
    /// Mail to the opponent bounced; they may not be getting the referee's mail.
    OpponentUnreachable { address: String, status: Option<String>, permanent: bool },
    /// A mail carrying this player's token failed the DKIM check.
    NotAuthenticated { sender: String },
}

/// A mail to one player.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MailPlan {
    pub to: Side,
    pub paras: Vec<Para>,
    /// Attach the whole transcript (at the end of the game).
    pub transcript: bool,
    /// An error reply (rate limited per address).
    pub is_error: bool,
}

/// A hidden army to keep encrypted.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SecretToKeep {
    pub side: Side,
    pub root: String,
    pub held: HeldArmy,
}

/// Everything one incoming mail leads to.
#[derive(Clone, Debug, Default)]
pub struct Decision {
    pub events: Vec<Event>,
    pub mails: Vec<MailPlan>,
    pub secrets: Vec<SecretToKeep>,
    /// The commands applied, as text.
    pub applied: Vec<String>,
    /// The first failure, if any: (command, reason).
    pub failure: Option<(String, String)>,
}

impl Decision {
    /// A short line for the inbox's record.
    pub fn summary(&self) -> String {
        let mut s = if self.applied.is_empty() { "nothing applied".to_string() } else { format!("applied: {}", self.applied.join(", ")) };
        if let Some((c, r)) = &self.failure {
            s.push_str(&format!("; refused {c}: {r}"));
        }
        s
    }
}

struct Builder {
    state: GameState,
    events: Vec<Event>,
    paras: [Vec<Para>; 2],
    transcript: bool,
    secrets: Vec<SecretToKeep>,
}

impl Builder {
    fn push(&mut self, ev: Event) -> Result<(), String> {
        self.state = self.state.apply(&ev)?;
        self.events.push(ev);
        Ok(())
    }

    fn both(&mut self, p: Para) {
        self.paras[0].push(p.clone());
        self.paras[1].push(p);
    }

    fn to(&mut self, side: Side, p: Para) {
        self.paras[side.index()].push(p);
    }

    /// If the log now calls for an end, record it, publish hidden armies,
    /// and tell both players.
    fn finish_if_due(&mut self, now: i64) -> Result<(), String> {
        let Some(r) = self.state.pending.clone() else { return Ok(()) };
        self.push(Event::Ended { winner: r.winner, reason: r.reason.clone(), at: now })?;
        self.both(Para::Over { winner: r.winner, reason: r.reason });
        if self.state.kind.has_hidden_pieces() {
            for side in [Side::First, Side::Second] {
                if let Some(h) = self.state.held[side.index()].clone() {
                    self.push(Event::Revealed { side: side_num(side), seed: h.seed.clone(), army: h.army.clone() })?;
                    self.both(Para::Published { side, army: h.army, seed: h.seed });
                }
            }
        }
        self.transcript = true;
        Ok(())
    }
}

/// Decide what a player's mail does to a game.
///
/// `seeds` are fresh random bytes, one per side, used only if this mail
/// commits a hidden army.
pub fn decide(
    state: &GameState,
    from: Side,
    commands: &[Command],
    parse_error: Option<&CommandError>,
    now: i64,
    seeds: [[u8; 32]; 2],
) -> Decision {
    let mut b = Builder {
        state: state.clone(),
        events: Vec::new(),
        paras: [Vec::new(), Vec::new()],
        transcript: false,
        secrets: Vec::new(),
    };
    let mut applied = Vec::new();
    let mut failure = None;
    let mut shown_board = false;
    for (i, cmd) in commands.iter().enumerate() {
        let before = (b.state.clone(), b.events.len(), b.paras.clone(), b.secrets.len());
        match apply_one(&mut b, from, cmd, now, seeds) {
            Ok(board) => {
                shown_board |= board;
                applied.push(cmd.to_string());
            }
            Err(reason) => {
                // Undo anything this command began.
                b.state = before.0;
                b.events.truncate(before.1);
                b.paras = before.2;
                b.secrets.truncate(before.3);
                failure = Some((cmd.to_string(), reason, commands[i + 1..].iter().map(|c| c.to_string()).collect::<Vec<_>>()));
                break;
            }
        }
    }
    if failure.is_none() {
        if let Some(e) = parse_error {
            failure = Some((e.line.clone(), e.message.clone(), Vec::new()));
        }
    }
    if commands.is_empty() && parse_error.is_none() {
        failure = Some((
            "(empty)".into(),
            "no command found above the quoted text; send HELP for the list of commands".into(),
            Vec::new(),
        ));
    }
    let is_error = failure.is_some();
    if let Some((cmd, reason, rest)) = &failure {
        b.to(
            from,
            Para::Rejected { applied: applied.clone(), failed: cmd.clone(), reason: reason.clone(), not_applied: rest.clone() },
        );
    }
    let mut mails = Vec::new();
    for side in [Side::First, Side::Second] {
        let paras = std::mem::take(&mut b.paras[side.index()]);
        if paras.is_empty() && !(side == from && shown_board) {
            continue;
        }
        let paras = if paras.is_empty() { vec![Para::BoardRequested] } else { paras };
        mails.push(MailPlan { to: side, paras, transcript: b.transcript, is_error: is_error && side == from });
    }
    Decision {
        events: b.events,
        mails,
        secrets: b.secrets,
        applied,
        failure: failure.map(|(c, r, _)| (c, r)),
    }
}

/// Apply one command; `Ok(true)` when the sender asked for the board.
fn apply_one(b: &mut Builder, from: Side, cmd: &Command, now: i64, seeds: [[u8; 32]; 2]) -> Result<bool, String> {
    let other = from.other();
    let fs = side_num(from);
    if b.state.is_over() && !matches!(cmd, Command::Board | Command::History | Command::Help | Command::Message(_)) {
        return Err("this game is over".into());
    }
    match cmd {
        Command::Help => {
            b.to(from, Para::Help);
            Ok(false)
        }
        Command::Board => Ok(true),
        Command::History => {
            b.to(from, Para::History);
            Ok(false)
        }
        Command::Message(text) => {
            b.push(Event::Message { side: fs, text: text.clone(), at: now })?;
            b.to(other, Para::Relay { from, text: text.clone() });
            Ok(false)
        }
        Command::Resign => {
            b.push(Event::Resigned { side: fs, at: now })?;
            b.both(Para::Resigned { by: from });
            b.finish_if_due(now)?;
            Ok(false)
        }
        Command::Draw(action) => {
            let offered_by_other = b.state.draw_offer == Some(other);
            match action {
                DrawAction::Offer | DrawAction::Accept => {
                    if *action == DrawAction::Accept && !offered_by_other {
                        return Err("there is no draw offer to accept".into());
                    }
                    if b.state.draw_offer == Some(from) {
                        return Err("you have already offered a draw".into());
                    }
                    b.push(Event::DrawOffered { side: fs, at: now })?;
                    if b.state.pending.is_none() {
                        b.to(other, Para::DrawOffered { by: from });
                    }
                    b.finish_if_due(now)?;
                    Ok(false)
                }
                DrawAction::Decline => {
                    if !offered_by_other {
                        return Err("there is no draw offer to decline".into());
                    }
                    b.push(Event::DrawDeclined { side: fs, at: now })?;
                    b.both(Para::DrawDeclined { by: from });
                    Ok(false)
                }
            }
        }
        Command::Setup(text) => {
            if b.state.kind != GameKind::Lattaque {
                return Err(format!("{} has no army to set up", b.state.kind.title()));
            }
            if b.state.phase != Phase::Setup {
                return Err("the armies are already in place".into());
            }
            if b.state.commits[from.index()].is_some() {
                return Err("your army is already committed and cannot be changed".into());
            }
            let army = b.state.parse_army(from, text)?;
            let held = HeldArmy { army: army.to_text(), seed: hex_encode(&seeds[from.index()]) };
            let commit = b.state.commitment_of(from, &held)?;
            // The army must be known before the event so the game can start.
            b.state.held[from.index()] = Some(held.clone());
            b.push(Event::Committed { side: fs, root: commit.root.clone(), leaves: commit.leaves.clone(), at: now })?;
            b.secrets.push(SecretToKeep { side: from, root: commit.root.clone(), held: held.clone() });
            b.to(from, Para::ArmyAccepted { army: held.army, seed: held.seed, root: commit.root.clone() });
            b.both(Para::Commitment { side: from, root: commit.root, leaves: commit.leaves });
            if b.state.phase == Phase::Play {
                b.both(Para::Started);
            }
            Ok(false)
        }
        Command::Move(text) => {
            match b.state.phase {
                Phase::Setup => return Err("the game has not started: both armies must be sent first".into()),
                Phase::Over => return Err("this game is over".into()),
                Phase::Play => {}
            }
            let pos = b.state.position.clone().ok_or("the position is unknown")?;
            if pos.side_to_move() != from {
                return Err(format!("it is not your turn: {} is to move", b.state.side_label(side_num(other))));
            }
            let (_, canonical, report) = pos.play_text(text).map_err(|e| match e {
                MoveError::Syntax(e) => format!("'{text}' is not a move: {e}"),
                MoveError::Illegal(e) => format!("{e}"),
            })?;
            let combat = b.state.combat_record(&report)?;
            let openings = combat.as_ref().map(|c| {
                format!(
                    "open {} {} {}\nopen {} {} {}",
                    c.attacker.square, c.attacker.rank, c.attacker.salt, c.defender.square, c.defender.rank, c.defender.salt
                )
            });
            let ply = pos.ply() + 1;
            b.push(Event::Moved {
                side: fs,
                ply,
                text: canonical.clone(),
                report: report.to_string(),
                combat,
                at: now,
            })?;
            b.both(Para::Moved { by: from, ply, text: canonical, report: report.to_string(), openings });
            b.finish_if_due(now)?;
            Ok(false)
        }
    }
}
