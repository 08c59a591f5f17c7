-- The same tables as migrations/sqlite/0001, in PostgreSQL's types.

CREATE TABLE daily_results (
    day TEXT NOT NULL,
    level TEXT NOT NULL,
    player BYTEA NOT NULL,
    seconds BIGINT NOT NULL,
    hints BIGINT NOT NULL,
    PRIMARY KEY (day, level, player)
);

CREATE INDEX daily_results_player ON daily_results (player);

CREATE TABLE daily_times (
    day TEXT NOT NULL,
    level TEXT NOT NULL,
    seconds BIGINT NOT NULL,
    players BIGINT NOT NULL,
    hinted BIGINT NOT NULL,
    PRIMARY KEY (day, level, seconds)
);

CREATE TABLE sync_documents (
    token BYTEA PRIMARY KEY,
    revision BIGINT NOT NULL,
    document TEXT NOT NULL,
    used BIGINT NOT NULL
);

CREATE INDEX sync_documents_used ON sync_documents (used);
