//! `/punct history`: the moves, the position at any move, the record as a
//! text file, and for a finished game an animated replay.

use super::{games_here, named};
use crate::discord::interaction::{self, Shape};
use crate::discord::reply::{Attachment, Card, MAX_DESCRIPTION, Post};
use crate::discord::{BotError, Context, picture};
use crate::messages::discord as words;
use crate::rules::GameRecord;
use crate::service::{Purpose, ServiceError};

/// A game's moves, its board after any move, the record, and a replay.
#[poise::command(slash_command)]
pub async fn history(
    ctx: Context<'_>,
    #[description = "Which game (default: yours here, else the one that ended last)"]
    #[autocomplete = "games_here"]
    #[min = 1]
    game: Option<i64>,
    #[description = "Show the board after this move (0: the empty board; moves count one per turn)"]
    #[rename = "move"]
    #[min = 0]
    #[max = 10000]
    after: Option<u32>,
) -> Result<(), BotError> {
    interaction::command(ctx, Shape::Public, move |s, scene, _| {
        let language = scene.public;
        let view = s.in_game(&scene.here(), named(game), Purpose::View, |s, g| s.game(g.id))?;
        let (g, id) = (&view.game, view.game.id);
        let ply = after.unwrap_or(g.ply);
        if ply > g.ply {
            return Err(ServiceError::PlyOutOfRange { game: id, ply, last: g.ply }.into());
        }
        let upto =
            GameRecord { variant: view.record.variant, moves: view.record.moves[..ply as usize].to_vec() };
        let position = upto.replay().map_err(|error| ServiceError::CorruptGame { game: id, error })?;
        let names = words::seat_names(language, g, &view.people);
        let usernames = &view.people.usernames;
        let caption = (ply != g.ply).then(|| words::position_caption(language, g, ply));
        let png = picture::board(language, g, &position, &names, usernames, caption.clone())?;
        let stem = format!("punct-game-{}", id.0);
        let mut post = Post::text("");
        post.card = Some(Card {
            title: words::game_title(language, g, &names),
            description: Some(words::move_list(language, &view.record, MAX_DESCRIPTION)),
            image: Some(format!("{stem}-move-{ply}.png")),
            footer: Some(caption.unwrap_or_else(|| words::game_footer(language, g, ply))),
            ..Card::default()
        });
        post.files.push(Attachment::picture(format!("{stem}-move-{ply}.png"), png));
        let record = words::record_file(language, g, &names, &view.record);
        post.files.push(Attachment::file(format!("{stem}.txt"), record.into_bytes()));
        if g.is_over() {
            let gif = picture::replay(language, g, &view.record, &view.position, &names, usernames)?;
            post.files.push(Attachment::picture(format!("{stem}-replay.gif"), gif));
        }
        Ok(post.into())
    })
    .await
}
