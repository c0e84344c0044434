// SPDX-License-Identifier: GPL-3.0-or-later
#include "library/FieldMessage.h"

#include <QEvent>
#include <QHelpEvent>
#include <QLabel>
#include <QPainter>
#include <QToolTip>
#include <QVBoxLayout>
#include <QWidget>

namespace scouter::ui {

namespace {

// One line of red words: as much as the width holds, the rest in the tooltip. Its text stays
// whole (text()), only its painting is cut.
class MessageLine : public QLabel {
public:
    MessageLine() {
        // Its line is kept while it is hidden.
        QSizePolicy policy(QSizePolicy::Ignored, QSizePolicy::Fixed);
        policy.setRetainSizeWhenHidden(true);
        setSizePolicy(policy);
        setStyleSheet(QStringLiteral("color: #c62828"));
    }

    [[nodiscard]] QSize sizeHint() const override { return {0, fontMetrics().height()}; }
    [[nodiscard]] QSize minimumSizeHint() const override { return sizeHint(); }

protected:
    void paintEvent(QPaintEvent* event) override {
        (void)event;
        QPainter painter(this);
        painter.setPen(palette().color(foregroundRole()));
        painter.drawText(rect(), Qt::AlignLeft | Qt::AlignVCenter,
                         fontMetrics().elidedText(oneLine(), Qt::ElideRight, width()));
    }

    bool event(QEvent* event) override {
        if (event->type() == QEvent::ToolTip && fontMetrics().horizontalAdvance(oneLine()) > width()) {
            QToolTip::showText(static_cast<QHelpEvent*>(event)->globalPos(), text(), this);
            return true;
        }
        return QLabel::event(event);
    }

private:
    [[nodiscard]] QString oneLine() const { return text().split(QLatin1Char('\n')).join(QStringLiteral(" · ")); }
};

} // namespace

QWidget* FieldMessage::below(QWidget* field, const QString& objectName, QLabel*& message) {
    message = new MessageLine;
    message->setObjectName(objectName);
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
