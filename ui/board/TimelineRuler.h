// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QHeaderView>

namespace scouter::ui {

// The timeline board's header: over the lanes a ruler of ticks, the current one boxed and bold in
// the highlight's colour; the other columns' titles as any header.
class TimelineRuler : public QHeaderView {
    Q_OBJECT

public:
    explicit TimelineRuler(QWidget* parent = nullptr);

protected:
    void paintSection(QPainter* painter, const QRect& rect, int logicalIndex) const override;
    [[nodiscard]] QSize sizeHint() const override;
};

} // namespace scouter::ui
