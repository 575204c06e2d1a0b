-- The rooms a server holds: one row a room, its record as JSON, written by the server of the
-- room's epoch. A write of an older epoch is refused (fencing): see `save` in src/lib.rs.
CREATE TABLE rooms (
    game    text        NOT NULL,
    code    text        NOT NULL,
    epoch   bigint      NOT NULL,
    record  jsonb       NOT NULL,
    written timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (game, code)
);
