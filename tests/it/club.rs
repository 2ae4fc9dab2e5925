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

/// A Strand tournament of 3 days a move, closed to mail.
fn new(name: &str, format: Format) -> NewTournament {
    NewTournament {
        name: name.into(),
        kind: GameKind::Strand,
        spec: OptionsSpec::default(),
        mode: "held".into(),
        time: Some("3d".into()),
        grace: None,
        format,
        rated: true,
        open_to: None,
        starts_at: None,
        players: None,
        round_every: None,
    }
}

fn tournament(h: &mut Harness, name: &str, format: Format, entrants: usize) {
    let t = new(name, format);
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
    let text = h.svc.tournament_text("spring", estafette::views::Lang::En).unwrap();
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
    let again = new("cup", Format::Swiss { rounds: 2 });
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
    // Open to listed addresses, beginning at a date (long past): the next
    // tick begins it.
    let later = [
        "tournament",
        "new",
        "later",
        "assaut",
        "--open-to",
        "a@example.org,b@example.org",
        "--starts",
        "2020-01-01",
        "--players",
        "4",
    ];
    run(&later);
    run(&["tournament", "add", "later", "dan@example.org", "eve@example.org"]);
    let (_, err) = run(&["tick"]);
    assert!(err.contains("later: round 1 begins: assaut-1"), "{err}");
    // The game's options are checked as `new` checks them; a date too.
    for (args, says) in [
        (&["tournament", "new", "b", "strand", "--mode", "blind"][..], "blind"),
        (&["tournament", "new", "b", "strand", "--grace", "1d"][..], "--grace"),
        (
            &["tournament", "new", "b", "strand", "--starts", "soon"][..],
            "soon is no date",
        ),
    ] {
        let o = common::referee_bin(d)
            .env("ESTAFETTE_LANG", "en")
            .args(args)
            .output()
            .unwrap();
        assert_eq!(o.status.code(), Some(64), "{args:?}");
        assert!(
            String::from_utf8_lossy(&o.stderr).contains(says),
            "{args:?}: {}",
            String::from_utf8_lossy(&o.stderr)
        );
    }
}

/// A mail to the referee's plain address (no token), from `from`.
fn plain_mail(h: &mut Harness, from: &str, name: &str, body: &str) -> Vec<u8> {
    h.counter += 1;
    h.clock.set(h.clock.get() + 60);
    format!(
        "From: {name} <{from}>\r\nTo: referee@example.net\r\nSubject: club\r\nMessage-ID: <c{}@x.example>\r\n\r\n{body}\r\n",
        h.counter
    )
    .into_bytes()
}

/// `body` from `from` to the plain address: what the referee mails back.
fn mailed(h: &mut Harness, from: &str, name: &str, body: &str) -> Vec<common::Sent> {
    let raw = plain_mail(h, from, name, body);
    h.ingest(&raw);
    h.flush()
}

/// JOIN `name` from `from`, on its From line alone: the confirmation it
/// asks, answered; what the answer brings.
fn join(h: &mut Harness, from: &str, name: &str, tournament: &str) -> Vec<common::Sent> {
    let sent = mailed(h, from, name, &format!("JOIN {tournament}"));
    assert_eq!(sent.len(), 1, "only the confirmation: {sent:?}");
    assert!(
        sent[0].says(&format!("to enter you in the tournament {tournament}")),
        "{}",
        sent[0].text
    );
    h.counter += 1;
    let raw = format!(
        "From: <{from}>\r\nTo: <{}>\r\nSubject: Re: {}\r\nMessage-ID: <r{}@x.example>\r\n\r\nyes\r\n",
        sent[0].from, sent[0].subject, h.counter
    );
    h.ingest(raw.as_bytes());
    h.flush()
}

/// The one mail `sent` holds, to `to`: its text.
fn only_to(sent: &[common::Sent], to: &str) -> String {
    assert_eq!(sent.len(), 1, "{sent:?}");
    assert_eq!(sent[0].to, to);
    sent[0].text.clone()
}

#[test]
fn join_by_mail_is_confirmed_and_refused_with_its_reason() {
    let mut h = Harness::new();
    let open = NewTournament {
        open_to: Some("*".into()),
        players: Some(3),
        ..new("open", Format::RoundRobin { double: false })
    };
    h.svc.new_tournament(open).unwrap();
    let listed = NewTournament {
        open_to: Some("dan@example.org".into()),
        ..new("listed", Format::RoundRobin { double: false })
    };
    h.svc.new_tournament(listed).unwrap();
    h.svc
        .new_tournament(new("closed", Format::RoundRobin { double: false }))
        .unwrap();
    let mut replies = Vec::new();
    // Confirmed, the stranger is entered under the name of their mail.
    let text = only_to(
        &join(&mut h, "carol@example.org", "Carol Reyes", "open"),
        "carol@example.org",
    );
    assert!(
        common::flat(&text).contains("You are entered in the tournament open (seed 1)"),
        "{text}"
    );
    replies.push(text);
    let table = h.svc.tournament_table("open").unwrap();
    assert_eq!(table.entrants[0].name, "Carol Reyes");
    // Each refusal comes at once, with its reason, and asks no confirmation.
    let mut refused = |h: &mut Harness, from: &str, body: &str, reason: &str| {
        let text = only_to(&mailed(h, from, "X", body), from);
        assert!(common::flat(&text).contains(reason), "{body}: {text}");
        replies.push(text);
    };
    refused(
        &mut h,
        "carol@example.org",
        "JOIN open",
        "carol@example.org is already entered in open",
    );
    refused(
        &mut h,
        "carol@example.org",
        "JOIN closed",
        "closed takes no entries by mail from carol@example.org",
    );
    refused(
        &mut h,
        "carol@example.org",
        "JOIN listed",
        "listed takes no entries by mail from carol@example.org",
    );
    refused(
        &mut h,
        "carol@example.org",
        "JOIN nowhere",
        "There is no tournament named nowhere",
    );
    refused(&mut h, "hugo@example.org", "JOIN", "JOIN takes one tournament's name");
    assert!(!join(&mut h, "dan@example.org", "Dan Okafor", "listed").is_empty());
    join(&mut h, "dan@example.org", "Dan Okafor", "open");
    join(&mut h, "eve@example.org", "Eve Laurent", "open");
    refused(
        &mut h,
        "frank@example.org",
        "JOIN open",
        "open is full: it has its 3 players",
    );
    // Full, it begins at the next tick; then no one enters.
    let said = h.svc.advance_tournaments().unwrap();
    assert_eq!(games_of(&said).len(), 1, "{said:?}");
    h.flush();
    refused(&mut h, "frank@example.org", "JOIN open", "open has already begun");
    // A French stranger reads French.
    refused(
        &mut h,
        "gil@example.org",
        "REJOINDRE closed",
        "n'accepte pas d'inscription par courriel",
    );
    assert_eq!(h.svc.tournament_table("open").unwrap().entrants.len(), 3);
    assert_eq!(h.svc.tournament_table("closed").unwrap().entrants.len(), 0);
    common::golden("tests/golden/club/join.txt", &replies.join("\n----\n"));
}

#[test]
fn standings_and_ratings_by_mail() {
    let mut h = Harness::new();
    tournament(&mut h, "spring", Format::RoundRobin { double: false }, 4);
    let round = games_of(&h.svc.start_tournament("spring").unwrap());
    decide_all(&mut h, &round, &[]);
    h.flush();
    // Anyone may ask for the standings: the crosstable with the ratings.
    let text = only_to(
        &mailed(&mut h, "zoe@example.org", "Zoe", "STANDINGS spring"),
        "zoe@example.org",
    );
    assert_eq!(
        text.trim_end(),
        h.svc.tournament_text("spring", estafette::views::Lang::En).unwrap()
    );
    assert!(
        text.contains("Rating") && text.lines().all(|l| l.chars().count() <= 76),
        "{text}"
    );
    let top = h.svc.rating_list(GameKind::Strand).unwrap()[0]
        .rated
        .rating
        .rating
        .round();
    assert!(text.contains(&format!("{top}")), "{text}");
    let text = only_to(
        &mailed(&mut h, "zoe@example.org", "Zoe", "STANDINGS autumn"),
        "zoe@example.org",
    );
    assert!(text.contains("There is no tournament named autumn"), "{text}");
    // RATING: the sender's own, and the head of each list.
    let text = only_to(
        &mailed(&mut h, "alice@example.org", "Alice", "RATING strand"),
        "alice@example.org",
    );
    let alice = h.svc.rating_list(GameKind::Strand).unwrap();
    let mine = alice.iter().position(|l| l.address == "alice@example.org").unwrap();
    let says = format!(
        "The 'Strand' War Game: your rating is {:.0} (deviation {:.0}, 1 rated game), place {} of 4.",
        alice[mine].rated.rating.rating,
        alice[mine].rated.rating.deviation,
        mine + 1
    );
    assert!(common::flat(&text).contains(&says), "{text}");
    assert!(text.contains("Dan Okafor"), "the list's head: {text}");
    // A stranger gets three answers a day: another one asks.
    let every = only_to(
        &mailed(&mut h, "yann@example.org", "Yann", "RATING"),
        "yann@example.org",
    );
    assert!(
        common::flat(&every).contains("L'Attaque: you have no rating yet."),
        "{every}"
    );
    assert!(
        common::flat(&every).contains("The 'Strand' War Game: you have no rating yet."),
        "{every}"
    );
    let text = only_to(
        &mailed(&mut h, "yann@example.org", "Yann", "RATING chess"),
        "yann@example.org",
    );
    assert!(text.contains("chess"), "{text}");
    common::golden("tests/golden/club/rating.txt", &format!("{every}\n----\n{text}"));
}

#[test]
fn a_tournament_game_shows_ratings_in_its_invitations_and_the_crosstable_at_its_end() {
    let mut h = Harness::new();
    tournament(&mut h, "spring", Format::RoundRobin { double: false }, 4);
    let round = games_of(&h.svc.start_tournament("spring").unwrap());
    let sent = h.flush();
    let st = h.svc.state(&round[0]).unwrap();
    let line = format!(
        "Tournament spring, round 1: {} (1500) against {} (1500)",
        st.players[0], st.players[1]
    );
    assert!(sent.iter().filter(|m| m.says(&line)).count() == 2, "{line}");
    // The game's end: both players get the crosstable, within 76 columns.
    decide_all(&mut h, &round[..1], &[]);
    let end = h.flush();
    assert_eq!(end.len(), 2);
    let table = h.svc.tournament_table("spring").unwrap();
    for m in &end {
        assert!(m.says("The standings after this game:"), "{}", m.text);
        assert!(m.text.lines().all(|l| l.chars().count() <= 76), "{}", m.text);
        for e in &table.entrants {
            let cut: String = e.name.chars().take(6).collect();
            assert!(m.text.contains(&cut), "{}: {}", e.name, m.text);
        }
        assert!(m.html.contains("<pre") && m.html.contains("Pts"), "{}", m.html);
    }
    common::golden("tests/golden/club/game-over.txt", &end[0].text);
    // The next round's invitations carry the ratings the results gave.
    decide_all(&mut h, &round[1..], &[]);
    h.flush();
    let next = games_of(&h.svc.advance_tournaments().unwrap());
    let sent = h.flush();
    let list = h.svc.rating_list(GameKind::Strand).unwrap();
    let st = h.svc.state(&next[0]).unwrap();
    let rating = |name: &str| {
        list.iter()
            .find(|l| l.name == name)
            .unwrap()
            .rated
            .rating
            .rating
            .round()
    };
    let line = format!(
        "round 2: {} ({}) against {} ({})",
        st.players[0],
        rating(&st.players[0]),
        st.players[1],
        rating(&st.players[1])
    );
    assert!(sent.iter().any(|m| m.says(&line)), "{line}");
    assert!(!line.contains("(1500)"), "{line}");
}

#[test]
fn tick_begins_a_tournament_at_its_date_or_when_it_is_full() {
    let mut h = Harness::new();
    let dated = NewTournament {
        starts_at: Some(common::START + 86_400),
        ..new("dated", Format::RoundRobin { double: false })
    };
    h.svc.new_tournament(dated).unwrap();
    let full = NewTournament {
        players: Some(2),
        ..new("full", Format::RoundRobin { double: false })
    };
    h.svc.new_tournament(full).unwrap();
    let p = |i: usize| PlayerSpec {
        address: PLAYERS[i].1.into(),
        name: PLAYERS[i].0.into(),
        lang: String::new(),
    };
    h.svc.enter("dated", &p(0)).unwrap();
    // Not full, and before its date: nothing begins.
    h.svc.enter("full", &p(0)).unwrap();
    assert!(h.svc.advance_tournaments().unwrap().is_empty());
    h.svc.enter("full", &p(1)).unwrap();
    let e = h.svc.enter("full", &p(2)).unwrap_err();
    assert!(e.to_string().contains("full is full"), "{e}");
    let said = h.svc.advance_tournaments().unwrap();
    assert_eq!(said.len(), 1, "{said:?}");
    assert!(matches!(&said[0], Club::RoundStarted { name, round: 1, .. } if name == "full"));
    // Its date come, a tournament of one waits; of two it begins.
    h.clock.set(common::START + 86_400);
    assert!(h.svc.advance_tournaments().unwrap().is_empty());
    assert_eq!(h.svc.tournament_table("dated").unwrap().row.status, "open");
    h.svc.enter("dated", &p(1)).unwrap();
    let said = h.svc.advance_tournaments().unwrap();
    assert!(
        matches!(&said[0], Club::RoundStarted { name, round: 1, .. } if name == "dated"),
        "{said:?}"
    );
    assert_eq!(h.svc.tournament_table("dated").unwrap().row.status, "running");
}

#[test]
fn a_round_begins_at_its_date_once_the_round_before_has_ended() {
    let mut h = Harness::new();
    let week = 7 * 86_400;
    let t = NewTournament {
        round_every: Some(week),
        ..new("weekly", Format::RoundRobin { double: false })
    };
    h.svc.new_tournament(t).unwrap();
    for (name, address) in &PLAYERS[..4] {
        let p = PlayerSpec {
            address: address.to_string(),
            name: name.to_string(),
            lang: String::new(),
        };
        h.svc.enter("weekly", &p).unwrap();
    }
    let first = games_of(&h.svc.start_tournament("weekly").unwrap());
    assert_eq!(first.len(), 2);
    // Round 1 ended on its first day: round 2 waits for its date.
    decide_all(&mut h, &first, &[]);
    h.clock.set(common::START + week - 60);
    assert!(h.svc.advance_tournaments().unwrap().is_empty());
    assert_eq!(h.svc.tournament_table("weekly").unwrap().state.rounds.len(), 1);
    h.clock.set(common::START + week);
    let second = games_of(&h.svc.advance_tournaments().unwrap());
    assert_eq!(second.len(), 2);
    // Its date come, round 3 still waits for round 2 to end.
    h.clock.set(common::START + 3 * week);
    assert!(h.svc.advance_tournaments().unwrap().is_empty());
    decide_all(&mut h, &second, &[]);
    let third = games_of(&h.svc.advance_tournaments().unwrap());
    assert_eq!(third.len(), 2);
}

#[test]
fn the_operator_opens_a_tournament_to_mail_after_creating_it_and_closes_it() {
    let mut h = Harness::new();
    h.svc
        .new_tournament(new("later", Format::RoundRobin { double: false }))
        .unwrap();
    let refused = mailed(&mut h, "carol@example.org", "Carol Reyes", "JOIN later");
    assert!(only_to(&refused, "carol@example.org").contains("takes no entries by mail"));
    let listed = ["Carol@Example.org".to_string()];
    let said = h.svc.open_to_mail("later", &listed, false).unwrap();
    assert_eq!(
        said.to_string(),
        "These addresses may now enter tournament later by mail (JOIN later): carol@example.org."
    );
    let text = only_to(
        &join(&mut h, "carol@example.org", "Carol Reyes", "later"),
        "carol@example.org",
    );
    assert!(
        common::flat(&text).contains("You are entered in the tournament later"),
        "{text}"
    );
    let refused = mailed(&mut h, "dan@example.org", "Dan Okafor", "JOIN later");
    assert!(only_to(&refused, "dan@example.org").contains("takes no entries by mail from dan@example.org"));
    h.svc.open_to_mail("later", &[], false).unwrap();
    join(&mut h, "dan@example.org", "Dan Okafor", "later");
    assert_eq!(h.svc.tournament_table("later").unwrap().entrants.len(), 2);
    let said = h.svc.open_to_mail("later", &[], true).unwrap();
    assert_eq!(said.to_string(), "Tournament later takes no more entries by mail.");
    assert_eq!(h.svc.tournament_table("later").unwrap().row.open_to, None);
    // Once begun, it cannot be opened, and nothing changes.
    h.svc.start_tournament("later").unwrap();
    let e = h.svc.open_to_mail("later", &[], false).unwrap_err();
    assert!(e.to_string().contains("has begun"), "{e}");
    assert_eq!(h.svc.tournament_table("later").unwrap().row.open_to, None);
}
