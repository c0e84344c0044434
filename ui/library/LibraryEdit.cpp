// SPDX-License-Identifier: GPL-3.0-or-later
#include "library/LibraryEdit.h"

namespace scouter::ui {

LibraryEdit::LibraryEdit(const QString& text, Step redo, Step undo, Report report)
    : QUndoCommand(text), m_redo(std::move(redo)), m_undo(std::move(undo)), m_report(std::move(report)) {}

void LibraryEdit::redo() {
    if (m_skipRedo) {
        m_skipRedo = false;
        return;
    }
    m_report(m_redo());
}

void LibraryEdit::undo() {
    m_report(m_undo());
}

} // namespace scouter::ui
