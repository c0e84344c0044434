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
        return QProxyStyle::standardIcon(icon, option, widget);
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
