//! The paragraphs that tell a player how to play and what the referee will
//! do: the game's rules in brief (the army, the key rules of the game's
//! variant, a worked example), the language chosen for a game, and the
//! notice that the limit of error replies was reached. Pure.

use crate::games::any::{AnyOptions, GameKind};
use crate::games::lattaque::{self, Rank};
use crate::games::Side;
use crate::referee::GameState;
use crate::views::Lang;

/// `Para::Rules`: the army (how many of each kind), the key rules of the
/// game's variant in a few sentences, and one worked example, for the
/// player of `to`.
pub(super) fn rules_text(st: &GameState, to: Side, lang: Lang) -> String {
    let fr = lang == Lang::Fr;
    let options = AnyOptions::build(st.kind, &st.spec).ok();
    let variant = st.spec.describe(st.kind);
    let (army, rules, example) = match (st.kind, options) {
        (GameKind::Lattaque, Some(AnyOptions::Lattaque(o))) => {
            (army_table(fr), lattaque_rules(&o, to, fr), lattaque_example(to, fr))
        }
        (GameKind::Strand, Some(AnyOptions::Strand(o))) => {
            let forts: Vec<String> = o.forts(to).iter().map(|s| s.to_string()).collect();
            (strand_army(fr), strand_rules(&forts, to, fr), strand_example(to, fr))
        }
        (GameKind::Assaut, Some(AnyOptions::Assaut(o))) => (
            assaut_army(fr),
            assaut_rules(o.huff, o.fortress_sideways, fr),
            assaut_example(to, fr),
        ),
        // Options that no longer build: the army and example alone.
        (kind, _) => (
            match kind {
                GameKind::Lattaque => army_table(fr),
                GameKind::Strand => strand_army(fr),
                GameKind::Assaut => assaut_army(fr),
            },
            String::new(),
            match kind {
                GameKind::Lattaque => lattaque_example(to, fr),
                GameKind::Strand => strand_example(to, fr),
                GameKind::Assaut => assaut_example(to, fr),
            },
        ),
    };
    let head = if fr {
        format!("Règles ({variant}) : {rules}")
    } else {
        format!("Rules ({variant}): {rules}")
    };
    let more = if fr {
        "RÈGLES renvoie ce résumé ; AIDE donne la liste des commandes."
    } else {
        "RULES sends this summary again; HELP lists the commands."
    };
    format!("{army}\n\n{}\n\n{example}\n\n{more}", head.trim_end())
}

/// L'Attaque's army, two columns of (code, rank, how many).
fn army_table(fr: bool) -> String {
    let name = |r: Rank| if fr { r.name_fr() } else { r.name_en() };
    let left = [
        Rank::Commander,
        Rank::Brigadier,
        Rank::Colonel,
        Rank::Major,
        Rank::Captain,
        Rank::Mine,
    ];
    let right = [
        Rank::Lieutenant,
        Rank::Sergeant,
        Rank::Sapper,
        Rank::Scout,
        Rank::Spy,
        Rank::Flag,
    ];
    let total: u32 = Rank::ALL.iter().map(|r| u32::from(r.count())).sum();
    let mut s = if fr {
        format!("Votre armée, {total} pièces (code, rang, nombre) :")
    } else {
        format!("Your army, {total} pieces (code, rank, how many):")
    };
    let width = |col: &[Rank]| col.iter().map(|r| name(*r).chars().count()).max().unwrap_or(0);
    let cell = |r: Rank, width: usize| {
        let n = name(r);
        let pad = width.saturating_sub(n.chars().count());
        format!("{:>2} {n}{} {:>2}", r.code(), " ".repeat(pad), r.count())
    };
    let (wl, wr) = (width(&left), width(&right));
    for (l, r) in left.into_iter().zip(right) {
        s.push_str(&format!("\n  {}     {}", cell(l, wl), cell(r, wr)));
    }
    s
}

/// L'Attaque's key rules under the options `o`, for the player of `to`.
fn lattaque_rules(o: &lattaque::Options, to: Side, fr: bool) -> String {
    use lattaque::{Attack, EqualScouts, FlagPlacement, SpyRule};
    let mut s = String::new();
    let scouts_stay = o.equal_scouts == EqualScouts::Stay;
    let flag_squares = match (to, fr) {
        (Side::First, false) => "c4, e4 or g4",
        (Side::First, true) => "c4, e4 ou g4",
        (Side::Second, false) => "c7, e7 or g7",
        (Side::Second, true) => "c7, e7 ou g7",
    };
    if fr {
        s.push_str("le rang le plus haut gagne et deux rangs égaux tombent tous les deux");
        s.push_str(if scouts_stay {
            " (deux Éclaireurs restent tous les deux). "
        } else {
            ". "
        });
        s.push_str(match o.attack {
            Attack::Frontal => "Une pièce n'attaque que la case droit devant elle, vers le camp adverse. ",
            Attack::Orthogonal => "Une pièce attaque toute pièce ennemie voisine sur sa colonne ou sa rangée. ",
        });
        s.push_str(match o.spy {
            SpyRule::Always => "L'Espion bat le Chef d'Armée, quel que soit l'attaquant ; ",
            SpyRule::Attacking => "L'Espion bat le Chef d'Armée seulement quand c'est l'Espion qui attaque ; ",
        });
        s.push_str("une Mine élimine tout attaquant sauf un Sapeur ; prendre le Drapeau gagne la partie.");
        if o.flag_placement == FlagPlacement::Gibson {
            s.push_str(&format!(
                " Le Drapeau ne se place ni en {flag_squares}, ni dans les colonnes c, e, g derrière vos seules Mines."
            ));
        }
        if let Some(n) = o.max_plies {
            s.push_str(&format!(" Nulle au {n}e demi-coup."));
        }
    } else {
        s.push_str("the higher rank wins and equal ranks both fall");
        s.push_str(if scouts_stay { " (two Scouts both stay). " } else { ". " });
        s.push_str(match o.attack {
            Attack::Frontal => "A piece attacks only the square straight ahead of it, towards the enemy. ",
            Attack::Orthogonal => "A piece attacks any enemy piece next to it along its file or rank. ",
        });
        s.push_str(match o.spy {
            SpyRule::Always => "The Spy beats the Commander-in-Chief whoever attacks; ",
            SpyRule::Attacking => "The Spy beats the Commander-in-Chief only when the Spy attacks; ",
        });
        s.push_str("a Mine removes any attacker but a Sapper; taking the Flag wins.");
        if o.flag_placement == FlagPlacement::Gibson {
            s.push_str(&format!(
                " The Flag may not stand on {flag_squares}, nor in files c, e, g behind only your own Mines."
            ));
        }
        if let Some(n) = o.max_plies {
            s.push_str(&format!(" Drawn at ply {n}."));
        }
    }
    s
}

/// A worked L'Attaque move, from the side of `to` (South moves up the
/// board, North down).
fn lattaque_example(to: Side, fr: bool) -> String {
    let (from, step, target) = if to == Side::First {
        ("b4", "b5", "b6")
    } else {
        ("b7", "b6", "b5")
    };
    if fr {
        format!("Exemple : {from}-{step}x{target} avance de {from} en {step}, puis attaque {target}. Si votre Capitaine (6) y rencontre un Sergent (4), le Sergent est retiré et votre Capitaine reste en {step} ; les deux rangs sont montrés aux deux joueurs.")
    } else {
        format!("Example: {from}-{step}x{target} steps from {from} to {step}, then attacks {target}. If your Captain (6) meets a Sergeant (4) there, the Sergeant is removed and your Captain stays on {step}; both ranks are shown to both players.")
    }
}

fn strand_army(fr: bool) -> String {
    if fr {
        "Chaque armée : 4 Cavaleries, 8 Infanteries, 3 Artilleries (15 pièces), sur les cases sombres.".into()
    } else {
        "Each army: 4 Cavalry, 8 Infantry, 3 Artillery (15 pieces), on the dark squares.".into()
    }
}

/// The Strand's key rules, with the forts of the player of `to`.
fn strand_rules(forts: &[String], to: Side, fr: bool) -> String {
    let capital = if to == Side::First {
        "j10 (Berlin)"
    } else {
        "a1 (Bordeaux)"
    };
    let forts = if forts.is_empty() {
        if fr { "aucun" } else { "none" }.to_string()
    } else {
        forts.join(", ")
    };
    if fr {
        format!("l'Infanterie avance d'une case en avant ou de côté ; la Cavalerie d'une case de côté, ou d'une ou deux en avant ; l'Artillerie d'une case dans tous les sens. On prend en sautant une pièce ennemie voisine jusqu'à la case vide derrière (l'Artillerie aussi à deux cases) ; la prise est obligatoire, sauf pour une pièce sur l'un de vos forts ({forts}), et une rafle continue tant qu'elle peut. Atteindre la capitale ennemie, {capital}, gagne.")
    } else {
        format!("Infantry steps one square forward or sideways; Cavalry one sideways, or one or two forward; Artillery one square any way. You capture by jumping an adjacent enemy to the empty square beyond (Artillery also from two squares away); capturing is compulsory, except for a piece on one of your forts ({forts}), and a chain of jumps goes on while it can. Reaching the enemy capital, {capital}, wins.")
    }
}

fn strand_example(to: Side, fr: bool) -> String {
    let (a, b, c, d, e) = if to == Side::First {
        ("d4", "e5", "f6", "g7", "h8")
    } else {
        ("g7", "f6", "e5", "d4", "c3")
    };
    if fr {
        format!("Exemple : {a}x{c}x{e} saute de {a} par-dessus la pièce ennemie en {b} jusqu'en {c}, puis par-dessus {d} jusqu'en {e} : les deux pièces sont prises.")
    } else {
        format!("Example: {a}x{c}x{e} jumps from {a} over the enemy on {b} to {c}, then over {d} to {e}, taking both pieces.")
    }
}

fn assaut_army(fr: bool) -> String {
    if fr {
        "24 Soldats contre 2 Officiers ; la forteresse est formée des neuf points c5 à e7.".into()
    } else {
        "24 Soldiers against 2 Officers; the fortress is the nine points c5 to e7.".into()
    }
}

/// L'Assaut's key rules, with its two switches.
fn assaut_rules(huff: bool, sideways: bool, fr: bool) -> String {
    let mut s = String::new();
    if fr {
        s.push_str("les Soldats avancent d'un point le long des lignes blanches, jamais vers un rang plus bas, et ne prennent jamais ; ils gagnent en occupant les neuf points de la forteresse. Les Officiers vont d'un point sur toute ligne et prennent en sautant un Soldat jusqu'au point vide derrière, et continuent tant qu'ils peuvent ; la prise est obligatoire, et il faut prendre le plus de Soldats possible. Les Officiers gagnent quand il ne reste pas plus de 8 Soldats.");
        if huff {
            s.push_str(" Souffler (huff) : un Officier qui ne prend pas quand il le peut est retiré.");
        }
        if sideways {
            s.push_str(" Dans la forteresse, les Soldats peuvent aussi aller de côté.");
        }
    } else {
        s.push_str("Soldiers step one point along the white lines, never to a lower rank, and never capture; they win by filling the nine fortress points. Officers step one point along any line and capture by jumping a Soldier to the empty point beyond, going on while they can; capturing is compulsory, and a move must take the most Soldiers possible. The Officers win when 8 or fewer Soldiers are left.");
        if huff {
            s.push_str(" Huff: an Officer that fails to capture when it can is removed.");
        }
        if sideways {
            s.push_str(" Inside the fortress, Soldiers may also step sideways.");
        }
    }
    s
}

fn assaut_example(to: Side, fr: bool) -> String {
    match (to, fr) {
        (Side::First, false) => "Example: d3-d4 steps a Soldier from d3 to d4.".into(),
        (Side::First, true) => "Exemple : d3-d4 avance un Soldat de d3 en d4.".into(),
        (Side::Second, false) => "Example: d6xd4xf4 jumps the Officer on d6 over the Soldier on d5 to d4, then over e4 to f4, taking both.".into(),
        (Side::Second, true) => "Exemple : d6xd4xf4 fait sauter l'Officier de d6 par-dessus le Soldat en d5 jusqu'en d4, puis par-dessus e4 jusqu'en f4 : les deux Soldats sont pris.".into(),
    }
}

/// `Para::LangSet`: this game's mails now come in `code`'s language (the
/// mail saying so is already in it).
pub(super) fn lang_set_text(code: &str, lang: Lang) -> String {
    let to = Lang::parse(code).unwrap_or_default();
    crate::views::words::text(lang, crate::views::words::ids::LANG_SET, &[("to", to.code())])
}

/// `Para::Muted`, and the same notice on a reply from the referee's plain
/// address (`in_game` false): the last answer, until `until` (shown in the
/// player's time zone `tz`), to mail that applies nothing.
pub fn muted_text(limit: u64, until: i64, tz: &str, lang: Lang, in_game: bool) -> String {
    let until = super::local_time(until, tz);
    let (en_what, fr_what) = if in_game {
        (
            "mails of yours for this game",
            "courriers de votre part pour cette partie",
        )
    } else {
        (
            "mails of yours without a game's commands",
            "courriers de votre part sans commande de partie",
        )
    };
    match lang {
        Lang::En | Lang::De => format!("Within the last hour the referee has answered {limit} {en_what} that applied nothing, the most it answers: this is its last answer to such mails until {until}. A mail that applies a command still gets its receipt."),
        Lang::Fr => format!("En une heure, l'arbitre a déjà répondu à {limit} {fr_what} dont rien n'a été appliqué, le maximum : ceci est sa dernière réponse à de tels courriers jusqu'au {until}. Un courrier qui applique une commande reçoit toujours son accusé de réception."),
    }
}

/// Where a game stands for the player of `to`, in one line (`Move 5: your
/// turn.`), as every mail of the game says it: for lists of games.
pub fn turn_line(st: &GameState, to: Side, lang: Lang) -> String {
    let mut line = super::status(st, to, lang);
    if st.paused.is_some() {
        line.push_str(if lang == Lang::Fr {
            " Partie suspendue par l'opérateur."
        } else {
            " Paused by the operator."
        });
    }
    line
}

/// The paragraph of a blind game's invitation that offers the player kit
/// (the page that seals, opens and reveals in a browser): its address
/// (`url`), the file attached to the mail (`attached`), or both; in English,
/// then in French. `None` when neither is given.
pub fn kit_para(url: Option<&str>, attached: Option<&str>) -> Option<(String, String)> {
    let (mut en, mut fr) = (Vec::new(), Vec::new());
    if let Some(url) = url {
        en.push(format!("Seal your army in your browser: {url}"));
        fr.push(format!("Scellez votre armée dans votre navigateur : {url}"));
    }
    if let Some(name) = attached {
        en.push(format!(
            "The player kit is attached to this mail ({name}): open it in your browser to seal your army, open your pieces and reveal them at the end, without installing anything."
        ));
        fr.push(format!(
            "Le kit du joueur est joint à ce courrier ({name}) : ouvrez-le dans votre navigateur pour sceller votre armée, ouvrir vos pièces et les révéler à la fin, sans rien installer."
        ));
    }
    if en.is_empty() {
        return None;
    }
    en.push("The kit gives the same lines as the estafette commands below.".into());
    fr.push("Le kit donne les mêmes lignes que les commandes estafette ci-dessous.".into());
    Some((en.join("\n"), fr.join("\n")))
}
