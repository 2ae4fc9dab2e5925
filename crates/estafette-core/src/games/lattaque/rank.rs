//! The twelve kinds of piece of an L'Attaque army, their codes, names,
//! protocol bytes and counts.

use std::fmt;

use crate::games::ParseError;

/// A piece's rank. The protocol byte ([`Rank::byte`]) is 1 for the Spy, the
/// fighting number for Scout (2) to Commander-in-Chief (10), 11 for a Mine
/// and 12 for the Flag.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Rank {
    /// Espion. Beats the Commander-in-Chief (switch `spy`), loses to all else.
    Spy,
    /// Éclaireur (2). May run any distance along a file or rank.
    Scout,
    /// Sapeur (3). The only piece that removes a Mine it attacks.
    Sapper,
    /// Sergent (4).
    Sergeant,
    /// Lieutenant (5).
    Lieutenant,
    /// Capitaine (6).
    Captain,
    /// Commandant (7).
    Major,
    /// Colonel (8).
    Colonel,
    /// Brigadier-General, Général de Brigade (9).
    Brigadier,
    /// Commander-in-Chief, Chef d'Armée (10).
    Commander,
    /// Never moves; removes any attacker except a Sapper.
    Mine,
    /// Drapeau. Never moves; whoever captures it wins.
    Flag,
}

impl crate::reason::Named for Rank {
    fn named(&self) -> crate::reason::Arg {
        crate::reason::Arg::Rank(self.code().to_string())
    }
}

estafette_words::named_arg!(Rank);

impl Rank {
    /// All ranks in protocol-byte order (Spy first, Flag last).
    pub const ALL: [Rank; 12] = [
        Rank::Spy,
        Rank::Scout,
        Rank::Sapper,
        Rank::Sergeant,
        Rank::Lieutenant,
        Rank::Captain,
        Rank::Major,
        Rank::Colonel,
        Rank::Brigadier,
        Rank::Commander,
        Rank::Mine,
        Rank::Flag,
    ];

    /// Short code: `S`, `2` to `10`, `M`, `F`.
    pub fn code(self) -> &'static str {
        match self {
            Rank::Spy => "S",
            Rank::Scout => "2",
            Rank::Sapper => "3",
            Rank::Sergeant => "4",
            Rank::Lieutenant => "5",
            Rank::Captain => "6",
            Rank::Major => "7",
            Rank::Colonel => "8",
            Rank::Brigadier => "9",
            Rank::Commander => "10",
            Rank::Mine => "M",
            Rank::Flag => "F",
        }
    }

    /// The protocol's rank byte: Spy 1, Scout 2 ... Commander 10, Mine 11,
    /// Flag 12.
    pub fn byte(self) -> u8 {
        match self {
            Rank::Spy => 1,
            Rank::Scout => 2,
            Rank::Sapper => 3,
            Rank::Sergeant => 4,
            Rank::Lieutenant => 5,
            Rank::Captain => 6,
            Rank::Major => 7,
            Rank::Colonel => 8,
            Rank::Brigadier => 9,
            Rank::Commander => 10,
            Rank::Mine => 11,
            Rank::Flag => 12,
        }
    }

    /// The inverse of [`Rank::byte`].
    pub fn from_byte(b: u8) -> Option<Rank> {
        Rank::ALL.get((b as usize).checked_sub(1)?).copied()
    }

    /// English name, e.g. `Commander-in-Chief`.
    pub fn name_en(self) -> &'static str {
        match self {
            Rank::Spy => "Spy",
            Rank::Scout => "Scout",
            Rank::Sapper => "Sapper",
            Rank::Sergeant => "Sergeant",
            Rank::Lieutenant => "Lieutenant",
            Rank::Captain => "Captain",
            Rank::Major => "Major",
            Rank::Colonel => "Colonel",
            Rank::Brigadier => "Brigadier-General",
            Rank::Commander => "Commander-in-Chief",
            Rank::Mine => "Mine",
            Rank::Flag => "Flag",
        }
    }

    /// English plural, for messages ("3 Colonels").
    pub fn plural_en(self) -> &'static str {
        match self {
            Rank::Spy => "Spies",
            Rank::Scout => "Scouts",
            Rank::Sapper => "Sappers",
            Rank::Sergeant => "Sergeants",
            Rank::Lieutenant => "Lieutenants",
            Rank::Captain => "Captains",
            Rank::Major => "Majors",
            Rank::Colonel => "Colonels",
            Rank::Brigadier => "Brigadier-Generals",
            Rank::Commander => "Commanders-in-Chief",
            Rank::Mine => "Mines",
            Rank::Flag => "Flags",
        }
    }

    /// How many pieces of this rank an army has (36 in all).
    pub fn count(self) -> u8 {
        match self {
            Rank::Spy | Rank::Brigadier | Rank::Commander | Rank::Flag => 1,
            Rank::Major | Rank::Colonel => 2,
            Rank::Sapper | Rank::Sergeant | Rank::Lieutenant | Rank::Captain | Rank::Mine => 4,
            Rank::Scout => 8,
        }
    }

    /// Whether the piece can move and attack (everything but Mine and Flag).
    pub fn is_movable(self) -> bool {
        !matches!(self, Rank::Mine | Rank::Flag)
    }

    /// Parse a code or an English, French or German name, ignoring case,
    /// accents, spaces, hyphens and apostrophes: `10`, `Commander-in-Chief`,
    /// `commander`, `Chef d'Armee`, `chef d’armée`, `Eclaireur`,
    /// `General de Brigade`, `brigadier`, `s`, `Espion`, `Aufklärer`,
    /// `Oberbefehlshaber`, `Fahne`...
    pub fn parse(text: &str) -> Result<Rank, ParseError> {
        let key = normalize(text);
        if key == "1" {
            return Err(crate::games::notation::Syntax::RankOne.into());
        }
        let code = |r: &Rank| r.code().eq_ignore_ascii_case(&key);
        // The names a player may type: `word-rank-CODE` of each language's
        // `keywords.ftl`.
        let named = |r: &Rank| {
            let id = format!("rank-{}", r.code().to_ascii_lowercase());
            estafette_words::LANGS
                .iter()
                .flat_map(|l| l.words(&id))
                .any(|name| normalize(name) == key)
        };
        let found = Rank::ALL
            .iter()
            .find(|r| code(r))
            .or_else(|| Rank::ALL.iter().find(|r| named(r)));
        found.copied().ok_or_else(|| {
            crate::games::notation::Syntax::NotAPiece {
                text: text.trim().to_string(),
            }
            .into()
        })
    }
}

/// Lower case, accents folded, everything but letters and digits dropped.
fn normalize(text: &str) -> String {
    let mut out = String::new();
    for c in text.chars().flat_map(char::to_lowercase) {
        let c = match c {
            'à' | 'á' | 'â' | 'ä' | 'ã' => 'a',
            'é' | 'è' | 'ê' | 'ë' => 'e',
            'î' | 'ï' | 'í' | 'ì' => 'i',
            'ô' | 'ö' | 'ó' | 'ò' => 'o',
            'ù' | 'û' | 'ü' | 'ú' => 'u',
            'ç' => 'c',
            c => c,
        };
        if c.is_ascii_alphanumeric() {
            out.push(c);
        }
    }
    out
}

impl fmt::Display for Rank {
    /// The English name.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name_en())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_bytes_and_names_round_trip() {
        let mut total = 0;
        for (i, r) in Rank::ALL.iter().enumerate() {
            assert_eq!(r.byte() as usize, i + 1);
            assert_eq!(Rank::from_byte(r.byte()), Some(*r));
            assert_eq!(Rank::parse(r.code()).unwrap(), *r);
            assert_eq!(Rank::parse(&r.code().to_lowercase()).unwrap(), *r);
            assert_eq!(Rank::parse(r.name_en()).unwrap(), *r);
            total += r.count() as usize;
        }
        assert_eq!(total, 36);
        assert_eq!(Rank::from_byte(0), None);
        assert_eq!(Rank::from_byte(13), None);
    }

    #[test]
    fn forgiving_names() {
        assert_eq!(Rank::parse("Chef d'Armee").unwrap(), Rank::Commander);
        assert_eq!(Rank::parse("chef d’armée").unwrap(), Rank::Commander);
        assert_eq!(Rank::parse("Commander in Chief").unwrap(), Rank::Commander);
        assert_eq!(Rank::parse("General de Brigade").unwrap(), Rank::Brigadier);
        assert_eq!(Rank::parse("GÉNÉRAL DE BRIGADE").unwrap(), Rank::Brigadier);
        assert_eq!(Rank::parse("Brigadier General").unwrap(), Rank::Brigadier);
        assert_eq!(Rank::parse("Eclaireur").unwrap(), Rank::Scout);
        assert_eq!(Rank::parse(" éclaireur ").unwrap(), Rank::Scout);
        assert_eq!(Rank::parse("commandant").unwrap(), Rank::Major);
        assert_eq!(Rank::parse("Aufklärer").unwrap(), Rank::Scout);
        assert_eq!(Rank::parse("AUFKLAERER").unwrap(), Rank::Scout);
        assert_eq!(Rank::parse("Oberbefehlshaber").unwrap(), Rank::Commander);
        assert_eq!(Rank::parse("Brigade-General").unwrap(), Rank::Brigadier);
        assert_eq!(Rank::parse("fahne").unwrap(), Rank::Flag);
        let e = Rank::parse("1").unwrap_err();
        assert!(e.0.english.contains("Spy"), "{e}");
        let e = Rank::parse("Marshal").unwrap_err();
        assert!(e.0.english.contains("'Marshal'"), "{e}");
        assert!(Rank::parse("").is_err());
        assert!(Rank::parse("11").is_err());
    }
}
