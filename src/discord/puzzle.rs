//! Puzzle replies and their buttons: every one private to the solver
//! (ephemeral), each with a picture from the solver's side. The buttons
//! (Next, Try again, Show the solution) name the puzzle they were shown
//! with, so a button pressed on an old message cannot act on a newer
//! puzzle.

use poise::serenity_prelude as serenity;

use super::BotError;
use super::custom_id::{Action, puzzle_number};
use super::picture;
use super::reply::{Button, Post};
use crate::messages::puzzles::{self as words, Front, PuzzleButton};
use crate::service::{
    GameService, Language, PuzzleAnswered, PuzzleChoice, PuzzleShown, ServiceError, UserId, Verdict,
};

/// A puzzle to solve: the task, the picture, a button for the solution.
///
/// # Errors
/// Drawing failures.
pub fn puzzle_post(language: Language, shown: &PuzzleShown) -> Result<Post, BotError> {
    let png = picture::puzzle(language, &shown.position, shown.position.to_move())?;
    let text = words::puzzle_text(language, shown, Front::Discord);
    let mut post = card(words::title(language, shown), text, &shown.puzzle.id, "puzzle", png);
    let number = number(shown);
    post.buttons.push(button(language, PuzzleButton::Solution, Action::PuzzleSolution(number)));
    Ok(post)
}

/// The verdict on an answer: solved (the line played out, Next) or wrong
/// (the opponent's refutation drawn, Try again, Show the solution).
///
/// # Errors
/// Drawing failures.
pub fn answered_post(language: Language, answered: &PuzzleAnswered) -> Result<Post, BotError> {
    let shown = &answered.shown;
    let after = answered.verdict.played_out(&shown.position);
    let png = picture::puzzle(language, &after, shown.position.to_move())?;
    let text = words::answered(language, answered);
    let mut post = card(words::title(language, shown), text, &shown.puzzle.id, "answer", png);
    let number = number(shown);
    match answered.verdict {
        Verdict::Solved { .. } => {
            post.buttons.push(button(language, PuzzleButton::Next, Action::PuzzleNext(number)));
        }
        Verdict::Wrong { .. } => {
            post.buttons.push(button(language, PuzzleButton::Retry, Action::PuzzleRetry(number)));
            post.buttons.push(button(language, PuzzleButton::Solution, Action::PuzzleSolution(number)));
        }
    }
    Ok(post)
}

/// The solution, played out, and a Next button.
///
/// # Errors
/// Drawing failures.
pub fn solution_post(language: Language, answered: &PuzzleAnswered) -> Result<Post, BotError> {
    let shown = &answered.shown;
    let after = answered.verdict.played_out(&shown.position);
    let png = picture::puzzle(language, &after, shown.position.to_move())?;
    let text = words::solution(language, answered);
    let mut post = card(words::title(language, shown), text, &shown.puzzle.id, "solution", png);
    post.buttons.push(button(language, PuzzleButton::Next, Action::PuzzleNext(number(shown))));
    Ok(post)
}

fn number(shown: &PuzzleShown) -> i64 {
    puzzle_number(&shown.puzzle.id).unwrap_or(1)
}

fn button(language: Language, which: PuzzleButton, action: Action) -> Button {
    let style = match which {
        PuzzleButton::Next | PuzzleButton::Retry => serenity::ButtonStyle::Primary,
        PuzzleButton::Solution => serenity::ButtonStyle::Secondary,
    };
    Button::new(action, words::button(language, which), style)
}

/// A private post: an embed with `title`, `text` and the picture.
fn card(title: String, text: String, id: &str, what: &str, png: super::picture::Picture) -> Post {
    super::reply::card(title, text, format!("punct-puzzle-{id}-{what}.png"), png, true)
}

/// What a puzzle button leads to: a new private message. Blocking.
///
/// # Errors
/// Refusals (a button of a puzzle the player has left) and drawing failures.
pub fn press(s: &GameService, user: UserId, language: Language, action: Action) -> Result<Post, BotError> {
    match action {
        Action::PuzzleNext(_) => puzzle_post(language, &s.puzzle(user, &PuzzleChoice::Next)?),
        Action::PuzzleRetry(n) => {
            still_on(s, user, n)?;
            puzzle_post(language, &s.puzzle(user, &PuzzleChoice::Current)?)
        }
        Action::PuzzleSolution(n) => {
            still_on(s, user, n)?;
            solution_post(language, &s.give_up_puzzle(user)?)
        }
        _ => Err(BotError::Refused(crate::messages::discord::stale_button(language))),
    }
}

/// Refuses a button of a puzzle the player is no longer on.
fn still_on(s: &GameService, user: UserId, number: i64) -> Result<(), BotError> {
    match s.current_puzzle(user)? {
        Some(shown) if puzzle_number(&shown.puzzle.id) == Some(number) => Ok(()),
        _ => Err(BotError::from(ServiceError::NoPuzzle)),
    }
}
