//! Dutch (`nl`), a language added as a folder of catalogs and a line of
//! `templates/languages`: a player who chooses it writes their commands in
//! Dutch words, and has them applied and answered in Dutch.

use crate::common::{self, ARMY_NORTH, ARMY_SOUTH};
use estafette::games::any::{GameKind, OptionsSpec};
use estafette::games::Side;

#[test]
fn a_dutch_players_mail_in_dutch_words_is_applied_and_answered_in_dutch() {
    let mut h = common::Harness::new();
    let id = h.new_game(GameKind::Lattaque, OptionsSpec::default(), Side::First);
    h.flush();
    let alice = common::players()[0].address.clone();
    let bob = common::players()[1].address.clone();
    let mut to = |side: Side, body: &str, who: &str| {
        let (_, sent) = h.play(&id, side, body);
        let mail = sent
            .iter()
            .find(|m| m.to == who)
            .unwrap_or_else(|| panic!("a mail to {who}"));
        (mail.subject.clone(), common::flat(&mail.text))
    };
    let (_, set) = to(Side::Second, "Taal: Nederlands", &bob);
    assert!(set.contains("komt nu naar u in het Nederlands"), "{set}");
    to(Side::First, &format!("SETUP\n{ARMY_SOUTH}"), &alice);
    let (_, army) = to(Side::Second, &format!("Opstelling:\n{ARMY_NORTH}\neinde"), &bob);
    assert!(
        army.contains("Beide legers staan opgesteld: de partij begint."),
        "{army}"
    );
    let (subject, moved) = to(Side::First, "h4-h5", &bob);
    assert!(subject.contains(": u bent aan zet"), "{subject}");
    assert!(
        moved.contains("Alice (Zuid) speelde h4-h5: Zuid zette h4-h5."),
        "{moved}"
    );
    // Bob's move, a message and a draw offer, all in Dutch words: applied.
    let (_, mine) = to(
        Side::Second,
        "Hallo Alice,\n\nd7-d6\nBERICHT veel succes\nremise\n\nGroeten,\nBob",
        &bob,
    );
    assert!(mine.contains("U speelde d7-d6: Noord zette d7-d6."), "{mine}");
    let (_, theirs) = to(Side::First, "REMISE WEIGEREN", &bob);
    assert!(theirs.contains("weigert de remise."), "{theirs}");
    let (_, help) = to(Side::Second, "hulp", &bob);
    assert!(help.contains("REGELS de regels van dit spel in het kort"), "{help}");
    assert!(
        help.contains("Engelse woorden werken ook: ") && help.contains("RULES"),
        "{help}"
    );
    let (_, refused) = to(Side::Second, "z9-z10", &bob);
    assert!(refused.contains("Geweigerd: z9-z10:"), "{refused}");
    let (_, resigned) = to(Side::Second, "OPGEVEN", &alice);
    // Alice keeps her English: only Bob chose Dutch.
    assert!(resigned.contains("resigns."), "{resigned}");
}
