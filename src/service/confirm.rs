//! Confirmations. Anyone can forge a From address, so OBSERVE, UNOBSERVE,
//! NEW, JOIN or SITE ON sent on the From line alone (to the plain address, or with a
//! token that is not the sender's) is held, and the address gets one
//! confirmation mail saying what was asked and from which address, whose
//! reply address carries a `cf-N` token. Only a reply through that address
//! (the token is made with the referee's key, and mailed to that address
//! alone), from that address, with a `dkim=pass` when `require_dkim_from`
//! is set, carries the held command out (`account::confirmed`) and makes
//! the address known. Until then nothing is done: no subscription, no
//! game, no invitation to a third party.
//!
//! A confirmation is within the hourly limit of answers to mail that
//! applied nothing ([`super::limits`]), and every mail to a stranger within
//! the limits for strangers: a flood of forged mails costs at most a few
//! mails an hour, whatever addresses they name.

use super::authenticate;
use super::inbox::{said, Outcome};
use super::limits::{self, Answer};
use super::outbox::{mail_id, seal_outgoing, Plain};
use super::Result;
use crate::keys::msgid::Purpose;
use crate::mail::outbound::{self, OutMail};
use crate::protocol;
use crate::says::handled::{Held, Told};
use crate::store::{NewOutbox, Queries, Tx};
use crate::views::words::{self, ids};
use crate::views::Lang;
use estafette_core::reason::Explain;

/// An OBSERVE, UNOBSERVE or NEW from `sender` (`what`, in the inbox's
/// words; `asked`, in `lang`; the mail's command lines are kept) held, and
/// the confirmation mail queued, within the limits. The summary for the
/// inbox.
pub(super) fn ask(tx: &Tx<'_>, p: &Plain<'_>, sender: &str, what: &Held, asked: &str, lang: Lang) -> Result<Told> {
    let (what, sender_text) = (what.clone(), sender.to_string());
    let text = words::text(lang, ids::CONFIRM, &[("address", sender), ("what", asked)]);
    let Some(text) = p.within(tx, &Answer::Confirmation, sender, &text)? else {
        return Ok(Told::OverLimit {
            what,
            sender: sender_text,
        });
    };
    if !limits::stranger_ok(tx, p.config, sender, p.now)? {
        return Ok(Told::StrangerOverLimits {
            what,
            sender: sender_text,
        });
    }
    let lines = p.msg.commands.join("\n");
    let n = tx.insert_confirmation(sender, &lines, p.msg.from_name.as_deref(), p.now)?;
    let tok = protocol::token::make(&p.key.token_key(), &format!("cf-{n}"), 1).map_err(|e| super::token_failed(&e))?;
    let subject = words::text(lang, ids::CONFIRM_SUBJECT, &[]);
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
    /// Nothing to do (an unknown confirmation, another sender, no
    /// `dkim=pass`, already confirmed): the inbox's summary. Never answered.
    Nothing(Outcome),
}

/// A reply from `sender` to confirmation `n` (the mail `p` answers): if it
/// is the address asked, with a `dkim=pass` when one is required, and the
/// first reply, the address confirmed and the held commands.
pub(super) fn answer(tx: &Tx<'_>, p: &Plain<'_>, sender: &str, n: i64) -> Result<Answered> {
    fn nothing(why: &impl Explain) -> Result<Answered> {
        Ok(Answered::Nothing(said("rejected", None, why)))
    }
    let Some((address, commands, name, status)) = tx.confirmation(n)? else {
        return nothing(&Told::UnknownConfirmation { n });
    };
    if !address.eq_ignore_ascii_case(sender) {
        let sender = sender.to_string();
        return nothing(&Told::ConfirmationAnsweredFrom { n, sender, address });
    }
    if let Some(refused) = authenticate::dkim(p.config, p.msg, sender) {
        return nothing(&refused.summary(sender));
    }
    if status != "open" {
        return nothing(&Told::ConfirmationAnswered { n });
    }
    tx.confirm(n, sender, p.now)?;
    Ok(Answered::Held(commands.lines().map(str::to_string).collect(), name))
}
