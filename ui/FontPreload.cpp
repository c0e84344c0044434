// SPDX-License-Identifier: GPL-3.0-or-later
#include "FontPreload.h"

#include <QFontDatabase>

namespace scouter::ui {

FontPreload::FontPreload() : m_reader([] { (void)QFontDatabase::families(); }) {}

void FontPreload::wait() {
    if (m_reader.joinable()) {
        m_reader.join();
    }
}

} // namespace scouter::ui
