-- Schema version 12: a player's own settings.
-- Never edit this file once released: add a new migration instead.

-- 1 when the player wants every move they type shown before it is played
-- (the picker's preview, with Play and Cancel), 0 (everyone, by default)
-- when a typed move is played at once. Set with `/punct settings`.
ALTER TABLE players ADD COLUMN preview_moves INTEGER NOT NULL DEFAULT 0;
