//! Stage 4, decide: a side's commands for a game turned into a decision by
//! the pure core ([`referee::decide::decide_owned`]), from the game's state, the two
//! players' rows (time zones, vacation left) and seeds drawn beforehand.
//! Nothing here writes: the decision is stored by the commit stage.

use super::load::player_id;
use super::{Config, Error, Kind, Result, ServiceError};
use crate::games::Side;
use crate::protocol::sign;
use crate::referee::authors::MailFacts;
use crate::referee::signing::MailSignature;
use crate::referee::{self, command, Command, CommandError, Decision, GameState};
use crate::store::{GameRow, PlayerRow, Queries, Tx};

/// What the core decides on, besides the game: the commands read from the
/// mail (with the first error that ended the reading) and fresh seeds.
pub(super) struct Input {
    commands: Vec<Command>,
    error: Option<CommandError>,
    seeds: [[u8; 32]; 2],
    /// The mail's `sig` line (position, signature) and the signed text.
    sig: Option<(sign::SigLine, String)>,
}

impl Input {
    /// The commands of `lines`, refused past `too_many` if it is set, and
    /// two seeds from `draw` (the system's generator: a failure is
    /// temporary).
    pub(super) fn read(
        lines: &[String],
        too_many: Option<CommandError>,
        draw: &mut dyn FnMut() -> std::result::Result<[u8; 32], String>,
    ) -> Result<Input> {
        let (sig, text) = sign::split_signature(lines);
        let unsigned: Vec<String> = lines.iter().filter(|l| !sign::is_sig_line(l.trim())).cloned().collect();
        let (commands, error) = command::parse(&unsigned);
        let mut seed = || draw().map_err(|error| Error::typed(Kind::Temporary, &ServiceError::NoRandom { error }));
        Ok(Input {
            commands,
            error: error.or(too_many),
            seeds: [seed()?, seed()?],
            sig: sig.map(|s| (s, text)),
        })
    }

    /// What the core checks of the mail besides its commands: the position
    /// its reply address was issued at, and its signature with the log
    /// head it names, read from `game`'s log.
    pub(super) fn facts(&self, tx: &Tx<'_>, game: &str, issued: u64) -> Result<MailFacts> {
        let signature = match &self.sig {
            None => None,
            Some(((seen, sig), text)) => Some(MailSignature {
                seen: *seen,
                head: tx
                    .head_at(game, *seen)?
                    .and_then(|h| <[u8; 32]>::try_from(h.as_slice()).ok()),
                sig: sig.clone().map_err(|e| e.to_string()),
                commands: text.clone(),
            }),
        };
        Ok(MailFacts { issued, signature })
    }
}

impl Input {
    /// The commands read from the mail (up to the first line refused): what
    /// its answer's limit depends on ([`super::limits`]).
    pub(super) fn commands(&self) -> &[Command] {
        &self.commands
    }
}

/// The two players of a game, as read for a decision, and the year whose
/// vacation allowance counts.
pub(super) struct Players {
    rows: [PlayerRow; 2],
    pub(super) year: i64,
}

impl Players {
    /// The players of `row`: `sender` (read already, to authenticate the
    /// mail of `side`) and the opponent, read now.
    pub(super) fn read(tx: &Tx<'_>, row: &GameRow, side: Side, sender: PlayerRow, now: i64) -> Result<Players> {
        let opponent = tx.player(player_id(row, side.other()))?;
        let opponent = opponent.ok_or_else(|| Error::typed(Kind::Failed, &ServiceError::PlayerMissing))?;
        let rows = if side == Side::First {
            [sender, opponent]
        } else {
            [opponent, sender]
        };
        Ok(Players {
            rows,
            year: year_of(now),
        })
    }

    /// The row of `side`'s player.
    pub(super) fn of(&self, side: Side) -> &PlayerRow {
        &self.rows[side.index()]
    }

    /// The rows as read, unless `d` changed them (a time zone, calendars,
    /// vacation used): the mails then read them again.
    pub(super) fn unchanged_by(&self, d: &Decision) -> &[PlayerRow] {
        if d.timezone.is_none() && d.calendar.is_none() && d.vacation_charged.is_none() {
            &self.rows
        } else {
            &[]
        }
    }
}

/// What `side`'s commands, from a mail of which `mail` says what the
/// core checks besides them (see [`Input::facts`]), do to the game in `st`.
pub(super) fn decide(
    config: &Config,
    st: GameState,
    (side, mail): (Side, MailFacts),
    players: &Players,
    input: &Input,
    now: i64,
) -> Decision {
    let left = |p: &PlayerRow| {
        config.vacation_days * 86_400
            - if p.vacation_year == players.year {
                p.vacation_used
            } else {
                0
            }
    };
    let [first, second] = &players.rows;
    let ctx = referee::Ctx {
        now,
        seeds: input.seeds,
        vacation_left: [left(first), left(second)],
        timezones: [first.timezone.clone(), second.timezone.clone()],
        mail: Some(mail),
    };
    referee::decide::decide_owned(st, side, &input.commands, input.error.as_ref(), &ctx)
}

/// The calendar year (UTC) of a Unix time.
fn year_of(t: i64) -> i64 {
    jiff::Timestamp::from_second(t)
        .map(|ts| ts.to_zoned(jiff::tz::TimeZone::UTC).year() as i64)
        .unwrap_or(1970)
}
