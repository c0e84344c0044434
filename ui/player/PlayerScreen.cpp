// SPDX-License-Identifier: GPL-3.0-or-later
#include "player/PlayerScreen.h"

#include <QGuiApplication>
#include <QScreen>
#include <QSettings>

namespace scouter::ui {

namespace {
constexpr auto kScreenKey = "playerView/screen";
} // namespace

int PlayerScreen::choose(const QStringList& names, const std::optional<QString>& remembered) {
    if (names.size() < 2) {
        return -1;
    }
    if (remembered) {
        if (remembered->isEmpty()) {
            return -1;
        }
        if (const auto found = names.indexOf(*remembered); found >= 0) {
            return static_cast<int>(found);
        }
    }
    return static_cast<int>(names.size()) - 1;
}

QScreen* PlayerScreen::chosen() {
    const QList<QScreen*> screens = QGuiApplication::screens();
    QStringList names;
    for (const QScreen* screen : screens) {
        names.append(screen->name());
    }
    const int index = choose(names, remembered());
    return index < 0 ? nullptr : screens.at(index);
}

std::optional<QString> PlayerScreen::remembered() {
    const QSettings settings;
    if (!settings.contains(QLatin1String(kScreenKey))) {
        return std::nullopt;
    }
    return settings.value(QLatin1String(kScreenKey)).toString();
}

void PlayerScreen::remember(const QString& name) {
    QSettings().setValue(QLatin1String(kScreenKey), name);
}

QString PlayerScreen::label(const QScreen& screen) {
    const QSize size = screen.size();
    return QObject::tr("%1 · %2 × %3").arg(screen.name()).arg(size.width()).arg(size.height());
}

} // namespace scouter::ui
