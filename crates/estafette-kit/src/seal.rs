//! A blind game's player side: `seal`, `open`, `reveal`, as the command
//! line's `estafette seal`, `open` and `reveal` give them (the same core
//! calls on the same inputs; the page supplies the seed).

use estafette_core::games::lattaque::Army;
use estafette_core::protocol::blind::{board_side_name, Secret};
use estafette_core::protocol::encode::hex_decode32;
use estafette_core::reason::Why;
use serde_json::{json, Value};

use crate::army::{options_of, side_of};
use crate::kit_error::KitError;
use crate::{str_of, strings};

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

/// The request's secret file text, read and checked by the core.
pub(crate) fn secret_of(req: &Value) -> Result<Secret, Why> {
    Ok(Secret::from_json(str_of(req, "secret")?)?)
}

/// `open`: `{secret, squares}`: the `open` lines of the pieces that
/// started on `squares`.
pub fn open(req: &Value) -> Result<Value, Why> {
    let squares = strings(req, "squares");
    if squares.is_empty() {
        return Err(KitError::NoSquare.into());
    }
    let lines = secret_of(req)?.open_lines(&squares)?;
    Ok(json!({ "lines": lines }))
}

/// `reveal`: `{secret}`: the final reveal lines.
pub fn reveal(req: &Value) -> Result<Value, Why> {
    Ok(json!({ "lines": secret_of(req)?.reveal_message() }))
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
        let secret = sealed["secret"].clone();
        let open = handle(&json!({"op": "open", "secret": secret, "squares": ["e3"]})).expect("open");
        assert_eq!(open["lines"], core.open_lines(&["e3".into()]).expect("core open"));
        let reveal = handle(&json!({"op": "reveal", "secret": secret})).expect("reveal");
        assert_eq!(reveal["lines"], core.reveal_message());
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
        assert!(handle(&json!({"op": "open", "secret": "{}", "squares": ["a1"]})).is_err());
        assert!(handle(&json!({"op": "open", "secret": "{}"})).is_err());
    }
}
