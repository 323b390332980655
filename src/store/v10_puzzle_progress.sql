-- Schema version 10: each player's puzzles.
-- Never edit this file once released: add a new migration instead.

-- One row per player who has asked for a puzzle. `puzzle_id` is the one
-- they are on (NULL once it is solved or its solution shown), so an
-- answer typed days later refers to the right one; `puzzle_day` is the
-- day (since 1970-01-01, UTC) whose daily puzzle it is, if it is one;
-- `theme` and `tier` are what they asked for, which Next follows;
-- `missed` says a wrong answer was given to it. A streak is puzzles
-- solved in a row at the first try.
CREATE TABLE puzzle_progress (
    user_id          INTEGER PRIMARY KEY,
    puzzle_id        TEXT,
    puzzle_day       INTEGER,
    theme            TEXT,
    tier             INTEGER,
    missed           INTEGER NOT NULL DEFAULT 0,
    streak           INTEGER NOT NULL DEFAULT 0,
    best_streak      INTEGER NOT NULL DEFAULT 0,
    daily_solved_day INTEGER,
    updated_at       INTEGER NOT NULL
);

-- Every puzzle each player has solved, once: the solved count, and what
-- Next skips.
CREATE TABLE puzzles_solved (
    user_id   INTEGER NOT NULL,
    puzzle_id TEXT NOT NULL,
    solved_at INTEGER NOT NULL,
    PRIMARY KEY (user_id, puzzle_id)
);
