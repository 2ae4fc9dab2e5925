//! A route: challenges by mail. NEW (sent without a token) stores the
//! challenge and invites the opponent, with a `ch-N` token in the reply
//! address; ACCEPT in reply to it creates the game, DECLINE closes it.

use super::authenticate;
use super::games::{create_game, Wanted};
use super::inbox::{said, Outcome};
use super::outbox::{mail_id, seal_outgoing, Plain};
use super::{Config, Error, Kind, PlayerSpec, Result, ServiceError};
use crate::games::any::{GameKind, OptionsSpec};
use crate::keys::msgid::Purpose;
use crate::mail::outbound::{self, OutMail};
use crate::protocol;
use crate::referee;
use crate::referee::account::{AccountCommand, Challenge};
use crate::referee::clock::TimeControl;
use crate::says::decision::Said;
use crate::says::handled::Told;
use crate::store::{NewOutbox, PlayerRow, Queries, Tx};
use crate::views::words::{self, ids};
use crate::views::Lang;

/// NEW: a challenge from `sender` (writing in `lang`), stored and
/// sent to the opponent, if this referee takes challenges from `sender`.
pub(super) fn offer(tx: &Tx<'_>, p: &Plain<'_>, sender: &str, c: &Challenge, lang: Lang) -> Result<Told> {
    if !may_challenge(p.config, sender) {
        p.reply(
            tx,
            sender,
            &words::text(lang, ids::CHALLENGE_CLOSED_SUBJECT, &[]),
            &words::text(lang, ids::CHALLENGE_CLOSED, &[]),
            true,
        )?;
        return Ok(Told::NewNotAllowed {
            sender: sender.to_string(),
        });
    }
    if c.opponent.eq_ignore_ascii_case(sender) {
        p.reply(
            tx,
            sender,
            &words::text(lang, ids::CHALLENGE_SELF_SUBJECT, &[]),
            &words::text(lang, ids::CHALLENGE_SELF, &[]),
            true,
        )?;
        return Ok(Told::NewSelf);
    }
    let name = name_of(p, sender);
    let spec =
        serde_json::to_string(&(&c.spec, &c.clock, c.observers, c.blind)).map_err(|e| super::encode_failed(&e))?;
    let pid = tx.upsert_player_tz(sender, &name, lang.code(), &p.config.default_timezone, p.now)?;
    let n = tx.insert_challenge(pid, &c.opponent, c.kind.name(), &spec, p.now)?;
    invite(tx, p, sender, &name, c, n, lang)?;
    let (to, what) = (&c.opponent, describe(c, lang));
    let number = n.to_string();
    p.reply(
        tx,
        sender,
        &words::text(lang, ids::CHALLENGE_SENT_SUBJECT, &[]),
        &words::text(
            lang,
            ids::CHALLENGE_SENT,
            &[("n", &number), ("to", to), ("what", &what)],
        ),
        false,
    )?;
    Ok(Told::Challenged {
        n,
        sender: sender.to_string(),
        to: to.to_string(),
    })
}

/// ACCEPT or DECLINE from `sender` in reply to challenge `n` (for the
/// `player` its token names, with a `dkim=pass` when one is required): the
/// new game, the closed challenge and the replies, all in `tx`.
pub(super) fn answer(
    tx: &Tx<'_>,
    p: &Plain<'_>,
    seeds: &mut dyn FnMut() -> std::result::Result<[u8; 32], String>,
    sender: &str,
    n: i64,
    player: u8,
) -> Result<Outcome> {
    let lang = p.sender_lang(tx, sender)?;
    let Some((from_pid, to_addr, kind, spec, status)) = tx.challenge(n)? else {
        return Ok(said("rejected", None, &Said::UnknownChallenge { n }));
    };
    if player != 2 || !to_addr.eq_ignore_ascii_case(sender) {
        let summary = Told::ChallengeAnsweredFrom {
            n,
            sender: sender.to_string(),
            to: to_addr,
        };
        return Ok(said("rejected", None, &summary));
    }
    if let Some(refused) = authenticate::dkim(p.config, p.msg, sender) {
        return Ok(said("rejected", None, &refused.summary(sender)));
    }
    if status != "open" {
        return closed(tx, p, sender, n, &status, lang);
    }
    let challenger = tx
        .player(from_pid)?
        .ok_or_else(|| Error::typed(Kind::Failed, &ServiceError::ChallengerMissing))?;
    match referee::account::parse(&p.msg.commands) {
        Ok(Some(AccountCommand::Accept)) => {
            let accepted = Accepted {
                n,
                kind: &kind,
                spec: &spec,
                lang: lang.code().into(),
            };
            accept(tx, p, seeds, sender, &challenger, accepted)
        }
        Ok(Some(AccountCommand::Decline)) => decline(tx, p, sender, &challenger, n),
        _ => {
            p.reply(
                tx,
                sender,
                &words::text(lang, ids::CHALLENGE_ANSWER_SUBJECT, &[]),
                &words::text(lang, ids::CHALLENGE_ANSWER, &[("n", &n.to_string())]),
                true,
            )?;
            Ok(said("rejected", None, &Told::ChallengeNoAnswer { n }))
        }
    }
}

/// An answer to challenge `n`, already `status` (accepted or declined).
fn closed(tx: &Tx<'_>, p: &Plain<'_>, sender: &str, n: i64, status: &str, lang: Lang) -> Result<Outcome> {
    p.reply(
        tx,
        sender,
        &words::text(lang, ids::CHALLENGE_OVER_SUBJECT, &[]),
        &words::text(lang, ids::CHALLENGE_OVER, &[("n", &n.to_string()), ("status", status)]),
        true,
    )?;
    let closed = Said::ChallengeClosed {
        n,
        status: status.to_string(),
    };
    Ok(said("rejected", None, &closed))
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

/// The name `sender` gives in the mail `p` answers (cleaned and cut to 64
/// characters as the mail was read), else its address's local part.
fn name_of(p: &Plain<'_>, sender: &str) -> String {
    p.msg
        .from_name
        .clone()
        .filter(|n| !n.trim().is_empty())
        .unwrap_or_else(|| crate::mail::sanitize::cut_name(sender.split('@').next().unwrap_or("player")))
}

/// The game a challenge is for, in words (in `lang`).
pub(super) fn describe(c: &Challenge, lang: Lang) -> String {
    format!(
        "{} ({}){}{}",
        words::title(lang, c.kind),
        c.spec.describe(c.kind),
        c.clock
            .as_ref()
            .map(|t| format!(", {}", crate::compose::time_control(t, lang)))
            .unwrap_or_default(),
        if c.blind {
            format!(", {}", words::text(lang, ids::CHALLENGE_BLIND, &[]))
        } else {
            String::new()
        }
    )
}

/// Queue the invitation to challenge `n` from `sender` (named `name`): in
/// the opponent's language if they play here, else in the challenger's
/// (in `lang`), from the address whose token answers it.
fn invite(tx: &Tx<'_>, p: &Plain<'_>, sender: &str, name: &str, c: &Challenge, n: i64, lang: Lang) -> Result<()> {
    if !super::limits::stranger_ok(tx, p.config, &c.opponent, p.now)? {
        return Ok(());
    }
    let tok = protocol::token::make(&p.key.token_key(), &format!("ch-{n}"), 2).map_err(|e| super::token_failed(&e))?;
    let to_lang = match tx.player_by_address(&c.opponent)? {
        Some(pl) => Lang::parse(&pl.lang).unwrap_or_default(),
        None => lang,
    };
    let what = describe(c, to_lang);
    let invitation = words::text(
        to_lang,
        ids::INVITATION,
        &[("name", name), ("address", sender), ("what", &what)],
    );
    let subject = words::text(
        to_lang,
        ids::INVITATION_SUBJECT,
        &[("name", name), ("title", &words::title(to_lang, c.kind))],
    );
    let mid = mail_id(p.key, "", Purpose::Invite, 0, n as u64, 0, p.domain());
    let mail = OutMail {
        from: format!("{}+{tok}@{}", p.local(), p.domain()),
        from_name: p.config.name.clone(),
        to: c.opponent.clone(),
        to_name: None,
        subject,
        text: invitation,
        html: None,
        message_id: mid.clone(),
        in_reply_to: None,
        references: vec![],
        auto_submitted: "auto-generated".into(),
        date: p.now,
        headers: vec![],
        attachments: Vec::new(),
    };
    let raw = outbound::build(&mail).map_err(|e| super::outbox::building_mail(&e))?;
    let raw = seal_outgoing(p.key, &raw)?;
    let queued = NewOutbox {
        game_id: None,
        recipient: &c.opponent,
        envelope_from: &p.config.address,
        message_id: &mid,
        raw: &raw,
        part: None,
    };
    tx.enqueue(&queued, p.now)?;
    Ok(())
}

/// An open challenge accepted: its number, the game's kind and options as
/// stored, and the language of the one who accepted.
struct Accepted<'a> {
    n: i64,
    kind: &'a str,
    spec: &'a str,
    lang: String,
}

/// ACCEPT: the game created (its invitations queued) and the challenge
/// closed.
fn accept(
    tx: &Tx<'_>,
    p: &Plain<'_>,
    seeds: &mut dyn FnMut() -> std::result::Result<[u8; 32], String>,
    sender: &str,
    challenger: &PlayerRow,
    a: Accepted<'_>,
) -> Result<Outcome> {
    let kind = GameKind::parse(a.kind).map_err(|e| super::refused(Kind::Failed, e.why()))?;
    type Stored = (OptionsSpec, Option<TimeControl>, bool, bool);
    type Older = (OptionsSpec, Option<TimeControl>, bool);
    // Challenges stored before blind games have no fourth field.
    let (spec, clock, observers, blind): Stored = serde_json::from_str(a.spec)
        .or_else(|_| serde_json::from_str::<Older>(a.spec).map(|(s, c, o)| (s, c, o, false)))
        .map_err(|e| Error::typed(Kind::Failed, &ServiceError::ChallengeSpec { error: e.to_string() }))?;
    let players = [
        PlayerSpec {
            address: challenger.address.clone(),
            name: challenger.name.clone(),
            lang: challenger.lang.clone(),
        },
        PlayerSpec {
            address: sender.to_string(),
            name: name_of(p, sender),
            lang: a.lang,
        },
    ];
    let wanted = Wanted {
        kind,
        spec,
        players,
        first_to_move: None,
        clock,
        mode: if blind { "blind" } else { "held" },
        pairing: None,
    };
    let game = create_game(tx, p.config, p.key, seeds, wanted, p.now)?;
    tx.set_observers_allowed(&game, observers)?;
    tx.close_challenge(a.n, "accepted", Some(&game))?;
    Ok(said("applied", None, &Said::ChallengeAccepted { n: a.n, game }))
}

/// DECLINE: the challenge closed and the challenger told.
fn decline(tx: &Tx<'_>, p: &Plain<'_>, sender: &str, challenger: &PlayerRow, n: i64) -> Result<Outcome> {
    tx.close_challenge(n, "declined", None)?;
    let to_lang = Lang::parse(&challenger.lang).unwrap_or_default();
    p.reply(
        tx,
        &challenger.address,
        &words::text(to_lang, ids::CHALLENGE_DECLINED_SUBJECT, &[]),
        &words::text(
            to_lang,
            ids::CHALLENGE_DECLINED,
            &[("who", sender), ("n", &n.to_string())],
        ),
        false,
    )?;
    Ok(said("applied", None, &Said::ChallengeDeclined { n }))
}
