-- Schema version 1: who plays, the challenges, the games and their log.
-- Never edit this file once released: add a new migration instead.
-- Discord snowflakes are stored as INTEGER (the u64 bit pattern as i64);
-- times are Unix seconds (UTC).

CREATE TABLE players (
    user_id    INTEGER PRIMARY KEY,
    name       TEXT    NOT NULL,
    created_at INTEGER NOT NULL
) STRICT;

-- One row per game. The bot's seat is NULL and then bot_level is set.
CREATE TABLE games (
    id            INTEGER PRIMARY KEY,
    channel_id    INTEGER NOT NULL,
    white_id      INTEGER REFERENCES players (user_id),
    black_id      INTEGER REFERENCES players (user_id),
    bot_level     TEXT CHECK (bot_level IN ('easy', 'medium', 'hard')),
    variant       TEXT    NOT NULL CHECK (variant IN ('basic', 'standard')),
    days_per_move INTEGER CHECK (days_per_move IN (1, 3, 7, 14)),
    status        TEXT    NOT NULL CHECK (status IN ('ongoing', 'finished')),
    result        TEXT CHECK (result IN ('white', 'black', 'draw')),
    reason        TEXT,
    -- Plies of the current position and entries in the log: a cache of
    -- the log, checked in every write transaction.
    ply           INTEGER NOT NULL DEFAULT 0 CHECK (ply >= 0),
    log_len       INTEGER NOT NULL DEFAULT 0 CHECK (log_len >= 0),
    deadline      INTEGER,
    created_at    INTEGER NOT NULL,
    updated_at    INTEGER NOT NULL,
    CHECK ((white_id IS NULL) + (black_id IS NULL) = (bot_level IS NOT NULL)),
    CHECK ((status = 'finished') = (result IS NOT NULL))
) STRICT;

-- The append-only log, the source of truth for every game: a row is
-- never updated or deleted. An entry is a move (notation set), or a
-- takeback (notation NULL) returning the game to `ply`. Without
-- takebacks, seq = ply.
CREATE TABLE moves (
    game_id   INTEGER NOT NULL REFERENCES games (id),
    seq       INTEGER NOT NULL CHECK (seq >= 1),
    ply       INTEGER NOT NULL CHECK (ply >= 0),
    notation  TEXT,
    user_id   INTEGER,
    played_at INTEGER NOT NULL,
    PRIMARY KEY (game_id, seq)
) STRICT, WITHOUT ROWID;

-- challenged_id NULL: anyone in the channel may accept.
CREATE TABLE challenges (
    id            INTEGER PRIMARY KEY,
    channel_id    INTEGER NOT NULL,
    challenger_id INTEGER NOT NULL REFERENCES players (user_id),
    challenged_id INTEGER REFERENCES players (user_id),
    variant       TEXT    NOT NULL CHECK (variant IN ('basic', 'standard')),
    days_per_move INTEGER CHECK (days_per_move IN (1, 3, 7, 14)),
    colour        TEXT    NOT NULL CHECK (colour IN ('white', 'black', 'random')),
    status        TEXT    NOT NULL
                  CHECK (status IN ('open', 'accepted', 'declined', 'cancelled', 'expired')),
    game_id       INTEGER REFERENCES games (id),
    created_at    INTEGER NOT NULL,
    expires_at    INTEGER NOT NULL
) STRICT;
