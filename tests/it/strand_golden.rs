//! Golden data for Strand (tests/data/strand/), cross-checked against a
//! second, deliberately naive move generator written here from the rules
//! text alone. The naive generator shares no code with the engine: it reads
//! the board square by square through `piece_at`, tries every square of the
//! board as a destination, and applies moves on its own map.

use crate::common::Rng;
use estafette::games::strand::{Kind, Options, Position};
use estafette::games::{Game, Side, Square};
use std::collections::HashMap;

// ---------------------------------------------------------------------------
// The naive generator
// ---------------------------------------------------------------------------

type Sq = (i32, i32);

#[derive(Clone)]
struct Naive {
    /// (file, rank) -> (allied?, kind letter)
    cells: HashMap<Sq, (bool, char)>,
    allies_to_move: bool,
    allied_forts: Vec<Sq>,
    german_forts: Vec<Sq>,
}

fn name(s: Sq) -> String {
    format!("{}{}", (b'a' + s.0 as u8) as char, s.1 + 1)
}

impl Naive {
    fn from(p: &Position) -> Naive {
        let mut cells = HashMap::new();
        for f in 0..10 {
            for r in 0..10 {
                if let Some((side, kind)) = p.piece_at(Square::new(f, r)) {
                    let letter = match kind {
                        Kind::Infantry => 'I',
                        Kind::Cavalry => 'C',
                        Kind::Artillery => 'A',
                    };
                    cells.insert((f as i32, r as i32), (side == Side::First, letter));
                }
            }
        }
        let conv = |v: &[Square]| v.iter().map(|s| (s.file as i32, s.rank as i32)).collect::<Vec<_>>();
        Naive {
            cells,
            allies_to_move: p.side_to_move() == Side::First,
            allied_forts: conv(p.options().forts(Side::First)),
            german_forts: conv(p.options().forts(Side::Second)),
        }
    }

    fn own_capital(allied: bool) -> Sq {
        if allied {
            (0, 0)
        } else {
            (9, 9)
        }
    }

    fn forward(allied: bool) -> Sq {
        if allied {
            (1, 1)
        } else {
            (-1, -1)
        }
    }

    fn forts_of(&self, allied: bool) -> &Vec<Sq> {
        if allied {
            &self.allied_forts
        } else {
            &self.german_forts
        }
    }

    /// May a piece of this side and kind stand on `s` at the end of a step
    /// or of one jump?
    fn may_enter(&self, allied: bool, kind: char, s: Sq) -> bool {
        let on_board = s.0 >= 0 && s.0 < 10 && s.1 >= 0 && s.1 < 10;
        on_board
            && (s.0 + s.1) % 2 == 0
            && s != Naive::own_capital(allied)
            && (kind == 'A' || !self.forts_of(!allied).contains(&s))
    }

    fn step_deltas(allied: bool, kind: char) -> Vec<Sq> {
        let (fx, fy) = Naive::forward(allied);
        let mut v = vec![(fx, fy), (1, -1), (-1, 1)];
        if kind == 'C' {
            v.push((2 * fx, 2 * fy));
        }
        if kind == 'A' {
            v.push((-fx, -fy));
        }
        v
    }

    fn game_over(&self) -> bool {
        let allied_in_berlin = matches!(self.cells.get(&(9, 9)), Some((true, _)));
        let german_in_bordeaux = matches!(self.cells.get(&(0, 0)), Some((false, _)));
        let mover_has_piece = self.cells.values().any(|(a, _)| *a == self.allies_to_move);
        allied_in_berlin || german_in_bordeaux || !mover_has_piece
    }

    /// Extend a capture chain; `taken` are the victims so far.
    #[allow(clippy::too_many_arguments)]
    fn chain(
        &self,
        start: Sq,
        allied: bool,
        kind: char,
        cur: Sq,
        path: &mut Vec<Sq>,
        taken: &mut Vec<Sq>,
        out: &mut Vec<String>,
    ) {
        let occupied = |s: Sq| s != start && self.cells.contains_key(&s);
        let enemy_capital = Naive::own_capital(!allied);
        if !path.is_empty() && cur == enemy_capital {
            out.push(chain_text(start, path));
            return;
        }
        let mut any = false;
        for tf in 0..10 {
            for tr in 0..10 {
                let land = (tf, tr);
                let dx = tf - cur.0;
                let dy = tr - cur.1;
                if dx.abs() != dy.abs() || !(dx.abs() == 2 || dx.abs() == 3) {
                    continue;
                }
                let dir = (dx.signum(), dy.signum());
                let allowed: Vec<Sq> = Naive::step_deltas(allied, kind)
                    .into_iter()
                    .filter(|d| d.0.abs() == 1)
                    .collect();
                if !allowed.contains(&dir) {
                    continue;
                }
                let long = dx.abs() == 3;
                if long && kind != 'A' {
                    continue;
                }
                if long && occupied((cur.0 + dir.0, cur.1 + dir.1)) {
                    continue;
                }
                let victim = (land.0 - dir.0, land.1 - dir.1);
                let Some(&(v_allied, _)) = (if victim == start { None } else { self.cells.get(&victim) }) else {
                    continue;
                };
                if v_allied == allied || taken.contains(&victim) {
                    continue;
                }
                if occupied(land) || !self.may_enter(allied, kind, land) {
                    continue;
                }
                if kind != 'A' {
                    let vf = self.forts_of(v_allied);
                    if vf.contains(&victim) {
                        continue;
                    }
                    let (vx, vy) = Naive::forward(v_allied);
                    let behind = (victim.0 - vx, victim.1 - vy);
                    let sideways = dir == (1, -1) || dir == (-1, 1);
                    if vf.contains(&behind) && !sideways {
                        continue;
                    }
                }
                any = true;
                path.push(land);
                taken.push(victim);
                self.chain(start, allied, kind, land, path, taken, out);
                path.pop();
                taken.pop();
            }
        }
        if !any && !path.is_empty() {
            out.push(chain_text(start, path));
        }
    }

    fn moves(&self) -> Vec<String> {
        if self.game_over() {
            return vec![];
        }
        let me = self.allies_to_move;
        let mut captures = Vec::new();
        let mut must = false;
        let mut steps = Vec::new();
        let mut mine: Vec<(Sq, char)> = self
            .cells
            .iter()
            .filter(|(_, v)| v.0 == me)
            .map(|(k, v)| (*k, v.1))
            .collect();
        mine.sort();
        for (from, kind) in mine {
            let mut c = Vec::new();
            self.chain(from, me, kind, from, &mut Vec::new(), &mut Vec::new(), &mut c);
            if !c.is_empty() && !self.forts_of(me).contains(&from) {
                must = true;
            }
            captures.extend(c);
            for tf in 0..10 {
                for tr in 0..10 {
                    let to = (tf, tr);
                    let d = (tf - from.0, tr - from.1);
                    if !Naive::step_deltas(me, kind).contains(&d) {
                        continue;
                    }
                    if d.0.abs() == 2 && self.cells.contains_key(&(from.0 + d.0 / 2, from.1 + d.1 / 2)) {
                        continue;
                    }
                    if self.cells.contains_key(&to) || !self.may_enter(me, kind, to) {
                        continue;
                    }
                    steps.push(format!("{}-{}", name(from), name(to)));
                }
            }
        }
        let mut all = captures;
        if !must {
            all.extend(steps);
        }
        all.sort();
        all.dedup();
        all
    }

    fn apply(&self, mv: &str) -> Naive {
        let mut n = self.clone();
        let squares: Vec<Sq> = mv
            .split(['-', 'x'])
            .map(|s| {
                let b = s.as_bytes();
                ((b[0] - b'a') as i32, s[1..].parse::<i32>().unwrap() - 1)
            })
            .collect();
        let piece = n.cells.remove(&squares[0]).unwrap();
        if mv.contains('x') {
            for w in squares.windows(2) {
                let dist = (w[1].0 - w[0].0).abs();
                let dir = ((w[1].0 - w[0].0).signum(), (w[1].1 - w[0].1).signum());
                n.cells
                    .remove(&(w[0].0 + dir.0 * (dist - 1), w[0].1 + dir.1 * (dist - 1)));
            }
        }
        n.cells.insert(*squares.last().unwrap(), piece);
        n.allies_to_move = !n.allies_to_move;
        n
    }

    fn perft(&self, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        let moves = self.moves();
        if depth == 1 {
            return moves.len() as u64;
        }
        moves.iter().map(|m| self.apply(m).perft(depth - 1)).sum()
    }
}

fn chain_text(start: Sq, path: &[Sq]) -> String {
    let mut s = name(start);
    for p in path {
        s.push('x');
        s.push_str(&name(*p));
    }
    s
}

// ---------------------------------------------------------------------------
// Engine helpers
// ---------------------------------------------------------------------------

fn engine_moves(p: &Position) -> Vec<String> {
    p.legal_moves().iter().map(|m| m.to_string()).collect()
}

fn engine_perft(p: &Position, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let moves = p.legal_moves();
    if depth == 1 {
        return moves.len() as u64;
    }
    moves
        .iter()
        .map(|m| engine_perft(&p.play(m).expect("generated move refused").0, depth - 1))
        .sum()
}

fn data(name: &str) -> String {
    let path = format!("{}/tests/data/strand/{name}", env!("CARGO_MANIFEST_DIR"));
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("cannot read {path}: {e}"))
}

// ---------------------------------------------------------------------------
// Golden files
// ---------------------------------------------------------------------------

/// tests/data/strand/moves.txt: blocks of `position <text>` then
/// `moves <m1> <m2> ...` (or `moves -` for none); `#` comments.
#[test]
fn golden_legal_move_lists() {
    let text = data("moves.txt");
    let mut pending: Option<(usize, Position)> = None;
    let mut checked = 0;
    let mut failures = Vec::new();
    for (n, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        if let Some(rest) = line.strip_prefix("position ") {
            let p = Position::from_text(rest).unwrap_or_else(|e| panic!("line {}: {e}", n + 1));
            assert_eq!(p.to_text(), rest, "line {}: not canonical", n + 1);
            pending = Some((n + 1, p));
        } else if let Some(rest) = line.strip_prefix("moves") {
            let (at, p) = pending
                .take()
                .unwrap_or_else(|| panic!("line {}: moves without position", n + 1));
            let expected: Vec<String> = rest
                .split_whitespace()
                .filter(|m| *m != "-")
                .map(String::from)
                .collect();
            let actual = engine_moves(&p);
            let naive = Naive::from(&p).moves();
            if actual != expected || naive != expected {
                failures.push(format!(
                    "position (line {at}): {}\n  expected: {}\n  engine:   {}\n  naive:    {}",
                    p.to_text(),
                    expected.join(" "),
                    actual.join(" "),
                    naive.join(" ")
                ));
            }
            checked += 1;
        } else {
            panic!("line {}: unknown entry '{line}'", n + 1);
        }
    }
    assert!(pending.is_none(), "a position without a moves line");
    assert!(checked >= 10, "only {checked} entries");
    assert!(
        failures.is_empty(),
        "{} mismatches:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

/// tests/data/strand/perft.txt: `position <text>` then `perft <depth> <count>`
/// lines. The engine is checked at every listed depth; the naive generator
/// for counts up to 20000 (it is slow).
#[test]
fn golden_perft_counts() {
    let text = data("perft.txt");
    let mut current: Option<Position> = None;
    let mut checked = 0;
    for (n, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        if let Some(rest) = line.strip_prefix("position ") {
            current = Some(Position::from_text(rest).unwrap_or_else(|e| panic!("line {}: {e}", n + 1)));
        } else if let Some(rest) = line.strip_prefix("perft ") {
            let p = current
                .as_ref()
                .unwrap_or_else(|| panic!("line {}: perft without position", n + 1));
            let mut it = rest.split_whitespace();
            let depth: u32 = it.next().and_then(|d| d.parse().ok()).expect("depth");
            let count: u64 = it.next().and_then(|d| d.parse().ok()).expect("count");
            let got = engine_perft(p, depth);
            assert_eq!(got, count, "engine perft({depth}) of {}", p.to_text());
            if count <= 20_000 {
                let naive = Naive::from(p).perft(depth);
                assert_eq!(naive, count, "naive perft({depth}) of {}", p.to_text());
            }
            checked += 1;
        } else {
            panic!("line {}: unknown entry '{line}'", n + 1);
        }
    }
    assert!(checked >= 6, "only {checked} perft entries");
}

// ---------------------------------------------------------------------------
// Random cross-checks between the engine and the naive generator
// ---------------------------------------------------------------------------

fn count(default: usize) -> usize {
    std::env::var("ESTAFETTE_PLAYOUTS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

/// Random sparse positions (random forts, random pieces, random side to
/// move): fort and chain situations that games from the start rarely reach.
#[test]
fn engine_agrees_with_naive_on_random_positions() {
    let mut rng = Rng(0x5EED_0003_57A4_D000);
    let dark: Vec<Square> = (0..10u8)
        .flat_map(|r| (0..10u8).map(move |f| Square::new(f, r)))
        .filter(|s| (s.file + s.rank) % 2 == 0)
        .collect();
    let kinds = [Kind::Infantry, Kind::Cavalry, Kind::Artillery];
    let mut compared = 0;
    let mut with_captures = 0;
    let wanted = count(300) * 10;
    while compared < wanted {
        // Forts: 0-4 per side on random dark squares other than capitals.
        let mut pool: Vec<Square> = dark
            .iter()
            .copied()
            .filter(|s| *s != Square::new(0, 0) && *s != Square::new(9, 9))
            .collect();
        let mut lists = [Vec::new(), Vec::new()];
        for list in lists.iter_mut() {
            for _ in 0..rng.below(5) {
                let i = rng.below(pool.len());
                list.push(pool.swap_remove(i).to_string());
            }
        }
        let fmt = |v: &Vec<String>| {
            if v.is_empty() {
                "none".to_string()
            } else {
                v.join("+")
            }
        };
        let mut opts = Options::default();
        opts.set(
            "forts",
            &format!("allies:{}/germans:{}", fmt(&lists[0]), fmt(&lists[1])),
        )
        .unwrap();
        // Pieces, denser near the forts so protections come into play.
        let mut squares = dark.clone();
        let n = 2 + rng.below(18);
        let mut pieces = Vec::new();
        for _ in 0..n {
            let i = rng.below(squares.len());
            let sq = squares.swap_remove(i);
            let side = if rng.below(2) == 0 { Side::First } else { Side::Second };
            pieces.push((sq, side, kinds[rng.below(3)]));
        }
        let to_move = if rng.below(2) == 0 { Side::First } else { Side::Second };
        let Ok(p) = Position::with_pieces(opts, to_move, 0, &pieces) else {
            continue;
        };
        let engine = engine_moves(&p);
        let naive = Naive::from(&p).moves();
        assert_eq!(engine, naive, "position {}", p.to_text());
        if engine.iter().any(|m| m.contains('x')) {
            with_captures += 1;
        }
        compared += 1;
    }
    assert!(
        with_captures > wanted / 10,
        "too few capture positions: {with_captures}"
    );
}

/// Random games from the start (both first movers, two fort lists): at
/// every ply the engine's list equals the naive one.
#[test]
fn engine_agrees_with_naive_along_random_games() {
    let mut rng = Rng(0x0003_5EED_0000_0001);
    let mut alt = Options::default();
    alt.set("forts", "allies:b4+e5+h2/germans:c9+f6+i7").unwrap();
    for game in 0..count(300) / 5 {
        let opts = if game % 2 == 0 { Options::default() } else { alt.clone() };
        let first = if game % 4 < 2 { Side::First } else { Side::Second };
        let mut p = Position::start(opts, first);
        for _ in 0..300 {
            let engine = engine_moves(&p);
            let naive = Naive::from(&p).moves();
            assert_eq!(engine, naive, "position {}", p.to_text());
            let moves = p.legal_moves();
            if moves.is_empty() {
                break;
            }
            p = p.play(&moves[rng.below(moves.len())]).unwrap().0;
        }
    }
}
