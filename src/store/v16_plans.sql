-- Schema version 16: planning ahead — each player's private analysis
-- board for a game, and their conditional moves.
-- Never edit this file once released: add a new migration instead.

-- One analysis board per player and game: the moves tried (for both
-- sides) from the game's position after its first `log_len` log entries,
-- in notation, space-separated; `shown` of them are on the board (back
-- and forward move it; reset empties the line). `revision` counts the
-- changes, so a press on an older copy of the board is recognised.
-- Never changes the game; erased with the player's data.
CREATE TABLE analyses (
    user_id    INTEGER NOT NULL,
    game_id    INTEGER NOT NULL REFERENCES games (id),
    log_len    INTEGER NOT NULL CHECK (log_len >= 0),
    line       TEXT    NOT NULL DEFAULT '',
    shown      INTEGER NOT NULL DEFAULT 0 CHECK (shown >= 0),
    revision   INTEGER NOT NULL DEFAULT 0 CHECK (revision >= 0),
    updated_at INTEGER NOT NULL,
    PRIMARY KEY (user_id, game_id)
) STRICT, WITHOUT ROWID;

-- Conditional moves: lines a player saved from their analysis board, "if
-- they play X, I reply Y (, if they then play X2, I reply Y2 …)", moves
-- in notation, space-separated, the opponent's first. Every line starts
-- from the game's position after `log_len` log entries; lines sharing a
-- beginning form a tree (one reply to each expected move). Hidden from
-- the opponent; cleared at a takeback, at the end of the game, and when
-- the opponent plays a move no line expects.
CREATE TABLE plans (
    game_id  INTEGER NOT NULL REFERENCES games (id),
    user_id  INTEGER NOT NULL,
    log_len  INTEGER NOT NULL CHECK (log_len >= 0),
    line     TEXT    NOT NULL,
    saved_at INTEGER NOT NULL,
    PRIMARY KEY (game_id, user_id, line)
) STRICT, WITHOUT ROWID;

-- What a planner is still to be told privately about their plan (cleared
-- by a move no line expected, or a planned reply no longer legal): shown
-- at their next command, or in their next turn notice by DM.
CREATE TABLE plan_notes (
    user_id  INTEGER NOT NULL,
    game_id  INTEGER NOT NULL REFERENCES games (id),
    kind     TEXT    NOT NULL CHECK (kind IN ('unexpected', 'illegal')),
    -- The opponent's move no line expected, or the reply no longer legal.
    notation TEXT    NOT NULL,
    noted_at INTEGER NOT NULL,
    PRIMARY KEY (user_id, game_id)
) STRICT, WITHOUT ROWID;
