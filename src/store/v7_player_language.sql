-- Schema version 7: the language each player's Discord client last spoke.
-- Never edit this file once released: add a new migration instead.

-- A Discord locale as the bot answers it (`de`, `en-US`, `es-ES`, …), from
-- the player's latest command or button; NULL until one is seen. Posts
-- made with nobody's interaction to read it from (a time-up notice, a
-- board the background task delivers) use it.
ALTER TABLE players ADD COLUMN language TEXT;
