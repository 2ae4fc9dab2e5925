//! The faults of a logged event that name nothing but themselves.

use crate::reason::Sentence;

/// An event that does not fit the log, in a sentence without arguments.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Sentence)]
#[sentence(prefix = "log-")]
pub enum Plain {
    FirstNotCreated,
    #[sentence(id = "log-empty")]
    EmptyLog,
    BlindNotLattaque,
    SetupOnlyLattaque,
    NoPosition,
    ArmyNotHeld,
    NoCommitment,
    CombatUnrecorded,
    CombatInvented,
    ShouldHaveEnded,
    OpeningsOnlyBlind,
    SecondCreated,
    OpeningOutsideBlind,
    CommitOutsideSetup,
    ArmiesUnknown,
    PublishedBeforeEnd,
    DrawOfferAfterEnd,
    ResignAfterEnd,
    DrawDeclinedUnoffered,
    DecisionBad,
    AddressAfterEnd,
    EndedTwice,
    LateEarly,
    PauseBad,
    ResumeUnpaused,
    VacationAfterEnd,
    VacationNoClock,
    ExtensionNotPositive,
    TimeoutNoClock,
    #[sentence(id = "log-both-timed-out")]
    BothTimedOutArmyArrived,
    NobodyOnClock,
    TimeoutEarly,
    BlindMoveCombat,
    OnlyRevealsAwaited,
    EmptyOpening,
    NoClock,
    RevealTimeoutEarly,
}
