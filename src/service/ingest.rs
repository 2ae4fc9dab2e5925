//! A message taken in: stored raw, then processed in one transaction.

use super::account::{account, answer_challenge, challenged_kind, sender_lang};
use super::bounce::record_bounce;
use super::commit::commit_decision;
use super::load::load_state;
use super::outbox::{head_of, queue_mails, rate_ok, Plain};
use super::{sha256, Error, Ingested, Kind, Result, Service};
use crate::games::Side;
use crate::mail::inbound::{self, Inbound};
use crate::protocol::{self, encode::hex_encode};
use crate::referee::account::AccountCommand;
use crate::referee::{self, command, MailPlan};
use crate::store::{PlayerRow, Queries, Store, Tx};

impl Service {
    /// Take in one raw message, as an MTA pipe or `poll` hands it over.
    ///
    /// A message over `max_message_bytes` is not parsed nor kept whole:
    /// only its header is (the caller need hand over no more than the limit
    /// plus one byte), and it is refused as too large.
    pub fn ingest(&mut self, raw: &[u8]) -> Result<Ingested> {
        self.can_compose()?;
        let now = (self.now)();
        let limit = self.config.max_message_bytes;
        let oversized = raw.len() > limit;
        let header;
        let (kept, parsed) = if oversized {
            header = header_of(raw);
            (&header[..], inbound::parse(&header))
        } else {
            (raw, inbound::parse(raw))
        };
        let key = match &parsed {
            Ok(m) => match &m.message_id {
                Some(id) if !id.trim().is_empty() => format!("<{}>", id.trim()),
                _ if oversized => format!(
                    "sha256:{}",
                    hex_encode(&sha256(&raw[..raw.len().min(limit.saturating_add(1))]))
                ),
                _ => format!("sha256:{}", m.fingerprint),
            },
            Err(_) => format!("sha256:{}", hex_encode(&sha256(raw))),
        };
        let pending = self.pending_note(&parsed);
        // Stored sealed: a raw message may hold an army.
        let sealed = crate::keys::sealed::seal_mail(self.key.master(), "inbox", kept).map_err(|e| Error {
            kind: Kind::Temporary,
            message: format!("sealing the message: {e}"),
        })?;
        // A message seen before is a duplicate, unless it was stored but
        // never finished (a temporary failure or a crash after storing it):
        // then this delivery processes it. Whoever finishes it first wins;
        // every final write checks that it is still unfinished.
        // Not synced on its own under `full`: the MTA (or the Maildir file)
        // still holds the message until the synced commit that finishes it.
        let id = match self.store.write_unsynced(|tx| -> Result<Option<i64>> {
            match tx.insert_inbox(&key, &sealed, now)? {
                Some(id) => Ok(Some(id)),
                None => Ok(tx
                    .inbox_status(&key)?
                    .filter(|(_, status)| status == "new")
                    .map(|(id, _)| id)),
            }
        })? {
            Some(id) => id,
            None => {
                self.note(pending, None, &Ingested::Duplicate, now);
                return Ok(Ingested::Duplicate);
            }
        };
        // Stored: from here on nothing reaches the MTA but exit 0, even a
        // bug; the message stays in the inbox marked failed for the operator.
        let outcome = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
            if oversized {
                self.too_large(id, parsed, raw.len(), now)
            } else {
                self.process(id, parsed, now)
            }
        }));
        let failed = match outcome {
            Ok(Ok(done)) => {
                self.note(pending, Some(id), &done, now);
                return Ok(done);
            }
            Ok(Err(e)) if e.is_temporary() => {
                // Leave it `new`: `estafette retry` or the next poll picks it up.
                let msg = format!("temporary failure, will retry: {e}");
                // Only while it is still unfinished: another delivery of the
                // same message may have finished it meanwhile, and setting a
                // finished message back to `new` would have it processed
                // twice (the second time refused, with a second reply).
                let _ = self.store.write(|tx| tx.finish_inbox(id, "new", None, &msg));
                return Err(e);
            }
            Ok(Err(e)) => e.message,
            Err(panic) => format!(
                "internal error: {}",
                panic
                    .downcast_ref::<String>()
                    .cloned()
                    .or_else(|| panic.downcast_ref::<&str>().map(|s| s.to_string()))
                    .unwrap_or_default()
            ),
        };
        self.store.write(|tx| tx.finish_inbox(id, "failed", None, &failed))?;
        let failed = Ingested::Failed(failed);
        self.note(pending, Some(id), &failed, now);
        Ok(failed)
    }

    /// A message over `max_message_bytes`: recorded (its header only) as
    /// refused, and a registered sender told, unless it must not be
    /// answered; error replies are rate limited as usual.
    pub(super) fn too_large(
        &mut self,
        id: i64,
        parsed: std::result::Result<Inbound, inbound::InboundError>,
        size: usize,
        now: i64,
    ) -> Result<Ingested> {
        let config = self.config.clone();
        let key = self.key.clone();
        let limit = config.max_message_bytes;
        let summary = format!("too large: over {limit} bytes (max_message_bytes); only its header was kept");
        let Ok(msg) = parsed else {
            return finish(&mut self.store, id, |_| Ok(done("rejected", None, summary)));
        };
        let own = vec![config.address.clone()];
        let answer = msg.must_not_answer(&own).is_none();
        let plain = Plain {
            config: &config,
            key: &key,
            msg: &msg,
            now,
        };
        finish(&mut self.store, id, |tx| {
            let Some(sender) = msg.from.as_deref() else {
                return Ok(done("rejected", None, summary));
            };
            if answer && tx.player_by_address(sender)?.is_some() {
                let text = format!(
                    "Your mail (subject \"{}\") is too large for the referee: it takes mail of at most {limit} bytes and yours had more{}. Nothing in it was read or applied.\n\nSend your commands again in a plain mail, without attachments, above the quoted text.",
                    msg.subject.chars().take(100).collect::<String>(),
                    if size > limit.saturating_add(1) { format!(" ({size} bytes)") } else { String::new() },
                );
                plain.reply(tx, sender, "message too large", &text, true)?;
            }
            Ok(done("rejected", None, format!("{summary}; from {sender}")))
        })
    }

    pub(super) fn process(
        &mut self,
        id: i64,
        parsed: std::result::Result<Inbound, inbound::InboundError>,
        now: i64,
    ) -> Result<Ingested> {
        let config = self.config.clone();
        let key = self.key.clone();
        let mut msg = match parsed {
            Ok(m) => m,
            Err(e) => {
                return finish(&mut self.store, id, |_| {
                    Ok(done("ignored", None, format!("unreadable message: {e}")))
                })
            }
        };
        // Only the first max_commands lines are read (so the decision, the
        // reply and the inbox record stay small); the rest are refused.
        let lines = msg.commands.len();
        let too_many = (lines > self.config.max_commands).then(|| command::CommandError {
            line: format!(
                "(the {} lines after the first {})",
                lines - self.config.max_commands,
                self.config.max_commands
            ),
            message: format!(
                "too many commands in one mail: at most {} are read, so these were not applied",
                self.config.max_commands
            ),
        });
        msg.commands.truncate(self.config.max_commands);
        // Every path below writes what it does (bounce records, replies,
        // a new game) in the same transaction that finishes the message, so
        // a crash can neither lose those writes nor make them twice.
        if let inbound::Kind::Bounce {
            recipients,
            status,
            permanent,
        } = &msg.kind
        {
            return finish(&mut self.store, id, |tx| {
                let summary = record_bounce(tx, &config, &key, id, recipients, status.as_deref(), *permanent, now)?;
                Ok(done("bounce", None, summary))
            });
        }
        let own = vec![self.config.address.clone()];
        if let Some(reason) = msg.must_not_answer(&own) {
            return finish(&mut self.store, id, |_| {
                Ok(done("ignored", None, format!("not answered: {reason}")))
            });
        }
        let Some(sender) = msg.from.clone() else {
            return finish(&mut self.store, id, |_| {
                Ok(done("ignored", None, "no sender address".into()))
            });
        };
        // Find a valid token.
        let token_key = self.key.token_key();
        let mut found = None;
        let mut haystack: Vec<String> = msg.recipients.clone();
        haystack.push(msg.subject.clone());
        'outer: for h in &haystack {
            for cand in protocol::token::find_in(h) {
                if let Ok(t) = protocol::token::check(&token_key, &cand) {
                    found = Some(t);
                    break 'outer;
                }
            }
        }
        let plain = Plain {
            config: &config,
            key: &key,
            msg: &msg,
            now,
        };
        let Some((game_id, player)) = found else {
            match referee::account::parse(&msg.commands) {
                Ok(Some(cmd)) if !matches!(cmd, AccountCommand::Accept | AccountCommand::Decline) => {
                    return finish(&mut self.store, id, |tx| {
                        Ok(done("applied", None, account(tx, &plain, &sender, cmd)?))
                    });
                }
                Err(e) => {
                    return finish(&mut self.store, id, |tx| {
                        if sender_lang(tx, &sender, &msg)? == "fr" {
                            let detail = crate::french::explain(challenged_kind(&msg.commands), &e);
                            plain.reply(
                                tx,
                                &sender,
                                "commande non comprise",
                                &format!("Votre commande n'a pas été comprise : {detail}"),
                                true,
                            )?;
                        } else {
                            plain.reply(
                                tx,
                                &sender,
                                "not understood",
                                &format!("Your command was not understood: {e}"),
                                true,
                            )?;
                        }
                        Ok(done(
                            "rejected",
                            None,
                            format!("bad account command from {sender}: {e}"),
                        ))
                    });
                }
                _ => {}
            }
            return finish(&mut self.store, id, |tx| {
                if let Some(pl) = tx.player_by_address(&sender)? {
                    if pl.lang == "fr" {
                        let text = "Votre courrier est parvenu à l'arbitre sans jeton de partie valide : rien n'a été appliqué.\n\nRépondez au dernier courrier que l'arbitre vous a envoyé pour cette partie (son adresse de réponse porte le jeton), avec vos commandes au-dessus du texte cité.";
                        plain.reply(tx, &sender, "pas de jeton de partie", text, true)?;
                    } else {
                        let text = "Your mail reached the referee without a valid game token, so nothing was applied.\n\nReply to the last mail the referee sent you for that game (its reply address carries the token), with your commands above the quoted text.";
                        plain.reply(tx, &sender, "no game token", text, true)?;
                    }
                }
                Ok(done("rejected", None, format!("no valid game token (from {sender})")))
            });
        };
        if let Some(n) = game_id.strip_prefix("ch-") {
            let n: i64 = n.parse().map_err(|_| Error::new("bad challenge id"))?;
            let Service { store, seeds, .. } = self;
            return finish(store, id, |tx| {
                let (status, summary) = answer_challenge(tx, &plain, &mut **seeds, &sender, n, player)?;
                Ok((status, None, summary))
            });
        }
        let side = if player == 1 { Side::First } else { Side::Second };
        let config = self.config.clone();
        let key = self.key.clone();
        let (commands, perr) = command::parse(&msg.commands);
        let perr = perr.or(too_many);
        let seeds = [
            (self.seeds)().map_err(|e| Error {
                kind: Kind::Temporary,
                message: e,
            })?,
            (self.seeds)().map_err(|e| Error {
                kind: Kind::Temporary,
                message: e,
            })?,
        ];
        let in_reply_to = msg.message_id.clone();
        let states = &mut self.states;
        self.store.write(|tx| -> Result<Ingested> {
            if !tx.inbox_unfinished(id)? {
                // Another delivery of the same message finished it meanwhile.
                return Ok(Ingested::Duplicate);
            }
            let Some(row) = tx.game(&game_id)? else {
                tx.set_inbox_result(id, "rejected", None, &format!("token for unknown game {game_id}"))?;
                return Ok(Ingested::Handled { status: "rejected".into(), summary: format!("unknown game {game_id}") });
            };
            let pid = if side == Side::First { row.first_player } else { row.second_player };
            let player_row = tx.player(pid)?.ok_or_else(|| Error::new("player row missing"))?;
            if !player_row.address.eq_ignore_ascii_case(&sender) {
                // A valid token from another address: refuse, and tell the
                // registered address.
                let st = load_state(tx, &key, &row)?;
                let plan = MailPlan {
                    to: side,
                    paras: vec![referee::Para::Rejected {
                        applied: vec![],
                        failed: "(whole mail)".into(),
                        reason: format!(
                            "a mail for this game carrying your reply token came from {sender}, not from your registered address; nothing was applied. If it was you, write from {}.",
                            player_row.address
                        ),
                        not_applied: msg.commands.clone(),
                    }],
                    transcript: false,
                    is_error: true,
                };
                if rate_ok(tx, &config, &player_row.address, now)? {
                    queue_mails(tx, &config, &key, &st, &[plan], &head_of(&row), in_reply_to.as_deref().map(|r| (side, r)), id, now)?;
                }
                let summary = format!("refused: token for {} used by {sender}", player_row.address);
                tx.set_inbox_result(id, "rejected", Some(&game_id), &summary)?;
                return Ok(Ingested::Handled { status: "rejected".into(), summary });
            }
            if let Some(authserv) = &config.require_dkim_from {
                if !dkim_passes(&msg, authserv, &sender) {
                    let st = load_state(tx, &key, &row)?;
                    let plan = MailPlan {
                        to: side,
                        paras: vec![referee::Para::NotAuthenticated { sender: sender.clone() }],
                        transcript: false,
                        is_error: true,
                    };
                    if rate_ok(tx, &config, &player_row.address, now)? {
                        queue_mails(tx, &config, &key, &st, &[plan], &head_of(&row), None, id, now)?;
                    }
                    let summary = format!("refused: no dkim=pass from {authserv} for {sender}");
                    tx.set_inbox_result(id, "rejected", Some(&game_id), &summary)?;
                    return Ok(Ingested::Handled { status: "rejected".into(), summary });
                }
            }
            let st = match states.take(&row) {
                Some(st) => st,
                None => load_state(tx, &key, &row)?,
            };
            // The sender's row was read above; the opponent's now.
            let opponent = tx.player(if side == Side::First { row.second_player } else { row.first_player })?;
            let opponent = opponent.ok_or_else(|| Error::new("player row missing"))?;
            let (p_first, p_second) = if side == Side::First { (player_row, opponent) } else { (opponent, player_row) };
            let sender_row = if side == Side::First { &p_first } else { &p_second };
            let year = year_of(now);
            let left = |p: &crate::store::PlayerRow| config.vacation_days * 86_400 - if p.vacation_year == year { p.vacation_used } else { 0 };
            let ctx = referee::Ctx {
                now,
                seeds,
                vacation_left: [left(&p_first), left(&p_second)],
                timezones: [p_first.timezone.clone(), p_second.timezone.clone()],
            };
            let d = referee::decide::decide_owned(st, side, &commands, perr.as_ref(), &ctx);
            if let Some((s, tz)) = &d.timezone {
                let pid = if *s == Side::First { row.first_player } else { row.second_player };
                tx.set_timezone(pid, tz)?;
            }
            if let Some((s, secs)) = d.vacation_charged {
                let pid = if s == Side::First { row.first_player } else { row.second_player };
                tx.charge_vacation(pid, year, secs)?;
            }
            let mut d = d;
            if d.failure.is_some() && !rate_ok(tx, &config, &sender_row.address, now)? {
                d.mails.retain(|p| !p.is_error);
            }
            // The players' rows as read above, unless the decision changed
            // them (a time zone, vacation used).
            let unchanged = [p_first, p_second];
            let known: &[PlayerRow] = if d.timezone.is_none() && d.vacation_charged.is_none() { &unchanged } else { &[] };
            let (after, _, head) = commit_decision(tx, &config, &key, &row, known, &mut d, in_reply_to.as_deref().map(|r| (side, r)), id, now)?;
            states.keep(after, head);
            let status = if d.failure.is_some() { "rejected" } else { "applied" };
            let summary = d.summary();
            tx.set_inbox_result(id, status, Some(&game_id), &summary)?;
            Ok(Ingested::Handled { status: status.into(), summary })
        })
    }
}

/// Does the message carry `dkim=pass` for the sender's domain in the
/// topmost Authentication-Results header, written by our own mail server
/// (`authserv`)? Lower headers are ignored: anyone can add such a header.
pub(super) fn dkim_passes(msg: &Inbound, authserv: &str, sender: &str) -> bool {
    let domain = sender
        .rsplit_once('@')
        .map(|(_, d)| d.to_ascii_lowercase())
        .unwrap_or_default();
    // Only the topmost header counts: our own server adds it last, above
    // whatever the sender wrote (which may name our server too).
    msg.auth_results
        .first()
        .filter(|a| a.authserv_id.eq_ignore_ascii_case(authserv))
        .into_iter()
        .any(|a| {
            a.dkim.iter().any(|d| {
                d.result == "pass"
                    && d.domain.as_deref().is_some_and(|dd| {
                        let dd = dd.to_ascii_lowercase();
                        dd == domain || domain.ends_with(&format!(".{dd}"))
                    })
            })
        })
}

/// The calendar year (UTC) of a Unix time.
pub(super) fn year_of(t: i64) -> i64 {
    jiff::Timestamp::from_second(t)
        .map(|ts| ts.to_zoned(jiff::tz::TimeZone::UTC).year() as i64)
        .unwrap_or(1970)
}

/// The header of a raw message (up to and with the blank line that ends
/// it), at most 256 KiB of it, followed by an empty body.
pub(super) fn header_of(raw: &[u8]) -> Vec<u8> {
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

/// What [`finish`] records: (status, game, summary).
pub(super) type Outcome = (String, Option<String>, String);

pub(super) fn done(status: &str, game: Option<&str>, summary: String) -> Outcome {
    (status.to_string(), game.map(str::to_string), summary)
}

/// Handle a stored message in one write transaction: `f` does the writes
/// (replies, bounce records, a new game) and the inbox row is finished with
/// its outcome; nothing is written if another delivery finished it first.
pub(super) fn finish(store: &mut Store, id: i64, f: impl FnOnce(&Tx<'_>) -> Result<Outcome>) -> Result<Ingested> {
    store.write(|tx| -> Result<Ingested> {
        if !tx.inbox_unfinished(id)? {
            return Ok(Ingested::Duplicate);
        }
        let (status, game, summary) = f(tx)?;
        if !tx.finish_inbox(id, &status, game.as_deref(), &summary)? {
            return Ok(Ingested::Duplicate);
        }
        Ok(Ingested::Handled { status, summary })
    })
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
