//! The message ids of the catalogs the code uses, in one place, so that
//! the tests can check every catalog holds them all and no others.

use crate::GameName;

mod catalog;
mod command;
mod operator;
mod protocol;
mod service;
mod summary;
mod system;
mod tick;
pub use operator::*;
pub use protocol::KIT;
mod verify;
pub use verify::VERIFY;

pub const FRAME_REPLY: &str = "frame-reply";
pub const FRAME_REPLY_HTML: &str = "frame-reply-html";
pub const FRAME_PROOF: &str = "frame-proof";
pub const FRAME_PUBLISHED: &str = "frame-published";

pub const SUBJECT_NOT_APPLIED: &str = "subject-not-applied";
pub const SUBJECT_GAME_OVER: &str = "subject-game-over";
pub const SUBJECT_YOUR_MOVE: &str = "subject-your-move";
pub const SUBJECT_SEAL_ARMY: &str = "subject-seal-army";
pub const SUBJECT_SEND_ARMY: &str = "subject-send-army";
pub const SUBJECT_WAITING: &str = "subject-waiting";
pub const SUBJECT_REVEAL: &str = "subject-reveal";
pub const SUBJECT_HELP: &str = "subject-help";
pub const SUBJECT_RULES: &str = "subject-rules";
pub const SUBJECT_HISTORY: &str = "subject-history";
pub const SUBJECT_BOARD: &str = "subject-board";
pub const SUBJECT_REMINDER: &str = "subject-reminder";
pub const SUBJECT_LATE: &str = "subject-late";
pub const SUBJECT_MESSAGE: &str = "subject-message";

pub const STATUS_SETUP_SEND: &str = "status-setup-send";
pub const STATUS_SETUP_WAITING: &str = "status-setup-waiting";
pub const STATUS_BLIND_SEAL: &str = "status-blind-seal";
pub const STATUS_BLIND_WAITING: &str = "status-blind-waiting";
pub const STATUS_YOUR_MOVE: &str = "status-your-move";
pub const STATUS_WAITING_FOR: &str = "status-waiting-for";
pub const STATUS_WAITING: &str = "status-waiting";
pub const STATUS_BLIND_REVEAL: &str = "status-blind-reveal";
pub const STATUS_BLIND_REVEAL_WAITING: &str = "status-blind-reveal-waiting";
pub const STATUS_DRAWN: &str = "status-drawn";
pub const STATUS_WON: &str = "status-won";
pub const STATUS_OVER: &str = "status-over";

pub const BLIND_SEAL: &str = "blind-seal";
pub const BLIND_OPEN: &str = "blind-open";
pub const BLIND_PROVISIONAL: &str = "blind-provisional";
pub const BLIND_REVEAL: &str = "blind-reveal";

pub const GAME_STARTED: &str = "game-started";
pub const GAME_COMMITMENT: &str = "game-commitment";
pub const GAME_MOVED: &str = "game-moved";
pub const GAME_MOVED_BLIND: &str = "game-moved-blind";
pub const GAME_APPLIED: &str = "game-applied";
pub const GAME_REFUSED: &str = "game-refused";
pub const GAME_NOT_APPLIED: &str = "game-not-applied";
pub const GAME_DRAWN: &str = "game-drawn";
pub const GAME_WON: &str = "game-won";
pub const DRAW_OFFERED: &str = "draw-offered";
pub const DRAW_DECLINED: &str = "draw-declined";
pub const RESIGNED: &str = "resigned";
pub const HISTORY_NONE: &str = "history-none";
pub const HISTORY_HEADING: &str = "history-heading";
pub const BOARD_REQUESTED: &str = "board-requested";
pub const TIMEZONE_SET: &str = "timezone-set";
pub const VACATION: &str = "vacation";
pub const REMINDER: &str = "reminder";
pub const LATE_NOTICE: &str = "late-notice";
pub const TIMED_OUT_VOID: &str = "timed-out-void";
pub const TIMED_OUT: &str = "timed-out";
pub const ARMY_ACCEPTED: &str = "army-accepted";
pub const ARMY_KEEP: &str = "army-keep";
pub const RELAY: &str = "relay";
pub const NOT_AUTHENTICATED: &str = "not-authenticated";
pub const UNREACHABLE: &str = "unreachable";
pub const HISTORY_MISSING: &str = "history-missing";
pub const LANG_SET: &str = "lang-set";
pub const MOVES_HEADING: &str = "moves-heading";
pub const MOVES_ATTACHED: &str = "moves-attached";
pub const OPERATOR_DECISION: &str = "operator-decision";
pub const OPERATOR_REASON: &str = "operator-reason";

pub const GUIDE_RULES: &str = "guide-rules";
pub const GUIDE_RULES_MORE: &str = "guide-rules-more";
pub const GUIDE_LATTAQUE_ARMY: &str = "guide-lattaque-army";
pub const GUIDE_LATTAQUE_COMBAT: &str = "guide-lattaque-combat";
pub const GUIDE_LATTAQUE_COMBAT_SCOUTS_STAY: &str = "guide-lattaque-combat-scouts-stay";
pub const GUIDE_LATTAQUE_ATTACK: &str = "guide-lattaque-attack";
pub const GUIDE_LATTAQUE_SPY: &str = "guide-lattaque-spy";
pub const GUIDE_LATTAQUE_FLAG: &str = "guide-lattaque-flag";
pub const GUIDE_LATTAQUE_MAX_PLIES: &str = "guide-lattaque-max-plies";
pub const GUIDE_LATTAQUE_EXAMPLE: &str = "guide-lattaque-example";
pub const GUIDE_STRAND_ARMY: &str = "guide-strand-army";
pub const GUIDE_STRAND_RULES: &str = "guide-strand-rules";
pub const GUIDE_STRAND_EXAMPLE: &str = "guide-strand-example";
pub const GUIDE_ASSAUT_ARMY: &str = "guide-assaut-army";
pub const GUIDE_ASSAUT_RULES: &str = "guide-assaut-rules";
pub const GUIDE_ASSAUT_HUFF: &str = "guide-assaut-huff";
pub const GUIDE_ASSAUT_SIDEWAYS: &str = "guide-assaut-sideways";
pub const GUIDE_ASSAUT_EXAMPLE_FIRST: &str = "guide-assaut-example-first";
pub const GUIDE_ASSAUT_EXAMPLE_SECOND: &str = "guide-assaut-example-second";
pub const GUIDE_MUTED: &str = "guide-muted";
pub const GUIDE_PAUSED: &str = "guide-paused";
pub const GUIDE_KIT_URL: &str = "guide-kit-url";
pub const GUIDE_KIT_ATTACHED: &str = "guide-kit-attached";
pub const GUIDE_KIT_SAME: &str = "guide-kit-same";

pub const HELP_HEADER: &str = "help-header";
pub const HELP_OTHER_WORDS: &str = "help-other-words";
pub const HELP_GUIDE: &str = "help-guide";
pub const HELP_MOVE_LATTAQUE: &str = "help-move-lattaque";
pub const HELP_ATTACK_LATTAQUE: &str = "help-attack-lattaque";
pub const HELP_MOVE_ATTACK_LATTAQUE: &str = "help-move-attack-lattaque";
pub const HELP_STEP_STRAND: &str = "help-step-strand";
pub const HELP_JUMP_STRAND: &str = "help-jump-strand";
pub const HELP_PLACE_ASSAUT: &str = "help-place-assaut";
pub const HELP_STEP_ASSAUT: &str = "help-step-assaut";
pub const HELP_JUMP_ASSAUT: &str = "help-jump-assaut";

pub const TOO_LARGE_SUBJECT: &str = "too-large-subject";
pub const TOO_LARGE: &str = "too-large";
pub const TOO_LARGE_SIZE: &str = "too-large-size";
pub const NOT_UNDERSTOOD_SUBJECT: &str = "not-understood-subject";
pub const NOT_UNDERSTOOD: &str = "not-understood";
pub const GAMES_SUBJECT: &str = "games-subject";
pub const GAMES_NONE: &str = "games-none";
pub const GAMES_HEADING: &str = "games-heading";
pub const OBSERVE_UNKNOWN_SUBJECT: &str = "observe-unknown-subject";
pub const OBSERVE_UNKNOWN: &str = "observe-unknown";
pub const OBSERVE_PLAYER_SUBJECT: &str = "observe-player-subject";
pub const OBSERVE_PLAYER: &str = "observe-player";
pub const OBSERVE_CLOSED_SUBJECT: &str = "observe-closed-subject";
pub const OBSERVE_CLOSED: &str = "observe-closed";
pub const OBSERVE_SUBJECT: &str = "observe-subject";
pub const OBSERVE_DONE: &str = "observe-done";
pub const UNOBSERVE_DONE: &str = "unobserve-done";
pub const UNOBSERVE_NOT: &str = "unobserve-not";
pub const NO_TOKEN_SUBJECT: &str = "no-token-subject";
pub const NO_TOKEN_INTRO: &str = "no-token-intro";
pub const NO_TOKEN_NONE: &str = "no-token-none";
pub const NO_TOKEN_HEADING: &str = "no-token-heading";
pub const NO_TOKEN_OUTRO: &str = "no-token-outro";
pub const NO_TOKEN_GAME: &str = "no-token-game";
pub const NO_TOKEN_ADDRESS: &str = "no-token-address";
pub const CONFIRM_SUBJECT: &str = "confirm-subject";
pub const CONFIRM: &str = "confirm";
pub const CONFIRM_OBSERVE: &str = "confirm-observe";
pub const CONFIRM_UNOBSERVE: &str = "confirm-unobserve";
pub const CONFIRM_CHALLENGE: &str = "confirm-challenge";

pub const CHALLENGE_CLOSED_SUBJECT: &str = "challenge-closed-subject";
pub const CHALLENGE_CLOSED: &str = "challenge-closed";
pub const CHALLENGE_SELF_SUBJECT: &str = "challenge-self-subject";
pub const CHALLENGE_SELF: &str = "challenge-self";
pub const CHALLENGE_SENT_SUBJECT: &str = "challenge-sent-subject";
pub const CHALLENGE_SENT: &str = "challenge-sent";
pub const CHALLENGE_BLIND: &str = "challenge-blind";
pub const CHALLENGE_ANSWER_SUBJECT: &str = "challenge-answer-subject";
pub const CHALLENGE_ANSWER: &str = "challenge-answer";
pub const CHALLENGE_OVER_SUBJECT: &str = "challenge-over-subject";
pub const CHALLENGE_OVER: &str = "challenge-over";
pub const CHALLENGE_DECLINED_SUBJECT: &str = "challenge-declined-subject";
pub const CHALLENGE_DECLINED: &str = "challenge-declined";
pub const INVITATION_SUBJECT: &str = "invitation-subject";
pub const INVITATION: &str = "invitation";

pub const WHO: &str = "who";
pub const WELCOME: &str = "welcome";
pub const WELCOME_BLIND: &str = "welcome-blind";
pub const WELCOME_ARMY: &str = "welcome-army";
pub const WELCOME_OFFICERS: &str = "welcome-officers";
pub const WELCOME_FIRST: &str = "welcome-first";
pub const OPERATOR_PAUSED: &str = "operator-paused";
pub const OPERATOR_RESUMED: &str = "operator-resumed";
pub const OPERATOR_EXTENDED: &str = "operator-extended";
pub const OPERATOR_ADDRESS: &str = "operator-address";
pub const OPERATOR_DECIDED: &str = "operator-decided";
pub const DURATION_DAYS: &str = "duration-days";
pub const DURATION_HOURS: &str = "duration-hours";
pub const DURATION_MINUTES: &str = "duration-minutes";
pub const DURATION_TWO: &str = "duration-two";
pub const DURATION_THREE: &str = "duration-three";
pub const TIME_CONTROL: &str = "time-control";
pub const TIME_CONTROL_GRACE: &str = "time-control-grace";

pub const FACT_GAME: &str = "fact-game";
pub const FACT_SIDE: &str = "fact-side";
pub const FACT_STATUS: &str = "fact-status";
pub const FACT_TIME_CONTROL: &str = "fact-time-control";
pub const FACT_DEADLINE: &str = "fact-deadline";
pub const FACT_LABEL: &str = "fact-label";

pub const OBSERVER_COMMITTED: &str = "observer-committed";
pub const OBSERVER_DRAW_OFFERED: &str = "observer-draw-offered";
pub const OBSERVER_REVEALED: &str = "observer-revealed";
pub const OBSERVER_TIMED_OUT_VOID: &str = "observer-timed-out-void";
pub const OBSERVER_TIMED_OUT: &str = "observer-timed-out";
pub const OBSERVER_PAUSED: &str = "observer-paused";
pub const OBSERVER_RESUMED: &str = "observer-resumed";
pub const OBSERVER_DECIDED: &str = "observer-decided";
pub const OBSERVER_TO_MOVE: &str = "observer-to-move";
pub const OBSERVER_FOOTER: &str = "observer-footer";
pub const OBSERVER_SUBJECT: &str = "observer-subject";

/// The commands HELP shows with an example argument after their word.
pub const WITH_ARGUMENT: [&str; 5] = ["lang", "message", "vacation", "timezone", "key"];

/// The commands HELP shows on the row of another (`commit, leaf`), which
/// have no sentence of their own.
pub const SHOWN_WITH_ANOTHER: [&str; 1] = ["leaf"];

/// The id of what the command `english` (its English word in the command
/// table) does, in HELP.
pub fn help_cmd(english: &str) -> String {
    format!("help-cmd-{english}")
}

/// The id of the example argument of the command `english` in HELP.
pub fn help_arg(english: &str) -> String {
    format!("help-arg-{english}")
}

/// The ids of `game.ftl` (a game's paragraphs), with their arguments.
const GAME: &[(&str, &[&str])] = &[
    (GAME_STARTED, &[]),
    (GAME_COMMITMENT, &["mine", "who"]),
    (GAME_MOVED, &["mine", "ply", "who", "text", "report"]),
    (GAME_MOVED_BLIND, &["mine", "ply", "who", "text"]),
    (GAME_APPLIED, &["list"]),
    (GAME_REFUSED, &["failed", "reason"]),
    (GAME_NOT_APPLIED, &["list"]),
    (GAME_DRAWN, &["reason"]),
    (GAME_WON, &["who", "reason"]),
    (DRAW_OFFERED, &["who"]),
    (DRAW_DECLINED, &["who"]),
    (RESIGNED, &["who"]),
    (HISTORY_NONE, &[]),
    (HISTORY_HEADING, &[]),
    (BOARD_REQUESTED, &[]),
    (TIMEZONE_SET, &["tz"]),
    (VACATION, &["mine", "who", "from", "until", "days"]),
    (REMINDER, &["due", "deadline"]),
    (LATE_NOTICE, &["mine", "due", "who", "deadline", "forfeit"]),
    (TIMED_OUT_VOID, &[]),
    (TIMED_OUT, &["who"]),
    (ARMY_ACCEPTED, &[]),
    (ARMY_KEEP, &[]),
    (RELAY, &["who"]),
    (NOT_AUTHENTICATED, &["sender"]),
    (UNREACHABLE, &["permanent", "who", "address", "status"]),
    (HISTORY_MISSING, &["n"]),
    (LANG_SET, &["to"]),
    (MOVES_HEADING, &[]),
    (MOVES_ATTACHED, &["file"]),
    (OPERATOR_DECISION, &["what"]),
    (OPERATOR_REASON, &["reason"]),
];

/// The ids of `guide.ftl` (how to play: RULES, the muted notice, the kit),
/// with their arguments; a side, rank or kind argument `x` is given with the
/// forms of it the catalogs use (`x-le`, `x-plural`).
const GUIDE: &[(&str, &[&str])] = &[
    (GUIDE_RULES, &["variant", "rules"]),
    (GUIDE_RULES_MORE, &[]),
    (GUIDE_LATTAQUE_ARMY, &["total"]),
    (GUIDE_LATTAQUE_COMBAT, &[]),
    (GUIDE_LATTAQUE_COMBAT_SCOUTS_STAY, &["scout", "scout-plural"]),
    (GUIDE_LATTAQUE_ATTACK, &["attack"]),
    (
        GUIDE_LATTAQUE_SPY,
        &[
            "beats",
            "spy",
            "spy-le",
            "commander",
            "commander-le",
            "mine",
            "mine-un",
            "sapper",
            "sapper-un",
            "flag",
            "flag-le",
        ],
    ),
    (
        GUIDE_LATTAQUE_FLAG,
        &["flag", "mine", "mine-plural", "squares", "last", "files"],
    ),
    (GUIDE_LATTAQUE_MAX_PLIES, &["n"]),
    (
        GUIDE_LATTAQUE_EXAMPLE,
        &[
            "from",
            "step",
            "target",
            "captain",
            "sergeant",
            "sergeant-un",
            "sergeant-le",
        ],
    ),
    (
        GUIDE_STRAND_ARMY,
        &[
            "total",
            "cavalry",
            "cavalry-plural",
            "ncavalry",
            "infantry",
            "infantry-plural",
            "ninfantry",
            "artillery",
            "artillery-plural",
            "nartillery",
        ],
    ),
    (
        GUIDE_STRAND_RULES,
        &[
            "infantry",
            "infantry-le",
            "cavalry",
            "cavalry-le",
            "artillery",
            "artillery-le",
            "count",
            "forts",
            "capital",
            "city",
        ],
    ),
    (GUIDE_STRAND_EXAMPLE, &["from", "over1", "land1", "over2", "land2"]),
    (
        GUIDE_ASSAUT_ARMY,
        &["nfirst", "first", "nsecond", "second", "from", "to"],
    ),
    (GUIDE_ASSAUT_RULES, &["first", "first-le", "second", "left"]),
    (GUIDE_ASSAUT_HUFF, &["first", "first-le"]),
    (GUIDE_ASSAUT_SIDEWAYS, &["first", "first-le"]),
    (GUIDE_ASSAUT_EXAMPLE_FIRST, &["from", "to"]),
    (
        GUIDE_ASSAUT_EXAMPLE_SECOND,
        &["from", "over1", "land1", "over2", "land2"],
    ),
    (GUIDE_MUTED, &["limit", "ingame", "until"]),
    (GUIDE_PAUSED, &[]),
    (GUIDE_KIT_URL, &["url"]),
    (GUIDE_KIT_ATTACHED, &["file"]),
    (GUIDE_KIT_SAME, &[]),
];

/// The ids of the shell's own composing (the welcome, the operator's
/// decisions, the facts under the board, an observer's mails), with their
/// arguments. A side given with its forms (by `words::reason`) lists the
/// forms its catalogs use (`side-a`).
const SHELL: &[(&str, &[&str])] = &[
    (WHO, &["name", "side"]),
    (WELCOME, &["title", "options", "side", "opponent"]),
    (WELCOME_BLIND, &[]),
    (WELCOME_ARMY, &[]),
    (WELCOME_OFFICERS, &[]),
    (WELCOME_FIRST, &["armies", "who"]),
    (OPERATOR_PAUSED, &[]),
    (OPERATOR_RESUMED, &[]),
    (OPERATOR_EXTENDED, &["side", "side-a", "side-de", "name", "by"]),
    (OPERATOR_ADDRESS, &["side", "side-a", "side-de", "name"]),
    (OPERATOR_DECIDED, &[]),
    (DURATION_DAYS, &["n"]),
    (DURATION_HOURS, &["n"]),
    (DURATION_MINUTES, &["n"]),
    (DURATION_TWO, &["first", "last"]),
    (DURATION_THREE, &["first", "second", "last"]),
    (TIME_CONTROL, &["moves", "period"]),
    (TIME_CONTROL_GRACE, &["base", "grace"]),
    (FACT_GAME, &[]),
    (FACT_SIDE, &[]),
    (FACT_STATUS, &[]),
    (FACT_TIME_CONTROL, &[]),
    (FACT_DEADLINE, &["mine"]),
    (FACT_LABEL, &["label"]),
    (OBSERVER_COMMITTED, &["who"]),
    (OBSERVER_DRAW_OFFERED, &["who"]),
    (OBSERVER_REVEALED, &["who"]),
    (OBSERVER_TIMED_OUT_VOID, &[]),
    (OBSERVER_TIMED_OUT, &["who"]),
    (OBSERVER_PAUSED, &["reason"]),
    (OBSERVER_RESUMED, &["reason"]),
    (OBSERVER_DECIDED, &["reason"]),
    (OBSERVER_TO_MOVE, &["n", "who"]),
    (OBSERVER_FOOTER, &["game"]),
    (OBSERVER_SUBJECT, &["title", "game"]),
];

/// The notice that a blind game's player broke the rules (worded by the
/// shell, with the reason in the reader's language).
pub const NOTICE_BREACH: &str = "notice-breach";

/// The ids of `report.ftl` (what a move did, and blind games' notices),
/// which the core names as the codes of its reasons, with every argument
/// and name form a catalog may use.
pub const REPORT: &[(&str, &[&str])] = &[
    ("report-lattaque-moved", &["side", "side-Le", "from", "to"]),
    ("report-lattaque-scout-ran", &["side", "side-de", "from", "to"]),
    (
        "report-lattaque-attack",
        &[
            "side",
            "side-Le",
            "side-le",
            "side-de",
            "enemy",
            "enemy-de",
            "attacker",
            "attacker-Le",
            "attacker-le",
            "attacker-genre",
            "defender",
            "defender-le",
            "defender-genre",
            "stepped",
            "from",
            "to",
            "at",
            "target",
            "outcome",
        ],
    ),
    (
        "report-strand-moved",
        &["side-adj", "kind", "kind-Le", "path", "entered", "enemy-capital"],
    ),
    (
        "report-strand-jumped",
        &[
            "side-adj",
            "kind",
            "kind-Le",
            "path",
            "taken",
            "entered",
            "enemy-capital",
        ],
    ),
    ("report-strand-taken", &["side-adj", "kind", "kind-le", "square"]),
    ("report-assaut-placed", &["first", "second"]),
    ("report-assaut-soldier-moved", &["from", "to"]),
    ("report-assaut-officer-moved", &["from", "to"]),
    ("report-assaut-huffed", &["from", "to", "n", "squares"]),
    ("report-assaut-captured", &["n", "squares", "move"]),
    ("report-and", &["first", "rest"]),
    ("report-comma", &["first", "rest"]),
    (
        "notice-key-registered",
        &["side", "side-Le", "side-de", "player", "key"],
    ),
    ("notice-opened", &["side", "player", "home", "rank", "line"]),
    ("notice-combat", &["at", "target", "outcome", "removed"]),
    ("notice-attacked", &["target", "home"]),
    ("notice-resolved", &[]),
    (NOTICE_BREACH, &["side", "player", "why"]),
];

/// The ids of `refusal.ftl`: why a command or a move was refused (the
/// codes of the core's typed refusals), with their arguments.
const REFUSAL: &[(&str, &[&str])] = &[
    (crate::reason::UNTYPED, &["text"]),
    ("not-a-move", &["text", "why"]),
    ("wrong-sender", &["sender", "registered"]),
];

/// The ids of the frame, the help, the observers' and the challenges' mails
/// (the other areas have their own slices, chained in [`used`]).
const FIXED: &[(&str, &[&str])] = &[
    (FRAME_REPLY, &[]),
    (FRAME_REPLY_HTML, &[]),
    (FRAME_PROOF, &[]),
    (FRAME_PUBLISHED, &["whose", "who"]),
    (SUBJECT_NOT_APPLIED, &[]),
    (SUBJECT_GAME_OVER, &[]),
    (SUBJECT_YOUR_MOVE, &[]),
    (SUBJECT_SEAL_ARMY, &[]),
    (SUBJECT_SEND_ARMY, &[]),
    (SUBJECT_WAITING, &[]),
    (SUBJECT_REVEAL, &[]),
    (SUBJECT_HELP, &[]),
    (SUBJECT_RULES, &[]),
    (SUBJECT_HISTORY, &[]),
    (SUBJECT_BOARD, &[]),
    (SUBJECT_REMINDER, &[]),
    (SUBJECT_LATE, &[]),
    (SUBJECT_MESSAGE, &[]),
    (STATUS_SETUP_SEND, &[]),
    (STATUS_SETUP_WAITING, &["who"]),
    (STATUS_BLIND_SEAL, &[]),
    (STATUS_BLIND_WAITING, &["who"]),
    (STATUS_BLIND_REVEAL, &[]),
    (STATUS_BLIND_REVEAL_WAITING, &["who"]),
    (BLIND_SEAL, &["game", "side", "turn", "options"]),
    (BLIND_OPEN, &["square", "home"]),
    (BLIND_PROVISIONAL, &["reason"]),
    (BLIND_REVEAL, &[]),
    (STATUS_YOUR_MOVE, &["n"]),
    (STATUS_WAITING_FOR, &["n", "who"]),
    (STATUS_WAITING, &[]),
    (STATUS_DRAWN, &["reason"]),
    (STATUS_WON, &["who", "reason"]),
    (STATUS_OVER, &[]),
    (HELP_HEADER, &[]),
    (HELP_OTHER_WORDS, &[]),
    (HELP_GUIDE, &[]),
    (HELP_MOVE_LATTAQUE, &[]),
    (HELP_ATTACK_LATTAQUE, &[]),
    (HELP_MOVE_ATTACK_LATTAQUE, &[]),
    (HELP_STEP_STRAND, &[]),
    (HELP_JUMP_STRAND, &[]),
    (HELP_PLACE_ASSAUT, &[]),
    (HELP_STEP_ASSAUT, &[]),
    (HELP_JUMP_ASSAUT, &[]),
    (TOO_LARGE_SUBJECT, &[]),
    (TOO_LARGE, &["subject", "limit"]),
    (TOO_LARGE_SIZE, &["subject", "limit", "size"]),
    (NOT_UNDERSTOOD_SUBJECT, &[]),
    (NOT_UNDERSTOOD, &["why"]),
    (GAMES_SUBJECT, &[]),
    (GAMES_NONE, &[]),
    (GAMES_HEADING, &[]),
    (OBSERVE_UNKNOWN_SUBJECT, &[]),
    (OBSERVE_UNKNOWN, &["game"]),
    (OBSERVE_PLAYER_SUBJECT, &[]),
    (OBSERVE_PLAYER, &["game"]),
    (OBSERVE_CLOSED_SUBJECT, &[]),
    (OBSERVE_CLOSED, &["game"]),
    (OBSERVE_SUBJECT, &["game"]),
    (OBSERVE_DONE, &["game"]),
    (UNOBSERVE_DONE, &["game"]),
    (UNOBSERVE_NOT, &["game"]),
    (NO_TOKEN_SUBJECT, &[]),
    (NO_TOKEN_INTRO, &[]),
    (NO_TOKEN_NONE, &[]),
    (NO_TOKEN_HEADING, &[]),
    (NO_TOKEN_OUTRO, &[]),
    (NO_TOKEN_GAME, &["game", "title", "mine", "opponent", "theirs"]),
    (NO_TOKEN_ADDRESS, &["address"]),
    (CONFIRM_SUBJECT, &[]),
    (CONFIRM, &["address", "what"]),
    (CONFIRM_OBSERVE, &["game"]),
    (CONFIRM_UNOBSERVE, &["game"]),
    (CONFIRM_CHALLENGE, &["to", "what"]),
    (CHALLENGE_CLOSED_SUBJECT, &[]),
    (CHALLENGE_CLOSED, &[]),
    (CHALLENGE_SELF_SUBJECT, &[]),
    (CHALLENGE_SELF, &[]),
    (CHALLENGE_SENT_SUBJECT, &[]),
    (CHALLENGE_SENT, &["n", "to", "what"]),
    (CHALLENGE_BLIND, &[]),
    (CHALLENGE_ANSWER_SUBJECT, &[]),
    (CHALLENGE_ANSWER, &["n"]),
    (CHALLENGE_OVER_SUBJECT, &[]),
    (CHALLENGE_OVER, &["n", "status"]),
    (CHALLENGE_DECLINED_SUBJECT, &[]),
    (CHALLENGE_DECLINED, &["who", "n"]),
    (INVITATION_SUBJECT, &["name", "title"]),
    (INVITATION, &["name", "address", "what"]),
];

/// The ids of `refusal.ftl` for a duration inside a refusal (the core's
/// `referee::refusal::Refusal`), with their arguments.
const REFUSAL_REFEREE: &[(&str, &[&str])] = &[("refusal-duration", &["shape", "d", "h", "m"])];

/// The areas' slices of ids [`used`] chains after its own.
const SLICES: &[&[(&str, &[&str])]] = &[
    GAME,
    GUIDE,
    SHELL,
    REPORT,
    REFUSAL,
    REFUSAL_REFEREE,
    REFUSAL_MORE,
    VIEW,
    NOTATION,
    REFUSAL_BLIND_LINE,
    SWITCHES,
    KIT,
    operator::OPERATOR_CLI,
    operator::OPERATOR_OUT,
    VERIFY,
    command::COMMAND,
    service::SERVICE,
    service::DEMO,
    system::SYSTEM,
    summary::SUMMARY,
    summary::TOLD,
    catalog::PLAY,
    catalog::CATALOG,
    tick::TICK,
];

/// The ids of `refusal.ftl` for a blind game's commitment and final reveal
/// as mailed (the core's `protocol::blind_line::BlindLine`).
const REFUSAL_BLIND_LINE: &[(&str, &[&str])] = &[(REFUSAL_LINES_AFTER, &["n", "max"])];

/// The label of a mail's command lines past the most the referee reads.
pub const REFUSAL_LINES_AFTER: &str = "refusal-lines-after";

/// The ids of `notation.ftl`: how a square, a piece, a game's name or its
/// switches must be written (`estafette_core::games::notation`), with
/// their arguments.
pub const NOTATION: &[(&str, &[&str])] = &[];

/// The ids of `switches.ftl`: what each variant and each switch of a game
/// means, as `estafette rules` prints it ([`variant_id`], [`switch_id`],
/// [`switch_values_id`]; a test checks every game's variants and switches
/// are here).
pub const SWITCHES: &[(&str, &[&str])] = &[
    ("rules-variant", &["name", "meaning"]),
    ("variant-lattaque-gibson-1925", &[]),
    ("variant-lattaque-standard", &[]),
    ("variant-strand-default", &[]),
    ("variant-assaut-default", &[]),
    ("switch-lattaque-attack", &[]),
    ("switch-lattaque-equal-scouts", &[]),
    ("switch-lattaque-spy", &[]),
    ("switch-lattaque-flag-placement", &[]),
    ("switch-lattaque-max-plies", &[]),
    ("switch-strand-forts", &[]),
    ("switch-strand-forts-values", &[]),
    ("switch-assaut-fortress-sideways", &[]),
    ("switch-assaut-huff", &[]),
];

/// The id of what variant `name` of `kind` means.
pub fn variant_id(kind: impl GameName, name: &str) -> String {
    format!("variant-{}-{name}", kind.game_name())
}

/// The id of what switch `name` of `kind` does.
pub fn switch_id(kind: impl GameName, name: &str) -> String {
    format!("switch-{}-{name}", kind.game_name())
}

/// The id of the accepted values of switch `name` of `kind` when they
/// are written in words (Strand's `forts`), else `None`: values such as
/// `on | off` are what players type and stay as the game writes them.
pub fn switch_values_id(kind: impl GameName, name: &str) -> Option<String> {
    let id = format!("{}-values", switch_id(kind, name));
    SWITCHES.iter().any(|(i, _)| *i == id).then_some(id)
}

/// Every id the code uses, with the arguments it gives each, HELP's given
/// the English words of the command table (`command_words` of the
/// core's `referee::command`).
pub fn used_with<'a>(commands: impl IntoIterator<Item = &'a str>) -> Vec<(String, &'static [&'static str])> {
    let mut out: Vec<(String, &'static [&'static str])> = Vec::new();
    for &(id, args) in FIXED.iter().chain(SLICES.iter().flat_map(|s| s.iter())) {
        out.push((id.to_string(), args));
    }
    for id in crate::names::all_ids() {
        out.push((id, &[]));
    }
    for english in commands {
        if !SHOWN_WITH_ANOTHER.contains(&english) {
            out.push((help_cmd(english), &[]));
        }
        if WITH_ARGUMENT.contains(&english) {
            out.push((help_arg(english), &[]));
        }
    }
    out
}

/// More of the referee's refusals (`estafette_core::referee::refusal`):
/// keys, signatures that cannot be checked, vacations' durations and dates.
pub const REFUSAL_MORE: &[(&str, &[&str])] = &[("refusal-too-many-commands", &["max"])];

/// The ids of `view.ftl`: the boards' key and last move, the squares'
/// labels and the proof material at a mail's end, with their arguments.
pub const VIEW: &[(&str, &[&str])] = &[
    ("board-first-player", &[]),
    ("board-second-player", &[]),
    ("board-key", &[]),
    ("board-plain", &[]),
    ("board-hidden", &[]),
    ("board-empty", &[]),
    ("board-lake", &[]),
    ("board-marked", &[]),
    ("board-revealed-text", &[]),
    ("board-revealed-html", &[]),
    ("board-revealed-title", &[]),
    ("board-you", &[]),
    ("board-last-move", &[]),
    ("board-to", &[]),
    ("board-attack-on", &[]),
    ("board-placed", &[]),
    ("board-combat", &[]),
    ("board-last-title", &[]),
    ("board-sep", &[]),
    ("mark-fortress", &[]),
    ("mark-allied-fort", &[]),
    ("mark-german-fort", &[]),
    ("mark-allied-capital", &[]),
    ("mark-german-capital", &[]),
    (PROOF_SEAL, &["seed", "root", "check"]),
    (PROOF_COMMITMENT, &["mine", "who"]),
    (PROOF_ROOT, &["root"]),
    (PROOF_LEAVES, &[]),
    (PROOF_OPENINGS, &["ply", "openings"]),
    (PROOF_PUBLISHED, &["mine", "who"]),
    (PROOF_SEED, &["seed"]),
    ("rules-variants", &["variants"]),
    ("rules-switches", &[]),
    ("rules-switch", &["name", "values", "default"]),
];

pub const PROOF_SEAL: &str = "proof-seal";
pub const PROOF_COMMITMENT: &str = "proof-commitment";
pub const PROOF_ROOT: &str = "proof-root";
pub const PROOF_LEAVES: &str = "proof-leaves";
pub const PROOF_OPENINGS: &str = "proof-openings";
pub const PROOF_PUBLISHED: &str = "proof-published";
pub const PROOF_SEED: &str = "proof-seed";
