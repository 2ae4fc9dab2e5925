//! What `estafette demo` prints of its games, typed: `Display` is the
//! English, [`Explain::reason`] the code (`service-demo-…`, in
//! `templates/<lang>/service.ftl`), printed in the operator's language.
//! Paths, game ids, player names and counts are arguments written as they
//! are; a game's title and why it ended are worded by the catalogs.

use std::fmt;

use estafette_core::games::any::GameKind;
use estafette_core::games::End;
use estafette_core::reason::{Explain, Reason};

use crate::views::{words, Lang};

/// A line of the demo's report.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Said {
    /// The first line: the demo's folder.
    Heading { dir: String },
    /// A game begins: its rules, its id and its two players.
    Game {
        kind: GameKind,
        game: String,
        first: String,
        second: String,
    },
    /// A game of `kind` over after `moves` moves: won by the player named
    /// `winner`, or drawn (`None`), and why.
    Over {
        kind: GameKind,
        moves: usize,
        winner: Option<String>,
        why: End,
    },
    /// A game over with no result recorded.
    OverUnknown { moves: usize },
    /// The heading of the players' Maildirs, under `root`.
    Mailboxes { root: String },
    /// A player's Maildir and how many messages it holds.
    Mailbox { dir: String, n: usize },
    /// The heading of the exported transcripts.
    Transcripts,
    /// A transcript verified: its events, its moves and the start of its
    /// head.
    Verified {
        path: String,
        events: u64,
        moves: usize,
        head: String,
    },
    /// The audit found nothing wrong.
    Audited,
}

impl fmt::Display for Said {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Said::Heading { dir } => write!(f, "Estafette demo in {dir}"),
            Said::Game {
                kind,
                game,
                first,
                second,
            } => write!(f, "{} ({game}): {first} v {second}", kind.title()),
            Said::Over {
                kind,
                moves,
                winner,
                why,
            } => {
                let who = match winner {
                    Some(name) => format!("{name} wins"),
                    None => "drawn".to_string(),
                };
                write!(f, "over after {moves} moves: {who} ({})", why.english(*kind))
            }
            Said::OverUnknown { moves } => write!(f, "over after {moves} moves: drawn (?)"),
            Said::Mailboxes { root } => write!(f, "Mail delivered to each player's Maildir under {root}:"),
            Said::Mailbox { dir, n } => write!(f, "{dir} — {n} messages"),
            Said::Transcripts => f.write_str("Transcripts, verified offline:"),
            Said::Verified {
                path,
                events,
                moves,
                head,
            } => write!(f, "{path} — verified: {events} events, {moves} moves, head {head}"),
            Said::Audited => f.write_str("Audit: every log, replay and snapshot agree."),
        }
    }
}

impl Explain for Said {
    fn reason(&self) -> Reason {
        let code = |c: &str| Reason::new(&format!("service-demo-{c}"));
        match self {
            Said::Heading { dir } => code("heading").text("dir", dir),
            Said::Game {
                kind,
                game,
                first,
                second,
            } => code("game")
                .reason("title", Reason::new(&words::ids::title_id(*kind)))
                .text("game", game)
                .text("first", first)
                .text("second", second),
            Said::Over { moves, winner, why, .. } => {
                let r = match winner {
                    Some(name) => code("over-won").text("winner", name),
                    None => code("over-drawn"),
                };
                r.num("moves", *moves).reason("why", why.reason())
            }
            Said::OverUnknown { moves } => code("over-unknown").num("moves", *moves),
            Said::Mailboxes { root } => code("mailboxes").text("root", root),
            Said::Mailbox { dir, n } => code("mailbox").text("dir", dir).num("n", *n),
            Said::Transcripts => code("transcripts"),
            Said::Verified {
                path,
                events,
                moves,
                head,
            } => code("verified")
                .text("path", path)
                .num("events", *events)
                .num("moves", *moves)
                .text("head", head),
            Said::Audited => code("audited"),
        }
    }
}

impl Said {
    /// This in `lang` (sides named as the game's rules name them).
    pub fn words(&self, lang: Lang) -> String {
        let kind = match self {
            Said::Over { kind, .. } => *kind,
            _ => GameKind::Lattaque,
        };
        words::reason(lang, kind, &self.reason())
    }

    /// What goes before the line: a blank line before each part of the
    /// report, an indent before each item of a part.
    pub fn layout(&self) -> &'static str {
        match self {
            Said::Heading { .. } => "",
            Said::Game { .. } | Said::Mailboxes { .. } | Said::Transcripts | Said::Audited => "\n",
            Said::Over { .. } | Said::OverUnknown { .. } | Said::Mailbox { .. } | Said::Verified { .. } => "  ",
        }
    }
}
