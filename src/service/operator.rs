//! An operator's action on a game (`estafette operator`): decided by the
//! core, then committed and its mails queued as a player's move is.

use super::load::{load_state, player_id};
use super::{commit, no_game, reply, Error, Kind, PlayerSpec, Result, Service, ServiceError};
use crate::referee::state::side_num;
use crate::referee::{self, OperatorAction};
use crate::says::decision::{Operated, Said};
use crate::store::Queries;

impl Service {
    /// An operator's action on a game, recorded in its log with the reason;
    /// both players are told. `new_player` is the new address for
    /// `ReplaceAddress`. What was done, for the operator (`Display`: the
    /// English line `operator` printed before it was typed).
    pub fn operate(
        &mut self,
        game: &str,
        action: OperatorAction,
        reason: &str,
        new_player: Option<PlayerSpec>,
    ) -> Result<Said> {
        self.can_compose()?;
        let now = (self.now)();
        let Service { config, key, store, .. } = self;
        store.write(|tx| -> Result<Said> {
            let row = tx.game(game)?.ok_or_else(|| no_game(game))?;
            let st = load_state(tx, key, &row)?;
            if let OperatorAction::ReplaceAddress { side, .. } = &action {
                let p = new_player
                    .as_ref()
                    .ok_or_else(|| Error::typed(Kind::Failed, &ServiceError::NoNewAddress))?;
                let other = player_id(&row, side.other());
                let name = super::games::player_name(p)?;
                let lang = super::games::game_lang(tx, p)?;
                let pid = tx.upsert_player_tz(&p.address, &name, &lang, &config.default_timezone, now)?;
                if pid == other {
                    return Err(Error::typed(Kind::Failed, &ServiceError::OtherSide));
                }
                tx.set_game_player(game, side_num(*side), pid)?;
                tx.set_game_lang(game, side_num(*side), &lang)?;
            }
            let mut d = referee::operate(&st, &action, reason, now).map_err(|e| Error::typed(Kind::Failed, &e))?;
            let row = tx
                .game(game)?
                .ok_or_else(|| Error::typed(Kind::Failed, &ServiceError::GameVanished))?;
            let done = commit::decision(tx, config, key, &row, &mut d, now)?;
            reply::decision(tx, config, key, &row, &[], &done, &d, None, 0, now)?;
            let names = [st.players[0].as_str(), st.players[1].as_str()];
            let what = d
                .events
                .first()
                .and_then(|e| Operated::of(e, names))
                .ok_or_else(|| Error::typed(Kind::Failed, &ServiceError::NoOperatorEvent))?;
            Ok(Said::Operated {
                game: game.to_string(),
                what,
                n: done.head.n,
            })
        })
    }
}
