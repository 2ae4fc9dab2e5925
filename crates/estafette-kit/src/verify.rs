//! `verify`: a transcript checked by the core's `transcript::verify` (the
//! whole of `estafette verify`), with the result in words.

use estafette_core::games::any::{AnyPosition, GameKind, MoveError};
use estafette_core::games::{BoardView, Cell, Side, Square};
use estafette_core::reason::{Explain, Sentence, Why};
use estafette_core::{play, transcript};
use estafette_words::{ids, Lang};

use crate::kit_error::KitError;
use crate::view::rows_json;
use estafette_core::protocol::encode::hex_encode;
use serde_json::{json, Value};

use crate::request::{lang_of, opt_str, str_of, worded};

/// `verify`: `{transcript, head}` (`head`, optional: the `Log-Head:` line
/// of the last mail the referee sent the player, or that whole mail).
/// Answers `verified`, `status` (`ok`; `warn`: verified, but commands no
/// signature covers and no head to prove them; `bad`), `unsigned` (the
/// positions of the commands no signature covers) and `words`: what the
/// command line prints, then what the unsigned commands come to, or why
/// the transcript fails. A transcript whose unsigned commands come after
/// the head given fails: nothing the player holds proves them.
pub fn verify(req: &Value) -> Result<Value, Why> {
    let text = str_of(req, "transcript")?;
    let lang = lang_of(req);
    let held = opt_str(req, "head").map(crate::eml::last_head).transpose()?;
    let game = transcript::read(text).map(|t| t.game).unwrap_or_default();
    if let Some(h) = held.as_ref().filter(|h| !game.is_empty() && h.game != game) {
        return Err(KitError::HeadOfOtherGame {
            head: h.game.clone(),
            game,
        }
        .into());
    }
    let hex = held.as_ref().map(|h| hex_encode(&h.head));
    let known = held.as_ref().zip(hex.as_deref()).map(|(h, hex)| (h.n, hex));
    let checked = transcript::verify(text, known).and_then(|v| Ok((transcript::unsigned_commands(text)?, v)));
    let (unsigned, v) = match checked {
        Ok(found) => found,
        Err(e) => {
            let why = match lang {
                Lang::En => e.to_string(),
                lang => estafette_words::reason(lang, kind_of(text), &e.reason()),
            };
            return Ok(
                json!({ "verified": false, "status": "bad", "words": estafette_words::text(lang, ids::KIT_VERIFY_FAILED, &[("why", &why)]) }),
            );
        }
    };
    let positions: Vec<u64> = unsigned.iter().map(|u| u.n).collect();
    let (status, note) = match held.as_ref().map(|h| h.n) {
        _ if positions.is_empty() => ("ok", None),
        None => (
            "warn",
            Some(KitError::Unsigned {
                count: positions.len(),
                events: spans(&positions),
            }),
        ),
        Some(n) => {
            let after: Vec<u64> = positions.iter().copied().filter(|p| *p > n).collect();
            match after.len() {
                0 => (
                    "ok",
                    Some(KitError::UnsignedProven {
                        count: positions.len(),
                        n,
                    }),
                ),
                count => (
                    "bad",
                    Some(KitError::UnsignedAfterHead {
                        count,
                        events: spans(&after),
                        n,
                    }),
                ),
            }
        }
    };
    let note = note.map(|k| worded(lang, &Why::of(&k)));
    let said = if status == "bad" {
        estafette_words::text(lang, ids::KIT_VERIFY_FAILED, &[("why", &note.unwrap_or_default())])
    } else {
        let done = verified_words(lang, text, &v);
        note.map_or(done.clone(), |n| format!("{done}. {}", capitalised(&n)))
    };
    let result = result_words(lang, text, &v);
    Ok(json!({
        "verified": status != "bad",
        "status": status,
        "unsigned": positions,
        "words": said,
        "game": v.game,
        "players": v.players,
        "moves": v.moves,
        "result": result,
        "unchecked": v.unchecked,
    }))
}

/// What `estafette verify` prints of a verified transcript, in `lang`.
fn verified_words(lang: Lang, text: &str, v: &transcript::Verified) -> String {
    let (events, moves) = (v.events.to_string(), v.moves.to_string());
    let result = result_words(lang, text, v);
    let args = [
        ("game", v.game.as_str()),
        ("events", &events),
        ("moves", &moves),
        ("result", &result),
        ("head", &v.head),
    ];
    estafette_words::text(lang, ids::KIT_VERIFY_VERIFIED, &args)
}

/// How a verified game ended, in `lang`.
fn result_words(lang: Lang, text: &str, v: &transcript::Verified) -> String {
    let winner = |w: u8| {
        v.players.get(usize::from(w).saturating_sub(1)).map_or_else(
            || estafette_words::text(lang, ids::KIT_VERIFY_NOBODY, &[]),
            String::clone,
        )
    };
    match &v.result {
        None => estafette_words::text(lang, ids::KIT_VERIFY_NOT_FINISHED, &[]),
        Some(r) => {
            let typed = (lang != Lang::En).then(|| end_reason(text, lang)).flatten();
            let why = typed.unwrap_or_else(|| r.reason.clone());
            match r.winner {
                0 => estafette_words::text(lang, ids::KIT_VERIFY_DRAWN, &[("why", &why)]),
                w => estafette_words::text(lang, ids::KIT_VERIFY_WON, &[("who", &winner(w)), ("why", &why)]),
            }
        }
    }
}

/// A sentence's first letter in capitals.
fn capitalised(s: &str) -> String {
    let mut chars = s.chars();
    chars
        .next()
        .map_or_else(String::new, |c| c.to_uppercase().chain(chars).collect())
}

/// Positions as spans: `2-11, 14, 16-17`.
fn spans(ns: &[u64]) -> String {
    let mut out: Vec<String> = Vec::new();
    let mut i = 0;
    while i < ns.len() {
        let mut j = i;
        while j + 1 < ns.len() && ns[j + 1] == ns[j] + 1 {
            j += 1;
        }
        out.push(if j > i {
            format!("{}-{}", ns[i], ns[j])
        } else {
            ns[i].to_string()
        });
        i = j + 1;
    }
    out.join(", ")
}

/// The game of a transcript, for the names inside a failure's words
/// (L'Attaque's where the file does not say).
fn kind_of(text: &str) -> GameKind {
    transcript::read(text)
        .ok()
        .and_then(|t| GameKind::parse(&t.kind).ok())
        .unwrap_or(GameKind::Lattaque)
}

/// Why the game ended, in `lang`: the typed reason the log's last `Ended`
/// event holds (transcript format 3). `None` for a log of an older format,
/// whose event holds only the English sentence (shown as it is).
fn end_reason(text: &str, lang: Lang) -> Option<String> {
    let (kind, r) = transcript::coded_end(&transcript::read(text).ok()?)?;
    Some(estafette_words::reason(lang, kind, &r))
}

/// `replay`: `{transcript}` of a finished game: every position from the
/// start, each after its move, with the move's squares (`from`, `to`,
/// `combat`, and the pieces it took, `taken`) and the engine's sentence;
/// `game` names the game and `marks` its board's special squares (forts,
/// capitals, the fortress). The moves are played again by the core's rules
/// from the start the core's `play` rebuilds (for L'Attaque, from the
/// armies published at the end).
pub fn replay(req: &Value) -> Result<Value, Why> {
    let played = play::replay_transcript(str_of(req, "transcript")?)?;
    let kind = GameKind::parse(played.game).map_err(|e| e.why())?;
    let mut pos = AnyPosition::from_text(kind, &played.start)?;
    let start = open_view(&pos);
    let marks: Vec<String> = start.marks.iter().map(|(sq, _)| sq.to_string()).collect();
    let mut frames = vec![json!({ "n": 0, "rows": rows_json(&start) })];
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
        let taken: Vec<&str> = step
            .taken
            .iter()
            .chain(&step.huffed)
            .map(|p| p.square.as_str())
            .collect();
        frames.push(json!({
            "n": step.n,
            "side": step.side,
            "move": mv,
            "report": sentence,
            "rows": rows_json(&open_view(&next)),
            "from": last.from.map(|s| s.to_string()),
            "to": names(&last.to),
            "combat": last.combat.map(|s| s.to_string()),
            "taken": taken,
        }));
        pos = next;
    }
    Ok(json!({ "game": played.game, "marks": marks, "frames": frames }))
}

/// Why `replay` stops at a move: its English is the kit's answer in
/// English, its reason the words of the other languages (`verify.ftl`).
#[derive(Clone, Debug, PartialEq, Eq, Sentence)]
#[sentence(prefix = "verify-replay-")]
pub enum VerifyError {
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

    /// The replay of `t` in `lang`, and the last position `play` reaches,
    /// as the kit draws it.
    fn replayed(t: &str, lang: &str) -> (serde_json::Value, serde_json::Value) {
        use estafette_core::games::any::AnyPosition;
        let r = handle(&json!({"op": "replay", "transcript": t, "lang": lang})).expect("a replay");
        let played = estafette_core::play::replay_transcript(t).expect("a game");
        let kind = GameKind::parse(played.game).expect("a game");
        let last = played.steps.last().map_or(played.start.clone(), |s| s.position.clone());
        let end = AnyPosition::from_text(kind, &last).expect("a position");
        (r, super::rows_json(&super::open_view(&end)))
    }

    #[test]
    fn a_finished_strand_game_replays_to_its_end() {
        let t = include_str!("../../../tests/data/transcript/format-3-strand.json");
        let (r, end) = replayed(t, "en");
        assert_eq!(r["game"], "strand");
        let frames = r["frames"].as_array().expect("frames");
        assert_eq!(frames.len(), 4, "the start and three moves");
        assert_eq!(frames[3]["rows"], end, "the last frame is the game's end");
        // Ten ranks of ten squares, the light ones off the board.
        let rows = frames[0]["rows"].as_array().expect("rows");
        assert_eq!((rows.len(), rows[0].as_array().map(Vec::len)), (10, Some(10)));
        let at = |f: usize, sq: &str| {
            let file = usize::from(sq.as_bytes()[0] - b'a');
            let rank: usize = sq[1..].parse().expect("a rank");
            frames[f]["rows"][10 - rank][file].clone()
        };
        assert_eq!(at(0, "a10"), "off");
        assert_eq!(at(0, "a7")["label"], "C", "the Allies' Cavalry before it moves");
        assert_eq!(at(0, "a7")["side"], "south");
        assert_eq!(at(0, "d10")["side"], "north");
        // The jump b8xd10 over c9: the German piece taken, marked.
        assert_eq!(frames[3]["move"], "b8xd10");
        assert_eq!((&frames[3]["from"], &frames[3]["to"]), (&json!("b8"), &json!(["d10"])));
        assert_eq!(frames[3]["taken"], json!(["c9"]));
        assert_eq!(frames[3]["combat"], json!(null));
        assert_eq!((at(3, "c9"), at(3, "b8")), (json!(null), json!(null)));
        assert_eq!(at(3, "d10")["side"], "south");
        assert_eq!(frames[1]["taken"], json!([]));
        // The forts and the capitals, in the order the core lists them.
        let marks = r["marks"].as_array().expect("marks");
        assert!(
            ["c7", "f4", "e7", "h4"].iter().all(|sq| marks.contains(&json!(sq))),
            "{marks:?}"
        );
        assert_eq!(marks.len(), 6, "two capitals and four forts: {marks:?}");
        let fr = replayed(t, "fr").0;
        let jumped = fr["frames"][3]["report"].as_str().expect("a report");
        assert!(jumped.contains("b8xd10") && jumped != frames[3]["report"], "{jumped}");
    }

    #[test]
    fn a_finished_assaut_game_replays_to_its_end() {
        let t = include_str!("../../../tests/data/transcript/format-3-assaut.json");
        let (r, end) = replayed(t, "en");
        assert_eq!(r["game"], "assaut");
        let frames = r["frames"].as_array().expect("frames");
        assert_eq!(frames.len(), 8, "the start and seven moves");
        assert_eq!(frames[7]["rows"], end, "the last frame is the game's end");
        let at = |f: usize, sq: &str| {
            let file = usize::from(sq.as_bytes()[0] - b'a');
            let rank: usize = sq[1..].parse().expect("a rank");
            frames[f]["rows"][7 - rank][file].clone()
        };
        // A cross of points: the corners are off the board.
        assert_eq!((at(0, "a1"), at(0, "a7")), (json!("off"), json!("off")));
        assert_eq!(at(0, "d4")["label"], "S");
        // The Officers placed: no square left, the two points reached.
        assert_eq!(frames[1]["move"], "place d6 e6");
        assert_eq!(
            (&frames[1]["from"], &frames[1]["to"]),
            (&json!(null), &json!(["d6", "e6"]))
        );
        assert_eq!(at(1, "d6")["label"], "O");
        // An Officer huffed for failing to capture, then a Soldier taken.
        assert_eq!(frames[3]["taken"], json!(["d6"]));
        assert_eq!(at(3, "d6"), json!(null));
        assert_eq!(frames[7]["move"], "e6xe4");
        assert_eq!(frames[7]["taken"], json!(["e5"]));
        assert_eq!((at(7, "e5"), &at(7, "e4")["label"]), (json!(null), &json!("O")));
        let marks = r["marks"].as_array().expect("marks");
        assert!(
            !marks.is_empty() && marks.contains(&json!("d7")),
            "the fortress: {marks:?}"
        );
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
        let head = "Log-Head: lattaque-1 3 ".to_string() + &"0".repeat(64);
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
            VerifyError::of(4, pos.play_text("zz9").expect_err("not a move")),
            VerifyError::of(7, pos.play_text("a1-a9").expect_err("illegal")),
        ];
        assert!(matches!(errors[0], VerifyError::NotAMove { .. }), "{:?}", errors[0]);
        assert!(matches!(errors[1], VerifyError::Illegal { .. }), "{:?}", errors[1]);
        // The kit's English answers, as they were before the catalogs gave them.
        let why = |e: &VerifyError| match e {
            VerifyError::NotAMove { why, .. } | VerifyError::Illegal { why, .. } => why.english.clone(),
        };
        assert_eq!(
            errors[0].to_string(),
            format!("move 4: not a move: {}", why(&errors[0]))
        );
        assert_eq!(errors[1].to_string(), format!("move 7: illegal: {}", why(&errors[1])));
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
        assert!(error("x").starts_with("keine Log-Head-Zeile"), "{}", error("x"));
        assert!(
            error("Log-Head: g x ab").starts_with("Kopf „Log-Head: g x ab“: "),
            "{}",
            error("Log-Head: g x ab")
        );
    }

    /// `blind.json`'s log head after event `n`, as a mail prints it.
    fn head_at(t: &str, n: usize) -> String {
        let v: serde_json::Value = serde_json::from_str(t).expect("JSON");
        let hex = v["log"][n - 1]["head"].as_str().expect("a head").to_string();
        format!("Log-Head: lattaque-1 {n} {hex}")
    }

    #[test]
    fn unsigned_commands_need_the_players_last_head() {
        let t = include_str!("../../../tests/data/transcript/blind.json");
        let ask = |head: Option<String>, lang: &str| {
            let mut req = json!({"op": "verify", "transcript": t, "lang": lang});
            if let Some(h) = head {
                req["head"] = json!(h);
            }
            handle(&req).expect("an answer")
        };
        // No signature in this game: every command stands on the referee's
        // word until the player's own last head proves it.
        let warn = ask(None, "en");
        assert_eq!((&warn["status"], &warn["verified"]), (&json!("warn"), &json!(true)));
        assert_eq!(warn["unsigned"], json!([2, 3, 4, 5, 6, 7, 8, 9, 10, 11]));
        let words = warn["words"].as_str().expect("words");
        assert!(
            words.starts_with("verified: lattaque-1")
                && words.contains(". 10 commands no signature covers (events 2-11)"),
            "{words}"
        );
        let proven = ask(Some(format!("Thanks.\n{}\n", head_at(t, 12))), "en");
        assert_eq!(proven["status"], "ok", "{proven}");
        assert!(
            proven["words"]
                .as_str()
                .is_some_and(|w| w.ends_with("are in the log your Log-Head (12) names")),
            "{proven}"
        );
        // A head before the last unsigned commands: they are not proven.
        let early = ask(Some(head_at(t, 7)), "en");
        assert_eq!((&early["status"], &early["verified"]), (&json!("bad"), &json!(false)));
        assert_eq!(
            early["words"],
            "verification failed: 4 commands no signature covers come after your last Log-Head (7) (events 8-11): \
             nothing you hold proves them"
        );
        let fr = ask(Some(head_at(t, 7)), "fr");
        assert!(
            fr["words"]
                .as_str()
                .is_some_and(|w| w.contains("4 commandes qu'aucune signature ne couvre viennent")),
            "{fr}"
        );
        let de = ask(None, "de");
        assert!(
            de["words"]
                .as_str()
                .is_some_and(|w| w.contains("10 Befehle, die keine Signatur deckt")),
            "{de}"
        );
        // Another game's head is refused.
        let other = handle(
            &json!({"op": "verify", "transcript": t, "head": head_at(t, 7).replace("lattaque-1", "lattaque-2")}),
        );
        assert!(other.is_err_and(|e| e.english.contains("lattaque-2")));
        assert_eq!(super::spans(&[2, 3, 4, 7, 9, 10]), "2-4, 7, 9-10");
    }
}
