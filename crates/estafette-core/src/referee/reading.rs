//! Which lines of a player's mail are meant as commands.
//!
//! A person writes more than commands: a greeting above them, a sentence
//! or two, a sign-off and a signature below, with or without the `-- `
//! delimiter. The mail reader ([`crate`]'s shell, `mail::inbound`) cuts the
//! mail's own structure away (quoted text, attribution lines, forwarded
//! messages, delimited signatures) and offers the remaining lines here, one
//! at a time, to a [`Reader`]; the lines it keeps go to the command parsers
//! ([`super::command::parse`], [`super::account::parse`]), which judge them
//! strictly. [`subject_command`] reads the Subject when the body holds no
//! command.
//!
//! A line is kept when it is a command ([`Line::Command`]) or is written as
//! one without being well formed ([`Line::Written`]); anything else
//! ([`Line::Other`]) is passed over:
//! - a move (`b4-b5`, `a4-z9`, `place d6 e6`) is a command, legal or not:
//!   the rules judge it;
//! - a line that starts with a command word (English or French, any case)
//!   and is well formed is a command: `resign`, `Board`, `DRAW accept`,
//!   `VACATION 5d`, `LANG fr`, `NEW strand WITH bob@example.org`. A line
//!   whose first word is a command word but whose rest does not fit it is
//!   a sentence (`Position looks good`, `Abandon ship!`, `Vacation in Spain
//!   next week`, `Language barrier`), unless the command word is written
//!   in capitals (`RESIGN now please`, `DRAW maybe`): then it is kept, and
//!   refused with its reason;
//! - `MESSAGE` takes any text, so a sentence could start with it (`Message
//!   received, thanks`): it is a command when written in capitals
//!   (`MESSAGE see you`), followed by a colon (`message: see you`) or
//!   abbreviated (`msg see you`);
//! - after `SETUP` (or `reveal SEED`), the army's lines are kept up to the
//!   first line that is not army text; after `commit ROOT`, the `leaf`
//!   lines (a `leaf SQ LEAF` line without its `commit` line is kept too, to
//!   be refused).
//!
//! Pure: no I/O; the same lines always give the same answer.

use super::account::{self, AccountCommand};
use super::command::{self, split_first, Command};
use crate::games::any::GameKind;

/// What one line of a mail is, read on its own.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Line {
    /// A well-formed command or a move.
    Command,
    /// Written as a command (its command word in capitals) but not well
    /// formed: kept, so that the parser refuses it with its reason.
    Written,
    /// A greeting, a sentence, a sign-off, a signature: passed over.
    Other,
}

/// Whether `word` is written in capitals: it has a letter and no lowercase one.
fn in_capitals(word: &str) -> bool {
    word.chars().any(char::is_alphabetic) && !word.chars().any(char::is_lowercase)
}

/// What a line is; see the module documentation.
pub fn classify(line: &str) -> Line {
    let line = line.trim();
    if line.is_empty() {
        return Line::Other;
    }
    if command::looks_like_move(line) {
        return Line::Command;
    }
    let (first, rest) = split_first(line);
    let game = command::keyword(first);
    let acct = account::keyword(first);
    if game.is_none() && acct.is_none() {
        return Line::Other;
    }
    let capitals = in_capitals(first) || game.is_some_and(|kw| tool_shaped(kw, rest));
    let fits = if game.is_some() {
        game_command_fits(line, capitals)
    } else {
        account_command_fits(line, rest)
    };
    if fits {
        Line::Command
    } else if capitals {
        Line::Written
    } else {
        Line::Other
    }
}

/// Whether the line of a blind game's protocol word (`open`, `commit`,
/// `leaf`, `reveal`) has the shape the player's tool prints, lowercase as
/// the tool writes it: it is then kept even when malformed (`open i7 2`),
/// to be refused with its reason rather than passed over.
fn tool_shaped(kw: &str, rest: &str) -> bool {
    let words: Vec<&str> = rest.split_whitespace().collect();
    let hex = |w: &&str| w.len() >= 4 && w.chars().all(|c| c.is_ascii_hexdigit());
    let square = |w: &&str| {
        let mut c = w.chars();
        c.next().is_some_and(|f| f.is_ascii_alphabetic()) && c.as_str().parse::<u8>().is_ok()
    };
    match kw {
        "open" | "leaf" => words.len() <= 3 && words.first().is_some_and(square),
        "commit" | "reveal" => words.len() <= 2 && words.first().is_some_and(hex),
        "sig" => words.len() == 2 && words[0].bytes().all(|b| b.is_ascii_digit()),
        _ => false,
    }
}

/// Whether a line that starts with a game command word is that command,
/// well formed, on its own.
fn game_command_fits(line: &str, capitals: bool) -> bool {
    let (cmds, err) = command::parse(&[line.to_string()]);
    let ([cmd], None) = (cmds.as_slice(), err) else {
        return false;
    };
    let (first, rest) = split_first(line);
    let words = rest.split_whitespace().count();
    let starts_with_digit = |w: &str| w.chars().next().is_some_and(|c| c.is_ascii_digit());
    match cmd {
        Command::Message(_) => {
            capitals || command::fold(first) == "msg" || line.trim()[first.len()..].trim_start().starts_with(':')
        }
        Command::Vacation(t) => (1..=2).contains(&words) && t.split_whitespace().all(starts_with_digit),
        Command::Timezone(_) => words == 1,
        Command::Calendar(_) => words <= 1,
        Command::Lang(t) => words == 1 && command::lang_code(t).is_some(),
        Command::Open(_) => words == 3,
        Command::Commit(_) | Command::Reveal(_) | Command::Key(_) => words == 1,
        Command::Setup(_) => rest.is_empty() || crate::games::lattaque::is_army_line(rest),
        Command::Move(_)
        | Command::Resign
        | Command::Draw(_)
        | Command::Board
        | Command::History
        | Command::Help
        | Command::Rules => true,
    }
}

/// Whether a line that starts with an account command word is that
/// command, well formed, on its own.
fn account_command_fits(line: &str, rest: &str) -> bool {
    match account::parse(&[line.to_string()]) {
        Ok(Some(AccountCommand::Games | AccountCommand::Accept | AccountCommand::Decline)) => rest.is_empty(),
        Ok(Some(_)) => true,
        Ok(None) | Err(_) => false,
    }
}

/// The lines after a block command that belong to it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
enum Block {
    #[default]
    None,
    /// After `SETUP`: army lines, up to an `END` line.
    Army,
    /// After `reveal SEED`: this many more army lines.
    Reveal(u8),
    /// After `commit ROOT`: `leaf` lines.
    Leaves,
}

/// Reads a mail's lines one at a time, in order, and keeps the command
/// lines (trimmed). Offer it only the lines the player wrote (not quoted
/// text); blank lines may be offered or not.
#[derive(Clone, Debug, Default)]
pub struct Reader {
    kept: Vec<String>,
    block: Block,
}

impl Reader {
    pub fn new() -> Reader {
        Reader::default()
    }

    /// Offers the next line; true when it was kept.
    pub fn push(&mut self, line: &str) -> bool {
        let line = line.trim();
        if line.is_empty() {
            return false;
        }
        if self.goes_on(line) {
            self.kept.push(line.to_string());
            return true;
        }
        self.block = Block::None;
        if classify(line) == Line::Other {
            return false;
        }
        self.block = match command::keyword(split_first(line).0) {
            Some("setup") => Block::Army,
            Some("reveal") => Block::Reveal(4),
            Some("commit") => Block::Leaves,
            _ => Block::None,
        };
        self.kept.push(line.to_string());
        true
    }

    /// Whether `line` belongs to the open block (and moves the block on).
    fn goes_on(&mut self, line: &str) -> bool {
        match self.block {
            Block::None => false,
            Block::Army if command::is_end_line(line) => {
                self.block = Block::None;
                true
            }
            Block::Army => command::continues_army(line),
            Block::Reveal(n) if n > 0 && command::continues_army(line) => {
                self.block = Block::Reveal(n - 1);
                true
            }
            Block::Reveal(_) => false,
            Block::Leaves => command::is_commit_block_line(line),
        }
    }

    /// Whether some line was kept.
    pub fn has_commands(&self) -> bool {
        !self.kept.is_empty()
    }

    /// The kept lines, in order.
    pub fn into_lines(self) -> Vec<String> {
        self.kept
    }
}

/// The command lines of `lines`, read in order by a [`Reader`].
pub fn command_lines<'a>(lines: impl IntoIterator<Item = &'a str>) -> Vec<String> {
    let mut r = Reader::new();
    for line in lines {
        r.push(line);
    }
    r.into_lines()
}

/// `text` without a leading `prefix`, compared case-insensitively.
fn strip_prefix_ci<'t>(text: &'t str, prefix: &str) -> Option<&'t str> {
    let head = text.get(..prefix.len())?;
    head.to_lowercase()
        .eq(&prefix.to_lowercase())
        .then(|| &text[prefix.len()..])
}

/// The Subject's text after the referee's own: `GAME-TITLE GAME-ID:` (or
/// `Estafette:`) and then the words of the referee's subject (`your move`).
fn after_own_subject(subject: &str) -> &str {
    let mut rest = subject.trim();
    let whole = rest;
    for title in GameKind::ALL.iter().map(|k| k.title()) {
        let Some(after) = strip_prefix_ci(rest, title) else {
            continue;
        };
        let after = after.trim_start();
        let id_end = after
            .find(|c: char| c.is_whitespace() || c == ':')
            .unwrap_or(after.len());
        if let Some(tail) = after[id_end..].trim_start().strip_prefix(':') {
            rest = tail.trim_start();
            break;
        }
    }
    if let Some(tail) = strip_prefix_ci(rest, "estafette").and_then(|t| t.trim_start().strip_prefix(':')) {
        rest = tail.trim_start();
    }
    // The referee's words follow its prefix: without one, `BOARD` is the
    // player's.
    // What the referee writes after `GAME-TITLE GAME-ID:` in its subjects
    // (`your move`), in any language: never read as a command (`help`,
    // `board` are command words too).
    let own = if rest.len() < whole.len() {
        estafette_words::own_subjects()
    } else {
        &[]
    };
    for own in own {
        if let Some(tail) = strip_prefix_ci(rest, own) {
            if !tail.starts_with(|c: char| c.is_alphanumeric()) {
                rest = tail;
                break;
            }
        }
    }
    rest.trim_start_matches(|c: char| matches!(c, ':' | ',' | ';' | '-' | '.') || c.is_whitespace())
}

/// The command a Subject carries, for a mail whose body has none: the text
/// after the referee's own subject (`L'Attaque lattaque-3: your move a4-a5`
/// gives `a4-a5`; `[...]` tags and reply prefixes are the mail reader's to
/// remove first), when it is one whole, well-formed command by itself.
/// Anything else (the referee's subject left as it was, a sentence, a
/// malformed command) gives `None`: the Subject is never refused as a
/// command.
pub fn subject_command(subject: &str) -> Option<String> {
    let text = after_own_subject(subject).trim();
    if classify(text) != Line::Command {
        return None;
    }
    let whole = match command::keyword(split_first(text).0) {
        None => true,
        Some("setup") => split_first(text).1.contains('='),
        Some("commit" | "reveal") => false,
        Some(_) => true,
    };
    whole.then(|| text.split_whitespace().collect::<Vec<_>>().join(" "))
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        #[test]
        fn a_reader_keeps_lines_of_the_mail_and_parsing_them_never_panics(
            text in "((b4-b5|RESIGN|resign now|SETUP|10 9 8 8 7 7 6 6 6|a1=F|Best regards,|Alice|MESSAGE hi|commit 00|leaf a1 00|reveal 00|END|[ -~éÀ]{0,20})\n){0,30}"
        ) {
            let kept = command_lines(text.lines());
            for k in &kept {
                prop_assert!(text.lines().any(|l| l.trim() == k));
            }
            let _ = command::parse(&kept);
            let _ = subject_command(&text.replace('\n', " "));
        }
    }

    fn kept(text: &str) -> Vec<String> {
        command_lines(text.lines())
    }

    #[test]
    fn commands_moves_and_what_is_written_as_one() {
        for line in [
            "b4-b5",
            "a4-z9",
            "D4 x F6",
            "place d6 e6",
            "Placer d6 e6",
            "resign",
            "Abandon !",
            "Board.",
            "DRAW accept",
            "nulle refuser",
            "aide",
            "?",
            "MESSAGE see you",
            "message: see you",
            "msg see you",
            "VACATION 5d",
            "vacances 2026-12-20 2026-12-27",
            "fuseau Europe/Paris",
            "RULES",
            "Règles",
            "LANG fr",
            "langue français",
            "SETUP",
            "Armée :",
            "SETUP a1=F b1=M",
            "commit 00ff",
            "games",
            "Défi strand contre bob@example.org",
            "observe strand-3",
            "ACCEPT",
        ] {
            assert_eq!(classify(line), Line::Command, "{line:?}");
        }
        for line in [
            "RESIGN now please",
            "DRAW maybe",
            "BOARD please",
            "SETUP my army",
            "NEW chess",
            "GAMES please",
            "RULES of the game",
            "LANG es",
        ] {
            assert_eq!(classify(line), Line::Written, "{line:?}");
        }
        for line in [
            "",
            "Hi Bob,",
            "Bonjour l'arbitre,",
            "Best regards,",
            "Alice",
            "Position looks good",
            "Abandon ship!",
            "Message received, thanks",
            "Dire que j'ai failli perdre !",
            "Vacation in Spain next week, so slow replies",
            "Open to a draw if you like",
            "Commit to the attack",
            "Open b4 is what I'd do",
            "Army of darkness",
            "New here, hello!",
            "Games are fun",
            "Rules are rules",
            "Language barrier",
            "Langue de bois",
            "Place your bets",
            "Accept my apologies",
            "10 9 8 8 7 7 6 6 6",
        ] {
            assert_eq!(classify(line), Line::Other, "{line:?}");
        }
    }

    #[test]
    fn greetings_sign_offs_and_signatures_are_passed_over() {
        assert_eq!(
            kept("Bonjour l'arbitre,\n\nb4-b5\nMESSAGE bien joué\n\nBest regards,\nAlice"),
            vec!["b4-b5", "MESSAGE bien joué"]
        );
        assert_eq!(kept("Hi,\nRESIGN now please\nThanks"), vec!["RESIGN now please"]);
        assert!(kept("Hello Bob,\nNice game so far.\nCheers,\nAlice").is_empty());
    }

    #[test]
    fn an_army_ends_at_the_first_line_that_is_not_army_text() {
        let army = "SETUP\n10 9 8 8 7 7 6 6 6\n\n5 5 5 5 4 4 4 4 3\n3 3 3 3 2 2 2 2 2\n2 2 2 2 2 S M M F\n";
        let lines = kept(&format!("{army}\nBest regards,\nAlice\nb4-b5"));
        assert_eq!(lines.len(), 6);
        assert_eq!(lines[5], "b4-b5");
        let (cmds, err) = command::parse(&lines);
        assert_eq!(err, None);
        let Command::Setup(block) = &cmds[0] else {
            panic!("{cmds:?}")
        };
        assert_eq!(block.lines().count(), 4);
        assert_eq!(
            kept("Armée : a1=F b1=M\nc1=M\nFIN\nAlice"),
            vec!["Armée : a1=F b1=M", "c1=M", "FIN"]
        );
        assert_eq!(
            kept("reveal 00\n1 2 3\n1 2 3\n1 2 3\n1 2 3\n1 2 3"),
            vec!["reveal 00", "1 2 3", "1 2 3", "1 2 3", "1 2 3"]
        );
        assert_eq!(
            kept("engagement 00\nfeuille a1 00\nleaf b1 00\nAlice"),
            vec!["engagement 00", "feuille a1 00", "leaf b1 00"]
        );
    }

    #[test]
    fn the_subject_gives_a_whole_command_after_the_referees_own_words() {
        let s = |t: &str| subject_command(t);
        assert_eq!(s("L'Attaque lattaque-3: your move a4-a5").as_deref(), Some("a4-a5"));
        assert_eq!(
            s("L'Attaque lattaque-3 : à vous de jouer : a4-a5").as_deref(),
            Some("a4-a5")
        );
        assert_eq!(
            s("The 'Strand' War Game strand-3: your move MESSAGE  good luck").as_deref(),
            Some("MESSAGE good luck")
        );
        assert_eq!(s("RESIGN").as_deref(), Some("RESIGN"));
        assert_eq!(s("BOARD").as_deref(), Some("BOARD"));
        assert_eq!(s("L'Attaque lattaque-3: help BOARD").as_deref(), Some("BOARD"));
        assert_eq!(s("Estafette: ACCEPT").as_deref(), Some("ACCEPT"));
        for own in [
            "L'Attaque lattaque-3: your move",
            "L'Attaque lattaque-3: send your army",
            "L'Attaque lattaque-3: envoyez votre armée",
            "L'Attaque lattaque-3: not applied",
            "L'Assaut assaut-1: game over",
            "L'Attaque lattaque-3: waiting",
            "L'Attaque lattaque-3 : partie observée",
            "L'Attaque lattaque-3: help",
            "L'Attaque lattaque-3: board",
            "L'Attaque lattaque-3 : règles",
            "L'Attaque lattaque-3: Erinnerung",
            "L'Attaque lattaque-3: decken Sie Ihre Armee auf",
            "Bob offers a draw",
            "your move RESIGN now please",
            "L'Attaque lattaque-3: your move SETUP",
            "",
        ] {
            assert_eq!(s(own), None, "{own:?}");
        }
    }
}
