//! Blind mode, the player's tools: `seal`, `open`, `reveal` and `view`, as
//! library calls and as the real binary; and the blind-mode test vectors of
//! `docs/PROTOCOL.md` (section 10).

use std::process::Command;

use estafette::games::lattaque::{BlindBoard, Options};
use estafette::games::Side;
use estafette::player::{self, SealRequest};
use estafette::protocol::blind::{self, Secret};
use estafette::protocol::{parse_open_line, Opening};

const PROTOCOL_MD: &str = include_str!("../../docs/PROTOCOL.md");

/// The army of the test vectors (South), as a player writes it.
const ARMY: &str = "2 2 7 M 2 10 M 2 3\n6 5 9 2 4 S 2 6 3\n8 3 M 6 5 7 3 4 4\n5 F M 8 6 4 2 5 2\n";

fn request(game: &str) -> SealRequest {
    SealRequest {
        game: game.into(),
        side: "south".into(),
        turn: "first".into(),
        setup: ARMY.into(),
        variant: None,
        sets: Vec::new(),
    }
}

fn vector_secret() -> Secret {
    crate::common::seal_v1(&request("lattaque-1"), std::array::from_fn(|i| i as u8))
}

fn bin() -> Command {
    crate::common::estafette_bin()
}

/// The lines `docs/PROTOCOL.md` quotes as the blind-mode vectors.
fn vector_lines(s: &Secret) -> Vec<String> {
    let mut lines: Vec<String> = s.commit_message().lines().map(String::from).collect();
    lines.extend(
        s.open_lines(&["b1".into(), "f4".into()])
            .unwrap()
            .lines()
            .map(String::from),
    );
    lines.extend(s.reveal_message().lines().map(String::from));
    lines
}

#[test]
fn protocol_md_quotes_the_blind_vectors() {
    let s = vector_secret();
    let lines = vector_lines(&s);
    assert_eq!(lines.len(), 38 + 2 + 5);
    assert_eq!(
        lines[0],
        "commit ce457700e83076c1f068bf8104c10e061da2ba9f395367ec420a13f1ab4366c7"
    );
    assert_eq!(lines[37], "options gibson-1925");
    // The salt of b1 is the salt[1] of the commitment vectors (same seed, game, side).
    assert!(lines[38].ends_with("e11b2b21a3583e082f98446b6160573ae0006b99a3da365129c1734f41bdc66c"));
    let doc: Vec<&str> = PROTOCOL_MD.lines().map(str::trim_end).collect();
    for l in &lines {
        assert!(
            doc.contains(&l.as_str()),
            "docs/PROTOCOL.md does not quote the line: {l}"
        );
    }
    // The quoted block is exactly these lines, in this order.
    let start = doc.iter().position(|l| *l == lines[0]).unwrap();
    assert_eq!(
        &doc[start..start + 38],
        &lines[..38].iter().map(String::as_str).collect::<Vec<_>>()[..]
    );
}

#[test]
fn seal_open_verify_round_trip() {
    let s = vector_secret();
    let c = blind::parse_commit_message(&s.commit_message(), "lattaque-1", 1, Side::First).unwrap();
    let every: Vec<String> = s.army.pieces.iter().map(|(sq, _)| sq.to_string()).collect();
    let lines = s.open_lines(&every).unwrap();
    assert_eq!(lines.lines().count(), 36);
    for line in lines.lines() {
        let ol = parse_open_line(line).unwrap();
        let sq = blind::square_byte(ol.sq).unwrap();
        let rank = estafette::games::lattaque::Rank::parse(ol.rank).unwrap().byte();
        assert!(
            c.verify_opening(&Opening {
                sq,
                rank,
                salt: ol.salt
            }),
            "{line}"
        );
        // Any other rank with that salt does not open the leaf.
        let other = if rank == 12 { 11 } else { rank + 1 };
        assert!(
            !c.verify_opening(&Opening {
                sq,
                rank: other,
                salt: ol.salt
            }),
            "{line}"
        );
    }
    let (seed, army) = blind::parse_reveal(&s.reveal_message()).unwrap();
    let back = blind::check_reveal(
        "lattaque-1",
        1,
        Side::First,
        &Options::default(),
        &c.root,
        c.key.as_ref(),
        &seed,
        &army,
    )
    .unwrap();
    assert_eq!(back, s.army);
}

#[test]
fn seal_refuses_bad_requests() {
    let seed = [3u8; 32];
    let mut r = request("lattaque-1");
    r.setup = ARMY.replace("S", "2");
    assert!(player::build_secret(&r, seed).unwrap_err().contains("not valid"));
    let r = request("Bad Game");
    assert!(player::build_secret(&r, seed).is_err());
    let mut r = request("lattaque-1");
    r.turn = "maybe".into();
    assert!(player::build_secret(&r, seed).is_err());
    // The Flag on c4 breaks the Gibson flag rule, not the standard variant.
    let mut r = request("lattaque-1");
    r.setup = "2 2 F M 2 10 M 2 3\n6 5 9 2 4 S 2 6 3\n8 3 M 6 5 7 3 4 4\n5 7 M 8 6 4 2 5 2\n".into();
    assert!(player::build_secret(&r, seed).unwrap_err().contains("Flag"));
    r.variant = Some("standard".into());
    assert!(player::build_secret(&r, seed).is_ok());
}

#[test]
fn the_binary_seals_once_opens_reveals_and_views() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("army.txt"), ARMY).unwrap();
    let seal = || {
        bin()
            .current_dir(dir.path())
            .args(["seal", "lattaque-9", "south", "army.txt", "--turn", "second"])
            .output()
            .unwrap()
    };
    let o = seal();
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let message = String::from_utf8(o.stdout).unwrap();
    let path = dir.path().join("lattaque-9-south.secret.json");
    let before = std::fs::read(&path).unwrap();
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        assert_eq!(std::fs::metadata(&path).unwrap().permissions().mode() & 0o777, 0o600);
    }
    let c = blind::parse_commit_message(&message, "lattaque-9", 2, Side::First).unwrap();
    // Sealing the same game and side again is refused; the file is untouched.
    let o = seal();
    assert_eq!(o.status.code(), Some(73));
    assert!(String::from_utf8_lossy(&o.stderr).contains("already exists"));
    assert_eq!(std::fs::read(&path).unwrap(), before);

    let o = bin()
        .current_dir(dir.path())
        .args(["open", "lattaque-9-south.secret.json", "f4", "B1"])
        .output()
        .unwrap();
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let out = String::from_utf8(o.stdout).unwrap();
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 2);
    assert!(
        lines[0].starts_with("open f4 10 ") && lines[1].starts_with("open b1 F "),
        "{out}"
    );
    for line in lines {
        let ol = parse_open_line(line).unwrap();
        let sq = blind::square_byte(ol.sq).unwrap();
        let rank = estafette::games::lattaque::Rank::parse(ol.rank).unwrap().byte();
        assert!(c.verify_opening(&Opening {
            sq,
            rank,
            salt: ol.salt
        }));
    }
    let o = bin()
        .current_dir(dir.path())
        .args(["open", "lattaque-9-south.secret.json", "a9"])
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(64));

    let o = bin()
        .current_dir(dir.path())
        .args(["reveal", "lattaque-9-south.secret.json"])
        .output()
        .unwrap();
    assert!(o.status.success());
    let (seed, army) = blind::parse_reveal(&String::from_utf8(o.stdout).unwrap()).unwrap();
    blind::check_reveal(
        "lattaque-9",
        2,
        Side::First,
        &Options::default(),
        &c.root,
        c.key.as_ref(),
        &seed,
        &army,
    )
    .unwrap();

    // A mail from the referee with a Position: line: b4 moved to b5 and the
    // North piece from e7 was opened as a Scout.
    let n = "n?,n?,n?,n?,n?,n?,n?,n?,n?";
    let so = "s?,s?,s?,s?,s?,s?,s?,s?,s?";
    let text = format!(
        "lattaque {} north 1 {n}/{n}/{n}/n?,n?,n?,n?,n2*,n?,n?,n?,n?/9/1,s?@b4,7/s?,1,s?,s?,s?,s?,s?,s?,s?/{so}/{so}/{so}",
        Options::default().to_text()
    );
    let board = BlindBoard::from_text(&text).unwrap();
    let line = blind::position_line(&board);
    let mail = format!(
        "From: referee@example.net\r\nTo: a@example.net\r\nSubject: x\r\nMIME-Version: 1.0\r\nContent-Type: text/plain\r\n\r\nYour move.\r\n{line}\r\nLog-Head: lattaque-9 5 {}\r\n",
        "0".repeat(64)
    );
    std::fs::write(dir.path().join("last.eml"), mail).unwrap();
    let o = bin()
        .current_dir(dir.path())
        .args(["view", "lattaque-9-south.secret.json", "last.eml"])
        .output()
        .unwrap();
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let out = String::from_utf8(o.stdout).unwrap();
    assert!(out.contains("you are South"), "{out}");
    assert!(!out.contains("warning"), "{out}");
    // Rank 5 shows the South piece from b4 (a 5) on b5, North's Scout, and
    // North's unknown pieces.
    let rank5 = out.lines().find(|l| l.trim_start().starts_with("5 ")).unwrap();
    assert!(rank5.contains(" 5"), "{out}");
    assert!(out.contains("*2") && out.contains("*?"), "{out}");
    let o = bin()
        .current_dir(dir.path())
        .args(["view", "lattaque-9-south.secret.json", "army.txt"])
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(65));
}

/// Prints the vector lines (run with `--nocapture --ignored` to regenerate
/// the block in docs/PROTOCOL.md).
#[test]
#[ignore = "prints the test vectors of docs/PROTOCOL.md section 5 (checked by the tests above); run with --ignored --nocapture to regenerate them"]
fn print_vectors() {
    for l in vector_lines(&vector_secret()) {
        println!("{l}");
    }
}

#[test]
fn protocol_md_quotes_an_opened_event() {
    use estafette::referee::event::{Event, Opening as Rec};
    let s = vector_secret();
    let line = s.open_lines(&["b1".into()]).unwrap();
    let op = estafette::referee::blind::parse_open(line.trim()).unwrap();
    let rec: Rec = estafette::referee::blind::opening_record(&op);
    let ev = Event::Opened {
        side: 1,
        openings: vec![rec],
        at: 1795003600,
    };
    let bytes = String::from_utf8(ev.to_bytes()).unwrap();
    assert!(
        PROTOCOL_MD.lines().any(|l| l.trim() == bytes),
        "docs/PROTOCOL.md does not quote {bytes}"
    );
}
