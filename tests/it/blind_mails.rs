//! The mails of a blind game as its players live it: sealed armies of
//! commitment version 2 (so every later mail is signed), moves, an attack
//! and its opening, the questions a player asks (HELP, BOARD, HISTORY,
//! RULES), a relayed message, a reminder, the end on the board, the
//! reveals one after the other and the final result. Every mail is checked
//! against a golden file (`UPDATE_GOLDEN=1 cargo test --test it
//! blind_mails` writes it anew) and against what it must say.

use crate::common;

use common::{golden, Harness, Sent};
use estafette::games::any::OptionsSpec;
use estafette::games::Side;
use estafette::player::{self, SealRequest};
use estafette::protocol::blind::Secret;
use estafette::protocol::log::LogHead;
use estafette::protocol::sign;
use estafette::service::{Ingested, PlayerSpec};

use crate::common::BLIND_ARMY as ARMY;
const S: Side = Side::First;
const N: Side = Side::Second;

/// A blind game whose players seal version-2 commitments and sign their
/// mails after the last `Log-Head:` they were sent.
pub(crate) struct Played {
    pub h: Harness,
    pub id: String,
    pub secrets: [Secret; 2],
    heads: [Option<LogHead>; 2],
    /// Every step: who sent what, and the mails it caused.
    pub log: Vec<(String, String, Vec<Sent>)>,
}

impl Played {
    pub fn start(players: [PlayerSpec; 2], spec: OptionsSpec) -> Played {
        let mut h = Harness::new();
        let variant = spec.variant.clone();
        let sets = spec.sets.clone();
        let id = h.new_blind_game(spec, players);
        let seal = |side: &str, turn: &str, seed: u8| {
            let req = SealRequest {
                game: id.clone(),
                side: side.into(),
                turn: turn.into(),
                setup: ARMY.into(),
                variant: variant.clone(),
                sets: sets.iter().map(|(k, v)| format!("{k}={v}")).collect(),
            };
            player::build_secret(&req, [seed; 32]).unwrap()
        };
        let secrets = [seal("south", "first", 1), seal("north", "second", 2)];
        let mut p = Played {
            h,
            id,
            secrets,
            heads: [None, None],
            log: Vec::new(),
        };
        let sent = p.h.flush();
        p.saw(&sent);
        p.log.push(("operator".into(), "new game".into(), sent));
        p
    }

    fn saw(&mut self, sent: &[Sent]) {
        for (i, to) in ["alice@", "bob@"].iter().enumerate() {
            if let Some(h) = sent
                .iter()
                .filter(|m| m.to.starts_with(to))
                .filter_map(|m| common::receipt(&m.text))
                .next_back()
            {
                self.heads[i] = Some(h);
            }
        }
    }

    /// `body` as `side` wrote it, signed once the side's key is registered.
    pub fn send(&mut self, side: Side, body: &str) -> (Ingested, Vec<Sent>) {
        let st = self.h.svc.state(&self.id).unwrap();
        let signed = if st.signing.key(side).is_some() {
            let key = self.secrets[side.index()].signing_key().unwrap();
            let head = self.heads[side.index()].clone().expect("a head");
            let side_byte = self.secrets[side.index()].event_side();
            sign::sign_commands(&key, side_byte, &head, body).unwrap()
        } else {
            body.to_string()
        };
        let id = self.id.clone();
        let (r, sent) = self.h.play(&id, side, &signed);
        self.saw(&sent);
        let who = if side == S { "alice" } else { "bob" };
        self.log.push((who.into(), body.into(), sent.clone()));
        (r, sent)
    }

    pub fn open(&self, side: Side, homes: &[&str]) -> String {
        let names: Vec<String> = homes.iter().map(|h| h.to_string()).collect();
        self.secrets[side.index()].open_lines(&names).unwrap()
    }

    /// The clock moved on by `secs` and `tick` run.
    pub fn tick(&mut self, secs: i64) -> Vec<Sent> {
        self.h.clock.set(self.h.clock.get() + secs);
        self.h.svc.tick().unwrap();
        let sent = self.h.flush();
        self.saw(&sent);
        self.log
            .push(("clock".into(), format!("tick after {secs} s"), sent.clone()));
        sent
    }

    /// Every step and mail, as the golden file shows them.
    pub fn describe(&self) -> String {
        let mut s = String::new();
        for (step, (who, body, sent)) in self.log.iter().enumerate() {
            let lines: Vec<&str> = body.lines().collect();
            let shown = match lines.as_slice() {
                [first, _, _, _, _, _, ..] => format!("{first} (and {} lines more)", lines.len() - 1),
                _ => lines.join(" / "),
            };
            s.push_str(&format!("=== step {step}: {who} sends: {shown}\n"));
            for m in sent {
                s.push_str(&format!("--- to {} | {}\n{}\n", m.to, m.subject, m.text.trim_end()));
            }
        }
        s
    }
}

fn applied(r: &Ingested) -> bool {
    matches!(r, Ingested::Handled { summary, .. } if !summary.contains("refused"))
}

/// The game the golden file shows: every kind of mail a blind game sends.
pub(crate) fn play_through(players: [PlayerSpec; 2]) -> Played {
    let mut p = Played::start(players, OptionsSpec::default());
    // An army sealed under other options than the game's is refused, and
    // the refusal says why and what to do.
    let other = SealRequest {
        game: p.id.clone(),
        side: "south".into(),
        turn: "first".into(),
        setup: ARMY.into(),
        variant: Some("standard".into()),
        sets: Vec::new(),
    };
    let body = player::build_secret(&other, [9; 32]).unwrap().commit_message();
    let (r, _) = p.send(S, &body);
    assert!(!applied(&r), "{r:?}");
    for side in [S, N] {
        let body = p.secrets[side.index()].commit_message();
        let (r, _) = p.send(side, &body);
        assert!(applied(&r), "{r:?}");
    }
    let ok = |p: &mut Played, side: Side, body: &str| {
        let (r, sent) = p.send(side, body);
        assert!(
            applied(&r),
            "{body}: {r:?}\n{}",
            sent.first().map(|m| m.text.as_str()).unwrap_or("")
        );
        sent
    };
    ok(&mut p, S, "a4-a5");
    ok(&mut p, N, "a7-a6");
    let body = format!("{}a5xa6\n", p.open(S, &["a4"]));
    ok(&mut p, S, &body);
    ok(&mut p, N, "HELP");
    let (r, _) = p.send(N, "i7-i6");
    assert!(!applied(&r), "North must open a7 first");
    // The opening folded as a mail client or a tool might fold it.
    let body = estafette::protocol::fold::fold_line(p.open(N, &["a7"]).trim_end(), 40);
    assert!(body.contains("\\\n"), "{body}");
    ok(&mut p, N, &body);
    ok(&mut p, N, "i7-i6\nMESSAGE Your Scout was brave.");
    p.tick(2 * 86_400 + 3600);
    // A move signed over an earlier mail than the latest: refused, with
    // what to do.
    let stale = p.heads[0].clone();
    p.heads[0] = p.log[1]
        .2
        .iter()
        .find(|m| m.to.starts_with("alice"))
        .and_then(|m| common::receipt(&m.text));
    let (r, _) = p.send(S, "b4-b5");
    assert!(!applied(&r), "{r:?}");
    p.heads[0] = stale;
    ok(&mut p, S, "BOARD");
    ok(&mut p, S, "HISTORY");
    ok(&mut p, S, "RULES");
    ok(&mut p, S, "RESIGN");
    assert!(!p.tick(2 * 86_400 + 3600).is_empty(), "the reveal's reminder");
    let body = p.secrets[N.index()].reveal_message();
    ok(&mut p, N, &body);
    let body = p.secrets[S.index()].reveal_message();
    ok(&mut p, S, &body);
    p
}

#[test]
fn every_mail_of_a_blind_game() {
    let p = play_through(common::players());
    golden("tests/golden/e2e/blind.txt", &p.describe());
    // After the end on the board, the clock reminds of the reveal.
    let reminded = p
        .log
        .iter()
        .rev()
        .find(|(who, _, _)| who == "clock")
        .map(|(_, _, sent)| sent)
        .expect("a reminder");
    assert!(
        reminded.iter().all(|m| m.says("Reminder: your reveal is due by")),
        "{reminded:?}"
    );
}

/// A game with a variant and a switch: the invitation's `seal` line
/// carries both, an army sealed so plays, one sealed under other options
/// is refused with the reason.
#[test]
fn the_invitation_gives_the_options_an_army_is_sealed_under() {
    let spec = OptionsSpec {
        variant: Some("standard".into()),
        sets: vec![("max-plies".into(), "400".into())],
        resolved: None,
    };
    let mut p = Played::start(common::players(), spec);
    let invitation = &p.log[0].2[0];
    let text = estafette::protocol::fold::unfold(&invitation.text);
    assert!(
        common::flat(&text).contains(&format!(
            "estafette seal {} south ARMYFILE --turn first --variant standard --set max-plies=400",
            p.id
        )),
        "{}",
        invitation.text
    );
    let wrong = SealRequest {
        game: p.id.clone(),
        side: "south".into(),
        turn: "first".into(),
        setup: ARMY.into(),
        variant: None,
        sets: Vec::new(),
    };
    let body = player::build_secret(&wrong, [7; 32]).unwrap().commit_message();
    let (r, sent) = p.send(S, &body);
    assert!(!applied(&r), "{r:?}");
    assert!(
        sent[0].says("your army was sealed under other options (gibson-1925) than this game's"),
        "{}",
        sent[0].text
    );
    let body = p.secrets[0].commit_message();
    assert!(body.contains("options attack=orthogonal"), "{body}");
    let (r, _) = p.send(S, &body);
    assert!(applied(&r), "{r:?}");
}

/// The player's tools on the mails of a whole game: `view` says who is to
/// move, then that the game is over, in the player's language, and
/// `verify-setup` checks a blind army's commitment (version 2) from its
/// revealed seed and root.
#[test]
fn the_players_tools_read_the_mails_of_a_whole_game() {
    let p = play_through(common::players());
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    std::fs::write(d.join("me.secret.json"), p.secrets[0].to_json()).unwrap();
    let to_alice = |step: usize| {
        p.log[step]
            .2
            .iter()
            .find(|m| m.to.starts_with("alice"))
            .unwrap()
            .raw
            .clone()
    };
    std::fs::write(d.join("play.eml"), to_alice(5)).unwrap();
    std::fs::write(d.join("last.eml"), to_alice(p.log.len() - 1)).unwrap();
    let view = |mail: &str, lang: &str| {
        let o = common::estafette_bin()
            .current_dir(d)
            .env("ESTAFETTE_LANG", lang)
            .args(["view", "me.secret.json", mail])
            .output()
            .unwrap();
        assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
        String::from_utf8(o.stdout).unwrap()
    };
    let en = view("play.eml", "en");
    assert!(en.contains("you are South. South to move after 2 plies."), "{en}");
    let fr = view("last.eml", "fr");
    assert!(
        fr.contains("vous jouez le Sud. La partie est terminée sur le plateau, après 4 demi-coups."),
        "{fr}"
    );
    assert!(fr.contains("Sud (vous)") && !fr.contains("South"), "{fr}");
    let de = view("play.eml", "de");
    assert!(
        de.contains("Sie spielen den Süden. Der Süden ist nach 2 Halbzügen am Zug."),
        "{de}"
    );
    // The army, its seed and its root, as the reveal and the commitment
    // published them.
    let s = &p.secrets[0];
    std::fs::write(d.join("army.txt"), s.army.to_text()).unwrap();
    let seed = estafette::protocol::hex_encode(&s.seed);
    let root = estafette::protocol::hex_encode(&s.commitment.root);
    let check = |root: &str| {
        common::estafette_bin()
            .current_dir(d)
            .args(["verify-setup", "--game", &p.id, "--side", "south", "--commit-side", "1"])
            .args(["--variant", "gibson-1925", "--seed", &seed, "--root", root, "army.txt"])
            .output()
            .unwrap()
    };
    let o = check(&root);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    assert!(String::from_utf8_lossy(&o.stdout).contains(&root));
    let o = check(&"ab".repeat(32));
    assert!(!o.status.success());
    assert!(String::from_utf8_lossy(&o.stderr).contains("MISMATCH"));
}
