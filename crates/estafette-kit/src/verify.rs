//! `verify`: a transcript checked by the core's `transcript::verify` (the
//! whole of `estafette verify`), with the result in words.

use std::fmt;

use estafette_core::games::any::{AnyPosition, GameKind, MoveError};
use estafette_core::games::{BoardView, Cell, Side, Square};
use estafette_core::reason::{Explain, Reason, Why};
use estafette_core::{play, transcript};
use estafette_words::Lang;

use crate::view::rows_json;
use serde_json::{json, Value};

use crate::{lang_of, opt_str, str_of};

/// `verify`: `{transcript, head}` (`head`, optional: `N:HEX` from a mail).
/// Answers `verified` (true or false) and `words`: what the command line
/// prints, or why the transcript fails.
pub fn verify(req: &Value) -> Result<Value, Why> {
    let text = str_of(req, "transcript")?;
    let head = match opt_str(req, "head") {
        None => None,
        Some(h) => {
            let (n, hex) = h
                .trim()
                .split_once(':')
                .ok_or_else(|| Why::of(&VerifyError::HeadForm))?;
            let n = n.trim().parse::<u64>().map_err(|_| Why::of(&VerifyError::HeadNumber))?;
            Some((n, hex.trim().to_string()))
        }
    };
    let lang = lang_of(req);
    match transcript::verify(text, head.as_ref().map(|(n, h)| (*n, h.as_str()))) {
        Ok(v) => {
            let winner = |w: u8| {
                v.players
                    .get(usize::from(w).saturating_sub(1))
                    .map_or(words(lang, "nobody"), String::as_str)
            };
            let result = match &v.result {
                None => words(lang, "not-finished").to_string(),
                Some(r) => {
                    let typed = (lang != Lang::En).then(|| end_reason(text, lang)).flatten();
                    let why = typed.unwrap_or_else(|| r.reason.clone());
                    match r.winner {
                        0 => words(lang, "drawn").replace("{why}", &why),
                        w => words(lang, "won").replace("{who}", winner(w)).replace("{why}", &why),
                    }
                }
            };
            let words = words(lang, "verified")
                .replace("{game}", &v.game)
                .replace("{events}", &v.events.to_string())
                .replace("{moves}", &v.moves.to_string())
                .replace("{result}", &result)
                .replace("{head}", &v.head);
            Ok(json!({
                "verified": true,
                "words": words,
                "game": v.game,
                "players": v.players,
                "moves": v.moves,
                "result": result,
                "unchecked": v.unchecked,
            }))
        }
        Err(e) => {
            let why = match lang {
                Lang::En => e.to_string(),
                lang => estafette_words::reason(lang, kind_of(text), &e.reason()),
            };
            Ok(json!({ "verified": false, "words": format!("{}{}", words(lang, "failed"), why) }))
        }
    }
}

/// The game of a transcript, for the names inside a failure's words
/// (L'Attaque's where the file does not say).
fn kind_of(text: &str) -> GameKind {
    transcript::read(text)
        .ok()
        .and_then(|t| GameKind::parse(&t.kind).ok())
        .unwrap_or(GameKind::Lattaque)
}

/// The kit's own words for a verification, by language (`{name}` is
/// replaced). English is what `estafette verify` prints.
const VERIFY_WORDS: &[(&str, [&str; 3])] = &[
    (
        "verified",
        [
            "verified: {game} — {events} events, {moves} moves, {result}; head {events} {head}",
            "vérifié : {game} — {events} événements, {moves} coups, {result} ; tête {events} {head}",
            "verifiziert: {game} — {events} Ereignisse, {moves} Züge, {result}; Kopf {events} {head}",
        ],
    ),
    (
        "not-finished",
        ["not finished", "partie non terminée", "Partie nicht beendet"],
    ),
    (
        "drawn",
        ["drawn ({why})", "partie nulle ({why})", "unentschieden ({why})"],
    ),
    (
        "won",
        [
            "{who} won ({why})",
            "{who} a gagné ({why})",
            "{who} hat gewonnen ({why})",
        ],
    ),
    (
        "failed",
        [
            "verification failed: ",
            "échec de la vérification : ",
            "Verifikation fehlgeschlagen: ",
        ],
    ),
    ("nobody", ["nobody", "personne", "niemand"]),
];

/// One of [`VERIFY_WORDS`] in `lang`.
fn words(lang: Lang, id: &str) -> &'static str {
    let i = match lang {
        Lang::En => 0,
        Lang::Fr => 1,
        Lang::De => 2,
    };
    VERIFY_WORDS.iter().find(|(k, _)| *k == id).map_or("", |(_, w)| w[i])
}

/// Why the game ended, in `lang`: the typed reason the log's last `Ended`
/// event holds (transcript format 3). `None` for a log of an older format,
/// whose event holds only the English sentence (shown as it is).
fn end_reason(text: &str, lang: Lang) -> Option<String> {
    let (kind, r) = transcript::coded_end(&transcript::read(text).ok()?)?;
    Some(estafette_words::reason(lang, kind, &r))
}

/// `replay`: `{transcript}` of a finished L'Attaque game (both armies
/// published): every position from the start, each after its move, with
/// the move's squares (`from`, `to`, `combat`) and the engine's sentence.
/// The moves are played again by the core's rules from the start the
/// core's `play` rebuilds.
pub fn replay(req: &Value) -> Result<Value, Why> {
    let played = play::replay_transcript(str_of(req, "transcript")?)?;
    let kind = GameKind::parse(played.game).map_err(|e| e.why())?;
    if kind != GameKind::Lattaque {
        return Err(Why::of(&VerifyError::LattaqueOnly));
    }
    let mut pos = AnyPosition::from_text(kind, &played.start)?;
    let mut frames = vec![json!({ "n": 0, "rows": rows_json(&open_view(&pos)) })];
    for step in &played.steps {
        let (next, mv, report) = pos
            .play_text(&step.mv)
            .map_err(|e| Why::of(&VerifyError::of(step.n, e)))?;
        let last = report.last_move();
        let names = |squares: &[Square]| squares.iter().map(Square::to_string).collect::<Vec<_>>();
        let sentence = match lang_of(req) {
            Lang::En => step.report.clone(),
            lang => estafette_words::reason(lang, kind, &report.reason()),
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

/// Why `verify` cannot read its request's head, or `replay` stops: its
/// English is the kit's answer in English, its reason the words of the
/// other languages.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum VerifyError {
    /// The head is not `N:HEX`.
    HeadForm,
    /// The `N` of `N:HEX` is not a number.
    HeadNumber,
    /// The game is not L'Attaque.
    LattaqueOnly,
    /// Move `n` does not read (the game's words).
    NotAMove { n: usize, why: Why },
    /// Move `n` is illegal (the game's words).
    Illegal { n: usize, why: Why },
}

impl VerifyError {
    fn of(n: usize, e: MoveError) -> VerifyError {
        match e {
            MoveError::Syntax(e) => VerifyError::NotAMove { n, why: e.why() },
            MoveError::Illegal(e) => VerifyError::Illegal { n, why: e.why() },
        }
    }
}

impl fmt::Display for VerifyError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            VerifyError::HeadForm => f.write_str("a head is given as N:HEX"),
            VerifyError::HeadNumber => f.write_str("a head is given as N:HEX (N a number)"),
            VerifyError::LattaqueOnly => f.write_str("the replay shows L'Attaque games only"),
            VerifyError::NotAMove { n, why } => write!(f, "move {n}: not a move: {why}"),
            VerifyError::Illegal { n, why } => write!(f, "move {n}: illegal: {why}"),
        }
    }
}

impl Explain for VerifyError {
    fn reason(&self) -> Reason {
        match self {
            VerifyError::HeadForm => Reason::new("verify-head-form"),
            VerifyError::HeadNumber => Reason::new("verify-head-number"),
            VerifyError::LattaqueOnly => Reason::new("verify-replay-lattaque-only"),
            VerifyError::NotAMove { n, why } => Reason::new("verify-replay-not-a-move")
                .num("n", *n)
                .reason("why", why.reason.clone()),
            VerifyError::Illegal { n, why } => Reason::new("verify-replay-illegal")
                .num("n", *n)
                .reason("why", why.reason.clone()),
        }
    }
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
    use estafette_core::games::any::GameKind;
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
        let de = handle(&json!({"op": "replay", "transcript": t, "lang": "de"})).expect("a replay");
        let moved = de["frames"][1]["report"].as_str().expect("a report");
        assert!(moved.contains("a4-a5") && moved != "South moved a4-a5.", "{moved}");
        let rules = handle(&json!({"op": "rules"})).expect("the rules");
        let spy = rules["pieces"]
            .as_array()
            .and_then(|p| p.iter().find(|p| p["code"] == "S"))
            .expect("the Spy");
        assert_eq!((&spy["en"], &spy["fr"]), (&json!("Spy"), &json!("Espion")));
        assert!(spy["de"].as_str().is_some_and(|n| !n.is_empty() && n != "Spy"), "{spy}");
        assert!(handle(&json!({"op": "replay", "transcript": "{}"})).is_err());
    }

    #[test]
    fn a_coded_end_reads_in_the_readers_language() {
        let t = include_str!("../../../tests/data/transcript/format-3-blind.json");
        let verify = |lang: &str| handle(&json!({"op": "verify", "transcript": t, "lang": lang})).expect("an answer");
        let en = verify("en");
        assert_eq!(en["verified"], true);
        assert_eq!(en["result"], "Alice won (North (Bob) resigned)");
        assert_eq!(verify("fr")["result"], "Alice a gagné (Nord (Bob) a abandonné)");
        let de = verify("de");
        let words = de["words"].as_str().expect("words");
        assert!(
            words.starts_with("verifiziert: ") && words.contains("Ereignisse"),
            "{words}"
        );
        let result = de["result"].as_str().expect("a result");
        assert!(
            result.starts_with("Alice hat gewonnen (") && result.contains("Bob"),
            "{result}"
        );
        assert!(!result.contains("resigned"), "a German reason: {result}");
        // A format-2 log holds the English sentence only: it stays English.
        let old = include_str!("../../../tests/data/transcript/blind.json");
        let de = handle(&json!({"op": "verify", "transcript": old, "lang": "de"})).expect("an answer");
        assert_eq!(de["result"], "Alice hat gewonnen (North (Bob) resigned)");
    }

    #[test]
    fn every_verify_word_is_in_every_language() {
        for (id, words) in super::VERIFY_WORDS {
            assert!(words.iter().all(|w| !w.is_empty()), "{id}");
            assert!(words[0] != words[1] && words[0] != words[2], "{id} is translated");
        }
    }

    #[test]
    fn a_broken_transcript_fails_in_the_readers_language() {
        let t = include_str!("../../../tests/data/transcript/blind.json");
        // The third event altered: its hash no longer matches the chain.
        let mut v: serde_json::Value = serde_json::from_str(t).expect("JSON");
        let event = v["log"][2]["event"]
            .as_str()
            .expect("an event")
            .replacen("\"at\":", "\"at\":1", 1);
        v["log"][2]["event"] = json!(event);
        let broken = v.to_string();
        let words = |lang: &str| {
            let answer = handle(&json!({"op": "verify", "transcript": broken, "lang": lang})).expect("an answer");
            assert_eq!(answer["verified"], false, "{answer}");
            answer["words"].as_str().expect("words").to_string()
        };
        let english = estafette_core::transcript::verify(&broken, None).expect_err("altered");
        assert_eq!(words("en"), format!("verification failed: {english}"));
        assert!(
            english.to_string().starts_with("event 3: its hash does not match"),
            "{english}"
        );
        assert_eq!(
            words("fr"),
            "échec de la vérification : événement 3 : son empreinte ne correspond pas à la chaîne \
             (l'événement ou un précédent a été modifié, supprimé ou déplacé)"
        );
        let de = words("de");
        assert!(de.starts_with("Verifikation fehlgeschlagen: Ereignis 3: "), "{de}");
        assert!(!de.contains("does not match"), "{de}");
        // A head the reader holds that is not the log's, in German.
        let head = "3:".to_string() + &"0".repeat(64);
        let answer = handle(&json!({"op": "verify", "transcript": t, "head": head, "lang": "de"})).expect("an answer");
        let de = answer["words"].as_str().expect("words");
        assert!(de.contains("nicht die Partie, die Sie gespielt haben"), "{de}");
    }

    #[test]
    fn a_replay_error_reads_as_its_english_in_every_language() {
        use super::VerifyError;
        use estafette_core::games::any::{AnyOptions, AnyPosition, OptionsSpec};
        use estafette_core::games::Side;
        use estafette_core::reason::Explain;
        use estafette_words::Lang;
        let opts = AnyOptions::build(GameKind::Strand, &OptionsSpec::default()).expect("Strand's options");
        let pos = AnyPosition::start(&opts, Side::First).expect("Strand's start");
        let errors = [
            VerifyError::HeadForm,
            VerifyError::HeadNumber,
            VerifyError::LattaqueOnly,
            VerifyError::of(4, pos.play_text("zz9").expect_err("not a move")),
            VerifyError::of(7, pos.play_text("a1-a9").expect_err("illegal")),
        ];
        assert!(matches!(errors[3], VerifyError::NotAMove { .. }), "{:?}", errors[3]);
        assert!(matches!(errors[4], VerifyError::Illegal { .. }), "{:?}", errors[4]);
        for e in errors {
            let r = e.reason();
            assert_eq!(estafette_words::reason(Lang::En, GameKind::Strand, &r), e.to_string());
            let de = estafette_words::reason(Lang::De, GameKind::Strand, &r);
            assert_ne!(de, e.to_string(), "{e:?}");
        }
    }

    #[test]
    fn a_broken_transcript_fails_in_words() {
        let v = handle(&json!({"op": "verify", "transcript": "{\"format\": 1}"})).expect("an answer");
        assert_eq!(v["verified"], false);
        assert!(v["words"].as_str().expect("words").starts_with("verification failed:"));
        assert!(handle(&json!({"op": "verify", "transcript": "{}", "head": "x"})).is_err());
        let error = |head: &str| {
            let req = json!({"op": "verify", "transcript": "{}", "head": head, "lang": "de"});
            let answer: serde_json::Value = serde_json::from_str(&crate::handle_text(&req.to_string())).expect("JSON");
            answer["error"].as_str().expect("an error").to_string()
        };
        assert_eq!(error("x"), "ein Kopf wird als N:HEX angegeben");
        assert_eq!(error("x:ab"), "ein Kopf wird als N:HEX angegeben (N eine Zahl)");
    }
}
