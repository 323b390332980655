-- Schema version 2: pending offers, reminder bookkeeping, the latest board
-- message, Glicko-2 ratings, and the indexes the listings need.
-- Never edit this file once released: add a new migration instead.

-- The colour of the player whose draw offer / takeback request is pending.
ALTER TABLE games ADD COLUMN draw_offer TEXT CHECK (draw_offer IN ('white', 'black'));
ALTER TABLE games ADD COLUMN takeback_offer TEXT CHECK (takeback_offer IN ('white', 'black'));
-- Reminders already sent for the current deadline: 0 none, 1 the first
-- (half the time gone), 2 the last (90 % gone). Reset by every move.
ALTER TABLE games ADD COLUMN reminders_sent INTEGER NOT NULL DEFAULT 0
    CHECK (reminders_sent BETWEEN 0 AND 2);
ALTER TABLE games ADD COLUMN board_message_id INTEGER;
ALTER TABLE games ADD COLUMN finished_at INTEGER;

ALTER TABLE players ADD COLUMN rating REAL NOT NULL DEFAULT 1500.0;
ALTER TABLE players ADD COLUMN deviation REAL NOT NULL DEFAULT 350.0;
ALTER TABLE players ADD COLUMN volatility REAL NOT NULL DEFAULT 0.06;
ALTER TABLE players ADD COLUMN rated_games INTEGER NOT NULL DEFAULT 0;

CREATE INDEX games_by_white ON games (white_id, status);
CREATE INDEX games_by_black ON games (black_id, status);
CREATE INDEX games_by_channel ON games (channel_id, status);
CREATE INDEX games_by_deadline ON games (status, deadline);
CREATE INDEX challenges_by_status ON challenges (status, expires_at);
CREATE INDEX challenges_by_channel ON challenges (channel_id, status);
CREATE INDEX players_by_rating ON players (rating) WHERE rated_games > 0;
