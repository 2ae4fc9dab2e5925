//! Strand: the one-line position format, move notation, options, the board
//! view and the rules summary.

use estafette::games::strand::{Kind, Move, Options, Position};
use estafette::games::{Cell, Game, Side, Square, Switched};

const START: &str = "strand forts=allies:c7+f4/germans:e7+h4 turn=allies ply=0 \
                     board=1cia1/2iia/2cia/C2ii/I2ci/IC2i/II2c/AIC2/AII2/1AIC1";

fn sq(s: &str) -> Square {
    Square::parse(s).unwrap()
}

#[test]
fn start_position_format() {
    let p = Position::start(Options::default(), Side::First);
    assert_eq!(p.to_text(), START);
    assert_eq!(Position::from_text(START).unwrap(), p);
    assert_eq!(p.ply(), 0);
    assert_eq!(p.side_to_move(), Side::First);
    let g = Position::start(Options::default(), Side::Second);
    assert_eq!(g.to_text(), START.replace("turn=allies", "turn=germans"));
    assert_eq!(Position::NAME, "strand");
}

#[test]
fn documented_examples_round_trip() {
    // The examples of docs/RULES.md.
    for text in [
        START,
        "strand forts=allies:c7+f4/germans:e7+h4 turn=germans ply=1 \
         board=1cia1/2iia/2cia/C2ii/I2ci/ICI1i/I3c/AIC2/AII2/1AIC1",
        "strand forts=allies:b4+e5+h2/germans:c9+f6+i7 turn=germans ply=37 board=5/5/5/5/5/1C3/5/5/5/3i1",
        "strand forts=allies:none/germans:h4 turn=allies ply=12 board=5/5/5/5/i4/5/ii3/5/1ii2/1I2C",
    ] {
        let p = Position::from_text(text).unwrap_or_else(|e| panic!("{text}: {e}"));
        assert_eq!(p.to_text(), text);
    }
    // The second example is the start after d4-e5.
    let (after, _) = Position::start(Options::default(), Side::First)
        .play(&Move::parse("d4-e5").unwrap())
        .unwrap();
    assert_eq!(
        after.to_text(),
        "strand forts=allies:c7+f4/germans:e7+h4 turn=germans ply=1 \
         board=1cia1/2iia/2cia/C2ii/I2ci/ICI1i/I3c/AIC2/AII2/1AIC1"
    );
}

#[test]
fn position_format_reads_pieces_where_the_board_says() {
    let p = Position::from_text(START).unwrap();
    assert_eq!(p.piece_at(sq("b10")), None);
    assert_eq!(p.piece_at(sq("d10")), Some((Side::Second, Kind::Cavalry)));
    assert_eq!(p.piece_at(sq("a7")), Some((Side::First, Kind::Cavalry)));
    assert_eq!(p.piece_at(sq("i1")), None);
    assert_eq!(p.pieces().len(), 30);
    // Runs of empty squares may be split; the output merges them.
    let loose = START.replace("/AII2/", "/AII11/");
    assert_eq!(Position::from_text(&loose).unwrap().to_text(), START);
    // Extra spaces between fields are tolerated.
    let spaced = START.replace(' ', "   ");
    assert_eq!(Position::from_text(&spaced).unwrap().to_text(), START);
}

#[test]
fn position_format_errors() {
    let cases: &[(&str, &str)] = &[
        ("", "must start with 'strand'"),
        ("assaut forts=x turn=allies ply=0 board=", "must start with 'strand'"),
        ("strand turn=allies ply=0", "5 fields"),
        (
            "strand fort=allies:c7/germans:e7 turn=allies ply=0 board=5/5/5/5/5/5/5/5/5/5",
            "forts=",
        ),
        (
            "strand forts=allies:c8/germans:e7 turn=allies ply=0 board=5/5/5/5/5/5/5/5/5/I4",
            "light square",
        ),
        (
            "strand forts=allies:c7/germans:e7 turn=french ply=0 board=5/5/5/5/5/5/5/5/5/I4",
            "not allies or germans",
        ),
        (
            "strand forts=allies:c7/germans:e7 turn=allies ply=-1 board=5/5/5/5/5/5/5/5/5/I4",
            "ply",
        ),
        (
            "strand forts=allies:c7/germans:e7 turn=germans ply=0 board=5/5/5/5/5/5/5/5/5",
            "10 ranks",
        ),
        (
            "strand forts=allies:c7/germans:e7 turn=germans ply=0 board=5/5/5/5/5/5/5/5/5/I5",
            "rank 1 has 6",
        ),
        (
            "strand forts=allies:c7/germans:e7 turn=germans ply=0 board=5/5/5/5/5/5/5/5/5/I3",
            "rank 1 has 4",
        ),
        (
            "strand forts=allies:c7/germans:e7 turn=germans ply=0 board=5/5/5/5/5/5/5/5/5/X4",
            "'X' is not a piece",
        ),
        (
            "strand forts=allies:c7/germans:e7 turn=germans ply=0 board=5/5/5/5/5/5/5/5/5/I04",
            "0 is not a count",
        ),
        // An Allied piece on a1 (its own capital).
        (
            "strand forts=allies:c7/germans:e7 turn=germans ply=0 board=5/5/5/5/5/5/5/5/5/I4",
            "own capital",
        ),
        // An Allied piece in Berlin, but the Allies to move.
        (
            "strand forts=allies:c7/germans:e7 turn=allies ply=3 board=4I/5/5/5/5/5/5/5/5/1i3",
            "Germans must be to move",
        ),
        // The Germans just moved but have no piece.
        (
            "strand forts=allies:c7/germans:e7 turn=allies ply=3 board=5/5/5/5/5/5/5/5/5/1I3",
            "no piece",
        ),
    ];
    for (text, why) in cases {
        match Position::from_text(text) {
            Ok(p) => panic!("accepted '{text}' as {}", p.to_text()),
            Err(e) => assert!(e.0.english.contains(why), "'{text}': '{e}' does not mention '{why}'"),
        }
    }
}

#[test]
fn with_pieces_checks_like_from_text() {
    let o = Options::default();
    let ok = Position::with_pieces(
        o.clone(),
        Side::First,
        0,
        &[
            (sq("b4"), Side::First, Kind::Infantry),
            (sq("c5"), Side::Second, Kind::Cavalry),
        ],
    );
    assert!(ok.is_ok());
    let light = Position::with_pieces(o.clone(), Side::First, 0, &[(sq("b3"), Side::Second, Kind::Infantry)]);
    assert!(light.unwrap_err().0.english.contains("not a dark square"));
    let twice = Position::with_pieces(
        o.clone(),
        Side::First,
        0,
        &[
            (sq("c5"), Side::Second, Kind::Infantry),
            (sq("c5"), Side::First, Kind::Infantry),
        ],
    );
    assert!(twice.unwrap_err().0.english.contains("two pieces on c5"));
    let off = Position::with_pieces(o, Side::First, 0, &[(Square::new(10, 0), Side::Second, Kind::Infantry)]);
    assert!(off.is_err());
}

#[test]
fn move_notation() {
    for (input, canonical) in [
        ("b4-c5", "b4-c5"),
        ("B4 - C5", "b4-c5"),
        (" b4-d6 ", "b4-d6"),
        ("d4xf6xh8", "d4xf6xh8"),
        ("D4 x F6 X h8", "d4xf6xh8"),
        ("c3xf6", "c3xf6"),
        ("h10xf8xd10", "h10xf8xd10"),
    ] {
        let m = Position::parse_move(input).unwrap_or_else(|e| panic!("{input}: {e}"));
        assert_eq!(m.to_string(), canonical);
        assert_eq!(Position::parse_move(canonical).unwrap(), m);
    }
    assert_eq!(
        Position::parse_move("d4xf6").unwrap(),
        Move::Jump {
            from: sq("d4"),
            landings: vec![sq("f6")]
        }
    );
    for (input, why) in [
        ("", "empty move"),
        ("b4", "needs two squares"),
        ("b4-c5-d6", "one destination"),
        ("b4-c5xd6", "not both"),
        ("k4-c5", "off the board"),
        ("b11-c5", "off the board"),
        ("b4-", "empty square"),
        ("b4x", "empty square"),
        ("4b-c5", "file letter"),
        ("b0-c1", "ranks start at 1"),
        ("resign", "not a square"),
    ] {
        match Position::parse_move(input) {
            Ok(m) => panic!("'{input}' parsed as {m}"),
            Err(e) => assert!(e.0.english.contains(why), "'{input}': '{e}' does not mention '{why}'"),
        }
    }
}

#[test]
fn options_and_switches() {
    assert_eq!(Options::VARIANTS, &["default"]);
    assert_eq!(Options::variant("default").unwrap(), Options::default());
    assert_eq!(Options::variant(" DEFAULT ").unwrap(), Options::default());
    assert!(Options::variant("1916")
        .unwrap_err()
        .0
        .english
        .contains("not a variant"));
    let sw = Options::switches();
    assert_eq!(sw.len(), 1);
    assert_eq!(sw[0].name, "forts");
    assert_eq!(sw[0].default, Options::default().forts_value());
    let d = Options::default();
    assert_eq!(d.forts(Side::First), &[sq("c7"), sq("f4")]);
    assert_eq!(d.forts(Side::Second), &[sq("e7"), sq("h4")]);
    assert_eq!(d.fort_owner(sq("h4")), Some(Side::Second));
    assert_eq!(d.fort_owner(sq("d4")), None);
    assert_eq!(d.to_string(), "forts=allies:c7+f4/germans:e7+h4");

    let mut o = Options::default();
    o.set("forts", "germans:h4+e7/allies:f4+c7").unwrap();
    assert_eq!(o, Options::default(), "order does not matter");
    o.set("FORTS", "allies:a3,j2/germans:none").unwrap();
    assert_eq!(o.forts_value(), "allies:a3+j2/germans:none");
    o.set("forts", "allies:/germans:").unwrap();
    assert_eq!(o.forts_value(), "allies:none/germans:none");
    for (bad, why) in [
        ("c7,f4,h4,e7", "separated by '/'"),
        ("allies:c7+f4", "separated by '/'"),
        ("allies:c7/germans:c7", "c7 is listed twice"),
        ("allies:c7+c7/germans:e7", "c7 is listed twice"),
        ("allies:c8/germans:e7", "light square"),
        ("allies:j10/germans:e7", "capital"),
        ("allies:c7/allies:e7", "listed twice"),
        ("russians:c7/germans:e7", "not a side"),
        ("allies c7/germans e7", "must start with 'allies:' or 'germans:'"),
        ("allies:c7++f4/germans:e7", "empty square"),
        ("allies:k7/germans:e7", "off the board"),
    ] {
        let before = o.clone();
        match o.set("forts", bad) {
            Ok(()) => panic!("'{bad}' accepted"),
            Err(e) => assert!(e.0.english.contains(why), "'{bad}': '{e}' does not mention '{why}'"),
        }
        assert_eq!(o, before, "a refused value changed the options");
    }
    assert!(o.set("max-plies", "10").unwrap_err().0.english.contains("not a switch"));
}

#[test]
fn board_view_shows_everything_to_everyone() {
    let p = Position::start(Options::default(), Side::First);
    let v = p.board_view(None);
    assert_eq!((v.files, v.ranks), (10, 10));
    assert_eq!(v.cells.len(), 10);
    assert!(v.cells.iter().all(|r| r.len() == 10));
    assert_eq!(v.cells[0][0], Cell::Empty); // a1, Bordeaux
    assert_eq!(v.cells[0][1], Cell::Off); // b1 is light
    assert_eq!(
        v.cells[0][2],
        Cell::Piece {
            side: Side::First,
            label: "A".into(),
            revealed: false
        }
    );
    assert_eq!(
        v.cells[9][3],
        Cell::Piece {
            side: Side::Second,
            label: "C".into(),
            revealed: false
        }
    );
    let dark = v.cells.iter().flatten().filter(|c| **c != Cell::Off).count();
    assert_eq!(dark, 50);
    let pieces = v
        .cells
        .iter()
        .flatten()
        .filter(|c| matches!(c, Cell::Piece { .. }))
        .count();
    assert_eq!(pieces, 30);
    assert_eq!(p.board_view(Some(Side::First)), v);
    assert_eq!(p.board_view(Some(Side::Second)), v);
    let marks: Vec<(String, String)> = v.marks.iter().map(|(s, l)| (s.to_string(), l.clone())).collect();
    for (s, l) in [
        ("a1", "Allied capital (Bordeaux)"),
        ("j10", "German capital (Berlin)"),
        ("c7", "Allied fort"),
        ("f4", "Allied fort"),
        ("e7", "German fort"),
        ("h4", "German fort"),
    ] {
        assert!(
            marks.contains(&(s.to_string(), l.to_string())),
            "{s} {l} missing from {marks:?}"
        );
    }
    assert_eq!(marks.len(), 6);
}

#[test]
fn rules_summary_lists_variant_and_switch() {
    let s = estafette::cli::rules_in(estafette::games::any::GameKind::Strand, estafette::views::Lang::En);
    for needle in ["Berlin", "default", "forts", "allies:c7+f4/germans:e7+h4", "d4xf6xh8"] {
        assert!(s.contains(needle), "summary lacks '{needle}'");
    }
}

#[test]
fn report_sentences() {
    let p = Position::start(Options::default(), Side::Second);
    let (_, r) = p.play(&Move::parse("f8-d6").unwrap()).unwrap();
    assert_eq!(r.to_string(), "German Cavalry moved f8-d6.");
    assert!(!r.jump && r.captured.is_empty() && !r.reached_capital);
    assert_eq!(r.mover, Side::Second);
    assert_eq!(r.kind, Kind::Cavalry);
    let p =
        Position::from_text("strand forts=allies:c7+f4/germans:e7+h4 turn=allies ply=10 board=5/5/5/5/5/5/5/5/1i3/1A3")
            .unwrap();
    let (_, r) = p.play(&Move::parse("c1xe3").unwrap()).unwrap();
    assert_eq!(
        r.to_string(),
        "Allied Artillery jumped c1xe3, taking the German Infantry on d2."
    );
}
