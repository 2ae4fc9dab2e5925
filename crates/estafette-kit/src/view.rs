//! `view`: a player's private board from the referee's last mail (its
//! `Position:` line) with the player's own ranks filled in from the secret,
//! as `estafette view` makes it.

use estafette_core::games::lattaque::{self, RANKS};
use estafette_core::games::{BoardView, Cell};
use estafette_core::protocol::blind::{board_side_name, find_position};
use estafette_core::protocol::log::log_head_words;
use estafette_core::reason::Why;
use serde_json::{json, Value};

use crate::seal::secret_of;
use crate::str_of;

/// `view`: `{secret, mail}` (the mail's text, pasted, or its whole source:
/// a `.eml` file, decoded by [`crate::eml::mail_text`]). Answers the board
/// (`rows`, rank 10 first, files a to i: `{side, label, revealed}`, `lake`
/// or null), who is to move after how many plies, and `warnings` (the
/// mail's options are not those sealed, a piece shown with another rank).
pub fn view(req: &Value) -> Result<Value, Why> {
    let secret = secret_of(req)?;
    let mail = crate::eml::mail_text(str_of(req, "mail")?)?;
    let mail = mail.as_str();
    let mut board = find_position(mail)?;
    let game = mail
        .lines()
        .filter_map(|l| log_head_words(l).and_then(|w| w.split_whitespace().next()))
        .next_back();
    if let Some(g) = game.filter(|g| *g != secret.game) {
        return Err(format!("this mail is about game {g}, the secret file about {}", secret.game).into());
    }
    let mut warnings = Vec::new();
    if board.opts != secret.opts {
        warnings.push(format!(
            "the mail's options ({}) are not those you sealed with ({})",
            board.opts.to_text(),
            secret.opts.to_text()
        ));
    }
    warnings.extend(board.fill_own(&secret.army));
    let rows = rows_json(&board.board_view());
    Ok(json!({
        "game": secret.game,
        "me": lattaque::side_name(secret.side),
        "side": board_side_name(secret.side),
        "to_move": lattaque::side_name(board.to_move),
        "ply": board.ply,
        "rows": rows,
        "warnings": warnings,
    }))
}

/// A L'Attaque board's cells, rank 10 first, files a to i: a piece as
/// `{side, label, revealed}`, `"lake"`, or null for an empty square.
pub(crate) fn rows_json(view: &BoardView) -> Value {
    let rows: Vec<Value> = (0..RANKS)
        .rev()
        .map(|r| {
            let cells: Vec<Value> = view.cells[usize::from(r)]
                .iter()
                .map(|c| match c {
                    Cell::Lake => json!("lake"),
                    Cell::Piece { side, label, revealed } => {
                        json!({ "side": board_side_name(*side), "label": label, "revealed": revealed })
                    }
                    _ => Value::Null,
                })
                .collect();
            Value::Array(cells)
        })
        .collect();
    Value::Array(rows)
}

#[cfg(test)]
mod tests {
    use crate::handle;
    use estafette_core::games::lattaque::{Army, BlindBoard, Options, SAMPLE_ARMY_FIRST};
    use estafette_core::games::Side;
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
    }
}
