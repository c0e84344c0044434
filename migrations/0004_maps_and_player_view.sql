-- SPDX-License-Identifier: GPL-3.0-or-later
-- Schema 4: the picture of the place under an encounter's grid, kept in the file itself (not a
-- path to a file that may move), and what the players' screen shows of each combatant.

-- One map per encounter: `square_pixels` of its pixels make one square, and its top-left corner
-- lies `offset_x`, `offset_y` image pixels from the grid's. The placement is apart from the
-- image's bytes because SQLite rewrites a whole row on every update: moving a map by a square
-- must not copy tens of megabytes.
CREATE TABLE encounter_maps (
    encounter_id   INTEGER PRIMARY KEY REFERENCES encounters (id) ON DELETE RESTRICT,
    format         TEXT    NOT NULL CHECK (format IN ('png', 'jpeg', 'webp')),
    width          INTEGER NOT NULL CHECK (width BETWEEN 1 AND 16384),
    height         INTEGER NOT NULL CHECK (height BETWEEN 1 AND 16384 AND width * height <= 67108864),
    square_pixels  REAL    NOT NULL CHECK (square_pixels BETWEEN 4 AND 1024),
    offset_x       REAL    NOT NULL DEFAULT 0 CHECK (offset_x BETWEEN -16384 AND 16384),
    offset_y       REAL    NOT NULL DEFAULT 0 CHECK (offset_y BETWEEN -16384 AND 16384),
    updated_at     TEXT    NOT NULL
);

-- The image file's bytes as chosen (PNG, JPEG or WebP, at most 64 MiB), one row per map.
CREATE TABLE encounter_map_images (
    encounter_id  INTEGER PRIMARY KEY REFERENCES encounter_maps (encounter_id) ON DELETE RESTRICT,
    image         BLOB    NOT NULL CHECK (typeof(image) = 'blob' AND length(image) BETWEEN 1 AND 67108864)
);

-- The ARC's choices for the players' screen, per combatant: `reveal` shows an Opponent's
-- numbers in full, `hide` keeps a combatant off it. Absent: the rules decide (Hidden is absent).
CREATE TABLE encounter_player_view (
    encounter_id  INTEGER NOT NULL REFERENCES encounters (id) ON DELETE RESTRICT,
    combatant     TEXT    NOT NULL CHECK (combatant <> '' AND length(combatant) <= 128),
    mode          TEXT    NOT NULL CHECK (mode IN ('reveal', 'hide')),
    PRIMARY KEY (encounter_id, combatant)
) WITHOUT ROWID;
