// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Result.h"

#include <QUndoCommand>

#include <functional>

namespace scouter::ui {

// One change to the library, already made when it is pushed (so a refused change never reaches
// the undo stack); undo and redo run the store calls that take it back and make it again.
class LibraryEdit : public QUndoCommand {
public:
    using Step = std::function<store::Status()>;
    using Report = std::function<void(const store::Status&)>;

    LibraryEdit(const QString& text, Step redo, Step undo, Report report);

    void redo() override;
    void undo() override;

private:
    Step m_redo;
    Step m_undo;
    Report m_report;
    bool m_skipRedo = true; // the first redo() is the push: the change is on disk already
};

} // namespace scouter::ui
