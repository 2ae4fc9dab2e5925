//! Every move report, worded by the catalogs (`report.ftl`), reads in
//! English exactly as the rules' `Display` writes it (the sentence the log
//! records and transcripts are verified by), over random games of every
//! game, variant and switch, and over reports made for each shape the
//! random games may miss.

use std::collections::BTreeSet;

use estafette_core::games::any::{AnyOptions, AnyPosition, AnyReport, GameKind, OptionsSpec};
use estafette_core::games::lattaque::{self, Army, Combat, Rank};
use estafette_core::games::{assaut, strand, Side, Square};
use estafette_core::reason::{Arg, Explain, Reason};
use estafette_core::referee::blind::BlindReport;
use estafette_words::{Catalogs, Lang};

/// A small deterministic generator (the games need not be random, only
/// varied).
struct Lcg(u64);

impl Lcg {
    fn below(&mut self, n: usize) -> usize {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        ((self.0 >> 33) as usize) % n.max(1)
    }
}

/// The shape of a reason: its code and its selectors' values.
fn shape(r: &Reason) -> String {
    let mut s = r.code.clone();
    for key in ["stepped", "outcome", "entered"] {
        if let Some(Arg::Text(v)) = r.args.get(key) {
            s.push_str(&format!(" {key}={v}"));
        }
    }
    if let Some(Arg::Num(n)) = r.args.get("n") {
        s.push_str(if *n == 1 { " n=1" } else { " n>1" });
    }
    s
}

/// Checks one report: the English of its reason is its `Display`, and
/// the French is worded (no missing message or argument).
fn check(c: &Catalogs, kind: GameKind, report: &dyn Explain, seen: &mut BTreeSet<String>) {
    let r = report.reason();
    let en = c.reason(Lang::En, kind, &r).unwrap_or_else(|e| panic!("{e}: {r:?}"));
    assert_eq!(en, report.to_string(), "{r:?}");
    let fr = c.reason(Lang::Fr, kind, &r).unwrap_or_else(|e| panic!("{e}: {r:?}"));
    assert!(!fr.is_empty() && !fr.contains('['), "{fr}");
    seen.insert(shape(&r));
}

/// Every combination of a game's variants and one switch set to each of
/// its values.
fn configurations(kind: GameKind) -> Vec<AnyOptions> {
    let mut out = Vec::new();
    for variant in kind.variants() {
        let plain = OptionsSpec {
            variant: Some(variant.to_string()),
            ..OptionsSpec::default()
        };
        out.push(AnyOptions::build(kind, &plain).expect("a variant builds"));
        for switch in kind.switches() {
            for value in switch.values.split(" | ") {
                let spec = OptionsSpec {
                    sets: vec![(switch.name.to_string(), value.trim().to_string())],
                    ..plain.clone()
                };
                if let Ok(o) = AnyOptions::build(kind, &spec) {
                    out.push(o);
                }
            }
        }
    }
    out
}

/// A L'Attaque army: the sample's pieces shuffled (kept when legal).
fn army(rng: &mut Lcg, side: Side, opts: &lattaque::Options) -> Army {
    let sample = match side {
        Side::First => lattaque::SAMPLE_ARMY_FIRST,
        Side::Second => lattaque::SAMPLE_ARMY_SECOND,
    };
    for _ in 0..20 {
        let mut pieces: Vec<&str> = sample.split_whitespace().collect();
        for i in (1..pieces.len()).rev() {
            pieces.swap(i, rng.below(i + 1));
        }
        let text: String = pieces.chunks(9).map(|row| row.join(" ") + "\n").collect();
        if let Ok(a) = Army::parse(&text, side, opts) {
            return a;
        }
    }
    Army::parse(sample, side, opts).expect("the sample army")
}

fn start(kind: GameKind, opts: &AnyOptions, rng: &mut Lcg) -> AnyPosition {
    match opts {
        AnyOptions::Lattaque(o) => {
            let (a, b) = (army(rng, Side::First, o), army(rng, Side::Second, o));
            AnyPosition::Lattaque(lattaque::Position::from_armies(*o, &a, &b, Side::First))
        }
        _ => AnyPosition::start(opts, Side::First).unwrap_or_else(|| panic!("{kind} starts")),
    }
}

#[test]
fn every_report_of_random_games_reads_in_english_as_the_rules_write_it() {
    let c = Catalogs::built_in().expect("the catalogs");
    let mut seen = BTreeSet::new();
    let mut rng = Lcg(7);
    let mut reports = 0;
    for kind in GameKind::ALL {
        for opts in configurations(kind) {
            for _ in 0..12 {
                let mut pos = start(kind, &opts, &mut rng);
                for _ in 0..400 {
                    let moves = pos.legal_moves();
                    if moves.is_empty() || pos.outcome().is_some() {
                        break;
                    }
                    let (next, mv, report) = pos.play_text(&moves[rng.below(moves.len())]).expect("a legal move");
                    check(&c, kind, &report, &mut seen);
                    if kind == GameKind::Lattaque {
                        let side = pos.side_to_move();
                        check(&c, kind, &BlindReport { side, mv }, &mut seen);
                    }
                    reports += 1;
                    pos = next;
                }
            }
        }
    }
    assert!(reports > 10_000, "{reports} reports");
    for expected in [
        "report-lattaque-moved",
        "report-lattaque-scout-ran",
        "report-lattaque-attack stepped=no outcome=defender",
        "report-lattaque-attack stepped=no outcome=attacker",
        "report-lattaque-attack stepped=no outcome=both",
        "report-lattaque-attack stepped=no outcome=flag",
        "report-lattaque-attack stepped=yes outcome=defender",
        "report-blind-played",
        "report-strand-moved entered=no",
        "report-strand-jumped entered=no",
        "report-assaut-placed",
        "report-assaut-soldier-moved",
        "report-assaut-officer-moved",
        "report-assaut-captured n=1",
        "report-assaut-captured n>1",
    ] {
        assert!(seen.contains(expected), "no {expected} in {seen:?}");
    }
}

fn sq(s: &str) -> Square {
    Square::parse(s).expect("a square")
}

/// Reports of every shape, the rare ones included, made by hand.
fn every_shape() -> Vec<(GameKind, AnyReport)> {
    let mut out = Vec::new();
    let combat = |removed: &[&str], flag: bool, a: Rank, d: Rank| Combat {
        attacker: sq("b5"),
        defender: sq("b6"),
        attacker_home: sq("b2"),
        defender_home: sq("b7"),
        attacker_rank: a,
        defender_rank: d,
        removed: removed.iter().map(|s| sq(s)).collect(),
        flag_captured: flag,
    };
    for side in [Side::First, Side::Second] {
        for combat in [
            Some(combat(&["b6"], true, Rank::Spy, Rank::Flag)),
            Some(combat(&["b5", "b6"], false, Rank::Mine, Rank::Commander)),
            Some(combat(&["b6"], false, Rank::Sapper, Rank::Mine)),
            Some(combat(&["b5"], false, Rank::Scout, Rank::Mine)),
            Some(combat(&[], false, Rank::Scout, Rank::Scout)),
            None,
        ] {
            for (from, scout_shown) in [("b2", false), ("b2", true), ("b5", false)] {
                let mv = lattaque::Move::parse("b2-b5").expect("a move");
                out.push((
                    GameKind::Lattaque,
                    AnyReport::Lattaque(lattaque::Report {
                        side,
                        mv,
                        from: sq(from),
                        to: sq("b5"),
                        home: sq("b2"),
                        scout_shown,
                        combat: combat.clone(),
                    }),
                ));
            }
        }
        // Every rank, attacking and attacked, removed or not.
        for a in Rank::ALL {
            for d in Rank::ALL {
                for removed in [&["b5"][..], &["b6"][..]] {
                    out.push((
                        GameKind::Lattaque,
                        AnyReport::Lattaque(lattaque::Report {
                            side,
                            mv: lattaque::Move::parse("b5-b6").expect("a move"),
                            from: sq("b5"),
                            to: sq("b5"),
                            home: sq("b2"),
                            scout_shown: false,
                            combat: Some(combat(removed, false, a, d)),
                        }),
                    ));
                }
            }
        }
        for kind in [strand::Kind::Infantry, strand::Kind::Cavalry, strand::Kind::Artillery] {
            for (jump, captured) in [
                (false, vec![]),
                (true, vec![(sq("c3"), strand::Kind::Cavalry)]),
                (
                    true,
                    vec![
                        (sq("c3"), strand::Kind::Cavalry),
                        (sq("e5"), strand::Kind::Infantry),
                        (sq("g7"), strand::Kind::Artillery),
                        (sq("i9"), strand::Kind::Infantry),
                    ],
                ),
            ] {
                for reached_capital in [false, true] {
                    out.push((
                        GameKind::Strand,
                        AnyReport::Strand(strand::Report {
                            mover: side,
                            kind,
                            path: vec![sq("b2"), sq("d4"), sq("f6")],
                            jump,
                            captured: captured.clone(),
                            reached_capital,
                        }),
                    ));
                }
            }
        }
        let step = assaut::Move::Step {
            from: sq("d3"),
            to: sq("d4"),
        };
        for huffed in [
            vec![],
            vec![sq("e5")],
            vec![sq("c5"), sq("e5")],
            vec![sq("a1"), sq("c5"), sq("e5")],
        ] {
            out.push((
                GameKind::Assaut,
                AnyReport::Assaut(assaut::Report {
                    mover: side,
                    mv: step.clone(),
                    path: vec![sq("d3"), sq("d4")],
                    taken: vec![],
                    huffed,
                }),
            ));
        }
    }
    for n in 1..=12 {
        let landings: Vec<Square> = (0..n).map(|i| Square { file: 2, rank: i as u8 }).collect();
        out.push((
            GameKind::Assaut,
            AnyReport::Assaut(assaut::Report {
                mover: Side::Second,
                mv: assaut::Move::Jump {
                    from: sq("c7"),
                    landings: landings.clone(),
                },
                path: landings.clone(),
                taken: landings,
                huffed: vec![],
            }),
        ));
    }
    out.push((
        GameKind::Assaut,
        AnyReport::Assaut(assaut::Report {
            mover: Side::Second,
            mv: assaut::Move::Place(sq("d6"), sq("e6")),
            path: vec![sq("d6"), sq("e6")],
            taken: vec![],
            huffed: vec![],
        }),
    ));
    out
}

#[test]
fn every_shape_of_report_reads_in_english_as_the_rules_write_it() {
    let c = Catalogs::built_in().expect("the catalogs");
    let mut seen = BTreeSet::new();
    for (kind, report) in every_shape() {
        check(&c, kind, &report, &mut seen);
    }
    for outcome in ["flag", "both", "defender", "attacker", "stay"] {
        for stepped in ["yes", "no"] {
            let shape = format!("report-lattaque-attack stepped={stepped} outcome={outcome}");
            assert!(seen.contains(&shape), "{shape}");
        }
    }
    for shape in [
        "report-strand-moved entered=yes",
        "report-strand-jumped entered=yes",
        "report-assaut-huffed n=1",
        "report-assaut-huffed n>1",
    ] {
        assert!(seen.contains(shape), "{shape}");
    }
}

fn lattaque(side: Side, from: &str, scout_shown: bool, combat: Option<(&[&str], bool, Rank, Rank)>) -> AnyReport {
    AnyReport::Lattaque(lattaque::Report {
        side,
        mv: lattaque::Move::parse("b2-b5").expect("a move"),
        from: sq(from),
        to: sq("b5"),
        home: sq("b2"),
        scout_shown,
        combat: combat.map(|(removed, flag, a, d)| Combat {
            attacker: sq("b5"),
            defender: sq("b6"),
            attacker_home: sq("b2"),
            defender_home: sq("b7"),
            attacker_rank: a,
            defender_rank: d,
            removed: removed.iter().map(|s| sq(s)).collect(),
            flag_captured: flag,
        }),
    })
}

fn strand(mover: Side, kind: strand::Kind, captured: &[(&str, strand::Kind)], reached_capital: bool) -> AnyReport {
    AnyReport::Strand(strand::Report {
        mover,
        kind,
        path: vec![sq("b2"), sq("d4"), sq("f6")],
        jump: !captured.is_empty(),
        captured: captured.iter().map(|(s, k)| (sq(s), *k)).collect(),
        reached_capital,
    })
}

fn assaut(mover: Side, mv: &str, taken: &[&str], huffed: &[&str]) -> AnyReport {
    let mv = assaut::parse_move(mv).expect("a move");
    AnyReport::Assaut(assaut::Report {
        mover,
        path: vec![],
        taken: taken.iter().map(|s| sq(s)).collect(),
        huffed: huffed.iter().map(|s| sq(s)).collect(),
        mv,
    })
}

#[test]
fn every_shape_of_report_reads_in_french_as_the_french_mails_say_it() {
    use strand::Kind::{Artillery, Cavalry, Infantry};
    let c = Catalogs::built_in().expect("the catalogs");
    let (s, n) = (Side::First, Side::Second);
    let cases: Vec<(GameKind, AnyReport, &str)> = vec![
        (GameKind::Lattaque, lattaque(s, "b2", false, None), "Le Sud a joué b2-b5."),
        (GameKind::Lattaque, lattaque(n, "b2", true, None), "L'Éclaireur du Nord a couru b2-b5."),
        (
            GameKind::Lattaque,
            lattaque(s, "b5", false, Some((&["b6"], false, Rank::Sapper, Rank::Mine))),
            "Le Sapeur du Sud en b5 a attaqué la Mine du Nord en b6 : la Mine du Nord est retirée.",
        ),
        (
            GameKind::Lattaque,
            lattaque(s, "b2", false, Some((&["b6"], true, Rank::Spy, Rank::Flag))),
            "Le Sud a joué b2-b5, puis son Espion a attaqué le Drapeau du Nord en b6 et l'a pris : le Sud gagne.",
        ),
        (
            GameKind::Lattaque,
            lattaque(n, "b5", false, Some((&["b5", "b6"], false, Rank::Colonel, Rank::Colonel))),
            "Le Colonel du Nord en b5 a attaqué le Colonel du Sud en b6 : les deux sont retirés.",
        ),
        (
            GameKind::Lattaque,
            lattaque(s, "b2", false, Some((&["b5"], false, Rank::Scout, Rank::Mine))),
            "Le Sud a joué b2-b5, puis son Éclaireur a attaqué la Mine du Nord en b6 : l'Éclaireur du Sud est retiré.",
        ),
        (
            GameKind::Lattaque,
            lattaque(s, "b5", false, Some((&[], false, Rank::Scout, Rank::Scout))),
            "L'Éclaireur du Sud en b5 a attaqué l'Éclaireur du Nord en b6 : Éclaireurs égaux, les deux restent.",
        ),
        (
            GameKind::Strand,
            strand(s, Cavalry, &[], true),
            "La Cavalerie alliée a joué b2-d4-f6 et est entrée dans Berlin.",
        ),
        (
            GameKind::Strand,
            strand(n, Artillery, &[("c3", Cavalry), ("e5", Infantry)], true),
            "L'Artillerie allemande a sauté b2xd4xf6, prenant la Cavalerie alliée en c3 et l'Infanterie alliée en e5, et est entrée dans Bordeaux.",
        ),
        (
            GameKind::Strand,
            strand(s, Infantry, &[("c3", Cavalry)], false),
            "L'Infanterie alliée a sauté b2xd4xf6, prenant la Cavalerie allemande en c3.",
        ),
        (
            GameKind::Assaut,
            assaut(n, "place d6 e6", &[], &[]),
            "Les Officiers ont pris leurs postes en d6 et e6.",
        ),
        (GameKind::Assaut, assaut(s, "d3-d4", &[], &[]), "Un Soldat est allé de d3 à d4."),
        (GameKind::Assaut, assaut(n, "d3-d4", &[], &[]), "Un Officier est allé de d3 à d4."),
        (
            GameKind::Assaut,
            assaut(n, "d3-d4", &[], &["e5"]),
            "Un Officier est allé de d3 à d4 sans prendre : l'Officier en e5 est retiré pour ne pas avoir pris.",
        ),
        (
            GameKind::Assaut,
            assaut(n, "d3-d4", &[], &["a1", "c5", "e5"]),
            "Un Officier est allé de d3 à d4 sans prendre : les Officiers en a1, c5 et e5 sont retirés pour ne pas avoir pris.",
        ),
        (
            GameKind::Assaut,
            assaut(n, "c7xc5", &["c6"], &[]),
            "Un Officier a pris 1 Soldat (en c6) par c7xc5.",
        ),
        (
            GameKind::Assaut,
            assaut(n, "c7xc5xe5", &["c6", "d5"], &[]),
            "Un Officier a pris 2 Soldats (en c6 et d5) par c7xc5xe5.",
        ),
    ];
    for (kind, report, french) in cases {
        assert_eq!(c.reason(Lang::Fr, kind, &report.reason()).expect("French"), french);
    }
    let blind = BlindReport {
        side: Side::Second,
        mv: "a7-a6".into(),
    };
    assert_eq!(blind.to_string(), "North played a7-a6.");
    assert_eq!(
        c.reason(Lang::Fr, GameKind::Lattaque, &blind.reason()).expect("French"),
        "Le Nord a joué a7-a6."
    );
}

/// The notices read as the referee wrote them before they were data: the
/// English unchanged, the French too (the key's, which named the side in
/// English, now names it in French).
#[test]
fn the_notices_read_as_before() {
    use estafette_core::referee::para::Para;
    let c = Catalogs::built_in().expect("the catalogs");
    let word = |lang, r: &Reason| c.reason(lang, GameKind::Lattaque, r).expect("worded");
    let Para::Notice(key) = Para::key_registered(Side::First, "Alice", "K3y=") else {
        panic!("a notice")
    };
    assert_eq!(
        word(Lang::En, &key),
        "South (Alice) registered the signing key K3y=: from now on the referee takes only commands of South (Alice) signed with it (estafette sign), and verify checks each signature."
    );
    assert_eq!(
        word(Lang::Fr, &key),
        "Le Sud (Alice) a enregistré la clé de signature K3y= : désormais l'arbitre ne prend du Sud (Alice) que des commandes signées avec elle (estafette sign), et verify vérifie chaque signature."
    );
    let opened = Reason::new("notice-opened")
        .arg("side", Side::Second)
        .text("player", "Bob")
        .text("home", "c7")
        .arg("rank", Rank::Mine)
        .text("line", "open c7 M 00ff");
    assert_eq!(
        word(Lang::En, &opened),
        "North (Bob) opened the piece from c7 as Mine:\n  open c7 M 00ff"
    );
    assert_eq!(
        word(Lang::Fr, &opened),
        "Nord (Bob) a ouvert la pièce partie de c7 : Mine\n  open c7 M 00ff"
    );
    let combat = |outcome: &str| {
        Reason::new("notice-combat")
            .text("at", "b5")
            .text("target", "b6")
            .text("outcome", outcome)
            .text("removed", "b5 b6")
    };
    for (outcome, en, fr) in [
        ("flag", "the Flag is captured", "le Drapeau est pris"),
        ("none", "nothing is removed", "aucune pièce n'est retirée"),
        ("removed", "removed: b5 b6", "retiré : b5 b6"),
    ] {
        assert_eq!(word(Lang::En, &combat(outcome)), format!("Combat of b5 on b6: {en}."));
        assert_eq!(
            word(Lang::Fr, &combat(outcome)),
            format!("Combat de b5 contre b6 : {fr}.")
        );
    }
    let attacked = Reason::new("notice-attacked").text("target", "b6").text("home", "b7");
    assert_eq!(
        word(Lang::En, &attacked),
        "Your piece on b6 (it started on b7) is attacked. Open it in your next mail: run\n  estafette open SECRETFILE b7\nand paste the line it prints; you may add your next move after it."
    );
    assert_eq!(
        word(Lang::Fr, &attacked),
        "Votre pièce en b6 (partie de b7) est attaquée. Ouvrez-la dans votre prochain courrier : lancez\n  estafette open SECRETFILE b7\net collez la ligne affichée ; vous pouvez ajouter votre coup suivant après elle."
    );
    assert_eq!(
        word(Lang::En, &Reason::new("notice-resolved")),
        "Both pieces were already open: the combat is resolved."
    );
    let breach = Reason::new(estafette_words::ids::NOTICE_BREACH)
        .arg("side", Side::First)
        .text("player", "Alice")
        .text("why", "the opening does not match");
    assert_eq!(
        word(Lang::En, &breach),
        "South (Alice) breaks the rules and forfeits the game: the opening does not match"
    );
    assert!(word(Lang::Fr, &breach).starts_with("Sud (Alice) enfreint les règles et perd la partie par forfait : "));
}
