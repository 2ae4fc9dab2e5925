//! The command language: the lines of a player's mail become commands.
//!
//! This is syntax only. Whether a move is legal, or whether it is the
//! sender's turn, is decided later by [`super::decide`]. Keywords are
//! case-insensitive and exist in English, French and German; anything that is not a
//! keyword is taken as a move in the game's own notation. Which lines of a
//! mail are meant as commands at all is [`super::reading`]'s question; this
//! parser judges the lines it is given, strictly.

use std::fmt;

use serde::{Deserialize, Serialize};

use super::refusal::LineRefusal;
use crate::games::lattaque::is_army_line;
use crate::reason::{Sentence, Why};
use estafette_words::{Lang, LANGS};

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
    /// `RULES` / `RÈGLES`: the game's rules summary by mail.
    Rules,
    /// `LANG fr` / `LANGUE en`: the language of this game's mails to the
    /// sender, as written (checked by [`lang_code`] when decided).
    Lang(String),
    Message(String),
    /// `VACATION 5d` or `VACATION 2026-12-20 2026-12-27`: the text after it.
    Vacation(String),
    /// `TIMEZONE Europe/Paris`.
    Timezone(String),
    /// `CALENDAR ON` / `CALENDAR OFF`: whether the player's deadline mails
    /// carry a calendar event.
    Calendar(bool),
    /// Blind mode: an `open SQ RANK SALT` line.
    Open(String),
    /// Blind mode: the `commit ROOT` line and the `leaf SQ LEAF` lines after it.
    Commit(String),
    /// Blind mode: the `reveal SEED` line and the army's four lines after it.
    Reveal(String),
    /// `KEY BASE64`: the public key that signs the player's commands.
    Key(String),
}

/// What a player's own act records in the log, as a signature covers it
/// (`super::signing`): the kind of event a command records, and of an
/// event its author's command. Written in snapshots by these names.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Act {
    Army,
    Move,
    Message,
    Draw,
    DrawDecline,
    Resign,
    Vacation,
    Open,
    Reveal,
}

impl Act {
    /// Its name, as a refusal of the log names it.
    pub fn as_str(self) -> &'static str {
        match self {
            Act::Army => "army",
            Act::Move => "move",
            Act::Message => "message",
            Act::Draw => "draw",
            Act::DrawDecline => "draw-decline",
            Act::Resign => "resign",
            Act::Vacation => "vacation",
            Act::Open => "open",
            Act::Reveal => "reveal",
        }
    }
}

/// The kind of a command in public words, as the operator's summary of a
/// mail names it (a move is named as written).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CommandKind {
    Setup,
    Commitment,
    FinalReveal,
    Opening,
    Message,
    Vacation,
    TimeZone,
    Resignation,
    Board,
    History,
    Help,
    DrawAcceptance,
    DrawRefusal,
    DrawOffer,
}

impl CommandKind {
    /// Its English words and the key the catalogs select on.
    pub fn words(self) -> (&'static str, &'static str) {
        use CommandKind::*;
        match self {
            Setup => ("setup", "setup"),
            Commitment => ("commitment", "commitment"),
            FinalReveal => ("final reveal", "final-reveal"),
            Opening => ("opening", "opening"),
            Message => ("message", "message"),
            Vacation => ("vacation", "vacation"),
            TimeZone => ("time zone", "time-zone"),
            Resignation => ("resignation", "resignation"),
            Board => ("board", "board"),
            History => ("history", "history"),
            Help => ("help", "help"),
            DrawAcceptance => ("draw acceptance", "draw-acceptance"),
            DrawRefusal => ("draw refusal", "draw-refusal"),
            DrawOffer => ("draw offer", "draw-offer"),
        }
    }

    pub fn english(self) -> &'static str {
        self.words().0
    }
}

/// What a command is, for each part of the referee that asks: one row per
/// command in [`Command::traits`], so that a new command does not compile
/// until each is given.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Traits {
    /// What it records in the log, as a signature covers it (`None`:
    /// nothing a signature must cover).
    pub records: Option<Act>,
    /// Whether it changes the game: from a stale reply address
    /// (`super::authors`) or without the signature of a keyed player it
    /// is refused. The others are answered from any of the player's
    /// addresses.
    pub changes: bool,
    /// Whether it is taken once the game is over.
    pub after_end: bool,
    /// Whether it plays a turn: answered whatever the hourly limit, as
    /// the game itself bounds it (the others count against
    /// `info_replies_per_hour`).
    pub turn: bool,
    /// Its kind in the operator's summary (`None`: a move, named as
    /// written, or a command the summary does not name).
    pub public: Option<CommandKind>,
}

impl Command {
    /// Its traits: the one table of them.
    pub fn traits(&self) -> Traits {
        use CommandKind as K;
        let t = |records, changes, after_end, turn, public| Traits {
            records,
            changes,
            after_end,
            turn,
            public,
        };
        match self {
            Command::Move(_) => t(Some(Act::Move), true, false, true, None),
            Command::Setup(_) => t(Some(Act::Army), true, false, true, Some(K::Setup)),
            Command::Commit(_) => t(Some(Act::Army), true, false, true, Some(K::Commitment)),
            Command::Open(_) => t(Some(Act::Open), true, false, true, Some(K::Opening)),
            Command::Reveal(_) => t(Some(Act::Reveal), true, false, true, Some(K::FinalReveal)),
            Command::Resign => t(Some(Act::Resign), true, false, true, Some(K::Resignation)),
            Command::Draw(DrawAction::Offer) => t(Some(Act::Draw), true, false, true, Some(K::DrawOffer)),
            Command::Draw(DrawAction::Accept) => t(Some(Act::Draw), true, false, true, Some(K::DrawAcceptance)),
            Command::Draw(DrawAction::Decline) => t(Some(Act::DrawDecline), true, false, true, Some(K::DrawRefusal)),
            Command::Message(_) => t(Some(Act::Message), true, true, false, Some(K::Message)),
            Command::Vacation(_) => t(Some(Act::Vacation), true, false, false, Some(K::Vacation)),
            Command::Key(_) => t(None, true, false, false, None),
            Command::Rules => t(None, true, true, false, None),
            Command::Lang(_) => t(None, true, true, false, None),
            Command::Timezone(_) => t(None, false, true, false, Some(K::TimeZone)),
            Command::Calendar(_) => t(None, false, true, false, None),
            Command::Board => t(None, false, true, false, Some(K::Board)),
            Command::History => t(None, false, true, false, Some(K::History)),
            Command::Help => t(None, false, true, false, Some(K::Help)),
        }
    }

    /// One command of each kind (and of each draw answer), those the
    /// summary names first, in its order: what the summary reads a
    /// command's text by, and what the recipes' tests go through.
    pub fn every() -> Vec<Command> {
        let s = String::new;
        vec![
            Command::Setup(s()),
            Command::Commit(s()),
            Command::Reveal(s()),
            Command::Open("open b4 5 00".into()),
            Command::Message(s()),
            Command::Vacation(s()),
            Command::Timezone(s()),
            Command::Resign,
            Command::Board,
            Command::History,
            Command::Help,
            Command::Draw(DrawAction::Accept),
            Command::Draw(DrawAction::Decline),
            Command::Draw(DrawAction::Offer),
            Command::Move("b4-b5".into()),
            Command::Key(s()),
            Command::Rules,
            Command::Lang(s()),
            Command::Calendar(false),
        ]
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
            Command::Rules => write!(f, "RULES"),
            Command::Lang(t) => write!(f, "LANG {t}"),
            Command::Message(t) => write!(f, "MESSAGE {t}"),
            Command::Vacation(t) => write!(f, "VACATION {t}"),
            Command::Timezone(t) => write!(f, "TIMEZONE {t}"),
            Command::Calendar(on) => write!(f, "CALENDAR {}", if *on { "ON" } else { "OFF" }),
            Command::Open(l) => write!(f, "{}", l.split_whitespace().take(3).collect::<Vec<_>>().join(" ")),
            Command::Commit(_) => write!(f, "COMMIT"),
            Command::Reveal(_) => write!(f, "REVEAL"),
            Command::Key(k) => write!(f, "KEY {k}"),
        }
    }
}

/// A line that is not a command, and why (its English for logs and
/// `Decision.failure`, its reason for the mails).
#[derive(Clone, Debug, PartialEq, Eq, Sentence)]
#[sentence(id = "refusal-command-line")]
pub struct CommandError {
    pub line: String,
    pub why: Why,
}

/// Longest line we look at; anything longer is not a command.
const MAX_LINE: usize = 2000;

/// The longest MESSAGE, in characters; a longer one is refused whole.
const MAX_MESSAGE: usize = 1000;

/// What a keyword asks for; [`KEYWORDS`] gives its spellings.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kw {
    Setup,
    Resign,
    Draw,
    Board,
    History,
    Help,
    Rules,
    Lang,
    Message,
    Vacation,
    Timezone,
    Calendar,
    Open,
    Commit,
    Leaf,
    Reveal,
    Key,
    Sig,
}

/// A command keyword: its English word (what [`keyword`] returns, the id
/// of its spellings in `templates/<lang>/keywords.ftl`, `word-setup`).
struct Keyword {
    kw: Kw,
    english: &'static str,
}

const fn kw(kw: Kw, english: &'static str) -> Keyword {
    Keyword { kw, english }
}

/// Every command keyword; their spellings are the catalogs'.
const KEYWORDS: &[Keyword] = &[
    kw(Kw::Setup, "setup"),
    kw(Kw::Resign, "resign"),
    kw(Kw::Draw, "draw"),
    kw(Kw::Board, "board"),
    kw(Kw::History, "history"),
    kw(Kw::Help, "help"),
    kw(Kw::Rules, "rules"),
    kw(Kw::Lang, "lang"),
    kw(Kw::Message, "message"),
    kw(Kw::Vacation, "vacation"),
    kw(Kw::Timezone, "timezone"),
    kw(Kw::Calendar, "calendar"),
    kw(Kw::Open, "open"),
    kw(Kw::Commit, "commit"),
    kw(Kw::Leaf, "leaf"),
    kw(Kw::Reveal, "reveal"),
    kw(Kw::Key, "key"),
    kw(Kw::Sig, "sig"),
];

/// The answers to a draw offer a DRAW command may carry, by the id of
/// their spellings (none is an offer).
const DRAW_ANSWERS: [(DrawAction, &str); 3] = [
    (DrawAction::Offer, "draw-offer"),
    (DrawAction::Accept, "draw-accept"),
    (DrawAction::Decline, "draw-decline"),
];

/// Whether the folded word `w` is a spelling of the word `id` of
/// `keywords.ftl` in some language.
pub(crate) fn is_word(id: &str, w: &str) -> bool {
    lang_of_word(id, w).is_some()
}

/// The language whose word `id` the folded word `w` is, the first of
/// [`LANGS`] that has it.
pub(crate) fn lang_of_word(id: &str, w: &str) -> Option<Lang> {
    spellings().get(&format!("{id}\0{w}")).copied()
}

/// Every spelling of every language's `keywords.ftl`, folded, keyed by
/// `id`, a NUL and the spelling, with the first language that has it:
/// folded once, for every name a mail shows is checked against them all.
fn spellings() -> &'static std::collections::HashMap<String, Lang> {
    static INDEX: std::sync::OnceLock<std::collections::HashMap<String, Lang>> = std::sync::OnceLock::new();
    INDEX.get_or_init(|| {
        let mut index = std::collections::HashMap::new();
        for lang in LANGS {
            for (id, spellings) in lang.all_words() {
                for s in *spellings {
                    index.entry(format!("{id}\0{}", fold(s))).or_insert(lang);
                }
            }
        }
        index
    })
}

/// The keyword `word` is (any case, accents or umlauts or not, a trailing
/// `:`, `.` or `!`), in any language.
fn lookup(word: &str) -> Option<&'static Keyword> {
    let w = fold(word.trim_end_matches([':', '.', '!']));
    KEYWORDS.iter().find(|k| is_word(k.english, &w))
}

/// Every command of [`KEYWORDS`], in its order, by its English word: its
/// spellings in a language are `Lang::words` (the first is the one HELP
/// shows).
pub fn command_words() -> impl Iterator<Item = &'static str> {
    KEYWORDS.iter().map(|k| k.english)
}

/// The command a keyword names, in its English form; `None` when `word` is
/// no keyword. Each command has its words in each language
/// (`templates/<lang>/keywords.ftl`): `SETUP`/`ARMÉE`/`AUFSTELLUNG`,
/// `RESIGN`/`ABANDON`/`AUFGEBEN`, `HELP`/`AIDE`/`HILFE`...
pub fn keyword(word: &str) -> Option<&'static str> {
    lookup(word).map(|k| k.english)
}

/// The language code a LANG command's word names: the code itself or one
/// of the language's names (its `word-language`), any case.
pub fn lang_code(word: &str) -> Option<&'static str> {
    let w = fold(word.trim().trim_end_matches(['.', '!']));
    Lang::parse(&w)
        .filter(|l| l.code() == w)
        .or_else(|| lang_of_word("language", &w))
        .map(Lang::code)
}

/// The first word of a line and the text after it: the word without a
/// trailing `:`, `.` or `!`, the rest without a leading `:` (French writes
/// `ARMÉE : a1=F`) and empty when it is only punctuation (`ABANDON !`).
pub fn split_first(line: &str) -> (&str, &str) {
    let line = line.trim();
    let (first, rest) = match line.split_once(char::is_whitespace) {
        Some((a, b)) => (a, b.trim()),
        None => (line, ""),
    };
    let rest = rest.trim_start_matches(':').trim_start();
    let rest = if rest.chars().all(|c| c.is_ascii_punctuation() || c.is_whitespace()) {
        ""
    } else {
        rest
    };
    (first.trim_end_matches([':', '.', '!']), rest)
}

/// The line with its first word replaced by `word` (a French keyword
/// written back in the English form the protocol parsers read).
fn with_keyword(word: &str, line: &str) -> String {
    match line.trim().split_once(char::is_whitespace) {
        Some((_, rest)) => format!("{word} {}", rest.trim()),
        None => word.to_string(),
    }
}

/// Lowercase, strip the common French accents and write the German
/// umlauts as two letters, so `Armée` = `armee` and `Züge` = `zuege` (and
/// a typographic apostrophe is a plain one).
pub(crate) fn fold(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            'ä' | 'Ä' => out.push_str("ae"),
            'ö' | 'Ö' => out.push_str("oe"),
            'ü' | 'Ü' => out.push_str("ue"),
            'ß' | 'ẞ' => out.push_str("ss"),
            c => out.push(fold_char(c)),
        }
    }
    out
}

/// One character of [`fold`].
fn fold_char(c: char) -> char {
    match c {
        'é' | 'è' | 'ê' | 'ë' | 'É' | 'È' | 'Ê' => 'e',
        'à' | 'â' | 'À' | 'Â' => 'a',
        'î' | 'ï' | 'Î' => 'i',
        'ô' | 'Ô' => 'o',
        'û' | 'ù' | 'Û' => 'u',
        'ç' | 'Ç' => 'c',
        '\u{2019}' => '\'',
        c => c.to_ascii_lowercase(),
    }
}

/// Does this line look like a move (`b4-b5`, `d4xf6`, `place d6 e6`, or
/// in French `placer d6 e6`, in German `setzen d6 e6`)?
pub fn looks_like_move(line: &str) -> bool {
    let l = fold(line);
    let after_place = LANGS
        .iter()
        .flat_map(|lang| lang.words("place"))
        .find_map(|w| l.strip_prefix(&fold(w)).and_then(|r| r.strip_prefix(' ')));
    if let Some(rest) = after_place {
        return rest.split_whitespace().next().is_some_and(is_square_word);
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

/// `b4`, `j10`: a letter and one or two digits.
fn is_square_word(w: &str) -> bool {
    let mut chars = w.chars();
    chars.next().is_some_and(|c| c.is_ascii_alphabetic())
        && (1..=2).contains(&chars.as_str().len())
        && chars.all(|c| c.is_ascii_digit())
}

/// `END`, `FIN` or `ENDE`: the optional line that closes a setup.
pub fn is_end_line(line: &str) -> bool {
    is_word("end", &fold(line.trim()))
}

/// Whether a line after `SETUP` (or after `reveal SEED`) goes on with the
/// army: army text (see [`is_army_line`]) that is neither a keyword line nor
/// a move. The first line that does not ends the army.
pub fn continues_army(line: &str) -> bool {
    let (first, _) = split_first(line);
    keyword(first).is_none() && !looks_like_move(line) && is_army_line(line)
}

/// A `leaf SQ LEAF` line (or `feuille SQ LEAF`) of a commitment.
pub fn is_leaf_line(line: &str) -> bool {
    lookup(split_first(line).0).is_some_and(|k| k.kw == Kw::Leaf)
}

/// A line of a commitment block after its `commit ROOT` line: a `leaf`
/// line, the `key KEY` line of a version-2 commitment (which belongs to
/// the commitment, not a `KEY` command of its own), or the `options` line
/// the sealing tool adds.
pub fn is_commit_block_line(line: &str) -> bool {
    lookup(split_first(line).0).is_some_and(|k| k.kw == Kw::Leaf || k.kw == Kw::Key)
        || crate::protocol::blind::is_options_line(line)
}

/// Parse the command lines of a mail (the lines [`super::reading`] kept of
/// it). Returns the commands in order; the first line that is not a command
/// ends the list with an error, so nothing after it is applied.
pub fn parse(lines: &[String]) -> (Vec<Command>, Option<CommandError>) {
    let mut out = Vec::new();
    let mut i = 0;
    while i < lines.len() {
        let line = lines[i].trim();
        i += 1;
        if line.is_empty() {
            continue;
        }
        match parse_one(line, lines, &mut i) {
            Ok(cmd) => out.push(cmd),
            Err(e) => {
                return (
                    out,
                    Some(CommandError {
                        line: truncate(line),
                        why: Why::of(&e),
                    }),
                )
            }
        }
    }
    (out, None)
}

/// The line that stands for a SETUP command and its army in the `signed`
/// event of a held game, until the armies are published
/// (`docs/PROTOCOL.md`, section 11).
pub const SEALED_SETUP: &str = "SETUP sealed";

/// A mail's signed command text `c` with each SETUP command (its line and
/// the army lines [`parse`] takes with it) replaced by the one line
/// [`SEALED_SETUP`]: nothing of it depends on the army, not even its
/// number of lines.
pub fn seal_setups(c: &str) -> String {
    let lines: Vec<String> = c.lines().map(str::to_string).collect();
    let mut out: Vec<&str> = Vec::with_capacity(lines.len());
    let mut i = 0;
    while i < lines.len() {
        let line = lines[i].trim();
        i += 1;
        let (first, rest) = split_first(line);
        if line.len() <= MAX_LINE && lookup(first).is_some_and(|k| k.kw == Kw::Setup) {
            army_block(rest, &lines, &mut i, usize::MAX);
            out.push(SEALED_SETUP);
        } else {
            out.push(line);
        }
    }
    out.join("\n")
}

/// Whether a signed text holds a SETUP sealed by [`seal_setups`].
pub fn holds_sealed_setup(c: &str) -> bool {
    c.lines().any(|l| l == SEALED_SETUP)
}

/// One command from `line`; a block command (`SETUP`, `commit`, `reveal`)
/// also takes the lines after it that belong to it, moving `next` past them.
fn parse_one(line: &str, lines: &[String], next: &mut usize) -> Result<Command, LineRefusal> {
    if line.len() > MAX_LINE {
        return Err(LineRefusal::TooLong);
    }
    let (first, rest) = split_first(line);
    let Some(k) = lookup(first) else {
        if !looks_like_move(line) {
            return Err(LineRefusal::NotACommand);
        }
        if fold(first) != "place" && is_word("place", &fold(first)) {
            return Ok(Command::Move(with_keyword("place", line)));
        }
        return Ok(Command::Move(line.to_string()));
    };
    let alone = |cmd: Command| {
        if rest.is_empty() {
            Ok(cmd)
        } else {
            Err(LineRefusal::Alone)
        }
    };
    match k.kw {
        Kw::Setup => Ok(Command::Setup(army_block(rest, lines, next, usize::MAX))),
        Kw::Open => Ok(Command::Open(with_keyword(k.english, line))),
        Kw::Commit => Ok(Command::Commit(commit_block(line, lines, next))),
        Kw::Leaf => Err(LineRefusal::LeafAlone),
        Kw::Reveal => {
            let army = army_block("", lines, next, 4);
            Ok(Command::Reveal(format!("{}\n{army}", with_keyword(k.english, line))))
        }
        Kw::Key if rest.split_whitespace().count() != 1 => Err(LineRefusal::KeyTakesOne),
        Kw::Key => Ok(Command::Key(rest.trim().to_string())),
        Kw::Sig => Err(LineRefusal::SigLine),
        Kw::Resign => alone(Command::Resign),
        Kw::Board => alone(Command::Board),
        Kw::History => alone(Command::History),
        Kw::Help => alone(Command::Help),
        Kw::Rules => alone(Command::Rules),
        Kw::Lang if rest.is_empty() => Err(LineRefusal::LangNeeds),
        Kw::Lang => Ok(Command::Lang(rest.to_string())),
        Kw::Draw => draw_action(rest).map(Command::Draw),
        Kw::Vacation if rest.is_empty() => Err(LineRefusal::VacationNeeds),
        Kw::Vacation => Ok(Command::Vacation(rest.to_string())),
        Kw::Timezone if rest.is_empty() => Err(LineRefusal::TimezoneNeeds),
        Kw::Timezone => Ok(Command::Timezone(rest.to_string())),
        Kw::Calendar => match fold(rest.trim_end_matches(['.', '!'])) {
            w if w.is_empty() || is_word("calendar-on", &w) => Ok(Command::Calendar(true)),
            w if is_word("calendar-off", &w) => Ok(Command::Calendar(false)),
            _ => Err(LineRefusal::CalendarTakes),
        },
        Kw::Message if rest.is_empty() => Err(LineRefusal::MessageNeeds),
        Kw::Message if rest.chars().count() > MAX_MESSAGE => Err(LineRefusal::MessageTooLong),
        Kw::Message => Ok(Command::Message(rest.to_string())),
    }
}

/// What a DRAW command's word asks ([`DRAW_ANSWERS`]; none is an offer).
fn draw_action(rest: &str) -> Result<DrawAction, LineRefusal> {
    let word = fold(rest.trim_end_matches(['.', '!']));
    if word.is_empty() {
        return Ok(DrawAction::Offer);
    }
    match DRAW_ANSWERS.iter().find(|(_, id)| is_word(id, &word)) {
        Some((action, _)) => Ok(*action),
        None => Err(LineRefusal::DrawTakes),
    }
}

/// An army's text: `first` (what followed `SETUP` on its line) and then the
/// lines from `next` on that go on with it ([`continues_army`]), at most
/// `max` of them; blank lines are passed over, and an `END`/`FIN` line ends
/// it (and is taken).
fn army_block(first: &str, lines: &[String], next: &mut usize, max: usize) -> String {
    let mut block = String::new();
    if !first.is_empty() {
        block.push_str(first);
        block.push('\n');
    }
    let mut rows = 0;
    while *next < lines.len() && rows < max {
        let line = lines[*next].trim();
        if line.is_empty() {
            *next += 1;
            continue;
        }
        if is_end_line(line) && max == usize::MAX {
            *next += 1;
            break;
        }
        if !continues_army(line) {
            break;
        }
        block.push_str(line);
        block.push('\n');
        rows += 1;
        *next += 1;
    }
    block
}

/// The `commit ROOT` line and the `leaf SQ LEAF` lines after it, written
/// with the English keywords the commitment's parser reads.
fn commit_block(line: &str, lines: &[String], next: &mut usize) -> String {
    let mut block = format!("{}\n", with_keyword("commit", line));
    while *next < lines.len() {
        let line = lines[*next].trim();
        if line.is_empty() {
            *next += 1;
            continue;
        }
        if !is_commit_block_line(line) {
            break;
        }
        if crate::protocol::blind::is_options_line(line) {
            block.push_str(line);
        } else {
            let word = if is_leaf_line(line) { "leaf" } else { "key" };
            block.push_str(&with_keyword(word, line));
        }
        block.push('\n');
        *next += 1;
    }
    block
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

    /// A number for each command (and draw answer): a new one does not
    /// compile until it has one, and the test below fails until
    /// `Command::every` holds it.
    fn number(c: &Command) -> usize {
        match c {
            Command::Move(_) => 0,
            Command::Setup(_) => 1,
            Command::Resign => 2,
            Command::Draw(DrawAction::Offer) => 3,
            Command::Draw(DrawAction::Accept) => 4,
            Command::Draw(DrawAction::Decline) => 5,
            Command::Board => 6,
            Command::History => 7,
            Command::Help => 8,
            Command::Rules => 9,
            Command::Lang(_) => 10,
            Command::Message(_) => 11,
            Command::Vacation(_) => 12,
            Command::Timezone(_) => 13,
            Command::Open(_) => 14,
            Command::Commit(_) => 15,
            Command::Reveal(_) => 16,
            Command::Key(_) => 17,
            Command::Calendar(_) => 18,
        }
    }

    #[test]
    fn every_holds_one_of_each_command() {
        let mut numbers: Vec<usize> = Command::every().iter().map(number).collect();
        numbers.sort();
        let all: Vec<usize> = (0..numbers.len()).collect();
        assert_eq!(numbers, all, "Command::every lists each command once");
        // The highest number `number` gives, plus one.
        assert_eq!(numbers.len(), 19);
    }

    fn p(text: &str) -> (Vec<Command>, Option<CommandError>) {
        let lines: Vec<String> = text.lines().map(str::to_string).collect();
        parse(&lines)
    }

    #[test]
    fn moves_and_keywords_in_both_languages() {
        let (cmds, err) = p("b4-b5\nD4 x F6\nplace d6 e6\nRESIGN\nabandon\nDraw accept\nnulle refuser\nPlateau\nhistorique\naide\nMessage: hello there\nRULES\nRègles\nLANG fr\nlangue anglais");
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
                Command::Rules,
                Command::Rules,
                Command::Lang("fr".into()),
                Command::Lang("anglais".into()),
            ]
        );
        assert_eq!(lang_code("Français"), Some("fr"));
        assert_eq!(lang_code("EN"), Some("en"));
        assert_eq!(lang_code("de"), Some("de"));
        assert_eq!(lang_code("Deutsch"), Some("de"));
        assert_eq!(lang_code("es"), None);
        assert_eq!(
            p("RULES please").1.map(|e| e.why.english),
            Some(LineRefusal::Alone.to_string())
        );
        assert!(p("LANG").1.is_some_and(|e| e.why.english.contains("en (English)")));
    }

    #[test]
    fn german_words_match_with_or_without_umlauts() {
        let (cmds, err) = p("Aufgeben\nREMIS annehmen\nremis ablehnen\nRemis\nBrett\nZüge\nzuege\nVerlauf\nHilfe\nRegeln\nSprache de\nNachricht: bis bald\nUrlaub 5t\nZeitzone Europe/Berlin\nsetzen d6 e6");
        assert_eq!(err, None);
        assert_eq!(
            cmds,
            vec![
                Command::Resign,
                Command::Draw(DrawAction::Accept),
                Command::Draw(DrawAction::Decline),
                Command::Draw(DrawAction::Offer),
                Command::Board,
                Command::History,
                Command::History,
                Command::History,
                Command::Help,
                Command::Rules,
                Command::Lang("de".into()),
                Command::Message("bis bald".into()),
                Command::Vacation("5t".into()),
                Command::Timezone("Europe/Berlin".into()),
                Command::Move("place d6 e6".into()),
            ]
        );
        let (cmds, err) =
            p("ÖFFNEN b4 7 00ff\nFestlegung 00\nSCHLUESSEL QUJD\nBlatt a1 01\naufdecken 03\n1 2 3\nSchlüssel QUJD");
        assert_eq!(err, None);
        assert_eq!(
            cmds,
            vec![
                Command::Open("open b4 7 00ff".into()),
                Command::Commit("commit 00\nkey QUJD\nleaf a1 01\n".into()),
                Command::Reveal("reveal 03\n1 2 3\n".into()),
                Command::Key("QUJD".into()),
            ]
        );
        let (cmds, _) = p("Aufstellung: a1=F b1=M\nc1=M\nENDE\noeffnen b4 7 00ff");
        assert_eq!(
            cmds,
            vec![
                Command::Setup("a1=F b1=M\nc1=M\n".into()),
                Command::Open("open b4 7 00ff".into())
            ]
        );
    }

    #[test]
    fn no_word_names_two_commands_or_looks_like_a_move() {
        let mut seen: Vec<(String, Kw)> = Vec::new();
        for k in KEYWORDS {
            // The English catalog's first spelling is the protocol's word.
            assert_eq!(Lang::default().words(k.english).first(), Some(&k.english));
            for w in LANGS.iter().flat_map(|l| l.words(k.english)) {
                let f = fold(w);
                assert!(!looks_like_move(&format!("{w} b4")), "{w}");
                if let Some((_, other)) = seen.iter().find(|(s, _)| *s == f) {
                    assert_eq!(*other, k.kw, "{w} names two commands");
                } else {
                    seen.push((f, k.kw));
                }
                assert_eq!(lookup(w).map(|l| l.kw), Some(k.kw), "{w}");
                assert!(
                    crate::referee::account::keyword(w).is_none(),
                    "{w} is an account word too"
                );
            }
        }
    }

    #[test]
    fn setup_block_runs_until_a_line_that_is_not_army_text() {
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
        let (cmds, err) = p("ARMÉE :\n10 9 8 8 7 7 6 6 6\n5 5 5 5 4 4 4 4 3\nCordialement,\nAlice");
        assert_eq!(
            cmds,
            vec![Command::Setup("10 9 8 8 7 7 6 6 6\n5 5 5 5 4 4 4 4 3\n".into())]
        );
        assert_eq!(err.map(|e| e.line), Some("Cordialement,".to_string()));
    }

    /// A SETUP, in any of its words and forms, is sealed to one line with
    /// the army lines the parser takes with it, and nothing else changes;
    /// the sealed text still reads as the same kinds of command.
    #[test]
    fn a_sealed_setup_is_one_line_whatever_the_army() {
        let army = "10 9 8 8 7 7 6 6 6\n5 5 5 5 4 4 4 4 3\n3 3 3 2 2 2 2 2 2\n2 2 S F M M M M 6";
        for (c, sealed) in [
            (
                format!("MESSAGE hi\nSETUP\n{army}\nb4-b5"),
                "MESSAGE hi\nSETUP sealed\nb4-b5",
            ),
            ("Armée : a1=F b1=M\nc1=M\nFIN\naide".to_string(), "SETUP sealed\naide"),
            (format!("setup {}\nEND", army.replace('\n', " ")), "SETUP sealed"),
            ("b4-b5\nDRAW".to_string(), "b4-b5\nDRAW"),
        ] {
            assert_eq!(seal_setups(&c), sealed, "{c}");
            assert_eq!(holds_sealed_setup(sealed), sealed != c);
            let kinds = |t: &str| p(t).0.iter().map(std::mem::discriminant).collect::<Vec<_>>();
            assert_eq!(kinds(&c), kinds(sealed), "{c}");
        }
    }

    #[test]
    fn french_words_are_written_back_in_the_protocols_english() {
        let (cmds, err) = p(
            "ouvrir b4 7 00ff\nengagement 00\nfeuille a1 01\n\nfeuille b1 02\nrévéler 03\n1 2 3\n4 5 6\nplacer d6 e6",
        );
        assert_eq!(err, None);
        assert_eq!(
            cmds,
            vec![
                Command::Open("open b4 7 00ff".into()),
                Command::Commit("commit 00\nleaf a1 01\nleaf b1 02\n".into()),
                Command::Reveal("reveal 03\n1 2 3\n4 5 6\n".into()),
                Command::Move("place d6 e6".into()),
            ]
        );
    }

    #[test]
    fn a_sealed_key_line_belongs_to_its_commitment() {
        let (cmds, err) = p("engagement 00\ncle QUJD\nfeuille a1 01\naide\nKEY QUJD");
        assert_eq!(err, None);
        assert_eq!(
            cmds,
            vec![
                Command::Commit("commit 00\nkey QUJD\nleaf a1 01\n".into()),
                Command::Help,
                Command::Key("QUJD".into()),
            ]
        );
    }

    #[test]
    fn a_command_that_takes_nothing_refuses_more() {
        for line in ["RESIGN now please", "BOARD please", "historique complet", "HELP me"] {
            let (cmds, err) = p(line);
            assert!(cmds.is_empty(), "{line}");
            assert_eq!(
                err.map(|e| e.why.english),
                Some(LineRefusal::Alone.to_string()),
                "{line}"
            );
        }
        for line in ["RESIGN.", "Abandon !", "board:", "?"] {
            let (cmds, err) = p(line);
            assert_eq!((cmds.len(), err), (1, None), "{line}");
        }
        assert_eq!(p("MESSAGE : à bientôt").0, vec![Command::Message("à bientôt".into())]);
        assert_eq!(p("DRAW accept.").0, vec![Command::Draw(DrawAction::Accept)]);
        assert!(!looks_like_move("Place your bets"));
        assert!(looks_like_move("Place d6 e6"));
    }

    #[test]
    fn the_first_bad_line_stops_the_list() {
        let (cmds, err) = p("b4-b5\nplease move my scout\nRESIGN");
        assert_eq!(cmds, vec![Command::Move("b4-b5".into())]);
        let err = err.unwrap();
        assert_eq!(err.line, "please move my scout");
        let (_, err) = p("DRAW maybe");
        assert!(err.unwrap().why.english.contains("OFFER"));
        let (_, err) = p("MESSAGE");
        assert!(err.is_some());
    }
}
