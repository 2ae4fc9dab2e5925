//! Sealing an army: `seal`, as the command line's `estafette seal` gives
//! it (the same core call on the same inputs; the page supplies the seed),
//! and what to seal with, read from the invitation (`invitation`).

use estafette_core::games::lattaque::Army;
use estafette_core::protocol::blind::{board_side_name, Secret};
use estafette_core::protocol::encode::hex_decode32;
use estafette_core::reason::Why;
use serde_json::{json, Value};

use crate::army::{options_of, side_of};
use crate::kit_error::KitError;
use crate::request::str_of;

/// The commitment side byte from `first` / `second` (also `1` / `2`), as
/// `estafette seal --turn` takes it.
fn commit_side_of(turn: &str) -> Result<u8, Why> {
    match turn.trim().to_ascii_lowercase().as_str() {
        "first" | "1" => Ok(1),
        "second" | "2" => Ok(2),
        o => Err(KitError::Turn { text: o.to_string() }.into()),
    }
}

/// `seal`: `{game, side, turn, variant, sets, setup, seed}` (`seed`: 32
/// random bytes in hex). Answers the commitment lines to mail (`commit`),
/// the secret file's text (`secret`) and its usual name (`file`).
pub fn seal(req: &Value) -> Result<Value, Why> {
    let game = str_of(req, "game")?.trim();
    let side = side_of(req)?;
    let commit_side = commit_side_of(str_of(req, "turn")?)?;
    let opts = options_of(req)?;
    let seed = hex_decode32(str_of(req, "seed")?).map_err(|e| KitError::Seed(Why::of(&e)))?;
    let army = Army::parse(str_of(req, "setup")?, side, &opts).map_err(|e| KitError::ArmyNotValid(Why::of(&e)))?;
    let secret = Secret::seal(game, commit_side, opts, army, seed)?;
    Ok(json!({
        "commit": secret.commit_message(),
        "secret": secret.to_json(),
        "file": format!("{}-{}.secret.json", secret.game, board_side_name(secret.side)),
        "game": secret.game,
        "side": board_side_name(secret.side),
    }))
}

/// `invitation`: `{mail}`, the referee's invitation (text or `.eml`
/// source): the game, side, turn, variant and switches of the `estafette
/// seal` line it gives, each checked as `seal` checks it.
pub fn invitation(req: &Value) -> Result<Value, Why> {
    let mail = crate::eml::mail_text(str_of(req, "mail")?)?;
    // The command itself, not a sentence that names it.
    let words = crate::eml::commands(&mail, "seal")
        .into_iter()
        .rfind(|w| w.iter().any(|w| w == "--turn" || w.starts_with("--turn=")))
        .ok_or(KitError::NoSealLine)?;
    let (mut free, mut turn, mut variant, mut sets) = (Vec::new(), None, None, Vec::new());
    let mut it = words.iter();
    while let Some(w) = it.next() {
        let (name, inline) = w
            .split_once('=')
            .map_or((w.as_str(), None), |(n, v)| (n, Some(v.to_string())));
        let mut value = || inline.clone().or_else(|| it.next().cloned());
        match name {
            "--turn" => turn = value(),
            "--variant" => variant = value(),
            "--set" => sets.extend(value()),
            _ => free.push(w.clone()),
        }
    }
    let checked = json!({
        "side": free.get(1).cloned().unwrap_or_default(),
        "turn": turn.clone().unwrap_or_default(),
        "variant": variant,
        "sets": sets,
    });
    let line = |e: Why| Why::from(KitError::SealLine(e));
    let side = side_of(&checked).map_err(line)?;
    commit_side_of(&turn.unwrap_or_default()).map_err(line)?;
    options_of(&checked).map_err(line)?;
    Ok(json!({
        "game": free.first().cloned().unwrap_or_default(),
        "side": board_side_name(side),
        "turn": checked["turn"],
        "variant": checked["variant"],
        "sets": checked["sets"],
    }))
}

#[cfg(test)]
mod tests {
    use crate::handle;
    use estafette_core::games::lattaque::{Options, SAMPLE_ARMY_FIRST};
    use estafette_core::protocol::blind::Secret;
    use estafette_core::protocol::encode::hex_encode;
    use serde_json::json;

    #[test]
    fn seal_gives_the_cores_commitment_and_secret_file() {
        let seed = [7u8; 32];
        let sealed = handle(&json!({
            "op": "seal", "game": "lattaque-7", "side": "south", "turn": "first",
            "setup": SAMPLE_ARMY_FIRST, "seed": hex_encode(&seed),
        }))
        .expect("sealed");
        let opts = Options::default();
        let army =
            estafette_core::games::lattaque::Army::parse(SAMPLE_ARMY_FIRST, estafette_core::games::Side::First, &opts)
                .expect("army");
        let core = Secret::seal("lattaque-7", 1, opts, army, seed).expect("core");
        assert_eq!(sealed["commit"], core.commit_message());
        assert_eq!(sealed["secret"], core.to_json());
        assert_eq!(sealed["file"], "lattaque-7-south.secret.json");
    }

    #[test]
    fn an_invitations_seal_line_gives_what_to_seal_with() {
        let mail =
            "This is a blind game. Seal it with\n  estafette seal lattaque-7 north ARMYFILE --turn \\\n    second \
                    --variant gibson-1925 --set max-plies=200\nand mail the lines.\n\
                    Status: seal your army with estafette seal and mail the lines.\n";
        let v = handle(&json!({"op": "invitation", "mail": mail})).expect("read");
        assert_eq!(
            [&v["game"], &v["side"], &v["turn"], &v["variant"], &v["sets"]],
            [
                &json!("lattaque-7"),
                &json!("north"),
                &json!("second"),
                &json!("gibson-1925"),
                &json!(["max-plies=200"])
            ]
        );
        let plain =
            handle(&json!({"op": "invitation", "mail": "  estafette seal lattaque-2 south ARMYFILE --turn first\n"}))
                .expect("read");
        assert_eq!((&plain["variant"], &plain["sets"]), (&json!(null), &json!([])));
        for (mail, why) in [
            ("Hello", "no 'estafette seal' line"),
            ("estafette seal g west A --turn first", "west"),
            ("estafette seal g south A --turn third", "third"),
            ("estafette seal g south A --turn first --variant chess", "chess"),
        ] {
            let e = handle(&json!({"op": "invitation", "mail": mail})).expect_err(mail);
            assert!(e.english.contains(why), "{e}");
        }
    }

    #[test]
    fn bad_seals_say_why() {
        let base = json!({
            "op": "seal", "game": "lattaque-7", "side": "south", "turn": "first",
            "setup": SAMPLE_ARMY_FIRST, "seed": "00".repeat(32),
        });
        for (key, value, word) in [
            ("game", "Bad Id", "game id"),
            ("turn", "third", "turn"),
            ("seed", "abc", "seed"),
            ("side", "north", "army"),
            ("variant", "chess", "variant"),
        ] {
            let mut req = base.clone();
            req[key] = json!(value);
            let e = handle(&req).expect_err(key);
            assert!(e.english.contains(word), "{key}: {e}");
        }
    }
}
