//! L'Attaque golden data: `tests/data/lattaque/moves.txt` (positions with
//! their full legal move lists) and `tests/data/lattaque/perft.txt` (move
//! tree sizes from fixed start positions). Every entry is checked against
//! the engine AND against a deliberately naive move generator written here
//! from the rules, independently of the engine's generator.
//!
//! To rebuild the files after a deliberate rules change:
//! `ESTAFETTE_BLESS=1 cargo test --test lattaque_golden -- --ignored`
//! then review the diff by hand.

use std::collections::BTreeSet;
use std::fs;
use std::path::PathBuf;

use estafette::games::lattaque::{Army, Attack, Options, Position, Rank};
use estafette::games::{Game, Side, Square};

fn data(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data/lattaque")
        .join(name)
}

// ---------------------------------------------------------------------------
// The naive generator: every (from, to, target) triple over the whole board,
// each checked directly against the rules text.

fn all_squares() -> Vec<Square> {
    (0..10u8)
        .flat_map(|r| (0..9u8).map(move |f| Square::new(f, r)))
        .collect()
}

fn naive_lake(s: Square) -> bool {
    ["c5", "c6", "e5", "e6", "g5", "g6"].contains(&s.to_string().as_str())
}

fn naive_attack_ok(p: &Position, side: Side, at: Square, t: Square) -> bool {
    let Some(def) = p.piece_at(t) else {
        return false;
    };
    if def.side == side {
        return false;
    }
    let df = t.file as i32 - at.file as i32;
    let dr = t.rank as i32 - at.rank as i32;
    if df.abs() + dr.abs() != 1 {
        return false;
    }
    match p.options().attack {
        Attack::Orthogonal => true,
        Attack::Frontal => df == 0 && dr == if side == Side::First { 1 } else { -1 },
    }
}

fn naive_reach_ok(p: &Position, from: Square, to: Square, scout: bool) -> bool {
    if from == to || (from.file != to.file && from.rank != to.rank) {
        return false;
    }
    let dist = from.file.abs_diff(to.file) + from.rank.abs_diff(to.rank);
    if dist > 1 && !scout {
        return false;
    }
    // Every square after `from` up to and including `to`: no lake, no piece.
    let on_path = |s: Square| {
        let (lo_r, hi_r) = (from.rank.min(to.rank), from.rank.max(to.rank));
        let (lo_f, hi_f) = (from.file.min(to.file), from.file.max(to.file));
        s != from && (lo_f..=hi_f).contains(&s.file) && (lo_r..=hi_r).contains(&s.rank)
    };
    all_squares()
        .into_iter()
        .filter(|s| on_path(*s))
        .all(|s| !naive_lake(s) && p.piece_at(s).is_none())
}

fn naive_moves(p: &Position) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    let pieces = p.pieces();
    let flags = pieces.iter().filter(|(_, x)| x.rank == Rank::Flag).count();
    if flags < 2 || p.options().max_plies.is_some_and(|n| p.ply() >= n) {
        return out;
    }
    let side = p.side_to_move();
    let squares = all_squares();
    for &from in &squares {
        let Some(me) = p.piece_at(from) else { continue };
        if me.side != side || me.rank == Rank::Mine || me.rank == Rank::Flag {
            continue;
        }
        for &t in &squares {
            if naive_attack_ok(p, side, from, t) {
                out.insert(format!("{from}x{t}"));
            }
        }
        for &to in &squares {
            if !naive_reach_ok(p, from, to, me.rank == Rank::Scout) {
                continue;
            }
            out.insert(format!("{from}-{to}"));
            for &t in &squares {
                if t != from && naive_attack_ok(p, side, to, t) {
                    out.insert(format!("{from}-{to}x{t}"));
                }
            }
        }
    }
    out
}

fn naive_perft(p: &Position, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let moves = naive_moves(p);
    if depth == 1 {
        return moves.len() as u64;
    }
    moves
        .iter()
        .map(|m| {
            let mv = Position::parse_move(m).unwrap();
            naive_perft(&p.play(&mv).unwrap().0, depth - 1)
        })
        .sum()
}

fn perft(p: &Position, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let moves = p.legal_moves();
    if depth == 1 {
        return moves.len() as u64;
    }
    moves.iter().map(|m| perft(&p.play(m).unwrap().0, depth - 1)).sum()
}

// ---------------------------------------------------------------------------
// The data files.

struct Entry {
    name: String,
    position: String,
    count: Option<usize>,
    moves: Vec<String>,
    perft: Vec<(u32, u64)>,
}

fn read_entries(file: &str) -> Vec<Entry> {
    let text = fs::read_to_string(data(file)).unwrap();
    let mut entries: Vec<Entry> = Vec::new();
    for (n, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        if let Some(name) = line.strip_prefix('[').and_then(|l| l.strip_suffix(']')) {
            entries.push(Entry {
                name: name.into(),
                position: String::new(),
                count: None,
                moves: vec![],
                perft: vec![],
            });
            continue;
        }
        let e = entries
            .last_mut()
            .unwrap_or_else(|| panic!("{file}:{}: data before the first [name]", n + 1));
        let (key, value) = line.split_once(' ').unwrap_or((line, ""));
        match key {
            "position" => e.position = value.to_string(),
            "count" => e.count = Some(value.parse().unwrap()),
            "moves" => e.moves.extend(value.split_whitespace().map(String::from)),
            "perft" => {
                let (d, c) = value.split_once(' ').unwrap();
                e.perft.push((d.parse().unwrap(), c.parse().unwrap()));
            }
            _ => panic!("{file}:{}: unknown key {key}", n + 1),
        }
    }
    entries
}

fn diff(expected: &[String], actual: &[String]) -> String {
    let e: BTreeSet<&String> = expected.iter().collect();
    let a: BTreeSet<&String> = actual.iter().collect();
    format!(
        "missing: {:?}\nextra: {:?}",
        e.difference(&a).collect::<Vec<_>>(),
        a.difference(&e).collect::<Vec<_>>()
    )
}

#[test]
fn golden_move_lists() {
    let entries = read_entries("moves.txt");
    assert!(entries.len() >= 10, "moves.txt has only {} entries", entries.len());
    let mut failures = Vec::new();
    for e in &entries {
        let p = Position::from_text(&e.position).unwrap_or_else(|err| panic!("[{}] {err}", e.name));
        assert_eq!(p.to_text(), e.position, "[{}] position text is not canonical", e.name);
        let actual: Vec<String> = p.legal_moves().iter().map(|m| m.to_string()).collect();
        let naive: Vec<String> = naive_moves(&p).into_iter().collect();
        if e.count != Some(e.moves.len()) {
            failures.push(format!(
                "[{}] count {:?} but {} moves listed",
                e.name,
                e.count,
                e.moves.len()
            ));
        }
        if actual != e.moves {
            failures.push(format!(
                "[{}] engine disagrees with the file\nposition {}\nexpected {:?}\nactual   {:?}\n{}",
                e.name,
                e.position,
                e.moves,
                actual,
                diff(&e.moves, &actual)
            ));
        }
        let mut sorted = e.moves.clone();
        sorted.sort();
        if naive != sorted {
            failures.push(format!(
                "[{}] naive generator disagrees with the file\nposition {}\n{}",
                e.name,
                e.position,
                diff(&sorted, &naive)
            ));
        }
        // Every listed move is accepted by `play`.
        for m in &e.moves {
            let mv = Position::parse_move(m).unwrap();
            if let Err(err) = p.play(&mv) {
                failures.push(format!("[{}] {m} listed but refused: {err}", e.name));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

#[test]
fn golden_perft() {
    let entries = read_entries("perft.txt");
    assert!(!entries.is_empty());
    let mut failures = Vec::new();
    for e in &entries {
        let p = Position::from_text(&e.position).unwrap_or_else(|err| panic!("[{}] {err}", e.name));
        for &(depth, expected) in &e.perft {
            let actual = perft(&p, depth);
            if actual != expected {
                failures.push(format!(
                    "[{}] perft {depth}: expected {expected}, engine {actual}\nposition {}",
                    e.name, e.position
                ));
            }
            if depth <= 3 {
                let naive = naive_perft(&p, depth);
                if naive != expected {
                    failures.push(format!(
                        "[{}] perft {depth}: expected {expected}, naive {naive}",
                        e.name
                    ));
                }
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

// ---------------------------------------------------------------------------
// Rebuilding the files (ignored; run by hand with ESTAFETTE_BLESS=1).

const SOUTH: &str = "2 6 4 2 8 5 2 6 7
5 9 M 3 10 S 4 M 2
6 2 3 M 7 4 2 8 5
2 M 3 F 3 4 5 6 2";

const NORTH: &str = "2 6 3 M F M 3 5 2
4 5 M 8 10 2 M 6 3
7 2 4 S 9 3 4 2 5
2 6 8 2 7 4 5 6 2";

fn start(variant: &str, to_move: Side) -> Position {
    let opts = Options::variant(variant).unwrap();
    let s = Army::parse(SOUTH, Side::First, &opts).unwrap();
    let n = Army::parse(NORTH, Side::Second, &opts).unwrap();
    Position::from_armies(opts, &s, &n, to_move)
}

/// A deterministic pseudo-random playout (splitmix64) of `plies` plies.
fn playout(mut p: Position, plies: u32, seed: u64) -> Position {
    let mut state = seed;
    for _ in 0..plies {
        let moves = p.legal_moves();
        if moves.is_empty() {
            break;
        }
        state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = state;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^= z >> 31;
        // Prefer attacks so that mid-game positions have revealed pieces.
        let attacks: Vec<_> = moves.iter().filter(|m| m.target().is_some()).collect();
        let m = if !attacks.is_empty() && z.is_multiple_of(3) {
            *attacks[(z / 3) as usize % attacks.len()]
        } else {
            moves[(z / 3) as usize % moves.len()]
        };
        p = p.play(&m).unwrap().0;
    }
    p
}

fn entry(name: &str, p: &Position, comment: &str) -> String {
    let moves: Vec<String> = p.legal_moves().iter().map(|m| m.to_string()).collect();
    let mut s = format!(
        "# {comment}\n[{name}]\nposition {}\ncount {}\n",
        p.to_text(),
        moves.len()
    );
    for chunk in moves.chunks(12) {
        s.push_str(&format!("moves {}\n", chunk.join(" ")));
    }
    s.push('\n');
    s
}

#[test]
#[ignore]
fn bless_golden_files() {
    if std::env::var("ESTAFETTE_BLESS").is_err() {
        return;
    }
    let mut out = String::from(
        "# L'Attaque golden move lists: [name], the position (one line), the number of\n\
         # legal moves, then the moves in canonical order (12 a line).\n\
         # Checked by tests/lattaque_golden.rs against the engine and a naive generator.\n\n",
    );
    out += &entry(
        "start-gibson-south",
        &start("gibson-1925", Side::First),
        "start, gibson-1925, South to move: only rank-4 pieces move, no attack yet",
    );
    out += &entry(
        "start-gibson-north",
        &start("gibson-1925", Side::Second),
        "start, gibson-1925, North to move",
    );
    out += &entry(
        "start-standard-south",
        &start("standard", Side::First),
        "start, standard, South to move",
    );
    let mut gibson_cap = Options::gibson_1925();
    gibson_cap.set("max-plies", "500").unwrap();
    for (variant, plies, seed) in [
        ("gibson-1925", 40, 1),
        ("gibson-1925", 120, 2),
        ("standard", 40, 3),
        ("standard", 120, 4),
        ("standard", 200, 5),
    ] {
        let p = playout(start(variant, Side::First), plies, seed);
        out += &entry(
            &format!("mid-{variant}-{plies}"),
            &p,
            &format!("{variant}, after {plies} pseudo-random plies (seed {seed})"),
        );
    }
    let sparse_board = "nM,7,nF/1,n2,1,n10,5/3,s2@d4,5/9/n5@b7,2,s2@d2,1,n2@h7,1,sS@h3,1/1,s6@b2,5,n7@f8,1/5,s3,1,sM,1/9/2,s2,6/sF,5,s10,2";
    let o = Options::gibson_1925().to_text();
    let p = Position::from_text(&format!("lattaque {o} south 31 {sparse_board}")).unwrap();
    out += &entry(
        "sparse-gibson-south",
        &p,
        "hand-made: Scouts in the open, lakes, frontal attacks (checked by hand in the rules tests)",
    );
    let p = Position::from_text(&format!("lattaque {o} north 31 {sparse_board}")).unwrap();
    out += &entry("sparse-gibson-north", &p, "the same, North to move");
    let s = Options::standard().to_text();
    let p = Position::from_text(&format!("lattaque {s} south 31 {sparse_board}")).unwrap();
    out += &entry("sparse-standard-south", &p, "the same in the standard variant");
    let p = Position::from_text(&format!(
        "lattaque {o} south 60 8,nF/9/9/9/9/9/9/sM,8/s6,sM,7/sF,6,n4@i9,1"
    ))
    .unwrap();
    out += &entry(
        "bottled-up",
        &p,
        "South to move has no legal move (Captain a2 walled in)",
    );
    let p = Position::from_text(&format!("lattaque {o} north 61 9/8,s4*@i4/9/9/9/9/9/9/9/sF,8")).unwrap();
    out += &entry("flag-captured", &p, "North's Flag has been captured: no move");
    let mut capped = Options::standard();
    capped.set("max-plies", "80").unwrap();
    let p = Position::from_text(&format!("lattaque {} south 80 {sparse_board}", capped.to_text())).unwrap();
    out += &entry("max-plies-reached", &p, "max-plies 80 reached: no move");
    fs::write(data("moves.txt"), out).unwrap();

    let mut out = String::from(
        "# L'Attaque perft: [name], the start position (fixed armies), then\n\
         # `perft DEPTH LEAVES`. Depths up to 3 are also checked by the naive generator.\n\n",
    );
    for (name, variant, to_move) in [
        ("gibson-south-first", "gibson-1925", Side::First),
        ("standard-north-first", "standard", Side::Second),
    ] {
        let p = start(variant, to_move);
        out += &format!("[{name}]\nposition {}\n", p.to_text());
        for d in 1..=4 {
            out += &format!("perft {d} {}\n", perft(&p, d));
        }
        out.push('\n');
    }
    fs::write(data("perft.txt"), out).unwrap();
}
