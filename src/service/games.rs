//! New games, from `new` or an accepted challenge: the players recorded,
//! the game's first event and snapshot stored, the invitations queued.

use super::load::seal_snapshot;
use super::outbox::queue_mails;
use super::{Config, Error, Kind, PlayerSpec, Result, Service, ServiceError};
use crate::compose::Head;
use crate::games::any::{GameKind, OptionsSpec};
use crate::games::Side;
use crate::keys::KeyFile;
use crate::mail::sanitize;
use crate::protocol::{self, encode::hex_encode};
use crate::referee::clock::TimeControl;
use crate::referee::{self, NewGame};
use crate::store::{GameRow, Queries, Tx};

impl Service {
    /// Create a game and queue the invitations. Returns the game id.
    pub fn new_game(
        &mut self,
        kind: GameKind,
        spec: OptionsSpec,
        players: [PlayerSpec; 2],
        first_to_move: Option<Side>,
        clock: Option<TimeControl>,
    ) -> Result<String> {
        self.new_game_mode(kind, spec, players, first_to_move, clock, "held")
    }

    /// [`Service::new_game`] in a given mode (`held` or `blind`).
    pub fn new_game_mode(
        &mut self,
        kind: GameKind,
        spec: OptionsSpec,
        players: [PlayerSpec; 2],
        first_to_move: Option<Side>,
        clock: Option<TimeControl>,
        mode: &str,
    ) -> Result<String> {
        self.can_compose()?;
        let wanted = Wanted {
            kind,
            spec,
            players,
            first_to_move,
            clock,
            mode,
            pairing: None,
        };
        self.making(|_, make| make(wanted))
    }

    /// `f` in one write transaction, given a maker of games in it
    /// ([`create_game`], at this moment).
    pub(super) fn making<T>(&mut self, f: impl FnOnce(&Tx<'_>, &mut Maker<'_>) -> Result<T>) -> Result<T> {
        let now = (self.now)();
        let Service {
            config,
            key,
            store,
            seeds,
            ..
        } = self;
        store.write(|tx| {
            f(tx, &mut |g: Wanted<'_>| {
                create_game(tx, config, key, &mut **seeds, g, now)
            })
        })
    }
}

/// What makes a game in a transaction: its id.
pub(super) type Maker<'m> = dyn FnMut(Wanted<'_>) -> Result<String> + 'm;

/// A game to create, as `new` or an accepted challenge asks for it.
pub(super) struct Wanted<'a> {
    pub(super) kind: GameKind,
    pub(super) spec: OptionsSpec,
    pub(super) players: [PlayerSpec; 2],
    /// The side to move first; drawn from a fresh seed when `None`.
    pub(super) first_to_move: Option<Side>,
    pub(super) clock: Option<TimeControl>,
    /// `held` or `blind`.
    pub(super) mode: &'a str,
    /// A tournament's game: the paragraph its invitations add
    /// ([`referee::Para::Pairing`]).
    pub(super) pairing: Option<referee::Para>,
}

/// Create a game and queue the invitations inside `tx`. Returns its id.
pub(super) fn create_game(
    tx: &Tx<'_>,
    config: &Config,
    key: &KeyFile,
    seeds: &mut dyn FnMut() -> std::result::Result<[u8; 32], String>,
    g: Wanted<'_>,
    now: i64,
) -> Result<String> {
    let mut players = g.players;
    check_players(&players)?;
    for p in &mut players {
        p.name = player_name(p)?;
    }
    let first = match g.first_to_move {
        Some(s) => s,
        None => first_side(seeds)?,
    };
    let number = tx.next_game_number(g.kind.name())?;
    let id = format!("{}-{number}", g.kind.name());
    let new = NewGame {
        id: id.clone(),
        kind: g.kind,
        spec: g.spec,
        names: [players[0].name.clone(), players[1].name.clone()],
        first_to_move: first,
        clock: g.clock,
    };
    let (ev, st, mut mails) = referee::create_mode(&new, g.mode, now).map_err(|e| Error::typed(Kind::Failed, &e))?;
    for plan in mails.iter_mut().filter(|m| m.paras.contains(&referee::Para::Welcome)) {
        plan.paras.extend(g.pairing.clone());
    }
    let mut pids = [0; 2];
    let mut langs = [String::new(), String::new()];
    for ((pid, lang), p) in pids.iter_mut().zip(&mut langs).zip(&players) {
        *lang = game_lang(tx, p)?;
        *pid = tx.upsert_player_tz(&p.address, &p.name, lang, &config.default_timezone, now)?;
    }
    let bytes = ev.to_bytes();
    let genesis = protocol::log::genesis(&id).map_err(|e| Error::typed(Kind::Failed, &e))?;
    let head = protocol::log::next(&genesis, 1, &bytes).map_err(|e| Error::typed(Kind::Failed, &e))?;
    let row = GameRow {
        id: id.clone(),
        kind: g.kind.name().into(),
        mode: g.mode.into(),
        first_player: pids[0],
        second_player: pids[1],
        status: st.phase.as_str().into(),
        created_at: now,
        updated_at: now,
        snapshot: seal_snapshot(key, &st, &head)?,
        head_n: 1,
        head_hash: head.to_vec(),
        last_message_id: None,
    };
    tx.insert_game(&row)?;
    for (side, lang) in [1, 2].into_iter().zip(&langs) {
        tx.set_game_lang(&id, side, lang)?;
    }
    tx.set_next_due(&id, referee::decide::next_due(&st, &config.reminders))?;
    tx.append_event(&id, 1, &bytes, &head, now)?;
    let head = Head {
        n: 1,
        hex: hex_encode(&head),
    };
    queue_mails(tx, config, key, &st, &mails, &head, None, 0, now)?;
    Ok(id)
}

/// The language of a new game's mail to the player `p`: the one given,
/// else the player's default (that of their last game), else English.
pub(super) fn game_lang(tx: &Tx<'_>, p: &PlayerSpec) -> Result<String> {
    if !p.lang.is_empty() {
        return Ok(p.lang.clone());
    }
    Ok(tx
        .player_by_address(&p.address)?
        .map(|pl| pl.lang)
        .unwrap_or_else(|| "en".into()))
}

/// The name `p` is recorded and written to under: cleaned of control and
/// bidirectional characters ([`sanitize::name`]), its address's local part
/// if nothing is left; a name over 64 characters is refused.
pub(super) fn player_name(p: &PlayerSpec) -> Result<String> {
    let name = sanitize::name(&p.name).map_err(|e| {
        let address = p.address.clone();
        let error = crate::exit::Inner::of(&e);
        Error::typed(Kind::Usage, &ServiceError::BadName { address, error })
    })?;
    if !name.is_empty() {
        return Ok(name);
    }
    Ok(sanitize::cut_name(p.address.split('@').next().unwrap_or("player")))
}

/// Two players with mail addresses, not the same.
fn check_players(players: &[PlayerSpec; 2]) -> Result<()> {
    for p in players {
        if !p.address.contains('@') {
            let address = p.address.clone();
            return Err(Error::typed(Kind::Failed, &ServiceError::NotAnAddress { address }));
        }
    }
    if players[0].address.eq_ignore_ascii_case(&players[1].address) {
        return Err(Error::typed(Kind::Failed, &ServiceError::SameAddresses));
    }
    Ok(())
}

/// The side to move first, drawn from a fresh seed.
fn first_side(seeds: &mut dyn FnMut() -> std::result::Result<[u8; 32], String>) -> Result<Side> {
    let seed = seeds().map_err(|error| Error::typed(Kind::Temporary, &ServiceError::NoRandom { error }))?;
    Ok(if seed[0] & 1 == 0 { Side::First } else { Side::Second })
}
