//! The public archive (`estafette site`): a round robin with finished and
//! running games and a player who asked not to be named, written as a
//! site. The pages hold the crosstable, the rating list and the finished
//! games with their transcripts (the bytes `export` gives, which verify);
//! nothing of the running game; the unnamed player is "player N" and their
//! games' transcripts are not published; names are escaped. In Chromium,
//! the site opened from files: the index links to the tournament, which
//! links to a game, whose page (the player kit's) verifies and replays it.

use crate::common::Harness;
use crate::devtools::Chrome;
use estafette::games::any::{GameKind, OptionsSpec};
use estafette::games::Side;
use estafette::referee::OperatorAction;
use estafette::service::club::{Club, NewTournament};
use estafette::service::PlayerSpec;
use estafette::views::Lang;
use estafette_core::club::tournament::Format;
use serde_json::json;
use std::path::Path;

const PLAYERS: [(&str, &str); 4] = [
    ("Alice Martin", "alice@example.org"),
    ("Bob <Stone> & Co", "bob@example.org"),
    ("Carol Reyes", "carol@example.org"),
    ("Dan Okafor", "dan@example.org"),
];

/// A stand-in for the kit's page, for the tests that only read the files.
const KIT: &str = "<!DOCTYPE html>\n<html><head><title>kit</title></head>\n<body><main>the kit</main></body></html>\n";

/// The games of the rounds begun, from what `start` or `advance` said.
fn games_of(said: &[Club]) -> Vec<String> {
    said.iter()
        .filter_map(|c| match c {
            Club::RoundStarted { games, .. } => Some(games.split(", ").map(String::from).collect::<Vec<_>>()),
            _ => None,
        })
        .flatten()
        .collect()
}

/// A rated round robin named `name` of L'Attaque (held, 3 days a move),
/// not yet entered.
fn tournament(name: &str) -> NewTournament {
    NewTournament {
        name: name.into(),
        kind: GameKind::Lattaque,
        spec: OptionsSpec::default(),
        mode: "held".into(),
        time: Some("3d".into()),
        grace: None,
        format: Format::RoundRobin { double: false },
        rated: true,
        open_to: None,
        players: None,
        starts_at: None,
        round_every: None,
    }
}

fn player(name: &str, address: &str) -> PlayerSpec {
    PlayerSpec {
        address: address.into(),
        name: name.into(),
        lang: String::new(),
    }
}

/// A round robin of four: round 1 decided (the first seat wins), round 2
/// with one game decided and one running; Dan unnamed. The finished games
/// and the running one.
fn club() -> (Harness, Vec<String>, String) {
    let mut h = Harness::new();
    h.svc.new_tournament(tournament("spring")).unwrap();
    for (name, address) in PLAYERS {
        h.svc.enter("spring", &player(name, address)).unwrap();
    }
    let mut finished = games_of(&h.svc.start_tournament("spring").unwrap());
    for id in &finished {
        play(&mut h, id);
        let decide = OperatorAction::Decide {
            winner: Some(Side::First),
        };
        h.svc.operate(id, decide, "site test", None).unwrap();
    }
    let round2 = games_of(&h.svc.advance_tournaments().unwrap());
    assert_eq!(round2.len(), 2);
    let draw = OperatorAction::Decide { winner: None };
    h.svc.operate(&round2[0], draw, "site test", None).unwrap();
    finished.push(round2[0].clone());
    assert_eq!(
        h.svc.set_unnamed("Dan@example.org", true).unwrap(),
        Club::Unnamed {
            player: "Dan@example.org".into()
        }
    );
    (h, finished, round2[1].clone())
}

/// Six mails of game `id`'s players: for L'Attaque both armies and four
/// moves, for the open games six moves.
fn play(h: &mut Harness, id: &str) {
    let mut rng = 7u64;
    for n in 0usize..6 {
        let st = h.svc.current_state(id).unwrap();
        let plies = st.plies() + usize::from(st.position.is_some());
        let (side, body) = match &st.position {
            None if n == 0 => (Side::First, format!("SETUP\n{}", estafette::demo::DEMO_ARMY_FIRST)),
            None => (Side::Second, format!("SETUP\n{}", estafette::demo::DEMO_ARMY_SECOND)),
            Some(pos) => (pos.side_to_move(), estafette::demo::choose_move(pos, &mut rng).unwrap()),
        };
        let name = &st.players[side.index()];
        let address = PLAYERS.iter().find(|(n, _)| n == name).unwrap().1;
        let to = h.svc.reply_address(id, side).unwrap();
        h.counter += 1;
        let raw = format!(
            "From: <{address}>\r\nTo: <{to}>\r\nSubject: Re: {id}\r\nDate: Wed, 18 Nov 2026 10:00:00 +0000\r\n\
             Message-ID: <site{n}.{c}@example.org>\r\nContent-Type: text/plain; charset=utf-8\r\n\r\n{body}\r\n",
            c = h.counter
        );
        h.clock.set(h.clock.get() + 3600);
        h.ingest(raw.as_bytes());
        assert_eq!(h.svc.current_state(id).unwrap().plies(), plies, "{id}: {body}");
    }
}

fn read(dir: &Path, name: &str) -> String {
    std::fs::read_to_string(dir.join(name)).unwrap_or_else(|e| panic!("{name}: {e}"))
}

fn files(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

#[test]
fn the_site_shows_finished_games_only_and_hides_an_unnamed_player() {
    let (h, finished, running) = club();
    let dir = h.dir.path().join("site");
    h.svc.write_site(&dir, Lang::En, Some(KIT)).unwrap();
    let names = files(&dir);
    let dan = h.svc.store.read();
    let dan = estafette::store::Queries::player_by_address(&dan, "dan@example.org")
        .unwrap()
        .unwrap()
        .id;
    let shown = format!("player {dan}");
    let (mut published, mut withheld) = (0, 0);
    for id in &finished {
        let st = h.svc.state(id).unwrap();
        if st.players.iter().any(|p| p == "Dan Okafor") {
            assert!(!names.contains(&format!("{id}.json")), "{id} published: {names:?}");
            withheld += 1;
            continue;
        }
        published += 1;
        // The transcript is what `export` gives, and it verifies.
        let json = read(&dir, &format!("{id}.json"));
        let exported = serde_json::to_string_pretty(&h.svc.export(id).unwrap()).unwrap() + "\n";
        assert_eq!(json, exported);
        estafette::transcript::verify(&json, None).unwrap();
        // The game's page is the kit's, carrying the transcript.
        let page = read(&dir, &format!("{id}.html"));
        assert!(page.contains("<main>the kit</main>"), "{page}");
        assert!(page.contains("<script type=\"application/json\" id=\"estafette-transcript\">"));
        assert!(page.contains("<a href=\"index.html\">All tournaments and games</a>"));
        assert!(
            !page.contains("<Stone>"),
            "a name's < is escaped in the carried transcript"
        );
    }
    assert!(published > 0 && withheld > 0, "{finished:?}");
    // Pages are broken into short lines at spaces: read them unbroken.
    let index = read(&dir, "index.html");
    let tournament = read(&dir, "tournament-1.html");
    let unbroken = |page: &str| page.replace('\n', " ");
    for (name, page) in [("index", &index), ("tournament", &tournament)] {
        assert!(page.starts_with("<!DOCTYPE html>\n<html lang=\"en\">"), "{page}");
        assert!(page.is_ascii() && page.ends_with("</html>\n"), "{name}");
        assert!(unbroken(page).contains("Bob &lt;Stone&gt; &amp; Co"), "{name}: {page}");
        assert!(page.contains(&shown), "{name}: {page}");
        assert!(unbroken(page).contains("transcript not published"), "{name}: {page}");
    }
    assert!(
        unbroken(&index).contains("<a href=\"tournament-1.html\">spring: round robin, "),
        "{index}"
    );
    assert!(index.contains("<h2>Ratings: L&#39;Attaque</h2>"), "{index}");
    // The crosstable, as `tournament show` draws it with Dan unnamed.
    let table = h.svc.tournament_table("spring").unwrap();
    let drawn: Vec<String> = table
        .entrants
        .iter()
        .map(|e| if e.player == dan { shown.clone() } else { e.name.clone() })
        .collect();
    let crosstable =
        estafette::views::club::crosstable(&table.state, &drawn, &[], estafette::views::club::NARROW, Lang::En);
    let escaped = estafette::views::escape_html(&crosstable);
    assert!(
        tournament.contains(&format!("<pre>{escaped}</pre>")),
        "{tournament}\n{escaped}"
    );
    // Nothing of the running game, nor Dan's name or anyone's address.
    for name in &names {
        let text = read(&dir, name);
        for absent in [running.as_str(), "Dan Okafor", "Okafor", "@example.org"] {
            assert!(!text.contains(absent), "{name} holds {absent}");
        }
    }
}

#[test]
fn the_site_is_written_again_in_its_folder_and_only_there() {
    let (mut h, _, _) = club();
    let dir = h.dir.path().join("site");
    let first = h.svc.write_site(&dir, Lang::Fr, None).unwrap();
    assert!(read(&dir, "index.html").contains("Tournois"));
    let pages: Vec<String> = files(&dir).into_iter().filter(|f| f.ends_with(".html")).collect();
    assert_eq!(
        pages,
        ["index.html", "tournament-1.html"],
        "no game pages without the kit's"
    );
    // Dan named again: his games are published too, the old files replaced.
    h.svc.set_unnamed("dan@example.org", false).unwrap();
    let second = h.svc.write_site(&dir, Lang::En, None).unwrap();
    assert_eq!(second, first + 2, "{:?}", files(&dir));
    assert!(read(&dir, "index.html").contains("Dan Okafor"));
    // A folder the site did not write is refused, and left as it was.
    let other = h.dir.path().join("documents");
    std::fs::create_dir(&other).unwrap();
    std::fs::write(other.join("notes.html"), "mine").unwrap();
    let e = h.svc.write_site(&other, Lang::En, None).unwrap_err();
    assert!(e.message.contains("not a site"), "{e:?}");
    assert_eq!(read(&other, "notes.html"), "mine");
    let e = h.svc.set_unnamed("nobody@example.org", true).unwrap_err();
    assert!(e.message.contains("nobody@example.org"), "{e:?}");
}

/// The script that reads a game page once the kit is ready.
const VERIFIED: &str = "(async function () { await window.estafetteKit.ready; return [\
    document.getElementById('verify-result').className, document.getElementById('verify-result').textContent,\
    document.getElementById('replay').classList.contains('hidden'), document.getElementById('replay-slider').max,\
    document.getElementById('verify').classList.contains('hidden')]; })()";

#[test]
fn the_site_opens_offline_and_a_game_page_verifies_its_game() {
    let Some(chrome) = Chrome::start() else {
        return;
    };
    let (h, finished, _) = club();
    let dir = h.dir.path().join("site");
    let kit = std::fs::read_to_string(crate::kit::build_page()).unwrap();
    h.svc.write_site(&dir, Lang::En, Some(&kit)).unwrap();
    let mut page = chrome.page();
    page.viewport(390, 800, true);
    page.open(&dir.join("index.html"));
    let fits = "document.documentElement.scrollWidth <= 390";
    assert_eq!(page.eval(fits), json!(true));
    // Follow the links: the index's to the tournament, the tournament's to a game.
    let follow = |page: &mut crate::devtools::Page, selector: &str| {
        let href = page.eval(&format!("document.querySelector('{selector}').href"));
        let href = href.as_str().unwrap_or_default().to_string();
        let path = href
            .strip_prefix("file://")
            .unwrap_or_else(|| panic!("{selector}: {href}"));
        page.open(Path::new(path));
        path.to_string()
    };
    follow(&mut page, "a[href^=\"tournament-\"]");
    assert_eq!(page.eval(fits), json!(true));
    let game = follow(&mut page, "li a[href$=\".html\"]");
    assert!(
        finished.iter().any(|id| game.ends_with(&format!("/{id}.html"))),
        "{game}"
    );
    let out = page.eval(VERIFIED);
    assert!(
        out[0]
            .as_str()
            .is_some_and(|c| c.starts_with("message ") && c != "message bad"),
        "{out:#}"
    );
    assert!(
        out[1].as_str().is_some_and(|w| w.starts_with("verified: lattaque-")),
        "{out:#}"
    );
    assert_eq!(out[3], "4", "the start and four moves: {out:#}");
    assert_eq!(out[2], false, "the replay shows: {out:#}");
    assert_eq!(out[4], false, "the verify tab shows: {out:#}");
    // Back to the index.
    follow(&mut page, "a[href=\"index.html\"]");
    assert_eq!(
        page.eval("document.title"),
        json!("Tournaments, ratings and finished games")
    );
}

/// A finished game of The 'Strand' War Game and one of L'Assaut on the
/// site: each page verifies its game and replays it on the game's own
/// board, every move from the start.
#[test]
fn a_strand_and_an_assaut_game_page_verify_and_replay_their_games() {
    let Some(chrome) = Chrome::start() else {
        return;
    };
    let mut h = Harness::new();
    let mut games = Vec::new();
    for (kind, name) in [(GameKind::Strand, "strand"), (GameKind::Assaut, "assaut")] {
        h.svc
            .new_tournament(NewTournament {
                kind,
                ..tournament(name)
            })
            .unwrap();
        for (player_name, address) in &PLAYERS[..2] {
            h.svc.enter(name, &player(player_name, address)).unwrap();
        }
        let started = games_of(&h.svc.start_tournament(name).unwrap());
        assert_eq!(started.len(), 1, "{started:?}");
        play(&mut h, &started[0]);
        let decide = OperatorAction::Decide {
            winner: Some(Side::Second),
        };
        h.svc.operate(&started[0], decide, "site test", None).unwrap();
        games.push((started[0].clone(), name, kind));
    }
    let dir = h.dir.path().join("site");
    let kit = std::fs::read_to_string(crate::kit::build_page()).unwrap();
    h.svc.write_site(&dir, Lang::En, Some(&kit)).unwrap();
    let mut page = chrome.page();
    page.viewport(390, 800, true);
    let board =
        "(async function () { await window.estafetteKit.ready; var b = document.getElementById('replay-board');\
        document.getElementById('replay-first').click();\
        return [b.querySelectorAll('.sq').length, b.querySelectorAll('.sq.off').length,\
        document.getElementById('replay-move').textContent, document.documentElement.scrollWidth <= 390]; })()";
    for (id, name, kind) in games {
        assert!(id.starts_with(name), "{id}");
        page.open(&dir.join(format!("{id}.html")));
        let out = page.eval(VERIFIED);
        assert!(
            out[0]
                .as_str()
                .is_some_and(|c| c.starts_with("message ") && c != "message bad"),
            "{out:#}"
        );
        assert!(
            out[1]
                .as_str()
                .is_some_and(|w| w.starts_with(&format!("verified: {id} "))),
            "{out:#}"
        );
        assert_eq!(
            (&out[2], &out[3]),
            (&json!(false), &json!("6")),
            "the start and six moves: {out:#}"
        );
        let drawn = page.eval(board);
        let (squares, off) = match kind {
            GameKind::Strand => (100, 50),
            _ => (49, 16),
        };
        assert_eq!(drawn, json!([squares, off, "The start position.", true]), "{id}");
    }
}

/// `estafette player` and `estafette site` on the command line.
#[test]
fn the_command_line_marks_a_player_and_writes_the_site() {
    let (h, _, _) = club();
    let run = |args: &[&str]| {
        crate::common::estafette_bin()
            .current_dir(h.dir.path())
            .args(["--db", "referee.db", "--key-file", "referee.key"])
            .args(args)
            .output()
            .unwrap()
    };
    let o = run(&["player", "carol@example.org", "--unnamed"]);
    let out = String::from_utf8_lossy(&o.stdout);
    assert!(
        o.status.success() && out.starts_with("carol@example.org is shown as \"player N\""),
        "{o:?}"
    );
    let o = run(&["player", "nobody@example.org", "--named"]);
    assert_eq!(o.status.code(), Some(64), "{o:?}");
    assert!(String::from_utf8_lossy(&o.stderr).contains("No player has the address nobody@example.org"));
    assert_eq!(
        run(&["player", "carol@example.org"]).status.code(),
        Some(64),
        "--unnamed or --named"
    );
    let o = run(&["site", "out", "--lang", "de"]);
    let out = String::from_utf8_lossy(&o.stdout);
    assert!(
        o.status.success() && out.starts_with("Die öffentliche Seite liegt in out ("),
        "{o:?}"
    );
    let index = read(&h.dir.path().join("out"), "index.html");
    assert!(
        index.contains("<html lang=\"de\">") && index.contains("Turniere"),
        "{index}"
    );
    assert!(
        !index.contains("Carol Reyes") && !index.contains("Dan Okafor"),
        "{index}"
    );
    let o = run(&["site", "out2", "--kit", "missing.html"]);
    assert_eq!(o.status.code(), Some(66), "{o:?}");
    assert!(
        !h.dir.path().join("out2").exists(),
        "nothing written without the kit asked for"
    );
}
