//! The operator's side against the real Postfix: `new`, `tick` and
//! `operator` sending at once through the local relay named by its host
//! alone (port 25, STARTTLS when offered, no CA needed), `--queue-only`,
//! a redelivered `ingest` sending what its message left queued, `tls =
//! "none"` refusing STARTTLS where the server requires it, a certificate
//! that does not verify refused once `tls = "starttls"` asks for it, and
//! `estafette check` against the relay, the submission port and Postfix's
//! sendmail.

use super::{counts, lookup_user, reply_mail, setup, wait_for_mail, Player, Referee};
use estafette::demo::choose_move;
use std::process::Output;
use std::time::Duration;

/// `estafette ARGS` as the referee, without the test CA: what a relay on
/// this machine must do without it.
fn run_without_ca(referee: &Referee, args: &[&str]) -> Output {
    referee.command(args).env_remove("SSL_CERT_FILE").output().unwrap()
}

fn said(o: &Output) -> String {
    format!(
        "{}{}",
        String::from_utf8_lossy(&o.stdout),
        String::from_utf8_lossy(&o.stderr)
    )
}

fn succeeds(o: Output) -> (String, String) {
    assert!(o.status.success(), "{}", said(&o));
    (
        String::from_utf8_lossy(&o.stdout).into_owned(),
        String::from_utf8_lossy(&o.stderr).into_owned(),
    )
}

/// Set every queued mail of the referee's outbox due now (as `send
/// --retry-now` would), or `claimed` seconds ahead for the row `only`.
fn set_due(referee: &Referee, only: Option<i64>, ahead: i64) {
    let conn = rusqlite::Connection::open(referee.dir.join("referee.db")).unwrap();
    let at = if ahead > 0 {
        jiff::Timestamp::now().as_second() + ahead
    } else {
        0
    };
    match only {
        Some(id) => conn.execute("UPDATE outbox SET next_attempt_at = ?1 WHERE id = ?2", (at, id)),
        None => conn.execute("UPDATE outbox SET next_attempt_at = ?1 WHERE status = 'queued'", [at]),
    }
    .unwrap();
}

/// The ids of the queued mails of the referee's outbox, oldest first.
fn queued(referee: &Referee) -> Vec<i64> {
    let conn = rusqlite::Connection::open(referee.dir.join("referee.db")).unwrap();
    let mut stmt = conn
        .prepare("SELECT id FROM outbox WHERE status = 'queued' ORDER BY id")
        .unwrap();
    let ids = stmt.query_map([], |r| r.get(0)).unwrap();
    ids.collect::<Result<_, _>>().unwrap()
}

/// `new`, `tick` and `operator` send what they queue at once through the
/// relay of estafette.toml, named by its host alone; `--queue-only`
/// leaves it for `send`.
#[test]
fn new_tick_and_operator_send_at_once_through_the_local_relay_by_its_host_alone() {
    let Some((_lock, env)) = setup("new_tick_and_operator_send_at_once_through_the_local_relay_by_its_host_alone")
    else {
        return;
    };
    let referee = Referee::local(&env, &env.referee.0);
    // A reminder 71h59m58s before a 3-day deadline: due 2 s into the turn.
    referee.config(&format!("reminders = \"71h59m58s\"\n[smtp]\nhost = \"{}\"\n", env.host));
    let mut players = [
        Player::new(&env, "Alice", &env.alice),
        Player::new(&env, "Bob", &env.bob),
    ];
    let (first, second) = (format!("Alice <{}>", env.alice.0), format!("Bob <{}>", env.bob.0));
    let new = |kind: &str, extra: &[&str]| {
        let mut args = vec![
            "new",
            kind,
            "--first",
            &first,
            "--second",
            &second,
            "--moves-first",
            "first",
        ];
        args.extend_from_slice(extra);
        succeeds(run_without_ca(&referee, &args))
    };
    let (out, err) = new("strand", &["--time", "3d"]);
    let game = out.trim().to_string();
    assert!(err.contains("sent 2 at once, to retry 0, failed 0"), "{err}");
    wait_for_mail(&mut players, &game, [0, 0], 2);

    let (out, err) = new("assaut", &["--queue-only"]);
    let kept = out.trim().to_string();
    assert!(!err.contains("at once"), "--queue-only keeps the invitations: {err}");
    assert_eq!(queued(&referee).len(), 2, "both invitations wait for `send`");

    std::thread::sleep(Duration::from_millis(2500));
    let before = counts(&players, &game);
    let (_, err) = succeeds(run_without_ca(&referee, &["tick"]));
    assert!(err.contains("sent 1 at once, to retry 0, failed 0"), "{err}");
    let reminder = wait_for_mail(&mut players, &game, before, 1);
    assert!(reminder[0].text.contains("Reminder"), "{}", reminder[0].text);

    let before = counts(&players, &game);
    let (_, err) = succeeds(run_without_ca(
        &referee,
        &["operator", "pause", &game, "--reason", "a server move"],
    ));
    assert!(err.contains("sent 2 at once, to retry 0, failed 0"), "{err}");
    let told = wait_for_mail(&mut players, &game, before, 2);
    assert!(told.iter().all(|m| m.text.contains("a server move")), "{told:?}");

    let before = counts(&players, &game);
    let (_, err) = succeeds(run_without_ca(
        &referee,
        &["operator", "resume", &game, "--reason", "moved", "--queue-only"],
    ));
    assert!(!err.contains("at once"), "{err}");
    // `send` finds what was kept: the invitations and the resumption.
    assert_eq!(referee.send(&[]), (4, 0, 0));
    wait_for_mail(&mut players, &game, before, 2);
    wait_for_mail(&mut players, &kept, [0, 0], 2);
}

/// A message taken in whose replies were never all handed over (its
/// `ingest` stopped): delivered again, it is a duplicate, and what it left
/// queued goes out at once; a reply the stopped run had claimed waits for
/// its claim to lapse, as for `send`.
#[test]
fn a_redelivered_ingest_sends_what_its_message_left_queued() {
    let Some((_lock, env)) = setup("a_redelivered_ingest_sends_what_its_message_left_queued") else {
        return;
    };
    let referee = Referee::local(&env, &env.referee.0);
    referee.config(&format!("[smtp]\nhost = \"{}\"\n", env.host));
    let mut players = [
        Player::new(&env, "Alice", &env.alice),
        Player::new(&env, "Bob", &env.bob),
    ];
    let game = referee.new_game("strand", "first", &env);
    wait_for_mail(&mut players, &game, [0, 0], 2);
    let (_, st) = referee.state(&game);
    let mv = choose_move(&st.position.unwrap(), &mut 11u64).unwrap();
    let (_, raw) = reply_mail(&players[0], players[0].game_mail(&game)[0], &mv, 1);
    let file = referee.dir.join("move.eml");
    std::fs::write(&file, &raw).unwrap();
    let path = file.display().to_string();

    // Handled, its two replies queued and not sent (as if stopped there),
    // the first claimed by the stopped run.
    let (_, err) = succeeds(referee.try_run(&["ingest", "--queue-only", &path]));
    assert!(err.contains("applied"), "{err}");
    let applied = referee.state(&game).0.log.len();
    let left = queued(&referee);
    assert_eq!(left.len(), 2, "the mover's receipt and the opponent's news");
    set_due(&referee, Some(left[0]), 600);

    let before = counts(&players, &game);
    let (_, err) = succeeds(referee.try_run(&["ingest", &path]));
    assert!(err.contains("duplicate: already handled"), "{err}");
    assert!(err.contains("sent 1 at once, to retry 0, failed 0"), "{err}");
    wait_for_mail(&mut players, &game, before, 1);
    assert_eq!(queued(&referee), vec![left[0]], "the claimed reply waits");
    assert_eq!(referee.state(&game).0.log.len(), applied, "applied once");

    // A third delivery finds nothing left; the claim lapsed, `send` sends it.
    let (_, err) = succeeds(referee.try_run(&["ingest", &path]));
    assert!(err.contains("sent 0 at once, to retry 0, failed 0"), "{err}");
    set_due(&referee, None, 0);
    assert_eq!(referee.send(&[]), (1, 0, 0));
    wait_for_mail(&mut players, &game, before, 2);
}

/// The relay on this machine by its host alone takes STARTTLS when offered
/// (the submission port, which requires it, accepts the login and the
/// mail), without checking its certificate; `tls = "none"` refuses
/// STARTTLS; `tls = "starttls"` checks the certificate, which the system's
/// roots do not vouch for (the test CA does).
#[test]
fn the_local_relay_takes_starttls_when_offered_and_tls_none_refuses_it() {
    let Some((_lock, env)) = setup("the_local_relay_takes_starttls_when_offered_and_tls_none_refuses_it") else {
        return;
    };
    let referee = Referee::local(&env, &env.referee.0);
    let mut players = [
        Player::new(&env, "Alice", &env.alice),
        Player::new(&env, "Bob", &env.bob),
    ];
    let game = referee.new_game("strand", "first", &env);
    let pw = referee.password_file("referee.pw", &env.referee.1);
    let port = env.submission_port.to_string();
    let submission = |tls: Option<&str>| {
        let mut args = vec![
            "send",
            "--smtp-host",
            env.host.as_str(),
            "--smtp-port",
            port.as_str(),
            "--smtp-user",
            env.referee.0.as_str(),
            "--smtp-password-file",
            pw.as_str(),
            "--smtp-timeout",
            "10",
        ];
        if let Some(tls) = tls {
            args.extend(["--smtp-tls", tls]);
        }
        run_without_ca(&referee, &args)
    };
    let plain = submission(Some("none"));
    assert_eq!(plain.status.code(), Some(75), "{}", said(&plain));
    assert!(
        said(&plain).contains("sent 0, to retry 2, failed 0"),
        "{}",
        said(&plain)
    );
    set_due(&referee, None, 0);
    let verified = submission(Some("starttls"));
    assert_eq!(verified.status.code(), Some(75), "{}", said(&verified));
    assert!(said(&verified).contains("sent 0,"), "{}", said(&verified));
    assert!(said(&verified).contains("certificate"), "{}", said(&verified));
    set_due(&referee, None, 0);
    let offered = submission(None);
    assert!(offered.status.success(), "{}", said(&offered));
    assert!(
        said(&offered).contains("sent 2, to retry 0, failed 0"),
        "{}",
        said(&offered)
    );
    wait_for_mail(&mut players, &game, [0, 0], 2);
}

/// `check` against this machine's mail server, run as root for files of
/// the pipe's user: the relay by its host alone, the submission port with
/// its login (and a wrong one), Postfix's sendmail; each said, and exit 0
/// when all is well.
#[test]
fn check_against_the_postfix_of_this_machine() {
    let Some((_lock, env)) = setup("check_against_the_postfix_of_this_machine") else {
        return;
    };
    let referee = Referee::local(&env, &env.referee.0);
    let (uid, gid) = lookup_user(&env.pipe_user);
    for f in ["referee.db", "referee.key", "."] {
        std::os::unix::fs::chown(referee.dir.join(f), Some(uid), Some(gid)).unwrap();
    }
    referee.config(&format!("[smtp]\nhost = \"{}\"\n", env.host));
    let run = run_without_ca(&referee, &["check"]);
    let text = said(&run);
    assert_eq!(run.status.code(), Some(0), "{text}");
    assert!(
        text.contains(&format!(
            "ok: the SMTP server {}:25 on this machine answers (with STARTTLS when it offers it)",
            env.host
        )),
        "{text}"
    );
    assert!(
        text.contains(&format!("ok: {} owns the database", env.pipe_user)),
        "{text}"
    );
    assert!(
        text.contains(&format!("flags=DRX user={} argv=", env.pipe_user)),
        "{text}"
    );

    let pw = referee.password_file("referee.pw", &env.referee.1);
    let wrong = referee.password_file("wrong.pw", "not-the-password");
    let port = env.submission_port.to_string();
    let login = |pw: &str| {
        referee.try_run(&[
            "check",
            "--smtp-host",
            env.tls_host.as_str(),
            "--smtp-port",
            port.as_str(),
            "--smtp-tls",
            "starttls",
            "--smtp-user",
            env.referee.0.as_str(),
            "--smtp-password-file",
            pw,
        ])
    };
    let good = login(&pw);
    assert_eq!(good.status.code(), Some(0), "{}", said(&good));
    assert!(
        said(&good).contains(&format!(
            "ok: the SMTP server {}:{port} answers (tls = starttls)",
            env.tls_host
        )),
        "{}",
        said(&good)
    );
    let bad = login(&wrong);
    assert_eq!(bad.status.code(), Some(75), "{}", said(&bad));
    assert!(
        said(&bad).contains(&format!(
            "problem: the SMTP server {}:{port} does not answer as `send` needs it to",
            env.tls_host
        )),
        "{}",
        said(&bad)
    );

    referee.config("sendmail = \"/usr/sbin/sendmail\"\n");
    let run = referee.try_run(&["check"]);
    assert_eq!(run.status.code(), Some(0), "{}", said(&run));
    assert!(said(&run).contains("ok: /usr/sbin/sendmail runs"), "{}", said(&run));
}
