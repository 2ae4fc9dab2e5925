//! A tournament's crosstable and a rating list as text, within
//! [`TEXT_WIDTH`](super::TEXT_WIDTH) columns.

use super::words::{self, Lang};

/// The width of a crosstable in a game's mail and on the public site: a
/// phone's (390 px) in a fixed-width font.
pub const NARROW: usize = 50;
use estafette_core::club::tournament::{Format, Tournament};
use estafette_core::reason::{Explain, Sentence};

/// The headings of the tables.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Sentence)]
#[sentence(prefix = "club-column-")]
pub enum Column {
    Player,
    Points,
    Sb,
    Direct,
    Buchholz,
    Rating,
    Deviation,
    Games,
    /// The mark of a withdrawn entrant.
    Withdrawn,
}

impl Column {
    fn say(self, lang: Lang) -> String {
        words::reason(lang, estafette_core::games::any::GameKind::Lattaque, &self.reason())
    }
}

/// What a tournament's game's mails say of it.
#[derive(Clone, Debug, PartialEq, Eq, Sentence)]
#[sentence(prefix = "club-mail-")]
pub enum ClubLine {
    /// An invitation: the tournament, the round, and the players with
    /// their ratings (`Name (1500)`).
    Pairing {
        name: String,
        round: u32,
        first: String,
        second: String,
    },
    /// Before the crosstable of a finished game's mail.
    Standings,
}

impl ClubLine {
    /// This in `lang`.
    pub fn words(&self, lang: Lang) -> String {
        words::reason(lang, estafette_core::games::any::GameKind::Lattaque, &self.reason())
    }
}

/// A name cut to `width` characters.
fn cut(name: &str, width: usize) -> String {
    let n: String = name.chars().take(width).collect();
    format!("{n:<width$}")
}

fn points(p: f64) -> String {
    let whole = p.trunc() as u64;
    match (whole, p.fract() > 0.0) {
        (0, true) => "½".into(),
        (w, true) => format!("{w}½"),
        (w, false) => w.to_string(),
    }
}

/// The crosstable: one line per entrant in order of place (a withdrawn one
/// marked `withdrawn` under the table), then a column per opponent (round
/// robins: the points scored against the entrant of that line; `*` on
/// oneself, `.` not yet played) or per round (Swiss: `+3`, `=3` or `-3`
/// against the entrant of line 3, `+` a bye), the points and the
/// tie-breaks, then each entrant's rating (`ratings`, by entrant). The
/// lines are at most `width` columns, as far as the names can be cut.
pub fn crosstable(t: &Tournament, names: &[String], ratings: &[u32], width: usize, lang: Lang) -> String {
    let withdrawn = &t.withdrawn;
    let table = t.standings();
    let line_of = |entrant: usize| table.iter().position(|s| s.entrant == entrant).unwrap_or(0) + 1;
    let games: Vec<_> = t.rounds.iter().flat_map(|r| &r.games).collect();
    let cells: Vec<Vec<String>> = table
        .iter()
        .map(|s| match t.format {
            Format::RoundRobin { .. } => table
                .iter()
                .map(|o| {
                    if o.entrant == s.entrant {
                        return "*".into();
                    }
                    let scored: Vec<f64> = games
                        .iter()
                        .filter(|g| g.opponent_of(s.entrant) == Some(o.entrant))
                        .filter_map(|g| g.points_of(s.entrant))
                        .collect();
                    if scored.is_empty() {
                        ".".into()
                    } else {
                        scored.iter().map(|p| points(*p)).collect()
                    }
                })
                .collect(),
            Format::Swiss { .. } => t
                .rounds
                .iter()
                .map(|r| {
                    if r.bye == Some(s.entrant) {
                        return "+".into();
                    }
                    let Some(g) = r.games.iter().find(|g| g.opponent_of(s.entrant).is_some()) else {
                        return String::new();
                    };
                    let opponent = line_of(g.opponent_of(s.entrant).unwrap_or(0));
                    let sign = match g.points_of(s.entrant) {
                        Some(1.0) => "+",
                        Some(0.0) => "-",
                        Some(_) => "=",
                        None => " ",
                    };
                    format!("{sign}{opponent}")
                })
                .collect(),
        })
        .collect();
    let cell = cells
        .iter()
        .flatten()
        .map(|c| c.chars().count())
        .max()
        .unwrap_or(1)
        .max(2);
    let ties = match t.format {
        Format::RoundRobin { .. } => vec![Column::Sb, Column::Direct],
        Format::Swiss { .. } => vec![Column::Buchholz],
    };
    let rating = Column::Rating.say(lang);
    let rw = rating.chars().count().max(4);
    let fixed = 4 + (cell + 1) * cells.first().map_or(0, Vec::len) + 5 + 6 * ties.len() + rw + 1;
    let name_width = width.saturating_sub(fixed).clamp(6, 24);
    let mut out = format!("{:>2}  {}", "#", cut(&Column::Player.say(lang), name_width));
    let heads: Vec<String> = match t.format {
        Format::RoundRobin { .. } => (1..=table.len()).map(|i| i.to_string()).collect(),
        Format::Swiss { .. } => (1..=t.rounds.len()).map(|i| i.to_string()).collect(),
    };
    for h in &heads {
        out.push_str(&format!(" {h:>cell$}"));
    }
    out.push_str(&format!(" {:>4}", Column::Points.say(lang)));
    for c in &ties {
        out.push_str(&format!(" {:>5}", c.say(lang)));
    }
    out.push_str(&format!(" {rating:>rw$}"));
    for (s, row) in table.iter().zip(&cells) {
        let name = names.get(s.entrant).map_or("", String::as_str);
        out.push_str(&format!("\n{:>2}  {}", s.place, cut(name, name_width)));
        for c in row {
            out.push_str(&format!(" {c:>cell$}"));
        }
        out.push_str(&format!(" {:>4}", points(s.points)));
        for tb in &s.tie_breaks {
            out.push_str(&format!(" {:>5}", format!("{:.2}", tb + 0.0)));
        }
        out.push_str(&format!(
            " {:>rw$}",
            ratings.get(s.entrant).copied().unwrap_or_default()
        ));
    }
    let mark = Column::Withdrawn.say(lang);
    for &w in withdrawn.iter() {
        let name = names.get(w).map_or("", String::as_str);
        out.push_str(&format!("\n{:>2}  {name}: {mark}", line_of(w)));
    }
    out.trim_end().to_string()
}

/// A rating list: place, name, rating, deviation and rated games.
pub fn rating_list(lines: &[(String, f64, f64, usize)], lang: Lang) -> String {
    let mut out = format!(
        "{:>3}  {:<30} {:>7} {:>5} {:>7}",
        "#",
        Column::Player.say(lang),
        Column::Rating.say(lang),
        Column::Deviation.say(lang),
        Column::Games.say(lang)
    );
    for (i, (name, rating, rd, games)) in lines.iter().enumerate() {
        out.push_str(&format!(
            "\n{:>3}  {} {rating:>7.0} {rd:>5.0} {games:>7}",
            i + 1,
            cut(name, 30)
        ));
    }
    out
}
