//! One type over the three games, so the referee, the CLI and `verify` can
//! work with "a game" without knowing which. Still pure: no I/O.

use super::{
    assaut, lattaque, strand, BoardView, Game, IllegalMove, LastMove, Outcome, ParseError, Side, Square, SwitchInfo,
};
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
            _ => Err(ParseError::new(format!(
                "unknown game '{}': choose lattaque, strand or assaut",
                name.trim()
            ))),
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

    pub fn side_name_fr(self, side: Side) -> &'static str {
        match (self, side) {
            (GameKind::Lattaque, Side::First) => "Sud",
            (GameKind::Lattaque, Side::Second) => "Nord",
            (GameKind::Strand, Side::First) => "Alliés",
            (GameKind::Strand, Side::Second) => "Allemands",
            (GameKind::Assaut, Side::First) => "Soldats",
            (GameKind::Assaut, Side::Second) => "Officiers",
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

    pub fn rules_summary(self) -> String {
        match self {
            GameKind::Lattaque => lattaque::rules_summary(),
            GameKind::Strand => strand::rules_summary(),
            GameKind::Assaut => assaut::rules_summary(),
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
/// set one by one on top of it. This is what the log records.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct OptionsSpec {
    pub variant: Option<String>,
    pub sets: Vec<(String, String)>,
}

impl OptionsSpec {
    /// Parse `SWITCH=VALUE` strings.
    pub fn with_sets(variant: Option<String>, sets: &[String]) -> Result<OptionsSpec, ParseError> {
        let mut out = OptionsSpec {
            variant,
            sets: Vec::new(),
        };
        for s in sets {
            let (k, v) = s
                .split_once('=')
                .ok_or_else(|| ParseError::new(format!("'{s}': a switch is set as NAME=VALUE")))?;
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
}

/// Checked options for one game.
#[derive(Clone, Debug)]
pub enum AnyOptions {
    Lattaque(lattaque::Options),
    Strand(strand::Options),
    Assaut(assaut::Options),
}

impl AnyOptions {
    pub fn build(kind: GameKind, spec: &OptionsSpec) -> Result<AnyOptions, ParseError> {
        macro_rules! build {
            ($m:ident, $v:ident) => {{
                let mut o = match &spec.variant {
                    Some(v) => $m::Options::variant(v)?,
                    None => $m::Options::default(),
                };
                for (k, v) in &spec.sets {
                    o.set(k, v)?;
                }
                AnyOptions::$v(o)
            }};
        }
        Ok(match kind {
            GameKind::Lattaque => build!(lattaque, Lattaque),
            GameKind::Strand => build!(strand, Strand),
            GameKind::Assaut => build!(assaut, Assaut),
        })
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

/// Why a move was not played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MoveError {
    Syntax(ParseError),
    Illegal(IllegalMove),
}

impl fmt::Display for MoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MoveError::Syntax(e) => write!(f, "not a move: {e}"),
            MoveError::Illegal(e) => write!(f, "illegal: {e}"),
        }
    }
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

    /// The move's sentence in French (the English one is `Display`).
    pub fn describe_fr(&self) -> String {
        match self {
            AnyReport::Lattaque(r) => lattaque_fr(r),
            AnyReport::Strand(r) => strand_fr(r),
            AnyReport::Assaut(r) => assaut_fr(r),
        }
    }
}

fn squares_fr(list: &[super::Square]) -> String {
    let v: Vec<String> = list.iter().map(|s| s.to_string()).collect();
    match v.len() {
        0 => String::new(),
        1 => v[0].clone(),
        n => format!("{} et {}", v[..n - 1].join(", "), v[n - 1]),
    }
}

fn lattaque_fr(r: &lattaque::Report) -> String {
    let me = if r.side == Side::First { "le Sud" } else { "le Nord" };
    let them = if r.side == Side::First { "du Nord" } else { "du Sud" };
    let mine = if r.side == Side::First { "du Sud" } else { "du Nord" };
    let Some(c) = &r.combat else {
        return if r.scout_shown {
            format!("L'Éclaireur {mine} a couru {}-{}.", r.from, r.to)
        } else {
            format!("{} a joué {}-{}.", capitalise(me), r.from, r.to)
        };
    };
    let a = c.attacker_rank.name_fr();
    let mut s = if r.from != r.to {
        format!("{} a joué {}-{}, puis son {a} a attaqué ", capitalise(me), r.from, r.to)
    } else {
        format!(
            "{} {mine} en {} a attaqué ",
            capitalise(&the_rank(c.attacker_rank)),
            c.attacker
        )
    };
    s.push_str(&format!("{} {them} en {}", the_rank(c.defender_rank), c.defender));
    if c.flag_captured {
        s.push_str(&format!(" et l'a pris : {me} gagne."));
        return s;
    }
    let a_gone = c.removed.contains(&c.attacker);
    let d_gone = c.removed.contains(&c.defender);
    s.push_str(&match (a_gone, d_gone) {
        (true, true) => " : les deux sont retirés.".to_string(),
        (false, true) => format!(
            " : {} {them} est {}.",
            the_rank(c.defender_rank),
            removed(c.defender_rank)
        ),
        (true, false) => format!(
            " : {} {mine} est {}.",
            the_rank(c.attacker_rank),
            removed(c.attacker_rank)
        ),
        (false, false) => " : Éclaireurs égaux, les deux restent.".to_string(),
    });
    s
}

fn strand_fr(r: &strand::Report) -> String {
    let adj = |s: Side| if s == Side::First { "alliée" } else { "allemande" };
    let capital = if r.mover == Side::First { "Berlin" } else { "Bordeaux" };
    let sep = if r.jump { "x" } else { "-" };
    let path: Vec<String> = r.path.iter().map(|s| s.to_string()).collect();
    let mut s = format!("{} {} ", capitalise(&the_kind(r.kind)), adj(r.mover));
    if r.jump {
        let taken: Vec<String> = r
            .captured
            .iter()
            .map(|(sq, k)| format!("{} {} en {sq}", the_kind(*k), adj(r.mover.other())))
            .collect();
        let taken = match taken.len() {
            0 => String::new(),
            1 => taken[0].clone(),
            n => format!("{} et {}", taken[..n - 1].join(", "), taken[n - 1]),
        };
        s.push_str(&format!("a sauté {}, prenant {taken}", path.join(sep)));
        if r.reached_capital {
            s.push_str(&format!(", et est entrée dans {capital}"));
        }
    } else {
        s.push_str(&format!("a joué {}", path.join(sep)));
        if r.reached_capital {
            s.push_str(&format!(" et est entrée dans {capital}"));
        }
    }
    s.push('.');
    s
}

fn assaut_fr(r: &assaut::Report) -> String {
    match &r.mv {
        assaut::Move::Place(a, b) => format!("Les Officiers ont pris leurs postes en {a} et {b}."),
        assaut::Move::Step { from, to } if r.mover == Side::First => format!("Un Soldat est allé de {from} à {to}."),
        assaut::Move::Step { from, to } => match r.huffed.len() {
            0 => format!("Un Officier est allé de {from} à {to}."),
            1 => format!("Un Officier est allé de {from} à {to} sans prendre : l'Officier en {} est retiré pour ne pas avoir pris.", r.huffed[0]),
            _ => format!("Un Officier est allé de {from} à {to} sans prendre : les Officiers en {} sont retirés pour ne pas avoir pris.", squares_fr(&r.huffed)),
        },
        assaut::Move::Jump { .. } => {
            let n = r.taken.len();
            format!("Un Officier a pris {n} Soldat{} (en {}) par {}.", if n > 1 { "s" } else { "" }, squares_fr(&r.taken), r.mv)
        }
    }
}

/// A rank of L'Attaque with its definite article: "l'Espion", "la Mine",
/// "le Sergent".
fn the_rank(r: lattaque::Rank) -> String {
    let name = r.name_fr();
    if name.starts_with(['A', 'E', 'I', 'O', 'U', 'É']) {
        format!("l'{name}")
    } else if r == lattaque::Rank::Mine {
        format!("la {name}")
    } else {
        format!("le {name}")
    }
}

/// "retiré", agreeing with the rank's gender.
fn removed(r: lattaque::Rank) -> &'static str {
    if r == lattaque::Rank::Mine {
        "retirée"
    } else {
        "retiré"
    }
}

/// A kind of the Strand game with its article; all three are feminine:
/// "l'Infanterie", "la Cavalerie", "l'Artillerie".
fn the_kind(k: strand::Kind) -> String {
    let name = k.name_fr();
    if name.starts_with(['A', 'E', 'I', 'O', 'U', 'É']) {
        format!("l'{name}")
    } else {
        format!("la {name}")
    }
}

fn capitalise(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(f) => f.to_uppercase().collect::<String>() + c.as_str(),
        None => String::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reports_read_in_french() {
        let opts = AnyOptions::build(GameKind::Strand, &OptionsSpec::default()).unwrap();
        let pos = AnyPosition::start(&opts, Side::First).unwrap();
        let (_, mv, r) = pos.play_text(&pos.legal_moves()[0]).unwrap();
        let fr = r.describe_fr();
        assert!(
            fr == format!("La Cavalerie alliée a joué {mv}.") || fr == format!("L'Infanterie alliée a joué {mv}."),
            "{fr}"
        );
        let opts = AnyOptions::build(GameKind::Assaut, &OptionsSpec::default()).unwrap();
        let pos = AnyPosition::start(&opts, Side::First).unwrap();
        let (_, _, r) = pos.play_text("place d6 e6").unwrap();
        assert_eq!(r.describe_fr(), "Les Officiers ont pris leurs postes en d6 et e6.");
        let AnyOptions::Lattaque(o) = AnyOptions::build(GameKind::Lattaque, &OptionsSpec::default()).unwrap() else {
            panic!()
        };
        let a = lattaque::Army::parse(crate::games::lattaque::SAMPLE_ARMY_FIRST, Side::First, &o).unwrap();
        let b = lattaque::Army::parse(crate::games::lattaque::SAMPLE_ARMY_SECOND, Side::Second, &o).unwrap();
        let pos = AnyPosition::Lattaque(lattaque::Position::from_armies(o, &a, &b, Side::First));
        let (_, _, r) = pos.play_text("a4-a5").unwrap();
        assert_eq!(r.describe_fr(), "Le Sud a joué a4-a5.");
    }

    #[test]
    fn french_articles_follow_the_name() {
        use lattaque::Rank;
        assert_eq!(the_rank(Rank::Spy), "l'Espion");
        assert_eq!(the_rank(Rank::Scout), "l'Éclaireur");
        assert_eq!(the_rank(Rank::Mine), "la Mine");
        assert_eq!(the_rank(Rank::Sergeant), "le Sergent");
        assert_eq!((removed(Rank::Mine), removed(Rank::Sapper)), ("retirée", "retiré"));
        assert_eq!(the_kind(strand::Kind::Cavalry), "la Cavalerie");
        assert_eq!(the_kind(strand::Kind::Infantry), "l'Infanterie");
        assert_eq!(the_kind(strand::Kind::Artillery), "l'Artillerie");
        assert_eq!(capitalise(&the_rank(Rank::Spy)), "L'Espion");
    }
}
