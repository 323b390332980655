-- Schema version 9: the language each Discord server (guild) last spoke.
-- Never edit this file once released: add a new migration instead.

-- A server's `guild_locale` as the bot answers it (`fr`, `de`, `es-ES`, …),
-- from the latest command or button used in one of its channels. Posts
-- made in that server with nobody's interaction to read it from (a
-- reminder, a time-up notice, the computer's move, a board owed) use it.
CREATE TABLE servers (
    guild_id INTEGER PRIMARY KEY,
    language TEXT NOT NULL
);
