// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QPixmap>
#include <QSize>

#include <functional>

class QPainter;

namespace scouter::ui {

// A transparent pixmap `size` logical pixels large at the screen's `ratio`, with `draw` on it
// (antialiased): how the board keeps a bar, a row of pips, a chip or a marker's disc as drawn.
[[nodiscard]] QPixmap renderedPixmap(QSize size, qreal ratio, const std::function<void(QPainter&)>& draw);

} // namespace scouter::ui
