//! A game's state: what replaying its log gives.
//!
//! [`GameState::apply`] is the one place where an event changes a game; live
//! play, the snapshot check in `audit`, and `verify` all go through it, so
//! the rules that make a log valid are written once. Applying an event that
//! does not fit (an illegal move, a combat whose recorded result differs from
//! the rules, an opening that does not match its leaf) is an error naming the
//! fault, and the state is left unchanged.

use super::clock::Clock;
pub use super::event::{side_from_num, side_num};
use super::event::{CombatRecord, Event, Leaf, Opening};
use crate::games::any::{AnyOptions, AnyPosition, AnyReport, GameKind, OptionsSpec};
use crate::games::lattaque::{self, Army};
use crate::games::{End, LastMove, Outcome, Side, Square};
use crate::protocol::{self, commit};
use crate::reason::{Reason, Why};
use serde::{Deserialize, Serialize};

use super::misfit::{side_of, Plain, Proof, Role, SnapshotFault};
pub use super::misfit::{Misfit, Who};

mod apply;
mod blind_events;

/// A hidden army as the referee holds it in held mode.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct HeldArmy {
    /// Canonical army text (`Army::to_text`).
    pub army: String,
    /// The 32-byte seed, hex.
    pub seed: String,
    /// The signed command text of the mail that set it up, when its
    /// player signs: the log's `signed` event holds it sealed
    /// ([`super::command::seal_setups`]) until the armies are published.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub signed: Option<String>,
}

/// A published commitment.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Commit {
    pub root: String,
    pub leaves: Vec<Leaf>,
    /// A blind army sealed in version 2: the player's public signing key
    /// (base64), bound by the root.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub key: Option<String>,
}

/// One played move, for histories.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MoveRecord {
    pub ply: u32,
    pub side: u8,
    pub text: String,
    /// The rules' sentence for the move, in English, as logs written
    /// before transcript format 3 record it.
    pub report: String,
    /// The same report as data, as the log records it since format 3 and
    /// the mails word it in their reader's language.
    pub reason: Reason,
}

/// The result of a finished game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameResult {
    /// 0 for a draw, else the winning side's number.
    pub winner: u8,
    pub reason: End,
}

/// The phase a game is in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Phase {
    /// L'Attaque: waiting for armies. (L'Assaut's placement is a move.)
    Setup,
    Play,
    Over,
}

impl Phase {
    pub fn as_str(self) -> &'static str {
        match self {
            Phase::Setup => "setup",
            Phase::Play => "play",
            Phase::Over => "over",
        }
    }
}

/// Everything the referee knows about one game.
#[derive(Clone, Debug, PartialEq)]
pub struct GameState {
    pub id: String,
    pub kind: GameKind,
    pub spec: OptionsSpec,
    pub mode: String,
    pub players: [String; 2],
    pub first_to_move: Side,
    pub phase: Phase,
    pub position: Option<AnyPosition>,
    /// Shared, not copied, by a copy of the state (a L'Attaque commitment
    /// is 36 leaves of two strings each; a decision copies the state before
    /// each command, to restore it if the command fails).
    pub commits: [Option<std::sync::Arc<Commit>>; 2],
    /// Held mode: the armies and seeds (never serialised in clear).
    pub held: [Option<HeldArmy>; 2],
    /// The moves played, oldest first: all of them after a replay, but only
    /// those applied since the state was loaded from a snapshot (which does
    /// not carry the history, so that it stays the same size however long
    /// the game). See [`GameState::history_complete`].
    pub moves: Vec<MoveRecord>,
    /// How many moves were played before the first of `moves` (0 when
    /// `moves` is the whole history).
    pub moves_before: usize,
    pub draw_offer: Option<Side>,
    pub result: Option<GameResult>,
    pub revealed: [bool; 2],
    /// A result the log calls for, to be recorded by the next event.
    pub pending: Option<GameResult>,
    /// The correspondence clock, if the game has a time control.
    pub clock: Option<Clock>,
    /// Paused by the operator since this time.
    pub paused: Option<i64>,
    /// Number of events applied.
    pub n: u64,
    /// Time of the last event.
    pub at: i64,
    /// Blind mode: the blind referee's state (no rank it was not shown).
    pub blind: Option<Box<super::blind::BlindGame>>,
    /// Blind mode: every event of the log, so that a snapshot is the log
    /// replayed (it holds nothing secret).
    pub blind_log: Vec<Event>,
    /// The squares of the last move played, for the boards of the mails
    /// (kept in the snapshot, which holds no moves).
    pub last_move: Option<LastMove>,
    /// Each player as an author: the position of their last act.
    pub authors: super::authors::Authors,
    /// The players' signing keys and what their signatures cover.
    pub signing: super::signing::Signing,
}

/// The serialised form of a [`GameState`] (the cached snapshot).
///
/// It holds no move history, only the number of moves (`plies`), so that it
/// is the same size at every move of a game; a state read from it has
/// `moves_before` set to that number. Snapshots written by older versions
/// hold the whole history in `moves` instead, and still load.
#[derive(Serialize, Deserialize)]
struct Snapshot {
    id: String,
    kind: GameKind,
    spec: OptionsSpec,
    mode: String,
    players: [String; 2],
    first_to_move: u8,
    phase: Phase,
    position: Option<String>,
    /// Older snapshots only: the commitments, one object per leaf.
    #[serde(default, skip_serializing)]
    commits: [Option<Commit>; 2],
    /// The commitments, in the compact form (absent from older snapshots).
    #[serde(default)]
    commitments: [Option<CompactCommit>; 2],
    held: [Option<HeldArmy>; 2],
    /// Older snapshots only: the whole history (with a French report then,
    /// which a snapshot no longer holds). Such a snapshot is not read: the
    /// game is replayed from its log (see [`GameState::from_snapshot`]).
    #[serde(default, skip_serializing)]
    moves: Vec<serde::de::IgnoredAny>,
    /// The number of moves played (absent from older snapshots).
    #[serde(default)]
    plies: Option<usize>,
    draw_offer: Option<u8>,
    result: Option<GameResult>,
    revealed: [bool; 2],
    pending: Option<GameResult>,
    #[serde(default)]
    clock: Option<Clock>,
    #[serde(default)]
    paused: Option<i64>,
    n: u64,
    at: i64,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    blind_log: Vec<Event>,
    /// Absent from snapshots written before it existed (and of games
    /// without a move yet).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    last_move: Option<LastMove>,
    /// Absent from older snapshots, which are then replayed.
    #[serde(default)]
    authors: Option<super::authors::Authors>,
    /// Absent from older snapshots, of games without keys.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    signing: Option<super::signing::Signing>,
}

/// A commitment in a snapshot: the leaves as one string, `SQUARE LEAF`
/// pairs separated by spaces (`a1 3f0c… b1 9e77…`). A third smaller than
/// one JSON object per leaf, and much quicker to write and read: L'Attaque's
/// 72 leaves were most of its snapshot.
///
/// The commitment of an army the referee holds (held mode) is written
/// without its leaves (`of_held`): they never change after the setup and
/// are recomputed from the army and its seed ([`GameState::commitment_of`])
/// when the snapshot is read, and checked against the root. They were
/// three quarters of a L'Attaque snapshot, sealed and written again at
/// every move.
#[derive(Serialize, Deserialize)]
struct CompactCommit {
    root: String,
    leaves: String,
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    of_held: bool,
    /// A version-2 commitment's key (absent for version 1).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    key: Option<String>,
}

impl CompactCommit {
    fn of(c: &Commit) -> CompactCommit {
        let mut leaves = String::with_capacity(c.leaves.len() * (4 + 64));
        for (i, l) in c.leaves.iter().enumerate() {
            if i > 0 {
                leaves.push(' ');
            }
            leaves.push_str(&l.square);
            leaves.push(' ');
            leaves.push_str(&l.leaf);
        }
        CompactCommit {
            root: c.root.clone(),
            leaves,
            of_held: false,
            key: c.key.clone(),
        }
    }

    /// The commitment of a held army, without its leaves.
    fn of_held(c: &Commit) -> CompactCommit {
        CompactCommit {
            root: c.root.clone(),
            leaves: String::new(),
            of_held: true,
            key: None,
        }
    }

    fn expand(self) -> Result<Commit, Misfit> {
        let mut words = self.leaves.split(' ').filter(|w| !w.is_empty());
        let mut leaves = Vec::new();
        while let Some(square) = words.next() {
            let leaf = words.next().ok_or(Misfit::Snapshot(SnapshotFault::SquareWithoutLeaf))?;
            leaves.push(Leaf {
                square: square.to_string(),
                leaf: leaf.to_string(),
            });
        }
        Ok(Commit {
            root: self.root,
            leaves,
            key: self.key,
        })
    }
}

impl GameState {
    /// The commitment side byte: 1 for the player who moves first.
    pub fn protocol_side(&self, side: Side) -> u8 {
        if side == self.first_to_move {
            1
        } else {
            2
        }
    }

    /// Whose turn it is, if anyone's.
    pub fn to_move(&self) -> Option<Side> {
        if let Some(bg) = &self.blind {
            return bg.to_act();
        }
        match self.phase {
            Phase::Play => self.position.as_ref().map(|p| p.side_to_move()),
            _ => None,
        }
    }

    pub fn is_over(&self) -> bool {
        self.phase == Phase::Over
    }

    pub fn options(&self) -> Result<AnyOptions, Misfit> {
        AnyOptions::build(self.kind, &self.spec).map_err(|e| Misfit::BadOptions { why: e.why() })
    }

    pub fn to_snapshot(&self) -> String {
        let s = Snapshot {
            id: self.id.clone(),
            kind: self.kind,
            spec: self.spec.clone(),
            mode: self.mode.clone(),
            players: self.players.clone(),
            first_to_move: side_num(self.first_to_move),
            phase: self.phase,
            position: self.position.as_ref().map(|p| p.to_text()),
            commits: [None, None],
            commitments: [0, 1].map(|i| {
                self.commits[i].as_ref().map(|c| {
                    if self.held[i].is_some() {
                        CompactCommit::of_held(c)
                    } else {
                        CompactCommit::of(c)
                    }
                })
            }),
            held: self.held.clone(),
            moves: Vec::new(),
            plies: Some(self.plies()),
            draw_offer: self.draw_offer.map(side_num),
            result: self.result.clone(),
            revealed: self.revealed,
            pending: self.pending.clone(),
            clock: self.clock.clone(),
            paused: self.paused,
            n: self.n,
            at: self.at,
            blind_log: self.blind_log.clone(),
            last_move: self.last_move.clone(),
            authors: Some(self.authors.clone()),
            signing: Some(self.signing.clone()),
        };
        serde_json::to_string(&s).unwrap_or_default()
    }

    /// Whether a state read from a snapshot holds everything a replay
    /// would give (except the earlier moves, see `history_complete`):
    /// snapshots from older versions lack the last move's squares, and are
    /// replayed instead of used.
    pub fn snapshot_is_current(&self) -> bool {
        (self.plies() == 0 || self.last_move.is_some()) && !self.authors.unknown
    }

    /// This state as its snapshot would load ([`GameState::to_snapshot`]
    /// then [`GameState::from_snapshot`]): the moves in `moves` are only
    /// counted (`moves_before`), everything else is kept.
    pub fn settled(mut self) -> GameState {
        self.moves_before += self.moves.len();
        self.moves.clear();
        self
    }

    /// Whether `moves` is the whole history of the game. A state loaded
    /// from a snapshot holds only the moves applied since: what needs the
    /// history (HISTORY, the final transcript, `show`, `export`) must use a
    /// state replayed from the log, or [`GameState::with_history_from`].
    pub fn history_complete(&self) -> bool {
        self.moves_before == 0
    }

    /// The number of moves played, whether or not `moves` holds them all.
    pub fn plies(&self) -> usize {
        self.moves_before + self.moves.len()
    }

    /// This state with the whole history, taken from `replayed`: the same
    /// game replayed from its log up to the same event. Fails if the two do
    /// not agree on the moves (the snapshot does not match the log).
    pub fn with_history_from(mut self, replayed: &GameState) -> Result<GameState, Misfit> {
        if !replayed.history_complete() || replayed.n != self.n || replayed.plies() != self.plies() {
            return Err(SnapshotFault::HistoryCount {
                id: self.id.clone(),
                replayed_n: replayed.n,
                replayed_plies: replayed.plies(),
                n: self.n,
                plies: self.plies(),
            }
            .into());
        }
        if replayed.moves[self.moves_before..] != self.moves[..] {
            return Err(SnapshotFault::HistoryDiffers { id: self.id.clone() }.into());
        }
        self.moves = replayed.moves.clone();
        self.moves_before = 0;
        Ok(self)
    }

    /// Whether two states are the same game at the same point, comparing
    /// the move histories only as far as both hold them (a state loaded
    /// from a snapshot holds only the recent moves): what `audit` checks
    /// between the cached state and a replay.
    pub fn same_as(&self, other: &GameState) -> bool {
        let common = self.moves.len().min(other.moves.len());
        if self.plies() != other.plies()
            || self.moves[self.moves.len() - common..] != other.moves[other.moves.len() - common..]
        {
            return false;
        }
        let strip = |s: &GameState| GameState {
            moves: Vec::new(),
            moves_before: s.plies(),
            ..s.clone()
        };
        strip(self) == strip(other)
    }

    pub fn from_snapshot(text: &str) -> Result<GameState, Misfit> {
        let s: Snapshot = serde_json::from_str(text).map_err(|e| SnapshotFault::NotJson { why: e.to_string() })?;
        if !s.moves.is_empty() {
            // Written by an older version, with every move and its report
            // in French: the log is replayed instead.
            return Err(SnapshotFault::Older.into());
        }
        if s.mode == "blind" {
            return GameState::replay(&s.blind_log, [None, None]);
        }
        let position = match &s.position {
            Some(p) => Some(AnyPosition::from_text(s.kind, p).map_err(|e| SnapshotFault::Position { why: e.why() })?),
            None => None,
        };
        let [c0, c1] = s.commitments;
        let of_held = [
            c0.as_ref().is_some_and(|c| c.of_held),
            c1.as_ref().is_some_and(|c| c.of_held),
        ];
        let [o0, o1] = s.commits;
        let commits = [
            c0.map(CompactCommit::expand).transpose()?.or(o0).map(Into::into),
            c1.map(CompactCommit::expand).transpose()?.or(o1).map(Into::into),
        ];
        let mut st = GameState {
            id: s.id,
            kind: s.kind,
            spec: s.spec,
            mode: s.mode,
            players: s.players,
            first_to_move: side_of(s.first_to_move)?,
            phase: s.phase,
            position,
            commits,
            held: s.held,
            moves_before: s.plies.unwrap_or(0),
            moves: Vec::new(),
            draw_offer: s.draw_offer.map(side_of).transpose()?,
            result: s.result,
            revealed: s.revealed,
            pending: s.pending,
            clock: s.clock,
            paused: s.paused,
            n: s.n,
            at: s.at,
            blind: None,
            blind_log: Vec::new(),
            last_move: s.last_move,
            authors: s.authors.unwrap_or_else(super::authors::Authors::unknown),
            signing: s
                .signing
                .unwrap_or_else(|| super::signing::Signing::before_keys(s.plies.unwrap_or(1) > 0)),
        };
        for (i, side) in [Side::First, Side::Second].into_iter().enumerate() {
            if !of_held[i] {
                continue;
            }
            let held = st.held[i]
                .as_ref()
                .ok_or(Misfit::Snapshot(SnapshotFault::NoLeavesNorArmy))?;
            let c = st.commitment_of(side, held)?;
            if Some(&c.root) != st.commits[i].as_ref().map(|c| &c.root) {
                return Err(SnapshotFault::HeldArmyDiffers.into());
            }
            st.commits[i] = Some(c.into());
        }
        Ok(st)
    }

    /// Build the state from a log. `held` gives the hidden armies known to
    /// the caller (the referee's decrypted secrets, or for `verify` the
    /// armies published at the end); without them a L'Attaque game cannot be
    /// replayed past its setup.
    pub fn replay(events: &[Event], held: [Option<HeldArmy>; 2]) -> Result<GameState, Misfit> {
        let mut it = events.iter();
        let first = it.next().ok_or(Misfit::Plain(Plain::EmptyLog))?;
        let mut state = GameState::created(first)?;
        state.held = held;
        for (i, ev) in it.enumerate() {
            state = state.apply_owned(ev).map_err(|e| Misfit::AtEvent {
                n: i + 2,
                misfit: Box::new(e),
            })?;
        }
        Ok(state)
    }

    /// The state after the first event, which must be `Created`.
    pub fn created(ev: &Event) -> Result<GameState, Misfit> {
        let Event::Created {
            game,
            kind,
            variant,
            switches,
            resolved,
            players,
            first_to_move,
            mode,
            at,
            clock,
        } = ev
        else {
            return Err(Plain::FirstNotCreated.into());
        };
        if !protocol::encode::valid_game_id(game) {
            return Err(Misfit::BadGameId { game: game.clone() });
        }
        let kind = GameKind::parse(kind).map_err(|e| Misfit::Inner(e.why()))?;
        let spec = OptionsSpec {
            variant: variant.clone(),
            sets: switches.clone(),
            resolved: resolved.clone(),
        };
        let opts = AnyOptions::build(kind, &spec).map_err(|e| Misfit::BadOptions { why: e.why() })?;
        let first = side_of(*first_to_move)?;
        let blind = match (mode.as_str(), &opts) {
            ("held", _) => None,
            ("blind", AnyOptions::Lattaque(o)) => Some(Box::new(super::blind::BlindGame::new(game, *o, first))),
            ("blind", _) => return Err(Plain::BlindNotLattaque.into()),
            _ => return Err(Misfit::UnknownMode { mode: mode.clone() }),
        };
        let position = AnyPosition::start(&opts, first);
        let phase = if position.is_some() { Phase::Play } else { Phase::Setup };
        Ok(GameState {
            id: game.clone(),
            kind,
            spec,
            mode: mode.clone(),
            players: players.clone(),
            first_to_move: first,
            phase,
            position,
            commits: [None, None],
            held: [None, None],
            moves: Vec::new(),
            moves_before: 0,
            draw_offer: None,
            result: None,
            revealed: [false, false],
            pending: None,
            clock: clock.clone().map(|c| Clock::new(c, *at)),
            paused: None,
            n: 1,
            at: *at,
            blind_log: if blind.is_some() { vec![ev.clone()] } else { Vec::new() },
            blind,
            last_move: None,
            authors: Default::default(),
            signing: Default::default(),
        })
    }

    /// Apply one event to a copy of the state, checking that it fits; the
    /// state itself is left as it was whatever happens.
    pub fn apply(&self, ev: &Event) -> Result<GameState, Misfit> {
        self.clone().apply_owned(ev)
    }

    /// Apply one event to this state, checking that it fits. On an error the
    /// state is dropped: for replays (verify, audit, the store) that stop at
    /// the first bad event, without copying the whole state (and its list of
    /// moves) once per event.
    pub fn apply_owned(mut self, ev: &Event) -> Result<GameState, Misfit> {
        self.apply_in_place(ev)?;
        Ok(self)
    }

    /// Apply one event to this state, checking that it fits, without copying
    /// it. On an error the state may be left partly changed: for a caller
    /// that then drops it, or puts back a copy it kept.
    pub fn apply_in_place(&mut self, ev: &Event) -> Result<(), Misfit> {
        self.apply_with(ev, None)
    }

    /// [`GameState::apply_in_place`] for a move its caller has just played
    /// on this state's position: `played` is what `play_text` of the
    /// event's text gave there (the next position, the canonical text, the
    /// report), so the move is not played a second time. Every other check
    /// is made as for any event.
    pub(crate) fn apply_played(&mut self, ev: &Event, played: (AnyPosition, String, AnyReport)) -> Result<(), Misfit> {
        self.apply_with(ev, Some(played))
    }

    /// The sides on the clock now, with their deadlines: the side to move,
    /// or in the setup phase each side whose army has not arrived.
    pub fn on_clock(&self) -> Vec<(Side, i64)> {
        let Some(c) = &self.clock else { return Vec::new() };
        if self.paused.is_some() {
            return Vec::new();
        }
        match self.phase {
            Phase::Over => Vec::new(),
            Phase::Setup => [Side::First, Side::Second]
                .into_iter()
                .filter(|s| self.commits[s.index()].is_none())
                .map(|s| (s, c.deadline(s.index())))
                .collect(),
            Phase::Play
                if self
                    .blind
                    .as_ref()
                    .is_some_and(|b| b.phase == super::blind::BlindPhase::Reveal) =>
            {
                // The final reveals: each side that has not revealed, a
                // fixed period from the end on the board.
                let mut rc = c.clone();
                rc.control.moves = None;
                [Side::First, Side::Second]
                    .into_iter()
                    .filter(|s| !self.revealed[s.index()])
                    .map(|s| (s, rc.deadline(s.index())))
                    .collect()
            }
            Phase::Play => self
                .to_move()
                .map(|s| vec![(s, c.deadline(s.index()))])
                .unwrap_or_default(),
        }
    }

    /// The deadline of `side`, checking that it is on the clock with `deadline`.
    fn check_on_clock(&self, side: u8, deadline: i64) -> Result<i64, Misfit> {
        let side_ = side_of(side)?;
        let (_, d) = self
            .on_clock()
            .into_iter()
            .find(|(s, _)| *s == side_)
            .ok_or_else(|| Misfit::NotOnClock { who: self.who(side_) })?;
        if d != deadline {
            return Err(Misfit::WrongDeadline {
                who: self.who(side_),
                deadline: d,
                given: deadline,
            });
        }
        Ok(d)
    }

    /// A side as the log's messages name it: "South (Alice)".
    pub fn who(&self, side: Side) -> Who {
        Who {
            kind: self.kind,
            side,
            name: self.players[side.index()].clone(),
        }
    }

    pub fn side_label(&self, side: u8) -> String {
        let side_ = if side == 1 { Side::First } else { Side::Second };
        format!("{} ({})", self.kind.side_name(side_), self.players[side_.index()])
    }

    /// The rules' verdict after a move, as a pending result.
    fn rules_result(&self) -> Option<GameResult> {
        match self.position.as_ref()?.outcome()? {
            Outcome::Win { winner, reason } => Some(GameResult {
                winner: side_num(winner),
                reason,
            }),
            Outcome::Draw { reason } => Some(GameResult { winner: 0, reason }),
        }
    }

    /// The commitment a held army gives, recomputed.
    pub fn commitment_of(&self, side: Side, held: &HeldArmy) -> Result<Commit, Misfit> {
        let army = self.parse_army(side, &held.army)?;
        let seed = protocol::encode::hex_decode32(&held.seed).map_err(|e| Proof::BadSeed { why: Why::of(&e) })?;
        let pieces: Vec<(u8, u8)> = army.pieces.iter().map(|(sq, r)| (sq.index(9), r.byte())).collect();
        let c = commit::Commitment::seal(&seed, &self.id, self.protocol_side(side), &pieces)
            .map_err(|e| Proof::CannotCommit { why: Why::of(&e) })?;
        Ok(Commit {
            key: None,
            root: protocol::encode::hex_encode(&c.root),
            leaves: c
                .leaves
                .iter()
                .map(|(sq, l)| Leaf {
                    square: square_of_byte(*sq).to_string(),
                    leaf: protocol::encode::hex_encode(l),
                })
                .collect(),
        })
    }

    pub fn parse_army(&self, side: Side, text: &str) -> Result<Army, Misfit> {
        let AnyOptions::Lattaque(opts) = self.options()? else {
            return Err(Misfit::NoHiddenArmies { kind: self.kind });
        };
        Army::parse(text, side, &opts).map_err(|e| Misfit::Inner(crate::reason::Why::of(&e)))
    }

    /// Both armies are committed: build the start position if the armies
    /// are known.
    fn start_hidden_game(&mut self) -> Result<(), Misfit> {
        self.phase = Phase::Play;
        let (Some(a), Some(b)) = (&self.held[0], &self.held[1]) else {
            return Ok(());
        };
        let AnyOptions::Lattaque(opts) = self.options()? else {
            return Err(Plain::SetupOnlyLattaque.into());
        };
        let inner = |e: lattaque::SetupError| Misfit::Inner(crate::reason::Why::of(&e));
        let first = Army::parse(&a.army, Side::First, &opts).map_err(inner)?;
        let second = Army::parse(&b.army, Side::Second, &opts).map_err(inner)?;
        self.position = Some(AnyPosition::Lattaque(lattaque::Position::from_armies(
            opts,
            &first,
            &second,
            self.first_to_move,
        )));
        Ok(())
    }

    /// The openings a combat calls for, from the held seeds.
    pub fn combat_record(&self, report: &AnyReport) -> Result<Option<CombatRecord>, Misfit> {
        let AnyReport::Lattaque(r) = report else {
            return Ok(None);
        };
        let Some(c) = &r.combat else { return Ok(None) };
        let attacker_side = self
            .position
            .as_ref()
            .map(|p| p.side_to_move())
            .ok_or(Misfit::Plain(Plain::NoPosition))?;
        let open = |side: Side, home: Square, rank: lattaque::Rank| -> Result<Opening, Misfit> {
            let held = self.held[side.index()]
                .as_ref()
                .ok_or(Misfit::Plain(Plain::ArmyNotHeld))?;
            let seed = protocol::encode::hex_decode32(&held.seed).map_err(|e| Proof::BadSeed { why: Why::of(&e) })?;
            let salt = commit::salt(&seed, &self.id, self.protocol_side(side), home.index(9))
                .map_err(|e| Proof::CannotOpen { why: Why::of(&e) })?;
            Ok(Opening {
                square: home.to_string(),
                rank: rank.code().to_string(),
                salt: protocol::encode::hex_encode(&salt),
            })
        };
        Ok(Some(CombatRecord {
            attacker: open(attacker_side, c.attacker_home, c.attacker_rank)?,
            defender: open(attacker_side.other(), c.defender_home, c.defender_rank)?,
            removed: c.removed.iter().map(|s| s.to_string()).collect(),
        }))
    }

    /// Check a recorded combat against the rules' report and the commitments.
    fn check_combat(&self, mover: Side, report: &AnyReport, recorded: Option<&CombatRecord>) -> Result<(), Misfit> {
        let combat = match report {
            AnyReport::Lattaque(r) => r.combat.as_ref(),
            _ => None,
        };
        match (combat, recorded) {
            (None, None) => Ok(()),
            (Some(_), None) => Err(Plain::CombatUnrecorded.into()),
            (None, Some(_)) => Err(Plain::CombatInvented.into()),
            (Some(c), Some(rec)) => {
                self.check_opening(mover, &rec.attacker, c.attacker_home, c.attacker_rank, Role::Attacker)?;
                self.check_opening(
                    mover.other(),
                    &rec.defender,
                    c.defender_home,
                    c.defender_rank,
                    Role::Defender,
                )?;
                let removed: Vec<String> = c.removed.iter().map(|s| s.to_string()).collect();
                if removed != rec.removed {
                    return Err(Proof::Removed {
                        recorded: rec.removed.clone(),
                        rules: removed,
                    }
                    .into());
                }
                Ok(())
            }
        }
    }

    /// Check the opening of one piece of a combat: the piece the rules
    /// give, and its commitment's leaf.
    fn check_opening(
        &self,
        side: Side,
        op: &Opening,
        home: Square,
        rank: lattaque::Rank,
        role: Role,
    ) -> Result<(), Misfit> {
        if op.square != home.to_string() || op.rank != rank.code() {
            return Err(Proof::CombatPiece {
                role,
                rank: op.rank.clone(),
                square: op.square.clone(),
                rules_rank: rank.code().to_string(),
                home,
            }
            .into());
        }
        let commit = self.commits[side.index()]
            .as_ref()
            .ok_or(Misfit::Plain(Plain::NoCommitment))?;
        let leaf = commit
            .leaves
            .iter()
            .find(|l| l.square == op.square)
            .ok_or_else(|| Proof::NoLeaf {
                square: op.square.clone(),
            })?;
        let leaf = protocol::encode::hex_decode32(&leaf.leaf).map_err(|e| Proof::BadLeaf { why: Why::of(&e) })?;
        let salt = protocol::encode::hex_decode32(&op.salt).map_err(|e| Proof::BadSalt { why: Why::of(&e) })?;
        let opening = commit::Opening {
            sq: home.index(9),
            rank: rank.byte(),
            salt,
        };
        if !opening.verify(&self.id, self.protocol_side(side), &leaf) {
            return Err(Proof::OpeningMismatch {
                role,
                square: op.square.clone(),
            }
            .into());
        }
        Ok(())
    }
}

/// Check a commitment's shape and root (and, if the army is held, that it
/// is the commitment of that army).
fn check_commit(s: &GameState, side: Side, c: &Commit) -> Result<(), Misfit> {
    let root = protocol::encode::hex_decode32(&c.root).map_err(|e| Proof::BadRoot { why: Why::of(&e) })?;
    let mut leaves = Vec::with_capacity(c.leaves.len());
    for l in &c.leaves {
        let sq = Square::parse(&l.square).map_err(|e| Misfit::Inner(e.why()))?;
        if sq.file >= 9 || sq.rank >= 10 {
            return Err(Proof::LeafOffBoard {
                square: l.square.clone(),
            }
            .into());
        }
        leaves.push((
            sq.index(9),
            protocol::encode::hex_decode32(&l.leaf).map_err(|e| Proof::BadLeaf { why: Why::of(&e) })?,
        ));
    }
    let commitment = commit::Commitment {
        game: s.id.clone(),
        side: s.protocol_side(side),
        leaves,
        root,
        key: None,
    };
    if c.key.is_some() {
        return Err(Proof::CommitKeyOutsideBlind { who: s.who(side) }.into());
    }
    commitment.check_root().map_err(|e| Proof::CommitmentBad {
        who: s.who(side),
        why: Why::of(&e),
    })?;
    if let Some(held) = &s.held[side.index()] {
        let mine = s.commitment_of(side, held)?;
        if &mine != c {
            return Err(Proof::CommitNotArmy { who: s.who(side) }.into());
        }
    }
    Ok(())
}

/// L'Attaque square from its commitment byte (9 files).
pub fn square_of_byte(b: u8) -> Square {
    Square::new(b % 9, b / 9)
}

pub fn result_words(winner: u8) -> &'static str {
    match winner {
        0 => "draw",
        1 => "side 1 wins",
        _ => "side 2 wins",
    }
}
