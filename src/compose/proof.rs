//! The proof material of a mail: the seals, commitments and openings a
//! player keeps to check the referee, and the commands that check them.
//! They go to the mail's Proof section, at its end, so that the message
//! reads first; each line fits a mail's 76 columns (a command is wrapped
//! as a shell reads it when the text is laid out). Pure.

use super::{who, Lang};
use crate::games::Side;
use crate::referee::{GameState, Para};

/// The proof material `p` carries for `to`, if any.
pub(super) fn para_proof(st: &GameState, to: Side, p: &Para, lang: Lang) -> Option<String> {
    let fr = lang == Lang::Fr;
    match p {
        Para::ArmyAccepted { seed, root, .. } => {
            let check = verify_setup_command(st, to, seed, root);
            Some(if fr {
                format!("Le sceau de votre armée :\nGraine : {seed}\nRacine : {root}\nPour le vérifier, enregistrez les quatre lignes de votre armée dans army.txt et lancez :\n{check}")
            } else {
                format!("Your army's seal:\nSeed: {seed}\nRoot: {root}\nTo check it, save the four lines of your army as army.txt and run:\n{check}")
            })
        }
        Para::Commitment { side, root, leaves } => {
            let mut s = match (*side == to, fr) {
                (true, false) => format!("Your army's commitment:\nRoot: {root}\nLeaves (starting square, hash):"),
                (true, true) => {
                    format!("L'engagement de votre armée :\nRacine : {root}\nFeuilles (case de départ, empreinte) :")
                }
                (false, false) => format!(
                    "The commitment of {}'s army:\nRoot: {root}\nLeaves (starting square, hash):",
                    who(st, *side, lang)
                ),
                (false, true) => format!(
                    "L'engagement de l'armée de {} :\nRacine : {root}\nFeuilles (case de départ, empreinte) :",
                    who(st, *side, lang)
                ),
            };
            for l in leaves {
                s.push_str(&format!("\n  {} {}", l.square, l.leaf));
            }
            Some(s)
        }
        Para::Moved {
            ply, openings: Some(o), ..
        } => Some(if fr {
            format!("Ouvertures du coup {ply} (case de départ, rang, sel) :\n{o}")
        } else {
            format!("Openings of move {ply} (starting square, rank, salt):\n{o}")
        }),
        Para::Published { side, army, seed } => Some(match (*side == to, fr) {
            (true, false) => format!("Your army, published with its seed:\n{army}\nSeed: {seed}"),
            (true, true) => format!("Votre armée, publiée avec sa graine :\n{army}\nGraine : {seed}"),
            (false, false) => format!(
                "{}'s army, published with its seed:\n{army}\nSeed: {seed}",
                who(st, *side, lang)
            ),
            (false, true) => format!(
                "L'armée de {}, publiée avec sa graine :\n{army}\nGraine : {seed}",
                who(st, *side, lang)
            ),
        }),
        _ => None,
    }
}

/// The `estafette verify-setup` command that checks a sealed army, on one
/// line (the text part's wrapping breaks it as a shell reads it).
fn verify_setup_command(st: &GameState, to: Side, seed: &str, root: &str) -> String {
    format!(
        "estafette verify-setup --game {} --side {} --commit-side {} --variant {}{} --seed {seed} --root {root} army.txt",
        st.id,
        st.kind.side_name(to).to_ascii_lowercase(),
        st.protocol_side(to),
        st.spec
            .variant
            .clone()
            .unwrap_or_else(|| st.kind.variants()[0].to_string()),
        st.spec
            .sets
            .iter()
            .map(|(k, v)| format!(" --set {k}={v}"))
            .collect::<String>(),
    )
}
