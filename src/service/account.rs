//! The commands sent without a game token (GAMES, OBSERVE, UNOBSERVE,
//! NEW) and the answers to a challenge (ACCEPT, DECLINE).

use super::games::create_game;
use super::load::load_state;
use super::outbox::{head_of, mail_id, seal_outgoing, Plain};
use super::{Config, Error, PlayerSpec, Result};
use crate::compose::{self};
use crate::games::any::{GameKind, OptionsSpec};
use crate::games::Side;
use crate::keys::msgid::Purpose;
use crate::mail::inbound::Inbound;
use crate::mail::outbound::{self, OutMail};
use crate::protocol::{self};
use crate::referee::account::AccountCommand;
use crate::referee::{self};
use crate::store::{NewOutbox, Queries, Tx};
use crate::views::Lang;

/// The language to write to `sender` in, outside a game: a player's own,
/// else that of the words of their mail (`PARTIES`, `OBSERVER`, `ACCEPTER`...).
pub(super) fn sender_lang(tx: &Tx<'_>, sender: &str, msg: &Inbound) -> Result<String> {
    Ok(match tx.player_by_address(sender)? {
        Some(pl) => pl.lang,
        None if referee::account::in_french(&msg.commands) => "fr".into(),
        None => "en".into(),
    })
}

/// The game a refused challenge names (`NOUVELLE strand ...`), for the side
/// names in the French of its error; L'Attaque when it names none.
pub(super) fn challenged_kind(lines: &[String]) -> GameKind {
    let first = lines.iter().map(|l| l.trim()).find(|l| !l.is_empty()).unwrap_or("");
    first
        .split_whitespace()
        .nth(1)
        .and_then(|w| GameKind::parse(w).ok())
        .unwrap_or(GameKind::Lattaque)
}

/// May `address` challenge by mail?
pub(super) fn may_challenge(config: &Config, address: &str) -> bool {
    let policy = config.challenges.trim().to_ascii_lowercase();
    match policy.as_str() {
        "anyone" | "all" => true,
        "none" | "" => false,
        list => list.split(',').map(str::trim).any(|item| {
            if let Some(domain) = item.strip_prefix('@') {
                address.rsplit_once('@').is_some_and(|(_, d)| d == domain)
            } else {
                item == address
            }
        }),
    }
}

/// GAMES, OBSERVE, UNOBSERVE and NEW, sent without a game token.
pub(super) fn account(tx: &Tx<'_>, p: &Plain<'_>, sender: &str, cmd: AccountCommand) -> Result<String> {
    let (config, msg, now) = (p.config, p.msg, p.now);
    let fr = sender_lang(tx, sender, msg)? == "fr";
    let t = |en: String, f: String| if fr { f } else { en };
    match cmd {
        AccountCommand::Games => {
            let games = tx.games_of(sender)?;
            let mut text = match (games.is_empty(), fr) {
                (true, false) => "You play no game here.".to_string(),
                (true, true) => "Vous ne jouez aucune partie ici.".to_string(),
                (false, false) => "Your games:".to_string(),
                (false, true) => "Vos parties :".to_string(),
            };
            for (id, kind, status, side) in &games {
                let kind = crate::games::any::GameKind::parse(kind)
                    .map(|k| k.title())
                    .unwrap_or("?");
                let side = crate::games::any::GameKind::parse(kind)
                    .map(|k| k.side_name(if *side == 1 { Side::First } else { Side::Second }))
                    .unwrap_or("");
                text.push_str(&format!("\n  {id:<14} {kind:<22} {side:<9} {status}"));
            }
            p.reply(tx, sender, if fr { "vos parties" } else { "your games" }, &text, false)?;
            Ok(format!("GAMES for {sender}: {}", games.len()))
        }
        AccountCommand::Observe(game) => {
            let Some(row) = tx.game(&game)? else {
                p.reply(
                    tx,
                    sender,
                    &t("no such game".into(), "partie inconnue".into()),
                    &t(
                        format!("There is no game {game}."),
                        format!("Il n'y a pas de partie {game}."),
                    ),
                    true,
                )?;
                return Ok(format!("OBSERVE {game}: no such game"));
            };
            let players = [tx.player(row.first_player)?, tx.player(row.second_player)?];
            if players
                .iter()
                .flatten()
                .any(|pl| pl.address.eq_ignore_ascii_case(sender))
            {
                p.reply(
                    tx,
                    sender,
                    &t("you play this game".into(), "vous jouez cette partie".into()),
                    &t(
                        format!("You play {game}: the referee already sends you your own view."),
                        format!("Vous jouez {game} : l'arbitre vous envoie déjà votre propre vue."),
                    ),
                    true,
                )?;
                return Ok(format!("OBSERVE {game}: a player"));
            }
            if !tx.observers_allowed(&game)? {
                p.reply(
                    tx,
                    sender,
                    &t("no observers".into(), "pas d'observateurs".into()),
                    &t(
                        format!("The players of {game} do not allow observers."),
                        format!("Les joueurs de {game} n'acceptent pas d'observateurs."),
                    ),
                    true,
                )?;
                return Ok(format!("OBSERVE {game}: observers forbidden"));
            }
            let st = load_state(tx, p.key, &row)?;
            let lang = if fr { Lang::Fr } else { Lang::En };
            let c = compose::compose_public(&st, &[], &head_of(&row), lang);
            tx.add_observer(&game, sender, if fr { "fr" } else { "en" }, now)?;
            p.reply(
                tx,
                sender,
                &t(format!("observing {game}"), format!("vous observez {game}")),
                &t(
                    format!("You now observe {game}; every move comes to you, with only what both players may see.\n\n{}", c.text),
                    format!("Vous observez maintenant {game} ; chaque coup vous parvient, avec seulement ce que les deux joueurs peuvent voir.\n\n{}", c.text),
                ),
                false,
            )?;
            Ok(format!("OBSERVE {game} by {sender}"))
        }
        AccountCommand::Unobserve(game) => {
            let removed = tx.remove_observer(&game, sender)?;
            let text = match (removed, fr) {
                (true, false) => format!("You no longer observe {game}."),
                (true, true) => format!("Vous n'observez plus {game}."),
                (false, false) => format!("You were not observing {game}."),
                (false, true) => format!("Vous n'observiez pas {game}."),
            };
            p.reply(tx, sender, &game, &text, !removed)?;
            Ok(format!("UNOBSERVE {game} by {sender}"))
        }
        AccountCommand::New(c) => {
            if !may_challenge(config, sender) {
                p.reply(
                    tx,
                    sender,
                    if fr { "défis fermés" } else { "challenges closed" },
                    if fr {
                        "Cet arbitre n'accepte pas de défis par courrier de votre adresse ; demandez à son opérateur de créer la partie."
                    } else {
                        "This referee does not take challenges by mail from your address; ask its operator to create the game."
                    },
                    true,
                )?;
                return Ok(format!("NEW refused for {sender}: not allowed"));
            }
            if c.opponent.eq_ignore_ascii_case(sender) {
                p.reply(
                    tx,
                    sender,
                    if fr { "défi refusé" } else { "challenge refused" },
                    if fr {
                        "Vous ne pouvez pas vous défier vous-même."
                    } else {
                        "You cannot challenge yourself."
                    },
                    true,
                )?;
                return Ok("NEW refused: self".into());
            }
            let name = msg
                .from_name
                .clone()
                .filter(|n| !n.trim().is_empty())
                .unwrap_or_else(|| sender.split('@').next().unwrap_or("player").to_string());
            let spec = serde_json::to_string(&(&c.spec, &c.clock, c.observers, c.blind))
                .map_err(|e| Error::new(e.to_string()))?;
            let pid = tx.upsert_player_tz(
                sender,
                &name,
                if fr { "fr" } else { "en" },
                &config.default_timezone,
                now,
            )?;
            let n = tx.insert_challenge(pid, &c.opponent, c.kind.name(), &spec, now)?;
            let tok = protocol::token::make(&p.key.token_key(), &format!("ch-{n}"), 2)
                .map_err(|e| Error::new(e.to_string()))?;
            // The invitation in the opponent's language if they play here,
            // else in the challenger's.
            let to_fr = match tx.player_by_address(&c.opponent)? {
                Some(pl) => pl.lang == "fr",
                None => fr,
            };
            let what_in = |fr: bool| {
                format!(
                    "{} ({}){}{}",
                    c.kind.title(),
                    c.spec.describe(c.kind),
                    c.clock.as_ref().map(|t| format!(", {}", if fr { t.describe_fr() } else { t.describe() })).unwrap_or_default(),
                    match (c.blind, fr) {
                        (false, _) => "",
                        (true, false) => ", blind: each player seals and opens their own army with the estafette program",
                        (true, true) => ", à l'aveugle : chaque joueur scelle et ouvre lui-même son armée avec le programme estafette",
                    }
                )
            };
            let what = what_in(fr);
            let invitation = if to_fr {
                format!(
                    "{name} <{sender}> vous défie à une partie de {} par courrier, arbitrée par Estafette.\n\nRépondez à ce courrier par ACCEPTER pour jouer, ou par REFUSER.\n\nSi vous ne connaissez pas {name}, ignorez simplement ce courrier.",
                    what_in(true)
                )
            } else {
                format!(
                    "{name} <{sender}> challenges you to a game of {} by mail, refereed by Estafette.\n\nReply to this mail with ACCEPT to play, or DECLINE.\n\nIf you do not know {name}, you can ignore this mail.",
                    what_in(false)
                )
            };
            let mid = mail_id(p.key, "", Purpose::Invite, 0, n as u64, 0, p.domain());
            let mail = OutMail {
                from: format!("{}+{tok}@{}", p.local(), p.domain()),
                from_name: config.name.clone(),
                to: c.opponent.clone(),
                to_name: None,
                subject: if to_fr {
                    format!("Estafette : {name} vous défie à {}", c.kind.title())
                } else {
                    format!("Estafette: {name} challenges you to {}", c.kind.title())
                },
                text: invitation,
                html: None,
                message_id: mid.clone(),
                in_reply_to: None,
                references: vec![],
                auto_submitted: "auto-generated".into(),
                date: now,
                headers: vec![],
            };
            let raw = seal_outgoing(
                p.key,
                &outbound::build(&mail).map_err(|e| Error::new(format!("building mail: {e}")))?,
            )?;
            let to = c.opponent.clone();
            tx.enqueue(
                &NewOutbox {
                    game_id: None,
                    recipient: &to,
                    envelope_from: &config.address,
                    message_id: &mid,
                    raw: &raw,
                    part: None,
                },
                now,
            )?;
            p.reply(
                tx,
                sender,
                if fr { "défi envoyé" } else { "challenge sent" },
                &if fr {
                    format!(
                        "Votre défi (ch-{n}) à {to} pour {what} est parti ; la partie commence dès qu'il est accepté."
                    )
                } else {
                    format!(
                        "Your challenge (ch-{n}) to {to} for {what} is on its way; the game starts when they accept."
                    )
                },
                false,
            )?;
            Ok(format!("NEW ch-{n}: {sender} challenges {to}"))
        }
        AccountCommand::Accept | AccountCommand::Decline => Ok("ACCEPT/DECLINE without a challenge token".into()),
    }
}

/// ACCEPT or DECLINE in reply to a challenge: the new game, the closed
/// challenge and the replies, all in `tx`.
pub(super) fn answer_challenge(
    tx: &Tx<'_>,
    p: &Plain<'_>,
    seeds: &mut dyn FnMut() -> std::result::Result<[u8; 32], String>,
    sender: &str,
    n: i64,
    player: u8,
) -> Result<(String, String)> {
    let (msg, now) = (p.msg, p.now);
    let lang = sender_lang(tx, sender, msg)?;
    let fr = lang == "fr";
    let Some((from_pid, to_addr, kind, spec, status)) = tx.challenge(n)? else {
        return Ok(("rejected".into(), format!("unknown challenge ch-{n}")));
    };
    if player != 2 || !to_addr.eq_ignore_ascii_case(sender) {
        return Ok((
            "rejected".into(),
            format!("challenge ch-{n} answered from {sender}, not {to_addr}"),
        ));
    }
    if status != "open" {
        let status_fr = match status.as_str() {
            "accepted" => "accepté",
            "declined" => "refusé",
            other => other,
        };
        p.reply(
            tx,
            sender,
            if fr { "défi clos" } else { "challenge closed" },
            &if fr {
                format!("Le défi ch-{n} a déjà été {status_fr}.")
            } else {
                format!("Challenge ch-{n} was already {status}.")
            },
            true,
        )?;
        return Ok(("rejected".into(), format!("challenge ch-{n} already {status}")));
    }
    let challenger = tx.player(from_pid)?.ok_or_else(|| Error::new("challenger missing"))?;
    match referee::account::parse(&msg.commands) {
        Ok(Some(AccountCommand::Accept)) => {
            let kind = crate::games::any::GameKind::parse(&kind).map_err(|e| Error::new(e.to_string()))?;
            type Stored = (OptionsSpec, Option<crate::referee::clock::TimeControl>, bool, bool);
            type Older = (OptionsSpec, Option<crate::referee::clock::TimeControl>, bool);
            // Challenges stored before blind games have no fourth field.
            let (spec, clock, observers, blind): Stored = serde_json::from_str(&spec)
                .or_else(|_| serde_json::from_str::<Older>(&spec).map(|(s, c, o)| (s, c, o, false)))
                .map_err(|e| Error::new(format!("challenge spec: {e}")))?;
            let name = msg
                .from_name
                .clone()
                .filter(|n| !n.trim().is_empty())
                .unwrap_or_else(|| sender.split('@').next().unwrap_or("player").to_string());
            let players = [
                PlayerSpec {
                    address: challenger.address.clone(),
                    name: challenger.name.clone(),
                    lang: challenger.lang.clone(),
                },
                PlayerSpec {
                    address: sender.to_string(),
                    name,
                    lang: lang.clone(),
                },
            ];
            let mode = if blind { "blind" } else { "held" };
            let game = create_game(tx, p.config, p.key, seeds, kind, spec, players, None, clock, mode, now)?;
            tx.set_observers_allowed(&game, observers)?;
            tx.close_challenge(n, "accepted", Some(&game))?;
            Ok(("applied".into(), format!("challenge ch-{n} accepted: {game}")))
        }
        Ok(Some(AccountCommand::Decline)) => {
            tx.close_challenge(n, "declined", None)?;
            let to_fr = challenger.lang == "fr";
            p.reply(
                tx,
                &challenger.address,
                if to_fr { "défi refusé" } else { "challenge declined" },
                &if to_fr {
                    format!("{sender} a refusé votre défi ch-{n}.")
                } else {
                    format!("{sender} declined your challenge ch-{n}.")
                },
                false,
            )?;
            Ok(("applied".into(), format!("challenge ch-{n} declined")))
        }
        _ => {
            p.reply(
                tx,
                sender,
                if fr { "ACCEPTER ou REFUSER" } else { "ACCEPT or DECLINE" },
                &if fr {
                    format!("Pour répondre au défi ch-{n}, répondez par ACCEPTER ou REFUSER.")
                } else {
                    format!("To answer challenge ch-{n}, reply with ACCEPT or DECLINE.")
                },
                true,
            )?;
            Ok(("rejected".into(), format!("challenge ch-{n}: no ACCEPT or DECLINE")))
        }
    }
}
