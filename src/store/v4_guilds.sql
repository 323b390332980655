-- Schema version 4: the server each game and challenge belongs to.
-- Never edit this file once released: add a new migration instead.

-- The Discord server (guild) whose channel the challenge was posted in, and
-- so the game played there; NULL in a DM with the bot, and for games and
-- challenges made before this version (then only their channel and their
-- players count as "theirs").
ALTER TABLE games ADD COLUMN guild_id INTEGER;
ALTER TABLE challenges ADD COLUMN guild_id INTEGER;
