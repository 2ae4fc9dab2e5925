//! The rest of what the referee says of a handled mail to the operator,
//! beside [`crate::says::decision::Said`]: a mail put aside unanswered, the account
//! commands (GAMES, OBSERVE, UNOBSERVE, NEW), the confirmations asked and
//! answered, a challenge answered wrongly, the list of games sent to a
//! player without a token, a bounce. `Display` is the English the inbox
//! table stores; [`Explain::reason`] the code (`summary-…`, in
//! `templates/<lang>/summary.ftl`) and its arguments. Addresses, game ids
//! and counts are arguments written as they are.

use std::fmt;

use estafette_core::games::any::GameKind;
use estafette_core::reason::{Explain, Reason};
use estafette_core::referee::account::AccountError;

use crate::mail::inbound::{FromError, InboundError, NotAnswered};

/// A command sent on the From line alone, held until its address
/// confirms it: the words the summary gives it (cut to 40 characters).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Held {
    /// OBSERVE of a game.
    Observe(String),
    /// UNOBSERVE of a game.
    Unobserve(String),
    /// NEW, a challenge to an address.
    Challenge(String),
    /// JOIN of a tournament.
    Join(String),
    /// SITE ON.
    Site,
}

impl fmt::Display for Held {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Held::Observe(g) => write!(f, "OBSERVE {g}"),
            Held::Unobserve(g) => write!(f, "UNOBSERVE {g}"),
            Held::Challenge(to) => write!(f, "a challenge to {to}"),
            Held::Join(t) => write!(f, "JOIN {t}"),
            Held::Site => write!(f, "SITE ON"),
        }
    }
}

impl Held {
    fn reason(&self) -> Reason {
        match self {
            Held::Observe(g) => Reason::new("summary-held-observe").text("game", g),
            Held::Unobserve(g) => Reason::new("summary-held-unobserve").text("game", g),
            Held::Challenge(to) => Reason::new("summary-held-challenge").text("to", to),
            Held::Join(t) => Reason::new("summary-held-join").text("name", t),
            Held::Site => Reason::new("summary-held-site"),
        }
    }
}

/// What became of a mail that is neither a game's decision nor one of
/// [`crate::says::decision::Said`]'s.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Told {
    /// Its From header does not name one sender.
    NoOneSender(FromError),
    /// A mail never answered (a bounce, an automatic reply, ...).
    Unanswered(NotAnswered),
    NoSender,
    Unreadable(InboundError),
    /// GAMES answered with `n` games.
    Games {
        sender: String,
        n: usize,
    },
    ObserveNoGame {
        game: String,
    },
    ObservePlayer {
        game: String,
    },
    ObserveForbidden {
        game: String,
    },
    Observed {
        game: String,
        sender: String,
    },
    Unobserved {
        game: String,
        sender: String,
    },
    NewNotAllowed {
        sender: String,
    },
    /// NEW to the sender's own address.
    NewSelf,
    Challenged {
        n: i64,
        sender: String,
        to: String,
    },
    /// An account command that cannot be read; `rules`: the game it
    /// challenges to (L'Attaque when it names none), whose rules name the
    /// sides in `error`.
    BadAccountCommand {
        sender: String,
        error: AccountError,
        rules: GameKind,
    },
    ChallengeAnsweredFrom {
        n: i64,
        sender: String,
        to: String,
    },
    ChallengeNoAnswer {
        n: i64,
    },
    StrangerOverLimits {
        what: Held,
        sender: String,
    },
    /// A command from `sender` past its hourly limit: neither carried out
    /// nor answered.
    OverLimit {
        what: Held,
        sender: String,
    },
    ConfirmationSent {
        what: Held,
        sender: String,
        n: i64,
    },
    UnknownConfirmation {
        n: i64,
    },
    ConfirmationAnsweredFrom {
        n: i64,
        sender: String,
        address: String,
    },
    ConfirmationAnswered {
        n: i64,
    },
    /// The held command of confirmation `n` carried out: its own summary,
    /// in English and typed.
    Confirmed {
        n: i64,
        english: String,
        inner: Reason,
    },
    /// A player without a token told of their `n` games in progress.
    Listed {
        sender: String,
        n: usize,
    },
    /// A bounce for `recipients` (`status` when it has one); the opponents
    /// told (`game (address)`).
    Bounce {
        recipients: Vec<String>,
        status: Option<String>,
        told: Vec<String>,
    },
}

impl fmt::Display for Told {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use Told::*;
        match self {
            NoOneSender(why) => write!(f, "no one sender, not answered: {why}"),
            Unanswered(why) => write!(f, "not answered: {why}"),
            NoSender => f.write_str("no sender address"),
            Unreadable(e) => write!(f, "unreadable message: {e}"),
            Games { sender, n } => write!(f, "GAMES for {sender}: {n}"),
            ObserveNoGame { game } => write!(f, "OBSERVE {game}: no such game"),
            ObservePlayer { game } => write!(f, "OBSERVE {game}: a player"),
            ObserveForbidden { game } => write!(f, "OBSERVE {game}: observers forbidden"),
            Observed { game, sender } => write!(f, "OBSERVE {game} by {sender}"),
            Unobserved { game, sender } => write!(f, "UNOBSERVE {game} by {sender}"),
            NewNotAllowed { sender } => write!(f, "NEW refused for {sender}: not allowed"),
            NewSelf => f.write_str("NEW refused: self"),
            Challenged { n, sender, to } => write!(f, "NEW ch-{n}: {sender} challenges {to}"),
            BadAccountCommand { sender, error, .. } => write!(f, "bad account command from {sender}: {error}"),
            ChallengeAnsweredFrom { n, sender, to } => write!(f, "challenge ch-{n} answered from {sender}, not {to}"),
            ChallengeNoAnswer { n } => write!(f, "challenge ch-{n}: no ACCEPT or DECLINE"),
            _ => self.fmt_more(f),
        }
    }
}

impl Told {
    /// The second half of `Display`.
    fn fmt_more(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use Told::*;
        match self {
            StrangerOverLimits { what, sender } => write!(
                f,
                "{what} from unconfirmed {sender}: over the limits for strangers, not answered"
            ),
            OverLimit { what, sender } => write!(f, "{what} from {sender}: over the hourly limit, not answered"),
            ConfirmationSent { what, sender, n } => write!(f, "{what} from {sender}: confirmation cf-{n} sent"),
            UnknownConfirmation { n } => write!(f, "unknown confirmation cf-{n}"),
            ConfirmationAnsweredFrom { n, sender, address } => {
                write!(f, "confirmation cf-{n} answered from {sender}, not {address}")
            }
            ConfirmationAnswered { n } => write!(f, "confirmation cf-{n} already answered"),
            Confirmed { n, english, .. } => write!(f, "confirmation cf-{n}: {english}"),
            Listed { sender, n } => write!(
                f,
                "no valid game token (from {sender}); told of {n} game(s) in progress"
            ),
            Bounce {
                recipients,
                status,
                told,
            } => write!(
                f,
                "bounce for {} (status {}); told: {}",
                recipients.join(", "),
                status.as_deref().unwrap_or("?"),
                if told.is_empty() {
                    "nobody".to_string()
                } else {
                    told.join(", ")
                }
            ),
            _ => Ok(()),
        }
    }

    /// The second half of [`Explain::reason`].
    fn reason_more(&self) -> Reason {
        use Told::*;
        let code = |c: &str| Reason::new(&format!("summary-{c}"));
        match self {
            StrangerOverLimits { what, sender } => code("stranger-over-limits")
                .reason("what", what.reason())
                .text("sender", sender),
            OverLimit { what, sender } => code("over-limit").reason("what", what.reason()).text("sender", sender),
            ConfirmationSent { what, sender, n } => code("confirmation-sent")
                .reason("what", what.reason())
                .text("sender", sender)
                .num("n", *n),
            UnknownConfirmation { n } => code("unknown-confirmation").num("n", *n),
            ConfirmationAnsweredFrom { n, sender, address } => code("confirmation-answered-from")
                .num("n", *n)
                .text("sender", sender)
                .text("address", address),
            ConfirmationAnswered { n } => code("confirmation-answered").num("n", *n),
            Confirmed { n, inner, .. } => code("confirmed").num("n", *n).reason("why", inner.clone()),
            Listed { sender, n } => code("listed").text("sender", sender).num("n", *n),
            Bounce {
                recipients,
                status,
                told,
            } => {
                let r = code(if told.is_empty() { "bounce-nobody" } else { "bounce" })
                    .text("recipients", recipients.join(", "))
                    .text("status", status.as_deref().unwrap_or("?"));
                if told.is_empty() {
                    r
                } else {
                    r.text("told", told.join(", "))
                }
            }
            _ => code("no-sender"),
        }
    }
}

/// The key a catalog selects on for why a mail is never answered.
fn not_answered_key(why: NotAnswered) -> &'static str {
    match why {
        NotAnswered::Bounce => "bounce",
        NotAnswered::AutoReply => "auto-reply",
        NotAnswered::Bulk => "bulk",
        NotAnswered::NullSender => "null-sender",
        NotAnswered::NoFrom => "no-from",
        NotAnswered::MailerDaemon => "mailer-daemon",
        NotAnswered::OwnAddress => "own-address",
    }
}

/// The key a catalog selects on for why a message cannot be read.
fn unreadable_key(e: &InboundError) -> &'static str {
    match e {
        InboundError::Empty => "empty",
        InboundError::Truncated => "truncated",
        InboundError::NotMail => "not-mail",
        InboundError::Unparseable => "unparseable",
    }
}

fn from_error(why: FromError) -> Reason {
    match why {
        FromError::Headers(n) => Reason::new("summary-from-headers").num("n", n),
        FromError::Group => Reason::new("summary-from-group"),
        FromError::Addresses(n) => Reason::new("summary-from-addresses").num("n", n),
        FromError::Malformed => Reason::new("summary-from-malformed"),
    }
}

impl Explain for Told {
    fn reason(&self) -> Reason {
        use Told::*;
        let code = |c: &str| Reason::new(&format!("summary-{c}"));
        match self {
            NoOneSender(why) => code("no-one-sender").reason("why", from_error(*why)),
            Unanswered(why) => code("not-answered").text("why", not_answered_key(*why)),
            NoSender => code("no-sender"),
            Unreadable(e) => code("unreadable").text("why", unreadable_key(e)),
            Games { sender, n } => code("games").text("sender", sender).num("n", *n),
            ObserveNoGame { game } => code("observe-no-game").text("game", game),
            ObservePlayer { game } => code("observe-player").text("game", game),
            ObserveForbidden { game } => code("observe-forbidden").text("game", game),
            Observed { game, sender } => code("observed").text("game", game).text("sender", sender),
            Unobserved { game, sender } => code("unobserved").text("game", game).text("sender", sender),
            NewNotAllowed { sender } => code("new-not-allowed").text("sender", sender),
            NewSelf => code("new-self"),
            Challenged { n, sender, to } => code("challenged").num("n", *n).text("sender", sender).text("to", to),
            BadAccountCommand { sender, error, rules } => code("bad-account-command")
                .text("sender", sender)
                .reason("why", error.reason())
                .text("rules", rules.name()),
            ChallengeAnsweredFrom { n, sender, to } => code("challenge-answered-from")
                .num("n", *n)
                .text("sender", sender)
                .text("to", to),
            ChallengeNoAnswer { n } => code("challenge-no-answer").num("n", *n),
            _ => self.reason_more(),
        }
    }
}
