-- The same tables as migrations/sqlite/0003, in PostgreSQL's types.
CREATE TABLE rooms (
    id TEXT PRIMARY KEY,
    start TEXT NOT NULL,
    board TEXT NOT NULL,
    board_seq BIGINT NOT NULL DEFAULT 0,
    seq BIGINT NOT NULL DEFAULT 0,
    joined BIGINT NOT NULL DEFAULT 0,
    created BIGINT NOT NULL,
    used BIGINT NOT NULL
);
CREATE INDEX rooms_used ON rooms (used);

CREATE TABLE room_changes (
    room TEXT NOT NULL,
    seq BIGINT NOT NULL,
    player INTEGER NOT NULL,
    edit TEXT NOT NULL,
    PRIMARY KEY (room, seq)
);
