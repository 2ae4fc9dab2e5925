//! What the referee tells a player, paragraph by paragraph: the decisions
//! (`decide`, `blind_decide`) produce these, and the shell renders them in
//! the player's language.

use super::event::Leaf;
use crate::games::{End, Side};
use crate::reason::{Reason, Why};

/// One thing to tell a player, rendered later in the player's language.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Para {
    /// The game was created: the player's side, the opponent, what to do.
    Welcome,
    /// Held mode: the army was accepted; the owner's copy with seed and root.
    ArmyAccepted {
        army: String,
        seed: String,
        root: String,
    },
    /// A side's commitment, with its leaves.
    Commitment {
        side: Side,
        root: String,
        leaves: Vec<Leaf>,
    },
    /// Both armies are in: play begins.
    Started,
    /// A move was played (by either side).
    Moved {
        by: Side,
        ply: u32,
        text: String,
        /// What the move did (the rules' report, whose English the log
        /// records).
        report: Reason,
        openings: Option<String>,
    },
    /// Part of the mail could not be applied.
    Rejected {
        applied: Vec<String>,
        failed: String,
        reason: Reason,
        not_applied: Vec<String>,
    },
    /// A MESSAGE relayed from the opponent.
    Relay {
        from: Side,
        text: String,
    },
    DrawOffered {
        by: Side,
    },
    DrawDeclined {
        by: Side,
    },
    Resigned {
        by: Side,
    },
    /// The game is over.
    Over {
        winner: u8,
        reason: End,
    },
    /// A hidden army and seed published at the end.
    Published {
        side: Side,
        army: String,
        seed: String,
    },
    History,
    Help,
    /// The game's rules in brief: for L'Attaque the army (how many of each
    /// rank), the variant's key rules and a worked example (the invitation,
    /// HELP and RULES carry it).
    Rules,
    /// This game's mails to the player now come in `lang` (`en`, `fr`).
    LangSet {
        lang: String,
    },
    /// The shell's limit of error replies bit: this is the last answer to a
    /// mail that applied nothing (`limit` of them an hour) until `until`.
    Muted {
        limit: u64,
        until: i64,
    },
    /// The player asked for the board; nothing else happened.
    BoardRequested,
    /// Mail to the opponent bounced; they may not be getting the referee's mail.
    OpponentUnreachable {
        address: String,
        status: Option<String>,
        permanent: bool,
    },
    /// A mail carrying this player's token failed the DKIM check.
    NotAuthenticated {
        sender: String,
    },
    /// The player's time zone is now `tz`.
    TimezoneSet {
        tz: String,
    },
    /// The player's deadline mails now carry a calendar event, or not.
    CalendarSet {
        on: bool,
    },
    /// A vacation: every clock of the game stops from `from` to `until`.
    VacationTaken {
        by: Side,
        from: i64,
        until: i64,
        days_left: i64,
    },
    /// Reminder: the deadline is near.
    Reminder {
        deadline: i64,
    },
    /// The deadline has passed (to the late player and to the opponent).
    LateNotice {
        late: Side,
        deadline: i64,
        forfeit_at: i64,
    },
    /// A loss on time (0: neither army arrived in time).
    TimedOut {
        side: u8,
    },
    /// The operator acted on the game: what they did, and why (their own
    /// words, shown as they are).
    Operator {
        did: OperatorDid,
        reason: String,
    },
    /// A notice (a key registered; in blind mode an opening, a combat, a
    /// piece to open), a message of the catalogs' `report.ftl`.
    Notice(Reason),
    /// Blind mode: `by` broke the rules and forfeits the game, for `why`
    /// (the blind referee's `Breach`).
    Breach {
        by: Side,
        why: Why,
    },
    /// A blind game's invitation offers the player kit: its address, and
    /// the name of the page attached to the mail (added by the shell).
    Kit {
        url: Option<String>,
        attached: Option<String>,
    },
    /// A tournament's game's invitation: the tournament, the round and
    /// each side's rating in the game's kind (added by the shell).
    Pairing {
        tournament: String,
        round: u32,
        ratings: [u32; 2],
    },
    /// A tournament's game has ended: its crosstable now, in the reader's
    /// language (added by the shell).
    Standings {
        text: String,
    },
}

/// What the operator did to a game, as the players are told it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OperatorDid {
    /// Paused it: no moves until it resumes, the clocks stopped.
    Paused,
    /// Resumed it; the pause is added to the deadlines.
    Resumed,
    /// Gave `side` (played by `name`) `by` seconds more for this move.
    Extended { side: Side, name: String, by: i64 },
    /// Changed the mail address of `side`, played by `name` until then.
    AddressReplaced { side: Side, name: String },
    /// Ended the game by decision.
    Decided,
}

impl Para {
    /// The paragraph that tells both players that `side` (the player
    /// `player`) registered `key` (by `KEY`, or in a sealed commitment of
    /// version 2).
    pub fn key_registered(side: Side, player: &str, key: &str) -> Para {
        Para::Notice(
            Reason::new("notice-key-registered")
                .arg("side", side)
                .text("player", player)
                .text("key", key),
        )
    }
}
