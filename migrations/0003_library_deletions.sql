-- SPDX-License-Identifier: GPL-3.0-or-later
-- Schema 3: deleting a character or an NPC group in the library only marks when it was deleted,
-- so undo can bring it back and the encounters that used it keep their link. Nothing is erased.

ALTER TABLE characters ADD COLUMN deleted_at TEXT;
ALTER TABLE npc_groups ADD COLUMN deleted_at TEXT;
