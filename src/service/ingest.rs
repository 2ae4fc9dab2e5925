//! A message's way through the referee, one stage after another:
//!
//! read → authenticate → route → decide → commit → reply
//!
//! Each stage is a module of its own (`read`, `authenticate`, `route`,
//! `decide`, `commit`, `reply`); the routes that are not a game's commands
//! (`bounce`, `account`, `challenge`) end at the route stage. The message is
//! stored raw first (a failure there is temporary: the MTA retries); every
//! later write it causes (events, snapshot, secrets, replies queued in the
//! outbox, the inbox row marked) is made in one transaction, or none is.

use super::authenticate;
use super::cache::StateCache;
use super::confirm::{self, Answered};
use super::decide::{self, Input, Players};
use super::inbox::{self, finish, said};
use super::limits::{self, Answer, Budget};
use super::load::{load_state, player_id};
use super::outbox::Plain;
use super::read::Mail;
use super::route::{self, Play, Route};
use super::{account, bounce, challenge, commit, reply, Error, Ingested, Kind, Result, Service, ServiceError};
use crate::mail::inbound::Inbound;
use crate::says::decision::Said;
use crate::store::{Queries, Tx};

impl Service {
    /// Take in one raw message, as an MTA pipe or `poll` hands it over.
    ///
    /// A message over `max_message_bytes` is not parsed nor kept whole:
    /// only its header is (the caller need hand over no more than the limit
    /// plus one byte), and it is refused as too large.
    pub fn ingest(&mut self, raw: &[u8]) -> Result<Ingested> {
        self.can_compose()?;
        let mail = self.read_mail(raw)?;
        self.take_in(mail)
    }

    /// A raw message read and parsed, before anything is written (so
    /// before a batch takes the write lock): a blind game's mail keeps no
    /// army lines ([`Mail::blind`]).
    pub(super) fn read_mail<'r>(&self, raw: &'r [u8]) -> Result<Mail<'r>> {
        let mut mail = Mail::read(raw, self.config.max_message_bytes);
        if self.for_blind_game(&mail)? {
            mail.blind();
        }
        Ok(mail)
    }

    /// Take in a message [`Service::read_mail`] read: stored, then
    /// processed.
    pub(super) fn take_in(&mut self, mail: Mail<'_>) -> Result<Ingested> {
        self.can_compose()?;
        let now = (self.now)();
        let pending = self.pending_note(&mail.parsed);
        let Some(id) = mail.store(&mut self.store, &self.key, now)? else {
            self.note(pending, None, &Ingested::Duplicate, now);
            return Ok(Ingested::Duplicate);
        };
        // Stored: from here on nothing reaches the MTA but exit 0, even a
        // bug; the message stays in the inbox marked failed for the operator.
        let outcome = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| self.process(id, mail, now)));
        let done = inbox::settle(&mut self.store, id, outcome)?;
        self.note(pending, Some(id), &done, now);
        Ok(done)
    }

    /// Whether `mail` carries a valid token of a blind game.
    fn for_blind_game(&self, mail: &Mail<'_>) -> Result<bool> {
        let Some(token) = mail
            .parsed
            .as_ref()
            .ok()
            .and_then(|m| authenticate::token(&self.key, m))
        else {
            return Ok(false);
        };
        Ok(self
            .store
            .read()
            .game(&token.game)?
            .is_some_and(|row| row.mode == "blind"))
    }

    /// The stages after a message `id` is stored. Every route writes what
    /// it does (bounce records, replies, a new game, a decision) in the
    /// transaction that finishes the message, so a crash can neither lose
    /// those writes nor make them twice.
    fn process(&mut self, id: i64, mail: Mail<'_>, now: i64) -> Result<Ingested> {
        let Service {
            config,
            key,
            store,
            states,
            seeds,
            ..
        } = self;
        // read: the message, with at most `max_commands` command lines.
        let (msg, too_many) = match mail.message(config.max_commands) {
            Ok(read) => read,
            Err(refused) => return finish(store, id, |tx| refused.outcome(tx, config, key, now)),
        };
        // authenticate: the game and side its token names; the sender is
        // checked against that side's player once the game is read.
        let token = authenticate::token(key, &msg);
        let p = Plain {
            config,
            key,
            msg: &msg,
            now,
        };
        // route: each route ends in the transaction that finishes the
        // message; a game's commands go on to decide, commit and reply.
        match route::route(&msg, std::slice::from_ref(&config.address), token)? {
            Route::Bounce(b) => finish(store, id, |tx| bounce::record(tx, config, key, id, &b, now)),
            Route::Ignore(why) => finish(store, id, |_| Ok(said("ignored", None, &why))),
            Route::Account { sender, command, game } => finish(store, id, |tx| {
                let by = account::by(tx, sender, game.as_ref())?;
                account::command(tx, &p, sender, command, by)
            }),
            Route::NotUnderstood { sender, error } => {
                finish(store, id, |tx| account::not_understood(tx, &p, sender, &error))
            }
            Route::NoToken { sender } => finish(store, id, |tx| account::no_token(tx, &p, sender)),
            Route::Confirm { sender, n } => finish(store, id, |tx| match confirm::answer(tx, &p, sender, n)? {
                Answered::Nothing(outcome) => Ok(outcome),
                Answered::Held(commands, name) => {
                    let held = Inbound {
                        commands,
                        from_name: name.or_else(|| msg.from_name.clone()),
                        ..msg.clone()
                    };
                    account::confirmed(tx, &Plain { msg: &held, ..p }, sender, n)
                }
            }),
            Route::Challenge { sender, n, player } => finish(store, id, |tx| {
                challenge::answer(tx, &p, &mut **seeds, sender, n, player)
            }),
            Route::Game(play) => {
                let input = Input::read(&msg.commands, too_many, &mut **seeds)?;
                store.write(|tx| play_game(tx, &p, states, &play, &input, id))
            }
        }
    }
}

/// A side's commands for a game (the mail `p` answers, inbox row `id`), in
/// the transaction that finishes the message: the sender authenticated
/// against the side's player, then decide, commit, reply, and the inbox
/// row marked.
fn play_game(
    tx: &Tx<'_>,
    p: &Plain<'_>,
    states: &mut StateCache,
    play: &Play<'_>,
    input: &Input,
    id: i64,
) -> Result<Ingested> {
    if !tx.inbox_unfinished(id)? {
        // Another delivery of the same message finished it meanwhile.
        return Ok(Ingested::Duplicate);
    }
    let Some(row) = tx.game(&play.game)? else {
        return inbox::unknown_game(tx, id, &play.game);
    };
    // authenticate
    let player = tx.player(player_id(&row, play.side))?;
    let player = player.ok_or_else(|| Error::typed(Kind::Failed, &ServiceError::PlayerMissing))?;
    if let Some(refused) = authenticate::sender(p.config, p.msg, play.sender, &player) {
        reply::refusal(tx, p, &row, &player, play, &refused, id)?;
        return inbox::mark(tx, id, "rejected", &play.game, &refused.summary(play.sender));
    }
    let asked = Answer::Game(input.commands());
    if limits::budget(tx, p.config, &asked, play.sender, &play.game, p.now)? == Budget::Silent {
        return inbox::mark(tx, id, "ignored", &play.game, &Said::InfoOverLimit);
    }
    // decide, from the state kept from this game's last decision if it is
    // still at the stored head, else the stored one.
    let st = match states.take(&row) {
        Some(st) => st,
        None => load_state(tx, p.key, &row)?,
    };
    let players = Players::read(tx, &row, play.side, player, p.now)?;
    let facts = input.facts(tx, &play.game, play.issued)?;
    let mut d = decide::decide(p.config, st, (play.side, facts), &players, input, p.now);
    // commit
    commit::players(tx, &row, &d, players.year)?;
    let done = commit::decision(tx, p.config, p.key, &row, &mut d, p.now)?;
    // reply
    reply::limit_errors(tx, p.config, &mut d, &row.id, &players.of(play.side).address, p.now)?;
    let known = players.unchanged_by(&d);
    let in_reply_to = p.msg.message_id.as_deref().map(|r| (play.side, r));
    reply::decision(tx, p.config, p.key, &row, known, &done, &d, in_reply_to, id, p.now)?;
    states.keep(done.after, done.head_bytes);
    let status = if d.failure.is_some() { "rejected" } else { "applied" };
    inbox::mark(tx, id, status, &play.game, &crate::says::summary::decision(&d))
}
