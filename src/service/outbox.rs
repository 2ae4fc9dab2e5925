//! Mail queued in the outbox: rendered, given its Message-ID, laid in
//! parcels and sealed.

use super::limits::{self, Answer, Budget};
use super::load::{player_id, with_history};
use super::{sha256, Config, Error, Kind, Result, ServiceError};
use crate::compose::{self, Head};
use crate::exit::Inner;
use crate::games::Side;
use crate::keys::msgid::{MailId, Purpose};
use crate::keys::KeyFile;
use crate::mail::inbound::Inbound;
use crate::mail::outbound::{self, OutMail};
use crate::protocol::{self, encode::hex_encode};
use crate::referee::state::side_num;
use crate::referee::{GameState, MailPlan};
use crate::store::{GameRow, NewOutbox, PlayerRow, Queries, Tx};
use crate::views::Lang;
use std::borrow::Cow;

/// A message being handled, with what answering it needs: the settings,
/// the key, the mail and the time. [`Plain::reply`] answers from the
/// referee's plain address, outside any game.
pub(super) struct Plain<'a> {
    pub(super) config: &'a Config,
    pub(super) key: &'a KeyFile,
    pub(super) msg: &'a Inbound,
    pub(super) now: i64,
}

impl Plain<'_> {
    /// The language to write to `sender` in, outside a game: a player's
    /// own, else that of the words of their mail (`PARTIES`, `OBSERVER`,
    /// `ACCEPTER`..., `PARTIEN`, `BEOBACHTEN`, `ANNEHMEN`...).
    pub(super) fn sender_lang(&self, tx: &Tx<'_>, sender: &str) -> Result<Lang> {
        Ok(match tx.player_by_address(sender)? {
            Some(pl) => Lang::parse(&pl.lang).unwrap_or_default(),
            None => crate::referee::account::written_in(&self.msg.commands).unwrap_or_default(),
        })
    }

    pub(super) fn domain(&self) -> &str {
        address_parts(&self.config.address).1
    }

    pub(super) fn local(&self) -> &str {
        address_parts(&self.config.address).0
    }

    /// `text`, an answer of kind `answer` to `to` outside any game, within
    /// its limit ([`limits::budget`]): with the notice that it is the last
    /// one for a while when it is, `None` past the limit.
    pub(super) fn within(&self, tx: &Tx<'_>, answer: &Answer<'_>, to: &str, text: &str) -> Result<Option<String>> {
        let config = self.config;
        Ok(match limits::budget(tx, config, answer, to, "", self.now)? {
            Budget::Answer => Some(text.to_string()),
            Budget::Silent => None,
            Budget::Last { until } => {
                let (lang, tz) = match tx.player_by_address(to)? {
                    Some(pl) => (Lang::parse(&pl.lang).unwrap_or_default(), pl.timezone),
                    None => (self.sender_lang(tx, to)?, config.default_timezone.clone()),
                };
                let notice = compose::muted_text(config.error_replies_per_hour, until, &tz, lang, false);
                Some(format!("{text}\n\n{notice}"))
            }
        })
    }

    /// Queue a reply from the referee's plain address; error replies are
    /// rate limited (the last one says so), and every reply to a stranger
    /// ([`limits`]).
    pub(super) fn reply(&self, tx: &Tx<'_>, to: &str, subject: &str, text: &str, is_error: bool) -> Result<()> {
        let (config, msg, now) = (self.config, self.msg, self.now);
        let mut text = Cow::Borrowed(text);
        if is_error {
            match self.within(tx, &Answer::Refusal, to, &text)? {
                Some(within) => text = Cow::Owned(within),
                None => return Ok(()),
            }
        }
        if !limits::stranger_ok(tx, config, to, now)? {
            return Ok(());
        }
        // Told apart by the mail it answers, its recipient and subject (not
        // the time: a reply made again after a rollback keeps its id).
        let answered = sha256(&[msg.fingerprint.as_bytes(), to.as_bytes(), subject.as_bytes()].join(&0u8));
        let mut extra = [0u8; 8];
        extra.copy_from_slice(&answered[..8]);
        let mid = mail_id(
            self.key,
            "",
            Purpose::Reply,
            0,
            0,
            u64::from_be_bytes(extra),
            self.domain(),
        );
        let mail = OutMail {
            from: config.address.clone(),
            from_name: config.name.clone(),
            to: to.to_string(),
            to_name: None,
            subject: format!("Estafette: {subject}"),
            text: text.into_owned(),
            html: None,
            message_id: mid.clone(),
            in_reply_to: msg.message_id.clone(),
            references: msg.message_id.iter().cloned().collect(),
            auto_submitted: "auto-replied".into(),
            date: now,
            headers: vec![],
            attachments: Vec::new(),
        };
        let raw = outbound::build(&mail).map_err(|e| building_mail(&e))?;
        let raw = seal_outgoing(self.key, &raw)?;
        tx.enqueue(
            &NewOutbox {
                game_id: None,
                recipient: to,
                envelope_from: &config.address,
                message_id: &mid,
                raw: &raw,
                part: None,
            },
            now,
        )?;
        Ok(())
    }
}

/// The mails of one decision, built and waiting to be queued together.
#[derive(Default)]
pub(super) struct Outgoing {
    /// The mails laid end to end.
    bytes: Vec<u8>,
    /// Each mail's recipient, Message-ID and length.
    mails: Vec<(String, String, usize)>,
}

impl Outgoing {
    pub(super) fn add(&mut self, mail: &OutMail, recipient: &str, message_id: &str) -> Result<()> {
        if self.bytes.is_empty() {
            // Room for a move's mails (two, and a third spare) at once,
            // rather than growing (and copying) the parcel mail by mail.
            self.bytes.reserve(3 * mail.size_hint());
        }
        let start = self.bytes.len();
        // Built in place, after the mails before it.
        outbound::build_into(mail, &mut self.bytes).map_err(|e| building_mail(&e))?;
        self.mails
            .push((recipient.to_string(), message_id.to_string(), self.bytes.len() - start));
        Ok(())
    }

    /// Queue the mails of game `game`, in order: two or more as a parcel
    /// (`crate::keys::sealed::seal_parcel`), each row pointing at its place in
    /// it, a mail alone sealed on its own. A parcel takes mails while it
    /// holds less than [`PARCEL_BYTES`], so that sending one mail (which
    /// opens its whole parcel) stays cheap however many observers a game
    /// has.
    pub(super) fn enqueue(self, tx: &Tx<'_>, config: &Config, key: &KeyFile, game: &str, now: i64) -> Result<()> {
        fn new<'a>(
            game: &'a str,
            config: &'a Config,
            to: &'a str,
            id: &'a str,
            raw: &'a [u8],
            part: Option<(i64, u64, u64)>,
        ) -> NewOutbox<'a> {
            NewOutbox {
                game_id: Some(game),
                recipient: to,
                envelope_from: &config.address,
                message_id: id,
                raw,
                part,
            }
        }
        let mut from = 0;
        let lengths: Vec<usize> = self.mails.iter().map(|(_, _, len)| *len).collect();
        for group in parcels(&lengths) {
            let mails = &self.mails[group.clone()];
            let len: usize = mails.iter().map(|(_, _, len)| len).sum();
            let bytes = &self.bytes[from..from + len];
            from += len;
            match mails {
                [(to, id, _)] => {
                    let sealed = seal_outgoing(key, bytes)?;
                    tx.enqueue(&new(game, config, to, id, &sealed, None), now)?;
                }
                mails => {
                    let sealed = crate::keys::sealed::seal_parcel(key.master(), bytes).map_err(|e| {
                        let failed = ServiceError::SealMessages { error: Inner::of(&e) };
                        Error::typed(Kind::Temporary, &failed)
                    })?;
                    let parcel = tx.add_parcel(&sealed)?;
                    let mut start = 0u64;
                    for (to, id, len) in mails {
                        let len = *len as u64;
                        tx.enqueue(&new(game, config, to, id, &[], Some((parcel, start, len))), now)?;
                        start += len;
                    }
                }
            }
        }
        Ok(())
    }
}

/// A parcel takes no more mails once it holds this many bytes (before
/// compression): a move's two mails are about 21 KB.
const PARCEL_BYTES: usize = 256 << 10;

/// Mails of the given lengths, in order, grouped into parcels: consecutive
/// runs, each closed once it holds [`PARCEL_BYTES`] or more.
fn parcels(lengths: &[usize]) -> Vec<std::ops::Range<usize>> {
    let mut out = Vec::new();
    let (mut start, mut bytes) = (0, 0);
    for (i, &len) in lengths.iter().enumerate() {
        bytes += len;
        if bytes >= PARCEL_BYTES {
            out.push(start..i + 1);
            (start, bytes) = (i + 1, 0);
        }
    }
    if start < lengths.len() {
        out.push(start..lengths.len());
    }
    out
}

/// A mail to keep in the outbox, sealed.
pub(super) fn seal_outgoing(key: &KeyFile, raw: &[u8]) -> Result<Vec<u8>> {
    crate::keys::sealed::seal_mail(key.master(), "outbox", raw)
        .map_err(|e| Error::typed(Kind::Temporary, &ServiceError::SealMessage { error: Inner::of(&e) }))
}

/// A mail that cannot be put together.
pub(super) fn building_mail(e: &outbound::BuildError) -> Error {
    Error::typed(Kind::Failed, &ServiceError::BuildingMail { error: Inner::of(e) })
}

/// The head of the game `row`'s log, for its mails.
pub(super) fn head_of(row: &GameRow) -> Head {
    Head {
        n: row.head_n,
        hex: hex_encode(&row.head_hash),
    }
}

/// Render and queue the mails of a decision.
#[allow(clippy::too_many_arguments)]
pub(super) fn queue_mails(
    tx: &Tx<'_>,
    config: &Config,
    key: &KeyFile,
    st: &GameState,
    plans: &[MailPlan],
    head: &Head,
    in_reply_to: Option<(Side, &str)>,
    inbox_id: i64,
    now: i64,
) -> Result<()> {
    let Some(row) = tx.game(&st.id)? else { return Ok(()) };
    queue_mails_with(tx, config, key, &row, &[], st, plans, head, in_reply_to, inbox_id, now)
}

/// [`queue_mails`] for the game `row` (as it is in this transaction), with
/// the rows of players already read in it (`known`: read from the store
/// if missing, so give only rows nothing has changed since).
#[allow(clippy::too_many_arguments)]
pub(super) fn queue_mails_with(
    tx: &Tx<'_>,
    config: &Config,
    key: &KeyFile,
    row: &GameRow,
    known: &[PlayerRow],
    st: &GameState,
    plans: &[MailPlan],
    head: &Head,
    in_reply_to: Option<(Side, &str)>,
    inbox_id: i64,
    now: i64,
) -> Result<()> {
    // A HISTORY answer or the final transcript lists every move, which a
    // state loaded from the snapshot does not hold: take them from the log.
    let full;
    let st = if !st.history_complete() && plans.iter().any(MailPlan::needs_history) {
        full = with_history(tx, key, st.clone())?;
        &full
    } else {
        st
    };
    let domain = address_parts(&config.address).1;
    let mut boards = compose::Boards::default();
    let mut mails = Outgoing::default();
    // The last mails of a game carry its transcript.
    let transcript = if plans.iter().any(|p| p.transcript) {
        Some(compose::transcript_attachment(st, &transcript_log(tx, &st.id)?))
    } else {
        None
    };
    let kit_page = super::kit::page(config, st, plans)?;
    let ended = super::club::ended_in(tx, &st.id, plans, now)?;
    for plan in plans {
        let plan = &*super::kit::with_kit(config, st, plan);
        let player = player_row(tx, row, known, plan.to)?;
        // This game's language for the player (their default only for a
        // game that has none recorded).
        let lang = tx.game_lang(&row.id, side_num(plan.to))?;
        let lang = Lang::parse(lang.as_deref().unwrap_or(&player.lang)).unwrap_or(Lang::En);
        let plan = &*super::club::with_standings(ended.as_ref(), plan, lang);
        let c = compose::compose_with(st, plan, head, lang, &player.timezone, &mut boards);
        let side = side_num(plan.to);
        let from = game_reply_address(key, &config.address, &st.id, side, head.n)?;
        let answered = in_reply_to.filter(|(side, _)| *side == plan.to).map(|(_, r)| r);
        let (message_id, references) = thread_ids(key, &st.id, side, head.n, inbox_id, answered, domain);
        let mut mail = OutMail {
            from,
            from_name: config.name.clone(),
            to: player.address.clone(),
            // Clean and short whatever an older database holds.
            to_name: Some(crate::mail::sanitize::cut_name(&player.name)),
            subject: c.subject,
            text: c.text,
            html: Some(c.html),
            message_id: message_id.clone(),
            in_reply_to: references.last().cloned(),
            references,
            auto_submitted: if plan.is_error {
                "auto-replied".into()
            } else {
                "auto-generated".into()
            },
            date: now,
            headers: vec![("X-Estafette-Game".into(), st.id.clone())],
            attachments: super::kit::attachments(st, plan, transcript.as_ref(), kit_page.as_ref()),
        };
        let party = compose::calendar::Party {
            referee: &config.address,
            player: &player.address,
            tz: &player.timezone,
            stamp: now,
            reminders: &config.reminders,
        };
        mail.attachments.extend(compose::calendar::attachment(
            st,
            plan,
            head.n,
            player.calendar,
            &party,
            lang,
        ));
        mails.add(&mail, &player.address, &message_id)?;
    }
    mails.enqueue(tx, config, key, &st.id, now)
}

/// A game's log as a transcript takes it: each event's bytes with the
/// chain head after it.
fn transcript_log(q: &dyn Queries, game: &str) -> Result<Vec<(Vec<u8>, [u8; 32])>> {
    Ok(q.events(game)?
        .into_iter()
        .map(|e| {
            let h: [u8; 32] = e.head.as_slice().try_into().unwrap_or([0; 32]);
            (e.bytes, h)
        })
        .collect())
}

/// The row of `side`'s player of the game `row`: from `known` if there,
/// else read.
fn player_row<'k>(tx: &Tx<'_>, row: &GameRow, known: &'k [PlayerRow], side: Side) -> Result<Cow<'k, PlayerRow>> {
    let pid = player_id(row, side);
    match known.iter().find(|p| p.id == pid) {
        Some(p) => Ok(Cow::Borrowed(p)),
        None => {
            Ok(Cow::Owned(tx.player(pid)?.ok_or_else(|| {
                Error::typed(Kind::Failed, &ServiceError::PlayerMissing)
            })?))
        }
    }
}

/// The Message-ID of a mail of `game` to player `side` after event
/// `head_n`, and its References: the thread's first mail (the invitation,
/// whose id it is when it is that mail), then the player's mail it answers.
fn thread_ids(
    key: &KeyFile,
    game: &str,
    side: u8,
    head_n: u64,
    inbox_id: i64,
    answered: Option<&str>,
    domain: &str,
) -> (String, Vec<String>) {
    let thread_root = mail_id(key, game, Purpose::Thread, side, 1, 0, domain);
    let message_id = if head_n == 1 && inbox_id == 0 {
        thread_root.clone()
    } else {
        mail_id(key, game, Purpose::Player, side, head_n, inbox_id as u64, domain)
    };
    let mut references = vec![];
    if message_id != thread_root {
        references.push(thread_root);
    }
    references.extend(answered.map(str::to_string));
    (message_id, references)
}

/// The local part and domain of the referee's address. The commands that
/// compose mail refuse to run without an address (`estafette` checks it
/// before opening the service), so nothing here invents one.
pub(super) fn address_parts(address: &str) -> (&str, &str) {
    address.rsplit_once('@').unwrap_or((address, ""))
}

/// The address (`LOCAL+TOKEN@DOMAIN` of the referee's `address`) that
/// reaches player `side` (1 or 2) of `game`, handed out at log position
/// `issued`: a reply to it is judged fresh or stale against that position.
pub(super) fn game_reply_address(key: &KeyFile, address: &str, game: &str, side: u8, issued: u64) -> Result<String> {
    let tok = protocol::token::make_at(&key.token_key(), game, side, issued).map_err(|e| super::token_failed(&e))?;
    let (local, domain) = address_parts(address);
    // Put together without the formatting machinery.
    Ok([local, "+", &tok, "@", domain].concat())
}

/// The Message-ID (without its angle brackets) of a mail of `game` (empty:
/// of no game): opaque, and this database's own ([`crate::keys::msgid`]).
pub(super) fn mail_id(
    key: &KeyFile,
    game: &str,
    purpose: Purpose,
    side: u8,
    n: u64,
    extra: u64,
    domain: &str,
) -> String {
    let id = MailId {
        purpose,
        side,
        n,
        extra,
    };
    [&crate::keys::msgid::make(key.message_id_key(), game, &id), "@", domain].concat()
}

#[cfg(test)]
mod tests {
    use super::{parcels, PARCEL_BYTES};

    #[test]
    fn mails_are_grouped_into_parcels_of_bounded_size_in_order() {
        assert_eq!(parcels(&[]), vec![]);
        assert_eq!(parcels(&[10_000]), vec![0..1]);
        assert_eq!(parcels(&[10_000, 11_000]), vec![0..2]);
        // A parcel closes once it reaches the bound; the rest go on in order.
        let k = PARCEL_BYTES / 4;
        assert_eq!(parcels(&[k; 9]), vec![0..4, 4..8, 8..9]);
        assert_eq!(parcels(&[k - 1; 5]), vec![0..5]);
        // A mail larger than the bound is a parcel of one (sealed alone).
        assert_eq!(parcels(&[100, PARCEL_BYTES * 2, 100]), vec![0..2, 2..3]);
        assert_eq!(parcels(&[PARCEL_BYTES * 2]), vec![0..1]);
    }
}
