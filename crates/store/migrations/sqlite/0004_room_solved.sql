-- When a room's board was first full and keeping every rule (Unix seconds; none yet): the
-- finish every page of the room shows, the same on every instance.
ALTER TABLE rooms ADD COLUMN solved INTEGER;
