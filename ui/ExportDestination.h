// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "OutputFile.h"
#include "Result.h"

#include <QCoreApplication>
#include <QString>

#include <functional>

class QIODevice;
class QWidget;

namespace scouter::ui {

// Where the window's exports go (the library's file, the review's Markdown, HTML and PDF): the
// file dialog, then store::OutputFile, as scouter-cli export does. The campaign and its own
// files, devices and folders are refused with the reason; a file already there is replaced only
// once the ARC answers Replace, in one question (the file dialog does not ask one of its own).
class ExportDestination {
    Q_DECLARE_TR_FUNCTIONS(ExportDestination)

public:
    using Write = std::function<store::Status(QIODevice& out)>;

    // The save dialog; empty when cancelled. It does not ask about a file already there: save() does.
    [[nodiscard]] static QString choose(QWidget* parent, const QString& caption, const QString& suggested,
                                        const QString& filter);
    // Writes through `write` to `path`, never a file of the campaign at `campaignPath`. True once
    // written; false when the ARC kept the file already there (Cancel); the reason when refused
    // or not written (the file there is then as it was).
    [[nodiscard]] static store::Result<bool> save(QWidget* parent, const QString& path, const QString& campaignPath,
                                                  const Write& write);
    // "Replace the file?": true for Replace. Cancel is the default, so Enter keeps the file.
    [[nodiscard]] static bool askReplace(QWidget* parent, const QString& path);
};

} // namespace scouter::ui
