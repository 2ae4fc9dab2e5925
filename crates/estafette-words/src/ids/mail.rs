//! The ids of `system.ftl` for the mail layer's own sentences beyond the
//! transports' (src/mail/session_fault.rs and the others of src/mail/ and
//! src/service/send.rs), with their arguments.

/// An IMAP session's failures (`mail::session_fault::SessionFault`).
pub const MAIL_SESSION: &[(&str, &[&str])] = &[
    ("system-imap-read-timeout", &["host"]),
    ("system-imap-write-timeout", &["host"]),
    ("system-imap-read", &["host", "error"]),
    ("system-imap-write", &["host", "error"]),
    ("system-imap-closed", &["host"]),
    ("system-imap-long-line", &["host", "max"]),
    ("system-imap-bad-response", &["host", "error"]),
    ("system-imap-preauth", &["host"]),
    ("system-imap-greeting", &["host", "answer"]),
    ("system-imap-unexpected-greeting", &["host", "what"]),
    ("system-imap-connection-closed", &["host"]),
    ("system-imap-wrong-tag", &["host", "got", "sent"]),
    ("system-imap-continuation", &["host", "command"]),
    ("system-imap-refused", &["host", "command", "answer"]),
    ("system-imap-no-starttls", &["host"]),
    ("system-imap-data-after-starttls", &["host"]),
    ("system-imap-already-tls", &[]),
    ("system-imap-login-disabled", &["host"]),
    ("system-imap-login-refused", &["host", "user", "answer"]),
    ("system-imap-read-only", &["host", "mailbox"]),
    ("system-imap-too-large", &["uid", "size", "limit"]),
    ("system-imap-no-body", &["uid", "what"]),
    ("system-imap-not-taken", &["uid", "error"]),
    ("system-imap-left-unseen", &["done", "left", "failures", "more"]),
    ("system-imap-list", &["first", "rest"]),
    ("system-imap-commit", &["count", "error"]),
    ("system-imap-not-marked", &["why", "set"]),
];

/// Why an IMAP response cannot be parsed, and what the server sent instead
/// (`mail::response_fault::ResponseFault`, `Sent`).
pub const MAIL_RESPONSE: &[(&str, &[&str])] = &[
    ("system-imap-parse-expected-atom", &["at", "line"]),
    ("system-imap-parse-too-deep", &[]),
    ("system-imap-parse-ended-early", &[]),
    ("system-imap-parse-unclosed-parenthesis", &[]),
    ("system-imap-parse-unclosed-quote", &[]),
    ("system-imap-parse-bad-escape", &[]),
    ("system-imap-parse-unclosed-literal-size", &[]),
    ("system-imap-parse-literal-size-not-last", &[]),
    ("system-imap-parse-literal-missing", &[]),
    ("system-imap-parse-unexpected-tagged", &["tag", "word"]),
    ("system-imap-parse-search-number", &["word"]),
    ("system-imap-parse-fetch-no-list", &[]),
    ("system-imap-parse-fetch-item-name", &[]),
    ("system-imap-parse-fetch-no-value", &["name"]),
    ("system-imap-parse-bad-uid", &["uid"]),
    ("system-imap-parse-fetch-uid", &[]),
    ("system-imap-parse-bad-size", &["size"]),
    ("system-imap-parse-fetch-size", &[]),
    ("system-imap-sent-continuation", &[]),
    ("system-imap-sent-tagged", &["tag"]),
    ("system-imap-sent-capability", &[]),
    ("system-imap-sent-search", &[]),
    ("system-imap-sent-fetch", &[]),
    ("system-imap-sent-untagged", &[]),
    ("system-imap-sent-nil", &[]),
    ("system-imap-sent-atom", &["atom"]),
    ("system-imap-sent-list", &[]),
];

/// Why `send` did not hand a mail over (`service::send::SendFault`).
pub const MAIL_SEND: &[(&str, &[&str])] = &[
    ("system-send-gave-up", &["days", "why"]),
    ("system-send-not-tried", &[]),
    ("system-send-cannot-open", &["error"]),
];

/// A Maildir folder that cannot be read or written
/// (`mail::fault::MaildirFault`).
pub const MAIL_MAILDIR: &[(&str, &[&str])] = &[
    ("system-maildir-cannot-create", &["path", "error"]),
    ("system-maildir-cannot-open", &["path", "error"]),
    ("system-maildir-cannot-read", &["path", "error"]),
    ("system-maildir-cannot-write", &["path", "error"]),
    ("system-maildir-cannot-list", &["path", "error"]),
    ("system-maildir-cannot-sync", &["path", "error"]),
    ("system-maildir-missing-folder", &["path", "error"]),
    ("system-maildir-cannot-move-to-cur", &["path", "error"]),
    ("system-maildir-cannot-move-into-new", &["path", "error"]),
    ("system-maildir-missing", &["path"]),
    ("system-maildir-is-file", &["path"]),
    ("system-maildir-not-maildir", &["path", "missing"]),
    ("system-maildir-no-free-name", &["path"]),
    ("system-maildir-bad-name", &["name"]),
    ("system-maildir-system", &["error"]),
];

/// A reply that cannot be put together (`mail::outbound::BuildError`).
pub const MAIL_BUILD: &[(&str, &[&str])] = &[
    ("system-build-auto-submitted", &["value"]),
    ("system-build-date", &["date"]),
    ("system-build-reserved", &["name"]),
    ("system-build-lettre", &["error"]),
    ("system-build-attachment-name", &["name"]),
    ("system-build-mime-type", &["value", "error"]),
    ("system-build-address", &["field", "address", "error"]),
    ("system-build-line-break", &["field"]),
    ("system-build-message-id", &["field", "id"]),
    ("system-build-header-name", &["name"]),
    ("system-build-header-name-lettre", &["name", "error"]),
];

/// A player's name refused (`mail::sanitize::NameTooLong`).
pub const MAIL_NAME: &[(&str, &[&str])] = &[("system-mail-name-too-long", &["start", "length", "max"])];
