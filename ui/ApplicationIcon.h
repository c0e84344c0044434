// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QIcon>

namespace scouter::ui {

// Scouter's icon: PNG renderings of packaging/scouter.svg, from the resources compiled into scouter_ui.
[[nodiscard]] QIcon applicationIcon();

} // namespace scouter::ui
