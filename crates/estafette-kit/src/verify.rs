//! `verify`: a transcript checked by the core's `transcript::verify` (the
//! whole of `estafette verify`), with the result in words.

use estafette_core::transcript;
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

#[cfg(test)]
mod tests {
    use crate::handle;
    use serde_json::json;

    #[test]
    fn a_broken_transcript_fails_in_words() {
        let v = handle(&json!({"op": "verify", "transcript": "{\"format\": 1}"})).expect("an answer");
        assert_eq!(v["verified"], false);
        assert!(v["words"].as_str().expect("words").starts_with("verification failed:"));
        assert!(handle(&json!({"op": "verify", "transcript": "{}", "head": "x"})).is_err());
    }
}
