//! The `/punct` command group, one file per feature. Commands are thin:
//! read options, call the service off the executor, send what `reply`
//! builds.

mod help;

use super::{BotError, Context};

/// PÜNCT, Kris Burm's connection game: challenge someone and play here over days.
#[poise::command(slash_command, subcommands("help::help"), subcommand_required)]
pub async fn punct(_ctx: Context<'_>) -> Result<(), BotError> {
    Ok(())
}

/// Every command the bot registers.
pub fn all() -> Vec<poise::Command<super::Data, BotError>> {
    vec![punct()]
}
