-- Schema version 17: leagues — round robins a server runs in one of its
-- channels, paired, started and kept by the bot.
-- Never edit this file once released: add a new migration instead.

-- The role (besides Manage Server) whose members may organise leagues in
-- a server (`/punct server-settings league-role:`); NULL: Manage Server only.
ALTER TABLE servers ADD COLUMN league_role_id INTEGER;

-- One row per league. Its games are ordinary games of `channel_id`, played
-- on the league's terms (variant, clock: as a challenge's columns).
-- `status`: 'signup' until started (by command, or at `starts_at`), then
-- 'running', then 'finished' or 'cancelled' (by its organiser: games
-- going on continue, no longer counted for the league).
CREATE TABLE leagues (
    id            INTEGER PRIMARY KEY,
    guild_id      INTEGER NOT NULL,
    channel_id    INTEGER NOT NULL,
    name          TEXT    NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
    organiser_id  INTEGER NOT NULL,
    variant       TEXT    NOT NULL CHECK (variant IN ('basic', 'standard')),
    days_per_move INTEGER,
    bank_days     INTEGER,
    bank_hours    INTEGER,
    -- 1: everyone meets everyone once; 2: twice, colours swapped.
    cycles        INTEGER NOT NULL CHECK (cycles IN (1, 2)),
    starts_at     INTEGER,
    status        TEXT    NOT NULL DEFAULT 'signup'
                  CHECK (status IN ('signup', 'running', 'finished', 'cancelled')),
    -- The round being played (0 before the start), and rounds in all
    -- (known at the start, from the number of entrants).
    round         INTEGER NOT NULL DEFAULT 0 CHECK (round >= 0),
    rounds        INTEGER NOT NULL DEFAULT 0 CHECK (rounds >= 0),
    -- The last round whose opening post (standings so far, pairings) the
    -- channel was shown; rounds + 1 once the final standings were posted.
    announced     INTEGER NOT NULL DEFAULT 0 CHECK (announced >= 0),
    created_at    INTEGER NOT NULL,
    started_at    INTEGER,
    finished_at   INTEGER
) STRICT;
-- A server's leagues that are not over (names are unique among them).
CREATE INDEX leagues_open ON leagues (guild_id) WHERE status IN ('signup', 'running');

-- Who plays in a league. `seat` is the place in the pairing table, drawn
-- at the start; `left_at` is set for one who left after the start (their
-- games were resigned, their unplayed games lost). One who leaves before
-- the start is simply removed. (`entrant_id`, not `user_id`: a forgotten
-- player's line stays in the table under their anonymous id, as their
-- games do, rather than going with their own things.)
CREATE TABLE league_entrants (
    league_id  INTEGER NOT NULL REFERENCES leagues (id),
    entrant_id INTEGER NOT NULL,
    joined_at  INTEGER NOT NULL,
    seat       INTEGER CHECK (seat >= 0),
    left_at    INTEGER,
    PRIMARY KEY (league_id, entrant_id)
) STRICT, WITHOUT ROWID;
CREATE INDEX league_entrants_entrant ON league_entrants (entrant_id);

-- Every pairing of a started league, all rounds at once: `game_id` is set
-- when its round starts; `forfeit` names the side that loses it without
-- playing ('both' when neither plays), because they left the league.
CREATE TABLE league_games (
    league_id INTEGER NOT NULL REFERENCES leagues (id),
    round     INTEGER NOT NULL CHECK (round >= 1),
    white_id  INTEGER NOT NULL,
    black_id  INTEGER NOT NULL,
    game_id   INTEGER REFERENCES games (id),
    forfeit   TEXT CHECK (forfeit IN ('white', 'black', 'both')),
    PRIMARY KEY (league_id, round, white_id)
) STRICT, WITHOUT ROWID;
CREATE UNIQUE INDEX league_games_game ON league_games (game_id) WHERE game_id IS NOT NULL;
