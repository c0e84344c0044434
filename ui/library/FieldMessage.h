#pragma once

#include <QString>

class QLabel;
class QWidget;

namespace scouter::ui {

// A field of the library's editors with its message under it: red, wrapped, hidden until there is
// something to say, so what is wrong shows where it was typed and not in a dialog.
class FieldMessage {
public:
    // The box to put in the form in place of `field`; `message` is set to the label under it,
    // named `objectName` for tests and screen readers.
    [[nodiscard]] static QWidget* below(QWidget* field, const QString& objectName, QLabel*& message);
};

} // namespace scouter::ui
