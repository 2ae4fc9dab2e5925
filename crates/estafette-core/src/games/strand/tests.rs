use super::board::*;
use super::*;
use crate::games::{Game, Side, Square};

fn sq(s: &str) -> Square {
    Square::parse(s).unwrap()
}

#[test]
fn start_position_text_is_as_documented() {
    let p = Position::start(Options::default(), Side::First);
    assert_eq!(
        p.to_text(),
        "strand forts=allies:c7+f4/germans:e7+h4 turn=allies ply=0 \
         board=1cia1/2iia/2cia/C2ii/I2ci/IC2i/II2c/AIC2/AII2/1AIC1"
    );
    assert_eq!(Position::from_text(&p.to_text()).unwrap(), p);
}

#[test]
fn start_lines_are_dark_and_mirrored() {
    let pieces = start_pieces();
    assert_eq!(pieces.len(), 30);
    for (s, _, _) in &pieces {
        assert!(is_dark(*s), "{s}");
    }
    let p = Position::start(Options::default(), Side::Second);
    assert_eq!(p.piece_at(sq("g1")), Some((Side::First, Kind::Cavalry)));
    assert_eq!(p.piece_at(sq("d10")), Some((Side::Second, Kind::Cavalry)));
    assert_eq!(p.piece_at(sq("h10")), Some((Side::Second, Kind::Artillery)));
    assert_eq!(p.piece_at(sq("a1")), None);
    assert_eq!(p.piece_at(Square::new(12, 3)), None);
}

#[test]
fn forts_option_parses_and_prints() {
    let mut o = Options::default();
    assert_eq!(o.forts_value(), "allies:c7+f4/germans:e7+h4");
    o.set("forts", " Germans: H4 + b8 / allies: d6 ").unwrap();
    assert_eq!(o.forts_value(), "allies:d6/germans:b8+h4");
    assert_eq!(o.fort_owner(sq("b8")), Some(Side::Second));
    o.set("forts", "allies:none/germans:").unwrap();
    assert_eq!(o.forts_value(), "allies:none/germans:none");
    for bad in [
        "c7,f4,h4,e7",
        "allies:c7/germans:c7",
        "allies:c8/germans:e7",
        "allies:a1/germans:e7",
        "allies:c7/allies:e7",
        "allies:c7",
        "russians:c7/germans:e7",
        "allies:c7++f4/germans:e7",
        "allies:k7/germans:e7",
    ] {
        let before = o.clone();
        assert!(o.set("forts", bad).is_err(), "{bad}");
        assert_eq!(o, before);
    }
    assert!(o.set("fortz", "allies:c7/germans:e7").is_err());
    assert!(Options::variant("Default").is_ok());
    assert!(Options::variant("1916").is_err());
}

#[test]
fn move_parsing_is_forgiving_and_canonical() {
    assert_eq!(Move::parse(" B4 - c5 ").unwrap().to_string(), "b4-c5");
    assert_eq!(Move::parse("d4 x F6 X h8").unwrap().to_string(), "d4xf6xh8");
    for bad in [
        "", "b4", "b4-c5-d6", "b4-c5xd6", "k1-b2", "b4-", "b4x", "b0-c1", "4b-c5",
    ] {
        assert!(Move::parse(bad).is_err(), "{bad}");
    }
}

#[test]
fn report_sentences() {
    let p = Position::start(Options::default(), Side::First);
    let (_, r) = p.play(&Move::parse("d4-e5").unwrap()).unwrap();
    assert_eq!(r.to_string(), "Allied Infantry moved d4-e5.");
    let e = p.play(&Move::parse("c5-e7").unwrap()).unwrap_err();
    assert!(e.0.contains("enemy fort"), "{e}");
}

/// A position written before a switch existed lacks its field: the switch
/// reads as its default. See "Recipes" in ARCHITECTURE.md.
#[test]
fn a_text_without_a_switch_reads_it_as_its_default() {
    let p = Position::start(Options::default(), Side::Second);
    let text = p.to_text();
    let fields: Vec<&str> = text.split_whitespace().collect();
    let without: Vec<&str> = fields.iter().copied().filter(|f| !f.starts_with("forts=")).collect();
    assert_eq!(without.len(), 4);
    assert_eq!(Position::from_text(&without.join(" ")).unwrap(), p);
    let twice = format!(
        "strand {} {} {} {} {}",
        fields[1], fields[1], fields[2], fields[3], fields[4]
    );
    assert!(Position::from_text(&twice).is_err());
}
