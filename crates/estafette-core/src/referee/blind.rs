//! The blind referee: L'Attaque refereed without knowing the armies.
//!
//! The referee holds each side's commitment (root and leaves, never a rank),
//! a [`BlindBoard`] on which a piece's rank is known only once its owner has
//! opened it, the homes of the pieces that ever moved, and every move played.
//! It enforces each rule at once where the board and the openings allow, and
//! everything else at the final reveal, when both players publish seed and
//! army and every move is replayed with full knowledge
//! (`docs/PROTOCOL.md`, section 5, "The referee's side").
//!
//! Pure: no I/O, no clock. Each step returns either what happened, a
//! refusal (nothing applied; the player may send again) or a breach (the
//! breaching player forfeits the game).

use std::collections::{BTreeMap, BTreeSet};

use crate::games::lattaque::{Army, BlindBoard, Move, Options, Position, Rank};
use crate::games::{End, Game, Side, Square};
use crate::protocol::blind::{self as fmt, BlindError};
use crate::protocol::commit::{Commitment, Opening};
use crate::protocol::parse_open_line;
use crate::reason::{Sentence, Why};

use super::blind_refusal::{BlindRefusal as R, Breach};

/// A verdict: the winner (`None` for a draw) and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Verdict {
    pub winner: Option<Side>,
    pub reason: End,
}

/// Why a step was not applied.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Fault {
    /// Refused: nothing applied; the player may correct and send again.
    Refused(Why),
    /// A breach of the protocol or the rules: the side forfeits.
    Breach(Side, Why),
}

impl Fault {
    fn refused<T>(r: R) -> Result<T, Fault> {
        Err(Fault::Refused(Why::of(&r)))
    }

    fn breach<T>(side: Side, b: Breach) -> Result<T, Fault> {
        Err(Fault::Breach(side, Why::of(&b)))
    }

    /// The English of the refusal or the breach.
    pub fn english(&self) -> &str {
        match self {
            Fault::Refused(w) | Fault::Breach(_, w) => &w.english,
        }
    }
}

/// Where a blind game stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BlindPhase {
    /// Waiting for the commitments.
    Setup,
    Play,
    /// The game is over on the board (provisional result); waiting for the
    /// final reveals.
    Reveal,
    /// Final.
    Over,
}

/// A combat waiting for the defender's opening.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PendingCombat {
    /// The attacker's square (after its step) and the attacked square.
    pub at: Square,
    pub target: Square,
    /// The attacked piece's side and home.
    pub defender: Side,
    pub defender_home: Square,
}

/// One opening as read from an `open SQ RANK SALT` line.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Open {
    pub home: Square,
    pub rank: Rank,
    pub salt: [u8; 32],
}

/// Parses an `open SQ RANK SALT` line (see `docs/PROTOCOL.md`, section 4).
pub fn parse_open(line: &str) -> Result<Open, String> {
    parse_open_why(line).map_err(|why| why.english)
}

/// [`parse_open`], its refusal's English and [`crate::reason::Reason`].
pub fn parse_open_why(line: &str) -> Result<Open, Why> {
    let ol = parse_open_line(line).map_err(|e| Why::of(&e))?;
    let home = fmt::square_of_byte(fmt::square_byte(ol.sq).map_err(|e| e.why())?);
    let rank = Rank::parse(ol.rank).map_err(|e| e.why())?;
    Ok(Open {
        home,
        rank,
        salt: ol.salt,
    })
}

/// One move as played, for the final replay.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Played {
    pub side: Side,
    pub mv: Move,
    /// The moving piece's home.
    pub home: Square,
}

/// What one turn did, for the mails.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct TurnReport {
    /// The openings accepted, as canonical lines (sent to both players).
    pub openings: Vec<String>,
    /// A combat resolved: the squares emptied.
    pub combat: Option<Vec<Square>>,
    /// The move applied, in canonical form.
    pub moved: Option<String>,
    /// A combat now waits for the opponent's opening of this square.
    pub awaiting: Option<Square>,
}

/// A blind game in the referee's hands.
#[derive(Clone, Debug, PartialEq)]
pub struct BlindGame {
    pub game: String,
    pub opts: Options,
    pub first_to_move: Side,
    pub phase: BlindPhase,
    pub commits: [Option<Commitment>; 2],
    pub board: BlindBoard,
    /// Opened ranks by home square, per side.
    pub opened: [BTreeMap<Square, Rank>; 2],
    /// Homes of the pieces that have ever moved, per side.
    pub moved: [BTreeSet<Square>; 2],
    pub pending: Option<PendingCombat>,
    pub history: Vec<Played>,
    /// The result on the board, provisional until the reveals check.
    pub provisional: Option<Verdict>,
    /// The armies revealed and checked.
    pub reveals: [Option<Army>; 2],
    /// The final result.
    pub result: Option<Verdict>,
    /// The reveal deadline's clock has been started.
    pub reveal_clock: bool,
}

impl BlindGame {
    /// A new blind game waiting for both commitments.
    pub fn new(game: &str, opts: Options, first_to_move: Side) -> BlindGame {
        BlindGame {
            game: game.to_string(),
            opts,
            first_to_move,
            phase: BlindPhase::Setup,
            commits: [None, None],
            board: BlindBoard::start(opts, first_to_move),
            opened: [BTreeMap::new(), BTreeMap::new()],
            moved: [BTreeSet::new(), BTreeSet::new()],
            pending: None,
            history: Vec::new(),
            provisional: None,
            reveals: [None, None],
            result: None,
            reveal_clock: false,
        }
    }

    /// The commitment side byte: 1 for the side that moves first.
    pub fn commit_side(&self, side: Side) -> u8 {
        if side == self.first_to_move {
            1
        } else {
            2
        }
    }

    /// The side whose mail the game waits for, in play.
    pub fn to_act(&self) -> Option<Side> {
        match self.phase {
            BlindPhase::Play => Some(self.board.to_move),
            BlindPhase::Setup | BlindPhase::Reveal | BlindPhase::Over => None,
        }
    }

    /// A commitment message from `side` (the `commit` and `leaf` lines).
    /// A malformed one is refused (the player may send it again), and so
    /// is one whose `options` line names other options than the game's.
    pub fn commit(&mut self, side: Side, text: &str) -> Result<(), Fault> {
        if self.phase != BlindPhase::Setup {
            return Fault::refused(R::AllCommitted);
        }
        if self.commits[side.index()].is_some() {
            return Fault::refused(R::ArmyCommitted);
        }
        let protocol = |e: BlindError| Fault::Refused(Why::of(&R::Protocol(e.why())));
        let c = fmt::parse_commit_message(text, &self.game, self.commit_side(side), side).map_err(protocol)?;
        if let Some(sealed) = fmt::commit_options(text).map_err(protocol)? {
            if sealed != self.opts {
                let named = |o: &Options| o.variant_name().map_or_else(|| o.to_text(), str::to_string);
                return Fault::refused(R::OtherOptions {
                    sealed: named(&sealed),
                    game: named(&self.opts),
                });
            }
        }
        self.commits[side.index()] = Some(c);
        if self.commits.iter().all(Option::is_some) {
            self.phase = BlindPhase::Play;
        }
        Ok(())
    }

    /// Checks one opening by `side` and records it. A mismatch with the leaf,
    /// a rank opened more often than an army has it, or an opened Mine or
    /// Flag that has moved is a breach.
    pub fn open(&mut self, side: Side, op: &Open) -> Result<String, Fault> {
        let c = self.commits[side.index()]
            .as_ref()
            .ok_or_else(|| Fault::Refused(Why::of(&R::NoCommitment)))?;
        let sq = op.home.index(crate::games::lattaque::FILES);
        if c.leaf_at(sq).is_none() {
            return Fault::refused(R::NoPieceStarted { home: op.home });
        }
        if !c.verify_opening(&Opening {
            sq,
            rank: op.rank.byte(),
            salt: op.salt,
        }) {
            return Fault::breach(
                side,
                Breach::OpeningMismatch {
                    home: op.home,
                    rank: op.rank,
                },
            );
        }
        let opened = &mut self.opened[side.index()];
        opened.insert(op.home, op.rank);
        let n = opened.values().filter(|r| **r == op.rank).count();
        if n > op.rank.count() as usize {
            return Fault::breach(side, Breach::TooManyOpened { n, rank: op.rank });
        }
        if !op.rank.is_movable() && self.moved[side.index()].contains(&op.home) {
            return Fault::breach(
                side,
                Breach::MovedButOpened {
                    home: op.home,
                    rank: op.rank,
                },
            );
        }
        self.board.open(side, op.home, op.rank);
        Ok(crate::protocol::format_open_line(
            &op.home.to_string(),
            op.rank.code(),
            &op.salt,
        ))
    }

    /// One mail of `side` in play: its opening lines, then its move, if any.
    /// A pending combat against `side` must be answered by opening the
    /// attacked piece; the combat is then resolved before the move.
    /// On a refusal nothing is applied (the caller keeps the old state).
    pub fn turn(&mut self, side: Side, openings: &[Open], mv: Option<&str>) -> Result<TurnReport, Fault> {
        if self.phase != BlindPhase::Play {
            return Fault::refused(R::NotInPlay);
        }
        if self.board.to_move != side && openings.is_empty() {
            return Fault::refused(R::NotYourTurn { side: side.other() });
        }
        let mut rep = TurnReport::default();
        for op in openings {
            rep.openings.push(self.open(side, op)?);
        }
        if self.board.to_move != side {
            if mv.is_some() {
                return Fault::refused(R::NotYourTurn { side: side.other() });
            }
            return Ok(rep);
        }
        if let Some(p) = self.pending {
            if self.resolve_pending(side, p, mv.is_some(), &mut rep)? {
                return Ok(rep);
            }
        }
        let Some(text) = mv else { return Ok(rep) };
        self.play(side, text, &mut rep)?;
        Ok(rep)
    }

    /// The pending combat `p` against `side`, resolved if `side` has opened
    /// the attacked piece. `Ok(true)` when the mail's turn ends there (the
    /// piece is not opened yet and no move comes, or the game ends).
    fn resolve_pending(
        &mut self,
        side: Side,
        p: PendingCombat,
        moves: bool,
        rep: &mut TurnReport,
    ) -> Result<bool, Fault> {
        if !self.opened[side.index()].contains_key(&p.defender_home) {
            if !moves {
                return Ok(true);
            }
            return Fault::refused(R::OpenFirst {
                target: p.target,
                home: p.defender_home,
            });
        }
        let removed = self
            .board
            .resolve(p.at, p.target)
            .ok_or_else(|| Fault::Refused(Why::of(&R::CombatUnresolved)))?;
        self.pending = None;
        rep.combat = Some(removed.removed.clone());
        if removed.flag_captured {
            let winner = side.other();
            self.end(Verdict {
                winner: Some(winner),
                reason: End::FlagCaptured { winner },
            });
            return Ok(true);
        }
        if let Some(n) = self.opts.max_plies {
            if self.board.ply >= n {
                self.end(Verdict {
                    winner: None,
                    reason: End::MaxPlies { n },
                });
                return Ok(true);
            }
        }
        if self.no_move_left() {
            return Ok(true);
        }
        Ok(false)
    }

    /// `side`'s move `text`, checked and played; an attack on an opened
    /// piece is resolved at once.
    fn play(&mut self, side: Side, text: &str, rep: &mut TurnReport) -> Result<(), Fault> {
        let m = Move::parse(text).map_err(|e| {
            Fault::Refused(Why::of(&R::NotAMove {
                text: text.to_string(),
                why: e.why(),
            }))
        })?;
        let p = self.board.check_move(&m).map_err(|e| {
            Fault::Refused(Why::of(&R::MoveRefused {
                mv: m.to_string(),
                why: Why::of(&e),
            }))
        })?;
        if m.target().is_some() && p.rank.is_none() {
            return Fault::refused(R::AttackNeedsOpening {
                mv: m.to_string(),
                home: p.home,
            });
        }
        if m.from() != m.arrival() {
            self.moved[side.index()].insert(p.home);
        }
        self.board.apply_move(&m);
        self.history.push(Played {
            side,
            mv: m,
            home: p.home,
        });
        rep.moved = Some(m.to_string());
        if let Some(target) = m.target() {
            let d = self
                .board
                .piece_at(target)
                .ok_or_else(|| Fault::Refused(Why::of(&R::NoPieceToAttack)))?;
            self.pending = Some(PendingCombat {
                at: m.arrival(),
                target,
                defender: d.side,
                defender_home: d.home,
            });
            if d.rank.is_some() {
                // Already opened: the combat is resolved at once.
                let mut me = self.clone();
                me.board.to_move = side.other();
                let sub = me.turn(side.other(), &[], None)?;
                *self = me;
                rep.combat = sub.combat;
            } else {
                rep.awaiting = Some(target);
            }
        } else if let Some(n) = self.opts.max_plies {
            if self.board.ply >= n {
                self.end(Verdict {
                    winner: None,
                    reason: End::MaxPlies { n },
                });
            } else {
                self.no_move_left();
            }
        } else {
            self.no_move_left();
        }
        Ok(())
    }

    /// The rule "a player with no legal move loses", as far as the board
    /// shows: when no piece of the side to move could move whatever its
    /// unknown rank (each is known to be a Mine or the Flag, or is hemmed
    /// in), that side loses (provisionally). A side whose only movable
    /// looking pieces are in fact Mines or the Flag cannot move without a
    /// breach: it must resign, or it loses on time.
    fn no_move_left(&mut self) -> bool {
        let side = self.board.to_move;
        if self.phase == BlindPhase::Play && self.pending.is_none() && !self.board.may_have_a_move(side) {
            self.end(Verdict {
                winner: Some(side.other()),
                reason: End::NoMoveSeen { side },
            });
            return true;
        }
        false
    }

    /// The game is over on the board (or by resignation, agreement, time):
    /// the result is provisional until the reveals check.
    pub fn end(&mut self, v: Verdict) {
        self.provisional = Some(v);
        self.phase = BlindPhase::Reveal;
        self.pending = None;
    }

    /// A resignation.
    pub fn resign(&mut self, side: Side) -> Result<(), Fault> {
        if !matches!(self.phase, BlindPhase::Play | BlindPhase::Setup) {
            return Fault::refused(R::GameOver);
        }
        self.end(Verdict {
            winner: Some(side.other()),
            reason: End::Resigned { side, name: None },
        });
        Ok(())
    }

    /// A breach: the side forfeits at once; the result is final (the
    /// breach is proven by the log itself).
    pub fn forfeit(&mut self, side: Side, why: &Why) {
        self.pending = None;
        self.phase = BlindPhase::Over;
        self.result = Some(Verdict {
            winner: Some(side.other()),
            reason: End::Forfeit { side, why: why.clone() },
        });
    }

    /// The final reveal of `side` (seed and army text). Checked at once: the
    /// root, the composition and placement rules, and that no piece that
    /// moved is a Mine or the Flag. Once both are in, every move is replayed
    /// with full knowledge and the result becomes final.
    pub fn reveal(&mut self, side: Side, seed: &[u8; 32], army_text: &str) -> Result<(), Fault> {
        if self.phase != BlindPhase::Reveal {
            return Fault::refused(R::RevealTooEarly);
        }
        if self.reveals[side.index()].is_some() {
            return Fault::refused(R::AlreadyRevealed);
        }
        let c = self.commits[side.index()]
            .as_ref()
            .ok_or_else(|| Fault::Refused(Why::of(&R::NoArmyCommitted)))?;
        let army = fmt::check_reveal(
            &self.game,
            self.commit_side(side),
            side,
            &self.opts,
            &c.root,
            c.key.as_ref(),
            seed,
            army_text,
        )
        .map_err(|e| Fault::Breach(side, Why::of(&Breach::Reveal(e.why()))))?;
        for home in &self.moved[side.index()] {
            if let Some(r) = army.rank_at(*home) {
                if !r.is_movable() {
                    return Fault::breach(side, Breach::MovedButRevealed { home: *home, rank: r });
                }
            }
        }
        self.reveals[side.index()] = Some(army);
        if self.reveals.iter().all(Option::is_some) {
            self.replay()?;
            self.result = self.provisional.clone();
            self.phase = BlindPhase::Over;
        }
        Ok(())
    }

    /// The position at the end with both armies known, once both reveals
    /// are in (for the last mails' board); `None` before.
    pub fn final_position(&self) -> Option<Position> {
        self.replay().ok().flatten()
    }

    /// Replays every move with both armies known: a move the full rules
    /// refuse is a breach of its mover; a combat must give what was played.
    /// The position reached, or `None` while a reveal is missing.
    fn replay(&self) -> Result<Option<Position>, Fault> {
        let (Some(a), Some(b)) = (&self.reveals[0], &self.reveals[1]) else {
            return Ok(None);
        };
        let mut pos = Position::from_armies(self.opts, a, b, self.first_to_move);
        for (i, p) in self.history.iter().enumerate() {
            let (next, _) = pos.play(&p.mv).map_err(|e| {
                Fault::Breach(
                    p.side,
                    Why::of(&Breach::IllegalMove {
                        n: i + 1,
                        mv: p.mv.to_string(),
                        why: e.why(),
                    }),
                )
            })?;
            pos = next;
        }
        Ok(Some(pos))
    }

    /// The reveal deadline has passed: a side that has not revealed
    /// forfeits; if neither has, the game is drawn (void).
    pub fn reveal_deadline_passed(&mut self) {
        if self.phase != BlindPhase::Reveal {
            return;
        }
        match (&self.reveals[0], &self.reveals[1]) {
            (None, None) => {
                self.phase = BlindPhase::Over;
                self.result = Some(Verdict {
                    winner: None,
                    reason: End::NoReveal,
                });
            }
            (None, Some(_)) => self.forfeit(Side::First, &Why::of(&Breach::NoReveal)),
            (Some(_), None) => self.forfeit(Side::Second, &Why::of(&Breach::NoReveal)),
            (Some(_), Some(_)) => {}
        }
    }

    /// The `Position:` line for the referee's mails.
    pub fn position_line(&self) -> String {
        fmt::position_line(&self.board)
    }
}

/// Applies `f` to a copy of `game`: on success the copy replaces it; on a
/// refusal nothing changes; on a breach the breaching side forfeits.
pub fn step<T>(game: &mut BlindGame, f: impl FnOnce(&mut BlindGame) -> Result<T, Fault>) -> Result<T, Fault> {
    let mut g = game.clone();
    match f(&mut g) {
        Ok(t) => {
            *game = g;
            Ok(t)
        }
        Err(Fault::Refused(m)) => Err(Fault::Refused(m)),
        Err(Fault::Breach(side, why)) => {
            game.forfeit(side, &why);
            Err(Fault::Breach(side, why))
        }
    }
}

// ---------------------------------------------------------------- the log

use super::event::Opening as OpeningRecord;

/// An opening as the log records it.
pub fn opening_record(op: &Open) -> OpeningRecord {
    OpeningRecord {
        square: op.home.to_string(),
        rank: op.rank.code().to_string(),
        salt: crate::protocol::hex_encode(&op.salt),
    }
}

/// The opening a log's record stands for.
pub(crate) fn open_of_record(r: &OpeningRecord) -> Result<Open, Why> {
    parse_open_why(&format!("open {} {} {}", r.square, r.rank, r.salt))
}

/// The short public line for a blind move (the referee sees no rank):
/// `Display` is its English, which the log records.
#[derive(Clone, Debug, PartialEq, Eq, Sentence)]
#[sentence(id = "report-blind-played", game = "lattaque")]
pub struct BlindReport {
    pub side: Side,
    /// The move as played (canonical).
    #[sentence(name = "move")]
    pub mv: String,
}
