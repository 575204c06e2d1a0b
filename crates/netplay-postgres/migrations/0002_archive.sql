-- Every finished game, kept for good: its game, its room's code, when it ended, the names of
-- its seats (for a search by player), and the room's last record (the whole game).
CREATE TABLE archive (
    id       bigserial   PRIMARY KEY,
    game     text        NOT NULL,
    code     text        NOT NULL,
    finished timestamptz NOT NULL DEFAULT now(),
    players  text[]      NOT NULL,
    record   jsonb       NOT NULL
);
CREATE INDEX archive_players ON archive USING gin (players);
CREATE INDEX archive_finished ON archive (finished);
