//! A request's members, and an error worded in the reader's language.

use estafette_core::games::any::GameKind;
use estafette_core::reason::Why;
use estafette_words::Lang;
use serde_json::Value;

use crate::kit_error::KitError;

/// The reader's language (`"lang"`: `en`, `fr`, `de` or `nl`; English if
/// missing or unknown).
pub(crate) fn lang_of(req: &Value) -> Lang {
    req.get("lang")
        .and_then(Value::as_str)
        .and_then(Lang::parse)
        .unwrap_or_default()
}

/// An error in the reader's language: the English as it is, else the
/// catalogs' words for its [`Reason`] (typed where the core gives one).
pub(crate) fn worded(lang: Lang, why: &Why) -> String {
    if lang == Lang::En {
        return why.english.clone();
    }
    estafette_words::reason(lang, GameKind::Lattaque, &why.reason)
}

/// The string member `key` of a request.
pub(crate) fn str_of<'a>(req: &'a Value, key: &str) -> Result<&'a str, Why> {
    req.get(key)
        .and_then(Value::as_str)
        .ok_or_else(|| KitError::NoText { key: key.to_string() }.into())
}

/// The string member `key`, or `None` if it is missing, null or empty.
pub(crate) fn opt_str<'a>(req: &'a Value, key: &str) -> Option<&'a str> {
    req.get(key).and_then(Value::as_str).filter(|s| !s.trim().is_empty())
}

/// The list of strings `key` (missing: empty).
pub(crate) fn strings(req: &Value, key: &str) -> Vec<String> {
    req.get(key)
        .and_then(Value::as_array)
        .map(|a| a.iter().filter_map(|v| v.as_str().map(str::to_string)).collect())
        .unwrap_or_default()
}
