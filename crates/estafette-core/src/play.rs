//! `estafette play`: apply moves to a position, or replay an exported game,
//! and say what each move did: the position after it, the combat (attacker,
//! defender, who is removed), the pieces taken, the Officers a huff removes,
//! and at the end how the game stands (winner and reason, or not over).
//!
//! The rules are the engines' own: a move is played with
//! [`AnyPosition::play_text`] and described from the engine's typed report;
//! the outcome is the engine's. Pure: the CLI reads the files and prints the
//! text or JSON these functions return.

use crate::games::any::{AnyOptions, AnyPosition, AnyReport, GameKind, OptionsSpec};
use crate::games::{lattaque, strand, Outcome, Side, Square};
use crate::reason::{Explain, Reason, Why};
use crate::referee::event::Event;
use crate::referee::misfit::side_of;
use crate::referee::state::side_from_num;
use crate::transcript::ResultPublic;
use serde::Serialize;
use std::fmt::Write;

mod replay_error;
pub use replay_error::ReplayError;

/// A position as `moves` and `play` take it: the game's one-line format,
/// or `start` (Strand, L'Assaut) with the variant, the switches and, for
/// Strand, the side that moves first (`first` or `second`).
pub fn read_position(
    game: &str,
    variant: Option<String>,
    sets: &[String],
    position: &str,
    to_move: &str,
) -> Result<AnyPosition, String> {
    let kind = GameKind::parse(game).map_err(|e| e.to_string())?;
    if position.trim().eq_ignore_ascii_case("start") {
        let spec = OptionsSpec::with_sets(variant, sets).map_err(|e| e.to_string())?;
        let opts = AnyOptions::build(kind, &spec).map_err(|e| e.to_string())?;
        let to_move = match to_move {
            "first" | "1" => Side::First,
            "second" | "2" => Side::Second,
            o => return Err(format!("--to-move {o}: choose first or second")),
        };
        return AnyPosition::start(&opts, to_move)
            .ok_or_else(|| "L'Attaque has no fixed start: give a position (both armies are part of it)".to_string());
    }
    if variant.is_some() || !sets.is_empty() {
        return Err(
            "a position text carries its own variant and switches; --variant and --set apply to `start` only".into(),
        );
    }
    AnyPosition::from_text(kind, position).map_err(|e| format!("bad position: {e}"))
}

/// A piece named in a step: whose, what, where it stood, and (L'Attaque)
/// the square it started the game on, which names it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct PieceSeen {
    pub side: &'static str,
    pub piece: &'static str,
    pub square: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub home: Option<String>,
    /// The words for the text output, e.g. `South Captain (6)`, `German
    /// Infantry`, `Soldier`.
    #[serde(skip)]
    label: String,
}

impl PieceSeen {
    fn text(&self) -> String {
        match &self.home {
            Some(h) if *h != self.square => format!("{} on {} (home {h})", self.label, self.square),
            _ => format!("{} on {}", self.label, self.square),
        }
    }
}

/// A combat of L'Attaque.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct CombatSeen {
    pub attacker: PieceSeen,
    pub defender: PieceSeen,
    /// Who left the board: `attacker`, `defender`, both or neither.
    pub removed: Vec<&'static str>,
    pub flag_captured: bool,
}

impl CombatSeen {
    fn result(&self) -> &'static str {
        match (self.flag_captured, self.removed.as_slice()) {
            (true, _) => "the Flag is captured",
            (false, [_, _]) => "both are removed",
            (false, ["attacker"]) => "the attacker is removed",
            (false, [_]) => "the defender is removed",
            (false, _) => "nothing is removed",
        }
    }
}

/// One move played.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Step {
    /// 1 for the first move given.
    pub n: usize,
    /// The side that moved.
    pub side: &'static str,
    /// The move in canonical form.
    #[serde(rename = "move")]
    pub mv: String,
    /// The engine's sentence for the move.
    pub report: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub combat: Option<CombatSeen>,
    /// Pieces jumped and taken (Strand, L'Assaut).
    pub taken: Vec<PieceSeen>,
    /// Officers removed for failing to capture (L'Assaut, `huff=on`).
    pub huffed: Vec<PieceSeen>,
    /// The position after the move, in the game's one-line format.
    pub position: String,
}

/// How a game stands: over (a winner, or none for a draw, and why) or not.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Standing {
    pub over: bool,
    pub winner: Option<&'static str>,
    pub reason: Option<String>,
    /// The side to move, while the game is not over.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub to_move: Option<&'static str>,
}

impl Standing {
    /// How `pos` stands, by the engine's end checks.
    pub fn of(pos: &AnyPosition) -> Standing {
        let kind = pos.kind();
        match pos.outcome() {
            Some(Outcome::Win { winner, reason }) => Standing {
                over: true,
                winner: Some(kind.side_name(winner)),
                reason: Some(reason.english(kind)),
                to_move: None,
            },
            Some(Outcome::Draw { reason }) => Standing {
                over: true,
                winner: None,
                reason: Some(reason.english(kind)),
                to_move: None,
            },
            None => Standing {
                over: false,
                winner: None,
                reason: None,
                to_move: Some(kind.side_name(pos.side_to_move())),
            },
        }
    }

    /// `South won: South captured North's Flag`, `drawn: ...`, `not over,
    /// North to move`.
    pub fn words(&self) -> String {
        let reason = self.reason.as_deref().unwrap_or("");
        match (self.over, self.winner) {
            (true, Some(w)) => format!("{w} won: {reason}"),
            (true, None) => format!("drawn: {reason}"),
            (false, _) => match self.to_move {
                Some(side) => format!("not over, {side} to move"),
                None => "not over".to_string(),
            },
        }
    }
}

/// A move that was not played: which one, as given, and why.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Refusal {
    #[serde(rename = "move")]
    pub n: usize,
    pub text: String,
    /// Why, in English (the JSON's `reason`).
    pub reason: String,
    /// Why, typed: the words of every language (not in the JSON).
    #[serde(skip)]
    pub why: Reason,
}

/// Everything `play` says.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Played {
    pub game: &'static str,
    /// The game's id, when replaying a transcript.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub id: Option<String>,
    pub start: String,
    pub steps: Vec<Step>,
    /// How the game stands after the last move; `None` when a move was
    /// refused.
    pub outcome: Option<Standing>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub error: Option<Refusal>,
    /// A transcript's recorded result (which may also come from a
    /// resignation, an agreed draw, the clock or the operator).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub recorded: Option<Standing>,
}

/// Apply `moves` in turn from `start`, stopping at the first refused.
pub fn play(start: AnyPosition, moves: &[String]) -> Played {
    let mut played = Played {
        game: start.kind().name(),
        id: None,
        start: start.to_text(),
        steps: Vec::with_capacity(moves.len()),
        outcome: None,
        error: None,
        recorded: None,
    };
    let mut pos = start;
    for (i, text) in moves.iter().enumerate() {
        let side = pos.kind().side_name(pos.side_to_move());
        match pos.play_text(text) {
            Ok((next, mv, report)) => {
                let (combat, taken, huffed) = seen(&report);
                played.steps.push(Step {
                    n: i + 1,
                    side,
                    mv,
                    report: report.to_string(),
                    combat,
                    taken,
                    huffed,
                    position: next.to_text(),
                });
                pos = next;
            }
            Err(e) => {
                played.error = Some(Refusal {
                    n: i + 1,
                    text: text.clone(),
                    reason: e.to_string(),
                    why: e.reason(),
                });
                return played;
            }
        }
    }
    played.outcome = Some(Standing::of(&pos));
    played
}

type Seen = (Option<CombatSeen>, Vec<PieceSeen>, Vec<PieceSeen>);

/// The combat, the pieces taken and the Officers huffed, from the engine's
/// report of a move.
fn seen(report: &AnyReport) -> Seen {
    match report {
        AnyReport::Lattaque(r) => (r.combat.as_ref().map(|c| lattaque_combat(r.side, c)), vec![], vec![]),
        AnyReport::Strand(r) => {
            let victim = r.mover.other();
            let taken = r
                .captured
                .iter()
                .map(|&(sq, kind)| PieceSeen {
                    side: strand::side_name(victim),
                    piece: kind.name(),
                    square: sq.to_string(),
                    home: None,
                    label: format!("{} {}", strand::side_adjective(victim), kind.name()),
                })
                .collect();
            (None, taken, vec![])
        }
        AnyReport::Assaut(r) => {
            let piece = |side: Side, sq: &Square| {
                let name = if side == Side::First { "Soldier" } else { "Officer" };
                PieceSeen {
                    side: GameKind::Assaut.side_name(side),
                    piece: name,
                    square: sq.to_string(),
                    home: None,
                    label: name.to_string(),
                }
            };
            (
                None,
                r.taken.iter().map(|s| piece(Side::First, s)).collect(),
                r.huffed.iter().map(|s| piece(Side::Second, s)).collect(),
            )
        }
    }
}

fn lattaque_combat(side: Side, c: &lattaque::Combat) -> CombatSeen {
    let piece = |side: Side, rank: lattaque::Rank, sq: Square, home: Square| PieceSeen {
        side: lattaque::side_name(side),
        piece: rank.name_en(),
        square: sq.to_string(),
        home: Some(home.to_string()),
        label: format!("{} {} ({})", lattaque::side_name(side), rank.name_en(), rank.code()),
    };
    let mut removed = Vec::new();
    if c.removed.contains(&c.attacker) {
        removed.push("attacker");
    }
    if c.removed.contains(&c.defender) {
        removed.push("defender");
    }
    CombatSeen {
        attacker: piece(side, c.attacker_rank, c.attacker, c.attacker_home),
        defender: piece(side.other(), c.defender_rank, c.defender, c.defender_home),
        removed,
        flag_captured: c.flag_captured,
    }
}

impl Played {
    /// The message for a refused move: which move it was and why.
    pub fn refusal(&self) -> Option<String> {
        self.error
            .as_ref()
            .map(|e| format!("move {} '{}' refused: {}", e.n, e.text, e.reason))
    }

    /// The text output: the start, each move with what it did, the outcome.
    pub fn to_text(&self) -> String {
        let mut out = String::new();
        if let Some(id) = &self.id {
            let _ = writeln!(out, "game: {id}");
        }
        let _ = writeln!(out, "start: {}", self.start);
        for s in &self.steps {
            let _ = writeln!(out, "{}. {}: {}", s.n, s.mv, s.report);
            if let Some(c) = &s.combat {
                let _ = writeln!(
                    out,
                    "   combat: {} attacked {}: {}",
                    c.attacker.text(),
                    c.defender.text(),
                    c.result()
                );
            }
            for (what, list) in [("taken", &s.taken), ("huffed", &s.huffed)] {
                if !list.is_empty() {
                    let v: Vec<String> = list.iter().map(PieceSeen::text).collect();
                    let _ = writeln!(out, "   {what}: {}", v.join(", "));
                }
            }
            let _ = writeln!(out, "   position: {}", s.position);
        }
        if let Some(o) = &self.outcome {
            let _ = writeln!(out, "outcome: {}", o.words());
        }
        if let Some(r) = &self.recorded {
            let _ = writeln!(out, "recorded result: {}", r.words());
        }
        out
    }

    /// The same as JSON (pretty, with a final line end).
    pub fn to_json(&self) -> String {
        // Plain data with string keys: serialising cannot fail.
        let mut s = serde_json::to_string_pretty(self).unwrap_or_default();
        s.push('\n');
        s
    }
}

/// Replay an exported game's moves (`export`'s JSON): from its start, or
/// for L'Attaque from the armies published at its end.
pub fn replay_transcript(text: &str) -> Result<Played, ReplayError> {
    let t = crate::transcript::read(text).map_err(|e| ReplayError::Transcript(Why::of(&e)))?;
    let events = t
        .log
        .iter()
        .map(|e| {
            Event::from_bytes(e.event.as_bytes()).map_err(|err| ReplayError::Entry {
                n: e.n,
                why: Why::of(&err),
            })
        })
        .collect::<Result<Vec<_>, _>>()?;
    let start = start_of(&events)?;
    let kind = start.kind();
    let moves: Vec<String> = events
        .iter()
        .filter_map(|e| {
            let Event::Moved { text, .. } = e else {
                return None;
            };
            Some(text.clone())
        })
        .collect();
    let mut played = play(start, &moves);
    played.id = Some(t.game.clone());
    played.recorded = Some(recorded(kind, t.result.as_ref()));
    Ok(played)
}

fn recorded(kind: GameKind, result: Option<&ResultPublic>) -> Standing {
    let Some(r) = result else {
        return Standing {
            over: false,
            winner: None,
            reason: None,
            to_move: None,
        };
    };
    Standing {
        over: true,
        winner: side_from_num(r.winner).ok().map(|s| kind.side_name(s)),
        reason: Some(r.reason.clone()),
        to_move: None,
    }
}

/// The start of a logged game: its creation gives the game, the options
/// and who moves first; a L'Attaque game also needs both published armies.
fn start_of(events: &[Event]) -> Result<AnyPosition, ReplayError> {
    let Some(Event::Created {
        kind,
        variant,
        switches,
        resolved,
        first_to_move,
        ..
    }) = events.first()
    else {
        return Err(ReplayError::NoCreation);
    };
    let kind = GameKind::parse(kind).map_err(|e| ReplayError::Created(e.why()))?;
    let spec = OptionsSpec {
        variant: variant.clone(),
        sets: switches.clone(),
        resolved: resolved.clone(),
    };
    let opts = AnyOptions::build(kind, &spec).map_err(|e| ReplayError::Options(e.why()))?;
    let first = side_of(*first_to_move).map_err(|e| ReplayError::Created(Why::of(&e)))?;
    if let Some(p) = AnyPosition::start(&opts, first) {
        return Ok(p);
    }
    let AnyOptions::Lattaque(o) = opts else {
        return Err(ReplayError::NoStart { kind });
    };
    let army = |side: Side| -> Result<lattaque::Army, ReplayError> {
        let text = events
            .iter()
            .find_map(|e| {
                let Event::Revealed { side: s, army, .. } = e else {
                    return None;
                };
                (side_from_num(*s) == Ok(side)).then_some(army)
            })
            .ok_or(ReplayError::ArmyMissing { side })?;
        lattaque::Army::parse(text, side, &o).map_err(|e| ReplayError::ArmyBad { side, why: Why::of(&e) })
    };
    let (south, north) = (army(Side::First)?, army(Side::Second)?);
    Ok(AnyPosition::Lattaque(lattaque::Position::from_armies(
        o, &south, &north, first,
    )))
}
