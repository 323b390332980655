-- A punct-bot database at schema version 1 (src/store/v1_games.sql), made
-- with the sqlite3 shell: the v1 migration, a few rows, then .dump.
-- tests/store.rs upgrades it and compares it with a fresh database.
PRAGMA foreign_keys=OFF;
BEGIN TRANSACTION;
CREATE TABLE players (
    user_id    INTEGER PRIMARY KEY,
    name       TEXT    NOT NULL,
    created_at INTEGER NOT NULL
) STRICT;
INSERT INTO players VALUES(111,'alice',1700000000);
INSERT INTO players VALUES(222,'bob',1700000000);
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
INSERT INTO games VALUES(1,900,111,222,NULL,'standard',3,'ongoing',NULL,NULL,3,3,1700259200,1700000000,1700000000);
INSERT INTO games VALUES(2,900,111,NULL,'hard','basic',NULL,'finished','white','resignation',1,1,NULL,1700000000,1700000100);
CREATE TABLE moves (
    game_id   INTEGER NOT NULL REFERENCES games (id),
    seq       INTEGER NOT NULL CHECK (seq >= 1),
    ply       INTEGER NOT NULL CHECK (ply >= 0),
    notation  TEXT,
    user_id   INTEGER,
    played_at INTEGER NOT NULL,
    PRIMARY KEY (game_id, seq)
) STRICT, WITHOUT ROWID;
INSERT INTO moves VALUES(1,1,1,'B2-B3-C3',111,1700000000);
INSERT INTO moves VALUES(1,2,2,'N12-N13-O13',222,1700000000);
INSERT INTO moves VALUES(1,3,3,'B2>B4-B5-C5',111,1700000000);
INSERT INTO moves VALUES(2,1,1,'B2-B3-C3',111,1700000050);
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
INSERT INTO challenges VALUES(1,900,111,222,'standard',3,'white','accepted',1,1699990000,1700594800);
INSERT INTO challenges VALUES(2,900,222,NULL,'basic',7,'random','open',NULL,1700000000,1700604800);
COMMIT;
PRAGMA user_version = 1;
