//! The Discord bot end to end, one test binary with a module per topic:
//! the real poise/serenity client, on a real SQLite file, against a local
//! stand-in for Discord (`tests/support/discord_standin`) that checks every
//! request against Discord's OpenAPI description and decodes every
//! attachment. The bot is `tests/support/bot.rs`'s `Harness`.
//!
//! - `anywhere`: a group DM between friends through a user's install: buttons only, no posts.
//! - `away`: away days, the board saying so, timeout protection, time banks, time zones.
//! - `budgets`: what a move, a press, a keystroke and a reminder cost.
//! - `challenges`: accepted, declined, open, expired, pressed at once, rematches.
//! - `commands`: registration, descriptions, where the command is offered, help.
//! - `computer`: games against the computer, a slow reply, a crash.
//! - `custom_ids`: every button's custom id round-trips and nothing else is read as one.
//! - `deadlines`: reminders, time running out, claims, deadlines as dates.
//! - `delivery`: failed answers and posts, each shown once.
//! - `game`: a game between people from challenge to end; a player's games.
//! - `leagues`: a league created, joined, played round by round, left, ended; who may organise.
//! - `languages`: one list of languages; each player and server reads their own.
//! - `lessons`: the lessons, left and resumed.
//! - `lifecycle`: shutdown and a refused token.
//! - `notices`: turn notices by DM, a DM failing with a 500, DMs closed.
//! - `offers`: draws, takebacks and resignations.
//! - `picker`: moves made by menus and buttons, previewed, stale, forged, after a restart.
//! - `plans`: the private analysis board, the engine after a game, plans played, cleared, never seen by the opponent.
//! - `places`: servers, channels and a DM with the bot.
//! - `privacy`: `/punct privacy` and its file; `/punct forget-me` cancelled, confirmed, asked again.
//! - `puzzles`: puzzles solved in private, the daily puzzle.
//! - `standin`: the stand-in refuses what Discord would refuse.
//! - `threads`: a thread per game, the channel's two lines, missing permissions, a restart.
//!
//! The helpers below are those several topics share.

#![allow(clippy::unwrap_used, clippy::expect_used)] // tests: a panic is a failure with its message

#[path = "../support/mod.rs"]
mod support;
// Only the binaries that start a bot include these two (tests/support/mod.rs).
#[path = "../support/bot.rs"]
mod bot;
#[path = "../support/discord_standin/mod.rs"]
mod discord_standin;

mod anywhere;
mod away;
mod budgets;
mod challenges;
mod commands;
mod computer;
mod custom_ids;
mod deadlines;
mod delivery;
mod game;
mod languages;
mod leagues;
mod lessons;
mod lifecycle;
mod notices;
mod offers;
mod picker;
mod places;
mod plans;
mod privacy;
mod puzzles;
mod standin;
mod threads;

use punct::service::GameService;

use crate::bot::assert_board;
use crate::discord_standin::{Exchange, Request};

/// The stored result of `game` is a win for White on time.
fn assert_white_won_on_time(service: &GameService, game: i64) {
    let view = service.game(punct::service::GameId(game)).expect("the game");
    assert_eq!(
        view.game.result,
        Some(punct::service::GameResult {
            winner: Some(punct::rules::Player::White),
            reason: punct::service::EndReason::Timeout,
        })
    );
}

/// The message a bot post replies to, if it is a reply.
fn replies_to(r: &Request) -> Option<u64> {
    r.message()?.pointer("/message_reference/message_id")?.as_str()?.parse().ok()
}

/// A DM between the bot and whoever uses it.
const DM_CHANNEL: u64 = 900_000_000_000_000_100;
/// Another channel of the same server.
const SIDE_CHANNEL: u64 = 900_000_000_000_000_101;
/// A second server and one of its channels.
const OTHER_GUILD: u64 = 900_000_000_000_000_200;
const OTHER_CHANNEL: u64 = 900_000_000_000_000_201;

/// `reply` is a private refusal starting with `start`.
fn assert_refused(exchange: &Exchange, start: &str) {
    assert!(exchange.reply.is_ephemeral(), "not private: {}", exchange.reply.all_text());
    assert!(exchange.reply.content().contains(start), "expected “{start}” in: {}", exchange.reply.content());
    assert_eq!(exchange.reply.allowed_users(), Some(vec![]), "a refusal pings nobody");
}

/// A private answer with a picture: ephemeral, an embed showing an
/// attached PNG that decodes.
fn assert_private_picture(r: &Request) {
    assert!(r.is_ephemeral(), "not private: {:?}", r.body);
    assert_board(r);
}
