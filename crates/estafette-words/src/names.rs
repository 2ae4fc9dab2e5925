//! The names a sentence takes as arguments (sides, L'Attaque's ranks,
//! Strand's kinds) and [`Reason`]s rendered in a language.
//!
//! A name is a message of `names.ftl`: its value is the bare name and each
//! attribute another form of it (`.le`, `.plural`). A sentence given a
//! side, rank or kind as `$x` gets the value as `$x` and each form `.f` as
//! `$x-f`, so each language writes the forms its grammar needs in its own
//! catalog.
//!
//! The rules are not known here: a side comes as its number (1 or 2) with
//! the game's name (`lattaque`), a rank and a kind as their codes (`S`,
//! `10`, `I`), as a [`Reason`] records them.

use fluent_bundle::{FluentArgs, FluentValue};

use crate::reason::{Arg, Reason};
use crate::{Catalogs, Lang, WordsError};

/// A game as the words know it: by its name (`lattaque`, `strand`,
/// `assaut`), which names its sides (`side-lattaque-first`) and its title
/// (`title-lattaque`).
pub trait GameName {
    fn game_name(&self) -> &str;
}

impl GameName for str {
    fn game_name(&self) -> &str {
        self
    }
}

impl<T: GameName + ?Sized> GameName for &T {
    fn game_name(&self) -> &str {
        (**self).game_name()
    }
}

/// L'Attaque's ranks by code, each with the id of its name.
const RANKS: [(&str, &str); 12] = [
    ("S", "rank-spy"),
    ("2", "rank-scout"),
    ("3", "rank-sapper"),
    ("4", "rank-sergeant"),
    ("5", "rank-lieutenant"),
    ("6", "rank-captain"),
    ("7", "rank-major"),
    ("8", "rank-colonel"),
    ("9", "rank-brigadier-general"),
    ("10", "rank-commander-in-chief"),
    ("M", "rank-mine"),
    ("F", "rank-flag"),
];

/// Strand's kinds by code, each with the id of its name.
const KINDS: [(&str, &str); 3] = [("I", "kind-infantry"), ("C", "kind-cavalry"), ("A", "kind-artillery")];

/// The id of a side's name: `side-lattaque-first` (`side` is 1 or 2).
pub fn side_id(game: &str, side: u8) -> Result<String, WordsError> {
    let which = match side {
        1 => "first",
        2 => "second",
        n => return Err(WordsError::NoSide { n }),
    };
    Ok(format!("side-{game}-{which}"))
}

/// The id of a rank's name by its code: `rank-commander-in-chief` for `10`.
pub fn rank_id(code: &str) -> Result<&'static str, WordsError> {
    RANKS
        .iter()
        .find(|(c, _)| *c == code)
        .map(|(_, id)| *id)
        .ok_or_else(|| WordsError::NoRank { code: code.to_string() })
}

/// The id of a Strand kind's name by its code (either case): `kind-cavalry`.
pub fn kind_id(code: &str) -> Result<&'static str, WordsError> {
    KINDS
        .iter()
        .find(|(c, _)| c.eq_ignore_ascii_case(code))
        .map(|(_, id)| *id)
        .ok_or_else(|| WordsError::NoKind { code: code.to_string() })
}

/// The id of the name an argument stands for (a side of `game`, a rank,
/// a kind); `None` for an argument that is no name.
pub fn name_id(game: &str, arg: &Arg) -> Result<Option<String>, WordsError> {
    name_of(game, arg)
}

/// Every id of a name of `names.ftl` (sides, ranks, kinds), as the
/// built-in English catalog lists them.
pub fn all_ids() -> Vec<String> {
    Catalogs::built_in()
        .map(|c| c.ids(Lang::En, "names"))
        .unwrap_or_default()
        .into_iter()
        .filter(|id| ["side-", "rank-", "kind-"].iter().any(|p| id.starts_with(p)))
        .collect()
}

/// The message id a name argument stands for.
fn name_of(game: &str, arg: &Arg) -> Result<Option<String>, WordsError> {
    Ok(match arg {
        Arg::Side(n) => Some(side_id(game, *n)?),
        Arg::Rank(code) => Some(rank_id(code)?.to_string()),
        Arg::Kind(code) => Some(kind_id(code)?.to_string()),
        Arg::Text(_) | Arg::Num(_) | Arg::Reason(_) | Arg::English(_) => None,
    })
}

impl Catalogs {
    /// A name's value and its forms (attribute, text).
    pub fn name_forms(&self, lang: Lang, id: &str) -> Result<(String, Vec<(String, String)>), WordsError> {
        self.language(lang)?.fill(id, |bundle, errors| {
            let msg = bundle.get_message(id).ok_or_else(|| WordsError::NoMessage {
                id: id.to_string(),
                lang: lang.code().to_string(),
            })?;
            let value = match msg.value() {
                Some(p) => bundle.format_pattern(p, None, errors).into_owned(),
                None => {
                    return Err(WordsError::NoValue {
                        lang: lang.code().to_string(),
                        id: id.to_string(),
                    })
                }
            };
            let forms = msg
                .attributes()
                .map(|a| {
                    let text = bundle.format_pattern(a.value(), None, errors);
                    (a.id().to_string(), text.into_owned())
                })
                .collect();
            Ok((value, forms))
        })
    }

    /// Every form the names of `lang` have (`le`, `plural`, ...): a
    /// sentence may take `$x-FORM` of a name argument `$x`.
    pub fn forms(&self, lang: Lang) -> Vec<String> {
        let mut out: Vec<String> = Vec::new();
        for id in all_ids() {
            for (form, _) in self.name_forms(lang, &id).map(|(_, f)| f).unwrap_or_default() {
                if !out.contains(&form) {
                    out.push(form);
                }
            }
        }
        out
    }

    /// The name `id` in the form `form` (its value for `None`, or for a
    /// form the language does not have).
    pub fn name(&self, lang: Lang, id: &str, form: Option<&str>) -> Result<String, WordsError> {
        let (value, forms) = self.name_forms(lang, id)?;
        Ok(form
            .and_then(|f| forms.into_iter().find(|(a, _)| a == f).map(|(_, t)| t))
            .unwrap_or(value))
    }

    /// `reason` in `lang`, for a game `game` (which names the sides).
    pub fn reason(&self, lang: Lang, game: impl GameName, reason: &Reason) -> Result<String, WordsError> {
        self.reason_at(lang, game.game_name(), reason, 0)
    }

    fn reason_at(&self, lang: Lang, game: &str, reason: &Reason, depth: usize) -> Result<String, WordsError> {
        if depth > 8 {
            return Err(WordsError::TooDeep {
                code: reason.code.clone(),
            });
        }
        let mut fargs = FluentArgs::new();
        for (name, arg) in &reason.args {
            match arg {
                Arg::Text(t) => fargs.set(name.clone(), FluentValue::from(t.clone())),
                // A part an earlier version logged in English: as written.
                Arg::English(t) => fargs.set(name.clone(), FluentValue::from(t.clone())),
                Arg::Num(n) => fargs.set(name.clone(), FluentValue::from(*n)),
                Arg::Reason(inner) => {
                    let text = self.reason_at(lang, game, inner, depth + 1)?;
                    fargs.set(name.clone(), FluentValue::from(text));
                }
                Arg::Side(_) | Arg::Rank(_) | Arg::Kind(_) => {
                    let Some(name_id) = name_of(game, arg)? else { continue };
                    let (value, forms) = self.name_forms(lang, &name_id)?;
                    fargs.set(name.clone(), FluentValue::from(value));
                    for (form, text) in forms {
                        fargs.set(format!("{name}-{form}"), FluentValue::from(text));
                    }
                }
            }
        }
        self.format(lang, &reason.code, &fargs)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Override;

    fn side(game: &str, n: u8) -> String {
        side_id(game, n).unwrap()
    }

    #[test]
    fn names_have_their_forms() {
        let c = Catalogs::built_in().unwrap();
        let side = |lang, game, s, f| c.name(lang, &side(game, s), f).unwrap();
        assert_eq!(side(Lang::Fr, "strand", 1, Some("a")), "aux Alliés");
        assert_eq!(side(Lang::Fr, "lattaque", 2, Some("de")), "du Nord");
        assert_eq!(side(Lang::En, "assaut", 2, None), "Officers");
        // A form the language lacks: the bare name.
        assert_eq!(side(Lang::En, "lattaque", 1, Some("le")), "South");
        assert_eq!(c.name(Lang::Fr, rank_id("M").unwrap(), Some("un")).unwrap(), "une Mine");
        assert_eq!(c.name(Lang::Fr, rank_id("S").unwrap(), Some("le")).unwrap(), "l'Espion");
        assert_eq!(
            c.name(Lang::En, rank_id("10").unwrap(), Some("plural")).unwrap(),
            "Commanders-in-Chief"
        );
        assert_eq!(
            c.name(Lang::Fr, kind_id("I").unwrap(), Some("le")).unwrap(),
            "l'Infanterie"
        );
        assert_eq!(side(Lang::De, "strand", 1, Some("dem")), "den Alliierten");
        assert_eq!(side(Lang::De, "lattaque", 1, Some("des")), "des Südens");
        assert_eq!(
            c.name(Lang::De, rank_id("4").unwrap(), Some("einen")).unwrap(),
            "einen Sergeanten"
        );
        assert_eq!(
            c.name(Lang::De, rank_id("F").unwrap(), Some("dem")).unwrap(),
            "der Fahne"
        );
        assert_eq!(
            c.name(Lang::De, rank_id("6").unwrap(), Some("plural")).unwrap(),
            "Hauptleute"
        );
        for lang in crate::LANGS {
            for id in all_ids() {
                assert!(c.name(lang, &id, None).is_ok(), "{} {id}", lang.code());
            }
        }
    }

    #[test]
    fn a_reason_is_worded_with_its_names_forms_and_inner_reasons() {
        let probe = "probe = { $who-a } : { $piece-le } et { $n ->\n [one] une fois\n *[other] { $n } fois\n } ({ $why })\nprobe-inner = case { $square }\n";
        let source = format!("{}\n{probe}", include_str!("../../../templates/fr/names.ftl"));
        let c = Catalogs::with(&[Override {
            lang: Lang::Fr,
            area: "names".into(),
            name: "fr/names.ftl".into(),
            source,
        }])
        .unwrap();
        let r = Reason::new("probe")
            .put("who", &Arg::Side(2))
            .put("piece", &Arg::Rank("S".into()))
            .num("n", 3)
            .reason("why", Reason::new("probe-inner").text("square", "b4"));
        assert_eq!(
            c.reason(Lang::Fr, "assaut", &r).unwrap(),
            "aux Officiers : l'Espion et 3 fois (case b4)"
        );
        let one = Reason::new("probe")
            .put("who", &Arg::Side(1))
            .put("piece", &Arg::Rank("M".into()))
            .num("n", 1)
            .reason("why", Reason::new("probe-inner").text("square", "a1"));
        assert_eq!(
            c.reason(Lang::Fr, "lattaque", &one).unwrap(),
            "au Sud : la Mine et une fois (case a1)"
        );
        // A code no catalog has, or a missing argument, is an error.
        assert!(c.reason(Lang::Fr, "lattaque", &Reason::new("no-such")).is_err());
        assert!(c.reason(Lang::Fr, "lattaque", &Reason::new("probe-inner")).is_err());
        let bad_side = Reason {
            code: "probe-inner".into(),
            args: [("square".to_string(), Arg::Side(3))].into_iter().collect(),
        };
        assert!(c.reason(Lang::Fr, "lattaque", &bad_side).is_err());
    }
}
