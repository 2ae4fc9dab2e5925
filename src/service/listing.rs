//! The answer to a registered player's mail that reached the referee's
//! plain address without a game's token: nothing in it is applied, and the
//! reply lists the player's games in progress, each with its reply address
//! and whose turn it is, so the player can write to the right game.

use super::inbox::{done, Outcome};
use super::load::load_state;
use super::outbox::{game_reply_address, Plain};
use super::Result;
use crate::compose;
use crate::games::any::GameKind;
use crate::games::Side;
use crate::store::{PlayerRow, Queries, Tx};
use crate::views::Lang;

/// Answer `player`'s mail `p` (no token, no account command) with their
/// games in progress. An error reply as far as the hourly limit goes:
/// nothing was applied.
pub(super) fn games_in_progress(tx: &Tx<'_>, p: &Plain<'_>, player: &PlayerRow) -> Result<Outcome> {
    let lang = Lang::parse(&player.lang).unwrap_or(Lang::En);
    let fr = lang == Lang::Fr;
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
    let intro = if fr {
        "Votre courrier est parvenu à l'arbitre sans jeton de partie valide : rien n'y a été appliqué. Pour jouer, répondez au dernier courrier de l'arbitre pour la partie, ou écrivez à son adresse de réponse ci-dessous."
    } else {
        "Your mail reached the referee without a valid game token, so nothing in it was applied. To play, reply to the referee's last mail of the game, or write to the game's reply address below."
    };
    let list = match (games.is_empty(), fr) {
        (true, false) => "You have no game in progress here.".to_string(),
        (true, true) => "Vous n'avez aucune partie en cours ici.".to_string(),
        (false, false) => format!("Your games in progress:\n\n{}", games.join("\n\n")),
        (false, true) => format!("Vos parties en cours :\n\n{}", games.join("\n\n")),
    };
    let outro = if fr {
        "PARTIES, envoyé à cette adresse, liste toutes vos parties ; AIDE, dans un courrier de partie, la liste des commandes."
    } else {
        "GAMES, sent to this address, lists all your games; HELP, in a game's mail, lists the commands."
    };
    let subject = if fr { "pas de jeton de partie" } else { "no game token" };
    p.reply(
        tx,
        &player.address,
        subject,
        &format!("{intro}\n\n{list}\n\n{outro}"),
        true,
    )?;
    Ok(done(
        "rejected",
        None,
        format!(
            "no valid game token (from {}); told of {} game(s) in progress",
            player.address,
            games.len()
        ),
    ))
}

/// One game of the list: its id and kind, the player's side and opponent,
/// whose turn it is, and the address that reaches it.
fn entry(p: &Plain<'_>, st: &crate::referee::GameState, side: Side, lang: Lang) -> Result<String> {
    let fr = lang == Lang::Fr;
    // Issued at the game's present position: a command sent to it is fresh.
    let reply = game_reply_address(
        p.key,
        &p.config.address,
        &st.id,
        crate::referee::state::side_num(side),
        st.n,
    )?;
    let (mine, theirs) = match lang {
        Lang::Fr => (st.kind.side_name_fr(side), st.kind.side_name_fr(side.other())),
        Lang::En => (st.kind.side_name(side), st.kind.side_name(side.other())),
    };
    let opponent = &st.players[side.other().index()];
    let title = GameKind::title(st.kind);
    let turn = compose::turn_line(st, side, lang);
    Ok(if fr {
        format!(
            "  {} ({title}) : vous jouez {mine} contre {opponent} ({theirs})\n  {turn}\n  Adresse de réponse : {reply}",
            st.id
        )
    } else {
        format!(
            "  {} ({title}): you play {mine} against {opponent} ({theirs})\n  {turn}\n  Reply address: {reply}",
            st.id
        )
    })
}
