-- Schema version 14: turn notices by direct message.
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
