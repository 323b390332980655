-- Schema version 5: what the channel has been shown, so that posts the bot
-- makes by itself are delivered at least once and shown once.
-- Never edit this file once released: add a new migration instead.

-- The state of the game the channel last saw on a board: the log length
-- and whether the result was shown (1) or not (0). NULL: no board yet.
-- A board is owed while this differs from the game's own state
-- (log_len, status = 'finished'); the background task posts it.
ALTER TABLE games ADD COLUMN shown_log_len INTEGER CHECK (shown_log_len >= 0);
ALTER TABLE games ADD COLUMN shown_over INTEGER NOT NULL DEFAULT 0 CHECK (shown_over IN (0, 1));
-- Every game that exists before this version was shown as it stands.
UPDATE games SET shown_log_len = log_len, shown_over = (status = 'finished');
-- The few games that owe a board, for the background task's query.
CREATE INDEX games_owing_a_board ON games (updated_at)
    WHERE shown_log_len IS NOT log_len OR shown_over <> (status = 'finished');

-- 1 while an expired challenge's challenger has not yet been told.
ALTER TABLE challenges ADD COLUMN expiry_untold INTEGER NOT NULL DEFAULT 0
    CHECK (expiry_untold IN (0, 1));
CREATE INDEX challenges_expiry_untold ON challenges (id) WHERE expiry_untold = 1;
