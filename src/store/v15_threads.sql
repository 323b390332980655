-- Schema version 15: a thread per game, where a server asks for it; the
-- channels where the bot only answers (a user's install).
-- Never edit this file once released: add a new migration instead.

-- 1 when the server plays each game between people in a thread of its
-- own (`/punct server-settings threads:`); off by default, so nothing
-- changes for a server until someone who manages it says so.
ALTER TABLE servers ADD COLUMN threads INTEGER NOT NULL DEFAULT 0 CHECK (threads IN (0, 1));

-- The channel a game's thread was started in, while the game is played
-- in that thread (its `channel_id`); NULL for a game played in a channel.
-- That channel gets one line when the game starts and one when it ends.
ALTER TABLE games ADD COLUMN lobby_channel_id INTEGER;
-- 1 once the lobby was told that the game ended (and its thread archived).
ALTER TABLE games ADD COLUMN lobby_told INTEGER NOT NULL DEFAULT 0 CHECK (lobby_told IN (0, 1));
-- The games played in a thread whose lobby is still to hear of their end:
-- few at a time (those going on, and those just ended).
CREATE INDEX games_lobby_untold ON games (finished_at) WHERE lobby_channel_id IS NOT NULL AND lobby_told = 0;

-- Channels where the bot may answer interactions but post nothing by
-- itself: DMs and group DMs between friends, and servers without the bot,
-- reached through a user's install of the app. The background task posts
-- nothing there (no reminder, no notice): what it would post is recorded
-- as undeliverable instead. Filled in as interactions come from them.
CREATE TABLE answer_only_channels (
    channel_id INTEGER PRIMARY KEY,
    seen_at INTEGER NOT NULL
);
