//! The pages of the public archive (`estafette site`), from
//! `templates/site.html`: the index (tournaments, rating lists, finished
//! games), a page per tournament (its crosstable and finished games), and
//! for each published game its transcript and the player kit's page
//! carrying it, which replays and verifies it when it opens. Pure: the
//! service writes the files.

use super::template::{render_html, TemplateError};
use super::words::{self, Lang};
use crate::games::any::GameKind;
use estafette_core::reason::{Explain, Sentence};
use minijinja::{context, Value};

/// What the site shows, worded in its language but for the site's own
/// sentences: names already as shown ([`shown`]).
pub struct Archive {
    pub tournaments: Vec<Event>,
    /// Each rating list with a line: its game, and the list as text.
    pub ratings: Vec<(GameKind, String)>,
    /// The finished games, in the order they ended.
    pub games: Vec<Finished>,
}

/// A tournament: its number, name, heading line and crosstable, and the
/// ids of its games round by round.
pub struct Event {
    pub id: i64,
    pub name: String,
    pub heading: String,
    pub crosstable: String,
    pub rounds: Vec<Vec<String>>,
}

/// A finished game: its id, players as shown, the winning side (0 a draw)
/// and its transcript, `None` when not published.
pub struct Finished {
    pub game: String,
    pub names: [String; 2],
    pub winner: u8,
    pub transcript: Option<String>,
}

/// The words of the site's pages.
#[derive(Clone, Debug, PartialEq, Eq, Sentence)]
#[sentence(prefix = "site-")]
pub enum Site {
    Title,
    /// What the archive holds and how a game is checked.
    Intro,
    Tournaments,
    NoTournaments,
    Ratings {
        game: String,
    },
    Games,
    NoGames,
    /// A finished game: its id, players and result (`1-0`, `0-1`, `½-½`).
    Game {
        game: String,
        first: String,
        second: String,
        result: String,
    },
    /// The link to a game's transcript file.
    Transcript,
    /// A game whose transcript is not published.
    Withheld,
    /// A player who asked not to be named (`n`: their number).
    Player {
        n: i64,
    },
    Back,
    Round {
        round: u32,
    },
}

fn say(lang: Lang, s: &impl Explain) -> String {
    words::reason(lang, GameKind::Lattaque, &s.reason())
}

/// The element of a game's page that holds its transcript.
pub const TRANSCRIPT_ID: &str = "estafette-transcript";

/// A player's name on the site: "player N" for one who asked not to be.
pub fn shown(lang: Lang, unnamed: bool, id: i64, name: &str) -> String {
    match unnamed {
        true => say(lang, &Site::Player { n: id }),
        false => name.to_string(),
    }
}

fn result_text(winner: u8) -> &'static str {
    match winner {
        1 => "1-0",
        2 => "0-1",
        _ => "½-½",
    }
}

/// A finished game's line: a link to its page (or its transcript when
/// there is no kit page), and to its transcript.
fn game_item(lang: Lang, g: &Finished, kit: bool) -> Value {
    let line = Site::Game {
        game: g.game.clone(),
        first: g.names[0].clone(),
        second: g.names[1].clone(),
        result: result_text(g.winner).into(),
    };
    let (href, json, note) = match (&g.transcript, kit) {
        (None, _) => (String::new(), String::new(), say(lang, &Site::Withheld)),
        (Some(_), true) => (format!("{}.html", g.game), format!("{}.json", g.game), String::new()),
        (Some(_), false) => (format!("{}.json", g.game), String::new(), String::new()),
    };
    let json_text = say(lang, &Site::Transcript);
    context! { href => href, text => say(lang, &line), json => json, json_text => json_text, note => note }
}

fn page(lang: Lang, title: &str, back: bool, intro: &[String], sections: &[Value]) -> Result<String, TemplateError> {
    let back = if back { say(lang, &Site::Back) } else { String::new() };
    let ctx = context! { lang => lang.code(), title => title, intro => intro.to_vec(), sections => sections.to_vec(), back => back };
    Ok(render_html("site.html", ctx, "")?.as_str().to_string())
}

fn section(heading: String, pre: String, items: Vec<Value>) -> Value {
    context! { heading => heading, pre => pre, items => items }
}

fn tournament_file(t: &Event) -> String {
    format!("tournament-{}.html", t.id)
}

fn tournament_page(lang: Lang, a: &Archive, t: &Event, kit: bool) -> Result<String, TemplateError> {
    let mut sections = vec![section(t.heading.clone(), t.crosstable.clone(), Vec::new())];
    for (i, ids) in t.rounds.iter().enumerate() {
        let items: Vec<Value> = ids
            .iter()
            .filter_map(|id| a.games.iter().find(|g| &g.game == id))
            .map(|g| game_item(lang, g, kit))
            .collect();
        if !items.is_empty() {
            sections.push(section(
                say(lang, &Site::Round { round: i as u32 + 1 }),
                String::new(),
                items,
            ));
        }
    }
    page(lang, &t.name, true, &[], &sections)
}

fn index(lang: Lang, a: &Archive, kit: bool) -> Result<String, TemplateError> {
    let tournaments: Vec<Value> = a
        .tournaments
        .iter()
        .map(|t| context! { href => tournament_file(t), text => &t.heading, json => "", json_text => "", note => "" })
        .collect();
    let none = |s: Site, items: &[Value]| if items.is_empty() { say(lang, &s) } else { String::new() };
    let mut sections = vec![section(
        say(lang, &Site::Tournaments),
        none(Site::NoTournaments, &tournaments),
        tournaments,
    )];
    for (kind, list) in &a.ratings {
        let heading = say(
            lang,
            &Site::Ratings {
                game: words::title(lang, *kind),
            },
        );
        sections.push(section(heading, list.clone(), Vec::new()));
    }
    let games: Vec<Value> = a.games.iter().rev().map(|g| game_item(lang, g, kit)).collect();
    sections.push(section(say(lang, &Site::Games), none(Site::NoGames, &games), games));
    page(
        lang,
        &say(lang, &Site::Title),
        false,
        &[say(lang, &Site::Intro)],
        &sections,
    )
}

/// The kit's page carrying `transcript`, read and verified when it opens
/// (a `<script type="application/json">` element, data never run), with a
/// link back to the index.
fn game_page(lang: Lang, kit: &str, transcript: &str) -> String {
    let back = super::escape_html(&say(lang, &Site::Back));
    let data = transcript.replace('<', "\\u003c");
    let element = format!("<script type=\"application/json\" id=\"{TRANSCRIPT_ID}\">{data}</script>\n");
    let mut body = kit.to_string();
    let at = body.rfind("</body>").unwrap_or(body.len());
    body.insert_str(at, &element);
    if let Some(open) = body.find("<body").and_then(|b| body[b..].find('>').map(|e| b + e + 1)) {
        body.insert_str(open, &format!("\n<p><a href=\"index.html\">{back}</a></p>"));
    }
    body
}

/// Every file of the site, by name: `index.html`, `tournament-N.html`,
/// and `GAME.json` with, given the kit's page, `GAME.html`.
pub fn pages(a: &Archive, lang: Lang, kit: Option<&str>) -> Result<Vec<(String, String)>, TemplateError> {
    let mut files = vec![("index.html".to_string(), index(lang, a, kit.is_some())?)];
    for t in &a.tournaments {
        files.push((tournament_file(t), tournament_page(lang, a, t, kit.is_some())?));
    }
    for g in &a.games {
        let Some(transcript) = &g.transcript else { continue };
        files.push((format!("{}.json", g.game), transcript.clone()));
        if let Some(kit) = kit {
            files.push((format!("{}.html", g.game), game_page(lang, kit, transcript)));
        }
    }
    Ok(files)
}
