//! The players' side: their mailboxes read over IMAP, the mail they
//! receive, and the answers they write.

use super::{imap_cfg, wait_until, Env, WAIT};
use estafette::mail::imap::{self, ImapConfig};
use std::io::{BufRead, BufReader, Write};
use std::net::TcpStream;
use std::time::Duration;

/// One mail a player received.
#[derive(Clone, Debug)]
pub(super) struct Mail {
    pub(super) game: Option<String>,
    pub(super) subject: String,
    pub(super) reply_to: Option<String>,
    pub(super) message_id: Option<String>,
    pub(super) text: String,
    /// The calendar files attached (`text/calendar`), as they arrived.
    pub(super) calendars: Vec<Vec<u8>>,
}

pub(super) fn parse_mail(raw: &[u8]) -> Mail {
    let m = mail_parser::MessageParser::default()
        .parse(raw)
        .expect("a parsable mail");
    use mail_parser::MimeHeaders;
    let calendars = m
        .attachments()
        .filter(|a| {
            a.content_type()
                .is_some_and(|c| c.ctype() == "text" && c.subtype() == Some("calendar"))
        })
        .map(|a| a.contents().to_vec())
        .collect();
    let first =
        |a: Option<&mail_parser::Address<'_>>| a.and_then(|a| a.first()).and_then(|a| a.address()).map(str::to_string);
    Mail {
        game: m.header_raw("X-Estafette-Game").map(|s| s.trim().to_string()),
        subject: m.subject().unwrap_or("").to_string(),
        reply_to: first(m.reply_to()).or_else(|| first(m.from())),
        message_id: m.message_id().map(str::to_string),
        text: m.body_text(0).map(|t| t.into_owned()).unwrap_or_default(),
        calendars,
    }
}

/// A player: an IMAP account and the mail read from it so far.
pub(super) struct Player {
    pub(super) name: &'static str,
    pub(super) address: String,
    pub(super) imap: ImapConfig,
    pub(super) mail: Vec<Mail>,
}

impl Player {
    /// Open the account and mark whatever is already there as read.
    pub(super) fn new(env: &Env, name: &'static str, user: &(String, String)) -> Player {
        let mut p = Player {
            name,
            address: user.0.clone(),
            imap: imap_cfg(env, user),
            mail: Vec::new(),
        };
        p.fetch();
        p.mail.clear();
        p
    }

    /// Read new mail; returns how many arrived.
    pub(super) fn fetch(&mut self) -> usize {
        let mut got = Vec::new();
        imap::poll(&self.imap, &mut |raw| {
            got.push(parse_mail(raw));
            Ok(())
        })
        .unwrap_or_else(|e| panic!("{}'s mailbox: {e}", self.name));
        let n = got.len();
        self.mail.extend(got);
        n
    }

    pub(super) fn game_mail(&self, game: &str) -> Vec<&Mail> {
        self.mail.iter().filter(|m| m.game.as_deref() == Some(game)).collect()
    }
}

/// Wait until the players together hold `n` more mails of `game` than
/// `before` says; returns the new ones.
pub(super) fn wait_for_mail(players: &mut [Player; 2], game: &str, before: [usize; 2], n: usize) -> Vec<Mail> {
    wait_until(&format!("{n} new mail(s) of {game}"), WAIT, || {
        players.iter_mut().for_each(|p| {
            p.fetch();
        });
        let now: Vec<usize> = players.iter().map(|p| p.game_mail(game).len()).collect();
        let new = now[0] - before[0] + now[1] - before[1];
        assert!(new <= n, "more mail of {game} than was sent: {new} > {n}");
        (new == n).then(|| {
            let mut out: Vec<Mail> = players[0].game_mail(game)[before[0]..]
                .iter()
                .map(|m| (*m).clone())
                .collect();
            out.extend(players[1].game_mail(game)[before[1]..].iter().map(|m| (*m).clone()));
            out
        })
    })
}

pub(super) fn counts(players: &[Player; 2], game: &str) -> [usize; 2] {
    [players[0].game_mail(game).len(), players[1].game_mail(game).len()]
}

/// A player's answer to the referee's mail `last`, as a mail client writes it.
pub(super) fn reply_mail(player: &Player, last: &Mail, body: &str, n: usize) -> (String, Vec<u8>) {
    let to = last.reply_to.clone().expect("the referee's mail has a reply address");
    let mid = last.message_id.clone().unwrap_or_default();
    let nonce = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_nanos())
        .unwrap_or(0);
    let quoted: String = last.text.lines().take(4).map(|l| format!("> {l}\r\n")).collect();
    let raw = format!(
        "From: {name} <{addr}>\r\nTo: <{to}>\r\nSubject: Re: {subject}\r\nDate: Sun, 29 Nov 2026 12:00:00 +0000\r\n\
         Message-ID: <e2e-{n}-{nonce}@example.org>\r\nIn-Reply-To: <{mid}>\r\nReferences: <{mid}>\r\n\
         MIME-Version: 1.0\r\nContent-Type: text/plain; charset=utf-8\r\n\r\n{body}\r\n\r\nThe referee wrote:\r\n{quoted}",
        name = player.name,
        addr = player.address,
        subject = last.subject,
    );
    (to, raw.into_bytes())
}

/// A count of messages in a mailbox (IMAP STATUS), read with a few plain
/// commands so the check does not depend on the client under test.
pub(super) fn status_messages(env: &Env, user: &(String, String), mailbox: &str) -> u32 {
    let s = TcpStream::connect((env.host.as_str(), env.imap_port)).unwrap();
    s.set_read_timeout(Some(Duration::from_secs(10))).unwrap();
    let mut w = s.try_clone().unwrap();
    let mut r = BufReader::new(s);
    let mut line = String::new();
    let mut until = |r: &mut BufReader<TcpStream>, tag: &str| -> Vec<String> {
        let mut lines = Vec::new();
        loop {
            line.clear();
            r.read_line(&mut line).unwrap();
            assert!(!line.is_empty(), "IMAP server closed the connection");
            lines.push(line.trim_end().to_string());
            if let Some(rest) = line.strip_prefix(tag) {
                assert!(rest.trim_start().starts_with("OK"), "{line}");
                return lines;
            }
        }
    };
    until(&mut r, "*");
    write!(w, "a LOGIN \"{}\" \"{}\"\r\n", user.0, user.1).unwrap();
    until(&mut r, "a ");
    write!(w, "b STATUS \"{mailbox}\" (MESSAGES)\r\n").unwrap();
    let lines = until(&mut r, "b ");
    write!(w, "c LOGOUT\r\n").unwrap();
    let status = lines
        .iter()
        .find(|l| l.starts_with("* STATUS"))
        .expect("a STATUS answer");
    let n = status.rsplit("MESSAGES ").next().unwrap_or("").trim_end_matches(')');
    n.trim()
        .parse()
        .unwrap_or_else(|_| panic!("bad STATUS answer {status}"))
}
