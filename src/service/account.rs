//! A route: the account commands, and the mails without a game token. The
//! account commands GAMES, OBSERVE and UNOBSERVE are answered here (NEW, a
//! challenge, in `challenge.rs`; JOIN, STANDINGS, RATING and SITE in
//! `club_mail.rs`); a command that cannot be read, or a mail with no
//! command at all, is refused.

use super::inbox::{said, Outcome};
use super::limits::{self, Answer, Budget};
use super::load::load_state;
use super::outbox::{head_of, Plain};
use super::Result;
use super::{authenticate, challenge, club, club_mail, confirm};
use crate::compose;
use crate::games::any::GameKind;
use crate::games::Side;
use crate::referee::account::{AccountCommand, AccountError};
use crate::says::decision::Said;
use crate::says::handled::{Held, Told};
use crate::store::{Queries, Tx};
use crate::views::words::{self, ids};
use crate::views::Lang;
use estafette_core::reason::Explain;

/// How far the referee knows an account command comes from its sender.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum By {
    /// The From line only: anyone can write it.
    FromLine,
    /// A reply through an address the referee issued to the sender: a
    /// game's mail to them, or the confirmation it asked.
    Token,
}

/// Whether the account command of a mail from `sender` carrying the token
/// of `game`'s side (if any) came through the sender's own address: that
/// side's player is `sender`.
pub(super) fn by(tx: &Tx<'_>, sender: &str, game: Option<&(String, Side)>) -> Result<By> {
    let Some((game, side)) = game else {
        return Ok(By::FromLine);
    };
    let Some(row) = tx.game(game)? else {
        return Ok(By::FromLine);
    };
    let player = tx.player(super::load::player_id(&row, *side))?;
    Ok(match player {
        Some(pl) if pl.address.eq_ignore_ascii_case(sender) => By::Token,
        _ => By::FromLine,
    })
}

/// An account command from `sender`, answered. One that mails someone or
/// changes what an address receives (OBSERVE, UNOBSERVE, NEW) needs a
/// `dkim=pass` when `require_dkim_from` is set, and, sent on the From line
/// alone, waits for the address to confirm it ([`confirm`]). Every one is
/// answered within its hourly limit ([`limits`]).
pub(super) fn command(tx: &Tx<'_>, p: &Plain<'_>, sender: &str, cmd: AccountCommand, by: By) -> Result<Outcome> {
    let lang = p.sender_lang(tx, sender)?;
    let held = held(&cmd, lang);
    // A challenge this referee does not take from `sender` is refused at once.
    let closed = matches!(&cmd, AccountCommand::New(_) if !challenge::may_challenge(p.config, sender));
    // So is a JOIN of a tournament the sender may not enter now, or a SITE
    // from an address no player has.
    if let Some(refused) = club_mail::refused(tx, p, sender, &cmd, lang)? {
        return Ok(refused);
    }
    if let Some((what, asked)) = held.as_ref().filter(|_| !closed) {
        if let Some(refused) = authenticate::dkim(p.config, p.msg, sender) {
            return Ok(said("rejected", None, &refused.summary(sender)));
        }
        if by == By::FromLine {
            return Ok(said("applied", None, &confirm::ask(tx, p, sender, what, asked, lang)?));
        }
    }
    if limits::budget(tx, p.config, &Answer::Account(&cmd), sender, "", p.now)? == Budget::Silent {
        let sender = sender.to_string();
        return Ok(match held {
            Some((what, _)) => said("ignored", None, &Told::OverLimit { what, sender }),
            None => said("ignored", None, &Said::GamesOverLimit { sender }),
        });
    }
    let summary = match cmd {
        AccountCommand::Games => games(tx, p, sender, lang)?,
        AccountCommand::Observe(game) => observe(tx, p, sender, &game, lang)?,
        AccountCommand::Unobserve(game) => unobserve(tx, p, sender, &game, lang)?,
        AccountCommand::New(c) => challenge::offer(tx, p, sender, &c, lang)?,
        AccountCommand::Accept | AccountCommand::Decline => {
            return Ok(said("applied", None, &Said::AnswerWithoutChallenge));
        }
        AccountCommand::Join(name) => return club_mail::join(tx, p, sender, &name, lang),
        AccountCommand::Standings(name) => return club_mail::standings(tx, p, sender, &name, lang),
        AccountCommand::Rating(kind) => return club_mail::rating(tx, p, sender, kind, lang),
        AccountCommand::Site(named) => return club_mail::site(tx, p, sender, named, lang),
    };
    Ok(said("applied", None, &summary))
}

/// What `cmd` asks, if it is a command that needs its sender's token or
/// confirmation: in the inbox's words, and in `lang` for the confirmation
/// mail.
fn held(cmd: &AccountCommand, lang: Lang) -> Option<(Held, String)> {
    let game = |id: &str, g: &str| words::text(lang, id, &[("game", g)]);
    match cmd {
        AccountCommand::Observe(g) => Some((Held::Observe(short(g)), game(ids::CONFIRM_OBSERVE, &short(g)))),
        AccountCommand::Unobserve(g) => Some((Held::Unobserve(short(g)), game(ids::CONFIRM_UNOBSERVE, &short(g)))),
        AccountCommand::New(c) => {
            let (to, what) = (short(&c.opponent), challenge::describe(c, lang));
            let asked = words::text(lang, ids::CONFIRM_CHALLENGE, &[("to", &to), ("what", &what)]);
            Some((Held::Challenge(to), asked))
        }
        AccountCommand::Join(name) => {
            let asked = club::Club::ConfirmJoin { name: short(name) }.words(lang);
            Some((Held::Join(short(name)), asked))
        }
        // Hiding a name harms no one; showing it again is the player's own call.
        AccountCommand::Site(true) => Some((Held::Site, club::Club::ConfirmNamed.words(lang))),
        AccountCommand::Site(false)
        | AccountCommand::Games
        | AccountCommand::Accept
        | AccountCommand::Decline
        | AccountCommand::Standings(_)
        | AccountCommand::Rating(_) => None,
    }
}

/// The held command of confirmation `n`, carried out now that `sender`
/// answered it (`p` holds the held command lines).
pub(super) fn confirmed(tx: &Tx<'_>, p: &Plain<'_>, sender: &str, n: i64) -> Result<Outcome> {
    match crate::referee::account::parse(&p.msg.commands) {
        Ok(Some(
            cmd @ (AccountCommand::Observe(_)
            | AccountCommand::Unobserve(_)
            | AccountCommand::New(_)
            | AccountCommand::Join(_)
            | AccountCommand::Site(true)),
        )) => {
            let (status, game, english, inner) = command(tx, p, sender, cmd, By::Token)?;
            let confirmed = Told::Confirmed { n, english, inner };
            Ok(said(&status, game.as_deref(), &confirmed))
        }
        _ => Ok(said("rejected", None, &Said::NothingHeld { n })),
    }
}

/// At most 40 characters of `text`, for a confirmation mail and the inbox.
fn short(text: &str) -> String {
    let mut out: String = text.chars().take(40).collect();
    if text.chars().count() > 40 {
        out.push_str("...");
    }
    out
}

/// An account command that cannot be read (`error` says why).
pub(super) fn not_understood(tx: &Tx<'_>, p: &Plain<'_>, sender: &str, error: &AccountError) -> Result<Outcome> {
    let lang = p.sender_lang(tx, sender)?;
    let rules = challenged_kind(&p.msg.commands);
    let why = words::reason(lang, rules, &error.reason());
    p.reply(
        tx,
        sender,
        &words::text(lang, ids::NOT_UNDERSTOOD_SUBJECT, &[]),
        &words::text(lang, ids::NOT_UNDERSTOOD, &[("why", &why)]),
        true,
    )?;
    let bad = Told::BadAccountCommand {
        sender: sender.to_string(),
        error: error.clone(),
        rules,
    };
    Ok(said("rejected", None, &bad))
}

/// A mail without a valid game token and no account command: a player is
/// told their games in progress and how to reach each (`listing.rs`);
/// anyone else is not answered.
pub(super) fn no_token(tx: &Tx<'_>, p: &Plain<'_>, sender: &str) -> Result<Outcome> {
    if let Some(pl) = tx.player_by_address(sender)? {
        return super::listing::games_in_progress(tx, p, &pl);
    }
    let no_token = Said::NoToken {
        sender: sender.to_string(),
    };
    Ok(said("rejected", None, &no_token))
}

/// The game a refused challenge names (`NOUVELLE strand ...`), for the side
/// names in the words of its error; L'Attaque when it names none.
fn challenged_kind(lines: &[String]) -> GameKind {
    let first = lines.iter().map(|l| l.trim()).find(|l| !l.is_empty()).unwrap_or("");
    first
        .split_whitespace()
        .nth(1)
        .and_then(|w| GameKind::parse(w).ok())
        .unwrap_or(GameKind::Lattaque)
}

/// An error reply to `sender` about `game`: the sentences `subject` and
/// `text`, in `lang`.
fn refuse(tx: &Tx<'_>, p: &Plain<'_>, sender: &str, lang: Lang, game: &str, [subject, text]: [&str; 2]) -> Result<()> {
    let args = [("game", game)];
    p.reply(
        tx,
        sender,
        &words::text(lang, subject, &args),
        &words::text(lang, text, &args),
        true,
    )
}

/// GAMES: the games `sender` plays here.
fn games(tx: &Tx<'_>, p: &Plain<'_>, sender: &str, lang: Lang) -> Result<Told> {
    let games = tx.games_of(sender)?;
    let mut text = words::text(
        lang,
        if games.is_empty() {
            ids::GAMES_NONE
        } else {
            ids::GAMES_HEADING
        },
        &[],
    );
    for (id, kind, status, side) in &games {
        let game = GameKind::parse(kind).ok();
        let kind = game.map_or_else(|| "?".to_string(), |k| words::title(lang, k));
        let side = game
            .map(|k| words::side(lang, k, if *side == 1 { Side::First } else { Side::Second }, None))
            .unwrap_or_default();
        text.push_str(&format!("\n  {id:<14} {kind:<22} {side:<9} {status}"));
    }
    p.reply(tx, sender, &words::text(lang, ids::GAMES_SUBJECT, &[]), &text, false)?;
    Ok(Told::Games {
        sender: sender.to_string(),
        n: games.len(),
    })
}

/// OBSERVE: `sender` added to the observers of `game`, if its players
/// allow observers and `sender` is not one of them, with the game as it
/// stands.
fn observe(tx: &Tx<'_>, p: &Plain<'_>, sender: &str, game: &str, lang: Lang) -> Result<Told> {
    let Some(row) = tx.game(game)? else {
        refuse(
            tx,
            p,
            sender,
            lang,
            game,
            [ids::OBSERVE_UNKNOWN_SUBJECT, ids::OBSERVE_UNKNOWN],
        )?;
        return Ok(Told::ObserveNoGame { game: game.to_string() });
    };
    let players = [tx.player(row.first_player)?, tx.player(row.second_player)?];
    if players
        .iter()
        .flatten()
        .any(|pl| pl.address.eq_ignore_ascii_case(sender))
    {
        refuse(
            tx,
            p,
            sender,
            lang,
            game,
            [ids::OBSERVE_PLAYER_SUBJECT, ids::OBSERVE_PLAYER],
        )?;
        return Ok(Told::ObservePlayer { game: game.to_string() });
    }
    if !tx.observers_allowed(game)? {
        refuse(
            tx,
            p,
            sender,
            lang,
            game,
            [ids::OBSERVE_CLOSED_SUBJECT, ids::OBSERVE_CLOSED],
        )?;
        return Ok(Told::ObserveForbidden { game: game.to_string() });
    }
    let st = load_state(tx, p.key, &row)?;
    let c = compose::compose_public(&st, &[], &head_of(&row), lang);
    tx.add_observer(game, sender, lang.code(), p.now)?;
    let args = [("game", game)];
    p.reply(
        tx,
        sender,
        &words::text(lang, ids::OBSERVE_SUBJECT, &args),
        &format!("{}\n\n{}", words::text(lang, ids::OBSERVE_DONE, &args), c.text),
        false,
    )?;
    Ok(Told::Observed {
        game: game.to_string(),
        sender: sender.to_string(),
    })
}

/// UNOBSERVE: `sender` no longer an observer of `game`.
fn unobserve(tx: &Tx<'_>, p: &Plain<'_>, sender: &str, game: &str, lang: Lang) -> Result<Told> {
    let removed = tx.remove_observer(game, sender)?;
    let id = if removed {
        ids::UNOBSERVE_DONE
    } else {
        ids::UNOBSERVE_NOT
    };
    let text = words::text(lang, id, &[("game", game)]);
    p.reply(tx, sender, game, &text, !removed)?;
    Ok(Told::Unobserved {
        game: game.to_string(),
        sender: sender.to_string(),
    })
}
