-- The site's secret values, each made once by the first instance that needs it: `start` signs
-- the dailies' start tokens and keys the digests of client addresses below.
CREATE TABLE site_secrets (
    name TEXT PRIMARY KEY,
    value BLOB NOT NULL
);

-- Which network sent a result (a keyed digest of its address, for the cap of results per
-- address and daily) and the start token it came with (its nonce, so a token counts once).
-- Results sent before this migration have neither.
ALTER TABLE daily_results ADD COLUMN client BLOB;
ALTER TABLE daily_results ADD COLUMN start BLOB;
CREATE INDEX daily_results_client ON daily_results (day, level, client);
CREATE UNIQUE INDEX daily_results_start ON daily_results (start);

-- Which network made a sync document and when, in Unix seconds (for the quota of new
-- documents per address); 0 for documents made before this migration.
ALTER TABLE sync_documents ADD COLUMN client BLOB;
ALTER TABLE sync_documents ADD COLUMN created INTEGER NOT NULL DEFAULT 0;
CREATE INDEX sync_documents_client ON sync_documents (client, created);
