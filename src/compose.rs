//! Turning the referee's mail plans into the words of a mail: subject, text
//! body and HTML body, for one player, in that player's language (English or
//! French), from the game state after the mail.
//!
//! Architecture invariant: pure (no I/O, no clock). The layout comes from the
//! frame templates in `templates/` and the boards from `views`; this module
//! writes the sentences.

use crate::french;
use crate::games::any::GameKind;
use crate::games::Side;
use crate::referee::clock;
use crate::referee::{GameState, MailPlan, Para, Phase};
use crate::views::words::{self, ids};
use crate::views::{self, Lang};

mod guide;
mod help;
mod over;
mod proof;

pub use guide::kit_para;
pub use guide::{muted_text, turn_line};
pub use help::help_text;
pub use over::{transcript_attachment, transcript_file_name};

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

fn side_name(st: &GameState, side: Side, lang: Lang) -> &'static str {
    match lang {
        Lang::En | Lang::De => st.kind.side_name(side),
        Lang::Fr => st.kind.side_name_fr(side),
    }
}

/// A time in the player's zone: `2026-11-21 14:00 CET`.
pub fn local_time(t: i64, tz: &str) -> String {
    let zone = jiff::tz::TimeZone::get(tz).unwrap_or(jiff::tz::TimeZone::UTC);
    match jiff::Timestamp::from_second(t) {
        Ok(ts) => ts.to_zoned(zone).strftime("%Y-%m-%d %H:%M %Z").to_string(),
        Err(_) => t.to_string(),
    }
}

fn title(kind: GameKind) -> &'static str {
    kind.title()
}

/// "Alice (South)".
fn who(st: &GameState, side: Side, lang: Lang) -> String {
    format!("{} ({})", st.players[side.index()], side_name(st, side, lang))
}

/// A catalog's `$mine` selector: `yes` when a paragraph is about its reader.
fn yes(mine: bool) -> &'static str {
    if mine {
        "yes"
    } else {
        "no"
    }
}

fn winner_side(w: u8) -> Side {
    if w == 1 {
        Side::First
    } else {
        Side::Second
    }
}

/// The status line: move number and whose turn.
pub fn status_line(st: &GameState, to: Side) -> String {
    status(st, to, Lang::En)
}

fn status(st: &GameState, to: Side, lang: Lang) -> String {
    let fr = lang == Lang::Fr;
    let reason = |r: &str| if fr { french::reason(st.kind, r) } else { r.to_string() };
    match st.phase {
        Phase::Setup => {
            if let Some(bg) = st.blind.as_deref() {
                return blind_setup_status(st, bg, to, lang);
            }
            if st.commits[to.index()].is_none() {
                words::text(lang, ids::STATUS_SETUP_SEND, &[])
            } else {
                let who = who(st, to.other(), lang);
                words::text(lang, ids::STATUS_SETUP_WAITING, &[("who", &who)])
            }
        }
        Phase::Play => match st.to_move() {
            Some(s) => {
                let n = st.position.as_ref().map(|p| p.ply() + 1).unwrap_or(1).to_string();
                if s == to {
                    words::text(lang, ids::STATUS_YOUR_MOVE, &[("n", &n)])
                } else {
                    let who = who(st, s, lang);
                    words::text(lang, ids::STATUS_WAITING_FOR, &[("n", &n), ("who", &who)])
                }
            }
            None => words::text(lang, ids::STATUS_WAITING, &[]),
        },
        Phase::Over => match &st.result {
            Some(r) if r.winner == 0 => words::text(lang, ids::STATUS_DRAWN, &[("reason", &reason(&r.reason))]),
            Some(r) => {
                let who = who(st, winner_side(r.winner), lang);
                words::text(lang, ids::STATUS_WON, &[("who", &who), ("reason", &reason(&r.reason))])
            }
            None => words::text(lang, ids::STATUS_OVER, &[]),
        },
    }
}

/// A refusal's reason without the command it refuses, which the line
/// already names: after `Refused: z9-z10:`, `'z9-z10' is not a move: z9 is
/// off the board` reads `not a move: z9 is off the board`, and `a3-b4: the
/// piece on a3 is yours` reads `the piece on a3 is yours`.
fn stated_once(command: &str, reason: &str) -> String {
    let mut out = reason.to_string();
    for restated in [format!("'{command}'"), format!("« {command} »")] {
        while let Some(at) = out.find(&restated) {
            out.replace_range(at..at + restated.len(), "");
        }
    }
    let mut rest = out.trim_start_matches([':', ' ']);
    for lead in [format!("{command}: "), format!("{command} : ")] {
        rest = rest.strip_prefix(lead.as_str()).unwrap_or(rest);
    }
    // `not a move: 'x' is not a move: why` says it twice.
    let rest = rest
        .replacen("not a move:  is not a move: ", "not a move: ", 1)
        .replacen("pas un coup :  n'est pas un coup : ", "pas un coup : ", 1);
    rest.replacen("is not a move: ", "not a move: ", 1)
        .replacen("n'est pas un coup : ", "pas un coup : ", 1)
}

/// The words of one paragraph of a mail to `to`.
fn para_text(st: &GameState, to: Side, p: &Para, lang: Lang, tz: &str) -> String {
    match p {
        Para::Rules => guide::rules_text(st, to, lang),
        Para::LangSet { lang: code } => guide::lang_set_text(code, lang),
        Para::Muted { limit, until } => guide::muted_text(*limit, *until, tz, lang, true),
        Para::Welcome => welcome_text(st, to, lang),
        Para::ArmyAccepted { .. }
        | Para::Commitment { .. }
        | Para::Started
        | Para::Moved { .. }
        | Para::Rejected { .. }
        | Para::Over { .. }
        | Para::Published { .. }
        | Para::Blind { .. } => play_text(st, to, p, lang),
        Para::Relay { .. }
        | Para::DrawOffered { .. }
        | Para::DrawDeclined { .. }
        | Para::Resigned { .. }
        | Para::History
        | Para::Help
        | Para::BoardRequested => exchange_text(st, p, lang),
        Para::OpponentUnreachable { .. }
        | Para::NotAuthenticated { .. }
        | Para::TimezoneSet { .. }
        | Para::VacationTaken { .. }
        | Para::Reminder { .. }
        | Para::LateNotice { .. }
        | Para::TimedOut { .. }
        | Para::Operator { .. } => notice_text(st, to, p, lang, tz),
    }
}

/// The first mail of a game: the game, the sides, what to do first.
fn welcome_text(st: &GameState, to: Side, lang: Lang) -> String {
    let fr = lang == Lang::Fr;
    let opp = who(st, to.other(), lang);
    let mut s = if fr {
        format!(
            "Une nouvelle partie de {} ({}) commence. Vous jouez {} contre {opp}.",
            title(st.kind),
            st.spec.describe(st.kind),
            side_name(st, to, lang)
        )
    } else {
        format!(
            "A new game of {} ({}) has begun. You play {} against {opp}.",
            title(st.kind),
            st.spec.describe(st.kind),
            side_name(st, to, lang)
        )
    };
    match st.kind {
        GameKind::Lattaque if st.blind.is_some() => s.push_str(if fr {
            "\n\nPartie en aveugle : l'arbitre ne voit jamais votre armée. Voyez plus bas comment la sceller et l'envoyer."
        } else {
            "\n\nA blind game: the referee never sees your army. See below how to seal it and send it."
        }),
        GameKind::Lattaque => s.push_str(if fr {
            "\n\nEnvoyez d'abord votre armée : répondez par ARMÉE puis quatre lignes de neuf pièces, comme le plateau est imprimé (rang le plus haut d'abord, colonnes a à i). L'arbitre la garde scellée et vous envoie un reçu (graine et racine) que vous pouvez vérifier."
        } else {
            "\n\nFirst send your army: reply with SETUP and then four lines of nine pieces, as the board is printed (highest rank first, files a to i). The referee keeps it sealed and sends you a receipt (seed and root) you can check."
        }),
        GameKind::Assaut if to == Side::Second => s.push_str(if fr {
            "\n\nPlacez d'abord vos deux Officiers dans la forteresse : répondez par exemple place d6 e6."
        } else {
            "\n\nFirst place your two Officers in the fortress: reply with, for example, place d6 e6."
        }),
        _ => {}
    }
    let first = match st.kind {
        GameKind::Assaut => Side::Second,
        _ => st.first_to_move,
    };
    let w = who(st, first, lang);
    s.push('\n');
    s.push_str(&match (st.kind == GameKind::Lattaque, fr) {
        (true, false) => format!("{w} will move first once both armies are in."),
        (true, true) => format!("{w} jouera le premier une fois les deux armées en place."),
        (false, false) => format!("{w} moves first."),
        (false, true) => format!("{w} joue le premier."),
    });
    s
}

/// The paragraphs of the game itself: armies, moves, refusals, blind
/// mode's notes, the end.
fn play_text(st: &GameState, to: Side, p: &Para, lang: Lang) -> String {
    let fr = lang == Lang::Fr;
    match p {
        Para::ArmyAccepted { army, .. } => format!(
            "{}\n\n{army}\n\n{}",
            words::text(lang, ids::ARMY_ACCEPTED, &[]),
            words::text(lang, ids::ARMY_KEEP, &[])
        ),
        Para::Commitment { side, .. } => words::text(
            lang,
            ids::GAME_COMMITMENT,
            &[("mine", yes(*side == to)), ("who", &who(st, *side, lang))],
        ),
        Para::Started => words::text(lang, ids::GAME_STARTED, &[]),
        Para::Moved {
            by,
            ply,
            text,
            report,
            report_fr,
            ..
        } => words::text(
            lang,
            ids::GAME_MOVED,
            &[
                ("mine", yes(*by == to)),
                ("ply", &ply.to_string()),
                ("who", &who(st, *by, lang)),
                ("text", text),
                ("report", if fr { report_fr } else { report }),
            ],
        ),
        Para::Rejected {
            applied,
            failed,
            reason,
            not_applied,
        } => rejected_text(st, applied, failed, reason, not_applied, lang),
        Para::Blind { text, text_fr } => {
            if fr && !text_fr.is_empty() {
                text_fr.clone()
            } else {
                text.clone()
            }
        }
        Para::Over { winner, reason } => {
            let reason = if fr {
                french::reason(st.kind, reason)
            } else {
                reason.clone()
            };
            match *winner {
                0 => words::text(lang, ids::GAME_DRAWN, &[("reason", &reason)]),
                w => words::text(
                    lang,
                    ids::GAME_WON,
                    &[("who", &who(st, winner_side(w), lang)), ("reason", &reason)],
                ),
            }
        }
        // The armies go to the Proof section; `compose_with` says so once.
        Para::Published { .. } => String::new(),
        // Worded by another of `para_text`'s functions.
        Para::Welcome
        | Para::Relay { .. }
        | Para::DrawOffered { .. }
        | Para::DrawDeclined { .. }
        | Para::Resigned { .. }
        | Para::History
        | Para::Help
        | Para::Rules
        | Para::LangSet { .. }
        | Para::Muted { .. }
        | Para::BoardRequested
        | Para::OpponentUnreachable { .. }
        | Para::NotAuthenticated { .. }
        | Para::TimezoneSet { .. }
        | Para::VacationTaken { .. }
        | Para::Reminder { .. }
        | Para::LateNotice { .. }
        | Para::TimedOut { .. }
        | Para::Operator { .. } => String::new(),
    }
}

/// A mail's refused command, with what was applied before it and not after.
fn rejected_text(
    st: &GameState,
    applied: &[String],
    failed: &str,
    reason: &str,
    not_applied: &[String],
    lang: Lang,
) -> String {
    let mut s = String::new();
    if !applied.is_empty() {
        s.push_str(&words::text(lang, ids::GAME_APPLIED, &[("list", &applied.join(", "))]));
        s.push('\n');
    }
    let reason = match lang {
        Lang::Fr => stated_once(failed, &french::explain(st.kind, reason)),
        Lang::En | Lang::De => stated_once(failed, reason),
    };
    s.push_str(&words::text(
        lang,
        ids::GAME_REFUSED,
        &[("failed", failed), ("reason", &reason)],
    ));
    if !not_applied.is_empty() {
        s.push('\n');
        s.push_str(&words::text(
            lang,
            ids::GAME_NOT_APPLIED,
            &[("list", &not_applied.join(", "))],
        ));
    }
    s
}

/// The paragraphs of what players ask and tell each other.
fn exchange_text(st: &GameState, p: &Para, lang: Lang) -> String {
    let fr = lang == Lang::Fr;
    match p {
        Para::Relay { from, text } => format!(
            "{}\n  {text}",
            words::text(lang, ids::RELAY, &[("who", &who(st, *from, lang))])
        ),
        Para::DrawOffered { by } => words::text(lang, ids::DRAW_OFFERED, &[("who", &who(st, *by, lang))]),
        Para::DrawDeclined { by } => words::text(lang, ids::DRAW_DECLINED, &[("who", &who(st, *by, lang))]),
        Para::Resigned { by } => words::text(lang, ids::RESIGNED, &[("who", &who(st, *by, lang))]),
        Para::History => {
            if st.plies() == 0 {
                words::text(lang, ids::HISTORY_NONE, &[])
            } else {
                let mut s = words::text(lang, ids::HISTORY_HEADING, &[]);
                s.push_str(&missing_moves(st, lang));
                for m in &st.moves {
                    let report = if fr && !m.report_fr.is_empty() {
                        &m.report_fr
                    } else {
                        &m.report
                    };
                    s.push_str(&format!("\n  {}. {} {}", m.ply, m.text, report));
                }
                s
            }
        }
        Para::Help => help_text(st.kind, st.blind.is_some(), lang),
        Para::BoardRequested => words::text(lang, ids::BOARD_REQUESTED, &[]),
        // Worded by another of `para_text`'s functions.
        Para::Welcome
        | Para::ArmyAccepted { .. }
        | Para::Commitment { .. }
        | Para::Started
        | Para::Moved { .. }
        | Para::Rejected { .. }
        | Para::Over { .. }
        | Para::Published { .. }
        | Para::Rules
        | Para::LangSet { .. }
        | Para::Muted { .. }
        | Para::OpponentUnreachable { .. }
        | Para::NotAuthenticated { .. }
        | Para::TimezoneSet { .. }
        | Para::VacationTaken { .. }
        | Para::Reminder { .. }
        | Para::LateNotice { .. }
        | Para::TimedOut { .. }
        | Para::Operator { .. }
        | Para::Blind { .. } => String::new(),
    }
}

/// The notices: the clock, bounces, the operator, the DKIM check.
fn notice_text(st: &GameState, to: Side, p: &Para, lang: Lang, tz: &str) -> String {
    let fr = lang == Lang::Fr;
    match p {
        Para::OpponentUnreachable {
            address,
            status,
            permanent,
        } => unreachable_text(st, to, address, status.as_deref(), *permanent, lang),
        Para::TimezoneSet { tz } => words::text(lang, ids::TIMEZONE_SET, &[("tz", tz)]),
        Para::VacationTaken {
            by,
            from,
            until,
            days_left,
        } => {
            let (a, b) = (local_time(*from, tz), local_time(*until, tz));
            words::text(
                lang,
                ids::VACATION,
                &[
                    ("mine", yes(*by == to)),
                    ("who", &who(st, *by, lang)),
                    ("from", &a),
                    ("until", &b),
                    ("days", &days_left.to_string()),
                ],
            )
        }
        Para::Reminder { deadline } => words::text(lang, ids::REMINDER, &[("deadline", &local_time(*deadline, tz))]),
        Para::LateNotice {
            late,
            deadline,
            forfeit_at,
        } => late_notice_text(st, to, *late, *deadline, *forfeit_at, lang, tz),
        Para::TimedOut { side } => match *side {
            0 => words::text(lang, ids::TIMED_OUT_VOID, &[]),
            s => words::text(lang, ids::TIMED_OUT, &[("who", &who(st, winner_side(s), lang))]),
        },
        Para::Operator { what, reason } => {
            let what = if fr { operator_fr(st.kind, what) } else { what.clone() };
            format!(
                "{}\n{}",
                words::text(lang, ids::OPERATOR_DECISION, &[("what", &what)]),
                words::text(lang, ids::OPERATOR_REASON, &[("reason", reason)])
            )
        }
        Para::NotAuthenticated { sender } => words::text(lang, ids::NOT_AUTHENTICATED, &[("sender", sender)]),
        // Worded by another of `para_text`'s functions.
        Para::Welcome
        | Para::ArmyAccepted { .. }
        | Para::Commitment { .. }
        | Para::Started
        | Para::Moved { .. }
        | Para::Rejected { .. }
        | Para::Relay { .. }
        | Para::DrawOffered { .. }
        | Para::DrawDeclined { .. }
        | Para::Resigned { .. }
        | Para::Over { .. }
        | Para::Published { .. }
        | Para::History
        | Para::Help
        | Para::Rules
        | Para::LangSet { .. }
        | Para::Muted { .. }
        | Para::BoardRequested
        | Para::Blind { .. } => String::new(),
    }
}

/// The referee's mail to the opponent bounced or is delayed.
fn unreachable_text(
    st: &GameState,
    to: Side,
    address: &str,
    status: Option<&str>,
    permanent: bool,
    lang: Lang,
) -> String {
    words::text(
        lang,
        ids::UNREACHABLE,
        &[
            ("permanent", yes(permanent)),
            ("who", &who(st, to.other(), lang)),
            ("address", address),
            ("status", status.unwrap_or("?")),
        ],
    )
}

/// A deadline has passed: the late side has until `forfeit_at`.
fn late_notice_text(
    st: &GameState,
    to: Side,
    late: Side,
    deadline: i64,
    forfeit_at: i64,
    lang: Lang,
    tz: &str,
) -> String {
    words::text(
        lang,
        ids::LATE_NOTICE,
        &[
            ("mine", yes(late == to)),
            ("who", &who(st, late, lang)),
            ("deadline", &local_time(deadline, tz)),
            ("forfeit", &local_time(forfeit_at, tz)),
        ],
    )
}

/// The subject of a mail to `to`.
fn subject(st: &GameState, to: Side, plan: &MailPlan, lang: Lang) -> String {
    let what = if plan.is_error {
        ids::SUBJECT_NOT_APPLIED
    } else if st.phase == Phase::Over {
        ids::SUBJECT_GAME_OVER
    } else if st.to_move() == Some(to) {
        ids::SUBJECT_YOUR_MOVE
    } else if st.blind.as_deref().is_some_and(|bg| bg.commits[to.index()].is_none()) {
        ids::SUBJECT_SEAL_ARMY
    } else if st.phase == Phase::Setup && st.commits[to.index()].is_none() {
        ids::SUBJECT_SEND_ARMY
    } else {
        ids::SUBJECT_WAITING
    };
    format!("{} {}: {}", title(st.kind), st.id, words::text(lang, what, &[]))
}

/// Compose the mail for one plan.
pub fn compose(st: &GameState, plan: &MailPlan, head: &Head, lang: Lang, tz: &str) -> Composed {
    compose_with(st, plan, head, lang, tz, &mut Boards::default())
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
    fn draw(&mut self, view: crate::games::BoardView, lang: Lang, names: (&str, &str)) -> (&str, &views::Html) {
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

/// [`compose`], drawing boards through `boards` (give the same `boards` to
/// the mails of one decision).
///
/// The mail says what happened (a finished game's result first), then
/// shows the board as `to` sees it, with the last move marked; a finished
/// game's mail then lists the moves, two a row, and says how to check the
/// transcript attached to it. The proof material (seals, commitments,
/// openings, published armies) goes to the Proof section at the end.
pub fn compose_with(
    st: &GameState,
    plan: &MailPlan,
    head: &Head,
    lang: Lang,
    tz: &str,
    boards: &mut Boards,
) -> Composed {
    let to = plan.to;
    let heading = format!(
        "{} — {} — {} v {}",
        title(st.kind),
        st.id,
        who(st, Side::First, lang),
        who(st, Side::Second, lang)
    );
    // The result first, then what led to it.
    let mut paras: Vec<&Para> = plan.paras.iter().collect();
    paras.sort_by_key(|p| !matches!(p, Para::Over { .. }));
    let mut intro: Vec<String> = paras
        .iter()
        .map(|p| para_text(st, to, p, lang, tz))
        .filter(|t| !t.is_empty())
        .collect();
    if paras.iter().any(|p| matches!(p, Para::Published { .. })) {
        intro.push(words::text(lang, ids::FRAME_PUBLISHED, &[]));
    }
    let proof: Vec<String> = paras
        .iter()
        .filter_map(|p| proof::para_proof(st, to, p, lang))
        .collect();
    if let Some(bg) = &st.blind {
        intro.extend(blind_paras(st, bg, to, lang));
    }
    let moves = plan.transcript.then(|| over::move_list(st, lang));
    let facts = facts(st, to, lang, tz);
    let fact_refs: Vec<(&str, &str)> = facts.iter().map(|(l, v)| (*l, v.as_str())).collect();
    let names = (side_name(st, Side::First, lang), side_name(st, Side::Second, lang));
    let drawn = mail_view(st, Some(to), lang).map(|view| boards.draw(view, lang, names));
    let parts = views::Frame {
        title: &heading,
        intro: &intro.join("\n\n"),
        board: drawn,
        moves: moves.as_ref(),
        facts: &fact_refs,
        proof: &proof.join("\n\n"),
        footer: &head.line(&st.id),
    };
    let (text, html) = render(lang, &parts);
    Composed {
        subject: subject(st, to, plan, lang),
        text,
        html,
    }
}

/// The board of a mail as `viewer` sees it (`None`: the public view), with
/// the last move marked, in the mail's language.
fn mail_view(st: &GameState, viewer: Option<Side>, lang: Lang) -> Option<crate::games::BoardView> {
    let mut view = match (&st.position, &st.blind) {
        (Some(p), _) => p.board_view(viewer),
        // A blind game's board shows only what has been opened: public.
        (None, Some(bg)) => bg.board.board_view(),
        (None, None) => return None,
    };
    view.viewer = viewer;
    view.last_move = st.last_move.clone();
    Some(localise_view(view, lang))
}

/// The facts under the board: the game, the side played, how it stands,
/// the time control and the deadlines.
fn facts(st: &GameState, to: Side, lang: Lang, tz: &str) -> Vec<(&'static str, String)> {
    let fr = lang == Lang::Fr;
    let mut facts: Vec<(&str, String)> = vec![
        (
            if fr { "Partie" } else { "Game" },
            format!("{} ({})", st.id, st.spec.describe(st.kind)),
        ),
        (
            if fr { "Vous jouez" } else { "You play" },
            side_name(st, to, lang).to_string(),
        ),
        (if fr { "État" } else { "Status" }, status(st, to, lang)),
    ];
    if let Some(c) = &st.clock {
        facts.push((
            if fr { "Cadence" } else { "Time control" },
            if fr {
                c.control.describe_fr()
            } else {
                c.control.describe()
            },
        ));
        for (side, deadline) in st.on_clock() {
            let label = match (side == to, fr) {
                (true, false) => "Your deadline",
                (true, true) => "Votre échéance",
                (false, false) => "Their deadline",
                (false, true) => "Son échéance",
            };
            facts.push((label, local_time(deadline, tz)));
        }
    }
    facts
}

/// The status line of a blind game's setup: an army is sealed by its
/// player and never sent, so it asks for the commitment.
fn blind_setup_status(st: &GameState, bg: &crate::referee::blind::BlindGame, to: Side, lang: Lang) -> String {
    if bg.commits[to.index()].is_none() {
        words::text(lang, ids::STATUS_BLIND_SEAL, &[])
    } else {
        let who = who(st, to.other(), lang);
        words::text(lang, ids::STATUS_BLIND_WAITING, &[("who", &who)])
    }
}

/// Blind mode: what the player must do now, and the machine-readable
/// `Position:` line that `estafette view` reads (docs/PROTOCOL.md, section 5).
fn blind_paras(st: &GameState, bg: &crate::referee::blind::BlindGame, to: Side, lang: Lang) -> Vec<String> {
    use crate::referee::blind::BlindPhase;
    let mut out = Vec::new();
    match bg.phase {
        BlindPhase::Setup if bg.commits[to.index()].is_none() => {
            let side = crate::protocol::blind::board_side_name(to);
            let turn = if to == bg.first_to_move { "first" } else { "second" };
            let variant = bg
                .opts
                .variant_name()
                .map(|v| format!(" --variant {v}"))
                .unwrap_or_default();
            let args = [
                ("game", bg.game.as_str()),
                ("side", side),
                ("turn", turn),
                ("variant", &variant),
            ];
            out.push(words::text(lang, ids::BLIND_SEAL, &args));
        }
        BlindPhase::Play => {
            if let Some(p) = bg.pending.filter(|p| p.defender == to) {
                let (target, home) = (p.target.to_string(), p.defender_home.to_string());
                out.push(words::text(
                    lang,
                    ids::BLIND_OPEN,
                    &[("square", &target), ("home", &home)],
                ));
            }
        }
        BlindPhase::Reveal => {
            if let Some(v) = &bg.provisional {
                let reason = match lang {
                    Lang::Fr => french::reason(st.kind, &v.reason),
                    Lang::En | Lang::De => v.reason.clone(),
                };
                out.push(words::text(lang, ids::BLIND_PROVISIONAL, &[("reason", &reason)]));
            }
            if bg.reveals[to.index()].is_none() {
                out.push(words::text(lang, ids::BLIND_REVEAL, &[]));
            }
        }
        _ => {}
    }
    out.push(bg.position_line());
    out
}

/// Lay a mail out in the frame templates: the text body and the HTML body.
fn render(lang: Lang, parts: &views::Frame<'_>) -> (String, String) {
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

/// The engines label marked squares in English; French mails get French.
fn localise_view(mut view: crate::games::BoardView, lang: Lang) -> crate::games::BoardView {
    if lang == Lang::Fr {
        for (_, label) in view.marks.iter_mut() {
            let fr = match label.as_str() {
                "fortress" => "forteresse",
                "Allied fort" => "fort allié",
                "German fort" => "fort allemand",
                "Allied capital (Bordeaux)" => "capitale alliée (Bordeaux)",
                "German capital (Berlin)" => "capitale allemande (Berlin)",
                _ => continue,
            };
            *label = fr.to_string();
        }
    }
    view
}

/// What the operator did, in French (the sentences `referee::operate` makes).
fn operator_fr(kind: GameKind, what: &str) -> String {
    match what {
        "The operator has paused the game: no moves until it resumes, and the clocks are stopped." => {
            "l'opérateur a suspendu la partie : aucun coup avant sa reprise, et les pendules sont arrêtées.".into()
        }
        "The operator has resumed the game; the pause is added to the deadlines." => {
            "l'opérateur a repris la partie ; la durée de la pause s'ajoute aux échéances.".into()
        }
        "The operator has ended the game by decision." => "l'opérateur a mis fin à la partie par décision.".into(),
        _ => {
            if let Some(rest) = what
                .strip_prefix("The operator has given ")
                .and_then(|x| x.strip_suffix(" more for this move."))
            {
                // "SIDE (NAME) 2d"
                if let Some((who, by)) = rest.rsplit_once(' ') {
                    let by = clock::parse_duration(by)
                        .map(clock::format_duration_fr)
                        .unwrap_or_else(|_| by.to_string());
                    return format!(
                        "l'opérateur a accordé {by} de plus à {} pour ce coup.",
                        french::sides(kind, who)
                    );
                }
            }
            if let Some(who) = what
                .strip_prefix("The operator has changed the mail address of ")
                .and_then(|x| x.strip_suffix('.'))
            {
                return format!(
                    "l'opérateur a changé l'adresse électronique de {}.",
                    french::sides(kind, who)
                );
            }
            what.to_string()
        }
    }
}

/// A line saying that the earlier moves are not shown, if `st` does not hold
/// them (a state loaded from a snapshot). The service gives composing a
/// state with the whole history whenever a mail needs it
/// (`MailPlan::needs_history`), so this is never expected; it keeps a
/// partial history from passing for a whole one.
fn missing_moves(st: &GameState, lang: Lang) -> String {
    debug_assert!(
        st.history_complete(),
        "{}: a history composed from a state without it",
        st.id
    );
    match st.moves_before {
        0 => String::new(),
        n => format!(
            "\n  {}",
            words::text(lang, ids::HISTORY_MISSING, &[("n", &n.to_string())])
        ),
    }
}

/// What an observer is told of one event, if anything: only what both
/// players may see.
fn public_line(st: &GameState, e: &crate::referee::Event, lang: Lang) -> Option<String> {
    use crate::referee::Event as E;
    let fr = lang == Lang::Fr;
    let t = |en: String, f: String| if fr { f } else { en };
    let side = |n: u8| if n == 1 { Side::First } else { Side::Second };
    let reason = |r: &str| if fr { french::reason(st.kind, r) } else { r.to_string() };
    let line = match e {
        E::Moved {
            side: s,
            ply,
            text,
            report,
            ..
        } => {
            // The French report is the one applying the move derived:
            // `st` is the state after `events`, so it holds their moves
            // even when loaded from a snapshot.
            let report_fr = st
                .moves
                .iter()
                .rev()
                .find(|m| m.ply == *ply)
                .map(|m| m.report_fr.clone())
                .filter(|r| !r.is_empty())
                .unwrap_or_else(|| report.clone());
            words::text(
                lang,
                ids::GAME_MOVED,
                &[
                    ("mine", "no"),
                    ("ply", &ply.to_string()),
                    ("who", &who(st, side(*s), lang)),
                    ("text", text),
                    ("report", if fr { &report_fr } else { report }),
                ],
            )
        }
        E::Committed { side: s, .. } => t(
            format!("{}'s army is in place.", who(st, side(*s), lang)),
            format!("L'armée de {} est en place.", who(st, side(*s), lang)),
        ),
        E::Resigned { side: s, .. } => words::text(lang, ids::RESIGNED, &[("who", &who(st, side(*s), lang))]),
        E::DrawOffered { side: s, .. } => t(
            format!("{} offers a draw.", who(st, side(*s), lang)),
            format!("{} propose la nulle.", who(st, side(*s), lang)),
        ),
        E::DrawDeclined { side: s, .. } => words::text(lang, ids::DRAW_DECLINED, &[("who", &who(st, side(*s), lang))]),
        E::Ended {
            winner: 0, reason: r, ..
        } => words::text(lang, ids::GAME_DRAWN, &[("reason", &reason(r))]),
        E::Ended { winner, reason: r, .. } => words::text(
            lang,
            ids::GAME_WON,
            &[("who", &who(st, side(*winner), lang)), ("reason", &reason(r))],
        ),
        E::Revealed { side: s, army, .. } => t(
            format!("{}'s army, now published:\n{army}", who(st, side(*s), lang)),
            format!("L'armée de {}, maintenant publiée :\n{army}", who(st, side(*s), lang)),
        ),
        E::TimedOut { side: 0, .. } => t(
            "Neither army arrived in time.".into(),
            "Aucune des deux armées n'est arrivée à temps.".into(),
        ),
        E::TimedOut { side: s, .. } => t(
            format!("{} ran out of time.", who(st, side(*s), lang)),
            format!("{} a dépassé son temps.", who(st, side(*s), lang)),
        ),
        E::Paused { reason: r, .. } => t(
            format!("The operator paused the game ({r})."),
            format!("L'opérateur a suspendu la partie ({r})."),
        ),
        E::Resumed { reason: r, .. } => t(
            format!("The operator resumed the game ({r})."),
            format!("L'opérateur a repris la partie ({r})."),
        ),
        E::Decided { reason: r, .. } => t(
            format!("The operator ended the game by decision ({r})."),
            format!("L'opérateur a mis fin à la partie par décision ({r})."),
        ),
        // Not in the public record of the game.
        E::Created { .. }
        | E::Message { .. }
        | E::Vacation { .. }
        | E::Reminded { .. }
        | E::Late { .. }
        | E::Extended { .. }
        | E::AddressReplaced { .. }
        | E::Opened { .. }
        | E::KeyRegistered { .. }
        | E::Signed { .. } => return None,
    };
    Some(line)
}

/// The public view of a game for an observer: what happened (only what both
/// players may see), the board with no hidden rank, and whose turn it is.
pub fn compose_public(st: &GameState, events: &[crate::referee::Event], head: &Head, lang: Lang) -> Composed {
    let fr = lang == Lang::Fr;
    let t = |en: String, f: String| if fr { f } else { en };
    let heading = format!(
        "{} — {} — {} v {}",
        title(st.kind),
        st.id,
        who(st, Side::First, lang),
        who(st, Side::Second, lang)
    );
    let lines: Vec<String> = events.iter().filter_map(|e| public_line(st, e, lang)).collect();
    let intro = lines.join("\n\n");
    let status = match (st.phase, st.to_move()) {
        (Phase::Play, Some(s)) => {
            let n = st
                .position
                .as_ref()
                .map(|p| p.ply() + 1)
                .or_else(|| st.blind.as_ref().map(|bg| bg.board.ply + 1))
                .unwrap_or(1);
            t(
                format!("Move {n}: {} to move.", who(st, s, lang)),
                format!("Coup {n} : {} au trait.", who(st, s, lang)),
            )
        }
        _ => status(st, Side::First, lang),
    };
    let names = (side_name(st, Side::First, lang), side_name(st, Side::Second, lang));
    let facts_rows = [
        (
            if fr { "Partie" } else { "Game" },
            format!("{} ({})", st.id, st.spec.describe(st.kind)),
        ),
        (if fr { "État" } else { "Status" }, status),
    ];
    let fact_refs: Vec<(&str, &str)> = facts_rows.iter().map(|(l, v)| (*l, v.as_str())).collect();
    let footer = t(
        format!(
            "You observe this game. Send UNOBSERVE {} to stop.\n{}",
            st.id,
            head.line(&st.id)
        ),
        format!(
            "Vous observez cette partie. Envoyez NE-PLUS-OBSERVER {} pour arrêter.\n{}",
            st.id,
            head.line(&st.id)
        ),
    );
    let mut boards = Boards::default();
    let drawn = mail_view(st, None, lang).map(|view| boards.draw(view, lang, names));
    let parts = views::Frame {
        title: &heading,
        intro: &intro,
        board: drawn,
        facts: &fact_refs,
        footer: &footer,
        ..views::Frame::default()
    };
    let (text, html) = render(lang, &parts);
    let subject = t(
        format!("{} {}: observed", title(st.kind), st.id),
        format!("{} {} : partie observée", title(st.kind), st.id),
    );
    Composed { subject, text, html }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_refusal_says_not_a_move_once() {
        assert_eq!(
            stated_once("z9-z10", "not a move: 'z9-z10' is not a move: z9 is off the board"),
            "not a move: z9 is off the board"
        );
        assert_eq!(
            stated_once("z9-z10", "'z9-z10' is not a move: z9 is off the board"),
            "not a move: z9 is off the board"
        );
        assert_eq!(
            stated_once("a3-b4", "a3-b4: the piece on a3 is yours"),
            "the piece on a3 is yours"
        );
    }

    #[test]
    fn the_operators_actions_read_in_french() {
        assert_eq!(
            operator_fr(
                GameKind::Lattaque,
                "The operator has given North (Bob) 2d more for this move."
            ),
            "l'opérateur a accordé 2 jours de plus à Nord (Bob) pour ce coup."
        );
        assert!(operator_fr(
            GameKind::Lattaque,
            "The operator has paused the game: no moves until it resumes, and the clocks are stopped."
        )
        .starts_with("l'opérateur a suspendu"));
        assert_eq!(
            operator_fr(
                GameKind::Strand,
                "The operator has changed the mail address of Germans (Bob)."
            ),
            "l'opérateur a changé l'adresse électronique de Allemands (Bob)."
        );
    }
}
