-- Schema version 3: the "time is up" notice.
-- Never edit this file once released: add a new migration instead.

-- The deadline for which the waiting player was told that the opponent's
-- time ran out (and that they may claim the win); NULL if not yet told.
-- A move sets a new deadline, so the notice is due again only when that
-- one passes: no reset is needed.
ALTER TABLE games ADD COLUMN timeup_notice_for INTEGER;
