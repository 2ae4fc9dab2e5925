//! How each event changes a game's state: [`GameState::apply_with`] makes
//! the checks every event shares and hands the event to the method of its
//! own (the setup and the moves, the exchanges between the players, the
//! clock).

use super::blind_events;
use super::{check_commit, side_of, Commit, GameResult, GameState, HeldArmy, Misfit, MoveRecord, Phase, Plain};
use crate::games::any::{AnyPosition, AnyReport};
use crate::games::End;
use crate::reason::Explain;
use crate::referee::clock::Vacation;
use crate::referee::event::{CombatRecord, Event, Leaf, Worded};
use crate::referee::misfit::move_error;

impl GameState {
    pub(super) fn apply_with(
        &mut self,
        ev: &Event,
        played: Option<(AnyPosition, String, AnyReport)>,
    ) -> Result<(), Misfit> {
        if self.pending.is_some() && !matches!(ev, Event::Ended { .. }) {
            return Err(Plain::ShouldHaveEnded.into());
        }
        self.n += 1;
        if self.blind.is_some() {
            self.blind_log.push(ev.clone());
        }
        let held = self.blind.is_none() && self.kind.has_hidden_pieces();
        if self
            .signing
            .apply(&self.id, self.n, ev, &self.authors, (self.blind.is_some(), held))?
        {
            self.at = ev.at().unwrap_or(self.at);
            return Ok(());
        }
        if self.blind.is_some() {
            if blind_events::apply_event(self, ev)? {
                return self.authors.record(ev, self.n, true);
            }
        } else if matches!(ev, Event::Opened { .. }) {
            return Err(Plain::OpeningsOnlyBlind.into());
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
    fn apply_held(&mut self, ev: &Event, played: Option<(AnyPosition, String, AnyReport)>) -> Result<(), Misfit> {
        match ev {
            Event::Created { .. } => Err(Plain::SecondCreated.into()),
            // Applied by `signing` before.
            Event::KeyRegistered { .. } | Event::Signed { .. } => Ok(()),
            Event::Opened { .. } => Err(Plain::OpeningOutsideBlind.into()),
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
            Event::Revealed {
                side,
                seed,
                army,
                signed,
                at,
            } => self.apply_revealed(*side, (seed, army), signed.as_deref(), *at),
            Event::Message { side, at, .. } => {
                side_of(*side)?;
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
    ) -> Result<(), Misfit> {
        let side_ = side_of(side)?;
        if self.phase != Phase::Setup {
            return Err(Plain::CommitOutsideSetup.into());
        }
        if self.commits[side_.index()].is_some() {
            return Err(Misfit::CommittedTwice { who: self.who(side_) });
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
    ) -> Result<(), Misfit> {
        let side_ = side_of(side)?;
        if self.phase != Phase::Play {
            return Err(Misfit::MoveNotInPlay { text: text.to_string() });
        }
        if self.paused.is_some() {
            return Err(Misfit::MovePaused { text: text.to_string() });
        }
        let pos = self.position.as_ref().ok_or(Misfit::Plain(Plain::ArmiesUnknown))?;
        if pos.side_to_move() != side_ {
            return Err(Misfit::OutOfTurn {
                text: text.to_string(),
                who: self.who(side_),
            });
        }
        if ply != pos.ply() + 1 {
            return Err(Misfit::WrongPly {
                text: text.to_string(),
                ply,
                expected: pos.ply() + 1,
            });
        }
        let (next, canonical, rep) = match played {
            Some(played) => played,
            None => pos.play_text(text).map_err(|e| move_error(ply, text, e))?,
        };
        if canonical != text {
            return Err(Misfit::NotCanonical {
                ply,
                text: text.to_string(),
                canonical,
            });
        }
        self.check_combat(side_, &rep, combat).map_err(|e| Misfit::MoveFails {
            ply,
            text: text.to_string(),
            why: e.into(),
        })?;
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

    fn apply_revealed(
        &mut self,
        side: u8,
        (seed, army): (&str, &str),
        signed: Option<&str>,
        at: Option<i64>,
    ) -> Result<(), Misfit> {
        let side_ = side_of(side)?;
        if !self.is_over() {
            return Err(Plain::PublishedBeforeEnd.into());
        }
        if self.revealed[side_.index()] {
            return Err(Misfit::PublishedTwice { who: self.who(side_) });
        }
        if let Some(text) = signed {
            self.check_signed_setup(side_, text, army)?;
        }
        let held = HeldArmy {
            army: army.to_string(),
            seed: seed.to_string(),
            signed: signed.map(str::to_string),
        };
        let c = self.commits[side_.index()]
            .clone()
            .ok_or_else(|| Misfit::PublishedUncommitted { who: self.who(side_) })?;
        let recomputed = self.commitment_of(side_, &held)?;
        if recomputed.root != c.root {
            return Err(Misfit::PublishedRootDiffers { who: self.who(side_) });
        }
        if let Some(known) = &self.held[side_.index()] {
            if known != &held {
                return Err(Misfit::PublishedArmyDiffers { who: self.who(side_) });
            }
        }
        self.held[side_.index()] = Some(held);
        self.revealed[side_.index()] = true;
        if let Some(at) = at {
            self.at = at;
        }
        Ok(())
    }

    /// The signed text published with a held army sets up that army: its
    /// one SETUP command reads as the army published.
    fn check_signed_setup(&self, side: crate::games::Side, text: &str, army: &str) -> Result<(), Misfit> {
        let lines: Vec<String> = text.lines().map(str::to_string).collect();
        let (cmds, _) = crate::referee::command::parse(&lines);
        let mut setups = cmds.iter().filter_map(|c| {
            let crate::referee::command::Command::Setup(t) = c else {
                return None;
            };
            Some(t)
        });
        let sets_up = match (setups.next(), setups.next()) {
            (Some(t), None) => self.parse_army(side, t).is_ok_and(|a| a.to_text() == army),
            _ => false,
        };
        if sets_up {
            Ok(())
        } else {
            Err(crate::referee::misfit::KeyFault::SealedMismatch {
                side: super::side_num(side),
            }
            .into())
        }
    }

    // ------------------------------------------------ the exchanges

    fn apply_draw_offered(&mut self, side: u8, at: i64) -> Result<(), Misfit> {
        let side_ = side_of(side)?;
        if self.is_over() {
            return Err(Plain::DrawOfferAfterEnd.into());
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

    fn apply_resigned(&mut self, side: u8, at: i64) -> Result<(), Misfit> {
        let side_ = side_of(side)?;
        if self.is_over() {
            return Err(Plain::ResignAfterEnd.into());
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

    fn apply_draw_declined(&mut self, side: u8, at: i64) -> Result<(), Misfit> {
        let side_ = side_of(side)?;
        if self.draw_offer != Some(side_.other()) {
            return Err(Plain::DrawDeclinedUnoffered.into());
        }
        self.draw_offer = None;
        self.at = at;
        Ok(())
    }

    fn apply_decided(&mut self, winner: u8, reason: &str, at: i64) -> Result<(), Misfit> {
        if self.is_over() || winner > 2 {
            return Err(Plain::DecisionBad.into());
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

    fn apply_address_replaced(&mut self, side: u8, name: Option<&str>, at: i64) -> Result<(), Misfit> {
        let who = side_of(side)?;
        if self.is_over() {
            return Err(Plain::AddressAfterEnd.into());
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
    fn apply_ended(&mut self, winner: u8, reason: &Worded, at: i64) -> Result<(), Misfit> {
        if self.is_over() {
            return Err(Plain::EndedTwice.into());
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
                return Err(Misfit::ResultDiffers {
                    winner,
                    recorded: reason.quoted(),
                    rules_winner: r.winner,
                    given,
                });
            }
            None => {
                return Err(Misfit::EndedForNothing {
                    reason: reason.to_string(),
                })
            }
        }
        self.phase = Phase::Over;
        self.draw_offer = None;
        self.at = at;
        Ok(())
    }

    // ------------------------------------------------ the clock

    fn apply_reminded(&mut self, side: u8, before: i64, deadline: i64, at: i64) -> Result<(), Misfit> {
        let d = self.check_on_clock(side, deadline)?;
        if at < d - before {
            return Err(Misfit::ReminderEarly { before });
        }
        if let Some(c) = self.clock.as_mut() {
            c.reminded.push(before);
        }
        self.at = at;
        Ok(())
    }

    fn apply_late(&mut self, side: u8, deadline: i64, at: i64) -> Result<(), Misfit> {
        let d = self.check_on_clock(side, deadline)?;
        if at < d {
            return Err(Plain::LateEarly.into());
        }
        if let Some(c) = self.clock.as_mut() {
            c.late_sent = true;
        }
        self.at = at;
        Ok(())
    }

    fn apply_paused(&mut self, at: i64) -> Result<(), Misfit> {
        if self.is_over() || self.paused.is_some() {
            return Err(Plain::PauseBad.into());
        }
        self.paused = Some(at);
        self.at = at;
        Ok(())
    }

    fn apply_resumed(&mut self, at: i64) -> Result<(), Misfit> {
        let since = self.paused.take().ok_or(Misfit::Plain(Plain::ResumeUnpaused))?;
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

    fn apply_vacation(&mut self, side: u8, from: i64, until: i64, at: i64) -> Result<(), Misfit> {
        side_of(side)?;
        if self.is_over() {
            return Err(Plain::VacationAfterEnd.into());
        }
        if until <= from || from < self.at.min(at) - 60 {
            return Err(Misfit::VacationSpan { from, until });
        }
        let c = self.clock.as_mut().ok_or(Misfit::Plain(Plain::VacationNoClock))?;
        c.vacations.push(Vacation { side, from, until });
        self.at = at;
        Ok(())
    }

    fn apply_extended(&mut self, side: u8, by: i64, at: i64) -> Result<(), Misfit> {
        let side_ = side_of(side)?;
        if by <= 0 {
            return Err(Plain::ExtensionNotPositive.into());
        }
        if !self.on_clock().iter().any(|(x, _)| *x == side_) {
            return Err(Misfit::NotOnClock { who: self.who(side_) });
        }
        if let Some(c) = self.clock.as_mut() {
            c.extra += by;
            c.late_sent = false;
            c.reminded.clear();
        }
        self.at = at;
        Ok(())
    }

    fn apply_timed_out(&mut self, side: u8, deadline: i64, at: i64) -> Result<(), Misfit> {
        let grace = self
            .clock
            .as_ref()
            .map(|c| c.control.grace)
            .ok_or(Misfit::Plain(Plain::TimeoutNoClock))?;
        if side == 0 {
            if self.phase != Phase::Setup || self.commits.iter().any(Option::is_some) {
                return Err(Plain::BothTimedOutArmyArrived.into());
            }
            let d = self
                .on_clock()
                .first()
                .map(|(_, d)| *d)
                .ok_or(Misfit::Plain(Plain::NobodyOnClock))?;
            if d != deadline || at < d + grace {
                return Err(Plain::TimeoutEarly.into());
            }
            self.pending = Some(GameResult {
                winner: 0,
                reason: End::NeitherArmyArrived,
            });
        } else {
            let d = self.check_on_clock(side, deadline)?;
            if at < d + grace {
                return Err(Misfit::SideTimeoutEarly {
                    who: self.who(side_of(side)?),
                });
            }
            let winner = if side == 1 { 2 } else { 1 };
            let loser = side_of(side)?;
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
