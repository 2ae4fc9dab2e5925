//! `verify`: a transcript checked by the core's `transcript::verify` (the
//! whole of `estafette verify`), with the result in words.

use estafette_core::games::any::{AnyPosition, GameKind};
use estafette_core::games::{BoardView, Cell, Side, Square};
use estafette_core::reason::Explain;
use estafette_core::{play, transcript};
use estafette_words::Lang;

use crate::view::rows_json;
use serde_json::{json, Value};

use crate::{in_french, is_french, opt_str, str_of};

/// `verify`: `{transcript, head}` (`head`, optional: `N:HEX` from a mail).
/// Answers `verified` (true or false) and `words`: what the command line
/// prints, or why the transcript fails.
pub fn verify(req: &Value) -> Result<Value, String> {
    let text = str_of(req, "transcript")?;
    let head = match opt_str(req, "head") {
        None => None,
        Some(h) => {
            let (n, hex) = h.trim().split_once(':').ok_or("a head is given as N:HEX")?;
            let n = n
                .trim()
                .parse::<u64>()
                .map_err(|_| "a head is given as N:HEX (N a number)")?;
            Some((n, hex.trim().to_string()))
        }
    };
    let fr = is_french(req);
    match transcript::verify(text, head.as_ref().map(|(n, h)| (*n, h.as_str()))) {
        Ok(v) => {
            let winner = |w: u8| {
                v.players
                    .get(usize::from(w).saturating_sub(1))
                    .map_or("nobody", String::as_str)
            };
            let result = match (&v.result, fr) {
                (None, false) => "not finished".to_string(),
                (None, true) => "partie non terminée".to_string(),
                (Some(r), false) if r.winner == 0 => format!("drawn ({})", r.reason),
                (Some(r), true) if r.winner == 0 => format!("partie nulle ({})", reason_fr(&r.reason)),
                (Some(r), false) => format!("{} won ({})", winner(r.winner), r.reason),
                (Some(r), true) => format!("{} a gagné ({})", winner(r.winner), reason_fr(&r.reason)),
            };
            let words = if fr {
                format!(
                    "vérifié : {} — {} événements, {} coups, {result} ; tête {} {}",
                    v.game, v.events, v.moves, v.events, v.head
                )
            } else {
                format!(
                    "verified: {} — {} events, {} moves, {result}; head {} {}",
                    v.game, v.events, v.moves, v.events, v.head
                )
            };
            Ok(json!({
                "verified": true,
                "words": words,
                "game": v.game,
                "players": v.players,
                "moves": v.moves,
                "result": result,
            }))
        }
        Err(e) if fr => {
            Ok(json!({ "verified": false, "words": format!("échec de la vérification : {}", in_french(&e)) }))
        }
        Err(e) => Ok(json!({ "verified": false, "words": format!("verification failed: {e}") })),
    }
}

/// Why a game ended, in French (the core's table, as the French mails say it).
fn reason_fr(reason: &str) -> String {
    estafette_core::french::reason(estafette_core::games::any::GameKind::Lattaque, reason)
}

/// `replay`: `{transcript}` of a finished L'Attaque game (both armies
/// published): every position from the start, each after its move, with
/// the move's squares (`from`, `to`, `combat`) and the engine's sentence.
/// The moves are played again by the core's rules from the start the
/// core's `play` rebuilds.
pub fn replay(req: &Value) -> Result<Value, String> {
    let played = play::replay_transcript(str_of(req, "transcript")?)?;
    let kind = GameKind::parse(played.game).map_err(|e| e.to_string())?;
    if kind != GameKind::Lattaque {
        return Err("the replay shows L'Attaque games only".into());
    }
    let mut pos = AnyPosition::from_text(kind, &played.start).map_err(|e| e.to_string())?;
    let mut frames = vec![json!({ "n": 0, "rows": rows_json(&open_view(&pos)) })];
    for step in &played.steps {
        let (next, mv, report) = pos.play_text(&step.mv).map_err(|e| format!("move {}: {e}", step.n))?;
        let last = report.last_move();
        let names = |squares: &[Square]| squares.iter().map(Square::to_string).collect::<Vec<_>>();
        let sentence = if is_french(req) {
            estafette_words::reason(Lang::Fr, kind, &report.reason())
        } else {
            step.report.clone()
        };
        frames.push(json!({
            "n": step.n,
            "side": step.side,
            "move": mv,
            "report": sentence,
            "rows": rows_json(&open_view(&next)),
            "from": last.from.map(|s| s.to_string()),
            "to": names(&last.to),
            "combat": last.combat.map(|s| s.to_string()),
        }));
        pos = next;
    }
    Ok(json!({ "frames": frames }))
}

/// The board with both armies shown (the game is over and both are
/// published): each piece as its own side sees it.
fn open_view(pos: &AnyPosition) -> BoardView {
    let mut view = pos.board_view(Some(Side::First));
    let north = pos.board_view(Some(Side::Second));
    for (row, other) in view.cells.iter_mut().zip(north.cells) {
        for (cell, theirs) in row.iter_mut().zip(other) {
            if matches!(cell, Cell::Piece { side: Side::Second, .. }) {
                *cell = theirs;
            }
        }
    }
    view
}

#[cfg(test)]
mod tests {
    use crate::handle;
    use serde_json::json;

    #[test]
    fn a_finished_game_replays_move_by_move() {
        let t = include_str!("../../../tests/data/transcript/blind.json");
        let r = handle(&json!({"op": "replay", "transcript": t})).expect("a replay");
        let frames = r["frames"].as_array().expect("frames");
        assert_eq!(frames.len(), 4, "the start and three moves");
        assert_eq!(frames[1]["move"], "a4-a5");
        assert_eq!(frames[1]["from"], "a4");
        assert_eq!(frames[1]["to"], json!(["a5"]));
        assert_eq!(frames[0]["rows"][6][0]["label"], "2", "South's a4 before it moves");
        assert_ne!(frames[0]["rows"][3][0]["label"], "?", "North's a7 shown");
        assert_eq!(frames[3]["combat"], "a6");
        assert_eq!(frames[1]["report"], "South moved a4-a5.");
        // In French, worded by the catalogs the mails use.
        let fr = handle(&json!({"op": "replay", "transcript": t, "lang": "fr"})).expect("a replay");
        assert_eq!(fr["frames"][1]["report"], "Le Sud a joué a4-a5.");
        let rules = handle(&json!({"op": "rules"})).expect("the rules");
        let spy = rules["pieces"]
            .as_array()
            .and_then(|p| p.iter().find(|p| p["code"] == "S"))
            .expect("the Spy");
        assert_eq!((&spy["en"], &spy["fr"]), (&json!("Spy"), &json!("Espion")));
        assert!(handle(&json!({"op": "replay", "transcript": "{}"})).is_err());
    }

    #[test]
    fn a_broken_transcript_fails_in_words() {
        let v = handle(&json!({"op": "verify", "transcript": "{\"format\": 1}"})).expect("an answer");
        assert_eq!(v["verified"], false);
        assert!(v["words"].as_str().expect("words").starts_with("verification failed:"));
        assert!(handle(&json!({"op": "verify", "transcript": "{}", "head": "x"})).is_err());
    }
}
