//! The faults of a logged event that name nothing but themselves.

/// Declares [`Plain`], its list [`Plain::ALL`] and [`Plain::words`] from
/// one table: each fault with its code (after `log-`) and its English.
macro_rules! plain {
    ($($name:ident => ($code:literal, $english:literal),)*) => {
        /// An event that does not fit the log, in a sentence without arguments.
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub enum Plain {
            $($name,)*
        }

        impl Plain {
            /// Every fault, for the tests of the catalogs.
            pub const ALL: &'static [Plain] = &[$(Plain::$name,)*];

            /// The code (after `log-`) and the English.
            pub fn words(self) -> (&'static str, &'static str) {
                match self {
                    $(Plain::$name => ($code, $english),)*
                }
            }
        }
    };
}

plain! {
    FirstNotCreated => ("first-not-created", "the first event must be 'created'"),
    EmptyLog => ("empty", "the log is empty"),
    BlindNotLattaque => ("blind-not-lattaque", "blind mode is for L'Attaque only"),
    SetupOnlyLattaque => ("setup-only-lattaque", "only L'Attaque has a setup phase"),
    NoPosition => ("no-position", "no position"),
    ArmyNotHeld => ("army-not-held", "the army is not held"),
    NoCommitment => ("no-commitment", "no commitment"),
    CombatUnrecorded => ("combat-unrecorded", "a combat took place but none was recorded"),
    CombatInvented => ("combat-invented", "a combat was recorded but the move makes none"),
    ShouldHaveEnded => ("should-have-ended", "the game should have ended before this event"),
    OpeningsOnlyBlind => ("openings-only-blind", "openings are sent by players only in blind games"),
    SecondCreated => ("second-created", "a second 'created' event"),
    OpeningOutsideBlind => ("opening-outside-blind", "an opening outside a blind game"),
    CommitOutsideSetup => ("commit-outside-setup", "an army committed outside the setup phase"),
    ArmiesUnknown => ("armies-unknown", "the hidden armies are not known (they are published when the game ends), so moves cannot be checked"),
    PublishedBeforeEnd => ("published-before-end", "an army published before the end"),
    DrawOfferAfterEnd => ("draw-offer-after-end", "a draw offer after the end"),
    ResignAfterEnd => ("resign-after-end", "a resignation after the end"),
    DrawDeclinedUnoffered => ("draw-declined-unoffered", "a draw declined that was not offered"),
    DecisionBad => ("decision-bad", "a decision on a game that is over, or for no side"),
    AddressAfterEnd => ("address-after-end", "an address replaced after the end"),
    EndedTwice => ("ended-twice", "the game ended twice"),
    LateEarly => ("late-early", "a late notice before the deadline"),
    PauseBad => ("pause-bad", "a pause of a game that is over or already paused"),
    ResumeUnpaused => ("resume-unpaused", "a game resumed that was not paused"),
    VacationAfterEnd => ("vacation-after-end", "a vacation after the end"),
    VacationNoClock => ("vacation-no-clock", "a vacation in a game without a clock"),
    ExtensionNotPositive => ("extension-not-positive", "an extension must be positive"),
    TimeoutNoClock => ("timeout-no-clock", "a loss on time in a game without a clock"),
    BothTimedOutArmyArrived => ("both-timed-out", "both sides timed out, but one army had arrived"),
    NobodyOnClock => ("nobody-on-clock", "nobody is on the clock"),
    TimeoutEarly => ("timeout-early", "a loss on time before the deadline and grace had passed"),
    BlindMoveCombat => ("blind-move-combat", "a blind game's move records no combat: combats follow the openings"),
    OnlyRevealsAwaited => ("only-reveals-awaited", "the game is over on the board: only the reveals are awaited"),
    EmptyOpening => ("empty-opening", "an empty opening"),
    NoClock => ("no-clock", "no clock"),
    RevealTimeoutEarly => ("reveal-timeout-early", "a missed reveal recorded before its deadline and grace had passed"),
}
