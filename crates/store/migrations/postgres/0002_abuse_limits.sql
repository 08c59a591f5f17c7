-- The same changes as migrations/sqlite/0002, in PostgreSQL's types.

CREATE TABLE site_secrets (
    name TEXT PRIMARY KEY,
    value BYTEA NOT NULL
);

ALTER TABLE daily_results ADD COLUMN client BYTEA;
ALTER TABLE daily_results ADD COLUMN start BYTEA;
CREATE INDEX daily_results_client ON daily_results (day, level, client);
CREATE UNIQUE INDEX daily_results_start ON daily_results (start);

ALTER TABLE sync_documents ADD COLUMN client BYTEA;
ALTER TABLE sync_documents ADD COLUMN created BIGINT NOT NULL DEFAULT 0;
CREATE INDEX sync_documents_client ON sync_documents (client, created);
