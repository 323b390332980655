//! Planning ahead on Discord: the private analysis board (`/punct analyse`,
//! a board's Analyse button) and the plan of conditional moves (`/punct
//! plan`, the board's Save as plan).
//!
//! ```text
//! /punct analyse, Analyse button
//!   ─▶ board: pieces menu · ◀ Back · Forward ▶ · Reset · Save as plan | Engine · Close
//!   ─▶ a piece ─▶ its cells ─▶ preview: Turn · Try this move · Back · Cancel ─▶ board
//! /punct plan ─▶ the lines · Delete a line (menu) · Delete the whole plan · Analyse
//! ```
//!
//! Each step updates the same private message with a new picture. The
//! board is stored by the service (a line of moves does not fit a custom
//! id); the components name the copy they belong to by its revision, so a
//! press on an older copy shows the board as it stands instead of
//! changing it. Making a move on the board uses the move picker's steps
//! ([`super::picker::steps_layout`]) with the board's own ids and words.

use poise::serenity_prelude as serenity;

use super::custom_id::{Action, PickStep, Study, StudyStep};
use super::interaction::{Answer, Done};
use super::picker::{Sketch, Steps, asked, on_board, piece_menu, steps_layout};
use super::reply::{Button, MAX_LABEL, MAX_MENU_OPTIONS, Menu, MenuOption, Post};
use super::scene::Scene;
use super::{BotError, picture};
use crate::messages::discord as discord_words;
use crate::messages::picker as picker_words;
use crate::messages::pictures;
use crate::messages::plans::{self as words, AnalysisButton};
use crate::rules::{Cell, Move, Player};
use crate::service::{
    Analysis, AnalysisChange, EngineAdvice, GameId, GameService, Language, PickerAsk, PickerStep, PlanView,
    ServiceError, line_key,
};

/// A fresh analysis board of `game` (or the game meant here), with
/// `typed` tried on it: `/punct analyse` and the Analyse button.
///
/// # Errors
/// The service's refusals (not a player of a game still going on, a move
/// not allowed on the board); drawing failures.
pub fn open(
    s: &GameService,
    scene: &Scene,
    game: Option<GameId>,
    typed: Option<Move>,
) -> Result<Post, BotError> {
    let change = typed.map_or(AnalysisChange::Open, AnalysisChange::Try);
    let analysis = s.analysis(&scene.here(), game, None, change)?;
    let said = typed.map(|mv| words::tried(scene.language, mv)).into_iter().collect();
    board(scene, &analysis, said, None)
}

/// A press or a choice on an analysis board: the board (or a step of a
/// move on it) in place of the pressed copy.
///
/// # Errors
/// The service's refusals; a choice the board never offers
/// ([`ServiceError::NoSuchPick`]); drawing failures.
pub fn press(s: &GameService, scene: &Scene, study: Study, values: &[String]) -> Result<Done, BotError> {
    let (here, game, revision) = (scene.here(), study.game, Some(study.revision));
    let shown = |change| s.analysis(&here, Some(game), revision, change);
    let post = match study.step {
        StudyStep::Close => Post::text(words::closed(scene.language)),
        StudyStep::Back => board(scene, &shown(AnalysisChange::Back)?, Vec::new(), None)?,
        StudyStep::Forward => board(scene, &shown(AnalysisChange::Forward)?, Vec::new(), None)?,
        StudyStep::Reset => board(scene, &shown(AnalysisChange::Reset)?, Vec::new(), None)?,
        StudyStep::Save => {
            let saved = s.save_plan(scene.user.id, game, study.revision)?;
            let said = vec![words::saved(scene.language, &saved)];
            board(scene, &shown(AnalysisChange::Show)?, said, None)?
        }
        StudyStep::Engine => {
            let (analysis, advice) = s.analysis_engine(&here, game, study.revision)?;
            board(scene, &analysis, Vec::new(), Some(advice))?
        }
        StudyStep::Pick(PickStep::Play(mv)) => {
            let analysis = shown(AnalysisChange::Try(mv))?;
            let said = if analysis.stale { Vec::new() } else { vec![words::tried(scene.language, mv)] };
            board(scene, &analysis, said, None)?
        }
        StudyStep::Pick(PickStep::Cancel | PickStep::Pieces) => {
            board(scene, &shown(AnalysisChange::Show)?, Vec::new(), None)?
        }
        StudyStep::Pick(step) => {
            let (ask, column) = asked(step, values).ok_or(ServiceError::NoSuchPick { game })?;
            let analysis = shown(AnalysisChange::Show)?;
            if analysis.stale {
                board(scene, &analysis, Vec::new(), None)?
            } else {
                let to_move = analysis.position.to_move();
                let step = PickerStep::of(&analysis.position, to_move, ask)
                    .ok_or(ServiceError::NoSuchPick { game })?;
                move_step(scene, &analysis, &step, column)?
            }
        }
    };
    Ok(updated(post))
}

/// The pressed message becomes `post`.
fn updated(post: Post) -> Done {
    Done { answer: Answer::Update { pressed: Box::new(post), follow: None }, deed: None, note: None }
}

/// The components' id on this copy of the board.
fn study(analysis: &Analysis, step: StudyStep) -> Action {
    Action::Study(Study { game: analysis.view.game.id, revision: analysis.revision, step })
}

/// The board itself: `said` first (what the press did), the engine's
/// `advice` if asked for, the pieces menu of the side to move, and the
/// board's buttons.
fn board(
    scene: &Scene,
    a: &Analysis,
    said: Vec<String>,
    advice: Option<EngineAdvice>,
) -> Result<Post, BotError> {
    let l = scene.language;
    let mut text = said;
    text.extend(words::board_text(l, a));
    if let Some(advice) = &advice {
        text.push(words::engine(l, advice));
    }
    let to_move = a.position.to_move();
    let pieces = match PickerStep::of(&a.position, to_move, PickerAsk::Pieces) {
        Some(PickerStep::Pieces(pieces)) if !a.position.is_over() => pieces,
        _ => Vec::new(),
    };
    let mut menus = Vec::new();
    if !pieces.is_empty() {
        text.push(words::choose_piece(l, to_move));
        menus.push(piece_menu(l, &pieces, None, study(a, StudyStep::Pick(PickStep::PieceMenu))));
    }
    let marked: Vec<Cell> = pieces.iter().filter_map(|c| on_board(c.piece)).collect();
    let mut post = picture_post(scene, a, text, a.position.clone(), marked, words::caption(l, a))?;
    post.menus = menus;
    post.buttons = board_buttons(l, a, advice.as_ref());
    Ok(post)
}

/// The board's buttons: only those that do something here.
fn board_buttons(l: Language, a: &Analysis, advice: Option<&EngineAdvice>) -> Vec<Button> {
    let grey = serenity::ButtonStyle::Secondary;
    let button = |step, label| Button::new(study(a, step), words::button(l, label), grey);
    let mut buttons = Vec::new();
    if a.shown > 0 {
        buttons.push(button(StudyStep::Back, AnalysisButton::Back));
    }
    if a.shown < a.line.len() {
        buttons.push(button(StudyStep::Forward, AnalysisButton::Forward));
    }
    let at_the_game = a.line == a.view.record.moves && a.shown == a.line.len();
    if !at_the_game {
        buttons.push(button(StudyStep::Reset, AnalysisButton::Reset));
    }
    if a.plan_possible() {
        let save = study(a, StudyStep::Save);
        buttons.push(Button::new(
            save,
            words::button(l, AnalysisButton::Save),
            serenity::ButtonStyle::Success,
        ));
    } else if let Some(best) = advice.and_then(|a| a.best) {
        let try_it = study(a, StudyStep::Pick(PickStep::Play(best)));
        buttons.push(Button::new(try_it, words::try_engine_button(l, best), serenity::ButtonStyle::Primary));
    } else if a.engine_allowed() && advice.is_none() && !a.position.is_over() {
        buttons.push(button(StudyStep::Engine, AnalysisButton::Engine));
    }
    buttons.push(button(StudyStep::Close, AnalysisButton::Close));
    buttons
}

/// A step of making a move on the board (a piece's cells, a preview).
fn move_step(scene: &Scene, a: &Analysis, step: &PickerStep, column: Option<char>) -> Result<Post, BotError> {
    let l = scene.language;
    let id = |step| study(a, StudyStep::Pick(step));
    let layout = steps_layout(l, &id, Steps::Analysis(a.position.to_move()), step, column, false);
    let (position, marked, caption) = match layout.sketch {
        Sketch::Now { marked, piece } => {
            (a.position.clone(), marked, picker_words::choosing_caption(l, piece))
        }
        Sketch::After { mv, after } => (after.clone(), Vec::new(), picker_words::preview_caption(l, mv)),
    };
    let mut post = picture_post(scene, a, layout.text, position, marked, caption)?;
    post.menus = layout.menus;
    post.buttons = layout.buttons;
    Ok(post)
}

/// The board's private message: its title, `text` and the picture of
/// `position` (from the asker's side), `marked` cells singled out.
fn picture_post(
    scene: &Scene,
    a: &Analysis,
    text: Vec<String>,
    position: crate::rules::Position,
    marked: Vec<Cell>,
    caption: String,
) -> Result<Post, BotError> {
    let l = scene.language;
    let game = &a.view.game;
    let names = discord_words::seat_names(l, game, &a.view.people);
    let alt = format!("{} {}", words::alt(l, game.id), pictures::alt_text(l, &position, Some(&names), None));
    let alt: String = alt.chars().take(pictures::MAX_ALT_TEXT).collect();
    let side = a.player.unwrap_or(Player::White);
    let png =
        picture::picker(l, game, &position, &names, &a.view.people.usernames, side, marked, caption, alt)?;
    let filename = format!("punct-game-{}-analysis.png", game.id.0);
    let mut post =
        super::reply::card(words::title(l, game.id), text.join("\n\n"), filename, png, !scene.in_dm());
    post.ephemeral = true;
    Ok(post)
}

/// `/punct plan`: the asker's plan for `game` (or the game meant here),
/// privately, with a menu deleting a line.
///
/// # Errors
/// The service's refusals (not a player, a game against the computer or over).
pub fn plan(s: &GameService, scene: &Scene, game: Option<GameId>) -> Result<Post, BotError> {
    Ok(plan_post(scene.language, &s.plan(&scene.here(), game)?, None))
}

/// A choice or press on a plan's message: the line deleted (or all), the
/// plan shown again in its place.
///
/// # Errors
/// The service's refusals; [`ServiceError::NoSuchPlanLine`].
pub fn plan_press(
    s: &GameService,
    scene: &Scene,
    action: Action,
    values: &[String],
) -> Result<Done, BotError> {
    let user = scene.user.id;
    let (plan, said) = match action {
        Action::PlanDelete(game) => {
            let key = values.first().ok_or(ServiceError::NoSuchPlanLine { game })?;
            (s.delete_plan_line(user, game, Some(key))?, words::deleted(scene.language, game, false))
        }
        Action::PlanClear(game) => {
            (s.delete_plan_line(user, game, None)?, words::deleted(scene.language, game, true))
        }
        _ => return Err(BotError::Refused(discord_words::stale_button(scene.language))),
    };
    Ok(updated(plan_post(scene.language, &plan, Some(said))))
}

/// The plan's private message.
fn plan_post(l: Language, plan: &PlanView, said: Option<String>) -> Post {
    let game = plan.view.game.id;
    let mut text: Vec<String> = said.into_iter().collect();
    text.push(format!("**{}**", words::plan_title(l, game)));
    text.push(words::plan_text(l, plan));
    let mut post = Post::private(text.join("\n\n"));
    if !plan.lines.is_empty() {
        let options = plan
            .lines
            .iter()
            .take(MAX_MENU_OPTIONS)
            .enumerate()
            .map(|(i, line)| MenuOption {
                label: words::delete_option(l, i + 1, line).chars().take(MAX_LABEL).collect(),
                value: line_key(line),
                description: None,
                chosen: false,
            })
            .collect();
        post.menus.push(Menu {
            action: Action::PlanDelete(game),
            placeholder: words::delete_placeholder(l),
            options,
        });
        post.buttons.push(Button::new(
            Action::PlanClear(game),
            words::delete_all_button(l),
            serenity::ButtonStyle::Danger,
        ));
    }
    post.buttons.push(Button::new(
        Action::Analyse(game),
        words::button(l, AnalysisButton::Analyse),
        serenity::ButtonStyle::Secondary,
    ));
    post
}
