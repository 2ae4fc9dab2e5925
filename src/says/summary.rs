//! What the inbox records of a message, and what `ingest` and `run` print:
//! public words only. The database is readable without the key file and
//! logs are read by people who are not the players, so a summary never
//! holds a hidden rank, any part of an army, or a player's own text: a
//! refusal's reason may name the piece that could not move ("a10 holds
//! the Flag") and a refused army its make-up, so a decision is told by its
//! moves, the kinds of its other commands, and for a refused move the
//! square it started from (`move from a10 refused`). The reason itself
//! goes only to the player, in the sealed reply.

use crate::referee::command::looks_like_move;
use crate::referee::{Command, Decision};
use crate::says::decision::{CommandKind, Public, Refused, Said};

/// A decision on a side's commands in public words: `applied: e3-f4,
/// message`, `move from a10 refused`, or `applied: e3-f4; then setup
/// refused` (as its `Display` writes it).
pub fn decision(d: &Decision) -> Said {
    let mut said: Vec<Public> = Vec::new();
    for cmd in &d.applied {
        if let Some(word) = public_command(cmd) {
            if !said.contains(&word) {
                said.push(word);
            }
        }
    }
    Said::Decision {
        applied: said,
        refused: d.failure.as_ref().map(|(cmd, _)| refused(cmd)),
    }
}

/// A command applied, in public words: a move as the referee writes it
/// (its squares are public), any other command by its kind; `None` for
/// text that is neither.
fn public_command(text: &str) -> Option<Public> {
    let text = text.trim();
    if looks_like_move(text) {
        return Some(Public::Move(text.to_string()));
    }
    command_kind(text).map(Public::Command)
}

/// A refused command in public words: a move by the square it starts from,
/// any other command by its kind.
fn refused(command: &str) -> Refused {
    if command == "(empty)" {
        return Refused::Empty;
    }
    if looks_like_move(command) {
        return match origin(command) {
            Some(square) => Refused::MoveFrom(square),
            None => Refused::Move,
        };
    }
    command_kind(command).map_or(Refused::Unknown, Refused::Command)
}

/// The square a move's text starts from (`a10` of `a10-a9`), lowercased;
/// `None` for a placement (`place d6 e6`).
fn origin(mv: &str) -> Option<String> {
    let mv = mv.trim();
    let letter = mv.chars().next().filter(char::is_ascii_alphabetic)?;
    let digits: String = mv[1..].chars().take_while(char::is_ascii_digit).collect();
    ((1..=2).contains(&digits.len())).then(|| format!("{}{digits}", letter.to_ascii_lowercase()))
}

/// The kind of a command ([`Command::traits`]) from its first words: a
/// command as the referee writes it (`DRAW ACCEPT`, `SETUP`), or a line
/// that begins with a command's English word.
fn command_kind(text: &str) -> Option<CommandKind> {
    let words = |t: &str| t.split_whitespace().map(str::to_ascii_uppercase).collect::<Vec<_>>();
    let said = words(text);
    let named: Vec<(Vec<String>, Command)> = Command::every()
        .into_iter()
        .map(|c| (words(&c.to_string()), c))
        .filter(|(w, _)| !w.is_empty() && w.first() == said.first())
        .collect();
    let whole = named
        .iter()
        .filter(|(w, _)| said.starts_with(w))
        .max_by_key(|(w, _)| w.len());
    whole.or(named.first()).and_then(|(_, c)| c.traits().public)
}

#[cfg(test)]
mod tests {
    use super::decision;
    use crate::referee::Decision;
    use estafette_core::reason::{Reason, Why};

    /// A refusal with this English (its code does not matter here).
    fn why(english: &str) -> Why {
        Why {
            english: english.to_string(),
            reason: Reason::new("lattaque-no-piece-on").text("square", "a10"),
        }
    }

    fn d(applied: &[&str], failure: Option<(&str, &str)>) -> String {
        let said = decision(&Decision {
            applied: applied.iter().map(|s| s.to_string()).collect(),
            failure: failure.map(|(c, r)| (c.to_string(), why(r))),
            ..Decision::default()
        });
        said.to_string()
    }

    #[test]
    fn a_decision_is_told_by_its_moves_and_the_kinds_of_its_commands() {
        assert_eq!(d(&["e3-f4"], None), "applied: e3-f4");
        assert_eq!(
            d(&["SETUP", "MESSAGE good luck, have fun"], None),
            "applied: setup, message"
        );
        assert_eq!(d(&["DRAW ACCEPT"], None), "applied: draw acceptance");
        assert_eq!(d(&["place d6 e6"], None), "applied: place d6 e6");
        assert_eq!(d(&[], None), "nothing applied");
    }

    #[test]
    fn a_refusal_names_the_kind_of_command_or_the_square_and_never_its_reason() {
        assert_eq!(
            d(
                &[],
                Some(("a10-a9", "a10 holds the Flag, which never moves or attacks"))
            ),
            "move from a10 refused"
        );
        assert_eq!(
            d(&["e3-f4"], Some(("SETUP", "1 Colonel, an army has 2"))),
            "applied: e3-f4; then setup refused"
        );
        assert_eq!(d(&[], Some(("open b4 5", "b4 holds a Scout"))), "opening refused");
        assert_eq!(
            d(&[], Some(("marshal at b4", "not a command or a move"))),
            "command refused"
        );
        assert_eq!(d(&[], Some(("place d6 e6", "occupied"))), "move refused");
        assert_eq!(d(&[], Some(("(empty)", "no command found"))), "empty mail refused");
        for said in [
            d(&["open b4 Marshal"], Some(("b4-b5", "the Marshal is taken"))),
            d(&[], Some(("I7-I5", "your Sapper on i7 moves one square only"))),
        ] {
            assert!(!said.contains("Marshal") && !said.contains("Sapper"), "{said}");
        }
    }
}
