//! What the referee's mails look like: boards as text and HTML, a tiny
//! template renderer, and the frame every referee mail is laid out in.
//!
//! - [`board_text`] / [`board_html`] draw any game's [`BoardView`] (the
//!   views know nothing about the games' rules);
//! - [`render`] fills `{{name}}` (escaped in HTML) and `{{{name}}}` (raw)
//!   placeholders, refusing unknown names;
//! - [`frame`] lays out a whole mail body from the templates under
//!   `templates/<lang>/frame.{txt,html}` (compiled in), with helpers for its
//!   pieces ([`paragraphs_html`], [`facts_text`], [`facts_html`]).
//!
//! Architecture invariant: pure functions of their arguments, no I/O. HTML
//! output uses inline styles only (no `<style>` blocks, scripts, images or
//! classes) so webmail and desktop clients show it alike, and every piece of
//! caller text that goes into HTML is escaped by these functions unless it
//! is passed as a raw (`{{{name}}}`) template value.
//!
//! [`BoardView`]: crate::games::BoardView

mod board;
mod template;

pub use board::{board_both_with, board_html, board_html_with, board_text, board_text_with};
pub(crate) use template::lines;
pub use template::{
    escape_html, escape_html_wrapped, facts_html, facts_text, frame, paragraphs_html, render, seven_bit_html,
    TemplateError, HTML_LINE,
};

/// The language of a mail.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum Lang {
    #[default]
    En,
    Fr,
}

impl Lang {
    /// `en` or `fr`, any case, with an optional region (`fr-CA`, `en_GB`);
    /// `None` for anything else.
    pub fn parse(s: &str) -> Option<Lang> {
        let s = s.trim();
        let primary = s.split(['-', '_']).next().unwrap_or(s);
        match primary.to_ascii_lowercase().as_str() {
            "en" => Some(Lang::En),
            "fr" => Some(Lang::Fr),
            _ => None,
        }
    }

    /// The two-letter code: `en` or `fr`.
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Fr => "fr",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn languages_parse() {
        assert_eq!(Lang::parse("en"), Some(Lang::En));
        assert_eq!(Lang::parse(" FR "), Some(Lang::Fr));
        assert_eq!(Lang::parse("fr-CA"), Some(Lang::Fr));
        assert_eq!(Lang::parse("en_GB"), Some(Lang::En));
        assert_eq!(Lang::parse("de"), None);
        assert_eq!(Lang::parse(""), None);
        assert_eq!(Lang::Fr.code(), "fr");
    }
}
