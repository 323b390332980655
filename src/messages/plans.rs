//! Planning ahead in words: the private analysis board (`/punct analyse`,
//! the Analyse button), the engine's word once a game is over, the plan
//! of conditional moves (`/punct plan`, Save as plan), a reply played
//! from a plan, and a plan cleared.
//!
//! Fair play: while a game is being played nothing here judges a move;
//! the board says so, and the engine's words exist only for a finished
//! game.

use crate::messages::fluent::tr;
use crate::messages::keys::colour_key;
use crate::messages::play::kind_name;
use crate::messages::service::{result_in, seat_in};

use crate::rules::{Move, Player};
use crate::service::{
    Analysis, EngineAdvice, GameId, GameResult, Language, PieceChoice, PlanNotice, PlanNoticeKind, PlanSaved,
    PlanView, Seat, ServiceError,
};
use crate::service::{Piece, review::Standing};

/// The analysis board's buttons.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AnalysisButton {
    /// Under a board post: opens the board.
    Analyse,
    /// One move back.
    Back,
    /// One move forward.
    Forward,
    /// Back to the game as it stands.
    Reset,
    /// Save the line shown as a plan.
    Save,
    /// The engine's word (a finished game).
    Engine,
    /// Close the board.
    Close,
    /// Try the move previewed.
    Try,
}

/// An analysis button's label.
pub fn button(language: Language, button: AnalysisButton) -> String {
    match button {
        AnalysisButton::Analyse => tr!(language, "button-analyse"),
        AnalysisButton::Back => tr!(language, "analysis-button-back"),
        AnalysisButton::Forward => tr!(language, "analysis-button-forward"),
        AnalysisButton::Reset => tr!(language, "analysis-button-reset"),
        AnalysisButton::Save => tr!(language, "analysis-button-save"),
        AnalysisButton::Engine => tr!(language, "analysis-button-engine"),
        AnalysisButton::Close => tr!(language, "analysis-button-close"),
        AnalysisButton::Try => tr!(language, "analysis-button-try"),
    }
}

/// The button trying the engine's move.
pub fn try_engine_button(language: Language, mv: Move) -> String {
    tr!(language, "analysis-button-try-engine", move = mv.to_string())
}

/// The board's title.
pub fn title(language: Language, game: GameId) -> String {
    tr!(language, "analysis-title", game = game.to_string())
}

/// The board's text: where it starts, the moves tried, who is to move on
/// it, the engine's place (fair play), and how a plan is saved from it.
pub fn board_text(language: Language, a: &Analysis) -> Vec<String> {
    let l = language;
    let mut text = Vec::new();
    if a.stale {
        text.push(tr!(l, "analysis-stale"));
    }
    text.push(where_from(l, a));
    text.push(match a.position.outcome() {
        Some(outcome) => {
            tr!(l, "analysis-board-over", result = result_in(l, GameResult::of_outcome(outcome)))
        }
        None => tr!(l, "analysis-to-move", colour = a.position.to_move().name()),
    });
    text.push(if a.engine_allowed() {
        tr!(l, "analysis-engine-offered")
    } else {
        tr!(l, "analysis-no-engine")
    });
    if let Some(hint) = plan_hint(l, a) {
        text.push(hint);
    }
    text
}

/// Where the board is: the game's position, the moves tried after it, or
/// back among the game's own moves.
fn where_from(l: Language, a: &Analysis) -> String {
    let game_ply = a.view.record.moves.len();
    if a.shown < a.from || (a.shown == a.from && a.from < game_ply) {
        return tr!(l, "analysis-in-game", ply = a.shown, last = game_ply);
    }
    if a.line.len() == a.from {
        return if a.from == 0 {
            tr!(l, "analysis-start-empty")
        } else {
            tr!(l, "analysis-start", ply = a.from)
        };
    }
    let moves: Vec<String> = a.line[a.from..]
        .iter()
        .enumerate()
        .map(|(i, mv)| {
            let ply = a.from + i + 1;
            if ply == a.shown { format!("**{ply}. {mv}**") } else { format!("{ply}. {mv}") }
        })
        .collect();
    tr!(l, "analysis-tried", from = a.from, moves = moves.join(", "))
}

/// How a plan is made from here, for a player waiting for their opponent
/// in a game between people.
fn plan_hint(l: Language, a: &Analysis) -> Option<String> {
    let game = &a.view.game;
    let player = a.player?;
    if game.is_over() || game.bot().is_some() || a.view.position.to_move() == player {
        return None;
    }
    let opponent = seat_in(l, game.seats[player.opponent()]);
    if a.plan_possible() {
        let (mv, reply) = (a.line[a.from], a.line[a.from + 1]);
        return Some(tr!(
            l,
            "analysis-plan-ready",
            opponent = opponent,
            move = mv.to_string(),
            reply = reply.to_string()
        ));
    }
    Some(tr!(l, "analysis-plan-hint", opponent = opponent))
}

/// The first step of a move on the board: which piece, of the side to move.
pub fn choose_piece(language: Language, to_move: Player) -> String {
    tr!(language, "analysis-choose-piece", colour = to_move.name())
}

/// The second step's text, naming the piece without "your".
pub fn choose_cell(language: Language, choice: &PieceChoice, cells: usize, split: bool) -> String {
    let kind = kind_name(language, choice.kind);
    let piece = match choice.piece {
        Piece::OnBoard(cell) => {
            tr!(language, "analysis-the-piece-at", cell = cell.to_string(), kind_name = kind)
        }
        Piece::Reserve(_) => tr!(language, "picker-a-new-piece", kind_name = kind),
    };
    let text = tr!(language, "picker-choose-cell", piece = piece, count = cells);
    if split { format!("{text} {}", tr!(language, "picker-choose-column-first")) } else { text }
}

/// The caption drawn over the board.
pub fn caption(language: Language, a: &Analysis) -> String {
    if a.position.is_over() {
        tr!(language, "analysis-caption-over")
    } else {
        tr!(language, "analysis-caption", colour = a.position.to_move().name())
    }
}

/// The start of the board's alt text (the position's follows).
pub fn alt(language: Language, game: GameId) -> String {
    tr!(language, "analysis-alt", game = game.to_string())
}

/// Said once a move was tried.
pub fn tried(language: Language, mv: Move) -> String {
    tr!(language, "analysis-tried-move", move = mv.to_string())
}

/// The board once closed.
pub fn closed(language: Language) -> String {
    tr!(language, "analysis-closed")
}

/// The engine's word on the board's position (a finished game).
pub fn engine(language: Language, advice: &EngineAdvice) -> String {
    let standing = capitalised(&standing(language, advice.standing, advice.to_move));
    match advice.best {
        Some(best) => tr!(
            language,
            "analysis-engine",
            best = best.to_string(),
            colour = advice.to_move.name(),
            standing = standing
        ),
        None => tr!(language, "analysis-engine-none", standing = standing),
    }
}

/// How the position stands for `player`, as a clause in the present.
fn standing(language: Language, s: Standing, player: Player) -> String {
    // The review's keys: the same standings, in the present tense here.
    let key = super::review::standing_key(s);
    let who = tr!(language, "colour-name", colour = colour_key(player));
    let other = tr!(language, "colour-name", colour = colour_key(player.opponent()));
    tr!(language, "analysis-standing", standing = key, who = who, other = other)
}

fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    chars.next().map(|c| c.to_uppercase().chain(chars).collect()).unwrap_or_default()
}

/// The plan's title.
pub fn plan_title(language: Language, game: GameId) -> String {
    tr!(language, "plan-title", game = game.to_string())
}

/// The opponent of the planner, as the plan's words name them.
fn opponent(language: Language, plan: &PlanView) -> String {
    seat_in(language, plan.view.game.seats[plan.player.opponent()])
}

/// The plan's text: every line, or how to make one; then what a plan does.
pub fn plan_text(language: Language, plan: &PlanView) -> String {
    let l = language;
    let who = opponent(l, plan);
    if plan.lines.is_empty() {
        return tr!(l, "plan-none", game = plan.view.game.id.to_string(), opponent = who);
    }
    let mut text: Vec<String> = plan
        .lines
        .iter()
        .enumerate()
        .map(|(i, line)| format!("{}. {}", i + 1, line_words(l, &who, line)))
        .collect();
    text.push(String::new());
    text.push(tr!(l, "plan-rules", opponent = who));
    text.join("\n")
}

/// One line in words: "If bob plays X, you reply Y; then if X2, Y2".
fn line_words(l: Language, opponent: &str, line: &[Move]) -> String {
    let mut pairs = line.chunks(2);
    let mut words = match pairs.next() {
        Some([mv, reply]) => {
            tr!(l, "plan-line", opponent = opponent, move = mv.to_string(), reply = reply.to_string())
        }
        _ => String::new(),
    };
    for pair in pairs {
        if let [mv, reply] = pair {
            words.push_str("; ");
            words.push_str(&tr!(l, "plan-line-then", move = mv.to_string(), reply = reply.to_string()));
        }
    }
    words
}

/// What the delete menu shows.
pub fn delete_placeholder(language: Language) -> String {
    tr!(language, "plan-delete-placeholder")
}

/// A line in the delete menu.
pub fn delete_option(language: Language, number: usize, line: &[Move]) -> String {
    let moves: Vec<String> = line.iter().map(Move::to_string).collect();
    tr!(language, "plan-delete-option", number = number, moves = moves.join(" "))
}

/// The button deleting the whole plan.
pub fn delete_all_button(language: Language) -> String {
    tr!(language, "plan-button-delete-all")
}

/// Said above the plan once a line was deleted (`all`: every line).
pub fn deleted(language: Language, game: GameId, all: bool) -> String {
    if all {
        tr!(language, "plan-deleted-all", game = game.to_string())
    } else {
        tr!(language, "plan-deleted")
    }
}

/// What saving a line did.
pub fn saved(language: Language, saved: &PlanSaved) -> String {
    let l = language;
    let game = saved.plan.view.game.id.to_string();
    if saved.known {
        return tr!(l, "plan-saved-known", game = game);
    }
    let (Some(mv), Some(reply)) = (saved.line.first(), saved.line.get(1)) else { return String::new() };
    let mut text = tr!(
        l,
        "plan-saved",
        game = game,
        opponent = opponent(l, &saved.plan),
        move = mv.to_string(),
        reply = reply.to_string(),
        more = saved.line.len() - 2
    );
    if saved.replaced > 0 {
        text.push(' ');
        text.push_str(&tr!(l, "plan-saved-replaced", count = saved.replaced));
    }
    text.push(' ');
    text.push_str(&tr!(l, "plan-see"));
    text
}

/// A move played from its player's plan, as the board post says it.
pub fn move_made_planned(language: Language, ply: u32, player: Player, mv: Move) -> String {
    tr!(language, "move-made-planned", ply = ply, colour = player.name(), notation = mv.to_string())
}

/// What a planner is told about their plan cleared; `opponent` is the
/// seat that moved.
pub fn note(language: Language, note: &PlanNotice, opponent: Seat) -> String {
    note_named(language, note, &seat_in(language, opponent))
}

/// As [`note`], the opponent named by `opponent` (a DM names them by name).
pub fn note_named(language: Language, note: &PlanNotice, opponent: &str) -> String {
    let game = note.game.to_string();
    match note.kind {
        PlanNoticeKind::Unexpected => tr!(
            language,
            "plan-note-unexpected",
            game = game,
            opponent = opponent,
            move = note.mv.to_string()
        ),
        PlanNoticeKind::Illegal => {
            tr!(language, "plan-note-illegal", game = game, move = note.mv.to_string())
        }
    }
}

/// The refusals of planning ahead; `None` for any other.
pub fn error(language: Language, error: &ServiceError) -> Option<String> {
    let l = language;
    Some(match error {
        ServiceError::EngineDuringGame { game } => {
            tr!(l, "error-engine-during-game", game = game.to_string())
        }
        ServiceError::NoPlanHere { game } => tr!(l, "error-no-plan-here", game = game.to_string()),
        ServiceError::PlanOnYourTurn { game } => tr!(l, "error-plan-on-your-turn", game = game.to_string()),
        ServiceError::PlanNotFromHere { game } => tr!(l, "error-plan-not-from-here", game = game.to_string()),
        ServiceError::PlanTooShort { game } => tr!(l, "error-plan-too-short", game = game.to_string()),
        ServiceError::PlanTooLarge { game, lines, moves } => {
            tr!(l, "error-plan-too-large", game = game.to_string(), lines = *lines, moves = *moves)
        }
        ServiceError::NoSuchPlanLine { game } => tr!(l, "error-no-such-plan-line", game = game.to_string()),
        _ => return None,
    })
}
