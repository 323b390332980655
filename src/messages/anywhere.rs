//! Playing anywhere (`anywhere.ftl`): where a user's install of the app
//! lets the bot answer but not post by itself, the buttons every board
//! carries and what a game's start says.

use crate::messages::fluent::tr;
use crate::service::Language;

/// A board's button where only the installer has the slash commands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GameButton {
    /// The game's board, as `/punct board`.
    Board,
    /// Resign (asked privately first), as `/punct resign`.
    Resign,
    /// Offer a draw, or accept the one offered, as `/punct draw`.
    Draw,
    /// Ask to take back, as `/punct takeback`.
    Takeback,
}

/// The label of `button` in `language`.
pub fn button(language: Language, button: GameButton) -> String {
    match button {
        GameButton::Board => tr!(language, "button-board"),
        GameButton::Resign => tr!(language, "button-ask-resign"),
        GameButton::Draw => tr!(language, "button-offer-draw"),
        GameButton::Takeback => tr!(language, "button-ask-takeback"),
    }
}

/// Under a game's first board where the bot only answers: no reminders
/// will come, the buttons do everything, DM notices are the way to hear.
pub fn answer_only_start(language: Language) -> String {
    tr!(language, "answer-only-start")
}
