//! `estafette check`: whether this setup can take mail in and send its
//! replies, checked as `ingest` would meet it, and the lines for the mail
//! server, cron and systemd that run it. Nothing is written: the database
//! is read through a read-only connection, the folder tried with a file
//! made and removed at once, the transport asked to answer without a mail.
//!
//! Run as the user the pipe runs as, each file is opened as that user
//! will; run as root, the files are judged by their owner and mode for the
//! user who owns the database (root itself never runs a pipe).

use super::errors::{CheckError, Inner};
use super::owner::{self, User};
use super::settings::{check_maildir, choose, config, require_address, Chosen, TransportArgs, DEFAULT_CONFIG};
use super::{Failure, Global};
use crate::mail::transport::SmtpTls;
use crate::says::check::Checked;
use crate::service::{self, Config, ServiceError};
use crate::store::Store;
use crate::views::Lang;
use clap::Args;
use std::os::unix::fs::{MetadataExt, PermissionsExt};
use std::path::{Path, PathBuf};

/// The arguments of `check`.
#[derive(Args, Debug, Default)]
pub struct CheckArgs {
    /// Also check this Maildir, as `poll --maildir` and `run --maildir` read it.
    #[arg(long)]
    pub maildir: Option<PathBuf>,
    #[command(flatten)]
    pub via: TransportArgs,
}

/// A time before this version was made (2026-01-01 UTC): a clock that
/// reads earlier is wrong.
const MADE_AFTER: i64 = 1_767_225_600;

/// What `check` found so far: each line printed as it goes, the problems
/// kept for the exit status (the first one's).
struct Report {
    lang: Lang,
    problems: Vec<Failure>,
}

impl Report {
    fn ok(&mut self, line: Checked) -> Result<(), Failure> {
        outln!("{}", line.words(self.lang));
        Ok(())
    }

    fn problem(&mut self, f: impl Into<Failure>) -> Result<(), Failure> {
        let f = f.into();
        outln!("{}", Checked::Problem { why: f.inner() }.words(self.lang));
        self.problems.push(f);
        Ok(())
    }

    /// Done: a failure with the first problem's status when there is one.
    fn end(self) -> Result<(), Failure> {
        let Some(first) = self.problems.first() else {
            return Ok(());
        };
        let found: Failure = CheckError::Found { n: self.problems.len() }.into();
        Err(Failure {
            code: first.code,
            ..found
        })
    }
}

/// `check`: the configuration, the address, the files and their owner,
/// the database and its key file, the transport, the Maildir read, the
/// clock; then the lines for Postfix, cron and systemd.
pub fn check(global: &Global, a: CheckArgs) -> Result<(), Failure> {
    let lang = super::lang::from_env().unwrap_or_default();
    let mut r = Report {
        lang,
        problems: Vec::new(),
    };
    let (cfg, file) = match config(global) {
        Ok(read) => read,
        Err(f) => {
            r.problem(f)?;
            return r.end();
        }
    };
    let config_path = match &file.read_from {
        Some(p) => {
            let path = absolute(p);
            r.ok(Checked::Config { path: shown(&path) })?;
            path
        }
        None => {
            let looked = super::settings::working_folder().join(DEFAULT_CONFIG);
            r.ok(Checked::NoConfig { looked: shown(&looked) })?;
            looked
        }
    };
    match require_address(&cfg.address, &file) {
        Ok(()) => r.ok(Checked::Address {
            address: cfg.address.clone(),
        })?,
        Err(f) => r.problem(f)?,
    }
    let mut cfg = cfg;
    cfg.db = absolute(&cfg.db);
    cfg.key_file = absolute(&cfg.key_file);
    let before = r.problems.len();
    let user = files(&cfg, &mut r)?;
    // Read only files that can be: else SQLite's words would repeat the
    // problem without the fix.
    if r.problems.len() == before {
        database(&cfg, &mut r)?;
    }
    transport(&a.via, &file, &mut r)?;
    if let Some(dir) = &a.maildir {
        match check_maildir(dir) {
            Ok(()) => r.ok(Checked::Maildir { path: shown(dir) })?,
            Err(f) => r.problem(f)?,
        }
    }
    clock(&cfg, &mut r)?;
    outln!();
    setup(&cfg, &config_path, &user, lang)?;
    r.end()
}

/// The referee's files: each owned by one user, who is not root, and who
/// can read and write them and create files in their folder. Returns that
/// user (the one running `check`, or as root the database's owner).
fn files(cfg: &Config, r: &mut Report) -> Result<User, Failure> {
    let me = owner::me();
    let as_root = me.as_ref().is_some_and(|u| u.uid == 0);
    let folder = owner::folder_of(&cfg.db);
    let Some(db_owner) = owner::owner_of(&cfg.db) else {
        r.problem(CheckError::NoDatabase { db: shown(&cfg.db) })?;
        return Ok(me
            .or_else(|| owner::owner_of(&folder))
            .unwrap_or_else(|| owner::by_uid(0)));
    };
    let user = match me {
        Some(me) if !as_root => me,
        _ => db_owner,
    };
    let before = r.problems.len();
    for path in owner::referee_files(&cfg.db, &cfg.key_file) {
        let meta = std::fs::metadata(&path);
        let uid = meta.as_ref().map_or(user.uid, |m| m.uid());
        if uid == 0 && user.uid == 0 {
            r.problem(CheckError::RootOwned { path: shown(&path) })?;
        } else if uid != user.uid {
            let owner = owner::by_uid(uid).name;
            r.problem(CheckError::OtherOwner {
                path: shown(&path),
                owner,
                user: user.name.clone(),
            })?;
        } else if let Err(error) = usable(&path, path != cfg.key_file, as_root) {
            let (path, user) = (shown(&path), user.name.clone());
            r.problem(CheckError::Cannot { path, user, error })?;
        }
    }
    if let Err(error) = folder_usable(&folder, &user, as_root) {
        let (folder, user) = (shown(&folder), user.name.clone());
        r.problem(CheckError::Folder { folder, user, error })?;
    }
    if r.problems.len() == before {
        r.ok(Checked::Files {
            user: user.name.clone(),
            db: shown(&cfg.db),
            key: shown(&cfg.key_file),
        })?;
    }
    Ok(user)
}

/// Whether the file `path` can be read (and written, when `write`) by its
/// owner: tried, or as root judged by its mode.
fn usable(path: &Path, write: bool, as_root: bool) -> Result<(), String> {
    if as_root {
        let mode = std::fs::metadata(path).map_err(|e| e.to_string())?.permissions().mode();
        let needs = if write { 0o600 } else { 0o400 };
        return match mode & needs == needs {
            true => Ok(()),
            false => Err(format!("mode {:04o}", mode & 0o7777)),
        };
    }
    std::fs::OpenOptions::new()
        .read(true)
        .write(write)
        .open(path)
        .map(|_| ())
        .map_err(|e| e.to_string())
}

/// Whether `user` can create files in `folder`: a file made and removed
/// at once, or as root its owner and mode.
fn folder_usable(folder: &Path, user: &User, as_root: bool) -> Result<(), String> {
    let meta = std::fs::metadata(folder).map_err(|e| e.to_string())?;
    if as_root {
        let mode = meta.permissions().mode();
        let open = mode & 0o002 != 0 && mode & 0o1000 == 0;
        return match (meta.uid() == user.uid && mode & 0o300 == 0o300) || open {
            true => Ok(()),
            false => Err(format!(
                "{}, mode {:04o}",
                owner::by_uid(meta.uid()).name,
                mode & 0o7777
            )),
        };
    }
    let probe = folder.join(format!(".estafette-check-{}", std::process::id()));
    std::fs::OpenOptions::new()
        .write(true)
        .create_new(true)
        .open(&probe)
        .map_err(|e| e.to_string())?;
    std::fs::remove_file(&probe).map_err(|e| e.to_string())
}

/// The database, read without writing: intact, of a schema this binary
/// knows, and bound to the key file (which must be well made).
fn database(cfg: &Config, r: &mut Report) -> Result<(), Failure> {
    if !cfg.db.exists() {
        return Ok(());
    }
    let key = match service::load_key(cfg) {
        Ok(k) => Some(k),
        Err(e) => {
            r.problem(e)?;
            None
        }
    };
    let facts = match Store::check_file(&cfg.db) {
        Ok(facts) => facts,
        Err(e) => return r.problem(service::Error::from(e)),
    };
    let Some(key) = key else { return Ok(()) };
    if facts.key_check.as_ref().is_some_and(|c| *c != key.check()) {
        let wrong = ServiceError::WrongKeyFile {
            key: shown(&cfg.key_file),
            db: shown(&cfg.db),
        };
        return r.problem(service::Error::typed(service::Kind::Config, &wrong));
    }
    r.ok(Checked::Database {
        db: shown(&cfg.db),
        version: u64::from(facts.version),
        games: facts.games,
    })
}

/// The transport `send` would use answers, without a mail.
fn transport(via: &TransportArgs, file: &crate::config::File, r: &mut Report) -> Result<(), Failure> {
    let chosen = match choose(via, file) {
        Ok(c) => c,
        Err(f) => return r.problem(f),
    };
    let made = match chosen.make() {
        Ok(t) => t,
        Err(f) => return r.problem(f),
    };
    match (made.check(), chosen) {
        (Ok(()), Chosen::Smtp(c)) if c.tls == SmtpTls::Opportunistic => r.ok(Checked::SmtpLocal {
            host: c.host,
            port: u64::from(c.port),
        }),
        (Ok(()), Chosen::Smtp(c)) => r.ok(Checked::Smtp {
            host: c.host,
            port: u64::from(c.port),
            tls: tls_name(c.tls).into(),
        }),
        (Ok(()), Chosen::Sendmail(bin)) => r.ok(Checked::Sendmail { command: shown(&bin) }),
        (Ok(()), Chosen::Maildirs(root)) => r.ok(Checked::Maildirs {
            root: shown(&absolute(&root)),
        }),
        (Err(e), Chosen::Smtp(c)) => r.problem(CheckError::Smtp {
            host: c.host,
            port: u64::from(c.port),
            why: Inner::of(&e.fault),
        }),
        (Err(e), _) => r.problem(CheckError::Sendmail {
            why: Inner::of(&e.fault),
        }),
    }
}

/// How an SMTP connection is secured, as the setting `tls` names it.
fn tls_name(tls: SmtpTls) -> &'static str {
    match tls {
        SmtpTls::None => "none",
        SmtpTls::Implicit => "implicit",
        _ => "starttls",
    }
}

/// The clock reads a time after this version was made, and the time zone
/// data knows the default zone.
fn clock(cfg: &Config, r: &mut Report) -> Result<(), Failure> {
    let now = jiff::Timestamp::now();
    let when = now.strftime("%Y-%m-%d %H:%M:%S UTC").to_string();
    if now.as_second() < MADE_AFTER {
        return r.problem(CheckError::Clock { now: when });
    }
    let zones = jiff::tz::db().available().count();
    match jiff::tz::TimeZone::get(&cfg.default_timezone) {
        Ok(_) if zones > 0 => r.ok(Checked::Clock {
            now: when,
            zones,
            zone: cfg.default_timezone.clone(),
        }),
        _ => r.problem(CheckError::TimeZones {
            zone: cfg.default_timezone.clone(),
        }),
    }
}

/// The lines for Postfix (a pipe in master.cf, or an alias), cron and
/// systemd, for this configuration file run as `user`.
fn setup(cfg: &Config, config_path: &Path, user: &User, lang: Lang) -> Result<(), Failure> {
    let name = if user.uid == 0 { "estafette" } else { user.name.as_str() };
    let bin = std::env::current_exe().map_or_else(|_| PathBuf::from("/usr/local/bin/estafette"), |p| absolute(&p));
    let (bin, conf) = (shown(&bin), shown(config_path));
    let folder = shown(&absolute(&owner::folder_of(&cfg.db)));
    let env = format!("/usr/bin/env ESTAFETTE_CONFIG={conf} {bin}");
    let address = cfg.address.as_str();
    let local = address.split('@').next().unwrap_or("referee");
    let heading = |line: Checked| format!("# {}", line.words(lang));
    let pipe = Checked::Pipe {
        user: name.into(),
        address: address.into(),
    };
    outln!("{}", heading(pipe));
    outln!("# /etc/postfix/master.cf");
    outln!("estafette unix  -       n       n       -       -       pipe");
    outln!("  flags=DRX user={name} argv={env} ingest");
    outln!("# /etc/postfix/main.cf");
    outln!("recipient_delimiter = +");
    outln!("estafette_destination_recipient_limit = 1");
    outln!("transport_maps = hash:/etc/postfix/transport");
    outln!("# /etc/postfix/transport");
    outln!("{address} estafette:");
    outln!();
    let aliases = format!("{folder}/aliases");
    let alias = Checked::Alias {
        user: name.into(),
        file: aliases.clone(),
    };
    outln!("{}", heading(alias));
    outln!("# {aliases}");
    outln!("{local}: \"|{env} ingest\"");
    outln!();
    let cron = "/etc/cron.d/estafette";
    outln!("{}", heading(Checked::Cron { file: cron.into() }));
    outln!("*/5 * * * *  {name}  {env} tick && {env} send");
    outln!();
    outln!("{}", heading(Checked::Systemd {}));
    outln!("[Service]");
    outln!("User={name}");
    outln!("WorkingDirectory={folder}");
    outln!("Environment=ESTAFETTE_CONFIG={conf}");
    outln!("ReadWritePaths={folder}");
    Ok(())
}

/// `path` from the root, as far as the system can say.
fn absolute(path: &Path) -> PathBuf {
    std::fs::canonicalize(path).unwrap_or_else(|_| super::settings::working_folder().join(path))
}

/// A path as the operator reads it.
fn shown(path: &Path) -> String {
    path.display().to_string()
}
