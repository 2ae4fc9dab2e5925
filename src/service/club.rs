//! The club: tournaments the operator runs (entrants, rounds made as the
//! previous ones end, withdrawals, a start at a date or when full) and the
//! rating lists, computed from the results the referee records when a game
//! ends (`commit`); the ratings in a tournament game's invitations and the
//! crosstable in its last mails.

use super::games::{Maker, Wanted};
use super::{Error, Kind, PlayerSpec, Result, Service};
use crate::games::any::{GameKind, OptionsSpec};
use crate::games::Side;
use crate::referee::clock::TimeControl;
use crate::referee::{MailPlan, Para};
use crate::store::club::{ClubQueries, EntrantRow, PairingRow, TournamentRow};
use crate::store::{Queries, Tx};
use crate::views::{club as view, Lang, TEXT_WIDTH};
use estafette_core::club::glicko::Rating;
use estafette_core::club::ratings::{ratings, Played, Rated, WEEK};
use estafette_core::club::tournament::{Format, Round, Tournament};
use estafette_core::club::{Game, Outcome as Scored};
use estafette_core::reason::Sentence;
use std::borrow::Cow;

/// What the club's commands say, and how they fail.
#[derive(Clone, Debug, PartialEq, Eq, Sentence)]
#[sentence(prefix = "club-")]
pub enum Club {
    /// A tournament was created, open for entrants.
    Created {
        name: String,
    },
    /// A player was entered (`seat` counts from 1).
    Entered {
        name: String,
        player: String,
        seat: u32,
    },
    /// A round began: its number and its games.
    RoundStarted {
        name: String,
        round: u32,
        games: String,
    },
    /// The last round ended.
    Finished {
        name: String,
    },
    /// An entrant was withdrawn.
    Withdrawn {
        name: String,
        player: String,
    },
    /// A game was marked unrated, or rated again.
    Unrated {
        game: String,
    },
    Rated {
        game: String,
    },
    /// The first line of a crosstable: the tournament's name, format
    /// (round-robin, double-round-robin, swiss), game, the rounds begun
    /// (`round`) of all (`of`), and status (open, running, over).
    Heading {
        name: String,
        format: String,
        game: String,
        round: u32,
        of: u32,
        status: String,
    },
    /// A rating list with no line yet.
    NoRatings {
        game: String,
    },
    /// No tournament of that name.
    NoTournament {
        name: String,
    },
    /// The name is taken.
    NameTaken {
        name: String,
    },
    /// The tournament has begun: no more entrants.
    NotOpen {
        name: String,
    },
    /// Already begun or over.
    Started {
        name: String,
    },
    /// Too few entrants to begin.
    TooFew {
        name: String,
        n: u32,
    },
    /// The player is already entered.
    AlreadyEntered {
        name: String,
        player: String,
    },
    /// The address is not an entrant.
    NotEntrant {
        name: String,
        player: String,
    },
    /// A Swiss tournament needs at least one round.
    NoRounds,
    /// A format that is none of round-robin, double-round-robin, swiss.
    BadFormat {
        format: String,
    },
    /// A player is shown as "player N" on the public site, or by name.
    Unnamed {
        player: String,
    },
    Named {
        player: String,
    },
    /// No player has that address.
    NoPlayer {
        player: String,
    },
    /// The site's folder holds files and no site written before.
    NotSiteFolder {
        dir: String,
    },
    /// A file of the site that cannot be written.
    SiteFile {
        path: String,
        error: String,
    },
    /// The site was written: its folder and files.
    SiteWritten {
        dir: String,
        files: u32,
    },
    /// `--starts` that is no date.
    BadDate {
        date: String,
    },
    /// The tournament has its `n` entrants.
    Full {
        name: String,
        n: u32,
    },
    /// Who may enter by mail now: anyone, the addresses listed, no one.
    OpenToAnyone {
        name: String,
    },
    OpenTo {
        name: String,
        addresses: String,
    },
    ClosedToMail {
        name: String,
    },
    /// `address` may not enter by mail.
    Closed {
        name: String,
        address: String,
    },
    /// To a player who entered by mail: their seed.
    Joined {
        name: String,
        seat: u32,
    },
    /// What a confirmation of JOIN asks.
    ConfirmJoin {
        name: String,
    },
    /// The subject of the answer to RATING.
    RatingsSubject,
    /// The sender's rating in `game`: `place` of `of` in its list.
    YourRating {
        game: String,
        rating: u32,
        deviation: u32,
        games: u32,
        place: u32,
        of: u32,
    },
    /// The sender has no rating in `game`.
    NoRating {
        game: String,
    },
    /// The inbox's summary of STANDINGS and RATING answered.
    StandingsSent {
        name: String,
        sender: String,
    },
    RatingsSent {
        sender: String,
    },
    /// SITE by mail: the replies' subject, what its confirmation asks, and
    /// the reply once done (OFF, ON).
    SiteSubject,
    ConfirmNamed,
    SiteOff,
    SiteOn,
}

impl Club {
    /// This in `lang` (a player's name came in a mail: controls escaped).
    pub fn words(&self, lang: crate::views::Lang) -> String {
        use estafette_core::reason::Explain;
        let words = crate::views::words::reason(lang, GameKind::Lattaque, &self.reason());
        crate::mail::sanitize::shown(&words).into_owned()
    }
}

/// A new tournament, as the operator asks for it.
pub struct NewTournament {
    pub name: String,
    pub kind: GameKind,
    pub spec: OptionsSpec,
    pub mode: String,
    pub time: Option<String>,
    pub grace: Option<String>,
    pub format: Format,
    pub rated: bool,
    /// Who may enter by mail: `*` anyone, else addresses one per line.
    pub open_to: Option<String>,
    /// When `tick` begins it (seconds since the epoch).
    pub starts_at: Option<i64>,
    /// Full at this many entrants: `tick` begins it.
    pub players: Option<u32>,
    /// Seconds between the rounds' dates: a round begins once the one
    /// before has ended and its date has come.
    pub round_every: Option<i64>,
}

/// A tournament as `tournament show` gives it: its row, its entrants'
/// names and addresses (withdrawn ones marked), and its state.
pub struct Table {
    pub row: TournamentRow,
    pub entrants: Vec<EntrantRow>,
    pub state: Tournament,
    /// The game's id for each game of each round (`None`: a forfeit).
    pub games: Vec<Vec<Option<String>>>,
}

impl Table {
    /// The crosstable's first line: name, format, game, rounds, status.
    pub fn heading(&self, lang: crate::views::Lang) -> String {
        let kind = GameKind::parse(&self.row.kind).unwrap_or(GameKind::Lattaque);
        let heading = Club::Heading {
            name: self.row.name.clone(),
            format: self.row.format.clone(),
            game: crate::views::words::title(lang, kind),
            round: self.state.rounds.len() as u32,
            of: self.state.round_count() as u32,
            status: self.row.status.clone(),
        };
        heading.words(lang)
    }
}

/// One line of a rating list.
pub struct RatingLine {
    pub player: i64,
    pub address: String,
    pub name: String,
    pub rated: Rated,
}

fn fail(kind: Kind, c: Club) -> Error {
    Error::typed(kind, &c)
}

fn format_of(row: &TournamentRow) -> Format {
    match row.format.as_str() {
        "swiss" => Format::Swiss {
            rounds: row.rounds as usize,
        },
        f => Format::RoundRobin {
            double: f == "double-round-robin",
        },
    }
}

fn outcome(winner: Option<u8>) -> Option<Scored> {
    winner.map(|w| match w {
        1 => Scored::FirstWins,
        2 => Scored::SecondWins,
        _ => Scored::Draw,
    })
}

/// The tournament `row`'s state from its stored entrants and pairings.
pub(super) fn load(tx: &impl Queries, row: TournamentRow) -> Result<Table> {
    let entrants = tx.entrants(row.id)?;
    let mut state = Tournament {
        format: format_of(&row),
        entrants: entrants.len(),
        withdrawn: entrants
            .iter()
            .filter(|e| e.withdrawn.is_some())
            .map(|e| e.seat as usize)
            .collect(),
        rounds: Vec::new(),
    };
    let mut games: Vec<Vec<Option<String>>> = Vec::new();
    for p in tx.pairings(row.id)? {
        let r = p.round as usize;
        while state.rounds.len() < r {
            state.rounds.push(Round::default());
            games.push(Vec::new());
        }
        match p.second_seat {
            None => state.rounds[r - 1].bye = Some(p.first_seat as usize),
            Some(second) => {
                state.rounds[r - 1].games.push(Game {
                    first: p.first_seat as usize,
                    second: second as usize,
                    outcome: outcome(p.winner),
                });
                games[r - 1].push(p.game);
            }
        }
    }
    Ok(Table {
        row,
        entrants,
        state,
        games,
    })
}

impl Table {
    /// The heading and the crosstable, with each entrant's rating in
    /// `ratings`, within `width` columns as far as names can be cut.
    pub fn text(&self, ratings: &[u32], width: usize, lang: Lang) -> String {
        let names: Vec<String> = self.entrants.iter().map(|e| e.name.clone()).collect();
        let table = view::crosstable(&self.state, &names, ratings, width, lang);
        format!("{}\n\n{table}", self.heading(lang))
    }
}

pub(super) fn named(tx: &impl Queries, name: &str) -> Result<TournamentRow> {
    tx.tournament(name)?
        .ok_or_else(|| fail(Kind::Usage, Club::NoTournament { name: name.to_string() }))
}

/// The addresses that may JOIN by mail as the store keeps them: trimmed,
/// lower case, one per line.
pub fn open_to_list(addresses: &[String]) -> String {
    let listed: Vec<String> = addresses.iter().map(|a| a.trim().to_ascii_lowercase()).collect();
    listed.join("\n")
}

impl Service {
    /// Create a tournament, open for entrants.
    pub fn new_tournament(&mut self, t: NewTournament) -> Result<Club> {
        if matches!(t.format, Format::Swiss { rounds: 0 }) {
            return Err(fail(Kind::Usage, Club::NoRounds));
        }
        let (format, rounds) = match t.format {
            Format::RoundRobin { double: false } => ("round-robin", 0),
            Format::RoundRobin { double: true } => ("double-round-robin", 0),
            Format::Swiss { rounds } => ("swiss", rounds as u32),
        };
        let row = TournamentRow {
            id: 0,
            name: t.name.clone(),
            kind: t.kind.name().into(),
            spec: serde_json::to_string(&t.spec).map_err(|e| super::encode_failed(&e))?,
            mode: t.mode,
            time: t.time,
            grace: t.grace,
            format: format.into(),
            rounds,
            rated: t.rated,
            status: "open".into(),
            open_to: t.open_to,
            starts_at: t.starts_at,
            players: t.players,
            round_every: t.round_every,
        };
        let now = (self.now)();
        match self.store.write(|tx| tx.insert_tournament(&row, now))? {
            Some(_) => Ok(Club::Created { name: t.name }),
            None => Err(fail(Kind::Usage, Club::NameTaken { name: t.name })),
        }
    }

    /// Enter a player in an open tournament.
    pub fn enter(&mut self, name: &str, p: &PlayerSpec) -> Result<Club> {
        let now = (self.now)();
        let tz = self.config.default_timezone.clone();
        self.store.write(|tx| enter(tx, name, p, &tz, now))
    }

    /// Let anyone (`addresses` empty) or the addresses listed enter an
    /// open tournament by mail (JOIN), or no one (`close`).
    pub fn open_to_mail(&mut self, name: &str, addresses: &[String], close: bool) -> Result<Club> {
        let name = name.to_string();
        let (open_to, said) = match (close, addresses.is_empty()) {
            (true, _) => (None, Club::ClosedToMail { name: name.clone() }),
            (false, true) => (Some("*".to_string()), Club::OpenToAnyone { name: name.clone() }),
            (false, false) => {
                let listed = open_to_list(addresses);
                let addresses = listed.replace('\n', ", ");
                (
                    Some(listed),
                    Club::OpenTo {
                        name: name.clone(),
                        addresses,
                    },
                )
            }
        };
        self.store.write(|tx| {
            let row = named(tx, &name)?;
            if row.status != "open" {
                return Err(fail(Kind::Usage, Club::NotOpen { name: name.clone() }));
            }
            tx.set_open_to(row.id, open_to.as_deref())?;
            Ok(said)
        })
    }

    /// Withdraw an entrant: they are paired no more, and a round robin's
    /// games left to them are lost by forfeit. A game they are playing is
    /// the operator's to decide (`operator decide`).
    pub fn withdraw(&mut self, name: &str, address: &str, reason: &str) -> Result<Club> {
        self.store.write(|tx| {
            let row = named(tx, name)?;
            let entrants = tx.entrants(row.id)?;
            let Some(e) = entrants.iter().find(|e| e.address.eq_ignore_ascii_case(address)) else {
                let player = address.to_string();
                return Err(fail(
                    Kind::Usage,
                    Club::NotEntrant {
                        name: name.into(),
                        player,
                    },
                ));
            };
            tx.withdraw_entrant(row.id, e.seat, reason)?;
            Ok(Club::Withdrawn {
                name: name.into(),
                player: e.address.clone(),
            })
        })
    }

    /// Begin an open tournament: its first round's games are made and
    /// their invitations queued.
    pub fn start_tournament(&mut self, name: &str) -> Result<Vec<Club>> {
        let now = (self.now)();
        self.making(|tx, make| {
            let row = named(tx, name)?;
            if row.status != "open" {
                return Err(fail(Kind::Usage, Club::Started { name: name.into() }));
            }
            let n = tx.entrants(row.id)?.len();
            if n < 2 {
                let few = Club::TooFew {
                    name: name.into(),
                    n: n as u32,
                };
                return Err(fail(Kind::Usage, few));
            }
            begin(tx, row, make, now)
        })
    }

    /// Begin every open tournament whose date has come or that is full
    /// (with two entrants at least), make the next round of every running
    /// one whose round has ended, and close those whose last round has:
    /// what `tick` does.
    pub fn advance_tournaments(&mut self) -> Result<Vec<Club>> {
        let now = (self.now)();
        self.making(|tx, make| {
            let mut said = Vec::new();
            for row in tx.tournaments_with("open")? {
                let n = tx.entrants(row.id)?.len();
                let due = row.starts_at.is_some_and(|t| t <= now) || full(&row, n);
                if due && n >= 2 {
                    said.extend(begin(tx, row, make, now)?);
                }
            }
            for row in tx.tournaments_with("running")? {
                said.extend(advance(tx, row, make, now)?);
            }
            Ok(said)
        })
    }

    /// A tournament's heading and crosstable with the entrants' ratings.
    pub fn tournament_text(&self, name: &str, lang: Lang) -> Result<String> {
        let reader = self.store.read();
        let table = load(&reader, named(&reader, name)?)?;
        let ratings = entrant_ratings(&reader, &table, (self.now)())?;
        Ok(table.text(&ratings, TEXT_WIDTH, lang))
    }

    /// A tournament's table.
    pub fn tournament_table(&self, name: &str) -> Result<Table> {
        let reader = self.store.read();
        load(&reader, named(&reader, name)?)
    }

    /// Mark a game unrated (or rated again).
    pub fn set_rated(&mut self, game: &str, rated: bool) -> Result<Club> {
        self.store.write(|tx| {
            if tx.game(game)?.is_none() {
                let none = super::ServiceError::NoGame { game: game.into() };
                return Err(Error::typed(Kind::Usage, &none));
            }
            tx.set_rated(game, rated)?;
            Ok(if rated {
                Club::Rated { game: game.into() }
            } else {
                Club::Unrated { game: game.into() }
            })
        })
    }

    /// The rating list of a game kind at this moment, best first.
    pub fn rating_list(&self, kind: GameKind) -> Result<Vec<RatingLine>> {
        rating_lines(&self.store.read(), kind, (self.now)())
    }
}

/// Enter the player `p` in the open tournament `name` (a new player with
/// the time zone `tz`).
pub(super) fn enter(tx: &Tx<'_>, name: &str, p: &PlayerSpec, tz: &str, now: i64) -> Result<Club> {
    let row = named(tx, name)?;
    if row.status != "open" {
        return Err(fail(Kind::Usage, Club::NotOpen { name: name.into() }));
    }
    let n = tx.entrants(row.id)?.len();
    if full(&row, n) {
        let n = n as u32;
        return Err(fail(Kind::Usage, Club::Full { name: name.into(), n }));
    }
    let known = tx.player_by_address(&p.address)?;
    let lang = known.as_ref().map_or("en", |k| k.lang.as_str()).to_string();
    let lang = if p.lang.is_empty() { lang } else { p.lang.clone() };
    let player = tx.upsert_player_tz(&p.address, &p.name, &lang, tz, now)?;
    let player_name = format!("{} <{}>", p.name, p.address);
    if !tx.add_entrant(row.id, player)? {
        let already = Club::AlreadyEntered {
            name: name.into(),
            player: player_name,
        };
        return Err(fail(Kind::Usage, already));
    }
    Ok(Club::Entered {
        name: name.into(),
        player: player_name,
        seat: n as u32 + 1,
    })
}

/// Whether `row` has its entrants, with `n`.
pub(super) fn full(row: &TournamentRow, n: usize) -> bool {
    row.players.is_some_and(|p| n >= p as usize)
}

/// Begin the open tournament `row`: its first round.
fn begin(tx: &Tx<'_>, row: TournamentRow, make: &mut Maker<'_>, now: i64) -> Result<Vec<Club>> {
    tx.begin_tournament(row.id, now)?;
    let row = named(tx, &row.name)?;
    advance(tx, row, make, now)
}

/// The rating list of `kind` at `now`, best first.
pub(super) fn rating_lines(reader: &impl Queries, kind: GameKind, now: i64) -> Result<Vec<RatingLine>> {
    let played: Vec<Played> = reader
        .rated_results(kind.name())?
        .iter()
        .map(|r| Played {
            first: r.first_player,
            second: r.second_player,
            score: match r.winner {
                1 => 1.0,
                2 => 0.0,
                _ => 0.5,
            },
            at: r.ended_at,
        })
        .collect();
    let mut lines = Vec::new();
    for (id, rated) in ratings(&played, WEEK, now) {
        if let Some(p) = reader.player(id)? {
            lines.push(RatingLine {
                player: id,
                address: p.address,
                name: p.name,
                rated,
            });
        }
    }
    lines.sort_by(|a, b| b.rated.rating.rating.total_cmp(&a.rated.rating.rating));
    Ok(lines)
}

/// A rating list as text.
pub fn rating_text(lines: &[RatingLine], lang: Lang) -> String {
    let rows: Vec<_> = lines
        .iter()
        .map(|l| {
            let r = &l.rated.rating;
            (l.name.clone(), r.rating, r.deviation, l.rated.games)
        })
        .collect();
    view::rating_list(&rows, lang)
}

/// The rating of `player` in `lines`, rounded: a new player's without one.
fn rating_of(lines: &[RatingLine], player: i64) -> u32 {
    let rated = lines.iter().find(|l| l.player == player);
    rated.map_or(Rating::NEW.rating, |l| l.rated.rating.rating).round() as u32
}

/// Each entrant's rating in the tournament's game at `now`.
pub(super) fn entrant_ratings(q: &impl Queries, table: &Table, now: i64) -> Result<Vec<u32>> {
    let kind = GameKind::parse(&table.row.kind).map_err(|e| Error::typed(Kind::Data, &e))?;
    let lines = rating_lines(q, kind, now)?;
    Ok(table.entrants.iter().map(|e| rating_of(&lines, e.player)).collect())
}

/// Make `row`'s next round if its rounds so far have ended (games made by
/// `make`, forfeits and the bye recorded), or close it when the last has.
fn advance(tx: &Tx<'_>, row: TournamentRow, make: &mut Maker<'_>, now: i64) -> Result<Vec<Club>> {
    let table = load(tx, row)?;
    let name = table.row.name.clone();
    let Some(round) = table.state.next_round() else {
        if table.state.is_over() {
            tx.set_tournament_status(table.row.id, "over")?;
            return Ok(vec![Club::Finished { name }]);
        }
        return Ok(Vec::new());
    };
    let number = table.state.rounds.len() as u32 + 1;
    if let (Some(every), Some(start)) = (table.row.round_every, table.row.starts_at) {
        if now < start + i64::from(number - 1) * every {
            return Ok(Vec::new());
        }
    }
    let spec: OptionsSpec = serde_json::from_str(&table.row.spec).map_err(|e| super::encode_failed(&e))?;
    let kind = GameKind::parse(&table.row.kind).map_err(|e| Error::typed(Kind::Data, &e))?;
    let clock = match &table.row.time {
        Some(t) => Some(TimeControl::read(t, table.row.grace.as_deref()).map_err(|e| Error::typed(Kind::Data, &e))?),
        None => None,
    };
    let lines = rating_lines(tx, kind, now)?;
    let mut ids = Vec::new();
    for g in &round.games {
        let spec_of = |seat: usize| {
            let e = &table.entrants[seat];
            PlayerSpec {
                address: e.address.clone(),
                name: e.name.clone(),
                lang: String::new(),
            }
        };
        let game = match g.outcome {
            Some(_) => None,
            None => {
                let id = make(Wanted {
                    kind,
                    spec: spec.clone(),
                    players: [spec_of(g.first), spec_of(g.second)],
                    first_to_move: Some(Side::First),
                    clock: clock.clone(),
                    mode: &table.row.mode,
                    pairing: Some(Para::Pairing {
                        tournament: name.clone(),
                        round: number,
                        ratings: [g.first, g.second].map(|seat| rating_of(&lines, table.entrants[seat].player)),
                    }),
                })?;
                if !table.row.rated {
                    tx.set_rated(&id, false)?;
                }
                ids.push(id.clone());
                Some(id)
            }
        };
        let winner = g.outcome.map(|o| match o {
            Scored::FirstWins => 1,
            Scored::SecondWins => 2,
            Scored::Draw => 0,
        });
        let pairing = PairingRow {
            round: number,
            first_seat: g.first as u32,
            second_seat: Some(g.second as u32),
            game,
            winner,
        };
        tx.add_pairing(table.row.id, &pairing)?;
    }
    if let Some(bye) = round.bye {
        let pairing = PairingRow {
            round: number,
            first_seat: bye as u32,
            second_seat: None,
            game: None,
            winner: None,
        };
        tx.add_pairing(table.row.id, &pairing)?;
    }
    let started = Club::RoundStarted {
        name: name.clone(),
        round: number,
        games: ids.join(", "),
    };
    // A round of forfeits only ends at once: make the next one too.
    let mut said = vec![started];
    if ids.is_empty() {
        let row = named(tx, &name)?;
        said.extend(advance(tx, row, make, now)?);
    }
    Ok(said)
}

/// The tournament of the game `game` and its entrants' ratings, when it
/// has ended (the last mails of a game carry its crosstable).
pub(super) fn ended_in(tx: &Tx<'_>, game: &str, plans: &[MailPlan], now: i64) -> Result<Option<(Table, Vec<u32>)>> {
    if !plans.iter().any(|p| p.transcript) {
        return Ok(None);
    }
    let Some(name) = tx.tournament_of_game(game)? else {
        return Ok(None);
    };
    let table = load(tx, named(tx, &name)?)?;
    let ratings = entrant_ratings(tx, &table, now)?;
    Ok(Some((table, ratings)))
}

/// `plan`, with the crosstable of `ended` when it is a game's last mail.
pub(super) fn with_standings<'p>(
    ended: Option<&(Table, Vec<u32>)>,
    plan: &'p MailPlan,
    lang: Lang,
) -> Cow<'p, MailPlan> {
    let Some((table, ratings)) = ended.filter(|_| plan.transcript) else {
        return Cow::Borrowed(plan);
    };
    let lead = view::ClubLine::Standings;
    let crosstable = table.text(ratings, view::NARROW, lang);
    let (heading, lines) = crosstable.split_once("\n\n").unwrap_or(("", &crosstable));
    let lines: Vec<String> = lines.lines().map(|l| format!("  {l}")).collect();
    let mut plan = plan.clone();
    plan.paras.push(Para::Standings {
        text: format!("{} {heading}\n\n{}", lead.words(lang), lines.join("\n")),
    });
    Cow::Owned(plan)
}
