//! What the referee's mails look like: boards as text and HTML, and the
//! frame every referee mail is laid out in, from the templates under
//! `templates/` (minijinja, compiled in).
//!
//! - [`board_text`] / [`board_html`] draw any game's [`BoardView`] (the
//!   views know nothing about the games' rules); the HTML table and its
//!   legend are the template `templates/board.html`, around the rows of
//!   cells, which are written in Rust (a template takes ten times as long
//!   over a hundred cells);
//! - [`frame`] lays out a whole mail body from the templates
//!   `templates/frame.{txt,html}` (the HTML one extends
//!   `templates/layout.html`), given its parts as a [`Frame`]: the intro as
//!   text, the board already drawn, the moves of a finished game, the facts
//!   as label and value pairs, the proof material for the end;
//! - [`words`] gives the sentences of the mails in each language, from the
//!   Fluent catalogs `templates/<lang>/<area>.ftl` (the templates take
//!   theirs with `t(id)`);
//! - [`wrap_text`] hard-wraps the text part at [`TEXT_WIDTH`] columns, at
//!   spaces only, for phone screens.
//!
//! Architecture invariant: pure functions of their arguments, no I/O. HTML
//! output uses inline styles only (no `<style>` blocks, scripts, images or
//! classes) so webmail and desktop clients show it alike. Every piece of
//! text that goes into HTML is escaped by the template engine (HTML
//! auto-escaping for `.html` templates). A template takes HTML as it is in
//! one place only, the slot of `template::slot`: for an [`Html`] fragment
//! the views rendered from a template (the board in the frame), or the
//! board's rows of cells, whose every text is escaped as they are written.
//! HTML output is plain ASCII with short lines ([`seven_bit_html`]), so the
//! mail part needs no transfer encoding.
//!
//! [`BoardView`]: crate::games::BoardView

mod board;
pub mod club;
mod html;
pub mod site;
mod template;
mod wrap;

pub use board::{board_both_with, board_html, board_html_with, board_text, board_text_with};
/// The words of the mails: the crate `estafette-words`.
pub use estafette_words as words;
pub use html::{escape_html, seven_bit_html, Html, HTML_LINE};
pub use template::{facts_text, frame, frame_from_source, Frame, MoveList, TemplateError, TemplateOverride};
/// Replace templates by an operator's (`templates_dir`).
pub use template::{install as install_templates, template_names};
pub use wrap::{unglued, wrap_text, GLUE, TEXT_WIDTH};

pub use estafette_words::Lang;
