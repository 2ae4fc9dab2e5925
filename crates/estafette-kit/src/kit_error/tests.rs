//! The kit's sentences in every language: the catalogs over every example,
//! and a German and a French request for each error a request can meet.

use super::*;
use crate::handle_text;
use estafette_core::games::any::GameKind;
use estafette_core::games::lattaque::{Army, BlindBoard, Options, SAMPLE_ARMY_FIRST};
use estafette_core::games::Side as BoardSide;
use estafette_core::protocol::blind::{position_line, Secret};
use estafette_core::protocol::sign::KeyFile;
use estafette_words::{Catalogs, Explain, Lang};
use serde_json::{json, Value};

#[test]
fn every_sentence_of_the_kit_is_worded_in_every_language() {
    let c = Catalogs::built_in().expect("catalogs");
    let examples = KitError::examples();
    let codes: std::collections::BTreeSet<String> = examples.iter().map(|e| e.reason().code).collect();
    assert_eq!(codes.len(), examples.len(), "one example per variant");
    assert_eq!(examples.len(), 30);
    for e in examples {
        let r = e.reason();
        assert!(r.code.starts_with("kit-"), "{r:?}");
        let word = |lang| {
            c.reason(lang, GameKind::Lattaque, &r)
                .unwrap_or_else(|err| panic!("{err}: {r:?}"))
        };
        let (en, fr, de) = (word(Lang::En), word(Lang::Fr), word(Lang::De));
        assert_eq!(en, e.to_string(), "{e:?}");
        assert_ne!(fr, en, "{e:?}: the French is the English");
        assert_ne!(de, en, "{e:?}: the German is the English");
        for text in [&en, &fr, &de] {
            assert!(!text.contains('{') && !text.trim().is_empty(), "{e:?}: {text}");
        }
    }
}

#[test]
fn the_warnings_keep_the_french_the_view_gave() {
    let c = Catalogs::built_in().expect("catalogs");
    let home = Square::new(4, 3);
    let word = |lang, e: KitError| c.reason(lang, GameKind::Lattaque, &e.reason()).expect("worded");
    assert_eq!(
        word(Lang::Fr, KitError::NotInArmy { home }),
        "aucune de vos pièces n'est partie de e4"
    );
    let shown = KitError::ShownAs {
        home,
        shown: Rank::Scout,
        army: Rank::Commander,
    };
    assert_eq!(
        word(Lang::Fr, shown.clone()),
        "la pièce partie de e4 apparaît comme Éclaireur alors que votre armée y a un Chef d'Armée"
    );
    assert_eq!(
        word(Lang::De, shown),
        "die Figur von e4 wird als Aufklärer gezeigt, aber Ihre Armee hat dort einen Oberbefehlshaber"
    );
}

/// The `error` of a request's answer.
fn error(req: Value) -> String {
    let v: Value = serde_json::from_str(&handle_text(&req.to_string())).expect("JSON");
    assert_eq!(v["ok"], false, "{req}");
    v["error"].as_str().expect("an error").to_string()
}

/// A request in German and in French: their errors.
fn de_fr(req: Value) -> (String, String) {
    let mut de = req.clone();
    de["lang"] = json!("de");
    let mut fr = req;
    fr["lang"] = json!("fr");
    (error(de), error(fr))
}

fn secret() -> Secret {
    let opts = Options::default();
    let army = Army::parse(SAMPLE_ARMY_FIRST, BoardSide::First, &opts).expect("army");
    Secret::seal("lattaque-7", 1, opts, army, [3; 32]).expect("sealed")
}

const HEAD: &str = "Log-Head: lattaque-7 4 0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef";

#[test]
fn the_requests_errors_come_in_german_and_french() {
    let seal = json!({
        "op": "seal", "game": "lattaque-7", "side": "south", "turn": "first",
        "setup": SAMPLE_ARMY_FIRST, "seed": "00".repeat(32),
    });
    let with = |base: &Value, key: &str, value: Value| {
        let mut r = base.clone();
        r[key] = value;
        r
    };
    let key = KeyFile::new(&[9; 32]).to_json();
    let sign = json!({"op": "reply", "file": key, "mail": HEAD, "move": "RESIGN", "side": "1"});
    let transcript = include_str!("../../../../tests/data/transcript/blind.json");
    let exact: Vec<(Value, &str, &str)> = vec![
        (
            json!({"op": "fly"}),
            "unbekannte Operation „fly“",
            "opération inconnue « fly »",
        ),
        (
            json!({"side": "south"}),
            "der Anfrage fehlt der Text „op“",
            "la requête n'a pas de texte « op »",
        ),
        (
            with(&seal, "turn", json!("third")),
            "Reihenfolge „third“: first, wenn Sie zuerst ziehen, sonst second (die Einladung sagt, welches)",
            "tour « third » : first si vous jouez en premier, second sinon (l'invitation le précise)",
        ),
        (
            with(&sign, "opens", json!(["a4"])),
            "eine Schlüsseldatei signiert nur: öffnen und aufdecken Sie mit Ihrer Geheimdatei",
            "un fichier de clé ne fait que signer : ouvrez des pièces et dévoilez avec votre fichier secret",
        ),
        (
            with(&sign, "mail", json!("Your move.")),
            "keine Log-Head-Zeile: geben Sie die ganze Mail des Schiedsrichters oder ihre Log-Head-Zeile an",
            "aucune ligne Log-Head : donnez le courriel entier de l'arbitre, ou sa ligne Log-Head",
        ),
        (
            json!({"op": "file", "file": transcript}),
            "dies ist das Protokoll einer Partie, nicht Ihre Geheimdatei: prüfen Sie es unter „Eine beendete Partie verifizieren“",
            "c'est la transcription d'une partie, pas votre fichier secret : vérifiez-la sous « Vérifier une partie terminée »",
        ),
        (
            json!({"op": "invitation", "mail": "Welcome."}),
            "keine Zeile „estafette seal“: geben Sie die Einladung des Schiedsrichters zu dieser Partie an",
            "aucune ligne « estafette seal » : donnez l'invitation de l'arbitre à cette partie",
        ),
        (
            with(&sign, "side", json!("3")),
            "Seite „3“: 1 (erste) oder 2 (zweite), in der Reihenfolge, in der die Regeln die Seiten nennen",
            "camp « 3 » : 1 (premier) ou 2 (second), dans l'ordre où les règles nomment les camps",
        ),
        (
            with(&sign, "side", json!("")),
            "geben Sie Ihre Seite an: 1 (erste) oder 2 (zweite), in der Reihenfolge, in der die Regeln die Seiten nennen",
            "indiquez votre camp : 1 (premier) ou 2 (second), dans l'ordre où les règles nomment les camps",
        ),
        (
            json!({"op": "verify", "transcript": transcript, "head": HEAD}),
            "der Kopf gehört zur Partie lattaque-7, nicht zu lattaque-1: kopieren Sie die Log-Head-Zeile einer Mail dieser Partie",
            "cette tête est celle de la partie lattaque-7, pas de lattaque-1 : copiez la ligne Log-Head d'un courriel de cette partie",
        ),
        (
            json!({"op": "random", "side": "south", "random": "00"}),
            "Zufall: geben Sie mindestens 16 Zufallsbytes an",
            "aléa : donnez au moins 16 octets aléatoires",
        ),
    ];
    for (req, de, fr) in exact {
        assert_eq!(de_fr(req.clone()), (de.to_string(), fr.to_string()), "{req}");
    }
    // The kit's words around a reason of the core, the core's reason in
    // the same language where the core types it.
    let around: Vec<(Value, &str, &str)> = vec![
        (with(&seal, "seed", json!("abc")), "Saat: ", "graine : "),
        (
            json!({"op": "parse", "side": "south", "text": "F"}),
            "die Armee ist nicht gültig: ",
            "l'armée n'est pas valide : ",
        ),
        (
            with(&sign, "mail", json!("Log-Head: nonsense")),
            "Kopf „Log-Head: nonsense“: ",
            "tête « Log-Head: nonsense » : ",
        ),
        (
            json!({"op": "file", "file": "{}"}),
            "dies ist weder Ihre Geheimdatei",
            "ce n'est ni votre fichier secret",
        ),
        (
            json!({"op": "invitation", "mail": "estafette seal g west A --turn first"}),
            "die Zeile „estafette seal“ der Einladung: ",
            "la ligne « estafette seal » de l'invitation : ",
        ),
        (
            json!({"op": "army", "side": "south", "pieces": {"a1": "Q"}}),
            "a1: ",
            "a1 : ",
        ),
        (
            json!({"op": "random", "side": "south", "random": "abc"}),
            "Zufall: ",
            "aléa : ",
        ),
    ];
    for (req, de, fr) in around {
        let (got_de, got_fr) = de_fr(req.clone());
        let english = error(req.clone());
        assert!(got_de.starts_with(de), "{req}: {got_de}");
        assert!(got_fr.starts_with(fr), "{req}: {got_fr}");
        assert!(
            !got_de.contains(&english) && !got_fr.contains(&english),
            "{req}: {english}"
        );
    }
    let (de, fr) = de_fr(json!({"op": "parse", "side": "south", "text": "F"}));
    assert!(
        !de.contains("setup needs") && !fr.contains("setup needs"),
        "{de} / {fr}"
    );
    let (de, fr) = de_fr(json!({"op": "army", "side": "south", "pieces": {"a1": "Q"}}));
    assert!(de.contains("„Q“") && fr.contains("« Q »"), "{de} / {fr}");
}

/// A referee's mail showing `board`.
fn mail(board: &BlindBoard, game: &str) -> String {
    format!(
        "Your move.\n\n{}\nLog-Head: {game} 4 {}\n",
        position_line(board),
        "ab".repeat(32)
    )
}

#[test]
fn a_views_errors_and_warnings_come_in_german_and_french() {
    let s = secret();
    let start = BlindBoard::start(s.opts, BoardSide::First);
    let other = json!({"op": "view", "secret": s.to_json(), "mail": mail(&start, "lattaque-8")});
    assert_eq!(
        de_fr(other),
        (
            "diese Mail betrifft die Partie lattaque-8, die Geheimdatei die Partie lattaque-7".to_string(),
            "ce courriel concerne la partie lattaque-8, le fichier secret la partie lattaque-7".to_string()
        )
    );
    let png = "MIME-Version: 1.0\nContent-Type: image/png\nContent-Transfer-Encoding: base64\n\niVBORw0K\n";
    assert_eq!(
        de_fr(json!({"op": "view", "secret": s.to_json(), "mail": png})),
        (
            "die Mail hat keinen Textteil".to_string(),
            "le courriel n'a pas de partie texte".to_string()
        )
    );
    // A mail with other options, and the piece from a1 opened with another
    // rank than the army's.
    let standard = Options::variant("standard").expect("standard");
    assert_ne!(standard, s.opts);
    let text = mail(&BlindBoard::start(standard, BoardSide::First), "lattaque-7");
    let a1 = Square::new(0, 0);
    let shown = if s.army.rank_at(a1) == Some(Rank::Scout) {
        Rank::Sapper
    } else {
        Rank::Scout
    };
    let (rest, rank1) = text.rsplit_once('/').expect("ranks");
    let text = format!("{rest}/{}", rank1.replacen("s?", &format!("s{}*", shown.code()), 1));
    let warnings = |lang: &str| {
        let req = json!({"op": "view", "secret": s.to_json(), "mail": text, "lang": lang});
        let v: Value = serde_json::from_str(&handle_text(&req.to_string())).expect("JSON");
        assert_eq!(v["ok"], true, "{v}");
        let w: Vec<String> = v["warnings"]
            .as_array()
            .expect("warnings")
            .iter()
            .map(|w| w.as_str().expect("a warning").to_string())
            .collect();
        w
    };
    let army = s.army.rank_at(a1).expect("a piece on a1");
    let (en, de, fr) = (warnings("en"), warnings("de"), warnings("fr"));
    assert_eq!(en.len(), 2, "{en:?}");
    assert!(en[0].starts_with("the mail's options ("), "{en:?}");
    assert_eq!(
        en[1],
        format!(
            "the piece from a1 is shown as {} but your army has a {} there",
            shown.name_en(),
            army.name_en()
        )
    );
    assert!(de[0].starts_with("die Optionen der Mail ("), "{de:?}");
    assert!(fr[0].starts_with("les options du courriel ("), "{fr:?}");
    let in_words = |lang| estafette_words::rank(lang, shown, None);
    assert!(
        de[1].starts_with(&format!("die Figur von a1 wird als {} gezeigt", in_words(Lang::De))),
        "{de:?}"
    );
    assert!(
        fr[1].starts_with(&format!("la pièce partie de a1 apparaît comme {}", in_words(Lang::Fr))),
        "{fr:?}"
    );
}
