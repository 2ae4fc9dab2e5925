//! The answer to a registered player's mail that reached the referee's
//! plain address without a game's token: nothing in it is applied, and the
//! reply lists the player's games in progress, each with its reply address
//! and whose turn it is, so the player can write to the right game.

use super::inbox::{said, Outcome};
use super::load::load_state;
use super::outbox::{game_reply_address, Plain};
use super::Result;
use crate::compose;
use crate::games::Side;
use crate::says::handled::Told;
use crate::store::{PlayerRow, Queries, Tx};
use crate::views::words::{self, ids};
use crate::views::Lang;

/// Answer `player`'s mail `p` (no token, no account command) with their
/// games in progress. An error reply as far as the hourly limit goes:
/// nothing was applied.
pub(super) fn games_in_progress(tx: &Tx<'_>, p: &Plain<'_>, player: &PlayerRow) -> Result<Outcome> {
    let lang = Lang::parse(&player.lang).unwrap_or(Lang::En);
    let mut games = Vec::new();
    for (id, _, status, side) in tx.games_of(&player.address)? {
        if status == "over" {
            continue;
        }
        let Some(row) = tx.game(&id)? else { continue };
        let st = load_state(tx, p.key, &row)?;
        let side = if side == 1 { Side::First } else { Side::Second };
        games.push(entry(p, &st, side, lang)?);
    }
    let intro = words::text(lang, ids::NO_TOKEN_INTRO, &[]);
    let list = if games.is_empty() {
        words::text(lang, ids::NO_TOKEN_NONE, &[])
    } else {
        format!(
            "{}\n\n{}",
            words::text(lang, ids::NO_TOKEN_HEADING, &[]),
            games.join("\n\n")
        )
    };
    let outro = words::text(lang, ids::NO_TOKEN_OUTRO, &[]);
    p.reply(
        tx,
        &player.address,
        &words::text(lang, ids::NO_TOKEN_SUBJECT, &[]),
        &format!("{intro}\n\n{list}\n\n{outro}"),
        true,
    )?;
    let listed = Told::Listed {
        sender: player.address.clone(),
        n: games.len(),
    };
    Ok(said("rejected", None, &listed))
}

/// One game of the list: its id and kind, the player's side and opponent,
/// whose turn it is, and the address that reaches it.
fn entry(p: &Plain<'_>, st: &crate::referee::GameState, side: Side, lang: Lang) -> Result<String> {
    // Issued at the game's present position: a command sent to it is fresh.
    let reply = game_reply_address(
        p.key,
        &p.config.address,
        &st.id,
        crate::referee::state::side_num(side),
        st.n,
    )?;
    let mine = words::side(lang, st.kind, side, None);
    let theirs = words::side(lang, st.kind, side.other(), None);
    let opponent = &st.players[side.other().index()];
    let title = words::title(lang, st.kind);
    let turn = compose::turn_line(st, side, lang);
    let game = words::text(
        lang,
        ids::NO_TOKEN_GAME,
        &[
            ("game", &st.id),
            ("title", &title),
            ("mine", &mine),
            ("opponent", opponent),
            ("theirs", &theirs),
        ],
    );
    let address = words::text(lang, ids::NO_TOKEN_ADDRESS, &[("address", &reply)]);
    Ok(format!("  {game}\n  {turn}\n  {address}"))
}
