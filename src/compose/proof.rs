//! The proof material of a mail: the seals, commitments and openings a
//! player keeps to check the referee, and the commands that check them.
//! They go to the mail's Proof section, at its end, so that the message
//! reads first; each line fits a mail's 76 columns (a command is wrapped
//! as a shell reads it when the text is laid out). Pure.

use super::names::{who, yes};
use crate::games::Side;
use crate::referee::event::Leaf;
use crate::referee::GameState;
use crate::views::words::{self, ids};
use crate::views::Lang;

/// `to`'s sealed army: its seed and root, and the command that checks it.
pub(super) fn seal(st: &GameState, to: Side, seed: &str, root: &str, lang: Lang) -> String {
    let check = verify_setup_command(st, to, seed, root);
    words::text(
        lang,
        ids::PROOF_SEAL,
        &[("seed", seed), ("root", root), ("check", &check)],
    )
}

/// `side`'s commitment: its root and leaves.
pub(super) fn commitment(st: &GameState, to: Side, side: Side, root: &str, leaves: &[Leaf], lang: Lang) -> String {
    let t = |id: &str, args: &[(&str, &str)]| words::text(lang, id, args);
    let who = who(st, side, lang);
    let mut s = [
        t(ids::PROOF_COMMITMENT, &[("mine", yes(side == to)), ("who", &who)]),
        t(ids::PROOF_ROOT, &[("root", root)]),
        t(ids::PROOF_LEAVES, &[]),
    ]
    .join("\n");
    for l in leaves {
        s.push_str(&format!("\n  {} {}", l.square, l.leaf));
    }
    s
}

/// The openings of a combat at `ply`.
pub(super) fn openings(ply: u32, openings: &str, lang: Lang) -> String {
    words::text(
        lang,
        ids::PROOF_OPENINGS,
        &[("ply", &ply.to_string()), ("openings", openings)],
    )
}

/// `side`'s army published with its seed.
pub(super) fn published(st: &GameState, to: Side, side: Side, army: &str, seed: &str, lang: Lang) -> String {
    let who = who(st, side, lang);
    format!(
        "{}\n{army}\n{}",
        words::text(lang, ids::PROOF_PUBLISHED, &[("mine", yes(side == to)), ("who", &who)]),
        words::text(lang, ids::PROOF_SEED, &[("seed", seed)])
    )
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
