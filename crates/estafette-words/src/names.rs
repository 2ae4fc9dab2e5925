//! The names a sentence takes as arguments (sides, L'Attaque's ranks,
//! Strand's kinds) and [`Reason`]s rendered in a language.
//!
//! A name is a message of `names.ftl`: its value is the bare name and each
//! attribute another form of it (`.le`, `.plural`). A sentence given a
//! side, rank or kind as `$x` gets the value as `$x` and each form `.f` as
//! `$x-f`, so each language writes the forms its grammar needs in its own
//! catalog.

use estafette_core::games::any::GameKind;
use estafette_core::games::lattaque::Rank;
use estafette_core::games::strand::Kind;
use estafette_core::games::Side;
use estafette_core::reason::{Arg, Reason};
use fluent_bundle::{FluentArgs, FluentValue};

use super::{Catalogs, Lang, WordsError};

/// The id of a side's name: `side-lattaque-first`.
pub fn side_id(kind: GameKind, side: Side) -> String {
    let which = match side {
        Side::First => "first",
        Side::Second => "second",
    };
    format!("side-{}-{which}", kind.name())
}

/// The id of a rank's name: `rank-commander-in-chief`.
pub fn rank_id(rank: Rank) -> String {
    format!("rank-{}", rank.name_en().to_ascii_lowercase())
}

/// The id of a Strand kind's name: `kind-cavalry`.
pub fn kind_id(kind: Kind) -> String {
    format!("kind-{}", kind.name().to_ascii_lowercase())
}

/// Every id of `names.ftl`.
pub fn all_ids() -> Vec<String> {
    let mut out = Vec::new();
    for kind in GameKind::ALL {
        for side in [Side::First, Side::Second] {
            out.push(side_id(kind, side));
        }
    }
    out.extend(Rank::ALL.iter().map(|&r| rank_id(r)));
    out.extend([Kind::Infantry, Kind::Cavalry, Kind::Artillery].map(kind_id));
    out
}

/// The message id a name argument stands for.
fn name_of(kind: GameKind, arg: &Arg) -> Result<Option<String>, WordsError> {
    Ok(match arg {
        Arg::Side(n @ (1 | 2)) => Some(side_id(kind, if *n == 1 { Side::First } else { Side::Second })),
        Arg::Side(n) => return Err(WordsError::NoSide { n: *n }),
        Arg::Rank(code) => Some(rank_id(
            Rank::ALL
                .into_iter()
                .find(|r| r.code() == code)
                .ok_or_else(|| WordsError::NoRank { code: code.clone() })?,
        )),
        Arg::Kind(code) => Some(kind_id(
            code.chars()
                .next()
                .and_then(Kind::from_label)
                .filter(|_| code.len() == 1)
                .ok_or_else(|| WordsError::NoKind { code: code.clone() })?,
        )),
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

    /// `reason` in `lang`, for a game of `kind` (which names the sides).
    pub fn reason(&self, lang: Lang, kind: GameKind, reason: &Reason) -> Result<String, WordsError> {
        self.reason_at(lang, kind, reason, 0)
    }

    fn reason_at(&self, lang: Lang, kind: GameKind, reason: &Reason, depth: usize) -> Result<String, WordsError> {
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
                    let text = self.reason_at(lang, kind, inner, depth + 1)?;
                    fargs.set(name.clone(), FluentValue::from(text));
                }
                Arg::Side(_) | Arg::Rank(_) | Arg::Kind(_) => {
                    let Some(name_id) = name_of(kind, arg)? else { continue };
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

    #[test]
    fn names_have_their_forms() {
        let c = Catalogs::built_in().unwrap();
        let side = |lang, kind, s, f| c.name(lang, &side_id(kind, s), f).unwrap();
        assert_eq!(side(Lang::Fr, GameKind::Strand, Side::First, Some("a")), "aux Alliés");
        assert_eq!(side(Lang::Fr, GameKind::Lattaque, Side::Second, Some("de")), "du Nord");
        assert_eq!(side(Lang::En, GameKind::Assaut, Side::Second, None), "Officers");
        // A form the language lacks: the bare name.
        assert_eq!(side(Lang::En, GameKind::Lattaque, Side::First, Some("le")), "South");
        assert_eq!(c.name(Lang::Fr, &rank_id(Rank::Mine), Some("un")).unwrap(), "une Mine");
        assert_eq!(c.name(Lang::Fr, &rank_id(Rank::Spy), Some("le")).unwrap(), "l'Espion");
        assert_eq!(
            c.name(Lang::En, &rank_id(Rank::Commander), Some("plural")).unwrap(),
            "Commanders-in-Chief"
        );
        assert_eq!(
            c.name(Lang::Fr, &kind_id(Kind::Infantry), Some("le")).unwrap(),
            "l'Infanterie"
        );
        assert_eq!(
            side(Lang::De, GameKind::Strand, Side::First, Some("dem")),
            "den Alliierten"
        );
        assert_eq!(
            side(Lang::De, GameKind::Lattaque, Side::First, Some("des")),
            "des Südens"
        );
        assert_eq!(
            c.name(Lang::De, &rank_id(Rank::Sergeant), Some("einen")).unwrap(),
            "einen Sergeanten"
        );
        assert_eq!(
            c.name(Lang::De, &rank_id(Rank::Flag), Some("dem")).unwrap(),
            "der Fahne"
        );
        assert_eq!(
            c.name(Lang::De, &rank_id(Rank::Captain), Some("plural")).unwrap(),
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
            .arg("who", Side::Second)
            .arg("piece", Rank::Spy)
            .num("n", 3)
            .reason("why", Reason::new("probe-inner").text("square", "b4"));
        assert_eq!(
            c.reason(Lang::Fr, GameKind::Assaut, &r).unwrap(),
            "aux Officiers : l'Espion et 3 fois (case b4)"
        );
        let one = Reason::new("probe")
            .arg("who", Side::First)
            .arg("piece", Rank::Mine)
            .num("n", 1)
            .reason("why", Reason::new("probe-inner").text("square", "a1"));
        assert_eq!(
            c.reason(Lang::Fr, GameKind::Lattaque, &one).unwrap(),
            "au Sud : la Mine et une fois (case a1)"
        );
        // A code no catalog has, or a missing argument, is an error.
        assert!(c.reason(Lang::Fr, GameKind::Lattaque, &Reason::new("no-such")).is_err());
        assert!(c
            .reason(Lang::Fr, GameKind::Lattaque, &Reason::new("probe-inner"))
            .is_err());
        let bad_side = Reason {
            code: "probe-inner".into(),
            args: [("square".to_string(), Arg::Side(3))].into_iter().collect(),
        };
        assert!(c.reason(Lang::Fr, GameKind::Lattaque, &bad_side).is_err());
    }
}
