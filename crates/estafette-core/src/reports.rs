//! The moves' reports as data: each engine's report (what one move did)
//! gives a [`Reason`] whose code is a message of the catalogs'
//! `report.ftl`, so a mail words it in its reader's language. The English
//! of those messages is, byte for byte, the report's `Display`, which the
//! log records and transcripts are verified by (the words crate's tests
//! compare the two over played games).
//!
//! Architecture invariant: pure; no words but the codes and arguments.

use crate::games::any::AnyReport;
use crate::games::{assaut, lattaque, strand, Side, Square};
use crate::reason::{Explain, Reason};

/// One item of a list a reason names: a text (a square) or a reason.
pub(crate) enum Item {
    Text(String),
    Reason(Reason),
}

fn put(r: Reason, name: &str, item: Item) -> Reason {
    match item {
        Item::Text(t) => r.text(name, t),
        Item::Reason(inner) => r.reason(name, inner),
    }
}

/// `items` joined as `a, b and c` (`report-comma`, `report-and`): nested in
/// halves, so that a long list stays a few reasons deep.
pub(crate) fn listed(mut items: Vec<Item>) -> Item {
    if items.len() < 2 {
        return items.pop().unwrap_or(Item::Text(String::new()));
    }
    let tail = items.split_off(items.len() - 2);
    let mut tail = tail.into_iter();
    let (Some(a), Some(b)) = (tail.next(), tail.next()) else {
        return Item::Text(String::new());
    };
    let last = Item::Reason(put(put(Reason::new("report-and"), "first", a), "rest", b));
    if items.is_empty() {
        last
    } else {
        Item::Reason(put(
            put(Reason::new("report-comma"), "first", commas(items)),
            "rest",
            last,
        ))
    }
}

/// `items` joined by commas.
fn commas(mut items: Vec<Item>) -> Item {
    if items.len() < 2 {
        return items.pop().unwrap_or(Item::Text(String::new()));
    }
    let second = items.split_off(items.len() / 2);
    Item::Reason(put(
        put(Reason::new("report-comma"), "first", commas(items)),
        "rest",
        commas(second),
    ))
}

fn squares(list: &[Square]) -> Item {
    listed(list.iter().map(|s| Item::Text(s.to_string())).collect())
}

impl Explain for lattaque::Report {
    fn reason(&self) -> Reason {
        let (from, to) = (self.from.to_string(), self.to.to_string());
        let Some(c) = &self.combat else {
            let code = if self.scout_shown {
                "report-lattaque-scout-ran"
            } else {
                "report-lattaque-moved"
            };
            return Reason::new(code)
                .arg("side", self.side)
                .text("from", from)
                .text("to", to);
        };
        let a_gone = c.removed.contains(&c.attacker);
        let d_gone = c.removed.contains(&c.defender);
        let outcome = match (c.flag_captured, a_gone, d_gone) {
            (true, _, _) => "flag",
            (false, true, true) => "both",
            (false, false, true) => "defender",
            (false, true, false) => "attacker",
            (false, false, false) => "stay",
        };
        Reason::new("report-lattaque-attack")
            .arg("side", self.side)
            .arg("enemy", self.side.other())
            .arg("attacker", c.attacker_rank)
            .arg("defender", c.defender_rank)
            .text("stepped", if self.from != self.to { "yes" } else { "no" })
            .text("from", from)
            .text("to", to)
            .text("at", c.attacker)
            .text("target", c.defender)
            .text("outcome", outcome)
    }
}

impl Explain for strand::Report {
    fn reason(&self) -> Reason {
        let sep = if self.jump { "x" } else { "-" };
        let path: Vec<String> = self.path.iter().map(|s| s.to_string()).collect();
        let r = Reason::new(if self.jump {
            "report-strand-jumped"
        } else {
            "report-strand-moved"
        })
        .arg("side", self.mover)
        .arg("enemy", self.mover.other())
        .arg("kind", self.kind)
        .text("path", path.join(sep))
        .text("entered", if self.reached_capital { "yes" } else { "no" });
        if !self.jump {
            return r;
        }
        let taken = self
            .captured
            .iter()
            .map(|(sq, k)| {
                Item::Reason(
                    Reason::new("report-strand-taken")
                        .arg("side", self.mover.other())
                        .arg("kind", *k)
                        .text("square", sq),
                )
            })
            .collect();
        put(r, "taken", listed(taken))
    }
}

impl Explain for assaut::Report {
    fn reason(&self) -> Reason {
        match &self.mv {
            assaut::Move::Place(a, b) => Reason::new("report-assaut-placed").text("first", a).text("second", b),
            assaut::Move::Step { from, to } => {
                let code = match (self.mover, self.huffed.len()) {
                    (Side::First, _) => "report-assaut-soldier-moved",
                    (Side::Second, 0) => "report-assaut-officer-moved",
                    (Side::Second, _) => "report-assaut-huffed",
                };
                let r = Reason::new(code).text("from", from).text("to", to);
                if code == "report-assaut-huffed" {
                    put(r.num("n", self.huffed.len() as i64), "squares", squares(&self.huffed))
                } else {
                    r
                }
            }
            assaut::Move::Jump { .. } => put(
                Reason::new("report-assaut-captured")
                    .num("n", self.taken.len() as i64)
                    .text("move", &self.mv),
                "squares",
                squares(&self.taken),
            ),
        }
    }
}

impl Explain for AnyReport {
    fn reason(&self) -> Reason {
        match self {
            AnyReport::Lattaque(r) => r.reason(),
            AnyReport::Strand(r) => r.reason(),
            AnyReport::Assaut(r) => r.reason(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn depth(item: &Item) -> usize {
        fn of(r: &Reason) -> usize {
            1 + r
                .args
                .values()
                .map(|a| match a {
                    crate::reason::Arg::Reason(inner) => of(inner),
                    _ => 0,
                })
                .max()
                .unwrap_or(0)
        }
        match item {
            Item::Text(_) => 0,
            Item::Reason(r) => of(r),
        }
    }

    #[test]
    fn a_long_list_stays_shallow() {
        let list = |n: usize| listed((0..n).map(|i| Item::Text(i.to_string())).collect());
        assert_eq!(depth(&list(0)), 0);
        assert_eq!(depth(&list(1)), 0);
        assert_eq!(depth(&list(2)), 1);
        assert_eq!(depth(&list(3)), 2);
        assert!(depth(&list(64)) <= 7, "{}", depth(&list(64)));
        let Item::Reason(r) = list(3) else {
            panic!("three items make a reason")
        };
        assert_eq!(r.code, "report-comma");
    }
}
