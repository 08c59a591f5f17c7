-- Rooms where players solve one board together. `start` is the share code the room began from
-- (rules, givens and the board then); `board` the share code of the board as of change
-- `board_seq`, written back now and then so the changes before it can go; `seq` the number of
-- the room's last change; `joined` how many times someone joined (each joiner's number, unique
-- across the instances that share the database). Times are Unix seconds; `used` is the last change or visit, for the
-- upkeep that removes idle rooms.
CREATE TABLE rooms (
    id TEXT PRIMARY KEY,
    start TEXT NOT NULL,
    board TEXT NOT NULL,
    board_seq INTEGER NOT NULL DEFAULT 0,
    seq INTEGER NOT NULL DEFAULT 0,
    joined INTEGER NOT NULL DEFAULT 0,
    created INTEGER NOT NULL,
    used INTEGER NOT NULL
);
CREATE INDEX rooms_used ON rooms (used);

-- Each room's changes in the order the server numbered them: who made it (the player's number
-- in the room) and the edit, as JSON (`site::room::Edit`).
CREATE TABLE room_changes (
    room TEXT NOT NULL,
    seq INTEGER NOT NULL,
    player INTEGER NOT NULL,
    edit TEXT NOT NULL,
    PRIMARY KEY (room, seq)
);
