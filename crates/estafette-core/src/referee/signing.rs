//! Signed commands in a game: the keys players register (`KEY`), the
//! signature each of their mails must then carry, and the rule the log
//! obeys, checked alike by the referee and by `verify`.
//!
//! Once a side's key is registered, every event that records that side's
//! own command (see [`super::authors::author`]) must follow a `signed`
//! event of that side whose signed text holds a command of that kind, not
//! used yet. A `signed` event is valid when its signature checks under the
//! side's key over `protocol::sign::signed_bytes` and the log head it names
//! is at or after the side's last act (so a signature is never used twice)
//! and before the event itself; `verify` also checks that the head is the
//! log's at that position. An act of the other side ends what a signature
//! covers. So whoever holds the database and its key file can still append
//! events, but not one that records a signing player's command.
//!
//! A signed mail is applied whole or not at all (`decide`), so a `signed`
//! event records only commands that were applied. In a held game its text
//! holds a SETUP sealed (`command::seal_setups`): the army's lines stay
//! out of the log until the armies are published, when the `revealed`
//! event carries the whole signed text; the signature is checked then,
//! with the sealed text it must give and the army it must set up.
//!
//! Pure.

use serde::{Deserialize, Serialize};

pub use super::authors::MailSignature;
use super::authors::{authored, Authors};
use super::command::{self, Act};
use super::event::Event;
use super::misfit::{side_of, KeyFault, Misfit};
use super::refusal::Refusal;
use crate::games::Side;
use crate::protocol::encode::hex_decode32;
use crate::protocol::sign;
use crate::reason::Why;

/// What the log says of the players' keys.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Signing {
    /// Each side's registered public key (base64), first side then second.
    pub keys: [Option<String>; 2],
    /// Whether each side has moved yet (a key is registered before).
    pub moved: [bool; 2],
    /// The kinds of command the side's last signature still covers.
    pub cover: [Vec<Act>; 2],
    /// Each side's signature over a sealed SETUP, checked when its army
    /// is published.
    #[serde(default)]
    pub sealed: [Option<SealedSignature>; 2],
}

/// A `signed` event whose text holds a sealed SETUP: what checking it
/// needs once the whole text is published.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SealedSignature {
    /// The event's position in the log.
    pub n: u64,
    pub seen: u64,
    pub head: [u8; 32],
    /// The text the event holds, its SETUP sealed.
    pub commands: String,
    pub sig: String,
}

impl Signing {
    /// What a snapshot written before keys existed stands for: no keys,
    /// and both sides moved if the game had (no key may come after).
    pub(crate) fn before_keys(moved: bool) -> Signing {
        Signing {
            moved: [moved; 2],
            ..Signing::default()
        }
    }

    /// The key `side` registered, if any.
    pub fn key(&self, side: Side) -> Option<&str> {
        self.keys[side.index()].as_deref()
    }

    /// The log positions of the signatures whose army is not published
    /// yet: they cannot be checked before it is.
    pub fn unchecked(&self) -> Vec<u64> {
        self.sealed.iter().flatten().map(|s| s.n).collect()
    }

    /// Apply event number `n` of game `game` (`held`: a game whose armies
    /// the referee holds): `Ok(true)` for a key or a signature (nothing
    /// else to do for it), `Ok(false)` for any other event, which must then
    /// be covered if its author signs.
    pub(crate) fn apply(
        &mut self,
        game: &str,
        n: u64,
        ev: &Event,
        authors: &Authors,
        (blind, held): (bool, bool),
    ) -> Result<bool, Misfit> {
        match ev {
            Event::KeyRegistered { side, key, .. } => {
                let i = side_of(*side)?.index();
                if self.keys[i].is_some() {
                    return Err(KeyFault::SecondKey { side: *side }.into());
                }
                if self.moved[i] {
                    return Err(KeyFault::KeyAfterMoving { side: *side }.into());
                }
                sign::parse_public_key(key).map_err(|e| KeyFault::BadKey {
                    side: *side,
                    why: e.to_string(),
                })?;
                self.keys[i] = Some(key.clone());
                Ok(true)
            }
            Event::Signed {
                side,
                seen,
                head,
                commands,
                sig,
                ..
            } => {
                let s = side_of(*side)?;
                let key = self.keys[s.index()].as_deref().ok_or(KeyFault::NoKey { side: *side })?;
                let last = authors.last_act(s);
                if *seen < last || *seen >= n {
                    return Err(KeyFault::SeenOutOfRange {
                        side: *side,
                        seen: *seen,
                        last,
                        n,
                    }
                    .into());
                }
                let head = hex_decode32(head).map_err(|e| KeyFault::BadHead { why: e.to_string() })?;
                let parsed = sign::parse_signature(sig).map_err(|e| KeyFault::Unreadable { why: e.to_string() })?;
                if command::holds_sealed_setup(commands) {
                    if !held || self.sealed[s.index()].is_some() {
                        return Err(KeyFault::SealedOutOfPlace { side: *side }.into());
                    }
                    self.sealed[s.index()] = Some(SealedSignature {
                        n,
                        seen: *seen,
                        head,
                        commands: commands.clone(),
                        sig: sig.clone(),
                    });
                } else {
                    check(key, game, *side, *seen, &head, commands, &parsed)?;
                }
                let (cmds, _) = command::parse(&commands.lines().map(str::to_string).collect::<Vec<_>>());
                self.cover[s.index()] = cmds.iter().filter_map(|c| c.traits().records).collect();
                Ok(true)
            }
            Event::Revealed { side, signed, .. } => {
                if !blind {
                    self.publish(game, *side, signed.as_deref())?;
                }
                self.acted(n, ev, blind)
            }
            Event::Created { .. }
            | Event::Committed { .. }
            | Event::Moved { .. }
            | Event::Message { .. }
            | Event::DrawOffered { .. }
            | Event::DrawDeclined { .. }
            | Event::Resigned { .. }
            | Event::Ended { .. }
            | Event::Vacation { .. }
            | Event::Reminded { .. }
            | Event::Late { .. }
            | Event::TimedOut { .. }
            | Event::Paused { .. }
            | Event::Resumed { .. }
            | Event::Extended { .. }
            | Event::AddressReplaced { .. }
            | Event::Decided { .. }
            | Event::Opened { .. } => self.acted(n, ev, blind),
        }
    }

    /// Any other event `n`: if it records a side's own command, that side's
    /// signature must cover it (when they have a key), and the other
    /// side's signature covers nothing more.
    fn acted(&mut self, n: u64, ev: &Event, blind: bool) -> Result<bool, Misfit> {
        let Some((side, act)) = authored(ev, blind) else {
            return Ok(false);
        };
        let s = side_of(side)?;
        self.cover[s.other().index()].clear();
        if act == Act::Move {
            self.moved[s.index()] = true;
        }
        if self.keys[s.index()].is_some() {
            let cover = &mut self.cover[s.index()];
            let at = cover
                .iter()
                .position(|k| *k == act)
                .ok_or_else(|| KeyFault::Uncovered {
                    n,
                    side,
                    kind: act.as_str().to_string(),
                })?;
            cover.remove(at);
        }
        if let Event::Committed { key: Some(key), .. } = ev {
            self.register_sealed(side, key)?;
        }
        Ok(false)
    }

    /// A held army published with the signed text of the mail that set it
    /// up: that text must be the one the side's sealed signature holds
    /// sealed, and the signature must check over it. (That it sets up the
    /// army published is the state's check.)
    fn publish(&mut self, game: &str, side: u8, signed: Option<&str>) -> Result<(), Misfit> {
        let i = side_of(side)?.index();
        match (self.sealed[i].take(), signed) {
            (None, None) => Ok(()),
            (Some(_), None) => Err(KeyFault::SealedUnpublished { side }.into()),
            (None, Some(_)) => Err(KeyFault::SealedMismatch { side }.into()),
            (Some(s), Some(text)) => {
                if command::seal_setups(text) != s.commands {
                    return Err(KeyFault::SealedMismatch { side }.into());
                }
                let key = self.keys[i].as_deref().ok_or(KeyFault::NoKey { side })?;
                let sig = sign::parse_signature(&s.sig).map_err(|e| KeyFault::Unreadable { why: e.to_string() })?;
                check(key, game, side, s.seen, &s.head, text, &sig)
            }
        }
    }

    /// A version-2 commitment's key (its root binds it, which the blind
    /// game checks): registered as `KEY` registers one; the key the side
    /// registered before it, if any, must be the same.
    fn register_sealed(&mut self, side: u8, key: &str) -> Result<(), Misfit> {
        let i = side_of(side)?.index();
        sign::parse_public_key(key).map_err(|e| KeyFault::CommittedKeyBad {
            side,
            why: e.to_string(),
        })?;
        match &self.keys[i] {
            Some(k) if k == key => Ok(()),
            Some(_) => Err(KeyFault::OtherKey { side }.into()),
            None if self.moved[i] => Err(KeyFault::KeyAfterMoving { side }.into()),
            None => {
                self.keys[i] = Some(key.to_string());
                Ok(())
            }
        }
    }
}

/// Check `sig` under the base64 `key` over the signed bytes of a mail.
pub fn check(
    key: &str,
    game: &str,
    side: u8,
    seen: u64,
    head: &[u8; 32],
    commands: &str,
    sig: &[u8; 64],
) -> Result<(), Misfit> {
    side_of(side)?;
    if checks(key, game, side, seen, head, commands, sig).map_err(|why| KeyFault::Uncheckable { why })? {
        Ok(())
    } else {
        Err(KeyFault::Fails { side, seen }.into())
    }
}

/// Whether `sig` checks under the base64 `key` over the signed bytes of a
/// mail; an error when the key or the signed text cannot be used.
fn checks(
    key: &str,
    game: &str,
    side: u8,
    seen: u64,
    head: &[u8; 32],
    commands: &str,
    sig: &[u8; 64],
) -> Result<bool, String> {
    let public = sign::parse_public_key(key).map_err(|e| e.to_string())?;
    let m = sign::signed_bytes(game, side, seen, head, commands).map_err(|e| e.to_string())?;
    Ok(sign::verify(&public, &m, sig))
}

/// The `signed` event for a mail of `side` whose commands change the game,
/// or why the mail is refused: a player with a key signs every such mail.
/// `None`: the player has no key, nothing to record. With `seal` (a game
/// whose armies the referee holds) a SETUP in the mail is sealed in the
/// event, and its whole signed text comes with it, to keep with the army;
/// not after a sealed one (that SETUP is refused: the mail leaves nothing).
pub fn mail_event(
    signing: &Signing,
    game: &str,
    side: Side,
    mail: Option<&MailSignature>,
    (now, seal): (i64, bool),
) -> Result<Option<(Event, Option<String>)>, Why> {
    let Some(key) = signing.key(side) else {
        return Ok(None);
    };
    let Some(m) = mail else {
        return Err(Why::of(&Refusal::NotSigned));
    };
    let sig = m
        .sig
        .as_ref()
        .map_err(|e| Why::of(&Refusal::SigUnreadable { why: e.clone() }))?;
    let head = m
        .head
        .ok_or_else(|| Why::of(&Refusal::SigNotReached { seen: m.seen }))?;
    let side_n = super::side_num(side);
    if !checks(key, game, side_n, m.seen, &head, &m.commands, sig)
        .map_err(|why| Why::of(&Refusal::SigUncheckable { why }))?
    {
        return Err(Why::of(&Refusal::SignatureFails { side, seen: m.seen }));
    }
    let sealed = (seal && signing.sealed[side.index()].is_none())
        .then(|| command::seal_setups(&m.commands))
        .filter(|t| command::holds_sealed_setup(t));
    let (commands, whole) = match sealed {
        Some(t) => (t, Some(m.commands.clone())),
        None => (m.commands.clone(), None),
    };
    let ev = Event::Signed {
        side: side_n,
        seen: m.seen,
        head: crate::protocol::hex_encode(&head),
        commands,
        sig: sign::base64_encode(sig),
        at: now,
    };
    Ok(Some((ev, whole)))
}
