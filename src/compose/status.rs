//! The status line of a mail: the move number and whose turn, or how
//! the game ended.

use super::blind;
use super::names::{end_words, who, winner_side};
use crate::games::{End, Side};
use crate::referee::{GameState, Phase};
use crate::views::words::{self, ids};
use crate::views::{self, Lang};

/// The status line: move number and whose turn.
pub fn status_line(st: &GameState, to: Side, lang: Lang) -> String {
    views::unglued(&status(st, to, lang))
}

pub(super) fn status(st: &GameState, to: Side, lang: Lang) -> String {
    let reason = |r: &End| end_words(st, r, lang);
    if let Some(s) = st.blind.as_deref().and_then(|bg| blind::status(st, bg, to, lang)) {
        return s;
    }
    match st.phase {
        Phase::Setup => {
            if st.commits[to.index()].is_none() {
                words::text(lang, ids::STATUS_SETUP_SEND, &[])
            } else {
                let who = who(st, to.other(), lang);
                words::text(lang, ids::STATUS_SETUP_WAITING, &[("who", &who)])
            }
        }
        Phase::Play => match st.to_move() {
            Some(s) => {
                let n = move_number(st).to_string();
                if s == to {
                    words::text(lang, ids::STATUS_YOUR_MOVE, &[("n", &n)])
                } else {
                    let who = who(st, s, lang);
                    words::text(lang, ids::STATUS_WAITING_FOR, &[("n", &n), ("who", &who)])
                }
            }
            None => words::text(lang, ids::STATUS_WAITING, &[]),
        },
        Phase::Over => match &st.result {
            Some(r) if r.winner == 0 => words::text(lang, ids::STATUS_DRAWN, &[("reason", &reason(&r.reason))]),
            Some(r) => {
                let who = who(st, winner_side(r.winner), lang);
                words::text(lang, ids::STATUS_WON, &[("who", &who), ("reason", &reason(&r.reason))])
            }
            None => words::text(lang, ids::STATUS_OVER, &[]),
        },
    }
}

/// The number of the move to play: the plies played, on the board of a
/// blind game, plus one.
pub(super) fn move_number(st: &GameState) -> u32 {
    st.position
        .as_ref()
        .map(|p| p.ply())
        .or_else(|| st.blind.as_ref().map(|bg| bg.board.ply))
        .unwrap_or(0)
        + 1
}
