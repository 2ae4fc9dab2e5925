//! How a mail names what a game holds: a side and its player, the
//! game's title, the end and its words, a time in the player's zone.

use super::quoted;
use crate::games::any::GameKind;
use crate::games::{End, Side};
use crate::referee::GameState;
use crate::views::words::{self, ids};
use crate::views::Lang;

/// The name of `side` in this game, in `lang`.
pub(super) fn side_name(st: &GameState, side: Side, lang: Lang) -> String {
    words::side(lang, st.kind, side, None)
}

/// A time in the player's zone: `2026-11-21 14:00 CET`.
pub fn local_time(t: i64, tz: &str) -> String {
    let zone = jiff::tz::TimeZone::get(tz).unwrap_or(jiff::tz::TimeZone::UTC);
    match jiff::Timestamp::from_second(t) {
        Ok(ts) => ts.to_zoned(zone).strftime("%Y-%m-%d %H:%M %Z").to_string(),
        Err(_) => t.to_string(),
    }
}

/// The game's title in `lang`.
pub(super) fn title(kind: GameKind, lang: Lang) -> String {
    words::title(lang, kind)
}

/// "Alice (South)".
pub(super) fn who(st: &GameState, side: Side, lang: Lang) -> String {
    words::text(
        lang,
        ids::WHO,
        &[
            ("name", &quoted::shown_name(&st.players[side.index()])),
            ("side", &side_name(st, side, lang)),
        ],
    )
}

/// A catalog's `$mine` selector: `yes` when a paragraph is about its reader.
pub(super) fn yes(mine: bool) -> &'static str {
    if mine {
        "yes"
    } else {
        "no"
    }
}

/// Why the game ended, in `lang`.
pub(super) fn end_words(st: &GameState, end: &End, lang: Lang) -> String {
    words::reason(lang, st.kind, &words::Explain::reason(end))
}

/// The end the log records as `logged`, in `lang`: its code worded, or
/// the game's result, whose English an older log holds.
pub(super) fn logged_end(st: &GameState, logged: &crate::referee::Worded, lang: Lang) -> String {
    use crate::referee::Worded;
    match logged {
        Worded::Coded(r) => words::reason(lang, st.kind, r),
        Worded::Sentence(s) => match st.result.as_ref().filter(|r| r.reason.english(st.kind) == *s) {
            Some(r) => end_words(st, &r.reason, lang),
            None => s.clone(),
        },
    }
}

pub(super) fn winner_side(w: u8) -> Side {
    if w == 1 {
        Side::First
    } else {
        Side::Second
    }
}
