//! One test per rule case of The 'Strand' War Game (docs/RULES.md).
//! Positions are written as piece lists: `Ib4` is an Allied Infantry on b4,
//! `ic5` a German one (I Infantry, C Cavalry, A Artillery).

use estafette::games::strand::{Kind, Move, Options, Position};
use estafette::games::{Game, Outcome, Side, Square};

const DEFAULT: &str = "allies:c7+f4/germans:e7+h4";
const NONE: &str = "allies:none/germans:none";

fn sq(s: &str) -> Square {
    Square::parse(s).unwrap()
}

fn pos(forts: &str, to_move: Side, pieces: &str) -> Position {
    let mut opts = Options::default();
    opts.set("forts", forts).unwrap();
    let list: Vec<(Square, Side, Kind)> = pieces
        .split_whitespace()
        .map(|p| {
            let c = p.chars().next().unwrap();
            let side = if c.is_ascii_uppercase() {
                Side::First
            } else {
                Side::Second
            };
            (sq(&p[1..]), side, Kind::from_label(c).unwrap())
        })
        .collect();
    Position::with_pieces(opts, to_move, 10, &list).unwrap()
}

fn mv(s: &str) -> Move {
    Position::parse_move(s).unwrap()
}

fn moves(p: &Position) -> Vec<String> {
    p.legal_moves().iter().map(|m| m.to_string()).collect()
}

/// Play a move that must be legal.
fn ok(p: &Position, m: &str) -> (Position, estafette::games::strand::Report) {
    p.play(&mv(m))
        .unwrap_or_else(|e| panic!("{m} refused in {}: {e}", p.to_text()))
}

/// Play a move that must be refused, with a message containing `why`.
fn refused(p: &Position, m: &str, why: &str) {
    match p.play(&mv(m)) {
        Ok(_) => panic!("{m} accepted in {}", p.to_text()),
        Err(e) => assert!(e.0.contains(why), "{m}: message '{e}' does not contain '{why}'"),
    }
}

fn winner(p: &Position) -> (Side, String) {
    match p.outcome() {
        Some(Outcome::Win { winner, reason }) => (winner, reason.english(estafette::games::any::GameKind::Strand)),
        other => panic!("expected a win, got {other:?} in {}", p.to_text()),
    }
}

#[test]
fn compulsory_capture() {
    // c3 can take d4; a plain step is refused, even the winning i9-j10.
    let p = pos(DEFAULT, Side::First, "Ii9 Ic3 id4");
    assert_eq!(moves(&p), ["c3xe5"]);
    refused(&p, "i9-j10", "a capture is compulsory, e.g. c3xe5");
    refused(&p, "c3-b4", "a capture is compulsory");
    refused(&p, "i9-h10", "compulsory");
    let (after, report) = ok(&p, "c3xe5");
    assert_eq!(report.captured, vec![(sq("d4"), Kind::Infantry)]);
    assert_eq!(after.piece_at(sq("d4")), None);
    assert_eq!(after.piece_at(sq("e5")), Some((Side::First, Kind::Infantry)));
    // Any capturing piece will do: the choice is free between two captures.
    let p = pos(DEFAULT, Side::First, "Ic3 id4 Ih2 ig3");
    assert_eq!(moves(&p), ["c3xe5", "h2xf4"]);
}

#[test]
fn chains_multi_jump_with_change_of_direction() {
    // c1 jumps d2 (forward), then turns sideways over d4, then over b6.
    let p = pos(DEFAULT, Side::First, "Ic1 Ci1 id2 id4 ib4 ib6 if2");
    assert_eq!(moves(&p), ["c1xe3xc5xa7", "c1xe3xg1"]);
    let (after, report) = ok(&p, "c1xe3xc5xa7");
    assert_eq!(report.path, vec![sq("c1"), sq("e3"), sq("c5"), sq("a7")]);
    assert_eq!(
        report.captured,
        vec![
            (sq("d2"), Kind::Infantry),
            (sq("d4"), Kind::Infantry),
            (sq("b6"), Kind::Infantry)
        ]
    );
    for gone in ["c1", "d2", "d4", "b6"] {
        assert_eq!(after.piece_at(sq(gone)), None, "{gone}");
    }
    assert_eq!(after.piece_at(sq("a7")), Some((Side::First, Kind::Infantry)));
    assert_eq!(after.piece_at(sq("f2")), Some((Side::Second, Kind::Infantry)));
    assert_eq!(after.side_to_move(), Side::Second);
    assert_eq!(after.ply(), 11);
    assert_eq!(
        report.to_string(),
        "Allied Infantry jumped c1xe3xc5xa7, taking the German Infantry on d2, the German Infantry on d4 and the German Infantry on b6."
    );
}

#[test]
fn chains_must_be_completed() {
    let p = pos(DEFAULT, Side::First, "Ic1 Ci1 id2 id4 ib4 ib6 if2");
    refused(&p, "c1xe3", "the capture is not complete: the piece must go on from e3");
    refused(&p, "c1xe3xc5", "not complete");
    // There is no rule to take the most pieces: the shorter branch is legal.
    ok(&p, "c1xe3xg1");
}

#[test]
fn chains_take_each_piece_once() {
    let p = pos(DEFAULT, Side::First, "Ic1 Ci1 id2 id4 ib4 ib6 if2");
    // e3 over d4 to c5, then back over d4 again: refused.
    refused(
        &p,
        "c1xe3xc5xe3",
        "the German Infantry on d4 has already been taken in this move",
    );
}

#[test]
fn chains_keep_taken_pieces_until_the_move_ends() {
    // After e7xc5 (taking d6) ... f4, the jump over e5 would land on d6,
    // which still holds the first victim.
    let p = pos(NONE, Side::First, "Ae7 ib2 ib4 id6 ie3 ie5");
    assert_eq!(moves(&p), ["e7xc5xa3xc1xf4", "e7xc5xf2"]);
    refused(
        &p,
        "e7xc5xa3xc1xf4xd6",
        "f4xd6: d6 still holds a piece taken in this move",
    );
    let (after, report) = ok(&p, "e7xc5xa3xc1xf4");
    assert_eq!(report.captured.len(), 4);
    assert_eq!(after.piece_at(sq("e5")), Some((Side::Second, Kind::Infantry)));
    assert_eq!(after.pieces().len(), 2);
}

#[test]
fn chains_start_square_counts_as_empty() {
    // The Artillery goes round a square of four pieces and lands where it started.
    let p = pos(NONE, Side::First, "Ac3 ib4 ib6 id6 id4 Ia9");
    assert_eq!(moves(&p), ["c3xa5xc7xe5xc3", "c3xe5xc7xa5xc3"]);
    let (after, report) = ok(&p, "c3xe5xc7xa5xc3");
    assert_eq!(report.captured.len(), 4);
    assert_eq!(after.piece_at(sq("c3")), Some((Side::First, Kind::Artillery)));
    assert_eq!(after.pieces().len(), 2);
    // The Germans have no piece left.
    assert_eq!(winner(&after).0, Side::First);
}

#[test]
fn artillery_long_jump() {
    let p = pos(DEFAULT, Side::First, "Ac3 Ag3 ie5 id2 ia5 ii5 ij6");
    assert_eq!(moves(&p), ["c3xe1", "c3xf6", "g3xd6"]);
    let (after, report) = ok(&p, "c3xf6");
    assert_eq!(report.captured, vec![(sq("e5"), Kind::Infantry)]);
    assert_eq!(after.piece_at(sq("d4")), None);
    assert_eq!(after.piece_at(sq("f6")), Some((Side::First, Kind::Artillery)));
    // Blocked: the landing square is occupied.
    refused(&p, "g3xj6", "j6 is occupied");
    let p2 = pos(DEFAULT, Side::First, "Ae1 If2 ig3 ic3");
    assert_eq!(moves(&p2), ["e1xb4"]);
    refused(&p2, "e1xh4", "a long jump needs f2 empty");
    // Only Artillery takes a piece one square away.
    let p3 = pos(DEFAULT, Side::First, "Cc3 Ic1 ie5 ie3");
    assert!(!moves(&p3).contains(&"c3xf6".to_string()));
    refused(&p3, "c3xf6", "only Artillery may take a piece one square away");
    refused(&p3, "c1xf4", "only Artillery");
    // And a long jump may not start over an own piece in the gap or take an own piece.
    let p4 = pos(DEFAULT, Side::First, "Ac3 Ie5 ia9");
    refused(&p4, "c3xf6", "e5 holds your own piece");
}

#[test]
fn forts_own_fort_piece_taken_only_by_artillery() {
    // German Infantry on its own fort e7.
    let p = pos(DEFAULT, Side::First, "Id6 Af6 ie7");
    assert_eq!(moves(&p), ["f6xd8"]);
    refused(
        &p,
        "d6xf8",
        "the German Infantry on e7 stands on its own fort; only Artillery may take it",
    );
    ok(&p, "f6xd8");
    // Without the Artillery, the Infantry simply has no capture.
    let p = pos(DEFAULT, Side::First, "Id6 ie7");
    assert_eq!(moves(&p), ["d6-c7", "d6-e5"]);
    // Without forts the same Infantry takes it.
    let p = pos(NONE, Side::First, "Id6 ie7");
    assert_eq!(moves(&p), ["d6xf8"]);
}

#[test]
fn forts_piece_in_front_taken_only_sideways_or_by_artillery() {
    // German Infantry g3 stands in front of its fort h4.
    let p = pos(DEFAULT, Side::First, "Ih2 If2 ig3");
    assert_eq!(moves(&p), ["h2xf4"]);
    refused(
        &p,
        "f2xh4",
        "the German Infantry on g3 stands in front of its own fort; only a sideways jump or Artillery may take it",
    );
    ok(&p, "h2xf4");
    // Artillery may take it forward (and land on the enemy fort).
    let p = pos(DEFAULT, Side::First, "Af2 ig3");
    assert_eq!(moves(&p), ["f2xh4"]);
    // The Germans face the same rule in front of the Allied fort c7 (d8).
    let p = pos(DEFAULT, Side::Second, "ie9 ic9 Id8");
    assert_eq!(moves(&p), ["c9xe7"]);
    refused(&p, "e9xc7", "in front of its own fort");
}

#[test]
fn forts_piece_on_own_fort_may_decline_capture() {
    let p = pos(DEFAULT, Side::Second, "ih4 ib10 Ig3");
    assert_eq!(moves(&p), ["b10-a9", "b10-c9", "h4-g5", "h4-i3", "h4xf2"]);
    ok(&p, "b10-a9");
    ok(&p, "h4-g5");
    ok(&p, "h4xf2");
    // Once it starts capturing it must complete the chain.
    let p = pos(DEFAULT, Side::Second, "ih4 ib10 Ig3 Ie3");
    assert!(moves(&p).contains(&"b10-a9".to_string()));
    refused(&p, "h4xf2", "not complete");
    ok(&p, "h4xf2xd4");
    // When another piece must capture, the fort piece's capture is an option,
    // steps are not.
    let p = pos(DEFAULT, Side::Second, "ih4 ib10 ic5 Ig3 Ib4");
    assert_eq!(moves(&p), ["c5xa3", "h4xf2"]);
    refused(&p, "b10-a9", "compulsory");
}

#[test]
fn forts_piece_on_enemy_fort_cannot_decline() {
    // A German Artillery on the Allied fort f4.
    let p = pos(DEFAULT, Side::Second, "af4 ib10 Ie3");
    assert_eq!(moves(&p), ["f4xd2"]);
    refused(&p, "b10-a9", "a capture is compulsory, e.g. f4xd2");
    refused(&p, "f4-g3", "compulsory");
}

#[test]
fn forts_only_artillery_on_enemy_fort() {
    // Steps.
    let p = pos(DEFAULT, Side::First, "Id6 Cg3 Ai3 ia9");
    refused(&p, "d6-e7", "e7 is an enemy fort; only Artillery may enter it");
    refused(&p, "g3-h4", "enemy fort");
    ok(&p, "i3-h4");
    // Own forts are open to everyone.
    ok(&p, "d6-c7");
    ok(&p, "g3-f4");
    // Landings of a capture: g5 takes f6 sideways onto e7.
    let p = pos(DEFAULT, Side::First, "Ig5 if6");
    assert!(!moves(&p).iter().any(|m| m.contains('x')));
    refused(&p, "g5xe7", "e7 is an enemy fort; only Artillery may land on it");
    let p = pos(DEFAULT, Side::First, "Ag5 if6");
    assert_eq!(moves(&p), ["g5xe7"]);
}

#[test]
fn never_into_own_capital() {
    let p = pos(DEFAULT, Side::First, "Ab2 ij8");
    assert_eq!(moves(&p), ["b2-a3", "b2-c1", "b2-c3"]);
    refused(&p, "b2-a1", "no piece may enter its own capital, Bordeaux");
    let p = pos(DEFAULT, Side::First, "Ac3 ib2");
    assert_eq!(moves(&p), ["c3-b4", "c3-d2", "c3-d4"]);
    refused(&p, "c3xa1", "no piece may enter its own capital");
    let p = pos(DEFAULT, Side::Second, "ah8 Ii9");
    assert_eq!(moves(&p), ["h8-g7", "h8-g9", "h8-i7"]);
    refused(&p, "h8xj10", "own capital, Berlin");
}

#[test]
fn capital_win_by_step() {
    let p = pos(DEFAULT, Side::First, "Ii9 ia9");
    let (after, report) = ok(&p, "i9-j10");
    assert!(report.reached_capital);
    assert_eq!(report.to_string(), "Allied Infantry moved i9-j10 and entered Berlin.");
    let (w, reason) = winner(&after);
    assert_eq!(w, Side::First);
    assert!(reason.contains("Berlin"), "{reason}");
    assert!(after.legal_moves().is_empty());
    refused(&after, "a9-b8", "the game is over");
    // The Germans win by stepping into Bordeaux.
    let p = pos(DEFAULT, Side::Second, "ib2 Ij8");
    let (after, _) = ok(&p, "b2-a1");
    assert_eq!(
        winner(&after),
        (Side::Second, "the Germans reached Bordeaux".to_string())
    );
}

#[test]
fn capital_win_by_jump_ending_a_chain() {
    let p = pos(DEFAULT, Side::First, "Id4 ie5 ig7 ii9");
    assert_eq!(moves(&p), ["d4xf6xh8xj10"]);
    let (after, report) = ok(&p, "d4xf6xh8xj10");
    assert!(report.reached_capital);
    assert_eq!(
        report.to_string(),
        "Allied Infantry jumped d4xf6xh8xj10, taking the German Infantry on e5, the German Infantry on g7 and the German Infantry on i9, and entered Berlin."
    );
    assert_eq!(winner(&after).0, Side::First);
    // Nothing may follow a landing on the capital.
    refused(&p, "d4xf6xh8xj10xh8", "the capture ends on reaching Berlin");
}

#[test]
fn no_piece_loss() {
    let p = pos(DEFAULT, Side::First, "Ic3 id4");
    let (after, _) = ok(&p, "c3xe5");
    assert_eq!(
        winner(&after),
        (Side::First, "the Germans have no piece left".to_string())
    );
    assert!(after.legal_moves().is_empty());
    refused(&after, "e5-f6", "the game is over");
}

#[test]
fn no_legal_move_loss() {
    // After d8-c7 the Allied a9 is shut in: b10 and b8 occupied, the jump
    // over b8 would land on c7.
    let p = pos(NONE, Side::Second, "Ia9 ib10 ib8 id8");
    assert_eq!(p.outcome(), None);
    let (after, _) = ok(&p, "d8-c7");
    assert!(after.legal_moves().is_empty());
    assert_eq!(
        winner(&after),
        (Side::Second, "the Allies have no legal move".to_string())
    );
    refused(&after, "a9-b10", "the game is over");
}

#[test]
fn cavalry_double_step() {
    // Blocked middle square.
    let p = pos(DEFAULT, Side::First, "Cb4 Ic5 ia9");
    assert_eq!(moves(&p), ["b4-a5", "b4-c3", "c5-b6", "c5-d4", "c5-d6"]);
    refused(&p, "b4-d6", "the square between, c5, is occupied");
    // Passing over an empty enemy fort (h4) is allowed, stopping on it is not.
    let p = pos(DEFAULT, Side::First, "Cg3 ia9");
    let (after, report) = ok(&p, "g3-i5");
    assert_eq!(report.path, vec![sq("g3"), sq("i5")]);
    assert_eq!(after.piece_at(sq("i5")), Some((Side::First, Kind::Cavalry)));
    refused(&p, "g3-h4", "enemy fort");
    // A double step may not end on an enemy fort.
    let start = Position::start(Options::default(), Side::First);
    refused(&start, "c5-e7", "e7 is an enemy fort");
    // Only forward, and only Cavalry.
    refused(
        &p,
        "g3-e1",
        "Cavalry moves one square sideways, or one or two squares forward",
    );
    let p = pos(DEFAULT, Side::First, "Ib4 ia9");
    refused(&p, "b4-d6", "Infantry moves one square forward or sideways");
    // German Cavalry double-steps towards a1.
    let p = pos(DEFAULT, Side::Second, "cf8 Ia3");
    assert_eq!(moves(&p), ["f8-d6", "f8-e7", "f8-e9", "f8-g7"]);
}

#[test]
fn directions_of_each_kind() {
    // Infantry never moves or jumps backward; Artillery does.
    let p = pos(DEFAULT, Side::First, "Id4 ic3");
    assert_eq!(moves(&p), ["d4-c5", "d4-e3", "d4-e5"]);
    refused(&p, "d4-c3", "Infantry cannot move backward");
    refused(&p, "d4xb2", "Infantry cannot jump backward");
    let p = pos(DEFAULT, Side::First, "Ad4 ic3");
    assert_eq!(moves(&p), ["d4xb2"]);
    // Cavalry jumps sideways both ways but not long.
    let p = pos(DEFAULT, Side::First, "Cc3 ie5 ib4 id2");
    assert_eq!(moves(&p), ["c3xa5", "c3xe1"]);
}

#[test]
fn refusals_name_the_problem() {
    let p = Position::start(Options::default(), Side::First);
    refused(&p, "b1-c2", "b1 is a light square");
    refused(&p, "e5-f6", "there is no piece on e5");
    refused(&p, "g7-f6", "the piece on g7 is German; you play the Allies");
    refused(&p, "b4-c5", "c5 is occupied");
    refused(&p, "d4-f6", "Infantry moves one square forward or sideways");
    refused(&p, "d4xf6", "there is no piece to take on e5");
    refused(&p, "d4xg7", "only Artillery may take a piece one square away");
    match p.play(&mv("d4xg7")) {
        Err(e) => assert_eq!(e.0, "d4xg7: only Artillery may take a piece one square away"),
        Ok(_) => panic!("accepted"),
    }
    refused(&p, "d4xd6", "is not a jump");
    // A capture written as a step gets a hint.
    let p = pos(DEFAULT, Side::First, "Ic3 id4");
    refused(&p, "c3-e5", "a capture is written with x: c3xe5");
    // Moves built in code rather than parsed: never a panic.
    let far = Move::Step {
        from: sq("c3"),
        to: Square::new(12, 200),
    };
    assert!(p.play(&far).unwrap_err().0.contains("off the board"));
    let empty = Move::Jump {
        from: sq("c3"),
        landings: vec![],
    };
    assert!(p.play(&empty).unwrap_err().0.contains("at least one landing"));
    // The caller's position is untouched by a refusal.
    let before = p.clone();
    let _ = p.play(&mv("c3-b4"));
    assert_eq!(p, before);
}
