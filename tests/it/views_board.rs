//! Board rendering: golden files for the three games' shapes, and the
//! properties every rendering must keep.

use estafette::games::{BoardView, Cell, LastMove, Side, Square};
use estafette::views::{board_html, board_html_with, board_text, board_text_with, Lang};

#[test]
fn lattaque_text_golden() {
    crate::common::golden(
        "tests/data/views/lattaque.txt",
        &board_text_with(&lattaque(), Lang::En, Some(("South", "North"))),
    );
    crate::common::golden(
        "tests/data/views/lattaque.fr.txt",
        &board_text_with(&lattaque(), Lang::Fr, Some(("Sud", "Nord"))),
    );
}

#[test]
fn lattaque_html_golden() {
    crate::common::golden(
        "tests/data/views/lattaque.html",
        board_html_with(&lattaque(), Lang::En, Some(("South", "North"))).as_str(),
    );
    crate::common::golden(
        "tests/data/views/lattaque.fr.html",
        board_html_with(&lattaque(), Lang::Fr, Some(("Sud", "Nord"))).as_str(),
    );
}

#[test]
fn strand_golden() {
    crate::common::golden(
        "tests/data/views/strand.txt",
        &board_text_with(&strand(), Lang::En, Some(("Allies", "Germans"))),
    );
    crate::common::golden(
        "tests/data/views/strand.html",
        board_html_with(&strand(), Lang::En, Some(("Allies", "Germans"))).as_str(),
    );
}

#[test]
fn assaut_golden() {
    crate::common::golden("tests/data/views/assaut.txt", &board_text(&assaut(), Lang::En));
    crate::common::golden("tests/data/views/assaut.html", board_html(&assaut(), Lang::En).as_str());
}

/// Every grid line is the rank label plus 3 characters per cell (before
/// trailing blanks are trimmed), so labels line up in a fixed font.
#[test]
fn text_cells_are_three_wide_and_top_row_is_highest_rank() {
    for view in [lattaque(), strand(), assaut()] {
        let text = board_text(&view, Lang::En);
        let lines: Vec<&str> = text.lines().collect();
        let rank_width = view.ranks.to_string().len();
        let width = rank_width + 3 * usize::from(view.files);
        for line in &lines[..usize::from(view.ranks)] {
            assert!(line.chars().count() <= width, "{line:?}");
            assert!(!line.ends_with(' '));
        }
        assert!(lines[0].starts_with(&view.ranks.to_string()), "{}", lines[0]);
        assert!(lines[usize::from(view.ranks) - 1].trim_start().starts_with("1 "));
        let files = lines[usize::from(view.ranks)];
        assert_eq!(files.chars().count(), width);
        assert!(files.ends_with(char::from(b'a' + view.files - 1)));
    }
    let text = board_text(&lattaque(), Lang::En);
    // d5 holds North's revealed 9, with the lakes c5 and e5 around it.
    assert!(
        text.lines()
            .nth(5)
            .is_some_and(|l| l.starts_with(" 5  .  . ~~ *9 ~~  . ~~ *?")),
        "{text}"
    );
}

#[test]
fn text_distinguishes_sides_and_lists_marks() {
    let text = board_text_with(&strand(), Lang::En, Some(("Allies", "Germans")));
    assert!(text.contains("Key: plain = Allies, * = Germans, . = empty, + = marked square"));
    assert!(text.contains("Allied fort: c7 f4\n"));
    assert!(text.contains("German capital (Berlin): j10\n"));
    // Strand's light squares are blank, its empty capital a1 is marked '+'.
    assert!(
        text.lines()
            .nth(9)
            .is_some_and(|l| l.starts_with(" 1  +     A     I     C")),
        "{text}"
    );
    let fr = board_text(&lattaque(), Lang::Fr);
    assert!(
        fr.contains("Légende : sans marque = premier joueur, * = second joueur, ? = cachée"),
        "{fr}"
    );
    assert!(fr.contains("Révélées au combat : d4 8, d5 *9"), "{fr}");
}

#[test]
fn html_uses_inline_styles_only_and_escapes_labels() {
    let mut view = assaut();
    view.cells[3][3] = Cell::Piece {
        side: Side::Second,
        label: "<b>".into(),
        revealed: false,
    };
    view.marks.push((Square::new(0, 3), "a & <b>".to_string()));
    let html = board_html_with(&view, Lang::En, Some(("S<o>", "O&"))).into_string();
    for banned in ["<style", "<script", "<img", "class=", "<b>\"", "<b></td>"] {
        assert!(!html.contains(banned), "{banned} in {html}");
    }
    assert!(html.contains(">&lt;b</td>"), "label cut to two characters and escaped");
    assert!(html.contains("<b>a &amp; &lt;b&gt;</b>: a4"));
    assert!(html.contains("S&lt;o&gt;") && html.contains("O&amp;"));
    assert_eq!(html.matches("<tr>").count(), 8, "7 ranks and the file letters");
    assert_eq!(html.matches("<td").count(), 49);
}

#[test]
fn html_marks_sides_hidden_revealed_lakes() {
    let html = board_html(&lattaque(), Lang::En).into_string();
    assert_eq!(html.matches("bgcolor=\"#6fa8dc\"").count(), 6, "six lakes");
    assert_eq!(html.matches("color:#6fa8dc").count(), 1, "lakes in the legend");
    assert_eq!(html.matches(">?</td>").count(), 35, "34 in the north, one on h5");
    // The revealed pieces are framed in gold, nothing else is.
    assert_eq!(html.matches("border:2px solid #f2b705").count(), 2);
    assert!(html.contains("title=\"d5 second player 9, revealed\""));
    let strand = board_html(&strand(), Lang::En).into_string();
    assert!(strand.contains("title=\"c7 first player I, Allied fort\""));
    assert!(strand.contains("title=\"a1, Allied capital (Bordeaux)\""));
}

#[test]
fn lattaque_last_move_golden() {
    let view = lattaque_after_combat();
    crate::common::golden(
        "tests/data/views/lattaque.last.txt",
        &board_text_with(&view, Lang::En, Some(("South", "North"))),
    );
    crate::common::golden(
        "tests/data/views/lattaque.last.fr.txt",
        &board_text_with(&view, Lang::Fr, Some(("Sud", "Nord"))),
    );
    crate::common::golden(
        "tests/data/views/lattaque.last.html",
        board_html_with(&view, Lang::En, Some(("South", "North"))).as_str(),
    );
}

/// The squares the last move left and reached are in brackets, the square
/// it attacked in parentheses, and the legend says which and whose; the
/// viewer's side is named `(you)`.
#[test]
fn text_marks_the_last_move_and_the_viewer() {
    let text = board_text_with(&lattaque_after_combat(), Lang::En, Some(("South", "North")));
    let rank = |n: usize| text.lines().nth(10 - n).unwrap_or_default();
    assert!(rank(6).ends_with("~~   .  ~~ [ .]  ."), "{text}");
    assert!(rank(5).ends_with("~~ [*3]  ."), "{text}");
    assert!(rank(4).ends_with("   5 ( .)  3"), "{text}");
    assert!(text.contains("Key: plain = South (you), * = North,"), "{text}");
    assert!(
        text.contains("\nLast move (North): [h6] to [h5], attack on (h4)\n"),
        "{text}"
    );
    // Brackets stand between labels, never on them: every grid line keeps
    // the file letters' columns.
    let letters = text.lines().nth(10).unwrap_or_default();
    assert_eq!(letters, "     a   b   c   d   e   f   g   h   i");
    assert!(text.lines().all(|l| l.chars().count() <= 76), "{text}");
    // Two marked squares side by side share the space between them.
    let mut strand = strand();
    strand.last_move = Some(LastMove {
        side: Side::First,
        from: Some(sq("c3")),
        to: vec![sq("e5"), sq("g7")],
        combat: None,
    });
    let text = board_text_with(&strand, Lang::En, Some(("Allies", "Germans")));
    assert!(text.contains("Last move (Allies): [c3] to [e5] to [g7]\n"), "{text}");
    assert_eq!(
        text.matches('[').count(),
        6,
        "three on the board, three in the legend: {text}"
    );
    let mut assaut = assaut();
    assaut.last_move = Some(LastMove {
        side: Side::Second,
        from: None,
        to: vec![sq("c6"), sq("e7")],
        combat: None,
    });
    let text = board_text_with(&assaut, Lang::Fr, Some(("Soldats", "Officiers")));
    assert!(text.contains("Dernier coup (Officiers) : posés en [c6] [e7]"), "{text}");
    assert!(text.contains("[*O]"), "{text}");
    // A move off the board marks nothing.
    let mut off = lattaque();
    off.last_move = Some(LastMove {
        side: Side::First,
        from: Some(Square::new(40, 40)),
        to: Vec::new(),
        combat: None,
    });
    assert_eq!(board_text(&off, Lang::En), board_text(&lattaque(), Lang::En));
}

#[test]
fn html_marks_the_last_move() {
    let html = board_html_with(&lattaque_after_combat(), Lang::En, Some(("South", "North"))).into_string();
    assert_eq!(html.matches("border:3px solid #22c55e").count(), 2, "{html}");
    assert_eq!(html.matches("border:3px dashed #f97316").count(), 1, "{html}");
    assert!(html.contains("title=\"h6, last move\""), "{html}");
    assert!(html.contains("title=\"h5 North 3, revealed, last move\""), "{html}");
    assert!(html.contains("title=\"h4, combat\""), "{html}");
    // The legend (whose lines are broken at spaces, for mail).
    let legend = html.replace('\n', " ");
    assert!(legend.contains("&nbsp;Last move (North): h6 to h5"), "{html}");
    assert!(legend.contains("&nbsp;combat: h4"), "{html}");
    assert!(legend.contains("&nbsp;South (you)"), "{html}");
    // Without a last move, no such frame.
    let plain = board_html(&lattaque(), Lang::En).into_string();
    assert!(!plain.contains("#22c55e") && !plain.contains("#f97316"), "{plain}");
}

#[test]
fn malformed_views_do_not_panic() {
    let views = [
        BoardView {
            files: 3,
            ranks: 2,
            cells: vec![],
            marks: vec![],
            viewer: None,
            last_move: None,
        },
        BoardView {
            files: 30,
            ranks: 3,
            cells: vec![vec![Cell::Piece {
                side: Side::First,
                label: "".into(),
                revealed: true,
            }]],
            marks: vec![(Square::new(250, 250), "far".to_string())],
            viewer: None,
            last_move: None,
        },
        BoardView {
            files: 0,
            ranks: 0,
            cells: vec![],
            marks: vec![],
            viewer: None,
            last_move: None,
        },
    ];
    for view in &views {
        let text = board_text(view, Lang::Fr);
        let html = board_html(view, Lang::En).into_string();
        assert!(text.ends_with('\n'));
        assert!(html.ends_with("</div>\n"));
    }
    let text = board_text(&views[1], Lang::En);
    assert!(text.contains("far: ?251"), "{text}");
    assert!(text.lines().nth(2).is_some_and(|l| l == "1  ?"), "{text}");
}

// ---------------------------------------------------------------- fixtures

fn sq(name: &str) -> Square {
    Square::parse(name).expect("fixture square")
}

fn piece(side: Side, label: &str, revealed: bool) -> Cell {
    Cell::Piece {
        side,
        label: label.to_string().into(),
        revealed,
    }
}

fn set(view: &mut BoardView, at: &str, cell: Cell) {
    let s = sq(at);
    view.cells[usize::from(s.rank)][usize::from(s.file)] = cell;
}

fn empty_view(files: u8, ranks: u8) -> BoardView {
    BoardView {
        files,
        ranks,
        cells: vec![vec![Cell::Empty; usize::from(files)]; usize::from(ranks)],
        marks: Vec::new(),
        viewer: None,
        last_move: None,
    }
}

/// L'Attaque mid-game as South sees it: 9x10, six lake squares, North's
/// pieces hidden except one revealed in combat, one South piece revealed.
pub fn lattaque() -> BoardView {
    let mut v = empty_view(9, 10);
    for lake in ["c5", "c6", "e5", "e6", "g5", "g6"] {
        set(&mut v, lake, Cell::Lake);
    }
    let south = [
        ["M", "F", "M", "3", "S", "3", "M", "2", "4"],
        ["5", "M", "6", "2", "10", "9", "5", "3", "2"],
        ["2", "4", "7", "6", "2", "8", "6", "4", "7"],
        ["5", "2", "", "8", "2", "6", "5", "", "3"],
    ];
    for (r, row) in south.iter().enumerate() {
        for (f, label) in row.iter().enumerate() {
            if !label.is_empty() {
                v.cells[r][f] = piece(Side::First, label, false);
            }
        }
    }
    for r in 6..10 {
        for f in 0..9 {
            v.cells[r][f] = piece(Side::Second, "?", false);
        }
    }
    // A few moves in: a South Scout up the b file, a North piece on h5,
    // an empty square in North's front line, a combat on d4/d5.
    set(&mut v, "b4", Cell::Empty);
    set(&mut v, "b6", piece(Side::First, "2", false));
    set(&mut v, "h7", Cell::Empty);
    set(&mut v, "h5", piece(Side::Second, "?", false));
    set(&mut v, "d4", piece(Side::First, "8", true));
    set(&mut v, "d7", Cell::Empty);
    set(&mut v, "d5", piece(Side::Second, "9", true));
    v
}

/// [`lattaque`] as South sees it after North's move h6-h5 attacking h4:
/// South's piece on h4 was removed, North's 3 is revealed.
pub fn lattaque_after_combat() -> BoardView {
    let mut v = lattaque();
    set(&mut v, "h5", piece(Side::Second, "3", true));
    v.viewer = Some(Side::First);
    v.last_move = Some(LastMove {
        side: Side::Second,
        from: Some(sq("h6")),
        to: vec![sq("h5")],
        combat: Some(sq("h4")),
    });
    v
}

/// The 'Strand' War Game reconstruction: 10x10, dark squares only, capitals
/// and forts marked, one Allied piece standing on its fort.
pub fn strand() -> BoardView {
    let mut v = empty_view(10, 10);
    for r in 0..10u8 {
        for f in 0..10u8 {
            if (r + f) % 2 == 1 {
                v.cells[usize::from(r)][usize::from(f)] = Cell::Off;
            }
        }
    }
    let allies: &[(&str, &str)] = &[
        ("a3", "A"),
        ("b2", "A"),
        ("c1", "A"),
        ("a5", "I"),
        ("b4", "I"),
        ("c3", "I"),
        ("d2", "I"),
        ("e1", "I"),
        ("a7", "C"),
        ("b6", "I"),
        ("c5", "C"),
        ("d4", "I"),
        ("e3", "C"),
        ("f2", "I"),
        ("g1", "C"),
    ];
    let germans: &[(&str, &str)] = &[
        ("h10", "A"),
        ("i9", "A"),
        ("j8", "A"),
        ("f10", "I"),
        ("g9", "I"),
        ("h8", "I"),
        ("i7", "I"),
        ("j6", "I"),
        ("d10", "C"),
        ("e9", "I"),
        ("f8", "C"),
        ("g7", "I"),
        ("h6", "C"),
        ("i5", "I"),
        ("j4", "C"),
    ];
    for (at, label) in allies {
        set(&mut v, at, piece(Side::First, label, false));
    }
    for (at, label) in germans {
        set(&mut v, at, piece(Side::Second, label, false));
    }
    set(&mut v, "b6", Cell::Empty);
    set(&mut v, "c7", piece(Side::First, "I", false));
    v.marks = vec![
        (sq("a1"), "Allied capital (Bordeaux)".to_string()),
        (sq("j10"), "German capital (Berlin)".to_string()),
        (sq("c7"), "Allied fort".to_string()),
        (sq("f4"), "Allied fort".to_string()),
        (sq("h4"), "German fort".to_string()),
        (sq("e7"), "German fort".to_string()),
    ];
    v
}

/// L'Assaut: the 33-point cross, a few Soldiers taken, one inside the
/// fortress, the two Officers placed; the fortress points marked.
pub fn assaut() -> BoardView {
    let mut v = empty_view(7, 7);
    for r in 0..7u8 {
        for f in 0..7u8 {
            let corner_file = !(2..=4).contains(&f);
            let corner_rank = !(2..=4).contains(&r);
            if corner_file && corner_rank {
                v.cells[usize::from(r)][usize::from(f)] = Cell::Off;
            } else {
                let fortress = (2..=4).contains(&f) && r >= 4;
                if !fortress {
                    v.cells[usize::from(r)][usize::from(f)] = piece(Side::First, "S", false);
                }
            }
        }
    }
    for gone in ["a5", "g4", "d4", "b5"] {
        set(&mut v, gone, Cell::Empty);
    }
    set(&mut v, "d5", piece(Side::First, "S", false));
    set(&mut v, "d3", Cell::Empty);
    set(&mut v, "c6", piece(Side::Second, "O", false));
    set(&mut v, "e7", piece(Side::Second, "O", false));
    for r in ["5", "6", "7"] {
        for f in ["c", "d", "e"] {
            v.marks.push((sq(&format!("{f}{r}")), "Fortress".to_string()));
        }
    }
    v
}

// ---------------------------------------------------------------- frame

/// A whole referee mail body in both forms and both languages, with the
/// L'Attaque board (the HTML ones open in a browser as they are).
#[test]
fn frame_golden() {
    use estafette::views::{board_both_with, frame, Frame};
    let mut view = lattaque();
    view.viewer = Some(Side::First);
    view.last_move = Some(LastMove {
        side: Side::Second,
        from: Some(sq("h7")),
        to: vec![sq("h5")],
        combat: None,
    });
    let proof = "Openings of move 44 (starting square, rank, salt):\nopen d7 9 2c7fd9524cca5d8083a0ca64f1a46f7279abccbc280266291c8361c570770543";
    let cases = [
        (
            Lang::En,
            "L'Attaque lattaque-7: your move",
            "North moved h7-h5.\n\nYour Colonel (8) on d4 and North's Brigadier-General (9) on d5 stay revealed since their last combat.",
            [("Game", "lattaque-7"), ("You play", "South"), ("To move", "South (you), move 23"), ("Deadline", "2026-05-04 18:00 UTC")],
            ("South", "North"),
        ),
        (
            Lang::Fr,
            "L'Attaque lattaque-7 : à vous de jouer",
            "Nord a joué h7-h5.\n\nVotre Colonel (8) en d4 et le Général de Brigade (9) de Nord en d5 restent révélés depuis leur dernier combat.",
            [("Partie", "lattaque-7"), ("Vous jouez", "Sud"), ("Trait", "Sud (vous), coup 23"), ("Échéance", "2026-05-04 18:00 UTC")],
            ("Sud", "Nord"),
        ),
    ];
    let footer = "Log-Head: lattaque-7 45 9f2c8e51d0b4a7c3e6f1029384756a1b2c3d4e5f60718293a4b5c6d7e8f90a1b";
    for (lang, title, intro, facts, names) in cases {
        let code = lang.code();
        let (board_text, board_html) = board_both_with(&view, lang, Some(names));
        let parts = Frame {
            title,
            intro,
            board: Some((&board_text, &board_html)),
            facts: &facts,
            footer,
            proof,
            invite: true,
            ..Frame::default()
        };
        let text = frame(lang, false, &parts).unwrap();
        crate::common::golden(&format!("tests/data/views/frame.{code}.txt"), &text);
        let html = frame(lang, true, &parts).unwrap();
        crate::common::golden(&format!("tests/data/views/frame.{code}.html"), &html);
        assert!(html.is_ascii() && html.lines().all(|l| l.len() < 76), "{html}");
    }
}
