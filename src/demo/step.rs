//! The steps of the bench's load generator (`estafette-bench`, which plays
//! the demo's players) and what the referee made of one it did not apply,
//! as typed sentences nested in [`super::DemoFault::LoadRefused`]: codes
//! `service-bench-…`, in `templates/<lang>/service.ftl`.

use estafette_core::games::any::MoveError;
use estafette_core::reason::{Reason, Sentence, Why};

use crate::exit::Inner;
use crate::service::Ingested;

/// A mail of the load, by what it carries.
#[derive(Clone, Debug, PartialEq, Eq, Sentence)]
#[sentence(prefix = "service-bench-")]
pub enum LoadStep {
    /// A player's army for `game`.
    Army { game: String },
    /// The move `text` in `game`.
    Move { game: String, text: String },
    /// The resignation that ends `game`.
    Resignation { game: String },
}

/// What the referee did with a mail of the load it did not apply.
#[derive(Clone, Debug, PartialEq, Eq, Sentence)]
#[sentence(prefix = "service-bench-")]
pub enum Unapplied {
    /// Taken for a mail seen before.
    Duplicate,
    /// Its handling failed (the failure as the referee words it).
    Failed(#[sentence(name = "why")] Inner),
}

/// What the referee made of a mail (not applied): its summary as the
/// referee words it, or what [`Unapplied`] says.
pub fn outcome(ingested: &Ingested) -> Inner {
    match ingested {
        Ingested::Handled { summary, said, .. } => Inner {
            english: summary.clone(),
            reason: said.clone(),
        },
        Ingested::Duplicate => Inner::of(&Unapplied::Duplicate),
        Ingested::Failed(why) => Inner::of(&Unapplied::Failed(why.clone())),
    }
}

/// Why the rules refuse the move `text`, as the referee words it.
pub fn refused(text: &str, e: MoveError) -> Inner {
    let why = match e {
        MoveError::Syntax(e) => Why {
            english: format!("'{text}' is not a move: {e}"),
            reason: Reason::new("not-a-move").text("text", text).reason("why", e.0.reason),
        },
        MoveError::Illegal(e) => e.why(),
    };
    Inner {
        english: why.english,
        reason: why.reason,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use estafette_core::games::any::{AnyOptions, AnyPosition, GameKind, OptionsSpec};
    use estafette_core::games::Side;

    fn strand() -> AnyPosition {
        let opts = AnyOptions::build(GameKind::Strand, &OptionsSpec::default()).expect("the default options");
        AnyPosition::start(&opts, Side::First).expect("a starting position")
    }

    #[test]
    fn a_refused_move_is_typed_as_the_referee_words_it() {
        let pos = strand();
        let not_a_move = refused("zz", pos.play_text("zz").expect_err("not a move"));
        assert!(
            not_a_move.english.starts_with("'zz' is not a move: "),
            "{}",
            not_a_move.english
        );
        assert_eq!(not_a_move.reason.code, "not-a-move");
        let text = pos.legal_moves().into_iter().next().expect("a legal move");
        let after = pos.play_text(&text).expect("legal").0;
        let again = refused(&text, after.play_text(&text).expect_err("not twice"));
        assert_ne!(again.reason.code, "not-a-move", "{}", again.english);
    }

    #[test]
    fn what_became_of_a_mail_not_applied() {
        assert_eq!(
            outcome(&Ingested::Duplicate).english,
            "a duplicate of a mail already handled"
        );
        let locked = crate::store::StoreFault::examples().remove(0);
        let failed = outcome(&Ingested::Failed(Inner::of(&locked)));
        assert_eq!(failed.english, format!("failed: {locked}"));
        let reason = failed.reason;
        assert_eq!(reason.code, "service-bench-failed");
        assert_eq!(
            reason.args.get("why"),
            Some(&estafette_core::reason::Arg::Reason(Box::new(
                estafette_core::reason::Explain::reason(&locked)
            )))
        );
    }
}
