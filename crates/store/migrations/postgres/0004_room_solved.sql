-- The same column as migrations/sqlite/0004, in PostgreSQL's types.
ALTER TABLE rooms ADD COLUMN solved BIGINT;
