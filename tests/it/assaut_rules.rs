//! L'Assaut: one test per rule case (see docs/RULES.md), plus the
//! notation, the position format and the report sentences.

use estafette::games::any::GameKind;
use estafette::games::assaut::{Move, Options, Position};
use estafette::games::{Cell, Game, Outcome, Side, Square, Switched};

fn sq(s: &str) -> Square {
    Square::parse(s).unwrap()
}

/// Build a position from lists of Soldier and Officer points.
fn pos_with(soldiers: &str, officers: &str, turn: &str, opts: Options) -> Position {
    let s: Vec<Square> = soldiers.split_whitespace().map(sq).collect();
    let o: Vec<Square> = officers.split_whitespace().map(sq).collect();
    let mut rows = Vec::new();
    for r in (0..7u8).rev() {
        let mut row = String::new();
        for f in 0..7u8 {
            let corner = !(2..=4).contains(&f) && !(2..=4).contains(&r);
            if corner {
                continue;
            }
            let p = Square::new(f, r);
            row.push(if s.contains(&p) {
                'S'
            } else if o.contains(&p) {
                'O'
            } else {
                '.'
            });
        }
        rows.push(row);
    }
    let text = format!(
        "assaut fortress-sideways={} huff={} {} {turn} 10 -",
        if opts.fortress_sideways { "on" } else { "off" },
        if opts.huff { "on" } else { "off" },
        rows.join("/")
    );
    Position::from_text(&text).unwrap()
}

fn pos(soldiers: &str, officers: &str, turn: &str) -> Position {
    pos_with(soldiers, officers, turn, Options::default())
}

fn mv(s: &str) -> Move {
    Position::parse_move(s).unwrap()
}

fn play(p: &Position, m: &str) -> Position {
    match p.play(&mv(m)) {
        Ok((next, _)) => next,
        Err(e) => panic!("{m} refused in {}: {e}", p.to_text()),
    }
}

fn refused(p: &Position, m: &str) -> String {
    match p.play(&mv(m)) {
        Ok(_) => panic!("{m} accepted in {}", p.to_text()),
        Err(e) => e.0,
    }
}

fn legal(p: &Position) -> Vec<String> {
    p.legal_moves().iter().map(|m| m.to_string()).collect()
}

/// Nine Soldiers packed on the low ranks, so the count rule stays quiet; they
/// offer no capture to an Officer on c3 (every point beyond is taken).
const FILL: &str = "c1 d1 e1 c2 d2 e2 d3 e3 e4";

#[test]
fn never_backwards() {
    let p = pos(&format!("{FILL} d5 g4"), "a5 e7", "soldiers");
    // Straight down along a white line: refused (the point below is empty).
    let p_down = pos("c1 d1 e1 c2 d2 e2 e3 e4 d4 g4", "a5 e7", "soldiers");
    assert!(refused(&p_down, "d4-d3").contains("lower rank"));
    assert!(refused(&p, "g4-g3").contains("lower rank"));
    // Diagonally down: refused.
    let p2 = pos(&format!("{FILL} d4 b4 g3"), "a5 e7", "soldiers");
    assert!(refused(&p2, "b4-a3").contains("lower rank"));
    assert!(refused(&p2, "b4-c3").contains("lower rank"));
    assert!(refused(&p2, "d4-c3").contains("lower rank"));
    // Black horizontals are refused too, forwards moves are fine.
    assert!(refused(&p2, "d4-c4").contains("black"));
    play(&p2, "d4-d5");
    play(&p2, "b4-c5");
    play(&p2, "g3-g4");
    let l = legal(&p2);
    assert!(l.iter().all(|m| {
        let (a, b) = m.split_once('-').unwrap();
        let (a, b) = (sq(a), sq(b));
        b.rank >= a.rank
    }));
}

#[test]
fn rank5_sideways_towards_d_only() {
    let p = pos(&format!("{FILL} a5 f5 b3 c3"), "d7 e7", "soldiers");
    play(&p, "a5-b5");
    play(&p, "f5-e5");
    let p2 = pos(&format!("{FILL} b5 g5 b3"), "d7 e7", "soldiers");
    play(&p2, "b5-c5");
    play(&p2, "g5-f5");
    assert!(refused(&p2, "b5-a5").contains("towards file d"));
    let p3 = pos(&format!("{FILL} b5 f5 b3"), "d7 e7", "soldiers");
    assert!(refused(&p3, "f5-g5").contains("towards file d"));
    // Other horizontals are black: never sideways elsewhere.
    assert!(refused(&p3, "b3-a3").contains("black"));
    assert!(refused(&p3, "b3-c3").contains("black"));
}

#[test]
fn fortress_sideways_switch() {
    let soldiers = format!("{FILL} c6 e5");
    let off = pos(&soldiers, "a3 g3", "soldiers");
    assert!(refused(&off, "c6-d6").contains("black"));
    assert!(refused(&off, "e5-d5").contains("black"));
    let opts = Options {
        fortress_sideways: true,
        huff: false,
    };
    let on = pos_with(&soldiers, "a3 g3", "soldiers", opts.clone());
    let after = play(&on, "c6-d6");
    let back = play(&play(&after, "a3-a4"), "d6-c6");
    assert_eq!(back.piece_at(sq("c6")), Some(Side::First));
    play(&on, "e5-d5");
    // Still only inside the fortress: the black horizontals outside stay black.
    let p = pos_with(&format!("{FILL} c4"), "a5 g5", "soldiers", opts.clone());
    assert!(refused(&p, "c4-d4").contains("black"));
    assert!(refused(&p, "c4-b4").contains("black"));
}

#[test]
fn fortress_soldiers_go_down_never_leave() {
    let p = pos(&format!("{FILL} d6 c5 e5"), "a3 g3", "soldiers");
    play(&p, "d6-d5");
    let p2 = pos(&format!("{FILL} d6 b3"), "a3 g3", "soldiers");
    play(&p2, "d6-c5");
    play(&p2, "d6-e5");
    play(&p2, "d6-d5");
    play(&p2, "d6-c7");
    let p3 = pos(&format!("{FILL} c5 d5 e5"), "a3 g3", "soldiers");
    assert!(refused(&p3, "c5-b5").contains("never leaves"));
    assert!(refused(&p3, "c5-c4").contains("never leaves"));
    assert!(refused(&p3, "c5-b4").contains("never leaves"));
    assert!(refused(&p3, "d5-d4").contains("never leaves"));
    assert!(refused(&p3, "e5-f4").contains("never leaves"));
    assert!(refused(&p3, "e5-f5").contains("never leaves"));
    let l = legal(&p3);
    assert!(l.contains(&"c5-c6".to_string()));
    assert!(l.contains(&"c5-d6".to_string()));
    assert!(
        l.iter().all(|m| {
            let from = sq(&m[..2]);
            let to = sq(&m[3..]);
            from.rank < 4 || to.rank >= 4
        }),
        "{l:?}"
    );
}

#[test]
fn chains() {
    // c3 jumps c4 to c5, turns along the diagonal over d6 to e7, turns again
    // down over e6 to e5: three Soldiers in one move.
    let p = pos(&format!("{FILL} c4 d6 e6"), "c3 a5", "officers");
    assert_eq!(legal(&p), vec!["c3xc5xe7xe5"]);
    // Stopping early is refused (the largest capture is compulsory).
    let e = refused(&p, "c3xc5");
    assert!(e.contains("3 can be taken"), "{e}");
    let e = refused(&p, "c3xc5xe7");
    assert!(e.contains("3 can be taken"), "{e}");
    let (next, report) = p.play(&mv("c3 x c5 x e7 x e5")).unwrap();
    assert_eq!(report.taken, vec![sq("c4"), sq("d6"), sq("e6")]);
    assert_eq!(report.path, vec![sq("c3"), sq("c5"), sq("e7"), sq("e5")]);
    for s in ["c4", "d6", "e6", "c3"] {
        assert_eq!(next.piece_at(sq(s)), None, "{s}");
    }
    assert_eq!(next.piece_at(sq("e5")), Some(Side::Second));
    assert_eq!(next.side_to_move(), Side::First);
    // A ring round the square c3-c5-e5-e3: the Officer may come back to its
    // own (now empty) starting point, but no Soldier is jumped twice.
    let p = pos("c4 d5 e4 d3 g3 g4 g5 f3 f5", "c3 a5", "officers");
    assert_eq!(legal(&p), vec!["c3xc5xe5xe3xc3", "c3xe3xe5xc5xc3"]);
    for m in p.legal_moves() {
        let (next, r) = p.play(&m).unwrap();
        let mut t = r.taken.clone();
        t.sort();
        t.dedup();
        assert_eq!(t.len(), 4, "{m}");
        assert_eq!(next.piece_at(sq("c3")), Some(Side::Second));
        assert_eq!(next.soldiers(), 5);
    }
}

#[test]
fn maximum_capture_across_both_officers() {
    // a3 could take one Soldier (a3xa5), g3 can take two (g3xg5xe5).
    let p = pos(&format!("{FILL} a4 g4 f5"), "a3 g3", "officers");
    assert_eq!(legal(&p), vec!["g3xg5xe5"]);
    let e = refused(&p, "a3xa5");
    assert!(e.contains("2 can be taken"), "{e}");
    let e = refused(&p, "g3xg5");
    assert!(e.contains("2 can be taken"), "{e}");
    // A plain step is refused as long as a capture exists.
    assert!(refused(&p, "a3-b3").contains("compulsory"));
}

#[test]
fn huff_switch() {
    // Off: a plain step is refused when a capture exists.
    let soldiers = format!("{FILL} a4");
    let p = pos(&soldiers, "a3 e7", "officers");
    assert_eq!(legal(&p), vec!["a3xa5"]);
    let e = refused(&p, "e7-d7");
    assert!(e.contains("compulsory"), "{e}");

    let on = Options {
        fortress_sideways: false,
        huff: true,
    };
    // On: the other Officer steps; the one that could capture is removed.
    let p = pos_with(&soldiers, "a3 e7", "officers", on.clone());
    let l = legal(&p);
    assert!(
        l.contains(&"a3xa5".to_string()) && l.contains(&"e7-d7".to_string()),
        "{l:?}"
    );
    let (next, r) = p.play(&mv("e7-d7")).unwrap();
    assert_eq!(r.huffed, vec![sq("a3")]);
    assert_eq!(next.piece_at(sq("a3")), None);
    assert_eq!(next.piece_at(sq("d7")), Some(Side::Second));
    assert_eq!(next.officers(), 1);
    assert!(r.to_string().contains("removed"), "{r}");
    // The capturing Officer itself steps away: removed from its new point.
    let (next, r) = p.play(&mv("a3-b3")).unwrap();
    assert_eq!(r.huffed, vec![sq("b3")]);
    assert_eq!(next.piece_at(sq("b3")), None);
    assert_eq!(next.piece_at(sq("e7")), Some(Side::Second));
    // Both could make the largest capture: both removed.
    let p = pos_with(&format!("{FILL} a4 g4"), "a3 g3", "officers", on.clone());
    let (next, r) = p.play(&mv("a3-b3")).unwrap();
    assert_eq!(r.huffed, vec![sq("b3"), sq("g3")]);
    assert_eq!(next.officers(), 0);
    // Only the Officers with a capture of the largest size are removed; a
    // smaller capture is still refused.
    let p = pos_with(&format!("{FILL} a4 g4 f5"), "a3 g3", "officers", on.clone());
    let e = refused(&p, "a3xa5");
    assert!(e.contains("2 can be taken"), "{e}");
    let (next, r) = p.play(&mv("a3-b3")).unwrap();
    assert_eq!(r.huffed, vec![sq("g3")]);
    assert_eq!(next.piece_at(sq("b3")), Some(Side::Second));
    assert_eq!(next.piece_at(sq("g3")), None);
    // Without any capture nobody is huffed.
    let quiet = pos_with(FILL, "a5 g5", "officers", on.clone());
    let (next, r) = quiet.play(&mv("a5-b5")).unwrap();
    assert!(r.huffed.is_empty());
    assert_eq!(next.officers(), 2);
}

#[test]
fn win_fortress_full() {
    let p = pos("c5 c6 c7 d6 d7 e5 e6 e7 d4 c4", "a3 g3", "soldiers");
    assert_eq!(p.outcome(), None);
    let next = play(&p, "d4-d5");
    match next.outcome() {
        Some(Outcome::Win {
            winner: Side::First,
            reason,
        }) => assert!(reason.english(GameKind::Assaut).contains("nine"), "{reason:?}"),
        o => panic!("{o:?}"),
    }
    assert!(next.legal_moves().is_empty());
    assert!(next.play(&mv("c4-d4")).unwrap_err().0.contains("over"));
}

#[test]
fn win_eight_or_fewer_soldiers() {
    // Nine Soldiers; the capture leaves eight.
    let low = "c1 d1 e1 c2 d2 e2 e3 g4";
    let p = pos(&format!("{low} c4"), "c3 e7", "officers");
    assert_eq!(p.soldiers(), 9);
    assert_eq!(p.outcome(), None);
    let next = play(&p, "c3xc5");
    assert_eq!(next.soldiers(), 8);
    match next.outcome() {
        Some(Outcome::Win {
            winner: Side::Second,
            reason,
        }) => assert!(reason.english(GameKind::Assaut).contains('8'), "{reason:?}"),
        o => panic!("{o:?}"),
    }
    // Nine left is not enough for the Officers.
    let p = pos(&format!("{low} c4 a3"), "c3 e7", "officers");
    let next = play(&p, "c3xc5");
    assert_eq!(next.soldiers(), 9);
    assert_eq!(next.outcome(), None);
}

#[test]
fn win_soldiers_have_no_move() {
    // The Officer's step to d5 blocks the last Soldiers.
    let p = pos("a5 b5 f5 g5 c6 c7 d6 d7 e5 e6 e7", "c5 d4", "officers");
    assert_eq!(p.outcome(), None);
    let next = play(&p, "d4-d5");
    assert!(next.legal_moves().is_empty());
    match next.outcome() {
        Some(Outcome::Win {
            winner: Side::Second,
            reason,
        }) => assert!(
            reason.english(GameKind::Assaut).contains("Soldiers have no legal move"),
            "{reason:?}"
        ),
        o => panic!("{o:?}"),
    }
}

#[test]
fn win_officers_have_no_move() {
    let p = pos("c5 c6 d5 d6 d7 e6 e4 d4 d3", "c7 e7", "soldiers");
    assert_eq!(p.outcome(), None);
    let next = play(&p, "e4-e5");
    assert!(next.legal_moves().is_empty());
    match next.outcome() {
        Some(Outcome::Win {
            winner: Side::First,
            reason,
        }) => assert!(
            reason.english(GameKind::Assaut).contains("Officers have no legal move"),
            "{reason:?}"
        ),
        o => panic!("{o:?}"),
    }
}

#[test]
fn win_officers_all_huffed() {
    let on = Options {
        fortress_sideways: false,
        huff: true,
    };
    let p = pos_with(&format!("{FILL} a4 g4 b3"), "a3 g3", "officers", on.clone());
    let (next, r) = p.play(&mv("g3-f3")).unwrap();
    assert_eq!(r.huffed.len(), 2);
    assert_eq!(next.outcome(), None, "the Soldiers still have to move");
    let next = play(&next, "b3-b4");
    match next.outcome() {
        Some(Outcome::Win {
            winner: Side::First,
            reason,
        }) => assert!(reason.english(GameKind::Assaut).contains("both Officers"), "{reason:?}"),
        o => panic!("{o:?}"),
    }
}

#[test]
fn threefold_repetition() {
    let p = pos(&format!("{FILL} d5"), "a5 g5", "soldiers");
    let cycle = ["d5-d6", "a5-b5", "d6-d5", "b5-a5"];
    let mut q = p.clone();
    for m in cycle {
        q = play(&q, m);
        assert_eq!(q.outcome(), None);
    }
    // Second occurrence: not yet a draw, and the history is carried in the text.
    assert_eq!(q.outcome(), None);
    assert_eq!(Position::from_text(&q.to_text()).unwrap(), q);
    for (i, m) in cycle.iter().enumerate() {
        q = play(&q, m);
        if i < 3 {
            assert_eq!(q.outcome(), None, "after {m}");
        }
    }
    match q.outcome() {
        Some(Outcome::Draw { reason }) => assert!(reason.english(GameKind::Assaut).contains("three"), "{reason:?}"),
        o => panic!("{o:?}"),
    }
    assert!(q.legal_moves().is_empty());
    // The same through the text format: the history survives a round trip.
    let again = Position::from_text(&q.to_text()).unwrap();
    assert_eq!(again, q);
    assert!(matches!(again.outcome(), Some(Outcome::Draw { .. })));
    // An irreversible Soldier move forgets the history.
    let fresh = play(&play(&p, "d5-d6"), "a5-b5");
    assert_eq!(fresh.history_len(), 2);
    let fresh = play(&fresh, "c2-c3");
    assert_eq!(fresh.history_len(), 0);
}

#[test]
fn placement() {
    let p = Position::start(Options::default());
    assert!(p.in_setup());
    assert_eq!(p.side_to_move(), Side::Second);
    let l = legal(&p);
    assert_eq!(l.len(), 36);
    assert!(l.iter().all(|m| m.starts_with("place ")));
    assert!(refused(&p, "place c4 d6").contains("not a fortress point"));
    assert!(refused(&p, "place d6 d6").contains("two different points"));
    assert!(refused(&p, "c4-c5").contains("placed"));
    let (next, r) = p.play(&mv("place e6 d6")).unwrap();
    assert_eq!(r.to_string(), "The Officers took up their posts on d6 and e6.");
    assert!(!next.in_setup());
    assert_eq!(next.side_to_move(), Side::First);
    assert_eq!(next.ply(), 1);
    assert_eq!(next.piece_at(sq("d6")), Some(Side::Second));
    assert_eq!(next.piece_at(sq("e6")), Some(Side::Second));
    assert!(refused(&next, "place c7 e7").contains("already placed"));
    let after = play(&next, "d4-d5");
    assert!(refused(&after, "place c7 e7").contains("already placed"));
    // Only empty points: a setup with a Soldier already in the fortress.
    let p =
        Position::from_text("assaut fortress-sideways=off huff=off .../.../SSS..S./SSSSSSS/SSSSSSS/SSS/SSS setup 0 -")
            .unwrap();
    assert!(refused(&p, "place c5 d6").contains("c5 is not empty"));
    assert_eq!(legal(&p).len(), 28);
}

#[test]
fn soldiers_move_first_after_placement() {
    let p = play(&Position::start(Options::default()), "place d6 e6");
    assert_eq!(
        legal(&p),
        vec!["b4-c5", "b5-c5", "c4-c5", "d4-c5", "d4-d5", "d4-e5", "e4-e5", "f4-e5", "f5-e5"]
    );
}

#[test]
fn wrong_pieces_and_bad_jumps_are_explained() {
    let p = play(&Position::start(Options::default()), "place d6 e6");
    assert!(refused(&p, "d6-d5").contains("Soldiers' turn"));
    assert!(refused(&p, "d4xd6").contains("never capture"));
    assert!(refused(&p, "d5-d6").contains("no piece"));
    assert!(refused(&p, "d4-d6").contains("one point"));
    let p = play(&p, "d4-d5");
    assert!(refused(&p, "d6xd3").contains("not a jump"));
    assert!(Position::parse_move("d6xf6")
        .unwrap_err()
        .0
        .english
        .contains("not a point"));
    assert!(refused(&p, "e6xe4").contains("no Soldier"));
    assert!(refused(&p, "c3-c4").contains("Officers' turn"));
    // d6xd4: over d5, but d4 is empty now: this one is legal.
    assert_eq!(legal(&p), vec!["d6xd4"]);
    let (_, r) = p.play(&mv("d6xd4")).unwrap();
    assert_eq!(r.to_string(), "An Officer captured 1 Soldier (on d5) with d6xd4.");
}

#[test]
fn position_text_round_trips_and_rejects_bad_input() {
    let opts = Options {
        fortress_sideways: true,
        huff: true,
    };
    let mut p = pos_with(&format!("{FILL} d5"), "a5 g5", "soldiers", opts.clone());
    for m in ["d5-c5", "a5-b5", "c5-d5"] {
        p = play(&p, m);
    }
    let t = p.to_text();
    assert_eq!(
        t,
        "assaut fortress-sideways=on huff=on .../.../.O.S..O/....S../...SS../SSS/SSS officers 13 \
         .../.../O..S..O/....S../...SS../SSS/SSS,.../.../O.S...O/....S../...SS../SSS/SSS,\
         .../.../.OS...O/....S../...SS../SSS/SSS"
    );
    assert_eq!(Position::from_text(&t).unwrap(), p);
    assert_eq!(Position::from_text(&t).unwrap().to_text(), t);
    // Forgiving of case and spacing, canonical on output.
    let loose = t.to_uppercase().replace(' ', "   ");
    assert_eq!(Position::from_text(&loose).unwrap(), p);
    for bad in [
        "",
        "strand fortress-sideways=off huff=off .../.../SS...SS/SSSSSSS/SSSSSSS/SSS/SSS setup 0 -",
        "assaut fortress-sideways=off huff=off .../.../SS...SS/SSSSSSS/SSSSSSS/SSS setup 0 -",
        "assaut fortress-sideways=off huff=off .../.../SS...SS/SSSSSSS/SSSSSSS/SSS/SSX setup 0 -",
        "assaut fortress-sideways=maybe huff=off .../.../SS...SS/SSSSSSS/SSSSSSS/SSS/SSS setup 0 -",
        "assaut huff=off huff=off .../.../SS...SS/SSSSSSS/SSSSSSS/SSS/SSS setup 0 -",
        "assaut fortress-sideways=off huff=off .../.../SS...SS/SSSSSSS/SSSSSSS/SSS/SSS nobody 0 -",
        "assaut fortress-sideways=off huff=off .../.../SS...SS/SSSSSSS/SSSSSSS/SSS/SSS soldiers -1 -",
        "assaut fortress-sideways=off huff=off OO./.../SS...SS/SSSSSSS/SSSSSSS/SSS/SSS setup 0 -",
        "assaut fortress-sideways=off huff=off OOO/.../SS...SS/SSSSSSS/SSSSSSS/SSS/SSS soldiers 3 -",
        "assaut fortress-sideways=off huff=off .O./.O./SS...SS/SSSSSSS/SSSSSSS/SSS/SSS soldiers 0 .O./.O./SS...SS/SSSSSSS/SSSSSSS/SSS/SSS",
    ] {
        assert!(Position::from_text(bad).is_err(), "accepted: {bad}");
    }
}

#[test]
fn board_view_shows_cross_and_fortress() {
    let p = play(&Position::start(Options::default()), "place d6 e6");
    let v = p.board_view(None);
    assert_eq!((v.files, v.ranks), (7, 7));
    assert_eq!(v.cells[0][0], Cell::Off);
    assert_eq!(v.cells[6][6], Cell::Off);
    assert!(matches!(&v.cells[5][3], Cell::Piece { side: Side::Second, label, .. } if label == "O"));
    assert!(matches!(&v.cells[0][2], Cell::Piece { side: Side::First, label, .. } if label == "S"));
    assert_eq!(v.cells[4][2], Cell::Empty);
    assert_eq!(v.marks.len(), 9);
    assert_eq!(p.board_view(Some(Side::First)), v);
}

#[test]
fn options_variants_and_switches() {
    assert_eq!(Options::variant("default").unwrap(), Options::default());
    assert!(Options::variant("modern").is_err());
    let mut o = Options::default();
    o.set("huff", "on").unwrap();
    o.set("Fortress-Sideways", "ON").unwrap();
    assert_eq!(
        o,
        Options {
            fortress_sideways: true,
            huff: true
        }
    );
    assert!(o.set("huff", "yes").is_err());
    assert!(o.set("speed", "on").is_err());
    let names: Vec<&str> = Options::switches().iter().map(|s| s.name).collect();
    assert_eq!(names, vec!["fortress-sideways", "huff"]);
    let summary = estafette::cli::rules_in(GameKind::Assaut, estafette::views::Lang::En);
    assert!(summary.contains("fortress-sideways") && summary.contains("huff"));
}
