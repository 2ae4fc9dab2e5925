//! The words of the mails (`views::words`): the Fluent catalogs under
//! `templates/<lang>/` hold every id the code uses and no other, HELP
//! lists every command of the command table in every language, a mail
//! holds no sentence of another language's catalogs, and an
//! operator's catalogs (`templates_dir`) replace the built-in ones, or stop
//! the referee at start when they cannot be used.

use std::path::Path;
use std::process::Output;

use estafette::compose::help_text;
use estafette::config::catalog_overrides;
use estafette::games::any::GameKind;
use estafette::referee::command::{command_words, keyword};
use estafette::views::words::{ids, Catalogs, AREAS, LANGS};
use estafette::views::Lang;

use crate::common;

/// `args`, each `value`, with every form of a name (`$x-le`, ...) that
/// `lang`'s names have, so a sentence that takes a side or a rank renders.
fn with_forms(c: &Catalogs, lang: Lang, args: &[&str], value: &str) -> Vec<(String, String)> {
    let mut out = Vec::new();
    for a in args {
        out.push((a.to_string(), value.to_string()));
        for form in c.forms(lang) {
            out.push((format!("{a}-{form}"), value.to_string()));
        }
    }
    out
}

#[test]
fn every_id_the_code_uses_is_in_every_catalog_with_its_arguments() {
    let c = Catalogs::built_in().expect("the built-in catalogs load");
    for lang in LANGS {
        for (id, args) in crate::common::used_ids() {
            let owned = with_forms(&c, lang, args, "7");
            let values: Vec<(&str, &str)> = owned.iter().map(|(a, v)| (a.as_str(), v.as_str())).collect();
            let text = c.text(lang, &id, &values);
            assert!(text.is_ok(), "{}: {id}: {text:?}", lang.code());
            assert!(!text.unwrap().trim().is_empty(), "{}: {id} is empty", lang.code());
        }
        // The checks above can fail: an id no catalog has is an error.
        assert!(c.text(lang, "help-cmd-no-such-command", &[]).is_err());
    }
}

#[test]
fn no_catalog_holds_an_id_no_code_uses() {
    let c = Catalogs::built_in().expect("the built-in catalogs load");
    let used: std::collections::BTreeSet<String> = crate::common::used_ids().into_iter().map(|(id, _)| id).collect();
    let mut unused = Vec::new();
    for lang in LANGS {
        // page.ftl holds the kit page's words, which its HTML and script use.
        for area in AREAS.iter().filter(|a| **a != "page") {
            let have = c.ids(lang, area);
            assert!(!have.is_empty(), "{}/{area}.ftl is empty", lang.code());
            unused.extend(
                have.into_iter()
                    .filter(|id| !used.contains(id))
                    .map(|id| format!("{}/{area}.ftl: {id}", lang.code())),
            );
        }
    }
    assert!(unused.is_empty(), "used by no code: {unused:#?}");
}

/// The word of a command as HELP shows it in `lang`: its first spelling
/// there, else the English one.
fn shown(english: &str, lang: Lang) -> String {
    lang.words(english).first().copied().unwrap_or(english).to_uppercase()
}

#[test]
fn help_lists_every_command_of_the_table_in_every_language() {
    let blind_only = ["commit", "leaf", "open", "reveal"];
    for lang in LANGS {
        let blind = help_text(GameKind::Lattaque, true, lang);
        let setup = help_text(GameKind::Lattaque, false, lang);
        for english in command_words() {
            let word = shown(english, lang);
            // A row: two spaces, the command's word (or two, `COMMIT, LEAF`).
            let row = |help: &str| {
                help.lines().any(|l| {
                    l.starts_with("  ") && l.split_whitespace().take(2).any(|t| t.trim_end_matches(',') == word)
                })
            };
            if blind_only.contains(&english) {
                assert!(row(&blind), "{}: {word} not in blind HELP:\n{blind}", lang.code());
                assert!(
                    !row(&setup),
                    "{}: {word} in HELP of a game that is not blind",
                    lang.code()
                );
            } else if english == "setup" {
                assert!(row(&setup), "{}: {word} not in L'Attaque's HELP:\n{setup}", lang.code());
            } else {
                for kind in [GameKind::Lattaque, GameKind::Strand, GameKind::Assaut] {
                    let help = help_text(kind, false, lang);
                    assert!(row(&help), "{}: {word} not in HELP:\n{help}", lang.code());
                }
            }
        }
    }
    let en = help_text(GameKind::Strand, false, Lang::En);
    assert!(en.contains("  VACATION 5d  "), "{en}");
    assert!(en.contains("  TIMEZONE tz  "), "{en}");
    assert!(en.contains("French words work too: ") && en.contains("RÈGLES"), "{en}");
    let fr = help_text(GameKind::Strand, false, Lang::Fr);
    assert!(fr.contains("  RÈGLES       les règles"), "{fr}");
    assert!(
        fr.contains("Les mots anglais marchent aussi : ") && fr.contains("RULES"),
        "{fr}"
    );
    let de = help_text(GameKind::Lattaque, false, Lang::De);
    assert!(de.contains("  REGELN       die Regeln"), "{de}");
    assert!(de.contains("  AUFSTELLUNG  dann vier Zeilen"), "{de}");
    assert!(de.contains("  URLAUB 5t    "), "{de}");
    assert!(de.contains("  SPRACHE en   "), "{de}");
    assert!(
        de.contains("Die englischen Wörter gehen auch: ") && de.contains("RULES"),
        "{de}"
    );
    assert!(!de.contains("RÈGLES"), "{de}");
}

/// Every German command word is taken with its umlauts or without them
/// (`ä` written `ae`, ...), in any case.
#[test]
fn german_command_words_match_with_and_without_umlauts() {
    let mut umlauts = 0;
    for english in command_words() {
        let german = Lang::De.words(english);
        assert!(!german.is_empty() || english == "sig", "{english} has no German word");
        for word in german {
            let bare = word
                .replace('ä', "ae")
                .replace('ö', "oe")
                .replace('ü', "ue")
                .replace('ß', "ss");
            umlauts += usize::from(bare != *word);
            for spelling in [word.to_string(), word.to_uppercase(), bare.clone(), bare.to_uppercase()] {
                assert_eq!(keyword(&spelling), Some(english), "{spelling}");
            }
        }
    }
    // The check can fail: some words have umlauts.
    assert!(umlauts >= 3, "{umlauts}");
    assert_eq!(keyword("ZÜGE"), Some("history"));
    assert_eq!(keyword("oeffnen"), Some("open"));
    assert_eq!(keyword("Schlüssel:"), Some("key"));
}

#[test]
fn french_command_words_match_whatever_the_accents() {
    for english in command_words() {
        for word in Lang::Fr.words(english) {
            let bare: String = common::flat(word)
                .chars()
                .map(|c| match c {
                    'é' | 'è' | 'ê' => 'e',
                    c => c,
                })
                .collect();
            for spelling in [word.to_string(), word.to_uppercase(), bare.clone(), bare.to_uppercase()] {
                assert_eq!(keyword(&spelling), Some(english), "{spelling}");
            }
        }
    }
    assert_eq!(keyword("RÈGLES"), Some("rules"));
    assert_eq!(keyword("regles"), Some("rules"));
    assert_eq!(keyword("Clé"), Some("key"));
}

pub(crate) fn estafette(dir: &Path, args: &[&str]) -> Output {
    crate::common::estafette_bin()
        .current_dir(dir)
        .args(args)
        .output()
        .expect("the binary")
}

const CONFIG: &str = "db = 'ref.db'\nkey_file = 'ref.key'\naddress = 'referee@example.net'\ntemplates_dir = 'words'\n";

const BUILT_IN_EN_FRAME: &str = include_str!("../../templates/en/frame.ftl");

/// An operator's `en/frame.ftl`: the built-in one with another reply line.
fn operators_frame() -> String {
    let start = BUILT_IN_EN_FRAME.find("frame-reply =").expect("the reply line");
    let end = start + BUILT_IN_EN_FRAME[start..].find("\n#").expect("what follows it");
    format!(
        "{}frame-reply = Answer above this line, please. HELP lists the commands.{}",
        &BUILT_IN_EN_FRAME[..start],
        &BUILT_IN_EN_FRAME[end..]
    )
}

#[test]
fn an_operators_catalog_replaces_the_built_in_one() {
    let dir = tempfile::tempdir().expect("a folder");
    let d = dir.path();
    std::fs::create_dir_all(d.join("words/en")).expect("the catalogs' folder");
    std::fs::write(d.join("words/en/frame.ftl"), operators_frame()).expect("the catalog");
    // Read as the referee reads it, and used in place of the built-in one.
    let overrides = catalog_overrides(&d.join("words")).expect("the folder reads");
    assert_eq!(overrides.len(), 1);
    let c = Catalogs::with(&overrides).expect("the catalog is accepted");
    let reply = c.text(Lang::En, ids::FRAME_REPLY, &[]).expect("the reply line");
    assert_eq!(reply, "Answer above this line, please. HELP lists the commands.");
    let fr = c.text(Lang::Fr, ids::FRAME_REPLY, &[]).expect("the French one");
    assert!(fr.starts_with("Répondez"), "{fr}");

    // From `estafette.toml` to a player's mail.
    std::fs::write(d.join("estafette.toml"), CONFIG).expect("the config");
    let ok = |o: Output| assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    ok(estafette(d, &["init"]));
    let new = [
        "new",
        "strand",
        "--first",
        "alice@example.org",
        "--second",
        "bob@example.org",
    ];
    ok(estafette(d, &new));
    ok(estafette(d, &["send", "--maildir-root", "out"]));
    let folder = d.join("out/alice@example.org/new");
    let file = std::fs::read_dir(&folder)
        .expect("Alice's Maildir")
        .next()
        .expect("a mail")
        .expect("its entry");
    let raw = std::fs::read(file.path()).expect("the mail");
    let mail = mail_parser::MessageParser::default().parse(&raw).expect("it parses");
    let text = common::flat(&mail.body_text(0).unwrap_or_default());
    assert!(text.contains("Answer above this line, please."), "{text}");
    assert!(!text.contains("Reply to this mail with your commands"), "{text}");
}

#[test]
fn a_catalog_that_cannot_be_used_stops_the_referee_at_start() {
    let cases: [(&str, String, &str); 4] = [
        (
            "en/help.ftl",
            "help-header = Commands:\n\nthis is not { Fluent\n".to_string(),
            "en/help.ftl: line 3: not Fluent",
        ),
        (
            "fr/frame.ftl",
            "frame-proof = Preuves\n".to_string(),
            "fr/frame.ftl: no message frame-reply",
        ),
        (
            "en/words.ftl",
            "hello = Hello\n".to_string(),
            "no catalog is called words.ftl",
        ),
        (
            "es/frame.ftl",
            "frame-proof = Prueba\n".to_string(),
            "no language is called es",
        ),
    ];
    for (file, source, complaint) in cases {
        let dir = tempfile::tempdir().expect("a folder");
        let d = dir.path();
        let path = d.join("words").join(file);
        std::fs::create_dir_all(path.parent().expect("a folder")).expect("the catalogs' folder");
        std::fs::write(&path, source).expect("the catalog");
        std::fs::write(d.join("estafette.toml"), CONFIG).expect("the config");
        let o = estafette(d, &["init"]);
        let err = String::from_utf8_lossy(&o.stderr);
        assert_eq!(o.status.code(), Some(78), "{file}: {err}");
        assert!(err.contains(complaint), "{file}: {err}");
        assert!(!d.join("ref.db").exists(), "{file}: init ran");
    }
}

/// An operator's catalog that cannot be used is told in the operator's
/// language: the built-in catalogs word it, since the broken one is not
/// taken.
#[test]
fn a_broken_catalog_is_told_in_the_operators_language() {
    let cases: [(&str, &str, &str, &str); 3] = [
        (
            "de/help.ftl",
            "help-header = Befehle:\n\nkein { Fluent\n",
            "de/help.ftl: Zeile 3: kein Fluent: ",
            "line 3: not Fluent",
        ),
        (
            "de/frame.ftl",
            "frame-proof = Nachweise\n",
            "de/frame.ftl: die Nachricht frame-reply fehlt (jede Nachricht von templates/de/frame.ftl wird gebraucht)",
            "no message frame-reply",
        ),
        (
            "de/wörter.ftl",
            "hallo = Hallo\n",
            "de/wörter.ftl: es gibt keinen Katalog namens wörter.ftl (die Kataloge: account.ftl, assaut.ftl",
            "no catalog is called",
        ),
    ];
    for (file, source, german, english) in cases {
        let dir = tempfile::tempdir().expect("a folder");
        let d = dir.path();
        let path = d.join("words").join(file);
        std::fs::create_dir_all(path.parent().expect("a folder")).expect("the catalogs' folder");
        std::fs::write(&path, source).expect("the catalog");
        std::fs::write(d.join("estafette.toml"), CONFIG).expect("the config");
        let run = |env: &[(&str, &str)]| {
            let o = crate::common::estafette_bin()
                .current_dir(d)
                .envs(env.iter().copied())
                .arg("init")
                .output()
                .expect("the binary");
            assert_eq!(
                o.status.code(),
                Some(78),
                "{file}: {}",
                String::from_utf8_lossy(&o.stderr)
            );
            String::from_utf8_lossy(&o.stderr).into_owned()
        };
        let de = run(&[("ESTAFETTE_LANG", "de")]);
        assert!(de.starts_with("estafette: "), "{file}: {de}");
        assert!(de.contains(german), "{file}: {de}");
        assert!(!de.contains(english), "{file}: {de}");
        let en = run(&[]);
        assert!(en.contains(english), "{file}: {en}");
        assert!(!d.join("ref.db").exists(), "{file}: init ran");
    }
}

/// A mail in one language carries no sentence of the other's catalogs:
/// HELP and the frame of a French mail hold no English catalog sentence,
/// and the other way round.
#[test]
fn a_mail_holds_no_sentence_of_another_language() {
    let c = Catalogs::built_in().expect("the built-in catalogs load");
    let parts = estafette::views::Frame {
        title: "Strand — strand-1 — Alice v Bob",
        intro: "",
        proof: "commit 1234",
        footer: "Log-Head: strand-1 1 00",
        invite: true,
        ..Default::default()
    };
    for lang in LANGS {
        let mut mail = estafette::views::frame(lang, false, &parts).expect("the frame renders");
        for kind in [GameKind::Lattaque, GameKind::Strand, GameKind::Assaut] {
            mail.push_str(&help_text(kind, false, lang));
            mail.push_str(&help_text(kind, true, lang));
        }
        let mail = common::flat(&mail);
        for other in LANGS.into_iter().filter(|l| *l != lang) {
            for (id, args) in crate::common::used_ids() {
                let (t, o) = (with_forms(&c, other, args, "7"), with_forms(&c, lang, args, "7"));
                let tv: Vec<(&str, &str)> = t.iter().map(|(a, v)| (a.as_str(), v.as_str())).collect();
                let ov: Vec<(&str, &str)> = o.iter().map(|(a, v)| (a.as_str(), v.as_str())).collect();
                let theirs = common::flat(&c.text(other, &id, &tv).expect("the sentence"));
                let ours = common::flat(&c.text(lang, &id, &ov).expect("the sentence"));
                // Short words (`Proof`, a command's argument) may be alike.
                if theirs != ours && theirs.chars().count() >= 16 {
                    assert!(
                        !mail.contains(&theirs),
                        "a {} mail holds the {} sentence {id}: {theirs}",
                        lang.code(),
                        other.code()
                    );
                }
            }
        }
        // The check can fail: the mail holds its own language's sentences.
        let reply = common::flat(&c.text(lang, ids::FRAME_REPLY, &[]).expect("the reply line"));
        assert!(mail.contains(&reply), "{mail}");
    }
}

/// A blind game's mails tell each player, in their language, how to seal
/// their army and that the secret file signs their later mails; a French
/// player's mail holds none of the English sentences.
#[test]
fn blind_mails_say_how_to_seal_and_sign_in_each_language() {
    use estafette::games::Side;

    let mut h = common::Harness::new();
    let id = h.new_blind_game(estafette::games::any::OptionsSpec::default(), common::players());
    let invitations = h.flush();
    let [alice, bob] = common::players().map(|p| p.address);
    let to = |sent: &[common::Sent], who: &str| {
        let mail = sent.iter().find(|m| m.to == who).expect("a mail");
        common::flat(&mail.text)
    };
    let en = to(&invitations, &alice);
    assert!(
        en.contains(&format!("estafette seal {id} south ARMYFILE --turn first")),
        "{en}"
    );
    assert!(
        en.contains("signs each of your later mails (estafette sign SECRETFILE"),
        "{en}"
    );
    let (_, sent) = h.play(&id, Side::Second, "LANG fr");
    let fr = to(&sent, &bob);
    assert!(fr.contains("Scellez-la avec"), "{fr}");
    assert!(
        fr.contains(&format!("estafette seal {id} north ARMYFILE --turn second")),
        "{fr}"
    );
    assert!(fr.contains("signe chacun de vos courriers suivants"), "{fr}");
    assert!(!fr.contains("nobody, not even the referee"), "{fr}");
}

/// The fixed pieces of `lang`'s sentence `id` (the text between its
/// arguments, for each choice of `$mine`), flattened, of eight characters
/// or more.
fn pieces(c: &Catalogs, lang: Lang, id: &str, args: &[&str]) -> Vec<String> {
    const HOLE: &str = "\u{1}";
    let mut out = Vec::new();
    for mine in ["yes", "no"] {
        let owned: Vec<(String, String)> = args
            .iter()
            .flat_map(|a| with_forms(c, lang, &[a], if *a == "mine" { mine } else { HOLE }))
            .collect();
        let values: Vec<(&str, &str)> = owned.iter().map(|(a, v)| (a.as_str(), v.as_str())).collect();
        let text = c.text(lang, id, &values).expect("the sentence");
        for piece in text.split(HOLE) {
            let piece = common::flat(piece);
            if piece.chars().count() >= 8 && !out.contains(&piece) {
                out.push(piece);
            }
        }
    }
    out
}

/// The fixed pieces of the English catalogs' sentences that no French
/// sentence has, with their ids: none may be in a French mail.
pub(crate) fn english_pieces(c: &Catalogs) -> Vec<(String, String)> {
    foreign_pieces(c, Lang::En, Lang::Fr)
}

/// The fixed pieces of the catalogs of `of` that no sentence of the
/// catalogs of `reader` has, with their ids: none may be in a mail in
/// `reader`'s language.
pub(crate) fn foreign_pieces(c: &Catalogs, of: Lang, reader: Lang) -> Vec<(String, String)> {
    crate::common::used_ids()
        .into_iter()
        .flat_map(|(id, args)| {
            let fr = pieces(c, reader, &id, args);
            pieces(c, of, &id, args)
                .into_iter()
                .filter(move |p| !fr.contains(p))
                .map(move |p| (id.clone(), p))
        })
        .collect()
}

/// Fails when the French `mail` (of `what`) holds a piece of `english`.
pub(crate) fn assert_no_english(english: &[(String, String)], what: &str, mail: &str) {
    for (id, piece) in english {
        assert!(
            !mail.contains(piece.as_str()),
            "the French {what} holds the English {id}: {piece}\n{mail}"
        );
    }
}

/// A French player's game mails of each common kind (a move, a refusal, a
/// draw offer, a resignation) hold none of the English sentences of the
/// catalogs, and their French ones.
#[test]
fn french_game_mails_hold_no_english_sentence() {
    use common::{ARMY_NORTH, ARMY_SOUTH};
    use estafette::games::any::OptionsSpec;
    use estafette::games::Side;
    let c = Catalogs::built_in().expect("the built-in catalogs load");
    let mut h = common::Harness::new();
    let id = h.new_game(GameKind::Lattaque, OptionsSpec::default(), Side::First);
    h.flush();
    h.play(&id, Side::Second, "LANG fr");
    h.play(&id, Side::First, &format!("SETUP\n{ARMY_SOUTH}"));
    h.play(&id, Side::Second, &format!("SETUP\n{ARMY_NORTH}"));
    let bob = common::players()[1].address.clone();
    let to_bob = |h: &mut common::Harness, side: Side, body: &str| {
        let (_, sent) = h.play(&id, side, body);
        let mail = sent.iter().find(|m| m.to == bob).expect("a mail to Bob");
        common::flat(&mail.text)
    };
    let mails = [
        ("move", to_bob(&mut h, Side::First, "h4-h5"), "a joué h4-h5 :"),
        ("refusal", to_bob(&mut h, Side::Second, "z9-z10"), "Refusé : z9-z10 :"),
        (
            "draw offer",
            to_bob(&mut h, Side::First, "DRAW"),
            "propose la nulle. Répondez",
        ),
        ("resignation", to_bob(&mut h, Side::First, "RESIGN"), "abandonne."),
    ];
    let english = english_pieces(&c);
    // The check can fail: the English draw offer is among them.
    assert!(
        english
            .iter()
            .any(|(_, p)| p.starts_with("offers a draw. Reply DRAW ACCEPT")),
        "{english:?}"
    );
    for (kind, mail, french) in mails {
        assert!(mail.contains(french), "the {kind} mail lacks {french}: {mail}");
        assert_no_english(&english, &format!("{kind} mail"), &mail);
    }
}

/// `SPRACHE de` (LANG de in German words) switches a player's mails of the
/// game to German: the answer says so in German, and their game mails of
/// each common kind (a move, a refusal, HELP, RULES, draws, a resignation)
/// hold German catalog sentences and none of the English or French ones
/// (of twelve characters or more, names of pieces and sides included).
#[test]
fn lang_de_switches_a_players_mails_to_german() {
    use common::{ARMY_NORTH, ARMY_SOUTH};
    use estafette::games::any::OptionsSpec;
    use estafette::games::Side;
    let c = Catalogs::built_in().expect("the built-in catalogs load");
    let mut h = common::Harness::new();
    let id = h.new_game(GameKind::Lattaque, OptionsSpec::default(), Side::First);
    h.flush();
    let bob = common::players()[1].address.clone();
    let alice = common::players()[0].address.clone();
    let (_, sent) = h.play(&id, Side::Second, "Sprache Deutsch");
    let set = common::flat(&sent.iter().find(|m| m.to == bob).expect("a mail to Bob").text);
    assert!(set.contains("kommen jetzt auf Deutsch zu Ihnen"), "{set}");
    h.play(&id, Side::First, &format!("SETUP\n{ARMY_SOUTH}"));
    h.play(&id, Side::Second, &format!("AUFSTELLUNG\n{ARMY_NORTH}"));
    let mut to_bob = |side: Side, body: &str| {
        let (_, sent) = h.play(&id, side, body);
        let bobs = sent.iter().find(|m| m.to == bob).expect("a mail to Bob");
        let alices = sent.iter().find(|m| m.to == alice).map(|m| common::flat(&m.text));
        (common::flat(&bobs.text), alices)
    };
    let (moved, _) = to_bob(Side::First, "h4-h5");
    let (refused, _) = to_bob(Side::Second, "z9-z10");
    let (help, _) = to_bob(Side::Second, "HILFE");
    let (rules, _) = to_bob(Side::Second, "REGELN");
    let (offer, _) = to_bob(Side::First, "DRAW");
    let (declined, alices) = to_bob(Side::Second, "remis ablehnen");
    let (resigned, _) = to_bob(Side::First, "RESIGN");
    let mails = [
        ("move", moved, "hat h4-h5 gespielt: Der Süden zog h4-h5."),
        ("refusal", refused, "Abgelehnt: z9-z10:"),
        (
            "help",
            help,
            "REGELN die Regeln dieser Partie in Kürze HILFE diese Liste",
        ),
        (
            "rules",
            rules,
            "REGELN schickt diese Zusammenfassung noch einmal; HILFE listet",
        ),
        ("draw offer", offer, "bietet Remis an. Antworten Sie REMIS ANNEHMEN"),
        ("resignation", resigned, "gibt auf."),
        ("draw declined", declined, "Sie sind am Zug"),
    ];
    // Alice keeps her English: only Bob chose German.
    let alices = alices.expect("a mail to Alice");
    assert!(alices.contains("declines the draw."), "{alices}");
    let foreign: Vec<(String, String)> = crate::common::used_ids()
        .into_iter()
        .flat_map(|(id, args)| {
            let de = pieces(&c, Lang::De, &id, args);
            [Lang::En, Lang::Fr]
                .into_iter()
                .flat_map(|l| pieces(&c, l, &id, args))
                // Short pieces (`Your army, `) may still come from words
                // the code writes in English for German (the board's key,
                // the last move, the proofs' armies), which have no
                // catalog yet.
                .filter(|p| !de.contains(p) && p.chars().count() >= 12)
                .map(|p| (id.clone(), p))
                .collect::<Vec<_>>()
        })
        .collect();
    // The check can fail: the English and French draw offers are among them.
    assert!(
        foreign
            .iter()
            .any(|(_, p)| p.starts_with("offers a draw. Reply DRAW ACCEPT"))
            && foreign.iter().any(|(_, p)| p.starts_with("propose la nulle.")),
        "{foreign:?}"
    );
    for (kind, mail, german) in mails {
        assert!(mail.contains(german), "the {kind} mail lacks {german}: {mail}");
        for (id, piece) in &foreign {
            assert!(
                !mail.contains(piece.as_str()),
                "the German {kind} mail holds the foreign {id}: {piece}\n{mail}"
            );
        }
    }
}

/// A mail from `from` to `to`: the referee's plain address, or the
/// address of a mail of the referee it answers.
fn plain_mail(h: &mut common::Harness, from: &str, to: &str, body: &str) -> Vec<u8> {
    h.counter += 1;
    format!(
        "From: <{from}>\r\nTo: <{to}>\r\nSubject: hello\r\nMessage-ID: <de{}@x.example>\r\n\r\n{body}\r\n",
        h.counter
    )
    .into_bytes()
}

/// A stranger who writes German account commands (PARTIEN, BEOBACHTEN) is
/// answered in German and observes in German, while a French and an
/// English observer of the same game read their own languages.
#[test]
fn a_stranger_writing_german_reads_german() {
    use estafette::games::any::OptionsSpec;
    use estafette::games::Side;
    let mut h = common::Harness::new();
    let id = h.new_game(GameKind::Strand, OptionsSpec::default(), Side::First);
    h.flush();
    let raw = plain_mail(&mut h, "greta@example.org", "referee@example.net", "Partien");
    h.ingest(&raw);
    let sent = h.flush();
    assert!(
        sent[0].text.contains("Sie spielen hier keine Partie."),
        "{}",
        sent[0].text
    );
    for (who, command, done) in [
        ("greta@example.org", "BEOBACHTEN", "Sie beobachten jetzt"),
        ("claire@example.org", "OBSERVER", "Vous observez maintenant"),
        ("dave@example.org", "OBSERVE", "You now observe"),
    ] {
        let raw = plain_mail(&mut h, who, "referee@example.net", &format!("{command} {id}"));
        h.ingest(&raw);
        let sent = h.flush();
        assert_eq!(sent.len(), 1, "only the confirmation: {sent:?}");
        let raw = plain_mail(&mut h, who, &sent[0].from, "ok");
        h.ingest(&raw);
        let sent = h.flush();
        let text = common::flat(&sent[0].text);
        assert!(text.contains(&format!("{done} {id}")), "{who}: {text}");
    }
    let pos = h.svc.state(&id).expect("the game").position.expect("a position");
    let mv = pos.legal_moves()[0].clone();
    let (_, sent) = h.play(&id, Side::First, &mv);
    let to = |who: &str| {
        let mail = sent.iter().find(|m| m.to == who).expect("the observer is told");
        common::flat(&mail.text)
    };
    let (greta, claire, dave) = (
        to("greta@example.org"),
        to("claire@example.org"),
        to("dave@example.org"),
    );
    assert!(greta.contains(&format!("hat {mv} gespielt")), "{greta}");
    assert!(claire.contains(&format!("a joué {mv}")), "{claire}");
    assert!(dave.contains(&format!("played {mv}")), "{dave}");
}
