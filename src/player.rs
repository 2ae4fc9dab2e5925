//! The player's own tools for blind games (`seal`, `open`, `reveal`,
//! `view`): offline, no database, no key file. The formats and checks are
//! the pure code of [`crate::protocol::blind`]; this module only reads and
//! writes the player's files and draws the seed.
//!
//! The secret file is created with mode 0600 and never overwritten (one
//! file per game and side: sealing again for the same game and side is
//! refused, so a seed is never reused or replaced by mistake).

use std::io::Write;
use std::path::{Path, PathBuf};

use crate::games::any::{AnyOptions, GameKind, OptionsSpec};
use crate::games::lattaque::{Army, BlindBoard, Rank};
use crate::games::{Side, Square};
use crate::keys::keyfile::fresh_seed;
use crate::protocol::blind::{self, Secret};
use crate::views::{words, Lang};
use estafette_core::reason::{Explain, Sentence, Why};

/// What `seal` needs.
#[derive(Debug, Clone)]
pub struct SealRequest {
    /// The game id from the invitation.
    pub game: String,
    /// `south` or `north`.
    pub side: String,
    /// `first` if this player moves first, else `second`.
    pub turn: String,
    /// The army text (grid or assignments, as a SETUP mail takes it).
    pub setup: String,
    /// The game's variant and switches.
    pub variant: Option<String>,
    pub sets: Vec<String>,
}

/// The default secret file name for a game and side: `GAME-SIDE.secret.json`.
pub fn default_secret_name(game: &str, side: &str) -> String {
    format!("{game}-{side}.secret.json")
}

/// The commitment side byte from `first` / `second` (also `1` / `2`).
pub fn commit_side_of(turn: &str) -> Result<u8, String> {
    match turn.trim().to_ascii_lowercase().as_str() {
        "first" | "1" => Ok(1),
        "second" | "2" => Ok(2),
        o => Err(format!(
            "--turn {o}: first if you move first, second otherwise (the invitation says which)"
        )),
    }
}

/// Builds the secret for a request with the given seed (pure; `seal` draws it).
pub fn build_secret(req: &SealRequest, seed: [u8; 32]) -> Result<Secret, String> {
    let kind = GameKind::parse("lattaque").map_err(|e| e.to_string())?;
    let spec = OptionsSpec::with_sets(req.variant.clone(), &req.sets).map_err(|e| e.to_string())?;
    let AnyOptions::Lattaque(opts) = AnyOptions::build(kind, &spec).map_err(|e| e.to_string())? else {
        return Err("blind mode is for L'Attaque only".into());
    };
    let side = blind::parse_board_side(&req.side).map_err(|e| e.to_string())?;
    let commit_side = commit_side_of(&req.turn)?;
    let army = Army::parse(&req.setup, side, &opts).map_err(|e| format!("the army is not valid: {e}"))?;
    Secret::seal(&req.game, commit_side, opts, army, seed).map_err(|e| e.to_string())
}

/// Creates `path` with mode 0600 and writes `bytes`; an existing file is
/// never overwritten (an error instead).
pub fn write_new_private(path: &Path, bytes: &[u8]) -> Result<(), String> {
    let mut opts = std::fs::OpenOptions::new();
    opts.write(true).create_new(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        opts.mode(0o600);
    }
    let mut f = opts.open(path).map_err(|e| {
        if e.kind() == std::io::ErrorKind::AlreadyExists {
            format!(
                "{} already exists: a game and side are sealed once (keep that file; it holds your seed)",
                path.display()
            )
        } else {
            format!("{}: {e}", path.display())
        }
    })?;
    f.write_all(bytes)
        .and_then(|_| f.sync_all())
        .map_err(|e| format!("{}: {e}", path.display()))
}

/// `estafette seal`: checks the army, draws a fresh seed, writes the secret
/// file (to `out`, or the default name in the current folder) and returns
/// its path and the commitment message to mail.
pub fn seal(req: &SealRequest, out: Option<PathBuf>) -> Result<(PathBuf, String), String> {
    let seed = fresh_seed().map_err(|e| e.to_string())?;
    let secret = build_secret(req, seed)?;
    let path =
        out.unwrap_or_else(|| PathBuf::from(default_secret_name(&secret.game, blind::board_side_name(secret.side))));
    write_new_private(&path, secret.to_json().as_bytes())?;
    Ok((path, secret.commit_message()))
}

/// Reads and checks a secret file.
pub fn load_secret(path: &Path) -> Result<Secret, String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?;
    Secret::from_json(&text).map_err(|e| format!("{}: {e}", path.display()))
}

/// `estafette open`: the opening lines of the pieces that started on `squares`.
pub fn open(secret: &Path, squares: &[String]) -> Result<String, String> {
    if squares.is_empty() {
        return Err("name at least one square (the piece's starting square)".into());
    }
    load_secret(secret)?.open_lines(squares).map_err(|e| e.to_string())
}

/// `estafette reveal`: the final reveal lines.
pub fn reveal(secret: &Path) -> Result<String, String> {
    Ok(load_secret(secret)?.reveal_message())
}

/// The text part of a stored mail (`.eml`); a file that is not a MIME
/// message is taken as plain text.
pub fn mail_text(raw: &[u8]) -> String {
    match mail_parser::MessageParser::default().parse(raw) {
        Some(m) => match m.body_text(0) {
            Some(t) => t.into_owned(),
            None => String::from_utf8_lossy(raw).into_owned(),
        },
        None => String::from_utf8_lossy(raw).into_owned(),
    }
}

/// Why `view` cannot show a mail's board.
#[derive(Clone, Debug, PartialEq, Eq, Sentence)]
pub enum ViewError {
    /// The mail's `Position:` line is missing or cannot be read (the
    /// protocol's words).
    Position(Why),
    /// The mail is about another game than the secret file.
    /// (The command line's own sentence for the same case.)
    #[sentence(id = "command-other-game")]
    OtherGame { mail: String, secret: String },
}

/// What `view` says beside the board, typed: `Display` is the English,
/// [`Explain::reason`] the code (`summary-view-…`, in
/// `templates/<lang>/summary.ftl`), printed in the player's language.
#[derive(Clone, Debug, PartialEq, Eq, Sentence)]
#[sentence(prefix = "summary-view-", game = "lattaque")]
pub enum ViewSays {
    /// In play: the reader plays `me`; `mover` is to move after `ply` plies.
    ToMove {
        game: String,
        me: Side,
        mover: Side,
        ply: u32,
    },
    /// The mail's `Position:` line says the game has ended on the board.
    Over { game: String, me: Side, ply: u32 },
    /// The mail's options are not those the army was sealed with.
    OtherOptions { mail: String, sealed: String },
    /// A piece of the reader's side whose starting square is not in the army.
    NotInArmy { home: Square },
    /// A piece of the reader's side opened with another rank than the army's.
    ShownAs { home: Square, shown: Rank, army: Rank },
}

/// Where `army` and the pieces of its side on `board` disagree: a piece
/// whose home is not in the army, a piece opened with another rank.
fn disagreements(board: &BlindBoard, army: &Army) -> Vec<ViewSays> {
    board
        .pieces()
        .into_iter()
        .filter(|(_, p)| p.side == army.side)
        .filter_map(|(_, p)| match (army.rank_at(p.home), p.rank) {
            (None, _) => Some(ViewSays::NotInArmy { home: p.home }),
            (Some(r), Some(shown)) if r != shown => Some(ViewSays::ShownAs {
                home: p.home,
                shown,
                army: r,
            }),
            _ => None,
        })
        .collect()
}

/// `estafette view` on texts already read: the private board from the
/// mail's `Position:` line with the player's own ranks filled in, and what
/// it says (who is to move, or that the game is over; any warning), in
/// `lang`.
pub fn view_text(secret: &Secret, mail: &str, lang: Lang) -> Result<String, ViewError> {
    let mut board = blind::find_position(mail).map_err(|e| ViewError::Position(e.why()))?;
    use crate::protocol::log::{log_head_words, mail_receipt};
    // The mail's receipt, else (a mail pasted without its signature
    // block) its last `Log-Head:` line.
    let head = mail_receipt(mail).or_else(|| {
        let text = crate::protocol::fold::unfold(mail);
        text.lines().rfind(|l| log_head_words(l).is_some()).map(str::to_string)
    });
    if let Some(g) = head
        .as_deref()
        .and_then(log_head_words)
        .and_then(|w| w.split_whitespace().next())
    {
        if g != secret.game {
            return Err(ViewError::OtherGame {
                mail: g.to_string(),
                secret: secret.game.clone(),
            });
        }
    }
    let mut says = Vec::new();
    if board.opts != secret.opts {
        says.push(ViewSays::OtherOptions {
            mail: board.opts.to_text(),
            sealed: secret.opts.to_text(),
        });
    }
    says.extend(disagreements(&board, &secret.army));
    board.fill_own(&secret.army);
    let (game, me, ply) = (secret.game.clone(), secret.side, board.ply);
    says.push(if board.over {
        ViewSays::Over { game, me, ply }
    } else {
        ViewSays::ToMove {
            game,
            me,
            mover: board.to_move,
            ply,
        }
    });
    let mut out = String::new();
    for s in &says {
        out.push_str(&words::reason(lang, GameKind::Lattaque, &s.reason()));
        out.push('\n');
    }
    out.push('\n');
    let names = [Side::First, Side::Second].map(|s| words::side(lang, GameKind::Lattaque, s, None));
    let mut view = board.board_view();
    view.viewer = Some(secret.side);
    out.push_str(&crate::views::board_text_with(
        &view,
        lang,
        Some((&names[0], &names[1])),
    ));
    Ok(out)
}

/// `estafette view SECRETFILE MAILFILE`, in `lang`.
pub fn view(secret: &Path, mail: &Path, lang: Lang) -> Result<String, String> {
    let s = load_secret(secret)?;
    let raw = std::fs::read(mail).map_err(|e| format!("{}: {e}", mail.display()))?;
    view_text(&s, &mail_text(&raw), lang).map_err(|e| e.to_string())
}
