//! `sign`: a mail's command lines and the `sig` line that signs them, as
//! `estafette sign` prints them (the same core call on the same inputs).
//! The key is the one sealed in a secret file of version 2, or the one of
//! a key file `estafette keygen` wrote.

use estafette_core::protocol::blind::{signing_key_of_file, Secret, SECRET_FORMAT};
use estafette_core::protocol::log::LogHead;
use estafette_core::protocol::sign::sign_commands;
use estafette_core::reason::Why;
use serde_json::{json, Value};

use crate::kit_error::KitError;
use crate::{opt_str, str_of};

/// The side byte from `1` / `first` or `2` / `second`, as `estafette
/// sign --side` takes it (the side the rules name first is 1: South).
fn side_byte(text: &str) -> Result<u8, Why> {
    match text.trim().to_ascii_lowercase().as_str() {
        "1" | "first" => Ok(1),
        "2" | "second" => Ok(2),
        o => Err(KitError::Side { text: o.to_string() }.into()),
    }
}

/// `sign`: `{file, head, commands, side, game}`: `file` the text of a
/// secret file (version 2) or of a key file; `head` the `Log-Head:` line of
/// the referee's mail answered (or its three words); `commands` the
/// command lines; `side` 1 or 2 (with a secret file, its own side when
/// left out); `game`, if given, must be the head's. Answers the text to
/// mail (`signed`: the command lines, then the `sig` line) and the `sig`
/// line alone (`sig`).
pub fn sign(req: &Value) -> Result<Value, Why> {
    let file = str_of(req, "file")?;
    let secret = signing_key_of_file(file)?;
    let side = match opt_str(req, "side") {
        Some(s) => side_byte(s)?,
        None if file.contains(SECRET_FORMAT) => Secret::from_json(file)?.event_side(),
        None => return Err(KitError::GiveSide.into()),
    };
    let head = str_of(req, "head")?.trim();
    let line = if head.to_ascii_lowercase().starts_with("log-head") {
        head.to_string()
    } else {
        format!("Log-Head: {head}")
    };
    let head = LogHead::parse(&line).map_err(|e| KitError::Head {
        head: head.to_string(),
        why: Why::of(&e),
    })?;
    if let Some(game) = opt_str(req, "game") {
        if game.trim() != head.game {
            return Err(KitError::HeadOfOtherGame {
                head: head.game,
                game: game.trim().to_string(),
            }
            .into());
        }
    }
    let signed = sign_commands(&secret, side, &head, str_of(req, "commands")?).map_err(|e| Why::of(&e))?;
    let sig = signed.lines().last().unwrap_or_default().to_string();
    Ok(json!({ "signed": signed, "sig": sig, "game": head.game }))
}

#[cfg(test)]
mod tests {
    use super::*;
    use estafette_core::games::lattaque::{Army, Options};
    use estafette_core::games::Side;
    use estafette_core::protocol::sign::{base64_encode, public_key, signed_bytes, verify, KeyFile};

    const ARMY: &str = "2 2 7 M 2 10 M 2 3\n6 5 9 2 4 S 2 6 3\n8 3 M 6 5 7 3 4 4\n5 F M 8 6 4 2 5 2\n";
    const HEAD: &str = "Log-Head: lattaque-7 4 0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef";

    fn secret() -> Secret {
        let opts = Options::default();
        let army = Army::parse(ARMY, Side::First, &opts).expect("army");
        Secret::seal("lattaque-7", 1, opts, army, [3; 32]).expect("sealed")
    }

    #[test]
    fn a_secret_file_signs_with_its_sealed_key() {
        let s = secret();
        let req = json!({"op": "sign", "file": s.to_json(), "head": HEAD, "commands": "  a4-a5 \n\nopen b3 6 00\n"});
        let v = sign(&req).expect("signed");
        let head = LogHead::parse(HEAD).expect("head");
        let key = s.signing_key().expect("a v2 secret has a key");
        let expected = sign_commands(&key, 1, &head, "a4-a5\nopen b3 6 00").expect("core");
        assert_eq!(v["signed"].as_str(), Some(expected.as_str()));
        let sig = v["sig"].as_str().expect("sig line");
        assert!(sig.starts_with("sig 4 "), "{sig}");
        // The signature checks under the committed key.
        let bytes = estafette_core::protocol::sign::parse_signature(&sig[6..]).expect("base64");
        let m = signed_bytes("lattaque-7", 1, 4, &head.head, "a4-a5\nopen b3 6 00").expect("bytes");
        assert!(verify(&s.commitment.key.expect("key"), &m, &bytes));
        // The side given explicitly changes the signed bytes.
        let two = sign(&json!({"file": s.to_json(), "head": HEAD, "commands": "a4-a5", "side": "2"})).expect("2");
        assert_ne!(
            two["sig"],
            sign(&json!({"file": s.to_json(), "head": HEAD, "commands": "a4-a5"})).expect("1")["sig"]
        );
    }

    #[test]
    fn a_key_file_signs_too_and_bad_requests_are_refused() {
        let kf = KeyFile::new(&[9; 32]).to_json();
        let v = sign(&json!({"file": kf, "head": &HEAD[10..], "commands": "RESIGN", "side": "first"})).expect("signed");
        let head = LogHead::parse(HEAD).expect("head");
        assert_eq!(
            v["signed"].as_str(),
            Some(sign_commands(&[9; 32], 1, &head, "RESIGN").expect("core").as_str())
        );
        assert_eq!(base64_encode(&public_key(&[9; 32])).len(), 44);
        for (req, why) in [
            (json!({"file": kf, "head": HEAD, "commands": "RESIGN"}), "side"),
            (
                json!({"file": kf, "head": "nonsense", "commands": "RESIGN", "side": "1"}),
                "Log-Head",
            ),
            (
                json!({"file": kf, "head": HEAD, "commands": "  \n", "side": "1"}),
                "no command lines",
            ),
            (
                json!({"file": kf, "head": HEAD, "commands": "RESIGN", "side": "3"}),
                "side '3'",
            ),
            (
                json!({"file": kf, "head": HEAD, "commands": "RESIGN", "side": "1", "game": "strand-2"}),
                "strand-2",
            ),
            (
                json!({"file": "{}", "head": HEAD, "commands": "RESIGN", "side": "1"}),
                "key file",
            ),
        ] {
            let e = sign(&req).expect_err("refused");
            assert!(e.english.contains(why), "{e} / {why}");
        }
        // A version-1 secret file has no key to sign with.
        let s = secret();
        let v1 = Secret::seal_v1(&s.game, 1, s.opts, s.army.clone(), s.seed).expect("v1");
        let e = sign(&json!({"file": v1.to_json(), "head": HEAD, "commands": "a4-a5"})).expect_err("v1");
        assert!(e.english.contains("version 1"), "{e}");
    }
}
