-- Schema version 6: which game a challenge is the rematch of.
-- Never edit this file once released: add a new migration instead.
-- (Numbered after v5_delivery.sql, merged from another branch; until that
-- merge this is the fifth entry of MIGRATIONS.)

-- The finished game whose Rematch button made this challenge; NULL for a
-- challenge made with /punct challenge. While one such challenge is open
-- (and not past its expiry), pressing Rematch again points to it instead
-- of opening another.
ALTER TABLE challenges ADD COLUMN rematch_of INTEGER REFERENCES games (id);
CREATE INDEX challenges_open_rematch ON challenges (rematch_of) WHERE status = 'open';
