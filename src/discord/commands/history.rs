//! `/punct history`: the moves, the position at any move, the record as a
//! text file, and for a finished game an animated replay.

use super::{game_for, games_here, patiently};
use crate::discord::pick::Purpose;
use crate::discord::reply::{Attachment, Card, MAX_DESCRIPTION, Post};
use crate::discord::work::{blocking, names, usernames};
use crate::discord::{BotError, Context, picture};
use crate::messages::discord as words;

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
    let language = super::scene(ctx).public;
    let (game, _) = game_for(ctx, game, Purpose::View).await?;
    let post = patiently(
        ctx,
        blocking(&ctx.data().service, move |s| {
            let view = s.game(game)?;
            let ply = after.unwrap_or(view.game.ply);
            let position = s.position_at(game, ply)?;
            let names = names(s, language, &view.game)?;
            let usernames = usernames(s, &view.game)?;
            let caption = (ply != view.game.ply).then(|| words::position_caption(language, &view.game, ply));
            let png = picture::board(language, &view.game, &position, &names, &usernames, caption.clone())?;
            let stem = format!("punct-game-{}", game.0);
            let mut post = Post::text("");
            post.card = Some(Card {
                title: words::game_title(language, &view.game, &names),
                description: Some(words::move_list(language, &view.record, MAX_DESCRIPTION)),
                image: Some(format!("{stem}-move-{ply}.png")),
                footer: Some(caption.unwrap_or_else(|| words::game_footer(language, &view.game, ply))),
            });
            post.files.push(Attachment { filename: format!("{stem}-move-{ply}.png"), bytes: png });
            let record = words::record_file(language, &view.game, &names, &view.record);
            post.files.push(Attachment { filename: format!("{stem}.txt"), bytes: record.into_bytes() });
            if view.game.is_over() {
                let gif = picture::replay(language, &view.game, &view.record, &names, &usernames)?;
                post.files.push(Attachment { filename: format!("{stem}-replay.gif"), bytes: gif });
            }
            Ok(post)
        }),
    )
    .await?;
    ctx.send(post.to_reply()).await?;
    Ok(())
}
