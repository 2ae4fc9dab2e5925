//! L'Attaque setups: the two text forms, the error messages, and the Flag
//! placement cases (switch `flag-placement`).

use estafette::games::lattaque::{Army, Options, Rank, SetupError};
use estafette::games::{Side, Square};
use estafette::views::{words, Lang};

fn sq(s: &str) -> Square {
    Square::parse(s).unwrap()
}

fn gibson() -> Options {
    Options::variant("gibson-1925").unwrap()
}

fn free() -> Options {
    Options::variant("standard").unwrap()
}

/// A valid South army, rank 4 first.
const SOUTH: &str = "2 6 4 2 8 5 2 6 7
5 9 M 3 10 S 4 M 2
6 2 3 M 7 4 2 8 5
2 M 3 F 3 4 5 6 2";

/// A valid North army, rank 10 first.
const NORTH: &str = "2 6 3 M F M 3 5 2
4 5 M 8 10 2 M 6 3
7 2 4 S 9 3 4 2 5
2 6 8 2 7 4 5 6 2";

fn south() -> Army {
    Army::parse(SOUTH, Side::First, &gibson()).unwrap()
}

/// The army with the pieces on `a` and `b` exchanged, checked under `opts`.
fn swapped(army: &Army, pairs: &[(&str, &str)], opts: &Options) -> Result<Army, SetupError> {
    let mut pieces = army.pieces.clone();
    for (a, b) in pairs {
        let ia = pieces.iter().position(|(s, _)| *s == sq(a)).unwrap();
        let ib = pieces.iter().position(|(s, _)| *s == sq(b)).unwrap();
        let (ra, rb) = (pieces[ia].1, pieces[ib].1);
        pieces[ia].1 = rb;
        pieces[ib].1 = ra;
    }
    Army::from_pieces(army.side, pieces, opts)
}

#[test]
fn grid_is_read_as_a_printed_board() {
    let a = south();
    assert_eq!(a.pieces.len(), 36);
    assert_eq!(a.rank_at(sq("a4")), Some(Rank::Scout));
    assert_eq!(a.rank_at(sq("i4")), Some(Rank::Major));
    assert_eq!(a.rank_at(sq("d1")), Some(Rank::Flag));
    assert_eq!(a.rank_at(sq("e3")), Some(Rank::Commander));
    // Sorted by square index.
    assert_eq!(a.pieces[0].0, sq("a1"));
    assert_eq!(a.pieces[35].0, sq("i4"));
    assert_eq!(a.to_text(), SOUTH);
    let n = Army::parse(NORTH, Side::Second, &gibson()).unwrap();
    assert_eq!(n.rank_at(sq("e10")), Some(Rank::Flag));
    assert_eq!(n.rank_at(sq("a7")), Some(Rank::Scout));
    assert_eq!(n.rank_at(sq("e9")), Some(Rank::Commander));
    assert_eq!(n.to_text(), NORTH);
    assert_eq!(Army::parse(&n.to_text(), Side::Second, &gibson()).unwrap(), n);
}

#[test]
fn grid_accepts_names_commas_and_blank_lines() {
    let text = "\n  Scout, Captain, Sergent, Éclaireur, Colonel, Lieutenant, 2, Capitaine, Commandant\n\n\
                Lieutenant, General de Brigade, Mine, Sapeur, Chef d'Armée, Espion, 4, mine, 2\n\
                6 2 3 M 7 4 2 8 5\n\
                Eclaireur Mine Sapper Drapeau Sapper Sergeant Lieutenant Captain Scout\n";
    assert_eq!(Army::parse(text, Side::First, &gibson()).unwrap(), south());
    // Several-word names separated by spaces only.
    let text = "2 6 4 2 8 5 2 6 7
5 Brigadier General M 3 Commander in Chief S 4 M 2
6 2 3 M 7 4 2 8 5
2 M 3 F 3 4 5 6 2";
    assert_eq!(Army::parse(text, Side::First, &gibson()).unwrap(), south());
}

#[test]
fn assignments_in_any_order() {
    let a = south();
    let mut parts: Vec<String> = a
        .pieces
        .iter()
        .rev()
        .map(|(s, r)| format!("{s}={}", words::rank(Lang::Fr, *r, None)))
        .collect();
    parts[3] = parts[3].replace('=', " = ");
    let text = parts.chunks(5).map(|c| c.join(" ")).collect::<Vec<_>>().join(",\n");
    assert_eq!(Army::parse(&text, Side::First, &gibson()).unwrap(), a);
    let codes: Vec<String> = a
        .pieces
        .iter()
        .map(|(s, r)| format!("{}={}", s.to_string().to_uppercase(), r.code()))
        .collect();
    assert_eq!(Army::parse(&codes.join(", "), Side::First, &gibson()).unwrap(), a);
}

#[test]
fn errors_name_the_unknown_piece_and_its_square() {
    let text = SOUTH.replace("5 9 M", "5 Generl M");
    let e = Army::parse(&text, Side::First, &gibson()).unwrap_err();
    assert_eq!(
        e,
        SetupError::UnknownPiece {
            text: "Generl".into(),
            square: Some(sq("b3"))
        }
    );
    assert!(e.to_string().starts_with("unknown piece 'Generl' on b3"), "{e}");
    let e = Army::parse("a1=F b1=Marshal", Side::First, &gibson()).unwrap_err();
    assert!(e.to_string().starts_with("unknown piece 'Marshal' on b1"), "{e}");
    let e = Army::parse(&SOUTH.replace("F", "1"), Side::First, &gibson()).unwrap_err();
    assert!(e.to_string().contains("S for the Spy"), "{e}");
}

#[test]
fn errors_count_each_rank() {
    // A Captain (b2) turned into a third Colonel.
    let text = SOUTH.replace("6 2 3 M", "8 2 3 M");
    let e = Army::parse(&text, Side::First, &gibson()).unwrap_err();
    assert_eq!(e.to_string(), "3 Captains, an army has 4; 3 Colonels, an army has 2");
    let text = SOUTH.replace('F', "M");
    let e = Army::parse(&text, Side::First, &gibson()).unwrap_err();
    assert_eq!(e.to_string(), "5 Mines, an army has 4; no Flag, an army has 1 Flag");
}

#[test]
fn errors_for_squares() {
    let e = Army::parse("a5=F", Side::First, &gibson()).unwrap_err();
    assert_eq!(
        e.to_string(),
        "a5 is outside South's zone: South sets up on files a to i, ranks 1 to 4"
    );
    let e = Army::parse("a1=F k1=M", Side::First, &gibson()).unwrap_err();
    assert!(e.to_string().starts_with("k1 is outside South's zone"), "{e}");
    let e = Army::parse("a7=F", Side::First, &gibson()).unwrap_err();
    assert!(matches!(e, SetupError::OutsideZone { .. }));
    let e = Army::parse("a1=F b1=M a1=M", Side::First, &gibson()).unwrap_err();
    assert_eq!(e.to_string(), "a1 is given twice");
    let e = Army::parse("a1=F b1=M", Side::First, &gibson()).unwrap_err();
    match e {
        SetupError::Empty { squares } => {
            assert_eq!(squares.len(), 34);
            assert_eq!(squares[0], sq("c1"));
        }
        other => panic!("{other}"),
    }
    let e = Army::parse(&SOUTH.replace("2 M 3 F", ". M 3 F"), Side::First, &gibson()).unwrap_err();
    assert!(e.to_string().starts_with("squares left empty: a1 "), "{e}");
    let e = Army::parse("zz=F", Side::First, &gibson()).unwrap_err();
    assert!(e.to_string().contains("'zz' is not a square"), "{e}");
    let e = Army::parse("F a1=M", Side::First, &gibson()).unwrap_err();
    assert!(e.to_string().contains("'F' is not an assignment"), "{e}");
    let e = Army::parse("a1= b1=M", Side::First, &gibson()).unwrap_err();
    assert!(e.to_string().contains("names no piece"), "{e}");
}

#[test]
fn errors_for_the_grid_shape() {
    let e = Army::parse("2 6 4 2 8 5 2 6 7", Side::First, &gibson()).unwrap_err();
    assert!(e.to_string().contains("found 1 line"), "{e}");
    let e = Army::parse(
        &SOUTH.replace("5 9 M 3 10 S 4 M 2", "5 9 M 3 10 S 4 M"),
        Side::First,
        &gibson(),
    )
    .unwrap_err();
    assert_eq!(
        e.to_string(),
        "line 2 (rank 3) has 8 entries; each line needs 9, for files a to i"
    );
    let e = Army::parse(&NORTH.replace("7 2 4", "7 2 4 4"), Side::Second, &gibson()).unwrap_err();
    assert!(e.to_string().starts_with("line 3 (rank 8) has 10 entries"), "{e}");
    let e = Army::parse("", Side::Second, &gibson()).unwrap_err();
    assert!(e.to_string().contains("first line rank 10"), "{e}");
}

#[test]
fn flag_placement_c4_e4_g4_forbidden() {
    let a = south();
    for file_sq in ["c4", "e4", "g4"] {
        let e = swapped(&a, &[("d1", file_sq)], &gibson()).unwrap_err();
        assert!(
            matches!(&e, SetupError::FlagPlacement { square, .. } if *square == sq(file_sq)),
            "{e}"
        );
        assert!(e.to_string().contains("directly behind a river"), "{e}");
    }
    // Other squares of rank 4 are fine.
    for ok in ["a4", "b4", "d4", "f4", "h4", "i4"] {
        swapped(&a, &[("d1", ok)], &gibson()).unwrap();
    }
}

#[test]
fn flag_placement_north_c7_e7_g7_forbidden() {
    let n = Army::parse(NORTH, Side::Second, &gibson()).unwrap();
    for file_sq in ["c7", "e7", "g7"] {
        let e = swapped(&n, &[("e10", file_sq)], &gibson()).unwrap_err();
        assert!(matches!(e, SetupError::FlagPlacement { .. }), "{e}");
    }
    swapped(&n, &[("e10", "d7")], &gibson()).unwrap();
}

#[test]
fn flag_placement_behind_a_wall_of_own_mines_forbidden() {
    let a = south();
    // Flag c2, Mines c3 (already) and c4 (from d2).
    let e = swapped(&a, &[("d1", "c2"), ("d2", "c4")], &gibson()).unwrap_err();
    assert_eq!(
        e.to_string(),
        "the Flag may not stand on c2: only your own Mines (c3, c4) stand between it and the river"
    );
    // Flag c1 behind Mines c2, c3, c4.
    let e = swapped(&a, &[("d1", "c1"), ("d2", "c4"), ("b1", "c2")], &gibson()).unwrap_err();
    assert!(e.to_string().contains("(c2, c3, c4)"), "{e}");
    // Flag g3 behind a Mine on g4 (Mine from h3).
    let e = swapped(&a, &[("d1", "g3"), ("h3", "g4")], &gibson()).unwrap_err();
    assert!(e.to_string().contains("(g4)"), "{e}");
    // North: Flag e9 behind Mines e8, e7.
    let n = Army::parse(NORTH, Side::Second, &gibson()).unwrap();
    let e = swapped(&n, &[("e10", "e9"), ("d10", "e8"), ("f10", "e7")], &gibson()).unwrap_err();
    assert!(e.to_string().contains("(e8, e7)"), "{e}");
}

#[test]
fn flag_placement_behind_mines_with_one_other_piece_allowed() {
    let a = south();
    // Flag c2, Mine c3, Sergeant c4.
    swapped(&a, &[("d1", "c2")], &gibson()).unwrap();
    // Flag c1: Mines on c2 and c4, but a Sapper on c3.
    let b = swapped(&a, &[("d1", "c1"), ("d2", "c4"), ("c3", "c2")], &gibson()).unwrap();
    assert_eq!(b.rank_at(sq("c3")), Some(Rank::Sapper));
    // A wall of Mines in a file without a river is no concern.
    swapped(&a, &[("d1", "b3"), ("b1", "b4")], &gibson()).unwrap();
}

#[test]
fn flag_placement_free_allows_all() {
    let a = south();
    for pairs in [
        vec![("d1", "c4")],
        vec![("d1", "e4")],
        vec![("d1", "g4")],
        vec![("d1", "c2"), ("d2", "c4")],
        vec![("d1", "c1"), ("d2", "c4"), ("b1", "c2")],
    ] {
        swapped(&a, &pairs, &free()).unwrap();
        assert!(swapped(&a, &pairs, &gibson()).is_err());
    }
    let n = Army::parse(NORTH, Side::Second, &gibson()).unwrap();
    swapped(&n, &[("e10", "c7")], &free()).unwrap();
}

#[test]
fn checked_army_has_the_official_composition() {
    let a = south();
    a.check(&gibson()).unwrap();
    for r in Rank::ALL {
        assert_eq!(
            a.pieces.iter().filter(|(_, x)| *x == r).count(),
            r.count() as usize,
            "{r}"
        );
    }
    let mut broken = a.clone();
    broken.pieces.pop();
    assert!(matches!(broken.check(&gibson()), Err(SetupError::Empty { .. })));
}

#[test]
fn a_rank_is_read_by_the_name_the_referee_writes_in_each_language() {
    for lang in words::LANGS {
        for r in Rank::ALL {
            let name = words::rank(lang, r, None);
            assert_eq!(Rank::parse(&name).ok(), Some(r), "{} {name}", lang.code());
            assert_eq!(
                Rank::parse(&name.to_uppercase()).ok(),
                Some(r),
                "{} {name}",
                lang.code()
            );
        }
    }
}
