//! The table's own shape, completeness against the sources, every error the
//! rules can be driven to, and golden sentences per game.

use super::*;
use crate::games::lattaque::{Army, Options as LOptions};
use crate::games::{assaut, lattaque, Game, Square};
use std::collections::{BTreeMap, BTreeSet};

// ------------------------------------------------------------ the table

/// A value each kind of hole accepts, to try the forms of the French.
fn sample(hole: Hole) -> &'static str {
    match hole {
        Hole::Piece => "Colonel",
        Hole::Pieces => "Colonels",
        Hole::Kind => "Infantry",
        Hole::Side => "South",
        _ => "x",
    }
}

#[test]
fn the_table_is_well_formed() {
    let mut seen = BTreeSet::new();
    for (en, fr) in TABLE {
        assert!(seen.insert(*en), "twice in the table: {en}");
        let segs = segments(en);
        let mut holes: Vec<(&str, Hole)> = Vec::new();
        for s in &segs {
            match s {
                Seg::Lit(l) => assert!(!l.contains(['{', '}']), "an unknown hole in {en:?}"),
                Seg::Hole(n, h) => holes.push((n, *h)),
            }
        }
        for w in segs.windows(2) {
            assert!(
                !matches!(w, [Seg::Hole(..), Seg::Hole(..)]),
                "two holes side by side in {en:?}"
            );
        }
        // Every hole of the French is one of the English's, in a form it has.
        let mut rest = *fr;
        while let Some(open) = rest.find('{') {
            let close = open
                + rest[open..]
                    .find('}')
                    .unwrap_or_else(|| panic!("an unclosed hole in {fr:?}"));
            let inner = &rest[open + 1..close];
            let (name, f) = inner.split_once('|').unwrap_or((inner, ""));
            let (_, hole) = *holes
                .iter()
                .find(|(n, _)| *n == name)
                .unwrap_or_else(|| panic!("{{{name}}} of {fr:?} is not in {en:?}"));
            let cap = Cap {
                name: "x",
                hole,
                raw: sample(hole),
                fr: String::new(),
            };
            assert!(
                form(&cap, f, GameKind::Lattaque).is_some(),
                "no form {f:?} for {{{name}}} in {fr:?}"
            );
            rest = &rest[close + 1..];
        }
        assert!(!rest.contains('}'), "a stray brace in {fr:?}");
        // French typography, as the rest of the mails: a space before the
        // double punctuation, and « » around quoted text.
        for (i, c) in fr.char_indices() {
            if matches!(c, ':' | ';' | '?' | '!') {
                assert!(fr[..i].ends_with(' '), "no space before {c:?} in {fr:?}");
            }
        }
        assert!(!fr.contains("'{") && !fr.contains('"'), "English quotes in {fr:?}");
    }
}

// ------------------------------------- completeness against the sources

/// Where the rules and the referee build a sentence for a player: the
/// literal text inside these calls.
const SINKS: &[&str] = &[
    "ParseError::new(",
    "IllegalMove(",
    "SetupError::Syntax(",
    "Fault::Refused(",
    "Fault::refused(",
    "Fault::Breach(",
    "BlindError(",
    "BlindError::new(",
    "err(",
    "Err(",
    "ok_or(",
    "ok_or_else(",
    "problems.push(",
    "fail(",
    "forfeit(",
];

/// One source file: the functions whose every sentence is for a player
/// (explanations returned as plain strings, `Display` of error types), and
/// those whose sentences are not (position and option texts, which only
/// the operator and the snapshot use; the log's replay checks; the player's
/// own tool), and literals that are not sentences at all.
struct Source {
    path: &'static str,
    text: &'static str,
    for_players: &'static [&'static str],
    not_for_players: &'static [&'static str],
    not_sentences: &'static [&'static str],
}

const SOURCES: &[Source] = &[
    Source {
        path: "games/mod.rs",
        text: include_str!("../games/mod.rs"),
        for_players: &[],
        not_for_players: &[],
        not_sentences: &[],
    },
    Source {
        path: "games/any.rs",
        text: include_str!("../games/any.rs"),
        // Game names and switches also come from a challenge by mail; a
        // `resolved` list comes only from a log (`verify`, the replay).
        for_players: &["MoveError::fmt"],
        not_for_players: &["from_resolved"],
        not_sentences: &[],
    },
    Source {
        path: "games/lattaque/moves.rs",
        text: include_str!("../games/lattaque/moves.rs"),
        for_players: &["NotationError::fmt"],
        not_for_players: &[],
        not_sentences: &[],
    },
    Source {
        path: "games/lattaque/position.rs",
        text: include_str!("../games/lattaque/position.rs"),
        for_players: &["check"],
        not_for_players: &["from_text", "place", "split_token", "parse_token"],
        not_sentences: &[],
    },
    Source {
        path: "games/lattaque/refusal.rs",
        text: include_str!("../games/lattaque/refusal.rs"),
        for_players: &["Refusal::fmt", "MoveRefusal::fmt"],
        not_for_players: &["examples"],
        not_sentences: &[],
    },
    Source {
        path: "games/lattaque/legality.rs",
        text: include_str!("../games/lattaque/legality.rs"),
        for_players: &["why_illegal", "path_fault", "attack_fault"],
        not_for_players: &[],
        not_sentences: &[],
    },
    Source {
        path: "games/lattaque/options.rs",
        text: include_str!("../games/lattaque/options.rs"),
        for_players: &[],
        // The options as the log stores them, read back.
        not_for_players: &["from_text"],
        not_sentences: &[],
    },
    Source {
        path: "games/lattaque/rank.rs",
        text: include_str!("../games/lattaque/rank.rs"),
        for_players: &[],
        not_for_players: &[],
        not_sentences: &[],
    },
    Source {
        path: "games/lattaque/setup.rs",
        text: include_str!("../games/lattaque/setup.rs"),
        for_players: &["SetupError::fmt", "FlagRule::fmt"],
        not_for_players: &["examples"],
        not_sentences: &[],
    },
    Source {
        path: "games/lattaque/blind.rs",
        text: include_str!("../games/lattaque/blind.rs"),
        for_players: &["check_move", "fill_own"],
        not_for_players: &["from_text", "parse_token"],
        not_sentences: &[],
    },
    Source {
        path: "games/strand.rs",
        text: include_str!("../games/strand.rs"),
        for_players: &["how_it_moves"],
        not_for_players: &["with_pieces", "check", "parse_board", "from_text"],
        not_sentences: &[],
    },
    Source {
        path: "games/strand/explain.rs",
        text: include_str!("../games/strand/explain.rs"),
        for_players: &["explain", "explain_step", "explain_jump", "jump_fault"],
        not_for_players: &[],
        not_sentences: &[],
    },
    Source {
        path: "games/strand/moves.rs",
        text: include_str!("../games/strand/moves.rs"),
        for_players: &[],
        not_for_players: &[],
        not_sentences: &[],
    },
    Source {
        path: "games/strand/options.rs",
        text: include_str!("../games/strand/options.rs"),
        for_players: &[],
        not_for_players: &[],
        not_sentences: &[],
    },
    Source {
        path: "games/assaut.rs",
        text: include_str!("../games/assaut.rs"),
        for_players: &["soldier_rule"],
        not_for_players: &["parse", "from_text"],
        not_sentences: &[],
    },
    Source {
        path: "games/assaut/explain.rs",
        text: include_str!("../games/assaut/explain.rs"),
        for_players: &["explain", "explain_place", "explain_step", "explain_jump"],
        not_for_players: &[],
        not_sentences: &[],
    },
    Source {
        path: "games/assaut/moves.rs",
        text: include_str!("../games/assaut/moves.rs"),
        for_players: &[],
        not_for_players: &[],
        not_sentences: &[],
    },
    Source {
        path: "games/assaut/options.rs",
        text: include_str!("../games/assaut/options.rs"),
        for_players: &[],
        not_for_players: &[],
        not_sentences: &[],
    },
    Source {
        path: "referee/account.rs",
        text: include_str!("../referee/account.rs"),
        // A challenge's usage line is a constant, outside any error.
        for_players: &["AccountError::fmt"],
        not_for_players: &["reason", "examples"],
        not_sentences: &[],
    },
    Source {
        path: "referee/authors.rs",
        text: include_str!("../referee/authors.rs"),
        for_players: &["stale"],
        not_for_players: &["record"],
        not_sentences: &[],
    },
    Source {
        path: "referee/command.rs",
        text: include_str!("../referee/command.rs"),
        for_players: &["parse"],
        not_for_players: &[],
        not_sentences: &[],
    },
    Source {
        path: "referee/decide.rs",
        text: include_str!("../referee/decide.rs"),
        for_players: &[
            "decide",
            "apply_one",
            "set_lang",
            "set_timezone",
            "take_vacation",
            "relay_message",
            "answer_draw",
            "set_up_army",
            "play_move",
            "parse_vacation",
        ],
        // The operator's own command line.
        not_for_players: &["operate"],
        not_sentences: &["open {} {} {}\nopen {} {} {}", "not-a-move"],
    },
    Source {
        path: "referee/refusal.rs",
        text: include_str!("../referee/refusal.rs"),
        for_players: &["fmt", "signature_fails", "parts"],
        not_for_players: &["reason", "examples", "duration"],
        // The codes of the command language's refusals.
        not_sentences: &[
            "too-long",
            "not-a-command",
            "leaf-alone",
            "key-takes-one",
            "sig-line",
            "lang-needs",
            "vacation-needs",
            "timezone-needs",
            "message-needs",
            "draw-takes",
        ],
    },
    Source {
        path: "referee/clock.rs",
        text: include_str!("../referee/clock.rs"),
        // Time controls also come from a challenge by mail.
        for_players: &["parse_duration", "parse", "DurationError::fmt", "ClockError::fmt"],
        not_for_players: &["reason", "examples"],
        not_sentences: &[],
    },
    Source {
        path: "referee/blind.rs",
        text: include_str!("../referee/blind.rs"),
        for_players: &["reveal_deadline_passed"],
        not_for_players: &["open_of_record"],
        not_sentences: &[],
    },
    Source {
        path: "referee/blind_refusal.rs",
        text: include_str!("../referee/blind_refusal.rs"),
        for_players: &["BlindRefusal::fmt", "Breach::fmt"],
        not_for_players: &["reason", "examples"],
        not_sentences: &[],
    },
    Source {
        path: "referee/blind_decide.rs",
        text: include_str!("../referee/blind_decide.rs"),
        for_players: &[],
        not_for_players: &[],
        not_sentences: &[],
    },
    Source {
        path: "protocol/blind_line.rs",
        text: include_str!("../protocol/blind_line.rs"),
        for_players: &["BlindLine::fmt"],
        not_for_players: &["reason", "examples"],
        not_sentences: &[],
    },
    Source {
        path: "protocol/blind.rs",
        text: include_str!("../protocol/blind.rs"),
        for_players: &[],
        // The player's own tool (`estafette seal`, `open`, `view`).
        not_for_players: &[
            "parse_board_side",
            "seal_version",
            "from_json",
            "opening",
            "find_position",
            "signing_key_of_file",
        ],
        not_sentences: &[],
    },
    Source {
        path: "protocol/commit.rs",
        text: include_str!("../protocol/commit.rs"),
        for_players: &["CommitError::fmt", "OpenLineError::fmt"],
        not_for_players: &[],
        not_sentences: &[],
    },
    Source {
        path: "protocol/encode.rs",
        text: include_str!("../protocol/encode.rs"),
        for_players: &["HexError::fmt"],
        not_for_players: &[],
        not_sentences: &[],
    },
];

/// A string literal found in a source: the function it is in (`Type::fmt`
/// for a `Display`), whether it is inside a sink, and its text.
#[derive(Debug)]
struct Literal {
    func: String,
    in_sink: bool,
    text: String,
}

fn is_ident(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b == b'_'
}

/// The length of the char literal at the start of `s` (`'x'`, `'\n'`,
/// `'\u{2013}'`), or `None` for a lifetime.
fn char_literal(s: &str) -> Option<usize> {
    let mut it = s.char_indices().skip(1);
    let (_, c) = it.next()?;
    let end = if c == '\\' {
        let (i, e) = it.next()?;
        if e == 'u' {
            s[i..].find('}').map(|j| i + j + 1)?
        } else {
            i + e.len_utf8()
        }
    } else {
        1 + c.len_utf8()
    };
    s[end..].starts_with('\'').then_some(end + 1)
}

/// The text of the string literal after its opening quote, and the bytes
/// it takes with the closing quote. Escapes are undone; a `\` at the end of
/// a line drops the line break and the next line's indentation.
fn string_literal(s: &str) -> (String, usize) {
    let mut out = String::new();
    let mut it = s.char_indices().peekable();
    while let Some((i, c)) = it.next() {
        match c {
            '"' => return (out, i + 1),
            '\\' => match it.next() {
                Some((_, '\n')) => {
                    while it.peek().is_some_and(|(_, c)| c.is_whitespace()) {
                        it.next();
                    }
                }
                Some((_, 'n')) => out.push('\n'),
                Some((_, 't')) => out.push('\t'),
                Some((_, 'u')) => {
                    let mut hex = String::new();
                    for (_, c) in it.by_ref() {
                        match c {
                            '{' => {}
                            '}' => break,
                            c => hex.push(c),
                        }
                    }
                    out.extend(u32::from_str_radix(&hex, 16).ok().and_then(char::from_u32));
                }
                Some((_, e)) => out.push(e),
                None => {}
            },
            c => out.push(c),
        }
    }
    (out, s.len())
}

/// Every string literal of the code of `src` (the tests cut off).
fn literals(src: &str) -> Vec<Literal> {
    let src = src.find("#[cfg(test)]").map_or(src, |i| &src[..i]);
    let b = src.as_bytes();
    let mut out = Vec::new();
    let (mut i, mut depth, mut sinks) = (0usize, 0i32, Vec::<i32>::new());
    let (mut func, mut imp) = (String::new(), String::new());
    while i < b.len() {
        let rest = &src[i..];
        let after_ident = i > 0 && is_ident(b[i - 1]);
        if rest.starts_with("//") {
            i += rest.find('\n').unwrap_or(rest.len());
            continue;
        }
        if rest.starts_with("/*") {
            i += rest.find("*/").map_or(rest.len(), |j| j + 2);
            continue;
        }
        if b[i] == b'\'' {
            i += char_literal(rest).unwrap_or(1);
            continue;
        }
        if b[i] == b'"' {
            let (text, len) = string_literal(&rest[1..]);
            let func = if func == "fmt" {
                format!("{imp}::fmt")
            } else {
                func.clone()
            };
            out.push(Literal {
                func,
                in_sink: !sinks.is_empty(),
                text,
            });
            i += 1 + len;
            continue;
        }
        if !after_ident {
            if let Some(r) = rest.strip_prefix("fn ") {
                func = r
                    .split(|c: char| !(c.is_alphanumeric() || c == '_'))
                    .next()
                    .unwrap_or("")
                    .to_string();
            }
            if rest.starts_with("impl") && !b.get(i + 4).copied().is_some_and(is_ident) {
                let head = &rest[..rest.find('{').unwrap_or(rest.len())];
                let ty = head.rsplit_once(" for ").map_or(&head[4..], |(_, t)| t);
                imp = ty
                    .trim()
                    .split(['<', ' '])
                    .next()
                    .unwrap_or("")
                    .rsplit("::")
                    .next()
                    .unwrap_or("")
                    .to_string();
            }
            if let Some(s) = SINKS.iter().find(|s| rest.starts_with(**s)) {
                depth += 1;
                sinks.push(depth);
                i += s.len();
                continue;
            }
        }
        match b[i] {
            b'(' => depth += 1,
            b')' => {
                if sinks.last() == Some(&depth) {
                    sinks.pop();
                }
                depth -= 1;
            }
            _ => {}
        }
        i += 1;
    }
    out
}

/// The words of a literal, outside its `{}` placeholders.
fn words(text: &str) -> usize {
    let mut n = 0;
    let (mut run, mut inside) = (0, false);
    for c in text.chars().chain([' ']) {
        match c {
            '{' => inside = true,
            '}' => inside = false,
            c if !inside && c.is_ascii_alphabetic() => {
                run += 1;
                continue;
            }
            _ => {}
        }
        if run >= 2 {
            n += 1;
        }
        run = 0;
    }
    n
}

/// The literal as a pattern: each placeholder (`{}`, `{sq}`, `{:>4}`)
/// becomes `*`; `{{` and `}}` are braces.
fn glob_of(text: &str) -> String {
    let mut out = String::new();
    let mut it = text.chars().peekable();
    while let Some(c) = it.next() {
        match c {
            '{' if it.peek() == Some(&'{') => {
                it.next();
                out.push('{');
            }
            '}' if it.peek() == Some(&'}') => {
                it.next();
                out.push('}');
            }
            '{' => {
                for c in it.by_ref() {
                    if c == '}' {
                        break;
                    }
                }
                out.push('*');
            }
            c => out.push(c),
        }
    }
    out
}

/// `*` matches any text.
fn glob_match(glob: &str, text: &str) -> bool {
    let (g, t): (Vec<char>, Vec<char>) = (glob.chars().collect(), text.chars().collect());
    let (mut gi, mut ti, mut star, mut mark) = (0, 0, None, 0);
    while ti < t.len() {
        if gi < g.len() && g[gi] != '*' && g[gi] == t[ti] {
            gi += 1;
            ti += 1;
        } else if gi < g.len() && g[gi] == '*' {
            star = Some(gi);
            mark = ti;
            gi += 1;
        } else if let Some(s) = star {
            gi = s + 1;
            mark += 1;
            ti = mark;
        } else {
            return false;
        }
    }
    g[gi..].iter().all(|c| *c == '*')
}

/// Whether the table has a sentence for the literal. Explanations are
/// built by nesting (`'b4' is not a move: ` + a detail, `a7-b8: ` + a
/// reason, `; ` between counts), so each clause of the literal must be
/// part of some row's English.
fn covered(text: &str) -> bool {
    let glob = glob_of(text);
    glob.split(": ").flat_map(|c| c.split("; ")).all(|clause| {
        let clause = clause.trim();
        clause.chars().all(|c| !c.is_ascii_alphabetic())
            || TABLE.iter().any(|(en, _)| glob_match(&format!("*{clause}*"), en))
    })
}

/// Every sentence the games and the referee can build for a player has a
/// row in the table: the literals of their sources are read, and each one
/// inside an error (or in a function that explains to players) must be
/// covered. A new message fails here until it is translated, or the
/// function it is in is listed as not speaking to players.
#[test]
fn every_sentence_of_the_rules_and_the_referee_has_a_french_row() {
    let mut missing = Vec::new();
    let mut checked = 0;
    for s in SOURCES {
        for fun in s.for_players.iter().chain(s.not_for_players) {
            assert!(
                s.text
                    .contains(&format!("fn {}", fun.rsplit("::").next().unwrap_or(fun))),
                "{}: no fn {fun}",
                s.path
            );
        }
        for lit in literals(s.text) {
            let chosen = (lit.in_sink || s.for_players.contains(&lit.func.as_str()))
                && !s.not_for_players.contains(&lit.func.as_str())
                && !s.not_sentences.contains(&lit.text.as_str())
                && words(&lit.text) >= 2;
            if !chosen {
                continue;
            }
            checked += 1;
            if !covered(&lit.text) {
                missing.push(format!("{} ({}): {:?}", s.path, lit.func, lit.text));
            }
        }
    }
    assert!(missing.is_empty(), "sentences without French:\n{}", missing.join("\n"));
    // Typed refusals (games/strand/refusal.rs, games/assaut/refusal.rs,
    // games/notation.rs) are checked against the catalogs by
    // crates/estafette-words/tests.
    assert!(
        checked > 100,
        "only {checked} sentences found: is the scan still reading the sources?"
    );
}

#[test]
fn the_source_scan_finds_what_it_should() {
    let src = "fn a() -> Result<(), String> {\n    // \"not this\"\n    let c = '\"';\n    Err(format!(\"one {x} \\\n        two\"))\n}\nimpl fmt::Display for E {\n    fn fmt(&self) { write!(f, \"three\") }\n}\n";
    let l = literals(src);
    assert_eq!(l.len(), 2, "{l:?}");
    assert_eq!(
        (l[0].func.as_str(), l[0].in_sink, l[0].text.as_str()),
        ("a", true, "one {x} two")
    );
    assert_eq!((l[1].func.as_str(), l[1].in_sink), ("E::fmt", false));
    assert_eq!(glob_of("{a} x {{b}} {}"), "* x {b} *");
    assert!(glob_match("*holds *, which*", "{sq} holds the Flag, which never moves"));
    assert!(!glob_match(
        "*holds *, whence*",
        "{sq} holds the Flag, which never moves"
    ));
    assert!(covered(
        "'{}' is not a move: {sq} is off the board (files a to {}, ranks 1 to {RANKS})"
    ));
    assert!(!covered("this sentence is in no row"));
}

// ----------------------------------- every error the rules can be driven to

/// English words that never occur in the French of the table.
const ENGLISH: &[&str] = &[
    "the",
    "is",
    "not",
    "your",
    "square",
    "cannot",
    "only",
    "which",
    "there",
    "holds",
    "must",
    "move",
    "moves",
    "piece",
    "pieces",
    "of",
    "and",
    "or",
    "on",
    "to",
    "with",
    "write",
    "may",
    "no",
    "empty",
    "already",
    "jump",
    "capture",
    "Infantry",
    "Cavalry",
    "Artillery",
    "Allied",
    "German",
    "Allies",
    "Germans",
    "South",
    "North",
    "Soldier",
    "Soldiers",
    "Officer",
    "Officers",
    "Flag",
    "Scout",
    "Spy",
    "army",
    "line",
    "leaf",
    "forward",
    "backward",
    "sideways",
];

/// The French of `en`, which must be complete: no sentence left English
/// (the player's own text, in « », aside).
fn french(kind: GameKind, en: &str) -> String {
    let fr = explain_strict(kind, en).unwrap_or_else(|| panic!("no French for {en:?}"));
    let mut outside = String::new();
    let mut depth = 0;
    for c in fr.chars() {
        match c {
            '«' => depth += 1,
            '»' => depth -= 1,
            c if depth == 0 => outside.push(c),
            _ => {}
        }
    }
    for w in outside.split(|c: char| !c.is_alphanumeric() && c != '-') {
        assert!(!ENGLISH.contains(&w), "English {w:?} left in {fr:?} (from {en:?})");
    }
    assert_eq!(explain(kind, en), fr, "explain and explain_strict agree");
    fr
}

/// The message with every square replaced: one sentence shape per entry.
fn shape(msg: &str) -> String {
    let mut out = String::new();
    let cs: Vec<char> = msg.chars().collect();
    let mut i = 0;
    while i < cs.len() {
        // A square starts a word, or follows the x of a capture (d5xb3).
        let starts =
            i == 0 || !cs[i - 1].is_ascii_alphabetic() || (cs[i - 1] == 'x' && i >= 2 && cs[i - 2].is_ascii_digit());
        if starts && cs[i].is_ascii_lowercase() && cs.get(i + 1).is_some_and(|c| c.is_ascii_digit()) {
            let mut j = i + 1;
            while j < cs.len() && cs[j].is_ascii_digit() {
                j += 1;
            }
            out.push('#');
            i = j;
            continue;
        }
        out.push(cs[i]);
        i += 1;
    }
    out
}

/// Translate one message of each shape; return the shapes.
fn all_french(kind: GameKind, messages: impl IntoIterator<Item = String>) -> BTreeMap<String, String> {
    let mut shapes = BTreeMap::new();
    for m in messages {
        shapes.entry(shape(&m)).or_insert(m);
    }
    for m in shapes.values() {
        french(kind, m);
    }
    shapes
}

/// Every square of a board and a margin off it.
fn squares(files: u8, ranks: u8) -> Vec<Square> {
    (0..files + 1)
        .flat_map(|f| (0..ranks + 1).map(move |r| Square::new(f, r)))
        .collect()
}

fn near(a: Square, b: Square, d: i32) -> bool {
    (a.file as i32 - b.file as i32).abs() <= d && (a.rank as i32 - b.rank as i32).abs() <= d
}

fn lattaque_positions() -> Vec<lattaque::Position> {
    let mut out = Vec::new();
    // A ply limit, so that every playout ends.
    let limited = |o: LOptions| LOptions {
        max_plies: Some(300),
        ..o
    };
    for o in [limited(LOptions::gibson_1925()), limited(LOptions::standard())] {
        let a = Army::parse(crate::games::lattaque::SAMPLE_ARMY_FIRST, Side::First, &o).unwrap();
        let b = Army::parse(crate::games::lattaque::SAMPLE_ARMY_SECOND, Side::Second, &o).unwrap();
        let mut p = lattaque::Position::from_armies(o, &a, &b, Side::First);
        for ply in 0..60 {
            if ply % 15 == 0 {
                out.push(p.clone());
            }
            let lm = p.legal_moves();
            if lm.is_empty() {
                break;
            }
            p = p.play(&lm[(ply * 7 + 3) % lm.len()]).unwrap().0;
        }
    }
    out
}

#[test]
fn every_illegal_lattaque_move_is_explained_in_french() {
    use lattaque::Move;
    let sqs = squares(lattaque::FILES, lattaque::RANKS);
    let mut msgs = Vec::new();
    for p in lattaque_positions() {
        let mut try_move = |m: Move| {
            if let Err(e) = p.play(&m) {
                msgs.push(e.0);
            }
        };
        for &from in &sqs {
            for &to in &sqs {
                try_move(Move::Step { from, to });
                try_move(Move::Attack { from, target: to });
                if near(from, to, 2) {
                    for &target in sqs.iter().filter(|t| near(**t, to, 1)) {
                        try_move(Move::StepAttack { from, to, target });
                    }
                }
            }
        }
    }
    let shapes = all_french(GameKind::Lattaque, msgs);
    assert!(shapes.len() > 20, "{shapes:?}");
}

#[test]
fn every_illegal_strand_move_is_explained_in_french() {
    use crate::games::strand::{Move, Options, Position};
    let sqs = squares(10, 10);
    let mut msgs = Vec::new();
    let mut p = Position::start(Options::default(), Side::First);
    for ply in 0..40 {
        if ply % 10 == 0 {
            for &from in &sqs {
                for &to in sqs.iter().filter(|t| near(**t, from, 3)) {
                    for m in [
                        Move::Step { from, to },
                        Move::Jump {
                            from,
                            landings: vec![to],
                        },
                    ] {
                        if let Err(e) = p.play(&m) {
                            msgs.push(e.0);
                        }
                    }
                    for &next in sqs.iter().filter(|t| near(**t, to, 2) && **t != to) {
                        if let Err(e) = p.play(&Move::Jump {
                            from,
                            landings: vec![to, next],
                        }) {
                            msgs.push(e.0);
                        }
                    }
                }
            }
            if let Err(e) = p.play(&Move::Jump {
                from: Square::new(0, 2),
                landings: vec![],
            }) {
                msgs.push(e.0);
            }
        }
        let lm = p.legal_moves();
        if lm.is_empty() {
            break;
        }
        p = p.play(&lm[(ply * 5 + 1) % lm.len()]).unwrap().0;
    }
    let shapes = all_french(GameKind::Strand, msgs);
    assert!(shapes.len() > 20, "{shapes:?}");
}

#[test]
fn every_illegal_assaut_move_is_explained_in_french() {
    use assaut::{Move, Options, Position};
    let sqs = squares(7, 7);
    let mut msgs = Vec::new();
    for opts in [
        Options::default(),
        Options {
            fortress_sideways: true,
            huff: true,
        },
    ] {
        let mut p = Position::start(opts);
        for ply in 0..30 {
            if ply % 6 == 0 || ply == 1 {
                for &from in &sqs {
                    for &to in &sqs {
                        let mut moves = vec![
                            Move::Place(from, to),
                            Move::Step { from, to },
                            Move::Jump {
                                from,
                                landings: vec![to],
                            },
                        ];
                        if near(from, to, 2) {
                            moves.extend(sqs.iter().filter(|t| near(**t, to, 2)).map(|t| Move::Jump {
                                from,
                                landings: vec![to, *t],
                            }));
                        }
                        moves.push(Move::Jump { from, landings: vec![] });
                        for m in moves {
                            if let Err(e) = p.play(&m) {
                                msgs.push(e.0);
                            }
                        }
                    }
                }
            }
            let lm = p.legal_moves();
            if lm.is_empty() {
                break;
            }
            p = p.play(&lm[(ply * 3 + 1) % lm.len()]).unwrap().0;
        }
    }
    let shapes = all_french(GameKind::Assaut, msgs);
    assert!(shapes.len() > 20, "{shapes:?}");
}

/// A bad notation, as the referee refuses it: the rules' message after the
/// text the player wrote.
fn notation(kind: GameKind, text: &str) -> Option<String> {
    let e = match kind {
        GameKind::Lattaque => lattaque::Position::parse_move(text).err()?,
        GameKind::Strand => crate::games::strand::Position::parse_move(text).err()?,
        GameKind::Assaut => assaut::Position::parse_move(text).err()?,
    };
    Some(format!("'{text}' is not a move: {e}"))
}

#[test]
fn every_bad_notation_is_explained_in_french() {
    let bad: &[(GameKind, &[&str])] = &[
        (
            GameKind::Lattaque,
            &[
                "", "b4", "b4-", "-b5", "b4-b5-b6", "b4xb5xb6", "xb5", "b4b5", "j1-j2", "a11-a10", "a0-a1", "4b-b5",
                "b4-k4", "bb-b5", "b4-b123",
            ],
        ),
        (
            GameKind::Strand,
            &[
                "", "b4", "b4-c5-d6", "b4-c5xd6", "k1-j2", "a0-b1", "b4x", "zz", "b4xc", "4b-c5", "b4-c11",
            ],
        ),
        (
            GameKind::Assaut,
            &[
                "",
                "place d6",
                "place d6 e6 f6",
                "placex9",
                "d3d4",
                "d6x",
                "d6xd4-f4",
                "a1-a2",
                "h4-g4",
                "é4-d4",
                "d3-d4-d5",
                "d3-",
                "dd-d4",
                "zz",
            ],
        ),
    ];
    for (kind, inputs) in bad {
        for text in *inputs {
            let msg = notation(*kind, text).unwrap_or_else(|| panic!("{text:?} parses in {kind:?}"));
            french(*kind, &msg);
        }
    }
}

/// The demo army of South with its lines changed.
fn south_army(lines: [&str; 4]) -> String {
    lines.join("\n")
}

#[test]
fn every_bad_army_is_explained_in_french() {
    let gibson = LOptions::gibson_1925();
    let demo: Vec<&str> = crate::games::lattaque::SAMPLE_ARMY_FIRST.lines().collect();
    let grids = [
        String::new(),
        "10 9 8".to_string(),
        demo[..3].join("\n"),
        format!("{}\n{}", crate::games::lattaque::SAMPLE_ARMY_FIRST, demo[0]),
        south_army([demo[0], "6 5 7 8 10 9 8 7", demo[2], demo[3]]),
        south_army([demo[0], "6 5 7 8 10 9 8 7 6 5", demo[2], demo[3]]),
        south_army([demo[0], "10", demo[2], demo[3]]),
        south_army([demo[0], ",", demo[2], demo[3]]),
        south_army([demo[0], "6 5 7 8 Marshal 9 8 7 6", demo[2], demo[3]]),
        south_army([demo[0], "6 5 7 8 1 9 8 7 6", demo[2], demo[3]]),
        south_army([demo[0], "6 5 7 8 9 9 8 7 6", demo[2], demo[3]]),
        south_army([
            "2 2 2 2 2 2 2 2 2",
            "2 2 2 2 2 2 2 2 2",
            "2 2 2 2 2 2 2 2 2",
            "2 2 2 2 2 2 2 2 2",
        ]),
        south_army(["2 2 F 2 4 2 3 2 2", demo[1], demo[2], "M 4 M 3 2 M 3 M 2"]),
        south_army(["2 2 M 2 4 2 3 2 2", "6 5 F 8 10 9 8 7 6", demo[2], "M 4 3 3 2 M 7 M 2"]),
        south_army([demo[0], demo[1], demo[2], "M 4 M 3 2 M . M 2"]),
    ];
    let assignments = [
        "a1=F b1=M",
        "a1=F a1=M",
        "a5=F",
        "k1=F",
        "F a1=M",
        "= F",
        "x y=F",
        "a1=",
        "zz=F",
        "a1=Marshal",
        "a1=1",
        "a1=F c9=M",
    ];
    let mut shapes = BTreeSet::new();
    for text in grids.iter().map(String::as_str).chain(assignments) {
        for side in [Side::First, Side::Second] {
            if let Err(e) = Army::parse(text, side, &gibson) {
                shapes.insert(shape(&e.to_string()));
                french(GameKind::Lattaque, &e.to_string());
            }
        }
    }
    assert!(shapes.len() > 20, "{shapes:?}");
}

// --------------------------------------------------------- blind mode

fn secret(side: &str, turn: &str, seed: u8) -> crate::protocol::blind::Secret {
    use crate::games::any::{AnyOptions, GameKind, OptionsSpec};
    let AnyOptions::Lattaque(opts) = AnyOptions::build(GameKind::Lattaque, &OptionsSpec::default()).unwrap() else {
        panic!("L'Attaque options");
    };
    let board_side = crate::protocol::blind::parse_board_side(side).unwrap();
    let army = if side == "north" {
        crate::games::lattaque::SAMPLE_ARMY_SECOND
    } else {
        crate::games::lattaque::SAMPLE_ARMY_FIRST
    };
    let army = Army::parse(army, board_side, &opts).unwrap();
    let commit_side = if turn == "first" { 1 } else { 2 };
    crate::protocol::blind::Secret::seal("lattaque-5", commit_side, opts, army, [seed; 32]).unwrap()
}

#[test]
fn blind_mode_refusals_and_breaches_are_explained_in_french() {
    use crate::protocol::blind::{check_reveal, parse_commit_message, parse_reveal};
    use crate::referee::blind::{parse_open, step, BlindGame, Fault};
    let south = secret("south", "first", 1);
    let north = secret("north", "second", 2);
    let msg = south.commit_message();
    let hex = "ab".repeat(32);
    let mut errors: Vec<String> = Vec::new();
    // Commitments.
    let lines: Vec<&str> = msg.lines().collect();
    for bad in [
        String::new(),
        "commit zz".into(),
        "commit".into(),
        format!("{msg}commit {hex}"),
        format!("commit {hex}\nleaf a1"),
        format!("commit {hex}\nleaf z1 {hex}"),
        format!("commit {hex}\nleaf a1 zz"),
        lines[..36].join("\n"),
        msg.replacen("leaf b1", "leaf a1", 1),
        msg.replacen("leaf a1", "leaf a5", 1),
        msg.replacen(&lines[0][7..], &hex, 1),
    ] {
        errors.push(parse_commit_message(&bad, "lattaque-5", 1, Side::First).unwrap_err().0);
    }
    errors.push(parse_commit_message(&msg, "lattaque-5", 2, Side::First).unwrap_err().0);
    // Reveals.
    for bad in ["nothing", "reveal 00", "reveal", &format!("reveal {hex}")] {
        errors.push(parse_reveal(bad).unwrap_err().0);
    }
    let (seed, army) = parse_reveal(&south.reveal_message()).unwrap();
    let root = south.commitment.root;
    errors.push(
        check_reveal(
            "lattaque-5",
            1,
            Side::First,
            &LOptions::default(),
            &root,
            south.commitment.key.as_ref(),
            &[9; 32],
            &army,
        )
        .unwrap_err()
        .0,
    );
    let swapped = army.replacen("2 2 3", "2 2 2", 1);
    errors.push(
        check_reveal(
            "lattaque-5",
            1,
            Side::First,
            &LOptions::default(),
            &root,
            south.commitment.key.as_ref(),
            &seed,
            &swapped,
        )
        .unwrap_err()
        .0,
    );
    // Openings, as the referee quotes them.
    for line in [
        "open b3",
        "open b3 6 zz",
        &format!("open z9 6 {hex}"),
        &format!("open b3 Marshal {hex}"),
        &format!("open b3 6 {}", &hex[..63]),
    ] {
        errors.push(format!("'{line}': {}", parse_open(line).unwrap_err()));
    }
    // The game.
    let mut g = BlindGame::new("lattaque-5", LOptions::default(), Side::First);
    let mut fault = |r: Result<(), Fault>| match r {
        Err(Fault::Refused(m)) | Err(Fault::Breach(_, m)) => errors.push(m.english),
        Ok(()) => panic!("accepted"),
    };
    step(&mut g, |g| g.commit(Side::First, &south.commit_message())).unwrap();
    fault(step(&mut g, |g| g.commit(Side::First, &south.commit_message())));
    fault(step(&mut g, |g| g.turn(Side::First, &[], Some("a4-a5")).map(|_| ())));
    step(&mut g, |g| g.commit(Side::Second, &north.commit_message())).unwrap();
    fault(step(&mut g, |g| g.commit(Side::Second, &north.commit_message())));
    fault(step(&mut g, |g| g.reveal(Side::First, &seed, &army)));
    for mv in [
        "a4-a6", "a4-b5", "a4-a4", "a7-a6", "a3-a4", "b4-b5xb6", "a4xa5", "e4-e5", "j1-j2", "a4-a5-a6", "g1-g2",
    ] {
        fault(step(&mut g, |g| g.turn(Side::First, &[], Some(mv)).map(|_| ())));
    }
    fault(step(&mut g, |g| g.turn(Side::Second, &[], Some("a7-a6")).map(|_| ())));
    let opens = |s: &crate::protocol::blind::Secret, homes: &[&str]| -> Vec<crate::referee::blind::Open> {
        let names: Vec<String> = homes.iter().map(|h| h.to_string()).collect();
        s.open_lines(&names)
            .unwrap()
            .lines()
            .map(|l| parse_open(l).unwrap())
            .collect()
    };
    let mut wrong = opens(&south, &["a4"]);
    wrong[0].rank = Rank::Colonel;
    fault(step(&mut g.clone(), |g| g.turn(Side::First, &wrong, None).map(|_| ())));
    let mut stranger = opens(&south, &["a4"]);
    stranger[0].home = Square::new(0, 6);
    fault(step(&mut g.clone(), |g| {
        g.turn(Side::First, &stranger, None).map(|_| ())
    }));
    // A pending combat the defender has not opened.
    step(&mut g, |g| g.turn(Side::First, &[], Some("a4-a5")).map(|_| ())).unwrap();
    step(&mut g, |g| g.turn(Side::Second, &[], Some("a7-a6")).map(|_| ())).unwrap();
    step(&mut g, |g| {
        g.turn(Side::First, &opens(&south, &["a4"]), Some("a5xa6")).map(|_| ())
    })
    .unwrap();
    fault(step(&mut g, |g| g.turn(Side::Second, &[], Some("i7-i6")).map(|_| ())));
    let mut shapes = BTreeSet::new();
    for e in &errors {
        shapes.insert(shape(e));
        french(GameKind::Lattaque, e);
    }
    assert!(shapes.len() > 30, "{shapes:#?}");
}

// ------------------------------------------------------------- goldens

#[test]
fn golden_explanations_per_game() {
    let cases: &[(GameKind, &str, &str)] = &[
        // L'Attaque: moves.
        (
            GameKind::Lattaque,
            "b4-b6: your Sergeant on b4 moves one square only (only Scouts run further)",
            "b4-b6 : votre Sergent en b4 ne se déplace que d'une case (seuls les Éclaireurs vont plus loin)",
        ),
        (GameKind::Lattaque, "c4-c5: c5 is a lake", "c4-c5 : la case c5 est un lac"),
        (
            GameKind::Lattaque,
            "g1-g2: g1 holds the Flag, which never moves or attacks",
            "g1-g2 : la pièce en g1 est le Drapeau, qui ne se déplace ni n'attaque jamais",
        ),
        (
            GameKind::Lattaque,
            "a1-a2: a1 holds a Mine, which never moves or attacks",
            "a1-a2 : la pièce en a1 est une Mine, qui ne se déplace ni n'attaque jamais",
        ),
        (
            GameKind::Lattaque,
            "d5xe5: attacks are frontal in this game: from d5, South may attack only d6",
            "d5xe5 : dans cette partie, les attaques sont frontales : depuis d5, le Sud ne peut attaquer que d6",
        ),
        (
            GameKind::Lattaque,
            "b5-b6: the game is over: North captured South's Flag",
            "b5-b6 : la partie est terminée : le Nord a pris le Drapeau du Sud",
        ),
        (GameKind::Lattaque, "it is not your turn: North is to move", "ce n'est pas votre tour : c'est au Nord de jouer"),
        // L'Attaque: notation, as the referee refuses it.
        (
            GameKind::Lattaque,
            "'b4-k4' is not a move: 'b4-k4' is not a move: k4 is off the board (files a to i, ranks 1 to 10)",
            "« b4-k4 » n'est pas un coup : la case k4 est hors du plateau (colonnes a à i, rangées 1 à 10)",
        ),
        (
            GameKind::Lattaque,
            "'b4b5' is not a move: 'b4b5' is not a move: write b4-b5 (move), b5xb6 (attack) or b4-b5xb6 (move then attack)",
            "« b4b5 » n'est pas un coup : écrivez b4-b5 (déplacement), b5xb6 (attaque) ou b4-b5xb6 (déplacement puis attaque)",
        ),
        // L'Attaque: armies.
        (
            GameKind::Lattaque,
            "no Commander-in-Chief, an army has 1 Commander-in-Chief; 2 Brigadier-Generals, an army has 1 Brigadier-General",
            "aucun Chef d'Armée, une armée en a 1 ; 2 Généraux de Brigade, une armée en a 1",
        ),
        (
            GameKind::Lattaque,
            "no Mine, an army has 4; 12 Scouts, an army has 8; 0 Spies, an army has 1",
            "aucune Mine, une armée en a 4 ; 12 Éclaireurs, une armée en a 8 ; 0 Espions, une armée en a 1",
        ),
        (
            GameKind::Lattaque,
            "the Flag may not stand on c4: it is directly behind a river, with nothing between them",
            "le Drapeau ne peut pas être placé en c4 : il est juste derrière la rivière, sans rien entre les deux",
        ),
        (
            GameKind::Lattaque,
            "the Flag may not stand on c3: only your own Mines (c4) stand between it and the river",
            "le Drapeau ne peut pas être placé en c3 : seules vos propres Mines (c4) le séparent de la rivière",
        ),
        (
            GameKind::Lattaque,
            "a5 is outside South's zone: South sets up on files a to i, ranks 1 to 4",
            "la case a5 est hors de la zone du Sud : le Sud se déploie sur les colonnes a à i, rangées 1 à 4",
        ),
        (
            GameKind::Lattaque,
            "unknown piece 'Marshal' on e3: use a code (S, 2 to 10, M, F) or a name in English or French (Colonel, Eclaireur, Chef d'Armee...)",
            "pièce inconnue « Marshal » en e3 : utilisez un code (S, 2 à 10, M, F) ou un nom en anglais ou en français (Colonel, Éclaireur, Chef d'Armée...)",
        ),
        // L'Attaque in blind mode.
        (
            GameKind::Lattaque,
            "'open b3 6': an opening line is 'open SQUARE RANK SALT' (4 words), this one has 3",
            "« open b3 6 » : une ligne d'ouverture s'écrit « open CASE RANG SEL » (4 mots), celle-ci en a 3",
        ),
        (
            GameKind::Lattaque,
            "a4-a6: a run of more than one square is a Scout's: open the piece from a4 as a Scout in the same mail",
            "a4-a6 : seul un Éclaireur court sur plus d'une case : ouvrez la pièce partie de a4 comme Éclaireur dans le même courrier",
        ),
        (
            GameKind::Lattaque,
            "the opening of the piece from a4 as Colonel does not match its leaf",
            "l'ouverture de la pièce partie de a4 comme Colonel ne correspond pas à sa feuille",
        ),
        (
            GameKind::Lattaque,
            "move 3 (a5-a6) is illegal with the armies revealed: a5-a6: a5 holds a Mine, which never moves or attacks",
            "le coup 3 (a5-a6) est illégal avec les armées dévoilées : a5-a6 : la pièce en a5 est une Mine, qui ne se déplace ni n'attaque jamais",
        ),
        (
            GameKind::Lattaque,
            "2 pieces opened as Spies: an army has 1",
            "2 pièces ouvertes comme Espions : une armée en a 1",
        ),
        (
            GameKind::Lattaque,
            "the root does not match the leaves (was the army sealed for this game, with the right side and turn?)",
            "la racine ne correspond pas aux feuilles (l'armée a-t-elle été scellée pour cette partie, avec le bon camp et le bon tour ?)",
        ),
        // Strand.
        (
            GameKind::Strand,
            "a3-b2: Artillery cannot move backward; Artillery moves one square in any diagonal direction",
            "a3-b2 : l'Artillerie ne peut pas aller vers l'arrière ; l'Artillerie se déplace d'une case dans n'importe quelle diagonale",
        ),
        (
            GameKind::Strand,
            "b4-a5: the piece on b4 is German; you play the Allies",
            "b4-a5 : la pièce en b4 est allemande ; vous jouez les Alliés",
        ),
        (
            GameKind::Strand,
            "c3xe5xg7: e5xg7: the German Cavalry on f6 stands on its own fort; only Artillery may take it",
            "c3xe5xg7 : e5xg7 : la Cavalerie allemande en f6 se tient sur son propre fort ; seule l'Artillerie peut la prendre",
        ),
        (
            GameKind::Strand,
            "d4-e5: a capture is compulsory, e.g. d4xf6 or b4xd6",
            "d4-e5 : la prise est obligatoire, p. ex. d4xf6 ou b4xd6",
        ),
        (
            GameKind::Strand,
            "a7-b8: the game is over (the Germans have no legal move)",
            "a7-b8 : la partie est terminée (les Allemands n'ont plus aucun coup légal)",
        ),
        (
            GameKind::Strand,
            "'b4-c5xd6' is not a move: 'b4-c5xd6': a move is either a step (b4-c5) or a capture (d4xf6xh8), not both",
            "« b4-c5xd6 » n'est pas un coup : « b4-c5xd6 » : un coup est soit un pas (b4-c5), soit une prise (d4xf6xh8), pas les deux",
        ),
        // L'Assaut.
        (
            GameKind::Assaut,
            "d3-c3: the line d3-c3 is black: Soldiers use white lines only",
            "d3-c3 : la ligne d3-c3 est noire : les Soldats n'empruntent que les lignes blanches",
        ),
        (
            GameKind::Assaut,
            "d5-d6: d5 holds a Soldier, but it is the Officers' turn",
            "d5-d6 : il y a un Soldat en d5, mais c'est aux Officiers de jouer",
        ),
        (
            GameKind::Assaut,
            "d6-d5: capturing is compulsory; the Officers must take 2 Soldiers (e.g. d6xd4xf4)",
            "d6-d5 : la prise est obligatoire ; les Officiers doivent prendre 2 Soldats (p. ex. d6xd4xf4)",
        ),
        (
            GameKind::Assaut,
            "place d6 d6: the two Officers need two different points",
            "place d6 d6 : les deux Officiers doivent occuper deux points différents",
        ),
        (
            GameKind::Assaut,
            "'place d6' is not a move: a placement names exactly two fortress points, e.g. place d6 e6 (got 1)",
            "« place d6 » n'est pas un coup : un placement nomme exactement deux points de la forteresse, p. ex. place d6 e6 (reçu : 1)",
        ),
        // The referee.
        (
            GameKind::Strand,
            "this vacation needs 5d but you have 2d12h left this year",
            "ce congé demande 5 jours, mais il ne vous reste que 2 jours et 12 heures de congé cette année",
        ),
        (GameKind::Strand, "it is not your turn: Germans (Bob) is to move", "ce n'est pas votre tour : Allemands (Bob) est au trait"),
        (GameKind::Strand, "this game is over", "cette partie est terminée"),
        (GameKind::Assaut, "DRAW takes OFFER, ACCEPT or DECLINE", "NULLE prend PROPOSER, ACCEPTER ou REFUSER"),
        (
            GameKind::Assaut,
            "'12x': a duration is a number and a unit, d, h or m (e.g. 3d, 12h)",
            "« 12x » : une durée est un nombre suivi d'une unité, j, h ou m (p. ex. 3j, 12h)",
        ),
    ];
    for (kind, en, fr) in cases {
        assert_eq!(french(*kind, en), *fr, "{en}");
    }
}

#[test]
fn what_the_table_does_not_know_stays_english() {
    // An operator's own words, alone or after a known heading.
    assert_eq!(
        explain(GameKind::Strand, "Bob asked for it; fine"),
        "Bob asked for it; fine"
    );
    assert_eq!(explain_strict(GameKind::Strand, "Bob asked for it; fine"), None);
    assert_eq!(
        explain(GameKind::Strand, "illegal: a7-a9: no such move"),
        "coup illégal : a7-a9 : no such move"
    );
    assert_eq!(explain_strict(GameKind::Strand, "illegal: a7-a9: no such move"), None);
    // A hole holds only what it carries: "hello there" is not a move.
    assert_eq!(
        explain(GameKind::Strand, "hello there: a3 is occupied"),
        "hello there: a3 is occupied"
    );
    // A player's name that contains a side's name is left as it is.
    assert_eq!(
        explain(GameKind::Lattaque, "it is not your turn: South (Northrop) is to move"),
        "ce n'est pas votre tour : Sud (Northrop) est au trait"
    );
}

#[test]
fn every_reason_the_rules_and_the_referee_give_has_a_french_sentence() {
    let cases = [
        (GameKind::Lattaque, "South (Alice) resigned", "Sud (Alice) a abandonné"),
        (
            GameKind::Strand,
            "Germans (Bob) lost on time",
            "Allemands (Bob) a perdu au temps",
        ),
        (GameKind::Assaut, "draw agreed", "nulle acceptée par les deux joueurs"),
        (
            GameKind::Lattaque,
            "neither army arrived in time",
            "aucune des deux armées n'est arrivée à temps",
        ),
        (
            GameKind::Strand,
            "operator's decision: Bob left",
            "décision de l'opérateur : Bob left",
        ),
        (
            GameKind::Assaut,
            "the Soldiers occupy all nine fortress points",
            "les Soldats occupent les neuf points de la forteresse",
        ),
        (
            GameKind::Assaut,
            "only 8 Soldiers are left (16 taken)",
            "il ne reste que 8 Soldats (16 pris)",
        ),
        (
            GameKind::Assaut,
            "only 1 Soldier is left (23 taken)",
            "il ne reste que 1 Soldat (23 pris)",
        ),
        (
            GameKind::Assaut,
            "both Officers have been removed, so the Officers have no legal move",
            "les deux Officiers ont été retirés : les Officiers n'ont plus aucun coup légal",
        ),
        (
            GameKind::Strand,
            "the Germans have no piece left",
            "les Allemands n'ont plus aucune pièce",
        ),
        (
            GameKind::Strand,
            "the Allies have no legal move",
            "les Alliés n'ont plus aucun coup légal",
        ),
        (
            GameKind::Strand,
            "the Allies reached Berlin",
            "les Alliés ont atteint Berlin",
        ),
        (
            GameKind::Lattaque,
            "both Flags are missing",
            "les deux Drapeaux manquent",
        ),
        (
            GameKind::Lattaque,
            "North captured South's Flag",
            "le Nord a pris le Drapeau du Sud",
        ),
        (
            GameKind::Lattaque,
            "the game reached 400 plies (max-plies 400)",
            "la partie a atteint 400 demi-coups (limite max-plies)",
        ),
        (
            GameKind::Lattaque,
            "South has no legal move: every movable piece is blocked",
            "le Sud n'a plus de coup légal : toutes ses pièces mobiles sont bloquées",
        ),
        (
            GameKind::Lattaque,
            "North has no legal move: no movable piece is left",
            "le Nord n'a plus de coup légal : il ne lui reste aucune pièce mobile",
        ),
        // Blind mode's verdicts.
        (
            GameKind::Lattaque,
            "North has no legal move",
            "le Nord n'a plus aucun coup légal",
        ),
        (
            GameKind::Lattaque,
            "South forfeits: the piece from b2 moved, but the army has a Mine there",
            "le Sud perd par forfait : la pièce partie de b2 s'est déplacée, mais l'armée y a une Mine",
        ),
        (
            GameKind::Lattaque,
            "North forfeits: no final reveal by the deadline",
            "le Nord perd par forfait : aucun dévoilement final avant l'échéance",
        ),
        (
            GameKind::Lattaque,
            "neither player revealed their army in time: the game is void",
            "aucun joueur n'a dévoilé son armée à temps : la partie est annulée",
        ),
    ];
    for (kind, en, fr) in cases {
        assert_eq!(reason(kind, en), fr, "{en}");
        assert!(reason_strict(kind, en).is_some(), "{en}");
    }
    assert!(reason(
        GameKind::Assaut,
        "threefold repetition: the same position with the same player to move has occurred three times"
    )
    .starts_with("triple répétition"));
    // Anything else is left as it is, side names aside; a player's name
    // that merely contains a side's name is not touched.
    assert_eq!(
        reason(GameKind::Lattaque, "South (Northrop) did something"),
        "Sud (Northrop) did something"
    );
    assert_eq!(
        reason_strict(GameKind::Lattaque, "South (Northrop) did something"),
        None
    );
}

#[test]
fn every_reason_a_game_can_end_with_reads_in_french() {
    // The outcomes the rules can give, played out.
    let mut reasons = BTreeSet::new();
    for p in lattaque_positions() {
        let mut p = p;
        for ply in 0..2000 {
            if let Some(o) = p.outcome() {
                reasons.insert(o.reason().english(GameKind::Lattaque));
                break;
            }
            let lm = p.legal_moves();
            p = p.play(&lm[(ply * 13 + 5) % lm.len()]).unwrap().0;
        }
    }
    assert!(!reasons.is_empty());
    for r in reasons {
        let fr = reason_strict(GameKind::Lattaque, &r).unwrap_or_else(|| panic!("no French for {r:?}"));
        assert!(!fr.contains("the "), "{fr}");
    }
}

/// Every way a challenge by mail can be refused (its words, its game's
/// options, its time control) reads in French, as the referee answers a
/// French sender.
#[test]
fn every_refused_challenge_is_explained_in_french() {
    use crate::referee::account;
    let bad = [
        "NOUVELLE",
        "NOUVELLE echecs CONTRE bob@example.org",
        "NOUVELLE strand bob@example.org",
        "NOUVELLE strand CONTRE",
        "NOUVELLE strand CONTRE bob",
        "NOUVELLE strand CONTRE bob@example.org vite",
        "NOUVELLE lattaque CONTRE bob@example.org variante",
        "NOUVELLE lattaque CONTRE bob@example.org set",
        "NOUVELLE lattaque CONTRE bob@example.org set attack",
        "NOUVELLE lattaque CONTRE bob@example.org 3j grace",
        "NOUVELLE lattaque CONTRE bob@example.org grace 1j",
        "NOUVELLE lattaque CONTRE bob@example.org aveugle",
        "NOUVELLE strand CONTRE bob@example.org 3j aveugle",
        "NOUVELLE lattaque CONTRE bob@example.org variante rapide",
        "NOUVELLE lattaque CONTRE bob@example.org set attack=diagonal",
        "NOUVELLE lattaque CONTRE bob@example.org set equal-scouts=x",
        "NOUVELLE lattaque CONTRE bob@example.org set spy=x",
        "NOUVELLE lattaque CONTRE bob@example.org set flag-placement=x",
        "NOUVELLE lattaque CONTRE bob@example.org set max-plies=0",
        "NOUVELLE lattaque CONTRE bob@example.org set lakes=on",
        "NOUVELLE strand CONTRE bob@example.org variante rapide",
        "NOUVELLE strand CONTRE bob@example.org set lakes=on",
        "NOUVELLE strand CONTRE bob@example.org set forts=c7",
        "NOUVELLE strand CONTRE bob@example.org set forts=c7/e7",
        "NOUVELLE strand CONTRE bob@example.org set forts=us:c7/germans:e7",
        "NOUVELLE strand CONTRE bob@example.org set forts=allies:c7/allies:e7",
        "NOUVELLE strand CONTRE bob@example.org set forts=allies:c7++f4/germans:e7",
        "NOUVELLE strand CONTRE bob@example.org set forts=allies:a2/germans:e7",
        "NOUVELLE strand CONTRE bob@example.org set forts=allies:a1/germans:e7",
        "NOUVELLE strand CONTRE bob@example.org set forts=allies:c7/germans:c7",
        "NOUVELLE strand CONTRE bob@example.org set forts=allies:z9/germans:e7",
        "NOUVELLE assaut CONTRE bob@example.org variante rapide",
        "NOUVELLE assaut CONTRE bob@example.org set huff=peut-etre",
        "NOUVELLE assaut CONTRE bob@example.org set lakes=on",
        "NOUVELLE lattaque CONTRE bob@example.org x/3j",
        "NOUVELLE lattaque CONTRE bob@example.org 0/3j",
        "NOUVELLE lattaque CONTRE bob@example.org 30m",
        "NOUVELLE lattaque CONTRE bob@example.org 3x",
        "NOUVELLE lattaque CONTRE bob@example.org 3",
        "NOUVELLE lattaque CONTRE bob@example.org 400j",
        "NOUVELLE lattaque CONTRE bob@example.org 3j grace 1x",
        "OBSERVER",
        "NE-PLUS-OBSERVER a b",
    ];
    for line in bad {
        let e = account::parse(&[line.to_string()]).expect_err(line).to_string();
        let kind = line
            .split_whitespace()
            .nth(1)
            .and_then(|w| GameKind::parse(w).ok())
            .unwrap_or(GameKind::Lattaque);
        let fr = explain_strict(kind, &e).unwrap_or_else(|| panic!("no French for {e:?} ({line})"));
        assert_eq!(explain(kind, &e), fr, "{e}");
    }
    let golden = [
        (GameKind::Lattaque, "NOUVELLE lattaque CONTRE bob@example.org 30m", "« 30m » : une période de moins d'une heure n'a pas de sens par courrier"),
        (
            GameKind::Lattaque,
            "NOUVELLE lattaque CONTRE bob@example.org variante rapide",
            "variante de L'Attaque inconnue « rapide » : les variantes sont gibson-1925, standard",
        ),
        (GameKind::Strand, "NOUVELLE strand CONTRE bob@example.org set forts=allies:c7/allies:e7", "forts : les Alliés figurent deux fois"),
        (
            GameKind::Lattaque,
            "NOUVELLE lattaque CONTRE bob@example.org 3x",
            "« 3x » : une durée est un nombre suivi d'une unité, j, h ou m (p. ex. 3j, 12h)",
        ),
        (
            GameKind::Lattaque,
            "NOUVELLE",
            "écrivez NOUVELLE JEU CONTRE ADRESSE [variante NOM] [set OPTION=VALEUR] [3j | 10/30j] [grace 1j] [no observers] [aveugle]",
        ),
    ];
    for (kind, line, fr) in golden {
        let e = account::parse(&[line.to_string()]).unwrap_err().to_string();
        assert_eq!(explain(kind, &e), fr, "{line}");
    }
    // The French usage line is what the parser takes: a challenge written
    // with its words is accepted.
    let ok = "NOUVELLE lattaque CONTRE bob@example.org variante standard set spy=always 10/30j grace 1j no observers aveugle";
    assert!(
        matches!(
            account::parse(&[ok.to_string()]),
            Ok(Some(account::AccountCommand::New(_)))
        ),
        "{ok}"
    );
}
