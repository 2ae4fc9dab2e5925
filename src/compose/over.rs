//! What a finished game's mail adds: the moves, two a row with the
//! players' names, and how to check the transcript attached to it. Pure.

use crate::games::Side;
use crate::mail::outbound::Attachment;
use crate::referee::state::side_num;
use crate::referee::GameState;
use crate::views::words::{self, ids};
use crate::views::Lang;
use crate::views::MoveList;

/// The name of the transcript attached to the last mail of a game.
pub fn transcript_file_name(game: &str) -> String {
    format!("{game}.json")
}

/// The moves of `st` in rows of two (`1. Alice h4-h5   Bob d7-d6`), a
/// row per round, and the line on how to check the attached transcript.
pub(super) fn move_list(st: &GameState, lang: Lang) -> MoveList {
    let mut rows: Vec<(u32, String, String)> = Vec::new();
    for m in &st.moves {
        let side = if m.side == side_num(Side::First) {
            Side::First
        } else {
            Side::Second
        };
        let shown = format!("{} {}", super::quoted::shown_name(&st.players[side.index()]), m.text);
        let round = m.ply.div_ceil(2);
        match rows.last_mut() {
            Some(row) if row.0 == round && m.ply % 2 == 0 => row.2 = shown,
            _ if m.ply % 2 == 0 => rows.push((round, "...".into(), shown)),
            _ => rows.push((round, shown, String::new())),
        }
    }
    let file = transcript_file_name(&st.id);
    let heading = words::text(lang, ids::MOVES_HEADING, &[]);
    let note = format!(
        "{}\n\n  estafette verify {file}",
        words::text(lang, ids::MOVES_ATTACHED, &[("file", &file)])
    );
    MoveList {
        heading: format!("{heading}{}", missing_moves(st, lang)),
        rows,
        note,
    }
}

/// The transcript of a finished game, as `estafette export` writes it, to
/// attach to its last mail: `log` is the game's log, each event's bytes
/// with the chain head after it.
pub fn transcript_attachment(st: &GameState, log: &[(Vec<u8>, [u8; 32])]) -> Attachment {
    let transcript = crate::transcript::build(st, log);
    // A transcript is plain data: serialising it cannot fail.
    let json = serde_json::to_string_pretty(&transcript).unwrap_or_default();
    Attachment {
        name: transcript_file_name(&st.id),
        content_type: "application/json".into(),
        body: json + "\n",
    }
}

/// A line saying that the earlier moves are not shown, if `st` does not hold
/// them (a state loaded from a snapshot). The service gives composing a
/// state with the whole history whenever a mail needs it
/// (`MailPlan::needs_history`), so this is never expected; it keeps a
/// partial history from passing for a whole one.
pub(super) fn missing_moves(st: &GameState, lang: Lang) -> String {
    debug_assert!(
        st.history_complete(),
        "{}: a history composed from a state without it",
        st.id
    );
    match st.moves_before {
        0 => String::new(),
        n => format!(
            "\n  {}",
            words::text(lang, ids::HISTORY_MISSING, &[("n", &n.to_string())])
        ),
    }
}
