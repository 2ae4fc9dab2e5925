//! The words of the guide (`compose/guide.rs`, catalog `guide.ftl`): a
//! RULES paragraph in French holds none of the English sentences of
//! `guide.ftl`, one in English none of the French, and one in German none
//! of either, for each game and for the switches that change its sentences.

use estafette::games::any::{GameKind, OptionsSpec};
use estafette::games::Side;
use estafette::views::words::Catalogs;
use estafette::views::Lang;

use crate::common;

/// The values a selector argument of `guide.ftl` chooses by; any other
/// argument is a hole.
const CHOICES: [(&str, &[&str]); 4] = [
    ("attack", &["frontal", "orthogonal"]),
    ("beats", &["always", "attacking"]),
    ("ingame", &["yes", "no"]),
    ("count", &["0", "2"]),
];

/// The fixed pieces (the text between the arguments, for each choice of
/// its selector) of `lang`'s sentence `id`, flattened, of eight characters
/// or more.
fn pieces(c: &Catalogs, lang: Lang, id: &str, args: &[&str]) -> Vec<String> {
    const HOLE: &str = "\u{1}";
    let choice = CHOICES.iter().find(|(name, _)| args.contains(name));
    let values: Vec<Option<&str>> = match choice {
        Some((_, values)) => values.iter().map(|v| Some(*v)).collect(),
        None => vec![None],
    };
    let mut out = Vec::new();
    for value in values {
        // Every form of a name argument (`$spy-Der`) is a hole too.
        let forms: Vec<(String, &str)> = args
            .iter()
            .flat_map(|a| c.forms(lang).into_iter().map(move |f| (format!("{a}-{f}"), HOLE)))
            .collect();
        let given: Vec<(&str, &str)> = args
            .iter()
            .map(|a| match (choice, value) {
                (Some((name, _)), Some(v)) if name == a => (*a, v),
                _ => (*a, HOLE),
            })
            .chain(forms.iter().map(|(a, v)| (a.as_str(), *v)))
            .collect();
        let text = c.text(lang, id, &given).expect("the sentence");
        for piece in text.split(HOLE) {
            let piece = common::flat(piece);
            if piece.chars().count() >= 8 && !out.contains(&piece) {
                out.push(piece);
            }
        }
    }
    out
}

/// Every piece of `guide.ftl` in `lang` that is not also one in `other`.
fn only_in(c: &Catalogs, lang: Lang, other: Lang) -> Vec<(String, String)> {
    crate::common::used_ids()
        .into_iter()
        .filter(|(id, _)| id.starts_with("guide-"))
        .flat_map(|(id, args)| {
            let theirs = pieces(c, other, &id, args);
            pieces(c, lang, &id, args)
                .into_iter()
                .filter(move |p| !theirs.contains(p))
                .map(move |p| (id.clone(), p))
        })
        .collect()
}

/// The RULES mail of a new game of `kind` (variant and switches `spec`) to
/// Alice in English (then, after SPRACHE de, in German) and to Bob in
/// French, flattened.
fn rules_mails(kind: GameKind, spec: OptionsSpec) -> (String, String, String) {
    let mut h = common::Harness::new();
    let id = h.new_game(kind, spec, Side::First);
    h.flush();
    let [alice, bob] = common::players().map(|p| p.address);
    let mut rules = |side: Side, body: &str, who: &str| {
        let (_, sent) = h.play(&id, side, body);
        let mail = sent.iter().find(|m| m.to == who).expect("a RULES mail");
        common::flat(&mail.text)
    };
    let en = rules(Side::First, "RULES", &alice);
    rules(Side::Second, "LANG fr", &bob);
    let fr = rules(Side::Second, "RÈGLES", &bob);
    rules(Side::First, "SPRACHE de", &alice);
    let de = rules(Side::First, "REGELN", &alice);
    (en, fr, de)
}

fn spec(variant: Option<&str>, sets: &[&str]) -> OptionsSpec {
    let sets: Vec<String> = sets.iter().map(|s| s.to_string()).collect();
    OptionsSpec::with_sets(variant.map(str::to_string), &sets).expect("the switches")
}

#[test]
fn a_rules_paragraph_holds_no_sentence_of_the_other_language() {
    let c = Catalogs::built_in().expect("the built-in catalogs load");
    let english = only_in(&c, Lang::En, Lang::Fr);
    let french = only_in(&c, Lang::Fr, Lang::En);
    // For a German mail: the English and French pieces no German one has.
    let foreign: Vec<(String, String)> = only_in(&c, Lang::En, Lang::De)
        .into_iter()
        .chain(only_in(&c, Lang::Fr, Lang::De))
        .collect();
    // The checks can fail: the pieces include a sentence of each game.
    for (lang, list, piece) in [
        (
            Lang::En,
            &english,
            "RULES sends this summary again; HELP lists the commands.",
        ),
        (Lang::En, &english, "one sideways, or one or two forward;"),
        (Lang::Fr, &french, "Une pièce attaque toute pièce ennemie voisine"),
        (Lang::Fr, &french, "Souffler (huff) : un Officier qui ne prend pas"),
        (Lang::En, &foreign, "one sideways, or one or two forward;"),
        (Lang::Fr, &foreign, "Une pièce attaque toute pièce ennemie voisine"),
    ] {
        assert!(
            list.iter().any(|(_, p)| p.contains(piece)),
            "{}: {piece} not among {list:?}",
            lang.code()
        );
    }
    let games = [
        (
            GameKind::Lattaque,
            spec(None, &["max-plies=300"]),
            "Nulle au 300e demi-coup.",
            "Remis beim 300. Halbzug.",
        ),
        (
            GameKind::Lattaque,
            spec(Some("standard"), &["equal-scouts=remove"]),
            "Une pièce attaque toute pièce ennemie voisine",
            "Eine Figur greift jede gegnerische Figur an",
        ),
        (
            GameKind::Strand,
            spec(None, &[]),
            "l'Infanterie avance d'une case",
            "Die Infanterie zieht ein Feld vorwärts",
        ),
        (
            GameKind::Assaut,
            spec(None, &["huff=on", "fortress-sideways=on"]),
            "Dans la forteresse, les Soldats peuvent aussi aller de côté.",
            "In der Festung dürfen die Soldaten auch seitwärts ziehen.",
        ),
    ];
    for (kind, spec, said, gesagt) in games {
        let what = format!("{kind:?} {}", spec.describe(kind));
        let (en, fr, de) = rules_mails(kind, spec);
        assert!(
            de.contains("REGELN schickt diese Zusammenfassung") && de.contains(gesagt),
            "{what}: {de}"
        );
        assert!(en.contains("RULES sends this summary again"), "{what}: {en}");
        assert!(
            fr.contains("RÈGLES renvoie ce résumé") && fr.contains(said),
            "{what}: {fr}"
        );
        for (mail, lang, theirs) in [
            (&fr, "French", &english),
            (&en, "English", &french),
            (&de, "German", &foreign),
        ] {
            for (id, piece) in theirs.iter() {
                assert!(
                    !mail.contains(piece.as_str()),
                    "the {lang} RULES mail of {what} holds {id}: {piece}\n{mail}"
                );
            }
        }
    }
}
