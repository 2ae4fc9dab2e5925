//! The ids of `system.ftl`: the failures of the store, the mail transports,
//! the configuration file, the template overrides and the demo (the shell's
//! `store::StoreFault`, `mail::MailFault`, `config::ConfigFault`, …), with
//! their arguments.

pub const SYSTEM: &[(&str, &[&str])] = &[
    // The store (src/store/fault.rs).
    ("system-store-sqlite", &["error"]),
    ("system-store-corrupt", &["error"]),
    ("system-store-on-file", &["path", "why"]),
    ("system-store-file", &["path", "error"]),
    ("system-store-is-folder", &["path"]),
    ("system-store-empty-file", &["path"]),
    ("system-store-not-sqlite", &["path"]),
    ("system-store-no-database", &["path"]),
    ("system-store-not-estafette", &["path"]),
    ("system-store-no-folder", &["path", "folder"]),
    ("system-store-damaged", &["path", "count", "problems", "more"]),
    ("system-store-damaged-unnamed", &["count", "problems", "more"]),
    ("system-store-backup-exists", &["path"]),
    ("system-store-backup-no-folder", &["path", "folder"]),
    ("system-store-backup-cannot-create", &["path", "error"]),
    ("system-store-backup-missing", &["path"]),
    ("system-store-backup-not-estafette", &["path"]),
    ("system-store-backup-too-new", &["path", "version", "latest"]),
    ("system-store-schema-too-new", &["current", "latest"]),
    ("system-store-migration-failed", &["name", "error"]),
    ("system-store-batch-open", &[]),
    ("system-store-no-batch", &[]),
    ("system-store-batch-spoiled", &[]),
    ("system-store-no-game", &["id"]),
    ("system-store-out-of-order", &["id", "from", "at"]),
    ("system-store-numbered-from-one", &["game"]),
    ("system-store-parcel-offset", &[]),
    ("system-store-parcel-length", &[]),
];
