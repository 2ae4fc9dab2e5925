//! The public archive (`estafette site DIR`): what of the club is
//! published, gathered from the store, and the pages written into a
//! folder. Only finished games appear; a player who asked not to be named
//! is shown as "player N", and their games' transcripts (whose log names
//! them, under the hash chain) are not published.

use super::club::{load, Club};
use super::{Error, Kind, Result, Service};
use crate::games::any::GameKind;
use crate::store::club::ClubQueries;
use crate::store::Queries;
use crate::views::club::{crosstable, rating_list, NARROW};
use crate::views::site::{pages, shown, Archive, Event, Finished};
use crate::views::Lang;
use std::path::Path;

/// The file that marks a folder as a site `estafette site` wrote.
const MARKER: &str = ".estafette-site";

impl Service {
    /// Mark the player of `address` unnamed on the public site (or named).
    pub fn set_unnamed(&mut self, address: &str, unnamed: bool) -> Result<Club> {
        let player = address.to_string();
        match self.store.write(|tx| tx.set_unnamed(address, unnamed))? {
            false => Err(Error::typed(Kind::Usage, &Club::NoPlayer { player })),
            true if unnamed => Ok(Club::Unnamed { player }),
            true => Ok(Club::Named { player }),
        }
    }

    /// What the site shows in `lang`: every tournament begun, the rating
    /// lists with a line, and every finished game with its transcript.
    pub fn archive(&self, lang: Lang) -> Result<Archive> {
        let reader = self.store.read();
        let unnamed = reader.unnamed_players()?;
        let name = |id: i64, name: &str| shown(lang, unnamed.contains(&id), id, name);
        let mut tournaments = Vec::new();
        for status in ["running", "over"] {
            for row in reader.tournaments_with(status)? {
                let t = load(&reader, row)?;
                let names: Vec<String> = t.entrants.iter().map(|e| name(e.player, &e.name)).collect();
                tournaments.push(Event {
                    id: t.row.id,
                    name: t.row.name.clone(),
                    heading: t.heading(lang),
                    crosstable: crosstable(&t.state, &names, &[], NARROW, lang),
                    rounds: t.games.iter().map(|r| r.iter().flatten().cloned().collect()).collect(),
                });
            }
        }
        tournaments.sort_by_key(|t| t.id);
        let mut ratings = Vec::new();
        for kind in GameKind::ALL {
            let lines: Vec<(String, f64, f64, usize)> = self
                .rating_list(kind)?
                .iter()
                .map(|l| {
                    (
                        name(l.player, &l.name),
                        l.rated.rating.rating,
                        l.rated.rating.deviation,
                        l.rated.games,
                    )
                })
                .collect();
            if !lines.is_empty() {
                ratings.push((kind, rating_list(&lines, lang)));
            }
        }
        let mut games = Vec::new();
        for row in reader.results("")? {
            let ids = [row.first_player, row.second_player];
            let mut names = [String::new(), String::new()];
            for (shown, id) in names.iter_mut().zip(ids) {
                *shown = name(id, &reader.player(id)?.map(|p| p.name).unwrap_or_default());
            }
            let transcript = match ids.iter().any(|id| unnamed.contains(id)) {
                true => None,
                false => {
                    let t = self.export(&row.game)?;
                    Some(serde_json::to_string_pretty(&t).map_err(|e| super::encode_failed(&e))? + "\n")
                }
            };
            games.push(Finished {
                game: row.game,
                names,
                winner: row.winner,
                transcript,
            });
        }
        Ok(Archive {
            tournaments,
            ratings,
            games,
        })
    }

    /// Write the site into `dir` in `lang`, the game pages made from the
    /// kit's page `kit` (none without it): a new or empty folder, or one
    /// this wrote before, whose pages and transcripts are replaced. The
    /// number of files written.
    pub fn write_site(&self, dir: &Path, lang: Lang, kit: Option<&str>) -> Result<usize> {
        let pages = pages(&self.archive(lang)?, lang, kit).map_err(|e| Error::typed(Kind::Failed, &e))?;
        let fault = |path: &Path, e: std::io::Error| {
            let c = Club::SiteFile {
                path: path.display().to_string(),
                error: e.to_string(),
            };
            Error::typed(Kind::CantCreate, &c)
        };
        if let Ok(mut entries) = std::fs::read_dir(dir) {
            if entries.next().is_some() && !dir.join(MARKER).exists() {
                let dir = dir.display().to_string();
                return Err(Error::typed(Kind::CantCreate, &Club::NotSiteFolder { dir }));
            }
        }
        std::fs::create_dir_all(dir).map_err(|e| fault(dir, e))?;
        for entry in std::fs::read_dir(dir).map_err(|e| fault(dir, e))?.flatten() {
            let path = entry.path();
            if path.extension().is_some_and(|x| x == "html" || x == "json") {
                std::fs::remove_file(&path).map_err(|e| fault(&path, e))?;
            }
        }
        std::fs::write(dir.join(MARKER), "made by estafette site\n").map_err(|e| fault(dir, e))?;
        for (name, body) in &pages {
            let path = dir.join(name);
            std::fs::write(&path, body).map_err(|e| fault(&path, e))?;
        }
        Ok(pages.len())
    }
}
