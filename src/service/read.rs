//! Stage 1, read: a raw message parsed and stored, sealed, in the inbox
//! before anything else is done with it, under the key that tells a second
//! delivery of it apart (its Message-ID with a hash of its sender,
//! recipients, Subject and body: [`Inbound::key`]).
//!
//! A message over `max_message_bytes` is not parsed nor kept whole: only
//! its header is, and it is refused as too large. Only the first
//! `max_commands` command lines of a message are read.

use super::inbox::{said, Outcome};
use super::outbox::Plain;
use super::{sha256, Config, Error, Kind, Result, ServiceError};
use crate::exit::Inner;
use crate::keys::KeyFile;
use crate::mail::inbound::{self, Inbound, InboundError};
use crate::protocol::encode::hex_encode;
use crate::referee::blind_refusal::BlindRefusal;
use crate::referee::command::CommandError;
use crate::says::decision::Said;
use crate::says::handled::Told;
use crate::store::{Queries, Store, Tx};
use crate::views::words::{self, ids};
use estafette_core::reason::Why;
use std::borrow::Cow;

/// A message as read, before it is stored.
#[derive(Clone)]
pub(super) struct Mail<'r> {
    /// The bytes kept: the whole message, or its header alone when it is
    /// too large.
    kept: Cow<'r, [u8]>,
    /// The message parsed from `kept`.
    pub(super) parsed: std::result::Result<Inbound, InboundError>,
    /// What tells a second delivery of it apart: `<Message-ID>` and its
    /// [`Inbound::key`] (of a message too large, with the body as far as
    /// it was read), else `sha256:` and that key; for a message that does
    /// not parse, `sha256:` and the hash of its bytes.
    key: String,
    /// The number of bytes handed over.
    size: usize,
    /// Over `max_message_bytes`: only its header was read.
    oversized: bool,
    /// A blind game's mail with army lines somewhere ([`Mail::blind`]).
    army: bool,
}

/// Why a stored message is not processed any further.
pub(super) enum Refused {
    /// Over `max_message_bytes`, of this many bytes: its header, if it
    /// could be read.
    TooLarge(Option<Box<Inbound>>, usize),
    /// Not a message that can be read.
    Unreadable(InboundError),
}

impl<'r> Mail<'r> {
    /// Read `raw`, of which at most `limit` bytes are read whole.
    pub(super) fn read(raw: &'r [u8], limit: usize) -> Mail<'r> {
        let oversized = raw.len() > limit;
        let kept = if oversized {
            Cow::Owned(header_of(raw))
        } else {
            Cow::Borrowed(raw)
        };
        let parsed = inbound::parse(&kept);
        let key = match &parsed {
            Ok(m) => {
                // Of one too large, the body as far as it was read.
                let key = match oversized {
                    true => {
                        let read = &raw[..raw.len().min(limit.saturating_add(1))];
                        let body = &read[inbound::header_end(read).unwrap_or(read.len())..];
                        hex_encode(&sha256(&[m.key.as_bytes(), body].concat()))
                    }
                    false => m.key.clone(),
                };
                match &m.message_id {
                    Some(id) if !id.trim().is_empty() => format!("<{}> {key}", id.trim()),
                    _ => format!("sha256:{key}"),
                }
            }
            Err(_) => format!("sha256:{}", hex_encode(&sha256(raw))),
        };
        Mail {
            kept,
            parsed,
            key,
            size: raw.len(),
            oversized,
            army: false,
        }
    }

    /// What tells a second delivery of it apart (see [`Mail::read`]).
    pub(super) fn key(&self) -> &str {
        &self.key
    }

    /// Store the message in the inbox, sealed (a raw message may hold an
    /// army): its inbox row, or `None` for a duplicate. A message seen
    /// before is a duplicate, unless it was stored but never finished (a
    /// temporary failure or a crash after storing it): then this delivery
    /// processes it. Whoever finishes it first wins; every final write
    /// checks that it is still unfinished. A failure here is temporary.
    pub(super) fn store(&self, store: &mut Store, key: &KeyFile, now: i64) -> Result<Option<i64>> {
        let sealed = crate::keys::sealed::seal_mail(key.master(), "inbox", &self.kept)
            .map_err(|e| Error::typed(Kind::Temporary, &ServiceError::SealMessage { error: Inner::of(&e) }))?;
        // Not synced on its own under `full`: the MTA (or the Maildir file)
        // still holds the message until the synced commit that finishes it.
        store.write_unsynced(|tx| -> Result<Option<i64>> {
            match tx.insert_inbox(&self.key, &sealed, now)? {
                Some(id) => Ok(Some(id)),
                None => Ok(tx
                    .inbox_status(&self.key)?
                    .filter(|(_, status)| status == "new")
                    .map(|(id, _)| id)),
            }
        })
    }

    /// Make this the mail of a blind game, whose armies no copy may hold,
    /// even sealed: keep, in place of the message, its header lines that
    /// identify it (Message-ID, From, To, Cc, Date, In-Reply-To,
    /// References: none that holds army text) and a plain text body of
    /// its command lines without army lines. A mail with army lines
    /// anywhere (its Subject, any part, an attachment) is then refused
    /// whole ([`Mail::message`]).
    pub(super) fn blind(&mut self) {
        let Ok(m) = &self.parsed else { return };
        self.army = inbound::holds_army(&self.kept);
        const KEPT: [&str; 7] = ["message-id", "from", "to", "cc", "date", "in-reply-to", "references"];
        let mut out = Vec::with_capacity(1024);
        let header = header_of(&self.kept);
        let text = String::from_utf8_lossy(&header);
        let mut keep = false;
        for line in text.split_inclusive('\n') {
            if line.trim().is_empty() {
                break;
            }
            if !line.starts_with([' ', '\t']) {
                let (name, value) = line.split_once(':').unwrap_or((line, ""));
                keep = KEPT.contains(&name.trim().to_ascii_lowercase().as_str()) && !inbound::is_army_text(value);
            }
            if keep {
                out.extend_from_slice(line.trim_end().as_bytes());
                out.extend_from_slice(b"\r\n");
            }
        }
        out.extend_from_slice(b"Content-Type: text/plain; charset=utf-8\r\nContent-Transfer-Encoding: 8bit\r\n");
        out.extend_from_slice(b"X-Estafette-Kept: the command lines, without army lines (blind game)\r\n\r\n");
        for line in m.commands.iter().filter(|l| !inbound::is_army_text(l)) {
            out.extend_from_slice(line.as_bytes());
            out.extend_from_slice(b"\r\n");
        }
        self.kept = Cow::Owned(out);
    }

    /// The message to process, with at most `max_commands` command lines
    /// (and the error that refuses the rest), or why it is not processed.
    pub(super) fn message(self, max_commands: usize) -> std::result::Result<(Inbound, Option<CommandError>), Refused> {
        if self.oversized {
            return Err(Refused::TooLarge(self.parsed.ok().map(Box::new), self.size));
        }
        let mut msg = self.parsed.map_err(Refused::Unreadable)?;
        if self.army {
            // A blind game's mail with army lines: none of it is applied.
            let why = BlindRefusal::SealYourArmy;
            msg.commands.clear();
            let setup = CommandError {
                line: "SETUP".into(),
                why: Why::of(&why),
            };
            return Ok((msg, Some(setup)));
        }
        // Only the first max_commands lines are read (so the decision, the
        // reply and the inbox record stay small); the rest are refused.
        let lines = msg.commands.len();
        let too_many = (lines > max_commands).then(|| CommandError {
            line: format!("(the {} lines after the first {max_commands})", lines - max_commands),
            why: Why {
                english: format!(
                    "too many commands in one mail: at most {max_commands} are read, so these were not applied"
                ),
                // `lines`: how many were not read, for the refused line's label
                // (`refusal-lines-after`, worded in compose.rs).
                reason: estafette_core::reason::Reason::new("refusal-too-many-commands")
                    .num("max", max_commands)
                    .num("lines", lines - max_commands),
            },
        });
        msg.commands.truncate(max_commands);
        Ok((msg, too_many))
    }
}

impl Refused {
    /// What is recorded of a refused message, with the reply to a
    /// registered sender of one too large.
    pub(super) fn outcome(self, tx: &Tx<'_>, config: &Config, key: &KeyFile, now: i64) -> Result<Outcome> {
        match self {
            Refused::TooLarge(msg, size) => too_large(tx, config, key, msg.as_deref(), size, now),
            Refused::Unreadable(e) => Ok(said("ignored", None, &Told::Unreadable(e))),
        }
    }
}

/// A message over `max_message_bytes`: recorded (its header only) as
/// refused, and a registered sender told, unless it must not be
/// answered; error replies are rate limited as usual.
fn too_large(
    tx: &Tx<'_>,
    config: &Config,
    key: &KeyFile,
    msg: Option<&Inbound>,
    size: usize,
    now: i64,
) -> Result<Outcome> {
    let limit = config.max_message_bytes;
    let Some((msg, sender)) = msg.and_then(|m| Some((m, m.from.as_deref()?))) else {
        return Ok(said("rejected", None, &Said::TooLarge { limit }));
    };
    let answer = msg.must_not_answer(std::slice::from_ref(&config.address)).is_none();
    if answer && tx.player_by_address(sender)?.is_some() {
        let plain = Plain { config, key, msg, now };
        let lang = plain.sender_lang(tx, sender)?;
        let subject: String = msg.subject.chars().take(100).collect();
        let (limit_text, size_text) = (limit.to_string(), size.to_string());
        let mut args = vec![("subject", subject.as_str()), ("limit", limit_text.as_str())];
        // Only the first `limit` bytes and one more were read: the size is
        // known when more came (the header told it).
        let id = if size > limit.saturating_add(1) {
            args.push(("size", size_text.as_str()));
            ids::TOO_LARGE_SIZE
        } else {
            ids::TOO_LARGE
        };
        let text = words::text(lang, id, &args);
        plain.reply(tx, sender, &words::text(lang, ids::TOO_LARGE_SUBJECT, &[]), &text, true)?;
    }
    let sender = sender.to_string();
    Ok(said("rejected", None, &Said::TooLargeFrom { limit, sender }))
}

/// The header of a raw message (up to and with the blank line that ends
/// it), at most 256 KiB of it, followed by an empty body.
fn header_of(raw: &[u8]) -> Vec<u8> {
    const MAX_HEADER: usize = 256 << 10;
    let scan = &raw[..raw.len().min(MAX_HEADER)];
    let lf = scan.windows(2).position(|w| w == b"\n\n").map(|i| i + 1);
    let crlf = scan.windows(4).position(|w| w == b"\r\n\r\n").map(|i| i + 2);
    let end = match (lf, crlf) {
        (Some(a), Some(b)) => a.min(b),
        (a, b) => a
            .or(b)
            .or_else(|| scan.iter().rposition(|&c| c == b'\n').map(|i| i + 1))
            .unwrap_or(0),
    };
    let mut out = scan[..end].to_vec();
    out.extend_from_slice(b"\r\n");
    out
}

#[cfg(test)]
mod tests {
    use super::header_of;

    #[test]
    fn the_header_of_a_message_ends_at_its_first_blank_line() {
        assert_eq!(
            header_of(b"From: a@x\r\nSubject: s\r\n\r\nbody\r\n\r\nmore"),
            b"From: a@x\r\nSubject: s\r\n\r\n"
        );
        assert_eq!(
            header_of(b"From: a@x\nSubject: s\n\nbody"),
            b"From: a@x\nSubject: s\n\r\n"
        );
        // No blank line: up to the last whole line; nothing at all: empty.
        assert_eq!(header_of(b"From: a@x\r\nSubject: cut sh"), b"From: a@x\r\n\r\n");
        assert_eq!(header_of(b"no newline"), b"\r\n");
        assert_eq!(header_of(b""), b"\r\n");
    }
}
