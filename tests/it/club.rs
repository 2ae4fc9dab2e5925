//! The club: a round robin and a Swiss tournament run to their end through
//! the service (games made round by round, invitations mailed, results
//! from the games' own ends), their crosstables, and the rating lists, as
//! the command line shows them.

use crate::common;

use common::Harness;
use estafette::games::any::{GameKind, OptionsSpec};
use estafette::games::Side;
use estafette::referee::OperatorAction;
use estafette::service::club::{Club, NewTournament};
use estafette::service::PlayerSpec;
use estafette_core::club::tournament::Format;

const PLAYERS: [(&str, &str); 5] = [
    ("Alice Martin", "alice@example.org"),
    ("Bob Stone", "bob@example.org"),
    ("Carol Reyes", "carol@example.org"),
    ("Dan Okafor", "dan@example.org"),
    ("Eve Laurent", "eve@example.org"),
];

fn tournament(h: &mut Harness, name: &str, format: Format, entrants: usize) {
    let t = NewTournament {
        name: name.into(),
        kind: GameKind::Strand,
        spec: OptionsSpec::default(),
        mode: "held".into(),
        time: Some("3d".into()),
        grace: None,
        format,
        rated: true,
    };
    assert_eq!(h.svc.new_tournament(t).unwrap(), Club::Created { name: name.into() });
    for (name_, address) in &PLAYERS[..entrants] {
        let p = PlayerSpec {
            address: address.to_string(),
            name: name_.to_string(),
            lang: String::new(),
        };
        h.svc.enter(name, &p).unwrap();
    }
}

/// The games of the round that began: their ids, from what `start` or
/// `advance` said.
fn games_of(said: &[Club]) -> Vec<String> {
    said.iter()
        .filter_map(|c| match c {
            Club::RoundStarted { games, .. } if !games.is_empty() => {
                Some(games.split(", ").map(String::from).collect::<Vec<_>>())
            }
            _ => None,
        })
        .flatten()
        .collect()
}

/// End every game: the lower seed (the player listed first in PLAYERS)
/// wins, except that `draws` are drawn.
fn decide_all(h: &mut Harness, games: &[String], draws: &[&str]) {
    for id in games {
        let st = h.svc.state(id).unwrap();
        let rank = |name: &str| PLAYERS.iter().position(|(n, _)| *n == name).unwrap();
        let winner = if draws.contains(&id.as_str()) {
            None
        } else if rank(&st.players[0]) < rank(&st.players[1]) {
            Some(Side::First)
        } else {
            Some(Side::Second)
        };
        h.svc
            .operate(id, OperatorAction::Decide { winner }, "tournament test", None)
            .unwrap();
    }
}

#[test]
fn a_round_robin_of_four_plays_three_rounds_to_its_end() {
    let mut h = Harness::new();
    tournament(&mut h, "spring", Format::RoundRobin { double: false }, 4);
    let said = h.svc.start_tournament("spring").unwrap();
    let mut round = games_of(&said);
    assert_eq!(round.len(), 2, "{said:?}");
    // Every player of round 1 is invited.
    let sent = h.flush();
    for (_, address) in &PLAYERS[..4] {
        assert!(sent.iter().any(|m| m.to == *address), "{address} invited");
    }
    // Nothing new while a game runs.
    decide_all(&mut h, &round[..1], &[]);
    assert!(h.svc.advance_tournaments().unwrap().is_empty());
    round.remove(0);
    let mut rounds = 1;
    loop {
        decide_all(&mut h, &round, &[]);
        let said = h.svc.advance_tournaments().unwrap();
        if said.contains(&Club::Finished { name: "spring".into() }) {
            break;
        }
        round = games_of(&said);
        assert_eq!(round.len(), 2, "{said:?}");
        rounds += 1;
    }
    assert_eq!(rounds, 3);
    let table = h.svc.tournament_table("spring").unwrap();
    assert_eq!(table.row.status, "over");
    let standings = table.state.standings();
    let points: Vec<f64> = standings.iter().map(|s| s.points).collect();
    assert_eq!(points, [3.0, 2.0, 1.0, 0.0]);
    // Over: the next tick changes nothing.
    assert!(h.svc.advance_tournaments().unwrap().is_empty());
    let text = estafette::cli::club_table_text(&table, estafette::views::Lang::En);
    common::golden("tests/golden/club/round-robin.txt", &text);
    assert!(text.lines().all(|l| l.chars().count() <= 76), "{text}");
}

#[test]
fn a_swiss_of_five_gives_a_bye_each_round_and_never_a_rematch() {
    let mut h = Harness::new();
    tournament(&mut h, "open", Format::Swiss { rounds: 3 }, 5);
    let mut said = h.svc.start_tournament("open").unwrap();
    let mut met = std::collections::HashSet::new();
    for _ in 0..3 {
        let round = games_of(&said);
        assert_eq!(round.len(), 2, "two games and a bye: {said:?}");
        for id in &round {
            let st = h.svc.state(id).unwrap();
            let mut pair = st.players.to_vec();
            pair.sort();
            assert!(met.insert(pair.clone()), "a rematch: {pair:?}");
        }
        let first = round[0].clone();
        decide_all(&mut h, &round, &[&first]);
        said = h.svc.advance_tournaments().unwrap();
    }
    assert!(said.contains(&Club::Finished { name: "open".into() }), "{said:?}");
    let table = h.svc.tournament_table("open").unwrap();
    let byes: Vec<usize> = table.state.rounds.iter().filter_map(|r| r.bye).collect();
    assert_eq!(byes.len(), 3);
    let distinct: std::collections::HashSet<_> = byes.iter().collect();
    assert_eq!(distinct.len(), 3, "nobody sits out twice: {byes:?}");
    let total: f64 = table.state.standings().iter().map(|s| s.points).sum();
    assert_eq!(total, 3.0 * 3.0, "two games and a bye a round");
}

#[test]
fn a_withdrawn_entrant_loses_the_games_left_by_forfeit() {
    let mut h = Harness::new();
    tournament(&mut h, "short", Format::RoundRobin { double: false }, 4);
    let round = games_of(&h.svc.start_tournament("short").unwrap());
    h.svc.withdraw("short", "dan@example.org", "moved abroad").unwrap();
    decide_all(&mut h, &round, &[]);
    let said = h.svc.advance_tournaments().unwrap();
    // Round 2 holds one game and one forfeit by Dan.
    assert_eq!(games_of(&said).len(), 1, "{said:?}");
    let table = h.svc.tournament_table("short").unwrap();
    assert_eq!(table.entrants[3].withdrawn.as_deref(), Some("moved abroad"));
    let forfeits = table.games[1].iter().filter(|g| g.is_none()).count();
    assert_eq!(forfeits, 1);
}

#[test]
fn errors_name_the_tournament_and_change_nothing() {
    let mut h = Harness::new();
    tournament(&mut h, "cup", Format::RoundRobin { double: false }, 1);
    let e = h.svc.start_tournament("cup").unwrap_err();
    assert!(e.to_string().contains("cup has 1 player"), "{e}");
    let e = h.svc.start_tournament("nowhere").unwrap_err();
    assert!(e.to_string().contains("no tournament named nowhere"), "{e}");
    let again = NewTournament {
        name: "cup".into(),
        kind: GameKind::Strand,
        spec: OptionsSpec::default(),
        mode: "held".into(),
        time: None,
        grace: None,
        format: Format::Swiss { rounds: 2 },
        rated: true,
    };
    let e = h.svc.new_tournament(again).unwrap_err();
    assert!(e.to_string().contains("already exists"), "{e}");
    let alice = PlayerSpec {
        address: "alice@example.org".into(),
        name: "Alice Martin".into(),
        lang: String::new(),
    };
    assert!(h.svc.enter("cup", &alice).is_err(), "entered twice");
    assert_eq!(h.svc.tournament_table("cup").unwrap().entrants.len(), 1);
}

#[test]
fn ratings_follow_the_results_and_unrated_games_do_not_count() {
    let mut h = Harness::new();
    let game = |h: &mut Harness| h.new_game(GameKind::Strand, OptionsSpec::default(), Side::First);
    let (won, unrated) = (game(&mut h), game(&mut h));
    for id in [&won, &unrated] {
        let winner = Some(Side::First);
        h.svc
            .operate(id, OperatorAction::Decide { winner }, "test", None)
            .unwrap();
    }
    h.svc.set_rated(&unrated, false).unwrap();
    let list = h.svc.rating_list(GameKind::Strand).unwrap();
    assert_eq!(list.len(), 2);
    assert_eq!(list[0].rated.games, 1, "the unrated game is not counted");
    let (top, bottom) = (list[0].rated.rating.rating, list[1].rated.rating.rating);
    assert!(top > 1500.0 && bottom < 1500.0, "{top} {bottom}");
    assert!(h.svc.rating_list(GameKind::Lattaque).unwrap().is_empty());
    // The command line gives the same list, and as JSON.
    let key = h.dir.path().join("referee.key");
    let run = |args: &[&str]| {
        let o = common::estafette_bin()
            .env_remove("ESTAFETTE_CONFIG")
            .env("ESTAFETTE_LANG", "en")
            .args(["--db", h.db().to_str().unwrap(), "--key-file", key.to_str().unwrap()])
            .args(args)
            .output()
            .unwrap();
        assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
        String::from_utf8(o.stdout).unwrap()
    };
    let json: serde_json::Value = serde_json::from_str(&run(&["ratings", "strand", "--json"])).unwrap();
    assert_eq!(json["ratings"].as_array().unwrap().len(), 2);
    assert!((json["ratings"][0]["rating"].as_f64().unwrap() - top).abs() < 1e-9);
    let text = run(&["ratings", "strand"]);
    assert!(text.contains(&format!("{top:.0}")), "{text}");
    assert!(run(&["ratings", "assaut"]).contains("No rated game"));
    run(&["unrated", &unrated, "--undo"]);
    assert_eq!(h.svc.rating_list(GameKind::Strand).unwrap()[0].rated.games, 2);
}

/// The operator's path on the command line: a tournament created, filled
/// and started, its invitations delivered, its first round decided with
/// `operator decide`, and `tick` beginning round two.
#[test]
fn the_command_line_runs_a_tournament_and_tick_begins_the_next_round() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let run = |args: &[&str]| {
        let o = common::referee_bin(d)
            .env("ESTAFETTE_LANG", "en")
            .args(args)
            .output()
            .unwrap();
        assert!(o.status.success(), "{args:?}: {}", String::from_utf8_lossy(&o.stderr));
        (
            String::from_utf8(o.stdout).unwrap(),
            String::from_utf8(o.stderr).unwrap(),
        )
    };
    run(&["init"]);
    let (out, _) = run(&["tournament", "new", "club", "strand", "--format", "double-round-robin"]);
    assert!(out.contains("Tournament club created"), "{out}");
    let players: Vec<String> = PLAYERS[..3].iter().map(|(n, a)| format!("{n} <{a}>")).collect();
    let mut add = vec!["tournament", "add", "club"];
    add.extend(players.iter().map(String::as_str));
    let (out, _) = run(&add);
    assert!(out.contains("(seed 3)"), "{out}");
    let (out, _) = run(&["tournament", "start", "club", "--maildir-root", "out"]);
    assert!(out.contains("club: round 1 begins: strand-1"), "{out}");
    // Three players: one game and a bye in each of six rounds.
    let knockout = ["tournament", "new", "x", "strand", "--format", "knockout"];
    let o = common::referee_bin(d).args(knockout).output().unwrap();
    assert_eq!(o.status.code(), Some(64));
    assert!(String::from_utf8_lossy(&o.stderr).contains("no tournament format knockout"));
    let delivered = std::fs::read_dir(d.join("out")).map(|r| r.count()).unwrap_or(0);
    assert_eq!(delivered, 2, "both players of game 1 have mail");
    let (json, _) = run(&["tournament", "show", "club", "--json"]);
    let v: serde_json::Value = serde_json::from_str(&json).unwrap();
    assert_eq!(v["rounds_total"], 6);
    assert_eq!(v["rounds"][0]["games"].as_array().unwrap().len(), 1);
    run(&[
        "operator", "decide", "strand-1", "--winner", "draw", "--reason", "agreed",
    ]);
    let (_, err) = run(&["tick"]);
    assert!(err.contains("club: round 2 begins: strand-2"), "{err}");
    let (text, _) = run(&["tournament", "show", "club"]);
    assert!(
        text.contains("double round robin, The 'Strand' War Game, round 2 of 6"),
        "{text}"
    );
    assert!(text.contains("½"), "the draw in the table: {text}");
}
