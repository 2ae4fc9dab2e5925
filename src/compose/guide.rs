//! The paragraphs that tell a player how to play and what the referee will
//! do: the game's rules in brief (the army, the key rules of the game's
//! variant, a worked example), the language chosen for a game, and the
//! notice that the limit of error replies was reached. Pure; every word
//! comes from the catalog `guide.ftl` (names from `names.ftl`).

use crate::games::any::{AnyOptions, GameKind, OptionsSpec};
use crate::games::lattaque::{self, Rank};
use crate::games::strand::{self, Kind};
use crate::games::{assaut, Side, Square};
use crate::referee::GameState;
use crate::views::words::{self, ids};
use crate::views::Lang;
use estafette_core::reason::Reason;

/// `Para::Rules`: the army (how many of each kind), the key rules of the
/// game's variant in a few sentences, and one worked example, for the
/// player of `to`.
pub(super) fn rules_text(st: &GameState, to: Side, lang: Lang) -> String {
    rules_brief(st.kind, &st.spec, to, lang)
}

/// The rules in brief of a game of `kind` with the options `spec`, for the
/// player of `to`, in `lang`: what `RULES` mails.
pub fn rules_brief(kind: GameKind, spec: &OptionsSpec, to: Side, lang: Lang) -> String {
    let options = AnyOptions::build(kind, spec).ok();
    let variant = spec.describe(kind);
    let rules = match options {
        Some(AnyOptions::Lattaque(o)) if kind == GameKind::Lattaque => lattaque_rules(&o, Some(to), lang),
        Some(AnyOptions::Strand(o)) if kind == GameKind::Strand => strand_rules(o.forts(to), to, lang),
        Some(AnyOptions::Assaut(o)) if kind == GameKind::Assaut => assaut_rules(o.huff, o.fortress_sideways, lang),
        // Options that no longer build: the army and example alone.
        _ => String::new(),
    };
    let (army, example) = match kind {
        GameKind::Lattaque => (army_table(lang, ids::GUIDE_LATTAQUE_ARMY), lattaque_example(to, lang)),
        GameKind::Strand => (strand_army(lang), strand_example(to, lang)),
        GameKind::Assaut => (assaut_army(lang), assaut_example(to, lang)),
    };
    let head = words::text(lang, ids::GUIDE_RULES, &[("variant", &variant), ("rules", &rules)]);
    let more = words::text(lang, ids::GUIDE_RULES_MORE, &[]);
    format!("{army}\n\n{}\n\n{example}\n\n{more}", head.trim_end())
}

/// The rules in brief of a game of `kind` (its default variant) for
/// someone who reads them rather than plays one side (`estafette rules`):
/// both sides' forts and capitals, an example from the first side, and no
/// mail command.
pub fn reader_brief(kind: GameKind, lang: Lang) -> String {
    let spec = OptionsSpec::default();
    let rules = match AnyOptions::build(kind, &spec).ok() {
        Some(AnyOptions::Lattaque(o)) => lattaque_rules(&o, None, lang),
        Some(AnyOptions::Strand(o)) => strand_reader_rules(&o, lang),
        Some(AnyOptions::Assaut(o)) => assaut_rules(o.huff, o.fortress_sideways, lang),
        None => String::new(),
    };
    let (army, example) = match kind {
        GameKind::Lattaque => (
            army_table(lang, ids::OPERATOR_RULES_LATTAQUE_ARMY),
            lattaque_example_of(ids::OPERATOR_RULES_LATTAQUE_EXAMPLE, Side::First, lang),
        ),
        GameKind::Strand => (strand_army(lang), strand_example(Side::First, lang)),
        GameKind::Assaut => (assaut_army(lang), assaut_example(Side::First, lang)),
    };
    let head = words::text(
        lang,
        ids::GUIDE_RULES,
        &[("variant", &spec.describe(kind)), ("rules", &rules)],
    );
    format!("{army}\n\n{}\n\n{example}", head.trim_end())
}

/// `reason` in `lang`, in a game of `kind`.
fn say(lang: Lang, kind: GameKind, reason: Reason) -> String {
    words::reason(lang, kind, &reason)
}

/// L'Attaque's army under the heading `id`, two columns of (code, rank,
/// how many).
fn army_table(lang: Lang, id: &str) -> String {
    let name = |r: Rank| words::rank(lang, r, None);
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
    let mut s = say(lang, GameKind::Lattaque, Reason::new(id).num("total", total));
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

/// L'Attaque's key rules under the options `o`, for the player of `to`
/// (`None`: for a reader of the rules, the Flag's squares of both sides):
/// one sentence a switch, joined.
fn lattaque_rules(o: &lattaque::Options, to: Option<Side>, lang: Lang) -> String {
    use lattaque::{EqualScouts, FlagPlacement};
    let say = |r: Reason| say(lang, GameKind::Lattaque, r);
    let combat = match o.equal_scouts {
        EqualScouts::Stay => Reason::new(ids::GUIDE_LATTAQUE_COMBAT_SCOUTS_STAY).arg("scout", Rank::Scout),
        EqualScouts::Remove => Reason::new(ids::GUIDE_LATTAQUE_COMBAT),
    };
    let mut parts = vec![
        say(combat),
        say(Reason::new(ids::GUIDE_LATTAQUE_ATTACK).text("attack", o.attack.word())),
        say(Reason::new(ids::GUIDE_LATTAQUE_SPY)
            .text("beats", o.spy.word())
            .arg("spy", Rank::Spy)
            .arg("commander", Rank::Commander)
            .arg("mine", Rank::Mine)
            .arg("sapper", Rank::Sapper)
            .arg("flag", Rank::Flag)),
    ];
    if o.flag_placement == FlagPlacement::Gibson {
        // The Flag may not stand on the river files' squares of its
        // front rank.
        let ([a, b], last) = (['c', 'e'], 'g');
        let files = format!("{a}, {b}, {last}");
        let flag = match to {
            Some(to) => {
                let rank = if to == Side::First { '4' } else { '7' };
                Reason::new(ids::GUIDE_LATTAQUE_FLAG)
                    .text("squares", format!("{a}{rank}, {b}{rank}"))
                    .text("last", format!("{last}{rank}"))
            }
            None => Reason::new(ids::OPERATOR_RULES_LATTAQUE_FLAG)
                .text("first", format!("{a}4, {b}4, {last}4"))
                .text("second", format!("{a}7, {b}7, {last}7"))
                .arg("south", Side::First)
                .arg("north", Side::Second),
        };
        parts.push(say(flag
            .arg("flag", Rank::Flag)
            .arg("mine", Rank::Mine)
            .text("files", files)));
    }
    if let Some(n) = o.max_plies {
        parts.push(say(Reason::new(ids::GUIDE_LATTAQUE_MAX_PLIES).num("n", n)));
    }
    parts.join(" ")
}

/// A worked L'Attaque move, from the side of `to` (South moves up the
/// board, North down).
fn lattaque_example(to: Side, lang: Lang) -> String {
    lattaque_example_of(ids::GUIDE_LATTAQUE_EXAMPLE, to, lang)
}

/// [`lattaque_example`] as the message `id` words it.
fn lattaque_example_of(id: &str, to: Side, lang: Lang) -> String {
    let (from, step, target) = if to == Side::First {
        ("b4", "b5", "b6")
    } else {
        ("b7", "b6", "b5")
    };
    let r = Reason::new(id)
        .arg("south", Side::First)
        .text("from", from)
        .text("step", step)
        .text("target", target)
        .arg("captain", Rank::Captain)
        .arg("sergeant", Rank::Sergeant);
    say(lang, GameKind::Lattaque, r)
}

/// How many pieces of each kind a Strand army has.
const STRAND_ARMY: [(Kind, u32); 3] = [(Kind::Cavalry, 4), (Kind::Infantry, 8), (Kind::Artillery, 3)];

fn strand_army(lang: Lang) -> String {
    let mut r = Reason::new(ids::GUIDE_STRAND_ARMY).num("total", STRAND_ARMY.iter().map(|(_, n)| n).sum::<u32>());
    for (kind, n) in STRAND_ARMY {
        let name = kind.name().to_ascii_lowercase();
        r = r.arg(&name, kind).num(&format!("n{name}"), n);
    }
    say(lang, GameKind::Strand, r)
}

/// The Strand's key rules, with the forts of the player of `to`.
fn strand_rules(forts: &[Square], to: Side, lang: Lang) -> String {
    let forts: Vec<String> = forts.iter().map(|s| s.to_string()).collect();
    let enemy = to.other();
    let r = Reason::new(ids::GUIDE_STRAND_RULES)
        .arg("infantry", Kind::Infantry)
        .arg("cavalry", Kind::Cavalry)
        .arg("artillery", Kind::Artillery)
        .num("count", forts.len() as i64)
        .text("forts", forts.join(", "))
        .text("capital", strand::capital(enemy))
        .text("city", strand::capital_name(enemy));
    say(lang, GameKind::Strand, r)
}

/// The Strand's key rules for a reader of them: both sides' forts and
/// capitals.
fn strand_reader_rules(o: &strand::Options, lang: Lang) -> String {
    let forts = |side: Side| o.forts(side).iter().map(|s| s.to_string()).collect::<Vec<_>>();
    let (first, second) = (forts(Side::First), forts(Side::Second));
    let r = Reason::new(ids::OPERATOR_RULES_STRAND)
        .arg("infantry", Kind::Infantry)
        .arg("cavalry", Kind::Cavalry)
        .arg("artillery", Kind::Artillery)
        .arg("first", Side::First)
        .arg("second", Side::Second)
        .num("nfirst", first.len() as i64)
        .num("nsecond", second.len() as i64)
        .text("forts-first", first.join(", "))
        .text("forts-second", second.join(", "))
        .text("capital-first", strand::capital(Side::First))
        .text("capital-second", strand::capital(Side::Second));
    say(lang, GameKind::Strand, r)
}

/// Two jumps, from `from` over `over1` to `land1`, then over `over2` to
/// `land2`, as a message `id` of `guide.ftl` words them.
fn jumps(id: &str, [from, over1, land1, over2, land2]: [&str; 5]) -> Reason {
    Reason::new(id)
        .text("from", from)
        .text("over1", over1)
        .text("land1", land1)
        .text("over2", over2)
        .text("land2", land2)
}

fn strand_example(to: Side, lang: Lang) -> String {
    let squares = if to == Side::First {
        ["d4", "e5", "f6", "g7", "h8"]
    } else {
        ["g7", "f6", "e5", "d4", "c3"]
    };
    say(lang, GameKind::Strand, jumps(ids::GUIDE_STRAND_EXAMPLE, squares))
}

/// L'Assaut's Officers, and the corners of its fortress.
const OFFICERS: u32 = 2;
const FORTRESS: (&str, &str) = ("c5", "e7");

fn assaut_army(lang: Lang) -> String {
    let r = Reason::new(ids::GUIDE_ASSAUT_ARMY)
        .num("nfirst", assaut::SOLDIERS_AT_START)
        .arg("first", Side::First)
        .num("nsecond", OFFICERS)
        .arg("second", Side::Second)
        .text("from", FORTRESS.0)
        .text("to", FORTRESS.1);
    say(lang, GameKind::Assaut, r)
}

/// L'Assaut's key rules, with its two switches.
fn assaut_rules(huff: bool, sideways: bool, lang: Lang) -> String {
    let say = |r: Reason| say(lang, GameKind::Assaut, r.arg("first", Side::First));
    let mut s = say(Reason::new(ids::GUIDE_ASSAUT_RULES)
        .arg("second", Side::Second)
        .num("left", assaut::SOLDIERS_LOST_AT));
    if huff {
        s.push(' ');
        s.push_str(&say(Reason::new(ids::GUIDE_ASSAUT_HUFF)));
    }
    if sideways {
        s.push(' ');
        s.push_str(&say(Reason::new(ids::GUIDE_ASSAUT_SIDEWAYS)));
    }
    s
}

fn assaut_example(to: Side, lang: Lang) -> String {
    let r = match to {
        Side::First => Reason::new(ids::GUIDE_ASSAUT_EXAMPLE_FIRST)
            .text("from", "d3")
            .text("to", "d4"),
        Side::Second => jumps(ids::GUIDE_ASSAUT_EXAMPLE_SECOND, ["d6", "d5", "d4", "e4", "f4"]),
    };
    say(lang, GameKind::Assaut, r)
}

/// `Para::LangSet`: this game's mails now come in `code`'s language (the
/// mail saying so is already in it).
pub(super) fn lang_set_text(code: &str, lang: Lang) -> String {
    let to = Lang::parse(code).unwrap_or_default();
    words::text(lang, ids::LANG_SET, &[("to", to.code())])
}

/// `Para::Muted`, and the same notice on a reply from the referee's plain
/// address (`in_game` false): the last answer, until `until` (shown in the
/// player's time zone `tz`), to mail that applies nothing.
pub fn muted_text(limit: u64, until: i64, tz: &str, lang: Lang, in_game: bool) -> String {
    let until = super::names::local_time(until, tz);
    let limit = limit.to_string();
    let ingame = if in_game { "yes" } else { "no" };
    words::text(
        lang,
        ids::GUIDE_MUTED,
        &[("limit", &limit), ("ingame", ingame), ("until", &until)],
    )
}

/// Where a game stands for the player of `to`, in one line (`Move 5: your
/// turn.`), as every mail of the game says it: for lists of games.
pub fn turn_line(st: &GameState, to: Side, lang: Lang) -> String {
    let mut line = crate::views::unglued(&super::status::status(st, to, lang));
    if st.paused.is_some() {
        line.push(' ');
        line.push_str(&words::text(lang, ids::GUIDE_PAUSED, &[]));
    }
    line
}

/// The paragraph of a blind game's invitation that offers the player kit
/// (the page that seals, opens and reveals in a browser): its address
/// (`url`), the file attached to the mail (`attached`), or both, in `lang`.
/// `None` when neither is given.
pub fn kit_para(lang: Lang, url: Option<&str>, attached: Option<&str>) -> Option<String> {
    if url.is_none() && attached.is_none() {
        return None;
    }
    let mut lines = Vec::new();
    if let Some(url) = url {
        lines.push(words::text(lang, ids::GUIDE_KIT_URL, &[("url", url)]));
    }
    if let Some(file) = attached {
        lines.push(words::text(lang, ids::GUIDE_KIT_ATTACHED, &[("file", file)]));
    }
    lines.push(words::text(lang, ids::GUIDE_KIT_SAME, &[]));
    Some(lines.join("\n"))
}
