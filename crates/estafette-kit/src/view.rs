//! `view`: what the referee's last mail tells a player: the chain head it
//! ends with, the openings and the reveal it asks for and, with the
//! player's secret, their private board (the mail's `Position:` line with
//! their own ranks filled in from the secret, as `estafette view` makes it).

use estafette_core::games::lattaque::{self, Army, BlindBoard};
use estafette_core::games::{BoardView, Cell, Square};
use estafette_core::protocol::blind::{board_side_name, find_position};
use estafette_core::reason::Why;
use serde_json::{json, Value};

use crate::eml::{commands, last_head, mail_text};
use crate::kit_error::KitError;
use crate::reply::{loaded, Loaded};
use crate::request::{lang_of, opt_str, str_of, worded};

/// `view`: `{mail, secret}`: the mail's text, pasted, or its whole source
/// (a `.eml` file, decoded by [`mail_text`]), and the player's secret
/// file (or key file, or none). Answers the head the mail ends with
/// (`game`, `n`, `head`: the line), the starting squares of the pieces it
/// asks the player to open (`asks_open`) and whether it asks for the final
/// reveal (`asks_reveal`); with a secret file, of the mail's game, also
/// the board (`rows`, rank 10 first, files a to i: `{side, label,
/// revealed}`, `lake` or null), who is to move after how many plies, and
/// `warnings` (the mail's options are not those sealed, a piece shown with
/// another rank), in the request's language.
pub fn view(req: &Value) -> Result<Value, Why> {
    let mail = mail_text(str_of(req, "mail")?)?;
    let head = last_head(&mail)?;
    let mut asks_open: Vec<String> = commands(&mail, "open")
        .into_iter()
        .filter_map(|words| words.last().cloned())
        .filter(|w| Square::parse(w).is_ok())
        .collect();
    asks_open.dedup();
    let mut answer = json!({
        "game": head.game,
        "n": head.n,
        "head": head.to_string(),
        "asks_open": asks_open,
        "asks_reveal": !commands(&mail, "reveal").is_empty(),
    });
    let Some(Loaded::Secret(secret)) = opt_str(req, "secret").map(loaded).transpose()? else {
        return Ok(answer);
    };
    if head.game != secret.game {
        return Err(KitError::OtherGame {
            mail: head.game,
            secret: secret.game,
        }
        .into());
    }
    let mut board = find_position(&mail)?;
    let mut warnings = Vec::new();
    if board.opts != secret.opts {
        warnings.push(KitError::OptionsDiffer {
            mail: board.opts.to_text(),
            sealed: secret.opts.to_text(),
        });
    }
    warnings.extend(own_disagreements(&board, &secret.army));
    // An opening already made is asked for no more.
    asks_open.retain(|home| {
        Square::parse(home).is_ok_and(|h| {
            board
                .find_home(secret.side, h)
                .and_then(|at| board.piece_at(at))
                .is_some_and(|p| !p.revealed)
        })
    });
    board.fill_own(&secret.army);
    let lang = lang_of(req);
    let warnings: Vec<String> = warnings.iter().map(|w| worded(lang, &Why::of(w))).collect();
    let more = json!({
        "asks_open": asks_open,
        "me": lattaque::side_name(secret.side),
        "side": board_side_name(secret.side),
        "to_move": lattaque::side_name(board.to_move),
        "ply": board.ply,
        "rows": rows_json(&board.board_view()),
        "warnings": warnings,
    });
    if let (Some(a), Value::Object(m)) = (answer.as_object_mut(), more) {
        a.extend(m);
    }
    Ok(answer)
}

/// Where `army` and the pieces of its side on `board` disagree, as
/// [`BlindBoard::fill_own`] finds them before it fills the ranks in: a
/// piece whose home is not in the army, a piece opened with another rank.
fn own_disagreements(board: &BlindBoard, army: &Army) -> Vec<KitError> {
    board
        .pieces()
        .into_iter()
        .filter(|(_, p)| p.side == army.side)
        .filter_map(|(_, p)| match (army.rank_at(p.home), p.rank) {
            (None, _) => Some(KitError::NotInArmy { home: p.home }),
            (Some(r), Some(shown)) if r != shown => Some(KitError::ShownAs {
                home: p.home,
                shown,
                army: r,
            }),
            _ => None,
        })
        .collect()
}

/// A board's cells, its highest rank first, files from a: a piece as
/// `{side, label, revealed}`, `"lake"`, `"off"` for a point not on the
/// board (L'Assaut's corners, Strand's light squares), or null for an
/// empty square.
pub(crate) fn rows_json(view: &BoardView) -> Value {
    let cell = |c: &Cell| match c {
        Cell::Lake => json!("lake"),
        Cell::Off => json!("off"),
        Cell::Piece { side, label, revealed } => {
            json!({ "side": board_side_name(*side), "label": label, "revealed": revealed })
        }
        Cell::Empty => Value::Null,
    };
    Value::Array(
        view.cells
            .iter()
            .rev()
            .map(|row| row.iter().map(cell).collect())
            .collect(),
    )
}

#[cfg(test)]
mod tests {
    use crate::handle;
    use estafette_core::games::lattaque::{Army, BlindBoard, Options, Rank, SAMPLE_ARMY_FIRST};
    use estafette_core::games::{Side, Square};
    use estafette_core::protocol::blind::{position_line, Secret};
    use serde_json::json;

    #[test]
    fn the_private_board_shows_my_ranks_and_hides_theirs() {
        let opts = Options::default();
        let army = Army::parse(SAMPLE_ARMY_FIRST, Side::First, &opts).expect("army");
        let secret = Secret::seal("lattaque-7", 1, opts, army, [3; 32]).expect("sealed");
        let board = BlindBoard::start(opts, Side::First);
        let mail = format!(
            "Your move.\n\n{}\nLog-Head: lattaque-7 4 {}\n",
            position_line(&board),
            "ab".repeat(32)
        );
        let v = handle(&json!({"op": "view", "secret": secret.to_json(), "mail": mail})).expect("a view");
        assert_eq!(v["me"], "South");
        assert_eq!(v["to_move"], "South");
        assert_eq!(
            v["rows"][9][6],
            json!({"side": "south", "label": "F", "revealed": false})
        );
        assert_eq!(
            v["rows"][0][0],
            json!({"side": "north", "label": "?", "revealed": false})
        );
        assert_eq!(v["rows"][4][2], "lake");
        assert_eq!(v["rows"][5][0], json!(null));
        let other = mail.replace("lattaque-7 4", "lattaque-8 4");
        let e = handle(&json!({"op": "view", "secret": secret.to_json(), "mail": other})).expect_err("another game");
        assert!(e.english.contains("lattaque-8"), "{e}");
        assert!(handle(&json!({"op": "view", "secret": secret.to_json(), "mail": "hello"})).is_err());
        assert_eq!(v["head"], format!("Log-Head: lattaque-7 4 {}", "ab".repeat(32)));
        assert_eq!((&v["asks_open"], &v["asks_reveal"]), (&json!([]), &json!(false)));
    }

    #[test]
    fn the_openings_and_the_reveal_a_mail_asks_for_are_found() {
        let opts = Options::default();
        let army = Army::parse(SAMPLE_ARMY_FIRST, Side::First, &opts).expect("army");
        let secret = Secret::seal("lattaque-7", 1, opts, army, [3; 32]).expect("sealed");
        let mut board = BlindBoard::start(opts, Side::First);
        board.open(Side::First, Square::new(2, 3), Rank::Scout);
        let mail = format!(
            "Your piece on b4 is attacked. Open it:\n  estafette open SECRETFILE b4\n\
             > estafette open SECRETFILE a4\n  estafette open SECRETFILE c4\n\
             Both players must now reveal: run\n  estafette reveal SECRETFILE\n{}\nLog-Head: lattaque-7 9 {}\n",
            position_line(&board),
            "ab".repeat(32)
        );
        // c4 is open already: asked no more.
        let v = handle(&json!({"op": "view", "secret": secret.to_json(), "mail": mail})).expect("a view");
        assert_eq!(
            (&v["asks_open"], &v["asks_reveal"], &v["n"]),
            (&json!(["b4"]), &json!(true), &json!(9))
        );
        // Without a secret: what the mail asks, and its head.
        let v = handle(&json!({"op": "view", "mail": mail})).expect("a view");
        assert_eq!(
            (&v["asks_open"], &v["game"], &v["rows"]),
            (&json!(["b4", "c4"]), &json!("lattaque-7"), &json!(null))
        );
    }

    #[test]
    fn the_warnings_are_the_disagreements_the_core_finds() {
        let opts = Options::default();
        let army = Army::parse(SAMPLE_ARMY_FIRST, Side::First, &opts).expect("army");
        let start = BlindBoard::start(opts, Side::First).to_text();
        let a1 = Square::new(0, 0);
        let shown = if army.rank_at(a1) == Some(Rank::Scout) {
            Rank::Sapper
        } else {
            Rank::Scout
        };
        let (rest, rank1) = start.rsplit_once('/').expect("ranks");
        let opened = format!("{rest}/{}", rank1.replacen("s?", &format!("s{}*", shown.code()), 1));
        for text in [start.clone(), opened] {
            let mut board = BlindBoard::from_text(&text).expect("a board");
            let kit: Vec<String> = super::own_disagreements(&board, &army)
                .iter()
                .map(|e| e.to_string())
                .collect();
            assert_eq!(kit, board.fill_own(&army), "{text}");
            assert_eq!(kit.len(), usize::from(text != start), "{kit:?}");
        }
    }
}
