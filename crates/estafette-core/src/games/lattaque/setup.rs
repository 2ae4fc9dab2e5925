//! Armies: the 36 pieces one player places on their zone, the setup text a
//! player mails, and the checks a setup must pass.

use super::options::{FlagPlacement, Options};
use super::rank::Rank;
use super::{in_zone, zone_ranks, FILES};
use crate::games::{Side, Square};
use crate::reason::{Reason, Sentence};
use std::collections::BTreeMap;

/// One side's setup: a piece on every square of its zone. After
/// [`Army::parse`] or [`Army::check`] succeeds, `pieces` holds exactly the
/// 36 squares of the zone, sorted by square index (`rank * 9 + file`), with
/// the right number of each rank and a Flag placed legally.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Army {
    /// South (`First`, ranks 1-4) or North (`Second`, ranks 7-10).
    pub side: Side,
    /// `(square, rank)` pairs sorted by square index.
    pub pieces: Vec<(Square, Rank)>,
}

/// Why a setup is refused (its words: `templates/<lang>/lattaque.ftl`).
#[derive(Clone, Debug, PartialEq, Eq, Sentence)]
#[sentence(prefix = "lattaque-", game = "lattaque")]
pub enum SetupError {
    /// Not four lines (`found` of them) for `side`'s zone.
    #[sentence(by = line_count, ids = ["lattaque-setup-lines"])]
    LineCount { side: Side, found: usize },
    /// Line `line` (1 = the first), for board rank `rank` (1 to 10), has
    /// `found` entries, not 9.
    #[sentence(id = "lattaque-setup-entries")]
    Entries {
        line: usize,
        rank: u8,
        #[sentence(name = "n")]
        found: usize,
    },
    /// A word that is not an assignment `square=piece`.
    NotAssignment { text: String },
    /// An `=` with no square before it.
    NoSquareBeforeEquals,
    /// The square of an assignment is not a square.
    #[sentence(id = "lattaque-assignment-not-square")]
    NotSquare { text: String },
    /// An assignment `a1=` with no piece.
    #[sentence(id = "lattaque-names-no-piece")]
    NoPieceNamed { square: Square },
    /// A name or code that is no piece, and the square it was meant for.
    #[sentence(by = unknown_piece, ids = [
        "lattaque-unknown-piece-on",
        "lattaque-unknown-piece",
        "lattaque-hint-spy-or-flag",
        "lattaque-hint-piece-names"
    ])]
    UnknownPiece {
        /// The entry as the player wrote it.
        text: String,
        /// The square it was meant for.
        square: Option<Square>,
    },
    /// A square that is not in the side's zone (or not on the board).
    #[sentence(by = outside_zone, ids = ["lattaque-outside-zone"])]
    OutsideZone {
        /// The square as given (possibly off the board, like `k1`).
        square: Square,
        /// The side whose setup it is.
        side: Side,
    },
    /// A square given twice.
    #[sentence(id = "lattaque-given-twice")]
    Duplicate {
        /// The square given twice.
        square: Square,
    },
    /// Squares of the zone left without a piece.
    #[sentence(id = "lattaque-left-empty")]
    Empty {
        /// The empty squares, rank by rank, file a first.
        #[sentence(with = list)]
        squares: Vec<Square>,
    },
    /// Ranks with the wrong number of pieces: `(rank, number given)`,
    /// at least one.
    #[sentence(by = wrong_counts, ids = ["lattaque-count", "lattaque-counts"])]
    WrongCounts {
        /// The first wrong rank with the number given.
        first: (Rank, usize),
        /// The other wrong ranks, in [`Rank::ALL`] order.
        rest: Vec<(Rank, usize)>,
    },
    /// The Flag placement rule (switch `flag-placement` = `gibson`) is broken.
    FlagPlacement {
        /// Where the Flag was put.
        square: Square,
        /// Which part of the rule it breaks.
        #[sentence(name = "why")]
        rule: FlagRule,
    },
}

impl std::error::Error for SetupError {}

/// Which part of the Gibson rule for the Flag (switch `flag-placement` =
/// `gibson`) a Flag on a river file breaks.
#[derive(Clone, Debug, PartialEq, Eq, Sentence)]
#[sentence(prefix = "lattaque-flag-", game = "lattaque")]
pub enum FlagRule {
    /// Nothing stands between the Flag and the river.
    BehindRiver,
    /// Only the player's own Mines (these squares) stand between them.
    OnlyMines {
        #[sentence(name = "squares", with = list)]
        mines: Vec<Square>,
    },
}

/// Squares as a list: `a1, b1`.
fn list(squares: &[Square]) -> String {
    squares.iter().map(|s| s.to_string()).collect::<Vec<_>>().join(", ")
}

/// One wrong count, `(rank, number given)`, as a reason.
fn count_reason(rank: Rank, n: usize) -> Reason {
    Reason::new("lattaque-count")
        .arg("rank", rank)
        .num("n", n as i64)
        .num("want", rank.count())
}

/// Wrong counts (`first`, then `rest`) as one reason, nested in halves (so
/// a long list stays shallow): `a; b; c`.
fn counts_reason(first: (Rank, usize), rest: &[(Rank, usize)]) -> Reason {
    if rest.is_empty() {
        return count_reason(first.0, first.1);
    }
    // The first half is `first` and `rest[..h - 1]`, the second `rest[h - 1..]`
    // (never empty: h is at most rest.len()).
    // h is half of all the counts (1 + rest.len()), rounded down.
    let h = rest.len().div_ceil(2);
    Reason::new("lattaque-counts")
        .reason("first", counts_reason(first, &rest[..h - 1]))
        .reason("rest", counts_reason(rest[h - 1], &rest[h..]))
}

/// The wrong counts, `first` then `rest`.
fn wrong_counts(first: &(Rank, usize), rest: &[(Rank, usize)]) -> Reason {
    counts_reason(*first, rest)
}

/// A setup of the wrong number of lines for `side`'s zone.
fn line_count(side: &Side, found: &usize) -> Reason {
    Reason::new("lattaque-setup-lines")
        .num("top", *zone_ranks(*side).end() + 1)
        .num("bottom", *zone_ranks(*side).start() + 1)
        .num("n", *found)
}

/// A piece that is none, with a hint for the usual mistakes.
fn unknown_piece(text: &str, square: &Option<Square>) -> Reason {
    let hint = if text.trim() == "1" {
        Reason::new("lattaque-hint-spy-or-flag")
    } else {
        Reason::new("lattaque-hint-piece-names")
    };
    match square {
        Some(sq) => Reason::new("lattaque-unknown-piece-on").text("square", sq),
        None => Reason::new("lattaque-unknown-piece"),
    }
    .text("text", text)
    .reason("hint", hint)
}

/// A square outside `side`'s zone.
fn outside_zone(square: &Square, side: &Side) -> Reason {
    Reason::new("lattaque-outside-zone")
        .text("square", square)
        .arg("side", *side)
        .num("low", *zone_ranks(*side).start() + 1)
        .num("high", *zone_ranks(*side).end() + 1)
}

/// Whether `sq` is a square of files c, e, g (the files with a river).
fn river_file(sq: Square) -> bool {
    matches!(sq.file, 2 | 4 | 6)
}

impl Army {
    /// Parse a setup mailed by a player, then [`Army::check`] it.
    ///
    /// Two forms are accepted:
    /// - four lines of nine codes or names, as a printed board shows them
    ///   (South: rank 4 first down to rank 1; North: rank 10 first down to
    ///   rank 7; files a to i left to right). Entries are separated by spaces
    ///   or commas; several-word names (`Chef d'Armee`) are recognised. Blank
    ///   lines are ignored; `.` marks a square left empty.
    /// - assignments `a1=F b1=M c1=Chef d'Armee ...` in any order, separated
    ///   by spaces, commas, semicolons or new lines.
    pub fn parse(text: &str, side: Side, opts: &Options) -> Result<Army, SetupError> {
        let pieces = if text.contains('=') {
            parse_assignments(text, side)?
        } else {
            parse_grid(text, side)?
        };
        Army::from_pieces(side, pieces, opts)
    }

    /// Build an army from `(square, rank)` pairs in any order and check it.
    pub fn from_pieces(side: Side, mut pieces: Vec<(Square, Rank)>, opts: &Options) -> Result<Army, SetupError> {
        pieces.sort_by_key(|(sq, _)| (sq.rank, sq.file));
        let army = Army { side, pieces };
        army.check(opts)?;
        Ok(army)
    }

    /// Check the army: every square in the zone (once each, none empty),
    /// the right count of each rank, and the Flag placement rule when the
    /// switch `flag-placement` is `gibson`.
    pub fn check(&self, opts: &Options) -> Result<(), SetupError> {
        let side = self.side;
        let mut map: BTreeMap<(u8, u8), Rank> = BTreeMap::new();
        for &(sq, rank) in &self.pieces {
            if !in_zone(side, sq) {
                return Err(SetupError::OutsideZone { square: sq, side });
            }
            if map.insert((sq.rank, sq.file), rank).is_some() {
                return Err(SetupError::Duplicate { square: sq });
            }
        }
        let mut empty = Vec::new();
        for r in zone_ranks(side) {
            for f in 0..FILES {
                if !map.contains_key(&(r, f)) {
                    empty.push(Square::new(f, r));
                }
            }
        }
        if !empty.is_empty() {
            return Err(SetupError::Empty { squares: empty });
        }
        let mut counts = [0usize; 12];
        for rank in map.values() {
            counts[(rank.byte() - 1) as usize] += 1;
        }
        let wrong: Vec<(Rank, usize)> = Rank::ALL
            .iter()
            .zip(counts)
            .filter(|(r, n)| r.count() as usize != *n)
            .map(|(r, n)| (*r, n))
            .collect();
        if let Some((first, rest)) = wrong.split_first() {
            return Err(SetupError::WrongCounts {
                first: *first,
                rest: rest.to_vec(),
            });
        }
        if opts.flag_placement == FlagPlacement::Gibson {
            let flag = self.pieces.iter().find(|(_, r)| *r == Rank::Flag).map(|(s, _)| *s);
            if let Some(fsq) = flag {
                if let Some(rule) = flag_rule_broken(fsq, side, &map) {
                    return Err(SetupError::FlagPlacement { square: fsq, rule });
                }
            }
        }
        Ok(())
    }

    /// The canonical text: four lines of nine codes separated by single
    /// spaces, highest rank of the zone first, files a to i; lines joined by
    /// `\n` (no final newline). [`Army::parse`] reads it back.
    pub fn to_text(&self) -> String {
        let mut lines = Vec::new();
        for r in zone_ranks(self.side).rev() {
            let row: Vec<&str> = (0..FILES)
                .map(|f| {
                    self.pieces
                        .iter()
                        .find(|(sq, _)| *sq == Square::new(f, r))
                        .map_or(".", |(_, rank)| rank.code())
                })
                .collect();
            lines.push(row.join(" "));
        }
        lines.join("\n")
    }

    /// The rank on `sq`, if the army has a piece there.
    pub fn rank_at(&self, sq: Square) -> Option<Rank> {
        self.pieces.iter().find(|(s, _)| *s == sq).map(|(_, r)| *r)
    }
}

/// The reason the Flag on `fsq` breaks the Gibson rule, if it does.
fn flag_rule_broken(fsq: Square, side: Side, map: &BTreeMap<(u8, u8), Rank>) -> Option<FlagRule> {
    if !river_file(fsq) {
        return None;
    }
    // The squares between the Flag and the river, nearest the Flag first.
    let between: Vec<Square> = match side {
        Side::First => (fsq.rank + 1..=3).map(|r| Square::new(fsq.file, r)).collect(),
        Side::Second => (6..fsq.rank).rev().map(|r| Square::new(fsq.file, r)).collect(),
    };
    if between.is_empty() {
        return Some(FlagRule::BehindRiver);
    }
    let all_mines = between
        .iter()
        .all(|sq| map.get(&(sq.rank, sq.file)) == Some(&Rank::Mine));
    if all_mines {
        return Some(FlagRule::OnlyMines { mines: between });
    }
    None
}

/// Split one line into entries: commas (and semicolons) always separate;
/// within a comma-free stretch, words are joined greedily when together
/// they make a several-word name (`Chef d'Armee`, `Commander in Chief`).
fn entries(line: &str) -> Vec<String> {
    let mut out = Vec::new();
    for segment in line.split([',', ';']) {
        let words: Vec<&str> = segment.split_whitespace().collect();
        let mut i = 0;
        while i < words.len() {
            let mut taken = 1;
            for k in (2..=4).rev() {
                if i + k > words.len() {
                    continue;
                }
                let group = &words[i..i + k];
                let wordy = group.iter().all(|w| w.chars().any(char::is_alphabetic));
                if wordy && Rank::parse(&group.join(" ")).is_ok() {
                    taken = k;
                    break;
                }
            }
            out.push(words[i..i + taken].join(" "));
            i += taken;
        }
    }
    out
}

/// Whether one line of a mail reads as army text, so that a setup goes on
/// through it: assignments (`a1=F b1=M`, every square written as a square),
/// or a row of at least two entries of which more than half are pieces
/// (codes or names) or empty marks, and none longer than a piece's longest
/// name. A row with a mistyped piece still counts (its error is the army's
/// to report); a greeting, a sign-off or a signature (`Best regards,`,
/// `Alice`, `M. Dupont`) does not.
pub fn is_army_line(line: &str) -> bool {
    let line = line.trim();
    if line.is_empty() {
        return false;
    }
    if line.contains('=') {
        return split_assignments(line)
            .is_ok_and(|pairs| !pairs.is_empty() && pairs.iter().all(|(sq, _)| Square::parse(sq).is_ok()));
    }
    let cells = entries(line);
    if cells.len() < 2 || cells.iter().any(|c| c.chars().count() > 24) {
        return false;
    }
    let pieces = cells
        .iter()
        .filter(|c| matches!(c.as_str(), "." | "-" | "_") || Rank::parse(c).is_ok())
        .count();
    2 * pieces > cells.len()
}

fn parse_grid(text: &str, side: Side) -> Result<Vec<(Square, Rank)>, SetupError> {
    let lines: Vec<&str> = text.lines().map(str::trim).filter(|l| !l.is_empty()).collect();
    let ranks = zone_ranks(side);
    if lines.len() != 4 {
        return Err(SetupError::LineCount {
            side,
            found: lines.len(),
        });
    }
    let mut pieces = Vec::new();
    for (i, line) in lines.iter().enumerate() {
        let rank = ranks.end() - i as u8;
        let cells = entries(line);
        if cells.len() != 9 {
            return Err(SetupError::Entries {
                line: i + 1,
                rank: rank + 1,
                found: cells.len(),
            });
        }
        for (f, cell) in cells.iter().enumerate() {
            let sq = Square::new(f as u8, rank);
            if matches!(cell.as_str(), "." | "-" | "_") {
                continue;
            }
            let r = Rank::parse(cell).map_err(|_| SetupError::UnknownPiece {
                text: cell.clone(),
                square: Some(sq),
            })?;
            pieces.push((sq, r));
        }
    }
    Ok(pieces)
}

/// Split assignments `a1=F`, `a1 = F`, `c1=Chef d'Armee` into (square,
/// value) texts. A word that is only `=` or starts with `=` takes the word
/// before it as its square.
fn split_assignments(text: &str) -> Result<Vec<(String, String)>, SetupError> {
    let mut raw: Vec<(String, String)> = Vec::new();
    for chunk in text.split([',', ';', '\n', '\r']) {
        let mut current: Option<(String, Vec<&str>)> = None;
        let mut bare: Option<&str> = None;
        for word in chunk.split_whitespace() {
            let Some((left, right)) = word.split_once('=') else {
                match current.as_mut() {
                    Some((_, val)) => val.push(word),
                    None if bare.is_none() => bare = Some(word),
                    None => {
                        return Err(SetupError::NotAssignment {
                            text: bare.unwrap_or(word).to_string(),
                        })
                    }
                }
                continue;
            };
            let square = if left.is_empty() {
                // `a1 = F` or `a1 =F`: the square is the word before.
                let prev = match current.as_mut() {
                    Some((_, val)) => val.pop(),
                    None => bare.take(),
                };
                prev.ok_or(SetupError::NoSquareBeforeEquals)?
            } else {
                if let Some(b) = bare {
                    return Err(SetupError::NotAssignment { text: b.to_string() });
                }
                left
            };
            if let Some((sq, val)) = current.take() {
                raw.push((sq, val.join(" ")));
            }
            let mut val = Vec::new();
            if !right.is_empty() {
                val.push(right);
            }
            current = Some((square.to_string(), val));
        }
        if let Some(b) = bare {
            return Err(SetupError::NotAssignment { text: b.to_string() });
        }
        if let Some((sq, val)) = current.take() {
            raw.push((sq, val.join(" ")));
        }
    }
    Ok(raw)
}

fn parse_assignments(text: &str, side: Side) -> Result<Vec<(Square, Rank)>, SetupError> {
    let raw = split_assignments(text)?;
    let mut pieces = Vec::new();
    let mut seen = Vec::new();
    for (sqtext, value) in raw {
        let sq = Square::parse(&sqtext).map_err(|_| SetupError::NotSquare { text: sqtext.clone() })?;
        if !in_zone(side, sq) {
            return Err(SetupError::OutsideZone { square: sq, side });
        }
        if seen.contains(&sq) {
            return Err(SetupError::Duplicate { square: sq });
        }
        seen.push(sq);
        if value.trim().is_empty() {
            return Err(SetupError::NoPieceNamed { square: sq });
        }
        let rank = Rank::parse(&value).map_err(|_| SetupError::UnknownPiece {
            text: value.clone(),
            square: Some(sq),
        })?;
        pieces.push((sq, rank));
    }
    Ok(pieces)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn entries_join_several_word_names() {
        assert_eq!(
            entries("F Chef d'Armée 2 Commander in Chief General de Brigade 9"),
            vec![
                "F",
                "Chef d'Armée",
                "2",
                "Commander in Chief",
                "General de Brigade",
                "9"
            ]
        );
        assert_eq!(entries("F, M ,Chef d'Armee,  2"), vec!["F", "M", "Chef d'Armee", "2"]);
        assert_eq!(entries("1 0"), vec!["1", "0"]);
        assert_eq!(entries(". M - F"), vec![".", "M", "-", "F"]);
    }

    #[test]
    fn army_lines_and_what_ends_them() {
        for line in [
            "10 9 8 8 7 7 6 6 6",
            "2 2 2 1 S B B B F",
            "F, M ,Chef d'Armee,  2",
            "Éclaireur Éclaireur Sapeur Colonnel Mine Mine Drapeau Espion 9",
            "a1=F b1=M c1=Chef d'Armee",
            "a1 = F",
            ". . . M F",
        ] {
            assert!(is_army_line(line), "{line:?}");
        }
        for line in [
            "",
            "Best regards,",
            "Alice",
            "Alice Martin",
            "M. Dupont",
            "Lyon, France",
            "Bonne journée !",
            "2+2=4",
            "-- ",
            "b4-b5",
            "RESIGN",
            "I am ok",
        ] {
            assert!(!is_army_line(line), "{line:?}");
        }
    }

    #[test]
    fn assignments_split() {
        let pairs = |t: &str| split_assignments(t).unwrap();
        let want = vec![
            ("a1".to_string(), "F".to_string()),
            ("b1".to_string(), "Chef d'Armee".to_string()),
            ("c1".to_string(), "M".to_string()),
            ("d1".to_string(), String::new()),
        ];
        assert_eq!(pairs("a1 = F b1=Chef d'Armee c1 =M d1="), want);
        assert_eq!(pairs("a1=F\nb1= Chef d'Armee, c1= M;d1="), want);
        assert!(split_assignments("F a1=M").is_err());
        assert!(split_assignments("a1=F b1 c1").is_ok()); // "b1 c1" is a value
        assert!(split_assignments("= F").is_err());
        assert!(split_assignments("x y=F").is_err());
    }
}
