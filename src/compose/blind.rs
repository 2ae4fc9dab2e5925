//! A blind game's own parts of a mail: the status in the setup and at the
//! reveals, what the player must do now (seal, open, reveal), the options
//! the tools take, and the `Position:` line programs read. Pure.

use super::names::{end_words, who, yes};
use crate::games::any::{AnyOptions, OptionsSpec};
use crate::games::Side;
use crate::referee::blind::{BlindGame, BlindPhase};
use crate::referee::{GameState, Para};
use crate::views::words::{self, ids};
use crate::views::Lang;

/// The status line of a blind game where it is its own: in the setup (an
/// army is sealed by its player and never sent) and at the reveals, after
/// the end on the board, when a missing reveal loses the game.
pub(super) fn status(st: &GameState, bg: &BlindGame, to: Side, lang: Lang) -> Option<String> {
    let other = || who(st, to.other(), lang);
    Some(match bg.phase {
        BlindPhase::Setup if bg.commits[to.index()].is_none() => words::text(lang, ids::STATUS_BLIND_SEAL, &[]),
        BlindPhase::Setup => words::text(lang, ids::STATUS_BLIND_WAITING, &[("who", &other())]),
        BlindPhase::Reveal if bg.reveals[to.index()].is_none() => words::text(lang, ids::STATUS_BLIND_REVEAL, &[]),
        BlindPhase::Reveal => words::text(lang, ids::STATUS_BLIND_REVEAL_WAITING, &[("who", &other())]),
        BlindPhase::Play | BlindPhase::Over => return None,
    })
}

/// Whether `to` has a reveal to mail: the subject says so.
pub(super) fn reveal_due(bg: &BlindGame, to: Side) -> bool {
    bg.phase == BlindPhase::Reveal && bg.reveals[to.index()].is_none()
}

/// A blind move's paragraph for `to` (`None`: an observer): the referee
/// knows no more of it than the move itself, so it says no more (its
/// report would repeat it).
pub(super) fn moved(st: &GameState, to: Option<Side>, by: Side, ply: u32, text: &str, lang: Lang) -> String {
    words::text(
        lang,
        ids::GAME_MOVED_BLIND,
        &[
            ("mine", yes(Some(by) == to)),
            ("ply", &ply.to_string()),
            ("who", &who(st, by, lang)),
            ("text", text),
        ],
    )
}

/// The game's options as `estafette seal` and `verify-setup` take them:
/// ` --variant NAME`, then ` --set SWITCH=VALUE` for each switch the game
/// was created with (for every switch, when those no longer give the
/// game's options, as after a variant was redefined).
pub(super) fn options_args(st: &GameState) -> String {
    let variant = st
        .spec
        .variant
        .clone()
        .unwrap_or_else(|| st.kind.variants()[0].to_string());
    let named = OptionsSpec {
        variant: Some(variant.clone()),
        sets: st.spec.sets.clone(),
        resolved: None,
    };
    let sets: Vec<String> = match (AnyOptions::build(st.kind, &named), AnyOptions::build(st.kind, &st.spec)) {
        (Ok(AnyOptions::Lattaque(given)), Ok(AnyOptions::Lattaque(game))) if given != game => {
            game.to_text().split(',').map(str::to_string).collect()
        }
        _ => st.spec.sets.iter().map(|(k, v)| format!("{k}={v}")).collect(),
    };
    let sets: String = sets.iter().map(|s| format!(" --set {s}")).collect();
    format!(" --variant {variant}{sets}")
}

/// Blind mode: what the player must do now, then the `Position:` line
/// that `estafette view` and the kit read (docs/PROTOCOL.md, section 5).
/// `paras` are the mail's own paragraphs: an instruction one of them gives
/// already (the attack's notice, a refusal for want of an opening) is not
/// given twice.
pub(super) fn paras(st: &GameState, bg: &BlindGame, to: Side, paras: &[&Para], lang: Lang) -> Vec<String> {
    let mut out = Vec::new();
    match bg.phase {
        BlindPhase::Setup if bg.commits[to.index()].is_none() => {
            let side = crate::protocol::blind::board_side_name(to);
            let turn = if to == bg.first_to_move { "first" } else { "second" };
            let options = options_args(st);
            let args = [
                ("game", bg.game.as_str()),
                ("side", side),
                ("turn", turn),
                ("options", &options),
            ];
            out.push(words::text(lang, ids::BLIND_SEAL, &args));
        }
        BlindPhase::Play => {
            let told = paras.iter().any(|p| {
                matches!(p, Para::Notice(r) if r.code == "notice-attacked")
                    || matches!(p, Para::Rejected { reason, .. } if reason.code == "refusal-blind-open-first")
            });
            if let Some(p) = bg.pending.filter(|p| p.defender == to && !told) {
                let (target, home) = (p.target.to_string(), p.defender_home.to_string());
                out.push(words::text(
                    lang,
                    ids::BLIND_OPEN,
                    &[("square", &target), ("home", &home)],
                ));
            }
        }
        BlindPhase::Reveal => {
            if let Some(v) = &bg.provisional {
                let reason = end_words(st, &v.reason, lang);
                out.push(words::text(lang, ids::BLIND_PROVISIONAL, &[("reason", &reason)]));
            }
            if reveal_due(bg, to) {
                out.push(words::text(lang, ids::BLIND_REVEAL, &[]));
            }
        }
        _ => {}
    }
    let mut board = bg.board.clone();
    board.over = matches!(bg.phase, BlindPhase::Reveal | BlindPhase::Over);
    out.push(crate::protocol::blind::position_line(&board));
    out
}
