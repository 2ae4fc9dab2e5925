//! What `tick` tells the operator of each game it touched, as typed
//! sentences (`#[derive(Sentence)]`): the clock's events (a reminder, a
//! late notice, a loss on time, the end and the armies published) or the
//! game's failure. Their words are the messages `summary-clock-…` of
//! `templates/<lang>/summary.ftl`; `Display` is the English (`run`'s log
//! in English reads it). Game ids and players' names are written as they
//! are; a duration and why a game ended are worded.

use estafette_core::games::any::GameKind;
use estafette_core::reason::{Explain, Reason, Sentence};
use estafette_core::referee::{Event, Worded};

use crate::exit::Inner;
use crate::says::decision::{duration, Who};
use crate::views::{words, Lang};

/// One thing the clock did to a game, as its log event tells it (names
/// are the players').
#[derive(Clone, Debug, PartialEq, Eq, Sentence)]
#[sentence(prefix = "summary-clock-")]
pub enum Clocked {
    /// `name` reminded, `before` seconds before their deadline.
    Reminded {
        name: Who,
        #[sentence(with = duration)]
        before: i64,
    },
    Late {
        name: Who,
    },
    /// Neither army arrived in time.
    NeitherArmy,
    /// `name` lost on time.
    LostOnTime {
        name: Who,
    },
    /// The game (of `kind`) ended drawn, and why (a reason of the game's
    /// rules, worded with its side names; for an end logged as an English
    /// sentence, `summary-as-logged` with that sentence).
    Drawn {
        #[sentence(game)]
        kind: GameKind,
        why: Reason,
    },
    /// The game ended, won by `winner` (by name), and why.
    Won {
        #[sentence(game)]
        kind: GameKind,
        winner: Who,
        why: Reason,
    },
    /// `name`'s army and seed published at the end of a game with hidden
    /// pieces.
    Revealed {
        name: Who,
    },
}

impl Clocked {
    /// The clock's event `ev` of a game of `kind` whose players are
    /// `names`; `None` for an event `tick` does not record. An end logged
    /// as an English sentence (the logs of formats 1 and 2) is told with
    /// that sentence as written.
    pub fn of(ev: &Event, names: [&str; 2], kind: GameKind) -> Option<Clocked> {
        let who = |side: &u8| Who::of(*side, names);
        Some(match ev {
            Event::Reminded { side, before, .. } => Clocked::Reminded {
                name: who(side),
                before: *before,
            },
            Event::Late { side, .. } => Clocked::Late { name: who(side) },
            Event::TimedOut { side: 0, .. } => Clocked::NeitherArmy,
            Event::TimedOut { side, .. } => Clocked::LostOnTime { name: who(side) },
            Event::Ended { winner, reason, .. } => {
                let why = match reason {
                    Worded::Coded(why) => why.clone(),
                    Worded::Sentence(logged) => Reason::new("summary-as-logged").text("sentence", logged),
                };
                match winner {
                    0 => Clocked::Drawn { kind, why },
                    w => Clocked::Won {
                        kind,
                        winner: who(w),
                        why,
                    },
                }
            }
            Event::Revealed { side, .. } => Clocked::Revealed { name: who(side) },
            Event::Created { .. }
            | Event::Committed { .. }
            | Event::Moved { .. }
            | Event::Message { .. }
            | Event::DrawOffered { .. }
            | Event::DrawDeclined { .. }
            | Event::Resigned { .. }
            | Event::Vacation { .. }
            | Event::Paused { .. }
            | Event::Resumed { .. }
            | Event::Extended { .. }
            | Event::AddressReplaced { .. }
            | Event::Decided { .. }
            | Event::Opened { .. }
            | Event::KeyRegistered { .. }
            | Event::Signed { .. } => return None,
        })
    }
}

/// What `tick` did to one game: `estafette tick`'s line for it, and
/// `run`'s.
#[derive(Clone, Debug, PartialEq, Eq, Sentence)]
#[sentence(prefix = "summary-clock-")]
pub enum Ticked {
    /// The clock's events of `game` (a game of `kind`), in their order.
    #[sentence(id = "summary-clock-game")]
    Did {
        game: String,
        #[sentence(game)]
        kind: GameKind,
        #[sentence(with = list)]
        done: Vec<Clocked>,
    },
    /// The game's tick failed, and why; the other games were ticked.
    Failed {
        game: String,
        #[sentence(name = "why")]
        error: Inner,
    },
}

impl Ticked {
    /// The game ticked.
    pub fn game(&self) -> &str {
        match self {
            Ticked::Did { game, .. } | Ticked::Failed { game, .. } => game,
        }
    }

    /// This in `lang`, from the catalogs.
    pub fn words(&self, lang: Lang) -> String {
        let kind = match self {
            Ticked::Did { kind, .. } => *kind,
            Ticked::Failed { .. } => GameKind::Lattaque,
        };
        crate::mail::sanitize::shown(&words::reason(lang, kind, &self.reason())).into_owned()
    }
}

/// `items` as one nested reason: the first, then the list of the rest.
fn list(items: &[Clocked]) -> Reason {
    match items {
        [] => Reason::new("summary-clock-nothing"),
        [one] => one.reason(),
        [first, rest @ ..] => Reason::new("summary-clock-list")
            .reason("first", first.reason())
            .reason("rest", list(rest)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use estafette_core::games::End;

    #[test]
    fn the_clocks_events_read_as_their_log_summaries() {
        let names = ["Alice", "Bob"];
        let kind = GameKind::Lattaque;
        let events = [
            Event::Reminded {
                side: 2,
                before: 86_400,
                deadline: 0,
                at: 0,
            },
            Event::Late {
                side: 1,
                deadline: 0,
                at: 0,
            },
            Event::TimedOut {
                side: 0,
                deadline: 0,
                at: 0,
            },
            Event::Ended {
                winner: 1,
                reason: Worded::Coded(End::NeitherArmyArrived.reason()),
                at: 0,
            },
        ];
        for ev in &events {
            let english = |r: &Reason| words::reason(Lang::En, kind, r);
            let c = Clocked::of(ev, names, kind).expect("a clock's event");
            assert_eq!(c.to_string(), ev.summary_with(names, english));
            assert_eq!(words::reason(Lang::En, kind, &c.reason()), c.to_string());
        }
        let late = Event::Late {
            side: 3,
            deadline: 0,
            at: 0,
        };
        let c = Clocked::of(&late, names, kind).expect("a clock's event");
        assert_eq!(c.to_string(), "side 3 is late");
        assert_eq!(words::reason(Lang::Fr, kind, &c.reason()), "« camp 3 » est en retard");
    }

    /// An end a format-1 log holds as an English sentence gets its line,
    /// with the sentence as logged, in every language.
    #[test]
    fn an_end_logged_as_a_sentence_is_told_as_logged() {
        let transcript: serde_json::Value =
            serde_json::from_str(include_str!("../../tests/data/transcript/format-1-lattaque.json")).unwrap();
        assert_eq!(transcript["format"], "estafette-transcript/1");
        let ended = transcript["log"]
            .as_array()
            .unwrap()
            .iter()
            .filter_map(|e| Event::from_bytes(e["event"].as_str()?.as_bytes()).ok())
            .find(|e| matches!(e, Event::Ended { .. }))
            .expect("the game's end");
        assert!(matches!(
            &ended,
            Event::Ended {
                reason: Worded::Sentence(_),
                ..
            }
        ));
        let (names, kind) = (["Alice", "Bob"], GameKind::Lattaque);
        let c = Clocked::of(&ended, names, kind).expect("a line for the end");
        assert_eq!(c.to_string(), "Bob wins: South (Alice) resigned");
        assert_eq!(
            c.to_string(),
            ended.summary_with(names, |r| words::reason(Lang::En, kind, r))
        );
        let t = Ticked::Did {
            game: "lattaque-1".into(),
            kind,
            done: vec![c],
        };
        assert_eq!(t.words(Lang::En), "lattaque-1: Bob wins: South (Alice) resigned");
        assert_eq!(
            t.words(Lang::Fr),
            "lattaque-1 : Bob gagne : South (Alice) resigned (tel qu'inscrit au journal, en anglais)"
        );
        assert_eq!(
            t.words(Lang::De),
            "lattaque-1: Bob gewinnt: South (Alice) resigned (wie im Protokoll, auf Englisch)"
        );
    }

    #[test]
    fn a_games_line_lists_its_events_in_the_operators_language() {
        let t = Ticked::Did {
            game: "la-3".into(),
            kind: GameKind::Lattaque,
            done: vec![
                Clocked::Reminded {
                    name: Who::Player("Bob".into()),
                    before: 2 * 86_400,
                },
                Clocked::Late {
                    name: Who::Player("Alice".into()),
                },
            ],
        };
        assert_eq!(
            t.to_string(),
            "la-3: Bob reminded, 2 days before the deadline; Alice is late"
        );
        assert_eq!(t.words(Lang::En), t.to_string());
        assert_eq!(
            t.words(Lang::De),
            "la-3: Bob erinnert: noch 2 Tage bis zur Frist; Alice ist im Verzug"
        );
        for t in Ticked::examples() {
            assert_eq!(t.words(Lang::En), t.to_string());
            assert_ne!(t.words(Lang::Fr), t.to_string());
        }
    }
}
