-- The first result each player sent for each daily puzzle, while the puzzle's results are open
-- (SUDOKU_RESULTS_DAYS); `player` is the SHA-256 of the browser's random player id.
CREATE TABLE daily_results (
    day TEXT NOT NULL,
    level TEXT NOT NULL,
    player BLOB NOT NULL,
    seconds INTEGER NOT NULL,
    hints INTEGER NOT NULL,
    PRIMARY KEY (day, level, player)
) WITHOUT ROWID;

CREATE INDEX daily_results_player ON daily_results (player);

-- Results of closed puzzles, folded into how many players finished in each number of seconds
-- (and how many of them used a hint).
CREATE TABLE daily_times (
    day TEXT NOT NULL,
    level TEXT NOT NULL,
    seconds INTEGER NOT NULL,
    players INTEGER NOT NULL,
    hinted INTEGER NOT NULL,
    PRIMARY KEY (day, level, seconds)
) WITHOUT ROWID;

-- A player's data document, stored under the SHA-256 of their sync token. `revision` counts
-- the writes (for If-Match); `used` is when it was last written or read, in Unix seconds.
CREATE TABLE sync_documents (
    token BLOB PRIMARY KEY,
    revision INTEGER NOT NULL,
    document TEXT NOT NULL,
    used INTEGER NOT NULL
);

CREATE INDEX sync_documents_used ON sync_documents (used);
