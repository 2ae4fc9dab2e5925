//! An observer's mail: what happened, only what both players may see, the
//! board with no hidden rank, and whose turn it is. Pure.

use super::blind;
use super::frame::{mail_view, render, Boards, Composed, Head};
use super::names::{logged_end, side_name, title, who};
use super::status::status;
use crate::games::Side;
use crate::referee::{GameState, Phase};
use crate::views::Lang;
use crate::views::{self, words, words::ids};

/// What an observer is told of one event, if anything: only what both
/// players may see.
fn public_line(st: &GameState, e: &crate::referee::Event, lang: Lang) -> Option<String> {
    use crate::referee::Event as E;
    let side = |n: u8| if n == 1 { Side::First } else { Side::Second };
    let about = |id: &str, s: u8| words::text(lang, id, &[("who", &who(st, side(s), lang))]);
    let operator = |id: &str, r: &str| words::text(lang, id, &[("reason", r)]);
    let line = match e {
        E::Moved { side: s, ply, text, .. } if st.blind.is_some() => blind::moved(st, None, side(*s), *ply, text, lang),
        E::Moved {
            side: s,
            ply,
            text,
            report,
            ..
        } => {
            // The report as data is the one applying the move derived:
            // `st` is the state after `events`, so it holds their moves
            // even when loaded from a snapshot.
            let report = st
                .moves
                .iter()
                .rev()
                .find(|m| m.ply == *ply)
                .map(|m| words::reason(lang, st.kind, &m.reason))
                .unwrap_or_else(|| match report {
                    crate::referee::Worded::Coded(r) => words::reason(lang, st.kind, r),
                    crate::referee::Worded::Sentence(s) => s.clone(),
                });
            words::text(
                lang,
                ids::GAME_MOVED,
                &[
                    ("mine", "no"),
                    ("ply", &ply.to_string()),
                    ("who", &who(st, side(*s), lang)),
                    ("text", text),
                    ("report", &report),
                ],
            )
        }
        E::Committed { side: s, .. } => about(ids::OBSERVER_COMMITTED, *s),
        E::Resigned { side: s, .. } => about(ids::RESIGNED, *s),
        E::DrawOffered { side: s, .. } => about(ids::OBSERVER_DRAW_OFFERED, *s),
        E::DrawDeclined { side: s, .. } => about(ids::DRAW_DECLINED, *s),
        E::Ended {
            winner: 0, reason: r, ..
        } => words::text(lang, ids::GAME_DRAWN, &[("reason", &logged_end(st, r, lang))]),
        E::Ended { winner, reason: r, .. } => words::text(
            lang,
            ids::GAME_WON,
            &[
                ("who", &who(st, side(*winner), lang)),
                ("reason", &logged_end(st, r, lang)),
            ],
        ),
        E::Revealed { side: s, army, .. } => format!("{}\n{army}", about(ids::OBSERVER_REVEALED, *s)),
        E::TimedOut { side: 0, .. } => words::text(lang, ids::OBSERVER_TIMED_OUT_VOID, &[]),
        E::TimedOut { side: s, .. } => about(ids::OBSERVER_TIMED_OUT, *s),
        E::Paused { reason: r, .. } => operator(ids::OBSERVER_PAUSED, r),
        E::Resumed { reason: r, .. } => operator(ids::OBSERVER_RESUMED, r),
        E::Decided { reason: r, .. } => operator(ids::OBSERVER_DECIDED, r),
        // Not in the public record of the game.
        E::Created { .. }
        | E::Message { .. }
        | E::Vacation { .. }
        | E::Reminded { .. }
        | E::Late { .. }
        | E::Extended { .. }
        | E::AddressReplaced { .. }
        | E::Opened { .. }
        | E::KeyRegistered { .. }
        | E::Signed { .. } => return None,
    };
    Some(line)
}

/// The public view of a game for an observer: what happened (only what both
/// players may see), the board with no hidden rank, and whose turn it is.
pub fn compose_public(st: &GameState, events: &[crate::referee::Event], head: &Head, lang: Lang) -> Composed {
    let heading = format!(
        "{} — {} — {} v {}",
        title(st.kind, lang),
        st.id,
        who(st, Side::First, lang),
        who(st, Side::Second, lang)
    );
    let lines: Vec<String> = events.iter().filter_map(|e| public_line(st, e, lang)).collect();
    let intro = lines.join("\n\n");
    let status = match (st.phase, st.to_move()) {
        (Phase::Play, Some(s)) => {
            let n = st
                .position
                .as_ref()
                .map(|p| p.ply() + 1)
                .or_else(|| st.blind.as_ref().map(|bg| bg.board.ply + 1))
                .unwrap_or(1);
            words::text(
                lang,
                ids::OBSERVER_TO_MOVE,
                &[("n", &n.to_string()), ("who", &who(st, s, lang))],
            )
        }
        _ => status(st, Side::First, lang),
    };
    let names = (side_name(st, Side::First, lang), side_name(st, Side::Second, lang));
    let facts_rows = [
        (
            words::text(lang, ids::FACT_GAME, &[]),
            format!("{} ({})", st.id, st.spec.describe(st.kind)),
        ),
        (words::text(lang, ids::FACT_STATUS, &[]), status),
    ];
    let fact_refs: Vec<(&str, &str)> = facts_rows.iter().map(|(l, v)| (l.as_str(), v.as_str())).collect();
    let footer = format!(
        "{}\n{}",
        words::text(lang, ids::OBSERVER_FOOTER, &[("game", &st.id)]),
        head.line(&st.id)
    );
    let mut boards = Boards::default();
    let names = (names.0.as_str(), names.1.as_str());
    let drawn = mail_view(st, None, lang).map(|view| boards.draw(view, lang, names));
    let parts = views::Frame {
        title: &heading,
        intro: &intro,
        board: drawn,
        facts: &fact_refs,
        footer: &footer,
        ..views::Frame::default()
    };
    let (text, html) = render(lang, &parts);
    let subject = words::text(
        lang,
        ids::OBSERVER_SUBJECT,
        &[("title", &title(st.kind, lang)), ("game", &st.id)],
    );
    Composed { subject, text, html }
}
