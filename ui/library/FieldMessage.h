// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

class QLabel;
class QWidget;

namespace scouter::ui {

// A field of the library's editors with its message under it: red, hidden until there is
// something to say, so what is wrong shows where it was typed and not in a dialog. Its line is
// kept whether it is shown or not, so a message coming or going while the ARC types moves no
// field (a value typed then lands where it was aimed); a message longer than the line ends with
// "…" and says the whole in its tooltip, as the Save button's tooltip does.
class FieldMessage {
public:
    // The box to put in the form in place of `field`; `message` is set to the label under it,
    // named `objectName` for tests and screen readers.
    [[nodiscard]] static QWidget* below(QWidget* field, const QString& objectName, QLabel*& message);
};

} // namespace scouter::ui
