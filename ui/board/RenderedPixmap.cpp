// SPDX-License-Identifier: GPL-3.0-or-later
#include "board/RenderedPixmap.h"

#include <QPainter>

namespace scouter::ui {

QPixmap renderedPixmap(QSize size, qreal ratio, const std::function<void(QPainter&)>& draw) {
    QPixmap pixmap(size * ratio);
    pixmap.setDevicePixelRatio(ratio);
    pixmap.fill(Qt::transparent);
    QPainter on(&pixmap);
    on.setRenderHint(QPainter::Antialiasing);
    draw(on);
    return pixmap;
}

} // namespace scouter::ui
