//! Strangers: addresses the referee does not know (no player's, never
//! confirmed). Anyone can forge a From address, so OBSERVE or NEW from a
//! stranger is held, and the address gets one confirmation mail whose
//! reply address carries a `cf-N` token; a reply to it from that address
//! carries the held command out (`account::confirmed`) and makes the
//! address known. Until then nothing else goes to it: no subscription, no
//! game, no invitation to a third party.
//!
//! Every mail to a stranger, this one included, is within the limits of
//! [`super::limits`]: a flood of forged mails costs at most a few mails an
//! hour, whatever addresses they name.

use super::outbox::{mail_id, seal_outgoing, Plain};
use super::told::{Held, Told};
use super::{limits, Result};
use crate::keys::msgid::Purpose;
use crate::mail::outbound::{self, OutMail};
use crate::protocol;
use crate::store::{NewOutbox, Queries, Tx};
use crate::views::words::{self, ids};
use crate::views::Lang;

/// A stranger's OBSERVE or NEW (`what`, in words; the mail's command
/// lines are kept) held, and the confirmation mail queued, within the
/// limits for strangers. The summary for the inbox.
pub(super) fn ask(tx: &Tx<'_>, p: &Plain<'_>, sender: &str, what: Held, lang: Lang) -> Result<Told> {
    if !limits::stranger_ok(tx, p.config, sender, p.now)? {
        return Ok(Told::StrangerOverLimits {
            what,
            sender: sender.to_string(),
        });
    }
    let lines = p.msg.commands.join("\n");
    let n = tx.insert_confirmation(sender, &lines, p.msg.from_name.as_deref(), p.now)?;
    let tok = protocol::token::make(&p.key.token_key(), &format!("cf-{n}"), 1).map_err(|e| super::token_failed(&e))?;
    let subject = words::text(lang, ids::CONFIRM_SUBJECT, &[]);
    let text = words::text(lang, ids::CONFIRM, &[("what", &what.to_string())]);
    let mid = mail_id(p.key, "", Purpose::Reply, 0, n as u64, 0, p.domain());
    let mail = OutMail {
        from: format!("{}+{tok}@{}", p.local(), p.domain()),
        from_name: p.config.name.clone(),
        to: sender.to_string(),
        to_name: None,
        subject,
        text,
        html: None,
        message_id: mid.clone(),
        in_reply_to: p.msg.message_id.clone(),
        references: p.msg.message_id.iter().cloned().collect(),
        auto_submitted: "auto-replied".into(),
        date: p.now,
        headers: vec![],
        attachments: Vec::new(),
    };
    let raw = outbound::build(&mail).map_err(|e| super::outbox::building_mail(&e))?;
    let raw = seal_outgoing(p.key, &raw)?;
    let queued = NewOutbox {
        game_id: None,
        recipient: sender,
        envelope_from: &p.config.address,
        message_id: &mid,
        raw: &raw,
        part: None,
    };
    tx.enqueue(&queued, p.now)?;
    Ok(Told::ConfirmationSent {
        what,
        sender: sender.to_string(),
        n,
    })
}

/// What a reply to confirmation `n` comes to.
pub(super) enum Answered {
    /// The address is confirmed: the held command lines, to carry out, and
    /// the name the sender gave with them.
    Held(Vec<String>, Option<String>),
    /// Nothing to do (an unknown confirmation, another sender, already
    /// confirmed): the inbox's summary. Never answered.
    Nothing(Told),
}

/// A reply from `sender` to confirmation `n`: if it is the address asked,
/// and the first reply, the address confirmed and the held commands.
pub(super) fn answer(tx: &Tx<'_>, sender: &str, n: i64, now: i64) -> Result<Answered> {
    let Some((address, commands, name, status)) = tx.confirmation(n)? else {
        return Ok(Answered::Nothing(Told::UnknownConfirmation { n }));
    };
    if !address.eq_ignore_ascii_case(sender) {
        return Ok(Answered::Nothing(Told::ConfirmationAnsweredFrom {
            n,
            sender: sender.to_string(),
            address,
        }));
    }
    if status != "open" {
        return Ok(Answered::Nothing(Told::ConfirmationAnswered { n }));
    }
    tx.confirm(n, sender, now)?;
    Ok(Answered::Held(commands.lines().map(str::to_string).collect(), name))
}
