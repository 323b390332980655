-- Schema version 14: turn notices by direct message, and what lets the
-- background task read only what is due.
-- Never edit this file once released: add a new migration instead.

-- What a player is sent by DM: 'off' (the default), 'turn' (a DM each
-- time a game waits for their move) or 'digest' (one DM a day listing
-- them). Set with `/punct settings notify:`.
ALTER TABLE players ADD COLUMN notify TEXT NOT NULL DEFAULT 'off' CHECK (notify IN ('off', 'turn', 'digest'));
-- Quiet hours, minutes after local midnight (from, to; may wrap past
-- midnight); NULL: none. No DM in that window: what is due waits.
ALTER TABLE players ADD COLUMN quiet_from INTEGER CHECK (quiet_from BETWEEN 0 AND 1439);
ALTER TABLE players ADD COLUMN quiet_to INTEGER CHECK (quiet_to BETWEEN 0 AND 1439);
-- The local hour of the daily digest, and when the next one is due
-- (NULL unless notify = 'digest').
ALTER TABLE players ADD COLUMN digest_hour INTEGER NOT NULL DEFAULT 9 CHECK (digest_hour BETWEEN 0 AND 23);
ALTER TABLE players ADD COLUMN next_digest_at INTEGER;
CREATE INDEX players_digest_due ON players (next_digest_at) WHERE next_digest_at IS NOT NULL;
-- The DM channel between the bot and the player, once Discord gave it.
ALTER TABLE players ADD COLUMN dm_channel_id INTEGER;
-- 1 when a DM was refused because the player's DMs are closed (notices
-- were switched off) and they have not been told yet.
ALTER TABLE players ADD COLUMN dms_closed_untold INTEGER NOT NULL DEFAULT 0
    CHECK (dms_closed_untold IN (0, 1));

-- When the player to move is due a DM that the game waits for them;
-- NULL when none is due (notices off, already sent, or the computer).
ALTER TABLE games ADD COLUMN turn_notice_at INTEGER;
CREATE INDEX games_turn_notice_due ON games (turn_notice_at) WHERE turn_notice_at IS NOT NULL;

-- When the next reminder of the current turn falls due (the half-time one,
-- else the last call); NULL when none is left to send. Kept with the
-- deadline, so the background task reads only the reminders due.
ALTER TABLE games ADD COLUMN reminder_at INTEGER;
UPDATE games SET reminder_at = CASE
    WHEN status <> 'ongoing' OR deadline IS NULL OR reminders_sent >= 2 THEN NULL
    WHEN bank_days IS NULL AND days_per_move IS NULL THEN NULL
    WHEN bank_days IS NULL THEN deadline - days_per_move * (CASE WHEN reminders_sent = 0 THEN 43200 ELSE 8640 END)
    WHEN reminders_sent = 0 THEN deadline - (CASE WHEN ply % 2 = 0 THEN white_bank ELSE black_bank END) / 2
    ELSE deadline - MIN(86400, (CASE WHEN ply % 2 = 0 THEN white_bank ELSE black_bank END) / 4)
END;
CREATE INDEX games_reminder_due ON games (reminder_at) WHERE reminder_at IS NOT NULL;
-- Games against the computer still going: the background task looks among
-- them for a move the computer has not made.
CREATE INDEX games_against_the_computer ON games (updated_at) WHERE status = 'ongoing' AND bot_level IS NOT NULL;
