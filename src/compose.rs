//! Turning the referee's mail plans into the words of a mail: subject, text
//! body and HTML body, for one player, in that player's language (English or
//! French), from the game state after the mail.
//!
//! Architecture invariant: pure (no I/O, no clock). The layout comes from the
//! frame templates in `templates/` and the boards from `views`; this module
//! writes the sentences.

use crate::games::any::GameKind;
use crate::games::{End, Side};
use crate::referee::clock;
use crate::referee::{GameState, MailPlan, OperatorDid, Para, Phase};
use crate::views::words::{self, ids};
use crate::views::{self, Lang};
use estafette_core::reason::Reason;

mod blind;
pub mod calendar;
mod frame;
mod guide;
mod help;
mod names;
mod over;
mod proof;
mod public;
mod quoted;
mod status;

use frame::{mail_view, render};
pub use frame::{Boards, Composed, Head};
pub use guide::{kit_para, reader_brief, rules_brief};
pub use guide::{muted_text, turn_line};
pub use help::{help_text, ClubCommands};
pub use names::local_time;
use names::{end_words, side_name, title, who, winner_side, yes};
use over::missing_moves;
pub use over::{transcript_attachment, transcript_file_name};
pub use public::compose_public;
use status::status;
pub use status::status_line;

/// The report of a blind game's move, which says no more than the move.
const BLIND_REPORT: &str = "report-blind-played";

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

/// The words of one paragraph of a mail to `to`: its text (empty: none)
/// and the proof material it carries to the Proof section. The one list of
/// paragraphs: a new one does not compile until it is worded here.
fn para_words(st: &GameState, to: Side, p: &Para, lang: Lang, tz: &str) -> (String, Option<String>) {
    let who = |side: Side| who(st, side, lang);
    let text = |id: &str, args: &[(&str, &str)]| words::text(lang, id, args);
    let said = |s: String| (s, None);
    match p {
        Para::Rules => said(guide::rules_text(st, to, lang)),
        Para::LangSet { lang: code } => said(guide::lang_set_text(code, lang)),
        Para::Muted { limit, until } => said(guide::muted_text(*limit, *until, tz, lang, true)),
        Para::Welcome => said(welcome_text(st, to, lang)),
        Para::ArmyAccepted { army, seed, root } => (
            format!(
                "{}\n\n{army}\n\n{}",
                text(ids::ARMY_ACCEPTED, &[]),
                text(ids::ARMY_KEEP, &[])
            ),
            Some(proof::seal(st, to, seed, root, lang)),
        ),
        Para::Commitment { side, root, leaves } => (
            text(
                ids::GAME_COMMITMENT,
                &[("mine", yes(*side == to)), ("who", &who(*side))],
            ),
            Some(proof::commitment(st, to, *side, root, leaves, lang)),
        ),
        Para::Started => said(text(ids::GAME_STARTED, &[])),
        Para::Moved {
            by,
            ply,
            text: t,
            report,
            openings,
            ..
        } => (
            moved_text(st, to, (*by, *ply, t), report, lang),
            openings.as_ref().map(|o| proof::openings(*ply, o, lang)),
        ),
        Para::Rejected {
            applied,
            failed,
            reason,
            not_applied,
        } => said(rejected_text(st, applied, failed, reason, not_applied, lang)),
        Para::Notice(reason) => said(words::reason(lang, st.kind, &quoted::shown_names(reason))),
        Para::Breach { by, why } => said(breach_text(st, *by, why, lang)),
        Para::Kit { url, attached } => said(kit_para(lang, url.as_deref(), attached.as_deref()).unwrap_or_default()),
        pairing @ Para::Pairing { .. } => said(pairing_text(st, pairing, lang)),
        Para::Standings { text } => said(text.clone()),
        Para::Over { winner, reason } => said(over_text(st, *winner, reason, lang)),
        // The armies go to the Proof section; `compose_with` says so once.
        Para::Published { side, army, seed } => {
            (String::new(), Some(proof::published(st, to, *side, army, seed, lang)))
        }
        Para::Relay { from, text: t } => said(format!(
            "{}\n{}",
            text(ids::RELAY, &[("who", &who(*from))]),
            quoted::quoted(t)
        )),
        Para::DrawOffered { by } => said(text(ids::DRAW_OFFERED, &[("who", &who(*by))])),
        Para::DrawDeclined { by } => said(text(ids::DRAW_DECLINED, &[("who", &who(*by))])),
        Para::Resigned { by } => said(text(ids::RESIGNED, &[("who", &who(*by))])),
        Para::History => said(history_text(st, lang)),
        Para::Help => said(help_text(st.kind, st.blind.is_some(), lang)),
        Para::BoardRequested => said(text(ids::BOARD_REQUESTED, &[])),
        Para::OpponentUnreachable {
            address,
            status,
            permanent,
        } => said(unreachable_text(st, to, address, status.as_deref(), *permanent, lang)),
        Para::TimezoneSet { tz } => said(text(ids::TIMEZONE_SET, &[("tz", tz)])),
        Para::CalendarSet { on } => said(calendar::set_text(st, *on, lang)),
        Para::VacationTaken {
            by,
            from,
            until,
            days_left,
        } => said(text(
            ids::VACATION,
            &[
                ("mine", yes(*by == to)),
                ("who", &who(*by)),
                ("from", &local_time(*from, tz)),
                ("until", &local_time(*until, tz)),
                ("days", &days_left.to_string()),
            ],
        )),
        Para::Reminder { deadline } => said(text(
            ids::REMINDER,
            &[("due", due(st, to)), ("deadline", &local_time(*deadline, tz))],
        )),
        Para::LateNotice {
            late,
            deadline,
            forfeit_at,
        } => said(late_notice_text(st, to, *late, *deadline, *forfeit_at, lang, tz)),
        Para::TimedOut { side: 0 } => said(text(ids::TIMED_OUT_VOID, &[])),
        Para::TimedOut { side } => said(text(ids::TIMED_OUT, &[("who", &who(winner_side(*side)))])),
        Para::Operator { did, reason } => said(operator_para(st.kind, did, reason, lang)),
        Para::NotAuthenticated { sender } => said(text(ids::NOT_AUTHENTICATED, &[("sender", sender)])),
    }
}

/// A tournament game's invitation's line: the tournament, the round and
/// the players with their ratings (`Para::Pairing`).
fn pairing_text(st: &GameState, pairing: &Para, lang: Lang) -> String {
    let Para::Pairing {
        tournament,
        round,
        ratings,
    } = pairing
    else {
        return String::new();
    };
    let rated = |side: Side| {
        format!(
            "{} ({})",
            quoted::shown_name(&st.players[side.index()]),
            ratings[side.index()]
        )
    };
    let line = crate::views::club::ClubLine::Pairing {
        name: tournament.to_string(),
        round: *round,
        first: rated(Side::First),
        second: rated(Side::Second),
    };
    line.words(lang)
}

/// The first mail of a game: the game, the sides, what to do first.
fn welcome_text(st: &GameState, to: Side, lang: Lang) -> String {
    let mut s = words::text(
        lang,
        ids::WELCOME,
        &[
            ("title", &title(st.kind, lang)),
            ("options", &st.spec.describe(st.kind)),
            ("side", &side_name(st, to, lang)),
            ("opponent", &who(st, to.other(), lang)),
        ],
    );
    let first_step = match st.kind {
        GameKind::Lattaque if st.blind.is_some() => Some(ids::WELCOME_BLIND),
        GameKind::Lattaque => Some(ids::WELCOME_ARMY),
        GameKind::Assaut if to == Side::Second => Some(ids::WELCOME_OFFICERS),
        GameKind::Assaut | GameKind::Strand => None,
    };
    if let Some(id) = first_step {
        s.push_str("\n\n");
        s.push_str(&words::text(lang, id, &[]));
    }
    let first = match st.kind {
        GameKind::Assaut => Side::Second,
        GameKind::Lattaque | GameKind::Strand => st.first_to_move,
    };
    s.push('\n');
    s.push_str(&words::text(
        lang,
        ids::WELCOME_FIRST,
        &[
            ("armies", yes(st.kind == GameKind::Lattaque)),
            ("who", &who(st, first, lang)),
        ],
    ));
    s
}

/// A player broke the rules of a blind game: who, and why.
fn breach_text(st: &GameState, by: Side, why: &estafette_core::reason::Why, lang: Lang) -> String {
    let reason = Reason::new(ids::NOTICE_BREACH)
        .arg("side", by)
        .text("player", quoted::shown_name(&st.players[by.index()]))
        .reason("why", why.reason.clone());
    words::reason(lang, st.kind, &reason)
}

/// The operator's decision and its reason.
fn operator_para(kind: GameKind, did: &OperatorDid, reason: &str, lang: Lang) -> String {
    format!(
        "{}\n{}",
        words::text(
            lang,
            ids::OPERATOR_DECISION,
            &[("what", &operator_text(kind, did, lang))]
        ),
        words::text(lang, ids::OPERATOR_REASON, &[("reason", reason)])
    )
}

/// A move played, as `to` reads it (`(by, ply, text)`: who played it, its
/// ply, as written).
fn moved_text(st: &GameState, to: Side, (by, ply, text): (Side, u32, &str), report: &Reason, lang: Lang) -> String {
    if report.code == BLIND_REPORT {
        return blind::moved(st, Some(to), by, ply, text, lang);
    }
    words::text(
        lang,
        ids::GAME_MOVED,
        &[
            ("mine", yes(by == to)),
            ("ply", &ply.to_string()),
            ("who", &who(st, by, lang)),
            ("text", text),
            ("report", &words::reason(lang, st.kind, report)),
        ],
    )
}

/// The end of the game: who won and why, or a draw.
fn over_text(st: &GameState, winner: u8, reason: &End, lang: Lang) -> String {
    let reason = end_words(st, reason, lang);
    match winner {
        0 => words::text(lang, ids::GAME_DRAWN, &[("reason", &reason)]),
        w => words::text(
            lang,
            ids::GAME_WON,
            &[("who", &who(st, winner_side(w), lang)), ("reason", &reason)],
        ),
    }
}

/// A mail's refused command, with what was applied before it and not after.
/// The label of the lines of a mail past the most read, `(the 2 lines
/// after the first 50)`, in `lang`; `None` for any other refusal.
fn lines_after(st: &GameState, reason: &Reason, lang: Lang) -> Option<String> {
    use estafette_core::reason::Arg;
    if reason.code != "refusal-too-many-commands" {
        return None;
    }
    let (Some(Arg::Num(n)), Some(Arg::Num(max))) = (reason.args.get("lines"), reason.args.get("max")) else {
        return None;
    };
    let label = Reason::new(ids::REFUSAL_LINES_AFTER).num("n", *n).num("max", *max);
    Some(words::reason(lang, st.kind, &label))
}

/// A refusal as its sender reads it: a signature over an older mail of
/// the referee than the sender's last act, which the log's own check
/// refuses in the words of `verify` (`log-seen-out-of-range`), is told as
/// the player's own mistake, with what to do.
fn for_the_sender(reason: &Reason) -> Reason {
    use estafette_core::reason::{Arg, Explain};
    let number = |k: &str| match reason.args.get(k) {
        Some(Arg::Text(t)) => t.parse::<u64>().ok(),
        Some(Arg::Num(n)) => u64::try_from(*n).ok(),
        _ => None,
    };
    match (reason.code.as_str(), number("seen"), number("last")) {
        ("log-seen-out-of-range", Some(seen), Some(last)) => {
            crate::referee::refusal::Refusal::SigStale { seen, last }.reason()
        }
        _ => reason.clone(),
    }
}

fn rejected_text(
    st: &GameState,
    applied: &[String],
    failed: &str,
    reason: &Reason,
    not_applied: &[String],
    lang: Lang,
) -> String {
    let mut s = String::new();
    if !applied.is_empty() {
        s.push_str(&words::text(lang, ids::GAME_APPLIED, &[("list", &applied.join(", "))]));
        s.push('\n');
    }
    let label = lines_after(st, reason, lang);
    let failed = label.as_deref().unwrap_or(failed);
    let reason = for_the_sender(reason);
    let reason = stated_once(failed, &words::reason(lang, st.kind, &quoted::shown_names(&reason)));
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

/// The moves played so far, for HISTORY.
fn history_text(st: &GameState, lang: Lang) -> String {
    if st.plies() == 0 {
        return words::text(lang, ids::HISTORY_NONE, &[]);
    }
    let mut s = words::text(lang, ids::HISTORY_HEADING, &[]);
    s.push_str(&missing_moves(st, lang));
    for m in &st.moves {
        let report = if m.reason.code == BLIND_REPORT {
            // The blind report only names the mover again.
            format!("({})", side_name(st, winner_side(m.side), lang))
        } else {
            words::reason(lang, st.kind, &m.reason)
        };
        s.push_str(&format!("\n  {}. {} {}", m.ply, m.text, report));
    }
    s
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

/// What `side`'s deadline is for, as the clock's notices say it: `army`
/// in the setup, `reveal` for a blind game's final reveal, else `move`.
fn due(st: &GameState, side: Side) -> &'static str {
    if st.blind.as_deref().is_some_and(|bg| blind::reveal_due(bg, side)) {
        "reveal"
    } else if st.phase == Phase::Setup {
        "army"
    } else {
        "move"
    }
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
            ("due", due(st, late)),
            ("who", &who(st, late, lang)),
            ("deadline", &local_time(deadline, tz)),
            ("forfeit", &local_time(forfeit_at, tz)),
        ],
    )
}

/// What a mail is when it does no more than answer or remind: its subject
/// says so (`help`, `reminder`, `message`...), rather than the game's state.
fn answer_subject(paras: &[Para]) -> Option<&'static str> {
    let mut what = None;
    for p in paras {
        let id = match p {
            Para::Help => ids::SUBJECT_HELP,
            Para::Rules => ids::SUBJECT_RULES,
            Para::History => ids::SUBJECT_HISTORY,
            Para::BoardRequested => ids::SUBJECT_BOARD,
            Para::Reminder { .. } => ids::SUBJECT_REMINDER,
            Para::LateNotice { .. } => ids::SUBJECT_LATE,
            Para::Relay { .. } => ids::SUBJECT_MESSAGE,
            // Said along with the answer, not what the mail is.
            Para::LangSet { .. } | Para::TimezoneSet { .. } | Para::CalendarSet { .. } | Para::Muted { .. } => continue,
            Para::Welcome
            | Para::ArmyAccepted { .. }
            | Para::Commitment { .. }
            | Para::Started
            | Para::Moved { .. }
            | Para::Rejected { .. }
            | Para::DrawOffered { .. }
            | Para::DrawDeclined { .. }
            | Para::Resigned { .. }
            | Para::Over { .. }
            | Para::Published { .. }
            | Para::OpponentUnreachable { .. }
            | Para::NotAuthenticated { .. }
            | Para::VacationTaken { .. }
            | Para::TimedOut { .. }
            | Para::Operator { .. }
            | Para::Notice(_)
            | Para::Breach { .. }
            | Para::Kit { .. }
            | Para::Pairing { .. }
            | Para::Standings { .. } => return None,
        };
        what.get_or_insert(id);
    }
    what
}

/// The subject of a mail to `to`.
fn subject(st: &GameState, to: Side, plan: &MailPlan, lang: Lang) -> String {
    let what = if plan.is_error {
        ids::SUBJECT_NOT_APPLIED
    } else if st.phase == Phase::Over {
        ids::SUBJECT_GAME_OVER
    } else if let Some(what) = answer_subject(&plan.paras) {
        what
    } else if st.blind.as_deref().is_some_and(|bg| blind::reveal_due(bg, to)) {
        ids::SUBJECT_REVEAL
    } else if st.to_move() == Some(to) {
        ids::SUBJECT_YOUR_MOVE
    } else if st.blind.as_deref().is_some_and(|bg| bg.commits[to.index()].is_none()) {
        ids::SUBJECT_SEAL_ARMY
    } else if st.phase == Phase::Setup && st.commits[to.index()].is_none() {
        ids::SUBJECT_SEND_ARMY
    } else {
        ids::SUBJECT_WAITING
    };
    format!("{} {}: {}", title(st.kind, lang), st.id, words::text(lang, what, &[]))
}

/// Compose the mail for one plan.
pub fn compose(st: &GameState, plan: &MailPlan, head: &Head, lang: Lang, tz: &str) -> Composed {
    compose_with(st, plan, head, lang, tz, &mut Boards::default())
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
        title(st.kind, lang),
        st.id,
        who(st, Side::First, lang),
        who(st, Side::Second, lang)
    );
    // The result first, then what led to it.
    let mut paras: Vec<&Para> = plan.paras.iter().collect();
    paras.sort_by_key(|p| !matches!(p, Para::Over { .. }));
    let (mut intro, proof): (Vec<String>, Vec<Option<String>>) =
        paras.iter().map(|p| para_words(st, to, p, lang, tz)).unzip();
    intro.retain(|t| !t.is_empty());
    let proof: Vec<String> = proof.into_iter().flatten().collect();
    if let Some(published) = published_text(st, to, &paras, lang) {
        intro.push(published);
    }
    if let Some(bg) = &st.blind {
        intro.extend(blind::paras(st, bg, to, &paras, lang));
    }
    let moves = plan.transcript.then(|| over::move_list(st, lang));
    let facts = facts(st, to, lang, tz);
    let fact_refs: Vec<(&str, &str)> = facts.iter().map(|(l, v)| (l.as_str(), v.as_str())).collect();
    let names = (side_name(st, Side::First, lang), side_name(st, Side::Second, lang));
    let names = (names.0.as_str(), names.1.as_str());
    let drawn = mail_view(st, Some(to), lang).map(|view| boards.draw(view, lang, names));
    let parts = views::Frame {
        title: &heading,
        intro: &intro.join("\n\n"),
        board: drawn,
        moves: moves.as_ref(),
        facts: &fact_refs,
        proof: &proof.join("\n\n"),
        footer: &head.line(&st.id),
        invite: !st.is_over(),
    };
    let (text, html) = render(lang, &parts);
    Composed {
        subject: subject(st, to, plan, lang),
        text,
        html,
    }
}

/// What a mail that publishes armies says of them: both, the reader's, or
/// the opponent's (a blind game's reveals come one at a time).
fn published_text(st: &GameState, to: Side, paras: &[&Para], lang: Lang) -> Option<String> {
    let sides: Vec<Side> = paras
        .iter()
        .filter_map(|p| {
            let Para::Published { side, .. } = p else {
                return None;
            };
            Some(*side)
        })
        .collect();
    let (whose, who) = match sides.as_slice() {
        [] => return None,
        [one] if *one == to => ("mine", String::new()),
        [one] => ("other", who(st, *one, lang)),
        _ => ("both", String::new()),
    };
    Some(words::text(
        lang,
        ids::FRAME_PUBLISHED,
        &[("whose", whose), ("who", &who)],
    ))
}

/// The facts under the board: the game, the side played, how it stands,
/// the time control and the deadlines.
fn facts(st: &GameState, to: Side, lang: Lang, tz: &str) -> Vec<(String, String)> {
    let label = |id: &str| words::text(lang, id, &[]);
    let mut facts = vec![
        (
            label(ids::FACT_GAME),
            format!("{} ({})", st.id, st.spec.describe(st.kind)),
        ),
        (label(ids::FACT_SIDE), side_name(st, to, lang)),
        (label(ids::FACT_STATUS), status(st, to, lang)),
    ];
    if let Some(c) = &st.clock {
        facts.push((label(ids::FACT_TIME_CONTROL), time_control(&c.control, lang)));
        for (side, deadline) in st.on_clock() {
            let label = words::text(lang, ids::FACT_DEADLINE, &[("mine", yes(side == to))]);
            facts.push((label, local_time(deadline, tz)));
        }
    }
    facts
}

/// What the operator did (the reason they gave is worded apart).
fn operator_text(kind: GameKind, did: &OperatorDid, lang: Lang) -> String {
    let named =
        |id: &str, side: Side, name: &str| Reason::new(id).arg("side", side).text("name", quoted::shown_name(name));
    let r = match did {
        OperatorDid::Paused => Reason::new(ids::OPERATOR_PAUSED),
        OperatorDid::Resumed => Reason::new(ids::OPERATOR_RESUMED),
        OperatorDid::Extended { side, name, by } => {
            named(ids::OPERATOR_EXTENDED, *side, name).text("by", duration(*by, lang))
        }
        OperatorDid::AddressReplaced { side, name } => named(ids::OPERATOR_ADDRESS, *side, name),
        OperatorDid::Decided => Reason::new(ids::OPERATOR_DECIDED),
    };
    words::reason(lang, kind, &r)
}

/// A time control in `lang`: `3d per move`, `10 moves in 30d, 1d grace`.
pub fn time_control(tc: &clock::TimeControl, lang: Lang) -> String {
    let moves = tc.moves.unwrap_or(0).to_string();
    let base = words::text(
        lang,
        ids::TIME_CONTROL,
        &[("moves", &moves), ("period", &duration(tc.period, lang))],
    );
    if tc.grace > 0 {
        words::text(
            lang,
            ids::TIME_CONTROL_GRACE,
            &[("base", &base), ("grace", &duration(tc.grace, lang))],
        )
    } else {
        base
    }
}

/// A duration of `secs` seconds in `lang`, in days, hours and minutes (the
/// parts `clock::format_duration` writes).
fn duration(secs: i64, lang: Lang) -> String {
    let (d, rest) = (secs / clock::DAY, secs % clock::DAY);
    let (h, rest) = (rest / clock::HOUR, rest % clock::HOUR);
    let m = rest / clock::MINUTE;
    let part = |id: &str, n: i64| words::text(lang, id, &[("n", &n.to_string())]);
    let mut parts = Vec::new();
    if d > 0 {
        parts.push(part(ids::DURATION_DAYS, d));
    }
    if h > 0 {
        parts.push(part(ids::DURATION_HOURS, h));
    }
    if m > 0 || parts.is_empty() {
        parts.push(part(ids::DURATION_MINUTES, m));
    }
    match parts.as_slice() {
        [first, last] => words::text(lang, ids::DURATION_TWO, &[("first", first), ("last", last)]),
        [first, second, last] => words::text(
            lang,
            ids::DURATION_THREE,
            &[("first", first), ("second", second), ("last", last)],
        ),
        _ => parts.concat(),
    }
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
    fn the_operators_actions_read_in_each_language() {
        let extended = OperatorDid::Extended {
            side: Side::Second,
            name: "Bob".into(),
            by: 2 * clock::DAY,
        };
        assert_eq!(
            operator_text(GameKind::Lattaque, &extended, Lang::Fr),
            "l'opérateur a accordé 2 jours de plus au Nord (Bob) pour ce coup."
        );
        assert_eq!(
            operator_text(GameKind::Lattaque, &extended, Lang::En),
            "The operator has given North (Bob) 2d more for this move."
        );
        assert!(operator_text(GameKind::Lattaque, &OperatorDid::Paused, Lang::Fr).starts_with("l'opérateur a suspendu"));
        let replaced = OperatorDid::AddressReplaced {
            side: Side::Second,
            name: "Bob".into(),
        };
        assert_eq!(
            operator_text(GameKind::Strand, &replaced, Lang::Fr),
            "l'opérateur a changé l'adresse électronique des Allemands (Bob)."
        );
        assert_eq!(
            operator_text(GameKind::Strand, &replaced, Lang::En),
            "The operator has changed the mail address of Germans (Bob)."
        );
    }

    #[test]
    fn a_time_control_is_worded_as_the_clock_describes_it() {
        for (text, grace) in [
            ("3d", None),
            ("10/30d", Some("1d")),
            ("1/2d12h", None),
            ("12h", Some("90m")),
        ] {
            let tc = clock::TimeControl::parse(text, grace).unwrap();
            assert_eq!(time_control(&tc, Lang::En), tc.describe(), "{text}");
        }
        let fr = |t: &str, g: Option<&str>| time_control(&clock::TimeControl::parse(t, g).unwrap(), Lang::Fr);
        assert_eq!(fr("3d", Some("1d")), "3 jours par coup, 1 jour de grâce");
        assert_eq!(fr("1d", None), "1 jour par coup");
        assert_eq!(
            fr("10/30d", Some("2d12h")),
            "10 coups en 30 jours, 2 jours et 12 heures de grâce"
        );
        assert_eq!(fr("1/1w", None), "1 coup en 7 jours");
        assert_eq!(fr("36h", None), "1 jour et 12 heures par coup");
    }

    #[test]
    fn a_duration_is_worded_as_the_clock_writes_it() {
        for secs in [
            0,
            60,
            clock::DAY,
            clock::DAY + 12 * clock::HOUR,
            2 * clock::DAY + clock::HOUR + 5 * clock::MINUTE,
        ] {
            assert_eq!(duration(secs, Lang::En), clock::format_duration(secs), "{secs}");
        }
        let fr = |secs| duration(secs, Lang::Fr);
        assert_eq!(fr(2 * clock::HOUR + 30 * clock::MINUTE), "2 heures et 30 minutes");
        assert_eq!(
            fr(clock::DAY + clock::HOUR + clock::MINUTE),
            "1 jour, 1 heure et 1 minute"
        );
        assert_eq!(fr(0), "0 minute");
        assert_eq!(fr(2 * clock::DAY + 12 * clock::HOUR), "2 jours et 12 heures");
    }
}
