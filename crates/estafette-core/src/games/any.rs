//! One type over the three games, so the referee, the CLI and `verify` can
//! work with "a game" without knowing which. Still pure: no I/O.

use super::notation::Syntax;
use super::{
    assaut, lattaque, strand, BoardView, Game, IllegalMove, LastMove, Outcome, ParseError, Side, Square, SwitchInfo,
    Switched,
};
use crate::reason::Sentence;
use serde::{Deserialize, Serialize};
use std::fmt;

/// Which game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum GameKind {
    Lattaque,
    Strand,
    Assaut,
}

/// The words know a game by its name: it names the sides and the title.
impl estafette_words::GameName for GameKind {
    fn game_name(&self) -> &str {
        self.name()
    }
}

/// A game as an argument of a sentence: its name (`lattaque`), which the
/// catalogs choose the game's words by.
impl crate::reason::ToArg for GameKind {
    fn to_arg(&self) -> Option<crate::reason::Arg> {
        Some(crate::reason::Arg::Text(self.name().to_string()))
    }
}

impl GameKind {
    pub const ALL: [GameKind; 3] = [GameKind::Lattaque, GameKind::Strand, GameKind::Assaut];

    /// Accepts `lattaque`, `l'attaque`, `strand`, `assaut`, `l'assaut`, any case.
    pub fn parse(name: &str) -> Result<GameKind, ParseError> {
        let n: String = name
            .trim()
            .to_ascii_lowercase()
            .chars()
            .filter(|c| c.is_ascii_alphanumeric())
            .collect();
        match n.as_str() {
            "lattaque" | "attaque" => Ok(GameKind::Lattaque),
            "strand" | "strandwargame" | "thestrandwargame" => Ok(GameKind::Strand),
            "lassaut" | "assaut" => Ok(GameKind::Assaut),
            _ => Err(Syntax::UnknownGame {
                text: name.trim().to_string(),
            }
            .into()),
        }
    }

    /// The short name used in ids and commands.
    pub fn name(self) -> &'static str {
        match self {
            GameKind::Lattaque => lattaque::Position::NAME,
            GameKind::Strand => strand::Position::NAME,
            GameKind::Assaut => assaut::Position::NAME,
        }
    }

    /// The printed title.
    pub fn title(self) -> &'static str {
        match self {
            GameKind::Lattaque => "L'Attaque",
            GameKind::Strand => "The 'Strand' War Game",
            GameKind::Assaut => "L'Assaut",
        }
    }

    /// The name of each side, `First` then `Second`.
    pub fn side_name(self, side: Side) -> &'static str {
        match (self, side) {
            (GameKind::Lattaque, Side::First) => "South",
            (GameKind::Lattaque, Side::Second) => "North",
            (GameKind::Strand, Side::First) => "Allies",
            (GameKind::Strand, Side::Second) => "Germans",
            (GameKind::Assaut, Side::First) => "Soldiers",
            (GameKind::Assaut, Side::Second) => "Officers",
        }
    }

    pub fn variants(self) -> &'static [&'static str] {
        match self {
            GameKind::Lattaque => lattaque::Options::VARIANTS,
            GameKind::Strand => strand::Options::VARIANTS,
            GameKind::Assaut => assaut::Options::VARIANTS,
        }
    }

    pub fn switches(self) -> Vec<SwitchInfo> {
        match self {
            GameKind::Lattaque => lattaque::Options::switches(),
            GameKind::Strand => strand::Options::switches(),
            GameKind::Assaut => assaut::Options::switches(),
        }
    }

    /// L'Attaque armies are hidden; the other games are open.
    pub fn has_hidden_pieces(self) -> bool {
        self == GameKind::Lattaque
    }
}

impl fmt::Display for GameKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A game's options as the creator gave them: a named variant and switches
/// set one by one on top of it. This is what the log records, with, for a
/// game created since the log records it, `resolved`: every switch with the
/// value it took. The game's options are built from `resolved` when it is
/// there, so that a variant redefined later never changes a past game;
/// `variant` and `sets` stay the players' choice, which the mails describe.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct OptionsSpec {
    pub variant: Option<String>,
    pub sets: Vec<(String, String)>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub resolved: Option<Vec<(String, String)>>,
}

impl OptionsSpec {
    /// Parse `SWITCH=VALUE` strings.
    pub fn with_sets(variant: Option<String>, sets: &[String]) -> Result<OptionsSpec, ParseError> {
        let mut out = OptionsSpec {
            variant,
            ..OptionsSpec::default()
        };
        for s in sets {
            let (k, v) = s
                .split_once('=')
                .ok_or_else(|| Syntax::SwitchForm { text: s.to_string() })?;
            out.sets.push((k.trim().to_string(), v.trim().to_string()));
        }
        Ok(out)
    }

    /// Human-readable, e.g. `gibson-1925, max-plies=400`.
    pub fn describe(&self, kind: GameKind) -> String {
        let mut parts = vec![self.variant.clone().unwrap_or_else(|| kind.variants()[0].to_string())];
        parts.extend(self.sets.iter().map(|(k, v)| format!("{k}={v}")));
        parts.join(", ")
    }

    /// The same choice with every switch resolved as the variants read
    /// today (what a new game records).
    pub fn resolve(&self, kind: GameKind) -> Result<OptionsSpec, ParseError> {
        let choice = OptionsSpec {
            resolved: None,
            ..self.clone()
        };
        let values = AnyOptions::build(kind, &choice)?.values();
        Ok(OptionsSpec {
            resolved: Some(values),
            ..choice
        })
    }
}

/// Checked options for one game.
#[derive(Clone, Debug)]
pub enum AnyOptions {
    Lattaque(lattaque::Options),
    Strand(strand::Options),
    Assaut(assaut::Options),
}

impl AnyOptions {
    /// The options a spec gives: from `resolved` when it is there (checked:
    /// see [`AnyOptions::from_resolved`]), else from the variant and the
    /// switches set on it.
    pub fn build(kind: GameKind, spec: &OptionsSpec) -> Result<AnyOptions, ParseError> {
        match &spec.resolved {
            Some(values) => AnyOptions::from_resolved(kind, values, &spec.sets),
            None => {
                let mut o = AnyOptions::variant(kind, spec.variant.as_deref())?;
                for (k, v) in &spec.sets {
                    o.set(k, v)?;
                }
                Ok(o)
            }
        }
    }

    /// The default variant's options.
    fn default_of(kind: GameKind) -> AnyOptions {
        match kind {
            GameKind::Lattaque => AnyOptions::Lattaque(lattaque::Options::default()),
            GameKind::Strand => AnyOptions::Strand(strand::Options::default()),
            GameKind::Assaut => AnyOptions::Assaut(assaut::Options::default()),
        }
    }

    /// A named variant's options (the default variant's for `None`).
    fn variant(kind: GameKind, name: Option<&str>) -> Result<AnyOptions, ParseError> {
        let Some(name) = name else {
            return Ok(AnyOptions::default_of(kind));
        };
        Ok(match kind {
            GameKind::Lattaque => AnyOptions::Lattaque(lattaque::Options::variant(name)?),
            GameKind::Strand => AnyOptions::Strand(strand::Options::variant(name)?),
            GameKind::Assaut => AnyOptions::Assaut(assaut::Options::variant(name)?),
        })
    }

    /// The options a recorded `resolved` list gives, whatever the variants
    /// say today. The list must name each switch at most once, in the
    /// game's order, with its value as the game writes it (a switch it
    /// does not name keeps its default: a log written before the switch
    /// existed), and agree with every switch the players set.
    pub fn from_resolved(
        kind: GameKind,
        values: &[(String, String)],
        sets: &[(String, String)],
    ) -> Result<AnyOptions, ParseError> {
        let mut o = AnyOptions::default_of(kind);
        for (k, v) in values {
            o.set(k, v)?;
        }
        let written: Vec<(String, String)> = o
            .values()
            .into_iter()
            .filter(|(n, _)| values.iter().any(|(m, _)| m == n))
            .collect();
        if written != values {
            let text = |l: &[(String, String)]| l.iter().map(|(k, v)| format!("{k}={v}")).collect::<Vec<_>>().join(",");
            return Err(Syntax::ResolvedNotWritten {
                given: text(values),
                written: text(&written),
            }
            .into());
        }
        let mut chosen = o.clone();
        for (k, v) in sets {
            chosen.set(k, v)?;
            if chosen.values() != o.values() {
                return Err(Syntax::ResolvedContradict {
                    switch: k.to_string(),
                    value: v.to_string(),
                }
                .into());
            }
        }
        Ok(o)
    }

    /// Set one switch by name.
    pub fn set(&mut self, switch: &str, value: &str) -> Result<(), ParseError> {
        match self {
            AnyOptions::Lattaque(o) => o.set(switch, value),
            AnyOptions::Strand(o) => o.set(switch, value),
            AnyOptions::Assaut(o) => o.set(switch, value),
        }
    }

    /// Every switch of the game with its value, in the order of the game's
    /// switch table ([`GameKind::switches`]).
    pub fn values(&self) -> Vec<(String, String)> {
        match self {
            AnyOptions::Lattaque(o) => o.values(),
            AnyOptions::Strand(o) => o.values(),
            AnyOptions::Assaut(o) => o.values(),
        }
    }
}

/// A position of any of the three games. Kept by value, not boxed: a game
/// state holds one, and reading or copying it through a box would cost an
/// allocation per copy for the two smaller games' sake.
#[derive(Clone, Debug, PartialEq)]
#[allow(clippy::large_enum_variant)]
pub enum AnyPosition {
    Lattaque(lattaque::Position),
    Strand(strand::Position),
    Assaut(assaut::Position),
}

/// Why a move was not played: the parser's or the rules' refusal, whose
/// English already names the game's sides.
#[derive(Clone, Debug, PartialEq, Eq, Sentence)]
pub enum MoveError {
    #[sentence(id = "play-not-a-move")]
    Syntax(#[sentence(name = "why", with = ParseError::why)] ParseError),
    #[sentence(id = "play-illegal")]
    Illegal(#[sentence(name = "why", with = IllegalMove::why)] IllegalMove),
}

/// What a move did.
#[derive(Clone, Debug)]
pub enum AnyReport {
    Lattaque(lattaque::Report),
    Strand(strand::Report),
    Assaut(assaut::Report),
}

impl fmt::Display for AnyReport {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            AnyReport::Lattaque(r) => r.fmt(f),
            AnyReport::Strand(r) => r.fmt(f),
            AnyReport::Assaut(r) => r.fmt(f),
        }
    }
}

macro_rules! each {
    ($self:expr, $p:ident => $e:expr) => {
        match $self {
            AnyPosition::Lattaque($p) => $e,
            AnyPosition::Strand($p) => $e,
            AnyPosition::Assaut($p) => $e,
        }
    };
}

impl AnyPosition {
    pub fn kind(&self) -> GameKind {
        match self {
            AnyPosition::Lattaque(_) => GameKind::Lattaque,
            AnyPosition::Strand(_) => GameKind::Strand,
            AnyPosition::Assaut(_) => GameKind::Assaut,
        }
    }

    pub fn side_to_move(&self) -> Side {
        each!(self, p => p.side_to_move())
    }

    pub fn ply(&self) -> u32 {
        each!(self, p => p.ply())
    }

    /// Legal moves in canonical text, sorted.
    pub fn legal_moves(&self) -> Vec<String> {
        let mut v: Vec<String> = each!(self, p => p.legal_moves().iter().map(|m| m.to_string()).collect());
        v.sort();
        v
    }

    pub fn outcome(&self) -> Option<Outcome> {
        each!(self, p => p.outcome())
    }

    pub fn to_text(&self) -> String {
        each!(self, p => p.to_text())
    }

    pub fn from_text(kind: GameKind, text: &str) -> Result<AnyPosition, ParseError> {
        Ok(match kind {
            GameKind::Lattaque => AnyPosition::Lattaque(lattaque::Position::from_text(text)?),
            GameKind::Strand => AnyPosition::Strand(strand::Position::from_text(text)?),
            GameKind::Assaut => AnyPosition::Assaut(assaut::Position::from_text(text)?),
        })
    }

    pub fn board_view(&self, viewer: Option<Side>) -> BoardView {
        each!(self, p => p.board_view(viewer))
    }

    /// Parse and play a move given as text; returns the new position, the
    /// move's canonical text and what happened.
    pub fn play_text(&self, text: &str) -> Result<(AnyPosition, String, AnyReport), MoveError> {
        match self {
            AnyPosition::Lattaque(p) => {
                let m = lattaque::Position::parse_move(text).map_err(MoveError::Syntax)?;
                let (n, r) = p.play(&m).map_err(MoveError::Illegal)?;
                Ok((AnyPosition::Lattaque(n), m.to_string(), AnyReport::Lattaque(r)))
            }
            AnyPosition::Strand(p) => {
                let m = strand::Position::parse_move(text).map_err(MoveError::Syntax)?;
                let (n, r) = p.play(&m).map_err(MoveError::Illegal)?;
                Ok((AnyPosition::Strand(n), m.to_string(), AnyReport::Strand(r)))
            }
            AnyPosition::Assaut(p) => {
                let m = assaut::Position::parse_move(text).map_err(MoveError::Syntax)?;
                let (n, r) = p.play(&m).map_err(MoveError::Illegal)?;
                Ok((AnyPosition::Assaut(n), m.to_string(), AnyReport::Assaut(r)))
            }
        }
    }

    /// The start position of an open game (Strand, L'Assaut). L'Attaque
    /// starts from both armies: see [`lattaque::Position::from_armies`].
    pub fn start(opts: &AnyOptions, first_to_move: Side) -> Option<AnyPosition> {
        match opts {
            AnyOptions::Lattaque(_) => None,
            AnyOptions::Strand(o) => Some(AnyPosition::Strand(strand::Position::start(o.clone(), first_to_move))),
            AnyOptions::Assaut(o) => Some(AnyPosition::Assaut(assaut::Position::start(o.clone()))),
        }
    }
}

impl AnyReport {
    /// The squares of the move, for the boards that mark the last move.
    pub fn last_move(&self) -> LastMove {
        let split = |side: Side, path: &[Square]| LastMove {
            side,
            from: path.first().copied(),
            to: path.iter().skip(1).copied().collect(),
            combat: None,
        };
        match self {
            AnyReport::Lattaque(r) => LastMove {
                side: r.side,
                from: Some(r.from),
                to: if r.to == r.from { Vec::new() } else { vec![r.to] },
                combat: r.combat.as_ref().map(|c| c.defender),
            },
            AnyReport::Strand(r) => split(r.mover, &r.path),
            AnyReport::Assaut(r) => match r.mv {
                assaut::Move::Place(..) => LastMove {
                    side: r.mover,
                    from: None,
                    to: r.path.clone(),
                    combat: None,
                },
                _ => split(r.mover, &r.path),
            },
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pairs(list: &[(&str, &str)]) -> Vec<(String, String)> {
        list.iter().map(|(k, v)| (k.to_string(), v.to_string())).collect()
    }

    /// `values` lists every switch of the game's table, in its order, and
    /// building from those values gives the same options back.
    #[test]
    fn every_game_lists_each_switch_with_its_value() {
        for kind in GameKind::ALL {
            let names: Vec<&str> = kind.switches().iter().map(|s| s.name).collect();
            for variant in kind.variants() {
                let spec = OptionsSpec {
                    variant: Some(variant.to_string()),
                    ..OptionsSpec::default()
                };
                let values = AnyOptions::build(kind, &spec).unwrap().values();
                assert_eq!(values.iter().map(|(n, _)| n.as_str()).collect::<Vec<_>>(), names);
                let again = AnyOptions::from_resolved(kind, &values, &[]).unwrap().values();
                assert_eq!(again, values, "{kind} {variant}");
                assert_eq!(spec.resolve(kind).unwrap().resolved, Some(values));
            }
        }
        let standard = OptionsSpec {
            variant: Some("standard".into()),
            sets: pairs(&[("max-plies", "400")]),
            resolved: None,
        };
        assert_eq!(
            AnyOptions::build(GameKind::Lattaque, &standard).unwrap().values(),
            pairs(&[
                ("attack", "orthogonal"),
                ("equal-scouts", "remove"),
                ("spy", "attacking"),
                ("flag-placement", "free"),
                ("max-plies", "400")
            ])
        );
    }

    /// Recorded values win over what the variant's name gives today, and
    /// a recorded list is read only as the game writes it.
    #[test]
    fn options_are_built_from_the_recorded_values() {
        let recorded = OptionsSpec {
            variant: Some("standard".into()),
            sets: pairs(&[("spy", "attacking")]),
            resolved: Some(pairs(&[("attack", "frontal"), ("spy", "attacking")])),
        };
        let AnyOptions::Lattaque(o) = AnyOptions::build(GameKind::Lattaque, &recorded).unwrap() else {
            panic!("L'Attaque options")
        };
        assert_eq!(o.attack, lattaque::Attack::Frontal, "recorded, not today's standard");
        assert_eq!(o.spy, lattaque::SpyRule::Attacking);
        assert_eq!(o.equal_scouts, lattaque::EqualScouts::Stay, "not recorded: the default");
        let gone = OptionsSpec {
            variant: Some("a-variant-since-removed".into()),
            ..recorded.clone()
        };
        assert!(AnyOptions::build(GameKind::Lattaque, &gone).is_ok());
        assert!(AnyOptions::build(GameKind::Lattaque, &OptionsSpec { resolved: None, ..gone }).is_err());
        for (bad, why) in [
            (pairs(&[("attack", "diagonal")]), "not a value"),
            (pairs(&[("colour", "red")]), "unknown"),
            (pairs(&[("attack", "Frontal")]), "not written as the game writes them"),
            (
                pairs(&[("spy", "always"), ("attack", "frontal")]),
                "not written as the game writes them",
            ),
            (
                pairs(&[("attack", "frontal"), ("attack", "frontal")]),
                "not written as the game writes them",
            ),
            (pairs(&[("spy", "always")]), "contradict the switch spy=attacking"),
        ] {
            let err = AnyOptions::from_resolved(GameKind::Lattaque, &bad, &recorded.sets).unwrap_err();
            assert!(err.to_string().contains(why), "{bad:?}: {err}");
        }
        let forts = pairs(&[("forts", "allies:none/germans:e7")]);
        let AnyOptions::Strand(o) = AnyOptions::from_resolved(GameKind::Strand, &forts, &[]).unwrap() else {
            panic!("Strand options")
        };
        assert!(o.forts(Side::First).is_empty());
        let huff = pairs(&[("fortress-sideways", "off"), ("huff", "on")]);
        let AnyOptions::Assaut(o) = AnyOptions::from_resolved(GameKind::Assaut, &huff, &[]).unwrap() else {
            panic!("L'Assaut options")
        };
        assert!(o.huff);
    }
}
