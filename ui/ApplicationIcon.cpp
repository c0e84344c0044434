#include "ApplicationIcon.h"

#include <QSize>
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

    QIcon icon;
    // Without the optional Qt SVG plugins the SVG is skipped and the PNG renderings of it
    // are used; with them, the SVG scales to any size the desktop asks for.
    icon.addFile(QStringLiteral(":/icons/scouter.svg"));
    constexpr std::array sizes{16, 24, 32, 48, 64, 128, 256};
    for (const int size : sizes) {
        icon.addFile(QStringLiteral(":/icons/scouter-%1.png").arg(size), QSize(size, size));
    }
    return icon;
}

} // namespace scouter::ui
