//! The move picker on Discord: a private message whose menus and buttons
//! make a move without notation — which piece, where its PÜNCT goes, how
//! it lies (a preview of the board after it) — then play it.
//!
//! ```text
//! Move button / `/punct move` without a move
//!   ─▶ pieces menu ─▶ cells menu (columns first when more than 25)
//!   ─▶ preview: ◀ Turn · Turn ▶ · Play this move · Back · Cancel
//! ```
//!
//! Each step updates the same message with a new picture. The picker's
//! whole state is in its components' custom ids ([`Pick`]), and every
//! step asks the service afresh: it works across restarts, and a picker
//! opened before the position changed is shown again from its start.
//! Play goes through the same service call as `/punct move` (expecting
//! the move number the picker was opened at), and its board is posted
//! publicly, as a typed move's is.

use poise::serenity_prelude as serenity;

use super::custom_id::{Action, Pick, PickStep, parse_cell, parse_piece, piece_text};
use super::interaction::{Answer, Done};
use super::reply::{Button, MAX_MENU_OPTIONS, Menu, MenuOption, Post};
use super::scene::Scene;
use super::work::board_post;
use super::{BotError, picture};
use crate::messages::discord::{self as discord_words, Deed};
use crate::messages::picker::{self as words, PickerButton};
use crate::messages::plans::{self as plan_words, AnalysisButton};
use crate::messages::service as game_words;
use crate::rules::{Cell, Move, Player, Position};
use crate::service::{
    GameId, GameService, Language, MoveRequest, Picker, PickerAsk, PickerStep, Piece, PieceChoice,
    ServiceError,
};

/// A new picker for `game` (the Move button, `/punct move` without a
/// move), or the preview of `shown` (`/punct move preview:True`): a
/// private message, plain in a DM (where nobody else sees it anyway).
///
/// # Errors
/// The service's refusals (not a player, not their turn, the game over,
/// an illegal move to preview); drawing failures.
pub fn open(s: &GameService, scene: &Scene, game: GameId, shown: Option<Move>) -> Result<Post, BotError> {
    let ask = shown.map_or(PickerAsk::Pieces, PickerAsk::Way);
    let picker = s.picker(&scene.here(), game, None, ask)?;
    post(scene, &picker, None)
}

/// A press or a choice on a picker: the next step in place of this one,
/// or the move played (the picker says so, the board follows publicly).
/// `values` are a menu's chosen values.
///
/// # Errors
/// The service's refusals and a move's; a choice that is not the
/// picker's ([`ServiceError::NoSuchPick`]); drawing failures.
pub fn press(s: &GameService, scene: &Scene, pick: Pick, values: &[String]) -> Result<Done, BotError> {
    let (ask, column) = match pick.step {
        PickStep::Cancel => return Ok(updated(Post::text(words::cancelled(scene.language)))),
        PickStep::Play(mv) => return play(s, scene, pick, mv),
        step => asked(step, values).ok_or(ServiceError::NoSuchPick { game: pick.game })?,
    };
    let picker = s.picker(&scene.here(), pick.game, Some(pick.ply), ask)?;
    Ok(updated(post(scene, &picker, column)?))
}

/// What a picker component (other than Play and Cancel) asks for, with
/// the menu's chosen `values`, and the column chosen if it is the columns
/// menu; `None` for a value the picker never offers.
pub(super) fn asked(step: PickStep, values: &[String]) -> Option<(PickerAsk, Option<char>)> {
    let value = || values.first().map(String::as_str);
    Some(match step {
        PickStep::Pieces => (PickerAsk::Pieces, None),
        PickStep::PieceMenu => (PickerAsk::Cells(parse_piece(value()?).ok()?), None),
        PickStep::ColumnMenu(piece) => {
            let mut letters = value()?.chars();
            let (Some(column), None) = (letters.next(), letters.next()) else { return None };
            (PickerAsk::Cells(piece), Some(column))
        }
        PickStep::CellMenu(piece) => (PickerAsk::Ways(piece, parse_cell(value()?).ok()?), None),
        PickStep::Cells(piece) => (PickerAsk::Cells(piece), None),
        PickStep::Way(mv) => (PickerAsk::Way(mv), None),
        PickStep::Play(_) | PickStep::Cancel => return None,
    })
}

/// The pressed picker becomes `post`.
fn updated(post: Post) -> Done {
    Done { answer: Answer::Update { pressed: Box::new(post), follow: None }, deed: None, note: None }
}

/// Plays `mv` as `/punct move` does, expecting the position the picker
/// showed; if it changed, the picker is shown again instead.
fn play(s: &GameService, scene: &Scene, pick: Pick, mv: Move) -> Result<Done, BotError> {
    let request = MoveRequest {
        game: pick.game,
        user: scene.user.id,
        notation: mv.to_string(),
        expected_ply: Some(pick.ply),
    };
    let update = match s.play(&request) {
        Ok(update) => update,
        Err(ServiceError::PositionChanged { .. }) => {
            let picker = s.picker(&scene.here(), pick.game, Some(pick.ply), PickerAsk::Pieces)?;
            return Ok(updated(post(scene, &picker, None)?));
        }
        Err(e) => return Err(e.into()),
    };
    let deed = Deed::Moved(update.game.id);
    let (u, language) = (&update, scene.public);
    let text = game_words::move_played(language, u);
    let board =
        board_post(language, &u.game, &u.position, &u.people, &text, &u.notify).map_err(|e| e.after(deed))?;
    let said = Post::text(words::played(scene.language, mv));
    Ok(Done::after(deed, Answer::Update { pressed: Box::new(said), follow: Some(board) }))
}

/// What a picker's message shows: its text, menus and buttons, and what
/// its picture is to draw. Pure, so every path through a picker can be
/// walked without drawing.
pub(super) struct Layout<'a> {
    /// Paragraphs of the message.
    pub text: Vec<String>,
    /// Its menus, one row each.
    pub menus: Vec<Menu>,
    /// Its buttons, in one row.
    pub buttons: Vec<Button>,
    /// The picture.
    pub sketch: Sketch<'a>,
}

/// Whose move the steps make, which changes their words: the player's
/// own in a game, or either side's on an analysis board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Steps {
    /// The player's move in the game: Play plays it.
    Game,
    /// A move for this side on an analysis board: Try tries it there.
    Analysis(Player),
}

/// What a picker's picture draws.
pub(super) enum Sketch<'a> {
    /// The game now, `marked` cells singled out; the piece chosen, in the
    /// second step.
    Now { marked: Vec<Cell>, piece: Option<Piece> },
    /// The board after `mv` (not played).
    After { mv: Move, after: &'a Position },
}

/// The layout of `step` in `game` at move number `ply`; `column` is the
/// column chosen when the cells are split by column, `stale` whether the
/// position changed since the picker was opened.
fn layout(
    language: Language,
    game: GameId,
    ply: u32,
    step: &PickerStep,
    column: Option<char>,
    stale: bool,
) -> Layout<'_> {
    let id = move |step| Action::Pick(Pick { game, ply, step });
    steps_layout(language, &id, Steps::Game, step, column, stale)
}

/// The layout of `step`, whose components' ids `id` makes, with the words
/// of `steps`; as [`layout`].
pub(super) fn steps_layout<'a>(
    language: Language,
    id: &dyn Fn(PickStep) -> Action,
    steps: Steps,
    step: &'a PickerStep,
    column: Option<char>,
    stale: bool,
) -> Layout<'a> {
    let button = |step, label, style| Button::new(id(step), words::button(language, label), style);
    let secondary = serenity::ButtonStyle::Secondary;
    let mut text = Vec::new();
    if stale {
        text.push(words::stale(language));
    }
    let mut menus = Vec::new();
    let mut buttons = Vec::new();
    let sketch = match step {
        PickerStep::Pieces(pieces) => {
            text.push(match steps {
                Steps::Game => words::choose_piece(language, pieces.len()),
                Steps::Analysis(side) => plan_words::choose_piece(language, side),
            });
            if !pieces.is_empty() {
                menus.push(piece_menu(language, pieces, None, id(PickStep::PieceMenu)));
            }
            Sketch::Now { marked: pieces.iter().filter_map(|c| on_board(c.piece)).collect(), piece: None }
        }
        PickerStep::Cells { piece, pieces, cells } => {
            let split = cells.len() > MAX_MENU_OPTIONS;
            text.push(match steps {
                Steps::Game => words::choose_cell(language, piece, cells.len(), split),
                Steps::Analysis(_) => plan_words::choose_cell(language, piece, cells.len(), split),
            });
            menus.push(piece_menu(language, pieces, Some(piece.piece), id(PickStep::PieceMenu)));
            let shown: Vec<(Cell, usize)> = if split {
                menus.push(column_menu(language, cells, column, id(PickStep::ColumnMenu(piece.piece))));
                cells.iter().copied().filter(|(c, _)| Some(c.col_letter()) == column).collect()
            } else {
                cells.clone()
            };
            if !shown.is_empty() {
                menus.push(cell_menu(language, &shown, id(PickStep::CellMenu(piece.piece))));
            }
            buttons.push(button(PickStep::Pieces, PickerButton::Back, secondary));
            Sketch::Now { marked: cells.iter().map(|(c, _)| *c).collect(), piece: Some(piece.piece) }
        }
        PickerStep::Way { piece, mv, landing, ways, after } => {
            let at = ways.iter().position(|w| w == mv).unwrap_or(0);
            text.push(words::preview(language, *mv, *landing, at + 1, ways.len()));
            match step.turns() {
                Some((back, on)) if back == on => {
                    buttons.push(button(PickStep::Way(on), PickerButton::Turn, secondary))
                }
                Some((back, on)) => {
                    buttons.push(button(PickStep::Way(back), PickerButton::TurnBack, secondary));
                    buttons.push(button(PickStep::Way(on), PickerButton::TurnOn, secondary));
                }
                None => {}
            }
            let play = PickStep::Play(*mv);
            buttons.push(match steps {
                Steps::Game => button(play, PickerButton::Play, serenity::ButtonStyle::Success),
                Steps::Analysis(_) => Button::new(
                    id(play),
                    plan_words::button(language, AnalysisButton::Try),
                    serenity::ButtonStyle::Success,
                ),
            });
            buttons.push(button(PickStep::Cells(piece.piece), PickerButton::Back, secondary));
            Sketch::After { mv: *mv, after }
        }
    };
    buttons.push(button(PickStep::Cancel, PickerButton::Cancel, secondary));
    Layout { text, menus, buttons, sketch }
}

/// The picker's message for `picker`'s step, its picture drawn; `column`
/// is the column chosen when the cells are split by column.
fn post(scene: &Scene, picker: &Picker, column: Option<char>) -> Result<Post, BotError> {
    let language = scene.language;
    let game = &picker.view.game;
    let layout = layout(language, game.id, game.ply, &picker.step, column, picker.stale);
    let names = discord_words::seat_names(language, game, &picker.view.people);
    let usernames = &picker.view.people.usernames;
    let draw = |position, marked, caption, alt| {
        picture::picker(language, game, position, &names, usernames, picker.player, marked, caption, alt)
    };
    let now = &picker.view.position;
    let png = match layout.sketch {
        Sketch::Now { marked, piece } => {
            let alt = words::choosing_alt(language, piece, now, &names);
            draw(now, marked, words::choosing_caption(language, piece), alt)?
        }
        Sketch::After { mv, after } => {
            let alt = words::preview_alt(language, mv, after, &names);
            draw(after, Vec::new(), words::preview_caption(language, mv), alt)?
        }
    };
    let filename = format!("punct-game-{}-picker.png", game.id.0);
    let mut post = super::reply::card(
        words::title(language, game.id),
        layout.text.join("\n\n"),
        filename,
        png,
        !scene.in_dm(),
    );
    if let Some(card) = post.card.as_mut() {
        card.footer = Some(discord_words::game_footer(language, game, game.ply));
    }
    post.menus = layout.menus;
    post.buttons = layout.buttons;
    Ok(post)
}

/// The PÜNCT cell of a piece on the board.
pub(super) fn on_board(piece: Piece) -> Option<Cell> {
    match piece {
        Piece::OnBoard(cell) => Some(cell),
        Piece::Reserve(_) => None,
    }
}

/// The menu of pieces, `chosen` shown as chosen.
pub(super) fn piece_menu(
    language: Language,
    pieces: &[PieceChoice],
    chosen: Option<Piece>,
    action: Action,
) -> Menu {
    let options = pieces
        .iter()
        .map(|c| {
            let (label, small) = words::piece_option(language, c);
            MenuOption {
                label,
                value: piece_text(c.piece),
                description: Some(small),
                chosen: Some(c.piece) == chosen,
            }
        })
        .collect();
    Menu { action, placeholder: words::piece_placeholder(language), options }
}

/// The menu of the columns `cells` are in, `chosen` shown as chosen.
fn column_menu(language: Language, cells: &[(Cell, usize)], chosen: Option<char>, action: Action) -> Menu {
    let mut columns: Vec<(char, usize)> = Vec::new();
    for (cell, _) in cells {
        match columns.iter_mut().find(|(c, _)| *c == cell.col_letter()) {
            Some((_, n)) => *n += 1,
            None => columns.push((cell.col_letter(), 1)),
        }
    }
    let options = columns
        .into_iter()
        .map(|(column, n)| {
            let (label, small) = words::column_option(language, column, n);
            MenuOption {
                label,
                value: column.to_string(),
                description: Some(small),
                chosen: Some(column) == chosen,
            }
        })
        .collect();
    Menu { action, placeholder: words::column_placeholder(language), options }
}

/// The menu of `cells` (at most one menu's worth).
fn cell_menu(language: Language, cells: &[(Cell, usize)], action: Action) -> Menu {
    let options = cells
        .iter()
        .map(|(cell, ways)| MenuOption {
            label: cell.to_string(),
            value: cell.to_string(),
            description: Some(words::cell_ways(language, *ways)),
            chosen: false,
        })
        .collect();
    Menu { action, placeholder: words::cell_placeholder(language), options }
}

#[cfg(test)]
mod tests {
    use std::collections::{HashSet, VecDeque};

    use super::*;
    use crate::discord::custom_id::MAX_LEN;
    use crate::discord::reply::{MAX_BUTTONS, MAX_LABEL};
    use crate::rules::{GameRecord, Variant};

    /// Follows every menu option and every button of every step a picker
    /// can reach from its first, as Discord would send them back (custom
    /// id and value, read as a press reads them), without drawing; returns
    /// every move a Play button plays. Checks each message against
    /// Discord's limits on the way.
    fn walk(position: &Position) -> HashSet<Move> {
        let player = position.to_move();
        let (game, ply) = (GameId(7), position.ply());
        let mut played = HashSet::new();
        let mut seen = HashSet::new();
        let mut queue = VecDeque::from([(PickerAsk::Pieces, None)]);
        while let Some((ask, column)) = queue.pop_front() {
            if !seen.insert((ask, column)) {
                continue;
            }
            let step = PickerStep::of(position, player, ask).expect("a step the picker offered");
            let layout = layout(Language::ENGLISH, game, ply, &step, column, false);
            assert!(layout.menus.len() < 5, "the menus and the button row fit five rows");
            assert!(layout.buttons.len() <= MAX_BUTTONS);
            let mut ids = HashSet::new();
            let mut follow = |id: String, values: Vec<String>| {
                assert!(id.len() <= MAX_LEN, "{id}");
                let Ok(Action::Pick(pick)) = id.parse::<Action>() else { panic!("{id} is not a picker's") };
                assert_eq!((pick.game, pick.ply), (game, ply));
                match pick.step {
                    PickStep::Play(mv) => {
                        played.insert(mv);
                    }
                    PickStep::Cancel => {}
                    step => queue.push_back(asked(step, &values).expect("an answer the picker reads")),
                }
            };
            for menu in &layout.menus {
                let id = menu.action.encode();
                assert!(ids.insert(id.clone()), "custom ids are unique in a message: {id}");
                assert!(!menu.options.is_empty() && menu.options.len() <= MAX_MENU_OPTIONS);
                let values: HashSet<&str> = menu.options.iter().map(|o| o.value.as_str()).collect();
                assert_eq!(values.len(), menu.options.len(), "values are unique in a menu");
                for option in &menu.options {
                    assert!(option.label.chars().count() <= MAX_LABEL, "{}", option.label);
                    follow(id.clone(), vec![option.value.clone()]);
                }
            }
            for button in &layout.buttons {
                let id = button.action.encode();
                assert!(ids.insert(id.clone()), "custom ids are unique in a message: {id}");
                follow(id, Vec::new());
            }
        }
        played
    }

    fn position(moves: &str) -> Position {
        GameRecord::from_moves(Variant::Standard, moves).unwrap().replay().unwrap()
    }

    /// Three positions: one where White's straight piece can bridge (and
    /// placements are many, so cells are split by column), one where a
    /// triangle can jump onto another, and one late in a game with a
    /// nearly empty reserve. Every legal move is reached through the
    /// components and none of them leads to anything else.
    #[test]
    fn every_legal_move_is_reached_through_the_picker_and_nothing_else() {
        let bridge = "B2-B3-C3 N12-N13-O13 B5-B6-C6 N15-N16-O16 F5-G5-H5 P12-P13-Q13";
        let jump = "B2-B3-C3 N12-N13-O13 B5-B6-C6 N15-N16-O16 F5-G5-H5 P12-P13-Q13 F5>B5-B3-B4 \
            J15-J16-K16 E8-E9-F9 L15-L16-M16 E3-E4-F4 O9-O10-P10";
        for (what, position) in [("bridge", position(bridge)), ("jump", position(jump)), ("late", late())] {
            let legal: HashSet<Move> = position.legal_moves().into_iter().collect();
            assert_eq!(walk(&position), legal, "{what}");
        }
        assert!(position(bridge).is_legal("F5>B5-B3-B4".parse().unwrap()));
        assert!(position(jump).is_legal("E3>E8-E9-F9".parse().unwrap()));
    }

    /// A random game (seed 0) after 48 moves: reserves nearly spent,
    /// stacks on the board.
    fn late() -> Position {
        let mut random = crate::rules::SplitMix64::new(0);
        let mut position = Position::new(Variant::Standard);
        for _ in 0..48 {
            let mv = position.random_move(&mut random).expect("the game goes on");
            position = position.play(mv).expect("a legal move");
        }
        assert!(!position.is_over());
        let left = |p| position.reserve(p).total();
        assert!(
            left(crate::rules::Player::White) + left(crate::rules::Player::Black) <= 12,
            "late: few pieces left"
        );
        position
    }
}
