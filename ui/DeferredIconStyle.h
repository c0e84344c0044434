// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QHash>
#include <QIcon>
#include <QProxyStyle>

#include <utility>

namespace scouter::ui {

// The application's style, whose toolbar and menu-bar overflow arrows are read the first time one
// is drawn. Every QMenuBar asks for its arrow when it is made; reading the style's picture of it
// makes Qt load every image-format plug-in with its libraries to find a reader (a twentieth of the
// start to a painted window, and their memory), for an arrow shown only when the window is too
// narrow for its menus.
// An icon asked for without an option or a widget (a toolbar's, a button's) is made once per layout
// direction: the base style decodes its picture files each time it is asked, a dozen of them for the
// review's timeline alone.
class DeferredIconStyle final : public QProxyStyle {
public:
    // Takes `base` (nullptr: the desktop's own style).
    explicit DeferredIconStyle(QStyle* base);

    [[nodiscard]] QIcon standardIcon(StandardPixmap icon, const QStyleOption* option,
                                     const QWidget* widget) const override;

private:
    mutable QHash<std::pair<int, int>, QIcon> m_made; // (icon, layout direction)
};

} // namespace scouter::ui
