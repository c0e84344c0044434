-- SPDX-License-Identifier: GPL-3.0-or-later
-- Schema 5: Scouter fills the search index itself when it saves an event, instead of a trigger.
-- Every connection runs with trusted_schema=OFF, so that a file's own triggers, views and CHECKs
-- can run nothing SQLite does not mark harmless; the SQLite of this release (3.40) does not mark
-- FTS5 harmless, and would refuse every new event through this trigger.

DROP TRIGGER encounter_events_index;
