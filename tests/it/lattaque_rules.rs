//! L'Attaque rule cases, one test per case (rules.md, L'Attaque section and
//! its clarifications), plus the views, reports and position text.

use estafette::games::any::GameKind;
use std::collections::HashSet;

use estafette::games::lattaque::{in_zone, Move, Options, Position, Rank};
use estafette::games::{Cell, Game, Outcome, Side, Square};

fn sq(s: &str) -> Square {
    Square::parse(s).unwrap()
}

fn gibson() -> Options {
    Options::variant("gibson-1925").unwrap()
}

fn standard() -> Options {
    Options::variant("standard").unwrap()
}

/// Build a position from entries "SQUARE TOKEN", e.g. "b5 s6" (South
/// Captain on b5), "b8 n2*" (revealed North Scout), "b5 s6@b2" (home b2).
/// A piece outside its zone without an explicit home gets a free home in
/// its zone.
fn build_at(opts: Options, to_move: Side, ply: u32, entries: &[&str]) -> Position {
    let mut grid: Vec<Vec<Option<String>>> = vec![vec![None; 9]; 10];
    let mut homes: HashSet<(char, Square)> = HashSet::new();
    let mut pending = Vec::new();
    for e in entries {
        let (s, tok) = e.split_once(' ').unwrap();
        let at = sq(s);
        let side = tok.chars().next().unwrap();
        let zone_side = if side == 's' { Side::First } else { Side::Second };
        if let Some((_, h)) = tok.split_once('@') {
            homes.insert((side, sq(h)));
            grid[at.rank as usize][at.file as usize] = Some(tok.to_string());
        } else if in_zone(zone_side, at) {
            homes.insert((side, at));
            grid[at.rank as usize][at.file as usize] = Some(tok.to_string());
        } else {
            pending.push((at, side, zone_side, tok.to_string()));
        }
    }
    for (at, side, zone_side, tok) in pending {
        let home = (0..90u8)
            .map(|i| Square::new(i % 9, i / 9))
            .find(|h| in_zone(zone_side, *h) && !homes.contains(&(side, *h)))
            .unwrap();
        homes.insert((side, home));
        grid[at.rank as usize][at.file as usize] = Some(format!("{tok}@{home}"));
    }
    let mut rows = Vec::new();
    for r in (0..10).rev() {
        let mut items = Vec::new();
        let mut run = 0;
        for cell in &grid[r] {
            match cell {
                None => run += 1,
                Some(t) => {
                    if run > 0 {
                        items.push(run.to_string());
                        run = 0;
                    }
                    items.push(t.clone());
                }
            }
        }
        if run > 0 {
            items.push(run.to_string());
        }
        rows.push(items.join(","));
    }
    let side = if to_move == Side::First { "south" } else { "north" };
    let text = format!("lattaque {} {side} {ply} {}", opts.to_text(), rows.join("/"));
    Position::from_text(&text).unwrap_or_else(|e| panic!("{e}\n{text}"))
}

fn build(opts: Options, to_move: Side, entries: &[&str]) -> Position {
    build_at(opts, to_move, 0, entries)
}

fn mv(s: &str) -> Move {
    Position::parse_move(s).unwrap()
}

fn legal(p: &Position) -> Vec<String> {
    p.legal_moves().iter().map(|m| m.to_string()).collect()
}

fn play(p: &Position, m: &str) -> Position {
    match p.play(&mv(m)) {
        Ok((next, _)) => next,
        Err(e) => panic!("{m} refused: {e}\n{}", p.to_text()),
    }
}

fn refused(p: &Position, m: &str) -> String {
    let e = p.play(&mv(m)).expect_err(&format!("{m} should be refused"));
    assert!(!legal(p).contains(&m.to_string()), "{m} is refused but generated");
    e.0
}

fn rank_on(p: &Position, s: &str) -> Option<(Side, Rank)> {
    p.piece_at(sq(s)).map(|x| (x.side, x.rank))
}

/// Both Flags, tucked away in the corners.
const FLAGS: [&str; 2] = ["a1 sF", "i10 nF"];

fn with_flags<'a>(extra: &[&'a str]) -> Vec<&'a str> {
    let mut v: Vec<&str> = FLAGS.to_vec();
    v.extend_from_slice(extra);
    v
}

#[test]
fn frontal_attack_only_straight_ahead() {
    // South Captain on b5, North pieces in front (b6), beside (a5) and
    // behind (b4).
    let p = build(
        gibson(),
        Side::First,
        &with_flags(&["b5 s6", "b6 n5", "a5 n5", "b4 n4"]),
    );
    let moves = legal(&p);
    assert!(moves.contains(&"b5xb6".to_string()));
    assert!(
        !moves.iter().any(|m| m.contains("xa5") || m.contains("xb4")),
        "{moves:?}"
    );
    let why = refused(&p, "b5xa5");
    assert!(why.contains("frontal") && why.contains("b6"), "{why}");
    refused(&p, "b5xb4");
    // North attacks towards rank 1 only.
    let p = build(
        gibson(),
        Side::Second,
        &with_flags(&["h6 n6", "h5 s5", "i6 s5", "h7 s4"]),
    );
    let moves = legal(&p);
    assert!(moves.contains(&"h6xh5".to_string()));
    refused(&p, "h6xi6");
    refused(&p, "h6xh7");
}

#[test]
fn orthogonal_attack_any_adjacent_square() {
    let p = build(
        standard(),
        Side::First,
        &with_flags(&["b5 s6", "b6 n5", "a5 n5", "b4 n4"]),
    );
    let moves = legal(&p);
    for m in ["b5xb6", "b5xa5", "b5xb4"] {
        assert!(moves.contains(&m.to_string()), "{m} missing from {moves:?}");
    }
    let (next, _) = p.play(&mv("b5xb4")).unwrap();
    assert_eq!(rank_on(&next, "b4"), None);
    assert_eq!(rank_on(&next, "b5"), Some((Side::First, Rank::Captain)));
    // Diagonal neighbours are never attacked.
    let p = build(standard(), Side::First, &with_flags(&["b5 s6", "a6 n5"]));
    refused(&p, "b5xa6");
}

#[test]
fn scout_slide() {
    let p = build(gibson(), Side::First, &with_flags(&["a2 s2", "a10 n5", "d2 s3"]));
    let moves = legal(&p);
    for m in ["a2-a3", "a2-a5", "a2-a9", "a2-b2", "a2-c2"] {
        assert!(moves.contains(&m.to_string()), "{m} missing from {moves:?}");
    }
    // Not onto a1 (own Flag), d2 (own Sapper) or a10 (enemy), nor past them.
    for m in ["a2-a1", "a2-d2", "a2-e2", "a2-a10"] {
        refused(&p, m);
    }
    assert!(refused(&p, "a2-e2").contains("blocked at d2"));
    // One square: still unknown; a longer run shows a Scout.
    let (one, r1) = p.play(&mv("a2-a3")).unwrap();
    assert!(!one.piece_at(sq("a3")).unwrap().revealed && !r1.scout_shown);
    let (run, r) = p.play(&mv("a2-a9")).unwrap();
    let scout = run.piece_at(sq("a9")).unwrap();
    assert!(scout.revealed && r.scout_shown);
    assert_eq!(scout.home, sq("a2"));
    assert_eq!(r.to_string(), "South's Scout ran a2-a9.");
    // Other pieces step one square only.
    let why = refused(&p, "d2-d4");
    assert!(why.contains("one square only"), "{why}");
    refused(&p, "a2-b3");
}

#[test]
fn scout_slide_then_attack() {
    let p = build(gibson(), Side::First, &with_flags(&["a2 s2", "a9 n6", "b8 n7"]));
    let moves = legal(&p);
    assert!(moves.contains(&"a2-a8xa9".to_string()));
    assert!(!moves.contains(&"a2-a8xb8".to_string()), "frontal: no sideways attack");
    let (next, report) = p.play(&mv("a2-a8xa9")).unwrap();
    // The Scout loses to the Captain; the Captain stays on a9.
    assert_eq!(rank_on(&next, "a8"), None);
    assert_eq!(rank_on(&next, "a2"), None);
    assert_eq!(rank_on(&next, "a9"), Some((Side::Second, Rank::Captain)));
    let c = report.combat.unwrap();
    assert_eq!(
        (c.attacker, c.defender, c.attacker_home),
        (sq("a8"), sq("a9"), sq("a2"))
    );
    assert_eq!(c.removed, vec![sq("a8")]);
    // Standard: the run may end beside the target.
    let p = build(standard(), Side::First, &with_flags(&["a2 s2", "a9 n6", "b8 n7"]));
    assert!(legal(&p).contains(&"a2-a8xb8".to_string()));
    // A Captain cannot run before attacking.
    let p = build(standard(), Side::First, &with_flags(&["b4 s6", "b7 n5"]));
    assert!(refused(&p, "b4-b6xb7").contains("one square only"));
}

#[test]
fn move_then_attack_needs_a_real_move() {
    let p = build(gibson(), Side::First, &with_flags(&["b5 s6", "b6 n5"]));
    let why = refused(&p, "b5-b5xb6");
    assert!(why.contains("b5xb6"), "{why}");
    assert!(legal(&p).contains(&"b5xb6".to_string()));
    // The attack is made from the arrival square.
    let p = build(gibson(), Side::First, &with_flags(&["b4 s6", "b6 n5"]));
    assert!(legal(&p).contains(&"b4-b5xb6".to_string()));
    assert!(refused(&p, "b4xb6").contains("not next to"));
}

#[test]
fn equal_scouts_stay() {
    let p = build(gibson(), Side::First, &with_flags(&["a2 s2", "a9 n2"]));
    let (next, report) = p.play(&mv("a2-a8xa9")).unwrap();
    // Nothing removed; the attacker stays where it arrived; both shown.
    let a = next.piece_at(sq("a8")).unwrap();
    let d = next.piece_at(sq("a9")).unwrap();
    assert_eq!((a.side, a.rank, a.revealed), (Side::First, Rank::Scout, true));
    assert_eq!((d.side, d.rank, d.revealed), (Side::Second, Rank::Scout, true));
    assert!(report.combat.as_ref().unwrap().removed.is_empty());
    assert_eq!(next.side_to_move(), Side::Second);
    assert!(report.to_string().ends_with("equal Scouts, both stay."), "{report}");
}

#[test]
fn equal_scouts_remove() {
    let p = build(standard(), Side::First, &with_flags(&["a2 s2", "a9 n2"]));
    let (next, report) = p.play(&mv("a2-a8xa9")).unwrap();
    assert_eq!(rank_on(&next, "a8"), None);
    assert_eq!(rank_on(&next, "a9"), None);
    assert_eq!(report.combat.unwrap().removed, vec![sq("a8"), sq("a9")]);
}

#[test]
fn equal_ranks_both_removed() {
    let p = build(
        gibson(),
        Side::First,
        &with_flags(&["d7 s8", "d8 n8", "b5 s10", "b6 n10"]),
    );
    let (next, _) = p.play(&mv("d7xd8")).unwrap();
    assert_eq!((rank_on(&next, "d7"), rank_on(&next, "d8")), (None, None));
    let (next, _) = p.play(&mv("b5xb6")).unwrap();
    assert_eq!((rank_on(&next, "b5"), rank_on(&next, "b6")), (None, None));
    // Spy against Spy.
    let p = build(gibson(), Side::First, &with_flags(&["d7 sS", "d8 nS"]));
    let (next, _) = p.play(&mv("d7xd8")).unwrap();
    assert_eq!((rank_on(&next, "d7"), rank_on(&next, "d8")), (None, None));
}

fn spy_commander(opts: Options, attacker: &str) -> Position {
    // South Spy on d5, North Commander on d6.
    let to_move = if attacker == "spy" { Side::First } else { Side::Second };
    let p = build(opts, to_move, &with_flags(&["d5 sS", "d6 n10"]));
    let m = if attacker == "spy" { "d5xd6" } else { "d6xd5" };
    p.play(&mv(m)).unwrap().0
}

#[test]
fn spy_v_commander_always_spy_attacking() {
    let next = spy_commander(gibson(), "spy");
    assert_eq!(rank_on(&next, "d5"), Some((Side::First, Rank::Spy)));
    assert_eq!(rank_on(&next, "d6"), None);
}

#[test]
fn spy_v_commander_always_commander_attacking() {
    let next = spy_commander(gibson(), "commander");
    assert_eq!(rank_on(&next, "d5"), Some((Side::First, Rank::Spy)));
    assert_eq!(rank_on(&next, "d6"), None);
}

#[test]
fn spy_v_commander_attacking_spy_attacking() {
    let next = spy_commander(standard(), "spy");
    assert_eq!(rank_on(&next, "d5"), Some((Side::First, Rank::Spy)));
    assert_eq!(rank_on(&next, "d6"), None);
}

#[test]
fn spy_v_commander_attacking_commander_attacking() {
    let next = spy_commander(standard(), "commander");
    assert_eq!(rank_on(&next, "d5"), None);
    assert_eq!(rank_on(&next, "d6"), Some((Side::Second, Rank::Commander)));
}

#[test]
fn spy_loses_to_every_other_piece() {
    for opts in [gibson(), standard()] {
        // The Spy attacks a Scout and loses.
        let p = build(opts, Side::First, &with_flags(&["d5 sS", "d6 n2"]));
        let (next, _) = p.play(&mv("d5xd6")).unwrap();
        assert_eq!(rank_on(&next, "d5"), None);
        assert_eq!(rank_on(&next, "d6"), Some((Side::Second, Rank::Scout)));
        // A Scout attacks the Spy and wins.
        let p = build(opts, Side::Second, &with_flags(&["d5 sS", "d6 n2"]));
        let (next, _) = p.play(&mv("d6xd5")).unwrap();
        assert_eq!(rank_on(&next, "d5"), None);
        assert_eq!(rank_on(&next, "d6"), Some((Side::Second, Rank::Scout)));
    }
}

#[test]
fn sapper_v_mine() {
    let p = build(gibson(), Side::First, &with_flags(&["h6 s3", "h7 nM"]));
    let (next, report) = p.play(&mv("h6xh7")).unwrap();
    assert_eq!(rank_on(&next, "h7"), None);
    let sapper = next.piece_at(sq("h6")).unwrap();
    assert_eq!((sapper.rank, sapper.revealed), (Rank::Sapper, true));
    assert_eq!(
        report.to_string(),
        "South's Sapper on h6 attacked North's Mine on h7: North's Mine is removed."
    );
}

#[test]
fn non_sapper_v_mine() {
    for attacker in ["s10", "sS", "s2", "s9"] {
        let p = build(
            gibson(),
            Side::First,
            &with_flags(&[&format!("h6 {attacker}"), "h7 nM"]),
        );
        let (next, report) = p.play(&mv("h6xh7")).unwrap();
        assert_eq!(rank_on(&next, "h6"), None, "{attacker}");
        let mine = next.piece_at(sq("h7")).unwrap();
        assert_eq!((mine.rank, mine.revealed), (Rank::Mine, true));
        assert_eq!(report.combat.unwrap().removed, vec![sq("h6")]);
    }
}

#[test]
fn flag_capture() {
    let p = build(gibson(), Side::First, &with_flags(&["i9 s4"]));
    assert_eq!(p.outcome(), None);
    let (next, report) = p.play(&mv("i9xi10")).unwrap();
    assert!(report.combat.as_ref().unwrap().flag_captured);
    assert_eq!(
        report.to_string(),
        "South's Sergeant on i9 attacked North's Flag on i10 and captured it: South wins."
    );
    assert_eq!(rank_on(&next, "i10"), None);
    assert_eq!(rank_on(&next, "i9"), Some((Side::First, Rank::Sergeant)));
    match next.outcome() {
        Some(Outcome::Win { winner, reason }) => {
            assert_eq!(winner, Side::First);
            assert!(reason.english(GameKind::Lattaque).contains("Flag"), "{reason:?}");
        }
        o => panic!("{o:?}"),
    }
    assert!(next.legal_moves().is_empty());
    assert!(next.play(&mv("i10-h10")).unwrap_err().0.contains("game is over"));
}

#[test]
fn flag_capture_by_spy() {
    let p = build(standard(), Side::Second, &with_flags(&["b1 nS"]));
    let (next, _) = p.play(&mv("b1xa1")).unwrap();
    assert!(matches!(
        next.outcome(),
        Some(Outcome::Win {
            winner: Side::Second,
            ..
        })
    ));
}

#[test]
fn flag_and_mines_never_move_or_attack() {
    let p = build(standard(), Side::First, &with_flags(&["a2 sM", "b1 n5", "b2 n5"]));
    let moves = legal(&p);
    assert!(moves.is_empty(), "{moves:?}");
    assert!(refused(&p, "a1xb1").contains("never moves or attacks"));
    assert!(refused(&p, "a2xb2").contains("never moves or attacks"));
    assert!(refused(&p, "a2-a3").contains("Mine"));
}

#[test]
fn winner_stays_on_its_own_square() {
    let p = build(gibson(), Side::First, &with_flags(&["e4 s4@e3", "f4 s7", "f5 n5"]));
    let (next, _) = p.play(&mv("f4xf5")).unwrap();
    assert_eq!(rank_on(&next, "f4"), Some((Side::First, Rank::Major)));
    assert_eq!(rank_on(&next, "f5"), None);
    // The defender wins and stays too.
    let p = build(gibson(), Side::First, &with_flags(&["f4 s4", "f5 n5"]));
    let (next, _) = p.play(&mv("f4xf5")).unwrap();
    assert_eq!(rank_on(&next, "f4"), None);
    let d = next.piece_at(sq("f5")).unwrap();
    assert_eq!((d.rank, d.revealed), (Rank::Lieutenant, true));
}

#[test]
fn attacked_side_moves_next() {
    let p = build(gibson(), Side::First, &with_flags(&["f4 s7", "f5 n5", "b5 s2"]));
    let (next, _) = p.play(&mv("f4xf5")).unwrap();
    assert_eq!(next.side_to_move(), Side::Second);
    assert_eq!(next.ply(), 1);
    // And it is never the mover's turn twice.
    refused(&next, "b5-b6");
}

#[test]
fn attacking_is_never_compulsory() {
    let p = build(gibson(), Side::First, &with_flags(&["f4 s7", "f5 n5"]));
    let moves = legal(&p);
    assert!(moves.contains(&"f4-f3".to_string()) && moves.contains(&"f4xf5".to_string()));
}

#[test]
fn no_legal_move_loses_no_movable_piece() {
    let p = build(gibson(), Side::First, &with_flags(&["b1 sM", "d5 n4"]));
    assert!(p.legal_moves().is_empty());
    match p.outcome() {
        Some(Outcome::Win { winner, reason }) => {
            assert_eq!(winner, Side::Second);
            assert!(
                reason.english(GameKind::Lattaque).contains("no movable piece"),
                "{reason:?}"
            );
        }
        o => panic!("{o:?}"),
    }
}

#[test]
fn no_legal_move_loses_all_movable_pieces_blocked() {
    // South's Captain on a2 is walled in by its own Mines and Flag.
    let p = build(
        gibson(),
        Side::First,
        &with_flags(&["a2 s6", "b2 sM", "a3 sM", "d8 n5"]),
    );
    assert!(p.legal_moves().is_empty());
    match p.outcome() {
        Some(Outcome::Win { winner, reason }) => {
            assert_eq!(winner, Side::Second);
            assert!(reason.english(GameKind::Lattaque).contains("blocked"), "{reason:?}");
        }
        o => panic!("{o:?}"),
    }
    // With an enemy in front the Captain can still attack: not bottled up.
    let p = build(gibson(), Side::First, &with_flags(&["a2 s6", "b2 sM", "a3 n5"]));
    assert_eq!(legal(&p), vec!["a2xa3"]);
    assert_eq!(p.outcome(), None);
}

#[test]
fn lakes_block_moves_and_slides() {
    let p = build(
        standard(),
        Side::First,
        &with_flags(&["a5 s2", "c4 s5", "d5 s2", "c8 s2"]),
    );
    let moves = legal(&p);
    assert!(moves.contains(&"a5-b5".to_string()));
    assert!(refused(&p, "a5-c5").contains("c5 is a lake"));
    assert!(refused(&p, "a5-d5").contains("lake at c5"));
    assert!(refused(&p, "c4-c5").contains("lake"));
    assert!(refused(&p, "d5-f5").contains("lake at e5"));
    assert!(refused(&p, "c8-c4").contains("lake at c6"));
    assert!(moves.contains(&"c8-c7".to_string()));
    assert!(!moves
        .iter()
        .any(|m| m.contains("c5") || m.contains("c6") || m.contains("e5")));
    // The Scout on d5 runs up file d past the lakes.
    assert!(moves.contains(&"d5-d10".to_string()));
}

#[test]
fn pieces_never_share_a_square() {
    let p = build(standard(), Side::First, &with_flags(&["d4 s6", "d3 s5", "d5 n5"]));
    assert!(refused(&p, "d4-d3").contains("one of your pieces"));
    assert!(refused(&p, "d4-d5").contains("never share"));
    // An attack leaves at most one piece per square.
    let (next, _) = p.play(&mv("d4xd5")).unwrap();
    assert_eq!(next.pieces().len(), 4);
    assert_eq!(rank_on(&next, "d4"), Some((Side::First, Rank::Captain)));
}

#[test]
fn max_plies_draw() {
    let mut o = gibson();
    o.set("max-plies", "2").unwrap();
    let p = build(o, Side::First, &with_flags(&["d4 s6", "d8 n5"]));
    let p1 = play(&p, "d4-d5");
    assert_eq!(p1.outcome(), None);
    let p2 = play(&p1, "d8-d7");
    match p2.outcome() {
        Some(Outcome::Draw { reason }) => {
            assert!(reason.english(GameKind::Lattaque).contains("max-plies 2"), "{reason:?}")
        }
        o => panic!("{o:?}"),
    }
    assert!(p2.legal_moves().is_empty());
    assert!(p2.play(&mv("d5-d6")).is_err());
    // A Flag captured on the last ply wins: the Flag is checked first.
    let p = build_at(o, Side::First, 1, &with_flags(&["i9 s4"]));
    let (next, _) = p.play(&mv("i9xi10")).unwrap();
    assert!(matches!(
        next.outcome(),
        Some(Outcome::Win {
            winner: Side::First,
            ..
        })
    ));
}

#[test]
fn board_views_hide_unrevealed_ranks() {
    let p = build(gibson(), Side::First, &with_flags(&["d5 s6", "d6 n5", "b5 s2"]));
    let (p, _) = p.play(&mv("d5xd6")).unwrap(); // Captain shown, Lieutenant removed
    let label = |v: &estafette::games::BoardView, s: &str| match &v.cells[sq(s).rank as usize][sq(s).file as usize] {
        Cell::Piece { label, .. } => label.to_string(),
        other => format!("{other:?}"),
    };
    let south = p.board_view(Some(Side::First));
    let north = p.board_view(Some(Side::Second));
    let public = p.board_view(None);
    assert_eq!((south.files, south.ranks), (9, 10));
    assert_eq!(label(&south, "b5"), "2");
    assert_eq!(label(&south, "i10"), "?");
    assert_eq!(label(&north, "b5"), "?");
    assert_eq!(label(&north, "i10"), "F");
    assert_eq!(label(&north, "d5"), "6");
    assert_eq!(label(&public, "d5"), "6");
    assert_eq!(label(&public, "b5"), "?");
    assert_eq!(label(&public, "a1"), "?");
    for v in [&south, &north, &public] {
        assert_eq!(v.cells[4][2], Cell::Lake);
        assert_eq!(v.cells[5][6], Cell::Lake);
        assert_eq!(v.cells[5][3], Cell::Empty);
        assert!(matches!(
            &v.cells[4][3],
            Cell::Piece {
                side: Side::First,
                revealed: true,
                ..
            }
        ));
    }
}

#[test]
fn reports_read_as_one_sentence() {
    let p = build(gibson(), Side::First, &with_flags(&["d4 s6@d2", "d6 n8", "b4 s3"]));
    let (_, r) = p.play(&mv("d4-d5xd6")).unwrap();
    assert_eq!(
        r.to_string(),
        "South moved d4-d5, then its Captain attacked North's Colonel on d6: South's Captain is removed."
    );
    assert_eq!(r.home, sq("d2"));
    let c = r.combat.unwrap();
    assert_eq!((c.attacker_home, c.defender_rank), (sq("d2"), Rank::Colonel));
    let (_, r) = p.play(&mv("b4-b5")).unwrap();
    assert_eq!(r.to_string(), "South moved b4-b5.");
    assert_eq!(r.combat, None);
}

#[test]
fn illegal_moves_say_why() {
    let p = build(gibson(), Side::First, &with_flags(&["d4 s6", "d8 n5"]));
    assert_eq!(
        p.play(&mv("d4-d6")).unwrap_err().0,
        "d4-d6: your Captain on d4 moves one square only (only Scouts run further)"
    );
    assert!(refused(&p, "e4-e3").contains("no piece on e4"));
    assert!(refused(&p, "d8-d7").contains("not yours"));
    assert!(refused(&p, "d4-e5").contains("diagonally"));
    assert!(refused(&p, "d4xd5").contains("no piece on d5"));
}

#[test]
fn position_text_round_trips_and_rejects_nonsense() {
    let p = build(gibson(), Side::Second, &with_flags(&["d5 s6*@d2", "d6 n5", "b5 s2"]));
    let t = p.to_text();
    assert_eq!(
        t,
        "lattaque attack=frontal,equal-scouts=stay,spy=always,flag-placement=gibson,max-plies=off \
         north 0 8,nF/9/9/9/3,n5@a7,5/1,s2@b1,1,s6*@d2,5/9/9/9/sF,8"
    );
    assert_eq!(Position::from_text(&t).unwrap(), p);
    let opts = "attack=frontal,equal-scouts=stay,spy=always,flag-placement=gibson,max-plies=off";
    for bad in [
        String::new(),
        "strand x south 0 9".to_string(),
        format!("lattaque {opts} east 0 8,nF/9/9/9/9/9/9/9/9/sF,8"),
        format!("lattaque {opts} south -1 8,nF/9/9/9/9/9/9/9/9/sF,8"),
        format!("lattaque {opts} south 0 8,nF/9/9/9/9/9/9/9/sF,8"),
        format!("lattaque {opts} south 0 8,nF/9/9/9/9/9/9/9/9/sF,9"),
        format!("lattaque {opts} south 0 8,nF/9/9/9/9/2,s2@a2,6/9/9/9/sF,8"), // piece on the lake c5
        format!("lattaque {opts} south 0 8,nF/9/9/9/9/9/9/9/9/sF@b1,8"),      // Flag off home
        format!("lattaque {opts} south 0 8,nF/9/9/9/9/9/9/9/9/sF,s2@a1,7"),   // shared home
        format!("lattaque {opts} south 0 8,nF/9/9/9/9/9/9/9/9/sX,8"),
        format!("lattaque {opts} south 0 8,nF/9/9/9/9/9/9/9/9/xF,8"),
        format!("lattaque {opts} south 0 8,nF/9/9/9/9/9/9/9/9/sF,0,8"),
        format!("lattaque {opts} south 0 8,nF/9/9/9/s2@e9,8/9/9/9/9/sF,8"), // home outside zone
        format!("lattaque {opts} south 0 8,nF/9/9/9/9/9/9/9/9/sF,sF,7"),
        "lattaque attack=frontal,colour=red south 0 8,nF/9/9/9/9/9/9/9/9/sF,8".to_string(),
    ] {
        assert!(Position::from_text(&bad).is_err(), "accepted: {bad}");
    }
    // A text written before some switches existed reads them as their
    // defaults.
    let old = Position::from_text("lattaque attack=frontal south 0 8,nF/9/9/9/9/9/9/9/9/sF,8").unwrap();
    assert_eq!(*old.options(), Options::default());
}
