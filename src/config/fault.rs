//! The configuration's failures as typed sentences (`#[derive(Sentence)]`:
//! `system-config-…`, the messages of `templates/<lang>/system.ftl`, whose
//! English is `Display`). Paths, keys, values as the file writes them and
//! the toml crate's or the system's own words are arguments written as
//! they are.

use estafette_core::reason::{Explain, Reason, Sentence};
use estafette_core::referee::clock::DurationError;

/// A failure to read `estafette.toml` or the folder `templates_dir`.
#[derive(Clone, Debug, PartialEq, Eq, Sentence)]
#[sentence(prefix = "system-config-")]
pub enum ConfigFault {
    /// The system's error on a file or a folder.
    File { path: String, error: String },
    /// What is wrong in the configuration file `path`.
    #[sentence(by = in_file, ids = ["system-config-in-file", "system-config-in-file-line"])]
    InFile { path: String, fault: Box<ConfigFault> },
    /// What is wrong on a line of the configuration.
    AtLine { line: usize, what: ConfigWhat },
    /// The toml crate's words, with no place.
    Toml { message: String },
    /// `kit_file` names a file that does not exist.
    NoKitFile {
        path: String,
        #[sentence(name = "kit_file")]
        kit_file: String,
    },
    /// The folder `templates_dir` cannot be read.
    TemplatesDir { dir: String, error: String },
    /// A folder of `templates_dir` named for no language.
    NoLanguage { dir: String, code: String, langs: String },
    /// A file of `templates_dir` named for no template.
    NoTemplate { file: String, name: String, names: String },
}

/// What is wrong with a key or a section of the configuration.
#[derive(Clone, Debug, PartialEq, Eq, Sentence)]
#[sentence(prefix = "system-config-")]
pub enum ConfigWhat {
    /// A key or section no setting has, with a hint.
    #[sentence(
        by = unknown,
        ids = [
            "system-config-unknown-key",
            "system-config-unknown-key-near",
            "system-config-unknown-key-keys",
            "system-config-unknown-section",
            "system-config-unknown-section-near",
            "system-config-unknown-section-keys"
        ]
    )]
    Unknown { path: String, section: bool, hint: Hint },
    /// A section given twice.
    SectionTwice { path: String },
    /// A key given twice (and the line of the first, when known).
    #[sentence(by = key_twice, ids = ["system-config-key-twice", "system-config-key-twice-first"])]
    KeyTwice { path: String, first: Option<usize> },
    /// A key's value that cannot be used.
    Value {
        key: String,
        value: String,
        problem: Problem,
    },
    /// A value that cannot be used, of no key found.
    Problem(Problem),
    /// `kit_attach = true` without `kit_file`.
    KitAttachAlone,
}

/// The hint after an unknown key.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Hint {
    None,
    /// The nearest known key.
    DidYouMean(String),
    /// Every key of the section.
    Keys(String),
}

/// Why a value cannot be used.
#[derive(Clone, Debug, PartialEq, Eq, Sentence)]
#[sentence(prefix = "system-config-")]
pub enum Problem {
    /// A string without its quotes.
    Unquoted,
    /// A value of another type.
    Expected(Wanted),
    /// A value the setting refuses.
    Rule(ValueRule),
    /// A duration that cannot be read (`reminders`).
    Duration(DurationError),
    /// The toml crate's own words.
    #[sentence(id = "system-config-toml")]
    Toml(#[sentence(name = "message")] String),
}

/// The type a value should have.
#[derive(Clone, Debug, PartialEq, Eq, Sentence)]
#[sentence(prefix = "system-config-want-")]
pub enum Wanted {
    Port,
    Unsigned,
    Whole,
    Quoted,
    Boolean,
    /// A section, `[path]`.
    Section(#[sentence(name = "path")] String),
    /// The toml crate's words for it.
    Other(#[sentence(name = "type")] String),
}

/// A value a setting refuses (the settings' own checks).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Sentence)]
#[sentence(prefix = "system-config-rule-")]
pub enum ValueRule {
    Durability,
    PollBatch,
    MessageBytes,
    Commands,
    TimeZone,
    KitUrl,
    SmtpTls,
    ImapTls,
}

impl ValueRule {
    pub const ALL: [ValueRule; 8] = [
        ValueRule::Durability,
        ValueRule::PollBatch,
        ValueRule::MessageBytes,
        ValueRule::Commands,
        ValueRule::TimeZone,
        ValueRule::KitUrl,
        ValueRule::SmtpTls,
        ValueRule::ImapTls,
    ];

    /// The rule whose English is `message`.
    pub fn of(message: &str) -> Option<ValueRule> {
        ValueRule::ALL.into_iter().find(|r| r.to_string() == message)
    }
}

/// The id of an unknown key or section, by its hint.
fn unknown(path: &str, section: &bool, hint: &Hint) -> Reason {
    let what = if *section { "unknown-section" } else { "unknown-key" };
    let (suffix, arg) = match hint {
        Hint::None => ("", None),
        Hint::DidYouMean(k) => ("-near", Some(("near", k))),
        Hint::Keys(keys) => ("-keys", Some(("keys", keys))),
    };
    let r = Reason::new(&format!("system-config-{what}{suffix}")).text("path", path);
    match arg {
        Some((name, value)) => r.text(name, value),
        None => r,
    }
}

/// A key given twice, with the line of the first when known.
fn key_twice(path: &str, first: &Option<usize>) -> Reason {
    match first {
        None => Reason::new("system-config-key-twice").text("path", path),
        Some(n) => Reason::new("system-config-key-twice-first")
            .text("path", path)
            .num("first", *n),
    }
}

/// A fault in the file `path`: on a line, or of the whole file.
fn in_file(path: &str, fault: &ConfigFault) -> Reason {
    match fault {
        ConfigFault::AtLine { line, what } => Reason::new("system-config-in-file-line")
            .text("path", path)
            .num("line", *line)
            .reason("what", what.reason()),
        other => Reason::new("system-config-in-file")
            .text("path", path)
            .reason("why", other.reason()),
    }
}
