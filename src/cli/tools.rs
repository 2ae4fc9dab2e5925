//! Commands that need no referee: `moves`, `play`, `rules`, `verify`,
//! `verify-setup` and `demo`.

use super::errors::{why, CliError, ToolError};
use super::{need_input, read_input, read_input_bytes, refused, Failure};
use crate::exit::Inner;
use crate::games::any::{AnyOptions, AnyPosition, GameKind, OptionsSpec};
use crate::games::{Outcome, Side};
use crate::says::decision::{Said, Who};
use crate::views::words::{self, ids};
use crate::views::Lang;
use clap::Args;
use std::io::Read;
use std::path::{Path, PathBuf};

#[derive(Args, Debug)]
pub struct MovesArgs {
    /// The game: lattaque, strand or assaut.
    pub game: String,
    /// Named variant (e.g. gibson-1925; `estafette rules GAME` lists them).
    #[arg(long)]
    pub variant: Option<String>,
    /// Set one switch: NAME=VALUE (repeatable; `estafette rules GAME` lists them).
    #[arg(long = "set")]
    pub sets: Vec<String>,
    /// A position in the game's one-line format, or `start` (Strand, L'Assaut).
    pub position: String,
    /// With `start` in Strand: which side moves first (first or second).
    #[arg(long, default_value = "first")]
    pub to_move: String,
}

#[derive(Args, Debug)]
pub struct PlayArgs {
    /// The game: lattaque, strand or assaut.
    #[arg(required_unless_present = "transcript")]
    pub game: Option<String>,
    /// A position in the game's one-line format, or `start` (Strand, L'Assaut).
    #[arg(required_unless_present = "transcript")]
    pub position: Option<String>,
    /// The moves, applied in turn (quote a move with spaces: "place d6 e6").
    pub moves: Vec<String>,
    /// Named variant (e.g. gibson-1925; `estafette rules GAME` lists them).
    #[arg(long)]
    pub variant: Option<String>,
    /// Set one switch: NAME=VALUE (repeatable; `estafette rules GAME` lists them).
    #[arg(long = "set")]
    pub sets: Vec<String>,
    /// With `start` in Strand: which side moves first (first or second).
    #[arg(long, default_value = "first")]
    pub to_move: String,
    /// Replay the moves of an exported game instead (a L'Attaque game once
    /// its armies are published, at its end).
    #[arg(long, conflicts_with_all = ["game", "position", "moves", "variant", "sets"])]
    pub transcript: Option<PathBuf>,
    /// Print JSON.
    #[arg(long)]
    pub json: bool,
}

#[derive(Args, Debug)]
pub struct VerifySetupArgs {
    /// The game id, e.g. lattaque-1.
    #[arg(long)]
    pub game: String,
    /// Your side: south or north.
    #[arg(long)]
    pub side: String,
    /// The commitment side byte from the receipt (1 if you move first).
    #[arg(long)]
    pub commit_side: u8,
    /// The seed from the receipt (64 hex digits).
    #[arg(long)]
    pub seed: String,
    /// The root from the receipt (64 hex digits).
    #[arg(long)]
    pub root: String,
    /// The game's variant (the army is also checked against it and the switches).
    #[arg(long)]
    pub variant: Option<String>,
    /// One of the game's switches, NAME=VALUE, as the receipt gives them (repeatable).
    #[arg(long = "set")]
    pub sets: Vec<String>,
    /// The army as in the receipt (four lines); default: standard input.
    pub file: Option<PathBuf>,
}

/// A language on the command line: one of the codes of `words::LANGS`.
pub fn lang_arg() -> impl clap::builder::TypedValueParser<Value = Lang> {
    use clap::builder::TypedValueParser as _;
    clap::builder::PossibleValuesParser::new(crate::views::words::LANGS.map(Lang::code))
        .map(|code: String| Lang::parse(&code).unwrap_or_default())
}

/// `rules`: a game's rules in brief in `lang` (by default the operator's
/// language, `super::lang`), for the default variant, then its variants
/// and switches.
pub fn rules(game: &str, lang: Option<Lang>) -> Result<(), Failure> {
    let kind = GameKind::parse(game).map_err(|e| refused(&e))?;
    let lang = match lang {
        Some(l) => l,
        None => super::lang::from_env()?,
    };
    outln!("{}", rules_in(kind, lang));
    Ok(())
}

/// The text `estafette rules` prints for `kind` in `lang`: the rules in
/// brief for a reader of them (not the player's `RULES` mail), then each variant with what it means and each switch with its
/// values, default and what it does, all from the catalogs (the names of
/// variants, switches and values stay as players type them).
pub fn rules_in(kind: GameKind, lang: Lang) -> String {
    use words::ids::{switch_id, switch_values_id, variant_id};
    let brief = crate::compose::reader_brief(kind, lang);
    let variants = words::text(lang, "rules-variants", &[("variants", &kind.variants().join(", "))]);
    let mut s = format!("{brief}\n\n{variants}");
    for v in kind.variants() {
        let meaning = words::text(lang, &variant_id(kind, v), &[]);
        let line = words::text(lang, "rules-variant", &[("name", v), ("meaning", &meaning)]);
        s.push_str(&format!("\n  {line}"));
    }
    s.push_str(&format!("\n{}", words::text(lang, "rules-switches", &[])));
    for sw in kind.switches() {
        let values = match switch_values_id(kind, sw.name) {
            Some(id) => words::text(lang, &id, &[]),
            None => sw.values.to_string(),
        };
        let line = words::text(
            lang,
            "rules-switch",
            &[("name", sw.name), ("values", &values), ("default", &sw.default)],
        );
        let help = words::text(lang, &switch_id(kind, sw.name), &[]);
        s.push_str(&format!("\n  {line}\n    {help}"));
    }
    s
}

/// `demo`: whole games through the real pipeline on local folders.
pub fn demo(dir: &Path, seed: Option<u64>, kit: Option<&Path>) -> Result<(), Failure> {
    let lang = super::lang::from_env()?;
    let kit = kit.map(read_input).transpose()?;
    crate::demo::run(dir, seed, lang, kit.as_deref(), &mut std::io::stdout()).map_err(|e| match e {
        crate::demo::DemoError::Referee(e) => Failure::from(e),
        crate::demo::DemoError::Output(e) => Failure::output(&e),
    })
}

/// `verify`: check a transcript offline, and the receipts a player holds.
pub fn verify(file: &Path, head: Option<&str>, receipts: Option<&std::path::Path>) -> Result<(), Failure> {
    let known = match head {
        None => None,
        Some(h) => {
            let (n, hex) = h.split_once(':').ok_or(ToolError::HeadForm {})?;
            Some((n.parse::<u64>().map_err(|_| ToolError::HeadNumber {})?, hex.to_string()))
        }
    };
    if let Some(dir) = receipts {
        need_input(dir)?;
    }
    let lang = super::lang::from_env()?;
    let text = read_input(file)?;
    match crate::transcript::verify(&text, known.as_ref().map(|(n, h)| (*n, h.as_str()))) {
        Ok(v) => {
            outln!("{}", verified(&v, &text, lang));
            if !v.unchecked.is_empty() {
                let events: Vec<String> = v.unchecked.iter().map(u64::to_string).collect();
                let events = events.join(", ");
                outln!(
                    "{}",
                    words::text(lang, ids::OPERATOR_VERIFY_UNCHECKED, &[("events", &events)])
                );
            }
            if let Some(dir) = receipts {
                let bodies = maildir_texts(dir)?;
                let r = crate::transcript::check_receipts(&text, &bodies).map_err(|e| ToolError::Receipts {
                    why: Inner::of(&e),
                    rules: rules_of_transcript(&text),
                })?;
                let n = r.checked;
                if n == 0 {
                    return Err(ToolError::NoReceipts {
                        game: v.game.clone(),
                        dir: dir.display().to_string(),
                    }
                    .into());
                }
                let n = n.to_string();
                outln!("{}", words::text(lang, ids::OPERATOR_VERIFY_RECEIPTS, &[("n", &n)]));
                if r.last < v.events {
                    let (last, events) = (r.last.to_string(), v.events.to_string());
                    let args = [("last", last.as_str()), ("events", &events)];
                    outln!("{}", words::text(lang, ids::OPERATOR_VERIFY_RECEIPTS_LAST, &args));
                }
            }
            Ok(())
        }
        Err(e) => Err(ToolError::Verification {
            why: Inner::of(&e),
            rules: rules_of_transcript(&text),
        }
        .into()),
    }
}

/// The game of the transcript `text`, whose rules name the sides in the
/// words of a refusal (L'Attaque when it cannot be read).
fn rules_of_transcript(text: &str) -> GameKind {
    crate::transcript::read(text)
        .ok()
        .and_then(|t| GameKind::parse(&t.kind).ok())
        .unwrap_or(GameKind::Lattaque)
}

/// The line of `verify` for a transcript that checks out, in `lang`.
/// Why the game ended is worded from the reason the log records (format
/// 3), else given as the transcript's English, told as logged
/// (`summary-as-logged`).
fn verified(v: &crate::transcript::Verified, text: &str, lang: Lang) -> String {
    let coded = crate::transcript::read(text)
        .ok()
        .and_then(|t| crate::transcript::coded_end(&t));
    let why = |english: &str| match &coded {
        Some((kind, r)) => words::reason(lang, *kind, r),
        None => {
            let logged = estafette_core::reason::Reason::new("summary-as-logged").text("sentence", english);
            words::reason(lang, rules_of_transcript(text), &logged)
        }
    };
    let result = match &v.result {
        None => words::text(lang, ids::OPERATOR_VERIFY_UNFINISHED, &[]),
        Some(r) if r.winner == 0 => words::text(lang, ids::OPERATOR_STATE_DRAWN, &[("reason", &why(&r.reason))]),
        Some(r) => {
            let name = match v.players.get(usize::from(r.winner).saturating_sub(1)) {
                Some(name) => name.clone(),
                None => Who::NoSide(r.winner).words(lang),
            };
            words::text(
                lang,
                ids::OPERATOR_STATE_WON,
                &[("name", &name), ("reason", &why(&r.reason))],
            )
        }
    };
    let (events, moves) = (v.events.to_string(), v.moves.to_string());
    let args = [
        ("game", v.game.as_str()),
        ("events", &events),
        ("moves", &moves),
        ("result", &result),
        ("head", &v.head),
    ];
    words::text(lang, ids::OPERATOR_VERIFY_DONE, &args)
}

/// `moves`: the legal moves of a position.
pub fn moves(a: MovesArgs) -> Result<(), Failure> {
    let pos = position(&a.game, a.variant, &a.sets, &a.position, &a.to_move)?;
    for m in pos.legal_moves() {
        outln!("{m}");
    }
    if let Some(outcome) = pos.outcome() {
        let kind = pos.kind();
        let said = match outcome {
            Outcome::Win { winner, reason } => Said::GameOverWon {
                kind,
                winner,
                why: reason,
            },
            Outcome::Draw { reason } => Said::GameOverDrawn { kind, why: reason },
        };
        let lang = super::lang::from_env()?;
        outln!("{}", said.words(lang));
    }
    Ok(())
}

/// `play`: apply moves, or replay an exported game.
pub fn play(a: PlayArgs) -> Result<(), Failure> {
    let played = match &a.transcript {
        Some(path) => {
            let text = read_input(path)?;
            crate::play::replay_transcript(&text).map_err(|e| ToolError::Replay {
                path: path.display().to_string(),
                why: Inner::of(&e),
                rules: rules_of_transcript(&text),
            })?
        }
        None => {
            let (game, position) = (a.game.unwrap_or_default(), a.position.unwrap_or_default());
            let pos = self::position(&game, a.variant, &a.sets, &position, &a.to_move)?;
            crate::play::play(pos, &a.moves)
        }
    };
    out!("{}", if a.json { played.to_json() } else { played.to_text() });
    match &played.error {
        None => Ok(()),
        Some(e) => Err(ToolError::MoveRefused {
            n: e.n,
            text: e.text.clone(),
            why: Inner {
                english: e.reason.clone(),
                reason: e.why.clone(),
            },
            rules: GameKind::parse(played.game).unwrap_or(GameKind::Lattaque),
        }
        .into()),
    }
}

/// `verify-setup`: check a sealed army by hand: a held game's receipt
/// (commitment version 1) or a blind army revealed (version 2).
pub fn verify_setup(a: VerifySetupArgs) -> Result<(), Failure> {
    use crate::games::lattaque::Army;
    use crate::protocol::{commit::Commitment, encode};
    let side = match a.side.to_ascii_lowercase().as_str() {
        "south" | "sud" | "1" => Side::First,
        "north" | "nord" | "2" => Side::Second,
        o => return Err(ToolError::SetupSide { value: o.to_string() }.into()),
    };
    let text = match &a.file {
        Some(p) => read_input(p)?,
        None => {
            let mut t = String::new();
            std::io::stdin()
                .read_to_string(&mut t)
                .map_err(|e| CliError::Stdin { error: e.to_string() })?;
            t
        }
    };
    let spec = OptionsSpec::with_sets(a.variant.clone(), &a.sets).map_err(|e| refused(&e))?;
    let AnyOptions::Lattaque(opts) = AnyOptions::build(GameKind::Lattaque, &spec).map_err(|e| refused(&e))? else {
        return Err(ToolError::NotLattaque {}.into());
    };
    let seed = encode::hex_decode32(&a.seed).map_err(|e| ToolError::Seed { why: Inner::of(&e) })?;
    let army = Army::parse(&text, side, &opts).map_err(|e| ToolError::Army { why: Inner::of(&e) })?;
    let pieces: Vec<(u8, u8)> = army.pieces.iter().map(|(sq, r)| (sq.index(9), r.byte())).collect();
    // A held army's commitment (version 1), or a blind army's (version 2,
    // whose root also binds the signing key the seed gives).
    let mut roots = Vec::new();
    for seal in [Commitment::seal, Commitment::seal_v2] {
        let c = seal(&seed, &a.game, a.commit_side, &pieces).map_err(|e| CliError::Refused { why: Inner::of(&e) })?;
        roots.push(encode::hex_encode(&c.root));
    }
    match roots.iter().find(|r| r.eq_ignore_ascii_case(a.root.trim())) {
        Some(root) => {
            let lang = super::lang::from_env()?;
            outln!("{}", words::text(lang, ids::OPERATOR_VERIFY_SETUP, &[("root", root)]));
            Ok(())
        }
        None => Err(ToolError::Mismatch {
            root: roots.join(" / "),
            given: a.root.trim().to_string(),
        }
        .into()),
    }
}

/// The position `moves` and `play` start from, as
/// [`crate::play::read_position`] reads it, each refusal typed: the game's
/// one-line format, or `start` (Strand, L'Assaut) with the variant, the
/// switches and, for Strand, the side that moves first (64).
fn position(
    game: &str,
    variant: Option<String>,
    sets: &[String],
    text: &str,
    to_move: &str,
) -> Result<AnyPosition, Failure> {
    let kind = GameKind::parse(game).map_err(|e| refused(&e))?;
    if text.trim().eq_ignore_ascii_case("start") {
        let spec = OptionsSpec::with_sets(variant, sets).map_err(|e| refused(&e))?;
        let opts = AnyOptions::build(kind, &spec).map_err(|e| refused(&e))?;
        let to_move = match to_move {
            "first" | "1" => Side::First,
            "second" | "2" => Side::Second,
            o => return Err(ToolError::ToMove { value: o.to_string() }.into()),
        };
        return AnyPosition::start(&opts, to_move).ok_or_else(|| ToolError::NoStart {}.into());
    }
    if variant.is_some() || !sets.is_empty() {
        return Err(ToolError::PositionOptions {}.into());
    }
    AnyPosition::from_text(kind, text).map_err(|e| {
        ToolError::Position {
            why: why(e.why()),
            rules: kind,
        }
        .into()
    })
}

/// The text parts of every mail in a Maildir (new/ and cur/).
fn maildir_texts(dir: &std::path::Path) -> Result<Vec<String>, Failure> {
    let mut out = Vec::new();
    for sub in ["new", "cur"] {
        let Ok(rd) = std::fs::read_dir(dir.join(sub)) else {
            continue;
        };
        for e in rd.flatten() {
            let raw = read_input_bytes(&e.path())?;
            if let Some(m) = mail_parser::MessageParser::default().parse(&raw) {
                if let Some(t) = m.body_text(0) {
                    out.push(t.into_owned());
                }
            }
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A format-1 transcript records its end as an English sentence:
    /// `verify` gives it as logged, and says so outside English.
    #[test]
    fn an_end_logged_as_a_sentence_is_verified_as_logged() {
        let text = include_str!("../../tests/data/transcript/format-1-lattaque.json");
        let v = crate::transcript::verify(text, None).unwrap();
        let en = verified(&v, text, Lang::En);
        assert!(en.contains("South (Alice) resigned"), "{en}");
        assert!(!en.contains("journal"), "{en}");
        let fr = verified(&v, text, Lang::Fr);
        assert!(
            fr.contains("South (Alice) resigned (tel qu'inscrit au journal, en anglais)"),
            "{fr}"
        );
    }
}
