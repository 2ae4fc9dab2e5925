//! The configuration: flags, then environment variables, then
//! estafette.toml, then defaults; and the mail sources and transports it names.

use super::errors::SettingError;
use super::Failure;
use crate::config::File as ConfigFile;
use crate::exit::Inner;
use crate::exit::Kind;
use crate::mail::transport::{MaildirTransport, SendmailTransport, SmtpConfig, SmtpTls, SmtpTransport, Transport};
use crate::service::{Config, PlayerSpec};
use clap::Args;
use std::path::{Path, PathBuf};

#[derive(Args, Debug, Clone)]
pub struct Global {
    /// Configuration file (default: ./estafette.toml if it exists).
    #[arg(long, global = true, env = "ESTAFETTE_CONFIG")]
    pub config: Option<PathBuf>,
    /// The SQLite database.
    #[arg(long, global = true, env = "ESTAFETTE_DB")]
    pub db: Option<PathBuf>,
    /// The key file made by `init` (keep it outside the database's folder backups).
    #[arg(long, global = true, env = "ESTAFETTE_KEY_FILE")]
    pub key_file: Option<PathBuf>,
    /// The referee's mail address, e.g. referee@example.org.
    #[arg(long, global = true, env = "ESTAFETTE_ADDRESS")]
    pub address: Option<String>,
}

#[derive(Args, Debug, Default)]
pub struct PollArgs {
    /// The Maildir to read.
    #[arg(long)]
    pub maildir: Option<PathBuf>,
    /// Read an IMAP mailbox on this server instead (config: [imap] host).
    #[arg(long)]
    pub imap_host: Option<String>,
    /// IMAP port (default 993 with implicit TLS, 143 otherwise).
    #[arg(long)]
    pub imap_port: Option<u16>,
    /// implicit, starttls or plain (plain only to a loopback server).
    #[arg(long)]
    pub imap_tls: Option<String>,
    /// IMAP login (config: [imap] user).
    #[arg(long)]
    pub imap_user: Option<String>,
    /// A file holding the IMAP password.
    #[arg(long)]
    pub imap_password_file: Option<PathBuf>,
    /// The mailbox to read (default INBOX).
    #[arg(long)]
    pub imap_mailbox: Option<String>,
    /// Move handled messages to this folder instead of flagging them \Seen.
    #[arg(long)]
    pub imap_move_to: Option<String>,
}

#[derive(Args, Debug, Default)]
pub struct SendArgs {
    /// Also send messages still waiting for their next retry time.
    #[arg(long)]
    pub retry_now: bool,
    #[command(flatten)]
    pub via: TransportArgs,
}

/// Mail a command queues (`new`, `tick`, `operator`) sent at once, as
/// `ingest` sends its replies: through the transport `send` would use,
/// when one is set.
#[derive(Args, Debug, Default)]
pub struct AtOnce {
    /// Leave the mail this command queues in the outbox for `send` instead
    /// of sending it at once.
    #[arg(long, global = true)]
    pub queue_only: bool,
    #[command(flatten)]
    pub via: TransportArgs,
}

/// The outgoing transport, as `send`, `run` and `ingest` take it (global,
/// so that `operator`'s come after its action too).
#[derive(Args, Debug, Default)]
pub struct TransportArgs {
    /// Deliver into ROOT/<recipient>/ Maildirs (config: maildir_out).
    #[arg(long, global = true, env = "ESTAFETTE_MAILDIR_OUT")]
    pub maildir_root: Option<PathBuf>,
    /// Send through this SMTP relay (config: [smtp] host).
    #[arg(long, global = true)]
    pub smtp_host: Option<String>,
    /// SMTP port (default 587 with starttls, 465 with implicit, 25 with none
    /// and to a relay on this machine).
    #[arg(long, global = true)]
    pub smtp_port: Option<u16>,
    /// none, starttls or implicit (default starttls; to a relay on this
    /// machine, localhost or a loopback address: STARTTLS when offered).
    #[arg(long, global = true)]
    pub smtp_tls: Option<String>,
    /// SMTP login.
    #[arg(long, global = true)]
    pub smtp_user: Option<String>,
    /// A file holding the SMTP password (never on the command line).
    #[arg(long, global = true)]
    pub smtp_password_file: Option<PathBuf>,
    /// Seconds allowed for connecting and for each SMTP reply (default 30).
    #[arg(long, global = true)]
    pub smtp_timeout: Option<u64>,
    /// Send through this sendmail-compatible binary (config: sendmail).
    #[arg(long, global = true)]
    pub sendmail: Option<PathBuf>,
}

/// Refuse a Maildir to read that is not there (66) or is not a Maildir (65).
pub(crate) fn check_maildir(dir: &std::path::Path) -> Result<(), Failure> {
    let Err(e) = crate::mail::maildir::Maildir::open(dir) else {
        return Ok(());
    };
    let path = dir.display().to_string();
    let why = match std::fs::metadata(dir) {
        Err(m) if m.kind() == std::io::ErrorKind::NotFound => SettingError::NoMaildir { path },
        Err(m) => SettingError::MaildirUnreadable {
            path,
            error: m.to_string(),
        },
        Ok(m) if !m.is_dir() => SettingError::MaildirIsFile { path },
        Ok(_) => {
            let missing: Vec<String> = ["tmp", "new", "cur"]
                .into_iter()
                .filter(|sub| !dir.join(sub).is_dir())
                .map(|sub| format!("{sub}/"))
                .collect();
            if missing.is_empty() {
                SettingError::MaildirUnreadable {
                    path,
                    error: e.to_string(),
                }
            } else {
                SettingError::NotMaildir {
                    path,
                    missing: missing.join(", "),
                }
            }
        }
    };
    Err(why.into())
}

/// Resolve the configuration: flags, then environment (clap did both), then the file, then defaults.
/// Relative paths from flags and the environment are taken from the working folder, those in the
/// file from the file's folder. The referee's address has no default: it is empty when none is
/// given, and the commands that compose or send mail refuse to run without it
/// ([`require_address`]). Every failure here is a setting's (78).
pub fn config(g: &Global) -> Result<(Config, ConfigFile), Failure> {
    if let Some(p) = &g.config {
        if std::fs::symlink_metadata(p).is_err_and(|e| e.kind() == std::io::ErrorKind::NotFound) {
            return Err(SettingError::NoConfigFile {
                path: p.display().to_string(),
                cwd: working_folder().display().to_string(),
            }
            .into());
        }
    }
    let path = g.config.clone().or_else(|| {
        let p = PathBuf::from(DEFAULT_CONFIG);
        p.exists().then_some(p)
    });
    let mut file = match &path {
        Some(p) => ConfigFile::load(p).map_err(|e| super::typed(Kind::Config, &e))?,
        None => ConfigFile::default(),
    };
    file.read_from = path;
    if let Some(dir) = &file.templates_dir {
        let catalogs = |why: Inner| SettingError::Catalogs { why };
        let overrides = crate::config::catalog_overrides(dir).map_err(|e| catalogs(Inner::of(&e)))?;
        crate::views::words::install(&overrides).map_err(|e| catalogs(Inner::of(&e)))?;
        let files = crate::config::template_overrides(dir).map_err(|e| super::typed(Kind::Config, &e))?;
        crate::views::install_templates(&files).map_err(|e| super::typed(Kind::Config, &e))?;
    }
    // Unnamed, the database and the key file are beside the file read (an
    // MTA runs its pipe in a folder of its own), else in the working folder.
    let beside = |name: &str| match file.read_from.as_deref().and_then(Path::parent) {
        Some(dir) if !dir.as_os_str().is_empty() => dir.join(name),
        _ => PathBuf::from(name),
    };
    let mut cfg = Config::new(
        g.db.clone()
            .or_else(|| file.db.clone())
            .unwrap_or_else(|| beside("estafette.db")),
        g.key_file
            .clone()
            .or_else(|| file.key_file.clone())
            .unwrap_or_else(|| beside("estafette.key")),
        &g.address.clone().or_else(|| file.address.clone()).unwrap_or_default(),
    );
    file.apply(&mut cfg);
    if let Ok(ms) = std::env::var("ESTAFETTE_BUSY_TIMEOUT_MS") {
        let ms: u64 = ms
            .parse()
            .map_err(|_| SettingError::BusyTimeout { value: ms.clone() })?;
        cfg.busy_timeout = std::time::Duration::from_millis(ms);
    }
    if let Ok(d) = std::env::var("ESTAFETTE_DURABILITY") {
        let d = crate::config::Durability::parse(&d).map_err(|_| SettingError::Durability { value: d.clone() })?;
        cfg.full_sync = d == crate::config::Durability::Full;
    }
    if let Ok(b) = std::env::var("ESTAFETTE_POLL_BATCH") {
        cfg.poll_batch = crate::config::PollBatch::parse(&b)
            .map_err(|_| SettingError::PollBatch { value: b.clone() })?
            .0;
    }
    Ok((cfg, file))
}

/// The file read when none is named: `estafette.toml` in the working folder.
pub(crate) const DEFAULT_CONFIG: &str = "estafette.toml";

/// The working folder, as absolute as the system gives it.
pub(crate) fn working_folder() -> PathBuf {
    std::env::current_dir().unwrap_or_else(|_| PathBuf::from("."))
}

/// [`config`] for a command that composes or sends mail: the referee's
/// address must be given, and be one.
pub(crate) fn mail_config(g: &Global) -> Result<(Config, ConfigFile), Failure> {
    let (cfg, file) = config(g)?;
    require_address(&cfg.address, &file)?;
    Ok((cfg, file))
}

/// Refuse to compose mail without the referee's address, or with one that
/// is not an address (78): the mail would go out from an address nobody
/// reads, and the players' replies would be lost. Without one, the failure
/// names the configuration file read, or the one looked for and where (an
/// MTA runs its pipe in a folder of its own).
pub(crate) fn require_address(address: &str, file: &ConfigFile) -> Result<(), Failure> {
    if address.is_empty() {
        return Err(match &file.read_from {
            Some(p) => SettingError::NoAddress {
                file: p.display().to_string(),
            },
            None => SettingError::NoAddressNoFile {
                looked: working_folder().join(DEFAULT_CONFIG).display().to_string(),
            },
        }
        .into());
    }
    let ok = match address.rsplit_once('@') {
        Some((local, domain)) => {
            !local.is_empty()
                && !domain.is_empty()
                && !local.contains(['@', '+', '<', '>'])
                && !domain.contains(['<', '>'])
                && !address.contains(|c: char| c.is_whitespace() || c.is_control())
        }
        None => false,
    };
    if ok {
        Ok(())
    } else {
        Err(SettingError::NotPlainAddress {
            address: address.to_string(),
        }
        .into())
    }
}

/// A player as the operator writes one: an RFC 5322 mailbox, `addr`,
/// `Name <addr>` or `"Doe, Jane" <addr>`, read by lettre's parser, so
/// quotes, commas, ampersands and non-ASCII names come through whole.
pub(crate) fn player_spec(text: &str, lang: &str) -> Result<PlayerSpec, Failure> {
    let mailbox: lettre::message::Mailbox =
        text.trim()
            .parse()
            .map_err(|e: lettre::address::AddressError| SettingError::NotMailbox {
                text: text.to_string(),
                error: e.to_string(),
            })?;
    let address = mailbox.email.to_string();
    let name = match mailbox.name.as_deref().map(str::trim) {
        Some(n) if !n.is_empty() => n.to_string(),
        _ => mailbox.email.user().to_string(),
    };
    // Empty: the player's default (`PlayerSpec::lang`).
    if !lang.is_empty() && crate::views::Lang::parse(lang).is_none() {
        return Err(SettingError::PlayerLang { lang: lang.to_string() }.into());
    }
    Ok(PlayerSpec {
        address: address.to_ascii_lowercase(),
        name,
        lang: lang.into(),
    })
}

/// The IMAP source from flags and the configuration's [imap] section, if any.
pub(crate) fn imap_config(a: &PollArgs, file: &ConfigFile) -> Result<Option<crate::mail::imap::ImapConfig>, Failure> {
    use crate::mail::imap::{ImapAfter, ImapConfig, ImapTls};
    let Some(host) = a.imap_host.clone().or_else(|| {
        if a.maildir.is_none() {
            file.imap.host.clone()
        } else {
            None
        }
    }) else {
        return Ok(None);
    };
    let tls = match &a.imap_tls {
        Some(t) => ImapTls::parse(t).ok_or_else(|| SettingError::ImapTls { value: t.clone() })?,
        None => file.imap.tls.map_or(ImapTls::Implicit, |t| t.0),
    };
    let user = a
        .imap_user
        .clone()
        .or_else(|| file.imap.user.clone())
        .ok_or(SettingError::ImapUser {})?;
    let pw_file = a
        .imap_password_file
        .clone()
        .or_else(|| file.imap.password_file.clone())
        .ok_or(SettingError::ImapPassword {})?;
    let password = std::fs::read_to_string(&pw_file)
        .map_err(|e| unreadable_password(&pw_file, &e))?
        .trim_end_matches(['\r', '\n'])
        .to_string();
    let mut cfg = ImapConfig::new(host, user, password);
    cfg.tls = tls;
    cfg.port = a.imap_port.or(file.imap.port).unwrap_or_else(|| tls.default_port());
    if let Some(m) = a.imap_mailbox.clone().or_else(|| file.imap.mailbox.clone()) {
        cfg.mailbox = m;
    }
    if let Some(f) = a.imap_move_to.clone().or_else(|| file.imap.move_to.clone()) {
        cfg.after = ImapAfter::Move(f);
    }
    if let Some(n) = file.max_message_bytes {
        cfg.max_message_bytes = n.0;
    }
    Ok(Some(cfg))
}

/// The outgoing transport chosen, before it is made.
pub(crate) enum Chosen {
    /// Local Maildirs under this folder.
    Maildirs(PathBuf),
    /// An SMTP relay.
    Smtp(SmtpConfig),
    /// A sendmail binary.
    Sendmail(PathBuf),
}

/// Choose the outgoing transport: flags, then the configuration file;
/// local Maildirs if `--maildir-root` is given, else SMTP if a host is
/// given, else sendmail if a binary is given, else the Maildirs of
/// `maildir_out`. With none of them, refuse (78): mail is never written
/// anywhere nobody asked for.
pub(crate) fn choose(a: &TransportArgs, file: &ConfigFile) -> Result<Chosen, Failure> {
    if let Some(root) = &a.maildir_root {
        return Ok(Chosen::Maildirs(root.clone()));
    }
    let host = a.smtp_host.clone().or_else(|| file.smtp.host.clone());
    if let Some(host) = host {
        let tls = match &a.smtp_tls {
            Some(t) => SmtpTls::parse(t).ok_or_else(|| SettingError::SmtpTls { value: t.clone() })?,
            None => file.smtp.tls.map_or_else(|| SmtpTls::default_for(&host), |t| t.0),
        };
        let port = a.smtp_port.or(file.smtp.port).unwrap_or(tls.default_port());
        let password_file = a.smtp_password_file.clone().or_else(|| file.smtp.password_file.clone());
        let password = match password_file {
            Some(p) => Some(
                std::fs::read_to_string(&p)
                    .map_err(|e| unreadable_password(&p, &e))?
                    .trim_end_matches(['\r', '\n'])
                    .to_string(),
            ),
            None => None,
        };
        let timeout = a.smtp_timeout.or(file.smtp.timeout).unwrap_or(30);
        return Ok(Chosen::Smtp(SmtpConfig {
            host,
            port,
            tls,
            user: a.smtp_user.clone().or_else(|| file.smtp.user.clone()),
            password,
            timeout: std::time::Duration::from_secs(timeout),
            hello_name: file.smtp.hello_name.clone(),
        }));
    }
    if let Some(bin) = a.sendmail.clone().or_else(|| file.sendmail.clone()) {
        return Ok(Chosen::Sendmail(bin));
    }
    match &file.maildir_out {
        Some(root) => Ok(Chosen::Maildirs(root.clone())),
        None => Err(SettingError::NoTransport {}.into()),
    }
}

impl Chosen {
    /// The transport, made.
    pub(crate) fn make(&self) -> Result<Box<dyn Transport>, Failure> {
        Ok(match self {
            Chosen::Maildirs(root) => Box::new(MaildirTransport::new(root.clone())),
            Chosen::Sendmail(bin) => Box::new(SendmailTransport::new(bin.clone())),
            Chosen::Smtp(cfg) => Box::new(SmtpTransport::new(cfg).map_err(|e| SettingError::Smtp {
                why: Inner::of(&e.fault),
            })?),
        })
    }
}

/// The outgoing transport [`choose`] chooses, made.
pub fn transport(a: &TransportArgs, file: &ConfigFile) -> Result<Box<dyn Transport>, Failure> {
    choose(a, file)?.make()
}

/// Whether a transport is set at all, by a flag, the environment or the
/// configuration (what [`transport`] would choose from).
pub fn transport_set(a: &TransportArgs, file: &ConfigFile) -> bool {
    a.maildir_root.is_some()
        || a.smtp_host.is_some()
        || file.smtp.host.is_some()
        || a.sendmail.is_some()
        || file.sendmail.is_some()
        || file.maildir_out.is_some()
}

/// A password file that cannot be read: a setting to fix (78).
fn unreadable_password(path: &std::path::Path, e: &std::io::Error) -> Failure {
    let path = path.display().to_string();
    if e.kind() == std::io::ErrorKind::NotFound {
        SettingError::NoPasswordFile { path }.into()
    } else {
        SettingError::PasswordFile {
            path,
            error: e.to_string(),
        }
        .into()
    }
}

#[cfg(test)]
mod tests {
    use super::player_spec;

    #[test]
    fn players_are_read_as_mailboxes_with_their_names_whole() {
        let p = |t: &str| player_spec(t, "en").map(|s| (s.name, s.address)).map_err(|f| f.message);
        assert_eq!(p("alice@example.org"), Ok(("alice".into(), "alice@example.org".into())));
        assert_eq!(
            p("Alice <Alice@Example.org>"),
            Ok(("Alice".into(), "alice@example.org".into()))
        );
        assert_eq!(p("\"Doe, Jane\" <j@x.org>"), Ok(("Doe, Jane".into(), "j@x.org".into())));
        assert_eq!(p("Eve & Co <a@x.org>"), Ok(("Eve & Co".into(), "a@x.org".into())));
        assert_eq!(
            p("\"Eve & Co \\\"Q\\\"\" <a@x.org>"),
            Ok(("Eve & Co \"Q\"".into(), "a@x.org".into()))
        );
        // Quotes in a name are syntax, as in a From line: escape them inside
        // a quoted name to keep them.
        assert_eq!(
            p("Eve & Co \"Q\" <a@x.org>"),
            Ok(("Eve & Co Q".into(), "a@x.org".into()))
        );
        assert_eq!(
            p("Zoë Ångström <z@x.org>"),
            Ok(("Zoë Ångström".into(), "z@x.org".into()))
        );
        for bad in ["", "alice", "Alice <alice>", "a b@x.org", "<>"] {
            assert!(p(bad).is_err(), "{bad}");
        }
    }
}
