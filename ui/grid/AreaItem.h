// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/AreaTemplate.h"

#include <QGraphicsPathItem>
#include <QSize>

#include <optional>

namespace scouter::ui {

// An area of effect on the grid: the squares it covers as one outlined shape, its Target Square
// ringed. Aimed, it is the ARC's preview (dashed, following the pointer or the arrows); performed,
// it is what the last attack covered, on the ARC's grid and the players'.
class AreaItem : public QGraphicsPathItem {
public:
    enum class Style { Aimed, Performed };

    explicit AreaItem(Style style, QGraphicsItem* parent = nullptr);

    // Shows `area` clipped to a grid of `grid` squares; nullopt hides it.
    void setArea(const std::optional<engine::AreaTemplate>& area, QSize grid);
    [[nodiscard]] const std::optional<engine::AreaTemplate>& area() const { return m_area; }
    // The squares drawn, as the grid names them.
    [[nodiscard]] int squareCount() const { return m_squares; }

    [[nodiscard]] QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    Style m_style;
    std::optional<engine::AreaTemplate> m_area;
    int m_squares = 0;
};

} // namespace scouter::ui
