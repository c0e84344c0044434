// SPDX-License-Identifier: GPL-3.0-or-later
#include "panel/FightKeys.h"

#include <QAbstractSpinBox>
#include <QApplication>
#include <QComboBox>
#include <QKeyEvent>
#include <QWidget>

namespace scouter::ui {

namespace {

// The field `widget` belongs to: a spin box's or a combo's own line edit answers for it.
template <typename Field> Field* fieldOf(QWidget* widget) {
    if (auto* field = qobject_cast<Field*>(widget)) {
        return field;
    }
    return widget->parentWidget() != nullptr ? qobject_cast<Field*>(widget->parentWidget()) : nullptr;
}

bool isUndoOrRedo(const QKeyEvent& key) {
    const auto modifiers = key.modifiers() & ~Qt::KeypadModifier;
    return (modifiers == Qt::ControlModifier && (key.key() == Qt::Key_Z || key.key() == Qt::Key_Y)) ||
           (modifiers == (Qt::ControlModifier | Qt::ShiftModifier) && key.key() == Qt::Key_Z);
}

bool isBracket(const QKeyEvent& key) {
    return key.key() == Qt::Key_BracketLeft || key.key() == Qt::Key_BracketRight;
}

bool isPlainLetter(const QKeyEvent& key) {
    const auto modifiers = key.modifiers() & ~(Qt::KeypadModifier | Qt::ShiftModifier);
    return modifiers == Qt::NoModifier && key.key() >= Qt::Key_A && key.key() <= Qt::Key_Z;
}

} // namespace

FightKeys::FightKeys(QWidget* area) : QObject(area), m_area(area) {
    qApp->installEventFilter(this);
}

FightKeys::~FightKeys() {
    qApp->removeEventFilter(this);
}

bool FightKeys::eventFilter(QObject* watched, QEvent* event) {
    if (event->type() != QEvent::ShortcutOverride || !watched->isWidgetType()) {
        return false;
    }
    auto* widget = static_cast<QWidget*>(watched);
    if (!m_area->isAncestorOf(widget)) {
        return false;
    }
    const auto& key = *static_cast<QKeyEvent*>(event);
    // A number field takes digits, signs and editing keys only; a choice field types letters
    // to find its entry, so it lets only the brackets and Undo through.
    const bool number = fieldOf<QAbstractSpinBox>(widget) != nullptr;
    const bool choice = fieldOf<QComboBox>(widget) != nullptr;
    const bool through = (number && (isPlainLetter(key) || isBracket(key) || isUndoOrRedo(key))) ||
                         (choice && (isBracket(key) || isUndoOrRedo(key)));
    if (!through) {
        return false;
    }
    // Not overridden: the window's shortcut for the key acts, and a key no shortcut takes comes
    // to the field as before.
    event->ignore();
    return true;
}

} // namespace scouter::ui
