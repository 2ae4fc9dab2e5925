//! What `estafette demo` prints of its games, typed: `Display` is the
//! English, [`Explain::reason`] the code (`service-demo-…`, in
//! `templates/<lang>/service.ftl`), printed in the operator's language.
//! Paths, game ids, player names and counts are arguments written as they
//! are; a game's title and why it ended are worded by the catalogs.

use estafette_core::games::any::GameKind;
use estafette_core::games::End;
use estafette_core::reason::{Explain, Reason, Sentence};

use crate::views::{words, Lang};

/// A line of the demo's report.
#[derive(Clone, Debug, PartialEq, Eq, Sentence)]
#[sentence(prefix = "service-demo-")]
pub enum Said {
    /// The first line: the demo's folder.
    Heading { dir: String },
    /// A game begins: its rules, its id and its two players.
    Game {
        #[sentence(name = "title", with = title)]
        kind: GameKind,
        game: String,
        first: String,
        second: String,
    },
    /// A game of `kind` over after `moves` moves: won by the player named
    /// `winner`, or drawn (`None`), and why.
    #[sentence(by = over, ids = ["service-demo-over-won", "service-demo-over-drawn"])]
    Over {
        #[sentence(game)]
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

/// A game's title, worded by the catalogs.
fn title(kind: &GameKind) -> Reason {
    Reason::new(&words::ids::title_id(*kind))
}

/// A game over: won by the player named, or drawn, after `moves`, and why.
fn over(_: &GameKind, moves: &usize, winner: &Option<String>, why: &End) -> Reason {
    let r = match winner {
        Some(name) => Reason::new("service-demo-over-won").text("winner", name),
        None => Reason::new("service-demo-over-drawn"),
    };
    r.num("moves", *moves).reason("why", why.reason())
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
