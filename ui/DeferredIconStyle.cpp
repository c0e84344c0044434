// SPDX-License-Identifier: GPL-3.0-or-later
#include "DeferredIconStyle.h"

#include "DeferredIcon.h"

#include <QGuiApplication>
#include <QPointer>
#include <QStyleOption>
#include <QWidget>

namespace scouter::ui {

DeferredIconStyle::DeferredIconStyle(QStyle* base) : QProxyStyle(base) {}

QIcon DeferredIconStyle::standardIcon(StandardPixmap icon, const QStyleOption* option, const QWidget* widget) const {
    if (icon != SP_ToolBarHorizontalExtensionButton && icon != SP_ToolBarVerticalExtensionButton) {
        if (option != nullptr || widget != nullptr) {
            return QProxyStyle::standardIcon(icon, option, widget);
        }
        // Without an option the base style draws arrows for the application's direction.
        const std::pair key(static_cast<int>(icon), static_cast<int>(QGuiApplication::layoutDirection()));
        auto made = m_made.find(key);
        if (made == m_made.end()) {
            made = m_made.insert(key, QProxyStyle::standardIcon(icon, nullptr, nullptr));
        }
        return *made;
    }
    // The arrow depends on the layout direction only; the option and the widget may be gone by the
    // time it is drawn.
    QStyleOption directed;
    directed.direction = option != nullptr   ? option->direction
                         : widget != nullptr ? widget->layoutDirection()
                                             : QGuiApplication::layoutDirection();
    QPointer<QStyle> base(baseStyle());
    return QIcon(new DeferredIcon(
        [base, icon, directed] { return base.isNull() ? QIcon() : base->standardIcon(icon, &directed, nullptr); }));
}

} // namespace scouter::ui
