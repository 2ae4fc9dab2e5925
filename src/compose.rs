//! Turning the referee's mail plans into the words of a mail: subject, text
//! body and HTML body, for one player, from the game state after the mail.
//!
//! Architecture invariant: pure (no I/O, no clock). The board drawings come
//! from `views`; this module writes the sentences around them.

use crate::games::any::GameKind;
use crate::games::Side;
use crate::referee::state::side_num;
use crate::referee::{GameState, MailPlan, Para, Phase};
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

fn side_label(st: &GameState, side: Side) -> String {
    format!("{} ({})", st.players[side.index()], st.kind.side_name(side))
}

/// The status line: move number and whose turn.
pub fn status_line(st: &GameState, to: Side) -> String {
    match st.phase {
        Phase::Setup => {
            if st.commits[to.index()].is_none() {
                "Setup: send your army (SETUP, then four lines of nine pieces).".into()
            } else {
                format!("Setup: waiting for {}'s army.", side_label(st, to.other()))
            }
        }
        Phase::Play => match st.to_move() {
            Some(s) => {
                let n = st.position.as_ref().map(|p| p.ply() + 1).unwrap_or(1);
                if s == to {
                    format!("Move {n}: your turn.")
                } else {
                    format!("Move {n}: waiting for {}.", side_label(st, s))
                }
            }
            None => "Waiting.".into(),
        },
        Phase::Over => match &st.result {
            Some(r) if r.winner == 0 => format!("Game over: drawn ({}).", r.reason),
            Some(r) => {
                let w = if r.winner == 1 { Side::First } else { Side::Second };
                format!("Game over: {} wins ({}).", side_label(st, w), r.reason)
            }
            None => "Game over.".into(),
        },
    }
}

fn help_text(kind: GameKind) -> String {
    let moves = match kind {
        GameKind::Lattaque => "  b4-b5        move (a Scout may slide: b2-b7)\n  b5xb6        attack the piece in front\n  b4-b5xb6     move, then attack\n  SETUP        then four lines of nine pieces, highest rank first,\n               e.g. 10 9 8 8 7 7 6 6 6 (codes 10..2, S, M, F)",
        GameKind::Strand => "  b4-c5        step (Cavalry may go two: b4-d6)\n  d4xf6xh8     jump, listing every landing square",
        GameKind::Assaut => "  place d6 e6  Officers: place both Officers (first message)\n  d3-d4        step\n  d6xd4xf4     Officer jump, listing every landing point",
    };
    format!(
        "Commands (one per line, above any quoted text; case does not matter):\n{moves}\n  RESIGN       resign the game\n  DRAW         offer a draw (DRAW ACCEPT / DRAW DECLINE to answer)\n  BOARD        send me the board again\n  HISTORY      list the moves so far\n  MESSAGE text pass a message to your opponent\n  HELP         this list\nFrench keywords work too: ABANDON, NULLE, PLATEAU, HISTORIQUE, AIDE."
    )
}

fn para_text(st: &GameState, to: Side, p: &Para) -> String {
    match p {
        Para::Welcome => {
            let opp = side_label(st, to.other());
            let mut s = format!(
                "A new game of {} ({}) has begun. You play {} against {}.",
                st.kind.title(),
                st.spec.describe(st.kind),
                st.kind.side_name(to),
                opp
            );
            match st.kind {
                GameKind::Lattaque => s.push_str(
                    "\n\nFirst send your army: reply with SETUP and then four lines of nine pieces, as the board is printed (highest rank first, files a to i). The referee keeps it sealed and sends you a receipt (seed and root) you can check.",
                ),
                GameKind::Assaut if to == Side::Second => {
                    s.push_str("\n\nFirst place your two Officers on the fortress: reply with, for example, place d6 e6.")
                }
                _ => {}
            }
            if st.kind != GameKind::Lattaque {
                let first = if st.kind == GameKind::Assaut { Side::Second } else { st.first_to_move };
                s.push_str(&format!("\n{} moves first.", side_label(st, first)));
            } else {
                s.push_str(&format!("\n{} will move first once both armies are in.", side_label(st, st.first_to_move)));
            }
            s
        }
        Para::ArmyAccepted { army, seed, root } => format!(
            "Your army is accepted and sealed:\n\n{army}\nSeed: {seed}\nRoot: {root}\n\nKeep this mail. With the seed anyone can recompute your root, so the referee cannot change your army unseen. To check it yourself, save the four army lines above as army.txt and run:\n  estafette verify-setup --game {} --side {} --commit-side {} --variant {}{} --seed {seed} --root {root} army.txt",
            st.id,
            st.kind.side_name(to).to_ascii_lowercase(),
            st.protocol_side(to),
            st.spec.variant.clone().unwrap_or_else(|| st.kind.variants()[0].to_string()),
            st.spec.sets.iter().map(|(k, v)| format!(" --set {k}={v}")).collect::<String>(),
        ),
        Para::Commitment { side, root, leaves } => {
            let who = if *side == to { "Your".to_string() } else { format!("{}'s", side_label(st, *side)) };
            let mut s = format!("{who} army is committed. Root: {root}\nLeaves (starting square, hash):");
            for l in leaves {
                s.push_str(&format!("\n  {} {}", l.square, l.leaf));
            }
            s
        }
        Para::Started => "Both armies are in place: the game begins.".into(),
        Para::Moved { by, ply, text, report, openings } => {
            let who = if *by == to { "You".to_string() } else { side_label(st, *by) };
            let mut s = format!("{ply}. {who} played {text}: {report}");
            if let Some(o) = openings {
                s.push_str(&format!("\nOpenings (starting square, rank, salt):\n{o}"));
            }
            s
        }
        Para::Rejected { applied, failed, reason, not_applied } => {
            let mut s = String::new();
            if !applied.is_empty() {
                s.push_str(&format!("Applied: {}.\n", applied.join(", ")));
            }
            s.push_str(&format!("Refused: {failed}: {reason}"));
            if !not_applied.is_empty() {
                s.push_str(&format!("\nNot applied: {}.", not_applied.join(", ")));
            }
            s
        }
        Para::Relay { from, text } => format!("Message from {}:\n  {text}", side_label(st, *from)),
        Para::DrawOffered { by } => format!("{} offers a draw. Reply DRAW ACCEPT or DRAW DECLINE (or just move).", side_label(st, *by)),
        Para::DrawDeclined { by } => format!("{} declines the draw.", side_label(st, *by)),
        Para::Resigned { by } => format!("{} resigns.", side_label(st, *by)),
        Para::Over { winner, reason } => match winner {
            0 => format!("The game is drawn: {reason}."),
            w => {
                let ws = if *w == 1 { Side::First } else { Side::Second };
                if ws == to {
                    format!("You win: {reason}.")
                } else {
                    format!("{} wins: {reason}.", side_label(st, ws))
                }
            }
        },
        Para::Published { side, army, seed } => format!(
            "{} army, now published, with its seed:\n\n{army}\nSeed: {seed}",
            if *side == to { "Your".to_string() } else { format!("{}'s", side_label(st, *side)) }
        ),
        Para::History => {
            if st.moves.is_empty() {
                "No moves yet.".into()
            } else {
                let mut s = "Moves so far:".to_string();
                for m in &st.moves {
                    s.push_str(&format!("\n  {}. {} {}", m.ply, m.text, m.report));
                }
                s
            }
        }
        Para::Help => help_text(st.kind),
        Para::BoardRequested => "Here is the board as you see it.".into(),
    }
}

/// The subject of a mail to `to`.
fn subject(st: &GameState, to: Side, plan: &MailPlan) -> String {
    let what = if plan.is_error {
        "not applied".to_string()
    } else if st.phase == Phase::Over {
        "game over".to_string()
    } else if st.to_move() == Some(to) {
        "your move".to_string()
    } else if st.phase == Phase::Setup && st.commits[to.index()].is_none() {
        "send your army".to_string()
    } else {
        "waiting".to_string()
    };
    format!("{} {}: {what}", st.kind.title(), st.id)
}

/// Compose the mail for one plan.
pub fn compose(st: &GameState, plan: &MailPlan, head: &Head, lang: Lang) -> Composed {
    let to = plan.to;
    let mut body = vec![format!(
        "{} — game {} — {} v {}",
        st.kind.title(),
        st.id,
        side_label(st, Side::First),
        side_label(st, Side::Second)
    )];
    for p in &plan.paras {
        body.push(para_text(st, to, p));
    }
    let board = st.position.as_ref().map(|p| p.board_view(Some(to)));
    let status = status_line(st, to);
    let footer = format!(
        "Reply to this mail with your commands, one per line, above the quoted text. HELP lists them.\n{}",
        head.line(&st.id)
    );
    let mut text = body.join("\n\n");
    if let Some(b) = &board {
        text.push_str("\n\n");
        text.push_str(&views::board_text_with(b, lang, Some((st.kind.side_name(Side::First), st.kind.side_name(Side::Second)))));
    }
    text.push_str(&format!("\n\n{status}\n\n{footer}\n"));
    if plan.transcript {
        text.push_str("\nThe whole game, with every move and opening, is in the attached transcript summary below.\n");
        text.push_str(&transcript_text(st));
    }
    let mut html = String::from("<div style=\"font-family:Georgia,serif;font-size:15px;line-height:1.4;color:#1a1a1a;max-width:640px\">");
    for part in &body {
        html.push_str(&format!(
            "<p style=\"margin:0 0 12px 0;white-space:pre-wrap\">{}</p>",
            views::escape_html(part)
        ));
    }
    if let Some(b) = &board {
        html.push_str(&views::board_html_with(b, lang, Some((st.kind.side_name(Side::First), st.kind.side_name(Side::Second)))));
    }
    html.push_str(&format!("<p style=\"margin:12px 0;font-weight:bold\">{}</p>", views::escape_html(&status)));
    if plan.transcript {
        html.push_str(&format!(
            "<pre style=\"font-size:13px;white-space:pre-wrap\">{}</pre>",
            views::escape_html(&transcript_text(st))
        ));
    }
    html.push_str(&format!(
        "<p style=\"margin:12px 0 0 0;font-size:12px;color:#555;white-space:pre-wrap\">{}</p></div>",
        views::escape_html(&footer)
    ));
    Composed { subject: subject(st, to, plan), text, html }
}

/// The moves of a finished game, one per line.
pub fn transcript_text(st: &GameState) -> String {
    let mut s = String::new();
    for m in &st.moves {
        s.push_str(&format!("{:>4}. {} {}\n", m.ply, if m.side == side_num(Side::First) { "1" } else { "2" }, m.text));
    }
    if let Some(r) = &st.result {
        s.push_str(&format!("Result: {}\n", if r.winner == 0 { format!("draw ({})", r.reason) } else { format!("side {} wins ({})", r.winner, r.reason) }));
    }
    s
}
