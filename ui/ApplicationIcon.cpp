// SPDX-License-Identifier: GPL-3.0-or-later
#include "ApplicationIcon.h"

#include <QImageReader>
#include <QPixmap>
#include <QString>

#include <array>

// A static library's resources are only registered when something references them, and
// Q_INIT_RESOURCE declares its function in the enclosing namespace, so it has to be
// expanded here at global scope.
static void registerScouterResources() {
    Q_INIT_RESOURCE(scouter);
}

namespace scouter::ui {

QIcon applicationIcon() {
    static const bool registered = [] {
        registerScouterResources();
        return true;
    }();
    static_cast<void>(registered);

    // PNG renderings, read as PNG, up to 64 pixels. Qt reads PNG itself, but a reader left to find a
    // file's format (QIcon::addFile does) first asks every image-format plugin, loading each with
    // its libraries; for an SVG without the optional SVG plugins it then finds none. The window
    // system takes a window's icon as pixmaps of fixed sizes for title bars and task lists, and
    // draws larger ones from the installed icons the .desktop file names (packaging/): decoding the
    // 128- and 256-pixel renderings here took nine tenths of this function's time at every start.
    QIcon icon;
    constexpr std::array sizes{16, 24, 32, 48, 64};
    for (const int size : sizes) {
        QImageReader reader(QStringLiteral(":/icons/scouter-%1.png").arg(size), "png");
        reader.setAutoDetectImageFormat(false);
        icon.addPixmap(QPixmap::fromImage(reader.read()));
    }
    return icon;
}

} // namespace scouter::ui
