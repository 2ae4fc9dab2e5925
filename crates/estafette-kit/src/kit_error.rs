//! The kit's own sentences: what it says of a request it cannot answer
//! and of a mail it shows (a view's warnings), as a typed value. `Display`
//! is the English; [`Explain::reason`] the code (`kit-…`, the messages of
//! `templates/<lang>/kit.ftl`) and its arguments, which the catalogs word
//! in the reader's language. An error of the core inside one of these is
//! nested as the core's own reason.

use estafette_core::games::lattaque::Rank;
use estafette_core::games::Square;
use estafette_core::reason::{Sentence, Why};

/// A sentence of the kit: a request refused, or a warning about a mail.
#[derive(Clone, Debug, PartialEq, Eq, Sentence)]
#[sentence(prefix = "kit-")]
pub enum KitError {
    /// The request is not JSON (the parser's own words, English).
    NotJson { why: String },
    /// No operation of that name.
    UnknownOp { op: String },
    /// A string member the operation needs is missing.
    NoText { key: String },
    /// `seal`'s turn is neither first nor second.
    Turn { text: String },
    /// `seal`'s seed is not 32 bytes in hex.
    Seed(#[sentence(name = "why")] Why),
    /// The army given is not complete and legal.
    ArmyNotValid(#[sentence(name = "why")] Why),
    /// `sign`'s side is neither 1 nor 2.
    Side { text: String },
    /// `sign` with a key file and no side.
    GiveSide,
    /// `sign`'s head is not a `Log-Head:` line.
    Head { head: String, why: Why },
    /// `sign`'s head is of another game than the one named.
    HeadOfOtherGame { head: String, game: String },
    /// Blind mode asked with another game's options.
    NotLattaque,
    /// A piece of a half-placed army is not a rank (its square as given).
    NotARank { square: String, why: Why },
    /// `random`'s bytes are not hex.
    RandomHex(#[sentence(name = "why")] Why),
    /// `random` with fewer than 16 bytes.
    TooFewBytes,
    /// No shuffle gave a legal army (the last refusal).
    NoArrangement(#[sentence(name = "why")] Why),
    /// `view`: the mail and the secret file are of different games.
    OtherGame { mail: String, secret: String },
    /// `view` warning: the mail's options are not those sealed.
    OptionsDiffer { mail: String, sealed: String },
    /// `view` warning: a piece of the player's side whose home is not in
    /// the army.
    NotInArmy { home: Square },
    /// `view` warning: a piece opened with another rank than the army's.
    ShownAs { home: Square, shown: Rank, army: Rank },
    /// A `.eml` file the mail parser cannot read.
    NotAMail,
    /// A mail without a text part.
    NoTextPart,
    /// No `Log-Head:` line in the mail or the text given.
    NoHead,
    /// A file loaded as the player's secret that is neither a secret file
    /// nor a key file (the reason a secret file is refused).
    NotASecret(#[sentence(name = "why")] Why),
    /// A game's transcript loaded as the player's secret.
    TranscriptNotSecret,
    /// An invitation without an `estafette seal` line.
    NoSealLine,
    /// The invitation's `estafette seal` line names what the kit refuses.
    SealLine(#[sentence(name = "why")] Why),
    /// Openings or a reveal asked of a key file, which only signs.
    KeyFileSignsOnly,
    /// `verify`: `count` commands no signature covers (events `events`),
    /// and no head given to prove them.
    Unsigned { count: usize, events: String },
    /// `verify`: `count` commands no signature covers come after the
    /// player's last head, `n`: nothing the player holds proves them.
    UnsignedAfterHead { count: usize, events: String, n: u64 },
    /// `verify`: the `count` commands no signature covers are all at or
    /// before the player's last head, `n`.
    UnsignedProven { count: usize, n: u64 },
}

impl From<KitError> for Why {
    fn from(e: KitError) -> Why {
        Why::of(&e)
    }
}

impl KitError {
    /// One value of each variant (inner reasons typed where the core types
    /// them), for the tests of the catalogs.
    pub fn examples() -> Vec<KitError> {
        use estafette_core::games::lattaque::{Options, SetupError};
        use estafette_core::protocol::encode::hex_decode;
        use estafette_core::protocol::log::LogHead;
        use KitError::*;
        let setup = || {
            Why::of(&SetupError::LineCount {
                side: estafette_core::games::Side::First,
                found: 0,
            })
        };
        let hex = || Why::of(&hex_decode("abc").expect_err("odd"));
        let rank = Why::from(Rank::parse("Q").expect_err("not a rank"));
        let head = Why::of(&LogHead::parse("Log-Head: g").expect_err("one word"));
        let e4 = Square::new(4, 3);
        vec![
            NotJson {
                why: "expected value at line 1 column 1".into(),
            },
            UnknownOp { op: "fly".into() },
            NoText { key: "setup".into() },
            Turn { text: "third".into() },
            Seed(hex()),
            ArmyNotValid(setup()),
            Side { text: "3".into() },
            GiveSide,
            Head {
                head: "g".into(),
                why: head,
            },
            HeadOfOtherGame {
                head: "lattaque-7".into(),
                game: "strand-2".into(),
            },
            NotLattaque,
            NotARank {
                square: "a1".into(),
                why: rank,
            },
            RandomHex(hex()),
            TooFewBytes,
            NoArrangement(setup()),
            OtherGame {
                mail: "lattaque-8".into(),
                secret: "lattaque-7".into(),
            },
            OptionsDiffer {
                mail: Options::variant("standard").map(|o| o.to_text()).unwrap_or_default(),
                sealed: Options::variant("gibson-1925").map(|o| o.to_text()).unwrap_or_default(),
            },
            NotInArmy { home: e4 },
            ShownAs {
                home: e4,
                shown: Rank::Scout,
                army: Rank::Commander,
            },
            NotAMail,
            NoTextPart,
            NoHead,
            NotASecret(
                estafette_core::protocol::blind::Secret::from_json("{}")
                    .expect_err("not a secret")
                    .why(),
            ),
            TranscriptNotSecret,
            NoSealLine,
            SealLine(
                estafette_core::protocol::blind::parse_board_side("west")
                    .expect_err("no side")
                    .why(),
            ),
            KeyFileSignsOnly,
            Unsigned {
                count: 3,
                events: "5, 7-8".into(),
            },
            UnsignedAfterHead {
                count: 1,
                events: "14".into(),
                n: 12,
            },
            UnsignedProven { count: 10, n: 12 },
        ]
    }
}
#[cfg(test)]
mod tests;
