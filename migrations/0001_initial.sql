-- SPDX-License-Identifier: GPL-3.0-or-later
-- Scouter campaign schema, version 1. Append-only: a later change is a new numbered file,
-- never an edit of this one (databases in the field were built from it).

PRAGMA application_id = 1396921426; -- 'SCTR': tells a Scouter campaign from any other SQLite file

CREATE TABLE characters (
    id          INTEGER PRIMARY KEY,
    ruleset     TEXT    NOT NULL CHECK (ruleset <> ''),
    name        TEXT    NOT NULL CHECK (name <> ''),
    kind        TEXT    NOT NULL CHECK (kind IN ('pc', 'npc')),
    stats       TEXT    NOT NULL DEFAULT '{}' CHECK (json_valid(stats)),
    notes       TEXT    NOT NULL DEFAULT '',
    created_at  TEXT    NOT NULL,
    updated_at  TEXT    NOT NULL
);

-- A group is either a template character and a count (members named by naming_pattern,
-- "{n}" standing for 1, 2, ...) or a list of named member characters.
CREATE TABLE npc_groups (
    id                     INTEGER PRIMARY KEY,
    name                   TEXT    NOT NULL CHECK (name <> ''),
    template_character_id  INTEGER REFERENCES characters (id) ON DELETE RESTRICT,
    count                  INTEGER NOT NULL DEFAULT 0 CHECK (count >= 0),
    naming_pattern         TEXT    NOT NULL DEFAULT '',
    notes                  TEXT    NOT NULL DEFAULT '',
    created_at             TEXT    NOT NULL
);

CREATE TABLE npc_group_members (
    group_id      INTEGER NOT NULL REFERENCES npc_groups (id) ON DELETE CASCADE,
    position      INTEGER NOT NULL CHECK (position >= 0),
    character_id  INTEGER NOT NULL REFERENCES characters (id) ON DELETE RESTRICT,
    PRIMARY KEY (group_id, position)
) WITHOUT ROWID;

CREATE TABLE encounters (
    id           INTEGER PRIMARY KEY,
    title        TEXT    NOT NULL,
    ruleset      TEXT    NOT NULL CHECK (ruleset <> ''),
    options      TEXT    NOT NULL DEFAULT '{}' CHECK (json_valid(options)),
    grid_width   INTEGER NOT NULL CHECK (grid_width >= 1),
    grid_height  INTEGER NOT NULL CHECK (grid_height >= 1),
    created_at   TEXT    NOT NULL,
    ended_at     TEXT,
    outcome      TEXT
);

-- Who takes part, as the engine's set-up describes a combatant (scenario-format "Combatants").
CREATE TABLE encounter_participants (
    encounter_id  INTEGER NOT NULL REFERENCES encounters (id) ON DELETE RESTRICT,
    position      INTEGER NOT NULL CHECK (position >= 0),
    combatant     TEXT    NOT NULL CHECK (combatant <> ''),
    name          TEXT    NOT NULL,
    side          TEXT    NOT NULL,
    pc            INTEGER NOT NULL CHECK (pc IN (0, 1)),
    group_key     TEXT,
    character_id  INTEGER REFERENCES characters (id) ON DELETE SET NULL,
    x             INTEGER,
    y             INTEGER,
    surprised     INTEGER NOT NULL DEFAULT 0 CHECK (surprised IN (0, 1)),
    stats         TEXT    NOT NULL DEFAULT '{}' CHECK (json_valid(stats)),
    PRIMARY KEY (encounter_id, position),
    UNIQUE (encounter_id, combatant)
) WITHOUT ROWID;

-- Every accepted command, undo and redo included, numbered 1, 2, 3, ... per encounter.
CREATE TABLE encounter_commands (
    encounter_id  INTEGER NOT NULL REFERENCES encounters (id) ON DELETE RESTRICT,
    seq           INTEGER NOT NULL CHECK (seq >= 1),
    kind          TEXT    NOT NULL CHECK (kind IN ('command', 'undo', 'redo')),
    command       TEXT    NOT NULL DEFAULT '{}' CHECK (json_valid(command)),
    created_at    TEXT    NOT NULL,
    PRIMARY KEY (encounter_id, seq)
) WITHOUT ROWID;

-- The events each command produced, in the engine's versioned JSON form, in order.
CREATE TABLE encounter_events (
    id            INTEGER PRIMARY KEY,
    encounter_id  INTEGER NOT NULL,
    command_seq   INTEGER NOT NULL,
    position      INTEGER NOT NULL CHECK (position >= 0),
    type          TEXT    NOT NULL,
    payload       TEXT    NOT NULL CHECK (json_valid(payload)),
    text          TEXT    NOT NULL DEFAULT '',
    FOREIGN KEY (encounter_id, command_seq) REFERENCES encounter_commands (encounter_id, seq) ON DELETE RESTRICT,
    UNIQUE (encounter_id, command_seq, position)
);

CREATE VIRTUAL TABLE encounter_events_fts USING fts5 (text, content = 'encounter_events', content_rowid = 'id');

CREATE TRIGGER encounter_events_index AFTER INSERT ON encounter_events BEGIN
    INSERT INTO encounter_events_fts (rowid, text) VALUES (new.id, new.text);
END;

-- The log is append-only: commands arrive strictly in order and nothing recorded changes.
CREATE TRIGGER encounter_commands_in_order BEFORE INSERT ON encounter_commands
WHEN new.seq <> (SELECT coalesce(max(seq), 0) + 1 FROM encounter_commands WHERE encounter_id = new.encounter_id)
BEGIN
    SELECT RAISE(ABORT, 'encounter commands must be appended in order');
END;
CREATE TRIGGER encounter_commands_no_update BEFORE UPDATE ON encounter_commands BEGIN
    SELECT RAISE(ABORT, 'encounter commands are append-only');
END;
CREATE TRIGGER encounter_commands_no_delete BEFORE DELETE ON encounter_commands BEGIN
    SELECT RAISE(ABORT, 'encounter commands are append-only');
END;
CREATE TRIGGER encounter_events_no_update BEFORE UPDATE ON encounter_events BEGIN
    SELECT RAISE(ABORT, 'encounter events are append-only');
END;
CREATE TRIGGER encounter_events_no_delete BEFORE DELETE ON encounter_events BEGIN
    SELECT RAISE(ABORT, 'encounter events are append-only');
END;
