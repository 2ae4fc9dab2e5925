//! The kit's own sentences: what it says of a request it cannot answer
//! and of a mail it shows (a view's warnings), as a typed value. `Display`
//! is the English; [`Explain::reason`] the code (`kit-…`, the messages of
//! `templates/<lang>/kit.ftl`) and its arguments, which the catalogs word
//! in the reader's language. An error of the core inside one of these is
//! nested as the core's own reason.

use std::fmt;

use estafette_core::games::lattaque::Rank;
use estafette_core::games::Square;
use estafette_core::reason::{Explain, Reason, Why};

/// A sentence of the kit: a request refused, or a warning about a mail.
#[derive(Clone, Debug, PartialEq, Eq)]
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
    Seed(Why),
    /// The army given is not complete and legal.
    ArmyNotValid(Why),
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
    RandomHex(Why),
    /// `random` with fewer than 16 bytes.
    TooFewBytes,
    /// No shuffle gave a legal army (the last refusal).
    NoArrangement(Why),
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
    NotASecret(Why),
    /// A game's transcript loaded as the player's secret.
    TranscriptNotSecret,
    /// An invitation without an `estafette seal` line.
    NoSealLine,
    /// The invitation's `estafette seal` line names what the kit refuses.
    SealLine(Why),
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

impl fmt::Display for KitError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use KitError::*;
        match self {
            NotJson { why } => write!(f, "the request is not JSON: {why}"),
            UnknownOp { op } => write!(f, "unknown operation '{op}'"),
            NoText { key } => write!(f, "the request has no text '{key}'"),
            Turn { text } => write!(
                f,
                "turn '{text}': first if you move first, second otherwise (the invitation says which)"
            ),
            Seed(why) => write!(f, "seed: {why}"),
            ArmyNotValid(why) => write!(f, "the army is not valid: {why}"),
            Side { text } => write!(f, "side '{text}': 1 (first) or 2 (second), as the rules name the sides"),
            GiveSide => f.write_str("give your side: 1 (first) or 2 (second), as the rules name the sides"),
            Head { head, why } => write!(
                f,
                "head '{head}': {why} (copy the Log-Head line of the mail you answer)"
            ),
            HeadOfOtherGame { head, game } => write!(
                f,
                "the head is of game {head}, not {game}: copy the Log-Head line of this game's mail"
            ),
            NotLattaque => f.write_str("blind mode is for L'Attaque only"),
            NotARank { square, why } => write!(f, "{square}: {why}"),
            RandomHex(why) => write!(f, "random: {why}"),
            TooFewBytes => f.write_str("random: give at least 16 random bytes"),
            NoArrangement(why) => write!(f, "no legal arrangement found: {why}"),
            OtherGame { mail, secret } => write!(f, "this mail is about game {mail}, the secret file about {secret}"),
            OptionsDiffer { mail, sealed } => write!(
                f,
                "the mail's options ({mail}) are not those you sealed with ({sealed})"
            ),
            NotInArmy { home } => write!(f, "no piece of yours started on {home}"),
            ShownAs { home, shown, army } => write!(
                f,
                "the piece from {home} is shown as {} but your army has a {} there",
                shown.name_en(),
                army.name_en()
            ),
            NotAMail => f.write_str("the file is not a mail this kit can read"),
            NoTextPart => f.write_str("the mail has no text part"),
            NoHead => f.write_str("no Log-Head line: give the referee's whole mail, or its Log-Head line"),
            NotASecret(why) => write!(
                f,
                "this is not your secret file (GAME-SIDE.secret.json) nor a key file: {why}"
            ),
            TranscriptNotSecret => f.write_str(
                "this is a game's transcript, not your secret file: check it under \"Verify a finished game\"",
            ),
            NoSealLine => f.write_str("no 'estafette seal' line: give the referee's invitation to this game"),
            SealLine(why) => write!(f, "the invitation's 'estafette seal' line: {why}"),
            KeyFileSignsOnly => f.write_str("a key file only signs: open pieces and reveal with your secret file"),
            Unsigned { count, events } => write!(
                f,
                "{count} {} no signature covers (events {events}): only the Log-Head line of the last mail \
                 the referee sent you can prove {}; paste it below",
                if *count == 1 { "command" } else { "commands" },
                if *count == 1 { "it" } else { "them" },
            ),
            UnsignedAfterHead { count, events, n } => write!(
                f,
                "{count} {} no signature covers {} after your last Log-Head ({n}) (events {events}): \
                 nothing you hold proves {}",
                if *count == 1 { "command" } else { "commands" },
                if *count == 1 { "comes" } else { "come" },
                if *count == 1 { "it" } else { "them" },
            ),
            UnsignedProven { count, n } => write!(
                f,
                "{} no signature covers {} in the log your Log-Head ({n}) names",
                if *count == 1 {
                    "the command".to_string()
                } else {
                    format!("the {count} commands")
                },
                if *count == 1 { "is" } else { "are" },
            ),
        }
    }
}

impl Explain for KitError {
    fn reason(&self) -> Reason {
        use KitError::*;
        let code = |c: &str| Reason::new(&format!("kit-{c}"));
        match self {
            NotJson { why } => code("not-json").text("why", why),
            UnknownOp { op } => code("unknown-op").text("op", op),
            NoText { key } => code("no-text").text("key", key),
            Turn { text } => code("turn").text("text", text),
            Seed(why) => code("seed").reason("why", why.reason.clone()),
            ArmyNotValid(why) => code("army-not-valid").reason("why", why.reason.clone()),
            Side { text } => code("side").text("text", text),
            GiveSide => code("give-side"),
            Head { head, why } => code("head").text("head", head).reason("why", why.reason.clone()),
            HeadOfOtherGame { head, game } => code("head-of-other-game").text("head", head).text("game", game),
            NotLattaque => code("not-lattaque"),
            NotARank { square, why } => code("not-a-rank")
                .text("square", square)
                .reason("why", why.reason.clone()),
            RandomHex(why) => code("random-hex").reason("why", why.reason.clone()),
            TooFewBytes => code("too-few-bytes"),
            NoArrangement(why) => code("no-arrangement").reason("why", why.reason.clone()),
            OtherGame { mail, secret } => code("other-game").text("mail", mail).text("secret", secret),
            OptionsDiffer { mail, sealed } => code("options-differ").text("mail", mail).text("sealed", sealed),
            NotInArmy { home } => code("not-in-army").text("home", home),
            ShownAs { home, shown, army } => code("shown-as")
                .text("home", home)
                .arg("shown", *shown)
                .arg("army", *army),
            NotAMail => code("not-a-mail"),
            NoTextPart => code("no-text-part"),
            NoHead => code("no-head"),
            NotASecret(why) => code("not-a-secret").reason("why", why.reason.clone()),
            TranscriptNotSecret => code("transcript-not-secret"),
            NoSealLine => code("no-seal-line"),
            SealLine(why) => code("seal-line").reason("why", why.reason.clone()),
            KeyFileSignsOnly => code("key-file-signs-only"),
            Unsigned { count, events } => code("unsigned").num("count", *count).text("events", events),
            UnsignedAfterHead { count, events, n } => code("unsigned-after-head")
                .num("count", *count)
                .text("events", events)
                .num("n", *n),
            UnsignedProven { count, n } => code("unsigned-proven").num("count", *count).num("n", *n),
        }
    }
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
        let setup = || Why::of(&SetupError::examples()[0]);
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
