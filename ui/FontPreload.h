// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <thread>

namespace scouter::ui {

// Reads the system's fonts on another thread while the campaign file is opened and checked on the
// start-up thread. Qt reads them the first time any text is measured (fontconfig: every font file
// the system has); at a start that was about a seventh of the start-up thread's work, which the
// window's construction waited for. Qt's font database is guarded for use from several threads.
// wait() before making the window; the destructor waits too, on a start that ends early.
class FontPreload {
public:
    FontPreload();

    void wait();

private:
    std::jthread m_reader;
};

} // namespace scouter::ui
