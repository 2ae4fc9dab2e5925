//! New games (from `new` or an accepted challenge) and operators' actions.

use super::commit::commit_decision;
use super::load::{load_state, seal_snapshot};
use super::outbox::queue_mails;
use super::{no_game, Config, Error, Kind, PlayerSpec, Result, Service};
use crate::compose::Head;
use crate::games::any::{GameKind, OptionsSpec};
use crate::games::Side;
use crate::keys::KeyFile;
use crate::protocol::{self, encode::hex_encode};
use crate::referee::state::side_num;
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
        clock: Option<crate::referee::clock::TimeControl>,
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
        clock: Option<crate::referee::clock::TimeControl>,
        mode: &str,
    ) -> Result<String> {
        self.can_compose()?;
        let now = (self.now)();
        let key = self.key.clone();
        let config = self.config.clone();
        let Service { store, seeds, .. } = self;
        store.write(|tx| {
            create_game(
                tx,
                &config,
                &key,
                &mut **seeds,
                kind,
                spec,
                players,
                first_to_move,
                clock,
                mode,
                now,
            )
        })
    }

    /// An operator's action on a game, recorded in its log with the reason;
    /// both players are told. `new_player` is the new address for
    /// `ReplaceAddress`.
    pub fn operate(
        &mut self,
        game: &str,
        action: referee::OperatorAction,
        reason: &str,
        new_player: Option<PlayerSpec>,
    ) -> Result<String> {
        self.can_compose()?;
        let now = (self.now)();
        let config = self.config.clone();
        let key = self.key.clone();
        self.store.write(|tx| -> Result<String> {
            let row = tx.game(game)?.ok_or_else(|| no_game(game))?;
            let st = load_state(tx, &key, &row)?;
            if let referee::OperatorAction::ReplaceAddress { side, .. } = &action {
                let p = new_player
                    .as_ref()
                    .ok_or_else(|| Error::new("replacing an address needs the new address"))?;
                let other = if *side == Side::First {
                    row.second_player
                } else {
                    row.first_player
                };
                let pid = tx.upsert_player_tz(&p.address, &p.name, &p.lang, &config.default_timezone, now)?;
                if pid == other {
                    return Err(Error::new("that address plays the other side of this game"));
                }
                tx.set_game_player(game, side_num(*side), pid)?;
            }
            let mut d = referee::operate(&st, &action, reason, now)?;
            let row = tx.game(game)?.ok_or_else(|| Error::new("game vanished"))?;
            let (_, head, _) = commit_decision(tx, &config, &key, &row, &[], &mut d, None, 0, now)?;
            let names = [st.players[0].as_str(), st.players[1].as_str()];
            Ok(format!(
                "{game}: {} (log entry {})",
                d.events.first().map(|e| e.summary(names)).unwrap_or_default(),
                head.n
            ))
        })
    }
}

/// Create a game and queue the invitations inside `tx`. Returns its id.
#[allow(clippy::too_many_arguments)]
pub(super) fn create_game(
    tx: &Tx<'_>,
    config: &Config,
    key: &KeyFile,
    seeds: &mut dyn FnMut() -> std::result::Result<[u8; 32], String>,
    kind: GameKind,
    spec: OptionsSpec,
    players: [PlayerSpec; 2],
    first_to_move: Option<Side>,
    clock: Option<crate::referee::clock::TimeControl>,
    mode: &str,
    now: i64,
) -> Result<String> {
    for p in &players {
        if !p.address.contains('@') {
            return Err(Error::new(format!("'{}' is not a mail address", p.address)));
        }
    }
    if players[0].address.eq_ignore_ascii_case(&players[1].address) {
        return Err(Error::new("the two players must have different addresses"));
    }
    let first = match first_to_move {
        Some(s) => s,
        None => {
            let seed = seeds().map_err(|e| Error {
                kind: Kind::Temporary,
                message: e,
            })?;
            if seed[0] & 1 == 0 {
                Side::First
            } else {
                Side::Second
            }
        }
    };
    let number = tx.next_game_number(kind.name())?;
    let id = format!("{}-{number}", kind.name());
    let g = NewGame {
        id: id.clone(),
        kind,
        spec,
        names: [players[0].name.clone(), players[1].name.clone()],
        first_to_move: first,
        clock,
    };
    let (ev, st, mails) = referee::create_mode(&g, mode, now)?;
    let p1 = tx.upsert_player_tz(
        &players[0].address,
        &players[0].name,
        &players[0].lang,
        &config.default_timezone,
        now,
    )?;
    let p2 = tx.upsert_player_tz(
        &players[1].address,
        &players[1].name,
        &players[1].lang,
        &config.default_timezone,
        now,
    )?;
    let bytes = ev.to_bytes();
    let genesis = protocol::log::genesis(&id).map_err(|e| Error::new(e.to_string()))?;
    let head = protocol::log::next(&genesis, 1, &bytes).map_err(|e| Error::new(e.to_string()))?;
    let row = GameRow {
        id: id.clone(),
        kind: kind.name().into(),
        mode: mode.into(),
        first_player: p1,
        second_player: p2,
        status: st.phase.as_str().into(),
        created_at: now,
        updated_at: now,
        snapshot: seal_snapshot(key, &st, &head)?,
        head_n: 1,
        head_hash: head.to_vec(),
        last_message_id: None,
    };
    tx.insert_game(&row)?;
    tx.set_next_due(&id, referee::decide::next_due(&st, &config.reminders))?;
    tx.append_event(&id, 1, &bytes, &head, now)?;
    queue_mails(
        tx,
        config,
        key,
        &st,
        &mails,
        &Head {
            n: 1,
            hex: hex_encode(&head),
        },
        None,
        0,
        now,
    )?;
    Ok(id)
}
