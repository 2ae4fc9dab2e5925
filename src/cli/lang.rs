//! The operator's language: what the command line prints for the operator
//! (`list`, `show`, `rules`, and what `init`, `stats`, `audit`, `backup`,
//! `restore`, `verify` and `verify-setup` report on success, and the help of
//! `--help`, see [`super::usage`]) comes from the catalogs in this language.
//!
//! `ESTAFETTE_LANG` (`en`, `fr` or `de`) chooses it when set; otherwise the
//! POSIX locale does, by its variables in their order of precedence
//! (`LC_ALL`, then `LC_MESSAGES`, then `LANG`): `de_DE.UTF-8` gives German,
//! `fr_CA` French, and `C`, `POSIX` or a language without catalogs English.
//! [`from_env`] is the one place that reads these variables.

use super::errors::SettingError;
use super::Failure;
use crate::views::Lang;

/// The variables [`from_env`] reads, in their order of precedence.
pub const VARIABLES: [&str; 4] = ["ESTAFETTE_LANG", "LC_ALL", "LC_MESSAGES", "LANG"];

/// The operator's language from the values of [`VARIABLES`] (`None` when
/// unset). An empty value counts as unset, as POSIX has it. A set
/// `ESTAFETTE_LANG` that names no language with catalogs is an error; a
/// locale that names one is English (the locale serves every program).
pub fn choose(values: [Option<&str>; 4]) -> Result<Lang, SettingError> {
    let [own, locale @ ..] = values.map(|v| v.map(str::trim).filter(|v| !v.is_empty()));
    if let Some(own) = own {
        return Lang::parse(own).ok_or_else(|| SettingError::Lang { value: own.to_string() });
    }
    Ok(locale.into_iter().flatten().next().map_or(Lang::En, of_locale))
}

/// The language of a POSIX locale name (`language[_territory][.codeset][@modifier]`).
fn of_locale(locale: &str) -> Lang {
    let language = locale.split(['_', '-', '.', '@']).next().unwrap_or(locale);
    Lang::parse(language).unwrap_or(Lang::En)
}

/// The operator's language, from the environment (see [`choose`]); a
/// wrong `ESTAFETTE_LANG` is a setting's error (78).
pub fn from_env() -> Result<Lang, Failure> {
    let values = VARIABLES.map(|name| std::env::var(name).ok());
    Ok(choose(values.each_ref().map(|v| v.as_deref()))?)
}

impl crate::says::aside::Aside {
    /// Print this on standard error in the user's language (English when
    /// the environment names none that is known).
    pub fn tell(&self) {
        let lang = from_env().unwrap_or(Lang::En);
        eprintln!("{}", self.words(lang));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn of(values: [Option<&str>; 4]) -> Lang {
        choose(values).unwrap()
    }

    #[test]
    fn estafette_lang_comes_first() {
        assert_eq!(of([Some("de"), Some("fr_FR.UTF-8"), None, None]), Lang::De);
        assert_eq!(of([Some("FR"), None, None, Some("de_DE.UTF-8")]), Lang::Fr);
        assert_eq!(of([Some("en"), Some("de_DE"), None, None]), Lang::En);
    }

    #[test]
    fn a_wrong_estafette_lang_is_refused() {
        let e = choose([Some("xx"), Some("de_DE"), None, None]).unwrap_err().to_string();
        assert!(e.contains("ESTAFETTE_LANG=xx") && e.contains("en, fr, de or nl"), "{e}");
    }

    #[test]
    fn the_locale_variables_in_their_order() {
        assert_eq!(of([None, Some("fr_FR.UTF-8"), Some("de_DE"), Some("en_GB")]), Lang::Fr);
        assert_eq!(of([None, None, Some("de_DE.UTF-8"), Some("fr_FR")]), Lang::De);
        assert_eq!(of([None, None, None, Some("de_DE.UTF-8")]), Lang::De);
        assert_eq!(of([None, None, None, Some("fr_CA")]), Lang::Fr);
        assert_eq!(of([None, None, None, Some("de.UTF-8")]), Lang::De);
        assert_eq!(of([None, None, None, Some("de_AT@euro")]), Lang::De);
    }

    #[test]
    fn empty_counts_as_unset() {
        assert_eq!(of([Some(""), Some(""), Some("  "), Some("de_DE.UTF-8")]), Lang::De);
        assert_eq!(of([None, Some(""), None, Some("fr_FR")]), Lang::Fr);
    }

    #[test]
    fn c_posix_unknown_and_nothing_are_english() {
        assert_eq!(of([None, None, None, None]), Lang::En);
        assert_eq!(of([None, Some("C"), None, Some("de_DE.UTF-8")]), Lang::En);
        assert_eq!(of([None, None, None, Some("POSIX")]), Lang::En);
        assert_eq!(of([None, None, None, Some("C.UTF-8")]), Lang::En);
        assert_eq!(of([None, None, None, Some("es_ES.UTF-8")]), Lang::En);
        assert_eq!(of([None, None, None, Some("en_US.UTF-8")]), Lang::En);
    }
}
