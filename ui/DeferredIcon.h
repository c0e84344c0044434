// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QIcon>
#include <QIconEngine>

#include <functional>
#include <optional>

namespace scouter::ui {

// An icon made the first time it is drawn or measured, for icons Qt asks for when a widget is made
// but which show only in some layouts.
class DeferredIcon final : public QIconEngine {
public:
    explicit DeferredIcon(std::function<QIcon()> make);

    void paint(QPainter* painter, const QRect& rect, QIcon::Mode mode, QIcon::State state) override;
    [[nodiscard]] QPixmap pixmap(const QSize& size, QIcon::Mode mode, QIcon::State state) override;
    [[nodiscard]] QSize actualSize(const QSize& size, QIcon::Mode mode, QIcon::State state) override;
    [[nodiscard]] QList<QSize> availableSizes(QIcon::Mode mode, QIcon::State state) override;
    [[nodiscard]] QString key() const override;
    [[nodiscard]] QIconEngine* clone() const override;

    // Whether the icon was made (for tests: measuring a widget must not make it).
    [[nodiscard]] bool isMade() const { return m_icon.has_value(); }

private:
    const QIcon& icon();

    std::function<QIcon()> m_make;
    std::optional<QIcon> m_icon;
};

} // namespace scouter::ui
