-- Schema version 11: each player's lessons in Discord.
-- Never edit this file once released: add a new migration instead.

-- One row per player who has opened a lesson: the lesson they are on, by
-- its stable name (`aim`, `pieces`, … `play`), so `/punct learn` without
-- an argument resumes there days later, and a button of another lesson's
-- message is known to be stale.
CREATE TABLE lesson_progress (
    user_id    INTEGER PRIMARY KEY,
    lesson     TEXT NOT NULL,
    updated_at INTEGER NOT NULL
);

-- Every lesson each player has answered right, once.
CREATE TABLE lessons_completed (
    user_id      INTEGER NOT NULL,
    lesson       TEXT NOT NULL,
    completed_at INTEGER NOT NULL,
    PRIMARY KEY (user_id, lesson)
);
