//! Blind mode, the formats and checks: the player's secret file, the
//! commitment message (`commit` and `leaf` lines), opening lines, the final
//! reveal (`reveal SEED` and the army), and the `Position:` line of the
//! referee's blind-mode mails. Specified in `docs/PROTOCOL.md`, section 5.
//!
//! Everything here is pure: the player's tool (`crate::player`) reads and
//! writes the files and draws the seed; the referee calls the same checks.
//! Bad input is a [`BlindError`] with a message for a person, never a panic.

use serde::{Deserialize, Serialize};

use super::blind_line::BlindLine;
use super::commit::{format_open_line, seal_key, Commitment, Opening};
use super::encode::{check_side, hex_decode32, hex_encode, valid_game_id};
use super::secret_fault::SecretFault;
use super::sign::{base64_encode, parse_public_key, read_public_key};
use crate::games::lattaque::{self, Army, BlindBoard, Options, Rank};
use crate::games::{ParseError, Side, Square};
use crate::reason::{Explain, Sentence, Why};

pub use super::secret_fault::{SECRET_FORMAT, SECRET_VERSION};
/// The keyword of the root line of a commitment message.
pub const COMMIT_KEYWORD: &str = "commit";
/// The keyword of the key line of a version-2 commitment message.
pub const KEY_KEYWORD: &str = "key";
/// The keyword of each leaf line of a commitment message.
pub const LEAF_KEYWORD: &str = "leaf";
/// The keyword of the line of a commitment message that names the game's
/// options the army was sealed under.
pub const OPTIONS_KEYWORD: &str = "options";
/// The keyword of the final reveal's seed line.
pub const REVEAL_KEYWORD: &str = "reveal";
/// The header of the machine-readable position line in blind-mode mails.
pub const POSITION_PREFIX: &str = "Position:";

/// Why a blind-mode value is refused: a typed sentence's English and
/// [`Reason`] (an encoding's, a commitment's, a key file's, a line's).
#[derive(Debug, Clone, PartialEq, Eq, Sentence)]
pub struct BlindError(pub Why);

impl std::error::Error for BlindError {}

impl From<BlindError> for Why {
    fn from(e: BlindError) -> Why {
        e.0
    }
}

impl BlindError {
    /// A typed error's English and [`Reason`].
    pub fn of(e: &impl Explain) -> BlindError {
        BlindError(Why::of(e))
    }

    /// The refusal as a [`Why`].
    pub fn why(&self) -> Why {
        self.0.clone()
    }
}

impl From<SecretFault> for BlindError {
    fn from(e: SecretFault) -> BlindError {
        BlindError::of(&e)
    }
}

impl From<ParseError> for BlindError {
    fn from(e: ParseError) -> BlindError {
        BlindError(e.0)
    }
}

impl From<BlindLine> for BlindError {
    fn from(e: BlindLine) -> BlindError {
        BlindError::of(&e)
    }
}

fn fault<T>(e: SecretFault) -> Result<T, BlindError> {
    Err(e.into())
}

fn bad<T>(e: BlindLine) -> Result<T, BlindError> {
    Err(e.into())
}

/// The board side by name: `south` (also `sud`, `1`) or `north` (`nord`, `2`).
pub fn parse_board_side(text: &str) -> Result<Side, BlindError> {
    match text.trim().to_ascii_lowercase().as_str() {
        "south" | "sud" | "1" => Ok(Side::First),
        "north" | "nord" | "2" => Ok(Side::Second),
        o => fault(SecretFault::NotASide { text: o.to_string() }),
    }
}

/// `south` or `north`.
pub fn board_side_name(side: Side) -> &'static str {
    match side {
        Side::First => "south",
        Side::Second => "north",
    }
}

/// The square named by a commitment square byte (`sq = rank * 9 + file`).
pub fn square_of_byte(b: u8) -> Square {
    Square::new(b % lattaque::FILES, b / lattaque::FILES)
}

/// A L'Attaque square by name, on the board, as a commitment byte.
pub fn square_byte(text: &str) -> Result<u8, BlindError> {
    let sq = Square::parse(text)?;
    if !lattaque::on_board(sq) {
        return fault(SecretFault::OffBoard { square: sq });
    }
    Ok(sq.index(lattaque::FILES))
}

/// A player's local secret file: everything needed to open pieces and make
/// the final reveal. Written as pretty-printed JSON with the members in this
/// order (see `docs/PROTOCOL.md`, section 5).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SecretFile {
    /// Always [`SECRET_FORMAT`].
    pub format: String,
    /// [`SECRET_VERSION`] (2), or 1 for a file written before sealed keys.
    pub version: u32,
    /// The game id.
    pub game: String,
    /// The board side: `south` or `north`.
    pub side: String,
    /// The commitment side byte: 1 if this player moves first, else 2.
    pub commit_side: u8,
    /// The game's options, as `Options::to_text` writes them.
    pub options: String,
    /// The 32-byte seed, 64 lowercase hex digits.
    pub seed: String,
    /// The army in its canonical four-line text.
    pub army: String,
    /// Version 2: the public signing key, base64 (a convenience, like the
    /// root: the seed gives it; checked when read). Absent in version 1.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub key: Option<String>,
    /// The root the seed and army give (a convenience; checked when read).
    pub root: String,
}

/// A secret file read and checked: every member parsed and consistent.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Secret {
    /// The game id.
    pub game: String,
    /// The board side (zone).
    pub side: Side,
    /// The commitment side byte (1: moves first).
    pub commit_side: u8,
    /// The game's options.
    pub opts: Options,
    /// The seed.
    pub seed: [u8; 32],
    /// The checked army.
    pub army: Army,
    /// The commitment the seed and army give.
    pub commitment: Commitment,
}

/// The `(square byte, rank byte)` pairs of an army.
pub fn army_pieces(army: &Army) -> Vec<(u8, u8)> {
    army.pieces
        .iter()
        .map(|(sq, r)| (sq.index(lattaque::FILES), r.byte()))
        .collect()
}

impl Secret {
    /// Seals `army` for `game`: checks the game id and side byte, and
    /// computes the commitment from `seed`, in version 2 (with the signing
    /// key the seed gives).
    pub fn seal(game: &str, commit_side: u8, opts: Options, army: Army, seed: [u8; 32]) -> Result<Secret, BlindError> {
        Secret::seal_version(game, commit_side, opts, army, seed, 2)
    }

    /// Seals as [`Secret::seal`] does, in version 1: no signing key (what
    /// secret files written before version 2 hold).
    pub fn seal_v1(
        game: &str,
        commit_side: u8,
        opts: Options,
        army: Army,
        seed: [u8; 32],
    ) -> Result<Secret, BlindError> {
        Secret::seal_version(game, commit_side, opts, army, seed, 1)
    }

    fn seal_version(
        game: &str,
        commit_side: u8,
        opts: Options,
        army: Army,
        seed: [u8; 32],
        version: u32,
    ) -> Result<Secret, BlindError> {
        if !valid_game_id(game) {
            return fault(SecretFault::NotAGameId { game: game.to_string() });
        }
        check_side(commit_side).map_err(|e| BlindError::of(&e))?;
        army.check(&opts)
            .map_err(|e| SecretFault::ArmyNotValid { why: Why::of(&e) })?;
        let pieces = army_pieces(&army);
        let commitment = if version == 1 {
            Commitment::seal(&seed, game, commit_side, &pieces)
        } else {
            Commitment::seal_v2(&seed, game, commit_side, &pieces)
        }
        .map_err(|e| BlindError::of(&e))?;
        Ok(Secret {
            game: game.to_string(),
            side: army.side,
            commit_side,
            opts,
            seed,
            army,
            commitment,
        })
    }

    /// The file form.
    pub fn to_file(&self) -> SecretFile {
        SecretFile {
            format: SECRET_FORMAT.to_string(),
            version: u32::from(self.commitment.version()),
            game: self.game.clone(),
            side: board_side_name(self.side).to_string(),
            commit_side: self.commit_side,
            options: self.opts.to_text(),
            seed: hex_encode(&self.seed),
            army: self.army.to_text(),
            key: self.commitment.key.map(|k| base64_encode(&k)),
            root: hex_encode(&self.commitment.root),
        }
    }

    /// The JSON text of the secret file (pretty-printed, final newline).
    pub fn to_json(&self) -> String {
        let mut s = serde_json::to_string_pretty(&self.to_file()).unwrap_or_default();
        s.push('\n');
        s
    }

    /// Reads and checks a secret file's text.
    pub fn from_json(text: &str) -> Result<Secret, BlindError> {
        let f: SecretFile = serde_json::from_str(text).map_err(|e| SecretFault::NotJson { why: e.to_string() })?;
        if f.format != SECRET_FORMAT || !(1..=SECRET_VERSION).contains(&f.version) {
            return fault(SecretFault::WrongFormat {
                format: f.format,
                version: f.version,
            });
        }
        let side = parse_board_side(&f.side)?;
        let opts = Options::from_text(&f.options).map_err(|e| SecretFault::Options { why: e.why() })?;
        let seed = hex_decode32(&f.seed).map_err(|e| SecretFault::Seed { why: Why::of(&e) })?;
        let army = Army::parse(&f.army, side, &opts).map_err(|e| SecretFault::Army { why: Why::of(&e) })?;
        let s = Secret::seal_version(&f.game, f.commit_side, opts, army, seed, f.version)?;
        if !hex_encode(&s.commitment.root).eq_ignore_ascii_case(f.root.trim()) {
            return fault(SecretFault::RootDamaged);
        }
        match (&f.key, s.commitment.key) {
            (None, None) => {}
            (Some(k), Some(mine)) if parse_public_key(k).ok() == Some(mine) => {}
            (Some(_), Some(_)) => return fault(SecretFault::KeyDamaged),
            (Some(_), None) => return fault(SecretFault::V1WithKey),
            (None, Some(_)) => return fault(SecretFault::V2WithoutKey),
        }
        Ok(s)
    }

    /// The secret signing key (its 32 seed bytes) sealed with the army, for
    /// `estafette sign`; `None` for a version-1 secret, which has none.
    pub fn signing_key(&self) -> Option<[u8; 32]> {
        self.commitment.key?;
        seal_key(&self.seed, &self.game, self.commit_side).ok()
    }

    /// The event side byte of this player (1 for South, which the rules
    /// name first), as `sig` lines and `estafette sign` count sides.
    pub fn event_side(&self) -> u8 {
        match self.side {
            Side::First => 1,
            Side::Second => 2,
        }
    }

    /// The commitment message to mail: see [`commit_message`], then the
    /// `options` line of the options the army was sealed under (their
    /// variant's name when they are a variant's, else their switches,
    /// folded to fit a mail's 76 columns), which the referee compares with
    /// the game's.
    pub fn commit_message(&self) -> String {
        let named = self
            .opts
            .variant_name()
            .map_or_else(|| self.opts.to_text(), str::to_string);
        let line = format!("{OPTIONS_KEYWORD} {named}");
        format!(
            "{}{}\n",
            commit_message(&self.commitment),
            super::fold::fold_line(&line, 76)
        )
    }

    /// The opening of the piece that started on `sq`.
    pub fn opening(&self, sq: Square) -> Result<Opening, BlindError> {
        let rank = self
            .army
            .rank_at(sq)
            .ok_or(SecretFault::NoPieceStarted { square: sq })?;
        Opening::new(
            &self.seed,
            &self.game,
            self.commit_side,
            sq.index(lattaque::FILES),
            rank.byte(),
        )
        .map_err(|e| BlindError::of(&e))
    }

    /// `open SQ RANK SALT` lines (rank as its code) for the pieces that
    /// started on the named squares, one per line, each ending in `\n`.
    pub fn open_lines(&self, squares: &[String]) -> Result<String, BlindError> {
        let mut out = String::new();
        for name in squares {
            let sq = square_of_byte(square_byte(name)?);
            let op = self.opening(sq)?;
            let rank = Rank::from_byte(op.rank).map_or("?", |r| r.code());
            out.push_str(&format_open_line(&sq.to_string(), rank, &op.salt));
            out.push('\n');
        }
        Ok(out)
    }

    /// The final reveal: see [`reveal_message`].
    pub fn reveal_message(&self) -> String {
        reveal_message(&self.seed, &self.army)
    }
}

/// The commitment message: `commit ROOT`, in version 2 `key KEY` (base64),
/// then one `leaf SQ LEAF` line per piece in ascending square byte order;
/// every line ends in `\n`.
pub fn commit_message(c: &Commitment) -> String {
    let mut out = format!("{COMMIT_KEYWORD} {}\n", hex_encode(&c.root));
    if let Some(k) = &c.key {
        out.push_str(&format!("{KEY_KEYWORD} {}\n", base64_encode(k)));
    }
    for (sq, l) in &c.leaves {
        out.push_str(&format!("{LEAF_KEYWORD} {} {}\n", square_of_byte(*sq), hex_encode(l)));
    }
    out
}

/// Reads a commitment message for `game` and commitment side `commit_side`
/// from mail text: the `commit` line and the `leaf` lines, wherever they
/// stand, and the `key` line of version 2 (other lines are ignored;
/// keywords in any case). Checks the structure for board side `side`:
/// exactly one leaf for every square of the side's zone (36), and the root
/// equal to the hash of the leaves (and the key).
pub fn parse_commit_message(text: &str, game: &str, commit_side: u8, side: Side) -> Result<Commitment, BlindError> {
    let mut root: Option<[u8; 32]> = None;
    let mut key: Option<[u8; 32]> = None;
    let mut leaves: Vec<(u8, [u8; 32])> = Vec::new();
    for line in text.lines() {
        let words: Vec<&str> = line.split_whitespace().collect();
        let Some(first) = words.first() else { continue };
        if first.eq_ignore_ascii_case(COMMIT_KEYWORD) {
            if words.len() != 2 {
                return bad(BlindLine::RootLine);
            }
            if root.is_some() {
                return bad(BlindLine::TwoCommits);
            }
            root = Some(hex_decode32(words[1]).map_err(|e| BlindLine::CommitHex { why: Why::of(&e) })?);
        } else if first.eq_ignore_ascii_case(KEY_KEYWORD) {
            if words.len() != 2 || key.is_some() {
                return bad(BlindLine::KeyLine);
            }
            key = Some(read_public_key(words[1]).map_err(|e| BlindLine::KeyBad { why: Why::of(&e) })?);
        } else if first.eq_ignore_ascii_case(LEAF_KEYWORD) {
            if words.len() != 3 {
                return bad(BlindLine::LeafLine {
                    line: line.trim().to_string(),
                });
            }
            let sq = square_byte(words[1])?;
            let l = hex_decode32(words[2]).map_err(|e| BlindLine::LeafHex {
                square: words[1].to_string(),
                why: Why::of(&e),
            })?;
            leaves.push((sq, l));
        }
    }
    let root = root.ok_or(BlindLine::NoCommit)?;
    check_structure(side, &leaves)?;
    let c = Commitment {
        game: game.to_string(),
        side: commit_side,
        leaves,
        root,
        key,
    };
    c.check_root().map_err(|e| BlindLine::RootMismatch {
        why: Why::of(&e),
        key: key.is_some(),
    })?;
    Ok(c)
}

/// The options a commitment message says its army was sealed under: its
/// `options OPTIONS` line (folded or not; keyword in any case), `None`
/// when it has none (a message of a tool older than the line).
pub fn commit_options(text: &str) -> Result<Option<Options>, BlindError> {
    let text = super::fold::unfold(text);
    let Some(line) = text.lines().find(|l| is_options_line(l)) else {
        return Ok(None);
    };
    let words: Vec<&str> = line.split_whitespace().collect();
    let [_, options] = words.as_slice() else {
        return bad(BlindLine::OptionsLine);
    };
    let read = if options.contains('=') {
        Options::from_text(options)
    } else {
        Options::variant(options)
    };
    read.map(Some)
        .map_err(|e| BlindLine::OptionsBad { why: e.why() }.into())
}

/// Whether `line` is a commitment message's `options` line.
pub fn is_options_line(line: &str) -> bool {
    line.split_whitespace()
        .next()
        .is_some_and(|w| w.eq_ignore_ascii_case(OPTIONS_KEYWORD))
}

/// One leaf per square of `side`'s zone, each once, in ascending order.
pub fn check_structure(side: Side, leaves: &[(u8, [u8; 32])]) -> Result<(), BlindError> {
    let zone: Vec<u8> = lattaque::zone_ranks(side)
        .flat_map(|r| (0..lattaque::FILES).map(move |f| Square::new(f, r).index(lattaque::FILES)))
        .collect();
    for (i, (sq, _)) in leaves.iter().enumerate() {
        let s = square_of_byte(*sq);
        if !lattaque::in_zone(side, s) {
            return bad(BlindLine::OutsideZone { square: s, side });
        }
        if i > 0 && leaves[i - 1].0 >= *sq {
            return bad(BlindLine::OutOfOrder { square: s });
        }
    }
    if leaves.len() != zone.len() {
        return bad(BlindLine::LeafCount {
            n: leaves.len(),
            count: zone.len(),
        });
    }
    Ok(())
}

/// The final reveal: `reveal SEED`, then the army's four lines (canonical
/// text); every line ends in `\n`.
pub fn reveal_message(seed: &[u8; 32], army: &Army) -> String {
    format!("{REVEAL_KEYWORD} {}\n{}\n", hex_encode(seed), army.to_text())
}

/// Reads a final reveal from mail text: the `reveal SEED` line and the
/// non-empty lines after it up to the first blank line or the fourth line
/// (the army text). Returns the seed and the army text (not yet checked).
pub fn parse_reveal(text: &str) -> Result<([u8; 32], String), BlindError> {
    let mut lines = text.lines().map(str::trim);
    let seed = loop {
        let Some(line) = lines.next() else {
            return bad(BlindLine::NoReveal);
        };
        let words: Vec<&str> = line.split_whitespace().collect();
        if words.first().is_some_and(|w| w.eq_ignore_ascii_case(REVEAL_KEYWORD)) {
            if words.len() != 2 {
                return bad(BlindLine::RevealLine);
            }
            break hex_decode32(words[1]).map_err(|e| BlindLine::RevealHex { why: Why::of(&e) })?;
        }
    };
    let rows: Vec<&str> = lines.take_while(|l| !l.is_empty()).take(4).collect();
    if rows.len() != 4 {
        return bad(BlindLine::RevealRows);
    }
    Ok((seed, rows.join("\n")))
}

/// Checks a final reveal against the commitment published at the start:
/// the army obeys the rules (every zone square filled, the composition, the
/// Flag rule of the game's options) and the seed and army give `root`; in
/// version 2 (`key` given), the root binds the key the seed gives, so the
/// same check covers the key.
#[allow(clippy::too_many_arguments)]
pub fn check_reveal(
    game: &str,
    commit_side: u8,
    side: Side,
    opts: &Options,
    root: &[u8; 32],
    key: Option<&[u8; 32]>,
    seed: &[u8; 32],
    army_text: &str,
) -> Result<Army, BlindError> {
    let army = Army::parse(army_text, side, opts).map_err(|e| BlindLine::ArmyBreaks { why: Why::of(&e) })?;
    let pieces = army_pieces(&army);
    let c = match key {
        None => Commitment::seal(seed, game, commit_side, &pieces),
        Some(_) => Commitment::seal_v2(seed, game, commit_side, &pieces),
    }
    .map_err(|e| BlindError::of(&e))?;
    if &c.root != root {
        return bad(BlindLine::RevealMismatch);
    }
    Ok(army)
}

/// The secret signing key (its 32 seed bytes) in a file `estafette sign`
/// is given: a signing key file (`estafette keygen`) or a version-2 secret
/// file (`estafette seal`), told apart by their `format` member.
pub fn signing_key_of_file(text: &str) -> Result<[u8; 32], BlindError> {
    let format = serde_json::from_str::<serde_json::Value>(text)
        .ok()
        .and_then(|v| v.get("format").and_then(|f| f.as_str()).map(str::to_string));
    if format.as_deref() != Some(SECRET_FORMAT) {
        return super::sign::KeyFile::read(text).map_err(|e| BlindError::of(&e));
    }
    let s = Secret::from_json(text)?;
    s.signing_key().ok_or_else(|| SecretFault::NoSigningKey.into())
}

/// The position line of a blind-mode mail: `Position: ` and the blind board text.
pub fn position_line(board: &BlindBoard) -> String {
    format!("{POSITION_PREFIX} {}", board.to_text())
}

/// Finds the last `Position:` line in a mail's text (quoted lines, starting
/// with `>`, are skipped; a folded line is read whole) and parses it.
pub fn find_position(text: &str) -> Result<BlindBoard, BlindError> {
    let text = super::fold::unfold(text);
    let line = text
        .lines()
        .map(str::trim)
        .filter(|l| !l.starts_with('>'))
        .filter_map(|l| {
            let head = l.get(..POSITION_PREFIX.len())?;
            head.eq_ignore_ascii_case(POSITION_PREFIX)
                .then(|| &l[POSITION_PREFIX.len()..])
        })
        .next_back()
        .ok_or(SecretFault::NoPositionLine)?;
    Ok(BlindBoard::from_text(line.trim())?)
}

#[cfg(test)]
mod tests {
    use super::*;

    pub(crate) const ARMY: &str = "2 2 7 M 2 10 M 2 3\n\
                                   6 5 9 2 4 S 2 6 3\n\
                                   8 3 M 6 5 7 3 4 4\n\
                                   5 F M 8 6 4 2 5 2";

    fn secret() -> Secret {
        let opts = Options::default();
        let army = Army::parse(ARMY, Side::First, &opts).unwrap();
        Secret::seal("lattaque-1", 1, opts, army, std::array::from_fn(|i| i as u8)).unwrap()
    }

    #[test]
    fn json_round_trip() {
        let s = secret();
        assert_eq!(Secret::from_json(&s.to_json()).unwrap(), s);
        let bad = s.to_json().replace(&hex_encode(&s.seed), &"11".repeat(32));
        assert!(Secret::from_json(&bad).is_err());
        assert!(Secret::from_json("{}").is_err());
        assert!(Secret::from_json("").is_err());
    }

    #[test]
    fn commit_message_round_trip_and_structure() {
        let s = secret();
        let m = s.commit_message();
        assert_eq!(m.lines().count(), 39);
        assert!(m.ends_with("options gibson-1925\n"), "{m}");
        assert!(m.lines().nth(1).is_some_and(|l| l.starts_with("key ")));
        assert!(m.lines().all(|l| l.len() <= 76), "{m}");
        assert_eq!(commit_options(&m), Ok(Some(s.opts)));
        assert_eq!(commit_options(&commit_message(&s.commitment)), Ok(None));
        assert!(commit_options("options attack=sideways").is_err());
        assert!(commit_options("options stratego").is_err());
        let mut other = s.opts;
        other.set("max-plies", "400").unwrap();
        let s2 = Secret::seal("lattaque-1", 1, other, s.army.clone(), s.seed).unwrap();
        let m2 = s2.commit_message();
        assert!(m2.lines().all(|l| l.len() <= 76), "{m2}");
        assert_eq!(commit_options(&m2), Ok(Some(other)));
        assert!(commit_options("options a b").is_err());
        let c = parse_commit_message(&m, "lattaque-1", 1, Side::First).unwrap();
        assert_eq!(c, s.commitment);
        // Wrong side byte, wrong zone, a missing leaf, a repeated leaf.
        assert!(parse_commit_message(&m, "lattaque-1", 2, Side::First).is_err());
        assert!(parse_commit_message(&m, "lattaque-1", 1, Side::Second).is_err());
        let short: String = m.lines().take(36).map(|l| format!("{l}\n")).collect();
        assert!(parse_commit_message(&short, "lattaque-1", 1, Side::First).is_err());
        let rep = m.replacen("leaf b1", "leaf a1", 1);
        assert!(parse_commit_message(&rep, "lattaque-1", 1, Side::First).is_err());
        assert!(parse_commit_message("commit zz", "lattaque-1", 1, Side::First).is_err());
        assert!(parse_commit_message("", "lattaque-1", 1, Side::First).is_err());
        // Version 2: the key is bound by the root; without it, or with
        // another key, the commitment does not check.
        let key_line = m.lines().nth(1).unwrap().to_string();
        let no_key = m.replace(&format!("{key_line}\n"), "");
        assert!(parse_commit_message(&no_key, "lattaque-1", 1, Side::First).is_err());
        let other = format!("key {}", base64_encode(&crate::protocol::sign::public_key(&[1; 32])));
        let swapped = m.replace(&key_line, &other);
        let e = parse_commit_message(&swapped, "lattaque-1", 1, Side::First).unwrap_err();
        assert!(e.0.english.contains("the leaves and the key"), "{e}");
        // Version 1 still reads.
        let v1 = Secret::seal_v1("lattaque-1", 1, s.opts, s.army.clone(), s.seed).unwrap();
        let c1 = parse_commit_message(&v1.commit_message(), "lattaque-1", 1, Side::First).unwrap();
        assert_eq!((c1.key, c1.version()), (None, 1));
        assert_eq!(Secret::from_json(&v1.to_json()).unwrap(), v1);
        assert!(v1.to_json().contains("\"version\": 1") && !v1.to_json().contains("\"key\""));
        assert_eq!(v1.signing_key(), None);
        assert_eq!(
            s.signing_key().map(|k| crate::protocol::sign::public_key(&k)),
            s.commitment.key
        );
        assert_eq!(signing_key_of_file(&s.to_json()).ok(), s.signing_key());
        assert!(signing_key_of_file(&v1.to_json()).is_err());
        let kf = crate::protocol::sign::KeyFile::new(&[4; 32]).to_json();
        assert_eq!(signing_key_of_file(&kf), Ok([4; 32]));
        // A secret file whose key member is not its seed's is damaged.
        let damaged = s
            .to_json()
            .replace(&base64_encode(&s.commitment.key.unwrap()), &other[4..]);
        assert!(Secret::from_json(&damaged).is_err());
    }

    #[test]
    fn openings_verify_against_leaves() {
        let s = secret();
        let lines = s.open_lines(&["a1".into(), "i4".into()]).unwrap();
        for line in lines.lines() {
            let ol = crate::protocol::parse_open_line(line).unwrap();
            let sq = square_byte(ol.sq).unwrap();
            let rank = Rank::parse(ol.rank).unwrap().byte();
            let op = Opening {
                sq,
                rank,
                salt: ol.salt,
            };
            assert!(s.commitment.verify_opening(&op), "{line}");
            let wrong = Opening {
                rank: rank % 12 + 1,
                ..op
            };
            assert!(!s.commitment.verify_opening(&wrong));
        }
        assert!(s.open_lines(&["a5".into()]).is_err());
        assert!(s.open_lines(&["z1".into()]).is_err());
    }

    #[test]
    fn reveal_round_trip_and_checks() {
        let s = secret();
        let (seed, army) = parse_reveal(&s.reveal_message()).unwrap();
        let opts = Options::default();
        let root = s.commitment.root;
        let key = s.commitment.key;
        let key = key.as_ref();
        assert!(key.is_some());
        assert!(check_reveal("lattaque-1", 1, Side::First, &opts, &root, key, &seed, &army).is_ok());
        assert!(check_reveal("lattaque-1", 1, Side::First, &opts, &root, None, &seed, &army).is_err());
        assert!(check_reveal("lattaque-1", 1, Side::First, &opts, &root, key, &[9; 32], &army).is_err());
        // Swap two pieces: a valid army, another root.
        let swapped = army.replacen("2 2 7", "2 7 2", 1);
        assert!(check_reveal("lattaque-1", 1, Side::First, &opts, &root, key, &seed, &swapped).is_err());
        // A version-1 secret reveals against its root without a key.
        let v1 = Secret::seal_v1("lattaque-1", 1, opts, s.army.clone(), s.seed).unwrap();
        assert!(check_reveal(
            "lattaque-1",
            1,
            Side::First,
            &opts,
            &v1.commitment.root,
            None,
            &seed,
            &army
        )
        .is_ok());
        assert!(parse_reveal("reveal 00").is_err());
        assert!(parse_reveal("nothing").is_err());
    }

    #[test]
    fn position_line_is_found() {
        let b = BlindBoard::start(Options::default(), Side::First);
        let text = format!("Hello\n> Position: nonsense\n{}\nLog-Head: x 1 00\n", position_line(&b));
        assert_eq!(find_position(&text).unwrap(), b);
        assert!(find_position("no line").is_err());
    }
}
