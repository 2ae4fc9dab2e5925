//! docs/OPERATING.md's first referee with an MTA pipe, followed as written
//! on a clean folder against the CI's Postfix: the code blocks marked
//! `<!-- recipe: pipe -->` run in order under `sh -e` as root (the state
//! folder, the addresses and the binary on `PATH` swapped for the test's
//! own): the user and the folder, the configuration naming the local relay
//! by its host alone, `init --owner`, `check`, a first game whose
//! invitations go out at once, and a player's answer piped into `ingest`,
//! whose reply reaches the player through Postfix.

use super::{lookup_user, reply_mail, setup, wait_for_reply, wait_until, Env, Player, WAIT};
use estafette::demo::choose_move;
use estafette::referee::{Event, GameState};
use estafette::transcript::Transcript;
use std::os::unix::fs::PermissionsExt;
use std::os::unix::process::CommandExt;
use std::path::Path;
use std::process::{Command, Output};
use std::time::Instant;

const DOC: &str = include_str!("../../../docs/OPERATING.md");
const MARK: &str = "<!-- recipe: pipe -->";

/// The code blocks of `doc` that follow a line `mark`, in order.
fn marked_blocks(doc: &str, mark: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut lines = doc.lines();
    while let Some(line) = lines.next() {
        if line.trim() != mark {
            continue;
        }
        let fence = lines.next().unwrap_or_default();
        assert!(fence.starts_with("```"), "a code block follows {mark}, not {fence:?}");
        let block: Vec<&str> = lines.by_ref().take_while(|l| !l.starts_with("```")).collect();
        out.push(block.join("\n"));
    }
    out
}

/// The folders of one run: the state folder the doc calls
/// `/var/lib/estafette`, the binary's folder and the working folder.
struct Clean {
    _tmp: tempfile::TempDir,
    state: std::path::PathBuf,
    bin: std::path::PathBuf,
    work: std::path::PathBuf,
}

impl Clean {
    fn new() -> Clean {
        let tmp = tempfile::tempdir().unwrap();
        let open = |p: &Path| std::fs::set_permissions(p, std::fs::Permissions::from_mode(0o755)).unwrap();
        open(tmp.path());
        let (bin, work) = (tmp.path().join("bin"), tmp.path().join("work"));
        for d in [&bin, &work] {
            std::fs::create_dir(d).unwrap();
            open(d);
        }
        // The pipe's user runs the binary: a copy it can reach.
        std::fs::copy(env!("CARGO_BIN_EXE_estafette"), bin.join("estafette")).unwrap();
        open(&bin.join("estafette"));
        Clean {
            state: tmp.path().join("state"),
            _tmp: tmp,
            bin,
            work,
        }
    }

    /// A block of the recipe, run by `sh -e` as root in the working folder.
    fn run(&self, block: &str, env: &Env) -> Output {
        let script = block
            .replace("/var/lib/estafette", &self.state.display().to_string())
            .replace("referee@example.org", &env.referee.0)
            .replace("alice@example.org", &env.alice.0)
            .replace("bob@example.org", &env.bob.0);
        let path = format!("{}:{}", self.bin.display(), std::env::var("PATH").unwrap_or_default());
        let out = Command::new("sh")
            .args(["-ec", &script])
            .current_dir(&self.work)
            .env("PATH", path)
            .env_remove("ESTAFETTE_CONFIG")
            .env_remove("ESTAFETTE_LANG")
            .env("LANG", "C")
            .output()
            .unwrap();
        assert!(
            out.status.success(),
            "the recipe's block\n{script}\nfailed: {}",
            said(&out)
        );
        out
    }

    /// The game as the referee holds it, exported as the pipe's user.
    fn state(&self, game: &str, user: (u32, u32)) -> (u64, GameState) {
        let config = self.state.join("estafette.toml");
        let out = Command::new(self.bin.join("estafette"))
            .arg("--config")
            .arg(&config)
            .args(["export", game])
            .current_dir(&self.work)
            .uid(user.0)
            .gid(user.1)
            .output()
            .unwrap();
        assert!(out.status.success(), "export: {}", said(&out));
        let t: Transcript = serde_json::from_slice(&out.stdout).unwrap();
        let events: Vec<Event> = t
            .log
            .iter()
            .map(|e| Event::from_bytes(e.event.as_bytes()).unwrap())
            .collect();
        (t.head.n, GameState::replay(&events, [None, None]).unwrap())
    }
}

fn said(o: &Output) -> String {
    format!(
        "{}\n{}{}",
        o.status,
        String::from_utf8_lossy(&o.stdout),
        String::from_utf8_lossy(&o.stderr)
    )
}

#[test]
fn the_pipe_recipe_of_the_operators_guide_answers_a_move() {
    let Some((_lock, env)) = setup("the_pipe_recipe_of_the_operators_guide_answers_a_move") else {
        return;
    };
    assert_eq!(env.pipe_user, "estafette", "the recipe's user is the CI's pipe user");
    let user = lookup_user(&env.pipe_user);
    let blocks = marked_blocks(DOC, MARK);
    assert_eq!(blocks.len(), 3, "set up, a first game, a mail piped in: {blocks:#?}");
    let mut players = [
        Player::new(&env, "Alice", &env.alice),
        Player::new(&env, "Bob", &env.bob),
    ];
    let clean = Clean::new();
    // The user, the folder, the configuration, init and check.
    let out = clean.run(&blocks[0], &env);
    let check = said(&out);
    assert!(
        check.contains("flags=DRX user=estafette"),
        "check prints the pipe's lines: {check}"
    );
    let owner = std::fs::metadata(clean.state.join("estafette.db")).unwrap();
    assert_eq!(
        std::os::unix::fs::MetadataExt::uid(&owner),
        user.0,
        "the pipe's user owns the database"
    );
    // A first game: the invitations go out at once through the relay.
    let game = String::from_utf8_lossy(&clean.run(&blocks[1], &env).stdout)
        .trim()
        .to_string();
    assert!(game.starts_with("strand-"), "new prints the game: {game}");
    let (head, st) = clean.state(&game, user);
    let pos = st.position.clone().expect("a position");
    let side = pos.side_to_move();
    let player = &mut players[side.index()];
    let last = wait_until(&format!("{}'s invitation", player.name), WAIT, || {
        player.fetch();
        player.game_mail(&game).last().map(|m| (*m).clone())
    });
    // The player's answer, saved as answer.eml and piped in.
    let mv = choose_move(&pos, &mut 7).expect("a legal move");
    let (_, raw) = reply_mail(player, &last, &mv, 1);
    std::fs::write(clean.work.join("answer.eml"), raw).unwrap();
    let since = Instant::now();
    let out = clean.run(&blocks[2], &env);
    assert!(
        said(&out).contains("applied"),
        "ingest applied the move: {}",
        said(&out)
    );
    wait_for_reply(player, &game, head, since);
    let reply = player
        .game_mail(&game)
        .last()
        .map(|m| m.text.clone())
        .unwrap_or_default();
    assert!(reply.contains(&mv), "the reply tells the move {mv}: {reply}");
    assert_eq!(clean.state(&game, user).0, head + 1, "the move is in the log");
}
