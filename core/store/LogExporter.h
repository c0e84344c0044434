// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "EncounterTimeline.h"

#include <QString>

namespace scouter::store {

// An encounter's log as a document to keep or share: the set-up, the log round by round with
// every event, and the statistics. Markdown for notes and wikis, HTML for a browser and for
// printing. The same timeline always gives the same text, byte for byte.
class LogExporter {
public:
    enum class Format { Markdown, Html };

    [[nodiscard]] static QString exportLog(const EncounterTimeline& timeline, Format format);
    // "md" / "markdown" and "html"; nullopt for anything else.
    [[nodiscard]] static std::optional<Format> formatNamed(const QString& name);
};

} // namespace scouter::store
