use super::board::*;
use super::*;
use crate::games::{Game, Square, Switched};

fn sq(s: &str) -> Square {
    Square::parse(s).unwrap()
}

#[test]
fn geometry_has_33_points_and_72_lines() {
    assert_eq!(points().len(), 33);
    let ls = lines();
    assert_eq!(ls.len(), 72);
    let diagonals = ls.iter().filter(|(a, b)| a.file != b.file && a.rank != b.rank).count();
    assert_eq!(diagonals, 20);
    assert!(has_line(sq("b4"), sq("c5")));
    assert!(!has_line(sq("c4"), sq("d5")));
    assert!(!has_line(sq("a1"), sq("a2")));
}

#[test]
fn white_lines() {
    let o = Options::default();
    assert!(is_white(&o, sq("a5"), sq("b5")));
    assert!(is_white(&o, sq("c5"), sq("b5")));
    assert!(!is_white(&o, sq("c5"), sq("d5")));
    assert!(!is_white(&o, sq("c4"), sq("d4")));
    assert!(is_white(&o, sq("d4"), sq("e5")));
    let on = Options {
        fortress_sideways: true,
        huff: false,
    };
    assert!(is_white(&on, sq("c5"), sq("d5")));
    assert!(!is_white(&on, sq("c4"), sq("d4")));
}

#[test]
fn moves_parse_and_print() {
    assert_eq!(parse_move(" PLACE e6  D6").unwrap().to_string(), "place d6 e6");
    assert_eq!(parse_move("placed6e6").unwrap(), Move::Place(sq("d6"), sq("e6")));
    assert_eq!(parse_move("D3 - d4").unwrap().to_string(), "d3-d4");
    assert_eq!(parse_move("d6 x d4 X f4").unwrap().to_string(), "d6xd4xf4");
    assert!(parse_move("a1-a2").is_err());
    assert!(parse_move("h4-g4").is_err());
    assert!(parse_move("d3-d4-d5").is_err());
    assert!(parse_move("d6xd4-f4").is_err());
    assert!(parse_move("place d6").is_err());
    assert!(parse_move("d3d4").is_err());
    assert!(parse_move("").is_err());
    assert!(parse_move("d6x").is_err());
    assert!(parse_move("é4-d4").is_err());
}

#[test]
fn start_position_text() {
    let p = Position::start(Options::default());
    assert_eq!(
        p.to_text(),
        "assaut fortress-sideways=off huff=off .../.../SS...SS/SSSSSSS/SSSSSSS/SSS/SSS setup 0 -"
    );
    assert_eq!(Position::from_text(&p.to_text()).unwrap(), p);
    assert_eq!(p.soldiers(), 24);
}

/// A position written before a switch existed lacks its field: the switch
/// reads as its default. See "Recipes" in ARCHITECTURE.md.
#[test]
fn a_text_without_a_switch_reads_it_as_its_default() {
    let p = Position::start(Options::default());
    let text = p.to_text();
    for sw in Options::switches() {
        let without: Vec<&str> = text
            .split_whitespace()
            .filter(|f| !f.starts_with(&format!("{}=", sw.name)))
            .collect();
        assert_eq!(without.len(), 6, "{}", sw.name);
        assert_eq!(Position::from_text(&without.join(" ")).unwrap(), p, "{}", sw.name);
    }
    let bare: Vec<&str> = text.split_whitespace().filter(|f| !f.contains('=')).collect();
    assert_eq!(Position::from_text(&bare.join(" ")).unwrap(), p);
}
