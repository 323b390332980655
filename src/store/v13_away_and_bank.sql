-- Schema version 13: away days, timeout protection and time-bank clocks.
-- Never edit this file once released: add a new migration instead.

-- A time bank, where a game or challenge has one instead of days per
-- move: what each player starts with (days, also the most a bank holds)
-- and what each move adds (hours). NULL for every game before this
-- version: their clocks stay as they were.
ALTER TABLE games ADD COLUMN bank_days INTEGER CHECK (bank_days BETWEEN 1 AND 30);
ALTER TABLE games ADD COLUMN bank_hours INTEGER CHECK (bank_hours BETWEEN 1 AND 72);
-- Seconds in each player's bank at the start of their turn (the player to
-- move's turn ends at `deadline`). NULL without a bank.
ALTER TABLE games ADD COLUMN white_bank INTEGER CHECK (white_bank >= 0);
ALTER TABLE games ADD COLUMN black_bank INTEGER CHECK (black_bank >= 0);
-- The deadline an away day was spent for (timeout protection) and the
-- game not yet told: the background task announces it, then clears it.
ALTER TABLE games ADD COLUMN away_day_notice INTEGER;
CREATE INDEX games_owing_an_away_day_notice ON games (id) WHERE away_day_notice IS NOT NULL;

ALTER TABLE challenges ADD COLUMN bank_days INTEGER CHECK (bank_days BETWEEN 1 AND 30);
ALTER TABLE challenges ADD COLUMN bank_hours INTEGER CHECK (bank_hours BETWEEN 1 AND 72);

-- Until when the player is away (their clocks stand still); NULL or past
-- when they are not.
ALTER TABLE players ADD COLUMN away_until INTEGER;
-- Away days used in `away_year` (a calendar year in the player's time
-- zone); a new year starts again from 0.
ALTER TABLE players ADD COLUMN away_year INTEGER;
ALTER TABLE players ADD COLUMN away_days_used INTEGER NOT NULL DEFAULT 0 CHECK (away_days_used >= 0);
-- 1 (the default) when an away day is spent rather than a game lost on
-- time, while days are left.
ALTER TABLE players ADD COLUMN timeout_protection INTEGER NOT NULL DEFAULT 1
    CHECK (timeout_protection IN (0, 1));
-- The player's IANA time zone (e.g. Europe/Berlin); NULL: UTC.
ALTER TABLE players ADD COLUMN time_zone TEXT;
