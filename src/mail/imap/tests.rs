//! The IMAP client against scripted fake servers.
use super::*;
use super::{command::*, connect::*, response::*, session::*};
use std::io::{self, BufRead, BufReader};
use std::io::{Read, Write};
use std::net::TcpListener;
use std::net::TcpStream;
use std::thread::JoinHandle;
use std::time::Duration;

/// One step of a scripted fake server.
enum Step {
    /// Write these bytes.
    Send(Vec<u8>),
    /// Read one line from the client; it must be exactly this.
    Expect(String),
    /// Read exactly these bytes from the client.
    ExpectBytes(Vec<u8>),
    /// Close the connection here.
    Hang,
    /// Accept and say nothing until the client gives up.
    Silent,
}

fn send(s: impl AsRef<[u8]>) -> Step {
    Step::Send(s.as_ref().to_vec())
}

fn expect(s: &str) -> Step {
    Step::Expect(s.to_string())
}

/// A fake IMAP server on a loopback port that plays `steps` with one
/// client and reports the first difference from the script.
fn serve(steps: Vec<Step>) -> (u16, JoinHandle<Result<(), String>>) {
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let port = listener.local_addr().unwrap().port();
    let h = std::thread::spawn(move || -> Result<(), String> {
        let (sock, _) = listener.accept().map_err(|e| e.to_string())?;
        sock.set_read_timeout(Some(Duration::from_secs(10))).unwrap();
        let mut w = sock.try_clone().unwrap();
        let mut r = BufReader::new(sock);
        for (i, step) in steps.into_iter().enumerate() {
            match step {
                Step::Send(b) => w.write_all(&b).map_err(|e| format!("step {i}: {e}"))?,
                Step::Expect(want) => {
                    let mut line = Vec::new();
                    r.read_until(b'\n', &mut line).map_err(|e| format!("step {i}: {e}"))?;
                    let got = String::from_utf8_lossy(&line);
                    if got != format!("{want}\r\n") {
                        return Err(format!("step {i}: expected {want:?}, got {got:?}"));
                    }
                }
                Step::ExpectBytes(want) => {
                    let mut got = vec![0u8; want.len()];
                    r.read_exact(&mut got).map_err(|e| format!("step {i}: {e}"))?;
                    if got != want {
                        return Err(format!(
                            "step {i}: expected {:?}, got {:?}",
                            String::from_utf8_lossy(&want),
                            String::from_utf8_lossy(&got)
                        ));
                    }
                }
                Step::Hang => return Ok(()),
                Step::Silent => {
                    let mut sink = Vec::new();
                    let _ = r.read_to_end(&mut sink);
                    return Ok(());
                }
            }
        }
        // The client must not send anything more; it may close.
        let mut rest = Vec::new();
        let _ = r.read_to_end(&mut rest);
        if rest.is_empty() {
            Ok(())
        } else {
            Err(format!(
                "unexpected bytes after the script: {:?}",
                String::from_utf8_lossy(&rest)
            ))
        }
    });
    (port, h)
}

fn cfg(port: u16) -> ImapConfig {
    ImapConfig {
        host: "127.0.0.1".into(),
        port,
        tls: ImapTls::Plain,
        user: "referee@example.net".into(),
        password: "s3cret".into(),
        mailbox: "INBOX".into(),
        after: ImapAfter::Flag,
        timeout: Duration::from_secs(5),
        max_message_bytes: 10 << 20,
    }
}

const GREETING: &str = "* OK [CAPABILITY IMAP4rev1 LITERAL+ STARTTLS] ready\r\n";

/// Greeting, login, select: the steps every session starts with.
fn opening(caps: &str) -> Vec<Step> {
    vec![
        send(GREETING),
        expect("A1 LOGIN \"referee@example.net\" \"s3cret\""),
        send(format!("A1 OK [CAPABILITY IMAP4rev1 {caps}] Logged in\r\n")),
        expect("A2 SELECT \"INBOX\""),
        send("* 3 EXISTS\r\n* 0 RECENT\r\n* FLAGS (\\Seen \\Deleted)\r\n* OK [UIDVALIDITY 7] ok\r\nA2 OK [READ-WRITE] Select completed\r\n"),
    ]
}

fn fetch_answer(tag: &str, seq: u32, uid: u32, body: &[u8]) -> Vec<u8> {
    let mut v = format!("* {seq} FETCH (UID {uid} BODY[] {{{}}}\r\n", body.len()).into_bytes();
    v.extend_from_slice(body);
    v.extend_from_slice(format!(" FLAGS (\\Recent))\r\n{tag} OK Fetch completed\r\n").as_bytes());
    v
}

/// Several `FETCH` answers to one command, then its tagged `OK`.
fn fetch_many(tag: &str, messages: &[(u32, u32, &[u8])]) -> Vec<u8> {
    let mut v = Vec::new();
    for (seq, uid, body) in messages {
        v.extend_from_slice(format!("* {seq} FETCH (UID {uid} BODY[] {{{}}}\r\n", body.len()).as_bytes());
        v.extend_from_slice(body);
        v.extend_from_slice(b")\r\n");
    }
    v.extend_from_slice(format!("{tag} OK Fetch completed\r\n").as_bytes());
    v
}

/// The answer to `UID FETCH set (RFC822.SIZE)`.
fn sizes(tag: &str, messages: &[(u32, u32, u64)]) -> Step {
    let mut v = String::new();
    for (seq, uid, size) in messages {
        v.push_str(&format!("* {seq} FETCH (UID {uid} RFC822.SIZE {size})\r\n"));
    }
    v.push_str(&format!("{tag} OK Fetch completed\r\n"));
    Step::Send(v.into_bytes())
}

/// Message bodies that would trip a line-based reader.
fn tricky(n: u8) -> Vec<u8> {
    let mut m = format!("From: alice@example.org\r\nSubject: move {n}\r\n\r\nb2-b3\r\nA4 OK this line is not a response\r\n{{5}}\r\n* 9 FETCH (UID 1)\r\n)\r\n").into_bytes();
    m.extend_from_slice(b"bare LF\nno final newline, 8-bit: \xc3\xa9");
    m
}

/// A store's failure as a handler's typed sentence.
fn store_fault(error: &str) -> Inner {
    Inner::of(&crate::store::StoreFault::Sqlite { error: error.into() })
}

/// An intake that records what it is asked, and can refuse to commit.
struct Recorder {
    log: Vec<String>,
    commit_fails: bool,
}

impl Intake for Recorder {
    fn take(&mut self, raw: &[u8]) -> Result<(), Inner> {
        self.log.push(format!("take {}", raw.len()));
        Ok(())
    }
    fn commit(&mut self) -> Result<(), Inner> {
        self.log.push("commit".into());
        if self.commit_fails {
            return Err(store_fault("database or disk is full"));
        }
        Ok(())
    }
}

#[test]
fn a_grouped_poll_commits_before_it_marks_each_group() {
    let (m1, m2, m3) = (b"one".to_vec(), b"two!".to_vec(), b"three".to_vec());
    let mut steps = opening("UIDPLUS MOVE");
    steps.extend([
        expect("A3 UID SEARCH UNSEEN UNDELETED"),
        send("* SEARCH 11 12 13\r\nA3 OK Search completed\r\n"),
        // Their sizes first, then each group (a batch) in one fetch.
        expect("A4 UID FETCH 11:13 (RFC822.SIZE)"),
        sizes("A4", &[(1, 11, 3), (2, 12, 4), (3, 13, 5)]),
        expect("A5 UID FETCH 11:12 (BODY.PEEK[]<0.10485761>)"),
        Step::Send(fetch_many("A5", &[(1, 11, &m1), (2, 12, &m2)])),
        // The first two are committed, then marked in one command.
        expect("A6 UID STORE 11:12 +FLAGS.SILENT (\\Seen)"),
        send("A6 OK Store completed\r\n"),
        expect("A7 UID FETCH 13 (BODY.PEEK[]<0.10485761>)"),
        Step::Send(fetch_answer("A7", 3, 13, &m3)),
        expect("A8 UID STORE 13 +FLAGS.SILENT (\\Seen)"),
        send("A8 OK Store completed\r\n"),
        expect("A9 LOGOUT"),
        send("* BYE logging out\r\nA9 OK Logout completed\r\n"),
    ]);
    let (port, server) = serve(steps);
    let mut intake = Recorder {
        log: Vec::new(),
        commit_fails: false,
    };
    let n = poll_grouped(&cfg(port), 2, &mut intake).unwrap();
    server.join().unwrap().unwrap();
    assert_eq!(n, 3);
    assert_eq!(intake.log, ["take 3", "take 4", "commit", "take 5", "commit"]);
}

#[test]
fn uid_sets_join_runs_into_ranges() {
    assert_eq!(uid_set(&[]), "");
    assert_eq!(uid_set(&[5]), "5");
    assert_eq!(uid_set(&[1, 2, 3, 5, 7, 8]), "1:3,5,7:8");
    assert_eq!(uid_set(&[9, 11, 13]), "9,11,13");
    assert_eq!(
        uid_set(&[u32::MAX - 1, u32::MAX]),
        format!("{}:{}", u32::MAX - 1, u32::MAX)
    );
}

#[test]
fn a_group_is_moved_in_one_command_and_copied_deleted_and_expunged_in_one_each() {
    for moves in [true, false] {
        let mut steps = opening(if moves { "UIDPLUS MOVE" } else { "UIDPLUS" });
        steps.extend([
            expect("A3 UID SEARCH UNSEEN UNDELETED"),
            send("* SEARCH 7 8 10\r\nA3 OK\r\n"),
            expect("A4 UID FETCH 7:8,10 (RFC822.SIZE)"),
            sizes("A4", &[(1, 7, 1), (2, 8, 1), (3, 10, 1)]),
            expect("A5 UID FETCH 7:8,10 (BODY.PEEK[]<0.10485761>)"),
            Step::Send(fetch_many("A5", &[(1, 7, b"a"), (2, 8, b"b"), (3, 10, b"c")])),
            expect("A6 UID STORE 7:8,10 +FLAGS.SILENT (\\Seen)"),
            send("A6 OK\r\n"),
        ]);
        if moves {
            steps.extend([
                expect("A7 UID MOVE 7:8,10 \"Processed\""),
                send("* 1 EXPUNGE\r\n* 1 EXPUNGE\r\n* 1 EXPUNGE\r\nA7 OK moved\r\n"),
                expect("A8 LOGOUT"),
                send("* BYE\r\nA8 OK\r\n"),
            ]);
        } else {
            steps.extend([
                expect("A7 UID COPY 7:8,10 \"Processed\""),
                send("A7 OK copied\r\n"),
                expect("A8 UID STORE 7:8,10 +FLAGS.SILENT (\\Deleted)"),
                send("A8 OK\r\n"),
                expect("A9 UID EXPUNGE 7:8,10"),
                send("* 1 EXPUNGE\r\n* 1 EXPUNGE\r\n* 1 EXPUNGE\r\nA9 OK\r\n"),
                expect("A10 LOGOUT"),
                send("* BYE\r\nA10 OK\r\n"),
            ]);
        }
        let (port, server) = serve(steps);
        let mut c = cfg(port);
        c.after = ImapAfter::Move("Processed".into());
        let mut intake = Recorder {
            log: Vec::new(),
            commit_fails: false,
        };
        assert_eq!(poll_grouped(&c, 25, &mut intake).unwrap(), 3);
        server.join().unwrap().unwrap();
        assert_eq!(intake.log, ["take 1", "take 1", "take 1", "commit"]);
    }
}

#[test]
fn fetch_groups_stay_under_the_byte_budget_and_skip_messages_gone_meanwhile() {
    let mut steps = opening("UIDPLUS MOVE");
    let five_mib = 5u64 << 20;
    steps.extend([
        expect("A3 UID SEARCH UNSEEN UNDELETED"),
        send("* SEARCH 1 2 3 4 5\r\nA3 OK\r\n"),
        expect("A4 UID FETCH 1:5 (RFC822.SIZE)"),
        // 4 is not told (expunged by another client meanwhile): counted
        // as the largest a message may be, so it is fetched alone.
        sizes("A4", &[(1, 1, five_mib), (2, 2, five_mib), (3, 3, 10), (5, 5, 10)]),
        expect("A5 UID FETCH 1 (BODY.PEEK[]<0.10485761>)"),
        Step::Send(fetch_many("A5", &[(1, 1, b"a")])),
        expect("A6 UID FETCH 2:3 (BODY.PEEK[]<0.10485761>)"),
        Step::Send(fetch_many("A6", &[(2, 2, b"b"), (3, 3, b"c")])),
        expect("A7 UID FETCH 4 (BODY.PEEK[]<0.10485761>)"),
        // Gone: no FETCH answer for it.
        send("A7 OK Fetch completed\r\n"),
        expect("A8 UID FETCH 5 (BODY.PEEK[]<0.10485761>)"),
        Step::Send(fetch_many("A8", &[(4, 5, b"e")])),
        expect("A9 UID STORE 1:3,5 +FLAGS.SILENT (\\Seen)"),
        send("A9 OK\r\n"),
        expect("A10 LOGOUT"),
        send("* BYE\r\nA10 OK\r\n"),
    ]);
    let (port, server) = serve(steps);
    let mut intake = Recorder {
        log: Vec::new(),
        commit_fails: false,
    };
    assert_eq!(poll_grouped(&cfg(port), 25, &mut intake).unwrap(), 4);
    server.join().unwrap().unwrap();
    assert_eq!(intake.log, ["take 1", "take 1", "take 1", "take 1", "commit"]);
}

#[test]
fn a_failed_commit_marks_nothing_of_its_group() {
    let mut steps = opening("UIDPLUS MOVE");
    steps.extend([
        expect("A3 UID SEARCH UNSEEN UNDELETED"),
        send("* SEARCH 11 12\r\nA3 OK Search completed\r\n"),
        expect("A4 UID FETCH 11:12 (RFC822.SIZE)"),
        sizes("A4", &[(1, 11, 3), (2, 12, 3)]),
        expect("A5 UID FETCH 11:12 (BODY.PEEK[]<0.10485761>)"),
        Step::Send(fetch_many("A5", &[(1, 11, b"one"), (2, 12, b"two")])),
        // No STORE: the session ends with both unseen.
        expect("A6 LOGOUT"),
        send("* BYE logging out\r\nA6 OK Logout completed\r\n"),
    ]);
    let (port, server) = serve(steps);
    let mut intake = Recorder {
        log: Vec::new(),
        commit_fails: true,
    };
    let err = poll_grouped(&cfg(port), 5, &mut intake).unwrap_err();
    server.join().unwrap().unwrap();
    assert!(err.temporary);
    assert!(
        err.message
            .contains("committing 2 message(s) failed (database: database or disk is full)"),
        "{}",
        err.message
    );
    assert_eq!(intake.log, ["take 3", "take 3", "commit"]);
}

#[test]
fn flags_each_message_only_after_the_handler_took_it() {
    let (m1, m2) = (tricky(1), tricky(2));
    let mut steps = opening("UIDPLUS MOVE");
    steps.extend([
        expect("A3 UID SEARCH UNSEEN UNDELETED"),
        send("* SEARCH 12 10\r\nA3 OK Search completed\r\n"),
        expect("A4 UID FETCH 10 (BODY.PEEK[]<0.10485761>)"),
        Step::Send(fetch_answer("A4", 1, 10, &m1)),
        expect("A5 UID STORE 10 +FLAGS.SILENT (\\Seen)"),
        send("A5 OK Store completed\r\n"),
        expect("A6 UID FETCH 12 (BODY.PEEK[]<0.10485761>)"),
        // An unsolicited update for another message comes first.
        send("* 1 FETCH (FLAGS (\\Seen))\r\n"),
        Step::Send(fetch_answer("A6", 2, 12, &m2)),
        expect("A7 UID STORE 12 +FLAGS.SILENT (\\Seen)"),
        send("A7 OK Store completed\r\n"),
        expect("A8 LOGOUT"),
        send("* BYE logging out\r\nA8 OK Logout completed\r\n"),
    ]);
    let (port, server) = serve(steps);
    let mut got = Vec::new();
    let n = poll(&cfg(port), &mut |raw| {
        got.push(raw.to_vec());
        Ok(())
    })
    .unwrap();
    server.join().unwrap().unwrap();
    assert_eq!(n, 2);
    assert_eq!(
        got,
        vec![m1, m2],
        "each message handed over byte for byte, oldest UID first"
    );
}

#[test]
fn a_failing_handler_leaves_its_message_unseen() {
    let mut steps = opening("UIDPLUS");
    steps.extend([
        expect("A3 UID SEARCH UNSEEN UNDELETED"),
        send("* SEARCH 4 5\r\nA3 OK done\r\n"),
        expect("A4 UID FETCH 4 (BODY.PEEK[]<0.10485761>)"),
        Step::Send(fetch_answer("A4", 1, 4, b"first")),
        // No STORE for UID 4.
        expect("A5 UID FETCH 5 (BODY.PEEK[]<0.10485761>)"),
        Step::Send(fetch_answer("A5", 2, 5, b"second")),
        expect("A6 UID STORE 5 +FLAGS.SILENT (\\Seen)"),
        send("A6 OK\r\n"),
        expect("A7 LOGOUT"),
        send("* BYE\r\nA7 OK\r\n"),
    ]);
    let (port, server) = serve(steps);
    let err = poll(&cfg(port), &mut |raw| {
        if raw == b"first" {
            Err(store_fault("database is locked"))
        } else {
            Ok(())
        }
    })
    .unwrap_err();
    server.join().unwrap().unwrap();
    assert!(err.temporary);
    assert!(
        err.message.contains("1 message(s) taken in; 1 left unseen"),
        "{}",
        err.message
    );
    assert!(
        err.message.contains("UID 4: database: database is locked"),
        "{}",
        err.message
    );
    // The handler's sentence is nested whole, for the operator's language.
    let fr = crate::views::words::reason(
        crate::views::Lang::Fr,
        estafette_core::games::any::GameKind::Lattaque,
        &err.reason,
    );
    let inner = store_fault("database is locked");
    let inner_fr = crate::views::words::reason(
        crate::views::Lang::Fr,
        estafette_core::games::any::GameKind::Lattaque,
        &inner.reason,
    );
    assert!(fr.contains(&format!("UID 4 : {inner_fr}")), "{fr}");
}

#[test]
fn nothing_unseen_means_nothing_fetched() {
    let mut steps = opening("");
    steps.extend([
        expect("A3 UID SEARCH UNSEEN UNDELETED"),
        send("* SEARCH\r\nA3 OK done\r\n"),
        expect("A4 LOGOUT"),
        send("* BYE\r\nA4 OK\r\n"),
    ]);
    let (port, server) = serve(steps);
    let n = poll(&cfg(port), &mut |_| panic!("nothing to handle")).unwrap();
    server.join().unwrap().unwrap();
    assert_eq!(n, 0);
}

#[test]
fn moves_with_move_when_the_server_has_it() {
    let mut steps = opening("MOVE UIDPLUS");
    steps.extend([
        expect("A3 UID SEARCH UNSEEN UNDELETED"),
        send("* SEARCH 3\r\nA3 OK\r\n"),
        expect("A4 UID FETCH 3 (BODY.PEEK[]<0.10485761>)"),
        Step::Send(fetch_answer("A4", 1, 3, b"m")),
        expect("A5 UID STORE 3 +FLAGS.SILENT (\\Seen)"),
        send("A5 OK\r\n"),
        expect("A6 UID MOVE 3 \"Done/R&AOk-f&AOk-r&AOk- &- co\""),
        send("A6 NO [TRYCREATE] no such mailbox\r\n"),
        expect("A7 CREATE \"Done/R&AOk-f&AOk-r&AOk- &- co\""),
        send("A7 OK created\r\n"),
        expect("A8 UID MOVE 3 \"Done/R&AOk-f&AOk-r&AOk- &- co\""),
        send("* OK [COPYUID 1 3 1] moved\r\n* 1 EXPUNGE\r\nA8 OK Move completed\r\n"),
        expect("A9 LOGOUT"),
        send("* BYE\r\nA9 OK\r\n"),
    ]);
    let (port, server) = serve(steps);
    let mut c = cfg(port);
    c.after = ImapAfter::Move("Done/Référé & co".into());
    let n = poll(&c, &mut |_| Ok(())).unwrap();
    server.join().unwrap().unwrap();
    assert_eq!(n, 1);
}

#[test]
fn moves_with_copy_delete_and_expunge_otherwise() {
    for uidplus in [true, false] {
        let mut steps = opening(if uidplus { "UIDPLUS" } else { "" });
        steps.extend([
            expect("A3 UID SEARCH UNSEEN UNDELETED"),
            send("* SEARCH 8\r\nA3 OK\r\n"),
            expect("A4 UID FETCH 8 (BODY.PEEK[]<0.10485761>)"),
            Step::Send(fetch_answer("A4", 1, 8, b"m")),
            expect("A5 UID STORE 8 +FLAGS.SILENT (\\Seen)"),
            send("A5 OK\r\n"),
            expect("A6 UID COPY 8 \"Processed\""),
            send("A6 OK copied\r\n"),
            expect("A7 UID STORE 8 +FLAGS.SILENT (\\Deleted)"),
            send("A7 OK\r\n"),
            expect(if uidplus { "A8 UID EXPUNGE 8" } else { "A8 EXPUNGE" }),
            send("* 1 EXPUNGE\r\nA8 OK\r\n"),
            expect("A9 LOGOUT"),
            send("* BYE\r\nA9 OK\r\n"),
        ]);
        let (port, server) = serve(steps);
        let mut c = cfg(port);
        c.after = ImapAfter::Move("Processed".into());
        assert_eq!(poll(&c, &mut |_| Ok(())).unwrap(), 1);
        server.join().unwrap().unwrap();
    }
}

#[test]
fn awkward_credentials_go_quoted_or_as_literals() {
    let password = "pa\"ss\\wörd";
    let steps = vec![
        send("* OK hello {5}\r\n"), // a status text that merely ends like a literal
        expect("A1 CAPABILITY"),
        send("* CAPABILITY IMAP4rev1 AUTH=PLAIN\r\nA1 OK\r\n"),
        Step::Expect(format!("A2 LOGIN \"q\\\"uote\\\\d\" {{{}}}", password.len())),
        send("+ go ahead\r\n"),
        Step::ExpectBytes(password.as_bytes().to_vec()),
        expect(""),
        send("A2 NO [AUTHENTICATIONFAILED] Authentication failed.\r\n"),
    ];
    let (port, server) = serve(steps);
    let mut c = cfg(port);
    c.user = "q\"uote\\d".into();
    c.password = password.into();
    let err = poll(&c, &mut |_| Ok(())).unwrap_err();
    server.join().unwrap().unwrap();
    assert!(!err.temporary, "a refused login needs the operator");
    assert!(err.message.contains("AUTHENTICATIONFAILED"), "{}", err.message);
    assert!(!err.message.contains(password), "the password is never in a message");
}

#[test]
fn plain_text_only_to_loopback() {
    for host in ["192.0.2.1", "mail.example.org", "10.0.0.1", "::2"] {
        let mut c = cfg(143);
        c.host = host.into();
        let err = poll(&c, &mut |_| Ok(())).unwrap_err();
        assert!(!err.temporary);
        assert!(
            err.message.contains("refusing plain-text IMAP"),
            "{host}: {}",
            err.message
        );
    }
    for host in [
        "localhost",
        "LOCALHOST.",
        "127.0.0.1",
        "127.1.2.3",
        "::1",
        "[::1]",
        "::ffff:127.0.0.1",
    ] {
        assert!(is_loopback_host(host), "{host}");
    }
    for host in ["localhost.example.org", "128.0.0.1", "0.0.0.0", "::", "example"] {
        assert!(!is_loopback_host(host), "{host}");
    }
}

#[test]
fn starttls_is_required_when_asked_for() {
    let steps = vec![send("* OK [CAPABILITY IMAP4rev1 LOGINDISABLED] ready\r\n")];
    let (port, server) = serve(steps);
    let mut c = cfg(port);
    c.tls = ImapTls::StartTls;
    let err = poll(&c, &mut |_| Ok(())).unwrap_err();
    server.join().unwrap().unwrap();
    assert!(!err.temporary);
    assert!(err.message.contains("does not offer STARTTLS"), "{}", err.message);
}

#[test]
fn login_disabled_is_not_bypassed() {
    let steps = vec![send("* OK [CAPABILITY IMAP4rev1 LOGINDISABLED] ready\r\n")];
    let (port, server) = serve(steps);
    let err = poll(&cfg(port), &mut |_| Ok(())).unwrap_err();
    server.join().unwrap().unwrap();
    assert!(err.message.contains("LOGINDISABLED"), "{}", err.message);
}

#[test]
fn a_connection_lost_mid_fetch_marks_nothing() {
    let mut steps = opening("");
    steps.extend([
        expect("A3 UID SEARCH UNSEEN UNDELETED"),
        send("* SEARCH 1\r\nA3 OK\r\n"),
        expect("A4 UID FETCH 1 (BODY.PEEK[]<0.10485761>)"),
        send("* 1 FETCH (UID 1 BODY[] {100}\r\nonly part of it"),
        Step::Hang,
    ]);
    let (port, server) = serve(steps);
    let mut called = false;
    let err = poll(&cfg(port), &mut |_| {
        called = true;
        Ok(())
    })
    .unwrap_err();
    server.join().unwrap().unwrap();
    assert!(err.temporary);
    assert!(!called);
    assert!(err.message.contains("closed the connection"), "{}", err.message);
}

#[test]
fn a_silent_server_times_out() {
    let (port, server) = serve(vec![Step::Silent]);
    let mut c = cfg(port);
    c.timeout = Duration::from_millis(300);
    let t = std::time::Instant::now();
    let err = poll(&c, &mut |_| Ok(())).unwrap_err();
    assert!(err.temporary);
    assert!(err.message.contains("timed out"), "{}", err.message);
    assert!(t.elapsed() < Duration::from_secs(5));
    drop(server);
}

#[test]
fn a_refused_connection_is_temporary() {
    let port = {
        let l = TcpListener::bind("127.0.0.1:0").unwrap();
        l.local_addr().unwrap().port()
    };
    let err = poll(&cfg(port), &mut |_| Ok(())).unwrap_err();
    assert!(err.temporary);
    assert!(err.message.contains("cannot connect"), "{}", err.message);
}

#[test]
fn a_missing_mailbox_is_permanent() {
    let steps = vec![
        send(GREETING),
        expect("A1 LOGIN \"referee@example.net\" \"s3cret\""),
        send("A1 OK Logged in\r\n"),
        expect("A2 CAPABILITY"),
        send("* CAPABILITY IMAP4rev1\r\nA2 OK\r\n"),
        expect("A3 SELECT \"INBOX\""),
        send("A3 NO [NONEXISTENT] Mailbox doesn't exist: INBOX\r\n"),
        expect("A4 LOGOUT"),
        send("* BYE\r\nA4 OK\r\n"),
    ];
    let (port, server) = serve(steps);
    let err = poll(&cfg(port), &mut |_| Ok(())).unwrap_err();
    server.join().unwrap().unwrap();
    assert!(!err.temporary);
    assert!(
        err.message.contains("SELECT refused: NO [NONEXISTENT]"),
        "{}",
        err.message
    );
}

fn raw_of(bytes: &[u8]) -> Raw {
    // Read a response through the real reader from an in-memory server.
    let (port, server) = serve(vec![Step::Send(bytes.to_vec()), Step::Hang]);
    let tcp = TcpStream::connect(("127.0.0.1", port)).unwrap();
    let mut s = Session::new(Stream::Plain(tcp), "test");
    let raw = s.read_response().unwrap();
    server.join().unwrap().unwrap();
    raw
}

#[test]
fn literals_are_read_by_count() {
    let raw = raw_of(b"* 1 FETCH (UID 5 BODY[] {7}\r\nab\r\n)\r\n FLAGS ({2}\r\n\\x))\r\n");
    assert_eq!(raw.chunks.len(), 3);
    assert_eq!(
        raw.literals,
        vec![Literal::Bytes(b"ab\r\n)\r\n".to_vec()), Literal::Bytes(b"\\x".to_vec())]
    );
    assert_eq!(
        parse_response(&raw).unwrap(),
        Resp::Fetch {
            uid: Some(5),
            body: Some(Value::Bytes(b"ab\r\n)\r\n".to_vec())),
            size: None
        }
    );
}

#[test]
fn status_lines_never_announce_literals() {
    for line in [
        "* OK [ALERT] size {3}\r\n",
        "A1 NO bad {3}\r\n",
        "+ send {3}\r\n",
        "* BYE {1}\r\n",
    ] {
        let raw = raw_of(line.as_bytes());
        assert_eq!(raw.chunks.len(), 1, "{line}");
        assert!(raw.literals.is_empty(), "{line}");
    }
}

#[test]
fn fetch_values_in_every_form() {
    let parse = |s: &str| {
        parse_response(&Raw {
            chunks: vec![s.as_bytes().to_vec()],
            literals: vec![],
        })
        .unwrap()
    };
    assert_eq!(
        parse("* 2 FETCH (BODY[] \"a \\\"q\\\" \\\\ b\" UID 9)"),
        Resp::Fetch {
            uid: Some(9),
            body: Some(Value::Bytes(b"a \"q\" \\ b".to_vec())),
            size: None
        }
    );
    assert_eq!(
        parse("* 2 FETCH (UID 9 BODY[] NIL)"),
        Resp::Fetch {
            uid: Some(9),
            body: Some(Value::Nil),
            size: None
        }
    );
    assert_eq!(
        parse("* 2 FETCH (UID 9 BODY[HEADER.FIELDS (FROM TO)] \"x\" FLAGS (\\Seen $Junk))"),
        Resp::Fetch {
            uid: Some(9),
            body: None,
            size: None
        }
    );
    assert_eq!(
        parse("* 2 FETCH (FLAGS (\\Seen))"),
        Resp::Fetch {
            uid: None,
            body: None,
            size: None
        }
    );
    assert_eq!(parse("* SEARCH 3 1 2"), Resp::Search(vec![3, 1, 2]));
    assert_eq!(parse("* 4 EXISTS"), Resp::Other);
    let fault = |line: &[u8]| {
        parse_response(&Raw {
            chunks: vec![line.to_vec()],
            literals: vec![],
        })
        .unwrap_err()
    };
    use crate::mail::response_fault::ResponseFault as F;
    assert_eq!(fault(b"* 2 FETCH (UID"), F::UnclosedParenthesis);
    assert_eq!(fault(b"* 2 FETCH"), F::EndedEarly);
    assert_eq!(fault(b"* 2 FETCH (UID x)"), F::BadUid { uid: "x".into() });
    assert_eq!(fault(b"* SEARCH 1 -2"), F::SearchNumber { word: "-2".into() });
    assert_eq!(fault(b"* 1 FETCH (BODY[] {3}"), F::LiteralMissing);
    let deep = format!("* 1 FETCH {}", "(".repeat(100));
    assert_eq!(fault(deep.as_bytes()), F::TooDeep);
    assert_eq!(
        fault(b"A4 FETCH (UID 1)"),
        F::UnexpectedTagged {
            tag: "A4".into(),
            word: "FETCH".into()
        }
    );
    assert_eq!(fault(b"* 1 FETCH (UID 1 BODY[] \"ab"), F::UnclosedQuote);
    assert_eq!(fault(b"* 1 FETCH UID"), F::FetchNoList);
    assert_eq!(fault(b"* 1 FETCH (UID)"), F::FetchNoValue { name: "UID".into() });
    assert_eq!(fault(b"* 1 FETCH (RFC822.SIZE 12k)"), F::BadSize { size: "12k".into() });
    assert_eq!(
        fault(b" "),
        F::ExpectedAtom {
            at: 0,
            line: " ".into()
        }
    );
}

#[test]
fn a_greeting_of_another_kind_is_told_by_its_kind() {
    let (port, server) = serve(vec![send("+ go ahead\r\n"), Step::Hang]);
    let err = poll(&cfg(port), &mut |_| Ok(())).unwrap_err();
    server.join().unwrap().unwrap();
    assert!(err.temporary);
    assert!(
        err.message.ends_with("unexpected greeting: a continuation request"),
        "{}",
        err.message
    );
    assert_eq!(err.reason.code, "system-imap-unexpected-greeting");
}

#[test]
fn too_large_messages_are_skipped_not_taken() {
    let big = vec![b'x'; 3000];
    let mut steps = opening("");
    steps.extend([
        expect("A3 UID SEARCH UNSEEN UNDELETED"),
        send("* SEARCH 1 2\r\nA3 OK\r\n"),
        expect("A4 UID FETCH 1 (BODY.PEEK[]<0.10485761>)"),
        Step::Send(fetch_answer("A4", 1, 1, &big)),
        expect("A5 UID FETCH 2 (BODY.PEEK[]<0.10485761>)"),
        Step::Send(fetch_answer("A5", 2, 2, b"small")),
        expect("A6 UID STORE 2 +FLAGS.SILENT (\\Seen)"),
        send("A6 OK\r\n"),
        expect("A7 LOGOUT"),
        send("* BYE\r\nA7 OK\r\n"),
    ]);
    let (port, server) = serve(steps);
    let c = cfg(port);
    let addrs = resolve(&c).unwrap();
    let mut s = Session::connect(&c, &addrs).unwrap();
    s.max_literal = 1000;
    let mut got = Vec::new();
    let mut take = |raw: &[u8]| {
        got.push(raw.to_vec());
        Ok(())
    };
    let err = s.run_poll(&c, 1, &mut EachAlone(&mut take)).unwrap_err();
    let _ = s.command("LOGOUT", &[Arg::Raw("LOGOUT")]);
    drop(s);
    server.join().unwrap().unwrap();
    assert_eq!(got, vec![b"small".to_vec()]);
    assert!(
        err.message.contains("UID 1: 3000 bytes, over the 1000 byte limit"),
        "{}",
        err.message
    );
}

#[test]
fn mailbox_names_in_modified_utf7() {
    assert_eq!(mailbox_name("INBOX"), "INBOX");
    assert_eq!(mailbox_name("A&B"), "A&-B");
    assert_eq!(mailbox_name("Référé"), "R&AOk-f&AOk-r&AOk-");
    // RFC 3501's own example.
    assert_eq!(
        mailbox_name("~peter/mail/台北/日本語"),
        "~peter/mail/&U,BTFw-/&ZeVnLIqe-"
    );
    assert_eq!(mailbox_name("😀"), "&2D3eAA-");
}

#[test]
fn settings_parse_and_hide_the_password() {
    assert_eq!(ImapTls::parse("STARTTLS"), Some(ImapTls::StartTls));
    assert_eq!(ImapTls::parse("imaps"), Some(ImapTls::Implicit));
    assert_eq!(ImapTls::parse("plain"), Some(ImapTls::Plain));
    assert_eq!(ImapTls::parse("ssl3"), None);
    assert_eq!(ImapTls::Implicit.default_port(), 993);
    let c = ImapConfig::new("imap.example.org", "u", "hunter2");
    assert_eq!((c.port, c.tls, c.mailbox.as_str()), (993, ImapTls::Implicit, "INBOX"));
    assert!(!format!("{c:?}").contains("hunter2"));
    let mut bad = c.clone();
    bad.after = ImapAfter::Move("INBOX".into());
    assert!(!poll(&bad, &mut |_| Ok(())).unwrap_err().temporary);
}

#[test]
fn a_stream_given_up_reads_as_a_closed_connection() {
    let e = io_error("imap.example.org", false, &gone());
    assert!(e.temporary);
    assert_eq!(e.message, "imap.example.org: the connection is closed");
    assert_eq!(e.reason.code, "system-imap-connection-closed");
    let timeout = io_error("imap.example.org", true, &io::Error::from(io::ErrorKind::TimedOut));
    assert_eq!(timeout.reason.code, "system-imap-write-timeout");
}
