//! Commands that are not about one game: challenges (`NEW`), `GAMES`,
//! `OBSERVE` and `UNOBSERVE`, the club's `JOIN`, `STANDINGS` and `RATING`,
//! `SITE ON`/`OFF`, sent to the referee's plain address, and the answers to a challenge
//! (`ACCEPT`, `DECLINE`). Syntax only; pure.

use super::clock::{ClockError, TimeControl};
use super::command::{fold, is_word, lang_of_word};
use crate::games::any::{AnyOptions, GameKind, OptionsSpec};
use crate::games::ParseError;
use crate::reason::Sentence;
use estafette_words::Lang;

/// A challenge as written: `NEW lattaque WITH bob@example.org [variant V]
/// [set S=V]... [3d per move | 10/30d] [grace 1d] [no observers] [blind]`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Challenge {
    pub kind: GameKind,
    pub opponent: String,
    pub spec: OptionsSpec,
    pub clock: Option<TimeControl>,
    pub observers: bool,
    /// A blind game (L'Attaque only; needs a time control for the reveals).
    pub blind: bool,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AccountCommand {
    New(Challenge),
    Games,
    Observe(String),
    Unobserve(String),
    Accept,
    Decline,
    /// Enter the tournament of this name.
    Join(String),
    /// The crosstable of the tournament of this name.
    Standings(String),
    /// The sender's ratings (in one game kind, or all) and the lists' heads.
    Rating(Option<GameKind>),
    /// SITE ON (`true`: the sender named on the public site) or SITE OFF.
    Site(bool),
}

/// Why an account command cannot be read.
#[derive(Clone, Debug, PartialEq, Eq, Sentence)]
#[sentence(prefix = "refusal-account-")]
pub enum AccountError {
    /// OBSERVE or UNOBSERVE without one game id (`word`: the command as
    /// written, upper case).
    TakesOneGame {
        word: String,
    },
    /// JOIN or STANDINGS without one tournament's name.
    TakesOneTournament {
        word: String,
    },
    /// SITE without one ON or OFF.
    SiteTakesOnOrOff {
        word: String,
    },
    /// A challenge without its game, `WITH` or address.
    Usage,
    /// A challenge naming no game we referee.
    Game(ParseError),
    /// A challenge to a text that is no mail address.
    NotAnAddress {
        text: String,
    },
    VariantNeedsName,
    SetNeeds,
    GraceNeedsLength,
    /// `blind` in a challenge to a game other than L'Attaque.
    BlindLattaqueOnly {
        #[sentence(name = "game")]
        kind: GameKind,
    },
    /// A word of a challenge that is none of its parts (folded).
    NotUnderstood {
        word: String,
    },
    /// Options the game refuses.
    Options(ParseError),
    /// A time control that cannot be read.
    Clock(ClockError),
    GraceNeedsClock,
    BlindNeedsClock,
}

/// The account commands, by their English word (the id of their
/// spellings in `templates/<lang>/keywords.ftl`).
const ACCOUNT_WORDS: [&str; 10] = [
    "games",
    "accept",
    "decline",
    "observe",
    "unobserve",
    "new",
    "join",
    "standings",
    "rating",
    "site",
];

/// The account command `word` names, in its English form; `None` when it
/// names none. Each has its words in each language:
/// `GAMES`/`PARTIES`/`PARTIEN`, `NEW`/`NOUVELLE`/`NEU` (or
/// `CHALLENGE`/`DÉFI`/`HERAUSFORDERUNG`), `OBSERVE`, `UNOBSERVE`,
/// `ACCEPT`, `DECLINE`...
pub fn keyword(word: &str) -> Option<&'static str> {
    let w = fold(word.trim_end_matches([':', '.', '!']));
    ACCOUNT_WORDS.into_iter().find(|id| is_word(id, &w))
}

/// The language the account command of `lines` (its first word) is
/// written in, if it is one: the reply to someone who is not a player yet
/// is written in the language of their command.
pub fn written_in(lines: &[String]) -> Option<Lang> {
    let w = first_word(lines);
    ACCOUNT_WORDS.into_iter().find_map(|id| lang_of_word(id, &w))
}

/// The first word of the first non-empty line of `lines`, folded; empty
/// when there is none.
fn first_word(lines: &[String]) -> String {
    let Some(line) = lines.iter().map(|l| l.trim()).find(|l| !l.is_empty()) else {
        return String::new();
    };
    fold(
        line.split_whitespace()
            .next()
            .unwrap_or("")
            .trim_end_matches([':', '.', '!']),
    )
}

/// The first non-empty line decides; `Ok(None)` when it is not an account
/// command at all.
pub fn parse(lines: &[String]) -> Result<Option<AccountCommand>, AccountError> {
    let Some(line) = lines.iter().map(|l| l.trim()).find(|l| !l.is_empty()) else {
        return Ok(None);
    };
    let words: Vec<&str> = line.split_whitespace().collect();
    let rest = &words[1..];
    let Some(kw) = keyword(words[0]) else {
        return Ok(None);
    };
    let word = || words[0].trim_end_matches([':', '.', '!']).to_uppercase();
    match kw {
        "games" => Ok(Some(AccountCommand::Games)),
        "accept" => Ok(Some(AccountCommand::Accept)),
        "decline" => Ok(Some(AccountCommand::Decline)),
        "rating" => match rest.first() {
            None => Ok(Some(AccountCommand::Rating(None))),
            Some(game) => Ok(Some(AccountCommand::Rating(Some(
                GameKind::parse(game).map_err(AccountError::Game)?,
            )))),
        },
        "join" | "standings" => {
            let [name] = rest else {
                return Err(AccountError::TakesOneTournament { word: word() });
            };
            let name = name.to_string();
            Ok(Some(if kw == "join" {
                AccountCommand::Join(name)
            } else {
                AccountCommand::Standings(name)
            }))
        }
        "observe" | "unobserve" => {
            let [game] = rest else {
                return Err(AccountError::TakesOneGame { word: word() });
            };
            let game = game.to_ascii_lowercase();
            Ok(Some(if kw == "unobserve" {
                AccountCommand::Unobserve(game)
            } else {
                AccountCommand::Observe(game)
            }))
        }
        // ON and OFF are CALENDAR's words.
        "site" => {
            let is = |id: &str| matches!(rest, [w] if is_word(id, &fold(w.trim_end_matches(['.', '!']))));
            match (is("calendar-on"), is("calendar-off")) {
                (true, _) => Ok(Some(AccountCommand::Site(true))),
                (_, true) => Ok(Some(AccountCommand::Site(false))),
                _ => Err(AccountError::SiteTakesOnOrOff { word: word() }),
            }
        }
        _ => parse_new(rest).map(|c| Some(AccountCommand::New(c))),
    }
}

fn parse_new(words: &[&str]) -> Result<Challenge, AccountError> {
    use AccountError::*;
    let (kind, rest) = words.split_first().ok_or(Usage)?;
    let kind = GameKind::parse(kind).map_err(Game)?;
    let rest: Vec<String> = rest.iter().map(|w| fold(w)).collect();
    let is = |i: usize, id: &str| rest.get(i).is_some_and(|w| is_word(id, w));
    if !is(0, "with") {
        return Err(Usage);
    }
    let opponent = rest.get(1).ok_or(Usage)?.trim_matches(['<', '>']).to_string();
    if !opponent.contains('@') || opponent.starts_with('@') || opponent.ends_with('@') {
        return Err(NotAnAddress { text: opponent });
    }
    let mut spec = OptionsSpec::default();
    let mut time: Option<String> = None;
    let mut grace: Option<String> = None;
    let mut observers = true;
    let mut blind = false;
    let mut i = 2;
    while i < rest.len() {
        match rest[i].as_str() {
            _ if is(i, "variant") => {
                spec.variant = Some(rest.get(i + 1).ok_or(VariantNeedsName)?.clone());
                i += 2;
            }
            _ if is(i, "set") => {
                let kv = rest.get(i + 1).ok_or(SetNeeds)?;
                let (k, v) = kv.split_once('=').ok_or(SetNeeds)?;
                spec.sets.push((k.to_string(), v.to_string()));
                i += 2;
            }
            _ if is(i, "grace") => {
                grace = Some(rest.get(i + 1).ok_or(GraceNeedsLength)?.clone());
                i += 2;
            }
            _ if is(i, "no") && is(i + 1, "observers") => {
                observers = false;
                i += 2;
            }
            _ if is(i, "blind") => {
                if kind != GameKind::Lattaque {
                    return Err(BlindLattaqueOnly { kind });
                }
                blind = true;
                i += 1;
            }
            w if w.chars().next().is_some_and(|c| c.is_ascii_digit()) => {
                time = Some(w.to_string());
                // "3d per move": skip the words after the length.
                i += 1;
                if is(i, "per") && is(i + 1, "move") {
                    i += 2;
                }
            }
            w => return Err(NotUnderstood { word: w.to_string() }),
        }
    }
    AnyOptions::build(kind, &spec).map_err(Options)?;
    let clock = match time {
        Some(t) => Some(TimeControl::read(&t, grace.as_deref()).map_err(Clock)?),
        None if grace.is_some() => return Err(GraceNeedsClock),
        None => None,
    };
    if blind && clock.is_none() {
        return Err(BlindNeedsClock);
    }
    Ok(Challenge {
        kind,
        opponent,
        spec,
        clock,
        observers,
        blind,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn p(s: &str) -> Result<Option<AccountCommand>, String> {
        parse(&[s.to_string()]).map_err(|e| e.to_string())
    }

    #[test]
    fn challenges_parse() {
        let Some(AccountCommand::New(c)) =
            p("NEW lattaque WITH Bob@Example.org variant standard 3d per move grace 1d").unwrap()
        else {
            panic!()
        };
        assert_eq!(c.kind, GameKind::Lattaque);
        assert_eq!(c.opponent, "bob@example.org");
        assert_eq!(c.spec.variant.as_deref(), Some("standard"));
        assert_eq!(c.clock.unwrap().grace, 86_400);
        let Some(AccountCommand::New(c)) = p("new strand with <bob@example.org> 10/30d no observers").unwrap() else {
            panic!()
        };
        assert_eq!(c.clock.unwrap().moves, Some(10));
        assert!(!c.observers);
        assert!(
            p("NEW lattaque WITH bob@example.org blind")
                .unwrap_err()
                .contains("time control"),
            "blind needs a clock"
        );
        let Some(AccountCommand::New(c)) = p("NEW lattaque WITH bob@example.org 3d per move blind").unwrap() else {
            panic!()
        };
        assert!(c.blind && c.clock.is_some());
        assert!(p("NEW strand WITH bob@example.org 3d blind")
            .unwrap_err()
            .contains("L'Attaque only"));
        assert!(p("NEW chess WITH bob@example.org")
            .unwrap_err()
            .contains("unknown game"));
        assert!(p("NEW strand bob@example.org").is_err());
        assert!(p("NEW strand WITH bob").is_err());
        assert!(p("NEW lattaque WITH b@x.org variant nope").is_err());
    }

    #[test]
    fn challenges_in_german() {
        let Some(AccountCommand::New(c)) =
            p("NEU lattaque MIT bob@example.org Variante standard 3t pro Zug grace 1t ohne Zuschauer").unwrap()
        else {
            panic!()
        };
        assert_eq!(c.opponent, "bob@example.org");
        assert_eq!(c.clock.unwrap().grace, 86_400);
        assert!(!c.observers);
        let lang = |l: &str| written_in(&[l.to_string()]);
        assert_eq!(lang("Herausforderung strand mit bob@example.org"), Some(Lang::De));
        assert_eq!(lang("Défi strand contre bob@example.org"), Some(Lang::Fr));
        assert_eq!(lang("Neu strand mit bob@example.org"), Some(Lang::De));
        assert_eq!(lang("new strand with bob@example.org"), Some(Lang::En));
        assert_eq!(lang("hello"), None);
        assert_eq!(p("Partien.").unwrap(), Some(AccountCommand::Games));
        assert_eq!(p("ANNEHMEN").unwrap(), Some(AccountCommand::Accept));
        assert_eq!(p("ablehnen").unwrap(), Some(AccountCommand::Decline));
        assert_eq!(
            p("beobachten strand-3").unwrap(),
            Some(AccountCommand::Observe("strand-3".into()))
        );
        assert_eq!(
            p("Nicht-mehr-beobachten strand-3").unwrap(),
            Some(AccountCommand::Unobserve("strand-3".into()))
        );
    }

    #[test]
    fn challenges_in_french() {
        let Some(AccountCommand::New(c)) =
            p("DÉFI lattaque CONTRE bob@example.org variante standard 3j par coup grâce 1j sans observateurs").unwrap()
        else {
            panic!()
        };
        assert_eq!(c.opponent, "bob@example.org");
        assert_eq!(c.clock.unwrap().grace, 86_400);
        assert!(!c.observers);
        assert_eq!(
            written_in(&["Défi strand contre bob@example.org".to_string()]),
            Some(Lang::Fr)
        );
        assert_eq!(p("Parties.").unwrap(), Some(AccountCommand::Games));
        assert_eq!(p("J’accepte").unwrap(), Some(AccountCommand::Accept));
        assert_eq!(keyword("NE-PLUS-OBSERVER"), Some("unobserve"));
        assert_eq!(keyword("bonjour"), None);
    }

    #[test]
    fn other_account_commands() {
        assert_eq!(p("GAMES").unwrap(), Some(AccountCommand::Games));
        assert_eq!(
            p("observe Strand-3").unwrap(),
            Some(AccountCommand::Observe("strand-3".into()))
        );
        assert_eq!(
            p("UNOBSERVE strand-3").unwrap(),
            Some(AccountCommand::Unobserve("strand-3".into()))
        );
        assert!(p("OBSERVE").is_err());
        assert_eq!(p("ACCEPT").unwrap(), Some(AccountCommand::Accept));
        assert_eq!(p("b4-b5").unwrap(), None);
    }

    #[test]
    fn the_clubs_commands() {
        assert_eq!(p("JOIN spring").unwrap(), Some(AccountCommand::Join("spring".into())));
        assert_eq!(
            p("Classement spring").unwrap(),
            Some(AccountCommand::Standings("spring".into()))
        );
        assert_eq!(p("rating").unwrap(), Some(AccountCommand::Rating(None)));
        assert_eq!(
            p("Wertung strand").unwrap(),
            Some(AccountCommand::Rating(Some(GameKind::Strand)))
        );
        assert!(p("JOIN").unwrap_err().contains("JOIN"));
        assert!(p("deelnemen a b").unwrap_err().contains("DEELNEMEN"));
        assert!(p("RATING chess").unwrap_err().contains("unknown game"));
        assert_eq!(p("SITE OFF").unwrap(), Some(AccountCommand::Site(false)));
        assert_eq!(p("site on.").unwrap(), Some(AccountCommand::Site(true)));
        assert_eq!(p("Site non").unwrap(), Some(AccountCommand::Site(false)));
        assert_eq!(p("WEBSITE AN").unwrap(), Some(AccountCommand::Site(true)));
        assert_eq!(p("site uit").unwrap(), Some(AccountCommand::Site(false)));
        assert!(p("SITE").unwrap_err().contains("SITE"));
        assert!(p("site off please").unwrap_err().contains("SITE"));
        assert!(p("SITE maybe").is_err());
    }
}
