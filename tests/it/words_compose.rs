//! The shell's own composing speaks the reader's language from the
//! catalogs: a French player's first mail of every kind of game, a French
//! observer's mails, and the operator's decisions to a French player hold
//! none of the English catalogs' sentences and say what they say in
//! French.

use estafette::games::any::{GameKind, OptionsSpec};
use estafette::games::Side;
use estafette::referee::clock::{TimeControl, DAY};
use estafette::referee::OperatorAction as A;
use estafette::service::PlayerSpec;
use estafette::views::words::Catalogs;

use crate::common::{self, Harness, ARMY_NORTH, ARMY_SOUTH};
use crate::words::{assert_no_english, english_pieces};

/// Alice and Bob, both reading French.
fn french_players() -> [PlayerSpec; 2] {
    common::players().map(|p| PlayerSpec { lang: "fr".into(), ..p })
}

/// The flattened text of the mail to `to` among `sent`.
fn text_to(sent: &[common::Sent], to: &str) -> String {
    let mail = sent.iter().find(|m| m.to == to).expect("a mail to the reader");
    common::flat(&mail.text)
}

#[test]
fn a_french_players_welcome_is_french() {
    let english = english_pieces(&Catalogs::built_in().expect("the catalogs"));
    let [alice, bob] = french_players().map(|p| p.address);
    let cases = [
        (
            GameKind::Lattaque,
            "held",
            "Envoyez d'abord votre armée : répondez par ARMÉE",
        ),
        (
            GameKind::Lattaque,
            "blind",
            "Partie en aveugle : l'arbitre ne voit jamais",
        ),
        (GameKind::Strand, "held", "Alice (Alliés) joue le premier."),
        (GameKind::Assaut, "held", "Placez d'abord vos deux Officiers"),
    ];
    for (kind, mode, said) in cases {
        let mut h = Harness::new();
        let tc = TimeControl::parse("3d", None).expect("a time control");
        h.svc
            .new_game_mode(
                kind,
                OptionsSpec::default(),
                french_players(),
                Some(Side::First),
                Some(tc),
                mode,
            )
            .expect("a game");
        let sent = h.flush();
        let mail = text_to(&sent, &bob);
        let what = format!("welcome to {kind:?} ({mode})");
        assert!(mail.contains("Une nouvelle partie de"), "{what}: {mail}");
        assert!(mail.contains(said), "{what} lacks {said}: {mail}");
        assert!(mail.contains("Vous jouez :"), "{what}: {mail}");
        assert_no_english(&english, &what, &mail);
        assert_no_english(&english, &what, &text_to(&sent, &alice));
    }
    // The check can fail: an English welcome holds its English sentences.
    let mut h = Harness::new();
    h.new_game(GameKind::Lattaque, OptionsSpec::default(), Side::First);
    let mail = text_to(&h.flush(), &common::players()[1].address);
    assert!(
        mail.contains("has begun. You play North against Alice (South)"),
        "{mail}"
    );
    assert!(
        mail.contains("Alice (South) will move first once both armies are in."),
        "{mail}"
    );
}

#[test]
fn a_french_observer_reads_every_line_in_french() {
    let english = english_pieces(&Catalogs::built_in().expect("the catalogs"));
    let mut h = Harness::new();
    let id = h.new_game(GameKind::Lattaque, OptionsSpec::default(), Side::First);
    h.flush();
    let now = h.clock.get();
    for (address, lang) in [("claire@example.org", "fr"), ("dave@example.org", "en")] {
        h.svc
            .store
            .write(|tx| tx.add_observer(&id, address, lang, now))
            .expect("an observer");
    }
    let mut claire = Vec::new();
    let mut dave = Vec::new();
    let mut seen = |sent: Vec<common::Sent>| {
        claire.push(text_to(&sent, "claire@example.org"));
        dave.push(text_to(&sent, "dave@example.org"));
    };
    seen(h.play(&id, Side::First, &format!("SETUP\n{ARMY_SOUTH}")).1);
    seen(h.play(&id, Side::Second, &format!("SETUP\n{ARMY_NORTH}")).1);
    seen(h.play(&id, Side::First, "h4-h5").1);
    seen(h.play(&id, Side::Second, "DRAW").1);
    seen(h.play(&id, Side::First, "DRAW DECLINE").1);
    h.svc.operate(&id, A::Pause, "panne du serveur", None).expect("paused");
    seen(h.flush());
    h.svc.operate(&id, A::Resume, "réparé", None).expect("resumed");
    seen(h.flush());
    seen(h.play(&id, Side::Second, "RESIGN").1);
    let said = [
        "L'armée de Alice (Sud) est en place.",
        "Bob (Nord) propose la nulle.",
        "Alice (Sud) refuse la nulle.",
        "L'opérateur a suspendu la partie (panne du serveur).",
        "L'opérateur a repris la partie (réparé).",
        "Bob (Nord) abandonne.",
        "Coup 2 : Bob (Nord) au trait.",
        "Vous observez cette partie. Envoyez NE-PLUS-OBSERVER",
        "Partie :",
        "État :",
    ];
    let all = claire.join("\n");
    for s in said {
        assert!(all.contains(s), "the French observer is not told {s}: {all}");
    }
    for mail in &claire {
        assert_no_english(&english, "observer's mail", mail);
    }
    // The check can fail: the English observer's mails hold English.
    let all = dave.join("\n");
    for s in [
        "Alice (South)'s army is in place.",
        "The operator paused the game (panne du serveur).",
        "You observe this game.",
    ] {
        assert!(all.contains(s), "the English observer is not told {s}: {all}");
    }
}

#[test]
fn the_operators_decisions_reach_a_french_player_in_french() {
    let english = english_pieces(&Catalogs::built_in().expect("the catalogs"));
    let mut h = Harness::new();
    let tc = TimeControl::parse("3d", None).expect("a time control");
    let id = h
        .svc
        .new_game(
            GameKind::Strand,
            OptionsSpec::default(),
            french_players(),
            Some(Side::First),
            Some(tc),
        )
        .expect("a game");
    h.flush();
    let bob = common::players()[1].address.clone();
    let extend = A::Extend {
        side: Side::First,
        by: 2 * DAY + 3 * 3600,
    };
    let carol = PlayerSpec {
        address: "carol@example.org".into(),
        name: "Carol".into(),
        lang: "fr".into(),
    };
    let replace = A::ReplaceAddress {
        side: Side::First,
        name: "Carol".into(),
    };
    let steps = [
        (
            extend,
            None,
            "l'opérateur a accordé 2 jours et 3 heures de plus aux Alliés (Alice) pour ce coup.",
        ),
        (
            A::Pause,
            None,
            "l'opérateur a suspendu la partie : aucun coup avant sa reprise",
        ),
        (
            A::Resume,
            None,
            "l'opérateur a repris la partie ; la durée de la pause s'ajoute",
        ),
        (
            replace,
            Some(carol),
            "l'opérateur a changé l'adresse électronique des Alliés (Alice).",
        ),
        (
            A::Decide { winner: None },
            None,
            "l'opérateur a mis fin à la partie par décision.",
        ),
    ];
    for (action, new_player, said) in steps {
        let what = format!("{action:?}");
        h.svc
            .operate(&id, action, "une raison", new_player)
            .expect("the operator acts");
        let mail = text_to(&h.flush(), &bob);
        assert!(mail.contains(said), "{what}: not {said}: {mail}");
        assert!(
            mail.contains("Décision de l'opérateur : ") && mail.contains("Motif : une raison"),
            "{mail}"
        );
        assert_no_english(&english, &what, &mail);
    }
}
