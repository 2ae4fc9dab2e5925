//! The template engine of the views (minijinja) and the frame of every
//! referee mail.
//!
//! The templates are the files under `templates/`, compiled in with
//! `include_str!` and loaded once into one [`Environment`]. A template whose
//! name ends in `.html` is rendered with HTML auto-escaping: every value is
//! escaped (`&`, `<`, `>`, `"`, `'`, and characters outside ASCII as
//! numeric references), the one exception being an [`Html`] fragment the
//! views rendered from a template themselves. Text templates are rendered
//! as they are. A template that names a variable the values do not have
//! fails to render (strict undefined behaviour), and values are never read
//! as templates, so text from players cannot inject any.

use std::sync::{Arc, LazyLock, RwLock};

use minijinja::syntax::SyntaxConfig;
use minijinja::value::Value;
use minijinja::{context, AutoEscape, Environment, State, UndefinedBehavior};

use super::html::{seven_bit_html, write_escaped, Html};
use super::wrap::{wrap_text, wrap_words, TEXT_WIDTH};
use super::{words, Lang};
use estafette_core::reason::Sentence;

/// A template that cannot be rendered: a syntax error, or a variable or
/// attribute the values do not have. The message names the template and
/// the line.
/// A typed sentence: `Display` is the English, [`Explain::reason`] the
/// code (`system-template-…`) and its arguments; minijinja's own words are
/// an argument written as they are.
#[derive(Clone, Debug, PartialEq, Eq, Sentence)]
#[sentence(prefix = "system-template-")]
pub enum TemplateError {
    /// minijinja's error, of a built-in template.
    Render { error: String },
    /// minijinja's error, of the operator's template `file`.
    InFile { file: String, error: String },
    /// The operator's template uses a value its template is not given.
    NoValue {
        file: String,
        value: String,
        name: String,
        have: String,
    },
    /// The operator's file is named for no template.
    NoTemplate { file: String, name: String, names: String },
}

impl std::error::Error for TemplateError {}

impl From<minijinja::Error> for TemplateError {
    fn from(e: minijinja::Error) -> TemplateError {
        TemplateError::Render { error: e.to_string() }
    }
}

/// minijinja's error `e` in the operator's template `file`.
fn in_file(file: &str, e: &minijinja::Error) -> TemplateError {
    TemplateError::InFile {
        file: file.to_string(),
        error: e.to_string(),
    }
}

/// The templates, by the names they are rendered and extended by.
const TEMPLATES: [(&str, &str); 5] = [
    ("board.html", include_str!("../../templates/board.html")),
    ("layout.html", include_str!("../../templates/layout.html")),
    ("frame.txt", include_str!("../../templates/frame.txt")),
    ("frame.html", include_str!("../../templates/frame.html")),
    ("site.html", include_str!("../../templates/site.html")),
];

/// The built-in environment, built at first use. A template that does not
/// parse leaves the error here, and every rendering returns it.
static BUILT: LazyLock<Result<Arc<Environment<'static>>, TemplateError>> =
    LazyLock::new(|| environment(&[]).map(Arc::new));

/// The environment in use when [`install`] was given templates of an
/// operator's.
static INSTALLED: RwLock<Option<Arc<Environment<'static>>>> = RwLock::new(None);

/// A template an operator gives in place of a built-in one.
#[derive(Clone, Debug)]
pub struct TemplateOverride {
    /// The template it replaces: `frame.txt`, `frame.html`, `layout.html`
    /// or `board.html`.
    pub name: String,
    /// Where it was read from, for the messages.
    pub file: String,
    pub source: String,
}

/// The names of the templates an operator may replace.
pub fn template_names() -> impl Iterator<Item = &'static str> {
    TEMPLATES.iter().map(|(name, _)| *name)
}

/// The values and functions a template may use beyond those the built-in
/// template of its name uses.
const GLOBALS: [&str; 4] = ["t", "range", "dict", "namespace"];

/// Use the built-in templates with `overrides` in place of some, from now
/// on; an error naming the file (and nothing changed) when one does not
/// parse, replaces no template, or uses a value the views do not give.
pub fn install(overrides: &[TemplateOverride]) -> Result<(), TemplateError> {
    let env = environment(overrides)?;
    let built = environment(&[])?;
    for o in overrides {
        let known = built.get_template(&o.name)?.undeclared_variables(false);
        let used = env
            .get_template(&o.name)
            .map_err(|e| in_file(&o.file, &e))?
            .undeclared_variables(false);
        let mut unknown: Vec<&String> = used
            .iter()
            .filter(|v| !known.contains(*v) && !GLOBALS.contains(&v.as_str()))
            .collect();
        unknown.sort();
        if let Some(v) = unknown.first() {
            let mut have: Vec<&String> = known.iter().collect();
            have.sort();
            return Err(TemplateError::NoValue {
                file: o.file.clone(),
                value: v.to_string(),
                name: o.name.clone(),
                have: have.iter().map(|s| s.as_str()).collect::<Vec<_>>().join(", "),
            });
        }
    }
    let env = Arc::new(env);
    match INSTALLED.write() {
        Ok(mut slot) => *slot = Some(env),
        Err(poisoned) => *poisoned.into_inner() = Some(env),
    }
    Ok(())
}

/// The environment of the built-in templates, with `overrides` in place of
/// those of their names.
fn environment(overrides: &[TemplateOverride]) -> Result<Environment<'static>, TemplateError> {
    for o in overrides {
        if !TEMPLATES.iter().any(|(name, _)| *name == o.name) {
            return Err(TemplateError::NoTemplate {
                file: o.file.clone(),
                name: o.name.clone(),
                names: template_names().collect::<Vec<_>>().join(", "),
            });
        }
    }
    let mut env = Environment::new();
    env.set_undefined_behavior(UndefinedBehavior::Strict);
    // Block tags on lines of their own leave no blank lines behind; a
    // template's last newline is kept.
    env.set_syntax(
        SyntaxConfig::builder()
            .trim_blocks(true)
            .lstrip_blocks(true)
            .keep_trailing_newline(true)
            .build()?,
    );
    env.set_auto_escape_callback(|name| {
        if name.ends_with(".html") {
            AutoEscape::Html
        } else {
            AutoEscape::None
        }
    });
    // minijinja's own HTML escaping also writes `/` as a reference; this
    // one writes the five specials and keeps the output ASCII.
    env.set_formatter(|out, state, value| {
        if matches!(state.auto_escape(), AutoEscape::Html) && !value.is_safe() {
            match value.as_str() {
                Some(s) => write_escaped(out, s),
                None => write_escaped(out, &value.to_string()),
            }
            .map_err(minijinja::Error::from)
        } else {
            minijinja::escape_formatter(out, state, value)
        }
    });
    env.add_function("t", words_function);
    for (name, source) in TEMPLATES {
        match overrides.iter().find(|o| o.name == name) {
            Some(o) => env
                .add_template_owned(name, o.source.clone())
                .map_err(|e| in_file(&o.file, &e))?,
            None => env.add_template(name, source)?,
        }
    }
    Ok(env)
}

/// `t(id)` in a template: the sentence `id` in the language of the values
/// (`lang`), from the catalogs ([`words`]); an id ending in `-html` is HTML
/// and put in as it is. A missing id is an error of the rendering.
fn words_function(state: &State<'_, '_>, id: &str) -> Result<Value, minijinja::Error> {
    let lang = state
        .lookup("lang")
        .and_then(|l| l.as_str().and_then(Lang::parse))
        .unwrap_or_default();
    let text = words::try_text(lang, id, &[])
        .map_err(|e| minijinja::Error::new(minijinja::ErrorKind::InvalidOperation, e.to_string()))?;
    Ok(if id.ends_with("-html") {
        Value::from_safe_string(text)
    } else {
        Value::from(text)
    })
}

/// The environment in use: that [`install`] was given, else the built-in.
fn env() -> Result<Arc<Environment<'static>>, TemplateError> {
    let installed = match INSTALLED.read() {
        Ok(slot) => slot.clone(),
        Err(poisoned) => poisoned.into_inner().clone(),
    };
    match installed {
        Some(env) => Ok(env),
        None => BUILT.clone(),
    }
}

/// Render the HTML template `name` with `ctx`, make the page go out
/// without transfer encoding ([`seven_bit_html`]), and put `fragment` in
/// the place of the value [`slot`] in it.
pub(crate) fn render_html(name: &str, ctx: Value, fragment: &str) -> Result<Html, TemplateError> {
    let page = seven_bit_html(&env()?.get_template(name)?.render(ctx)?);
    Ok(Html::from_rendered(fill_slot(page, fragment)))
}

/// Where a fragment of HTML goes in a rendered page, until it is put there:
/// a comment, which no escaped text can make (it has no `<`).
const SLOT: &str = "<!--slot-->";

/// The value that stands for a fragment of HTML in a template's values.
/// The fragment is put in after the page went through [`seven_bit_html`],
/// so it must be made for mail already: plain ASCII, its every text
/// escaped, in short lines. It is either an [`Html`] the views rendered
/// from a template, or the rows of the board table (`views::board`).
pub(crate) fn slot() -> Value {
    Value::from_safe_string(SLOT.to_string())
}

/// `page` with `fragment` in its (first) slot.
fn fill_slot(page: String, fragment: &str) -> String {
    match page.find(SLOT) {
        Some(at) => {
            let mut out = String::with_capacity(page.len() + fragment.len());
            out.push_str(&page[..at]);
            out.push_str(fragment);
            out.push_str(&page[at + SLOT.len()..]);
            out
        }
        None => page,
    }
}

/// What a referee mail says, for [`frame`] to lay out.
#[derive(Clone, Copy, Debug, Default)]
pub struct Frame<'a> {
    /// One line: the game and its players.
    pub title: &'a str,
    /// The message: paragraphs separated by blank lines, single line breaks
    /// kept. A paragraph with a line indented by two spaces (a command to
    /// type, a list) is kept as it is, in a monospace block in HTML.
    pub intro: &'a str,
    /// The board as text ([`board_text_with`](super::board_text_with)) and
    /// as HTML ([`board_html_with`](super::board_html_with)), if the mail
    /// shows one.
    pub board: Option<(&'a str, &'a Html)>,
    /// The moves of a finished game, shown after the board.
    pub moves: Option<&'a MoveList>,
    /// Label and value rows (labels without the colon; a value may have
    /// several lines).
    pub facts: &'a [(&'a str, &'a str)],
    /// The proof material (commitments, seeds, openings, the commands that
    /// check them), shown at the end, before the footer, under the heading
    /// "Proof": in text as it is (lines of at most 76 characters), in HTML
    /// as a small monospace block whose lines may wrap. Empty for none.
    pub proof: &'a str,
    /// The last line, e.g. the `Log-Head:` line. In text it follows the
    /// `-- ` signature separator, so clients leave it out of replies.
    pub footer: &'a str,
    /// The mail invites the reader's commands (the frame's reply line): a
    /// player's mail of a game in play; not a finished game's nor an
    /// observer's.
    pub invite: bool,
}

/// The moves of a game, two a row, for [`Frame::moves`].
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct MoveList {
    /// The line above the moves, e.g. `The moves:`.
    pub heading: String,
    /// One row per round: its number and its two moves as they are shown
    /// (`Alice h4-h5`); the second is empty when the game ended first.
    pub rows: Vec<(u32, String, String)>,
    /// Paragraphs after the moves, as [`Frame::intro`]'s (a line indented
    /// by two spaces, a command, is kept as it is).
    pub note: String,
}

impl MoveList {
    /// The moves as text: `  1. Alice h4-h5    Bob d7-d6`, the numbers
    /// right-aligned and the second moves in a column; when two moves do
    /// not fit in a line of [`TEXT_WIDTH`] characters, each row on two
    /// lines. Then the note.
    pub fn text(&self) -> String {
        let number_width = self.rows.iter().map(|r| r.0.to_string().len()).max().unwrap_or(1);
        let first_width = self.rows.iter().map(|r| r.1.chars().count()).max().unwrap_or(0);
        let second_width = self.rows.iter().map(|r| r.2.chars().count()).max().unwrap_or(0);
        let side_by_side = number_width + 2 + first_width + 3 + second_width <= TEXT_WIDTH;
        let mut out = format!("{}\n", self.heading);
        for (n, first, second) in &self.rows {
            let row = if side_by_side {
                format!("{n:>number_width$}. {first:<first_width$}   {second}")
            } else if second.is_empty() {
                format!("{n:>number_width$}. {first}")
            } else {
                format!("{n:>number_width$}. {first}\n{:number_width$}  {second}", "")
            };
            out.push_str(row.trim_end());
            out.push('\n');
        }
        if !self.note.is_empty() {
            out.push('\n');
            out.push_str(&self.note);
            out.push('\n');
        }
        out
    }
}

/// Lay out a referee mail body in `lang`, from the templates
/// `templates/frame.txt` (text) or `templates/frame.html` (a whole HTML
/// document, which extends `templates/layout.html`), with the words of the
/// catalogs of `lang`.
///
/// The text form has no runs of blank lines, lines of at most
/// [`TEXT_WIDTH`] characters (wrapped at spaces by [`wrap_text`]) and ends
/// with one newline. The HTML form is plain ASCII with lines under 76 bytes
/// where the text allows ([`seven_bit_html`]).
pub fn frame(lang: Lang, html: bool, parts: &Frame<'_>) -> Result<String, TemplateError> {
    let name = if html { "frame.html" } else { "frame.txt" };
    let env = env()?;
    let template = env.get_template(name)?;
    if html {
        let page = seven_bit_html(&unglued_html(&template.render(html_context(lang, parts))?));
        Ok(fill_slot(page, parts.board.map_or("", |(_, html)| html.as_str())))
    } else {
        Ok(wrap_text(
            &tidy_text(&template.render(text_context(lang, parts))?),
            TEXT_WIDTH,
        ))
    }
}

/// [`frame`] with the template `source` in place of the frame
/// (rendered as text or HTML, as `html` says, and able to extend
/// `layout.html`): to check a template before it is shipped.
pub fn frame_from_source(source: &str, lang: Lang, html: bool, parts: &Frame<'_>) -> Result<String, TemplateError> {
    let env = env()?;
    if html {
        let page = seven_bit_html(&unglued_html(&env.render_named_str(
            "frame.html",
            source,
            html_context(lang, parts),
        )?));
        Ok(fill_slot(page, parts.board.map_or("", |(_, html)| html.as_str())))
    } else {
        let text = env.render_named_str("frame.txt", source, text_context(lang, parts))?;
        Ok(wrap_text(&tidy_text(&text), TEXT_WIDTH))
    }
}

/// A rendered page with every [`GLUE`](super::GLUE) (escaped as a
/// numeric reference) shown as a space: the page's lines break as the
/// browser likes.
fn unglued_html(page: &str) -> String {
    page.replace(&format!("&#{};", u32::from(super::GLUE)), " ")
}

/// The values of a text frame: all text, as it is.
fn text_context(lang: Lang, parts: &Frame<'_>) -> Value {
    context! {
        lang => lang.code(),
        title => parts.title,
        intro => parts.intro,
        board => parts.board.map_or("", |(text, _)| text),
        moves => parts.moves.map(MoveList::text).unwrap_or_default(),
        facts => facts_text(lang, parts.facts),
        proof => parts.proof,
        proof_rule => "-".repeat(words::text(lang, words::ids::FRAME_PROOF, &[]).chars().count()),
        footer => parts.footer,
        invite => parts.invite,
    }
}

/// The values of an HTML frame: the intro as blocks of lines, the facts as
/// label and lines, all plain text for the template to escape; the board
/// as a fragment kept as it is.
fn html_context(lang: Lang, parts: &Frame<'_>) -> Value {
    let facts: Vec<Value> = parts
        .facts
        .iter()
        .map(|(label, value)| {
            context! {
                label => *label,
                lines => lines(value).map(|l| Value::from(l.trim_end())).collect::<Vec<_>>(),
            }
        })
        .collect();
    // A board the views rendered from `board.html`: it stands in the page
    // as the slot, and is put there after the page is rendered.
    let board = parts.board.map(|_| slot());
    let moves = parts.moves.map(|m| {
        let rows: Vec<Value> = m
            .rows
            .iter()
            .map(|(n, first, second)| context! { n => n, first => first, second => second })
            .collect();
        context! { heading => m.heading.as_str(), rows => rows, note => intro_blocks(&m.note) }
    });
    context! {
        lang => lang.code(),
        title => parts.title,
        intro => intro_blocks(parts.intro),
        board => board,
        moves => moves,
        facts => facts,
        proof => parts.proof,
        footer => parts.footer,
        invite => parts.invite,
    }
}

/// The intro's paragraphs (separated by blank lines) for HTML: a paragraph
/// with a line indented by two spaces is one `pre` block, its text as it
/// is; any other is split further at lines of white space into paragraphs
/// of lines (their ends trimmed).
fn intro_blocks(text: &str) -> Vec<Value> {
    let mut blocks = Vec::new();
    for para in text.split("\n\n") {
        if lines(para).any(|l| l.starts_with("  ") && !l.trim().is_empty()) {
            blocks.push(context! { pre => true, text => para });
            continue;
        }
        let mut current: Vec<Value> = Vec::new();
        for line in lines(para) {
            if line.trim().is_empty() {
                if !current.is_empty() {
                    blocks.push(context! { pre => false, lines => std::mem::take(&mut current) });
                }
            } else {
                current.push(Value::from(line.trim_end()));
            }
        }
        if !current.is_empty() {
            blocks.push(context! { pre => false, lines => current });
        }
    }
    blocks
}

/// The lines of `s` exactly as [`str::lines`] gives them (split at `\n`,
/// one `\r` before a `\n` dropped, no empty last line), found with `memchr`:
/// `str::lines` searches each line end anew, which on a mail's short lines
/// cost more than the search itself.
pub(crate) fn lines(s: &str) -> impl Iterator<Item = &str> {
    let mut start = 0;
    let mut ends = memchr::memchr_iter(b'\n', s.as_bytes());
    std::iter::from_fn(move || match ends.next() {
        Some(end) => {
            let line = &s[start..end];
            start = end + 1;
            Some(line.strip_suffix('\r').unwrap_or(line))
        }
        None if start < s.len() => {
            let line = &s[start..];
            start = s.len();
            Some(line)
        }
        None => None,
    })
}

/// Strip trailing spaces (except the `-- ` separator), keep at most one
/// blank line in a row, none at the start, and end with one newline.
fn tidy_text(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    let mut blank_run = true;
    for line in lines(s) {
        let line = if line == "-- " { line } else { line.trim_end() };
        if line.is_empty() {
            if !blank_run {
                out.push('\n');
            }
            blank_run = true;
        } else {
            out.push_str(line);
            out.push('\n');
            blank_run = false;
        }
    }
    while out.ends_with("\n\n") {
        out.pop();
    }
    out
}

/// Label and value rows as aligned text lines (`Game:  lattaque-7`; in
/// French `Partie :  ...`). Labels are given without the colon; a value's
/// further lines, and the lines a long value is wrapped into (at
/// [`TEXT_WIDTH`] characters), are indented under its first.
pub fn facts_text(lang: Lang, rows: &[(&str, &str)]) -> String {
    let heads: Vec<String> = rows
        .iter()
        .map(|(label, _)| words::text(lang, words::ids::FACT_LABEL, &[("label", label)]))
        .collect();
    let width = heads.iter().map(|h| h.chars().count()).max().unwrap_or(0) + 2;
    let room = TEXT_WIDTH.saturating_sub(width).max(20);
    let mut out = String::new();
    for (head, (_, value)) in heads.iter().zip(rows) {
        out.push_str(head);
        let mut pad = width.saturating_sub(head.chars().count());
        let mut any = false;
        for line in lines(value) {
            for piece in wrap_words(line.trim_end(), room) {
                if any {
                    out.push('\n');
                }
                out.push_str(&" ".repeat(pad));
                out.push_str(&piece);
                pad = width;
                any = true;
            }
        }
        out.push('\n');
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_template_parses() {
        let env = env().unwrap();
        for (name, _) in TEMPLATES {
            env.get_template(name).unwrap();
        }
    }

    #[test]
    fn lines_are_those_of_str_lines() {
        let mut seed = 0x2545_f491_4f6c_dd1du64;
        let mut next = || {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed
        };
        let pieces = ["\n", "\r", "\r\n", "a", " ", "é", "--", "\n\n", ""];
        let mut cases: Vec<String> = vec![
            String::new(),
            "\n".into(),
            "\r".into(),
            "x\r".into(),
            "x\r\n".into(),
            "\n\nx".into(),
        ];
        for _ in 0..5000 {
            let n = (next() % 9) as usize;
            cases.push(
                (0..n)
                    .map(|_| pieces[(next() % pieces.len() as u64) as usize])
                    .collect(),
            );
        }
        for s in &cases {
            assert_eq!(lines(s).collect::<Vec<_>>(), s.lines().collect::<Vec<_>>(), "{s:?}");
        }
    }

    #[test]
    fn tidy_collapses_blank_runs_and_keeps_signature() {
        assert_eq!(tidy_text("\n\na  \n\n\n\nb\n-- \nc\n\n\n"), "a\n\nb\n-- \nc\n");
    }

    #[test]
    fn intro_blocks_keep_indented_paragraphs_whole() {
        let blocks = intro_blocks("One\r\ntwo  \n \nthree\n\nRun\n  estafette seal\nthen mail it.");
        let shown: Vec<String> = blocks.iter().map(|b| b.to_string()).collect();
        assert_eq!(blocks.len(), 3, "{shown:?}");
        assert_eq!(blocks[0].get_attr("lines").unwrap().to_string(), "['One', 'two']");
        assert_eq!(blocks[1].get_attr("lines").unwrap().to_string(), "['three']");
        assert!(blocks[2].get_attr("pre").unwrap().is_true());
        assert_eq!(
            blocks[2].get_attr("text").unwrap().as_str(),
            Some("Run\n  estafette seal\nthen mail it.")
        );
    }
}
