#include "library/FieldMessage.h"

#include <QLabel>
#include <QVBoxLayout>
#include <QWidget>

namespace scouter::ui {

QWidget* FieldMessage::below(QWidget* field, const QString& objectName, QLabel*& message) {
    message = new QLabel;
    message->setObjectName(objectName);
    message->setWordWrap(true);
    message->setStyleSheet(QStringLiteral("color: #c62828"));
    message->hide();
    auto* box = new QWidget;
    auto* layout = new QVBoxLayout(box);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(1);
    layout->addWidget(field);
    layout->addWidget(message);
    return box;
}

} // namespace scouter::ui
