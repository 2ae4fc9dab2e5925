//! The ids of `system.ftl`: the failures of the store, the mail transports,
//! the configuration file, the template overrides and the demo (the shell's
//! `store::StoreFault`, `mail::MailFault`, `config::ConfigFault`, …), with
//! their arguments.

pub const SYSTEM: &[(&str, &[&str])] = &[
    // The configuration (src/config/fault.rs).
    ("system-config-file", &["path", "error"]),
    ("system-config-in-file", &["path", "why"]),
    ("system-config-in-file-line", &["path", "line", "what"]),
    ("system-config-at-line", &["line", "what"]),
    ("system-config-toml", &["message"]),
    ("system-config-no-kit-file", &["path", "kit_file"]),
    ("system-config-templates-dir", &["dir", "error"]),
    ("system-config-no-language", &["dir", "code", "langs"]),
    ("system-config-no-template", &["file", "name", "names"]),
    ("system-config-unknown-key", &["path"]),
    ("system-config-unknown-key-near", &["path", "near"]),
    ("system-config-unknown-key-keys", &["path", "keys"]),
    ("system-config-unknown-section", &["path"]),
    ("system-config-unknown-section-near", &["path", "near"]),
    ("system-config-unknown-section-keys", &["path", "keys"]),
    ("system-config-section-twice", &["path"]),
    ("system-config-key-twice", &["path"]),
    ("system-config-key-twice-first", &["path", "first"]),
    ("system-config-value", &["key", "value", "problem"]),
    ("system-config-kit-attach-alone", &[]),
    ("system-config-unquoted", &[]),
    ("system-config-want-port", &[]),
    ("system-config-want-unsigned", &[]),
    ("system-config-want-whole", &[]),
    ("system-config-want-quoted", &[]),
    ("system-config-want-boolean", &[]),
    ("system-config-want-section", &["path"]),
    ("system-config-want-other", &["type"]),
    ("system-config-rule-durability", &[]),
    ("system-config-rule-poll-batch", &[]),
    ("system-config-rule-message-bytes", &[]),
    ("system-config-rule-commands", &[]),
    ("system-config-rule-time-zone", &[]),
    ("system-config-rule-kit-url", &[]),
    ("system-config-rule-smtp-tls", &[]),
    ("system-config-rule-imap-tls", &[]),
    // An IMAP session's failures shown one after the other
    // (`mail::session_fault`, its variants' own ids derived).
    ("system-imap-list", &["first", "rest"]),
];
