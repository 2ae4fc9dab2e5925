//! The languages: those of `templates/`, each a folder (written by
//! `build.rs`), their codes and names, the words players write in them
//! (`keywords.ftl`), and the areas of their catalogs.

include!(concat!(env!("OUT_DIR"), "/langs.rs"));

impl Lang {
    /// A language's code, any case, with an optional region (`fr-CA`,
    /// `en_GB`, `de-AT`); `None` for anything else.
    pub fn parse(s: &str) -> Option<Lang> {
        let s = s.trim();
        let primary = s.split(['-', '_']).next().unwrap_or(s);
        LANGS.into_iter().find(|l| l.code().eq_ignore_ascii_case(primary))
    }

    /// The two-letter code: `en`, `fr`...
    pub fn code(self) -> &'static str {
        CODES[self as usize].0
    }

    /// Its name in itself: `English`, `Français`...
    pub fn name(self) -> &'static str {
        CODES[self as usize].1
    }

    /// The spellings of the word `word` (`setup`, `games`, `draw-accept`,
    /// `place`...) of `templates/<lang>/keywords.ftl`, lower case, with
    /// their accents; none when the language has no word of its own.
    pub fn words(self, word: &str) -> &'static [&'static str] {
        let table = WORDS[self as usize];
        table
            .binary_search_by(|(w, _)| (*w).cmp(word))
            .map_or(&[], |i| table[i].1)
    }

    /// Every word of `templates/<lang>/keywords.ftl` with its spellings,
    /// sorted by word.
    pub fn all_words(self) -> &'static [(&'static str, &'static [&'static str])] {
        WORDS[self as usize]
    }
}

/// The words that end the referee's own subjects in every language
/// (`your move`, `à vous de jouer`), lower case, the longest first: the
/// `subject-...` messages of `frame.ftl` and the end of `observer-subject`.
pub fn own_subjects() -> &'static [&'static str] {
    OWN_SUBJECTS
}
