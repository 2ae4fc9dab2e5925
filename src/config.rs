//! `estafette.toml`, read with the `toml` crate into typed settings.
//!
//! Every key is checked when the file is read: an unknown key, a key given
//! twice, a value of the wrong type or out of range is an error naming the
//! file, the line and the key. Relative paths in the file are taken from the
//! file's folder. Flags and environment variables win over the file (see
//! `cli::config`); docs/OPERATING.md lists every key.

mod fault;

pub use fault::{ConfigFault, ConfigWhat, Hint, Problem, ValueRule, Wanted};

use crate::mail::imap::ImapTls;
use crate::mail::transport::SmtpTls;
use crate::service::Config;
use crate::views::words::{Override, LANGS};
use estafette_core::referee::clock::{duration, DurationError};
use serde::Deserialize;
use std::ops::Range;
use std::path::{Path, PathBuf};
use toml::de::{DeTable, DeValue};

/// The settings of `estafette.toml`; a key left out is `None`.
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct File {
    pub db: Option<PathBuf>,
    pub key_file: Option<PathBuf>,
    pub address: Option<String>,
    pub name: Option<String>,
    pub error_replies_per_hour: Option<u64>,
    pub stranger_replies_per_day: Option<u64>,
    pub stranger_replies_per_hour: Option<u64>,
    pub info_replies_per_hour: Option<u64>,
    pub busy_timeout_ms: Option<u64>,
    pub durability: Option<Durability>,
    pub poll_batch: Option<PollBatch>,
    pub require_dkim_from: Option<String>,
    pub reminders: Option<Reminders>,
    pub max_message_bytes: Option<MaxMessageBytes>,
    pub max_commands: Option<MaxCommands>,
    pub vacation_days: Option<u32>,
    pub challenges: Option<String>,
    pub default_timezone: Option<TimeZoneName>,
    /// A path, or a bare command name looked up in `PATH`.
    pub sendmail: Option<PathBuf>,
    pub maildir_out: Option<PathBuf>,
    /// `ingest` hands the replies it queued to the transport at once
    /// (default); `false` leaves them for `send`.
    pub ingest_sends: Option<bool>,
    /// The player kit's address, linked from blind games' invitations.
    pub kit_url: Option<KitUrl>,
    /// Blind games' invitations carry the page of `kit_file`.
    pub kit_attach: Option<bool>,
    /// The player kit's page (`cargo xtask kit` writes it).
    pub kit_file: Option<PathBuf>,
    /// A folder of catalogs in place of the built-in ones:
    /// `<dir>/<lang>/<area>.ftl` (see [`catalog_overrides`]).
    pub templates_dir: Option<PathBuf>,
    #[serde(default)]
    pub smtp: Smtp,
    #[serde(default)]
    pub imap: Imap,
    /// The file these settings were read from (`cli::config` sets it):
    /// none when no file was given and `estafette.toml` was not found.
    #[serde(skip)]
    pub read_from: Option<PathBuf>,
}

/// The `[smtp]` section: the relay `send` and `run` deliver through.
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Smtp {
    pub host: Option<String>,
    pub port: Option<u16>,
    pub tls: Option<SmtpTlsName>,
    pub user: Option<String>,
    pub password_file: Option<PathBuf>,
    pub timeout: Option<u64>,
    pub hello_name: Option<String>,
}

/// The `[imap]` section: the mailbox `poll` and `run` take mail from.
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Imap {
    pub host: Option<String>,
    pub port: Option<u16>,
    pub tls: Option<ImapTlsName>,
    pub user: Option<String>,
    pub password_file: Option<PathBuf>,
    pub mailbox: Option<String>,
    pub move_to: Option<String>,
}

/// `durability`: `full` syncs every commit to the disk, `normal` at checkpoints only.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(try_from = "String")]
pub enum Durability {
    Full,
    Normal,
}

impl Durability {
    /// `full` or `normal`, any case.
    pub fn parse(text: &str) -> Result<Durability, ValueRule> {
        match text.trim().to_ascii_lowercase().as_str() {
            "full" => Ok(Durability::Full),
            "normal" => Ok(Durability::Normal),
            _ => Err(ValueRule::Durability),
        }
    }
}

impl TryFrom<String> for Durability {
    type Error = ValueRule;
    fn try_from(text: String) -> Result<Durability, ValueRule> {
        Durability::parse(&text)
    }
}

/// `poll_batch`: messages committed together, 1 to 10000.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(try_from = "i64")]
pub struct PollBatch(pub usize);

impl PollBatch {
    /// A number from 1 to 10000, as the environment gives it.
    pub fn parse(text: &str) -> Result<PollBatch, ValueRule> {
        let n: i64 = text.trim().parse().map_err(|_| ValueRule::PollBatch)?;
        PollBatch::try_from(n)
    }
}

impl TryFrom<i64> for PollBatch {
    type Error = ValueRule;
    fn try_from(n: i64) -> Result<PollBatch, ValueRule> {
        match usize::try_from(n) {
            Ok(n) if (1..=10_000).contains(&n) => Ok(PollBatch(n)),
            _ => Err(ValueRule::PollBatch),
        }
    }
}

/// `reminders`: durations before each deadline, e.g. `"24h,2h"`, in seconds.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(try_from = "String")]
pub struct Reminders(pub Vec<i64>);

impl TryFrom<String> for Reminders {
    type Error = DurationError;
    fn try_from(text: String) -> Result<Reminders, DurationError> {
        text.split(',').map(duration).collect::<Result<_, _>>().map(Reminders)
    }
}

/// `max_message_bytes`: at least 1024.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(try_from = "i64")]
pub struct MaxMessageBytes(pub usize);

impl TryFrom<i64> for MaxMessageBytes {
    type Error = ValueRule;
    fn try_from(n: i64) -> Result<MaxMessageBytes, ValueRule> {
        if n < 1024 {
            return Err(ValueRule::MessageBytes);
        }
        Ok(MaxMessageBytes(usize::try_from(n).unwrap_or(usize::MAX)))
    }
}

/// `max_commands`: at least 1.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(try_from = "i64")]
pub struct MaxCommands(pub usize);

impl TryFrom<i64> for MaxCommands {
    type Error = ValueRule;
    fn try_from(n: i64) -> Result<MaxCommands, ValueRule> {
        if n < 1 {
            return Err(ValueRule::Commands);
        }
        Ok(MaxCommands(usize::try_from(n).unwrap_or(usize::MAX)))
    }
}

/// `default_timezone`: an IANA time zone name the bundled database knows.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(try_from = "String")]
pub struct TimeZoneName(pub String);

impl TryFrom<String> for TimeZoneName {
    type Error = ValueRule;
    fn try_from(name: String) -> Result<TimeZoneName, ValueRule> {
        jiff::tz::TimeZone::get(&name)
            .map(|_| TimeZoneName(name))
            .map_err(|_| ValueRule::TimeZone)
    }
}

/// `kit_url`: a web address (`https://` or `http://`), one word.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(try_from = "String")]
pub struct KitUrl(pub String);

impl TryFrom<String> for KitUrl {
    type Error = ValueRule;
    fn try_from(url: String) -> Result<KitUrl, ValueRule> {
        let scheme = ["https://", "http://"]
            .iter()
            .find_map(|s| url.get(..s.len()).filter(|head| head.eq_ignore_ascii_case(s)));
        let rest = scheme.map_or("", |s| &url[s.len()..]);
        if rest.is_empty() || url.len() > 2000 || url.chars().any(|c| c.is_whitespace() || c.is_control()) {
            return Err(ValueRule::KitUrl);
        }
        Ok(KitUrl(url))
    }
}

/// `smtp.tls`: none, starttls or implicit.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(try_from = "String")]
pub struct SmtpTlsName(pub SmtpTls);

impl TryFrom<String> for SmtpTlsName {
    type Error = ValueRule;
    fn try_from(text: String) -> Result<SmtpTlsName, ValueRule> {
        SmtpTls::parse(&text).map(SmtpTlsName).ok_or(ValueRule::SmtpTls)
    }
}

/// `imap.tls`: implicit, starttls or plain.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(try_from = "String")]
pub struct ImapTlsName(pub ImapTls);

impl TryFrom<String> for ImapTlsName {
    type Error = ValueRule;
    fn try_from(text: String) -> Result<ImapTlsName, ValueRule> {
        ImapTls::parse(&text).map(ImapTlsName).ok_or(ValueRule::ImapTls)
    }
}

impl File {
    /// Read and check the file at `path`; relative paths in it are taken
    /// from its folder.
    pub fn load(path: &Path) -> Result<File, ConfigFault> {
        let text = std::fs::read_to_string(path).map_err(|e| file_error(path, &e))?;
        let mut file = File::parse(&text).map_err(|e| ConfigFault::InFile {
            path: path.display().to_string(),
            fault: Box::new(e),
        })?;
        file.resolve_paths(path.parent().unwrap_or(Path::new("")));
        if let (Some(true), Some(page)) = (file.kit_attach, &file.kit_file) {
            if !page.is_file() {
                return Err(ConfigFault::NoKitFile {
                    path: path.display().to_string(),
                    kit_file: page.display().to_string(),
                });
            }
        }
        Ok(file)
    }

    /// Check the text of a configuration; errors begin with "line N: " (all
    /// those toml reports with a place, which is all of them in practice).
    pub fn parse(text: &str) -> Result<File, ConfigFault> {
        let file: File = toml::from_str(text).map_err(|e| describe(text, &e))?;
        if file.kit_attach == Some(true) && file.kit_file.is_none() {
            let (doc, _) = DeTable::parse_recoverable(text);
            let mut all = Vec::new();
            entries(doc.get_ref(), "", &mut all);
            let line = all
                .iter()
                .find(|e| e.path == "kit_attach")
                .map_or(1, |e| line_of(text, e.key.start));
            return Err(ConfigFault::AtLine {
                line,
                what: ConfigWhat::KitAttachAlone,
            });
        }
        Ok(file)
    }

    /// Take every relative path from `base`; a `sendmail` without a folder
    /// is a command name, looked up in `PATH` as before.
    fn resolve_paths(&mut self, base: &Path) {
        let paths = [
            &mut self.db,
            &mut self.key_file,
            &mut self.maildir_out,
            &mut self.kit_file,
            &mut self.templates_dir,
            &mut self.smtp.password_file,
            &mut self.imap.password_file,
        ];
        for p in paths.into_iter().flatten() {
            *p = base.join(&*p);
        }
        if let Some(bin) = &mut self.sendmail {
            if bin.components().count() > 1 {
                *bin = base.join(&*bin);
            }
        }
    }

    /// Set in `cfg` every setting the file gives (the paths and the address
    /// excepted: `cli::config` weighs those against flags first).
    pub fn apply(&self, cfg: &mut Config) {
        if let Some(n) = &self.name {
            cfg.name = n.clone();
        }
        if let Some(n) = self.error_replies_per_hour {
            cfg.error_replies_per_hour = n;
        }
        let limits = [
            (self.stranger_replies_per_day, &mut cfg.stranger_replies_per_day),
            (self.stranger_replies_per_hour, &mut cfg.stranger_replies_per_hour),
            (self.info_replies_per_hour, &mut cfg.info_replies_per_hour),
        ];
        for (n, to) in limits {
            if let Some(n) = n {
                *to = n;
            }
        }
        if let Some(ms) = self.busy_timeout_ms {
            cfg.busy_timeout = std::time::Duration::from_millis(ms);
        }
        if let Some(d) = self.durability {
            cfg.full_sync = d == Durability::Full;
        }
        if let Some(b) = self.poll_batch {
            cfg.poll_batch = b.0;
        }
        cfg.require_dkim_from = self.require_dkim_from.clone();
        if let Some(r) = &self.reminders {
            cfg.reminders = r.0.clone();
        }
        if let Some(n) = self.max_message_bytes {
            cfg.max_message_bytes = n.0;
        }
        if let Some(n) = self.max_commands {
            cfg.max_commands = n.0;
        }
        if let Some(n) = self.vacation_days {
            cfg.vacation_days = i64::from(n);
        }
        if let Some(c) = &self.challenges {
            cfg.challenges = c.clone();
        }
        if let Some(tz) = &self.default_timezone {
            cfg.default_timezone = tz.0.clone();
        }
        if let Some(url) = &self.kit_url {
            cfg.kit_url = Some(url.0.clone());
        }
        if self.kit_attach == Some(true) {
            cfg.kit_page = self.kit_file.clone();
        }
    }
}

/// The catalogs of the folder `dir` (`templates_dir`): every file
/// `<dir>/<lang>/<area>.ftl` of a language the referee writes, read to
/// replace the built-in catalog of that language and area. A folder for
/// another language, or a file of another kind, is refused by name; the
/// catalogs themselves are checked by `views::words::install`.
pub fn catalog_overrides(dir: &Path) -> Result<Vec<Override>, ConfigFault> {
    let entries = std::fs::read_dir(dir).map_err(|e| templates_dir(dir, &e))?;
    let mut out = Vec::new();
    let mut names: Vec<PathBuf> = entries.filter_map(|e| e.ok().map(|e| e.path())).collect();
    names.sort();
    for sub in names {
        if !sub.is_dir() {
            continue;
        }
        let code = sub.file_name().and_then(|n| n.to_str()).unwrap_or("");
        let lang = LANGS
            .into_iter()
            .find(|l| l.code() == code)
            .ok_or_else(|| ConfigFault::NoLanguage {
                dir: sub.display().to_string(),
                code: code.to_string(),
                langs: LANGS.map(|l| l.code()).join(", "),
            })?;
        let mut files: Vec<PathBuf> = std::fs::read_dir(&sub)
            .map_err(|e| file_error(&sub, &e))?
            .filter_map(|e| e.ok().map(|e| e.path()))
            .collect();
        files.sort();
        for file in files {
            if file.extension().and_then(|e| e.to_str()) != Some("ftl") {
                continue;
            }
            let area = file.file_stem().and_then(|s| s.to_str()).unwrap_or("").to_string();
            let source = std::fs::read_to_string(&file).map_err(|e| file_error(&file, &e))?;
            out.push(Override {
                lang,
                area,
                name: file.display().to_string(),
                source,
            });
        }
    }
    Ok(out)
}

/// The templates of the folder `dir` (`templates_dir`): every file
/// `<dir>/<name>` named as one of the built-in templates (`frame.txt`,
/// `frame.html`, `layout.html`, `board.html`), read to replace it. Another
/// file ending in `.txt` or `.html` is refused by name; the templates
/// themselves are checked by `views::install_templates`.
pub fn template_overrides(dir: &Path) -> Result<Vec<crate::views::TemplateOverride>, ConfigFault> {
    let entries = std::fs::read_dir(dir).map_err(|e| templates_dir(dir, &e))?;
    let mut files: Vec<PathBuf> = entries.filter_map(|e| e.ok().map(|e| e.path())).collect();
    files.sort();
    let mut out = Vec::new();
    for file in files.into_iter().filter(|f| f.is_file()) {
        let name = file.file_name().and_then(|n| n.to_str()).unwrap_or("").to_string();
        if !crate::views::template_names().any(|t| t == name) {
            if name.ends_with(".txt") || name.ends_with(".html") {
                return Err(ConfigFault::NoTemplate {
                    file: file.display().to_string(),
                    name,
                    names: crate::views::template_names().collect::<Vec<_>>().join(", "),
                });
            }
            continue;
        }
        let source = std::fs::read_to_string(&file).map_err(|e| file_error(&file, &e))?;
        out.push(crate::views::TemplateOverride {
            name,
            file: file.display().to_string(),
            source,
        });
    }
    Ok(out)
}

/// The system's error `e` on the file or folder `path`.
fn file_error(path: &Path, e: &std::io::Error) -> ConfigFault {
    ConfigFault::File {
        path: path.display().to_string(),
        error: e.to_string(),
    }
}

/// The folder `templates_dir` that cannot be read.
fn templates_dir(dir: &Path, e: &std::io::Error) -> ConfigFault {
    ConfigFault::TemplatesDir {
        dir: dir.display().to_string(),
        error: e.to_string(),
    }
}

/// A key of the document, with where its name and its value are.
struct Entry {
    path: String,
    key: Range<usize>,
    value: Range<usize>,
    /// The value is a table: a `[section]` (its span is the header) or `{ ... }`.
    table: bool,
}

fn entries(table: &DeTable, prefix: &str, out: &mut Vec<Entry>) {
    for (k, v) in table.iter() {
        let path = format!("{prefix}{}", k.get_ref());
        let sub = match v.get_ref() {
            DeValue::Table(t) => Some(t),
            _ => None,
        };
        out.push(Entry {
            path: path.clone(),
            key: k.span(),
            value: v.span(),
            table: sub.is_some(),
        });
        if let Some(t) = sub {
            entries(t, &format!("{path}."), out);
        }
    }
}

/// The line (from 1) of a byte offset.
fn line_of(text: &str, at: usize) -> usize {
    text.as_bytes()[..at.min(text.len())]
        .iter()
        .filter(|&&b| b == b'\n')
        .count()
        + 1
}

/// The key whose name or value holds `at`: the innermost one.
fn entry_at(all: &[Entry], at: usize) -> Option<&Entry> {
    all.iter()
        .filter(|e| e.key.contains(&at) || e.value.contains(&at))
        .max_by_key(|e| e.path.matches('.').count())
}

/// The entry is a `[section]` header (not a dotted key or `{ ... }`).
fn is_header(e: &Entry, text: &str) -> bool {
    e.table && text.get(e.value.clone()).is_some_and(|v| v.starts_with('['))
}

/// The section in force at `at`: the last `[header]` before it.
fn section_at<'a>(all: &'a [Entry], text: &str, at: usize) -> Option<&'a Entry> {
    all.iter()
        .filter(|e| e.value.end <= at && is_header(e, text))
        .max_by_key(|e| e.value.start)
}

/// A toml error as "line N: what, naming the key".
fn describe(text: &str, e: &toml::de::Error) -> ConfigFault {
    let message = e.message().trim();
    let Some(span) = e.span() else {
        return ConfigFault::Toml {
            message: message.to_string(),
        };
    };
    let at = span.start.min(text.len());
    let line = line_of(text, at);
    let (doc, _) = DeTable::parse_recoverable(text);
    let mut all = Vec::new();
    entries(doc.get_ref(), "", &mut all);
    let here = text.get(span.clone()).unwrap_or("").trim();
    let what = if let Some(rest) = message.strip_prefix("unknown field `") {
        let entry = entry_at(&all, at);
        let path = entry.map_or_else(|| here.to_string(), |e| e.path.clone());
        unknown(&path, entry.is_some_and(|e| is_header(e, text)), rest)
    } else if message == "duplicate key" {
        let entry = entry_at(&all, at);
        let path = match entry {
            Some(e) if e.key.contains(&at) => e.path.clone(),
            Some(e) => format!("{}.{here}", e.path),
            None => match section_at(&all, text, at) {
                Some(s) => format!("{}.{here}", s.path),
                None => here.to_string(),
            },
        };
        let first = all
            .iter()
            .find(|e| e.path == path && e.key != span)
            .map(|e| line_of(text, e.key.start));
        match entry {
            Some(e) if e.key.contains(&at) && is_header(e, text) => ConfigWhat::SectionTwice { path },
            _ => ConfigWhat::KeyTwice { path, first },
        }
    } else {
        match entry_at(&all, at) {
            Some(e) => ConfigWhat::Value {
                key: e.path.clone(),
                value: short(here),
                problem: plain(message, &e.path, here),
            },
            None => ConfigWhat::Problem(plain(message, "", here)),
        }
    };
    ConfigFault::AtLine { line, what }
}

/// "unknown key `x`", with the nearest known key or the list of them.
/// `rest` is serde's message after "unknown field `".
fn unknown(path: &str, section: bool, rest: &str) -> ConfigWhat {
    let known: Vec<&str> = rest
        .split_once("expected")
        .map(|(_, list)| list.split('`').skip(1).step_by(2).collect())
        .unwrap_or_default();
    let name = path.rsplit('.').next().unwrap_or(path);
    let near = known
        .iter()
        .map(|k| {
            (
                strsim::damerau_levenshtein(&name.to_ascii_lowercase().replace('-', "_"), k),
                k,
            )
        })
        .filter(|(d, k)| *d <= 2 && 3 * d <= name.len().max(k.len()))
        .min_by_key(|(d, _)| *d);
    let hint = match near {
        Some((_, k)) => Hint::DidYouMean(k.to_string()),
        None if known.is_empty() => Hint::None,
        None => Hint::Keys(known.join(", ")),
    };
    ConfigWhat::Unknown {
        path: path.to_string(),
        section,
        hint,
    }
}

/// Serde's "invalid type: string \"x\", expected u64" as what to write
/// instead; a setting's own refusal of the value `here` typed again.
fn plain(message: &str, path: &str, here: &str) -> Problem {
    if message.starts_with("string values must be quoted") {
        return Problem::Unquoted;
    }
    if let Some(rule) = ValueRule::of(message) {
        return Problem::Rule(rule);
    }
    if path == "reminders" {
        let value = here.trim_matches(|c| c == '"' || c == '\'');
        if let Some(Err(e)) = value.split(',').map(duration).find(Result::is_err) {
            if e.to_string() == message {
                return Problem::Duration(e);
            }
        }
    }
    let Some((_, expected)) = message.split_once(", expected ") else {
        return Problem::Toml(message.to_string());
    };
    if !message.starts_with("invalid type") && !message.starts_with("invalid value") {
        return Problem::Toml(message.to_string());
    }
    Problem::Expected(match expected {
        "u16" => Wanted::Port,
        "u32" | "u64" | "usize" => Wanted::Unsigned,
        "i64" => Wanted::Whole,
        "a string" | "path string" => Wanted::Quoted,
        "a boolean" => Wanted::Boolean,
        s if s.starts_with("struct ") => Wanted::Section(path.to_string()),
        s => Wanted::Other(s.to_string()),
    })
}

/// The first line of a value, cut to 40 characters.
fn short(value: &str) -> String {
    let first = value.lines().next().unwrap_or("");
    if first.chars().count() > 40 || value.contains('\n') {
        format!("{}...", first.chars().take(40).collect::<String>())
    } else {
        first.to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn err(text: &str) -> String {
        File::parse(text).unwrap_err().to_string()
    }

    #[test]
    fn reads_sections_strings_numbers() {
        let c = File::parse(
            "# referee\ndb = \"ref.db\" # here\naddress=\"referee@example.org\"\n[smtp]\nhost = \"mail.example.org\"\nport = 587\ntls = \"STARTTLS\"\n[imap]\nhost = \"imap.example.org\"\nmove_to = \"Done\"\n",
        )
        .unwrap();
        assert_eq!(c.db, Some(PathBuf::from("ref.db")));
        assert_eq!(c.address.as_deref(), Some("referee@example.org"));
        assert_eq!(c.smtp.host.as_deref(), Some("mail.example.org"));
        assert_eq!(c.smtp.port, Some(587));
        assert_eq!(c.smtp.tls, Some(SmtpTlsName(SmtpTls::StartTls)));
        assert_eq!(c.imap.host.as_deref(), Some("imap.example.org"));
        assert_eq!(c.imap.move_to.as_deref(), Some("Done"));
        assert_eq!(c.imap.port, None);
    }

    #[test]
    fn every_string_form_reads_as_toml_says() {
        assert_eq!(File::parse("db = 'x.db'").unwrap().db, Some(PathBuf::from("x.db")));
        assert_eq!(
            File::parse("db = \"\"\"x.db\"\"\"").unwrap().db,
            Some(PathBuf::from("x.db"))
        );
        assert_eq!(
            File::parse("db = '''C:\\x.db'''").unwrap().db,
            Some(PathBuf::from("C:\\x.db"))
        );
        let quoted = File::parse("name = \"The \\\"#1\\\" referee\" # a comment").unwrap();
        assert_eq!(quoted.name.as_deref(), Some("The \"#1\" referee"));
        let accent = File::parse("name = \"Arbitre de l'Estafette \\u00e9t\\u00E9\"").unwrap();
        assert_eq!(accent.name.as_deref(), Some("Arbitre de l'Estafette été"));
    }

    #[test]
    fn the_settings_reach_the_config() {
        let f = File::parse(
            "name = 'Ref'\nerror_replies_per_hour = 3\nbusy_timeout_ms = 500\ndurability = 'Normal'\npoll_batch = 7\nrequire_dkim_from = 'mx'\nreminders = '1d, 3h'\nmax_message_bytes = 4096\nmax_commands = 9\nvacation_days = 10\nchallenges = 'anyone'\ndefault_timezone = 'Europe/Paris'\n",
        )
        .unwrap();
        let mut cfg = Config::new("a.db".into(), "a.key".into(), "r@example.org");
        f.apply(&mut cfg);
        assert_eq!(cfg.name, "Ref");
        assert_eq!(cfg.error_replies_per_hour, 3);
        assert_eq!(cfg.busy_timeout, std::time::Duration::from_millis(500));
        assert!(!cfg.full_sync);
        assert_eq!(cfg.poll_batch, 7);
        assert_eq!(cfg.require_dkim_from.as_deref(), Some("mx"));
        assert_eq!(cfg.reminders, vec![86_400, 3 * 3600]);
        assert_eq!(cfg.max_message_bytes, 4096);
        assert_eq!(cfg.max_commands, 9);
        assert_eq!(cfg.vacation_days, 10);
        assert_eq!(cfg.challenges, "anyone");
        assert_eq!(cfg.default_timezone, "Europe/Paris");
        let g = File::parse("stranger_replies_per_day = 1\nstranger_replies_per_hour = 2\ninfo_replies_per_hour = 6\n");
        g.unwrap().apply(&mut cfg);
        let limits = (cfg.stranger_replies_per_day, cfg.stranger_replies_per_hour);
        assert_eq!((limits, cfg.info_replies_per_hour), ((1, 2), 6));
    }

    #[test]
    fn unknown_keys_are_refused_by_name_and_line() {
        let e = err("db = 'a'\nnosuchkey = 1\n");
        assert!(
            e.starts_with("line 2: unknown key `nosuchkey` (the keys here: db, key_file,"),
            "{e}"
        );
        assert_eq!(
            err("key-file = 'k'"),
            "line 1: unknown key `key-file` (did you mean `key_file`?)"
        );
        assert_eq!(
            err("\n[smtp]\nhost = 'h'\npasword_file = 'p'\n"),
            "line 4: unknown key `smtp.pasword_file` (did you mean `password_file`?)"
        );
        assert_eq!(
            err("[smpt]\nhost = 'h'\n"),
            "line 1: unknown section [smpt] (did you mean `smtp`?)"
        );
    }

    #[test]
    fn duplicate_keys_are_refused_by_name_and_line() {
        assert_eq!(
            err("db = 'a'\n\ndb = 'b'\n"),
            "line 3: `db` is given twice (first on line 1)"
        );
        assert_eq!(
            err("[imap]\nuser = 'a'\nuser = 'b'\n"),
            "line 3: `imap.user` is given twice (first on line 2)"
        );
        assert_eq!(
            err("[smtp]\nport = 1\n[smtp]\n"),
            "line 3: the section [smtp] is given twice"
        );
    }

    #[test]
    fn wrong_types_and_values_are_refused_by_name_and_line() {
        assert_eq!(
            err("[smtp]\nhost = 'h'\ntimeout = \"thirty\"\n"),
            "line 3: smtp.timeout = \"thirty\": expected a whole number, 0 or more"
        );
        assert_eq!(
            err("smtp.timeout = 'thirty'"),
            "line 1: smtp.timeout = 'thirty': expected a whole number, 0 or more"
        );
        assert_eq!(
            err("[imap]\nport = 70000"),
            "line 2: imap.port = 70000: expected a whole number from 0 to 65535"
        );
        assert_eq!(err("db = 5"), "line 1: db = 5: expected a string in quotes");
        assert_eq!(err("smtp = 5"), "line 1: smtp = 5: expected a section, [smtp]");
        assert_eq!(
            err("poll_batch = 0"),
            "line 1: poll_batch = 0: give a number of messages from 1 to 10000"
        );
        assert_eq!(
            err("durability = 'sometimes'"),
            "line 1: durability = 'sometimes': write \"normal\" or \"full\""
        );
        assert_eq!(err("max_commands = 0"), "line 1: max_commands = 0: give at least 1");
        assert_eq!(
            err("max_message_bytes = 10"),
            "line 1: max_message_bytes = 10: give at least 1024 bytes"
        );
        assert!(err("[smtp]\ntls = 'ssl'").starts_with("line 2: smtp.tls = 'ssl': choose none, starttls or implicit"));
        assert!(err("default_timezone = 'Mars/Olympus'")
            .contains("line 1: default_timezone = 'Mars/Olympus': not a time zone"));
        assert!(err("reminders = '1x'").starts_with("line 1: reminders = '1x': '1x': a duration"));
        assert!(err("reminders = '1x'").contains("w, d, h, m or s"));
        assert!(err("reminders = '1h30'").contains("w, d, h, m or s"));
        let compound = File::parse("reminders = '1h30m, 59m30s, 1w'").unwrap().reminders;
        assert_eq!(compound, Some(Reminders(vec![5400, 3570, 7 * 86_400])));
        // Not TOML at all: the line, and the key when there is one.
        assert!(err("ok = 1\n[smtp\n").starts_with("line 2:"));
        assert_eq!(err("db = ref.db"), "line 1: db = ref.db: a string must be in quotes");
        // Too far from any key for a guess.
        assert!(err("a.b = 1").starts_with("line 1: unknown key `a` (the keys here: db,"));
    }

    #[test]
    fn the_player_kit_keys_are_checked() {
        let f = File::parse("kit_url = 'https://example.org/kit.html'\nkit_attach = true\nkit_file = 'kit.html'\n")
            .unwrap();
        let mut cfg = Config::new("a.db".into(), "a.key".into(), "r@example.org");
        f.apply(&mut cfg);
        assert_eq!(cfg.kit_url.as_deref(), Some("https://example.org/kit.html"));
        assert_eq!(cfg.kit_page, Some(PathBuf::from("kit.html")));
        let off = File::parse("kit_attach = false\nkit_file = 'kit.html'\n").unwrap();
        let mut cfg = Config::new("a.db".into(), "a.key".into(), "r@example.org");
        off.apply(&mut cfg);
        assert_eq!((cfg.kit_url, cfg.kit_page), (None, None));
        assert_eq!(err("kit_url = 5"), "line 1: kit_url = 5: expected a string in quotes");
        assert_eq!(
            err("kit_url = 'example.org/kit'"),
            "line 1: kit_url = 'example.org/kit': give the page's web address, starting with https://, without spaces"
        );
        assert!(err("kit_url = 'https://a b'").contains("without spaces"));
        assert_eq!(
            err("kit_attach = 'yes'"),
            "line 1: kit_attach = 'yes': expected true or false"
        );
        assert_eq!(
            err("name = 'R'\nkit_attach = true\n"),
            "line 2: kit_attach = true: give kit_file too, the page to attach"
        );
    }

    #[test]
    fn relative_paths_are_taken_from_the_file_folder() {
        let mut f = File::parse(
            "db = 'ref.db'\nkey_file = '/etc/ref.key'\nmaildir_out = 'out'\nsendmail = 'sendmail'\n[smtp]\npassword_file = 'secret/smtp'\n[imap]\npassword_file = '../imap'\n",
        )
        .unwrap();
        f.resolve_paths(Path::new("/srv/ref"));
        assert_eq!(f.db, Some(PathBuf::from("/srv/ref/ref.db")));
        assert_eq!(f.key_file, Some(PathBuf::from("/etc/ref.key")));
        assert_eq!(f.maildir_out, Some(PathBuf::from("/srv/ref/out")));
        assert_eq!(
            f.sendmail,
            Some(PathBuf::from("sendmail")),
            "a bare command name stays one"
        );
        assert_eq!(f.smtp.password_file, Some(PathBuf::from("/srv/ref/secret/smtp")));
        assert_eq!(f.imap.password_file, Some(PathBuf::from("/srv/ref/../imap")));
        let mut g = File::parse("sendmail = 'bin/sendmail'").unwrap();
        g.resolve_paths(Path::new("conf"));
        assert_eq!(g.sendmail, Some(PathBuf::from("conf/bin/sendmail")));
    }

    #[test]
    fn the_environment_forms_are_checked_alike() {
        assert_eq!(PollBatch::parse(" 30 "), Ok(PollBatch(30)));
        assert!(PollBatch::parse("-1").is_err());
        assert!(PollBatch::parse("many").is_err());
        assert_eq!(Durability::parse("FULL"), Ok(Durability::Full));
        assert!(Durability::parse("sometimes").is_err());
    }
}
