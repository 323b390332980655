//! `/punct review`: the turning points of a finished game (issue 17), up
//! to five, each with a picture of the move played and the better move.
//! Refused while the game is played. The review runs off the executor and
//! Discord is told "thinking…" while it takes longer than a moment.

use super::{game_for, games_here, patiently};
use crate::discord::pick::Purpose;
use crate::discord::reply::{Attachment, Card, MAX_DESCRIPTION, Post};
use crate::discord::work::{blocking, names, usernames};
use crate::discord::{BotError, Context, picture};
use crate::messages::review as words;
use crate::rules::{ByPlayer, GameRecord, Position};
use crate::service::review::Moment;
use crate::service::{Game, GameId, Language, ServiceError};

/// How the two seats are named on the pictures.
struct Seats {
    names: ByPlayer<String>,
    usernames: ByPlayer<Option<String>>,
}

/// Key moments shown at most.
const MAX_MOMENTS: usize = 5;

/// The turning points of a finished game, each with a picture.
#[poise::command(slash_command)]
pub async fn review(
    ctx: Context<'_>,
    #[description = "Which game (it must be over)"]
    #[autocomplete = "games_here"]
    #[min = 1]
    game: Option<i64>,
) -> Result<(), BotError> {
    let language = super::scene(ctx).public;
    let (game, _) = game_for(ctx, game, Purpose::View).await?;
    let post = patiently(
        ctx,
        blocking(&ctx.data().service, move |s| {
            let (view, moments) = s.review(game, |_, _| {})?;
            let seats =
                Seats { names: names(s, language, &view.game)?, usernames: usernames(s, &view.game)? };
            review_post(language, &view.game, &view.record, &moments, &seats)
        }),
    )
    .await?;
    ctx.send(post.to_reply()).await?;
    Ok(())
}

/// The answer: the moments in words (gravest first, then in the order of
/// the game, at most [`MAX_MOMENTS`]), the first one's picture in the
/// card and the others' attached.
fn review_post(
    language: Language,
    game: &Game,
    record: &GameRecord,
    moments: &[Moment],
    seats: &Seats,
) -> Result<Post, BotError> {
    let mut post = Post::text("");
    let shown = chosen(moments);
    let mut card =
        Card { title: words::title(language, game.id), description: None, image: None, footer: None };
    if shown.is_empty() {
        card.description = Some(words::no_moments(language, game.id));
        post.card = Some(card);
        return Ok(post);
    }
    let mut text = String::new();
    for (k, m) in shown.iter().enumerate() {
        let line = words::moment(language, m);
        if text.len() + line.len() + 2 > MAX_DESCRIPTION {
            break;
        }
        text.push_str(&line);
        text.push_str("\n\n");
        let filename = picture_name(game.id, k, m.ply);
        post.files.push(Attachment {
            filename: filename.clone(),
            bytes: moment_picture(language, game, record, m, seats)?,
        });
        if k == 0 {
            card.image = Some(filename);
        }
    }
    card.description = Some(text.trim_end().to_string());
    card.footer = Some(words::legend(language));
    post.card = Some(card);
    Ok(post)
}

/// Up to [`MAX_MOMENTS`] moments: missed wins and blunders before
/// mistakes, then back in the order of the game.
fn chosen(moments: &[Moment]) -> Vec<Moment> {
    let mut by_weight: Vec<Moment> = moments.to_vec();
    by_weight.sort_by_key(|m| (m.verdict, m.ply));
    by_weight.truncate(MAX_MOMENTS);
    by_weight.sort_by_key(|m| m.ply);
    by_weight
}

fn picture_name(game: GameId, k: usize, ply: u32) -> String {
    format!("punct-game-{}-review-{}-move-{ply}.png", game.0, k + 1)
}

/// The position after the moment's move (marked as the last move), with
/// the better move's cells highlighted.
fn moment_picture(
    language: Language,
    game: &Game,
    record: &GameRecord,
    m: &Moment,
    seats: &Seats,
) -> Result<Vec<u8>, BotError> {
    let moves = record.moves.iter().take(m.ply as usize).copied().collect();
    let upto = GameRecord { variant: record.variant, moves };
    let corrupt = |error| BotError::from(ServiceError::CorruptGame { game: game.id, error });
    let position: Position = upto.replay().map_err(corrupt)?;
    let highlights = m.better.footprint().map(|f| f.cells().to_vec()).unwrap_or_default();
    picture::board_marked(language, game, &position, &seats.names, &seats.usernames, None, highlights)
}
