//! The fixed choices of `/punct challenge`, shown by Discord as menus so
//! nothing else can be sent.

use crate::rules::Variant;
use crate::service::Level;
use crate::service::{ColourChoice, TimeControl};

/// Basic or standard.
#[derive(Clone, Copy, Debug, poise::ChoiceParameter)]
pub enum VariantOption {
    /// The full game (the default).
    #[name = "standard"]
    Standard,
    /// The introductory game.
    #[name = "basic"]
    Basic,
}

impl From<VariantOption> for Variant {
    fn from(v: VariantOption) -> Variant {
        match v {
            VariantOption::Standard => Variant::Standard,
            VariantOption::Basic => Variant::Basic,
        }
    }
}

/// Days per move.
#[derive(Clone, Copy, Debug, poise::ChoiceParameter)]
pub enum DaysOption {
    /// 1 day.
    #[name = "1 day"]
    One,
    /// 3 days (the default).
    #[name = "3 days"]
    Three,
    /// 7 days.
    #[name = "7 days"]
    Seven,
    /// 14 days.
    #[name = "14 days"]
    Fourteen,
    /// No time limit.
    #[name = "no limit"]
    Unlimited,
}

impl From<DaysOption> for TimeControl {
    fn from(d: DaysOption) -> TimeControl {
        let days = match d {
            DaysOption::One => 1,
            DaysOption::Three => 3,
            DaysOption::Seven => 7,
            DaysOption::Fourteen => 14,
            DaysOption::Unlimited => return TimeControl::UNLIMITED,
        };
        TimeControl::days_per_move(days).unwrap_or_default()
    }
}

/// A time bank instead of days per move (the `clock` option): the names
/// say "bank" so that nobody mistakes one for days per move.
#[derive(Clone, Copy, Debug, poise::ChoiceParameter)]
pub enum ClockOption {
    /// 3 days, +1 day a move.
    #[name = "bank: 3 days, +1 day a move"]
    Bank3,
    /// 7 days, +1 day a move.
    #[name = "bank: 7 days, +1 day a move"]
    Bank7,
    /// LittleGolem's: 10 days, +36 hours a move.
    #[name = "bank: 10 days, +36 h a move"]
    Bank10,
}

impl From<ClockOption> for TimeControl {
    fn from(c: ClockOption) -> TimeControl {
        let bank = match c {
            ClockOption::Bank3 => TimeControl::ALLOWED_BANKS[0],
            ClockOption::Bank7 => TimeControl::ALLOWED_BANKS[1],
            ClockOption::Bank10 => TimeControl::ALLOWED_BANKS[2],
        };
        TimeControl::bank(u32::from(bank.days), u32::from(bank.hours)).unwrap_or_default()
    }
}

/// The challenger's colour.
#[derive(Clone, Copy, Debug, poise::ChoiceParameter)]
pub enum ColourOption {
    /// Drawn by lot (the default).
    #[name = "random"]
    Random,
    /// White moves first.
    #[name = "white"]
    White,
    /// Black.
    #[name = "black"]
    Black,
}

impl From<ColourOption> for ColourChoice {
    fn from(c: ColourOption) -> ColourChoice {
        match c {
            ColourOption::Random => ColourChoice::Random,
            ColourOption::White => ColourChoice::White,
            ColourOption::Black => ColourChoice::Black,
        }
    }
}

/// The computer's strength.
#[derive(Clone, Copy, Debug, poise::ChoiceParameter)]
pub enum LevelOption {
    /// For a first game.
    #[name = "easy"]
    Easy,
    /// A fair opponent (the default).
    #[name = "medium"]
    Medium,
    /// A strong opponent.
    #[name = "hard"]
    Hard,
    /// The strongest, for experienced players.
    #[name = "expert"]
    Expert,
}

impl From<LevelOption> for Level {
    fn from(l: LevelOption) -> Level {
        match l {
            LevelOption::Easy => Level::Easy,
            LevelOption::Medium => Level::Medium,
            LevelOption::Hard => Level::Hard,
            LevelOption::Expert => Level::Expert,
        }
    }
}
