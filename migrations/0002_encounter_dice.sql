-- SPDX-License-Identifier: GPL-3.0-or-later
-- Schema 2: the scripted dice an encounter started with (scenario runs), so a stored
-- encounter can report how many scripted faces are left, exactly as the live run does.

ALTER TABLE encounters ADD COLUMN dice TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(dice));
