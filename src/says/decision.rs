//! What the referee says of its own work to the operator, as typed
//! sentences: how a handled mail was decided (`ingest`'s line on standard
//! error, the inbox's summary), what `operate` did, how a position of
//! `estafette moves` ended. `Display` is the English (the inbox table
//! stores it, tests and logs read it); [`Explain::reason`] the code
//! (`summary-…`, the messages of `templates/<lang>/summary.ftl`) and its
//! arguments, which the command line words in the operator's language.
//! Moves, squares, game ids and player names are arguments written as
//! they are; a command's kind and a duration are worded.

use std::fmt;

use estafette_core::games::any::GameKind;
use estafette_core::games::{End, Side};
use estafette_core::reason::{Explain, Reason};
use estafette_core::referee::clock::duration_words;
use estafette_core::referee::event::Event;

use crate::views::{words, Lang};

pub use estafette_core::referee::command::CommandKind;

/// A command's kind as a summary names it: the message `summary-command`.
fn kind_reason(kind: CommandKind) -> Reason {
    Reason::new("summary-command").text("kind", kind.words().1)
}

/// A command applied, in public words: a move as written, any other
/// command by its kind.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Public {
    Move(String),
    Command(CommandKind),
}

impl fmt::Display for Public {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Public::Move(m) => f.write_str(m),
            Public::Command(k) => f.write_str(k.english()),
        }
    }
}

impl Public {
    fn reason(&self) -> Reason {
        match self {
            Public::Move(m) => Reason::new("summary-move").text("move", m),
            Public::Command(k) => kind_reason(*k),
        }
    }
}

/// A refused command in public words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refused {
    /// A mail without a command.
    Empty,
    /// A move, by the square it starts from.
    MoveFrom(String),
    /// A placement.
    Move,
    /// Another command, by its kind (`None`: not a command the referee
    /// knows).
    Command(Option<CommandKind>),
}

impl fmt::Display for Refused {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Refused::Empty => f.write_str("empty mail refused"),
            Refused::MoveFrom(sq) => write!(f, "move from {sq} refused"),
            Refused::Move => f.write_str("move refused"),
            Refused::Command(k) => write!(f, "{} refused", k.map_or("command", CommandKind::english)),
        }
    }
}

impl Refused {
    fn reason(&self) -> Reason {
        match self {
            Refused::Empty => Reason::new("summary-refused-empty"),
            Refused::MoveFrom(sq) => Reason::new("summary-refused-move-from").text("square", sq),
            Refused::Move => Reason::new("summary-refused-move"),
            Refused::Command(Some(k)) => Reason::new("summary-refused-command").reason("command", kind_reason(*k)),
            Refused::Command(None) => Reason::new("summary-refused-unknown"),
        }
    }
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

    /// `reason` with this as its argument `name`.
    pub(crate) fn arg(&self, reason: Reason, name: &str) -> Reason {
        match self {
            Who::Player(player) => reason.text(name, player),
            Who::NoSide(side) => reason.reason(name, Reason::new("summary-clock-no-side").num("side", *side)),
        }
    }

    /// This alone, in `lang`.
    pub fn words(&self, lang: Lang) -> String {
        match self {
            Who::Player(player) => player.clone(),
            Who::NoSide(side) => words::reason(
                lang,
                GameKind::Lattaque,
                &Reason::new("summary-clock-no-side").num("side", *side),
            ),
        }
    }
}

impl fmt::Display for Who {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Who::Player(player) => f.write_str(player),
            Who::NoSide(side) => write!(f, "side {side}"),
        }
    }
}

/// An operator's action as its log event tells it (names are the
/// players').
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Operated {
    Paused {
        reason: String,
    },
    Resumed {
        reason: String,
    },
    Extended {
        name: Who,
        by: i64,
        reason: String,
    },
    /// A player's address replaced: by a new player `new`, or the same
    /// player's new address (`None`).
    Replaced {
        name: Who,
        new: Option<String>,
        reason: String,
    },
    /// The game decided: `winner` by name, `None` for a draw.
    Decided {
        winner: Option<Who>,
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
            } => Operated::Replaced {
                name: who(side),
                new: name.clone(),
                reason: reason(r),
            },
            Event::Decided { winner, reason: r, .. } => Operated::Decided {
                winner: (*winner != 0).then(|| who(winner)),
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

impl fmt::Display for Operated {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use Operated::*;
        match self {
            Paused { reason } => write!(f, "paused by the operator: {reason}"),
            Resumed { reason } => write!(f, "resumed by the operator: {reason}"),
            Extended { name, by, reason } => {
                write!(f, "{name} given {} more by the operator: {reason}", duration_words(*by))
            }
            Replaced {
                name,
                new: Some(n),
                reason,
            } => write!(f, "{name} replaced by {n} by the operator: {reason}"),
            Replaced {
                name,
                new: None,
                reason,
            } => {
                write!(f, "{name}'s address replaced by the operator: {reason}")
            }
            Decided { winner: None, reason } => write!(f, "decided by the operator, drawn: {reason}"),
            Decided {
                winner: Some(w),
                reason,
            } => write!(f, "decided by the operator, {w} wins: {reason}"),
        }
    }
}

impl Explain for Operated {
    fn reason(&self) -> Reason {
        use Operated::*;
        let code = |c: &str| Reason::new(&format!("summary-operated-{c}"));
        match self {
            Paused { reason } => code("paused").text("reason", reason),
            Resumed { reason } => code("resumed").text("reason", reason),
            Extended { name, by, reason } => name
                .arg(code("extended"), "name")
                .reason("by", duration(*by))
                .text("reason", reason),
            Replaced {
                name,
                new: Some(n),
                reason,
            } => name.arg(code("replaced"), "name").text("new", n).text("reason", reason),
            Replaced {
                name,
                new: None,
                reason,
            } => name.arg(code("address-replaced"), "name").text("reason", reason),
            Decided { winner: None, reason } => code("decided-drawn").text("reason", reason),
            Decided {
                winner: Some(w),
                reason,
            } => w.arg(code("decided-won"), "winner").text("reason", reason),
        }
    }
}

/// A duration as [`duration_words`] writes it (`1 day, 2 hours and 5
/// minutes`), as data: which parts it has (`shape`) and each count.
pub(super) fn duration(secs: i64) -> Reason {
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
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Said {
    /// A player's mail decided: the commands applied (in public words),
    /// then the one refused, if any.
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
    /// A mail over `limit` bytes (`max_message_bytes`), from `sender` when
    /// the referee answered one.
    TooLarge {
        limit: usize,
        sender: Option<String>,
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
    /// (a side of `kind`), or drawn (`None`), and why.
    GameOver {
        kind: GameKind,
        winner: Option<Side>,
        why: End,
    },
}

impl fmt::Display for Said {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Said::Decision { applied, refused } => {
                let list = applied.iter().map(ToString::to_string).collect::<Vec<_>>().join(", ");
                match (applied.is_empty(), refused) {
                    (false, None) => write!(f, "applied: {list}"),
                    (true, None) => f.write_str("nothing applied"),
                    (true, Some(r)) => write!(f, "{r}"),
                    (false, Some(r)) => write!(f, "applied: {list}; then {r}"),
                }
            }
            Said::Operated { game, what, n } => write!(f, "{game}: {what} (log entry {n})"),
            Said::GameOver {
                kind,
                winner: Some(w),
                why,
            } => write!(f, "game over: {} won: {}", kind.side_name(*w), why.english(*kind)),
            Said::GameOver {
                kind,
                winner: None,
                why,
            } => write!(f, "game over: drawn: {}", why.english(*kind)),
            _ => self.fmt_mail(f),
        }
    }
}

impl Said {
    /// The second half of `Display`: what became of a mail that is not a
    /// game's decision.
    fn fmt_mail(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use Said::*;
        match self {
            NoToken { sender } => write!(f, "no valid game token (from {sender})"),
            UnknownGame { game } => write!(f, "unknown game {game}"),
            InfoOverLimit => f.write_str("over the hourly limit of answers: not carried out, not answered"),
            GamesOverLimit { sender } => write!(f, "GAMES from {sender}: over the hourly limit, not answered"),
            WrongSender { registered, sender } => write!(f, "refused: token for {registered} used by {sender}"),
            NoDkim { authserv, sender } => write!(f, "refused: no dkim=pass from {authserv} for {sender}"),
            TooLarge { limit, sender } => {
                write!(
                    f,
                    "too large: over {limit} bytes (max_message_bytes); only its header was kept"
                )?;
                match sender {
                    Some(s) => write!(f, "; from {s}"),
                    None => Ok(()),
                }
            }
            UnknownChallenge { n } => write!(f, "unknown challenge ch-{n}"),
            ChallengeClosed { n, status } => write!(f, "challenge ch-{n} already {status}"),
            ChallengeAccepted { n, game } => write!(f, "challenge ch-{n} accepted: {game}"),
            ChallengeDeclined { n } => write!(f, "challenge ch-{n} declined"),
            AnswerWithoutChallenge => f.write_str("ACCEPT/DECLINE without a challenge token"),
            NothingHeld { n } => write!(f, "confirmation cf-{n}: nothing held to carry out"),
            _ => Ok(()),
        }
    }

    /// The second half of [`Explain::reason`].
    fn reason_mail(&self) -> Reason {
        use Said::*;
        let code = |c: &str| Reason::new(&format!("summary-{c}"));
        match self {
            NoToken { sender } => code("no-token").text("sender", sender),
            UnknownGame { game } => code("unknown-game").text("game", game),
            InfoOverLimit => code("info-over-limit"),
            GamesOverLimit { sender } => code("games-over-limit").text("sender", sender),
            WrongSender { registered, sender } => code("wrong-sender")
                .text("registered", registered)
                .text("sender", sender),
            NoDkim { authserv, sender } => code("no-dkim").text("authserv", authserv).text("sender", sender),
            TooLarge { limit, sender: Some(s) } => code("too-large-from").num("limit", *limit).text("sender", s),
            TooLarge { limit, sender: None } => code("too-large").num("limit", *limit),
            UnknownChallenge { n } => code("unknown-challenge").num("n", *n),
            ChallengeClosed { n, status } => code("challenge-closed").num("n", *n).text("status", status),
            ChallengeAccepted { n, game } => code("challenge-accepted").num("n", *n).text("game", game),
            ChallengeDeclined { n } => code("challenge-declined").num("n", *n),
            AnswerWithoutChallenge => code("answer-without-challenge"),
            NothingHeld { n } => code("nothing-held").num("n", *n),
            _ => code("nothing-applied"),
        }
    }
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

impl Explain for Said {
    fn reason(&self) -> Reason {
        match self {
            Said::Decision { applied, refused } => match (applied.is_empty(), refused) {
                (false, None) => Reason::new("summary-applied").reason("applied", list(applied)),
                (true, None) => Reason::new("summary-nothing-applied"),
                (true, Some(r)) => r.reason(),
                (false, Some(r)) => Reason::new("summary-applied-then-refused")
                    .reason("applied", list(applied))
                    .reason("refused", r.reason()),
            },
            Said::Operated { game, what, n } => Reason::new("summary-operated")
                .text("game", game)
                .reason("what", what.reason())
                .num("n", *n),
            Said::GameOver {
                winner: Some(w), why, ..
            } => Reason::new("summary-game-over-won")
                .arg("winner", *w)
                .reason("why", why.reason()),
            Said::GameOver { winner: None, why, .. } => {
                Reason::new("summary-game-over-drawn").reason("why", why.reason())
            }
            _ => self.reason_mail(),
        }
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
            Said::GameOver { kind, .. } => *kind,
            _ => GameKind::Lattaque,
        }
    }
}
