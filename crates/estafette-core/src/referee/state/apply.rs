//! How each event changes a game's state: [`GameState::apply_with`] makes
//! the checks every event shares and hands the event to the method of its
//! own (the setup and the moves, the exchanges between the players, the
//! clock).

use super::blind_events;
use super::{check_commit, result_words, side_from_num, Commit, GameResult, GameState, HeldArmy, MoveRecord, Phase};
use crate::games::any::{AnyPosition, AnyReport};
use crate::games::End;
use crate::reason::Explain;
use crate::referee::clock::Vacation;
use crate::referee::event::{CombatRecord, Event, Leaf, Worded};

impl GameState {
    pub(super) fn apply_with(
        &mut self,
        ev: &Event,
        played: Option<(AnyPosition, String, AnyReport)>,
    ) -> Result<(), String> {
        if self.pending.is_some() && !matches!(ev, Event::Ended { .. }) {
            return Err("the game should have ended before this event".into());
        }
        self.n += 1;
        if self.blind.is_some() {
            self.blind_log.push(ev.clone());
        }
        if self
            .signing
            .apply(&self.id, self.n, ev, &self.authors, self.blind.is_some())?
        {
            self.at = ev.at().unwrap_or(self.at);
            return Ok(());
        }
        if self.blind.is_some() {
            if blind_events::apply_event(self, ev)? {
                return self.authors.record(ev, self.n, true);
            }
        } else if matches!(ev, Event::Opened { .. }) {
            return Err("openings are sent by players only in blind games".into());
        }
        self.apply_held(ev, played)?;
        if self.blind.is_some() {
            blind_events::after_event(self);
        }
        self.authors.record(ev, self.n, self.blind.is_some())
    }

    /// An event as a game in held mode applies it (and a blind game, for the
    /// events it does not treat in its own way): one method per event,
    /// grouped by family (the setup and the moves, the exchanges between the
    /// players, the clock).
    fn apply_held(&mut self, ev: &Event, played: Option<(AnyPosition, String, AnyReport)>) -> Result<(), String> {
        match ev {
            Event::Created { .. } => Err("a second 'created' event".into()),
            // Applied by `signing` before.
            Event::KeyRegistered { .. } | Event::Signed { .. } => Ok(()),
            Event::Opened { .. } => Err("an opening outside a blind game".into()),
            Event::Committed {
                side,
                root,
                leaves,
                key,
                at,
            } => self.apply_committed(*side, root, leaves, key.as_deref(), *at),
            Event::Moved {
                side,
                ply,
                text,
                report: _,
                combat,
                at,
            } => self.apply_moved(*side, *ply, text, combat.as_ref(), *at, played),
            Event::Revealed { side, seed, army, at } => self.apply_revealed(*side, seed, army, *at),
            Event::Message { side, at, .. } => {
                side_from_num(*side)?;
                self.at = *at;
                Ok(())
            }
            Event::DrawOffered { side, at } => self.apply_draw_offered(*side, *at),
            Event::DrawDeclined { side, at } => self.apply_draw_declined(*side, *at),
            Event::Resigned { side, at } => self.apply_resigned(*side, *at),
            Event::Ended { winner, reason, at } => self.apply_ended(*winner, reason, *at),
            Event::Decided { winner, reason, at } => self.apply_decided(*winner, reason, *at),
            Event::AddressReplaced { side, name, at, .. } => self.apply_address_replaced(*side, name.as_deref(), *at),
            Event::Vacation { side, from, until, at } => self.apply_vacation(*side, *from, *until, *at),
            Event::Reminded {
                side,
                before,
                deadline,
                at,
            } => self.apply_reminded(*side, *before, *deadline, *at),
            Event::Late { side, deadline, at } => self.apply_late(*side, *deadline, *at),
            Event::Paused { at, .. } => self.apply_paused(*at),
            Event::Resumed { at, .. } => self.apply_resumed(*at),
            Event::Extended { side, by, at, .. } => self.apply_extended(*side, *by, *at),
            Event::TimedOut { side, deadline, at } => self.apply_timed_out(*side, *deadline, *at),
        }
    }

    fn apply_committed(
        &mut self,
        side: u8,
        root: &str,
        leaves: &[Leaf],
        key: Option<&str>,
        at: i64,
    ) -> Result<(), String> {
        let side_ = side_from_num(side)?;
        if self.phase != Phase::Setup {
            return Err("an army committed outside the setup phase".into());
        }
        if self.commits[side_.index()].is_some() {
            return Err(format!("{} committed twice", self.side_words(side)));
        }
        let c = Commit {
            root: root.to_string(),
            leaves: leaves.to_vec(),
            key: key.map(str::to_string),
        };
        check_commit(self, side_, &c)?;
        self.commits[side_.index()] = Some(c.into());
        self.at = at;
        if self.commits.iter().all(Option::is_some) {
            self.start_hidden_game()?;
            if let Some(c) = self.clock.as_mut() {
                c.new_turn(at);
            }
        }
        Ok(())
    }

    fn apply_moved(
        &mut self,
        side: u8,
        ply: u32,
        text: &str,
        combat: Option<&CombatRecord>,
        at: i64,
        played: Option<(AnyPosition, String, AnyReport)>,
    ) -> Result<(), String> {
        let side_ = side_from_num(side)?;
        if self.phase != Phase::Play {
            return Err(format!("move {text} while the game is not in play"));
        }
        if self.paused.is_some() {
            return Err(format!("move {text} while the game is paused"));
        }
        let pos = self.position.as_ref().ok_or(
            "the hidden armies are not known (they are published when the game ends), so moves cannot be checked",
        )?;
        if pos.side_to_move() != side_ {
            return Err(format!("move {text} by {} out of turn", self.side_words(side)));
        }
        if ply != pos.ply() + 1 {
            return Err(format!("move {text} numbered {ply}, expected {}", pos.ply() + 1));
        }
        let (next, canonical, rep) = match played {
            Some(played) => played,
            None => pos.play_text(text).map_err(|e| format!("move {ply} {text}: {e}"))?,
        };
        if canonical != text {
            return Err(format!("move {ply} '{text}' is not in canonical form ('{canonical}')"));
        }
        self.check_combat(side_, &rep, combat)
            .map_err(|e| format!("move {ply} {text}: {e}"))?;
        self.moves.push(MoveRecord {
            ply,
            side,
            text: text.to_string(),
            report: rep.to_string(),
            reason: rep.reason(),
        });
        self.last_move = Some(rep.last_move());
        self.position = Some(next);
        if self.draw_offer == Some(side_.other()) {
            // A move instead of an answer declines the offer.
            self.draw_offer = None;
        }
        self.pending = self.rules_result();
        if let Some(c) = self.clock.as_mut() {
            c.moved(side_.index(), at);
        }
        self.at = at;
        Ok(())
    }

    fn apply_revealed(&mut self, side: u8, seed: &str, army: &str, at: Option<i64>) -> Result<(), String> {
        let side_ = side_from_num(side)?;
        if !self.is_over() {
            return Err("an army published before the end".into());
        }
        if self.revealed[side_.index()] {
            return Err(format!("{} published twice", self.side_words(side)));
        }
        let held = HeldArmy {
            army: army.to_string(),
            seed: seed.to_string(),
        };
        let c = self.commits[side_.index()]
            .clone()
            .ok_or_else(|| format!("{} published an army it never committed", self.side_words(side)))?;
        let recomputed = self.commitment_of(side_, &held)?;
        if recomputed.root != c.root {
            return Err(format!(
                "{}'s published army and seed do not give its committed root",
                self.side_words(side)
            ));
        }
        if let Some(known) = &self.held[side_.index()] {
            if known != &held {
                return Err(format!(
                    "{}'s published army differs from the one played",
                    self.side_words(side)
                ));
            }
        }
        self.held[side_.index()] = Some(held);
        self.revealed[side_.index()] = true;
        if let Some(at) = at {
            self.at = at;
        }
        Ok(())
    }

    // ------------------------------------------------ the exchanges

    fn apply_draw_offered(&mut self, side: u8, at: i64) -> Result<(), String> {
        let side_ = side_from_num(side)?;
        if self.is_over() {
            return Err("a draw offer after the end".into());
        }
        if self.draw_offer == Some(side_.other()) {
            // Both sides have offered: the draw is agreed.
            self.pending = Some(GameResult {
                winner: 0,
                reason: End::DrawAgreed,
            });
            self.draw_offer = None;
        } else {
            self.draw_offer = Some(side_);
        }
        self.at = at;
        Ok(())
    }

    fn apply_resigned(&mut self, side: u8, at: i64) -> Result<(), String> {
        let side_ = side_from_num(side)?;
        if self.is_over() {
            return Err("a resignation after the end".into());
        }
        let winner = if side == 1 { 2 } else { 1 };
        self.pending = Some(GameResult {
            winner,
            reason: End::Resigned {
                side: side_,
                name: Some(self.players[side_.index()].clone()),
            },
        });
        self.at = at;
        Ok(())
    }

    fn apply_draw_declined(&mut self, side: u8, at: i64) -> Result<(), String> {
        let side_ = side_from_num(side)?;
        if self.draw_offer != Some(side_.other()) {
            return Err("a draw declined that was not offered".into());
        }
        self.draw_offer = None;
        self.at = at;
        Ok(())
    }

    fn apply_decided(&mut self, winner: u8, reason: &str, at: i64) -> Result<(), String> {
        if self.is_over() || winner > 2 {
            return Err("a decision on a game that is over, or for no side".into());
        }
        self.pending = Some(GameResult {
            winner,
            reason: End::Operator {
                text: reason.to_string(),
            },
        });
        self.at = at;
        Ok(())
    }

    fn apply_address_replaced(&mut self, side: u8, name: Option<&str>, at: i64) -> Result<(), String> {
        let who = side_from_num(side)?;
        if self.is_over() {
            return Err("an address replaced after the end".into());
        }
        if let Some(n) = name {
            self.players[who.index()] = n.to_string();
        }
        self.at = at;
        Ok(())
    }

    /// The end the log records must be the one the rules give: the same
    /// winner, and the same English sentence (logs before format 3) or the
    /// same code and arguments.
    fn apply_ended(&mut self, winner: u8, reason: &Worded, at: i64) -> Result<(), String> {
        if self.is_over() {
            return Err("the game ended twice".into());
        }
        match self.pending.take() {
            Some(r) if r.winner == winner && reason.records(&r.reason.english(self.kind), &r.reason.reason()) => {
                self.result = Some(r);
            }
            Some(r) => {
                let given = match reason {
                    Worded::Sentence(_) => format!("\"{}\"", r.reason.english(self.kind)),
                    Worded::Coded(_) => Worded::Coded(r.reason.reason()).quoted(),
                };
                return Err(format!(
                    "recorded result {}, {} but the rules give {}, {given}",
                    result_words(winner),
                    reason.quoted(),
                    result_words(r.winner),
                ));
            }
            None => return Err(format!("the game was recorded as ended ({reason}) but nothing ends it")),
        }
        self.phase = Phase::Over;
        self.draw_offer = None;
        self.at = at;
        Ok(())
    }

    // ------------------------------------------------ the clock

    fn apply_reminded(&mut self, side: u8, before: i64, deadline: i64, at: i64) -> Result<(), String> {
        let d = self.check_on_clock(side, deadline)?;
        if at < d - before {
            return Err(format!("a reminder {before}s before the deadline sent too early"));
        }
        if let Some(c) = self.clock.as_mut() {
            c.reminded.push(before);
        }
        self.at = at;
        Ok(())
    }

    fn apply_late(&mut self, side: u8, deadline: i64, at: i64) -> Result<(), String> {
        let d = self.check_on_clock(side, deadline)?;
        if at < d {
            return Err("a late notice before the deadline".into());
        }
        if let Some(c) = self.clock.as_mut() {
            c.late_sent = true;
        }
        self.at = at;
        Ok(())
    }

    fn apply_paused(&mut self, at: i64) -> Result<(), String> {
        if self.is_over() || self.paused.is_some() {
            return Err("a pause of a game that is over or already paused".into());
        }
        self.paused = Some(at);
        self.at = at;
        Ok(())
    }

    fn apply_resumed(&mut self, at: i64) -> Result<(), String> {
        let since = self.paused.take().ok_or("a game resumed that was not paused")?;
        if let Some(c) = self.clock.as_mut() {
            c.vacations.push(Vacation {
                side: 0,
                from: since,
                until: at,
            });
        }
        self.at = at;
        Ok(())
    }

    fn apply_vacation(&mut self, side: u8, from: i64, until: i64, at: i64) -> Result<(), String> {
        side_from_num(side)?;
        if self.is_over() {
            return Err("a vacation after the end".into());
        }
        if until <= from || from < self.at.min(at) - 60 {
            return Err(format!("a vacation from {from} to {until} is not a valid span"));
        }
        let c = self.clock.as_mut().ok_or("a vacation in a game without a clock")?;
        c.vacations.push(Vacation { side, from, until });
        self.at = at;
        Ok(())
    }

    fn apply_extended(&mut self, side: u8, by: i64, at: i64) -> Result<(), String> {
        let side_ = side_from_num(side)?;
        if by <= 0 {
            return Err("an extension must be positive".into());
        }
        if !self.on_clock().iter().any(|(x, _)| *x == side_) {
            return Err(format!("{} is not on the clock", self.side_words(side)));
        }
        if let Some(c) = self.clock.as_mut() {
            c.extra += by;
            c.late_sent = false;
            c.reminded.clear();
        }
        self.at = at;
        Ok(())
    }

    fn apply_timed_out(&mut self, side: u8, deadline: i64, at: i64) -> Result<(), String> {
        let grace = self
            .clock
            .as_ref()
            .map(|c| c.control.grace)
            .ok_or("a loss on time in a game without a clock")?;
        if side == 0 {
            if self.phase != Phase::Setup || self.commits.iter().any(Option::is_some) {
                return Err("both sides timed out, but one army had arrived".into());
            }
            let d = self
                .on_clock()
                .first()
                .map(|(_, d)| *d)
                .ok_or("nobody is on the clock")?;
            if d != deadline || at < d + grace {
                return Err("a loss on time before the deadline and grace had passed".into());
            }
            self.pending = Some(GameResult {
                winner: 0,
                reason: End::NeitherArmyArrived,
            });
        } else {
            let d = self.check_on_clock(side, deadline)?;
            if at < d + grace {
                return Err(format!(
                    "{} recorded as lost on time before its deadline and grace had passed",
                    self.side_words(side)
                ));
            }
            let winner = if side == 1 { 2 } else { 1 };
            let loser = side_from_num(side)?;
            self.pending = Some(GameResult {
                winner,
                reason: End::LostOnTime {
                    side: loser,
                    name: self.players[loser.index()].clone(),
                },
            });
        }
        self.at = at;
        Ok(())
    }
}
