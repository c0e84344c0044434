// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QString>

#include <functional>

class QWidget;

namespace scouter::ui {

class UnsavedQuit;

// Asks, when the window closes with commands that are not saved, what to do with them: Retry,
// Save a Copy Elsewhere…, Quit and Discard (the count named), or Cancel, which keeps the window
// open. A QMessageBox, so a test can drive it offscreen; what each choice does is UnsavedQuit's.
class UnsavedQuitDialog {
    Q_DECLARE_TR_FUNCTIONS(UnsavedQuitDialog)

public:
    // Where the copy goes: a file dialog in the window, a fixed file in tests; empty when none
    // was chosen.
    using ChoosePath = std::function<QString(QWidget* parent)>;

    // Asks until the answer settles it. True when the window may close: everything was saved
    // or copied, or the ARC chose to discard it.
    [[nodiscard]] static bool ask(QWidget* parent, UnsavedQuit& unsaved, const ChoosePath& choosePath);
    // The file dialog for the copy, in the home folder: the campaign's own disk may be the full one.
    [[nodiscard]] static QString chooseCopyPath(QWidget* parent, const QString& campaignPath);
};

} // namespace scouter::ui
