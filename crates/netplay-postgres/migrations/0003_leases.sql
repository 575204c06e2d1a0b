-- Which server holds each room, until when: a server renews its claim on its rooms while it
-- runs; a room whose claim has lapsed (its server died) is claimed and resumed by another.
-- `address` is where the holding server's clients connect (its --advertise), if it said.
ALTER TABLE rooms
    ADD COLUMN owner       text,
    ADD COLUMN address     text,
    ADD COLUMN lease_until timestamptz;
CREATE INDEX rooms_owner ON rooms (owner);
