//! A turn's reply: the player's secret (or key) file and the referee's
//! mail they answer give one text to mail, holding the `open` lines, the
//! final reveal, the move and the `sig` line that signs them all, as
//! `estafette open`, `reveal` and `sign` print them (the same core calls).
//! The head signed is the one the mail itself ends with, so the game, the
//! side and the head are checked before anything is signed.

use estafette_core::games::lattaque::{BlindBoard, Move};
use estafette_core::games::Square;
use estafette_core::protocol::blind::{board_side_name, find_position, Secret, SECRET_FORMAT};
use estafette_core::protocol::sign::{command_text, sign_commands, KeyFile, SignError, KEY_FORMAT};
use estafette_core::reason::Why;
use estafette_core::referee::blind_refusal::BlindRefusal;
use estafette_core::transcript;
use serde_json::{json, Value};

use crate::kit_error::KitError;
use crate::request::{opt_str, str_of, strings};

/// What a file the player loads as their secret is.
pub enum Loaded {
    /// A blind game's secret file (`estafette seal`).
    Secret(Box<Secret>),
    /// A signing key file (`estafette keygen`): its secret key.
    Key([u8; 32]),
}

/// The file `text`, told by its `format`: a secret file or a key file,
/// else why it is neither (a transcript named as such).
pub fn loaded(text: &str) -> Result<Loaded, Why> {
    let format = serde_json::from_str::<Value>(text)
        .ok()
        .and_then(|v| v.get("format").and_then(Value::as_str).map(str::to_string))
        .unwrap_or_default();
    if format == KEY_FORMAT {
        let key = KeyFile::read(text).map_err(|e| KitError::NotASecret(Why::of(&e)))?;
        return Ok(Loaded::Key(key));
    }
    if format != SECRET_FORMAT && transcript::read(text).is_ok() {
        return Err(KitError::TranscriptNotSecret.into());
    }
    let secret = Secret::from_json(text).map_err(|e| KitError::NotASecret(e.why()))?;
    Ok(Loaded::Secret(Box::new(secret)))
}

/// `file`: `{file}`, a file the player loads as their secret: what it is
/// (`kind`: `secret`, with its `game`, `side` and whether it `signs`; or
/// `key`), or why the kit refuses it.
pub fn file(req: &Value) -> Result<Value, Why> {
    Ok(match loaded(str_of(req, "file")?)? {
        Loaded::Secret(s) => json!({
            "kind": "secret",
            "game": s.game,
            "side": board_side_name(s.side),
            "signs": s.signing_key().is_some(),
        }),
        Loaded::Key(_) => json!({ "kind": "key" }),
    })
}

/// `reply`: `{file, mail, move, opens, reveal, side}`: `file` the secret
/// file (or a key file, with `side` 1 or 2), `mail` the referee's mail
/// answered (text or `.eml` source), `move` the move or other command
/// lines, `opens` the starting squares of pieces to open, `reveal` whether
/// to add the final reveal. A move is checked on the mail's board with the
/// player's own ranks, and the piece that attacks or runs is opened if the
/// board has not seen it opened. Answers the text to mail (`reply`), the
/// squares opened (`opens`), whether it is signed (`signed`) and the head
/// signed (`head`).
pub fn reply(req: &Value) -> Result<Value, Why> {
    let mail = crate::eml::mail_text(str_of(req, "mail")?)?;
    let head = crate::eml::last_head(&mail)?;
    let typed = opt_str(req, "move").unwrap_or_default().trim();
    let mut opens = strings(req, "opens");
    let mut lines = Vec::new();
    let (key, side) = match loaded(str_of(req, "file")?)? {
        Loaded::Secret(secret) => {
            if head.game != secret.game {
                return Err(KitError::OtherGame {
                    mail: head.game,
                    secret: secret.game,
                }
                .into());
            }
            if let Ok(mv) = Move::parse(typed) {
                opens.extend(opening_for(&secret, &find_position(&mail)?, &mv)?);
            }
            opens.sort();
            opens.dedup();
            if !opens.is_empty() {
                lines.push(secret.open_lines(&opens)?);
            }
            if req.get("reveal").and_then(Value::as_bool) == Some(true) {
                lines.push(secret.reveal_message());
            }
            (secret.signing_key(), secret.event_side())
        }
        Loaded::Key(key) => {
            if !opens.is_empty() || req.get("reveal").and_then(Value::as_bool) == Some(true) {
                return Err(KitError::KeyFileSignsOnly.into());
            }
            (Some(key), side_byte(opt_str(req, "side"))?)
        }
    };
    lines.push(typed.to_string());
    let commands = lines.join("\n");
    let text = match key {
        Some(key) => sign_commands(&key, side, &head, &commands).map_err(|e| Why::of(&e))?,
        None => unsigned(&commands)?,
    };
    Ok(json!({
        "reply": text,
        "opens": opens,
        "signed": key.is_some(),
        "head": head.to_string(),
    }))
}

/// The side byte from `1` / `first` or `2` / `second`, as `estafette
/// sign --side` takes it (the side the rules name first is 1: South).
fn side_byte(text: Option<&str>) -> Result<u8, Why> {
    match text.map(|t| t.trim().to_ascii_lowercase()).as_deref() {
        Some("1" | "first") => Ok(1),
        Some("2" | "second") => Ok(2),
        Some(o) => Err(KitError::Side { text: o.to_string() }.into()),
        None => Err(KitError::GiveSide.into()),
    }
}

/// The command lines of a player without a key (a secret of version 1),
/// as a signed mail would hold them (`sign`'s command text).
fn unsigned(commands: &str) -> Result<String, Why> {
    let lines: Vec<String> = commands.lines().map(str::to_string).collect();
    let text = command_text(&lines);
    if text.is_empty() {
        return Err(Why::of(&SignError::NoCommands));
    }
    Ok(format!("{text}\n"))
}

/// The move `mv` checked on the mail's `board` with the player's own ranks
/// filled in; the starting square of its piece if the move needs it
/// opened (an attack or a Scout's run by a piece the board has not seen
/// opened).
fn opening_for(secret: &Secret, board: &BlindBoard, mv: &Move) -> Result<Option<String>, Why> {
    if board.to_move != secret.side {
        return Err(Why::of(&BlindRefusal::NotYourTurn { side: board.to_move }));
    }
    let mut mine = board.clone();
    mine.fill_own(&secret.army);
    let refused = |why: Why| {
        Why::of(&BlindRefusal::MoveRefused {
            mv: mv.to_string(),
            why,
        })
    };
    mine.check_move(mv).map_err(|e| refused(Why::of(&e)))?;
    let seen = board.piece_at(mv.from()).filter(|p| p.side == secret.side);
    let Some(piece) = seen else {
        return Ok(None);
    };
    let runs = distance(mv.from(), mv.arrival()) > 1;
    Ok((piece.rank.is_none() && (runs || mv.target().is_some())).then(|| piece.home.to_string()))
}

fn distance(a: Square, b: Square) -> u8 {
    a.file.abs_diff(b.file) + a.rank.abs_diff(b.rank)
}

#[cfg(test)]
mod tests;
