//! The configuration's failures as typed sentences: `Display` is the
//! English (tests read it), [`Explain::reason`] the code (`system-config-…`,
//! the messages of `templates/<lang>/system.ftl`) and its arguments. Paths,
//! keys, values as the file writes them and the toml crate's or the
//! system's own words are arguments written as they are.

use std::fmt;

use estafette_core::reason::{Explain, Reason};
use estafette_core::referee::clock::DurationError;

/// A failure to read `estafette.toml` or the folder `templates_dir`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ConfigFault {
    /// The system's error on a file or a folder.
    File { path: String, error: String },
    /// What is wrong in the configuration file `path`.
    InFile { path: String, fault: Box<ConfigFault> },
    /// What is wrong on a line of the configuration.
    AtLine { line: usize, what: ConfigWhat },
    /// The toml crate's words, with no place.
    Toml { message: String },
    /// `kit_file` names a file that does not exist.
    NoKitFile { path: String, kit_file: String },
    /// The folder `templates_dir` cannot be read.
    TemplatesDir { dir: String, error: String },
    /// A folder of `templates_dir` named for no language.
    NoLanguage { dir: String, code: String, langs: String },
    /// A file of `templates_dir` named for no template.
    NoTemplate { file: String, name: String, names: String },
}

/// What is wrong with a key or a section of the configuration.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ConfigWhat {
    /// A key or section no setting has, with a hint.
    Unknown { path: String, section: bool, hint: Hint },
    /// A section given twice.
    SectionTwice { path: String },
    /// A key given twice (and the line of the first, when known).
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
#[derive(Clone, Debug, PartialEq, Eq)]
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
    Toml(String),
}

/// The type a value should have.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Wanted {
    Port,
    Unsigned,
    Whole,
    Quoted,
    Boolean,
    /// A section, `[path]`.
    Section(String),
    /// The toml crate's words for it.
    Other(String),
}

/// A value a setting refuses (the settings' own checks).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
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

    fn code(self) -> &'static str {
        match self {
            ValueRule::Durability => "durability",
            ValueRule::PollBatch => "poll-batch",
            ValueRule::MessageBytes => "message-bytes",
            ValueRule::Commands => "commands",
            ValueRule::TimeZone => "time-zone",
            ValueRule::KitUrl => "kit-url",
            ValueRule::SmtpTls => "smtp-tls",
            ValueRule::ImapTls => "imap-tls",
        }
    }
}

impl fmt::Display for ValueRule {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            ValueRule::Durability => "write \"normal\" or \"full\"",
            ValueRule::PollBatch => "give a number of messages from 1 to 10000",
            ValueRule::MessageBytes => "give at least 1024 bytes",
            ValueRule::Commands => "give at least 1",
            ValueRule::TimeZone => "not a time zone (give a name such as \"Europe/London\")",
            ValueRule::KitUrl => "give the page's web address, starting with https://, without spaces",
            ValueRule::SmtpTls => "choose none, starttls or implicit",
            ValueRule::ImapTls => "choose implicit, starttls or plain",
        })
    }
}

impl Explain for ValueRule {
    fn reason(&self) -> Reason {
        Reason::new(&format!("system-config-rule-{}", self.code()))
    }
}

impl fmt::Display for ConfigFault {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use ConfigFault::*;
        match self {
            File { path, error } => write!(f, "{path}: {error}"),
            InFile { path, fault } => match &**fault {
                AtLine { line, what } => write!(f, "{path}, line {line}: {what}"),
                other => write!(f, "{path}: {other}"),
            },
            AtLine { line, what } => write!(f, "line {line}: {what}"),
            Toml { message } => f.write_str(message),
            NoKitFile { path, kit_file } => write!(
                f,
                "{path}: kit_file {kit_file}: no such file (build the page with cargo xtask kit)"
            ),
            TemplatesDir { dir, error } => write!(f, "templates_dir {dir}: {error}"),
            NoLanguage { dir, code, langs } => {
                write!(
                    f,
                    "templates_dir {dir}: no language is called {code} (the languages: {langs})"
                )
            }
            NoTemplate { file, name, names } => {
                write!(f, "{file}: no template is called {name} (the templates: {names})")
            }
        }
    }
}

impl fmt::Display for ConfigWhat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use ConfigWhat::*;
        match self {
            Unknown { path, section, hint } => {
                if *section {
                    write!(f, "unknown section [{path}]")?;
                } else {
                    write!(f, "unknown key `{path}`")?;
                }
                match hint {
                    Hint::None => Ok(()),
                    Hint::DidYouMean(k) => write!(f, " (did you mean `{k}`?)"),
                    Hint::Keys(keys) => write!(f, " (the keys here: {keys})"),
                }
            }
            SectionTwice { path } => write!(f, "the section [{path}] is given twice"),
            KeyTwice { path, first: None } => write!(f, "`{path}` is given twice"),
            KeyTwice { path, first: Some(n) } => write!(f, "`{path}` is given twice (first on line {n})"),
            Value { key, value, problem } => write!(f, "{key} = {value}: {problem}"),
            Problem(p) => write!(f, "{p}"),
            KitAttachAlone => f.write_str("kit_attach = true: give kit_file too, the page to attach"),
        }
    }
}

impl fmt::Display for Problem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Problem::Unquoted => f.write_str("a string must be in quotes"),
            Problem::Expected(w) => write!(f, "expected {w}"),
            Problem::Rule(r) => write!(f, "{r}"),
            Problem::Duration(e) => write!(f, "{e}"),
            Problem::Toml(message) => f.write_str(message),
        }
    }
}

impl fmt::Display for Wanted {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Wanted::Port => f.write_str("a whole number from 0 to 65535"),
            Wanted::Unsigned => f.write_str("a whole number, 0 or more"),
            Wanted::Whole => f.write_str("a whole number"),
            Wanted::Quoted => f.write_str("a string in quotes"),
            Wanted::Boolean => f.write_str("true or false"),
            Wanted::Section(path) => write!(f, "a section, [{path}]"),
            Wanted::Other(s) => f.write_str(s),
        }
    }
}

/// `system-config-{code}`.
fn code(code: &str) -> Reason {
    Reason::new(&format!("system-config-{code}"))
}

impl Explain for ConfigFault {
    fn reason(&self) -> Reason {
        use ConfigFault::*;
        match self {
            File { path, error } => code("file").text("path", path).text("error", error),
            InFile { path, fault } => match &**fault {
                AtLine { line, what } => code("in-file-line")
                    .text("path", path)
                    .num("line", *line)
                    .reason("what", what.reason()),
                other => code("in-file").text("path", path).reason("why", other.reason()),
            },
            AtLine { line, what } => code("at-line").num("line", *line).reason("what", what.reason()),
            Toml { message } => code("toml").text("message", message),
            NoKitFile { path, kit_file } => code("no-kit-file").text("path", path).text("kit_file", kit_file),
            TemplatesDir { dir, error } => code("templates-dir").text("dir", dir).text("error", error),
            NoLanguage { dir, code: c, langs } => code("no-language")
                .text("dir", dir)
                .text("code", c)
                .text("langs", langs),
            NoTemplate { file, name, names } => code("no-template")
                .text("file", file)
                .text("name", name)
                .text("names", names),
        }
    }
}

impl Explain for ConfigWhat {
    fn reason(&self) -> Reason {
        use ConfigWhat::*;
        match self {
            Unknown { path, section, hint } => {
                let what = if *section { "unknown-section" } else { "unknown-key" };
                let suffix = match hint {
                    Hint::None => "",
                    Hint::DidYouMean(_) => "-near",
                    Hint::Keys(_) => "-keys",
                };
                let r = code(&format!("{what}{suffix}")).text("path", path);
                match hint {
                    Hint::None => r,
                    Hint::DidYouMean(k) => r.text("near", k),
                    Hint::Keys(keys) => r.text("keys", keys),
                }
            }
            SectionTwice { path } => code("section-twice").text("path", path),
            KeyTwice { path, first: None } => code("key-twice").text("path", path),
            KeyTwice { path, first: Some(n) } => code("key-twice-first").text("path", path).num("first", *n),
            Value { key, value, problem } => code("value")
                .text("key", key)
                .text("value", value)
                .reason("problem", problem.reason()),
            Problem(p) => p.reason(),
            KitAttachAlone => code("kit-attach-alone"),
        }
    }
}

impl Explain for Problem {
    fn reason(&self) -> Reason {
        match self {
            Problem::Unquoted => code("unquoted"),
            Problem::Expected(w) => w.reason(),
            Problem::Rule(r) => r.reason(),
            Problem::Duration(e) => e.reason(),
            Problem::Toml(message) => code("toml").text("message", message),
        }
    }
}

impl Explain for Wanted {
    fn reason(&self) -> Reason {
        match self {
            Wanted::Port => code("want-port"),
            Wanted::Unsigned => code("want-unsigned"),
            Wanted::Whole => code("want-whole"),
            Wanted::Quoted => code("want-quoted"),
            Wanted::Boolean => code("want-boolean"),
            Wanted::Section(path) => code("want-section").text("path", path),
            Wanted::Other(s) => code("want-other").text("type", s),
        }
    }
}
