-- Schema version 8: each player's Discord username beside the name shown.
-- Never edit this file once released: add a new migration instead.

-- `name` is the display name when the player has one; a display name can
-- be written in a script no font of the board pictures has (Thai, say),
-- and the username (Latin letters, digits, `_` and `.`) is then drawn in
-- its place. NULL until the player is seen again after the upgrade, and
-- for players whose name already is their username.
ALTER TABLE players ADD COLUMN username TEXT;
