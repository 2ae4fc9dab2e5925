//! Stage 6, reply: a decision's mails queued in the outbox, in the
//! transaction that stores it: each player's mail (an error reply only
//! within its sender's hourly limit for the game, the last one saying so)
//! and the public view of its events to
//! every observer; and the refusal of a mail that authentication refused.
//! Nothing is sent here: `send` hands the outbox to a transport once the
//! transaction has committed.

use super::authenticate::Refusal;
use super::commit::Committed;
use super::limits::{self, Answer, Budget};
use super::load::load_state;
use super::outbox::{address_parts, head_of, mail_id, queue_mails, queue_mails_with, Outgoing, Plain};
use super::route::Play;
use super::{Config, Result};
use crate::compose::{self, Head};
use crate::games::Side;
use crate::keys::msgid::Purpose;
use crate::keys::KeyFile;
use crate::mail::outbound::OutMail;
use crate::referee::{self, Decision, Event, GameState, MailPlan};
use crate::store::{GameRow, PlayerRow, Queries, Tx};
use crate::views::Lang;

/// Keep the error reply of a decision (the answer to a mail of which
/// nothing was applied) only while its sender (`address`, as registered)
/// is within the hourly limit of error replies for the game `game`; the
/// one that reaches it says so. A mail that applied anything gets its
/// receipt whatever the limit: it is no error reply.
pub(super) fn limit_errors(
    tx: &Tx<'_>,
    config: &Config,
    d: &mut Decision,
    game: &str,
    address: &str,
    now: i64,
) -> Result<()> {
    if !d.mails.iter().any(|p| p.is_error) {
        return Ok(());
    }
    match limits::budget(tx, config, &Answer::Refusal, address, game, now)? {
        Budget::Answer => {}
        Budget::Last { until } => {
            let limit = config.error_replies_per_hour;
            for plan in d.mails.iter_mut().filter(|p| p.is_error) {
                plan.paras.push(referee::Para::Muted { limit, until });
            }
        }
        Budget::Silent => d.mails.retain(|p| !p.is_error),
    }
    Ok(())
}

/// Queue the mails of the decision `d`, stored as `done` on the game `row`:
/// to the players (`known`: their rows if read in this transaction and
/// unchanged since) and, if it has events, the public view to every
/// observer. `in_reply_to` is the side that sent the mail decided on and
/// its Message-ID, `inbox_id` its inbox row (0 for none).
#[allow(clippy::too_many_arguments)]
pub(super) fn decision(
    tx: &Tx<'_>,
    config: &Config,
    key: &KeyFile,
    row: &GameRow,
    known: &[PlayerRow],
    done: &Committed,
    d: &Decision,
    in_reply_to: Option<(Side, &str)>,
    inbox_id: i64,
    now: i64,
) -> Result<()> {
    let (st, head) = (&done.after, &done.head);
    queue_mails_with(
        tx,
        config,
        key,
        row,
        known,
        st,
        &d.mails,
        head,
        in_reply_to,
        inbox_id,
        now,
    )?;
    if !d.events.is_empty() {
        queue_observer_mails(tx, config, key, st, &d.events, head, now)?;
    }
    Ok(())
}

/// Tell the registered `player` of the game `row` that the mail `p`
/// answers, sent as `play`, was refused whole by authentication (within
/// their hourly limit of error replies).
pub(super) fn refusal(
    tx: &Tx<'_>,
    p: &Plain<'_>,
    row: &GameRow,
    player: &PlayerRow,
    play: &Play<'_>,
    refusal: &Refusal<'_>,
    inbox_id: i64,
) -> Result<()> {
    let (para, in_reply_to) = match refusal {
        Refusal::WrongSender { registered } => (
            referee::Para::Rejected {
                applied: vec![],
                failed: "(whole mail)".into(),
                reason: estafette_core::reason::Reason::new("wrong-sender")
                    .text("sender", play.sender)
                    .text("registered", registered),
                not_applied: p.msg.commands.clone(),
            },
            p.msg.message_id.as_deref().map(|r| (play.side, r)),
        ),
        Refusal::NoDkim { .. } => (
            referee::Para::NotAuthenticated {
                sender: play.sender.to_string(),
            },
            None,
        ),
    };
    let mut paras = vec![para];
    match limits::budget(tx, p.config, &Answer::Refusal, &player.address, &row.id, p.now)? {
        Budget::Answer => {}
        Budget::Last { until } => paras.push(referee::Para::Muted {
            limit: p.config.error_replies_per_hour,
            until,
        }),
        Budget::Silent => return Ok(()),
    }
    let plan = MailPlan {
        to: play.side,
        paras,
        transcript: false,
        is_error: true,
    };
    let st = load_state(tx, p.key, row)?;
    queue_mails(
        tx,
        p.config,
        p.key,
        &st,
        &[plan],
        &head_of(row),
        in_reply_to,
        inbox_id,
        p.now,
    )
}

/// The public view of what just happened, to every observer of the game.
fn queue_observer_mails(
    tx: &Tx<'_>,
    config: &Config,
    key: &KeyFile,
    st: &GameState,
    events: &[Event],
    head: &Head,
    now: i64,
) -> Result<()> {
    let observers = tx.observers_of(&st.id)?;
    if observers.is_empty() {
        return Ok(());
    }
    let langs: Vec<Lang> = observers
        .iter()
        .map(|(_, l)| Lang::parse(l).unwrap_or_default())
        .collect();
    // One public view per language the observers read.
    let mut views = Vec::new();
    for &lang in &langs {
        if !views.iter().any(|(l, _)| *l == lang) {
            views.push((lang, compose::compose_public(st, events, head, lang)));
        }
    }
    let domain = address_parts(&config.address).1;
    let mut mails = Outgoing::default();
    for (i, ((addr, _), lang)) in observers.iter().zip(&langs).enumerate() {
        let Some((_, c)) = views.iter().find(|(l, _)| l == lang) else {
            continue;
        };
        let message_id = mail_id(key, &st.id, Purpose::Observer, 0, head.n, i as u64, domain);
        let mail = OutMail {
            from: config.address.clone(),
            from_name: config.name.clone(),
            to: addr.clone(),
            to_name: None,
            subject: c.subject.clone(),
            text: c.text.clone(),
            html: Some(c.html.clone()),
            message_id: message_id.clone(),
            in_reply_to: None,
            references: vec![],
            auto_submitted: "auto-generated".into(),
            date: now,
            headers: vec![("X-Estafette-Game".into(), st.id.clone())],
            attachments: Vec::new(),
        };
        mails.add(&mail, addr, &message_id)?;
    }
    mails.enqueue(tx, config, key, &st.id, now)
}
