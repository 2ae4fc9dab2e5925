//! L'Assaut golden data: tests/data/assaut/moves.txt (positions with their
//! full legal move lists and outcome) and tests/data/assaut/perft.txt (move
//! counts to a given depth). The files are the test cases.
//!
//! Every entry is checked twice: against the engine, and against `naive`, a
//! second move generator written separately below from the rule text
//! (string-keyed maps, diagonals from the parity rule instead of the list of
//! centres, no shared code with the engine apart from reading the file).

use std::collections::BTreeMap;
use std::fs;
use std::path::PathBuf;

use estafette::games::assaut::Position;
use estafette::games::{Game, Outcome, Side};

fn data(name: &str) -> String {
    let p: PathBuf = [env!("CARGO_MANIFEST_DIR"), "tests", "data", "assaut", name]
        .iter()
        .collect();
    fs::read_to_string(&p).unwrap_or_else(|e| panic!("cannot read {}: {e}", p.display()))
}

/// Naive reference implementation, from the rules as written.
mod naive {
    use super::BTreeMap;

    pub type Pt = (i32, i32);

    pub fn name(p: Pt) -> String {
        format!("{}{}", (b'a' + p.0 as u8) as char, p.1 + 1)
    }

    pub fn on_board(p: Pt) -> bool {
        let mid = |x: i32| (2..=4).contains(&x);
        (0..7).contains(&p.0) && (0..7).contains(&p.1) && (mid(p.0) || mid(p.1))
    }

    pub fn fortress(p: Pt) -> bool {
        (2..=4).contains(&p.0) && (4..=6).contains(&p.1)
    }

    /// Lines: orthogonal neighbours, and diagonal neighbours whose
    /// (file number + rank number), a = 1, is even.
    pub fn line(a: Pt, b: Pt) -> bool {
        if !on_board(a) || !on_board(b) {
            return false;
        }
        let (df, dr) = (b.0 - a.0, b.1 - a.1);
        if df.abs() + dr.abs() == 1 {
            return true;
        }
        df.abs() == 1 && dr.abs() == 1 && ((a.0 + 1) + (a.1 + 1)) % 2 == 0
    }

    pub fn white(a: Pt, b: Pt, sideways: bool) -> bool {
        if a.0 == b.0 || a.1 != b.1 {
            return true; // vertical or diagonal
        }
        let lo = a.0.min(b.0);
        if a.1 == 4 && [0, 1, 4, 5].contains(&lo) {
            return true; // a5-b5, b5-c5, e5-f5, f5-g5
        }
        sideways && fortress(a) && fortress(b)
    }

    #[derive(Clone, Debug)]
    pub struct State {
        pub cells: BTreeMap<Pt, char>,
        /// 'P' setup, 'S' Soldiers, 'O' Officers.
        pub turn: char,
        pub sideways: bool,
        pub huff: bool,
        pub hist: Vec<String>,
    }

    fn parse_board(s: &str) -> BTreeMap<Pt, char> {
        let mut cells = BTreeMap::new();
        for (i, row) in s.split('/').enumerate() {
            let r = 6 - i as i32;
            let first = if row.len() == 3 { 2 } else { 0 };
            for (k, c) in row.chars().enumerate() {
                let c = c.to_ascii_uppercase();
                if c != '.' {
                    cells.insert((first + k as i32, r), c);
                }
            }
        }
        cells
    }

    pub fn board_string(cells: &BTreeMap<Pt, char>) -> String {
        let mut rows = Vec::new();
        for r in (0..7).rev() {
            let mut row = String::new();
            for f in 0..7 {
                if on_board((f, r)) {
                    row.push(*cells.get(&(f, r)).unwrap_or(&'.'));
                }
            }
            rows.push(row);
        }
        rows.join("/")
    }

    pub fn parse(text: &str) -> State {
        let f: Vec<&str> = text.split_whitespace().collect();
        assert_eq!(f.len(), 7, "{text}");
        let sideways = f[1].ends_with("=on");
        let huff = f[2].ends_with("=on");
        let turn = match f[4] {
            "setup" => 'P',
            "soldiers" => 'S',
            _ => 'O',
        };
        let hist = if f[6] == "-" {
            Vec::new()
        } else {
            f[6].split(',').map(String::from).collect()
        };
        State {
            cells: parse_board(f[3]),
            turn,
            sideways,
            huff,
            hist,
        }
    }

    fn all_points() -> Vec<Pt> {
        let mut v = Vec::new();
        for f in 0..7 {
            for r in 0..7 {
                if on_board((f, r)) {
                    v.push((f, r));
                }
            }
        }
        v
    }

    impl State {
        fn at(&self, p: Pt) -> char {
            *self.cells.get(&p).unwrap_or(&'.')
        }

        /// All capture sequences (every prefix) as (start, landings, taken).
        fn captures(&self) -> Vec<(Pt, Vec<Pt>, Vec<Pt>)> {
            let mut out = Vec::new();
            for o in all_points().into_iter().filter(|&p| self.at(p) == 'O') {
                let mut board = self.cells.clone();
                board.remove(&o);
                let mut stack = vec![(o, Vec::<Pt>::new(), Vec::<Pt>::new())];
                while let Some((at, lands, taken)) = stack.pop() {
                    for df in -1..=1 {
                        for dr in -1..=1 {
                            if (df, dr) == (0, 0) {
                                continue;
                            }
                            let m = (at.0 + df, at.1 + dr);
                            let l = (at.0 + 2 * df, at.1 + 2 * dr);
                            if line(at, m)
                                && line(m, l)
                                && board.get(&m) == Some(&'S')
                                && !taken.contains(&m)
                                && !board.contains_key(&l)
                            {
                                let mut nl = lands.clone();
                                nl.push(l);
                                let mut nt = taken.clone();
                                nt.push(m);
                                out.push((o, nl.clone(), nt.clone()));
                                stack.push((l, nl, nt));
                            }
                        }
                    }
                }
            }
            out
        }

        fn max_capture(&self) -> usize {
            self.captures().iter().map(|c| c.2.len()).max().unwrap_or(0)
        }

        pub fn raw_moves(&self) -> Vec<String> {
            let mut v = Vec::new();
            match self.turn {
                'P' => {
                    let free: Vec<Pt> = all_points()
                        .into_iter()
                        .filter(|&p| fortress(p) && self.at(p) == '.')
                        .collect();
                    for a in &free {
                        for b in &free {
                            if name(*a) < name(*b) {
                                v.push(format!("place {} {}", name(*a), name(*b)));
                            }
                        }
                    }
                }
                'S' => {
                    for s in all_points().into_iter().filter(|&p| self.at(p) == 'S') {
                        for t in all_points() {
                            if !line(s, t) || self.at(t) != '.' || !white(s, t, self.sideways) {
                                continue;
                            }
                            let ok = if fortress(s) {
                                fortress(t)
                            } else {
                                t.1 > s.1 || (t.1 == s.1 && (t.0 - 3).abs() < (s.0 - 3).abs())
                            };
                            if ok {
                                v.push(format!("{}-{}", name(s), name(t)));
                            }
                        }
                    }
                }
                _ => {
                    let caps = self.captures();
                    let max = caps.iter().map(|c| c.2.len()).max().unwrap_or(0);
                    for (o, lands, taken) in &caps {
                        if taken.len() == max {
                            let mut s = name(*o);
                            for l in lands {
                                s.push('x');
                                s.push_str(&name(*l));
                            }
                            v.push(s);
                        }
                    }
                    if max == 0 || self.huff {
                        for o in all_points().into_iter().filter(|&p| self.at(p) == 'O') {
                            for t in all_points() {
                                if line(o, t) && self.at(t) == '.' {
                                    v.push(format!("{}-{}", name(o), name(t)));
                                }
                            }
                        }
                    }
                }
            }
            v.sort();
            v.dedup();
            v
        }

        /// (winner 'S'/'O'/'D' for a draw) or None.
        pub fn outcome(&self) -> Option<char> {
            if all_points()
                .into_iter()
                .filter(|&p| fortress(p))
                .all(|p| self.at(p) == 'S')
            {
                return Some('S');
            }
            if self.cells.values().filter(|&&c| c == 'S').count() <= 8 {
                return Some('O');
            }
            let me = board_string(&self.cells);
            let n = self.hist.len();
            let same = (0..n)
                .filter(|&i| (n - i).is_multiple_of(2) && self.hist[i] == me)
                .count();
            if same >= 2 {
                return Some('D');
            }
            if self.raw_moves().is_empty() {
                return Some(if self.turn == 'S' { 'O' } else { 'S' });
            }
            None
        }

        pub fn moves(&self) -> Vec<String> {
            if self.outcome().is_some() {
                Vec::new()
            } else {
                self.raw_moves()
            }
        }

        pub fn play(&self, mv: &str) -> State {
            let mut n = self.clone();
            let pt = |s: &str| -> Pt { ((s.as_bytes()[0] - b'a') as i32, (s.as_bytes()[1] - b'1') as i32) };
            let mut reversible = false;
            if let Some(rest) = mv.strip_prefix("place ") {
                for s in rest.split(' ') {
                    n.cells.insert(pt(s), 'O');
                }
            } else if mv.contains('x') {
                let sq: Vec<Pt> = mv.split('x').map(pt).collect();
                n.cells.remove(&sq[0]);
                for w in sq.windows(2) {
                    n.cells.remove(&((w[0].0 + w[1].0) / 2, (w[0].1 + w[1].1) / 2));
                }
                n.cells.insert(*sq.last().unwrap(), 'O');
            } else {
                let (a, b) = mv.split_once('-').unwrap();
                let (a, b) = (pt(a), pt(b));
                let piece = self.at(a);
                n.cells.remove(&a);
                n.cells.insert(b, piece);
                // The naive side keeps every position since the last capture,
                // huff or placement (the engine may forget more: positions
                // before a Soldier's move outside the fortress cannot recur).
                if piece == 'S' {
                    reversible = true;
                } else {
                    reversible = true;
                    let max = self.max_capture();
                    if self.huff && max > 0 {
                        for (o, _, taken) in self.captures() {
                            if taken.len() == max {
                                n.cells.remove(&if o == a { b } else { o });
                                reversible = false;
                            }
                        }
                    }
                }
            }
            if reversible {
                n.hist.push(board_string(&self.cells));
            } else {
                n.hist.clear();
            }
            n.turn = if self.turn == 'S' { 'O' } else { 'S' };
            n
        }
    }

    pub fn perft(s: &State, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        s.moves().iter().map(|m| perft(&s.play(m), depth - 1)).sum()
    }
}

fn perft(p: &Position, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let moves = p.legal_moves();
    if depth == 1 {
        return moves.len() as u64;
    }
    moves
        .iter()
        .map(|m| {
            let (next, _) = p
                .play(m)
                .unwrap_or_else(|e| panic!("{m} refused in {}: {e}", p.to_text()));
            perft(&next, depth - 1)
        })
        .sum()
}

fn outcome_word(o: &Option<Outcome>) -> &'static str {
    match o {
        None => "none",
        Some(Outcome::Win {
            winner: Side::First, ..
        }) => "soldiers",
        Some(Outcome::Win {
            winner: Side::Second, ..
        }) => "officers",
        Some(Outcome::Draw { .. }) => "draw",
    }
}

struct MovesCase {
    line: usize,
    position: String,
    moves: Vec<String>,
    outcome: String,
}

fn read_moves_file() -> Vec<MovesCase> {
    let text = data("moves.txt");
    let mut cases: Vec<MovesCase> = Vec::new();
    for (i, raw) in text.lines().enumerate() {
        let l = raw.trim();
        if l.is_empty() || l.starts_with('#') {
            continue;
        }
        let (key, rest) = l.split_once(' ').unwrap_or((l, ""));
        match key {
            "position" => cases.push(MovesCase {
                line: i + 1,
                position: rest.trim().to_string(),
                moves: Vec::new(),
                outcome: String::new(),
            }),
            "moves" => {
                let c = cases.last_mut().expect("moves before position");
                c.moves = if rest.trim() == "-" {
                    Vec::new()
                } else {
                    rest.split(',').map(|m| m.trim().to_string()).collect()
                };
            }
            "outcome" => cases.last_mut().expect("outcome before position").outcome = rest.trim().to_string(),
            other => panic!("moves.txt line {}: unknown key {other}", i + 1),
        }
    }
    cases
}

#[test]
fn golden_moves() {
    let cases = read_moves_file();
    assert!(cases.len() >= 30, "only {} cases", cases.len());
    let mut failures = Vec::new();
    for c in &cases {
        let p =
            Position::from_text(&c.position).unwrap_or_else(|e| panic!("moves.txt line {}: bad position: {e}", c.line));
        assert_eq!(
            p.to_text(),
            c.position,
            "moves.txt line {}: position not canonical",
            c.line
        );
        let engine: Vec<String> = p.legal_moves().iter().map(|m| m.to_string()).collect();
        let reference = naive::parse(&c.position).moves();
        let outcome = outcome_word(&p.outcome());
        if engine != c.moves || reference != c.moves || outcome != c.outcome {
            failures.push(format!(
                "line {}: {}\n  expected: {:?} ({})\n  engine:   {:?} ({})\n  naive:    {:?}",
                c.line, c.position, c.moves, c.outcome, engine, outcome, reference
            ));
        }
        // Every listed move is accepted, and the result agrees with the naive one.
        for m in p.legal_moves() {
            let (next, _) = p.play(&m).unwrap();
            let n = naive::parse(&c.position).play(&m.to_string());
            let nb = naive::board_string(&n.cells);
            assert!(
                next.to_text().contains(&format!(" {nb} ")),
                "line {}: after {m}: engine {} naive board {nb}",
                c.line,
                next.to_text()
            );
        }
    }
    assert!(
        failures.is_empty(),
        "{} mismatches:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

struct PerftCase {
    line: usize,
    position: String,
    counts: Vec<(u32, u64)>,
}

fn read_perft_file() -> Vec<PerftCase> {
    let text = data("perft.txt");
    let mut cases: Vec<PerftCase> = Vec::new();
    for (i, raw) in text.lines().enumerate() {
        let l = raw.trim();
        if l.is_empty() || l.starts_with('#') {
            continue;
        }
        if let Some(rest) = l.strip_prefix("position ") {
            cases.push(PerftCase {
                line: i + 1,
                position: rest.trim().to_string(),
                counts: Vec::new(),
            });
        } else {
            let (d, n) = l
                .split_once(' ')
                .unwrap_or_else(|| panic!("perft.txt line {}: '{l}'", i + 1));
            let c = cases.last_mut().expect("count before position");
            c.counts.push((d.parse().unwrap(), n.trim().parse().unwrap()));
        }
    }
    cases
}

#[test]
fn golden_perft() {
    let cases = read_perft_file();
    assert!(cases.len() >= 4);
    let mut failures = Vec::new();
    for c in &cases {
        let p =
            Position::from_text(&c.position).unwrap_or_else(|e| panic!("perft.txt line {}: bad position: {e}", c.line));
        for &(depth, expected) in &c.counts {
            let got = perft(&p, depth);
            if got != expected {
                failures.push(format!(
                    "line {}: {} depth {depth}: expected {expected}, engine {got}",
                    c.line, c.position
                ));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// The naive generator agrees with the perft file too (up to depth 4 here,
/// to keep the run short; ESTAFETTE_NAIVE_DEPTH=5 checks every entry).
#[test]
fn golden_perft_naive() {
    let limit: u32 = std::env::var("ESTAFETTE_NAIVE_DEPTH")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(4);
    let mut failures = Vec::new();
    for c in read_perft_file() {
        let s = naive::parse(&c.position);
        for &(depth, expected) in c.counts.iter().filter(|(d, _)| *d <= limit) {
            let got = naive::perft(&s, depth);
            if got != expected {
                failures.push(format!(
                    "line {}: {} depth {depth}: expected {expected}, naive {got}",
                    c.line, c.position
                ));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Random games, engine and naive generator side by side at every ply. Every
/// other game prefers reversible moves (Officer steps, Soldier moves inside
/// the fortress), so that repetitions happen and the two ways of keeping the
/// history are compared.
#[test]
fn naive_and_engine_agree_on_random_games() {
    let games: u64 = std::env::var("ESTAFETTE_PLAYOUTS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(300)
        / 4;
    let mut seed = 0x9e37_79b9_7f4a_7c15u64;
    let mut next = move || {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        seed
    };
    let mut plies = 0;
    let mut draws = 0;
    for g in 0..games.max(8) {
        let switches = ["off", "on"];
        let text = format!(
            "assaut fortress-sideways={} huff={} .../.../SS...SS/SSSSSSS/SSSSSSS/SSS/SSS setup 0 -",
            switches[(g % 2) as usize],
            switches[((g / 2) % 2) as usize]
        );
        let mut p = Position::from_text(&text).unwrap();
        let mut s = naive::parse(&text);
        let mut played: Vec<String> = Vec::new();
        for _ in 0..300 {
            let engine: Vec<String> = p.legal_moves().iter().map(|m| m.to_string()).collect();
            let reference = s.moves();
            assert_eq!(engine, reference, "at {}", p.to_text());
            assert_eq!(
                outcome_word(&p.outcome()),
                match s.outcome() {
                    None => "none",
                    Some('S') => "soldiers",
                    Some('O') => "officers",
                    _ => "draw",
                },
                "at {}",
                p.to_text()
            );
            if engine.is_empty() {
                if matches!(p.outcome(), Some(Outcome::Draw { .. })) {
                    draws += 1;
                }
                break;
            }
            let reversible: Vec<&String> = engine
                .iter()
                .filter(|m| {
                    !m.contains('x')
                        && !m.starts_with("place")
                        && (p.side_to_move() == Side::Second || m.as_bytes()[1] >= b'5')
                })
                .collect();
            // Undo one's own previous step when possible, to make cycles.
            let undo = played.len().checked_sub(2).and_then(|i| {
                let (a, b) = played[i].split_once('-')?;
                let back = format!("{b}-{a}");
                engine.iter().find(|m| **m == back)
            });
            let m = match undo {
                Some(u) if g % 2 == 1 && next() % 8 != 0 => u,
                _ if g % 2 == 1 && !reversible.is_empty() && next() % 8 != 0 => {
                    reversible[(next() % reversible.len() as u64) as usize]
                }
                _ => &engine[(next() % engine.len() as u64) as usize],
            }
            .clone();
            played.push(m.clone());
            let m = &m;
            p = p.play(&Position::parse_move(m).unwrap()).unwrap().0;
            s = s.play(m);
            assert!(p.to_text().contains(&format!(" {} ", naive::board_string(&s.cells))));
            plies += 1;
        }
    }
    assert!(plies > 1000, "only {plies} plies");
    assert!(draws > 0, "no game was drawn by repetition");
}
