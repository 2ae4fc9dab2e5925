//! A mail as composed (its text and HTML bodies, its head), the boards
//! it draws (each drawn once for the mails of one decision) and its
//! layout in the frame templates.

use crate::games::Side;
use crate::referee::GameState;
use crate::views::words;
use crate::views::{self, Lang};

/// A composed mail body.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Composed {
    pub subject: String,
    pub text: String,
    pub html: String,
}

/// The chain head to print at the end of every mail.
#[derive(Clone, Debug)]
pub struct Head {
    pub n: u64,
    pub hex: String,
}

impl Head {
    pub fn line(&self, game: &str) -> String {
        format!("Log-Head: {game} {} {}", self.n, self.hex)
    }
}

/// Boards already drawn for the mails of one decision, so that a board two
/// mails show alike is drawn once: the same view (cells, viewer, last move),
/// language and side names give the same text and HTML. (Each player's
/// board names their side "(you)", so two players' boards differ.)
#[derive(Default)]
pub struct Boards {
    drawn: Vec<DrawnBoard>,
}

struct DrawnBoard {
    view: crate::games::BoardView,
    lang: Lang,
    names: (String, String),
    text: String,
    html: views::Html,
}

impl Boards {
    /// The board `view` as text and as HTML, drawn now or earlier.
    /// `view` is kept (not copied) when it is drawn now.
    pub(super) fn draw(
        &mut self,
        view: crate::games::BoardView,
        lang: Lang,
        names: (&str, &str),
    ) -> (&str, &views::Html) {
        let at = match self
            .drawn
            .iter()
            .position(|d| d.lang == lang && d.names.0 == names.0 && d.names.1 == names.1 && d.view == view)
        {
            Some(at) => at,
            None => {
                let (text, html) = views::board_both_with(&view, lang, Some(names));
                self.drawn.push(DrawnBoard {
                    view,
                    lang,
                    names: (names.0.to_string(), names.1.to_string()),
                    text,
                    html,
                });
                self.drawn.len() - 1
            }
        };
        let d = &self.drawn[at];
        (&d.text, &d.html)
    }
}

/// The board of a mail as `viewer` sees it (`None`: the public view), with
/// the last move marked, in the mail's language. Once a finished game's
/// armies are both published, every rank shows.
pub(super) fn mail_view(st: &GameState, viewer: Option<Side>, lang: Lang) -> Option<crate::games::BoardView> {
    use crate::games::any::AnyPosition;
    let published = st.is_over() && st.revealed.iter().all(|r| *r);
    let mut view = match (&st.position, &st.blind) {
        (Some(AnyPosition::Lattaque(p)), _) if published => p.published_view(),
        (Some(p), _) => p.board_view(viewer),
        (None, Some(bg)) => match bg.final_position().filter(|_| st.is_over()) {
            Some(end) => end.published_view(),
            // A blind game's board shows only what has been opened: public.
            None => bg.board.board_view(),
        },
        (None, None) => return None,
    };
    view.viewer = viewer;
    view.last_move = st.last_move.clone();
    Some(localise_view(view, lang))
}

/// Lay a mail out in the frame templates: the text body and the HTML body.
pub(super) fn render(lang: Lang, parts: &views::Frame<'_>) -> (String, String) {
    let text = views::frame(lang, false, parts).unwrap_or_else(|e| {
        let board = parts.board.map_or("", |(text, _)| text);
        let footer = parts.footer;
        views::wrap_text(
            &format!(
                "{}\n\n{}\n\n{board}\n-- \n{footer}\n(template error: {e})\n",
                parts.title, parts.intro
            ),
            views::TEXT_WIDTH,
        )
    });
    let html = views::frame(lang, true, parts).unwrap_or_else(|_| format!("<pre>{}</pre>", views::escape_html(&text)));
    (text, html)
}

/// The engines label marked squares in English; the mails word them in
/// their language (a label the catalogs do not name stays as it is).
pub(super) fn localise_view(mut view: crate::games::BoardView, lang: Lang) -> crate::games::BoardView {
    for (_, label) in view.marks.iter_mut() {
        let id = match label.as_str() {
            "fortress" => "mark-fortress",
            "Allied fort" => "mark-allied-fort",
            "German fort" => "mark-german-fort",
            "Allied capital (Bordeaux)" => "mark-allied-capital",
            "German capital (Berlin)" => "mark-german-capital",
            _ => continue,
        };
        *label = words::text(lang, id, &[]);
    }
    view
}
