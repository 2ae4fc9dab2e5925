//! The referee's decisions: (state, commands, now, fresh seeds) -> (events,
//! mail plans, secrets to keep). Pure: the shell supplies the time and the
//! random seeds, and stores what comes back in one transaction.

use super::authors::{self, MailFacts};
use super::clock;
use super::command::{Command, CommandError, DrawAction};
use super::event::{Event, Worded};
use super::not_done::NotDone;
use super::para::OperatorDid;
pub use super::para::Para;
use super::refusal::Refusal;
use super::signing;
use super::state::{side_num, GameState, HeldArmy, Misfit, Phase};
use crate::games::any::{AnyPosition, AnyReport, GameKind, MoveError};
use crate::games::Side;
use crate::protocol::encode::hex_encode;
use crate::reason::{Reason, Why};

/// What the operator can do to a game; each becomes an event in its log.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OperatorAction {
    Pause,
    Resume,
    /// Give `side` more time for the current turn (seconds).
    Extend {
        side: Side,
        by: i64,
    },
    /// A player's address was replaced (the shell changes the address);
    /// `name` is the new player's display name.
    ReplaceAddress {
        side: Side,
        name: String,
    },
    /// End the game by decision; `None` for a draw.
    Decide {
        winner: Option<Side>,
    },
}

/// An operator's action on a game: the event, and the mails telling both
/// players what was done and why.
pub fn operate(state: &GameState, action: &OperatorAction, reason: &str, now: i64) -> Result<Decision, NotDone> {
    let now = now.max(state.at);
    let reason = reason.trim();
    if reason.is_empty() {
        return Err(NotDone::NoReason);
    }
    let mut b = Builder::new(state.clone());
    let reason_s = reason.to_string();
    let name = |side: &Side| b.state.players[side.index()].clone();
    let (ev, did) = match action {
        OperatorAction::Pause => (
            Event::Paused {
                reason: reason_s.clone(),
                at: now,
            },
            OperatorDid::Paused,
        ),
        OperatorAction::Resume => (
            Event::Resumed {
                reason: reason_s.clone(),
                at: now,
            },
            OperatorDid::Resumed,
        ),
        OperatorAction::Extend { side, by } => (
            Event::Extended {
                side: side_num(*side),
                by: *by,
                reason: reason_s.clone(),
                at: now,
            },
            OperatorDid::Extended {
                side: *side,
                name: name(side),
                by: *by,
            },
        ),
        OperatorAction::ReplaceAddress { side, name: new_name } => (
            Event::AddressReplaced {
                side: side_num(*side),
                name: Some(new_name.clone()),
                reason: reason_s.clone(),
                at: now,
            },
            OperatorDid::AddressReplaced {
                side: *side,
                name: name(side),
            },
        ),
        OperatorAction::Decide { winner } => (
            Event::Decided {
                winner: winner.map(side_num).unwrap_or(0),
                reason: reason_s.clone(),
                at: now,
            },
            OperatorDid::Decided,
        ),
    };
    b.push(ev)?;
    b.both(Para::Operator { did, reason: reason_s });
    b.finish_if_due(now)?;
    let mails = [Side::First, Side::Second]
        .into_iter()
        .map(|side| MailPlan {
            to: side,
            paras: std::mem::take(&mut b.paras[side.index()]),
            transcript: b.transcript,
            is_error: false,
        })
        .collect();
    Ok(Decision {
        events: b.events,
        mails,
        secrets: Vec::new(),
        applied: Vec::new(),
        failure: None,
        timezone: None,
        calendar: None,
        vacation_charged: None,
        lang: None,
        after: Some(b.state),
    })
}

/// A mail to one player.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MailPlan {
    pub to: Side,
    pub paras: Vec<Para>,
    /// Attach the whole transcript (at the end of the game).
    pub transcript: bool,
    /// An error reply: the answer to a mail of which nothing was applied
    /// (rate limited per address and game). A mail that applied anything
    /// gets its receipt, which is not one.
    pub is_error: bool,
}

impl MailPlan {
    /// Whether composing it needs the game's whole move history (a
    /// HISTORY answer or the final transcript), which a state loaded from
    /// a snapshot does not hold (see `GameState::history_complete`).
    pub fn needs_history(&self) -> bool {
        self.transcript || self.paras.iter().any(|p| matches!(p, Para::History))
    }
}

/// What the shell knows that a decision needs, besides the game.
#[derive(Clone, Debug)]
pub struct Ctx {
    pub now: i64,
    /// Fresh random seeds, one per side, used only if a hidden army is
    /// committed.
    pub seeds: [[u8; 32]; 2],
    /// Vacation time each player has left this year, in seconds.
    pub vacation_left: [i64; 2],
    /// Each player's IANA time zone (for dates in VACATION).
    pub timezones: [String; 2],
    /// What the shell read of the mail besides its commands (the position
    /// its reply address was issued at); `None` for no check of freshness.
    pub mail: Option<MailFacts>,
}

impl Ctx {
    pub fn at(now: i64, seeds: [[u8; 32]; 2]) -> Ctx {
        Ctx {
            now,
            seeds,
            vacation_left: [45 * clock::DAY; 2],
            timezones: ["UTC".into(), "UTC".into()],
            mail: None,
        }
    }
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
    /// The first failure, if any: the command's text and why it was
    /// refused (its English for the log, its reason for a reader).
    pub failure: Option<(String, Why)>,
    /// A player changed their time zone.
    pub timezone: Option<(Side, String)>,
    /// A player turned calendar events on or off (`CALENDAR`).
    pub calendar: Option<(Side, bool)>,
    /// Vacation time to charge to a player's yearly allowance (seconds).
    pub vacation_charged: Option<(Side, i64)>,
    /// A player chose the language of this game's mails (`en`, `fr`).
    pub lang: Option<(Side, String)>,
    /// The state after `events` (with the armies of `secrets` held), as the
    /// decision computed it; `None` for a `tick` that failed. Taken by
    /// [`Decision::take_after`].
    pub after: Option<GameState>,
}

impl Decision {
    /// The state after the decision's events, taken out of it (see
    /// `after`).
    pub fn take_after(&mut self) -> Option<GameState> {
        self.after.take()
    }

    /// A short line for the inbox's record.
    pub fn summary(&self) -> String {
        let mut s = if self.applied.is_empty() {
            "nothing applied".to_string()
        } else {
            format!("applied: {}", self.applied.join(", "))
        };
        if let Some((c, r)) = &self.failure {
            s.push_str(&format!("; refused {c}: {}", r.english));
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
    timezone: Option<(Side, String)>,
    calendar: Option<(Side, bool)>,
    vacation_charged: Option<(Side, i64)>,
    lang: Option<(Side, String)>,
    /// The whole signed text of the mail, when its `signed` event holds
    /// its SETUP sealed: kept with the army it sets up.
    signed_setup: Option<String>,
}

/// What a decision had done at some point, to go back to when a command
/// (or a signed mail) is not applied. Paragraphs are only ever appended,
/// so their counts suffice: copying them all before each command made a
/// mail of n commands cost n squared.
struct Mark {
    state: GameState,
    events: usize,
    paras: [usize; 2],
    secrets: usize,
    timezone: Option<(Side, String)>,
    calendar: Option<(Side, bool)>,
    vacation_charged: Option<(Side, i64)>,
    lang: Option<(Side, String)>,
    signed_setup: Option<String>,
}

impl Builder {
    fn new(state: GameState) -> Builder {
        Builder {
            state,
            events: Vec::new(),
            paras: [Vec::new(), Vec::new()],
            transcript: false,
            secrets: Vec::new(),
            timezone: None,
            calendar: None,
            vacation_charged: None,
            lang: None,
            signed_setup: None,
        }
    }

    fn mark(&self) -> Mark {
        Mark {
            state: self.state.clone(),
            events: self.events.len(),
            paras: [self.paras[0].len(), self.paras[1].len()],
            secrets: self.secrets.len(),
            timezone: self.timezone.clone(),
            calendar: self.calendar,
            vacation_charged: self.vacation_charged,
            lang: self.lang.clone(),
            signed_setup: self.signed_setup.clone(),
        }
    }

    /// Undo everything done since `m`.
    fn restore(&mut self, m: Mark) {
        self.state = m.state;
        self.events.truncate(m.events);
        self.paras[0].truncate(m.paras[0]);
        self.paras[1].truncate(m.paras[1]);
        self.secrets.truncate(m.secrets);
        self.timezone = m.timezone;
        self.calendar = m.calendar;
        self.vacation_charged = m.vacation_charged;
        self.lang = m.lang;
        self.signed_setup = m.signed_setup;
    }

    /// Apply `ev` to the state and record it. On an error the state is
    /// left partly changed: every caller then gives up the decision, or (`decide`)
    /// puts back the state it kept before the command.
    fn push(&mut self, ev: Event) -> Result<(), Misfit> {
        self.state.apply_in_place(&ev)?;
        self.events.push(ev);
        Ok(())
    }

    /// [`Builder::push`] of a move just played on the state's position
    /// (see [`GameState::apply_played`]).
    fn push_played(&mut self, ev: Event, played: (AnyPosition, String, AnyReport)) -> Result<(), Misfit> {
        self.state.apply_played(&ev, played)?;
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
    fn finish_if_due(&mut self, now: i64) -> Result<(), Misfit> {
        let Some(r) = self.state.pending.clone() else {
            return Ok(());
        };
        self.push(Event::Ended {
            winner: r.winner,
            reason: Worded::Coded(crate::reason::Explain::reason(&r.reason)),
            at: now,
        })?;
        self.both(Para::Over {
            winner: r.winner,
            reason: r.reason,
        });
        if self.state.kind.has_hidden_pieces() {
            for side in [Side::First, Side::Second] {
                if let Some(h) = self.state.held[side.index()].clone() {
                    self.push(Event::Revealed {
                        side: side_num(side),
                        seed: h.seed.clone(),
                        army: h.army.clone(),
                        signed: h.signed.clone(),
                        at: Some(now),
                    })?;
                    self.both(Para::Published {
                        side,
                        army: h.army,
                        seed: h.seed,
                    });
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
    ctx: &Ctx,
) -> Decision {
    decide_owned(state.clone(), from, commands, parse_error, ctx)
}

/// [`decide`] on a state the caller is done with (no copy of it is made).
///
/// A deadline whose grace passed before the mail came ends the game on
/// time first, as `tick` would have ended it. A signed mail is applied
/// whole or not at all: its `signed` event records only what was applied.
pub fn decide_owned(
    state: GameState,
    from: Side,
    commands: &[Command],
    parse_error: Option<&CommandError>,
    ctx: &Ctx,
) -> Decision {
    let mut b = Builder::new(state);
    let timed_out = time_out_if_due(&mut b, ctx.now);
    // Only a mail with a sig line can record a `signed` event.
    let start = ctx
        .mail
        .as_ref()
        .is_some_and(|m| m.signature.is_some())
        .then(|| b.mark());
    let mut run = apply_commands(&mut b, from, commands, ctx);
    if run.failure.is_none() {
        if let Some(e) = parse_error {
            run.failure = Some((e.line.clone(), e.why.clone(), Vec::new()));
        }
    }
    if commands.is_empty() && parse_error.is_none() {
        run.failure = Some(("(empty)".into(), Why::of(&Refusal::NoCommand), Vec::new()));
    }
    if let (true, Some(start)) = (run.signed && run.failure.is_some(), start) {
        if let Some((cmd, why, rest)) = run.failure.take() {
            // Nothing of a signed mail is applied, its signature included.
            b.restore(start);
            let mut not_applied = std::mem::take(&mut run.applied);
            not_applied.extend(rest);
            run.shown_board = false;
            // Said only when the mail held other commands, undone or not
            // reached with it.
            let why = match not_applied.is_empty() {
                true => why,
                false => Why::of(&Refusal::SignedWhole { why: Box::new(why) }),
            };
            run.failure = Some((cmd, why, not_applied));
        }
    }
    let Run {
        applied,
        failure,
        shown_board,
        ..
    } = run;
    // Only a mail of which nothing was applied gets an error reply; one
    // that applied anything gets its receipt, with the refusal in it (and
    // a game ended on time tells both players so).
    let is_error = failure.is_some() && applied.is_empty() && !timed_out;
    if let Some((cmd, reason, rest)) = &failure {
        b.to(
            from,
            Para::Rejected {
                applied: applied.clone(),
                failed: cmd.clone(),
                reason: reason.reason.clone(),
                not_applied: rest.clone(),
            },
        );
    }
    // Its receipt even when nothing else is said to the sender (a MESSAGE,
    // a DRAW offer): the mail carries a fresh reply address for what comes next.
    if failure.is_none() && !applied.is_empty() && !shown_board && b.paras[from.index()].is_empty() {
        let list = Reason::new("game-applied").text("list", applied.join(", "));
        b.to(from, Para::Notice(list));
    }
    let mails = plan_mails(&mut b, from, shown_board, is_error);
    Decision {
        events: b.events,
        mails,
        secrets: b.secrets,
        applied,
        failure: failure.map(|(c, r, _)| (c, r)),
        timezone: b.timezone,
        calendar: b.calendar,
        vacation_charged: b.vacation_charged,
        lang: b.lang,
        after: Some(b.state),
    }
}

/// What applying a mail's commands one by one gave.
struct Run {
    /// The commands applied, as text.
    applied: Vec<String>,
    /// The first command refused, why, and the commands after it.
    failure: Option<(String, Why, Vec<String>)>,
    shown_board: bool,
    /// Whether the mail's `signed` event was recorded.
    signed: bool,
}

/// Apply `commands` in order, up to the first that is refused (whatever
/// it began undone).
fn apply_commands(b: &mut Builder, from: Side, commands: &[Command], ctx: &Ctx) -> Run {
    let mut run = Run {
        applied: Vec::new(),
        failure: None,
        shown_board: false,
        signed: false,
    };
    // A stale mail is judged against the sender's last act before it.
    let last_act = b.state.authors.last_act(from);
    for (i, cmd) in commands.iter().enumerate() {
        let before = b.mark();
        let checked = authors::stale(cmd, ctx.mail.as_ref(), last_act)
            .and_then(|()| signature_gate(b, from, cmd, ctx, &mut run.signed));
        match checked.and_then(|()| apply_one(b, from, cmd, ctx)) {
            Ok(board) => {
                run.shown_board |= board;
                run.applied.push(cmd.to_string());
            }
            Err(reason) => {
                b.restore(before);
                let rest = commands[i + 1..].iter().map(|c| c.to_string()).collect();
                run.failure = Some((cmd.to_string(), reason, rest));
                break;
            }
        }
    }
    run
}

/// If a deadline and its grace have passed at `now`, end the game on
/// time as `tick` would have (the same events and paragraphs) before the
/// mail's commands are taken: a late command is never applied. Whether it
/// did.
fn time_out_if_due(b: &mut Builder, now: i64) -> bool {
    let now = now.max(b.state.at);
    let Some(grace) = b.state.clock.as_ref().map(|c| c.control.grace) else {
        return false;
    };
    if !b.state.on_clock().iter().any(|(_, d)| now >= d + grace) {
        return false;
    }
    let before = b.mark();
    if tick_into(b, now, &[]).is_err() {
        b.restore(before);
        return false;
    }
    true
}

/// The mails of a decision: each side's paragraphs, and the board alone to
/// a sender who asked for it and is told nothing else.
fn plan_mails(b: &mut Builder, from: Side, shown_board: bool, is_error: bool) -> Vec<MailPlan> {
    let mut mails = Vec::new();
    for side in [Side::First, Side::Second] {
        let paras = std::mem::take(&mut b.paras[side.index()]);
        if paras.is_empty() && !(side == from && shown_board) {
            continue;
        }
        let paras = if paras.is_empty() {
            vec![Para::BoardRequested]
        } else {
            paras
        };
        mails.push(MailPlan {
            to: side,
            paras,
            transcript: b.transcript,
            is_error: is_error && side == from,
        });
    }
    mails
}

/// The `signed` event of the mail, before its first command that changes
/// the game, if its sender has a key; a mail that must be signed and is
/// not is refused there.
fn signature_gate(b: &mut Builder, from: Side, cmd: &Command, ctx: &Ctx, signed: &mut bool) -> Result<(), Why> {
    if *signed || !cmd.traits().changes {
        return Ok(());
    }
    let now = ctx.now.max(b.state.at);
    let mail = ctx.mail.as_ref().and_then(|m| m.signature.as_ref());
    let seal = b.state.blind.is_none() && b.state.kind.has_hidden_pieces();
    if let Some((ev, whole)) = signing::mail_event(&b.state.signing, &b.state.id, from, mail, (now, seal))? {
        b.push(ev)?;
        b.signed_setup = whole;
        *signed = true;
    }
    Ok(())
}

/// `KEY`: the player's public key, registered before their first move
/// and announced to both.
fn register_key(b: &mut Builder, from: Side, text: &str, now: i64) -> Result<bool, Why> {
    let key = crate::protocol::sign::read_public_key(text).map_err(|why| Why::of(&Refusal::BadKey { why }))?;
    if b.state.signing.key(from).is_some() {
        return Err(Why::of(&Refusal::KeyRegistered));
    }
    if b.state.signing.moved[from.index()] {
        return Err(Why::of(&Refusal::KeyAfterMove));
    }
    let key = crate::protocol::sign::base64_encode(&key);
    b.push(Event::KeyRegistered {
        side: side_num(from),
        key: key.clone(),
        at: now,
    })?;
    b.both(Para::key_registered(from, &b.state.players[from.index()], &key));
    Ok(false)
}

/// What the clock calls for at `now`: reminders, late notices, losses on
/// time; each at most once per deadline (the log records what was done).
/// `schedule` lists the reminder offsets, in seconds before the deadline.
pub fn tick(state: &GameState, now: i64, schedule: &[i64]) -> Decision {
    let now = now.max(state.at);
    let mut b = Builder::new(state.clone());
    let mut failure = None;
    if let Err(e) = tick_into(&mut b, now, schedule) {
        failure = Some(("tick".to_string(), Why::of(&e)));
    }
    let mails = [Side::First, Side::Second]
        .into_iter()
        .filter_map(|side| {
            let paras = std::mem::take(&mut b.paras[side.index()]);
            (!paras.is_empty()).then_some(MailPlan {
                to: side,
                paras,
                transcript: b.transcript,
                is_error: false,
            })
        })
        .collect();
    // After a failure the state may be incomplete: the decision is given up.
    let after = failure.is_none().then_some(b.state);
    Decision {
        events: b.events,
        mails,
        secrets: Vec::new(),
        applied: Vec::new(),
        failure,
        timezone: None,
        calendar: None,
        vacation_charged: None,
        lang: None,
        after,
    }
}

fn tick_into(b: &mut Builder, now: i64, schedule: &[i64]) -> Result<(), Misfit> {
    let Some(c) = b.state.clock.clone() else { return Ok(()) };
    let on = b.state.on_clock();
    // Neither army arrived in time: the game is void.
    if b.state.phase == Phase::Setup && on.len() == 2 {
        let d = on[0].1;
        if now >= d + c.control.grace {
            b.push(Event::TimedOut {
                side: 0,
                deadline: d,
                at: now,
            })?;
            b.both(Para::TimedOut { side: 0 });
            return b.finish_if_due(now);
        }
    }
    for (side, deadline) in on {
        if b.state.is_over() {
            break;
        }
        let Some(c) = b.state.clock.clone() else { break };
        match clock::due(&c, deadline, now, schedule) {
            None => {}
            Some(clock::Due::Remind { before, deadline }) => {
                b.push(Event::Reminded {
                    side: side_num(side),
                    before,
                    deadline,
                    at: now,
                })?;
                b.to(side, Para::Reminder { deadline });
            }
            Some(clock::Due::Late { deadline }) => {
                b.push(Event::Late {
                    side: side_num(side),
                    deadline,
                    at: now,
                })?;
                let p = Para::LateNotice {
                    late: side,
                    deadline,
                    forfeit_at: deadline + c.control.grace,
                };
                b.to(side, p.clone());
                b.to(side.other(), p);
            }
            Some(clock::Due::TimedOut { deadline }) => {
                b.push(Event::TimedOut {
                    side: side_num(side),
                    deadline,
                    at: now,
                })?;
                b.both(Para::TimedOut { side: side_num(side) });
                b.finish_if_due(now)?;
            }
        }
    }
    Ok(())
}

/// When a game's clock next needs `tick`, if ever.
pub fn next_due(state: &GameState, schedule: &[i64]) -> Option<i64> {
    let c = state.clock.as_ref()?;
    state
        .on_clock()
        .into_iter()
        .map(|(_, d)| clock::next_due(c, d, schedule))
        .min()
}

/// Apply one command; `Ok(true)` when the sender asked for the board.
fn apply_one(b: &mut Builder, from: Side, cmd: &Command, ctx: &Ctx) -> Result<bool, Why> {
    // A log's times never go back, even if the machine's clock does.
    let now = ctx.now.max(b.state.at);
    if b.state.is_over() && !cmd.traits().after_end {
        return Err(Why::of(&Refusal::GameOver));
    }
    if let Some(plan) = super::blind_decide::decide_one(&b.state, from, cmd, now) {
        return Ok(apply_blind_plan(b, plan?, now)?);
    }
    match cmd {
        Command::Key(text) => register_key(b, from, text, now),
        Command::Help => {
            b.to(from, Para::Help);
            b.to(from, Para::Rules);
            Ok(false)
        }
        Command::Rules => {
            b.to(from, Para::Rules);
            Ok(false)
        }
        Command::Lang(word) => set_lang(b, from, word),
        Command::Board => Ok(true),
        Command::History => {
            b.to(from, Para::History);
            Ok(false)
        }
        Command::Timezone(name) => set_timezone(b, from, name),
        Command::Calendar(on) => {
            b.calendar = Some((from, *on));
            b.to(from, Para::CalendarSet { on: *on });
            Ok(false)
        }
        Command::Vacation(text) => take_vacation(b, from, text, now, ctx),
        Command::Message(text) => Ok(relay_message(b, from, text, now)?),
        Command::Resign => {
            b.push(Event::Resigned {
                side: side_num(from),
                at: now,
            })?;
            b.both(Para::Resigned { by: from });
            b.finish_if_due(now)?;
            Ok(false)
        }
        Command::Draw(action) => answer_draw(b, from, *action, now),
        Command::Setup(text) => set_up_army(b, from, text, now, &ctx.seeds),
        Command::Open(_) | Command::Commit(_) | Command::Reveal(_) => Err(Why::of(&Refusal::BlindOnly)),
        Command::Move(text) => play_move(b, from, text, now),
    }
}

/// What a blind game's command does ([`super::blind_decide::decide_one`]):
/// its events and paragraphs, added to the decision.
fn apply_blind_plan(b: &mut Builder, plan: super::blind_decide::BlindPlan, now: i64) -> Result<bool, Misfit> {
    for ev in plan.events {
        b.push(ev)?;
    }
    for (to, p) in plan.paras {
        match to {
            Some(side) => b.to(side, p),
            None => b.both(p),
        }
    }
    b.finish_if_due(now)?;
    Ok(false)
}

fn set_lang(b: &mut Builder, from: Side, word: &str) -> Result<bool, Why> {
    let code = super::command::lang_code(word).ok_or_else(|| {
        Why::of(&Refusal::NotALanguage {
            text: word.trim().to_string(),
        })
    })?;
    b.lang = Some((from, code.to_string()));
    b.to(from, Para::LangSet { lang: code.into() });
    Ok(false)
}

fn set_timezone(b: &mut Builder, from: Side, name: &str) -> Result<bool, Why> {
    let name = name.trim();
    let tz = jiff::tz::TimeZone::get(name).map_err(|_| Why::of(&Refusal::NotATimeZone { text: name.into() }))?;
    let canonical = tz.iana_name().unwrap_or(name).to_string();
    b.timezone = Some((from, canonical.clone()));
    b.to(from, Para::TimezoneSet { tz: canonical });
    Ok(false)
}

fn take_vacation(b: &mut Builder, from: Side, text: &str, now: i64, ctx: &Ctx) -> Result<bool, Why> {
    let fs = side_num(from);
    let c = b.state.clock.as_ref().ok_or_else(|| Why::of(&Refusal::NoClock))?;
    let (start, until) = parse_vacation(text, now, &ctx.timezones[from.index()])?;
    // Only the part not already covered by a vacation is charged.
    let mut with = c.clone();
    let already = with.paused_between(start, until);
    with.vacations.push(clock::Vacation {
        side: fs,
        from: start,
        until,
    });
    let charged = (until - start) - already;
    let left = ctx.vacation_left[from.index()] - b.vacation_charged.map(|(_, x)| x).unwrap_or(0);
    if charged > left {
        return Err(Why::of(&Refusal::VacationTooLong {
            needs: charged,
            left: left.max(0),
        }));
    }
    b.push(Event::Vacation {
        side: fs,
        from: start,
        until,
        at: now,
    })?;
    b.vacation_charged = Some((from, b.vacation_charged.map(|(_, x)| x).unwrap_or(0) + charged));
    b.both(Para::VacationTaken {
        by: from,
        from: start,
        until,
        days_left: (left - charged) / clock::DAY,
    });
    Ok(false)
}

fn relay_message(b: &mut Builder, from: Side, text: &str, now: i64) -> Result<bool, Misfit> {
    b.push(Event::Message {
        side: side_num(from),
        text: text.to_string(),
        at: now,
    })?;
    b.to(
        from.other(),
        Para::Relay {
            from,
            text: text.to_string(),
        },
    );
    Ok(false)
}

fn answer_draw(b: &mut Builder, from: Side, action: DrawAction, now: i64) -> Result<bool, Why> {
    let (fs, other) = (side_num(from), from.other());
    let offered_by_other = b.state.draw_offer == Some(other);
    match action {
        DrawAction::Offer | DrawAction::Accept => {
            if action == DrawAction::Accept && !offered_by_other {
                return Err(Why::of(&Refusal::NoDrawToAccept));
            }
            if b.state.draw_offer == Some(from) {
                return Err(Why::of(&Refusal::DrawAlreadyOffered));
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
                return Err(Why::of(&Refusal::NoDrawToDecline));
            }
            b.push(Event::DrawDeclined { side: fs, at: now })?;
            b.both(Para::DrawDeclined { by: from });
            Ok(false)
        }
    }
}

/// Held mode: the player's army, checked, committed with a fresh seed and
/// kept by the referee.
fn set_up_army(b: &mut Builder, from: Side, text: &str, now: i64, seeds: &[[u8; 32]; 2]) -> Result<bool, Why> {
    let fs = side_num(from);
    if b.state.kind != GameKind::Lattaque {
        return Err(Why::of(&Refusal::NoArmyToSetUp { kind: b.state.kind }));
    }
    if b.state.phase != Phase::Setup {
        return Err(Why::of(&Refusal::ArmiesInPlace));
    }
    if b.state.commits[from.index()].is_some() {
        return Err(Why::of(&Refusal::ArmyCommitted));
    }
    let army = b.state.parse_army(from, text)?;
    let held = HeldArmy {
        army: army.to_text(),
        seed: hex_encode(&seeds[from.index()]),
        signed: b.signed_setup.clone(),
    };
    let commit = b.state.commitment_of(from, &held)?;
    // The army must be known before the event so the game can start.
    b.state.held[from.index()] = Some(held.clone());
    b.push(Event::Committed {
        side: fs,
        root: commit.root.clone(),
        leaves: commit.leaves.clone(),
        key: None,
        at: now,
    })?;
    b.secrets.push(SecretToKeep {
        side: from,
        root: commit.root.clone(),
        held: held.clone(),
    });
    b.to(
        from,
        Para::ArmyAccepted {
            army: held.army,
            seed: held.seed,
            root: commit.root.clone(),
        },
    );
    b.both(Para::Commitment {
        side: from,
        root: commit.root,
        leaves: commit.leaves,
    });
    if b.state.phase == Phase::Play {
        b.both(Para::Started);
    }
    Ok(false)
}

fn play_move(b: &mut Builder, from: Side, text: &str, now: i64) -> Result<bool, Why> {
    let (fs, other) = (side_num(from), from.other());
    match b.state.phase {
        Phase::Setup => return Err(Why::of(&Refusal::NotStarted)),
        Phase::Over => return Err(Why::of(&Refusal::GameOver)),
        Phase::Play => {}
    }
    if b.state.paused.is_some() {
        return Err(Why::of(&Refusal::Paused));
    }
    // Borrowed, not copied: the move is only checked here, and
    // applied by `push` below.
    let pos = b
        .state
        .position
        .as_ref()
        .ok_or_else(|| Why::of(&Refusal::PositionUnknown))?;
    if pos.side_to_move() != from {
        return Err(Why::of(&Refusal::NotYourTurn {
            kind: b.state.kind,
            side: other,
            name: b.state.players[other.index()].clone(),
        }));
    }
    let (next, canonical, report) = pos.play_text(text).map_err(|e| match e {
        MoveError::Syntax(e) => Why {
            english: format!("'{text}' is not a move: {e}"),
            reason: Reason::new("not-a-move").text("text", text).reason("why", e.0.reason),
        },
        MoveError::Illegal(e) => e.why(),
    })?;
    let ply = pos.ply() + 1;
    let combat = b.state.combat_record(&report)?;
    let openings = combat.as_ref().map(|c| {
        format!(
            "open {} {} {}\nopen {} {} {}",
            c.attacker.square, c.attacker.rank, c.attacker.salt, c.defender.square, c.defender.rank, c.defender.salt
        )
    });
    let reason = crate::reason::Explain::reason(&report);
    // Applied with the position just played, not played again.
    b.push_played(
        Event::Moved {
            side: fs,
            ply,
            text: canonical.clone(),
            report: Worded::Coded(reason.clone()),
            combat,
            at: now,
        },
        (next, canonical.clone(), report),
    )?;
    b.both(Para::Moved {
        by: from,
        ply,
        text: canonical,
        report: reason,
        openings,
    });
    b.finish_if_due(now)?;
    Ok(false)
}

/// `5d` (from now) or `2026-12-20 2026-12-27` (whole days, in the player's
/// time zone, the second one included).
fn parse_vacation(text: &str, now: i64, tz: &str) -> Result<(i64, i64), Why> {
    let parts: Vec<&str> = text.split_whitespace().collect();
    match parts.as_slice() {
        [len] if !len.contains('-') => {
            let d = clock::duration(len).map_err(|e| Why::of(&Refusal::BadDuration(e)))?;
            if d < clock::HOUR {
                return Err(Why::of(&Refusal::VacationTooShort));
            }
            Ok((now, now + d))
        }
        [a, b] => {
            let zone = jiff::tz::TimeZone::get(tz).unwrap_or(jiff::tz::TimeZone::UTC);
            let day = |s: &str| -> Result<i64, Why> {
                let d: jiff::civil::Date = s.parse().map_err(|_| Why::of(&Refusal::NotADate { text: s.into() }))?;
                let z = d.to_zoned(zone.clone()).map_err(|e| {
                    Why::of(&Refusal::DateNotInZone {
                        text: s.into(),
                        why: e.to_string(),
                    })
                })?;
                Ok(z.timestamp().as_second())
            };
            let start = day(a)?;
            let end = day(b)? + clock::DAY;
            if end <= start {
                return Err(Why::of(&Refusal::VacationEndsFirst));
            }
            if end <= now {
                return Err(Why::of(&Refusal::VacationOver));
            }
            Ok((start.max(now), end))
        }
        _ => Err(Why::of(&Refusal::VacationSyntax)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::referee::{create, NewGame};

    /// A move decided (played once, its event applied with the position
    /// just played) leaves the state that applying its events one by one
    /// gives, as a replay of the log does, move after move.
    #[test]
    fn a_decided_move_leaves_the_state_its_events_give() {
        for kind in [GameKind::Strand, GameKind::Assaut] {
            let g = NewGame {
                id: format!("{}-1", kind.name()),
                kind,
                spec: Default::default(),
                names: ["Alice".into(), "Bob".into()],
                first_to_move: Side::First,
                clock: None,
            };
            let (_, mut state, _) = create(&g, 1_000).unwrap();
            let ctx = Ctx {
                now: 2_000,
                seeds: [[1; 32], [2; 32]],
                vacation_left: [0, 0],
                timezones: ["UTC".into(), "UTC".into()],
                mail: None,
            };
            let mut plies = 0;
            for i in 0..60usize {
                let Some(pos) = state.position.as_ref() else { break };
                let legal = pos.legal_moves();
                if legal.is_empty() || state.is_over() {
                    break;
                }
                let mover = pos.side_to_move();
                let text = legal[(i * 7) % legal.len()].clone();
                let mut d = decide(&state, mover, &[Command::Move(text.clone())], None, &ctx);
                assert!(!d.events.is_empty(), "{kind} {text}: {:?}", d.summary());
                let mut replayed = state.clone();
                for ev in &d.events {
                    replayed.apply_in_place(ev).unwrap();
                }
                let after = d.take_after().expect("a decided state");
                assert_eq!(after, replayed, "{kind}, move {i} {text}");
                state = after;
                plies += 1;
            }
            assert!(plies >= 20, "{kind}: only {plies} moves played");
        }
    }

    /// A clock that went back does not take the log's times with it: the
    /// events of a mail, of a tick and of the operator are timed no earlier
    /// than the game's last event.
    #[test]
    fn the_times_of_a_log_never_go_back() {
        let g = NewGame {
            id: "strand-1".into(),
            kind: GameKind::Strand,
            spec: Default::default(),
            names: ["Alice".into(), "Bob".into()],
            first_to_move: Side::First,
            clock: Some(clock::TimeControl::parse("3d", None).unwrap()),
        };
        let (_, state, _) = create(&g, 10_000).unwrap();
        let ctx = Ctx::at(9_000, [[1; 32], [2; 32]]);
        let cmds = [Command::Message("hello".into())];
        let d = decide(&state, Side::First, &cmds, None, &ctx);
        assert_eq!(d.events.iter().map(Event::at).collect::<Vec<_>>(), [Some(10_000)]);
        let d = operate(&state, &OperatorAction::Pause, "a test", 5_000).unwrap();
        assert_eq!(d.events[0].at(), Some(10_000));
        let late = state.on_clock()[0].1 + clock::DAY;
        let mut later = state.clone();
        later.at = late + 1;
        let d = tick(&later, late, &[]);
        assert!(!d.events.is_empty());
        assert!(d.events.iter().all(|e| e.at() == Some(late + 1)), "{:?}", d.events);
    }
}
