//! What the referee says of its own work to the operator, as typed
//! sentences (`#[derive(Sentence)]`): how a handled mail was decided
//! (`ingest`'s line on standard error, the inbox's summary), what
//! `operate` did, how a position of `estafette moves` ended. Their words
//! are the messages `summary-…` of `templates/<lang>/summary.ftl`;
//! `Display` is the English (the inbox table stores it, tests and logs
//! read it). Moves, squares, game ids and player names are arguments
//! written as they are; a command's kind and a duration are worded.

use estafette_core::games::any::GameKind;
use estafette_core::games::{End, Side};
use estafette_core::reason::{Arg, Explain, Reason, Sentence, ToArg};
use estafette_core::referee::event::Event;

use crate::views::{words, Lang};

pub use estafette_core::referee::command::CommandKind;

/// A command's kind as `summary-command` selects it.
fn kind_word(kind: &CommandKind) -> &'static str {
    kind.words().1
}

/// A command's kind as a summary names it: the message `summary-command`.
fn kind_reason(kind: &CommandKind) -> Reason {
    Public::Command(*kind).reason()
}

/// A command applied, in public words: a move as written, any other
/// command by its kind.
#[derive(Clone, Debug, PartialEq, Eq, Sentence)]
#[sentence(prefix = "summary-")]
pub enum Public {
    Move(#[sentence(name = "move")] String),
    Command(#[sentence(name = "kind", with = kind_word)] CommandKind),
}

/// A refused command in public words.
#[derive(Clone, Debug, PartialEq, Eq, Sentence)]
#[sentence(prefix = "summary-refused-")]
pub enum Refused {
    /// A mail without a command.
    Empty,
    /// A move, by the square it starts from.
    MoveFrom(#[sentence(name = "square")] String),
    /// A placement.
    Move,
    /// Another command, by its kind.
    Command(#[sentence(name = "command", with = kind_reason)] CommandKind),
    /// A command the referee does not know.
    Unknown,
}

/// Whom a log's event names (the clock's, the operator's): a player, by
/// name, or a side the game does not have (a log that says so is broken; its line still says what it
/// holds).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Who {
    /// A player's name, as they gave it.
    Player(String),
    /// A side number other than 1 and 2.
    NoSide(u8),
}

impl Who {
    /// The player of `side` among `names`.
    pub(crate) fn of(side: u8, names: [&str; 2]) -> Who {
        match side {
            1 => Who::Player(names[0].to_string()),
            2 => Who::Player(names[1].to_string()),
            n => Who::NoSide(n),
        }
    }

    /// This alone, in `lang`.
    pub fn words(&self, lang: Lang) -> String {
        match self {
            Who::Player(player) => player.clone(),
            Who::NoSide(side) => words::reason(lang, GameKind::Lattaque, &no_side(*side)),
        }
    }
}

/// A side the game does not have: the message `summary-clock-no-side`.
fn no_side(side: u8) -> Reason {
    Reason::new("summary-clock-no-side").num("side", side)
}

/// A player is named as they wrote their name; another side is worded.
impl ToArg for Who {
    fn to_arg(&self) -> Option<Arg> {
        Some(match self {
            Who::Player(player) => Arg::Text(player.clone()),
            Who::NoSide(side) => Arg::Reason(Box::new(no_side(*side))),
        })
    }
}

/// An operator's action as its log event tells it (names are the
/// players').
#[derive(Clone, Debug, PartialEq, Eq, Sentence)]
#[sentence(prefix = "summary-operated-")]
pub enum Operated {
    Paused {
        reason: String,
    },
    Resumed {
        reason: String,
    },
    Extended {
        name: Who,
        #[sentence(with = duration)]
        by: i64,
        reason: String,
    },
    /// A player's address replaced by a new player's, `new`.
    Replaced {
        name: Who,
        new: String,
        reason: String,
    },
    /// A player's address replaced by the same player's new address.
    AddressReplaced {
        name: Who,
        reason: String,
    },
    /// The game decided a draw.
    DecidedDrawn {
        reason: String,
    },
    /// The game decided: won by `winner`.
    DecidedWon {
        winner: Who,
        reason: String,
    },
}

impl Operated {
    /// The operator's event `ev` of a game whose players are `names`;
    /// `None` for an event that is not an operator's.
    pub fn of(ev: &Event, names: [&str; 2]) -> Option<Operated> {
        let who = |side: &u8| Who::of(*side, names);
        let reason = |r: &str| r.to_string();
        Some(match ev {
            Event::Paused { reason: r, .. } => Operated::Paused { reason: reason(r) },
            Event::Resumed { reason: r, .. } => Operated::Resumed { reason: reason(r) },
            Event::Extended {
                side, by, reason: r, ..
            } => Operated::Extended {
                name: who(side),
                by: *by,
                reason: reason(r),
            },
            Event::AddressReplaced {
                side, name, reason: r, ..
            } => match name {
                Some(new) => Operated::Replaced {
                    name: who(side),
                    new: new.clone(),
                    reason: reason(r),
                },
                None => Operated::AddressReplaced {
                    name: who(side),
                    reason: reason(r),
                },
            },
            Event::Decided {
                winner: 0, reason: r, ..
            } => Operated::DecidedDrawn { reason: reason(r) },
            Event::Decided { winner, reason: r, .. } => Operated::DecidedWon {
                winner: who(winner),
                reason: reason(r),
            },
            Event::Created { .. }
            | Event::Committed { .. }
            | Event::Moved { .. }
            | Event::Message { .. }
            | Event::DrawOffered { .. }
            | Event::DrawDeclined { .. }
            | Event::Resigned { .. }
            | Event::Ended { .. }
            | Event::Revealed { .. }
            | Event::Vacation { .. }
            | Event::Reminded { .. }
            | Event::Late { .. }
            | Event::TimedOut { .. }
            | Event::Opened { .. }
            | Event::KeyRegistered { .. }
            | Event::Signed { .. } => return None,
        })
    }
}

/// A duration as `clock::duration_words` writes it (`1 day, 2 hours and 5
/// minutes`), as data: which parts it has (`shape`) and each count.
pub(super) fn duration(secs: &i64) -> Reason {
    let secs = *secs;
    use estafette_core::referee::clock::{DAY, HOUR, MINUTE};
    let (d, rest) = (secs / DAY, secs % DAY);
    let (h, rest) = (rest / HOUR, rest % HOUR);
    let m = rest / MINUTE;
    let mut shape = String::new();
    if d > 0 {
        shape.push('d');
    }
    if h > 0 {
        shape.push('h');
    }
    if m > 0 || shape.is_empty() {
        shape.push('m');
    }
    Reason::new("summary-duration")
        .text("shape", shape)
        .num("d", d)
        .num("h", h)
        .num("m", m)
}

/// What the referee says of its own work.
#[derive(Clone, Debug, PartialEq, Eq, Sentence)]
#[sentence(prefix = "summary-")]
pub enum Said {
    /// A player's mail decided: the commands applied (in public words),
    /// then the one refused, if any.
    #[sentence(by = decision, ids = ["summary-applied", "summary-nothing-applied", "summary-applied-then-refused"])]
    Decision {
        applied: Vec<Public>,
        refused: Option<Refused>,
    },
    /// An operator's action on `game`, recorded as log entry `n`.
    Operated {
        game: String,
        what: Operated,
        n: u64,
    },
    /// A mail without a valid game token from `sender`, who plays no game.
    NoToken {
        sender: String,
    },
    /// A token for a game this database does not hold.
    UnknownGame {
        game: String,
    },
    /// A mail that plays no turn (BOARD, HELP, MESSAGE, ...) over the
    /// hourly limit of such answers.
    InfoOverLimit,
    /// GAMES from `sender` over the hourly limit.
    GamesOverLimit {
        sender: String,
    },
    /// A game's token from another address than its player's.
    WrongSender {
        registered: String,
        sender: String,
    },
    /// No DKIM pass from our mail server (`authserv`) for `sender`.
    NoDkim {
        authserv: String,
        sender: String,
    },
    /// A mail over `limit` bytes (`max_message_bytes`).
    TooLarge {
        limit: usize,
    },
    /// A mail over `limit` bytes from `sender`, whom the referee answered.
    TooLargeFrom {
        limit: usize,
        sender: String,
    },
    /// An answer to a challenge the database does not hold.
    UnknownChallenge {
        n: i64,
    },
    /// An answer to a challenge already closed: `status` as the database
    /// holds it (`accepted`, `declined`).
    ChallengeClosed {
        n: i64,
        status: String,
    },
    ChallengeAccepted {
        n: i64,
        game: String,
    },
    ChallengeDeclined {
        n: i64,
    },
    /// ACCEPT or DECLINE sent without a challenge's token.
    AnswerWithoutChallenge,
    /// A confirmation whose held command is gone.
    NothingHeld {
        n: i64,
    },
    /// `estafette moves` on a position whose game is over: won by `winner`
    /// (a side of `kind`), and why.
    GameOverWon {
        #[sentence(game)]
        kind: GameKind,
        winner: Side,
        why: End,
    },
    /// `estafette moves` on a position whose game (of `kind`) is drawn, and why.
    GameOverDrawn {
        #[sentence(game)]
        kind: GameKind,
        why: End,
    },
}

/// `items` as one nested reason: the first, then the list of the rest.
fn list(items: &[Public]) -> Reason {
    match items {
        [] => Reason::new("summary-nothing-applied"),
        [one] => one.reason(),
        [first, rest @ ..] => Reason::new("summary-list")
            .reason("first", first.reason())
            .reason("rest", list(rest)),
    }
}

/// A mail's decision: what was applied, then what was refused.
fn decision(applied: &[Public], refused: &Option<Refused>) -> Reason {
    match (applied.is_empty(), refused) {
        (false, None) => Reason::new("summary-applied").reason("applied", list(applied)),
        (true, None) => Reason::new("summary-nothing-applied"),
        (true, Some(r)) => r.reason(),
        (false, Some(r)) => Reason::new("summary-applied-then-refused")
            .reason("applied", list(applied))
            .reason("refused", r.reason()),
    }
}

impl Said {
    /// This in `lang`, from the catalogs.
    pub fn words(&self, lang: Lang) -> String {
        words::reason(lang, self.kind(), &self.reason())
    }

    /// The game whose side names words this (L'Attaque when it names none).
    pub fn kind(&self) -> GameKind {
        match self {
            Said::GameOverWon { kind, .. } | Said::GameOverDrawn { kind, .. } => *kind,
            _ => GameKind::Lattaque,
        }
    }
}
