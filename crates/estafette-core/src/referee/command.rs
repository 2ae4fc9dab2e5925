//! The command language: the lines of a player's mail become commands.
//!
//! This is syntax only. Whether a move is legal, or whether it is the
//! sender's turn, is decided later by [`super::decide`]. Keywords are
//! case-insensitive and exist in English and French; anything that is not a
//! keyword is taken as a move in the game's own notation.

use std::fmt;

/// What a draw command asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DrawAction {
    /// `DRAW` alone: accept if the opponent has offered, else offer.
    Offer,
    Accept,
    Decline,
}

/// One command from a player's mail.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Command {
    /// A move, in the game's notation (checked by the rules engine).
    Move(String),
    /// A L'Attaque army: the text after `SETUP` and the lines that follow.
    Setup(String),
    Resign,
    Draw(DrawAction),
    Board,
    History,
    Help,
    Message(String),
    /// `VACATION 5d` or `VACATION 2026-12-20 2026-12-27`: the text after it.
    Vacation(String),
    /// `TIMEZONE Europe/Paris`.
    Timezone(String),
    /// Blind mode: an `open SQ RANK SALT` line.
    Open(String),
    /// Blind mode: the `commit ROOT` line and the `leaf SQ LEAF` lines after it.
    Commit(String),
    /// Blind mode: the `reveal SEED` line and the army's four lines after it.
    Reveal(String),
}

impl Command {
    /// Commands a player may send when it is not their turn.
    pub fn allowed_any_time(&self) -> bool {
        !matches!(self, Command::Move(_))
    }
}

impl fmt::Display for Command {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Command::Move(m) => write!(f, "{m}"),
            Command::Setup(_) => write!(f, "SETUP"),
            Command::Resign => write!(f, "RESIGN"),
            Command::Draw(DrawAction::Offer) => write!(f, "DRAW"),
            Command::Draw(DrawAction::Accept) => write!(f, "DRAW ACCEPT"),
            Command::Draw(DrawAction::Decline) => write!(f, "DRAW DECLINE"),
            Command::Board => write!(f, "BOARD"),
            Command::History => write!(f, "HISTORY"),
            Command::Help => write!(f, "HELP"),
            Command::Message(t) => write!(f, "MESSAGE {t}"),
            Command::Vacation(t) => write!(f, "VACATION {t}"),
            Command::Timezone(t) => write!(f, "TIMEZONE {t}"),
            Command::Open(l) => write!(f, "{}", l.split_whitespace().take(3).collect::<Vec<_>>().join(" ")),
            Command::Commit(_) => write!(f, "COMMIT"),
            Command::Reveal(_) => write!(f, "REVEAL"),
        }
    }
}

/// A line that is not a command, with the reason.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CommandError {
    pub line: String,
    pub message: String,
}

impl fmt::Display for CommandError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "\"{}\": {}", self.line, self.message)
    }
}

/// Longest line we look at; anything longer is not a command.
const MAX_LINE: usize = 2000;

fn keyword(word: &str) -> Option<&'static str> {
    let w = fold(word);
    Some(match w.as_str() {
        "setup" | "army" | "armee" | "deploiement" | "deploy" => "setup",
        "resign" | "abandon" | "abandonne" | "abandonner" => "resign",
        "draw" | "nulle" | "partie-nulle" => "draw",
        "board" | "plateau" | "position" => "board",
        "history" | "historique" | "moves" | "coups" => "history",
        "help" | "aide" | "?" => "help",
        "message" | "msg" | "say" | "dire" => "message",
        "vacation" | "vacances" | "conge" => "vacation",
        "timezone" | "tz" | "fuseau" | "fuseau-horaire" => "timezone",
        "open" | "ouvrir" => "open",
        "commit" => "commit",
        "leaf" => "leaf",
        "reveal" | "reveler" => "reveal",
        _ => return None,
    })
}

/// Lowercase and strip the common French accents, so `Armée` = `armee`.
fn fold(s: &str) -> String {
    s.chars()
        .map(|c| match c {
            'é' | 'è' | 'ê' | 'ë' | 'É' | 'È' | 'Ê' => 'e',
            'à' | 'â' | 'À' | 'Â' => 'a',
            'î' | 'ï' | 'Î' => 'i',
            'ô' | 'Ô' => 'o',
            'û' | 'ù' | 'Û' => 'u',
            'ç' | 'Ç' => 'c',
            c => c.to_ascii_lowercase(),
        })
        .collect()
}

/// Does this line look like a move (`b4-b5`, `d4xf6`, `place d6 e6`)?
pub fn looks_like_move(line: &str) -> bool {
    let l = fold(line);
    if l.starts_with("place ") {
        return true;
    }
    let b = l.as_bytes();
    let mut i = 0;
    if i < b.len() && b[i].is_ascii_lowercase() {
        i += 1;
    } else {
        return false;
    }
    let start = i;
    while i < b.len() && b[i].is_ascii_digit() {
        i += 1;
    }
    if i == start {
        return false;
    }
    while i < b.len() && b[i] == b' ' {
        i += 1;
    }
    i < b.len() && (b[i] == b'-' || b[i] == b'x')
}

fn is_end_line(line: &str) -> bool {
    matches!(fold(line.trim()).as_str(), "end" | "fin")
}

/// Parse the command lines of a mail (already cut above quoted text and
/// signatures). Returns the commands in order; the first line that is not a
/// command ends the list with an error, so nothing after it is applied.
pub fn parse(lines: &[String]) -> (Vec<Command>, Option<CommandError>) {
    let mut out = Vec::new();
    let mut i = 0;
    while i < lines.len() {
        let line = lines[i].trim();
        i += 1;
        if line.is_empty() {
            continue;
        }
        if line.len() > MAX_LINE {
            return (
                out,
                Some(CommandError {
                    line: truncate(line),
                    message: "this line is too long to be a command".into(),
                }),
            );
        }
        let (first, rest) = match line.split_once(char::is_whitespace) {
            Some((a, b)) => (a, b.trim()),
            None => (line, ""),
        };
        let first = first.trim_end_matches([':', '.', '!']);
        match keyword(first) {
            Some("setup") => {
                let mut block = String::new();
                if !rest.is_empty() {
                    block.push_str(rest);
                    block.push('\n');
                }
                while i < lines.len() {
                    let next = lines[i].trim();
                    if is_end_line(next) {
                        i += 1;
                        break;
                    }
                    let w = next.split_whitespace().next().unwrap_or("");
                    if keyword(w.trim_end_matches([':', '.', '!'])).is_some() || looks_like_move(next) {
                        break;
                    }
                    if !next.is_empty() {
                        block.push_str(next);
                        block.push('\n');
                    }
                    i += 1;
                }
                out.push(Command::Setup(block));
            }
            Some("open") => out.push(Command::Open(line.to_string())),
            Some("commit") => {
                let mut block = format!("{line}\n");
                while i < lines.len() {
                    let next = lines[i].trim();
                    let w = next.split_whitespace().next().unwrap_or("");
                    if next.is_empty() {
                        i += 1;
                        continue;
                    }
                    if keyword(w) != Some("leaf") {
                        break;
                    }
                    block.push_str(next);
                    block.push('\n');
                    i += 1;
                }
                out.push(Command::Commit(block));
            }
            Some("leaf") => {
                return (
                    out,
                    Some(CommandError {
                        line: truncate(line),
                        message: "leaf lines follow a 'commit ROOT' line".into(),
                    }),
                );
            }
            Some("reveal") => {
                let mut block = format!("{line}\n");
                let mut rows = 0;
                while i < lines.len() && rows < 4 {
                    let next = lines[i].trim();
                    i += 1;
                    if next.is_empty() {
                        continue;
                    }
                    block.push_str(next);
                    block.push('\n');
                    rows += 1;
                }
                out.push(Command::Reveal(block));
            }
            Some("resign") => out.push(Command::Resign),
            Some("draw") => {
                let action = match fold(rest).as_str() {
                    "" | "offer" | "propose" | "proposer" | "offre" => DrawAction::Offer,
                    "accept" | "accepte" | "accepter" | "yes" | "oui" => DrawAction::Accept,
                    "decline" | "refuse" | "refuser" | "no" | "non" | "reject" => DrawAction::Decline,
                    _ => {
                        return (
                            out,
                            Some(CommandError {
                                line: line.to_string(),
                                message: "DRAW takes OFFER, ACCEPT or DECLINE".into(),
                            }),
                        )
                    }
                };
                out.push(Command::Draw(action));
            }
            Some("board") => out.push(Command::Board),
            Some(kw @ ("vacation" | "timezone")) => {
                if rest.is_empty() {
                    let what = if kw == "vacation" {
                        "VACATION needs a length (5d) or two dates (2026-12-20 2026-12-27)"
                    } else {
                        "TIMEZONE needs a zone name, e.g. Europe/Paris"
                    };
                    return (
                        out,
                        Some(CommandError {
                            line: line.to_string(),
                            message: what.into(),
                        }),
                    );
                }
                out.push(if kw == "vacation" {
                    Command::Vacation(rest.to_string())
                } else {
                    Command::Timezone(rest.to_string())
                });
            }
            Some("history") => out.push(Command::History),
            Some("help") => out.push(Command::Help),
            Some("message") => {
                if rest.is_empty() {
                    return (
                        out,
                        Some(CommandError {
                            line: line.to_string(),
                            message: "MESSAGE needs some text after it".into(),
                        }),
                    );
                }
                out.push(Command::Message(rest.chars().take(1000).collect()));
            }
            _ => {
                if looks_like_move(line) {
                    out.push(Command::Move(line.to_string()));
                } else {
                    return (
                        out,
                        Some(CommandError {
                            line: truncate(line),
                            message: "not a command or a move (send HELP for the list)".into(),
                        }),
                    );
                }
            }
        }
    }
    (out, None)
}

fn truncate(line: &str) -> String {
    if line.chars().count() > 60 {
        let mut s: String = line.chars().take(57).collect();
        s.push_str("...");
        s
    } else {
        line.to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn p(text: &str) -> (Vec<Command>, Option<CommandError>) {
        let lines: Vec<String> = text.lines().map(str::to_string).collect();
        parse(&lines)
    }

    #[test]
    fn moves_and_keywords_in_both_languages() {
        let (cmds, err) = p("b4-b5\nD4 x F6\nplace d6 e6\nRESIGN\nabandon\nDraw accept\nnulle refuser\nPlateau\nhistorique\naide\nMessage: hello there");
        assert_eq!(err, None);
        assert_eq!(
            cmds,
            vec![
                Command::Move("b4-b5".into()),
                Command::Move("D4 x F6".into()),
                Command::Move("place d6 e6".into()),
                Command::Resign,
                Command::Resign,
                Command::Draw(DrawAction::Accept),
                Command::Draw(DrawAction::Decline),
                Command::Board,
                Command::History,
                Command::Help,
                Command::Message("hello there".into()),
            ]
        );
    }

    #[test]
    fn setup_block_runs_until_a_move_or_keyword() {
        let (cmds, err) =
            p("SETUP\n10 9 8 8 7 7 6 6 6\n5 5 5 5 4 4 4 4 3\n3 3 3 2 2 2 2 2 2\n2 2 S F M M M M 6\nb4-b5");
        assert_eq!(err, None);
        assert_eq!(cmds.len(), 2);
        match &cmds[0] {
            Command::Setup(block) => assert_eq!(block.lines().count(), 4),
            other => panic!("{other:?}"),
        }
        assert_eq!(cmds[1], Command::Move("b4-b5".into()));
        let (cmds, _) = p("Armée: a1=F b1=M\nc1=M\nFIN\naide");
        assert_eq!(cmds, vec![Command::Setup("a1=F b1=M\nc1=M\n".into()), Command::Help]);
    }

    #[test]
    fn the_first_bad_line_stops_the_list() {
        let (cmds, err) = p("b4-b5\nplease move my scout\nRESIGN");
        assert_eq!(cmds, vec![Command::Move("b4-b5".into())]);
        let err = err.unwrap();
        assert_eq!(err.line, "please move my scout");
        let (_, err) = p("DRAW maybe");
        assert!(err.unwrap().message.contains("OFFER"));
        let (_, err) = p("MESSAGE");
        assert!(err.is_some());
    }
}
