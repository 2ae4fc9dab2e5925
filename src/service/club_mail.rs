//! A route: the club's commands mailed to the referee's plain address
//! (routed by `account.rs`): JOIN, STANDINGS, RATING and SITE.

use super::club::{enter, entrant_ratings, full, load, rating_lines, rating_text, Club};
use super::inbox::{said, Outcome};
use super::outbox::Plain;
use super::{PlayerSpec, Result};
use crate::games::any::GameKind;
use crate::referee::account::AccountCommand;
use crate::store::club::ClubQueries;
use crate::store::{Queries, Tx};
use crate::views::{words, Lang, TEXT_WIDTH};

/// Why `sender` may not JOIN `name` now, if they may not.
fn join_refusal(tx: &Tx<'_>, name: &str, sender: &str) -> Result<Option<Club>> {
    let Some(row) = tx.tournament(name)? else {
        return Ok(Some(Club::NoTournament { name: name.into() }));
    };
    let name = name.to_string();
    let open_to = row.open_to.as_deref().unwrap_or("");
    let entrants = tx.entrants(row.id)?;
    Ok(if row.status != "open" {
        Some(Club::Started { name })
    } else if open_to != "*" && !open_to.lines().any(|a| a.eq_ignore_ascii_case(sender)) {
        let address = sender.to_string();
        Some(Club::Closed { name, address })
    } else if entrants.iter().any(|e| e.address.eq_ignore_ascii_case(sender)) {
        let player = sender.to_string();
        Some(Club::AlreadyEntered { name, player })
    } else if full(&row, entrants.len()) {
        let n = entrants.len() as u32;
        Some(Club::Full { name, n })
    } else {
        None
    })
}

/// `cmd` refused before it is held or carried out, if it is a JOIN
/// `sender` may not make now or a SITE from an address no player has: the
/// refusal mailed, and the inbox's summary.
pub(super) fn refused(
    tx: &Tx<'_>,
    p: &Plain<'_>,
    sender: &str,
    cmd: &AccountCommand,
    lang: Lang,
) -> Result<Option<Outcome>> {
    use AccountCommand::*;
    let (why, subject) = match cmd {
        Join(name) => (join_refusal(tx, name, sender)?, name.clone()),
        Site(_) => {
            let none = tx.player_by_address(sender)?.is_none();
            let why = none.then(|| Club::NoPlayer { player: sender.into() });
            (why, Club::SiteSubject.words(lang))
        }
        New(_) | Games | Observe(_) | Unobserve(_) | Accept | Decline | Standings(_) | Rating(_) => return Ok(None),
    };
    let Some(why) = why else {
        return Ok(None);
    };
    p.reply(tx, sender, &subject, &why.words(lang), true)?;
    Ok(Some(said("rejected", None, &why)))
}

/// SITE ON (`named`) or OFF from a player: shown by name on the public
/// site, or as "player N" ([`refused`] first; ON only confirmed or through
/// the player's own token, `account.rs`).
pub(super) fn site(tx: &Tx<'_>, p: &Plain<'_>, sender: &str, named: bool, lang: Lang) -> Result<Outcome> {
    tx.set_unnamed(sender, !named)?;
    let player = sender.to_string();
    let (reply, done) = match named {
        true => (Club::SiteOn, Club::Named { player }),
        false => (Club::SiteOff, Club::Unnamed { player }),
    };
    p.reply(tx, sender, &Club::SiteSubject.words(lang), &reply.words(lang), false)?;
    Ok(said("applied", None, &done))
}

/// JOIN `name`, confirmed and not refused ([`join_refused`], which
/// `account.rs` asks first in the same transaction): `sender` entered
/// under the name they are known by (else the name of their mail) and told
/// their seed.
pub(super) fn join(tx: &Tx<'_>, p: &Plain<'_>, sender: &str, name: &str, lang: Lang) -> Result<Outcome> {
    let known = tx.player_by_address(sender)?.map(|k| k.name);
    let spec = PlayerSpec {
        address: sender.to_string(),
        name: known.or_else(|| p.msg.from_name.clone()).unwrap_or_default(),
        lang: lang.code().to_string(),
    };
    let spec = PlayerSpec {
        name: super::games::player_name(&spec)?,
        ..spec
    };
    let entered = enter(tx, name, &spec, &p.config.default_timezone, p.now)?;
    let Club::Entered { seat, .. } = entered else {
        return Ok(said("applied", None, &entered));
    };
    let joined = Club::Joined {
        name: name.into(),
        seat,
    };
    p.reply(tx, sender, name, &joined.words(lang), false)?;
    Ok(said("applied", None, &entered))
}

/// STANDINGS `name`: its crosstable, with the entrants' ratings.
pub(super) fn standings(tx: &Tx<'_>, p: &Plain<'_>, sender: &str, name: &str, lang: Lang) -> Result<Outcome> {
    let Some(row) = tx.tournament(name)? else {
        let none = Club::NoTournament { name: name.into() };
        p.reply(tx, sender, name, &none.words(lang), true)?;
        return Ok(said("rejected", None, &none));
    };
    let table = load(tx, row)?;
    let ratings = entrant_ratings(tx, &table, p.now)?;
    p.reply(tx, sender, name, &table.text(&ratings, TEXT_WIDTH, lang), false)?;
    let sender = sender.to_string();
    Ok(said(
        "applied",
        None,
        &Club::StandingsSent {
            name: name.into(),
            sender,
        },
    ))
}

/// The most lines of a rating list RATING shows.
const HEAD: usize = 10;

/// RATING: `sender`'s rating in `kind` (else in every game) and the head
/// of each list.
pub(super) fn rating(tx: &Tx<'_>, p: &Plain<'_>, sender: &str, kind: Option<GameKind>, lang: Lang) -> Result<Outcome> {
    let kinds = kind.map_or(GameKind::ALL.to_vec(), |k| vec![k]);
    let mut text = Vec::new();
    for kind in kinds {
        let lines = rating_lines(tx, kind, p.now)?;
        let game = words::title(lang, kind);
        let mine = lines.iter().position(|l| l.address.eq_ignore_ascii_case(sender));
        let said = match mine {
            Some(i) => Club::YourRating {
                game,
                rating: lines[i].rated.rating.rating.round() as u32,
                deviation: lines[i].rated.rating.deviation.round() as u32,
                games: lines[i].rated.games as u32,
                place: i as u32 + 1,
                of: lines.len() as u32,
            },
            None => Club::NoRating { game },
        };
        text.push(said.words(lang));
        if !lines.is_empty() {
            let head = rating_text(&lines[..lines.len().min(HEAD)], lang);
            text.push(head.lines().map(|l| format!("  {l}")).collect::<Vec<_>>().join("\n"));
        }
    }
    p.reply(tx, sender, &Club::RatingsSubject.words(lang), &text.join("\n\n"), false)?;
    let sender = sender.to_string();
    Ok(said("applied", None, &Club::RatingsSent { sender }))
}
