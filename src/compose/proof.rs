//! The proof material of a mail: the seals, commitments and openings a
//! player keeps to check the referee, and the commands that check them.
//! They go to the mail's Proof section, at its end, so that the message
//! reads first; each line fits a mail's 76 columns (a command is wrapped
//! as a shell reads it when the text is laid out). Pure.

use super::{who, Lang};
use crate::games::Side;
use crate::referee::{GameState, Para};
use crate::views::words::{self, ids};

/// The proof material `p` carries for `to`, if any.
pub(super) fn para_proof(st: &GameState, to: Side, p: &Para, lang: Lang) -> Option<String> {
    let t = |id: &str, args: &[(&str, &str)]| words::text(lang, id, args);
    let mine = |side: Side| if side == to { "yes" } else { "no" };
    match p {
        Para::ArmyAccepted { seed, root, .. } => {
            let check = verify_setup_command(st, to, seed, root);
            Some(t(ids::PROOF_SEAL, &[("seed", seed), ("root", root), ("check", &check)]))
        }
        Para::Commitment { side, root, leaves } => {
            let who = who(st, *side, lang);
            let mut s = [
                t(ids::PROOF_COMMITMENT, &[("mine", mine(*side)), ("who", &who)]),
                t(ids::PROOF_ROOT, &[("root", root)]),
                t(ids::PROOF_LEAVES, &[]),
            ]
            .join("\n");
            for l in leaves {
                s.push_str(&format!("\n  {} {}", l.square, l.leaf));
            }
            Some(s)
        }
        Para::Moved {
            ply, openings: Some(o), ..
        } => Some(t(ids::PROOF_OPENINGS, &[("ply", &ply.to_string()), ("openings", o)])),
        Para::Published { side, army, seed } => {
            let who = who(st, *side, lang);
            Some(format!(
                "{}\n{army}\n{}",
                t(ids::PROOF_PUBLISHED, &[("mine", mine(*side)), ("who", &who)]),
                t(ids::PROOF_SEED, &[("seed", seed)])
            ))
        }
        _ => None,
    }
}

/// The `estafette verify-setup` command that checks a sealed army, on one
/// line (the text part's wrapping breaks it as a shell reads it).
fn verify_setup_command(st: &GameState, to: Side, seed: &str, root: &str) -> String {
    format!(
        "estafette verify-setup --game {} --side {} --commit-side {}{} --seed {seed} --root {root} army.txt",
        st.id,
        st.kind.side_name(to).to_ascii_lowercase(),
        st.protocol_side(to),
        super::blind::options_args(st),
    )
}
