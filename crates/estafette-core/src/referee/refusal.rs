//! The referee's refusals a player reads, as data: why a command of a
//! mail is not applied (the game's phase, whose turn it is, a draw offer,
//! a stale mail, a language, a time zone, a vacation, a key or a
//! signature), with the player's own text, sides, positions and durations.
//!
//! `Display` gives the English the log and `Decision.failure` record (it
//! never changes); [`Explain::reason`] gives the code and arguments the
//! catalogs word (`templates/<lang>/refusal.ftl`, codes `refusal-...`).
//!
//! Pure.

use crate::games::any::GameKind;
use crate::games::Side;
use crate::protocol::sign::KeyFault;
use crate::reason::{Explain, Reason, Sentence};
use crate::referee::clock::{self, DurationError};

/// Why the referee refuses a player's command.
#[derive(Clone, Debug, PartialEq, Eq, Sentence)]
#[sentence(prefix = "refusal-")]
pub enum Refusal {
    /// The game is over: only BOARD, HISTORY, HELP and the like work.
    GameOver,
    /// DRAW ACCEPT with no offer from the other side.
    NoDrawToAccept,
    /// DRAW OFFER (or ACCEPT) by a side whose own offer stands.
    DrawAlreadyOffered,
    /// DRAW DECLINE with no offer from the other side.
    NoDrawToDecline,
    /// An army sent for a game that has none (`game`: its title).
    NoArmyToSetUp {
        #[sentence(name = "game")]
        kind: GameKind,
    },
    /// An army sent after both were in place.
    ArmiesInPlace,
    /// A second army from a side whose army is committed.
    ArmyCommitted,
    /// OPEN, COMMIT or REVEAL in a game that is not blind.
    BlindOnly,
    /// A move before both armies were sent.
    NotStarted,
    /// A move while the operator has paused the game.
    Paused,
    /// A move in a state that holds no position (never in a sound log).
    PositionUnknown,
    /// A move out of turn: `side` (played by `name`) is to move.
    NotYourTurn {
        #[sentence(game, skip)]
        kind: GameKind,
        side: Side,
        name: String,
    },
    /// A command that changes the game from a mail answering the referee's
    /// mail of position `issued`, though the sender acted at `last`.
    Stale {
        #[sentence(with = ToString::to_string)]
        issued: u64,
        #[sentence(with = ToString::to_string)]
        last: u64,
    },
    /// A mail with no command above the quoted text.
    NoCommand,
    /// LANG with a word that is no language we write (as written, trimmed).
    NotALanguage { text: String },
    /// TIMEZONE with a name that is no IANA zone (as written, trimmed).
    NotATimeZone { text: String },
    /// VACATION in a game without a clock.
    NoClock,
    /// A vacation longer than the time left this year (seconds).
    VacationTooLong {
        #[sentence(with = duration)]
        needs: i64,
        #[sentence(with = duration)]
        left: i64,
    },
    /// A vacation shorter than an hour.
    VacationTooShort,
    /// VACATION with a date that is not one (as written).
    NotADate { text: String },
    /// VACATION's second date before its first.
    VacationEndsFirst,
    /// VACATION's days all in the past.
    VacationOver,
    /// VACATION with neither a length nor two dates.
    VacationSyntax,
    /// KEY with a text that is no public key.
    BadKey {
        #[sentence(with = Explain::reason)]
        why: KeyFault,
    },
    /// KEY from a side whose key is registered.
    KeyRegistered,
    /// KEY after the side's first move.
    KeyAfterMove,
    /// A mail without a sig line from a side with a key.
    NotSigned,
    /// A sig line that cannot be read; `why` is the protocol's English.
    SigUnreadable { why: String },
    /// A sig line naming a log position the game has not reached.
    SigNotReached {
        #[sentence(with = ToString::to_string)]
        seen: u64,
    },
    /// A signature over the referee's mail at log position `seen`, older
    /// than the player's last act (`last`): a stale head.
    SigStale {
        #[sentence(with = ToString::to_string)]
        seen: u64,
        #[sentence(with = ToString::to_string)]
        last: u64,
    },
    /// A signature that does not check under `side`'s key over the
    /// commands and the log head at `seen`.
    SignatureFails {
        #[sentence(skip)]
        side: Side,
        #[sentence(with = ToString::to_string)]
        seen: u64,
    },
    /// A signature that cannot be checked at all (never in a sound game:
    /// the registered key or the game's id is unreadable); `why` is the
    /// protocol's own words.
    SigUncheckable { why: String },
    /// VACATION with a length that is no duration.
    BadDuration(DurationError),
    /// VACATION with a date that does not exist in the player's time zone;
    /// `why` is the calendar's own words.
    DateNotInZone { text: String, why: String },
    /// A command of a signed mail refused for `why`: a signed mail is
    /// applied whole or not at all, so nothing of it was.
    SignedWhole { why: Box<crate::reason::Why> },
}

/// Why a line of a mail is not a command (the command language's own
/// refusals, [`super::command::parse`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Sentence)]
#[sentence(prefix = "refusal-line-")]
pub enum LineRefusal {
    TooLong,
    NotACommand,
    LeafAlone,
    KeyTakesOne,
    SigLine,
    Alone,
    LangNeeds,
    VacationNeeds,
    TimezoneNeeds,
    MessageNeeds,
    MessageTooLong,
    DrawTakes,
    CalendarTakes,
}

/// A duration as a reason: its days, hours and minutes, and which of them
/// it shows (`d`, `dh`, `dhm`, `dm`, `h`, `hm` or `m`), as
/// [`clock::format_duration`] writes it.
fn duration(secs: &i64) -> Reason {
    let secs = (*secs).max(0);
    let (d, rest) = (secs / clock::DAY, secs % clock::DAY);
    let (h, rest) = (rest / clock::HOUR, rest % clock::HOUR);
    let m = rest / clock::MINUTE;
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
    Reason::new("refusal-duration")
        .text("shape", shape)
        .num("d", d)
        .num("h", h)
        .num("m", m)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every refusal's reason carries a `refusal-` code, and no two
    /// variants share one.
    #[test]
    fn every_refusal_has_its_own_code() {
        let mut seen = std::collections::BTreeMap::new();
        for (_, r) in Refusal::examples() {
            let code = r.reason().code;
            assert!(code.starts_with("refusal-"), "{code}");
            let variant = format!("{r:?}");
            let variant = variant.split([' ', '{']).next().unwrap_or("").to_string();
            let before = seen.insert(code.clone(), variant.clone());
            assert!(
                before.is_none() || before.as_deref() == Some(variant.as_str()),
                "{code}"
            );
        }
        assert_eq!(seen.len(), 40);
    }

    #[test]
    fn a_duration_reason_shows_the_parts_the_english_shows() {
        let shape = |secs: i64| match duration(&secs).args.get("shape") {
            Some(crate::reason::Arg::Text(s)) => s.clone(),
            other => panic!("{other:?}"),
        };
        assert_eq!(shape(0), "m");
        assert_eq!(shape(clock::DAY + clock::MINUTE), "dm");
        assert_eq!(shape(3 * clock::HOUR), "h");
    }
}
