//! Arranging an army: the board and ranks for drawing it, a half-placed
//! army tallied and checked, SETUP text read, and a random legal
//! arrangement. Legality is always the core's [`Army::check`]; this module
//! only counts what is placed so far and shuffles.

use estafette_core::games::any::{AnyOptions, GameKind, OptionsSpec};
use estafette_core::games::lattaque::{self, Army, Options, Rank};
use estafette_core::games::{Side, Square};
use estafette_core::protocol::blind::{board_side_name, parse_board_side};
use estafette_core::protocol::encode::hex_decode;
use estafette_core::reason::Why;
use serde_json::{json, Map, Value};
use sha2::{Digest, Sha256};

use estafette_core::reason::Explain;

use crate::kit_error::KitError;
use crate::request::{lang_of, opt_str, str_of, strings};

/// The board, the ranks (with their names and counts) and the variants.
pub fn rules() -> Value {
    let ranks: Vec<Value> = Rank::ALL
        .iter()
        .map(|r| {
            let mut rank = json!({ "code": r.code(), "count": r.count() });
            for lang in estafette_words::LANGS {
                rank[lang.code()] = json!(estafette_words::rank(lang, *r, None));
            }
            rank
        })
        .collect();
    let lakes: Vec<String> = lattaque::LAKES.iter().map(Square::to_string).collect();
    let zone = |side| {
        let r = lattaque::zone_ranks(side);
        json!([r.start() + 1, r.end() + 1])
    };
    json!({
        "files": lattaque::FILES,
        "ranks": lattaque::RANKS,
        "lakes": lakes,
        "pieces": ranks,
        "zones": { "south": zone(Side::First), "north": zone(Side::Second) },
        "variants": Options::VARIANTS,
    })
}

/// The L'Attaque options of a request (`variant`, `sets`), checked by the core.
pub(crate) fn options_of(req: &Value) -> Result<Options, Why> {
    let spec = OptionsSpec::with_sets(opt_str(req, "variant").map(str::to_string), &strings(req, "sets"))?;
    match AnyOptions::build(GameKind::Lattaque, &spec)? {
        AnyOptions::Lattaque(o) => Ok(o),
        _ => Err(KitError::NotLattaque.into()),
    }
}

/// The request's `side` (`south` or `north`).
pub(crate) fn side_of(req: &Value) -> Result<Side, Why> {
    Ok(parse_board_side(str_of(req, "side")?)?)
}

/// The pieces of an army as `{"a1": "F", ...}`.
fn pieces_json(pieces: &[(Square, Rank)]) -> Value {
    let map: Map<String, Value> = pieces
        .iter()
        .map(|(sq, r)| (sq.to_string(), Value::String(r.code().to_string())))
        .collect();
    Value::Object(map)
}

/// `army`: `{side, variant, sets, pieces: {"a1": "F", ...}}`, possibly
/// half-placed. Answers how many of each rank are placed and wanted
/// (`counts`), whether the army is complete and legal (`complete`), the
/// core's word on it (`message`: the first thing wrong, or empty), and
/// its SETUP text (`.` for an empty square).
pub fn check(req: &Value) -> Result<Value, Why> {
    let opts = options_of(req)?;
    let side = side_of(req)?;
    let mut pieces = Vec::new();
    if let Some(map) = req.get("pieces").and_then(Value::as_object) {
        for (sq, rank) in map {
            let square = Square::parse(sq)?;
            let rank = Rank::parse(rank.as_str().unwrap_or_default()).map_err(|e| KitError::NotARank {
                square: sq.to_string(),
                why: e.why(),
            })?;
            pieces.push((square, rank));
        }
    }
    let counts: Vec<Value> = Rank::ALL
        .iter()
        .map(|r| {
            let placed = pieces.iter().filter(|(_, p)| p == r).count();
            json!({ "code": r.code(), "placed": placed, "wanted": r.count() })
        })
        .collect();
    let (complete, message, text) = match Army::from_pieces(side, pieces.clone(), &opts) {
        Ok(army) => (true, String::new(), army.to_text()),
        Err(e) => {
            pieces.sort_by_key(|(sq, _)| (sq.rank, sq.file));
            let message = estafette_words::reason(lang_of(req), GameKind::Lattaque, &e.reason());
            (false, message, Army { side, pieces }.to_text())
        }
    };
    Ok(json!({ "counts": counts, "complete": complete, "message": message, "text": text }))
}

/// `parse`: `{side, variant, sets, text}`, SETUP text as a mail takes it,
/// to its pieces (the army must be complete and legal).
pub fn parse(req: &Value) -> Result<Value, Why> {
    let opts = options_of(req)?;
    let side = side_of(req)?;
    let army = Army::parse(str_of(req, "text")?, side, &opts).map_err(|e| KitError::ArmyNotValid(Why::of(&e)))?;
    Ok(json!({ "pieces": pieces_json(&army.pieces), "text": army.to_text() }))
}

/// Random numbers below a bound, drawn from SHA-256 of the page's random
/// bytes and a counter (the bytes are the only source of chance).
struct Stream {
    seed: Vec<u8>,
    block: [u8; 32],
    used: usize,
    counter: u32,
}

impl Stream {
    fn new(seed: Vec<u8>) -> Stream {
        Stream {
            seed,
            block: [0; 32],
            used: 32,
            counter: 0,
        }
    }

    fn next_u32(&mut self) -> u32 {
        if self.used + 4 > self.block.len() {
            let mut h = Sha256::new();
            h.update(&self.seed);
            h.update(self.counter.to_be_bytes());
            self.block = h.finalize().into();
            self.counter = self.counter.wrapping_add(1);
            self.used = 0;
        }
        let b = &self.block[self.used..self.used + 4];
        self.used += 4;
        u32::from_be_bytes([b[0], b[1], b[2], b[3]])
    }

    /// A number in `0..n` (`n` > 0), uniform: draws falling in the
    /// incomplete last span are drawn again.
    fn below(&mut self, n: u32) -> u32 {
        let limit = u32::MAX - u32::MAX % n;
        loop {
            let x = self.next_u32();
            if x < limit {
                return x % n;
            }
        }
    }
}

/// How many shuffles `random` tries before giving up.
const SHUFFLES: u32 = 1000;

/// `random`: `{side, variant, sets, random: HEX}` (at least 16 random
/// bytes): the 36 pieces shuffled over the zone, the Flag then put on a
/// square of the back row, until the core finds the arrangement legal (the
/// Flag rule of `gibson` may refuse a shuffle).
pub fn random(req: &Value) -> Result<Value, Why> {
    let opts = options_of(req)?;
    let side = side_of(req)?;
    let seed = hex_decode(str_of(req, "random")?).map_err(|e| KitError::RandomHex(Why::of(&e)))?;
    if seed.len() < 16 {
        return Err(KitError::TooFewBytes.into());
    }
    let squares: Vec<Square> = lattaque::zone_ranks(side)
        .flat_map(|r| (0..lattaque::FILES).map(move |f| Square::new(f, r)))
        .collect();
    let mut ranks: Vec<Rank> = Rank::ALL
        .iter()
        .flat_map(|r| std::iter::repeat_n(*r, usize::from(r.count())))
        .collect();
    // The zone's squares run from its lowest rank: the back row is the
    // first nine for South, the last nine for North.
    let back = if side == Side::First { 0 } else { squares.len() - 9 };
    let mut stream = Stream::new(seed);
    let mut shuffle = 0;
    loop {
        shuffle += 1;
        for i in (1..ranks.len()).rev() {
            let j = stream.below(i as u32 + 1) as usize;
            ranks.swap(i, j);
        }
        if let Some(flag) = ranks.iter().position(|r| *r == Rank::Flag) {
            ranks.swap(flag, back + stream.below(9) as usize);
        }
        let pieces: Vec<(Square, Rank)> = squares.iter().copied().zip(ranks.iter().copied()).collect();
        match Army::from_pieces(side, pieces, &opts) {
            Ok(army) => {
                return Ok(json!({
                    "pieces": pieces_json(&army.pieces),
                    "text": army.to_text(),
                    "side": board_side_name(side),
                }))
            }
            Err(e) if shuffle == SHUFFLES => return Err(KitError::NoArrangement(Why::of(&e)).into()),
            Err(_) => {}
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::handle;

    fn req(v: Value) -> Result<Value, Why> {
        handle(&v)
    }

    #[test]
    fn a_random_arrangement_is_legal_and_follows_the_bytes() {
        for (side, variant) in [("south", "gibson-1925"), ("north", "standard")] {
            let ask = |hex: &str| {
                req(json!({"op": "random", "side": side, "variant": variant, "random": hex})).expect("an army")
            };
            let a = ask(&"ab".repeat(32));
            let b = ask(&"ab".repeat(32));
            let c = ask(&"cd".repeat(32));
            assert_eq!(a, b);
            assert_ne!(a["text"], c["text"]);
            let text = a["text"].as_str().expect("text");
            let opts = Options::variant(variant).expect("variant");
            let side = parse_board_side(side).expect("side");
            assert_eq!(Army::parse(text, side, &opts).expect("legal").to_text(), text);
        }
        // The Flag starts in the back row, wherever the bytes put it.
        for (side, row) in [("south", "1"), ("north", "10")] {
            for seed in 0..20u8 {
                let a = req(json!({"op": "random", "side": side, "random": format!("{seed:02x}").repeat(16)}))
                    .expect("an army");
                let flag = a["pieces"]
                    .as_object()
                    .and_then(|p| p.iter().find(|(_, r)| *r == "F"))
                    .map(|(sq, _)| sq[1..].to_string());
                assert_eq!(flag.as_deref(), Some(row), "{side} {seed}: {a}");
            }
        }
        assert!(req(json!({"op": "random", "side": "south", "random": "00"})).is_err());
    }

    #[test]
    fn a_half_placed_army_is_tallied_and_a_full_one_checked() {
        let half = req(json!({"op": "army", "side": "south", "pieces": {"a1": "F", "b1": "M", "c1": "m"}}))
            .expect("an answer");
        assert_eq!(half["complete"], false);
        let mine = half["counts"]
            .as_array()
            .expect("counts")
            .iter()
            .find(|c| c["code"] == "M")
            .cloned();
        assert_eq!(mine, Some(json!({"code": "M", "placed": 2, "wanted": 4})));
        assert!(half["message"].as_str().expect("message").contains("empty"));
        let full = req(json!({"op": "parse", "side": "south", "text": lattaque::SAMPLE_ARMY_FIRST})).expect("parsed");
        let mut ask = json!({"op": "army", "side": "south"});
        ask["pieces"] = full["pieces"].clone();
        let checked = req(ask.clone()).expect("an answer");
        assert_eq!(checked["complete"], true);
        assert_eq!(checked["message"], "");
        assert_eq!(checked["text"], full["text"]);
        ask["pieces"]["a4"] = json!("F");
        let wrong = req(ask).expect("an answer");
        assert_eq!(wrong["complete"], false);
        assert!(wrong["message"].as_str().expect("message").contains("Flag"));
        assert!(req(json!({"op": "army", "side": "west"})).is_err());
        assert!(req(json!({"op": "army", "side": "south", "pieces": {"a1": "Q"}})).is_err());
    }
}
