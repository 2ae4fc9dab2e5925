//! The ids of the operator's outputs (`operator.ftl`) and of the games'
//! titles.

use crate::GameName;

/// The id of the title of a game of `kind` (`title-strand`), in `names.ftl`.
pub fn title_id(kind: impl GameName) -> String {
    format!("title-{}", kind.game_name())
}

pub const OPERATOR_RULES_LATTAQUE_ARMY: &str = "operator-rules-lattaque-army";
pub const OPERATOR_RULES_LATTAQUE_FLAG: &str = "operator-rules-lattaque-flag";
pub const OPERATOR_RULES_LATTAQUE_EXAMPLE: &str = "operator-rules-lattaque-example";
pub const OPERATOR_RULES_STRAND: &str = "operator-rules-strand";
pub const OPERATOR_COLUMN_GAME: &str = "operator-column-game";
pub const OPERATOR_COLUMN_KIND: &str = "operator-column-kind";
pub const OPERATOR_COLUMN_PLAYERS: &str = "operator-column-players";
pub const OPERATOR_COLUMN_TO_MOVE: &str = "operator-column-to-move";
pub const OPERATOR_COLUMN_DEADLINE: &str = "operator-column-deadline";
pub const OPERATOR_COLUMN_STATE: &str = "operator-column-state";
pub const OPERATOR_PLAYERS: &str = "operator-players";
pub const OPERATOR_STATE_DRAWN: &str = "operator-state-drawn";
pub const OPERATOR_STATE_WON: &str = "operator-state-won";
pub const OPERATOR_STATE_PAUSED: &str = "operator-state-paused";
pub const OPERATOR_STATE_SETUP: &str = "operator-state-setup";
pub const OPERATOR_STATE_PLAY: &str = "operator-state-play";
pub const OPERATOR_STATUS_OVER: &str = "operator-status-over";
pub const OPERATOR_STATUS_SETUP: &str = "operator-status-setup";
pub const OPERATOR_STATUS_SETUP_BOTH: &str = "operator-status-setup-both";
pub const OPERATOR_STATUS_MOVE: &str = "operator-status-move";
pub const OPERATOR_STATUS_OTHER: &str = "operator-status-other";

/// The ids of `operator.ftl` (what the command line prints for the
/// operator: `rules`, `list`, `show`) and the games' titles (`names.ftl`),
/// with their arguments.
pub(super) const OPERATOR_CLI: &[(&str, &[&str])] = &[
    ("title-lattaque", &[]),
    ("title-strand", &[]),
    ("title-assaut", &[]),
    (OPERATOR_RULES_LATTAQUE_ARMY, &["total"]),
    (
        OPERATOR_RULES_LATTAQUE_FLAG,
        &["flag", "mine", "first", "second", "south", "north", "files"],
    ),
    (
        OPERATOR_RULES_LATTAQUE_EXAMPLE,
        &["from", "step", "target", "south", "captain", "sergeant"],
    ),
    (
        OPERATOR_RULES_STRAND,
        &[
            "infantry",
            "cavalry",
            "artillery",
            "first",
            "second",
            "nfirst",
            "nsecond",
            "forts-first",
            "forts-second",
            "capital-first",
            "capital-second",
        ],
    ),
    (OPERATOR_COLUMN_GAME, &[]),
    (OPERATOR_COLUMN_KIND, &[]),
    (OPERATOR_COLUMN_PLAYERS, &[]),
    (OPERATOR_COLUMN_TO_MOVE, &[]),
    (OPERATOR_COLUMN_DEADLINE, &[]),
    (OPERATOR_COLUMN_STATE, &[]),
    (OPERATOR_PLAYERS, &["first", "second"]),
    (OPERATOR_STATE_DRAWN, &["reason"]),
    (OPERATOR_STATE_WON, &["name", "reason"]),
    (OPERATOR_STATE_PAUSED, &[]),
    (OPERATOR_STATE_SETUP, &[]),
    (OPERATOR_STATE_PLAY, &[]),
    (OPERATOR_STATUS_OVER, &["state"]),
    (OPERATOR_STATUS_SETUP, &["who"]),
    (OPERATOR_STATUS_SETUP_BOTH, &["first", "second"]),
    (OPERATOR_STATUS_MOVE, &["n", "who"]),
    (OPERATOR_STATUS_OTHER, &["state"]),
];

pub const OPERATOR_STATS_GAMES: &str = "operator-stats-games";
pub const OPERATOR_STATS_MOVES_DAY: &str = "operator-stats-moves-day";
pub const OPERATOR_STATS_MOVES_WEEK: &str = "operator-stats-moves-week";
pub const OPERATOR_STATS_MAIL_IN: &str = "operator-stats-mail-in";
pub const OPERATOR_STATS_MAIL_OUT: &str = "operator-stats-mail-out";
pub const OPERATOR_STATS_BOUNCES: &str = "operator-stats-bounces";
pub const OPERATOR_STATS_OLDEST: &str = "operator-stats-oldest";
pub const OPERATOR_STATS_PENDING: &str = "operator-stats-pending";
pub const OPERATOR_AUDIT_DAMAGED: &str = "operator-audit-damaged";
pub const OPERATOR_AUDIT_COUNT: &str = "operator-audit-count";
pub const OPERATOR_AUDIT_SOUND: &str = "operator-audit-sound";
pub const OPERATOR_BACKUP_DONE: &str = "operator-backup-done";
pub const OPERATOR_BACKUP_KEY: &str = "operator-backup-key";
pub const OPERATOR_RESTORE_DONE: &str = "operator-restore-done";
pub const OPERATOR_RESTORE_AUDIT: &str = "operator-restore-audit";
pub const OPERATOR_INIT_READY: &str = "operator-init-ready";
pub const OPERATOR_VERIFY_DONE: &str = "operator-verify-done";
pub const OPERATOR_VERIFY_UNFINISHED: &str = "operator-verify-unfinished";
pub const OPERATOR_VERIFY_UNCHECKED: &str = "operator-verify-unchecked";
pub const OPERATOR_VERIFY_RECEIPTS: &str = "operator-verify-receipts";
pub const OPERATOR_VERIFY_RECEIPTS_LAST: &str = "operator-verify-receipts-last";
pub const OPERATOR_VERIFY_SETUP: &str = "operator-verify-setup";

/// The ids of `operator.ftl` for the rest of what the command line prints
/// for the operator on success (`stats`, `audit`, `backup`, `restore`,
/// `init`, `verify`, `verify-setup`), with their arguments.
pub(super) const OPERATOR_OUT: &[(&str, &[&str])] = &[
    (OPERATOR_STATS_GAMES, &["kind", "status"]),
    (OPERATOR_STATS_MOVES_DAY, &[]),
    (OPERATOR_STATS_MOVES_WEEK, &[]),
    (OPERATOR_STATS_MAIL_IN, &["status"]),
    (OPERATOR_STATS_MAIL_OUT, &["status"]),
    (OPERATOR_STATS_BOUNCES, &[]),
    (OPERATOR_STATS_OLDEST, &[]),
    (OPERATOR_STATS_PENDING, &[]),
    (OPERATOR_AUDIT_DAMAGED, &["n"]),
    (OPERATOR_AUDIT_COUNT, &["games", "n"]),
    (OPERATOR_AUDIT_SOUND, &[]),
    (OPERATOR_BACKUP_DONE, &["db", "path"]),
    (OPERATOR_BACKUP_KEY, &["key"]),
    (OPERATOR_RESTORE_DONE, &["path", "version", "games", "db"]),
    (OPERATOR_RESTORE_AUDIT, &["key"]),
    (OPERATOR_INIT_READY, &["db", "key"]),
    (OPERATOR_VERIFY_DONE, &["game", "events", "moves", "result", "head"]),
    (OPERATOR_VERIFY_UNFINISHED, &[]),
    (OPERATOR_VERIFY_UNCHECKED, &["events"]),
    (OPERATOR_VERIFY_RECEIPTS, &["n"]),
    (OPERATOR_VERIFY_RECEIPTS_LAST, &["last", "events"]),
    (OPERATOR_VERIFY_SETUP, &["root"]),
];
