//! Boards for mails: a fixed-font text grid and an inline-styled HTML table.
//!
//! Both are drawn from a [`BoardView`] alone, so the same code serves the
//! three games; the HTML table and its legend are the template
//! `templates/board.html`, around rows of cells written here. Invariants:
//! no I/O; a malformed view (rows missing or too short, marks off the
//! board, long labels) is drawn as well as it can be, never panics; every
//! label coming from the view is HTML-escaped.

use minijinja::context;
use minijinja::value::Value;

use super::html::{escape_html, push_escaped, Html};
use super::template::{render_html, slot};
use super::wrap::{wrap_hanging, wrap_items, TEXT_WIDTH};
use super::Lang;
use crate::games::{BoardView, Cell, LastMove, Side, Square};

// ---------------------------------------------------------------- shared

/// The cell at (`file`, `rank`), `Off` if the view does not have it.
fn cell_at(view: &BoardView, file: u8, rank: u8) -> &Cell {
    const OFF: Cell = Cell::Off;
    view.cells
        .get(usize::from(rank))
        .and_then(|row| row.get(usize::from(file)))
        .unwrap_or(&OFF)
}

/// `a`..`z` for files 0..25, `?` beyond.
fn file_letter(file: u8) -> char {
    if file < 26 {
        char::from(b'a' + file)
    } else {
        '?'
    }
}

/// `c7`, without the overflow `Square`'s `Display` would hit off the alphabet.
fn square_name(sq: Square) -> String {
    format!("{}{}", file_letter(sq.file), u16::from(sq.rank) + 1)
}

/// `label.trim()`, without the search when the label starts and ends with
/// a printable ASCII character (every label the engines give): such a
/// character is never white space, so there is nothing to trim.
fn trim_label(label: &str) -> &str {
    let printable = |b: &u8| b.is_ascii_graphic();
    match label.as_bytes() {
        [first, .., last] if printable(first) && printable(last) => label,
        [only] if printable(only) => label,
        _ => label.trim(),
    }
}

/// The label drawn in a cell: at most two characters, `?` if empty.
fn short_label(label: &str) -> &str {
    let trimmed = trim_label(label);
    if trimmed.is_empty() {
        return "?";
    }
    match trimmed.char_indices().nth(2) {
        Some((end, _)) => &trimmed[..end],
        None => trimmed,
    }
}

/// Marks grouped by label, in the order labels first appear.
fn mark_groups(view: &BoardView) -> Vec<(&str, Vec<Square>)> {
    let mut groups: Vec<(&str, Vec<Square>)> = Vec::new();
    for (sq, label) in &view.marks {
        match groups.iter_mut().find(|(l, _)| *l == label.as_str()) {
            Some((_, squares)) => squares.push(*sq),
            None => groups.push((label.as_str(), vec![*sq])),
        }
    }
    groups
}

/// How a square of the last move is marked: the squares the moving piece
/// left and reached, and the square it attacked.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Marker {
    Moved,
    Combat,
}

impl Marker {
    /// The brackets around the square's label on the text board.
    fn brackets(self) -> (char, char) {
        match self {
            Marker::Moved => ('[', ']'),
            Marker::Combat => ('(', ')'),
        }
    }
}

/// What a drawing needs to know about a view beyond its cells, worked out
/// once for both drawings of a board: the mark of each square (the first
/// one listed), the last move's marker of each square, and what kinds of
/// cells appear.
struct Layout<'a> {
    files: usize,
    marks: Vec<Option<&'a str>>,
    /// Empty when the view has no last move on the board.
    markers: Vec<Option<Marker>>,
    present: Present,
}

impl<'a> Layout<'a> {
    fn of(view: &'a BoardView) -> Layout<'a> {
        let files = usize::from(view.files);
        let at = |sq: Square| {
            (sq.file < view.files && sq.rank < view.ranks).then(|| usize::from(sq.rank) * files + usize::from(sq.file))
        };
        let mut marks = vec![None; files * usize::from(view.ranks)];
        for (sq, label) in &view.marks {
            if let Some(i) = at(*sq) {
                if marks[i].is_none() {
                    marks[i] = Some(label.as_str());
                }
            }
        }
        let mut markers = Vec::new();
        if let Some(last) = &view.last_move {
            let squares = last.squares().map(|sq| (sq, Marker::Moved));
            for (sq, marker) in squares.chain(last.combat.map(|sq| (sq, Marker::Combat))) {
                if let Some(i) = at(sq) {
                    markers.resize(marks.len(), None);
                    markers[i] = Some(marker);
                }
            }
        }
        Layout {
            files,
            marks,
            markers,
            present: present(view),
        }
    }

    /// The mark on a square, if any (the first one listed).
    fn mark(&self, file: u8, rank: u8) -> Option<&'a str> {
        self.marks
            .get(usize::from(rank) * self.files + usize::from(file))
            .copied()
            .flatten()
    }

    /// The last move's marker on a square, if any.
    fn marker(&self, file: u8, rank: u8) -> Option<Marker> {
        self.markers
            .get(usize::from(rank) * self.files + usize::from(file))
            .copied()
            .flatten()
    }

    /// Whether the last move is marked on the board.
    fn marked(&self) -> bool {
        !self.markers.is_empty()
    }
}

/// What kinds of cells appear, to keep legends short.
struct Present {
    hidden: bool,
    lake: bool,
    revealed: bool,
}

fn present(view: &BoardView) -> Present {
    let mut p = Present {
        hidden: false,
        lake: false,
        revealed: false,
    };
    for rank in 0..view.ranks {
        for file in 0..view.files {
            match cell_at(view, file, rank) {
                Cell::Lake => p.lake = true,
                Cell::Piece { label, revealed, .. } => {
                    p.hidden |= short_label(label) == "?";
                    p.revealed |= *revealed;
                }
                Cell::Off | Cell::Empty => {}
            }
        }
    }
    p
}

/// Words for the legends, from the catalogs (`view.ftl`).
struct Words {
    first: String,
    second: String,
    key: String,
    plain: String,
    hidden: String,
    empty: String,
    lake: String,
    marked: String,
    revealed_text: String,
    revealed_html: String,
    revealed_title: String,
    you: String,
    last_move: String,
    to: String,
    attack_on: String,
    placed: String,
    combat: String,
    last_title: String,
    sep: String,
}

fn words(lang: Lang) -> Words {
    let t = |id: &str| super::words::text(lang, id, &[]);
    Words {
        first: t("board-first-player"),
        second: t("board-second-player"),
        key: t("board-key"),
        plain: t("board-plain"),
        hidden: t("board-hidden"),
        empty: t("board-empty"),
        lake: t("board-lake"),
        marked: t("board-marked"),
        revealed_text: t("board-revealed-text"),
        revealed_html: t("board-revealed-html"),
        revealed_title: t("board-revealed-title"),
        you: t("board-you"),
        last_move: t("board-last-move"),
        to: t("board-to"),
        attack_on: t("board-attack-on"),
        placed: t("board-placed"),
        combat: t("board-combat"),
        last_title: t("board-last-title"),
        sep: t("board-sep"),
    }
}

fn side_names<'a>(w: &'a Words, names: Option<(&'a str, &'a str)>) -> (&'a str, &'a str) {
    names.unwrap_or((&w.first, &w.second))
}

/// The side names for the legend, the viewer's with `(you)`: `South (you)`.
fn legend_names(view: &BoardView, w: &Words, names: Option<(&str, &str)>) -> (String, String) {
    let (first, second) = side_names(w, names);
    let name = |side: Side, name: &str| match view.viewer {
        Some(v) if v == side => format!("{name} ({})", w.you),
        _ => name.to_string(),
    };
    (name(Side::First, first), name(Side::Second, second))
}

/// The last move in words, its squares in brackets as the text board marks
/// them when `brackets` (`[d6] to [d5], attack on (d4)`), plain otherwise.
fn last_move_words(last: &LastMove, w: &Words, brackets: bool) -> String {
    let name = |sq: Square, marker: Marker| {
        if brackets {
            let (open, close) = marker.brackets();
            format!("{open}{}{close}", square_name(sq))
        } else {
            square_name(sq)
        }
    };
    let to: Vec<String> = last.to.iter().map(|sq| name(*sq, Marker::Moved)).collect();
    let mut out = match last.from {
        Some(from) if to.is_empty() => name(from, Marker::Moved),
        Some(from) => format!(
            "{} {} {}",
            name(from, Marker::Moved),
            w.to,
            to.join(&format!(" {} ", w.to))
        ),
        None => format!("{} {}", w.placed, to.join(" ")),
    };
    if let Some(c) = last.combat {
        out.push_str(&format!(", {} {}", w.attack_on, name(c, Marker::Combat)));
    }
    out
}

// ---------------------------------------------------------------- text

/// The board as a fixed-font text grid; see [`board_text_with`]. The sides
/// are called "first player" and "second player" in the legend.
pub fn board_text(view: &BoardView, lang: Lang) -> String {
    board_text_with(view, lang, None)
}

/// The board as a fixed-font text grid, highest rank on top, rank numbers
/// on the left and file letters below, the labels right-aligned, as wide
/// as the widest (two characters at least) and a space apart:
///
/// - the first side's pieces plain (`10`, ` S`, ` ?`), the second side's
///   starred (`*10`, `*S`, `*?`), hidden pieces `?`;
/// - empty squares `.`, empty marked squares `+`, lakes `~~`, points off
///   the board blank;
/// - when the view has a last move, the labels stand two spaces apart, and
///   the squares the moving piece left and reached are in brackets
///   (`[ .]`, `[*4]`), the square it attacked in parentheses (`( 2)`).
///
/// Below the grid: a legend naming the sides (`names` = (first, second),
/// e.g. `("South", "North")`; the viewer's marked `(you)`), the last move
/// (`Last move (North): [d6] to [d5], attack on (d4)`), the pieces
/// revealed in combat, and the marked squares grouped by label. Lines have
/// no trailing spaces and are at most 76 characters (a longer legend is
/// wrapped); the text ends with a newline.
pub fn board_text_with(view: &BoardView, lang: Lang, names: Option<(&str, &str)>) -> String {
    text_with(view, &Layout::of(view), lang, names)
}

/// The board as text ([`board_text_with`]) and as HTML
/// ([`board_html_with`]), with what both need worked out once.
pub fn board_both_with(view: &BoardView, lang: Lang, names: Option<(&str, &str)>) -> (String, Html) {
    let layout = Layout::of(view);
    (
        text_with(view, &layout, lang, names),
        html_with(view, &layout, lang, names),
    )
}

/// The number of digits of `n`.
fn digits(n: u16) -> usize {
    if n >= 10 {
        1 + digits(n / 10)
    } else {
        1
    }
}

fn text_with(view: &BoardView, layout: &Layout<'_>, lang: Lang, names: Option<(&str, &str)>) -> String {
    let w = words(lang);
    let rank_width = digits(u16::from(view.ranks));
    let label_width = text_label_width(view);
    // With the last move marked, two characters between labels: room for
    // a closing and an opening bracket.
    let gap = if layout.marked() { 2 } else { 1 };
    let mut out =
        String::with_capacity(usize::from(view.ranks) * (usize::from(view.files) * (label_width + gap) + 4) + 256);
    for rank in (0..view.ranks).rev() {
        let line_start = out.len();
        let number = u16::from(rank) + 1;
        for _ in digits(number)..rank_width {
            out.push(' ');
        }
        push_number(&mut out, number);
        let mut before: Option<Marker> = None;
        for file in 0..view.files {
            let marker = layout.marker(file, rank);
            if layout.marked() {
                out.push(before.map_or(' ', |m| m.brackets().1));
                out.push(marker.map_or(' ', |m| m.brackets().0));
            } else {
                out.push(' ');
            }
            let marked = layout.mark(file, rank).is_some();
            push_text_label(&mut out, cell_at(view, file, rank), marked, label_width);
            before = marker;
        }
        if let Some(m) = before {
            out.push(m.brackets().1);
        }
        let kept = out[line_start..].trim_end().len();
        out.truncate(line_start + kept);
        out.push('\n');
    }
    let mut letters = " ".repeat(rank_width);
    for file in 0..view.files {
        letters.push_str(&" ".repeat(gap + label_width - 1));
        letters.push(file_letter(file));
    }
    out.push_str(&letters);
    out.push_str("\n\n");
    text_legend(&mut out, view, layout, &w, names);
    out
}

/// The lines under the text board: the key, the last move, the pieces
/// revealed in combat and the marked squares, each wrapped to a mail's
/// width.
fn text_legend(out: &mut String, view: &BoardView, layout: &Layout<'_>, w: &Words, names: Option<(&str, &str)>) {
    let (first, second) = legend_names(view, w, names);
    let sep = &w.sep;
    let line = |out: &mut String, text: String| {
        out.push_str(&wrap_hanging(&text, TEXT_WIDTH, 2));
        out.push('\n');
    };
    let p = &layout.present;
    let mut key = vec![format!("{} = {first}", w.plain), format!("* = {second}")];
    if p.hidden {
        key.push(format!("? = {}", w.hidden));
    }
    key.push(format!(". = {}", w.empty));
    if p.lake {
        key.push(format!("~~ = {}", w.lake));
    }
    if !view.marks.is_empty() {
        key.push(format!("+ = {}", w.marked));
    }
    out.push_str(&wrap_items(&w.key, &key, TEXT_WIDTH, 2));
    out.push('\n');
    if let Some(last) = view.last_move.as_ref().filter(|_| layout.marked()) {
        let (first, second) = side_names(w, names);
        let side = if last.side == Side::First { first } else { second };
        let words = last_move_words(last, w, true);
        line(out, format!("{} ({side}){sep}{words}", w.last_move));
    }
    if p.revealed {
        let mut items = Vec::new();
        for rank in 0..view.ranks {
            for file in 0..view.files {
                if let Cell::Piece {
                    side,
                    label,
                    revealed: true,
                } = cell_at(view, file, rank)
                {
                    let star = if *side == Side::Second { "*" } else { "" };
                    items.push(format!(
                        "{} {star}{}",
                        square_name(Square::new(file, rank)),
                        trim_label(label)
                    ));
                }
            }
        }
        out.push_str(&wrap_items(&w.revealed_text, &items, TEXT_WIDTH, 2));
        out.push('\n');
    }
    for (label, squares) in mark_groups(view) {
        let list: Vec<String> = squares.iter().map(|s| square_name(*s)).collect();
        line(out, format!("{label}{sep}{}", list.join(" ")));
    }
}

/// Append a number without the formatting machinery.
fn push_number(out: &mut String, n: u16) {
    if n >= 10 {
        push_number(out, n / 10);
    }
    out.push(char::from(b'0' + (n % 10) as u8));
}

/// How wide each label of the text board is: room for its widest piece (a
/// star and `10`, say), 2 at least. Labels stand one space apart (two
/// when the last move is marked), so that no two cells ever run together.
fn text_label_width(view: &BoardView) -> usize {
    let widest = view
        .cells
        .iter()
        .flatten()
        .map(|cell| match cell {
            Cell::Piece { side, label, .. } => short_label(label).chars().count() + usize::from(*side == Side::Second),
            _ => 2,
        })
        .max()
        .unwrap_or(2);
    widest.max(2)
}

/// Append one label, right-aligned (by characters) in `width` characters.
fn push_text_label(out: &mut String, cell: &Cell, marked: bool, width: usize) {
    let pad = |out: &mut String, used: usize| out.push_str(&" ".repeat(width.saturating_sub(used)));
    let (star, label) = match cell {
        Cell::Off => return pad(out, 0),
        Cell::Lake => {
            pad(out, 2);
            return out.push_str("~~");
        }
        Cell::Empty => {
            pad(out, 1);
            return out.push(if marked { '+' } else { '.' });
        }
        Cell::Piece { side, label, .. } => (*side == Side::Second, short_label(label)),
    };
    let width = label.chars().count() + usize::from(star);
    pad(out, width);
    if star {
        out.push('*');
    }
    out.push_str(label);
}

// ---------------------------------------------------------------- HTML

/// The board as an HTML table; see [`board_html_with`]. The sides are
/// called "first player" and "second player" in the legend.
pub fn board_html(view: &BoardView, lang: Lang) -> Html {
    board_html_with(view, lang, None)
}

/// The board as an HTML fragment (a `<div>` holding a `<table>` and its
/// legend), from the template `templates/board.html`, with inline styles
/// only: 28-pixel cells, highest rank on top, rank numbers on the left and
/// file letters below; the first side's pieces white on dark blue, the
/// second side's white on dark red, hidden pieces `?`, pieces revealed in
/// combat framed in gold, lakes blue, points off the board blank, marked
/// squares on a pale gold background (framed in it when occupied) and
/// listed under the board by label. Each cell's `title` names the square
/// and what stands on it. `names` = (first, second) for the legend, e.g.
/// `("South", "North")`.
///
/// The template lays out the table and the legend, given the legend's
/// items and the marked squares as plain text (which it escapes); the rows
/// of cells are written by `html_rows`. The markup is kept small (a board
/// goes to both players after every move): what all cells share is set
/// once on the table, each row's height on its rank label and each
/// column's width on its file letter, so a cell carries only its
/// background, its border and its title. One cell per line.
pub fn board_html_with(view: &BoardView, lang: Lang, names: Option<(&str, &str)>) -> Html {
    html_with(view, &Layout::of(view), lang, names)
}

fn html_with(view: &BoardView, layout: &Layout<'_>, lang: Lang, names: Option<(&str, &str)>) -> Html {
    let w = words(lang);
    let owners = side_names(&w, names);
    let rows = html_rows(view, layout, &w, owners);
    let p = &layout.present;
    let item = |kind: &str, color: &str, text: &str| context! { kind => kind, color => color, text => text };
    let (first, second) = legend_names(view, &w, names);
    let mut key = vec![item("swatch", FIRST_BG, &first), item("swatch", SECOND_BG, &second)];
    if let Some(last) = view.last_move.as_ref().filter(|_| layout.marked()) {
        let side = if last.side == Side::First { owners.0 } else { owners.1 };
        let path = LastMove {
            combat: None,
            ..last.clone()
        };
        let sep = &w.sep;
        let text = format!("{} ({side}){sep}{}", w.last_move, last_move_words(&path, &w, false));
        key.push(item("frame", LAST_COLOR, &text));
        if let Some(c) = last.combat {
            key.push(item(
                "frame",
                COMBAT_COLOR,
                &format!("{}{sep}{}", w.combat, square_name(c)),
            ));
        }
    }
    if p.hidden {
        key.push(item("hidden", "", &w.hidden));
    }
    if p.revealed {
        key.push(item("frame", REVEALED, &w.revealed_html));
    }
    if p.lake {
        key.push(item("swatch", LAKE_BG, &w.lake));
    }
    if !view.marks.is_empty() {
        key.push(item("swatch", MARK_BG, &w.marked));
    }
    let marks: Vec<Value> = mark_groups(view)
        .into_iter()
        .map(|(label, squares)| {
            let squares: Vec<Value> = squares.into_iter().map(|s| Value::from(square_name(s))).collect();
            context! { label => label, squares => squares }
        })
        .collect();
    let ctx = context! { lang => lang.code(), rows => slot(), key => key, marks => marks };
    // The template is fixed and so is the shape of its values: should it
    // ever fail, the text grid stands in for the table.
    render_html("board.html", ctx, &rows).unwrap_or_else(|e| {
        tracing::error!("board template: {e}");
        let text = text_with(view, layout, lang, names);
        Html::from_rendered(format!("<pre>{}</pre>\n", escape_html(&text)))
    })
}

const FIRST_BG: &str = "#1d4f91";
const SECOND_BG: &str = "#a4262c";
const EMPTY_BG: &str = "#f3eee0";
const MARK_BG: &str = "#e2cd8c";
const LAKE_BG: &str = "#6fa8dc";
const REVEALED: &str = "#f2b705";
/// The frame of a piece revealed in combat (gold), and of an occupied
/// marked square (pale gold). Other cells have none: the squares stand
/// apart by the table's cell spacing.
const REVEALED_FRAME: &str = "2px solid #f2b705";
const MARK_FRAME: &str = "2px solid #e2cd8c";
/// The last move: the squares its piece left and reached framed in green
/// (an empty one tinted green), the square it attacked framed in orange,
/// dashed (an empty one tinted orange). These frames win over the others.
const LAST_COLOR: &str = "#22c55e";
const LAST_FRAME: &str = "3px solid #22c55e";
const LAST_BG: &str = "#c6efd3";
const COMBAT_COLOR: &str = "#f97316";
const COMBAT_FRAME: &str = "3px dashed #f97316";
const COMBAT_BG: &str = "#fddcc2";
/// The style of the rank numbers (which set each row's height) and of the
/// file letters (which set each column's width).
const ROW_LABEL: &str =
    "height:28px;padding:0 4px 0 0;text-align:right;\nfont-size:11px;font-weight:normal;color:#555555;";
const FILE_LABEL: &str =
    "width:28px;height:18px;padding:0;vertical-align:top;\nfont-size:11px;font-weight:normal;color:#555555;";

/// The rows of the board table: a rank label and one cell per line each,
/// then the file letters. Written here rather than in `board.html`: a
/// template engine takes about ten times as long over a hundred cells, and
/// a board goes to both players after every move. Every text in them (the
/// labels and marks of the view, the side names) is escaped here, and the
/// lines are made for mail (ASCII, under 76 bytes where the texts allow),
/// as the template's slot requires.
fn html_rows(view: &BoardView, layout: &Layout<'_>, w: &Words, owners: (&str, &str)) -> String {
    // Escaped once here rather than in every cell's title.
    let owners = (escape_html(owners.0), escape_html(owners.1));
    let cells = usize::from(view.files) * usize::from(view.ranks);
    let mut out = String::with_capacity(512 + cells * 48);
    for rank in (0..view.ranks).rev() {
        out.push_str("<tr><th style=\"");
        out.push_str(ROW_LABEL);
        out.push_str("\">");
        push_number(&mut out, u16::from(rank) + 1);
        out.push_str("</th>\n");
        for file in 0..view.files {
            let marks = (layout.mark(file, rank), layout.marker(file, rank));
            html_cell(&mut out, view, marks, file, rank, w, (&owners.0, &owners.1));
        }
        out.push_str("</tr>\n");
    }
    out.push_str("<tr><th></th>\n");
    for file in 0..view.files {
        out.push_str("<th style=\"");
        out.push_str(FILE_LABEL);
        out.push_str("\">");
        out.push(file_letter(file));
        out.push_str("</th>\n");
    }
    out.push_str("</tr>\n");
    out
}

/// One `<td>` line: background (the `bgcolor` attribute, which every mail
/// client honours), a frame for the last move, a revealed piece or an
/// occupied marked square, a title when the square holds something or is
/// marked, and the label. Lines stay under 76 bytes where the texts allow
/// (a frame puts the title on a line of its own). `marks` are the square's
/// mark and last-move marker; `owners` the side names, already escaped.
fn html_cell(
    out: &mut String,
    view: &BoardView,
    marks: (Option<&str>, Option<Marker>),
    file: u8,
    rank: u8,
    w: &Words,
    owners: (&str, &str),
) {
    let (mark, marker) = marks;
    let cell = cell_at(view, file, rank);
    let marker_frame = marker.map(|m| match m {
        Marker::Moved => (LAST_FRAME, LAST_BG),
        Marker::Combat => (COMBAT_FRAME, COMBAT_BG),
    });
    let (bg, frame) = match cell {
        Cell::Off => {
            out.push_str("<td></td>\n");
            return;
        }
        Cell::Lake => (LAKE_BG, marker_frame.map(|(f, _)| f)),
        Cell::Empty => match (marker_frame, mark) {
            (Some((frame, tint)), _) => (tint, Some(frame)),
            (None, Some(_)) => (MARK_BG, None),
            (None, None) => {
                out.push_str("<td bgcolor=\"");
                out.push_str(EMPTY_BG);
                out.push_str("\"></td>\n");
                return;
            }
        },
        Cell::Piece { side, revealed, .. } => {
            let bg = if *side == Side::First { FIRST_BG } else { SECOND_BG };
            let frame = match marker_frame {
                Some((frame, _)) => Some(frame),
                None if *revealed => Some(REVEALED_FRAME),
                None => mark.map(|_| MARK_FRAME),
            };
            (bg, frame)
        }
    };
    out.push_str("<td bgcolor=\"");
    out.push_str(bg);
    out.push('"');
    if let Some(frame) = frame {
        out.push_str(" style=\"border:");
        out.push_str(frame);
        out.push_str("\"\n");
    } else {
        out.push(' ');
    }
    out.push_str("title=\"");
    out.push(file_letter(file));
    push_number(out, u16::from(rank) + 1);
    match cell {
        Cell::Off => {}
        Cell::Lake => {
            out.push(' ');
            push_escaped(out, &w.lake);
        }
        Cell::Empty => {}
        Cell::Piece { side, label, revealed } => {
            let owner = if *side == Side::First { owners.0 } else { owners.1 };
            out.push(' ');
            out.push_str(owner);
            out.push(' ');
            push_escaped(out, trim_label(label));
            if *revealed {
                out.push_str(", ");
                push_escaped(out, &w.revealed_title);
            }
        }
    }
    if let Some(m) = mark {
        out.push_str(", ");
        push_escaped(out, m);
    }
    if let Some(m) = marker {
        out.push_str(", ");
        push_escaped(out, if m == Marker::Moved { &w.last_title } else { &w.combat });
    }
    out.push_str("\">");
    if let Cell::Piece { label, .. } = cell {
        push_escaped(out, short_label(label));
    }
    out.push_str("</td>\n");
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn labels_are_trimmed_as_str_trim_does() {
        let pieces = ["A", "10", " ", "\t", "\u{a0}", "é", "\u{2003}", "?", "\n", "~"];
        let mut cases = vec![String::new()];
        for a in pieces {
            cases.push(a.to_string());
            for b in pieces {
                cases.push(format!("{a}{b}"));
                for c in pieces {
                    cases.push(format!("{a}{b}{c}"));
                }
            }
        }
        for s in &cases {
            assert_eq!(trim_label(s), s.trim(), "{s:?}");
        }
    }

    #[test]
    fn text_cells_never_run_together() {
        let piece = |side, label: &'static str| Cell::Piece {
            side,
            label: label.into(),
            revealed: false,
        };
        let view = BoardView {
            files: 3,
            ranks: 1,
            cells: vec![vec![
                piece(Side::Second, "9"),
                piece(Side::Second, "10"),
                piece(Side::First, "10"),
            ]],
            marks: Vec::new(),
            viewer: None,
            last_move: None,
        };
        let text = board_text(&view, Lang::En);
        let row = text.lines().next().unwrap();
        assert_eq!(row, "1  *9 *10  10", "{text}");
        assert!(text.contains("\n    a   b   c"), "{text}");
    }

    #[test]
    fn the_key_is_in_the_mails_language() {
        let view = BoardView {
            files: 2,
            ranks: 1,
            cells: vec![vec![Cell::Empty, Cell::Empty]],
            marks: vec![(Square::new(0, 0), "x".into())],
            viewer: Some(Side::First),
            last_move: None,
        };
        let key = |lang| {
            let text = board_text(&view, lang);
            text.lines().find(|l| l.contains(" = ")).unwrap_or_default().to_string()
        };
        assert!(
            key(Lang::En).starts_with("Key: plain = first player (you)"),
            "{}",
            key(Lang::En)
        );
        assert!(
            key(Lang::Fr).starts_with("Légende : sans marque = premier joueur (vous)"),
            "{}",
            key(Lang::Fr)
        );
        assert!(
            key(Lang::De).starts_with("Legende: ohne Zeichen = erster Spieler (Sie)"),
            "{}",
            key(Lang::De)
        );
        let de = board_text(&view, Lang::De);
        assert!(de.contains("+ = markiertes Feld"), "{de}");
    }

    #[test]
    fn labels_are_short_and_never_empty() {
        assert_eq!(short_label("10"), "10");
        assert_eq!(short_label(""), "?");
        assert_eq!(short_label("Marshal"), "Ma");
        assert_eq!(short_label("é"), "é");
    }

    #[test]
    fn squares_off_the_alphabet_do_not_panic() {
        assert_eq!(square_name(Square::new(200, 254)), "?255");
        assert_eq!(square_name(Square::new(2, 6)), "c7");
    }
}
